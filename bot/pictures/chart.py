"""A member's rating over time as a PNG, for posting in Discord.

Pure and synchronous (Pillow and the standard library only) so the bot can run it in a worker
thread with ``asyncio.to_thread`` without touching the event loop or the database. Its words are
the catalogue's, in the language given (the title is made by the caller), written with the
pictures' font (DejaVu Sans, :mod:`bot.pictures.fonts`), which draws every letter of the bot's
languages (Pillow's own default font draws ASCII alone: "é" and "ł" came out as boxes).
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw, ImageFont

from bot.pictures import fonts
from bot.words import Words

__all__ = ["RatingPoint", "rating_chart"]

WIDTH, HEIGHT = 800, 300
# Room on the left for rating labels, on the right for the last rating's label.
LEFT, RIGHT, TOP, BOTTOM = 56, 64, 40, 20
MAX_DRAWN = 400

BACKGROUND = (43, 45, 49)  # Discord's dark theme (#2b2d31), so the image blends into the chat
LINE = (241, 196, 15)  # #f1c40f
GRID = (63, 65, 71)
TEXT = (219, 222, 225)
MUTED = (148, 155, 164)


@dataclass(frozen=True, slots=True)
class RatingPoint:
    at: float  # unix time the game finished
    rating: int  # the display rating after that game


@cache
def _font(size: int) -> ImageFont.FreeTypeFont:
    # Loading the font costs more than drawing a whole chart, so do it once per size.
    return fonts.font(size)


def _sample(n: int, keep: Sequence[int]) -> list[int]:
    """Indices to draw: evenly spread, at most about MAX_DRAWN, always including ``keep``."""
    if n <= MAX_DRAWN:
        return list(range(n))
    step = (n - 1) / (MAX_DRAWN - 1)
    return sorted({round(k * step) for k in range(MAX_DRAWN)} | set(keep))


def _grid_step(span: float) -> int:
    """A round step (1, 2 or 5 times a power of ten) giving about four grid lines."""
    raw = max(span / 4, 1.0)
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5):
        if factor * power >= raw:
            return int(factor * power)
    return int(10 * power)


def rating_chart(
    points: Sequence[RatingPoint],
    *,
    title: str,
    start: int | None = None,
    lang: Words,
) -> bytes:
    """A PNG (bytes) of the rating after each game: a line over the games in order (x = game
    number, not time, so a busy evening is not squashed), with the first and last rating
    labelled, the highest point marked, light horizontal grid lines with rating labels on the
    left, and the title at the top. ``start`` (optional) is the rating before the first game,
    drawn as the line's starting point. Works for 1 point (a single dot plus label) and for
    thousands (downsampled to at most ~400 drawn points, always keeping the last and the
    maximum). Its words in ``lang`` (the reader's)."""
    if not points:
        raise ValueError("rating_chart needs at least one rating point; the member has no games")
    values = ([start] if start is not None else []) + [p.rating for p in points]
    n = len(values)
    offset = n - len(points)  # index in ``values`` of the first game
    # The highest rating after a game (the starting rating is not an achievement).
    best = offset + max(range(len(points)), key=lambda i: points[i].rating)

    lo, hi = min(values), max(values)
    pad = max((hi - lo) * 0.08, 5.0)  # also keeps a flat series off zero height
    lo_y, hi_y = lo - pad, hi + pad
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x_of(i: int) -> float:
        # A single point sits in the middle rather than against the axis.
        return LEFT + (plot_w / 2 if n == 1 else i * plot_w / (n - 1))

    def y_of(v: float) -> float:
        return TOP + (hi_y - v) * plot_h / (hi_y - lo_y)

    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    small, big = _font(12), _font(16)

    step = _grid_step(hi_y - lo_y)
    for g in range(math.ceil(lo_y / step) * step, math.floor(hi_y) + 1, step):
        y = y_of(g)
        draw.line([(LEFT, y), (WIDTH - RIGHT, y)], fill=GRID, width=1)
        draw.text((LEFT - 8, y), str(g), fill=MUTED, font=small, anchor="rm")

    draw.text((LEFT, TOP / 2), title, fill=TEXT, font=big, anchor="lm")
    games = len(points)
    count = lang("stats-count-games", count=games)
    draw.text((WIDTH - RIGHT, TOP / 2), count, fill=MUTED, font=small, anchor="rm")

    xy = [(x_of(i), y_of(values[i])) for i in _sample(n, (best, n - 1))]
    if len(xy) > 1:
        draw.line(xy, fill=LINE, width=2)

    def dot(i: int, radius: float) -> tuple[float, float]:
        x, y = x_of(i), y_of(values[i])
        draw.ellipse([x - radius, y - radius, x + radius, y + radius], fill=LINE)
        return x, y

    def above(x: float, y: float, text: str, anchor: str) -> None:
        # Below the point instead when it is too close to the title to fit above.
        up = y - TOP > 16
        draw.text(
            (x, y - 7 if up else y + 7),
            text,
            fill=TEXT,
            font=small,
            anchor=anchor + ("s" if up else "t"),
        )

    first_x, first_y = dot(0, 3)
    last_x, last_y = dot(n - 1, 3)
    if n == 1:
        above(last_x, last_y, str(values[0]), "m")
    else:
        above(first_x, first_y, str(values[0]), "l")
        # The right margin is kept free for this label.
        draw.text((last_x + 8, last_y), str(values[-1]), fill=TEXT, font=small, anchor="lm")
    best_x, best_y = dot(best, 5)
    crowded = abs(best_x - first_x) < 60 and abs(best_y - first_y) < 16
    if best not in (0, n - 1) and not crowded:
        above(best_x, best_y, lang("picture-chart-best", rating=str(values[best])), "m")

    out = io.BytesIO()
    # Pillow writes no timestamp into a PNG, so the same input gives the same bytes.
    image.save(out, format="PNG", compress_level=1)
    return out.getvalue()
