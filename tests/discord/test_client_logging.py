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


def test_the_invite_url_asks_for_what_the_bot_uses() -> None:
    from bot.discord.client import invite_url

    url = invite_url(123)
    assert url.startswith("https://discord.com/oauth2/authorize?client_id=123&")
    # View Channel, Send Messages, Embed Links, Attach Files (the pictures), the threads'.
    needed = (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 35) | (1 << 38)
    assert url.endswith(f"&scope=bot+applications.commands&permissions={needed}")
