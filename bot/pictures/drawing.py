"""The private hand and the public table drawn as PNG pictures, for Discord attachments.

Pure and synchronous (Pillow, ISA-L's deflate and the standard library; no discord, asyncio or
database), so the bot draws in worker processes (:mod:`bot.pictures.workers`). Each picture is
kept cheap all the same: a card tile is drawn once per card (supersampled, then shrunk) and
mapped once to one fixed palette; a picture is a couple of dozen pastes of those bytes and a
few cached words on a palette canvas, written as a PNG here with ISA-L's deflate (about a
fifth of a millisecond in all for a table); and each picture is cached by what it shows (its
*scene*) in a bounded LRU, so the same hand or table is not drawn twice.

What a picture shows is its scene (:mod:`bot.pictures.scenes`, whose names this module also
offers): the picture of the table is drawn from :class:`BoardView` alone (a deal's public view
and its seating) and the players' names, never from a player's view, so it can only show what
everyone at the table may see: the discard pile, the cards taken from it, how many cards each
seat holds, the stock's size, who is to play and the last move. Each seat carries its member's
name (written with DejaVu Sans, :mod:`bot.pictures.fonts`: what the font can't draw is left out,
and a name with nothing left is its label, P1-P4).

Each deal is a panel of its own, its title above its seats, so that a partnership's two tables
read as two. Every word is the catalogue's, in the scene's language (the hand's member's, the
table's server's), made here, in the worker, each sentence once per language and values; a
label that does not fit its place is shortened (a count to its number, else with "…"), a
clause wrapped, so that no word runs into another or out of its place in any language.
Both pictures are made to be read on a phone, where Discord shows them about
300 px wide: no text (the cards' ranks included) is smaller than 8 px from its baseline to the
top of a capital once the picture is scaled to 300 px wide, and every word (bold) keeps a
contrast of at least 4.5:1 with its ground there (``tests/pictures`` checks both).

>>> import random
>>> from bot.engine import Game, Rules
>>> game = Game.new(Rules(), ["a", "b"], random.Random(3))
>>> boards, names = game.public_view().boards, ["Zoë", "Андрей"]
>>> png = table_picture(boards, names=names, language="en-US")
>>> again = table_picture(boards, names=names, language="en-US")
>>> png[:8] == b"\\x89PNG\\r\\n\\x1a\\n", again is png
(True, True)
"""

from __future__ import annotations

import multiprocessing.connection
import pickle
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Generic, TypeVar

from PIL import Image, ImageDraw

from bot.background import start_worker
from bot.engine import BoardView, Card, PlayerView, Suit
from bot.engine.cards import CARDS
from bot.model.cards import DEFAULT_STYLE, CardStyle, SuitColours
from bot.pictures import fonts, png
from bot.pictures.scenes import (
    HAND_CACHE_SIZE,
    PILE_SHOWN,
    TABLE_CACHE_SIZE,
    BoardScene,
    HandScene,
    LastMove,
    Scene,
    SeatScene,
    TableScene,
    Who,
    alt_text,
    board_title,
    file_name,
    hand_scene,
    seat_label,
    table_scene,
)
from bot.words import LANGUAGES, Words
from bot.words import words as words_of

__all__ = [
    "HandScene",
    "Scene",
    "TableScene",
    "alt_text",
    "draw",
    "drawn",
    "file_name",
    "hand_picture",
    "hand_scene",
    "keep",
    "keep_said",
    "paint",
    "prepare",
    "said",
    "serve",
    "table_picture",
    "table_scene",
]

_Kept = TypeVar("_Kept")

# -- sizes ---------------------------------------------------------------------------------------
# Every size is in the picture's own pixels. Discord shows a picture about 300 px wide on a
# phone, so each text size is chosen for its capitals to stay 8 px tall there (TEXT_SIZES).

CARD_W, CARD_H = 46, 64  # the hand's cards, the stock and the discard pile
MINI_W, MINI_H = 30, 42  # a seat's hand face down and the cards it took from the pile
SUPER = 4  # tiles are drawn this many times larger, then shrunk: smooth edges for free
RANK_SIZE = 18  # a card's rank (bold), at the card's size
MINI_RANK_SIZE = 17
MARGIN = 10
COLOURS = 64  # in the PNG's palette: the felt, the faces, the inks and their smooth edges
NEAR = 6  # no colour of the palette this near a named one (INKS) in any channel

# The hand: the groups side by side, each meld framed, the cards of a group overlapping so that
# each shows its rank and suit; the card just drawn raised, outlined, and labelled.
HAND_TEXT = 18
HAND_STEP = 30  # the visible part of a card that the next one covers
GROUP_GAP = 14  # between melds, and before the deadwood
RAISE = 10  # the card just drawn stands out of the row by this much
HAND_LABEL_Y = 6
HAND_CARDS_Y = HAND_LABEL_Y + 22 + RAISE
HAND_CAPTION_Y = HAND_CARDS_Y + CARD_H + 8
CAPTION_GAP = 8  # between two labels on one line (the hand's captions; a seat's two labels)
HAND_H = HAND_CAPTION_Y + 24
# The widest hand: eleven cards in three melds and the deadwood.
HAND_W = 2 * MARGIN + 7 * HAND_STEP + 4 * CARD_W + 3 * GROUP_GAP

# The table: for each deal in play, a panel of its own on the darker room, its title above a band
# for each seat (name, what it is to do, its hand face down, the cards it took from the pile face
# up) with the stock, the pile and the last move between them.
TABLE_W = 440
TABLE_TEXT = 17
LINE = 20  # a line of text
ROOM_GAP = 4  # the room around the panels
PANEL_GAP = 10  # between two deals' panels
TITLE_H = 26  # the deal's title, above its seats
SEAT_H = 64
MIDDLE_H = 4 + CARD_H + 2 + LINE
EDGE_GAP, BAND_GAP = 4, 3  # below a panel's last band; between its bands
BOARD_H = TITLE_H + 2 * SEAT_H + 2 * BAND_GAP + MIDDLE_H + EDGE_GAP  # a deal's panel
LEGEND_H = 28  # partnerships: the two teams on one line
NOTE_H = 26
FAN_X = 208  # a seat's hand face down, its label ("11 cards") above
FAN_STEP = 5
# The cards it took from the pile, labelled ("from the pile"): the two labels well apart, so
# that they don't read as one.
TOOK_X = FAN_X + MINI_W + 10 * FAN_STEP + 18
TOOK_STEP = MINI_W + 4
STOCK_X = 28
PILE_X = STOCK_X + CARD_W + 16
PILE_STEP = 28  # the cards under the top of the pile show their rank ("10" too)
WORDS_X = PILE_X + CARD_W + (PILE_SHOWN - 1) * PILE_STEP + 10  # the deal's last move
MOVE_LINES = MIDDLE_H // LINE  # its player's name and its clauses, beside the pile
# A seat's words end here: its band's right edge (the lit band's frame; "from the pile" reaches
# it in English).
BAND_RIGHT = TABLE_W - 2 * ROOM_GAP - 1
# Every text size a picture uses, by the picture's width.
TEXT_SIZES = {HAND_W: (HAND_TEXT, RANK_SIZE), TABLE_W: (TABLE_TEXT, RANK_SIZE, MINI_RANK_SIZE)}

# Dark enough that every word (bold) keeps a contrast of at least 4.5:1 with what it lies on once
# the picture is shrunk to 300 px wide (tests/pictures measures it).
FELT = (20, 74, 42)
FELT_DARK = (15, 56, 31)  # under a meld; the room around the table's panels
FELT_LIGHT = (29, 94, 54)  # the seat to play
TEXT = (240, 243, 240)
MUTED = (204, 224, 210)  # secondary words: a little greyer than the names
MELD_LINE = (150, 205, 165)
HIGHLIGHT = (255, 218, 96)
FACE = (252, 252, 250)
EDGE = (120, 120, 120)
RED = (205, 25, 35)
BLACK = (25, 25, 25)
BACK = (38, 70, 150)
BACK_LINE = (92, 128, 205)
TEAMS = ((140, 197, 255), (255, 170, 105))  # partnerships: team 1, team 2
GREEN_SUIT = (0, 125, 45)
BLUE_SUIT = (20, 75, 200)
Ink = tuple[int, int, int]
# The ink of each suit, by the member's choice: the one place a deck's colours are chosen. The
# usual two colours, or a four-colour deck as online card rooms offer it (♣ green, ♦ blue): a
# hand's only, the table is always drawn in two.
SUIT_INKS: dict[SuitColours, dict[Suit, Ink]] = {
    SuitColours.TWO: {Suit.SPADES: BLACK, Suit.CLUBS: BLACK, Suit.DIAMONDS: RED, Suit.HEARTS: RED},
    SuitColours.FOUR: {
        Suit.SPADES: BLACK,
        Suit.CLUBS: GREEN_SUIT,
        Suit.DIAMONDS: BLUE_SUIT,
        Suit.HEARTS: RED,
    },
}
SUIT_COLOURS = SUIT_INKS[SuitColours.TWO]
GROUNDS = (FELT, FELT_DARK, FELT_LIGHT)  # what words and tiles lie on
# In the palette exactly: every flat colour a picture has.
INKS = (
    *GROUNDS,
    *(TEXT, MUTED, MELD_LINE, HIGHLIGHT, *TEAMS),
    *(FACE, EDGE, RED, BLACK, GREEN_SUIT, BLUE_SUIT, BACK, BACK_LINE),
)


# -- tiles: each drawn once ----------------------------------------------------------------------


def _pip(
    draw: ImageDraw.ImageDraw,
    suit: Suit,
    cx: float,
    cy: float,
    r: float,
    fill: tuple[int, int, int],
) -> None:
    """A suit symbol as shapes (no font has to carry it), centred on (cx, cy), about 2r wide."""
    if suit is Suit.DIAMONDS:
        draw.polygon(
            [(cx, cy - r * 1.15), (cx + r * 0.8, cy), (cx, cy + r * 1.15), (cx - r * 0.8, cy)],
            fill=fill,
        )
        return
    lobe = r * 0.52
    if suit is Suit.HEARTS:
        for dx in (-lobe, lobe):
            draw.ellipse(
                (cx + dx - lobe, cy - r * 0.75, cx + dx + lobe, cy - r * 0.75 + 2 * lobe), fill=fill
            )
        draw.polygon(
            [(cx - r * 1.02, cy - r * 0.3), (cx + r * 1.02, cy - r * 0.3), (cx, cy + r)], fill=fill
        )
        return
    if suit is Suit.SPADES:
        for dx in (-lobe, lobe):
            draw.ellipse(
                (
                    cx + dx - lobe,
                    cy - r * 0.25 - lobe * 0.2,
                    cx + dx + lobe,
                    cy - r * 0.25 + lobe * 1.8,
                ),
                fill=fill,
            )
        draw.polygon(
            [(cx - r * 1.02, cy + r * 0.1), (cx + r * 1.02, cy + r * 0.1), (cx, cy - r)], fill=fill
        )
    else:  # clubs: three leaves
        leaf = r * 0.46
        for dx, dy in ((0, -r * 0.5), (-r * 0.52, r * 0.08), (r * 0.52, r * 0.08)):
            draw.ellipse(
                (cx + dx - leaf, cy + dy - leaf, cx + dx + leaf, cy + dy + leaf), fill=fill
            )
    draw.polygon([(cx, cy), (cx - r * 0.4, cy + r), (cx + r * 0.4, cy + r)], fill=fill)  # stem


def _blank(
    fill: tuple[int, int, int],
    outline: tuple[int, int, int],
    size: tuple[int, int] = (CARD_W, CARD_H),
) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    w, h = size[0] * SUPER, size[1] * SUPER
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (0, 0, w - 1, h - 1), radius=5 * SUPER, fill=fill, outline=outline, width=SUPER
    )
    return image, draw


def _shrink(image: Image.Image, size: tuple[int, int] = (CARD_W, CARD_H)) -> Image.Image:
    return image.resize(size, Image.Resampling.LANCZOS)


def _rank(
    draw: ImageDraw.ImageDraw, card: Card, x: float, size: int, colour: Ink | None = None
) -> float:
    """The card's rank in its corner (bold, its top ``2 px`` below the card's edge, starting
    ``x`` px in, at ``size`` px; in ``colour``, else its suit's); where the rank's bottom is."""
    s = SUPER
    face = fonts.font(size * s, bold=True)
    text = card.rank.face
    _, top, _, bottom = face.getbbox(text)
    draw.text((x * s, 3 * s - top), text, font=face, fill=colour or SUIT_COLOURS[card.suit])
    return 3 + (bottom - top) / s


def _hand_ink(card: Card, colours: SuitColours) -> Ink | None:
    """The ink of a card of a hand in ``colours``: None where it is the two colours' (the
    tiles the table draws too, made once)."""
    ink = SUIT_INKS[colours][card.suit]
    return None if ink == SUIT_COLOURS[card.suit] else ink


@cache
def _face(card: Card, ink: Ink | None = None) -> Image.Image:
    """A card's face: the rank and a small pip in the corner (what shows when the next card
    covers the rest), a large pip below; in ``ink`` (None: its suit's usual colour)."""
    image, draw = _blank(FACE, EDGE)
    colour, s = ink or SUIT_COLOURS[card.suit], SUPER
    below = _rank(draw, card, 3 if card.rank.face != "10" else 1.5, RANK_SIZE, colour)
    _pip(draw, card.suit, 11 * s, (below + 9) * s, 5.5 * s, colour)
    _pip(draw, card.suit, 31 * s, 47 * s, 10 * s, colour)
    return _shrink(image)


@cache
def _mini(card: Card) -> Image.Image:
    """A card a seat took from the pile, smaller: its rank and its suit."""
    image, draw = _blank(FACE, EDGE, (MINI_W, MINI_H))
    s = SUPER
    below = _rank(draw, card, 3 if card.rank.face != "10" else 1.5, MINI_RANK_SIZE)
    _pip(
        draw, card.suit, 15 * s, (below + (MINI_H - below) / 2) * s, 7 * s, SUIT_COLOURS[card.suit]
    )
    return _shrink(image, (MINI_W, MINI_H))


def _lattice(size: tuple[int, int]) -> Image.Image:
    """A card's back at ``size``: a lattice inside a frame."""
    image, draw = _blank(BACK, (230, 230, 230), size)
    s, w, h = SUPER, size[0] * SUPER, size[1] * SUPER
    inset = 4 if size[0] >= CARD_W else 3
    draw.rounded_rectangle(
        (inset * s, inset * s, w - inset * s, h - inset * s),
        radius=3 * s,
        outline=BACK_LINE,
        width=s,
    )
    for x in range(-h, w, 6 * s):
        draw.line((x, inset * s, x + h, h + inset * s), fill=BACK_LINE, width=s)
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).rounded_rectangle(
        ((inset + 1) * s, (inset + 1) * s, w - (inset + 1) * s, h - (inset + 1) * s),
        radius=3 * s,
        fill=255,
    )
    plain, _ = _blank(BACK, (230, 230, 230), size)
    plain.paste(image, (0, 0), mask)
    return _shrink(plain, size)


@cache
def _back() -> Image.Image:
    return _lattice((CARD_W, CARD_H))


@cache
def _fan(count: int) -> Image.Image:
    """A seat's hand face down: ``count`` small backs fanned (one paste instead of ``count``)."""
    back = _lattice((MINI_W, MINI_H))
    fan = Image.new("RGBA", (MINI_W + (count - 1) * FAN_STEP, MINI_H), (0, 0, 0, 0))
    for k in range(count):
        fan.alpha_composite(back, (k * FAN_STEP, 0))
    return fan


def serve(
    conn: multiprocessing.connection.Connection,
    bots_lifeline: multiprocessing.connection.Connection,
    niceness: int = 0,
) -> None:
    """A worker process: draw each scene asked for on ``conn`` (``(number, scene)``, answered
    ``(number, png, words)``: the picture and its words for screen readers) until the bot
    closes its end, or is gone (its lifeline ends a drawing under way too); at ``niceness``
    below the bot's priority."""
    start_worker(bots_lifeline, niceness)
    prepare()
    while True:
        # The bot closed its end (EOF), or was killed with answers still unread (a reset):
        # either way there is nobody left to draw for.
        try:
            number, scene = pickle.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        try:
            conn.send_bytes(pickle.dumps((number, paint(scene), alt_text(scene))))
        except OSError:
            return


def prepare() -> None:
    """Draw every tile now, read the font's character map and every language's catalogue (a
    worker process does this first: a picture then never waits for either)."""
    fonts.both_faces()
    for language in LANGUAGES:
        words_of(language)
    for card in CARDS:
        for colours in SuitColours:  # a hand's in the member's colours; the table's in two
            _face_tile(card, FELT, _hand_ink(card, colours))
            _face_tile(card, FELT_DARK, _hand_ink(card, colours))
        for ground in (FELT, FELT_LIGHT):
            _mini_tile(card, ground)
    _back_tile()
    for count in range(1, 12):
        for ground in (FELT, FELT_LIGHT):
            _fan_tile(count, ground)


# -- drawing -------------------------------------------------------------------------------------
# Every picture is drawn straight onto one fixed palette ("P" mode, a byte a pixel): its tiles
# were mapped to that palette once, so a picture is pastes of bytes and the PNG encoder's
# compression, with no colour mapping per picture (that took a fifth of the time).


@cache
def _palette() -> Image.Image:
    """One palette for every picture: the named colours exactly (INKS), then the colours that
    a sample of all there is to draw needs most besides (the smooth edges of the tiles on the
    felt, of the words in every ink on every ground), up to COLOURS in all."""
    words = CARD_H * 6 + MINI_H  # below the faces, the four-colour deck's and the minis
    sample = Image.new("RGB", (CARD_W * 13, words + 3 * 30), FELT)
    for card in CARDS:
        x, y = CARD_W * (card.rank - 1), CARD_H * card.suit
        sample.paste(_face(card), (x, y), _face(card))
        sample.paste(_mini(card), (x, CARD_H * 4), _mini(card))
        four = _hand_ink(card, SuitColours.FOUR)
        if four is not None:  # the four-colour deck's clubs and diamonds, in a hand
            art = _face(card, four)
            sample.paste(art, (x, CARD_H * (4 + card.suit % 2) + MINI_H), art)
    sample.paste(_back(), (0, CARD_H * 4), _back())
    draw = ImageDraw.Draw(sample)
    inks = (TEXT, MUTED, HIGHLIGHT, *TEAMS)
    for row, ground in enumerate(GROUNDS):
        y = words + row * 30
        draw.rectangle((0, y, sample.width, y + 30), fill=ground)
        for k, ink in enumerate(inks):
            draw.text((k * 110, y + 4), "Ann 10 cards", font=fonts.font(17, True), fill=ink)
        draw.rounded_rectangle((580, y + 4, 610, y + 26), 5, outline=HIGHLIGHT, width=2)
    named = list(dict.fromkeys(INKS))
    rest = sample.quantize(
        COLOURS - len(named), method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
    ).getpalette()
    assert rest is not None
    found = [(rest[k], rest[k + 1], rest[k + 2]) for k in range(0, len(rest), 3)]
    # None NEAR a named colour: Pillow maps a colour to the palette through a cache of 4x4x4
    # cells, where a near twin could take a named colour's place.
    colours = named + [c for c in found if all(_apart(c, ink) for ink in named)]
    palette = Image.new("P", (1, 1))
    palette.putpalette([channel for colour in colours[:COLOURS] for channel in colour])
    return palette


def _apart(colour: Ink, other: Ink) -> bool:
    return max(abs(a - b) for a, b in zip(colour, other, strict=True)) > NEAR


@cache
def _ink(colour: tuple[int, int, int]) -> int:
    """The palette's entry nearest ``colour``, for lines and shapes drawn on a picture."""
    dot = Image.new("RGB", (1, 1), colour).quantize(palette=_palette(), dither=Image.Dither.NONE)
    return int(dot.getpixel((0, 0)))  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class _Tile:
    """A piece of picture on the palette, pasted through its mask (the rounded corners) if it
    has one; with Pillow's core images at hand (reaching them through the Image costs more
    than a small paste)."""

    image: Image.Image  # mode "P"
    core: object  # image.im
    mask: object | None  # the core of an image of mode "1"
    width: int
    height: int

    @classmethod
    def of(cls, art: Image.Image, ground: tuple[int, int, int] = FELT) -> _Tile:
        """``art`` (RGBA) on the palette. A palette picture can't blend a smooth edge with
        what lies under it, so the edge is blended here with the ground the tile lies on."""
        under = Image.new("RGBA", art.size, (*ground, 255))
        under.alpha_composite(art)
        image = _on_palette(under.convert("RGB"))
        alpha = art.getchannel("A")
        low, _ = alpha.getextrema()
        mask = None if low == 255 else alpha.point(lambda a: 255 if a else 0, mode="1")
        return cls(image, image.im, None if mask is None else mask.im, image.width, image.height)


def _on_palette(image: Image.Image) -> Image.Image:
    """``image`` (RGB) mapped to the palette, each pixel to its nearest colour."""
    return image.quantize(palette=_palette(), dither=Image.Dither.NONE)


@cache
def _face_tile(card: Card, ground: tuple[int, int, int], ink: Ink | None = None) -> _Tile:
    return _Tile.of(_face(card, ink), ground)


@cache
def _mini_tile(card: Card, ground: tuple[int, int, int]) -> _Tile:
    return _Tile.of(_mini(card), ground)


@cache
def _back_tile() -> _Tile:
    return _Tile.of(_back())


@cache
def _fan_tile(count: int, ground: tuple[int, int, int]) -> _Tile:
    return _Tile.of(_fan(count), ground)


def _canvas(
    width: int, height: int, ground: tuple[int, int, int] = FELT
) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A picture ``width`` by ``height`` on ``ground``, with one column more on its right: the
    PNG's filter bytes (:func:`_encode`)."""
    canvas = Image.new("P", (width + 1, height), _ink(ground))
    canvas.putpalette(_palette().getpalette() or [])
    return canvas, ImageDraw.Draw(canvas)


@cache
def _plte() -> bytes:
    return png.palette_chunk(_palette().getpalette() or [])


def _encode(canvas: Image.Image) -> bytes:
    """``canvas`` (from :func:`_canvas`) as PNG bytes (:func:`bot.pictures.png.write`)."""
    return png.write(canvas, _plte())


# -- words and shapes ------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def _label(text: str, size: int, fill: tuple[int, int, int], ground: tuple[int, int, int]) -> _Tile:
    """A few words on their ground, drawn once: the same labels ("stock 31", a name) come back
    all game. The tile is as tall as the font's line, so words of one size line up. Every
    word is bold: a regular stroke is about a pixel wide once the picture is shrunk to 300 px,
    too faint to read (tests/pictures measures the contrast left there)."""
    face = fonts.font(size, bold=True)
    ascent, descent = face.getmetrics()
    width = max(int(face.getlength(text)) + 1, 1)
    image = Image.new("RGBA", (width, ascent + descent), (*ground, 255))
    ImageDraw.Draw(image).text((0, 0), text, font=face, fill=fill)
    return _Tile.of(image, ground)


def _text(
    canvas: Image.Image,
    xy: tuple[int, int],
    text: str,
    size: int,
    fill: tuple[int, int, int] = TEXT,
    *,
    right: bool = False,
    ground: tuple[int, int, int] = FELT,
) -> int:
    """Write ``text`` at ``xy`` (its top left, or top right with ``right``); its width."""
    if not text:
        return 0
    label = _label(text, size, fill, ground)
    x, y = xy
    _paste(canvas, label, x - label.width if right else x, y)
    return label.width


@lru_cache(maxsize=4096)
def _width(text: str, size: int) -> int:
    return int(fonts.font(size, bold=True).getlength(text)) + 1 if text else 0


def _fit(text: str, size: int, width: int) -> str:
    return fonts.fit(text, size, width, bold=True)


def _paste(canvas: Image.Image, tile: _Tile, x: int, y: int) -> None:
    # Pillow's core paste: Image.paste's checks cost more than the copy of a tile's bytes.
    box = (x, y, x + tile.width, y + tile.height)
    if tile.mask is None:
        canvas.im.paste(tile.core, box)
    else:
        canvas.im.paste(tile.core, box, tile.mask)


@cache
def _shape(
    w: int,
    h: int,
    radius: int,
    outline: tuple[int, int, int] | None = None,
    width: int = 0,
    fill: tuple[int, int, int] | None = None,
    ground: tuple[int, int, int] = FELT,
) -> _Tile:
    """A rounded rectangle ``w`` by ``h`` (a frame, a team's bar) on ``ground``, drawn once:
    pasted through its mask, it leaves what lies inside a frame as it is."""
    art = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    ImageDraw.Draw(art).rounded_rectangle(
        (0, 0, w - 1, h - 1),
        radius=radius,
        fill=None if fill is None else (*fill, 255),
        outline=None if outline is None else (*outline, 255),
        width=width,
    )
    return _Tile.of(art, ground)


def _box(
    canvas: Image.Image,
    x: int,
    y: int,
    w: int,
    h: int,
    radius: int,
    fill: tuple[int, int, int],
    ground: tuple[int, int, int],
    outline: tuple[int, int, int] | None = None,
    width: int = 0,
) -> None:
    """A large rounded rectangle (a deal's panel, a lit band) on ``ground``, as the same
    pixels as its whole :func:`_shape` would be, for a fraction of the time: its rounded top
    and bottom pasted, its straight middle filled."""
    top, bottom = _box_ends(w, h, radius, fill, ground, outline, width)
    _paste(canvas, top, x, y)
    _paste(canvas, bottom, x, y + h - radius)
    canvas.im.paste(_ink(fill), (x, y + radius, x + w, y + h - radius))
    if outline is not None:
        ink = _ink(outline)
        canvas.im.paste(ink, (x, y + radius, x + width, y + h - radius))
        canvas.im.paste(ink, (x + w - width, y + radius, x + w, y + h - radius))


@cache
def _box_ends(
    w: int,
    h: int,
    radius: int,
    fill: tuple[int, int, int],
    ground: tuple[int, int, int],
    outline: tuple[int, int, int] | None,
    width: int,
) -> tuple[_Tile, _Tile]:
    """The top and bottom ``radius`` rows of a rounded rectangle ``w`` by ``h`` (drawn whole:
    Pillow draws its corners a pixel differently at another height)."""
    art = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    ImageDraw.Draw(art).rounded_rectangle(
        (0, 0, w - 1, h - 1),
        radius=radius,
        fill=(*fill, 255),
        outline=None if outline is None else (*outline, 255),
        width=width,
    )
    top = art.crop((0, 0, w, radius))
    bottom = art.crop((0, h - radius, w, h))
    return _Tile.of(top, ground), _Tile.of(bottom, ground)


def _outline(
    canvas: Image.Image,
    x: int,
    y: int,
    w: int,
    h: int,
    width: int = 3,
    ground: tuple[int, int, int] = FELT,
) -> None:
    """A gold frame around a card (or a pile of them) at (x, y), ``w`` by ``h``: just outside
    its edge."""
    pad = width
    frame = _shape(w + 2 * pad, h + 2 * pad, 6, HIGHLIGHT, width, None, ground)
    _paste(canvas, frame, x - pad, y - pad)


def _name(who: str, label: str, size: int, width: int) -> str:
    """A member's name as the picture writes it: what the font can draw of it (else the seat's
    label), shortened to ``width`` pixels."""
    return _fit(fonts.drawable(who) or label, size, width)


# -- the hand --------------------------------------------------------------------------------------


def hand_layout(scene: HandScene) -> list[tuple[int, int]]:
    """Where each group of the hand (the melds, then the deadwood) starts and how wide it is,
    in the picture's pixels: its cards in the order the scene gives them, each covering the
    one before but its corner."""
    groups = [*scene.melds, scene.unmatched] if scene.unmatched else list(scene.melds)
    spans, x = [], MARGIN
    for group in groups:
        span = (len(group) - 1) * HAND_STEP + CARD_W
        spans.append((x, span))
        x += span + GROUP_GAP
    return spans


def _draw_hand(scene: HandScene) -> bytes:
    lang = words_of(scene.language)
    groups = [*scene.melds, scene.unmatched] if scene.unmatched else list(scene.melds)
    canvas, _ = _canvas(HAND_W, HAND_H)
    y = HAND_CARDS_Y
    for k, (group, (left, span)) in enumerate(zip(groups, hand_layout(scene), strict=True)):
        meld = k < len(scene.melds)
        if meld:  # framed on darker felt; the deadwood lies on the felt as it is
            frame = _shape(span + 10, CARD_H + 10, 7, MELD_LINE, 2, FELT_DARK)
            _paste(canvas, frame, left - 5, y - 5)
        for n, card in enumerate(group):
            x = left + n * HAND_STEP
            raised = card == scene.drawn
            top = y - RAISE if raised else y
            ground = FELT_DARK if meld and not raised else FELT
            _paste(canvas, _face_tile(card, ground, _hand_ink(card, scene.colours)), x, top)
            if raised:
                _outline(canvas, x, top, CARD_W, CARD_H)
                _drawn_label(canvas, scene, x, lang)
    for x, caption, ink in hand_captions(scene, lang):
        _text(canvas, (x, HAND_CAPTION_Y), caption, HAND_TEXT, ink)
    return _encode(canvas)


def hand_captions(scene: HandScene, lang: Words) -> list[tuple[int, str, Ink]]:
    """The words under the hand's groups, each where it starts and its ink: "meld" under each
    meld, the deadwood counted under the deadwood (moved left to fit, the melds' captions
    shortened or left out to make room: the frames say what a meld is), or "gin: no deadwood"
    under the melds of a gin. None runs into another or out of the picture."""
    size, right = HAND_TEXT, HAND_W - MARGIN
    if not scene.unmatched:  # gin says so under its melds instead
        return [(MARGIN, _fit(lang("picture-gin"), size, right - MARGIN), HIGHLIGHT)]
    spans = hand_layout(scene)
    counted = _fit(lang("picture-deadwood", points=scene.deadwood), size, right - MARGIN)
    counted_x = min(spans[-1][0], right - _width(counted, size))
    captions: list[tuple[int, str, Ink]] = []
    meld = lang("picture-meld")
    for k, (left, _) in enumerate(spans[:-1]):
        room = min(spans[k + 1][0], counted_x) - CAPTION_GAP - left
        caption = _fit(meld, size, room) if room > 0 else ""
        if caption == meld or len(caption) > 3:  # a word, not a letter and "…"
            captions.append((left, caption, TEXT))
    captions.append((counted_x, counted, TEXT))
    return captions


def _drawn_label(canvas: Image.Image, scene: HandScene, x: int, lang: Words) -> None:
    """Above the card just drawn: where it came from, in the highlight's colour."""
    if scene.drawn_from is None:
        return
    said = _fit(lang("picture-drawn", source=scene.drawn_from), HAND_TEXT, HAND_W - 2 * MARGIN)
    width = _width(said, HAND_TEXT)
    left = min(max(MARGIN, x + CARD_W // 2 - width // 2), HAND_W - MARGIN - width)
    _text(canvas, (left, HAND_LABEL_Y), said, HAND_TEXT, HIGHLIGHT)


# -- the table -------------------------------------------------------------------------------------


def board_tops(scene: TableScene) -> list[int]:
    """Where each deal's panel starts, in the picture's pixels: one under the other, apart."""
    return [ROOM_GAP + k * (BOARD_H + PANEL_GAP) for k in range(len(scene.boards))]


def seat_tops(board_top: int) -> tuple[int, int]:
    """Where a deal's two seat bands start, its panel starting at ``board_top``: under its
    title, the stock and the pile between them."""
    first = board_top + TITLE_H
    return first, first + SEAT_H + BAND_GAP + MIDDLE_H + BAND_GAP


def _draw_table(scene: TableScene) -> bytes:
    lang = words_of(scene.language)
    teams = [_team_words(number, team, lang) for number, team in enumerate(scene.teams)]
    # Partnerships: the two teams side by side, or a line each when one needs more room.
    half = (TABLE_W - 2 * MARGIN) // 2
    apart = any(_team_width(words) > half - 8 for words in teams)
    legend = (LEGEND_H + (LINE if apart else 0)) if teams else 0
    tops = board_tops(scene)
    y = tops[-1] + BOARD_H + ROOM_GAP
    noted = scene.sitting_out is not None
    canvas, draw = _canvas(TABLE_W, y + (NOTE_H if noted else 0) + legend, FELT_DARK)
    for board, top in zip(scene.boards, tops, strict=True):
        _draw_board(canvas, draw, board, top, lang)
    if scene.sitting_out is not None:
        note = _sits_out(scene.sitting_out, lang, TABLE_W - 2 * MARGIN)
        _text(canvas, (MARGIN, y + 1), note, TABLE_TEXT, MUTED, ground=FELT_DARK)
        y += NOTE_H
    for number, words in enumerate(teams):
        x = MARGIN if apart else MARGIN + number * half
        room = TABLE_W - MARGIN if apart else x + half - 8
        _draw_team(canvas, number, words, x, y + 1 + (number * LINE if apart else 0), room)
    return _encode(canvas)


def _sits_out(who: Who, lang: Words, room: int) -> str:
    """Three players: "Zoë sits out this hand", the name shortened first to fit ``room``."""
    name = fonts.drawable(who[0]) or seat_label(who[1], lang)
    said = lang("picture-sits-out", player=name)
    if not _fits(said, TABLE_TEXT, room):
        rest = _width(said, TABLE_TEXT) - _width(name, TABLE_TEXT)
        name = _fit(name, TABLE_TEXT, max(room - rest, room // 4))
        said = lang("picture-sits-out", player=name)
    return _fit(said, TABLE_TEXT, room)


def _team_words(number: int, team: tuple[Who, ...], lang: Words) -> tuple[str, list[str]]:
    """A team as the legend writes it: "team 1: " and its members' names as drawn."""
    title = lang("picture-team-legend", team=number + 1) + " "
    return title, [fonts.drawable(name) or seat_label(player, lang) for name, player in team]


def _team_width(words: tuple[str, list[str]]) -> int:
    title, names = words
    return 12 + _width(title, TABLE_TEXT) + _width(" & ".join(names), TABLE_TEXT)


def _draw_team(
    canvas: Image.Image, number: int, words: tuple[str, list[str]], x: int, y: int, room: int
) -> None:
    """Partnerships: a team's colour, its number and its members ("Zoë & Андрей"), from ``x``
    to ``room``, on the room below the tables (the title takes at most half of it)."""
    size, ground = TABLE_TEXT, FELT_DARK
    title, names = _fit(words[0], size, (room - x - 12) // 2), list(words[1])
    _paste(canvas, _shape(7, LINE - 4, 2, fill=TEAMS[number], ground=ground), x, y + 3)
    x += 12 + _text(canvas, (x + 12, y), title, size, TEAMS[number], ground=ground)
    left = room - x - _width(" & ", size) * (len(names) - 1)
    # The shorter name first: what it leaves of its share goes to the longer.
    for n, k in enumerate(sorted(range(len(names)), key=lambda k: _width(names[k], size))):
        names[k] = _fit(names[k], size, left // (len(names) - n))
        left -= _width(names[k], size)
    _text(canvas, (x, y), " & ".join(names), size, ground=ground)


def _draw_board(
    canvas: Image.Image, draw: ImageDraw.ImageDraw, board: BoardScene, top: int, lang: Words
) -> None:
    """A deal's panel from ``top``: its title, then its seats with the stock and the pile
    between them."""
    _box(canvas, ROOM_GAP, top, TABLE_W - 2 * ROOM_GAP, BOARD_H, 10, FELT, FELT_DARK)
    title = _fit(board_title(board, lang), TABLE_TEXT, TABLE_W - 2 * MARGIN - 4)
    _text(canvas, (MARGIN + 4, top + 4), title, TABLE_TEXT)
    last = board.last
    tops = seat_tops(top)
    for seat, y in enumerate(tops):
        taken = last.taken if last is not None and last.seat == seat else None
        _draw_seat(canvas, board.seats[seat], y, taken, lang)
    _draw_middle(canvas, draw, board, tops[0] + SEAT_H + BAND_GAP, lang)


def _draw_middle(
    canvas: Image.Image, draw: ImageDraw.ImageDraw, board: BoardScene, top: int, lang: Words
) -> None:
    """The stock and the discard pile (its top and a few below), counted; beside them the
    deal's last move: who, where they drew from, what ended the turn. The last move's last
    line is in the highlight's colour, and so is the frame of what it touched (the stock drawn
    from, the card just discarded)."""
    size, last = TABLE_TEXT, board.last
    y = top + 4
    caption = y + CARD_H + 2
    if board.stock:
        for k in (2, 1, 0):  # a short stack of backs
            _paste(canvas, _back_tile(), STOCK_X + k * 2, y - k * 2 + 4)
        if last is not None and last.drew == "stock" and last.discarded is None and not last.ended:
            _outline(canvas, STOCK_X, y, CARD_W + 4, CARD_H + 4)
    else:
        _empty_place(draw, STOCK_X, y)
    pile_x = PILE_X + (PILE_SHOWN - 1) * PILE_STEP  # the top: always in one place
    if board.pile:
        x = pile_x - (len(board.pile) - 1) * PILE_STEP
        for k, card in enumerate(board.pile):
            _paste(canvas, _face_tile(card, FELT), x + k * PILE_STEP, y)
        if last is not None and last.discarded is not None:
            _outline(canvas, pile_x, y, CARD_W, CARD_H)
    else:
        _empty_place(draw, pile_x, y)
    for x, words in _counts(board, lang):  # "stock 20" under the stock, "pile 3" the pile
        _text(canvas, (x, caption), words, size, MUTED)
    if last is None:
        return
    room = TABLE_W - MARGIN - WORDS_X
    seat = board.seats[last.seat]
    lines = [(_name(seat.name, seat_label(seat.player, lang), size, room), TEXT)]
    clauses = _move_lines(last, lang)
    for k, clause in enumerate(clauses):
        ink = HIGHLIGHT if k == len(clauses) - 1 else TEXT
        lines += [(line, ink) for line in clause]
    for k, (line, ink) in enumerate(lines):
        _text(canvas, (WORDS_X, y + k * LINE), line, size, ink)


def _counts(board: BoardScene, lang: Words) -> list[tuple[int, str]]:
    """The stock's count centred under it, the pile's ending under its top (as "from the
    pile" says it), each where it starts; as their numbers alone when the words would run
    into each other."""
    size = TABLE_TEXT
    pile_end = PILE_X + (PILE_SHOWN - 1) * PILE_STEP + CARD_W
    stock = lang("picture-stock", count=board.stock)
    pile = lang("picture-pile", count=board.pile_size)
    for _ in range(2):
        stock_x = max(MARGIN, STOCK_X + (CARD_W - _width(stock, size)) // 2)
        pile_x = pile_end - _width(pile, size)
        if stock_x + _width(stock, size) + CAPTION_GAP <= pile_x:
            break
        stock, pile = str(board.stock), str(board.pile_size)
    return [(stock_x, stock), (pile_x, pile)]


def _move_lines(last: LastMove, lang: Words) -> list[list[str]]:
    """The last move under its player's name, a clause a line or more: "drew from the
    stock", "◀ and discarded" (pointing at the pile); MOVE_LINES in all with the name, the
    last clause (in the highlight's colour) given its lines first."""
    room = TABLE_W - MARGIN - WORDS_X
    clauses = [lang("picture-move-drew", source=last.drew)] if last.drew else []
    if last.ended:
        ending = "picture-move-end-after" if clauses else "picture-move-end"
        clauses.append(lang(ending, end=last.ended))
    elif last.discarded is not None:
        discarded = "picture-move-discarded-after" if clauses else "picture-move-discarded"
        clauses.append("◀ " + lang(discarded))
    if not clauses:
        return []
    most = MOVE_LINES - 1  # below the name
    final = _wrapped(clauses[-1], TABLE_TEXT, room, most - (len(clauses) - 1))
    first = [_wrapped(c, TABLE_TEXT, room, most - len(final)) for c in clauses[:-1]]
    return [*first, final]


def _wrapped(text: str, size: int, room: int, most: int) -> list[str]:
    """``text`` in at most ``most`` lines at most ``room`` pixels wide, broken at spaces
    ("passed on the upcard" takes two), a word too long shortened, and the last line too
    when the lines run out."""
    lines: list[str] = []
    for word in text.split(" "):
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and (_fits(joined, size, room) or len(lines) == most):
            lines[-1] = joined
        else:
            lines.append(word)
    return [_fit(line, size, room) for line in lines]


def _fits(text: str, size: int, room: int) -> bool:
    return _width(text, size) <= room


def _empty_place(draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
    """Where the stock or the pile would be, outlined."""
    draw.rounded_rectangle((x, y, x + CARD_W - 1, y + CARD_H - 1), radius=5, outline=_ink(MUTED))


def _draw_seat(
    canvas: Image.Image, seat: SeatScene, y: int, taken: Card | None, lang: Words
) -> None:
    """A seat's band: its team's colour, the member's name, what they are (team, dealer) and
    whether they are to play; their hand face down, counted; the cards they took from the pile,
    face up and labelled (the one taken this turn outlined)."""
    size = TABLE_TEXT
    ground = FELT_LIGHT if seat.to_play else FELT
    if seat.to_play:  # whose turn: the whole band lit and framed
        w, h = TABLE_W - 4 * ROOM_GAP, SEAT_H + 4
        _box(canvas, 2 * ROOM_GAP, y - 2, w, h, 8, FELT_LIGHT, FELT, HIGHLIGHT, 2)
    x = MARGIN + 4
    if seat.team is not None:
        _paste(canvas, _shape(6, SEAT_H - 8, 2, fill=TEAMS[seat.team], ground=ground), x, y + 4)
        x += 12
    room = FAN_X - 10 - x
    name = _name(seat.name, seat_label(seat.player, lang), size, room)
    _text(canvas, (x, y + 2), name, size, ground=ground)
    facts = []
    if seat.team is not None:
        facts.append(lang("picture-team", team=seat.team + 1))
    if seat.dealer:
        facts.append(lang("picture-dealer"))
    words = _fit(" · ".join(facts), size, room)
    _text(canvas, (x, y + 2 + LINE), words, size, MUTED, ground=ground)
    if seat.to_play:
        todo = lang("picture-todo", phase=seat.to_play)
        words = lang("picture-to-play", todo=todo)
        if _width(words, size) > room:  # "take or pass": the lit band says the rest
            words = _fit(todo, size, room)
        _text(canvas, (x, y + 2 + 2 * LINE), words, size, HIGHLIGHT, ground=ground)
    cards_y = y + SEAT_H - MINI_H - 1
    # Its hand counted ("11 cards"; the number alone where the words don't fit before what it
    # took from the pile).
    counted = lang("count-cards", count=seat.cards)
    if not _fits(counted, size, (TOOK_X - CAPTION_GAP if seat.took else BAND_RIGHT) - FAN_X):
        counted = str(seat.cards)
    _text(canvas, (FAN_X, y + 1), counted, size, MUTED, ground=ground)
    if seat.cards:
        _paste(canvas, _fan_tile(min(seat.cards, 11), ground), FAN_X, cards_y)
    if not seat.took:
        return
    took = _fit(lang("picture-took"), size, BAND_RIGHT - TOOK_X)
    _text(canvas, (TOOK_X, y + 1), took, size, MUTED, ground=ground)
    room = TABLE_W - MARGIN - TOOK_X - MINI_W
    step = min(TOOK_STEP, room // max(len(seat.took) - 1, 1))
    for k, card in enumerate(seat.took):  # public: everyone saw them taken
        x = TOOK_X + k * step
        _paste(canvas, _mini_tile(card, ground), x, cards_y)
        if card == taken:
            _outline(canvas, x, cards_y, MINI_W, MINI_H, width=2, ground=ground)


# -- the cache -------------------------------------------------------------------------------------


class _Cache(Generic[_Kept]):
    """A bounded LRU of pictures (or their words) by scene, safe to use from several threads."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._kept: OrderedDict[Scene, _Kept] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, scene: Scene) -> _Kept | None:
        with self._lock:
            kept = self._kept.get(scene)
            if kept is not None:
                self._kept.move_to_end(scene)
            return kept

    def put(self, scene: Scene, kept: _Kept) -> None:
        with self._lock:
            self._kept[scene] = kept
            while len(self._kept) > self.size:
                self._kept.popitem(last=False)

    def __len__(self) -> int:
        return len(self._kept)


# Apart, since they live differently: a hand is shown again and again (each Refresh while the
# others play) and stays put for a whole turn; a table changes with every move.
_hands: _Cache[bytes] = _Cache(HAND_CACHE_SIZE)
_tables: _Cache[bytes] = _Cache(TABLE_CACHE_SIZE)
# Each picture's words for screen readers as the worker that drew it made them (with the
# picture: formatting them costs about as much again as the bot's own part of a move, so the
# bot never does it on its event loop unless a worker could not).
_said: _Cache[str] = _Cache(HAND_CACHE_SIZE + TABLE_CACHE_SIZE)


def _cache_of(scene: Scene) -> _Cache[bytes]:
    return _hands if isinstance(scene, HandScene) else _tables


def paint(scene: Scene) -> bytes:
    """Draw ``scene`` as PNG bytes, without the cache (what a worker process runs)."""
    return _draw_hand(scene) if isinstance(scene, HandScene) else _draw_table(scene)


def drawn(scene: Scene) -> bytes | None:
    """The picture of ``scene`` if it is cached (cheap enough for the event loop)."""
    return _cache_of(scene).get(scene)


def keep(scene: Scene, png: bytes) -> None:
    """Cache the picture of ``scene`` (drawn elsewhere: in a worker process)."""
    _cache_of(scene).put(scene, png)


def said(scene: Scene) -> str:
    """The picture of ``scene`` in words, for screen readers (:func:`alt_text`): as the worker
    that drew it said it (cheap enough for the event loop), else made here."""
    return _said.get(scene) or alt_text(scene)


def keep_said(scene: Scene, text: str) -> None:
    """Keep the words of the picture of ``scene`` (made elsewhere: in a worker process)."""
    _said.put(scene, text)


def draw(scene: Scene) -> bytes:
    """The picture of ``scene`` as PNG bytes, drawn unless it is cached."""
    png = drawn(scene)
    if png is None:
        png = paint(scene)
        keep(scene, png)
    return png


def hand_picture(view: PlayerView, style: CardStyle = DEFAULT_STYLE, *, language: str) -> bytes:
    """A player's own hand, as the member chose to see it: each meld framed, the deadwood set
    apart and counted, the card just drawn raised and labelled; its words in ``language``."""
    return draw(hand_scene(view, style, language=language))


def table_picture(
    boards: Sequence[BoardView],
    sitting_out: int | None = None,
    names: Sequence[str] = (),
    *,
    language: str,
) -> bytes:
    """The table as everyone sees it, from the deals' public views and the players' names
    (by player) only; its words in ``language`` (a catalogue code)."""
    return draw(table_scene(boards, sitting_out, names, language=language))
