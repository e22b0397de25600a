"""``pytest --busy N`` keeps N CPUs busy for the whole run, on one process or on xdist's workers
(each worker is a pytest of its own: were the spinners theirs, ``-n 2 --busy 1`` would spin two)."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# A run of its own with the suite's hooks; its tests count the spinners alive beside them: the
# processes that carry this run's mark in their environment and run the spinner's loop.
CONFTEST = "from tests.conftest import *  # noqa: F403\n"
PROBE = """
import os
import time
from pathlib import Path

import pytest


@pytest.mark.parametrize("turn", range(8))  # enough for every worker to start its own, if any
def test_count_the_spinners(turn: int) -> None:
    time.sleep(0.2)
    mark = f"GIN_BUSY_PROBE={os.environ['GIN_BUSY_PROBE']}".encode()
    found = 0
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
            environment = Path(f"/proc/{pid}/environ").read_bytes().split(b"\\0")
        except OSError:
            continue
        found += b"os.getppid() == parent" in command and mark in environment
    with open(os.environ["GIN_BUSY_COUNT"], "a") as counts:
        counts.write(f"{found}\\n")
"""


@pytest.mark.parametrize("workers", ["0", "2"])
def test_busy_n_spins_n_processes_with_or_without_workers(tmp_path: Path, workers: str) -> None:
    (tmp_path / "conftest.py").write_text(CONFTEST)
    (tmp_path / "test_probe.py").write_text(PROBE)
    count = tmp_path / "count"
    environment = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "GIN_BUSY_PROBE": uuid.uuid4().hex,
        "GIN_BUSY_COUNT": str(count),
    }
    run = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", workers]
    done = subprocess.run(
        [*run, "--busy", "1", "test_probe.py"],
        cwd=tmp_path,
        env=environment,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert set(count.read_text().split()) == {"1"}  # from the first test to the last
