"""The pictures as Discord attachments: a scene drawn by the picture workers, as a file.

A picture is sent again with each edit that shows it: Discord moves a file that an embed points
at (``attachment://``) into the embed, so the message no longer lists it to be kept, and an edit
that repeats the embed's image without the file shows it twice (discord-api-docs issues 4809 and
5675). Its PNG is a few kB.
"""

from __future__ import annotations

import asyncio
import functools
import io
import time

import discord

from bot.discord.render import pictures as render_pictures
from bot.metrics import OFF, Metrics
from bot.pictures import drawing as pictures
from bot.pictures.workers import Forgotten, PictureWorkers

__all__ = ["PictureFiles"]


class PictureFiles:
    """Files to upload from the scenes the workers draw (the workers may serve several bots,
    as in the tests; each bot has its files, and counts the pictures it asked for)."""

    def __init__(self, workers: PictureWorkers, metrics: Metrics = OFF) -> None:
        self.workers = workers
        self.metrics = metrics
        self._timed: set[asyncio.Future[bytes]] = set()  # drawings being timed
        # Each kind's count and time (their labels looked up once: labels() takes a lock).
        self._kinds = {
            kind: (metrics.pictures.labels(kind), metrics.picture_seconds.labels(kind))
            for kind in ("hand", "table")
        }

    def _picture(self, scene: pictures.Scene) -> asyncio.Future[bytes]:
        """The workers' :meth:`~PictureWorkers.picture`; one that a worker draws (not in the
        cache, nor forgotten before it was drawn) is counted once it is drawn, with the time
        from the first ask."""
        drawing = self.workers.picture(scene)
        if self.metrics.on and not drawing.done() and drawing not in self._timed:
            self._timed.add(drawing)
            kind = "hand" if isinstance(scene, pictures.HandScene) else "table"
            drawing.add_done_callback(functools.partial(self._drawn, kind, time.perf_counter()))
        return drawing

    def _drawn(self, kind: str, asked: float, drawing: asyncio.Future[bytes]) -> None:
        self._timed.discard(drawing)
        if not drawing.cancelled() and drawing.exception() is None:
            drawn, seconds = self._kinds[kind]
            drawn.inc()
            seconds.observe(time.perf_counter() - asked)

    async def file(self, scene: pictures.Scene) -> discord.File:
        """The picture of ``scene`` as a file to upload, with its words for screen readers."""
        self._picture(scene)
        return _as_file(scene, await self.workers.render(scene))

    def drawn(self, scene: pictures.Scene) -> bool:
        """The picture of ``scene`` is there to send at once (else it is being drawn now)."""
        return self._picture(scene).done()

    def forget(self, scene: pictures.Scene) -> None:
        """Nobody will send the picture of ``scene`` (a newer one is shown instead): it is not
        drawn if no worker has taken it yet (see :meth:`PictureWorkers.forget`)."""
        self.workers.forget(scene)

    async def file_within(
        self, scene: pictures.Scene, seconds: float | None
    ) -> discord.File | None:
        """The picture of ``scene`` if it is drawn within ``seconds`` (None: however long it
        takes); else None. A hand's is then still drawn (for the edit that adds it after the
        answer), after the pictures others still wait for; a table's is forgotten unless a
        worker has it already: the table's next edit asks again for the state it shows then,
        which may be newer. None too if it is forgotten first: a newer picture is shown
        instead."""
        drawing = self._picture(scene)
        if not drawing.done():
            self.workers.hurry(scene)  # put off by an asker who gave up: this one waits
            await asyncio.wait({drawing}, timeout=None if seconds is None else max(seconds, 0.0))
            if not drawing.done():
                if isinstance(scene, pictures.TableScene):
                    self.workers.forget(scene)
                else:
                    self.workers.put_off(scene)
                return None
        error = drawing.exception()
        if error is None:
            return _as_file(scene, drawing.result())
        if isinstance(error, Forgotten):
            return None
        return await self.file(scene)  # drawn again here (the worker stopped)

    async def shown_within(
        self, embed: discord.Embed, scene: pictures.Scene, seconds: float | None
    ) -> discord.File | None:
        """The file of ``scene``'s picture, now shown in ``embed``, if it is drawn within
        ``seconds``; else None, and ``embed`` shows no picture (an edit adds it later)."""
        picture = await self.file_within(scene, seconds)
        if picture is not None:
            render_pictures.show_picture(embed, scene)
        return picture

    async def attachments(self, scene: pictures.Scene | None) -> list[discord.File]:
        """An edit's ``attachments``: the picture, or none (an old one is taken off)."""
        return [await self.file(scene)] if scene is not None else []


def _as_file(scene: pictures.Scene, png: bytes) -> discord.File:
    return discord.File(
        io.BytesIO(png), filename=pictures.file_name(scene), description=pictures.said(scene)
    )
