"""The pieces every picture is pasted from, each drawn once: the cards (face, small face and
back, supersampled, then shrunk), the words (a label per text, size, ink and ground) and the
rounded shapes (frames, panels, bars); the sizes and colours they share; the one fixed palette
they are all mapped to, and the palette canvas a picture is drawn on and written from as a PNG.

Pure and synchronous (Pillow and the standard library), like :mod:`bot.pictures.drawing`,
which lays these pieces out into a hand or a table; :mod:`bot.pictures.bracket` draws in the
same colours.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from PIL import Image, ImageDraw

from bot.engine import Card, Suit
from bot.engine.cards import CARDS
from bot.model.cards import SuitColours
from bot.pictures import fonts, png

__all__ = [
    "BACK",
    "BACK_LINE",
    "BLACK",
    "BLUE_SUIT",
    "CARD_H",
    "CARD_W",
    "COLOURS",
    "EDGE",
    "FACE",
    "FAN_STEP",
    "FELT",
    "FELT_DARK",
    "FELT_LIGHT",
    "GREEN_SUIT",
    "GROUNDS",
    "HIGHLIGHT",
    "INKS",
    "MELD_LINE",
    "MINI_H",
    "MINI_RANK_SIZE",
    "MINI_W",
    "MUTED",
    "NEAR",
    "RANK_SIZE",
    "RED",
    "SUIT_COLOURS",
    "SUIT_INKS",
    "SUPER",
    "TEAMS",
    "TEXT",
    "Ink",
    "Tile",
    "back",
    "back_tile",
    "box",
    "canvas",
    "draw_all",
    "encode",
    "face",
    "face_tile",
    "fan",
    "fan_tile",
    "fit",
    "hand_ink",
    "ink",
    "label",
    "mini",
    "mini_tile",
    "name",
    "on_palette",
    "outline",
    "palette",
    "paste",
    "plte",
    "shape",
    "text",
    "width",
]

# -- sizes ---------------------------------------------------------------------------------------
# In the picture's own pixels.

CARD_W, CARD_H = 46, 64  # the hand's cards, the stock and the discard pile
MINI_W, MINI_H = 30, 42  # a seat's hand face down and the cards it took from the pile
SUPER = 4  # tiles are drawn this many times larger, then shrunk: smooth edges for free
RANK_SIZE = 18  # a card's rank (bold), at the card's size
MINI_RANK_SIZE = 17
FAN_STEP = 5  # a seat's hand face down: the part of a small back the next one covers
COLOURS = 64  # in the PNG's palette: the felt, the faces, the inks and their smooth edges
NEAR = 6  # no colour of the palette this near a named one (INKS) in any channel

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


def hand_ink(card: Card, colours: SuitColours) -> Ink | None:
    """The ink of a card of a hand in ``colours``: None where it is the two colours' (the
    tiles the table draws too, made once)."""
    ink = SUIT_INKS[colours][card.suit]
    return None if ink == SUIT_COLOURS[card.suit] else ink


@cache
def face(card: Card, ink: Ink | None = None) -> Image.Image:
    """A card's face: the rank and a small pip in the corner (what shows when the next card
    covers the rest), a large pip below; in ``ink`` (None: its suit's usual colour)."""
    image, draw = _blank(FACE, EDGE)
    colour, s = ink or SUIT_COLOURS[card.suit], SUPER
    below = _rank(draw, card, 3 if card.rank.face != "10" else 1.5, RANK_SIZE, colour)
    _pip(draw, card.suit, 11 * s, (below + 9) * s, 5.5 * s, colour)
    _pip(draw, card.suit, 31 * s, 47 * s, 10 * s, colour)
    return _shrink(image)


@cache
def mini(card: Card) -> Image.Image:
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
def back() -> Image.Image:
    return _lattice((CARD_W, CARD_H))


@cache
def fan(count: int) -> Image.Image:
    """A seat's hand face down: ``count`` small backs fanned (one paste instead of ``count``)."""
    back = _lattice((MINI_W, MINI_H))
    fan = Image.new("RGBA", (MINI_W + (count - 1) * FAN_STEP, MINI_H), (0, 0, 0, 0))
    for k in range(count):
        fan.alpha_composite(back, (k * FAN_STEP, 0))
    return fan


# -- the palette ---------------------------------------------------------------------------------
# Every picture is drawn straight onto one fixed palette ("P" mode, a byte a pixel): its tiles
# were mapped to that palette once, so a picture is pastes of bytes and the PNG encoder's
# compression, with no colour mapping per picture (that took a fifth of the time).


@cache
def palette() -> Image.Image:
    """One palette for every picture: the named colours exactly (INKS), then the colours that
    a sample of all there is to draw needs most besides (the smooth edges of the tiles on the
    felt, of the words in every ink on every ground), up to COLOURS in all."""
    words = CARD_H * 6 + MINI_H  # below the faces, the four-colour deck's and the minis
    sample = Image.new("RGB", (CARD_W * 13, words + 3 * 30), FELT)
    for card in CARDS:
        x, y = CARD_W * (card.rank - 1), CARD_H * card.suit
        sample.paste(face(card), (x, y), face(card))
        sample.paste(mini(card), (x, CARD_H * 4), mini(card))
        four = hand_ink(card, SuitColours.FOUR)
        if four is not None:  # the four-colour deck's clubs and diamonds, in a hand
            art = face(card, four)
            sample.paste(art, (x, CARD_H * (4 + card.suit % 2) + MINI_H), art)
    sample.paste(back(), (0, CARD_H * 4), back())
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
def ink(colour: tuple[int, int, int]) -> int:
    """The palette's entry nearest ``colour``, for lines and shapes drawn on a picture."""
    dot = Image.new("RGB", (1, 1), colour).quantize(palette=palette(), dither=Image.Dither.NONE)
    return int(dot.getpixel((0, 0)))  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class Tile:
    """A piece of picture on the palette, pasted through its mask (the rounded corners) if it
    has one; with Pillow's core images at hand (reaching them through the Image costs more
    than a small paste)."""

    image: Image.Image  # mode "P"
    core: object  # image.im
    mask: object | None  # the core of an image of mode "1"
    width: int
    height: int

    @classmethod
    def of(cls, art: Image.Image, ground: tuple[int, int, int] = FELT) -> Tile:
        """``art`` (RGBA) on the palette. A palette picture can't blend a smooth edge with
        what lies under it, so the edge is blended here with the ground the tile lies on."""
        under = Image.new("RGBA", art.size, (*ground, 255))
        under.alpha_composite(art)
        image = on_palette(under.convert("RGB"))
        alpha = art.getchannel("A")
        low, _ = alpha.getextrema()
        mask = None if low == 255 else alpha.point(lambda a: 255 if a else 0, mode="1")
        return cls(image, image.im, None if mask is None else mask.im, image.width, image.height)


def on_palette(image: Image.Image) -> Image.Image:
    """``image`` (RGB) mapped to the palette, each pixel to its nearest colour."""
    return image.quantize(palette=palette(), dither=Image.Dither.NONE)


@cache
def face_tile(card: Card, ground: tuple[int, int, int], ink: Ink | None = None) -> Tile:
    return Tile.of(face(card, ink), ground)


@cache
def mini_tile(card: Card, ground: tuple[int, int, int]) -> Tile:
    return Tile.of(mini(card), ground)


@cache
def back_tile() -> Tile:
    return Tile.of(back())


@cache
def fan_tile(count: int, ground: tuple[int, int, int]) -> Tile:
    return Tile.of(fan(count), ground)


def canvas(
    width: int, height: int, ground: tuple[int, int, int] = FELT
) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A picture ``width`` by ``height`` on ``ground``, with one column more on its right: the
    PNG's filter bytes (:func:`encode`)."""
    canvas = Image.new("P", (width + 1, height), ink(ground))
    canvas.putpalette(palette().getpalette() or [])
    return canvas, ImageDraw.Draw(canvas)


@cache
def plte() -> bytes:
    return png.palette_chunk(palette().getpalette() or [])


def encode(canvas: Image.Image) -> bytes:
    """``canvas`` (from :func:`canvas`) as PNG bytes (:func:`bot.pictures.png.write`)."""
    return png.write(canvas, plte())


def paste(canvas: Image.Image, tile: Tile, x: int, y: int) -> None:
    # Pillow's core paste: Image.paste's checks cost more than the copy of a tile's bytes.
    box = (x, y, x + tile.width, y + tile.height)
    if tile.mask is None:
        canvas.im.paste(tile.core, box)
    else:
        canvas.im.paste(tile.core, box, tile.mask)


# -- words and shapes ------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def label(text: str, size: int, fill: tuple[int, int, int], ground: tuple[int, int, int]) -> Tile:
    """A few words on their ground, drawn once: the same labels ("stock 31", a name) come back
    all game. The tile is as tall as the font's line, so words of one size line up. Every
    word is bold: a regular stroke is about a pixel wide once the picture is shrunk to 300 px,
    too faint to read (tests/pictures measures the contrast left there)."""
    face = fonts.font(size, bold=True)
    ascent, descent = face.getmetrics()
    width = max(int(face.getlength(text)) + 1, 1)
    image = Image.new("RGBA", (width, ascent + descent), (*ground, 255))
    ImageDraw.Draw(image).text((0, 0), text, font=face, fill=fill)
    return Tile.of(image, ground)


def text(
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
    words = label(text, size, fill, ground)
    x, y = xy
    paste(canvas, words, x - words.width if right else x, y)
    return words.width


@lru_cache(maxsize=4096)
def width(text: str, size: int) -> int:
    return int(fonts.font(size, bold=True).getlength(text)) + 1 if text else 0


def fit(text: str, size: int, width: int) -> str:
    return fonts.fit(text, size, width, bold=True)


@cache
def shape(
    w: int,
    h: int,
    radius: int,
    outline: tuple[int, int, int] | None = None,
    width: int = 0,
    fill: tuple[int, int, int] | None = None,
    ground: tuple[int, int, int] = FELT,
) -> Tile:
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
    return Tile.of(art, ground)


def box(
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
    pixels as its whole :func:`shape` would be, for a fraction of the time: its rounded top
    and bottom pasted, its straight middle filled."""
    top, bottom = _box_ends(w, h, radius, fill, ground, outline, width)
    paste(canvas, top, x, y)
    paste(canvas, bottom, x, y + h - radius)
    canvas.im.paste(ink(fill), (x, y + radius, x + w, y + h - radius))
    if outline is not None:
        edge = ink(outline)
        canvas.im.paste(edge, (x, y + radius, x + width, y + h - radius))
        canvas.im.paste(edge, (x + w - width, y + radius, x + w, y + h - radius))


@cache
def _box_ends(
    w: int,
    h: int,
    radius: int,
    fill: tuple[int, int, int],
    ground: tuple[int, int, int],
    outline: tuple[int, int, int] | None,
    width: int,
) -> tuple[Tile, Tile]:
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
    return Tile.of(top, ground), Tile.of(bottom, ground)


def outline(
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
    frame = shape(w + 2 * pad, h + 2 * pad, 6, HIGHLIGHT, width, None, ground)
    paste(canvas, frame, x - pad, y - pad)


def name(who: str, label: str, size: int, width: int) -> str:
    """A member's name as the picture writes it: what the font can draw of it (else the seat's
    label), shortened to ``width`` pixels."""
    return fit(fonts.drawable(who) or label, size, width)


def draw_all() -> None:
    """Draw every tile a picture may paste, and the palette (a worker does this first)."""
    for card in CARDS:
        for colours in SuitColours:  # a hand's in the member's colours; the table's in two
            face_tile(card, FELT, hand_ink(card, colours))
            face_tile(card, FELT_DARK, hand_ink(card, colours))
        for ground in (FELT, FELT_LIGHT):
            mini_tile(card, ground)
    back_tile()
    for count in range(1, 12):
        for ground in (FELT, FELT_LIGHT):
            fan_tile(count, ground)
