"""/gin rules: the rules in brief, short enough to read at a glance, ratings on their own page."""

import itertools

from bot.discord.render.rules import RATINGS_PAGE, ratings_text, rules_text
from bot.engine import Format, Rules, Variant
from bot.engine.rules import Rotation
from bot.words import ENGLISH, words

EN = words(ENGLISH)

LONGEST_NUMBERS = {
    "target": 1000,
    "gin_bonus": 100,
    "undercut_bonus": 100,
    "big_gin_bonus": 100,
    "box_bonus": 100,
    "game_bonus": 500,
}


def test_the_rules_fit_in_600_characters_whatever_the_game() -> None:
    for fmt, variant, rotation in itertools.product(Format, Variant, Rotation):
        rules = Rules(format=fmt, variant=variant, rotation=rotation, **LONGEST_NUMBERS)
        for server in (False, True):
            text = rules_text(rules, server)
            assert len(text) < 600, (len(text), text)
            which = "rules-server-default" if server else "rules-this-game"
            assert EN(which, rules=rules.describe()) in text
            assert RATINGS_PAGE in text and "Plackett" not in text and "skill" not in text


def test_a_partnership_says_how_partners_score() -> None:
    assert "Partners' deal scores are added" in rules_text(Rules(format=Format.PARTNERSHIP))
    assert "Partners" not in rules_text(Rules())


def test_ratings_have_their_own_page() -> None:
    text = ratings_text(5)
    assert "starts at 1000" in text and "fewer than 5 games" in text and len(text) < 1000
