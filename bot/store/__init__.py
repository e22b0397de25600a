"""The store: the interface the rest of the bot types against (:class:`Store`, the
:mod:`~bot.store.base` protocols) and its errors. No backend is imported here: the
composition opens one with :func:`bot.store.factory.open_store`."""

from bot.store.base import (
    BotStateStore,
    ConflictError,
    CorruptRowError,
    DatabaseError,
    DatabaseInUse,
    Fenced,
    GamesStore,
    LeaderboardStore,
    MatchStarted,
    MemberBusy,
    MembersStore,
    RematchTaken,
    StandingsStore,
    Store,
    StoreError,
    TableKeysStore,
    TournamentsStore,
)

__all__ = [
    "BotStateStore",
    "ConflictError",
    "CorruptRowError",
    "DatabaseError",
    "DatabaseInUse",
    "Fenced",
    "GamesStore",
    "LeaderboardStore",
    "MatchStarted",
    "MemberBusy",
    "MembersStore",
    "RematchTaken",
    "StandingsStore",
    "Store",
    "StoreError",
    "TableKeysStore",
    "TournamentsStore",
]
