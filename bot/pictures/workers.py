"""Pictures drawn in worker processes.

Drawing and PNG encoding are CPU work that holds the GIL for much of its time: in a thread of
the bot it would stall the event loop and everyone's clicks. So a picture the cache does not
hold is drawn in a worker process, and kept in the bot's own cache after that, with its words
for screen readers, which the worker makes too (a picture's sentences cost the bot nothing).
Two workers (a :class:`PictureWorkers`, which the bot's composition starts and closes): one for
hands, which a click's answer waits for, and one for tables, which only the table's own updates
wait for; so a player's answer never queues behind a burst of table edits. A worker is a plain pipe
read by the event loop itself: no thread of the bot's takes the GIL to carry its messages (a
process pool's two threads cost the bot half a millisecond of its own CPU per picture).

A picture nobody wants any more (a newer state of its table or of the hand will be shown
instead) is forgotten (:meth:`PictureWorkers.forget`): if no worker has taken it yet, it is
never drawn. Each worker draws the scenes in the order asked, but those whose asker gave up
waiting (an answer that went without its picture: an edit adds it when it comes) after every
scene someone still waits for (:meth:`PictureWorkers.put_off`): on a busy host a backlog makes
a few answers late, not every answer after it. (Newest first would do that too, but it leaves
an answer asked in a burst behind every later one, past its wait, where in order it was in
time.)

The pictures as Discord attachments are the Discord side's (:mod:`bot.discord.picture_files`):
this module speaks no Discord.
"""

from __future__ import annotations

import asyncio
import functools
import itertools
import logging
import multiprocessing
import multiprocessing.connection
import pickle
import time
from collections import OrderedDict

from bot.background import lifeline
from bot.pictures import drawing as pictures

__all__ = ["IN_FLIGHT", "NICENESS", "Forgotten", "PictureWorkers", "WorkerGone"]

log = logging.getLogger(__name__)

# The tables' worker yields the CPU to the bot and the hands' worker: no answer waits for it,
# and when it is slow the publisher simply draws fewer of a table's states (the newest wins).
NICENESS = {pictures.HandScene: 0, pictures.TableScene: 10}
# Scenes sent to a worker and not answered yet; the scenes beyond wait in the bot's memory,
# where they can still be forgotten or put in order. A scene pickles in well under 2 kB and a
# picture with its words (at most 1,024 characters) in under 24 kB, so both ways they always
# fit in the pipe's buffer (64 kB): neither the bot's writes nor the worker's answers ever block
# halfway, so reading an answer that has begun never waits on the worker. The hands' worker
# keeps a few so that it never waits on a busy bot for the next; the tables' worker takes one
# at a time: a scene sent down its pipe is drawn even if its table moves on meanwhile (it
# yields the CPU, so that wait can be long), and its pace is the paced edits', not the clicks'.
IN_FLIGHT = {pictures.HandScene: 3, pictures.TableScene: 1}


class WorkerGone(RuntimeError):
    """A picture worker stopped (killed?) before it answered."""


class Forgotten(RuntimeError):
    """Nobody wanted the picture any more before a worker took it: it is not drawn."""


class _Worker:
    """One drawing process and the pictures it owes, read by the running event loop."""

    def __init__(self, niceness: int, in_flight: int = 3) -> None:
        # spawn, not fork: the bot has threads (the database's) a fork would copy mid-step.
        context = multiprocessing.get_context("spawn")
        self._conn, theirs = context.Pipe()
        self.process = context.Process(
            target=pictures.serve,
            args=(theirs, lifeline(), niceness),
            name="pictures",
            daemon=True,
        )
        self.process.start()
        theirs.close()  # only the worker holds its end: it sees EOF when the bot is gone
        self._ids = itertools.count()
        self._owed: dict[int, tuple[asyncio.Future[bytes], pictures.Scene]] = {}
        # Asked, not sent yet (in_flight are out), in the order asked: each drawing's number
        # and scene (pickled as it goes: a forgotten one never is). Those someone waits for;
        # then those whose asker gave up waiting, sent when no other is left.
        self._waiting: OrderedDict[asyncio.Future[bytes], tuple[int, pictures.Scene]]
        self._put_off: OrderedDict[asyncio.Future[bytes], tuple[int, pictures.Scene]]
        self._waiting, self._put_off = OrderedDict(), OrderedDict()
        self._in_flight, self._most_in_flight = 0, in_flight
        self._loop: asyncio.AbstractEventLoop | None = None

    def _listen(self) -> None:
        loop = asyncio.get_running_loop()
        if loop is self._loop:
            return
        if self._loop is not None and not self._loop.is_closed():
            self._loop.remove_reader(self._conn.fileno())
        self._owed.clear()  # futures of a loop that is gone (tests run a loop each)
        self._waiting.clear()
        self._put_off.clear()
        self._in_flight = 0
        loop.add_reader(self._conn.fileno(), self._receive)
        self._loop = loop

    def _receive(self) -> None:
        # One answer a call: the loop calls again while the pipe holds more (Connection.poll()
        # would build a selector each time).
        try:
            number, png, said = pickle.loads(self._conn.recv_bytes())
        except (EOFError, OSError):
            self.close()
            return
        self._in_flight = max(0, self._in_flight - 1)  # 0: asked on a loop now gone
        owed = self._owed.pop(number, None)
        if owed is not None and not owed[0].done():
            pictures.keep_said(owed[1], said)  # before anyone waiting reads them
            owed[0].set_result(png)
        self._send()

    def _send(self) -> None:
        try:
            while (self._waiting or self._put_off) and self._in_flight < self._most_in_flight:
                _, (number, scene) = (self._waiting or self._put_off).popitem(last=False)
                self._conn.send_bytes(pickle.dumps((number, scene)))
                self._in_flight += 1
        except OSError:
            self.close()

    def draw(self, scene: pictures.Scene) -> asyncio.Future[bytes]:
        self._listen()
        assert self._loop is not None
        number = next(self._ids)
        future = self._loop.create_future()
        self._owed[number] = (future, scene)
        self._waiting[future] = (number, scene)
        self._send()
        return future

    def drop(self, drawing: asyncio.Future[bytes]) -> None:
        """The drawing is not done if it still waits (whoever waits for it hears Forgotten)."""
        waiting = self._waiting.pop(drawing, None) or self._put_off.pop(drawing, None)
        if waiting is not None:
            del self._owed[waiting[0]]
            drawing.set_exception(Forgotten("nobody wanted the picture any more"))

    def put_off(self, drawing: asyncio.Future[bytes]) -> None:
        """Its asker gave up waiting: the drawing goes after those someone waits for."""
        if drawing in self._waiting:
            self._put_off[drawing] = self._waiting.pop(drawing)

    def hurry(self, drawing: asyncio.Future[bytes]) -> None:
        """Someone waits for a drawing put off: it goes back in line, last."""
        if drawing in self._put_off:
            self._waiting[drawing] = self._put_off.pop(drawing)

    @property
    def alive(self) -> bool:
        return not self._conn.closed

    def close(self) -> None:
        if self._loop is not None and not self._loop.is_closed() and not self._conn.closed:
            self._loop.remove_reader(self._conn.fileno())
        if not self._conn.closed:
            self._conn.close()  # the worker reads EOF and ends
        for future, _ in self._owed.values():
            if not future.done():
                future.set_exception(WorkerGone("the picture worker stopped"))
        self._owed.clear()
        self._waiting.clear()


class PictureWorkers:
    """The two drawing processes (hands, tables) and the way a picture is asked of them. The
    composition makes one, starts it and closes it; bots may share one (the tests do: a
    process each would start for every bot)."""

    def __init__(self) -> None:
        self._workers: dict[type, _Worker] = {}
        # Scenes being drawn: a second ask (the publisher after an answer that could not wait
        # for the picture) waits for the same drawing instead of queueing another.
        self._drawing: dict[pictures.Scene, asyncio.Future[bytes]] = {}

    def _worker(self, kind: type) -> _Worker:
        worker = self._workers.get(kind)
        if worker is None or not worker.alive:
            worker = self._workers[kind] = _Worker(NICENESS[kind], IN_FLIGHT[kind])
        return worker

    def start(self) -> None:
        """Start the workers now (they draw their card tiles first), so the first pictures of a
        game don't wait for a process to start."""
        for kind in (pictures.HandScene, pictures.TableScene):
            self._worker(kind)

    def pid(self, kind: type) -> int | None:
        """The process drawing ``kind`` of scene (None: not started)."""
        worker = self._workers.get(kind)
        return None if worker is None else worker.process.pid

    def picture(self, scene: pictures.Scene) -> asyncio.Future[bytes]:
        """The picture of ``scene``, to be waited for: done already if it is cached, else
        drawn in a worker process, once however many ask for it meanwhile. Wait for it with
        ``asyncio.wait`` (or :meth:`render`), never by cancelling: the others still want it."""
        loop = asyncio.get_running_loop()
        png = pictures.drawn(scene)
        if png is not None:
            ready: asyncio.Future[bytes] = loop.create_future()
            ready.set_result(png)
            return ready
        drawing = self._drawing.get(scene)
        if (
            drawing is None
            or drawing.get_loop() is not loop
            or (drawing.done() and drawing.exception() is not None)  # forgotten, say
        ):
            drawing = self._drawing[scene] = self._worker(type(scene)).draw(scene)
            drawing.add_done_callback(functools.partial(self._drawn, scene))
        return drawing

    def _waiting_for(self, scene: pictures.Scene) -> tuple[_Worker, asyncio.Future[bytes]] | None:
        """The worker asked for the picture of ``scene`` and its drawing (None: not asked)."""
        drawing = self._drawing.get(scene)
        worker = self._workers.get(type(scene))
        return None if drawing is None or worker is None else (worker, drawing)

    def forget(self, scene: pictures.Scene) -> None:
        """Nobody wants the picture of ``scene`` any more (a newer state of what it shows is
        shown instead): if no worker has taken it yet, it is never drawn (and anyone still
        waiting for it hears :class:`Forgotten`)."""
        if (asked := self._waiting_for(scene)) is not None:
            asked[0].drop(asked[1])

    def put_off(self, scene: pictures.Scene) -> None:
        """Whoever asked for the picture of ``scene`` gave up waiting for it (an answer went
        without): if no worker has taken it yet, every picture someone still waits for goes
        first."""
        if (asked := self._waiting_for(scene)) is not None:
            asked[0].put_off(asked[1])

    def hurry(self, scene: pictures.Scene) -> None:
        """Someone waits for the picture of ``scene`` (again): if it was put off, it goes back
        in line, behind the others waited for."""
        if (asked := self._waiting_for(scene)) is not None:
            asked[0].hurry(asked[1])

    def _drawn(self, scene: pictures.Scene, drawing: asyncio.Future[bytes]) -> None:
        if self._drawing.get(scene) is drawing:
            del self._drawing[scene]
        if not drawing.cancelled() and drawing.exception() is None:
            pictures.keep(scene, drawing.result())

    async def render(self, scene: pictures.Scene) -> bytes:
        """The picture of ``scene`` (see :meth:`picture`), whoever forgot it meanwhile."""
        drawing = self.picture(scene)
        if not drawing.done():
            await asyncio.wait({drawing})  # a cancelled asker leaves the drawing be
        try:
            return drawing.result()
        except Forgotten:  # by another asker: this one still wants it
            return await self.render(scene)
        except WorkerGone:
            log.warning("a picture worker stopped; drawing this one here and starting a new one")
            png = await asyncio.to_thread(pictures.paint, scene)
            pictures.keep(scene, png)
            return png

    def close(self, timeout: float = 5.0) -> None:
        """Stop the workers: each reads EOF and ends, and one still there after ``timeout`` is
        killed (at its low priority on a busy host it may not get the CPU to end in time: it
        must not outlive the close). A picture asked after this starts them again."""
        workers = list(self._workers.values())
        self._workers.clear()
        for worker in workers:
            worker.close()
        deadline = time.monotonic() + timeout
        for worker in workers:
            worker.process.join(timeout=max(0.0, deadline - time.monotonic()))
            if worker.process.is_alive():
                log.info("a picture worker did not end within %.1f s: killed", timeout)
                worker.process.kill()
                worker.process.join(timeout=timeout)
