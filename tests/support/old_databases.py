"""Databases as a release of this bot left them, for the tests of what reads them."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot.store.sqlite import APPLICATION_ID, MIGRATIONS


def our_database(path: Path, version: int = 2, *, wal: bool = True) -> None:
    """A database as this bot writes it at schema ``version``: migrations 1..version applied,
    stamped (from schema 2 on), in WAL mode unless ``wal`` is False."""
    db = sqlite3.connect(path, isolation_level=None)
    for file in sorted(MIGRATIONS.glob("*.sql"))[:version]:
        db.executescript("BEGIN;\n" + file.read_text(encoding="utf-8") + "\nCOMMIT;")
    db.execute(f"PRAGMA user_version = {version}")
    if version >= 2:
        db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    if wal:
        db.execute("PRAGMA journal_mode=WAL")
    db.close()
