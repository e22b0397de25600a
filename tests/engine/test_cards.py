import pickle
import random

import pytest

from bot.engine import Card, InvalidCardError, Rank, Suit, parse_cards, shuffled_deck
from bot.engine.cards import CARDS, cards_from_mask, format_cards, mask_of


def test_every_spelling_of_the_seven_of_hearts() -> None:
    for text in ("7H", "7h", "7♥", "7♡"):
        assert Card.parse(text) == Card(Rank.SEVEN, Suit.HEARTS)


def test_ten_is_written_t_or_10_and_aces_are_a() -> None:
    assert parse_cards("TH 10S, AS") == (
        Card(10, Suit.HEARTS),
        Card(10, Suit.SPADES),
        Card(1, Suit.SPADES),
    )


@pytest.mark.parametrize("bad", ["1H", "7X", "11C", "H7", "7", "", "🂡", "10"])
def test_a_bad_token_is_named(bad: str) -> None:
    with pytest.raises(InvalidCardError) as err:
        parse_cards(f"AS {bad} KD") if bad else Card.parse(bad)
    assert repr(bad) in str(err.value)


def test_a_repeated_card_is_refused() -> None:
    with pytest.raises(InvalidCardError, match="second time"):
        parse_cards("7H 2C 7h")


def test_values_and_canonical_and_pretty_forms() -> None:
    assert [c.value for c in parse_cards("AS 2S 9S TS JS QS KS")] == [1, 2, 9, 10, 10, 10, 10]
    queen = Card.parse("qd")
    assert (queen.code, str(queen), repr(queen)) == ("QD", "Q♦", "Card.parse('QD')")
    assert eval(repr(queen)) == queen
    assert format_cards(parse_cards("AS TD"), pretty=True) == "A♠ 10♦"
    ten = Card.parse("10h")
    assert (ten.code, str(ten), ten.spoken, ten.suit.red) == ("TH", "10♥", "ten of hearts", True)
    assert not Card.parse("KS").suit.red and Card.parse("AC").spoken == "ace of clubs"


def test_index_matches_openspiel_and_masks_round_trip() -> None:
    assert Card.parse("AS").index == 0 and Card.parse("KH").index == 51
    assert Card.parse("AC").index == 13
    assert [c.index for c in CARDS] == list(range(52))
    hand = parse_cards("KH 2C AS")
    assert cards_from_mask(mask_of(hand)) == tuple(sorted(hand))


def test_cards_are_hashable_and_sorted_suit_by_suit() -> None:
    assert len({Card.parse("7H"), Card.parse("7h")}) == 1
    assert sorted(parse_cards("2H AS KS 3C")) == list(parse_cards("AS KS 3C 2H"))


def test_shuffles_hold_the_whole_deck_and_seed_repeats() -> None:
    one, two = shuffled_deck(random.Random(4)), shuffled_deck(random.Random(4))
    assert one == two and sorted(one) == list(CARDS)
    assert shuffled_deck() != shuffled_deck()  # the system RNG: 1 in 52! to collide


def test_a_card_crosses_to_another_process_small_and_as_itself() -> None:
    # Views and pictures' scenes are pickled to worker processes with every computer move and
    # picture: a card goes by its index and comes back as the very same object.
    for card in CARDS:
        data = pickle.dumps(card)
        assert pickle.loads(data) is card and len(data) < 60
