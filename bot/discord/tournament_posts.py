"""The public side of every tournament: its announcement, kept up to date (coalesced: the newest
state wins), and the posts its outbox owes (a round's pairings, the final standings, a
cancellation), sent in order, each with Discord's message nonce, and left owed until Discord
confirms them, after a restart too. All of them, the threads' names and the bracket's picture
too, are in the server's language (:func:`event_words`)."""

from __future__ import annotations

import asyncio
import io
import logging
from collections import deque
from collections.abc import Iterable
from typing import Any

import discord

from bot.discord.command_mentions import CommandMentions
from bot.discord.controls import ControlKey
from bot.discord.publisher import (
    EDIT_ATTEMPTS,
    POST_BACKOFF_CAP,
    channel_gone,
    may_attach,
    server_known,
    stop_tasks,
)
from bot.discord.render import tournaments as render
from bot.discord.render.words import server_words
from bot.model.tournaments import (
    TABLES_PER_THREAD,
    Tournament,
    TournamentFormat,
    TournamentPost,
    TournamentPostKind,
)
from bot.pictures.bracket import bracket_alt_text, bracket_png
from bot.service.tournaments import TournamentEvent, TournamentService
from bot.words import Words

__all__ = [
    "TournamentPosts",
    "bracket_file",
    "event_words",
    "open_and_start",
    "open_event_thread",
    "open_thread",
]

log = logging.getLogger(__name__)


def event_words(
    client: discord.Client, service: TournamentService, tournament: Tournament
) -> Words:
    """The language of what the event's channel sees: its server's."""
    guild_id = tournament.row.guild_id
    return server_words(
        client.get_guild(guild_id), service.tables.choices.settings(guild_id).language
    )


def bracket_file(tournament: Tournament, lang: Words) -> discord.File:
    """The knockout's bracket as a picture, its words and its alt text in ``lang`` (drawn by
    the caller off the event loop)."""
    names = {e.member_id: e.name or "?" for e in tournament.entries}
    rounds, title = tournament.row.rounds, tournament.row.name
    png = bracket_png(rounds, tournament.matches, names, title=title, lang=lang)
    alt = bracket_alt_text(rounds, tournament.matches, names, title=title, lang=lang)
    return discord.File(io.BytesIO(png), filename="bracket.png", description=alt)


async def open_and_start(
    client: discord.Client, service: TournamentService, tournament: Tournament, by: int | None
) -> Tournament:
    """Open the event's thread in its channel (once: a thread made before a restart is used
    again) and start the event there. Raises TableError (enough players?) before anything is
    made, discord.HTTPException if Discord refuses the thread."""
    service.check_start(tournament.id)
    thread_id = tournament.row.games_channel_id
    if thread_id is None:
        thread_id = await open_event_thread(client, service, tournament, 1)
        await service.set_games_channel(tournament.id, thread_id)
    return await service.start(tournament.id, games_channel_id=thread_id, by=by)


async def open_event_thread(
    client: discord.Client, service: TournamentService, tournament: Tournament, number: int
) -> int:
    """The event's ``number``th thread (:func:`open_thread`), named in its server's language
    (as the bot starts, once discord.py's cache knows the server: :func:`server_known`)."""
    await server_known(client, tournament.row.guild_id)
    return await open_thread(client, tournament, number, event_words(client, service, tournament))


async def open_thread(
    client: discord.Client, tournament: Tournament, number: int, lang: Words
) -> int:
    """A new public thread of the event's channel for its tables (``number`` n holds tables
    10n-9 to 10n), named in ``lang`` (the server's); its id."""
    channel = client.get_channel(tournament.row.channel_id)
    if not isinstance(channel, discord.TextChannel):
        channel = await client.fetch_channel(tournament.row.channel_id)
    assert isinstance(channel, discord.TextChannel)
    first = (number - 1) * TABLES_PER_THREAD + 1
    name = tournament.row.name
    if number == 1:
        said = lang("tournament-thread", tournament=name)
    else:
        last = first + TABLES_PER_THREAD - 1
        said = lang("tournament-thread-tables", tournament=name, first=first, last=last)
    thread = await channel.create_thread(
        name=said[:100],
        type=discord.ChannelType.public_thread,
        auto_archive_duration=10080,  # a week: longer than any turn timer
        reason="A gin rummy tournament's games",
    )
    return thread.id


class TournamentPosts:
    """Every event's announcement and outbox, as the module says; fed the service's events."""

    def __init__(
        self,
        client: discord.Client,
        service: TournamentService,
        key: ControlKey,
        commands: CommandMentions | None = None,
    ) -> None:
        self.client, self.service, self.key = client, service, key
        self.commands = commands if commands is not None else CommandMentions()
        self._latest: dict[int, Tournament] = {}
        self._editors: dict[int, asyncio.Task[None]] = {}
        self._queues: dict[int, deque[TournamentPost]] = {}
        self._senders: dict[int, asyncio.Task[None]] = {}

    def on_event(self, event: TournamentEvent) -> None:
        self.schedule(event.tournament)
        if event.posts:
            self.deliver(event.tournament.id, event.posts)

    # -- the announcement ----------------------------------------------------------------------

    def schedule(self, tournament: Tournament) -> None:
        """Bring the announcement up to ``tournament`` (or a newer state) soon."""
        if tournament.row.announcement_id is None:
            return  # being posted by the command that made it
        self._latest[tournament.id] = tournament
        task = self._editors.get(tournament.id)
        if task is None or task.done():
            self._editors[tournament.id] = asyncio.create_task(self._edit(tournament.id))

    async def _edit(self, tournament_id: int) -> None:
        failures = 0
        shown: Tournament | None = None
        while (tournament := self._latest.get(tournament_id)) is not shown:
            assert tournament is not None and tournament.row.announcement_id is not None
            await server_known(self.client, tournament.row.guild_id)  # its language (a start)
            embed, view = render.announcement(
                tournament,
                self.service.starts_at_wall(tournament),
                self.key,
                self.words(tournament),
                self.commands,
            )
            channel = self.client.get_partial_messageable(tournament.row.channel_id)
            try:
                await channel.get_partial_message(tournament.row.announcement_id).edit(
                    embed=embed, view=view
                )
            except (discord.NotFound, discord.Forbidden) as exc:
                log.info("tournament %s: its announcement can't be edited (%s)", tournament_id, exc)
                break
            except (discord.HTTPException, OSError, TimeoutError) as exc:
                failures += 1
                if failures >= EDIT_ATTEMPTS:
                    log.warning("tournament %s: announcement edit failed (%s)", tournament_id, exc)
                    break
                await asyncio.sleep(min(2**failures, 30))
                continue
            shown = tournament
        self._latest.pop(tournament_id, None)
        self._editors.pop(tournament_id, None)

    # -- posts ---------------------------------------------------------------------------------

    def deliver(self, tournament_id: int, posts: Iterable[TournamentPost]) -> None:
        queue = self._queues.setdefault(tournament_id, deque())
        queue.extend(posts)
        task = self._senders.get(tournament_id)
        if queue and (task is None or task.done()):
            self._senders[tournament_id] = asyncio.create_task(self._send_all(tournament_id))

    async def _send_all(self, tournament_id: int) -> None:
        queue = self._queues[tournament_id]
        failures = 0
        while queue:
            post = queue[0]
            tournament = self.service.get(post.tournament_id)
            if tournament is None:
                queue.popleft()
                continue
            await server_known(self.client, tournament.row.guild_id)  # its language (a start)
            channel = self.client.get_partial_messageable(tournament.row.channel_id)
            try:
                message = await self._message(tournament, post)
                await channel.send(nonce=post.nonce, **message)
            except Exception as exc:
                if channel_gone(exc) or isinstance(exc, discord.Forbidden):
                    log.warning(
                        "tournament %s: its channel refused a post (%s)", tournament_id, exc
                    )
                    await self._done(post)
                    queue.popleft()
                    continue
                failures += 1
                delay = min(0.5 * 2 ** (failures - 1), POST_BACKOFF_CAP)
                log.warning(
                    "tournament %s: could not post (%s), again in %.0f s", tournament_id, exc, delay
                )
                await asyncio.sleep(delay)
                continue
            failures = 0
            await self._done(post)
            queue.popleft()
        self._queues.pop(tournament_id, None)
        self._senders.pop(tournament_id, None)

    def words(self, tournament: Tournament) -> Words:
        """The language of the event's posts: its server's."""
        return event_words(self.client, self.service, tournament)

    async def _message(self, tournament: Tournament, post: TournamentPost) -> dict[str, Any]:
        lang = self.words(tournament)
        if post.kind is TournamentPostKind.ROUND:
            before = self.service.standings(tournament, before_round=post.round)
            return render.round_post(tournament, post.round, before, lang, self.commands)
        if post.kind is TournamentPostKind.FINAL:
            standings = self.service.standings(tournament)
            message = render.final_post(tournament, standings, lang, self.commands)
            knockout = tournament.row.format is TournamentFormat.KNOCKOUT
            if knockout and may_attach(self.client, tournament.row.channel_id):
                picture = await asyncio.to_thread(bracket_file, tournament, lang)
                message["embed"].set_image(url="attachment://bracket.png")
                message["file"] = picture
            return message
        return render.cancelled_post(tournament, lang)

    async def _done(self, post: TournamentPost) -> None:
        try:
            await self.service.posted(post)
        except Exception:  # resent after a restart; the nonce keeps Discord from doubling it
            log.warning("tournament %s: could not mark a post sent", post.tournament_id,
                        exc_info=True)  # fmt: skip

    # -- waiting and stopping ------------------------------------------------------------------

    def _pending(self) -> list[asyncio.Task[None]]:
        return [t for t in (*self._editors.values(), *self._senders.values()) if not t.done()]

    async def wait_idle(self) -> None:
        while pending := self._pending():
            await asyncio.gather(*pending, return_exceptions=True)

    async def close(self, timeout: float = 5.0) -> None:
        await stop_tasks(self._pending(), timeout)
