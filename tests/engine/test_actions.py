import pickle

import pytest

from bot.engine import (
    Action,
    Arrangement,
    BigGin,
    Card,
    Discard,
    DrawStock,
    Gin,
    InvalidActionError,
    Knock,
    Meld,
    PassUpcard,
    TakeDiscard,
    best_melds,
    parse_cards,
)

ALL = [
    DrawStock(),
    TakeDiscard(),
    PassUpcard(),
    BigGin(),
    Discard(Card.parse("7H")),
    Gin(Card.parse("TS")),
    Knock(Card.parse("AD")),
    Knock(Card.parse("AD"), (Meld.parse("8C 8D 8H"), Meld.parse("AS 2S 3S"))),
]


@pytest.mark.parametrize("action", ALL, ids=str)
def test_notation_and_repr_round_trip(action: Action) -> None:
    assert Action.parse(action.notation) == action
    assert eval(repr(action)) == action


def test_actions_are_hashable_values() -> None:
    assert len(set([*ALL, Discard(Card.parse("7h"))])) == len(ALL)
    assert Knock(Card.parse("AD"), (Meld.parse("AS 2S 3S"), Meld.parse("8C 8D 8H"))) == ALL[-1]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "fold",
        "discard",
        "discard 7H 8H",
        "gin ZZ",
        "knock 7H AS 2S 3S",
        "knock 7H [AS 2S 4S]",
        "draw 7H",
    ],
)
def test_bad_notation_names_the_input(text: str) -> None:
    with pytest.raises(InvalidActionError):
        Action.parse(text)


@pytest.mark.parametrize("action", ALL, ids=str)
def test_actions_pickle_as_themselves_and_read_moves_are_the_engines_own(action: Action) -> None:
    again = pickle.loads(pickle.dumps(action))
    assert again == action
    parsed = Action.parse(action.notation)
    if not getattr(action, "melds", None):  # one instance per card: a history holds it once
        assert parsed is Action.parse(action.notation) is again


def test_a_showdown_pickles_small_and_whole() -> None:
    arrangement = Arrangement(
        (Meld.parse("8C 8D 8H"), Meld.parse("AS 2S 3S")), parse_cards("KD 4H")
    )  # its melds in an order of its own: kept
    again = pickle.loads(pickle.dumps(arrangement))
    assert again == arrangement and again.melds == arrangement.melds
    assert again.deadwood == 14 and again.unmatched == arrangement.unmatched
    assert pickle.loads(pickle.dumps(best_melds(parse_cards("7S 8S 9S TS 2C")))).deadwood == 2
    assert len(pickle.dumps(arrangement)) < 120
