"""The score sheet in the game's words: where a deal's points come from, how a partnership
round combines its two tables, where a Hollywood hand counts, and the final sheet as it is kept
on paper (a line per hand with the running totals; points, boxes, game bonus, a shutout's
doubling). Plain text, the same for the Discord posts and the terminal game: each says the
players' names its own way and passes them in.

>>> from bot.engine.cards import parse_cards
>>> from bot.engine.deal import DealOutcome
>>> from bot.engine.melds import best_melds
>>> from bot.engine.rules import Rules
>>> knocker = best_melds(parse_cards("AS 2S 3S 7H 7D 7C 4D 5D 6D 3C"))
>>> defender = best_melds(parse_cards("KS KD KH 9C 8S 4H 2D 5C QC JH"))
>>> deal_sums(DealOutcome(OutcomeKind.KNOCK, 0, 45, 1, 0, None, (knocker, defender)), Rules())
('Knock: 48 − 3 deadwood = 45',)
>>> deal_sums(DealOutcome(OutcomeKind.KNOCK, 0, 90, 2, 0, None, (knocker, defender)), Rules())
('Knock: 48 − 3 deadwood = 45', 'Oklahoma: spade upcard, doubled: 45 × 2 = 90')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine.deal import DealOutcome
from bot.engine.game import ScoreLine, Standing
from bot.engine.rules import Format, Rules
from bot.engine.scoring import OutcomeKind

__all__ = [
    "SheetTable",
    "boxes_text",
    "deal_sums",
    "game_sum",
    "hollywood_words",
    "ordinal",
    "round_sums",
    "sheet_table",
    "standing_cells",
]


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, … 21st.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']
    """
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _and(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


# -- one deal -----------------------------------------------------------------------------------


def deal_sums(outcome: DealOutcome, rules: Rules) -> tuple[str, ...]:
    """Where a deal's points come from, as the game says it: "Knock: 20 − 10 deadwood = 10",
    "Undercut: 25 bonus + (9 − 9) = 25", "Gin: 25 bonus + 36 deadwood = 61", "Big gin: …",
    then "Oklahoma: spade upcard, doubled: 10 × 2 = 20" when the upcard doubled it. Nothing for
    a drawn deal. The deadwood is each hand's as the showdown shows it (the defender's after
    laying off)."""
    if outcome.arrangements is None or outcome.knocker is None:
        return ()
    knocker = outcome.arrangements[outcome.knocker].deadwood
    defender = outcome.arrangements[1 - outcome.knocker].deadwood
    kind = outcome.kind
    if kind is OutcomeKind.KNOCK:
        base, text = defender - knocker, f"Knock: {defender} − {knocker} deadwood"
    elif kind is OutcomeKind.UNDERCUT:
        bonus = rules.undercut_bonus
        base, text = (
            bonus + knocker - defender,
            f"Undercut: {bonus} bonus + ({knocker} − {defender})",
        )
    else:
        bonus = rules.gin_bonus if kind is OutcomeKind.GIN else rules.big_gin_bonus or 0
        name = "Gin" if kind is OutcomeKind.GIN else "Big gin"
        base, text = bonus + defender, f"{name}: {bonus} bonus + {defender} deadwood"
    if base * outcome.multiplier != outcome.points:  # never, unless the deal's scoring changes
        return (f"{kind.value.capitalize()}: {outcome.points}",)
    if outcome.multiplier == 1:
        return (f"{text} = {base}",)
    doubled = f"Oklahoma: spade upcard, doubled: {base} × {outcome.multiplier} = {outcome.points}"
    return f"{text} = {base}", doubled


def round_sums(line: ScoreLine, names: Sequence[str]) -> tuple[str, str]:
    """A partnership round once both tables have a result: each team's sum of its partners'
    hands (table 1 + table 2), and the difference the larger sum scores (``names``: the two
    teams): "A 10 + 0 = 10 · B 0 + 25 = 25", then "B score the difference: 25 − 10 = 15" (or
    "Equal sums: nobody scores round 1")."""
    per_team = []
    for team, name in enumerate(names):
        points = [
            r.points if r.winner is not None and r.winner % 2 == team else 0 for r in line.results
        ]
        per_team.append(f"{name} {' + '.join(map(str, points))} = {line.sums[team]}")
    first = " · ".join(per_team)
    if line.side is None:
        return first, f"Equal sums: nobody scores round {line.round}"
    high, low = line.sums[line.side], line.sums[1 - line.side]
    return first, f"{names[line.side]} score the difference: {high} − {low} = {line.points}"


def hollywood_words(line: ScoreLine, names: Sequence[str], target: int) -> str:
    """Where a Hollywood hand counts: "A's 2nd hand won scores in games 1 and 2", and the games
    it closed ("game 1 closes: A reached 100")."""
    if line.side is None:
        return ""
    who = names[line.side]
    games = [str(g + 1) for g in line.games]
    where = f"game {games[0]}" if len(games) == 1 else f"games {_and(games)}"
    text = f"{who}'s {ordinal(line.won)} hand won scores in {where}"
    if line.closed:
        closed = [str(g + 1) for g in line.closed]
        shut = f"game {closed[0]} closes" if len(closed) == 1 else f"games {_and(closed)} close"
        text += f"; {shut}: {who} reached {target}"
    return text


# -- the final sheet ----------------------------------------------------------------------------


def boxes_text(standing: Standing, rules: Rules) -> str:
    """A side's boxes, counted: "6 × 25 = 150" (six hands won, 25 each)."""
    return f"{standing.boxes} × {rules.box_bonus} = {standing.box_points}"


def _before_doubling(standing: Standing) -> int:
    return standing.points + standing.box_points + standing.game_bonus


def standing_cells(
    standing: Standing,
    rules: Rules,
    *,
    forfeit: bool = False,
    games: Sequence[Standing] = (),
) -> tuple[tuple[str, str], ...]:
    """A side's foot of the sheet, (label, value) a line: points, boxes counted, game bonus, a
    shutout's doubling, the total. A forfeit ends without boxes or bonus: its hands won
    (partnerships: rounds; Hollywood: boxes in the three games) are counted instead.
    ``games``: Hollywood's three games of this side, whose totals add up ("Games 290 + 180 +
    0", then the total)."""
    if forfeit:
        won = ("Hands won", str(standing.boxes))
        if rules.format is Format.PARTNERSHIP:
            won = ("Rounds won", str(standing.boxes))
        elif rules.format is Format.HOLLYWOOD:  # a hand won counts in one to three games
            won = ("Boxes", f"{standing.boxes} in the three games")
        return (("Points", str(standing.points)), won, ("Total", str(standing.grand_total)))
    cells = [
        ("Points", str(standing.points)),
        ("Boxes", boxes_text(standing, rules)),
        ("Game bonus", str(standing.game_bonus)),
    ]
    if games:
        doubled = [str(n) for n, game in enumerate(games, start=1) if game.doubled]
        if doubled:
            which = f"game {doubled[0]}" if len(doubled) == 1 else f"games {_and(doubled)}"
            cells.append(("Shutout", f"in {which}, doubled"))
        cells.append(("Games", " + ".join(str(game.grand_total) for game in games)))
        cells.append(("Total", str(standing.grand_total)))
        return tuple(cells)
    if standing.doubled:
        before = _before_doubling(standing)
        cells.append(("Shutout", f"{before} × 2 = {standing.grand_total}"))
    cells.append(("Total", str(standing.grand_total)))
    return tuple(cells)


def game_sum(standing: Standing, rules: Rules) -> str:
    """One side's sum in one game (Hollywood): "90 points + 100 game bonus + 100 boxes
    (4 × 25) = 290", doubled for a shutout: "(…) × 2 shutout = 580"."""
    parts = (
        f"{standing.points} points + {standing.game_bonus} game bonus + "
        f"{standing.box_points} boxes ({standing.boxes} × {rules.box_bonus})"
    )
    if standing.doubled:
        parts = f"({parts}) × 2 shutout"
    return f"{parts} = {standing.grand_total}"


@dataclass(frozen=True, slots=True)
class SheetTable:
    """The sheet hand by hand as a table of fixed-width text: ``header`` lines, then a row per
    line of the sheet (``numbers``: the deal, or partnerships the round, each row is of)."""

    header: tuple[str, ...]
    rows: tuple[str, ...]
    numbers: tuple[int, ...]
    unit: str  # "deal" or "round"

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


def _table(cells: list[list[str]], right: set[int], totals: int, gap: int) -> list[str]:
    widths = _widths(cells, totals)
    return [
        (" " * gap)
        .join((cell.rjust if i in right else cell.ljust)(widths[i]) for i, cell in enumerate(row))
        .rstrip()
        for row in cells
    ]


def sheet_table(
    lines: Sequence[ScoreLine], rules: Rules, labels: Sequence[str], gap: int = 1
) -> SheetTable:
    """The paper sheet: a row per hand (partnerships: per round) with who won it, its points,
    and every side's running total after it (Hollywood: in each of the three games).

    ``labels``: a short name per side for the column heads (the Discord posts use letters and
    a legend beside, the terminal its players' names); ``gap``: the spaces between columns."""
    fmt = rules.format
    sides = range(len(labels))
    head: list[str]
    if fmt is Format.PARTNERSHIP:
        head = ["Round", "Table 1", "Table 2", "Won", "Points", *labels]
    else:
        head = ["Deal", "Won", "Points"]
        if fmt is Format.HOLLYWOOD:
            head += [label for _ in range(3) for label in labels]
        else:
            head += list(labels)
    body: list[list[str]] = []
    numbers: list[int] = []
    for line in lines:
        totals = [str(game[s]) for game in line.totals for s in sides]
        won = "draw" if line.drawn else ("tie" if line.side is None else labels[line.side])
        if fmt is Format.PARTNERSHIP:
            boards = {r.board: r for r in line.results}
            tables = []
            for board in (0, 1):
                result = boards.get(board)
                if result is None or result.winner is None:
                    tables.append("")
                else:
                    tables.append(f"{labels[result.winner % 2]} {result.points}")
            body.append([str(line.round), *tables, won, str(line.points), *totals])
            numbers.append(line.round)
        else:
            points = "" if line.drawn else str(line.points)
            body.append([str(line.deal), won, points, *totals])
            numbers.append(line.deal)
    first_number = 4 if fmt is Format.PARTNERSHIP else 2  # the columns of numbers
    columns = len(head) - first_number - 1  # the running totals
    rendered = _table([head, *body], {0, *range(first_number, len(head))}, columns, gap)
    header = rendered[:1]
    if fmt is Format.HOLLYWOOD:
        # A line above each game's columns: "Game 1", "Game 2", "Game 3", flush right.
        widths = _widths([head, *body], columns)
        above = (" " * gap).join(
            f"Game {g + 1}".rjust(
                sum(widths[3 + g * len(labels) + s] for s in sides) + gap * (len(labels) - 1)
            )
            for g in range(3)
        )
        header = [" " * (sum(widths[:3]) + 3 * gap) + above, rendered[0]]
    unit = "round" if fmt is Format.PARTNERSHIP else "deal"
    return SheetTable(tuple(header), tuple(rendered[1:]), tuple(numbers), unit)
