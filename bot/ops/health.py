"""``python -m bot health``: is the running bot alive and connected? For a container's health
check: one read-only query, no network, no discord.

While it can receive clicks the bot writes a heartbeat into its database every few seconds; it
stops while Discord is out of reach, and when the bot stops or hangs.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time

from bot.config import ConfigError, Environment
from bot.store.factory import last_heartbeat
from bot.store.urls import shown_database

STALE_SECONDS = 120.0  # a few missed heartbeats: a reconnect takes seconds, not minutes


def main(args: argparse.Namespace | None = None) -> int:
    try:
        database = Environment.load().database()
    except ConfigError as exc:
        print(f"Unhealthy: {exc}", file=sys.stderr)
        return 1
    beat = asyncio.run(last_heartbeat(database))
    if beat is None:
        print(f"Unhealthy: no heartbeat in {shown_database(database)} yet.", file=sys.stderr)
        return 1
    age = time.time() - beat
    if age > STALE_SECONDS:
        print(
            f"Unhealthy: the last heartbeat is {age:.0f} s old: the bot is stopped, stuck, or "
            "cut off from Discord (see its log).",
            file=sys.stderr,
        )
        return 1
    print(f"Healthy: last heartbeat {age:.0f} s ago.")
    return 0
