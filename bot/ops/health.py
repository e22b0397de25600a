"""``python -m bot health``: is the running bot alive and connected? For a container's health
check: one read-only query, no network but the database's, no discord.

``health`` answers for the shards of this process's cluster (the settings GIN_SHARD_COUNT,
GIN_CLUSTERS and GIN_CLUSTER, as ``run`` reads them): healthy when every one of them beat
within the last two minutes (the judgement, :func:`bot.model.health.judge`, is the one the
running bot's ``/healthz`` answers with). ``--all`` answers for every shard of the
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
from bot.model.health import judge
from bot.model.wording import after_colon
from bot.store.factory import heartbeats, stored_shard_count
from bot.store.urls import shown_database


def main(args: argparse.Namespace | None = None) -> int:
    everything = bool(getattr(args, "all", False))
    try:
        environment = Environment.load()
        database, sharding = environment.database(), environment.sharding()
    except ConfigError as exc:
        print(after_colon("Unhealthy", exc), file=sys.stderr)
        return 1
    shards = asyncio.run(_shards(database, sharding, everything))
    beats = {} if shards is None else asyncio.run(heartbeats(database, shards.ids))
    health = judge(shards, beats, time.time(), shown_database(database))
    print(health.text, file=sys.stdout if health.healthy else sys.stderr)
    return 0 if health.healthy else 1


async def _shards(database: Path | str, sharding: Sharding, everything: bool) -> Shards | None:
    count = sharding.count
    if count is None:
        count = await stored_shard_count(database)
        if count is None:
            return None
    if everything:
        return Shards(count, tuple(range(count)))
    return Shards.of_cluster(count, sharding.cluster, sharding.clusters)
