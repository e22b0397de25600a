"""Two bot processes (clusters) on one PostgreSQL database, each running one of two shards,
against the fake Discord that routes every server to its shard: each plays the games of its
own servers and no other, one stopping leaves the other's games running, its games resume
when it is back, and a second process started on a shard that is taken never applies a move
twice (the shard's lease fences the older one).

Servers get ids ``n << 22``: server ``n`` is shard ``n % 2``."""

from __future__ import annotations

import asyncio
import itertools
from pathlib import Path

from bot.config import Sharding
from bot.model import GameStatus, Shards
from bot.store.factory import open_store
from tests.support.fakediscord import FakeChannel, FakeDiscord, FakeGuild
from tests.support.harness import Harness
from tests.support.players import Player
from tests.support.store_reads import rows


async def servers(fake: FakeDiscord) -> dict[int, FakeGuild]:
    """A server on each shard of two (before any bot connects)."""
    return {
        shard: await fake.add_guild(f"Server {shard}", guild_id=(6 + shard) << 22)
        for shard in (0, 1)
    }


def gin(guild: FakeGuild) -> FakeChannel:
    return guild.channel_named("gin")


async def test_each_cluster_plays_its_own_servers(
    fake: FakeDiscord, clusters: list[Harness]
) -> None:
    guilds = await servers(fake)
    for harness in clusters:
        await harness.start()
    assert len(fake.command_syncs) == 1  # by the cluster of shard 0 alone
    alice, bob, carol, dave = fake.humans
    games = {}
    for shard, (one, two) in ((0, (alice, bob)), (1, (carol, dave))):
        games[shard] = await clusters[shard].start_game(one, two, channel=gin(guilds[shard]))
    for shard, harness in enumerate(clusters):
        # Each cluster holds its own server's game and not the other's.
        assert harness.service.get(games[shard]) is not None
        assert harness.service.get(games[1 - shard]) is None
        assert harness.bot is not None and {g.id for g in harness.bot.guilds} >= {guilds[shard].id}
        assert guilds[1 - shard].id not in {g.id for g in harness.bot.guilds}
    for shard, (one, two) in ((0, (alice, bob)), (1, (carol, dave))):
        game = games[shard]
        players = {u.id: Player(fake, u, game) for u in (one, two)}
        await clusters[shard].play(game, players)
        assert clusters[shard].table(game).status is GameStatus.FINISHED


async def test_one_cluster_stopped_leaves_the_other_playing_and_resumes_its_games(
    fake: FakeDiscord, clusters: list[Harness], postgres_url: str
) -> None:
    guilds = await servers(fake)
    for harness in clusters:
        await harness.start()
    alice, bob, carol, dave = fake.humans
    first = await clusters[0].start_game(alice, bob, channel=gin(guilds[0]))
    second = await clusters[1].start_game(carol, dave, channel=gin(guilds[1]))
    stopped_at = clusters[0].table(first).version
    await clusters[0].stop()
    # Cluster 1 plays on while cluster 0 is gone; a click in cluster 0's server reaches no one.
    players = {u.id: Player(fake, u, second) for u in (carol, dave)}
    await clusters[1].play(second, players, until=lambda t: t.version >= 4)
    assert clusters[1].table(second).status is GameStatus.ACTIVE
    await clusters[0].start()
    await clusters[0].idle()
    table = clusters[0].table(first)
    assert table.status is GameStatus.ACTIVE and table.version == stopped_at
    await clusters[0].play(first, {u.id: Player(fake, u, first) for u in (alice, bob)})
    await clusters[1].play(second, players)
    store = await open_store(postgres_url)
    try:
        finished = await rows(store, "SELECT id FROM games WHERE status = 'finished' ORDER BY id")
    finally:
        await store.close()
    assert finished == sorted([(first,), (second,)])


async def test_a_second_process_on_a_taken_shard_fences_the_first(
    fake: FakeDiscord, clusters: list[Harness], postgres_url: str, tmp_path: Path
) -> None:
    guilds = await servers(fake)
    old = clusters[0]
    await old.start()
    alice, bob, *_ = fake.humans
    game = await old.start_game(alice, bob, channel=gin(guilds[0]))
    # A rolling restart: the new process starts on shard 0 while the old one still runs it.
    new = Harness(fake, tmp_path, postgres_url, Shards.of_cluster(2, 0, 2))
    new.witness = old.witness
    try:
        await new.start()
        await old.service.heartbeat()  # its lease is gone: it gives the shard up
        assert old.service.is_paused(old.table(game))
        before = new.table(game).version
        players = {u.id: Player(fake, u, game) for u in (alice, bob)}
        await new.play(game, players, until=lambda t: t.version > before)
        # The move was applied once, by the process holding the lease.
        store = await open_store(postgres_url)
        try:
            (stored,) = await rows(store, "SELECT version FROM games WHERE id = ?", game)
        finally:
            await store.close()
        assert stored == (new.table(game).version,)
        assert old.table(game).version == before
    finally:
        await new.idle()
        await new.stop()


async def test_shards_auto_asks_discord_once_and_every_cluster_runs_that_count(
    fake: FakeDiscord, postgres_url: str, tmp_path: Path
) -> None:
    fake.recommended_shards = 4
    auto = [Harness(fake, tmp_path, postgres_url, sharding=Sharding(None, i, 2)) for i in (0, 1)]
    auto[1].witness = auto[0].witness
    try:
        await auto[0].start()
        fake.recommended_shards = 6  # what Discord says later changes nothing: the count is kept
        await auto[1].start()
        ran = [set(h.bot.shard_ids or []) for h in auto if h.bot is not None]
        assert ran == [{0, 2}, {1, 3}]
        assert {s.shard_id for s in fake.connected_sessions()} == {0, 1, 2, 3}
        assert {s.shard_count for s in fake.connected_sessions()} == {4}
    finally:
        for harness in auto:
            if harness.bot is not None and not harness.bot.is_closed():
                await harness.stop()


async def test_two_processes_identify_within_discords_limit(
    fake: FakeDiscord, postgres_url: str, tmp_path: Path
) -> None:
    # Discord: one identify per bucket every window; both processes start at the same moment.
    fake.identify_window = fake_window = 0.6
    fake.max_concurrency = 1
    both = [Harness(fake, tmp_path, postgres_url, Shards.of_cluster(4, i, 2)) for i in (0, 1)]
    both[1].witness = both[0].witness
    for harness in both:
        harness.identify_window = fake_window + 0.1  # the bots' own idea of it, a bit wider
    try:
        await asyncio.gather(*(h.start() for h in both))
        assert fake.identify_refusals == []
        assert {s.shard_id for s in fake.connected_sessions()} == {0, 1, 2, 3}
        starts = sorted(s.identified_at for s in fake.connected_sessions())
        assert all(b - a >= fake_window for a, b in itertools.pairwise(starts))
    finally:
        for harness in both:
            if harness.bot is not None and not harness.bot.is_closed():
                await harness.stop()


async def test_many_servers_each_answered_by_its_own_cluster(
    fake: FakeDiscord, clusters: list[Harness]
) -> None:
    # Twelve servers, six a shard: a challenge in each reaches its shard's process alone.
    guilds = [await fake.add_guild(f"Server {n}", guild_id=n << 22) for n in range(10, 22)]
    for harness in clusters:
        await harness.start()
    alice, bob, *_ = fake.humans
    made: dict[int, int] = {}
    for guild in guilds:
        it, message = await clusters[0].challenge(alice, bob, channel=gin(guild))
        assert message.public, message.text
        assert [s.shard_id for s in it.sessions] == [(guild.id >> 22) % 2]
        made[guild.id] = int(message.custom_ids()[0].split(":")[1])
    for shard, harness in enumerate(clusters):
        mine = {made[g.id] for g in guilds if (g.id >> 22) % 2 == shard}
        assert {t.id for t in harness.service.tables()} == mine
        assert {g.id for g in harness.bot.guilds if g.id in made} == {  # type: ignore[union-attr]
            g.id for g in guilds if (g.id >> 22) % 2 == shard
        }
