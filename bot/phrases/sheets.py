"""The score sheet in a reader's words, the same for the Discord posts and the terminal game
(each names the players its own way and passes the names in): where a deal's points come from,
the sheet a line per hand with the running totals, and a side's foot of it (points, boxes
counted, game bonus, a shutout's doubling, the total).

The sheet's figures (scores, running totals) are written as figures, ungrouped, as on paper:
they line up in columns; counts and numbers in sentences are in the language's own format.

>>> from bot.engine import DealOutcome, parse_cards, best_melds
>>> from bot.words import ENGLISH, words
>>> knocker = best_melds(parse_cards("AS 2S 3S 7H 7D 7C 4D 5D 6D 3C"))
>>> defender = best_melds(parse_cards("KS KD KH 9C 8S 4H 2D 5C QC JH"))
>>> outcome = DealOutcome(OutcomeKind.KNOCK, 0, 90, 2, 0, None, (knocker, defender))
>>> deal_sums(outcome, Rules(), words(ENGLISH))
('Knock: 48 − 3 deadwood = 45', 'Oklahoma: spade upcard, doubled: 45 × 2 = 90')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine import (
    Cell,
    CellKind,
    DealOutcome,
    Format,
    OutcomeKind,
    Rules,
    ScoreLine,
    deal_sum,
    table_results,
)
from bot.phrases.rules import outcome_key
from bot.words import Words

__all__ = ["SheetTable", "cell_words", "deal_sums", "listed", "sheet_table"]


def listed(items: Sequence[str], lang: Words) -> str:
    """ "1", "1 and 2", "1, 2 and 3"."""
    if len(items) < 2:
        return "".join(items)
    if len(items) == 2:
        return lang("list-two", first=items[0], second=items[1])
    return lang("list-more", rest=", ".join(items[:-1]), last=items[-1])


# -- one deal -----------------------------------------------------------------------------------

_SUMS = {
    OutcomeKind.KNOCK: "sum-knock",
    OutcomeKind.UNDERCUT: "sum-undercut",
    OutcomeKind.GIN: "sum-gin",
    OutcomeKind.BIG_GIN: "sum-big-gin",
}


def deal_sums(outcome: DealOutcome, rules: Rules, lang: Words) -> tuple[str, ...]:
    """Where a deal's points come from: "Knock: 20 − 10 deadwood = 10", "Undercut: 25 bonus +
    (9 − 9) = 25", "Gin: 25 bonus + 36 deadwood = 61", "Big gin: …", then "Oklahoma: spade
    upcard, doubled: 10 × 2 = 20" when the upcard doubled it. Nothing for a drawn deal."""
    said = deal_sum(outcome, rules)
    if said is None:
        return ()
    if not said.adds_up:  # never, unless the deal's scoring changes
        return (lang("sum-points", result=outcome_key(said.kind), points=said.points),)
    text = lang(
        _SUMS[said.kind],
        bonus=said.bonus,
        knocker=said.knocker,
        defender=said.defender,
        base=said.base,
    )
    if said.multiplier == 1:
        return (text,)
    doubled = lang("sum-doubled", base=said.base, multiplier=said.multiplier, points=said.points)
    return text, doubled


# -- the final sheet ----------------------------------------------------------------------------

_LABELS = {
    CellKind.POINTS: "sheet-points",
    CellKind.HANDS_WON: "sheet-hands-won",
    CellKind.ROUNDS_WON: "sheet-rounds-won",
    CellKind.BOXES_IN_GAMES: "sheet-boxes",
    CellKind.BOXES: "sheet-boxes",
    CellKind.GAME_BONUS: "sheet-game-bonus",
    CellKind.SHUTOUT: "sheet-shutout",
    CellKind.SHUTOUT_IN: "sheet-shutout",
    CellKind.GAMES: "sheet-games",
    CellKind.TOTAL: "sheet-total",
}


def cell_words(cell: Cell, lang: Words) -> tuple[str, str]:
    """A line of a side's foot of the sheet: its label and its value ("Boxes", "6 × 25 =
    150")."""
    kind, values = cell.kind, cell.values
    label = lang(_LABELS[kind])
    if kind is CellKind.BOXES:
        boxes, bonus, points = map(str, values)
        return label, lang("sheet-boxes-counted", boxes=boxes, bonus=bonus, points=points)
    if kind is CellKind.BOXES_IN_GAMES:
        return label, lang("sheet-boxes-in-games", boxes=values[0])
    if kind is CellKind.SHUTOUT:
        before, total = map(str, values)
        return label, lang("sheet-shutout-doubled", before=before, total=total)
    if kind is CellKind.SHUTOUT_IN:
        games = listed([str(n) for n in values], lang)
        return label, lang("sheet-shutout-in", count=len(values), games=games)
    if kind is CellKind.GAMES:  # each game's total, added up
        return label, " + ".join(map(str, values))
    return label, str(values[0])


@dataclass(frozen=True, slots=True)
class SheetTable:
    """The sheet hand by hand as a table of fixed-width text: ``header`` lines, then a row per
    line of the sheet (``numbers``: the deal, or partnerships the round, each row is of)."""

    header: tuple[str, ...]
    rows: tuple[str, ...]
    numbers: tuple[int, ...]
    rounds: bool  # a row per round (partnerships), else per deal

    @property
    def lines(self) -> tuple[str, ...]:
        return self.header + self.rows


TOTAL_WIDTH = 3  # a running total's column, at least (room for "Game 1" over two of them)


def _widths(cells: list[list[str]], totals: int) -> list[int]:
    """Each column's width; the last ``totals`` columns (the running totals) at least
    :data:`TOTAL_WIDTH`."""
    count = len(cells[0])
    return [
        max(TOTAL_WIDTH if i >= count - totals else 0, *(len(row[i]) for row in cells))
        for i in range(count)
    ]


def _table(cells: list[list[str]], right: set[int], widths: list[int], gap: int) -> list[str]:
    return [
        (" " * gap)
        .join((cell.rjust if i in right else cell.ljust)(widths[i]) for i, cell in enumerate(row))
        .rstrip()
        for row in cells
    ]


def sheet_table(
    lines: Sequence[ScoreLine], rules: Rules, labels: Sequence[str], lang: Words, gap: int = 1
) -> SheetTable:
    """The paper sheet: a row per hand (partnerships: per round) with who won it, its points,
    and every side's running total after it (Hollywood: in each of the three games).

    ``labels``: a short name per side for the column heads (the Discord posts use letters and
    a legend beside, the terminal its players' names); ``gap``: the spaces between columns."""
    fmt = rules.format
    sides = range(len(labels))
    head: list[str]
    won_head, points_head = lang("sheet-head-won"), lang("sheet-head-points")
    if fmt is Format.PARTNERSHIP:
        tables = [lang("sheet-head-table", table=n) for n in (1, 2)]
        head = [lang("sheet-head-round"), *tables, won_head, points_head, *labels]
    else:
        head = [lang("sheet-head-deal"), won_head, points_head]
        if fmt is Format.HOLLYWOOD:
            head += [label for _ in range(3) for label in labels]
        else:
            head += list(labels)
    drawn, tie = lang("sheet-draw"), lang("sheet-tie")
    body: list[list[str]] = []
    numbers: list[int] = []
    for line in lines:
        totals = [str(game[s]) for game in line.totals for s in sides]
        won = drawn if line.drawn else (tie if line.side is None else labels[line.side])
        if fmt is Format.PARTNERSHIP:
            at = [
                "" if result is None else f"{labels[result[0]]} {result[1]}"
                for result in table_results(line)
            ]
            body.append([str(line.round), *at, won, str(line.points), *totals])
            numbers.append(line.round)
        else:
            points = "" if line.drawn else str(line.points)
            body.append([str(line.deal), won, points, *totals])
            numbers.append(line.deal)
    first_number = 4 if fmt is Format.PARTNERSHIP else 2  # the columns of numbers
    columns = len(head) - first_number - 1  # the running totals
    cells = [head, *body]
    widths = _widths(cells, columns)
    above = ""
    if fmt is Format.HOLLYWOOD:
        # A line above each game's columns: "Game 1", "Game 2", "Game 3", flush right; a game's
        # columns made wider where its name is longer than they are.
        games = []
        for g in range(3):
            first = 3 + g * len(labels)
            name = lang("sheet-head-game", game=g + 1)
            span = sum(widths[first + s] for s in sides) + gap * (len(labels) - 1)
            widths[first] += max(0, len(name) - span)
            games.append(name.rjust(max(span, len(name))))
        above = " " * (sum(widths[:3]) + 3 * gap) + (" " * gap).join(games)
    rendered = _table(cells, {0, *range(first_number, len(head))}, widths, gap)
    header = (above, rendered[0]) if above else (rendered[0],)
    return SheetTable(header, tuple(rendered[1:]), tuple(numbers), fmt is Format.PARTNERSHIP)
