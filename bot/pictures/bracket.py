"""A knockout event's bracket as a PNG, and in words for screen readers.

Pure and synchronous (Pillow and the standard library), like the other pictures, so the bot can
draw it in a worker thread or process. It is drawn from the event's matches alone: the rounds
left to right, the first round's matches down the left in bracket order, each later match
level with the two it is fed by and joined to them by lines, the champion at the right end.

A match is a box of two lines, one a member (the member who came from the upper of the two
matches it is fed by on top): the winner bold and bright with a gold mark and gold points, the
loser dimmed, the game points on the right once the match is played (none for a bye or a match
settled at 0-0); a match in play is framed in blue and says "playing"; a match that both lost
(never in a knockout, but drawn all the same) has both dimmed. A round not paired yet is empty
boxes, to be filled.

Its words (the rounds' headings, "playing", "bye", the words for screen readers) are in the
language it is given, from the catalogue (tournaments.ftl's ``bracket-*``): the channel's. The
boxes are as wide as those words need (a language's "Quarter-finals" may be longer than
English's): 12 times the names' size at least, wider if a heading or a tag beside a name needs
it, so the same bracket in two languages may differ in width; a word too long for even the
widest box the cap allows is shortened with "…".

Names are written as the table's picture writes them (:mod:`bot.pictures.fonts`): what DejaVu
can't draw (emoji, CJK) left out, shortened with "…" to fit; a name with nothing left, or a
member with no name given, is "?".

Sizes: the names are 18 px (capitals 13 px tall) on a felt ground like the table's, in boxes
216 px wide; the picture grows with the bracket (5 entrants: 1008 by 351 px), up to 2400 by
8000 px: a bracket too tall for that at 18 px is drawn with smaller words and boxes, down to 12
px at the least (the biggest, 128 first-round matches for 256 entrants: 16 px, 2016 by 7502 px,
so the floor is never reached). A bracket is read opened and zoomed, not at the 300 px wide a
phone shows it in the chat: the other pictures' rule (capitals 8 px tall there) can't hold for
a picture of several columns of names.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from PIL import Image, ImageDraw

from bot.model.tournaments import Match, MatchOutcome
from bot.pictures import fonts
from bot.pictures.tiles import FELT, FELT_DARK, HIGHLIGHT, MELD_LINE, TEXT
from bot.words import Words

__all__ = [
    "ALT_TEXT_LIMIT",
    "MAX_HEIGHT",
    "MAX_ROUNDS",
    "MAX_WIDTH",
    "bracket_alt_text",
    "bracket_png",
    "bracket_size",
    "round_name",
]

MAX_ROUNDS = 8  # 128 first-round matches: 256 entrants, the most an event takes
MAX_WIDTH, MAX_HEIGHT = 2400, 8000
TEXT_SIZE = 18  # the names, at most
MIN_TEXT_SIZE = 12  # however big the bracket
ALT_TEXT_LIMIT = 1024  # Discord's, in UTF-16 code units (an emoji counts 2)
UNKNOWN = "?"
NAME_ROOM = 6  # a box keeps room for this many text sizes of a name beside its tag

DIM = (118, 158, 130)  # a loser's name and points: still readable, plainly not the winner's
EMPTY_LINE = (52, 120, 76)  # an empty box's frame, and the lines between undecided matches
BOX_LINE = (72, 140, 96)
PLAYING = (130, 190, 255)  # a match in play: its frame and its word
Ink = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class _Sizes:
    """Every length of the picture, from the size of its words (and the box's width from the
    words it must hold)."""

    text: int
    box_w: int

    @property
    def small(self) -> int:  # "bye", "playing", the rounds' headings
        return self.text - 2

    @property
    def title(self) -> int:
        return self.text + 6

    @property
    def line(self) -> int:  # one member's line in a box
        return round(self.text * 1.4)

    @property
    def box_h(self) -> int:
        return 2 * self.line + 2

    @property
    def gap(self) -> int:  # between two first-round boxes
        return round(self.text * 0.75)

    @property
    def pitch(self) -> int:
        return self.box_h + self.gap

    @property
    def link(self) -> int:  # between two columns, for the lines
        return 2 * self.text

    @property
    def margin(self) -> int:
        return self.text

    @property
    def pad(self) -> int:  # inside a box, left and right
        return round(self.text * 0.5)

    @property
    def top(self) -> int:  # where the first box starts: below the title and the headings
        return self.margin + round(self.title * 1.5) + round(self.small * 1.8)

    def size(self, rounds: int) -> tuple[int, int]:
        width = 2 * self.margin + rounds * (self.box_w + self.link) + self.box_w
        height = self.top + 2 ** (rounds - 1) * self.pitch - self.gap + self.margin
        return width, height


@dataclass(frozen=True, slots=True)
class _Labels:
    """The picture's words other than the names and the title, in its language."""

    headings: tuple[str, ...]  # each round's, then the champion's (bold, small)
    playing: str  # beside the names of a match in play (small)
    both_out: str  # beside the names of a match both lost (small)
    bye: str  # the empty line of a bye (small)


def _labels(rounds: int, lang: Words) -> _Labels:
    headings = tuple(round_name(n, rounds, lang) for n in range(1, rounds + 1))
    return _Labels(
        (*headings, lang("bracket-champion")),
        lang("bracket-playing"),
        lang("bracket-both-out"),
        lang("bracket-bye"),
    )


def _box_width(text: int, labels: _Labels) -> int:
    """How wide a box must be for its words at ``text`` px: 12 texts, or wider for a heading
    (over its column), a tag with a name beside it, or a bye's word."""
    small, pad = text - 2, round(text * 0.5)
    heading = max(_width(h, small, True) for h in labels.headings)
    tag = max(_width(t, small, False) for t in (labels.playing, labels.both_out))
    return max(
        12 * text,
        heading + 2 * pad,
        tag + 3 * pad + NAME_ROOM * text,
        _width(labels.bye, small, False) + 2 * pad,
    )


@lru_cache(maxsize=256)
def _sizes(rounds: int, labels: _Labels) -> _Sizes:
    """The largest words whose picture fits MAX_WIDTH by MAX_HEIGHT (MIN_TEXT_SIZE at least),
    its boxes as wide as its ``labels`` need (cached by the words: a language is in the key)."""
    for text in range(TEXT_SIZE, MIN_TEXT_SIZE, -1):
        sizes = _Sizes(text, _box_width(text, labels))
        width, height = sizes.size(rounds)
        if width <= MAX_WIDTH and height <= MAX_HEIGHT:
            return sizes
    # At the least size, no wider than the cap allows: a longer word is shortened to its box.
    least = _Sizes(MIN_TEXT_SIZE, 12 * MIN_TEXT_SIZE)
    widest = (MAX_WIDTH - 2 * least.margin - rounds * least.link) // (rounds + 1)
    box = min(_box_width(MIN_TEXT_SIZE, labels), max(widest, least.box_w))
    return _Sizes(MIN_TEXT_SIZE, box)


def bracket_size(rounds: int, lang: Words) -> tuple[int, int]:
    """The picture's width and height for a bracket of ``rounds`` rounds in ``lang``."""
    _check(rounds)
    return _sizes(rounds, _labels(rounds, lang)).size(rounds)


def round_name(round_number: int, rounds: int, lang: Words) -> str:
    """ "Final", "Semi-finals", "Quarter-finals", else "Round 2"."""
    left = rounds - round_number
    if left == 0:
        return lang("bracket-final")
    if left == 1:
        return lang("bracket-semi-finals")
    if left == 2:
        return lang("bracket-quarter-finals")
    return lang("bracket-round", round=round_number)


def _check(rounds: int) -> None:
    if not 1 <= rounds <= MAX_ROUNDS:
        raise ValueError(f"a bracket has 1 to {MAX_ROUNDS} rounds, not {rounds}")


# -- where each match goes ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Placed:
    """A match in its bracket place: ``upper`` and ``lower`` its members by the line each is
    drawn on (a bye's member on the line of the match they came from, None on the other)."""

    match: Match
    upper: int | None
    lower: int | None


def _place(rounds: int, matches: Sequence[Match]) -> list[dict[int, _Placed]]:
    """Each round's matches by their place in its column (0 first). Round 1 by table; a later
    match where its members came from (a round's tables are numbered in order, but a pair left
    out, both its members removed, leaves no table: the next match's table number is then not
    its place), else by its table."""
    columns: list[dict[int, _Placed]] = []
    where: list[dict[int, int]] = []  # by round: member -> place
    for number in range(1, rounds + 1):
        places = 2 ** (rounds - number)
        column: dict[int, _Placed] = {}
        found: dict[int, int] = {}
        ordered = sorted((m for m in matches if m.round == number), key=lambda m: m.table)
        for match in ordered:
            came = {member: _came_from(member, where) for member in match.members}
            place = next((p // 2 for p in came.values() if p is not None), None)
            if place is None or place in column or not 0 <= place < places:
                place = match.table - 1
            if place in column or not 0 <= place < places:
                free = [p for p in range(places) if p not in column]
                if not free:
                    continue  # more matches than places: nowhere to draw it
                place = free[0]
            upper, lower = _lines(match, came)
            column[place] = _Placed(match, upper, lower)
            found.update(dict.fromkeys(match.members, place))
        columns.append(column)
        where.append(found)
    return columns


def _lines(match: Match, came: Mapping[int, int | None]) -> tuple[int | None, int | None]:
    """The members on a box's upper and lower line: each on the side of the box they came
    from (the upper of the two it is fed by on top), else ``a`` on top."""
    side = {member: place % 2 for member, place in came.items() if place is not None}
    a, b = side.get(match.a), None if match.b is None else side.get(match.b)
    if match.b is None:
        return (None, match.a) if a == 1 else (match.a, None)
    if (a == 1 and b != 1) or (b == 0 and a != 0):
        return match.b, match.a
    return match.a, match.b


def _came_from(member: int, where: list[dict[int, int]]) -> int | None:
    """The place in the last round's column that ``member``'s way through the bracket passes
    (from the last round they played in), None if they played in none."""
    for back, found in enumerate(reversed(where)):
        if member in found:
            return found[member] >> back
    return None


def _advanced(match: Match) -> int | None:
    """Who goes through: the winner, or the member who had a bye."""
    if match.outcome is MatchOutcome.BYE or (match.outcome is MatchOutcome.WIN and match.b is None):
        return match.a
    if match.outcome is MatchOutcome.WIN and match.winner in match.members:
        return match.winner
    return None


def _champion(rounds: int, columns: list[dict[int, _Placed]]) -> int | None:
    final = columns[rounds - 1].get(0)
    return None if final is None else _advanced(final.match)


def _shows_points(match: Match) -> bool:
    return (
        match.done
        and match.b is not None
        and match.outcome is not MatchOutcome.BYE
        and (match.points_a, match.points_b) != (0, 0)
    )


# -- the picture --------------------------------------------------------------------------------
# Drawn straight onto a palette ("P" mode, a byte a pixel): the shapes in their inks' entries,
# each word as a tile whose smooth edges are the entries between its ink and its ground, so no
# colour is mapped per picture (mapping a whole 256-entrant picture took longer than drawing it).

GROUNDS = (FELT, FELT_DARK)  # what words lie on
INKS = (TEXT, DIM, HIGHLIGHT, MELD_LINE, PLAYING, EMPTY_LINE, BOX_LINE)
STEPS = 16  # the shades from a ground to an ink, both ends included


@cache
def _palette() -> tuple[list[int], dict[tuple[Ink, Ink, int], int]]:
    """The palette's colours (flat RGB) and where the shade ``k`` of 0..STEPS-1 from a ground
    to an ink is in it (the grounds and the inks themselves first, once each)."""
    colours: list[Ink] = list(dict.fromkeys((*GROUNDS, *INKS)))
    at: dict[tuple[Ink, Ink, int], int] = {}
    for ground in GROUNDS:
        for ink in INKS:
            for k in range(STEPS):
                mix = tuple(
                    round(g + (i - g) * k / (STEPS - 1)) for g, i in zip(ground, ink, strict=True)
                )
                colour = (mix[0], mix[1], mix[2])
                if colour not in colours:
                    colours.append(colour)
                at[ground, ink, k] = colours.index(colour)
    assert len(colours) <= 256
    return [channel for colour in colours for channel in colour], at


def _ink(colour: Ink) -> int:
    """The palette's entry of a ground or an ink, for shapes."""
    _, at = _palette()
    if colour in GROUNDS:
        return at[colour, INKS[0], 0]
    return at[FELT, colour, STEPS - 1]


@dataclass(frozen=True, slots=True)
class _Words:
    """A few words on the palette: their pixels and the mask of what is not ground."""

    image: Image.Image  # mode "L": each pixel its entry of the palette
    mask: Image.Image  # mode "1"
    width: int
    height: int


@lru_cache(maxsize=4096)
def _words(text: str, size: int, bold: bool, ink: Ink, ground: Ink) -> _Words:
    """``text`` drawn once as a tile as tall as the font's line (the same name comes back in
    each round its member reaches)."""
    face = fonts.font(size, bold)
    ascent, descent = face.getmetrics()
    width = int(face.getlength(text)) + 2
    cover = Image.new("L", (width, ascent + descent), 0)
    ImageDraw.Draw(cover).text((1, 0), text, font=face, fill=255)
    return _Words(cover.point(_shades(ink, ground)), cover.point(_INKED, "1"), width, cover.height)


_INKED = [0] + [255] * 255  # a tile's mask: every pixel with some ink


@cache
def _shades(ink: Ink, ground: Ink) -> list[int]:
    """How much ink a pixel of a word has (0-255) -> the palette's entry of that shade."""
    _, at = _palette()
    return [at[ground, ink, round(v * (STEPS - 1) / 255)] for v in range(256)]


class _Canvas:
    """The picture being drawn."""

    def __init__(self, width: int, height: int) -> None:
        self.image = Image.new("P", (width, height), _ink(FELT))
        self.image.putpalette(_palette()[0])
        self.draw = ImageDraw.Draw(self.image)

    def text(
        self,
        x: int,
        middle: int,
        text: str,
        size: int,
        ink: Ink = TEXT,
        *,
        bold: bool = False,
        ground: Ink = FELT,
        right: bool = False,
    ) -> None:
        """``text`` starting at ``x`` (ending there, ``right``), its line's middle at
        ``middle``."""
        words = _words(text, size, bold, ink, ground)
        left = x - words.width + 1 if right else x - 1
        top = middle - words.height // 2
        self.image.im.paste(
            words.image.im, (left, top, left + words.width, top + words.height), words.mask.im
        )

    def png(self) -> bytes:
        out = io.BytesIO()
        # Pillow writes no timestamp: the same bracket gives the same bytes.
        self.image.save(out, format="PNG", optimize=False, compress_level=1)
        return out.getvalue()


def bracket_png(
    rounds: int,
    matches: Sequence[Match],
    names: Mapping[int, str],
    *,
    title: str,
    lang: Words,
) -> bytes:
    """The bracket of a knockout of ``rounds`` rounds as PNG bytes: ``matches`` every match so
    far (round 1 whole), ``names`` the members' names by member id; ``title`` the event's;
    its words in ``lang``."""
    _check(rounds)
    labels = _labels(rounds, lang)
    s = _sizes(rounds, labels)
    columns = _place(rounds, matches)
    width, height = s.size(rounds)
    canvas = _Canvas(width, height)

    room = width - 2 * s.margin
    shown = _fit(fonts.drawable(title) or lang("bracket-title"), s.title, room, True)
    canvas.text(s.margin, s.margin + s.title // 2, shown, s.title, bold=True)
    heading = s.margin + round(s.title * 1.5) + s.small // 2
    for number, label in enumerate(labels.headings, start=1):
        ink = HIGHLIGHT if number > rounds else MELD_LINE
        said = _fit(label, s.small, s.box_w - 2 * s.pad, True)
        canvas.text(_column_x(s, number) + s.pad, heading, said, s.small, ink, bold=True)

    for number in range(1, rounds + 1):
        for place in range(2 ** (rounds - number)):
            _draw_links(canvas, s, rounds, columns, number, place)
    for number in range(1, rounds + 1):
        for place in range(2 ** (rounds - number)):
            placed = columns[number - 1].get(place)
            _draw_box(canvas, s, rounds, number, place, placed, names, labels)
    _draw_champion(canvas, s, rounds, _champion(rounds, columns), names)
    return canvas.png()


def _column_x(s: _Sizes, number: int) -> int:
    return s.margin + (number - 1) * (s.box_w + s.link)


def _box_y(s: _Sizes, rounds: int, number: int, place: int) -> int:
    """The top of a box: level with the middle of the two it is fed by."""
    span = 2 ** (number - 1)  # first-round places under this one
    middle = s.top + (place * span + (span - 1) / 2) * s.pitch + s.box_h / 2
    return round(middle - s.box_h / 2)


def _line_y(s: _Sizes, top: int, lower: bool) -> int:
    """The middle of a box's upper or lower line."""
    return top + 1 + s.line // 2 + (s.line + 1 if lower else 0)


def _draw_links(
    canvas: _Canvas,
    s: _Sizes,
    rounds: int,
    columns: list[dict[int, _Placed]],
    number: int,
    place: int,
) -> None:
    """The line from a box to the box it feeds (to the line its winner is written on there),
    bright once it has someone to send on."""
    right = _column_x(s, number) + s.box_w
    y = _box_y(s, rounds, number, place) + s.box_h // 2
    placed = columns[number - 1].get(place)
    decided = placed is not None and _advanced(placed.match) is not None
    ink = _ink(MELD_LINE if decided else EMPTY_LINE)
    if number == rounds:  # the final, to the champion
        canvas.draw.line((right, y, right + s.link, y), fill=ink, width=2)
        return
    target = _line_y(s, _box_y(s, rounds, number + 1, place // 2), place % 2 == 1)
    bend = right + s.link // 2
    canvas.draw.line((right, y, bend, y, bend, target, right + s.link, target), fill=ink, width=2)


def _name(member: int | None, names: Mapping[int, str]) -> str:
    if member is None:
        return UNKNOWN
    return fonts.drawable(names.get(member, "")) or UNKNOWN


def _draw_box(
    canvas: _Canvas,
    s: _Sizes,
    rounds: int,
    number: int,
    place: int,
    placed: _Placed | None,
    names: Mapping[int, str],
    labels: _Labels,
) -> None:
    x, y = _column_x(s, number), _box_y(s, rounds, number, place)
    box = (x, y, x + s.box_w - 1, y + s.box_h - 1)
    radius, draw = max(3, s.text // 4), canvas.draw
    if placed is None:  # to be filled
        draw.rounded_rectangle(box, radius=radius, outline=_ink(EMPTY_LINE), width=1)
        return
    match = placed.match
    playing = not match.done and match.game_id is not None
    outline, frame = (PLAYING, 2) if playing else (BOX_LINE, 1)
    draw.rounded_rectangle(
        box, radius=radius, fill=_ink(FELT_DARK), outline=_ink(outline), width=frame
    )
    room, right = s.box_w - 2 * s.pad, x + s.box_w - s.pad
    tag = ""
    if playing:
        tag = labels.playing
    elif match.outcome is MatchOutcome.BOTH_LOSE:
        tag = labels.both_out
    if tag:  # across both lines, on the right (a name keeps NAME_ROOM beside it)
        tag = _fit(tag, s.small, room - s.pad - NAME_ROOM * s.text)
        ink = PLAYING if playing else DIM
        canvas.text(right, y + s.box_h // 2, tag, s.small, ink, ground=FELT_DARK, right=True)
        room -= _width(tag, s.small, False) + s.pad
    middle = y + 1 + s.line  # between the two lines (up to the tag)
    draw.line((x + s.pad // 2, middle, x + s.pad + room, middle), fill=_ink(FELT))
    went = _advanced(match)
    for lower, member in ((False, placed.upper), (True, placed.lower)):
        mid, left = _line_y(s, y, lower), x + s.pad
        if member is None:  # the other line of a bye
            bye = _fit(labels.bye, s.small, room)
            canvas.text(left, mid, bye, s.small, DIM, ground=FELT_DARK)
            continue
        won = went == member
        lost = (went is not None and not won) or match.outcome is MatchOutcome.BOTH_LOSE
        ink = DIM if lost else TEXT
        line_room = room
        if _shows_points(match):
            points = str(match.points_of(member))
            gold = HIGHLIGHT if won else ink
            canvas.text(right, mid, points, s.text, gold, bold=won, ground=FELT_DARK, right=True)
            line_room -= _width(points, s.text, won) + s.pad
        if won:  # the gold mark of who goes through
            bar, half = max(3, s.text // 5), s.line // 3
            draw.rectangle((x + 2, mid - half, x + 1 + bar, mid + half), fill=_ink(HIGHLIGHT))
        shown = _fit(_name(member, names), s.text, line_room, won)
        canvas.text(left, mid, shown, s.text, ink, bold=won, ground=FELT_DARK)


def _fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """:func:`fonts.fit`, but quicker for a long name (it measures each shorter cut in turn,
    the slow part of a big bracket): first the longest start of ``text`` that fits, by halves;
    ``fonts.fit`` takes it from the character after."""
    face = fonts.font(size, bold)
    if face.getlength(text) <= width:
        return text
    fits, over = 0, len(text)  # text[:fits] fits, text[:over] does not
    while over - fits > 1:
        middle = (fits + over) // 2
        if face.getlength(text[:middle]) <= width:
            fits = middle
        else:
            over = middle
    return fonts.fit(text[:over], size, width, bold)


def _width(text: str, size: int, bold: bool) -> int:
    return int(fonts.font(size, bold).getlength(text)) + 1


def _draw_champion(
    canvas: _Canvas, s: _Sizes, rounds: int, champion: int | None, names: Mapping[int, str]
) -> None:
    """At the right end, level with the final: the champion's name in gold, framed in gold
    (an empty frame until the final is won)."""
    x = _column_x(s, rounds + 1)
    middle = _box_y(s, rounds, rounds, 0) + s.box_h // 2
    box = (x, middle - s.box_h // 2, x + s.box_w - 1, middle - s.box_h // 2 + s.box_h - 1)
    radius = max(3, s.text // 4)
    if champion is None:
        canvas.draw.rounded_rectangle(box, radius=radius, outline=_ink(EMPTY_LINE))
        return
    canvas.draw.rounded_rectangle(
        box, radius=radius, fill=_ink(FELT_DARK), outline=_ink(HIGHLIGHT), width=2
    )
    size = s.title  # as large as the event's name
    shown = _fit(_name(champion, names), size, s.box_w - 2 * s.pad, True)
    canvas.text(x + s.pad, middle, shown, size, HIGHLIGHT, bold=True, ground=FELT_DARK)


# -- the words ----------------------------------------------------------------------------------


def _spoken(member: int | None, names: Mapping[int, str]) -> str:
    """A member's name in full, for the words (a screen reader reads what the font can't)."""
    name = names.get(member, "") if member is not None else ""
    return " ".join(name.split()) or UNKNOWN


def _said(match: Match, names: Mapping[int, str], lang: Words) -> str:
    a, b = _spoken(match.a, names), _spoken(match.b, names)
    if match.b is None:
        past = match.done or match.game_id is None
        return lang("bracket-words-had-bye" if past else "bracket-words-has-bye", player=a)
    if match.outcome is MatchOutcome.BOTH_LOSE:
        return lang("bracket-words-both-out", first=a, second=b)
    went = _advanced(match)
    if went is not None:
        lost = match.b if went == match.a else match.a
        who = {"winner": _spoken(went, names), "loser": _spoken(lost, names)}
        if _shows_points(match):
            # A game's score, as its sheet writes it (never grouped).
            won, against = str(match.points_of(went)), str(match.points_of(lost))
            return lang("bracket-words-beat", **who, won=won, lost=against)
        return lang("bracket-words-beat-unplayed", **who)
    said = "bracket-words-playing" if match.game_id is not None else "bracket-words-to-play"
    return lang(said, first=a, second=b)


def _units(text: str) -> int:
    """``text``'s length as Discord counts it: in UTF-16 code units."""
    return len(text.encode("utf-16-le")) // 2


def bracket_alt_text(
    rounds: int,
    matches: Sequence[Match],
    names: Mapping[int, str],
    *,
    title: str,
    lang: Words,
) -> str:
    """The bracket in words, in ``lang``: the title, each round's results in bracket order, the
    champion; within Discord's 1024 (the last rounds in full, the first summed up, when
    longer)."""
    _check(rounds)
    columns = _place(rounds, matches)
    head = lang("bracket-words-title", title=" ".join(title.split()) or lang("bracket-title"))
    champion = _champion(rounds, columns)
    tail = ""
    if champion is not None:
        tail = " " + lang("bracket-words-champion", player=_spoken(champion, names))
    said = [
        [_said(placed.match, names, lang) for _, placed in sorted(column.items())]
        for column in columns
    ]
    paired = [number for number in range(1, rounds + 1) if said[number - 1]]
    room = ALT_TEXT_LIMIT - _units(head) - _units(tail)
    kept: list[str] = []
    for number in reversed(paired):  # the last rounds first: they matter most
        name = round_name(number, rounds, lang)
        # A round's matches, one after the other: the six languages all write a semicolon.
        # (Only what might fit is worded: Fluent refuses a value of over 2,500 characters.)
        joined = "; ".join(said[number - 1])
        if _units(joined) <= room:
            whole = " " + lang("bracket-words-round", name=name, matches=joined)
            if _units(whole) <= room:
                kept.insert(0, whole)
                room -= _units(whole)
                continue
        earlier = sum(len(said[n - 1]) for n in paired if n < number)
        items = said[number - 1]
        for shown in range(len(items), -1, -1):
            more = len(items) - shown + earlier
            if earlier:
                rest = lang("bracket-words-more-earlier", count=more, round=number)
            else:
                rest = lang("bracket-words-more", count=more)
            joined = "; ".join([*items[:shown], rest])
            if _units(joined) > room:
                continue
            part = " " + lang("bracket-words-round", name=name, matches=joined)
            if _units(part) <= room:
                kept.insert(0, part)
                break
        break
    if not paired:
        kept.append(" " + lang("bracket-words-not-paired"))
    text = head + "".join(kept) + tail
    while _units(text) > ALT_TEXT_LIMIT:  # only a title or a champion's name of a kilobyte
        text = text[:-2] + "…"
    return text
