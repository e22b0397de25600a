"""Answer first, draw after: no interaction's answer waits for a picture (a busy or still
starting picture worker), and a click that arrives before an owed table edit is answered as the
table stands. Discord gives every answer 3 seconds, whatever the host is doing."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from tests.support.fakediscord import FakeDiscord, FakeMessage
from tests.support.fakediscord.server import Injection
from tests.support.harness import UPDATE_MESSAGE, Harness, has_picture, slow_pictures
from tests.support.players import control

SLOW = 4.0  # seconds a picture takes: past Discord's 3


async def test_an_accept_right_after_a_restart_is_answered_before_its_picture(
    harness: Harness, fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    await harness.start(seed=3)
    alice, bob = fake.humans[:2]
    _, challenge = await harness.challenge(alice, bob)
    await harness.restart(seed=3)
    slow_pictures(monkeypatch, SLOW)

    accept = control(challenge, "accept")
    assert accept is not None
    it = await fake.click(bob, challenge, accept["custom_id"])
    callback = await it.response()
    # The game started, and the accepting member sees the table at once, without its picture.
    assert callback.type == UPDATE_MESSAGE and callback.latency < 3.0
    assert control(challenge, "hand") is not None and not has_picture(challenge)
    # Then the picture is added to the table by an edit.
    await fake.wait_for(lambda: has_picture(challenge), 3 * SLOW, "the table's picture")
    assert not fake.problems()


async def test_a_hand_is_shown_at_once_and_its_picture_follows(
    harness: Harness, fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    await harness.start(seed=3)
    alice, bob = fake.humans[:2]
    game_id = await harness.start_game(alice, bob)
    await harness.idle()
    slow_pictures(monkeypatch, SLOW)

    table = harness.table_message(game_id)
    show = control(table, "hand")
    assert show is not None
    it = await fake.click(alice, table, show["custom_id"])
    hand = await it.message()
    assert it.latency is not None and it.latency < 3.0
    assert hand.ephemeral and "deadwood" in hand.text.lower() and not has_picture(hand)
    await fake.wait_for(lambda: has_picture(hand), 3 * SLOW, "the hand's picture")
    assert not fake.problems()


async def accepted_unseen(
    harness: Harness, fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> tuple[FakeMessage, dict[str, Any], Injection]:
    """A challenge whose accept was saved but never shown: its answer came too late for
    Discord and the table edits failed, then the bot stopped (as a kill would leave it). The
    table's edits still fail (``edits``: end it to let them through); pictures are slow."""
    await harness.start(seed=3)
    alice, bob = fake.humans[:2]
    _, challenge = await harness.challenge(alice, bob)
    fake.allow(10062)
    edits = fake.inject(500, "PATCH", f"/channels/{challenge.channel.id}/messages/*", times=100)
    assert harness.bot is not None
    # The running bot's class: each start loads the cogs' modules afresh.
    clicks = type(harness.bot.cogs["Clicks"])
    answer = clicks._edit_table

    async def too_late(self: Any, *args: Any) -> None:
        await asyncio.sleep(3.2)  # past Discord's 3 s: the bot's answer is refused
        await answer(self, *args)

    monkeypatch.setattr(clicks, "_edit_table", too_late)
    accept = control(challenge, "accept")
    assert accept is not None
    game_id = int(accept["custom_id"].split(":")[1])
    late = await fake.click(bob, challenge, accept["custom_id"])
    assert (await late.error(timeout=6.0))[0] == 10062  # too late for Discord
    table = harness.service.get(game_id)
    assert table is not None and table.game is not None
    await harness.stop()
    monkeypatch.setattr(clicks, "_edit_table", answer)
    slow_pictures(monkeypatch, SLOW)
    return challenge, accept, edits


async def test_a_click_on_a_challenge_that_started_unseen_shows_the_game(
    harness: Harness, fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    challenge, accept, edits = await accepted_unseen(harness, fake, monkeypatch)
    await harness.start(seed=3)

    # A click on the old challenge arrives before the owed table edit has landed.
    assert control(challenge, "accept") is not None
    it = await fake.click(fake.humans[0], challenge, accept["custom_id"])
    callback = await it.response()
    assert callback.type == UPDATE_MESSAGE and callback.latency < 3.0
    assert control(challenge, "hand") is not None and control(challenge, "accept") is None
    note = await it.followup()
    assert note.ephemeral and "already started" in note.text, note.text
    edits.times = len(edits.hits)  # Discord takes edits again: the picture is added
    await fake.wait_for(lambda: has_picture(challenge), 5 * SLOW, "the table's picture")
    assert not fake.problems()


async def test_an_owed_table_edit_goes_out_at_start_without_waiting_for_its_picture(
    harness: Harness, fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    challenge, _, edits = await accepted_unseen(harness, fake, monkeypatch)
    edits.times = len(edits.hits)
    await harness.start(seed=3)

    # The table replaces the challenge well before its slow picture is drawn, then gets it.
    await fake.wait_for(lambda: control(challenge, "hand") is not None, SLOW - 1, "the table")
    assert control(challenge, "accept") is None and not has_picture(challenge)
    await fake.wait_for(lambda: has_picture(challenge), 3 * SLOW, "the table's picture")
    assert not fake.problems()


@pytest.mark.parametrize(
    ("command", "read", "public"),
    [
        ("gin leaderboard", "leaderboard", True),
        ("gin history", "history", False),
        ("gin settings", "season", False),
    ],
)
async def test_a_command_waiting_on_a_slow_database_is_acknowledged_in_time(
    harness: Harness,
    fake: FakeDiscord,
    monkeypatch: pytest.MonkeyPatch,
    command: str,
    read: str,
    public: bool,
) -> None:
    await harness.start(seed=3)
    alice, bob = fake.humans[:2]
    await harness.start_game(alice, bob)  # a member with a game, so history has a page
    store: Any = harness.service.store
    real = getattr(store, read)

    async def stalled(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(3.5)  # a database stalled past Discord's 3 s
        return await real(*args, **kwargs)

    monkeypatch.setattr(store, read, stalled)
    it = await fake.slash(alice, command)
    callback = await it.response()
    assert callback.type == 5 and callback.latency < 3.0  # "thinking…", in time
    answer = await it.message(timeout=10.0)
    assert not answer.loading and answer.public is public, answer.text
    assert not fake.problems()
