"""The throwaway PostgreSQL server the tests get (tests/support/postgres.py): a fresh database
per test that keeps what the store writes exactly, databases independent of each other, the
skip-or-fail policy where the server is missing, and no server left behind by a run."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import asyncpg
import pytest

from tests.support import postgres
from tests.support.postgres import (
    FAIL_REASON,
    SKIP_REASON,
    ThrowawayPostgres,
    ci_requires_server,
    clear_stale_servers,
    database_name,
    find_binaries,
    require_binaries,
)

ROOT = Path(__file__).parents[1]
SNOWFLAKE = 1234567890123456789  # a Discord id: past 2**53, so a float would round it
UNIX_TIME = 1733071234.5678912  # seconds, to the microsecond and past it


async def test_a_fresh_database_is_empty_and_keeps_a_snowflake_and_a_unix_time_exactly(
    postgres_url: str,
) -> None:
    connection = await asyncpg.connect(postgres_url)
    try:
        tables = await connection.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
        )
        assert tables == []
        await connection.execute("CREATE TABLE games (player BIGINT, ended DOUBLE PRECISION)")
        await connection.execute("INSERT INTO games VALUES ($1, $2)", SNOWFLAKE, UNIX_TIME)
        row = await connection.fetchrow("SELECT player, ended FROM games")
    finally:
        await connection.close()
    assert row is not None
    assert (row["player"], row["ended"]) == (SNOWFLAKE, UNIX_TIME)
    assert type(row["player"]) is int


async def test_two_fresh_databases_are_independent(postgres_server: ThrowawayPostgres) -> None:
    first, second = [await postgres_server.fresh_database() for _ in range(2)]
    try:
        assert database_name(first) != database_name(second)
        one = await asyncpg.connect(first)
        other = await asyncpg.connect(second)
        try:
            await one.execute("CREATE TABLE games (id BIGINT)")
            await one.execute("INSERT INTO games VALUES (1)")
            assert await other.fetchval("SELECT to_regclass('games')") is None
            await other.execute("CREATE TABLE games (id BIGINT)")
            assert await other.fetchval("SELECT count(*) FROM games") == 0
            assert await one.fetchval("SELECT count(*) FROM games") == 1
        finally:
            await other.close()
            await one.close()
    finally:
        for url in (first, second):
            await postgres_server.drop_database(database_name(url))


async def test_a_database_is_dropped_even_with_a_connection_still_open(
    postgres_server: ThrowawayPostgres,
) -> None:
    url = await postgres_server.fresh_database()
    forgotten = await asyncpg.connect(url)  # as a failing test's pool may leave one
    try:
        await postgres_server.drop_database(database_name(url))
        with pytest.raises((asyncpg.PostgresError, asyncpg.InterfaceError)):
            await forgotten.fetchval("SELECT 1")
    finally:
        forgotten.terminate()
    with pytest.raises(asyncpg.InvalidCatalogNameError):
        await asyncpg.connect(url)


async def test_the_server_is_on_loopback_with_room_for_many_pools(
    postgres_server: ThrowawayPostgres, postgres_url: str
) -> None:
    assert postgres_url == postgres_server.url(database_name(postgres_url))
    assert postgres_url.startswith(f"postgresql://postgres@127.0.0.1:{postgres_server.port}/")
    pool = await asyncpg.create_pool(postgres_url, min_size=5, max_size=5)
    try:
        assert await pool.fetchval("SHOW max_connections") == "300"
        assert await pool.fetchval("SHOW fsync") == "off"
    finally:
        await pool.close()


# The skip-or-fail policy, decided without starting anything.


@pytest.mark.parametrize(
    ("value", "required"),
    [
        ("true", True),
        ("TRUE", True),
        ("1", True),
        (" true ", True),
        ("", False),
        ("false", False),
        ("0", False),
        ("no", False),
    ],
)
def test_ci_is_set_by_true_or_1(value: str, required: bool) -> None:
    assert ci_requires_server({"CI": value}) is required


def test_no_ci_variable_is_not_ci() -> None:
    assert ci_requires_server({}) is False


def test_a_missing_server_skips_the_test_with_one_line_saying_what_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(postgres, "find_binaries", lambda: None)
    with pytest.raises(pytest.skip.Exception) as skipped:
        require_binaries({"CI": "false"})
    assert str(skipped.value) == SKIP_REASON
    assert "\n" not in SKIP_REASON and "apt-get install postgresql" in SKIP_REASON


@pytest.mark.parametrize("value", ["true", "1"])
def test_a_missing_server_fails_the_test_under_ci(
    monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    monkeypatch.setattr(postgres, "find_binaries", lambda: None)
    with pytest.raises(pytest.fail.Exception) as failed:
        require_binaries({"CI": value})
    assert str(failed.value) == FAIL_REASON
    assert "apt-get install postgresql" in FAIL_REASON


def test_an_installed_server_runs_the_test_under_ci_or_not(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(postgres, "find_binaries", lambda: tmp_path)
    assert require_binaries({}) == tmp_path
    assert require_binaries({"CI": "true"}) == tmp_path


def _fake_pg_config(folder: Path, bindir: Path) -> None:
    script = folder / "pg_config"
    script.write_text(f"#!/bin/sh\necho {bindir}\n", encoding="ascii")
    script.chmod(0o755)


def _fake_program(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n", encoding="ascii")
    path.chmod(0o755)


def test_the_binaries_are_where_pg_config_says(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    bindir = tmp_path / "server" / "bin"
    _fake_program(bindir / "initdb")
    _fake_program(bindir / "pg_ctl")
    _fake_pg_config(tmp_path, bindir)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert find_binaries() == bindir


def test_pg_config_without_a_server_beside_it_is_no_server(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # The client library's pg_config (Debian's libpq-dev) names a bindir with no initdb in it.
    bindir = tmp_path / "client" / "bin"
    bindir.mkdir(parents=True)
    _fake_pg_config(tmp_path, bindir)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert find_binaries() is None


def test_no_pg_config_is_no_server(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    assert find_binaries() is None


# No server left behind.


def _a_dead_pid() -> int:
    finished = subprocess.Popen(["true"])
    finished.wait()
    return finished.pid


def test_a_start_clears_the_folders_of_dead_runs_and_keeps_live_ones(tmp_path: Path) -> None:
    dead = tmp_path / f"{postgres.FOLDER_PREFIX}dead"
    live = tmp_path / f"{postgres.FOLDER_PREFIX}live"
    unrelated = tmp_path / "someone-elses"
    for folder, owner in [(dead, _a_dead_pid()), (live, os.getpid()), (unrelated, None)]:
        (folder / "data").mkdir(parents=True)
        if owner is not None:
            (folder / postgres.OWNER_FILE).write_text(f"{owner}\n", encoding="ascii")
    clear_stale_servers(tmp_path, Path("/nonexistent"))
    assert not dead.exists()
    assert live.exists() and unrelated.exists()


@pytest.mark.slow
def test_a_killed_run_leaves_no_server_running() -> None:
    bindir = require_binaries(os.environ)
    # A test run of its own starts a server, says where it is, and is killed with -9: no
    # finaliser runs, and the watchdog is what stops the server.
    code = textwrap.dedent(
        f"""
        import sys, time
        from pathlib import Path
        from tests.support.postgres import ThrowawayPostgres
        server = ThrowawayPostgres(Path({str(bindir)!r}))
        server.start()
        pid = (server.data / "postmaster.pid").read_text().split()[0]
        print(server.folder, pid, flush=True)
        time.sleep(60)
        """
    )
    run = subprocess.Popen(
        [sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    try:
        assert run.stdout is not None
        folder, pid = run.stdout.readline().split()
        postmaster = int(pid)
        assert Path(folder).is_dir() and _alive(postmaster)
    finally:
        run.send_signal(signal.SIGKILL)
        run.wait()
    deadline = time.monotonic() + 15
    while (_alive(postmaster) or Path(folder).exists()) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(postmaster)
    assert not Path(folder).exists()


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs. An exited server is a zombie until init reaps it, and dead all the
    same: Linux tells by /proc; elsewhere a zombie counts as alive."""
    if Path("/proc/self").exists():
        try:
            stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii")
        except FileNotFoundError:
            return False
        return stat.rsplit(")", 1)[1].split()[0] != "Z"
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True
