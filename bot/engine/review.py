"""A finished game looked back on from one player's seat: each deal's deadwood at its end next to
the opponent's, and the discards where another card would have left less deadwood (the engine
knows: it is the best discard of the hand at that moment).

>>> import random
>>> from bot.engine import Game, Rules, simple_game_move
>>> game = Game.new(Rules(target=10), ("a", "b"), random.Random(3))
>>> while not game.is_over:
...     (player,) = game.to_act()
...     _ = game.apply(simple_game_move(game, player), player)
>>> [miss for deal in review(game, 0) for miss in deal.misses]  # simple_move's are all best
[]
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.actions import Discard, Gin, Knock
from bot.engine.cards import Card
from bot.engine.deal import Deal
from bot.engine.game import Game
from bot.engine.scoring import OutcomeKind

__all__ = ["DealReview", "Miss", "review"]


@dataclass(frozen=True, slots=True)
class Miss:
    """A discard that left more deadwood than the best one on offer."""

    turn: int  # the player's own turns in the deal, from 1
    played: Card
    left: int  # deadwood it left
    best: Card
    best_left: int


@dataclass(frozen=True, slots=True)
class DealReview:
    number: int  # the deal's number in the game
    opponent: int  # the player across the table
    kind: OutcomeKind
    won: bool | None  # None: a drawn deal
    deadwood: int | None  # the player's at the end (None: a drawn deal shows no hands)
    opponent_deadwood: int | None
    misses: tuple[Miss, ...]


def review(game: Game, player: int) -> list[DealReview]:
    """The player's deals of a game, finished ones only, in order."""
    out = []
    for index, (deal, seating) in enumerate(zip(game.deals, game.seatings, strict=True)):
        if player not in seating.players or not deal.is_over:
            continue
        seat = seating.players.index(player)
        replay = Deal(deal.rules, deal.dealer, deal.deck)
        misses, turn = [], 0
        for who, action in deal.actions:
            if who == seat and isinstance(action, (Discard, Knock, Gin)):
                turn += 1
                left = dict(replay.view_for(seat).discards)
                best, best_left = min(left.items(), key=lambda kv: (kv[1], -kv[0].value))
                if left[action.card] > best_left:
                    misses.append(Miss(turn, action.card, left[action.card], best, best_left))
            replay.apply(action, who)
        outcome = deal.outcome()
        assert outcome is not None
        deadwoods = outcome.deadwoods
        out.append(
            DealReview(
                index + 1,
                seating.players[1 - seat],
                outcome.kind,
                None if outcome.winner is None else outcome.winner == seat,
                None if deadwoods is None else deadwoods[seat],
                None if deadwoods is None else deadwoods[1 - seat],
                tuple(misses),
            )
        )
    return out
