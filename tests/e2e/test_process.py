"""The real ``python -m bot`` in its own process against the fake Discord: killed with SIGKILL
right after a deal-ending move was acknowledged, dying (through run_bot.py's test-only crash hook)
between a finished game's result rows and its ratings, and stopped with SIGTERM and SIGINT; and
none of the processes it started outliving it, killed with SIGKILL or crashing as it starts.

The process uses the real clock; members act through the fake as in the other tests.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Game
from bot.engine.computer import Level
from bot.model.computer import computer_id
from bot.service.computer_worker import decide_seeded
from bot.store.sqlite.files import lock_path
from tests.support.fakediscord import FakeDiscord, FakeInteraction, FakeMessage, FakeUser
from tests.support.harness import CHANNEL_MESSAGE, has_picture
from tests.support.players import (
    DEFERRED_UPDATE_MESSAGE,
    UPDATE_MESSAGE,
    Player,
    control,
    controls,
    version_of,
)
from tests.support.processes import Proc, assert_none_left, descendants, holding, kill_all, kinds
from tests.support.run_bot import CRASH_EXIT, STARTED, command


class BotProcess:
    """``python -m bot`` (through run_bot.py) on ``database`` (a SQLite file; or a PostgreSQL
    URL, with ``cwd`` the folder to run in), talking to ``fake``."""

    def __init__(self, fake: FakeDiscord, database: Path | str, cwd: Path | None = None) -> None:
        self.fake, self.database = fake, database
        self.cwd = cwd if cwd is not None else Path(database).parent
        self.proc: asyncio.subprocess.Process | None = None
        self.stderr = b""

    async def launch(self, **extra_env: str) -> None:
        """Start the process (``extra_env``: added to its environment)."""
        self.stderr = b""
        argv, env = command(self.fake, self.database, **extra_env)
        self.proc = await asyncio.create_subprocess_exec(
            *argv,
            cwd=self.cwd,
            env=env,
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.PIPE,
        )

    async def start(self, **extra_env: str) -> None:
        """Start the process (``extra_env``: added to its environment) and wait till it's on."""
        sessions = len(self.fake.sessions)
        await self.launch(**extra_env)
        assert self.proc is not None
        connected = asyncio.ensure_future(
            self.fake.wait_for(
                lambda: len(self.fake.sessions) > sessions and self.fake.connected_sessions(),
                30,
                "the bot process to connect",
            )
        )
        exited = asyncio.ensure_future(self.proc.wait())
        await asyncio.wait({connected, exited}, return_when=asyncio.FIRST_COMPLETED)
        exited.cancel()
        if connected.done() and connected.exception() is None:
            return
        connected.cancel()
        await self.kill()
        assert self.proc.stderr is not None
        self.stderr = await self.proc.stderr.read()
        raise AssertionError(
            f"the bot process did not connect (exit status {self.proc.returncode}):\n"
            + self.stderr.decode(errors="replace")
        )

    def signal(self, signum: int) -> None:
        assert self.proc is not None
        self.proc.send_signal(signum)

    async def wait(self, timeout: float = 30) -> int:
        """Its exit status, once it has ended and so has every process holding its stderr (its
        workers, whose stderr is the bot's)."""
        assert self.proc is not None
        assert self.proc.stderr is not None
        self.stderr += await asyncio.wait_for(self.proc.stderr.read(), timeout)
        return await asyncio.wait_for(self.proc.wait(), timeout)

    async def crash_report(self, timeout: float = 30) -> list[Proc]:
        """The processes it had started when it crashed at its ``GIN_TEST_CRASH_AT`` point, as
        run_bot.py's hook lists them (read up to the hook's last line: its workers may hold
        its stderr open after it)."""
        assert self.proc is not None
        assert self.proc.stderr is not None
        started = []
        while b"GIN_TEST_CRASH_AT=" not in (
            line := await asyncio.wait_for(self.proc.stderr.readline(), timeout)
        ):
            assert line, "the bot process ended without crashing:\n" + self.stderr.decode()
            self.stderr += line
            if line.startswith(STARTED.encode()):
                pid, start, name = line[len(STARTED) :].decode().rstrip("\n").split(" ", 2)
                started.append(Proc(int(pid), int(start), name))
        self.stderr += line
        return started

    async def kill(self) -> None:
        """Kill it and, if a test left them, what it started."""
        if self.proc is not None and self.proc.returncode is None:
            started = descendants(self.proc.pid)
            with contextlib.suppress(ProcessLookupError):
                self.proc.kill()
            kill_all(started)
            await self.proc.wait()


@pytest.fixture
async def bot_process(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotProcess]:
    process = BotProcess(fake, tmp_path / "gin.sqlite3")
    yield process
    await process.kill()


async def start_game(
    fake: FakeDiscord, challenger: FakeUser, opponent: FakeUser, **options: object
) -> FakeMessage:
    it = await fake.slash(challenger, "gin challenge", {"opponent": opponent, **options})
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


def recorded(database: Path, game_id: int, guild_id: int) -> dict[str, list[tuple[Any, ...]]]:
    """What the database holds of a game's end (read-only, beside the bot): its status, its
    result rows, the server's ratings, the game's rating changes and the server's
    standings."""
    db = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
    try:
        queries = {
            "game": ("SELECT status FROM games WHERE id = ?", game_id),
            "results": ("SELECT member_id, place FROM results WHERE game_id = ?", game_id),
            "ratings": ("SELECT member_id, games FROM ratings WHERE guild_id = ?", guild_id),
            "rating_changes": (
                "SELECT member_id, guild_id FROM rating_changes WHERE game_id = ?",
                game_id,
            ),
            "standings": (
                "SELECT format, member_id, games FROM standings WHERE guild_id = ?",
                guild_id,
            ),
        }
        return {
            name: sorted(db.execute(sql, (key,)).fetchall()) for name, (sql, key) in queries.items()
        }
    finally:
        db.close()


async def test_a_kill_between_the_result_and_the_rating_records_neither(
    fake: FakeDiscord, bot_process: BotProcess
) -> None:
    # The process dies (os._exit(137), see run_bot.py) when the final move's save has inserted
    # the result rows and is about to rate the game, inside the move's transaction.
    await bot_process.start(GIN_TEST_CRASH_AT="rating")
    alice, bob, _, _ = fake.humans
    table = await start_game(fake, alice, bob, target=10)
    hand = control(table, "hand")
    assert hand is not None
    game_id, guild_id = int(hand["custom_id"].split(":")[1]), fake.guild.id
    players = [Player(fake, alice, game_id), Player(fake, bob, game_id)]
    died = asyncio.create_task(bot_process.wait(timeout=60))
    acknowledged = 0
    for _ in range(2000):
        step = asyncio.create_task(move(players, table))
        await asyncio.wait({step, died}, return_when=asyncio.FIRST_COMPLETED)
        if died.done():
            step.cancel()
            with contextlib.suppress(asyncio.CancelledError, TimeoutError):
                await step
            break
        step.result()
        acknowledged += 1
    else:
        raise AssertionError("the game never ended")
    assert died.result() == CRASH_EXIT, bot_process.stderr.decode()
    assert b"GIN_TEST_CRASH_AT=rating" in bot_process.stderr
    final = list(fake.interactions.values())[-1]  # the click whose save the crash cut short
    assert final.callback is None or final.callback.type == DEFERRED_UPDATE_MESSAGE
    final.unanswered_ok = True  # nobody was left to answer it
    assert posts_titled(fake, "Game over") == []
    custom_id = final.payload["data"]["custom_id"]
    stored = recorded(bot_process.database, game_id, guild_id)
    assert stored_actions_of(bot_process.database, game_id) == acknowledged  # not the last
    assert stored == {
        "game": [("active",)],
        "results": [],
        "ratings": [],
        "rating_changes": [],
        "standings": [],
    }
    # A normal process on the same database; the clicker clicks again.
    await bot_process.start()
    source = final.source_message
    assert source is not None
    values = final.payload["data"].get("values")
    if values is None:
        again = await fake.click(final.user, source, custom_id)
    else:
        again = await fake.select(final.user, source, custom_id, values)
    assert (await again.response()).type in (UPDATE_MESSAGE, DEFERRED_UPDATE_MESSAGE)
    await fake.wait_for(lambda: posts_titled(fake, "Game over"), 15, "the final score sheet")
    await asyncio.sleep(0.5)
    assert not again.errors, again.errors
    (sheet,) = posts_titled(fake, "Game over")
    stored = recorded(bot_process.database, game_id, guild_id)
    members = sorted([alice.id, bob.id])
    assert stored["game"] == [("finished",)]
    assert [m for m, _ in stored["results"]] == members
    assert sorted(place for _, place in stored["results"]) == [1, 2]
    winner = next(m for m, place in stored["results"] if place == 1)
    assert f"🏆 <@{winner}> wins!" in sheet.text
    assert stored["ratings"] == [(m, 1) for m in members]
    assert stored["rating_changes"] == [(m, guild_id) for m in members]
    assert stored["standings"] == [(f, m, 1) for f in ("all", "heads-up") for m in members]


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


# -- tournaments: a kill at their two delicate moments ------------------------------------------


def tournament_rows(database: Path) -> dict[str, list[tuple[Any, ...]]]:
    """The event's round, its matches and its games, as stored (read-only, beside the bot)."""
    db = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
    try:
        return {
            "round": db.execute("SELECT round, status FROM tournaments").fetchall(),
            "matches": db.execute(
                "SELECT round, table_no, game_id, outcome FROM tournament_matches "
                "WHERE member_b IS NOT NULL ORDER BY round, table_no"
            ).fetchall(),
            "games": db.execute(
                "SELECT id, status FROM games WHERE tournament_id IS NOT NULL ORDER BY id"
            ).fetchall(),
        }
    finally:
        db.close()


def first_player(database: Path, game_id: int) -> int:
    db = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
    try:
        (member,) = db.execute(
            "SELECT member_id FROM game_members WHERE game_id = ? AND seat = 0", (game_id,)
        ).fetchone()
    finally:
        db.close()
    return int(member)


def confirm_button(message: FakeMessage, what: str) -> str:
    return next(c for c in message.custom_ids() if c.startswith(f"gin-confirm:{what}"))


async def started_event(fake: FakeDiscord, members: list[FakeUser]) -> FakeInteraction:
    """A Swiss event of two rounds with ``members`` signed up; the owner's click on "Start it"
    (whose answer a crash may cut short)."""
    it = await fake.slash(
        fake.owner,
        "gin-admin tournament create",
        {"name": "Gin night", "format": "swiss", "rounds": 2, "target": 10},
    )
    assert "open for sign-up" in (await it.message()).text
    announcement = fake.last_message(fake.channel)
    assert announcement is not None
    join = next(c for c in announcement.custom_ids() if c.endswith(":join"))
    for member in members:
        assert "You're in" in (await (await fake.click(member, announcement, join)).message()).text
    ask = await (await fake.slash(fake.owner, "gin-admin tournament start")).message()
    click = await fake.click(fake.owner, ask, confirm_button(ask, "tournament"))
    click.unanswered_ok = True
    return click


async def test_a_kill_in_the_middle_of_starting_a_round_starts_each_game_once(
    fake: FakeDiscord, bot_process: BotProcess
) -> None:
    await bot_process.start(GIN_TEST_CRASH_AT="second-match-game")
    members = [*fake.humans, await fake.add_member("erin"), await fake.add_member("frank")]
    died = asyncio.create_task(bot_process.wait(timeout=60))
    await started_event(fake, members)
    assert await died == CRASH_EXIT, bot_process.stderr.decode()
    stored = tournament_rows(bot_process.database)
    assert stored["round"] == [(1, "running")]
    assert [game for _, _, game, _ in stored["matches"]].count(None) == 2  # one game made
    await bot_process.start()
    await fake.wait_for(
        lambda: [s for _, s in tournament_rows(bot_process.database)["games"]] == ["active"] * 3,
        20,
        "round 1's other games, dealt",
    )
    stored = tournament_rows(bot_process.database)
    assert [status for _, status in stored["games"]] == ["active"] * 3  # each made once, dealt
    assert sorted(g for _, _, g, _ in stored["matches"]) == [g for g, _ in stored["games"]]
    await fake.wait_for(
        lambda: sum(m.channel.is_thread and bool(m.embeds) for m in fake.public_messages()) >= 3,
        20,
        "the three tables in the event's thread",
    )
    await fake.settle(quiet=0.5)
    tables = [m for m in fake.public_messages() if m.channel.is_thread and m.embeds]
    assert len(tables) == 3  # one each, the one posted before the kill too
    assert sum(m.text.startswith("Round 1 is paired") for m in fake.public_messages()) == 1


async def test_a_kill_between_a_rounds_last_result_and_the_next_pairing_pairs_it_once(
    fake: FakeDiscord, bot_process: BotProcess
) -> None:
    await bot_process.start(GIN_TEST_CRASH_AT="pairing-round-2")
    members = list(fake.humans)
    await started_event(fake, members)
    await fake.wait_for(
        lambda: (
            len([g for _, _, g, _ in tournament_rows(bot_process.database)["matches"] if g]) == 2
        ),
        20,
        "round 1's two games",
    )
    games = [g for g, _ in tournament_rows(bot_process.database)["games"]]

    def table_of(game_id: int) -> FakeMessage | None:
        for message in fake.public_messages():
            resign = control(message, "resign")
            if resign is not None and resign["custom_id"].startswith(f"gin:{game_id}:"):
                return message
        return None

    died = asyncio.create_task(bot_process.wait(timeout=60))
    for game_id in games:
        table = await fake.wait_for(lambda g=game_id: table_of(g), 20, f"game {game_id}'s table")
        resign = control(table, "resign")
        assert resign is not None
        resigner = fake.users[first_player(bot_process.database, game_id)]
        ask = await (await fake.click(resigner, table, resign["custom_id"])).message()
        click = await fake.click(resigner, ask, confirm_button(ask, "resign"))
        click.unanswered_ok = True
    assert await died == CRASH_EXIT, bot_process.stderr.decode()
    stored = tournament_rows(bot_process.database)
    assert stored["round"] == [(1, "running")]  # round 1 over, round 2 not paired
    assert [outcome for *_, outcome in stored["matches"]] == ["win", "win"]
    await bot_process.start()
    await fake.wait_for(
        lambda: (
            tournament_rows(bot_process.database)["round"] == [(2, "running")]
            and len(tournament_rows(bot_process.database)["games"]) == 4
        ),
        20,
        "round 2 paired and started",
    )
    stored = tournament_rows(bot_process.database)
    assert [(number, table) for number, table, _, _ in stored["matches"]] == [
        (1, 1),
        (1, 2),
        (2, 1),
        (2, 2),
    ]
    await fake.wait_for(
        lambda: sum(m.text.startswith("Round 2 is paired") for m in fake.public_messages()) == 1,
        20,
        "round 2's post",
    )
    await fake.settle(quiet=0.5)
    posts = [m for m in fake.public_messages() if m.text.startswith("Round ")]
    assert [m.text.split(" is paired")[0] for m in posts] == ["Round 1", "Round 2"]


# -- nothing the bot started outlives it --------------------------------------------------------

# What the bot runs beside itself: the computer's worker, the two picture workers, and
# multiprocessing's resource tracker (started with the first of them).
THE_BOTS_PROCESSES = ["resource tracker", "worker", "worker", "worker"]


def game_of(table: FakeMessage) -> int:
    hand = control(table, "hand")
    assert hand is not None
    return int(hand["custom_id"].split(":")[1])


async def play_her_turn(fake: FakeDiscord, player: Player, table: FakeMessage) -> None:
    """The member's next move, once it is her turn (the computer's moves edit her private hand
    unasked)."""
    hand = player.hand_message or await player.open_hand(table)
    await fake.wait_for(lambda: "**Your turn:**" in hand.text, 20, "her turn")
    version = version_of(hand)
    assert version is not None
    await player.act(version, table)


async def test_kill_9_leaves_none_of_the_bots_processes_behind(
    fake: FakeDiscord, bot_process: BotProcess
) -> None:
    await bot_process.start()
    alice = fake.humans[0]
    table = await (await fake.slash(alice, "gin practice", {"level": "hard"})).message()
    player = Player(fake, alice, game_of(table))
    for _ in range(3):  # three of her turns, and the computer's between them
        await play_her_turn(fake, player, table)
    await fake.wait_for(lambda: has_picture(table), 20, "the table's picture")
    assert bot_process.proc is not None
    started = descendants(bot_process.proc.pid)
    assert kinds(started) == THE_BOTS_PROCESSES
    # The database's lock (beside the file) is the bot's alone: its death frees it.
    assert holding(started, lock_path(bot_process.database)) == []
    bot_process.signal(signal.SIGKILL)  # in the middle of the game, the computer to move
    await assert_none_left(started, "the bot was killed")
    assert await bot_process.wait() == -signal.SIGKILL
    # Started again on the same file, it starts at once, and the game goes on (in a hand she
    # opens again: the new process has not shown her the old one).
    await bot_process.start()
    player.hand_message = None
    await play_her_turn(fake, player, table)


def stored_game(database: Path) -> Game:
    """The game in play as stored (read-only, beside the running bot or after it died)."""
    db = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
    try:
        (state,) = db.execute("SELECT state FROM games WHERE state IS NOT NULL").fetchone()
    finally:
        db.close()
    return Game.from_json(state)


async def test_kill_9_in_the_experts_turn_resumes_with_the_move_it_would_have_made(
    fake: FakeDiscord, bot_process: BotProcess
) -> None:
    await bot_process.start()
    alice = fake.humans[0]
    table = await (await fake.slash(alice, "gin practice", {"level": "expert"})).message()
    game_id, expert = game_of(table), computer_id(Level.EXPERT)
    player = Player(fake, alice, game_id)
    for _ in range(20):  # her turns, until one leaves the expert to move
        await play_her_turn(fake, player, table)
        before = stored_game(bot_process.database)  # her move is stored before she sees it
        if before.to_act() == (1,) and len(before.deal.actions) > 4:
            break
    # The expert waits its pause (1.5 s) before moving: killed now, in its turn, unmoved.
    bot_process.signal(signal.SIGKILL)
    assert await bot_process.wait() == -signal.SIGKILL
    assert stored_game(bot_process.database).to_dict() == before.to_dict()
    assert before.to_act() == (1,)
    step = before.step_of(1)
    assert step is not None
    view = before.view_for(1).hand
    assert view is not None
    seed = f"{game_id}:{step[0]}.{step[1]}:{expert}"  # the game, its view version, the player
    expected = decide_seeded(view, Level.EXPERT, seed, before.context_for(1))
    # Started again on the same file, it thinks the same thought: the same move.
    await bot_process.start()
    player.hand_message = None
    await play_her_turn(fake, player, table)
    after = stored_game(bot_process.database)
    index = step[0] - 1
    assert after.deals[index].actions[step[1]] == (view.seat, expected)


async def test_a_crash_while_starting_leaves_none_of_the_bots_processes_behind(
    fake: FakeDiscord, bot_process: BotProcess
) -> None:
    await bot_process.start()
    alice = fake.humans[0]
    table = await (await fake.slash(alice, "gin practice", {"level": "hard"})).message()
    assert bot_process.proc is not None
    started = descendants(bot_process.proc.pid)
    assert kinds(started) == THE_BOTS_PROCESSES
    bot_process.signal(signal.SIGTERM)  # stopped as asked: its workers are stopped with it
    assert await bot_process.wait() == 0, bot_process.stderr.decode()
    await assert_none_left(started, "the bot stopped")
    # Started again, with a game against the computer to load: it dies (run_bot.py's hook)
    # once it has started its workers, before it connects to Discord.
    await bot_process.launch(GIN_TEST_CRASH_AT="workers-started")
    started = await bot_process.crash_report()
    assert kinds(started) == THE_BOTS_PROCESSES
    await assert_none_left(started, "the bot crashed")
    assert await bot_process.wait() == CRASH_EXIT
    # Started again on the same file, it starts at once, and the game goes on.
    await bot_process.start()
    await play_her_turn(fake, Player(fake, alice, game_of(table)), table)
