"""Pictures as Discord attachments: drawn off the event loop, uploaded only when they change.

A picture's file name carries a digest of what it shows (:func:`bot.pictures.file_name`), so a
message that already carries it is edited without uploading it again: an edit that leaves out
``attachments`` keeps the message's files, and its embed keeps pointing at the same one.
"""

from __future__ import annotations

import asyncio
import io

import discord

from bot import pictures

__all__ = ["carries", "picture_file", "upload"]


async def picture_file(scene: pictures.Scene) -> discord.File:
    """The picture of ``scene`` as a file to upload, with its words for screen readers. Drawn
    in a worker thread unless it is cached."""
    png = pictures.drawn(scene) or await asyncio.to_thread(pictures.draw, scene)
    return discord.File(
        io.BytesIO(png), filename=pictures.file_name(scene), description=pictures.alt_text(scene)
    )


def carries(message: discord.Message | None, scene: pictures.Scene | None) -> bool:
    """``message`` already shows exactly the picture of ``scene`` (or, with None, none)."""
    names = [a.filename for a in message.attachments] if message is not None else []
    return names == ([pictures.file_name(scene)] if scene is not None else [])


async def upload(
    message: discord.Message | None, scene: pictures.Scene | None
) -> list[discord.File] | None:
    """What an edit of ``message`` passes as ``attachments``: None to keep what it carries, a
    new picture, or [] to take an old one off."""
    if carries(message, scene):
        return None
    return [await picture_file(scene)] if scene is not None else []
