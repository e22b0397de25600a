"""``python -m bot health`` with several processes: it answers for the shards of its own
cluster (the settings ``run`` reads), names the silent ones, and ``--all`` answers for every
shard of the bot."""

from __future__ import annotations

import re
import time
from pathlib import Path

from bot.store.factory import open_store
from tests.ops.test_check_and_backup import bot_command


async def beats(path: Path, ages: dict[int, float]) -> None:
    store = await open_store(path)
    try:
        await store.use_shard_count(4, time.time() - 600, fresh=120.0)
        for shard, age in ages.items():
            await store.heartbeat(time.time() - age, shard=shard)
    finally:
        await store.close()


async def test_health_answers_for_its_clusters_shards(tmp_path: Path) -> None:
    path = tmp_path / "gin.sqlite3"
    await beats(path, {0: 5, 1: 3, 2: 400, 3: 4})  # shard 2's process is stuck
    cluster = {"GIN_DATABASE": str(path), "GIN_SHARD_COUNT": "4", "GIN_CLUSTERS": "2"}

    healthy = bot_command(tmp_path, "health", **cluster, GIN_CLUSTER="gin-rummy-bot-1")
    assert healthy.returncode == 0, healthy.stderr
    assert healthy.stdout.startswith("Healthy: shards 1, 3 of 4, the oldest heartbeat ")

    stuck = bot_command(tmp_path, "health", **cluster, GIN_CLUSTER="0")
    assert stuck.returncode == 1 and stuck.stdout == ""
    # (The seconds count on: the machine may be slow to start the command.)
    assert re.match(
        r"Unhealthy: of shards 0, 2 of 4, no recent heartbeat from shard 2 \(4\d\d s "
        r"ago\): its process is stopped, stuck, or cut off from Discord \(see its log\)\.$",
        stuck.stderr.strip(),
    ), stuck.stderr
    everything = bot_command(tmp_path, "health", "--all", **cluster, GIN_CLUSTER="1")
    assert everything.returncode == 1
    assert re.search(
        r"of all 4 shards, no recent heartbeat from shard 2 \(4\d\d s", everything.stderr
    )

    # auto: the count the bot kept in the database.
    auto = bot_command(
        tmp_path, "health", **{**cluster, "GIN_SHARD_COUNT": "auto"}, GIN_CLUSTER="1"
    )
    assert auto.returncode == 0 and "shards 1, 3 of 4" in auto.stdout
