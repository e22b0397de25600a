"""The computer's three classic levels, easy, normal and hard: every decision of a deal from the
player's own view alone, never from hidden cards (:mod:`bot.engine.computer` describes each
level and is the one way in; the expert, :mod:`bot.engine.expert`, builds on ``hard``).

>>> import random
>>> from bot.engine import Deal, Rules
>>> deal = Deal.new(Rules(), dealer=0, rng=random.Random(3))
>>> view = deal.view_for(deal.turn)
>>> decide_classic(view, Level.HARD, random.Random(1)) in view.legal_actions
True
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

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
from bot.engine.cards import CARDS, FULL_DECK_MASK, Card, cards_from_mask
from bot.engine.deal import PlayerView
from bot.engine.levels import Level
from bot.engine.melds import min_deadwood, min_deadwood_after_discard
from bot.engine.scoring import best_defence, knock_arrangement

__all__ = ["NEIGHBOURS", "Reading", "decide_classic", "read"]


# -- what the public history says ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reading:
    """What a seat knows of a deal, as masks: its hand, the pile, the opponent's cards taken from
    the pile (still held), what the opponent threw or declined, and the cards nobody has shown
    (the opponent's other cards and the stock, in some order)."""

    mine: int
    pile: int
    their_known: int
    their_thrown: int
    their_declined: int
    unseen: int
    their_hidden: int  # how many of the opponent's cards are not known
    stock: int  # cards left in the stock


def read(view: PlayerView) -> Reading:
    """Replay the public history to see what the opponent took, threw and declined."""
    table = view.table
    me = view.seat
    pile: list[Card] = [table.upcard]
    took, thrown, declined = 0, 0, 0
    for seat, action in table.history:
        top = pile[-1] if pile else None
        if isinstance(action, TakeDiscard):
            card = pile.pop()
            if seat != me:
                took |= card.mask
        elif isinstance(action, (PassUpcard, DrawStock)):
            if seat != me and top is not None:
                declined |= top.mask
        elif isinstance(action, (Discard, Knock, Gin)):
            pile.append(action.card)
            if seat != me:
                thrown |= action.card.mask
                took &= ~action.card.mask
    mine = sum(c.mask for c in view.hand)
    pile_mask = sum(c.mask for c in table.discard_pile)
    their_count = table.card_counts[1 - me]
    unseen = FULL_DECK_MASK & ~mine & ~pile_mask & ~took
    return Reading(
        mine,
        pile_mask,
        took,
        thrown,
        declined,
        unseen,
        their_count - took.bit_count(),
        table.stock_size,
    )


# -- small card facts ------------------------------------------------------------------------


def _points(card: Card) -> int:
    return min(card.rank, 10)


def _neighbours(card: Card) -> int:
    """Cards that make a meld with this one: its rank in other suits, and the two ranks either
    side in its suit."""
    rank_mates = sum(CARDS[s * 13 + card.rank - 1].mask for s in range(4)) & ~card.mask
    near = 0
    for step in (-2, -1, 1, 2):
        rank = card.rank + step
        if 1 <= rank <= 13:
            near |= CARDS[card.suit * 13 + rank - 1].mask
    return rank_mates | near


NEIGHBOURS = tuple(_neighbours(c) for c in CARDS)
CLOSE = tuple(  # the same rank, or the next rank in the suit: a pair or a run start
    NEIGHBOURS[c.index]
    & ~sum(CARDS[c.suit * 13 + r - 1].mask for r in (c.rank - 2, c.rank + 2) if 1 <= r <= 13)
    for c in CARDS
)


def _loose(mask: int) -> list[Card]:
    """The cards of a hand in none of its best melds."""
    best = min_deadwood(mask)
    return [c for c in cards_from_mask(mask) if min_deadwood(mask & ~c.mask) == best - _points(c)]


def _discards(view: PlayerView) -> list[Card]:
    return [a.card for a in view.legal_actions if type(a) is Discard]


def _outs(hand: int, unseen: int) -> int:
    """Unseen cards that would lower a ten-card hand's deadwood if drawn."""
    now = min_deadwood(hand)
    return sum(
        1 for card in cards_from_mask(unseen) if min_deadwood_after_discard(hand | card.mask) < now
    )


# -- the decision ----------------------------------------------------------------------------


def decide_classic(view: PlayerView, level: Level, rng: random.Random) -> Action:
    """The action the computer plays at an easy, normal or hard ``level``."""
    if level is Level.EXPERT:
        raise ValueError("the expert is not a classic level: ask bot.engine.computer.decide")
    legal = view.legal_actions
    if not legal:
        raise ValueError("it is not this seat's turn")
    if BigGin() in legal:
        return BigGin()
    gins = [a for a in legal if isinstance(a, Gin)]
    if gins:
        return max(gins, key=lambda a: (_points(a.card), a.card.index))
    reading = read(view)
    if TakeDiscard() not in legal and DrawStock() in legal:
        return DrawStock()  # both passed the upcard: the first draw is from the stock
    if TakeDiscard() in legal:
        return _draw(view, level, reading, rng)
    if level is Level.EASY:
        return _easy_discard(view, reading, rng)
    if level is Level.NORMAL:
        return _normal_discard(view, reading)
    return _hard_discard(view, reading, rng)


def _draw(view: PlayerView, level: Level, reading: Reading, rng: random.Random) -> Action:
    """Take the top of the pile or leave it (pass the upcard, or draw from the stock)."""
    top = view.table.discard_pile[-1]
    hand = reading.mine
    leave: Action = PassUpcard() if PassUpcard() in view.legal_actions else DrawStock()
    now = min_deadwood(hand)
    with_top = hand | top.mask
    after = min(min_deadwood(with_top & ~c.mask) for c in view.hand)
    # Only a card that joins a meld is worth showing the opponent what you collect.
    in_meld = min_deadwood(with_top) <= now and after < now
    if level is Level.EASY:
        if in_meld and rng.random() < 0.85:  # now and then it misses one
            return TakeDiscard()
        return leave
    if in_meld:
        return TakeDiscard()
    if level is Level.HARD and after <= max(view.table.knock_limit or 0, 0) < now:
        return TakeDiscard()  # it lets us knock now
    return leave


def _easy_discard(view: PlayerView, reading: Reading, rng: random.Random) -> Action:
    hand = reading.mine
    allowed = _discards(view)
    knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
    if knocks:
        return min(knocks, key=lambda a: (min_deadwood(hand & ~a.card.mask), -a.card.index))
    loose = [c for c in _loose(hand) if c in allowed] or allowed
    # Keep pairs: a loose card with a close mate in the hand is worth keeping.
    single = [c for c in loose if not CLOSE[c.index] & hand] or loose
    if rng.random() < 0.15:  # a slip: another loose card
        return Discard(rng.choice(loose))
    return Discard(max(single, key=lambda c: (_points(c), c.index)))


def _shape(hand: int, card: Card) -> int:
    """How much a card works with the rest of the hand: close mates count twice, mates two
    ranks away once (a card that works two ways scores high)."""
    return (
        2 * (CLOSE[card.index] & hand).bit_count()
        + (NEIGHBOURS[card.index] & ~CLOSE[card.index] & hand).bit_count()
    )


def _feeds(reading: Reading, card: Card) -> int:
    """How much the opponent seems to want this card (positive) or not (negative), from the
    cards they took, threw and declined."""
    near = NEIGHBOURS[card.index]
    wants = 3 * (near & reading.their_known).bit_count()
    shuns = (CLOSE[card.index] & (reading.their_thrown | reading.their_declined)).bit_count()
    if card.mask & (reading.their_thrown | reading.their_declined):
        shuns += 1
    return wants - shuns


OUTS_WEIGHT = 0.5  # normal: per unseen card that would lower the deadwood kept
SHAPE_WEIGHT = 0.8  # normal: per unit of _shape of the card thrown (its ties to the hand)
FEED_WEIGHT = 2.0  # normal: per unit of _feeds (how much the opponent seems to want it)


def _normal_discard(view: PlayerView, reading: Reading) -> Action:
    hand = reading.mine
    knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
    if knocks:  # knock early: as soon as it may
        return min(knocks, key=lambda a: (min_deadwood(hand & ~a.card.mask), -a.card.index))

    def cost(card: Card) -> tuple[float, int]:
        rest = hand & ~card.mask
        score = (
            min_deadwood(rest)
            - OUTS_WEIGHT * _outs(rest, reading.unseen)
            + SHAPE_WEIGHT * _shape(rest, card)
            + FEED_WEIGHT * _feeds(reading, card)
        )
        return score, -card.index

    return Discard(min(_discards(view), key=cost))


# -- hard: inference and simulation ------------------------------------------------------------

SAMPLES = 32  # opponent hands drawn per decision
POOL = 32  # hands drawn per sample kept, before the weighing by how far along they are
ADVANCE = 0.1  # per opponent turn and point of deadwood: the real hand has improved each turn
NOW_WEIGHT = 0.5  # the deadwood kept now: what the opponent's knock would count
KNOCK_WEIGHT = 10.0  # the chance to knock after the next draw, in deadwood points
DANGER = 6.0  # a discard every sampled opponent hand would take, in deadwood points
DANGER_LATE = 12.0  # the same once the stock is down to LATE cards: a pickup may end it
LATE = 8
KNOCK_LATE = 6  # knock whatever the undercut risk once the stock is this short
UNDERCUT_BONUS = 25  # the usual bonus (the view does not carry the rules' own)


def _weights(reading: Reading) -> list[tuple[Card, float]]:
    """Each unseen card with how likely it is to be in the opponent's hand (relative)."""
    out = []
    for card in cards_from_mask(reading.unseen):
        weight = 1.0
        near = NEIGHBOURS[card.index]
        # A card they took from the pile made a meld: they likely hold its mates.
        weight *= 1.0 + 1.5 * (near & reading.their_known).bit_count()
        # Someone holding this card would have kept a close mate, not thrown or passed it.
        weight *= (
            0.6 ** (CLOSE[card.index] & (reading.their_thrown | reading.their_declined)).bit_count()
        )
        out.append((card, weight))
    return out


def _samples(reading: Reading, rng: random.Random, count: int = SAMPLES) -> list[int]:
    """Opponent hands consistent with the public history, drawn by the weights above."""
    weighted = _weights(reading)
    need = reading.their_hidden
    if need <= 0 or not weighted:
        return [reading.their_known] * count
    cards = [c for c, _ in weighted]
    base = [w for _, w in weighted]
    hands = []
    for _ in range(count):
        # Weighted sampling without replacement (Efraimidis-Spirakis keys).
        keys = sorted(
            range(len(cards)), key=lambda i: rng.random() ** (1.0 / base[i]), reverse=True
        )
        mask = reading.their_known
        for i in keys[:need]:
            mask |= cards[i].mask
        hands.append(mask)
    return hands


@dataclass(frozen=True, slots=True)
class _Sight:
    """What hard works out once per decision: sampled opponent hands (and their deadwood), the
    odds of each unseen card being the next one drawn, and the knock limit."""

    reading: Reading
    hands: list[int]
    their_deadwood: list[int]
    draws: list[tuple[int, float]]
    limit: int


def _advanced(view: PlayerView, reading: Reading, rng: random.Random) -> list[int]:
    """Sampled opponent hands as far along as the real one: a random hand consistent with the
    public cards has the deadwood of a fresh deal, while the real one has kept the better card at
    each of its turns. Draw a large pool and keep SAMPLES of them with a weight falling with
    their deadwood, the more steeply the more turns the opponent has played."""
    turns = sum(1 for seat, a in view.table.history if seat != view.seat and type(a) is Discard)
    if not turns:
        return _samples(reading, rng)
    pool = _samples(reading, rng, SAMPLES * POOL)
    deadwood = [min_deadwood(h) for h in pool]
    low = min(deadwood)
    weights = [math.exp(-ADVANCE * turns * (d - low)) for d in deadwood]
    return rng.choices(pool, weights=weights, k=SAMPLES)


def _sight(view: PlayerView, reading: Reading, rng: random.Random) -> _Sight:
    hands = _advanced(view, reading, rng)
    # An unseen card is in the stock unless the opponent holds it: weigh the draws by that.
    held = [0] * 52
    for their in hands:
        for card in cards_from_mask(their & reading.unseen):
            held[card.index] += 1
    odds = [(c.mask, len(hands) - held[c.index]) for c in cards_from_mask(reading.unseen)]
    total = sum(n for _, n in odds) or 1
    limit = view.table.knock_limit if view.table.knock_limit is not None else 0
    return _Sight(
        reading,
        hands,
        [min_deadwood(h) for h in hands],
        [(m, n / total) for m, n in odds],
        max(limit, 0),
    )


def _prospects(rest: int, sight: _Sight) -> float:
    """How well a ten-card hand is placed for the next draw: the expected deadwood then, less
    the chance to be able to knock weighed in deadwood points. Lower is better."""
    expected, knock = 0.0, 0.0
    for mask, p in sight.draws:
        after = min_deadwood_after_discard(rest | mask)
        expected += p * after
        if after <= sight.limit:
            knock += p
    return expected - KNOCK_WEIGHT * knock


def _danger(card: Card, sight: _Sight) -> float:
    """The share of sampled opponent hands that would take this card (it lowers their
    deadwood: it melds, or it is lower than their worst loose card)."""
    used = sum(
        1
        for their, now in zip(sight.hands, sight.their_deadwood, strict=True)
        if min_deadwood_after_discard(their | card.mask) < now
    )
    return used / len(sight.hands)


def _showdown(kept: int, their: int) -> int:
    """Our points for knocking with ``kept`` against one opponent hand (negative if undercut)."""
    mine = knock_arrangement(kept)
    theirs = best_defence(their, mine.melds).deadwood
    if theirs <= mine.deadwood:
        return -(UNDERCUT_BONUS + mine.deadwood - theirs)
    return theirs - mine.deadwood


def _hard_discard(view: PlayerView, reading: Reading, rng: random.Random) -> Action:
    hand = reading.mine
    sight = _sight(view, reading, rng)
    knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
    if knocks:
        knock = min(knocks, key=lambda a: (min_deadwood(hand & ~a.card.mask), -a.card.index))
        kept = hand & ~knock.card.mask
        # Knock unless the sampled hands undercut it more than it wins; at the stock's end,
        # knock anyway: waiting gains little.
        value = sum(_showdown(kept, their) for their in sight.hands) / len(sight.hands)
        if value > 0 or reading.stock <= KNOCK_LATE:
            return knock
    allowed = _discards(view)
    now = {c: min_deadwood(hand & ~c.mask) for c in allowed}
    floor = min(now.values())
    # Only cards near the least deadwood are worth the lookahead.
    ranked = sorted(allowed, key=lambda c: (now[c], -_points(c), -c.index))[:5]
    candidates = [c for c in ranked if now[c] <= floor + 8]
    danger = DANGER_LATE if reading.stock <= LATE else DANGER

    def cost(card: Card) -> tuple[float, int]:
        rest = hand & ~card.mask
        score = NOW_WEIGHT * now[card] + _prospects(rest, sight) + danger * _danger(card, sight)
        return score, -card.index

    return Discard(min(candidates, key=cost))
