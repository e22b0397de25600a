"""What a picture shows, exactly: its *scene*, built from the engine's views. A scene is the
picture's cache key and the only input of drawing (:mod:`bot.pictures.drawing`); the table's
scene is built from the deals' public views alone and the players' names (which everyone at the
table sees), so it can only hold what everyone at the table may see. A scene also says itself
in words (:func:`alt_text`) for screen readers, with the same words as the picture and the
names in full.

A scene holds values (numbers, cards, names, what a seat is to do as a key) and the language
its words are in (a catalogue code: the hand's member's, the table's server's). The words are
made from the catalogue where they are needed: by the drawing, in its worker process, and by
:func:`alt_text`; each sentence once per language and values (:mod:`bot.words` keeps them). So
the same scene in the same language is the same key (its picture drawn once), and two languages
never share a picture."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from bot.engine import (
    Action,
    BigGin,
    BoardView,
    Card,
    Discard,
    DrawStock,
    Gin,
    Knock,
    PassUpcard,
    Phase,
    PlayerView,
    TakeDiscard,
)
from bot.model.cards import DEFAULT_STYLE, CardStyle, SuitColours, hand_shown
from bot.words import Words, words

__all__ = [
    "ALT_TEXT_MOST",
    "BORROWED_MESSAGES",
    "BoardScene",
    "HandScene",
    "LastMove",
    "Scene",
    "SeatScene",
    "TableScene",
    "Who",
    "alt_text",
    "board_title",
    "file_name",
    "hand_scene",
    "last_move",
    "move_said",
    "seat_label",
    "table_scene",
    "who_words",
]

PILE_SHOWN = 4  # the top of the discard pile and three below
HAND_CACHE_SIZE = 2048  # the pictures (and their words) kept of each kind of scene
TABLE_CACHE_SIZE = 256
ALT_TEXT_MOST = 1024  # characters: what Discord keeps of an attachment's description
# The catalogue's messages the pictures say or draw besides those of their own file
# (pictures.ftl), the Discord side's names for them (the computer's) and the rating chart's
# included: every character of each, in every language, must be one the pictures' font draws
# (tests/pictures/test_words.py checks it).
BORROWED_MESSAGES = (
    "card-spoken",
    "computer-player",
    "count-cards",
    "deal-title",
    "deal-title-round",
    "list-more",
    "list-two",
    "sit-out",
    "stats-chart-title",
    "stats-count-games",
)


@dataclass(frozen=True, slots=True)
class HandScene:
    melds: tuple[tuple[Card, ...], ...]
    unmatched: tuple[Card, ...]
    deadwood: int
    drawn: Card | None  # the card just drawn, to be discarded from now
    drawn_from: str | None = None  # "stock" or "pile"
    colours: SuitColours = SuitColours.TWO  # the member's choice
    language: str = field(kw_only=True)  # the member's (a catalogue code)


# A player as the table writes them: their name ("": unknown) and their place at the table (0-3),
# whose label ("P1") stands for a name the font can't write.
Who = tuple[str, int]


@dataclass(frozen=True, slots=True)
class SeatScene:
    player: int  # the player's place at the table (0-3): "P1" where the name can't be written
    name: str  # the member's display name in full ("": unknown, the label stands for it)
    cards: int
    took: tuple[Card, ...]  # taken from the pile and still held: public
    dealer: bool
    to_play: str | None  # what the seat is to do now (a key of TO_PLAY's), None: not its turn
    team: int | None = None  # partnerships: 0 (the challenger's) or 1


@dataclass(frozen=True, slots=True)
class LastMove:
    """A deal's last move as the table saw it: whose (seat), where they drew from this turn,
    and how the turn ended (a card discarded face up, a knock, gin, a pass)."""

    seat: int
    drew: str | None = None  # "stock" or "pile" (this turn's draw); None: no draw
    taken: Card | None = None  # the card they took from the pile this turn
    discarded: Card | None = None  # the card they discarded face up: the pile's top now
    ended: str | None = None  # "knock", "gin", "big-gin", "pass" (on the upcard); ENDINGS


@dataclass(frozen=True, slots=True)
class BoardScene:
    deal: int  # the deal's number: its title, "Deal 3"
    round: int | None  # partnerships: the round, the title then "Round 2 · Table 1"; else None
    table: int  # partnerships: which of the round's two tables (0 or 1)
    seats: tuple[SeatScene, SeatScene]
    stock: int
    pile: tuple[Card, ...]  # the top few, the top last
    pile_size: int
    last: LastMove | None = None


@dataclass(frozen=True, slots=True)
class TableScene:
    boards: tuple[BoardScene, ...]
    sitting_out: Who | None = None  # three players: who sits out this hand
    # Partnerships: each team's members (team 0 first).
    teams: tuple[tuple[Who, ...], ...] = ()
    language: str = field(kw_only=True)  # the server's (a catalogue code)


Scene = HandScene | TableScene


def hand_scene(view: PlayerView, style: CardStyle = DEFAULT_STYLE, *, language: str) -> HandScene:
    """A player's hand in the engine's best arrangement, as the member chose to see it: the
    melds, then the deadwood, in the order of every list of their cards
    (:func:`bot.model.cards.hand_shown`), the suits in their colours; its words in
    ``language`` (the member's)."""
    hand = hand_shown(view.hand, style.order)
    return HandScene(
        melds=hand.melds,
        unmatched=hand.deadwood,
        deadwood=hand.deadwood_value,
        drawn=view.just_drawn,
        drawn_from=None if view.just_drawn is None else _drawn_from(view),
        colours=style.colours,
        language=language,
    )


def _drawn_from(view: PlayerView) -> str:
    return "pile" if view.just_taken is not None else "stock"


# What the seat to play is to do, as the catalogue's $phase says it.
TO_PLAY = {Phase.FIRST_UPCARD: "upcard", Phase.DRAW: "draw", Phase.DISCARD: "discard"}
# How a turn ended, as the catalogue's $end says it.
ENDINGS: dict[type[Action], str] = {
    Knock: "knock",
    Gin: "gin",
    BigGin: "big-gin",
    PassUpcard: "pass",
}


def last_move(history: Sequence[tuple[int, Action]], upcard: Card) -> LastMove | None:
    """The last move of a deal from its public history (``upcard``: the deal's first face-up
    card): the seat's draw this turn, the card it took from the pile, and how the turn ended
    (a knock's or gin's discard goes face down: it is not named)."""
    if not history:
        return None
    seat, action = history[-1]
    turn = [action]
    drawing = (DrawStock, TakeDiscard)
    if len(history) > 1 and not isinstance(action, drawing):
        before_seat, before = history[-2]
        if before_seat == seat and isinstance(before, drawing):
            turn.insert(0, before)
    draw = turn[0] if isinstance(turn[0], drawing) else None
    taken = None
    if isinstance(draw, TakeDiscard):
        pile = [upcard]  # the pile before the take: its top was taken
        for _, before in history[: len(history) - len(turn)]:
            if isinstance(before, TakeDiscard):
                pile.pop()
            elif isinstance(before, (Discard, Knock, Gin)):
                pile.append(before.card)
        taken = pile[-1]
    return LastMove(
        seat,
        None if draw is None else "stock" if isinstance(draw, DrawStock) else "pile",
        taken,
        action.card if isinstance(action, Discard) else None,
        ENDINGS.get(type(action)),
    )


def table_scene(
    boards: Sequence[BoardView],
    sitting_out: int | None = None,
    names: Sequence[str] = (),
    *,
    language: str,
) -> TableScene:
    """What the table shows, from the deals' public views (``sitting_out``: three players, the
    player who sits out this hand) and the players' display names (by player; a name not
    given, or "", is written as the player's label, "P2"); its words in ``language`` (the
    server's)."""
    if isinstance(boards, BoardView) or not all(isinstance(b, BoardView) for b in boards):
        raise TypeError("the table is drawn from the boards of a public view only")
    if isinstance(names, str) or not all(isinstance(n, str) for n in names):
        raise TypeError("the players' names are text, by player")
    if not isinstance(language, str):
        raise TypeError("the table's language is a catalogue code")

    def who(player: int) -> Who:
        return (names[player] if player < len(names) else "", player)

    partnership = len(boards) > 1
    scenes = []
    for board in boards:
        table, seating = board.table, board.seating
        seat_scenes = [
            SeatScene(
                player=seating.players[seat],
                name=who(seating.players[seat])[0],
                cards=table.card_counts[seat],
                took=table.taken_from_pile[seat],
                dealer=seating.players[seat] == seating.dealer,
                to_play=TO_PLAY.get(table.phase)
                if table.turn == seat and table.phase is not Phase.OVER
                else None,
                team=seating.players[seat] % 2 if partnership else None,
            )
            for seat in (0, 1)
        ]
        scenes.append(
            BoardScene(
                deal=board.number,
                # Both tables of a round go by it, as the table's embed names them.
                round=board.round if partnership else None,
                table=board.board,
                seats=(seat_scenes[0], seat_scenes[1]),
                stock=table.stock_size,
                pile=table.discard_pile[-PILE_SHOWN:],
                pile_size=len(table.discard_pile),
                last=last_move(table.history, table.upcard),
            )
        )
    teams: tuple[tuple[Who, ...], ...] = ()
    if partnership:
        teams = tuple(tuple(who(p) for p in range(team, 4, 2)) for team in (0, 1))
    out = None if sitting_out is None else who(sitting_out)
    return TableScene(tuple(scenes), out, teams, language=language)


def file_name(scene: Scene) -> str:
    return "hand.png" if isinstance(scene, HandScene) else "table.png"


# -- the words ------------------------------------------------------------------------------------


def seat_label(player: int, lang: Words) -> str:
    """A player's label, written where their name can't be: "P1" (``player``: 0-3)."""
    return lang("picture-seat", player=player + 1)


def who_words(who: Who, lang: Words) -> str:
    """A player as the words say them: their name in full, else their label."""
    name, player = who
    return name or seat_label(player, lang)


def board_title(board: BoardScene, lang: Words) -> str:
    """ "Deal 3"; a partnership's deals by their round and table ("Round 2 · Table 1")."""
    if board.round is not None:
        return lang("deal-title-round", round=board.round, table=board.table + 1)
    return lang("deal-title", deal=board.deal)


def _card(card: Card, lang: Words) -> str:
    return lang("card-spoken", rank=card.rank.word, suit=card.suit.word)


def _card_the(card: Card, lang: Words) -> str:
    return lang("picture-card-the", rank=card.rank.word, suit=card.suit.word)


def _spoken(cards: Sequence[Card], lang: Words) -> str:
    return ", ".join(_card(c, lang) for c in cards)


def move_said(last: LastMove, who: str, lang: Words) -> str:
    """The last move in words: "Zoë took the seven of hearts from the pile and discarded the
    king of clubs"."""
    end = last.ended or ("discard" if last.discarded is not None else "none")
    discarded = "" if last.discarded is None else _card_the(last.discarded, lang)
    if last.drew == "stock":
        return lang("picture-said-drew", player=who, end=end, discarded=discarded)
    if last.drew == "pile" and last.taken is not None:
        taken = _card_the(last.taken, lang)
        return lang("picture-said-took", player=who, taken=taken, end=end, discarded=discarded)
    return lang("picture-said-move", player=who, end=end, discarded=discarded)


def _listed(names: Sequence[str], lang: Words) -> str:
    """ "Ann", "Ann and Bob", "Ann, Bob and Cat" (as bot.phrases.listed)."""
    if len(names) < 2:
        return "".join(names)
    if len(names) == 2:
        return lang("list-two", first=names[0], second=names[1])
    return lang("list-more", rest=", ".join(names[:-1]), last=names[-1])


@lru_cache(maxsize=HAND_CACHE_SIZE + TABLE_CACHE_SIZE)  # each upload of a picture says it
def alt_text(scene: Scene) -> str:
    """The picture in words, for screen readers, in the scene's language (Discord keeps up to
    1024 characters: a table that says more leaves out its last moves, then its teams' lines,
    whose seats say their team; then it is cut)."""
    lang = words(scene.language)
    if isinstance(scene, HandScene):
        parts = [lang("picture-said-meld", cards=_spoken(meld, lang)) for meld in scene.melds]
        if scene.unmatched:
            cards = _spoken(scene.unmatched, lang)
            parts.append(lang("picture-said-deadwood", points=scene.deadwood, cards=cards))
        else:
            parts.append(lang("picture-gin"))
        if scene.drawn is not None and scene.drawn_from is not None:
            card = _card(scene.drawn, lang)
            parts.append(lang("picture-said-drawn", source=scene.drawn_from, card=card))
        return _most(lang("picture-said-hand", parts="; ".join(parts)))
    for moves, teams in ((True, True), (False, True), (False, False)):
        text = _table_said(scene, lang, moves=moves, teams=teams)
        if len(text) <= ALT_TEXT_MOST:
            break
    return _most(text)


def _most(text: str) -> str:
    return text if len(text) <= ALT_TEXT_MOST else text[: ALT_TEXT_MOST - 1] + "…"


def _table_said(scene: TableScene, lang: Words, *, moves: bool, teams: bool) -> str:
    """The table in words: a sentence a deal (``moves``: with its last move), who sits out,
    the teams (``teams``: their members)."""
    lines = [lang("picture-said-table")]
    for board in scene.boards:
        seats = "; ".join(_seat_said(s, lang) for s in board.seats)
        top = (
            lang("picture-said-top", card=_card(board.pile[-1], lang))
            if board.pile
            else lang("picture-said-empty")
        )
        lines.append(
            lang(
                "picture-said-board",
                title=board_title(board, lang),
                status=_status(board, lang),
                seats=seats,
                stock=lang("count-cards", count=board.stock),
                pile=board.pile_size,
                top=top,
            )
        )
        if moves and board.last is not None:
            seat = board.seats[board.last.seat]
            said = move_said(board.last, who_words((seat.name, seat.player), lang), lang)
            lines.append(lang("picture-said-last", move=said))
    if scene.sitting_out is not None:
        lines.append(lang("sit-out", player=who_words(scene.sitting_out, lang)))
    for number, team in enumerate(scene.teams if teams else ()):
        members = _listed([who_words(who, lang) for who in team], lang)
        lines.append(lang("picture-said-team", team=number + 1, members=members))
    return " ".join(lines)


def _status(board: BoardScene, lang: Words) -> str:
    """Who is to play and what: "Zoë to play: discard"; "deal over"."""
    for seat in board.seats:
        if seat.to_play is not None:
            who = who_words((seat.name, seat.player), lang)
            return lang("picture-said-to-play", player=who, phase=seat.to_play)
    return lang("picture-said-over")


_SEAT_SAID = {
    (False, False): "picture-said-seat",
    (False, True): "picture-said-seat-dealer",
    (True, False): "picture-said-seat-team",
    (True, True): "picture-said-seat-team-dealer",
}


def _seat_said(seat: SeatScene, lang: Words) -> str:
    said = lang(
        _SEAT_SAID[(seat.team is not None, seat.dealer)],
        player=who_words((seat.name, seat.player), lang),
        cards=lang("count-cards", count=seat.cards),
        team=(seat.team or 0) + 1,
    )
    if seat.took:
        said = lang("picture-said-seat-took", seat=said, cards=_spoken(seat.took, lang))
    return said
