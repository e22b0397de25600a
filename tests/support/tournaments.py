"""An independent recount of a tournament's standings, for tests: from the games' stored result
rows and statuses (read straight from the database, not through the tournament code) and the
matches' pairings, it counts match points, byes, points scored and the tiebreak the README
states (Swiss: Buchholz, the sum of the match points of the opponents met; round robin:
Sonneborn-Berger, the sum of the match points of the opponents beaten)."""

from __future__ import annotations

from dataclasses import dataclass, field

from tests.support.store_reads import rows


@dataclass
class Line:
    match_points: int = 0
    wins: int = 0
    losses: int = 0
    byes: int = 0
    points: int = 0
    met: list[int] = field(default_factory=list)
    beaten: list[int] = field(default_factory=list)


async def recount(store: object, tournament_id: int) -> dict[int, Line]:
    """member -> their line, from every match decided so far."""
    lines: dict[int, Line] = {}
    for (member,) in await rows(
        store, "SELECT member_id FROM tournament_entries WHERE tournament_id = ?", tournament_id
    ):
        lines[member] = Line()
    pairings = await rows(
        store,
        "SELECT member_a, member_b, game_id, outcome, winner FROM tournament_matches "
        "WHERE tournament_id = ? ORDER BY round, table_no",
        tournament_id,
    )
    for a, b, game_id, outcome, winner in pairings:
        if b is None:
            lines[a].match_points += 1
            lines[a].wins += 1
            lines[a].byes += 1
            continue
        if outcome is None:
            continue  # in play
        lines[a].met.append(b)
        lines[b].met.append(a)
        if game_id is not None:
            for member, total in await rows(
                store, "SELECT member_id, grand_total FROM results WHERE game_id = ?", game_id
            ):
                lines[member].points += total
        if outcome == "both lose":
            lines[a].losses += 1
            lines[b].losses += 1
            continue
        # The winner: the game's first place, unless an admin settled the match (no result).
        first = await rows(
            store, "SELECT member_id FROM results WHERE game_id = ? AND place = 1", game_id
        )
        won = first[0][0] if first else winner
        assert won == winner, f"match of game {game_id}: stored winner {winner}, result {won}"
        lost = b if won == a else a
        lines[won].match_points += 1
        lines[won].wins += 1
        lines[won].beaten.append(lost)
        lines[lost].losses += 1
    return lines


def buchholz(lines: dict[int, Line], member: int) -> int:
    return sum(lines[o].match_points for o in lines[member].met)


def sonneborn_berger(lines: dict[int, Line], member: int) -> int:
    return sum(lines[o].match_points for o in lines[member].beaten)
