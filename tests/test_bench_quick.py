"""Every bench script's ``--quick`` mode, run as a host runs it (``python bench/<name>.py
--quick``), so that a benchmark cannot stop running unnoticed: it ends with its goal lines, and
its exit status says what they say. Only that: at quick sizes the figures are noise, so a goal
may be NOT MET (bench/load.py's p99 is stated for 200 games, not 4).

The quick modes not marked ``slow`` take 30 s together on a quiet 2-core machine (50 s on a busy
one); the slow ones (OpenSpiel's comparisons, the tags' two real games, the load's and the
faults' bot processes, the arena's 25 matches, the kill round on PostgreSQL) about four minutes
more."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.postgres import find_binaries

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))  # as the bench scripts import their siblings

import compare  # noqa: E402  (bench/compare.py)

GOAL = re.compile(r"^goal: .+ -> (MET|NOT MET|NOT MEASURED)( \(.*\))?$")
HANG = 600  # seconds: a run this long is stuck, not slow

needs_openspiel = [
    pytest.mark.openspiel,
    pytest.mark.skipif(importlib.util.find_spec("pyspiel") is None, reason="no open-spiel"),
]


needs_postgres = pytest.mark.skipif(find_binaries() is None, reason="no PostgreSQL server")


def run_quick(command: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """``bench/<command> --quick``: ``command`` is the script's name and its own options."""
    script, *options = command.split()
    # TMPDIR: the benches' temporary folders (faults.py keeps its bots' logs) land in the test's.
    return subprocess.run(
        [sys.executable, str(ROOT / "bench" / script), "--quick", *options],
        cwd=ROOT,
        env={**os.environ, "TMPDIR": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=HANG,
    )


@pytest.mark.parametrize(
    "command",
    [
        "rescore.py",
        "pairing.py",
        "commit.py",
        "leaderboard.py",
        "pictures.py",
        "deferral.py",
        "tournament.py",
        pytest.param("engine.py", marks=[pytest.mark.slow, *needs_openspiel]),
        pytest.param("arena_openspiel.py", marks=[pytest.mark.slow, *needs_openspiel]),
        pytest.param("arena.py", marks=pytest.mark.slow),
        pytest.param("tags.py", marks=pytest.mark.slow),
        pytest.param("faults.py", marks=pytest.mark.slow),
        pytest.param("load.py", marks=pytest.mark.slow),
        pytest.param("load.py --kill-one", marks=[pytest.mark.slow, needs_postgres]),
    ],
)
def test_quick_mode_runs_to_its_goal_lines(command: str, tmp_path: Path) -> None:
    done = run_quick(command, tmp_path)
    report = f"{command} exited {done.returncode}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
    assert "Traceback" not in done.stderr, report
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    goals = [line for line in lines if line.startswith("goal: ")]
    assert goals and lines[-1] == goals[-1], report  # the goal lines come last
    verdicts = [match.group(1) for match in map(GOAL.match, goals) if match]
    assert len(verdicts) == len(goals), report
    if set(verdicts) == {"MET"}:
        assert done.returncode == 0, report
        assert list(tmp_path.iterdir()) == [], report  # nothing left in the host's /tmp
    else:
        assert done.returncode in (0, 1), report  # some benches report a goal, others enforce it
    if command == "load.py":  # bench/compare.py reads what each tree's load.py prints
        run = compare.read_run(done.stdout)
        assert run.alone.interactions > 0 and run.computer is not None, run
        assert run.with_workers_ms is not None and run.echo_ratio is not None, run


def test_rescore_quick_agrees_with_the_engine_on_every_format(tmp_path: Path) -> None:
    done = run_quick("rescore.py", tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    rows = [line.split() for line in lines[1:-1]]  # between the header and the goal line
    # heads-up, both three-player rotations, partnership, Hollywood: 5 games each, 0 disagreements
    assert len(rows) == 5, lines
    assert all(row[-5] == "5" and row[-2] == "0" for row in rows), lines
    assert lines[-1] == "goal: 0 disagreements -> MET"
