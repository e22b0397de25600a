"""``bench/common``: the one percentile rule every benchmark prints with, its goal line, and what
the benches read of their processes from /proc."""

from __future__ import annotations

import asyncio
import math
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"
sys.path.insert(0, str(BENCH))  # as the bench scripts import it: ``from common import ...``

from common import goal_line, median, percentile, procs  # noqa: E402


def test_percentile_is_the_nearest_rank_so_always_a_value_measured() -> None:
    hundred = [float(n) for n in range(100, 0, -1)]  # unsorted on purpose
    assert percentile(hundred, 50) == 50.0
    assert percentile(hundred, 99) == 99.0
    assert percentile(hundred, 100) == 100.0
    assert percentile(hundred, 0) == 1.0
    four = [4.0, 1.0, 3.0, 2.0]
    assert percentile(four, 50) == 2.0  # the 2nd of 4, not the mean of the middle two
    assert percentile(four, 51) == 3.0
    assert percentile(four, 99) == 4.0


def test_percentile_of_nothing_measured_is_nan_not_an_error() -> None:
    assert math.isnan(percentile([], 99))


def test_median_is_the_50th_percentile_by_the_same_rule() -> None:
    assert median([4.0, 1.0, 3.0, 2.0]) == 2.0  # the 2nd of 4, not 2.5
    assert median([5.0, 1.0, 3.0]) == 3.0
    assert math.isnan(median([]))


def test_goal_line_says_met_or_not_met_and_why() -> None:
    assert goal_line("0 disagreements", True) == "goal: 0 disagreements -> MET"
    assert (
        goal_line("p99 < 20 ms", False, "board 31 ms")
        == "goal: p99 < 20 ms -> NOT MET (board 31 ms)"
    )
    assert goal_line("p99 at 2x the load", None, "needs 4 cores") == (
        "goal: p99 at 2x the load -> NOT MEASURED (needs 4 cores)"
    )


needs_proc = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="no /proc (Linux)")


@needs_proc
def test_procs_read_a_process_whose_name_holds_a_parenthesis_and_end_its_orphans(
    tmp_path: Path,
) -> None:
    # /proc/PID/stat shows the name in parentheses, unescaped: ") 1" in it must not shift the
    # fields that follow. The name is the executable's, so run sleep under such a name.
    odd = tmp_path / "a) 1 2"
    odd.symlink_to(shutil.which("sleep") or "/bin/sleep")
    parent = subprocess.Popen(["/bin/sh", "-c", f"'{odd}' 60 & wait"])
    try:
        for _ in range(1000):  # until the shell's child runs sleep under its odd name
            family = procs.family_of(parent.pid)
            if family and Path(f"/proc/{family[0][0]}/comm").read_text().strip() == odd.name:
                break
            time.sleep(0.01)
        assert len(family) == 1, family
        ((child, _started),) = family
        assert Path(f"/proc/{child}/comm").read_text().strip() == odd.name
        fields = procs.stat_fields(child)
        assert fields is not None and int(fields[procs.PARENT]) == parent.pid
        assert procs.proc_cpu_seconds(child) is not None
        assert procs.end_orphans(family) == [child]
        parent.wait(timeout=10)  # the shell's wait returns once its child is killed
        assert procs.end_orphans(family) == []  # gone, or a zombie: nothing left to end
    finally:
        parent.kill()
        parent.wait()


@needs_proc
def test_procs_count_this_process_cpu_within_its_tree() -> None:
    me = os.getpid()
    before = procs.proc_cpu_seconds(me)
    deadline = time.process_time() + 0.05
    while time.process_time() < deadline:  # CPU to count: 50 ms of it
        pass
    after = procs.proc_cpu_seconds(me)
    tree = procs.tree_cpu_seconds(me)
    assert before is not None and after is not None and tree is not None
    assert after > before and tree >= after
    assert procs.machine_busy_seconds() is not None


# Ignores SIGTERM, then says so: a bot process stuck in its shutdown, as the benches must end it.
STUBBORN = (
    "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); "
    "print(1, flush=True); time.sleep(60)"
)


async def started(code: str) -> asyncio.subprocess.Process:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-c", code, stdout=asyncio.subprocess.PIPE
    )
    assert proc.stdout is not None
    assert await proc.stdout.readline() == b"1\n"  # its signal handlers are in place
    return proc


async def test_end_process_goes_on_to_the_next_signal_when_one_is_not_enough() -> None:
    proc = await started(STUBBORN)
    code = await procs.end_process(proc, (signal.SIGTERM, 0.5), (signal.SIGKILL, 10.0))
    assert code == -signal.SIGKILL


async def test_end_process_stops_at_the_first_signal_that_ends_it() -> None:
    proc = await started("import time; print(1, flush=True); time.sleep(60)")
    code = await procs.end_process(proc, (signal.SIGTERM, 10.0), (signal.SIGKILL, 10.0))
    assert code == -signal.SIGTERM


async def test_end_process_only_reaps_a_process_already_gone() -> None:
    proc = await started("print(1, flush=True)")
    await proc.wait()
    assert await procs.end_process(proc, (signal.SIGKILL, None)) == 0
