"""The store's members and servers: members' names and choices (refusing challenges, the
"your turn" ping, how their cards are shown), the servers' settings and seasons, the server log
of admin actions, and forgetting a member (every row of theirs re-keyed to a tombstone)."""

from __future__ import annotations

import json

from bot.model.cards import DEFAULT_STYLE, CardOrder, CardStyle, SuitColours
from bot.model.settings import ServerSettings
from bot.store.base import MemberBusy
from bot.store.sql.connection import Connection
from bot.store.sql.leaderboard import LeaderboardOrders

# A member's on/off choices in a server: columns of ``members`` (0 or 1).
MEMBER_CHOICES = ("refuses_challenges", "turn_ping")
_LOG = "INSERT INTO server_log (guild_id, at, member_id, action, detail) VALUES (?, ?, ?, ?, ?)"


def _rekeyed_state(state: str, member_id: int, tombstone: int) -> str:
    """A stored game with a member's id (its players are ids as text) replaced."""
    data = json.loads(state)
    data["players"] = [str(tombstone) if p == str(member_id) else p for p in data["players"]]
    return json.dumps(data, separators=(",", ":"))


class MembersStore(Connection):
    """Members' choices and forgetting a member; servers, their settings, seasons and log."""

    # -- servers' settings and seasons, members' choices ------------------------------------

    async def server_settings(self) -> tuple[dict[int, ServerSettings], list[str]]:
        """Every server's stored settings. A row that can't be read is named in the second
        list (and left as it is): that server plays with the defaults until an admin sets
        them again."""
        found: dict[int, ServerSettings] = {}
        bad: list[str] = []
        for guild_id, text in await self._db.fetchall("SELECT guild_id, settings FROM servers"):
            try:
                found[guild_id] = ServerSettings.from_dict(json.loads(text))
            except (TypeError, ValueError) as exc:  # SettingsError is a ValueError
                bad.append(f"server {guild_id}: its settings can't be read ({exc})")
        return found, bad

    async def set_settings(
        self, guild_id: int, settings: ServerSettings, *, by: int, detail: str, now: float
    ) -> None:
        """Store the server's settings and log who changed what, in one transaction."""
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO servers (guild_id, settings, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings, "
                "updated_at = excluded.updated_at",
                (guild_id, json.dumps(settings.to_dict()), now),
            )
            await db.execute(_LOG, (guild_id, now, by, "settings", detail))

    async def new_season(self, guild_id: int, *, by: int, now: float) -> int:
        """Start the server's next season (ratings and standings start again; results and
        history stay), logged; returns its number."""
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO servers (guild_id, season, updated_at) VALUES (?, 2, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET season = servers.season + 1, "
                "updated_at = excluded.updated_at",
                (guild_id, now),
            )
            season = await self.season(guild_id)
            await LeaderboardOrders(db).drop_seasons_before(guild_id, season)
            await db.execute(_LOG, (guild_id, now, by, "season", f"season {season} started"))
        return season

    async def log_action(
        self, guild_id: int, *, by: int, action: str, detail: str, now: float
    ) -> None:
        async with self._transaction() as db:
            await db.execute(_LOG, (guild_id, now, by, action, detail))

    async def refusing(self) -> set[tuple[int, int]]:
        """(server, member) of every member who doesn't take challenges."""
        return await self._members_with("refuses_challenges")

    async def set_refuses(self, guild_id: int, member_id: int, refuses: bool) -> None:
        await self._set_member_choice("refuses_challenges", guild_id, member_id, refuses)

    async def _members_with(self, choice: str) -> set[tuple[int, int]]:
        assert choice in MEMBER_CHOICES  # a column name, never a member's text
        rows = await self._db.fetchall(
            f"SELECT guild_id, member_id FROM members WHERE {choice} = 1"
        )
        return {(g, m) for g, m in rows}

    async def _set_member_choice(
        self, choice: str, guild_id: int, member_id: int, on: bool
    ) -> None:
        assert choice in MEMBER_CHOICES
        async with self._transaction() as db:
            await db.execute(
                f"INSERT INTO members (guild_id, member_id, {choice}) VALUES (?, ?, ?) "
                f"ON CONFLICT (guild_id, member_id) DO UPDATE SET {choice} = excluded.{choice}",
                (guild_id, member_id, int(on)),
            )

    async def forget_member(self, guild_id: int, member_id: int) -> int:
        """Erase a member from this server: every row of theirs here is re-keyed to a new
        tombstone (a negative id, "a former member"), their stored names and choices go.
        Others' history, standings and ratings read exactly as before, and so do the
        tournaments they played. Raises :class:`MemberBusy` while they hold a live game or
        challenge here, or are entered in a tournament not over yet. Returns the
        tombstone."""
        async with self._transaction() as db:
            in_guild = "game_id IN (SELECT id FROM games WHERE guild_id = ?)"
            busy = await db.fetchone(
                f"SELECT 1 FROM game_members WHERE member_id = ? AND live = 1 AND {in_guild}",
                (member_id, guild_id),
            )
            entered = await db.fetchone(
                "SELECT 1 FROM tournament_entries WHERE member_id = ? AND removed = 0 AND "
                "tournament_id IN (SELECT id FROM tournaments WHERE guild_id = ? AND status IN "
                "('sign-up', 'running'))",
                (member_id, guild_id),
            )
            if busy is not None or entered is not None:
                raise MemberBusy([member_id])
            await db.lock_server(guild_id)  # two forgets in one server: two tombstones
            lowest = await self._scalar(
                "SELECT MIN(member_id) FROM members WHERE guild_id = ?", (guild_id,)
            )
            tombstone = min(lowest or 0, 0) - 1
            await db.execute("DELETE FROM members WHERE guild_id = ? AND member_id = ?",
                             (guild_id, member_id))  # fmt: skip
            await db.execute(
                "INSERT INTO members (guild_id, member_id, name) VALUES (?, ?, NULL)",
                (guild_id, tombstone),
            )
            states = await db.fetchall(
                f"SELECT id, state FROM games WHERE state IS NOT NULL AND id IN "
                f"(SELECT game_id FROM game_members WHERE member_id = ? AND {in_guild})",
                (member_id, guild_id),
            )
            await db.executemany(
                "UPDATE games SET state = ? WHERE id = ?",
                [(_rekeyed_state(state, member_id, tombstone), game) for game, state in states],
            )
            key = (tombstone, member_id, guild_id)
            await db.execute(
                f"UPDATE game_members SET member_id = ?, name = NULL WHERE member_id = ? "
                f"AND {in_guild}",
                key,
            )
            for column in ("dealer", "player_a", "player_b", "knocker", "winner"):
                await db.execute(
                    f"UPDATE deals SET {column} = ? WHERE {column} = ? AND {in_guild}", key
                )
            for table in ("results", "ratings", "rating_changes", "standings"):
                await db.execute(
                    f"UPDATE {table} SET member_id = ? WHERE member_id = ? AND guild_id = ?", key
                )
            await LeaderboardOrders(db).forget(
                guild_id, await self.season(guild_id), member_id, tombstone
            )
            await db.execute(
                "UPDATE server_log SET member_id = ? WHERE member_id = ? AND guild_id = ?", key
            )
            # A tournament's entries and matches are kept like results, under the tombstone.
            in_events = "tournament_id IN (SELECT id FROM tournaments WHERE guild_id = ?)"
            await db.execute(
                f"UPDATE tournament_entries SET member_id = ?, name = NULL WHERE member_id = ? "
                f"AND {in_events}",
                key,
            )
            for column in ("member_a", "member_b", "winner"):
                await db.execute(
                    f"UPDATE tournament_matches SET {column} = ? WHERE {column} = ? AND "
                    f"{in_events}",
                    key,
                )
            for table in ("outbox", "turn_pings"):
                await db.execute(
                    f"UPDATE {table} SET member_id = ? WHERE member_id = ? AND {in_guild}", key
                )
            await db.execute(
                "DELETE FROM confirmations WHERE guild_id = ? AND (member_id = ? OR "
                "(action = 'forget' AND target = ?))",
                (guild_id, member_id, member_id),
            )
        await self._after_forget()
        return tombstone

    # -- "your turn" pings -------------------------------------------------------------------

    async def turn_pings_wanted(self) -> set[tuple[int, int]]:
        """(server, member) of every member who asked for a ping on their turn."""
        return await self._members_with("turn_ping")

    async def set_turn_ping(self, guild_id: int, member_id: int, wanted: bool) -> None:
        await self._set_member_choice("turn_ping", guild_id, member_id, wanted)

    # -- how members' cards are shown ------------------------------------------------------------

    async def card_styles(self) -> dict[tuple[int, int], CardStyle]:
        """(server, member) -> their choice, for every member who made one. A value this
        release doesn't know (none is written) reads as the default."""
        rows = await self._db.fetchall(
            "SELECT guild_id, member_id, card_order, suit_colours FROM members "
            "WHERE card_order IS NOT NULL OR suit_colours IS NOT NULL"
        )
        known_orders = {o.value: o for o in CardOrder}
        known_colours = {c.value: c for c in SuitColours}
        return {
            (guild_id, member_id): CardStyle(
                known_orders.get(order, DEFAULT_STYLE.order),
                known_colours.get(colours, DEFAULT_STYLE.colours),
            )
            for guild_id, member_id, order, colours in rows
        }

    async def set_card_style(self, guild_id: int, member_id: int, style: CardStyle) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO members (guild_id, member_id, card_order, suit_colours) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, member_id) DO UPDATE SET "
                "card_order = excluded.card_order, suit_colours = excluded.suit_colours",
                (guild_id, member_id, style.order.value, style.colours.value),
            )
