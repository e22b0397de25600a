"""The store's games and their outbox: a challenge made, a game saved (its timers, deals,
results and posts in the same transaction, concurrent saves committed together), games read
back (a row that can't be read is named and set aside), the posts owed, rematches, the table
message and the "your turn" pings."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Iterable, Sequence
from typing import Any

from bot.engine import Format, HandResult, Rules, RulesError
from bot.model import (
    Fence,
    GameRow,
    GameStatus,
    Ping,
    Post,
    PostKind,
    ResultRow,
    Shards,
    Timer,
    TimerKind,
)
from bot.model.tournaments import Match, MatchKey
from bot.store.base import CorruptRowError, MatchStarted, MemberBusy, RematchTaken
from bot.store.sql.connection import Connection, Write
from bot.store.sql.db import IntegrityViolation, Params
from bot.store.sql.values import owned, to_float

log = logging.getLogger("bot.store")

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
# The newest display name a member had, kept when they are challenged.
_UPSERT_NAME = (
    "INSERT INTO members (guild_id, member_id, name) VALUES (?, ?, ?) "
    "ON CONFLICT (guild_id, member_id) DO UPDATE SET name = excluded.name"
)
_ACCEPT = "UPDATE game_members SET accepted = 1 WHERE game_id = ? AND member_id = ?"
_GAME_COLUMNS = (
    "id, guild_id, channel_id, status, rules, turn_seconds, state, version, table_message_id, "
    "created_at, updated_at, rated, hints, end_reason, tournament_id"
)
# A tournament game's end is its match's outcome, written with the game's result.
_SETTLE_MATCH = (
    "UPDATE tournament_matches SET outcome = ?, winner = ?, points_a = ?, points_b = ? "
    "WHERE game_id = ? AND outcome IS NULL"
)
# Live games, and finished ones whose posts are still owed.
_LOADED = "status IN ('challenge', 'active') OR id IN (SELECT game_id FROM outbox)"


def _timer_params(game_id: int, timer: Timer) -> tuple[Any, ...]:
    return (game_id, timer.board, timer.kind.value, timer.due_at, timer.remind_at)


def _timer_writes(
    row: GameRow, before: tuple[Timer, ...]
) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    """(timers to set, (game, board) to delete) to go from ``before`` to the row's timers. A game
    that ended keeps none (deleted with its members' release)."""
    if not row.status.live:
        return [], []
    now = {t.board for t in row.timers}
    changed = [_timer_params(row.id, t) for t in row.timers if t not in before]
    gone = [(row.id, t.board) for t in before if t.board not in now]
    return changed, gone


def _team(rules: Rules, player: int) -> int | None:
    return player % 2 if rules.format is Format.PARTNERSHIP else None


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


def _match_params(game_id: int, match: Match) -> tuple[Any, ...]:
    assert match.outcome is not None
    return (match.outcome.value, match.winner, match.points_a, match.points_b, game_id)


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


def _steps(batch: list[Write]) -> list[tuple[str, list[tuple[Any, ...]]]]:
    """What a batch of saves writes after the game rows, statement by statement (those with
    rows). Timers are set before a game that ended in the batch loses them all."""
    steps: list[tuple[str, list[tuple[Any, ...]]]] = [
        (_UPSERT_TIMER, [t for w in batch for t in w.timers]),
        (_DELETE_TIMER, [t for w in batch for t in w.timers_gone]),
        (_FREE_MEMBERS, [(w.game[-2],) for w in batch if w.ended]),
        (_DELETE_TIMERS, [(w.game[-2],) for w in batch if w.ended]),
        (_DELETE_POSTS, [(w.game[-2],) for w in batch if w.drop_posts]),
        (_INSERT_DEAL, [d for w in batch for d in w.deals]),
        (_ACCEPT, [a for w in batch for a in w.accepted]),
        (_INSERT_POST, [p for w in batch for p in w.posts]),
        (_SETTLE_MATCH, [w.match for w in batch if w.match is not None]),
    ]
    return [(sql, rows) for sql, rows in steps if rows]


class GamesStore(Connection):
    """Games, their timers and members, the outbox and the pings."""

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
        """A new challenge with its members and its expiry, in one transaction. Raises
        :class:`MemberBusy` if a member already holds a live game or challenge in the channel:
        a unique index decides, so no interleaving of commands can make two. ``computers``:
        the computer's players, which play anywhere at once and accept at once. ``rematch_of``:
        the finished game this is the rematch of; :class:`RematchTaken` if it has one already.
        ``match``: the tournament match it is (all accepted; :class:`MatchStarted` if the match
        has its game or its outcome already: a round started twice starts each game once)."""
        db = self._db
        async with self._lock:
            try:
                async with db.transaction():
                    await self._check_fences([fence])
                    if rematch_of is not None:
                        taken = await self.rematch_of(rematch_of)
                        if taken is not None:
                            raise RematchTaken(taken)
                    game_id = await db.insert(
                        "INSERT INTO games (guild_id, channel_id, status, rules, turn_seconds, "
                        "created_at, updated_at, rated, hints, rematch_of, tournament_id) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
                            None if match is None else match.tournament_id,
                        ),
                    )
                    if match is not None:
                        await self._take_match(game_id, match)
                    named = [*names, *[None] * (len(players) - len(names))]
                    await db.executemany(
                        "INSERT INTO game_members (game_id, seat, member_id, channel_id, live, "
                        "team, accepted, name) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        [
                            (
                                game_id,
                                player,
                                member,
                                home_channel_id or channel_id,
                                int(member not in computers),
                                _team(rules, player),
                                int(player == 0 or member in computers or match is not None),
                                name,
                            )
                            for (player, member), name in zip(
                                enumerate(players), named, strict=True
                            )
                        ],
                    )
                    await db.executemany(
                        _UPSERT_NAME,
                        [(guild_id, m, n) for m, n in zip(players, named, strict=True) if n],
                    )
                    await db.execute(_INSERT_TIMER, _timer_params(game_id, timer))
            except IntegrityViolation:
                raise MemberBusy(await self._busy(home_channel_id or channel_id, players)) from None
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
            tuple(
                player == 0 or member in computers or match is not None
                for player, member in enumerate(players)
            ),
            rated,
            hints,
            home_channel_id if home_channel_id != channel_id else None,
            names=tuple(name or None for name in named),
            tournament_id=None if match is None else match.tournament_id,
        )

    async def _take_match(self, game_id: int, match: MatchKey) -> None:
        """Inside create_game's transaction: the game becomes the match's, unless the match has
        a game or an outcome already (:class:`MatchStarted`, everything rolled back)."""
        key = (match.tournament_id, match.round, match.table)
        taken = await self._db.execute(
            "UPDATE tournament_matches SET game_id = ? WHERE tournament_id = ? AND round = ? "
            "AND table_no = ? AND game_id IS NULL AND outcome IS NULL",
            (game_id, *key),
        )
        if taken != 1:
            found = await self._db.fetchone(
                "SELECT game_id FROM tournament_matches WHERE tournament_id = ? AND round = ? "
                "AND table_no = ?",
                key,
            )
            raise MatchStarted(None if found is None else found[0])

    async def _busy(self, channel_id: int, members: Sequence[int]) -> list[int]:
        marks = ", ".join("?" for _ in members)
        rows = await self._db.fetchall(
            f"SELECT member_id FROM game_members WHERE channel_id = ? AND live = 1 "
            f"AND member_id IN ({marks})",
            (channel_id, *members),
        )
        busy = {r[0] for r in rows}
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
        match: Match | None = None,
        fence: Fence | None = None,
    ) -> None:
        """Write the row, its timers, any finished deals (players as the game's indexes), the
        results, the posts it calls for and who ``accepted`` the challenge, in one transaction,
        if the stored version is still ``expected_version`` and ``fence`` (if any) still its
        shard's lease; otherwise nothing is written. A
        row that is no longer live frees its members and keeps no timers; ``drop_posts``
        forgets the game's undelivered posts (its channel is gone). ``match``: a tournament
        game's end, its match's outcome (unless the match has one already: an admin settled it).
        ``timers_before`` (the stored timers) keeps the write to the timers that changed:
        most moves change none.

        Saves that arrive while a transaction is running are committed together in the next one
        (group commit): under load every hop to the database waits for a busy event loop,
        so one transaction per move would queue every game behind the others."""
        now = row.updated_at
        write = Write(
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
            None if match is None or match.outcome is None else _match_params(row.id, match),
            fence,
            asyncio.get_running_loop().create_future(),
        )
        await self._enqueue(write)

    async def _write(self, batch: list[Write]) -> None:
        steps = _steps(batch)
        if len(batch) == 1 and not steps and not batch[0].results:
            # A move that changes its row alone (most do): one statement, which is a
            # transaction of its own on both backends (SQLite's autocommit, PostgreSQL's
            # implicit one), the fence in it: one round trip, no BEGIN or COMMIT.
            await self._update_games(batch)
            return
        async with self._db.transaction():
            await self._update_games(batch)
            for sql, rows in steps:
                await self._db.executemany(sql, rows)
            for write in batch:  # one after another: two games may share a member
                if write.results:
                    await self._record_result(write.row, write.results)

    async def _update_games(self, batch: list[Write]) -> None:
        """The batch's game rows, each if its version and its fence still hold; else nothing
        (the transaction is rolled back) and :class:`ConflictError` or :class:`Fenced`."""
        statements: dict[str, list[Params]] = {}
        for write in batch:
            sql, params = self._fenced(_UPDATE_GAME, write.game, write.fence)
            statements.setdefault(sql, []).append(params)
        changed = 0
        for sql, rows in statements.items():
            changed += await self._db.execute_each(sql, rows)
        if changed != len(batch):
            stale = batch[0].game[-2] if len(batch) == 1 else "a game"
            raise await self._refusal(
                (w.fence for w in batch), f"game {stale} is not at the version it was read at"
            )

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
        top = await self._scalar(
            "SELECT MAX(seq) FROM outbox WHERE game_id = ? AND version = ? AND seq >= ?",
            (game_id, version, start),
        )
        return start if top is None else int(top) + 1

    # -- rematches ---------------------------------------------------------------------------

    async def rematch_of(self, game_id: int) -> int | None:
        """The rematch made of a finished game, if any."""
        row = await self._db.fetchone("SELECT id FROM games WHERE rematch_of = ?", (game_id,))
        return None if row is None else int(row[0])

    async def pings(self, shards: Shards | None = None) -> list[Ping]:
        """The ping messages still up (in the servers of ``shards``)."""
        mine, params = owned(shards)
        rows = await self._db.fetchall(
            "SELECT game_id, member_id, channel_id, message_id FROM turn_pings "
            f"WHERE game_id IN (SELECT id FROM games WHERE {mine})",
            params,
        )
        return [Ping(*row) for row in rows]

    # A ping's write is one statement, a transaction of its own (one round trip, as a move's):
    # the lock alone keeps it out of another write's transaction.

    async def add_ping(self, ping: Ping) -> None:
        async with self._lock:
            await self._db.execute(
                "INSERT INTO turn_pings (game_id, member_id, channel_id, message_id) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (game_id, member_id) DO UPDATE SET "
                "channel_id = excluded.channel_id, message_id = excluded.message_id",
                (ping.game_id, ping.member_id, ping.channel_id, ping.message_id),
            )

    async def delete_ping(self, ping: Ping) -> None:
        async with self._lock:
            await self._db.execute(
                "DELETE FROM turn_pings WHERE game_id = ? AND member_id = ? AND message_id = ?",
                (ping.game_id, ping.member_id, ping.message_id),
            )

    # -- reading games -----------------------------------------------------------------------

    async def get_game(self, game_id: int) -> GameRow | None:
        rows, bad = await self._games("id = ?", (game_id,))
        if bad:
            raise bad[0]
        return rows[0] if rows else None

    async def tables_of(self, guild_id: int, member_id: int) -> list[int]:
        rows = await self._db.fetchall(
            "SELECT id FROM games WHERE guild_id = ? AND table_message_id IS NOT NULL AND id IN "
            "(SELECT game_id FROM game_members WHERE member_id = ?) ORDER BY id DESC",
            (guild_id, member_id),
        )
        return [game_id for (game_id,) in rows]

    async def live_games(
        self, shards: Shards | None = None
    ) -> tuple[list[GameRow], list[CorruptRowError]]:
        """Every challenge and game in play, and finished games whose posts are still owed (in
        the servers of ``shards``); rows that cannot be read come back as errors."""
        mine, params = owned(shards)
        return await self._games(f"({_LOADED}) AND {mine}", params)

    async def _games(
        self, where: str, params: tuple[Any, ...]
    ) -> tuple[list[GameRow], list[CorruptRowError]]:
        db = self._db
        games = await db.fetchall(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE {where} ORDER BY id", params
        )
        members: dict[int, list[tuple[int, int, bool, int, str | None]]] = {}
        for game_id, player, member, accepted, home, name in await db.fetchall(
            f"SELECT game_id, seat, member_id, accepted, channel_id, name FROM game_members "
            f"WHERE game_id IN (SELECT id FROM games WHERE {where}) ORDER BY game_id, seat",
            params,
        ):
            members.setdefault(game_id, []).append(
                (player, member, bool(accepted), home, name if isinstance(name, str) else None)
            )
        timers: dict[int, list[Timer | None]] = {}
        for game_id, board, kind, due, remind in await db.fetchall(
            f"SELECT game_id, slot, kind, due_at, remind_at FROM timers WHERE game_id IN "
            f"(SELECT id FROM games WHERE {where}) ORDER BY game_id, slot",
            params,
        ):
            try:
                timer = Timer(TimerKind(kind), float(due), to_float(remind), board)
            except (TypeError, ValueError):
                timer = None  # named below, with the game
            timers.setdefault(game_id, []).append(timer)
        good, bad = [], []
        for raw in games:
            try:
                good.append(_game_row(raw, members.get(raw[0], []), timers.get(raw[0], [])))
            except CorruptRowError as exc:
                bad.append(exc)
        return good, bad

    # -- the outbox --------------------------------------------------------------------------

    async def pending_posts(self, shards: Shards | None = None) -> list[Post]:
        """Posts owed (in the servers of ``shards``), in the order they must go out (per game:
        by version, then seq)."""
        mine, params = owned(shards)
        rows = await self._db.fetchall(
            "SELECT game_id, version, seq, kind, deal, member_id, message_id, created_at "
            f"FROM outbox WHERE game_id IN (SELECT id FROM games WHERE {mine}) "
            "ORDER BY game_id, version, seq",
            params,
        )
        posts = []
        for game_id, version, seq, kind, deal, member, message, saved_at in rows:
            try:
                posts.append(
                    Post(game_id, version, seq, PostKind(kind), deal, member, message, saved_at)
                )
            except ValueError:
                log.warning("game %s: an outbox row of unknown kind %r left aside", game_id, kind)
        return posts

    async def delete_post(self, post: Post) -> None:
        """The post went out (or is no longer wanted). Not fenced: a post sent went out
        whoever runs its shard now, and forgetting it keeps a holder that reads the outbox
        later from sending it again."""
        async with self._lock:
            await self._db.execute(
                "DELETE FROM outbox WHERE game_id = ? AND version = ? AND seq = ?",
                (post.game_id, post.version, post.seq),
            )

    async def delete_posts(self, game_id: int) -> None:
        """Forget every post owed for a game (its channel is gone)."""
        async with self._lock:
            await self._db.execute(_DELETE_POSTS, (game_id,))

    async def challenges_since(self, since: float) -> list[tuple[int, int, float]]:
        """(server, challenger, when) of every challenge made after ``since``, oldest first:
        the challenge limit counts them across restarts."""
        rows = await self._db.fetchall(
            "SELECT g.guild_id, m.member_id, g.created_at FROM games g "
            "JOIN game_members m ON m.game_id = g.id AND m.seat = 0 "
            "WHERE g.created_at > ? ORDER BY g.created_at",
            (since,),
        )
        return [(g, m, at) for g, m, at in rows]


def _game_row(
    raw: Any, members: list[tuple[int, int, bool, int, str | None]], timers: list[Timer | None]
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
        tournament_id,
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
    players = tuple(member for _, member, *_ in members)
    seats = [seat for seat, *_ in members]
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
        tuple(accepted for _, _, accepted, *_ in members),
        bool(rated),
        bool(hints),
        next((home for _, _, _, home, _ in members if home != channel_id), None),
        end_reason,
        tuple(name or None for *_, name in members),
        tournament_id,
    )
