"""The composition root: every part of the running bot built once, in one place, each handed what
it needs (the store, the table service with its computer, the confirmations, the click registry,
the picture workers and files, the table publisher, the turn pinger, the hand and proposal
messages). :meth:`GinBot.setup_hook <bot.discord.client.GinBot.setup_hook>` calls
:func:`build_house`, then loads the cogs (``cogs.setup``), which take their parts from the house
and fill the click registry; nothing looks another part up at run time.

Closing goes the other way: the timers and the Discord side first (posts not sent stay owed),
then the worker processes; the store is the bot's to close, last.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Callable
from dataclasses import dataclass, field

import discord

from bot.discord.command_mentions import CommandMentions
from bot.discord.components import ClickRouter
from bot.discord.controls import ControlKey
from bot.discord.hands import HandMessages
from bot.discord.keys import TableKeys
from bot.discord.pacing import Pacer
from bot.discord.picture_files import PictureFiles
from bot.discord.pinger import TurnPinger
from bot.discord.proposal_messages import ProposalMessages
from bot.discord.publisher import TablePublisher
from bot.discord.tournament_posts import TournamentPosts, open_and_start, open_event_thread
from bot.metrics import OFF, Metrics
from bot.model import Shards
from bot.model.computer import is_computer
from bot.pictures.workers import PictureWorkers
from bot.service import ComputerRunner, Confirmations, Event, TableError, TableService
from bot.service.tournaments import TournamentService
from bot.store import Store

__all__ = ["House", "build_house"]

log = logging.getLogger(__name__)


@dataclass(eq=False)
class House:
    """The parts of one running bot, as :func:`build_house` wired them."""

    store: Store
    service: TableService
    confirmations: Confirmations
    clicks: ClickRouter
    computer: ComputerRunner
    pictures: PictureWorkers
    files: PictureFiles
    publisher: TablePublisher
    keys: TableKeys
    pinger: TurnPinger
    hands: HandMessages
    proposals: ProposalMessages
    tournaments: TournamentService
    events: TournamentPosts
    tick_seconds: float
    owns_pictures: bool  # False: the workers were handed in, and their owner closes them
    # The slash commands as messages name them (mentions once the bot knows their ids).
    commands: CommandMentions = field(default_factory=CommandMentions)
    _timers: asyncio.Task[None] | None = None

    @property
    def key(self) -> ControlKey:
        return self.clicks.key

    # -- running -------------------------------------------------------------------------------

    async def start(self) -> None:
        """Start the workers, follow the service's events, redraw every live table and deliver
        what the outbox still owes (after a restart), take up the pings, run the timers."""
        self.pictures.start()
        await self.keys.load(self.service.shards)
        self.service.subscribe(self.on_table_event)
        self.tournaments.subscribe(self.events.on_event)
        for table in self.service.tables():
            self.publisher.schedule(table)
        for table, post in self.service.owed_posts():
            self.publisher.deliver(table, [post])
        for tournament, event_post in self.tournaments.owed_posts():
            self.events.deliver(tournament.id, [event_post])
        await self.pinger.start()
        self._timers = asyncio.create_task(self._run_timers())

    async def _run_timers(self) -> None:
        while True:
            await asyncio.sleep(self.tick_seconds)
            try:
                await self.tick()
                await self.service.heartbeat()
            except Exception:
                log.exception("timers failed")

    async def tick(self) -> None:
        """Every deadline that has passed (the tables'), the events whose start came, and what
        an event couldn't do before (a thread Discord refused a moment ago); the tables where
        the bot was not invited whose key runs out soon are put to sleep."""
        await self.service.tick()
        await self.publisher.put_to_sleep()
        await self._start_due()
        await self.tournaments.resume()

    async def _start_due(self) -> None:
        """Start the events whose start time came (one that can't start is cancelled, and says
        why in its channel)."""
        for tournament in self.tournaments.due():
            try:
                await open_and_start(self.events.client, self.tournaments, tournament, None)
            except TableError as exc:
                log.info("tournament %s could not start: %s", tournament.id, exc)
                await self.tournaments.cancel(tournament.id, by=None)
            except discord.HTTPException as exc:
                log.warning("tournament %s: could not open its thread (%s)", tournament.id, exc)

    def on_table_event(self, event: Event) -> None:
        """A table changed: its message, its posts, the hands and proposal shown of it, and
        whose turn it is."""
        table = event.table
        # A table with no message yet is being posted by the command that made it; a
        # tournament's game has no command: the publisher posts it.
        if table.row.table_message_id is not None or table.row.tournament_id is not None:
            self.publisher.schedule(table, committed=True)
        if event.posts:
            self.publisher.deliver(table, event.posts)
        if any(is_computer(p) for p in table.players):
            self.hands.refresh(table, event.actor)
        self.proposals.on_table(table)
        self.pinger.on_event(event)

    # -- stopping ------------------------------------------------------------------------------

    async def stop(self, timeout: float = 1.0) -> None:
        """Stop the timers, and give the posts and pings in flight ``timeout`` seconds each.
        Owed posts are not lost if they don't make it now: they stay in the outbox."""
        if self._timers is not None:
            self._timers.cancel()
        await self.publisher.close(timeout=timeout)
        await self.events.close(timeout=timeout)
        await self.pinger.close(timeout=timeout)

    def close_workers(self) -> None:
        """End the worker processes this house started (the computer's, the pictures')."""
        self.computer.close()
        if self.owns_pictures:
            self.pictures.close()


async def build_house(
    client: discord.Client,
    store: Store,
    *,
    computer: ComputerRunner,
    shards: Shards,
    pacer: Pacer,
    clock: Callable[[], float],
    rng_for: Callable[[int], random.Random] | None,
    computer_pause: float,
    tick_seconds: float,
    pictures: PictureWorkers | None = None,
    metrics: Metrics = OFF,
) -> House:
    """Every part of the bot on ``store``, each handed what it needs (``pictures``: workers to
    share, else the house starts its own; ``computer``: the runner the bot made, closed with
    the house's workers; ``pacer``: the client's, which every request with the bot's token
    waits for)."""
    service = TableService(
        store,
        clock=clock,
        rng_for=rng_for,
        computer=computer,
        computer_pause=computer_pause,
        shards=shards,
        metrics=metrics,
    )
    confirmations = Confirmations(store, service.bot_time)
    commands = CommandMentions()  # learnt once the commands are synced
    clicks = ClickRouter(ControlKey(await store.control_key()), commands)
    workers = pictures if pictures is not None else PictureWorkers()
    files = PictureFiles(workers, metrics)
    keys = TableKeys(client, store)
    publisher = TablePublisher(client, service, clicks.key, files, pacer, keys, metrics)
    tournaments = TournamentService(service)
    tournaments.open_thread = lambda tournament, number: open_event_thread(
        client, tournaments, tournament, number
    )
    return House(
        store=store,
        service=service,
        confirmations=confirmations,
        clicks=clicks,
        computer=computer,
        pictures=workers,
        files=files,
        publisher=publisher,
        keys=keys,
        pinger=TurnPinger(client, service, publisher.channel_words),
        hands=HandMessages(clicks.key, publisher, files, service.choices.card_style),
        proposals=ProposalMessages(client, service, clicks.key, publisher.channel_words),
        tournaments=tournaments,
        events=TournamentPosts(client, tournaments, clicks.key, commands),
        commands=commands,
        tick_seconds=tick_seconds,
        owns_pictures=pictures is None,
    )
