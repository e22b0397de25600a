"""Refusals are values worded at the edge: every message id a refusal can carry (the service's,
the settings', the cogs' own, the engine's kinds) is in the English catalogue with exactly the
variables the raise gives it; and each one, worded by the edge in the pseudo-language, holds
nothing but catalogue words and the values that pass through (mentions, numbers, names)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from discord import Permissions

from bot.discord.answers import HINTS, blocked, missing, refusal, said, table_needed
from bot.engine import Card, DrawStock, IllegalActionError, Meld, RulesError
from bot.model.settings import SettingsError
from bot.service import Hint, Refused, StaleView, TableError
from bot.words import ENGLISH, PSEUDO, words
from bot.words.check import message_variables
from tests.support.pseudo import assert_all_catalogue

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [*sorted((ROOT / "bot").rglob("*.py")), *sorted((ROOT / "cogs").rglob("*.py"))]
LANG = words(PSEUDO)
ENGLISH_WORDS = words(ENGLISH)
VARIABLES = message_variables()

# The classes whose first argument is a message id, and their values by keyword.
REFUSALS = {
    "TableError",
    "GameGone",
    "NotYourGame",
    "NotYourTurn",
    "SaveFailed",
    "TimeRanOut",
    "SettingsError",
    "__init__",  # a refusal of its own id (super().__init__ in bot/service/errors.py)
}
# The engine's errors: a kind (their second argument) and values; the catalogue's prefix.
KINDS = {
    "IllegalActionError": "illegal-",
    "NotYourTurnError": "illegal-",
    "GameOverError": "illegal-",
    "RulesError": "rules-error-",
}
MESSAGE_ID = re.compile(r"^(?:refusal|settings-error)-[a-z-]+$")
NOT_VALUES = {"hint", "busy"}  # a refusal's own arguments, not its message's


def _name(call: ast.Call) -> str:
    func = call.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")


def _constant(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def raised() -> Iterator[tuple[str, frozenset[str], str]]:
    """(message id, the values' names, where) of every refusal and engine error the source
    makes, and every refusal id it names anywhere else (a table of them: no values)."""
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        in_calls: set[int] = set()
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            names = frozenset(k.arg for k in node.keywords if k.arg is not None) - NOT_VALUES
            name = _name(node)
            if name in REFUSALS and node.args and (said_id := _constant(node.args[0])):
                if MESSAGE_ID.match(said_id):
                    in_calls.add(id(node.args[0]))
                    yield said_id, names, where
            elif name in KINDS and len(node.args) >= 2 and (kind := _constant(node.args[1])):
                yield KINDS[name] + kind, names, where
        if path.name == "answers.py":
            continue  # the edge's own messages (refusal-blocked...): tested below
        for node in ast.walk(tree):
            text = _constant(node) if isinstance(node, ast.expr) else None
            if text and MESSAGE_ID.match(text) and id(node) not in in_calls:
                yield text, frozenset(), f"{path.relative_to(ROOT)}:{node.lineno}"


RAISED = sorted(set(raised()))


def test_the_scan_finds_the_refusals_of_every_layer() -> None:
    ids = {said_id for said_id, _, _ in RAISED}
    for expected in (
        "refusal-channel-not-allowed",  # the service
        "refusal-not-taking-challenges",  # a refusal of its own id
        "refusal-confirmation-expired",  # a table of ids
        "refusal-another-message",  # a cog's
        "settings-error-range",  # the model's
        "settings-error-channel-unknown",  # the admin cog's
        "illegal-not-in-hand",  # the engine's kinds
        "rules-error-range",
    ):
        assert expected in ids
    assert len(ids) > 100
    # ...and the catalogue has no refusal that nothing raises (but the edge's own).
    families = ("refusal-", "settings-error-", "illegal-", "rules-error-")
    kept = {m for m in VARIABLES if m.startswith(families)}
    assert kept - ids == {"refusal-blocked", "refusal-busy-members"}


@pytest.mark.parametrize(("said_id", "names", "where"), RAISED, ids=[r[2] for r in RAISED])
def test_every_raised_id_is_in_english_with_exactly_its_values(
    said_id: str, names: frozenset[str], where: str
) -> None:
    assert said_id in VARIABLES, f"{where}: {said_id} is not in the English catalogue"
    # The edge counts members for the message's plural.
    expected = set(names) | ({"count"} if "members" in names else set())
    assert VARIABLES[said_id] == expected, f"{where}: {said_id} is given {sorted(names)}"


# -- the edge's wording, in the pseudo-language ---------------------------------------------

NAME = "Spring Cup"  # a tournament's name: the admin's words
DATA = [NAME, "colour", "draw", "gin-lite", "a bad value"]  # values that are names, as given


def mentions(name: str) -> str:
    return f"</{name}:1234567890>"


def illegal_example(kind: str) -> IllegalActionError:
    values = {
        "card": Card.parse("5H"),
        "deadwood": 12,
        "limit": 10,
        "meld": Meld(tuple(map(Card.parse, ("5H", "6H", "7H")))),
        "action": DrawStock(),
    }
    wanted = VARIABLES[f"illegal-{kind}"]
    return IllegalActionError(kind, kind, **{k: v for k, v in values.items() if k in wanted})


def rules_example(kind: str) -> RulesError:
    values: dict[str, Any] = {
        "setting": "knock_limit",
        "low": 0,
        "high": 10,
        "value": "11",
        "choices": ("25/25", "20/10"),
        "preset": "99/99",
        "settings": ("colour",),
    }
    wanted = VARIABLES[f"rules-error-{kind}"]
    return RulesError(kind, kind, **{k: v for k, v in values.items() if k in wanted})


PLAUSIBLE: dict[str, Any] = {
    "members": (101, 102),
    "member": 101,
    "channel": 555,
    "game": 12345,
    "finished": 12344,
    "command": "gin forget-me",
    "tournament": NAME,
    "card": Card.parse("10D"),
    "format": "three",
    "wanted": 2,
    "named": 1,
    "minutes": 1,
    "hours": 24,
    "made": 5,
    "window": 10,
    "wait": 5,
    "invited": 2,
    "seconds": 30,
    "most": 60,
    "least": 4,
    "count": 3,
    "round": 2,
    "days": 7,
    "setting": "turn_minutes",
    "low": 1,
    "high": 1440,
    "choices": ("en-US", "pt-BR"),
    "settings": ("colour",),
    "detail": "a bad value",
    "reason": illegal_example("first-draw"),
}


def refusal_of(said_id: str, names: frozenset[str]) -> TableError | SettingsError:
    values = {name: PLAUSIBLE[name] for name in names}
    if said_id == "refusal-option":
        values["reason"] = rules_example("range")
    if said_id.startswith("settings-error-"):
        return SettingsError(said_id, **values)
    return TableError(said_id, **values)


REFUSAL_IDS = sorted({(s, n) for s, n, _ in RAISED if not s.startswith(("illegal-", "rules-"))})


@pytest.mark.parametrize(("said_id", "names"), REFUSAL_IDS, ids=[r[0] for r in REFUSAL_IDS])
def test_each_refusal_worded_at_the_edge_is_all_catalogue(
    said_id: str, names: frozenset[str]
) -> None:
    text = refusal(refusal_of(said_id, names), LANG, commands=mentions)
    assert_all_catalogue(text, DATA)
    assert refusal(refusal_of(said_id, names), ENGLISH_WORDS) != text  # it was said in PSEUDO


KINDS_SAID = sorted({s for s, _, _ in RAISED if s.startswith(("illegal-", "rules-error-"))})


@pytest.mark.parametrize("said_id", KINDS_SAID)
def test_each_engine_kind_is_worded_in_the_members_language(said_id: str) -> None:
    if said_id.startswith("illegal-"):
        exc = TableError(
            "refusal-illegal-action", Hint.OPEN_HAND, reason=illegal_example(said_id[8:])
        )
    else:
        exc = TableError("refusal-option", reason=rules_example(said_id[12:]))
    assert_all_catalogue(refusal(exc, LANG), DATA)


def test_the_english_of_a_refusal_is_as_it_was() -> None:
    english = ENGLISH_WORDS
    wrong = IllegalActionError("x", "not-in-hand", card=Card.parse("5H"))
    assert refusal(TableError("refusal-illegal-action", Hint.OPEN_HAND, reason=wrong), english) == (
        "You can't do that: 5♥ is not in your hand. Open your hand from the table to see what "
        "you can do."
    )
    made = TableError("refusal-challenge-limit", made=1, window=10, wait=1)
    assert refusal(made, english) == (
        "You've made 1 challenge in the last 10 minutes, the most this server allows. Try again "
        "in 1 minute."
    )
    range_ = RulesError("x", "range", setting="target", low=10, high=1000, value="5")
    option = TableError("refusal-option", reason=range_)
    assert refusal(option, english) == (
        "That option isn't valid: target must be a whole number from 10 to 1,000, not 5."
    )
    assert refusal(Refused((101,)), english) == (
        "<@101> doesn't take challenges right now. Challenge someone else."
    )
    assert refusal(Refused((101, 102, 103)), english).startswith("<@101>, <@102> and <@103> don't")
    gone = TableError("refusal-forget-busy", command="gin forget-me")
    assert refusal(gone, english).endswith("then run /gin forget-me again.")
    assert refusal(gone, english, commands=mentions).endswith(
        "run </gin forget-me:1234567890> again."
    )
    # A game's number is an identifier, never grouped.
    assert "game #12345." in refusal(
        TableError("refusal-rematch-made", finished=9, game=12345), english
    )


def test_hints_busy_members_and_the_permissions_are_all_catalogue() -> None:
    for hint in Hint:
        assert hint in HINTS
        text = refusal(TableError("refusal-over", hint), LANG, commands=mentions)
        assert_all_catalogue(text)
    # The members busy elsewhere are named, unless the one refused is among them.
    busy = TableError("refusal-busy-named", busy=(101, 102))
    assert_all_catalogue(refusal(busy, LANG, user_id=7))
    assert refusal(busy, LANG, user_id=101) == refusal(TableError("refusal-busy-named"), LANG)
    assert "<@101>" in refusal(busy, LANG, user_id=7)
    nothing = Permissions.none()
    for in_thread in (False, True):
        assert_all_catalogue(blocked(nothing, in_thread=in_thread, lang=LANG))
        needed = table_needed(in_thread=in_thread, opens_thread=True)
        assert_all_catalogue(missing(nothing, needed, LANG) or "")
    assert_all_catalogue(said(LANG, "refusal-busy-members", {"members": (101,)}))


def test_a_stale_view_is_a_refusal_without_a_hint() -> None:
    stale = StaleView(table=None)  # type: ignore[arg-type]
    assert refusal(stale, ENGLISH_WORDS) == (
        "That was out of date, so nothing happened. Here is the current view."
    )
    assert str(stale) == "refusal-stale-view"


def test_a_refusal_reads_as_its_id_and_values_in_the_logs() -> None:
    assert str(TableError("refusal-end-no-game", game=999)) == "refusal-end-no-game (game=999)"
    assert str(SettingsError("settings-error-switches")) == "settings-error-switches"
    wrong = IllegalActionError("the first draw: take the upcard or pass", "first-draw")
    assert str(TableError("refusal-illegal-action", reason=wrong)) == (
        "refusal-illegal-action (reason=the first draw: take the upcard or pass)"
    )
