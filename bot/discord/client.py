"""The Bot subclass: opens the store, has the composition build every part
(:mod:`bot.discord.composition`), loads live games, registers the cogs and the dynamic controls,
syncs the commands; and closes it all in order."""

from __future__ import annotations

import asyncio
import gc
import hashlib
import json
import logging
import random
import sys
import time
from collections.abc import Callable
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands
from prometheus_client import CollectorRegistry

from bot import version
from bot.config import DEV_GUILD_INSTALLS, Config, ConfigError
from bot.discord import metering, uploads
from bot.discord.command_mentions import PLAIN
from bot.discord.command_words import CatalogueTranslator
from bot.discord.components import AnyControl, ClickRouter, note_interaction
from bot.discord.composition import House, build_house
from bot.discord.pacing import PacedConnector, Pacer
from bot.discord.pinger import TurnPinger
from bot.discord.places import NotHere
from bot.discord.publisher import TablePublisher
from bot.discord.render.words import member_words
from bot.invite import invite_url
from bot.metrics import Metrics
from bot.model import ONE_PROCESS, CommandSync, Shards
from bot.pictures.workers import PictureWorkers
from bot.service import (
    COMPUTER_PAUSE,
    ComputerRunner,
    Confirmations,
    TableService,
    warm_when_needed,
)
from bot.store import Store
from bot.store.factory import open_store

__all__ = ["GinBot", "tune_garbage_collector"]

log = logging.getLogger(__name__)

IDENTIFY_WINDOW = 5.0  # Discord: max_concurrency identifies per this many seconds
# The most a claim of an identify slot may take before its IDENTIFY goes: the slot is held this
# much longer than the window, and a slower claim (a busy host, a busy database) waits its slot
# out and claims again, so that Discord sees the IDENTIFYs a whole window apart.
IDENTIFY_MARGIN = 0.5
LEASE_FRESH = 120.0  # a shard's lease renewed this recently is held by a running process


class _NoVoiceWarnings(logging.Filter):
    """The bot has no voice: discord.py's warnings that PyNaCl and davey are missing say
    nothing an admin should act on."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "voice will NOT be supported" not in record.getMessage()


logging.getLogger("discord.client").addFilter(_NoVoiceWarnings())


def tune_garbage_collector() -> None:
    """A busy bot makes many short-lived objects in reference cycles (discord.py's interactions,
    messages, views). With Python's default thresholds full collections come every few seconds
    under load and pause the event loop (every game's answer) for 100 ms or more; with a very
    high young threshold each young pass grows as long. Freeze what exists at start (never
    scanned again) and collect the young generation every 5,000 objects: 200 concurrent games
    measured p99 13 ms this way against 60-90 ms at 50,000 (bench/load.py)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(5_000, 20, 10)
    # aiosqlite's thread needs the GIL for every database step; the default 5 ms switch
    # interval lets a busy event loop hold it that long each time a commit waits.
    sys.setswitchinterval(0.001)


async def command_sync(
    tree: app_commands.CommandTree, application_id: int, guild_id: int | None
) -> CommandSync:
    """What a sync of ``tree`` would send, in short (see :class:`CommandSync`): its words in
    every language too, so that a new translation is synced."""
    guild = discord.Object(guild_id) if guild_id else None
    target = CommandSync.target_of(guild_id)
    commands = tree.get_commands(guild=guild)
    translator = tree.translator
    if translator is None:
        payload = [command.to_dict(tree) for command in commands]
    else:  # as CommandTree.sync sends them
        payload = [await command.get_translated_payload(tree, translator) for command in commands]
    text = json.dumps(
        {"application_id": application_id, "target": target, "commands": payload},
        sort_keys=True,
    )
    return CommandSync(hashlib.sha256(text.encode()).hexdigest(), target, application_id)


class GinTree(app_commands.CommandTree):
    """The slash commands, answered only where this process runs the server's shard."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        note_interaction(interaction)
        client = self.client
        return not isinstance(client, GinBot) or client.serves(interaction.guild_id)


class GinBot(commands.AutoShardedBot):
    """The bot on the shards it runs (``shards``; by default the settings' cluster, or one
    connection for every server): discord.py's AutoShardedBot, one connection per shard."""

    def __init__(
        self,
        config: Config,
        *,
        shards: Shards | None = None,
        clock: Callable[[], float] = time.time,
        rng_for: Callable[[int], random.Random] | None = None,
        tick_seconds: float = 5.0,
        computer_pause: float = COMPUTER_PAUSE,
        store: Store | None = None,
        pictures: PictureWorkers | None = None,
        sync_only: bool = False,
        identify_window: float | None = None,
        metrics: Metrics | None = None,
        **options: Any,
    ) -> None:
        uploads.install()  # the pictures' uploads sent as one buffer
        # Only the servers themselves: slash commands and buttons need no intent, and without
        # the message intents Discord doesn't send the bot an event for every table edit and
        # post it makes (each a large payload to decode, for nothing).
        # No message cache either: every click carries its message, and tables are edited by id.
        options.setdefault("max_messages", None)
        # Every message pings only the members it names: never everyone, @here or a role (a
        # member's name may read "@everyone"), whatever a message says for itself.
        options.setdefault(
            "allowed_mentions",
            discord.AllowedMentions(everyone=False, roles=False, replied_user=False),
        )
        if shards is None and config.sharding.count is not None:
            sharding = config.sharding
            shards = Shards.of_cluster(sharding.count or 1, sharding.cluster, sharding.clusters)
        # None: the count is Discord's recommendation, known once logged in (setup_hook).
        self.served_shards: Shards | None = shards
        if shards is not None:
            options.setdefault("shard_count", shards.count)
            options.setdefault("shard_ids", list(shards.ids))
        # Every request with the bot's token waits for its token here (bot.discord.pacing): the
        # process's share of the budget is its share of the shards (until they are known, of the
        # clusters).
        # What the bot counts, for GIN_METRICS_PORT (bot.metrics; off: nothing is counted).
        if metrics is None:
            on = config.metrics_port is not None
            metrics = Metrics(CollectorRegistry() if on else None, config.sharding.cluster)
        self.metrics = metrics
        self.pacer = Pacer(
            share=_share(shards) if shards is not None else 1 / config.sharding.clusters,
            metrics=metrics,
        )
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents(guilds=True),
            help_command=None,
            tree_cls=GinTree,
            **options,
        )
        # Its interactions and requests counted (bot.discord.metering; None: metrics off).
        self.meter = metering.watch(self, metrics)
        self.config = config
        self.clock = clock
        self.rng_for = rng_for
        self.tick_seconds = tick_seconds
        self.computer_pause = computer_pause
        # ``python -m bot`` opens (and checks) the store before it connects to Discord.
        self.store: Store | None = store
        # Picture workers to share (the tests' bots do); None: the bot starts and closes its own.
        self.pictures = pictures
        # ``python -m bot sync``: log in over HTTP, sync the commands (always), no games.
        self.sync_only = sync_only
        # Discord's identify limit: max_concurrency identifies every identify_window seconds
        # (0: no wait, for the tests' bots).
        self.identify_window = IDENTIFY_WINDOW if identify_window is None else identify_window
        self.max_concurrency = 1
        # Everything setup_hook builds (bot.discord.composition); the parts most asked for by
        # name below it.
        self.house: House | None = None
        self.service: TableService | None = None
        # The computer's worker process: started when a game needs it, closed with the bot.
        self.computer = ComputerRunner(metrics)
        self.confirmations: Confirmations | None = None
        # Every click reaches its handler through this (the cogs fill it at load).
        self.clicks: ClickRouter | None = None
        self.publisher: TablePublisher | None = None
        self.pinger: TurnPinger | None = None
        self.tree.error(self.on_app_command_error)

    async def login(self, token: str) -> None:
        """Log in, every request with the bot's token paced (discord.py would make a plain
        connector here, in the running loop, as a connector must be)."""
        if self.http.connector is discord.utils.MISSING:
            self.http.connector = PacedConnector(self.pacer, self.meter, limit=0)
        await super().login(token)

    def serves(self, guild_id: int | None) -> bool:
        """Whether this process answers the server's interactions now (see
        :meth:`TableService.runs`)."""
        return self.service is None or self.service.runs(guild_id)

    async def setup_hook(self) -> None:
        """The composition root: build every part, load the games, add the cogs, start."""
        if self.store is None:
            self.store = await open_store(self.config.database)
        if not self.sync_only:
            await self._prepare_shards(self.store)
        shards = self.served_shards or ONE_PROCESS  # (python -m bot sync runs no shard)
        house = self.house = await build_house(
            self,
            self.store,
            computer=self.computer,
            shards=shards,
            pacer=self.pacer,
            clock=self.clock,
            rng_for=self.rng_for,
            computer_pause=self.computer_pause,
            tick_seconds=self.tick_seconds,
            pictures=self.pictures,
            metrics=self.metrics,
        )
        self.service, self.confirmations, self.clicks = (
            house.service,
            house.confirmations,
            house.clicks,
        )
        self.publisher, self.pinger = house.publisher, house.pinger
        self.add_dynamic_items(AnyControl)
        if self.sync_only:
            # This process takes no clicks: no heartbeat may say the bot was alive, and the
            # house is not started (no timers, no worker processes): it syncs and logs out.
            house.service.pause()
        else:
            await self._load_games()
            warm_when_needed(self.computer, house.service)
        await self.load_extension("cogs")  # cogs.setup: the cogs, from the house's parts
        await self.tree.set_translator(CatalogueTranslator())  # the commands in six languages
        if not self.sync_only:
            await house.start()
        await self.sync_commands(force=self.sync_only)

    async def _prepare_shards(self, store: Store) -> None:
        """Before any shard connects: the shard count (``--shards auto``: the one the first
        cluster asked Discord for and kept in the database, so every cluster runs the same),
        the timers rebased if it changed, and Discord's identify limits for today."""
        recommended, _, limits = await self.http.get_bot_gateway()
        self.max_concurrency = max(1, int(limits.get("max_concurrency", 1)))
        sharding = self.config.sharding
        if self.served_shards is None:
            count = await store.shard_count()
            if count is None:
                count = max(recommended, sharding.clusters)
                log.info("Discord recommends %d shard(s)", recommended)
            self.served_shards = Shards.of_cluster(count, sharding.cluster, sharding.clusters)
        shards = self.served_shards
        self.shard_count, self.shard_ids = shards.count, list(shards.ids)
        self.pacer.share(_share(shards))
        old = await store.use_shard_count(shards.count, self.clock(), fresh=LEASE_FRESH)
        if old is not None:
            log.info(
                "the bot now runs %d shard(s), not %d: every deadline kept its time left",
                shards.count,
                old,
            )
        remaining, reset = int(limits["remaining"]), float(limits["reset_after"]) / 1000
        if remaining < len(shards.ids):
            # Past Discord's daily identifies it ends every session and resets the token: a
            # crash loop must wait, not try again.
            log.error(
                "Discord allows only %d more connection(s) today, and this process needs %d: "
                "waiting %.0f s for the limit to reset (a crash loop spends them; see the log)",
                remaining,
                len(shards.ids),
                reset,
            )
            await asyncio.sleep(reset)

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Discord allows ``max_concurrency`` identifies (one per bucket) every 5 seconds,
        across every process of the bot: each bucket's slot is taken in the database, whose
        clock every cluster shares, and waited for when another process holds it."""
        window = self.identify_window
        if self.store is None or window <= 0:
            return  # (the tests' bots: the fake enforces the window when a test asks)
        await claim_identify_slot(self.store, (shard_id or 0) % self.max_concurrency, window)

    async def _load_games(self) -> None:
        assert self.store is not None and self.service is not None and self.house is not None
        problems = await self.service.load()
        problems += await self.house.tournaments.load()
        if problems:
            log.warning(
                "%d stored game(s) could not be loaded; see the warnings above", len(problems)
            )
        tables = self.service.tables()
        shards = self.service.shards
        log.info(
            "gin rummy bot %s; database %s;%s %d live game(s) and challenge(s) in %d server(s), "
            "%d channel(s)",
            version(),
            self.store.path,
            ""
            if shards.count == 1
            else f" shards {', '.join(map(str, shards.ids))} of {shards.count};",
            len(tables),
            len({t.row.guild_id for t in tables}),
            len({t.row.channel_id for t in tables}),
        )

    async def sync_commands(self, *, force: bool = False) -> bool:
        """Sync the slash commands with Discord if they changed since the last sync from this
        database (or ``force``); whether they were synced. Discord limits syncs, and a global
        sync takes a while to reach every server, so an unchanged tree is not sent again."""
        assert self.store is not None and self.application_id is not None
        assert self.served_shards is not None
        guild = discord.Object(self.config.dev_guild) if self.config.dev_guild else None
        if 0 not in self.served_shards.ids and not force:
            # One sync for the application, not one per cluster: the cluster of shard 0's.
            log.info("commands are synced by the cluster running shard 0")
            await self._learn_command_ids(guild)
            return False
        if guild is not None:
            # A development server gets the commands at once; global sync can take an hour.
            self.tree.copy_global_to(guild=guild)
            log.info(DEV_GUILD_INSTALLS)
        record = await command_sync(self.tree, self.application_id, self.config.dev_guild)
        stored = await self.store.last_command_sync()
        if not force and stored is not None and stored.digest == record.digest:
            log.info("commands unchanged, not synced")
            await self._learn_command_ids(guild)
            return False
        try:
            synced = await self.tree.sync(guild=guild)
        except discord.Forbidden:
            raise ConfigError(
                f"GIN_DEV_GUILD ({self.config.dev_guild}) is a server the bot is not in: "
                "invite the bot there (see README), or remove GIN_DEV_GUILD."
            ) from None
        if self.house is not None:
            self.house.commands.learn(synced)
        await self.store.record_command_sync(record, self.clock())
        log.info("commands synced (%s)", record.target)
        left = stored.guild_id if stored is not None else None
        if left is not None and left != self.config.dev_guild:
            await self._clear_guild_commands(left)
        return True

    async def _learn_command_ids(self, guild: discord.Object | None) -> None:
        """The ids of the commands synced before, for the messages that mention them (until
        then, and if Discord can't say, messages name the commands in plain text)."""
        if self.house is None:
            return
        try:
            self.house.commands.learn(await self.tree.fetch_commands(guild=guild))
        except (discord.HTTPException, aiohttp.ClientError, OSError) as exc:
            log.warning("could not read the commands' ids (%s): messages name them in text", exc)

    async def _clear_guild_commands(self, guild_id: int) -> None:
        """Clear the commands synced to a development server the bot no longer syncs to: a
        server's own commands stay beside the global ones, so its members would see each twice."""
        try:
            await self.tree.sync(guild=discord.Object(guild_id))  # none for that server now
        except discord.HTTPException as exc:  # the bot left it, say: nothing to see twice
            log.warning("could not clear the commands from guild %s (%s)", guild_id, exc)
            return
        log.info("commands cleared from guild %s, synced there before", guild_id)

    async def on_ready(self) -> None:
        assert self.user is not None
        log.info(
            "ready: logged in as %s, in %d server(s). Invite it with %s",
            self.user,
            len(self.guilds),
            invite_url(self.application_id or self.user.id),
        )

    async def shutdown(self, timeout: float = 10.0) -> None:
        """Stop gracefully: take no new moves (a click meanwhile is told to try again), let the
        saves and posts in flight finish within ``timeout`` seconds, then close (the store last,
        which folds the WAL back into the database). Posts not sent by then stay owed."""
        if self.service is not None:
            await self.service.close(timeout)
        if self.publisher is not None:
            await self.publisher.close(timeout / 2)
        await self.close()

    async def close(self) -> None:
        """Close at once (see :meth:`shutdown` for the graceful way): changes under way get a
        few seconds to commit, posts in flight one second; unsent posts stay owed."""
        try:
            if self.service is not None:
                await self.service.close(timeout=5.0)
            if self.house is not None:
                await self.house.stop(timeout=1.0)
            await super().close()
        finally:
            if self.house is not None:
                self.house.close_workers()
            if self.store is not None:
                await self.store.close()
                self.store = None

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """Always answer the user, in their language; unexpected errors are logged (in
        English) with the command's name."""
        lang = member_words(interaction)
        if isinstance(error, NotHere):  # where the command works, named by a mention
            named = self.house.commands if self.house is not None else PLAIN
            message = lang(error.message, command=named(error.command))
        elif isinstance(error, app_commands.CheckFailure):
            message = lang("slash-not-here")
        elif isinstance(error, app_commands.TransformerError):
            # An option Discord couldn't resolve (a channel or member that isn't there).
            given = getattr(error.value, "mention", None) or repr(error.value)
            message = lang("slash-option-gone", value=given)
        else:
            command = interaction.command.qualified_name if interaction.command else "?"
            log.error("command /%s failed", command, exc_info=error)
            message = lang("click-failed")
        await answer(interaction, message)


async def claim_identify_slot(store: Store, bucket: int, window: float) -> None:
    """Wait for the identify slot of ``bucket``, across every process of the bot, and take it
    for ``window`` (and the margin) from now: the IDENTIFY may go once this returns."""
    held = window + IDENTIFY_MARGIN
    while True:
        asked = time.time()
        wait = await store.claim_identify(bucket, asked, held)
        if wait == 0 and time.time() - asked <= IDENTIFY_MARGIN:
            return
        # Another process holds the slot, or ours took so long to claim that the IDENTIFY
        # would come too soon after the next one: wait it out, then claim again.
        await asyncio.sleep(wait or max(0.0, asked + held - time.time()))


def _share(shards: Shards) -> float:
    """A process's part of the bot's budget of requests: its part of the shards (1/K of them
    with K clusters; every process's together, one)."""
    return len(shards.ids) / shards.count


async def answer(interaction: discord.Interaction, message: str) -> None:
    """Reply privately by whichever of the interaction's two routes is still open: its response,
    else a followup (on the interaction's token, good for 15 minutes:
    https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages).
    Neither open: logged, not raised."""
    try:
        if not interaction.response.is_done():
            await interaction.response.send_message(message, ephemeral=True)
        else:
            await interaction.followup.send(message, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id, exc_info=True)
