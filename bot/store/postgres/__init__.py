"""The PostgreSQL backend of the store: :class:`PostgresStore`, for a bot of several processes
on one database, and its checks and tools (what the operations commands reach through
:mod:`bot.store.factory`). Only the factory imports this package."""

from bot.store.postgres.schema import (
    APPLICATION,
    MIGRATIONS,
    check_database,
    latest_version,
    migration_files,
    pending_migrations,
)
from bot.store.postgres.store import PostgresStore
from bot.store.postgres.tools import count_games, dump_database, last_heartbeat, read_state

__all__ = [
    "APPLICATION",
    "MIGRATIONS",
    "PostgresStore",
    "check_database",
    "count_games",
    "dump_database",
    "last_heartbeat",
    "latest_version",
    "migration_files",
    "pending_migrations",
    "read_state",
]
