"""Pictures as Discord attachments, drawn off the event loop.

A picture is drawn once per scene (the cache of :mod:`bot.pictures`), but sent again with each
edit that shows it: Discord moves a file that an embed points at (``attachment://``) into the
embed, so the message no longer lists it to be kept, and an edit that repeats the embed's image
without the file shows it twice (discord-api-docs issues 4809 and 5675). Its PNG is a few kB.
"""

from __future__ import annotations

import asyncio
import io

import discord

from bot import pictures

__all__ = ["attachments", "picture_file"]


async def picture_file(scene: pictures.Scene) -> discord.File:
    """The picture of ``scene`` as a file to upload, with its words for screen readers. Drawn
    in a worker thread unless it is cached."""
    png = pictures.drawn(scene) or await asyncio.to_thread(pictures.draw, scene)
    return discord.File(
        io.BytesIO(png), filename=pictures.file_name(scene), description=pictures.alt_text(scene)
    )


async def attachments(scene: pictures.Scene | None) -> list[discord.File]:
    """An edit's ``attachments``: the picture, or none (an old one is taken off)."""
    return [await picture_file(scene)] if scene is not None else []
