"""The command line of ``python -m bot`` without DISCORD_TOKEN: help and the version need no
token; ``play`` in a real process imports nothing of Discord; the bot itself (no command, or
``run``) still refuses to start without a token, as before.

The parser's cases run through ``bot.__main__.main`` in this process (fast); two run the real
command."""

from __future__ import annotations

import re
import subprocess
from importlib import metadata
from pathlib import Path

import pytest

import bot
import bot.__main__ as entry
from tests.support.driver import ENV, ROOT, command

HEAVY = {"discord", "aiohttp", "aiosqlite", "asyncio", "dotenv", "sqlite3"}


@pytest.fixture(autouse=True)
def no_token(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setenv("COLUMNS", "100")  # argparse's help width


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """``python -m bot ARGS`` in this process: exit status, stdout, stderr."""
    try:
        code = entry.main(args)
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    out = capsys.readouterr()
    return code, out.out, out.err


def test_help_lists_the_commands(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = cli(capsys, "--help")
    assert (code, err) == (0, "")
    assert out.startswith("usage: python -m bot [-h] [--version] COMMAND ...")
    assert re.search(r"^    run +run the Discord bot \(the default\)$", out, re.M)
    assert re.search(r"^    play +play gin rummy against the computer in this terminal$", out, re.M)


def test_play_help_lists_its_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = cli(capsys, "play", "--help")
    assert (code, err) == (0, "")
    assert out.startswith("usage: python -m bot play [-h] [--level {easy,normal,hard,expert}]")
    for option in (
        "--variant {standard,oklahoma,straight}",
        "--target N",
        "--bonuses {25/25,20/10,20/20,big-gin}",
        "--seed N",
        "--lang CODE",
    ):
        assert option in out


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(capsys, "--version") == (
        0,
        f"python -m bot {metadata.version('gin-rummy-bot')}\n",
        "",
    )


def test_version_when_not_installed(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bot, "DISTRIBUTION", "no-such-distribution")
    assert cli(capsys, "--version") == (0, "python -m bot unknown\n", "")


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("play", "--target", "5"), "the target is a whole number from 10 to 1000, not 5"),
        (("play", "--seed", "x"), "argument --seed: invalid int value: 'x'"),
        (("play", "--level", "master"), "invalid choice: 'master'"),
        (("dance",), "invalid choice: 'dance'"),
    ],
)
def test_a_bad_command_line_says_why(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], words: str
) -> None:
    code, out, err = cli(capsys, *args)
    assert (code, out) == (2, "")
    assert words in err


def test_run_by_name_still_needs_the_token(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)  # no .env there: a developer's .env stays out
    code, out, err = cli(capsys, "run")
    assert (code, out) == (2, "")
    assert err.startswith("Can't start: DISCORD_TOKEN is not set") and err.count("\n") == 1


def test_the_real_command_without_a_command_still_needs_the_token(tmp_path: Path) -> None:
    done = subprocess.run(
        command(),
        cwd=tmp_path,
        env={**ENV, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr.startswith("Can't start: DISCORD_TOKEN is not set")
    assert len(done.stderr.strip().splitlines()) == 1


def test_the_real_play_imports_nothing_of_discord() -> None:
    python, *args = command("play", "--seed", "1")
    done = subprocess.run(
        [python, "-X", "importtime", *args],
        cwd=ROOT,
        env=ENV,
        input="",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and "End of input" in done.stdout
    imported = {line.split("|")[-1].strip() for line in done.stderr.splitlines() if "|" in line}
    # (The game's module is imported by name, which -X importtime does not list: what it
    # imports is.)
    assert {"bot.terminal.words", "bot.phrases", "bot.engine.computer"} <= imported
    assert {name for name in imported if name.split(".")[0] in HEAVY} == set()
