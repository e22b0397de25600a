"""How often code lets go of the GIL: a thread that runs only when it is let go counts it.

The bot's database thread waits for the GIL whenever a query's result is ready, so code on the
event loop that lets go of it (``hmac.digest`` does, on every call) hands the loop's thread over
to that thread and waits for its turn back. Shared by the tests and ``bench/tags.py``.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable

__all__ = ["hand_overs"]


def hand_overs(work: Callable[[int], object], count: int = 5000) -> int:
    """How many times a thread waiting for the GIL ran while ``work`` was called ``count``
    times (with its call's number): with no forced switch, only when ``work`` let go of it."""
    ran = 0
    done = False
    started = threading.Event()

    def other_thread() -> None:
        nonlocal ran
        started.set()
        while not done:
            ran += 1
            time.sleep(0)  # lets go of the GIL, then waits for it

    switch = sys.getswitchinterval()
    # No forced switch while this runs: the other thread gets the GIL only if it is let go.
    sys.setswitchinterval(60)
    thread = threading.Thread(target=other_thread, daemon=True)
    try:
        thread.start()
        started.wait()
        time.sleep(0.001)  # (lets it run until it waits for the GIL)
        before = ran
        for i in range(count):
            work(i)
        after = ran
    finally:
        done = True
        sys.setswitchinterval(switch)
        thread.join()
    return after - before
