"""The store: SQLite through aiosqlite, the one source of truth for games.

One connection, WAL mode, numbered migrations (``migrations/``) applied at open. Every
write is one transaction under the store's lock (aiosqlite shares one connection between tasks,
so two writers must never interleave inside a transaction). SQL stays here, standard and
parameterised, so another backend is an addition, not a rewrite.

Before anything writes (not even the switch to WAL), :func:`check_database` reads the file
read-only and refuses what is not this bot's database: a folder, a file of another kind or
another application, a damaged file, a schema from a newer release. Our databases carry
``PRAGMA application_id``; one written before the mark existed is recognised by its exact schema.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import secrets
import sqlite3
import stat
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any, ClassVar

import aiosqlite

from bot.engine import Format, HandResult, OutcomeKind, Rules, RulesError
from bot.model import (
    CHART_POINTS,
    TREND_GAMES,
    BoardLine,
    BoardPage,
    BoardSort,
    CommandSync,
    ConfirmAction,
    Confirmation,
    GameRow,
    GameStatus,
    HeadToHead,
    HistoryLine,
    HistoryPage,
    MemberStats,
    Ping,
    Post,
    PostKind,
    ResultRow,
    Timer,
    TimerKind,
    is_former_member,
    ratings,
)
from bot.model.settings import ServerSettings
from bot.store.base import (
    ConflictError,
    CorruptRowError,
    DatabaseError,
    MemberBusy,
    RematchTaken,
    StoreError,
)

__all__ = [
    "APPLICATION_ID",
    "BoardLine",
    "BoardPage",
    "BoardSort",
    "CommandSync",
    "ConfirmAction",
    "Confirmation",
    "ConflictError",
    "CorruptRowError",
    "DatabaseError",
    "GameRow",
    "GameStatus",
    "MemberBusy",
    "Ping",
    "Post",
    "PostKind",
    "RematchTaken",
    "ResultRow",
    "Store",
    "StoreError",
    "Timer",
    "TimerKind",
    "check_database",
    "check_schema",
    "copy_database",
    "is_former_member",
    "last_heartbeat",
    "pending_migrations",
    "readonly_uri",
]

log = logging.getLogger(__name__)

MIGRATIONS = Path(__file__).with_name("migrations")
APPLICATION_ID = 0x47696E52  # "GinR": PRAGMA application_id of this bot's databases
SQLITE_HEADER = b"SQLite format 3\x00"


# A member's on/off choices in a server: columns of ``members`` (0 or 1).
MEMBER_CHOICES = ("refuses_challenges", "turn_ping")


@dataclass(slots=True)
class _Write:
    """One queued save: its parameters and the future its caller waits on."""

    game: tuple[Any, ...]
    timers: list[tuple[Any, ...]]  # set (insert or replace)
    timers_gone: list[tuple[Any, ...]]  # (game, slot) to delete
    ended: bool  # the game left the live statuses: its members are free again
    drop_posts: bool
    deals: list[tuple[Any, ...]]
    results: list[ResultRow]  # a finished game's rows (rated in the same transaction)
    row: GameRow
    posts: list[tuple[Any, ...]]
    accepted: list[tuple[Any, ...]]  # (game, member) who accepted
    done: asyncio.Future[None]


def _succeed(write: _Write) -> None:
    if not write.done.done():
        write.done.set_result(None)


def _fail(write: _Write, exc: BaseException) -> None:
    if not write.done.done():
        write.done.set_exception(exc)


_UPDATE_GAME = (
    "UPDATE games SET status = ?, state = ?, version = ?, table_message_id = ?, updated_at = ?, "
    "end_reason = ? WHERE id = ? AND version = ?"
)
_DELETE_TIMERS = "DELETE FROM timers WHERE game_id = ?"
_DELETE_TIMER = "DELETE FROM timers WHERE game_id = ? AND slot = ?"
_UPSERT_TIMER = (
    "INSERT INTO timers (game_id, slot, kind, due_at, remind_at) VALUES (?, ?, ?, ?, ?) "
    "ON CONFLICT (game_id, slot) DO UPDATE SET kind = excluded.kind, due_at = excluded.due_at, "
    "remind_at = excluded.remind_at"
)
_INSERT_TIMER = "INSERT INTO timers (game_id, slot, kind, due_at, remind_at) VALUES (?, ?, ?, ?, ?)"
_FREE_MEMBERS = "UPDATE game_members SET live = 0 WHERE game_id = ?"
_DELETE_POSTS = "DELETE FROM outbox WHERE game_id = ?"
_INSERT_POST = (
    "INSERT INTO outbox (game_id, version, seq, kind, deal, member_id, created_at, message_id) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
)
_INSERT_DEAL = (
    "INSERT INTO deals (game_id, number, round, board, dealer, player_a, player_b, kind, "
    "knocker, winner, points, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_RESULT_COLUMNS = (
    "member_id, seat, team, place, grand_total, points, hands_won, gins, undercuts_given, "
    "undercuts_suffered, ending, reason, forfeited, shutout, deals, hands_played, big_gins"
)
_INSERT_RESULT = (
    f"INSERT INTO results (game_id, guild_id, format, finished_at, season, rated, "
    f"{_RESULT_COLUMNS}) VALUES ({', '.join('?' * 23)})"
)
_UPSERT_RATING = (
    "INSERT INTO ratings (guild_id, season, member_id, mu, sigma, display, games, updated_at) "
    "VALUES (?, ?, ?, ?, ?, ?, 1, ?) ON CONFLICT (guild_id, season, member_id) DO UPDATE SET "
    "mu = excluded.mu, sigma = excluded.sigma, display = excluded.display, "
    "games = ratings.games + 1, updated_at = excluded.updated_at"
)
_STANDING_COLUMNS = (
    "games, wins, points, hands_played, hands_won, gins, big_gins, undercuts_given, "
    "undercuts_suffered, best_total, last_at, streak, longest_streak"
)
# The streak counts from the member's last games in order: a win extends a winning streak or
# starts one; anything else extends (negatively) a run without a win.
_ADD_STANDING = (
    f"INSERT INTO standings (guild_id, season, format, member_id, {_STANDING_COLUMNS}) "
    "VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 2 * ? - 1, ?) "
    "ON CONFLICT (guild_id, season, format, member_id) DO UPDATE SET "
    "games = standings.games + 1, wins = standings.wins + excluded.wins, "
    "points = standings.points + excluded.points, "
    "hands_played = standings.hands_played + excluded.hands_played, "
    "hands_won = standings.hands_won + excluded.hands_won, "
    "gins = standings.gins + excluded.gins, big_gins = standings.big_gins + excluded.big_gins, "
    "undercuts_given = standings.undercuts_given + excluded.undercuts_given, "
    "undercuts_suffered = standings.undercuts_suffered + excluded.undercuts_suffered, "
    "best_total = MAX(standings.best_total, excluded.best_total), last_at = excluded.last_at, "
    "streak = CASE WHEN excluded.wins = 1 THEN MAX(standings.streak, 0) + 1 "
    "ELSE MIN(standings.streak, 0) - 1 END, "
    "longest_streak = MAX(standings.longest_streak, "
    "CASE WHEN excluded.wins = 1 THEN MAX(standings.streak, 0) + 1 ELSE 0 END)"
)
_INSERT_RATING_CHANGE = (
    "INSERT INTO rating_changes (game_id, member_id, guild_id, season, mu_before, sigma_before, "
    "mu_after, sigma_after, display, at, number) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_UPSERT_NAME = (
    "INSERT INTO members (guild_id, member_id, name) VALUES (?, ?, ?) "
    "ON CONFLICT (guild_id, member_id) DO UPDATE SET name = excluded.name"
)
_LOG = "INSERT INTO server_log (guild_id, at, member_id, action, detail) VALUES (?, ?, ?, ?, ?)"
_ACCEPT = "UPDATE game_members SET accepted = 1 WHERE game_id = ? AND member_id = ?"
_UPSERT_STATE = (
    "INSERT INTO bot_state (name, value) VALUES (?, ?) "
    "ON CONFLICT (name) DO UPDATE SET value = excluded.value"
)
_COMMAND_SYNC = "command_sync"  # bot_state: the last sync of the slash commands (JSON)
_CONTROL_KEY = "control_key"  # bot_state: the key that tags custom ids (hex)
_REWRITE_PENDING = "rewrite_pending"  # bot_state: VACUUM once (set by migration 006)
_CONFIRMATION_COLUMNS = "token, guild_id, member_id, action, target, detail, asked_at, answered_at"
CONFIRMATIONS_KEPT = 24 * 3600.0  # answered or not, a confirmation row goes after a day
_GAME_COLUMNS = (
    "id, guild_id, channel_id, status, rules, turn_seconds, state, version, table_message_id, "
    "created_at, updated_at, rated, hints, end_reason"
)
# Live games, and finished ones whose posts are still owed.
_LOADED = "status IN ('challenge', 'active') OR id IN (SELECT game_id FROM outbox)"


def _timer_params(game_id: int, timer: Timer) -> tuple[Any, ...]:
    return (game_id, timer.slot, timer.kind.value, timer.due_at, timer.remind_at)


def _timer_writes(
    row: GameRow, before: tuple[Timer, ...]
) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    """(timers to set, (game, slot) to delete) to go from ``before`` to the row's timers. A game
    that ended keeps none (deleted with its members' release)."""
    if not row.status.live:
        return [], []
    now = {t.slot for t in row.timers}
    changed = [_timer_params(row.id, t) for t in row.timers if t not in before]
    gone = [(row.id, t.slot) for t in before if t.slot not in now]
    return changed, gone


# sort -> (its keys, most significant first, as (expression, descending); whether only members
# with the minimum number of games are ranked). The member id breaks the last tie.
_BOARD_ORDER: dict[BoardSort, tuple[tuple[tuple[str, bool], ...], bool]] = {
    BoardSort.RATING: ((("COALESCE(r.display, 0)", True),), True),
    BoardSort.WINS: ((("s.wins", True), ("s.games", False)), False),
    BoardSort.WIN_RATE: ((("CAST(s.wins AS REAL) / s.games", True), ("s.games", True)), True),
    BoardSort.POINTS: ((("s.points", True),), False),
    BoardSort.GINS: ((("s.gins", True), ("s.games", False)), False),
}


def _order_by(keys: tuple[tuple[str, bool], ...]) -> str:
    return ", ".join(f"{expr} {'DESC' if desc else 'ASC'}" for expr, desc in keys)


def _ahead_of(keys: tuple[tuple[str, bool], ...]) -> str:
    """A condition true for the rows ranked ahead of one row, whose key values (and member id)
    are the parameters in order: a rank is a COUNT, not a walk over the whole board."""
    condition = "s.member_id < ?"
    for expr, desc in reversed(keys):
        condition = f"{expr} {'>' if desc else '<'} ? OR ({expr} = ? AND ({condition}))"
    return condition


_BOARD_COLUMNS = "s.member_id, COALESCE(r.display, 0), s.games, s.wins, s.points, s.gins"


def _board_line(rank: int | None, row: Any) -> BoardLine:
    return BoardLine(rank, *row)


@dataclass(frozen=True, slots=True)
class _Finished:
    """A finished game as its result rows place it."""

    guild_id: int
    season: int
    game_id: int
    format: str
    finished_at: float


@dataclass(frozen=True, slots=True)
class _Tally:
    ratings: list[tuple[Any, ...]]  # _UPSERT_RATING rows
    changes: list[tuple[Any, ...]]  # _INSERT_RATING_CHANGE rows
    standings: list[tuple[Any, ...]]  # _ADD_STANDING rows (the format's and 'all')


def _tally(
    game: _Finished,
    results: Sequence[ResultRow],
    current: dict[tuple[int, int], tuple[float, float, int]],
) -> _Tally:
    """What one finished game adds: new ratings (from ``current``: (guild, member) -> (mu,
    sigma, rated games so far)), the rating changes, and the standings' increments."""
    lines = [(r.member_id, r.seat if r.team is None else r.team, r.place) for r in results]
    new = ratings.rate(
        lines,
        {m: current[(game.guild_id, m)][:2] for m, _, _ in lines if (game.guild_id, m) in current},
    )
    g, season, at = game.guild_id, game.season, game.finished_at
    rated, changes, standings = [], [], []
    for r in results:
        mu, sigma = new[r.member_id]
        shown = ratings.display(mu, sigma)
        *before, played = current.get((g, r.member_id), (*ratings.START, 0))
        rated.append((g, season, r.member_id, mu, sigma, shown, at))
        changes.append(
            (game.game_id, r.member_id, g, season, *before, mu, sigma, shown, at, played + 1)
        )
        counts = (
            int(r.place == 1),
            r.points,
            r.hands_played,
            r.hands_won,
            r.gins,
            r.big_gins,
            r.undercuts_given,
            r.undercuts_suffered,
            r.grand_total,
            at,
            int(r.place == 1),  # the streak, from the win
            int(r.place == 1),  # the longest streak, if this is the first game
        )
        for fmt in (game.format, "all"):
            standings.append((g, season, fmt, r.member_id, *counts))
    return _Tally(rated, changes, standings)


def _team(rules: Rules, seat: int) -> int | None:
    return seat % 2 if rules.format is Format.PARTNERSHIP else None


def _deal_params(row: GameRow, deal: HandResult, now: float) -> tuple[Any, ...]:
    def member(player: int | None) -> int | None:
        return None if player is None else row.players[player]

    a, b = deal.players
    return (
        row.id,
        deal.number,
        deal.round,
        deal.board,
        member(deal.dealer),
        member(a),
        member(b),
        deal.kind.value,
        member(deal.knocker),
        member(deal.winner),
        deal.points,
        now,
    )


def _result_params(row: GameRow, result: ResultRow, season: int) -> tuple[Any, ...]:
    return (
        row.id,
        row.guild_id,
        row.rules.format.value,
        row.updated_at,
        season,
        int(row.rated),
        result.member_id,
        result.seat,
        result.team,
        result.place,
        result.grand_total,
        result.points,
        result.hands_won,
        result.gins,
        result.undercuts_given,
        result.undercuts_suffered,
        result.ending,
        result.reason,
        int(result.forfeited),
        int(result.shutout),
        result.deals,
        result.hands_played,
        result.big_gins,
    )


def _rekeyed_state(state: str, member_id: int, tombstone: int) -> str:
    """A stored game with a member's id (its players are ids as text) replaced."""
    data = json.loads(state)
    data["players"] = [str(tombstone) if p == str(member_id) else p for p in data["players"]]
    return json.dumps(data, separators=(",", ":"))


def _post_params(post: Post, now: float) -> tuple[Any, ...]:
    return (
        post.game_id,
        post.version,
        post.seq,
        post.kind.value,
        post.deal,
        post.member_id,
        now,
        post.message_id,
    )


class Store:
    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        self._db = db
        self.path = path
        self._lock = asyncio.Lock()
        self._pending: list[_Write] = []
        self._writer: asyncio.Task[None] | None = None

    @classmethod
    async def open(cls, path: str | Path, *, durable: bool = True) -> Store:
        """Open (creating if needed) the database and bring its schema up to date. Raises
        :class:`DatabaseError` (nothing written) if the file is not this bot's database."""
        memory = str(path) == ":memory:"
        if not memory:
            check_database(Path(path))
        try:
            db = await aiosqlite.connect(str(path), isolation_level=None)
        except sqlite3.Error as exc:
            raise DatabaseError(
                f"The database {path} can't be opened ({exc}): check GIN_DATABASE and the "
                "folder's permissions."
            ) from None
        try:
            await db.execute("PRAGMA busy_timeout=5000")
            await db.execute("PRAGMA journal_mode=WAL")
            # FULL: an acknowledged move survives a power cut, not only a crash of the bot.
            await db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
            # Deleted rows are overwritten with zeros, whatever the SQLite build's default
            # (upstream's is off): what a member asks to forget must not stay in free pages.
            await db.execute("PRAGMA secure_delete=ON")
            store = cls(db, str(path))
            await store._migrate()
            await db.execute("PRAGMA foreign_keys=ON")
            await store._rewrite_if_pending()
        except sqlite3.Error as exc:
            await db.close()
            raise DatabaseError(
                f"The database {path} can't be prepared ({exc}): if another copy of the bot is "
                "using it, stop that one; otherwise restore the file from a backup."
            ) from None
        except BaseException:
            await db.close()
            raise
        return store

    async def _rewrite_if_pending(self) -> None:
        """Rewrite the file once after migration 006 (VACUUM): pages freed before secure
        delete was on may still hold what was deleted then. If it fails (a full disk, say),
        the bot runs as before and tries again at its next start."""
        if await self._state_text(_REWRITE_PENDING) is None:
            return
        started = time.monotonic()
        try:
            await self._db.execute("VACUUM")
            await self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error as exc:
            log.warning("could not rewrite the database once to clear deleted data (%s)", exc)
            return
        await self._db.execute("DELETE FROM bot_state WHERE name = ?", (_REWRITE_PENDING,))
        log.info(
            "rewrote the database once, so that data deleted before now leaves no trace (%.1f s)",
            time.monotonic() - started,
        )

    @classmethod
    async def open_copy(cls, path: Path) -> Store:
        """A copy in memory of the database at ``path`` (read-only; checked first, like
        :meth:`open`), migrated as :meth:`open` would: what the bot would find at start, the
        file untouched. A missing file gives a new, empty database."""
        db = await aiosqlite.connect(":memory:", isolation_level=None)
        try:
            check_database(path, create=False)
            if path.exists() and path.stat().st_size:
                source = await aiosqlite.connect(readonly_uri(path), uri=True)
                try:
                    await source.backup(db)
                finally:
                    await source.close()
            store = cls(db, str(path))
            await store._migrate()
            await db.execute("PRAGMA foreign_keys=ON")
        except sqlite3.Error as exc:
            await db.close()
            raise DatabaseError(
                f"The database {path} can't be read or brought up to date ({exc}): restore it "
                "from a backup."
            ) from None
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        """Finish the writes in flight, then close (the last connection folds the WAL back
        into the database file and removes it)."""
        if self._writer is not None:
            await asyncio.gather(self._writer, return_exceptions=True)
        await self._db.close()

    async def _migrate(self) -> None:
        current = await self.schema_version()
        for number, file in migration_files():
            if number <= current:
                continue
            # A migration may rebuild a table: foreign keys are off while it runs (they can't be
            # switched inside a transaction) and checked before it commits.
            await self._db.execute("PRAGMA foreign_keys=OFF")
            try:
                await self._db.executescript("BEGIN;\n" + file.read_text(encoding="utf-8"))
                async with self._db.execute("PRAGMA foreign_key_check") as cursor:
                    broken = await cursor.fetchall()
                if broken:
                    raise DatabaseError(
                        f"Migration {file.name} would leave rows pointing at nothing "
                        f"({broken[:3]}): restore the database from a backup."
                    )
                step = self._after_migration.get(number)
                if step is not None:
                    await step(self)
                await self._db.execute(f"PRAGMA user_version = {number}")
                await self._db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                await self._db.execute("COMMIT")
            except BaseException:
                await self._rollback()
                raise
            log.info("applied migration %s", file.name)

    async def schema_version(self) -> int:
        async with self._db.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        return int(row[0]) if row else 0

    # -- games -------------------------------------------------------------------------------

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
    ) -> GameRow:
        """A new challenge with its members and its expiry, in one transaction. Raises
        :class:`MemberBusy` if a member already holds a live game or challenge in the channel:
        a unique index decides, so no interleaving of commands can make two. ``computers``:
        the computer's seats, which play anywhere at once and accept at once. ``rematch_of``:
        the finished game this is the rematch of; :class:`RematchTaken` if it has one already."""
        async with self._lock:
            db = self._db
            try:
                await db.execute("BEGIN IMMEDIATE")
                if rematch_of is not None:
                    taken = await self._rematch(rematch_of)
                    if taken is not None:
                        raise RematchTaken(taken)
                cursor = await db.execute(
                    "INSERT INTO games (guild_id, channel_id, status, rules, turn_seconds, "
                    "created_at, updated_at, rated, hints, rematch_of) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        guild_id,
                        channel_id,
                        GameStatus.CHALLENGE.value,
                        json.dumps(rules.to_dict()),
                        turn_seconds,
                        now,
                        now,
                        int(rated),
                        int(hints),
                        rematch_of,
                    ),
                )
                game_id = cursor.lastrowid
                await cursor.close()
                assert game_id is not None
                named = [*names, *[None] * (len(players) - len(names))]
                await db.executemany(
                    "INSERT INTO game_members (game_id, seat, member_id, channel_id, live, team, "
                    "accepted, name) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [
                        (
                            game_id,
                            seat,
                            member,
                            home_channel_id or channel_id,
                            int(member not in computers),
                            _team(rules, seat),
                            int(seat == 0 or member in computers),
                            name,
                        )
                        for (seat, member), name in zip(enumerate(players), named, strict=True)
                    ],
                )
                await db.executemany(
                    _UPSERT_NAME,
                    [(guild_id, m, n) for m, n in zip(players, named, strict=True) if n],
                )
                await db.execute(_INSERT_TIMER, _timer_params(game_id, timer))
                await db.commit()
            except sqlite3.IntegrityError:
                await self._rollback()
                raise MemberBusy(await self._busy(home_channel_id or channel_id, players)) from None
            except BaseException:
                await self._rollback()
                raise
        return GameRow(
            game_id,
            guild_id,
            channel_id,
            tuple(players),
            GameStatus.CHALLENGE,
            rules,
            turn_seconds,
            None,
            0,
            None,
            (timer,),
            now,
            now,
            tuple(seat == 0 or member in computers for seat, member in enumerate(players)),
            rated,
            hints,
            home_channel_id if home_channel_id != channel_id else None,
        )

    async def _busy(self, channel_id: int, members: Sequence[int]) -> list[int]:
        marks = ", ".join("?" for _ in members)
        async with self._db.execute(
            f"SELECT member_id FROM game_members WHERE channel_id = ? AND live = 1 "
            f"AND member_id IN ({marks})",
            (channel_id, *members),
        ) as cursor:
            busy = {r[0] for r in await cursor.fetchall()}
        return [m for m in members if m in busy]

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
    ) -> None:
        """Write the row, its timers, any finished deals (players as the game's indexes), the
        results, the posts it calls for and who ``accepted`` the challenge, in one transaction,
        if the stored version is still ``expected_version``; otherwise nothing is written. A
        row that is no longer live frees its members and keeps no timers; ``drop_posts``
        forgets the game's undelivered posts (its channel is gone).
        ``timers_before`` (the stored timers) keeps the write to the timers that changed:
        most moves change none.

        Saves that arrive while a transaction is running are committed together in the next one
        (group commit): under load every hop to aiosqlite's thread waits for a busy event loop,
        so one transaction per move would queue every game behind the others."""
        now = row.updated_at
        write = _Write(
            (
                row.status.value,
                row.state,
                row.version,
                row.table_message_id,
                row.updated_at,
                row.end_reason,
                row.id,
                expected_version,
            ),
            *_timer_writes(row, tuple(timers_before)),
            not row.status.live,
            drop_posts,
            [_deal_params(row, d, now) for d in deals],
            list(results),
            row,
            [_post_params(p, now) for p in posts],
            [(row.id, member) for member in accepted],
            asyncio.get_running_loop().create_future(),
        )
        self._pending.append(write)
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._drain())
        # Shielded: a caller that gives up must not cancel a write others share.
        await asyncio.shield(write.done)

    async def _drain(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, []
            async with self._lock:
                try:
                    await self._write(batch)
                except Exception as exc:
                    if len(batch) == 1:
                        _fail(batch[0], exc)
                        continue
                    for write in batch:  # one bad write must not sink the others
                        try:
                            await self._write([write])
                        except Exception as one:
                            _fail(write, one)
                        else:
                            _succeed(write)
                    continue
            for write in batch:
                _succeed(write)

    async def _write(self, batch: list[_Write]) -> None:
        db = self._db
        try:
            await db.execute("BEGIN IMMEDIATE")
            cursor = await db.executemany(_UPDATE_GAME, [w.game for w in batch])
            if cursor.rowcount != len(batch):
                stale = batch[0].game[-2] if len(batch) == 1 else "a game"
                raise ConflictError(f"game {stale} is not at the version it was read at")
            # Timers are set before a game that ended in this batch loses them all.
            steps: list[tuple[str, list[tuple[Any, ...]]]] = [
                (_UPSERT_TIMER, [t for w in batch for t in w.timers]),
                (_DELETE_TIMER, [t for w in batch for t in w.timers_gone]),
                (_FREE_MEMBERS, [(w.game[-2],) for w in batch if w.ended]),
                (_DELETE_TIMERS, [(w.game[-2],) for w in batch if w.ended]),
                (_DELETE_POSTS, [(w.game[-2],) for w in batch if w.drop_posts]),
                (_INSERT_DEAL, [d for w in batch for d in w.deals]),
                (_ACCEPT, [a for w in batch for a in w.accepted]),
                (_INSERT_POST, [p for w in batch for p in w.posts]),
            ]
            for sql, rows in steps:
                if rows:
                    await db.executemany(sql, rows)
            for write in batch:  # one after another: two games may share a member
                if write.results:
                    await self._record_result(write.row, write.results)
            await db.commit()
        except BaseException:
            await self._rollback()
            raise

    async def _record_result(self, row: GameRow, results: Sequence[ResultRow]) -> None:
        """Inside the write's transaction: the result rows, the members' new ratings and their
        standings, so a crash leaves all or none and games finishing together never lose an
        update."""
        db = self._db
        season = await self._season(row.guild_id)
        await db.executemany(_INSERT_RESULT, [_result_params(row, r, season) for r in results])
        if not row.rated:
            return
        members = [r.member_id for r in results]
        marks = ", ".join("?" for _ in members)
        async with db.execute(
            f"SELECT member_id, mu, sigma, games FROM ratings WHERE guild_id = ? AND season = ? "
            f"AND member_id IN ({marks})",
            (row.guild_id, season, *members),
        ) as cursor:
            current = {
                (row.guild_id, m): (mu, sigma, n) for m, mu, sigma, n in await cursor.fetchall()
            }
        game = _Finished(row.guild_id, season, row.id, row.rules.format.value, row.updated_at)
        tallied = _tally(game, results, current)
        await db.executemany(_UPSERT_RATING, tallied.ratings)
        await db.executemany(_INSERT_RATING_CHANGE, tallied.changes)
        await db.executemany(_ADD_STANDING, tallied.standings)

    async def ratings_of(self, guild_id: int) -> dict[int, tuple[float, float, int, int]]:
        """The server's current season: member -> (mu, sigma, display rating, rated games)."""
        season = await self._season(guild_id)
        async with self._db.execute(
            "SELECT member_id, mu, sigma, display, games FROM ratings "
            "WHERE guild_id = ? AND season = ?",
            (guild_id, season),
        ) as cursor:
            return {m: (mu, sigma, d, g) for m, mu, sigma, d, g in await cursor.fetchall()}

    # -- the leaderboard ---------------------------------------------------------------------

    async def leaderboard(
        self,
        guild_id: int,
        *,
        sort: BoardSort,
        format: str = "all",
        page: int = 0,
        per_page: int = 10,
        min_games: int = 3,
        member_id: int | None = None,
    ) -> BoardPage:
        """One page of the server's current season: members ranked by ``sort`` among those who
        played ``format`` (all: any). Rating and win-rate sorts rank only members with
        ``min_games`` games; the others are listed as provisional after the ranked ones."""
        season = await self._season(guild_id)
        keys, needs_min = _BOARD_ORDER[sort]
        base = (
            "FROM standings s LEFT JOIN ratings r ON r.guild_id = s.guild_id "
            "AND r.season = s.season AND r.member_id = s.member_id "
            "WHERE s.guild_id = ? AND s.season = ? AND s.format = ?"
        )
        params: tuple[Any, ...] = (guild_id, season, format)
        ranked_where = f"{base} AND s.games >= ?" if needs_min else base
        ranked_params = (*params, min_games) if needs_min else params
        db = self._db
        async with db.execute(f"SELECT COUNT(*) {ranked_where}", ranked_params) as cur:
            (ranked,) = await cur.fetchone()  # type: ignore[misc]
        provisional = 0
        if needs_min:
            async with db.execute(f"SELECT COUNT(*) {base} AND s.games < ?", ranked_params) as cur:
                (provisional,) = await cur.fetchone()  # type: ignore[misc]
        pages = max(1, -(-(ranked + provisional) // per_page))
        page = min(max(page, 0), pages - 1)
        first = page * per_page
        async with db.execute(
            f"SELECT {_BOARD_COLUMNS} {ranked_where} ORDER BY {_order_by(keys)}, s.member_id "
            "LIMIT ? OFFSET ?",
            (*ranked_params, per_page, first),
        ) as cur:
            lines = [_board_line(first + i + 1, row) for i, row in enumerate(await cur.fetchall())]
        room = per_page - len(lines)
        if room > 0 and provisional:
            async with db.execute(
                f"SELECT {_BOARD_COLUMNS} {base} AND s.games < ? ORDER BY s.games DESC, "
                "s.member_id LIMIT ? OFFSET ?",
                (*ranked_params, room, max(0, first - ranked)),
            ) as cur:
                lines += [_board_line(None, row) for row in await cur.fetchall()]
        mine = None
        if member_id is not None:
            mine = next((line for line in lines if line.member_id == member_id), None)
            if mine is None:
                mine = await self._board_rank(base, params, keys, needs_min, min_games, member_id)
        names = await self.names(
            guild_id, [x.member_id for x in lines] + ([member_id] if member_id else [])
        )
        lines = [replace(x, name=names.get(x.member_id)) for x in lines]
        if mine is not None:
            mine = replace(mine, name=names.get(mine.member_id))
        return BoardPage(sort, format, page, pages, ranked, tuple(lines), mine, min_games)

    async def _board_rank(
        self,
        base: str,
        params: tuple[Any, ...],
        keys: tuple[tuple[str, bool], ...],
        needs_min: bool,
        min_games: int,
        member_id: int,
    ) -> BoardLine | None:
        """The member's line and rank on the whole board (not only this page); no rank when
        they are provisional."""
        values = ", ".join(expr for expr, _ in keys)
        async with self._db.execute(
            f"SELECT {_BOARD_COLUMNS}, {values} {base} AND s.member_id = ?", (*params, member_id)
        ) as cur:
            row = await cur.fetchone()
        if row is None:
            return None
        line, values = row[:6], row[6:]
        if needs_min and line[2] < min_games:
            return _board_line(None, line)
        key_params: list[Any] = []
        for value in values:
            key_params += [value, value]
        where = f"{base} AND s.games >= ?" if needs_min else base
        where_params = (*params, min_games) if needs_min else params
        async with self._db.execute(
            f"SELECT COUNT(*) {where} AND ({_ahead_of(keys)})",
            (*where_params, *key_params, member_id),
        ) as cur:
            (ahead,) = await cur.fetchone()  # type: ignore[misc]
        return _board_line(ahead + 1, line)

    async def names(self, guild_id: int, members: Sequence[int]) -> dict[int, str]:
        """The newest display name each member had when they played in this server."""
        if not members:
            return {}
        marks = ", ".join("?" for _ in members)
        async with self._db.execute(
            f"SELECT member_id, name FROM members WHERE guild_id = ? AND member_id IN ({marks}) "
            "AND name IS NOT NULL",
            (guild_id, *members),
        ) as cur:
            return dict(await cur.fetchall())

    # -- stats, head-to-head and history ------------------------------------------------------

    async def member_stats(self, guild_id: int, member_id: int) -> MemberStats | None:
        """The member's current season here (None: no finished game this season)."""
        season = await self._season(guild_id)
        async with self._db.execute(
            f"SELECT format, {_STANDING_COLUMNS} FROM standings "
            "WHERE guild_id = ? AND season = ? AND member_id = ?",
            (guild_id, season, member_id),
        ) as cur:
            rows = {row[0]: row[1:] for row in await cur.fetchall()}
        if "all" not in rows:
            return None
        (games, wins, points, played, won, gins, big_gins, given, suffered, best, _, streak,
         longest) = rows.pop("all")  # fmt: skip
        favourite = max(rows, key=lambda f: (rows[f][0], rows[f][10]), default=None)
        changes, recent, start = await self._rating_changes(guild_id, season, member_id, games)
        names = await self.names(guild_id, [member_id])
        return MemberStats(
            member_id,
            names.get(member_id),
            season,
            games,
            wins,
            points,
            played,
            won,
            gins,
            big_gins,
            given,
            suffered,
            best,
            streak,
            longest,
            favourite,
            changes[-1][1] if changes else None,
            tuple(changes),
            start,
            recent,
        )

    async def _rating_changes(
        self, guild_id: int, season: int, member_id: int, games: int
    ) -> tuple[list[tuple[float, int]], tuple[int, ...], int]:
        """A member's rating changes of the season for the chart (at most about CHART_POINTS
        rows, evenly spaced, the first and the last included: a busy member's thousands of
        games would only slow the card down), their exact last displays for the trend, and
        the display rating they started the season with."""
        where = "WHERE guild_id = ? AND member_id = ? AND season = ?"
        params = (guild_id, member_id, season)
        # Each change carries the member's game number in the season, so the points drawn
        # are index lookups, however many games there were.
        step = max(1, -(-games // CHART_POINTS))
        numbers = sorted({*range(1, games + 1, step), games})
        marks = ", ".join("?" for _ in numbers)
        async with self._db.execute(
            f"SELECT at, display FROM rating_changes {where} AND number IN ({marks}) "
            "ORDER BY number",
            (*params, *numbers),
        ) as cur:
            changes = [(at, shown) for at, shown in await cur.fetchall()]
        async with self._db.execute(
            f"SELECT display FROM rating_changes {where} AND number > ? ORDER BY number",
            (*params, games - TREND_GAMES - 1),
        ) as cur:
            recent = tuple(shown for (shown,) in await cur.fetchall())
        async with self._db.execute(
            f"SELECT mu_before, sigma_before FROM rating_changes {where} AND number = 1", params
        ) as cur:
            first = await cur.fetchone()
        return changes, recent, ratings.display(*(first or ratings.START))

    async def head_to_head(self, guild_id: int, member_id: int, other_id: int) -> HeadToHead:
        # Walk the games of whichever of the two played fewer here (a count is an index range;
        # the join probes a row per game walked).
        counts = []
        for member in (member_id, other_id):
            async with self._db.execute(
                "SELECT COUNT(*) FROM results WHERE guild_id = ? AND member_id = ?",
                (guild_id, member),
            ) as cur:
                counts.append((await cur.fetchone())[0])  # type: ignore[index]
        walk, probe = (member_id, other_id) if counts[0] <= counts[1] else (other_id, member_id)
        async with self._db.execute(
            "SELECT a.place, b.place, a.team IS NOT NULL AND a.team = b.team, a.finished_at "
            "FROM results a JOIN results b ON b.game_id = a.game_id AND b.member_id = ? "
            "WHERE a.guild_id = ? AND a.member_id = ?",
            (probe, guild_id, walk),
        ) as cur:
            rows = await cur.fetchall()
        if walk != member_id:
            rows = [(b, a, partners, at) for a, b, partners, at in rows]
        against = [(a, b) for a, b, partners, _ in rows if not partners]
        together = [a for a, _, partners, _ in rows if partners]
        return HeadToHead(
            member_id,
            other_id,
            await self.names(guild_id, [member_id, other_id]),
            len(against),
            sum(a < b for a, b in against),
            sum(a > b for a, b in against),
            sum(a == b for a, b in against),
            len(together),
            sum(place == 1 for place in together),
            max((at for *_, at in rows), default=None),
        )

    async def history(
        self, guild_id: int, member_id: int, *, page: int = 0, per_page: int = 5
    ) -> HistoryPage:
        """The member's finished games here, newest first (every season)."""
        async with self._db.execute(
            "SELECT COUNT(*) FROM results WHERE guild_id = ? AND member_id = ?",
            (guild_id, member_id),
        ) as cur:
            (count,) = await cur.fetchone()  # type: ignore[misc]
        pages = max(1, -(-count // per_page))
        page = min(max(page, 0), pages - 1)
        async with self._db.execute(
            # The page's games are picked from the index alone (an offset skips index entries,
            # not joined rows); only they are read in full.
            "SELECT r.game_id, r.finished_at, r.format, g.rules, r.place, r.ending, r.forfeited, "
            "r.rated FROM results r JOIN games g ON g.id = r.game_id "
            "WHERE r.guild_id = ? AND r.member_id = ? AND r.game_id IN (SELECT game_id FROM "
            "results WHERE guild_id = ? AND member_id = ? ORDER BY finished_at DESC, "
            "game_id DESC LIMIT ? OFFSET ?) ORDER BY r.finished_at DESC, r.game_id DESC",
            (guild_id, member_id, guild_id, member_id, per_page, page * per_page),
        ) as cur:
            mine = await cur.fetchall()
        ids = [row[0] for row in mine]
        marks = ", ".join("?" for _ in ids)
        sides: dict[int, dict[tuple[int, int], list[int]]] = {i: {} for i in ids}
        totals: dict[tuple[int, int, int], int] = {}
        if ids:
            async with self._db.execute(
                f"SELECT game_id, member_id, COALESCE(team, seat), place, grand_total "
                f"FROM results WHERE game_id IN ({marks}) ORDER BY game_id, seat",
                ids,
            ) as cur:
                for game_id, member, side, place, total in await cur.fetchall():
                    sides[game_id].setdefault((place, side), []).append(member)
                    totals[(game_id, place, side)] = total
        lines = []
        for game_id, at, fmt, rules, place, ending, forfeited, rated in mine:
            by_place = sorted(sides[game_id].items())
            lines.append(
                HistoryLine(
                    game_id,
                    at,
                    fmt,
                    Rules.from_dict(json.loads(rules)),
                    place,
                    ending,
                    bool(forfeited),
                    tuple((tuple(members), totals[(game_id, *key)]) for key, members in by_place),
                    bool(rated),
                )
            )
        everyone = {m for line in lines for members, _ in line.sides for m in members}
        names = await self.names(guild_id, sorted(everyone | {member_id}))
        return HistoryPage(member_id, page, pages, count, tuple(lines), names)

    async def _recompute(self) -> None:
        """Inside a transaction: every server's ratings, rating changes and standings of its
        current season, computed again from its rated result rows in the order the games
        finished (as recording them did, one game after another)."""
        db = self._db
        async with db.execute(
            f"SELECT r.guild_id, r.season, r.game_id, r.format, r.finished_at, {_RESULT_COLUMNS} "
            "FROM results r LEFT JOIN servers s ON s.guild_id = r.guild_id "
            "WHERE r.rated = 1 AND r.season = COALESCE(s.season, 1) "
            "ORDER BY r.guild_id, r.finished_at, r.game_id, r.seat"
        ) as cursor:
            rows = await cursor.fetchall()
        await db.execute(
            "DELETE FROM rating_changes WHERE season = COALESCE((SELECT season FROM servers s "
            "WHERE s.guild_id = rating_changes.guild_id), 1)"
        )
        await db.execute(
            "DELETE FROM standings WHERE season = COALESCE((SELECT season FROM servers s "
            "WHERE s.guild_id = standings.guild_id), 1)"
        )
        await db.execute(
            "DELETE FROM ratings WHERE season = COALESCE((SELECT season FROM servers s "
            "WHERE s.guild_id = ratings.guild_id), 1)"
        )
        games: dict[_Finished, list[ResultRow]] = {}
        for raw in rows:
            game = _Finished(*raw[:5])
            games.setdefault(game, []).append(
                ResultRow(*raw[5:17], bool(raw[17]), bool(raw[18]), *raw[19:])
            )
        current: dict[tuple[int, int], tuple[float, float, int]] = {}
        ratings_rows: dict[tuple[int, int], tuple[Any, ...]] = {}
        changes, standings = [], []
        for game, results in games.items():
            tallied = _tally(game, results, current)
            for rating in tallied.ratings:
                guild, _, member, mu, sigma = rating[:5]
                current[(guild, member)] = (
                    mu,
                    sigma,
                    current.get((guild, member), (0, 0, 0))[2] + 1,
                )
                ratings_rows[(guild, member)] = rating
            changes += tallied.changes
            standings += tallied.standings
        played: dict[tuple[int, int], int] = {}
        for change in changes:
            key = (change[2], change[1])
            played[key] = played.get(key, 0) + 1
        await db.executemany(
            "INSERT INTO ratings (guild_id, season, member_id, mu, sigma, display, games, "
            "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [(*r[:6], played[key], r[6]) for key, r in ratings_rows.items()],
        )
        await db.executemany(_INSERT_RATING_CHANGE, changes)
        await db.executemany(_ADD_STANDING, standings)

    async def recompute(self) -> None:
        """Compute every server's current ratings and standings again from the result rows
        (one transaction)."""
        async with self._transaction():
            await self._recompute()

    @contextlib.asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction under the store's lock: committed at the end of the block,
        rolled back if it raises."""
        async with self._lock:
            try:
                await self._db.execute("BEGIN IMMEDIATE")
                yield self._db
                await self._db.commit()
            except BaseException:
                await self._rollback()
                raise

    # -- servers' settings and seasons, members' choices ------------------------------------

    async def server_settings(self) -> tuple[dict[int, ServerSettings], list[str]]:
        """Every server's stored settings. A row that can't be read is named in the second
        list (and left as it is): that server plays with the defaults until an admin sets
        them again."""
        found: dict[int, ServerSettings] = {}
        bad: list[str] = []
        async with self._db.execute("SELECT guild_id, settings FROM servers") as cur:
            rows = await cur.fetchall()
        for guild_id, text in rows:
            try:
                found[guild_id] = ServerSettings.from_dict(json.loads(text))
            except (TypeError, ValueError) as exc:  # SettingsError is a ValueError
                bad.append(f"server {guild_id}: its settings can't be read ({exc})")
        return found, bad

    async def set_settings(
        self, guild_id: int, settings: ServerSettings, *, by: int, detail: str, now: float
    ) -> None:
        """Store the server's settings and log who changed what, in one transaction."""
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO servers (guild_id, settings, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings, "
                "updated_at = excluded.updated_at",
                (guild_id, json.dumps(settings.to_dict()), now),
            )
            await db.execute(_LOG, (guild_id, now, by, "settings", detail))

    async def new_season(self, guild_id: int, *, by: int, now: float) -> int:
        """Start the server's next season (ratings and standings start again; results and
        history stay), logged; returns its number."""
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO servers (guild_id, season, updated_at) VALUES (?, 2, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET season = servers.season + 1, "
                "updated_at = excluded.updated_at",
                (guild_id, now),
            )
            season = await self._season(guild_id)
            await db.execute(_LOG, (guild_id, now, by, "season", f"season {season} started"))
        return season

    async def season(self, guild_id: int) -> int:
        return await self._season(guild_id)

    async def log_action(
        self, guild_id: int, *, by: int, action: str, detail: str, now: float
    ) -> None:
        async with self._transaction() as db:
            await db.execute(_LOG, (guild_id, now, by, action, detail))

    async def server_log(self, guild_id: int, limit: int = 20) -> list[tuple[float, int, str, str]]:
        """The server's newest admin actions: (when, who, action, detail)."""
        async with self._db.execute(
            "SELECT at, member_id, action, detail FROM server_log WHERE guild_id = ? "
            "ORDER BY at DESC LIMIT ?",
            (guild_id, limit),
        ) as cur:
            return [tuple(row) for row in await cur.fetchall()]  # type: ignore[misc]

    async def refusing(self) -> set[tuple[int, int]]:
        """(server, member) of every member who doesn't take challenges."""
        return await self._members_with("refuses_challenges")

    async def set_refuses(self, guild_id: int, member_id: int, refuses: bool) -> None:
        await self._set_member_choice("refuses_challenges", guild_id, member_id, refuses)

    async def _members_with(self, choice: str) -> set[tuple[int, int]]:
        assert choice in MEMBER_CHOICES  # a column name, never a member's text
        async with self._db.execute(
            f"SELECT guild_id, member_id FROM members WHERE {choice} = 1"
        ) as cur:
            return {(g, m) for g, m in await cur.fetchall()}

    async def _set_member_choice(
        self, choice: str, guild_id: int, member_id: int, on: bool
    ) -> None:
        assert choice in MEMBER_CHOICES
        async with self._transaction() as db:
            await db.execute(
                f"INSERT INTO members (guild_id, member_id, {choice}) VALUES (?, ?, ?) "
                f"ON CONFLICT (guild_id, member_id) DO UPDATE SET {choice} = excluded.{choice}",
                (guild_id, member_id, int(on)),
            )

    async def forget_member(self, guild_id: int, member_id: int) -> int:
        """Erase a member from this server: every row of theirs here is re-keyed to a new
        tombstone (a negative id, "a former member"), their stored names and choices go.
        Others' history, standings and ratings read exactly as before. Raises
        :class:`MemberBusy` while they hold a live game or challenge here. Returns the
        tombstone."""
        async with self._transaction() as db:
            in_guild = "game_id IN (SELECT id FROM games WHERE guild_id = ?)"
            async with db.execute(
                f"SELECT 1 FROM game_members WHERE member_id = ? AND live = 1 AND {in_guild}",
                (member_id, guild_id),
            ) as cur:
                if await cur.fetchone() is not None:
                    raise MemberBusy([member_id])
            async with db.execute(
                "SELECT MIN(member_id) FROM members WHERE guild_id = ?", (guild_id,)
            ) as cur:
                (lowest,) = await cur.fetchone()  # type: ignore[misc]
            tombstone = min(lowest or 0, 0) - 1
            await db.execute("DELETE FROM members WHERE guild_id = ? AND member_id = ?",
                             (guild_id, member_id))  # fmt: skip
            await db.execute(
                "INSERT INTO members (guild_id, member_id, name) VALUES (?, ?, NULL)",
                (guild_id, tombstone),
            )
            async with db.execute(
                f"SELECT id, state FROM games WHERE state IS NOT NULL AND id IN "
                f"(SELECT game_id FROM game_members WHERE member_id = ? AND {in_guild})",
                (member_id, guild_id),
            ) as cur:
                states = await cur.fetchall()
            await db.executemany(
                "UPDATE games SET state = ? WHERE id = ?",
                [(_rekeyed_state(state, member_id, tombstone), game) for game, state in states],
            )
            key = (tombstone, member_id, guild_id)
            await db.execute(
                f"UPDATE game_members SET member_id = ?, name = NULL WHERE member_id = ? "
                f"AND {in_guild}",
                key,
            )
            for column in ("dealer", "player_a", "player_b", "knocker", "winner"):
                await db.execute(
                    f"UPDATE deals SET {column} = ? WHERE {column} = ? AND {in_guild}", key
                )
            for table in ("results", "ratings", "rating_changes", "standings"):
                await db.execute(
                    f"UPDATE {table} SET member_id = ? WHERE member_id = ? AND guild_id = ?", key
                )
            await db.execute(
                "UPDATE server_log SET member_id = ? WHERE member_id = ? AND guild_id = ?", key
            )
            for table in ("outbox", "turn_pings"):
                await db.execute(
                    f"UPDATE {table} SET member_id = ? WHERE member_id = ? AND {in_guild}", key
                )
            await db.execute(
                "DELETE FROM confirmations WHERE guild_id = ? AND (member_id = ? OR "
                "(action = 'forget' AND target = ?))",
                (guild_id, member_id, member_id),
            )
        await self._checkpoint()
        return tombstone

    async def _checkpoint(self) -> None:
        """Fold the WAL into the file and empty it: its older frames hold rows as they were
        before a forget (secure delete zeroes only the pages it writes)."""
        async with self._lock, self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)") as cursor:
            busy = await cursor.fetchone()
        if busy and busy[0]:
            log.info("the WAL could not be emptied now (a reader holds it); it is at the next")

    # Python steps a migration needs, run inside its transaction.
    _after_migration: ClassVar[dict[int, Callable[[Store], Awaitable[None]]]] = {
        4: _recompute,  # results recorded before ratings existed get theirs
    }

    async def _season(self, guild_id: int) -> int:
        async with self._db.execute(
            "SELECT season FROM servers WHERE guild_id = ?", (guild_id,)
        ) as cursor:
            found = await cursor.fetchone()
        return int(found[0]) if found else 1

    async def set_table_message(self, game_id: int, message_id: int | None) -> None:
        """The table message is display, not game state: no version change."""
        async with self._lock:
            await self._db.execute(
                "UPDATE games SET table_message_id = ? WHERE id = ?", (message_id, game_id)
            )

    async def move_table_message(
        self, game_id: int, message_id: int, post: Post, *, now: float
    ) -> None:
        """The table was posted again as ``message_id``: that is its message now, and ``post``
        (pointing the old one to it) is owed, in one transaction, so a crash between the two
        still edits the old message once the bot is back."""
        async with self._transaction() as db:
            await db.execute(
                "UPDATE games SET table_message_id = ? WHERE id = ?", (message_id, game_id)
            )
            await db.execute(_INSERT_POST, _post_params(post, now))

    async def next_post_seq(self, game_id: int, version: int, start: int) -> int:
        """A seq at or above ``start`` not yet used by the game's posts of ``version``."""
        async with self._db.execute(
            "SELECT MAX(seq) FROM outbox WHERE game_id = ? AND version = ? AND seq >= ?",
            (game_id, version, start),
        ) as cursor:
            row = await cursor.fetchone()
        return start if row is None or row[0] is None else int(row[0]) + 1

    # -- rematches ---------------------------------------------------------------------------

    async def _rematch(self, game_id: int) -> int | None:
        async with self._db.execute("SELECT id FROM games WHERE rematch_of = ?", (game_id,)) as cur:
            row = await cur.fetchone()
        return None if row is None else int(row[0])

    async def rematch_of(self, game_id: int) -> int | None:
        """The rematch made of a finished game, if any."""
        return await self._rematch(game_id)

    # -- "your turn" pings -------------------------------------------------------------------

    async def turn_pings_wanted(self) -> set[tuple[int, int]]:
        """(server, member) of every member who asked for a ping on their turn."""
        return await self._members_with("turn_ping")

    async def set_turn_ping(self, guild_id: int, member_id: int, wanted: bool) -> None:
        await self._set_member_choice("turn_ping", guild_id, member_id, wanted)

    async def pings(self) -> list[Ping]:
        """The ping messages still up."""
        async with self._db.execute(
            "SELECT game_id, member_id, channel_id, message_id FROM turn_pings"
        ) as cur:
            return [Ping(*row) for row in await cur.fetchall()]

    async def add_ping(self, ping: Ping) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO turn_pings (game_id, member_id, channel_id, message_id) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (game_id, member_id) DO UPDATE SET "
                "channel_id = excluded.channel_id, message_id = excluded.message_id",
                (ping.game_id, ping.member_id, ping.channel_id, ping.message_id),
            )

    async def delete_ping(self, ping: Ping) -> None:
        async with self._transaction() as db:
            await db.execute(
                "DELETE FROM turn_pings WHERE game_id = ? AND member_id = ? AND message_id = ?",
                (ping.game_id, ping.member_id, ping.message_id),
            )

    async def _rollback(self) -> None:
        try:
            if self._db.in_transaction:
                await self._db.rollback()
        except Exception:  # the connection itself may be gone; the caller's error says why
            log.warning("rollback failed", exc_info=True)

    # -- reading games -----------------------------------------------------------------------

    async def get_game(self, game_id: int) -> GameRow | None:
        rows, bad = await self._games("id = ?", (game_id,))
        if bad:
            raise bad[0]
        return rows[0] if rows else None

    async def live_games(self) -> tuple[list[GameRow], list[CorruptRowError]]:
        """Every challenge and game in play, and finished games whose posts are still owed;
        rows that cannot be read come back as errors."""
        return await self._games(_LOADED, ())

    async def _games(
        self, where: str, params: tuple[Any, ...]
    ) -> tuple[list[GameRow], list[CorruptRowError]]:
        async with self._db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE {where} ORDER BY id", params
        ) as cursor:
            games = await cursor.fetchall()
        members: dict[int, list[tuple[int, int, bool, int]]] = {}
        async with self._db.execute(
            f"SELECT game_id, seat, member_id, accepted, channel_id FROM game_members "
            f"WHERE game_id IN (SELECT id FROM games WHERE {where}) ORDER BY game_id, seat",
            params,
        ) as cursor:
            for game_id, seat, member, accepted, home in await cursor.fetchall():
                members.setdefault(game_id, []).append((seat, member, bool(accepted), home))
        timers: dict[int, list[Timer]] = {}
        async with self._db.execute(
            f"SELECT game_id, slot, kind, due_at, remind_at FROM timers WHERE game_id IN "
            f"(SELECT id FROM games WHERE {where}) ORDER BY game_id, slot",
            params,
        ) as cursor:
            for game_id, slot, kind, due, remind in await cursor.fetchall():
                try:
                    timer = Timer(TimerKind(kind), float(due), _float(remind), slot)
                except (TypeError, ValueError):
                    timer = None  # named below, with the game
                timers.setdefault(game_id, []).append(timer)  # type: ignore[arg-type]
        good, bad = [], []
        for raw in games:
            try:
                good.append(_game_row(raw, members.get(raw[0], []), timers.get(raw[0], [])))
            except CorruptRowError as exc:
                bad.append(exc)
        return good, bad

    async def deals_of(self, game_id: int) -> list[HandResult]:
        """A game's finished deals, in dealing order, with members' ids for players."""
        async with self._db.execute(
            "SELECT number, round, board, player_a, player_b, dealer, kind, winner, knocker, "
            "points FROM deals WHERE game_id = ? ORDER BY number",
            (game_id,),
        ) as cursor:
            rows = await cursor.fetchall()
        return [
            HandResult(
                number, round_, board, (a, b), dealer, OutcomeKind(kind), winner, knocker, pts
            )
            for number, round_, board, a, b, dealer, kind, winner, knocker, pts in rows
        ]

    async def result_of(self, game_id: int) -> list[ResultRow]:
        """A finished game's result rows, by seat (none: unfinished, or abandoned)."""
        async with self._db.execute(
            f"SELECT {_RESULT_COLUMNS} FROM results WHERE game_id = ? ORDER BY seat",
            (game_id,),
        ) as cursor:
            rows = await cursor.fetchall()
        return [
            ResultRow(*r[:12], bool(r[12]), bool(r[13]), *r[14:])  # type: ignore[arg-type]
            for r in rows
        ]

    # -- the outbox --------------------------------------------------------------------------

    async def pending_posts(self) -> list[Post]:
        """Posts owed, in the order they must go out (per game: by version, then seq)."""
        async with self._db.execute(
            "SELECT game_id, version, seq, kind, deal, member_id, message_id FROM outbox "
            "ORDER BY game_id, version, seq"
        ) as cursor:
            rows = await cursor.fetchall()
        posts = []
        for game_id, version, seq, kind, deal, member, message in rows:
            try:
                posts.append(Post(game_id, version, seq, PostKind(kind), deal, member, message))
            except ValueError:
                log.warning("game %s: an outbox row of unknown kind %r left aside", game_id, kind)
        return posts

    async def delete_post(self, post: Post) -> None:
        """The post went out (or is no longer wanted)."""
        async with self._lock:
            await self._db.execute(
                "DELETE FROM outbox WHERE game_id = ? AND version = ? AND seq = ?",
                (post.game_id, post.version, post.seq),
            )

    async def delete_posts(self, game_id: int) -> None:
        """Forget every post owed for a game (its channel is gone)."""
        async with self._lock:
            await self._db.execute(_DELETE_POSTS, (game_id,))

    # -- downtime ----------------------------------------------------------------------------

    async def last_alive(self) -> float | None:
        """The last moment the bot is known to have been able to receive clicks: its last
        heartbeat or its last commit, whichever is later."""
        beat = await self._state_number("heartbeat")
        async with self._db.execute("SELECT MAX(updated_at) FROM games") as cursor:
            row = await cursor.fetchone()
        commit = _float(row[0]) if row else None
        known = [t for t in (beat, commit) if t is not None]
        return max(known) if known else None

    async def downtime(self) -> float:
        """All the time so far that the bot could not receive clicks (seconds)."""
        return await self._state_number("downtime") or 0.0

    async def _state_number(self, name: str) -> float | None:
        return _float(await self._state_text(name))

    async def last_command_sync(self) -> CommandSync | None:
        """The last sync of the slash commands from this database (None: never, or a record
        that can't be read, which syncs again)."""
        text = await self._state_text(_COMMAND_SYNC)
        try:
            data = json.loads(text or "")
            return CommandSync(
                str(data["digest"]), str(data["target"]), int(data["application_id"])
            )
        except (ValueError, TypeError, KeyError):
            return None

    async def record_command_sync(self, sync: CommandSync, at: float) -> None:
        """The slash commands were synced at ``at``, as ``sync`` says."""
        value = json.dumps(
            {
                "digest": sync.digest,
                "target": sync.target,
                "application_id": sync.application_id,
                "at": at,
            }
        )
        async with self._lock:
            await self._db.execute(_UPSERT_STATE, (_COMMAND_SYNC, value))

    async def control_key(self) -> bytes:
        """The key that tags the bot's custom ids: made at random the first time it is asked
        for, then the same for every process on this database and every restart."""
        text = await self._state_text(_CONTROL_KEY)
        if text is None:
            async with self._lock:
                await self._db.execute(
                    "INSERT INTO bot_state (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING",
                    (_CONTROL_KEY, secrets.token_hex(32)),
                )
            text = await self._state_text(_CONTROL_KEY)
        try:
            key = bytes.fromhex(text or "")
        except ValueError:
            key = b""
        if len(key) < 16:
            raise DatabaseError(
                f"The database {self.path} has a damaged control key: restore it from a backup."
            )
        return key

    # -- confirmations -------------------------------------------------------------------------

    async def add_confirmation(self, confirmation: Confirmation) -> None:
        """Keep a confirmation the bot asks for (and drop those asked more than a day ago)."""
        c = confirmation
        async with self._transaction() as db:
            await db.execute(
                "DELETE FROM confirmations WHERE asked_at < ?",
                (c.asked_at - CONFIRMATIONS_KEPT,),
            )
            await db.execute(
                f"INSERT INTO confirmations ({_CONFIRMATION_COLUMNS}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (c.token, c.guild_id, c.member_id, c.action.value, c.target, c.detail,
                 c.asked_at, c.answered_at),
            )  # fmt: skip

    async def confirmation(self, token: str) -> Confirmation | None:
        async with self._db.execute(
            f"SELECT {_CONFIRMATION_COLUMNS} FROM confirmations WHERE token = ?", (token,)
        ) as cursor:
            row = await cursor.fetchone()
        if row is None:
            return None
        token, guild, member, action, target, detail, asked, answered = row
        return Confirmation(
            token, guild, member, ConfirmAction(action), target, detail, asked, answered
        )

    async def answer_confirmation(self, token: str, at: float) -> bool:
        """Mark the confirmation answered; False if it already was (or is gone): each is
        answered once, however many clicks race for it."""
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE confirmations SET answered_at = ? WHERE token = ? AND answered_at IS NULL",
                (at, token),
            )
            return cursor.rowcount == 1

    async def challenges_since(self, since: float) -> list[tuple[int, int, float]]:
        """(server, challenger, when) of every challenge made after ``since``, oldest first:
        the challenge limit counts them across restarts."""
        async with self._db.execute(
            "SELECT g.guild_id, m.member_id, g.created_at FROM games g "
            "JOIN game_members m ON m.game_id = g.id AND m.seat = 0 "
            "WHERE g.created_at > ? ORDER BY g.created_at",
            (since,),
        ) as cursor:
            return [(g, m, at) for g, m, at in await cursor.fetchall()]

    async def _state_text(self, name: str) -> str | None:
        """A value the bot keeps about itself (``bot_state``), or None if never set."""
        async with self._db.execute("SELECT value FROM bot_state WHERE name = ?", (name,)) as cur:
            row = await cur.fetchone()
        return None if row is None else str(row[0])

    async def heartbeat(self, now: float, *, downtime: float | None = None) -> None:
        """The bot can receive clicks at ``now``; with ``downtime``, also the new total of
        downtime, in the same transaction (so an outage is never counted twice)."""
        async with self._lock:
            db = self._db
            try:
                await db.execute("BEGIN IMMEDIATE")
                await db.execute(_UPSERT_STATE, ("heartbeat", repr(now)))
                if downtime is not None:
                    await db.execute(_UPSERT_STATE, ("downtime", repr(downtime)))
                await db.commit()
            except BaseException:
                await self._rollback()
                raise

    async def execute(self, sql: str, params: tuple[Any, ...] = ()) -> None:
        """Raw write for tests and admin tools."""
        async with self._lock:
            await self._db.execute(sql, params)


def _float(value: Any) -> float | None:
    if value is None:
        return None
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def _game_row(
    raw: Any, members: list[tuple[int, int, bool, int]], timers: list[Timer | None]
) -> GameRow:
    (
        game_id,
        guild_id,
        channel_id,
        status_text,
        rules_text,
        turn_seconds,
        state,
        version,
        table_message_id,
        created_at,
        updated_at,
        rated,
        hints,
        end_reason,
    ) = raw
    where = f"game {game_id}"
    ints = {
        "guild_id": guild_id,
        "channel_id": channel_id,
        "turn_seconds": turn_seconds,
        "version": version,
    }
    for name, value in ints.items():
        if not isinstance(value, int) or isinstance(value, bool):
            raise CorruptRowError(f"{where}: {name} is {value!r}, not a whole number")
    try:
        status = GameStatus(status_text)
    except ValueError:
        raise CorruptRowError(f"{where}: unknown status {status_text!r}") from None
    players = tuple(member for _, member, _, _ in members)
    seats = [seat for seat, _, _, _ in members]
    if seats != list(range(len(members))) or len(players) < 2:
        raise CorruptRowError(f"{where}: its members are seats {seats}")
    if len(set(players)) != len(players):
        raise CorruptRowError(f"{where}: a member sits twice ({players})")
    try:
        rules = Rules.from_dict(json.loads(rules_text))
    except (TypeError, ValueError, RulesError) as exc:
        raise CorruptRowError(f"{where}: bad rules ({exc})") from None
    if status is GameStatus.ACTIVE and not isinstance(state, str):
        raise CorruptRowError(f"{where}: an active game without a state")
    if len(players) != rules.format.players:
        raise CorruptRowError(f"{where}: {len(players)} members for a {rules.format.value} game")
    if any(t is None for t in timers):
        raise CorruptRowError(f"{where}: a timer that can't be read")
    return GameRow(
        game_id,
        guild_id,
        channel_id,
        players,
        status,
        rules,
        turn_seconds,
        state,
        version,
        table_message_id,
        tuple(t for t in timers if t is not None),
        float(created_at),
        float(updated_at),
        tuple(accepted for _, _, accepted, _ in members),
        bool(rated),
        bool(hints),
        next((home for *_, home in members if home != channel_id), None),
        end_reason,
    )


# -- checking a database file before anything writes ------------------------------------------


def migration_files() -> list[tuple[int, Path]]:
    files = sorted(MIGRATIONS.glob("[0-9][0-9][0-9]_*.sql"))
    return [(int(f.name[:3]), f) for f in files]


def latest_version() -> int:
    return migration_files()[-1][0]


def _schema_of(db: sqlite3.Connection) -> list[tuple[str, str, str, str | None]]:
    return db.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name"
    ).fetchall()


@cache
def expected_schemas() -> dict[int, list[tuple[str, str, str, str | None]]]:
    """The exact schema after each migration (and 0: empty), built in memory."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    try:
        schemas = {0: _schema_of(db)}
        for number, file in migration_files():
            db.executescript("BEGIN;\n" + file.read_text(encoding="utf-8") + "\nCOMMIT;")
            schemas[number] = _schema_of(db)
        return schemas
    finally:
        db.close()


def _writable(path: Path) -> bool:
    if not os.access(path, os.W_OK):
        return False
    if os.geteuid() == 0:  # root passes every access check: go by the mode bits
        return bool(path.stat().st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
    return True


def pending_migrations(version: int) -> list[Path]:
    """The migration files a database at schema ``version`` still needs, in order."""
    return [file for number, file in migration_files() if number > version]


def check_database(path: Path, *, create: bool = True) -> int:
    """Refuse, with one sentence and without writing anything, a path that is not (and can't
    become) this bot's database; its schema version otherwise (0: new). With ``create``, makes
    the missing folders of a new database; without, only checks that they could be made."""
    shown = str(path)
    if path.is_dir():
        raise DatabaseError(
            f"GIN_DATABASE ({shown}) is a folder, not a file: point it at a file in it, such "
            f"as {path / 'gin.sqlite3'}."
        )
    folder = path.parent
    existing = next(a for a in (folder, *folder.parents) if a.exists())
    if not existing.is_dir():
        raise DatabaseError(
            f"GIN_DATABASE ({shown}) can't be created because {existing} is a file, "
            "not a folder: choose another path."
        )
    if create:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DatabaseError(
                f"GIN_DATABASE ({shown}) can't be created ({exc.strerror or exc}): choose a "
                "folder the bot can write to."
            ) from None
        existing = folder
    if not _writable(existing):
        raise DatabaseError(
            f"The folder {existing} is not writable, so the database {shown} can't be kept "
            "there: give the bot's user write access to it, or choose another GIN_DATABASE."
        )
    if not path.exists() or path.stat().st_size == 0:
        return 0
    if not _writable(path):
        raise DatabaseError(
            f"The database {shown} is read-only: give the bot's user write access to it, or "
            "choose another GIN_DATABASE."
        )
    try:
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise DatabaseError(f"The database {shown} can't be read ({exc.strerror}).") from None
    if header != SQLITE_HEADER:
        raise DatabaseError(
            f"{shown} is not a SQLite database: point GIN_DATABASE at the bot's database, or "
            "at a new file."
        )
    return check_schema(path)


def last_heartbeat(path: Path) -> float | None:
    """When the bot at ``path`` last said it could receive clicks (read-only, one query; None:
    never, or no database there)."""
    if not path.is_file():
        return None
    try:
        db = sqlite3.connect(readonly_uri(path), uri=True)
        try:
            row = db.execute("SELECT value FROM bot_state WHERE name = 'heartbeat'").fetchone()
        finally:
            db.close()
    except sqlite3.Error:
        return None
    return _float(row[0]) if row else None


def copy_database(source: Path, target: Path) -> int:
    """Copy the database ``source`` (read-only, while the bot may be writing it) into the
    empty file ``target`` as one snapshot, a single self-contained file, and check the copy;
    its number of games. :class:`DatabaseError` if it can't be made or is damaged."""
    try:
        reader = sqlite3.connect(readonly_uri(source), uri=True)
        try:
            copy = sqlite3.connect(target, isolation_level=None)
            try:
                # All pages in one step: one snapshot, whatever the bot commits meanwhile.
                reader.backup(copy)
                copy.execute("PRAGMA journal_mode=DELETE")  # no -wal file to carry along
                problems = [r[0] for r in copy.execute("PRAGMA integrity_check") if r[0] != "ok"]
                (games,) = copy.execute("SELECT COUNT(*) FROM games").fetchone()
            finally:
                copy.close()
        finally:
            reader.close()
    except sqlite3.Error as exc:
        raise DatabaseError(
            f"The copy failed ({exc}): check the free space and the folders' permissions, and "
            "try again."
        ) from None
    if problems:
        raise DatabaseError(
            f"The copy is damaged ({problems[0]}), so it was not kept: the database itself may "
            "be damaged; run python -m bot check."
        )
    with open(target, "rb") as file:
        os.fsync(file.fileno())
    return int(games)


def readonly_uri(path: Path) -> str:
    """A URI opening ``path`` read-only. With no WAL file beside it also "immutable": SQLite
    then creates no -wal/-shm companions either. A WAL file (a running bot's, or one left by a
    crash) is read: it may hold commits."""
    wal = Path(f"{path}-wal").exists()
    return f"{path.resolve().as_uri()}?mode=ro" + ("" if wal else "&immutable=1")


def check_schema(path: Path) -> int:
    """The schema version of the SQLite file ``path`` if it is this bot's database (read
    only); :class:`DatabaseError` otherwise."""
    shown = str(path)
    try:
        db = sqlite3.connect(readonly_uri(path), uri=True)
    except sqlite3.Error as exc:
        raise DatabaseError(f"The database {shown} can't be opened ({exc}).") from None
    try:
        application_id = db.execute("PRAGMA application_id").fetchone()[0]
        version = db.execute("PRAGMA user_version").fetchone()[0]
        schema = _schema_of(db)
        problems = [r[0] for r in db.execute("PRAGMA quick_check(3)").fetchall() if r[0] != "ok"]
    except sqlite3.DatabaseError as exc:
        raise DatabaseError(
            f"The database {shown} is damaged ({exc}): restore it from a backup, or point "
            "GIN_DATABASE at a new file."
        ) from None
    finally:
        db.close()
    if problems:
        raise DatabaseError(
            f"The database {shown} is damaged ({problems[0]}): restore it from a backup, or "
            "point GIN_DATABASE at a new file."
        )
    expected = expected_schemas()
    latest = latest_version()
    if application_id == APPLICATION_ID:
        if version > latest:
            raise DatabaseError(
                f"The database {shown} was written by a newer release of the bot (schema "
                f"{version}; this release knows up to {latest}): update the bot, or restore a "
                "backup made with this release."
            )
        if schema != expected.get(version):
            raise DatabaseError(
                f"The database {shown} does not have the tables of schema {version} (was it "
                "changed by hand?): restore it from a backup."
            )
        return int(version)
    # No mark: a new file, or one written by the first release (recognised by its schema).
    if application_id == 0 and (version, schema) in ((0, expected[0]), (1, expected[1])):
        return int(version)
    if application_id == 0 and version > latest and _looks_like_ours(schema):
        raise DatabaseError(
            f"The database {shown} was written by a newer release of the bot (schema "
            f"{version}; this release knows up to {latest}): update the bot, or restore a "
            "backup made with this release."
        )
    raise DatabaseError(
        f"{shown} is a SQLite database of another application, or of a bot release this one "
        "does not know: point GIN_DATABASE at the bot's database, or at a new file."
    )


def _looks_like_ours(schema: list[tuple[str, str, str, str | None]]) -> bool:
    tables = {name for kind, name, _, _ in schema if kind == "table"}
    return {"games", "deals", "results"} <= tables
