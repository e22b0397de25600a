"""One deal: the flow of play, every rule, the end of a deal and its points."""

import random
from dataclasses import replace

import pytest

from bot.engine import (
    BigGin,
    CorruptRecordError,
    Deal,
    Discard,
    DrawStock,
    Gin,
    IllegalActionError,
    Knock,
    Meld,
    NotYourTurnError,
    OklahomaAce,
    OutcomeKind,
    PassUpcard,
    Phase,
    Rules,
    TakeDiscard,
    Variant,
)
from tests.support.builders import card, cards, deal_at_discard, make_deal, make_deck

# Seat 0 is the non-dealer in these deals (the dealer is seat 1).
LOW = "AS 2S 3S 7H 7D 7C KD QD JD 5C"  # melds AS-2S-3S, three 7s, J-Q-K of diamonds; deadwood 5
JUNK = "2H 4H 6H 8H TH 3C 9C JC KC 6S"  # no meld, nothing to lay off on LOW
JUNK2 = "2C 4C 6C 8C TC 3D 5D 7D 9D JS"


def test_deal_hands_upcard_and_stock() -> None:
    deal = make_deal(LOW, JUNK, "9D", "8S")
    assert deal.hand(0) == tuple(sorted(cards(LOW)))
    assert deal.hand(1) == tuple(sorted(cards(JUNK)))
    assert deal.upcard == card("9D") and deal.discard_pile == (card("9D"),)
    assert deal.stock_size == 31
    assert (deal.phase, deal.turn) == (Phase.FIRST_UPCARD, 0)


def test_first_draw_order_non_dealer_then_dealer_then_stock() -> None:
    deal = make_deal(LOW, JUNK, "9D", "8S")
    assert deal.legal_actions() == (TakeDiscard(), PassUpcard())
    deal.apply(PassUpcard())
    assert deal.turn == 1 and deal.legal_actions() == (TakeDiscard(), PassUpcard())
    deal.apply(PassUpcard())
    # Both refused: the non-dealer must draw from the stock.
    assert deal.turn == 0 and deal.legal_actions() == (DrawStock(),)
    with pytest.raises(IllegalActionError, match="from the stock"):
        deal.apply(TakeDiscard())
    deal.apply(DrawStock())
    assert card("8S") in deal.hand(0) and deal.phase is Phase.DISCARD
    deal.apply(Discard(card("8S")))
    assert deal.turn == 1 and deal.legal_actions() == (DrawStock(), TakeDiscard())


def test_dealer_may_take_the_refused_upcard() -> None:
    deal = make_deal(LOW, JUNK, "9D", "8S")
    deal.apply(PassUpcard())
    deal.apply(TakeDiscard(), seat=1)
    assert card("9D") in deal.hand(1) and deal.phase is Phase.DISCARD and deal.turn == 1
    deal.apply(Discard(card("KC")))
    assert deal.turn == 0 and deal.phase is Phase.DRAW
    assert deal.public_view().taken_from_pile == ((), (card("9D"),))


def test_taking_the_discard_then_trying_to_throw_it_back() -> None:
    deal = make_deal(LOW, JUNK, "9D", "8S")
    deal.apply(TakeDiscard())
    before = deal.to_dict(), deal.hand(0)
    for action in (Discard(card("9D")), Knock(card("9D")), Gin(card("9D"))):
        assert action not in deal.legal_actions()
        with pytest.raises(IllegalActionError, match="just taken from the discard pile"):
            deal.apply(action)
    assert (deal.to_dict(), deal.hand(0)) == before
    assert deal.view_for(0).just_taken == card("9D")


def test_a_players_view_names_the_card_just_drawn_from_the_stock_or_the_pile() -> None:
    deal = make_deal(LOW, JUNK, "9D", "8S")
    deal.apply(PassUpcard())
    deal.apply(PassUpcard())
    assert deal.view_for(0).just_drawn is None  # to draw: nothing drawn yet
    deal.apply(DrawStock())
    mine, theirs = deal.view_for(0), deal.view_for(1)
    assert (mine.just_drawn, mine.just_taken) == (card("8S"), None)  # only the drawer knows
    assert theirs.just_drawn is None
    deal.apply(Discard(card("5C")))
    assert deal.view_for(0).just_drawn is None
    deal.apply(TakeDiscard())  # the 5C, from the pile
    assert (deal.view_for(1).just_drawn, deal.view_for(1).just_taken) == (card("5C"), card("5C"))
    # A deal read back from its record knows it too (its moves are replayed).
    assert Deal.from_json(deal.to_json()).view_for(1).just_drawn == card("5C")


def test_taking_the_discard_and_then_knocking() -> None:
    gin = make_deal(LOW, JUNK, "TD", "8S")  # TD makes T-J-Q-K of diamonds
    gin.apply(TakeDiscard())
    assert Gin(card("5C")) in gin.legal_actions()
    assert Knock(card("5C")) not in gin.legal_actions()  # no deadwood left: that is gin
    deal = make_deal(LOW, JUNK, "4C", "8S")
    deal.apply(TakeDiscard())
    deal.apply(Knock(card("5C")))  # keeps 4C: deadwood 4
    outcome = deal.outcome()
    assert outcome is not None and outcome.kind is OutcomeKind.KNOCK and outcome.knocker == 0
    assert outcome.deadwoods == (4, sum(c.value for c in cards(JUNK)))
    assert outcome.points == outcome.deadwoods[1] - 4 and outcome.winner == 0


def test_the_eleven_card_hand_that_knocks_with_ten_by_throwing_8s() -> None:
    deal = deal_at_discard(
        "AS 8S 6C AD 6D 7D 8D 2H 6H 7H 8H", "2C 3C 9C JC KC 4S TS QS 9H TH", "8S"
    )
    assert Knock(card("8S")) in deal.legal_actions()
    assert [a for a in deal.legal_actions() if isinstance(a, Knock)] == [Knock(card("8S"))]
    deal.apply(Knock(card("8S")))
    outcome = deal.outcome()
    assert outcome is not None and outcome.deadwoods is not None
    assert outcome.deadwoods[0] == 10


def test_knock_over_the_limit_is_refused_and_changes_nothing() -> None:
    deal = deal_at_discard(JUNK + " 5S", LOW, "5S")
    before = deal.to_dict()
    with pytest.raises(IllegalActionError, match="knock limit is 10"):
        deal.apply(Knock(card("KC")))
    with pytest.raises(IllegalActionError, match="gin needs 0"):
        deal.apply(Gin(card("KC")))
    with pytest.raises(IllegalActionError, match="not in your hand"):
        deal.apply(Discard(card("KS")))
    with pytest.raises(IllegalActionError, match="drawn already"):
        deal.apply(DrawStock())
    with pytest.raises(NotYourTurnError):
        deal.apply(Discard(card("5S")), seat=1)
    assert deal.to_dict() == before


def test_a_tie_is_an_undercut() -> None:
    knocker = "AS 2S 3S 7H 7D 7C KD QD JD 5C 9H"  # throws 9H: deadwood 5
    defender = "4C 4D 4H 8C 8D 8H TS TH TC 5D"  # deadwood 5
    deal = deal_at_discard(knocker, defender, "9H")
    deal.apply(Knock(card("9H")))
    outcome = deal.outcome()
    assert outcome is not None and outcome.kind is OutcomeKind.UNDERCUT
    assert outcome.winner == 1 and outcome.points == 25 and outcome.deadwoods == (5, 5)


def test_undercut_scores_bonus_plus_difference() -> None:
    deal = deal_at_discard(
        "AS 2S 3S 7H 7D 7C KD QD JD 9C 9H", "4C 4D 4H 8C 8D 8H TS TH TC AD", "9H"
    )
    deal.apply(Knock(card("9H")))
    outcome = deal.outcome()
    assert outcome is not None and outcome.kind is OutcomeKind.UNDERCUT
    assert outcome.points == 25 + 9 - 1


def test_defender_lays_off_and_undercuts_by_breaking_a_run() -> None:
    knocker = "4H 5H 6H KS KC KD QS QC QD 3C 8S"
    defender = "7H 8H 9H 9S 9C 2S 2C 2D AS AD"
    deal = deal_at_discard(knocker, defender, "8S")
    deal.apply(Knock(card("8S")))
    outcome = deal.outcome()
    assert outcome is not None and outcome.kind is OutcomeKind.UNDERCUT
    assert sorted(lay.card.code for lay in outcome.layoffs) == ["7H", "8H"]
    assert outcome.points == 25 + 3 - 2


def test_gin_allows_no_layoffs_and_scores_bonus_plus_deadwood() -> None:
    ginner = "4H 5H 6H KS KC KD QS QC QD 3H 8S"  # 3H-4H-5H-6H: gin throwing 8S
    defender = "7H 8H 9H 2S 2C 2D TS AS AD 3S"  # 7H would lay off on a knock
    deal = deal_at_discard(ginner, defender, "8S")
    assert Gin(card("8S")) in deal.legal_actions() and Knock(card("8S")) not in deal.legal_actions()
    deal.apply(Gin(card("8S")))
    outcome = deal.outcome()
    assert outcome is not None and outcome.kind is OutcomeKind.GIN and outcome.layoffs == ()
    assert outcome.points == 25 + 10 + 1 + 1 + 3


def test_big_gin_only_when_enabled() -> None:
    eleven = "3H 4H 5H 6H 7H KS KC KD QS QC QD"
    off = deal_at_discard(eleven, JUNK2, "3H")
    assert BigGin() not in off.legal_actions()
    with pytest.raises(IllegalActionError, match="big gin is not played"):
        off.apply(BigGin())
    assert Gin(card("7H")) in off.legal_actions()  # still discards and scores gin
    on = deal_at_discard(eleven, JUNK2, "3H", rules=Rules(big_gin_bonus=31))
    on.apply(BigGin())
    outcome = on.outcome()
    assert outcome is not None and outcome.kind is OutcomeKind.BIG_GIN
    assert outcome.points == 31 + sum(c.value for c in cards(JUNK2))
    assert outcome.discard is None and len(outcome.arrangements[0].cards) == 11  # type: ignore[index]


def test_straight_gin_never_knocks() -> None:
    deal = deal_at_discard(
        "AS 2S 3S 7H 7D 7C KD QD JD 5C 9H", JUNK, "9H", rules=Rules(variant=Variant.STRAIGHT)
    )
    assert not any(isinstance(a, Knock) for a in deal.legal_actions())
    with pytest.raises(IllegalActionError, match="Straight gin"):
        deal.apply(Knock(card("9H")))
    assert deal.public_view().knock_limit is None


def test_oklahoma_ace_upcard_sets_the_limit_to_one_or_gin_only() -> None:
    eleven = "AS 2S 3S 7H 7D 7C KD QD JD AC 9H"  # throwing 9H leaves AC: deadwood 1
    rules = Rules(variant=Variant.OKLAHOMA)
    one = deal_at_discard(eleven, JUNK, "9H", upcard="AH", rules=rules)
    assert one.knock_limit == 1 and Knock(card("9H")) in one.legal_actions()
    gin_only = deal_at_discard(
        eleven, JUNK, "9H", upcard="AH", rules=replace(rules, oklahoma_ace=OklahomaAce.GIN_ONLY)
    )
    assert gin_only.knock_limit == 0 and Knock(card("9H")) not in gin_only.legal_actions()
    with pytest.raises(IllegalActionError, match="gin only"):
        gin_only.apply(Knock(card("9H")))


def test_oklahoma_spade_upcard_doubles_the_hand() -> None:
    rules = Rules(variant=Variant.OKLAHOMA)
    deal = deal_at_discard("AS 2S 3S 7H 7D 7C KD QD JD 5C 9H", JUNK, "9H", upcard="8S", rules=rules)
    assert deal.knock_limit == 8 and deal.multiplier == 2
    deal.apply(Knock(card("9H")))
    outcome = deal.outcome()
    assert outcome is not None and outcome.multiplier == 2
    assert outcome.points == 2 * (sum(c.value for c in cards(JUNK)) - 5)
    heart = deal_at_discard(
        "AS 2S 3S 7H 7D 7C KD QD JD 5C 9H", JUNK, "9H", upcard="4D", rules=rules
    )
    assert heart.knock_limit == 4 and heart.multiplier == 1
    assert Knock(card("9H")) not in heart.legal_actions()  # 5 deadwood > 4


def test_knocker_may_pick_another_legal_arrangement() -> None:
    eleven = "7S 8S 9S 7C 8C 9C 7D 8D 9D KH 2C"
    deal = deal_at_discard(eleven, "6S TS 6C TC 2D 3D 4D QH QS 5H", "2C", upcard="JH")
    options = deal.knock_options(card("KH"))
    assert {m.kind.value for m in options[0].melds} == {"set"}
    runs = next(a for a in options if {m.kind.value for m in a.melds} == {"run"})
    deal.apply(Knock(card("KH"), runs.melds))
    outcome = deal.outcome()
    assert outcome is not None and outcome.arrangements is not None
    assert outcome.arrangements[0].melds == runs.melds
    assert sorted(lay.card.code for lay in outcome.layoffs) == ["6C", "6S", "TC", "TS"]


def test_a_made_up_knock_arrangement_is_refused() -> None:
    deal = deal_at_discard("AS 2S 3S 7H 7D 7C KD QD JD 5C 9H", JUNK, "9H")
    before = deal.to_dict()
    with pytest.raises(IllegalActionError, match="would not be holding"):
        deal.apply(Knock(card("9H"), (Meld.parse("8S 9S TS"),)))
    with pytest.raises(IllegalActionError, match="knock limit"):
        deal.apply(Knock(card("9H"), (Meld.parse("AS 2S 3S"),)))
    assert deal.to_dict() == before


def test_stock_runs_out_the_deal_is_a_draw() -> None:
    deal = make_deal(JUNK, JUNK2, "KS")
    deal.apply(PassUpcard())
    deal.apply(PassUpcard())
    draws = 0
    while not deal.is_over:
        seat = deal.turn
        assert seat is not None
        before = set(deal.hand(seat))
        deal.apply(DrawStock())
        (drawn,) = set(deal.hand(seat)) - before
        deal.apply(Discard(drawn))
        draws += 1
    outcome = deal.outcome()
    assert outcome is not None and outcome.kind is OutcomeKind.DRAW
    assert outcome.points == 0 and outcome.winner is None and outcome.arrangements is None
    assert deal.stock_size == 2 and draws == 29  # 31 cards in the stock at the start
    assert deal.view_for(0).table.outcome == outcome


def test_views_hold_only_what_a_seat_may_know() -> None:
    deal = make_deal(LOW, JUNK, "9D", "8S")
    deal.apply(PassUpcard())
    deal.apply(TakeDiscard())
    deal.apply(Discard(card("KC")))
    mine, theirs, public = deal.view_for(0), deal.view_for(1), deal.public_view()
    assert mine.hand == deal.hand(0) and theirs.hand == deal.hand(1)
    assert mine.legal_actions == (DrawStock(), TakeDiscard()) and theirs.legal_actions == ()
    assert mine.opponent_card_count == 10 and mine.opponent_took == (card("9D"),)
    assert not hasattr(public, "hand")
    text = repr(public)
    hidden = (set(deal.hand(0)) | set(deal.hand(1)) | set(deal.deck[21:])) - {card("9D")}
    assert not [c for c in hidden if repr(c) in text]
    assert not [c for c in set(deal.hand(1)) - {card("9D")} if repr(c) in repr(mine)]


def test_record_round_trip_and_corrupt_records() -> None:
    rng = random.Random(11)
    deal = Deal.new(Rules(), 0, rng)
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    loaded = Deal.from_json(deal.to_json())
    assert loaded.to_dict() == deal.to_dict() and loaded.outcome() == deal.outcome()
    good = deal.to_dict()
    broken = [
        "not json",
        "[]",
        {**good, "schema": 99},
        {**good, "type": "game"},
        {**good, "deck": good["deck"].replace("AS", "AH", 1)},
        {**good, "deck": good["deck"] + " 2C"},
        {**good, "dealer": 2},
        {**good, "rules": {**good["rules"], "knock_limit": 12}},
        {**good, "actions": [*good["actions"], "draw"]},
        {**good, "actions": ["discard QQ"]},
        {**good, "actions": "draw"},
    ]
    for record in broken:
        with pytest.raises(CorruptRecordError):
            Deal.from_json(record) if isinstance(record, str) else Deal.from_dict(record)


def test_a_deal_built_from_a_deck_deals_it_exactly() -> None:
    deck = make_deck(LOW, JUNK, "9D", "8S")
    assert Deal(Rules(), 1, deck).deck == tuple(deck)
    with pytest.raises(ValueError, match="52 cards"):
        Deal(Rules(), 1, deck[:-1])
