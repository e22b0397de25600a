"""The review of a finished game: each deal's deadwood next to the opponent's, and exactly the
discards that left more deadwood than the best one on offer."""

from __future__ import annotations

import random

from bot.engine import Discard, Game, Rules, simple_move
from bot.engine.review import review


def test_a_worse_discard_is_found_with_what_it_left() -> None:
    game = Game.new(Rules(target=10), ("a", "b"), random.Random(11))
    worse: list[tuple[int, str, int]] = []  # (deal, card, deadwood left) of player 0's slips
    while not game.is_over:
        (player,) = game.to_act()
        deal = game.deal
        seat = game.seatings[-1].seat_of(player)
        assert seat is not None
        top = deal.discard_pile[-1] if deal.discard_pile else None
        action = simple_move(deal.hand(seat), deal.legal_actions(), top)
        if player == 0 and isinstance(action, Discard) and len(worse) < 3:
            # Throw the card that leaves the most deadwood instead, when that is worse.
            options = deal.view_for(seat).discards
            card, left = options[-1]
            if left > options[0][1]:
                action = Discard(card)
                worse.append((len(game.deals), card.code, left))
        game.apply(action, player)
    deals = review(game, 0)
    found = [(d.number, m.played.code, m.left) for d in deals for m in d.misses]
    assert found == worse and worse
    for d in deals:
        for m in d.misses:
            assert m.best_left < m.left
    # Deadwood at each deal's end, from both seats.
    theirs = review(game, 1)
    for mine, other in zip(deals, theirs, strict=True):
        assert (mine.deadwood, mine.opponent_deadwood) == (other.opponent_deadwood, other.deadwood)
        assert mine.won is None or mine.won != other.won
    assert all(m.played != m.best for d in deals for m in d.misses)
