"""Every bench script's ``--quick`` mode, run as a host runs it (``python bench/<name>.py``), so a
benchmark cannot stop running unnoticed: it exits 0 and its last line is its goal line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_quick(script: str, *extra: str) -> list[str]:
    """The printed lines of ``bench/<script> --quick``; fails the test if it exits non-zero."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / script), "--quick", *extra],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, f"{script} exited {done.returncode}:\n{done.stdout}{done.stderr}"
    return done.stdout.splitlines()


def test_rescore_quick_agrees_with_the_engine_on_every_format() -> None:
    lines = run_quick("rescore.py")
    rows = [line.split() for line in lines[1:-1]]  # between the header and the goal line
    # heads-up, both three-player rotations, partnership, Hollywood: 5 games each, 0 disagreements
    assert len(rows) == 5, lines
    assert all(row[-5] == "5" and row[-2] == "0" for row in rows), lines
    assert lines[-1] == "goal: 0 disagreements -> MET"
