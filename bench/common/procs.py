"""What a process, its descendants and the whole machine have used so far, read from Linux's
``/proc``, for the benches that run the bot in processes of its own: ``/proc/PID/stat``
(https://man7.org/linux/man-pages/man5/proc_pid_stat.5.html) and ``/proc/stat``
(https://man7.org/linux/man-pages/man5/proc_stat.5.html)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import resource
import signal
from collections.abc import Sequence
from pathlib import Path

# proc(5)'s /proc/PID/stat fields, counted from the state (field 3) as stat_fields returns them.
STATE, PARENT, USER, SYSTEM, CHILDREN_USER, CHILDREN_SYSTEM, STARTED = 0, 1, 11, 12, 13, 14, 19


def stat_fields(pid: int) -> list[str] | None:
    """A process's stat fields after its name (which may hold spaces and parentheses: hence the
    split at the last ``)``), from its state on; None if it is gone."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None


def _seconds(ticks: int) -> float:
    return ticks / os.sysconf("SC_CLK_TCK")


def children_cpu_seconds() -> float:
    """User + system CPU of the children this process has waited for."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def proc_cpu_seconds(pid: int) -> float | None:
    """User + system CPU so far of a live process (all its threads)."""
    fields = stat_fields(pid)
    if fields is None:
        return None
    return _seconds(int(fields[USER]) + int(fields[SYSTEM]))


def children_by_parent() -> dict[int, list[int]]:
    """Every live process's children."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        fields = stat_fields(int(entry.name))
        if fields is None:
            continue
        with contextlib.suppress(ValueError):
            children.setdefault(int(fields[PARENT]), []).append(int(entry.name))
    return children


def tree_cpu_seconds(pid: int) -> float | None:
    """User + system CPU so far of a process and every descendant, live or gone: a live one's
    own (utime, stime), plus what each counts for its reaped children (cutime, cstime). For
    the database server (its backends come and go under the postmaster)."""
    children = children_by_parent()
    total, stack, found = 0.0, [pid], False
    while stack:
        node = stack.pop()
        fields = stat_fields(node)
        if fields is None:
            continue
        found = True
        used = (USER, SYSTEM, CHILDREN_USER, CHILDREN_SYSTEM)
        total += _seconds(sum(int(fields[i]) for i in used))
        stack.extend(children.get(node, ()))
    return total if found else None


def descendants_cpu(pid: int) -> dict[int, float]:
    """CPU seconds so far (user + system) of each live descendant of ``pid``: the bot's are the
    computer's worker process and multiprocessing's resource tracker."""
    children = children_by_parent()
    out: dict[int, float] = {}
    stack = list(children.get(pid, ()))
    while stack:
        child = stack.pop()
        cpu = proc_cpu_seconds(child)
        if cpu is not None:
            out[child] = cpu
        stack.extend(children.get(child, ()))
    return out


def family_of(pid: int) -> list[tuple[int, str]]:
    """Every live descendant of ``pid`` (a bot's picture and computer workers, the resource
    tracker), each with its start time: a pid reused later is another process."""
    children = children_by_parent()
    out: list[tuple[int, str]] = []
    stack = list(children.get(pid, ()))
    while stack:
        child = stack.pop()
        fields = stat_fields(child)
        if fields is not None:
            out.append((child, fields[STARTED]))
        stack.extend(children.get(child, ()))
    return out


def end_orphans(family: Sequence[tuple[int, str]]) -> list[int]:
    """Of a killed process's descendants, those still running (not ended by themselves when
    their pipes to it closed); each is ended here (SIGKILL): the bench leaves nothing behind."""
    left = []
    for pid, started in family:
        fields = stat_fields(pid)
        if fields is None or fields[STARTED] != started or fields[STATE] in ("Z", "X"):
            continue
        left.append(pid)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGKILL)
    return left


async def end_process(
    proc: asyncio.subprocess.Process, *steps: tuple[signal.Signals, float | None]
) -> int | None:
    """Each step's signal in turn, each followed by a wait of at most its seconds (None: until the
    process exits), until the process has exited; its exit status (None: still running after the
    last step). The process is reaped, also when it had exited already."""
    for signum, seconds in steps:
        if proc.returncode is not None:
            break
        with contextlib.suppress(ProcessLookupError):  # exited, not yet reaped
            proc.send_signal(signum)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(proc.wait(), seconds)
    return proc.returncode


def machine_busy_seconds() -> float | None:
    """CPU seconds every CPU of the machine has been busy (user, nice, system, irq, softirq,
    steal: /proc/stat's first line less idle and iowait), whoever used them."""
    try:
        fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9]]
    except (OSError, ValueError):
        return None
    return _seconds(sum(fields) - fields[3] - fields[4])
