"""The control protocol: every button and select the bot draws, how a click is read back, and
how the bot knows that a click's custom id is one it wrote.

Discord hands the bot a click's custom id as the client sent it, and a modified client can send
any id on any message it can see (Discord's documentation tells apps to validate component
data). So every id the bot writes carries a tag: 64 bits of HMAC-SHA256 under a key kept in the
database (:class:`ControlKey`), over the id and the member it was drawn for (a private control:
a hand, a knock screen, a history page, a confirmation) or nobody (a public one: a table, a
challenge, a leaderboard page). A click is read by :func:`read_click` (each number
range-checked, the tag checked for the clicker) into one typed value per kind, or into an
:class:`Unreadable` that nothing acts on. The tag is always the second-to-last field:

- ``gin:<game>:<version>:<tag>:<action>``: a game's controls. ``version`` is the version of the
  view it was drawn for (a click on an older view changes nothing): a hand's is
  ``<deal>.<step>`` (its own deal's moves: the other deal of a partnership round does not make
  it stale), the table's and a challenge's the game's. ``action`` is a :class:`Control` name,
  with a card's code for a card-carrying one (``gin-7H``, ``knockgo-7H``).
- ``gin-board:<sort>:<format>:<page>:<tag>:<key>``: a leaderboard page (``key`` names the
  button: Discord refuses two components with one custom id).
- ``gin-history:<member>:<page>:<tag>:<key>`` and ``gin-sheet:<member>:<tag>:<page>``: a
  member's history pages and the menu of its games.
- ``gin-confirm:<what>:<tag>:<token>``: a confirmation's buttons; the token names what was
  asked, by whom and when, in the store (``what`` is the action, or ``keep`` for "no").
- ``gin-event:<tournament>:<tag>:<action>``: a tournament's public buttons (``join``,
  ``leave``, ``show``).

Ids written before the tag existed are read as ``signed=False``: handlers let them do what is
harmless (show a hand, refresh, turn a page) and answer anything else with a fresh message.

This module is the protocol alone, in plain Python (ids, tags, reading a click): discord.py's
side of it (the view rows that carry the ids, the one dynamic item that receives every click and
the router that hands it on) is :mod:`bot.discord.components`.
"""

from __future__ import annotations

import binascii
import hashlib
import hmac
import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from bot.engine import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawStock,
    Gin,
    PassUpcard,
    TakeDiscard,
)
from bot.model.versions import ViewVersion

__all__ = [
    "MAX_ID",
    "TABLE_CONTROLS",
    "AnyClick",
    "Click",
    "ConfirmClick",
    "Control",
    "ControlKey",
    "EventAction",
    "EventClick",
    "HistoryClick",
    "Kind",
    "LeaderboardClick",
    "SheetClick",
    "Unreadable",
    "button",
    "confirm_buttons",
    "custom_id",
    "event_button",
    "history_button",
    "id_shape",
    "is_private_id",
    "leaderboard_button",
    "number_in",
    "read_click",
    "select",
    "sheet_select",
]


MAX_ID = 2**63 - 1  # the store's largest integer: every game id and Discord snowflake fits
MAX_PAGE = 1_000_000
TAG_BYTES = 8
TAG_LENGTH = 11  # base64url of 8 bytes, unpadded
_NUMBER = re.compile(r"[0-9]{1,19}")  # ASCII digits only: int() would take other scripts' too
_WORD = re.compile(r"[a-z_-]{1,24}")
_TAG = re.compile(rf"[A-Za-z0-9_-]{{{TAG_LENGTH}}}")
_TOKEN = re.compile(r"[A-Za-z0-9_-]{8,32}")
_URL_SAFE = bytes.maketrans(b"+/", b"-_")
_SHA256_BLOCK = 64
_XOR_INNER = bytes(byte ^ 0x36 for byte in range(256))  # RFC 2104's ipad and opad
_XOR_OUTER = bytes(byte ^ 0x5C for byte in range(256))
_ACTION = re.compile(r"[a-z]{1,12}(?:-[a-z]{1,12})?(?:-[0-9A-Z]{2,3})?")


class Kind(Enum):
    """What a custom id is for: its first field."""

    GAME = "gin"
    LEADERBOARD = "gin-board"  # messages already posted carry it: the old word stays
    HISTORY = "gin-history"
    SHEET = "gin-sheet"
    CONFIRM = "gin-confirm"
    EVENT = "gin-event"


# The fields of each kind's id after its first, without the tag.
_FIELDS = {
    Kind.GAME: 3,
    Kind.LEADERBOARD: 4,
    Kind.HISTORY: 3,
    Kind.SHEET: 2,
    Kind.CONFIRM: 2,
    Kind.EVENT: 2,
}
_KINDS = {kind.value: kind for kind in Kind}


class Control(Enum):
    # the challenge
    ACCEPT = "accept"
    DECLINE = "decline"
    CANCEL = "cancel"
    # the public table
    HAND = "hand"  # open one's private hand
    RULES = "rules"
    MOVES = "moves"  # anyone's private look at the deal's recent moves
    RESIGN = "resign"  # asks first
    # proposes abandoning the game (where the bot was not invited: a friend there has no /gin)
    ABANDON = "abandon"
    # a table where the bot was not invited, put to sleep (no longer editable): wakes it
    WAKE = "wake"
    # a proposal to abandon the game (its version is the game's when proposed)
    AGREE = "agree"
    KEEP = "keep"  # keep playing: withdraws the proposal
    # the private hand
    REFRESH = "refresh"
    TAKE = "take"
    PASS = "pass"
    DRAW = "draw"
    DISCARD = "discard"  # a select of cards
    KNOCK = "knock"  # a select of cards: opens the knock screen
    GIN = "gin"  # a select of cards, or gin-<card> as a button
    BIG_GIN = "biggin"
    KNOCK_GO = "knockgo"  # knockgo-<card>: knock with the automatic melds
    KNOCK_PICK = "knockpick"  # knockpick-<card>: a select of other arrangements
    RESIGN_YES = "resign-yes"  # releases before confirmations were stored; read, never drawn
    # the final score sheet of a game with the computer
    REVIEW = "review"  # a player's look back at their game
    # the final score sheet of any finished game
    REMATCH = "rematch"  # the same players and rules again: a challenge from the clicker

    @property
    def private(self) -> bool:
        """Drawn only in its owner's private message (a hand, a knock screen)."""
        return self not in _PUBLIC


# The controls of a table message.
TABLE_CONTROLS = frozenset(
    {
        Control.ACCEPT,
        Control.DECLINE,
        Control.CANCEL,
        Control.HAND,
        Control.RULES,
        Control.MOVES,
        Control.RESIGN,
        Control.ABANDON,
        Control.WAKE,
    }
)
_PUBLIC = TABLE_CONTROLS | frozenset(
    {
        Control.AGREE,
        Control.KEEP,
        Control.REVIEW,
        Control.REMATCH,
    }
)
_SIMPLE_MOVES: dict[Control, Action] = {
    Control.TAKE: TakeDiscard(),
    Control.PASS: PassUpcard(),
    Control.DRAW: DrawStock(),
    Control.BIG_GIN: BigGin(),
}
_WITH_CARD = (Control.GIN, Control.KNOCK_GO, Control.KNOCK_PICK)


def number_in(text: object, low: int, high: int) -> int | None:
    """``text`` as a whole number if it is one in ``low..high`` (ASCII digits, an optional
    leading minus), else None: what a client sends is checked before anything uses it.

    >>> number_in("12", 1, 99), number_in("-1", 0, 9), number_in(str(10**23), 0, 2**63 - 1)
    (12, None, None)
    """
    if not isinstance(text, str):
        return None
    digits = text[1:] if text.startswith("-") else text
    if not _NUMBER.fullmatch(digits):
        return None
    value = int(text)
    return value if low <= value <= high else None


# -- the key ------------------------------------------------------------------------------------


class ControlKey:
    """Tags the bot's custom ids, and checks them. ``scope`` is the member a private control was
    drawn for, 0 for a public one; the key lives in the database, so every process on it and
    every restart reads the same ids.

    >>> key = ControlKey(bytes(32))
    >>> sealed = key.seal("gin:7:3:draw", 42)
    >>> sealed.split(":")[3] == key.tag("gin:7:3:draw", 42), len(sealed)
    (True, 24)
    """

    def __init__(self, secret: bytes) -> None:
        if len(secret) < 16:
            raise ValueError("a control key needs at least 16 bytes")
        # HMAC-SHA256 as RFC 2104 defines it, its inner and outer SHA-256 states keyed once and
        # copied for each tag (the way the standard library's hmac.py builds them): the same
        # tags as hmac.digest() at about half its cost. hmac.digest() also lets go of the GIL
        # on every call, however short the message, and the database's thread waiting for it
        # then runs first while the event loop waits for its turn back; hashlib keeps the GIL
        # for messages under 2 kB (bench/tags.py measures both). Modules/_hashopenssl.c,
        # _hashlib_hmac_singleshot_impl and EVP_update (HASHLIB_GIL_MINSIZE):
        # https://github.com/python/cpython/blob/3.11/Modules/_hashopenssl.c
        # https://www.rfc-editor.org/rfc/rfc2104#section-2
        if len(secret) > _SHA256_BLOCK:
            secret = hashlib.sha256(secret).digest()
        block = secret.ljust(_SHA256_BLOCK, b"\0")
        self._inner = hashlib.sha256(block.translate(_XOR_INNER))
        self._outer = hashlib.sha256(block.translate(_XOR_OUTER))

    def __repr__(self) -> str:
        return "ControlKey(<secret>)"

    def tag(self, body: str, scope: int) -> str:
        inner = self._inner.copy()
        inner.update(f"{scope}\n{body}".encode())
        outer = self._outer.copy()
        outer.update(inner.digest())
        # base64url, unpadded (binascii's own call: a third of base64's cost)
        text = binascii.b2a_base64(outer.digest()[:TAG_BYTES], newline=False)[:TAG_LENGTH]
        return text.translate(_URL_SAFE).decode()

    def seal(self, body: str, scope: int) -> str:
        """``body`` with its tag as the second-to-last field."""
        head, _, last = body.rpartition(":")
        return f"{head}:{self.tag(body, scope)}:{last}"

    def opens(self, body: str, tag: str, scope: int) -> bool:
        return hmac.compare_digest(self.tag(body, scope), tag)


# -- writing ids --------------------------------------------------------------------------------


def custom_id(
    game_id: int, version: ViewVersion, control: Control, card: Card | None = None
) -> str:
    """A game control's id before its tag (what :func:`build_view` seals)."""
    action = control.value if card is None else f"{control.value}-{card.code}"
    return f"gin:{game_id}:{version}:{action}"


def button(
    game_id: int,
    version: ViewVersion,
    control: Control,
    label: str,
    style: str = "secondary",
    card: Card | None = None,
) -> dict[str, Any]:
    return _button(custom_id(game_id, version, control, card), label, style)


def select(
    game_id: int,
    version: ViewVersion,
    control: Control,
    placeholder: str,
    options: list[dict[str, str]],
    card: Card | None = None,
) -> dict[str, Any]:
    return {
        "type": "select",
        "custom_id": custom_id(game_id, version, control, card),
        "placeholder": placeholder,
        "options": options,
    }


def _button(
    body: str, label: str, style: str = "secondary", disabled: bool = False
) -> dict[str, Any]:
    return {
        "type": "button",
        "custom_id": body,
        "label": label,
        "style": style,
        "disabled": disabled,
    }


def leaderboard_button(
    sort: str, format: str, page: int, key: str, label: str, disabled: bool = False
) -> dict[str, Any]:
    """A leaderboard page button: the sort, the format filter and the page it opens."""
    return _button(f"gin-board:{sort}:{format}:{page}:{key}", label, disabled=disabled)


def history_button(
    member: int, page: int, key: str, label: str, disabled: bool = False
) -> dict[str, Any]:
    """A history page button: whose history and the page it opens."""
    return _button(f"gin-history:{member}:{page}:{key}", label, disabled=disabled)


def sheet_select(
    member: int,
    page: int,
    options: list[dict[str, str]],
    placeholder: str = "Open a game's score sheet",
) -> dict[str, Any]:
    """The history page's menu of its games: the chosen one's score sheet opens again."""
    return {
        "type": "select",
        "custom_id": f"gin-sheet:{member}:{page}",
        "placeholder": placeholder,
        "options": options or [{"label": "-", "value": "0"}],
        "disabled": not options,
    }


def confirm_buttons(what: str, token: str, yes: str, no: str | None) -> list[dict[str, Any]]:
    """A confirmation's buttons: ``yes`` does ``what``; ``no`` (if any) changes nothing."""
    row = [_button(f"gin-confirm:{what}:{token}", yes, "danger")]
    if no is not None:
        row.append(_button(f"gin-confirm:keep:{token}", no))
    return row


class EventAction(Enum):
    """A tournament announcement's buttons."""

    JOIN = "join"
    LEAVE = "leave"
    SHOW = "show"  # the standings and the round in play, privately


def event_button(tournament_id: int, action: EventAction, label: str, style: str) -> dict[str, Any]:
    """A tournament's public button (anyone may click: the service says who may do what)."""
    return _button(f"gin-event:{tournament_id}:{action.value}", label, style)


def is_private_id(body: str) -> bool:
    """Whether the id (before its tag) is tied to one member: the same rule reads it back."""
    kind = _KINDS[body.split(":", 1)[0]]
    if kind is Kind.GAME:
        return Control(body.rsplit(":", 1)[1].split("-", 1)[0]).private
    return kind not in (Kind.LEADERBOARD, Kind.EVENT)


# -- reading ids --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Click:
    """A click on a game's control, read back from its custom_id (and the values picked in a
    select). ``signed``: the id carries the bot's tag (False: an id of an older release)."""

    game_id: int
    version: ViewVersion
    control: Control
    card: Card | None
    values: tuple[str, ...] = ()
    signed: bool = True

    @classmethod
    def parse(
        cls,
        game_id: int,
        version: ViewVersion,
        action: str,
        values: Sequence[str],
        signed: bool = True,
    ) -> Click:
        """Raises ValueError for an action this release does not read."""
        if action == Control.RESIGN_YES.value:
            return cls(game_id, version, Control.RESIGN_YES, None, tuple(values), signed)
        name, _, code = action.partition("-")
        control = Control(name)
        card = None
        if code:
            if control not in _WITH_CARD:
                raise ValueError(f"{action!r} carries no card")
            card = Card.parse(code)
        return cls(game_id, version, control, card, tuple(values), signed)

    def picked_card(self) -> Card:
        """The card chosen in a card select (raises ValueError/InvalidCardError if none)."""
        if not self.values:
            raise ValueError("no card was picked")
        return Card.parse(self.values[0])

    def picked_index(self, count: int) -> int:
        """The option picked in a select of ``count`` numbered options (ValueError if none)."""
        index = number_in(self.values[0] if self.values else None, 0, count - 1)
        if index is None:
            raise ValueError("no option was picked")
        return index

    def move(self) -> Action | None:
        """The engine action a move control stands for (None for the other controls)."""
        if self.control in _SIMPLE_MOVES:
            return _SIMPLE_MOVES[self.control]
        if self.control is Control.DISCARD:
            return Discard(self.picked_card())
        if self.control is Control.GIN:
            return Gin(self.card if self.card is not None else self.picked_card())
        return None


@dataclass(frozen=True, slots=True)
class LeaderboardClick:
    sort: str
    format: str
    page: int
    signed: bool = True


@dataclass(frozen=True, slots=True)
class HistoryClick:
    member: int
    page: int
    signed: bool = True


@dataclass(frozen=True, slots=True)
class SheetClick:
    """A pick in a history page's menu of games: ``game_id`` None if the pick is no game."""

    member: int
    game_id: int | None
    signed: bool = True


@dataclass(frozen=True, slots=True)
class ConfirmClick:
    """A confirmation's button: ``what`` it does (``keep``: nothing), the token it was issued
    under (None for an id of an older release, which named its arguments instead)."""

    what: str
    token: str | None
    signed: bool = True


@dataclass(frozen=True, slots=True)
class EventClick:
    tournament_id: int
    action: EventAction
    signed: bool = True


@dataclass(frozen=True, slots=True)
class Unreadable:
    """An id the bot did not write, or not for this clicker: nothing acts on it. ``shape`` is
    the id with its numbers and tag blanked out (for the log)."""

    shape: str
    why: str


AnyClick = Click | LeaderboardClick | HistoryClick | SheetClick | ConfirmClick | EventClick


class _Bad(ValueError):
    pass


def id_shape(custom_id: str) -> str:
    """The id with numbers, tags and tokens blanked: one line in the log per shape."""
    first, *rest = custom_id[:100].split(":")
    blanked = [
        "#" if re.fullmatch(r"-?[0-9]+", p) else "*" if _TAG.fullmatch(p) or len(p) >= 16 else p
        for p in rest
    ]
    return ":".join([first[:24], *blanked])[:80]


def read_click(
    custom_id: str, values: Sequence[str], clicker: int, key: ControlKey
) -> AnyClick | Unreadable:
    """The click ``clicker`` sent, if its id is one the bot wrote for them (or for anyone); an
    id of an older release is read unsigned, its numbers range-checked all the same."""
    first, _, _ = custom_id.partition(":")
    kind = _KINDS.get(first)
    if kind is None or len(custom_id) > 100:
        return Unreadable(id_shape(custom_id), "not one of the bot's ids")
    parts = custom_id.split(":")[1:]
    signed = len(parts) == _FIELDS[kind] + 1
    if signed:
        tag = parts.pop(-2)
        if not _TAG.fullmatch(tag):
            signed = False
            parts = custom_id.split(":")[1:]  # perhaps an older id whose last field has a colon
    try:
        click = _typed(kind, parts, values, signed)
    except (_Bad, ValueError) as exc:
        return Unreadable(id_shape(custom_id), str(exc) or "a field out of range")
    if signed:
        body = ":".join([first, *parts])
        if not key.opens(body, tag, clicker if is_private_id(body) else 0):
            return Unreadable(id_shape(custom_id), "its tag does not match")
    return click


def _typed(kind: Kind, parts: list[str], values: Sequence[str], signed: bool) -> AnyClick:
    def number(text: str, low: int = 1, high: int = MAX_ID) -> int:
        value = number_in(text, low, high)
        if value is None:
            raise _Bad(f"{text[:24]!r} is out of range")
        return value

    def word(text: str) -> str:
        if not _WORD.fullmatch(text):
            raise _Bad(f"{text[:24]!r} is not a word")
        return text

    if kind is Kind.CONFIRM:
        if signed:
            what, token = parts
            if not _TOKEN.fullmatch(token):
                raise _Bad("not a token")
            return ConfirmClick(word(what), token)
        if len(parts) < 3:  # gin-confirm:<what>:<target>:<extra>, the extra free text
            raise _Bad("too few fields")
        number(parts[1], -MAX_ID, MAX_ID)
        return ConfirmClick(word(parts[0]), None, signed=False)
    if len(parts) != _FIELDS[kind]:
        raise _Bad("not the fields of its kind")
    if kind is Kind.GAME:
        game, version, action = parts
        view_version = ViewVersion.parse(version)  # ValueError: not a version
        if not _ACTION.fullmatch(action):
            raise _Bad("not an action")
        return Click.parse(number(game), view_version, action, values, signed)
    if kind is Kind.LEADERBOARD:
        sort, format, page, _key = parts
        return LeaderboardClick(word(sort), word(format), number(page, 0, MAX_PAGE), signed)
    if kind is Kind.HISTORY:
        member, page, _key = parts
        return HistoryClick(number(member), number(page, 0, MAX_PAGE), signed)
    if kind is Kind.EVENT:
        if not signed:
            raise _Bad("a tournament's ids are all signed")
        tournament, action = parts
        return EventClick(number(tournament), EventAction(word(action)))
    member, _page = parts
    picked = number_in(values[0], 1, MAX_ID) if values else None
    number(_page, 0, MAX_PAGE)
    return SheetClick(number(member), picked, signed)
