"""Reading a posted score sheet as a player does, for tests: the hand-by-hand table in the code
block of the final sheet's description, its legend and its folded rows, checked row by row
against the deals as the independent scorer adds them up (``running_totals``)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bot.engine import Format, Rules
from tests.support.independent_scorer import running_totals

LETTERS = "ABCD"


def table_of(description: str) -> tuple[list[str], list[list[str]]]:
    """(header lines, rows split into cells) of the sheet's code block."""
    match = re.search(r"```\n(.*?)\n```", description, re.S)
    assert match, f"no hand-by-hand table in {description!r}"
    lines = match.group(1).split("\n")
    first = next(i for i, line in enumerate(lines) if line.startswith(("Deal", "Round")))
    return lines[: first + 1], [line.split() for line in lines[first + 1 :]]


def folded_of(description: str) -> tuple[int, int] | None:
    """The rows a sheet says it folded ("Deals 1–12 folded above…"), or None."""
    match = re.search(
        r"^(?:Deals|Rounds|Deal|Round) (\d+)(?:–(\d+))? folded above", description, re.M
    )
    if match is None:
        return None
    return int(match[1]), int(match[2] or match[1])


def expected_rows(rules: Rules, results: list[Any]) -> list[list[str]]:
    """The rows the sheet must show, from the deals (winners as player numbers) alone."""
    rows = []
    for number, side, points, totals, deals in running_totals(rules, results):
        cells = [str(t) for game in totals for t in game]
        if rules.format is Format.PARTNERSHIP:
            tables = [w for _, winner, pts in deals for w in (LETTERS[winner % 2], str(pts))]
            won = "tie" if side is None else LETTERS[side]
            rows.append([str(number), *tables, won, str(points), *cells])
        elif deals[0].winner is None:
            rows.append([str(number), "draw", *cells])
        else:
            assert side is not None
            rows.append([str(number), LETTERS[side], str(points), *cells])
    return rows


def check_sheet(embed: dict[str, Any], rules: Rules, results: list[Any], names: list[str]) -> int:
    """The final sheet's hand-by-hand table is the deals' own sheet: its newest rows, each
    deal's (partnerships: each round's) winner and points and every running total, the earlier
    rows folded and said so, the columns named by the legend. The rows shown."""
    description = embed["description"]
    legend = " · ".join(f"**{LETTERS[i]}** {name}" for i, name in enumerate(names))
    assert f"**Hand by hand** · {legend}\n" in description
    header, rows = table_of(description)
    want = expected_rows(rules, results)
    assert rows == want[len(want) - len(rows) :], (rows, want)
    folded = len(want) - len(rows)
    if folded:
        first, last = folded_of(description)  # type: ignore[misc]
        assert (first, last) == (int(want[0][0]), int(want[folded - 1][0]))
    else:
        assert folded_of(description) is None
    assert header[-1].split()[-len(names) :] == list(LETTERS[: len(names)])
    return len(rows)


def as_players(results: list[Any], members: Sequence[int]) -> list[Any]:
    """Deal rows as the store keeps them (members' ids) with players' numbers instead."""
    order = list(members)

    def player(member: int | None) -> int | None:
        return None if member is None else order.index(member)

    return [
        replace(
            r,
            players=tuple(order.index(p) for p in r.players),
            dealer=order.index(r.dealer),
            winner=player(r.winner),
            knocker=player(r.knocker),
        )
        for r in results
    ]


def side_mentions(rules: Rules, members: Sequence[int]) -> list[str]:
    """The sides as the sheet's legend names them: a member, or a team ("<@a> & <@c>")."""
    if rules.format is Format.PARTNERSHIP:
        return [f"<@{members[0]}> & <@{members[2]}>", f"<@{members[1]}> & <@{members[3]}>"]
    return [f"<@{m}>" for m in members]
