"""The private hand and the public table drawn as PNG pictures, for Discord attachments.

Pure and synchronous (Pillow and the standard library; no discord, asyncio or database), so the
bot draws in worker processes (:mod:`bot.pictures.workers`). Each picture is kept cheap all the
same: a card tile is drawn once per card (supersampled, then shrunk) and mapped once to one
fixed palette; a picture is a couple of dozen pastes of those bytes and a few cached words on a
palette canvas, encoded with light compression (about half a millisecond); and each picture is
cached by what it shows (its *scene*) in a bounded LRU, so the same hand or table is not drawn
twice.

What a picture shows is its scene (:mod:`bot.pictures.scenes`, whose names this module also
offers): the picture of the table is drawn from :class:`BoardView` alone (a deal's public view
and its seating), never from a player's view, so it can only show what everyone at the table
may see: the discard pile, the cards taken from it, how many cards each seat holds, the stock's
size. Seats are labelled P1-P4 by the game's own order (no names: the embed beside it has them).

>>> import random
>>> from bot.engine import Game, Rules
>>> game = Game.new(Rules(), ["a", "b"], random.Random(3))
>>> png = table_picture(game.public_view().boards)
>>> png[:8] == b"\\x89PNG\\r\\n\\x1a\\n", table_picture(game.public_view().boards) is png
(True, True)
"""

from __future__ import annotations

import io
import multiprocessing.connection
import pickle
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from PIL import Image, ImageDraw, ImageFont

from bot.background import yield_to_the_bot
from bot.engine import BoardView, Card, PlayerView, Suit
from bot.engine.cards import CARDS
from bot.model.cards import DEFAULT_STYLE, CardStyle, SuitColours
from bot.pictures.scenes import (
    HAND_CACHE_SIZE,
    TABLE_CACHE_SIZE,
    BoardScene,
    HandScene,
    Scene,
    SeatScene,
    TableScene,
    alt_text,
    file_name,
    hand_scene,
    table_scene,
)

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
    "paint",
    "prepare",
    "serve",
    "table_picture",
    "table_scene",
]

CARD_W, CARD_H = 46, 64
SMALL_W, SMALL_H = 23, 32  # the cards a seat took from the pile, under its hand
SUPER = 4  # tiles are drawn this many times larger, then shrunk: smooth edges for free
MARGIN = 10
CARD_STEP = CARD_W + 4  # cards side by side within a group
GROUP_GAP = 14  # between melds, and before the deadwood
BACK_STEP = 7  # the fanned backs of a seat's hand
PILE_STEP = 22  # the cards under the top of the pile show their corner
# Pictures kept (a PNG is 5-12 kB): every hand of a few hundred games, the newest tables.
COLOURS = 64  # in the PNG's palette: the felt, the faces, two inks and their smooth edges
COMPRESS_LEVEL = 1  # zlib: nearly all of the size gain for a fraction of the time of 6

FELT = (27, 94, 52)
FELT_DARK = (20, 70, 39)
TEXT = (236, 240, 236)
MUTED = (170, 200, 178)
HIGHLIGHT = (241, 196, 15)
FACE = (252, 252, 250)
EDGE = (120, 120, 120)
RED = (200, 30, 40)
BLACK = (25, 25, 25)
BACK = (38, 70, 150)
BACK_LINE = (92, 128, 205)
GREEN_SUIT = (0, 125, 45)
BLUE_SUIT = (20, 75, 200)
Ink = tuple[int, int, int]
# The suits' inks, by the member's choice: the usual two colours, or a four-colour deck as
# online card rooms offer it (♣ green, ♦ blue). The table is always drawn in two.
SUIT_INKS: dict[SuitColours, dict[Suit, Ink]] = {
    SuitColours.TWO: {Suit.SPADES: BLACK, Suit.CLUBS: BLACK, Suit.DIAMONDS: RED, Suit.HEARTS: RED},
    SuitColours.FOUR: {
        Suit.SPADES: BLACK,
        Suit.CLUBS: GREEN_SUIT,
        Suit.DIAMONDS: BLUE_SUIT,
        Suit.HEARTS: RED,
    },
}


# -- tiles: each drawn once ----------------------------------------------------------------------


@cache
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    # Loading the font costs more than drawing a picture, so do it once per size.
    return ImageFont.load_default(size=size)


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
    fill: tuple[int, int, int], outline: tuple[int, int, int]
) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    w, h = CARD_W * SUPER, CARD_H * SUPER
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (0, 0, w - 1, h - 1), radius=5 * SUPER, fill=fill, outline=outline, width=SUPER
    )
    return image, draw


def _shrink(image: Image.Image, size: tuple[int, int] = (CARD_W, CARD_H)) -> Image.Image:
    return image.resize(size, Image.Resampling.LANCZOS)


def _suit_ink(card: Card, colours: SuitColours = SuitColours.TWO) -> Ink:
    return SUIT_INKS[colours][card.suit]


def _hand_ink(card: Card, colours: SuitColours) -> Ink | None:
    """The ink of a card of a hand in ``colours``: None where it is the two colours' (the
    tiles the table draws too, made once)."""
    ink = _suit_ink(card, colours)
    return None if ink == _suit_ink(card) else ink


@cache
def _face(card: Card, ink: Ink | None = None) -> Image.Image:
    """A card's face: the rank and a small pip in the corner, a large pip in the middle; in
    ``ink`` (None: red suits red, black suits black)."""
    image, draw = _blank(FACE, EDGE)
    colour = ink or _suit_ink(card)
    s = SUPER
    draw.text((4 * s, 2 * s), card.rank.face, font=_font(16 * s), fill=colour)
    _pip(draw, card.suit, 10 * s, 26 * s, 5 * s, colour)
    _pip(draw, card.suit, 28 * s, 44 * s, 11 * s, colour)
    return _shrink(image)


@cache
def _back() -> Image.Image:
    image, draw = _blank(BACK, (230, 230, 230))
    s, w, h = SUPER, CARD_W * SUPER, CARD_H * SUPER
    draw.rounded_rectangle(
        (4 * s, 4 * s, w - 4 * s, h - 4 * s), radius=3 * s, outline=BACK_LINE, width=s
    )
    for x in range(-h, w, 6 * s):  # a lattice
        draw.line((x, 4 * s, x + h, h + 4 * s), fill=BACK_LINE, width=s)
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).rounded_rectangle(
        (5 * s, 5 * s, w - 5 * s, h - 5 * s), radius=3 * s, fill=255
    )
    plain, _ = _blank(BACK, (230, 230, 230))
    plain.paste(image, (0, 0), mask)
    return _shrink(plain)


@cache
def _dimmed(card: Card, ink: Ink | None = None) -> Image.Image:
    """Deadwood: the face faded toward the felt, so melds stand out."""
    face = _face(card, ink)
    felt = Image.new("RGBA", face.size, (*FELT, 255))
    faded = Image.blend(felt, face, 0.55)
    faded.putalpha(face.getchannel("A"))
    ImageDraw.Draw(faded).rounded_rectangle(
        (0, 0, CARD_W - 1, CARD_H - 1), radius=5, outline=(*TEXT, 255)
    )
    return faded


@cache
def _fan(count: int) -> Image.Image:
    """A seat's hand face down: ``count`` backs fanned (one paste instead of ``count``)."""
    fan = Image.new("RGBA", (CARD_W + (count - 1) * BACK_STEP, CARD_H), (0, 0, 0, 0))
    for k in range(count):
        fan.alpha_composite(_back(), (k * BACK_STEP, 0))
    return fan


@cache
def _meld_ground(cards: int) -> Image.Image:
    """The darker felt under a meld of ``cards`` cards."""
    ground = Image.new("RGBA", (CARD_STEP * cards + 4, CARD_H + 8), (0, 0, 0, 0))
    ImageDraw.Draw(ground).rounded_rectangle(
        (0, 0, ground.width - 1, ground.height - 1), radius=6, fill=(*FELT_DARK, 255)
    )
    return ground


@cache
def _small(card: Card) -> Image.Image:
    return _face(card).resize((SMALL_W, SMALL_H), Image.Resampling.LANCZOS)


def serve(conn: multiprocessing.connection.Connection, niceness: int = 0) -> None:
    """A worker process: draw each scene asked for on ``conn`` (``(number, scene)``, answered
    ``(number, png)``) until the bot closes its end, or is gone; at ``niceness`` below the
    bot's priority."""
    yield_to_the_bot(niceness)
    prepare()
    while True:
        # The bot closed its end (EOF), or was killed with answers still unread (a reset):
        # either way there is nobody left to draw for.
        try:
            number, scene = pickle.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        try:
            conn.send_bytes(pickle.dumps((number, paint(scene))))
        except OSError:
            return


def prepare() -> None:
    """Draw every tile now (a worker process does this first)."""
    for card in CARDS:
        _face_tile(card, FELT)
        for colours in SuitColours:  # a hand's, in the member's colours
            _face_tile(card, FELT_DARK, _hand_ink(card, colours))
            _dimmed_tile(card, _hand_ink(card, colours))
        _small_tile(card)
    _back_tile()


# -- drawing -------------------------------------------------------------------------------------
# Every picture is drawn straight onto one fixed palette ("P" mode, a byte a pixel): its tiles
# were mapped to that palette once, so a picture is pastes of bytes and the PNG encoder's
# compression, with no colour mapping per picture (that took a fifth of the time).


@cache
def _palette() -> Image.Image:
    """One palette for every picture, chosen once from a sample of all there is to draw (the
    tiles on the felt, the highlights, the words)."""
    sample = Image.new("RGB", (CARD_W * 13, CARD_H * 7 + 40), FELT)
    for card in CARDS:
        x, y = CARD_W * (card.rank - 1), CARD_H * card.suit
        art = _face(card) if card.suit % 2 else _dimmed(card)
        sample.paste(art, (x, y), art)
        sample.paste(_small(card), (x, CARD_H * 4), _small(card))
        four = _hand_ink(card, SuitColours.FOUR)
        if four is not None:  # the four-colour deck's clubs and diamonds, in a hand
            art = _face(card, four) if card.rank % 2 else _dimmed(card, four)
            sample.paste(art, (x, CARD_H * (5 + card.suit % 2) + 40), art)
    sample.paste(_back(), (0, CARD_H * 4 + SMALL_H), _back())
    draw = ImageDraw.Draw(sample)
    draw.rectangle((CARD_W, CARD_H * 5, CARD_W * 3, CARD_H * 5 + 40), fill=FELT_DARK)
    draw.rectangle((CARD_W * 3, CARD_H * 5, CARD_W * 5, CARD_H * 5 + 40), fill=HIGHLIGHT)
    words = [("P1 dealer", BLACK), ("deadwood 10", TEXT), ("10 cards", MUTED)]
    for k, (text, fill) in enumerate(words):
        draw.text((CARD_W * (3 + 3 * k), CARD_H * 5 + 4), text, font=_font(13), fill=fill)
    return sample.quantize(COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


@cache
def _ink(colour: tuple[int, int, int]) -> int:
    """The palette's entry nearest ``colour``, for lines and shapes drawn on a picture."""
    dot = Image.new("RGB", (1, 1), colour).quantize(palette=_palette(), dither=Image.Dither.NONE)
    return int(dot.getpixel((0, 0)))  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class _Tile:
    """A piece of picture on the palette, pasted through its mask (the rounded corners) if it
    has one."""

    image: Image.Image  # mode "P"
    mask: Image.Image | None  # mode "1"

    @property
    def width(self) -> int:
        return self.image.width

    @classmethod
    def of(cls, art: Image.Image, ground: tuple[int, int, int] = FELT) -> _Tile:
        """``art`` (RGBA) on the palette. A palette picture can't blend a smooth edge with
        what lies under it, so the edge is blended here with the ground the tile lies on."""
        under = Image.new("RGBA", art.size, (*ground, 255))
        under.alpha_composite(art)
        image = under.convert("RGB").quantize(palette=_palette(), dither=Image.Dither.NONE)
        alpha = art.getchannel("A")
        low, _ = alpha.getextrema()
        mask = None if low == 255 else alpha.point(lambda a: 255 if a else 0, mode="1")
        return cls(image, mask)


@cache
def _face_tile(card: Card, ground: tuple[int, int, int], ink: Ink | None = None) -> _Tile:
    return _Tile.of(_face(card, ink), ground)


@cache
def _dimmed_tile(card: Card, ink: Ink | None = None) -> _Tile:
    return _Tile.of(_dimmed(card, ink))


@cache
def _small_tile(card: Card) -> _Tile:
    return _Tile.of(_small(card))


@cache
def _back_tile() -> _Tile:
    return _Tile.of(_back())


@cache
def _fan_tile(count: int) -> _Tile:
    return _Tile.of(_fan(count))


@cache
def _meld_ground_tile(cards: int) -> _Tile:
    return _Tile.of(_meld_ground(cards))


def _canvas(width: int, height: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    canvas = Image.new("P", (width, height), _ink(FELT))
    canvas.putpalette(_palette().getpalette() or [])
    return canvas, ImageDraw.Draw(canvas)


def _encode(canvas: Image.Image) -> bytes:
    out = io.BytesIO()
    canvas.save(out, format="PNG", optimize=False, compress_level=COMPRESS_LEVEL)
    return out.getvalue()


@lru_cache(maxsize=2048)
def _label(text: str, size: int, fill: tuple[int, int, int], ground: tuple[int, int, int]) -> _Tile:
    """A few words on their ground, drawn once: the same labels ("stock 31", "P2") come back
    all game."""
    font = _font(size)
    _, _, right, bottom = font.getbbox(text)
    image = Image.new("RGBA", (max(int(right), 1), max(int(bottom), 1)), (*ground, 255))
    ImageDraw.Draw(image).text((0, 0), text, font=font, fill=fill)
    return _Tile.of(image, ground)


def _text(
    canvas: Image.Image,
    xy: tuple[int, int],
    text: str,
    size: int = 13,
    fill: tuple[int, int, int] = TEXT,
    right: bool = False,
    ground: tuple[int, int, int] = FELT,
) -> int:
    """Write ``text`` at ``xy`` (its top left, or top right with ``right``); its width."""
    label = _label(text, size, fill, ground)
    x, y = xy
    _paste(canvas, label, x - label.width if right else x, y)
    return label.width


def _paste(canvas: Image.Image, tile: _Tile, x: int, y: int) -> None:
    # Pillow's core paste: Image.paste's checks cost more than the copy of a tile's bytes.
    box = (x, y, x + tile.image.width, y + tile.image.height)
    if tile.mask is None:
        canvas.im.paste(tile.image.im, box)
    else:
        canvas.im.paste(tile.image.im, box, tile.mask.im)


def _draw_hand(scene: HandScene) -> bytes:
    groups = [*scene.melds, scene.unmatched] if scene.unmatched else list(scene.melds)
    width = MARGIN * 2 + sum(CARD_STEP * len(g) for g in groups) + GROUP_GAP * (len(groups) - 1)
    canvas, draw = _canvas(max(width, 180), MARGIN + 8 + CARD_H + 24)
    x, y = MARGIN, MARGIN + 8
    for meld in scene.melds:
        _paste(canvas, _meld_ground_tile(len(meld)), x - 4, y - 4)
        if scene.unmatched:  # gin says so under the melds instead
            _text(canvas, (x, y + CARD_H + 6), "meld", fill=MUTED)
        for card in meld:
            _paste(canvas, _face_tile(card, FELT_DARK, _hand_ink(card, scene.colours)), x, y)
            _mark_new(draw, scene, card, x, y)
            x += CARD_STEP
        x += GROUP_GAP
    if scene.unmatched:
        _text(canvas, (x, y + CARD_H + 6), f"deadwood {scene.deadwood}")
        for card in scene.unmatched:
            _paste(canvas, _dimmed_tile(card, _hand_ink(card, scene.colours)), x, y)
            _mark_new(draw, scene, card, x, y)
            x += CARD_STEP
    else:
        _text(canvas, (MARGIN, y + CARD_H + 6), "gin: no deadwood", fill=HIGHLIGHT)
    return _encode(canvas)


def _mark_new(draw: ImageDraw.ImageDraw, scene: HandScene, card: Card, x: int, y: int) -> None:
    """The card just taken from the pile: a small marker above it."""
    if card == scene.just_taken:
        cx = x + CARD_W // 2
        draw.polygon([(cx - 5, y - 9), (cx + 5, y - 9), (cx, y - 3)], fill=_ink(HIGHLIGHT))


TABLE_W = 520
BOARD_H = 26 + CARD_H + 22 + SMALL_H + 6
NOTE_H = 22


def _draw_table(scene: TableScene) -> bytes:
    height = len(scene.boards) * BOARD_H + (NOTE_H if scene.note else 0)
    canvas, draw = _canvas(TABLE_W, height)
    for i, board in enumerate(scene.boards):
        _draw_board(canvas, draw, board, i * BOARD_H)
    if scene.note:
        _text(canvas, (MARGIN, height - NOTE_H + 2), scene.note)
    return _encode(canvas)


def _draw_board(
    canvas: Image.Image, draw: ImageDraw.ImageDraw, board: BoardScene, top: int
) -> None:
    if top:
        draw.line((0, top, canvas.width, top), fill=_ink(FELT_DARK), width=2)
    _text(canvas, (MARGIN, top + 5), board.title, 14)
    _text(canvas, (canvas.width - MARGIN, top + 5), board.status, fill=HIGHLIGHT, right=True)
    y = top + 28
    caption = y + CARD_H + 5
    _draw_seat(canvas, draw, board.seats[0], MARGIN, y)
    x = 160  # the stock: a short stack of backs
    if board.stock:
        for k in (2, 1, 0):
            _paste(canvas, _back_tile(), x + k * 2, y - k * 2)
    else:
        _empty_place(draw, x, y)
    _text(canvas, (x, caption), f"stock {board.stock}")
    x = 226  # the discard pile: the top face up, a few below it showing their corners
    if board.pile:
        for k, card in enumerate(board.pile):
            _paste(canvas, _face_tile(card, FELT), x + k * PILE_STEP, y)
    else:
        _empty_place(draw, x, y)
    _text(canvas, (x, caption), f"discard pile {board.pile_size}")
    _draw_seat(canvas, draw, board.seats[1], 380, y)


def _empty_place(draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
    """Where the stock or the pile would be, outlined."""
    draw.rounded_rectangle((x, y, x + CARD_W - 1, y + CARD_H - 1), radius=5, outline=_ink(MUTED))


def _draw_seat(
    canvas: Image.Image, draw: ImageDraw.ImageDraw, seat: SeatScene, x: int, y: int
) -> None:
    if seat.cards:
        _paste(canvas, _fan_tile(seat.cards), x, y)
    label = seat.label + (" · dealer" if seat.dealer else "")
    caption = y + CARD_H + 5
    if seat.to_play:  # whose turn: the label on a highlight
        length = _label(label, 13, BLACK, HIGHLIGHT).width
        draw.rounded_rectangle(
            (x - 3, caption - 2, x + length + 3, caption + 16), 4, _ink(HIGHLIGHT)
        )
        length = _text(canvas, (x, caption), label, fill=BLACK, ground=HIGHLIGHT)
    else:
        length = _text(canvas, (x, caption), label)
    _text(canvas, (x + length + 8, caption), f"{seat.cards} cards", fill=MUTED)
    for k, card in enumerate(seat.took):  # public: everyone saw them taken
        _paste(canvas, _small_tile(card), x + k * (SMALL_W + 3), caption + 22)


# -- the cache -------------------------------------------------------------------------------------


class _Cache:
    """A bounded LRU of pictures by scene, safe to use from several threads."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._pngs: OrderedDict[Scene, bytes] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, scene: Scene) -> bytes | None:
        with self._lock:
            png = self._pngs.get(scene)
            if png is not None:
                self._pngs.move_to_end(scene)
            return png

    def put(self, scene: Scene, png: bytes) -> None:
        with self._lock:
            self._pngs[scene] = png
            while len(self._pngs) > self.size:
                self._pngs.popitem(last=False)

    def __len__(self) -> int:
        return len(self._pngs)


# Apart, since they live differently: a hand is shown again and again (each Refresh while the
# others play) and stays put for a whole turn; a table changes with every move.
_hands = _Cache(HAND_CACHE_SIZE)
_tables = _Cache(TABLE_CACHE_SIZE)


def _cache_of(scene: Scene) -> _Cache:
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


def draw(scene: Scene) -> bytes:
    """The picture of ``scene`` as PNG bytes, drawn unless it is cached."""
    png = drawn(scene)
    if png is None:
        png = paint(scene)
        keep(scene, png)
    return png


def hand_picture(view: PlayerView, style: CardStyle = DEFAULT_STYLE) -> bytes:
    """A player's own hand: melds grouped, deadwood set apart, faded and counted, as the
    member chose to see it."""
    return draw(hand_scene(view, style))


def table_picture(boards: Sequence[BoardView], sitting_out: int | None = None) -> bytes:
    """The table as everyone sees it, from the deals' public views only."""
    return draw(table_scene(boards, sitting_out))
