"""The table messages of games played where the bot was not invited, and the interaction
tokens that may edit them (``table_keys``: :class:`bot.model.keys.TableKey`)."""

from __future__ import annotations

from bot.model import Shards
from bot.model.keys import TableKey
from bot.store.sql.connection import Connection
from bot.store.sql.values import owned, to_float

_COLUMNS = "game_id, place, locale, message_id, token, expires_at, original, asleep"


class TableKeysStore(Connection):
    """Each such game's table message and its freshest token."""

    async def save_table_key(self, key: TableKey) -> None:
        """Store the game's key, in place of the one it had."""
        async with self._transaction() as db:
            await db.execute(
                f"INSERT INTO table_keys ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (game_id) DO UPDATE SET place = excluded.place, "
                "locale = excluded.locale, message_id = excluded.message_id, "
                "token = excluded.token, expires_at = excluded.expires_at, "
                "original = excluded.original, asleep = excluded.asleep",
                (
                    key.game_id,
                    key.place,
                    key.locale,
                    key.message_id,
                    key.token,
                    key.expires_at,
                    int(key.original),
                    int(key.asleep),
                ),
            )

    async def table_keys(self, shards: Shards | None = None) -> list[TableKey]:
        """The keys of the challenges and games in play of ``shards`` (None: every one), and
        of the games over whose posts are still owed (they go out in the game's language)."""
        mine, params = owned(shards, "games.guild_id")
        rows = await self._db.fetchall(
            f"SELECT {', '.join('table_keys.' + c for c in _COLUMNS.split(', '))} "
            "FROM table_keys JOIN games ON games.id = table_keys.game_id "
            "WHERE (games.status IN ('challenge', 'active') "
            "OR games.id IN (SELECT game_id FROM outbox)) "
            f"AND {mine} ORDER BY game_id",
            params,
        )
        return [
            TableKey(
                game_id=int(game_id),
                place=str(place),
                locale=str(locale),
                message_id=None if message_id is None else int(message_id),
                token=None if token is None else str(token),
                expires_at=to_float(expires_at) or 0.0,
                original=bool(original),
                asleep=bool(asleep),
            )
            for game_id, place, locale, message_id, token, expires_at, original, asleep in rows
        ]
