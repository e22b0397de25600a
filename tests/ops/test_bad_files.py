"""Bad settings and database files stop ``python -m bot`` with one sentence naming the problem
and what to do, exit status 2, and the file untouched (byte-identical), before any network.

The cases run through ``bot.__main__.main`` in this process (fast); one runs the real command in
a child process to show the same holds end to end.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import bot.__main__ as entry
import bot.discord.running as running
from bot.store.sqlite import APPLICATION_ID, latest_version
from tests.support.old_databases import our_database
from tests.support.tokens import NO_FAKE_BOT_ID, bot_token

ROOT = Path(__file__).resolve().parents[2]
MIGRATIONS = ROOT / "bot" / "store" / "sqlite" / "migrations"
TOKEN = bot_token(NO_FAKE_BOT_ID)


def digest(path: Path) -> str | None:
    """The bytes of a file and of its WAL and shared-memory companions, or None if absent."""
    parts = []
    for p in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        parts.append(hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else "-")
    return "|".join(parts) if path.exists() else None


@pytest.fixture
def run_main(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> Callable[..., tuple[int, str]]:
    monkeypatch.chdir(tmp_path)  # no .env there: a developer's .env stays out
    monkeypatch.setattr(running.discord.utils, "setup_logging", lambda **kwargs: None)

    async def no_network(self: object, token: str) -> None:
        raise AssertionError("reached for Discord before checking the database")

    monkeypatch.setattr(running.GinBot, "start", no_network)

    def run(database: Path | str, **env: str) -> tuple[int, str]:
        monkeypatch.setenv("DISCORD_TOKEN", env.pop("token", TOKEN))
        monkeypatch.setenv("GIN_DATABASE", str(database))
        for key, value in env.items():
            monkeypatch.setenv(key, value)
        code = entry.main()
        return code, capsys.readouterr().err

    return run


def refused(result: tuple[int, str], *words: str) -> None:
    code, err = result
    assert code == 2, err
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Can't start: "), err
    for word in words:
        assert word in err, err


@pytest.fixture
def unwritable() -> Iterator[Callable[[Path, int], None]]:
    """chmod that is put back at the end (so tmp_path can be cleaned)."""
    changed: list[tuple[Path, int]] = []

    def chmod(path: Path, mode: int) -> None:
        changed.append((path, stat.S_IMODE(path.stat().st_mode)))
        path.chmod(mode)

    yield chmod
    for path, mode in reversed(changed):
        path.chmod(mode)


def test_a_folder(run_main: Callable, tmp_path: Path) -> None:
    refused(run_main(tmp_path), "is a folder", "gin.sqlite3")
    assert list(tmp_path.iterdir()) == []


def test_a_folder_that_is_not_writable(
    run_main: Callable, tmp_path: Path, unwritable: Callable
) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    unwritable(folder, 0o555)
    refused(run_main(folder / "gin.sqlite3"), "not writable", str(folder))
    assert list(folder.iterdir()) == []


def test_a_read_only_database(run_main: Callable, tmp_path: Path, unwritable: Callable) -> None:
    path = tmp_path / "gin.sqlite3"
    our_database(path)
    before = digest(path)
    unwritable(path, 0o444)
    refused(run_main(path), "read-only")
    assert digest(path) == before


def test_random_bytes(run_main: Callable, tmp_path: Path) -> None:
    path = tmp_path / "gin.sqlite3"
    path.write_bytes(os.urandom(8192))
    before = digest(path)
    refused(run_main(path), "not a SQLite database")
    assert digest(path) == before


@pytest.mark.parametrize("garbage_from", [100, 4096])
def test_a_valid_header_with_garbage_pages(
    run_main: Callable, tmp_path: Path, garbage_from: int
) -> None:
    path = tmp_path / "gin.sqlite3"
    our_database(path)
    data = bytearray(path.read_bytes())
    data[garbage_from:] = os.urandom(len(data) - garbage_from)
    path.write_bytes(bytes(data))
    before = digest(path)
    refused(run_main(path), "damaged", "backup")
    assert digest(path) == before


def test_a_renamed_column(run_main: Callable, tmp_path: Path) -> None:
    path = tmp_path / "gin.sqlite3"
    our_database(path)
    db = sqlite3.connect(path)
    db.execute("ALTER TABLE games RENAME COLUMN rules TO rule_set")
    db.commit()
    db.close()
    before = digest(path)
    refused(run_main(path), "schema 2", "backup")
    assert digest(path) == before


@pytest.mark.parametrize("marked", [True, False])
def test_the_same_tables_with_a_higher_version(
    run_main: Callable, tmp_path: Path, marked: bool
) -> None:
    path = tmp_path / "gin.sqlite3"
    our_database(path, version=2 if marked else 1)
    newer = latest_version() + 1
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {newer}")
    db.commit()
    db.close()
    before = digest(path)
    refused(run_main(path), "newer release", f"schema {newer}", "update the bot")
    assert digest(path) == before


def test_another_applications_database_with_a_games_table(
    run_main: Callable, tmp_path: Path
) -> None:
    path = tmp_path / "gin.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, title TEXT, score INTEGER)")
    db.execute("INSERT INTO games (title, score) VALUES ('chess', 3)")
    db.commit()
    db.close()
    before = digest(path)
    refused(run_main(path), "another application")
    assert digest(path) == before  # not even switched to WAL
    assert sqlite3.connect(path).execute("PRAGMA journal_mode").fetchone()[0] == "delete"


def test_a_parent_that_is_a_file(run_main: Callable, tmp_path: Path) -> None:
    parent = tmp_path / "notes.txt"
    parent.write_text("keep me")
    refused(run_main(parent / "gin.sqlite3"), "is a file", "notes.txt")
    assert parent.read_text() == "keep me"


def test_a_path_under_proc(run_main: Callable) -> None:
    refused(run_main("/proc/gin-rummy-test/gin.sqlite3"), "GIN_DATABASE")


def test_a_token_with_a_line_break(run_main: Callable, tmp_path: Path) -> None:
    refused(run_main(tmp_path / "gin.sqlite3", token="abc\ndef"), "DISCORD_TOKEN", "one line")
    assert not (tmp_path / "gin.sqlite3").exists()


def test_the_previous_release_database_is_recognised_and_stamped(tmp_path: Path) -> None:
    """Not a refusal: a database of the previous release (no mark yet) is upgraded."""
    import asyncio

    from bot.store.factory import open_store

    path = tmp_path / "gin.sqlite3"
    our_database(path, version=1)

    async def open_and_close() -> None:
        store = await open_store(path)
        await store.close()

    asyncio.run(open_and_close())
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert db.execute("PRAGMA user_version").fetchone()[0] == latest_version()
    db.close()


def test_the_real_command_refuses_random_bytes(tmp_path: Path) -> None:
    path = tmp_path / "gin.sqlite3"
    path.write_bytes(os.urandom(4096))
    before = digest(path)
    env = {
        "PATH": "/usr/bin:/bin",
        "PYTHONPATH": str(ROOT),
        "DISCORD_TOKEN": TOKEN,
        "GIN_DATABASE": str(path),
    }
    run = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    refused((run.returncode, run.stderr), "not a SQLite database")
    assert digest(path) == before
