"""Reading the stored records of deals and games back: the header every record starts with,
the deck it was dealt from (the one check that a deck is the 52 cards once each), and the
error a record that can't be loaded raises."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine.cards import CARDS, Card, InvalidCardError
from bot.engine.rules import Rules, RulesError

__all__ = ["CorruptRecordError", "is_full_deck", "read_deck", "read_header"]


class CorruptRecordError(ValueError):
    """A stored deal or game that cannot be loaded; nothing half-built is returned."""


def is_full_deck(cards: Sequence[Card]) -> bool:
    """Each of the 52 cards exactly once, in any order."""
    return len(cards) == len(CARDS) and len(set(cards)) == len(CARDS)


def read_deck(text: Any, where: str) -> tuple[Card, ...]:
    """The deck a record (``where``: "deal record", "game record deal 2") was dealt from."""
    if not isinstance(text, str):
        raise CorruptRecordError(f"{where} has no deck")
    try:
        deck = tuple(Card.parse(token) for token in text.split())
    except InvalidCardError as exc:
        raise CorruptRecordError(f"{where} has a bad deck: {exc}") from None
    if not is_full_deck(deck):
        raise CorruptRecordError(f"{where}'s deck is not the 52 cards once each")
    return deck


def read_header(data: Any, kind: str, schemas: tuple[int, ...]) -> Rules:
    """Check a record's type and schema version (one of ``schemas``) and return its rules."""
    if not isinstance(data, dict) or data.get("type") != kind:
        raise CorruptRecordError(f"not a {kind} record")
    if data.get("schema") not in schemas:
        raise CorruptRecordError(
            f"{kind} record schema {data.get('schema')!r} is not supported "
            f"(this engine reads schema {' or '.join(map(str, schemas))})"
        )
    try:
        return Rules.from_dict(data.get("rules"))
    except (RulesError, TypeError) as exc:
        raise CorruptRecordError(f"{kind} record has bad rules: {exc}") from None
