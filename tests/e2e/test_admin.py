"""Server settings and moderation end to end: the admin group as Discord receives it (Manage
Server by default), settings that apply to the next challenge only, bad settings answered with
nothing changed, an admin ending a stuck game, a new season, members refusing challenges, the
rate limit, friendly games, forget-me, and games in threads."""

from __future__ import annotations

import re

import pytest

from bot.model import GameStatus
from bot.words import ENGLISH, words
from tests.support.fakediscord import FakeDiscord, FakeMessage, FakeUser, UserActionError
from tests.support.harness import Harness
from tests.support.players import Player
from tests.support.store_reads import rows

MANAGE_GUILD = 1 << 5


def button(message: FakeMessage, prefix: str) -> str:
    return next(c for c in message.custom_ids() if c.startswith(prefix))


async def stored(harness: Harness, sql: str, *params: object) -> list[tuple[object, ...]]:
    return await rows(harness.service.store, sql, *params)


async def settings_text(fake: FakeDiscord, user: FakeUser) -> str:
    it = await fake.slash(user, "gin settings")
    shown = await it.message()
    assert shown.ephemeral and shown.visible_to(user)
    return shown.text


async def admin(fake: FakeDiscord, options: dict[str, object]) -> FakeMessage:
    it = await fake.slash(fake.owner, "gin-admin settings", options)
    answer = await it.message()
    assert answer.ephemeral and answer.visible_to(fake.owner)
    return answer


async def test_the_admin_group_and_settings_for_the_next_challenge_only(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, carol, dave = fake.humans
    _scope, commands = fake.command_syncs[-1]
    by_name = {c["name"]: c for c in commands}
    assert int(by_name["gin-admin"]["default_member_permissions"]) == MANAGE_GUILD
    assert by_name["gin"]["default_member_permissions"] is None
    admin_commands = {o["name"] for o in by_name["gin-admin"]["options"]}
    assert admin_commands == {"settings", "end", "season", "tournament"}
    with pytest.raises(UserActionError, match="lacks permissions"):
        await fake.slash(alice, "gin-admin settings", {"turn_minutes": 30})

    before = await harness.start_game(alice, bob)
    saved = await admin(fake, {"turn_minutes": 30, "variant": "oklahoma", "hints": False})
    assert "Saved" in saved.text and "turn minutes 10 → 30" in saved.text
    assert "variant standard → oklahoma" in saved.text
    later = await harness.start_game(carol, dave)
    assert harness.table(before).row.turn_seconds == 600
    assert harness.table(before).row.rules.variant.value == "standard"
    assert harness.table(later).row.turn_seconds == 1800
    assert harness.table(later).row.rules.variant.value == "oklahoma"
    assert "Oklahoma gin" in harness.table_message(later).text
    assert "Standard gin" in harness.table_message(before).text

    # The defaults fill in what a challenge leaves out: the format for one opponent, the
    # rotation for three players.
    await admin(fake, {"format": "hollywood", "rotation": "loser sits out"})
    side = await fake.add_channel("side")
    hollywood = await harness.start_game(alice, bob, channel=side)
    assert harness.table(hollywood).row.rules.format.value == "hollywood"
    other = await fake.add_channel("other")
    _, three = await harness.challenge(carol, alice, channel=other, opponent2=bob)
    game = int(three.custom_ids()[0].split(":")[1])
    assert harness.table(game).row.rules.rotation.value == "loser sits out"
    assert "three players (loser sits out)" in three.text

    # Everyone can read them; they survive a restart; the change is logged.
    text = await settings_text(fake, alice)
    assert "Turn timer\n30 minutes" in text and "Oklahoma" in text
    await harness.restart()
    assert "Turn timer\n30 minutes" in await settings_text(fake, bob)
    assert (
        await stored(harness, "SELECT member_id, action FROM server_log")
        == [(fake.owner.id, "settings")] * 2
    )

    # Bad settings: a clear answer, nothing changed.
    row = await stored(harness, "SELECT settings FROM servers")
    bad = await admin(fake, {"target": 5})
    out_of_range = words(ENGLISH)("settings-error-range", setting="target", low=10, high=1000)
    assert f"{out_of_range} Nothing was changed." in bad.text  # "Target must be 10 to 1,000 …"
    gone = await fake.add_channel("old-games")
    await fake.delete_channel(gone)
    bad = await admin(fake, {"allow_channel": gone})  # a stale or forged channel
    assert f"I can't use <#{gone.id}>" in bad.text and "nothing was changed" in bad.text
    bad = await admin(fake, {"disallow_channel": fake.channel})
    assert "isn't on the list" in bad.text and "Nothing was changed" in bad.text
    assert await stored(harness, "SELECT settings FROM servers") == row


async def test_games_only_in_allowed_channels_and_in_threads(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, carol, _ = fake.humans
    games = await fake.add_channel("games")
    saved = await admin(fake, {"allow_channel": games, "threads": True})
    assert f"<#{games.id}>" in saved.text and "a thread per game" in saved.text
    it = await fake.slash(alice, "gin challenge", {"opponent": bob})
    refused = await it.message()
    assert refused.ephemeral and "aren't played in this channel" in refused.text

    it = await fake.slash(alice, "gin challenge", {"opponent": bob}, channel=games)
    pointer = await it.message()
    assert pointer.ephemeral and "Your challenge is posted in <#" in pointer.text
    thread_id = int(re.search(r"<#(\d+)>", pointer.text).group(1))  # type: ignore[union-attr]
    thread = fake.get_channel(thread_id)
    assert thread is not None and thread.parent_id == games.id
    table = fake.last_message(thread)
    assert table is not None and table.public and f"<@{bob.id}>" in table.text
    # One game per member per channel counts the thread's channel.
    it = await fake.slash(alice, "gin challenge", {"opponent": carol}, channel=games)
    busy = await it.message()
    assert busy.ephemeral and "already in a game or challenge in this channel" in busy.text
    accept = button(table, "gin:")
    click = await fake.click(bob, table, accept)
    await click.response()
    game_id = int(accept.split(":")[1])
    assert harness.table(game_id).status is GameStatus.ACTIVE
    assert harness.table(game_id).row.channel_id == thread.id
    # /gin hand works from the channel as well as from the game's thread.
    for where in (games, thread):
        it = await fake.slash(alice, "gin hand", channel=where)
        hand = await it.message()
        assert hand.ephemeral and f"Your hand · game #{game_id}" in hand.text
    # The busy rule holds after a restart too (the channel is kept with the members).
    await harness.restart()
    it = await fake.slash(alice, "gin challenge", {"opponent": carol}, channel=games)
    assert "already in a game" in (await it.message()).text


async def test_an_admin_ends_a_game_and_starts_a_season(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=3)
    alice, bob, carol, dave = fake.humans
    finished = await harness.start_game(carol, dave, target=10)
    await harness.play(finished, {u.id: Player(fake, u, finished) for u in (carol, dave)})
    stuck = await harness.start_game(alice, bob)
    it = await fake.slash(fake.owner, "gin-admin end", {"game": stuck, "reason": "Bob is away"})
    ask = await it.message()
    assert ask.ephemeral and f"End game #{stuck}" in ask.text
    assert harness.table(stuck).status is GameStatus.ACTIVE  # nothing until confirmed
    with pytest.raises(UserActionError):  # another member can't even see it
        await fake.click(alice, ask, button(ask, "gin-confirm:end"))
    # ...and a forged click (a modified client) on it, or on a table, changes nothing.
    for message in (ask, harness.table_message(stuck)):
        forged = await fake.forge_component(alice, message, f"gin-confirm:end:{stuck}:mine now")
        answer = await forged.message()
        assert answer.ephemeral and "belong to someone else's message" in answer.text
    assert harness.table(stuck).status is GameStatus.ACTIVE
    click = await fake.click(fake.owner, ask, button(ask, "gin-confirm:end"))
    done = await click.message()
    assert "is ended" in done.text and not done.custom_ids()
    await harness.idle()
    table = harness.table_message(stuck)
    assert "An admin ended this game: “Bob is away”" in table.text and not table.custom_ids()
    assert await stored(harness, "SELECT status, end_reason FROM games WHERE id = ?", stuck) == [
        ("abandoned", "Bob is away")
    ]
    assert await stored(harness, "SELECT COUNT(*) FROM results WHERE game_id = ?", stuck) == [(0,)]
    it = await fake.slash(fake.owner, "gin-admin end", {"game": stuck, "reason": "again"})
    assert f"no game #{stuck} in play" in (await it.message()).text

    it = await fake.slash(fake.owner, "gin-admin season")
    ask = await it.message()
    click = await fake.click(fake.owner, ask, button(ask, "gin-confirm:season"))
    assert "Season 2 has started" in (await click.message()).text
    announcement = await click.followup(0)
    assert announcement.public and "Season 2 starts now" in announcement.text
    it = await fake.slash(carol, "gin stats")
    assert "no finished games here this season" in (await it.message()).text
    it = await fake.slash(carol, "gin history")
    assert f"**#{finished}**" in (await it.message()).text  # history is kept


async def test_members_refuse_challenges_rate_limits_and_friendly_games(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, carol, dave = fake.humans
    it = await fake.slash(bob, "gin challenges", {"state": "off"})
    assert "nobody can challenge you here" in (await it.message()).text
    it = await fake.slash(alice, "gin challenge", {"opponent": bob})
    refused = await it.message()
    assert refused.ephemeral and f"<@{bob.id}> doesn't take challenges right now" in refused.text
    await harness.restart()  # stored
    it = await fake.slash(alice, "gin challenge", {"opponent": bob})
    assert "doesn't take challenges" in (await it.message()).text
    it = await fake.slash(bob, "gin challenges", {"state": "on"})
    await it.message()

    await admin(fake, {"challenge_limit": 1, "challenge_window": 30})
    friendly = await harness.start_game(alice, bob, rated=False)
    assert "a friendly game (unrated)" in harness.table_message(friendly).text
    other = await fake.add_channel("other")
    it = await fake.slash(alice, "gin challenge", {"opponent": carol}, channel=other)
    limited = await it.message()
    assert limited.ephemeral and "You've made 1 challenge in the last 30 minutes" in limited.text
    assert await stored(harness, "SELECT COUNT(*) FROM games") == [(1,)]
    # Hints (rendering tested in tests/discord): the server's choice in friendly games only.
    rated = await harness.start_game(carol, dave)
    assert harness.table(friendly).row.hints and not harness.table(friendly).row.rated
    assert not harness.table(rated).row.hints and harness.table(rated).row.rated


async def test_forget_me_leaves_a_former_member(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start(seed=5)
    alice, bob, carol, _ = fake.humans
    games = []
    for pair in ((alice, bob), (bob, carol)):
        games.append(await harness.start_game(*pair, target=10))
        await harness.play(games[-1], {u.id: Player(fake, u, games[-1]) for u in pair})
    others = await stored(
        harness,
        "SELECT game_id, member_id, place FROM results WHERE member_id != ? ORDER BY 1, 2",
        bob.id,
    )
    it = await fake.slash(bob, "gin forget-me")
    ask = await it.message()
    assert ask.ephemeral and "can't be undone" in ask.text
    click = await fake.click(bob, ask, button(ask, "gin-confirm:keep"))
    assert "Nothing was changed" in (await click.message()).text
    assert await stored(harness, "SELECT COUNT(*) FROM results WHERE member_id = ?", bob.id) == [
        (2,)
    ]

    it = await fake.slash(bob, "gin forget-me")
    ask = await it.message()
    click = await fake.click(bob, ask, button(ask, "gin-confirm:forget"))
    assert "erased" in (await click.message()).text
    for table in ("results", "ratings", "standings", "rating_changes", "game_members", "members"):
        assert await stored(
            harness, f"SELECT COUNT(*) FROM {table} WHERE member_id = ?", bob.id
        ) == [(0,)], table
    assert await stored(harness, "SELECT name FROM members WHERE member_id < 0") == [(None,)]
    assert (
        await stored(
            harness,
            "SELECT game_id, member_id, place FROM results WHERE member_id > 0 ORDER BY 1, 2",
        )
        == others
    )
    it = await fake.slash(alice, "gin history")
    history = await it.message()
    assert "a former member" in history.text and "Bob" not in history.text


async def test_forget_me_in_a_game_is_refused_before_anything_is_asked(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=5)
    alice, bob, *_ = fake.humans
    game_id = await harness.start_game(alice, bob, target=10)
    it = await fake.slash(bob, "gin forget-me")
    answer = await it.message()
    assert answer.ephemeral and answer.components == []
    assert "game or challenge in play here, so nothing was erased" in answer.text
    assert "/gin forget-me again" in answer.text and "can't be undone" not in answer.text
    assert harness.service.get(game_id) is not None
    assert await stored(harness, "SELECT COUNT(*) FROM confirmations") == [(0,)]
