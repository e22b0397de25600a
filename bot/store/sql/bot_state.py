"""The store's record of the bot itself, kept per shard in ``bot_state``: its heartbeat,
the last moment it was alive, its downtime, the last sync of the slash commands; and, shared by
every shard, the control key that tags custom ids and the confirmations it asked for.

Shard 0 keeps the names the single process always used (no migration); shard n keeps
``name:n``.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Sequence

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


class BotStateStore(Connection):
    """The bot's heartbeat, downtime, command sync, control key and confirmations."""

    async def heartbeat(
        self,
        now: float,
        *,
        downtime: float | None = None,
        shard: int = 0,
        epoch: int | None = None,
    ) -> bool:
        """The bot (``shard``) can receive clicks at ``now``; with ``downtime``, also the new
        total of downtime, in the same transaction (so an outage is never counted twice).
        With ``epoch``, only while that is the shard's lease, which the same write renews;
        False (nothing written) once another process took the shard."""
        async with self._transaction() as db:
            if epoch is not None:
                renewed = await db.execute(
                    "UPDATE shard_leases SET renewed_at = ? WHERE shard = ? AND epoch = ?",
                    (now, shard, epoch),
                )
                if not renewed:
                    return False
            await db.execute(_UPSERT_STATE, (state_key(HEARTBEAT, shard), repr(now)))
            if downtime is not None:
                await db.execute(_UPSERT_STATE, (state_key(DOWNTIME, shard), repr(downtime)))
        return True

    # -- leases: which process runs a shard ----------------------------------------------------

    async def take_lease(self, shard: int, holder: str, now: float) -> int:
        """The shard's lease for ``holder``: the same epoch if it holds it already, else one
        more than the last, so that whoever had it is refused from now on. One statement:
        two processes taking a shard at once get two epochs, never one."""
        async with self._transaction() as db:
            row = await db.fetchone(
                "INSERT INTO shard_leases (shard, epoch, holder, renewed_at) VALUES (?, 1, ?, ?) "
                "ON CONFLICT (shard) DO UPDATE SET epoch = CASE WHEN shard_leases.holder = "
                "excluded.holder THEN shard_leases.epoch ELSE shard_leases.epoch + 1 END, "
                "holder = excluded.holder, renewed_at = excluded.renewed_at RETURNING epoch",
                (shard, holder, now),
            )
        assert row is not None
        return int(row[0])

    async def release_lease(self, shard: int, epoch: int) -> None:
        async with self._transaction() as db:
            await db.execute(
                "UPDATE shard_leases SET holder = NULL WHERE shard = ? AND epoch = ?",
                (shard, epoch),
            )

    async def claim_identify(self, bucket: int, now: float, window: float) -> float:
        """Take the identify slot of ``bucket`` until ``now + window`` if it is free (0.0);
        else the seconds until it is. One statement: of two processes asking at once, one
        gets it."""
        async with self._transaction() as db:
            taken = await db.execute(
                "INSERT INTO identify_slots (bucket, until) VALUES (?, ?) ON CONFLICT (bucket) "
                "DO UPDATE SET until = excluded.until WHERE identify_slots.until <= ?",
                (bucket, now + window, now),
            )
            if taken:
                return 0.0
            row = await db.fetchone("SELECT until FROM identify_slots WHERE bucket = ?", (bucket,))
        return max(0.0, float(row[0]) - now) if row is not None else 0.0

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

    async def heartbeats(self, shards: Sequence[int]) -> dict[int, float | None]:
        """When each of ``shards`` last said it could receive clicks (None: never)."""
        names = {state_key(HEARTBEAT, shard): shard for shard in shards}
        if not names:
            return {}
        marks = ", ".join("?" for _ in names)
        rows = await self._db.fetchall(
            f"SELECT name, value FROM bot_state WHERE name IN ({marks})", tuple(names)
        )
        found = {names[str(name)]: to_float(str(value)) for name, value in rows}
        return {shard: found.get(shard) for shard in shards}

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
        :class:`DatabaseError` if a process holds a shard's lease renewed within ``fresh``
        seconds: the count changes with every process stopped."""
        async with self._transaction() as db:
            old = await self.shard_count() or 1
            if old == count:
                if await self._state_text(SHARD_COUNT) is None:
                    await db.execute(_UPSERT_STATE, (SHARD_COUNT, str(count)))
                return None
            held = await db.fetchall(
                "SELECT shard, renewed_at FROM shard_leases WHERE holder IS NOT NULL "
                "AND renewed_at > ? ORDER BY shard",
                (now - fresh,),
            )
            if held:
                shard, renewed = held[0]
                raise DatabaseError(
                    f"The bot runs with {old} shard(s) and a process holds its shard {shard} "
                    f"(renewed {now - renewed:.0f} s ago): stop every process (one that crashed "
                    f"holds it for {fresh:.0f} s), then start them all with {count}."
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
