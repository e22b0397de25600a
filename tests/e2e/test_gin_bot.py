"""The real gin bot, end to end through the fake Discord: challenges, whole games, private hands,
stale and foreign clicks, restarts, expired tokens, lost and rate-limited table messages, timers.

Games are seeded (``rng_for``) and played by the scripted players of ``players.py``; the bot's
clock is the fake's clock, and timers run only when a test calls ``service.tick()``. Every test's
messages are checked by the leak witness: no version of any message ever showed a card its readers
could not know.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable
from typing import Any

import pytest

from bot.discord.render.words import card_text
from bot.engine import Action, Card, Gin, Knock, OutcomeKind, Phase, Rules, Variant
from bot.model import GameStatus
from bot.model.versions import ViewVersion
from bot.service import Table
from tests.support.fakediscord import (
    FakeDiscord,
    FakeMessage,
    FakeUser,
    UserActionError,
)
from tests.support.harness import (
    CHANNEL_MESSAGE,
    EPHEMERAL,
    UPDATE_MESSAGE,
    Harness,
    deal_of,
    first_seed,
    game_of,
    hand_messages,
    outcome_of,
    refusal,
    titled,
    to_act,
)
from tests.support.players import (
    Player,
    cards_in,
    command_mention,
    control,
    hand_of,
    pick,
    simulate,
    version_of,
)
from tests.support.sheets import as_players, check_sheet, side_mentions
from tests.support.store_reads import deals_of, result_of


async def play_whole_game(harness: Harness, fake: FakeDiscord, target: int | None) -> None:
    rules = Rules() if target is None else Rules(target=target)
    seed = first_seed(rules, lambda s: len(s.game.deals) >= 2)
    await harness.start(seed)
    alice, bob, carol, _ = fake.humans
    options = {} if target is None else {"target": target}
    game_id = await harness.start_game(alice, bob, **options)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    moves = await harness.play(game_id, players, until=lambda t: len(deal_of(t).actions) >= 6)
    # The witness below does catch a leak: the bot posting a card from a live hand.
    await leak_detected(harness, fake)
    moves += await harness.play(game_id, players)
    await harness.idle()

    table = harness.table(game_id)
    game = table.game
    assert table.status is GameStatus.FINISHED and game is not None and game.is_over
    outcome = game.outcome()
    assert outcome is not None and max(s.points for s in outcome.standings) >= rules.target
    assert len(game.history) >= 2 and len(moves) == sum(len(d.actions) for d in game.deals)
    # The same game as the engine alone plays it: the bot added nothing and lost nothing.
    replay = simulate(seed, rules).game.to_dict()
    assert (replay["cuts"], replay["deals"]) == (game.to_dict()["cuts"], game.to_dict()["deals"])

    # One showdown per deal, then the score sheet with the final totals.
    results = titled(fake, "Deal ")
    assert len(results) == len(game.history)
    (sheet,) = titled(fake, "Game over")
    text = sheet.text
    (first,) = outcome.winners
    winner = fake.users[table.players[first]]
    assert f"🏆 {winner.mention} wins!" in text
    # A column per player, by place: who, then their sheet down to the total.
    columns = {f["name"]: f["value"] for f in sheet.embeds[0]["fields"]}
    for standing in outcome.standings:
        column = columns[{1: "🥇 1st", 2: "🥈 2nd"}[standing.place]]
        assert column.startswith(f"<@{table.players[standing.side]}>")
        assert f"**Total {standing.grand_total}**" in column
    # Hand by hand, as the store keeps the deals: who won each, its points, the running totals.
    deals = as_players(await deals_of(harness.service.store, game_id), table.players)
    mentions = side_mentions(rules, table.players)
    assert check_sheet(sheet.embeds[0], rules, deals, mentions) == len(game.history)
    # The table says the game is over and offers nothing more to click.
    final = harness.table_message(game_id)
    assert "Game over" in final.text and final.components == []
    rows = await result_of(harness.service.store, game_id)
    assert [r.ending for r in rows] == ["target", "target"]
    assert all(r.deals == len(game.history) for r in rows)
    assert [r.member_id for r in rows if r.place == 1] == [table.players[first]]

    # Hands were always private: ephemeral, seen by their owner alone.
    hands = hand_messages(fake)
    assert {m.interaction_user.id for m in hands if m.interaction_user} == {alice.id, bob.id}
    for message in hands:
        owner = message.interaction_user
        assert owner is not None
        assert all(v.flags & EPHEMERAL for v in message.versions)
        assert message.visible_to(owner)
        assert not any(message.visible_to(u) for u in (*fake.humans, fake.owner) if u != owner)
    assert all(not m.ephemeral for m in fake.public_messages())
    assert carol.id not in {m.interaction_user.id for m in hands if m.interaction_user}

    # No version showed a card still hidden in a hand or the stock to anyone else.
    assert harness.witness.check() > len(moves)


async def leak_detected(harness: Harness, fake: FakeDiscord) -> None:
    """Show that the witness would fail a test if a card from a hand reached the channel."""
    snap = harness.witness.snapshots[-1]
    secret = min(next(iter(snap.hands.values())) - snap.public)
    assert harness.bot is not None
    channel = harness.bot.get_partial_messageable(fake.channel.id)
    leak = await channel.send(f"game #{snap.game_id}, deal {snap.deal}: {secret}")
    with pytest.raises(AssertionError, match="before anyone"):
        harness.witness.check()
    await leak.delete()
    fake.messages.pop(leak.id)  # forget it, or the check at teardown fails too


async def test_whole_game_to_a_low_target(harness: Harness, fake: FakeDiscord) -> None:
    await play_whole_game(harness, fake, target=25)


async def test_whole_game_to_100(harness: Harness, fake: FakeDiscord) -> None:
    await play_whole_game(harness, fake, target=None)


def public_versions(fake: FakeDiscord) -> int:
    return sum(len(m.versions) for m in fake.public_messages())


async def test_strangers_and_stale_clicks_change_nothing(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, carol, _ = fake.humans
    game_id = await harness.start_game(alice, bob, target=25)
    await harness.idle()
    table = harness.table(game_id)
    table_message = harness.table_message(game_id)
    version, shown = table.version, public_versions(fake)

    # A member who is not playing: a private refusal for the hand and resign buttons.
    for action in ("hand", "resign"):
        comp = control(table_message, action)
        assert comp is not None
        text = await refusal(await fake.click(carol, table_message, comp["custom_id"]))
        assert "isn't your game" in text and "/gin challenge" in text
    # The rules are for everyone.
    comp = control(table_message, "rules")
    assert comp is not None
    assert "This game:" in await refusal(await fake.click(carol, table_message, comp["custom_id"]))
    # A private message of a player is out of the stranger's reach altogether.
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    first = players[to_act(table)]
    hand = await first.open_hand(table_message)
    with pytest.raises(UserActionError):
        await fake.click(carol, hand, hand.custom_ids()[-1])
    await harness.idle()
    assert (table.version, public_versions(fake)) == (version, shown)

    # A double click: the same view clicked twice, both clicks on their way at once, applies once.
    stale = len(hand.versions) - 1
    action = "pass" if control(hand, "pass") else "draw"
    comp = control(hand, action)
    assert comp is not None
    clicks = [await fake.click(first.user, hand, comp["custom_id"], version=stale) for _ in "12"]
    answers = [await it.response() for it in clicks]
    assert [a.type for a in answers] == [UPDATE_MESSAGE, UPDATE_MESSAGE]
    assert not any(it.errors for it in clicks)
    assert table.version == version + 1 and len(deal_of(table).actions) == 1
    # ...the other answer is the current view, saying nothing happened.
    assert sum("out of date, so nothing happened" in json.dumps(a.data) for a in answers) == 1
    assert version_of(hand) == table.view_version(first.user.id)
    assert hand_of(hand) == deal_of(table).hand(table.players.index(first.user.id))

    # Play on a while, then click an old view of a discard: nothing changes, the view is fresh.
    await harness.play(game_id, players, until=lambda t: len(deal_of(t).actions) >= 8)
    await harness.idle()
    mover = next(
        p
        for p in players.values()
        if p.hand_message is not None
        and any(
            "discard" in cid
            for v in range(len(p.hand_message.versions))
            for cid in p.hand_message.custom_ids(v)
        )
    )
    message = mover.hand_message
    assert message is not None
    old = next(
        i for i, v in enumerate(message.versions) if control(message, "discard", i) is not None
    )
    comp = control(message, "discard", old)
    assert comp is not None
    before = (table.version, len(deal_of(table).actions), public_versions(fake))
    value = comp["options"][0]["value"]
    it = await fake.select(mover.user, message, comp["custom_id"], [value], version=old)
    assert (await it.response()).type == UPDATE_MESSAGE
    await harness.idle()
    after = (table.version, len(deal_of(table).actions), public_versions(fake))
    assert after == before
    assert "out of date" in message.text
    assert version_of(message) == table.view_version(mover.user.id)
    # The stale table buttons still open the current hand.
    first_view = next(
        i for i in range(len(table_message.versions)) if control(table_message, "hand", i)
    )
    comp = control(table_message, "hand", first_view)
    assert comp is not None and first_view < len(table_message.versions) - 1
    it = await fake.click(mover.user, table_message, comp["custom_id"], version=first_view)
    assert (await it.response()).type == CHANNEL_MESSAGE
    fresh = await it.message()
    assert fresh.ephemeral and version_of(fresh) == table.view_version(mover.user.id)
    # A second acceptance of the challenge (same stale view): refused privately.
    accept = control(table_message, "accept", 0)
    assert accept is not None
    text = await refusal(await fake.click(bob, table_message, accept["custom_id"], version=0))
    assert "already been answered" in text
    assert table.version == before[0]


def in_discard_after(n: int) -> Callable[[Table], bool]:
    """Stop mid-deal: the player to act has just drawn, after ``n`` actions."""

    def stop(table: Table) -> bool:
        deal = deal_of(table)
        return len(deal.actions) >= n and deal.phase is Phase.DISCARD

    return stop


async def test_restart_mid_deal_old_messages_keep_working(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, target=10)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players, until=in_discard_after(6))
    await harness.idle()
    table_message = harness.table_message(game_id)
    before = harness.table(game_id)
    version, state = before.version, before.row.state
    mover = players[to_act(before)]
    view = before.view_version(mover.user.id)
    assert mover.hand_message is not None and version_of(mover.hand_message) == view
    old_view = len(table_message.versions) - 1  # as the old bot drew it

    await harness.restart()
    table = harness.table(game_id)
    assert table is not before and (table.version, table.row.state) == (version, state)
    # The new bot redrew the same table message, nothing new was posted.
    assert harness.table_message(game_id) is table_message
    assert version_of(table_message) == ViewVersion(version)
    # The mover's old private message: its discard select still works, first click.
    await mover.act(view, table_message, deal_of(table).hand(table.players.index(mover.user.id)))
    assert table.version == version + 1
    # The other player opens a fresh private hand from the table as the old bot drew it.
    other = next(p for p in players.values() if p is not mover)
    comp = control(table_message, "hand", old_view)
    assert comp is not None
    it = await fake.click(other.user, table_message, comp["custom_id"], version=old_view)
    assert (await it.response()).type == CHANNEL_MESSAGE
    other.hand_message = await it.message()
    assert version_of(other.hand_message) == table.view_version(other.user.id)
    await harness.play(game_id, players)
    await harness.idle()
    assert table.status is GameStatus.FINISHED
    assert titled(fake, "Game over") and harness.table_message(game_id) is table_message
    assert (await outcome_of(harness, game_id))[0] == "target"
    assert [m.id for m in fake.public_messages() if "Gin rummy · game" in m.text] == [
        table_message.id
    ]


async def test_click_after_the_token_expired(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, turn_minutes=30)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    table = harness.table(game_id)
    for player in players.values():
        await player.open_hand(harness.table_message(game_id))
    fake.clock.advance(16 * 60)  # every token so far has expired
    # Clicks on the old private message and on the table are fresh interactions: they work.
    moves = await harness.play(game_id, players, until=lambda t: t.version >= 5)
    assert len(moves) == 4 and table.version == 5
    comp = control(harness.table_message(game_id), "hand")
    assert comp is not None
    it = await fake.click(alice, harness.table_message(game_id), comp["custom_id"])
    assert (await it.response()).type == CHANNEL_MESSAGE
    assert not any(it.errors for it in fake.interactions.values())


async def test_deleted_table_message_is_posted_again(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, target=10)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players, until=lambda t: t.version >= 4)
    await harness.idle()
    old = harness.table_message(game_id)
    await fake.delete_message(old)  # a moderator tidies the channel
    await harness.play(game_id, players, until=lambda t: t.version >= 5)
    await harness.idle()
    table = harness.table(game_id)
    new = harness.table_message(game_id)
    assert new is not old and new.public and not new.deleted
    assert version_of(new) == ViewVersion(table.version) and "Gin rummy · game" in new.text
    stored = await harness.service.store.get_game(game_id)
    assert stored is not None and stored.table_message_id == new.id
    # The game goes on from the new message to the end.
    for player in players.values():
        player.hand_message = None
    await harness.play(game_id, players)
    await harness.idle()
    assert (
        table.status is GameStatus.FINISHED and "Game over" in harness.table_message(game_id).text
    )
    assert harness.table_message(game_id) is new


async def test_rate_limited_table_edits_lose_nothing(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, target=25)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.idle()
    message = harness.table_message(game_id)
    path = f"/channels/{fake.channel.id}/messages/{message.id}"
    limited = fake.rate_limit("PATCH", path, times=2, retry_after=0.3)
    moves = await harness.play(game_id, players, until=lambda t: t.version >= 9)
    table = harness.table(game_id)
    assert len(moves) == 8 and len(deal_of(table).actions) == 8
    await harness.idle()
    assert len(limited.hits) == 2
    # The table shows the newest state; the edits in between were coalesced.
    assert version_of(message) == ViewVersion(table.version)
    stock = deal_of(table).stock_size
    assert f"Stock: {stock} cards" in message.text
    assert len(message.versions) < 2 + len(moves)
    # A server error is retried by the bot itself (discord.py gives up on a 503).
    failed = fake.inject(503, "PATCH", path)
    await harness.play(game_id, players, until=lambda t: t.version >= 10)
    await harness.idle()
    assert len(failed.hits) == 1 and version_of(message) == ViewVersion(table.version)


async def test_reminder_then_timeout_forfeit(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, turn_minutes=2)
    table = harness.table(game_id)
    late = fake.users[to_act(table)]
    other = bob if late is alice else alice
    await harness.idle()
    fake.clock.advance(30)
    await harness.service.tick()  # a quarter of the time: nothing yet
    await harness.idle()
    assert not [m for m in fake.public_messages() if "your turn" in m.content]

    fake.clock.advance(35)  # past half of the turn: one reminder, mentioning the player
    await harness.service.tick()
    await harness.service.tick()
    await harness.idle()
    (reminder,) = [m for m in fake.public_messages() if "your turn" in m.content]
    assert reminder.content.startswith(f"{late.mention}, it's your turn in gin rummy game #")
    assert reminder.mentions == [late] and "open your hand" in reminder.content
    sent = next(
        r
        for r in fake.requests
        if r.method == "POST"
        and isinstance(r.json, dict)
        and r.json.get("content") == reminder.content
    )
    assert sent.json["allowed_mentions"]["users"] in ([late.id], [str(late.id)])
    assert table.status is GameStatus.ACTIVE

    fake.clock.advance(60)  # past the deadline: the player to act forfeits
    await harness.service.tick()
    await harness.idle()
    assert table.status is GameStatus.FINISHED
    (over,) = titled(fake, "Game over")
    assert f"{late.mention} ran out of time: {other.mention} wins by forfeit." in over.text
    assert "Game over" in harness.table_message(game_id).text
    assert harness.table_message(game_id).components == []
    assert await outcome_of(harness, game_id) == ("forfeit", "timeout", other.id, late.id)
    stored = await harness.service.store.get_game(game_id)
    assert stored is not None and stored.status is GameStatus.FINISHED and stored.timers == ()
    # A click on the finished game's old views: a friendly word, nothing else.
    comp = control(harness.table_message(game_id), "hand", 1)
    assert comp is not None
    text = await refusal(
        await fake.click(late, harness.table_message(game_id), comp["custom_id"], version=1)
    )
    assert "over" in text and "/gin challenge" in text


async def test_refused_challenges(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start()
    alice, bob, carol, dave = fake.humans

    async def refused(user: FakeUser, opponent: FakeUser, **options: Any) -> str:
        _, message = await harness.challenge(user, opponent, **options)
        assert message.ephemeral and not message.components, message.text
        return message.text

    assert "can't challenge yourself" in await refused(alice, alice)
    other_bot = await fake.add_member("otherbot", bot=True)
    assert "Other bots can't play" in await refused(alice, other_bot)
    # Out-of-range options never reach the bot: Discord's client enforces the ranges.
    command = fake.commands[None][("gin", 1)]
    spec = next(o for o in command["options"] if o["name"] == "challenge")["options"]
    target = next(o for o in spec if o["name"] == "target")
    assert (target["min_value"], target["max_value"]) == (10, 1000)
    with pytest.raises(UserActionError, match="outside"):
        await fake.slash(alice, "gin challenge", {"opponent": bob, "target": 5})
    with pytest.raises(UserActionError, match="outside"):
        await fake.slash(alice, "gin challenge", {"opponent": bob, "turn_minutes": 0})

    game_id = await harness.start_game(alice, bob)
    assert "You are already in a game" in await refused(alice, carol)
    assert f"{bob.mention} is already in a game" in await refused(carol, bob)
    # Another channel is another table.
    _, elsewhere = await harness.challenge(alice, carol, channel=fake.general)
    assert elsewhere.public and "challenges" in elsewhere.text
    assert harness.table(game_id).status is GameStatus.ACTIVE

    async def closed(message: FakeMessage, status: str, words: str) -> None:
        await harness.idle()
        assert words in message.text and message.components == [], message.text
        game = int(message.custom_ids(0)[0].split(":")[1])
        assert harness.service.get(game) is None
        stored = await harness.service.store.get_game(game)
        assert stored is not None and stored.status.value == status

    # Declined by the challenged member; a stranger and the challenger cannot accept.
    _, offer = await harness.challenge(carol, dave)
    accept, decline = control(offer, "accept"), control(offer, "decline")
    assert accept is not None and decline is not None
    text = await refusal(await fake.click(alice, offer, accept["custom_id"]))
    assert "Only the challenged member can accept" in text
    text = await refusal(await fake.click(carol, offer, accept["custom_id"]))
    assert "your own challenge" in text and "Wait for them, or withdraw it" in text
    assert "try again" not in text  # it never will work
    text = await refusal(await fake.click(alice, offer, decline["custom_id"]))
    assert "between other members" in text
    it = await fake.click(dave, offer, decline["custom_id"])
    assert (await it.response()).type == UPDATE_MESSAGE
    await closed(offer, "declined", f"{dave.mention} declined.")
    # Cancelled by the challenger.
    _, offer = await harness.challenge(carol, dave)
    cancel = control(offer, "cancel")
    assert cancel is not None
    it = await fake.click(carol, offer, cancel["custom_id"])
    assert (await it.response()).type == UPDATE_MESSAGE
    await closed(offer, "cancelled", "The challenge was cancelled.")
    # Expired: nobody answered within 10 minutes.
    _, offer = await harness.challenge(carol, dave)
    fake.clock.advance(9 * 60)
    await harness.service.tick()
    await harness.idle()
    assert control(offer, "accept") is not None
    fake.clock.advance(2 * 60)
    await harness.service.tick()
    await closed(offer, "expired", "Nobody answered in time")
    # A stale client still showing the buttons: a friendly word, no game.
    accept = control(offer, "accept", 0)
    assert accept is not None
    text = await refusal(await fake.click(dave, offer, accept["custom_id"], version=0))
    assert "/gin challenge" in text
    # Free again: a new challenge between them works.
    _, offer = await harness.challenge(dave, carol)
    assert offer.public and control(offer, "accept") is not None


async def test_challenge_from_the_user_menu(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    it = await fake.user_command(alice, "Challenge to gin rummy", bob)
    offer = await it.message()
    assert offer.public and offer.content == bob.mention and bob in offer.mentions
    assert f"{alice.mention} challenges {bob.mention}" in offer.text
    assert "to 100" in offer.text
    accept = control(offer, "accept")
    assert accept is not None
    click = await fake.click(bob, offer, accept["custom_id"])
    assert (await click.response()).type == UPDATE_MESSAGE
    assert "Gin rummy · game" in offer.text and control(offer, "hand") is not None
    other_bot = await fake.add_member("otherbot", bot=True)
    for target, words in ((alice, "yourself"), (other_bot, "Other bots can't play")):
        it = await fake.user_command(alice, "Challenge to gin rummy", target)
        assert words in await refusal(it)


async def test_hand_rules_and_resign_commands(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start()
    alice, bob, carol, _ = fake.humans
    text = await refusal(await fake.slash(alice, "gin hand"))
    assert "no game in this channel" in text and command_mention(fake, "gin challenge") in text
    text = await refusal(await fake.slash(alice, "gin resign"))
    assert "no game in this channel" in text
    text = await refusal(await fake.slash(carol, "gin rules"))
    assert "Gin rummy in brief" in text and "to 100" in text and len(text) < 600
    assert f"{command_mention(fake, 'gin rules')} about:ratings" in text
    text = await refusal(await fake.slash(carol, "gin rules", {"about": "ratings"}))
    assert "**Ratings.**" in text and "provisional" in text

    game_id = await harness.start_game(alice, bob, target=30)
    table = harness.table(game_id)
    assert "to 30" in await refusal(await fake.slash(bob, "gin rules"))
    # /gin hand: the private hand, with the controls to play from it.
    mover = fake.users[to_act(table)]
    it = await fake.slash(mover, "gin hand")
    hand = await it.message()
    assert hand.ephemeral and hand.visible_to(mover)
    assert not any(hand.visible_to(u) for u in fake.humans if u != mover)
    seat = table.players.index(mover.id)
    assert hand_of(hand) == deal_of(table).hand(seat)
    player = Player(fake, mover, game_id)
    player.hand_message = hand
    await player.act(table.view_version(mover.id), harness.table_message(game_id))
    assert table.version == 2
    # Not in this channel:
    text = await refusal(await fake.slash(mover, "gin hand", channel=fake.general))
    assert "no game in this channel" in text

    # /gin resign asks first; Keep playing (or dismissing the question) changes nothing.
    it = await fake.slash(alice, "gin resign")
    question = await it.message()
    assert question.ephemeral and "Resign game #" in question.text
    assert "You forfeit and are placed last." in question.text
    keep = next(c for c in question.custom_ids() if c.startswith("gin-confirm:keep:"))
    kept = await (await fake.click(alice, question, keep)).message()
    assert f"still in game #{game_id}" in kept.text and kept.components == []
    assert table.status is GameStatus.ACTIVE
    question = await (await fake.slash(alice, "gin resign")).message()
    fake.dismiss(question)
    assert table.status is GameStatus.ACTIVE
    # The table's Resign button asks the same; yes means the other player wins by forfeit.
    comp = control(harness.table_message(game_id), "resign")
    assert comp is not None
    it = await fake.click(alice, harness.table_message(game_id), comp["custom_id"])
    question = await it.message()
    yes = next(c for c in question.custom_ids() if c.startswith("gin-confirm:resign:"))
    assert question.ephemeral
    it = await fake.click(alice, question, yes)
    assert (await it.response()).type == UPDATE_MESSAGE
    assert question.content.startswith("You resigned game #") and question.components == []
    await harness.idle()
    assert table.status is GameStatus.FINISHED
    (over,) = titled(fake, "Game over")
    assert f"{alice.mention} resigned: {bob.mention} wins by forfeit." in over.text
    assert await outcome_of(harness, game_id) == ("forfeit", "resigned", bob.id, alice.id)
    # Saying yes again on a stale question: a confirmation is answered once.
    again = await fake.click(alice, question, yes, version=0)
    assert "already answered" in await refusal(again)
    text = await refusal(await fake.slash(alice, "gin hand"))
    assert "no game in this channel" in text


def next_move(table: Table, knock: bool = True) -> Action:
    deal = deal_of(table)
    seat = deal.turn
    assert seat is not None
    top = deal.discard_pile[-1] if deal.discard_pile else None
    return pick(deal.hand(seat), deal.legal_actions(), top, knock=knock)


async def test_knock_choosing_the_arrangement(harness: Harness, fake: FakeDiscord) -> None:
    rules = Rules(target=10)
    seed = first_seed(rules, lambda s: bool(s.knocks) and s.knocks[0] == (1, 2))
    await harness.start(seed)
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, target=10)
    players = {u.id: Player(fake, u, game_id, arrangement=1) for u in (alice, bob)}
    await harness.play(game_id, players, until=lambda t: isinstance(next_move(t), Knock))
    table = harness.table(game_id)
    knock = next_move(table)
    assert isinstance(knock, Knock)
    deal = deal_of(table)
    options = deal.knock_options(knock.card)
    assert len(options) == 2
    knocker = players[to_act(table)]
    await knocker.act(table.view_version(knocker.user.id), harness.table_message(game_id))
    await harness.idle()

    # The knock select led to the choice of arrangements, and the second one was laid down.
    (screen,) = knocker.knock_screens
    assert screen.ephemeral
    choice = screen.versions[-2]  # the screen as shown, before the knock replaced it
    assert f"Knock with {card_text(knock.card)}?" in choice.text
    assert "Or pick another" in choice.text
    assert knocker.interactions[-1].payload["data"]["custom_id"].split(":")[-1] == (
        f"knockpick-{knock.card.code}"
    )
    _, done = game_of(harness.table(game_id)).deals[0].actions[-1]  # (moves make a new game)
    assert isinstance(done, Knock) and done.card == knock.card
    assert done.melds == options[1].melds and options[1].melds != options[0].melds
    (result,) = titled(fake, "Deal 1")
    laid = next(f["value"] for f in result.embeds[0]["fields"] if "knocker" in f["name"])
    for meld in options[1].melds:
        assert f"[{meld}]" in laid
    assert table.status in (GameStatus.ACTIVE, GameStatus.FINISHED)


async def test_knock_with_the_default_arrangement_and_back(
    harness: Harness, fake: FakeDiscord
) -> None:
    rules = Rules(target=10)
    seed = first_seed(rules, lambda s: bool(s.knocks))
    await harness.start(seed)
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, target=10)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players, until=lambda t: isinstance(next_move(t), Knock))
    table = harness.table(game_id)
    knock = next_move(table)
    assert isinstance(knock, Knock)
    knocker = players[to_act(table)]
    message = knocker.hand_message
    assert message is not None and version_of(message) == table.view_version(knocker.user.id)
    # Open the knock screen, then go Back: nothing happened.
    comp = control(message, "knock")
    assert comp is not None
    it = await fake.select(knocker.user, message, comp["custom_id"], [knock.card.code])
    assert (await it.response()).type == UPDATE_MESSAGE
    assert f"Knock with {card_text(knock.card)}?" in message.text
    back = control(message, "refresh")
    assert back is not None and back["label"] == "Back"
    it = await fake.click(knocker.user, message, back["custom_id"])
    assert (await it.response()).type == UPDATE_MESSAGE
    assert "**Your turn:**" in message.text and table.status is GameStatus.ACTIVE
    # Now knock for real with the automatic arrangement.
    await knocker.act(table.view_version(knocker.user.id), harness.table_message(game_id))
    await harness.idle()
    assert isinstance(game_of(table).deals[0].actions[-1][1], Knock)
    assert f"knockgo-{knock.card.code}" in knocker.interactions[-1].payload["data"]["custom_id"]
    (result,) = titled(fake, "Deal 1")
    assert "knocked" in result.text


def drawn_then_gin(sim: Any) -> bool:
    kinds = [d.outcome().kind for d in sim.game.deals if d.outcome() is not None]
    return kinds == [OutcomeKind.DRAW, OutcomeKind.GIN]


async def test_a_drawn_deal_then_gin(harness: Harness, fake: FakeDiscord) -> None:
    rules = Rules(target=10)
    seed = first_seed(rules, drawn_then_gin, knock=lambda _seat: False)
    await harness.start(seed)
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, target=10)
    players = {u.id: Player(fake, u, game_id, knock=False) for u in (alice, bob)}
    await harness.play(game_id, players)
    await harness.idle()
    table = harness.table(game_id)
    game = game_of(table)
    # The stock ran out in deal 1: nobody scores, no hand is shown, the same dealer deals again.
    (drawn,) = titled(fake, "Deal 1")
    assert "The stock ran out" in drawn.text and not cards_in(drawn.text)
    assert game.deals[1].dealer == game.deals[0].dealer
    # Deal 2 ends in gin, which wins the game.
    seat, last = game.deals[1].actions[-1]
    assert isinstance(last, Gin) and table.status is GameStatus.FINISHED
    winner = fake.users[table.players[seat]]
    (result,) = titled(fake, "Deal 2")
    assert f"{winner.mention} went **gin**!" in result.text
    gin_click = players[winner.id].interactions[-1].payload["data"]["custom_id"]
    assert gin_click.split(":")[-1] in (f"gin-{last.card.code}", "gin")
    (over,) = titled(fake, "Game over")
    assert f"🏆 {winner.mention} wins!" in over.text


async def test_a_move_that_could_not_be_saved_is_never_shown(
    harness: Harness, fake: FakeDiscord, error_logs: Any
) -> None:
    error_logs.allow("could not save game")
    await harness.start()
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, target=25)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}

    def drawing(table: Table) -> bool:
        deal = deal_of(table)
        return len(deal.actions) >= 6 and deal.phase is Phase.DRAW

    await harness.play(game_id, players, until=drawing)
    await harness.idle()
    table = harness.table(game_id)
    mover = players[to_act(table)]
    seat = table.players.index(mover.user.id)
    message = harness.table_message(game_id)
    # The table edit for the draw is held up by a rate limit while the discard is being saved,
    # slowly, and the save fails.
    fake.rate_limit("PATCH", f"/channels/{fake.channel.id}/messages/{message.id}", retry_after=0.3)
    await mover.act(table.view_version(mover.user.id), message)
    store = harness.service.store
    real_save = store.save

    async def failing_save(*args: Any, **kwargs: Any) -> None:
        store.save = real_save
        await asyncio.sleep(0.6)
        raise OSError("disk I/O error")

    store.save = failing_save
    hand = mover.hand_message
    assert hand is not None
    comp = control(hand, "discard")
    assert comp is not None
    card = comp["options"][0]["value"]
    version = table.version
    text = await refusal(await fake.select(mover.user, hand, comp["custom_id"], [card]))
    assert "couldn't save that, so it didn't happen" in text
    await harness.idle()
    assert table.version == version
    assert Card.parse(card) in deal_of(table).hand(seat)
    # The card is still in the hand: the table never showed it, and shows the saved state.
    assert not any(Card.parse(card) in cards_in(v.text) for v in message.versions), message.text
    assert version_of(message) == ViewVersion(table.version)
    # The move can be made again.
    it = await fake.select(mover.user, hand, comp["custom_id"], [card])
    assert (await it.response()).type == UPDATE_MESSAGE
    assert table.version == version + 1


async def test_a_slow_channel_does_not_delay_the_answer(
    harness: Harness, fake: FakeDiscord
) -> None:
    rules = Rules(target=25)
    seed = first_seed(rules, lambda s: len(s.game.deals) >= 2 and bool(s.knocks))
    await harness.start(seed)
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, target=25)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players, until=lambda t: isinstance(next_move(t), Knock))
    await harness.idle()
    table = harness.table(game_id)
    knocker = players[to_act(table)]
    # Posting the deal's result is rate limited (for 3 s and more, the click would fail).
    posts = fake.rate_limit("POST", f"/channels/{fake.channel.id}/messages", retry_after=1.5)
    await knocker.act(table.view_version(knocker.user.id), harness.table_message(game_id))
    latency = knocker.interactions[-1].latency
    assert latency is not None and latency < 1.0
    assert not titled(fake, "Deal 1")
    # A restart now still lets the result out first (the table is redrawn at start, not this).
    await harness.restart()
    assert len(posts.hits) == 1 and titled(fake, "Deal 1")


async def test_moves_during_every_held_up_edit_end_on_the_table(
    harness: Harness, fake: FakeDiscord
) -> None:
    rules = Rules(target=100)
    seed = first_seed(rules, lambda s: len(s.game.deals[0].actions) >= 12)
    await harness.start(seed)
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.idle()
    table = harness.table(game_id)

    async def one_move() -> None:
        version = table.version
        await harness.play(game_id, players, until=lambda t: t.version > version)

    # Discord allows a few edits per channel and time (here one per 0.15 s). A player moves
    # each time the table's edit is held up, so every edit has a newer state to follow it.
    fake.channel_edit_limit = (1, 0.15)
    await one_move()
    for _ in range(7):  # (a publisher once stopped after six edits in a row, whatever came next)
        held = len(fake.rate_limited)
        await one_move()
        with contextlib.suppress(TimeoutError):  # (a publisher that gave up sends nothing)
            await fake.wait_for(lambda h=held: len(fake.rate_limited) > h, timeout=1.0)
    await harness.idle()
    assert version_of(harness.table_message(game_id)) == ViewVersion(table.version)


async def test_a_channel_that_refuses_the_bot_is_explained(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, carol, dave = fake.humans
    game_id = await harness.start_game(alice, bob, target=25)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.idle()
    message = harness.table_message(game_id)
    path = f"/channels/{fake.channel.id}/messages/{message.id}"
    # Someone takes the bot's rights in this channel: every table edit is refused from now on.
    refused = fake.inject(403, "PATCH", path, code=50013, times=1000)
    await harness.play(game_id, players, until=lambda t: t.version >= 3)
    await harness.idle()
    assert refused.hits  # one refused edit per move: the bot does not hammer the channel
    assert len(refused.hits) <= 2
    # The next click in that game is answered, then told why the table stopped moving.
    it = await fake.click(alice, message, control(message, "hand")["custom_id"])  # type: ignore[index]
    assert (await it.response()).ephemeral
    note = await it.followup(0)
    assert note.ephemeral and "Send Messages" in note.text and "moves are saved" in note.text
    # The rights come back: the next move's edit goes through and the warning stops.
    refused.times = len(refused.hits)
    await harness.play(game_id, players, until=lambda t: t.version >= 4)
    await harness.idle()
    assert version_of(message) == ViewVersion(harness.table(game_id).version)
    again = await fake.click(alice, message, control(message, "hand")["custom_id"])  # type: ignore[index]
    await again.response()
    await fake.settle()
    assert again.followups == []
    # Without Embed Links a challenge is refused up front, with what to ask for.
    await fake.set_permissions(fake.channel, fake.bot_role, deny=1 << 14)  # Embed Links
    it, answer = await harness.challenge(carol, dave)
    assert answer.ephemeral and "Embed Links" in answer.text


async def first_player_hand(
    harness: Harness, fake: FakeDiscord
) -> tuple[Table, FakeUser, FakeMessage]:
    """Start a game of alice against bob; the player to act opens their private hand."""
    await harness.start()
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, target=25)
    await harness.idle()
    table = harness.table(game_id)
    player = alice if to_act(table) == alice.id else bob
    message = harness.table_message(game_id)
    show = control(message, "hand")
    assert show is not None
    return table, player, await (await fake.click(player, message, show["custom_id"])).message()


async def test_a_move_answered_too_late_stands_and_is_not_called_unchanged(
    harness: Harness, fake: FakeDiscord
) -> None:
    table, player, hand = await first_player_hand(harness, fake)
    version = table.version
    fake.ack_timeout = 0.0  # every answer from now on arrives after Discord's deadline
    fake.allow(10062)
    take = control(hand, "take")
    assert take is not None
    it = await fake.click(player, hand, take["custom_id"])
    it.unanswered_ok = True
    # The bot answers after it saves the move; idle() alone may return in between on a busy
    # machine (the fake is quiet while the bot works), and then counts no answer at all.
    await fake.wait_for(lambda: it.requests, what="the bot's answer to the click")
    await harness.idle()
    assert table.version == version + 1  # the move was saved and stands
    callbacks = [r for r in fake.requests if r.path.endswith("/callback") and r.interaction is it]
    assert len(callbacks) == 1  # no second answer on a dead token
    assert not any("Nothing was changed" in str(r.json) for r in fake.requests)
    fake.ack_timeout = 3.0


@pytest.mark.parametrize(
    ("options", "rules", "note"),
    [
        (
            {"variant": "oklahoma", "bonuses": "big-gin"},
            Rules(variant=Variant.OKLAHOMA, big_gin_bonus=31, target=25),
            "Knock limit this deal",
        ),
        ({"variant": "straight"}, Rules(variant=Variant.STRAIGHT, target=25), "no knocking"),
    ],
    ids=["oklahoma-big-gin", "straight"],
)
async def test_variants_play_to_the_end(
    harness: Harness, fake: FakeDiscord, options: dict[str, str], rules: Rules, note: str
) -> None:
    seed = first_seed(rules, lambda sim: len(sim.game.deals) >= 2)
    await harness.start(seed)
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, target=25, **options)
    await harness.idle()
    assert note in harness.table_message(game_id).text
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    moves = await harness.play(game_id, players)
    await harness.idle()
    table = harness.table(game_id)
    game = game_of(table)
    assert game.rules == rules and table.status is GameStatus.FINISHED
    if rules.variant is Variant.STRAIGHT:
        assert not any(isinstance(a, Knock) for d in game.deals for _, a in d.actions)
    # The bot played exactly the engine's game, and no hand leaked on the way.
    replay = simulate(seed, rules).game.to_dict()
    assert replay["deals"] == game.to_dict()["deals"]
    assert harness.witness.check() > len(moves)


async def test_a_slow_save_is_acknowledged_in_time(
    harness: Harness, fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, player, hand = await first_player_hand(harness, fake)
    store = harness.service.store
    write = store._write

    async def slow_write(batch: Any) -> None:
        await asyncio.sleep(3.5)  # a database stalled past Discord's 3 s limit
        await write(batch)

    monkeypatch.setattr(store, "_write", slow_write)
    version = table.version
    take = control(hand, "pass") or control(hand, "draw")
    assert take is not None
    it = await fake.click(player, hand, take["custom_id"])
    callback = await it.response()
    assert callback.type == 6 and callback.latency < 3.0  # deferred in time
    # Then the save lands and the same message shows the new hand (its deal's next step).
    await fake.wait_for(
        lambda: version_of(hand) == ViewVersion(1, 1),
        timeout=10.0,
        what="the deferred hand to be edited",
    )
    await harness.idle()
    assert table.version == version + 1
    assert not fake.problems()


async def test_help_lists_every_command_and_the_rules(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start()
    it = await fake.slash(fake.humans[0], "gin help")
    shown = await it.message()
    assert shown.ephemeral and "Gin rummy: how to play here" in shown.text
    synced = fake.commands[None][("gin", 1)]
    # Each command by a mention (Discord shows it in the reader's language, and runs it).
    for command in synced["options"]:
        assert f"</gin {command['name']}:{synced['id']}>: " in shown.text
    admin = fake.commands[None][("gin-admin", 1)]["id"]
    assert f"</gin-admin settings:{admin}> | </gin-admin end:{admin}>" in shown.text
    assert "Gin rummy in brief" in shown.text
    assert len(shown.embeds[0]["description"]) <= 4096
