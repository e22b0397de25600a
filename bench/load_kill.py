"""One of two processes killed: ``python bench/load.py --kill-one`` (its command line is
``bench/load.py``'s; this module runs the scenario). The layouts' two processes (clusters 0 and 1
of 2, a shard each, their servers and games as in ``bench/load_layouts.py``) on one PostgreSQL
database (the same durable throwaway server; a fresh fake, database and processes each round),
under a steady load:
``--games`` (default 60, 30 a process: each bot well under a core, its CPU shown; ``--mix``
dealt in turn gives cluster 0 the heads-up and three-player tables and cluster 1 the heads-up
and four-player ones, so cluster 1 answers more), played to 1000 points so that none ends, and
not capped at ``--moves``. Each round:

1. ``--warmup`` seconds of play (default 20: the hands opened, the first burst over);
2. the minute before the kill (``--window``, default 60 s; shorter only for a quick try);
3. ``kill -9`` of cluster 1: SIGKILL to its process once a move of its members is in flight
   (waited for at most 5 s), so that it dies mid-game and mid-move. Its worker processes (the
   pictures', the resource tracker) end by themselves when their pipes to it close: checked at
   the restart, any still running is named and ended;
4. ``--downtime`` seconds down (default 8). A member of cluster 1 whose interaction went to
   the killed process alone (in flight at the kill, or sent while no process ran its shard)
   gets no answer (Discord's "This interaction failed"): counted apart, not as unanswered; it
   waits 1 s and goes on from a Refresh (a move the killed process had counts as one nobody
   knows the fate of);
5. the restart, within the minute after the kill (``--downtime`` of a minute or more: after
   it): a new process of cluster 1, the same command; it takes its shard's lease, loads its
   games, connects, redraws its tables;
6. the rest of the minute after the kill; then, at most 60 s after the restart, until every
   table of cluster 1 has made an acknowledged move. The play ends, the bots are stopped, the
   database is read.

Measured in each round: cluster 0's players' acknowledgement latency (dispatched -> callback, as
in ``bench/load.py``) in the minute before the kill and the minute after, by the time each
interaction was dispatched: n, p50, p90, p99, max side by side, the difference, p99 by 10 s;
cluster 1's, for reference; cluster 1's return: its new process's time to ready, and for each of
its tables, from the exec, the first interaction answered and the first acknowledged move (the
members' pause and think included); the interactions the kill left unanswered; the CPU of each
bot with its workers, of the database server and of the bench over each minute (a share of one
core, from /proc), and what the rest of the machine used meanwhile (``/proc/stat``'s busy time
less ours: on a shared machine a neighbour's job moves a minute's p99 more than anything here,
and the restart's start-up, in the minute after, competes with cluster 0 for the same cores);
and every acknowledged move looked up in its stored game at the place it was made (the game, the
hand's version ``<deal>.<step>``, the move's notation: ``bench/acked_moves.py``, the check
``bench/faults.py`` makes), beside the layouts' check of stored versions and tables.
``--repeat N`` runs N rounds; the rounds are shown side by side with their medians.

Its goal, the last line: ``goal: cluster 0's p99 in the minute after cluster 1's kill -9 within
20 ms of the minute before, its games resumed, no acknowledged move lost -> MET`` (or ``-> NOT
MET (<what failed>)``): the median over the rounds of p99 after less p99 before at most +20 ms
(a p99 lower after is no failure: the isolation is the point); in every round every table of
cluster 1 made an acknowledged move after the restart, within 60 s of it; no acknowledged move
lost in any round. Exit status 0 when met, 1 if not (2: no PostgreSQL server installed).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import platform
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import discord
from acked_moves import AckedMove, lost_moves
from common import goal_line, median, percentile
from common.procs import end_orphans, family_of, machine_busy_seconds, tree_cpu_seconds
from load_bot import LogCounter, cpu_seconds, ms
from load_parts.gin import GinLoad
from load_parts.phase import start_postgres
from load_parts.printers import loadavg_text, print_logs, print_setup
from load_parts.process import BotProcess
from load_parts.record import Layout, Outage, Sample, latency_header, latency_row
from load_parts.settings import (
    ANSWER_TIMEOUT,
    CUT_RETRY,
    GOAL_KILL_P99_WORSE,
    KILL_AIM,
    KILL_MINUTE,
    KILL_TARGET,
    KILLED,
    LAYOUT_SHARDS,
    RESUME_LIMIT,
)

from bot.discord.client import tune_garbage_collector
from tests.support.postgres import ThrowawayPostgres, database_name


async def sleep_until(moment: float) -> None:
    await asyncio.sleep(max(0.0, moment - time.perf_counter()))


@dataclass(frozen=True)
class CpuSnapshot:
    """CPU seconds so far (user+sys, from /proc) of each bot process with its workers, of the
    database server (the postmaster's tree), and of the bench process."""

    at: float  # perf_counter
    bots: tuple[float | None, ...]
    db: float | None
    bench: float
    machine: float | None  # every CPU's busy time (/proc/stat: all but idle and iowait)

    @classmethod
    def take(cls, load: GinLoad) -> CpuSnapshot:
        bots = tuple(
            tree_cpu_seconds(child.pid) if child.pid is not None else None
            for child in load.children
        )
        db = tree_cpu_seconds(load.db_server) if load.db_server is not None else None
        return cls(time.perf_counter(), bots, db, cpu_seconds(), machine_busy_seconds())


def others_share(first: CpuSnapshot, last: CpuSnapshot, ours: Sequence[float | None]) -> str:
    """What the rest of the machine (other people's processes) used between two snapshots, in
    cores: ``ours`` (our processes' CPU seconds meanwhile) taken from the machine's."""
    if first.machine is None or last.machine is None or last.at <= first.at:
        return "n/a"
    if any(cpu is None for cpu in ours):
        return "n/a"
    rest = (last.machine - first.machine) - sum(cpu or 0.0 for cpu in ours)
    return f"{max(rest, 0.0) / (last.at - first.at):.2f} of {os.cpu_count()} cores"


def delta(before: float | None, after: float | None) -> float | None:
    return None if before is None or after is None else after - before


def core_share(before: float | None, after: float | None, seconds: float) -> str:
    """CPU seconds over ``seconds`` as a share of one core."""
    if before is None or after is None or seconds <= 0:
        return "n/a"
    return f"{100 * (after - before) / seconds:.0f}%"


@dataclass
class KillRound:
    """One round of --kill-one: the kill, the restart, and what the members and the database
    then showed. Times are the bench's perf_counter."""

    number: int
    window: float = KILL_MINUTE  # seconds measured before the kill, and after it
    killed_at: float = 0.0
    restarted_at: float = 0.0  # the new process's exec
    ready_at: float = 0.0  # it said ready: logged in, its games loaded, its shard connected
    victim_pid: int | None = None
    fresh_pid: int | None = None
    restart_failure: str = ""  # the restart's error, if it never became ready
    in_flight: dict[str, int] = field(default_factory=dict)  # cluster 1's, at the kill
    playing: list[int] = field(default_factory=list)  # cluster 1's games in play at the kill
    family: int = 0  # the killed process's worker processes
    orphans: list[int] = field(default_factory=list)  # of those, still running at the restart
    cpu: list[CpuSnapshot] = field(default_factory=list)  # the minute before, the kill, after
    # From the members, once the play is over:
    before: list[Sample] = field(default_factory=list)  # cluster 0's, the minute before
    after: list[Sample] = field(default_factory=list)  # cluster 0's, the minute after
    killed_before: list[Sample] = field(default_factory=list)  # cluster 1's, the minute before
    killed_after: list[Sample] = field(default_factory=list)  # cluster 1's, restart -> minute
    answered_again: dict[int, float] = field(default_factory=dict)  # game -> s from the exec
    moved_again: dict[int, float] = field(default_factory=dict)  # game -> s from the exec
    acked: int = 0
    lost: list[AckedMove] = field(default_factory=list)
    store_check: tuple[int, list[str]] = (0, [])
    games: int = 0

    def p(self, samples: Sequence[Sample], q: float) -> float:
        return percentile([s.latency for s in samples], q) if samples else float("inf")

    @property
    def worse(self) -> float:
        """Cluster 0's p99, the minute after the kill less the minute before."""
        return self.p(self.after, 99) - self.p(self.before, 99)

    @property
    def resumed(self) -> bool:
        return bool(self.playing) and len(self.moved_again) == len(self.playing)

    @property
    def resume_seconds(self) -> float:
        """From the restart's exec until every table of cluster 1 had answered again."""
        if len(self.answered_again) < len(self.playing) or not self.playing:
            return float("inf")
        return max(self.answered_again.values())


async def kill_one(load: GinLoad, args: argparse.Namespace, record: KillRound) -> None:
    """The plot of a --kill-one round, beside the members: warm-up, the minute before, SIGKILL
    to cluster 1 (waiting, at most KILL_AIM s, for a move of its members to be in flight),
    ``--downtime`` seconds down, the restart (a new process, the same cluster and database),
    the minute after; then, at most RESUME_LIMIT s after the restart, until every table of
    cluster 1 has made a move again. Ends the play."""
    begin = load.play_started + args.warmup
    await sleep_until(begin)
    record.cpu.append(CpuSnapshot.take(load))
    await sleep_until(begin + args.window)
    aim = time.perf_counter() + KILL_AIM
    while not load.in_flight[(KILLED, "move")] and time.perf_counter() < aim:
        await asyncio.sleep(0.001)
    victim = load.children[KILLED]
    assert victim.pid is not None
    family = family_of(victim.pid)
    record.cpu.append(CpuSnapshot.take(load))
    record.in_flight = {
        kind: n for (cluster, kind), n in load.in_flight.items() if cluster == KILLED and n
    }
    outage = Outage(KILLED, time.perf_counter(), load.cluster_sessions(KILLED))
    load.outages.append(outage)
    record.killed_at, record.victim_pid = outage.killed_at, victim.pid
    await victim.kill()
    load.killed.append(victim)
    record.family = len(family)
    record.playing = [
        run.game_id
        for run in load.runs.values()
        if load.cluster_of(run.channel.guild_id) == KILLED and not run.done
    ]

    async def minute_after() -> CpuSnapshot:
        await sleep_until(record.killed_at + args.window)
        return CpuSnapshot.take(load)

    snapshot = asyncio.create_task(minute_after())
    try:
        await asyncio.sleep(args.downtime)
        record.orphans = end_orphans(family)
        fresh = victim.again()
        record.restarted_at = time.perf_counter()
        try:
            await fresh.start()  # stopped by itself if it fails
        except Exception as exc:  # the round's finding: cluster 1 did not come back
            record.restart_failure = f"{type(exc).__name__}: {exc}"[:200]
            return
        outage.ready_at = record.ready_at = time.perf_counter()
        record.fresh_pid = fresh.pid
        load.children[KILLED] = fresh
        await fresh.play()
        record.cpu.append(await snapshot)
    finally:
        snapshot.cancel()

    def resumed(game_id: int) -> bool:
        acked = load.runs[game_id].acked
        return bool(acked) and acked[-1].at > record.restarted_at

    end = record.ready_at + RESUME_LIMIT
    while time.perf_counter() < end and not all(resumed(g) for g in record.playing):
        await asyncio.sleep(0.25)


def kill_figures(load: GinLoad, record: KillRound) -> None:
    """What the members saw, by cluster and minute (by the time each interaction was
    dispatched), and how cluster 1's tables came back."""
    play = load.rec.of("move", "view")
    killed = record.killed_at

    def window(cluster: int, start: float, end: float) -> list[Sample]:
        return [s for s in play if load.cluster_of(s.guild) == cluster and start <= s.at < end]

    record.before = window(1 - KILLED, killed - record.window, killed)
    record.after = window(1 - KILLED, killed, killed + record.window)
    record.killed_before = window(KILLED, killed - record.window, killed)
    record.killed_after = window(KILLED, record.restarted_at, killed + record.window)
    record.games = len(load.runs)
    restart = record.restarted_at
    for game_id in record.playing:
        run = load.runs[game_id]
        answers = [at for at in run.answered_at if at > restart]
        moves = [move.at for move in run.acked if move.at > restart]
        if answers:
            record.answered_again[game_id] = min(answers) - restart
        if moves:
            record.moved_again[game_id] = min(moves) - restart
    record.acked = sum(len(run.acked) for run in load.runs.values())


async def run_kill_round(
    args: argparse.Namespace, workdir: Path, server: ThrowawayPostgres, number: int
) -> tuple[KillRound, GinLoad]:
    """One round: a fresh fake, database and two bot processes; the games set up and played
    with cluster 1 killed and restarted (:func:`kill_one`); the bots stopped, every acknowledged
    move looked up in the database, which is then dropped."""
    url = await server.fresh_database()
    layout = Layout(2, "postgres", LAYOUT_SHARDS)
    load = GinLoad(args, workdir / f"kill-{number}", 0, False, layout, url, server.postmaster_pid)
    record = KillRound(number, args.window)
    try:
        await load.start()
        await load.setup_games()
        await load.play_all(lambda: kill_one(load, args, record))  # ends by stopping the bots
        kill_figures(load, record)
        record.store_check = await load.check_store()
        record.lost = await lost_moves(url, [m for run in load.runs.values() for m in run.acked])
    finally:
        try:
            await load.stop()
        finally:
            await server.drop_database(database_name(url))
    return record, load


def kill_row(label: str, samples: Sequence[Sample]) -> str:
    return latency_row(label, samples, width=40)


def print_kill_round(record: KillRound, load: GinLoad, args: argparse.Namespace) -> None:
    rec, killed = load.rec, record.killed_at
    print_setup(load)
    play = rec.of("move", "view")
    per = Counter(load.cluster_of(run.channel.guild_id) for run in load.runs.values())
    print(
        f"play: {len(play):,} interactions answered in {load.play_seconds:.1f} s; tables: "
        f"{per[0]} on cluster 0, {per[1]} on cluster 1"
    )
    flying = ", ".join(f"{n} {kind}{'s' if n > 1 else ''}" for kind, n in record.in_flight.items())
    print(
        f"kill -9: SIGKILL to cluster 1 (pid {record.victim_pid}) "
        f"{killed - load.play_started:.1f} s into the play, with {flying or 'nothing'} of its "
        f"members in flight and its {len(record.playing)} tables in play; its "
        f"{record.family} worker processes "
        + (
            f"all ended with it (EOF on their pipes) within the {args.downtime:g} s down"
            if not record.orphans
            else f"not all ended: {len(record.orphans)} still ran {args.downtime:g} s later "
            f"(pids {record.orphans}), ended by the bench"
        )
    )
    if not record.ready_at:
        print(
            f"restart: a new process of cluster 1 {record.restarted_at - killed:.1f} s after the "
            f"kill, never ready: {record.restart_failure or 'the play ended first'}"
        )
    else:
        print(
            f"restart: a new process of cluster 1 (pid {record.fresh_pid}) "
            f"{record.restarted_at - killed:.1f} s after the kill; ready (logged in, its games "
            f"loaded, its shard connected) {record.ready_at - record.restarted_at:.1f} s after "
            f"its exec, {record.ready_at - killed:.1f} s after the kill"
        )
    answered, moved = record.answered_again.values(), record.moved_again.values()
    tables = len(record.playing)

    def spread(values: Iterable[float]) -> str:
        values = list(values)
        if not values:
            return "none"
        return (
            f"first {min(values):.1f} s, p50 {percentile(values, 50):.1f} s, all "
            f"{len(values)} by {max(values):.1f} s"
        )

    print(
        f"cluster 1's tables after the restart (seconds from its exec; a member told the "
        f"interaction failed tries again {CUT_RETRY:g} s later, after its think): answered again "
        f"{len(answered)}/{tables} ({spread(answered)}); an acknowledged move again "
        f"{len(moved)}/{tables} ({spread(moved)})"
        + ("" if record.resumed else f"  <- NOT every table within {RESUME_LIMIT:.0f} s")
    )
    print(
        "cluster 0's players (its tables' members), interaction latency (dispatched -> "
        f"callback) by the minute the interaction was dispatched in ({record.window:g} s each: "
        f"{len(record.before) / record.window:.1f} and {len(record.after) / record.window:.1f} "
        "interactions/s):"
    )
    print(latency_header(40))
    print(kill_row("the minute before the kill", record.before))
    print(kill_row("the minute after the kill", record.after))
    cells = [
        f"{(record.p(record.after, q) - record.p(record.before, q)) * 1000:+.1f}"
        for q in (50, 90, 99)
    ]
    print(f"  {'after - before':<40} {'':>7} " + " ".join(f"{c:>8}" for c in cells))
    tens = []
    for name, start in (("before", killed - record.window), ("after", killed)):
        slices = []
        for i in range(int(record.window // 10)):
            lat = [
                s.latency for s in record.before + record.after if 0 <= s.at - start - 10 * i < 10
            ]
            slices.append(ms(percentile(lat, 99)) if lat else "-")
        tens.append(f"{name}: {' '.join(slices)}")
    print(f"  cluster 0's p99 ms by 10 s, {'; '.join(tens)}")

    def brief(samples: Sequence[Sample]) -> str:
        if not samples:
            return "none"
        return (
            f"{len(samples):,}, p50 {ms(record.p(samples, 50))}, p99 {ms(record.p(samples, 99))} ms"
        )

    print(
        f"cluster 1's players, for reference: the minute before the kill "
        f"{brief(record.killed_before)}; from its restart's exec to the minute's end "
        f"{brief(record.killed_after)}"
    )
    if len(record.cpu) == 3:
        first, kill, last = record.cpu
        minute_a, minute_b = kill.at - first.at, last.at - kill.at
        restarted = last.bots[KILLED] if record.restarted_at < last.at else None
        print(
            "CPU, share of one core (user+sys from /proc; a bot with its workers), the minute "
            f"before / after: cluster 0 {core_share(first.bots[0], kill.bots[0], minute_a)} / "
            f"{core_share(kill.bots[0], last.bots[0], minute_b)}; cluster 1 "
            f"{core_share(first.bots[KILLED], kill.bots[KILLED], minute_a)} / restarted "
            f"{core_share(0.0, restarted, last.at - record.restarted_at)} (exec to the "
            f"minute's end, {last.at - record.restarted_at:.0f} s); database server "
            f"{core_share(first.db, kill.db, minute_a)} / {core_share(kill.db, last.db, minute_b)}"
            f"; bench process (the fake, every member) "
            f"{core_share(first.bench, kill.bench, minute_a)} / "
            f"{core_share(kill.bench, last.bench, minute_b)}"
        )
        ours_before = [
            *(delta(x, y) for x, y in zip(first.bots, kill.bots, strict=True)),
            delta(first.db, kill.db),
            kill.bench - first.bench,
        ]
        ours_after = [
            delta(kill.bots[0], last.bots[0]),
            restarted or 0.0,  # the killed process's last moments are not known: next to none
            delta(kill.db, last.db),
            last.bench - kill.bench,
        ]
        print(
            "the rest of the machine (other processes: /proc/stat's busy time less ours), the "
            f"minute before / after: {others_share(first, kill, ours_before)} / "
            f"{others_share(kill, last, ours_after)}; its 1-minute load average, play start "
            f"-> end: {loadavg_text(load)}"
        )
    cut = ", ".join(f"{n} {what}" for what, n in rec.cut.items()) or "none"
    lost = sum(rec.lost.values())
    print(
        f"interactions of cluster 1's members left unanswered by the kill: {cut} (Discord's "
        f'"This interaction failed": the member tried again {CUT_RETRY:g} s later); any '
        f"member's otherwise unanswered within {ANSWER_TIMEOUT:.0f} s: {lost}"
        + (f" {dict(rec.lost.most_common(4))}" if lost else "")
    )
    if rec.anomalies:
        print(f"  members' anomalies: {dict(rec.anomalies.most_common(4))}")
    problems = load.fake.problems()
    reports = [child.report or {} for child in load.children]
    errors = [str(report.get("errors", "n/a")) for report in reports]
    print(
        f"fake Discord problems: {len(problems)}; ERROR log records: cluster 0 {errors[0]}, "
        f"cluster 1 restarted {errors[KILLED]} (the killed process reports nothing)"
    )
    for problem in problems[:3]:
        print(f"    {problem[:160]}")
    good, disagreements = record.store_check
    print(
        f"durability: {record.acked:,} acknowledged moves, each looked up in its stored game "
        f"at the place it was made (bench/acked_moves.py, as bench/faults.py does): "
        f"{len(record.lost)} lost; {good}/{len(load.runs)} games with stored version = "
        "acceptances + acknowledged moves (+ at most those cut off) and the last table shown "
        "the stored state"
    )
    for move in record.lost[:6]:
        print(f"    lost: game {move.game}, {move.notation!r} at {move.version}")
    for line in disagreements[:4]:
        print(f"    {line}")


def print_kill_rounds(rounds: Sequence[KillRound]) -> None:
    print(
        "\nrounds: cluster 0's players, p50 / p99 ms the minute before and after cluster 1's "
        "kill -9, the difference; cluster 1's resume, seconds from its restart's exec"
    )
    header = (
        f"  {'round':<7}{'n before':>9}{'p50':>7}{'p99':>7}{'n after':>9}{'p50':>7}{'p99':>7}"
        f"{'Δp50':>8}{'Δp99':>8}{'ready':>7}{'answered':>9}{'moved':>7}{'acked':>8}{'lost':>5}"
    )
    print(header)

    def row(label: str, values: Sequence[float], counts: Sequence[int]) -> str:
        (nb, na, acked, lost) = counts
        b50, b99, a50, a99, d50, d99, ready, answered, moved = values
        return (
            f"  {label:<7}{nb:>9,}{ms(b50):>7}{ms(b99):>7}{na:>9,}{ms(a50):>7}{ms(a99):>7}"
            f"{d50 * 1000:>+8.1f}{d99 * 1000:>+8.1f}{ready:>7.1f}{answered:>9.1f}{moved:>7.1f}"
            f"{acked:>8,}{lost:>5}"
        )

    table = []
    for r in rounds:
        moved = max(r.moved_again.values()) if r.resumed else float("inf")
        values = [
            r.p(r.before, 50),
            r.p(r.before, 99),
            r.p(r.after, 50),
            r.p(r.after, 99),
            r.p(r.after, 50) - r.p(r.before, 50),
            r.worse,
            r.ready_at - r.restarted_at if r.ready_at else float("inf"),
            r.resume_seconds,
            moved,
        ]
        table.append(values)
        print(row(str(r.number), values, (len(r.before), len(r.after), r.acked, len(r.lost))))
    if len(rounds) > 1:
        medians = [median([values[i] for values in table]) for i in range(len(table[0]))]
        counts = [
            round(median([len(r.before) for r in rounds])),
            round(median([len(r.after) for r in rounds])),
            sum(r.acked for r in rounds),
            sum(len(r.lost) for r in rounds),
        ]
        print(row("median", medians, counts) + "  (acked, lost: in all)")


def kill_goal(rounds: Sequence[KillRound]) -> tuple[bool, str]:
    """The goal over the rounds: the median of cluster 0's p99 differences within the limit,
    cluster 1's games resumed in every round, no acknowledged move lost in any."""
    failed = []
    worse = median([r.worse for r in rounds])
    before = median([r.p(r.before, 99) for r in rounds])
    after = median([r.p(r.after, 99) for r in rounds])
    if not worse <= GOAL_KILL_P99_WORSE:
        failed.append(
            f"cluster 0's p99 {worse * 1000:+.1f} ms after the kill"
            + (
                f" (the median of {len(rounds)} rounds' differences; the minutes' medians "
                f"{ms(before)} -> {ms(after)} ms)"
                if len(rounds) > 1
                else f" ({ms(before)} -> {ms(after)} ms)"
            )
        )
    stalled = [r for r in rounds if not r.resumed]
    for r in stalled:
        if not r.ready_at:
            failed.append(f"round {r.number}: cluster 1's restart never became ready")
            continue
        failed.append(
            f"round {r.number}: {len(r.playing) - len(r.moved_again)} of cluster 1's "
            f"{len(r.playing)} tables made no move within {RESUME_LIMIT:.0f} s of its restart"
        )
    lost = sum(len(r.lost) for r in rounds)
    if lost:
        failed.append(f"{lost} acknowledged moves lost")
    return not failed, "; ".join(failed)


async def run_kill(args: argparse.Namespace) -> int:
    """--kill-one: the rounds, each reported, then the rounds side by side and the goal."""
    tune_garbage_collector()
    counter = LogCounter()
    logging.getLogger().addHandler(counter)
    logging.getLogger().setLevel(logging.WARNING)
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 1
    print(
        f"bench/load.py --kill-one: python {platform.python_version()}, discord.py "
        f"{discord.__version__}, {platform.system()} {platform.machine()}, CPUs "
        f"{os.cpu_count()} (usable {usable})"
    )
    print(
        f"two bot processes (clusters 0 and 1 of 2, a shard each: bench/load_bot.py --shards 2 "
        f"--cluster I --clusters 2) on one PostgreSQL database (a throwaway server, durable: "
        f"fsync, synchronous_commit on), {args.repeat} round(s), each on a fresh fake, database "
        f"and processes"
    )
    print(
        f"load: {args.games} games ({args.games // 2} a process; --mix {args.mix}), think "
        f"{args.think:.2f} s mean, games to {KILL_TARGET} points (none ends), seed {args.seed}"
    )
    print(
        f"each round: {args.warmup:g} s of play (warm-up), the minute before, SIGKILL to cluster "
        f"1's process (with a move of its members in flight, waited for at most {KILL_AIM:g} s), "
        f"{args.downtime:g} s down, then a new process of cluster 1 (the restart: "
        + ("within" if args.downtime < args.window else "after")
        + " the minute after the kill), the minute after the kill; then, at most "
        f"{RESUME_LIMIT:.0f} s after the restart, until every table of cluster 1 has made a move"
    )
    rounds: list[KillRound] = []
    children: list[tuple[str, BotProcess | None]] = []
    server = await start_postgres()
    if server is None:
        return 2
    try:
        with tempfile.TemporaryDirectory(prefix="gin-kill-") as tmp:
            for number in range(1, args.repeat + 1):
                print(f"\n=== kill -9 of cluster 1: round {number} of {args.repeat} ===")
                record, load = await run_kill_round(args, Path(tmp), server, number)
                print_kill_round(record, load, args)
                rounds.append(record)
                children += [
                    (f"round {number} cluster 0", load.children[0]),
                    *((f"round {number} cluster 1, killed", c) for c in load.killed),
                    (f"round {number} cluster 1, restarted", load.children[KILLED]),
                ]
    finally:
        await asyncio.to_thread(server.stop)
    print_logs(counter, children)
    print_kill_rounds(rounds)
    met, failed = kill_goal(rounds)
    if args.window != KILL_MINUTE:
        print(f"\nnote: windows of {args.window:g} s, not the goal's minute")
    what = (
        f"cluster 0's p99 in the minute after cluster 1's kill -9 within "
        f"{GOAL_KILL_P99_WORSE * 1000:.0f} ms of the minute before, its games resumed, no "
        "acknowledged move lost"
    )
    print("\n" + goal_line(what, met, "" if met else failed))
    return 0 if met else 1
