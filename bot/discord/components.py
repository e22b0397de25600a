"""discord.py's side of the control protocol (:mod:`bot.discord.controls`): the rows of
components a message carries, each id sealed with the control key; the one dynamic item that
receives every click; and the router that reads a click and hands it to the handler of its kind.

One :class:`AnyControl`, registered at start, receives every click (old messages keep working
after a restart, and no view is kept in memory per message); the :class:`ClickRouter` reads it
and hands it to the handler of its kind, from a registry the composition fills.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import discord

from bot import logs
from bot.discord.command_mentions import CommandMentions
from bot.discord.controls import (
    Click,
    ConfirmClick,
    ControlKey,
    EventClick,
    HistoryClick,
    Kind,
    LeaderboardClick,
    SheetClick,
    Unreadable,
    confirm_buttons,
    id_shape,
    is_private_id,
    read_click,
)
from bot.discord.render.words import member_words

__all__ = [
    "AnyControl",
    "ClickRouter",
    "ControlRows",
    "build_view",
    "confirm_view",
    "note_interaction",
    "own_private_message",
]

log = logging.getLogger(__name__)


STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


class ControlRows(discord.ui.View):
    """A view that is only sent: its rows of components, written as Discord takes them.

    Clicks on the bot's controls reach it through :class:`AnyControl`, matched by custom id, and
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


def _component(spec: dict[str, Any], custom_id: str) -> dict[str, Any]:
    """A control spec as Discord's component object (what discord.py's items would send)."""
    if spec["type"] == "button":
        return {
            "type": discord.ComponentType.button.value,
            "style": STYLES[spec["style"]].value,
            "disabled": spec.get("disabled", False),
            "label": spec["label"],
            "custom_id": custom_id,
        }
    return {
        "type": discord.ComponentType.string_select.value,
        "custom_id": custom_id,
        "min_values": 1,
        "max_values": 1,
        "disabled": spec.get("disabled", False),
        "placeholder": spec["placeholder"],
        "options": [{**option, "default": False} for option in spec["options"]],
    }


def build_view(
    rows: Sequence[Sequence[dict[str, Any]]], key: ControlKey, owner: int | None = None
) -> discord.ui.View:
    """A view of the bot's controls from plain specs (rows of :func:`button`, :func:`select`
    and the like), each id sealed with ``key``: a private control for ``owner``, the member
    whose private message it is drawn in."""

    def sealed(body: str) -> str:
        private = is_private_id(body)
        if private and owner is None:
            raise ValueError(f"{body!r} is a private control: say whose message it is drawn in")
        return key.seal(body, owner if private and owner is not None else 0)

    return ControlRows(
        [
            {
                "type": discord.ComponentType.action_row.value,
                "components": [_component(s, sealed(s["custom_id"])) for s in row],
            }
            for row in rows
            if row
        ]
    )


def confirm_view(
    what: str, token: str, owner: int, yes: str, no: str | None, key: ControlKey
) -> discord.ui.View:
    """The buttons of a confirmation asked of ``owner`` (see :func:`confirm_buttons`)."""
    return build_view([confirm_buttons(what, token, yes, no)], key, owner)


def own_private_message(interaction: discord.Interaction) -> bool:
    """The click came from a private (ephemeral) message made for the clicker."""
    message = interaction.message
    if message is None or not message.flags.ephemeral:
        return False
    metadata = message.interaction_metadata
    return metadata is not None and metadata.user.id == interaction.user.id


# -- receiving clicks ---------------------------------------------------------------------------


def note_interaction(interaction: discord.Interaction) -> None:
    """The interaction's task logs its server, channel, member and shard from here on (each
    interaction has a task of its own: discord.py starts one per command and per click)."""
    guild = interaction.guild
    if guild is not None:
        shard: int | None = guild.shard_id
    elif interaction.guild_id is None:
        # Only shard 0 receives DMs (Discord's Gateway docs, "Sharding":
        # https://discord.com/developers/docs/events/gateway#sharding).
        shard = 0
    else:
        shard = None  # a server the bot is not in (a user install): discord.py doesn't say
    logs.note(
        shard=shard,
        guild=interaction.guild_id,
        channel=interaction.channel_id,
        member=interaction.user.id,
    )


MAX_SHAPES_LOGGED = 256

Handler = Callable[[discord.Interaction, Any], Awaitable[None]]
_CLICK_KINDS: dict[type, Kind] = {
    Click: Kind.GAME,
    LeaderboardClick: Kind.LEADERBOARD,
    HistoryClick: Kind.HISTORY,
    SheetClick: Kind.SHEET,
    ConfirmClick: Kind.CONFIRM,
    EventClick: Kind.EVENT,
}


class ClickRouter:
    """Reads every click (:func:`read_click`) and hands it to the handler of its kind; a click
    nothing may act on is answered privately, and its shape logged once."""

    def __init__(self, key: ControlKey, commands: CommandMentions | None = None) -> None:
        self.key = key
        # How its answer names /gin hand: a mention once the bot knows the commands' ids.
        self.commands = commands if commands is not None else CommandMentions()
        self._handlers: dict[Kind, Handler] = {}
        self._logged: set[str] = set()

    def handle(self, kind: Kind, handler: Handler) -> None:
        self._handlers[kind] = handler

    async def dispatch(
        self, interaction: discord.Interaction, custom_id: str, values: Sequence[str]
    ) -> None:
        click = read_click(custom_id, values, interaction.user.id, self.key)
        if isinstance(click, Click):
            logs.note(game=click.game_id)
        handler = None
        if isinstance(click, Unreadable):
            refused = click
        else:
            handler = self._handlers.get(_CLICK_KINDS[type(click)])
            if handler is None:
                refused = Unreadable(id_shape(custom_id), "no handler for its kind")
        if handler is None:
            self._note(refused)
            try:
                said = member_words(interaction)(
                    "click-unreadable", command=self.commands("gin hand")
                )
                await interaction.response.send_message(said, ephemeral=True)
            except discord.HTTPException:
                log.warning("could not answer an unreadable click", exc_info=True)
            return
        await handler(interaction, click)

    def _note(self, unreadable: Unreadable) -> None:
        if unreadable.shape in self._logged or len(self._logged) >= MAX_SHAPES_LOGGED:
            return
        self._logged.add(unreadable.shape)
        log.warning(
            "refused a click whose id the bot did not write for its clicker: %s (%s); each "
            "shape is logged once",
            unreadable.shape,
            unreadable.why,
        )


class AnyControl(discord.ui.DynamicItem[discord.ui.Item[Any]], template=r"(?s).{1,100}"):
    """Every button and select of the bot: one dynamic item, so that a click whose id fits no
    template of the bot's still gets an answer (see :class:`ClickRouter`)."""

    def __init__(self, item: discord.ui.Item[Any]) -> None:
        super().__init__(item)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AnyControl:
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:
        note_interaction(interaction)
        if not interaction.client.serves(interaction.guild_id):  # type: ignore[attr-defined]
            return  # another process runs this server's shard now: it answers
        data: Any = interaction.data or {}  # a component's: its custom_id, and a select's values
        values = data.get("values") or []
        router: ClickRouter = interaction.client.clicks  # type: ignore[attr-defined]
        await router.dispatch(interaction, self.custom_id, [str(v) for v in values])
