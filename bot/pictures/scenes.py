"""What a picture shows, exactly: its *scene*, built from the engine's views. A scene is the
picture's cache key and the only input of drawing (:mod:`bot.pictures.drawing`); the table's
scene is built from the deals' public views alone, so it can only hold what everyone at the
table may see. A scene also says itself in words (:func:`alt_text`) for screen readers."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from bot.engine import BoardView, Card, Phase, PlayerView
from bot.model.cards import DEFAULT_STYLE, CardStyle, SuitColours, hand_shown

__all__ = [
    "BoardScene",
    "HandScene",
    "Scene",
    "SeatScene",
    "TableScene",
    "alt_text",
    "file_name",
    "hand_scene",
    "table_scene",
]

PILE_SHOWN = 5  # the top of the discard pile and four below
HAND_CACHE_SIZE = 2048  # the pictures (and their words) kept of each kind of scene
TABLE_CACHE_SIZE = 256


@dataclass(frozen=True, slots=True)
class HandScene:
    melds: tuple[tuple[Card, ...], ...]
    unmatched: tuple[Card, ...]
    deadwood: int
    just_taken: Card | None
    colours: SuitColours = SuitColours.TWO  # the member's choice


@dataclass(frozen=True, slots=True)
class SeatScene:
    label: str  # "P1"
    cards: int
    took: tuple[Card, ...]  # taken from the pile and still held: public
    dealer: bool
    to_play: bool


@dataclass(frozen=True, slots=True)
class BoardScene:
    title: str  # "Deal 3", or "Table 2 · deal 3"
    status: str  # "P2 to play: discard"
    seats: tuple[SeatScene, SeatScene]
    stock: int
    pile: tuple[Card, ...]  # the top few, the top last
    pile_size: int


@dataclass(frozen=True, slots=True)
class TableScene:
    boards: tuple[BoardScene, ...]
    note: str  # three players: who sits out


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
        just_taken=view.just_taken,
        colours=style.colours,
    )


STATUS = {
    Phase.FIRST_UPCARD: "take the upcard or pass",
    Phase.DRAW: "draw",
    Phase.DISCARD: "discard",
}


def table_scene(boards: Sequence[BoardView], sitting_out: int | None = None) -> TableScene:
    """What the table shows, from the deals' public views (``sitting_out``: three players, the
    player who sits out this hand)."""
    if isinstance(boards, BoardView) or not all(isinstance(b, BoardView) for b in boards):
        raise TypeError("the table is drawn from the boards of a public view only")
    scenes = []
    for board in boards:
        table, seating = board.table, board.seating
        labels = [f"P{p + 1}" for p in seating.players]
        if table.turn is not None and table.phase in STATUS:
            status = f"{labels[table.turn]} to play: {STATUS[table.phase]}"
        else:
            status = "deal over"
        seat_scenes = [
            SeatScene(
                label=labels[seat],
                cards=table.card_counts[seat],
                took=table.taken_from_pile[seat],
                dealer=seating.players[seat] == seating.dealer,
                to_play=table.turn == seat and table.phase is not Phase.OVER,
            )
            for seat in (0, 1)
        ]
        seats = (seat_scenes[0], seat_scenes[1])
        title = f"Deal {board.number}"
        if len(boards) > 1:
            title = f"Table {board.board + 1} · deal {board.number}"
        scenes.append(
            BoardScene(
                title=title,
                status=status,
                seats=seats,
                stock=table.stock_size,
                pile=table.discard_pile[-PILE_SHOWN:],
                pile_size=len(table.discard_pile),
            )
        )
    note = f"P{sitting_out + 1} sits out this hand" if sitting_out is not None else ""
    return TableScene(tuple(scenes), note)


def file_name(scene: Scene) -> str:
    return "hand.png" if isinstance(scene, HandScene) else "table.png"


def _spoken(cards: Sequence[Card]) -> str:
    return ", ".join(c.spoken for c in cards)


@lru_cache(maxsize=HAND_CACHE_SIZE + TABLE_CACHE_SIZE)  # each upload of a picture says it
def alt_text(scene: Scene) -> str:
    """The picture in words, for screen readers (Discord keeps up to 1024 characters)."""
    if isinstance(scene, HandScene):
        parts = [f"meld: {_spoken(meld)}" for meld in scene.melds]
        if scene.unmatched:
            parts.append(f"deadwood {scene.deadwood}: {_spoken(scene.unmatched)}")
        text = "Your hand. " + "; ".join(parts) + "."
    else:
        lines = []
        for board in scene.boards:
            seats = "; ".join(
                f"{s.label} holds {s.cards} cards"
                + (f", took {_spoken(s.took)}" if s.took else "")
                + (" (dealer)" if s.dealer else "")
                for s in board.seats
            )
            top = f"discard pile top: {board.pile[-1].spoken}" if board.pile else "no discards"
            lines.append(
                f"{board.title}: {board.status}. {seats}. Stock {board.stock} cards, {top}."
            )
        if scene.note:
            lines.append(scene.note + ".")
        text = "The table. " + " ".join(lines)
    return text if len(text) <= 1024 else text[:1023] + "…"
