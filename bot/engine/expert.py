"""The expert: the computer level that looks ahead at each chance to knock.

Everything it decides with is public: its own hand and this deal's history (the
:class:`PlayerView`), and the game around the deal (the :class:`GameContext`: the rules with
their bonuses and the target, the score sheet, each earlier deal as its table saw it).

At a chance to knock it compares two things, in the same imagined worlds:

- **knocking now**, scored exactly (the engine's own knock arrangement and the opponent's best
  layoffs) against each world's opponent hand;
- **playing on**: throwing a card instead (see its throws below), then playing the deal out
  to its end in that world (the opponent's hand and the stock's order), both sides with a cheap
  rule: take the pile's top only if it lowers the deadwood, throw the card that leaves the
  least, knock at a threshold (the opponent at its own: eager, or patient players waiting for a
  deadwood of 7, 5, 3, 1 or gin; ourselves at the first chance, at 5 or less, or at 1 or less,
  playing on being worth the best of the three).

A **world** is an opponent hand and a stock order consistent with everything public: never a
card it has seen elsewhere (its hand, the pile, the cards the opponent showed by taking them).
The hands are drawn from a pool (each card weighed by what the opponent took, threw and passed,
and the pool kept mostly to hands as far along as the turns played, as ``hard`` draws them),
then each is weighed by how well it explains what the opponent did: the card it threw last
(a hand from which that card was a poor throw is unlikely), the upcards and discards it left
(a hand that one of them would have improved a lot is unlikely), the cards it threw before
(a hand still holding loose cards higher than those is unlikely), and that it has **not
knocked** nor gone gin: a hand that could have knocked is kept only for a patient opponent,
and the patient thresholds it could have knocked under are ruled out for it. The worlds played
out are drawn from the weighed pool (the same ones for both choices), each with an opponent
style drawn from those its hand allows.

**What it learns about its opponent** (:func:`opponent_styles`): the earlier deals of this game
that the opponent *member* played (three- and four-player games change opponents by deal: the
member across the table now is the one read), whatever their opponent there: each knock of
theirs shows the deadwood they knocked with (they wait for that or less), and each showdown
after a knock or gin of their opponent's shows the hand they held after their last discard
(with a deadwood they could have knocked with, they chose to wait: they wait for less). These
set the prior mix of eager and patient styles, the rest of the way by the deal's evidence. How
often the member takes from the pile when they may (:func:`pile_taking`, from the same deals and
this one) sets how much a card they left says about their hand.

**Score-aware** (:func:`utility`): in a two-player game (and a three-player one, by the leader
among the others) it decides by the chance of winning the game, not the deal's points: a table
of the chance to reach the target first from each pair of scores, for an even match whose deals
are won by points drawn from those the arena's games score. Near the target a sure small win
that ends the game outweighs a larger but riskier one, and a deal that may hand the opponent the
game weighs more. Partnerships and Hollywood (whose sheets score otherwise) decide by points.

**Its throws at a chance to knock**: the same worlds weigh ``hard``'s throw and the two others
that leave the least deadwood, each played on, against knocking now. Its draws and its throws
with no knock on offer are ``hard``'s: in the arena, looking ahead at every throw cost it games
against eager players (69% against the simple bot instead of 82%, 61% against ``normal`` instead
of 77%, 100 games each), and looking ahead at the draw too lost more to the patient player at
1 (69% against 75%), its draws then costing 57 ms at p50 instead of 0.1.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

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
from bot.engine.cards import CARDS, FULL_DECK_MASK
from bot.engine.classic import NEIGHBOURS, decide_classic
from bot.engine.deal import PlayerView
from bot.engine.game import BoardView, GameContext
from bot.engine.levels import Level
from bot.engine.melds import best_melds, min_deadwood, min_deadwood_after_discard
from bot.engine.rules import Format, Rules
from bot.engine.scoring import OutcomeKind, best_defence, knock_arrangement

__all__ = [
    "Evidence",
    "Tuning",
    "World",
    "decide_expert",
    "evidence",
    "knock_value",
    "opponent_styles",
    "pile_taking",
    "playout",
    "utility",
    "worlds",
]

VALUES = tuple(min(c.rank, 10) for c in CARDS)  # each card's deadwood value, by index
STYLES = (10, 7, 5, 3, 1, 0)  # the opponent's knock thresholds: eager (the limit), patient ones


@dataclass(frozen=True, slots=True)
class Tuning:
    """The expert's numbers (a benchmark may try others)."""

    worlds: int = 48  # worlds played out per look-ahead
    pool: int = 160  # hands proposed per look-ahead, before the weighing
    throw: float = 1.2  # per point a throw gave away against the best throw
    declined: float = 0.1  # per point a card they left would have saved them
    older: float = 0.5  # per loose card higher than an older throw (not drawn since)
    decay: float = 0.8  # each turn further back counts this much
    depth: int = 8  # turns looked back at
    advance: float = 0.0  # per opponent turn and point of deadwood: the hand has improved
    steps: float = 2.0  # the pool's hands played on for this many draws per stock draw of theirs
    missed: float = 0.02  # a hand that could have knocked (gone gin), for a style that would
    observed: float = 0.1  # an earlier deal's knock or wait that a style would not have made
    eager_prior: float = 0.45  # the eager style's share before any evidence
    # How often a player takes from the pile when they may (the one-step rule's share, about a
    # third), and how many draws that guess counts as before the opponent's own draws.
    taking: float = 0.3
    taking_prior: float = 6.0
    # Our knock thresholds in the playouts (10: the first chance); playing on is worth the best.
    my_thresholds: tuple[int, ...] = (10, 5, 1)
    margin: float = 0.0  # knock when knocking is worth at least playing on less this
    discards: int = 3  # throws looked ahead at a chance to knock (1: hard's only)
    everywhere: bool = False  # the throws looked ahead at with no knock on offer too
    draws: bool = False  # look ahead at taking the pile's top (else hard's rule)
    take_margin: float = 0.0  # take it when it is worth more than the stock's card by this


DEFAULT = Tuning()


# -- what the public history says about the opponent -------------------------------------------


@dataclass(frozen=True, slots=True)
class Turn:
    """One of the opponent's turns, as masks: the card taken from the pile (0: none), the pile's
    top they left (passed, or drew from the stock instead; 0: none they could take), the card
    thrown (0: none, a pass of the first upcard), and whether they drew from the stock."""

    took: int
    declined: int
    threw: int
    stock: bool


@dataclass(frozen=True, slots=True)
class Evidence:
    """This deal as the expert reads it: its own hand, the cards it cannot place (the
    opponent's unknown cards and the stock), the opponent's known cards and turns (the latest
    last), the pile, the knock limit and the stakes."""

    mine: int
    pile: int
    top: int  # the pile's top card (0: none)
    their_known: int
    unseen: int
    their_hidden: int
    stock: int
    turns: tuple[Turn, ...]
    limit: int  # the knock limit (-1: no knocking)
    multiplier: int

    @property
    def their_turns(self) -> int:
        """How many cards the opponent has thrown."""
        return sum(1 for t in self.turns if t.threw)


def evidence(view: PlayerView) -> Evidence:
    """Replay the deal's public history from the seat's side."""
    table = view.table
    me = view.seat
    pile: list[int] = [table.upcard.mask]
    known = 0
    turns: list[Turn] = []
    took, declined, stock = 0, 0, False
    passes, drawn = 0, False
    for seat, action in table.history:
        top = pile[-1] if pile else 0
        if isinstance(action, PassUpcard):
            passes += 1
            if seat != me:
                turns.append(Turn(0, top, 0, False))
        elif isinstance(action, TakeDiscard):
            pile.pop()
            drawn = True
            if seat != me:
                known |= top
                took, declined, stock = top, 0, False
        elif isinstance(action, DrawStock):
            forced = passes == 2 and not drawn  # both passed: the first draw is the stock's
            drawn = True
            if seat != me:
                took, declined, stock = 0, 0 if forced else top, True
        elif isinstance(action, (Discard, Knock, Gin)):
            card = action.card.mask
            pile.append(card)
            if seat != me:
                known &= ~card
                turns.append(Turn(took, declined, card, stock))
    mine = sum(c.mask for c in view.hand)
    pile_mask = sum(pile)
    their_count = table.card_counts[1 - me]
    unseen = FULL_DECK_MASK & ~mine & ~pile_mask & ~known
    limit = table.knock_limit if table.knock_limit is not None else -1
    return Evidence(
        mine,
        pile_mask,
        pile[-1] if pile else 0,
        known,
        unseen,
        their_count - known.bit_count(),
        table.stock_size,
        tuple(turns),
        limit,
        table.multiplier,
    )


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def _value(bit: int) -> int:
    return VALUES[bit.bit_length() - 1]


# Every card, the highest first (then by index): the order the one-step rule breaks ties in.
_THROW_ORDER = tuple(1 << c.index for c in sorted(CARDS, key=lambda c: (-VALUES[c.index], c.index)))


def _near(index: int) -> int:
    """The cards that make a meld with this one and one more: its rank in the other suits,
    and the two ranks either side in its suit."""
    card = CARDS[index]
    out = sum(1 << (s * 13 + card.rank - 1) for s in range(4) if s != card.suit)
    for step in (-2, -1, 1, 2):
        if 1 <= card.rank + step <= 13:
            out |= 1 << (card.suit * 13 + card.rank + step - 1)
    return out


_NEAR = tuple(_near(i) for i in range(52))


def _best_throw(eleven: int, forbidden: int = 0) -> tuple[int, int]:
    """(the card to throw, the deadwood left) for the one-step rule: the least deadwood, the
    higher card on a tie (then the lower index); never a ``forbidden`` card."""
    target = min_deadwood_after_discard(eleven)
    allowed = eleven & ~forbidden
    for bit in _THROW_ORDER:
        if bit & allowed and min_deadwood(eleven ^ bit) == target:
            return bit, target
    # Only a forbidden card leaves the least: the best of the others.
    best, best_key = 0, (1000, 0, 0)
    for bit in _THROW_ORDER:
        if bit & allowed:
            left = min_deadwood(eleven ^ bit)
            if left < best_key[0]:
                best, best_key = bit, (left, 0, 0)
    return best, best_key[0]


def _loose_values(hand: int, deadwood: int) -> list[int]:
    """The values of the hand's cards that lie in none of its best melds."""
    return [_value(b) for b in _bits(hand) if min_deadwood(hand ^ b) == deadwood - _value(b)]


def explained(
    hand: int,
    ev: Evidence,
    styles: Sequence[int],
    rng: random.Random,
    tuning: Tuning = DEFAULT,
) -> tuple[float, list[float]]:
    """How well an opponent hand (their cards now) explains what the opponent did this deal,
    as logs of relative likelihoods: one for their draws and throws, and one per style (knock
    threshold) for not having knocked (nor gone gin) with it.

    A player who looks one step ahead throws the card that leaves the least deadwood (its
    highest loose card), takes a card from the pile only if it lowers the deadwood, and knocks
    (at its threshold) or goes gin when it can. So: the last throw, with the hand now, should
    have left the least deadwood; a card they left on the pile should not have lowered it much
    (the hand now stands in for the hand then); each older throw says the loose cards they kept
    then were no higher, so a hand now holding more loose cards higher than it than they have
    drawn from the stock since is unlikely; and a hand that could knock now (gin: everyone)
    has not. The earlier turns count less (``decay`` a turn). Against the pool's uniform
    draw, hands as far along as the turns played are favoured (``advance``)."""
    deadwood = min_deadwood(hand)
    log = -tuning.advance * ev.their_turns * deadwood
    thresholds = [min(s, ev.limit) for s in styles]
    style_logs = [0.0] * len(styles)
    turns = ev.turns
    if not turns:
        return log, style_logs
    last = turns[-1]
    if last.threw:
        missed = math.log(tuning.missed)
        if deadwood == 0:
            log += missed
        else:
            for k, threshold in enumerate(thresholds):
                if deadwood <= threshold:
                    style_logs[k] += missed
        best = min_deadwood_after_discard(hand | last.threw)
        log -= tuning.throw * max(0, deadwood - best)
    loose: list[int] | None = None
    weight = 1.0
    drawn = 0  # stock draws after the turn looked at
    for age in range(min(len(turns), tuning.depth)):
        turn = turns[-1 - age]
        if turn.declined:
            gain = deadwood - min_deadwood_after_discard(hand | turn.declined)
            if gain > 0:
                log -= tuning.declined * gain * weight
        if age and turn.threw and tuning.older:
            if loose is None:
                loose = _loose_values(hand, deadwood)
            value = _value(turn.threw)
            excess = sum(1 for v in loose if v > value) - drawn
            if excess > 0:
                log -= tuning.older * excess * weight
        drawn += turn.stock
        weight *= tuning.decay
    return log, style_logs


# -- the opponent's style ----------------------------------------------------------------------


def _styles(limit: int) -> tuple[int, ...]:
    """The knock thresholds that differ under this limit (eager first)."""
    out: list[int] = []
    for threshold in STYLES:
        t = min(threshold, max(limit, 0))
        if t not in out:
            out.append(t)
    return tuple(out)


def _full_hand(board: BoardView, seat: int) -> int | None:
    """A seat's hand at a deal's showdown, its layoffs put back (None: no showdown)."""
    outcome = board.table.outcome
    if outcome is None or outcome.arrangements is None:
        return None
    hand = outcome.arrangements[seat].mask
    if outcome.knocker is not None and outcome.knocker != seat:
        hand |= sum(lay.card.mask for lay in outcome.layoffs)
    return hand


def opponent_styles(
    game: GameContext, opponent: int, limit: int, tuning: Tuning = DEFAULT
) -> dict[int, float]:
    """The prior mix of knock thresholds for the member ``opponent``, from the earlier deals
    they played in this game (any seat, any opponent)."""
    styles = _styles(limit)
    eager = styles[0]
    rest = (1.0 - tuning.eager_prior) / max(1, len(styles) - 1)
    logs = {s: math.log(tuning.eager_prior if s == eager else rest) for s in styles}
    miss = math.log(tuning.observed)
    for board in game.past:
        seat = board.seating.seat_of(opponent)
        outcome = board.table.outcome
        if seat is None or outcome is None or outcome.arrangements is None:
            continue
        if outcome.knocker == seat:
            if outcome.kind in (OutcomeKind.KNOCK, OutcomeKind.UNDERCUT):
                knocked = outcome.arrangements[seat].deadwood
                for s in styles:  # they knocked at this: they wait for no less
                    if s < knocked:
                        logs[s] += miss
            continue
        # Their opponent ended it: the hand they held after their last throw is on the table.
        threw = [a for who, a in board.table.history if who == seat]
        if not threw or not isinstance(threw[-1], Discard):
            continue
        hand = _full_hand(board, seat)
        board_limit = board.table.knock_limit if board.table.knock_limit is not None else -1
        if hand is None:
            continue
        held = min_deadwood(hand)
        if 0 < held <= board_limit:
            for s in styles:  # they could knock and waited: they wait for less
                if s >= held:
                    logs[s] += miss
    top = max(logs.values())
    weights = {s: math.exp(v - top) for s, v in logs.items()}
    total = sum(weights.values())
    return {s: w / total for s, w in weights.items()}


def pile_taking(game: GameContext, opponent: int, ev: Evidence, tuning: Tuning = DEFAULT) -> float:
    """How much a card the opponent left on the pile says about their hand, against a player
    who takes as often as the one-step rule does (1.0): a member who takes from the pile more
    often tells more by passing, one who seldom takes (waiting on the stock) less. From their
    draws in the earlier deals of this game that they played and in this one."""
    took = sum(1 for t in ev.turns if t.took)
    left = sum(1 for t in ev.turns if t.declined)
    for board in game.past:
        seat = board.seating.seat_of(opponent)
        if seat is None:
            continue
        passes, drawn = 0, False
        for who, action in board.table.history:
            if isinstance(action, PassUpcard):
                passes += 1
                left += who == seat
            elif isinstance(action, (TakeDiscard, DrawStock)):
                forced = isinstance(action, DrawStock) and passes == 2 and not drawn
                drawn = True
                if who == seat and not forced:
                    took += isinstance(action, TakeDiscard)
                    left += isinstance(action, DrawStock)
    rate = (took + tuning.taking * tuning.taking_prior) / (took + left + tuning.taking_prior)
    return min(2.0, max(0.5, rate / tuning.taking))


# -- the worlds --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class World:
    """One imagined deal: the opponent's hand, the stock (its next card last) and the
    opponent's knock threshold."""

    hand: int
    stock: tuple[int, ...]
    threshold: int


def _pool(ev: Evidence, rng: random.Random, count: int, tuning: Tuning = DEFAULT) -> list[int]:
    """Opponent hands consistent with the public cards, as far along as theirs: each a random
    hand of unseen cards (with the cards they took) played on for as many draws as they made
    from the stock, by the one-step rule (keep a drawn card only if it lowers the deadwood,
    throwing the card that leaves the least, never one they took from the pile)."""
    cards = _bits(ev.unseen)
    need = ev.their_hidden
    if need <= 0 or not cards:
        return [ev.their_known] * count
    known = ev.their_known
    steps = round(tuning.steps * sum(1 for t in ev.turns if t.stock))
    sample = rng.sample
    random_ = rng.random
    near = NEIGHBOURS
    hands = []
    for _ in range(count):
        hand = known | sum(sample(cards, need))
        deadwood = min_deadwood(hand)
        top = 10  # no loose card is higher (the last card thrown, once one is)
        for _ in range(steps):
            draw = cards[int(random_() * len(cards))]
            if draw & hand:
                continue
            index = draw.bit_length() - 1
            if not near[index] & hand and VALUES[index] >= top:
                continue  # it melds with nothing and is no lower than any loose card
            eleven = hand | draw
            if min_deadwood_after_discard(eleven) < deadwood:
                throw, deadwood = _best_throw(eleven, known)
                hand = eleven ^ throw
                top = _value(throw)
        hands.append(hand)
    return hands


def worlds(
    ev: Evidence,
    styles: dict[int, float],
    rng: random.Random,
    tuning: Tuning = DEFAULT,
) -> list[World]:
    """``tuning.worlds`` worlds drawn from a pool of hands weighed by how well they explain the
    opponent's play, each with a style its hand allows."""
    pool = _pool(ev, rng, tuning.pool, tuning)
    names = list(styles)
    priors = [math.log(styles[s]) for s in names]
    logs: list[float] = []
    mixes: list[list[float]] = []
    for hand in pool:
        log, style_logs = explained(hand, ev, names, rng, tuning)
        mix = [p + s for p, s in zip(priors, style_logs, strict=True)]
        top = max(mix)
        shares = [math.exp(m - top) for m in mix]
        logs.append(log + top + math.log(sum(shares)))
        mixes.append(shares)
    best = max(logs)
    weights = [math.exp(v - best) for v in logs]
    total = sum(weights)
    # Systematic resampling: the same worlds for every choice compared.
    count = tuning.worlds
    step = total / count
    point = rng.random() * step
    chosen: list[int] = []
    acc, i = weights[0], 0
    for _ in range(count):
        while acc < point and i < len(weights) - 1:
            i += 1
            acc += weights[i]
        chosen.append(i)
        point += step
    out = []
    for i in chosen:
        hand = pool[i]
        threshold = rng.choices(names, weights=mixes[i])[0]
        stock = _bits(ev.unseen & ~hand)
        rng.shuffle(stock)
        out.append(World(hand, tuple(stock), threshold))
    return out


# -- scoring and playing out -------------------------------------------------------------------


def showdown(kept: int, their: int, rules: Rules, exclude: int = 0) -> int:
    """Our points for knocking with the ten cards ``kept`` against ``their`` hand (negative if
    undercut; gin when nothing is left), before the deal's multiplier."""
    mine = knock_arrangement(kept, exclude)
    if mine.deadwood == 0:
        return rules.gin_bonus + min_deadwood(their)
    theirs = best_defence(their, mine.melds).deadwood
    if theirs <= mine.deadwood:
        return -(rules.undercut_bonus + mine.deadwood - theirs)
    return theirs - mine.deadwood


def _quick_showdown(kept: int, their: int, rules: Rules) -> int:
    """:func:`showdown` with the knocker's best melds as they come (not the arrangement that
    leaves the fewest layoff spots among equals): what a playout's end needs, at half the
    cost."""
    mine = best_melds(kept)
    if mine.deadwood == 0:
        return rules.gin_bonus + min_deadwood(their)
    theirs = best_defence(their, mine.melds).deadwood
    if theirs <= mine.deadwood:
        return -(rules.undercut_bonus + mine.deadwood - theirs)
    return theirs - mine.deadwood


def knock_value(kept: int, world: World, rules: Rules, exclude: int = 0) -> int:
    return showdown(kept, world.hand, rules, exclude)


def playout(
    mine: int,
    world: World,
    top: int,
    rules: Rules,
    limit: int,
    my_threshold: int,
    player: int = 1,
    take: bool | None = None,
) -> int:
    """Our points (before the multiplier) for the rest of the deal in ``world``, from the draw
    of ``player`` (1: the opponent's) with ``top`` on the pile and our ten cards ``mine``: both
    take the top only if it lowers their deadwood (the first draw: as ``take`` says, if given),
    throw the card leaving the least, go gin when they can, and knock at their threshold (the
    opponent's the world's, ours ``my_threshold``); a deal whose stock runs down to two cards
    is drawn (0)."""
    hands = [mine, world.hand]
    stock = list(world.stock)
    thresholds = (min(my_threshold, limit), min(world.threshold, limit))
    deadwood = [min_deadwood(mine), min_deadwood(world.hand)]
    while True:
        hand = hands[player]
        taken = 0
        if take is None:
            take = bool(top) and min_deadwood_after_discard(hand | top) < deadwood[player]
        if take:
            taken = top
            hand |= top
        else:
            hand |= stock.pop()
        take = None
        throw, left = _best_throw(hand, taken)
        hand ^= throw
        hands[player] = hand
        deadwood[player] = left
        if left == 0 or left <= thresholds[player]:
            points = _quick_showdown(hand, hands[1 - player], rules)
            return points if player == 0 else -points
        if len(stock) <= 2:
            return 0
        top = throw
        player = 1 - player


# -- the score ------------------------------------------------------------------------------

# What a won deal scores, as ten equally likely values (the deciles of 824 won deals in the
# arena's games: hard against greedy, simple and the patient players).
DEAL_POINTS = (2, 4, 7, 11, 20, 25, 27, 29, 32, 40)


@lru_cache(maxsize=16)
def _win_table(target: int) -> tuple[tuple[float, ...], ...]:
    """The chance to reach ``target`` first from each pair of scores (ours, theirs), in
    hundredths of the target: an even match, each deal won by either side with
    :data:`DEAL_POINTS`."""
    size = 100
    steps = [max(1, round(p * size / target)) for p in DEAL_POINTS]
    share = 0.5 / len(steps)
    table = [[0.0] * size for _ in range(size)]
    for a in range(size - 1, -1, -1):
        row = table[a]
        for b in range(size - 1, -1, -1):
            value = 0.0
            for s in steps:
                value += share * (1.0 if a + s >= size else table[a + s][b])
                value += share * (0.0 if b + s >= size else row[b + s])
            row[b] = value
    return tuple(tuple(row) for row in table)


def _win_chance(ours: float, theirs: float, target: int) -> float:
    """The table's chance, read between its points (scores in points)."""
    table = _win_table(target)
    size = len(table)
    a, b = ours * size / target, theirs * size / target
    if a >= size:
        return 1.0
    if b >= size:
        return 0.0
    i, j = int(a), int(b)
    fa, fb = a - i, b - j

    def at(x: int, y: int) -> float:
        if x >= size:
            return 1.0
        if y >= size:
            return 0.0
        return table[x][y]

    return (
        at(i, j) * (1 - fa) * (1 - fb)
        + at(i + 1, j) * fa * (1 - fb)
        + at(i, j + 1) * (1 - fa) * fb
        + at(i + 1, j + 1) * fa * fb
    )


def utility(game: GameContext) -> Callable[[float], float]:
    """What a deal's result (our points, negative when the opponent scores) is worth: the
    chance of winning the game (heads-up, and three players by the leader among the others),
    scaled to about a point per point early in a game; points elsewhere."""
    rules = game.rules
    if rules.format not in (Format.HEADS_UP, Format.THREE):
        return lambda points: float(points)
    scores = game.sheet.scores
    side = game.side
    ours = scores[side]
    opponent_side = game.sheet.side_of(game.opponent)
    theirs = scores[opponent_side]
    if rules.format is Format.THREE:
        theirs = max(s for i, s in enumerate(scores) if i != side)
    target = rules.target
    # About a point per point at the start of a game: the table's slope there.
    slope = (_win_chance(20, 0, target) - _win_chance(0, 20, target)) / 40 or 1.0

    def value(points: float) -> float:
        if points >= 0:
            return _win_chance(ours + points, theirs, target) / slope
        return _win_chance(ours, theirs - points, target) / slope

    return value


# -- the decision ------------------------------------------------------------------------------


def decide_expert(
    view: PlayerView,
    game: GameContext,
    rng: random.Random,
    tuning: Tuning = DEFAULT,
) -> Action:
    """The expert's move (one of ``view.legal_actions``)."""
    legal = view.legal_actions
    if not legal:
        raise ValueError("it is not this seat's turn")
    if BigGin() in legal:
        return BigGin()
    gins = [a for a in legal if isinstance(a, Gin)]
    if gins:
        return max(gins, key=lambda a: (VALUES[a.card.index], a.card.index))
    if DrawStock() in legal and TakeDiscard() in legal and tuning.draws:
        return _draw_ahead(view, game, rng, tuning)
    knocks = [a for a in legal if isinstance(a, Knock)]
    throws = [a for a in legal if isinstance(a, Discard)]
    if not throws or (not knocks and (tuning.discards <= 1 or not tuning.everywhere)):
        return decide_classic(view, Level.HARD, rng)
    # Hard's throw were it not to knock, and the throws that leave the least deadwood.
    others = tuple(a for a in legal if not isinstance(a, Knock))
    hards = decide_classic(replace(view, legal_actions=others), Level.HARD, rng)
    assert isinstance(hards, Discard)
    hand = sum(c.mask for c in view.hand)
    ranked = sorted(
        throws, key=lambda a: (min_deadwood(hand & ~a.card.mask), -VALUES[a.card.index])
    )
    candidates = [hards, *[a for a in ranked if a != hards][: max(0, tuning.discards - 1)]]
    return _look_ahead(view, game, rng, tuning, knocks, candidates)


def _imagine(
    view: PlayerView, game: GameContext, rng: random.Random, tuning: Tuning
) -> tuple[Evidence, list[World]]:
    """The deal as the expert reads it, and the worlds it plays out (its opponent read from
    the game: their styles, and how much a card they left says)."""
    ev = evidence(view)
    styles = opponent_styles(game, game.opponent, ev.limit, tuning)
    factor = pile_taking(game, game.opponent, ev, tuning)
    return ev, worlds(ev, styles, rng, replace(tuning, declined=tuning.declined * factor))


def _look_ahead(
    view: PlayerView,
    game: GameContext,
    rng: random.Random,
    tuning: Tuning,
    knocks: Sequence[Knock],
    throws: Sequence[Discard],
) -> Action:
    """The best of knocking now (if it may) and each throw, over the same worlds."""
    ev, drawn = _imagine(view, game, rng, tuning)
    rules = game.rules
    value = utility(game)
    mult = ev.multiplier
    hand = ev.mine
    best: Action = throws[0]
    best_value = -math.inf
    for throw in throws:
        rest = hand & ~throw.card.mask
        top = throw.card.mask
        worth = max(
            sum(
                # A throw with two cards left in the stock ends the deal drawn.
                value(mult * (0 if ev.stock <= 2 else playout(rest, w, top, rules, ev.limit, mine)))
                for w in drawn
            )
            for mine in tuning.my_thresholds
        )
        if worth > best_value:
            best, best_value = throw, worth
    if knocks:
        knock = min(knocks, key=lambda a: (min_deadwood(hand & ~a.card.mask), -a.card.index))
        kept = hand & ~knock.card.mask
        exclude = ev.pile | knock.card.mask
        knock_now = sum(value(mult * showdown(kept, w.hand, rules, exclude)) for w in drawn)
        if knock_now >= best_value - tuning.margin * len(drawn):
            return knock
    return best


def _draw_ahead(view: PlayerView, game: GameContext, rng: random.Random, tuning: Tuning) -> Action:
    """Take the pile's top or draw from the stock, whichever the worlds say is worth more
    (after either, the playout's rule: the best throw, a knock at our threshold)."""
    ev, drawn = _imagine(view, game, rng, tuning)
    rules = game.rules
    value = utility(game)
    mult = ev.multiplier
    hand = ev.mine
    top = ev.top
    worth = {}
    for take in (True, False):
        worth[take] = max(
            sum(
                value(mult * playout(hand, w, top, rules, ev.limit, mine, player=0, take=take))
                for w in drawn
            )
            for mine in tuning.my_thresholds
        )
    return TakeDiscard() if worth[True] > worth[False] + tuning.take_margin else DrawStock()
