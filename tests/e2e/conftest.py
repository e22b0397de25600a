"""End-to-end fixtures: a started fake Discord, bot start/stop, and failing on logged errors.

- ``fake``: a started :class:`FakeDiscord` with discord.py pointed at it. At teardown it closes
  the bots started with :func:`start_bot`, stops, and fails the test on unknown routes, rule
  violations not ``fake.allow``-ed, errors inside the fake, or interactions never acknowledged.
- ``error_logs`` (autouse): fails the test on any ERROR record from the discord, bot, cogs,
  asyncio, aiohttp or fakediscord loggers (discord.py only *logs* exceptions raised in view,
  DynamicItem and command callbacks). ``error_logs.allow(regex)`` accepts expected ones.
- ``start_bot(bot, fake)`` / ``stop_bot(bot)`` (from ``fakediscord.client``, re-exported here):
  login, ``create_task(connect())``, ``wait_until_ready()``, with ``guild_ready_timeout=0.05``.
- ``harness``: a :class:`harness.Harness` (the gin bot on a new database), once per backend
  (SQLite, PostgreSQL); at the end every message version is checked by the leak witness. A test
  marked ``sqlite_only`` (it reads the database file itself) runs on SQLite alone.
- ``clusters``: two harnesses, cluster 0 and cluster 1 of two (a shard each), on one PostgreSQL
  database, with one leak witness.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.model import Shards
from tests.support.databases import BACKENDS, fresh_database
from tests.support.fakediscord import FakeDiscord, start_bot, stop_bot
from tests.support.harness import Harness

__all__ = ["ErrorLogCapture", "start_bot", "stop_bot"]

WATCHED_LOGGERS = ("discord", "bot", "cogs", "asyncio", "aiohttp", "fakediscord")


class ErrorLogCapture(logging.Handler):
    """Collects ERROR (and worse) records from the watched loggers."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []
        self._allowed: list[re.Pattern[str]] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.name.split(".")[0] in WATCHED_LOGGERS:
            self.records.append(record)

    def allow(self, pattern: str) -> None:
        """Accept ERROR records whose message (or exception text) matches ``pattern``."""
        self._allowed.append(re.compile(pattern))

    def unexpected(self) -> list[logging.LogRecord]:
        def text(r: logging.LogRecord) -> str:
            exc = "" if r.exc_info is None else repr(r.exc_info[1])
            return f"{r.getMessage()} {exc}"

        return [r for r in self.records if not any(p.search(text(r)) for p in self._allowed)]


def _describe(record: logging.LogRecord) -> str:
    text = f"{record.name}: {record.getMessage()}"
    if record.exc_info is not None:
        text += "\n" + "".join(logging.Formatter().formatException(record.exc_info))
    return text


@pytest.fixture(autouse=True)
def error_logs() -> Iterator[ErrorLogCapture]:
    handler = ErrorLogCapture()
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
    bad = handler.unexpected()
    if bad:
        pytest.fail("ERROR logged during the test:\n" + "\n".join(map(_describe, bad)))


@pytest.fixture
async def fake(error_logs: ErrorLogCapture) -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord()
    await server.start()
    try:
        yield server
    finally:
        await server.stop()
    problems = server.problems()
    if problems:
        pytest.fail("fake Discord saw problems:\n  " + "\n  ".join(problems))


@pytest.fixture(params=BACKENDS)
async def harness(
    fake: FakeDiscord, tmp_path: Path, request: pytest.FixtureRequest
) -> AsyncIterator[Harness]:
    async with fresh_database(request.param, request, tmp_path) as database:
        h = Harness(fake, tmp_path, database)
        yield h
        await _finish(h)
        if h.bot is not None and not h.bot.is_closed():
            await h.stop()  # before its database goes


async def _finish(h: Harness) -> None:
    if h.bot is not None and not h.bot.is_closed():
        # Bounded: after a failure, a post Discord keeps refusing would be retried for ever.
        await asyncio.wait_for(h.idle(), 30)
    # Every test: no message version ever showed a card its readers could not know...
    h.witness.check()
    # ...and no message the bot wrote could ping everyone, @here or a role (a member's name
    # may read "@everyone"): Discord parses every mention unless told.
    for sent in h.fake.requests:
        body = sent.json if isinstance(sent.json, dict) else {}
        message = body.get("data") if isinstance(body.get("data"), dict) else body
        if sent.method in ("POST", "PATCH") and message.get("content"):
            parsed = (message.get("allowed_mentions") or {"parse": ["everyone"]}).get("parse", [])
            assert not {"everyone", "roles"} & set(parsed), f"{sent}: {message}"


@pytest.fixture
async def clusters(
    fake: FakeDiscord, postgres_url: str, tmp_path: Path
) -> AsyncIterator[list[Harness]]:
    """Cluster 0 and cluster 1 of two, one shard each, on one database."""
    made = [Harness(fake, tmp_path, postgres_url, Shards.of_cluster(2, i, 2)) for i in (0, 1)]
    made[1].witness = made[0].witness  # one witness: it must know every table's deals
    yield made
    for harness in made:
        if harness.bot is not None and not harness.bot.is_closed():
            await harness.idle()
            await harness.stop()
    made[0].witness.check()
