"""A change of the shard count between two runs moves a server's games to another shard's
clock: every timer is rebased, so each player has exactly the time they had left when the bot
stopped, and the time it was stopped counts for nobody. The count changes only with every
process stopped."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.model import Shards
from bot.service import TableService
from bot.store import DatabaseError, Store
from bot.store.factory import open_store
from tests.service.test_tables import ask, first_legal, forfeited_by
from tests.support.games import ANN, BOB, CAT, DAN, Clock, no_computer
from tests.support.store_reads import result_of

FRESH = 120.0
# Server 1 is shard 0 of any count; server 1 << 22 is shard 1 of two.
SERVERS = (1, 1 << 22)


def service_on(store: Store, clock: Clock, shards: Shards) -> TableService:
    return TableService(
        store,
        computer=no_computer,
        clock=clock,
        rng_for=lambda game_id: random.Random(game_id),
        shards=shards,
    )


async def test_timers_keep_their_time_left_when_the_shard_count_changes(tmp_path: Path) -> None:
    clock = Clock()
    store = await open_store(tmp_path / "gin.sqlite3")
    try:
        one = service_on(store, clock, Shards())
        await one.load()
        await one.resume()
        games = []
        for guild, players in zip(SERVERS, ((ANN, BOB), (CAT, DAN)), strict=True):
            table = await one.challenge(ask(guild_id=guild, players=players))
            await one.accept(table.id, players[1])
            games.append(table.id)
        clock.now += 200
        one.pause()  # Discord away for 100 s: not counted
        clock.now += 100
        await one.resume()
        clock.now += 50  # 250 s of the 600 used: 350 left
        left = {g: one.deadline(one.get(g)) - clock.now for g in games}  # type: ignore[arg-type, operator]
        assert left == {g: pytest.approx(350) for g in games}
        await one.close()

        clock.now += 1000  # stopped, then started again with two shards
        assert await store.use_shard_count(2, clock.now, fresh=FRESH) == 1
        assert await store.use_shard_count(2, clock.now, fresh=FRESH) is None  # once
        clusters = [service_on(store, clock, Shards(2, (shard,))) for shard in (0, 1)]
        for cluster in clusters:
            await cluster.load()
        clock.now += 10  # the connections take a moment: not counted either
        for cluster in clusters:
            await cluster.resume()
        for cluster, game in zip(clusters, games, strict=True):
            table = cluster.get(game)
            assert table is not None  # each server's game is its shard's process's
            assert cluster.deadline(table) - clock.now == pytest.approx(350)  # type: ignore[operator]
        assert clusters[0].get(games[1]) is None and clusters[1].get(games[0]) is None

        # Each deadline is judged on its new shard's clock, to the second.
        clock.now += 349
        for cluster in clusters:
            await cluster.tick()
        assert all(c.get(g) is not None for c, g in zip(clusters, games, strict=True))
        clock.now += 2
        for cluster, game, players in zip(clusters, games, ((ANN, BOB), (CAT, DAN)), strict=True):
            waiting_on = first_legal(cluster, game)[1]
            await cluster.tick()
            assert cluster.get(game) is None
            assert forfeited_by(await result_of(store, game)) == (waiting_on, "timeout")
            assert waiting_on in players
        for cluster in clusters:
            await cluster.close()
    finally:
        await store.close()


async def test_the_count_changes_only_with_every_process_stopped(tmp_path: Path) -> None:
    clock = Clock()
    store = await open_store(tmp_path / "gin.sqlite3")
    try:
        running = service_on(store, clock, Shards(2, (1,)))
        await store.use_shard_count(2, clock.now, fresh=FRESH)
        await running.load()  # holds shard 1's lease
        await running.resume()
        clock.now += 30
        await running.heartbeat()
        with pytest.raises(DatabaseError) as refused:
            await store.use_shard_count(4, clock.now, fresh=FRESH)
        assert str(refused.value) == (
            "The bot runs with 2 shard(s) and a process holds its shard 1 (renewed 0 s ago): "
            "stop every process (one that crashed holds it for 120 s), then start them all "
            "with 4."
        )
        assert await store.shard_count() == 2
        await running.close()  # a clean stop lets go of the lease
        assert await store.use_shard_count(4, clock.now, fresh=FRESH) == 2
    finally:
        await store.close()
