"""The table's extras end to end: the rematch from the score sheet, /gin games, /gin table,
agreeing to abandon, the recent moves anyone can open, and the "your turn" ping. Every test's
messages are checked by the leak witness (see ``players.py``)."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import pytest

from bot.engine import Discard, DrawStock, Phase, TakeDiscard
from bot.engine.computer import Level
from bot.model import GameStatus
from bot.model.computer import computer_id
from bot.service import Table
from tests.support.fakediscord import FakeChannel, FakeDiscord, FakeMessage, FakeUser
from tests.support.fakediscord.models import (
    READ_MESSAGE_HISTORY,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
)
from tests.support.harness import UPDATE_MESSAGE, Harness, refusal, titled
from tests.support.players import Player, cards_in, control
from tests.support.store_reads import ratings_of, result_of


def game_id_in(message: FakeMessage) -> int:
    return int(next(c for c in message.custom_ids() if c.startswith("gin:")).split(":")[1])


async def finish(harness: Harness, game_id: int, *users: FakeUser) -> FakeMessage:
    """Play the game out; its score sheet."""
    players = {u.id: Player(harness.fake, u, game_id) for u in users}
    await harness.play(game_id, players)
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.FINISHED
    sheet = titled(harness.fake, f"Game over · game #{game_id}")[-1]
    return sheet


async def click_rematch(fake: FakeDiscord, user: FakeUser, sheet: FakeMessage):  # type: ignore[no-untyped-def]
    comp = control(sheet, "rematch")
    assert comp is not None, f"no Rematch on {sheet!r}"
    return await fake.click(user, sheet, comp["custom_id"])


async def test_a_rematch_from_the_score_sheet(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start(seed=3)
    alice, bob, carol, _ = fake.humans
    game_id = await harness.start_game(alice, bob, target=10, turn_minutes=30)
    sheet = await finish(harness, game_id, alice, bob)

    # Only its players can ask; the others are told so, privately.
    assert "Only the players of game" in await refusal(await click_rematch(fake, carol, sheet))
    # Everything a challenge respects: Alice refuses challenges for now.
    it = await fake.slash(alice, "gin challenges", {"state": "off"})
    await it.message()
    text = await refusal(await click_rematch(fake, bob, sheet))
    assert f"{alice.mention} doesn't take challenges" in text
    it = await fake.slash(alice, "gin challenges", {"state": "on"})
    await it.message()

    # Bob asks: a challenge from him to Alice, with the same rules and timer, in the channel.
    it = await click_rematch(fake, bob, sheet)
    challenge = await it.message()
    assert challenge.public and alice.mention in challenge.content
    rematch_id = game_id_in(challenge)
    assert rematch_id != game_id
    table = harness.table(rematch_id)
    old = harness.table(game_id)
    assert table.players == (bob.id, alice.id) and table.status is GameStatus.CHALLENGE
    assert table.row.rules == old.row.rules and table.row.turn_seconds == 30 * 60
    # The second click answers with a link to the waiting challenge, whoever clicks.
    link = f"/{fake.channel.id}/{challenge.id}"
    text = await refusal(await click_rematch(fake, alice, sheet))
    assert "has its rematch already" in text and link in text and "waiting" in text
    # Alice accepts as usual; after a restart the sheet's button still knows the rematch.
    accept = control(challenge, "accept")
    assert accept is not None
    click = await fake.click(alice, challenge, accept["custom_id"])
    assert (await click.response()).type == UPDATE_MESSAGE
    assert harness.table(rematch_id).status is GameStatus.ACTIVE
    await harness.restart(seed=3)
    text = await refusal(await click_rematch(fake, bob, sheet))
    assert f"game #{rematch_id}" in text and "being played" in text and link in text


async def test_two_rematch_clicks_at_once_post_one_challenge(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=3)
    alice, bob = fake.humans[:2]
    game_id = await harness.start_game(alice, bob, target=10)
    sheet = await finish(harness, game_id, alice, bob)
    before = len(fake.public_messages())

    clicks = await asyncio.gather(
        click_rematch(fake, alice, sheet), click_rematch(fake, bob, sheet)
    )
    answers = [await it.message() for it in clicks]
    await harness.idle()
    posted = fake.public_messages()[before:]
    assert len(posted) == 1 and "challenges" in posted[0].text, [m.text for m in posted]
    (other,) = [a for a in answers if a is not posted[0]]
    assert other.ephemeral and "has its rematch already" in other.text, other.text
    assert f"/{posted[0].id}" in other.text  # a link to the one challenge


async def accepted_in_its_thread(
    fake: FakeDiscord, channel: FakeChannel, opponent: FakeUser
) -> tuple[FakeChannel, int]:
    """The challenge just made in ``channel`` (with a thread per game), accepted by
    ``opponent`` in its thread: the thread, and the game's id."""
    (thread,) = [c for c in fake.guild.channels.values() if c.parent_id == channel.id]
    challenge = fake.last_message(thread)
    assert challenge is not None
    accept = control(challenge, "accept")
    assert accept is not None
    await (await fake.click(opponent, challenge, accept["custom_id"])).response()
    return thread, game_id_in(challenge)


async def test_a_rematch_in_the_games_own_thread(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start(seed=3)
    alice, bob, carol, _ = fake.humans
    games = await fake.add_channel("games")
    it = await fake.slash(fake.owner, "gin-admin settings", {"threads": True})
    await it.message()
    it = await fake.slash(alice, "gin challenge", {"opponent": bob, "target": 10}, channel=games)
    await it.message()
    thread, game_id = await accepted_in_its_thread(fake, games, bob)
    sheet = await finish(harness, game_id, alice, bob)
    assert sheet.channel is thread

    # The rematch is played in the same thread; its players are busy in the channel.
    it = await click_rematch(fake, bob, sheet)
    rematch = await it.message()
    assert rematch.public and rematch.channel is thread
    row = harness.table(game_id_in(rematch)).row
    assert (row.channel_id, row.home_channel_id) == (thread.id, games.id)
    it = await fake.slash(alice, "gin challenge", {"opponent": carol}, channel=games)
    assert "already in a game or challenge" in await refusal(it)
    # Once it is played, /gin table belongs in the thread, not the channel it came from.
    accept = control(rematch, "accept")
    assert accept is not None
    await (await fake.click(alice, rematch, accept["custom_id"])).response()
    it = await fake.slash(alice, "gin table", channel=games)
    assert f"Your game is played in <#{thread.id}>" in await refusal(it)


async def test_games_in_threads_need_send_messages_in_threads_not_send_messages(
    harness: Harness, fake: FakeDiscord
) -> None:
    """A channel where the bot may talk in threads only (Send Messages denied, Send Messages in
    Threads not): a game in a thread of its own is played there, and so is its rematch, asked
    in the thread; where it may not talk in threads, a challenge is refused, naming that."""
    await harness.start(seed=3)
    alice, bob, carol, dave = fake.humans
    games = await fake.add_channel("games")
    it = await fake.slash(fake.owner, "gin-admin settings", {"threads": True})
    await it.message()
    await fake.set_permissions(games, fake.bot_role, deny=SEND_MESSAGES)
    it = await fake.slash(alice, "gin challenge", {"opponent": bob, "target": 10}, channel=games)
    assert "Your challenge is posted in" in (await it.message()).text
    thread, game_id = await accepted_in_its_thread(fake, games, bob)
    sheet = await finish(harness, game_id, alice, bob)
    assert sheet.channel is thread
    rematch = await (await click_rematch(fake, bob, sheet)).message()
    assert rematch.public and rematch.channel is thread

    await fake.set_permissions(games, fake.bot_role, deny=SEND_MESSAGES_IN_THREADS)
    it = await fake.slash(carol, "gin challenge", {"opponent": dave}, channel=games)
    answer = await it.message()
    assert answer.ephemeral and "I need Send Messages in Threads in this channel" in answer.text
    assert harness.service.member_tables(fake.guild.id, carol.id) == []


async def test_a_rematch_with_the_computer_starts_at_once(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=2)
    alice = fake.humans[0]
    it = await fake.slash(
        alice, "gin challenge", {"opponent": fake.bot_user, "level": "easy", "target": 10}
    )
    game_id = game_id_in(await it.message())
    sheet = await finish(harness, game_id, alice)
    it = await click_rematch(fake, alice, sheet)
    table_message = await it.message()
    rematch_id = game_id_in(table_message)
    table = harness.table(rematch_id)
    assert table.players == (alice.id, computer_id(Level.EASY))
    assert table.status is GameStatus.ACTIVE  # the computer accepts at once
    assert "Review my game" in sheet.all_text


async def test_gin_games_lists_the_members_live_games_with_links(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=4)
    alice, bob, carol, dan = fake.humans
    it = await fake.slash(alice, "gin games")
    assert "You have no game or challenge in play" in await refusal(it)
    other = await fake.add_channel("back-room")
    game_id = await harness.start_game(alice, carol, channel=other)
    _, waiting = await harness.challenge(alice, bob)
    challenge_id = game_id_in(waiting)

    text = await refusal(await fake.slash(alice, "gin games"))
    table = harness.table(game_id)
    playing = f"/{other.id}/{table.row.table_message_id}"
    assert text.startswith("Your games here\n")
    lines = {line.split(" · ")[0]: line for line in text.split("\n", 1)[1].split("\n\n")}
    assert set(lines) == {f"**Game #{game_id}** with {carol.mention}",
                          f"**Game #{challenge_id}** with {bob.mention}"}  # fmt: skip
    assert playing in text and f"/{fake.channel.id}/{waiting.id}" in text
    assert f"Waiting for {bob.mention} to accept; expires <t:" in text
    turn = "**Your turn**" if table.acting == (alice.id,) else f"Their turn ({carol.mention})"
    assert turn in lines[f"**Game #{game_id}** with {carol.mention}"]
    # Each sees their own side of it; Dan has none.
    text = await refusal(await fake.slash(bob, "gin games"))
    assert "Waiting for you to accept" in text and f"#{game_id}" not in text
    text = await refusal(await fake.slash(carol, "gin games"))
    mine = "**Your turn**" if table.acting == (carol.id,) else f"Their turn ({alice.mention})"
    assert mine in text and f"#{challenge_id}" not in text
    assert "no game or challenge" in await refusal(await fake.slash(dan, "gin games"))


async def test_gin_table_posts_the_table_again_and_points_the_old_one_to_it(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=6)
    alice, bob, carol, dan = fake.humans
    game_id = await harness.start_game(alice, bob)
    await harness.idle()  # (its picture added)
    first = harness.table_message(game_id)
    # Nothing to move yet: the table is the last message.
    assert "already the last message" in await refusal(await fake.slash(alice, "gin table"))
    assert "no game in this channel" in await refusal(await fake.slash(carol, "gin table"))
    await fake.say(dan, "anyone up for lunch?")

    it = await fake.slash(bob, "gin table")
    second = await it.message()
    await moved_to(harness, game_id, second)
    assert second.public and second is harness.table_message(game_id)
    assert second.text == first.versions[-2].text  # the same table, at the bottom
    # With its picture too (the one the old message showed).
    shown_before = [fake.attachment_data(a) for a in first.versions[-2].attachments]
    assert (
        shown_before
        and [fake.attachment_data(a) for a in second.latest.attachments] == shown_before
    )
    assert control(second, "hand") is not None
    # The old message points to the new one, with nothing left to click.
    assert first.content == f"This table moved: {link_to(fake, second)}"
    assert first.components == [] and first.embeds == []
    await fake.say(dan, "lunch, anyone?")
    assert "seconds ago" in await refusal(await fake.slash(alice, "gin table"))

    # Play goes on from the new message; the old one stays as it is.
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    shown = len(first.versions)
    moves = len(harness.table(game_id).game.deal.actions)  # type: ignore[union-attr]
    await harness.play(
        game_id,
        players,
        until=lambda t: len(t.game.deal.actions) >= moves + 2,  # type: ignore[union-attr]
    )
    await harness.idle()
    assert len(first.versions) == shown
    assert second.text != first.versions[-2].text  # the moves are shown on the new one

    # A crash before the old message could be edited: the edit is owed, and done after it.
    fake.clock.advance(61)
    await fake.say(dan, "still going?")
    failing = fake.inject(503, "PATCH", f"/channels/{fake.channel.id}/messages/{second.id}",
                          times=10_000)  # fmt: skip
    it = await fake.slash(alice, "gin table")
    third = await it.message()
    await fake.wait_for(lambda: harness.table(game_id).row.table_message_id == third.id, 3.0)
    await fake.settle()
    assert control(second, "hand") is not None  # not edited yet
    await harness.stop()
    failing.times = 0
    await harness.start(seed=6)
    await harness.idle()
    assert second.content == f"This table moved: {link_to(fake, third)}"
    assert second.components == []
    assert control(third, "hand") is not None


async def test_gin_table_where_the_bot_may_not_read_the_history_posts_the_table_again(
    harness: Harness, fake: FakeDiscord
) -> None:
    """A channel that denies the bot Read Message History: Discord would list it no messages,
    so the bot cannot tell whether the table is the last one, and posts it again."""
    await harness.start(seed=6)
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob)
    first = harness.table_message(game_id)
    assert fake.last_message(fake.channel) is first
    await fake.set_permissions(fake.channel, fake.bot_role, deny=READ_MESSAGE_HISTORY)

    it = await fake.slash(alice, "gin table")
    second = await it.message()
    await moved_to(harness, game_id, second)
    assert second.public and second is harness.table_message(game_id)
    assert first.content == f"This table moved: {link_to(fake, second)}"
    assert control(second, "hand") is not None
    listed = f"/channels/{fake.channel.id}/messages"
    assert not [r for r in fake.requests if r.method == "GET" and r.path == listed]

    # Granted again, the bot looks before it posts.
    await fake.set_permissions(fake.channel, fake.bot_role)
    fake.clock.advance(61)  # (a table is posted again at most once a minute)
    assert "already the last message" in await refusal(await fake.slash(bob, "gin table"))
    assert harness.table_message(game_id) is second


async def test_two_gin_table_requests_at_once_post_the_table_once(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=6)
    alice, bob, _, dan = fake.humans
    game_id = await harness.start_game(alice, bob)
    first = harness.table_message(game_id)
    await fake.say(dan, "anyone up for lunch?")
    before = len(fake.public_messages())

    asked = await asyncio.gather(fake.slash(alice, "gin table"), fake.slash(bob, "gin table"))
    answers = [await it.message() for it in asked]
    await harness.idle()
    posted = fake.public_messages()[before:]
    assert len(posted) == 1 and posted[0] is harness.table_message(game_id)
    assert sum(a is posted[0] for a in answers) == 1
    (other,) = [a for a in answers if a is not posted[0]]
    assert other.ephemeral and "just below" in other.text, other.text
    assert first.content == f"This table moved: {link_to(fake, posted[0])}"


async def test_two_proposals_to_abandon_at_once_post_one_message(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=8)
    alice, bob, carol, _ = fake.humans
    game_id = await harness.start_game(alice, bob, opponent2=carol)
    before = len(fake.public_messages())

    asked = await asyncio.gather(fake.slash(alice, "gin abandon"), fake.slash(bob, "gin abandon"))
    answers = [await it.message() for it in asked]
    await harness.idle()
    posted = fake.public_messages()[before:]
    assert len(posted) == 1, [m.text for m in posted]
    (proposal,) = posted
    assert f"proposes abandoning game #{game_id}" in proposal.content
    (other,) = [a for a in answers if a is not proposal]
    assert other.ephemeral and "you agree to abandon" in other.text, other.text
    # The one message counts both: only Carol is still to answer.
    assert proposal.content.split("Waiting for:")[1].split(".")[0].strip() == carol.mention


async def test_the_last_agreement_at_once_with_the_proposal_abandons_it_in_one_message(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=8)
    alice, bob = fake.humans[:2]
    game_id = await harness.start_game(alice, bob)
    before = len(fake.public_messages())

    asked = await asyncio.gather(fake.slash(alice, "gin abandon"), fake.slash(bob, "gin abandon"))
    for it in asked:
        await it.message()
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.ABANDONED
    proposals = [m for m in fake.public_messages()[before:] if "abandon" in m.all_text]
    # Any proposal message posted says the game was abandoned, with nothing left to click.
    for message in proposals:
        assert "every player agreed" in message.content and message.components == []
    assert len(proposals) <= 1


async def moved_to(harness: Harness, game_id: int, message: FakeMessage) -> None:
    """Wait until the table's message is ``message`` (it is saved after it is posted), and
    the old one's edit is done."""
    await harness.fake.wait_for(
        lambda: harness.table(game_id).row.table_message_id == message.id, 3.0
    )
    await harness.idle()


def link_to(fake: FakeDiscord, message: FakeMessage) -> str:
    return f"https://discord.com/channels/{fake.guild.id}/{message.channel.id}/{message.id}"


async def test_all_players_agree_to_abandon_a_game(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start(seed=8)
    alice, bob, carol, _ = fake.humans
    game_id = await harness.start_game(alice, bob)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}

    async def propose(user: FakeUser) -> FakeMessage:
        it = await fake.slash(user, "gin abandon")
        message = await it.message()
        assert message.public and f"proposes abandoning game #{game_id}" in message.content
        return message

    async def press(user: FakeUser, message: FakeMessage, action: str, version: int = -1):  # type: ignore[no-untyped-def]
        comp = control(message, action, version)
        assert comp is not None, f"no {action} on {message!r}"
        return await fake.click(user, message, comp["custom_id"], version=version)

    # Bob proposes; Alice, still to answer, is the one mentioned. Carol can't vote.
    proposal = await propose(bob)
    assert alice.mention in proposal.content.split("Waiting for:")[1]
    assert "This isn't your game" in await refusal(await press(carol, proposal, "agree"))
    # Alice wants to keep playing: withdrawn, nothing left to click.
    await (await press(alice, proposal, "keep")).message()
    assert f"{alice.mention} chose to keep playing" in proposal.content
    assert proposal.components == []

    # A move withdraws the next one; a click on the old view is told so.
    proposal = await propose(bob)
    moves = len(harness.table(game_id).game.deal.actions)  # type: ignore[union-attr]
    await harness.play(
        game_id,
        players,
        until=lambda t: len(t.game.deal.actions) > moves,  # type: ignore[union-attr]
    )
    await fake.wait_for(lambda: proposal.components == [], 3.0, "the proposal withdrawn")
    assert "a move was made" in proposal.content
    it = await press(alice, proposal, "agree", version=-2)
    await it.response()
    assert "no longer open" in (await it.followup()).text

    # A restart withdraws an open proposal: a later click says so.
    proposal = await propose(alice)
    await harness.restart(seed=8)
    it = await press(bob, proposal, "agree")
    await it.response()
    assert "I restarted" in (await it.followup()).text
    assert proposal.components == []
    assert harness.table(game_id).status is GameStatus.ACTIVE

    # Everyone agrees: abandoned, unrated, said on the table.
    proposal = await propose(alice)
    await (await press(bob, proposal, "agree")).message()
    await harness.idle()
    assert "every player agreed" in proposal.content and proposal.components == []
    assert harness.table(game_id).status is GameStatus.ABANDONED
    table_message = harness.table_message(game_id)
    assert "The players agreed to abandon this game" in table_message.text
    assert table_message.components == []
    assert await result_of(harness.service.store, game_id) == []
    assert await ratings_of(harness.service.store, fake.guild.id) == {}


async def test_anyone_can_open_the_recent_moves_which_show_public_cards_only(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=9)
    alice, bob, carol, _ = fake.humans
    game_id = await harness.start_game(alice, bob)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(
        game_id,
        players,
        until=lambda t: len(t.game.deal.actions) >= 20,  # type: ignore[union-attr]
    )
    deal = harness.table(game_id).game.deal  # type: ignore[union-attr]
    table_message = harness.table_message(game_id)
    comp = control(table_message, "moves")
    assert comp is not None and comp["label"] == "Recent moves"
    # Carol only watches: her own private copy, the deal's number, the last 15 moves.
    it = await fake.click(carol, table_message, comp["custom_id"])
    view = await it.message()
    assert view.ephemeral and view.visible_to(carol) and not view.visible_to(alice)
    (field,) = view.embeds[0]["fields"]
    assert field["name"] == "Deal 1"
    lines = field["value"].split("\n")
    actions = deal.actions
    assert len(lines) == 15 and lines[-1].startswith(f"{len(actions)}. ")
    names = {alice.id: alice.mention, bob.id: bob.mention}
    table = harness.table(game_id)
    for line, (seat, action) in zip(lines, actions[-15:], strict=True):
        who = names[table.players[seat]]
        assert line.split(". ", 1)[1].startswith(who)
        if isinstance(action, DrawStock):  # never the card drawn
            assert line.endswith("drew from the stock") and cards_in(line) == set()
        elif isinstance(action, Discard):
            assert cards_in(line) == {action.card} and "discarded" in line
        elif isinstance(action, TakeDiscard):
            assert len(cards_in(line)) == 1 and "from the pile" in line
    # The witness checks it like every message; and it would catch a stock card shown there.
    assert harness.witness.check() > 0
    drawn = next(
        c
        for c in deal.hand(0) + deal.hand(1)
        if c not in harness.witness.known(game_id, {1}, fake.clock.now(), None)
    )
    leak = replace(view.versions[-1], content=f"game #{game_id}, deal 1: {drawn}")
    view.versions.append(leak)
    with pytest.raises(AssertionError, match="before anyone"):
        harness.witness.check()
    view.versions.pop()


def pings(fake: FakeDiscord, user: FakeUser) -> list[FakeMessage]:
    """The "your turn" pings for ``user`` ever posted (deleted ones too)."""
    return [
        m
        for m in fake.message_log()
        if m.public and m.content.startswith(f"{user.mention}, your turn in gin rummy game #")
    ]


async def test_the_your_turn_ping_for_members_who_ask(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start(seed=10)
    alice, bob, _, _ = fake.humans
    it = await fake.slash(bob, "gin ping", {"state": "on"})
    assert "a short message will mention you" in await refusal(it)
    game_id = await harness.start_game(alice, bob)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}

    def bob_to_draw(table: Table) -> bool:
        return table.acting == (bob.id,) and table.game.deal.phase is not Phase.DISCARD  # type: ignore[union-attr]

    if harness.table(game_id).acting == (bob.id,):  # he just accepted: no ping for that
        await harness.idle()
        assert pings(fake, bob) == []
        await harness.play(game_id, players, until=lambda t: t.acting == (alice.id,))
    # Alice moves: Bob's turn, and one message that mentions him alone, linking the table.
    await harness.play(game_id, players, until=bob_to_draw)
    await harness.idle()
    (ping,) = pings(fake, bob)
    table_message = harness.table_message(game_id)
    assert f"game #{game_id}: {link_to(fake, table_message)}" in ping.content
    assert ping.mentions == [bob] and not ping.deleted
    sent = next(r for r in fake.requests if r.method == "POST" and isinstance(r.json, dict)
                and r.json.get("content") == ping.content)  # fmt: skip
    assert sent.json["allowed_mentions"]["users"] in ([bob.id], [str(bob.id)])
    assert sent.json["allowed_mentions"]["parse"] == []
    # He draws (still his turn: nothing new), then discards: the ping goes.
    await harness.play(game_id, players, until=lambda t: t.acting != (bob.id,))
    await harness.idle()
    assert pings(fake, bob) == [ping] and ping.deleted
    assert pings(fake, alice) == []  # she didn't ask

    # A restart with a ping up: it stays, and goes once he has played.
    await harness.play(game_id, players, until=bob_to_draw)
    await harness.idle()
    second = pings(fake, bob)[-1]
    assert not second.deleted
    await harness.restart(seed=10)
    assert not second.deleted and len(pings(fake, bob)) == 2
    await harness.play(game_id, players, until=lambda t: t.acting != (bob.id,))
    await harness.idle()
    assert second.deleted

    # A delete that fails before a restart is done after it.
    await harness.play(game_id, players, until=bob_to_draw)
    await harness.idle()
    third = pings(fake, bob)[-1]
    failing = fake.inject(503, "DELETE", f"/channels/{fake.channel.id}/messages/{third.id}",
                          times=10_000)  # fmt: skip
    await harness.play(game_id, players, until=lambda t: t.acting != (bob.id,))
    await harness.idle()
    assert not third.deleted
    await harness.stop()
    failing.times = 0
    await harness.start(seed=10)
    await harness.idle()
    assert third.deleted

    # The game's end takes a ping with it; and off means off.
    await harness.play(game_id, players, until=bob_to_draw)
    await harness.idle()
    fourth = pings(fake, bob)[-1]
    await harness.service.resign(game_id, alice.id)
    await harness.idle()
    assert fourth.deleted
    it = await fake.slash(bob, "gin ping", {"state": "off"})
    assert "no more turn messages" in await refusal(it)
    game_id = await harness.start_game(alice, bob)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players, until=lambda t: len(t.game.deal.actions) >= 6)  # type: ignore[union-attr]
    await harness.idle()
    assert len(pings(fake, bob)) == 4


async def test_no_ping_mid_turn_when_nothing_was_played(
    harness: Harness, fake: FakeDiscord
) -> None:
    """A change that is no move (here a proposal to abandon lapsing) pings nobody: the member to
    act may be in the middle of their turn."""
    await harness.start(seed=11)
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, turn_minutes=60)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    mover = fake.users[harness.table(game_id).acting[0]]
    await harness.play(
        game_id,
        players,
        until=lambda t: t.game.deal.phase is Phase.DISCARD,  # type: ignore[union-attr]
    )
    assert harness.table(game_id).acting == (mover.id,)  # drawn; to discard
    await (await fake.slash(mover, "gin ping", {"state": "on"})).message()
    other = alice if mover is bob else bob
    await (await fake.slash(other, "gin abandon")).message()
    fake.clock.advance(11 * 60)
    await harness.service.tick()
    await harness.idle()
    assert harness.service.proposal(game_id) is None
    assert pings(fake, mover) == []
