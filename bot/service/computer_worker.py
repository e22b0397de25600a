"""Where the computer's moves are thought out (its member ids: :mod:`bot.model.computer`; its turns
at the tables: :mod:`bot.service.computer_turns`).

Its decisions are worked out in a worker process: the hard and expert levels' simulations are pure
CPU, and in a thread they would hold the GIL the bot needs for everyone's clicks. The worker
imports the engine and nothing of discord, keeps nothing between decisions (each brings its deal's
view and the game around it, rebuilt from the stored game), and a decision is seeded by the game,
its version and the player, so a restart thinks the same thought again.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import multiprocessing
import random
import time
from typing import TYPE_CHECKING

from bot.background import lifeline, start_worker
from bot.engine import Action, GameContext, PlayerView
from bot.engine.computer import Level, decide
from bot.metrics import OFF, Metrics
from bot.model.computer import is_computer

if TYPE_CHECKING:  # the service is handed a runner; it never imports one
    from bot.service.live import LiveTables
    from bot.service.table import Event

__all__ = ["ComputerRunner", "decide_seeded", "warm_when_needed"]


def decide_seeded(
    view: PlayerView, level: Level, seed: str, game: GameContext | None = None
) -> Action:
    """:func:`decide` with a random stream of its own (the worker process runs this)."""
    return decide(view, level, random.Random(seed), game)


def _think(
    view: PlayerView, level: Level, seed: str, game: GameContext | None
) -> tuple[Action, float]:
    """:func:`decide_seeded` and the CPU time it took in the worker (``time.process_time``)."""
    start = time.process_time()
    action = decide_seeded(view, level, seed, game)
    return action, time.process_time() - start


def _warm() -> None:
    """Nothing: the worker's imports (the engine's meld tables) are made by loading this."""


class ComputerRunner:
    """Thinks out computer moves in one worker process, started when first needed (or by
    :meth:`start`); whoever builds it closes it."""

    def __init__(self, metrics: Metrics = OFF) -> None:
        self._pool: concurrent.futures.ProcessPoolExecutor | None = None
        self.metrics = metrics
        for level in Level:  # each served from the start, at 0 until it happens
            metrics.computer_decisions.labels(level.value)
            metrics.computer_seconds.labels(level.value)
            metrics.computer_cpu_seconds.labels(level.value)

    def start(self) -> concurrent.futures.ProcessPoolExecutor:
        """The worker process (started, and its imports made, on the first call)."""
        if self._pool is None:
            # spawn, not fork: the bot has threads (the database's) a fork would copy mid-step.
            context = multiprocessing.get_context("spawn")
            # The worker holds both ends of its call queue's pipe, so it would never read EOF
            # there: it ends with the bot by the bot's lifeline (bot.background).
            self._pool = concurrent.futures.ProcessPoolExecutor(
                1, mp_context=context, initializer=start_worker, initargs=(lifeline(),)
            )
            self._pool.submit(_warm)  # import the engine and build its tables now
        return self._pool

    async def __call__(
        self, view: PlayerView, level: Level, seed: str, game: GameContext | None = None
    ) -> Action:
        """The move (``game``: the game around the deal, which the expert needs; it crosses to
        the worker with the view, pickled: a few kilobytes late in a long game)."""
        pool = self.start()
        loop = asyncio.get_running_loop()
        asked = time.perf_counter()
        try:
            action, cpu = await loop.run_in_executor(pool, _think, view, level, seed, game)
        except concurrent.futures.process.BrokenProcessPool:
            self._pool = None  # the worker died (killed?): the next move starts a new one
            raise
        self.metrics.computer_seconds.labels(level.value).observe(time.perf_counter() - asked)
        self.metrics.computer_cpu_seconds.labels(level.value).observe(cpu)
        self.metrics.computer_decisions.labels(level.value).inc()
        return action

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


def warm_when_needed(runner: ComputerRunner, service: LiveTables) -> None:
    """Start the runner's worker (it takes a second) as soon as ``service`` has a game with the
    computer, rather than at its first move: now if one is loaded, else at the first event of
    one."""

    def plays_the_computer(table_players: tuple[int, ...]) -> bool:
        return any(is_computer(p) for p in table_players)

    def on_event(event: Event) -> None:
        if plays_the_computer(event.table.players):
            runner.start()

    if any(plays_the_computer(t.players) for t in service.tables()):
        runner.start()
    service.subscribe(on_event)
