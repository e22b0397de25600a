"""The store's interface: what the table service, the Discord side and the operations commands
ask of a database, as :class:`typing.Protocol` s grouped by feature (one :class:`Store`
composes them), and the errors a backend raises. No backend is imported here: a backend is a
class with these methods (``bot.store.sqlite``, ``bot.store.postgres``), opened by
:func:`bot.store.factory.open_store`.

A "shard" is one of the bot's gateway connections (0 alone); a process runs one or several.
The bot's own state (heartbeat, downtime, lease) is kept per shard, and the reads of a process
(``shards``) are of its shards' servers only.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from bot.engine import HandResult, Rules
from bot.model import (
    CommandSync,
    Confirmation,
    Fence,
    GameRow,
    HeadToHead,
    HistoryPage,
    LeaderboardPage,
    LeaderboardSort,
    MemberStats,
    Ping,
    Post,
    ResultRow,
    Shards,
    Timer,
)
from bot.model.cards import CardStyle
from bot.model.keys import TableKey
from bot.model.settings import ServerSettings
from bot.model.tournaments import (
    Entry,
    Match,
    MatchKey,
    Tournament,
    TournamentPost,
    TournamentRow,
)

__all__ = [
    "BotStateStore",
    "ConflictError",
    "CorruptRowError",
    "DatabaseError",
    "DatabaseInUse",
    "Fenced",
    "GamesStore",
    "LeaderboardStore",
    "MatchStarted",
    "MemberBusy",
    "MembersStore",
    "RematchTaken",
    "StandingsStore",
    "Store",
    "StoreError",
    "TableKeysStore",
    "TournamentsStore",
]


class StoreError(Exception):
    """The database refused a read or a write."""


class DatabaseError(StoreError):
    """The database file can't be used; the message is one sentence saying what to do."""


class DatabaseInUse(DatabaseError):
    """Another bot process holds the database (SQLite serves one process)."""


class ConflictError(StoreError):
    """The row changed under us (its version is not the one we read)."""


class Fenced(ConflictError):
    """Another process took the shard of the game written (its lease has a newer epoch): this
    process no longer runs that shard's servers."""

    def __init__(self, shards: Sequence[int]) -> None:
        super().__init__(f"shard(s) {list(shards)} taken by another process")
        self.shards = tuple(shards)


class CorruptRowError(StoreError):
    """A row that cannot be read back into a game; the message names the row and the fault."""


class MemberBusy(StoreError):
    """A member already holds a live game or challenge in the channel (the schema says so)."""

    def __init__(self, members: Sequence[int]) -> None:
        super().__init__(f"already in a live game or challenge: {list(members)}")
        self.members = tuple(members)


class RematchTaken(StoreError):
    """The finished game has its rematch already (``game_id``: that rematch)."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"the rematch is game {game_id}")
        self.game_id = game_id


class MatchStarted(StoreError):
    """The tournament match has its game already (``game_id``), or its outcome."""

    def __init__(self, game_id: int | None) -> None:
        super().__init__(f"the match's game is {game_id}")
        self.game_id = game_id


class GamesStore(Protocol):
    """Games, their timers and members, the outbox of posts owed, and the turn pings."""

    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        players: Sequence[int],
        rules: Rules,
        turn_seconds: int,
        timer: Timer,
        now: float,
        names: Sequence[str | None] = (),
        rated: bool = True,
        hints: bool = False,
        home_channel_id: int | None = None,
        computers: Sequence[int] = (),
        rematch_of: int | None = None,
        match: MatchKey | None = None,
        fence: Fence | None = None,
    ) -> GameRow:
        """A new challenge with its members and its expiry, in one transaction (refused,
        :class:`Fenced`, if ``fence`` is no longer its shard's lease).
        :class:`MemberBusy` if a member already holds a live game or challenge in the channel
        (whatever the interleaving of commands); :class:`RematchTaken` if ``rematch_of`` has
        its rematch already. ``computers``: the computer's players (they play anywhere at once
        and accept at once). ``match``: the tournament match the game is (every member has
        accepted; it becomes the match's game, :class:`MatchStarted` if it has one or an
        outcome already)."""
        ...

    async def save(
        self,
        row: GameRow,
        *,
        expected_version: int,
        deals: Iterable[HandResult] = (),
        results: Iterable[ResultRow] = (),
        posts: Iterable[Post] = (),
        drop_posts: bool = False,
        timers_before: Iterable[Timer] = (),
        accepted: Iterable[int] = (),
        match: Match | None = None,
        fence: Fence | None = None,
    ) -> None:
        """Write the row with its timers, finished deals, results (rated as they are written),
        posts and who ``accepted``, all or nothing, if the stored version is still
        ``expected_version`` (:class:`ConflictError` otherwise) and ``fence`` (if any) still
        its shard's lease (:class:`Fenced` otherwise). A row no longer live frees
        its members and keeps no timers; ``drop_posts`` forgets its undelivered posts.
        ``match``: a tournament game's end, its match's outcome (written unless the match has
        one already, an admin's settling)."""
        ...

    async def get_game(self, game_id: int) -> GameRow | None: ...

    async def tables_of(self, guild_id: int, member_id: int) -> list[int]:
        """The games of this server the member sits at that have a table message, newest
        first (after a forget: the tombstone's, whose pictures are drawn again)."""
        ...

    async def live_games(
        self, shards: Shards | None = None
    ) -> tuple[list[GameRow], list[CorruptRowError]]:
        """Every challenge and game in play, and finished games whose posts are still owed, in
        the servers of ``shards`` (None: every server); rows that cannot be read come back as
        errors."""
        ...

    async def challenges_since(self, since: float) -> list[tuple[int, int, float]]:
        """(server, challenger, when) of every challenge made after ``since``, oldest first."""
        ...

    async def rematch_of(self, game_id: int) -> int | None:
        """The rematch made of a finished game, if any."""
        ...

    async def set_table_message(self, game_id: int, message_id: int | None) -> None:
        """The table's message (display, not game state: no version change)."""
        ...

    async def move_table_message(
        self, game_id: int, message_id: int, post: Post, *, now: float
    ) -> None:
        """The table's new message and the ``post`` pointing the old one to it, together."""
        ...

    async def next_post_seq(self, game_id: int, version: int, start: int) -> int:
        """A seq at or above ``start`` not yet used by the game's posts of ``version``."""
        ...

    async def pending_posts(self, shards: Shards | None = None) -> list[Post]:
        """Posts owed in the servers of ``shards`` (None: every server), in the order they
        must go out (per game: by version, then seq)."""
        ...

    async def delete_post(self, post: Post) -> None: ...

    async def delete_posts(self, game_id: int) -> None: ...

    async def pings(self, shards: Shards | None = None) -> list[Ping]:
        """The "your turn" ping messages still up in the servers of ``shards`` (None: all)."""
        ...

    async def add_ping(self, ping: Ping) -> None: ...

    async def delete_ping(self, ping: Ping) -> None: ...


class LeaderboardStore(Protocol):
    """The leaderboard's pages."""

    async def leaderboard(
        self,
        guild_id: int,
        *,
        sort: LeaderboardSort,
        format: str = "all",
        page: int = 0,
        per_page: int = 10,
        min_games: int = 3,
        member_id: int | None = None,
    ) -> LeaderboardPage:
        """One page of the server's current season ranked by ``sort`` among those who played
        ``format``; rating and win-rate sorts rank only members with ``min_games`` games."""
        ...


class StandingsStore(Protocol):
    """What finished games add up to: stats, head-to-head, history, and the standings computed
    again."""

    async def member_stats(self, guild_id: int, member_id: int) -> MemberStats | None:
        """The member's current season here (None: no finished game this season)."""
        ...

    async def head_to_head(self, guild_id: int, member_id: int, other_id: int) -> HeadToHead: ...

    async def history(
        self, guild_id: int, member_id: int, *, page: int = 0, per_page: int = 5
    ) -> HistoryPage:
        """The member's finished games here, newest first (every season)."""
        ...

    async def recompute(self) -> None:
        """Every server's current ratings and standings computed again from the result rows
        (one transaction)."""
        ...


class MembersStore(Protocol):
    """Members' names and choices, servers' settings and seasons, forgetting a member."""

    async def names(self, guild_id: int, members: Sequence[int]) -> dict[int, str]:
        """The newest display name each member had when they played in this server."""
        ...

    async def season(self, guild_id: int) -> int:
        """The server's current season (1 until an admin starts another)."""
        ...

    async def new_season(self, guild_id: int, *, by: int, now: float) -> int:
        """Start the server's next season (logged); its number."""
        ...

    async def server_settings(self) -> tuple[dict[int, ServerSettings], list[str]]:
        """Every server's stored settings, and a sentence for each row that can't be read."""
        ...

    async def set_settings(
        self, guild_id: int, settings: ServerSettings, *, by: int, detail: str, now: float
    ) -> None:
        """Store the server's settings and log who changed what, together."""
        ...

    async def log_action(
        self, guild_id: int, *, by: int, action: str, detail: str, now: float
    ) -> None: ...

    async def refusing(self) -> set[tuple[int, int]]:
        """(server, member) of every member who doesn't take challenges."""
        ...

    async def set_refuses(self, guild_id: int, member_id: int, refuses: bool) -> None: ...

    async def turn_pings_wanted(self) -> set[tuple[int, int]]:
        """(server, member) of every member who asked for a ping on their turn."""
        ...

    async def set_turn_ping(self, guild_id: int, member_id: int, wanted: bool) -> None: ...

    async def card_styles(self) -> dict[tuple[int, int], CardStyle]:
        """(server, member) -> how they chose to see their cards, for every member who chose."""
        ...

    async def set_card_style(self, guild_id: int, member_id: int, style: CardStyle) -> None: ...

    async def forget_member(self, guild_id: int, member_id: int) -> int:
        """Erase a member from this server (their rows re-keyed to a new tombstone, a negative
        id; their names and choices gone; their tournament entries and matches kept like
        results); the tombstone. :class:`MemberBusy` while they hold a live game or challenge
        here, or are entered in a tournament that isn't over."""
        ...


class BotStateStore(Protocol):
    """The bot's own state (per shard), its control key and the confirmations it asked for."""

    async def heartbeat(
        self,
        now: float,
        *,
        downtime: float | None = None,
        shard: int = 0,
        epoch: int | None = None,
    ) -> bool:
        """The bot can receive clicks at ``now``; with ``downtime``, the new total of downtime
        in the same write. With ``epoch``: only if it is still the shard's lease (renewed by
        the same write); False, nothing written, if another process took the shard."""
        ...

    async def take_lease(self, shard: int, holder: str, now: float) -> int:
        """The shard's lease for ``holder``: its epoch (one more than the last if another
        holder had it, so that the other's writes are refused from now on)."""
        ...

    async def release_lease(self, shard: int, epoch: int) -> None:
        """Let go of the lease (at a clean stop), if it is still this epoch's."""
        ...

    async def claim_identify(self, bucket: int, now: float, window: float) -> float:
        """Take the identify slot of ``bucket`` for ``window`` seconds from ``now`` if it is
        free: 0.0; else the seconds until it is (Discord's identify limit, across every
        process on the database)."""
        ...

    async def last_alive(self, shard: int = 0, count: int = 1) -> float | None:
        """The last moment the bot's ``shard`` (of ``count``) was known to be able to receive
        clicks (its heartbeat or the last commit of one of its games, whichever is later)."""
        ...

    async def downtime(self, shard: int = 0) -> float:
        """All the time so far that the bot could not receive clicks (seconds)."""
        ...

    async def heartbeats(self, shards: Sequence[int]) -> dict[int, float | None]:
        """When each of ``shards`` last said it could receive clicks (None: never), whichever
        process wrote it: what ``python -m bot health`` reads."""
        ...

    async def shard_count(self) -> int | None:
        """The shard count the bot last ran with (None: never stored: one connection)."""
        ...

    async def use_shard_count(self, count: int, now: float, *, fresh: float) -> int | None:
        """Run with ``count`` shards from ``now``: a change of the count rebases every live
        timer and confirmation onto the new shards' clocks, so that it moves no deadline.
        Returns the old count (None: unchanged). :class:`DatabaseError` if a process holds a
        shard's lease renewed within ``fresh`` seconds (it runs still)."""
        ...

    async def last_command_sync(self, shard: int = 0) -> CommandSync | None: ...

    async def record_command_sync(self, sync: CommandSync, at: float, shard: int = 0) -> None: ...

    async def control_key(self) -> bytes:
        """The key that tags the bot's custom ids: the same for every process and restart."""
        ...

    async def add_confirmation(self, confirmation: Confirmation) -> None: ...

    async def confirmation(self, token: str) -> Confirmation | None: ...

    async def answer_confirmation(self, token: str, at: float) -> bool:
        """Mark it answered; False if it already was (or is gone): each is answered once."""
        ...


class TournamentsStore(Protocol):
    """Server tournaments: the events, their entries, matches and posts. A match's game and
    its outcome are written with the game (:meth:`GamesStore.create_game`, :meth:`GamesStore.save`
    with ``match``)."""

    async def create_tournament(
        self, row: TournamentRow, *, detail: str, fence: Fence | None = None
    ) -> TournamentRow:
        """Store a new event (``row.id`` is assigned) and log who made it, together."""
        ...

    async def save_tournament(
        self,
        row: TournamentRow,
        *,
        expected_version: int,
        entries: Iterable[Entry] = (),
        left: Iterable[int] = (),
        matches: Iterable[Match] = (),
        settled: Iterable[Match] = (),
        posts: Iterable[TournamentPost] = (),
        threads: Iterable[tuple[int, int]] = (),
        log_line: tuple[int, str, str] | None = None,
        now: float = 0.0,
        fence: Fence | None = None,
    ) -> None:
        """Write the event's row if its stored version is still ``expected_version``
        (:class:`ConflictError` otherwise, and if a match of ``matches`` is stored already: a
        round is paired once), with ``entries`` (added or changed), the entries of the members
        who ``left`` deleted, a new round's ``matches``, the ``settled`` matches' outcomes
        (unless their game's end gave one already), its ``posts``, its further ``threads``
        ((number, channel): 2 and on) and ``log_line`` ((by, action, detail) in the server's
        log), all or nothing."""
        ...

    async def tournament(self, tournament_id: int) -> Tournament | None:
        """An event with its entries and matches, as stored."""
        ...

    async def live_tournaments(
        self, shards: Shards | None = None
    ) -> tuple[list[Tournament], list[CorruptRowError]]:
        """Every event in sign-up or running, and those over whose posts are still owed, in the
        servers of ``shards`` (None: every server); rows that can't be read as errors."""
        ...

    async def recent_tournaments(self, guild_id: int, limit: int = 5) -> list[TournamentRow]:
        """The server's events, newest first."""
        ...

    async def pending_tournament_posts(self, shards: Shards | None = None) -> list[TournamentPost]:
        """The events' posts owed in the servers of ``shards``, in the order they go out."""
        ...

    async def delete_tournament_post(self, post: TournamentPost) -> None: ...


class TableKeysStore(Protocol):
    """Games played where the bot was not invited: their table message and the freshest
    interaction token that may edit it (the Discord side's; the game's row knows nothing of
    them)."""

    async def save_table_key(self, key: TableKey) -> None:
        """Store the game's key, in place of the one it had."""
        ...

    async def table_keys(self, shards: Shards | None = None) -> list[TableKey]:
        """The keys of the challenges and games in play in ``shards`` (None: every one), and
        of the games over whose posts are still owed."""
        ...


class Store(
    GamesStore,
    StandingsStore,
    LeaderboardStore,
    MembersStore,
    BotStateStore,
    TournamentsStore,
    TableKeysStore,
    Protocol,
):
    """Everything the bot asks of its database."""

    @property
    def path(self) -> str:
        """Where the data is, as the log shows it (for SQLite: the file)."""
        ...

    async def close(self) -> None:
        """Finish the writes in flight, then close."""
        ...
