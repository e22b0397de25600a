"""Load benchmark of the whole bot through the fake Discord (a script, not a test).

    python bench/load.py [--games N] [--moves M] [--seconds T] [--think S] [--seed K]
                         [--ref-seconds R] [--keep-records] [--tracemalloc] [--profile [FILE]]

What runs, all in this one process and one asyncio event loop: the fake Discord
(``tests/fakediscord``) on 127.0.0.1, one real ``GinBot`` (discord.py over HTTP and a websocket
to the fake; SQLite in a temporary directory, opened by the bot as in production; seeded deals;
timers parked) and 2*N scripted members. Each pair gets its own channel: one member runs
``/gin challenge``, the other clicks Accept (the set-up: at most 16 at a time, reported apart).
Then every game is played at once. Each member opens its hand with the table's "Show my hand"
button and from then on acts only on what Discord shows it, the components of its ephemeral hand
message: gin if offered, else knock (the knock select's first card, then "Knock with ..."), else
draw from the stock (pass on the first upcard), then discard the discard select's first card (the
bot lists the best first). When its hand shows nothing but "Refresh", the member waits for its
turn (woken by a ``TableService`` listener, re-checking ``bot.service.get(game_id)`` every
0.25 s) and clicks Refresh. Before every interaction a member thinks for a uniformly random
0..2*S seconds (``--think``, mean S; 0 is a closed loop at full speed, which measures saturation,
not latency). A game stops after M acknowledged moves, at its end, or after T seconds; then the
run waits for answers in flight and for the table publisher.

Measured:

- interactions and interactions/s in the play phase;
- acknowledgement latency: the fake stamps ``FakeInteraction.dispatched_at`` (perf_counter) just
  before it writes INTERACTION_CREATE to the gateway, and ``RecordedRequest.at`` when its handler
  starts on ``POST /interactions/{id}/{token}/callback``; the difference is the headline figure
  (p50/p90/p99/max, by kind of control). The fake's ``Callback.latency`` is stamped later, after
  it has validated and stored the answer, and is shown too. The fake, the members and the bot
  share one loop and one core's worth of GIL, so every figure includes the harness's CPU time;
  reference 1 below says how much that is at the same load;
- moves committed, checked in SQLite after the run: for each game the stored version must be
  1 (the accept) + the moves the bot acknowledged (an answer that edits the hand and is not the
  "out of date" note), the stored state must equal the bot's in-memory state, and the ``deals``
  rows must match the score sheet of the stored state;
- SQLite file size (+ -wal, -shm); peak RSS (``ru_maxrss``, the whole process: fake and members
  included); event-loop lag (overshoot of a 10 ms sleep); pauses of the garbage collector
  (``gc.callbacks``); CPU time; with ``--tracemalloc`` the traced peak and what is held at the
  end by code area (tracemalloc slows everything: its latencies are not comparable).

The fake keeps every request, gateway frame, interaction payload and message version for tests
to read. Nobody reads them here, and in production they would live in Discord, not in the bot's
process; left to grow they add hundreds of MiB, and the collector's full passes over that heap
stall the shared loop for up to a second. So by default the run prunes them every second
(``RecordPruner``); ``--keep-records`` turns that off.

References, measured first in the same run and printed next to the bot's figures:

1. a minimal discord.py bot behind a fresh fake: as many members as games, each clicking a
   button on its own ephemeral message that the bot answers with ``edit_message`` (the next
   button), with the same think time, for R seconds: the floor set by the fake, discord.py and
   the shared loop at this load;
2. ``TableService.act`` alone (no Discord), one call after another on 50 games, on a SQLite file
   opened like the bot's (WAL, synchronous=FULL), then with synchronous=NORMAL.

``--profile`` runs cProfile over the play phase (the main thread only; SQLite runs in aiosqlite's
thread) and prints the own time by code area and the top functions; profiled latencies are
inflated. The goal reported against: p99 under 100 ms at 200 concurrent games with every
acknowledged move committed. Exit status 0 when p99 is under 100 ms and every acknowledged move
is committed at the --games asked for, else 1.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import cProfile
import dataclasses
import gc
import logging
import math
import os
import platform
import pstats
import random
import re
import resource
import sys
import tempfile
import time
import tracemalloc
from collections import Counter
from collections.abc import Awaitable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# Run as a plain script from anywhere: the project is not installed and tests/ is not a package.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import discord
from discord import app_commands
from discord.ext import commands
from fakediscord import (
    FakeChannel,
    FakeDiscord,
    FakeInteraction,
    FakeMessage,
    FakeUser,
    UserActionError,
    start_bot,
    stop_bot,
)

from bot.client import GinBot, tune_garbage_collector
from bot.config import Config
from bot.engine import (
    Action,
    BigGin,
    Discard,
    DrawStock,
    Game,
    Gin,
    Knock,
    PassUpcard,
    Rules,
)
from bot.engine.cards import mask_of
from bot.engine.melds import min_deadwood
from bot.store import Store
from bot.tables import Event, TableService

ROOT = Path(__file__).resolve().parents[1]
GOAL_P99 = 0.100  # seconds
GOAL_GAMES = 200
SETUP_CONCURRENCY = 16
ANSWER_TIMEOUT = 10.0  # seconds a member waits for an answer before counting it as lost
STALE_NOTE = "out of date"
MOVE_ACTIONS = ("draw", "take", "pass", "discard", "gin", "biggin")
MOVE_PREFIXES = ("gin-", "knockgo-", "knockpick-")


# --- small helpers -----------------------------------------------------------------------------


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a non-empty sequence."""
    ordered = sorted(values)
    rank = max(1, min(len(ordered), math.ceil(q / 100 * len(ordered))))
    return ordered[rank - 1]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f}"


def mib(n_bytes: float) -> str:
    return f"{n_bytes / 2**20:.1f} MiB"


def maxrss_bytes() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # KiB on Linux


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def arrival_latency(it: FakeInteraction) -> float | None:
    """Seconds from INTERACTION_CREATE being dispatched to the callback POST arriving."""
    for rec in it.requests:
        if rec.method == "POST" and rec.path.endswith("/callback"):
            return rec.at - it.dispatched_at
    return None


async def answered(it: FakeInteraction, timeout: float = ANSWER_TIMEOUT) -> bool:
    """Wait for the bot's callback by polling with a doubling delay (1 ms .. 50 ms).

    Not ``it.response()``: its ``fake.wait_for`` wakes every waiter on every change in the fake
    and makes a task per wait, which with hundreds of waiting members would itself saturate the
    loop. The polling only delays the member, never the measured timestamps."""
    delay, end = 0.001, time.perf_counter() + timeout
    while it.callback is None:
        if it.errors or time.perf_counter() > end:
            return False
        await asyncio.sleep(delay)
        delay = min(delay * 2, 0.05)
    return True


def components_of(message: FakeMessage) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    stack = list(message.components)
    while stack:
        comp = stack.pop(0)
        out.append(comp)
        stack[0:0] = comp.get("components") or []
    return [c for c in out if "custom_id" in c]


def description(message: FakeMessage) -> str:
    return " ".join(str(e.get("description") or "") for e in message.embeds)


def version_of(message: FakeMessage) -> int | None:
    for comp in components_of(message):
        parts = comp["custom_id"].split(":")
        if len(parts) == 4 and parts[0] == "gin":
            return int(parts[2])
    return None


def is_move(action: str) -> bool:
    return action in MOVE_ACTIONS or action.startswith(MOVE_PREFIXES)


# --- recording ---------------------------------------------------------------------------------


@dataclass
class Sample:
    kind: str  # "move", "view" (hand, refresh, knock offer) or "setup"
    action: str
    latency: float  # dispatch -> callback POST arrival
    fake_latency: float  # the fake's Callback.latency (after it handled the callback)


@dataclass
class Recorder:
    samples: list[Sample] = field(default_factory=list)
    lost: Counter[str] = field(default_factory=Counter)  # no callback within the timeout
    refusals: Counter[str] = field(default_factory=Counter)  # answered with a private note
    anomalies: Counter[str] = field(default_factory=Counter)

    def record(self, it: FakeInteraction, kind: str, action: str) -> None:
        arrival = arrival_latency(it)
        if it.callback is None or arrival is None:
            self.lost[f"{kind} {action}"] += 1
            return
        self.samples.append(Sample(kind, action, arrival, it.callback.latency))

    def of(self, *kinds: str) -> list[Sample]:
        return [s for s in self.samples if s.kind in kinds]


def latency_row(label: str, samples: Sequence[Sample], width: int = 34) -> str:
    if not samples:
        return f"  {label:<{width}} {0:>7}"
    lat = [s.latency for s in samples]
    cells = [ms(percentile(lat, q)) for q in (50, 90, 99)] + [ms(max(lat))]
    return f"  {label:<{width}} {len(lat):>7} " + " ".join(f"{c:>8}" for c in cells)


def latency_header(width: int = 34) -> str:
    cols = ("n", "p50 ms", "p90 ms", "p99 ms", "max ms")
    return f"  {'':<{width}} {cols[0]:>7} " + " ".join(f"{c:>8}" for c in cols[1:])


class LoopLag:
    """Overshoot of a 10 ms sleep, sampled all run long: how late the loop runs callbacks."""

    def __init__(self) -> None:
        self.lags: list[float] = []
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run())

    async def _run(self) -> None:
        while True:
            start = time.perf_counter()
            await asyncio.sleep(0.01)
            self.lags.append(time.perf_counter() - start - 0.01)

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    def summary(self) -> str:
        if not self.lags:
            return "n/a"
        lags = self.lags
        return (
            f"p50 {ms(percentile(lags, 50))} ms, p99 {ms(percentile(lags, 99))} ms, "
            f"max {ms(max(lags))} ms"
        )


class LogCounter(logging.Handler):
    """Counts WARNING+ records from the bot, discord.py and the fake; keeps a few to show."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.counts: Counter[str] = Counter()
        self.examples: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        key = f"{record.levelname} {record.name}: {record.msg}"
        self.counts[key] += 1
        if self.counts[key] == 1 and len(self.examples) < 8:
            exc = "" if record.exc_info is None else f" [{record.exc_info[1]!r}]"
            self.examples.append(f"{record.levelname} {record.name}: {record.getMessage()}{exc}")


class RecordPruner:
    """Keeps the fake's test records from growing all run long (see the module docstring).

    Every second it drops what no one will read again: the gateway log, all requests but the
    last 100, and of interactions answered more than 10 s ago their payload, request records and
    callback body (the callback itself stays, so nothing looks unanswered); of every message,
    the versions between the first and the latest. It touches only the fake's public records."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self._task: asyncio.Task[None] | None = None
        self._pruned: set[int] = set()

    def start(self) -> None:
        self._task = asyncio.create_task(self._run())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(1.0)
            self.prune()

    def prune(self) -> None:
        fake = self.fake
        fake.gateway_log.clear()
        del fake.requests[:-100]
        old = time.perf_counter() - 10.0
        for it in fake.interactions.values():
            cb = it.callback
            if cb is None or cb.at > old or it.id in self._pruned:
                continue
            self._pruned.add(it.id)
            it.payload = {}
            it.requests = []
            it.callback = dataclasses.replace(cb, data={})
        for message in fake.messages.values():
            if len(message.versions) > 2:
                del message.versions[1:-1]


class GcWatch:
    """Pauses of the cyclic garbage collector (gc.callbacks), by generation."""

    def __init__(self) -> None:
        self.pauses: list[tuple[int, float]] = []
        self.freed: Counter[int] = Counter()  # objects freed, by generation collected
        self._started = 0.0

    def _callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.pauses.append((info["generation"], time.perf_counter() - self._started))
            self.freed[info["generation"]] += info["collected"]

    def start(self) -> None:
        self.pauses.clear()
        self.freed.clear()
        gc.callbacks.append(self._callback)

    def stop(self) -> None:
        with contextlib.suppress(ValueError):
            gc.callbacks.remove(self._callback)

    def summary(self) -> str:
        if not self.pauses:
            return "no collections"
        total = sum(p for _, p in self.pauses)
        full = [p for g, p in self.pauses if g == 2]
        return (
            f"{len(self.pauses)} collections, {total:.2f} s in all, max pause "
            f"{ms(max(p for _, p in self.pauses))} ms; {len(full)} full (gen 2) taking "
            f"{sum(full):.2f} s; cyclic garbage freed: {sum(self.freed.values()):,} objects "
            f"({self.freed[2]:,} by full collections)"
        )


# --- the gin run ------------------------------------------------------------------------------


@dataclass
class GameRun:
    game_id: int
    channel: FakeChannel
    table: FakeMessage
    players: tuple[FakeUser, FakeUser]
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    acked_moves: int = 0
    unknown_moves: int = 0  # move interactions never answered: committed or not, nobody knows
    done: bool = False
    finished: bool = False  # the game itself ended


@dataclass(frozen=True)
class Choice:
    custom_id: str
    action: str
    values: list[str] | None  # a select's value, or None for a button


def choose(hand: FakeMessage) -> Choice | None:
    """What the member does with the controls its hand shows; None: nothing but Refresh."""
    by_action: dict[str, dict[str, Any]] = {}
    for comp in components_of(hand):
        parts = comp["custom_id"].split(":")
        if len(parts) == 4 and parts[0] == "gin":
            by_action[parts[3]] = comp

    def pick(action: str) -> Choice:
        comp = by_action[action]
        values = [comp["options"][0]["value"]] if comp.get("type") == 3 else None
        return Choice(comp["custom_id"], action, values)

    for prefix in ("gin-", "biggin", "knockgo-"):
        for action in by_action:
            if action.startswith(prefix):
                return pick(action)
    for action in ("gin", "knock", "draw", "pass", "discard"):
        if action in by_action:
            return pick(action)
    return None


class GinLoad:
    def __init__(self, args: argparse.Namespace, workdir: Path) -> None:
        self.args = args
        self.db_path = workdir / "gin.sqlite3"
        self.rec = Recorder()
        self.runs: dict[int, GameRun] = {}
        self.stopping = False
        self.fake = FakeDiscord()
        self.bot: GinBot | None = None
        self.setup_seconds = 0.0
        self.play_seconds = 0.0
        self.play_cpu = 0.0
        self.cancelled_members = 0
        self.lag = LoopLag()
        self.gc = GcWatch()
        self.pruner = RecordPruner(self.fake)

    # set-up

    async def start(self) -> None:
        await self.fake.start()
        seed = self.args.seed
        self.bot = GinBot(
            Config(token="x", database=self.db_path),
            rng_for=lambda game_id: random.Random(f"{seed}:{game_id}"),
            tick_seconds=24 * 3600.0,
        )
        await start_bot(self.bot, self.fake, timeout=30.0)
        if not self.args.keep_records:
            self.pruner.start()
        assert self.bot.service is not None
        self.bot.service.subscribe(self._on_event)

    def _on_event(self, event: Event) -> None:
        run = self.runs.get(event.table.id)
        if run is not None:
            run.wake.set()

    async def interact(
        self, start: Awaitable[FakeInteraction], kind: str, action: str
    ) -> FakeInteraction:
        it = await start
        await answered(it)
        self.rec.record(it, kind, action)
        return it

    async def setup_games(self) -> None:
        started = time.perf_counter()
        members = [await self.fake.add_member(f"p{i:04d}") for i in range(2 * self.args.games)]
        channels = [await self.fake.add_channel(f"gin-{i:04d}") for i in range(self.args.games)]
        gate = asyncio.Semaphore(SETUP_CONCURRENCY)

        async def one(i: int) -> None:
            a, b = members[2 * i], members[2 * i + 1]
            async with gate:
                it = await self.interact(
                    self.fake.slash(a, "gin challenge", {"opponent": b}, channel=channels[i]),
                    "setup",
                    "challenge",
                )
                table = it.original
                if table is None:
                    raise RuntimeError(f"challenge {i} was not answered: {it.errors}")
                accept = next(c for c in table.custom_ids() if c.endswith(":accept"))
                it = await self.interact(self.fake.click(b, table, accept), "setup", "accept")
                if it.callback is None or it.callback.type != 7:
                    raise RuntimeError(f"accept {i} failed: {it.errors}")
                game_id = int(accept.split(":")[1])
                self.runs[game_id] = GameRun(game_id, channels[i], table, (a, b))

        await asyncio.gather(*(one(i) for i in range(self.args.games)))
        self.setup_seconds = time.perf_counter() - started

    # play

    async def think(self, rng: random.Random) -> None:
        if self.args.think > 0:
            await asyncio.sleep(rng.uniform(0, 2 * self.args.think))

    async def wait_turn(self, run: GameRun, user: FakeUser) -> bool:
        assert self.bot is not None and self.bot.service is not None
        while not self.stopping and not run.done:
            table = self.bot.service.get(run.game_id)
            if table is None or table.status != "active":
                run.done = run.finished = True
                return False
            if table.to_act == user.id:
                return True
            run.wake.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(0.25):
                    await run.wake.wait()
        return False

    async def play(self, run: GameRun, seat: int) -> None:
        user = run.players[seat]
        rng = random.Random(f"{self.args.seed}:think:{run.game_id}:{seat}")
        await self.think(rng)
        show = next(c for c in run.table.custom_ids() if c.endswith(":hand"))
        it = await self.interact(self.fake.click(user, run.table, show), "view", "hand")
        hand = it.original
        if it.callback is None or it.callback.type != 4 or hand is None:
            self.rec.anomalies["could not open a hand"] += 1
            return
        must_refresh = False
        failures = 0
        while not self.stopping and not run.done and failures < 3:
            choice = None if must_refresh else choose(hand)
            if choice is None:
                if not components_of(hand):  # the game is over: no controls left
                    run.done = run.finished = True
                    break
                if not must_refresh and not await self.wait_turn(run, user):
                    break
                refresh = next((c for c in hand.custom_ids() if c.endswith(":refresh")), None)
                if refresh is None:
                    self.rec.anomalies["hand without a Refresh button"] += 1
                    break
                choice = Choice(refresh, "refresh", None)
            await self.think(rng)
            if self.stopping or run.done:
                break
            sent_version = version_of(hand)
            move = is_move(choice.action)
            kind = "move" if move else "view"
            try:
                if choice.values is None:
                    start = self.fake.click(user, hand, choice.custom_id)
                else:
                    start = self.fake.select(user, hand, choice.custom_id, choice.values)
                it = await self.interact(start, kind, choice.action)
            except UserActionError as exc:
                self.rec.anomalies[f"member could not act: {type(exc).__name__}"] += 1
                break
            cb = it.callback
            if cb is None:
                failures += 1
                if move:
                    run.unknown_moves += 1
                must_refresh = True
                continue
            failures = 0
            if cb.type == 7:  # the hand was edited in place
                must_refresh = False
                stale = STALE_NOTE in description(hand)
                if stale:
                    self.rec.refusals["stale view note"] += 1
                if move and not stale:
                    run.acked_moves += 1
                    new_version = version_of(hand)
                    if (
                        new_version is not None
                        and sent_version is not None
                        and new_version != sent_version + 1
                    ):
                        self.rec.anomalies[
                            f"version {sent_version} -> {new_version} after {choice.action}: "
                            f"{description(hand)[:60]!r}"
                        ] += 1
                    if run.acked_moves >= self.args.moves:
                        run.done = True
            else:  # a private note instead of the hand: a refusal; resync from the table
                note = it.original.content if it.original is not None else f"type {cb.type}"
                self.rec.refusals[f"{choice.action}: {note[:70]}"] += 1
                if choice.action == "refresh":
                    break  # the game is gone
                must_refresh = True
        run.wake.set()  # let the other member see `done`

    async def play_all(self) -> None:
        members = [
            asyncio.create_task(self.play(run, seat))
            for run in self.runs.values()
            for seat in (0, 1)
        ]
        started, cpu = time.perf_counter(), cpu_seconds()
        self.lag.start()
        self.gc.start()

        def stop() -> None:
            self.stopping = True
            for run in self.runs.values():
                run.wake.set()

        timer = asyncio.get_running_loop().call_later(self.args.seconds, stop)
        _, pending = await asyncio.wait(members, timeout=self.args.seconds + ANSWER_TIMEOUT + 5)
        timer.cancel()
        for task in pending:
            task.cancel()
        self.cancelled_members = len(pending)
        await asyncio.gather(*pending, return_exceptions=True)
        for task in members:
            if not task.cancelled() and task.exception() is not None:
                exc = task.exception()
                self.rec.anomalies[f"member crashed: {exc!r}"[:100]] += 1
        self.play_seconds = time.perf_counter() - started
        self.play_cpu = cpu_seconds() - cpu
        self.lag.stop()
        self.gc.stop()
        cog = self.bot.get_cog("Gin") if self.bot is not None else None
        publisher = getattr(cog, "publisher", None)
        if publisher is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(publisher.wait_idle(), 30)

    # checks

    async def check_store(self) -> tuple[int, list[str]]:
        """Games whose stored row agrees with the acknowledged moves, and the disagreements."""
        assert self.bot is not None and self.bot.store is not None and self.bot.service
        store, service = self.bot.store, self.bot.service
        good, problems = 0, []
        for run in self.runs.values():
            row = await store.get_game(run.game_id)
            if row is None or row.state is None:
                problems.append(f"game {run.game_id}: no stored state")
                continue
            expected = 1 + run.acked_moves
            issues = []
            if not expected <= row.version <= expected + run.unknown_moves:
                issues.append(
                    f"stored version {row.version}, acknowledged moves {run.acked_moves} "
                    f"(+{run.unknown_moves} unanswered)"
                )
            live = service.get(run.game_id)
            if live is not None and (live.version, live.row.state) != (row.version, row.state):
                issues.append(f"memory at version {live.version}, store at {row.version}")
            if live is None and row.status == "active":
                issues.append("active in the store but not in memory")
            sheet = len(Game.from_json(row.state).history)
            deals = len(await store.deals_of(run.game_id))
            if sheet != deals:
                issues.append(f"{deals} deal rows for {sheet} scored deals")
            if issues:
                problems.append(f"game {run.game_id}: " + "; ".join(issues))
            else:
                good += 1
        return good, problems

    def db_sizes(self) -> dict[str, int]:
        sizes = {}
        for suffix in ("", "-wal", "-shm"):
            path = Path(f"{self.db_path}{suffix}")
            sizes[suffix or "db"] = path.stat().st_size if path.exists() else 0
        return sizes

    async def stop(self) -> None:
        self.pruner.stop()
        if self.bot is not None:
            with contextlib.suppress(Exception):
                await stop_bot(self.bot)
        await self.fake.stop()


# --- reference 1: a minimal discord.py bot ----------------------------------------------------


class EchoButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"echo:(?P<n>\d+)"):
    """Answers a click by editing its message to show the next button, and nothing else."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Next {n}", custom_id=f"echo:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> EchoButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.edit_message(
            content=f"count {self.n + 1}", view=echo_view(self.n + 1)
        )


def echo_view(n: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(EchoButton(n))
    return view


class EchoBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            help_command=None,
        )

    async def setup_hook(self) -> None:
        self.add_dynamic_items(EchoButton)

        @app_commands.command(name="echo", description="A button that counts")
        async def echo(interaction: discord.Interaction[Any]) -> None:
            await interaction.response.send_message("count 0", view=echo_view(0), ephemeral=True)

        self.tree.add_command(echo)
        await self.tree.sync()


@dataclass
class EchoResult:
    rec: Recorder
    seconds: float
    lag: LoopLag
    gc: GcWatch


async def echo_reference(
    clickers: int, seconds: float, think: float, seed: int, keep_records: bool
) -> EchoResult:
    result = EchoResult(Recorder(), 0.0, LoopLag(), GcWatch())
    rec = result.rec
    fake = FakeDiscord()
    pruner = RecordPruner(fake)
    await fake.start()
    try:
        bot = EchoBot()
        await start_bot(bot, fake, timeout=30.0)
        if not keep_records:
            pruner.start()
        users = [await fake.add_member(f"e{i:04d}") for i in range(clickers)]
        started = time.perf_counter()
        stop_at = started + seconds

        async def clicker(i: int, user: FakeUser) -> None:
            rng = random.Random(f"{seed}:echo:{i}")
            it = await fake.slash(user, "echo")
            if not await answered(it) or it.original is None:
                rec.lost["echo open"] += 1
                return
            message = it.original
            while time.perf_counter() < stop_at:
                if think > 0:
                    await asyncio.sleep(rng.uniform(0, 2 * think))
                it = await fake.click(user, message, message.custom_ids()[0])
                await answered(it)
                rec.record(it, "echo", "click")

        result.lag.start()
        result.gc.start()
        await asyncio.gather(*(clicker(i, u) for i, u in enumerate(users)))
        result.seconds = time.perf_counter() - started
    finally:
        result.lag.stop()
        result.gc.stop()
        pruner.stop()
        await fake.stop()
    return result


# --- reference 2: the table service alone -----------------------------------------------------


def engine_choice(game: Game, seat: int) -> Action:
    """The same policy as the members: gin, knock, draw (pass the first upcard), best discard."""
    hand = game.view_for(seat).hand
    assert hand is not None
    legal = hand.legal_actions
    for kind in (Gin, BigGin):
        found = [a for a in legal if isinstance(a, kind)]
        if found:
            return found[0]
    mask = mask_of(hand.hand)

    def after(action: Action) -> int:
        card = getattr(action, "card", None)
        return min_deadwood(mask & ~card.mask) if card is not None else 0

    knocks = [a for a in legal if isinstance(a, Knock)]
    if knocks:
        return min(knocks, key=after)
    for simple in (DrawStock(), PassUpcard()):
        if simple in legal:
            return simple
    return min((a for a in legal if isinstance(a, Discard)), key=after)


async def service_reference(path: Path, seconds: float, durable: bool, seed: int) -> list[float]:
    """Seconds per ``TableService.act`` call, one after another over 50 games."""
    store = await Store.open(path, durable=durable)
    times: list[float] = []
    try:
        service = TableService(store, rng_for=lambda g: random.Random(f"{seed}:svc:{g}"))
        tables = []
        for i in range(50):
            table = await service.challenge(
                guild_id=1,
                channel_id=1000 + i,
                challenger=2 * i + 1,
                opponent=2 * i + 2,
                rules=Rules(),
                turn_seconds=600,
            )
            tables.append(await service.accept(table.id, 2 * i + 2))
        stop_at = time.perf_counter() + seconds
        while time.perf_counter() < stop_at and tables:
            for table in list(tables):
                game = table.game
                if game is None or table.status != "active" or game.turn is None:
                    tables.remove(table)
                    continue
                action = engine_choice(game, game.turn)
                user = table.players[game.turn]
                start = time.perf_counter()
                await service.act(table.id, user, table.version, action)
                times.append(time.perf_counter() - start)
    finally:
        await store.close()
    return times


# --- profiling and memory ---------------------------------------------------------------------

AREAS: tuple[tuple[str, str], ...] = (
    ("/bot/engine/", "bot.engine (rules)"),
    ("/bot/render", "bot.render"),
    ("/bot/", "bot (service, store)"),
    ("/cogs/", "cogs (gin cog)"),
    ("/fakediscord/", "fake Discord"),
    ("bench/load", "members (this script)"),
    ("/discord/", "discord.py"),
    ("/aiohttp/", "aiohttp"),
    ("/aiosqlite/", "aiosqlite (main thread side)"),
    ("/json/", "json"),
    ("/asyncio/", "asyncio"),
)


def area_of(filename: str, func: str = "") -> str:
    if "select.epoll" in func:
        return "idle (waiting in epoll)"
    for needle, name in AREAS:
        if needle in filename:
            return name
    if filename.startswith("<") or filename == "~":
        return "builtins (C: json, sockets, regex...)"
    return "other Python"


def print_profile(profile: cProfile.Profile, out: str) -> None:
    stats = pstats.Stats(profile)
    if out:
        stats.dump_stats(out)
    table: dict[tuple[str, int, str], tuple[Any, ...]] = stats.stats  # type: ignore[attr-defined]
    total = sum(v[2] for v in table.values()) or 1.0
    by_area: Counter[str] = Counter()
    for (filename, _, func), value in table.items():
        by_area[area_of(filename, func)] += value[2]
    print(f"\nprofile of the play phase (cProfile, main thread, {total:.1f} s of own time)")
    print("  own time by area:")
    for name, seconds in by_area.most_common():
        print(f"    {name:<40} {seconds:7.2f} s {100 * seconds / total:5.1f}%")

    def label(key: tuple[str, int, str]) -> str:
        filename, line, func = key
        short = filename.replace(str(ROOT) + "/", "")
        short = re.sub(r".*/site-packages/", "", short)
        return f"{short}:{line} {func}"

    print("  top functions by own time:")
    for key, value in sorted(table.items(), key=lambda kv: -kv[1][2])[:18]:
        print(f"    {value[2]:7.2f} s {value[1]:>9} calls  {label(key)}")
    print("  bot and cog functions by cumulative time:")
    ours = [kv for kv in table.items() if "/bot/" in kv[0][0] or "/cogs/" in kv[0][0]]
    for key, value in sorted(ours, key=lambda kv: -kv[1][3])[:14]:
        print(f"    {value[3]:7.2f} s {value[1]:>9} calls  {label(key)}")


def memory_by_area(snapshot: tracemalloc.Snapshot) -> list[tuple[str, int]]:
    sizes: Counter[str] = Counter()
    for stat in snapshot.statistics("filename"):
        sizes[area_of(stat.traceback[0].filename)] += stat.size
    return sizes.most_common()


# --- main --------------------------------------------------------------------------------------


def fmt_rate(n: int, seconds: float) -> str:
    return f"{n / seconds:,.0f}/s" if seconds > 0 else "n/a"


def print_references(echo: EchoResult, svc: dict[str, list[float]]) -> None:
    print("\nreferences (measured first, in this process)")
    samples = echo.rec.of("echo")
    lost = sum(echo.rec.lost.values())
    print(
        f"  minimal discord.py bot (echo button, edit_message), {len(samples):,} clicks by the "
        f"same number of members with the same think time: {fmt_rate(len(samples), echo.seconds)}"
        + (f", {lost} unanswered" if lost else "")
    )
    print(latency_header())
    print(latency_row("echo click", samples))
    print(f"  event-loop lag: {echo.lag.summary()}")
    print(f"  garbage collector: {echo.gc.summary()}")
    for name, times in svc.items():
        if times:
            print(
                f"  TableService.act alone (no Discord), {name}: "
                f"{len(times) / sum(times):,.0f} acts/s one at a time, p50 "
                f"{ms(percentile(times, 50))} ms, p99 {ms(percentile(times, 99))} ms, "
                f"max {ms(max(times))} ms"
            )


def print_run(load: GinLoad) -> list[Sample]:
    args, rec = load.args, load.rec
    play = rec.of("move", "view")
    moves = rec.of("move")
    seconds = load.play_seconds
    print(
        f"\nset-up: {args.games} challenges + {args.games} accepts in {load.setup_seconds:.1f} s "
        f"(at most {SETUP_CONCURRENCY} at a time; not in the figures below)"
    )
    print(latency_header())
    print(latency_row("challenge, accept", rec.of("setup")))
    print(
        f"\nplay: {len(play):,} interactions in {seconds:.1f} s = {fmt_rate(len(play), seconds)}; "
        f"{len(moves):,} moves acknowledged = {fmt_rate(len(moves), seconds)}"
    )
    finished = sum(run.finished for run in load.runs.values())
    capped = sum(run.acked_moves >= args.moves for run in load.runs.values())
    print(
        f"  games: {capped} reached {args.moves} moves, {finished} ended, "
        f"{len(load.runs) - capped - finished} stopped by the time limit"
        + (f"; {load.cancelled_members} members cancelled" if load.cancelled_members else "")
    )
    print("  acknowledgement latency = INTERACTION_CREATE dispatched -> callback POST arrived")
    print(latency_header())
    print(latency_row("all play interactions", play))
    print(latency_row("moves (each commits to SQLite)", moves))
    print(latency_row("views (hand, refresh, knock offer)", rec.of("view")))
    by_action: dict[str, list[Sample]] = {}
    for sample in play:
        by_action.setdefault(re.sub(r"-\w+$", "-*", sample.action), []).append(sample)
    for name, samples in sorted(by_action.items(), key=lambda kv: -len(kv[1])):
        print(latency_row(f"  {name}", samples))
    if play:
        fake_lat = [s.fake_latency for s in play]
        print(
            f"  the fake's own Callback.latency (stamped after it handled the callback): p50 "
            f"{ms(percentile(fake_lat, 50))}, p99 {ms(percentile(fake_lat, 99))}, max "
            f"{ms(max(fake_lat))} ms"
        )
    print(f"  event-loop lag: {load.lag.summary()}")
    print(f"  garbage collector: {load.gc.summary()}")
    print(
        f"  CPU: {load.play_cpu:.1f} s user+sys (all threads) in {seconds:.1f} s "
        f"= {100 * load.play_cpu / max(seconds, 1e-9):.0f}% of one core"
    )
    lost = sum(rec.lost.values())
    print(
        f"  unanswered within {ANSWER_TIMEOUT:.0f} s: {lost}"
        + (f" {dict(rec.lost.most_common(6))}" if lost else "")
    )
    for title, counts in (
        ("answered with a note instead of the move or hand", rec.refusals),
        ("anomalies", rec.anomalies),
    ):
        if counts:
            print(f"  {title}:")
            for text, n in counts.most_common(6):
                print(f"    {n:>6}  {text}")
    problems = load.fake.problems()
    print(
        f"  fake Discord problems (rule violations, unknown routes, never acknowledged): "
        f"{len(problems)}"
    )
    for problem in problems[:4]:
        print(f"    {problem[:160]}")
    print(f"  ERROR log records: {len(load.fake.logged_errors)}")
    for line in load.fake.logged_errors[:3]:
        print(f"    {line[:160]}")
    return play


def print_checks(
    load: GinLoad, store_check: tuple[int, list[str]], sizes: dict[str, int], rss: dict[str, int]
) -> bool:
    good, disagreements = store_check
    acked = sum(run.acked_moves for run in load.runs.values())
    unknown = sum(run.unknown_moves for run in load.runs.values())
    print(
        f"\ndurability: {acked:,} acknowledged moves"
        + (f" (+{unknown} unanswered)" if unknown else "")
        + f"; {good}/{len(load.runs)} games with stored version = 1 + acknowledged moves, "
        "stored state = memory, deal rows = score sheet"
    )
    for line in disagreements[:8]:
        print(f"    {line}")
    print(
        f"sqlite: {mib(sizes['db'])} + wal {mib(sizes['-wal'])} + shm {mib(sizes['-shm'])} "
        f"= {mib(sum(sizes.values()))} for {len(load.runs)} games"
    )
    kept = "kept whole (--keep-records)" if load.args.keep_records else "pruned every second"
    print(
        f"memory: peak RSS {mib(rss['peak'])} (before the gin run {mib(rss['before'])}, after "
        f"set-up {mib(rss['setup'])}); the fake and the members share the process, fake's "
        f"records {kept}"
    )
    return not disagreements and good == len(load.runs)


def print_summary(
    play: list[Sample],
    moves: list[Sample],
    seconds: float,
    echo: EchoResult,
    svc: list[float],
    committed: bool,
    games: int,
) -> bool:
    echo_samples = echo.rec.of("echo")
    print("\nside by side" + " " * 27 + "rate     p50 ms   p99 ms   max ms")

    def line(label: str, rate: str, samples: Sequence[float]) -> None:
        cells = (
            [ms(percentile(samples, q)) for q in (50, 99)] + [ms(max(samples))]
            if samples
            else ["-"] * 3
        )
        print(f"  {label:<36} {rate:>9} " + " ".join(f"{c:>8}" for c in cells))

    line("gin bot, all interactions", fmt_rate(len(play), seconds), [s.latency for s in play])
    line("gin bot, moves", fmt_rate(len(moves), seconds), [s.latency for s in moves])
    line(
        "echo bot, same harness and load",
        fmt_rate(len(echo_samples), echo.seconds),
        [s.latency for s in echo_samples],
    )
    if svc:
        line("TableService.act alone (FULL)", f"{len(svc) / sum(svc):,.0f}/s", svc)
    p99 = percentile([s.latency for s in play], 99) if play else float("inf")
    fast = p99 < GOAL_P99
    verdict = "MET" if fast and committed else "NOT MET"
    if games < GOAL_GAMES:
        verdict += f" at {games} games (the goal is stated for {GOAL_GAMES})"
    print(
        f"\ngoal: p99 < {GOAL_P99 * 1000:.0f} ms at {GOAL_GAMES} concurrent games, every move "
        f"committed. p99 = {ms(p99)} ms ({'under' if fast else 'OVER'}), every acknowledged move "
        f"committed: {'yes' if committed else 'NO'} -> {verdict}"
    )
    return fast and committed


async def main(args: argparse.Namespace) -> int:
    tune_garbage_collector()  # as ``python -m bot`` does; the references run under it too
    counter = LogCounter()  # records are counted and summarised, not printed as they come
    logging.getLogger().addHandler(counter)
    logging.getLogger().setLevel(logging.WARNING)
    cpus = os.cpu_count()
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else cpus
    print(
        f"bench/load.py: python {platform.python_version()}, discord.py {discord.__version__}, "
        f"{platform.system()} {platform.machine()}, CPUs {cpus} (usable {usable})"
    )
    print(
        f"load: {args.games} games ({2 * args.games} members, a channel per game), think "
        f"{args.think:.2f} s mean (uniform 0..{2 * args.think:.2f}), at most {args.moves} moves "
        f"a game, time limit {args.seconds:.0f} s, seed {args.seed}"
        + (", PROFILED" if args.profile is not None else "")
        + (", TRACEMALLOC" if args.tracemalloc else "")
        + (", fake's records kept" if args.keep_records else "")
        + "; garbage collector tuned as python -m bot"
    )

    traced: tuple[int, list[tuple[str, int]]] | None = None
    profile: cProfile.Profile | None = None
    with tempfile.TemporaryDirectory(prefix="gin-load-") as tmp:
        workdir = Path(tmp)
        svc_seconds = min(3.0, args.ref_seconds)
        svc = {
            "synchronous=FULL as the bot": await service_reference(
                workdir / "svc-full.sqlite3", svc_seconds, True, args.seed
            ),
            "synchronous=NORMAL": await service_reference(
                workdir / "svc-normal.sqlite3", svc_seconds, False, args.seed
            ),
        }
        echo = await echo_reference(
            args.games, args.ref_seconds, args.think, args.seed, args.keep_records
        )
        print_references(echo, svc)

        rss = {"before": maxrss_bytes()}
        if args.tracemalloc:
            tracemalloc.start()
        load = GinLoad(args, workdir)
        try:
            await load.start()
            await load.setup_games()
            rss["setup"] = maxrss_bytes()
            if args.profile is not None:
                profile = cProfile.Profile()
                profile.enable()
            await load.play_all()
            if profile is not None:
                profile.disable()
            store_check = await load.check_store()
            sizes = load.db_sizes()
            if args.tracemalloc:
                snapshot = tracemalloc.take_snapshot()
                traced = (tracemalloc.get_traced_memory()[1], memory_by_area(snapshot))
                tracemalloc.stop()
        finally:
            await load.stop()
        rss["peak"] = maxrss_bytes()
    play = print_run(load)
    committed = print_checks(load, store_check, sizes, rss)
    if traced is not None:
        print(f"tracemalloc: peak {mib(traced[0])}; held at the end of play, by code:")
        for name, size in traced[1][:8]:
            print(f"    {name:<40} {mib(size):>10}")
    if counter.counts:
        print(f"\nWARNING+ log records: {sum(counter.counts.values())}")
        for key, n in counter.counts.most_common(5):
            print(f"    {n:>6}  {key[:120]}")
    met = print_summary(
        play,
        load.rec.of("move"),
        load.play_seconds,
        echo,
        svc["synchronous=FULL as the bot"],
        committed and not load.rec.lost,
        args.games,
    )
    if profile is not None:
        print_profile(profile, args.profile)
    return 0 if met else 1


def parse_args(argv: Iterable[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Load benchmark of the gin bot through the fake Discord (see the docstring)."
    )
    parser.add_argument("--games", type=int, default=200, help="concurrent games (default 200)")
    parser.add_argument(
        "--moves", type=int, default=30, help="acknowledged moves per game (default 30)"
    )
    parser.add_argument(
        "--seconds", type=float, default=60.0, help="hard limit on the play phase (default 60)"
    )
    parser.add_argument(
        "--think",
        type=float,
        default=1.0,
        help="mean seconds a member waits before each interaction, uniform 0..2x (default 1)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--ref-seconds", type=float, default=10.0, help="length of the echo-bot reference"
    )
    parser.add_argument(
        "--keep-records",
        action="store_true",
        help="let the fake keep every record (the heap grows; full GCs stall the loop)",
    )
    parser.add_argument(
        "--tracemalloc", action="store_true", help="trace memory (slow: latencies not comparable)"
    )
    parser.add_argument(
        "--profile",
        nargs="?",
        const="",
        default=None,
        metavar="FILE",
        help="cProfile the play phase, print a summary (and dump the stats to FILE)",
    )
    args = parser.parse_args(None if argv is None else list(argv))
    if args.games < 1 or args.moves < 1 or args.seconds <= 0 or args.think < 0:
        parser.error("--games and --moves must be >= 1, --seconds > 0, --think >= 0")
    return args


if __name__ == "__main__":
    sys.exit(asyncio.run(main(parse_args())))
