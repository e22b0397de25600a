"""What a finished rated game adds: its members' new ratings, their rating changes and their
standings (running totals per server, season and format, streaks included), as pure rules.

Every store keeps the same numbers by asking these functions: it reads the rows a game touches
(the members' ratings, their standings of the game's format and of 'all'), calls :func:`tally`,
and writes what comes back. :func:`recompute` is the same rule folded over a season's games in
the order they finished, as recording them one after another did.

>>> def line(place, total):  # a two-player game's line: its place and grand total
...     return ResultRow(1, 0, None, place, total, 0, 0, 0, 0, 0, "target", None, False, False, 1)
>>> won = add_result(None, line(1, 120), at=5.0)
>>> (won.games, won.wins, won.streak, won.longest_streak)
(1, 1, 1, 1)
>>> lost = add_result(won, line(2, 80), at=6.0)
>>> (lost.games, lost.wins, lost.best_total, lost.streak, lost.longest_streak)
(2, 1, 120, -1, 1)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from bot.model import ratings
from bot.model.games import ResultRow

__all__ = [
    "ALL_FORMATS",
    "FinishedGame",
    "Rating",
    "RatingChange",
    "Recomputed",
    "Standing",
    "Tally",
    "add_result",
    "recompute",
    "tally",
]

ALL_FORMATS = "all"  # the standings row that counts every format


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """A finished game as its result rows place it."""

    guild_id: int
    season: int
    game_id: int
    format: str
    finished_at: float


# Rating, RatingChange and Standing are named tuples, not dataclasses: recomputing a season
# makes one per member per game, and a tuple is several times quicker to make.


class Rating(NamedTuple):
    """A member's rating in a server's season: openskill's mu and sigma, the rated games so
    far, and when the last one finished."""

    mu: float
    sigma: float
    games: int
    updated_at: float

    @property
    def display(self) -> int:
        return ratings.display(self.mu, self.sigma)


class RatingChange(NamedTuple):
    """What one game did to one member's rating (``number``: their nth rated game of the
    season)."""

    member_id: int
    mu_before: float
    sigma_before: float
    mu_after: float
    sigma_after: float
    display: int
    number: int


class Standing(NamedTuple):
    """A member's running totals in a server's season, for one format or all of them."""

    games: int
    wins: int  # first places (shared ones too)
    points: int
    hands_played: int
    hands_won: int
    gins: int
    big_gins: int
    undercuts_given: int
    undercuts_suffered: int
    best_total: int
    last_at: float
    streak: int  # now: wins in a row (> 0) or games without one (< 0)
    longest_streak: int  # most wins in a row


def add_result(before: Standing | None, result: ResultRow, at: float) -> Standing:
    """The standing after one more game (``before``: None for the member's first). A win
    extends a winning streak or starts one; anything else extends (negatively) a run without a
    win."""
    won = result.place == 1
    if before is None:
        return Standing(
            1,
            int(won),
            result.points,
            result.hands_played,
            result.hands_won,
            result.gins,
            result.big_gins,
            result.undercuts_given,
            result.undercuts_suffered,
            result.grand_total,
            at,
            1 if won else -1,
            int(won),
        )
    streak = max(before.streak, 0) + 1 if won else min(before.streak, 0) - 1
    return Standing(
        before.games + 1,
        before.wins + int(won),
        before.points + result.points,
        before.hands_played + result.hands_played,
        before.hands_won + result.hands_won,
        before.gins + result.gins,
        before.big_gins + result.big_gins,
        before.undercuts_given + result.undercuts_given,
        before.undercuts_suffered + result.undercuts_suffered,
        max(before.best_total, result.grand_total),
        at,
        streak,
        max(before.longest_streak, streak if won else 0),
    )


@dataclass(frozen=True, slots=True)
class Tally:
    """What one finished game changes: member -> new rating, the rating changes (in the
    results' order), and (format, member) -> new standing, for the game's format and 'all'."""

    ratings: dict[int, Rating]
    changes: tuple[RatingChange, ...]
    standings: dict[tuple[str, int], Standing]


def tally(
    game: FinishedGame,
    results: Sequence[ResultRow],
    ratings_now: Mapping[int, Rating],
    standings_now: Mapping[tuple[str, int], Standing],
) -> Tally:
    """What ``game`` adds, from its members' ratings (absent: a newcomer this season) and
    standings (keyed (format, member); absent: none yet) before it."""
    lines = [(r.member_id, r.player if r.team is None else r.team, r.place) for r in results]
    new = ratings.rate(
        lines,
        {m: (ratings_now[m].mu, ratings_now[m].sigma) for m, _, _ in lines if m in ratings_now},
    )
    at = game.finished_at
    rated: dict[int, Rating] = {}
    changes: list[RatingChange] = []
    standings: dict[tuple[str, int], Standing] = {}
    for r in results:
        mu, sigma = new[r.member_id]
        before = ratings_now.get(r.member_id)
        mu_before, sigma_before = (before.mu, before.sigma) if before else ratings.START
        played = before.games if before else 0
        rated[r.member_id] = Rating(mu, sigma, played + 1, at)
        changes.append(
            RatingChange(
                r.member_id,
                mu_before,
                sigma_before,
                mu,
                sigma,
                ratings.display(mu, sigma),
                played + 1,
            )
        )
        for fmt in (game.format, ALL_FORMATS):
            key = (fmt, r.member_id)
            standings[key] = add_result(standings_now.get(key), r, at)
    return Tally(rated, tuple(changes), standings)


@dataclass(frozen=True, slots=True)
class Recomputed:
    """A season computed again: (guild, season, member) -> rating, every rating change with
    its game, and (guild, season, format, member) -> standing."""

    ratings: dict[tuple[int, int, int], Rating]
    changes: list[tuple[FinishedGame, RatingChange]]
    standings: dict[tuple[int, int, str, int], Standing]


def recompute(games: Iterable[tuple[FinishedGame, Sequence[ResultRow]]]) -> Recomputed:
    """Every rating and standing again from the rated games, given in the order they finished
    (one game after another, as :func:`tally` recorded them)."""
    rated: dict[tuple[int, int, int], Rating] = {}
    changes: list[tuple[FinishedGame, RatingChange]] = []
    standings: dict[tuple[int, int, str, int], Standing] = {}
    for game, results in games:
        g, season = game.guild_id, game.season
        members = [r.member_id for r in results]
        ratings_now = {m: rated[(g, season, m)] for m in members if (g, season, m) in rated}
        standings_now = {
            (fmt, m): standings[(g, season, fmt, m)]
            for m in members
            for fmt in (game.format, ALL_FORMATS)
            if (g, season, fmt, m) in standings
        }
        added = tally(game, results, ratings_now, standings_now)
        for member, rating in added.ratings.items():
            rated[(g, season, member)] = rating
        changes += [(game, change) for change in added.changes]
        for (fmt, member), standing in added.standings.items():
            standings[(g, season, fmt, member)] = standing
    return Recomputed(rated, changes, standings)
