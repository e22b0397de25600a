"""What a picture shows, exactly: its *scene*, built from the engine's views. A scene is the
picture's cache key and the only input of drawing (:mod:`bot.pictures.drawing`); the table's
scene is built from the deals' public views alone and the players' names (which everyone at the
table sees), so it can only hold what everyone at the table may see. A scene also says itself
in words (:func:`alt_text`) for screen readers, with the same words as the picture and the
names in full."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
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

__all__ = [
    "DRAWN_WORDS",
    "BoardScene",
    "HandScene",
    "LastMove",
    "Scene",
    "SeatScene",
    "TableScene",
    "alt_text",
    "file_name",
    "hand_scene",
    "last_move",
    "move_said",
    "table_scene",
]

PILE_SHOWN = 4  # the top of the discard pile and three below
HAND_CACHE_SIZE = 2048  # the pictures (and their words) kept of each kind of scene
TABLE_CACHE_SIZE = 256
# The card just drawn, as the hand's picture and its words say it (by where it came from).
DRAWN_WORDS = {"stock": "drawn from the stock", "pile": "taken from the pile"}


@dataclass(frozen=True, slots=True)
class HandScene:
    melds: tuple[tuple[Card, ...], ...]
    unmatched: tuple[Card, ...]
    deadwood: int
    drawn: Card | None  # the card just drawn, to be discarded from now
    drawn_from: str | None = None  # "stock" or "pile" (a key of DRAWN_WORDS)
    colours: SuitColours = SuitColours.TWO  # the member's choice


@dataclass(frozen=True, slots=True)
class SeatScene:
    label: str  # "P1": the player's place at the table, written when the name can't be
    name: str  # the member's display name in full ("": unknown, the label stands for it)
    cards: int
    took: tuple[Card, ...]  # taken from the pile and still held: public
    dealer: bool
    to_play: str | None  # what the seat is to do now (TO_PLAY's words), None: not its turn
    team: int | None = None  # partnerships: 0 (the challenger's) or 1

    @property
    def who(self) -> str:
        return self.name or self.label


@dataclass(frozen=True, slots=True)
class LastMove:
    """A deal's last move as the table saw it: whose (seat), where they drew from this turn,
    and how the turn ended (a card discarded face up, a knock, gin, a pass)."""

    seat: int
    drew: str | None = None  # "stock" or "pile" (this turn's draw); None: no draw
    taken: Card | None = None  # the card they took from the pile this turn
    discarded: Card | None = None  # the card they discarded face up: the pile's top now
    ended: str | None = None  # "knocked", "went gin", "went big gin", "passed on the upcard"


@dataclass(frozen=True, slots=True)
class BoardScene:
    title: str  # "Deal 3", or "Round 2 · Table 1"
    status: str  # "Zoë to play: discard"
    seats: tuple[SeatScene, SeatScene]
    stock: int
    pile: tuple[Card, ...]  # the top few, the top last
    pile_size: int
    last: LastMove | None = None


@dataclass(frozen=True, slots=True)
class TableScene:
    boards: tuple[BoardScene, ...]
    note: str  # three players: who sits out
    # Partnerships: each team's members, as (name, label) pairs (team 0 first).
    teams: tuple[tuple[tuple[str, str], ...], ...] = ()


Scene = HandScene | TableScene


def hand_scene(view: PlayerView, style: CardStyle = DEFAULT_STYLE) -> HandScene:
    """A player's hand in the engine's best arrangement, as the member chose to see it: the
    melds, then the deadwood, in the order of every list of their cards
    (:func:`bot.model.cards.hand_shown`), the suits in their colours."""
    hand = hand_shown(view.hand, style.order)
    return HandScene(
        melds=hand.melds,
        unmatched=hand.deadwood,
        deadwood=hand.deadwood_value,
        drawn=view.just_drawn,
        drawn_from=None if view.just_drawn is None else _drawn_from(view),
        colours=style.colours,
    )


def _drawn_from(view: PlayerView) -> str:
    return "pile" if view.just_taken is not None else "stock"


STATUS = {
    Phase.FIRST_UPCARD: "take the upcard or pass",
    Phase.DRAW: "draw",
    Phase.DISCARD: "discard",
}
TO_PLAY = {Phase.FIRST_UPCARD: "take or pass", Phase.DRAW: "draw", Phase.DISCARD: "discard"}
ENDINGS: dict[type[Action], str] = {
    Knock: "knocked",
    Gin: "went gin",
    BigGin: "went big gin",
    PassUpcard: "passed on the upcard",
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
    boards: Sequence[BoardView], sitting_out: int | None = None, names: Sequence[str] = ()
) -> TableScene:
    """What the table shows, from the deals' public views (``sitting_out``: three players, the
    player who sits out this hand) and the players' display names (by player; a name not
    given, or "", is written as the player's label, "P2")."""
    if isinstance(boards, BoardView) or not all(isinstance(b, BoardView) for b in boards):
        raise TypeError("the table is drawn from the boards of a public view only")
    if isinstance(names, str) or not all(isinstance(n, str) for n in names):
        raise TypeError("the players' names are text, by player")

    def who(player: int) -> tuple[str, str]:
        return (names[player] if player < len(names) else "", f"P{player + 1}")

    partnership = len(boards) > 1
    scenes = []
    for board in boards:
        table, seating = board.table, board.seating
        seated = [who(p) for p in seating.players]
        if table.turn is not None and table.phase in STATUS:
            status = f"{seated[table.turn][0] or seated[table.turn][1]} to play: "
            status += STATUS[table.phase]
        else:
            status = "deal over"
        seat_scenes = [
            SeatScene(
                label=seated[seat][1],
                name=seated[seat][0],
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
        seats = (seat_scenes[0], seat_scenes[1])
        title = f"Deal {board.number}"
        if partnership:  # both tables of a round go by it, as the table's embed names them
            title = f"Round {board.round} · Table {board.board + 1}"
        last = last_move(table.history, table.upcard)
        scenes.append(
            BoardScene(
                title=title,
                status=status,
                seats=seats,
                stock=table.stock_size,
                pile=table.discard_pile[-PILE_SHOWN:],
                pile_size=len(table.discard_pile),
                last=last,
            )
        )
    note = ""
    if sitting_out is not None:
        name, label = who(sitting_out)
        note = f"{name or label} sits out this hand"
    teams: tuple[tuple[tuple[str, str], ...], ...] = ()
    if partnership:
        teams = tuple(tuple(who(p) for p in range(team, 4, 2)) for team in (0, 1))
    return TableScene(tuple(scenes), note, teams)


def file_name(scene: Scene) -> str:
    return "hand.png" if isinstance(scene, HandScene) else "table.png"


def _spoken(cards: Sequence[Card]) -> str:
    return ", ".join(c.spoken for c in cards)


def move_said(last: LastMove, who: str) -> str:
    """The last move in words: "Zoë took the seven of hearts from the pile and discarded the
    king of clubs"."""
    if last.drew == "stock":
        said = [f"{who} drew from the stock"]
    elif last.drew == "pile":
        taken = f"the {last.taken.spoken} " if last.taken is not None else ""
        said = [f"{who} took {taken}from the pile"]
    else:
        said = [who]
    if last.ended:
        said.append(last.ended)
    elif last.discarded is not None:
        said.append(f"discarded the {last.discarded.spoken}")
    return " and ".join(said) if last.drew else " ".join(said)


def team_words(number: int) -> str:
    return f"team {number + 1}"


@lru_cache(maxsize=HAND_CACHE_SIZE + TABLE_CACHE_SIZE)  # each upload of a picture says it
def alt_text(scene: Scene) -> str:
    """The picture in words, for screen readers (Discord keeps up to 1024 characters)."""
    if isinstance(scene, HandScene):
        parts = [f"meld: {_spoken(meld)}" for meld in scene.melds]
        if scene.unmatched:
            parts.append(f"deadwood {scene.deadwood}: {_spoken(scene.unmatched)}")
        else:
            parts.append("gin: no deadwood")
        if scene.drawn is not None and scene.drawn_from is not None:
            parts.append(f"{DRAWN_WORDS[scene.drawn_from]}: {scene.drawn.spoken}")
        text = "Your hand. " + "; ".join(parts) + "."
    else:
        lines = []
        for board in scene.boards:
            seats = "; ".join(_seat_words(s) for s in board.seats)
            top = f"top: {board.pile[-1].spoken}" if board.pile else "empty"
            line = (
                f"{board.title}: {board.status}. {seats}. Stock {board.stock} cards, "
                f"discard pile {board.pile_size}, {top}."
            )
            if board.last is not None:
                said = move_said(board.last, board.seats[board.last.seat].who)
                line += f" Last move: {said}."
            lines.append(line)
        if scene.note:
            lines.append(scene.note + ".")
        for number, team in enumerate(scene.teams):
            members = " and ".join(name or label for name, label in team)
            lines.append(f"{team_words(number).capitalize()}: {members}.")
        text = "The table. " + " ".join(lines)
    return text if len(text) <= 1024 else text[:1023] + "…"


def _seat_words(seat: SeatScene) -> str:
    about = [team_words(seat.team)] if seat.team is not None else []
    if seat.dealer:
        about.append("dealer")
    words = seat.who + (f" ({', '.join(about)})" if about else "")
    words += f" holds {seat.cards} cards"
    if seat.took:
        words += f", taken from the pile: {_spoken(seat.took)}"
    return words
