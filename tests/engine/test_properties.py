"""Random play, driven by hypothesis: the invariants that hold in every reachable state."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import Deal, Phase, Rules, Variant
from bot.engine.cards import CARDS

RULE_SETS = [
    Rules(),
    Rules(variant=Variant.OKLAHOMA),
    Rules(variant=Variant.STRAIGHT),
    Rules(big_gin_bonus=31, knock_limit=0),
]


def all_cards(deal: Deal) -> list:
    return [*deal.hand(0), *deal.hand(1), *deal.discard_pile, *deal._stock]


def hidden_from(deal: Deal, seat: int | None) -> set:
    """Cards a seat (None: the public) must not see: the stock, and the other hands except the
    cards taken from the discard pile, which everyone saw."""
    public = set(deal.discard_pile) | {
        c for taken in deal.public_view().taken_from_pile for c in taken
    }
    secret = set(deal._stock)
    for other in (0, 1):
        if other != seat:
            secret |= set(deal.hand(other)) - public
    return secret


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    rules_index=st.integers(0, len(RULE_SETS) - 1),
    choices=st.lists(st.integers(0, 1000), min_size=0, max_size=200),
)
def test_random_play_keeps_every_invariant(seed: int, rules_index: int, choices: list) -> None:
    rng = random.Random(seed)
    deal = Deal.new(RULE_SETS[rules_index], rng.randrange(2), rng)
    for step, choice in enumerate(choices):
        if deal.is_over:
            break
        legal = deal.legal_actions()
        assert legal, "a live deal always has a legal action"
        # Prefer ending moves now and then so knocks and gins are reached, not only draws.
        enders = [a for a in legal if a.notation.split()[0] in ("knock", "gin", "big-gin")]
        action = (
            enders[choice % len(enders)]
            if enders and choice % 3 == 0
            else legal[choice % len(legal)]
        )
        deal.apply(action)
        cards = all_cards(deal)
        assert sorted(cards) == list(CARDS), "52 cards, each once"
        if step % 7 == 0 or deal.is_over:
            copy = Deal.from_json(deal.to_json())
            assert copy.to_dict() == deal.to_dict()
            assert copy.legal_actions() == deal.legal_actions()
            assert copy.public_view() == deal.public_view()
        if not deal.is_over:
            for seat in (None, 0, 1):
                view = deal.public_view() if seat is None else deal.view_for(seat)
                text = repr(view)
                assert not [c for c in hidden_from(deal, seat) if repr(c) in text]
    if deal.is_over:
        outcome = deal.outcome()
        assert outcome is not None and outcome.points >= 0
        assert deal.phase is Phase.OVER and deal.legal_actions() == ()
