"""Whole games in every language, within Discord's limits: for each of the six languages (the
members' Discord and the server set to it), whole games through the fake Discord (two players,
three, partnerships, Hollywood, a game with the computer), then the commands a member reads
most (help, rules, stats, history, the leaderboard, a sheet again, the settings card).

Discord's limits are the fake's to enforce (tests/support/fakediscord/validation.py, on every
message, edit, interaction answer, modal and thread it receives: content 2000, embed title 256,
description 4096, field name 256 and value 1024, footer 2048, 6000 an embed's total, 25 fields,
button label 80, select placeholder 150, option label and description 100, custom id 100,
thread name 100, alt text 1024), and it records each request it refuses as a violation: none
may be recorded here. Nothing the bot sent carries Fluent's isolation marks (U+2068, U+2069).

Each language plays at least two formats, each format is played in at least two languages, and
the languages whose words run longest (German, Polish, French) play them all."""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.discord.render.results import LETTERS
from bot.model import GameStatus
from bot.words import PSEUDO
from tests.e2e.conftest import _finish
from tests.support.databases import fresh_database
from tests.support.fakediscord import FakeDiscord, FakeMessage, FakeUser
from tests.support.harness import Harness, game_of
from tests.support.players import Player, control
from tests.support.pseudo import leftovers

pytestmark = pytest.mark.slow

HEADS_UP, THREE, PARTNERSHIP, HOLLYWOOD, COMPUTER = (
    "two players",
    "three players",
    "partnership",
    "Hollywood",
    "the computer",
)
EVERY_FORMAT = (HEADS_UP, THREE, PARTNERSHIP, HOLLYWOOD, COMPUTER)
FORMATS = {
    "en-US": (HEADS_UP, PARTNERSHIP),
    "pt-BR": (THREE, COMPUTER),
    "es-ES": (HOLLYWOOD, HEADS_UP),
    "fr": EVERY_FORMAT,
    "de": EVERY_FORMAT,
    "pl": EVERY_FORMAT,
    # The pseudo-language (every English message accented and 40% longer): words longer than
    # any real language's, in every format, for whatever a future translation brings.
    PSEUDO.code: EVERY_FORMAT,
}
# The languages whose words run longest also draw pictures (their alt text) and play each game
# in a thread of its own (its name).
PICTURES_AND_THREADS = ("fr", "de", "pl", PSEUDO.code)
ISOLATION_MARKS = ("\u2068", "\u2069")
# A member, channel or command mention, or a timestamp: Markdown Discord renders in a message's
# content, an embed's description and its field values only.
RENDERED_ONLY_IN_TEXT = re.compile(r"<(?:@!?\d|#\d|/[-\w ]+:\d|t:\d)")


def test_the_spread_plays_each_format_in_two_languages_at_least() -> None:
    for fmt in EVERY_FORMAT:
        assert sum(fmt in played for played in FORMATS.values()) >= 2, fmt
    assert all(len(played) >= 2 for played in FORMATS.values())


@pytest.fixture
async def harness(
    fake: FakeDiscord, tmp_path: Path, request: pytest.FixtureRequest
) -> AsyncIterator[Harness]:
    """The bot on SQLite alone: its messages are the same on every backend (the suite's own
    harness runs each test once per backend)."""
    async with fresh_database("sqlite", request, tmp_path) as database:
        h = Harness(fake, tmp_path, database)
        yield h
        await _finish(h)  # the leak witness, and no message that could ping everyone
        if h.bot is not None and not h.bot.is_closed():
            await h.stop()


async def answer(it: Any) -> FakeMessage:
    message: FakeMessage = await it.message()
    return message


async def start_game(fake: FakeDiscord, options: dict[str, Any], *invited: FakeUser) -> int:
    """Alice's challenge, accepted by everyone ``invited``: posted in the channel, or in a
    thread of its own (the server opens one per game); the game's id."""
    alice = fake.humans[0]
    asked = await answer(await fake.slash(alice, "gin challenge", options))
    if asked.public:
        message = asked
    else:  # "Your challenge is posted in <#thread>"
        threads = [c for c in fake.guild.channels.values() if c.parent_id == fake.channel.id]
        found = fake.last_message(max(threads, key=lambda c: c.id))
        assert found is not None, asked.text
        message = found
    game_id = int(next(c for c in message.custom_ids() if c.startswith("gin:")).split(":")[1])
    for user in invited:
        accept = control(message, "accept")  # each acceptance redraws the buttons
        assert accept is not None, f"no Accept left for {user.username}"
        await (await fake.click(user, message, accept["custom_id"])).response()
    return game_id


async def play_whole_game(harness: Harness, fake: FakeDiscord, fmt: str) -> int:
    """One game of ``fmt`` to its end, its players clicking through their private hands (one
    of them looks at the table's Recent moves and Rules on the way); its id."""
    alice, bob, carol, dave = fake.humans
    if fmt == COMPUTER:
        options = {"opponent": fake.bot_user, "level": "easy", "target": 60}
        game_id = await start_game(fake, options)
        users = [alice]
    elif fmt == THREE:
        options = {"opponent": bob, "opponent2": carol, "format": "three", "target": 60}
        game_id = await start_game(fake, options, bob, carol)
        users = [alice, bob, carol]
    elif fmt == PARTNERSHIP:
        options = {
            "opponent": bob,
            "opponent2": dave,
            "partner": carol,
            "format": "partnership",
            "target": 80,
        }
        game_id = await start_game(fake, options, bob, dave, carol)
        users = [alice, bob, carol, dave]
    elif fmt == HOLLYWOOD:
        game_id = await start_game(
            fake, {"opponent": bob, "format": "hollywood", "target": 40}, bob
        )
        users = [alice, bob]
    else:
        game_id = await start_game(fake, {"opponent": bob, "target": 100}, bob)
        users = [alice, bob]
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.ACTIVE
    players = {u.id: Player(fake, u, game_id) for u in users}
    await harness.play(
        game_id, players, until=lambda t: sum(len(d.actions) for d in game_of(t).deals) >= 4
    )
    await harness.idle()
    table_message = harness.table_message(game_id)
    for action in ("moves", "rules"):  # a spectator's private looks at the table
        comp = control(table_message, action)
        assert comp is not None, action
        await answer(await fake.click(dave, table_message, comp["custom_id"]))
    await harness.play(game_id, players, max_moves=20_000)
    await harness.idle()
    table = harness.table(game_id)
    assert table.status is GameStatus.FINISHED and len(game_of(table).history) >= 2
    return game_id


async def commands_read_most(
    harness: Harness, fake: FakeDiscord, computer_game: int | None
) -> None:
    """The answers a member reads most, after the games: each in the member's or the server's
    language."""
    alice, bob = fake.humans[:2]
    asked: list[Callable[[], Awaitable[Any]]] = [
        lambda: fake.slash(alice, "gin help"),
        lambda: fake.slash(alice, "gin rules"),
        lambda: fake.slash(alice, "gin rules", {"about": "ratings"}),
        lambda: fake.slash(alice, "gin games"),
        lambda: fake.slash(alice, "gin leaderboard"),
        lambda: fake.slash(alice, "gin stats", {"versus": bob}),
        lambda: fake.slash(fake.owner, "gin-admin settings"),
    ]
    for ask in asked:
        await answer(await ask())
    history = await answer(await fake.slash(alice, "gin history"))
    menu = next(c for c in history.custom_ids() if c.startswith("gin-sheet:"))
    option = next(
        comp["options"][0]["value"]
        for row in history.components
        for comp in row["components"]
        if comp.get("custom_id") == menu
    )
    await answer(await fake.select(alice, history, menu, [option]))
    if computer_game is not None:  # the computer game's review, the player's own
        sheet = next(
            m
            for m in fake.public_messages()
            if (control(m, "review") or {}).get("custom_id", "").split(":")[1:2]
            == [str(computer_game)]
        )
        review = control(sheet, "review")
        assert review is not None
        await answer(await fake.click(alice, sheet, review["custom_id"]))
    await harness.idle()


@pytest.mark.parametrize("code", list(FORMATS))
async def test_whole_games_in_every_language_stay_within_discords_limits(
    harness: Harness, fake: FakeDiscord, code: str
) -> None:
    fake.guild.preferred_locale = code
    for user in (fake.owner, *fake.humans):
        user.locale = code
    await harness.start(seed=3 + list(FORMATS).index(code))
    # The pseudo-language is no choice of the setting: the server's own Discord language says it.
    settings: dict[str, Any] = {"language": code} if code != PSEUDO.code else {}
    if code in PICTURES_AND_THREADS:
        settings |= {"pictures": True, "threads": True}
    await answer(await fake.slash(fake.owner, "gin-admin settings", settings))
    played: dict[str, int] = {}
    for fmt in FORMATS[code]:
        played[fmt] = await play_whole_game(harness, fake, fmt)
    await commands_read_most(harness, fake, played.get(COMPUTER))

    # Every format played to its score sheet, in the server's language.
    sheets = [m for m in fake.public_messages() if control(m, "rematch") is not None]
    assert len(sheets) == len(played)
    if code in PICTURES_AND_THREADS:
        alt = [
            a["description"]
            for m in fake.messages.values()
            for v in m.versions
            for a in v.attachments
            if a.get("description")
        ]
        assert alt, "no picture was drawn"
        threads = [c for c in fake.guild.channels.values() if c.parent_id == fake.channel.id]
        assert len(threads) == len(played)  # a thread per game
    if code == PSEUDO.code:  # no bare English: every word the games showed is the catalogue's
        names = [u.global_name or u.username for u in (fake.owner, *fake.humans)]
        for message in fake.messages.values():
            for version in message.versions:
                said = "\n".join(
                    [version.text, *(a.get("description") or "" for a in version.attachments)]
                )
                # The score sheet's column heads are letters, a side each (its legend names them).
                left = [piece for piece in leftovers(said, names) if piece.strip() not in LETTERS]
                assert not left, f"not from the catalogue: {left!r} in {version.source} {said!r}"
        for thread in (c for c in fake.guild.channels.values() if c.parent_id == fake.channel.id):
            assert not leftovers(thread.name), thread.name
    # Mentions and timestamps only where Discord renders them (content, an embed's description
    # and field values): a title, field name, footer or author would show "<t:…:R>" raw.
    for message in fake.messages.values():
        for version in message.versions:
            for embed in version.embeds:
                plain = [embed.get("title") or "", (embed.get("footer") or {}).get("text", "")]
                plain += [(embed.get("author") or {}).get("name", "")]
                plain += [f["name"] for f in embed.get("fields", [])]
                for text in plain:
                    assert not RENDERED_ONLY_IN_TEXT.search(text), (text, version.source)
    # Discord took every request: no limit broken, in any language.
    assert [str(v) for v in fake.violations] == []
    # Nothing the bot sent carries an isolation mark (messages, edits, answers, threads).
    for sent in fake.requests:
        body = json.dumps(sent.json, ensure_ascii=False) if sent.json is not None else ""
        assert not any(mark in body for mark in ISOLATION_MARKS), f"{sent}: {body[:300]}"
    for message in fake.messages.values():
        for version in message.versions:
            said = version.text + "".join(a.get("description") or "" for a in version.attachments)
            assert not any(mark in said for mark in ISOLATION_MARKS), said[:300]
