"""The "your turn" ping: a short channel message mentioning a member whose turn it is (only
those who asked for it), deleted once they have played the turn or the game is over. Edits
notify nobody, hence a new message each turn.

Fire and forget: a table event only queues the game's next look (the move's answer never waits
on it); each game's pings are handled in order by one task. A ping's message id is stored once
it is up, so pings a restart left behind are deleted when the bot is back.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Callable

import aiohttp
import discord

from bot import logs
from bot.discord.publisher import channel_gone, server_known, stop_tasks
from bot.discord.render import links as render_links
from bot.discord.render.words import pinging
from bot.model import Ping
from bot.service import Event, Table, TableService
from bot.words import Words

__all__ = ["TurnPinger"]

log = logging.getLogger(__name__)

UNKNOWN_MESSAGE = 10008
FAILURES = (discord.HTTPException, aiohttp.ClientError, OSError, asyncio.TimeoutError)


class TurnPinger:
    def __init__(
        self,
        client: discord.Client,
        service: TableService,
        channel_words: Callable[[Table], Words],
    ) -> None:
        self.client, self.service = client, service
        self.channel_words = channel_words  # a ping is the channel's: the server's language
        self._up: dict[int, dict[int, Ping]] = {}  # game -> member -> their ping
        # game -> changes to look at: (the table, who is to act then, whose move it was)
        self._queues: dict[int, deque[tuple[Table | None, tuple[int, ...], int | None]]] = {}
        self._workers: dict[int, asyncio.Task[None]] = {}
        self._seen: dict[int, int] = {}  # game -> the version last looked at

    async def start(self) -> None:
        """Take up the pings a restart left up; delete those whose turn was played since."""
        for ping in await self.service.pings_up():
            self._up.setdefault(ping.game_id, {})[ping.member_id] = ping
        for game_id in list(self._up):
            table = self.service.get(game_id)
            acting = table.acting if table is not None else ()
            self._queue(game_id, table, acting, None)

    def on_event(self, event: Event) -> None:
        table = event.table
        if self._seen.get(table.id) == table.version:
            return  # no move (a reminder, a lapsed proposal): whose turn it is has not changed
        if table.status.live:
            self._seen[table.id] = table.version
        else:
            self._seen.pop(table.id, None)
        if not table.acting and table.id not in self._up and table.id not in self._queues:
            return  # nothing to ping, nothing to delete, nothing under way
        self._queue(table.id, table, table.acting, event.actor)

    def _queue(
        self, game_id: int, table: Table | None, acting: tuple[int, ...], actor: int | None
    ) -> None:
        queue = self._queues.setdefault(game_id, deque())
        queue.append((table, acting, actor))
        worker = self._workers.get(game_id)
        if worker is None or worker.done():
            # The game's own task: it logs the game's ids, not those of the click that started it.
            ids = logs.Ids(game=game_id) if table is None else self.service.log_ids(table)
            self._workers[game_id] = asyncio.create_task(
                self._work(game_id), context=logs.context_of(ids)
            )

    async def _work(self, game_id: int) -> None:
        queue = self._queues[game_id]
        while queue:
            table, acting, actor = queue.popleft()
            up = self._up.setdefault(game_id, {})
            guild = table.row.guild_id if table is not None else 0
            ping, clear = self.service.turn_pings(guild, acting, actor, list(up))
            for member in clear:
                await self._delete(up.pop(member))
            if queue or table is None:
                continue  # a later change decides who is pinged (their turn may be over)
            for member in ping:
                await self._send(table, member)
        if not self._up.get(game_id):
            self._up.pop(game_id, None)
        self._queues.pop(game_id, None)
        self._workers.pop(game_id, None)

    async def _send(self, table: Table, member: int) -> None:
        row = table.row
        await server_known(self.client, row.guild_id)  # the ping's language (as the bot starts)
        link = render_links.table_link(row.guild_id, row.channel_id, row.table_message_id)
        channel = self.client.get_partial_messageable(row.channel_id)
        try:
            message = await channel.send(
                render_links.ping_text(member, table.id, link, self.channel_words(table)),
                allowed_mentions=pinging([member]),
            )
        except FAILURES as exc:
            log.warning("game %s: could not ping <@%s> (%s)", table.id, member, exc)
            return
        ping = Ping(table.id, member, row.channel_id, message.id)
        self._up.setdefault(table.id, {})[member] = ping
        try:
            await self.service.ping_posted(ping)
        except Exception:  # it is deleted all the same once the turn is played
            log.warning("game %s: could not store a ping", table.id, exc_info=True)

    async def _delete(self, ping: Ping) -> None:
        channel = self.client.get_partial_messageable(ping.channel_id)
        try:
            await channel.get_partial_message(ping.message_id).delete()
        except FAILURES as exc:
            gone = channel_gone(exc) or (
                isinstance(exc, discord.NotFound) and exc.code == UNKNOWN_MESSAGE
            )
            if not gone:  # stored still: the next start tries again
                log.warning("game %s: could not delete a ping (%s)", ping.game_id, exc)
                return
        try:
            await self.service.ping_deleted(ping)
        except Exception:
            log.warning("game %s: could not forget a ping", ping.game_id, exc_info=True)

    async def wait_idle(self) -> None:
        while pending := [t for t in self._workers.values() if not t.done()]:
            await asyncio.gather(*pending, return_exceptions=True)

    async def close(self, timeout: float = 1.0) -> None:
        await stop_tasks([t for t in self._workers.values() if not t.done()], timeout)
