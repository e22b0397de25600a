"""The public side of every game: its table message and the posts its outbox owes.

- Table edits are coalesced per game (the newest committed state wins) and retried, so Discord's
  rate limits slow the display, never the game. Each waits its turn with the bot's other
  requests (:mod:`bot.discord.pacing`, posts first) before its message is drawn: a table waits
  once in line however many moves are made meanwhile, and shows the newest of them.
- Posts (showdowns, score sheets, reminders) go out per game in outbox order, each with Discord's
  message nonce, and leave the outbox only once Discord has confirmed them; until then they are
  retried, after a restart too. A resent post with the same nonce is not doubled by Discord for
  a few minutes, which covers a crash between Discord's answer and the outbox row's removal.
- What a channel sees is in its server's language, which discord.py's cache tells: as the bot
  starts, the tables drawn again and the posts owed wait until the cache has their server
  (:func:`server_known`).
- A channel that is gone (10003 Unknown Channel) or out of the bot's reach (50001 Missing Access)
  ends its games as abandoned; one that refuses the bot (50013 Missing Permissions) is reported
  to the players on their next click, and retried.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Iterable
from typing import Any

import aiohttp
import discord
from discord.http import handle_message_parameters

from bot import logs
from bot.discord.controls import ControlKey
from bot.discord.keys import SLEEP_MARGIN, TOO_MANY_FOLLOWUPS, TableKeys, expired
from bot.discord.pacing import Pacer
from bot.discord.picture_files import PictureFiles
from bot.discord.render import links as render_links
from bot.discord.render import pictures as render_pictures
from bot.discord.render import results as render_results
from bot.discord.render import table as render_table
from bot.discord.render.words import server_words
from bot.engine import Game
from bot.metrics import OFF, Metrics
from bot.model import GameRow, GameStatus, Post, PostKind
from bot.model.keys import TableKey
from bot.pictures import drawing as pictures
from bot.service import Table, TableService
from bot.words import Words

__all__ = ["TablePublisher", "channel_gone", "may_attach", "server_known", "stop_tasks"]

log = logging.getLogger(__name__)

UNKNOWN_CHANNEL = 10003
MISSING_ACCESS = 50001
EDIT_ATTEMPTS = 6  # failed edits in a row before waiting for the next change
POST_BACKOFF_CAP = 10.0  # seconds between retries of a post that Discord keeps failing
BLOCKED_BACKOFF_CAP = 300.0  # seconds between retries in a channel that refuses the bot
EDIT_WAIT = 5.0  # seconds a moved table's old message waits for an edit under way
# Seconds an edit that changes a table's controls (a challenge became a game; the first edit
# after a start) waits for its picture before it goes out without it; the picture follows.
PICTURE_WAIT = 1.0
SERVER_POLL = 0.25  # seconds between looks at discord.py's cache for a server, as the bot starts
NETWORK_ERRORS = (aiohttp.ClientError, OSError, asyncio.TimeoutError)


async def stop_tasks(pending: list[asyncio.Task[None]], timeout: float) -> None:
    """Give ``pending`` ``timeout`` seconds to finish, then cancel what is left."""
    if pending:
        await asyncio.wait(pending, timeout=timeout)
    for task in pending:
        task.cancel()
    with contextlib.suppress(Exception):
        await asyncio.gather(*pending, return_exceptions=True)


def channel_gone(exc: BaseException) -> bool:
    """The channel was deleted, or the bot can no longer see it (removed from the server)."""
    return (isinstance(exc, discord.NotFound) and exc.code == UNKNOWN_CHANNEL) or (
        isinstance(exc, discord.Forbidden) and exc.code == MISSING_ACCESS
    )


async def server_known(client: discord.Client, guild_id: int) -> None:
    """Wait until discord.py's cache has the server itself (Discord's GUILD_CREATE), or the
    client is ready without it (the bot is no longer there). What a channel sees is in its
    server's language, Discord's unless an admin chose one (``server_words``), and as the bot
    starts it draws its tables again and sends what it owed before Discord has said anything of
    the servers: the cache has none of them then, or READY's stub of each, which reads en-US.
    At once once the client is ready."""
    while not client.is_ready() and not client.is_closed():
        guild = client.get_guild(guild_id)
        if guild is not None and not guild.unavailable:
            return
        await asyncio.sleep(SERVER_POLL)


def may_attach(client: discord.Client, channel_id: int) -> bool:
    """Whether the bot may attach files in a channel or thread, by discord.py's cache of its
    roles and the channel's overwrites (a thread's are its channel's). True where the cache
    can't tell: Discord's answer says then."""
    channel = client.get_channel(channel_id)
    if not isinstance(channel, discord.abc.GuildChannel | discord.Thread):
        return True
    me = channel.guild.me
    try:
        return me is None or channel.permissions_for(me).attach_files
    except discord.ClientException:  # a thread whose channel is not cached
        return True


async def edit_message(
    client: discord.Client, channel_id: int, message_id: int, **fields: Any
) -> None:
    """Edit a message of the bot's without reading back Discord's copy of it: discord.py's
    ``PartialMessage.edit`` builds a whole ``Message`` from the answer (embeds, components,
    attachments), which no table edit reads. Its other step, storing the view, is nothing here:
    the bot's views are never stored (:class:`bot.discord.components.ControlRows`)."""
    with handle_message_parameters(**fields) as params:
        await client.http.edit_message(channel_id, message_id, params=params)


def _retryable(exc: BaseException) -> bool:
    """Worth another try: Discord's own trouble (5xx), a rate limit discord.py stopped waiting
    out (it gives up after five 429s in a row), or the network's."""
    if isinstance(exc, NETWORK_ERRORS):
        return True
    return isinstance(exc, discord.HTTPException) and (exc.status >= 500 or exc.status == 429)


class TablePublisher:
    def __init__(
        self,
        client: discord.Client,
        service: TableService,
        key: ControlKey,
        files: PictureFiles,
        pacer: Pacer,
        keys: TableKeys,
        metrics: Metrics = OFF,
    ) -> None:
        self.client, self.service, self.key, self.files = client, service, key, files
        self.keys = keys  # the table messages of games where the bot was not invited
        self.pacer = pacer
        self.metrics = metrics
        self._latest: dict[int, Table] = {}
        self._editors: dict[int, asyncio.Task[None]] = {}
        # What each table message shows: its state, and whether with its picture.
        self._shown: dict[int, tuple[tuple[int, GameStatus, float], bool]] = {}
        # The picture last worked out for each table (the game and row it is of, its language,
        # the scene): worked out as its edit takes its turn, and asked of the worker then (not
        # for each state committed: most are never shown, the newest at the turn is).
        self._scenes: dict[int, tuple[Game | None, GameRow, str, pictures.TableScene | None]]
        self._scenes = {}
        self._queues: dict[int, deque[tuple[Table, Post]]] = {}
        self._reposts: dict[int, int] = {}  # game: table messages posted again (one was gone)
        self._senders: dict[int, asyncio.Task[None]] = {}
        # Games whose channel refused us (403 50013): the players are told on their next click.
        self.blocked: set[int] = set()
        # Channels where the bot may not attach files (every interaction says: note_attach).
        self.no_attach: set[int] = set()
        self._redraws: set[asyncio.Task[None]] = set()  # tables of games over, drawn again
        # With metrics on, how far behind the tables run (gin_table_stale_seconds): per game,
        # the states committed and not shown yet (version, when the publisher was handed it),
        # oldest first, and the newest version shown.
        self._unshown: dict[int, deque[tuple[int, float]]] = {}
        self._newest_shown: dict[int, int] = {}

    # -- the table ---------------------------------------------------------------------------

    @staticmethod
    def _state(table: Table) -> tuple[int, GameStatus, float]:
        return (table.version, table.status, table.moved_by)

    def channel_words(self, table: Table) -> Words:
        """The language of what the table's channel sees (where the bot was not invited: the
        challenger's)."""
        if self.keys.outside(table.row):
            return self.keys.words(table.id)
        guild_id = table.row.guild_id
        return server_words(
            self.client.get_guild(guild_id), self.service.choices.settings(guild_id).language
        )

    def table_message(self, table: Table) -> tuple[discord.Embed, discord.ui.View | None]:
        """The table's public message as it is now, in its channel's language."""
        deadlines = self.service.deadlines(table)
        lang = self.channel_words(table)
        outside = self.keys.outside(table.row)
        return render_table.table_message(table, deadlines, self.key, lang, abandon=outside)

    def mark_shown(self, table: Table, *, picture: bool = True) -> None:
        """The table message already shows ``table`` (e.g. an interaction answer drew it);
        ``picture=False``: without the picture it should have, which is added by an edit."""
        self._shown[table.id] = (self._state(table), picture)
        self._now_shown(table, edited=False)
        if not picture:
            self.schedule(table)

    def shows_status(self, table: Table) -> bool:
        """The table message is known to show the table's status (its controls) already."""
        shown = self._shown.get(table.id)
        return shown is not None and shown[0][1] is table.status

    def redraw(self, table: Table) -> None:
        """Draw ``table`` again whatever is shown (its message changed)."""
        self._shown.pop(table.id, None)
        self.schedule(table)

    def schedule(self, table: Table, *, committed: bool = False) -> None:
        """Bring the table message up to ``table`` (or a newer state) soon (``committed``: a
        state just committed, timed until an edit shows it)."""
        if table.status is GameStatus.ABANDONED and not table.row.end_reason:
            self._forget(table.id)  # its channel can't be reached (an admin's end is shown)
            return
        if committed and self.metrics.on:
            unshown = self._unshown.setdefault(table.id, deque())
            newest = unshown[-1][0] if unshown else self._newest_shown.get(table.id, -1)
            if table.version > newest:
                unshown.append((table.version, time.monotonic()))
        self._latest[table.id] = table
        task = self._editors.get(table.id)
        if task is None or task.done():
            # A table's own task: it logs the table's ids, not those of the click that started it.
            context = logs.context_of(self.service.log_ids(table))
            self._editors[table.id] = asyncio.create_task(
                self._edit_until_shown(table.id), context=context
            )

    def _drawn(self, table: Table) -> bool:
        """The table message shows ``table`` already (a click's own answer drew it)."""
        shown = self._shown.get(table.id)
        return shown == (self._state(table), True) or (
            shown is not None
            and shown[0] == self._state(table)
            and self.picture_scene(table) is None
        )

    async def _edit_until_shown(self, game_id: int) -> None:
        failures = 0
        while True:  # each pass shows the newest committed state
            table = self._latest.get(game_id)
            if table is None:
                return
            if self._drawn(table):
                if not table.status.live:
                    self._forget(game_id)
                return
            await server_known(self.client, table.row.guild_id)  # its language (a start)
            # In line with the bot's other requests; the moves made meanwhile are coalesced.
            await self.pacer.turn()
            newest = self._latest.get(game_id)
            if newest is None or self._drawn(newest):
                self.pacer.give_back()
                continue
            table = newest
            state = self._state(table)
            shown = self._shown.get(game_id)
            # New controls (or none known: after a start) don't wait long for their picture.
            urgent = shown is None or shown[0][1] is not state[1]
            embed, view = self.table_message(table)
            try:
                pictured = await self._publish(table, embed, view, urgent)
            except Exception as exc:
                if channel_gone(exc):
                    await self.service.abandon(game_id, f"its channel is gone ({exc})")
                    return
                if isinstance(exc, discord.Forbidden):
                    self.blocked.add(game_id)
                    log.warning("game %s: no permission to update the table (%s)", game_id, exc)
                    return
                if not _retryable(exc):
                    log.exception("game %s: Discord refused the table update", game_id)
                    return
                # Only failures count: moves made while an edit is held up are no reason to
                # stop before the newest one is shown.
                failures += 1
                if failures >= EDIT_ATTEMPTS:
                    log.warning("game %s: table update failed (%s), giving up", game_id, exc)
                    return
                log.warning("game %s: table update failed (%s), retrying", game_id, exc)
                await asyncio.sleep(min(2 ** (failures - 1), 30))
                continue
            self.blocked.discard(game_id)
            self._shown[game_id] = (state, pictured)
            self._now_shown(table, edited=True)
            if not pictured:
                continue  # its picture next
            if not state[1].live:
                self._forget(game_id)
                return

    def _now_shown(self, table: Table, *, edited: bool) -> None:
        """The table message shows ``table`` now: each state it shows that was waiting for an
        edit counts its wait (``edited``: an edit of the publisher's showed it; else an
        interaction's answer drew it, and nothing waited)."""
        if not self.metrics.on:
            return
        self._newest_shown[table.id] = max(self._newest_shown.get(table.id, -1), table.version)
        unshown = self._unshown.get(table.id)
        now = time.monotonic()
        while unshown and unshown[0][0] <= table.version:
            committed = unshown.popleft()[1]
            if edited:
                self.metrics.table_stale_seconds.observe(now - committed)

    def _forget(self, game_id: int) -> None:
        """A game's table is final: drop what was kept to update it."""
        self._latest.pop(game_id, None)
        self._unshown.pop(game_id, None)
        self._newest_shown.pop(game_id, None)
        self._shown.pop(game_id, None)
        self._editors.pop(game_id, None)
        self._scenes.pop(game_id, None)
        self._reposts.pop(game_id, None)

    def redraw_ended(self, game_ids: Iterable[int]) -> None:
        """Draw the table messages of games that are over again as they are stored now, one
        after the other, in the background (a member was forgotten: the pictures drop their
        name). A message that is gone stays gone; one that can't be edited is left as it is."""
        ids = list(game_ids)
        if ids:
            task = asyncio.create_task(self._redraw_ended(ids))
            self._redraws.add(task)
            task.add_done_callback(self._redraws.discard)

    async def _redraw_ended(self, game_ids: list[int]) -> None:
        for game_id in game_ids:
            try:
                table = await self.service.ended(game_id)
                if table is None or table.row.table_message_id is None:
                    continue
                if self.keys.outside(table.row):
                    continue  # no token may edit it after 15 minutes
                await server_known(self.client, table.row.guild_id)
                lang = self.channel_words(table)
                embed, view = render_table.table_message(table, {}, self.key, lang)
                scene = self.picture_scene(table)
                files = []
                if scene is not None:
                    files.append(await self.files.file(scene))
                    render_pictures.show_picture(embed, scene)
                channel = self.client.get_partial_messageable(table.row.channel_id)
                await channel.get_partial_message(table.row.table_message_id).edit(
                    embed=embed, view=view, attachments=files
                )
            except (discord.NotFound, discord.Forbidden):
                continue  # deleted, or out of the bot's reach now: nothing shows the name
            except Exception:
                log.warning("game %s: could not draw its table again", game_id, exc_info=True)

    # -- the table's picture -------------------------------------------------------------------

    def note_attach(self, interaction: discord.Interaction) -> None:
        """Remember whether the bot may attach files in the interaction's channel (Discord says
        so with every interaction), for the table's own updates too."""
        if interaction.channel_id is None:
            return
        if interaction.app_permissions.attach_files:
            self.no_attach.discard(interaction.channel_id)
        else:
            self.no_attach.add(interaction.channel_id)

    def pictures_on(self, table: Table) -> bool:
        """Pictures are on in the table's server, and the bot may attach files in its channel
        (as the last interaction there said, or else the cache: a tournament's tables are
        posted before anyone clicks in their thread)."""
        channel_id = table.row.channel_id
        if channel_id in self.no_attach or not may_attach(self.client, channel_id):
            return False
        return self.service.choices.settings(table.row.guild_id).pictures

    def picture_scene(self, table: Table) -> pictures.TableScene | None:
        """The picture the table message should carry, in its channel's language (None: no
        picture, see pictures_on)."""
        if not self.pictures_on(table):
            return None
        # Asked for as its edit goes, and again after (is it shown?): worked out once. (A
        # commit gives the table a new game and row, copies; the picture shows them alone, in
        # the server's language, which an admin may change meanwhile.)
        lang = self.channel_words(table)
        kept = self._scenes.get(table.id)
        if (
            kept is not None
            and kept[0] is table.game
            and kept[1] is table.row
            and kept[2] == lang.code
        ):
            return kept[3]
        scene = render_pictures.table_scene(table, lang)
        self._scenes[table.id] = (table.game, table.row, lang.code, scene)
        if kept is not None and kept[3] is not None and kept[3] != scene:
            # An older state's picture, asked for an answer that could not wait for it, say:
            # the newer one is shown instead (undrawn if the worker has not taken it yet).
            self.files.forget(kept[3])
        return scene

    async def _publish(
        self, table: Table, embed: discord.Embed, view: discord.ui.View | None, urgent: bool
    ) -> bool:
        """Show ``table`` in its message (a new one if it is gone); whether with its picture
        (``urgent``: not if the picture takes longer than PICTURE_WAIT)."""
        scene = self.picture_scene(table)
        picture = None
        if scene is not None:
            # The picture of the state the turn shows is drawn now (the states before it were
            # not: nobody sees them).
            if not self.files.drawn(scene):
                # The turn's token goes to the next in line while the picture is drawn; the
                # edit is then paced as one that has waited its turn (first in line).
                self.pacer.give_back()
            # Not urgent: as long as it takes.
            wait = PICTURE_WAIT if urgent else None
            picture = await self.files.shown_within(embed, scene, wait)
        files = [picture] if picture is not None else []
        if self.keys.outside(table.row):
            await self._edit_by_key(table, embed=embed, view=view, attachments=files)
            return scene is None or picture is not None
        channel_id, message_id = table.row.channel_id, table.row.table_message_id
        if message_id is not None:
            try:
                await edit_message(
                    self.client, channel_id, message_id, embed=embed, view=view, attachments=files
                )
                return scene is None or picture is not None
            except discord.NotFound as exc:
                if exc.code == UNKNOWN_CHANNEL:
                    raise
                log.info("game %s: table message gone, posting a new one", table.id)
                self._reposts[table.id] = self._reposts.get(table.id, 0) + 1
                if picture is not None:
                    picture.reset()  # read by the failed upload
        # No view (a finished game's table) and no files are sent as None, as discord.py takes.
        # The nonce: should the bot stop after Discord took the post and before the message is
        # kept, the post made again after the restart is the same message, not a second table
        # (one posted again because a moderator deleted it has a nonce of its own).
        reposts = self._reposts.get(table.id, 0)
        fields: dict[str, Any] = {
            "embed": embed,
            "view": view,
            "files": files or None,
            "nonce": f"t{table.id}v{table.version}r{reposts}"[-25:],
        }
        message = await self.client.get_partial_messageable(channel_id).send(**fields)
        await self.service.set_table_message(table.id, message.id)
        return scene is None or picture is not None

    async def _edit_by_key(self, table: Table, **fields: Any) -> None:
        """Where the bot was not invited: edit the table message with its key, if it is
        awake (asleep, it shows the table as it was, and the next click brings it up to
        date)."""
        async with self.keys.lock(table.id):
            key = self.keys.get(table.id)
            if key is None or key.asleep or not key.live(self.service.clock()):
                return
            try:
                await self.keys.edit(key, **fields)
            except discord.HTTPException as exc:
                if not expired(exc):
                    raise
                log.info("game %s: its table can't be edited any more (%s)", table.id, exc)
                await self.keys.asleep(table.id)

    async def put_to_sleep(self) -> None:
        """Where the bot was not invited: each table message whose key runs out soon, awake
        still, is edited one last time to show the table asleep, its one control waking it
        (:mod:`bot.discord.keys`)."""
        for due in self.keys.due(self.service.clock()):
            async with self.keys.lock(due.game_id):
                if self.keys.get(due.game_id) == due:  # no click gave it a fresh key meanwhile
                    await self._sleep(due)

    async def _sleep(self, key: TableKey) -> None:
        """Put the table message of ``key`` to sleep (under the game's key lock)."""
        await self.keys.asleep(key.game_id)
        table = self.service.get(key.game_id)
        if table is None or not table.status.live:
            return  # a finished game's table has no controls to take away
        lang = self.channel_words(table)
        embed, _ = self.table_message(table)
        view = render_table.asleep_view(table, self.key, lang)
        try:
            await self.keys.edit(key, content=lang("table-asleep"), embed=embed, view=view)
        except Exception as exc:
            log.warning("game %s: could not put its table to sleep (%s)", table.id, exc)

    async def wake(self, table: Table, message_id: int) -> None:
        """A table message of a game where the bot was not invited is about to show the live
        table (a click on it woke it): the one shown until now, if another, is put to sleep
        first, so that one table at a time has live controls."""
        if not self.keys.outside(table.row):
            return
        async with self.keys.lock(table.id):
            key = self.keys.get(table.id)
            if (
                key is not None
                and key.message_id != message_id
                and not key.asleep
                and key.live(self.service.clock())
            ):
                await self._sleep(key)

    async def table_clicked(
        self, table: Table, interaction: discord.Interaction, message_id: int
    ) -> None:
        """A click on a table message of a game where the bot was not invited, answered by
        updating that message (type 7, or 6 deferred): the clicked message is the click's
        ``@original`` ("For components, edit the message the component was attached to",
        receiving-and-responding.mdx), so its token may edit it for 15 minutes; it is the
        game's table from now on."""
        if not self.keys.outside(table.row):
            return
        await self.wake(table, message_id)
        async with self.keys.lock(table.id):
            key = self.keys.get(table.id)
            if key is None:
                return
            moved = key.message_id != message_id
            await self.keys.keep(table.id, interaction, message_id)
        if moved:
            await self.service.set_table_message(table.id, message_id)

    async def hand_clicked(self, table: Table, interaction: discord.Interaction) -> None:
        """A player's click elsewhere than on the table (their hand), in a game where the bot
        was not invited: if the table can't be kept up to date any more, a new table message
        goes out as a public follow-up of this click, with its key."""
        if not self.keys.outside(table.row) or not table.status.live:
            return
        async with self.keys.lock(table.id):
            key = self.keys.get(table.id)
            if key is None or (not key.asleep and key.live(self.service.clock(), SLEEP_MARGIN)):
                return
            if not key.asleep and key.live(self.service.clock()):
                await self._sleep(key)
            embed, view = self.table_message(table)
            message_id = await self.keys.follow_up(interaction.token, embed=embed, view=view)
            await self.keys.keep(table.id, interaction, message_id, original=False)
        await self.service.set_table_message(table.id, message_id)
        self.redraw(table)  # its picture

    # -- posts -------------------------------------------------------------------------------

    def deliver(self, table: Table, posts: Iterable[Post]) -> None:
        """Send ``posts`` to the game's channel after its earlier ones, until Discord confirms."""
        queue = self._queues.setdefault(table.id, deque())
        queue.extend((table, post) for post in posts)
        task = self._senders.get(table.id)
        if queue and (task is None or task.done()):
            context = logs.context_of(self.service.log_ids(table))
            self._senders[table.id] = asyncio.create_task(self._send_all(table.id), context=context)

    async def _send_all(self, game_id: int) -> None:
        queue = self._queues[game_id]
        failures = 0
        while queue:
            table, post = queue[0]
            await server_known(self.client, table.row.guild_id)  # its language (a start)
            if not self.service.post_is_current(table, post):
                await self._done(table, post)  # a reminder whose turn was already played
                queue.popleft()
                continue
            if self.keys.outside(table.row):
                if not await self._follow_up(table, post):
                    return  # until a click in the game offers a token (offer)
                await self._done(table, post)
                queue.popleft()
                continue
            channel = self.client.get_partial_messageable(table.row.channel_id)
            try:
                if post.kind is PostKind.MOVED:
                    await self._point_to_new(table, post)
                else:
                    message = render_results.post_message(
                        table,
                        post,
                        self.service.deadlines(table),
                        self.key,
                        self.channel_words(table),
                    )
                    await channel.send(nonce=post.nonce, **message)
            except Exception as exc:
                if channel_gone(exc):
                    queue.clear()
                    await self.service.abandon(game_id, f"its channel is gone ({exc})")
                    break
                failures += 1
                if isinstance(exc, discord.Forbidden):
                    self.blocked.add(game_id)
                    cap = BLOCKED_BACKOFF_CAP
                elif _retryable(exc):
                    cap = POST_BACKOFF_CAP
                else:  # Discord refused the message itself: a bug, and retrying won't help
                    log.error("game %s: Discord refused post %s: %s", game_id, post, exc)
                    await self._done(table, post)
                    queue.popleft()
                    continue
                delay = min(0.5 * 2 ** (failures - 1), cap)
                log.warning("game %s: could not post (%s), again in %.0f s", game_id, exc, delay)
                await asyncio.sleep(delay)
                continue
            failures = 0
            self.blocked.discard(game_id)
            await self._done(table, post)
            queue.popleft()
        if not queue:
            self._queues.pop(game_id, None)
            self._senders.pop(game_id, None)

    def offer(self, game_id: int, interaction: discord.Interaction) -> None:
        """A click in a game where the bot was not invited, answered: its token may send the
        posts the game owes (they wait for one; a game over included)."""
        live = self.service.get(game_id)
        queue = self._queues.get(game_id)
        table = live if live is not None else queue[0][0] if queue else None
        if table is None or not self.keys.outside(table.row):
            return
        self.keys.offer(game_id, interaction)
        task = self._senders.get(game_id)
        if queue and (task is None or task.done()):
            context = logs.context_of(self.service.log_ids(table))
            self._senders[game_id] = asyncio.create_task(self._send_all(game_id), context=context)

    async def _follow_up(self, table: Table, post: Post) -> bool:
        """Where the bot was not invited, a post goes as a public follow-up of the freshest
        click in the game (a reminder is not needed: deadlines show as Discord timestamps);
        False: no token may send it now, it waits for the next click."""
        if post.kind in (PostKind.REMINDER, PostKind.MOVED):
            return True
        while (token := self.keys.poster(table.id, self.service.clock())) is not None:
            message = render_results.post_message(
                table, post, self.service.deadlines(table), self.key, self.channel_words(table)
            )
            try:
                await self.keys.follow_up(token, **message)
                return True
            except discord.HTTPException as exc:
                if not (expired(exc) or exc.code == TOO_MANY_FOLLOWUPS):
                    raise
                log.info("game %s: a token refused a post (%s)", table.id, exc)
                self.keys.spent(token)
        return False

    async def _point_to_new(self, table: Table, post: Post) -> None:
        """A moved table's old message: its controls removed, a link to where it is now."""
        editing = self._editors.get(table.id)
        if editing is not None and not editing.done():
            # An edit already under way may still be aimed at the old message: let it land first.
            await asyncio.wait({editing}, timeout=EDIT_WAIT)
        assert post.message_id is not None
        channel = self.client.get_partial_messageable(table.row.channel_id)
        link = render_links.table_link(
            table.row.guild_id, table.row.channel_id, table.row.table_message_id
        )
        try:
            await channel.get_partial_message(post.message_id).edit(
                content=render_links.table_moved_text(link, self.channel_words(table)),
                embed=None,
                attachments=[],
                view=None,
            )
        except discord.NotFound as exc:
            if exc.code == UNKNOWN_CHANNEL:
                raise
            # The old message was deleted: nothing is left to point anywhere.

    async def _done(self, table: Table, post: Post) -> None:
        try:
            await self.service.posted(table, post)
        except Exception:  # resent after a restart; the nonce keeps Discord from doubling it
            log.warning("game %s: could not mark post %s as sent", table.id, post, exc_info=True)

    # -- waiting and stopping ----------------------------------------------------------------

    def _pending(self) -> list[asyncio.Task[None]]:
        tasks = (*self._editors.values(), *self._senders.values(), *self._redraws)
        return [t for t in tasks if not t.done()]

    async def wait_idle(self) -> None:
        while pending := self._pending():
            await asyncio.gather(*pending, return_exceptions=True)

    async def close(self, timeout: float = 5.0) -> None:
        """Give what is in flight ``timeout`` seconds to go out, then stop. Posts not sent stay
        in the outbox for the next start."""
        await stop_tasks(self._pending(), timeout)
