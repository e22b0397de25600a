"""The pictures a bot asks its picture workers for: each one a worker draws for it (not one
from the cache) is counted once, by kind, with the time from the first ask to the picture."""

from __future__ import annotations

import asyncio

from prometheus_client import CollectorRegistry

from bot.discord.picture_files import PictureFiles
from bot.metrics import Metrics
from bot.pictures.scenes import HandScene, Scene, TableScene
from bot.pictures.workers import Forgotten, WorkerGone
from bot.words import ENGLISH


class Workers:
    """The picture workers' way of asking, the drawings finished by the test."""

    def __init__(self) -> None:
        self.drawing: dict[Scene, asyncio.Future[bytes]] = {}
        self.cached: set[Scene] = set()
        self.put_off_scenes: list[Scene] = []  # their askers gave up waiting
        self.forgotten: list[Scene] = []

    def hurry(self, scene: Scene) -> None:
        if scene in self.put_off_scenes:
            self.put_off_scenes.remove(scene)

    def put_off(self, scene: Scene) -> None:
        self.put_off_scenes.append(scene)

    def forget(self, scene: Scene) -> None:
        self.forgotten.append(scene)
        self.drawing.pop(scene).set_exception(Forgotten("nobody wanted the picture any more"))

    def picture(self, scene: Scene) -> asyncio.Future[bytes]:
        future: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()
        if scene in self.cached:
            future.set_result(b"png")
            return future
        return self.drawing.setdefault(scene, future)


def counted(registry: CollectorRegistry, kind: str) -> tuple[float, float]:
    """(pictures drawn, pictures timed) of ``kind``."""
    drawn = registry.get_sample_value("gin_pictures_drawn_total", {"kind": kind}) or 0.0
    timed = registry.get_sample_value("gin_picture_seconds_count", {"kind": kind}) or 0.0
    return drawn, timed


async def test_each_picture_a_worker_draws_is_counted_once() -> None:
    registry = CollectorRegistry()
    workers = Workers()
    files = PictureFiles(workers, Metrics(registry))  # type: ignore[arg-type]
    hand = HandScene(melds=(), unmatched=(), deadwood=0, drawn=None, language=ENGLISH.code)
    table, cached, broken, overtaken = (
        TableScene(boards=(), language=ENGLISH.code),
        TableScene((), ("cached", 0), language=ENGLISH.code),
        TableScene((), ("x", 0), language=ENGLISH.code),
        TableScene((), ("overtaken", 0), language=ENGLISH.code),
    )
    workers.cached.add(cached)
    # The table's picture asked as its edit goes (is it drawn?), then waited for: one drawing.
    assert not files.drawn(table)
    # Not drawn in time: the table's is forgotten (its next edit asks again, for the state it
    # shows then); the hand's is still drawn, after those someone still waits for.
    assert await files.file_within(table, 0.0) is None
    assert await files.file_within(hand, 0.0) is None
    assert workers.forgotten == [table]
    assert workers.put_off_scenes == [hand]
    assert files.drawn(cached)  # from the cache: nothing drawn
    assert not files.drawn(broken)
    waiting = asyncio.ensure_future(files.file_within(overtaken, None))
    await asyncio.sleep(0)
    assert workers.put_off_scenes == [hand]  # however long: it never gives up
    assert workers.forgotten == [table]
    assert not files.drawn(table)  # asked again: a new drawing
    assert await files.file_within(hand, 0.0) is None  # awaited again, then given up again
    assert workers.put_off_scenes == [hand]
    assert counted(registry, "table") == counted(registry, "hand") == (0, 0)
    for scene in (table, hand):
        workers.drawing[scene].set_result(b"png")
    workers.drawing[broken].set_exception(WorkerGone("the picture worker stopped"))
    # A newer state is shown instead: never drawn, and whoever waited goes without it.
    workers.drawing[overtaken].set_exception(Forgotten("nobody wanted the picture any more"))
    assert await waiting is None
    await asyncio.sleep(0)  # (a future's callbacks run in the loop's next pass)
    assert counted(registry, "table") == counted(registry, "hand") == (1, 1)
