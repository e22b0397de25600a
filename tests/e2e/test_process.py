"""The real ``python -m bot`` in its own process against the fake Discord: killed with SIGKILL
right after a deal-ending move was acknowledged, and stopped with SIGTERM and SIGINT.

The process uses the real clock; members act through the fake as in the other tests.
"""

from __future__ import annotations

import asyncio
import signal
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from .harness import CHANNEL_MESSAGE
from .players import Player, control, controls, version_of
from .run_bot import command

try:
    from fakediscord import FakeDiscord, FakeMessage, FakeUser
except ImportError:  # if tests/ ever becomes a package
    from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser  # type: ignore[no-redef]


class BotProcess:
    """``python -m bot`` (through run_bot.py) on ``database``, talking to ``fake``."""

    def __init__(self, fake: FakeDiscord, database: Path) -> None:
        self.fake, self.database = fake, database
        self.proc: asyncio.subprocess.Process | None = None
        self.stderr = b""

    async def start(self) -> None:
        sessions = len(self.fake.sessions)
        argv, env = command(self.fake.port, self.database)
        self.proc = await asyncio.create_subprocess_exec(
            *argv,
            cwd=self.database.parent,
            env=env,
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.PIPE,
        )
        await self.fake.wait_for(
            lambda: len(self.fake.sessions) > sessions and self.fake.connected_sessions(),
            30,
            "the bot process to connect",
        )

    def signal(self, signum: int) -> None:
        assert self.proc is not None
        self.proc.send_signal(signum)

    async def wait(self, timeout: float = 30) -> int:
        assert self.proc is not None
        assert self.proc.stderr is not None
        self.stderr = await asyncio.wait_for(self.proc.stderr.read(), timeout)
        return await asyncio.wait_for(self.proc.wait(), timeout)

    async def kill(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            self.proc.kill()
            await self.proc.wait()


@pytest.fixture
async def bot_process(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotProcess]:
    process = BotProcess(fake, tmp_path / "gin.sqlite3")
    yield process
    await process.kill()


async def start_game(fake: FakeDiscord, challenger: FakeUser, opponent: FakeUser) -> FakeMessage:
    it = await fake.slash(challenger, "gin challenge", {"opponent": opponent})
    table = await it.message()
    assert table.public, table.text
    accept = control(table, "accept")
    assert accept is not None
    await (await fake.click(opponent, table, accept["custom_id"])).response()
    return table


async def move(players: list[Player], table: FakeMessage) -> FakeMessage:
    """Whoever's turn it is makes one move; returns their answered hand message."""
    for player in players:
        if player.hand_message is None:
            message = await player.open_hand(table)
        else:
            message = await player.refresh()
        if "**Your turn:**" in message.text:
            version = version_of(message)
            assert version is not None
            await player.act(version, table)
            assert player.hand_message is not None
            return player.hand_message
    raise AssertionError("nobody's turn")


async def whose_turn(players: list[Player]) -> Player:
    for player in players:
        if "**Your turn:**" in (await player.refresh()).text:
            return player
    raise AssertionError("nobody's turn")


def stored_actions(database: Path) -> int:
    """How many actions the stored game holds (read-only, beside the running bot)."""
    import json

    db = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
    try:
        (state,) = db.execute("SELECT state FROM games WHERE state IS NOT NULL").fetchone()
    finally:
        db.close()
    return sum(len(d["actions"]) for d in json.loads(state)["deals"])


def posts_titled(fake: FakeDiscord, prefix: str) -> list[FakeMessage]:
    return [
        m
        for m in fake.public_messages()
        if any((e.get("title") or "").startswith(prefix) for e in m.embeds)
    ]


async def test_kill_9_after_a_deal_ending_move_loses_nothing(
    fake: FakeDiscord, bot_process: BotProcess
) -> None:
    await bot_process.start()
    alice, bob, _, _ = fake.humans
    table = await start_game(fake, alice, bob)
    players = [Player(fake, alice, 1), Player(fake, bob, 1)]
    # Discord refuses every post: the showdown can't go out before the kill.
    failing = fake.inject(503, "POST", f"/channels/{fake.channel.id}/messages", times=10_000)
    acknowledged = 0
    for _ in range(400):
        hand = await move(players, table)
        acknowledged += 1
        if ", deal 2" in hand.embeds[0]["title"]:
            break
    else:
        raise AssertionError("the first deal never ended")
    bot_process.signal(signal.SIGKILL)
    await bot_process.wait()
    assert stored_actions(bot_process.database) == acknowledged  # nothing acknowledged lost
    assert posts_titled(fake, "Deal 1") == []
    failing.times = 0
    await bot_process.start()
    await fake.wait_for(lambda: posts_titled(fake, "Deal 1"), 15, "the owed showdown")
    await asyncio.sleep(0.5)
    assert len(posts_titled(fake, "Deal 1")) == 1
    # The game goes on from the old messages.
    hand = await move(players, table)
    assert "deal 2" in hand.embeds[0]["title"]


async def test_sigterm_finishes_saves_and_posts_then_exits_0(
    fake: FakeDiscord, bot_process: BotProcess
) -> None:
    await bot_process.start()
    alice, bob, carol, dave = fake.humans
    first = await start_game(fake, alice, bob)
    second = await start_game(fake, carol, dave)
    ann = [Player(fake, alice, 1), Player(fake, bob, 1)]
    cat = [Player(fake, carol, 2), Player(fake, dave, 2)]
    for _ in range(3):
        await move(ann, first)
        await move(cat, second)
    before = stored_actions_of(bot_process.database, 1)
    # A save stalled by another process's write lock, still in flight when SIGTERM arrives.
    blocker = sqlite3.connect(bot_process.database, isolation_level=None, timeout=10)
    blocker.execute("BEGIN EXCLUSIVE")
    mover = await whose_turn(ann)
    pending = asyncio.create_task(move([mover], first))
    await asyncio.sleep(0.5)
    bot_process.signal(signal.SIGTERM)
    await asyncio.sleep(0.5)
    # Meanwhile a click from the other table: not taken, and told why.
    waiting = await whose_turn(cat)
    assert waiting.hand_message is not None
    offered = controls(waiting.hand_message)
    if "discard" in offered:
        discard = offered["discard"]
        value = discard["options"][0]["value"]
        it = await fake.select(waiting.user, waiting.hand_message, discard["custom_id"], [value])
    else:
        button = next(offered[c] for c in ("draw", "take", "pass") if c in offered)
        it = await fake.click(waiting.user, waiting.hand_message, button["custom_id"])
    callback = await it.response()
    assert callback.type == CHANNEL_MESSAGE
    assert "restarting" in (await it.message()).text
    await asyncio.sleep(1.0)
    blocker.execute("COMMIT")
    blocker.close()
    await pending  # the stalled move was saved and answered
    code = await bot_process.wait(timeout=20)
    assert code == 0, bot_process.stderr.decode()
    assert "Traceback" not in bot_process.stderr.decode()
    assert not Path(f"{bot_process.database}-wal").exists()  # closed cleanly
    assert stored_actions_of(bot_process.database, 1) == before + 1
    db = sqlite3.connect(bot_process.database)
    assert db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    db.close()


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
async def test_a_signal_on_an_idle_bot_exits_0(
    fake: FakeDiscord, bot_process: BotProcess, signum: int
) -> None:
    await bot_process.start()
    bot_process.signal(signum)
    code = await bot_process.wait(timeout=20)
    assert code == 0, bot_process.stderr.decode()
    assert not Path(f"{bot_process.database}-wal").exists()


def stored_actions_of(database: Path, game_id: int) -> int:
    import json

    db = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
    try:
        (state,) = db.execute("SELECT state FROM games WHERE id = ?", (game_id,)).fetchone()
    finally:
        db.close()
    return sum(len(d["actions"]) for d in json.loads(state)["deals"])
