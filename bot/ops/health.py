"""``python -m bot health``: is the running bot alive and connected? For a container's health
check: one read-only query, no network but the database's, no discord.

While a shard can receive clicks, the process running it writes the shard's heartbeat into the
database every few seconds; it stops while that connection to Discord is lost, and when the
process stops or hangs. ``health`` answers for the shards of this process's cluster (the
settings GIN_SHARD_COUNT, GIN_CLUSTERS and GIN_CLUSTER, as ``run`` reads them): healthy when
every one of them beat within the last two minutes. ``--all`` answers for every shard of the
bot, whichever process runs it (a monitor of the whole bot).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path

from bot.config import ConfigError, Environment, Sharding
from bot.model import Shards
from bot.model.wording import after_colon
from bot.store.factory import heartbeats, stored_shard_count
from bot.store.urls import shown_database

STALE_SECONDS = 120.0  # a few missed heartbeats: a reconnect takes seconds, not minutes


def main(args: argparse.Namespace | None = None) -> int:
    everything = bool(getattr(args, "all", False))
    try:
        environment = Environment.load()
        database, sharding = environment.database(), environment.sharding()
    except ConfigError as exc:
        print(after_colon("Unhealthy", exc), file=sys.stderr)
        return 1
    shards = asyncio.run(_shards(database, sharding, everything))
    if shards is None:
        print(
            f"Unhealthy: no heartbeat in {shown_database(database)} yet (the shard count is "
            "auto, and no process has run yet).",
            file=sys.stderr,
        )
        return 1
    beats = asyncio.run(heartbeats(database, shards.ids))
    now = time.time()
    stale = {s: (None if b is None else now - b) for s, b in beats.items()}
    stale = {s: age for s, age in stale.items() if age is None or age > STALE_SECONDS}
    which, alone = _which(shards), shards.count == 1
    if not stale:
        oldest = max(now - b for b in beats.values() if b is not None)
        if alone:
            print(f"Healthy: last heartbeat {oldest:.0f} s ago.")
        else:
            print(f"Healthy: {which}, the oldest heartbeat {oldest:.0f} s ago.")
        return 0
    if alone:
        (age,) = stale.values()
        if age is None:
            print(f"Unhealthy: no heartbeat in {shown_database(database)} yet.", file=sys.stderr)
        else:
            print(
                f"Unhealthy: the last heartbeat is {age:.0f} s old: the bot is stopped, stuck, "
                "or cut off from Discord (see its log).",
                file=sys.stderr,
            )
        return 1
    silent = ", ".join(
        f"{s} ({'never' if a is None else f'{a:.0f} s ago'})" for s, a in sorted(stale.items())
    )
    print(
        f"Unhealthy: of {which}, no recent heartbeat from {_shard_words(len(stale))} {silent}: "
        f"{'its' if len(stale) == 1 else 'their'} process is stopped, stuck, or cut off from "
        "Discord (see its log).",
        file=sys.stderr,
    )
    return 1


async def _shards(database: Path | str, sharding: Sharding, everything: bool) -> Shards | None:
    count = sharding.count
    if count is None:
        count = await stored_shard_count(database)
        if count is None:
            return None
    if everything:
        return Shards(count, tuple(range(count)))
    return Shards.of_cluster(count, sharding.cluster, sharding.clusters)


def _which(shards: Shards) -> str:
    if shards.everything:
        return f"all {shards.count} shards"
    return f"{_shard_words(len(shards.ids))} {', '.join(map(str, shards.ids))} of {shards.count}"


def _shard_words(count: int) -> str:
    return "shard" if count == 1 else "shards"
