"""Worker processes never preempt the bot: they run as batch processes (Linux)."""

from __future__ import annotations

import asyncio
import os
import random

import pytest

from bot.engine import Game, Rules
from bot.engine.computer import Level
from bot.pictures import drawing as pictures
from bot.pictures.workers import PictureWorkers
from bot.service import ComputerRunner

pytestmark = pytest.mark.skipif(
    not hasattr(os, "sched_getscheduler"), reason="scheduling policies are Linux's"
)


def policy_of(pid: int) -> int:
    return os.sched_getscheduler(pid)


async def test_the_picture_workers_are_batch_processes_and_tables_yield_more(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = Game.new(Rules(), ["a", "b"], random.Random(11))
    view = game.public_view()
    hand = game.view_for(0).hand
    assert hand is not None
    # Drawn in the workers (not from the cache): each has set its policy by the time it answers.
    monkeypatch.setattr(pictures, "_hands", pictures._Cache(8))
    monkeypatch.setattr(pictures, "_tables", pictures._Cache(8))
    workers = PictureWorkers()
    try:
        await workers.render(pictures.hand_scene(hand))
        await workers.render(pictures.table_scene(view.boards))
        hands = workers.pid(pictures.HandScene)
        tables = workers.pid(pictures.TableScene)
        assert hands is not None and tables is not None
        assert policy_of(hands) == policy_of(tables) == os.SCHED_BATCH
        assert os.getpriority(os.PRIO_PROCESS, tables) > os.getpriority(os.PRIO_PROCESS, hands)
    finally:
        workers.close()


async def test_the_computers_worker_is_a_batch_process() -> None:
    runner = ComputerRunner()
    try:
        game = Game.new(Rules(), ["a", "b"], random.Random(4))
        player = game.to_act()[0]
        hand = game.view_for(player).hand
        assert hand is not None
        await runner(hand, Level.EASY, "seed")
        pool = runner.start()
        policy = await asyncio.get_running_loop().run_in_executor(pool, os.sched_getscheduler, 0)
        assert policy == os.SCHED_BATCH
    finally:
        runner.close()
