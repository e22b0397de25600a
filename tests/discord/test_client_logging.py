"""The bot has no voice: discord.py's warnings about the missing voice libraries are not logged
(an admin reading the log should see only what asks for action)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from bot.config import Config
from bot.discord.client import GinBot
from tests.support.tokens import NO_FAKE_BOT_ID, bot_token


def test_no_voice_library_warnings(caplog: pytest.LogCaptureFixture, tmp_path: Path) -> None:
    with caplog.at_level(logging.WARNING):
        GinBot(Config(token=bot_token(NO_FAKE_BOT_ID), database=tmp_path / "gin.sqlite3"))
    assert not [r for r in caplog.records if "voice" in r.getMessage()]
    # Other warnings of discord.client still get through.
    logging.getLogger("discord.client").warning("something else")
    assert "something else" in caplog.text
