"""The store's standings, ratings and history: a finished game's result rows and what
they add (the rules are :mod:`bot.model.standings`; this module reads the rows a game touches
and writes what the rules return, the leaderboard's orders with them), a member's stats,
head-to-head, the history of games, and every season computed again from the result rows."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from bot.engine import Rules
from bot.model import (
    CHART_POINTS,
    TREND_GAMES,
    GameRow,
    HeadToHead,
    HistoryLine,
    HistoryPage,
    MemberStats,
    ResultRow,
    ratings,
)
from bot.model.standings import FinishedGame, Rating, RatingChange, Standing, recompute, tally
from bot.store.sql.connection import Connection
from bot.store.sql.leaderboard import LeaderboardOrders

_RESULT_COLUMNS = (
    "member_id, seat, team, place, grand_total, points, hands_won, gins, undercuts_given, "
    "undercuts_suffered, ending, reason, forfeited, shutout, deals, hands_played, big_gins"
)
_INSERT_RESULT = (
    f"INSERT INTO results (game_id, guild_id, format, finished_at, season, rated, "
    f"{_RESULT_COLUMNS}) VALUES ({', '.join('?' * 23)})"
)

_STANDING_COLUMNS = (
    "games, wins, points, hands_played, hands_won, gins, big_gins, undercuts_given, "
    "undercuts_suffered, best_total, last_at, streak, longest_streak"
)
# A member's rating and standing as the rules computed them (inserted, or replacing the row).
_PUT_RATING = (
    "INSERT INTO ratings (guild_id, season, member_id, mu, sigma, display, games, updated_at) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, season, member_id) DO UPDATE SET "
    "mu = excluded.mu, sigma = excluded.sigma, display = excluded.display, "
    "games = excluded.games, updated_at = excluded.updated_at"
)
_PUT_STANDING = (
    f"INSERT INTO standings (guild_id, season, format, member_id, {_STANDING_COLUMNS}) "
    f"VALUES ({', '.join('?' * 17)}) ON CONFLICT (guild_id, season, format, member_id) "
    "DO UPDATE SET " + ", ".join(f"{c} = excluded.{c}" for c in _STANDING_COLUMNS.split(", "))
)
_INSERT_RATING_CHANGE = (
    "INSERT INTO rating_changes (game_id, member_id, guild_id, season, mu_before, sigma_before, "
    "mu_after, sigma_after, display, at, number) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


def _result_params(row: GameRow, result: ResultRow, season: int) -> tuple[Any, ...]:
    return (
        row.id,
        row.guild_id,
        row.rules.format.value,
        row.updated_at,
        season,
        int(row.rated),
        result.member_id,
        result.player,
        result.team,
        result.place,
        result.grand_total,
        result.points,
        result.hands_won,
        result.gins,
        result.undercuts_given,
        result.undercuts_suffered,
        result.ending,
        result.reason,
        int(result.forfeited),
        int(result.shutout),
        result.deals,
        result.hands_played,
        result.big_gins,
    )


def _result_row(columns: Sequence[Any]) -> ResultRow:
    """A result row read back (``_RESULT_COLUMNS``, in order)."""
    (member, player, team, place, total, points, won, gins, given, suffered, ending, reason,
     forfeited, shutout, deals, played, big_gins) = columns  # fmt: skip
    return ResultRow(member, player, team, place, total, points, won, gins, given, suffered, ending,
                     reason, bool(forfeited), bool(shutout), deals, played, big_gins)  # fmt: skip


def _rating_params(guild_id: int, season: int, member_id: int, rating: Rating) -> tuple[Any, ...]:
    return (
        guild_id,
        season,
        member_id,
        rating.mu,
        rating.sigma,
        rating.display,
        rating.games,
        rating.updated_at,
    )


def _change_params(game: FinishedGame, change: RatingChange) -> tuple[Any, ...]:
    return (
        game.game_id,
        change.member_id,
        game.guild_id,
        game.season,
        change.mu_before,
        change.sigma_before,
        change.mu_after,
        change.sigma_after,
        change.display,
        game.finished_at,
        change.number,
    )


def _standing_params(
    guild_id: int, season: int, format: str, member_id: int, standing: Standing
) -> tuple[Any, ...]:
    s = standing
    return (guild_id, season, format, member_id, s.games, s.wins, s.points, s.hands_played,
            s.hands_won, s.gins, s.big_gins, s.undercuts_given, s.undercuts_suffered,
            s.best_total, s.last_at, s.streak, s.longest_streak)  # fmt: skip


class StandingsStore(Connection):
    """Results, ratings, standings, stats and history."""

    async def _record_result(self, row: GameRow, results: Sequence[ResultRow]) -> None:
        """Inside the write's transaction: the result rows, the members' new ratings and their
        standings, so a crash leaves all or none and games finishing together never lose an
        update. One read of the members' ratings and one of their standings rows, then the
        rules say what changes."""
        db = self._db
        season = await self.season(row.guild_id)
        await db.executemany(_INSERT_RESULT, [_result_params(row, r, season) for r in results])
        if not row.rated:
            return
        game = FinishedGame(row.guild_id, season, row.id, row.rules.format.value, row.updated_at)
        members = [r.member_id for r in results]
        marks = ", ".join("?" for _ in members)
        await db.lock_server(row.guild_id)
        rows = await db.fetchall(
            f"SELECT member_id, mu, sigma, games, updated_at FROM ratings "
            f"WHERE guild_id = ? AND season = ? AND member_id IN ({marks})",
            (row.guild_id, season, *members),
        )
        ratings_now = {m: Rating(mu, sigma, n, at) for m, mu, sigma, n, at in rows}
        rows = await db.fetchall(
            f"SELECT format, member_id, {_STANDING_COLUMNS} FROM standings "
            f"WHERE guild_id = ? AND season = ? AND format IN (?, 'all') "
            f"AND member_id IN ({marks})",
            (row.guild_id, season, game.format, *members),
        )
        standings_now = {(fmt, member): Standing(*values) for fmt, member, *values in rows}
        added = tally(game, results, ratings_now, standings_now)
        await db.executemany(
            _PUT_RATING,
            [_rating_params(game.guild_id, season, m, r) for m, r in added.ratings.items()],
        )
        await db.executemany(
            _INSERT_RATING_CHANGE, [_change_params(game, change) for change in added.changes]
        )
        await db.executemany(
            _PUT_STANDING,
            [
                _standing_params(game.guild_id, season, fmt, member, standing)
                for (fmt, member), standing in added.standings.items()
            ],
        )
        await LeaderboardOrders(db).sync(game.guild_id, season, members)

    # -- stats, head-to-head and history ------------------------------------------------------

    async def member_stats(self, guild_id: int, member_id: int) -> MemberStats | None:
        """The member's current season here (None: no finished game this season)."""
        season = await self.season(guild_id)
        found = await self._db.fetchall(
            f"SELECT format, {_STANDING_COLUMNS} FROM standings "
            "WHERE guild_id = ? AND season = ? AND member_id = ?",
            (guild_id, season, member_id),
        )
        rows = {row[0]: row[1:] for row in found}
        if "all" not in rows:
            return None
        (games, wins, points, played, won, gins, big_gins, given, suffered, best, _, streak,
         longest) = rows.pop("all")  # fmt: skip
        favourite = max(rows, key=lambda f: (rows[f][0], rows[f][10]), default=None)
        changes, recent, start = await self._rating_changes(guild_id, season, member_id, games)
        names = await self.names(guild_id, [member_id])
        return MemberStats(
            member_id,
            names.get(member_id),
            season,
            games,
            wins,
            points,
            played,
            won,
            gins,
            big_gins,
            given,
            suffered,
            best,
            streak,
            longest,
            favourite,
            changes[-1][1] if changes else None,
            tuple(changes),
            start,
            recent,
        )

    async def _rating_changes(
        self, guild_id: int, season: int, member_id: int, games: int
    ) -> tuple[list[tuple[float, int]], tuple[int, ...], int]:
        """A member's rating changes of the season for the chart (at most about CHART_POINTS
        rows, evenly spaced, the first and the last included: a busy member's thousands of
        games would only slow the card down), their exact last displays for the trend, and
        the display rating they started the season with."""
        where = "WHERE guild_id = ? AND member_id = ? AND season = ?"
        params = (guild_id, member_id, season)
        # Each change carries the member's game number in the season, so the points drawn
        # are index lookups, however many games there were.
        step = max(1, -(-games // CHART_POINTS))
        numbers = sorted({*range(1, games + 1, step), games})
        # The numbers as rows joined to the index, not ``number IN (...)``: PostgreSQL's plan
        # for a list of parameters checked all the member's changes against it (50 ms for a
        # member of 8,000 games; 400 lookups here).
        picked = ", ".join("(CAST(? AS INTEGER))" for _ in numbers)
        db = self._db
        rows = await db.fetchall(
            f"SELECT c.at, c.display FROM (VALUES {picked}) AS n JOIN rating_changes c "
            "ON c.guild_id = ? AND c.member_id = ? AND c.season = ? AND c.number = n.column1 "
            "ORDER BY c.number",
            (*numbers, *params),
        )
        changes = [(at, shown) for at, shown in rows]
        rows = await db.fetchall(
            f"SELECT display FROM rating_changes {where} AND number > ? ORDER BY number",
            (*params, games - TREND_GAMES - 1),
        )
        recent = tuple(shown for (shown,) in rows)
        first = await db.fetchone(
            f"SELECT mu_before, sigma_before FROM rating_changes {where} AND number = 1", params
        )
        return changes, recent, ratings.display(*(first or ratings.START))

    async def head_to_head(self, guild_id: int, member_id: int, other_id: int) -> HeadToHead:
        # Walk the games of whichever of the two played fewer here (a count is an index range;
        # the join probes a row per game walked).
        counts = [
            await self._scalar(
                "SELECT COUNT(*) FROM results WHERE guild_id = ? AND member_id = ?",
                (guild_id, member),
            )
            for member in (member_id, other_id)
        ]
        walk, probe = (member_id, other_id) if counts[0] <= counts[1] else (other_id, member_id)
        rows = [
            tuple(row)
            for row in await self._db.fetchall(
                "SELECT a.place, b.place, a.team IS NOT NULL AND a.team = b.team, a.finished_at "
                "FROM results a JOIN results b ON b.game_id = a.game_id AND b.member_id = ? "
                "WHERE a.guild_id = ? AND a.member_id = ?",
                (probe, guild_id, walk),
            )
        ]
        if walk != member_id:
            rows = [(b, a, partners, at) for a, b, partners, at in rows]
        against = [(a, b) for a, b, partners, _ in rows if not partners]
        together = [a for a, _, partners, _ in rows if partners]
        return HeadToHead(
            member_id,
            other_id,
            await self.names(guild_id, [member_id, other_id]),
            len(against),
            sum(a < b for a, b in against),
            sum(a > b for a, b in against),
            sum(a == b for a, b in against),
            len(together),
            sum(place == 1 for place in together),
            max((at for *_, at in rows), default=None),
        )

    async def history(
        self, guild_id: int, member_id: int, *, page: int = 0, per_page: int = 5
    ) -> HistoryPage:
        """The member's finished games here, newest first (every season)."""
        count = await self._scalar(
            "SELECT COUNT(*) FROM results WHERE guild_id = ? AND member_id = ?",
            (guild_id, member_id),
        )
        pages = max(1, -(-count // per_page))
        page = min(max(page, 0), pages - 1)
        mine = await self._db.fetchall(
            # The page's games are picked from the index alone (an offset skips index entries,
            # not joined rows); only they are read in full, by primary key (as ``game_id IN``
            # the page, SQLite read every result row of the member to test each). The LIMIT
            # written out: a plan made once must know the page is a few rows.
            "SELECT r.game_id, r.finished_at, r.format, g.rules, r.place, r.ending, r.forfeited, "
            "r.rated FROM (SELECT game_id FROM results WHERE guild_id = ? AND member_id = ? "
            f"ORDER BY finished_at DESC, game_id DESC LIMIT {int(per_page)} OFFSET ?) AS p "
            "JOIN results r ON r.game_id = p.game_id AND r.member_id = ? "
            "JOIN games g ON g.id = r.game_id ORDER BY r.finished_at DESC, r.game_id DESC",
            (guild_id, member_id, page * per_page, member_id),
        )
        ids = [row[0] for row in mine]
        marks = ", ".join("?" for _ in ids)
        sides: dict[int, dict[tuple[int, int], list[int]]] = {i: {} for i in ids}
        totals: dict[tuple[int, int, int], int] = {}
        if ids:
            for game_id, member, side, place, total in await self._db.fetchall(
                f"SELECT game_id, member_id, COALESCE(team, seat), place, grand_total "
                f"FROM results WHERE game_id IN ({marks}) ORDER BY game_id, seat",
                ids,
            ):
                sides[game_id].setdefault((place, side), []).append(member)
                totals[(game_id, place, side)] = total
        lines = []
        for game_id, at, fmt, rules, place, ending, forfeited, rated in mine:
            by_place = sorted(sides[game_id].items())
            lines.append(
                HistoryLine(
                    game_id,
                    at,
                    fmt,
                    Rules.from_dict(json.loads(rules)),
                    place,
                    ending,
                    bool(forfeited),
                    tuple((tuple(members), totals[(game_id, *key)]) for key, members in by_place),
                    bool(rated),
                )
            )
        everyone = {m for line in lines for members, _ in line.sides for m in members}
        names = await self.names(guild_id, sorted(everyone | {member_id}))
        return HistoryPage(member_id, page, pages, count, tuple(lines), names)

    async def _recompute(self) -> None:
        """Inside a transaction: every server's ratings, rating changes and standings of its
        current season, computed again from its rated result rows in the order the games
        finished (as recording them did, one game after another)."""
        db = self._db
        rows = await db.fetchall(
            f"SELECT r.guild_id, r.season, r.game_id, r.format, r.finished_at, {_RESULT_COLUMNS} "
            "FROM results r LEFT JOIN servers s ON s.guild_id = r.guild_id "
            "WHERE r.rated = 1 AND r.season = COALESCE(s.season, 1) "
            "ORDER BY r.guild_id, r.finished_at, r.game_id, r.seat"
        )
        for table in ("rating_changes", "standings", "ratings"):
            await db.execute(
                f"DELETE FROM {table} WHERE season = COALESCE((SELECT season FROM servers s "
                f"WHERE s.guild_id = {table}.guild_id), 1)"
            )
        games: dict[FinishedGame, list[ResultRow]] = {}
        for raw in rows:
            games.setdefault(FinishedGame(*raw[:5]), []).append(_result_row(raw[5:]))
        again = recompute(games.items())
        await db.executemany(
            _PUT_RATING,
            [_rating_params(g, season, m, r) for (g, season, m), r in again.ratings.items()],
        )
        await db.executemany(
            _INSERT_RATING_CHANGE, [_change_params(game, change) for game, change in again.changes]
        )
        await db.executemany(
            _PUT_STANDING,
            [
                _standing_params(g, season, fmt, m, standing)
                for (g, season, fmt, m), standing in again.standings.items()
            ],
        )

    async def recompute(self) -> None:
        """Compute every server's current ratings and standings again from the result rows,
        and the leaderboard's orders from them (one transaction)."""
        async with self._transaction():
            await self._recompute()
            await LeaderboardOrders(self._db).rebuild()
