"""Ratings: one per member per server and season, by openskill's Plackett-Luce model.

One model rates every format: a two-player game or Hollywood sheet is a one-on-one result, three
players a free-for-all by placement (shared places tie), partnerships two teams of two. A forfeit
is already a last place for who forfeited (or their team). People see a conservative display
rating: openskill's ordinal (mu - 3 sigma, the level the player is almost surely above), scaled so
that a newcomer shows 1000 and each point of ordinal is worth 30.

>>> new = rate([(1, 0, 1), (2, 1, 2)], {})  # member, side, place: 1 beat 2
>>> display(*new[1]) > display(*new[2])
True
>>> display(*START)
1000
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from openskill.models import PlackettLuce

__all__ = ["START", "display", "rate"]

MODEL = PlackettLuce()
START = (MODEL.mu, MODEL.sigma)  # a member who has not played
BASE, SCALE = 1000, 30


def display(mu: float, sigma: float) -> int:
    """The rating people see (conservative: it rises as the bot becomes sure of a player)."""
    return round(BASE + SCALE * (mu - 3 * sigma))


def rate(
    lines: Sequence[tuple[int, int, int]], current: Mapping[int, tuple[float, float]]
) -> dict[int, tuple[float, float]]:
    """New (mu, sigma) per member after one finished game. ``lines``: (member, side, place),
    one per member (a side is a player, or a team); ``current``: the members' ratings so far
    (absent: a newcomer)."""
    sides: dict[int, list[int]] = {}
    places: dict[int, int] = {}
    for member, side, place in lines:
        sides.setdefault(side, []).append(member)
        places[side] = place
    order = sorted(sides)
    teams = [
        [MODEL.rating(*current.get(m, START), name=str(m)) for m in sides[side]] for side in order
    ]
    rated = MODEL.rate(teams, ranks=[places[side] for side in order])
    return {
        member: (r.mu, r.sigma)
        for side, team in zip(order, rated, strict=True)
        for member, r in zip(sides[side], team, strict=True)
    }
