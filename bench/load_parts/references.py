"""The references the gin bot is measured beside: a minimal discord.py bot (an echo button),
the same requests as the gin bot's sent by a bot that does nothing else, and ``TableService.act``
alone without Discord."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from load_bot import EchoBot, SameRequestsBot

from bot.engine import Action, Game, Rules, simple_move
from bot.model import GameStatus
from bot.service import ChallengeRequest, ComputerRunner, TableService
from bot.store.sqlite import SqliteStore as Store
from load_parts.fake import WatchedFake, answered
from load_parts.process import BotProcess, ProcStats
from load_parts.record import Recorder, RecordPruner
from load_parts.settings import SETUP_CONCURRENCY
from tests.support.fakediscord import FakeDiscord, FakeMessage, FakeUser, start_bot


async def _end_reference(fake: FakeDiscord, pruner: RecordPruner, child: BotProcess | None) -> None:
    """A reference run's end, also when it failed: its bot stopped, then the fake."""
    pruner.stop()
    try:
        if child is not None:
            await child.stop()
    finally:
        await fake.stop()


# --- reference 1: a minimal discord.py bot ----------------------------------------------------


@dataclass
class EchoResult:
    rec: Recorder
    seconds: float
    bench: ProcStats
    bot: ProcStats | None = None  # its own process
    child: BotProcess | None = None


async def echo_reference(
    clickers: int, seconds: float, think: float, seed: int, keep_records: bool, same_process: bool
) -> EchoResult:
    label = "the one process" if same_process else "bench process"
    result = EchoResult(Recorder(), 0.0, ProcStats(label))
    rec = result.rec
    fake = FakeDiscord()
    pruner = RecordPruner(fake)
    await fake.start()
    child: BotProcess | None = None
    try:
        if same_process:
            await start_bot(EchoBot(), fake, timeout=30.0)
        else:
            child = result.child = BotProcess("echo", fake, seed=seed)
            await child.start()
        if not keep_records:
            pruner.start()
        users = [await fake.add_member(f"e{i:04d}") for i in range(clickers)]

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

        if child is not None:
            await child.play()
        started = time.perf_counter()
        stop_at = started + seconds
        result.bench.begin(gc_off=not same_process)
        await asyncio.gather(*(clicker(i, u) for i, u in enumerate(users)))
        result.seconds = time.perf_counter() - started
        result.bench.end()
        if child is not None:
            _, child_cpu = child.window()
            await child.stop()
            result.bot = child.stats("bot process", result.seconds, child_cpu)
    finally:
        result.bench.end()
        await _end_reference(fake, pruner, child)
    return result


# --- reference 3: the same requests as a gin move, nothing of gin behind them -----------------


@dataclass
class SameResult:
    """The same-requests reference, measured (see :func:`same_requests_reference`)."""

    rec: Recorder
    seconds: float
    bench: ProcStats
    members: int
    spread: float  # the clicks' times: uniform over this many seconds (the gin run's)
    sample: dict[str, Any]  # what each click sent (bench/load_bot.py's SameRequestsBot)
    bot: ProcStats | None = None  # its own process
    child: BotProcess | None = None
    channel_edits: int = 0  # PATCH /channels/... over the window, as the fake applied them
    hand_pictures: int = 0  # answers that carried the hand's picture

    def cpu(self) -> float | None:
        """The bot's CPU over the clicks (its own process; with --same-process, the one)."""
        return self.bot.cpu if self.bot is not None else self.bench.cpu


async def same_requests_reference(
    clicks: int,
    members: int,
    seconds: float,
    sample: dict[str, Any],
    workdir: Path,
    args: argparse.Namespace,
) -> SameResult:
    """``clicks`` clicks, each answered by the reference bot with the gin move's requests (its
    answer editing the private message, with the hand's picture, and an edit of the channel's
    table message, with the table's), by ``members`` members at the rate of the gin run
    measured: each member's share of the clicks at times drawn uniformly over ``seconds`` (the
    gin run's play phase), one after another, so that the fixed costs of a second (heartbeats,
    the loop-lag probe) weigh on a click as they did there."""
    label = "the one process" if args.same_process else "bench process"
    result = SameResult(Recorder(), 0.0, ProcStats(label), members, seconds, sample)
    rec = result.rec
    path = workdir / "same-requests.json"
    path.write_text(json.dumps(sample), encoding="utf-8")
    fake = WatchedFake()
    pruner = RecordPruner(fake)
    await fake.start()
    child: BotProcess | None = None
    try:
        if args.same_process:
            await start_bot(SameRequestsBot(sample), fake, timeout=30.0)
        else:
            child = result.child = BotProcess("same", fake, sample=path)
            await child.start()
        if not args.keep_records:
            pruner.start()
        users = [await fake.add_member(f"r{i:04d}") for i in range(members)]
        channels = [await fake.add_channel(f"ref-{i:04d}") for i in range(members)]
        gate = asyncio.Semaphore(SETUP_CONCURRENCY)

        async def open_one(i: int) -> FakeMessage | None:
            async with gate:
                it = await fake.slash(users[i], "ref", channel=channels[i])
                if not await answered(it) or it.original is None:
                    rec.lost["ref open"] += 1
                    return None
                return it.original

        opened = await asyncio.gather(*(open_one(i) for i in range(members)))

        async def clicker(i: int, message: FakeMessage | None) -> None:
            if message is None:
                return
            rng = random.Random(f"{args.seed}:ref:{i}")
            share = clicks // members + (i < clicks % members)
            for at in sorted(rng.uniform(0, seconds) for _ in range(share)):
                await asyncio.sleep(started + at - time.perf_counter())  # late: at once
                ref = next(c for c in message.custom_ids() if c.startswith("ref:"))
                it = await fake.click(users[i], message, ref)
                await answered(it)
                rec.record(it, "ref", "click")

        if child is not None:
            await child.play()
        edits, pictures_before = fake.channel_edits, sum(1 for n in fake.sent["hand"] if n)
        started = time.perf_counter()
        result.bench.begin(gc_off=not args.same_process)
        await asyncio.gather(*(clicker(i, m) for i, m in enumerate(opened)))
        result.seconds = time.perf_counter() - started
        result.bench.end()
        if child is not None:
            _, child_cpu = child.window()
        # The last clicks' table edits land before the bot is stopped (its CPU window closed
        # with the last answer, as the gin run's does).
        with contextlib.suppress(TimeoutError):
            await fake.settle(quiet=0.5, timeout=10.0)
        result.channel_edits = fake.channel_edits - edits
        result.hand_pictures = sum(1 for n in fake.sent["hand"] if n) - pictures_before
        if child is not None:
            await child.stop()
            result.bot = child.stats("bot process", result.seconds, child_cpu)
    finally:
        result.bench.end()
        await _end_reference(fake, pruner, child)
    return result


# --- reference 2: the table service alone -----------------------------------------------------


def engine_choice(game: Game, player: int) -> Action:
    """The members' policy, played with the engine alone (the reference measurement)."""
    hand = game.view_for(player).hand
    assert hand is not None
    top = hand.table.discard_pile[-1] if hand.table.discard_pile else None
    return simple_move(hand.hand, hand.legal_actions, top)


async def service_reference(path: Path, seconds: float, durable: bool, seed: int) -> list[float]:
    """Seconds per ``TableService.act`` call, one after another over 50 games."""
    store = await Store.open(path, durable=durable)
    times: list[float] = []
    try:
        service = TableService(
            store,
            computer=ComputerRunner(),  # never asked: members only, so its worker never starts
            rng_for=lambda g: random.Random(f"{seed}:svc:{g}"),
        )
        tables = []
        for i in range(50):
            # Member ids from 1000: 1..99 are the computer's seats (bot.service.computer_worker).
            first, second = 1000 + 2 * i, 1001 + 2 * i
            table = await service.challenge(
                ChallengeRequest(
                    guild_id=1,
                    channel_id=1000 + i,
                    players=(first, second),
                    rules=Rules(),
                    turn_seconds=600,
                )
            )
            tables.append(await service.accept(table.id, second))
        stop_at = time.perf_counter() + seconds
        while time.perf_counter() < stop_at and tables:
            for table in list(tables):
                game = table.game
                if game is None or table.status is not GameStatus.ACTIVE or game.turn is None:
                    tables.remove(table)
                    continue
                action = engine_choice(game, game.turn)
                user = table.players[game.turn]
                start = time.perf_counter()
                await service.act(table.id, user, table.view_version(user), action)
                times.append(time.perf_counter() - start)
    finally:
        await store.close()
    return times
