"""A game to the target: dealer order, scoring, the end-of-game sheet, forfeits, records."""

import random
from typing import Any

import pytest

from bot.engine import (
    CorruptRecordError,
    DealerPolicy,
    Ending,
    Format,
    Game,
    GameOverError,
    Gin,
    Knock,
    NotYourTurnError,
    OutcomeKind,
    Rules,
    simple_game_move,
)
from tests.support.builders import make_deck

RUN = "AH 2H 3H 4H 5H 6H 7H 8H 9H TH"  # gin-ready
JUNK = "2C 4C 6C 8C TC 3D 5D 7D 9D JS"  # 64 deadwood, nothing to lay off
JUNK_DEADWOOD = 64


def non_dealer_gins() -> dict[str, Any]:
    deck = make_deck(RUN, JUNK, "KS", "QS")
    return {"deck": " ".join(c.code for c in deck), "actions": ["pass", "pass", "draw", "gin QS"]}


def dealer_gins() -> dict[str, Any]:
    deck = make_deck(JUNK, RUN, "JH")
    return {"deck": " ".join(c.code for c in deck), "actions": ["pass", "take", "gin AH"]}


def drawn_deal() -> dict[str, Any]:
    deck = make_deck(JUNK, "AS 3S 5S 7S 9S JS KC QC 2D 4D".replace("JS", "JD"), "KD")
    actions = ["pass", "pass"]
    for i in range(29):
        actions += ["draw", f"discard {deck[21 + i].code}"]
    return {"deck": " ".join(c.code for c in deck), "actions": actions}


def unplayed() -> dict[str, Any]:
    deck = make_deck(JUNK, RUN, "KS")
    return {"deck": " ".join(c.code for c in deck), "actions": []}


def sheet(outcome: Any, field: str) -> tuple[int, ...]:
    """One line of the final sheet, by side: points, boxes, box_points, grand_total..."""
    return tuple(getattr(s, field) for s in outcome.standings)


def record(rules: Rules, deals: list[tuple[int, dict[str, Any]]], cut: str = "2C KS") -> dict:
    """A two-player record as the first release wrote them (schema 1): still loads."""
    return {
        "schema": 1,
        "type": "game",
        "rules": rules.to_dict(),
        "players": ["ann", "bob"],
        "cuts": [cut],
        "deals": [{"dealer": dealer, **deal} for dealer, deal in deals],
        "forfeit": None,
    }


def test_hands_add_up_and_the_winner_deals_next() -> None:
    # ann (player 0) cut the 2 and deals first; bob wins, deals, loses, then wins again.
    game = Game.from_dict(
        record(Rules(), [(0, non_dealer_gins()), (1, non_dealer_gins()), (0, non_dealer_gins())])
    )
    assert [h.winner for h in game.history] == [1, 0, 1]
    assert [h.dealer for h in game.history] == [0, 1, 0]
    outcome = game.outcome()
    assert outcome is not None and outcome.ending is Ending.TARGET and outcome.winners == (1,)
    points = 25 + JUNK_DEADWOOD
    assert sheet(outcome, "points") == (points, 2 * points)
    assert sheet(outcome, "boxes") == (1, 2) and sheet(outcome, "box_points") == (25, 50)
    assert sheet(outcome, "game_bonus") == (0, 100) and not outcome.shutout
    assert sheet(outcome, "grand_total") == (points + 25, 2 * points + 50 + 100)
    assert sheet(outcome, "place") == (2, 1)


def test_shutout_doubles_the_winners_grand_total() -> None:
    game = Game.from_dict(record(Rules(), [(0, non_dealer_gins()), (1, dealer_gins())]))
    outcome = game.outcome()
    assert outcome is not None and outcome.shutout and outcome.winners == (1,)
    assert sheet(outcome, "grand_total") == (0, (2 * (25 + JUNK_DEADWOOD) + 2 * 25 + 100) * 2)
    no_shutout = Game.from_dict(
        record(Rules(shutout=False), [(0, non_dealer_gins()), (1, dealer_gins())])
    )
    assert sheet(no_shutout.outcome(), "grand_total") == (0, 2 * 89 + 50 + 100)


def test_box_bonus_follows_the_rules() -> None:
    rules = Rules.preset("20/10")
    game = Game.from_dict(
        record(rules, [(0, non_dealer_gins()), (1, non_dealer_gins()), (0, non_dealer_gins())])
    )
    outcome = game.outcome()
    assert outcome is not None and sheet(outcome, "box_points") == (20, 40)
    assert sheet(outcome, "points") == (20 + 64, 2 * (20 + 64))


def test_alternate_dealer_policy() -> None:
    rules = Rules(dealer=DealerPolicy.ALTERNATE)
    game = Game.from_dict(record(rules, [(0, non_dealer_gins()), (1, dealer_gins())]))
    assert [h.dealer for h in game.history] == [0, 1]
    wrong = record(rules, [(0, non_dealer_gins()), (0, non_dealer_gins())])
    with pytest.raises(CorruptRecordError, match="deal 2 is dealt by 0"):
        Game.from_dict(wrong)


def test_a_drawn_deal_scores_nothing_and_the_same_dealer_deals_again() -> None:
    game = Game.from_dict(
        record(
            Rules(),
            [(0, drawn_deal()), (0, non_dealer_gins()), (1, non_dealer_gins()), (0, unplayed())],
        )
    )
    assert [h.kind for h in game.history[:1]] == [OutcomeKind.DRAW]
    assert game.history[0].points == 0 and game.history[0].winner is None
    assert [h.dealer for h in game.history] == [0, 0, 1]
    assert game.scores == (89, 89) and game.deal.dealer == 0 and not game.is_over


def test_the_cut_lower_card_deals_and_ties_cut_again() -> None:
    first = Game.from_dict(record(Rules(), [(1, non_dealer_gins()), (0, unplayed())], cut="KS 2C"))
    assert first.deals[0].dealer == 1
    tied = record(Rules(), [(0, non_dealer_gins()), (1, unplayed())])
    tied["cuts"] = ["7S 7H", "2C KS"]
    assert Game.from_dict(tied).cuts[0][0].code == "7S"
    tied["cuts"] = ["7S 7H"]
    with pytest.raises(CorruptRecordError, match="cut"):
        Game.from_dict(tied)
    for seed in range(30):
        game = Game.new(Rules(), ("a", "b"), random.Random(seed))
        *ties, last = game.cuts
        assert all(a.rank == b.rank for a, b in ties) and last[0].rank != last[1].rank
        assert game.deal.dealer == (0 if last[0].rank < last[1].rank else 1)


def test_resign_forfeits_and_survives_a_round_trip() -> None:
    game = Game.new(Rules(), ("ann", "bob"), random.Random(2))
    outcome = game.resign(0, "timeout")
    assert outcome.ending is Ending.FORFEIT and outcome.winners == (1,)
    assert sheet(outcome, "place") == (2, 1)
    assert outcome.forfeited_by == 0 and outcome.reason == "timeout"
    with pytest.raises(GameOverError):
        game.apply(game.deal.legal_actions()[0])
    with pytest.raises(GameOverError):
        game.resign(1)
    loaded = Game.from_json(game.to_json())
    assert loaded.outcome() == outcome and loaded.turn is None


def test_play_a_whole_game_and_reload_it_at_every_deal() -> None:
    rng = random.Random(8)
    game = Game.new(Rules(), ("ann", "bob"), rng)
    while not game.is_over:
        player = game.turn
        assert player is not None
        with pytest.raises(NotYourTurnError):
            game.apply(game.deal.legal_actions()[0], 1 - player)
        actions = game.deal.legal_actions()
        ends = [a for a in actions if isinstance(a, (Knock, Gin))]
        finished = game.apply(rng.choice(ends or actions), player)
        if finished is not None:
            reloaded = Game.from_json(game.to_json())
            assert reloaded.to_dict() == game.to_dict()
            assert reloaded.scores == game.scores and reloaded.history == game.history
    outcome = game.outcome()
    assert outcome is not None
    assert list(sheet(outcome, "points")) == [
        sum(h.points for h in game.history if h.winner == p) for p in (0, 1)
    ]
    assert max(sheet(outcome, "points")) >= 100


def test_views_show_own_hand_and_scores_only() -> None:
    game = Game.new(Rules(), ("ann", "bob"), random.Random(3))
    mine, public = game.view_for(0), game.public_view()
    assert mine.hand is not None and mine.hand.hand == game.deal.hand(0)
    assert public.hand is None and public.scores == (0, 0)
    hidden = set(game.deal.hand(0)) | set(game.deal.hand(1)) | set(game.deal.deck[21:])
    assert not [c for c in hidden if repr(c) in repr(public)]


def test_corrupt_game_records_are_refused_whole() -> None:
    good = record(Rules(), [(0, non_dealer_gins()), (1, non_dealer_gins()), (0, non_dealer_gins())])
    Game.from_dict(good)
    cases: list[Any] = [
        "{",
        {**good, "schema": 3},
        {**good, "type": "deal"},
        {**good, "players": ["ann"]},
        {**good, "players": ["ann", "ann"]},
        {**good, "rules": {"target": "lots"}},
        {**good, "deals": []},
        {**good, "deals": good["deals"] + [good["deals"][0]]},  # after the end
        {**good, "deals": good["deals"][:1]},  # stops between deals
        {**good, "deals": [{**good["deals"][0], "actions": ["pass"]}, good["deals"][1]]},
        {**good, "deals": [{**good["deals"][0], "deck": "AS KS"}]},
        {**good, "forfeit": {"player": 5}},
    ]
    for case in cases:
        with pytest.raises(CorruptRecordError):
            Game.from_json(case) if isinstance(case, str) else Game.from_dict(case)


@pytest.mark.parametrize("fmt", list(Format))
def test_views_follow_every_change_of_the_game(fmt: Format) -> None:
    """Views are kept per state: one read before a move (or a resignation, or by a copy's
    owner) is never what the game shows after it."""
    game = Game.new(Rules(format=fmt), [str(p) for p in range(fmt.players)], random.Random(5))
    readers = [None, *range(fmt.players)]
    for _ in range(60):
        before = {p: game.view_for(p) for p in readers}
        twin = game.copy()
        player = game.to_act()[0]
        game.apply(simple_game_move(game, player), player)
        fresh = Game.from_json(game.to_json())
        assert all(game.view_for(p) == fresh.view_for(p) for p in readers)
        assert all(twin.view_for(p) == before[p] for p in readers)
    game.resign(0)
    assert game.public_view().outcome is not None
    assert game.public_view() == Game.from_json(game.to_json()).public_view()
