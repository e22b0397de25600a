"""The catalogue: every language whole against English, plurals by CLDR, English where a
language lacks a message, no isolation marks, and the pseudo-language the tests read."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource

from bot.engine.computer import Level
from bot.model.languages import Language
from bot.words import ENGLISH, LANGUAGES, PSEUDO, Words, WordsError, language_of, words
from bot.words.catalogue import LOCALES
from bot.words.check import message_variables, problems

BY_CODE = {language.code: language for language in LANGUAGES}


def test_every_language_has_every_english_message_and_whole_plurals() -> None:
    assert problems() == []


def test_the_check_names_the_file_and_the_message_of_each_problem(tmp_path: Path) -> None:
    for language in LANGUAGES:
        shutil.copytree(LOCALES / language.code, tmp_path / language.code)
    # What the catalogue lacks already (messages waiting for their translation) is not counted.
    before = set(problems(tmp_path))
    polish = tmp_path / "pl" / "common.ftl"
    text = polish.read_text(encoding="utf-8")
    one_and_other = "{ $count ->\n    [one] { $count } minuta\n   *[other] { $count } minut\n}\n"
    # a second count-minutes, as a careless edit might leave it: one and other only
    polish.write_text(text + "\ncount-minutes = " + one_and_other, encoding="utf-8")
    german = tmp_path / "de" / "hand.ftl"
    german.write_text(
        german.read_text(encoding="utf-8").replace("{ $game }", "{ $spiel }", 1)
        + "hand-extra = Extra\n",
        encoding="utf-8",
    )
    french = tmp_path / "fr" / "cards.ftl"
    french.write_text(
        "\n".join(
            line
            for line in french.read_text(encoding="utf-8").splitlines()
            if not line.startswith("cards-none")
        ),
        encoding="utf-8",
    )
    english_stats = tmp_path / "en-US" / "stats.ftl"
    english_stats.write_text(
        english_stats.read_text(encoding="utf-8") + "\nplace-other = { $place }th\n",
        encoding="utf-8",
    )
    found = [line for line in problems(tmp_path) if line not in before]
    assert any(
        line.startswith(f"{polish}: count-minutes: the plural of $count lacks few, many")
        for line in found
    ), found
    assert f"{german}: hand-extra: not an English message" in found
    assert any(line.startswith(f"{german}: hand-title") and "$spiel" in line for line in found)
    assert any(line.startswith(f"{tmp_path / 'fr'}: cards-none: missing") for line in found)
    assert f"{english_stats}: place-other: defined twice (first in results.ftl)" in found
    assert f"{polish}: count-minutes: defined twice (first in common.ftl)" in found
    assert len(found) == 6, found


def test_the_check_counts_an_ordinals_categories_apart_from_the_plurals(tmp_path: Path) -> None:
    for language in LANGUAGES:
        shutil.copytree(LOCALES / language.code, tmp_path / language.code)
    ordinal = "{ ORDINAL($n) ->\n    [one] { $n }st\n   *[other] { $n }th\n}\n"
    english = tmp_path / ENGLISH.code / "extra.ftl"
    english.write_text(f"nth = {ordinal}", encoding="utf-8")
    german = tmp_path / "de" / "extra.ftl"
    german.write_text("nth = { $n }.\n", encoding="utf-8")  # German ordinals: "2."
    found = problems(tmp_path)
    # English ordinals are one, two, few, other (1st, 2nd, 3rd, 4th): not its plurals' one, other.
    assert any(
        line.startswith(f"{english}: nth: the ordinal of $n lacks few, two") for line in found
    ), found
    assert not any(line.startswith(f"{german}: nth") for line in found), found
    # The function itself, as a message uses it.
    assert words(ENGLISH)("place-other", place=22) == "22nd"
    assert words(ENGLISH)("place-other", place=13) == "13th"


@pytest.mark.parametrize(
    ("locale", "code"),
    [
        ("en-US", "en-US"),
        ("en-GB", "en-US"),
        ("pt-BR", "pt-BR"),
        ("pt-PT", "pt-BR"),
        ("es-ES", "es-ES"),
        ("es-419", "es-ES"),
        ("fr", "fr"),
        ("de", "de"),
        ("pl", "pl"),
        ("ja", "en-US"),
        ("pt_BR.UTF-8", "pt-BR"),
        ("de_AT.UTF-8@euro", "de"),
        ("C", "en-US"),
        ("POSIX", "en-US"),
        ("", "en-US"),
        (None, "en-US"),
    ],
)
def test_a_locale_is_told_in_its_language_or_the_nearest_or_english(
    locale: str | None, code: str
) -> None:
    assert language_of(locale).code == code


def test_a_language_lacking_a_message_says_it_in_english() -> None:
    english = words(ENGLISH)
    bundle = FluentBundle(["pl"], use_isolating=False)
    bundle.add_resource(FluentResource("hand-pass = Pas\n"))
    polish = Words(BY_CODE["pl"], bundle, english)
    assert polish("hand-pass") == "Pas"
    assert polish("hand-refresh") == english("hand-refresh") == "Refresh"


def test_a_message_english_lacks_or_a_missing_variable_is_a_bug() -> None:
    with pytest.raises(WordsError, match="no-such-message"):
        words(ENGLISH)("no-such-message")
    with pytest.raises(WordsError, match="hand-title"):
        words(ENGLISH)("hand-title", game=7)  # no $deal


def _every_message(language: str) -> list[str]:
    """Every English message said in ``language``, each variable given as 3."""
    said = words(language)
    return [
        said(message_id, **dict.fromkeys(variables, 3))
        for message_id, variables in sorted(message_variables().items())
    ]


@pytest.mark.parametrize("language", [language.code for language in LANGUAGES])
def test_no_message_carries_isolation_marks(language: str) -> None:
    for text in _every_message(language):
        assert "\u2068" not in text and "\u2069" not in text, text


def test_the_pseudo_language_brackets_accents_and_stretches_every_message() -> None:
    english, pseudo = _every_message("en-US"), _every_message(PSEUDO.code)
    for plain, strange in zip(english, pseudo, strict=True):
        assert strange.startswith("[") and strange.endswith("]"), strange
        letters = sum(ch.isascii() and ch.isalpha() for ch in plain)
        if letters > 1:
            assert strange != plain and len(strange) >= len(plain) + 0.4 * letters - 1, strange
    assert words(PSEUDO)("hand-pass") == "[Ƥáśś ~~]"


# Independently of the files: how many cards, in each language (CLDR's categories).
CARDS = {
    "en-US": {
        0: "0 cards",
        1: "1 card",
        2: "2 cards",
        5: "5 cards",
        12: "12 cards",
        22: "22 cards",
        25: "25 cards",
    },
    "pt-BR": {
        0: "0 cartas",
        1: "1 carta",
        2: "2 cartas",
        5: "5 cartas",
        12: "12 cartas",
        22: "22 cartas",
        25: "25 cartas",
    },
    "es-ES": {
        0: "0 cartas",
        1: "1 carta",
        2: "2 cartas",
        5: "5 cartas",
        12: "12 cartas",
        22: "22 cartas",
        25: "25 cartas",
    },
    "fr": {
        0: "0 carte",
        1: "1 carte",
        2: "2 cartes",
        5: "5 cartes",
        12: "12 cartes",
        22: "22 cartes",
        25: "25 cartes",
    },
    "de": {
        0: "0 Karten",
        1: "1 Karte",
        2: "2 Karten",
        5: "5 Karten",
        12: "12 Karten",
        22: "22 Karten",
        25: "25 Karten",
    },
    "pl": {
        0: "0 kart",
        1: "1 karta",
        2: "2 karty",
        5: "5 kart",
        12: "12 kart",
        22: "22 karty",
        25: "25 kart",
    },
}


@pytest.mark.parametrize("language", sorted(CARDS))
def test_cards_are_counted_in_each_languages_plural(language: str) -> None:
    said = words(language)
    assert {n: said("count-cards", count=n) for n in CARDS[language]} == CARDS[language]


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda language: language.code)
def test_each_level_of_the_computer_has_a_word_of_its_own_in_every_language(
    language: Language,
) -> None:
    """The computer's name on tables, pictures and sheets, the terminal's title and the
    commands' choices: a new level is named, not said as another one by a selector's default."""
    said = words(language)
    for message in ("computer-player", "terminal-title"):
        names = [said(message, level=level.value) for level in Level]
        assert len(set(names)) == len(names), (message, names)
    choices = [said(f"choice-{level.value}") for level in Level]
    assert len(set(choices)) == len(choices), choices
    assert said("choice-expert") in said("computer-player", level="expert")
