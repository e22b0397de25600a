"""/gin rules: the rules in brief, short enough to read at a glance, ratings on their own page."""

import itertools

from bot.discord.render.rules import RATINGS_PAGE, Whose, ratings_text, rules_text
from bot.engine import Format, Rules, Variant
from bot.engine.rules import Rotation
from bot.phrases import rules_line
from bot.words import ENGLISH, PSEUDO, words
from tests.support.pseudo import assert_all_catalogue

EN = words(ENGLISH)
LONGEST_NUMBERS = {
    "target": 1000,
    "gin_bonus": 100,
    "undercut_bonus": 100,
    "big_gin_bonus": 100,
    "box_bonus": 100,
    "game_bonus": 500,
}
COMMANDS = (RATINGS_PAGE, "/gin leaderboard", "/gin stats")  # named as typed, not words


def test_the_rules_fit_in_600_characters_whatever_the_game() -> None:
    for fmt, variant, rotation in itertools.product(Format, Variant, Rotation):
        rules = Rules(format=fmt, variant=variant, rotation=rotation, **LONGEST_NUMBERS)
        for whose in Whose:
            text = rules_text(rules, EN, whose=whose)
            assert len(text) < 600, (len(text), text)
            assert EN(whose.value, rules=rules_line(rules, EN)) in text
            assert RATINGS_PAGE in text and "Plackett" not in text and "skill" not in text
            # In every language within a message's 2,000 characters, and all catalogue.
            pseudo = rules_text(rules, words(PSEUDO), whose=whose)
            assert len(pseudo) < 2000
            assert_all_catalogue(pseudo, COMMANDS)


def test_the_rules_line_reads_well_in_english() -> None:
    """The line the engine's own English description said, before the catalogue made it."""
    lines = {
        Rules(): "Standard gin, to 100, knock at 10, gin +25, undercut +25, box 25, game +100, "
        "shutout doubles",
        Rules(variant=Variant.STRAIGHT): "Straight gin, to 100, gin +25, box 25, game +100, "
        "shutout doubles",
        Rules(variant=Variant.OKLAHOMA, big_gin_bonus=31): "Oklahoma gin, to 100, gin +25, "
        "undercut +25, big gin +31, box 25, game +100, shutout doubles",
        Rules(format=Format.THREE, rotation=Rotation.LOSER_SITS_OUT): "Standard gin, three "
        "players (loser sits out), to 100, knock at 10, gin +25, undercut +25, box 25, "
        "game +100, shutout doubles",
        Rules(format=Format.PARTNERSHIP, target=125): "Standard gin, partnerships, to 125, "
        "knock at 10, gin +25, undercut +25, box 25, game +100, shutout doubles",
        Rules(format=Format.HOLLYWOOD): "Standard gin, Hollywood (three games), to 100, "
        "knock at 10, gin +25, undercut +25, box 25, game +100, shutout doubles",
        Rules(shutout=False): "Standard gin, to 100, knock at 10, gin +25, undercut +25, box 25, "
        "game +100",
    }
    for rules, line in lines.items():
        assert rules_line(rules, EN) == line
    for fmt, variant, rotation, big_gin in itertools.product(Format, Variant, Rotation, (None, 31)):
        rules = Rules(format=fmt, variant=variant, rotation=rotation, big_gin_bonus=big_gin)
        said = rules_line(rules, EN)
        assert said.startswith(f"{variant.value.capitalize()} gin, ")
        assert ("undercut" in said) is (variant is not Variant.STRAIGHT)
        assert ("knock at 10" in said) is (variant is Variant.STANDARD)
        assert ("big gin +31" in said) is (big_gin is not None)
        assert_all_catalogue(rules_line(rules, words(PSEUDO)))
    # Numbers in the language's own format: a four-digit target grouped, as English writes it.
    assert rules_line(Rules(target=1000), EN).startswith("Standard gin, to 1,000, knock at 10")


def test_a_partnership_says_how_partners_score() -> None:
    assert "Partners' deal scores are added" in rules_text(Rules(format=Format.PARTNERSHIP), EN)
    assert "Partners" not in rules_text(Rules(), EN)


def test_ratings_have_their_own_page() -> None:
    text = ratings_text(5, EN)
    assert "starts at 1000" in text and "fewer than 5 games" in text and len(text) < 1000
    assert "fewer than 1 game " in ratings_text(1, EN)
    assert_all_catalogue(ratings_text(5, words(PSEUDO)), COMMANDS)
