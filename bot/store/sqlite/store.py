"""The SQLite store: one class over one aiosqlite connection, the one source of truth for
games, made of the feature modules beside it (games and the outbox, standings and history,
members and settings, the bot's own state) over the connection module (opening, migrations,
transactions, the save queue). The SQL stays in those modules, standard and parameterised.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, ClassVar

from bot.store.sqlite.bot_state import BotStateMixin
from bot.store.sqlite.games import GamesMixin
from bot.store.sqlite.standings import StandingsMixin

__all__ = ["SqliteStore"]


class SqliteStore(GamesMixin, BotStateMixin):
    """The store in one SQLite file (WAL mode, numbered migrations applied at open): every
    method of :class:`bot.store.Store`."""

    after_migration: ClassVar[dict[int, Callable[[Any], Awaitable[None]]]] = {
        4: StandingsMixin._recompute,  # results recorded before ratings existed get theirs
    }
