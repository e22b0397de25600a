"""A fresh, empty database of each backend the store has, for the tests that run once per
backend (the store's contract, the end-to-end suite): a SQLite file in the test's folder, or
a database of its own on the session's throwaway PostgreSQL server (dropped after the test)."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

BACKENDS = ("sqlite", "postgres")


@contextlib.asynccontextmanager
async def fresh_database(
    backend: str, request: pytest.FixtureRequest, folder: Path
) -> AsyncIterator[str]:
    """What ``open_store`` is given for a new, empty database of ``backend``."""
    if backend == "sqlite":
        yield f"sqlite:///{folder / 'gin.sqlite3'}"
        return
    if backend != "postgres":
        raise AssertionError(f"no way to open a {backend} store in the tests")
    # The server is a session fixture (sync), so that an async fixture may ask for it.
    server = request.getfixturevalue("postgres_server")
    url = await server.fresh_database()
    try:
        yield url
    finally:
        await server.drop_database(urlsplit(url).path.lstrip("/"))
