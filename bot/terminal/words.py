"""What the terminal game reads and writes: the commands a line may hold, and cards, hands and
melds as text in the styles a terminal can show (codes, symbols, red suits in red).

>>> from bot.engine import parse_cards
>>> print(hand_text(parse_cards("AS 2S 3S 7H 7D 7C KD 5H 2D")))
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
from typing import TextIO

from bot.engine import Arrangement, Card, InvalidCardError, best_melds

__all__ = [
    "HELP",
    "BadInput",
    "CardStyle",
    "arrangement_text",
    "ascii_help",
    "capital",
    "card_style",
    "card_text",
    "cards_text",
    "either_or",
    "hand_text",
    "in_style",
    "parse_command",
]

HELP = """\
Commands (a letter or the word):
  d, draw       draw the top card of the stock
  t, take       take the top card of the discard pile (the upcard, on the first turn)
  p, pass       pass on the upcard (the first turn of a deal only)
  7h, x 7h      discard the 7♥ (also: discard 7h; a king: x kh, as kh looks like a knock)
  k 7h          knock, discarding the 7♥ face down (your melds are laid for you)
  g 7h, g       go gin, discarding the 7♥ (g alone: any card that leaves no deadwood)
  big           big gin: all eleven cards melded (when the rules have it)
  pile          the whole discard pile, top first
  score         the score so far
  h, help       this help
  q, quit       leave the game (asks first)
Cards: a rank (A, 2-9, T or 10, J, Q, K) then a suit (s, c, d, h or ♠ ♣ ♦ ♥): 7h, 10d, TD, q♠.
An empty line shows the table again."""

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
    """A line that is not a command: the message says what is wrong."""


def parse_command(line: str) -> tuple[str, Card | None]:
    """A command and its card, if any, from a line typed; :class:`BadInput` if it is not one.

    >>> parse_command("  D ")
    ('draw', None)
    >>> parse_command("x th")
    ('discard', Card.parse('TH'))
    >>> parse_command("banana")
    Traceback (most recent call last):
    ...
    bot.terminal.words.BadInput: 'banana' is not a command or a card.
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
                raise BadInput(
                    f"{words[0]!r} could be a knock: type x {words[0]} to discard the {king}, or "
                    "k and a card to knock (k 7h)."
                )
            try:
                return "discard", Card.parse(words[0])
            except InvalidCardError:
                raise BadInput(f"{words[0]!r} is not a command or a card.") from None
        raise BadInput(f"{' '.join(words)!r} is not a command.")
    rest = words[1:]
    if verb in _WITH_CARD or (verb in _CARD_OPTIONAL and rest):
        if len(rest) != 1:
            raise BadInput(f"{words[0]} needs one card, like {words[0]} 7h.")
        try:
            return verb, Card.parse(rest[0])
        except InvalidCardError:
            raise BadInput(
                f"{rest[0]!r} is not a card: write a rank (A, 2-9, T or 10, J, Q, K) then a "
                "suit (s, c, d, h), like 7h or 10d."
            ) from None
    if rest:
        raise BadInput(f"{words[0]} takes no card.")
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


def cards_text(cards: Sequence[Card], style: CardStyle = CardStyle.SYMBOLS) -> str:
    return " ".join(card_text(c, style) for c in cards) or "none"


def either_or(items: Sequence[str]) -> str:
    """'a', 'a or b', 'a, b or c'."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def arrangement_text(arrangement: Arrangement, style: CardStyle = CardStyle.SYMBOLS) -> str:
    parts = [f"[{cards_text(m.cards, style)}]" for m in arrangement.melds]
    parts += [card_text(c, style) for c in arrangement.unmatched]
    return f"{' '.join(parts) or 'no cards'} · deadwood {arrangement.deadwood}"


def hand_text(cards: Sequence[Card], style: CardStyle = CardStyle.SYMBOLS) -> str:
    """A hand sorted into its best melds, then the unmatched cards and their deadwood."""
    return arrangement_text(best_melds(cards), style)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def ascii_help() -> str:
    """The help for a terminal that can't show the suits' symbols."""
    text = HELP.replace(" or ♠ ♣ ♦ ♥", "").replace(", q♠", "")
    return text.replace("7♥", "7H")


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
