"""Hosting against the fake Discord: the slash commands are synced only when the command tree
(or where it goes) changed since the last sync from this database; ``python -m bot sync`` forces
one (HTTP only, no gateway) and says why it can't; ``run`` started from another folder logs the
database's resolved path; ``python -m bot backup`` copies the database while the bot plays.
"""

from __future__ import annotations

import asyncio
import logging
import re
import signal
import socket
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest
from discord import app_commands

from bot.config import Config
from bot.discord.client import GinBot
from bot.pictures.drawing import HandScene, TableScene
from bot.store.factory import last_heartbeat, open_store
from tests.support.fakediscord import FakeDiscord, start_bot, stop_bot
from tests.support.players import Player
from tests.support.run_bot import command
from tests.support.tokens import bot_token

from .test_process import BotProcess, move, start_game, stored_actions


class ExtraCommandBot(GinBot):
    """The gin bot of a release with one more slash command."""

    async def sync_commands(self, *, force: bool = False) -> bool:
        async def extra(interaction: Any) -> None:
            pass

        self.tree.add_command(
            app_commands.Command(name="extra", description="One more", callback=extra)
        )
        return await super().sync_commands(force=force)


async def started(
    fake: FakeDiscord, database: Path, dev_guild: int | None = None, kind: type[GinBot] = GinBot
) -> GinBot:
    config = Config(token=bot_token(fake.bot_user.id), database=database, dev_guild=dev_guild)
    bot = kind(config, tick_seconds=3600, identify_window=0)  # started again at once
    await start_bot(bot, fake)
    return bot


async def test_commands_are_synced_only_when_the_tree_or_its_target_changed(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    database = tmp_path / "gin.sqlite3"

    async def restart(**kwargs: Any) -> list[str]:
        caplog.clear()
        with caplog.at_level(logging.INFO, logger="bot.discord.client"):
            bot = await started(fake, database, **kwargs)
            # The commands work, whether synced now or before.
            it = await fake.slash(fake.humans[0], "gin rules")
            assert (await it.message()).text
            await stop_bot(bot)
        return [r.getMessage() for r in caplog.records if r.getMessage().startswith("commands ")]

    assert await restart() == ["commands synced (global)"]  # the first start
    assert [scope for scope, _ in fake.command_syncs] == [None]
    commands = {c["name"] for c in fake.command_syncs[0][1]}
    assert {"gin", "Challenge to gin rummy"} <= commands

    assert await restart() == ["commands unchanged, not synced"]  # a restart
    assert len(fake.command_syncs) == 1

    guild = fake.guild.id  # a development server: its own sync
    assert await restart(dev_guild=guild) == [f"commands synced (guild {guild})"]
    assert [scope for scope, _ in fake.command_syncs] == [None, guild]
    assert await restart(dev_guild=guild) == ["commands unchanged, not synced"]

    # A release with another command: synced, with it.
    assert await restart(dev_guild=guild, kind=ExtraCommandBot) == [
        f"commands synced (guild {guild})"
    ]
    assert "extra" in {c["name"] for c in fake.command_syncs[-1][1]}
    assert await restart(dev_guild=guild, kind=ExtraCommandBot) == [
        "commands unchanged, not synced"
    ]
    assert len(fake.command_syncs) == 3

    # Back to global (the README's first start uses a development server): the server's own
    # copies are cleared, or its members would see every command twice.
    assert await restart() == [
        "commands synced (global)",
        f"commands cleared from guild {guild}, synced there before",
    ]
    assert [scope for scope, _ in fake.command_syncs[-2:]] == [None, guild]
    assert fake.commands[guild] == {} and ("gin", 1) in fake.commands[None]
    assert await restart() == ["commands unchanged, not synced"]


async def run_command(*argv: str, env: dict[str, str], cwd: Path) -> tuple[int, str, str]:
    proc = await asyncio.create_subprocess_exec(
        *argv,
        cwd=cwd,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode is not None
    return proc.returncode, out.decode(), err.decode()


async def test_check_gives_the_invite_url_from_the_token_then_the_one_discord_gave(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    database = tmp_path / "gin.sqlite3"
    argv, env = command(fake, database, "check")
    code, out, err = await run_command(*argv, env=env, cwd=tmp_path)
    assert code == 0, err
    (before,) = [x for x in out.splitlines() if x.startswith("Invite URL:")]
    url = f"https://discord.com/oauth2/authorize?client_id={fake.application_id}&"
    assert url in before and "(from the token: " in before
    # The first start learns the application id from Discord; check gives that one from then on.
    await stop_bot(await started(fake, database))
    code, out, err = await run_command(*argv, env=env, cwd=tmp_path)
    assert code == 0, err
    (after,) = [x for x in out.splitlines() if x.startswith("Invite URL:")]
    assert url in after and "(" not in after


async def test_sync_forces_a_sync_over_http_alone(fake: FakeDiscord, tmp_path: Path) -> None:
    database = tmp_path / "gin.sqlite3"
    await stop_bot(await started(fake, database))  # synced once
    sessions, heartbeat = len(fake.sessions), await last_heartbeat(database)
    assert heartbeat is not None
    argv, env = command(fake, database, "sync", GIN_LOG_LEVEL="INFO")
    code, out, err = await run_command(*argv, env=env, cwd=tmp_path)
    assert code == 0, err
    assert (out, err) == ("Synced the slash commands (global).\n", "")  # that line says it all
    assert [scope for scope, _ in fake.command_syncs] == [None, None]
    assert len(fake.sessions) == sessions  # no gateway connection
    store = await open_store(database)
    try:
        synced = await store.last_command_sync()
        assert synced is not None and synced.application_id == fake.application_id
        # This process received no clicks: it never claimed the bot was alive.
        assert await store.last_alive() == heartbeat
    finally:
        await store.close()
    # The next start finds the commands as synced.
    await stop_bot(await started(fake, database))
    assert len(fake.command_syncs) == 2


async def test_sync_says_why_it_cant(fake: FakeDiscord, tmp_path: Path) -> None:
    database = tmp_path / "gin.sqlite3"
    argv, env = command(fake, database, "sync")
    fake.inject(401, "GET", "/users/@me", code=0, message="401: Unauthorized")
    code, out, err = await run_command(*argv, env=env, cwd=tmp_path)
    assert code == 2 and out == ""
    assert err.strip().splitlines() == [
        "Can't sync: Discord rejected DISCORD_TOKEN. Reset the token in the developer portal "
        "(Bot > Reset Token) and put the new one in .env."
    ]
    with socket.socket() as closed:  # a port nobody listens on: no network
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    argv, env = command(fake, database, "sync")
    env["FAKE_DISCORD_PORT"] = str(port)  # the fake's token, at a port nobody answers
    code, out, err = await run_command(*argv, env=env, cwd=tmp_path)
    assert code == 2
    (line,) = err.strip().splitlines()
    assert line.startswith("Can't sync: Discord can't be reached")
    assert fake.command_syncs == []


async def test_too_many_servers_for_the_shard_count_is_one_sentence(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    fake.max_guilds_per_shard = 0  # Discord: past 2,500 servers a shard, close code 4011
    argv, env = command(fake, tmp_path / "gin.sqlite3")
    code, _, err = await run_command(*argv, env=env, cwd=tmp_path)
    assert code == 2
    assert err.strip().splitlines()[-1] == (
        "Can't start: Discord says the bot is in too many servers for its shard count (at most "
        "2,500 a shard): raise GIN_SHARD_COUNT, or set it to auto (see "
        "docs/scaling.md)."
    )


async def test_run_from_another_folder_logs_the_resolved_database(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    (home / "sub").mkdir(parents=True)
    (home / ".env").write_text("GIN_DATABASE=db/gin.sqlite3\nGIN_LOG_LEVEL=INFO\n")
    argv, env = command(fake, tmp_path / "unused", GIN_ENV_FILE="../.env")
    del env["GIN_DATABASE"], env["GIN_LOG_LEVEL"]  # from the .env file
    proc = await asyncio.create_subprocess_exec(
        *argv, cwd=home / "sub", env=env, stderr=asyncio.subprocess.PIPE
    )
    try:
        await fake.wait_for(lambda: fake.connected_sessions(), 30, "the bot to connect")
    finally:
        proc.send_signal(signal.SIGTERM)
        _, err = await asyncio.wait_for(proc.communicate(), 30)
    assert proc.returncode == 0, err.decode()
    database = home / "db" / "gin.sqlite3"
    assert database.is_file()
    (summary,) = [x for x in err.decode().splitlines() if "; database " in x]
    assert f"; database {database};" in summary
    # The first start: a new database has nothing deleted in it to rewrite away.
    assert "applied migration 010_tournaments.sql" in err.decode()
    assert "rewrote the database" not in err.decode()


async def test_backup_while_the_bot_plays(fake: FakeDiscord, tmp_path: Path) -> None:
    bot = BotProcess(fake, tmp_path / "gin.sqlite3")
    await bot.start()
    try:
        alice, bob, _, _ = fake.humans
        table = await start_game(fake, alice, bob, target=1000)
        players = [Player(fake, alice, 1), Player(fake, bob, 1)]
        # The moves go on while the backups run, a few dozen in all, however slow the backups
        # are on a busy machine: far fewer than a game to 1000 takes, so it is still live.
        moves = Moves()
        playing = asyncio.create_task(moves.play(players, table))
        backups = []
        try:
            for n in range(4):
                since = moves.made
                moves.allow(MOVES_PER_BACKUP)
                # Two answered moves: the second was made after the last backup had ended.
                await moves.reached(since + 2)
                target = tmp_path / "backups" / f"gin-{n}.sqlite3"
                target.parent.mkdir(exist_ok=True)
                argv, env = command(fake, bot.database, "backup", str(target))
                code, out, err = await run_command(*argv, env=env, cwd=tmp_path)
                assert code == 0, err
                assert out.startswith(f"Backed up {bot.database} to {target}: ")
                assert out.rstrip().endswith("1 game.")
                backups.append(target)
        finally:
            playing.cancel()
            (outcome,) = await asyncio.gather(playing, return_exceptions=True)
        assert isinstance(outcome, asyncio.CancelledError), outcome  # played till the end
    finally:
        bot.signal(signal.SIGTERM)
        assert await bot.wait() == 0
    assert sorted(p.name for p in backups[0].parent.iterdir()) == [p.name for p in backups]
    counts = []
    for target in backups:
        counts.append(stored_actions(target))
        # A self-contained, sound copy that the bot itself can open, with the game in it.
        assert not Path(f"{target}-wal").exists()
        db = sqlite3.connect(target)
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        db.close()
        store = await open_store(target)
        try:
            rows, bad = await store.live_games()
            assert bad == [] and [r.id for r in rows] == [1]
        finally:
            await store.close()
    assert counts == sorted(counts) and counts[-1] > counts[0], counts  # taken while it played
    assert counts[-1] <= stored_actions(bot.database)


MOVES_PER_BACKUP = 30


class Moves:
    """Moves made one after the other, as many as allowed."""

    def __init__(self) -> None:
        self.made = 0
        self._budget = asyncio.Semaphore(0)
        self._answered = asyncio.Condition()

    def allow(self, count: int) -> None:
        for _ in range(count):
            self._budget.release()

    async def reached(self, count: int) -> None:
        async with self._answered:
            await self._answered.wait_for(lambda: self.made >= count)

    async def play(self, players: list[Player], table: Any) -> None:
        while True:
            await self._budget.acquire()
            await move(players, table)
            async with self._answered:
                self.made += 1
                self._answered.notify_all()


async def test_health_says_whether_the_running_bot_is_alive(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    database = tmp_path / "gin.sqlite3"
    argv, env = command(fake, database, "health")
    code, out, err = await run_command(*argv, env=env, cwd=tmp_path)
    assert (code, out) == (1, "") and "no heartbeat" in err  # no bot yet

    bot = BotProcess(fake, database)
    await bot.start()
    try:
        for _ in range(40):  # the bot beats every few seconds once connected
            code, out, err = await run_command(*argv, env=env, cwd=tmp_path)
            if code == 0:
                break
            await asyncio.sleep(0.5)
        assert code == 0, err
        assert out.startswith("Healthy: last heartbeat ")
    finally:
        bot.signal(signal.SIGTERM)
        assert await bot.wait() == 0

    # A heartbeat from ten minutes ago: stopped, stuck or cut off.
    store = await open_store(database)
    try:
        await store.heartbeat(time.time() - 600)
    finally:
        await store.close()
    code, out, err = await run_command(*argv, env=env, cwd=tmp_path)
    assert (code, out) == (1, "")
    assert re.match(r"Unhealthy: the last heartbeat is 60\d s old", err), err


async def test_a_sync_alone_starts_no_timer_and_no_worker_process(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    # `python -m bot sync` logs in over HTTP, syncs and logs out: nothing of the house runs (its
    # picture workers, once started, made a sync on a busy host wait for them at its close).
    database = tmp_path / "gin.sqlite3"
    store = await open_store(database)
    bot = GinBot(
        Config(token=bot_token(fake.bot_user.id), database=database), store=store, sync_only=True
    )
    async with bot:
        await bot.login(bot_token(fake.bot_user.id))
        house = bot.house
        assert house is not None and fake.command_syncs  # it synced
        assert house.owns_pictures
        assert house.pictures.pid(TableScene) is None and house.pictures.pid(HandScene) is None
