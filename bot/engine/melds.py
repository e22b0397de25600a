"""Melds and deadwood, computed exactly.

Sets live in one rank and runs in one suit, which splits the search: once we decide which sets to
form (per rank with three or four cards: none, one of the four 3-card sets, or all four), the best
use of each suit's remaining cards for runs is simply every maximal block of three or more
neighbouring cards. So the exact minimum is a min over a handful of set choices, each scored with
four table look-ups. For 11 cards, the best discard keeps an arrangement's melds and throws its
highest unmatched card (an all-melded 11 always has a meld of four or more to shorten: gin).

>>> from bot.engine.cards import parse_cards
>>> best_melds(parse_cards("7S 7C 7D 8D 9D TD 2H 3H 4H KS")).deadwood
10
>>> best_discard(parse_cards("AS 8S 6C AD 6D 7D 8D 2H 6H 7H 8H")).discard
Card.parse('8S')
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from bot.engine.cards import CARDS, Card, InvalidCardError, Rank, cards_from_mask, mask_of

__all__ = [
    "Arrangement",
    "BestDiscard",
    "Meld",
    "MeldKind",
    "all_arrangements",
    "best_discard",
    "best_melds",
    "deadwood_value",
    "min_deadwood",
]

SUIT_BITS = 0x1FFF
_PATTERNS = 1 << 13


def _pattern_value(pattern: int) -> int:
    return sum(min(r + 1, 10) for r in range(13) if pattern >> r & 1)


def _run_cover(pattern: int) -> int:
    """The cards of a suit pattern that lie in maximal blocks of three or more."""
    cover, r = 0, 0
    while r < 13:
        if pattern >> r & 1:
            start = r
            while r < 13 and pattern >> r & 1:
                r += 1
            if r - start >= 3:
                cover |= ((1 << (r - start)) - 1) << start
        else:
            r += 1
    return cover


# Per 13-bit suit pattern: cards left unmatched by the best runs, their value, their highest value.
_RUN_COVER = [_run_cover(p) for p in range(_PATTERNS)]
_VALUE = [_pattern_value(p) for p in range(_PATTERNS)]
_DEAD = [_VALUE[p & ~_RUN_COVER[p]] for p in range(_PATTERNS)]
_DEAD_MAX = [
    max((min(r + 1, 10) for r in range(13) if (p & ~_RUN_COVER[p]) >> r & 1), default=0)
    for p in range(_PATTERNS)
]


def _set_options(rank_index: int, suits_present: int) -> tuple[int, ...]:
    """Ways to use one rank's cards in a set: none, each 3-card set, the 4-card set (as masks)."""
    bits = [1 << (s * 13 + rank_index) for s in range(4) if suits_present >> s & 1]
    options = [0]
    if len(bits) >= 3:
        options += [a | b | c for a, b, c in itertools.combinations(bits, 3)]
    if len(bits) == 4:
        options.append(bits[0] | bits[1] | bits[2] | bits[3])
    return tuple(options)


_SET_OPTIONS = [[_set_options(r, present) for present in range(16)] for r in range(13)]


def _set_choices(mask: int) -> Iterator[tuple[int, ...]]:
    """Every choice of sets for a hand, as tuples of set masks (one entry per candidate rank)."""
    a, b = mask & SUIT_BITS, mask >> 13 & SUIT_BITS
    c, d = mask >> 26 & SUIT_BITS, mask >> 39 & SUIT_BITS
    three_plus = (a & b & (c | d)) | (c & d & (a | b))
    if not three_plus:
        return iter(((),))
    per_rank = []
    while three_plus:
        low = three_plus & -three_plus
        r = low.bit_length() - 1
        present = (a >> r & 1) | (b >> r & 1) << 1 | (c >> r & 1) << 2 | (d >> r & 1) << 3
        per_rank.append(_SET_OPTIONS[r][present])
        three_plus ^= low
    return itertools.product(*per_rank)


def min_deadwood(mask: int) -> int:
    """Least deadwood of a hand given as a mask (any number of cards)."""
    a, b = mask & SUIT_BITS, mask >> 13 & SUIT_BITS
    c, d = mask >> 26 & SUIT_BITS, mask >> 39 & SUIT_BITS
    three_plus = (a & b & (c | d)) | (c & d & (a | b))
    if not three_plus:
        return _DEAD[a] + _DEAD[b] + _DEAD[c] + _DEAD[d]
    best = 1000
    dead = _DEAD
    for choice in _set_choices(mask):
        rest = mask & ~sum(choice)
        value = (
            dead[rest & SUIT_BITS]
            + dead[rest >> 13 & SUIT_BITS]
            + dead[rest >> 26 & SUIT_BITS]
            + dead[rest >> 39]
        )
        if value < best:
            best = value
    return best


def _discard_score(rest: int) -> tuple[int, int]:
    """(deadwood after throwing the highest unmatched card, that card's value) for one choice."""
    parts = (rest & SUIT_BITS, rest >> 13 & SUIT_BITS, rest >> 26 & SUIT_BITS, rest >> 39)
    total = _DEAD[parts[0]] + _DEAD[parts[1]] + _DEAD[parts[2]] + _DEAD[parts[3]]
    if not total:
        return 0, 0
    top = max(_DEAD_MAX[parts[0]], _DEAD_MAX[parts[1]], _DEAD_MAX[parts[2]], _DEAD_MAX[parts[3]])
    return total - top, top


def min_deadwood_after_discard(mask: int) -> int:
    """Least deadwood of the ten cards kept from an 11-card hand (mask), over every discard."""
    a, b = mask & SUIT_BITS, mask >> 13 & SUIT_BITS
    c, d = mask >> 26 & SUIT_BITS, mask >> 39 & SUIT_BITS
    three_plus = (a & b & (c | d)) | (c & d & (a | b))
    if not three_plus:
        return _discard_score(mask)[0]
    return min(_discard_score(mask & ~sum(choice))[0] for choice in _set_choices(mask))


class MeldKind(Enum):
    SET = "set"
    RUN = "run"


@dataclass(frozen=True, slots=True)
class Meld:
    """A set (3-4 cards of one rank) or a run (3+ neighbouring cards of one suit), cards sorted."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        cards = tuple(sorted(self.cards))
        object.__setattr__(self, "cards", cards)
        if _kind_of(cards) is None:
            raise InvalidCardError(f"{' '.join(c.code for c in cards)} is not a set or a run")

    @classmethod
    def parse(cls, text: str) -> Meld:
        from bot.engine.cards import parse_cards

        return cls(parse_cards(text))

    @classmethod
    def from_mask(cls, mask: int) -> Meld:
        return cls(cards_from_mask(mask))

    @property
    def kind(self) -> MeldKind:
        kind = _kind_of(self.cards)
        assert kind is not None
        return kind

    @property
    def mask(self) -> int:
        return mask_of(self.cards)

    @property
    def value(self) -> int:
        return sum(c.value for c in self.cards)

    def layoff_spots(self) -> tuple[Card, ...]:
        """Cards that could be laid off directly onto this meld (ignoring who holds them)."""
        first, last = self.cards[0], self.cards[-1]
        if self.kind is MeldKind.SET:
            if len(self.cards) == 4:
                return ()
            held = {c.suit for c in self.cards}
            return tuple(Card(first.rank, s) for s in range(4) if s not in held)
        spots = []
        if first.rank > Rank.ACE:
            spots.append(Card(first.rank - 1, first.suit))
        if last.rank < Rank.KING:
            spots.append(Card(last.rank + 1, last.suit))
        return tuple(spots)

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.cards)

    def __repr__(self) -> str:
        return f"Meld.parse({' '.join(c.code for c in self.cards)!r})"


def _kind_of(cards: tuple[Card, ...]) -> MeldKind | None:
    if len(cards) < 3:
        return None
    if len(cards) <= 4 and len({c.rank for c in cards}) == 1 and len(set(cards)) == len(cards):
        return MeldKind.SET
    suit = cards[0].suit
    if all(c.suit == suit for c in cards) and all(
        cards[i + 1].rank == cards[i].rank + 1 for i in range(len(cards) - 1)
    ):
        return MeldKind.RUN
    return None


@dataclass(frozen=True, slots=True)
class Arrangement:
    """A hand split into melds and unmatched cards (deadwood)."""

    melds: tuple[Meld, ...]
    unmatched: tuple[Card, ...]

    @property
    def deadwood(self) -> int:
        return sum(c.value for c in self.unmatched)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(sorted([c for m in self.melds for c in m.cards] + list(self.unmatched)))

    @property
    def mask(self) -> int:
        return mask_of(self.cards)

    def layoff_spots(self, exclude: int = 0) -> tuple[Card, ...]:
        """Distinct cards the defender could lay off directly; ``exclude`` masks cards known
        elsewhere (the knocker's own hand is always excluded)."""
        blocked = self.mask | exclude
        spots = {c for m in self.melds for c in m.layoff_spots() if not c.mask & blocked}
        return tuple(sorted(spots))

    def __str__(self) -> str:
        parts = [f"[{m}]" for m in self.melds]
        if self.unmatched:
            parts.append(" ".join(str(c) for c in self.unmatched))
        return " ".join(parts) + f" ({self.deadwood})"

    def __repr__(self) -> str:
        return f"Arrangement(melds={self.melds!r}, unmatched={self.unmatched!r})"


def _runs_of(pattern: int, suit: int) -> list[Meld]:
    """Each maximal block of a suit pattern as a run (the pattern holds only blocks of 3+)."""
    runs, r = [], 0
    while r < 13:
        if pattern >> r & 1:
            start = r
            while r < 13 and pattern >> r & 1:
                r += 1
            runs.append(Meld(tuple(CARDS[suit * 13 + i] for i in range(start, r))))
        else:
            r += 1
    return runs


def _arrangement(mask: int, set_masks: Iterable[int], run_mask: int) -> Arrangement:
    melds = [Meld.from_mask(m) for m in set_masks if m]
    for suit in range(4):
        melds += _runs_of(run_mask >> (13 * suit) & SUIT_BITS, suit)
    used = sum(m.mask for m in melds)
    melds.sort(key=lambda m: m.cards)
    return Arrangement(tuple(melds), cards_from_mask(mask & ~used))


def _cover_of(rest: int) -> int:
    return sum(_RUN_COVER[rest >> (13 * s) & SUIT_BITS] << (13 * s) for s in range(4))


def _to_mask(cards: Iterable[Card] | int) -> int:
    if isinstance(cards, int):
        return cards
    cards = tuple(cards)
    mask = mask_of(cards)
    if mask.bit_count() != len(cards):
        raise InvalidCardError("the same card appears twice in a hand")
    return mask


@lru_cache(maxsize=4096)  # the hands in play now; 65k arrangements only fed the GC
def _best_melds(mask: int) -> Arrangement:
    best: tuple[int, int, tuple[int, ...]] | None = None
    for choice in _set_choices(mask):
        rest = mask & ~sum(choice)
        dead = sum(_DEAD[rest >> (13 * s) & SUIT_BITS] for s in range(4))
        # Among equal deadwood prefer fewer sets (runs read better and leave the same count).
        key = (dead, sum(1 for m in choice if m))
        if best is None or key < best[:2]:
            best = (*key, choice)
    assert best is not None
    choice = best[2]
    return _arrangement(mask, choice, _cover_of(mask & ~sum(choice)))


def best_melds(cards: Iterable[Card] | int) -> Arrangement:
    """The arrangement with the least deadwood, for any 0-11 cards (or more).

    >>> from bot.engine.cards import parse_cards
    >>> print(best_melds(parse_cards("AS 2S 3S 4S 4H 4D 9C 9D KH")))
    [A♠ 2♠ 3♠] [4♠ 4♦ 4♥] 9♣ 9♦ K♥ (28)
    """
    return _best_melds(_to_mask(cards))


def deadwood_value(cards: Iterable[Card] | int) -> int:
    """Least deadwood of the cards."""
    return min_deadwood(_to_mask(cards))


@dataclass(frozen=True, slots=True)
class BestDiscard:
    discard: Card
    kept: Arrangement

    @property
    def deadwood(self) -> int:
        return self.kept.deadwood


def best_discard(cards: Iterable[Card] | int, forbidden: Card | None = None) -> BestDiscard:
    """For 11 cards: the discard that leaves the least deadwood, and the 10 kept, arranged.

    ``forbidden`` is a card that may not be thrown (the one just taken from the discard pile).
    Among equal deadwood the highest card goes.
    """
    mask = _to_mask(cards)
    if mask.bit_count() < 2:
        raise InvalidCardError("best_discard needs at least two cards")
    candidates = [c for c in cards_from_mask(mask) if c != forbidden]
    if forbidden is None and mask.bit_count() == 11:
        target = min_deadwood_after_discard(mask)
        candidates = [c for c in candidates if min_deadwood(mask & ~c.mask) == target]
    # (deadwood, -value, -index): least deadwood, then shed the biggest card.
    chosen = min(candidates, key=lambda c: (min_deadwood(mask & ~c.mask), -c.value, -c.index))
    return BestDiscard(chosen, best_melds(mask & ~chosen.mask))


def _run_subsets(pattern: int) -> list[int]:
    """Subsets of a suit pattern whose every maximal block has three or more cards."""
    return _run_subsets_cached(pattern)


@lru_cache(maxsize=8192)
def _run_subsets_cached(pattern: int) -> list[int]:
    bits = [1 << r for r in range(13) if pattern >> r & 1]
    out = []
    for n in range(len(bits) + 1):
        for combo in itertools.combinations(bits, n):
            sub = sum(combo)
            if _RUN_COVER[sub] == sub:
                out.append(sub)
    return out


def all_arrangements(
    cards: Iterable[Card] | int, max_deadwood: int | None = None
) -> list[Arrangement]:
    """Every way to arrange the cards into melds (runs that touch count as one long run),
    least deadwood first; with ``max_deadwood``, only those within it."""
    mask = _to_mask(cards)
    found: list[Arrangement] = []
    for choice in _set_choices(mask):
        rest = mask & ~sum(choice)
        per_suit = [_run_subsets(rest >> (13 * s) & SUIT_BITS) for s in range(4)]
        for runs in itertools.product(*per_suit):
            run_mask = sum(r << (13 * s) for s, r in enumerate(runs))
            unmatched = rest & ~run_mask
            if max_deadwood is not None and _value_of(unmatched) > max_deadwood:
                continue
            found.append(_arrangement(mask, choice, run_mask))
    found.sort(key=lambda a: (a.deadwood, len(a.melds), [m.cards for m in a.melds]))
    return found


def _value_of(mask: int) -> int:
    return sum(_VALUE[mask >> (13 * s) & SUIT_BITS] for s in range(4))
