"""The store under test, once per backend: every contract test runs against each. A new
backend passes the same suite by adding its name to ``BACKENDS`` and a way to open it
(``tests/support/databases.py``).
``opened``: the SQLite-specific tests' stores on files of their own."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from bot.store import Store
from bot.store.factory import open_store
from bot.store.sqlite import SqliteStore
from tests.support.databases import BACKENDS, fresh_database


@pytest.fixture(params=BACKENDS)
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Store]:
    """A new, empty store, closed at the end of the test whatever happens."""
    async with fresh_database(request.param, request, tmp_path) as database:
        opened = await open_store(database)
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
