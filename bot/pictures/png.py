"""The pictures' PNG writer: a palette picture as PNG bytes.

Written here rather than by Pillow's PNG plugin, whose zlib (level 1) took three quarters of a
table picture's time: ISA-L's deflate (the isal package) compresses these pictures about seven
times faster, a little smaller too (bench/pictures.py --encoders measures both). The format
is the PNG specification's (https://www.w3.org/TR/png-3/, "Chunk layout", "IHDR", "PLTE",
"Filtering"): the signature, then chunks, each its length, type, data and the CRC-32 of its
type and data; the image data is a zlib stream of the rows, each row led by its filter type,
0 (none: the usual choice for a palette picture, and what Pillow writes for one too).
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Sequence

from isal import isal_zlib
from PIL import Image

__all__ = ["DEFLATE_LEVEL", "palette_chunk", "write"]

DEFLATE_LEVEL = 1  # ISA-L's levels are 0-3: 1 and 2 are as small and as fast here, 3 slower
SIGNATURE = b"\x89PNG\r\n\x1a\n"
INDEXED_COLOUR = 3  # IHDR's colour type: each pixel an entry of the palette (PLTE)


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(data, zlib.crc32(kind))
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def palette_chunk(palette: Sequence[int]) -> bytes:
    """The PLTE chunk of a palette (Pillow's ``getpalette()``: red, green, blue, ...)."""
    return _chunk(b"PLTE", bytes(palette))


def write(canvas: Image.Image, plte: bytes, level: int = DEFLATE_LEVEL) -> bytes:
    """``canvas`` (mode "P", with one column more on its right) as PNG bytes, its palette
    ``plte`` (:func:`palette_chunk`). The extra column is set to 0 and read as the filter type
    of the row below: a zero before the first row, each row's pixels and the next row's filter
    byte, and so on (the last row's extra byte left out), one copy of the bytes instead of one
    per row."""
    width, height = canvas.width - 1, canvas.height
    canvas.im.paste(0, (width, 0, width + 1, height))
    deflate = isal_zlib.compressobj(level)
    rows = memoryview(canvas.tobytes())[:-1]
    data = deflate.compress(b"\0") + deflate.compress(rows) + deflate.flush()
    header = struct.pack(">IIBBBBB", width, height, 8, INDEXED_COLOUR, 0, 0, 0)
    return b"".join(
        (SIGNATURE, _chunk(b"IHDR", header), plte, _chunk(b"IDAT", data), _chunk(b"IEND", b""))
    )
