"""Games where the bot was not invited: a DM between two members (one of whom never installed
the app, so every action of theirs is a button), a group DM, the bot's own DM against the
computer. The bot has no channel rights there: every request it makes goes through an
interaction's token (no channel route), at most 5 follow-ups per interaction, never an edit
with a token older than 15 minutes, and at most one table message with live controls."""

from __future__ import annotations

from typing import Any

from bot.model import NO_SERVER, GameStatus
from bot.words import words
from tests.support.harness import Harness
from tests.support.players import Player, control

try:
    from tests.support.fakediscord import FakeChannel, FakeDiscord, FakeMessage, FakeUser
except ImportError:  # if tests/ ever becomes a package
    from tests.support.fakediscord import (  # type: ignore[no-redef]
        FakeChannel,
        FakeDiscord,
        FakeMessage,
        FakeUser,
    )

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
    """The messages in ``channel`` showing a control of the game's table other than "Show the
    table" (a live table)."""
    live = []
    for message in fake.messages.values():
        if message.channel.id != channel.id or message.ephemeral or message.deleted:
            continue
        ids = message.custom_ids()
        if any(i.split(":")[1] == str(game_id) and i.split(":")[3:4] != [] for i in ids) and any(
            control(message, name) is not None for name in MOVE_CONTROLS
        ):
            live.append(message)
    return live


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
    return game_id, message


async def accept(fake: FakeDiscord, user: FakeUser, message: FakeMessage) -> None:
    button = control(message, "accept")
    assert button is not None
    click = await fake.click(user, message, button["custom_id"])
    assert (await click.response()).type == UPDATE_MESSAGE


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
