"""Acknowledged moves, and where each must be found in the stored games: the check of "no
acknowledged move lost" that ``bench/faults.py`` and ``bench/load.py --kill-one`` share.

A member's move is acknowledged when the message the bot answered it with shows it taken (its
hand redrawn on the new state). The member notes the game, the version of the hand it clicked
(``<deal>.<step>``: its deal, and the moves made in that deal before it) and the move's
notation (the engine's, as the stored game records it). After the run the stored game must hold
that move at that place: deal ``d``'s step ``s`` is the move. Read from the SQLite file (opened
read-only) or the PostgreSQL database (asyncpg) once the bots have stopped, with plain SQL on
the games' columns (the same on both backends), not through the bot's store.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg

__all__ = [
    "AckedMove",
    "deal_actions",
    "fetch",
    "is_postgres",
    "lost_moves",
    "stored_at",
]


@dataclass(frozen=True)
class AckedMove:
    """A move a member saw acknowledged: in ``game``, made on its hand's ``version``
    ("<deal>.<step>"), ``notation`` the engine's (``discard 7H``, ``knock 7H``, ``draw``)."""

    game: int
    version: str
    notation: str
    at: float = 0.0  # when the acknowledgement arrived (the bench's clock; not compared)


def is_postgres(database: str) -> bool:
    return database.startswith(("postgresql://", "postgres://"))


async def fetch(database: str, *queries: str) -> list[list[tuple[Any, ...]]]:
    """Each query's rows, read from the SQLite file (opened read-only) or the PostgreSQL
    database (asyncpg; the same SQL: the games' columns are the same on both)."""
    if is_postgres(database):
        connection = await asyncpg.connect(database)
        try:
            return [[tuple(row) for row in await connection.fetch(q)] for q in queries]
        finally:
            await connection.close()

    def read() -> list[list[tuple[Any, ...]]]:
        db = sqlite3.connect(f"{Path(database).as_uri()}?mode=ro", uri=True)
        try:
            return [db.execute(q).fetchall() for q in queries]
        finally:
            db.close()

    return await asyncio.to_thread(read)


def deal_actions(record: dict[str, Any]) -> list[list[str]]:
    """A stored game's actions (its state's JSON, parsed), per deal, in order."""
    return [list(deal["actions"]) for deal in record.get("deals") or ()]


def stored_at(actions: dict[int, list[list[str]]], game: int, version: str, move: str) -> bool:
    """The stored game holds ``move`` where it was made: in deal ``d`` as its step ``s``."""
    deal, step = (int(x) for x in version.split("."))
    deals = actions.get(game, [])
    return 1 <= deal <= len(deals) and len(deals[deal - 1]) > step and deals[deal - 1][step] == move


async def lost_moves(database: str, moves: Iterable[AckedMove]) -> list[AckedMove]:
    """The acknowledged ``moves`` the stored games do not hold where they were made."""
    [rows] = await fetch(database, "SELECT id, state FROM games WHERE state IS NOT NULL")
    actions = {int(gid): deal_actions(json.loads(state)) for gid, state in rows}
    return [m for m in moves if not stored_at(actions, m.game, m.version, m.notation)]
