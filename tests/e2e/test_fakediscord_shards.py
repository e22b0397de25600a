"""The fake Discord's shards, proven with discord.py's real AutoShardedBot: several clients in
one process, each running some shards of one count, as the bot's processes will.

Servers get ids ``n << 22``, so ``n % shard_count`` is their shard; ``fake.guild``'s id is
made from the clock, so the tests work its shard out from the id.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from tests.support.fakediscord import FakeDiscord, FakeGuild, FakeMessage, GatewaySession

from .conftest import start_bot


class ShardBot(commands.AutoShardedBot):
    """A process of the bot: ``shard_ids`` of ``shard_count`` (None: as many as
    GET /gateway/bot recommends, all of them)."""

    def __init__(
        self,
        name: str,
        shard_ids: list[int] | None,
        shard_count: int | None,
        *,
        identify_delay: float = 0.0,
    ) -> None:
        sharding: dict[str, Any] = {"shard_ids": shard_ids, "shard_count": shard_count}
        super().__init__(
            command_prefix="!",
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
            **sharding,
        )
        self.name = name
        self.identify_delay = identify_delay
        self.seen: list[discord.Message] = []

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        # discord.py's own sleeps 5 s before every IDENTIFY but a client's first, which is
        # Discord's window; the tests' windows are shorter.
        if not initial:
            await asyncio.sleep(self.identify_delay)

    async def on_message(self, message: discord.Message) -> None:
        self.seen.append(message)

    async def setup_hook(self) -> None:
        @app_commands.command(name="where", description="Which process answers, on which shard")
        async def where(interaction: discord.Interaction[Any]) -> None:
            shard = interaction.guild.shard_id if interaction.guild else None
            await interaction.response.send_message(f"{self.name} shard {shard}")

        self.tree.add_command(where)
        await self.tree.sync()


# The identify window, on the fake clock: a test moves it on instead of waiting, so a slow
# host cannot let an IDENTIFY through that the test means to be too fast.
WINDOW = 60.0


def home_shard(fake: FakeDiscord, count: int) -> int:
    """The shard of ``fake.guild`` (its id comes from the clock)."""
    return (fake.guild.id >> 22) % count


async def hears(fake: FakeDiscord, bot: ShardBot, message: FakeMessage) -> None:
    def heard() -> bool:
        return any(m.id == message.id for m in bot.seen)

    await fake.wait_for(heard, what=f"{bot.name} to hear {message!r}")


def sent_events(sessions: list[GatewaySession], event: str) -> list[dict[str, Any]]:
    """What the fake sent these sessions as ``event`` (whatever the client made of it)."""
    return [f["d"] for s in sessions for f in s.sent if f["t"] == event]


async def two_servers(fake: FakeDiscord) -> tuple[FakeGuild, FakeGuild]:
    """A server on shard 0 of 2 and one on shard 1 of 2."""
    return await fake.add_guild("Even", guild_id=10 << 22), await fake.add_guild(
        "Odd", guild_id=11 << 22
    )


async def test_each_client_gets_its_own_shards_servers_and_interactions(
    fake: FakeDiscord,
) -> None:
    even, odd = await two_servers(fake)
    a, b = ShardBot("A", [0], 2), ShardBot("B", [1], 2)
    await start_bot(a, fake)
    await start_bot(b, fake)
    on_a = {even.id} | ({fake.guild.id} if home_shard(fake, 2) == 0 else set())
    assert {g.id for g in a.guilds} == on_a
    assert {g.id for g in b.guilds} == set(fake.guilds) - on_a
    (session_a,) = fake.connected_sessions(0)
    (session_b,) = fake.connected_sessions(1)
    assert (session_a.shard, session_a.shard_count, session_b.shard) == ([0, 2], 2, [1, 2])
    # READY and GUILD_CREATE named the session's own servers only.
    ready_a = sent_events([session_a], "READY")[0]
    assert {int(g["id"]) for g in ready_a["guilds"]} == on_a and ready_a["shard"] == [0, 2]
    assert {int(g["id"]) for g in sent_events([session_b], "GUILD_CREATE")} == {
        g.id for g in b.guilds
    }

    alice = fake.humans[0]
    it = await fake.slash(alice, "where", channel=odd.channel_named("gin"))
    assert (await it.message()).content == "B shard 1"
    assert it.sessions == [session_b]
    it = await fake.slash(alice, "where", channel=even.channel_named("gin"))
    assert (await it.message()).content == "A shard 0"
    assert it.sessions == [session_a]
    said = await fake.say(alice, "hello odd", channel=odd.channel_named("general"))
    await hears(fake, b, said)
    assert str(said.id) not in {m["id"] for m in sent_events([session_a], "MESSAGE_CREATE")}
    assert not any(m.id == said.id for m in a.seen)

    # A RESUME keeps the session's shard.
    await fake.reconnect_gateway()
    it = await fake.slash(alice, "where", channel=odd.channel_named("gin"))
    assert (await it.message()).content == "B shard 1"
    # A server joined later is announced to its shard only.
    joined = await fake.add_guild("Joined", guild_id=13 << 22)
    await fake.wait_for(lambda: b.get_guild(joined.id), what="B to join the new server")
    assert a.get_guild(joined.id) is None
    assert str(joined.id) not in {g["id"] for g in sent_events([session_a], "GUILD_CREATE")}


async def test_members_and_channels_made_in_another_server_are_that_shards(
    fake: FakeDiscord,
) -> None:
    even, odd = await two_servers(fake)
    a, b = ShardBot("A", [0], 2), ShardBot("B", [1], 2)
    await start_bot(a, fake)
    await start_bot(b, fake)
    newcomer = await fake.add_member("erin", guild=odd)
    room = await fake.add_channel("room", guild=odd)
    assert newcomer.id in odd.members and newcomer.id not in even.members
    assert newcomer.id not in fake.guild.members
    assert room.guild_id == odd.id and odd.channels[room.id] is room
    await fake.wait_for(lambda: b.get_channel(room.id), what="B to hear of the new channel")
    assert a.get_channel(room.id) is None
    it = await fake.slash(newcomer, "where", channel=room)
    assert (await it.message()).content == "B shard 1"
    boss = await fake.add_member("frank", admin=True, guild=odd)
    (admin,) = (r.id for r in odd.roles.values() if r.name == "Admin")
    assert odd.members[boss.id].role_ids == [admin]


async def test_two_sessions_on_one_shard_both_hear_it_and_dms_go_to_shard_0(
    fake: FakeDiscord,
) -> None:
    _, odd = await two_servers(fake)
    a, b1, b2 = ShardBot("A", [0], 2), ShardBot("B1", [1], 2), ShardBot("B2", [1], 2)
    for bot in (a, b1, b2):
        await start_bot(bot, fake)
    alice = fake.humans[0]
    said = await fake.say(alice, "hand-over", channel=odd.channel_named("gin"))
    for bot in (b1, b2):
        await hears(fake, bot, said)
    assert str(said.id) not in {
        m["id"] for m in sent_events(fake.connected_sessions(0), "MESSAGE_CREATE")
    }
    # A DM belongs to no server: shard 0 gets it.
    dm_channel = await a.create_dm(discord.Object(alice.id))
    dm = fake.get_channel(dm_channel.id)
    assert dm is not None
    dm_said = await fake.say(alice, "psst", channel=dm)
    await hears(fake, a, dm_said)
    created = sent_events(fake.connected_sessions(1), "MESSAGE_CREATE")
    assert str(dm_said.id) not in {m["id"] for m in created}
    it = await fake.slash(alice, "where", channel=dm)
    assert (await it.message()).content == "A shard None"
    assert [s.shard_id for s in it.sessions] == [0]


async def test_an_interaction_on_a_shard_no_one_runs_is_not_delivered(fake: FakeDiscord) -> None:
    _, odd = await two_servers(fake)
    await start_bot(ShardBot("A", [0], 2), fake)
    it = await fake.slash(fake.humans[0], "where", channel=odd.channel_named("gin"))
    assert not it.delivered and it.sessions == []
    started = time.perf_counter()
    with pytest.raises(AssertionError, match=r"not delivered.*shard 1 of 2"):
        await it.response()
    assert time.perf_counter() - started < 0.5  # no waiting for an answer that cannot come
    fake.clock.advance(fake.ack_timeout + 1)
    assert fake.problems() == []  # an undelivered one is not the bot's late answer


async def test_a_member_and_a_channel_added_to_another_server_are_its_own(
    fake: FakeDiscord,
) -> None:
    even, odd = await two_servers(fake)
    b = ShardBot("B", [1], 2)
    await start_bot(b, fake)
    room = await fake.add_channel("table-7", guild=odd)
    newcomer = await fake.add_member("newcomer", guild=odd)
    assert room.guild_id == odd.id and room.id in odd.channels
    assert newcomer.id in odd.members and newcomer.id not in even.members
    it = await fake.slash(newcomer, "where", channel=room)
    assert (await it.message()).content == "B shard 1"
    with pytest.raises(AssertionError, match="not a member"):
        await fake.slash(newcomer, "where", channel=even.channel_named("gin"))


async def test_an_unsharded_bot_is_shard_0_of_1_and_gets_every_server(fake: FakeDiscord) -> None:
    await two_servers(fake)
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())
    await start_bot(bot, fake)
    assert {g.id for g in bot.guilds} == set(fake.guilds) and len(fake.guilds) == 3
    (session,) = fake.connected_sessions()
    assert (session.shard, session.shard_id, session.shard_count) == (None, 0, 1)


async def test_too_many_servers_for_a_shard_is_closed_with_4011(fake: FakeDiscord) -> None:
    fake.max_guilds_per_shard = 2
    await two_servers(fake)  # three servers with fake.guild
    alone = discord.Client(intents=discord.Intents.default())
    with pytest.raises(discord.ConnectionClosed) as closed:
        await start_bot(alone, fake)
    assert closed.value.code == 4011
    assert [r.close_code for r in fake.identify_refusals] == [4011]
    assert fake.sessions == []
    # Split over two shards, each holds at most two.
    split = ShardBot("AB", [0, 1], 2)
    await start_bot(split, fake)
    assert {g.id for g in split.guilds} == set(fake.guilds)
    assert sorted(s.shard_id for s in fake.connected_sessions()) == [0, 1]


@pytest.mark.parametrize(("shard_ids", "shard_count"), [([2], 2), ([-1], 2), ([0], 0)])
async def test_an_invalid_shard_is_closed_with_4010(
    fake: FakeDiscord, shard_ids: list[int], shard_count: int
) -> None:
    bot = ShardBot("X", shard_ids, shard_count)
    with pytest.raises(discord.ConnectionClosed) as closed:
        await start_bot(bot, fake)
    assert closed.value.code == 4010
    assert [(r.shard, r.close_code) for r in fake.identify_refusals] == [
        ([shard_ids[0], shard_count], 4010)
    ]
    assert fake.sessions == []


async def test_identifying_too_fast_gets_op_9_and_discord_py_identifies_again(
    fake: FakeDiscord,
) -> None:
    fake.identify_window = WINDOW  # max_concurrency 1: one bucket for every shard
    await two_servers(fake)
    a, b = ShardBot("A", [0], 2), ShardBot("B", [1], 2, identify_delay=0.05)
    await start_bot(a, fake)
    starting = asyncio.create_task(start_bot(b, fake))
    # discord.py identifies again after each op 9 (here every 0.05 s; by default every 5 s)...
    await fake.wait_for(lambda: len(fake.identify_refusals) >= 2, what="B refused twice")
    assert not starting.done() and fake.connected_sessions(1) == []
    assert {(tuple(r.shard), r.close_code) for r in fake.identify_refusals} == {((1, 2), None)}
    assert ("> op 9", fake.identify_refusals[0].reason) in fake.gateway_log
    # ...and gets in once the window is over.
    fake.clock.advance(WINDOW)
    await starting
    (session_a,) = fake.connected_sessions(0)
    (session_b,) = fake.connected_sessions(1)
    assert session_b.identified_at - session_a.identified_at >= WINDOW
    assert {g.id for g in b.guilds} == {g for g in fake.guilds if (g >> 22) % 2 == 1}


async def test_shards_in_different_buckets_identify_at_once(fake: FakeDiscord) -> None:
    fake.identify_window, fake.max_concurrency = WINDOW, 2
    first = ShardBot("A", [0, 1], 4)  # buckets 0 and 1, one IDENTIFY each
    await start_bot(first, fake)
    assert fake.identify_refusals == []
    # Shards 2 and 3 are in buckets 0 and 1 again: they wait for the window.
    second = ShardBot("B", [2, 3], 4, identify_delay=0.05)
    starting = asyncio.create_task(start_bot(second, fake))

    def both_refused() -> bool:
        return {tuple(r.shard) for r in fake.identify_refusals} == {(2, 4), (3, 4)}

    await fake.wait_for(both_refused, what="shards 2 and 3 refused")
    assert sorted(s.shard_id for s in fake.connected_sessions()) == [0, 1]
    fake.clock.advance(WINDOW)
    await starting
    assert sorted(s.shard_id for s in fake.connected_sessions()) == [0, 1, 2, 3]


async def test_gateway_bot_gives_the_recommended_shards_and_the_start_limit(
    fake: FakeDiscord,
) -> None:
    fake.recommended_shards, fake.max_concurrency = 3, 2
    bot = ShardBot("auto", None, None)  # asks GET /gateway/bot how many
    await start_bot(bot, fake)
    assert bot.shard_count == 3
    assert sorted((s.shard_id, s.shard_count) for s in fake.connected_sessions()) == [
        (0, 3),
        (1, 3),
        (2, 3),
    ]
    limits = await bot.fetch_session_start_limits()
    assert (limits.total, limits.remaining, limits.max_concurrency) == (1000, 997, 2)
    assert 0 < limits.reset_after <= 24 * 3600 * 1000
    # A day later (fake clock) the count starts again.
    fake.clock.advance(24 * 3600)
    assert fake.session_start_limit()["remaining"] == 1000
