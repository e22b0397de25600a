"""The faults an independent test run found, each reproduced end to end through the fake Discord:
concurrent challenges, clicks while a save is stalled, posts owed across a crash, downtime and
deadlines, members who left, forged hand controls, channels and servers that are gone.

(Killing and signalling a real bot process is in ``test_process.py``.)
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.engine import Rules
from bot.model import GameStatus
from tests.support.fakediscord import FakeDiscord, FakeInteraction, FakeMessage
from tests.support.harness import (
    CHANNEL_MESSAGE,
    Harness,
    deal_of,
    first_seed,
    game_of,
    outcome_of,
    refusal,
    titled,
    to_act,
)
from tests.support.players import Player, control, controls
from tests.support.store_reads import result_of


async def answered(it: FakeInteraction) -> FakeMessage:
    callback = await it.response()
    assert not it.errors, f"{it.description}: {it.errors}"
    assert callback.type in (4, 5, 6, 7), callback
    return await it.message()


def live_tables(harness: Harness) -> list[Any]:
    return [t for t in harness.service.tables() if t.status.live]


# 1 -------------------------------------------------------------------------------------------


async def test_concurrent_challenges_and_accepts_start_one_game(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    its = await asyncio.gather(
        fake.slash(alice, "gin challenge", {"opponent": bob}),
        fake.slash(bob, "gin challenge", {"opponent": alice}),
        fake.slash(alice, "gin challenge", {"opponent": bob}),
    )
    messages = [await answered(it) for it in its]
    posted = [m for m in messages if m.public]
    assert len(posted) == 1, [m.text for m in messages]
    for message in messages:
        if message not in posted:
            assert message.ephemeral and "already in a game or challenge" in message.text
    # Everyone who was challenged accepts everything they can, at once.
    clicks = []
    for message in posted:
        accept = control(message, "accept")
        assert accept is not None
        for user in (alice, bob):
            clicks.append(fake.click(user, message, accept["custom_id"]))
    for it in await asyncio.gather(*clicks):
        await it.response()
    await harness.idle()
    assert len(live_tables(harness)) == 1
    assert [t.status for t in live_tables(harness)] == [GameStatus.ACTIVE]


# 2 -------------------------------------------------------------------------------------------


async def test_every_click_is_answered_while_a_save_is_stalled(
    harness: Harness, fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    await harness.start()
    alice, bob, carol, dave = fake.humans
    game_id = await harness.start_game(alice, bob)
    table = harness.table(game_id)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    mover = players[to_act(table)]
    waiter = players[alice.id if mover.user is bob else bob.id]
    await waiter.open_hand(harness.table_message(game_id))
    store = harness.service.store
    real_write = store._write

    async def stalled(batch: Any) -> None:
        await asyncio.sleep(3.5)  # a database stalled past Discord's 3 s
        await real_write(batch)

    mover_hand = await mover.open_hand(harness.table_message(game_id))
    first = controls(mover_hand).get("take") or controls(mover_hand)["draw"]
    monkeypatch.setattr(store, "_write", stalled)
    move = asyncio.create_task(fake.click(mover.user, mover_hand, first["custom_id"]))
    await asyncio.sleep(0.2)  # the move is saving now
    assert waiter.hand_message is not None
    table_message = harness.table_message(game_id)
    hand_button = control(table_message, "hand")
    refresh = control(waiter.hand_message, "refresh")
    assert hand_button is not None and refresh is not None
    its = await asyncio.gather(
        fake.click(waiter.user, table_message, hand_button["custom_id"]),
        fake.click(waiter.user, waiter.hand_message, refresh["custom_id"]),
        fake.slash(waiter.user, "gin hand"),
        fake.slash(carol, "gin challenge", {"opponent": dave}),
    )
    # Reads answer at once from the last committed state; the challenge, which waits on the
    # database, is acknowledged privately in time and then posted to the channel.
    for it in its[:3]:
        message = await answered(it)
        assert "Your hand" in message.text and message.ephemeral
    moved = await move
    assert (await moved.response()).type == 6  # acknowledged in time, edited when saved
    await answered(its[3])
    await harness.idle()
    offers = [
        m for m in fake.public_messages() if "challenges" in m.text and dave.mention in m.text
    ]
    assert len(offers) == 1
    cancel = control(offers[0], "cancel")
    assert cancel is not None, "the challenger can withdraw it at once"
    monkeypatch.setattr(store, "_write", real_write)
    it = await fake.click(carol, offers[0], cancel["custom_id"])
    await it.response()
    await harness.idle()
    assert "cancelled" in offers[0].text
    assert not fake.problems()  # every interaction acknowledged within 3 s


# 3 -------------------------------------------------------------------------------------------


async def test_a_showdown_owed_at_a_crash_is_posted_after_the_restart_once(
    harness: Harness, fake: FakeDiscord
) -> None:
    rules = Rules(target=200)
    seed = first_seed(rules, lambda s: len(s.game.deals) >= 3)
    await harness.start(seed)
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, target=200)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    # Discord fails every post for a while: the deal's end is saved and acknowledged, then the
    # bot goes down before it could post the showdown (a real kill -9: test_process.py).
    failing = fake.inject(503, "POST", f"/channels/{fake.channel.id}/messages", times=10_000)
    await harness.play(game_id, players, until=lambda t: len(game_of(t).deals) >= 2)
    scores_after_deal_1 = game_of(harness.table(game_id)).sheet_after(1).scores
    assert titled(fake, "Deal 1") == []
    await harness.stop()
    failing.times = 0
    await harness.start(seed)  # the same database: the outbox still owes the showdown
    await harness.idle()
    (showdown,) = titled(fake, "Deal 1")
    assert f"game #{game_id}" in showdown.embeds[0]["title"]
    score = next(f for f in showdown.embeds[0]["fields"] if f["name"].startswith("Score"))
    for player, points in zip(harness.table(game_id).players, scores_after_deal_1, strict=True):
        assert f"<@{player}>: **{points}**" in score["value"]
    # Played on; a second restart sends nothing twice.
    await harness.play(game_id, players, until=lambda t: len(game_of(t).deals) >= 3)
    await harness.restart(seed)
    assert len(titled(fake, "Deal 1")) == 1 and len(titled(fake, "Deal 2")) == 1


async def test_a_delayed_showdown_shows_the_deal_as_it_ended(
    harness: Harness, fake: FakeDiscord
) -> None:
    rules = Rules(target=500)
    seed = first_seed(rules, lambda s: len(s.game.deals) >= 3)
    await harness.start(seed)
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, target=500)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    failing = fake.inject(503, "POST", f"/channels/{fake.channel.id}/messages", times=10_000)
    await harness.play(game_id, players, until=lambda t: len(game_of(t).deals) >= 3)
    game = game_of(harness.table(game_id))
    failing.times = 0
    await harness.idle()
    for number in (1, 2):
        (showdown,) = titled(fake, f"Deal {number} ·")
        score = next(f for f in showdown.embeds[0]["fields"] if f["name"].startswith("Score"))
        for player, points in zip(game.players, game.sheet_after(number).scores, strict=True):
            assert f"<@{player}>: **{points}**" in score["value"]
    deal_posts = [m for m in fake.public_messages() if m.embeds and "Deal " in m.embeds[0]["title"]]
    assert [m.embeds[0]["title"].split(" ·")[0] for m in deal_posts] == ["Deal 1", "Deal 2"]


# 4 -------------------------------------------------------------------------------------------


async def test_downtime_does_not_count_against_the_player(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob)
    waiting_on = to_act(harness.table(game_id))
    fake.clock.advance(4 * 60)  # 4 of the 10 minutes of the turn used
    await harness.stop()
    fake.clock.advance(11 * 60)  # the bot is down for 11 minutes
    await harness.start()
    await harness.service.tick()
    await harness.idle()
    table = harness.table(game_id)
    assert table.status is GameStatus.ACTIVE and to_act(table) == waiting_on
    assert "offline for 11 minutes" in harness.table_message(game_id).text
    fake.clock.advance(5 * 60 + 50)  # 9:50 used
    await harness.service.tick()
    assert harness.table(game_id).status is GameStatus.ACTIVE
    fake.clock.advance(15)
    await harness.service.tick()
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.FINISHED
    assert (await outcome_of(harness, game_id))[1::2] == ("timeout", waiting_on)


async def test_a_gateway_outage_does_not_count_against_the_player(
    harness: Harness, fake: FakeDiscord, error_logs: Any
) -> None:
    error_logs.allow(r"Attempting a reconnect")  # discord.py's own word on an outage
    await harness.start()
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob)
    service = harness.service
    await fake.gateway_down()
    await fake.wait_for(lambda: service.paused, 5, "the bot to notice the outage")
    fake.clock.advance(30 * 60)
    await service.tick()
    assert harness.table(game_id).status is GameStatus.ACTIVE
    fake.gateway_up()
    # What the players see: the table says the deadline moved (the bot records the downtime
    # first, so the edit comes a moment after the reconnection, later on a busy host).
    await fake.wait_for(
        lambda: "offline for 30 minutes" in harness.table_message(game_id).text,
        15,
        "the table to say the bot was offline",
    )
    await service.tick()
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.ACTIVE


# 5 -------------------------------------------------------------------------------------------


async def test_an_accept_after_the_expiry_gets_time_ran_out(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    _, _, carol, dave = fake.humans
    _, offer = await harness.challenge(carol, dave)
    fake.clock.advance(11 * 60)  # no timer has run since
    accept = control(offer, "accept")
    assert accept is not None
    text = await refusal(await fake.click(dave, offer, accept["custom_id"]))
    assert "expired" in text
    await harness.idle()
    assert "Nobody answered in time" in offer.text and offer.components == []
    assert live_tables(harness) == []


async def test_a_move_after_the_turn_ran_out_gets_time_ran_out(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, turn_minutes=1)
    table = harness.table(game_id)
    late_id = to_act(table)
    late = Player(fake, alice if late_id == alice.id else bob, game_id)
    await late.open_hand(harness.table_message(game_id))
    fake.clock.advance(5 * 60)  # 5 minutes into a 1-minute turn, before any tick
    legal = deal_of(table).legal_actions()
    hand = late.hand_message
    assert hand is not None
    name = {"TakeDiscard()": "take", "DrawStock()": "draw"}.get(repr(legal[0]), "take")
    comp = controls(hand)[name]
    it = await fake.click(late.user, hand, comp["custom_id"])
    await it.response()
    text = (await it.message()).text if it.callback and it.callback.type == CHANNEL_MESSAGE else ""
    if not text:
        text = it.followups[-1].text if it.followups else ""
    assert "time ran out" in text.lower()
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.FINISHED
    assert (await outcome_of(harness, game_id))[1::2] == ("timeout", late_id)
    (over,) = titled(fake, "Game over")
    assert "ran out of time" in over.text


# 7 -------------------------------------------------------------------------------------------


async def test_a_member_who_left_is_refused_clearly(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start()
    alice, _, _, dave = fake.humans
    await fake.remove_member(dave)
    text = await refusal(await fake.slash(alice, "gin challenge", {"opponent": dave}))
    assert "isn't a member of this server" in text
    text = await refusal(await fake.user_command(alice, "Challenge to gin rummy", dave))
    assert "isn't a member of this server" in text
    assert fake.public_messages() == [] and live_tables(harness) == []


# 8 -------------------------------------------------------------------------------------------


async def test_forged_hand_controls_never_draw_a_hand_in_the_wrong_place(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, carol, _ = fake.humans
    game_id = await harness.start_game(alice, bob)
    table_message = harness.table_message(game_id)
    ann = Player(fake, alice, game_id)
    hand = await ann.open_hand(table_message)
    refresh = control(hand, "refresh")
    assert refresh is not None
    public_before = {m.id: len(m.versions) for m in fake.public_messages()}
    hand_versions = len(hand.versions)

    # Bob replays Alice's private Refresh: Alice's message is not touched; Bob is refused.
    it = await fake.forge_component(bob, hand, refresh["custom_id"])
    message = await answered(it)
    assert message is not hand and message.ephemeral and message.visible_to(bob)
    assert "didn't make that button for you" in message.text
    assert len(hand.versions) == hand_versions
    # Alice's own hand controls arriving on the public table, as the bot drew them for her or
    # in an older release's form: the table is not touched, her hand comes privately.
    signed = [c for c in hand.custom_ids() if c.startswith("gin:")]
    old = [
        f"gin:{game_id}:{harness.table(game_id).version}:{action}"
        for action in ("refresh", "discard", "knock", "take")
    ]
    for custom_id in signed + old:
        action = custom_id.split(":")[-1]
        values = ["AS"] if action in ("discard", "knock") else None
        it = await fake.forge_component(alice, table_message, custom_id, values)
        message = await answered(it)
        assert message.ephemeral and message.visible_to(alice), custom_id
        assert "Your hand" in message.text, custom_id
    # A stranger gets nothing at all.
    text = await refusal(await fake.forge_component(carol, table_message, refresh["custom_id"]))
    assert "didn't make that button for you" in text
    hand_button = next(c for c in table_message.custom_ids() if c.endswith(":hand"))
    text = await refusal(await fake.forge_component(carol, table_message, hand_button))
    assert "isn't your game" in text
    await harness.idle()
    assert {m.id: len(m.versions) for m in fake.public_messages()} == public_before
    assert not [m for m in fake.public_messages() if "Your hand" in m.text]


# 10 ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("told", [True, False], ids=["event", "error"])
async def test_a_deleted_channel_abandons_its_game(
    harness: Harness, fake: FakeDiscord, told: bool, caplog: pytest.LogCaptureFixture
) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    room = await fake.add_channel("gin-2")
    _, offer = await harness.challenge(alice, bob, channel=room)
    game_id = int(offer.custom_ids()[0].split(":")[1])
    accept = control(offer, "accept")
    assert accept is not None
    await (await fake.click(bob, offer, accept["custom_id"])).response()
    await harness.idle()
    if told:
        await fake.delete_channel(room)
    else:  # the bot missed the event (it was offline): the next post tells it
        room_id = room.id
        fake.guild.channels.pop(room_id)
        fake.deleted_channels[room_id] = room
        players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
        player = players[to_act(harness.table(game_id))]
        await player.open_hand(offer)
        await player.act(harness.table(game_id).view_version(player.user.id), offer)
    await fake.wait_for(lambda: harness.service.get(game_id) is None, 5, "the game to end")
    await harness.idle()
    stored = await harness.service.store.get_game(game_id)
    assert stored is not None and stored.status is GameStatus.ABANDONED
    assert await result_of(harness.service.store, game_id) == []  # unrated, nobody forfeits
    fake.clock.advance(3600)
    await harness.service.tick()
    assert len([r for r in caplog.records if "abandoned" in r.getMessage()]) == 1
    # Alice and Bob can play elsewhere at once.
    await harness.start_game(alice, bob)


async def test_the_bot_removed_from_the_server_abandons_its_games(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob)
    await fake.remove_bot()
    await fake.wait_for(lambda: harness.service.get(game_id) is None, 5, "the game to end")
    stored = await harness.service.store.get_game(game_id)
    assert stored is not None and stored.status is GameStatus.ABANDONED
    assert await result_of(harness.service.store, game_id) == []
