"""A game's rules in one line ("Standard gin, to 100, knock at 10, gin +25, …"), and a format's
name, in a reader's words.

>>> from bot.words import ENGLISH, words
>>> rules_line(Rules(format=Format.THREE, variant=Variant.STRAIGHT, target=50), words(ENGLISH))
'Straight gin, three players (dealer sits out), to 50, gin +25, box 25, game +100, shutout doubles'
>>> format_name(Format.PARTNERSHIP, words(ENGLISH))
'partnerships'
"""

from __future__ import annotations

from enum import Enum

from bot.engine import Format, OutcomeKind, Rules, Variant
from bot.words import Words

__all__ = ["format_name", "outcome_key", "rules_line"]


def key(value: Enum) -> str:
    """An enum's value as a catalogue's select key: ``"dealer sits out"`` → ``dealer-sits-out``."""
    return str(value.value).replace(" ", "-")


def outcome_key(kind: OutcomeKind) -> str:
    """How a deal ended, as the catalogue's selects name it (knock, undercut, gin, big-gin,
    draw)."""
    return key(kind)


def format_name(fmt: Format, lang: Words) -> str:
    """A format as players name it on its own: "three players", "Hollywood"."""
    return lang("format-name", format=key(fmt))


def rules_line(rules: Rules, lang: Words) -> str:
    """One line for humans (the table's footer, the challenge, the Rules button): the kind of
    gin and the format, the target, and each setting that differs between rule books."""
    parts = [lang("rules-variant", variant=key(rules.variant))]
    if rules.format is Format.THREE:
        parts.append(lang("rules-three-players", rotation=key(rules.rotation)))
    elif rules.format is Format.PARTNERSHIP:
        parts.append(lang("rules-partnerships"))
    elif rules.format is Format.HOLLYWOOD:
        parts.append(lang("rules-hollywood"))
    parts.append(lang("rules-target", target=rules.target))
    if rules.variant is Variant.STANDARD:
        parts.append(lang("rules-knock-limit", limit=rules.knock_limit))
    parts.append(lang("rules-gin-bonus", bonus=rules.gin_bonus))
    if rules.variant is not Variant.STRAIGHT:
        parts.append(lang("rules-undercut-bonus", bonus=rules.undercut_bonus))
    if rules.big_gin_bonus is not None:
        parts.append(lang("rules-big-gin-bonus", bonus=rules.big_gin_bonus))
    parts.append(lang("rules-box-bonus", bonus=rules.box_bonus))
    parts.append(lang("rules-game-bonus", bonus=rules.game_bonus))
    if rules.shutout:
        parts.append(lang("rules-shutout"))
    return ", ".join(parts)  # a list of settings: the six languages all write it with commas
