"""The pictures' font: shipped with its licence, read for what it can draw, and names written
with that alone."""

from __future__ import annotations

import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest
from PIL import Image, ImageDraw

from bot.pictures import fonts

ROOT = Path(__file__).resolve().parents[2]


def test_the_font_and_its_licence_ship_with_the_package() -> None:
    """A non-editable install has them: the package data names every file of the folder."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["bot.pictures"]
    package = ROOT / "bot" / "pictures"
    shipped = {p for pattern in patterns for p in package.glob(pattern)}
    assert (
        shipped
        == set(fonts.FONTS.iterdir())
        == {fonts.REGULAR, fonts.BOLD, fonts.FONTS / "LICENSE"}
    )
    licence = (fonts.FONTS / "LICENSE").read_text(encoding="utf-8")
    assert "Bitstream Vera Fonts Copyright" in licence and "Arev Fonts Copyright" in licence


@pytest.mark.skipif(shutil.which("fc-query") is None, reason="fontconfig's fc-query is not here")
def test_the_character_map_read_is_fontconfigs() -> None:
    for path in (fonts.REGULAR, fonts.BOLD):
        ranges = subprocess.run(
            ["fc-query", "--format=%{charset}", str(path)],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
        expected: set[int] = set()
        for part in ranges:
            first, _, last = part.partition("-")
            expected.update(range(int(first, 16), int(last or first, 16) + 1))
        assert fonts.coverage(path) == expected


def test_what_the_font_draws_is_a_glyph_and_what_it_cannot_is_left_out() -> None:
    def drawn(char: str) -> bytes:
        image = Image.new("L", (40, 40))
        ImageDraw.Draw(image).text((5, 5), char, font=fonts.font(17), fill=255)
        return image.tobytes()

    missing = drawn("\U000f0000")  # a private-use code point: the font's empty box
    assert drawn("世") == missing  # what the bundled default and DejaVu do with it
    for char in "éñЖΩ♥…":
        assert ord(char) in fonts.coverage() and drawn(char) != missing
    for char in "世界🎲":
        assert ord(char) not in fonts.coverage()
    assert fonts.drawable("Zoë") == "Zoë" and fonts.drawable("Андрей") == "Андрей"
    assert fonts.drawable("🎲dice") == "dice" and fonts.drawable("世界") is None
    assert fonts.drawable("👨‍👩‍👧 Fam") == "Fam"  # the joiners and the emoji go together
    assert fonts.drawable("❤️ Ann") == "\u2764 Ann"  # a heart the font has; no selector left
    assert fonts.drawable("שלום") is None  # right to left: the basic layout would reverse it
    assert fonts.drawable("  a \t b ") == "a b"
    assert fonts.drawable("★") == "★" and fonts.drawable("…") is None  # punctuation alone: no name


def test_a_name_is_shortened_to_its_room_at_a_character() -> None:
    assert fonts.fit("Zoë", 17, 100) == "Zoë"
    short = fonts.fit("Ebenezer Scroogeworth", 17, 100)
    assert short.endswith("…") and fonts.font(17).getlength(short) <= 100
    assert not short[:-1].endswith(" ")
    assert fonts.fit("Zoë Zoë Zoë Zoë", 17, 60, bold=True).endswith("…")


def test_cap_heights_are_the_fonts_own_proportion() -> None:
    assert fonts.cap_height(1000) == pytest.approx(729, abs=2)  # DejaVu: 1493 of 2048 units
    assert fonts.cap_height(17) == pytest.approx(17 * fonts.cap_height(1000) / 1000)
