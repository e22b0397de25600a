"""The live tables: challenges and games in memory over the store, read at once, changed under
each table's lock, on the bot's clock. A move, a deadline and a commit are here; what members
and admins ask beyond a move is :class:`bot.service.TableService`.

- Committed state only. A move is applied to a copy of the game; the table's row and game are
  replaced once the store has committed them. Whatever reads a table (a hand, the table message)
  sees committed state at once, without waiting behind a writer.
- Posts are state. A showdown, the score sheet or a reminder that a commit calls for is written
  to the outbox in the same transaction; listeners hear of it after the commit, and it stays
  owed (after a restart too) until the adapter says it went out.
- Deadlines run on the bot's clock (:mod:`bot.service.clock`) and are judged at the moment of a
  click, not only at the next tick.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import replace

from bot import logs
from bot.engine import (
    Action,
    Arrangement,
    Card,
    CorruptRecordError,
    Game,
    HandResult,
    IllegalActionError,
)
from bot.metrics import OFF, Metrics
from bot.model import (
    ONE_PROCESS,
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
from bot.model.versions import ViewVersion
from bot.service.choices import Choices
from bot.service.clock import BotClock
from bot.service.computer_turns import COMPUTER_PAUSE, ComputerTurns, Thinker
from bot.service.errors import (
    GameGone,
    Hint,
    NotYourGame,
    NotYourTurn,
    SaveFailed,
    ShuttingDown,
    StaleView,
    TableError,
    TimeRanOut,
)
from bot.service.listeners import tell
from bot.service.outbox import OwedPosts
from bot.service.proposals import Proposals
from bot.service.results import CalledPost, ending_of, make_post, result_rows, stored_game
from bot.service.shard_ownership import ShardOwnership
from bot.service.table import Event, Listener, Table, TournamentRules, acting_by_board
from bot.store import ConflictError, Fenced, Store

__all__ = ["MOVED_NOTE_SECONDS", "LiveTables"]

log = logging.getLogger(__name__)

MOVED_NOTE_SECONDS = 60  # an outage this long is worth a word on the table


class LiveTables:
    """The live tables, their clock, their deadlines and their commits; the computer's turns
    are thought out by ``computer`` (built, started and closed by the composition)."""

    def __init__(
        self,
        store: Store,
        *,
        computer: Thinker,
        clock: Callable[[], float] = time.time,
        rng_for: Callable[[int], random.Random] | None = None,
        computer_pause: float = COMPUTER_PAUSE,
        shards: Shards = ONE_PROCESS,
        holder: str | None = None,
        metrics: Metrics = OFF,
    ) -> None:
        self.store = store
        self.metrics = metrics
        # The servers of these shards are this process's: their games are loaded, timed and
        # played here.
        self.shards = shards
        self.ownership = ShardOwnership(
            store, shards, wall=lambda: self.clock(), holder=holder, gave_up=self._gave_up
        )
        self.clock = clock
        self._rng_for = rng_for or (lambda _game_id: secrets.SystemRandom())
        self.computer = computer
        self.computer_pause = computer_pause
        # The servers' settings and the members' choices: read and changed there.
        self.choices = Choices(store, lambda: self.clock())
        self._proposals = Proposals(lambda: self.clock())
        self._computer_turns = ComputerTurns(self)
        self._tables: dict[int, Table] = {}  # live
        self._ended: dict[int, Table] = {}  # over, with posts still owed
        self._owed: list[Post] = []  # found at load, for the adapter to deliver
        self.outbox = OwedPosts()  # every post owed, the tournaments' too
        self._moved_at: dict[int, float] = {}  # game: when its table was last posted again
        self._moving: set[int] = set()  # games whose table a member is posting again now
        self._rematching: dict[int, asyncio.Lock] = {}  # finished game: its rematch being made
        self._listeners: list[Listener] = []
        # The server tournaments' rules for their games (set by the tournament service).
        self.tournaments: TournamentRules | None = None
        self._closing = False
        self._busy = 0
        self._idle = asyncio.Event()
        self._idle.set()
        # Read when the metrics are scraped, from memory (see bot.service.outbox).
        metrics.live_tables.set_function(self._tables_in_play)
        metrics.outbox_backlog.set_function(self.outbox.__len__)
        metrics.outbox_oldest_seconds.set_function(lambda: self.outbox.oldest_age(self.clock()))

    # -- start-up ----------------------------------------------------------------------------

    async def load(self) -> list[str]:
        """Load every live challenge and game (and games whose posts are owed); returns the
        problems with rows left aside. The service starts paused since the bot was last
        known to be alive: :meth:`resume` once it can receive clicks. The shards' leases are
        taken first, so a process still running them can commit nothing this one doesn't
        read."""
        await self.ownership.take()
        rows, bad = await self.store.live_games(self.shards)
        problems = [str(exc) for exc in bad]
        for row in rows:
            try:
                game = stored_game(row, self._rng_for(row.id))
            except CorruptRecordError as exc:
                problems.append(f"game {row.id}: {exc}")
                continue
            table = Table(row, game)
            (self._tables if row.status.live else self._ended)[row.id] = table
        posts = await self.store.pending_posts(self.shards)
        for post in posts:
            owed_by = self._tables.get(post.game_id) or self._ended.get(post.game_id)
            if owed_by is not None:
                owed_by.owed += 1
                self._owed.append(post)
                self.outbox.owe([post], self.shards.of(owed_by.row.guild_id))
        for problem in problems:
            log.warning("left a stored game aside: %s", problem)
        await self.choices.load()
        await self.ownership.load_clocks()
        return problems

    def owed_posts(self) -> list[tuple[Table, Post]]:
        """Posts found owed at load, in order (handed out once)."""
        owed, self._owed = self._owed, []
        out = []
        for post in owed:
            table = self._tables.get(post.game_id) or self._ended.get(post.game_id)
            if table is not None:
                out.append((table, post))
        return out

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    async def _emit(self, event: Event | None) -> None:
        if event is not None:
            await tell(self._listeners, event, f"game {event.table.id}")

    # -- reading -----------------------------------------------------------------------------

    def get(self, game_id: int) -> Table | None:
        """A live table (committed state)."""
        return self._tables.get(game_id)

    def tables(self) -> list[Table]:
        return list(self._tables.values())

    def find(self, guild_id: int, channel_id: int | None, member_id: int) -> Table | None:
        """The member's game in play (in the channel, or in a thread of it made for the game, if
        given), newest first."""
        for table in sorted(self._tables.values(), key=lambda t: -t.id):
            if (
                table.row.guild_id == guild_id
                and (
                    channel_id is None
                    or channel_id in (table.row.channel_id, table.row.home_channel_id)
                )
                and member_id in table.players
                and table.status is GameStatus.ACTIVE
            ):
                return table
        return None

    async def finished(self, guild_id: int, game_id: int) -> Table:
        """A finished game of this server, read back from the store (its score sheet)."""
        row = await self.store.get_game(game_id)
        if row is None or row.guild_id != guild_id or row.status is not GameStatus.FINISHED:
            raise GameGone("refusal-no-finished-game", game=game_id)
        try:
            return Table(row, Game.from_json(row.state or "", self._rng_for(row.id)))
        except CorruptRecordError:
            log.warning("game %d: its stored record can't be read", game_id, exc_info=True)
            raise GameGone("refusal-record-unreadable", game=game_id) from None

    async def ended(self, game_id: int) -> Table | None:
        """A game that is over (finished or abandoned), as stored, for its table message to be
        drawn again; None if it is live, was never played or can't be read."""
        row = await self.store.get_game(game_id)
        if row is None or row.status.live or row.state is None or game_id in self._tables:
            return None
        try:
            return Table(row, Game.from_json(row.state, self._rng_for(row.id)))
        except CorruptRecordError:
            log.warning("game %d: its stored record can't be read", game_id, exc_info=True)
            return None

    def _forget_name(self, guild_id: int, member_id: int) -> None:
        """A member was forgotten: the tables held in memory (a game over whose posts are owed)
        no longer know their name."""
        for table in (*self._tables.values(), *self._ended.values()):
            if table.row.guild_id == guild_id and member_id in table.players:
                table.forget_name(member_id)

    async def game_row(self, game_id: int) -> GameRow | None:
        """A game as it stands: live from memory, otherwise as stored."""
        table = self._tables.get(game_id)
        return table.row if table is not None else await self.store.get_game(game_id)

    def in_channel(self, channel_id: int) -> list[Table]:
        """Live tables played in the channel, or made there and played in a thread of it."""
        return [
            t
            for t in self._tables.values()
            if channel_id in (t.row.channel_id, t.row.home_channel_id)
        ]

    def in_guild(self, guild_id: int) -> list[Table]:
        return [t for t in self._tables.values() if t.row.guild_id == guild_id]

    def member_tables(self, guild_id: int, member_id: int) -> list[Table]:
        """The member's live challenges and games in this server, oldest first."""
        return sorted(
            (t for t in self.in_guild(guild_id) if member_id in t.players), key=lambda t: t.id
        )

    def deadline(self, table: Table, board: int = 0) -> float | None:
        """The wall-clock moment the table's timer (of ``board``) runs out (None: no timer)."""
        timer = table.row.timer(board)
        return None if timer is None else self._clock(table).due(timer)

    def deadlines(self, table: Table) -> dict[int, float]:
        """Every timer of the table, by board, on the wall clock."""
        clock = self._clock(table)
        return {t.board: clock.due(t) for t in table.row.timers}

    def held(self, table: Table) -> bool:
        """The table's tournament is paused: no move, no deadline."""
        event = table.row.tournament_id
        return event is not None and self.tournaments is not None and self.tournaments.held(event)

    def check_player(self, table: Table, member_id: int) -> int:
        """The member's player at the table (NotYourGame if they don't play there)."""
        player = table.player_of(member_id)
        if player is None:
            raise NotYourGame("refusal-not-your-game")
        return player

    def _live(self, game_id: int) -> Table:
        table = self._tables.get(game_id)
        if table is None:
            raise GameGone("refusal-over")
        return table

    @contextlib.asynccontextmanager
    async def _operation(self) -> AsyncIterator[None]:
        """A change: refused once the service is closing, waited for by :meth:`close`."""
        if self._closing:
            raise ShuttingDown()
        self._busy += 1
        self._idle.clear()
        try:
            yield
        finally:
            self._busy -= 1
            if self._busy == 0:
                self._idle.set()

    # -- the bot's clock ---------------------------------------------------------------------

    def _clock(self, table: Table) -> BotClock:
        return self.ownership.clock_of(table.row.guild_id)

    def log_ids(self, table: Table) -> logs.Ids:
        """The ids of a log line about ``table`` (:mod:`bot.logs`)."""
        row = table.row
        shard = self.shards.of(row.guild_id)
        return logs.Ids(shard=shard, guild=row.guild_id, channel=row.channel_id, game=row.id)

    def runs(self, guild_id: int | None) -> bool:
        """Whether this process answers for the server now: one of its shards', not taken by
        another process since (a process that lost a shard stays silent there, so that the
        one holding it answers alone). Without a server (a DM, a group DM): shard 0's, where
        Discord sends them, and where their games are kept (``NO_SERVER``)."""
        return self.ownership.runs(guild_id)

    def fence(self, guild_id: int) -> Fence | None:
        """What this process's writes about the server carry (None before :meth:`load`)."""
        return self.ownership.fence(guild_id)

    def _gave_up(self, shard: int) -> None:
        """Another process took ``shard`` (its clock stopped: no timer or computer turn runs
        there now): the posts owed there are that process's to send."""
        self.outbox.drop_shards([shard])
        self.metrics.lease_losses.inc()

    def _tables_in_play(self) -> int:
        """The live tables of the shards this process still runs."""
        if not self.ownership.lost:
            return len(self._tables)
        return sum(self.runs(t.row.guild_id) for t in self._tables.values())

    @property
    def paused(self) -> bool:
        """No shard of this process can receive clicks."""
        return self.ownership.paused

    def is_paused(self, table: Table) -> bool:
        """The table's shard can't receive clicks: its clock is stopped."""
        return self._clock(table).paused

    def bot_time(self, guild_id: int) -> float:
        """Wall time minus the server's shard's downtime so far: what deadlines are in."""
        return self.ownership.clock_of(guild_id).now()

    def wall_time(self, guild_id: int, moment: float) -> float:
        """The wall-clock time of ``moment`` on the server's bot clock (as deadlines show)."""
        return moment + self.ownership.clock_of(guild_id).downtime

    def pause(self, shard: int | None = None) -> None:
        """The bot's ``shard`` (None: every shard) can't receive clicks from now on (its
        connection to Discord is lost)."""
        self.ownership.pause(shard)

    async def resume(self, shard: int | None = None) -> float:
        """The bot's ``shard`` (None: every shard) can receive clicks again: the time since its
        pause (or since it was last alive) no longer counts against anyone. Returns the
        longest of those gaps, in seconds."""
        gaps = await self.ownership.resume(shard, self.clock())
        for number, gap in gaps.items():
            if gap >= MOVED_NOTE_SECONDS:
                log.info("deadlines of shard %d moved by %.0f s of downtime", number, gap)
                clock = self.ownership.clocks[number]
                for table in self.tables():
                    if table.row.timers and self._clock(table) is clock:
                        table.moved_by = gap
                        await self._emit(Event(table))
        # The computer's turns wait while its table's shard is away.
        self._computer_turns.wake_all([t for t in self.tables() if not self.is_paused(t)])
        return max(gaps.values(), default=0.0)

    async def heartbeat(self) -> None:
        """The bot is alive and can receive clicks (call every few seconds): a heartbeat per
        connected shard."""
        if self._closing:
            return
        await self.ownership.heartbeats()

    async def shift_deadlines(self, game_id: int, seconds: float) -> None:
        """Move the game's deadlines ``seconds`` later (its tournament was paused that long):
        its table shows the new ones."""
        table = self._tables.get(game_id)
        if table is None or not table.row.timers:
            return
        async with self._operation():
            async with table.lock:
                timers = tuple(
                    replace(
                        t,
                        due_at=t.due_at + seconds,
                        remind_at=None if t.remind_at is None else t.remind_at + seconds,
                    )
                    for t in table.row.timers
                )
                event = await self._commit(table, table.game, timers=timers, new_version=False)
            await self._emit(event)

    # -- play --------------------------------------------------------------------------------

    def knock_options(
        self, game_id: int, member_id: int, version: ViewVersion, card: Card
    ) -> list[Arrangement]:
        """The arrangements the player may lay down knocking with ``card`` (read only)."""
        table = self._live(game_id)
        game = table.game
        if table.status is not GameStatus.ACTIVE or game is None:
            raise GameGone("refusal-not-in-play")
        player = self.check_player(table, member_id)
        if version != table.view_version(member_id):
            raise StaleView(table)
        if member_id not in table.acting:
            raise NotYourTurn("refusal-not-your-turn-yet")
        index = game.deal_of(player)
        assert index is not None
        options = game.deals[index].knock_options(card)
        if not options:
            raise TableError("refusal-knock-card", Hint.OPEN_HAND, card=card)
        return options

    async def act(
        self, game_id: int, member_id: int, version: ViewVersion, action: Action
    ) -> Table:
        """Apply a player's action if it comes from the current view, is legal, and comes
        before the player's time ran out."""
        return await self._in_play(
            game_id, member_id, lambda table, player: self._apply(table, player, version, action)
        )

    async def resign(self, game_id: int, member_id: int) -> Table:
        return await self._in_play(game_id, member_id, self._resign)

    async def _in_play(
        self, game_id: int, member_id: int, change: Callable[[Table, int], Awaitable[Event]]
    ) -> Table:
        """``change(table, player)`` for one of the players of a game in play, under the
        table's lock; but if a deadline passed first, what it decides is done and TimeRanOut
        raised."""
        async with self._operation():
            table = self._live(game_id)
            async with table.lock:
                if table.status is not GameStatus.ACTIVE or table.game is None:
                    raise GameGone("refusal-not-in-play")
                player = self.check_player(table, member_id)
                if self.held(table):
                    raise TableError("refusal-tournament-paused-game")
                ran_out = self._clock(table).overdue(table)
                if ran_out is not None:
                    event = await self._run_out(table, ran_out)
                else:
                    event = replace(await change(table, player), actor=member_id)
            await self._emit(event)
            if ran_out is not None:
                raise TimeRanOut.at(table, member_id)
            return table

    async def _apply(
        self, table: Table, player: int, version: ViewVersion, action: Action
    ) -> Event:
        assert table.game is not None
        member_id = table.players[player]
        if version != table.view_version(member_id):
            raise StaleView(table)
        if table.game.deal_of(player) is None:
            raise NotYourTurn("refusal-sit-out", Hint.OPEN_HAND)
        if member_id not in table.acting:
            raise NotYourTurn("refusal-not-your-turn")
        game = table.game.copy()
        index = game.deal_of(player)
        assert index is not None
        try:
            deal_outcome = game.apply(action, player)
        except IllegalActionError as exc:
            raise TableError("refusal-illegal-action", Hint.OPEN_HAND, reason=exc) from None
        deals, posts = [], []
        if deal_outcome is not None:
            deals.append(next(r for r in reversed(game.history) if r.number == index + 1))
            posts.append(CalledPost(PostKind.SHOWDOWN, index + 1))
        if game.is_over:
            posts.append(CalledPost(PostKind.RESULT, len(game.deals)))
        timers = self._clock(table).turn_timers(table, game)
        event = await self._commit(table, game, deals=deals, posts=posts, timers=timers)
        self.metrics.moves.inc()
        return event

    async def forfeit(self, game_id: int, member_id: int) -> None:
        """The member forfeits their game, whatever its state (an admin took them out of its
        tournament, paused or not)."""
        table = self._tables.get(game_id)
        if table is None:
            return
        async with self._operation():
            async with table.lock:
                player = table.player_of(member_id)
                if table.status is not GameStatus.ACTIVE or table.game is None or player is None:
                    return
                event = await self._resign(table, player)
            await self._emit(event)

    async def refresh(self, table: Table) -> None:
        """Draw the table again as it is (what it shows around it changed: its tournament was
        paused, say)."""
        await self._emit(Event(table))

    async def _resign(self, table: Table, player: int) -> Event:
        assert table.game is not None
        game = table.game.copy()
        game.resign(player, "resigned")
        return await self._commit(table, game, posts=[CalledPost(PostKind.RESULT, len(game.deals))])

    # -- posts -------------------------------------------------------------------------------

    def post_is_current(self, table: Table, post: Post) -> bool:
        """False for a reminder whose turn was already played (drop it)."""
        if post.kind is not PostKind.REMINDER:
            return True
        return table.status is GameStatus.ACTIVE and table.version == post.version

    async def posted(self, table: Table, post: Post) -> None:
        """``post`` went out (or was dropped): it is no longer owed."""
        # Settled first: whether or not the store forgets it now, this run won't send it again.
        self.outbox.settle(post)
        await self.store.delete_post(post)
        table.owed = max(0, table.owed - 1)
        if table.owed == 0 and not table.status.live:
            self._ended.pop(table.id, None)

    async def pings_up(self) -> list[Ping]:
        return await self.store.pings(self.shards)

    async def ping_posted(self, ping: Ping) -> None:
        await self.store.add_ping(ping)

    async def ping_deleted(self, ping: Ping) -> None:
        await self.store.delete_ping(ping)

    # -- timers ------------------------------------------------------------------------------

    async def tick(self) -> None:
        """Handle every deadline that has passed: expired challenges, reminders, timeouts,
        lapsed proposals to abandon. Nothing runs on a shard while its clock is paused."""
        if self.paused or self._closing:
            return
        for game_id in self._proposals.lapse():
            lapsed_at = self._tables.get(game_id)
            if lapsed_at is not None:
                await self._emit(Event(lapsed_at))
        for table in list(self._tables.values()):
            clock = self._clock(table)
            if clock.paused or self.held(table):
                continue
            now = clock.now()
            with logs.about(self.log_ids(table)):
                for timer in table.row.timers:
                    try:
                        if now >= timer.due_at:
                            await self._timer_ran_out(table, timer)
                        elif timer.remind_at is not None and now >= timer.remind_at:
                            await self._remind(table, timer)
                    except TableError:
                        continue  # answered meanwhile
                    except Exception:
                        log.exception("timer failed for game %s", table.id)

    async def _timer_ran_out(self, table: Table, timer: Timer) -> None:
        async with self._operation():
            async with table.lock:
                if timer not in table.row.timers or self._clock(table).overdue(table) is None:
                    return  # answered meanwhile
                event = await self._run_out(table, timer)
            await self._emit(event)

    async def _run_out(self, table: Table, timer: Timer) -> Event:
        """Do what a deadline decides (the caller holds the lock): a challenge expires; the
        player to act in the timer's deal forfeits."""
        if timer.kind is TimerKind.CHALLENGE:
            return await self._commit(table, None, status=GameStatus.EXPIRED)
        assert table.game is not None
        late = acting_by_board(table.game)[timer.board][1]
        game = table.game.copy()
        game.resign(late, "timeout")
        return await self._commit(table, game, posts=[CalledPost(PostKind.RESULT, len(game.deals))])

    async def _remind(self, table: Table, timer: Timer) -> None:
        async with self._operation():
            async with table.lock:
                if timer not in table.row.timers or timer.remind_at is None or table.game is None:
                    return
                acting = acting_by_board(table.game).get(timer.board)
                if acting is None:
                    return
                index, player = acting
                timers = tuple(t.reminded() if t == timer else t for t in table.row.timers)
                posts = [
                    CalledPost(PostKind.REMINDER, index + 1, table.players[player], timer.board)
                ]
                # No new version: the players' controls stay current.
                event = await self._commit(
                    table, table.game, posts=posts, timers=timers, new_version=False
                )
            await self._emit(event)

    # -- committing --------------------------------------------------------------------------

    async def _commit(
        self,
        table: Table,
        game: Game | None,
        *,
        status: GameStatus | None = None,
        deals: Sequence[HandResult] = (),
        posts: Sequence[CalledPost] = (),
        timers: tuple[Timer, ...] | None = None,
        new_version: bool = True,
        drop_posts: bool = False,
        accepted: Sequence[int] = (),
        end_reason: str | None = None,
    ) -> Event:
        """Store the new state (as the next version, unless ``new_version`` is off), then make
        it the table's; on failure nothing changes and SaveFailed is raised. The caller holds
        the table's lock. ``posts``: what the commit calls for, owed once it is stored."""
        row = table.row
        status = status or row.status
        results: list[ResultRow] = []
        if game is not None and game.is_over and status is GameStatus.ACTIVE:
            status = GameStatus.FINISHED
            results = result_rows(row.players, game)
        version = row.version + 1 if new_version else row.version
        new = replace(
            row,
            status=status,
            state=game.to_json() if game is not None else row.state,
            version=version,
            timers=(row.timers if timers is None else timers) if status.live else (),
            updated_at=self.clock(),
            accepted=tuple(
                a or m in accepted for a, m in zip(row.accepted, row.players, strict=True)
            ),
            end_reason=end_reason or row.end_reason,
        )
        made = tuple(make_post(row.id, version, post, saved_at=new.updated_at) for post in posts)
        match = None
        if row.tournament_id is not None and not status.live and self.tournaments is not None:
            match = self.tournaments.match_end(new, game, results)
        started = time.perf_counter()
        try:
            await self.store.save(
                new,
                expected_version=row.version,
                fence=self.fence(row.guild_id),
                deals=deals,
                results=results,
                posts=made,
                drop_posts=drop_posts,
                timers_before=row.timers,
                accepted=accepted,
                match=match,
            )
        except Fenced as exc:
            self.ownership.lose(exc.shards)
            raise SaveFailed("refusal-save-fenced") from exc
        except Exception as exc:
            if isinstance(exc, ConflictError):
                self.metrics.version_conflicts.inc()
            log.error("could not save game %s: %s", row.id, exc)
            raise SaveFailed("refusal-save-failed") from exc
        finally:
            self.metrics.commit_seconds.observe(time.perf_counter() - started)
        table.row, table.game, table.moved_by = new, game, 0.0
        table.owed = 0 if drop_posts else table.owed + len(made)
        if drop_posts:
            self.outbox.drop_game(row.id)
        self.outbox.owe(made, self.shards.of(row.guild_id))
        if not status.live:
            self._tables.pop(row.id, None)
            if table.owed:
                self._ended[row.id] = table
            if row.status.live:
                self.metrics.games_finished.labels(ending_of(status, game)).inc()
        self._computer_turns.wake(table)
        return Event(table, made, match=match)

    # -- stopping ----------------------------------------------------------------------------

    async def close(self, timeout: float = 10.0) -> bool:
        """Take no more changes; wait (at most ``timeout``) for those under way to commit.
        Returns whether they all did. A last heartbeat marks when clicks stopped counting.
        (The computer's thinker is its builder's to close.)"""
        self._closing = True
        self._computer_turns.stop()
        try:
            await asyncio.wait_for(self._idle.wait(), timeout)
        except TimeoutError:
            log.warning("%d change(s) still saving after %.0f s", self._busy, timeout)
            return False
        with contextlib.suppress(Exception):
            await self.ownership.heartbeats()
            await self.ownership.release()
        return True
