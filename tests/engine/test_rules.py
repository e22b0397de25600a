import pytest

from bot.engine import PRESETS, DealerPolicy, Rules, RulesError, Variant


def test_defaults_are_the_rules_page() -> None:
    rules = Rules()
    assert (rules.knock_limit, rules.gin_bonus, rules.undercut_bonus) == (10, 25, 25)
    assert (rules.target, rules.game_bonus, rules.box_bonus, rules.shutout) == (100, 100, 25, True)
    assert rules.big_gin_bonus is None and rules.dealer is DealerPolicy.WINNER


@pytest.mark.parametrize(
    "changes",
    [
        {"knock_limit": 11},
        {"knock_limit": -1},
        {"target": 0},
        {"gin_bonus": "25"},
        {"box_bonus": True},
        {"big_gin_bonus": 500},
        {"variant": "oklahoma"},
        {"shutout": 1},
    ],
)
def test_out_of_range_settings_are_refused_with_the_range(changes: dict) -> None:
    with pytest.raises(RulesError) as err:
        Rules(**changes)
    assert next(iter(changes)) in str(err.value)


def test_presets_and_round_trip() -> None:
    assert Rules.preset("20/10").gin_bonus == 20 and Rules.preset("20/10").undercut_bonus == 10
    assert Rules.preset("25/25") == Rules()
    with pytest.raises(RulesError, match="unknown preset"):
        Rules.preset("30/30")
    for rules in [*PRESETS.values(), Rules(variant=Variant.STRAIGHT, target=250)]:
        assert Rules.from_dict(rules.to_dict()) == rules


def test_from_dict_refuses_unknown_or_bad_values() -> None:
    with pytest.raises(RulesError, match="unknown rule"):
        Rules.from_dict({"jokers": True})
    with pytest.raises(RulesError, match="variant must be one of"):
        Rules.from_dict({"variant": "hollywood-ish"})
    with pytest.raises(RulesError):
        Rules.from_dict([])
