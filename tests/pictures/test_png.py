"""The pictures' PNG: written by the drawing itself (ISA-L's deflate), it holds exactly what was
drawn, and the palette it is drawn on changes the picture no more than its smooth edges."""

from __future__ import annotations

import io
import struct
import zlib
from collections.abc import Iterator

import pytest
from PIL import Image, ImageChops, ImageDraw

from bot.engine import Format
from bot.pictures import drawing as pictures
from bot.pictures import tiles
from tests.pictures.test_pictures import scenes_of, states

Colour = tuple[int, int, int]


def some_scenes() -> Iterator[pictures.Scene]:
    """Tables of every format and hands (the four-colour deck's too), in a few states each."""
    for fmt in (Format.HEADS_UP, Format.THREE, Format.PARTNERSHIP):
        for k, game in enumerate(states(fmt, 4, moves=60)):
            if k % 12:
                continue
            yield from scenes_of(game, fmt)


def chunks(png: bytes) -> list[tuple[bytes, bytes]]:
    """The PNG's chunks as (type, data), each one's CRC checked."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    found, at = [], 8
    while at < len(png):
        (length,) = struct.unpack_from(">I", png, at)
        kind, data = png[at + 4 : at + 8], png[at + 8 : at + 8 + length]
        (crc,) = struct.unpack_from(">I", png, at + 8 + length)
        assert crc == zlib.crc32(kind + data), kind
        found.append((kind, data))
        at += 12 + length
    return found


def test_the_png_holds_exactly_the_picture_drawn(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[Image.Image] = []
    encode = tiles.encode

    def keeping(canvas: Image.Image) -> bytes:
        png = encode(canvas)
        drawn.append(canvas.crop((0, 0, canvas.width - 1, canvas.height)))  # no filter bytes
        return png

    monkeypatch.setattr(tiles, "encode", keeping)
    for scene in some_scenes():
        drawn.clear()
        png = pictures.paint(scene)
        (canvas,) = drawn
        kinds = [kind for kind, _ in chunks(png)]
        assert kinds == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]
        header, palette = chunks(png)[0][1], chunks(png)[1][1]
        width, height, depth, colour_type = struct.unpack_from(">IIBB", header)
        assert (width, height, depth, colour_type) == (*canvas.size, 8, 3)  # a byte a pixel
        image = Image.open(io.BytesIO(png))
        assert image.mode == "P" and image.size == canvas.size
        # The same entries of the palette, pixel for pixel, and none beyond it.
        assert image.tobytes() == canvas.tobytes()
        assert max(image.tobytes()) < len(palette) // 3 <= tiles.COLOURS
        assert image.getpalette() == canvas.getpalette()[: len(palette)]  # type: ignore[index]


TILES = ("face_tile", "mini_tile", "back_tile", "fan_tile", "shape", "_box_ends", "label")


def true_colour(scenes: list[pictures.Scene], monkeypatch: pytest.MonkeyPatch) -> list[bytes]:
    """The same pictures drawn in true colour (RGB), the palette left out: every tile and
    shape drawn again without being mapped to it."""

    def canvas(width: int, height: int, ground: Colour = tiles.FELT) -> tuple[Image.Image, object]:
        image = Image.new("RGB", (width + 1, height), ground)
        return image, ImageDraw.Draw(image)

    def encode(image: Image.Image) -> bytes:
        out = io.BytesIO()
        image.crop((0, 0, image.width - 1, image.height)).save(out, format="PNG")
        return out.getvalue()

    with monkeypatch.context() as patched:
        for name in TILES:
            getattr(tiles, name).cache_clear()
        patched.setattr(tiles, "on_palette", lambda image: image)
        patched.setattr(tiles, "ink", lambda colour: colour)
        patched.setattr(tiles, "canvas", canvas)
        patched.setattr(tiles, "encode", encode)
        drawn = [pictures.paint(scene) for scene in scenes]
    for name in TILES:  # the true-colour tiles go: the next picture maps its own again
        getattr(tiles, name).cache_clear()
    return drawn


def test_the_palette_picture_is_the_true_colour_one_but_for_its_smooth_edges(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The palette holds every flat colour exactly (the felt, the faces, the inks: INKS), so
    every pixel of one is the same; the in-between shades of the smooth edges (of the words,
    the shrunk cards) become the nearest of the palette's few dozen colours: off by at most
    48 of 255 in a channel, by less than a level on average over the picture."""
    scenes = list(some_scenes())
    in_palette = [Image.open(io.BytesIO(pictures.paint(s))).convert("RGB") for s in scenes]
    in_true_colour = [
        Image.open(io.BytesIO(png)).convert("RGB") for png in true_colour(scenes, monkeypatch)
    ]
    inks = set(tiles.INKS)
    off, pixels = 0, 0
    for scene, palette, true in zip(scenes, in_palette, in_true_colour, strict=True):
        assert palette.size == true.size, type(scene)
        for mapped, exact in zip(
            palette.get_flattened_data(), true.get_flattened_data(), strict=True
        ):
            if exact in inks:
                assert mapped == exact, (type(scene), exact, mapped)
        difference = ImageChops.difference(palette, true)
        assert max(high for _, high in difference.getextrema()) <= 48  # type: ignore[misc]
        off += sum(sum(pixel) for pixel in difference.get_flattened_data())  # type: ignore[arg-type]
        pixels += 3 * palette.width * palette.height
    assert off / pixels < 1.0
    # The true-colour tiles are gone: drawn again, the palette's pictures are as they were.
    again = [Image.open(io.BytesIO(pictures.paint(s))).convert("RGB") for s in scenes[:3]]
    assert [image.tobytes() for image in again] == [image.tobytes() for image in in_palette[:3]]
