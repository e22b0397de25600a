"""Unit and property tests of bot.engine.melds against an independent brute force.

The brute force below knows nothing of melds.py: it tries every subset of the hand as a meld and
every collection of disjoint melds. It is slow but obviously right, so it is the oracle for
best_melds, min_deadwood, best_discard and all_arrangements on random and meld-heavy hands.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from bot.engine.cards import CARDS, Card, InvalidCardError, mask_of, parse_cards
from bot.engine.melds import (
    Arrangement,
    Meld,
    MeldKind,
    all_arrangements,
    best_discard,
    best_melds,
    deadwood_value,
    min_deadwood,
    min_deadwood_after_discard,
)

# No example database: keep the test run from writing a .hypothesis folder into the repo.
SETTINGS = settings(database=None, deadline=None, max_examples=250)

MeldSet = frozenset[Card]
Packing = tuple[MeldSet, ...]


# --- the brute force -------------------------------------------------------------------------


def brute_is_meld(cards: Sequence[Card]) -> bool:
    """3-4 distinct cards of one rank, or 3+ cards of one suit with consecutive ranks (ace low)."""
    if len(cards) < 3 or len(set(cards)) != len(cards):
        return False
    ranks = sorted(int(c.rank) for c in cards)
    if len(set(ranks)) == 1:
        return len(cards) <= 4
    return len({c.suit for c in cards}) == 1 and ranks == list(range(ranks[0], ranks[-1] + 1))


def brute_melds(hand: Sequence[Card]) -> list[MeldSet]:
    """Every subset of the hand that is a meld."""
    return [
        frozenset(combo)
        for n in range(3, len(hand) + 1)
        for combo in itertools.combinations(hand, n)
        if brute_is_meld(combo)
    ]


def brute_packings(hand: Sequence[Card]) -> Iterator[Packing]:
    """Every collection of pairwise disjoint melds (each once, melds taken in list order)."""
    melds = brute_melds(hand)

    def extend(start: int, used: MeldSet, chosen: Packing) -> Iterator[Packing]:
        yield chosen
        for i in range(start, len(melds)):
            if not melds[i] & used:
                yield from extend(i + 1, used | melds[i], (*chosen, melds[i]))

    yield from extend(0, frozenset(), ())


def value(cards: Sequence[Card] | MeldSet) -> int:
    return sum(min(int(c.rank), 10) for c in cards)  # ace 1, faces 10: spelled out, not c.value


def brute_deadwood(hand: Sequence[Card]) -> int:
    total = value(hand)
    return min(total - sum(value(m) for m in p) for p in brute_packings(hand))


def brute_after_discard(hand: Sequence[Card]) -> dict[Card, int]:
    """For each card, the least deadwood of the hand without it.

    A packing of (hand - c) is exactly a packing of the hand that avoids c, so one enumeration
    serves all discards.
    """
    total = value(hand)
    best = {c: 1000 for c in hand}
    for packing in brute_packings(hand):
        used = frozenset().union(*packing)
        dead = total - sum(value(m) for m in packing)
        for c in hand:
            if c not in used:
                best[c] = min(best[c], dead - value([c]))
    return best


def merged_key(packing: Packing) -> frozenset[MeldSet]:
    """A packing with runs that touch in one suit merged: all_arrangements lists those as one."""
    sets = [m for m in packing if len({c.rank for c in m}) == 1]
    runs = sorted(
        (m for m in packing if len({c.rank for c in m}) > 1),
        key=lambda m: (next(iter(m)).suit, min(c.rank for c in m)),
    )
    merged: list[MeldSet] = []
    for run in runs:
        prev = merged[-1] if merged else None
        if (
            prev is not None
            and next(iter(prev)).suit == next(iter(run)).suit
            and max(c.rank for c in prev) + 1 == min(c.rank for c in run)
        ):
            merged[-1] = prev | run
        else:
            merged.append(run)
    return frozenset(sets + merged)


def arrangement_key(arr: Arrangement) -> frozenset[MeldSet]:
    return frozenset(frozenset(m.cards) for m in arr.melds)


def show(hand: Sequence[Card]) -> None:
    """Name a failing hand in card codes (hypothesis would print Card dataclass fields)."""
    note("hand: " + " ".join(c.code for c in hand))


def assert_valid(arr: Arrangement, hand: Sequence[Card]) -> None:
    """Melds disjoint and legal, melds + unmatched = the hand, deadwood = unmatched value."""
    melded = [c for m in arr.melds for c in m.cards]
    for m in arr.melds:
        assert brute_is_meld(m.cards), m
    assert len(melded) == len(set(melded)), arr
    assert sorted(melded + list(arr.unmatched)) == sorted(hand), arr
    assert arr.deadwood == value(arr.unmatched), arr


# --- strategies ------------------------------------------------------------------------------


def random_hands(min_size: int = 0, max_size: int = 11) -> st.SearchStrategy[list[Card]]:
    return st.lists(st.sampled_from(CARDS), min_size=min_size, max_size=max_size, unique=True)


@st.composite
def meld_heavy_hands(draw: st.DrawFn, min_size: int = 0, max_size: int = 11) -> list[Card]:
    """Cards from four adjacent ranks: sets and runs compete for the same cards."""
    low = draw(st.integers(0, 9))
    window = [CARDS[s * 13 + r] for s in range(4) for r in range(low, low + 4)]
    return draw(
        st.lists(st.sampled_from(window), min_size=min_size, max_size=max_size, unique=True)
    )


def hands(min_size: int = 0, max_size: int = 11) -> st.SearchStrategy[list[Card]]:
    return st.one_of(random_hands(min_size, max_size), meld_heavy_hands(min_size, max_size))


# Every meld that fits in 11 cards: 65 sets and the runs of 3-11 cards.
DECK_MELDS: list[MeldSet] = [
    frozenset(combo)
    for r in range(13)
    for n in (3, 4)
    for combo in itertools.combinations([CARDS[s * 13 + r] for s in range(4)], n)
] + [
    frozenset(CARDS[s * 13 + r] for r in range(start, start + n))
    for s in range(4)
    for n in range(3, 12)
    for start in range(13 - n + 1)
]


@st.composite
def all_melded_elevens(draw: st.DrawFn) -> list[Card]:
    """11 cards split into disjoint melds (so some meld has 4+ cards)."""
    used: frozenset[Card] = frozenset()
    while (left := 11 - len(used)) > 0:
        fits = [
            m for m in DECK_MELDS if not m & used and len(m) <= left and left - len(m) not in (1, 2)
        ]
        meld = draw(st.sampled_from(fits))
        used |= meld
    return sorted(used)


# --- best_melds and min_deadwood -------------------------------------------------------------


@SETTINGS
@given(hands())
def test_best_melds_matches_brute_force(hand: list[Card]) -> None:
    show(hand)
    arr = best_melds(hand)
    assert_valid(arr, hand)
    expected = brute_deadwood(hand)
    assert arr.deadwood == expected
    assert min_deadwood(mask_of(hand)) == expected
    assert deadwood_value(hand) == expected
    assert best_melds(mask_of(hand)) == arr  # a mask and the cards are the same input


def test_empty_hand() -> None:
    assert best_melds([]) == Arrangement((), ())
    assert min_deadwood(0) == 0


def test_repeated_card_is_rejected() -> None:
    seven = Card.parse("7H")
    with pytest.raises(InvalidCardError):
        best_melds([seven, seven, Card.parse("8H")])


def test_card_fitting_a_set_or_a_run_goes_where_it_saves_more() -> None:
    # 7H completes 7S 7C or 5H 6H; as a set it leaves 5+6 = 11, as a run 7+7 = 14.
    arr = best_melds(parse_cards("7S 7C 7H 5H 6H"))
    assert arr.melds == (Meld.parse("7S 7C 7H"),)
    assert arr.deadwood == 11
    # With 8H 9H instead the run wins: it leaves 7+7 = 14, the set would leave 8+9 = 17.
    arr = best_melds(parse_cards("7S 7C 7H 8H 9H"))
    assert arr.melds == (Meld.parse("7H 8H 9H"),)
    assert arr.deadwood == 14
    # Both ways are listed as arrangements.
    for text in ("7S 7C 7H 5H 6H", "7S 7C 7H 8H 9H"):
        kinds = {tuple(m.kind for m in a.melds) for a in all_arrangements(parse_cards(text))}
        assert {(MeldKind.SET,), (MeldKind.RUN,)} <= kinds


def test_four_card_set_splits_into_a_set_and_a_run() -> None:
    # 7S 7C 7D stay a set and 7H joins 5H 6H: everything melds.
    arr = best_melds(parse_cards("7S 7C 7D 7H 5H 6H"))
    assert set(arr.melds) == {Meld.parse("7S 7C 7D"), Meld.parse("5H 6H 7H")}
    assert arr.deadwood == 0
    # Here the best split gives 7D to a run and keeps 7S 7C 7H: deadwood 5H 6H = 11 (the
    # whole set leaves 28, 7H to the hearts run leaves 8D 9D = 17, both sevens to runs 14).
    hand = parse_cards("7S 7C 7D 7H 5H 6H 8D 9D")
    arr = best_melds(hand)
    assert set(arr.melds) == {Meld.parse("7S 7C 7H"), Meld.parse("7D 8D 9D")}
    assert arr.deadwood == 11 == brute_deadwood(hand)


@pytest.mark.parametrize("length", range(3, 14))
def test_runs_of_every_length(length: int) -> None:
    for suit in range(4):
        for start in range(13 - length + 1):
            run = [CARDS[suit * 13 + r] for r in range(start, start + length)]
            arr = best_melds(run)
            assert arr.melds == (Meld(tuple(run)),), arr
            assert arr.unmatched == ()
            assert arr.melds[0].kind is MeldKind.RUN
            assert min_deadwood(mask_of(run)) == 0


def test_ace_is_low_only() -> None:
    assert best_melds(parse_cards("AS 2S 3S")).melds == (Meld.parse("AS 2S 3S"),)
    for text, dead in (("QS KS AS", 21), ("KS AS 2S", 13), ("QH KH AH 2H", 23)):
        arr = best_melds(parse_cards(text))
        assert arr.melds == () and arr.deadwood == dead, text
        with pytest.raises(InvalidCardError):
            Meld.parse(text)
    arr = best_melds(parse_cards("QS KS AS 2S 3S"))
    assert arr.melds == (Meld.parse("AS 2S 3S"),)
    assert arr.deadwood == 20


def test_set_of_five_is_impossible_and_mixed_suits_are_no_run() -> None:
    with pytest.raises(InvalidCardError):
        Meld.parse("5S 6C 7S")
    with pytest.raises(InvalidCardError):
        Meld.parse("5S 5C")


# --- 11 cards: the discard -------------------------------------------------------------------


@SETTINGS
@given(hands(11, 11))
def test_eleven_cards_match_brute_force(hand: list[Card]) -> None:
    show(hand)
    per_discard = brute_after_discard(hand)
    expected = min(per_discard.values())
    assert min_deadwood_after_discard(mask_of(hand)) == expected
    choice = best_discard(hand)
    assert choice.deadwood == expected == per_discard[choice.discard]
    assert_valid(choice.kept, [c for c in hand if c != choice.discard])


@SETTINGS
@given(hands(2, 11), st.data())
def test_best_discard_is_optimal_and_respects_forbidden(
    hand: list[Card], data: st.DataObject
) -> None:
    show(hand)
    forbidden = data.draw(st.none() | st.sampled_from(hand))
    choice = best_discard(hand, forbidden=forbidden)
    assert choice.discard in hand
    assert choice.discard != forbidden
    allowed = {c: d for c, d in brute_after_discard(hand).items() if c != forbidden}
    best = min(allowed.values())
    assert choice.deadwood == best
    # Documented tie-break: among equally good discards the highest-valued card goes.
    assert choice.discard.value == max(c.value for c, d in allowed.items() if d == best)
    assert_valid(choice.kept, [c for c in hand if c != choice.discard])


def test_best_discard_forbidden_example() -> None:
    # Best is to throw 8S (10 left); with 8S forbidden the best left is 11 (throw a 7).
    hand = parse_cards("AS 8S 6C AD 6D 7D 8D 2H 6H 7H 8H")
    assert best_discard(hand).discard == Card.parse("8S")
    choice = best_discard(hand, forbidden=Card.parse("8S"))
    assert choice.discard != Card.parse("8S")
    assert choice.deadwood == min(d for c, d in brute_after_discard(hand).items() if c.code != "8S")


@pytest.mark.parametrize(
    "text",
    [
        "AS 2S 3S 4S 5S 7C 7D 7H 9D 9H 9S",  # 5 + 3 + 3
        "7S 7C 7D 7H 2H 3H 4H 5H TC JC QC",  # 4 + 4 + 3
        "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH",  # one run of 11
        "KS KC KD KH QS QC QD JS JC JD JH",  # 4 + 3 + 4, all faces
    ],
)
def test_best_discard_on_all_melded_eleven_is_gin(text: str) -> None:
    hand = parse_cards(text)
    assert best_melds(hand).deadwood == 0
    choice = best_discard(hand)
    assert choice.deadwood == 0
    assert choice.kept.unmatched == ()
    assert min_deadwood_after_discard(mask_of(hand)) == 0


@SETTINGS
@given(all_melded_elevens())
def test_any_all_melded_eleven_discards_to_gin(hand: list[Card]) -> None:
    show(hand)
    assert len(hand) == 11
    choice = best_discard(hand)
    assert choice.deadwood == 0 and choice.kept.unmatched == ()
    assert min_deadwood_after_discard(mask_of(hand)) == 0


# --- all_arrangements ------------------------------------------------------------------------


@SETTINGS
@given(hands(), st.integers(0, 100))
def test_all_arrangements(hand: list[Card], limit: int) -> None:
    show(hand)
    found = all_arrangements(hand)
    for arr in found:
        assert_valid(arr, hand)
    keys = [arrangement_key(a) for a in found]
    assert len(keys) == len(set(keys)), "duplicate arrangements"
    # Exactly the brute-force packings, once runs that touch are merged.
    assert set(keys) == {merged_key(p) for p in brute_packings(hand)}
    # Least deadwood first, and that is best_melds' deadwood.
    deadwoods = [a.deadwood for a in found]
    assert deadwoods == sorted(deadwoods)
    assert found[0].deadwood == best_melds(hand).deadwood == brute_deadwood(hand)
    assert arrangement_key(best_melds(hand)) in set(keys)
    # max_deadwood keeps exactly those within the limit.
    within = all_arrangements(hand, max_deadwood=limit)
    assert all(a.deadwood <= limit for a in within)
    assert {arrangement_key(a) for a in within} == {
        k for k, a in zip(keys, found, strict=True) if a.deadwood <= limit
    }


def test_all_arrangements_small_example() -> None:
    # 7H in the set or in the run, or no melds at all.
    found = all_arrangements(parse_cards("7S 7C 7H 5H 6H"))
    assert [a.deadwood for a in found] == [11, 14, 32]
    assert all_arrangements(parse_cards("7S 7C 7H 5H 6H"), max_deadwood=13) == found[:1]
