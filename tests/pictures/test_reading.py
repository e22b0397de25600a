"""The table picture as a person reads it on a phone: each deal of a partnership in a panel of
its own with its title above its seats, every word with a contrast of 4.5:1 once the picture is
shrunk to 300 px wide, and a name in any script the font draws written whole."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence

import pytest
from PIL import Image, ImageChops, ImageDraw

from bot.engine import Format, Game
from bot.pictures import drawing as pictures
from bot.pictures import fonts, tiles
from bot.words import ENGLISH
from tests.pictures.test_pictures import EN, NAMES, decode, scenes_of, states

Colour = tuple[int, int, int]


def runs(flags: Sequence[bool]) -> list[range]:
    """The runs of consecutive true flags, as ranges of their indexes."""
    found: list[range] = []
    start = None
    for k, flag in enumerate([*flags, False]):
        if flag and start is None:
            start = k
        elif not flag and start is not None:
            found.append(range(start, k))
            start = None
    return found


def some_states(fmt: Format, seed: int, every: int = 6) -> Iterator[Game]:
    for k, game in enumerate(states(fmt, seed)):
        if k % every == 0:
            yield game


# -- a partnership's two tables ---------------------------------------------------------------


def ink(title: str) -> Image.Image:
    """A deal's title as the picture writes it, from the left of its tile, cut to its letters."""
    tile = tiles.label(title, pictures.TABLE_TEXT, tiles.TEXT, tiles.FELT)
    words = tile.image.convert("RGB")
    letters = ImageChops.difference(words, Image.new("RGB", words.size, tiles.FELT)).getbbox()
    assert letters is not None
    return words.crop((0, letters[1], letters[2], letters[3]))


def test_each_partnership_table_has_its_own_panel_with_its_title_above_its_seats() -> None:
    room = tiles.FELT_DARK
    checked = 0
    for game in some_states(Format.PARTNERSHIP, 1, every=5):
        view = game.public_view()
        if len(view.boards) < 2:
            continue  # one table has finished its deal: the other is shown alone
        scene = pictures.table_scene(view.boards, None, NAMES, language=ENGLISH.code)
        image = decode(pictures.draw(scene))
        # Rows of nothing but the room, from one side of the picture to the other, set apart
        # the two tables' panels and the teams' legend below them.
        width = range(image.width)
        blocks = runs(
            [any(image.getpixel((x, y)) != room for x in width) for y in range(image.height)]
        )
        assert len(blocks) >= 3
        # The legend's one line, or a line a team when the names need the room.
        panels, legend = blocks[:2], range(blocks[2].start, image.height)
        assert panels[1].start - panels[0].stop >= pictures.PANEL_GAP
        # The seats: each its team's bar, down the left of its band.
        bar_x = pictures.MARGIN + 6
        bars = runs([image.getpixel((bar_x, y)) in tiles.TEAMS for y in range(image.height)])
        assert len(bars) == 4 + 2  # a bar on each seat's band, a chip for each team
        assert len([bar for bar in bars if bar.start in legend]) == 2
        for board, panel in zip(scene.boards, panels, strict=True):
            seats = [bar for bar in bars if bar.start in panel and bar.stop - 1 in panel]
            assert len(seats) == 2  # each table's own two, apart from the other table's
            # The deal's title, written between the panel's top and its first seat's band.
            title = pictures.board_title(board, EN)
            words = ink(title)
            x = pictures.MARGIN + 4
            found = [
                y
                for y in range(panel.start, seats[0].start - words.height)
                if image.crop((x, y, x + words.width, y + words.height)).tobytes()
                == words.tobytes()
            ]
            assert len(found) == 1, title
        checked += 1
    assert checked >= 5


# -- contrast at 300 px -------------------------------------------------------------------------


def luminance(colour: Colour) -> float:
    """WCAG 2's relative luminance (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance)."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: Colour, other: Colour) -> float:
    """WCAG 2's contrast ratio, 1 to 21 (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio)."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def at_300px(image: Image.Image) -> Image.Image:
    """The picture as a phone shows it, 300 px wide (Pillow's resize: bicubic)."""
    return image.resize((300, round(image.height * 300 / image.width)))


def strokes(small: Image.Image, box: tuple[float, float, float, float], ground: Colour) -> float:
    """The contrast of a word's strokes with its ground, in ``box`` (of the shrunk picture):
    that of its best tenth of pixels (a word's box is mostly ground; its strokes' cores are
    what the eye reads)."""
    left, top, right, bottom = box
    crop = small.crop((int(left), int(top), int(right + 0.999), int(bottom + 0.999)))
    ratios = sorted(contrast(pixel, ground) for pixel in crop.get_flattened_data())  # type: ignore[arg-type]
    return ratios[int(len(ratios) * 0.9)]


def test_the_measure_tells_a_faint_word_from_a_legible_one() -> None:
    """The measure is no formality: the grey-green secondary words of the table as they were
    (regular, on the lit band of the felt of then) fall short; bold in today's colours don't."""
    then_felt_light, then_muted = (40, 118, 68), (196, 218, 202)

    def measured(ink: Colour, ground: Colour, bold: bool) -> float:
        image = Image.new("RGB", (pictures.TABLE_W, 40), ground)
        face = fonts.font(pictures.TABLE_TEXT, bold)
        ImageDraw.Draw(image).text((10, 10), "team 1 · dealer", font=face, fill=ink)
        width = face.getlength("team 1 · dealer")
        scale = 300 / image.width
        return strokes(
            at_300px(image), (10 * scale, 8 * scale, (10 + width) * scale, 32 * scale), ground
        )

    assert contrast(then_muted, then_felt_light) < 4.5
    assert measured(then_muted, then_felt_light, bold=False) < 3.0
    assert measured(tiles.MUTED, tiles.FELT_LIGHT, bold=False) < 4.5  # bold it must be
    assert measured(tiles.MUTED, tiles.FELT_LIGHT, bold=True) >= 4.5


def scenes_to_read() -> Iterator[pictures.Scene]:
    """Tables of every format in many states (the seat to play lit, the first upcard's "take
    or pass", a knock, the note of who sits out, the partnerships' legend), and the hands."""
    for fmt in (Format.HEADS_UP, Format.THREE, Format.PARTNERSHIP, Format.HOLLYWOOD):
        for game in some_states(fmt, 2):
            yield from scenes_of(game, fmt)


def test_every_word_keeps_a_contrast_of_4_5_to_1_at_300px_wide(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    written: list[tuple[tuple[int, int, int, int], Colour, str]] = []
    text = tiles.text

    def recording(
        canvas: Image.Image,
        xy: tuple[int, int],
        words: str,
        size: int,
        fill: Colour = tiles.TEXT,
        *,
        right: bool = False,
        ground: Colour = tiles.FELT,
    ) -> int:
        width = text(canvas, xy, words, size, fill, right=right, ground=ground)
        if width:
            ascent, descent = fonts.font(size, bold=True).getmetrics()
            x = xy[0] - width if right else xy[0]
            written.append(((x, xy[1], x + width, xy[1] + ascent + descent), ground, words))
        return width

    monkeypatch.setattr(tiles, "text", recording)
    worst: dict[str, float] = {}
    kinds: Counter[str] = Counter()
    for scene in scenes_to_read():
        written.clear()
        image = decode(pictures.paint(scene))
        small, scale = at_300px(image), 300 / image.width
        for box, ground, words in written:
            # Every word lies on the ground it was drawn for (its tile's own ground).
            counted = image.crop(box).getcolors(maxcolors=1 << 16) or []
            assert max(counted)[1] == ground, words
            shrunk = tuple(edge * scale for edge in box)
            said = re.sub(r"\d+", "#", words)  # "stock #", "# cards"
            worst[said] = min(worst.get(said, 21.0), strokes(small, shrunk, ground))  # type: ignore[arg-type]
            kinds[said] += 1
    faint = {said: round(ratio, 2) for said, ratio in worst.items() if ratio < 4.5}
    assert not faint
    # What was read: the secondary words and every other kind of them.
    for said in ("stock #", "pile #", "# cards", "from the pile", "dealer", "team # · dealer"):
        assert kinds[said], said
    assert any(said.endswith("sits out this hand") for said in kinds)
    assert any(said.startswith("to play: ") for said in kinds) and kinds["take or pass"]
    assert kinds["team #: "] and kinds["meld"] and any("deadwood" in said for said in kinds)


# -- names in every script ----------------------------------------------------------------------


def names_by_script() -> dict[str, str]:
    """A name of five letters (or fewer) in each script the font draws in both its faces,
    as Unicode names the script (the first word of each letter's name: LATIN, GREEK...)."""
    both = fonts.coverage(fonts.REGULAR) & fonts.coverage(fonts.BOLD)
    letters: defaultdict[str, list[str]] = defaultdict(list)
    for code in sorted(both):
        char = chr(code)
        if unicodedata.category(char).startswith("L") and fonts.drawable(char) == char:
            letters[unicodedata.name(char).split()[0]].append(char)
    return {script: "".join(chars[:5]) for script, chars in letters.items()}


def test_a_name_in_every_script_the_font_draws_is_written_whole_in_glyphs_it_has(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    names = names_by_script()
    assert {"LATIN", "GREEK", "CYRILLIC", "ARMENIAN", "GEORGIAN", "CANADIAN"} <= set(names)
    written: set[str] = set()
    label = tiles.label

    def recording(text: str, size: int, fill: Colour, ground: Colour) -> tiles.Tile:
        written.add(text)
        return label(text, size, fill, ground)

    monkeypatch.setattr(tiles, "label", recording)
    # The mathematical sans-serif letters of a "fancy font" name: the regular face has them,
    # the bold one (every word's) has not.
    fancy = "𝖠𝗇𝗇𝖺"
    assert {ord(c) for c in fancy} <= fonts.coverage(fonts.REGULAR)
    assert not {ord(c) for c in fancy} & fonts.coverage(fonts.BOLD)
    queue = [*names.values(), fancy]
    game = next(states(Format.PARTNERSHIP, 3))
    view = game.public_view()
    for k in range(0, len(queue), 4):
        four = (queue[k : k + 4] + ["Zoë"] * 4)[:4]
        pictures.paint(pictures.table_scene(view.boards, None, four, language=ENGLISH.code))
    bold = fonts.coverage(fonts.BOLD)
    boxes = {text: [c for c in text if ord(c) not in bold and not c.isspace()] for text in written}
    assert not {text: missing for text, missing in boxes.items() if missing}  # no glyph's box
    for script, name in names.items():
        assert name in written, script  # on its seat, whole
    assert fonts.drawable(f"{fancy} Zoë") == "Zoë"  # what a face lacks is left out
