"""Pictures as Discord attachments, drawn in a worker process.

Drawing and PNG encoding are CPU work that holds the GIL for much of its time: in a thread of
the bot it would stall the event loop and everyone's clicks. So a picture the cache does not
hold is drawn in a worker process, and kept in the bot's own cache after that. Two workers
(shared by every bot in the process, started with the cog): one for hands, which a click's
answer waits for, and one for tables, which only the table's own updates wait for; so a
player's answer never queues behind a burst of table edits.

A picture is sent again with each edit that shows it, though: Discord moves a file that an
embed points at (``attachment://``) into the embed, so the message no longer lists it to be
kept, and an edit that repeats the embed's image without the file shows it twice
(discord-api-docs issues 4809 and 5675). Its PNG is a few kB.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import io
import logging
import multiprocessing

import discord

from bot import pictures

__all__ = ["attachments", "picture_file", "render", "start_workers"]

log = logging.getLogger(__name__)

_pools: dict[type, concurrent.futures.ProcessPoolExecutor] = {}
# The tables' worker yields the CPU to the bot and the hands' worker: no answer waits for it,
# and when it is slow the publisher simply draws fewer of a table's states (the newest wins).
NICENESS = {pictures.HandScene: 0, pictures.TableScene: 10}


def _worker(kind: type) -> concurrent.futures.ProcessPoolExecutor:
    pool = _pools.get(kind)
    if pool is None:
        # spawn, not fork: the bot has threads (the database's) a fork would copy mid-step.
        context = multiprocessing.get_context("spawn")
        pool = _pools[kind] = concurrent.futures.ProcessPoolExecutor(
            1,
            mp_context=context,
            initializer=pictures.start_worker,
            initargs=(NICENESS[kind],),
        )
    return pool


@atexit.register
def _stop_workers() -> None:
    # Before the interpreter tears its modules down: an executor left to the garbage collector
    # then fails noisily.
    for pool in _pools.values():
        pool.shutdown(wait=True, cancel_futures=True)
    _pools.clear()


def start_workers() -> None:
    """Start the workers now and have them draw their card tiles, so the first pictures of a
    game don't wait for a process to start."""
    for kind in (pictures.HandScene, pictures.TableScene):
        _worker(kind).submit(pictures.prepare)


async def render(scene: pictures.Scene) -> bytes:
    """The picture of ``scene``: from the cache, else drawn in a worker process."""
    png = pictures.drawn(scene)
    if png is not None:
        return png
    loop = asyncio.get_running_loop()
    try:
        png = await loop.run_in_executor(_worker(type(scene)), pictures.paint, scene)
    except concurrent.futures.process.BrokenProcessPool:
        log.warning("a picture worker died; drawing this one here and starting a new one")
        _pools.pop(type(scene), None)
        png = await asyncio.to_thread(pictures.paint, scene)
    pictures.keep(scene, png)
    return png


async def picture_file(scene: pictures.Scene) -> discord.File:
    """The picture of ``scene`` as a file to upload, with its words for screen readers."""
    png = await render(scene)
    return discord.File(
        io.BytesIO(png), filename=pictures.file_name(scene), description=pictures.alt_text(scene)
    )


async def attachments(scene: pictures.Scene | None) -> list[discord.File]:
    """An edit's ``attachments``: the picture, or none (an old one is taken off)."""
    return [await picture_file(scene)] if scene is not None else []
