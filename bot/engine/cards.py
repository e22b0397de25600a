"""Cards, card masks and the deck.

A card is a small frozen value. Internally a set of cards is an int bitmask laid out suit by suit
(bit ``suit * 13 + rank - 1``), so a run is a block of neighbouring bits and the four cards of a
rank are 13 bits apart. The suit order (spades, clubs, diamonds, hearts) matches OpenSpiel's, so a
card's index is also OpenSpiel's card id.

>>> parse_cards("7H, TS 10d A♣")
(Card.parse('7H'), Card.parse('TS'), Card.parse('TD'), Card.parse('AC'))
>>> print(Card.parse("qh"), Card.parse("TD"))
Q♥ 10♦
>>> Card.parse("TD").spoken
'ten of diamonds'
>>> Card.parse("KD").value, Card.parse("AS").value
(10, 1)
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum
from typing import Any

__all__ = [
    "Card",
    "InvalidCardError",
    "Rank",
    "Suit",
    "cards_from_mask",
    "format_cards",
    "mask_of",
    "parse_cards",
    "shuffled_deck",
]


class InvalidCardError(ValueError):
    """Text that does not name a card (or names one twice where a set of cards is expected)."""


class Suit(IntEnum):
    SPADES = 0
    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3

    @property
    def letter(self) -> str:
        return "SCDH"[self]

    @property
    def symbol(self) -> str:
        return "♠♣♦♥"[self]

    @property
    def red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def word(self) -> str:
        """The suit's name as spoken: ``"diamonds"``."""
        return self.name.lower()


class Rank(IntEnum):
    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def value(self) -> int:
        """Deadwood value: aces 1, number cards their face, court cards 10."""
        return min(int(self), 10)

    @property
    def letter(self) -> str:
        """One character (the card notation's): ``T`` for ten."""
        return "A23456789TJQK"[self - 1]

    @property
    def face(self) -> str:
        """As people write it on a card: ``10`` for ten."""
        return "10" if self is Rank.TEN else self.letter

    @property
    def word(self) -> str:
        """The rank's name as spoken: ``"ten"``, ``"ace"``."""
        return self.name.lower()


_RANK_TOKENS = {r.letter: r for r in Rank} | {"10": Rank.TEN}
_SUIT_TOKENS = {s.letter: s for s in Suit} | {s.symbol: s for s in Suit}
_SUIT_TOKENS |= {"♤": Suit.SPADES, "♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS}


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One card. Ordered suit by suit, then by rank (the bitmask order)."""

    suit: Suit
    rank: Rank

    def __init__(self, rank: Rank | int, suit: Suit | int) -> None:
        object.__setattr__(self, "suit", Suit(suit))
        object.__setattr__(self, "rank", Rank(rank))

    @classmethod
    def parse(cls, token: str) -> Card:
        """Read one card: rank ``A 2-9 T 10 J Q K`` then suit ``S C D H`` or ``♠ ♣ ♦ ♥``."""
        text = token.strip().upper()
        rank = _RANK_TOKENS.get(text[:-1])
        suit = _SUIT_TOKENS.get(text[-1:])
        if rank is None or suit is None:
            raise InvalidCardError(
                f"{token!r} is not a card: write a rank (A, 2-9, T or 10, J, Q, K) "
                f"then a suit (S, C, D, H), like 7H or TS"
            )
        return CARDS[suit * 13 + rank - 1]

    @property
    def index(self) -> int:
        """0-51, suit by suit (OpenSpiel's card id)."""
        return self.suit * 13 + self.rank - 1

    @property
    def mask(self) -> int:
        return 1 << (self.suit * 13 + self.rank - 1)

    @property
    def value(self) -> int:
        return self.rank.value

    @property
    def code(self) -> str:
        """Canonical ASCII form, ``7H``."""
        return self.rank.letter + self.suit.letter

    @property
    def spoken(self) -> str:
        """For screen readers: ``"ten of diamonds"``."""
        return f"{self.rank.word} of {self.suit.word}"

    def __str__(self) -> str:
        # Players read it (error messages included), so a ten is "10♦"; the notation keeps "TD".
        return self.rank.face + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        # Views and pictures' scenes cross to worker processes: by index, a card pickles in a
        # few bytes, several times faster than its fields, and comes back as the same object.
        return _card_at, (self.index,)


CARDS: tuple[Card, ...] = tuple(Card(rank, suit) for suit in Suit for rank in Rank)


def _card_at(index: int) -> Card:
    return CARDS[index]


FULL_DECK_MASK = (1 << 52) - 1


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas; the error names the bad (or repeated) token."""
    cards: list[Card] = []
    for token in text.replace(",", " ").split():
        card = Card.parse(token)
        if card in cards:
            raise InvalidCardError(f"{token!r} names {card} a second time")
        cards.append(card)
    return tuple(cards)


def format_cards(cards: Iterable[Card], pretty: bool = False) -> str:
    return " ".join(str(c) if pretty else c.code for c in cards)


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def cards_from_mask(mask: int) -> tuple[Card, ...]:
    """The cards of a mask in bitmask order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def shuffled_deck(rng: random.Random | None = None) -> tuple[Card, ...]:
    """A shuffled deck: cryptographically strong unless a seeded ``random.Random`` is given."""
    deck = list(CARDS)
    (rng or secrets.SystemRandom()).shuffle(deck)
    return tuple(deck)
