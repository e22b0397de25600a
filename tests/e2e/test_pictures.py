"""The hand and table pictures end to end: the table message carries the picture of the public
view and nothing else, a hand's picture only ever goes to its owner's private message, an admin
can turn pictures off, and a channel without Attach Files plays without them."""

from __future__ import annotations

from typing import Any

import pytest

from bot.discord.render import pictures as render_pictures
from bot.pictures import drawing as pictures
from bot.service import Event
from tests.support.harness import Harness, control, game_of
from tests.support.players import Player

try:
    from tests.support.fakediscord import FakeDiscord, FakeMessage, FakeUser
except ImportError:  # if tests/ ever becomes a package
    from tests.support.fakediscord import FakeDiscord, FakeMessage, FakeUser  # type: ignore[no-redef]

ATTACH_FILES = 1 << 15


def seated(fake: FakeDiscord, fmt: str) -> tuple[list[FakeUser], dict[str, Any]]:
    alice, bob, carol, dave = fake.humans
    if fmt == "three":
        return [alice, bob, carol], {"opponent2": carol}
    if fmt == "partnership":
        return [alice, bob, carol, dave], {"partner": carol, "opponent2": dave}
    return [alice, bob], {}


def attached(fake: FakeDiscord, message: FakeMessage) -> list[tuple[str, bytes]]:
    return [(a["filename"], fake.attachment_data(a)) for a in message.latest.attachments]


def check_table(harness: Harness, fake: FakeDiscord, game_id: int) -> None:
    """The table message carries the picture of the public view alone, named in its embed,
    with the picture in words for screen readers."""
    view = game_of(harness.table(game_id)).public_view()
    message = harness.table_message(game_id)
    expected = pictures.table_picture(view.boards, view.sitting_out)
    assert attached(fake, message) == [("table.png", expected)]
    assert message.embeds[0]["image"]["url"] == "attachment://table.png"
    scene = pictures.table_scene(view.boards, view.sitting_out)
    assert message.latest.attachments[0]["description"] == pictures.alt_text(scene)


def check_pictures_are_where_they_belong(fake: FakeDiscord) -> None:
    """Every version of every message: a hand's picture only in a private message, and a
    public message carries at most the table's."""
    for message in fake.message_log():
        for version in message.versions:
            names = [a["filename"] for a in version.attachments]
            assert names in ([], ["hand.png"] if message.ephemeral else ["table.png"])


@pytest.mark.parametrize("fmt", ["heads-up", "three", "partnership"])
async def test_the_table_shows_the_public_views_picture_and_each_hand_its_own(
    harness: Harness, fake: FakeDiscord, fmt: str
) -> None:
    await harness.start()
    users, options = seated(fake, fmt)
    # Every committed state: the picture the bot draws for the table is the public view's.
    states: list[tuple[bytes, bytes]] = []

    def drawn(event: Event) -> None:
        scene = render_pictures.table_scene(event.table)
        if scene is not None:
            view = game_of(event.table).public_view()
            alone = pictures.table_picture(view.boards, view.sitting_out)
            states.append((pictures.draw(scene), alone))

    harness.service.subscribe(drawn)
    game_id = await harness.start_game(users[0], users[1], target=25, **options)
    players = {u.id: Player(fake, u, game_id) for u in users}
    await harness.play(game_id, players, until=lambda t: t.version >= 10)
    await harness.idle()
    check_table(harness, fake, game_id)
    # The player to act opens their hand from the table: their own picture, privately.
    table = harness.table(game_id)
    user = next(u for u in users if u.id == table.acting[0])
    message = harness.table_message(game_id)
    click = await fake.click(user, message, control(message, "hand")["custom_id"])  # type: ignore[index]
    hand = await click.message()
    assert hand.ephemeral and hand.visible_to(user)
    assert not any(hand.visible_to(u) for u in users if u is not user)
    view = game_of(table).view_for(table.players.index(user.id)).hand
    assert view is not None
    assert attached(fake, hand) == [("hand.png", pictures.hand_picture(view))]
    assert hand.embeds[0]["image"]["url"] == "attachment://hand.png"
    spoken = hand.latest.attachments[0]["description"]
    assert spoken == pictures.alt_text(pictures.hand_scene(view))
    assert all(card.spoken in spoken for card in view.hand)
    await harness.play(game_id, players)  # to the end of the game
    await harness.idle()
    check_table(harness, fake, game_id)
    assert len(states) >= 10 and all(bot == alone for bot, alone in states)
    check_pictures_are_where_they_belong(fake)


async def test_an_admin_turns_pictures_off_and_the_games_go_on_as_text(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    shown = await (await fake.slash(fake.owner, "gin-admin settings", {})).message()
    assert "Pictures" in shown.text and "on: hands and tables drawn" in shown.text
    saved = await (
        await fake.slash(fake.owner, "gin-admin settings", {"pictures": False})
    ).message()
    assert "pictures on → off" in saved.text
    await harness.restart()  # the setting is stored
    game_id = await harness.start_game(alice, bob, target=25)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players, until=lambda t: t.version >= 8)
    await harness.idle()
    for message in fake.message_log():
        assert all(not v.attachments for v in message.versions), message.text
        assert all("image" not in e for v in message.versions for e in v.embeds)
    assert any(p.hand_message is not None for p in players.values())  # hands were shown
    # On again: the next table update brings the picture back.
    await fake.slash(fake.owner, "gin-admin settings", {"pictures": True})
    await harness.play(game_id, players, until=lambda t: t.version >= 10)
    await harness.idle()
    check_table(harness, fake, game_id)


async def test_without_attach_files_a_game_is_played_without_pictures_and_says_so_once(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    bot_member = fake.guild.members[fake.bot_user.id]
    for role_id in [fake.guild.id, *bot_member.role_ids]:
        fake.guild.roles[role_id].permissions &= ~ATTACH_FILES
    it = await fake.slash(alice, "gin challenge", {"opponent": bob, "target": 25})
    challenge = await it.message()
    assert challenge.public  # the game is not refused for it
    await fake.settle()
    (note,) = it.followups
    assert note.ephemeral and note.visible_to(alice) and "Attach Files" in note.text
    game_id = int(challenge.custom_ids()[0].split(":")[1])
    accept = control(challenge, "accept")
    assert accept is not None
    await (await fake.click(bob, challenge, accept["custom_id"])).response()
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players, until=lambda t: t.version >= 8)
    await harness.idle()
    assert all(not v.attachments for m in fake.message_log() for v in m.versions)
    assert sum("Attach Files" in m.text for m in fake.message_log()) == 1
