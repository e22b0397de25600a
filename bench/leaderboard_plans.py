"""``bench/leaderboard.py --explain``: the query plans of every SELECT the pages run (see its
docstring), flagging a full scan of a large table or a read of every row of the server's."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import _repo  # noqa: F401  (the project root on the path, for ``bot``)
from leaderboard_fill import (
    GUILD,
    LARGE_TABLES,
    LEADERBOARD_FORMATS,
    Backend,
    Population,
    PostgresBackend,
    SqliteBackend,
)

from bot.model import LeaderboardSort
from bot.store import Store
from bot.store.postgres.db import numbered
from bot.store.sqlite import SqliteStore


async def visit_pages(store: Store, pop: Population) -> None:
    """Every kind of page once, for the busiest member: what ``--explain`` shows the plans of."""
    busiest = pop.games.most_common(1)[0][0]
    other = next(b if a == busiest else a for a, b in pop.pairs if busiest in (a, b))
    for sort in LeaderboardSort:
        for fmt in LEADERBOARD_FORMATS:
            await store.leaderboard(GUILD, sort=sort, format=fmt, page=3, member_id=busiest)
    await store.member_stats(GUILD, busiest)
    await store.head_to_head(GUILD, busiest, other)
    await store.history(GUILD, busiest, page=7)


def query_key(sql: str) -> str:
    """A query with its literal values and its lists of parameters folded: one line per
    statement the store runs, whatever the values."""
    key = re.sub(r"\b\d+(\.\d+)?\b|'[^']*'", "?", sql)
    return re.sub(r"\?(, \?)+", "?, ...", key)


async def explain(backend: Backend, store: Store, pop: Population) -> list[str]:
    """Every SELECT the page methods run, with its query plan; returns the plan lines that
    read a large table whole (or every row of the server's)."""
    if isinstance(backend, SqliteBackend):
        return await explain_sqlite(store, pop, backend.path)
    return await explain_postgres(store, pop)


async def explain_sqlite(store: Store, pop: Population, path: Path) -> list[str]:
    """SQLite: the SELECTs from sqlite3's trace callback on the store's connection, planned
    by ``EXPLAIN QUERY PLAN`` on a read-only connection of their own."""
    assert isinstance(store, SqliteStore)
    seen: dict[str, str] = {}

    def trace(sql: str) -> None:
        if sql.lstrip().upper().startswith("SELECT"):
            seen.setdefault(query_key(sql), sql)

    await store.connection.set_trace_callback(trace)
    try:
        await visit_pages(store, pop)
    finally:
        # aiosqlite types the handler as a Callable; sqlite3 takes None to turn tracing off
        # (https://docs.python.org/3/library/sqlite3.html#sqlite3.Connection.set_trace_callback).
        await store.connection.set_trace_callback(None)  # type: ignore[arg-type]
    flagged = []
    db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        print("\nEXPLAIN QUERY PLAN of every SELECT the page methods ran (busiest member):")
        for key, sql in seen.items():
            print(f"\n  {' '.join(key.split())}")
            for _, _, _, detail in db.execute(f"EXPLAIN QUERY PLAN {sql}"):
                note = scan_note(detail, sql)
                mark = f"  <-- {note}" if note else ""
                print(f"    {detail}{mark}")
                if note:
                    flagged.append(f"{note}: {detail}\n      in {' '.join(key.split())[:110]}")
    finally:
        db.close()
    return flagged


async def explain_postgres(store: Store, pop: Population) -> list[str]:
    """PostgreSQL: the SELECTs and their parameters from the store's ``Db`` (its two fetch
    methods wrapped while the pages run), planned by ``EXPLAIN`` (no ANALYZE) with the same
    parameters on the reader pool."""
    db = PostgresBackend.pools(store)
    seen: dict[str, tuple[str, tuple[Any, ...]]] = {}
    fetchall, fetchone = db.fetchall, db.fetchone

    def record(sql: str, params: Sequence[Any]) -> None:
        if sql.lstrip().upper().startswith("SELECT"):
            seen.setdefault(query_key(sql), (sql, tuple(params)))

    async def traced_fetchall(sql: str, params: Sequence[Any] = ()) -> Any:
        record(sql, params)
        return await fetchall(sql, params)

    async def traced_fetchone(sql: str, params: Sequence[Any] = ()) -> Any:
        record(sql, params)
        return await fetchone(sql, params)

    db.fetchall = traced_fetchall  # type: ignore[method-assign]
    db.fetchone = traced_fetchone  # type: ignore[method-assign]
    try:
        await visit_pages(store, pop)
    finally:
        del db.fetchall, db.fetchone  # the class's own again
    flagged = []
    print("\nEXPLAIN (no ANALYZE) of every SELECT the page methods ran (busiest member):")
    async with db.readers.acquire() as connection:
        for key, (sql, params) in seen.items():
            print(f"\n  {' '.join(key.split())}")
            plan = [line for (line,) in await connection.fetch(f"EXPLAIN {numbered(sql)}", *params)]
            for i, line in enumerate(plan):
                note = plan_note(plan, i)
                mark = f"  <-- {note}" if note else ""
                print(f"    {line}{mark}")
                if note:
                    flagged.append(
                        f"{note}: {line.strip()}\n      in {' '.join(key.split())[:110]}"
                    )
    return flagged


def plan_note(plan: Sequence[str], i: int) -> str | None:
    """Why line ``i`` of a PostgreSQL plan reads a large table whole, or None: a sequential
    scan, an index scan with no condition, or one bounded only by the server (and season)."""
    found = re.search(
        r"(Seq Scan|Index Only Scan|Index Scan|Bitmap Heap Scan)(?: Backward)?"
        r"(?: using \w+)? on (\w+)",
        plan[i],
    )
    if found is None:
        return None
    kind, table = found.groups()
    if table not in LARGE_TABLES:
        return None
    if kind == "Seq Scan":
        return f"full scan of {table}"
    condition = ""
    for line in plan[i + 1 :]:  # the scan's own details, up to the next node
        if "->" in line:
            break
        cond = re.search(r"(?:Index|Recheck) Cond: (.*)", line)
        if cond:
            condition = cond.group(1)
            break
    columns = set(re.findall(r"(\w+)\)? (?:=|<|>|<=|>=) ", condition))
    if not columns:
        return f"every {table} row (an index scan with no condition)"
    return whole_range(table, columns)


def scan_note(detail: str, sql: str) -> str | None:
    """Why a plan line reads a large table whole, or None. A SEARCH bounded only by the server
    (and season) reads every row of a one-server database: as good as a full scan here."""
    found = re.match(
        r"(SCAN|SEARCH) (\w+)(?: USING (?:(?:COVERING )?INDEX (\w+)|(?:INTEGER )?PRIMARY KEY))?"
        r"(?: \((.*)\))?",
        detail,
    )
    if found is None:
        return None
    verb, alias, _, bounds = found.groups()
    table = _table_of(alias, sql)
    if table not in LARGE_TABLES:
        return None
    if verb == "SCAN":
        return f"full scan of {table}"
    # A row value's bound names its last column: "(k1,k2,member_id)>(?,?,?)".
    return whole_range(table, set(re.findall(r"(\w+)\)?[=<>]", bounds or "")))


# The columns that bound a read to one server's rows (any table), one leaderboard's (a season in one
# format: the standings) or one order's (board_order): a read bounded by no more reads all of
# them, on a one-server database as good as a full scan.
WHOLE = {"standings": {"format"}, "board_order": {"format", "sort"}}


def whole_range(table: str, columns: set[str]) -> str | None:
    """Why a read of ``table`` bounded by ``columns`` reads every row of a server, a leaderboard or
    an order, or None."""
    if columns and columns <= {"guild_id", "season", *WHOLE.get(table, ())}:
        return f"every {table} row of a server ({', '.join(sorted(columns))} only)"
    return None


def _table_of(alias: str, sql: str) -> str:
    """The table an alias of the query names (or the name itself)."""
    found = re.search(rf"\b(\w+)\s+(?:AS\s+)?{alias}\b", sql)
    if alias in LARGE_TABLES or found is None:
        return alias
    return found.group(1)
