"""Finding words that did not come from the catalogue: render in the pseudo-language
(``bot.words.PSEUDO``: every English message accented, bracketed and stretched, "[Ŧĥé ~~]") and
check that what is left, once the catalogue's pieces and what legitimately passes through
(mentions, timestamps, card faces, numbers, emoji, Markdown, punctuation) are taken out, has no
letter of its own."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import discord

__all__ = ["assert_all_catalogue", "leftovers", "visible_text"]

# A pseudo message: "[" … "~~]" (or "]" for one without letters); pieces may nest ("[… [x ~] ~~]").
_PSEUDO = re.compile(r"\[[^\[\]]*?(?: ~+)?\]")
_PASSING = [
    re.compile(r"<(?:@!?|#|@&)\d+>"),  # mentions
    re.compile(r"</[-\w ]+:\d+>"),  # command mentions
    re.compile(r"<t:\d+(?::[tTdDfFR])?>"),  # timestamps
    re.compile(r"<a?:\w+:\d+>"),  # custom emoji
    re.compile(r"(?:10|[2-9AKQJT])[♠♣♦♥]\ufe0f?"),  # card faces
    re.compile(r"\b[2-9AKQJT][SCDH]\b"),  # card codes (a select option's value)
    re.compile(r"#?\d[\d,.\s]*"),  # numbers, game numbers
    re.compile(r"https?://\S+"),  # links
]


def leftovers(text: str, passing: Iterable[str] = ()) -> list[str]:
    """The fragments of ``text`` that are neither catalogue pieces nor passing kinds (nor one
    of ``passing``: member names, say), that hold a letter."""
    rest = text
    for name in sorted(passing, key=len, reverse=True):
        if name:
            rest = rest.replace(name, " ")
    while True:
        shorter = _PSEUDO.sub(" ", rest)
        if shorter == rest:
            break
        rest = shorter
    for pattern in _PASSING:
        rest = pattern.sub(" ", rest)
    return [piece for piece in re.split(r"\s{2,}|\n", rest) if re.search(r"[A-Za-z]", piece)]


def visible_text(embed: discord.Embed | None = None, view: Any = None, content: str = "") -> str:
    """Everything a reader sees of a message: content, the embed's title, description, fields
    and footer, the components' labels, placeholders and options (labels and descriptions)."""
    parts = [content]
    if embed is not None:
        data: dict[str, Any] = embed.to_dict()  # type: ignore[assignment]
        parts += [data.get("title", ""), data.get("description", "")]
        for field in data.get("fields", []):
            parts += [field["name"], field["value"]]
        parts.append(data.get("footer", {}).get("text", ""))
        parts.append(data.get("author", {}).get("name", ""))
    if view is not None:
        for row in view.to_components():
            for component in row.get("components", []):
                parts += [component.get("label") or "", component.get("placeholder") or ""]
                for option in component.get("options", []):
                    parts += [option.get("label", ""), option.get("description", "")]
    return "\n".join(p for p in parts if p)


def assert_all_catalogue(text: str, passing: Iterable[str] = ()) -> None:
    """Fail, naming the fragments, if ``text`` has words that did not come from the catalogue."""
    left = leftovers(text, passing)
    assert not left, f"not from the catalogue: {left!r} in {text!r}"
