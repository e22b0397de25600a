"""The servers' settings and the members' choices (who takes no challenges, who wants a "your
turn" ping, how each likes their cards shown, how many challenges each made lately), held in
memory over the store."""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable

from bot.model.cards import DEFAULT_STYLE, CardStyle
from bot.model.settings import RANGES, ServerSettings
from bot.store import Store

__all__ = ["DEFAULT_SETTINGS", "Choices"]

log = logging.getLogger(__name__)

DEFAULT_SETTINGS = ServerSettings()  # a server that changed none

Member = tuple[int, int]  # (server, member)


class Choices:
    """Read at once from memory; every change is stored first."""

    def __init__(self, store: Store, clock: Callable[[], float]) -> None:
        self._store = store
        self._clock = clock  # wall time: settings are logged, challenges counted by it
        self._settings: dict[int, ServerSettings] = {}
        self._refusing: set[Member] = set()
        self._pinged: set[Member] = set()  # who want "your turn"
        self._styles: dict[Member, CardStyle] = {}  # who chose how their cards are shown
        self._challenged: dict[Member, deque[float]] = {}  # when each made a challenge

    async def load(self) -> None:
        self._settings, unreadable = await self._store.server_settings()
        for problem in unreadable:
            log.warning("%s; that server plays with the default settings", problem)
        self._refusing = await self._store.refusing()
        self._pinged = await self._store.turn_pings_wanted()
        self._styles = await self._store.card_styles()
        # The challenge limit counts what was made before a restart too.
        self._challenged = {}
        longest = RANGES["challenge_window_minutes"][1] * 60
        for guild_id, member_id, at in await self._store.challenges_since(self._clock() - longest):
            self._challenged.setdefault((guild_id, member_id), deque()).append(at)

    def settings(self, guild_id: int) -> ServerSettings:
        return self._settings.get(guild_id) or DEFAULT_SETTINGS

    async def set_settings(
        self, guild_id: int, settings: ServerSettings, *, by: int, detail: str
    ) -> None:
        """Store new settings (logged); later challenges use them, games keep their rules."""
        await self._store.set_settings(guild_id, settings, by=by, detail=detail, now=self._clock())
        self._settings[guild_id] = settings

    def refuses(self, guild_id: int, member_id: int) -> bool:
        return (guild_id, member_id) in self._refusing

    async def set_refuses(self, guild_id: int, member_id: int, refuses: bool) -> None:
        await self._store.set_refuses(guild_id, member_id, refuses)
        (self._refusing.add if refuses else self._refusing.discard)((guild_id, member_id))

    def wants_turn_ping(self, guild_id: int, member_id: int) -> bool:
        return (guild_id, member_id) in self._pinged

    async def set_turn_ping(self, guild_id: int, member_id: int, wanted: bool) -> None:
        await self._store.set_turn_ping(guild_id, member_id, wanted)
        (self._pinged.add if wanted else self._pinged.discard)((guild_id, member_id))

    def card_style(self, guild_id: int, member_id: int) -> CardStyle:
        """How the member sees their cards in this server (the default unless they chose)."""
        return self._styles.get((guild_id, member_id), DEFAULT_STYLE)

    async def set_card_style(self, guild_id: int, member_id: int, style: CardStyle) -> None:
        await self._store.set_card_style(guild_id, member_id, style)
        self._styles[(guild_id, member_id)] = style

    def recent_challenges(self, guild_id: int, member_id: int) -> deque[float]:
        """When the member made the challenges still inside the server's window (oldest
        first); append to it when they make one."""
        window = self.settings(guild_id).challenge_window_minutes * 60
        made = self._challenged.setdefault((guild_id, member_id), deque())
        now = self._clock()
        while made and made[0] <= now - window:
            made.popleft()
        return made

    def forget(self, guild_id: int, member_id: int) -> None:
        """The store has erased the member here: so does memory."""
        self._refusing.discard((guild_id, member_id))
        self._pinged.discard((guild_id, member_id))
        self._styles.pop((guild_id, member_id), None)
        self._challenged.pop((guild_id, member_id), None)
