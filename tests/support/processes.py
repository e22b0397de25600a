"""Processes as Linux's /proc shows them: the processes a process started (and theirs), which
of them still run, and what files they hold, so that a test can check none outlives the bot
(tests/e2e/test_process.py, tests/pictures/test_background.py, tests/ops/test_move.py).

A process is named by its pid and its start time together: a pid freed by a dead process may
be given to a new one, which is not the same process. A zombie (state Z: dead, waiting for its
new parent to collect its exit status) runs no more, and counts as gone.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import time
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Proc", "assert_none_left", "descendants", "holding", "kill_all", "kinds", "running"]

PROC = Path("/proc")


@dataclass(frozen=True)
class Proc:
    pid: int
    started: int  # clock ticks after boot (field 22 of /proc/<pid>/stat)
    command: str  # its command line, for the messages of a failing test

    def __str__(self) -> str:
        return f"{self.pid} ({self.command})"


def _stat(pid: int) -> tuple[str, int, int] | None:
    """The state, parent pid and start time of process ``pid`` (None: there is none)."""
    try:
        text = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    # "pid (comm) state ppid ...": comm may hold spaces and parentheses, the fields after it don't.
    fields = text[text.rindex(")") + 2 :].split()
    return fields[0], int(fields[1]), int(fields[19])


def _command(pid: int) -> str:
    try:
        return (PROC / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode().strip()
    except OSError:
        return ""


def descendants(pid: int) -> list[Proc]:
    """Every process ``pid`` started that runs now, and every one they started, and so on."""
    children: dict[int, list[int]] = {}
    started: dict[int, int] = {}
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        stat = _stat(int(entry.name))
        if stat is None or stat[0] == "Z":
            continue
        children.setdefault(stat[1], []).append(int(entry.name))
        started[int(entry.name)] = stat[2]
    found, parents = [], [pid]
    while parents:
        for child in children.get(parents.pop(), []):
            found.append(Proc(child, started[child], _command(child)))
            parents.append(child)
    return found


def kinds(procs: list[Proc]) -> list[str]:
    """What each of ``procs`` is, sorted: multiprocessing's "resource tracker" and "worker"
    (any process it spawned), else its command line."""

    def kind(proc: Proc) -> str:
        if "multiprocessing.resource_tracker" in proc.command:
            return "resource tracker"
        if "multiprocessing.spawn" in proc.command:
            return "worker"
        return proc.command

    return sorted(kind(p) for p in procs)


def running(procs: list[Proc]) -> list[Proc]:
    """Those of ``procs`` that still run (not dead, not a zombie)."""
    left = []
    for proc in procs:
        stat = _stat(proc.pid)
        if stat is not None and stat[2] == proc.started and stat[0] not in "ZX":
            left.append(proc)
    return left


async def assert_none_left(procs: list[Proc], after: str, seconds: float = 5.0) -> None:
    """None of ``procs`` runs ``seconds`` from now (checked as soon as none does). Those that do
    are killed: a failing test leaves nothing behind."""
    deadline = time.monotonic() + seconds
    try:
        while (left := running(procs)) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        assert not left, f"still running {seconds:g} s after {after}: " + ", ".join(map(str, left))
    finally:
        kill_all(procs)


def holding(procs: list[Proc], path: Path) -> list[Proc]:
    """Those of ``procs`` with ``path`` open."""
    found = []
    for proc in procs:
        with contextlib.suppress(OSError):
            fds = (PROC / str(proc.pid) / "fd").iterdir()
            if any(_points_at(fd, path) for fd in fds):
                found.append(proc)
    return found


def _points_at(fd: Path, path: Path) -> bool:
    try:
        return Path(os.readlink(fd)) == path
    except OSError:
        return False


def kill_all(procs: list[Proc]) -> None:
    """SIGKILL those of ``procs`` still running (a failing test leaves none behind)."""
    for proc in running(procs):
        with contextlib.suppress(ProcessLookupError):
            os.kill(proc.pid, signal.SIGKILL)
