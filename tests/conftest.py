"""Markers by layer: every test under ``tests/e2e/`` drives the real discord.py client against
the fake Discord (``-m "not e2e"`` is the fast inner loop). ``--busy N`` runs the suite with N
CPUs kept busy by a neighbour (``--busy all``: every core), the stress mode."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.busy import all_cores, spinning

E2E = Path(__file__).with_name("e2e")
BUSY = pytest.StashKey[int]()


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
        items[:] = kept


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


@pytest.fixture(scope="session", autouse=True)
def busy_neighbour(request: pytest.FixtureRequest) -> Iterator[None]:
    """The stress mode's spinners, for the whole run (none unless --busy is given)."""
    with spinning(request.config.stash[BUSY]):
        yield


# INTERIM (replaced by tests/support/postgres.py): a fresh database on a dev server.
class _Interim:
    def __init__(self, base: str) -> None:
        self.base = base

    async def fresh_database(self) -> str:
        import uuid

        import asyncpg

        name = f"t{uuid.uuid4().hex[:12]}"
        admin = await asyncpg.connect(f"{self.base}/postgres")
        await admin.execute(f"CREATE DATABASE {name}")
        await admin.close()
        return f"{self.base}/{name}"

    async def drop_database(self, name: str) -> None:
        import asyncpg

        admin = await asyncpg.connect(f"{self.base}/postgres")
        await admin.execute(f"DROP DATABASE {name} WITH (FORCE)")
        await admin.close()


@pytest.fixture(scope="session")
def postgres_server() -> object:
    import os

    base = os.environ.get("GIN_TEST_POSTGRES")
    if not base:
        pytest.skip("no PostgreSQL")
    return _Interim(base)
