"""CI's script stops at the first failing check: under ``set -e`` bash does not stop for a
failing command that is not the last of an ``a && b`` list (bash(1), "set -e"), so a check
chained with ``&&`` would fail unnoticed (ruff's lint did, until this test)."""

from __future__ import annotations

import subprocess
from pathlib import Path

CI = Path(__file__).resolve().parents[1] / ".ci" / "run"


def _commands() -> list[str]:
    lines = [line.strip() for line in CI.read_text().splitlines()]
    return [line for line in lines if line and not line.startswith("#")]


def test_no_check_hides_in_an_and_list() -> None:
    chained = [line for line in _commands() if "&&" in line and not line.startswith("if ")]
    assert chained == [], "a failing command before && does not stop CI under set -e"


def test_bash_really_ignores_a_failure_before_and_under_set_e(tmp_path: Path) -> None:
    script = tmp_path / "run"
    script.write_text("set -euo pipefail\nfalse && true\necho went-on\n")
    done = subprocess.run(["bash", str(script)], capture_output=True, text=True, check=False)
    assert done.returncode == 0 and "went-on" in done.stdout  # why the first test exists
