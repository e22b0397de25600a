"""Play one deal in our engine and in OpenSpiel's gin rummy side by side (a test helper).

Seats are OpenSpiel's players: our ``Deal`` gets ``dealer=1``, so seat 0 is the non-dealer, who
acts first in both engines. OpenSpiel deals by chance actions (ten cards to player 0, ten to
player 1, the upcard) and draws the stock by a chance action each time; ``Replay`` applies the
cards our deck order gives, so both engines hold the same cards at every step.

At each decision ``Replay.allowed`` checks that the two engines offer the same moves (after the
known differences, each counted in ``Replay.notes``) and returns our moves both engines allow.
``Replay.play`` applies one of ours to both; ``Replay.play_openspiel`` applies one of OpenSpiel's
(a bot's) to both. A knock or gin is played out in OpenSpiel with exactly our engine's showdown:
the knocker's melds, the defender's layoffs, the defender's melds. Any disagreement raises an
``AssertionError`` whose message holds the deck and the actions that reproduce it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel")

from bot.engine import (  # noqa: E402 (pyspiel may be missing: skip before importing more)
    Action,
    Card,
    Deal,
    DealOutcome,
    Discard,
    DrawStock,
    Gin,
    IllegalActionError,
    Knock,
    Layoff,
    Meld,
    MeldKind,
    OutcomeKind,
    PassUpcard,
    Phase,
    Rules,
    TakeDiscard,
)
from bot.engine.cards import CARDS  # noqa: E402
from bot.engine.melds import min_deadwood  # noqa: E402

GR = pyspiel.gin_rummy
DRAW_UPCARD: int = GR.DRAW_UPCARD_ACTION
DRAW_STOCK: int = GR.DRAW_STOCK_ACTION
PASS: int = GR.PASS_ACTION
KNOCK: int = GR.KNOCK_ACTION
MELD_BASE: int = GR.MELD_ACTION_BASE
OSPhase = GR.Phase

GAME = pyspiel.load_game("gin_rummy")  # defaults: knock card 10, gin 25, undercut 25
# A fresh state costs OpenSpiel 2.6 ms to build and 0.02 ms to copy: each replay copies this one.
_FRESH = GAME.new_initial_state()
UTILS = GR.GinRummyUtils(13, 4, 10)
INT_TO_MELD: dict[int, list[int]] = dict(UTILS.int_to_meld)  # the binding copies it per access
RULES = Rules()  # the defaults agree with OpenSpiel's: knock limit 10, gin 25, undercut 25
KNOCK_LIMIT = RULES.knock_limit

_SIMPLE: dict[Action, int] = {
    TakeDiscard(): DRAW_UPCARD,
    DrawStock(): DRAW_STOCK,
    PassUpcard(): PASS,
}

# Known differences (see docs/openspiel.md), as counted in Replay.notes.
THROW_BACK_OFFERED = "OpenSpiel offers discarding the card just taken"
THROW_BACK_KNOCK = "OpenSpiel offers the card just taken as the knock discard"
ELEVEN_CARD_SHORTCUT = "OpenSpiel misses a legal knock (its 11-card min_deadwood shortcut)"


def is_legal(deal: Deal, action: Action) -> bool:
    """Whether the deal takes ``action`` now: tried on a copy (a deal refuses an illegal action
    without changing, and the copy keeps a legal one from changing this deal)."""
    try:
        deal.copy().apply(action)
    except IllegalActionError:
        return False
    return True


def codes(cards: Sequence[Card]) -> str:
    return " ".join(c.code for c in cards)


def os_meld_actions(meld: Meld) -> list[int]:
    """OpenSpiel's actions laying one of our melds: its meld ids stop at five cards, so a longer
    run is laid as pieces of three (and a last piece of three to five)."""
    cards = [c.index for c in meld.cards]
    pieces: list[list[int]] = []
    while len(cards) > 5:
        pieces.append(cards[:3])
        cards = cards[3:]
    pieces.append(cards)
    return [MELD_BASE + UTILS.meld_to_int(piece) for piece in pieces]


def layoff_distance(lay: Layoff) -> int:
    """How far from its meld a laid-off card sits (1 = touching): OpenSpiel needs the near
    cards laid first, since it only offers a card that touches the meld or an earlier layoff."""
    if lay.meld.kind is MeldKind.SET:
        return 1
    low, high, rank = lay.meld.cards[0].rank, lay.meld.cards[-1].rank, lay.card.rank
    return low - rank if rank < low else rank - high


def least_defender_deadwood(state: Any) -> int:
    """OpenSpiel as an oracle for the defender's best answer: search every sequence of layoffs
    it offers, then its best melds (``min_deadwood`` is exact below 11 cards). Why: feeding it
    our layoffs only shows they are legal and scored alike, not that none better exists."""
    memo: dict[tuple[int, ...], int] = {}

    def search(node: Any) -> int:
        hand = tuple(sorted(node.hands()[node.current_player()]))
        if hand not in memo:
            best = UTILS.min_deadwood(list(hand)) if hand else 0
            if not node.finished_layoffs():  # after gin there is nothing to lay off
                for action in node.legal_actions():
                    if action < 52:
                        child = node.clone()
                        child.apply_action(action)
                        best = min(best, search(child))
            memo[hand] = best
        return memo[hand]

    return search(state)


def signed_points(outcome: DealOutcome) -> list[int]:
    """Our outcome as OpenSpiel's zero-sum returns for players 0 and 1."""
    points = [0, 0]
    if outcome.winner is not None:
        points[outcome.winner] = outcome.points
        points[1 - outcome.winner] = -outcome.points
    return points


class Replay:
    """One deal in both engines, kept in step."""

    def __init__(self, deck: Sequence[Card], label: str = "") -> None:
        self.deck = tuple(deck)
        self.label = label
        self.deal = Deal(RULES, 1, self.deck)
        self.state: Any = _FRESH.clone()
        self.stock_draws = 0
        self.upcard_draws = 0  # draw-phase upcard takes (OpenSpiel stops the deal at 50)
        self.notes: Counter[str] = Counter()  # known differences met
        self.seen: Counter[str] = Counter()  # showdown features exercised (coverage)
        self.decisions = 0
        # Our deal alternates the first 20 cards; OpenSpiel deals 10 to player 0, then 10 to 1.
        for card in (*self.deck[0:20:2], *self.deck[1:20:2], self.deck[20]):
            self.state.apply_action(card.index)

    # -- reporting ---------------------------------------------------------------------------

    def where(self) -> str:
        """Everything needed to reproduce the deal."""
        ours = ", ".join(f"{seat}:{action.notation}" for seat, action in self.deal.actions)
        return (
            f"\n  {self.label}\n  deck (Deal(Rules(), dealer=1, deck)): {codes(self.deck)}"
            f"\n  our actions: [{ours}]\n  OpenSpiel history: {self.state.history()}"
            f"\n  OpenSpiel state:{self.state}"
        )

    def check(self, condition: bool, what: str) -> None:
        if not condition:
            raise AssertionError(what + self.where())

    # -- stepping ----------------------------------------------------------------------------

    def _os_apply(self, action: int, what: str) -> None:
        legal = self.state.legal_actions()
        self.check(action in legal, f"OpenSpiel refuses {what} ({action}); it offers {legal}")
        self.state.apply_action(action)
        # A stock draw is a chance node: deal the card our stock gives next.
        while self.state.is_chance_node():
            self.state.apply_action(self.deck[21 + self.stock_draws].index)
            self.stock_draws += 1

    def ended(self) -> str | None:
        """None while both deals go on; else how this replay stopped (and checks it)."""
        deal, state = self.deal, self.state
        outcome = deal.outcome()
        if state.current_phase() == OSPhase.WALL:
            # OpenSpiel's wall comes where our stock rule ends the deal as a draw.
            self.check(
                outcome is not None
                and outcome.kind is OutcomeKind.DRAW
                and outcome.winner is None
                and outcome.points == 0
                and deal.stock_size == 2 == state.stock_size(),
                f"OpenSpiel reached the wall; our deal should be a draw, it is {outcome}",
            )
            return "draw"
        if state.is_terminal():
            # Only the anti-loop rule ends an OpenSpiel deal without a knock (we forbid the
            # throw-backs its other loop needs): 50 upcard draws, no score; ours plays on.
            self.check(
                self.upcard_draws == GR.MAX_NUM_DRAW_UPCARD_ACTIONS
                and list(state.returns()) == [0.0, 0.0]
                and not any(state.knocked()),
                f"OpenSpiel ended the deal early after {self.upcard_draws} upcard draws",
            )
            self.check(outcome is None, "our deal should play on past OpenSpiel's anti-loop stop")
            return "anti-loop"
        self.check(outcome is None, f"our deal ended ({outcome}) but OpenSpiel's goes on")
        return None

    def allowed(self) -> list[Action]:
        """Check both engines offer the same moves now; return ours that both allow."""
        deal, state = self.deal, self.state
        self.decisions += 1
        seat = deal.turn
        assert seat is not None
        self.check(state.current_player() == seat, f"OpenSpiel has player {state.current_player()}")
        hands = state.hands()
        for p in (0, 1):
            self.check(
                sorted(hands[p]) == [c.index for c in deal.hand(p)], f"seat {p}'s hand differs"
            )
            if len(hands[p]) == 10:  # OpenSpiel's 11-card value is a shortcut, not the truth
                self.check(
                    state.deadwood()[p] == min_deadwood(deal.hand_mask(p)),
                    f"seat {p}'s deadwood: OpenSpiel {state.deadwood()[p]}",
                )
        ours = deal.legal_actions()
        os_legal = set(state.legal_actions())
        phase = state.current_phase()
        if deal.phase is not Phase.DISCARD:
            expected_phase = {
                Phase.FIRST_UPCARD: OSPhase.FIRST_UPCARD,
                Phase.DRAW: OSPhase.FIRST_UPCARD if ours == (DrawStock(),) else OSPhase.DRAW,
            }[deal.phase]
            self.check(phase == expected_phase, f"phase {deal.phase} vs OpenSpiel's {phase}")
            self.check(
                {_SIMPLE[a] for a in ours} == os_legal,
                f"draw choices differ: ours {ours}, OpenSpiel {sorted(os_legal)}",
            )
            return list(ours)

        self.check(phase == OSPhase.DISCARD, f"we discard, OpenSpiel is in {phase}")
        hand = deal.hand_mask(seat)
        taken = deal.view_for(seat).just_taken
        ours_discards = {a.card.index for a in ours if isinstance(a, Discard)}
        os_discards = {a for a in os_legal if a < 52}
        if taken is not None:
            self.notes[THROW_BACK_OFFERED] += 1
            self.check(taken.index not in ours_discards, "we let the taken card be thrown back")
        self.check(
            os_discards == ours_discards | ({taken.index} if taken else set()),
            f"discards differ: ours {sorted(ours_discards)}, OpenSpiel {sorted(os_discards)}",
        )

        ends = {a.card.index: a for a in ours if isinstance(a, (Knock, Gin))}
        for index, action in ends.items():  # OpenSpiel's 10-card values: a knock, gin at 0
            left = UTILS.min_deadwood([c.index for c in deal.hand(seat) if c.index != index])
            self.check(
                left <= KNOCK_LIMIT and isinstance(action, Gin) == (left == 0),
                f"{action} vs OpenSpiel's deadwood {left} after that discard",
            )
        if KNOCK not in os_legal:
            if ends:
                # Its 11-card shortcut can overstate the deadwood (its own 10-card values, just
                # checked, agree with ours): a known flaw, so these knocks are not both-engine
                # moves.
                eleven = [c.index for c in deal.hand(seat)]
                self.check(
                    UTILS.min_deadwood(eleven) > KNOCK_LIMIT,
                    f"OpenSpiel offers no knock but we offer {list(ends.values())}",
                )
                self.notes[ELEVEN_CARD_SHORTCUT] += 1
            return [a for a in ours if not isinstance(a, (Knock, Gin))]
        probe = state.clone()
        probe.apply_action(KNOCK)
        os_knocks = set(probe.legal_actions())
        if taken is not None and taken.index in os_knocks:
            self.notes[THROW_BACK_KNOCK] += 1
            self.check(
                min_deadwood(hand & ~taken.mask) <= KNOCK_LIMIT,
                "OpenSpiel's knock discard of the taken card should leave a knocking hand",
            )
            os_knocks.discard(taken.index)
        self.check(
            set(ends) == os_knocks,
            f"knock discards differ: ours {sorted(ends)}, OpenSpiel {sorted(os_knocks)}",
        )
        return list(ours)

    def play(self, action: Action) -> str | None:
        """Apply one of our moves to both engines; how the deal ended if it did."""
        if isinstance(action, (Knock, Gin)):
            self.deal.apply(action)
            outcome = self.deal.outcome()
            assert outcome is not None and outcome.arrangements is not None
            self._os_apply(KNOCK, "the knock")
            self._os_apply(action.card.index, f"the knock discard {action.card.code}")
            assert outcome.knocker is not None
            if isinstance(action, Knock) and action.melds is not None:
                self.seen["knocks with a chosen arrangement"] += 1
            for meld in outcome.arrangements[outcome.knocker].melds:
                for meld_action in os_meld_actions(meld):
                    self._os_apply(meld_action, f"the knocker's meld [{meld}]")
            self._os_apply(PASS, "the knocker's pass after laying melds")
            if not (isinstance(action, Knock) and action.melds is not None):
                # The automatic arrangement: the least deadwood, as OpenSpiel counts it.
                self.check(
                    outcome.arrangements[outcome.knocker].deadwood
                    == UTILS.min_deadwood([c.index for c in self.deal.hand(outcome.knocker)]),
                    "our automatic knock arrangement is not the least deadwood",
                )
            return self.showdown()
        if isinstance(action, TakeDiscard) and self.deal.phase is Phase.DRAW:
            self.upcard_draws += 1
        self.deal.apply(action)
        if isinstance(action, Discard):
            self._os_apply(action.card.index, action.notation)
        else:
            self._os_apply(_SIMPLE[action], action.notation)
        return self.ended()

    def play_openspiel(self, os_action: int, bot: Any) -> str | None:
        """Apply OpenSpiel's move (``bot`` finishes a knock: discard, melds) to both engines.

        Returns "throw-back" if OpenSpiel's move discards the card just taken, which we forbid.
        """
        deal, seat = self.deal, self.deal.turn
        assert seat is not None
        taken = deal.view_for(seat).just_taken
        if os_action in (DRAW_UPCARD, DRAW_STOCK, PASS):
            action = next(a for a, i in _SIMPLE.items() if i == os_action)
            self.check(is_legal(deal, action), f"we refuse OpenSpiel's {action}")
            return self.play(action)
        if os_action < 52:
            card = CARDS[os_action]
            if card == taken:
                self.check(not is_legal(deal, Discard(card)), "we allow a throw-back")
                return "throw-back"
            self.check(is_legal(deal, Discard(card)), f"we refuse OpenSpiel's discard {card.code}")
            return self.play(Discard(card))
        self.check(os_action == KNOCK, f"unexpected OpenSpiel action {os_action}")
        self._os_apply(KNOCK, "the knock")
        discard = bot.step(self.state)
        card = CARDS[discard]
        if card == taken:
            self.check(not is_legal(deal, Knock(card)), "we allow a throw-back knock")
            return "throw-back"
        self._os_apply(discard, f"the knock discard {card.code}")
        melds: list[Meld] = []
        while (step := bot.step(self.state)) != PASS:
            melds.append(Meld(tuple(CARDS[i] for i in INT_TO_MELD[step - MELD_BASE])))
            self._os_apply(step, "the knocker's meld")
        self._os_apply(PASS, "the knocker's pass after laying melds")
        kept = deal.hand_mask(seat) & ~card.mask
        action = Gin(card) if min_deadwood(kept) == 0 else Knock(card, tuple(melds))
        self.check(is_legal(deal, action), f"we refuse OpenSpiel's {action}")
        deal.apply(action)
        return self.showdown()

    def showdown(self) -> str:
        """Lay the defender's side exactly as our engine chose it, then compare the scores."""
        state, outcome = self.state, self.deal.outcome()
        assert outcome is not None and outcome.arrangements is not None
        knocker = outcome.knocker
        assert knocker is not None
        defender = 1 - knocker
        self.check(
            state.current_phase() == OSPhase.LAYOFF and state.current_player() == defender,
            "OpenSpiel should wait for the defender now",
        )
        self.check(
            state.deadwood()[knocker] == outcome.arrangements[knocker].deadwood,
            f"knocker's laid deadwood: OpenSpiel {state.deadwood()[knocker]}, ours {outcome}",
        )
        # Ours may lay off more per run end than OpenSpiel offers, so ours can only be lower.
        best, kept = least_defender_deadwood(state), outcome.arrangements[defender].deadwood
        self.check(kept <= best, f"our defender keeps {kept}; OpenSpiel's moves reach {best}")
        if outcome.kind is OutcomeKind.GIN:
            self.check(outcome.layoffs == (), "no layoffs on gin")  # OpenSpiel skips that step
        else:
            for lay in sorted(outcome.layoffs, key=layoff_distance):
                if lay.card.index not in state.legal_actions():
                    # OpenSpiel offers at most two cards per run end.
                    self.check(
                        lay.meld.kind is MeldKind.RUN and layoff_distance(lay) >= 3,
                        f"OpenSpiel refuses our layoff {lay}",
                    )
                    return "layoff-gap"  # no score comparison for this deal
                self._os_apply(lay.card.index, f"the layoff {lay}")
                self.seen["layoffs"] += 1
                if layoff_distance(lay) == 2:
                    self.seen["second layoffs on a run end"] += 1
            self._os_apply(PASS, "the defender's pass after layoffs")
        self.check(kept == best, f"our defender keeps {kept}; OpenSpiel's moves reach {best}")
        for meld in (*outcome.arrangements[knocker].melds, *outcome.arrangements[defender].melds):
            if len(meld.cards) > 5:
                self.seen["runs longer than five, laid in pieces"] += 1
        for meld in outcome.arrangements[defender].melds:
            for meld_action in os_meld_actions(meld):
                self._os_apply(meld_action, f"the defender's meld [{meld}]")
        self._os_apply(PASS, "the defender's pass after laying melds")
        self.check(state.is_terminal(), "OpenSpiel's deal should be over")
        laid = [lay.card.index for lay in sorted(outcome.layoffs, key=layoff_distance)]
        self.check(list(state.layoffs()) == laid, f"layoffs: OpenSpiel {state.layoffs()}")
        deadwoods = list(state.deadwood())
        self.check(
            deadwoods == list(outcome.deadwoods or ()),
            f"final deadwood: OpenSpiel {deadwoods}, ours {outcome.deadwoods}",
        )
        returns = [int(r) for r in state.returns()]
        if deadwoods[0] == deadwoods[1] and outcome.kind is not OutcomeKind.GIN:
            # A tie: our undercut, OpenSpiel's 0-0.
            self.check(
                outcome.kind is OutcomeKind.UNDERCUT
                and outcome.winner == defender
                and outcome.points == RULES.undercut_bonus
                and returns == [0, 0],
                f"a tie: ours {outcome}, OpenSpiel {returns}",
            )
            return "tie"
        self.check(
            returns == signed_points(outcome),
            f"points: OpenSpiel {returns}, ours {signed_points(outcome)} ({outcome})",
        )
        return outcome.kind.value
