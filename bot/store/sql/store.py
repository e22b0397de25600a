"""Every part of the store's SQL as one class, the way Synapse's ``DataStore`` lists its stores:
each part is a sibling over :class:`~bot.store.sql.connection.Connection`, and a backend's store
class adds only what that backend has."""

from __future__ import annotations

from bot.store.sql.bot_state import BotStateStore
from bot.store.sql.games import GamesStore
from bot.store.sql.keys import TableKeysStore
from bot.store.sql.leaderboard import LeaderboardStore
from bot.store.sql.members import MembersStore
from bot.store.sql.standings import StandingsStore
from bot.store.sql.tournaments import TournamentsStore

__all__ = ["SqlStore"]


class SqlStore(
    GamesStore,
    StandingsStore,
    LeaderboardStore,
    MembersStore,
    BotStateStore,
    TournamentsStore,
    TableKeysStore,
):
    """Every method of :class:`bot.store.Store` written in SQL, over one connection."""
