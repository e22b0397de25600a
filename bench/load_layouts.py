"""The layouts: ``python bench/load.py --processes 1|2 [--store sqlite|postgres]`` and
``--metrics compare`` (their command line is ``bench/load.py``'s; this module runs the scenario).
Instead of the load's run (``bench/load.py``'s docstring: its references, phases and goal
line), the bot's layouts side by side, each a gin run of its own (a fresh fake, bots and
database; the same games and seed; no computer games unless ``--computer-games`` says so):

- ``--processes 2`` (PostgreSQL): one process on SQLite, one on PostgreSQL, two on PostgreSQL;
  ``--store postgres``: the first two; ``--processes 1 --store sqlite``: the first alone.
  ``--repeat N`` runs each N times, in turn, the order reversed every other round (a drift of
  a shared machine weighs on each alike); the goals take each layout's median.
- The servers: two, one on each of two shards (ids ``(GUILD_ORDINAL * 2 + n) << 22``; the
  fake sends a server's events and interactions to its shard's sessions only), the games dealt
  round them with their members and channels, so every layout has the same load. One process
  runs both shards; two processes run one each, as ``python -m bot run --shards 2 --cluster I
  --clusters 2`` (``bench/load_bot.py --shards 2 --cluster I --clusters 2``), each a child
  process of its own, started together; every layout waits for its bots' workers to have
  started before the set-up, and after the play for their last pictures and table edits.
- PostgreSQL: the machine's own server, started once for the run (``ThrowawayPostgres``, its
  folder on disk beside the SQLite file, fsync, synchronous_commit and full_page_writes on: as
  durable as the bot's SQLite, synchronous=FULL), a fresh database per gin run.
- CPU per interaction: user+sys over the play phase, from /proc, of each bot process, of its
  child processes (the picture workers, the computer's), and of the database server (the
  postmaster's whole tree, the backends gone included: their parent's cutime and cstime), per
  play interaction of the human games answered. The bench (the fake, the members) is not
  counted.
- REST: the fake counts every request, with the bot's token (what Discord's global limit of
  50 a second counts) or an interaction's (exempt), the most with the bot's token in one
  second, those past the global limit (counted as Discord does: a refused one counts for
  nothing), and the 429s. ``--discord-limits on`` has the fake refuse them too (its 429 says
  global, and discord.py holds every request while it lasts), as Discord does; off by
  default, so that the CPU and latencies are the bot's whole work. The bot paces itself below
  the limit (40 a second, each process its share), so neither should see one. A route's own
  limit (the 5 edits per 5 s of a channel's messages) is only counted: discord.py reads it
  from Discord's headers and waits, the fake sends none.

Their goals, each a line of its own at the end, ``goal: <goal> [<figures>] -> MET`` (or
``NOT MET``, or ``NOT MEASURED (<why>)``); exit status 1 if one is NOT MET:

- two processes' CPU per interaction, summed (the bot processes and their workers), at most
  1.1x one process's, both on PostgreSQL at the same load (with the database server: shown);
- at 1.5x the games where one process passes p99 100 ms, two processes keep p99 under 100 ms:
  with at least 4 usable CPUs (``--scaled-load auto``) a fourth layout, two processes at 1.5x
  ``--games``; with fewer, ``NOT MEASURED (needs 4 cores)`` (``--scaled-load on`` runs it all
  the same, its figures shown, the verdict still not measured);
- on one process, PostgreSQL's CPU per interaction (the bot and the database server) at most
  1.2x SQLite's (the bot alone: SQLite runs in its process), its p99 at most 10 ms worse;
- REST calls per acknowledged move, every layout, and no 429 at that load (none past Discord's
  global limit: the bot's pacing), with how stale the tables got beside it, its price;
- every acknowledged move committed, and no interaction unanswered, in every run.

The bot's metrics (``--metrics``): off by default, as a bot without ``GIN_METRICS_PORT``;
``on`` starts every bot process with it (a free port), its metrics read as a scrape every 15 s
(``bench/load_bot.py``). ``compare`` measures what they cost: a layouts run of one process
(``--store``, default SQLite) with the metrics off and with them on, in turn, ``--repeat``
times (default 5; the order reversed every other round), and for each round the ratio of the
bot process's own CPU per interaction, on over off (the workers, which count nothing, left
out). It prints the ratios, their median and spread, and ends with ``goal: metrics cost <= 3%
of the bot's CPU per interaction [...] -> MET`` (or ``NOT MET``): the median ratio at most
1.03.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import platform
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import discord
from common import goal_line, median, percentile
from load_bot import LogCounter, ms
from load_parts.fake import RestCount
from load_parts.gin import GinLoad
from load_parts.phase import Phase, run_phase, start_postgres
from load_parts.printers import print_checks, print_computer, print_logs, print_run
from load_parts.process import BotProcess
from load_parts.record import Layout
from load_parts.settings import (
    DISCORD_CHANNEL_EDITS,
    DISCORD_GLOBAL_LIMIT,
    GOAL_CLUSTER_CPU_RATIO,
    GOAL_METRICS_RATIO,
    GOAL_P99,
    GOAL_POSTGRES_CPU_RATIO,
    GOAL_POSTGRES_P99_WORSE,
    LAYOUT_SHARDS,
    SCALED_LOAD,
    SCALED_LOAD_CORES,
)
from load_parts.tables import table_delays

from bot.discord.client import tune_garbage_collector
from tests.support.postgres import ThrowawayPostgres, database_name


@dataclass
class LayoutRun:
    """What one gin run of a layout measured, for the layouts' goals."""

    layout: Layout
    interactions: int  # the human games' play interactions (moves and views), answered
    moves: int  # acknowledged
    seconds: float  # the play phase
    p50: float
    p99: float
    bots: list[float]  # each bot process's own CPU over the play phase (from /proc)
    workers: list[float]  # its child processes' (the picture workers, the computer's)
    db: float | None  # the database server's (PostgreSQL: the postmaster and its children)
    rest: RestCount  # over the play phase, until the fake fell quiet
    correct: bool  # every acknowledged move committed, every last table shown the stored one
    unanswered: int
    stale: list[float]  # each state's seconds from its commit to the table edit showing it

    @property
    def bot_cpu(self) -> float:
        """The bot's processes with their workers."""
        return sum(self.bots) + sum(self.workers)

    @property
    def total_cpu(self) -> float:
        """The bot's and its database server's (SQLite runs in the bot's process)."""
        return self.bot_cpu + (self.db or 0.0)

    def per_interaction(self, cpu: float) -> float:
        return cpu / max(self.interactions, 1)

    @property
    def rest_per_move(self) -> float:
        return (self.rest.bot + self.rest.interaction) / max(self.moves, 1)

    def stale_at(self, q: float) -> float:
        """The ``q`` percentile of :attr:`stale` (NaN: no state measured)."""
        return percentile(self.stale, q) if self.stale else float("nan")


def layouts_of(args: argparse.Namespace, scaled: bool) -> list[Layout]:
    """The layouts a run compares: the one asked for, and those its goals set it beside."""
    if args.metrics == "compare":  # one process, its metrics off and on
        return [Layout(1, args.store, LAYOUT_SHARDS, metrics=on) for on in (False, True)]
    sqlite = Layout(1, "sqlite", LAYOUT_SHARDS)
    postgres = Layout(1, "postgres", LAYOUT_SHARDS)
    if args.processes == 2:
        out = [sqlite, postgres, Layout(2, "postgres", LAYOUT_SHARDS)]
        if scaled:
            out.append(Layout(2, "postgres", LAYOUT_SHARDS, round(args.games * SCALED_LOAD)))
        return out
    return [sqlite, postgres] if args.store == "postgres" else [sqlite]


def layout_run(load: GinLoad, correct: bool) -> LayoutRun:
    play = [sample.latency for sample in load.rec.of("move", "view")]
    return LayoutRun(
        load.layout,
        len(play),
        len(load.rec.of("move")),
        load.play_seconds,
        percentile(play, 50) if play else float("inf"),
        percentile(play, 99) if play else float("inf"),
        [stats.cpu or 0.0 for stats in load.all_bot_stats],
        list(load.workers_cpu),
        load.db_cpu,
        load.rest,
        correct,
        sum(load.rec.lost.values()) + sum(load.crec.lost.values()),
        table_delays(load)[0],
    )


def print_layout_run(result: LayoutRun) -> None:
    """The figures the goals take from one run."""
    per = result.per_interaction
    each = "; ".join(
        f"process {i}: {ms(per(own))} + workers {ms(per(workers))}"
        for i, (own, workers) in enumerate(zip(result.bots, result.workers, strict=True))
    )
    db = f"; database server {ms(per(result.db))}" if result.db is not None else ""
    print(
        f"  CPU per interaction ({result.interactions:,} interactions, user+sys from /proc over "
        f"the play phase), ms: {each}{db}; in all {ms(per(result.total_cpu))}"
    )
    rest = result.rest
    print(
        f"  REST calls: {rest.bot:,} with the bot's token (at most {rest.peak} in one second; "
        f"Discord's global limit {DISCORD_GLOBAL_LIMIT}/s) + {rest.interaction:,} with "
        f"interactions' tokens = {result.rest_per_move:.2f} per acknowledged move "
        f"({result.moves:,}); past Discord's global limit: {rest.over_global}; answered 429: "
        f"{rest.limited}; channel edits past "
        f"{DISCORD_CHANNEL_EDITS[0]} per {DISCORD_CHANNEL_EDITS[1]:g} s: {rest.channel_bursts}"
    )


def print_layouts_table(results: dict[Layout, list[LayoutRun]]) -> None:
    print(
        "\nlayouts side by side (the median of each one's runs; CPU per interaction in ms, "
        "user+sys)"
    )
    header = (
        f"  {'layout':<34} {'runs':>4} {'rate':>7} {'p50 ms':>7} {'p99 ms':>7} {'bots':>6} "
        f"{'workers':>7} {'db':>6} {'all':>6} {'REST/move':>9} {'peak/s':>6} {'429':>4} "
        f"{'stale p50':>9} {'p99':>6}"
    )
    print(header)
    for layout, runs in results.items():

        def cell(value: Callable[[LayoutRun], float], runs: list[LayoutRun] = runs) -> float:
            return median([value(run) for run in runs])

        db = cell(lambda r: r.per_interaction(r.db or 0.0))
        print(
            f"  {layout.name:<34} {len(runs):>4} "
            f"{cell(lambda r: r.interactions / max(r.seconds, 1e-9)):>5.0f}/s "
            f"{ms(cell(lambda r: r.p50)):>7} {ms(cell(lambda r: r.p99)):>7} "
            f"{ms(cell(lambda r: r.per_interaction(sum(r.bots)))):>6} "
            f"{ms(cell(lambda r: r.per_interaction(sum(r.workers)))):>7} "
            f"{ms(db) if layout.store == 'postgres' else '-':>6} "
            f"{ms(cell(lambda r: r.per_interaction(r.total_cpu))):>6} "
            f"{cell(lambda r: r.rest_per_move):>9.2f} "
            f"{max(r.rest.peak for r in runs):>6} {sum(r.rest.limited for r in runs):>4} "
            f"{ms(cell(lambda r: r.stale_at(50))):>9} {ms(cell(lambda r: r.stale_at(99))):>6}"
        )


def layout_goals(
    args: argparse.Namespace, results: dict[Layout, list[LayoutRun]], usable: int
) -> list[tuple[str, bool | None, str]]:
    """Each goal the layouts run measures: its text with the figures, whether it is met (None:
    not measured) and why not measured."""

    def cpu(layout: Layout, total: bool = False) -> float:
        return median(
            [r.per_interaction(r.total_cpu if total else r.bot_cpu) for r in results[layout]]
        )

    def p99(layout: Layout) -> float:
        return median([r.p99 for r in results[layout]])

    sqlite = Layout(1, "sqlite", LAYOUT_SHARDS)
    one, two = Layout(1, "postgres", LAYOUT_SHARDS), Layout(2, "postgres", LAYOUT_SHARDS)
    runs = f"the median of {args.repeat} run{'s' if args.repeat > 1 else ''} each"
    goals: list[tuple[str, bool | None, str]] = []
    if two in results:
        ratio, with_db = cpu(two) / cpu(one), cpu(two, True) / cpu(one, True)
        goals.append(
            (
                f"two processes' CPU per interaction, summed, at most {GOAL_CLUSTER_CPU_RATIO:g}x "
                f"one process's (PostgreSQL, {args.games} games, the bot processes and their "
                f"workers) [one {ms(cpu(one))} ms, two {ms(cpu(two))} ms: {ratio:.2f}x; with the "
                f"database server {ms(cpu(one, True))} -> {ms(cpu(two, True))} ms: "
                f"{with_db:.2f}x; {runs}]",
                ratio <= GOAL_CLUSTER_CPU_RATIO,
                "",
            )
        )
        scaled = next((layout for layout in results if layout.games), None)
        games = round(args.games * SCALED_LOAD)
        text = (
            f"at {SCALED_LOAD:g}x the load where one process passes p99 "
            f"{GOAL_P99 * 1000:.0f} ms, two processes keep p99 under {GOAL_P99 * 1000:.0f} ms "
            f"({games} games against {args.games})"
        )
        if scaled is None:
            goals.append(
                (
                    f"{text} [not run: {usable} usable CPUs]",
                    None,
                    f"needs {SCALED_LOAD_CORES} cores",
                )
            )
        else:
            figures = (
                f"one process at {args.games} games p99 {ms(p99(one))} ms, two at {games} games "
                f"p99 {ms(p99(scaled))} ms; {runs}"
            )
            met: bool | None = None
            if usable < SCALED_LOAD_CORES:
                why = f"needs {SCALED_LOAD_CORES} cores"
                figures += f"; on {usable} usable CPUs, shown only"
            elif p99(one) >= GOAL_P99:
                why = f"one process fails p99 at {args.games} games: fewer --games"
            else:
                met, why = p99(scaled) < GOAL_P99, ""
            goals.append((f"{text} [{figures}]", met, why))
    if one in results:
        ratio = cpu(one, True) / cpu(sqlite, True)
        worse = p99(one) - p99(sqlite)
        goals.append(
            (
                f"on one process PostgreSQL's CPU per interaction (the bot and its database "
                f"server) at most {GOAL_POSTGRES_CPU_RATIO:g}x SQLite's and its p99 at most "
                f"{GOAL_POSTGRES_P99_WORSE * 1000:.0f} ms worse [CPU {ms(cpu(sqlite, True))} -> "
                f"{ms(cpu(one, True))} ms: {ratio:.2f}x; p99 {ms(p99(sqlite))} -> {ms(p99(one))} "
                f"ms: {worse * 1000:+.1f} ms; {runs}]",
                ratio <= GOAL_POSTGRES_CPU_RATIO and worse <= GOAL_POSTGRES_P99_WORSE,
                "",
            )
        )
    every = [run for layout_runs in results.values() for run in layout_runs]
    limited = sum(run.rest.limited for run in every)
    per_move = ", ".join(
        f"{layout.name} {median([r.rest_per_move for r in layout_runs]):.2f}"
        for layout, layout_runs in results.items()
    )
    peak = max(run.rest.peak for run in every)
    stale = ", ".join(
        f"{layout.name} p50 {ms(median([r.stale_at(50) for r in layout_runs]))} ms, p99 "
        f"{ms(median([r.stale_at(99) for r in layout_runs]))} ms"
        for layout, layout_runs in results.items()
    )
    over = sum(run.rest.over_global for run in every)
    bursts = sum(run.rest.channel_bursts for run in every)
    enforced = (
        "the fake refusing them"
        if args.discord_limits
        else "counted, not refused (the fake's limit off: --discord-limits on refuses them)"
    )
    goals.append(
        (
            f"REST calls per acknowledged move [{per_move}; at most {peak} with the bot's token "
            f"in one second] and no 429 at that load [{over} requests past Discord's global "
            f"{DISCORD_GLOBAL_LIMIT}/s with the bot's token, {enforced}; {limited} answered 429; "
            f"{bursts} channel edits past {DISCORD_CHANNEL_EDITS[0]} per "
            f"{DISCORD_CHANNEL_EDITS[1]:g} s, which discord.py waits for against Discord; the "
            f"price, a committed state to the table edit showing it: {stale}]",
            over == 0 and limited == 0,
            "",
        )
    )
    correct = all(run.correct for run in every)
    unanswered = sum(run.unanswered for run in every)
    goals.append(
        (
            f"every acknowledged move committed and no interaction unanswered, in every run "
            f"[{'yes' if correct else 'NO'}, {unanswered} unanswered]",
            correct and not unanswered,
            "",
        )
    )
    return goals


def metrics_goal(results: dict[Layout, list[LayoutRun]]) -> tuple[str, bool, str]:
    """``--metrics compare``: the bot process's own CPU per interaction with its metrics on
    over off, round by round (each round ran both, one after the other), their median and
    spread; the goal and its verdict."""
    by_metrics = {layout.metrics: runs for layout, runs in results.items()}
    off, on = by_metrics[False], by_metrics[True]

    def cpu(run: LayoutRun) -> float:
        return run.per_interaction(sum(run.bots))

    pairs = list(zip(on, off, strict=True))
    ratios = [cpu(with_) / cpu(without) for with_, without in pairs]
    ratio = median(ratios)
    print(
        "\nmetrics on/off: the bot process's own CPU per interaction (user+sys from /proc over "
        "the play phase), round by round: "
        + ", ".join(
            f"{ms(cpu(with_))}/{ms(cpu(without))} ms = {r:.3f}"
            for (with_, without), r in zip(pairs, ratios, strict=True)
        )
    )
    print(
        f"  median ratio {ratio:.3f}, spread {min(ratios):.3f}..{max(ratios):.3f} over "
        f"{len(ratios)} rounds (off median {ms(median([cpu(r) for r in off]))} ms, on median "
        f"{ms(median([cpu(r) for r in on]))} ms)"
    )
    text = (
        f"metrics cost <= {(GOAL_METRICS_RATIO - 1) * 100:.0f}% of the bot's CPU per interaction "
        f"[median on/off {ratio:.3f} over {len(ratios)} rounds, spread {min(ratios):.3f}.."
        f"{max(ratios):.3f}]"
    )
    return text, ratio <= GOAL_METRICS_RATIO, ""


async def run_layouts(args: argparse.Namespace) -> int:
    """``--processes`` / ``--store``: the layouts run one after another (a fresh fake, bots and
    database each, the same games and seed), ``--repeat`` times, and their goals."""
    tune_garbage_collector()
    counter = LogCounter()
    logging.getLogger().addHandler(counter)
    logging.getLogger().setLevel(logging.WARNING)
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 1
    scaled = args.processes == 2 and (
        args.scaled_load == "on" or (args.scaled_load == "auto" and usable >= SCALED_LOAD_CORES)
    )
    layouts = layouts_of(args, scaled)
    print(
        f"bench/load.py --processes {args.processes} --store {args.store}: python "
        f"{platform.python_version()}, discord.py {discord.__version__}, {platform.system()} "
        f"{platform.machine()}, CPUs {os.cpu_count()} (usable {usable})"
    )
    print(
        f"layouts, each run {args.repeat} time(s), in turn (reversed every other round, so "
        "that a drift of the machine weighs on each alike): "
        + "; ".join(layout.name for layout in layouts)
    )
    print(
        f"load: {args.games} games ({2 * args.games} members or so: --mix {args.mix}), think "
        f"{args.think:.2f} s mean, at most {args.moves} moves a game, time limit "
        f"{args.seconds:.0f} s, seed {args.seed}"
        + (f", {args.computer_games} computer games beside them" if args.computer_games else "")
    )
    print(
        f"servers: {LAYOUT_SHARDS}, one on each of {LAYOUT_SHARDS} shards (the fake routes each "
        "server's events and interactions to its shard's sessions), the games dealt round them; "
        "one process runs both shards, two processes one each (python -m bot run --shards 2 "
        "--cluster I --clusters 2), each bot a process of its own (bench/load_bot.py)"
    )
    print(
        "stores: SQLite as the bot opens it (WAL, synchronous=FULL) in a temporary folder; "
        "PostgreSQL the machine's own, a throwaway server (tests/support/postgres.py) with a "
        "real server's durability (fsync, synchronous_commit, full_page_writes on), its folder "
        "on the same disk, a fresh database per run"
    )
    print(
        f"Discord's rate limits: the requests with the bot's token past the global "
        f"{DISCORD_GLOBAL_LIMIT} a second (each a 429 from Discord) counted, "
        + ("refused by the fake (--discord-limits on)" if args.discord_limits else "not refused")
        + f"; the channel edits past {DISCORD_CHANNEL_EDITS[0]} per "
        f"{DISCORD_CHANNEL_EDITS[1]:g} s counted (discord.py waits for a route's limit, read from "
        "Discord's headers, which the fake does not send)"
    )
    print(
        "CPU per interaction: user+sys from /proc over the play phase, of each bot process, its "
        "child processes (the picture workers, the computer's) and the PostgreSQL server (the "
        "postmaster and every backend, those gone included), over the human games' play "
        "interactions answered; not the bench's (the fake and the members)"
    )
    results: dict[Layout, list[LayoutRun]] = {layout: [] for layout in layouts}
    children: list[tuple[str, BotProcess | None]] = []
    server: ThrowawayPostgres | None = None
    try:
        if any(layout.store == "postgres" for layout in layouts):
            server = await start_postgres()
            if server is None:
                return 2
        with tempfile.TemporaryDirectory(prefix="gin-load-") as tmp:
            for round_ in range(args.repeat):
                order = layouts if round_ % 2 == 0 else layouts[::-1]
                for layout in order:
                    phase = await run_layout(args, layout, Path(tmp), server, round_)
                    correct = print_checks(phase.load, phase.store_check, phase.sizes, phase.rss)
                    result = layout_run(phase.load, correct)
                    print_layout_run(result)
                    results[layout].append(result)
                    names = [f"{layout.name} #{round_ + 1}"]
                    if len(phase.load.children) > 1:
                        names = [f"{names[0]} p{i}" for i in range(len(phase.load.children))]
                    children += list(zip(names, phase.load.children, strict=True))
    finally:
        if server is not None:
            await asyncio.to_thread(server.stop)
    print_logs(counter, children)
    print_layouts_table(results)
    goals = layout_goals(args, results, usable)
    if args.metrics == "compare":
        goals.append(metrics_goal(results))
    print()
    for text, met, why in goals:
        print(goal_line(text, met, why))
    return 1 if any(met is False for _, met, _ in goals) else 0


async def run_layout(
    args: argparse.Namespace,
    layout: Layout,
    workdir: Path,
    server: ThrowawayPostgres | None,
    round_: int,
) -> Phase:
    """One gin run of ``layout`` (PostgreSQL: on a fresh database of ``server``, dropped
    after), its report printed."""
    url = None
    if layout.store == "postgres":
        assert server is not None
        url = await server.fresh_database()
    slug = f"{layout.processes}p-{layout.store}-{layout.games or args.games}-{round_}"
    if layout.metrics is not None:  # (each run its own database)
        slug += f"-metrics-{'on' if layout.metrics else 'off'}"
    print(f"\n=== {layout.name}: round {round_ + 1} of {args.repeat} ===")
    try:
        phase = await run_phase(
            args,
            workdir / slug,
            args.computer_games,
            main=False,
            layout=layout,
            database=url,
            db_server=server.postmaster_pid if url is not None and server is not None else None,
        )
    finally:
        if url is not None and server is not None:
            await server.drop_database(database_name(url))
    print_run(phase.load)
    if phase.load.cruns:
        print_computer(phase.load)
    return phase
