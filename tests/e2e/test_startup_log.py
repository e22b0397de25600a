"""What an admin reads when the bot starts: one summary line (version, the database's absolute
path, the live games) and "ready" with the invite URL once connected."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from bot.invite import INVITE_PERMISSIONS
from tests.support.fakediscord import FakeDiscord
from tests.support.harness import Harness


async def test_start_up_says_where_the_data_is_and_when_it_is_ready(
    harness: Harness, fake: FakeDiscord, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO, logger="bot.discord.client"):
        await harness.start()
        await harness.start_game(fake.humans[0], fake.humans[1])
        await harness.restart()
    summaries = [r.getMessage() for r in caplog.records if "database" in r.getMessage()]
    assert len(summaries) == 2
    database = harness.database
    assert (str(database.resolve()) if isinstance(database, Path) else database) in summaries[-1]
    assert "1 live game(s) and challenge(s) in 1 server(s), 1 channel(s)" in summaries[-1]
    ready = [r.getMessage() for r in caplog.records if r.getMessage().startswith("ready:")]
    assert ready and "client_id=" in ready[-1] and f"permissions={INVITE_PERMISSIONS}" in ready[-1]
