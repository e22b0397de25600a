"""Load benchmark of the whole bot through the fake Discord (a script, not a test).

    python bench/load.py [--games N] [--moves M] [--seconds T] [--think S] [--seed K]
                         [--computer-games K] [--computer-level L] [--computer-pause S]
                         [--ref-seconds R] [--same-process] [--keep-records] [--tracemalloc]
                         [--profile [FILE]] [--pictures on|off] [--busy N|all]
                         [--discord-limits on|off] [--locales]
    python bench/load.py --processes 1|2 [--store sqlite|postgres] [--repeat N]
                         [--scaled-load auto|on|off] [the load's options above]
    python bench/load.py --kill-one [--repeat N] [--warmup S] [--window S] [--downtime S]
                         [--games N] [--think S] [--mix W,W,W] [--pictures on|off] [--seed K]
    python bench/load.py --metrics compare [--repeat N] [--store sqlite|postgres]
                         [the load's options above]

Processes. As in production, the bot has a process of its own. This script (the "bench
process") runs, in one asyncio loop, the fake Discord (``tests/support/fakediscord``) on
127.0.0.1 and 2*N scripted members; it starts ``bench/load_bot.py`` (the "bot process"),
which points discord.py at the fake's port (``discord.http.Route.BASE`` and
``DiscordWebSocket.DEFAULT_GATEWAY``), calls ``bot.discord.client.tune_garbage_collector()`` as
``python -m bot`` does and runs one real ``GinBot`` (SQLite in a temporary directory, opened by
the bot as in production; seeded deals; timers parked) until told to stop, then closes it (the
store flushes) and reports what it measured in its own process. The two talk only through the
fake's HTTP and websocket, plus the child's stdin and stdout (ready, play, stop, report). Every
child is ended in a ``finally`` (stop and wait, then SIGTERM, then SIGKILL, each with a
timeout), a child also stops when its stdin closes, and the bench kills what is left when it
exits, so the script always ends by itself and leaves no process behind. With 2 CPUs the bot
and the bench each get a core; the computer's worker (a process the bot spawns for its thinks)
takes its share from them. ``--same-process`` runs the bot (and the echo bot) inside the
bench's process and loop instead, as this script used to: the bot's figures then include the
fake's and the members' CPU time and garbage-collector pauses.

The play. Each pair of members gets its own channel: one runs ``/gin challenge``, the other
clicks Accept (the set-up: at most 16 at a time, reported apart). Then every game is played at
once. Each member opens its hand with the table's "Show my hand" button (unanswered, it clicks
again: at most 3 tries, each counted) and from then on acts only on what Discord shows it. Its
ephemeral hand message: gin if offered, else knock (the knock select's first card, then "Knock
with ..."), else draw from the stock (pass on the first upcard), then discard the discard
select's first card (the bot lists the best first). When its hand shows nothing but
"Refresh", the member waits for its turn on the game's public table
message: its latest version names the player to act (the embed's description starts with
"**<@USER_ID>** to play") and carries the table's version in its controls' custom_ids. The
member waits for a table at least as new as its hand that names it, then clicks Refresh; a table
without controls means the game is over. It is woken when the fake applies an edit to that
message, as a Discord client is pushed MESSAGE_UPDATE, and it checks again every 0.25 s. Nobody
reads the bot's memory. Before every interaction a member thinks for a uniformly random 0..2*S
seconds (``--think``, mean S; 0 is a closed loop at full speed, which measures saturation, not
latency). A game stops after M acknowledged moves, at its end, or after T seconds; then the run
waits for answers in flight and for the fake to fall quiet (the table publisher done). When the
bot's save takes over 2 s its cog acknowledges the click first (a deferred update) and edits the
hand after: the deferral is the acknowledgement timed, and the move counts as acknowledged once
the hand shows it (a loaded machine makes such answers; they used to be taken for refusals).

Games against the computer. With ``--computer-games K`` (default 50, level
``--computer-level``, default hard) the gin run is done twice, each time with a fresh fake, bot
process and database and the same seed: phase 1 plays the human games alone, phase 2 the same
human games with K games of a member against the computer beside them, and the human games'
figures of the two are shown side by side. Two phases and not two windows of one run: the same
games on the same harness a minute apart compare like with like, where a window before the
computer games start would differ in the games' stage (start-up, hands opened) as well. The
price is a second gin run (about a minute more). ``--computer-games 0`` runs one phase without
them, as this script did before. In phase 2 each of the K members has its own channel, runs
``/gin practice level:<L>`` there (in the set-up, after the human games' challenges), opens its
hand from the table and plays it with the same policy and think time, but when its hand offers
no move (the computer's turn) it waits, as a member would, for the bot to bring the hand up to
date (the cog edits the response to the member's last click after each computer move), woken by
the edit; only if the table has named it for 2 s (HAND_GRACE) and the hand still offers nothing
does it click Refresh (counted). The computer's moves come from the bot alone: its pause
(``--computer-pause``, default the bot's 1.5 s), then its worker process. These games are not
capped at M moves: they run until the human games are over (or the time limit), beside them all
along; then the run waits (at most 30 s) for the computer to end the turn it is in, so that the
bot is not closed in the middle of it.

Measured:

- interactions and interactions/s in the play phase;
- acknowledgement latency: the fake stamps ``FakeInteraction.dispatched_at`` (perf_counter) just
  before it writes INTERACTION_CREATE to the gateway, and ``RecordedRequest.at`` when its handler
  starts on ``POST /interactions/{id}/{token}/callback``; the difference is the headline figure
  (p50/p90/p99/max, by kind of control). Both stamps are taken in the bench process, so a stall
  there (its collector, a burst of members) still adds to them, as a slow network would; a stall
  of the bot process is the bot's own. The fake's ``Callback.latency`` is stamped later, after it
  has validated and stored the answer, and is shown too; so is the p99 by 10 s of the play
  phase (by the time dispatched: a burst at the start shows apart from the steady state);
- moves committed, checked in the SQLite file after the bot has closed (after its process has
  exited), with ``Store.open`` on the same path, in every phase: for each game the stored
  version must be 1 (the accept) + the moves the bot acknowledged (an answer that edits the hand
  and is not the "out of date" note, in any language), up to the moves never answered; the
  ``deals`` rows must match the score sheet of the stored state; and the last table message the
  fake holds must be the stored state rendered by ``bot.discord.render.table.table_message``
  in its server's language (what the players last saw is what was saved). A game against the
  computer counts the computer's moves too,
  as the bot's process counted them (``ComputerProbe`` in ``bench/load_bot.py``: each call of
  ``TableService.act`` for the computer's seat that returned): 1 (the game is made and started
  at once) + the member's acknowledged moves + the computer's, up to the member's unanswered
  moves and the computer's calls cut short (cancelled when the bot closed);
- the games against the computer (phase 2), apart from the human games: the members' latencies
  as above; the computer's moves and its thinks, from the bot's probe: from the view sent to the
  worker process to the move back in the bot's loop, the worker's share of that (one worker,
  first in, first out: the answer minus the later of the submission and the previous answer)
  and the wait behind other games' thinks (the think that starts the worker is shown apart);
  the CPU of the bot's child processes over the play phase (the worker, the picture workers
  and multiprocessing's resource tracker, from /proc); the hand edits the bot made unasked,
  and of all the hand edits those that showed the version the hand already showed;
- per process (bot, bench): CPU time over the play phase (the bot's from ``/proc/PID/stat``, all
  threads), event-loop lag (overshoot of a 10 ms sleep), pauses of the garbage collector
  (``gc.callbacks``), peak RSS; the children's total CPU from ``RUSAGE_CHILDREN``; SQLite file
  size (+ -wal, -shm); with ``--tracemalloc`` the bench process's traced peak and what it holds
  at the end by code area (the bot's too with ``--same-process``; tracemalloc slows everything:
  its latencies are not comparable).

With the bot in its own process, the bench process turns its own garbage collector off over each
measured window (the echo reference, the play phase) and runs one full collection after it: its
pauses (up to ~100 ms) would only be added to the stamps, and the fake and the members make next
to no cyclic garbage (the note printed says how much that collection freed). With
``--same-process`` the collector stays on: the bot's garbage lives in the same heap.

The fake keeps every request, gateway frame, interaction payload and message version for tests
to read. Nobody reads them here, and in production they would live in Discord; left to grow they
add hundreds of MiB, and the collector's full passes over that heap stall the bench's loop for up
to a second. So by default the run prunes them every second (``RecordPruner``);
``--keep-records`` turns that off.

References, measured in the same run and printed next to the bot's figures (1 and 2 first):

1. a minimal discord.py bot behind a fresh fake, in its own process by the same mechanism (in
   the bench's with ``--same-process``): as many members as games, each clicking a button on its
   own ephemeral message that the bot answers with ``edit_message`` (the next button), with the
   same think time, for R seconds: the floor set by the fake, discord.py and the process layout
   at this load;
2. ``TableService.act`` alone (no Discord, in the bench process), one call after another on 50
   games, on a SQLite file opened like the bot's (WAL, synchronous=FULL), then with
   synchronous=NORMAL;
3. the same-requests reference, right after the human games alone (phase 1; with
   ``--computer-games 0`` after the one gin run): ``bench/load_bot.py``'s ``SameRequestsBot``
   in its own process (in the bench's with ``--same-process``), behind a fresh fake, makes for
   each click the requests a gin move makes and nothing else: its answer edits the member's
   private message (``POST .../callback``, type 7, with the hand's PNG) and it then edits a
   public "table" message in the member's channel (``PATCH /channels/{cid}/messages/{mid}``,
   multipart, with the table's PNG). The embeds, rows of controls and PNG bytes are the gin
   bot's own, as the fake received them in phase 1 (``WatchedFake`` keeps a reservoir of
   them; the picture nearest the median size of each kind is sent), the rows sent as plain
   rows and the files as one buffer as the gin bot does. As many clicks as the gin bot's play
   interactions in phase 1, by as many members as played there, each member's at random times
   over the same play seconds (same rate: a second's fixed costs weigh the same per click).
   Its CPU per click (the bot process's own, from /proc over the clicks) is set beside the gin
   bot's CPU per play interaction in phase 1 (its process's own over the play window: the
   picture and computer workers are not counted). A gin view (Show my hand, Refresh) edits no
   table, so per interaction the reference sends more than the gin bot does.

Pictures. By default the server draws the hands and the table as pictures (the ``pictures``
setting, on unless an admin turns it off): every hand answer and table edit then uploads a PNG,
and the check above also compares the table message's file with the stored state's picture.
``--pictures off`` turns the setting off first (the owner runs ``/gin-admin settings
pictures:False``), for the figures without them.

The bot also times the pictures it asks of its picture workers (``PictureProbe`` in
``bench/load_bot.py``), printed per phase for the set-up and the play: a click's answer waits
for its hand's picture, and the Accept that starts a game for the table's. The probe also
notes each picture a worker drew, by a digest of its PNG, and the fake each picture it
received (``PicturesSent``): per phase, the table pictures drawn, those sent (each upload) and
those drawn that no upload carried (work thrown away: the goal is none); and the answers that
show a member their hand, those sent without its picture (not drawn within the answer's wait,
``bot.discord.answers.PICTURE_WAIT``) and the edits that added it after, a second request.

How stale the tables get. The bot paces every request with its own token below Discord's global
limit (``bot/discord/pacing.py``), the table edits behind everything else, so under load a table
shows a move a little later. ``TableProbe`` (``bench/load_bot.py``) times, for each state
committed in the play phase, its commit (the publisher handed the table) to the end of the table
edit that shows it or a newer state (Discord answered): p50, p90, p99 and max, per phase; the
layouts show p50 and p99 and name them beside the REST goal, its price.

A busy machine. ``--busy N`` (``all``: one per usable CPU) runs N processes spinning at nice 0
(``tests/support/busy.py``: the bot's own priority, as a neighbour's job would) beside the bench
for the whole run, from the first reference to the last phase; the bench starts them and ends
them, also when it fails. The figures are printed as in a quiet run.

``--profile [FILE]`` runs cProfile over the play phase in the bot's process (its main thread;
SQLite runs in aiosqlite's thread), writes the stats to FILE (default: a temporary file) and
prints the own time by code area and the top functions; with ``--same-process`` it profiles the
one shared process (phase 2 only). Profiled latencies (and CPU) are inflated.

The goals, every one in the last line, ``goal: <each goal [its figure: MET or NOT MET]> -> MET``
(or ``NOT MET``: MET when each is):

- quiet (no ``--busy``): p99 under 100 ms at 200 concurrent games; with computer games "with K
  computer games (L) beside them", its p99 the human games' interactions' in phase 2 (phase
  1's p99 is reference, not goal; the members playing the computer are shown apart);
- busy: p99 of all interactions of phase 2 (the human games' and the members' playing the
  computer) under 250 ms at 200 games with 50 computer games beside them;
- every acknowledged move committed, in both phases, the computer's moves included;
- no interaction unanswered (no callback within 10 s, or refused by the fake as late), in any
  phase, the set-up's challenges and accepts included (a member whose set-up click goes
  unanswered carries on as one would: the challenge posted, or the accept taken, all the same,
  else it tries again);
- the gin bot's CPU per click at most 2x the same-requests reference's;
- with computer games, the computer's moves within 2 s of its turn at p99: the bot's pause plus
  the p99 of its thinks (the view sent to the worker to the move back in the bot's loop);
- pictures on: no table picture drawn but never sent, in any phase (see "Pictures").

A run at fewer games (or, busy, fewer computer games) than the goal is stated for says so before
the verdict. Exit status 0 when every goal is met, else 1.

Layouts (``--processes``, ``--store``) and the metrics' cost (``--metrics compare``):
``bench/load_layouts.py``'s docstring. One of two processes killed (``--kill-one``):
``bench/load_kill.py``'s.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import platform
import sys
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path

# Run as a plain script from anywhere: the project is not installed and tests/ is not a package.
import _repo  # noqa: F401  (the repository on the import path)
import discord
from common import goal_line, parse_with_quick, percentile, verdict
from load_bot import READY_TIMEOUT, LogCounter, cpu_seconds, ms
from load_kill import run_kill
from load_layouts import run_layouts
from load_parts.accounting import (
    CpuPerClick,
    cpu_per_click,
    print_cpu_totals,
    print_profile,
    print_same_reference,
)
from load_parts.fake import mib
from load_parts.gin import GinLoad
from load_parts.phase import Phase, run_phase
from load_parts.printers import (
    fmt_rate,
    loadavg_text,
    print_baseline,
    print_checks,
    print_computer,
    print_logs,
    print_references,
    print_run,
)
from load_parts.process import kill_leftover_children
from load_parts.record import Recorder
from load_parts.references import (
    EchoResult,
    SameResult,
    echo_reference,
    same_requests_reference,
    service_reference,
)
from load_parts.settings import (
    DISCORD_GLOBAL_LIMIT,
    GOAL_COMPUTER_GAMES,
    GOAL_COMPUTER_TURN,
    GOAL_CPU_RATIO,
    GOAL_GAMES,
    GOAL_P99,
    GOAL_P99_BUSY,
    KILL_AIM,
    KILL_DOWNTIME,
    KILL_GAMES,
    KILL_MINUTE,
    KILL_WARMUP,
    METRICS_ROUNDS,
    RESUME_LIMIT,
    SCALED_LOAD,
    SCALED_LOAD_CORES,
)
from load_parts.tables import table_pictures

from bot.discord.client import tune_garbage_collector
from bot.engine.computer import Level
from bot.service import COMPUTER_PAUSE
from tests.support.busy import all_cores, spinning


def print_summary(
    load: GinLoad,
    base: GinLoad | None,
    echo: EchoResult,
    svc: list[float],
    committed: bool,
    unanswered: int,
    same: SameResult,
    cpu: CpuPerClick,
) -> bool:
    """The side-by-side table and the one goal line (every goal, each with its verdict)."""
    args = load.args
    echo_samples = echo.rec.of("echo")
    width = 44
    print("\nside by side" + " " * (width - 9) + "rate     p50 ms   p99 ms   max ms")

    def line(label: str, rate: str, samples: Sequence[float]) -> None:
        cells = (
            [ms(percentile(samples, q)) for q in (50, 99)] + [ms(max(samples))]
            if samples
            else ["-"] * 3
        )
        print(f"  {label:<{width}} {rate:>9} " + " ".join(f"{c:>8}" for c in cells))

    def latencies(rec: Recorder, *kinds: str) -> tuple[int, list[float]]:
        samples = [s.latency for s in rec.of(*kinds)]
        return len(samples), samples

    def rows(label: str, phase: GinLoad, *kinds: str) -> None:
        n, samples = latencies(phase.rec, *kinds)
        line(label, fmt_rate(n, phase.human_seconds), samples)

    humans = [s.latency for s in load.rec.of("move", "view")]
    everyone = humans + [s.latency for s in load.crec.of("move", "view")]
    if load.cruns:
        beside = f"with {len(load.cruns)} computer games"
        line(
            f"all interactions, {beside}",
            fmt_rate(len(everyone), load.play_seconds),
            everyone,
        )
        rows(f"human games, all, {beside}", load, "move", "view")
        if base is not None:
            rows("human games, all, alone (phase 1)", base, "move", "view")
        rows(f"human games, moves, {beside}", load, "move")
        if base is not None:
            rows("human games, moves, alone (phase 1)", base, "move")
        n, samples = latencies(load.crec, "move", "view")
        line("computer games, members' interactions", fmt_rate(n, load.play_seconds), samples)
        report = load.computer_report()
        thinks = [t[1] for t in report.get("thinks") or () if 0 <= t[0] <= load.play_seconds]
        line(
            "computer games, the computer's thinks",
            fmt_rate(len(thinks), load.play_seconds),
            thinks,
        )
    else:
        rows("gin bot, all interactions", load, "move", "view")
        rows("gin bot, moves", load, "move")
    line(
        "echo bot, same harness and load",
        fmt_rate(len(echo_samples), echo.seconds),
        [s.latency for s in echo_samples],
    )
    same_samples = same.rec.of("ref")
    line(
        "same-requests bot, the gin run's clicks",
        fmt_rate(len(same_samples), same.seconds),
        [s.latency for s in same_samples],
    )
    if svc:
        line("TableService.act alone (FULL)", f"{len(svc) / sum(svc):,.0f}/s", svc)
    if base is not None:
        print(
            f"  the machine's 1-minute load average over the play phases (start -> end; "
            f"{os.cpu_count()} CPUs; the bench and bot add about 1"
            + (f", the {args.busy} spinners {args.busy}" if args.busy else "")
            + f"): phase 1 {loadavg_text(base)}, phase 2 {loadavg_text(load)}: the two compare "
            "only if nothing else ran"
        )
    print(
        f"  CPU per click, gin bot / same-requests reference: {cpu.text()}; busy: "
        + (f"{args.busy} spinning processes at nice 0 all run long" if args.busy else "none")
    )

    busy = args.busy > 0
    computer = f" ({args.computer_level})" if load.cruns else ""
    beside = f" with {len(load.cruns)} computer games{computer} beside them" if load.cruns else ""
    pictures_text = "pictures " + ("on" if args.pictures else "off")
    if busy:
        p99 = percentile(everyone, 99) if everyone else float("inf")
        fast = p99 < GOAL_P99_BUSY
        speed = (
            f"p99 of all interactions < {GOAL_P99_BUSY * 1000:.0f} ms at {GOAL_GAMES} games"
            f"{beside}, {args.busy} spinning processes beside the bench, {pictures_text} "
            f"[p99 = {ms(p99)} ms: {verdict(fast)}]"
        )
    else:
        p99 = percentile(humans, 99) if humans else float("inf")
        fast = p99 < GOAL_P99
        speed = (
            f"p99 < {GOAL_P99 * 1000:.0f} ms at {GOAL_GAMES} concurrent games{beside}, "
            f"{pictures_text} [p99 = {ms(p99)} ms: {verdict(fast)}]"
        )
    whose = " (the members' and the computer's, every phase)" if load.cruns else ""
    goals = [
        (speed, fast),
        (
            f"every acknowledged move committed{whose} [{'yes' if committed else 'NO'}: "
            f"{verdict(committed)}]",
            committed,
        ),
        (
            f"no interaction unanswered (every phase, set-up included) [{unanswered}: "
            f"{verdict(not unanswered)}]",
            not unanswered,
        ),
        (
            f"gin bot CPU per click at most {GOAL_CPU_RATIO:g}x the same-requests reference "
            f"[{cpu.text()}: {verdict(cpu.met)}]",
            cpu.met,
        ),
    ]
    if load.cruns:
        thinks = [t[1] for t in load.computer_report().get("thinks") or ()]
        pause = COMPUTER_PAUSE if args.computer_pause is None else args.computer_pause
        # The pause is a fixed sleep before each think: its turn to its move is the two together.
        turn = pause + (percentile(thinks, 99) if thinks else float("inf"))
        on_time = turn <= GOAL_COMPUTER_TURN
        goals.append(
            (
                f"the computer's ({args.computer_level}) moves within {GOAL_COMPUTER_TURN:g} s "
                f"of its turn at p99 [its pause {pause:g} s + view to the worker -> move back "
                f"p99 {ms(turn - pause)} ms: {verdict(on_time)}]",
                on_time,
            )
        )
    if args.pictures:
        phases = [table_pictures(phase) for phase in (base, load) if phase is not None]
        never = sum(phase.never_sent for phase in phases)
        counts = "; ".join(
            (f"phase {n}: " if len(phases) > 1 else "")
            + f"{phase.drawn:,} drawn, {phase.sent:,} sent, {phase.never_sent:,} never sent"
            for n, phase in enumerate(phases, 1)
        )
        goals.append(
            (f"table pictures drawn but never sent: 0 [{counts}: {verdict(not never)}]", not never)
        )
    met = all(ok for _, ok in goals)
    short = []
    if args.games < GOAL_GAMES:
        short.append(f"{args.games} games")
    if busy and args.computer_games < GOAL_COMPUTER_GAMES:
        short.append(f"{args.computer_games} computer games")
    size = ""
    if short:
        stated = f"{GOAL_GAMES}" + (f" and {GOAL_COMPUTER_GAMES}" if busy else "")
        size = f"; run at {' and '.join(short)} (the goal is stated for {stated})"
    print("\n" + goal_line("; ".join(text for text, _ in goals) + size, met))
    return met


async def run(args: argparse.Namespace) -> int:
    tune_garbage_collector()  # as ``python -m bot`` does; the references run under it too
    counter = LogCounter()  # records are counted and summarised, not printed as they come
    logging.getLogger().addHandler(counter)
    logging.getLogger().setLevel(logging.WARNING)
    cpus = os.cpu_count()
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else cpus
    layout = (
        "one process (--same-process): bot, fake and members share a loop"
        if args.same_process
        else "the bot in its own process (bench/load_bot.py), the fake and the members here"
    )
    print(
        f"bench/load.py: python {platform.python_version()}, discord.py {discord.__version__}, "
        f"{platform.system()} {platform.machine()}, CPUs {cpus} (usable {usable})"
    )
    print(f"processes: {layout}")
    print(
        f"load: {args.games} games ({2 * args.games} members, a channel per game), think "
        f"{args.think:.2f} s mean (uniform 0..{2 * args.think:.2f}), at most {args.moves} moves "
        f"a game, time limit {args.seconds:.0f} s, seed {args.seed}"
        + (", PROFILED" if args.profile is not None else "")
        + (", TRACEMALLOC" if args.tracemalloc else "")
        + (", fake's records kept" if args.keep_records else "")
        + (", members' and servers' languages mixed (--locales)" if args.locales else "")
        + "; garbage collector tuned as python -m bot"
    )
    if args.computer_games:
        pause = COMPUTER_PAUSE if args.computer_pause is None else args.computer_pause
        print(
            f"computer games: {args.computer_games} members playing the computer "
            f"({args.computer_level}, the bot's pause {pause:g} s) beside the human games, in a "
            "second run of the same human games; the first runs them alone, for reference"
        )
    if args.busy:
        print(
            f"busy: {args.busy} spinning processes at nice 0 (tests/support/busy.py: a plain "
            "Python loop each) beside the bench and the bots, from the first reference to the "
            "last phase; the goal is then p99 of all interactions under "
            f"{GOAL_P99_BUSY * 1000:.0f} ms with none unanswered"
        )
    else:
        print("busy: no spinning processes (--busy N adds N beside the bench)")

    with tempfile.TemporaryDirectory(prefix="gin-load-") as tmp:
        workdir = Path(tmp)
        svc_seconds = min(3.0, args.ref_seconds)
        svc = {
            "synchronous=FULL as the bot": await service_reference(
                workdir / "svc-full.sqlite3", svc_seconds, True, args.seed
            ),
            "synchronous=NORMAL": await service_reference(
                workdir / "svc-normal.sqlite3", svc_seconds, False, args.seed
            ),
        }
        echo = await echo_reference(
            args.games,
            args.ref_seconds,
            args.think,
            args.seed,
            args.keep_records,
            args.same_process,
        )
        print_references(echo, svc)

        base: Phase | None = None
        if args.computer_games > 0:  # phase 1: the human games alone, for reference
            base = await run_phase(args, workdir / "humans-only", 0, main=False)
        else:
            phase = await run_phase(args, workdir / "gin", 0, main=True)
        # Reference 3, right after the human games alone: as many clicks, at their rate.
        alone = (base or phase).load
        same = await same_requests_reference(
            len(alone.rec.of("move", "view")),
            sum(len(run.players) for run in alone.runs.values()),
            alone.human_seconds,
            alone.fake.sample(),
            workdir,
            args,
        )
        if base is not None:
            phase = await run_phase(args, workdir / "gin", args.computer_games, main=True)
    load = phase.load
    baseline_ok = True
    if base is not None:
        baseline_ok = print_baseline(base.load, base.store_check)
    print_run(load)
    if load.cruns:
        print_computer(load)
    committed = print_checks(load, phase.store_check, phase.sizes, phase.rss)
    cpu = cpu_per_click(alone, same)
    print_same_reference(
        same,
        alone,
        "phase 1 (the human games alone)" if base is not None else "the gin run",
        echo,
        cpu,
    )
    children = [("echo bot", echo.child)]
    if base is not None:
        children.append(("gin bot, phase 1", base.load.child))
    children.append(("same-requests bot", same.child))
    children.append(("gin bot, phase 2" if base is not None else "gin bot", load.child))
    print_cpu_totals(cpu_seconds(), children)
    if phase.traced is not None:
        traced = phase.traced
        print(f"tracemalloc (bench process): peak {mib(traced[0])}; held at the end, by code:")
        for name, size in traced[1][:8]:
            print(f"    {name:<40} {mib(size):>10}")
    print_logs(counter, children)
    if phase.stats is not None:  # before the summary: the goal line is the last
        where = "the one shared process" if args.same_process else "the bot process"
        saved = f"; stats in {args.profile}" if args.profile else ""
        print_profile(
            phase.stats, f"profile of the play phase: cProfile, main thread of {where}{saved}"
        )
    recorders = [load.rec, load.crec] + ([base.load.rec] if base is not None else [])
    unanswered = sum(sum(rec.lost.values()) for rec in recorders)
    met = print_summary(
        load,
        base.load if base is not None else None,
        echo,
        svc["synchronous=FULL as the bot"],
        committed and baseline_ok,
        unanswered,
        same,
        cpu,
    )
    return 0 if met else 1


def main(args: argparse.Namespace) -> int:
    try:
        with spinning(args.busy):  # ended (killed and reaped) on the way out, whatever happens
            if args.kill_one:
                return asyncio.run(run_kill(args))
            return asyncio.run(run_layouts(args) if args.layouts else run(args))
    finally:
        kill_leftover_children()


def parse_args(argv: Iterable[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Load benchmark of the gin bot through the fake Discord (see the docstring)."
    )
    parser.add_argument(
        "--games",
        type=int,
        default=None,
        help=f"concurrent games (default {GOAL_GAMES}; --kill-one {KILL_GAMES})",
    )
    parser.add_argument(
        "--moves", type=int, default=30, help="acknowledged moves per game (default 30)"
    )
    parser.add_argument(
        "--seconds", type=float, default=60.0, help="hard limit on the play phase (default 60)"
    )
    parser.add_argument(
        "--think",
        type=float,
        default=1.0,
        help="mean seconds a member waits before each interaction, uniform 0..2x (default 1)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--locales",
        action="store_true",
        help="give the members and the servers Discord languages in turn (the six the bot "
        "speaks, en-GB and es-419): the catalogue's cost, against a run without",
    )
    parser.add_argument(
        "--busy",
        default="0",
        metavar="N",
        help="N processes spinning at nice 0 beside the bench for the whole run ('all': one per "
        "usable CPU; default 0); the goal is then p99 of all interactions < 250 ms, none "
        "unanswered",
    )
    parser.add_argument(
        "--pictures",
        choices=["on", "off"],
        default="on",
        help="the hand and table pictures (default on; off: the server's setting turned off)",
    )
    parser.add_argument(
        "--mix",
        default="2,1,1",
        help="weights of two-, three- and four-player games (default 2,1,1: half heads-up)",
    )
    parser.add_argument(
        "--computer-games",
        type=int,
        default=None,
        metavar="K",
        help="games of a member against the computer beside the human games, in a second run "
        "after the human games alone (default 50; 0: one run, no computer games; with "
        "--processes or --store: beside the human games in every layout, default 0)",
    )
    parser.add_argument(
        "--computer-level",
        choices=[level.value for level in Level],
        default="hard",
        help="the computer's level in those games (default hard)",
    )
    parser.add_argument(
        "--computer-pause",
        type=float,
        default=None,
        metavar="S",
        help=f"the bot's pause before each computer move (default the bot's, {COMPUTER_PAUSE} s)",
    )
    parser.add_argument(
        "--ref-seconds", type=float, default=10.0, help="length of the echo-bot reference"
    )
    parser.add_argument(
        "--same-process",
        action="store_true",
        help="run the bot (and the echo bot) in this process and loop, as before (comparison)",
    )
    parser.add_argument(
        "--keep-records",
        action="store_true",
        help="let the fake keep every record (the heap grows; full GCs stall the loop)",
    )
    parser.add_argument(
        "--tracemalloc", action="store_true", help="trace memory (slow: latencies not comparable)"
    )
    parser.add_argument(
        "--profile",
        nargs="?",
        const="",
        default=None,
        metavar="FILE",
        help="cProfile the play phase in the bot's process, print a summary (stats to FILE)",
    )
    layouts = parser.add_argument_group(
        "layouts (--processes, --store)",
        "the bot's layouts side by side instead of the run above (its references and goals): "
        "servers on two shards, the layouts asked for and those their goals set them beside",
    )
    layouts.add_argument(
        "--processes",
        type=int,
        choices=[1, 2],
        default=None,
        help="2: one process and two over PostgreSQL, and SQLite's one (every goal); 1: one",
    )
    layouts.add_argument(
        "--store",
        choices=["sqlite", "postgres"],
        default=None,
        help="postgres: one process on SQLite and on PostgreSQL (default with --processes 2)",
    )
    layouts.add_argument(
        "--repeat",
        type=int,
        default=None,
        metavar="N",
        help="run every layout N times, in turn (default 1; --metrics compare: "
        f"{METRICS_ROUNDS}); the goals take the medians",
    )
    layouts.add_argument(
        "--scaled-load",
        choices=["auto", "on", "off"],
        default="auto",
        help=f"two processes at {SCALED_LOAD:g}x --games too (auto: with at least "
        f"{SCALED_LOAD_CORES} usable CPUs; on: also with fewer, its goal then not measured)",
    )
    kill = parser.add_argument_group(
        "one of two processes killed (--kill-one)",
        "two processes on PostgreSQL; cluster 1 killed (SIGKILL) mid-game and restarted; cluster "
        "0's players' p99 the minute before and after; implies --processes 2 --store postgres",
    )
    kill.add_argument(
        "--kill-one",
        action="store_true",
        help="kill -9 cluster 1 after the warm-up and a minute, restart it, measure cluster 0",
    )
    kill.add_argument(
        "--warmup",
        type=float,
        default=KILL_WARMUP,
        metavar="S",
        help=f"seconds of play before the minute before the kill (default {KILL_WARMUP:g})",
    )
    kill.add_argument(
        "--window",
        type=float,
        default=KILL_MINUTE,
        metavar="S",
        help=f"seconds measured before the kill and after it (default {KILL_MINUTE:g}: the "
        "goal's minute; shorter for a quick try)",
    )
    kill.add_argument(
        "--downtime",
        type=float,
        default=KILL_DOWNTIME,
        metavar="S",
        help=f"seconds from the kill to the restart (default {KILL_DOWNTIME:g}: within the "
        f"minute after; {KILL_MINUTE:g} or more: after it)",
    )
    parser.add_argument(
        "--metrics",
        choices=["on", "off", "compare"],
        default="off",
        help="the bot's metrics (default off; on: as with GIN_METRICS_PORT set); compare: one "
        f"process with them off and on, in turn, --repeat times (default {METRICS_ROUNDS}), and "
        "the median ratio of the bot's CPU per interaction",
    )
    parser.add_argument(
        "--discord-limits",
        choices=["on", "off"],
        default="off",
        help=f"the fake enforces Discord's global rate limit ({DISCORD_GLOBAL_LIMIT}/s with the "
        "bot's token; default off: the layouts count the requests past it all the same)",
    )
    given = list(sys.argv[1:] if argv is None else argv)
    quick: dict[str, object] = {"games": 4, "moves": 3, "seconds": 15.0, "ref_seconds": 1.0}
    if "--kill-one" in given:  # human games alone, around a kill in a short window
        quick |= {"warmup": 2.0, "window": 10.0, "downtime": 1.0}
    else:
        quick["computer_games"] = 2
    args = parse_with_quick(parser, given, **quick)
    if args.games is None:
        args.games = KILL_GAMES if args.kill_one else GOAL_GAMES
    if args.kill_one:
        if args.processes == 1 or args.store == "sqlite":
            parser.error(
                "--kill-one runs two processes on PostgreSQL (--processes 2 --store "
                "postgres, its default)"
            )
        if args.computer_games or args.scaled_load == "on":
            parser.error("--kill-one plays human games alone: no --computer-games, --scaled-load")
        if args.warmup < 0 or args.downtime < 0 or args.window < 10:
            parser.error("--warmup and --downtime must be >= 0, --window >= 10")
        if args.games < 2:
            parser.error("--kill-one needs --games 2 or more (a table on each process)")
        args.processes, args.store = 2, "postgres"
        # No game is capped: the load stays steady until the rounds' plot ends the play; the
        # time limit only guards against a plot that never ends.
        args.moves = sys.maxsize
        args.seconds = (
            args.warmup
            + 2 * args.window
            + KILL_AIM
            + args.downtime
            + READY_TIMEOUT
            + RESUME_LIMIT
            + 60
        )
    if args.metrics == "compare":
        if args.kill_one or args.processes == 2:
            parser.error("--metrics compare runs one process (not --kill-one, --processes 2)")
        args.processes = 1
        args.repeat = args.repeat or METRICS_ROUNDS
    args.repeat = args.repeat or 1
    args.layouts = args.processes is not None or args.store is not None
    if args.layouts:
        args.processes = args.processes or 1
        args.store = args.store or ("postgres" if args.processes == 2 else "sqlite")
        if args.processes == 2 and args.store == "sqlite":
            parser.error("--processes 2 needs --store postgres (a SQLite file serves one)")
        if args.same_process or args.profile is not None or args.tracemalloc:
            parser.error("--same-process, --profile and --tracemalloc are for the plain run")
        if args.repeat < 1:
            parser.error("--repeat must be >= 1")
    if args.computer_games is None:
        args.computer_games = 0 if args.layouts else 50
    args.discord_limits = args.discord_limits == "on"
    args.pictures = args.pictures == "on"
    try:
        args.busy = all_cores() if args.busy == "all" else int(args.busy)
    except ValueError:
        parser.error("--busy takes a number of processes or 'all'")
    if args.busy < 0:
        parser.error("--busy must be >= 0")
    if args.games < 1 or args.moves < 1 or args.seconds <= 0 or args.think < 0:
        parser.error("--games and --moves must be >= 1, --seconds > 0, --think >= 0")
    if args.computer_games < 0 or (args.computer_pause is not None and args.computer_pause < 0):
        parser.error("--computer-games and --computer-pause must be >= 0")
    return args


if __name__ == "__main__":
    sys.exit(main(parse_args()))
