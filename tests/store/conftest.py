"""The store under test, once per backend: every contract test runs against each. A new
backend passes the same suite by adding its name to ``BACKENDS`` and a way to open it below.
``opened``: the SQLite-specific tests' stores on files of their own."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from bot.store import Store
from bot.store.factory import open_store
from bot.store.sqlite import SqliteStore

BACKENDS = ["sqlite"]


def database_for(backend: str, tmp_path: Path) -> str:
    """What ``open_store`` is given for a fresh, empty database of ``backend``."""
    if backend == "sqlite":
        return f"sqlite:///{tmp_path / 'gin.sqlite3'}"
    raise AssertionError(f"no way to open a {backend} store in the tests")


@pytest.fixture(params=BACKENDS)
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Store]:
    """A new, empty store, closed at the end of the test whatever happens."""
    opened = await open_store(database_for(request.param, tmp_path))
    try:
        yield opened
    finally:
        await opened.close()


@pytest.fixture
async def opened() -> AsyncIterator[Callable[[Path], Awaitable[SqliteStore]]]:
    """Open stores that are closed at the end of the test, whatever happens (an open aiosqlite
    connection keeps the test process from exiting)."""
    stores: list[SqliteStore] = []

    async def open_(path: Path) -> SqliteStore:
        store = await SqliteStore.open(path)
        stores.append(store)
        return store

    yield open_
    for store in stores:
        await store.close()
