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
import re
import uuid
from typing import Any

import aiohttp
from aiohttp import payload

__all__ = ["OneBufferForm", "install"]

# Names, file names and content types that go into the headers as they are, unquoted.
_plain_text = re.compile(r"[A-Za-z0-9._/\[\]-]+").fullmatch


def _plain(text: str | None) -> bool:
    return text is None or _plain_text(text) is not None


class OneBufferForm(aiohttp.FormData):
    """An ``aiohttp.FormData`` that sends a multipart form of strings, bytes and in-memory
    files as one buffer. It becomes an ordinary one only if it has to (building one costs as
    much as this whole body): discord.py adds fields and aiohttp calls it, nothing else."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        # FormData's own state is made only in __call__, when it is needed after all.
        self._form_args = (args, kwargs)
        self._parts: list[tuple[str, Any, dict[str, Any]]] = []

    def add_field(self, name: str, value: Any, **options: Any) -> None:
        self._parts.append((name, value, options))

    @property
    def is_multipart(self) -> bool:
        return any(isinstance(value, io.IOBase) for _, value, _ in self._parts)

    def __call__(self) -> payload.Payload:
        body = self._one_buffer()
        if body is not None:
            return body
        args, kwargs = self._form_args
        super().__init__(*args, **kwargs)
        for name, value, options in self._parts:
            super().add_field(name, value, **options)
        return super().__call__()

    def _one_buffer(self) -> payload.BytesPayload | None:
        if not self.is_multipart:
            return None
        boundary = uuid.uuid4().hex
        chunks = []
        for name, value, options in self._parts:
            content_type = options.get("content_type")
            filename = options.get("filename")
            if set(options) - {"content_type", "filename"} or not (
                _plain(name) and _plain(filename) and _plain(content_type)
            ):
                return None
            if isinstance(value, io.BytesIO):
                data = value.getbuffer()[value.tell() :].tobytes()  # from where discord.py set it
            elif isinstance(value, str):
                data = value.encode()
                content_type = content_type or "text/plain; charset=utf-8"
            elif isinstance(value, bytes):
                data = value
            else:
                return None
            disposition = f'form-data; name="{name}"'
            if filename is not None:
                disposition += f'; filename="{filename}"'
            head = (
                f"--{boundary}\r\nContent-Type: {content_type or 'application/octet-stream'}\r\n"
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
