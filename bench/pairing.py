"""How long a Swiss round takes to pair, for the biggest tournament a server may run.

    python bench/pairing.py [--members 256] [--rounds 8] [--repeats 3] [--seed 0]

Plays a Swiss tournament of ``--members`` entrants (default 256, MAX_ENTRANTS) over
``--rounds`` rounds: each round is paired by ``swiss_round`` (nearby score groups, the
default), then played out with random results (the better placed wins 60% of the time, 1 in 25
matches abandoned, random game points), so that every round is paired from a realistic
history. Before playing it, the round is paired ``--repeats`` times each way, with
``nearby=True`` and ``nearby=False`` (the complete graph), and the median of each is printed,
with the repeats and the sum of squared match-point differences each pairing has (the two must
agree). The last line is ``goal: a Swiss round of 256 paired under 100 ms (nearby score groups)
-> MET`` (or ``NOT MET``): the nearby figure of the worst round. Exit status 0 when it is met.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence

import _repo  # noqa: F401  (the repository on the import path)
from common import goal_line, parse_with_quick

from bot.model.pairing import Pair, standings, swiss_round
from bot.model.tournaments import MAX_ENTRANTS, Match, MatchOutcome, TournamentFormat

GOAL_SECONDS = 0.100


def played(pairs: Sequence[Pair], round: int, rng: random.Random) -> list[Match]:
    matches = []
    for table, (a, b) in enumerate(pairs, start=1):
        if b is None:
            matches.append(Match(round, table, a, None, None, MatchOutcome.BYE, a))
        elif rng.random() < 0.04:
            matches.append(Match(round, table, a, b, None, MatchOutcome.BOTH_LOSE, None))
        else:
            winner = a if rng.random() < 0.6 else b
            won, lost = rng.randrange(100, 250), rng.randrange(0, 100)
            points_a, points_b = (won, lost) if winner == a else (lost, won)
            matches.append(
                Match(round, table, a, b, None, MatchOutcome.WIN, winner, points_a, points_b)
            )
    return matches


def quality(pairs: Sequence[Pair], seeds: Sequence[int], matches: Sequence[Match]) -> str:
    met = Counter(frozenset(match.members) for match in matches if match.b is not None)
    score = {
        line.member_id: line.match_points
        for line in standings(TournamentFormat.SWISS, seeds, matches)
    }
    games = [(a, b) for a, b in pairs if b is not None]
    repeats = sum(met[frozenset(pair)] for pair in games)
    spread = sum((score[a] - score[b]) ** 2 for a, b in games)
    return f"{repeats} repeats, spread {spread}"


def timed(
    seeds: Sequence[int], matches: Sequence[Match], nearby: bool, repeats: int
) -> tuple[float, list[Pair]]:
    times = []
    pairs: list[Pair] = []
    for _ in range(repeats):
        start = time.perf_counter()
        pairs = swiss_round(seeds, matches, nearby=nearby)
        times.append(time.perf_counter() - start)
    return statistics.median(times), pairs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--members", type=int, default=MAX_ENTRANTS)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    args = parse_with_quick(parser, members=64, rounds=3, repeats=1)
    rng = random.Random(args.seed)
    seeds = [10_000 + index for index in range(args.members)]
    matches: list[Match] = []
    worst = 0.0
    print(f"Swiss, {args.members} members, median of {args.repeats}")
    print(f"{'round':>5} {'nearby ms':>10} {'complete ms':>12}  pairing (nearby / complete)")
    for round in range(1, args.rounds + 1):
        near, pairs = timed(seeds, matches, True, args.repeats)
        whole, whole_pairs = timed(seeds, matches, False, args.repeats)
        worst = max(worst, near)
        print(
            f"{round:>5} {1000 * near:>10.1f} {1000 * whole:>12.1f}  "
            f"{quality(pairs, seeds, matches)} / {quality(whole_pairs, seeds, matches)}"
        )
        matches += played(pairs, round, rng)
    met = worst < GOAL_SECONDS
    print(f"worst nearby round: {1000 * worst:.1f} ms")
    what = f"a Swiss round of {args.members} paired under {1000 * GOAL_SECONDS:.0f} ms"
    print(goal_line(f"{what} (nearby score groups)", met))
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
