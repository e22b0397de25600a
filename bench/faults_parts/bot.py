"""The bot of ``bench/faults.py``: the real entry point (``python -m bot run``, through
``tests/support/run_bot.py``) in a process of its own, killed, stopped and restarted; the
times it was up."""

from __future__ import annotations

import asyncio
import signal
import time
from pathlib import Path

from common.procs import end_process

from tests.support.fakediscord import FakeDiscord
from tests.support.run_bot import command


class BotProcess:
    """The real entry point in its own process (cluster ``cluster`` of ``clusters``, one shard
    each, when there are several); keeps the times it was up."""

    def __init__(
        self,
        fake: FakeDiscord,
        database: str,
        workdir: Path,
        cluster: int = 0,
        clusters: int = 1,
    ) -> None:
        self.fake, self.database, self.workdir = fake, database, workdir
        self.cluster, self.clusters = cluster, clusters
        self.name = f"cluster {cluster}" if clusters > 1 else "the bot"
        self.log_path = workdir / (f"bot-{cluster}.log" if clusters > 1 else "bot.log")
        self.proc: asyncio.subprocess.Process | None = None
        self.up_since: float | None = None
        self.up: list[tuple[float, float]] = []  # (connected, died) in time.monotonic()
        self.deaths: list[float] = []
        self.starts = 0
        self._log = self.log_path.open("ab")

    @property
    def shard(self) -> int:
        """The shard it runs (the shard count is the number of processes)."""
        return self.cluster

    async def start(self) -> None:
        # Its own shard's new session: the other process's sessions come and go meanwhile.
        earlier = {id(session) for session in self.fake.sessions}
        sharding = {}
        if self.clusters > 1:
            sharding = {
                "GIN_SHARD_COUNT": str(self.clusters),
                "GIN_CLUSTERS": str(self.clusters),
                "GIN_CLUSTER": str(self.cluster),
            }
        argv, env = command(self.fake, self.database, **sharding)
        self.proc = await asyncio.create_subprocess_exec(
            *argv, env=env, cwd=str(self.workdir), stdout=self._log, stderr=self._log
        )
        self.starts += 1
        await self.fake.wait_for(
            lambda: any(
                id(session) not in earlier for session in self.fake.connected_sessions(self.shard)
            ),
            60,
            f"{self.name} to connect",
        )
        self.up_since = time.monotonic()

    def _went_down(self) -> None:
        now = time.monotonic()
        if self.up_since is not None:
            self.up.append((self.up_since, now))
        self.up_since = None
        self.deaths.append(now)

    async def kill(self) -> None:
        assert self.proc is not None
        await end_process(self.proc, (signal.SIGKILL, None))
        self._went_down()

    async def stop(self) -> int | None:
        """SIGTERM; one that has not exited a minute later is killed, and its exit status (-9)
        says so in the report."""
        assert self.proc is not None
        code = await end_process(self.proc, (signal.SIGTERM, 60.0), (signal.SIGKILL, 5.0))
        self._went_down()
        return code

    def was_up_through(self, start: float, end: float) -> bool:
        spans = [*self.up, *([(self.up_since, float("inf"))] if self.up_since else [])]
        return any(a <= start and end <= b for a, b in spans)

    def up_time(self, start: float, end: float) -> float:
        spans = [*self.up, *([(self.up_since, end)] if self.up_since else [])]
        return sum(max(0.0, min(b, end) - max(a, start)) for a, b in spans)

    def errors_logged(self) -> list[str]:
        self._log.flush()
        text = self.log_path.read_text(errors="replace")
        lines = [line for line in text.splitlines() if " ERROR " in line or "Traceback" in line]
        return [f"{self.name}: {line}" for line in lines] if self.clusters > 1 else lines


# -- members ---------------------------------------------------------------------------------------
