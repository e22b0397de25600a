"""The score sheet as values: where a deal's points come from, how a partnership round adds its
two tables, and a side's foot of the final sheet (points, boxes counted, game bonus, a shutout's
doubling, the total). No words: the Discord posts and the terminal game say these in their
reader's language (:mod:`bot.phrases.sheets`).

>>> from bot.engine.cards import parse_cards
>>> from bot.engine.deal import DealOutcome
>>> from bot.engine.melds import best_melds
>>> from bot.engine.rules import Rules
>>> knocker = best_melds(parse_cards("AS 2S 3S 7H 7D 7C 4D 5D 6D 3C"))
>>> defender = best_melds(parse_cards("KS KD KH 9C 8S 4H 2D 5C QC JH"))
>>> outcome = DealOutcome(OutcomeKind.KNOCK, 0, 90, 2, 0, None, (knocker, defender))
>>> knock = deal_sum(outcome, Rules())
>>> knock.defender, knock.knocker, knock.base, knock.multiplier, knock.points, knock.adds_up
(48, 3, 45, 2, 90, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from bot.engine.deal import DealOutcome
from bot.engine.game import ScoreLine, Standing
from bot.engine.rules import Format, Rules
from bot.engine.scoring import OutcomeKind

__all__ = [
    "Cell",
    "CellKind",
    "DealSum",
    "deal_sum",
    "round_points",
    "standing_cells",
    "table_results",
]


# -- one deal -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealSum:
    """Where a deal's points come from: a knock's deadwood difference, an undercut's or a gin's
    bonus and deadwood, then Oklahoma's doubling (``multiplier``). The deadwood is each hand's
    as the showdown shows it (the defender's after laying off)."""

    kind: OutcomeKind
    bonus: int  # the gin, big gin or undercut bonus (a knock: 0)
    knocker: int  # the knocker's deadwood
    defender: int  # the defender's
    base: int  # the points before doubling
    multiplier: int  # 2: a spade upcard doubled them (Oklahoma)
    points: int  # what the deal scored

    @property
    def adds_up(self) -> bool:
        """The sum gives the deal's points (always, unless the deal's scoring changes)."""
        return self.base * self.multiplier == self.points


def deal_sum(outcome: DealOutcome, rules: Rules) -> DealSum | None:
    """Where a deal's points come from; None for a drawn deal."""
    if outcome.arrangements is None or outcome.knocker is None:
        return None
    knocker = outcome.arrangements[outcome.knocker].deadwood
    defender = outcome.arrangements[1 - outcome.knocker].deadwood
    kind = outcome.kind
    if kind is OutcomeKind.KNOCK:
        bonus, base = 0, defender - knocker
    elif kind is OutcomeKind.UNDERCUT:
        bonus = rules.undercut_bonus
        base = bonus + knocker - defender
    else:
        bonus = rules.gin_bonus if kind is OutcomeKind.GIN else rules.big_gin_bonus or 0
        base = bonus + defender
    return DealSum(kind, bonus, knocker, defender, base, outcome.multiplier, outcome.points)


def round_points(line: ScoreLine) -> tuple[tuple[int, ...], ...]:
    """A partnership round once both tables have a result: each team's points at each table
    (its partners' hands; 0 where the other team won), whose sums are ``line.sums``."""
    won = [(r.winner % 2, r.points) if r.winner is not None else (None, 0) for r in line.results]
    return tuple(
        tuple(points if side == team else 0 for side, points in won)
        for team in range(len(line.sums))
    )


def table_results(line: ScoreLine) -> tuple[tuple[int, int] | None, ...]:
    """A partnership round's two tables, by board: the team that won each and its points (None:
    no result there, a drawn deal)."""
    boards = {r.board: r for r in line.results}
    found: list[tuple[int, int] | None] = []
    for board in (0, 1):
        result = boards.get(board)
        if result is None or result.winner is None:
            found.append(None)
        else:
            found.append((result.winner % 2, result.points))
    return tuple(found)


# -- the final sheet ----------------------------------------------------------------------------


class CellKind(Enum):
    """A line of a side's foot of the final sheet."""

    POINTS = "points"  # (points,)
    HANDS_WON = "hands won"  # a forfeit: (hands won,)
    ROUNDS_WON = "rounds won"  # a forfeited partnership: (rounds won,)
    BOXES_IN_GAMES = "boxes in games"  # a forfeited Hollywood sheet: (boxes in the three games,)
    BOXES = "boxes"  # (boxes, each box's bonus, their points)
    GAME_BONUS = "game bonus"  # (bonus,)
    SHUTOUT = "shutout"  # (the total before doubling, the total)
    SHUTOUT_IN = "shutout in"  # Hollywood: (the games, from 1, whose top total was doubled)
    GAMES = "games"  # Hollywood: (each game's total,)
    TOTAL = "total"  # (total,)


@dataclass(frozen=True, slots=True)
class Cell:
    kind: CellKind
    values: tuple[int, ...]


def standing_cells(
    standing: Standing,
    rules: Rules,
    *,
    forfeit: bool = False,
    games: Sequence[Standing] = (),
) -> tuple[Cell, ...]:
    """A side's foot of the sheet, a cell a line: points, boxes counted, game bonus, a
    shutout's doubling, the total (always last). A forfeit ends without boxes or bonus: its
    hands won (partnerships: rounds; Hollywood: boxes in the three games) are counted instead.
    ``games``: Hollywood's three games of this side, whose totals add up to the total."""
    points = Cell(CellKind.POINTS, (standing.points,))
    total = Cell(CellKind.TOTAL, (standing.grand_total,))
    if forfeit:
        won = CellKind.HANDS_WON
        if rules.format is Format.PARTNERSHIP:
            won = CellKind.ROUNDS_WON
        elif rules.format is Format.HOLLYWOOD:  # a hand won counts in one to three games
            won = CellKind.BOXES_IN_GAMES
        return points, Cell(won, (standing.boxes,)), total
    cells = [
        points,
        Cell(CellKind.BOXES, (standing.boxes, rules.box_bonus, standing.box_points)),
        Cell(CellKind.GAME_BONUS, (standing.game_bonus,)),
    ]
    if games:
        doubled = tuple(n for n, game in enumerate(games, start=1) if game.doubled)
        if doubled:
            cells.append(Cell(CellKind.SHUTOUT_IN, doubled))
        cells.append(Cell(CellKind.GAMES, tuple(game.grand_total for game in games)))
    elif standing.doubled:
        before = standing.points + standing.box_points + standing.game_bonus
        cells.append(Cell(CellKind.SHUTOUT, (before, standing.grand_total)))
    return (*cells, total)
