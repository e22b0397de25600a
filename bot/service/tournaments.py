"""Server tournaments played inside the bot: an admin makes an event, members sign up, and the
event runs itself. At the start the entrants are seeded (the server's rating, then a stored
random order) and round 1 is paired; each match becomes a heads-up game started for both
members in the event's thread; a game's end is its match's outcome (stored in the same
transaction as the game's result, :meth:`TournamentService.match_end`); once every match of a
round is over, the next round is paired and started, or the event ends with its final
standings. No discord import: the Discord side makes the thread and draws the posts.

Nothing is lost: the event, its entries, its rounds and their matches are in the store; each
change is one transaction with a version check, and a round is paired once and each match's
game made once (the store refuses a second), so a restart anywhere resumes where it was
(:meth:`TournamentService.resume`): a round whose results are all in is paired, a match with
no game gets one, a game made but not dealt is dealt.

Pause: the event's games take no move and their deadlines stand still; on resume they move by
the pause, as they do for the bot's own downtime.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace

from bot.engine import Game, Rules
from bot.model import GameRow, GameStatus, ResultRow
from bot.model.pairing import Standing, standings
from bot.model.tournaments import (
    Entry,
    Match,
    MatchKey,
    MatchOutcome,
    Tournament,
    TournamentFormat,
    TournamentPost,
    TournamentPostKind,
    TournamentRow,
    TournamentStatus,
)
from bot.service.errors import GameGone, NotYourGame, SaveFailed, TableError
from bot.service.listeners import tell
from bot.service.table import Event, Table
from bot.service.tables import TURN_SECONDS_RANGE, TableService
from bot.service.tournament_plan import (
    check_new_event,
    check_sign_up,
    check_startable,
    forfeits,
    matches_from,
    round_count,
    round_pairs,
    seed_order,
    settled_match,
)
from bot.store import MatchStarted, MemberBusy

__all__ = ["TournamentEvent", "TournamentService"]

log = logging.getLogger(__name__)

CANCELLED_GAME = "the tournament was cancelled"


@dataclass(frozen=True, slots=True)
class TournamentEvent:
    """A committed change of an event: draw its announcement again; deliver ``posts`` (in its
    outbox already)."""

    tournament: Tournament
    posts: tuple[TournamentPost, ...] = ()


TournamentListener = Callable[[TournamentEvent], Awaitable[None] | None]


class TournamentService:
    """The server tournaments of this process's servers, over the table service that plays
    their games (it asks this service how a match's game ended, and whether an event is
    paused)."""

    def __init__(self, tables: TableService, *, rng: random.Random | None = None) -> None:
        self.tables = tables
        self.store = tables.store
        self._rng = rng or secrets.SystemRandom()
        self._events: dict[int, Tournament] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self._owed: list[TournamentPost] = []
        self._listeners: list[TournamentListener] = []
        self._tasks: set[asyncio.Task[None]] = set()
        # Opens the event's thread number n (2 and on: its first is made before the start)
        # and returns its channel: the Discord side's.
        self.open_thread: Callable[[Tournament, int], Awaitable[int]] | None = None
        tables.tournaments = self
        tables.subscribe(self._on_table)

    # -- start-up ----------------------------------------------------------------------------

    async def load(self) -> list[str]:
        """Load the events of this process's servers (after the tables); the problems with
        rows left aside."""
        found, bad = await self.store.live_tournaments(self.tables.shards)
        for tournament in found:
            self._events[tournament.id] = tournament
        self._owed = [
            p
            for p in await self.store.pending_tournament_posts(self.tables.shards)
            if p.tournament_id in self._events
        ]
        for post in self._owed:
            guild_id = self._events[post.tournament_id].row.guild_id
            self.tables.outbox.owe([post], self.tables.shards.of(guild_id))
        problems = [str(exc) for exc in bad]
        for problem in problems:
            log.warning("left a stored tournament aside: %s", problem)
        return problems

    def owed_posts(self) -> list[tuple[Tournament, TournamentPost]]:
        """Posts found owed at load, in order (handed out once)."""
        owed, self._owed = self._owed, []
        return [(self._events[p.tournament_id], p) for p in owed if p.tournament_id in self._events]

    async def resume(self) -> None:
        """Carry every running event on from where it stood (after a restart): deal the games
        made but not dealt, start the matches without a game, pair a round whose results are
        all in."""
        for tournament in list(self._events.values()):
            if tournament.row.status is not TournamentStatus.RUNNING:
                continue
            for match in tournament.round_matches(tournament.row.round):
                if match.game_id is not None and not match.done:
                    try:
                        await self.tables.deal_accepted(match.game_id)
                    except TableError:
                        log.warning("tournament %s: could not deal game %s", tournament.id,
                                    match.game_id)  # fmt: skip
            async with self._lock(tournament.id):
                await self._advance(tournament.id)

    def subscribe(self, listener: TournamentListener) -> None:
        self._listeners.append(listener)

    async def _emit(self, event: TournamentEvent) -> None:
        await tell(self._listeners, event, f"tournament {event.tournament.id}")

    async def wait_idle(self) -> None:
        """Until no round is being paired or started (a round started may end others' games,
        which move the event on again)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    # -- reading -----------------------------------------------------------------------------

    def get(self, tournament_id: int) -> Tournament | None:
        return self._events.get(tournament_id)

    def live_in(self, guild_id: int) -> Tournament | None:
        """The server's event in sign-up or running, if any."""
        return next(
            (t for t in self._events.values() if t.row.guild_id == guild_id and t.row.status.live),
            None,
        )

    async def shown(self, guild_id: int) -> Tournament | None:
        """The event ``/gin tournament`` shows: the live one, else the last one over."""
        live = self.live_in(guild_id)
        if live is not None:
            return live
        recent = await self.store.recent_tournaments(guild_id, 1)
        return None if not recent else await self.store.tournament(recent[0].id)

    def standings(self, tournament: Tournament, before_round: int | None = None) -> list[Standing]:
        """The event's standings (``before_round``: as they stood when that round was paired)."""
        matches = tournament.matches
        if before_round is not None:
            matches = tuple(m for m in matches if m.round < before_round)
        return standings(tournament.row.format, tournament.seeds(), matches, tournament.removed())

    def due(self) -> list[Tournament]:
        """Events whose start time has come (the Discord side makes their thread, then
        :meth:`start`)."""
        return [
            t
            for t in self._events.values()
            if t.row.status is TournamentStatus.SIGN_UP
            and t.row.starts_at is not None
            and self.tables.bot_time(t.row.guild_id) >= t.row.starts_at
        ]

    def starts_at_wall(self, tournament: Tournament) -> float | None:
        """The wall-clock moment the event starts (None: when an admin starts it)."""
        if tournament.row.starts_at is None:
            return None
        return self.tables.wall_time(tournament.row.guild_id, tournament.row.starts_at)

    # -- what the live tables ask (bot.service.table.TournamentRules) --------------------------

    def match_end(
        self, row: GameRow, game: Game | None, results: Sequence[ResultRow]
    ) -> Match | None:
        """A match's game ended (``row``, its new row): a finished game is won by its first
        place (a forfeit included); an abandoned one is lost by both in Swiss and round robin,
        and waits for an admin to name who goes through in a knockout."""
        tournament = self._events.get(row.tournament_id or 0)
        match = None if tournament is None else tournament.match_of_game(row.id)
        if tournament is None or match is None or match.done or match.b is None:
            return None
        if row.status is GameStatus.FINISHED and results:
            totals = {r.member_id: r.grand_total for r in results}
            winner = min(results, key=lambda r: r.place).member_id
            return replace(
                match,
                outcome=MatchOutcome.WIN,
                winner=winner,
                points_a=totals.get(match.a, 0),
                points_b=totals.get(match.b, 0),
            )
        if row.status is GameStatus.ABANDONED and tournament.row.format is not (
            TournamentFormat.KNOCKOUT
        ):
            return replace(match, outcome=MatchOutcome.BOTH_LOSE)
        return None

    def held(self, tournament_id: int) -> bool:
        tournament = self._events.get(tournament_id)
        return tournament is not None and tournament.row.paused_at is not None

    def reserved(self, channel_id: int) -> bool:
        return any(channel_id in t.threads and t.row.status.live for t in self._events.values())

    def entered(self, guild_id: int, member_id: int) -> str | None:
        live = self.live_in(guild_id)
        entry = None if live is None else live.entry(member_id)
        return None if live is None or entry is None or entry.removed else live.row.name

    def _on_table(self, event: Event) -> None:
        """A table changed: a match's game that ended moves its event on (in a task of its
        own: the table's commit must not wait for a round to be paired)."""
        row = event.table.row
        if row.tournament_id is None or row.status.live or row.tournament_id not in self._events:
            return
        self._carry_on(row.tournament_id, event.match)

    def _carry_on(self, tournament_id: int, match: Match | None = None) -> None:
        """Move the event on (``match``: a game's end, into memory first) in a task of its own:
        a commit, or an admin's answer, never waits for a round to be paired and started."""
        task = asyncio.create_task(self._match_ended(tournament_id, match))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _match_ended(self, tournament_id: int, match: Match | None) -> None:
        try:
            async with self._lock(tournament_id):
                if match is not None:
                    self._set_matches(tournament_id, [match])
                await self._advance(tournament_id)
        except Exception:
            log.exception("tournament %s: could not carry on after a game", tournament_id)

    # -- making an event and signing up ------------------------------------------------------

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        by: int,
        name: str,
        format: TournamentFormat,
        rounds: int | None,
        rules: Rules,
        turn_seconds: int,
        rated: bool,
        starts_in_minutes: int | None,
    ) -> Tournament:
        """A new event in sign-up (logged). One event at a time per server."""
        name = check_new_event(
            name=name,
            format=format,
            rounds=rounds,
            rules=rules,
            turn_seconds=turn_seconds,
            turn_seconds_range=TURN_SECONDS_RANGE,
            starts_in_minutes=starts_in_minutes,
            under_way=self.live_in(guild_id),
        )
        starts_at = None
        if starts_in_minutes is not None:
            starts_at = self.tables.bot_time(guild_id) + starts_in_minutes * 60
        row = TournamentRow(
            id=0,
            guild_id=guild_id,
            channel_id=channel_id,
            name=name,
            format=format,
            rules=rules,
            turn_seconds=turn_seconds,
            rated=rated,
            status=TournamentStatus.SIGN_UP,
            rounds=rounds or 0,
            round=0,
            created_by=by,
            created_at=self.tables.clock(),
            starts_at=starts_at,
        )
        try:
            made = await self.store.create_tournament(
                row,
                detail=f"{name}: {format.value}" + (f", {rounds} rounds" if rounds else ""),
                fence=self.tables.fence(guild_id),
            )
        except Exception as exc:
            log.error("could not save a tournament in server %s: %s", guild_id, exc)
            raise SaveFailed("refusal-save-tournament") from exc
        tournament = Tournament(made)
        self._events[made.id] = tournament
        await self._emit(TournamentEvent(tournament))
        return tournament

    async def set_announcement(self, tournament_id: int, message_id: int) -> None:
        """The event's sign-up message (display: kept with the event)."""
        async with self._lock(tournament_id):
            tournament = self._live(tournament_id)
            await self._save(tournament, replace(tournament.row, announcement_id=message_id))

    async def set_games_channel(self, tournament_id: int, channel_id: int) -> None:
        """The thread made for the event's games, kept before the start uses it (a restart in
        between opens no second one)."""
        async with self._lock(tournament_id):
            tournament = self._live(tournament_id)
            await self._save(tournament, replace(tournament.row, games_channel_id=channel_id))

    async def sign_up(self, tournament_id: int, member_id: int, name: str | None) -> Tournament:
        async with self._lock(tournament_id):
            tournament = self._live(tournament_id)
            row = tournament.row
            check_sign_up(tournament, member_id)
            entry = Entry(member_id, name, self.tables.clock(), self._rng.randrange(1 << 31))
            return await self._save(tournament, row, entries=[entry])

    async def leave(self, tournament_id: int, member_id: int) -> Tournament:
        async with self._lock(tournament_id):
            tournament = self._live(tournament_id)
            row = tournament.row
            if tournament.entry(member_id) is None:
                raise NotYourGame("refusal-not-signed-up", tournament=row.name)
            if row.status is not TournamentStatus.SIGN_UP:
                raise TableError("refusal-leave-started", tournament=row.name)
            return await self._save(tournament, row, left=[member_id])

    # -- starting ----------------------------------------------------------------------------

    def check_start(self, tournament_id: int) -> Tournament:
        """The event can start now (enough players, in sign-up), before its thread is made."""
        tournament = self._live(tournament_id)
        check_startable(tournament)
        return tournament

    async def start(
        self, tournament_id: int, *, games_channel_id: int, by: int | None = None
    ) -> Tournament:
        """Seed the entrants, pair round 1 and start its games in ``games_channel_id`` (the
        event's thread). ``by``: the admin who started it (None: its start time came)."""
        async with self._lock(tournament_id):
            tournament = self.check_start(tournament_id)
            row = tournament.row
            seeded = await self._seeded(tournament)
            seeds = tuple(e.member_id for e in seeded)
            rounds = round_count(tournament, len(seeds))
            started = replace(
                row,
                status=TournamentStatus.RUNNING,
                rounds=rounds,
                round=1,
                games_channel_id=games_channel_id,
            )
            first = Tournament(started, tuple(seeded))
            matches = matches_from(1, round_pairs(first, 1))
            await self._save(
                first,
                started,
                entries=seeded,
                matches=matches,
                posts=[TournamentPostKind.ROUND],
                log_line=None if by is None else (by, "tournament start", row.name),
            )
        self._carry_on(tournament_id)  # its games start in the background
        return self._events[tournament_id]

    async def _seeded(self, tournament: Tournament) -> list[Entry]:
        """The entries in seed order, each with its seed and rating: the server's display
        rating (an unrated member at the starting rating), then the stored random order."""
        rated = []
        for entry in tournament.entries:
            stats = await self.store.member_stats(tournament.row.guild_id, entry.member_id)
            rating = None if stats is None or stats.rating is None else float(stats.rating)
            rated.append(replace(entry, rating=rating))
        return seed_order(rated)

    # -- the rounds running themselves -------------------------------------------------------

    async def _advance(self, tournament_id: int) -> None:
        """Carry the event on as far as it goes now (the caller holds its lock): settle the
        matches of members taken out, start the games not started, and once the round is
        over pair the next one or end the event."""
        while True:
            tournament = self._events.get(tournament_id)
            if tournament is None:
                return
            row = tournament.row
            if row.status is not TournamentStatus.RUNNING or row.paused_at is not None:
                return
            current = tournament.round_matches(row.round)
            taken_out = forfeits(tournament, current)
            if taken_out:
                await self._save(tournament, row, settled=taken_out)
                continue
            waiting = [m for m in current if m.game_id is None and not m.done]
            if waiting:
                tournament = await self._threads_for(tournament, max(m.table for m in waiting))
            for match in waiting:
                await self._start_game(tournament, match)
            tournament = self._events[tournament_id]
            if not all(m.done for m in tournament.round_matches(row.round)):
                return
            if row.round >= row.rounds:
                await self._save(
                    tournament,
                    replace(row, status=TournamentStatus.FINISHED),
                    posts=[TournamentPostKind.FINAL],
                )
                log.info("tournament %s finished", tournament_id)
                return
            number = row.round + 1
            nxt = replace(row, round=number)
            matches = matches_from(number, round_pairs(tournament, number))
            await self._save(tournament, nxt, matches=matches, posts=[TournamentPostKind.ROUND])

    async def _threads_for(self, tournament: Tournament, table: int) -> Tournament:
        """The event with the threads its tables up to ``table`` are played in (those that
        can't be opened now are tried again at the next tick)."""
        while len(tournament.threads) < tournament.thread_number(table):
            number = len(tournament.threads) + 1
            if self.open_thread is None:
                break
            try:
                channel = await self.open_thread(tournament, number)
            except Exception as exc:
                log.warning("tournament %s: could not open thread %s (%s)", tournament.id,
                            number, exc)  # fmt: skip
                break
            tournament = await self._save(tournament, tournament.row, threads=[(number, channel)])
        return tournament

    async def _start_game(self, tournament: Tournament, match: Match) -> None:
        row = tournament.row
        channel = tournament.thread_of(match.table)
        if channel is None or match.b is None:
            return  # its thread isn't open yet
        names = tuple(
            entry.name if (entry := tournament.entry(m)) is not None else None
            for m in (match.a, match.b)
        )
        try:
            table = await self.tables.start_match(
                guild_id=row.guild_id,
                channel_id=channel,
                players=(match.a, match.b),
                names=names,
                rules=row.rules,
                turn_seconds=row.turn_seconds,
                rated=row.rated,
                match=MatchKey(row.id, match.round, match.table),
            )
        except MatchStarted as exc:
            game_id = exc.game_id  # made before a restart: the load has its table
        except (MemberBusy, TableError) as exc:
            log.warning(
                "tournament %s: round %s table %s not started (%s); tried again later",
                row.id, match.round, match.table, exc,
            )  # fmt: skip
            return
        else:
            game_id = table.id
        if game_id is not None:
            self._set_matches(row.id, [replace(match, game_id=game_id)], force=True)

    # -- admin controls ----------------------------------------------------------------------

    async def pause(self, tournament_id: int, *, by: int) -> Tournament:
        async with self._lock(tournament_id):
            tournament = self._running(tournament_id)
            row = tournament.row
            if row.paused_at is not None:
                raise TableError("refusal-tournament-paused-already", tournament=row.name)
            paused = replace(row, paused_at=self.tables.bot_time(row.guild_id))
            changed = await self._save(
                tournament, paused, log_line=(by, "tournament pause", row.name)
            )
        for table in self._tables_of(changed):  # their controls say so
            await self.tables.refresh(table)
        return changed

    async def resume_play(self, tournament_id: int, *, by: int) -> Tournament:
        """Resume a paused event: its games' deadlines move by the pause."""
        async with self._lock(tournament_id):
            tournament = self._running(tournament_id)
            row = tournament.row
            if row.paused_at is None:
                raise TableError("refusal-tournament-not-paused", tournament=row.name)
            gap = max(0.0, self.tables.bot_time(row.guild_id) - row.paused_at)
            # The deadlines move first: should the bot stop between the two, the games get the
            # pause twice over, never lose it.
            for table in self._tables_of(tournament):
                await self.tables.shift_deadlines(table.id, gap)
            resumed = await self._save(
                tournament,
                replace(row, paused_at=None),
                log_line=(by, "tournament resume", row.name),
            )
        self._carry_on(tournament_id)
        for table in self._tables_of(resumed):
            await self.tables.refresh(table)
        return self._events[tournament_id]

    async def remove(self, tournament_id: int, member_id: int, *, by: int) -> Tournament:
        """Take a member out: before the start, their entry goes; after it, they are paired no
        more and their game in play is forfeited."""
        async with self._lock(tournament_id):
            tournament = self._live(tournament_id)
            row = tournament.row
            entry = tournament.entry(member_id)
            if entry is None or entry.removed:
                raise TableError("refusal-tournament-not-entrant", tournament=row.name)
            line = (by, "tournament remove", f"{row.name}: member {member_id}")
            if row.status is TournamentStatus.SIGN_UP:
                return await self._save(tournament, row, left=[member_id], log_line=line)
            changed = await self._save(
                tournament, row, entries=[replace(entry, removed=True)], log_line=line
            )
        for table in self._tables_of(changed):
            await self.tables.forfeit(table.id, member_id)
        self._carry_on(tournament_id)
        return self._events[tournament_id]

    async def settle(
        self, tournament_id: int, game_id: int, winner: int | None, *, by: int
    ) -> Tournament:
        """An admin settles a stuck match: ``winner`` goes through (None: both lose, Swiss and
        round robin only); its game, if still in play, ends abandoned and unrated."""
        async with self._lock(tournament_id):
            tournament = self._running(tournament_id)
            row = tournament.row
            settled = settled_match(tournament, game_id, winner)
            changed = await self._save(
                tournament,
                row,
                settled=[settled],
                log_line=(by, "tournament settle", f"{row.name}: game #{game_id}"),
            )
        if self.tables.get(game_id) is not None:
            with contextlib.suppress(GameGone):
                await self.tables.end(
                    row.guild_id, game_id, by=by, reason="settled by an admin for the tournament"
                )
        self._carry_on(tournament_id)
        return self._events.get(tournament_id, changed)

    async def cancel(self, tournament_id: int, *, by: int | None) -> Tournament:
        """Cancel the event: its games in play end abandoned (unrated); nothing more is
        paired. ``by``: the admin (None: its start time came with too few players)."""
        async with self._lock(tournament_id):
            tournament = self._live(tournament_id)
            row = tournament.row
            cancelled = await self._save(
                tournament,
                replace(row, status=TournamentStatus.CANCELLED, paused_at=None),
                posts=[TournamentPostKind.CANCELLED],
                log_line=None if by is None else (by, "tournament cancel", row.name),
            )
        for table in self._tables_of(tournament):
            with contextlib.suppress(GameGone):
                await self.tables.end(row.guild_id, table.id, by=by or 0, reason=CANCELLED_GAME)
        return cancelled

    # -- keeping it ----------------------------------------------------------------------------

    def _tables_of(self, tournament: Tournament) -> list[Table]:
        return [
            t
            for t in self.tables.tables()
            if t.row.tournament_id == tournament.id and t.status.live
        ]

    def _live(self, tournament_id: int) -> Tournament:
        tournament = self._events.get(tournament_id)
        if tournament is None or not tournament.row.status.live:
            raise GameGone("refusal-tournament-over")
        return tournament

    def _running(self, tournament_id: int) -> Tournament:
        tournament = self._live(tournament_id)
        if tournament.row.status is not TournamentStatus.RUNNING:
            raise TableError("refusal-tournament-not-started", tournament=tournament.row.name)
        return tournament

    def _lock(self, tournament_id: int) -> asyncio.Lock:
        return self._locks.setdefault(tournament_id, asyncio.Lock())

    def _set_matches(
        self, tournament_id: int, changed: Sequence[Match], force: bool = False
    ) -> None:
        """Outcomes (and games) the store has, into memory; a decided match stays decided."""
        tournament = self._events.get(tournament_id)
        if tournament is None:
            return
        by_key = {(m.round, m.table): m for m in changed}
        matches = []
        for match in tournament.matches:
            new = by_key.get((match.round, match.table))
            if new is not None and (force or not match.done):
                match = new
            matches.append(match)
        self._events[tournament_id] = replace(tournament, matches=tuple(matches))

    async def _save(
        self,
        tournament: Tournament,
        row: TournamentRow,
        *,
        entries: Sequence[Entry] = (),
        left: Sequence[int] = (),
        matches: Sequence[Match] = (),
        settled: Sequence[Match] = (),
        posts: Sequence[TournamentPostKind] = (),
        threads: Sequence[tuple[int, int]] = (),
        log_line: tuple[int, str, str] | None = None,
    ) -> Tournament:
        """Store the event's next version, then make it the one in memory, and tell the
        listeners; on failure nothing changes and SaveFailed is raised."""
        new = replace(row, version=tournament.row.version + 1)
        now = self.tables.clock()
        made = tuple(
            TournamentPost(new.id, new.version * 10 + i, kind, new.round, saved_at=now)
            for i, kind in enumerate(posts)
        )
        try:
            await self.store.save_tournament(
                new,
                expected_version=tournament.row.version,
                entries=entries,
                left=left,
                matches=matches,
                settled=settled,
                posts=made,
                threads=threads,
                log_line=log_line,
                now=now,
                fence=self.tables.fence(row.guild_id),
            )
        except Exception as exc:
            log.error("could not save tournament %s: %s", row.id, exc)
            raise SaveFailed("refusal-save-failed") from exc
        self.tables.outbox.owe(made, self.tables.shards.of(row.guild_id))
        current = self._events.get(row.id, tournament)
        kept = {e.member_id: e for e in current.entries if e.member_id not in left}
        for entry in entries:
            kept[entry.member_id] = entry
        changed = Tournament(
            new,
            tuple(kept.values()),
            current.matches + tuple(matches),
            current.more_threads + tuple(channel for _, channel in threads),
        )
        self._events[row.id] = changed
        if settled:
            self._set_matches(row.id, settled)
            changed = self._events[row.id]
        await self._emit(TournamentEvent(changed, made))
        return changed

    async def posted(self, post: TournamentPost) -> None:
        """``post`` went out: it is no longer owed (an event over with nothing owed is let go)."""
        self.tables.outbox.settle(post)  # sent, whether or not the store forgets it now
        await self.store.delete_tournament_post(post)
        tournament = self._events.get(post.tournament_id)
        over = tournament is not None and not tournament.row.status.live
        if over and not self.tables.outbox.owes_tournament(post.tournament_id):
            self._events.pop(post.tournament_id, None)
