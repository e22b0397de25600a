"""The README's first game, followed as a newcomer would on a fresh clone: every command of its
"Your first game" section run as written, in its order (the clone from this repository, the
install into a new venv, ``check``), the ``.env`` edited as its step says, then the bot started
against the fake Discord and a member's ``/gin practice`` played until the first deal's showdown.

Only two things differ from a newcomer's machine: the repository's URL is this checkout, and the
bot's start goes through the clone's own tests/support/run_bot.py, which points discord.py at the
fake Discord and then runs ``python -m bot`` as it is.
"""

from __future__ import annotations

import asyncio
import os
import re
import shlex
import signal
from pathlib import Path

import pytest

from bot.invite import invite_url
from tests.support.fakediscord import FakeDiscord, FakeMessage
from tests.support.players import Player, version_of
from tests.support.run_bot import ROOT
from tests.support.tokens import bot_token

from .test_process import posts_titled

pytestmark = [pytest.mark.slow, pytest.mark.sqlite_only]

RUN = ".venv/bin/python -m bot"  # the step that starts the bot
CHECK = ".venv/bin/python -m bot check"


def first_game_section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"^## Your first game\n(.*?)(?=^## )", text, re.MULTILINE | re.DOTALL)
    assert found is not None, "README.md has no '## Your first game' section"
    return found.group(1)


def shell_lines(section: str) -> list[str]:
    """The commands of the section's ``sh`` blocks, in order."""
    blocks = re.findall(r"^ *```sh\n(.*?)^ *```", section, re.MULTILINE | re.DOTALL)
    return [line.strip() for block in blocks for line in block.splitlines() if line.strip()]


def environment() -> dict[str, str]:
    """This machine's environment without the bot's settings: a newcomer has none set."""
    return {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("GIN_", "DISCORD_", "VIRTUAL_ENV", "PYTHON"))
    }


async def shell(line: str, cwd: Path) -> str:
    proc = await asyncio.create_subprocess_exec(
        "bash",
        "-c",
        line,
        cwd=cwd,
        env=environment(),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    out, _ = await asyncio.wait_for(proc.communicate(), 600)
    said = out.decode(errors="replace")
    assert proc.returncode == 0, f"{line!r} failed ({proc.returncode}):\n{said}"
    return said


def fill_in_env(env_file: Path, token: str, server_id: int) -> None:
    """Step 4: the token after ``DISCORD_TOKEN=``; ``# GIN_DEV_GUILD=`` uncommented, with the
    server's id."""
    lines = env_file.read_text(encoding="utf-8").splitlines()
    assert "DISCORD_TOKEN=" in lines and "# GIN_DEV_GUILD=" in lines, "as step 4 says"
    filled = [
        f"DISCORD_TOKEN={token}"
        if line == "DISCORD_TOKEN="
        else f"GIN_DEV_GUILD={server_id}"
        if line == "# GIN_DEV_GUILD="
        else line
        for line in lines
    ]
    env_file.write_text("\n".join(filled) + "\n", encoding="utf-8")


async def play_until_the_first_showdown(
    fake: FakeDiscord, player: Player, table: FakeMessage
) -> None:
    for _ in range(2000):
        if posts_titled(fake, "Deal 1"):
            return
        hand = await player.refresh()
        version = version_of(hand)
        if "**Your turn:**" in hand.text and version is not None:
            await player.act(version, table)
        else:
            await asyncio.sleep(0.2)  # the computer thinks, with a short pause
    raise AssertionError("the first deal never ended")


async def test_the_readme_first_game_on_a_fresh_clone_reaches_a_played_practice(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    lines = shell_lines(first_game_section())
    assert lines[-1] == RUN and CHECK in lines, lines
    cwd = tmp_path
    for line in lines[:-1]:
        if line.startswith("git clone "):
            assert line.split()[2] == "REPOSITORY_URL", line
            line = line.replace("REPOSITORY_URL", shlex.quote(str(ROOT)), 1)
        if line.startswith("cd "):
            cwd = cwd / line.split(maxsplit=1)[1]
            assert cwd.is_dir(), line
            continue
        said = await shell(line, cwd)
        if line == "cp .env.example .env":
            fill_in_env(cwd / ".env", bot_token(fake.bot_user.id), fake.guild.id)
        if line == CHECK:
            assert said.rstrip().endswith("run would start."), said
            assert invite_url(fake.application_id) in said, said  # step 5 says check gives it
    log = tmp_path / "bot.log"
    with log.open("wb") as stderr:
        proc = await asyncio.create_subprocess_exec(
            ".venv/bin/python",
            "tests/support/run_bot.py",  # python -m bot, pointed at the fake Discord
            cwd=cwd,
            env={**environment(), "FAKE_DISCORD_PORT": str(fake.port)},
            stdout=asyncio.subprocess.DEVNULL,
            stderr=stderr,
        )
    try:
        # Step 5's promise: the commands synced to the server, then "ready".
        await fake.wait_for(
            lambda: "ready: logged in as" in log.read_text(errors="replace"), 60, "ready"
        )
        assert f"commands synced (guild {fake.guild.id})" in log.read_text(errors="replace")
        alice = fake.humans[0]
        it = await fake.slash(alice, "gin practice")
        table = await it.message()
        assert table.public and "Computer" in table.text, table.text
        game_id = int(next(c for c in table.custom_ids() if c.startswith("gin:")).split(":")[1])
        player = Player(fake, alice, game_id)
        await player.open_hand(table)
        await play_until_the_first_showdown(fake, player, table)
        proc.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(proc.wait(), 30) == 0, log.read_text(errors="replace")
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
