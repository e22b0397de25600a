"""Worker processes that never take the CPU from the bot's event loop."""

from __future__ import annotations

import os

__all__ = ["yield_to_the_bot"]


def yield_to_the_bot(niceness: int = 0) -> None:
    """What a worker process (pictures, the computer's thinking) does first.

    On Linux it becomes a batch process: it keeps its fair share of the CPU but never preempts
    another process when it wakes. With the normal policy, a worker woken by the bot's request
    (a write to its pipe) took the bot's own CPU at once whenever the other CPUs were busy, for
    the whole picture or think, and every game waited meanwhile: with pictures on,
    ``bench/load.py`` measured p99 100-135 ms at 200 games that way, 56 ms this way.
    ``niceness`` lowers its share further."""
    if hasattr(os, "sched_setscheduler"):
        os.sched_setscheduler(0, os.SCHED_BATCH, os.sched_param(0))
    if niceness:
        os.nice(niceness)
