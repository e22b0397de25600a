"""Actions: one small frozen value per kind, with a short text notation for records.

>>> Action.parse("knock 7h")
Knock(Card.parse('7H'))
>>> Action.parse("knock 7H [AS 2S 3S] [8C 8D 8H]").notation
'knock 7H [AS 2S 3S] [8C 8D 8H]'
>>> Discard(Card.parse("QS")) in (Discard(Card.parse("QS")),)
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from bot.engine.cards import CARDS, Card, InvalidCardError
from bot.engine.melds import Meld

__all__ = [
    "Action",
    "BigGin",
    "Discard",
    "DrawStock",
    "Gin",
    "IllegalActionError",
    "InvalidActionError",
    "Knock",
    "NotYourTurnError",
    "PassUpcard",
    "TakeDiscard",
]


class InvalidActionError(ValueError):
    """Text that is not an action at all."""


class IllegalActionError(ValueError):
    """A well-formed action that the rules forbid now; the message says which rule, in English
    (logs, the terminal); ``kind`` and ``values`` say it for the catalogue
    (``illegal-<kind>``: a card as a :class:`Card`, counts as numbers)."""

    def __init__(self, message: str, kind: str, **values: Any) -> None:
        super().__init__(message)
        self.kind = kind
        self.values = values


class NotYourTurnError(IllegalActionError):
    """A player acted out of turn."""


class Action:
    """Base of all actions."""

    __slots__ = ()

    @property
    def notation(self) -> str:
        raise NotImplementedError

    @staticmethod
    def parse(text: str) -> Action:
        words = text.strip().split(maxsplit=1)
        if not words:
            raise InvalidActionError("an empty action")
        verb, rest = words[0].lower(), (words[1] if len(words) > 1 else "")
        try:
            if verb in _SIMPLE and not rest:
                return _SIMPLE[verb]
            if verb in ("discard", "gin") and len(rest.split()) == 1:
                card = Card.parse(rest)
                return (DISCARDS if verb == "discard" else GINS)[card.index]
            if verb == "knock" and rest:
                card_text, _, melds_text = rest.partition(" ")
                card = Card.parse(card_text)
                if not melds_text.strip():
                    return KNOCKS[card.index]
                groups = re.fullmatch(r"(\s*\[[^\[\]]+\]\s*)+", melds_text)
                if not groups:
                    raise InvalidActionError(f"melds in {text!r} must be written like [AS 2S 3S]")
                melds = tuple(Meld.parse(g) for g in re.findall(r"\[([^\[\]]+)\]", melds_text))
                return Knock(card, melds)
        except InvalidCardError as exc:
            raise InvalidActionError(f"{text!r}: {exc}") from None
        raise InvalidActionError(
            f"{text!r} is not an action: use draw, take, pass, discard <card>, knock <card>, "
            f"gin <card> or big-gin"
        )

    def __str__(self) -> str:
        return self.notation


@dataclass(frozen=True, slots=True)
class DrawStock(Action):
    @property
    def notation(self) -> str:
        return "draw"

    def __repr__(self) -> str:
        return "DrawStock()"

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return _simple, (self.notation,)  # the one instance


@dataclass(frozen=True, slots=True)
class TakeDiscard(Action):
    """Take the top card of the discard pile (the upcard, at the first draw)."""

    @property
    def notation(self) -> str:
        return "take"

    def __repr__(self) -> str:
        return "TakeDiscard()"

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return _simple, (self.notation,)  # the one instance


@dataclass(frozen=True, slots=True)
class PassUpcard(Action):
    @property
    def notation(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "PassUpcard()"

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return _simple, (self.notation,)  # the one instance


@dataclass(frozen=True, slots=True)
class Discard(Action):
    card: Card

    @property
    def notation(self) -> str:
        return f"discard {self.card.code}"

    def __repr__(self) -> str:
        return f"Discard({self.card!r})"

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        # A game's history crosses to the computer's worker: by index, as the one instance.
        return _discard_at, (self.card.index,)


@dataclass(frozen=True, slots=True)
class Knock(Action):
    """Discard face down and knock; ``melds`` None lets the engine lay the best arrangement."""

    card: Card
    melds: tuple[Meld, ...] | None = None

    def __post_init__(self) -> None:
        if self.melds is not None:
            object.__setattr__(self, "melds", tuple(sorted(self.melds, key=lambda m: m.cards)))

    @property
    def notation(self) -> str:
        text = f"knock {self.card.code}"
        if self.melds is not None:
            text += "".join(f" [{' '.join(c.code for c in m.cards)}]" for m in self.melds)
        return text

    def __repr__(self) -> str:
        extra = "" if self.melds is None else f", melds={self.melds!r}"
        return f"Knock({self.card!r}{extra})"

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        if self.melds is None:
            return _knock_at, (self.card.index,)
        return Knock, (self.card, self.melds)


@dataclass(frozen=True, slots=True)
class Gin(Action):
    """Discard and go gin: the ten cards kept are all melded."""

    card: Card

    @property
    def notation(self) -> str:
        return f"gin {self.card.code}"

    def __repr__(self) -> str:
        return f"Gin({self.card!r})"

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        return _gin_at, (self.card.index,)


@dataclass(frozen=True, slots=True)
class BigGin(Action):
    """All eleven cards melded after the draw (only when the rules give a big gin bonus)."""

    @property
    def notation(self) -> str:
        return "big-gin"

    def __repr__(self) -> str:
        return "BigGin()"

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return _simple, (self.notation,)  # the one instance


DRAW_STOCK = DrawStock()
TAKE_DISCARD = TakeDiscard()
PASS_UPCARD = PassUpcard()
BIG_GIN = BigGin()
_SIMPLE: dict[str, Action] = {
    a.notation: a for a in (DRAW_STOCK, TAKE_DISCARD, PASS_UPCARD, BIG_GIN)
}
# One instance of each card's discard, knock (the engine's melds) and gin: the legal moves and
# the moves read from records are these, so a game's history holds each once.
DISCARDS = tuple(Discard(c) for c in CARDS)
KNOCKS = tuple(Knock(c) for c in CARDS)
GINS = tuple(Gin(c) for c in CARDS)


def _simple(notation: str) -> Action:
    return _SIMPLE[notation]


def _discard_at(index: int) -> Discard:
    return DISCARDS[index]


def _knock_at(index: int) -> Knock:
    return KNOCKS[index]


def _gin_at(index: int) -> Gin:
    return GINS[index]
