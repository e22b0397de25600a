"""Shards: Discord sends every event and interaction of a server to one gateway connection,
shard ``(guild_id >> 22) % count``, and every row the bot keeps belongs to one server. So a
process running some of the shards owns exactly the games of their servers, and several
processes share one database with no message between them.

A cluster is one process running shards ``index, index + clusters, index + 2 * clusters, …``
of ``count``: shards side by side in the count go to different processes, and every process
gets as many as the count allows."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["MAX_SHARDS", "ONE_PROCESS", "Fence", "Shards", "shard_of"]

MAX_SHARDS = 4096  # far past any bot's needs; a mistyped count is refused, not obeyed


def shard_of(guild_id: int, count: int) -> int:
    """The shard Discord gives the server ``guild_id`` among ``count``."""
    return (guild_id >> 22) % count


@dataclass(frozen=True, slots=True)
class Shards:
    """The shards one process runs: ``ids`` among ``count`` (one process alone: all)."""

    count: int = 1
    ids: tuple[int, ...] = (0,)

    def __post_init__(self) -> None:
        if not 1 <= self.count <= MAX_SHARDS:
            raise ValueError(f"a shard count is 1 to {MAX_SHARDS}, not {self.count}")
        if not self.ids or any(not 0 <= i < self.count for i in self.ids):
            raise ValueError(f"shards {self.ids} are not among {self.count}")
        if list(self.ids) != sorted(set(self.ids)):
            raise ValueError(f"shards {self.ids} are not each once, in order")

    @classmethod
    def of_cluster(cls, count: int, index: int, clusters: int) -> Shards:
        """The shards of cluster ``index`` of ``clusters`` (0-based), ``count`` in all.

        >>> Shards.of_cluster(8, 1, 3)
        Shards(count=8, ids=(1, 4, 7))
        """
        if not 1 <= clusters <= count:
            raise ValueError(f"{clusters} clusters can't share {count} shard(s)")
        if not 0 <= index < clusters:
            raise ValueError(f"cluster {index} is not among {clusters} (they count from 0)")
        return cls(count, tuple(range(index, count, clusters)))

    @property
    def everything(self) -> bool:
        """One process runs every shard (it needs no filter)."""
        return len(self.ids) == self.count

    def of(self, guild_id: int) -> int:
        return shard_of(guild_id, self.count)


ONE_PROCESS = Shards()  # one connection, every server: the bot without sharding


@dataclass(frozen=True, slots=True)
class Fence:
    """What a write of a process carries: the shard of its server and the epoch of the lease
    the process took on it. The store refuses it once another process took the shard."""

    shard: int
    epoch: int
