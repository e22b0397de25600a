"""What the terminal game reads and writes: the commands a line may hold, and cards, hands and
melds as text in the styles a terminal can show (codes, symbols, red suits in red), in the
reader's words (the catalogue's, :mod:`bot.words`).

The commands and the cards are typed the same way in every language (``d``, ``x 7h``,
``k 7h``): docs/languages.md says why.

>>> from bot.engine import parse_cards
>>> from bot.words import ENGLISH, words
>>> print(hand_text(parse_cards("AS 2S 3S 7H 7D 7C KD 5H 2D"), words(ENGLISH)))
[A♠ 2♠ 3♠] [7♣ 7♦ 7♥] 2♦ K♦ 5♥ · deadwood 17
>>> parse_command("k 10h")
('knock', Card.parse('TH'))
>>> parse_command("7♥")
('discard', Card.parse('7H'))
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from enum import Enum
from typing import Any, TextIO

from bot.engine import Arrangement, Card, InvalidCardError, best_melds
from bot.words import Words

__all__ = [
    "HELP",
    "SEVEN_OF_HEARTS",
    "BadInput",
    "CardStyle",
    "arrangement_text",
    "capital",
    "card_style",
    "card_text",
    "cards_text",
    "either_or",
    "hand_text",
    "help_text",
    "in_style",
    "parse_command",
]

# The help: each command as typed (the same in every language), and what it does (its message).
HELP = (
    ("d, draw", "terminal-help-draw"),
    ("t, take", "terminal-help-take"),
    ("p, pass", "terminal-help-pass"),
    ("7h, x 7h", "terminal-help-discard"),
    ("k 7h", "terminal-help-knock"),
    ("g 7h, g", "terminal-help-gin"),
    ("big", "terminal-help-big-gin"),
    ("pile", "terminal-help-pile"),
    ("score", "terminal-help-score"),
    ("h, help", "terminal-help-help"),
    ("q, quit", "terminal-help-quit"),
)
HELP_KEYS = 14  # the width of the commands' column
SEVEN_OF_HEARTS = Card.parse("7H")  # the help's example

_VERBS = {
    "d": "draw",
    "draw": "draw",
    "stock": "draw",
    "t": "take",
    "take": "take",
    "p": "pass",
    "pass": "pass",
    "x": "discard",
    "discard": "discard",
    "k": "knock",
    "knock": "knock",
    "g": "gin",
    "gin": "gin",
    "big": "big gin",
    "big-gin": "big gin",
    "biggin": "big gin",
    "h": "help",
    "help": "help",
    "?": "help",
    "q": "quit",
    "quit": "quit",
    "exit": "quit",
    "pile": "pile",
    "score": "score",
}
_WITH_CARD = ("discard", "knock")  # a card is required
_CARD_OPTIONAL = ("gin",)


class BadInput(ValueError):
    """A line that is not a command: ``message_id`` and ``values`` say what is wrong (a
    catalogue message: a card as a :class:`Card`); its ``str()``, for the logs, is the two."""

    def __init__(self, message_id: str, **values: Any) -> None:
        super().__init__(message_id, values)
        self.message_id = message_id
        self.values = values

    def __str__(self) -> str:
        values = ", ".join(f"{name}={value!r}" for name, value in self.values.items())
        return f"{self.message_id} ({values})" if values else self.message_id


def parse_command(line: str) -> tuple[str, Card | None]:
    """A command and its card, if any, from a line typed; :class:`BadInput` if it is not one.

    >>> parse_command("  D ")
    ('draw', None)
    >>> parse_command("x th")
    ('discard', Card.parse('TH'))
    >>> parse_command("banana")
    Traceback (most recent call last):
    ...
    bot.terminal.words.BadInput: terminal-bad-word (typed='banana')
    """
    words = line.split()
    if not words:
        return "look", None
    verb = _VERBS.get(words[0].lower())
    if verb is None:
        if len(words) == 1:
            if len(words[0]) == 2 and words[0][0] in "kK" and words[0][1] in "schdSCHD":
                # "kh" is the K♥, and also one slip of the space bar from "k h" (a knock).
                king = Card.parse(words[0])
                raise BadInput("terminal-could-be-knock", typed=words[0], card=king)
            try:
                return "discard", Card.parse(words[0])
            except InvalidCardError:
                raise BadInput("terminal-bad-word", typed=words[0]) from None
        raise BadInput("terminal-bad-command", typed=" ".join(words))
    rest = words[1:]
    if verb in _WITH_CARD or (verb in _CARD_OPTIONAL and rest):
        if len(rest) != 1:
            raise BadInput("terminal-needs-card", typed=words[0])
        try:
            return verb, Card.parse(rest[0])
        except InvalidCardError:
            raise BadInput("terminal-bad-card", typed=rest[0]) from None
    if rest:
        raise BadInput("terminal-takes-no-card", typed=words[0])
    return verb, None


class CardStyle(Enum):
    CODES = "codes"  # 10♦ can't be shown: TD
    SYMBOLS = "symbols"  # 10♦
    COLOURS = "colours"  # 10♦ in red


RED, RESET = "\x1b[31m", "\x1b[0m"


def card_text(card: Card, style: CardStyle = CardStyle.SYMBOLS) -> str:
    """A card as this output shows it.

    >>> card_text(Card.parse("TD")), card_text(Card.parse("TD"), CardStyle.CODES)
    ('10♦', 'TD')
    """
    if style is CardStyle.CODES:
        return card.code
    if style is CardStyle.COLOURS and card.suit.red:
        return f"{RED}{card}{RESET}"
    return str(card)


_WRITTEN_CARD = re.compile(r"(10|[AKQJ2-9])([♠♣♦♥])")
_SUIT_LETTERS = {"♠": "S", "♣": "C", "♦": "D", "♥": "H"}


def in_style(text: str, style: CardStyle) -> str:
    """A sentence that writes cards as 7♥ (the engine's refusals), in this output's style:
    codes where the terminal can't show the suits.

    >>> in_style("10♦ was just taken from the discard pile", CardStyle.CODES)
    'TD was just taken from the discard pile'
    >>> in_style("5♥ is not in your hand", CardStyle.SYMBOLS)
    '5♥ is not in your hand'
    """
    if style is not CardStyle.CODES:
        return text
    return _WRITTEN_CARD.sub(lambda m: ("T" if m[1] == "10" else m[1]) + _SUIT_LETTERS[m[2]], text)


def cards_text(cards: Sequence[Card], lang: Words, style: CardStyle = CardStyle.SYMBOLS) -> str:
    return " ".join(card_text(c, style) for c in cards) or lang("terminal-cards-none")


def either_or(items: Sequence[str], lang: Words) -> str:
    """'a', 'a or b', 'a, b or c' (a list of choices, in ``lang``'s way)."""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return lang("terminal-or-two", first=items[0], second=items[1])
    return lang("terminal-or-more", rest=", ".join(items[:-1]), last=items[-1])


def arrangement_text(
    arrangement: Arrangement, lang: Words, style: CardStyle = CardStyle.SYMBOLS
) -> str:
    parts = [f"[{cards_text(m.cards, lang, style)}]" for m in arrangement.melds]
    parts += [card_text(c, style) for c in arrangement.unmatched]
    cards = " ".join(parts) or lang("terminal-cards-none")
    return lang("terminal-hand", cards=cards, deadwood=arrangement.deadwood)


def hand_text(cards: Sequence[Card], lang: Words, style: CardStyle = CardStyle.SYMBOLS) -> str:
    """A hand sorted into its best melds, then the unmatched cards and their deadwood."""
    return arrangement_text(best_melds(cards), lang, style)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def help_text(lang: Words, style: CardStyle = CardStyle.SYMBOLS) -> str:
    """The commands as typed and what each does, then how cards are typed (without the suits'
    symbols where the terminal can't show them)."""
    symbols = style is not CardStyle.CODES
    seven = card_text(SEVEN_OF_HEARTS, CardStyle.SYMBOLS if symbols else CardStyle.CODES)
    lines = [lang("terminal-help")]
    lines += [f"  {keys:<{HELP_KEYS}}{lang(message, card=seven)}" for keys, message in HELP]
    lines.append(lang("terminal-help-cards", symbols="yes" if symbols else "no"))
    lines.append(lang("terminal-help-empty"))
    return "\n".join(lines)


def card_style(stream: TextIO, environ: Mapping[str, str] = os.environ) -> CardStyle:
    """How this output can show cards: red suits in red on a colour terminal (not when
    NO_COLOR is set, see no-color.org), symbols where the encoding has them, codes otherwise."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        "♠♣♦♥".encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return CardStyle.CODES
    tty = getattr(stream, "isatty", lambda: False)()
    if tty and not environ.get("NO_COLOR") and environ.get("TERM", "") != "dumb":
        return CardStyle.COLOURS
    return CardStyle.SYMBOLS
