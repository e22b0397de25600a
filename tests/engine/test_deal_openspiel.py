"""Differential tests: whole deals replayed in our engine and in OpenSpiel's gin rummy.

Each deal is played in both engines at once (``openspiel_bridge.Replay``). At every decision the
two must offer the same moves, up to the known differences (docs/openspiel.md), and hold
the same hands and 10-card deadwood. A knock or gin is laid out in OpenSpiel exactly as our
engine chose it; then both must agree on the deadwood and the points, our automatic knock
arrangement must have OpenSpiel's least deadwood, and our defender's deadwood must equal the best
OpenSpiel's own layoff and meld moves can reach (searched). Four kinds of play, each deal from a
seeded ``random.Random`` (a failure prints the deck and the actions that reproduce it):

- ``random``: uniformly random moves among those both engines allow (long deals: the stock runs
  out, OpenSpiel's anti-loop stop);
- ``eager``: take the discard when it helps, discard to the least deadwood, knock or go gin as
  soon as legal, sometimes laying another legal arrangement than the automatic one;
- ``patient``: the same, but knock only at 2 or less (more gins, undercuts and stock ends);
- ``simple-bot``: OpenSpiel's ``make_simple_gin_rummy_bot`` drives both seats, its moves
  translated into ours (an independently written strategy, and its own knock arrangements).

Where the rules differ, OpenSpiel's side is checked in the replay and our side is asserted by
its own small test at the end.
"""

from __future__ import annotations

import functools
import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel")
pytestmark = pytest.mark.openspiel

from bot.engine import (  # noqa: E402
    Action,
    Card,
    Discard,
    DrawStock,
    Gin,
    IllegalActionError,
    Knock,
    Meld,
    OutcomeKind,
    PassUpcard,
    Phase,
    TakeDiscard,
    best_defence,
    parse_cards,
    shuffled_deck,
)
from bot.engine.cards import cards_from_mask  # noqa: E402
from bot.engine.melds import min_deadwood  # noqa: E402
from tests.support.builders import make_deck  # noqa: E402
from tests.support.openspiel_bridge import (  # noqa: E402
    GAME,
    PASS,
    RULES,
    THROW_BACK_KNOCK,
    THROW_BACK_OFFERED,
    OSPhase,
    Replay,
)

Policy = Callable[[Replay, list[Action], random.Random], Action]

# Deals per kind of play (~17 s in all); each deal's generator is seeded with "<kind>:<number>".
DEALS = {"random": 300, "eager": 800, "patient": 600, "simple-bot": 800}
MAX_REPORTED = 5
# How often each ending and showdown feature must occur, or the comparison could pass vacuously
# ("tie" is our undercut that OpenSpiel scores 0-0; the anti-loop stop is rare by nature).
REQUIRED_ENDINGS = {"knock": 20, "gin": 20, "undercut": 20, "tie": 10, "draw": 20, "anti-loop": 1}
REQUIRED_FEATURES = {
    "layoffs": 20,
    "second layoffs on a run end": 10,
    "runs longer than five, laid in pieces": 10,
    "knocks with a chosen arrangement": 20,
}


# --- policies (our moves) --------------------------------------------------------------------


def maybe_other_arrangement(
    replay: Replay, action: Action, rng: random.Random, share: float
) -> Action:
    """Sometimes knock with a random legal arrangement instead of the automatic one (why: the
    showdown should see suboptimal knocker melds too, which make more undercuts)."""
    if isinstance(action, Knock) and rng.random() < share:
        options = replay.deal.knock_options(action.card)
        return Knock(action.card, rng.choice(options).melds)
    return action


def random_policy(replay: Replay, allowed: list[Action], rng: random.Random) -> Action:
    return maybe_other_arrangement(replay, rng.choice(allowed), rng, 0.5)


def taking_helps(hand: int, top: Card) -> bool:
    """Would taking ``top`` (and then not throwing it back) lower the best deadwood?"""
    after = min(min_deadwood((hand | top.mask) & ~c.mask) for c in cards_from_mask(hand))
    return after < min_deadwood(hand)


def eager_policy(
    replay: Replay, allowed: list[Action], rng: random.Random, knock_at: int = 10
) -> Action:
    """Knock as soon as the deadwood is at most ``knock_at`` (gin at once)."""
    deal = replay.deal
    assert deal.turn is not None
    hand = deal.hand_mask(deal.turn)
    if deal.phase is not Phase.DISCARD:
        if TakeDiscard() not in allowed:
            return DrawStock()
        take = taking_helps(hand, deal.discard_pile[-1])
        if rng.random() < 0.15:  # some noise, so the deals vary
            take = not take
        if take:
            return TakeDiscard()
        return PassUpcard() if deal.phase is Phase.FIRST_UPCARD else DrawStock()
    if gins := [a for a in allowed if isinstance(a, Gin)]:
        return rng.choice(gins)
    knocks = [
        a for a in allowed if isinstance(a, Knock) and min_deadwood(hand & ~a.card.mask) <= knock_at
    ]
    if knocks:
        return maybe_other_arrangement(replay, rng.choice(knocks), rng, 0.3)
    discards = [a for a in allowed if isinstance(a, Discard)]
    left = {a: min_deadwood(hand & ~a.card.mask) for a in discards}
    least = min(left.values())
    return rng.choice([a for a in discards if left[a] == least])


def patient_policy(replay: Replay, allowed: list[Action], rng: random.Random) -> Action:
    """Play like ``eager`` but hold out for gin or a low knock (why: more gins, more stock
    ends, and defenders that had time to improve, so more undercuts)."""
    return eager_policy(replay, allowed, rng, knock_at=2)


POLICIES: dict[str, Policy] = {
    "random": random_policy,
    "eager": eager_policy,
    "patient": patient_policy,
}


# --- running batches -------------------------------------------------------------------------


def play_ours(replay: Replay, policy: Policy, rng: random.Random) -> str:
    while True:
        allowed = replay.allowed()
        if (end := replay.play(policy(replay, allowed, rng))) is not None:
            return end


def play_bots(replay: Replay, bots: list[Any]) -> str:
    while True:
        replay.allowed()
        seat = replay.deal.turn
        assert seat is not None
        bot = bots[seat]
        if (end := replay.play_openspiel(bot.step(replay.state), bot)) is not None:
            return end


@dataclass
class Batch:
    deals: int = 0
    decisions: int = 0
    seconds: float = 0.0
    endings: Counter[str] = field(default_factory=Counter)
    notes: Counter[str] = field(default_factory=Counter)
    seen: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)

    def summary(self, name: str) -> str:
        lines = [
            f"{name}: {self.deals} deals, {self.decisions} decisions compared, "
            f"{self.seconds:.1f} s",
            "  endings: " + ", ".join(f"{k} {v}" for k, v in sorted(self.endings.items())),
        ]
        lines += [f"  known difference met: {k}: {v}" for k, v in sorted(self.notes.items())]
        lines += [f"  exercised: {k}: {v}" for k, v in sorted(self.seen.items())]
        return "\n".join(lines)


@functools.cache
def batch(name: str) -> Batch:
    """Play one kind's deals (once per session); disagreements are collected, not raised."""
    result = Batch()
    start = time.perf_counter()
    bots = [pyspiel.make_simple_gin_rummy_bot(GAME.get_parameters(), p) for p in (0, 1)]
    for number in range(DEALS[name]):
        seed = f"{name}:{number}"
        rng = random.Random(seed)
        replay = Replay(shuffled_deck(rng), f"{name} deal, seed random.Random({seed!r})")
        try:
            if name == "simple-bot":
                for bot in bots:
                    bot.restart()
                end = play_bots(replay, bots)
            else:
                end = play_ours(replay, POLICIES[name], rng)
        except AssertionError as exc:
            result.failures.append(str(exc))
            end = "FAILED"
        result.deals += 1
        result.decisions += replay.decisions
        result.endings[end] += 1
        result.notes.update(replay.notes)
        result.seen.update(replay.seen)
    result.seconds = time.perf_counter() - start
    return result


@pytest.mark.slow
@pytest.mark.parametrize("name", list(DEALS))
def test_deals_agree_with_openspiel(name: str) -> None:
    result = batch(name)
    print("\n" + result.summary(name))
    assert not result.failures, f"{len(result.failures)} {name} deals disagree:\n" + "\n\n".join(
        result.failures[:MAX_REPORTED]
    )


def test_every_ending_is_compared_often_enough() -> None:
    endings: Counter[str] = Counter()
    seen: Counter[str] = Counter()
    for name in DEALS:
        endings += batch(name).endings
        seen += batch(name).seen
    scored = sum(endings[k] for k in ("knock", "gin", "undercut", "tie"))
    print(
        f"\nall: {sum(endings.values())} deals; points and deadwood compared on {scored} "
        f"showdowns; endings {dict(sorted(endings.items()))}"
    )
    for kind, least in REQUIRED_ENDINGS.items():
        assert endings[kind] >= least, (kind, endings)
    for feature, least in REQUIRED_FEATURES.items():
        assert seen[feature] >= least, (feature, seen)
    # OpenSpiel's two-layoffs-per-run-end limit never binds (see the last test below).
    assert endings["layoff-gap"] == 0


# --- the known differences, our side of each -------------------------------------------------


def test_card_taken_from_the_pile_is_never_thrown_back() -> None:
    """We forbid discarding the card just taken, even as the knock discard; OpenSpiel allows it.

    Here the only knock left after taking K♥ would throw it back (A♥ A♦ 2♦ stay: 4 deadwood).
    """
    deck = make_deck("AS 2S 3S 4C 5C 6C 7C AH AD 2D", "9S TS JC QD KS 8H 9H 3C 5D 7S", "KH")
    replay = Replay(deck, "throw-back")
    replay.allowed()
    replay.play(TakeDiscard())
    allowed = replay.allowed()  # checks OpenSpiel offers K♥ and knocking with it, we do not
    assert replay.notes[THROW_BACK_OFFERED] == 1 and replay.notes[THROW_BACK_KNOCK] == 1
    king = Card.parse("KH")
    deal = replay.deal
    assert Discard(king) not in allowed
    assert not [a for a in deal.legal_actions() if isinstance(a, (Knock, Gin))]
    for action in (Discard(king), Knock(king), Gin(king)):
        with pytest.raises(IllegalActionError, match="just taken"):
            deal.apply(action)


def test_a_tie_is_our_undercut_and_openspiel_scores_nothing() -> None:
    # Seat 0 knocks with 5♥ (5); seat 1 keeps 5♦ (5) and has nothing to lay off.
    deck = make_deck(
        "AS 2S 3S 4C 5C 6C 7D 8D 9D 5H", "JS QS KS JH QH KH 9C 9H 9S 5D", "2C", stock="KC"
    )
    replay = Replay(deck, "tie")
    for action in (PassUpcard(), PassUpcard(), DrawStock()):
        replay.allowed()
        assert replay.play(action) is None
    replay.allowed()
    assert replay.play(Knock(Card.parse("KC"))) == "tie"  # checks OpenSpiel's 0-0
    outcome = replay.deal.outcome()
    assert outcome is not None and outcome.deadwoods == (5, 5)
    assert (outcome.kind, outcome.winner, outcome.points) == (
        OutcomeKind.UNDERCUT,
        1,
        RULES.undercut_bonus,
    )
    assert list(replay.state.returns()) == [0.0, 0.0]


def test_the_stock_end_is_our_draw_where_openspiel_has_a_wall() -> None:
    """Both draw and throw the drawn card: when the drawer of the third-to-last card discards,
    our deal is a draw; OpenSpiel enters its wall phase (pass or knock with the discard)."""
    deck = shuffled_deck(random.Random("wall"))
    replay = Replay(deck, "wall")
    for action in (PassUpcard(), PassUpcard()):
        replay.allowed()
        replay.play(action)
    end = None
    while end is None:
        replay.allowed()
        assert replay.play(DrawStock()) is None
        drawn = deck[20 + replay.stock_draws]
        replay.allowed()
        end = replay.play(Discard(drawn))
    deal = replay.deal
    assert end == "draw" and replay.stock_draws == 29 and deal.stock_size == 2
    outcome = deal.outcome()
    assert outcome is not None
    assert (outcome.kind, outcome.winner, outcome.points) == (OutcomeKind.DRAW, None, 0)
    assert outcome.arrangements is None  # a drawn deal shows no hands
    assert replay.state.current_phase() == OSPhase.WALL and PASS in replay.state.legal_actions()


def test_openspiel_anti_loop_stops_a_deal_that_we_play_on() -> None:
    """Both always take the discard (and throw another card): OpenSpiel ends the deal with no
    score at the 50th upcard draw; our rules have no such stop."""
    replay = Replay(shuffled_deck(random.Random("loop")), "anti-loop")
    end = None
    while end is None:
        replay.allowed()
        end = replay.play(TakeDiscard())
        if end is None:
            allowed = replay.allowed()
            end = replay.play(next(a for a in allowed if isinstance(a, Discard)))
    assert end == "anti-loop" and replay.upcard_draws == 50
    deal = replay.deal
    assert not deal.is_over and deal.phase is Phase.DISCARD and deal.stock_size == 31
    assert replay.state.is_terminal() and list(replay.state.returns()) == [0.0, 0.0]


def test_our_defence_never_needs_a_third_card_on_one_run_end() -> None:
    """OpenSpiel offers at most two layoffs per run end; ours allows any number, but three cards
    at one end form a run of their own, and our defence prefers fewer layoffs on equal deadwood,
    so the limit never changes a score (the batches above never hit it)."""
    knocker = (Meld.parse("5H 6H 7H"),)
    defence = best_defence(parse_cards("2H 3H 4H 8H 9H TH KS QD 2C 7S"), knocker)
    assert defence.layoffs == () and defence.deadwood == 29
    melds = sorted(" ".join(c.code for c in m.cards) for m in defence.arrangement.melds)
    assert melds == ["2H 3H 4H", "8H 9H TH"]
