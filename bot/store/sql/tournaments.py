"""The store's server tournaments: an event made, changed (its entries, a round's matches, a
settled match, its posts) in one transaction with a version check, read back whole, and its
outbox. A match's game and the game's outcome are written by the games module, in the game's
own transactions (:meth:`GamesStore.create_game`, :meth:`GamesStore.save`)."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from bot.engine import Rules, RulesError
from bot.model import Fence, Shards
from bot.model.tournaments import (
    Entry,
    Match,
    MatchOutcome,
    Tournament,
    TournamentFormat,
    TournamentPost,
    TournamentPostKind,
    TournamentRow,
    TournamentStatus,
)
from bot.store.base import ConflictError, CorruptRowError
from bot.store.sql.connection import Connection
from bot.store.sql.db import IntegrityViolation
from bot.store.sql.values import owned

__all__ = ["TournamentsStore"]

log = logging.getLogger("bot.store")

_COLUMNS = (
    "id, guild_id, channel_id, name, format, rules, turn_seconds, rated, status, rounds, "
    "round, created_by, created_at, starts_at, games_channel_id, announcement_id, paused_at, "
    "version"
)
_ENTRY_COLUMNS = "member_id, name, joined_at, tiebreak, seed, rating, removed"
_MATCH_COLUMNS = "round, table_no, member_a, member_b, game_id, outcome, winner, points_a, points_b"
_UPSERT_ENTRY = (
    f"INSERT INTO tournament_entries (tournament_id, {_ENTRY_COLUMNS}) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (tournament_id, member_id) DO UPDATE SET "
    "name = excluded.name, seed = excluded.seed, rating = excluded.rating, "
    "removed = excluded.removed"
)
_INSERT_MATCH = (
    f"INSERT INTO tournament_matches (tournament_id, {_MATCH_COLUMNS}) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_SETTLE = (
    "UPDATE tournament_matches SET outcome = ?, winner = ?, points_a = ?, points_b = ? "
    "WHERE tournament_id = ? AND round = ? AND table_no = ? AND outcome IS NULL"
)
_UPDATE_TOURNAMENT = (
    "UPDATE tournaments SET guild_id = ?, channel_id = ?, name = ?, format = ?, rules = ?, "
    "turn_seconds = ?, rated = ?, status = ?, rounds = ?, round = ?, created_by = ?, "
    "created_at = ?, starts_at = ?, games_channel_id = ?, announcement_id = ?, paused_at = ?, "
    "version = ? WHERE id = ? AND version = ?"
)
_INSERT_POST = (
    "INSERT INTO tournament_posts (tournament_id, seq, kind, round, created_at) "
    "VALUES (?, ?, ?, ?, ?)"
)
# Events in sign-up or running, and those over whose posts are still owed.
_LOADED = "status IN ('sign-up', 'running') OR id IN (SELECT tournament_id FROM tournament_posts)"


def _entry_params(tournament_id: int, entry: Entry) -> tuple[Any, ...]:
    return (
        tournament_id,
        entry.member_id,
        entry.name,
        entry.joined_at,
        entry.tiebreak,
        entry.seed,
        entry.rating,
        int(entry.removed),
    )


def _match_params(tournament_id: int, match: Match) -> tuple[Any, ...]:
    return (
        tournament_id,
        match.round,
        match.table,
        match.a,
        match.b,
        match.game_id,
        None if match.outcome is None else match.outcome.value,
        match.winner,
        match.points_a,
        match.points_b,
    )


def _row_params(row: TournamentRow) -> tuple[Any, ...]:
    return (
        row.guild_id,
        row.channel_id,
        row.name,
        row.format.value,
        json.dumps(row.rules.to_dict()),
        row.turn_seconds,
        int(row.rated),
        row.status.value,
        row.rounds,
        row.round,
        row.created_by,
        row.created_at,
        row.starts_at,
        row.games_channel_id,
        row.announcement_id,
        row.paused_at,
    )


class TournamentsStore(Connection):
    """Server tournaments: their rows, entries, matches and posts."""

    async def create_tournament(
        self, row: TournamentRow, *, detail: str, fence: Fence | None = None
    ) -> TournamentRow:
        """Store a new event (its id assigned) and log who made it, together."""
        async with self._transaction() as db:
            await self._check_fences([fence])
            tournament_id = await db.insert(
                f"INSERT INTO tournaments ({_COLUMNS.removeprefix('id, ')}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (*_row_params(row), row.version),
            )
            await self._log(row.guild_id, row.created_by, "tournament", detail, row.created_at)
        return replace(row, id=tournament_id)

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
        (:class:`ConflictError` otherwise, and if a match of ``matches`` was stored already:
        a round is paired once), with the ``entries`` (added or changed), the entries of the
        members who ``left``, a new round's ``matches``, the ``settled`` matches' outcomes
        (unless a game's end gave one already), its ``posts``, its further ``threads``
        ((number, channel)) and ``log_line`` (by, action, detail: the server's log), all or
        nothing."""
        async with self._transaction() as db:
            sql, params = self._fenced(
                _UPDATE_TOURNAMENT,
                (*_row_params(row), row.version, row.id, expected_version),
                fence,
            )
            if await db.execute(sql, params) != 1:
                raise await self._refusal(
                    [fence], f"tournament {row.id} is not at the version it was read at"
                )
            await db.executemany(_UPSERT_ENTRY, [_entry_params(row.id, e) for e in entries])
            await db.executemany(
                "DELETE FROM tournament_entries WHERE tournament_id = ? AND member_id = ?",
                [(row.id, member) for member in left],
            )
            try:
                await db.executemany(_INSERT_MATCH, [_match_params(row.id, m) for m in matches])
            except IntegrityViolation:
                raise ConflictError(f"tournament {row.id}: that round is paired already") from None
            await db.executemany(
                _SETTLE,
                [
                    (m.outcome.value, m.winner, m.points_a, m.points_b, row.id, m.round, m.table)
                    for m in settled
                    if m.outcome is not None
                ],
            )
            await db.executemany(
                _INSERT_POST, [(row.id, p.seq, p.kind.value, p.round, now) for p in posts]
            )
            await db.executemany(
                "INSERT INTO tournament_threads (tournament_id, number, channel_id) "
                "VALUES (?, ?, ?)",
                [(row.id, number, channel) for number, channel in threads],
            )
            if log_line is not None:
                by, action, detail = log_line
                await self._log(row.guild_id, by, action, detail, now)

    async def _log(self, guild_id: int, by: int, action: str, detail: str, now: float) -> None:
        await self._db.execute(
            "INSERT INTO server_log (guild_id, at, member_id, action, detail) "
            "VALUES (?, ?, ?, ?, ?)",
            (guild_id, now, by, action, detail),
        )

    # -- reading -----------------------------------------------------------------------------

    async def tournament(self, tournament_id: int) -> Tournament | None:
        """An event with its entries and matches, as stored."""
        found, bad = await self._tournaments("id = ?", (tournament_id,))
        if bad:
            raise bad[0]
        return found[0] if found else None

    async def live_tournaments(
        self, shards: Shards | None = None
    ) -> tuple[list[Tournament], list[CorruptRowError]]:
        """Every event in sign-up or running, and those over whose posts are still owed, in
        the servers of ``shards`` (None: every server); rows that can't be read as errors."""
        mine, params = owned(shards)
        return await self._tournaments(f"({_LOADED}) AND {mine}", params)

    async def recent_tournaments(self, guild_id: int, limit: int = 5) -> list[TournamentRow]:
        """The server's events, newest first."""
        found, _bad = await self._tournaments(
            f"id IN (SELECT id FROM tournaments WHERE guild_id = ? ORDER BY id DESC LIMIT {limit})",
            (guild_id,),
        )
        return [t.row for t in reversed(found)]

    async def _tournaments(
        self, where: str, params: tuple[Any, ...]
    ) -> tuple[list[Tournament], list[CorruptRowError]]:
        db = self._db
        rows = await db.fetchall(
            f"SELECT {_COLUMNS} FROM tournaments WHERE {where} ORDER BY id", params
        )
        within = f"tournament_id IN (SELECT id FROM tournaments WHERE {where})"
        entries: dict[int, list[Entry]] = {}
        for tournament_id, *entry in await db.fetchall(
            f"SELECT tournament_id, {_ENTRY_COLUMNS} FROM tournament_entries WHERE {within} "
            "ORDER BY tournament_id, joined_at, member_id",
            params,
        ):
            member, name, joined, tiebreak, seed, rating, removed = entry
            entries.setdefault(tournament_id, []).append(
                Entry(
                    member,
                    name if isinstance(name, str) else None,
                    float(joined),
                    int(tiebreak),
                    seed,
                    None if rating is None else float(rating),
                    bool(removed),
                )
            )
        matches: dict[int, list[Match | str]] = {}
        for tournament_id, *match in await db.fetchall(
            f"SELECT tournament_id, {_MATCH_COLUMNS} FROM tournament_matches WHERE {within} "
            "ORDER BY tournament_id, round, table_no",
            params,
        ):
            number, table, a, b, game_id, outcome, winner, points_a, points_b = match
            try:
                kept: Match | str = Match(
                    number,
                    table,
                    a,
                    b,
                    game_id,
                    None if outcome is None else MatchOutcome(outcome),
                    winner,
                    int(points_a),
                    int(points_b),
                )
            except ValueError:
                kept = f"round {number} table {table}: unknown outcome {outcome!r}"
            matches.setdefault(tournament_id, []).append(kept)
        threads: dict[int, list[int]] = {}
        for tournament_id, channel in await db.fetchall(
            f"SELECT tournament_id, channel_id FROM tournament_threads WHERE {within} "
            "ORDER BY tournament_id, number",
            params,
        ):
            threads.setdefault(tournament_id, []).append(channel)
        good, bad = [], []
        for raw in rows:
            tournament_id = raw[0]
            its = matches.get(tournament_id, [])
            faults = [m for m in its if isinstance(m, str)]
            try:
                if faults:
                    raise CorruptRowError(f"tournament {tournament_id}: {faults[0]}")
                good.append(
                    Tournament(
                        _tournament_row(raw),
                        tuple(entries.get(tournament_id, [])),
                        tuple(m for m in its if isinstance(m, Match)),
                        tuple(threads.get(tournament_id, [])),
                    )
                )
            except CorruptRowError as exc:
                bad.append(exc)
        return good, bad

    # -- the outbox --------------------------------------------------------------------------

    async def pending_tournament_posts(self, shards: Shards | None = None) -> list[TournamentPost]:
        """The events' posts owed (in the servers of ``shards``), in the order they go out."""
        mine, params = owned(shards)
        rows = await self._db.fetchall(
            "SELECT tournament_id, seq, kind, round, created_at FROM tournament_posts WHERE "
            f"tournament_id IN (SELECT id FROM tournaments WHERE {mine}) "
            "ORDER BY tournament_id, seq",
            params,
        )
        posts = []
        for tournament_id, seq, kind, number, saved_at in rows:
            try:
                posts.append(
                    TournamentPost(tournament_id, seq, TournamentPostKind(kind), number, saved_at)
                )
            except ValueError:
                log.warning(
                    "tournament %s: a post of unknown kind %r left aside", tournament_id, kind
                )
        return posts

    async def delete_tournament_post(self, post: TournamentPost) -> None:
        """The post went out (or is no longer wanted)."""
        async with self._lock:
            await self._db.execute(
                "DELETE FROM tournament_posts WHERE tournament_id = ? AND seq = ?",
                (post.tournament_id, post.seq),
            )


def _tournament_row(raw: Any) -> TournamentRow:
    (
        tournament_id,
        guild_id,
        channel_id,
        name,
        format_text,
        rules_text,
        turn_seconds,
        rated,
        status_text,
        rounds,
        number,
        created_by,
        created_at,
        starts_at,
        games_channel_id,
        announcement_id,
        paused_at,
        version,
    ) = raw
    where = f"tournament {tournament_id}"
    try:
        event_format = TournamentFormat(format_text)
        status = TournamentStatus(status_text)
    except ValueError as exc:
        raise CorruptRowError(f"{where}: {exc}") from None
    try:
        rules = Rules.from_dict(json.loads(rules_text))
    except (TypeError, ValueError, RulesError) as exc:
        raise CorruptRowError(f"{where}: bad rules ({exc})") from None
    return TournamentRow(
        tournament_id,
        guild_id,
        channel_id,
        str(name),
        event_format,
        rules,
        int(turn_seconds),
        bool(rated),
        status,
        int(rounds),
        int(number),
        created_by,
        float(created_at),
        None if starts_at is None else float(starts_at),
        games_channel_id,
        announcement_id,
        None if paused_at is None else float(paused_at),
        int(version),
    )
