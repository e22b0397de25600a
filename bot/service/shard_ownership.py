"""The shards a process runs: their leases, one bot clock each, their heartbeats and the fence
its writes carry.

A process takes each shard's lease before it reads the shard's games; the lease's epoch goes
with every write about the shard's servers (its *fence*), so the store refuses a write once
another process took the shard (a rolling restart, a second copy). A shard given up that way
stays given up until restart. Each shard keeps its own clock, heartbeat and downtime: one
connection's outage moves only its own servers' deadlines."""

from __future__ import annotations

import logging
import os
import secrets
import socket
from collections.abc import Callable, Iterable

from bot.model import NO_SERVER, Fence, Shards
from bot.service.clock import BotClock
from bot.store import Store

__all__ = ["ShardOwnership"]

log = logging.getLogger(__name__)


class ShardOwnership:
    """This process's shards, as ``holder`` holds their leases; ``gave_up(shard)`` is called
    once for each shard another process took."""

    def __init__(
        self,
        store: Store,
        shards: Shards,
        *,
        wall: Callable[[], float],
        holder: str | None,
        gave_up: Callable[[int], None],
    ) -> None:
        self.store = store
        self.shards = shards
        # This process, as the shards' leases name it.
        self.holder = holder or f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"
        self._wall = wall
        self._gave_up = gave_up
        self.clocks = {shard: BotClock(wall) for shard in shards.ids}
        self._epochs: dict[int, int] = {}
        self.lost: set[int] = set()  # shards another process took: given up until restart

    async def take(self) -> None:
        """Take every shard's lease (before reading its games, so that a process still running
        one can commit nothing this one doesn't read)."""
        for shard in self.shards.ids:
            self._epochs[shard] = await self.store.take_lease(shard, self.holder, self._wall())

    async def load_clocks(self) -> None:
        """Each shard's downtime so far, and its clock paused since it was last alive."""
        for shard, clock in self.clocks.items():
            clock.downtime = await self.store.downtime(shard)
            clock.paused_since = await self.store.last_alive(shard, self.shards.count)

    def clock_of(self, guild_id: int) -> BotClock:
        # A server of another shard is not this process's (Discord routes it elsewhere); should
        # one reach it all the same, it keeps time on the first shard's clock.
        clock = self.clocks.get(self.shards.of(guild_id))
        return clock if clock is not None else self.clocks[self.shards.ids[0]]

    def runs(self, guild_id: int | None) -> bool:
        """Whether this process answers for the server now (None: no server, shard 0's)."""
        shard = self.shards.of(NO_SERVER if guild_id is None else guild_id)
        return shard in self.clocks and shard not in self.lost

    def fence(self, guild_id: int) -> Fence | None:
        """What this process's writes about the server carry (None before :meth:`take`)."""
        shard = self.shards.of(guild_id)
        epoch = self._epochs.get(shard)
        return None if epoch is None else Fence(shard, epoch)

    def lose(self, shards: Iterable[int]) -> None:
        """Another process took these shards: their clocks stop and they are given up."""
        for shard in shards:
            if shard not in self.lost:
                self.lost.add(shard)
                self._gave_up(shard)
                log.warning(
                    "shard %d is run by another process now: this one leaves its games to it",
                    shard,
                )
            self.clocks[shard].pause()

    @property
    def paused(self) -> bool:
        """No shard of this process can receive clicks."""
        return all(clock.paused for clock in self.clocks.values())

    def pause(self, shard: int | None = None) -> None:
        """``shard`` (None: every shard) can't receive clicks from now on."""
        for number, clock in self.clocks.items():
            if shard is None or number == shard:
                clock.pause()

    async def resume(self, shard: int | None, now: float) -> dict[int, float]:
        """``shard`` (None: every shard not given up) can receive clicks again at wall time
        ``now``: the gap since each one's pause, by shard (those that were paused), each
        recorded with a heartbeat."""
        gaps = {}
        for number, clock in self.clocks.items():
            if (shard is not None and number != shard) or number in self.lost:
                continue
            gap = clock.resume(now)
            if gap is None:
                continue
            gaps[number] = gap
            try:
                await self._beat(number, clock, now)
            except Exception:
                log.exception("could not record %.0f s of downtime of shard %d", gap, number)
        return gaps

    async def heartbeats(self) -> None:
        """A heartbeat for each shard whose clock runs."""
        now = self._wall()
        for number, clock in self.clocks.items():
            if not clock.paused:
                await self._beat(number, clock, now)

    async def _beat(self, shard: int, clock: BotClock, now: float) -> None:
        """The shard's heartbeat, which renews its lease; a lease lost gives the shard up."""
        alive = await self.store.heartbeat(
            now, downtime=clock.downtime, shard=shard, epoch=self._epochs.get(shard)
        )
        if not alive:
            self.lose([shard])

    async def release(self) -> None:
        """Let the leases still held go (the process is stopping)."""
        for shard, epoch in self._epochs.items():
            if shard not in self.lost:
                await self.store.release_lease(shard, epoch)
