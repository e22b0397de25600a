"""How a member likes their cards shown (``/gin cards``): the order of their hand, by rank or by
suit, and the suits' colours in its picture, the usual two or a four-colour deck (♣ green,
♦ blue, as online card rooms offer). Pure values, kept per member and server like their other
choices.

:func:`shown` is the one place that decides the order of a member's cards: every private list
of them (the hand's text, its picture and the picture's words, the Discard menu, the knock
screen) is drawn from what it returns, so they all read alike. The melds come first, each in
order and ordered among themselves by their first card, then the deadwood:

>>> from bot.engine import best_melds, parse_cards
>>> hand = best_melds(parse_cards("9C 7S 7H 7C 2D 3D 4D KH 5C 2S"))
>>> print(shown(hand, CardOrder.RANK))
[2♦ 3♦ 4♦] [7♠ 7♥ 7♣] 2♠ 5♣ 9♣ K♥
>>> print(shown(hand, CardOrder.SUIT))
[7♠ 7♥ 7♣] [2♦ 3♦ 4♦] 2♠ K♥ 5♣ 9♣

By suit, the suits go ♠ ♥ ♣ ♦: black and red in turn, so that two suits of one colour never
sit side by side in a two-colour deck.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum

from bot.engine import Arrangement, Card, Suit, best_melds

__all__ = [
    "DEFAULT_STYLE",
    "SUIT_ORDER",
    "CardOrder",
    "CardStyle",
    "ShownHand",
    "SuitColours",
    "hand_shown",
    "in_order",
    "shown",
]


class CardOrder(Enum):
    """How a member's cards are sorted (the melds first, then the deadwood, either way)."""

    RANK = "rank"  # ace to king, the suits in SUIT_ORDER among equal ranks
    SUIT = "suit"  # suit by suit (SUIT_ORDER), ace to king within each


class SuitColours(Enum):
    """The suits' colours in a member's hand picture."""

    TWO = "two"  # ♠ ♣ black, ♥ ♦ red
    FOUR = "four"  # ♠ black, ♥ red, ♣ green, ♦ blue


@dataclass(frozen=True, slots=True)
class CardStyle:
    """A member's choice of how their cards are shown."""

    order: CardOrder = CardOrder.RANK
    colours: SuitColours = SuitColours.TWO


DEFAULT_STYLE = CardStyle()  # a member who chose nothing, and every public view

SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
_SUIT_PLACE = {suit: place for place, suit in enumerate(SUIT_ORDER)}


def _key(order: CardOrder) -> Callable[[Card], tuple[int, int]]:
    if order is CardOrder.RANK:
        return lambda card: (card.rank, _SUIT_PLACE[card.suit])
    return lambda card: (_SUIT_PLACE[card.suit], card.rank)


def in_order(cards: Iterable[Card], order: CardOrder) -> tuple[Card, ...]:
    """``cards`` sorted as ``order`` says."""
    return tuple(sorted(cards, key=_key(order)))


@dataclass(frozen=True, slots=True)
class ShownHand:
    """A hand's cards in the order they are shown: its melds, then its deadwood."""

    melds: tuple[tuple[Card, ...], ...]
    deadwood: tuple[Card, ...]
    deadwood_value: int

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card, in the order shown."""
        return tuple(card for meld in self.melds for card in meld) + self.deadwood

    def __str__(self) -> str:
        parts = ["[" + " ".join(map(str, meld)) + "]" for meld in self.melds]
        return " ".join(parts + [str(card) for card in self.deadwood])


def shown(arrangement: Arrangement, order: CardOrder) -> ShownHand:
    """The one order of a member's cards: ``arrangement``'s melds (each sorted, and ordered by
    their first cards), then its deadwood, all as ``order`` says."""
    key = _key(order)
    melds = sorted((in_order(m.cards, order) for m in arrangement.melds), key=lambda m: key(m[0]))
    return ShownHand(tuple(melds), in_order(arrangement.unmatched, order), arrangement.deadwood)


def hand_shown(cards: Iterable[Card], order: CardOrder) -> ShownHand:
    """A member's hand in its best arrangement (the engine's), shown in ``order``."""
    return shown(best_melds(cards), order)
