"""An independent recomputation of a game's final sheet from its deal results alone.

Written apart from ``bot.engine.game`` (no code shared but the deal results themselves, which
the deal engine scores and OpenSpiel checks): it reads the rules as docs/rules.md states them and
returns, per side, (points, hands won, box points, game bonus, doubled, grand total, place), plus
Hollywood's three games. Tests compare it with the engine on many seeded games of every format.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from bot.engine import Format, Rules

Line = tuple[int, int, int, int, bool, int, int]


@dataclass
class _HollywoodGame:
    """One of Hollywood's three games as the deals go: points and hands won per side, and the
    side that reached the target (None: still open)."""

    points: list[int] = field(default_factory=lambda: [0, 0])
    wins: list[int] = field(default_factory=lambda: [0, 0])
    reached: int | None = None


def _places(totals: list[int]) -> list[int]:
    return [1 + sum(1 for other in totals if other > mine) for mine in totals]


def _with_places(lines: list[list[Any]]) -> list[Line]:
    """Each final line with its place (1 for the highest grand total; ties share a place)."""
    places = _places([line[5] for line in lines])
    return [
        (line[0], line[1], line[2], line[3], line[4], line[5], place)
        for line, place in zip(lines, places, strict=True)
    ]


def _close(rules: Rules, points: list[int], wins: list[int], reached: int) -> list[list[Any]]:
    """The final lines of one game (before places): the game bonus, boxes, a shutout."""
    lines = []
    for side in range(len(points)):
        box = wins[side] * rules.box_bonus
        bonus = rules.game_bonus if side == reached else 0
        lines.append([points[side], wins[side], box, bonus, False, points[side] + box + bonus])
    best = max(line[5] for line in lines)
    leaders = {side for side, line in enumerate(lines) if line[5] == best}
    if rules.shutout and any(points[s] == 0 for s in range(len(points)) if s not in leaders):
        for side in leaders:
            lines[side][4] = True
            lines[side][5] *= 2
    return lines


def rescore(rules: Rules, results: list[Any]) -> tuple[list[Line], list[list[Line]]]:
    """(lines per side, Hollywood's lines per game per side) from the finished deals in the
    order they finished. A drawn deal counts for nothing."""
    won = [r for r in results if r.winner is not None]
    if rules.format is Format.PARTNERSHIP:
        team = {0: 0, 2: 0, 1: 1, 3: 1}
        by_round: dict[int, list[Any]] = defaultdict(list)
        points, wins, reached = [0, 0], [0, 0], None
        for r in won:
            by_round[r.round].append(r)
            if len(by_round[r.round]) < 2:
                continue
            sums = [0, 0]
            for x in by_round[r.round]:
                sums[team[x.winner]] += x.points
            if sums[0] == sums[1]:
                continue
            side = 0 if sums[0] > sums[1] else 1
            points[side] += abs(sums[0] - sums[1])
            wins[side] += 1
            if points[side] >= rules.target:
                reached = side
                break
        assert reached is not None, "the game did not reach the target"
        return _with_places(_close(rules, points, wins, reached)), []
    if rules.format is Format.HOLLYWOOD:
        games = [_HollywoodGame() for _ in range(3)]
        hands_won = [0, 0]
        for r in won:
            hands_won[r.winner] += 1
            still_open = [g for g in games if g.reached is None]
            for g in still_open[: hands_won[r.winner]]:
                g.points[r.winner] += r.points
                g.wins[r.winner] += 1
                if g.points[r.winner] >= rules.target:
                    g.reached = r.winner
            if all(g.reached is not None for g in games):
                break
        per_game: list[list[Line]] = []
        for g in games:
            assert g.reached is not None, "a Hollywood game is still open"
            per_game.append(_with_places(_close(rules, g.points, g.wins, g.reached)))
        totals: list[list[Any]] = [
            [sum(game[side][i] for game in per_game) for i in range(4)]
            + [any(game[side][4] for game in per_game), sum(game[side][5] for game in per_game)]
            for side in range(2)
        ]
        return _with_places(totals), per_game
    count = rules.format.players
    points, wins, reached = [0] * count, [0] * count, None
    for r in won:
        points[r.winner] += r.points
        wins[r.winner] += 1
        if points[r.winner] >= rules.target:
            reached = r.winner
            break
    assert reached is not None, "the game did not reach the target"
    return _with_places(_close(rules, points, wins, reached)), []


Row = tuple[int, int | None, int, tuple[tuple[int, ...], ...], tuple[Any, ...]]


def running_totals(rules: Rules, results: list[Any]) -> list[Row]:
    """The paper sheet line by line from the finished deals (in the order they finished, the
    winners as player numbers): (deal number, or partnerships the round; the side that scored,
    None for a draw or a round of equal sums; its points; every side's running total after it,
    per game; partnerships: the round's (board, winner, points), else the deal itself). Stops
    where the game ends, as :func:`rescore` does."""
    rows: list[Row] = []
    if rules.format is Format.PARTNERSHIP:
        team = {0: 0, 2: 0, 1: 1, 3: 1}
        totals = [0, 0]
        by_round: dict[int, list[Any]] = defaultdict(list)
        for r in results:
            if r.winner is None:
                continue  # dealt again at that table
            by_round[r.round].append(r)
            if len(by_round[r.round]) < 2:
                continue
            played = sorted(by_round[r.round], key=lambda x: x.board)
            sums = [0, 0]
            for x in played:
                sums[team[x.winner]] += x.points
            side = None if sums[0] == sums[1] else (0 if sums[0] > sums[1] else 1)
            if side is not None:
                totals[side] += abs(sums[0] - sums[1])
            tables = tuple((x.board, x.winner, x.points) for x in played)
            rows.append((r.round, side, abs(sums[0] - sums[1]), (tuple(totals),), tables))
            if side is not None and totals[side] >= rules.target:
                break
        return rows
    sides = rules.format.players
    games = 3 if rules.format is Format.HOLLYWOOD else 1
    points = [[0] * sides for _ in range(games)]
    closed = [False] * games
    won = [0] * sides
    for r in results:
        if r.winner is not None:
            won[r.winner] += 1
            open_games = [g for g in range(games) if not closed[g]]
            counted = open_games[: won[r.winner]] if games == 3 else [0]
            for g in counted:
                points[g][r.winner] += r.points
                if points[g][r.winner] >= rules.target:
                    closed[g] = True
        rows.append(
            (
                r.number,
                r.winner,
                r.points if r.winner is not None else 0,
                tuple(tuple(p) for p in points),
                (r,),
            )
        )
        if all(closed):
            break
    return rows
