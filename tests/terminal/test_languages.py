"""The terminal game in the player's language: ``--lang``, else the environment (LC_ALL, then
LC_MESSAGES, then LANG, as POSIX reads them), else English. Whole games in the pseudo-language
print nothing that did not come from the catalogue (every letter of it is accented: an ASCII
letter left is a card, a command as typed, or a word the catalogue never saw); a whole game in
German reads the table through the catalogue to its score sheet; an unknown ``--lang`` stops
with one sentence naming the languages; an unknown locale in the environment is English,
quietly."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

import pytest

import bot.__main__ as entry
from bot.phrases import rules_line
from bot.terminal.app import rules_for
from bot.terminal.words import HELP
from bot.words import ENGLISH, LANGUAGES, PSEUDO, Words, words
from tests.support.driver import Session, hand_of, play_out, said_before, todo_of
from tests.support.pseudo import assert_all_catalogue

Start = Callable[..., Session]
GAME = ("--target", "10", "--level", "easy")
PSEUDO_WORDS = words(PSEUDO)
# What passes through in any language: the cards and their codes, the commands as typed.
_CARDS = re.compile(r"(?:10|[2-9AKQJT])[♠♣♦♥]|\b(?:10|[2-9AKQJT])[SCDH]\b")
HELP_KEYS = [keys for keys, _ in HELP]


def ascii_letters(output: str, passing: Iterable[str] = ()) -> list[str]:
    """The words of ``output`` (printed in the pseudo-language) with an ASCII letter that is
    neither a card nor one of ``passing``: the pseudo-language accents every letter it has."""
    rest = output
    for text in sorted({*HELP_KEYS, *passing}, key=len, reverse=True):
        rest = rest.replace(text, " ")
    rest = _CARDS.sub(" ", rest)
    return [word for word in rest.split() if re.search(r"[A-Za-z]", word)]


def all_catalogue(output: str, passing: Iterable[str] = ()) -> None:
    assert ascii_letters(output, passing) == [], output
    for line in output.splitlines():
        assert_all_catalogue(line, [*HELP_KEYS, *passing])


@pytest.mark.parametrize(
    "options",
    [
        ("--seed", "14", "--target", "100"),  # knocks, a gin and an undercut; the sheet
        ("--seed", "1", "--target", "30"),  # a shutout
        ("--variant", "oklahoma", "--seed", "1", "--target", "30"),  # what the upcard does
        ("--variant", "straight", "--seed", "1", "--target", "10"),
        ("--bonuses", "big-gin", "--seed", "3", "--target", "10"),
    ],
)
def test_a_whole_game_in_the_pseudo_language_is_all_catalogue(
    start: Start, options: tuple[str, ...]
) -> None:
    session = start("--level", "easy", "--lang", "en-XA", *options)
    play_out(session, session.read(), lang=PSEUDO_WORDS)
    assert (session.exit_status, session.stderr) == (0, "")
    output = session.output
    assert PSEUDO_WORDS("terminal-thanks") in output
    assert said_before(PSEUDO_WORDS, "terminal-game-over", "count") in output
    all_catalogue(output)


def test_every_answer_to_what_is_typed_is_in_the_pseudo_language(start: Start) -> None:
    session = start("--seed", "7", *GAME, "--lang", "en-XA")
    lang = PSEUDO_WORDS
    text = session.read()
    # The computer deals: the upcard is ours to take or pass.
    assert todo_of(text, lang).startswith(said_before(lang, "terminal-todo-first-upcard", "upcard"))
    held = hand_of(text, lang)
    typed = ["banana", "k", "kh", "x 1z", "d 7h", "score", "pile", "", "g", "h", "pear tree"]
    typed.append(f"x {held[0].code.lower()}")  # before drawing: refused
    for line in typed:
        session.send(line)
    text = session.send("p")
    if not todo_of(text, lang).startswith(lang("terminal-todo-discard")[:12]):
        text = session.send("d")
    hand = hand_of(text, lang)
    assert len(hand) == 11
    for line in (f"k {hand[-1]}", "t", "big", "zz 7h"):
        session.send(line)
    assert session.send("q") and session.send("n")
    assert session.send("q") and session.send("y")
    assert (session.exit_status, session.stderr) == (0, "")
    output = session.output
    # The answers that repeat what was typed (as typed: its letters are the player's).
    echoes = [
        lang("terminal-bad-word", typed="banana"),
        lang("terminal-needs-card", typed="k"),
        lang("terminal-could-be-knock", typed="kh", card="K♥"),
        lang("terminal-bad-card", typed="1z"),
        lang("terminal-takes-no-card", typed="d"),
        lang("terminal-bad-command", typed="pear tree"),
        lang("terminal-bad-command", typed="zz 7h"),
    ]
    for said in (
        *echoes,
        lang("terminal-help-quit"),
        lang("terminal-help-cards", symbols="yes"),
        lang("terminal-leave-ask"),
        lang("terminal-playing-on"),
        said_before(lang, "terminal-pile-all", "cards"),
        lang("terminal-score", target=10, you="0", computer="0"),
        said_before(lang, "terminal-left", "score"),
    ):
        assert said in output, said
    # The engine's refusals, worded here (their first letter a capital: "[" in this language).
    for kind in ("first-draw", "drawn-already", "no-big-gin"):
        assert lang("terminal-refused", reason=lang(f"illegal-{kind}")) in output, kind
    all_catalogue(output, echoes)


def first_screen(start: Start, *args: str, env: dict[str, str] | None = None) -> str:
    """What the game prints up to its first prompt; then it is told end of input."""
    session = start("--seed", "7", *GAME, *args, env=env)
    text = session.read()
    session.close_input()
    assert (session.exit_status, session.stderr) == (0, "")
    return text


def rules_said(lang: Words, target: int = 10) -> str:
    return lang("terminal-rules", rules=rules_line(rules_for(target=target), lang))


@pytest.mark.parametrize(
    ("env", "args", "expected"),
    [
        ({"LANG": "de_DE.UTF-8"}, (), "de"),
        ({"LANG": "pt_BR.UTF-8"}, (), "pt-BR"),
        ({"LC_ALL": "pl_PL.UTF-8", "LANG": "de_DE.UTF-8"}, (), "pl"),  # LC_ALL first
        ({"LC_MESSAGES": "es_ES.UTF-8", "LANG": "de_DE.UTF-8"}, (), "es-ES"),
        ({"LC_ALL": "", "LANG": "fr_FR.UTF-8"}, (), "fr"),  # an empty one is not set
        ({"LANG": "C"}, (), "en-US"),
        ({"LANG": "C.UTF-8"}, (), "en-US"),
        ({"LANG": "ja_JP.UTF-8"}, (), "en-US"),  # a language the game lacks: English, quietly
        ({"LC_ALL": "pl_PL.UTF-8"}, ("--lang", "fr"), "fr"),  # --lang first
        ({}, ("--lang", "pt"), "pt-BR"),
        ({}, (), "en-US"),
    ],
)
def test_the_language_comes_from_lang_else_the_environment_else_english(
    start: Start, env: dict[str, str], args: tuple[str, ...], expected: str
) -> None:
    text = first_screen(start, *args, env=env)
    lang = words(expected)
    assert rules_said(lang) in text.splitlines()
    if expected != ENGLISH.code:  # the rules line is translated: not English's
        assert rules_said(lang) != rules_said(words(ENGLISH))


def test_a_terminal_without_the_suits_or_the_accents_plays_on_in_its_language(
    start: Start,
) -> None:
    # An ASCII terminal: cards as codes, the rules' lines in ASCII, a letter it lacks as "?".
    text = first_screen(start, "--lang", "fr", env={"PYTHONIOENCODING": "ascii"})
    french = words("fr")
    assert rules_said(french).encode("ascii", "replace").decode() in text.splitlines()
    assert "── " not in text and re.search(r"^-- ", text, re.M)
    assert not re.search(r"[♠♣♦♥]", text)


def test_a_whole_game_in_german_reads_to_its_score_sheet(start: Start) -> None:
    german = words("de")
    session = start("--seed", "14", "--target", "60", "--level", "easy", env={"LANG": "de_DE"})
    play_out(session, session.read(), lang=german)
    assert (session.exit_status, session.stderr) == (0, "")
    output = session.output
    assert output.startswith(german("terminal-title", level="easy") + "\n")
    assert rules_said(german, target=60) in output

    # The showdowns' sums and the sheet's foot, in the German the catalogue has already.
    def knock_sum(lang: Words) -> str:  # what a knock's sum says before its figures
        return lang("sum-knock", defender="\x00", knocker=0, base=0).split("\x00")[0]

    assert knock_sum(german) in output and knock_sum(german) != knock_sum(words(ENGLISH))
    for label in ("sheet-points", "sheet-boxes", "sheet-game-bonus", "sheet-total"):
        assert re.search(rf"^{re.escape(german(label))} +\d", output, re.M), label
    assert german("terminal-thanks") in output


@pytest.fixture(autouse=True)
def wide_help(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")


@pytest.mark.parametrize("code", ["xx", "klingon", "C", ""])
def test_an_unknown_lang_stops_with_one_sentence_naming_the_languages(
    capsys: pytest.CaptureFixture[str], code: str
) -> None:
    with pytest.raises(SystemExit) as stopped:
        entry.main(["play", "--lang", code])
    assert stopped.value.code == 2
    out = capsys.readouterr()
    assert out.out == ""
    said = out.err.strip().splitlines()[-1]
    names = ", ".join(f"{g.code} ({g.name})" for g in LANGUAGES[:-1])
    last = LANGUAGES[-1]
    assert said == (
        "python -m bot play: error: argument --lang: the game speaks "
        f"{names} or {last.code} ({last.name}), not {code!r}"
    )
