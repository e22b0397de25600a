"""The log of the real ``python -m bot`` process at DEBUG, through a whole game played by two
members on the fake Discord: no bot token, no interaction token, no database password and no
card of a private hand in it, as text or as JSON; the JSON parses line by line and names the
game, the server, the channel and the member a line is about; the text has no colour codes
when it goes to a file.

The fake knows what the bot could have leaked: every interaction token it issued, every private
message it delivered (each version's cards), and the decks as the database keeps them. And the
checks can't pass for want of lines to check: the log must hold discord.py's lines for every
interaction of the game, its event from the gateway (which carries its token and, for a click
on a private hand, that hand) and its answer's request (whose URL carries the token), and its
lines of the requests made with the bot's token (which would print their payloads).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import secrets
import signal
import sqlite3
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

import pytest

from bot.engine import Card
from tests.support.fakediscord import FakeDiscord, FakeInteraction, FakeMessage, FakeUser
from tests.support.players import CARD, Player, cards_in, control, version_of
from tests.support.processes import descendants, kill_all
from tests.support.run_bot import command
from tests.support.tokens import bot_token

MAX_STEPS = 2000
ESCAPE = "\x1b["  # an ANSI escape sequence's start (colours)
# A card's suit in JSON's \u form (as the JSON log writes non-ASCII text).
ESCAPED_SUITS = re.compile(r"\\u266[0356]")


@contextlib.asynccontextmanager
async def bot_logging_to(
    fake: FakeDiscord, database: Path | str, log: Path, **env: str
) -> AsyncIterator[None]:
    """``python -m bot`` at DEBUG with its standard error in ``log`` (a file: not a terminal,
    and never a full pipe), connected to ``fake``; stopped with SIGTERM at the end."""
    argv, environment = command(fake, database, GIN_LOG_LEVEL="DEBUG", **env)
    with log.open("wb") as out:
        proc = await asyncio.create_subprocess_exec(
            *argv, cwd=log.parent, env=environment, stdout=asyncio.subprocess.DEVNULL, stderr=out
        )
        try:
            exited = asyncio.ensure_future(proc.wait())
            connected = asyncio.ensure_future(
                fake.wait_for(fake.connected_sessions, 30, "the bot process to connect")
            )
            await asyncio.wait({exited, connected}, return_when=asyncio.FIRST_COMPLETED)
            exited.cancel()
            if not connected.done():
                connected.cancel()
                raise AssertionError(
                    f"the bot process ended ({proc.returncode}):\n{log.read_text()[-3000:]}"
                )
            connected.result()
            yield
            proc.send_signal(signal.SIGTERM)
            assert await asyncio.wait_for(proc.wait(), 30) == 0, log.read_text()[-3000:]
        finally:
            if proc.returncode is None:
                kill_all(descendants(proc.pid))
                proc.kill()
                await proc.wait()


def posts_titled(fake: FakeDiscord, prefix: str) -> list[FakeMessage]:
    return [
        m
        for m in fake.public_messages()
        if any((e.get("title") or "").startswith(prefix) for e in m.embeds)
    ]


async def play_to_the_end(fake: FakeDiscord, first: FakeUser, second: FakeUser) -> int:
    """``first`` challenges ``second`` to a game to 10 points, and both play it out; its id."""
    it = await fake.slash(first, "gin challenge", {"opponent": second, "target": 10})
    table = await it.message()
    accept = control(table, "accept")
    assert accept is not None, table.text
    await (await fake.click(second, table, accept["custom_id"])).response()
    hand = control(table, "hand")
    assert hand is not None, table.text
    game_id = int(hand["custom_id"].split(":")[1])
    players = [Player(fake, first, game_id), Player(fake, second, game_id)]
    for player in players:  # each has a private hand from the start, whoever moves first
        await player.open_hand(table)
    for _ in range(MAX_STEPS):
        for player in players:
            message = await player.refresh()
            if "**Your turn:**" in message.text:
                break
        else:
            raise AssertionError(f"nobody's turn in game {game_id}")
        version = version_of(message)
        assert version is not None
        await player.act(version, table)
        assert player.hand_message is not None
        if control(player.hand_message, "refresh") is None:  # no controls left: it's over
            await fake.wait_for(lambda: posts_titled(fake, "Game over"), 15, "the score sheet")
            return game_id
    raise AssertionError(f"game {game_id} still going after {MAX_STEPS} steps")


@dataclass
class LoggedGame:
    fake: FakeDiscord
    game_id: int
    log: str  # the process's whole standard error
    decks: list[str]  # each deal's deck, as the database keeps it

    @property
    def interactions(self) -> list[FakeInteraction]:
        return list(self.fake.interactions.values())


def decks_of(database: Path, game_id: int) -> list[str]:
    db = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
    try:
        (state,) = db.execute("SELECT state FROM games WHERE id = ?", (game_id,)).fetchone()
    finally:
        db.close()
    return [deal["deck"] for deal in json.loads(state)["deals"]]


async def logged_game(fake: FakeDiscord, tmp_path: Path, log_format: str) -> LoggedGame:
    database, log = tmp_path / "gin.sqlite3", tmp_path / "bot.log"
    async with bot_logging_to(fake, database, log, GIN_LOG_FORMAT=log_format):
        alice, bob, _, _ = fake.humans
        game_id = await play_to_the_end(fake, alice, bob)
    return LoggedGame(fake, game_id, log.read_text(), decks_of(database, game_id))


def lines_naming(log: str, needle: str) -> list[str]:
    return [line for line in log.splitlines() if needle in line]


def private_messages(fake: FakeDiscord) -> list[FakeMessage]:
    """Every private (ephemeral) message the bot made that showed a hand."""
    return [m for m in fake.ephemeral_messages() if any(cards_in(v.text) for v in m.versions)]


def card_forms(card: Card) -> list[str]:
    """The ways a card may be written in a payload: its code as a JSON value, its name as
    screen readers hear it (select options carry it)."""
    return [f'"{card.code}"', f"'{card.code}'", card.spoken]


def assert_no_secret_and_no_private_card(game: LoggedGame) -> None:
    fake, log = game.fake, game.log
    its = game.interactions
    assert len(its) >= 5  # a challenge, its acceptance, two hands opened, a move at least
    # The lines to check are there: discord.py logged each interaction's event from the gateway
    # (which carries the message clicked: a private hand, for a click there) and its answer's
    # request (whose URL carries the interaction's token).
    events = lines_naming(log, "INTERACTION_CREATE")
    assert len(events) >= len(its)
    for it in its:
        assert lines_naming(log, f"/interactions/{it.id}/"), f"no line about {it.description}"
    channel = fake.channel.id
    assert re.search(rf"POST \S+/channels/{channel}/messages with .* has returned 200", log)
    # No token: the bot's (nor its signature alone), nor any interaction's.
    token = bot_token(fake.bot_user.id)
    assert token not in log and token.rsplit(".", 1)[1] not in log
    leaked = [it.description for it in its if it.token in log]
    assert leaked == [], f"interaction tokens in the log: {leaked[:3]}"
    # No card on a line about a private message: a line naming it, or an interaction that
    # answered with it or was a click on it.
    privates = private_messages(fake)
    assert len(privates) >= 2  # both players' hands
    carried = 0
    for message in privates:
        cards = set().union(*(cards_in(v.text) for v in message.versions))
        ids = {str(it.id) for it in its if message in (it.original, it.source_message)}
        ids.add(str(message.id))
        lines = [line for line in log.splitlines() if any(i in line for i in ids)]
        assert lines, f"no line about private message {message.id}"
        for line in lines:
            assert not CARD.search(line) and not ESCAPED_SUITS.search(line), line[:400]
            for card in cards:
                assert not any(form in line for form in card_forms(card)), (card, line[:400])
        # The gateway's events of the clicks on it did carry the hand.
        carried += any(
            card.spoken in json.dumps(it.payload, ensure_ascii=False)
            for it in its
            if it.source_message is message
            for card in cards
        )
    assert carried >= 1
    # No private text anywhere at all, as sent or as JSON writes it.
    for message in privates:
        for version in message.versions:
            for embed in version.embeds:
                text = embed.get("description") or ""
                for line in (t for t in text.split("\n") if cards_in(t)):
                    for form in (line, json.dumps(line)[1:-1]):
                        assert form not in log, f"a private line in the log: {line}"
    # Nor the deck, whole, as the database keeps it (a driver's debug line could print it).
    assert game.decks and all(deck not in log for deck in game.decks)


@pytest.mark.parametrize("log_format", ["text", "json"])
async def test_a_games_debug_log_holds_no_token_and_no_private_card(
    fake: FakeDiscord, tmp_path: Path, log_format: str
) -> None:
    game = await logged_game(fake, tmp_path, log_format)
    assert_no_secret_and_no_private_card(game)
    if log_format == "text":
        # A file is not a terminal: no colours, though discord.py colours in Docker.
        assert ESCAPE not in game.log


async def test_the_json_log_of_a_game_names_the_game_and_the_clickers(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    game = await logged_game(fake, tmp_path, "json")
    lines = [json.loads(line) for line in game.log.splitlines()]  # each line: one object
    assert len(lines) > 50
    for line in lines:
        assert {"time", "level", "logger", "message", "cluster"} <= line.keys(), line
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", line["time"]), line
        assert line["cluster"] == 0
    guild, channel = game.fake.guild, game.fake.channel
    # Every click on the game's controls: its lines name the game, the clicker, the server,
    # the channel and the shard.
    clicks = [
        it
        for it in game.interactions
        if str(it.payload["data"].get("custom_id", "")).startswith(f"gin:{game.game_id}:")
    ]
    assert len(clicks) >= 4
    for it in clicks:
        about = [line for line in lines if f"/interactions/{it.id}/" in line["message"]]
        assert about, it.description
        for line in about:
            assert line.get("game") == game.game_id, line
            assert line.get("member") == str(it.user.id), line
            assert (line.get("guild"), line.get("channel")) == (str(guild.id), str(channel.id))
            assert line.get("shard") == 0, line
    # The table's edits, the showdowns and the score sheet (the bot's token, not a click's):
    # their lines name the game, and no member.
    in_channel = [line for line in lines if f"/channels/{channel.id}/" in line["message"]]
    assert len(in_channel) >= 4
    for line in in_channel:
        assert line.get("game") == game.game_id and "member" not in line, line
        assert (line.get("guild"), line.get("channel")) == (str(guild.id), str(channel.id))


async def test_the_database_password_appears_nowhere_in_the_log(
    fake: FakeDiscord, tmp_path: Path, postgres_url: str
) -> None:
    # The test server trusts loopback: any password gets in, so the URL may carry one. This
    # one must be percent-encoded in a URL: neither form may show.
    password = "pw/" + secrets.token_hex(8)
    written = quote(password, safe="")
    url = postgres_url.replace("postgresql://postgres@", f"postgresql://postgres:{written}@")
    assert written in url and written != password
    log = tmp_path / "bot.log"
    async with bot_logging_to(fake, url, log, GIN_LOG_FORMAT="text"):
        alice, bob, _, _ = fake.humans
        it = await fake.slash(alice, "gin challenge", {"opponent": bob})
        assert (await it.message()).public  # the database at work: a challenge saved
    text = log.read_text()
    assert password not in text and written not in text
    # The log did name the database (its start-up line), without the password.
    assert url.replace(written, "***") in text
