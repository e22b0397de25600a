"""The store under test, once per backend: every contract test runs against each. A new
backend passes the same suite by adding its name to ``BACKENDS`` and a way to open it below."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import Store
from bot.store.factory import open_store

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
