"""A busy neighbour: processes that keep CPUs busy beside the tests or a benchmark, the way a
small shared host is busy with someone else's work.

Each is a plain Python loop at nice 0 (the bot's own priority), so the scheduler shares the CPU
between it and the bot as it would with a neighbour's job. Nothing to install: the spinners are
this interpreter, started and ended by the run (``pytest --busy N``, ``bench/load.py --busy N``).
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Iterator

__all__ = ["all_cores", "spinning"]


def all_cores() -> int:
    """One spinner per CPU this process may run on: every core busy."""
    return len(os.sched_getaffinity(0))


@contextlib.contextmanager
def spinning(count: int) -> Iterator[list[subprocess.Popen[bytes]]]:
    """Keep ``count`` CPUs busy while the block runs; the spinners end with it (a run that is
    killed takes them along: each one exits when its parent is gone)."""
    # Each spinner polls its parent once in a while, so none outlives a run killed with -9.
    code = (
        "import os, time\n"
        "parent = os.getppid()\n"
        "while os.getppid() == parent:\n"
        "    end = time.monotonic() + 0.5\n"
        "    while time.monotonic() < end: pass\n"
    )
    spinners = [
        subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.DEVNULL)
        for _ in range(count)
    ]
    try:
        yield spinners
    finally:
        for spinner in spinners:
            spinner.kill()
        for spinner in spinners:
            spinner.wait()
