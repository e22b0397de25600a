"""The expert's parts (bot/engine/expert.py): the worlds it imagines hold only cards it has not
seen, and hands that explain what the opponent did (not having knocked above all); knocking now
is scored as the engine scores it; the same seed gives the same move; and it declines a knock a
patient opponent would undercut, and knocks when nothing can."""

from __future__ import annotations

import random

import pytest

from bot.engine import (
    Action,
    Deal,
    DrawStock,
    Game,
    GameContext,
    Knock,
    PassUpcard,
    PlayerView,
    Rules,
    Variant,
    simple_move,
)
from bot.engine.actions import Discard, Gin, TakeDiscard
from bot.engine.computer import Level, decide
from bot.engine.expert import (
    DEFAULT,
    Evidence,
    Turn,
    evidence,
    explained,
    opponent_styles,
    pile_taking,
    showdown,
    utility,
    worlds,
)
from bot.engine.melds import min_deadwood
from bot.engine.rules import Format
from tests.support.builders import card, cards, deal_at_discard, make_deal

STRICT = DEFAULT.__class__(missed=1e-12)  # a hand that could have knocked is never kept


def mask(text: str) -> int:
    return sum(c.mask for c in cards(text))


def played(seed: int, steps: int, rules: Rules | None = None) -> Deal:
    """A deal played ``steps`` moves by hard and normal (fewer if one would end it)."""
    deal = Deal.new(rules or Rules(), dealer=seed % 2, rng=random.Random(seed))
    rng = random.Random(seed)
    for _ in range(steps):
        seat = deal.turn
        assert seat is not None
        level = Level.HARD if seat == 0 else Level.NORMAL
        twin = deal.copy()
        twin.apply(decide(deal.view_for(seat), level, rng), seat)
        if twin.is_over:
            break
        deal = twin
    return deal


def the_patient_position() -> Deal:
    """Late in a deal: the expert (seat 0) may knock with 8; the opponent (who holds a deadwood
    of 1) has drawn ten low cards from the stock and thrown each at once, never knocking."""
    mine = "AS 2S 3S 5H 6H 7H TC JC QC 9D"
    theirs = "7S 8S 9S 4D 4C 4H JH QH KH AC"
    ours = ["KS", "QD", "JD", "KC", "QS", "JS", "TS", "TD", "TH", "KD"]
    their_draws = ["2H", "3D", "2C", "3C", "2D", "3H", "AH", "AD", "4S", "5C"]
    stock = [c for pair in zip(ours, their_draws, strict=True) for c in pair] + ["8C"]
    deal = make_deal(mine, theirs, "9H", " ".join(stock))
    deal.apply(PassUpcard())
    deal.apply(PassUpcard())
    for ours_, theirs_ in zip(ours, their_draws, strict=True):
        deal.apply(DrawStock())
        deal.apply(Discard(card(ours_)))
        deal.apply(DrawStock())
        deal.apply(Discard(card(theirs_)))
    deal.apply(DrawStock())  # the eight of clubs: throwing the nine of diamonds leaves 8
    return deal


# -- the worlds ---------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(12))
def test_the_worlds_hold_only_cards_the_expert_has_not_seen(seed: int) -> None:
    deal = played(seed, 4 + 3 * seed)
    seat = deal.turn
    assert seat is not None
    view = deal.view_for(seat)
    ev = evidence(view)
    other = 1 - seat
    stock = sum(c.mask for c in deal.deck[21:]) & ~sum(c.mask for _, c in _drawn(deal))
    # What it cannot place is exactly the opponent's cards it did not see them take, and the
    # stock: never its own cards, the pile's, or the cards the opponent showed.
    assert ev.unseen == (deal.hand_mask(other) & ~ev.their_known) | stock
    assert ev.their_known & ~deal.hand_mask(other) == 0
    assert ev.stock == deal.stock_size
    styles = opponent_styles(GameContext.lone(view, deal.rules), other, ev.limit)
    for world in worlds(ev, styles, random.Random(seed)):
        hand = world.hand
        assert hand.bit_count() == view.table.card_counts[other]
        assert hand & ev.their_known == ev.their_known
        assert not hand & (ev.mine | ev.pile)
        stock_mask = sum(world.stock)
        assert len(world.stock) == ev.stock and not stock_mask & hand
        assert (hand & ~ev.their_known) | stock_mask == ev.unseen


def _drawn(deal: Deal) -> list[tuple[int, object]]:
    """The cards drawn from the stock so far (the deck's 22nd card on), by whoever drew them."""
    count = sum(1 for _, a in deal.actions if isinstance(a, DrawStock))
    return [(0, c) for c in deal.deck[21 : 21 + count]]


def test_no_world_holds_a_hand_the_opponent_would_have_knocked_or_gone_gin_with() -> None:
    view = the_patient_position().view_for(0)
    ev = evidence(view)
    assert ev.their_turns == 10 and ev.limit == 10
    # An eager opponent: every hand that could knock (deadwood 10 or less) is ruled out.
    eager = worlds(ev, {10: 1.0}, random.Random(1), STRICT)
    assert min(min_deadwood(w.hand) for w in eager) > 10
    # Eager or waiting for gin: the hands that could knock are the patient one's only.
    mixed = worlds(ev, {10: 0.5, 0: 0.5}, random.Random(1), STRICT)
    assert all(min_deadwood(w.hand) > 0 for w in mixed)
    assert all(min_deadwood(w.hand) > w.threshold for w in mixed)
    low = [w for w in mixed if min_deadwood(w.hand) <= 10]
    assert low and all(w.threshold == 0 for w in low)
    # Its low throws, one after another, say its hand is low: most worlds could knock.
    assert len(low) > len(mixed) / 2


def test_a_hand_is_weighed_by_how_well_it_explains_the_last_throw_and_the_passes() -> None:
    turns = (Turn(0, 0, mask("2C"), True),)
    ev = Evidence(0, mask("2C"), mask("2C"), 0, 0, 10, 20, turns, 10, 1)
    # Throwing the two of clubs was the best throw from this hand and the two (regret 0)...
    melded = mask("7S 8S 9S 4D 4C 4H JH QH KH AC")
    # ...and a poor one from this: the king of diamonds was loose (9 points given away).
    loose = mask("7S 8S 9S 4D 4C 4H JH QH KD AC")
    good, _ = explained(melded, ev, (10,), random.Random(1))
    poor, _ = explained(loose, ev, (10,), random.Random(1))
    assert good == 0.0
    assert poor == pytest.approx(
        -DEFAULT.throw * (min_deadwood(loose) - min_deadwood(loose ^ mask("KD") | mask("2C")))
    )
    # A pile card they left that would have made them a meld counts against a hand.
    left = (Turn(0, mask("5H"), 0, False),)
    ev = Evidence(0, mask("5H"), mask("5H"), 0, 0, 10, 31, left, 10, 1)
    pair = mask("5S 5D 9C 2H 7D TS JD KC QC 3S")
    none = mask("6S 4D 9C 2H 7D TS JD KC QC 3S")
    assert (
        explained(pair, ev, (10,), random.Random(1))[0]
        < explained(none, ev, (10,), random.Random(1))[0]
    )


def patient_move(view: PlayerView, limit: int) -> Action:
    """The greedy player's move (bot.engine.simple_move), knocking only at ``limit`` or less."""
    hand = sum(c.mask for c in view.hand)
    legal = [
        a
        for a in view.legal_actions
        if not (isinstance(a, Knock) and min_deadwood(hand & ~a.card.mask) > limit)
    ]
    pile = view.table.discard_pile
    return simple_move(view.hand, legal, pile[-1] if pile else None)


def test_the_opponent_is_read_from_the_deals_they_played_before() -> None:
    """Against a member who waits for 4: a member who waits for 1 or less reads as patient
    after some deals (it was seen holding 2 to 10 without knocking), one who knocks as soon as
    it may as eager (it knocked with more than the patient thresholds)."""
    for limit in (1, 10):
        game = Game.new(Rules(target=1000), ("ann", "bob"), rng=random.Random(5))
        while len(game.history) < 12:
            player = game.turn
            assert player is not None
            view = game.view_for(player).hand
            assert view is not None
            game.apply(patient_move(view, limit if player == 1 else 4), player)
        styles = opponent_styles(game.context_for(0), 1, 10)
        assert sum(styles.values()) == pytest.approx(1.0)
        if limit == 10:
            assert styles[10] > 0.9
        else:
            assert styles[10] < DEFAULT.eager_prior / 5 and styles[0] + styles[1] > 0.5
        # Player 0's own deals say nothing of player 1's: read as the other member.
        assert opponent_styles(game.context_for(1), 0, 10) != styles


def drawing_move(view: PlayerView, takes: bool) -> Action:
    """The greedy player's move waiting for 4, but always taking the pile's top when it may
    (``takes``) or never (then drawing from the stock, or passing the first upcard)."""
    legal = view.legal_actions
    if takes and TakeDiscard() in legal:
        return TakeDiscard()
    if not takes and TakeDiscard() in legal:
        return DrawStock() if DrawStock() in legal else PassUpcard()
    return patient_move(view, 4)


def test_a_member_who_takes_from_the_pile_often_says_more_by_leaving_a_card() -> None:
    """What a card left on the pile says scales with how often the member takes from it, read
    from their draws in the game's earlier deals; the other member's draws say nothing."""
    factors = {}
    for takes in (True, False):
        game = Game.new(Rules(target=1000), ("ann", "bob"), rng=random.Random(8))
        while len(game.history) < 4:
            player = game.turn
            assert player is not None
            view = game.view_for(player).hand
            assert view is not None
            move = drawing_move(view, takes) if player == 1 else patient_move(view, 4)
            game.apply(move, player)
        context = game.context_for(0)
        view = game.view_for(0).hand
        assert view is not None
        factors[takes] = pile_taking(context, 1, evidence(view))
        if takes:  # ann, who takes only what lowers her deadwood, is read as herself
            assert pile_taking(context, 0, evidence(view)) < 1.5
    assert factors[True] == 2.0 and factors[False] == 0.5


# -- knocking now -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "rules", [Rules(), Rules.preset("20/10"), Rules(variant=Variant.OKLAHOMA)], ids=str
)
def test_knocking_now_is_scored_as_the_engine_scores_it(rules: Rules) -> None:
    compared = 0
    for seed in range(150):
        deal = Deal.new(rules, dealer=seed % 2, rng=random.Random(seed))
        rng = random.Random(seed)
        while not deal.is_over:
            seat = deal.turn
            assert seat is not None
            ends = [a for a in deal.legal_actions() if isinstance(a, (Knock, Gin))]
            if ends:
                for end in ends:
                    twin = deal.copy()
                    twin.apply(end, seat)
                    outcome = twin.outcome()
                    assert outcome is not None
                    points = outcome.points // outcome.multiplier
                    expected = points if outcome.winner == seat else -points
                    kept = deal.hand_mask(seat) & ~end.card.mask  # type: ignore[attr-defined]
                    exclude = sum(c.mask for c in twin.discard_pile)
                    assert showdown(kept, deal.hand_mask(1 - seat), rules, exclude) == expected
                    compared += 1
            deal.apply(decide(deal.view_for(seat), Level.NORMAL, rng), seat)
    assert compared > 200


# -- the decision -------------------------------------------------------------------------------


def test_the_same_seed_gives_the_same_move() -> None:
    deal = the_patient_position()
    view = deal.view_for(0)
    context = GameContext.lone(view, deal.rules)
    moves = {decide(view, Level.EXPERT, random.Random(7), context) for _ in range(3)}
    assert len(moves) == 1


def test_it_does_not_knock_into_a_patient_opponents_low_hand() -> None:
    deal = the_patient_position()
    view = deal.view_for(0)
    assert Knock(card("9D")) in view.legal_actions and view.table.stock_size == 10
    context = GameContext.lone(view, deal.rules)
    for seed in range(3):
        move = decide(view, Level.EXPERT, random.Random(seed), context)
        assert not isinstance(move, Knock), seed
    # (The real hand undercuts it: a deadwood of 1.)
    assert showdown(deal.hand_mask(0) & ~card("9D").mask, deal.hand_mask(1), deal.rules) < 0


def test_it_knocks_when_no_hand_can_undercut_it() -> None:
    deal = deal_at_discard(
        "AS 2S 3S 4H 4D 4C 7D 8D 9D 2C QC", "KS QS JH 9H 6C 6S 3H TC 8C AH", drawn="QC"
    )
    view = deal.view_for(0)
    context = GameContext.lone(view, deal.rules)
    assert decide(view, Level.EXPERT, random.Random(0), context) == Knock(card("QC"))


def test_near_the_target_a_sure_small_win_is_worth_more_than_points() -> None:
    """The chance of winning the game: at 95 to 50, any deal won by 5 or more wins the game (5
    points are as good as 30); at 0 to 0, 30 points are worth about 30 times one."""
    from bot.engine.game import Seating, SheetView

    def context(ours: int, theirs: int) -> GameContext:
        sheet = SheetView(((0,), (1,)), ((ours, theirs),), ((1, 1),), (False,), 3)
        return GameContext(0, Rules(), sheet, 3, 3, Seating(0, (0, 1), 1, 1), ())

    near = utility(context(95, 50))
    assert near(30) == near(5) > near(4)
    assert near(5) - near(4) > 2 * (near(4) - near(0))  # the point that reaches the target
    start = utility(context(0, 0))
    assert 15 < (start(30) - start(0)) / (start(1) - start(0)) < 45
    # Points elsewhere: a partnership's sheet scores the round.
    partners = GameContext(
        0, Rules(format=Format.PARTNERSHIP), context(0, 0).sheet, 1, 1, Seating(0, (0, 1), 1, 1), ()
    )
    assert utility(partners)(12) == 12
