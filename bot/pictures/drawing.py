"""The private hand and the public table drawn as PNG pictures, for Discord attachments.

Pure and synchronous (Pillow, ISA-L's deflate and the standard library; no discord, asyncio or
database), so the bot draws in worker processes (:mod:`bot.pictures.workers`). Each picture is
kept cheap all the same: a card tile is drawn once per card (supersampled, then shrunk) and
mapped once to one fixed palette (:mod:`bot.pictures.tiles`); a picture is a couple of dozen
pastes of those bytes and a few cached words on a palette canvas, written as a PNG with ISA-L's
deflate (about a fifth of a millisecond in all for a table); and each picture is cached by what
it shows (its *scene*) in a bounded LRU, so the same hand or table is not drawn twice.

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
from typing import Generic, TypeVar

from PIL import Image, ImageDraw

from bot.background import start_worker
from bot.engine import BoardView, Card, PlayerView
from bot.model.cards import DEFAULT_STYLE, CardStyle
from bot.pictures import fonts, tiles
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
from bot.pictures.tiles import (
    CARD_H,
    CARD_W,
    FAN_STEP,
    FELT,
    FELT_DARK,
    FELT_LIGHT,
    HIGHLIGHT,
    MELD_LINE,
    MINI_H,
    MINI_RANK_SIZE,
    MINI_W,
    MUTED,
    RANK_SIZE,
    TEAMS,
    TEXT,
    Ink,
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

MARGIN = 10

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
    tiles.draw_all()


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
    canvas, _ = tiles.canvas(HAND_W, HAND_H)
    y = HAND_CARDS_Y
    for k, (group, (left, span)) in enumerate(zip(groups, hand_layout(scene), strict=True)):
        meld = k < len(scene.melds)
        if meld:  # framed on darker felt; the deadwood lies on the felt as it is
            frame = tiles.shape(span + 10, CARD_H + 10, 7, MELD_LINE, 2, FELT_DARK)
            tiles.paste(canvas, frame, left - 5, y - 5)
        for n, card in enumerate(group):
            x = left + n * HAND_STEP
            raised = card == scene.drawn
            top = y - RAISE if raised else y
            ground = FELT_DARK if meld and not raised else FELT
            tiles.paste(
                canvas, tiles.face_tile(card, ground, tiles.hand_ink(card, scene.colours)), x, top
            )
            if raised:
                tiles.outline(canvas, x, top, CARD_W, CARD_H)
                _drawn_label(canvas, scene, x, lang)
    for x, caption, ink in hand_captions(scene, lang):
        tiles.text(canvas, (x, HAND_CAPTION_Y), caption, HAND_TEXT, ink)
    return tiles.encode(canvas)


def hand_captions(scene: HandScene, lang: Words) -> list[tuple[int, str, Ink]]:
    """The words under the hand's groups, each where it starts and its ink: "meld" under each
    meld, the deadwood counted under the deadwood (moved left to fit, the melds' captions
    shortened or left out to make room: the frames say what a meld is), or "gin: no deadwood"
    under the melds of a gin. None runs into another or out of the picture."""
    size, right = HAND_TEXT, HAND_W - MARGIN
    if not scene.unmatched:  # gin says so under its melds instead
        return [(MARGIN, tiles.fit(lang("picture-gin"), size, right - MARGIN), HIGHLIGHT)]
    spans = hand_layout(scene)
    counted = tiles.fit(lang("picture-deadwood", points=scene.deadwood), size, right - MARGIN)
    counted_x = min(spans[-1][0], right - tiles.width(counted, size))
    captions: list[tuple[int, str, Ink]] = []
    meld = lang("picture-meld")
    for k, (left, _) in enumerate(spans[:-1]):
        room = min(spans[k + 1][0], counted_x) - CAPTION_GAP - left
        caption = tiles.fit(meld, size, room) if room > 0 else ""
        if caption == meld or len(caption) > 3:  # a word, not a letter and "…"
            captions.append((left, caption, TEXT))
    captions.append((counted_x, counted, TEXT))
    return captions


def _drawn_label(canvas: Image.Image, scene: HandScene, x: int, lang: Words) -> None:
    """Above the card just drawn: where it came from, in the highlight's colour."""
    if scene.drawn_from is None:
        return
    said = tiles.fit(lang("picture-drawn", source=scene.drawn_from), HAND_TEXT, HAND_W - 2 * MARGIN)
    width = tiles.width(said, HAND_TEXT)
    left = min(max(MARGIN, x + CARD_W // 2 - width // 2), HAND_W - MARGIN - width)
    tiles.text(canvas, (left, HAND_LABEL_Y), said, HAND_TEXT, HIGHLIGHT)


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
    canvas, draw = tiles.canvas(TABLE_W, y + (NOTE_H if noted else 0) + legend, FELT_DARK)
    for board, top in zip(scene.boards, tops, strict=True):
        _draw_board(canvas, draw, board, top, lang)
    if scene.sitting_out is not None:
        note = _sits_out(scene.sitting_out, lang, TABLE_W - 2 * MARGIN)
        tiles.text(canvas, (MARGIN, y + 1), note, TABLE_TEXT, MUTED, ground=FELT_DARK)
        y += NOTE_H
    for number, words in enumerate(teams):
        x = MARGIN if apart else MARGIN + number * half
        room = TABLE_W - MARGIN if apart else x + half - 8
        _draw_team(canvas, number, words, x, y + 1 + (number * LINE if apart else 0), room)
    return tiles.encode(canvas)


def _sits_out(who: Who, lang: Words, room: int) -> str:
    """Three players: "Zoë sits out this hand", the name shortened first to fit ``room``."""
    name = fonts.drawable(who[0]) or seat_label(who[1], lang)
    said = lang("picture-sits-out", player=name)
    if not _fits(said, TABLE_TEXT, room):
        rest = tiles.width(said, TABLE_TEXT) - tiles.width(name, TABLE_TEXT)
        name = tiles.fit(name, TABLE_TEXT, max(room - rest, room // 4))
        said = lang("picture-sits-out", player=name)
    return tiles.fit(said, TABLE_TEXT, room)


def _team_words(number: int, team: tuple[Who, ...], lang: Words) -> tuple[str, list[str]]:
    """A team as the legend writes it: "team 1: " and its members' names as drawn."""
    title = lang("picture-team-legend", team=number + 1) + " "
    return title, [fonts.drawable(name) or seat_label(player, lang) for name, player in team]


def _team_width(words: tuple[str, list[str]]) -> int:
    title, names = words
    return 12 + tiles.width(title, TABLE_TEXT) + tiles.width(" & ".join(names), TABLE_TEXT)


def _draw_team(
    canvas: Image.Image, number: int, words: tuple[str, list[str]], x: int, y: int, room: int
) -> None:
    """Partnerships: a team's colour, its number and its members ("Zoë & Андрей"), from ``x``
    to ``room``, on the room below the tables (the title takes at most half of it)."""
    size, ground = TABLE_TEXT, FELT_DARK
    title, names = tiles.fit(words[0], size, (room - x - 12) // 2), list(words[1])
    tiles.paste(canvas, tiles.shape(7, LINE - 4, 2, fill=TEAMS[number], ground=ground), x, y + 3)
    x += 12 + tiles.text(canvas, (x + 12, y), title, size, TEAMS[number], ground=ground)
    left = room - x - tiles.width(" & ", size) * (len(names) - 1)
    # The shorter name first: what it leaves of its share goes to the longer.
    for n, k in enumerate(sorted(range(len(names)), key=lambda k: tiles.width(names[k], size))):
        names[k] = tiles.fit(names[k], size, left // (len(names) - n))
        left -= tiles.width(names[k], size)
    tiles.text(canvas, (x, y), " & ".join(names), size, ground=ground)


def _draw_board(
    canvas: Image.Image, draw: ImageDraw.ImageDraw, board: BoardScene, top: int, lang: Words
) -> None:
    """A deal's panel from ``top``: its title, then its seats with the stock and the pile
    between them."""
    tiles.box(canvas, ROOM_GAP, top, TABLE_W - 2 * ROOM_GAP, BOARD_H, 10, FELT, FELT_DARK)
    title = tiles.fit(board_title(board, lang), TABLE_TEXT, TABLE_W - 2 * MARGIN - 4)
    tiles.text(canvas, (MARGIN + 4, top + 4), title, TABLE_TEXT)
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
            tiles.paste(canvas, tiles.back_tile(), STOCK_X + k * 2, y - k * 2 + 4)
        if last is not None and last.drew == "stock" and last.discarded is None and not last.ended:
            tiles.outline(canvas, STOCK_X, y, CARD_W + 4, CARD_H + 4)
    else:
        _empty_place(draw, STOCK_X, y)
    pile_x = PILE_X + (PILE_SHOWN - 1) * PILE_STEP  # the top: always in one place
    if board.pile:
        x = pile_x - (len(board.pile) - 1) * PILE_STEP
        for k, card in enumerate(board.pile):
            tiles.paste(canvas, tiles.face_tile(card, FELT), x + k * PILE_STEP, y)
        if last is not None and last.discarded is not None:
            tiles.outline(canvas, pile_x, y, CARD_W, CARD_H)
    else:
        _empty_place(draw, pile_x, y)
    for x, words in _counts(board, lang):  # "stock 20" under the stock, "pile 3" the pile
        tiles.text(canvas, (x, caption), words, size, MUTED)
    if last is None:
        return
    room = TABLE_W - MARGIN - WORDS_X
    seat = board.seats[last.seat]
    lines = [(tiles.name(seat.name, seat_label(seat.player, lang), size, room), TEXT)]
    clauses = _move_lines(last, lang)
    for k, clause in enumerate(clauses):
        ink = HIGHLIGHT if k == len(clauses) - 1 else TEXT
        lines += [(line, ink) for line in clause]
    for k, (line, ink) in enumerate(lines):
        tiles.text(canvas, (WORDS_X, y + k * LINE), line, size, ink)


def _counts(board: BoardScene, lang: Words) -> list[tuple[int, str]]:
    """The stock's count centred under it, the pile's ending under its top (as "from the
    pile" says it), each where it starts; as their numbers alone when the words would run
    into each other."""
    size = TABLE_TEXT
    pile_end = PILE_X + (PILE_SHOWN - 1) * PILE_STEP + CARD_W
    stock = lang("picture-stock", count=board.stock)
    pile = lang("picture-pile", count=board.pile_size)
    for _ in range(2):
        stock_x = max(MARGIN, STOCK_X + (CARD_W - tiles.width(stock, size)) // 2)
        pile_x = pile_end - tiles.width(pile, size)
        if stock_x + tiles.width(stock, size) + CAPTION_GAP <= pile_x:
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
    return [tiles.fit(line, size, room) for line in lines]


def _fits(text: str, size: int, room: int) -> bool:
    return tiles.width(text, size) <= room


def _empty_place(draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
    """Where the stock or the pile would be, outlined."""
    draw.rounded_rectangle(
        (x, y, x + CARD_W - 1, y + CARD_H - 1), radius=5, outline=tiles.ink(MUTED)
    )


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
        tiles.box(canvas, 2 * ROOM_GAP, y - 2, w, h, 8, FELT_LIGHT, FELT, HIGHLIGHT, 2)
    x = MARGIN + 4
    if seat.team is not None:
        tiles.paste(
            canvas, tiles.shape(6, SEAT_H - 8, 2, fill=TEAMS[seat.team], ground=ground), x, y + 4
        )
        x += 12
    room = FAN_X - 10 - x
    name = tiles.name(seat.name, seat_label(seat.player, lang), size, room)
    tiles.text(canvas, (x, y + 2), name, size, ground=ground)
    facts = []
    if seat.team is not None:
        facts.append(lang("picture-team", team=seat.team + 1))
    if seat.dealer:
        facts.append(lang("picture-dealer"))
    words = tiles.fit(" · ".join(facts), size, room)
    tiles.text(canvas, (x, y + 2 + LINE), words, size, MUTED, ground=ground)
    if seat.to_play:
        todo = lang("picture-todo", phase=seat.to_play)
        words = lang("picture-to-play", todo=todo)
        if tiles.width(words, size) > room:  # "take or pass": the lit band says the rest
            words = tiles.fit(todo, size, room)
        tiles.text(canvas, (x, y + 2 + 2 * LINE), words, size, HIGHLIGHT, ground=ground)
    cards_y = y + SEAT_H - MINI_H - 1
    # Its hand counted ("11 cards"; the number alone where the words don't fit before what it
    # took from the pile).
    counted = lang("count-cards", count=seat.cards)
    if not _fits(counted, size, (TOOK_X - CAPTION_GAP if seat.took else BAND_RIGHT) - FAN_X):
        counted = str(seat.cards)
    tiles.text(canvas, (FAN_X, y + 1), counted, size, MUTED, ground=ground)
    if seat.cards:
        tiles.paste(canvas, tiles.fan_tile(min(seat.cards, 11), ground), FAN_X, cards_y)
    if not seat.took:
        return
    took = tiles.fit(lang("picture-took"), size, BAND_RIGHT - TOOK_X)
    tiles.text(canvas, (TOOK_X, y + 1), took, size, MUTED, ground=ground)
    room = TABLE_W - MARGIN - TOOK_X - MINI_W
    step = min(TOOK_STEP, room // max(len(seat.took) - 1, 1))
    for k, card in enumerate(seat.took):  # public: everyone saw them taken
        x = TOOK_X + k * step
        tiles.paste(canvas, tiles.mini_tile(card, ground), x, cards_y)
        if card == taken:
            tiles.outline(canvas, x, cards_y, MINI_W, MINI_H, width=2, ground=ground)


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
