"""The bot in a process of its own (``bench/load_bot.py`` over JSON lines): started, stopped,
killed, and what it measured of itself (:class:`ProcStats`).

``LIVE_CHILDREN`` lives here, never in an entry script: a script run as ``__main__`` and imported
back by name would be loaded twice, with two copies of it."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import os
import signal
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from common.procs import children_cpu_seconds, end_process, proc_cpu_seconds
from load_bot import CLOSE_TIMEOUT, READY_TIMEOUT, GcWatch, LoopLag, cpu_seconds, ms

from load_parts.settings import LOAD_BOT, TICK_SECONDS
from tests.support.fakediscord import FakeDiscord
from tests.support.tokens import bot_token

LIVE_CHILDREN: dict[int, asyncio.subprocess.Process] = {}  # pid -> process not yet reaped


@dataclass
class ProcStats:
    """What one process did over a measured window."""

    label: str
    seconds: float = 0.0
    cpu: float | None = None  # user + sys over the window
    lag: LoopLag = field(default_factory=LoopLag)
    gc: GcWatch = field(default_factory=GcWatch)
    maxrss: int | None = None
    gc_note: str = ""  # instead of the collector's pauses, when it was off
    _started: float | None = field(default=None, repr=False)
    _cpu_start: float = field(default=0.0, repr=False)
    _gc_off: bool = field(default=False, repr=False)

    def begin(self, gc_off: bool = False) -> None:
        """Start measuring this process; ``gc_off``: turn its collector off until ``end``."""
        self._started, self._cpu_start = time.perf_counter(), cpu_seconds()
        self.lag.start()
        self._gc_off = gc_off and gc.isenabled()
        if self._gc_off:
            gc.disable()
        else:
            self.gc.start()

    def end(self) -> None:
        """Stop measuring (safe to call twice); turn the collector back on if it was off."""
        if self._started is None:
            return
        self.seconds = time.perf_counter() - self._started
        self.cpu = cpu_seconds() - self._cpu_start
        self._started = None
        self.lag.stop()
        if self._gc_off:
            self._gc_off = False
            gc.enable()
            started = time.perf_counter()
            freed = gc.collect()
            self.gc_note = (
                f"off during the window; one full collection after it freed {freed:,} "
                f"objects in {ms(time.perf_counter() - started)} ms"
            )
        else:
            self.gc.stop()

    def gc_text(self) -> str:
        return self.gc_note or self.gc.summary()

    def cpu_text(self) -> str:
        if self.cpu is None:
            return f"{self.label} n/a"
        share = 100 * self.cpu / max(self.seconds, 1e-9)
        return f"{self.label} {self.cpu:.1f} s ({share:.0f}% of a core)"


class BotProcess:
    """A bot (``gin``, ``echo`` or ``same``) in a child process running ``bench/load_bot.py``.

    ``start`` returns once the bot is ready; ``stop`` asks it to close, waits for its report and
    its exit, and in any case leaves no process behind (SIGTERM, then SIGKILL). Call ``stop`` in
    a ``finally``."""

    def __init__(
        self,
        kind: str,
        fake: FakeDiscord,
        *,
        database: Path | str | None = None,
        seed: int = 1,
        profile: Path | None = None,
        computer_pause: float | None = None,
        sample: Path | None = None,
        cluster: tuple[int, int, int] | None = None,
        metrics: bool = False,
    ) -> None:
        """``cluster``: (shard count, cluster, clusters), as ``python -m bot run --shards N
        --cluster I --clusters K``; None: one connection, no sharding. ``metrics``: the bot's
        metrics on (GIN_METRICS_PORT set)."""
        self._made_with: tuple[tuple[str, FakeDiscord], dict[str, Any]] = (
            (kind, fake),
            {
                "database": database,
                "seed": seed,
                "profile": profile,
                "computer_pause": computer_pause,
                "sample": sample,
                "cluster": cluster,
                "metrics": metrics,
            },
        )
        self.kind = kind
        self.argv = [sys.executable, str(LOAD_BOT), "--port", str(fake.port), "--kind", kind]
        self.argv += ["--token", bot_token(fake.bot_user.id)]
        self.argv += ["--seed", str(seed), "--tick", str(TICK_SECONDS)]
        if computer_pause is not None:
            self.argv += ["--computer-pause", str(computer_pause)]
        if database is not None:
            self.argv += ["--database", str(database)]
        if profile is not None:
            self.argv += ["--profile", str(profile)]
        if sample is not None:
            self.argv += ["--sample", str(sample)]
        if cluster is not None:
            count, index, clusters = cluster
            self.argv += ["--shards", str(count), "--cluster", str(index)]
            self.argv += ["--clusters", str(clusters)]
        if metrics:
            self.argv += ["--metrics", "on"]
        self.proc: asyncio.subprocess.Process | None = None
        self.report: dict[str, Any] | None = None
        self.returncode: int | None = None
        self.total_cpu: float | None = None  # from RUSAGE_CHILDREN, once reaped
        self._children_cpu = 0.0
        self._window_cpu: float | None = None
        self._window_started = 0.0

    @property
    def pid(self) -> int | None:
        return None if self.proc is None else self.proc.pid

    async def start(self) -> None:
        self._children_cpu = children_cpu_seconds()
        self.proc = await asyncio.create_subprocess_exec(
            *self.argv,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            limit=2**26,  # the report is one long line
        )
        LIVE_CHILDREN[self.proc.pid] = self.proc
        try:
            message = await asyncio.wait_for(self._message(), READY_TIMEOUT + 5)
            if message is None or not message.get("ready"):
                raise RuntimeError(f"the {self.kind} bot process did not start: {message}")
        except BaseException:
            await self.stop()
            raise

    async def _message(self) -> dict[str, Any] | None:
        """The next JSON line from the child; None at the end of its stdout."""
        assert self.proc is not None and self.proc.stdout is not None
        while True:
            raw = await self.proc.stdout.readline()
            if not raw:
                return None
            with contextlib.suppress(ValueError):
                message = json.loads(raw)
                if isinstance(message, dict):
                    return message

    def cpu(self) -> float | None:
        return None if self.proc is None else proc_cpu_seconds(self.proc.pid)

    def again(self) -> BotProcess:
        """A new process of the same bot (its cluster, database, seed), not started: a
        restart."""
        args, options = self._made_with
        return BotProcess(*args, **options)

    async def kill(self) -> None:
        """SIGKILL, as ``kill -9`` or the kernel's OOM killer: nothing flushed, no report, its
        gateway connection and database sessions cut by the kernel. Reaped here."""
        proc = self.proc
        assert proc is not None
        self.returncode = await end_process(proc, (signal.SIGKILL, None))
        LIVE_CHILDREN.pop(proc.pid, None)
        self.total_cpu = children_cpu_seconds() - self._children_cpu

    async def play(self) -> None:
        """Open the child's measurement window."""
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.write(b"play\n")
        await self.proc.stdin.drain()
        self._window_started, self._window_cpu = time.perf_counter(), self.cpu()

    def window(self) -> tuple[float, float | None]:
        """Seconds and CPU seconds (from /proc) since ``play``."""
        now = self.cpu()
        cpu = None if now is None or self._window_cpu is None else now - self._window_cpu
        return time.perf_counter() - self._window_started, cpu

    async def stop(self) -> dict[str, Any] | None:
        """Close the bot and reap the process; its report (None if it had none to give)."""
        proc = self.proc
        if proc is None or self.returncode is not None:
            return self.report
        try:
            if proc.returncode is None and proc.stdin is not None:
                with contextlib.suppress(Exception):
                    proc.stdin.write(b"stop\n")
                    await proc.stdin.drain()
                with contextlib.suppress(Exception):
                    proc.stdin.close()
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(CLOSE_TIMEOUT + 10):
                        while (message := await self._message()) is not None:
                            if "report" in message:
                                self.report = message["report"]
                                break
                        await proc.wait()
        finally:
            self.returncode = await end_process(proc, (signal.SIGTERM, 5.0), (signal.SIGKILL, 5.0))
            if proc.returncode is not None:
                LIVE_CHILDREN.pop(proc.pid, None)
                self.total_cpu = children_cpu_seconds() - self._children_cpu
        return self.report

    def stats(self, label: str, seconds: float, cpu: float | None) -> ProcStats:
        """The play window as the child measured it (CPU from /proc if known)."""
        report = self.report or {}
        freed = {int(k): v for k, v in (report.get("gc_freed") or {}).items()}
        return ProcStats(
            label,
            seconds,
            cpu if cpu is not None else report.get("window_cpu"),
            LoopLag(report.get("lags") or ()),
            GcWatch(report.get("gc_pauses") or (), freed),
            report.get("maxrss"),
        )


def kill_leftover_children() -> None:
    """Last resort at exit (the loop is gone): SIGKILL any child not reaped."""
    for pid in list(LIVE_CHILDREN):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(ChildProcessError, OSError):
            os.waitpid(pid, 0)
        LIVE_CHILDREN.pop(pid, None)
