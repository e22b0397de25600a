"""The terminal game's showdowns and final sheet, read as a player reads them: every deal's
points recomputed from the deadwood its showdown printed, and the sheet hand by hand (each row's
points and running totals) and at its foot (boxes counted, game bonus, a shutout's doubling)
equal to what the showdowns said."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from tests.support.driver import Session, play_out

Start = Callable[..., Session]
SHOWDOWN = re.compile(
    r"^══ Deal (?P<deal>\d+): (?P<headline>.*) ══\n"
    r"(?P<knocker>You|The computer) \((?:knocked|gin), discarding \S+\): .* · deadwood (?P<k>\d+)\n"
    r"(?:You|The computer)(?: after laying off)?: .* · deadwood (?P<d>\d+)\n"
    r"(?:.* laid off .*\n)?"
    r"(?P<sums>(?:.*\n)+?)"
    r"(?P<winner>You|The computer) scores? (?P<points>\d+)\.$",
    re.M,
)
DRAW = re.compile(r"^══ Deal (\d+): a draw ══$", re.M)
SIDES = ("You", "Computer")


def independent_points(headline: str, knocker: int, defender: int) -> tuple[str, int, str]:
    """(kind, points, the sum as the game says it) from the two deadwood counts, 25/25 rules."""
    if "gin" in headline:
        return "gin", 25 + defender, f"Gin: 25 bonus + {defender} deadwood = {25 + defender}."
    if defender <= knocker:
        points = 25 + knocker - defender
        return "undercut", points, f"Undercut: 25 bonus + ({knocker} − {defender}) = {points}."
    points = defender - knocker
    return "knock", points, f"Knock: {defender} − {knocker} deadwood = {points}."


# Seed 8 has a gin; 14 a gin and an undercut; 1 to 30 is a shutout.
@pytest.mark.parametrize(
    ("seed", "target"), [("2", "100"), ("8", "100"), ("14", "100"), ("1", "30")]
)
def test_every_showdown_explains_its_points_and_the_sheet_adds_them_up(
    start: Start, seed: str, target: str
) -> None:
    session = start("--seed", seed, "--target", target, "--level", "easy")
    transcript = play_out(session, session.read())
    assert (session.exit_status, session.stderr) == (0, "")
    won: dict[int, tuple[str, int]] = {}
    kinds = set()
    for match in SHOWDOWN.finditer(transcript):
        kind, points, words = independent_points(
            match["headline"], int(match["k"]), int(match["d"])
        )
        kinds.add(kind)
        assert match["sums"] == words + "\n", match.group(0)
        assert int(match["points"]) == points, match.group(0)
        winner = match["winner"]
        if kind == "undercut":
            assert winner != match["knocker"]
        else:
            assert winner == match["knocker"]
        won[int(match["deal"])] = ("You" if winner == "You" else "Computer", points)
    draws = {int(n) for n in DRAW.findall(transcript)}
    # Every deal's end was read: a showdown or a draw.
    assert len(won) + len(draws) == len(re.findall(r"^══ Deal \d+: ", transcript, re.M))
    assert won and "knock" in kinds
    assert {"8": {"gin"}, "14": {"gin", "undercut"}}.get(seed, set()) <= kinds
    assert ("Shutout" in transcript) == (seed == "1")

    sheet = transcript[transcript.index("══ Game over") :].splitlines()
    header = sheet.index("Deal  Won       Points  You  Computer")
    rows = sheet[header + 1 : sheet.index("", header)]
    totals = {"You": 0, "Computer": 0}
    numbers = []
    for row in rows:
        cells = row.split()
        numbers.append(int(cells[0]))
        if cells[1] == "draw":
            assert int(cells[0]) in draws
            assert [int(c) for c in cells[2:]] == [totals["You"], totals["Computer"]]
            continue
        who, points = won[int(cells[0])]
        assert (cells[1], int(cells[2])) == (who, points), row
        totals[who] += points
        assert [int(c) for c in cells[3:]] == [totals["You"], totals["Computer"]], row
    assert numbers == sorted([*won, *draws])  # every deal, in order

    foot = {line.split("  ")[0]: line for line in sheet if line and not line.startswith(" ")}
    wins = {side: sum(1 for who, _ in won.values() if who == side) for side in SIDES}
    assert re.fullmatch(rf"Points +{totals['You']} +{totals['Computer']}", foot["Points"])
    boxes = " +".join(f"{wins[s]} × 25 = {25 * wins[s]}" for s in SIDES)
    assert re.fullmatch(rf"Boxes +{boxes}", foot["Boxes"]), foot["Boxes"]
    reached = max(SIDES, key=lambda s: totals[s])
    bonus = {s: 100 if s == reached else 0 for s in SIDES}
    assert re.fullmatch(rf"Game bonus +{bonus['You']} +{bonus['Computer']}", foot["Game bonus"])
    grand = {s: totals[s] + 25 * wins[s] + bonus[s] for s in SIDES}
    loser = min(SIDES, key=lambda s: totals[s])
    if totals[loser] == 0:  # a shutout doubles the winner's total, written out
        assert re.search(
            rf"^Shutout +{grand[reached]} × 2 = {2 * grand[reached]}$", "\n".join(sheet), re.M
        )
        grand[reached] *= 2
    else:
        assert "Shutout" not in foot
    assert re.fullmatch(rf"Total +{grand['You']} +{grand['Computer']}", foot["Total"])
