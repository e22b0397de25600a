"""What a simulated user's action becomes: the interaction record a test awaits, and the
``data`` Discord would build for a slash command from the synced command definitions."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .models import FakeChannel, FakeGuild, FakeMessage, FakeRole, FakeUser

if TYPE_CHECKING:
    from .gateway import Gateway
    from .records import RecordedRequest
    from .sessions import GatewaySession

# Interaction types.
APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3
AUTOCOMPLETE = 4
MODAL_SUBMIT = 5

# Callback (response) types.
CHANNEL_MESSAGE = 4
DEFERRED_CHANNEL_MESSAGE = 5
DEFERRED_UPDATE_MESSAGE = 6
UPDATE_MESSAGE = 7
AUTOCOMPLETE_RESULT = 8
MODAL = 9

# Which callbacks Discord accepts for which interaction.
ALLOWED_CALLBACKS: dict[int, frozenset[int]] = {
    APPLICATION_COMMAND: frozenset({CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, MODAL}),
    MESSAGE_COMPONENT: frozenset(
        {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE, MODAL}
    ),
    AUTOCOMPLETE: frozenset({AUTOCOMPLETE_RESULT}),
    MODAL_SUBMIT: frozenset(
        {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE}
    ),
}


class UserActionError(AssertionError):
    """The simulated user tried something the Discord client would not let them do
    (click a missing or disabled button, see someone else's ephemeral, use an unsynced command)."""


@dataclass
class Callback:
    """The bot's answer to an interaction (``POST /interactions/{id}/{token}/callback``)."""

    type: int
    data: dict[str, Any]
    at: float  # time.perf_counter() at arrival
    latency: float  # seconds from INTERACTION_CREATE being sent to this callback arriving

    @property
    def ephemeral(self) -> bool:
        return bool((self.data.get("flags") or 0) & 64)


@dataclass(eq=False)
class FakeInteraction:
    """One simulated user action, as sent to the bot; await its outcome with the methods below."""

    fake: Gateway  # waits on it, and names the shards of its server when none is listening
    id: int
    token: str
    type: int
    user: FakeUser
    channel: FakeChannel
    payload: dict[str, Any]
    description: str
    created_mono: float  # fake clock, for the 3 s and 15 min rules
    source_message: FakeMessage | None = None
    dispatched_at: float = 0.0  # time.perf_counter() when INTERACTION_CREATE was written
    delivered: bool = False  # sent to a session, or kept for one that may RESUME
    live: bool = False  # a session of its shard was connected when it was sent
    # The sessions it went to: every live one running its server's shard.
    sessions: list[GatewaySession] = field(default_factory=list)
    callback: Callback | None = None
    original: FakeMessage | None = None
    followups: list[FakeMessage] = field(default_factory=list)
    # Requests under this interaction's id or token that the fake refused (code, message).
    errors: list[tuple[int, str]] = field(default_factory=list)
    requests: list[RecordedRequest] = field(default_factory=list)
    modal: dict[str, Any] | None = None
    choices: list[dict[str, Any]] | None = None
    # Set once the test accepts that nobody answers (e.g. the bot rightly ignores the click).
    unanswered_ok: bool = False
    # In a server that never added the bot, for a member without Use External Apps: Discord
    # makes every answer private (permissions.mdx).
    private_only: bool = False

    @property
    def latency(self) -> float | None:
        return None if self.callback is None else self.callback.latency

    @property
    def ephemeral(self) -> bool:
        """Whether the response message is ephemeral (flag 64)."""
        return self.original is not None and self.original.ephemeral

    def _check_delivered(self) -> None:
        if not self.delivered:
            where = self.fake.shard_note(self.channel.guild_id)
            raise AssertionError(
                f"{self.description}: not delivered, no gateway session runs its shard ({where})"
            )

    async def response(self, timeout: float = 3.0) -> Callback:
        """Wait for the bot's callback (type 4/5/6/7/8/9 and its data)."""
        self._check_delivered()
        note = "" if self.live else " (no bot was connected when it was sent)"
        return await self.fake.wait_for(
            lambda: self.callback, timeout, f"the bot's callback to {self.description}{note}"
        )

    async def message(self, timeout: float = 3.0) -> FakeMessage:
        """The message the user ends up seeing: the new or updated message for types 4/7,
        the replaced "thinking" message for type 5, the first edit or followup after a type 6."""
        cb = await self.response(timeout)
        if cb.type in (CHANNEL_MESSAGE, UPDATE_MESSAGE):
            assert self.original is not None
            return self.original
        if cb.type == DEFERRED_CHANNEL_MESSAGE:
            original = self.original
            assert original is not None
            return await self.fake.wait_for(
                lambda: None if original.loading else original,
                timeout,
                f"the followup that replaces the deferred response to {self.description}",
            )
        if cb.type == DEFERRED_UPDATE_MESSAGE:
            start = len(self.original.versions) if self.original else 0

            def edited() -> FakeMessage | None:
                if self.followups:
                    return self.followups[0]
                if self.original is not None and len(self.original.versions) > start:
                    return self.original
                return None

            return await self.fake.wait_for(
                edited, timeout, f"an edit or followup after deferring {self.description}"
            )
        raise AssertionError(f"{self.description} was answered with callback type {cb.type}")

    async def followup(self, index: int = 0, timeout: float = 3.0) -> FakeMessage:
        """The index-th followup message (a type-5 defer's first followup counts as one)."""
        self._check_delivered()
        return await self.fake.wait_for(
            lambda: self.followups[index] if len(self.followups) > index else None,
            timeout,
            f"followup #{index} to {self.description}",
        )

    async def error(self, timeout: float = 3.0) -> tuple[int, str]:
        """Wait for the first refused request of this interaction: ``(code, message)``."""
        return await self.fake.wait_for(
            lambda: self.errors[0] if self.errors else None,
            timeout,
            f"a refused request for {self.description}",
        )

    def __repr__(self) -> str:
        state = f"callback={self.callback.type}" if self.callback else "unanswered"
        return f"<FakeInteraction {self.description} {state}>"


# --- slash command data ------------------------------------------------------------------------

SUB_COMMAND = 1
SUB_COMMAND_GROUP = 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER = 3, 4, 5, 6, 7, 8, 9, 10


def _channel_resolved(channel: FakeChannel, permissions: int) -> dict[str, Any]:
    data = {
        "id": str(channel.id),
        "name": channel.name,
        "type": channel.type,
        "permissions": str(permissions),
        "parent_id": None if channel.parent_id is None else str(channel.parent_id),
        "guild_id": str(channel.guild_id),
    }
    if channel.is_thread:
        full = channel.to_dict()
        data.update(
            owner_id=full["owner_id"],
            member_count=1,
            message_count=0,
            thread_metadata=full["thread_metadata"],
        )
    return data


def build_options(
    spec: list[dict[str, Any]],
    values: Mapping[str, Any],
    guild: FakeGuild | None,
    resolved: dict[str, dict[str, Any]],
    where: str,
    *,
    channel: FakeChannel,
    invoker: FakeUser,
) -> list[dict[str, Any]]:
    """Turn ``{"opponent": bob, "rounds": 3}`` into Discord's typed option list, filling
    ``resolved`` for users, members, roles and channels as Discord does (with a member's
    permissions in the interaction's ``channel``, and ``invoker``'s in a channel given)."""
    by_name = {o["name"]: o for o in spec if o.get("type") not in (SUB_COMMAND, SUB_COMMAND_GROUP)}
    unknown = set(values) - set(by_name)
    if unknown:
        raise UserActionError(f"{where}: no option(s) {sorted(unknown)}; has {sorted(by_name)}")
    missing = [n for n, o in by_name.items() if o.get("required") and n not in values]
    if missing:
        raise UserActionError(f"{where}: required option(s) {missing} missing")
    out: list[dict[str, Any]] = []
    for name, value in values.items():
        opt = by_name[name]
        kind = opt["type"]
        found = _option_value(opt, value, guild, resolved, channel, invoker)
        out.append({"name": name, "type": kind, "value": found})
    return out


def _option_value(
    opt: dict[str, Any],
    value: Any,
    guild: FakeGuild | None,
    resolved: dict[str, dict[str, Any]],
    channel: FakeChannel,
    invoker: FakeUser,
) -> Any:
    kind = opt["type"]
    name = opt["name"]
    if kind == STRING:
        if not isinstance(value, str):
            raise UserActionError(f"option {name} takes a string, got {value!r}")
        if not opt.get("min_length", 0) <= len(value) <= opt.get("max_length", 6000):
            raise UserActionError(f"option {name}: length of {value!r} out of range")
    elif kind == INTEGER:
        if not isinstance(value, int) or isinstance(value, bool):
            raise UserActionError(f"option {name} takes an integer, got {value!r}")
    elif kind == BOOLEAN:
        if not isinstance(value, bool):
            raise UserActionError(f"option {name} takes a boolean, got {value!r}")
    elif kind == NUMBER and (not isinstance(value, int | float) or isinstance(value, bool)):
        raise UserActionError(f"option {name} takes a number, got {value!r}")
    if kind in (INTEGER, NUMBER):
        low, high = opt.get("min_value"), opt.get("max_value")
        if (low is not None and value < low) or (high is not None and value > high):
            raise UserActionError(f"option {name}: {value} outside [{low}, {high}]")
    if kind in (STRING, INTEGER, NUMBER, BOOLEAN):
        choices = opt.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise UserActionError(f"option {name}: {value!r} is not one of the choices {choices}")
        return value
    if kind in (USER, MENTIONABLE) and isinstance(value, FakeUser):
        resolved.setdefault("users", {})[str(value.id)] = value.to_dict()
        member = guild.members.get(value.id) if guild else None
        if member is not None and guild is not None:
            perms = guild.permissions_in(channel, value.id)
            resolved.setdefault("members", {})[str(value.id)] = member.to_dict(
                with_user=False, permissions=perms
            )
        return str(value.id)
    if kind in (ROLE, MENTIONABLE) and isinstance(value, FakeRole):
        resolved.setdefault("roles", {})[str(value.id)] = value.to_dict()
        return str(value.id)
    if kind == CHANNEL and isinstance(value, FakeChannel):
        perms = guild.permissions_in(value, invoker.id) if guild else 0
        resolved.setdefault("channels", {})[str(value.id)] = _channel_resolved(value, perms)
        return str(value.id)
    raise UserActionError(f"option {name} (type {kind}) cannot take {value!r}")
