"""The bot's requests with its own token stay under Discord's global limit (the fake refuses
what passes it, as Discord does), however many tables are played at once, alone or as two
clusters: no 429, every table shows its game's final state, every showdown and score sheet is
posted once.

The bot's budget is lowered to 10 requests a second (the fake's limit to 16) so that a few
tables played at full speed ask for several times more edits than the budget lets out: what the
players see is the same as at Discord's 50 with a busy server."""

from __future__ import annotations

import asyncio
import json

from bot.discord.render.pictures import show_picture
from bot.discord.render.table import table_message
from bot.model import GameStatus
from tests.support.fakediscord import FakeChannel, FakeDiscord, FakeGuild
from tests.support.harness import Harness, has_picture
from tests.support.players import Player
from tests.support.words import EN_WORDS

BUDGET = 10.0  # the bots' budget here, requests a second with the bot's token
LIMIT = 16  # the fake's global limit: above one process's worst second (10 * 1.02 + 2)
TABLES = 6  # played at once by one process
CLUSTER_TABLES = 4  # by each of two, each at half the budget
TARGET = 25  # a game of a deal or a few


async def play_at_once(
    harness: Harness, fake: FakeDiscord, channels: list[FakeChannel]
) -> list[int]:
    """A game in each channel (alice against bob, carol against dave, in turn), all played at
    once to their end; the game ids."""
    alice, bob, carol, dave = fake.humans
    pairs = [(alice, bob), (carol, dave)]
    games = []
    for n, channel in enumerate(channels):
        one, two = pairs[n % 2]
        games.append(await harness.start_game(one, two, channel=channel, target=TARGET))

    async def play(game_id: int) -> None:
        table = harness.table(game_id)
        players = {m: Player(fake, fake.users[m], game_id) for m in table.players}
        await harness.play(game_id, players)

    await asyncio.gather(*(play(game_id) for game_id in games))
    return games


def check_final(harness: Harness, fake: FakeDiscord, game_id: int, channel: FakeChannel) -> int:
    """The game is over; its table shows the stored final state (with its picture) and its
    channel holds each showdown and the score sheet once. The table's edits, returned."""
    assert harness.bot is not None and harness.bot.publisher is not None
    table = harness.table(game_id)
    assert table.status is GameStatus.FINISHED and table.game is not None
    message = harness.table_message(game_id)
    embed, _ = table_message(
        table, harness.service.deadlines(table), harness.bot.clicks.key, EN_WORDS
    )
    scene = harness.bot.publisher.picture_scene(table)
    assert scene is not None
    show_picture(embed, scene)
    assert message.embeds == [json.loads(json.dumps({"type": "rich", **embed.to_dict()}))]
    assert has_picture(message) and message.components == []
    posts = [m for m in fake.public_messages(channel) if m is not message and m.embeds]
    titles = sorted(m.embeds[0].get("title", "") for m in posts)
    deals = len(table.game.history)
    assert len([t for t in titles if t.startswith("Deal ")]) == deals, titles
    assert len({t for t in titles if t.startswith("Deal ")}) == deals, titles  # each once
    assert len([t for t in titles if t.startswith("Game over")]) == 1, titles
    return len(message.versions) - 1


async def test_tables_played_at_once_stay_under_the_global_limit(
    harness: Harness, fake: FakeDiscord
) -> None:
    fake.global_limit = LIMIT
    bot = await harness.start()
    bot.pacer.budget = BUDGET
    channels = [await fake.add_channel(f"gin-{n}") for n in range(TABLES)]
    games = await play_at_once(harness, fake, channels)
    await harness.idle()
    assert fake.rate_limited == []  # no request past the limit: no 429
    edits = [check_final(harness, fake, g, c) for g, c in zip(games, channels, strict=True)]
    assert await harness.service.store.pending_posts() == []  # every post confirmed
    # The moves asked for more edits than the budget let out: they were coalesced.
    versions = sum(harness.table(g).version for g in games)
    assert sum(edits) < versions


async def servers(fake: FakeDiscord) -> list[FakeGuild]:
    """A server on each shard of two (before any bot connects): server ``n << 22`` is on shard
    ``n % 2``."""
    return [await fake.add_guild(f"Server {s}", guild_id=(8 + s) << 22) for s in (0, 1)]


async def test_two_clusters_together_stay_under_the_global_limit(
    fake: FakeDiscord, clusters: list[Harness]
) -> None:
    fake.global_limit = LIMIT  # one bot's budget alone fits; two bots' whole budgets would not
    guilds = await servers(fake)
    for harness in clusters:
        bot = await harness.start()
        assert bot.pacer.rate == bot.pacer.budget / 2  # its share: one shard of two
        bot.pacer.budget = BUDGET
    channels = [
        [await fake.add_channel(f"gin-{n}", guild=g) for n in range(CLUSTER_TABLES)] for g in guilds
    ]
    games = await asyncio.gather(
        *(play_at_once(h, fake, c) for h, c in zip(clusters, channels, strict=True))
    )
    for harness in clusters:
        await harness.idle()
    assert fake.rate_limited == []
    for harness, ids, places in zip(clusters, games, channels, strict=True):
        for game_id, channel in zip(ids, places, strict=True):
            check_final(harness, fake, game_id, channel)
        assert await harness.service.store.pending_posts() == []
