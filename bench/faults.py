"""Fault run: concurrent games of every format against the real bot process while it is killed,
stalled, rate limited, starved of CPU and taken down; prints what was lost, doubled, left
unanswered or charged to a player, by format.

    python bench/faults.py [--processes 1|2] [--store sqlite|postgres] [--games 12]
                           [--formats F,F,...] [--target N] [--kills 30] [--seconds 150]
                           [--busy-seconds 60] [--seed 1]

The bot is ``python -m bot`` in its own process (through ``tests/support/run_bot.py``, which
only points discord.py at the fake Discord served here on 127.0.0.1), with the real clock, on
a SQLite file in a temporary folder (``--store sqlite``, the default) or on a fresh database of
a throwaway PostgreSQL server started here and stopped at the end (``--store postgres``,
``tests/support/postgres.py``). Scripted members play every game through the fake as people
would: they open their hand from the public table, pick a move from its controls, and retry
what the bot refused or never got.

Processes. ``--processes 2`` (PostgreSQL only: clusters share one database) runs two bot
processes, cluster 0 and cluster 1 of a shard count of 2 (``GIN_SHARD_COUNT=2``,
``GIN_CLUSTERS=2``, ``GIN_CLUSTER``), and puts the tables in two servers, one on each shard
(ids ``n << 22``: shard ``n % 2``), alternately, so half the tables are each process's. Each
process is killed, restarted and taken down on its own (below); a member's interaction counts
against the process running its table's shard.

Tables. ``--games`` tables, each in a channel of its own with its own members (in the one
server, or alternately in the two servers of two processes), dealt in turn to the formats of
``--formats`` (default all five, as ``/gin challenge`` offers them):
``heads-up`` (two players; challenged with ``opponent`` alone), ``three`` (three players, the
dealer sits out: ``opponent2``, ``format:three``), ``three-loser`` (the loser sits out:
``format:three-loser``), ``partnership`` (four players, the challenger and ``partner`` against
``opponent`` and ``opponent2``: ``format:partnership``) and ``hollywood`` (two players, three
games on one sheet: ``format:hollywood``). Every invited member accepts (each named as waiting
on the challenge clicks Accept); the member to move is read from the table (a partnership round
names two, one on each deal; the member sitting out of a three-player hand is never named).
Games run to ``--target`` (default each format's usual: 100, partnerships 125) with 1-minute
turns; a table whose game ends challenges again, the next member challenging.

Faults, for ``--seconds`` (the chaos phase):

- kill -9 at random moments (at least ``--kills`` of them, spread over the phase), each followed
  by a restart after a random 0.2-2 s of downtime; with two processes each has a kill loop of
  its own (half the kills each), so they die and come back independently, now and then both
  down at once;
- a stalled database, now and then for 3.5 s: on SQLite another process holds the write lock
  (``BEGIN EXCLUSIVE``); on PostgreSQL another client holds every table of the bot's ``IN
  EXCLUSIVE MODE``, the same stall: every write and every ``FOR SHARE`` (the fences' lease
  check) waits, plain reads go on, as SQLite's readers do beside a writer in WAL mode;
- bursts of 429s (with ``retry_after``) and 5xx answers on the channel routes.

Then the phase with every core busy, for ``--busy-seconds`` (0: none): one process spinning at
nice 0 per usable CPU (``tests/support/busy.py``'s ``spinning(all_cores())``, the bot's own
priority), started and ended here; for its first third the members just play (a miss there is
the CPU's alone), then the same faults as in the chaos phase, at the same rates (kills among
them, so the bot restarts on a starved machine).

Then the downtime check: in the first three tables the players to act wait 25 s, the bot is down
for 45 s (so more than the 60-s turn has passed on the wall clock), and they move 5 s after the
restart: the move must be taken, not refused or forfeited. With two processes, cluster 0 is the
one taken down and the tables held are its first three; every table of cluster 1 must make a
move while cluster 0 is down. Then a quiet phase lets every owed post go out, SIGTERM stops the
bot (every process), and the stored games (the SQLite file, or the PostgreSQL database) and the
fake's messages are checked:

- acknowledged moves lost: a move a member saw acknowledged (its message updated to the new
  state) that is not in the stored game at that place (``bench/acked_moves.py``, the check
  ``bench/load.py --kill-one`` makes too);
- results lost: finished games without their result row or their score sheet; duplicated:
  a score sheet posted twice;
- posts lost or duplicated: every showdown and score sheet the stored games call for, posted
  exactly once (Discord's nonce counts; the outbox must be empty at the end);
- interactions left unanswered: delivered to a bot that stayed up for the next 3 s, and not
  answered within Discord's 3 s (also shown by phase);
- deadlines that charged downtime: a timeout forfeit, or a "time ran out" answer, for a player
  who had not used a whole turn of the bot's up time (with two processes, also a table of the
  process left up that did not play while the other was down).

Each line is counted by format (a game's format as its stored rules say: ``three`` with the
loser sitting out is ``three-loser``; an interaction's, its table's), with the total; the
bot's errors and its exit status are the whole run's (every process's). The last line is
``goal: 0 on every line, including interactions left unanswered -> MET`` (or ``NOT MET``); the
exit status is 0 when met.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import shutil
import signal
import sqlite3
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

# Run as a plain script from anywhere: the project is not installed and tests/ is not a package.
import _repo  # noqa: F401  (the repository on the import path)
import asyncpg
from acked_moves import deal_actions, fetch, is_postgres, stored_at
from common import goal_line, parse_with_quick
from common.procs import end_process
from faults_parts.bot import BotProcess
from faults_parts.members import TURN_MENTION, Group, Members, Tally

from tests.support.busy import all_cores, spinning
from tests.support.fakediscord import FakeDiscord, FakeGuild
from tests.support.postgres import INSTALL_HINT, ThrowawayPostgres, find_binaries

# The formats of /gin challenge (its format option's values) and the members each seats.
SEATS = {"heads-up": 2, "three": 3, "three-loser": 3, "partnership": 4, "hollywood": 2}
FORMATS = tuple(SEATS)


# -- faults ----------------------------------------------------------------------------------------


def stall_name(database: str) -> str:
    """What a stall is on this store, for the faults line."""
    if is_postgres(database):
        return "database stalled 3.5 s (every table locked EXCLUSIVE)"
    return "database stalled 3.5 s (SQLite write lock)"


async def stall_database(database: str, seconds: float) -> None:
    """Another client blocks the bot's writes (a backup, a slow disk, a migration) for
    ``seconds``, while its plain reads go on."""
    if is_postgres(database):
        await _stall_postgres(database, seconds)
        return

    def hold() -> None:
        db = sqlite3.connect(database, timeout=30, isolation_level=None)
        try:
            db.execute("BEGIN EXCLUSIVE")
            time.sleep(seconds)
            db.execute("COMMIT")
        finally:
            db.close()

    await asyncio.to_thread(hold)


async def _stall_postgres(url: str, seconds: float) -> None:
    """Every table of the bot's ``IN EXCLUSIVE MODE``: it conflicts with every write (ROW
    EXCLUSIVE) and every ``FOR SHARE`` (ROW SHARE), not with a plain SELECT: the SQLite write
    lock's stall. The tables are taken with a short lock timeout, again until all are held: a
    bot transaction already holding one goes first, instead of the two deadlocking (which
    PostgreSQL would end by failing one of them, perhaps the bot's: SQLite has no such
    outcome)."""
    connection = await asyncpg.connect(url)
    try:
        listed = "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
        tables = ", ".join(f'"{name}"' for (name,) in await connection.fetch(listed))
        await connection.execute("SET lock_timeout = '100ms'")
        while True:
            try:
                async with connection.transaction():
                    await connection.execute(f"LOCK TABLE {tables} IN EXCLUSIVE MODE")
                    await asyncio.sleep(seconds)
                return
            except asyncpg.LockNotAvailableError:
                await asyncio.sleep(0.05)
    finally:
        await connection.close()


def burst(fake: FakeDiscord, rng: random.Random) -> str:
    kind = rng.choice(["429 edits", "429 posts", "503 posts", "500 edits"])
    if kind == "429 edits":
        fake.inject(429, "PATCH", "/channels/*", times=15, retry_after=0.4)
    elif kind == "429 posts":
        fake.inject(429, "POST", "/channels/*/messages", times=10, retry_after=0.6)
    elif kind == "503 posts":
        fake.inject(503, "POST", "/channels/*/messages", times=12)
    else:
        fake.inject(500, "PATCH", "/channels/*", times=4)
    return kind


async def kill_loop(
    bot: BotProcess,
    bots: list[BotProcess],
    seconds: float,
    kills: int,
    rng: random.Random,
    done: Counter[str],
) -> None:
    """One process killed at random moments (at least ``kills`` times, spread over
    ``seconds``), each time started again after a random downtime."""
    end = time.monotonic() + seconds
    every = seconds / kills
    next_kill = time.monotonic() + rng.uniform(0.5, every)
    killed = 0
    while time.monotonic() < end or killed < kills:
        if time.monotonic() >= next_kill:
            others_down = any(other.up_since is None for other in bots if other is not bot)
            await bot.kill()
            killed += 1
            done["kill -9"] += 1
            if len(bots) > 1:
                done[f"kill -9 of {bot.name}"] += 1
                done["kill -9 with the other process down"] += others_down
            await asyncio.sleep(rng.uniform(0.2, 2.0))
            await bot.start()
            next_kill = time.monotonic() + rng.uniform(0.3, 2 * every)
        await asyncio.sleep(0.05)


async def chaos(
    fake: FakeDiscord, bots: list[BotProcess], seconds: float, kills: int, rng: random.Random
) -> Counter[str]:
    """Kills (at least ``kills``, spread over ``seconds``: each process its share, on its own),
    database stalls and bursts of 429s and 5xx answers, for ``seconds``; what was done,
    counted."""
    done: Counter[str] = Counter()
    shares = [kills // len(bots) + (i < kills % len(bots)) for i in range(len(bots))]
    killers = [
        asyncio.create_task(kill_loop(bot, bots, seconds, max(1, share), rng, done))
        for bot, share in zip(bots, shares, strict=True)
    ]
    database = bots[0].database
    end = time.monotonic() + seconds
    next_stall = time.monotonic() + rng.uniform(5, 15)
    next_burst = time.monotonic() + rng.uniform(2, 6)
    stalls: list[asyncio.Task[None]] = []
    while time.monotonic() < end or not all(k.done() for k in killers):
        now = time.monotonic()
        if now >= next_stall:
            stalls.append(asyncio.create_task(stall_database(database, 3.5)))
            done[stall_name(database)] += 1
            next_stall = now + rng.uniform(8, 20)
        if now >= next_burst:
            done[burst(fake, rng)] += 1
            next_burst = now + rng.uniform(3, 8)
        await asyncio.sleep(0.05)
    await asyncio.gather(*killers, *stalls)
    return done


async def busy_phase(
    fake: FakeDiscord,
    bots: list[BotProcess],
    members: Members,
    args: argparse.Namespace,
    rng: random.Random,
) -> tuple[int, Counter[str]]:
    """Every core busy (one spinner per usable CPU, at nice 0) for ``--busy-seconds``: the first
    third plain play, then the chaos phase's faults at its rates. The spinners and what was
    done."""
    cores = all_cores()
    with spinning(cores):
        members.phase = "busy, no faults"
        await asyncio.sleep(args.busy_seconds / 3)
        members.phase = "busy, faults"
        seconds = args.busy_seconds * 2 / 3
        kills = max(1, round(args.kills * seconds / args.seconds))
        done = await chaos(fake, bots, seconds, kills, rng)
    return cores, done


async def downtime_check(
    fake: FakeDiscord, bots: list[BotProcess], members: Members, tally: Tally, groups: list[Group]
) -> None:
    """Players to act wait 25 s, the bot (with two processes, cluster 0) is down 45 s, they move
    5 s after the restart; the other process's tables play on meanwhile."""
    bot = bots[0]
    waiting: list[tuple[int, str]] = []
    for group in [g for g in groups if g.bot is bot][:3]:
        table = next(
            (
                m
                for m in reversed(fake.public_messages(group.channel))
                if TURN_MENTION.search(m.text)
            ),
            None,
        )
        for found in TURN_MENTION.findall(table.text) if table else ():
            user_id = int(found)
            members.hold[user_id] = asyncio.Event()
            waiting.append((user_id, group.format))
    await asyncio.sleep(25)
    await bot.kill()
    others = [g for g in groups if g.bot is not bot]
    before = {g.channel.id: g.moves_acknowledged(tally) for g in others}
    await asyncio.sleep(45)
    tally.played_on_checks += len(others)
    for group in others:  # the process left up serves its tables all along
        if group.moves_acknowledged(tally) == before[group.channel.id]:
            tally.downtime_failures.append(
                (
                    group.format,
                    f"#{group.channel.name} ({group.bot.name}) made no move while {bot.name} was "
                    "down",
                )
            )
    await bot.start()
    acked = {user_id: tally.acked_by[user_id] for user_id, _ in waiting}
    told = len(tally.time_ran_out)
    await asyncio.sleep(5)
    for user_id, _ in waiting:
        members.hold.pop(user_id).set()
    tally.downtime_checks += len(waiting)
    await asyncio.sleep(10)
    if len(tally.time_ran_out) > told:
        tally.downtime_failures.append(("", "a held player was told their time ran out"))
    for user_id, format_ in waiting:
        if tally.acked_by[user_id] == acked[user_id]:
            tally.downtime_failures.append(
                (format_, f"<@{user_id}>'s move after the restart was not taken")
            )


async def settle(database: str, limit: float) -> None:
    """Wait (at most ``limit`` seconds) until the outbox is empty."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        [[(owed,)]] = await fetch(database, "SELECT COUNT(*) FROM outbox")
        if not owed:
            return
        await asyncio.sleep(0.5)


# -- checks ----------------------------------------------------------------------------------------


def format_of(rules: dict[str, Any]) -> str:
    """A game's format in /gin challenge's words, from its stored rules."""
    name = str(rules.get("format") or "heads-up")
    if name == "three" and rules.get("rotation") == "loser sits out":
        return "three-loser"
    return name


async def check(database: str, fake: FakeDiscord, tally: Tally) -> dict[str, Any]:
    """What the stored games and the fake's messages say, each finding as ``(format, what)``."""
    games, result_rows, outbox = await fetch(
        database,
        "SELECT id, channel_id, status, state FROM games",
        "SELECT game_id, reason FROM results",
        "SELECT game_id FROM outbox",
    )
    results = {gid for gid, _ in result_rows}
    reasons = dict(result_rows)
    owed = [gid for (gid,) in outbox]
    actions: dict[int, list[list[str]]] = {}  # game -> per deal, its actions
    dealt: dict[int, list[int]] = {}  # game -> the numbers of its deals scored (a showdown each)
    formats: dict[int, str] = {}
    by_channel: dict[int, str] = {}
    finished = set()
    for gid, channel_id, status, state in games:
        if state is None:
            continue
        record = json.loads(state)
        formats[gid] = by_channel[channel_id] = format_of(record.get("rules") or {})
        actions[gid] = deal_actions(record)
        dealt[gid] = list(record.get("finished") or [])
        if status == "finished":
            finished.add(gid)
    started: Counter[str] = Counter(formats.values())
    done: Counter[str] = Counter(formats[gid] for gid in finished)
    moves: Counter[str] = Counter(formats.get(m.game, "?") for m in tally.acknowledged)

    def by_game(gids: Any) -> list[tuple[str, Any]]:
        return [(formats.get(k[0] if isinstance(k, tuple) else k, "?"), k) for k in gids]

    lost_moves = [
        (formats.get(m.game, "?"), (m.game, m.version, m.notation))
        for m in tally.acknowledged
        if not stored_at(actions, m.game, m.version, m.notation)
    ]
    titles: Counter[tuple[int, str]] = Counter()
    nonces: Counter[tuple[str, str]] = Counter()
    for message in fake.public_messages():
        if message.nonce:
            nonces[(by_channel.get(message.channel.id, "?"), message.nonce)] += 1
        for embed in message.embeds:
            # "Deal 3 · game #12" (" · table 2" in a partnership round), "Game over · game #12"
            found = re.match(r"(Deal \d+|Game over) · game #(\d+)", embed.get("title") or "")
            if found:
                titles[(int(found.group(2)), found.group(1))] += 1
    expected = {(gid, f"Deal {n}") for gid, numbers in dealt.items() for n in numbers}
    expected |= {(gid, "Game over") for gid in finished}
    posts_lost = by_game(sorted(k for k in expected if titles[k] == 0))
    posts_doubled = by_game(sorted(k for k, n in titles.items() if n > 1))
    results_lost = by_game(sorted(gid for gid in finished if gid not in results))
    results_lost += by_game(sorted(gid for gid in finished if titles[(gid, "Game over")] == 0))
    timeouts = by_game(sorted(gid for gid, reason in reasons.items() if reason == "timeout"))
    return {
        "started": started,
        "finished": done,
        "moves": moves,
        "lost_moves": lost_moves,
        "results_lost": results_lost,
        "results_doubled": [k for k in posts_doubled if k[1][1] == "Game over"],
        "expected_posts": Counter(formats.get(gid, "?") for gid, _ in expected),
        "posts_lost": posts_lost,
        "posts_doubled": posts_doubled,
        "nonce_doubled": [(fmt, nonce) for (fmt, nonce), c in nonces.items() if c > 1],
        "owed": by_game(owed),
        "timeouts": timeouts,
        "time_ran_out": [(formats.get(gid, "?"), text) for gid, text in tally.time_ran_out],
    }


# -- the run ---------------------------------------------------------------------------------------

USUAL_TARGET = "each format's usual"
PHASES = ("chaos", "busy, no faults", "busy, faults", "downtime check", "quiet end")


def count_row(
    label: str, found: list[tuple[str, Any]], formats: tuple[str, ...], note: str = ""
) -> tuple[str, dict[str, int], int, str]:
    """A line of the table: the findings counted by format, and in all."""
    by_format = Counter(fmt for fmt, _ in found)
    return label, {f: by_format[f] for f in formats}, len(found), note


async def make_tables(
    fake: FakeDiscord, bots: list[BotProcess], games: int, formats: tuple[str, ...]
) -> list[Group]:
    """The tables, each in a channel of its own with members of its own: in ``fake.guild``
    for one process; with several, in a server per shard (id ``n << 22`` is shard ``n %
    count``), taken in turn, so each process has its share of every format."""
    servers: list[FakeGuild] = [fake.guild]
    if len(bots) > 1:
        count = len(bots)
        servers = [
            await fake.add_guild(f"Shard {bot.shard}", guild_id=(count + bot.shard) << 22)
            for bot in bots
        ]
    groups = []
    for i in range(games):
        format_ = formats[i % len(formats)]
        server, bot = servers[i % len(servers)], bots[i % len(bots)]
        channel = await fake.add_channel(f"gin-{i}-{format_}", guild=server)
        users = [
            await fake.add_member(f"p{i}-{seat}", guild=server) for seat in range(SEATS[format_])
        ]
        groups.append(Group(channel, users, format_, bot))
    return groups


async def run(args: argparse.Namespace) -> bool:
    rng = random.Random(args.seed)
    workdir = Path(tempfile.mkdtemp(prefix="gin-faults-"))
    server: ThrowawayPostgres | None = None
    fake = FakeDiscord()
    bots: list[BotProcess] = []
    tally = Tally()
    members = Members(fake, tally, rng, args.target)
    formats: tuple[str, ...] = args.formats
    spinners = 0
    try:
        if args.store == "postgres":
            bindir = find_binaries()
            assert bindir is not None  # main() checked
            server = ThrowawayPostgres(bindir)
            await asyncio.to_thread(server.start)
            database = await server.fresh_database()
            where = "PostgreSQL (a throwaway server, a fresh database)"
        else:
            database = str(workdir / "gin.sqlite3")
            where = "a SQLite file"
        await fake.start()
        fake.allow(10062, 40060, 10015, 50027)  # answers cut off by kills are the point here
        bots = [
            BotProcess(fake, database, workdir, i, args.processes) for i in range(args.processes)
        ]
        groups = await make_tables(fake, bots, args.games, formats)
        started = time.monotonic()
        await asyncio.gather(*(bot.start() for bot in bots))
        mix = Counter(g.format for g in groups)
        if len(bots) > 1:
            shares = Counter(g.bot.shard for g in groups)
            layout = (
                f"{len(bots)} processes (clusters of {len(bots)}, a shard each of "
                f"{len(bots)}) on {where}; up in {time.monotonic() - started:.1f} s; "
            )
            on_shards = ", ".join(f"{shares[b.shard]} on shard {b.shard}" for b in bots)
        else:
            layout = f"1 process on {where}; bot up in {time.monotonic() - started:.1f} s; "
            on_shards = ""
        print(
            layout
            + f"{args.games} tables ("
            + ", ".join(f"{mix[f]} {f}" for f in formats if mix[f])
            + (f"; {on_shards}" if on_shards else "")
            + f"), target {args.target or USUAL_TARGET}; chaos for "
            f"{args.seconds:.0f} s with at least {args.kills} kills",
            flush=True,
        )
        players = [asyncio.create_task(members.play_group(g)) for g in groups]
        done = await chaos(fake, bots, args.seconds, args.kills, rng)
        print("faults: " + ", ".join(f"{k} x{n}" for k, n in sorted(done.items())), flush=True)
        if args.busy_seconds > 0:
            print(
                f"every core busy for {args.busy_seconds:.0f} s (spinning at nice 0 beside the "
                f"bench and the bot): {args.busy_seconds / 3:.0f} s of play, then the faults",
                flush=True,
            )
            spinners, busy_done = await busy_phase(fake, bots, members, args, rng)
            print(
                f"faults with {spinners} spinners: "
                + ", ".join(f"{k} x{n}" for k, n in sorted(busy_done.items())),
                flush=True,
            )
        if not args.no_downtime:
            members.phase = "downtime check"
            down = "cluster 0 is down 45 s (cluster 1 plays on)" if len(bots) > 1 else None
            print(
                f"downtime check: players wait 25 s, {down or 'the bot is down 45 s'}, 60-s turns",
                flush=True,
            )
            await downtime_check(fake, bots, members, tally, groups)
        members.phase = "quiet end"
        members.stop.set()
        await asyncio.sleep(3)
        for task in players:
            task.cancel()
        await asyncio.gather(*players, return_exceptions=True)
        await settle(database, args.settle)  # owed posts go out
        codes = await asyncio.gather(*(bot.stop() for bot in bots))
        report = await check(database, fake, tally)
    finally:
        for bot in bots:  # a run that failed halfway leaves none of its processes behind
            if bot.proc is not None:
                await end_process(bot.proc, (signal.SIGKILL, None))
        await fake.stop()
        if server is not None:
            await asyncio.to_thread(server.stop)
    code = next((c for c in codes if c != 0), 0)
    started_by, finished_by = report["started"], report["finished"]
    ups = [
        f"{bot.name} up {sum(b - a for a, b in bot.up):.0f} s over {bot.starts} starts"
        for bot in bots
    ]
    print(
        f"\nmembers: {tally.sent:,} interactions sent, {tally.undelivered:,} while the bot was "
        f"down, {tally.lost_to_kills:,} cut off by a kill; {', '.join(ups)}; exit status on "
        f"SIGTERM {', '.join(str(c) for c in codes)}"
    )
    print(
        "games started / finished: "
        + ", ".join(f"{f} {started_by[f]}/{finished_by[f]}" for f in formats)
        + "; acknowledged moves: "
        + ", ".join(f"{f} {report['moves'][f]:,}" for f in formats)
    )
    unanswered = [(fmt, what) for fmt, _, what in tally.unanswered]
    deadlines = report["timeouts"] + report["time_ran_out"] + tally.downtime_failures
    errors = [line for bot in bots for line in bot.errors_logged()]
    checked = f"{tally.downtime_checks} held players checked"
    if tally.played_on_checks:
        checked += f", {tally.played_on_checks} tables of the process left up"
    lines = [
        count_row(
            "acknowledged moves lost",
            report["lost_moves"],
            formats,
            f"of {sum(report['moves'].values()):,}",
        ),
        count_row(
            "results lost",
            report["results_lost"],
            formats,
            f"of {sum(finished_by.values())} finished games",
        ),
        count_row("results duplicated", report["results_doubled"], formats, "sheets posted twice"),
        count_row(
            "posts lost",
            report["posts_lost"],
            formats,
            f"of {sum(report['expected_posts'].values())} owed",
        ),
        count_row(
            "posts duplicated", report["posts_doubled"] + report["nonce_doubled"], formats, ""
        ),
        count_row("posts still in the outbox", report["owed"], formats, "after the quiet phase"),
        count_row("interactions left unanswered", unanswered, formats, "the bot up 3 s after"),
        count_row(
            "deadlines that charged downtime",
            deadlines,
            formats,
            f"({checked})",
        ),
        ("errors logged by the bot", {}, len(errors), ""),
        ("exit status on SIGTERM", {}, code, "every process's" if len(bots) > 1 else ""),
    ]
    names = {"three": "3 dealer", "three-loser": "3 loser", "partnership": "partners"}
    heads = [names.get(f, f) for f in formats]
    width = max(len(h) for h in [*heads, "all"]) + 1
    print(f"  {'':32} " + "".join(f"{h:>{width}}" for h in [*heads, "all"]))
    for label, by_format, total, note in lines:
        cells = [str(by_format[f]) if by_format else "-" for f in formats] + [str(total)]
        print(f"  {label:32} " + "".join(f"{c:>{width}}" for c in cells) + f"  {note}")
    phases = Counter(phase for _, phase, _ in tally.unanswered)
    shown = [ph for ph in PHASES if ph != "busy, no faults" or args.busy_seconds > 0]
    shown = [ph for ph in shown if ph != "busy, faults" or args.busy_seconds > 0]
    print(
        "  interactions left unanswered by phase: "
        + ", ".join(f"{ph} {phases[ph]}" for ph in shown)
        + (f" (busy: {spinners} spinners)" if spinners else "")
    )
    for name in ("lost_moves", "results_lost", "posts_lost", "posts_doubled", "timeouts", "owed"):
        if report[name]:
            print(f"    {name}: {report[name][:8]}")
    for fmt, phase, what in tally.unanswered[:12]:
        print(f"    unanswered, {fmt}, {phase}: {what}")
    for fmt, what in (report["time_ran_out"] + tally.downtime_failures)[:8]:
        print(f"    {fmt}: {what}")
    for line in errors[:8]:
        print(f"    bot: {line}")
    if tally.script_errors:  # the members' scripts, not the bot: not a line of the goal
        print(f"  member script errors (the bench's own, not counted): {len(tally.script_errors)}")
        for line in tally.script_errors[:4]:
            print(f"    {line[:160]}")
    met = all(total == 0 for _, _, total, _ in lines)
    if met:  # the bots' logs and database: kept only to look into a line that is not 0
        shutil.rmtree(workdir)
    else:
        print(f"  the bots' logs and database are kept in {workdir}")
    print(goal_line("0 on every line, including interactions left unanswered", met))
    return met


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--processes",
        type=int,
        choices=(1, 2),
        default=1,
        help="bot processes: 2 is two clusters, a shard each of 2 (needs --store postgres)",
    )
    parser.add_argument(
        "--store",
        choices=("sqlite", "postgres"),
        default="sqlite",
        help="the database: a SQLite file, or a throwaway PostgreSQL server's fresh database",
    )
    parser.add_argument("--games", type=int, default=12, help="tables played at once")
    parser.add_argument(
        "--formats",
        default=",".join(FORMATS),
        help=f"the tables' formats, dealt in turn (default all: {','.join(FORMATS)})",
    )
    parser.add_argument(
        "--target", type=int, default=None, help="points to win (default each format's usual)"
    )
    parser.add_argument("--kills", type=int, default=30, help="kill -9s at least")
    parser.add_argument("--seconds", type=float, default=150.0, help="the chaos phase")
    parser.add_argument(
        "--busy-seconds",
        type=float,
        default=60.0,
        help="the phase with every core busy (0: none; default 60)",
    )
    parser.add_argument(
        "--settle", type=float, default=60.0, help="at most this long for owed posts at the end"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-downtime", action="store_true", help="skip the 75-s check")
    args = parse_with_quick(
        parser, games=2, kills=2, seconds=10.0, busy_seconds=0.0, settle=20.0, no_downtime=True
    )
    args.formats = tuple(f.strip() for f in args.formats.split(",") if f.strip())
    unknown = [f for f in args.formats if f not in SEATS]
    if unknown or not args.formats:
        parser.error(f"--formats: choose from {', '.join(FORMATS)} (not {unknown})")
    if args.games < 1 or args.kills < 1 or args.seconds <= 0 or args.busy_seconds < 0:
        parser.error("--games and --kills must be >= 1, --seconds > 0, --busy-seconds >= 0")
    if args.target is not None and not 10 <= args.target <= 1000:
        parser.error("--target must be 10..1000, as /gin challenge takes it")
    if args.processes > 1 and args.store != "postgres":
        parser.exit(
            2,
            f"faults.py: --processes {args.processes} needs --store postgres (the processes "
            "share one PostgreSQL database; a SQLite file serves one process)\n",
        )
    if args.store == "postgres" and find_binaries() is None:
        parser.exit(2, f"faults.py: --store postgres needs a PostgreSQL server: {INSTALL_HINT}\n")
    return 0 if asyncio.run(run(args)) else 1


if __name__ == "__main__":
    sys.exit(main())
