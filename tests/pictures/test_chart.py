"""The rating chart: a valid PNG of the right size whose gold line follows the data."""

from __future__ import annotations

import io
from collections.abc import Sequence

import pytest
from PIL import Image

from bot.pictures.chart import LINE, RatingPoint, rating_chart
from tests.support.words import EN_WORDS


def series(ratings: Sequence[int]) -> list[RatingPoint]:
    return [RatingPoint(1_700_000_000.0 + 600 * i, r) for i, r in enumerate(ratings)]


def open_png(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    assert image.size == (800, 300)
    return image.convert("RGB")


def gold(image: Image.Image) -> list[tuple[int, int]]:
    """Every pixel painted exactly in the line's colour (text is grey, so only line and dots)."""
    raw, width, colour = image.tobytes(), image.width, bytes(LINE)
    return [
        (i // 3 % width, i // 3 // width) for i in range(0, len(raw), 3) if raw[i : i + 3] == colour
    ]


def mean_y(pixels: list[tuple[int, int]], x_from: int, x_to: int) -> float:
    ys = [y for x, y in pixels if x_from <= x < x_to]
    assert ys, f"no line pixels between x={x_from} and x={x_to}"
    return sum(ys) / len(ys)


def test_a_valid_png_of_800_by_300() -> None:
    image = open_png(rating_chart(series([1000, 1010, 995]), title="Alice", lang=EN_WORDS))
    assert image.getpixel((5, 295)) == (43, 45, 49)
    assert gold(image)


def test_one_point_is_a_single_dot() -> None:
    pixels = gold(open_png(rating_chart(series([1234]), title="Bob", lang=EN_WORDS)))
    xs, ys = [x for x, _ in pixels], [y for _, y in pixels]
    assert pixels
    assert max(xs) - min(xs) <= 12 and max(ys) - min(ys) <= 12


def test_one_point_with_a_start_draws_a_line() -> None:
    pixels = gold(open_png(rating_chart(series([1100]), title="Bob", start=1000, lang=EN_WORDS)))
    xs = [x for x, _ in pixels]
    assert max(xs) - min(xs) > 500
    # From the low start on the left up to the game on the right.
    assert mean_y(pixels, 0, 200) > mean_y(pixels, 600, 800)


def test_five_thousand_points() -> None:
    ratings = [1000 + (i * 37) % 101 for i in range(5000)]
    assert gold(open_png(rating_chart(series(ratings), title="Busy", lang=EN_WORDS)))


def test_all_ratings_equal() -> None:
    pixels = gold(open_png(rating_chart(series([1500] * 50), title="Flat", lang=EN_WORDS)))
    line = [y for x, y in pixels if 100 <= x < 700]
    assert line and max(line) - min(line) <= 2


def test_no_points_is_an_error() -> None:
    with pytest.raises(ValueError, match="at least one"):
        rating_chart([], title="Nobody", lang=EN_WORDS)


def test_a_rising_series_rises() -> None:
    pixels = gold(open_png(rating_chart(series(range(1000, 1300, 3)), title="Up", lang=EN_WORDS)))
    assert mean_y(pixels, 600, 700) < mean_y(pixels, 100, 200) - 100


def test_a_falling_series_falls() -> None:
    pixels = gold(
        open_png(rating_chart(series(range(1300, 1000, -3)), title="Down", lang=EN_WORDS))
    )
    assert mean_y(pixels, 600, 700) > mean_y(pixels, 100, 200) + 100


def test_a_dip_in_the_middle_is_drawn_low() -> None:
    ratings = [1200] * 20 + [900] * 5 + [1200] * 20
    pixels = gold(open_png(rating_chart(series(ratings), title="Dip", lang=EN_WORDS)))
    assert mean_y(pixels, 380, 420) > mean_y(pixels, 100, 200) + 100


def test_downsampling_keeps_a_lone_peak() -> None:
    # One spike among thousands of flat games, at an index an even spread would skip: the line
    # itself must climb to it (the marker alone would leave the middle heights empty).
    ratings = [1000] * 5000
    ratings[2777] = 1600
    pixels = gold(open_png(rating_chart(series(ratings), title="Peak", lang=EN_WORDS)))
    near = [y for x, y in pixels if 300 <= x < 600]
    low, high = max(near), min(near)
    middle = [y for y in near if abs(y - (low + high) / 2) < 20]
    assert low - high > 150 and middle


def test_the_same_input_gives_the_same_bytes() -> None:
    points = series([1000 + (i * 13) % 57 for i in range(300)])
    first = rating_chart(points, title="Alice", start=990, lang=EN_WORDS)
    assert rating_chart(points, title="Alice", start=990, lang=EN_WORDS) == first
    assert rating_chart(points, title="Alice", start=1050, lang=EN_WORDS) != first
