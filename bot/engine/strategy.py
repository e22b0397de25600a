"""A simple, sensible way to play a move, from what a player may know: their hand, the moves on
offer and the top of the discard pile. Scripted members in the tests and the benchmarks play
with it; it is not the computer opponent.

>>> from bot.engine import parse_cards, Discard, DrawStock
>>> hand = parse_cards("2C 3C 4C 7H 7D 7S KD QS 9H 5D AS")
>>> simple_move(hand, [Discard(c) for c in hand], None)  # a ten-count card nothing uses
Discard(Card.parse('QS'))
>>> simple_move(hand[:10], [DrawStock()], None)
DrawStock()
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from bot.engine.actions import (
    Action,
    BigGin,
    Discard,
    DrawStock,
    Gin,
    Knock,
    PassUpcard,
    TakeDiscard,
)
from bot.engine.cards import Card, mask_of
from bot.engine.melds import min_deadwood

if TYPE_CHECKING:
    from bot.engine.game import Game

__all__ = ["simple_game_move", "simple_move"]


def _after(mask: int, card: Card) -> tuple[int, int, int]:
    """How good throwing ``card`` is: the deadwood it leaves, then the higher card first."""
    return (min_deadwood(mask & ~card.mask), -card.value, card.index)


def simple_move(
    hand: Sequence[Card], legal: Iterable[Action], top: Card | None, *, knock: bool = True
) -> Action:
    """Big gin, gin, a knock (if ``knock``), else the discard that leaves the least deadwood;
    take the top of the pile only if it lowers the deadwood; otherwise draw (or pass)."""
    legal = list(legal)
    mask = mask_of(hand)
    if BigGin() in legal:
        return BigGin()
    gins = [a for a in legal if isinstance(a, Gin)]
    if gins:
        return min(gins, key=lambda a: _after(mask, a.card))
    knocks = [a for a in legal if isinstance(a, Knock)]
    if knock and knocks:
        return min(knocks, key=lambda a: _after(mask, a.card))
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards:
        return min(discards, key=lambda a: _after(mask, a.card))
    if TakeDiscard() in legal and top is not None:
        with_top = mask | top.mask
        best = min(min_deadwood(with_top & ~c.mask) for c in hand)
        if best < min_deadwood(mask):
            return TakeDiscard()
    if PassUpcard() in legal:
        return PassUpcard()
    return DrawStock()


def simple_game_move(game: Game, player: int, *, knock: bool = True) -> Action:
    """:func:`simple_move` for a player of a game, in their deal in play."""
    index = game.deal_of(player)
    if index is None:
        raise ValueError(f"player {player} has no deal in play")
    deal = game.deals[index]
    seat = game.seatings[index].seat_of(player)
    assert seat is not None
    top = deal.discard_pile[-1] if deal.discard_pile else None
    return simple_move(deal.hand(seat), game.legal_actions(player), top, knock=knock)
