"""The store's record of the bot itself, kept per shard in ``bot_state``: its heartbeat,
the last moment it was alive, its downtime, the last sync of the slash commands; and, shared by
every shard, the control key that tags custom ids and the confirmations it asked for.

Shard 0 keeps the names the single process always used (no migration); shard n keeps
``name:n``.
"""

from __future__ import annotations

import json
import secrets

from bot.model import CommandSync, ConfirmAction, Confirmation, Shards
from bot.store.base import DatabaseError
from bot.store.sql.connection import Connection
from bot.store.sql.values import (
    COMMAND_SYNC,
    CONTROL_KEY,
    DOWNTIME,
    HEARTBEAT,
    SHARD_COUNT,
    owned,
    state_key,
    to_float,
)

_UPSERT_STATE = (
    "INSERT INTO bot_state (name, value) VALUES (?, ?) "
    "ON CONFLICT (name) DO UPDATE SET value = excluded.value"
)
_CONFIRMATION_COLUMNS = "token, guild_id, member_id, action, target, detail, asked_at, answered_at"
CONFIRMATIONS_KEPT = 24 * 3600.0  # answered or not, a confirmation row goes after a day


class BotStateMixin(Connection):
    """The bot's heartbeat, downtime, command sync, control key and confirmations."""

    async def heartbeat(self, now: float, *, downtime: float | None = None, shard: int = 0) -> None:
        """The bot (``shard``) can receive clicks at ``now``; with ``downtime``, also the new
        total of downtime, in the same transaction (so an outage is never counted twice)."""
        async with self._transaction() as db:
            await db.execute(_UPSERT_STATE, (state_key(HEARTBEAT, shard), repr(now)))
            if downtime is not None:
                await db.execute(_UPSERT_STATE, (state_key(DOWNTIME, shard), repr(downtime)))

    async def last_alive(self, shard: int = 0, count: int = 1) -> float | None:
        """The last moment the bot's ``shard`` (of ``count``) is known to have been able to
        receive clicks: its last heartbeat or the last commit of one of its games, whichever
        is later."""
        beat = await self._state_number(state_key(HEARTBEAT, shard))
        mine, params = owned(Shards(count, (shard,)))
        commit = to_float(
            await self._scalar(f"SELECT MAX(updated_at) FROM games WHERE {mine}", params)
        )
        known = [t for t in (beat, commit) if t is not None]
        return max(known) if known else None

    async def downtime(self, shard: int = 0) -> float:
        """All the time so far that the bot (``shard``) could not receive clicks (seconds)."""
        return await self._state_number(state_key(DOWNTIME, shard)) or 0.0

    async def shard_count(self) -> int | None:
        """The shard count the bot last ran with (None: never stored, one connection)."""
        number = await self._state_number(SHARD_COUNT)
        return None if number is None else int(number)

    async def use_shard_count(self, count: int, now: float, *, fresh: float) -> int | None:
        """Run from now on with ``count`` shards. If the bot ran with another count (or none:
        one connection), every live timer and confirmation is rebased first, in one
        transaction, from its server's old shard's clock to the new shards' (downtime 0,
        last alive ``now``): what was left of every turn is left, and the time the bot was
        stopped counts for nobody. Returns the old count (None: nothing to do).
        :class:`DatabaseError` if a shard of the old count beat within ``fresh`` seconds:
        the count changes with every process stopped."""
        async with self._transaction() as db:
            old = await self.shard_count() or 1
            if old == count:
                if await self._state_text(SHARD_COUNT) is None:
                    await db.execute(_UPSERT_STATE, (SHARD_COUNT, str(count)))
                return None
            for shard in range(old):
                beat = await self._state_number(state_key(HEARTBEAT, shard))
                if beat is not None and now - beat < fresh:
                    raise DatabaseError(
                        f"The bot runs with {old} shard(s) and its shard {shard} is alive (its "
                        f"heartbeat is {now - beat:.0f} s old): stop every process, then start "
                        f"them all with {count}."
                    )
            for shard in range(old):
                mine, params = owned(Shards(old, (shard,)))
                alive = await self.last_alive(shard, old)
                downtime = await self._state_number(state_key(DOWNTIME, shard)) or 0.0
                shift = downtime + max(0.0, now - (alive if alive is not None else now))
                await db.execute(
                    "UPDATE timers SET due_at = due_at + ?, remind_at = remind_at + ? "
                    f"WHERE game_id IN (SELECT id FROM games WHERE {mine})",
                    (shift, shift, *params),
                )
                await db.execute(
                    f"UPDATE confirmations SET asked_at = asked_at + ? WHERE {mine}",
                    (shift, *params),
                )
            for shard in range(max(old, count)):
                for name in (HEARTBEAT, DOWNTIME):
                    await db.execute(
                        "DELETE FROM bot_state WHERE name = ?", (state_key(name, shard),)
                    )
            for shard in range(count):
                await db.execute(_UPSERT_STATE, (state_key(HEARTBEAT, shard), repr(now)))
                await db.execute(_UPSERT_STATE, (state_key(DOWNTIME, shard), repr(0.0)))
            await db.execute(_UPSERT_STATE, (SHARD_COUNT, str(count)))
        return old

    async def _state_number(self, name: str) -> float | None:
        return to_float(await self._state_text(name))

    async def last_command_sync(self, shard: int = 0) -> CommandSync | None:
        """The last sync of the slash commands from this database by ``shard`` (None: never,
        or a record that can't be read, which syncs again)."""
        text = await self._state_text(state_key(COMMAND_SYNC, shard))
        try:
            data = json.loads(text or "")
            return CommandSync(
                str(data["digest"]), str(data["target"]), int(data["application_id"])
            )
        except (ValueError, TypeError, KeyError):
            return None

    async def record_command_sync(self, sync: CommandSync, at: float, shard: int = 0) -> None:
        """The slash commands were synced at ``at`` by ``shard``, as ``sync`` says."""
        value = json.dumps(
            {
                "digest": sync.digest,
                "target": sync.target,
                "application_id": sync.application_id,
                "at": at,
            }
        )
        async with self._lock:
            await self._db.execute(_UPSERT_STATE, (state_key(COMMAND_SYNC, shard), value))

    async def control_key(self) -> bytes:
        """The key that tags the bot's custom ids: made at random the first time it is asked
        for, then the same for every process on this database and every restart."""
        text = await self._state_text(CONTROL_KEY)
        if text is None:
            async with self._lock:
                await self._db.execute(
                    "INSERT INTO bot_state (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING",
                    (CONTROL_KEY, secrets.token_hex(32)),
                )
            text = await self._state_text(CONTROL_KEY)
        try:
            key = bytes.fromhex(text or "")
        except ValueError:
            key = b""
        if len(key) < 16:
            raise DatabaseError(
                f"The database {self.path} has a damaged control key: restore it from a backup."
            )
        return key

    # -- confirmations -------------------------------------------------------------------------

    async def add_confirmation(self, confirmation: Confirmation) -> None:
        """Keep a confirmation the bot asks for (and drop those asked more than a day ago)."""
        c = confirmation
        async with self._transaction() as db:
            await db.execute(
                "DELETE FROM confirmations WHERE asked_at < ?",
                (c.asked_at - CONFIRMATIONS_KEPT,),
            )
            await db.execute(
                f"INSERT INTO confirmations ({_CONFIRMATION_COLUMNS}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (c.token, c.guild_id, c.member_id, c.action.value, c.target, c.detail,
                 c.asked_at, c.answered_at),
            )  # fmt: skip

    async def confirmation(self, token: str) -> Confirmation | None:
        row = await self._db.fetchone(
            f"SELECT {_CONFIRMATION_COLUMNS} FROM confirmations WHERE token = ?", (token,)
        )
        if row is None:
            return None
        token, guild, member, action, target, detail, asked, answered = row
        return Confirmation(
            token, guild, member, ConfirmAction(action), target, detail, asked, answered
        )

    async def answer_confirmation(self, token: str, at: float) -> bool:
        """Mark the confirmation answered; False if it already was (or is gone): each is
        answered once, however many clicks race for it."""
        async with self._transaction() as db:
            changed = await db.execute(
                "UPDATE confirmations SET answered_at = ? WHERE token = ? AND answered_at IS NULL",
                (at, token),
            )
            return changed == 1
