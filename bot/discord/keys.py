"""Table messages where the bot was not invited, kept up to date through interaction tokens.

In the bot's DM, in DMs and group DMs between members and in servers that never added it, the
bot has no channel rights: it answers interactions, sends follow-ups, and edits or deletes
with an interaction's token "for 15 minutes" (discord-api-docs,
developers/interactions/receiving-and-responding.mdx: "Interaction tokens are valid for 15
minutes"), and only the messages that token sent or the message whose button was clicked.
So each such game's table message has a *key*: the freshest token that may edit it, and when
that token runs out (:class:`bot.model.keys.TableKey`, stored with the game so a restart keeps
it; a token is good for 15 minutes and only for this bot's messages of one interaction, which
is why keeping it is no more than keeping the message id).

- A table message gets a key from the interaction that sent it (the challenge's answer: its
  ``@original``; a follow-up: by its id) and from each click on it answered by updating it
  (``UPDATE_MESSAGE``, "For components, edit the message the component was attached to", at any
  age of the message; or deferred so): the clicked message is then that click's ``@original``.
  A click answered with a new private message (a hand) gives the table no key: Discord
  documents no edit of the clicked message by its id.
- Before its key runs out (:data:`SLEEP_MARGIN`), a table that nobody clicked is put to sleep:
  edited one last time to show the table with a single "Show the table" control and no move
  controls (:meth:`TablePublisher.put_to_sleep`). A click on that control wakes it: the click's
  answer draws the live table in that message, which gets the click's key. So at any moment at
  most one table message of a game has live controls, and nothing waits on a message the bot
  can no longer edit.
- A player's click on their private hand can't edit the table. If the table is asleep then,
  a new table message goes out as a public follow-up of that click (its key: that click's
  token), and the old one stays asleep.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from typing import Any

import discord
from discord.http import handle_message_parameters
from discord.webhook.async_ import async_context

from bot.model import NO_SERVER, GameRow, Shards
from bot.model.keys import TableKey
from bot.store import Store
from bot.words import ENGLISH, Words, words

__all__ = ["SLEEP_MARGIN", "TOKEN_LIFETIME", "TOO_MANY_FOLLOWUPS", "TableKeys", "token_expiry"]

log = logging.getLogger(__name__)

# "Interaction tokens are valid for 15 minutes" (receiving-and-responding.mdx).
TOKEN_LIFETIME = 15 * 60.0
# A table is put to sleep this long before its key runs out: more than the timers' tick
# (5 s) and a slow edit's retries.
SLEEP_MARGIN = 60.0
INVALID_WEBHOOK_TOKEN = 50027  # what Discord answers an expired token (observed: 401)
# "Apps are limited to 5 followup messages per interaction if it was initiated from a
# user-installed app and isn't installed in the server" (receiving-and-responding.mdx, Create
# Followup Message): the bot counts as if that were always so outside its servers.
FOLLOWUPS = 5
# "This interaction has hit the maximum number of follow up messages"
# (developers/topics/opcodes-and-status-codes.mdx).
TOO_MANY_FOLLOWUPS = 40094


def token_expiry(interaction: discord.Interaction) -> float:
    """When ``interaction``'s token runs out (wall time): 15 minutes after Discord made it."""
    return interaction.created_at.timestamp() + TOKEN_LIFETIME


class TableKeys:
    """The keys of the games played where the bot was not invited, by game."""

    def __init__(self, client: discord.Client, store: Store) -> None:
        self.client, self.store = client, store
        self._keys: dict[int, TableKey] = {}
        # One edit at a time per table message: a table put to sleep is never woken by an edit
        # that was under way.
        self._locks: dict[int, asyncio.Lock] = {}
        # Per game, the freshest click's token that may still send follow-ups (the posts:
        # showdowns, score sheets, a new table), and how many each token sent.
        self._posters: dict[int, tuple[str, float]] = {}
        self._followups: dict[str, int] = {}

    async def load(self, shards: Shards) -> None:
        """The keys of the games in play of ``shards`` (games outside servers: shard 0's)."""
        self._keys = {key.game_id: key for key in await self.store.table_keys(shards)}

    @staticmethod
    def outside(row: GameRow) -> bool:
        """The game is played where the bot was not invited."""
        return row.guild_id == NO_SERVER

    def get(self, game_id: int) -> TableKey | None:
        return self._keys.get(game_id)

    def words(self, game_id: int) -> Words:
        """The public table's language: the challenger's (English if unknown: a game that
        ended before the bot started)."""
        key = self._keys.get(game_id)
        return words(key.locale if key is not None else ENGLISH)

    async def begin(self, game_id: int, place: str, locale: str) -> None:
        """A new game where the bot was not invited (stored before its table is sent)."""
        key = TableKey(game_id, place, locale)
        await self.store.save_table_key(key)
        self._keys[game_id] = key

    async def keep(
        self,
        game_id: int,
        interaction: discord.Interaction,
        message_id: int,
        *,
        original: bool = True,
    ) -> None:
        """``interaction``'s token may edit the table message ``message_id``, which is the
        game's table message, awake, from now on: as its ``@original`` (its answer, or the
        clicked message its answer updated), or else as a follow-up it sent."""
        key = self._keys.get(game_id)
        if key is None:
            return
        self.offer(game_id, interaction)  # it may send the game's posts too
        expiry = token_expiry(interaction)
        if key.message_id == message_id and not key.asleep and expiry <= key.expires_at:
            return  # no fresher than the key it has
        fresh = replace(
            key,
            message_id=message_id,
            token=interaction.token,
            expires_at=expiry,
            original=original,
            asleep=False,
        )
        self._keys[game_id] = fresh
        await self.store.save_table_key(fresh)

    async def asleep(self, game_id: int) -> None:
        """The table message was put to sleep (or can't be edited any more)."""
        key = self._keys.get(game_id)
        if key is not None and not key.asleep:
            self._keys[game_id] = replace(key, asleep=True)
            await self.store.save_table_key(self._keys[game_id])

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    # -- follow-ups ------------------------------------------------------------------------------

    def offer(self, game_id: int, interaction: discord.Interaction) -> None:
        """A click or command in the game: its token may send the game's posts."""
        token, expiry = interaction.token, token_expiry(interaction)
        known = self._posters.get(game_id)
        if known is None or known[1] < expiry:
            self._posters[game_id] = (token, expiry)
            if known is not None and known[0] != token:
                self._followups.pop(known[0], None)  # no longer used: not counted any more

    def poster(self, game_id: int, now: float) -> str | None:
        """A token that may send one more follow-up in the game now (None: wait for a click)."""
        known = self._posters.get(game_id)
        if known is None:
            return None
        token, expiry = known
        if now + SLEEP_MARGIN >= expiry or self._followups.get(token, 0) >= FOLLOWUPS:
            return None
        return token

    def spent(self, token: str) -> None:
        """Discord refused ``token``: it sends nothing more."""
        self._followups[token] = FOLLOWUPS

    async def follow_up(self, token: str, **fields: Any) -> int:
        """A public follow-up with ``token``; its message id."""
        self._followups[token] = self._followups.get(token, 0) + 1
        sent = await self._webhook(token).send(wait=True, **fields)
        return sent.id

    def _webhook(self, token: str) -> discord.Webhook:
        application_id = self.client.application_id
        assert application_id is not None
        return discord.Webhook.partial(application_id, token, client=self.client)

    def due(self, now: float) -> list[TableKey]:
        """The awake tables whose key runs out within :data:`SLEEP_MARGIN` of ``now``."""
        return [
            k
            for k in self._keys.values()
            if not k.asleep and k.token is not None and not k.live(now, SLEEP_MARGIN)
        ]

    async def edit(self, key: TableKey, **fields: Any) -> None:
        """Edit the table message with the key's token (raises what Discord answered)."""
        assert key.token is not None and key.message_id is not None
        webhook = self._webhook(key.token)
        if not key.original:  # "Edit Followup Message", by its id
            await webhook.edit_message(key.message_id, **fields)
            return
        # "Edit Original Interaction Response" (@original): what discord.py's
        # Interaction.edit_original_response sends, from the token alone (after a restart
        # there is no Interaction); its views are never stored (ControlRows).
        mentions = self.client.allowed_mentions  # the bot's own: no @everyone, no roles
        with handle_message_parameters(**fields, previous_allowed_mentions=mentions) as params:
            await async_context.get().edit_original_interaction_response(
                webhook.id,
                key.token,
                session=webhook.session,
                proxy=webhook.proxy,
                proxy_auth=webhook.proxy_auth,
                payload=params.payload,
                multipart=params.multipart,
                files=params.files,
            )


def expired(exc: BaseException) -> bool:
    """Discord refused a token that ran out (401 50027), or the message is gone (404)."""
    return isinstance(exc, discord.HTTPException) and (
        (exc.status == 401 and exc.code == INVALID_WEBHOOK_TOKEN) or exc.status == 404
    )
