"""Forgetting really forgets: after /gin forget-me, neither the database file (nor its WAL) nor a
backup taken afterwards holds the member's id or name, whatever the SQLite build's default for
secure delete. The tests run as on upstream's default build (secure delete off on every new
connection); a database of an older release, with deleted data left in its free pages, is
rewritten once when it is brought up to date."""

from __future__ import annotations

import logging
import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.engine import Rules
from bot.model.settings import ServerSettings
from bot.service import ChallengeRequest, TableService
from bot.store.sqlite import MIGRATIONS, SqliteStore, copy_database
from tests.support.games import ANN, Clock, no_computer, play_out
from tests.support.store_reads import execute

GUILD = 1
MEMBER = 1_234_567_890_123_456_789  # a snowflake's size: its bytes are unmistakable
NAME = "Zebedee Quuxworth"


def traces(data: bytes) -> list[str]:
    """What of the member ``data`` still holds: their id (as SQLite stores an integer, and as
    text in a game's JSON) or their name."""
    needles = {
        "id as an integer": MEMBER.to_bytes(8, "big"),
        "id as text": str(MEMBER).encode(),
        "name": NAME.encode(),
    }
    return [what for what, needle in needles.items() if needle in data]


def files_of(path: Path) -> bytes:
    """The database file and whatever is beside it (its WAL)."""
    return b"".join(
        p.read_bytes() for p in (path, path.with_name(path.name + "-wal")) if p.exists()
    )


@pytest.fixture(autouse=True)
def upstream_default_build(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every new connection starts with secure delete off, as SQLite's own build has it (this
    machine's build may have it on)."""
    connect = sqlite3.connect

    def off(*args: object, **kwargs: object) -> sqlite3.Connection:
        db = connect(*args, **kwargs)  # type: ignore[arg-type]
        db.execute("PRAGMA secure_delete=OFF")
        return db

    monkeypatch.setattr(sqlite3, "connect", off)
    yield


async def test_a_forgotten_member_leaves_no_byte_in_the_file_or_a_backup(tmp_path: Path) -> None:
    path = tmp_path / "gin.sqlite3"
    store = await SqliteStore.open(path)
    service = TableService(
        store, computer=no_computer, clock=Clock(), rng_for=lambda game_id: random.Random(game_id)
    )
    await service.load()
    await service.choices.set_settings(
        GUILD, ServerSettings(challenge_limit=100), by=1, detail="tests"
    )
    for channel in (5, 6, 7):
        table = await service.challenge(
            ChallengeRequest(GUILD, channel, (MEMBER, ANN), Rules(target=30), 600,
                             names=(NAME, "Ann"))
        )  # fmt: skip
        await service.accept(table.id, ANN)
        await play_out(service, table.id)
    await service.choices.set_refuses(GUILD, MEMBER, True)
    await service.choices.set_turn_ping(GUILD, MEMBER, True)
    # It holds everything before: the scan can see what it looks for.
    await execute(store, "PRAGMA wal_checkpoint(TRUNCATE)")
    assert traces(files_of(path)) == ["id as an integer", "id as text", "name"]

    await service.forget(GUILD, MEMBER)

    assert traces(files_of(path)) == []
    copy_database(path, tmp_path / "backup.sqlite3")
    assert traces((tmp_path / "backup.sqlite3").read_bytes()) == []
    await store.close()
    assert traces(files_of(path)) == []


async def test_an_older_database_is_rewritten_once_so_old_deletes_leave_no_trace(
    tmp_path: Path,
) -> None:
    path = tmp_path / "gin.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    for number in range(1, 6):  # a database of the release before, as it wrote it
        (script,) = MIGRATIONS.glob(f"{number:03d}_*.sql")
        db.executescript(f"BEGIN;\n{script.read_text(encoding='utf-8')}\nCOMMIT;")
    db.execute("PRAGMA user_version = 5")
    db.execute("PRAGMA application_id = 1198091858")
    db.execute("INSERT INTO members (guild_id, member_id, name) VALUES (1, ?, ?)", (MEMBER, NAME))
    db.execute("INSERT INTO members (guild_id, member_id, name) VALUES (1, 7, 'Someone')")
    db.execute("DELETE FROM members WHERE member_id = ?", (MEMBER,))  # left in a free cell
    db.close()
    assert "name" in traces(files_of(path))

    store = await SqliteStore.open(path)
    assert await store.schema_version() == 11
    assert traces(files_of(path)) == []
    assert await store.names(1, [7]) == {7: "Someone"}
    await store.close()
    # Once: the next start doesn't rewrite it again.
    store = await SqliteStore.open(path)
    async with store.connection.execute("SELECT name FROM bot_state") as cursor:
        assert "rewrite_pending" not in {row[0] for row in await cursor.fetchall()}
    await store.close()


async def test_a_new_database_has_nothing_to_rewrite(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "gin.sqlite3"
    with caplog.at_level(logging.INFO):
        store = await SqliteStore.open(path)
        await store.close()
        store = await SqliteStore.open(path)
    try:
        async with store.connection.execute("SELECT name FROM bot_state") as cursor:
            assert "rewrite_pending" not in {row[0] for row in await cursor.fetchall()}
    finally:
        await store.close()
    said = [record.getMessage() for record in caplog.records]
    assert "applied migration 001_initial.sql" in said  # the first start's log, read here
    assert not [line for line in said if "rewrote" in line or "rewrite" in line]
