"""The bot's log lines (bot/logs.py, and how ``python -m bot run`` sets them up): JSON lines with
the ids of what they are about, the secrets hidden in both formats, other libraries' payloads
withheld, and colours for a terminal only. The whole game's log of the real process is
tests/e2e/test_logs.py."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import os
import re
from collections.abc import Iterator
from pathlib import Path

import discord.utils
import pytest

from bot import logs
from bot.config import Config
from bot.discord import running
from tests.support.tokens import bot_token

TOKEN = bot_token(1_234_567_890_123_456_789)
GUILD, CHANNEL, MEMBER = 1_300_000_000_000_000_001, 1_300_000_000_000_000_002, 2**60 + 3
WEBHOOK = (
    "https://discord.com/api/v10/webhooks/42/aW50ZXJhY3Rpb246MTIzNDU2Nzg5Ojc4OQ/messages/@original"
)
CALLBACK = "https://discord.com/api/v10/interactions/77/aW50ZXJhY3Rpb246c2VjcmV0/callback?x=1"
INTERACTION_TOKENS = ("aW50ZXJhY3Rpb246MTIzNDU2Nzg5Ojc4OQ", "aW50ZXJhY3Rpb246c2VjcmV0")
HAND = '{"embeds":[{"description":"7♠ 8♠ 9♠ · deadwood: K♥ = 10"}],"flags":64}'


class Lines(logging.Handler):
    """The lines a formatter writes."""

    def __init__(self, formatter: logging.Formatter) -> None:
        super().__init__(logging.DEBUG)
        self.setFormatter(formatter)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))


@pytest.fixture
def json_lines() -> Iterator[Lines]:
    yield from _capture(logs.formatter("json", cluster=3, secrets=[TOKEN, "hunter2"]))


@pytest.fixture
def text_lines() -> Iterator[Lines]:
    yield from _capture(logs.formatter("text", cluster=0, secrets=[TOKEN, "hunter2"]))


def _capture(formatter: logging.Formatter) -> Iterator[Lines]:
    handler = Lines(formatter)
    names = ("bot.test", "discord.http", "discord.gateway", "aiosqlite")
    loggers = [logging.getLogger(name) for name in names]
    levels = [logger.level for logger in loggers]
    for logger in loggers:
        logger.addHandler(handler)
        logger.setLevel(logging.DEBUG)
    try:
        yield handler
    finally:
        for logger, level in zip(loggers, levels, strict=True):
            logger.removeHandler(handler)
            logger.setLevel(level)


own = logging.getLogger("bot.test")
http = logging.getLogger("discord.http")


# -- JSON lines and their ids -------------------------------------------------------------------


def test_a_json_line_has_the_time_level_logger_message_and_cluster(json_lines: Lines) -> None:
    own.warning("game %s: could not post\n(%s)", 12, "twice")
    (text,) = json_lines.lines
    assert "\n" not in text  # one line, whatever the message holds
    line = json.loads(text)
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", line.pop("time"))
    assert line == {
        "level": "WARNING",
        "logger": "bot.test",
        "message": "game 12: could not post\n(twice)",
        "cluster": 3,
    }


def test_a_json_line_carries_the_ids_noted_discords_as_strings(json_lines: Lines) -> None:
    async def an_interaction() -> None:
        logs.note(shard=1, guild=GUILD, channel=CHANNEL, member=MEMBER)
        own.info("clicked")
        logs.note(game=7)
        own.info("about the game")

    async def main() -> None:
        await asyncio.create_task(an_interaction())
        own.info("after it")  # the interaction's task had a context of its own

    asyncio.run(main())
    clicked, about, after = map(json.loads, json_lines.lines)
    ids = {"shard": 1, "guild": str(GUILD), "channel": str(CHANNEL), "member": str(MEMBER)}
    assert {k: clicked[k] for k in ids} == ids and "game" not in clicked
    assert about["game"] == 7 and about["member"] == str(MEMBER)
    assert int(about["member"]) == MEMBER  # past 2**53, exact
    assert not {"shard", "guild", "channel", "game", "member"} & after.keys()


def test_noting_an_id_the_lines_do_not_have_is_refused_and_changes_nothing(
    json_lines: Lines,
) -> None:
    async def an_interaction() -> None:
        logs.note(game=3)
        with pytest.raises(TypeError, match="gild"):
            logs.note(gild=GUILD, member=MEMBER)
        own.info("after the typo")

    asyncio.run(an_interaction())
    (line,) = map(json.loads, json_lines.lines)
    assert line["game"] == 3 and not {"guild", "member"} & line.keys()


def test_a_tables_task_carries_the_tables_ids_not_the_clickers(json_lines: Lines) -> None:
    table = logs.Ids(shard=0, guild=GUILD, channel=CHANNEL, game=9)

    async def click() -> None:
        logs.note(guild=GUILD, channel=CHANNEL, member=MEMBER, game=9)
        await asyncio.create_task(edit(), context=logs.context_of(table))
        with logs.about(logs.Ids(game=10)):
            own.info("a timer on another table")
        own.info("the click again")

    async def edit() -> None:
        own.info("the table's edit")

    asyncio.run(click())
    edited, timer, again = map(json.loads, json_lines.lines)
    assert (edited["game"], edited["guild"], "member" in edited) == (9, str(GUILD), False)
    assert timer["game"] == 10 and "member" not in timer
    assert (again["game"], again["member"]) == (9, str(MEMBER))


def test_a_json_line_carries_the_traceback_scrubbed(json_lines: Lines) -> None:
    try:
        raise RuntimeError(f"POST {CALLBACK} failed")
    except RuntimeError:
        own.exception("answer failed")
    line = json.loads(json_lines.lines[0])
    assert line["message"] == "answer failed"
    assert "Traceback" in line["exception"] and "RuntimeError: POST" in line["exception"]
    assert "/interactions/77/***/callback" in line["exception"]
    assert "c2VjcmV0" not in json_lines.lines[0]


# -- secrets ------------------------------------------------------------------------------------


@pytest.mark.parametrize("fixture", ["text_lines", "json_lines"])
def test_no_token_and_no_password_in_either_format(
    fixture: str, request: pytest.FixtureRequest
) -> None:
    lines: Lines = request.getfixturevalue(fixture)
    own.info("token %s, or in a header: Bot %s", TOKEN, TOKEN)
    other = bot_token(987_654_321_987_654_321)  # a bot token the process doesn't know
    own.info("an old token: %s.", other)
    http.debug("Webhook ID 42 with PATCH %s has returned status code 200", WEBHOOK)
    http.debug("POST %s with None has returned 204", CALLBACK)
    own.info("database postgresql://gin:hunter2@db:5432/gin and postgres://u:pw%40x@h/d")
    own.info("database host=db dbname=gin password=hunter2")  # a known secret, not in a URL
    own.info("postgresql:///gin?host=/run/pg&password=s3cr3t")
    text = "\n".join(lines.lines)
    for secret in (TOKEN, other, *INTERACTION_TOKENS, "hunter2", "pw%40x", "s3cr3t"):
        assert secret not in text
    # What a reader needs stays: the routes with their ids, the hosts, the users.
    assert "/webhooks/42/***/messages/@original" in text
    assert "/interactions/77/***/callback?x=1" in text
    assert "postgresql://gin:***@db:5432/gin" in text and "postgres://u:***@h/d" in text
    assert "password=***" in text


def test_discord_pys_payloads_are_withheld_and_its_routes_kept(text_lines: Lines) -> None:
    route = "https://discord.com/api/v10/channels/5/messages/6"
    http.debug("%s %s with %s has returned %s", "PATCH", route, HAND, 200)
    http.debug("%s %s has received %s", "PATCH", route, json.loads(HAND))
    http.warning(
        "We are being rate limited. %s %s responded with 429. Retrying in %.2f seconds.",
        "PATCH",
        route,
        1.5,
    )
    http.debug("A rate limit bucket (%s) has been exhausted. Pre-emptively rate limiting...", "b1")
    gateway = {"op": 0, "t": "INTERACTION_CREATE", "s": 41, "d": {"token": "t0k3n", "x": HAND}}
    logging.getLogger("discord.gateway").debug("For Shard ID %s: WebSocket Event: %s", 0, gateway)
    text = "\n".join(text_lines.lines)
    assert "♠" not in text and "deadwood" not in text and "t0k3n" not in text
    sent, received, limited, bucket, event = (line.split(": ", 1)[1] for line in text_lines.lines)
    assert sent == f"PATCH {route} with <JSON withheld, {len(HAND)} characters> has returned 200"
    assert received == f"PATCH {route} has received <dict withheld>"
    assert limited.endswith(f"PATCH {route} responded with 429. Retrying in 1.50 seconds.")
    assert "(b1)" in bucket
    assert event.endswith("{'op': 0, 't': 'INTERACTION_CREATE', 's': 41} (its data withheld)")


def test_a_database_drivers_statements_are_withheld(text_lines: Lines) -> None:
    import functools
    import sqlite3

    db = sqlite3.connect(":memory:")
    state = '{"deck":"AH JC TS 9S"}'
    logging.getLogger("aiosqlite").debug(
        "executing %s", functools.partial(db.execute, "UPDATE games SET state = ?", (state,))
    )
    db.close()
    (line,) = text_lines.lines
    assert line.endswith("aiosqlite: executing execute(...)") and "AH JC" not in line


def test_the_bots_own_arguments_are_kept(text_lines: Lines) -> None:
    own.info("settings: %s", '{"turn": 60}')  # the bot's own lines say what they mean to
    (line,) = text_lines.lines
    assert line.endswith('bot.test: settings: {"turn": 60}')


def test_a_payload_withheld_where_a_number_was_wanted_still_makes_a_line() -> None:
    record = logging.LogRecord("discord.http", logging.DEBUG, __file__, 1, "%d bytes", ([1],), None)
    line = logs.formatter("text", cluster=0, secrets=()).format(record)
    assert line.endswith("discord.http: %d bytes ('<list withheld>',)")


# -- python -m bot run's set-up -----------------------------------------------------------------


@pytest.fixture
def restore_root() -> Iterator[list[logging.Handler]]:
    root = logging.getLogger()
    level, handlers = root.level, list(root.handlers)
    added: list[logging.Handler] = []
    try:
        yield added
    finally:
        for handler in added:
            root.removeHandler(handler)
        root.setLevel(level)
        assert root.handlers == handlers
        logging.captureWarnings(False)


def config(**env: str) -> Config:
    return Config.from_env({"DISCORD_TOKEN": TOKEN, **env})


def test_text_to_a_file_has_no_colours_even_in_docker(
    monkeypatch: pytest.MonkeyPatch, restore_root: list[logging.Handler], tmp_path: Path
) -> None:
    # discord.py colours whatever it writes when it believes it runs in Docker.
    monkeypatch.setattr(discord.utils, "is_docker", lambda: True)
    with (tmp_path / "bot.log").open("w") as file:
        restore_root.append(running.set_up_logging(config(), logging.INFO, file))
        logging.getLogger("bot.test").warning("careful")
    text = (tmp_path / "bot.log").read_text()
    assert "\x1b[" not in text
    assert re.fullmatch(
        r"\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] \[WARNING \] bot.test: careful\n", text
    )


def test_text_to_a_terminal_keeps_its_colours_and_still_hides_the_token(
    restore_root: list[logging.Handler],
) -> None:
    leader, follower = os.openpty()
    with os.fdopen(follower, "w") as terminal:
        restore_root.append(running.set_up_logging(config(), logging.INFO, terminal))
        logging.getLogger("bot.test").warning("token %s", TOKEN)
    text = os.read(leader, 4096).decode()
    os.close(leader)
    assert "\x1b[" in text and "token ***" in text
    assert TOKEN not in text


def test_json_lines_with_the_clusters_number(restore_root: list[logging.Handler]) -> None:
    stream = io.StringIO()
    settings = Config.from_env(
        {
            "DISCORD_TOKEN": TOKEN,
            "GIN_LOG_FORMAT": "json",
            "GIN_CLUSTER": "1",
            "GIN_CLUSTERS": "2",
            "GIN_SHARD_COUNT": "2",
            "GIN_DATABASE": "postgresql://gin:p%40ss%2Fw@db/gin",
        }
    )
    restore_root.append(running.set_up_logging(settings, logging.DEBUG, stream))
    # The password as the URL writes it, and decoded (a driver's message may quote it so).
    logging.getLogger("bot.test").debug("on %s with %s, %s", settings.database, TOKEN, "p@ss/w")
    line = json.loads(stream.getvalue())
    assert line["cluster"] == 1 and line["level"] == "DEBUG"
    assert line["message"] == "on postgresql://gin:***@db/gin with ***, ***"


def test_an_unexpected_error_is_one_json_line_with_its_traceback_scrubbed(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    restore_root: list[logging.Handler],
) -> None:
    from bot import __main__ as entry

    async def crash(self: object, token: str) -> None:
        raise RuntimeError(f"lost at {CALLBACK}")

    set_up = running.set_up_logging

    def set_up_and_keep(config: Config, level: int) -> logging.Handler:
        restore_root.append(set_up(config, level))
        return restore_root[-1]

    monkeypatch.chdir(tmp_path)  # no .env there: a developer's .env stays out
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("GIN_DATABASE", str(tmp_path / "gin.sqlite3"))
    monkeypatch.setenv("GIN_LOG_FORMAT", "json")
    monkeypatch.setattr(running, "set_up_logging", set_up_and_keep)
    monkeypatch.setattr(running.GinBot, "start", crash)
    assert entry.main() == 1
    lines = [json.loads(line) for line in capsys.readouterr().err.splitlines()]
    (crashed,) = [line for line in lines if line["level"] == "CRITICAL"]
    assert crashed["message"] == "stopped by an unexpected error"
    assert "RuntimeError: lost at" in crashed["exception"]
    assert "/interactions/77/***/callback" in crashed["exception"]
