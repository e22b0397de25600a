"""Markers by layer: every test under ``tests/e2e/`` drives the real discord.py client against
the fake Discord (``-m "not e2e"`` is the fast inner loop). ``--busy N`` runs the suite with N
CPUs kept busy by a neighbour (``--busy all``: every core), the stress mode. ``postgres_url``
gives a test an empty database of its own on a throwaway PostgreSQL server (one per run, or one
per xdist worker, started by the first test that asks; tests/support/postgres.py)."""

import contextlib
import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from tests.support.busy import all_cores, spinning
from tests.support.postgres import (
    ServerFailedToStart,
    ThrowawayPostgres,
    database_name,
    require_binaries,
)

E2E = Path(__file__).with_name("e2e")
BUSY = pytest.StashKey[int]()
SPINNERS = pytest.StashKey[contextlib.ExitStack]()


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--busy",
        default="0",
        help="keep N CPUs busy with spinning processes during the run ('all': one per core)",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    kept, dropped = [], []
    for item in items:
        if E2E in item.path.parents:
            item.add_marker(pytest.mark.e2e)
        if item.get_closest_marker("sqlite_only") and _backend(item) not in (None, "sqlite"):
            dropped.append(item)
        else:
            kept.append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
    # The long tests first, so that under xdist (-n) they run side by side at the start instead
    # of one alone on a core at the end; a stable sort keeps every file's own order otherwise.
    items[:] = sorted(kept, key=lambda item: item.get_closest_marker("slow") is None)


def _backend(item: pytest.Item) -> str | None:
    """The backend a test runs on, when it runs once per backend (its store or harness)."""
    callspec = getattr(item, "callspec", None)
    if callspec is None:
        return None
    for name in ("harness", "store"):
        if name in callspec.params:
            return str(callspec.params[name])
    return None


def pytest_configure(config: pytest.Config) -> None:
    config.stash[BUSY] = _busy_count(str(config.getoption("--busy")))
    # The stress mode's spinners, for the whole run: started by the run's own process, never by
    # an xdist worker (each would start a set of its own, and --busy 1 would spin two CPUs).
    if not hasattr(config, "workerinput"):
        config.stash[SPINNERS] = contextlib.ExitStack()
        config.stash[SPINNERS].enter_context(spinning(config.stash[BUSY]))


def _busy_count(value: str) -> int:
    if value == "all":
        return all_cores()
    try:
        count = int(value)
    except ValueError:
        raise pytest.UsageError(f"--busy takes a number of CPUs or 'all', not {value!r}") from None
    if count < 0:
        raise pytest.UsageError("--busy takes a number of CPUs (0 or more) or 'all'")
    return count


def pytest_unconfigure(config: pytest.Config) -> None:
    if SPINNERS in config.stash:
        config.stash[SPINNERS].close()


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[ThrowawayPostgres]:
    """The run's PostgreSQL server, started when a test first asks for it and stopped at the end
    of the run. Where the server is not installed, the test is skipped (fails under CI=true)."""
    server = ThrowawayPostgres(require_binaries(os.environ))
    try:
        server.start()
    except ServerFailedToStart as failure:
        pytest.fail(str(failure), pytrace=False)
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
async def postgres_url(postgres_server: ThrowawayPostgres) -> AsyncIterator[str]:
    """The URL of an empty database of the test's own, dropped after the test."""
    url = await postgres_server.fresh_database()
    yield url
    await postgres_server.drop_database(database_name(url))
