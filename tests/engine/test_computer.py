"""The computer opponent: it decides from its own view only (the same view and seed give the
same move whatever the hidden cards), plays only legal moves under every rule set, and the
levels are ordered."""

from __future__ import annotations

import random

import pytest

from bot.engine import (
    Deal,
    Discard,
    DrawStock,
    GameContext,
    Knock,
    PassUpcard,
    Rules,
    TakeDiscard,
    Variant,
)
from bot.engine.cards import CARDS
from bot.engine.computer import Level, decide, read
from bot.engine.rules import OklahomaAce
from tests.support.builders import card, cards, deal_at_discard, make_deal

LEVELS = list(Level)


def play_to(deal: Deal, steps: int, level: Level, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        if deal.is_over:
            return
        seat = deal.turn
        assert seat is not None
        deal.apply(decide(deal.view_for(seat), level, rng), seat)


def lone(deal: Deal, seat: int) -> GameContext:
    """The context of a deal played on its own (what the expert is asked with)."""
    return GameContext.lone(deal.view_for(seat), deal.rules)


def hidden_swap(deal: Deal, seat: int, rng: random.Random) -> Deal | None:
    """The same deal with the cards ``seat`` can't see shuffled among themselves: the
    opponent's cards from the deal that they still hold, and the stock not yet drawn. Replaying
    the same moves gives ``seat`` exactly the same view."""
    other = 1 - seat
    dealt = deal.deck[:20]
    first = deal.dealer ^ 1
    their_dealt = {c for i, c in enumerate(dealt) if (i % 2 == 0) == (other == first)}
    taken = {c for c in deal.public_view().taken_from_pile[other]}
    hidden_hand = [c for c in deal.hand(other) if c in their_dealt and c not in taken]
    drawn = 52 - 21 - deal.stock_size
    stock = list(deal.deck[21 + drawn :])
    pool = hidden_hand + stock
    if len(pool) < 2:
        return None
    positions = [deal.deck.index(c) for c in pool]
    shuffled = pool[:]
    rng.shuffle(shuffled)
    deck = list(deal.deck)
    for position, moved in zip(positions, shuffled, strict=True):
        deck[position] = moved
    twin = Deal(deal.rules, deal.dealer, deck)
    for who, action in deal.actions:
        twin.apply(action, who)
    return twin


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_view_gives_the_same_decision_whatever_is_hidden(level: Level) -> None:
    compared = 0
    for seed in range(30):
        deal = Deal.new(Rules(), dealer=seed % 2, rng=random.Random(seed))
        play_to(deal, seed % 17, Level.NORMAL, seed)
        if deal.is_over:
            continue
        seat = deal.turn
        assert seat is not None
        twin = hidden_swap(deal, seat, random.Random(seed))
        if twin is None:
            continue
        assert twin.view_for(seat) == deal.view_for(seat)
        assert twin.hand(1 - seat) != deal.hand(1 - seat) or twin.deck != deal.deck
        mine = decide(deal.view_for(seat), level, random.Random(99), lone(deal, seat))
        theirs = decide(twin.view_for(seat), level, random.Random(99), lone(twin, seat))
        assert mine == theirs, (seed, level)
        compared += 1
    assert compared >= 20


RULE_SETS = [
    Rules(),
    Rules.preset("big-gin"),
    Rules(variant=Variant.STRAIGHT),
    Rules(variant=Variant.OKLAHOMA, oklahoma_ace=OklahomaAce.GIN_ONLY),
]


@pytest.mark.parametrize("rules", RULE_SETS, ids=["standard", "big-gin", "straight", "oklahoma"])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_deals_legally(rules: Rules, level: Level) -> None:
    for seed in range(6):
        deal = Deal.new(rules, dealer=seed % 2, rng=random.Random(seed))
        rng = random.Random(seed)
        while not deal.is_over:
            seat = deal.turn
            assert seat is not None
            view = deal.view_for(seat)
            action = decide(view, level, rng, GameContext.lone(view, rules))
            assert action in view.legal_actions
            deal.apply(action, seat)


def test_reading_the_public_history() -> None:
    deal = Deal.new(Rules(), dealer=0, rng=random.Random(4))
    upcard = deal.upcard
    deal.apply(deal.legal_actions()[0], 1)  # the non-dealer takes the upcard
    taker_discard = next(a for a in deal.legal_actions() if a.notation.startswith("discard"))
    deal.apply(taker_discard, 1)
    reading = read(deal.view_for(0))
    assert reading.their_known == upcard.mask
    assert reading.their_thrown == taker_discard.card.mask  # type: ignore[attr-defined]
    assert reading.their_hidden == 9
    assert not reading.unseen & reading.mine and not reading.unseen & reading.pile
    assert reading.unseen.bit_count() == 52 - 10 - 1 - 1  # mine, the pile, the upcard they hold


@pytest.mark.slow
def test_the_levels_are_ordered_in_self_play() -> None:
    """A short, paired sample: hard and normal score more than easy over the same deals."""

    def score(a: Level, b: Level, deals: int) -> int:
        total = 0
        for seed in range(deals):
            for first in (a, b):
                deal = Deal.new(Rules(), dealer=1, rng=random.Random(seed))
                rng = random.Random(seed)
                levels = {0: first, 1: b if first is a else a}
                while not deal.is_over:
                    seat = deal.turn
                    assert seat is not None
                    deal.apply(decide(deal.view_for(seat), levels[seat], rng), seat)
                outcome = deal.outcome()
                assert outcome is not None
                if outcome.winner is not None:
                    won = levels[outcome.winner] is a
                    total += outcome.points if won else -outcome.points
        return total

    assert score(Level.NORMAL, Level.EASY, 40) > 0
    assert score(Level.HARD, Level.EASY, 40) > 0


def test_hard_knocks_at_once_when_no_hand_can_undercut_it() -> None:
    # Two deadwood with the stock still long: no opponent hand gets under that.
    deal = deal_at_discard(
        "AS 2S 3S 4H 4D 4C 7D 8D 9D 2C QC", "KS QS JH 9H 6C 6S 3H TC 8C AH", drawn="QC"
    )
    view = deal.view_for(0)
    assert view.table.stock_size > 20
    assert decide(view, Level.HARD, random.Random(0)) == Knock(card("QC"))


def test_hard_does_not_feed_the_run_the_opponent_collects_at_the_stock_end() -> None:
    """The opponent took the queen and the jack of hearts from the pile; with the stock nearly
    out, hard throws the ten of spades (the same deadwood) rather than the king of hearts, which
    it would throw if it ignored what the opponent collects."""
    mine, theirs = "AS 2S 3S 5H 5D 5C TS 2D 4C JH", "KD KC 3D 6C 8S 6H 2H AD 9D 4H"
    named = set(cards(f"{mine} {theirs} QH 7D KH"))
    filler = [c for c in CARDS if c not in named][:22]
    deal = make_deal(mine, theirs, "QH", " ".join(["7D", *(c.code for c in filler), "KH"]))
    script = [PassUpcard(), TakeDiscard(), Discard(card("KD")), DrawStock(), Discard(card("JH"))]
    script += [TakeDiscard(), Discard(card("KC"))]
    for c in filler:  # both draw and throw the card drawn, to the stock's end
        script += [DrawStock(), Discard(c)]
    for action in [*script, DrawStock()]:
        deal.apply(action)
    view = deal.view_for(0)
    assert view.table.stock_size <= 8
    assert set(view.opponent_took) == set(cards("JH QH"))
    assert card("KH") in view.hand and card("TS") in view.hand
    assert decide(view, Level.HARD, random.Random(1)) == Discard(card("TS"))


def test_hard_samples_opponent_hands_as_far_along_as_the_turns_played() -> None:
    """After some turns, the hands hard imagines for the opponent have less deadwood than
    random hands consistent with the same public cards."""
    from bot.engine.classic import _advanced, _samples
    from bot.engine.melds import min_deadwood

    deal = Deal.new(Rules(), dealer=0, rng=random.Random(7))
    play_to(deal, 14, Level.NORMAL, 7)
    assert not deal.is_over and deal.turn is not None
    view = deal.view_for(deal.turn)
    reading = read(view)
    advanced = _advanced(view, reading, random.Random(0))
    plain = _samples(reading, random.Random(0))
    assert len(advanced) == len(plain)
    assert all(h & reading.their_known == reading.their_known for h in advanced)
    mean = lambda hands: sum(min_deadwood(h) for h in hands) / len(hands)  # noqa: E731
    assert mean(advanced) < mean(plain) - 5
