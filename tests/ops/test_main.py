"""``python -m bot``: a missing or rejected token ends with one clear sentence, not a traceback."""

import subprocess
import sys
from pathlib import Path

import discord
import pytest

import bot.__main__ as entry
import bot.discord.running as running
from bot.config import Config, ConfigError, token_user_id
from bot.model.wording import after_colon
from tests.support.tokens import NO_FAKE_BOT_ID, bot_token

TOKEN = bot_token(NO_FAKE_BOT_ID)


def test_missing_token_says_what_to_do(tmp_path: Path) -> None:
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(Path(__file__).parents[2])}
    run = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 2
    assert "DISCORD_TOKEN is not set" in run.stderr and "Traceback" not in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("failure", "words"),
    [
        (discord.LoginFailure("Improper token has been passed."), "Discord rejected DISCORD_TOKEN"),
        # What GinBot.setup_hook raises when GIN_DEV_GUILD is a server the bot is not in.
        (ConfigError("GIN_DEV_GUILD (42) is a server the bot is not in"), "GIN_DEV_GUILD (42)"),
    ],
)
def test_a_refused_start_says_what_to_do(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    failure: Exception,
    words: str,
) -> None:
    async def refused(self: object, token: str) -> None:
        raise failure

    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("GIN_DATABASE", str(tmp_path / "gin.sqlite3"))
    monkeypatch.chdir(tmp_path)  # no .env there: a developer's .env stays out
    monkeypatch.setattr(running.discord.utils, "setup_logging", lambda **kwargs: None)
    monkeypatch.setattr(running.GinBot, "start", refused)
    assert entry.main() == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_settings_are_read_and_checked() -> None:
    config = Config.from_env(
        {
            "DISCORD_TOKEN": f" {TOKEN} ",
            "GIN_DEV_GUILD": "42",
            "GIN_DATABASE": "x/y.db",
            "GIN_LOG_LEVEL": "debug",
        }
    )
    assert (config.token, config.dev_guild, str(config.database), config.log_level) == (
        TOKEN,
        42,
        "x/y.db",
        "DEBUG",
    )
    with pytest.raises(ConfigError, match="server id"):
        Config.from_env({"DISCORD_TOKEN": TOKEN, "GIN_DEV_GUILD": "my-server"})
    with pytest.raises(ConfigError, match="GIN_LOG_LEVEL"):
        Config.from_env({"DISCORD_TOKEN": TOKEN, "GIN_LOG_LEVEL": "LOUD"})


def test_the_metrics_port_is_each_clusters_own() -> None:
    def served(**env: str) -> tuple[str, int | None]:
        config = Config.from_env(
            {"DISCORD_TOKEN": TOKEN, "GIN_DATABASE": "postgresql://h/g", **env}
        )
        return config.metrics_host, config.served_metrics_port

    assert served() == ("127.0.0.1", None)  # off unless asked for
    assert served(GIN_METRICS_PORT="9464") == ("127.0.0.1", 9464)
    # Several clusters on one host: the port plus each one's number...
    clusters = {"GIN_SHARD_COUNT": "4", "GIN_CLUSTERS": "2", "GIN_METRICS_PORT": "9464"}
    assert served(**clusters, GIN_CLUSTER="1") == ("127.0.0.1", 9465)
    # ...unless each has a network of its own (a Kubernetes pod named for its cluster).
    pods = {**clusters, "GIN_METRICS_PORT_PER_CLUSTER": "no", "GIN_METRICS_HOST": "0.0.0.0"}
    assert served(**pods, GIN_CLUSTER="gin-rummy-bot-1") == ("0.0.0.0", 9464)
    for wrong, words in (
        ({"GIN_METRICS_PORT": "http"}, "GIN_METRICS_PORT must be a port number"),
        ({"GIN_METRICS_PORT": "70000"}, "GIN_METRICS_PORT must be a port number"),
        ({**clusters, "GIN_METRICS_PORT": "65535", "GIN_CLUSTER": "1"}, "past 65535"),
        ({"GIN_METRICS_PORT_PER_CLUSTER": "sometimes"}, "must be yes or no"),
    ):
        with pytest.raises(ConfigError, match=words):
            served(**wrong)


@pytest.mark.parametrize(
    ("token", "words"),
    [
        ("Bot abc.def.ghi", 'starts with "Bot ": leave that out'),
        ("bot abc.def.ghi", 'starts with "Bot ": leave that out'),
        ("abc.def\nghi", "a line break or a space inside it"),
        ("abc def ghi", "a line break or a space inside it"),
    ],
)
def test_a_mangled_token_is_told_what_is_wrong_with_it(token: str, words: str) -> None:
    with pytest.raises(ConfigError, match=words):
        Config.from_env({"DISCORD_TOKEN": token})


@pytest.mark.parametrize(
    ("token", "words"),
    [
        ("abc", "Can't start: DISCORD_TOKEN is not a bot token (those are three parts joined"),
        (
            "kX3mP9qR2sT7vW1y-Z4aB6cD8eF0gH5j",  # an OAuth2 client secret's shape
            "Can't start: DISCORD_TOKEN looks like the client secret from the OAuth2 page, which "
            "is not the bot token: paste the bot's token",
        ),
        (f"Bot {TOKEN}", 'Can\'t start: DISCORD_TOKEN starts with "Bot ": leave that out'),
        ("YWJj.ZGVm.Z2hp", "Can't start: DISCORD_TOKEN is not a bot token"),  # "abc", not an id
    ],
)
def test_run_refuses_a_token_that_cannot_be_a_bot_token_before_reaching_for_discord(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    token: str,
    words: str,
) -> None:
    async def reached(self: object, token: str) -> None:
        raise AssertionError("reached for Discord with a token of the wrong shape")

    monkeypatch.setenv("DISCORD_TOKEN", token)
    monkeypatch.setenv("GIN_DATABASE", str(tmp_path / "gin.sqlite3"))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(running.GinBot, "start", reached)
    assert entry.main(["run"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(words)
    assert err.endswith(".\n") and err.count("\n") == 1 and ". " not in err  # one sentence
    assert list(tmp_path.iterdir()) == []  # no database made either


def test_a_bot_token_is_read_for_its_id_whatever_the_length_of_its_parts() -> None:
    # Two shapes Discord has handed out: a 27-character signature, and a 38-character one
    # after an id of 19 digits.
    assert token_user_id("Mjg4NzYwMjQxMzYzODc3ODg4.C_ikow.j3VupLBuE1QWZng3TMGH0z_UAwg") == (
        288760241363877888
    )
    newer = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GabcDe.abcdefghijklmnopqrstuvwxyz_-0123456789A"
    assert token_user_id(newer) == 1234567890123456789
    assert token_user_id(TOKEN) == NO_FAKE_BOT_ID
    for not_one in ("abc", "a.b", "a.b.c.d", "MTIz.x.y!", "LTE.abc.def", "MA.abc.def", ".."):
        assert token_user_id(not_one) is None, not_one


@pytest.mark.parametrize(
    ("command", "words", "status"),
    [
        (["run"], "Can't start", 2),
        (["sync"], "Can't sync", 2),
        (["check"], "Can't check", 2),
        (["backup", "copy.sqlite3"], "No backup made", 2),
        (["health"], "Unhealthy", 1),
        (["move-to", "postgresql://gin@localhost/gin"], "Nothing moved", 2),
    ],
)
def test_every_command_outside_its_environment_says_how_to_install(
    tmp_path: Path, command: list[str], words: str, status: int
) -> None:
    # ``-S``: no site-packages, as with a system python3 outside the virtual environment.
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(Path(__file__).parents[2])}
    run = subprocess.run(
        [sys.executable, "-S", "-m", "bot", *command],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == status
    assert run.stderr.startswith(f"{words}: ") and "is not installed" in run.stderr
    assert "pip install ." in run.stderr and "Traceback" not in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("detail", "shown"),
    [
        ("The folder /x doesn't exist.", "the folder /x doesn't exist."),
        ("DISCORD_TOKEN is not set.", "DISCORD_TOKEN is not set."),
        ("Discord can't be reached.", "Discord can't be reached."),
        ("PostgreSQL refused the password.", "PostgreSQL refused the password."),
    ],
)
def test_a_sentence_after_a_colon_starts_in_lower_case_unless_it_names_something(
    detail: str, shown: str
) -> None:
    assert after_colon("No backup made", detail) == f"No backup made: {shown}"
