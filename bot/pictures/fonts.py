"""The font the pictures write with, and what it can write.

The pictures write with DejaVu Sans (``bot/pictures/fonts/``, its licence beside it): Pillow's
bundled default draws ASCII only, so a member's name with é, ñ or Ж came out as boxes. DejaVu
covers Latin, Greek and Cyrillic and much more, but not CJK or emoji, so a name is written with
what the font cannot draw left out (:func:`drawable`: read from the character maps of both its
faces, since a name may be written in either: the bold one lacks a few, such as the
mathematical sans-serif letters of "fancy font" names); a name with nothing drawable left is
written as its seat label by the caller. Text is laid out with Pillow's basic layout (the same
pixels on every machine, with or without libraqm), so right-to-left scripts, which it would
write backwards, count as not drawable too.

>>> drawable("Zoë"), drawable("🎲dice"), drawable("世界"), drawable("  Андрей  ")
('Zoë', 'dice', None, 'Андрей')
"""

from __future__ import annotations

import struct
import unicodedata
from functools import cache
from pathlib import Path

from PIL import ImageFont

__all__ = [
    "BOLD",
    "FONTS",
    "REGULAR",
    "both_faces",
    "cap_height",
    "coverage",
    "drawable",
    "fit",
    "font",
]

FONTS = Path(__file__).with_name("fonts")
REGULAR = FONTS / "DejaVuSans.ttf"
BOLD = FONTS / "DejaVuSans-Bold.ttf"
ELLIPSIS = "…"
# Characters that are never drawn: controls, format characters (zero-width joiners, variation
# selectors), surrogates, private use and unassigned code points.
_INVISIBLE = {"Cc", "Cf", "Cs", "Co", "Cn"}
_RIGHT_TO_LEFT = {"R", "AL", "AN"}


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (Bold) at ``size`` pixels; loading costs more than a picture, so once."""
    return ImageFont.truetype(
        str(BOLD if bold else REGULAR), size, layout_engine=ImageFont.Layout.BASIC
    )


def cap_height(size: float, bold: bool = False) -> float:
    """The height of a capital letter at ``size`` pixels as the font is designed: its ``H``
    measured at 1000 px (where hinting moves nothing), in proportion."""
    return size * _cap_ratio(bold)


@cache
def _cap_ratio(bold: bool) -> float:
    _, top, _, bottom = font(1000, bold).getbbox("H")
    return (bottom - top) / 1000


def _table(data: bytes, wanted: bytes) -> int:
    """Where the font file's table ``wanted`` starts."""
    (tables,) = struct.unpack_from(">H", data, 4)
    for k in range(tables):
        tag, _, offset, _ = struct.unpack_from(">4sIII", data, 12 + 16 * k)
        if tag == wanted:
            return int(offset)
    raise ValueError(f"the font has no {wanted.decode()} table")


@cache
def coverage(path: Path = REGULAR) -> frozenset[int]:
    """The code points the font at ``path`` has a glyph for, from its ``cmap`` table (the
    Unicode subtables, formats 4 and 12)."""
    data = path.read_bytes()
    cmap = _table(data, b"cmap")
    (subtables,) = struct.unpack_from(">H", data, cmap + 2)
    found: set[int] = set()
    for k in range(subtables):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * k)
        if (platform, encoding) not in ((0, 3), (0, 4), (3, 1), (3, 10)):
            continue
        at = cmap + offset
        (kind,) = struct.unpack_from(">H", data, at)
        if kind == 4:
            found |= _format_4(data, at)
        elif kind == 12:
            found |= _format_12(data, at)
    return frozenset(found)


def _format_4(data: bytes, at: int) -> set[int]:
    (segments,) = struct.unpack_from(">H", data, at + 6)
    segments //= 2
    ends = struct.unpack_from(f">{segments}H", data, at + 14)
    starts = struct.unpack_from(f">{segments}H", data, at + 16 + 2 * segments)
    deltas = struct.unpack_from(f">{segments}h", data, at + 16 + 4 * segments)
    ranges_at = at + 16 + 6 * segments
    range_offsets = struct.unpack_from(f">{segments}H", data, ranges_at)
    found: set[int] = set()
    for k, (start, end) in enumerate(zip(starts, ends, strict=True)):
        for code in range(start, end + 1):
            if code == 0xFFFF:
                continue
            if range_offsets[k] == 0:
                glyph = (code + deltas[k]) & 0xFFFF
            else:
                where = ranges_at + 2 * k + range_offsets[k] + 2 * (code - start)
                (glyph,) = struct.unpack_from(">H", data, where)
                if glyph:
                    glyph = (glyph + deltas[k]) & 0xFFFF
            if glyph:
                found.add(code)
    return found


def _format_12(data: bytes, at: int) -> set[int]:
    (groups,) = struct.unpack_from(">I", data, at + 12)
    found: set[int] = set()
    for k in range(groups):
        start, end, first = struct.unpack_from(">III", data, at + 16 + 12 * k)
        found.update(code for code in range(start, end + 1) if first + code - start)
    return found


@cache
def both_faces() -> frozenset[int]:
    """The code points both faces have a glyph for."""
    return coverage(REGULAR) & coverage(BOLD)


@cache
def drawable(text: str) -> str | None:
    """``text`` as the font can write it: composed (NFC), without the characters it has no
    glyph for in either face (emoji, CJK...), invisible ones or right-to-left ones, spaces
    squeezed; None if nothing visible (no letter, digit or symbol) is left."""
    covered = both_faces()
    kept = []
    for char in unicodedata.normalize("NFC", text):
        if char.isspace():
            kept.append(" ")
            continue
        if (
            unicodedata.category(char) in _INVISIBLE
            or _is_variation_selector(char)
            or unicodedata.bidirectional(char) in _RIGHT_TO_LEFT
            or ord(char) not in covered
        ):
            continue
        if unicodedata.category(char).startswith("M") and not (kept and kept[-1] != " "):
            continue  # a combining mark whose letter was left out
        kept.append(char)
    shown = " ".join("".join(kept).split())
    visible = any(unicodedata.category(c)[0] in "LNS" for c in shown)
    return shown if visible else None


def _is_variation_selector(char: str) -> bool:
    """Asks for an emoji's or text's look: nothing to draw by itself."""
    code = ord(char)
    return 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF


@cache
def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` shortened with an ellipsis (at a character, not inside a space or before a
    combining mark) so that it is at most ``width`` pixels wide at ``size``."""
    face = font(size, bold)
    if face.getlength(text) <= width:
        return text
    cut = len(text)
    while cut > 1:
        cut -= 1
        if unicodedata.category(text[cut]).startswith("M"):
            continue  # keep a letter and its marks together
        shorter = text[:cut].rstrip() + ELLIPSIS
        if face.getlength(shorter) <= width:
            return shorter
    return text[:1] + ELLIPSIS
