"""``python -m bot health``: is the running bot alive and connected? For a container's health
check: one read-only query, no network but the database's, no discord.

``health`` answers for the shards of this process's cluster (the settings GIN_SHARD_COUNT,
GIN_CLUSTERS and GIN_CLUSTER, as ``run`` reads them): healthy when every one of them beat
within the last two minutes (the judgement, :func:`bot.model.health.judge`, is the one the
running bot's ``/healthz`` answers with). ``--all`` answers for every shard of the
bot, whichever process runs it (a monitor of the whole bot).

``--local`` (the image's health check) asks the bot running on this machine instead, when it
serves its endpoints (GIN_METRICS_PORT): its /healthz gives the same verdict, costs the database
nothing, and proves its event loop answers too. Without GIN_METRICS_PORT it reads the
heartbeats as without ``--local``.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

from bot.config import ConfigError, Environment, Sharding, http_url
from bot.model import Shards
from bot.model.health import Health, judge
from bot.model.wording import after_colon
from bot.store.factory import heartbeats, stored_shard_count
from bot.store.urls import shown_database

ASK_SECONDS = 5.0  # a bot that takes longer to say it is healthy is not (the probe's own: 10 s)


def main(args: argparse.Namespace | None = None) -> int:
    everything = bool(getattr(args, "all", False))
    try:
        environment = Environment.load()
        database, sharding = environment.database(), environment.sharding()
    except ConfigError as exc:
        print(after_colon("Unhealthy", exc), file=sys.stderr)
        return 1
    if getattr(args, "local", False) and not everything:
        try:
            config = environment.config()
        except ConfigError as exc:
            print(after_colon("Unhealthy", exc), file=sys.stderr)
            return 1
        if config.served_metrics_port is not None:
            return _told(_ask(config.metrics_host, config.served_metrics_port))
    shards = asyncio.run(_shards(database, sharding, everything))
    beats = {} if shards is None else asyncio.run(heartbeats(database, shards.ids))
    return _told(judge(shards, beats, time.time(), shown_database(database)))


def _told(health: Health) -> int:
    print(health.text, file=sys.stdout if health.healthy else sys.stderr)
    return 0 if health.healthy else 1


def _ask(host: str, port: int) -> Health:
    """The running bot's own answer at /healthz on this machine."""
    # The address it listens on; every address (0.0.0.0, ::) includes the loopback one.
    host = {"0.0.0.0": "127.0.0.1", "::": "::1", "": "127.0.0.1"}.get(host, host)
    url = http_url(host, port) + "/healthz"
    # No proxy: an http_proxy variable in the container would send a request for this machine
    # to another.
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(url, timeout=ASK_SECONDS) as answer:
            return Health(True, answer.read().decode(errors="replace").strip())
    except urllib.error.HTTPError as refusal:
        text = refusal.read().decode(errors="replace").strip()
        return Health(False, text or f"Unhealthy: {url} answered {refusal.code}.")
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "reason", exc)
        return Health(
            False,
            f"Unhealthy: nothing answers at {url} ({reason}): the bot is stopped, starting, "
            "or stuck (see its log).",
        )


async def _shards(database: Path | str, sharding: Sharding, everything: bool) -> Shards | None:
    count = sharding.count
    if count is None:
        count = await stored_shard_count(database)
        if count is None:
            return None
    if everything:
        return Shards(count, tuple(range(count)))
    return Shards.of_cluster(count, sharding.cluster, sharding.clusters)
