"""Games where the bot was not invited: a DM between two members (one of whom never installed
the app, so every action of theirs is a button), a group DM, the bot's own DM against the
computer. The bot has no channel rights there: every request it makes goes through an
interaction's token (no channel route), at most 5 follow-ups per interaction, never an edit
with a token older than 15 minutes, and at most one table message with live controls."""

from __future__ import annotations

from typing import Any

from bot.model import NO_SERVER, GameStatus
from bot.words import words
from tests.support.fakediscord import FakeChannel, FakeDiscord, FakeMessage, FakeUser
from tests.support.harness import Harness, game_of, outcome_of, to_act
from tests.support.players import Player, control
from tests.support.store_reads import rows

UPDATE_MESSAGE = 7
MOVE_CONTROLS = ("accept", "decline", "cancel", "hand", "rules", "moves", "resign")


def channel_requests(fake: FakeDiscord) -> list[str]:
    """Every request of the bot's to a channel route (none may reach a place without rights)."""
    return [f"{r.method} {r.path}" for r in fake.requests if r.path.startswith("/channels/")]


def followups_per_interaction(fake: FakeDiscord) -> int:
    counts = [
        sum(
            1
            for r in fake.requests
            if r.interaction is it and r.method == "POST" and r.path.startswith("/webhooks/")
        )
        for it in {
            id(r.interaction): r.interaction for r in fake.requests if r.interaction
        }.values()
    ]
    return max(counts, default=0)


def live_tables(fake: FakeDiscord, channel: FakeChannel, game_id: int) -> list[FakeMessage]:
    """The table messages of the game in ``channel`` that show live controls (more than the
    one "Show the table" of a table put to sleep)."""
    return [
        m
        for m in fake.messages.values()
        if m.channel.id == channel.id
        and not m.ephemeral
        and not m.deleted
        and any(i.split(":")[1] == str(game_id) for i in m.custom_ids())
        and any(control(m, name) is not None for name in MOVE_CONTROLS)
    ]


async def challenge_in(
    harness: Harness,
    fake: FakeDiscord,
    challenger: FakeUser,
    opponent: FakeUser,
    channel: FakeChannel,
    **options: Any,
) -> tuple[int, FakeMessage]:
    it = await fake.slash(
        challenger, "gin challenge", {"opponent": opponent, **options}, channel=channel
    )
    message = await it.message()
    assert not message.ephemeral, f"the challenge was refused: {message.text}"
    game_id = int(message.custom_ids()[0].split(":")[1])
    await harness.idle()  # the bot has recorded its table message
    harness.table(game_id)  # seen: the harness follows it once it is over
    return game_id, message


async def accept(fake: FakeDiscord, user: FakeUser, message: FakeMessage) -> None:
    button = control(message, "accept")
    assert button is not None
    click = await fake.click(user, message, button["custom_id"])
    assert (await click.response()).type == UPDATE_MESSAGE


async def dm_game(
    harness: Harness, fake: FakeDiscord, **options: Any
) -> tuple[FakeUser, FakeUser, FakeChannel, int, FakeMessage]:
    """The bot started, and a two-player game under way in a DM between alice (who installed
    the app) and bob (who never did): its players, the DM, the game and its table."""
    await harness.start()
    alice, bob = fake.humans[:2]
    fake.install_app(alice)
    dm = fake.private_channel(alice, bob)
    game_id, table = await challenge_in(harness, fake, alice, bob, dm, **options)
    await accept(fake, bob, table)
    await harness.idle()
    return alice, bob, dm, game_id, table


async def test_a_whole_game_in_a_dm_with_a_friend_who_never_installed_the_app(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob = fake.humans[:2]
    alice.locale, bob.locale = "pt-BR", "de"
    fake.install_app(alice)  # bob never did: he has no /gin, only buttons
    dm = fake.private_channel(alice, bob)
    game_id, table = await challenge_in(harness, fake, alice, bob, dm, target=10)
    row = harness.table(game_id).row
    assert row.guild_id == NO_SERVER and not row.rated
    # The public table is in the challenger's language.
    assert words("pt-BR")("challenge-accept") in table.text
    await accept(fake, bob, table)
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.ACTIVE
    assert harness.table_message(game_id) is table
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players)
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.FINISHED
    sheet = [m for m in fake.messages.values() if m.channel.id == dm.id and control(m, "rematch")]
    assert len(sheet) == 1 and not sheet[0].ephemeral
    # Bob's rematch, by the button: a new challenge for alice to accept.
    click = await fake.click(bob, sheet[0], control(sheet[0], "rematch")["custom_id"])
    rematch = await click.message()
    assert not rematch.ephemeral and control(rematch, "accept") is not None, rematch.text
    await harness.idle()
    assert channel_requests(fake) == []
    assert followups_per_interaction(fake) <= 5
    assert harness.witness.check() > 0  # no card of a hand in anything public


async def test_a_table_nobody_clicks_sleeps_before_its_token_runs_out_and_comes_back(
    harness: Harness, fake: FakeDiscord
) -> None:
    alice, bob, dm, game_id, table = await dm_game(harness, fake, turn_minutes=120)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players, until=lambda t: t.version >= 4)
    await harness.idle()
    assert live_tables(fake, dm, game_id) == [table]
    # Nobody clicks the table for 14 minutes: a minute before its last token runs out, it is
    # put to sleep, with its one button and no other.
    fake.clock.advance(14 * 60 + 1)
    await harness.bot.house.tick()
    await harness.idle()
    assert live_tables(fake, dm, game_id) == []
    assert (
        control(table, "wake") is not None and table.custom_ids() and len(table.custom_ids()) == 1
    )
    assert words("en-US")("table-asleep") in table.text
    # Past 15 minutes: the next move, from a hand, brings a new table (a follow-up of that
    # click); the sleeping one stays asleep.
    fake.clock.advance(2 * 60)
    before = harness.table(game_id).version
    await harness.play(game_id, players, until=lambda t: t.version > before)
    await harness.idle()
    (fresh,) = live_tables(fake, dm, game_id)
    assert fresh is not table and harness.table_message(game_id) is fresh
    # A click on the sleeping table's button wakes it there: the new one goes to sleep first.
    wake = await fake.click(bob, table, control(table, "wake")["custom_id"])
    assert (await wake.response()).type == UPDATE_MESSAGE
    await harness.idle()
    assert live_tables(fake, dm, game_id) == [table]
    assert control(fresh, "wake") is not None
    assert harness.table_message(game_id) is table
    # And the game goes on, on that table, to its end.
    await harness.play(game_id, players)
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.FINISHED
    assert channel_requests(fake) == []
    stale = [r for r in fake.requests if r.path.startswith("/webhooks/") and r.status == 401]
    assert stale == []  # never an edit with a token that ran out


def showdowns(fake: FakeDiscord, channel: FakeChannel) -> list[FakeMessage]:
    """The public deal-end posts in ``channel``."""
    return [
        m
        for m in fake.messages.values()
        if m.channel.id == channel.id
        and not m.ephemeral
        and any("Deal" in (e.get("title") or "") for e in m.embeds)
    ]


async def test_the_computer_in_the_bots_dm_through_a_deal_and_its_showdown(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice = fake.humans[0]
    dm = fake.bot_dm(alice)  # no install of her own: the bot's DM is the server install's
    it = await fake.slash(alice, "gin practice", channel=dm)
    table = await it.message()
    assert not table.ephemeral, table.text
    game_id = int(table.custom_ids()[0].split(":")[1])
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.ACTIVE
    players = {alice.id: Player(fake, alice, game_id)}
    await harness.play(
        game_id,
        players,
        until=lambda t: len(game_of(t).deals) > 1,
    )
    await harness.idle()
    assert len(showdowns(fake, dm)) == 1
    assert live_tables(fake, dm, game_id) == [table]
    assert channel_requests(fake) == []
    assert harness.witness.check() > 0


async def test_a_game_in_a_group_dm_and_three_players_refused_there(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, carol = fake.humans[:3]
    fake.install_app(alice)
    group = fake.private_channel(alice, bob, carol)
    it = await fake.slash(
        alice, "gin challenge", {"opponent": bob, "opponent2": carol}, channel=group
    )
    refused = await it.message()
    assert refused.ephemeral and refused.content == words("en-US")("place-two-players")
    game_id, table = await challenge_in(harness, fake, alice, bob, group, target=10)
    await accept(fake, bob, table)
    await harness.idle()
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players)
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.FINISHED
    assert table.visible_to(carol) and [m for m in showdowns(fake, group) if m.visible_to(carol)]
    assert channel_requests(fake) == []
    assert followups_per_interaction(fake) <= 5
    assert harness.witness.check() > 0


async def test_a_restart_mid_game_in_a_dm_keeps_the_table_working(
    harness: Harness, fake: FakeDiscord
) -> None:
    alice, bob, dm, game_id, table = await dm_game(harness, fake, target=10)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players, until=lambda t: t.version >= 5)
    await harness.restart()
    shown = len(table.versions)
    await harness.play(game_id, players)
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.FINISHED
    assert len(table.versions) > shown  # the restarted bot edited it with the stored token
    assert live_tables(fake, dm, game_id) == []  # finished: no controls left
    assert channel_requests(fake) == []


async def test_a_turn_timer_runs_out_with_nobody_clicking(
    harness: Harness, fake: FakeDiscord
) -> None:
    alice, bob, dm, game_id, table = await dm_game(harness, fake, turn_minutes=20)
    late = to_act(harness.table(game_id))
    # The deadline is a Discord timestamp: right without an edit.
    assert "<t:" in table.text and ":R>" in table.text
    fake.clock.advance(14 * 60 + 1)
    await harness.bot.house.tick()  # the table is put to sleep: its token runs out soon
    fake.clock.advance(6 * 60)
    await harness.bot.house.tick()
    await harness.idle()
    # Applied and stored at the deadline, with nobody clicking.
    assert harness.table(game_id).status is GameStatus.FINISHED
    ending, _, first, last = await outcome_of(harness, game_id)
    assert ending == "forfeit" and last == late and first != late
    # Nothing could show it yet: the table sleeps, no token may send the score sheet.
    sheets = [m for m in fake.messages.values() if m.channel.id == dm.id and control(m, "rematch")]
    assert sheets == [] and control(table, "wake") is not None
    # The next click shows it: the table as it ended, and the score sheet.
    other = next(u for u in (alice, bob) if u.id != late)
    wake = await fake.click(other, table, control(table, "wake")["custom_id"])
    assert (await wake.response()).type == UPDATE_MESSAGE
    await harness.idle()
    assert table.custom_ids() == []
    sheets = [m for m in fake.messages.values() if m.channel.id == dm.id and control(m, "rematch")]
    assert len(sheets) == 1 and not sheets[0].ephemeral
    assert channel_requests(fake) == []


def button_id(message: FakeMessage, prefix: str) -> str:
    return next(c for c in message.custom_ids() if c.startswith(prefix))


async def test_the_friend_resigns_by_button_and_forget_me_covers_games_outside_servers(
    harness: Harness, fake: FakeDiscord
) -> None:
    alice, bob, dm, game_id, table = await dm_game(harness, fake)
    assert harness.table(game_id).status is GameStatus.ACTIVE
    # Bob has no /gin: the table's Resign button asks him, privately, and his Yes ends it.
    it = await fake.click(bob, table, control(table, "resign")["custom_id"])
    ask = await it.message()
    assert ask.ephemeral and ask.visible_to(bob)
    yes = await fake.click(bob, ask, button_id(ask, "gin-confirm:resign"))
    assert (await yes.response()).type == UPDATE_MESSAGE
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.FINISHED
    ending, _, first, last = await outcome_of(harness, game_id)
    assert (ending, first, last) == ("forfeit", alice.id, bob.id)
    # Counted for no server: unrated, on no leaderboard; kept for each player (server 0).
    store = harness.service.store
    assert await rows(store, "SELECT COUNT(*) FROM ratings") == [(0,)]
    assert await rows(store, "SELECT DISTINCT guild_id FROM results") == [(NO_SERVER,)]
    # Forget-me where the game was played erases alice from what is kept outside servers.
    it = await fake.slash(alice, "gin forget-me", channel=dm)
    ask = await it.message()
    assert ask.text.startswith(words("en-US")("confirm-forget-outside")[:30])
    done = await fake.click(alice, ask, button_id(ask, "gin-confirm:forget"))
    assert words("en-US")("confirm-forget-outside-done") in (await done.message()).text
    for kept in ("results", "game_members"):
        sql = f"SELECT COUNT(*) FROM {kept} WHERE member_id = ?"
        assert await rows(store, sql, alice.id) == [(0,)], kept
        assert await rows(store, sql, bob.id) == [(1,)], kept
    assert channel_requests(fake) == []


async def test_the_friend_proposes_abandoning_by_button_and_it_ends_when_both_agree(
    harness: Harness, fake: FakeDiscord
) -> None:
    alice, bob, dm, game_id, table = await dm_game(harness, fake)
    assert harness.table(game_id).status is GameStatus.ACTIVE
    it = await fake.click(bob, table, control(table, "abandon")["custom_id"])
    proposal = await it.message()
    assert not proposal.ephemeral and control(proposal, "agree") is not None, proposal.text
    agree = await fake.click(alice, proposal, control(proposal, "agree")["custom_id"])
    assert (await agree.response()).type == UPDATE_MESSAGE
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.ABANDONED
    assert live_tables(fake, dm, game_id) == []
    assert channel_requests(fake) == []


async def test_a_game_in_a_server_that_never_added_the_bot(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob = fake.humans[:2]
    fake.install_app(alice)
    friends = await fake.add_guild("Friends", invited=False)  # the same members
    gin = friends.channel_named("gin")
    game_id, table = await challenge_in(harness, fake, alice, bob, gin, target=10)
    assert harness.table(game_id).row.guild_id == NO_SERVER
    await accept(fake, bob, table)
    await harness.idle()
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players)
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.FINISHED
    assert live_tables(fake, gin, game_id) == []
    assert showdowns(fake, gin) and channel_requests(fake) == []
    assert harness.witness.check() > 0


async def test_only_the_cluster_running_shard_0_holds_and_plays_games_outside_servers(
    fake: FakeDiscord, clusters: list[Harness]
) -> None:
    for harness in clusters:
        await harness.start()
    first, second = clusters
    alice, bob = fake.humans[:2]
    fake.install_app(alice)
    dm = fake.private_channel(alice, bob)
    game_id, table = await challenge_in(first, fake, alice, bob, dm, target=10)
    await accept(fake, bob, table)
    await first.idle()
    # Mid-game the other cluster neither holds it nor, restarted, loads it or its key.
    await second.restart()
    assert second.service.get(game_id) is None
    store = second.service.store
    assert [k.game_id for k in await store.table_keys(first.service.shards)] == [game_id]
    assert await store.table_keys(second.service.shards) == []
    assert second.bot is not None and second.bot.serves(None) is False
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await first.play(game_id, players)
    await first.idle()
    assert first.table(game_id).status is GameStatus.FINISHED
    assert second.service.get(game_id) is None
    assert channel_requests(fake) == []


async def test_with_two_clusters_a_server_that_never_added_the_bot_on_the_other_shard_says_so(
    fake: FakeDiscord, clusters: list[Harness]
) -> None:
    """That server's interactions reach cluster 1 (its shard), while games outside servers are
    shard 0's (cluster 0): a challenge there is refused privately in one sentence, in the
    member's language, and nothing is kept; on shard 0's side a server's game goes on."""
    for harness in clusters:
        await harness.start()
    alice, bob = fake.humans[:2]
    fake.install_app(alice)
    alice.locale = "pt-BR"
    elsewhere = await fake.add_guild("Friends", guild_id=1 << 22, invited=False)  # shard 1
    it = await fake.slash(
        alice, "gin challenge", {"opponent": bob}, channel=elsewhere.channel_named("gin")
    )
    answer = await it.message()
    assert answer.ephemeral
    assert answer.text == words("pt-BR")("place-other-server-cluster")
    assert await rows(clusters[0].service.store, "SELECT id FROM games") == []
    # A server that never added the bot on shard 0 reaches cluster 0, which holds the games.
    nearby = await fake.add_guild("Neighbours", guild_id=2 << 22, invited=False)  # shard 0
    game_id, _ = await challenge_in(clusters[0], fake, alice, bob, nearby.channel_named("gin"))
    assert clusters[0].table(game_id).row.guild_id == NO_SERVER
    assert channel_requests(fake) == []


async def test_a_challenge_nobody_answers_expires_at_its_deadline(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob = fake.humans[:2]
    fake.install_app(alice)
    dm = fake.private_channel(alice, bob)
    game_id, table = await challenge_in(harness, fake, alice, bob, dm)
    assert "<t:" in table.text and ":R>" in table.text  # its expiry, as Discord shows it
    fake.clock.advance(10 * 60 + 1)  # the default rules' 10 minutes
    await harness.bot.house.tick()
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.EXPIRED
    # Its key was alive: the table shows it at once, without a button.
    assert table.custom_ids() == [] and live_tables(fake, dm, game_id) == []
    # Alice may challenge bob again: nobody is busy with it.
    second, _ = await challenge_in(harness, fake, alice, bob, dm)
    assert second != game_id
    assert channel_requests(fake) == []
