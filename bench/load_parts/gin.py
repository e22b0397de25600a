"""One gin run (:class:`GinLoad`): the fake, the bot (in its own processes or this one), the
servers, the games set up by challenges, the members who play them, and its checks."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import json
import os
import random
import re
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from typing import Any

from acked_moves import AckedMove
from common.procs import descendants_cpu, tree_cpu_seconds
from load_bot import ComputerProbe, ProbedGinBot
from prometheus_client import CollectorRegistry

from bot.config import Config
from bot.discord.controls import ControlKey
from bot.discord.render.pictures import show_picture, table_scene
from bot.discord.render.table import table_message
from bot.engine import Game
from bot.engine.computer import Level
from bot.metrics import Metrics
from bot.model import shard_of
from bot.model.computer import computer_id
from bot.pictures import drawing as pictures
from bot.service import Table
from bot.store.factory import open_store
from bot.words import words
from load_parts.fake import (
    RestCount,
    WatchedFake,
    accept_of,
    answered,
    components_of,
    description,
    edited_after_defer,
    is_move,
    table_shows,
    version_of,
)
from load_parts.process import BotProcess, ProcStats
from load_parts.record import (
    Choice,
    GameRun,
    Layout,
    Outage,
    Recorder,
    RecordPruner,
    choose,
    move_notation,
)
from load_parts.settings import (
    ANSWER_TIMEOUT,
    COMPUTER_SETTLE,
    CUT_RETRY,
    DEFERRED_UPDATE,
    DISCORD_GLOBAL_LIMIT,
    GUILD_ORDINAL,
    HAND_GRACE,
    HAND_TRIES,
    KILL_TARGET,
    LOCALES,
    QUIET_CPU,
    SETUP_CONCURRENCY,
    SHARD_BITS,
    STALE_NOTES,
    TICK_SECONDS,
)
from tests.support.fakediscord import (
    FakeChannel,
    FakeGuild,
    FakeInteraction,
    FakeMessage,
    FakeUser,
    UserActionError,
    start_bot,
    stop_bot,
)
from tests.support.store_reads import deals_of
from tests.support.tokens import bot_token


class GinLoad:
    """One gin run: a fake, a bot (in ``layout.processes`` processes), ``--games`` human games
    and ``computer_games`` games of a member against the computer, set up, played and checked.
    ``database``: the PostgreSQL database's URL (``layout.store`` postgres), whose server's
    postmaster is ``db_server`` (its CPU measured over the play)."""

    def __init__(
        self,
        args: argparse.Namespace,
        workdir: Path,
        computer_games: int = 0,
        profile: bool = True,
        layout: Layout = Layout(),
        database: str | None = None,
        db_server: int | None = None,
    ) -> None:
        self.args = args
        self.layout = layout
        self.games = layout.games or args.games
        self.computer_games = computer_games
        workdir.mkdir(parents=True, exist_ok=True)
        self.db_path = workdir / "gin.sqlite3"
        self.database: Path | str = database if database is not None else self.db_path
        self.db_server = db_server
        self.db_cpu: float | None = None  # the database server's, over the play phase
        self._db_cpu_start: float | None = None
        self.rest = RestCount()  # over the play phase, until the fake fell quiet
        self.rec = Recorder()  # the human games' members
        self.crec = Recorder()  # the members playing the computer
        self.runs: dict[int, GameRun] = {}  # human games
        self.cruns: dict[int, GameRun] = {}  # games against the computer
        self.stopping = False
        self.humans_done = False  # the human games are over: so are the computer games
        self.fake = WatchedFake()
        self.bot: ProbedGinBot | None = None  # --same-process
        self.probe: ComputerProbe | None = None  # --same-process: the bot's, here
        self.children: list[BotProcess] = []  # the bot's own processes, one per cluster
        self.servers: list[FakeGuild] = []  # where the games are: one per shard
        self.profile_path: Path | None = None
        if profile and args.profile is not None and not args.same_process:
            self.profile_path = Path(args.profile or workdir / "bot.prof").resolve()
        self.setup_seconds = 0.0
        self.play_seconds = 0.0
        self.human_seconds = 0.0  # until the last human game's members stopped
        self.play_started = 0.0  # perf_counter
        self.loadavg: list[float] = []  # the machine's 1-minute load average: play start, end
        self.bench = ProcStats("bench process" if not args.same_process else "the one process")
        self.bot_stats: ProcStats | None = None  # the first process's
        self.all_bot_stats: list[ProcStats] = []  # each process's
        self.worker_cpu: float | None = None  # the bot's child processes, over the play phase
        self.workers_cpu: list[float] = []  # of each bot process
        self._worker_cpu_start: dict[int, dict[int, float]] = {}  # bot pid -> its children's
        self._probe_since = 0.0
        self.cancelled_members = 0
        self.computers_moving = 0  # computer games whose turn had not ended when the bot closed
        self.play_channel_edits = 0  # the table publisher's edits over the play phase
        self.pruner = RecordPruner(self.fake)
        # --kill-one: the processes killed, the outages, interactions in flight by (cluster,
        # kind), and the members' wait for answers cut short when their process is down.
        self.killed: list[BotProcess] = []
        self.outages: list[Outage] = []
        self.in_flight: Counter[tuple[int, str]] = Counter()
        self._halt: Callable[[], None] | None = None

    @property
    def child(self) -> BotProcess | None:
        """The bot's (first) process; None with --same-process."""
        return self.children[0] if self.children else None

    @property
    def store_name(self) -> str:
        return "PostgreSQL" if self.layout.store == "postgres" else "SQLite"

    def all_runs(self) -> list[GameRun]:
        return [*self.runs.values(), *self.cruns.values()]

    def computer_report(self) -> dict[str, Any]:
        """The bot's :class:`ComputerProbe` report (moves committed, thinks)."""
        if self.probe is not None:
            return self.probe.report(self._probe_since)
        return bot_report(self).get("computer") or {}

    def recorder(self, run: GameRun) -> Recorder:
        return self.crec if run.computer is not None else self.rec

    def cluster_of(self, guild_id: int | None) -> int:
        """The bot process (cluster) that runs the shard of the server ``guild_id``: cluster
        ``I`` of ``K`` runs shards ``I, I+K, ...``."""
        shard = shard_of(guild_id or 0, self.layout.shards) if self.layout.shards > 1 else 0
        return shard % self.layout.processes

    def cluster_sessions(self, cluster: int) -> frozenset[int]:
        """The fake's gateway sessions (``id()`` of each) of the shards ``cluster`` runs."""
        processes = self.layout.processes
        return frozenset(
            id(session)
            for session in self.fake.sessions
            if session.shard_id % processes == cluster and not session.invalidated
        )

    def cut_off(self, it: FakeInteraction) -> bool:
        """--kill-one: whether ``it`` can get no answer as it went only to a bot process that
        was killed (in flight then, or sent while it was down: the fake keeps it for a session
        that will never resume, and Discord's user sees "This interaction failed"). What also
        went to the restarted process's session is answered by it, if late."""
        if not self.outages:
            return False
        if not it.delivered:
            return True
        dead = frozenset().union(*(outage.sessions for outage in self.outages))
        return all(id(session) in dead for session in it.sessions)

    def halt(self) -> None:
        """End the play now (as its time limit does)."""
        if self._halt is not None:
            self._halt()

    def halted(self, run: GameRun) -> bool:
        """Whether a member of ``run`` stops: the time limit, its game over or capped, or (a
        game against the computer) the human games are over."""
        return self.stopping or run.done or (run.computer is not None and self.humans_done)

    # set-up

    async def start(self) -> None:
        await self.fake.start()
        if self.args.discord_limits:
            self.fake.global_limit = DISCORD_GLOBAL_LIMIT
        shards = self.layout.shards
        if shards > 1:  # a server on each shard: (k * shards + n) << 22 is on shard n
            self.servers = [
                await self.fake.add_guild(
                    f"Load {n}", guild_id=(GUILD_ORDINAL * shards + n) << SHARD_BITS
                )
                for n in range(shards)
            ]
        else:
            self.servers = [self.fake.guild]
        if self.args.locales:
            for n, server in enumerate(self.servers):
                server.preferred_locale = LOCALES[(n + 2) % len(LOCALES)]
        seed = self.args.seed
        metrics = self.layout.metrics
        if metrics is None:
            metrics = self.args.metrics == "on"
        if self.args.same_process:
            pause = self.args.computer_pause
            # The probes as in the bot's own process (ProbedGinBot installs them at set-up).
            self.bot = ProbedGinBot(
                Config(token=bot_token(self.fake.bot_user.id), database=self.db_path),
                rng_for=lambda game_id: random.Random(f"{seed}:{game_id}"),
                tick_seconds=TICK_SECONDS,
                metrics=Metrics(CollectorRegistry() if metrics else None),
                **({} if pause is None else {"computer_pause": pause}),
            )
            await start_bot(self.bot, self.fake, timeout=30.0)
            self.probe = self.bot.probe
        else:
            clusters = self.layout.processes
            self.children = [
                BotProcess(
                    "gin",
                    self.fake,
                    database=self.database,
                    seed=seed,
                    profile=self.profile_path if index == 0 else None,
                    computer_pause=self.args.computer_pause,
                    cluster=(shards, index, clusters) if shards > 1 else None,
                    metrics=metrics,
                )
                for index in range(clusters)
            ]
            # All started (or failed) before any failure is raised: each is stopped in a finally
            # (stop_bot), whatever the others did.
            started = await asyncio.gather(
                *(child.start() for child in self.children), return_exceptions=True
            )
            for failure in started:
                if isinstance(failure, BaseException):
                    raise failure
            if self.args.layouts:  # the workers' start-up is no part of any layout's play
                await self.wait_until_quiet()
        if not self.args.keep_records:
            self.pruner.start()

    async def interact(
        self,
        start: Awaitable[FakeInteraction],
        kind: str,
        action: str,
        rec: Recorder | None = None,
    ) -> FakeInteraction:
        it = await start
        key = (self.cluster_of(it.channel.guild_id), kind)
        self.in_flight[key] += 1
        try:
            await answered(it, gone=(lambda: self.cut_off(it)) if self.args.kill_one else None)
        finally:
            self.in_flight[key] -= 1
        (rec or self.rec).record(it, kind, action, cut=self.cut_off(it))
        return it

    def sizes(self) -> list[int]:
        """Players per game for ``--games`` games, by the ``--mix`` weights (2, 3, 4 players),
        interleaved so that every size runs all along."""
        weights = [int(w) for w in self.args.mix.split(",")]
        total = sum(weights)
        sizes = []
        for i in range(self.games):
            slot, acc = i % total, 0
            for size, weight in zip((2, 3, 4), weights, strict=True):
                acc += weight
                if slot < acc:
                    sizes.append(size)
                    break
        return sizes

    async def setup_games(self) -> None:
        started = time.perf_counter()
        for server in self.servers if not self.args.pictures else ():
            # As an admin would: the server's setting.
            it = await self.fake.slash(
                self.fake.owner,
                "gin-admin settings",
                {"pictures": False},
                channel=server.channel_named("gin"),
            )
            if not await answered(it) or "pictures on → off" not in (
                it.original.text if it.original else ""
            ):
                raise RuntimeError(f"could not turn pictures off: {it.errors}")
        sizes = self.sizes()
        # Game i is in server i % servers (every shard gets its share of each size), its
        # members and channel with it.
        server_of = [self.servers[i % len(self.servers)] for i in range(self.games)]
        members: list[FakeUser] = []
        for i, size in enumerate(sizes):
            for _ in range(size):
                name = f"p{len(members):04d}"
                member = await self.fake.add_member(name, guild=server_of[i])
                if self.args.locales:
                    member.locale = LOCALES[len(members) % len(LOCALES)]
                members.append(member)
        channels = [
            await self.fake.add_channel(f"gin-{i:04d}", guild=server_of[i])
            for i in range(self.games)
        ]
        gate = asyncio.Semaphore(SETUP_CONCURRENCY)
        firsts = [sum(sizes[:i]) for i in range(len(sizes))]

        async def one(i: int) -> None:
            seated = tuple(members[firsts[i] : firsts[i] + sizes[i]])
            options: dict[str, Any] = {"opponent": seated[1]}
            if self.args.kill_one:  # no game ends while the run lasts: a steady load
                options["target"] = KILL_TARGET
            if sizes[i] == 3:
                options["opponent2"] = seated[2]
            elif sizes[i] == 4:  # partners across: seats 0 and 2
                options.update(partner=seated[2], opponent2=seated[3])
            async with gate:
                table = await self.challenge(seated[0], options, channels[i])
                for user in seated[1:]:  # each acceptance redraws the buttons
                    accept = await self.accept(user, table)
                game_id = int(accept.split(":")[1])
                run = GameRun(game_id, channels[i], table, seated)
                self.runs[game_id] = run
                self.fake.watchers[table.id] = run.wake

        await asyncio.gather(*(one(i) for i in range(self.games)))
        await self.setup_computer_games()
        self.setup_seconds = time.perf_counter() - started

    async def challenge(
        self, challenger: FakeUser, options: dict[str, Any], channel: FakeChannel
    ) -> FakeMessage:
        """``/gin challenge``, as a member would: its answer is the challenge posted; answered
        late (a deferral) or not at all (recorded unanswered), the challenge posted to the
        channel all the same; if none shows up, the member asks again (at most 3 times)."""
        for _ in range(3):
            start = self.fake.slash(challenger, "gin challenge", options, channel=channel)
            it = await self.interact(start, "setup", "challenge")
            table = it.original
            if it.callback is not None and it.callback.type == 4 and table is not None:
                return table
            end = time.perf_counter() + ANSWER_TIMEOUT
            while time.perf_counter() < end:
                posted = self.fake.last_message(channel)
                if posted is not None and posted.public and accept_of(posted) is not None:
                    return posted
                await asyncio.sleep(0.1)
        raise RuntimeError(f"no challenge in {channel.name} after 3 tries: {it.errors}")

    async def accept(self, user: FakeUser, table: FakeMessage) -> str:
        """Accept the challenge, as a member would: unanswered (recorded), the click counts if
        the challenge's message then changes; if it does not, the member clicks again (at most
        3 times). The accept button's custom id clicked."""
        for _ in range(3):
            accept = accept_of(table)
            if accept is None:
                raise RuntimeError(f"no Accept on the challenge for {user.username}")
            it = await self.interact(self.fake.click(user, table, accept), "setup", "accept")
            if it.callback is not None and it.callback.type in (7, DEFERRED_UPDATE):
                if it.callback.type == DEFERRED_UPDATE:
                    await edited_after_defer(it)
                return accept
            end = time.perf_counter() + ANSWER_TIMEOUT
            while time.perf_counter() < end and accept_of(table) == accept:
                await asyncio.sleep(0.1)
            if accept_of(table) != accept:
                return accept  # taken, though its answer never came
        raise RuntimeError(f"{user.username}'s accept was not taken after 3 tries: {it.errors}")

    async def setup_computer_games(self) -> None:
        """``/gin practice level:<level>``, each member in a channel of its own; the game starts
        at once (the computer may move first, in the set-up)."""
        level = self.args.computer_level
        seat = computer_id(Level(level))
        n = self.computer_games
        server_of = [self.servers[i % len(self.servers)] for i in range(n)]
        members = [await self.fake.add_member(f"c{i:04d}", guild=server_of[i]) for i in range(n)]
        if self.args.locales:
            for i, member in enumerate(members):
                member.locale = LOCALES[i % len(LOCALES)]
        channels = [
            await self.fake.add_channel(f"computer-{i:04d}", guild=server_of[i]) for i in range(n)
        ]
        gate = asyncio.Semaphore(SETUP_CONCURRENCY)

        async def one(i: int) -> None:
            async with gate:
                practice = self.fake.slash(
                    members[i], "gin practice", {"level": level}, channel=channels[i]
                )
                it = await self.interact(practice, "setup", "practice", self.crec)
                table = it.original if it.callback is not None and it.callback.type == 4 else None
                if table is None:  # answered late: the table is posted in the channel
                    await edited_after_defer(it)
                    table = self.fake.last_message(channels[i])
                ids = [] if table is None else [c for c in table.custom_ids() if c[:4] == "gin:"]
                if table is None or not table.public or not ids:
                    raise RuntimeError(f"practice {i} started no game: {it.errors}")
                game_id = int(ids[0].split(":")[1])
                run = GameRun(game_id, channels[i], table, (members[i],), computer=seat)
                self.cruns[game_id] = run
                self.fake.watchers[table.id] = run.wake

        await asyncio.gather(*(one(i) for i in range(n)))

    # play

    async def think(self, rng: random.Random) -> None:
        if self.args.think > 0:
            await asyncio.sleep(rng.uniform(0, 2 * self.args.think))

    async def wait_turn(self, run: GameRun, user: FakeUser, since: int) -> bool:
        """Wait until the public table names ``user`` as one to act, in an edit newer than the
        ``since``-th (the member's hand, drawn after it, offered no move: an older table is
        stale). False when the game is over (the table has no controls left) or the run stops."""
        while not self.halted(run):
            version, acting = table_shows(run.table)
            if version is None:
                run.done = run.finished = True
                return False
            if user.id in acting and self.fake.edits[run.table.id] > since:
                return True
            run.wake.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(0.25):
                    await run.wake.wait()
        return False

    async def wait_hand(self, run: GameRun, hand: FakeMessage, user: FakeUser, since: int) -> str:
        """A game against the computer: wait for the bot to edit the member's hand after the
        computer's moves, as a member would. "moves": the hand offers a move; "over": the game
        ended; "refresh": the table has named the member (in an edit newer than the
        ``since``-th) for HAND_GRACE seconds and the hand still offers nothing; "stop"."""
        named_at: float | None = None
        while not self.halted(run):
            if choose(hand) is not None:
                return "moves"
            version, acting = table_shows(run.table)
            if version is None or not components_of(hand):
                run.done = run.finished = True
                return "over"
            if user.id in acting and self.fake.edits[run.table.id] > since:
                named_at = named_at or time.perf_counter()
                if time.perf_counter() - named_at > HAND_GRACE:
                    return "refresh"
            run.wake.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(0.25):
                    await run.wake.wait()
        return "stop"

    async def play(self, run: GameRun, seat: int) -> None:
        user = run.players[seat]
        rec = self.recorder(run)
        rng = random.Random(f"{self.args.seed}:think:{run.game_id}:{seat}")
        hand: FakeMessage | None = None
        for _ in range(HAND_TRIES):  # unanswered (recorded), the member clicks again, as one would
            await self.think(rng)
            if self.halted(run):
                return
            show = next((c for c in run.table.custom_ids() if c.endswith(":hand")), None)
            if show is None:  # the game is over (or not in play): no hand to show
                return
            seen = self.fake.edits[run.table.id]  # the table as it was when this hand was drawn
            it = await self.interact(self.fake.click(user, run.table, show), "view", "hand", rec)
            if it.callback is not None and it.callback.type == 4 and it.original is not None:
                hand = it.original
                break
        if hand is None:
            rec.anomalies[f"could not open a hand in {HAND_TRIES} tries"] += 1
            return
        if run.computer is not None:  # the bot edits this hand unasked: watch it too
            run.hand = hand
            self.fake.watchers[hand.id] = run.wake
        must_refresh = False
        failures = 0
        while not self.halted(run) and failures < 3:
            choice = None if must_refresh else choose(hand)
            if choice is None and run.computer is not None and not must_refresh:
                waited = await self.wait_hand(run, hand, user, seen)
                if waited == "moves":
                    continue
                if waited != "refresh":
                    break
                run.hand_fallbacks += 1
                must_refresh = True
            if choice is None:
                if not components_of(hand):  # the game is over: no controls left
                    run.done = run.finished = True
                    break
                if not must_refresh and not await self.wait_turn(run, user, seen):
                    break
                refresh = next((c for c in hand.custom_ids() if c.endswith(":refresh")), None)
                if refresh is None:
                    rec.anomalies["hand without a Refresh button"] += 1
                    break
                choice = Choice(refresh, "refresh", None)
            await self.think(rng)
            if self.halted(run):
                break
            sent_version = version_of(hand)
            seen = self.fake.edits[run.table.id]
            move = is_move(choice.action)
            kind = "move" if move else "view"
            try:
                if choice.values is None:
                    start = self.fake.click(user, hand, choice.custom_id)
                else:
                    start = self.fake.select(user, hand, choice.custom_id, choice.values)
                it = await self.interact(start, kind, choice.action, rec)
            except UserActionError as exc:
                what = re.sub(r"\d+", "#", str(exc))[:90]
                rec.anomalies[f"member could not act: {type(exc).__name__}: {what}"] += 1
                break
            cb = it.callback
            shown = it.original
            if cb is not None and self.args.kill_one:
                run.answered_at.append(time.perf_counter())
            if cb is not None and cb.type == DEFERRED_UPDATE:
                # Acknowledged in time (the latency recorded), then the hand edited, or a note.
                rec.deferred[f"{kind} {choice.action}"] += 1
                shown = await edited_after_defer(it)
                if shown is None:
                    where = rec.cut if self.cut_off(it) else rec.lost
                    where[f"{kind} {choice.action}, after deferring"] += 1
                    cb = None
            if cb is None and self.cut_off(it):
                # Its bot process was killed (or is down): as a member told "This interaction
                # failed", it waits a moment and goes on from a Refresh once the bot is back. A
                # move the killed process had may have been committed: nobody knows.
                if move and it.live:
                    run.unknown_moves += 1
                must_refresh = True
                await asyncio.sleep(CUT_RETRY)
                continue
            if cb is None:
                failures += 1
                if move:
                    run.unknown_moves += 1
                must_refresh = True
                continue
            failures = 0
            if shown is hand:  # the hand was edited in place
                must_refresh = False
                run.own_hand_edits += 1
                said = description(hand)
                stale = any(note in said for note in STALE_NOTES)
                if stale:
                    rec.refusals["stale view note"] += 1
                if move and not stale:
                    run.acked_moves += 1
                    if self.args.kill_one:
                        version = choice.custom_id.split(":")[2]  # gin:<game>:<version>:...
                        notation = move_notation(choice.action, choice.values)
                        run.acked.append(
                            AckedMove(run.game_id, version, notation, time.perf_counter())
                        )
                    new_version = version_of(hand)
                    if new_version is not None and new_version == sent_version:
                        rec.anomalies[
                            f"version {sent_version} -> {new_version} after {choice.action}: "
                            f"{description(hand)[:60]!r}"
                        ] += 1
                    if run.computer is None and run.acked_moves >= self.args.moves:
                        run.done = True
            else:  # a private note instead of the hand: a refusal; resync from the table
                note = shown.content if shown is not None else f"type {cb.type}"
                rec.refusals[f"{choice.action}: {note[:70]}"] += 1
                if choice.action == "refresh":
                    break  # the game is gone
                must_refresh = True
        run.wake.set()  # let the other member see `done`

    @property
    def bot_pids(self) -> list[int]:
        """The processes the bot runs in (``--same-process``: this one)."""
        if not self.children:
            return [os.getpid()]
        return [child.pid for child in self.children if child.pid is not None]

    async def play_all(
        self, scenario: Callable[[], Coroutine[Any, Any, None]] | None = None
    ) -> None:
        """Play every game until the time limit (or ``halt``); ``scenario``: run beside the
        members from the play's start (--kill-one: the kill and the restart), the play ended
        when it ends."""

        def members_of(runs: dict[int, GameRun]) -> list[asyncio.Task[None]]:
            return [
                asyncio.create_task(self.play(run, seat))
                for run in runs.values()
                for seat in range(len(run.players))
            ]

        humans, computers = members_of(self.runs), members_of(self.cruns)
        for child in self.children:
            await child.play()
        if self.probe is not None:
            self._probe_since = time.perf_counter()
        self._worker_cpu_start = {pid: descendants_cpu(pid) for pid in self.bot_pids}
        if self.db_server is not None:
            self._db_cpu_start = tree_cpu_seconds(self.db_server)
        self.loadavg.append(os.getloadavg()[0])
        edits_before = self.fake.channel_edits
        rest_before = dataclasses.replace(self.fake.rest)
        self.fake.reset_peak()
        started = self.play_started = time.perf_counter()
        # In its own process the bot's collector is its own; the bench's would only add its
        # pauses to the stamps (it frees next to nothing: the note printed says how much).
        self.bench.begin(gc_off=not self.args.same_process)

        def wake_all() -> None:
            for run in self.all_runs():
                run.wake.set()

        def stop() -> None:
            self.stopping = True
            wake_all()

        timer = asyncio.get_running_loop().call_later(self.args.seconds, stop)
        self._halt = stop
        plot: asyncio.Task[None] | None = None
        if scenario is not None:
            plot = asyncio.create_task(scenario())
        if plot is not None:
            plot.add_done_callback(lambda _: stop())  # done or failed: the play ends
        end = started + self.args.seconds + ANSWER_TIMEOUT + 5
        pending: set[asyncio.Task[None]] = set()
        try:
            if humans:
                _, pending = await asyncio.wait(humans, timeout=end - time.perf_counter())
            self.human_seconds = time.perf_counter() - started
            # The games against the computer run beside the human games, and stop with them.
            self.humans_done = True
            wake_all()
            if computers:
                _, late = await asyncio.wait(
                    computers, timeout=max(end - time.perf_counter(), ANSWER_TIMEOUT + 5)
                )
                pending |= late
            timer.cancel()
            for task in pending:
                task.cancel()
            self.cancelled_members = len(pending)
            await asyncio.gather(*pending, return_exceptions=True)
            if plot is not None:
                await plot  # its failure is the run's
        finally:
            if plot is not None and not plot.done():
                plot.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await plot
            timer.cancel()
            self.play_seconds = time.perf_counter() - started
            self.bench.end()
            self.loadavg.append(os.getloadavg()[0])
        for task in humans + computers:
            if not task.cancelled() and task.exception() is not None:
                exc = task.exception()
                self.rec.anomalies[f"member crashed: {exc!r}"[:100]] += 1
        windows = [child.window() for child in self.children]
        if self.db_server is not None:
            now_db = tree_cpu_seconds(self.db_server)
            if now_db is not None and self._db_cpu_start is not None:
                self.db_cpu = now_db - self._db_cpu_start
        self.play_channel_edits = self.fake.channel_edits - edits_before
        self.workers_cpu = []
        for pid, before in self._worker_cpu_start.items():
            now = descendants_cpu(pid)
            self.workers_cpu.append(sum(cpu - before.get(child, 0.0) for child, cpu in now.items()))
        self.worker_cpu = sum(self.workers_cpu)
        await self.settle_computers()
        # The bot's last table edits: wait until nothing has reached the fake for 0.5 s.
        with contextlib.suppress(TimeoutError):
            await self.fake.settle(quiet=0.5, timeout=30.0)
        if self.args.layouts:
            # On a machine past its cores a picture can take longer than that: the bot would
            # close with its last table edits owed (sent at its next start), and the check of
            # the tables shown would fail for nothing but the machine.
            await self.wait_until_quiet()
            with contextlib.suppress(TimeoutError):
                await self.fake.settle(quiet=0.5, timeout=30.0)
        self.rest = self.fake.rest.since(rest_before)
        await self.stop_bot()
        many = len(self.children) > 1
        self.all_bot_stats = [
            child.stats(
                f"bot process {index}" if many else "bot process", self.play_seconds, window[1]
            )
            for index, (child, window) in enumerate(zip(self.children, windows, strict=True))
        ]
        self.bot_stats = self.all_bot_stats[0] if self.all_bot_stats else None
        self.count_computer_moves()

    async def wait_until_quiet(self, timeout: float = 60.0) -> None:
        """Wait (at most ``timeout`` seconds) until the bot's processes with their workers use
        less than QUIET_CPU of a core over half a second."""

        def cpu() -> float:
            return sum(tree_cpu_seconds(pid) or 0.0 for pid in self.bot_pids)

        end, before = time.perf_counter() + timeout, cpu()
        while time.perf_counter() < end:
            await asyncio.sleep(0.5)
            now = cpu()
            if now - before < QUIET_CPU * 0.5:
                return
            before = now

    async def settle_computers(self) -> None:
        """Let the computer finish the turn it is in (its table names the member, or shows no
        controls), so that the bot is not closed in the middle of its moves; at most
        COMPUTER_SETTLE seconds (the games still in its turn then are counted)."""
        end = time.perf_counter() + COMPUTER_SETTLE

        def moving() -> list[GameRun]:
            out = []
            for run in self.cruns.values():
                version, acting = table_shows(run.table)
                if version is not None and run.players[0].id not in acting:
                    out.append(run)
            return out

        while (left := moving()) and time.perf_counter() < end:
            await asyncio.sleep(0.1)
        self.computers_moving = len(left)

    def count_computer_moves(self) -> None:
        """The computer's moves per game, as the bot (its probe) counted them."""
        report = self.computer_report()
        committed, attempts, failed = (
            {int(k): n for k, n in (report.get(key) or {}).items()}
            for key in ("committed", "attempts", "failed")
        )
        for run in self.cruns.values():
            gid = run.game_id
            run.computer_moves = committed.get(gid, 0)
            run.computer_unknown = attempts.get(gid, 0) - run.computer_moves - failed.get(gid, 0)

    # checks

    async def stop_bot(self) -> None:
        """Close the bot (its store flushes); in its own processes, wait for them to end."""
        if self.children:
            await asyncio.gather(*(child.stop() for child in self.children))
        if self.bot is not None:
            with contextlib.suppress(Exception):
                await stop_bot(self.bot)

    async def check_store(self) -> tuple[int, list[str]]:
        """Games whose stored row agrees with the acknowledged moves and with the table last
        shown, and the disagreements. Reads the database once the bot has closed it."""
        store = await open_store(self.database)
        good, problems = 0, []
        shards = self.layout.shards
        try:
            key = ControlKey(await store.control_key())
            for run in self.all_runs():
                row = await store.get_game(run.game_id)
                if row is None or row.state is None:
                    problems.append(f"game {run.game_id}: no stored state")
                    continue
                # Each invited member's acceptance is a version (a game against the computer:
                # its start); then one per move, the members' and the computer's.
                expected = run.start_versions + run.acked_moves + run.computer_moves
                unknown = run.unknown_moves + run.computer_unknown
                issues = []
                if not expected <= row.version <= expected + unknown:
                    computer = (
                        f", the computer's {run.computer_moves} (+{run.computer_unknown} not known)"
                        if run.computer is not None
                        else ""
                    )
                    issues.append(
                        f"stored version {row.version}, acknowledged moves {run.acked_moves} "
                        f"(+{run.unknown_moves} unanswered){computer}"
                    )
                game = Game.from_json(row.state)
                deals = len(await deals_of(store, run.game_id))
                if len(game.history) != deals:
                    issues.append(f"{deals} deal rows for {len(game.history)} scored deals")
                if row.table_message_id != run.table.id:
                    issues.append(f"table message {row.table_message_id}, shown {run.table.id}")
                downtime = await store.downtime(shard_of(run.channel.guild_id or 0, shards))
                deadlines = {t.board: t.due_at + downtime for t in row.timers}
                table = Table(row, game)
                # In its server's language, as the bot chose it (no setting: Discord's).
                server = self.fake.guilds[run.channel.guild_id or self.fake.guild.id]
                lang = words(server.preferred_locale)
                embed, _ = table_message(table, deadlines, key, lang)
                scene = table_scene(table, lang) if self.args.pictures else None
                if scene is not None:
                    show_picture(embed, scene)
                stored = json.loads(json.dumps({"type": "rich", **embed.to_dict()}))
                if run.table.embeds[:1] != [stored]:
                    shown_version, _ = table_shows(run.table)
                    issues.append(
                        f"the table last shown (version {shown_version}) is not the stored "
                        f"state (version {row.version})"
                    )
                files = [self.fake.attachment_data(a) for a in run.table.latest.attachments]
                if files != ([pictures.draw(scene)] if scene is not None else []):
                    issues.append("the table's picture is not the stored state's")
                if issues:
                    problems.append(f"game {run.game_id}: " + "; ".join(issues))
                else:
                    good += 1
        finally:
            await store.close()
        return good, problems

    def db_sizes(self) -> dict[str, int]:
        """The SQLite file's sizes (none for PostgreSQL)."""
        if self.layout.store != "sqlite":
            return {}
        sizes = {}
        for suffix in ("", "-wal", "-shm"):
            path = Path(f"{self.db_path}{suffix}")
            sizes[suffix or "db"] = path.stat().st_size if path.exists() else 0
        return sizes

    async def stop(self) -> None:
        self.pruner.stop()
        try:
            await self.stop_bot()
        finally:
            await self.fake.stop()


def bot_report(load: GinLoad) -> dict[str, Any]:
    return (load.child.report if load.child is not None else None) or {}
