"""/gin beyond the servers that invited the bot: installed to a member's own account, it is
offered in the bot's DM, in DMs and group DMs between members and in servers that never added
the bot (the fake models each as Discord sends it: tests/e2e/test_fakediscord_places.py).
There each subcommand answers or refuses, as cogs/group.py's WHERE decides, with one sentence
in the member's language, storing nothing; /gin-admin and the member menu are not offered."""

from __future__ import annotations

from typing import Any

import pytest

from bot.words import words
from cogs.group import ORDER, WHERE
from tests.support.fakediscord import FakeChannel, FakeDiscord, FakeUser, UserActionError
from tests.support.fakediscord.models import USE_EXTERNAL_APPS
from tests.support.harness import Harness
from tests.support.store_reads import every_row

PT = words("pt-BR")
ANSWERED = ("rules", "help")  # the subcommands that work anywhere and need no game
FORGET = "forget-me"  # anywhere: outside servers, it erases the games kept there
# A game's commands work anywhere too (tests/e2e/test_play_anywhere.py plays them): here,
# with no game, the last three say so; a challenge is refused only where no table can be shown.
GAMES = ("challenge", "practice", "hand", "resign", "abandon")


def options(fake: FakeDiscord, name: str) -> dict[str, Any]:
    """What a member gives each subcommand that needs something."""
    return {
        "challenge": {"opponent": fake.humans[1]},
        "ping": {"state": "on"},
        "challenges": {"state": "off"},
    }.get(name, {})


async def places(fake: FakeDiscord, alice: FakeUser) -> dict[str, FakeChannel]:
    """Every place that is not a server that invited the bot, as alice can use /gin there."""
    bob, carol = fake.humans[1:3]
    other = await fake.add_guild("Friends", invited=False)
    strict = await fake.add_guild("Strict", invited=False)
    await fake.set_permissions(strict.channel_named("gin"), strict.everyone, deny=USE_EXTERNAL_APPS)
    return {
        "the bot's DM": fake.bot_dm(alice),
        "a DM between members": fake.private_channel(alice, bob),
        "a group DM": fake.private_channel(alice, bob, carol),
        "a server that never added the bot": other.channel_named("gin"),
        "one that denies Use External Apps": strict.channel_named("gin"),
    }


async def test_each_subcommand_answers_or_refuses_in_each_place_storing_nothing(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice = fake.humans[0]
    alice.locale = "pt-BR"
    fake.install_app(alice)
    gin = fake.commands[None][("gin", 1)]
    where = await places(fake, alice)
    before = await every_row(harness.service.store)
    for place, channel in where.items():
        for name in ORDER:
            if name in GAMES[:2] and place != "one that denies Use External Apps":
                continue  # a game is made there (tests/e2e/test_play_anywhere.py)
            it = await fake.slash(alice, f"gin {name}", options(fake, name), channel=channel)
            answer = await it.message()
            assert answer.ephemeral and answer.visible_to(alice), (place, name)
            if name in ANSWERED:
                assert "Gin rummy" in answer.text, (place, name, answer.text)
                continue
            mention = f"</gin {name}:{gin['id']}>"
            if name == FORGET:
                assert PT("confirm-forget-outside") in answer.text, place
                continue
            if name in GAMES[2:]:
                assert PT("place-no-external-apps") not in answer.content, (place, name)
                continue
            if name in GAMES[:2]:
                expected = PT("place-no-external-apps")
            else:
                expected = PT(WHERE[name][1], command=mention)
            assert answer.content == expected, (place, name)
    await harness.idle()
    after = await every_row(harness.service.store)
    asked = after.pop("confirmations")  # forget-me asks first, and the question is kept
    assert {c[3] for c in asked} == {"forget"}
    before.pop("confirmations")
    assert after == before
    assert not fake.public_messages()  # nothing in any channel, the bot's own server's too


async def test_rules_and_help_elsewhere_give_the_default_rules_and_where_each_works(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice = fake.humans[0]
    alice.locale = "pt-BR"
    gin = fake.commands[None][("gin", 1)]["id"]
    dm = fake.bot_dm(alice)  # the bot's DM: no install of her own needed
    shown = (await (await fake.slash(alice, "gin help", channel=dm)).message()).text
    anywhere, servers = shown.split(PT("help-in-servers"))
    assert PT("help-anywhere") in anywhere
    for name in ORDER:
        works_anywhere = name in ANSWERED or name in GAMES or name == FORGET
        assert f"</gin {name}:{gin}>" in (anywhere if works_anywhere else servers), name
    assert "Regras padrão" in servers and "Padrão do servidor" not in shown
    rules = (await (await fake.slash(alice, "gin rules", channel=dm)).message()).text
    assert "Regras padrão" in rules and "Padrão do servidor" not in rules
    # In a server that invited it, its own defaults as before.
    here = (await (await fake.slash(alice, "gin help")).message()).text
    assert "Padrão do servidor" in here and "Regras padrão" not in here


async def test_the_commands_are_registered_for_each_install_and_context(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    synced = fake.commands[None]
    assert synced[("gin", 1)]["integration_types"] == [0, 1]
    assert synced[("gin", 1)]["contexts"] == [0, 1, 2]
    for command in (("gin-admin", 1), ("Challenge to gin rummy", 2)):
        assert synced[command]["integration_types"] == [0], command
        assert synced[command]["contexts"] == [0], command


async def test_gin_admin_and_the_member_menu_are_not_offered_outside_servers(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    owner, bob = fake.owner, fake.humans[1]
    fake.install_app(owner)
    for channel in (
        fake.bot_dm(owner),
        fake.private_channel(owner, bob),
        (await fake.add_guild("Friends", invited=False)).channel_named("gin"),
    ):
        with pytest.raises(UserActionError, match="not offered"):
            await fake.slash(owner, "gin-admin settings", channel=channel)
        with pytest.raises(UserActionError, match="not offered"):
            await fake.user_command(owner, "Challenge to gin rummy", bob, channel=channel)
        # /gin is.
        assert (await (await fake.slash(owner, "gin rules", channel=channel)).message()).text
