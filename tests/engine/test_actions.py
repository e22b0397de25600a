import pytest

from bot.engine import (
    Action,
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
