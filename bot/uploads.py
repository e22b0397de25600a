"""Messages with files (the pictures) sent as one buffer.

discord.py sends a message with files as an ``aiohttp.FormData``, and aiohttp writes such a form
part by part: each boundary, each part's headers and each file go to the socket in writes of
their own (seven or so, a system call each), after building a payload object per part. For the
few kB of a picture that costs the bot about a third of a millisecond per upload, as much as the
rest of the request. :class:`OneBufferForm` builds the same ``multipart/form-data`` body in one
``bytes`` and hands aiohttp a single payload; a form with anything else in it (a file on disk, a
name that would need quoting) is left to aiohttp as before.

discord.py makes its forms with ``aiohttp.FormData(quote_fields=False)`` at the time of each
request, so :func:`install` puts this class there; the bot calls it once at start-up.
"""

from __future__ import annotations

import io
import uuid
from typing import Any

import aiohttp
from aiohttp import payload

__all__ = ["OneBufferForm", "install"]

_PLAIN = frozenset(map(ord, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-[]"))


def _plain(text: str | None) -> bool:
    """Safe in a quoted header parameter as it is (what discord.py's names and ours are)."""
    return text is None or (bool(text) and all(ord(c) in _PLAIN for c in text))


class OneBufferForm(aiohttp.FormData):
    """An ``aiohttp.FormData`` that sends a multipart form of strings, bytes and in-memory
    files as one buffer."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._parts: list[tuple[str, Any, str | None, str | None]] | None = []
        super().__init__(*args, **kwargs)

    def add_field(
        self,
        name: str,
        value: Any,
        *,
        content_type: str | None = None,
        filename: str | None = None,
        content_transfer_encoding: str | None = None,
    ) -> None:
        super().add_field(
            name,
            value,
            content_type=content_type,
            filename=filename,
            content_transfer_encoding=content_transfer_encoding,
        )
        fits = (
            isinstance(value, str | bytes | io.BytesIO)
            and content_transfer_encoding is None
            and _plain(name)
            and _plain(filename)
            and (content_type is None or _plain(content_type.replace("/", "")))
        )
        if self._parts is not None:
            self._parts = [*self._parts, (name, value, content_type, filename)] if fits else None

    def __call__(self) -> payload.Payload:
        if not self.is_multipart or not self._parts:
            return super().__call__()
        boundary = uuid.uuid4().hex
        chunks = []
        for name, value, content_type, filename in self._parts:
            if isinstance(value, io.BytesIO):
                data = value.getbuffer()[value.tell() :].tobytes()  # from where discord.py set it
                content_type = content_type or "application/octet-stream"
            elif isinstance(value, str):
                data = value.encode()
                content_type = content_type or "text/plain; charset=utf-8"
            else:
                data = value
                content_type = content_type or "application/octet-stream"
            disposition = f'form-data; name="{name}"'
            if filename is not None:
                disposition += f'; filename="{filename}"'
            head = (
                f"--{boundary}\r\nContent-Type: {content_type}\r\n"
                f"Content-Disposition: {disposition}\r\n\r\n"
            )
            chunks += [head.encode(), data, b"\r\n"]
        chunks.append(f"--{boundary}--\r\n".encode())
        return payload.BytesPayload(
            b"".join(chunks), content_type=f"multipart/form-data; boundary={boundary}"
        )


def install() -> None:
    """Make discord.py's forms :class:`OneBufferForm` (it looks ``aiohttp.FormData`` up each
    time it sends one)."""
    aiohttp.FormData = OneBufferForm  # type: ignore[misc]
