"""Pure values shared by the table service, every store and the renderers: a game as it is
kept, its results, the leaderboard and stats, and (in their own modules) the server's settings
and the rating rules."""

from bot.model.games import (
    NO_SERVER,
    CommandSync,
    ConfirmAction,
    Confirmation,
    GameRow,
    GameStatus,
    Ping,
    Post,
    PostKind,
    ResultRow,
    Timer,
    TimerKind,
    is_former_member,
)
from bot.model.shards import ONE_PROCESS, Fence, Shards, shard_of
from bot.model.stats import (
    CHART_POINTS,
    TREND_GAMES,
    HeadToHead,
    HistoryLine,
    HistoryPage,
    LeaderboardLine,
    LeaderboardPage,
    LeaderboardSort,
    MemberStats,
)

__all__ = [
    "CHART_POINTS",
    "NO_SERVER",
    "ONE_PROCESS",
    "TREND_GAMES",
    "CommandSync",
    "ConfirmAction",
    "Confirmation",
    "Fence",
    "GameRow",
    "GameStatus",
    "HeadToHead",
    "HistoryLine",
    "HistoryPage",
    "LeaderboardLine",
    "LeaderboardPage",
    "LeaderboardSort",
    "MemberStats",
    "Ping",
    "Post",
    "PostKind",
    "ResultRow",
    "Shards",
    "Timer",
    "TimerKind",
    "is_former_member",
    "shard_of",
]
