"""The showdown: the knocker's arrangement, the defender's layoffs, and a deal's points.

>>> from bot.engine.cards import parse_cards
>>> knocker = knock_arrangement(parse_cards("7S 8S 9S 7C 8C 9C 7D 8D 9D KH"))
>>> print(knocker)  # three sets leave 3 layoff spots, three runs would leave 6
[7♠ 7♣ 7♦] [8♠ 8♣ 8♦] [9♠ 9♣ 9♦] K♥ (10)
>>> defence = best_defence(parse_cards("4H 5H 6H 7H 8H 9H 2C 3D KC QD"), knocker.melds)
>>> [str(lay.card) for lay in defence.layoffs], defence.deadwood
([], 25)
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from enum import Enum

from bot.engine.cards import Card, Rank, mask_of
from bot.engine.melds import Arrangement, Meld, MeldKind, all_arrangements, best_melds

__all__ = [
    "Defence",
    "Layoff",
    "OutcomeKind",
    "best_defence",
    "knock_arrangement",
    "knock_arrangements",
]


class OutcomeKind(Enum):
    KNOCK = "knock"
    UNDERCUT = "undercut"
    GIN = "gin"
    BIG_GIN = "big gin"
    DRAW = "draw"  # the stock ran out


@dataclass(frozen=True, slots=True)
class Layoff:
    """A defender's card laid off onto one of the knocker's melds."""

    card: Card
    meld: Meld

    def __str__(self) -> str:
        return f"{self.card} on [{self.meld}]"


@dataclass(frozen=True, slots=True)
class Defence:
    """The defender's best answer to a knock: layoffs, then own melds and deadwood."""

    layoffs: tuple[Layoff, ...]
    arrangement: Arrangement

    @property
    def deadwood(self) -> int:
        return self.arrangement.deadwood


def knock_arrangements(
    cards: tuple[Card, ...] | int, knock_limit: int, exclude: int = 0
) -> list[Arrangement]:
    """Every arrangement of the ten kept cards a knocker may lay down, the automatic choice first:
    least deadwood, then fewest layoff spots (cards not in ``exclude``, e.g. the discard pile)."""
    found = all_arrangements(cards, max_deadwood=knock_limit)
    found.sort(
        key=lambda a: (
            a.deadwood,
            len(a.layoff_spots(exclude)),
            len(a.melds),
            [m.cards for m in a.melds],
        )
    )
    return found


def knock_arrangement(cards: tuple[Card, ...] | int, exclude: int = 0) -> Arrangement:
    """The automatic knocker arrangement (assumes the cards can knock at all)."""
    best = best_melds(cards)
    return knock_arrangements(cards, best.deadwood, exclude)[0]


def _chains(defender: int, knocker_melds: tuple[Meld, ...]) -> list[list[tuple[Card, Meld]]]:
    """For each place a layoff can start, the cards the defender could lay there one after the
    other (a set's fourth card; each end of a run, building outward card by card)."""
    chains: list[list[tuple[Card, Meld]]] = []
    set_chains: list[list[tuple[Card, Meld]]] = []
    for meld in knocker_melds:
        if meld.kind is MeldKind.SET:
            set_chains += [[(spot, meld)] for spot in meld.layoff_spots() if spot.mask & defender]
            continue
        first, last = meld.cards[0], meld.cards[-1]
        for step, start in ((-1, first.rank - 1), (1, last.rank + 1)):
            chain = []
            rank = start
            while Rank.ACE <= rank <= Rank.KING:
                card = Card(rank, first.suit)
                if not card.mask & defender:
                    break
                chain.append((card, meld))
                rank += step
            if chain:
                chains.append(chain)
    # Runs first: a card that fits a run and a set is shown on the run, where later cards build.
    return chains + set_chains


def best_defence(
    defender_cards: tuple[Card, ...] | int, knocker_melds: tuple[Meld, ...]
) -> Defence:
    """The defender's least deadwood over every combination of layoffs and own melds.

    A laid-off card may break one of the defender's own melds when that pays; runs grow by any
    number of cards at either end. Ties prefer fewer layoffs.
    """
    defender = defender_cards if isinstance(defender_cards, int) else mask_of(defender_cards)
    chains = _chains(defender, knocker_melds)
    best: tuple[int, int, dict[Card, Meld]] | None = None
    seen: set[int] = set()
    for lengths in itertools.product(*(range(len(chain) + 1) for chain in chains)):
        placed: dict[Card, Meld] = {}
        for chain, n in zip(chains, lengths, strict=True):
            for card, meld in chain[:n]:
                placed.setdefault(card, meld)
        laid = mask_of(placed)
        if laid in seen:
            continue
        seen.add(laid)
        key = (best_melds(defender & ~laid).deadwood, len(placed))
        if best is None or key < best[:2]:
            best = (*key, placed)
    assert best is not None
    placed = best[2]
    layoffs = tuple(Layoff(card, meld) for card, meld in sorted(placed.items(), key=_laying_order))
    return Defence(layoffs, best_melds(defender & ~mask_of(placed)))


def _laying_order(layoff: tuple[Card, Meld]) -> tuple[tuple[Card, ...], bool, int, Card]:
    """Layoffs meld by meld, a run's cards below it then above it, nearest first (4♣ before
    3♣ on 5♣-8♣), so that each one read in turn fits the meld as it has grown."""
    card, meld = layoff
    above, gap = False, 0
    if meld.kind is MeldKind.RUN:
        low, high = meld.cards[0].rank, meld.cards[-1].rank
        above = card.rank > high
        gap = card.rank - high if above else low - card.rank
    return meld.cards, above, gap, card
