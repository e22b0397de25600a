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
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache
from typing import Any

from bot.engine.cards import Card, InvalidCardError, Rank, cards_from_mask, mask_of

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
    # The same loop as _best_melds', kept inline: a helper call per choice costs a third.
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
    best = 1000
    dead, dead_max = _DEAD, _DEAD_MAX
    # _discard_score's sum inline, for each choice of sets: a call per choice costs a third.
    for choice in _set_choices(mask):
        rest = mask & ~sum(choice)
        p0, p1 = rest & SUIT_BITS, rest >> 13 & SUIT_BITS
        p2, p3 = rest >> 26 & SUIT_BITS, rest >> 39
        total = dead[p0] + dead[p1] + dead[p2] + dead[p3]
        if total:
            total -= max(dead_max[p0], dead_max[p1], dead_max[p2], dead_max[p3])
        if total < best:
            best = total
    return best


class MeldKind(Enum):
    SET = "set"
    RUN = "run"


@dataclass(frozen=True, slots=True)
class Meld:
    """A set (3-4 cards of one rank) or a run (3+ neighbouring cards of one suit), cards sorted."""

    cards: tuple[Card, ...]
    kind: MeldKind = field(init=False, compare=False, repr=False)
    mask: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        cards = tuple(sorted(self.cards))
        kind = _kind_of(cards)
        if kind is None:
            raise InvalidCardError(f"{' '.join(c.code for c in cards)} is not a set or a run")
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "mask", mask_of(cards))

    @classmethod
    def parse(cls, text: str) -> Meld:
        from bot.engine.cards import parse_cards

        return cls(parse_cards(text))

    @classmethod
    def from_mask(cls, mask: int) -> Meld:
        meld = _MELDS.get(mask)
        return meld if meld is not None else cls(cards_from_mask(mask))

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

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        # A showdown crosses to the computer's worker: by mask, as the one instance of it.
        return _meld_at, (self.mask,)


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


class Arrangement:
    """A hand split into melds and unmatched cards (deadwood). Immutable.

    The search makes one per hand it arranges, so the melds and unmatched cards are built only
    when first read (``deadwood`` is known at once); equality and hashing use both."""

    __slots__ = ("_mask", "_meld_masks", "_melds", "_unmatched", "deadwood")

    def __init__(self, melds: tuple[Meld, ...], unmatched: tuple[Card, ...]) -> None:
        self._melds: tuple[Meld, ...] | None = tuple(melds)
        self._unmatched: tuple[Card, ...] | None = tuple(unmatched)
        self._meld_masks: tuple[int, ...] = ()
        self._mask = sum(m.mask for m in melds) | mask_of(unmatched)
        self.deadwood: int = sum(c.value for c in unmatched)

    @classmethod
    def _from_masks(cls, mask: int, meld_masks: tuple[int, ...], deadwood: int) -> Arrangement:
        self = cls.__new__(cls)
        put = object.__setattr__
        put(self, "_melds", None)
        put(self, "_unmatched", None)
        put(self, "_meld_masks", meld_masks)
        put(self, "_mask", mask)
        put(self, "deadwood", deadwood)
        return self

    @property
    def melds(self) -> tuple[Meld, ...]:
        if self._melds is None:
            melds = [_MELDS[m] for m in self._meld_masks]
            # Disjoint melds: their lowest cards order them as their card tuples would.
            melds.sort(key=lambda m: m.mask & -m.mask)
            self._melds = tuple(melds)
        return self._melds

    @property
    def unmatched(self) -> tuple[Card, ...]:
        if self._unmatched is None:
            self._unmatched = cards_from_mask(self._mask & ~sum(self._meld_masks))
        return self._unmatched

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Arrangement):
            return NotImplemented
        return self.melds == other.melds and self.unmatched == other.unmatched

    def __hash__(self) -> int:
        return hash((self.melds, self.unmatched))

    def __setattr__(self, name: str, value: object) -> None:
        if name in ("_melds", "_unmatched") or not hasattr(self, "deadwood"):
            object.__setattr__(self, name, value)  # construction, or the lazy caches
        else:
            raise AttributeError(f"Arrangement is immutable: cannot set {name}")

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(sorted([c for m in self.melds for c in m.cards] + list(self.unmatched)))

    @property
    def mask(self) -> int:
        return self._mask

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

    def __reduce__(self) -> tuple[Any, tuple[int, tuple[int, ...], int]]:
        # By masks (a few numbers, not a dozen objects), its melds in the same order.
        return _arrangement_at, (self._mask, tuple(m.mask for m in self.melds), self.deadwood)


def _blocks(pattern: int) -> tuple[int, ...]:
    """The maximal blocks of three or more neighbouring cards in a suit pattern."""
    blocks, r = [], 0
    while r < 13:
        if pattern >> r & 1:
            start = r
            while r < 13 and pattern >> r & 1:
                r += 1
            if r - start >= 3:
                blocks.append(((1 << (r - start)) - 1) << start)
        else:
            r += 1
    return tuple(blocks)


def _all_melds() -> dict[int, Meld]:
    """Every possible meld (65 sets, 264 runs) by mask, built once; arrangements reuse them."""
    masks = [
        sum(1 << (suit * 13 + rank) for suit in suits)
        for rank in range(13)
        for n in (3, 4)
        for suits in itertools.combinations(range(4), n)
    ]
    masks += [
        ((1 << (end - start)) - 1) << (suit * 13 + start)
        for suit in range(4)
        for start in range(13)
        for end in range(start + 3, 14)
    ]
    return {m: Meld(cards_from_mask(m)) for m in masks}


_MELDS = _all_melds()


def _meld_at(mask: int) -> Meld:
    return _MELDS[mask]


def _arrangement_at(mask: int, meld_masks: tuple[int, ...], deadwood: int) -> Arrangement:
    arrangement = Arrangement._from_masks(mask, meld_masks, deadwood)
    arrangement._melds = tuple(_MELDS[m] for m in meld_masks)  # in the order it was pickled
    return arrangement


_RUN_BLOCKS = [_blocks(p) for p in range(_PATTERNS)]
# Per suit, the blocks already shifted into place.
_SHIFTED_BLOCKS = [
    [tuple(block << (13 * suit) for block in blocks) for blocks in _RUN_BLOCKS] for suit in range(4)
]
_RANK_MASKS = [sum(1 << (suit * 13 + rank) for suit in range(4)) for rank in range(13)]


def _arrangement(mask: int, set_masks: Iterable[int], run_mask: int) -> Arrangement:
    meld_masks = [m for m in set_masks if m]
    for suit in range(4):
        shift = 13 * suit
        meld_masks += [b << shift for b in _RUN_BLOCKS[run_mask >> shift & SUIT_BITS]]
    return Arrangement._from_masks(mask, tuple(meld_masks), _value_of(mask & ~sum(meld_masks)))


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
    dead = _DEAD
    a, b = mask & SUIT_BITS, mask >> 13 & SUIT_BITS
    c, d = mask >> 26 & SUIT_BITS, mask >> 39 & SUIT_BITS
    best_value, best_sets, best_rest = dead[a] + dead[b] + dead[c] + dead[d], 0, mask
    if (a & b & (c | d)) | (c & d & (a | b)):  # some rank can form a set
        best_value = 1 << 30
        for choice in _set_choices(mask):
            rest = mask & ~sum(choice)
            value = (
                dead[rest & SUIT_BITS]
                + dead[rest >> 13 & SUIT_BITS]
                + dead[rest >> 26 & SUIT_BITS]
                + dead[rest >> 39]
            )
            sets = len(choice) - choice.count(0)
            # Among equal deadwood prefer fewer sets (runs read better, same count).
            if value < best_value or (value == best_value and sets < best_sets):
                best_value, best_sets, best_rest = value, sets, rest
    runs = _SHIFTED_BLOCKS
    meld_masks = (
        _set_masks_of(mask & ~best_rest)
        + runs[0][best_rest & SUIT_BITS]
        + runs[1][best_rest >> 13 & SUIT_BITS]
        + runs[2][best_rest >> 26 & SUIT_BITS]
        + runs[3][best_rest >> 39]
    )
    return Arrangement._from_masks(mask, meld_masks, best_value)


def _set_masks_of(sets: int) -> tuple[int, ...]:
    """Split the cards chosen for sets into one mask per rank."""
    if not sets:
        return ()
    out = []
    for rank in range(13):
        rank_mask = sets & _RANK_MASKS[rank]
        if rank_mask:
            out.append(rank_mask)
    return tuple(out)


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
    # Shed the biggest card among those leaving the least deadwood: try them biggest first.
    candidates = sorted(
        (c for c in cards_from_mask(mask) if c != forbidden), key=lambda c: (-c.value, -c.index)
    )
    if forbidden is None and mask.bit_count() == 11:
        target = min_deadwood_after_discard(mask)
        chosen = next(c for c in candidates if min_deadwood(mask & ~c.mask) == target)
    else:
        chosen = min(candidates, key=lambda c: min_deadwood(mask & ~c.mask))
    return BestDiscard(chosen, best_melds(mask & ~chosen.mask))


@lru_cache(maxsize=8192)
def _run_subsets(pattern: int) -> list[int]:
    """Subsets of a suit pattern whose every maximal block has three or more cards."""
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
