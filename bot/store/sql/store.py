"""Every part of the store's SQL as one class, the way Synapse's ``DataStore`` lists its stores:
each part is a sibling over :class:`~bot.store.sql.connection.Connection` and the SQL of its
namesake interface in :mod:`bot.store.base`; a backend's store class adds only what that backend
has."""

from __future__ import annotations

from bot.store import base
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


# Each part is its namesake interface whole (mypy checks these): a method that moves between
# parts moves between the interfaces too.
_GAMES: type[base.GamesStore] = GamesStore
_STANDINGS: type[base.StandingsStore] = StandingsStore
_LEADERBOARD: type[base.LeaderboardStore] = LeaderboardStore
_MEMBERS: type[base.MembersStore] = MembersStore
_BOT_STATE: type[base.BotStateStore] = BotStateStore
_TOURNAMENTS: type[base.TournamentsStore] = TournamentsStore
_TABLE_KEYS: type[base.TableKeysStore] = TableKeysStore
