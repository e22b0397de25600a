"""Worker processes (Linux): they never preempt the bot (they run as batch processes), and
they die with it however it dies, kill -9 included, and only then (not when the thread that
started them ends)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import sys
import threading
from collections.abc import AsyncIterator

import pytest

from bot.engine import Game, Rules
from bot.engine.computer import Level
from bot.pictures import drawing as pictures
from bot.pictures.workers import PictureWorkers
from bot.service import ComputerRunner
from bot.words import ENGLISH
from tests.support.processes import Proc, assert_none_left, descendants, kill_all, kinds, running

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="scheduling policies and /proc are Linux's"
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
        await workers.render(pictures.hand_scene(hand, language=ENGLISH.code))
        await workers.render(pictures.table_scene(view.boards, language=ENGLISH.code))
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


# A stand-in for the bot: a process with a computer's worker, one call answered and one still
# being worked on when it is killed.
COMPUTER_HOST = """
import asyncio, random, time
from bot.engine import Game, Rules
from bot.engine.computer import Level
from bot.service import ComputerRunner

async def main():
    runner = ComputerRunner()
    game = Game.new(Rules(), ["a", "b"], random.Random(4))
    await runner(game.view_for(game.to_act()[0]).hand, Level.HARD, "seed")
    runner.start().submit(time.sleep, 3600)
    print("ready", flush=True)
    await asyncio.sleep(3600)

asyncio.run(main())
"""
# Another: a process with the picture workers, each of which has drawn a picture.
PICTURES_HOST = """
import asyncio, random
from bot.engine import Game, Rules
from bot.pictures import drawing
from bot.pictures.workers import PictureWorkers

async def main():
    workers = PictureWorkers()
    game = Game.new(Rules(), ["a", "b"], random.Random(11))
    await workers.render(drawing.hand_scene(game.view_for(0).hand, language="en-US"))
    await workers.render(drawing.table_scene(game.public_view().boards, language="en-US"))
    print("ready", flush=True)
    await asyncio.sleep(3600)

asyncio.run(main())
"""


@contextlib.asynccontextmanager
async def bot_hosting(code: str) -> AsyncIterator[tuple[asyncio.subprocess.Process, list[Proc]]]:
    """A Python process running ``code`` (ready once it prints "ready"), and the processes it
    started; every one of them is killed at the end, if the test left any. (Its workers hold
    its output pipe too: it is closed, and the host waited for, once they have ended.)"""
    host = await asyncio.create_subprocess_exec(
        sys.executable, "-c", code, stdout=asyncio.subprocess.PIPE
    )
    started: list[Proc] = []
    try:
        assert host.stdout is not None
        assert await asyncio.wait_for(host.stdout.readline(), 60) == b"ready\n"
        started = descendants(host.pid)
        yield host, started
    finally:
        with contextlib.suppress(ProcessLookupError):
            host.kill()
        kill_all(started)
        await host.wait()


async def test_a_killed_bots_computer_worker_and_resource_tracker_end_with_it() -> None:
    async with bot_hosting(COMPUTER_HOST) as (host, started):
        assert kinds(started) == ["resource tracker", "worker"]
        host.kill()
        await assert_none_left(started, "the bot was killed")


async def test_a_killed_bots_picture_workers_and_resource_tracker_end_with_it() -> None:
    async with bot_hosting(PICTURES_HOST) as (host, started):
        assert kinds(started) == ["resource tracker", "worker", "worker"]
        host.kill()
        await assert_none_left(started, "the bot was killed")


async def test_workers_started_by_a_thread_that_ended_go_on_working(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The tests' picture workers are shared by bots on many event loops; the bot's own may be
    # started from any thread. A worker lives as long as the process that started it.
    monkeypatch.setattr(pictures, "_hands", pictures._Cache(8))
    runner, workers = ComputerRunner(), PictureWorkers()
    try:
        before = descendants(os.getpid())

        def start_both() -> None:
            runner.start()
            workers.start()

        starter = threading.Thread(target=start_both)
        starter.start()
        starter.join()
        started = [p for p in descendants(os.getpid()) if p not in before]
        game = Game.new(Rules(), ["a", "b"], random.Random(4))
        view = game.view_for(game.to_act()[0]).hand
        assert view is not None
        await runner(view, Level.EASY, "seed")
        await workers.render(pictures.hand_scene(view, language=ENGLISH.code))
        assert running(started) == started
        # What they are, read once each has answered: a process caught in its first instants
        # (on a busy host) has no command line yet to tell.
        pids = {p.pid for p in started}
        assert kinds([p for p in descendants(os.getpid()) if p.pid in pids]).count("worker") == 3
    finally:
        runner.close()
        workers.close()


async def test_a_worker_whose_bot_died_before_it_started_ends_at_once() -> None:
    # The bot killed between spawning a worker and the worker's first call: the lifeline's
    # write end is closed already.
    code = (
        "import time\n"
        "from multiprocessing.connection import Pipe\n"
        "from bot.background import start_worker\n"
        "lifeline, bots_end = Pipe(duplex=False)\n"
        "bots_end.close()\n"
        "start_worker(lifeline)\n"
        "time.sleep(3600)\n"
    )
    worker = await asyncio.create_subprocess_exec(sys.executable, "-c", code)
    try:
        assert await asyncio.wait_for(worker.wait(), 30) == 0  # not an hour
    finally:
        with contextlib.suppress(ProcessLookupError):
            worker.kill()
        await worker.wait()


async def test_closing_ends_a_picture_worker_that_does_not_end_in_time() -> None:
    # A worker at its low priority on a busy host may not get the CPU to read EOF and exit
    # within the close's wait; stopped, this one cannot at all. Closed, none may outlive it.
    workers = PictureWorkers()
    game = Game.new(Rules(), ["a", "b"], random.Random(11))
    await workers.render(pictures.table_scene(game.public_view().boards, language="en-US"))
    tables = workers.pid(pictures.TableScene)
    assert tables is not None
    started = [p for p in descendants(os.getpid()) if p.pid == tables]
    os.kill(tables, signal.SIGSTOP)
    try:
        workers.close(timeout=0.2)
        assert running(started) == []
    finally:
        kill_all(started)
