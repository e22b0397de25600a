"""What the bot takes back when the work it began fails: the thread it opened for a challenge
that could not be made, and a table it posted again but could not save as the table's message.
Every test's messages are checked by the leak witness (see ``players.py``)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.fakediscord import FakeChannel, FakeDiscord
from tests.support.fakediscord.models import MANAGE_THREADS
from tests.support.harness import CHANNEL_MESSAGE, Harness

from .conftest import ErrorLogCapture

BUSY = "You are already in a game or challenge in this channel."


def threads_of(fake: FakeDiscord, channel: FakeChannel) -> list[FakeChannel]:
    return [c for c in fake.guild.channels.values() if c.parent_id == channel.id]


@pytest.mark.parametrize("manage_threads", [True, False], ids=["deleted", "archived"])
async def test_a_challenge_refused_once_its_thread_is_open_takes_the_thread_back(
    harness: Harness, fake: FakeDiscord, manage_threads: bool
) -> None:
    if manage_threads:  # more than the invite asks for: a server that gave it Manage Threads
        fake.bot_role.permissions |= MANAGE_THREADS
    await harness.start()
    alice, bob, carol, _ = fake.humans
    games = await fake.add_channel("games")
    it = await fake.slash(fake.owner, "gin-admin settings", {"threads": True})
    await it.message()

    # Alice challenges Bob: checked, and deferred, but Discord is slow to confirm the deferral;
    # meanwhile Carol challenges Alice there (in a thread of its own), so Alice is busy.
    slow = fake.hold("POST", "/interactions/*/callback")
    first = await fake.slash(alice, "gin challenge", {"opponent": bob}, channel=games)
    await fake.wait_for(lambda: slow.hits, what="Alice's challenge to be deferred")
    second = await fake.slash(carol, "gin challenge", {"opponent": alice}, channel=games)
    assert "Your challenge is posted in" in (await second.message()).text
    (carols,) = threads_of(fake, games)
    slow.release()

    # Alice's thread opens, her challenge is refused: she is told why, privately.
    answer = await first.message()
    assert answer.ephemeral and answer.visible_to(alice) and not answer.visible_to(bob)
    assert answer.text.startswith(BUSY), answer.text
    created = [d for event, d in fake.gateway_log if event == "> THREAD_CREATE"]
    assert [d["id"] for d in created] == [str(carols.id), created[1]["id"]]
    alices = int(created[1]["id"])
    assert not [m for m in fake.message_log() if m.channel.id == alices]  # nothing posted in it
    assert harness.service.in_channel(alices) == []
    if manage_threads:  # deleted (THREAD_DELETE); the bot never touches it again
        assert fake.get_channel(alices) is None and alices in fake.deleted_by_bot
        deleted = [d for event, d in fake.gateway_log if event == "> THREAD_DELETE"]
        assert deleted == [
            {
                "id": str(alices),
                "guild_id": str(fake.guild.id),
                "parent_id": str(games.id),
                "type": 11,
            }
        ]
        assert harness.bot is not None
        guild = harness.bot.get_guild(fake.guild.id)
        assert guild is not None and guild.get_thread(alices) is None
    else:  # the bot may not delete it, but as its creator it may archive it
        thread = fake.get_channel(alices)
        assert thread is not None and thread.archived
    # Carol's challenge stands in its own thread.
    table = fake.last_message(carols)
    assert table is not None and table.public and alice.mention in table.text
    assert [t.players for t in harness.service.in_channel(carols.id)] == [(carol.id, alice.id)]


async def test_a_table_posted_again_but_not_saved_is_taken_back(
    harness: Harness,
    fake: FakeDiscord,
    monkeypatch: pytest.MonkeyPatch,
    error_logs: ErrorLogCapture,
) -> None:
    await harness.start(seed=6)
    alice, bob, _, dan = fake.humans
    game_id = await harness.start_game(alice, bob)
    table = harness.table_message(game_id)
    chat = await fake.say(dan, "anyone up for lunch?")
    store = harness.service.store
    real = store.move_table_message

    async def failing(*args: Any, **kwargs: Any) -> None:
        raise OSError("disk I/O error")

    monkeypatch.setattr(store, "move_table_message", failing)
    it = await fake.slash(alice, "gin table")
    assert (await it.response()).type == CHANNEL_MESSAGE
    repost = it.original
    assert repost is not None and repost.public
    # The repost could not become the table's message: it is deleted (the original response),
    # and Alice is told, privately; the table stays where it was.
    answer = await it.followup()
    await fake.wait_for(lambda: repost.deleted, what="the repost to be deleted")
    assert answer.ephemeral and answer.visible_to(alice)
    assert "I couldn't save that, so the table didn't move. Please try again" in answer.text
    assert [r.method for r in it.requests] == ["POST", "DELETE", "POST"]
    assert harness.table_message(game_id) is table and not table.deleted
    assert fake.last_message() is chat
    error_logs.allow("could not save game")

    # Trying again at once works.
    monkeypatch.setattr(store, "move_table_message", real)
    again = await fake.slash(alice, "gin table")
    moved = await again.message()
    await harness.idle()
    assert moved.public and harness.table_message(game_id) is moved
    assert "This table moved" in table.content
