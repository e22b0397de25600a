"""The SQLite backend of the store: :class:`SqliteStore`, and its file checks (what the
operations commands reach through :mod:`bot.store.factory`). Only the factory and the
composition import this package."""

from bot.store.sqlite.files import (
    APPLICATION_ID,
    MIGRATIONS,
    check_database,
    check_schema,
    copy_database,
    last_heartbeat,
    latest_version,
    migration_files,
    pending_migrations,
    read_state,
    readonly_uri,
)
from bot.store.sqlite.store import SqliteStore

__all__ = [
    "APPLICATION_ID",
    "MIGRATIONS",
    "SqliteStore",
    "check_database",
    "check_schema",
    "copy_database",
    "last_heartbeat",
    "latest_version",
    "migration_files",
    "pending_migrations",
    "read_state",
    "readonly_uri",
]
