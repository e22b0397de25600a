"""The one-buffer form: the same parts as aiohttp's, read by aiohttp's own multipart reader."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from aiohttp import test_utils, web

from bot.discord.uploads import OneBufferForm

PNG = bytes(range(256)) * 24  # every byte value, boundaries' lookalikes included


async def received(form: aiohttp.FormData) -> list[dict[str, Any]]:
    """The parts an aiohttp server reads from ``form``."""
    parts: list[dict[str, Any]] = []

    async def handler(request: web.Request) -> web.Response:
        reader = await request.multipart()
        async for part in reader:
            assert isinstance(part, aiohttp.BodyPartReader)
            parts.append(
                {
                    "name": part.name,
                    "filename": part.filename,
                    "type": part.headers.get("Content-Type"),
                    "data": await part.read(),
                }
            )
        return web.Response(text="ok")

    app = web.Application()
    app.router.add_post("/", handler)
    server = test_utils.TestServer(app)
    await server.start_server()
    try:
        async with (
            aiohttp.ClientSession() as session,
            session.post(server.make_url("/"), data=form) as response,
        ):
            assert response.status == 200
    finally:
        await server.close()
    return parts


def discord_form(form_class: type[aiohttp.FormData], picture: object) -> aiohttp.FormData:
    """A form as discord.py builds one for a message with a file."""
    form = form_class(quote_fields=False)
    form.add_field("payload_json", '{"embeds": [{"title": "Deal 1 · 10♦"}]}')
    form.add_field(
        "files[0]", picture, filename="table.png", content_type="application/octet-stream"
    )
    return form


async def test_a_picture_form_reads_the_same_as_aiohttps() -> None:
    ours = await received(discord_form(OneBufferForm, io.BytesIO(PNG)))
    theirs = await received(discord_form(aiohttp.FormData, io.BytesIO(PNG)))
    assert [p["data"] for p in ours] == [p["data"] for p in theirs]
    assert [(p["name"], p["filename"]) for p in ours] == [
        ("payload_json", None),
        ("files[0]", "table.png"),
    ]
    assert ours[1]["data"] == PNG and "10♦" in ours[0]["data"].decode()
    assert ours[1]["type"] == theirs[1]["type"] == "application/octet-stream"


def test_the_form_is_one_buffer_and_reads_a_file_from_where_discord_py_left_it() -> None:
    picture = io.BytesIO(b"xx" + PNG)
    picture.seek(2)  # discord.py seeks a file back to its start before each attempt
    body = discord_form(OneBufferForm, picture)()
    assert isinstance(body, aiohttp.BytesPayload)
    assert body._value.count(PNG) == 1 and b"xx" + PNG not in body._value
    assert picture.tell() == 2  # a retry sends it again


@pytest.mark.parametrize(
    "value, filename",
    [("a file on disk", "table.png"), ("a name to quote", 'table "1".png')],
)
async def test_anything_else_is_left_to_aiohttp(tmp_path: Path, value: str, filename: str) -> None:
    path = tmp_path / "table.png"
    path.write_bytes(PNG)
    with path.open("rb") as file:
        picture = file if value == "a file on disk" else io.BytesIO(PNG)
        form = OneBufferForm(quote_fields=False)
        form.add_field("payload_json", "{}")
        form.add_field("files[0]", picture, filename=filename)
        assert not isinstance(form(), aiohttp.BytesPayload)
    form = OneBufferForm(quote_fields=False)
    form.add_field("payload_json", "{}")
    form.add_field("files[0]", io.BytesIO(PNG), filename=filename)
    parts = await received(form)
    assert parts[1]["data"] == PNG
