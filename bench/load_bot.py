"""The bot under load, in its own process: started by ``bench/load.py``, not by hand.

    python bench/load_bot.py --port PORT --token TOKEN [--kind gin|echo|same]
                             [--database FILE|URL] [--seed K]
                             [--tick S] [--computer-pause S] [--profile FILE] [--sample FILE]
                             [--shards N [--cluster I --clusters K]] [--metrics on|off]

It points discord.py at the fake Discord that ``bench/load.py`` serves on 127.0.0.1:PORT (the
two class attributes ``docs/fake-discord.md`` names), logs in with TOKEN (one of the real shape,
for the fake's bot user), calls
``bot.discord.client.tune_garbage_collector()`` as ``python -m bot`` does, and runs either the real
``GinBot`` (on the SQLite file ``--database``, or the PostgreSQL database it names as a
``postgresql://`` URL; seeded deals, timers parked for ``--tick`` seconds, the computer's pause
before each of its moves ``--computer-pause``, default the bot's own; with ``--shards N`` it is
cluster ``--cluster`` of ``--clusters`` over N shards, as ``python -m bot run --shards N
--cluster I --clusters K``, without the wait between two identifies; with ``--metrics on``
its metrics on, as with ``GIN_METRICS_PORT`` set, a free port, and read as a scrape every
:data:`SCRAPE_EVERY` seconds), the minimal echo bot
of the first reference, or the same-requests reference bot (``--kind same``,
:class:`SameRequestsBot`): for each click the requests a gin move makes, the interaction's
answer and an edit of a public "table" message, with the messages and pictures
``bench/load.py`` saw the gin bot send (``--sample``). Nothing of the fake is imported here: the
bot's process holds only the bot, as in production.

The gin bot's table service is watched by a :class:`ComputerProbe`, which only counts and times
(it changes no decision and no answer): the computer's moves committed, by game (the moves no
member's click acknowledges, for the parent's durability check), and each of the computer's
thinks, from handing the view to the worker process to the move coming back. A
:class:`PictureProbe` times each picture the bot asks of its picture workers (a hand's, a
table's: from the cache, or drawn in the worker), which a click's answer may wait for. A
:class:`TableProbe` times how stale the public tables get: from each committed state to the end
of the table edit that shows it (the price of pacing the bot's requests, ``bot.discord.pacing``).

Protocol with the parent, one line each way:

- stdout carries JSON lines only: ``{"ready": ...}`` once the bot is ready, and at the end
  ``{"report": ...}`` (what this process measured, the computer's moves and thinks included;
  see :func:`report`). Everything else the process might print goes to stderr.
- stdin carries commands: ``play`` starts the measurement window (loop lag, garbage-collector
  pauses, CPU, and cProfile with ``--profile``); ``stop``, the end of stdin (the parent closed
  it, or died) or SIGTERM/SIGINT close the bot cleanly (``GinBot.close`` flushes the store),
  write the report and exit 0.

The helpers the parent shares with this process (the loop-lag and garbage-collector probes,
the log counter, the echo bot) live here so that the child never imports the parent.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import copy
import cProfile
import gc
import hashlib
import io
import json
import logging
import os
import random
import re
import resource
import signal
import socket
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

# Run as a plain script from anywhere: the project is not installed.
import _repo  # noqa: F401  (the repository on the import path)
import discord
import discord.gateway
import discord.http
import prometheus_client
import yarl
from common import percentile
from discord import app_commands
from discord.ext import commands

from bot.config import Config
from bot.discord import uploads
from bot.discord.client import GinBot, tune_garbage_collector
from bot.discord.components import ControlRows
from bot.model import Shards
from bot.model.computer import is_computer
from bot.service import ComputerRunner

log = logging.getLogger("bench.load_bot")

READY_TIMEOUT = 60.0  # seconds for login, command sync and the gateway handshake
SCRAPE_EVERY = 15.0  # seconds between two reads of the metrics (Prometheus' default: 1 minute)
CLOSE_TIMEOUT = 30.0  # seconds for the bot to close (it waits for the store to flush)
# The gin bot is an AutoShardedBot, which discord.py does not derive from Bot.
AnyBot = commands.Bot | commands.AutoShardedBot

# --- helpers shared with bench/load.py --------------------------------------------------------


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f}"


def cpu_seconds() -> float:
    """User + system CPU of this process (all its threads)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def maxrss_bytes() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # KiB on Linux


def own_peak_rss_bytes() -> int:
    """This process's own peak RSS: Linux's VmHWM, of its memory since its exec. Not
    ``ru_maxrss``, which a child keeps from its parent across fork and exec (a bot started by
    a bench grown to 300 MiB reported 300 MiB)."""
    with contextlib.suppress(OSError, ValueError):
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024  # kB
    return maxrss_bytes()


class LoopLag:
    """Overshoot of a 10 ms sleep, sampled all run long: how late the loop runs callbacks."""

    def __init__(self, lags: Sequence[float] = ()) -> None:
        self.lags: list[float] = list(lags)
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.lags.clear()
        self._task = asyncio.create_task(self._run())

    async def _run(self) -> None:
        while True:
            start = time.perf_counter()
            await asyncio.sleep(0.01)
            self.lags.append(time.perf_counter() - start - 0.01)

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def summary(self) -> str:
        if not self.lags:
            return "n/a"
        lags = self.lags
        return (
            f"p50 {ms(percentile(lags, 50))} ms, p99 {ms(percentile(lags, 99))} ms, "
            f"max {ms(max(lags))} ms"
        )


class GcWatch:
    """Pauses of the cyclic garbage collector (gc.callbacks), by generation."""

    def __init__(
        self, pauses: Sequence[Sequence[float]] = (), freed: dict[int, int] | None = None
    ) -> None:
        self.pauses: list[tuple[int, float]] = [(int(g), float(p)) for g, p in pauses]
        self.freed: Counter[int] = Counter(freed or {})  # objects freed, by generation
        self._started = 0.0

    def _callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.pauses.append((info["generation"], time.perf_counter() - self._started))
            self.freed[info["generation"]] += info["collected"]

    def start(self) -> None:
        self.pauses.clear()
        self.freed.clear()
        gc.callbacks.append(self._callback)

    def stop(self) -> None:
        with contextlib.suppress(ValueError):
            gc.callbacks.remove(self._callback)

    def summary(self) -> str:
        if not self.pauses:
            return "no collections"
        total = sum(p for _, p in self.pauses)
        full = [p for g, p in self.pauses if g == 2]
        return (
            f"{len(self.pauses)} collections, {total:.2f} s in all, max pause "
            f"{ms(max(p for _, p in self.pauses))} ms; {len(full)} full (gen 2) taking "
            f"{sum(full):.2f} s; cyclic garbage freed: {sum(self.freed.values()):,} objects "
            f"({self.freed[2]:,} by full collections)"
        )


class LogCounter(logging.Handler):
    """Counts WARNING+ records; keeps a few to show."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.counts: Counter[str] = Counter()
        self.examples: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        key = f"{record.levelname} {record.name}: {record.msg}"
        self.counts[key] += 1
        if self.counts[key] == 1 and len(self.examples) < 8:
            exc = "" if record.exc_info is None else f" [{record.exc_info[1]!r}]"
            self.examples.append(f"{record.levelname} {record.name}: {record.getMessage()}{exc}")

    def errors(self) -> int:
        return sum(n for key, n in self.counts.items() if not key.startswith("WARNING"))


# --- the echo bot of reference 1 --------------------------------------------------------------


class EchoButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"echo:(?P<n>\d+)"):
    """Answers a click by editing its message to show the next button, and nothing else."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Next {n}", custom_id=f"echo:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> EchoButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.edit_message(
            content=f"count {self.n + 1}", view=echo_view(self.n + 1)
        )


def echo_view(n: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(EchoButton(n))
    return view


class EchoBot(commands.Bot):
    def __init__(self, **options: Any) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            help_command=None,
            **options,
        )

    async def setup_hook(self) -> None:
        self.add_dynamic_items(EchoButton)

        @app_commands.command(name="echo", description="A button that counts")
        async def echo(interaction: discord.Interaction[Any]) -> None:
            await interaction.response.send_message("count 0", view=echo_view(0), ephemeral=True)

        self.tree.add_command(echo)
        await self.tree.sync()


# --- the same-requests reference bot -----------------------------------------------------------

REF_TEMPLATE = r"ref:(?P<n>\d+):(?P<table>\d+)"


class RefButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=REF_TEMPLATE):
    """A click on the reference's private message: it answers as a gin move does (see
    :class:`SameRequestsBot`)."""

    def __init__(self, n: int, table: int) -> None:
        super().__init__(discord.ui.Button(label=f"Next {n}", custom_id=f"ref:{n}:{table}"))
        self.n, self.table = n, table

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> RefButton:
        return cls(int(match["n"]), int(match["table"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot = interaction.client
        assert isinstance(bot, SameRequestsBot)
        await bot.answer_click(interaction, self.n + 1, self.table)


class SameRequestsBot(commands.Bot):
    """The floor for the gin bot's CPU per click: for each click the same requests as a gin
    move, with nothing of gin behind them.

    A gin move answers its click by editing the member's private hand (an embed, its rows of
    controls and, pictures on, the hand's PNG: a multipart ``POST .../callback``), and the table
    publisher then edits the public table message (an embed, its buttons and the table's PNG: a
    multipart ``PATCH /channels/{cid}/messages/{mid}``). This bot does exactly that for every
    click, with the embeds, the rows and the PNG bytes of a hand and a table the gin bot sent in
    the same run (``sample``: chosen by ``bench/load.py``, the picture of median size), the
    controls sent as plain rows and the files as one buffer as the gin bot does
    (``ControlRows``, ``bot.discord.uploads``). ``/ref`` posts the table message in the
    member's channel and answers with the private message whose button (the hand's first
    button, its custom id replaced) the member then clicks."""

    def __init__(self, sample: dict[str, Any], **options: Any) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            help_command=None,
            **options,
        )
        self.sample = sample
        self.pngs = {
            kind: base64.b64decode(part["png"]) if part.get("png") else None
            for kind, part in sample.items()
        }

    async def setup_hook(self) -> None:
        uploads.install()  # as GinBot.setup_hook: a picture's upload sent as one buffer
        self.add_dynamic_items(RefButton)

        @app_commands.command(name="ref", description="A table and a private message")
        async def ref(interaction: discord.Interaction[Any]) -> None:
            assert interaction.channel_id is not None
            channel = self.get_partial_messageable(interaction.channel_id)
            files = self.files("table")
            table = await channel.send(
                embed=self.embed("table"),
                view=self.rows("table"),
                # discord.py's overloads of send() omit the files=None its signature takes
                files=files or None,  # type: ignore[arg-type]
            )
            await interaction.response.send_message(
                embed=self.embed("hand"),
                view=self.rows("hand", f"ref:0:{table.id}"),
                ephemeral=True,
                files=self.files("hand") or discord.utils.MISSING,
            )

        self.tree.add_command(ref)
        await self.tree.sync()

    def embed(self, kind: str) -> discord.Embed:
        return discord.Embed.from_dict(copy.deepcopy(self.sample[kind]["embed"]))

    def rows(self, kind: str, custom_id: str | None = None) -> ControlRows:
        """The sample's rows of controls; with ``custom_id``, the first button's replaced by it
        (the one the member clicks), or a row of its own if the sample has no button."""
        rows = copy.deepcopy(self.sample[kind]["components"])
        if custom_id is not None:
            buttons = [c for row in rows for c in row.get("components", []) if c["type"] == 2]
            if buttons:
                buttons[0]["custom_id"] = custom_id
            else:
                button = {"type": 2, "style": 2, "label": "Next", "custom_id": custom_id}
                rows = [*rows[:4], {"type": 1, "components": [button]}]
        return ControlRows(rows)

    def files(self, kind: str) -> list[discord.File]:
        png = self.pngs.get(kind)
        if png is None:
            return []  # pictures off: the gin bot's edits then take any picture off
        part = self.sample[kind]
        return [discord.File(io.BytesIO(png), filename=part["filename"], description=part["alt"])]

    async def answer_click(self, interaction: discord.Interaction[Any], n: int, table: int) -> None:
        try:
            await interaction.response.edit_message(
                embed=self.embed("hand"),
                view=self.rows("hand", f"ref:{n}:{table}"),
                attachments=self.files("hand"),
            )
        except discord.NotFound as exc:
            if exc.code != 10062:  # Unknown interaction: answered after Discord's 3 s
                raise
            # As the gin bot's clicks cog says it (a warning, not an error); no table edit.
            log.warning("the answer to a click came too late")
            return
        assert interaction.channel_id is not None
        channel = self.get_partial_messageable(interaction.channel_id)
        await channel.get_partial_message(table).edit(
            embed=self.embed("table"), view=self.rows("table"), attachments=self.files("table")
        )


# --- what the computer did (gin bot) -----------------------------------------------------------


class ComputerProbe:
    """Counts and times the computer's turns in the bot's process; installed on the bot's
    ``TableService`` before any game starts (:meth:`install`).

    - moves: each call of ``TableService.act`` for a computer seat (the service's own turns,
      ``_play_computer``) is an attempt; one that returns is committed, one that raises (the
      table moved on, or the save failed: nothing saved) failed; the rest (cancelled when the
      bot closed, mid-save) are unknown, as a member's click never answered. (A turn timer
      running out also saves and then raises; the bench's timers are parked, so none does.)
    - thinks: the thinker is a :class:`TimedRunner` (a ``ComputerRunner``, so the bot still
      shuts its worker down) timing each decision from submitting the view to the worker
      process to the move back in the bot's loop (``round trip``: queueing behind other games'
      decisions included). With one worker, first in first out, the worker's share of a
      decision is ``answer - max(submitted, previous answer)`` (``busy``; it includes the
      pickling both ways and the loop's lag in noticing the answer). A think that starts the
      worker process (the first, or after the worker died) is kept apart (``cold``)."""

    def __init__(self) -> None:
        self.attempts: Counter[int] = Counter()
        self.committed: Counter[int] = Counter()
        self.failed: Counter[int] = Counter()
        self.thinks: list[tuple[float, float, float]] = []  # (submitted, round trip, busy)
        self.cold: list[float] = []  # round trips that started the worker process
        self._last_answer = 0.0

    def install(self, service: Any) -> None:
        # The bot hands its service the probe's runner (ProbedGinBot), which it starts and closes.
        if not isinstance(getattr(service, "computer", None), TimedRunner):
            raise RuntimeError("TableService.computer is not a TimedRunner: update ComputerProbe")
        act = service.act

        async def counted_act(game_id: int, user_id: int, *args: Any, **kwargs: Any) -> Any:
            if not is_computer(user_id):
                return await act(game_id, user_id, *args, **kwargs)
            self.attempts[game_id] += 1
            try:
                table = await act(game_id, user_id, *args, **kwargs)
            except Exception:
                self.failed[game_id] += 1
                raise
            self.committed[game_id] += 1
            return table

        service.act = counted_act  # the cog's clicks and the service's own turns look it up

    def answered(self, submitted: float, answered: float, cold: bool) -> None:
        busy = answered - max(submitted, self._last_answer)
        self._last_answer = answered
        if cold:
            self.cold.append(answered - submitted)
        else:
            self.thinks.append((submitted, answered - submitted, busy))

    def report(self, since: float) -> dict[str, Any]:
        """JSON-able; think times relative to ``since`` (the measurement window's start)."""
        return {
            "attempts": {str(k): n for k, n in self.attempts.items()},
            "committed": {str(k): n for k, n in self.committed.items()},
            "failed": {str(k): n for k, n in self.failed.items()},
            "thinks": [[at - since, trip, busy] for at, trip, busy in self.thinks],
            "cold": self.cold,
        }


class TimedRunner(ComputerRunner):
    """The bot's own thinker (one spawned worker process), timed for :class:`ComputerProbe`."""

    def __init__(self, probe: ComputerProbe) -> None:
        super().__init__()
        self.probe = probe

    async def __call__(self, *args: Any) -> Any:
        cold = self._pool is None  # this think starts the worker process (spawn, imports)
        submitted = time.perf_counter()
        try:
            return await super().__call__(*args)
        finally:
            self.probe.answered(submitted, time.perf_counter(), cold)


def digest(png: bytes) -> str:
    """A picture's fingerprint, to match the pictures the bot drew with those the fake got."""
    return hashlib.blake2b(png, digest_size=8).hexdigest()


class PictureProbe:
    """Times each picture the bot asks of its :class:`~bot.pictures.workers.PictureWorkers`
    (``picture``: done at once from the bot's cache, else when a worker process has drawn it),
    by kind of scene; and notes each picture a worker drew (a drawing asked for the first
    time, not from the cache; not one dropped before a worker took it), with its
    :func:`digest`. Installed on the house's workers once they are started. It only times and
    counts: the same call, the same future."""

    def __init__(self) -> None:
        self.renders: list[tuple[str, float, float]] = []  # (scene kind, asked at, seconds)
        self.drawn: list[tuple[str, float, str]] = []  # (scene kind, asked at, digest)
        self._seen: set[Any] = set()  # drawings under way, each noted once

    def install(self, workers: Any) -> None:
        if not callable(getattr(workers, "picture", None)):
            raise RuntimeError("PictureWorkers.picture is gone: update PictureProbe")
        picture = workers.picture

        def timed(scene: Any, *args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            kind = "hand" if type(scene).__name__.startswith("Hand") else "table"
            drawing = picture(scene, *args, **kwargs)

            def done(_: Any) -> None:
                self.renders.append((kind, started, time.perf_counter() - started))

            if not drawing.done() and drawing not in self._seen:
                self._seen.add(drawing)
                drawing.add_done_callback(lambda _: self._drew(kind, started, drawing))
            drawing.add_done_callback(done)
            return drawing

        workers.picture = timed  # render and PictureFiles look it up on each picture

    def _drew(self, kind: str, asked: float, drawing: Any) -> None:
        self._seen.discard(drawing)
        if not drawing.cancelled() and drawing.exception() is None:
            self.drawn.append((kind, asked, digest(drawing.result())))

    def report(self, since: float) -> list[list[Any]]:
        """JSON-able: [kind, asked at (relative to ``since``), seconds] for each."""
        return [[kind, at - since, seconds] for kind, at, seconds in self.renders]

    def drawn_report(self, since: float) -> list[list[Any]]:
        """JSON-able: [kind, asked at (relative to ``since``), digest] of each drawn."""
        return [[kind, at - since, png] for kind, at, png in self.drawn]


class TableProbe:
    """How stale the public tables get, in the bot's process: for each state the table
    publisher is handed (``schedule``: each commit's event, just after the commit), the time to
    the end of the table edit that shows it or a newer state (``_publish`` returned: Discord
    answered). A state an interaction's own answer drew (``mark_shown``: an Accept, ``/gin
    table``) was never waited for and is not counted. Installed on the house's publisher once
    it is built; it only times (the same calls, the same arguments)."""

    def __init__(self) -> None:
        self.delays: list[tuple[float, float]] = []  # (committed at, seconds to the edit)
        self._waiting: dict[int, dict[int, float]] = {}  # game -> version -> committed at
        self._shown: dict[int, int] = {}  # game -> the newest version shown

    def install(self, publisher: Any) -> None:
        for name in ("schedule", "mark_shown", "_publish"):
            if not callable(getattr(publisher, name, None)):
                raise RuntimeError(f"TablePublisher.{name} is gone: update TableProbe")
        schedule, mark_shown, publish = (
            publisher.schedule,
            publisher.mark_shown,
            publisher._publish,
        )

        def timed_schedule(table: Any, *args: Any, **kwargs: Any) -> Any:
            if table.version > self._shown.get(table.id, -1):
                self._waiting.setdefault(table.id, {}).setdefault(
                    table.version, time.perf_counter()
                )
            return schedule(table, *args, **kwargs)

        def timed_mark_shown(table: Any, *args: Any, **kwargs: Any) -> Any:
            self._seen(table, None)
            return mark_shown(table, *args, **kwargs)

        async def timed_publish(table: Any, *args: Any, **kwargs: Any) -> Any:
            result = await publish(table, *args, **kwargs)
            self._seen(table, time.perf_counter())
            return result

        # The house and the publisher's own editors look each of them up on every call.
        publisher.schedule = timed_schedule
        publisher.mark_shown = timed_mark_shown
        publisher._publish = timed_publish

    def _seen(self, table: Any, at: float | None) -> None:
        """``table`` is shown (by an edit that ended ``at``; None: by an interaction's answer)."""
        self._shown[table.id] = max(self._shown.get(table.id, -1), table.version)
        waiting = self._waiting.get(table.id)
        for version in [v for v in waiting or () if v <= table.version]:
            committed = waiting.pop(version)  # type: ignore[union-attr]
            if at is not None:
                self.delays.append((committed, at - committed))

    def report(self, since: float) -> dict[str, Any]:
        """JSON-able: each state's [committed at (relative to ``since``), seconds to its edit],
        and the states no edit showed by the end."""
        return {
            "delays": [[at - since, seconds] for at, seconds in self.delays],
            "never_shown": sum(len(versions) for versions in self._waiting.values()),
        }


class ProbedGinBot(GinBot):
    """The real ``GinBot``, with a :class:`ComputerProbe` on its table service, a
    :class:`PictureProbe` on its picture workers and a :class:`TableProbe` on its table
    publisher."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.probe = ComputerProbe()
        self.picture_probe = PictureProbe()
        self.table_probe = TableProbe()
        self.computer = TimedRunner(self.probe)

    async def setup_hook(self) -> None:
        await super().setup_hook()
        assert self.house is not None  # GinBot.setup_hook built it
        self.probe.install(self.service)
        self.picture_probe.install(self.house.pictures)
        self.table_probe.install(self.house.publisher)


# --- the child process ------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def scrape(client: Any) -> None:
    """Read the bot's metrics as a monitor's scrape does (their text), every SCRAPE_EVERY s."""
    while True:
        await asyncio.sleep(SCRAPE_EVERY)
        prometheus_client.generate_latest(client.metrics.exposition())


def point_discord_at(port: int) -> None:
    """What ``FakeDiscord.install`` does, for a server in another process."""
    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/gateway")


class Window:
    """The measurement window the parent opens with ``play`` and closes with ``stop``."""

    def __init__(self, profile_to: str | None) -> None:
        self.lag = LoopLag()
        self.gc = GcWatch()
        self.profile_to = profile_to
        self.profile: cProfile.Profile | None = None
        self.cpu_start = self.cpu_end = 0.0
        self.started = self.ended = 0.0
        self.open = False

    def begin(self) -> None:
        if self.open:
            return
        self.open = True
        self.lag.start()
        self.gc.start()
        self.started, self.cpu_start = time.perf_counter(), cpu_seconds()
        if self.profile_to:
            self.profile = cProfile.Profile()
            self.profile.enable()

    def end(self) -> None:
        if not self.open:
            return
        self.open = False
        if self.profile is not None:
            self.profile.disable()
        self.ended, self.cpu_end = time.perf_counter(), cpu_seconds()
        self.lag.stop()
        self.gc.stop()
        if self.profile is not None and self.profile_to:
            self.profile.dump_stats(self.profile_to)


async def read_commands(window: Window, stop: asyncio.Event) -> None:
    """``play`` opens the window; ``stop`` or the end of stdin asks the bot to close."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    while True:
        raw = await reader.readline()
        if not raw:  # end of stdin: the parent closed it, or is gone
            stop.set()
            return
        line = raw.decode().strip()
        if line == "play":
            window.begin()
        elif line == "stop":
            stop.set()
            return


async def run_client(client: AnyBot, token: str, out: TextIO, window: Window) -> float:
    """Log in, connect, say ``ready``, serve until told to stop, close; the seconds closing took.

    The same order as the fake Discord's ``start_bot`` (docs/fake-discord.md: login, then connect,
    then wait until ready); ``Client.start`` is login + connect, so this is how ``python -m
    bot`` runs too, with a way to be told to stop."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    commands_task = asyncio.create_task(read_commands(window, stop))
    await client.login(token)
    connect = asyncio.create_task(client.connect(), name="connect")
    ready = asyncio.create_task(client.wait_until_ready())
    done, _ = await asyncio.wait(
        {connect, ready}, timeout=READY_TIMEOUT, return_when=asyncio.FIRST_COMPLETED
    )
    if ready not in done:
        ready.cancel()
        if connect in done:
            connect.result()  # raise what connect() raised
        raise TimeoutError(f"not ready after {READY_TIMEOUT} s")
    print(json.dumps({"ready": True, "pid": os.getpid()}), file=out, flush=True)
    stopping = asyncio.create_task(stop.wait())
    await asyncio.wait({connect, stopping}, return_when=asyncio.FIRST_COMPLETED)
    window.end()
    started = time.perf_counter()
    try:
        await client.close()  # GinBot.close: cogs unloaded (publisher drained), store closed
        await asyncio.wait_for(connect, CLOSE_TIMEOUT)
    finally:
        stopping.cancel()
        commands_task.cancel()
    return time.perf_counter() - started


def report(
    window: Window,
    counter: LogCounter,
    closing: float,
    kind: str,
    probe: ComputerProbe | None = None,
    pictures: PictureProbe | None = None,
    tables: TableProbe | None = None,
) -> dict[str, Any]:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return {
        "kind": kind,
        "pid": os.getpid(),
        "window_seconds": window.ended - window.started,
        "window_cpu": window.cpu_end - window.cpu_start,
        "cpu_user": usage.ru_utime,
        "cpu_sys": usage.ru_stime,
        "maxrss": own_peak_rss_bytes(),
        "lags": window.lag.lags,
        "gc_pauses": window.gc.pauses,
        "gc_freed": dict(window.gc.freed),
        "log_counts": dict(counter.counts),
        "log_examples": counter.examples,
        "errors": counter.errors(),
        "closing_seconds": closing,
        "profile": window.profile_to if window.profile is not None else None,
        "computer": probe.report(window.started) if probe is not None else None,
        "pictures": pictures.report(window.started) if pictures is not None else None,
        "drawn": pictures.drawn_report(window.started) if pictures is not None else None,
        "tables": tables.report(window.started) if tables is not None else None,
    }


async def serve(args: argparse.Namespace, out: TextIO) -> dict[str, Any]:
    counter = LogCounter()
    logging.getLogger().addHandler(counter)
    logging.getLogger().setLevel(logging.WARNING)
    point_discord_at(args.port)
    window = Window(args.profile)
    # guild_ready_timeout: discord.py would wait 2 s after the last GUILD_CREATE; only the
    # start-up is shorter (tests/support/fakediscord start_bot does the same).
    client: AnyBot
    probe: ComputerProbe | None = None
    picture_probe: PictureProbe | None = None
    table_probe: TableProbe | None = None
    if args.kind == "gin":
        seed = args.seed
        options: dict[str, Any] = {}
        if args.computer_pause is not None:
            options["computer_pause"] = args.computer_pause
        if args.shards is not None:
            # The fake does not enforce Discord's 5 s between identifies: the start-up need not
            # wait for it (bench/load.py measures the play, not the start).
            options["shards"] = Shards.of_cluster(args.shards, args.cluster, args.clusters)
            options["identify_window"] = 0.0
        database: Path | str = args.database
        if not args.database.startswith(("postgresql://", "postgres://")):
            database = Path(args.database)
        # GIN_METRICS_PORT: a port free now (the setting's port plus the cluster's is served).
        port = free_port() - args.cluster if args.metrics == "on" else None
        client = gin = ProbedGinBot(
            Config(token=args.token, database=database, metrics_port=port),
            rng_for=lambda game_id: random.Random(f"{seed}:{game_id}"),
            tick_seconds=args.tick,
            guild_ready_timeout=0.05,
            **options,
        )
        probe, picture_probe, table_probe = gin.probe, gin.picture_probe, gin.table_probe
    elif args.kind == "same":
        sample = json.loads(Path(args.sample).read_text(encoding="utf-8"))
        client = SameRequestsBot(sample, guild_ready_timeout=0.05)
    else:
        client = EchoBot(guild_ready_timeout=0.05)
    # As ``python -m bot``: enter the client (closed on the way out whatever happens), then
    # tune the collector, then start.
    async with client:
        tune_garbage_collector()
        scraping = asyncio.create_task(scrape(client)) if args.metrics == "on" else None
        try:
            closing = await run_client(client, args.token, out, window)
        finally:
            if scraping is not None:
                scraping.cancel()
    return report(window, counter, closing, args.kind, probe, picture_probe, table_probe)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The bot half of bench/load.py (see there).")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument(
        "--token", required=True, help="the fake's bot token (bench/load.py makes it)"
    )
    parser.add_argument("--kind", choices=("gin", "echo", "same"), default="gin")
    parser.add_argument("--database", default="")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tick", type=float, default=24 * 3600.0)
    parser.add_argument("--computer-pause", type=float, default=None, metavar="S")
    parser.add_argument("--profile", default=None, metavar="FILE")
    parser.add_argument(
        "--sample", default="", metavar="FILE", help="the same-requests bot's messages (JSON)"
    )
    parser.add_argument(
        "--shards", type=int, default=None, metavar="N", help="the shard count (default: none)"
    )
    parser.add_argument("--cluster", type=int, default=0, metavar="I", help="from 0")
    parser.add_argument("--clusters", type=int, default=1, metavar="K")
    parser.add_argument("--metrics", choices=("on", "off"), default="off")
    args = parser.parse_args(argv)
    if args.kind == "gin" and not args.database:
        parser.error("--database is required for the gin bot")
    if args.kind == "same" and not args.sample:
        parser.error("--sample is required for the same-requests bot")
    # stdout is the protocol channel: keep it for JSON lines, send anything else to stderr.
    out = os.fdopen(os.dup(sys.stdout.fileno()), "w")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    result = asyncio.run(serve(args, out))
    with contextlib.suppress(BrokenPipeError):  # the parent is gone: no one to report to
        print(json.dumps({"report": result}), file=out, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
