"""The end-to-end harness: one bot (or its successor after a restart) on one database, seen
through the fake Discord, and helpers the bot's end-to-end tests share.

Games are seeded (``rng_for``) and played by the scripted players of ``players.py``; the bot's
clock is the fake's clock, and timers run only when a test calls ``service.tick()``.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from prometheus_client import CollectorRegistry

from bot.config import Config, Sharding
from bot.discord.client import GinBot
from bot.discord.monitoring import Monitor
from bot.engine import Action, Deal, Game, Rules
from bot.metrics import Metrics
from bot.model import GameStatus, Shards
from bot.model.computer import computer_level
from bot.pictures import drawing, workers
from bot.pictures.workers import PictureWorkers
from bot.service import Table, TableService
from tests.support.fakediscord import (
    FakeChannel,
    FakeDiscord,
    FakeInteraction,
    FakeMessage,
    FakeUser,
)
from tests.support.fakediscord.client import start_bot, stop_bot
from tests.support.players import Player, Witness, control, simulate
from tests.support.store_reads import result_of
from tests.support.tokens import bot_token

__all__ = [
    "CHANNEL_MESSAGE",
    "EPHEMERAL",
    "UPDATE_MESSAGE",
    "Harness",
    "deal_of",
    "first_seed",
    "game_of",
    "hand_messages",
    "has_picture",
    "outcome_of",
    "refusal",
    "slow_pictures",
    "titled",
    "to_act",
]

EPHEMERAL = 64
# One pair of picture workers for every bot the tests start (each bot would start its own).
PICTURES = PictureWorkers()
CHANNEL_MESSAGE, UPDATE_MESSAGE = 4, 7


class Harness:
    """One bot (or its successor after a restart) on one database, seen through the fake."""

    def __init__(
        self,
        fake: FakeDiscord,
        tmp_path: Path,
        database: str | None = None,
        shards: Shards | None = None,
        sharding: Sharding | None = None,
    ) -> None:
        self.fake = fake
        self.shards = shards  # a cluster's shards (None: the settings', ``sharding``)
        self.sharding = sharding or Sharding()
        # One bot at a time, started again at once: Discord's 5 s between identifies is the
        # fake's to enforce when a test asks (and the bot's, when a test sets this).
        self.identify_window = 0.0
        # A SQLite file (the tests that read it themselves), or a PostgreSQL server's URL.
        self.database: Path | str = tmp_path / "gin.sqlite3"
        if database is not None and not database.startswith("sqlite:///"):
            self.database = database
        self.witness = Witness(fake)
        # The bots' metrics (None: as the settings say, off in the tests).
        self.metrics: Metrics | None = None
        self.bot: GinBot | None = None
        self.tables: dict[int, Table] = {}
        self.monitor: Monitor | None = None  # see serve()

    def config(self) -> Config:
        return Config(
            token=bot_token(self.fake.bot_user.id), database=self.database, sharding=self.sharding
        )

    async def serve(self) -> Monitor:
        """From now on the bots it starts count their metrics and serve them, with /livez and
        /healthz, as ``python -m bot run`` does with GIN_METRICS_PORT set: on a free port of
        127.0.0.1 (``monitor.url``), closed with the fake. One set of metrics for every bot
        it starts (a restart counts on)."""
        metrics = self.metrics = Metrics(CollectorRegistry(), self.sharding.cluster)
        monitor = self.monitor = Monitor(self.config(), metrics, port=0)
        await monitor.start()
        self.fake.add_cleanup(monitor.close)
        return monitor

    async def start(self, seed: int = 1) -> GinBot:
        bot = GinBot(
            self.config(),
            shards=self.shards,
            clock=lambda: self.fake.clock.now().timestamp(),
            rng_for=lambda _game_id: random.Random(seed),
            tick_seconds=3600,  # the tests tick themselves
            computer_pause=0.05,
            pictures=PICTURES,
            identify_window=self.identify_window,
            metrics=self.metrics,
        )
        if self.monitor is not None:
            self.monitor.watch(bot)
        await start_bot(bot, self.fake)
        assert bot.service is not None
        self.witness.watch(bot.service)
        self.bot = bot
        return bot

    async def stop(self) -> None:
        """Stop the bot (as a restart does; posts Discord refuses meanwhile stay owed)."""
        assert self.bot is not None
        await stop_bot(self.bot)

    async def restart(self, seed: int = 1) -> GinBot:
        await self.stop()
        bot = await self.start(seed)
        await self.idle()
        return bot

    @property
    def service(self) -> TableService:
        assert self.bot is not None and self.bot.service is not None
        return self.bot.service

    async def idle(self) -> None:
        """Wait for the table edits in flight, then for the fake to go quiet."""
        assert self.bot is not None
        assert self.bot.publisher is not None and self.bot.pinger is not None
        assert self.bot.house is not None
        await self.bot.house.tournaments.wait_idle()
        await self.bot.publisher.wait_idle()
        await self.bot.house.events.wait_idle()
        await self.bot.pinger.wait_idle()
        await self.fake.settle()

    def table(self, game_id: int) -> Table:
        """The live table, or the last one seen once the game is over."""
        table = self.service.get(game_id)
        if table is not None:
            self.tables[game_id] = table
        return self.tables[game_id]

    def table_message(self, game_id: int) -> FakeMessage:
        message_id = self.table(game_id).row.table_message_id
        assert message_id is not None
        return self.fake.messages[message_id]

    async def challenge(
        self,
        challenger: FakeUser,
        opponent: FakeUser,
        channel: FakeChannel | None = None,
        **options: Any,
    ) -> tuple[FakeInteraction, FakeMessage]:
        it = await self.fake.slash(
            challenger, "gin challenge", {"opponent": opponent, **options}, channel=channel
        )
        return it, await it.message()

    async def start_game(self, challenger: FakeUser, opponent: FakeUser, **options: Any) -> int:
        """Challenge; every invited member (``opponent``, and ``opponent2`` / ``partner`` among
        the options) accepts; the game starts."""
        _, message = await self.challenge(challenger, opponent, **options)
        assert message.public, f"the challenge was refused: {message.text}"
        game_id = int(message.custom_ids()[0].split(":")[1])
        invited = [opponent, *(options[k] for k in ("opponent2", "partner") if k in options)]
        invited = [u for u in invited if u is not self.fake.bot_user]  # the computer: at once
        for user in invited:
            accept = control(message, "accept")  # each acceptance redraws the buttons
            assert accept is not None, f"no Accept left for {user.username}"
            click = await self.fake.click(user, message, accept["custom_id"])
            assert (await click.response()).type == UPDATE_MESSAGE
        assert self.table(game_id).status is GameStatus.ACTIVE
        assert self.table_message(game_id) is message
        return game_id

    async def play(
        self,
        game_id: int,
        players: dict[int, Player],
        *,
        until: Callable[[Table], bool] | None = None,
        max_moves: int = 3000,
    ) -> list[Action]:
        """Let the players move in turn until the game ends (or ``until(table)`` holds); with
        two deals in play (a partnership round) their moves interleave. Each private hand must
        show exactly the engine's hand and moves for that player."""
        moves: list[Action] = []
        for step in range(max_moves):
            table = self.table(game_id)
            if table.status is not GameStatus.ACTIVE or (until is not None and until(table)):
                return moves
            acting = table.acting
            user = acting[step % len(acting)]
            if user not in players:  # the computer: it moves by itself

                def moved(before: int = table.version) -> bool:
                    return self.table(game_id).version != before

                await self.fake.wait_for(
                    moved,
                    10.0,
                    f"the computer's move in game {game_id}",
                )
                continue
            game = game_of(table)
            index = game.deal_of(table.players.index(user))
            assert index is not None
            deal, seating = game.deals[index], game.seatings[index]
            hand = deal.hand(seating.players.index(table.players.index(user)))
            # The bot records its table message once Discord has answered its post: on a busy
            # host a member may see the message a moment before (and may click it: its
            # buttons carry the game).
            await self.fake.wait_for(
                lambda: self.table(game_id).row.table_message_id,
                10.0,
                f"game {game_id}'s table message recorded",
            )
            message = self.table_message(game_id)
            version = table.view_version(user)
            moves.append(await players[user].act(version, message, hand, deal.legal_actions()))
        raise AssertionError(f"game {game_id} still going after {max_moves} moves")


def game_of(table: Table) -> Game:
    assert table.game is not None
    return table.game


def deal_of(table: Table) -> Deal:
    return game_of(table).deal


async def outcome_of(harness: Harness, game_id: int) -> tuple[str, str | None, int, int]:
    """(ending, reason, who placed first, who placed last) from a two-player game's stored
    result rows."""
    rows = await result_of(harness.service.store, game_id)
    first = next(r.member_id for r in rows if r.place == 1)
    last = next(r.member_id for r in rows if r.place == max(r.place for r in rows))
    return rows[0].ending, rows[0].reason, first, last


def to_act(table: Table) -> int:
    """The one player to act (a game with one deal in play)."""
    (user,) = table.acting
    return user


def first_seed(rules: Rules, wanted: Callable[[Any], bool], **kwargs: Any) -> int:
    """The first seed whose engine-only replay (same players, same policy) shows ``wanted``."""
    for seed in range(500):
        if wanted(simulate(seed, rules, **kwargs)):
            return seed
    raise AssertionError("no seed in range(500) gives the situation this test needs")


def hand_messages(fake: FakeDiscord) -> list[FakeMessage]:
    return [
        m
        for m in fake.message_log()
        if any((e.get("title") or "").startswith("Your hand") for v in m.versions for e in v.embeds)
    ]


def titled(fake: FakeDiscord, prefix: str) -> list[FakeMessage]:
    return [
        m
        for m in fake.public_messages()
        if any((e.get("title") or "").startswith(prefix) for e in m.embeds)
    ]


async def refusal(it: FakeInteraction) -> str:
    """The interaction was answered with a private message; its text."""
    callback = await it.response()
    message = await it.message()
    assert callback.type == CHANNEL_MESSAGE and message.ephemeral, message.text
    assert message.visible_to(it.user)
    assert not any(message.visible_to(u) for u in it.fake.humans if u != it.user)
    return message.text


def slow_pictures(monkeypatch: pytest.MonkeyPatch, seconds: float) -> None:
    """Every picture takes ``seconds`` longer to draw, as on a host whose workers are busy or
    still starting (none comes from the process's cache meanwhile)."""
    real = workers._Worker.draw

    def slow_draw(self: Any, scene: Any, *args: Any) -> asyncio.Future[bytes]:
        asked = real(self, scene, *args)
        loop = asyncio.get_running_loop()
        late: asyncio.Future[bytes] = loop.create_future()

        def hand_over() -> None:
            if late.done():
                return
            error = asked.exception()  # dropped for a newer scene, or the worker stopped
            if error is not None:
                late.set_exception(error)
            else:
                late.set_result(asked.result())

        asked.add_done_callback(lambda _: loop.call_later(seconds, hand_over))
        return late

    monkeypatch.setattr(workers._Worker, "draw", slow_draw)
    monkeypatch.setattr(drawing, "drawn", lambda scene: None)


def has_picture(message: FakeMessage) -> bool:
    """The message shows a picture: an embed image and the file it names."""
    images = [e.get("image", {}).get("url", "") for e in message.embeds]
    return any(images) and bool(message.latest.attachments)


def names_of(fake: FakeDiscord, table: Table) -> list[str]:
    """The players' names as the fake Discord knows its members, by player (the bot's own
    record of them is not read): the display name, the computer by its level."""
    names = []
    for member in table.players:
        level = computer_level(member)
        user = fake.users.get(member)
        names.append(f"Computer ({level.value})" if level else user.global_name or user.username)  # type: ignore[union-attr]
    return names
