"""The control protocol: every button and select the bot draws, and how a click is read back.

A control's custom_id is ``gin:<game>:<version>:<action>``: the game, the version of the view it
was drawn for (a click on an older view changes nothing), and the action. A hand's version is
``<deal>.<step>`` (its own deal's moves: the other deal of a partnership round does not make it
stale); the table's and a challenge's are the game's version. Actions are the names
in :class:`Control`; a card-carrying action appends the card's code (``gin-7H``, ``knockgo-7H``).
Every control is one :class:`GinControl` (a DynamicItem registered at start), so old messages
keep working after a restart and no view is kept in memory per message.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

import discord

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

__all__ = [
    "BoardControl",
    "Click",
    "ConfirmControl",
    "Control",
    "ControlRows",
    "GinControl",
    "build_view",
    "button",
    "confirm_view",
    "custom_id",
    "own_private_message",
    "select",
]

TEMPLATE = r"gin:(?P<game>\d+):(?P<version>\d+(?:\.\d+)?):(?P<action>[\w-]+)"


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
    RESIGN_YES = "resign-yes"
    # the final score sheet of a game with the computer
    REVIEW = "review"  # a player's look back at their game
    # the final score sheet of any finished game
    REMATCH = "rematch"  # the same players and rules again: a challenge from the clicker

    @property
    def private(self) -> bool:
        """Drawn only in its owner's private message (a hand, a knock screen, a confirmation)."""
        return self not in _PUBLIC


_PUBLIC = frozenset(
    {
        Control.ACCEPT,
        Control.DECLINE,
        Control.CANCEL,
        Control.HAND,
        Control.RULES,
        Control.MOVES,
        Control.RESIGN,
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


def custom_id(game_id: int, version: str, control: Control, card: Card | None = None) -> str:
    action = control.value if card is None else f"{control.value}-{card.code}"
    return f"gin:{game_id}:{version}:{action}"


@dataclass(frozen=True, slots=True)
class Click:
    """A click read back from its custom_id (and the values picked in a select)."""

    game_id: int
    version: str
    control: Control
    card: Card | None
    values: tuple[str, ...] = ()

    @classmethod
    def parse(cls, game_id: int, version: str, action: str, values: Sequence[str]) -> Click:
        """Raises ValueError for an action this release does not draw."""
        name, _, code = action.partition("-")
        if action == Control.RESIGN_YES.value:
            return cls(game_id, version, Control.RESIGN_YES, None, tuple(values))
        control = Control(name)
        card = None
        if code:
            if control not in _WITH_CARD:
                raise ValueError(f"{action!r} carries no card")
            card = Card.parse(code)
        return cls(game_id, version, control, card, tuple(values))

    def picked_card(self) -> Card:
        """The card chosen in a card select (raises ValueError/InvalidCardError if none)."""
        if not self.values:
            raise ValueError("no card was picked")
        return Card.parse(self.values[0])

    def move(self) -> Action | None:
        """The engine action a move control stands for (None for the other controls)."""
        if self.control in _SIMPLE_MOVES:
            return _SIMPLE_MOVES[self.control]
        if self.control is Control.DISCARD:
            return Discard(self.picked_card())
        if self.control is Control.GIN:
            return Gin(self.card if self.card is not None else self.picked_card())
        return None


def button(
    game_id: int,
    version: str,
    control: Control,
    label: str,
    style: str = "secondary",
    card: Card | None = None,
) -> dict[str, Any]:
    return {
        "type": "button",
        "custom_id": custom_id(game_id, version, control, card),
        "label": label,
        "style": style,
    }


def select(
    game_id: int,
    version: str,
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


STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


class GinControl(
    discord.ui.DynamicItem[discord.ui.Item[Any]],
    template=TEMPLATE,
):
    """Every button and select of the bot (see the module docstring)."""

    def __init__(self, item: discord.ui.Item[Any], game_id: int, version: str, action: str):
        super().__init__(item)
        self.game_id, self.version, self.action = game_id, version, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> GinControl:
        return cls(item, int(match["game"]), match["version"], match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.get_cog("Gin")  # type: ignore[attr-defined]
        values = list((interaction.data or {}).get("values", []))  # type: ignore[union-attr]
        await cog.on_control(interaction, self.game_id, self.version, self.action, values)


class ControlRows(discord.ui.View):
    """A view that is only sent: its rows of components, written as Discord takes them.

    Clicks on the bot's controls reach it through :class:`GinControl`, matched by custom id, and
    never through a view stored with the message, so building discord.py's items for every
    message (and storing each view, which discord.py does for dispatchable ones) is work for
    nothing: about a tenth of a millisecond per message."""

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        super().__init__(timeout=None)
        self._rows = rows

    def to_components(self) -> list[dict[str, Any]]:
        return self._rows

    def is_dispatchable(self) -> bool:
        return False

    def has_components_v2(self) -> bool:
        return False


def _component(spec: dict[str, Any]) -> dict[str, Any]:
    """A control spec as Discord's component object (what discord.py's items would send)."""
    assert re.fullmatch(TEMPLATE, spec["custom_id"]), spec["custom_id"]
    if spec["type"] == "button":
        return {
            "type": discord.ComponentType.button.value,
            "style": STYLES[spec["style"]].value,
            "disabled": False,
            "label": spec["label"],
            "custom_id": spec["custom_id"],
        }
    return {
        "type": discord.ComponentType.string_select.value,
        "custom_id": spec["custom_id"],
        "min_values": 1,
        "max_values": 1,
        "disabled": False,
        "placeholder": spec["placeholder"],
        "options": [{**option, "default": False} for option in spec["options"]],
    }


def build_view(rows: Sequence[Sequence[dict[str, Any]]]) -> discord.ui.View:
    """A view of the bot's controls from plain specs (rows of :func:`button` / :func:`select`)."""
    return ControlRows(
        [
            {
                "type": discord.ComponentType.action_row.value,
                "components": [_component(s) for s in row],
            }
            for row in rows
            if row
        ]
    )


class BoardControl(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"gin-board:(?P<sort>[a-z_]+):(?P<format>[a-z-]+):(?P<page>\d+):(?P<key>[a-z]+)",
):
    """A leaderboard page button: the sort, the format filter and the page it opens. Any click
    opens (or turns) the clicker's own private copy, so nobody moves the page under others.
    ``key`` names the button: Discord refuses two components with one custom id, and Previous
    and Next both open page 0 on a one-page board."""

    def __init__(
        self, sort: str, format: str, page: int, key: str, label: str, disabled: bool = False
    ):
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"gin-board:{sort}:{format}:{page}:{key}",
                disabled=disabled,
            )
        )
        self.sort, self.format, self.page = sort, format, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> BoardControl:
        label = getattr(item, "label", None) or "Page"
        return cls(match["sort"], match["format"], int(match["page"]), match["key"], label)

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.get_cog("Stats")  # type: ignore[attr-defined]
        await cog.on_board_page(interaction, self.sort, self.format, self.page)


def own_private_message(interaction: discord.Interaction) -> bool:
    """The click came from a private (ephemeral) message made for the clicker."""
    message = interaction.message
    if message is None or not message.flags.ephemeral:
        return False
    metadata = message.interaction_metadata
    return metadata is not None and metadata.user.id == interaction.user.id


class HistoryControl(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"gin-history:(?P<member>\d+):(?P<page>\d+):(?P<key>[a-z]+)",
):
    """A history page button: whose history and the page it opens (in the clicker's own copy)."""

    def __init__(self, member: int, page: int, key: str, label: str, disabled: bool = False):
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"gin-history:{member}:{page}:{key}",
                disabled=disabled,
            )
        )
        self.member, self.page = member, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HistoryControl:
        label = getattr(item, "label", None) or "Page"
        return cls(int(match["member"]), int(match["page"]), match["key"], label)

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.get_cog("Stats")  # type: ignore[attr-defined]
        await cog.on_history_page(interaction, self.member, self.page)


class SheetControl(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"gin-sheet:(?P<member>\d+):(?P<page>\d+)",
):
    """The history page's menu of its games: the chosen one's score sheet opens again."""

    def __init__(self, member: int, page: int, options: list[discord.SelectOption]):
        super().__init__(
            discord.ui.Select(
                custom_id=f"gin-sheet:{member}:{page}",
                placeholder="Open a game's score sheet",
                options=options or [discord.SelectOption(label="-", value="0")],
                disabled=not options,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> SheetControl:
        options = list(getattr(item, "options", []))
        return cls(int(match["member"]), int(match["page"]), options)

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []  # type: ignore[union-attr]
        game_id = int(values[0]) if values and str(values[0]).isdigit() else 0
        cog = interaction.client.get_cog("Stats")  # type: ignore[attr-defined]
        await cog.on_sheet(interaction, game_id)


class ConfirmControl(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"gin-confirm:(?P<what>[a-z-]+):(?P<target>-?\d+):(?P<extra>.*)",
):
    """A button of a "are you sure?" message: ``what`` is ``end`` (``target`` the game,
    ``extra`` the reason), ``season`` (``target`` the season it ends, so a second click does
    nothing), ``forget`` (``target`` the member) or ``keep`` (change nothing). Such a message is
    private to who asked, so clicking it is their choice; no permission is checked again."""

    MAX_EXTRA = 100 - len("gin-confirm:end:9999999999:")

    def __init__(self, what: str, target: int, extra: str, label: str, style: str = "danger"):
        super().__init__(
            discord.ui.Button(
                label=label,
                style=getattr(discord.ButtonStyle, style),
                custom_id=f"gin-confirm:{what}:{target}:{extra[: self.MAX_EXTRA]}",
            )
        )
        self.what, self.target, self.extra = what, target, extra

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ConfirmControl:
        label = getattr(item, "label", None) or "Confirm"
        return cls(match["what"], int(match["target"]), match["extra"], label)

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.get_cog("Admin")  # type: ignore[attr-defined]
        await cog.on_confirm(interaction, self.what, self.target, self.extra)


def confirm_view(what: str, target: int, extra: str, yes: str, no: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ConfirmControl(what, target, extra, yes))
    view.add_item(ConfirmControl("keep", target, what, no, "secondary"))
    return view
