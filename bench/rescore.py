"""Every format's games rescored by the independent scorer of the tests, in bulk.

    python bench/rescore.py [--games 1000] [--seed 0] [--quick]

Plays ``--games`` seeded games of each format with the engine's simple strategy (knocking four
times out of five, so that some deals run to a draw) and compares the engine's final sheet,
side by side and (Hollywood) game by game, with ``tests/support/independent_scorer.py``: a
recomputation from the deal results alone, written apart from the engine. Prints the games,
deals and disagreements per format; the last line is ``goal: 0 disagreements -> MET``.
``--quick`` plays 5 games of each format (a second), so that a test keeps the script running.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

import _repo  # noqa: F401  (the repository on the import path)
from common import goal_line, parse_with_quick

from tests.engine.test_formats import FORMATS, new_game, play
from tests.support.independent_scorer import rescore


def line(standing: object) -> tuple[object, ...]:
    fields = ("points", "boxes", "box_points", "game_bonus", "doubled", "grand_total", "place")
    return tuple(getattr(standing, f) for f in fields)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    args = parse_with_quick(parser, games=5)
    total = 0
    print(f"{'format':24} {'games':>6} {'deals':>8} {'draws':>6} {'disagree':>8} {'seconds':>8}")
    for name, rules in FORMATS.items():
        start, deals, draws, bad = time.perf_counter(), 0, 0, 0
        for seed in range(args.seed, args.seed + args.games):
            game = play(new_game(rules, seed), random.Random(seed), knock=0.8)
            outcome = game.outcome()
            assert outcome is not None
            lines, games = rescore(rules, game.history)
            mine = [line(s) for s in outcome.standings]
            theirs_games = [[line(s) for s in g] for g in outcome.games]
            if mine != lines or theirs_games != games:
                bad += 1
                print(f"  disagreement: {name}, seed {seed}: {mine} vs {lines}")
            deals += len(game.history)
            draws += sum(r.winner is None for r in game.history)
        total += bad
        seconds = time.perf_counter() - start
        print(f"{name:24} {args.games:>6} {deals:>8,} {draws:>6,} {bad:>8} {seconds:>8.1f}")
    print(goal_line("0 disagreements", total == 0))
    return 0 if total == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
