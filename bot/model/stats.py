"""The leaderboard, a member's stats, head-to-head and history: pure values a store reads and
the renderers draw."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from bot.engine import Rules


class LeaderboardSort(Enum):
    RATING = "rating"
    WINS = "wins"
    WIN_RATE = "win rate"
    POINTS = "points"
    GINS = "gins"


@dataclass(frozen=True, slots=True)
class LeaderboardLine:
    rank: int | None  # None: provisional (too few games to be ranked by this sort)
    member_id: int
    rating: int
    games: int
    wins: int
    points: int
    gins: int
    name: str | None = None

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    sort: LeaderboardSort
    format: str
    page: int  # 0-based, clamped to the pages there are
    pages: int
    ranked: int  # members ranked by this sort
    lines: tuple[LeaderboardLine, ...]
    mine: LeaderboardLine | None  # the asking member's line, wherever it is
    min_games: int


CHART_POINTS = 400  # the chart is 800 pixels wide
TREND_GAMES = 20


@dataclass(frozen=True, slots=True)
class MemberStats:
    """A member's season in a server, from their standings and rating changes."""

    member_id: int
    name: str | None
    season: int
    games: int
    wins: int
    points: int
    hands_played: int
    hands_won: int
    gins: int
    big_gins: int
    undercuts_given: int
    undercuts_suffered: int
    best_total: int
    streak: int  # > 0: wins in a row now; < 0: games without a win
    longest_streak: int
    favourite_format: str | None  # the format played most (ties: the latest played)
    rating: int | None  # None: no rated game this season
    # (finished at, display rating after) in order: every game's, or evenly spaced ones (the
    # first and the last always) when there are more than CHART_POINTS: enough for a chart.
    ratings: tuple[tuple[float, int], ...]
    start_rating: int  # before the season's first game
    recent: tuple[int, ...] = ()  # the display rating after each of the last TREND_GAMES + 1

    @property
    def losses(self) -> int:
        return self.games - self.wins

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def points_per_hand(self) -> float:
        return self.points / self.hands_played if self.hands_played else 0.0

    def trend(self, games: int = 5) -> int:
        """The rating's change over the last ``games`` (at most TREND_GAMES) games."""
        assert games <= TREND_GAMES
        if not self.recent:
            return 0
        before = self.recent[-games - 1] if len(self.recent) > games else self.start_rating
        return self.recent[-1] - before


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """Two members' games together in a server (every season): as opponents, who placed
    higher; as partners, how the partnership did."""

    member_id: int
    other_id: int
    names: dict[int, str]
    games: int  # as opponents
    ahead: int  # the member placed higher
    behind: int
    level: int  # shared a place
    partnered: int
    partnered_wins: int
    last_at: float | None


@dataclass(frozen=True, slots=True)
class HistoryLine:
    game_id: int
    finished_at: float
    format: str
    rules: Rules
    place: int
    ending: str  # target or forfeit
    forfeited: bool  # the member's side forfeited
    sides: tuple[tuple[tuple[int, ...], int], ...]  # (members, grand total), by place
    rated: bool


@dataclass(frozen=True, slots=True)
class HistoryPage:
    member_id: int
    page: int  # 0-based, clamped to the pages there are
    pages: int
    games: int
    lines: tuple[HistoryLine, ...]
    names: dict[int, str]
