"""Our computer levels against OpenSpiel's simple gin rummy bot, in OpenSpiel's game (a script).

    python bench/arena.py --openspiel [--deals N] [--versus-deals M] [--levels easy,normal,hard]
                                      [--seed K] [--workers W] [--quick]

(also ``python bench/arena_openspiel.py ...``). This is the arena's older mode: single deals in
OpenSpiel's own game, cut into pseudo-games afterwards. ``bench/arena.py`` without
``--openspiel`` plays whole games to 100 in our engine; its simple player is a port of the bot
below, checked move by move against it through this module's adapter (``player_view``).

The opponent is ``pyspiel.make_simple_gin_rummy_bot``, the baseline of the EAAI 2021 gin rummy
competition (take the upcard only if it knocks at once or joins a best meld group, discard the
highest-ranked deadwood card, knock as soon as legal, never lay off). Published results of
competition entries against it, as the share of games to 100 won: 55.4% (Truong & Neller,
2021) and 61% (Hein et al., 2021).

The match
---------
Every deal is played inside OpenSpiel's own ``gin_rummy`` game: its rules and its scoring decide
(a tie after a knock is 0-0 there, the stock ends in its "wall", 50 upcard draws or a card thrown
back twice in a row end a deal with no score; see docs/openspiel.md). Deal ``i`` is a deck
shuffled by ``random.Random(f"arena:{seed}:{i}")`` (the same decks for every level) and is played
twice with the same chance outcomes: OpenSpiel's chance actions are the deck in order (ten cards
to player 0, ten to player 1, the upcard, then each stock draw takes the next card), once with
our player as player 0 (the non-dealer, who acts first) and once as player 1, the bot in the
other seat. ``--deals N`` is the number of decks per level, so a level plays 2N deals.
Our ``decide`` gets a ``random.Random`` seeded by (seed, level, deal, seat), and the game around the
deal as for a deal played on its own (``GameContext.lone``: the first deal of a game under the
default rules, nothing scored), which only the expert reads.

The adapter (``ArenaSeat``): OpenSpiel's state as our ``PlayerView``, our move as its actions
--------------------------------------------------------------------------------------------
- The view is rebuilt at each decision by walking ``state.full_history()`` (``walk``): the deal
  (chance actions 0-19 are the hands, 20 the upcard, later ones the stock draws), then every move
  translated into our vocabulary (upcard draw = ``TakeDiscard``, stock draw = ``DrawStock``, a
  first-upcard pass = ``PassUpcard``, a card = ``Discard``, knock + card = ``Knock``/``Gin``).
  From that: our hand, the discard pile (bottom first), the stock size, the card counts, the
  cards each side took from the pile and still holds, the whole public history, the card just
  taken. The walk is checked against OpenSpiel's own ``hands()``, ``stock_size()``,
  ``discard_pile()`` and ``upcard()`` at every decision (a mismatch raises ``AdapterError``).
  Fixed fields: dealer 1 (OpenSpiel's player 0 is always the non-dealer), knock limit 10,
  multiplier 1, no outcome; ``upcard`` is the deal's first upcard as in our engine.
- Phases: OpenSpiel's FirstUpcard with both passes made (only a stock draw legal) is our DRAW
  phase with ``stock_only``; FirstUpcard otherwise is FIRST_UPCARD; Draw is DRAW; Discard is
  DISCARD.
- Legal actions are ours restricted to what OpenSpiel allows now, in our engine's order: the
  discards OpenSpiel offers minus the card just taken from the pile (OpenSpiel allows throwing it
  back, our rules never do); ``Knock(c)``/``Gin(c)`` (gin when the ten cards kept have no
  deadwood) for each knock discard OpenSpiel offers after its knock action (probed on a clone),
  again minus the card just taken. When OpenSpiel's 11-card deadwood shortcut refuses a knock
  our rules allow, that knock is not offered (docs/openspiel.md). No ``BigGin`` (not in
  OpenSpiel; off in our default rules).
- Our knock or gin: OpenSpiel's knock action, the discard, then the melds of
  ``knock_arrangement(kept cards, exclude=the discard pile)`` (our engine's automatic choice,
  laid with ``os_meld_actions``: runs longer than five cards go down in pieces), then a pass. A
  ``Knock`` carrying its own melds would be laid as given.
- Our defence (the bot knocked): the layoffs of ``best_defence(our hand, the knocker's laid
  melds)``, nearest cards first (``layoff_distance``: OpenSpiel only offers a card touching the
  meld or an earlier layoff), then a pass, then the melds of ``best_melds`` of the cards left
  (that is ``best_defence``'s own arrangement), then a pass. After a gin OpenSpiel skips the
  layoffs. OpenSpiel offers at most two cards per run end: a layoff it refuses is kept in the
  hand (counted in the notes as "layoff refused"), and the melds are those of what is left.
- OpenSpiel's wall (the stock is down to two cards after a discard; in our rules the deal is
  already a draw): we knock, taking the upcard, if OpenSpiel offers the knock and a discard other
  than the upcard then makes a legal knock (our rule against throwing back the card taken);
  the discard is gin if any, else the one leaving the least deadwood, the higher card on a tie;
  then melds and pass as for any knock. Otherwise we pass (the deal ends with no score). Our
  levels are not asked: none of them knows the wall.
- The bot plays its own moves (``bot.step``; ``bot.restart()`` before every deal).

Figures
-------
- Points per deal: OpenSpiel's returns for our seat, averaged over the 2N deals; the 95%
  confidence interval is 1.96 standard errors of the per-deck mean of the two seatings (the two
  playings of a deck are correlated, so the deck is the unit).
- Games to 100: the deals in play order (deck 0 as player 0, deck 0 as player 1, deck 1, ...)
  are cut into consecutive games. The winner of a deal scores its points (a deal with no score
  counts for nobody); the first side to reach 100 wins the game, which ends there, and the next
  deal starts a new game; a game still open after the last deal is dropped. Game points for the
  winner: its score + 100 (game bonus) + 25 per deal won (box/line bonus) minus the loser's score
  + 25 per deal won (no shutout doubling). The share of games won has a Wilson 95% interval.
- Decision time: wall-clock time of each ``decide`` call, p50 and p99.
- Levels against each other: in our own engine (``Deal(Rules(), dealer=1, deck)``, ``decide``
  for both seats, our rules and scoring), each deck twice with the seats swapped; points per
  deal for the first-named level with the same per-deck interval.

The last line says whether the goal holds: hard wins at least 60% of games with points per deal
whose whole interval is above 0, normal wins more than 50% of games, easy less than 50%.

Defaults and cost
-----------------
``--deals 2000`` (4000 deals per level: the points/deal interval is about ±0.4-0.7, the share
of games about ±4 points over some 400-500 games) and ``--versus-deals 300``, two worker
processes: about 12 minutes on two shared cores, hard taking two thirds of it (its ``decide``
is ~100 times slower than normal's). ``--quick``: 40 decks per level, 10 per pairing.
A first full run (computer.py sha256 f06c1f046ecd, seed 1): easy -4.61 ± 0.66 points/deal,
26.0% of games; normal +2.17 ± 0.51, 65.8%; hard +2.58 ± 0.41, 72.3%; 700 s.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import math
import multiprocessing
import os
import random
import statistics
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

# Run as a plain script from anywhere: put the project root and the OpenSpiel test helpers (the
# card and meld mapping lives there) on the path.
import _repo
import pyspiel
from common import goal_line, parse_with_quick, percentile

from bot.engine import (
    Action,
    Card,
    Deal,
    Discard,
    DrawStock,
    GameContext,
    Gin,
    Knock,
    Meld,
    PassUpcard,
    Phase,
    PlayerView,
    PublicView,
    Rules,
    TakeDiscard,
    best_defence,
    best_melds,
    shuffled_deck,
)
from bot.engine.cards import CARDS, cards_from_mask
from bot.engine.computer import Level, decide
from bot.engine.melds import min_deadwood
from bot.engine.scoring import knock_arrangement
from tests.support.openspiel_bridge import (
    DRAW_STOCK,
    DRAW_UPCARD,
    GAME,
    INT_TO_MELD,
    KNOCK,
    PASS,
    OSPhase,
    layoff_distance,
    os_meld_actions,
)

KNOCK_LIMIT = 10
DEALER = 1  # OpenSpiel's player 0 is always the non-dealer
LEVELS = {level.value: level for level in Level}
PAIRINGS = (("normal", "easy"), ("hard", "normal"), ("hard", "easy"))
GOAL = "hard >= 60% of games and points/deal CI above 0, normal > 50%, easy < 50%"


class AdapterError(AssertionError):
    """The adapter and OpenSpiel disagree, or one of our moves is illegal there."""


# -- OpenSpiel's history in our vocabulary ------------------------------------------------------


@dataclass
class Walk:
    """A deal replayed from OpenSpiel's full history, as our engine would see it."""

    hands: list[int]
    pile: list[Card]
    took: list[int]  # cards taken from the pile and still held, per player (masks)
    history: list[tuple[int, Action]]
    stock: int
    upcard: Card | None  # the deal's first upcard
    just_taken: Card | None


def walk(state: Any) -> Walk:
    """Replay ``state.full_history()`` into our terms (stops after a knock's discard)."""
    w = Walk([0, 0], [], [0, 0], [], 52, None, None)
    dealt = 0
    drawer = -1
    wall = knocking = False
    for step in state.full_history():
        player, action = step.player, step.action
        if player < 0:  # chance: the deal, then the stock draws
            card = CARDS[action]
            w.stock -= 1
            if dealt < 20:
                w.hands[dealt // 10] |= card.mask
            elif dealt == 20:
                w.upcard = card
                w.pile.append(card)
            else:
                w.hands[drawer] |= card.mask
            dealt += 1
            continue
        if action == DRAW_UPCARD:
            card = w.pile.pop()
            w.hands[player] |= card.mask
            w.took[player] |= card.mask
            w.just_taken = card
            w.history.append((player, TakeDiscard()))
        elif action == DRAW_STOCK:
            drawer = player
            w.just_taken = None
            w.history.append((player, DrawStock()))
        elif action == PASS:
            if wall or knocking:
                break  # the deal ends here (a wall pass, or a knock's melds are done)
            w.history.append((player, PassUpcard()))
        elif action == KNOCK:
            knocking = True
            if wall:  # a knock at the wall takes the upcard first
                card = w.pile.pop()
                w.hands[player] |= card.mask
                w.took[player] |= card.mask
                w.just_taken = card
        elif action < 52:
            card = CARDS[action]
            w.hands[player] &= ~card.mask
            w.took[player] &= ~card.mask
            w.pile.append(card)
            w.just_taken = None
            if knocking:
                kind = Gin if min_deadwood(w.hands[player]) == 0 else Knock
                w.history.append((player, kind(card)))
                break
            w.history.append((player, Discard(card)))
            wall = w.stock == 2
        else:
            break  # melds: only after a knock
    return w


def _mask(cards: Iterable[int]) -> int:
    return sum(1 << c for c in cards)


def check_walk(state: Any, w: Walk) -> None:
    """The walk must agree with OpenSpiel's own accessors."""
    hands = state.hands()
    upcard = state.upcard()
    pile = [*state.discard_pile(), *([upcard] if upcard is not None else [])]
    if (
        [_mask(h) for h in hands] != w.hands
        or state.stock_size() != w.stock
        or pile != [c.index for c in w.pile]
    ):
        raise AdapterError(
            f"the walk disagrees with OpenSpiel: hands {w.hands} vs {hands}, stock {w.stock} vs "
            f"{state.stock_size()}, pile {[c.code for c in w.pile]} vs {pile}\n{state}"
        )


def player_view(state: Any, seat: int) -> PlayerView:
    """Our ``PlayerView`` for ``seat``, whose turn it is in OpenSpiel's draw or discard phases."""
    if state.current_player() != seat:
        raise AdapterError(f"not seat {seat}'s turn: player {state.current_player()} acts")
    w = walk(state)
    check_walk(state, w)
    os_legal = state.legal_actions()
    os_phase = state.current_phase()
    stock_only = False
    legal: list[Action] = []
    discards: tuple[tuple[Card, int], ...] = ()
    if os_phase == OSPhase.FIRST_UPCARD and os_legal == [DRAW_STOCK]:
        phase, stock_only, legal = Phase.DRAW, True, [DrawStock()]
    elif os_phase == OSPhase.FIRST_UPCARD:
        phase = Phase.FIRST_UPCARD
        legal = [
            a for a, i in ((TakeDiscard(), DRAW_UPCARD), (PassUpcard(), PASS)) if i in os_legal
        ]
    elif os_phase == OSPhase.DRAW:
        phase = Phase.DRAW
        legal = [
            a for a, i in ((DrawStock(), DRAW_STOCK), (TakeDiscard(), DRAW_UPCARD)) if i in os_legal
        ]
    elif os_phase == OSPhase.DISCARD:
        phase = Phase.DISCARD
        hand = w.hands[seat]
        taken = w.just_taken.index if w.just_taken is not None else -1
        cards = [CARDS[a] for a in os_legal if a < 52 and a != taken]
        legal = [Discard(c) for c in cards]
        if KNOCK in os_legal:
            probe = state.clone()
            probe.apply_action(KNOCK)
            for a in probe.legal_actions():
                if a < 52 and a != taken:
                    card = CARDS[a]
                    legal.append(Gin(card) if min_deadwood(hand & ~card.mask) == 0 else Knock(card))
        left = [(c, min_deadwood(hand & ~c.mask)) for c in cards]
        discards = tuple(sorted(left, key=lambda x: (x[1], -x[0].value, x[0].index)))
    else:
        raise AdapterError(f"no decision of ours in OpenSpiel's phase {os_phase}")
    assert w.upcard is not None
    table = PublicView(
        dealer=DEALER,
        phase=phase,
        turn=seat,
        upcard=w.upcard,
        discard_pile=tuple(w.pile),
        stock_size=w.stock,
        card_counts=(w.hands[0].bit_count(), w.hands[1].bit_count()),
        taken_from_pile=(cards_from_mask(w.took[0]), cards_from_mask(w.took[1])),
        knock_limit=KNOCK_LIMIT,
        multiplier=1,
        last_action=w.history[-1] if w.history else None,
        outcome=None,
        stock_only=stock_only,
        history=tuple(w.history),
    )
    return PlayerView(
        seat=seat,
        hand=cards_from_mask(w.hands[seat]),
        legal_actions=tuple(legal),
        just_taken=w.just_taken if phase is Phase.DISCARD else None,
        table=table,
        discards=discards,
    )


# -- our seat in OpenSpiel -----------------------------------------------------------------------


def apply_checked(state: Any, action: int, what: str) -> None:
    legal = state.legal_actions()
    if action not in legal:
        raise AdapterError(f"OpenSpiel refuses our {what} ({action}); it offers {legal}\n{state}")
    state.apply_action(action)


def _pile_mask(state: Any) -> int:
    upcard = state.upcard()
    return _mask(state.discard_pile()) | (1 << upcard if upcard is not None else 0)


@dataclass
class ArenaSeat:
    """Plays one seat of OpenSpiel's gin rummy with our ``decide`` at ``level``."""

    seat: int
    level: Level
    rng: random.Random
    times: list[float] = field(default_factory=list)  # seconds per decide call
    notes: Counter[str] = field(default_factory=Counter)

    def act(self, state: Any) -> None:
        """Play our seat's next step: one decision, or a whole knock, defence or wall turn."""
        phase = state.current_phase()
        if phase == OSPhase.LAYOFF:
            self.defend(state)
        elif phase == OSPhase.WALL:
            self.wall(state)
        else:
            view = player_view(state, self.seat)
            start = time.perf_counter()
            game = GameContext.lone(view)  # a deal on its own: the first of a game, default rules
            action = decide(view, self.level, self.rng, game)
            self.times.append(time.perf_counter() - start)
            self.play(state, view, action)

    def play(self, state: Any, view: PlayerView, action: Action) -> None:
        custom = (  # a knock with the melds decide chose: legal where the plain knock is
            isinstance(action, Knock)
            and action.melds is not None
            and Knock(action.card) in view.legal_actions
        )
        if action not in view.legal_actions and not custom:
            raise AdapterError(f"decide chose {action}, not among {view.legal_actions}")
        if isinstance(action, TakeDiscard):
            apply_checked(state, DRAW_UPCARD, "upcard draw")
        elif isinstance(action, DrawStock):
            apply_checked(state, DRAW_STOCK, "stock draw")
        elif isinstance(action, PassUpcard):
            apply_checked(state, PASS, "upcard pass")
        elif isinstance(action, Discard):
            apply_checked(state, action.card.index, action.notation)
        elif isinstance(action, (Knock, Gin)):
            apply_checked(state, KNOCK, "knock")
            melds = action.melds if isinstance(action, Knock) else None
            self.lay_knock(state, action.card, melds)
            self.notes["gin" if isinstance(action, Gin) else "knock"] += 1
        else:
            raise AdapterError(f"no OpenSpiel move for {action}")

    def lay_knock(self, state: Any, card: Card, melds: Sequence[Meld] | None = None) -> None:
        """After OpenSpiel's knock action: the discard, our melds, the pass."""
        apply_checked(state, card.index, f"knock discard {card.code}")
        if melds is None:
            kept = _mask(state.hands()[self.seat])
            melds = knock_arrangement(kept, _pile_mask(state)).melds
        for meld in melds:
            for meld_action in os_meld_actions(meld):
                apply_checked(state, meld_action, f"knocker's meld [{meld}]")
        apply_checked(state, PASS, "knocker's pass after laying melds")

    def defend(self, state: Any) -> None:
        """The bot knocked: our engine's best defence, laid in OpenSpiel's order."""
        knocker = 1 - self.seat
        hand = _mask(state.hands()[self.seat])
        if not state.finished_layoffs():
            knocker_melds = tuple(
                Meld(tuple(CARDS[i] for i in INT_TO_MELD[m])) for m in state.layed_melds()[knocker]
            )
            defence = best_defence(hand, knocker_melds)
            for lay in sorted(defence.layoffs, key=layoff_distance):
                if lay.card.index in state.legal_actions():
                    apply_checked(state, lay.card.index, f"layoff {lay}")
                    hand &= ~lay.card.mask
                    self.notes["layoffs"] += 1
                else:
                    self.notes["layoff refused"] += 1
            apply_checked(state, PASS, "pass after layoffs")
        for meld in best_melds(hand).melds:
            for meld_action in os_meld_actions(meld):
                apply_checked(state, meld_action, f"defender's meld [{meld}]")
        apply_checked(state, PASS, "defender's pass after laying melds")

    def wall(self, state: Any) -> None:
        """OpenSpiel's wall: knock with the upcard if that works without throwing it back."""
        upcard = state.upcard()
        if KNOCK in state.legal_actions():
            probe = state.clone()
            probe.apply_action(KNOCK)
            hand = _mask(probe.hands()[self.seat])
            options = [CARDS[a] for a in probe.legal_actions() if a < 52 and a != upcard]
            if options:
                card = min(options, key=lambda c: (min_deadwood(hand & ~c.mask), -c.value, c.index))
                apply_checked(state, KNOCK, "wall knock")
                self.lay_knock(state, card)
                self.notes["wall knock"] += 1
                return
            self.notes["wall knock only by throwing back the upcard: passed"] += 1
        apply_checked(state, PASS, "wall pass")
        self.notes["wall pass"] += 1


# -- one deal, both seatings ------------------------------------------------------------------


def deck_for(seed: int, index: int) -> tuple[Card, ...]:
    return shuffled_deck(random.Random(f"arena:{seed}:{index}"))


def outcome_kind(state: Any, seat: int) -> str:
    """How an OpenSpiel deal ended, from our seat's side."""
    knocked = list(state.knocked())
    if not any(knocked):
        return "wall (no score)" if state.stock_size() == 2 else "anti-loop stop (no score)"
    knocker = knocked.index(True)
    side = "we" if knocker == seat else "bot"
    points = state.returns()[knocker]
    if state.deadwood()[knocker] == 0:
        what = "gin"
    elif points > 0:
        what = "knock won"
    elif points < 0:
        what = "knock undercut"
    else:
        what = "knock tied (0-0)"
    return f"{side}: {what}"


def play_openspiel(
    deck: Sequence[Card], seat: int, level: Level, bots: Sequence[Any], rng: random.Random
) -> tuple[int, str, ArenaSeat, Any]:
    """One deal in OpenSpiel: our level in ``seat``, the simple bot in the other. Returns our
    points, how the deal ended, our seat (decision times, notes) and the final state."""
    ours = ArenaSeat(seat, level, rng)
    state = GAME.new_initial_state()
    chance = [c.index for c in deck]
    for action in chance[:21]:
        state.apply_action(action)
    drawn = 21
    bot = bots[1 - seat]
    bot.restart()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(chance[drawn])
            drawn += 1
        elif state.current_player() == seat:
            ours.act(state)
        else:
            state.apply_action(bot.step(state))
    returns = state.returns()
    if returns[0] + returns[1] != 0 or returns[seat] != int(returns[seat]):
        raise AdapterError(f"returns {returns} are not zero-sum integers")
    return int(returns[seat]), outcome_kind(state, seat), ours, state


def play_engine(
    deck: Sequence[Card], levels: Sequence[Level], rngs: Sequence[random.Random]
) -> int:
    """One deal in our engine, ``levels[s]`` in seat s; the points for seat 0."""
    deal = Deal(Rules(), DEALER, deck)
    while (outcome := deal.outcome()) is None:
        seat = deal.turn
        assert seat is not None
        view = deal.view_for(seat)
        deal.apply(decide(view, levels[seat], rngs[seat], GameContext.lone(view, deal.rules)))
    if outcome.winner is None:
        return 0
    return outcome.points if outcome.winner == 0 else -outcome.points


# -- workers -------------------------------------------------------------------------------------


@dataclass
class Batch:
    """Results of consecutive decks: points per deck and seating, in play order."""

    points: list[tuple[int, int]] = field(default_factory=list)
    kinds: Counter[str] = field(default_factory=Counter)
    notes: Counter[str] = field(default_factory=Counter)
    times: list[float] = field(default_factory=list)
    seconds: float = 0.0


_BOTS: list[Any] = []


def _bots() -> list[Any]:
    if not _BOTS:
        params = GAME.get_parameters()
        _BOTS.extend(pyspiel.make_simple_gin_rummy_bot(params, p) for p in (0, 1))
    return _BOTS


def run_openspiel_batch(task: tuple[str, int, int, int]) -> Batch:
    level_name, seed, first, count = task
    level = LEVELS[level_name]
    batch = Batch()
    start = time.perf_counter()
    for index in range(first, first + count):
        deck = deck_for(seed, index)
        pair = []
        for seat in (0, 1):
            rng = random.Random(f"arena:{seed}:{level_name}:{index}:{seat}")
            points, kind, ours, _ = play_openspiel(deck, seat, level, _bots(), rng)
            pair.append(points)
            batch.kinds[kind] += 1
            batch.notes.update(ours.notes)
            batch.times.extend(ours.times)
        batch.points.append((pair[0], pair[1]))
    batch.seconds = time.perf_counter() - start
    return batch


def run_engine_batch(task: tuple[str, str, int, int, int]) -> Batch:
    """``first`` level's points per deal against ``second`` in our engine (seats swapped)."""
    first_name, second_name, seed, first, count = task
    a, b = LEVELS[first_name], LEVELS[second_name]
    batch = Batch()
    start = time.perf_counter()
    for index in range(first, first + count):
        deck = deck_for(seed, index)
        tag = f"arena:{seed}:{first_name}-{second_name}:{index}"
        rngs = [random.Random(f"{tag}:{s}") for s in (0, 1)]
        a_first = play_engine(deck, (a, b), rngs)
        rngs = [random.Random(f"{tag}:{s}:swapped") for s in (0, 1)]
        a_second = -play_engine(deck, (b, a), rngs)
        batch.points.append((a_first, a_second))
    batch.seconds = time.perf_counter() - start
    return batch


def run_tasks(function: Any, tasks: list[Any], workers: int) -> Batch:
    """Run the batches (in ``workers`` processes if more than one) and merge them in order."""
    if workers > 1 and len(tasks) > 1:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            parts = pool.map(function, tasks, chunksize=1)
    else:
        parts = [function(task) for task in tasks]
    merged = Batch()
    for part in parts:
        merged.points += part.points
        merged.kinds.update(part.kinds)
        merged.notes.update(part.notes)
        merged.times += part.times
        merged.seconds += part.seconds
    return merged


def split(count: int, size: int) -> list[tuple[int, int]]:
    return [(first, min(size, count - first)) for first in range(0, count, size)]


# -- statistics ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Games:
    played: int
    won: int
    points_per_game: float  # our game points (bonuses included) minus theirs, per game

    @property
    def share(self) -> float:
        return self.won / self.played if self.played else float("nan")


def per_deal(points: Sequence[tuple[int, int]]) -> tuple[float, float]:
    """Mean points per deal and the 95% half-width, the deck (two seatings) as the unit."""
    means = [(x + y) / 2 for x, y in points]
    if len(means) < 2:
        return (means[0] if means else float("nan")), float("inf")
    return statistics.fmean(means), 1.96 * statistics.stdev(means) / math.sqrt(len(means))


def games_to_100(deals: Iterable[int]) -> Games:
    """Consecutive games to 100 from deal results (ours positive), as the docstring says."""
    played = won = 0
    total = 0.0
    score, boxes = [0, 0], [0, 0]
    for points in deals:
        if points == 0:
            continue
        side = 0 if points > 0 else 1
        score[side] += abs(points)
        boxes[side] += 1
        if score[side] >= 100:
            other = 1 - side
            margin = score[side] + 100 + 25 * boxes[side] - score[other] - 25 * boxes[other]
            played += 1
            won += side == 0
            total += margin if side == 0 else -margin
            score, boxes = [0, 0], [0, 0]
    return Games(played, won, total / played if played else float("nan"))


def wilson(won: int, n: int) -> tuple[float, float]:
    if n == 0:
        return float("nan"), float("nan")
    z = 1.96
    p = won / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


@dataclass(frozen=True)
class LevelResult:
    level: str
    deals: int
    mean: float
    half: float
    games: Games
    p50_ms: float
    p99_ms: float
    kinds: Counter[str]
    notes: Counter[str]
    seconds: float
    wall: float = 0.0


def summarize(level: str, batch: Batch) -> LevelResult:
    mean, half = per_deal(batch.points)
    games = games_to_100(p for pair in batch.points for p in pair)
    return LevelResult(
        level,
        2 * len(batch.points),
        mean,
        half,
        games,
        1000 * percentile(batch.times, 50),
        1000 * percentile(batch.times, 99),
        batch.kinds,
        batch.notes,
        batch.seconds,
    )


def format_level(r: LevelResult) -> list[str]:
    low, high = wilson(r.games.won, r.games.played)
    lines = [
        f"{r.level:>6}: {r.deals} deals, {r.mean:+.2f} ± {r.half:.2f} points/deal, "
        f"games to 100 won {r.games.won}/{r.games.played} = {100 * r.games.share:.1f}% "
        f"[{100 * low:.1f}, {100 * high:.1f}], {r.games.points_per_game:+.1f} game points/game, "
        f"decide p50 {r.p50_ms:.2f} ms p99 {r.p99_ms:.1f} ms "
        f"({r.wall:.0f} s, {r.seconds:.0f} CPU-s)",
    ]
    total = sum(r.kinds.values())
    kinds = ", ".join(f"{k} {100 * n / total:.1f}%" for k, n in sorted(r.kinds.items()))
    lines.append(f"        endings: {kinds}")
    if r.notes:
        lines.append(
            "        adapter: " + ", ".join(f"{k} {n}" for k, n in sorted(r.notes.items()))
        )
    return lines


def level_goal(results: dict[str, LevelResult]) -> str:
    missing = [name for name in ("easy", "normal", "hard") if name not in results]
    if missing:
        return goal_line(GOAL, False, f"{', '.join(missing)} not played")
    failures = []
    hard, normal, easy = results["hard"], results["normal"], results["easy"]
    if not hard.games.share >= 0.60:
        failures.append(f"hard wins {100 * hard.games.share:.1f}% of games")
    if not hard.mean - hard.half > 0:
        failures.append(f"hard's points/deal CI reaches {hard.mean - hard.half:+.2f}")
    if not normal.games.share > 0.50:
        failures.append(f"normal wins {100 * normal.games.share:.1f}% of games")
    if not easy.games.share < 0.50:
        failures.append(f"easy wins {100 * easy.games.share:.1f}% of games")
    return goal_line(GOAL, not failures, "; ".join(failures))


# -- main ----------------------------------------------------------------------------------------


def run_level(level: str, deals: int, seed: int, workers: int, batch_size: int) -> LevelResult:
    began = time.perf_counter()
    tasks = [(level, seed, first, count) for first, count in split(deals, batch_size)]
    result = summarize(level, run_tasks(run_openspiel_batch, tasks, workers))
    return dataclasses.replace(result, wall=time.perf_counter() - began)


def fingerprint() -> str:
    """Which version of the computer player played (its file's hash, short)."""
    path = _repo.ROOT / "bot" / "engine" / "computer.py"
    return hashlib.sha256(path.read_bytes()).hexdigest()[:12]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--deals", type=int, default=None, help="decks per level (each played twice)"
    )
    parser.add_argument("--versus-deals", type=int, default=None, help="decks per level pairing")
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    args = parse_with_quick(parser, argv, deals=40, versus_deals=10)
    levels = [name.strip() for name in args.levels.split(",") if name.strip()]
    unknown = [name for name in levels if name not in LEVELS]
    if unknown:
        parser.error(f"unknown levels {unknown}; choose from {', '.join(LEVELS)}")
    deals = args.deals if args.deals is not None else DEFAULT_DEALS
    versus = args.versus_deals if args.versus_deals is not None else DEFAULT_VERSUS_DEALS
    batch_size = max(1, min(25, deals // (4 * max(1, args.workers))))

    began = time.perf_counter()
    print(
        f"arena: {deals} decks per level, each played twice with the seats swapped, against "
        f"OpenSpiel's simple bot (pyspiel {getattr(pyspiel, '__version__', '?')}), seed "
        f"{args.seed}, {args.workers} worker(s); bot/engine/computer.py sha256 {fingerprint()}"
    )
    results: dict[str, LevelResult] = {}
    for level in levels:
        results[level] = run_level(level, deals, args.seed, args.workers, batch_size)
        for line in format_level(results[level]):
            print(line, flush=True)

    if versus > 0:
        print(f"levels against each other in our engine: {versus} decks, each played twice")
        for first, second in PAIRINGS:
            if first not in levels or second not in levels:
                continue
            tasks = [
                (first, second, args.seed, start, count)
                for start, count in split(versus, max(1, min(25, versus // (4 * args.workers))))
            ]
            batch = run_tasks(run_engine_batch, tasks, args.workers)
            mean, half = per_deal(batch.points)
            games = games_to_100(p for pair in batch.points for p in pair)
            print(
                f"  {first} vs {second}: {2 * len(batch.points)} deals, {mean:+.2f} ± {half:.2f} "
                f"points/deal for {first}, games to 100 won {100 * games.share:.1f}% of "
                f"{games.played} ({batch.seconds:.0f} CPU-s)",
                flush=True,
            )
    print(f"time: {time.perf_counter() - began:.0f} s")
    print(level_goal(results))
    return 0


DEFAULT_DEALS = 2000
DEFAULT_VERSUS_DEALS = 300

if __name__ == "__main__":
    raise SystemExit(main())
