"""Migration 009 on every backend: a database the previous release left (schema 8, members who
took no challenges, asked for a ping, were named) gains the columns of how members see their
cards, every choice kept, nobody's card style chosen until they choose."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest

from bot.model.cards import CardOrder, CardStyle, SuitColours
from bot.store.factory import check_database, open_store
from bot.store.postgres import schema
from tests.support.databases import BACKENDS, fresh_database
from tests.support.old_databases import our_database

MEMBERS = [(1, 10, "Ann", 1, 0), (1, 20, "Bob", 0, 1), (2, 10, "Ann", 0, 0)]
INSERT = (
    "INSERT INTO members (guild_id, member_id, name, refuses_challenges, turn_ping) VALUES ({})"
)


@pytest.fixture(params=BACKENDS)
async def at_schema_8(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[str]:
    """A database of the backend as the release before migration 009 left it, with members."""
    async with fresh_database(request.param, request, tmp_path) as database:
        if request.param == "sqlite":
            path = tmp_path / "gin.sqlite3"
            our_database(path, 8)
            db = sqlite3.connect(path)
            db.executemany(INSERT.format("?, ?, ?, ?, ?"), MEMBERS)
            db.commit()
            db.close()
        else:
            older = [(n, f) for n, f in schema.migration_files() if n <= 8]
            with monkeypatch.context() as patched:
                patched.setattr(schema, "migration_files", lambda: older)
                connection = await asyncpg.connect(database)
                try:
                    await schema.migrate(connection, database)
                    await connection.executemany(INSERT.format("$1, $2, $3, $4, $5"), MEMBERS)
                finally:
                    await connection.close()
                assert await check_database(database) == 8
        yield database


async def test_migration_009_keeps_every_choice_and_chooses_no_card_style(
    at_schema_8: str,
) -> None:
    store = await open_store(at_schema_8)
    try:
        assert await check_database(at_schema_8) == 9
        assert await store.refusing() == {(1, 10)}
        assert await store.turn_pings_wanted() == {(1, 20)}
        assert await store.names(1, [10, 20]) == {10: "Ann", 20: "Bob"}
        assert await store.card_styles() == {}  # the default for everyone until they choose
        style = CardStyle(CardOrder.SUIT, SuitColours.FOUR)
        await store.set_card_style(1, 20, style)
        assert await store.card_styles() == {(1, 20): style}
        assert await store.turn_pings_wanted() == {(1, 20)}
    finally:
        await store.close()
