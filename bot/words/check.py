"""The catalogue's check: what each language lacks or gets wrong against English.

``python -m bot.words.check`` prints one line per problem, naming the file and the message, and
exits 1 if there is any (CI runs it through the tests). A language passes when it has every
English message, no other, with the same variables and attributes, and every plural it makes
has a variant for each CLDR category the language's whole numbers reach (Polish: one, few and
many; English: one and other).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import babel
from fluent.runtime import FluentResource
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from bot.words.catalogue import ENGLISH, LANGUAGES, LOCALES, Language

__all__ = ["main", "message_variables", "problems"]

PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})
# The whole numbers the bot counts (cards, points, deals, games, minutes) stay well below a
# million, where French, Spanish and Portuguese have a "many" of their own.
COUNTED = range(0, 100_001)


@dataclass
class _Said:
    """What one message uses: its variables, its attributes, its plurals (the variable counted,
    its variants' keys)."""

    path: Path
    variables: set[str] = field(default_factory=set)
    attributes: set[str] = field(default_factory=set)
    # (the variable counted, its variants' keys, whether an ORDINAL's: 1st, 2nd)
    plurals: list[tuple[str, frozenset[str], bool]] = field(default_factory=list)


class _Reader(Visitor):
    def __init__(self, said: _Said) -> None:
        self.said = said

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.said.variables.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        keys = {_key(v.key) for v in node.variants}
        if keys <= PLURAL_CATEGORIES | {k for k in keys if k.isdigit()}:
            ordinal = (
                isinstance(node.selector, ast.FunctionReference)
                and node.selector.id.name == "ORDINAL"
            )
            self.said.plurals.append((_counted(node.selector), frozenset(keys), ordinal))
        self.generic_visit(node)


def _key(key: ast.Identifier | ast.NumberLiteral) -> str:
    return key.name if isinstance(key, ast.Identifier) else key.value


def _counted(selector: ast.InlineExpression | ast.Placeable) -> str:
    if isinstance(selector, ast.VariableReference):
        return selector.id.name
    if isinstance(selector, ast.FunctionReference) and selector.arguments.positional:
        return _counted(selector.arguments.positional[0])
    return "?"


def _messages(folder: Path) -> Iterator[tuple[str, _Said]]:
    for path in sorted(folder.glob("*.ftl")):
        resource = FluentResource(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ast.Junk):
                yield f"<junk> {(entry.content or '').strip()[:60]!r}", _Said(path)
            elif isinstance(entry, ast.Message):
                said = _Said(path, attributes={a.id.name for a in entry.attributes})
                _Reader(said).visit(entry)
                yield entry.id.name, said


def message_variables(code: str = ENGLISH.code, locales: Path = LOCALES) -> dict[str, set[str]]:
    """Each message of a language and the variables it uses."""
    return {m: said.variables for m, said in _messages(locales / code) if m[:1] != "<"}


def _reached(language: Language, ordinal: bool = False) -> frozenset[str]:
    """The plural categories a language's whole numbers reach (CLDR, through Babel); its
    ordinal ones (1st, 2nd, 3rd, 4th: ``ORDINAL``'s)."""
    locale = babel.Locale.parse(language.code.replace("-", "_"))
    rule = locale.ordinal_form if ordinal else locale.plural_form
    return frozenset(rule(n) for n in COUNTED)


def problems(locales: Path = LOCALES) -> list[str]:
    """Every problem of every language, one line each (none: the catalogue is whole)."""
    found: list[str] = []
    english: dict[str, _Said] = {}
    for message_id, said in _messages(locales / ENGLISH.code):
        if message_id.startswith("<junk>"):
            found.append(f"{said.path}: not Fluent: {message_id[7:]}")
        english[message_id] = said
    for language in LANGUAGES:
        folder = locales / language.code
        if not folder.is_dir():
            found.append(f"{folder}: missing (every language has a folder)")
            continue
        reached = {False: _reached(language), True: _reached(language, ordinal=True)}
        theirs: dict[str, _Said] = {}
        for message_id, said in _messages(folder):
            if message_id.startswith("<junk>"):
                found.append(f"{said.path}: not Fluent: {message_id[7:]}")
                continue
            if message_id in theirs:
                found.append(_twice(said, theirs[message_id], message_id))
            theirs[message_id] = said
            ours = english.get(message_id)
            if ours is None:
                found.append(f"{said.path}: {message_id}: not an English message")
                continue
            if said.variables != ours.variables:
                found.append(
                    f"{said.path}: {message_id}: uses {_names(said.variables)}, "
                    f"English {_names(ours.variables)}"
                )
            if said.attributes != ours.attributes:
                found.append(
                    f"{said.path}: {message_id}: attributes {sorted(said.attributes)}, "
                    f"English {sorted(ours.attributes)}"
                )
            for counted, keys, ordinal in said.plurals:
                # Each category a variant of its own: a default meant for one category (Polish
                # "*[other] kart") says another one's wrong ("2 kart" for 2 karty).
                lacking = reached[ordinal] - keys
                if lacking:
                    which = "ordinal" if ordinal else "plural"
                    found.append(
                        f"{said.path}: {message_id}: the {which} of ${counted} lacks "
                        f"{', '.join(sorted(lacking))} ({language.code} counts "
                        f"{', '.join(sorted(reached[ordinal]))})"
                    )
        for message_id in sorted(english.keys() - theirs.keys()):
            where = english[message_id].path.name
            found.append(f"{folder}: {message_id}: missing (English has it in {where})")
    return found


def _twice(said: _Said, first: _Said, message_id: str) -> str:
    # Fluent keeps the first one read (files in name order): the other is never said.
    return f"{said.path}: {message_id}: defined twice (first in {first.path.name})"


def _names(variables: set[str]) -> str:
    return ", ".join(f"${v}" for v in sorted(variables)) or "no variables"


def main() -> int:
    found = problems()
    for line in found:
        print(line)
    if not found:
        print(f"the catalogue is whole: {len(LANGUAGES)} languages")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
