"""Two commits of the bot measured side by side (a script, not a test):

    python bench/compare.py REF [--repeat N] [--log-dir DIR] [--head-args "ARGS"]
                            [--goal-bot X] [--goal-workers Y] [-- LOAD.PY'S ARGUMENTS]

REF (a commit, tag or branch) is checked out in a git worktree of its own with a virtual
environment of its own (both kept under ``.compare/`` in this checkout and reused by the next
run: the first costs a minute of ``pip install``; ``git worktree remove .compare/<commit>``
frees it). Then each tree's OWN ``bench/load.py`` runs
with the same arguments, the two alternating, ``--repeat`` times each (default 5): REF first in
odd pairs, this tree first in even ones, so that a machine growing busier over the run weighs on
both alike. Each run's whole output is kept in the log folder printed at the start.

From each run it reads what every version of ``bench/load.py`` since the two-phase runs prints:
- the bot alone: the bot process's CPU (user+sys over the play phase, all threads) per play
  interaction, in the phase without computer games (phase 1; the only phase with
  ``--computer-games 0``);
- the bot with its workers: the bot process's CPU plus its child processes' (the computer's
  worker, the picture workers, the resource tracker) per interaction, in the phase with the
  computer games (phase 2: the human games' interactions and the computer games' members');
- p50 and p99 of all play interactions in each phase; the same-requests echo ratio where the
  tree's load.py prints one.
and prints, for each figure, each tree's median and min-max, the ratio of the medians, and the
median and spread of the ratios of the pairs (each run of this tree over the REF run beside it).

The machines are shared and noisy: read the ratios of the pairs, and take the same arguments
for both (the ``load:`` lines of the two trees are shown; they must describe the same load).
``--head-args`` adds arguments to this tree's runs alone: the same code with and without an
option, e.g. ``python bench/compare.py HEAD --head-args=--locales --goal-bot 1.05`` for the
catalogue's cost (the members' languages mixed against English only).
The goals, in the last line: the bot's CPU per interaction at most ``--goal-bot`` times REF's
(default 1.00), and with its workers at most ``--goal-workers`` (default 1.05), each on the
median of the pairs' ratios.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from common import goal_line, verdict

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".compare"  # worktrees and their venvs, reused (in .gitignore)


# -- reading one run's output --------------------------------------------------------------


_NUMBER = r"([\d,]+(?:\.\d+)?)"


def _number(text: str) -> float:
    return float(text.replace(",", ""))


@dataclass(frozen=True)
class Phase:
    interactions: int  # play interactions answered (the computer games' members' included)
    bot_cpu: float  # s, the bot process over the play phase
    workers_cpu: float | None  # s, its child processes, where the output says
    p50: float | None  # ms, all play interactions
    p99: float | None


def _phase(text: str) -> Phase:
    """One phase's figures (``text``: from its heading to the next one)."""
    play = re.search(rf"^play(?: of the human games)?: {_NUMBER} interactions", text, re.M)
    cpu = re.search(rf"CPU user\+sys \(all threads\): bot process {_NUMBER} s", text)
    if play is None or cpu is None:
        raise ValueError("no play line or no CPU line for the bot process")
    members = re.search(rf"^  the members' interactions: {_NUMBER}", text, re.M)
    workers = re.search(rf"CPU of the bot's child processes[^:]*: {_NUMBER} s", text)
    latency = re.search(
        rf"^  all play interactions\s+{_NUMBER}\s+{_NUMBER}\s+{_NUMBER}\s+{_NUMBER}", text, re.M
    )
    interactions = int(_number(play.group(1))) + (int(_number(members.group(1))) if members else 0)
    return Phase(
        interactions,
        _number(cpu.group(1)),
        _number(workers.group(1)) if workers else None,
        _number(latency.group(2)) if latency else None,
        _number(latency.group(4)) if latency else None,
    )


@dataclass(frozen=True)
class Run:
    """The figures of one run of a tree's bench/load.py."""

    load: str  # its "load:" line
    alone: Phase  # without computer games
    computer: Phase | None  # with them (None: --computer-games 0)
    echo_ratio: float | None  # gin / same-requests reference, where printed

    @property
    def bot_ms(self) -> float:
        return 1000 * self.alone.bot_cpu / self.alone.interactions

    @property
    def with_workers_ms(self) -> float | None:
        phase = self.computer or self.alone
        if phase.workers_cpu is None:
            return None
        return 1000 * (phase.bot_cpu + phase.workers_cpu) / phase.interactions


def read_run(output: str) -> Run:
    load = re.search(r"^load: .*$", output, re.M)
    first = output.find("\nphase 1 of 2")
    second = output.find("\nphase 2 of 2")
    end = min(
        (
            i
            for i in (output.find("\nsame-requests reference"), output.find("\nside by side"))
            if i > 0
        ),
        default=len(output),
    )
    if first < 0:  # one phase: from the play line on
        start = output.find("\nset-up: ")
        alone, computer = _phase(output[max(start, 0) : end]), None
    else:
        alone = _phase(output[first : second if second > 0 else end])
        computer = _phase(output[second:end]) if second > 0 else None
    echo = re.search(r"gin / same-requests: [\d.]+ ms / [\d.]+ ms = ([\d.]+)x", output)
    return Run(
        load.group(0) if load else "?",
        alone,
        computer,
        float(echo.group(1)) if echo else None,
    )


# -- the trees -----------------------------------------------------------------------------


def git(*args: str, cwd: Path = ROOT) -> str:
    return subprocess.run(
        ["git", *args], cwd=cwd, check=True, capture_output=True, text=True
    ).stdout.strip()


def reference_tree(ref: str) -> tuple[Path, Path, str]:
    """REF's worktree and its venv's python (made once, then reused), and its short commit."""
    commit = git("rev-parse", "--verify", f"{ref}^{{commit}}")
    tree = CACHE / commit[:12]
    if not (tree / ".git").exists():
        CACHE.mkdir(exist_ok=True)
        git("worktree", "add", "--detach", str(tree), commit)
    python = tree / ".venv" / "bin" / "python"
    if not python.exists():
        print(f"making {tree}/.venv (pip install -e '.[dev]', once) ...", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(tree / ".venv")], check=True)
        done = subprocess.run(
            [str(python), "-m", "pip", "install", "-q", "-e", ".[dev]"],
            cwd=tree,
            capture_output=True,
            text=True,
        )
        if done.returncode:
            shutil.rmtree(tree / ".venv")  # made again by the next run
            raise SystemExit(f"pip install in {tree} failed:\n{done.stdout}{done.stderr}")
    return tree, python, commit[:10]


def run_load(python: Path, tree: Path, args: Sequence[str], log: Path) -> Run:
    started = time.monotonic()
    done = subprocess.run(
        [str(python), "bench/load.py", *args],
        cwd=tree,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
    )
    log.write_text(done.stdout + ("\n--- stderr ---\n" + done.stderr if done.stderr else ""))
    if "\nphase 1 of 2" not in done.stdout and "\nset-up: " not in done.stdout:
        raise SystemExit(f"{log}: bench/load.py printed no run (exit status {done.returncode})")
    run = read_run(done.stdout)
    print(
        f"  {log.stem}: {time.monotonic() - started:.0f} s, bot {run.bot_ms:.2f} ms"
        + (f", with workers {run.with_workers_ms:.2f} ms" if run.with_workers_ms else "")
        + f" per interaction (exit status {done.returncode})",
        flush=True,
    )
    return run


# -- the comparison ------------------------------------------------------------------------


@dataclass
class Figure:
    name: str
    of: Callable[[Run], float | None]
    lower_is_better: bool = True
    ref: list[float] = field(default_factory=list)
    head: list[float] = field(default_factory=list)
    pairs: list[float] = field(default_factory=list)

    def add(self, ref: Run, head: Run) -> None:
        a, b = self.of(ref), self.of(head)
        if a is not None:
            self.ref.append(a)
        if b is not None:
            self.head.append(b)
        if a and b is not None:
            self.pairs.append(b / a)

    def row(self) -> str:
        def side(values: list[float]) -> str:
            if not values:
                return f"{'n/a':>22}"
            return f"{statistics.median(values):8.2f} ({min(values):.2f}-{max(values):.2f})"

        ratio = (
            f"{statistics.median(self.head) / statistics.median(self.ref):6.2f}x"
            if self.ref and self.head and statistics.median(self.ref)
            else "   n/a"
        )
        pairs = (
            f"{statistics.median(self.pairs):.2f}x ({min(self.pairs):.2f}-{max(self.pairs):.2f})"
            if self.pairs
            else "n/a"
        )
        return f"  {self.name:<34}{side(self.ref):>24}{side(self.head):>24}  {ratio}   {pairs}"


FIGURES = (
    ("bot CPU per interaction, ms", lambda r: r.bot_ms),
    ("bot + workers CPU / interaction, ms", lambda r: r.with_workers_ms),
    ("p50 ms, without computer games", lambda r: r.alone.p50),
    ("p99 ms, without computer games", lambda r: r.alone.p99),
    ("p50 ms, with computer games", lambda r: r.computer.p50 if r.computer else None),
    ("p99 ms, with computer games", lambda r: r.computer.p99 if r.computer else None),
    ("gin / same-requests CPU", lambda r: r.echo_ratio),
)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Measure REF and this tree with each one's own bench/load.py, alternating.",
        epilog="Arguments after -- go to both trees' bench/load.py.",
    )
    parser.add_argument("ref", help="the commit to compare with (a hash, tag or branch)")
    parser.add_argument("--repeat", type=int, default=5, help="runs of each tree (default 5)")
    parser.add_argument("--log-dir", type=Path, help="where each run's output goes")
    parser.add_argument(
        "--head-args", default="", help="more bench/load.py arguments, for this tree's runs only"
    )
    parser.add_argument("--goal-bot", type=float, default=1.00)
    parser.add_argument("--goal-workers", type=float, default=1.05)
    own = list(argv) if argv is not None else sys.argv[1:]
    load_args: list[str] = []
    if "--" in own:
        at = own.index("--")
        own, load_args = own[:at], own[at + 1 :]
    args = parser.parse_args(own)
    if args.repeat < 1:
        parser.error("--repeat is at least 1")
    tree, python, commit = reference_tree(args.ref)
    head = git("rev-parse", "--short=10", "HEAD") + (
        "+changes" if git("status", "--porcelain") else ""
    )
    logs = args.log_dir or CACHE / "logs" / time.strftime("%Y%m%dT%H%M%S")
    logs.mkdir(parents=True, exist_ok=True)
    print(
        f"bench/compare.py: {args.ref} ({commit}) against this tree ({head}), "
        f"{args.repeat} runs each, alternating; bench/load.py {' '.join(load_args) or '(defaults)'}"
        + (f" (this tree: also {args.head_args})" if args.head_args else "")
        + f"\n  each run's output in {logs}",
        flush=True,
    )
    figures = [Figure(name, of) for name, of in FIGURES]
    loads: dict[str, set[str]] = {"ref": set(), "head": set()}
    for n in range(1, args.repeat + 1):
        order = ("ref", "head") if n % 2 else ("head", "ref")
        runs = {}
        for side in order:
            where, interpreter = (tree, python) if side == "ref" else (ROOT, Path(sys.executable))
            arguments = load_args if side == "ref" else [*load_args, *args.head_args.split()]
            runs[side] = run_load(interpreter, where, arguments, logs / f"{side}-{n}.txt")
            loads[side].add(runs[side].load)
        for figure in figures:
            figure.add(runs["ref"], runs["head"])
    print(f"\n  load, {args.ref}: {' | '.join(sorted(loads['ref']))}")
    print(f"  load, this tree: {' | '.join(sorted(loads['head']))}")
    if loads["ref"] != loads["head"]:
        print("  (the two trees describe their loads differently: check they are the same)")
    print(
        f"\n  {'figure':<34}{args.ref + ' median (min-max)':>24}{'this tree':>24}"
        "  ratio of medians   pairs' ratios: median (min-max)"
    )
    for figure in figures:
        print(figure.row())
    bot, workers = figures[0], figures[1]
    goals = []
    for figure, goal, what in (
        (bot, args.goal_bot, "the bot's CPU per interaction"),
        (workers, args.goal_workers, "the bot's with its workers"),
    ):
        if figure.pairs:
            median = statistics.median(figure.pairs)
            goals.append(
                (f"{what} at most {goal:.2f}x {args.ref}'s [{median:.2f}x]", median <= goal)
            )
        else:
            goals.append((f"{what} at most {goal:.2f}x {args.ref}'s [not measured]", False))
    met = all(ok for _, ok in goals)
    parts = "; ".join(f"{text}: {verdict(ok)}" for text, ok in goals)
    print("\n" + goal_line(f"{parts} (median of {args.repeat} alternated pairs)", met))
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
