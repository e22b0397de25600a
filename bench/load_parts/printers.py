"""The report's parts that every scenario prints: the setup, the answers, the play, the
checks, the computer's turns and the logs."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from common import percentile
from load_bot import LogCounter, ms

from bot.discord.answers import PICTURE_WAIT
from bot.service import COMPUTER_PAUSE
from load_parts.fake import mib
from load_parts.gin import GinLoad, bot_report
from load_parts.process import BotProcess, ProcStats
from load_parts.record import Recorder, Sample, latency_header, latency_row, values_row
from load_parts.references import EchoResult
from load_parts.settings import ANSWER_TIMEOUT, COMPUTER_SETTLE, HAND_GRACE, SETUP_CONCURRENCY
from load_parts.tables import stale_text, table_delays, table_pictures


def fmt_rate(n: int, seconds: float) -> str:
    return f"{n / seconds:,.0f}/s" if seconds > 0 else "n/a"


def loadavg_text(load: GinLoad) -> str:
    """The machine's load average over the play phase (other processes' share of the CPUs)."""
    return " -> ".join(f"{x:.2f}" for x in load.loadavg) or "n/a"


def print_processes(
    bench: ProcStats, bot: ProcStats | Sequence[ProcStats] | None, indent: str = "  "
) -> None:
    """Event-loop lag, collector pauses and CPU of each process over the measured window (the
    bot's: one process, or each of its processes)."""
    bots = [bot] if isinstance(bot, ProcStats) else list(bot or ())
    procs = [*bots, bench]
    width = max(len(p.label) for p in procs)
    for p in procs:
        print(f"{indent}event-loop lag, {p.label:<{width}}: {p.lag.summary()}")
    for p in procs:
        print(f"{indent}garbage collector, {p.label:<{width}}: {p.gc_text()}")
    print(f"{indent}CPU user+sys (all threads): " + "; ".join(p.cpu_text() for p in procs))


def print_references(echo: EchoResult, svc: dict[str, list[float]]) -> None:
    where = "in its own process" if echo.bot is not None else "in this process"
    print("\nreferences (measured first)")
    samples = echo.rec.of("echo")
    lost = sum(echo.rec.lost.values())
    print(
        f"  minimal discord.py bot {where} (echo button, edit_message), {len(samples):,} clicks "
        f"by the same number of members with the same think time: "
        f"{fmt_rate(len(samples), echo.seconds)}" + (f", {lost} unanswered" if lost else "")
    )
    print(latency_header())
    print(latency_row("echo click", samples))
    print_processes(echo.bench, echo.bot)
    for name, times in svc.items():
        if times:
            print(
                f"  TableService.act alone (no Discord, bench process), {name}: "
                f"{len(times) / sum(times):,.0f} acts/s one at a time, p50 "
                f"{ms(percentile(times, 50))} ms, p99 {ms(percentile(times, 99))} ms, "
                f"max {ms(max(times))} ms"
            )


def print_setup(load: GinLoad) -> None:
    args, rec = load.args, load.rec
    sizes = Counter(len(run.players) for run in load.runs.values())
    mix = ", ".join(f"{sizes[n]} of {n} players" for n in (2, 3, 4) if sizes[n])
    accepts = sum(n - 1 for n in (len(run.players) for run in load.runs.values()))
    practice = (
        f" + {len(load.cruns)} games against the computer (/gin practice level:"
        f"{args.computer_level})"
        if load.cruns
        else ""
    )
    print(
        f"\nset-up: {load.games} games ({mix}): {load.games} challenges + {accepts} accepts"
        f"{practice} in {load.setup_seconds:.1f} s (at most {SETUP_CONCURRENCY} at a time; not "
        "in the figures below)"
    )
    print(latency_header())
    print(latency_row("challenge, accept", rec.of("setup")))
    if load.cruns:
        print(latency_row("practice", load.crec.of("setup")))


def print_answers(rec: Recorder) -> None:
    """Interactions unanswered, answered late (deferred), refused; anomalies."""
    lost = sum(rec.lost.values())
    print(
        f"  unanswered within {ANSWER_TIMEOUT:.0f} s: {lost}"
        + (f" {dict(rec.lost.most_common(6))}" if lost else "")
    )
    deferred = sum(rec.deferred.values())
    if deferred:
        print(
            f"  acknowledged with a deferral (the database took over the cog's 2 s), the hand "
            f"shown after: {deferred} {dict(rec.deferred.most_common(6))}"
        )
    for title, counts in (
        ("answered with a note instead of the move or hand", rec.refusals),
        ("anomalies", rec.anomalies),
    ):
        if counts:
            print(f"  {title}:")
            for text, n in counts.most_common(6):
                print(f"    {n:>6}  {text}")


def games_line(load: GinLoad) -> str:
    args, runs = load.args, load.runs.values()
    finished = sum(run.finished for run in runs)
    capped = sum(run.acked_moves >= args.moves for run in runs)
    return (
        f"  games: {capped} reached {args.moves} moves, {finished} ended, "
        f"{len(runs) - capped - finished} stopped by the time limit"
        + (f"; {load.cancelled_members} members cancelled" if load.cancelled_members else "")
    )


def by_slice(load: GinLoad, samples: Sequence[Sample], slice_seconds: float = 10.0) -> str:
    """p99 (and count) of ``samples`` by slice of the play phase, by the time dispatched."""
    slices: dict[int, list[float]] = {}
    for sample in samples:
        slices.setdefault(int((sample.at - load.play_started) // slice_seconds), []).append(
            sample.latency
        )
    return ", ".join(
        f"{i * slice_seconds:.0f}-{(i + 1) * slice_seconds:.0f} s {ms(percentile(lat, 99))}"
        for i, lat in sorted(slices.items())
        if lat
    )


def print_pictures(load: GinLoad) -> None:
    """The pictures the bot asked of its workers, timed in its process (PictureProbe): a
    click's answer waits for its hand's, and a challenge's last Accept for the table's."""
    if not load.args.pictures:
        return
    reports = [child.report or {} for child in load.children] or [bot_report(load)]
    renders = [render for report in reports for render in report.get("pictures") or ()]
    who = "bot process" if len(reports) == 1 else f"the {len(reports)} bot processes"
    for stage, picked in (
        ("set-up", [r for r in renders if r[1] < 0]),
        ("play", [r for r in renders if r[1] >= 0]),
    ):
        parts = []
        for kind in ("hand", "table"):
            times = [r[2] for r in picked if r[0] == kind]
            if times:
                slow = sum(t > 2.0 for t in times)
                parts.append(
                    f"{kind}s {len(times):,}: p50 {ms(percentile(times, 50))}, p99 "
                    f"{ms(percentile(times, 99))}, max {ms(max(times))} ms"
                    + (f", {slow} over 2 s" if slow else "")
                )
        if parts:
            where = f"  pictures asked of the workers in the {stage} ({who}): "
            print(where + "; ".join(parts))
    tables, sent = table_pictures(load), load.fake.pictures
    print(
        f"  table pictures, the whole run: {tables.drawn:,} drawn by the worker, "
        f"{tables.sent:,} sent (each upload), {tables.never_sent:,} drawn but never sent"
        + (
            f" (asked {', '.join(f'{at:.1f}' for at in tables.never_sent_at[:20])} s into the "
            f"play phase, which lasted {load.play_seconds:.1f} s)"
            if tables.never_sent
            else ""
        )
    )
    if sent.hand_answers:
        print(
            f"  answers showing a hand: {sent.hand_answers:,}, "
            f"{sent.hand_answers_without:,} sent without its picture "
            f"({100 * sent.hand_answers_without / sent.hand_answers:.1f}%: not drawn within "
            f"{PICTURE_WAIT:g} s), {sent.hand_pictures_added:,} added by a second request "
            f"({100 * sent.hand_pictures_added / sent.hand_answers:.1f}%; the others' newer "
            "answer came first)"
        )


def print_tables(load: GinLoad) -> None:
    """How stale the public tables got: the price of pacing the bot's requests."""
    delays, never = table_delays(load)
    if not delays and not never:
        return
    print(
        f"  tables shown after a commit (from the state's commit to the end of the table edit "
        f"that showed it, bot process; {len(delays):,} states of the play phase): "
        f"{stale_text(delays)}" + (f"; {never} never shown" if never else "")
    )


def print_baseline(load: GinLoad, store_check: tuple[int, list[str]]) -> bool:
    """Phase 1 of a run with computer games, in brief: the human games alone. Returns whether
    every acknowledged move was committed (the unanswered are counted apart)."""
    rec, seconds = load.rec, load.human_seconds
    play, moves = rec.of("move", "view"), rec.of("move")
    print(
        "\nphase 1 of 2: the human games alone, no computer games (the reference for phase 2: "
        "a fresh fake, bot process and database, the same games and seed)"
    )
    print_setup(load)
    print(
        f"play: {len(play):,} interactions in {seconds:.1f} s = {fmt_rate(len(play), seconds)}; "
        f"{len(moves):,} moves acknowledged = {fmt_rate(len(moves), seconds)}"
    )
    print(games_line(load))
    print(latency_header())
    print(latency_row("all play interactions", play))
    print(latency_row("moves (each commits to SQLite)", moves))
    print(latency_row("views (hand, refresh, knock offer)", rec.of("view")))
    print(f"  p99 ms by 10 s of the play phase: {by_slice(load, play)}")
    print_processes(load.bench, load.bot_stats)
    print_pictures(load)
    print_tables(load)
    print(f"  the machine's 1-minute load average, play start -> end: {loadavg_text(load)}")
    print_answers(rec)
    good, disagreements = store_check
    acked = sum(run.acked_moves for run in load.runs.values())
    print(
        f"  durability (SQLite file, bot process exited): {acked:,} acknowledged moves; "
        f"{good}/{len(load.runs)} games agree (stored version, deal rows, last table shown)"
    )
    for line in disagreements[:4]:
        print(f"    {line}")
    return not disagreements and good == len(load.runs)


def print_run(load: GinLoad) -> list[Sample]:
    rec = load.rec
    play = rec.of("move", "view")
    moves = rec.of("move")
    seconds = load.human_seconds
    if load.cruns:
        print(
            f"\nphase 2 of 2: the same human games with {len(load.cruns)} games against the "
            f"computer ({load.args.computer_level}) beside them"
        )
    print_setup(load)
    print(
        f"\nplay{' of the human games' if load.cruns else ''}: {len(play):,} interactions in "
        f"{seconds:.1f} s = {fmt_rate(len(play), seconds)}; "
        f"{len(moves):,} moves acknowledged = {fmt_rate(len(moves), seconds)}"
    )
    print(games_line(load))
    print("  acknowledgement latency = INTERACTION_CREATE dispatched -> callback POST arrived")
    print(latency_header())
    print(latency_row("all play interactions", play))
    print(latency_row(f"moves (each commits to {load.store_name})", moves))
    print(latency_row("views (hand, refresh, knock offer)", rec.of("view")))
    by_action: dict[str, list[Sample]] = {}
    for sample in play:
        by_action.setdefault(re.sub(r"-\w+$", "-*", sample.action), []).append(sample)
    for name, samples in sorted(by_action.items(), key=lambda kv: -len(kv[1])):
        print(latency_row(f"  {name}", samples))
    if play:
        print(f"  p99 ms by 10 s of the play phase: {by_slice(load, play)}")
        fake_lat = [s.fake_latency for s in play]
        print(
            f"  the fake's own Callback.latency (stamped after it handled the callback): p50 "
            f"{ms(percentile(fake_lat, 50))}, p99 {ms(percentile(fake_lat, 99))}, max "
            f"{ms(max(fake_lat))} ms"
        )
    print_processes(load.bench, load.all_bot_stats or load.bot_stats)
    if load.worker_cpu is not None:
        print(
            f"  CPU of the bot's child processes (the computer's worker, the two picture "
            f"workers, multiprocessing's resource tracker): {load.worker_cpu:.1f} s "
            f"({100 * load.worker_cpu / max(load.play_seconds, 1e-9):.0f}% of a core; not in "
            "the bot process's)"
        )
    print_pictures(load)
    print_tables(load)
    print(f"  the machine's 1-minute load average, play start -> end: {loadavg_text(load)}")
    print_answers(rec)
    problems = load.fake.problems()
    print(
        f"  fake Discord problems (rule violations, unknown routes, never acknowledged): "
        f"{len(problems)}"
    )
    for problem in problems[:4]:
        print(f"    {problem[:160]}")
    errors = list(load.fake.logged_errors)
    if load.children:
        reports = [child.report or {} for child in load.children]
        counts = ", ".join(str(report.get("errors", "n/a")) for report in reports)
        print(
            f"  ERROR log records: bot process{'es' if len(reports) > 1 else ''} {counts}, bench "
            f"process {len(errors)}"
        )
        for report in reports:
            errors += [e for e in report.get("log_examples", []) if not e.startswith("WARNING")]
    else:
        print(f"  ERROR log records: {len(errors)}")
    for line in errors[:3]:
        print(f"    {line[:160]}")
    return play


def print_checks(
    load: GinLoad, store_check: tuple[int, list[str]], sizes: dict[str, int], rss: dict[str, int]
) -> bool:
    good, disagreements = store_check
    runs = load.all_runs()
    acked = sum(run.acked_moves for run in runs)
    unknown = sum(run.unknown_moves for run in runs)
    computer = sum(run.computer_moves for run in runs)
    computer_unknown = sum(run.computer_unknown for run in runs)
    where = "after the bot closed"
    if len(load.children) == 1 and load.child is not None:
        where = (
            f"after the bot process exited (exit status {load.child.returncode}, closing took "
            f"{bot_report(load).get('closing_seconds', float('nan')):.2f} s)"
        )
    elif load.children:
        exits = ", ".join(str(child.returncode) for child in load.children)
        where = f"after the {len(load.children)} bot processes exited (exit statuses {exits})"
    store = "the SQLite file" if load.layout.store == "sqlite" else "the PostgreSQL database"
    against = (
        f" and {computer:,} moves of the computer committed by the bot (its probe's count"
        + (f"; +{computer_unknown} cut short when it closed" if computer_unknown else "")
        + ")"
        if load.cruns
        else ""
    )
    print(
        f"\ndurability, read from {store} {where}: {acked:,} acknowledged moves"
        + (f" (+{unknown} unanswered)" if unknown else "")
        + against
        + f"; {good}/{len(runs)} games with stored version = acceptances + acknowledged "
        + ("moves (+ the computer's)" if load.cruns else "moves")
        + ", deal rows = score sheet, last table shown = stored state"
    )
    for line in disagreements[:8]:
        print(f"    {line}")
    if sizes:
        print(
            f"sqlite: {mib(sizes['db'])} + wal {mib(sizes['-wal'])} + shm {mib(sizes['-shm'])} "
            f"= {mib(sum(sizes.values()))} for {len(runs)} games"
        )
    kept = "kept whole (--keep-records)" if load.args.keep_records else "pruned every second"
    if load.children:
        peaks = [(child.report or {}).get("maxrss") for child in load.children]
        bot_rss = ", ".join(mib(peak) if peak else "n/a" for peak in peaks)
        print(
            f"memory: bot process peak RSS {bot_rss}; bench process "
            f"(fake and members) peak RSS {mib(rss['peak'])} (before the gin run "
            f"{mib(rss['before'])}, after set-up {mib(rss['setup'])}); fake's records {kept}"
        )
    else:
        print(
            f"memory: peak RSS {mib(rss['peak'])} (before the gin run {mib(rss['before'])}, "
            f"after set-up {mib(rss['setup'])}); the bot, the fake and the members share the "
            f"process, fake's records {kept}"
        )
    return not disagreements and good == len(runs)


def print_computer(load: GinLoad) -> None:
    """The games against the computer: the computer's moves and thinks (the bot's probe), the
    members' latencies, the hand edits the bot made unasked."""
    args, rec, seconds = load.args, load.crec, load.play_seconds
    report = load.computer_report()
    thinks = [t for t in report.get("thinks") or () if 0 <= t[0] <= seconds]
    moves = sum(run.computer_moves for run in load.cruns.values())
    pause = COMPUTER_PAUSE if args.computer_pause is None else args.computer_pause
    print(
        f"\ncomputer games: {len(load.cruns)} members each playing the computer "
        f"({args.computer_level}; /gin practice in a channel of its own; the bot pauses "
        f"{pause:g} s before each of its moves), beside the human games until those were over"
    )
    attempts = sum((report.get("attempts") or {}).values())
    failed = sum((report.get("failed") or {}).values())
    cold = report.get("cold") or []
    print(
        f"  the computer: {moves:,} moves committed in all (set-up and end included; {attempts:,} "
        f"tried, {failed} refused as the table had moved on); {len(thinks):,} thinks in the "
        f"play phase = {fmt_rate(len(thinks), seconds)}"
        + (
            f"; the first, starting the worker process, took {ms(max(cold))} ms (not below)"
            if cold
            else ""
        )
    )
    if thinks:
        print("  its thinks, timed in the bot process:")
        print(latency_header())
        for label, values in (
            ("view to the worker -> move back", [t[1] for t in thinks]),
            ("  the worker's share (FIFO)", [t[2] for t in thinks]),
            ("  the rest (queue, the bot's loop)", [t[1] - t[2] for t in thinks]),
        ):
            print(values_row(label, values))
        timed = [Sample("think", "think", t[1], t[1], load.play_started + t[0]) for t in thinks]
        print(f"  view to the worker -> move back, p99 ms by 10 s: {by_slice(load, timed)}")
        if load.worker_cpu is not None:
            print(
                f"  the worker process's CPU over the play phase (with the resource tracker's "
                f"and, pictures on, the picture workers'): {load.worker_cpu:.1f} s = "
                f"{100 * load.worker_cpu / seconds:.0f}% of a core, "
                f"{ms(load.worker_cpu / len(thinks))} ms a think (the worker's share above "
                "counts the pickling, the bot's loop and the machine's other processes too)"
            )
    play = rec.of("move", "view")
    print(f"  the members' interactions: {len(play):,} = {fmt_rate(len(play), seconds)}")
    print(latency_header())
    print(latency_row("all play interactions", play))
    print(latency_row("moves (each commits to SQLite)", rec.of("move")))
    print(latency_row("views (hand, refresh, knock offer)", rec.of("view")))
    if play:
        print(f"  p99 ms by 10 s of the play phase: {by_slice(load, play)}")
    hands = [run.hand.id for run in load.cruns.values() if run.hand is not None]
    edits = sum(load.fake.edits[h] for h in hands)
    own = sum(run.own_hand_edits for run in load.cruns.values())
    repeats = sum(load.fake.repeats[h] for h in hands)
    fallbacks = sum(run.hand_fallbacks for run in load.cruns.values())
    print(
        f"  the members' hands were edited {edits:,} times: {own:,} answering their clicks, "
        f"{edits - own:,} by the bot unasked (the computer's moves: {moves:,}); {repeats:,} of "
        f"all the edits showed the version the hand already showed"
    )
    print(
        f"  members who clicked Refresh as their hand was not brought up to date {HAND_GRACE:g} "
        f"s after the table named them: {fallbacks}"
    )
    finished = sum(run.finished for run in load.cruns.values())
    print(
        f"  games: {finished} ended; {load.computers_moving} still in the computer's turn "
        f"{COMPUTER_SETTLE:.0f} s after the members stopped"
    )
    print_answers(rec)


def print_logs(counter: LogCounter, children: Sequence[tuple[str, BotProcess | None]]) -> None:
    """WARNING+ records of every process, counted by message; the first of each, formatted,
    except discord.py's notes about voice support."""
    counts: Counter[str] = Counter({f"[bench] {k}": n for k, n in counter.counts.items()})
    examples = [f"[bench] {e}" for e in counter.examples]
    for name, child in children:
        report = (child.report if child is not None else None) or {}
        for key, n in (report.get("log_counts") or {}).items():
            counts[f"[{name}] {key}"] += n
        examples += [f"[{name}] {e}" for e in report.get("log_examples") or ()]
    if counts:
        print(f"\nWARNING+ log records: {sum(counts.values())}")
        for key, n in counts.most_common(8):
            print(f"    {n:>6}  {key[:120]}")
        shown = [e for e in examples if "voice will NOT be supported" not in e]
        if shown:
            print("  first of each:")
            for line in shown[:6]:
                text, _, exc = line.rpartition(" [")  # a record's exception, at its end
                if text and exc.endswith("]") and len(line) > 160:
                    line = f"{text[:100]}... [{exc[:100]}"
                print(f"    {line[:220]}")
