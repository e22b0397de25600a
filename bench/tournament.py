"""A server's biggest tournament run through the real bot and the fake Discord, with the fake's
Discord rate limits on: how long each Swiss round takes to pair and to start.

    python bench/tournament.py [--members 256] [--rounds 8] [--repeat N] [--store sqlite|postgres]
                               [--target 10] [--signup-concurrency 16] [--seed K]

One process, one asyncio loop: the fake Discord (``tests/support/fakediscord``) on 127.0.0.1
with Discord's global limit (50 requests a second with the bot's token) and its edit limit per
channel (5 edits of messages per 5 s) turned on, ``FakeDiscord(global_limit=50,
channel_edit_limit=(5, 5.0))``, answering 429 past them as Discord does; and one real
``GinBot`` connected to it as in the end-to-end tests (``tests/support/harness.py``: the fake's
clock, seeded deals, timers parked; its own picture workers, pictures on as by default) on a
fresh SQLite file (``--store postgres``: a fresh database on a throwaway PostgreSQL server,
durable, ``tests/support/postgres.py``). The fake, the members and the bot share the process,
so every figure includes the fake's own work: an upper bound for a bot with a process of its
own. The garbage collector is tuned as ``python -m bot`` tunes it
(``tune_garbage_collector``); the pictures' bytes the fake keeps are dropped after each round
(nobody reads them here).

The run (``--repeat N``: N runs, each on a fresh fake, bot and database; the figures are the
medians over the runs, per round):

1. ``--members`` members join the server (``fake.add_member``); the owner runs ``/gin-admin
   tournament create`` (Swiss, ``--rounds`` rounds, to ``--target`` points: the games are never
   played out); every member clicks the announcement's Sign up button (``--signup-concurrency``
   members clicking at a time, each waiting for its answer); the owner runs ``/gin-admin
   tournament start`` and confirms. The sign-up clicks' acknowledgement latency is the time
   from the fake writing INTERACTION_CREATE to the bot's callback arriving (p50, p99, max).
2. For each round: the time the bot takes to pair it, timed inside the bot by wrapping
   ``TournamentService._pairs`` on its instance (``swiss_round`` with nearby score groups, the
   bot's default); beside it, ``swiss_round(..., nearby=False)`` (the complete graph) on the
   same state, called by the bench after the round is under way. Then the time from the moment
   the round is due (round 1: the start's confirmation click, as the fake dispatched it; later
   rounds: the call that resigns the previous round's last game) until every table message of
   the round is posted in the event's threads (the bot opens a thread per ten tables): the
   arrival at the fake of the last of those ``POST /channels/{thread}/messages``; the round post
   (the pairings, in the event's channel) likewise; the requests with the bot's token in that
   window, and per table; the tables posted with their picture ("pictured"; one whose picture
   isn't drawn within the publisher's PICTURE_WAIT goes without it, and is edited after, an
   edit that counts against the thread's edit limit). The window "settled" runs on until the
   bot falls quiet (its publisher, tournament posts and pinger idle, then no request for
   0.25 s): its length and requests, and over it the requests answered 429 (for the global
   limit, for a channel's edits) and the peak requests in any one second (a sliding window).
   The previous round's last game's final table edit and post are in both windows.
3. The results, simulated through the service: each game of the round resigned by one of its
   two members (a seeded ``random.Random``), one call after another with
   ``bot.service.resign(game_id, member)`` as a click on Resign would; all but the last, then
   the bench waits for the bot to fall quiet (their tables' final edits and posts out, timed
   as "results", with their requests and global 429s), then the last one, which makes the
   next round due. So each round's window holds the round's own start, as when the last game
   of a round ends minutes after the others, and not the results of the rest.
4. The reference, in the same run: the bot's own HTTP client (its ``discord.Client``: every
   request with its token waits for a token of the bot's pacer, ``bot.discord.pacing``, 40 a
   second under Discord's 50) posting 128 plain messages (``channel.send("x")``, all started
   at once) to a channel of their own: the floor the pacing (and so Discord's global limit)
   puts under posting 128 tables, about 128 / 40 s. Measured before the event and after every
   round; the median of those is the reference each round's start is set against ("x ref").
   The fake enforces no limit on posts per channel (Discord has one), so the reference pays
   none, and neither do the tables (ten to a thread).

Printed: the sign-up figures and the references; a table per run (pairing: ms in the bot,
its CPU ms, the complete graph's ms; started: s, its ratio to the reference, the round post's
s, requests, per table, 429s global/channel, peak/s, tables pictured; settled: s, requests;
results: s, requests, global 429s), the medians over rounds (with ``--repeat``, then the
medians over the runs, per round); the requests by kind (route, answer) per table started and
per result; the WARNING records by kind of phase and message. The bot's ERROR log records (any
logger) fail the run loudly (printed, goal NOT MET), as do the fake's problems (unknown routes,
rule violations, interactions never answered: the run stops).

The last line is ``goal: <...> -> MET`` (or ``NOT MET``), on the medians over the runs, per
round, the worst round: each round paired under 1 s (the complete graph) and under 100 ms with
nearby score groups (the bot's default, timed in the bot); every round's tables posted; no
request answered 429 for the global limit in any round's window, nor any ERROR logged. A 429
for a channel's edits is counted and shown, not a goal: the publisher waits them out by design,
and the fake sends no ``X-RateLimit-Remaining`` headers, so discord.py only learns that a
channel's edit bucket is empty from a 429, where Discord would tell it before. Exit status 0
when the goal is met.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import platform
import random
import re
import resource
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import _repo  # noqa: F401  (the repository on the import path)
import discord
from common import goal_line, parse_with_quick, percentile

from bot.config import Config, Sharding
from bot.discord.client import GinBot, tune_garbage_collector
from bot.model.pairing import swiss_round
from bot.model.tournaments import Tournament, TournamentStatus
from bot.service import tournaments
from tests.support.fakediscord import FakeDiscord, FakeInteraction, FakeMessage, FakeUser
from tests.support.fakediscord.client import start_bot, stop_bot
from tests.support.fakediscord.server import RecordedRequest
from tests.support.tokens import bot_token

GLOBAL_LIMIT = 50  # Discord's: requests a second with the bot's token
CHANNEL_EDITS = (5, 5.0)  # Discord's: message edits per channel, per seconds
GOAL_PAIRING = 1.0  # s, a round paired (the complete graph, by the bench)
GOAL_PAIRING_NEARBY = 0.100  # s, the same with nearby score groups (the bot's default)
REFERENCE_MESSAGES = 128
ROUND_TIMEOUT = 300.0  # s a round's tables may take to be posted before the run fails
QUIET = 0.25  # s without a request: the bot has fallen quiet
ID = re.compile(r"\d{6,}")
CHANNEL = re.compile(r"^/channels/(\d+)")


# -- the bot's log --------------------------------------------------------------------------


class LogWatch(logging.Handler):
    """Every WARNING and worse record of any logger: ERRORs kept whole (they fail the run),
    the rest counted by logger and message template, each under the phase it came in."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.phase = "start-up"
        self.errors: list[str] = []
        self.warnings: Counter[tuple[str, str, str]] = Counter()
        self.samples: dict[tuple[str, str, str], str] = {}  # the first of each, as logged
        self.windows: dict[tuple[str, str, str], set[str]] = {}  # the phases each came in

    def emit(self, record: logging.LogRecord) -> None:
        if record.levelno >= logging.ERROR:
            text = f"[{self.phase}] {record.name}: {record.getMessage()}"
            if record.exc_info:
                text += "\n" + logging.Formatter().formatException(record.exc_info)
            self.errors.append(text)
        else:
            # Counted by kind of phase: "round N", "results of round N", "reference"...
            kind = re.sub(r"\d+", "N", re.sub(r"^run \d+: ", "", self.phase))
            key = (kind, record.name, str(record.msg)[:90])
            self.warnings[key] += 1
            self.windows.setdefault(key, set()).add(self.phase)
            if key not in self.samples:
                self.samples[key] = record.getMessage()[:160]


# -- what the fake received -----------------------------------------------------------------


@dataclass
class Window:
    """The requests with the bot's token that arrived within [start, end] (perf_counter)."""

    requests: list[RecordedRequest]

    @classmethod
    def of(cls, fake: FakeDiscord, since: int, start: float, end: float) -> Window:
        return cls([r for r in fake.requests[since:] if r.authorized and start <= r.at <= end])

    def limited(self, is_global: bool) -> int:
        return sum(
            1
            for r in self.requests
            if r.status == 429
            and isinstance(r.response, dict)
            and bool(r.response.get("global")) is is_global
        )

    @property
    def peak(self) -> int:
        """The most requests within any one second."""
        times = [r.at for r in self.requests]
        best, first = 0, 0
        for last, at in enumerate(times):
            while at - times[first] >= 1.0:
                first += 1
            best = max(best, last - first + 1)
        return best

    def kinds(self, fake: FakeDiscord) -> Counter[str]:
        """Requests by method, route and answer, a channel named by what it is."""

        def where(match: re.Match[str]) -> str:
            channel = fake.get_channel(int(match.group(1)))
            if channel is None:
                return "/channels/{id}"
            if channel.is_thread:
                return "/channels/{a thread}"
            return f"/channels/{{#{channel.name}}}"

        def answer(r: RecordedRequest) -> str:
            if r.status != 429 or not isinstance(r.response, dict):
                return str(r.status)
            return "429 global" if r.response.get("global") else "429 channel's edits"

        return Counter(
            f"{r.method} {ID.sub('{id}', CHANNEL.sub(where, r.path))} -> {answer(r)}"
            for r in self.requests
        )


def created_at(fake: FakeDiscord, since: int, message_ids: set[int]) -> dict[int, RecordedRequest]:
    """The ``POST /channels/{id}/messages`` that created each of ``message_ids``."""
    found = {}
    for r in fake.requests[since:]:
        if r.method == "POST" and r.status == 200 and isinstance(r.response, dict):
            made = int(r.response.get("id") or 0)
            if made in message_ids and r.path.endswith("/messages"):
                found[made] = r
    return found


def ack_latency(it: FakeInteraction) -> float:
    """From INTERACTION_CREATE written to the callback's arrival at the fake."""
    callback = next((r for r in it.requests if r.path.endswith("/callback")), None)
    if callback is not None:
        return callback.at - it.dispatched_at
    assert it.callback is not None, it.description
    return it.callback.latency


# -- one run --------------------------------------------------------------------------------


@dataclass
class Reference:
    seconds: float
    limited: int  # answered 429 (global)
    peak: int


@dataclass
class Round:
    number: int
    games: int
    pairing: float  # s, in the bot (TournamentService._pairs)
    pairing_cpu: float  # s of CPU (its thread's) in that
    complete: float  # s, swiss_round(nearby=False) on the same state, by the bench
    started: float  # s from due to the last table message posted
    round_post: float  # s from due to the round post (nan: not seen)
    settled: float  # s from due to the bot's last request before it fell quiet
    requests: int  # with the bot's token, due -> posted
    settled_requests: int  # due -> settled
    global_429: int  # due -> settled
    channel_429: int
    peak: int  # due -> settled
    pictured: int  # table messages posted with their picture
    kinds: Counter[str] = field(default_factory=Counter)  # due -> settled
    # Its results (all games but the last resigned, until quiet): seconds, bot-token requests,
    # 429s for the global limit, requests by kind.
    results: float = float("nan")
    results_requests: int = 0
    results_429: int = 0
    results_kinds: Counter[str] = field(default_factory=Counter)


@dataclass
class Run:
    number: int
    signup: list[float]  # acknowledgement latencies, s
    signup_seconds: float
    start_ack: float
    references: list[Reference]
    rounds: list[Round]
    entrants: int
    threads: int
    pacing: float  # the bot's pacer: requests a second with its token

    @property
    def reference(self) -> float:
        return statistics.median(r.seconds for r in self.references)


def event_button(message: FakeMessage, action: str) -> str:
    return next(
        c for c in message.custom_ids() if c.startswith("gin-event:") and c.endswith(f":{action}")
    )


def button(message: FakeMessage, prefix: str) -> str:
    return next(c for c in message.custom_ids() if c.startswith(prefix))


class TournamentBench:
    def __init__(self, args: argparse.Namespace, number: int, database: Path | str) -> None:
        self.args, self.number, self.database = args, number, database
        self.fake = FakeDiscord(global_limit=GLOBAL_LIMIT, channel_edit_limit=CHANNEL_EDITS)
        self.bot: GinBot | None = None
        self.rng = random.Random(args.seed * 1000 + number)
        self.pairing: dict[int, float] = {}  # round -> s, wall clock
        self.pairing_cpu: dict[int, float] = {}  # round -> s, the loop's thread's CPU
        self.event_id = 0
        self.last = (0, 0)  # the round's last game and the member who resigns it

    # the bot

    async def start(self) -> GinBot:
        seed = self.args.seed
        bot = GinBot(
            Config(
                token=bot_token(self.fake.bot_user.id),
                database=self.database,
                sharding=Sharding(),
            ),
            clock=lambda: self.fake.clock.now().timestamp(),
            rng_for=lambda game_id: random.Random(seed * 100_003 + game_id),
            tick_seconds=3600,  # timers parked: no turn runs out
            pictures=None,  # its own picture workers, closed with it
            identify_window=0.0,
        )
        await start_bot(bot, self.fake, timeout=30.0)
        assert bot.house is not None and bot.service is not None
        service = bot.house.tournaments
        service._rng = random.Random(seed)  # the entries' stored random order
        real = tournaments.round_pairs

        def timed(tournament: Tournament, number: int) -> Any:
            began, cpu = time.perf_counter(), time.thread_time()
            pairs = real(tournament, number)
            self.pairing[number] = time.perf_counter() - began
            self.pairing_cpu[number] = time.thread_time() - cpu
            return pairs

        # Where the tournament service calls it (one bot in this process).
        tournaments.round_pairs = timed
        self.bot = bot
        return bot

    async def idle(self, timeout: float = ROUND_TIMEOUT) -> None:
        """Until the bot's background work is done and no request came for QUIET seconds."""
        bot = self.bot
        assert bot is not None
        house, publisher, pinger = bot.house, bot.publisher, bot.pinger
        assert house is not None and publisher is not None and pinger is not None

        async def quiet() -> None:
            while True:
                await house.tournaments.wait_idle()
                await publisher.wait_idle()
                await house.events.wait_idle()
                await pinger.wait_idle()
                await self.fake.settle(quiet=QUIET, timeout=timeout)
                if not publisher._pending() and not house.tournaments._tasks:
                    return

        await asyncio.wait_for(quiet(), timeout)

    def event(self) -> Tournament:
        assert self.bot is not None and self.bot.house is not None
        event = self.bot.house.tournaments.live_in(self.fake.guild.id)
        assert event is not None, "no tournament under way"
        return event

    # the reference

    async def reference(self, channel_id: int) -> Reference:
        """REFERENCE_MESSAGES plain posts, all started at once, through the bot's client."""
        assert self.bot is not None
        channel = self.bot.get_partial_messageable(channel_id)
        since = len(self.fake.requests)
        began = time.perf_counter()
        await asyncio.gather(*(channel.send("x") for _ in range(REFERENCE_MESSAGES)))
        ended = time.perf_counter()
        window = Window.of(self.fake, since, began, ended)
        return Reference(ended - began, window.limited(True), window.peak)

    # the event

    async def sign_up(self, members: list[FakeUser]) -> tuple[list[float], float]:
        create = await self.fake.slash(
            self.fake.owner,
            "gin-admin tournament create",
            {
                "name": "Bench night",
                "format": "swiss",
                "rounds": self.args.rounds,
                "target": self.args.target,
            },
        )
        answer = await create.message(timeout=30)
        assert answer.ephemeral and "open for sign-up" in answer.text, answer.text
        announcement = self.fake.last_message(self.fake.channel)
        assert announcement is not None and "Bench night" in announcement.text
        join = event_button(announcement, "join")
        latencies: list[float] = []
        queue = list(members)

        async def clicker() -> None:
            while queue:
                user = queue.pop()
                it = await self.fake.click(user, announcement, join)
                shown = await it.message(timeout=30)
                assert "You're in" in shown.text, shown.text
                latencies.append(ack_latency(it))

        began = time.perf_counter()
        await asyncio.gather(*(clicker() for _ in range(self.args.signup_concurrency)))
        return latencies, time.perf_counter() - began

    async def round_started(self, number: int, due: float, since: int) -> Round:
        """Wait for round ``number``'s table messages, then for the bot to fall quiet; the
        round's figures."""
        assert self.bot is not None and self.bot.service is not None
        service, fake = self.bot.service, self.fake

        def posted() -> set[int] | None:
            event = self.bot.house.tournaments.get(self.event_id)  # type: ignore[union-attr]
            if event is None or event.row.round != number:
                return None
            ids = set()
            for match in event.round_matches(number):
                if match.b is None:
                    continue
                table = None if match.game_id is None else service.get(match.game_id)
                if table is None or table.row.table_message_id is None:
                    return None
                ids.add(table.row.table_message_id)
            return ids if all(i in fake.messages for i in ids) else None

        ids = await fake.wait_for(posted, ROUND_TIMEOUT, f"round {number}'s table messages")
        made = created_at(fake, since, ids)
        assert set(made) == ids, f"round {number}: {len(ids) - len(made)} tables not found"
        last_table = max(r.at for r in made.values())
        await self.idle()
        settled_at = max((r.at for r in fake.requests[since:] if r.authorized), default=last_table)
        title = f"Round {number} of "
        round_posts = [
            m
            for m in fake.public_messages(fake.channel)
            if any((e.get("title") or "").startswith(title) for e in m.embeds)
        ]
        post = created_at(fake, since, {m.id for m in round_posts})
        window = Window.of(fake, since, due, last_table)
        settled = Window.of(fake, since, due, settled_at)
        pictured = sum(1 for r in made.values() if "attachments" in (r.json or {}))
        # The complete graph on the state the bot paired from.
        event = self.event()
        before = [m for m in event.matches if m.round < number]
        began = time.perf_counter()
        swiss_round(event.seeds(), before, event.removed(), nearby=False)
        complete = time.perf_counter() - began
        return Round(
            number=number,
            games=len(ids),
            pairing=self.pairing.get(number, float("nan")),
            pairing_cpu=self.pairing_cpu.get(number, float("nan")),
            complete=complete,
            started=last_table - due,
            round_post=min((r.at for r in post.values()), default=float("nan")) - due,
            settled=settled_at - due,
            requests=len(window.requests),
            settled_requests=len(settled.requests),
            global_429=settled.limited(True),
            channel_429=settled.limited(False),
            peak=settled.peak,
            pictured=pictured,
            kinds=settled.kinds(fake),
        )

    async def results(self, figures: Round) -> None:
        """Resign every game of the round but the last (then wait for quiet), into
        ``figures``; the last game and a member of it (``self.last``) are resigned by the
        caller, to make the next round due."""
        assert self.bot is not None and self.bot.service is not None
        number = figures.number
        since = len(self.fake.requests)
        matches = sorted(
            (m for m in self.event().round_matches(number) if m.b is not None),
            key=lambda m: m.table,
        )
        began = time.perf_counter()
        for match in matches[:-1]:
            assert match.game_id is not None
            await self.bot.service.resign(match.game_id, self.rng.choice(match.members))
        await self.idle()
        last = matches[-1]
        assert last.game_id is not None
        self.last = (last.game_id, self.rng.choice(last.members))
        ended = max(
            (r.at for r in self.fake.requests[since:] if r.authorized), default=time.perf_counter()
        )
        window = Window.of(self.fake, since, began, ended)
        figures.results = ended - began
        figures.results_requests = len(window.requests)
        figures.results_429 = window.limited(True)
        figures.results_kinds = window.kinds(self.fake)

    async def run(self, watch: LogWatch) -> Run:
        fake, args = self.fake, self.args
        await fake.start()
        try:
            watch.phase = f"run {self.number}: start-up"
            bot = await self.start()
            assert bot.service is not None
            reference_channel = await fake.add_channel("bench-reference")
            members = [await fake.add_member(f"entrant{i}") for i in range(args.members)]
            await self.idle()

            watch.phase = f"run {self.number}: reference"
            references = [await self.reference(reference_channel.id)]
            await self.idle()
            await asyncio.sleep(1.0)  # the global window empty again

            watch.phase = f"run {self.number}: sign-up"
            latencies, signup_seconds = await self.sign_up(members)
            await self.idle()
            announcement = fake.last_message(fake.channel)
            assert announcement is not None
            self.event_id = self.event().id
            entrants = len(self.event().entries)
            assert entrants == args.members, f"{entrants} signed up of {args.members}"

            watch.phase = f"run {self.number}: round 1"
            ask_it = await fake.slash(fake.owner, "gin-admin tournament start", {})
            ask = await ask_it.message(timeout=30)
            since = len(fake.requests)
            confirm = await fake.click(fake.owner, ask, button(ask, "gin-confirm:tournament"))
            due = confirm.dispatched_at
            said = (await confirm.message(timeout=ROUND_TIMEOUT)).text
            assert "has started" in said, said
            start_ack = ack_latency(confirm)
            rounds: list[Round] = []
            total = self.event().row.rounds
            for number in range(1, total + 1):
                watch.phase = f"run {self.number}: round {number}"
                figures = await self.round_started(number, due, since)
                rounds.append(figures)
                fake.uploads.clear()  # the pictures' bytes: nobody reads them here
                print(
                    f"  round {number}: {figures.games} tables posted in {figures.started:.2f} s, "
                    f"quiet after {figures.settled:.2f} s",
                    flush=True,
                )
                watch.phase = f"run {self.number}: reference"
                references.append(await self.reference(reference_channel.id))
                await self.idle()
                await asyncio.sleep(1.0)
                watch.phase = f"run {self.number}: results of round {number}"
                await self.results(figures)
                watch.phase = f"run {self.number}: round {number + 1}"
                since = len(fake.requests)
                due = time.perf_counter()
                await bot.service.resign(*self.last)
            await self.idle()
            over = await bot.service.store.tournament(self.event_id)
            assert over is not None and over.row.status is TournamentStatus.FINISHED, over
            threads = len(over.threads)
            problems = fake.problems()
            assert not problems, "the fake saw problems:\n  " + "\n  ".join(problems)
            return Run(
                self.number,
                latencies,
                signup_seconds,
                start_ack,
                references,
                rounds,
                entrants,
                threads,
                bot.pacer.rate,
            )
        finally:
            watch.phase = f"run {self.number}: closing"
            if self.bot is not None:
                await stop_bot(self.bot)
            await fake.stop()


# -- printing -------------------------------------------------------------------------------

HEADER = (
    f"{'':>6} {'':>5} {' pairing ':-^24} {' started: due -> every table posted ':-^61} "
    f"{' settled ':-^15} {' results ':-^20}\n"
    f"{'round':>6} {'games':>5} {'bot ms':>7} {'cpu ms':>7} {'compl ms':>8} {'start s':>8} "
    f"{'x ref':>6} "
    f"{'post s':>7} {'reqs':>5} {'/game':>5} {'429 g/ch':>9} {'peak/s':>6} {'pictured':>8} "
    f"{'s':>9} {'reqs':>5} {'s':>7} {'reqs':>5} {'429 g':>6}"
)


def row_of(r: Round, reference: float | None, name: str | None = None) -> str:
    ratio = f"{r.started / reference:>6.2f}" if reference else f"{'':>6}"
    return (
        f"{name or r.number:>6} {r.games:>5} {1000 * r.pairing:>7.1f} "
        f"{1000 * r.pairing_cpu:>7.1f} {1000 * r.complete:>8.1f} "
        f"{r.started:>8.2f} {ratio} {r.round_post:>7.2f} {r.requests:>5} "
        f"{r.requests / max(1, r.games):>5.2f} {f'{r.global_429}/{r.channel_429}':>9} "
        f"{r.peak:>6} {r.pictured:>8} {r.settled:>9.2f} {r.settled_requests:>5} "
        f"{r.results:>7.2f} {r.results_requests:>5} {r.results_429:>6}"
    )


def median_round(rounds: Sequence[Round], name: int = 0) -> Round:
    def med(key: str) -> Any:
        return statistics.median(getattr(r, key) for r in rounds)

    return Round(
        number=name,
        games=round(med("games")),
        pairing=med("pairing"),
        pairing_cpu=med("pairing_cpu"),
        complete=med("complete"),
        started=med("started"),
        round_post=med("round_post"),
        settled=med("settled"),
        requests=round(med("requests")),
        settled_requests=round(med("settled_requests")),
        global_429=round(med("global_429")),
        channel_429=round(med("channel_429")),
        peak=round(med("peak")),
        pictured=round(med("pictured")),
        results=med("results"),
        results_requests=round(med("results_requests")),
        results_429=round(med("results_429")),
    )


def print_run(run: Run) -> None:
    lat = run.signup
    print(
        f"\nrun {run.number}: {run.entrants} signed up in {run.signup_seconds:.1f} s "
        f"({len(lat) / run.signup_seconds:.0f} clicks/s); their acknowledgement p50 "
        f"{1000 * percentile(lat, 50):.0f} ms, p99 {1000 * percentile(lat, 99):.0f} ms, max "
        f"{1000 * max(lat):.0f} ms; the start's confirmation acknowledged in "
        f"{1000 * run.start_ack:.0f} ms; {run.threads} threads; the bot paces its token's "
        f"requests at {run.pacing:.0f}/s"
    )
    refs = ", ".join(f"{r.seconds:.2f}" for r in run.references)
    print(
        f"reference: {REFERENCE_MESSAGES} posts at once by the bot's client (paced): median "
        f"{run.reference:.2f} s (each: {refs}; 429s: {sum(r.limited for r in run.references)}, "
        f"peak {max(r.peak for r in run.references)}/s)"
    )
    print(HEADER)
    for r in run.rounds:
        print(row_of(r, run.reference))
    print(row_of(median_round(run.rounds), run.reference, "median"))


def print_kinds(runs: Sequence[Run]) -> None:
    for what, kinds, per in (
        ("from each round due until the bot fell quiet", "kinds", "table started"),
        ("in the results (every game of a round but the last resigned)", "results_kinds", "game"),
    ):
        total: Counter[str] = Counter()
        games = 0
        for run in runs:
            for r in run.rounds:
                total.update(getattr(r, kinds))
                games += r.games - (kinds == "results_kinds")
        print(f"\nrequests with the bot's token {what}, all rounds ({games} of them):")
        for kind, count in total.most_common():
            print(f"  {count:>6}  {count / max(1, games):>5.2f} per {per}  {kind}")


def print_warnings(watch: LogWatch) -> None:
    if not watch.warnings:
        print("\nno WARNING logged")
        return
    print("\nWARNING records (in all; phases: logger: message, and the first as logged):")
    for key, count in sorted(watch.warnings.items()):
        phase, name, message = key
        print(f"  {count:>5}  [{phase}, {len(watch.windows[key])} of them] {name}: {message}")
        sample = watch.samples[key]
        if sample != message:
            print(f"         e.g. {sample}")


# -- main -----------------------------------------------------------------------------------


async def run_all(args: argparse.Namespace, watch: LogWatch) -> list[Run]:
    runs: list[Run] = []
    server = None
    if args.store == "postgres":
        from tests.support.postgres import ThrowawayPostgres, find_binaries

        bindir = find_binaries()
        if bindir is None:
            raise SystemExit("PostgreSQL's server is not installed (apt-get install postgresql)")
        durable = {"fsync": "on", "synchronous_commit": "on", "full_page_writes": "on"}
        server = ThrowawayPostgres(bindir, settings=durable, on_disk=True)
        await asyncio.to_thread(server.start)
    try:
        with tempfile.TemporaryDirectory(prefix="gin-tournament-") as tmp:
            for number in range(1, args.repeat + 1):
                print(f"\n=== run {number} of {args.repeat} ===", flush=True)
                database: Path | str = Path(tmp) / f"gin-{number}.sqlite3"
                if server is not None:
                    database = await server.fresh_database()
                run = await TournamentBench(args, number, database).run(watch)
                runs.append(run)
                print_run(run)
    finally:
        if server is not None:
            await asyncio.to_thread(server.stop)
    return runs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--members", type=int, default=256, help="entrants (default 256)")
    parser.add_argument("--rounds", type=int, default=8, help="Swiss rounds (default 8)")
    parser.add_argument("--repeat", type=int, default=1, metavar="N", help="runs (default 1)")
    parser.add_argument("--store", choices=["sqlite", "postgres"], default="sqlite")
    parser.add_argument("--target", type=int, default=10, help="the games' target (default 10)")
    parser.add_argument(
        "--signup-concurrency",
        type=int,
        default=16,
        help="members clicking Sign up at a time (default 16)",
    )
    parser.add_argument("--seed", type=int, default=1)
    args = parse_with_quick(parser, members=8, rounds=1)
    if args.members < 4 or args.rounds < 1 or args.repeat < 1 or args.signup_concurrency < 1:
        parser.error("--members >= 4, --rounds, --repeat and --signup-concurrency >= 1")
    tune_garbage_collector()  # as ``python -m bot`` does
    watch = LogWatch()
    root = logging.getLogger()
    root.addHandler(watch)
    root.setLevel(logging.WARNING)
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 1
    print(
        f"bench/tournament.py: python {platform.python_version()}, discord.py "
        f"{discord.__version__}, CPUs {os.cpu_count()} (usable {usable}); {args.members} "
        f"members, Swiss, {args.rounds} rounds, {args.store}, {args.repeat} run(s); the fake's "
        f"limits on: {GLOBAL_LIMIT}/s with the bot's token, {CHANNEL_EDITS[0]} edits per "
        f"{CHANNEL_EDITS[1]:g} s per channel"
    )
    began = time.perf_counter()
    failure = None
    runs: list[Run] = []
    try:
        runs = asyncio.run(run_all(args, watch))
    except Exception as exc:  # reported below, with the log's errors
        failure = exc
    print_warnings(watch)
    if watch.errors:
        print(f"\nERROR records logged: {len(watch.errors)}")
        for text in watch.errors[:10]:
            print("  " + text.replace("\n", "\n    "))
    if failure is not None or not runs:
        print(f"\nthe run failed: {type(failure).__name__}: {failure}")
        print(goal_line("a Swiss round of the tournament paired and started", False, "run failed"))
        return 1
    if len(runs) > 1:
        print(f"\n=== medians of {len(runs)} runs, per round ===")
        reference = statistics.median(r.reference for r in runs)
        print(f"reference: {reference:.2f} s (the median of the runs' medians)")
        print(HEADER)
        count = min(len(r.rounds) for r in runs)
        per_round = [median_round([run.rounds[i] for run in runs], i + 1) for i in range(count)]
        for r in per_round:
            print(row_of(r, reference))
        print(row_of(median_round(per_round), reference, "median"))
    else:
        per_round = runs[0].rounds
    print_kinds(runs)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\n{time.perf_counter() - began:.0f} s in all; peak RSS {peak:.0f} MiB")

    worst = max(r.pairing for r in per_round)
    worst_complete = max(r.complete for r in per_round)
    every = [r for run in runs for r in run.rounds]
    global_429 = sum(r.global_429 for r in every)
    channel_429 = sum(r.channel_429 for r in every)
    started = median_round(per_round).started
    reference = statistics.median(r.reference for r in runs)
    met = (
        worst < GOAL_PAIRING_NEARBY
        and worst_complete < GOAL_PAIRING
        and global_429 == 0
        and not watch.errors
        and all(len(run.rounds) == min(args.rounds, args.members - 1) for run in runs)
    )
    errors = f"; {len(watch.errors)} ERROR records" if watch.errors else ""
    what = (
        f"each Swiss round of {args.members} paired under {1000 * GOAL_PAIRING:.0f} ms "
        f"(the complete graph: worst round {1000 * worst_complete:.0f} ms) and under "
        f"{1000 * GOAL_PAIRING_NEARBY:.0f} ms with nearby score groups, the bot's default (in the "
        f"bot: worst round {1000 * worst:.1f} ms), and its {per_round[0].games} games started "
        f"with no 429 for the global limit ({global_429} in {len(every)} rounds; "
        f"{channel_429} for a channel's edits, not a goal; median start {started:.2f} s, "
        f"{started / reference:.2f}x the reference){errors}"
    )
    print(goal_line(what, met))
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
