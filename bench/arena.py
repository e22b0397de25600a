"""Whole games to 100 between our computer levels and scripted opponents, in our engine (a script).

    python bench/arena.py [--match A:B ...] [--levels L,...] [--candidate LEVEL] [--games N]
                          [--seed K] [--workers W] [--quick]
    python bench/arena.py --openspiel ...   (the older mode: bench/arena_openspiel.py)

What it measures
----------------
How often a player wins whole games of gin rummy, as they are played on Discord: our engine's
``Game`` with the default ``Rules()`` (two players, to 100, knock limit 10, gin 25, undercut 25,
box 25 per hand won, game bonus 100, shutout doubling; the winner of a hand deals the next, so
the deals after the first depend on the score; a drawn deal is dealt again).

The players (bench/arena_players.py, by name): our levels (``easy``, ``normal``, ``hard``, and
every later ``Level``, e.g. ``expert``: the names come from the enum), ``greedy`` (takes the
upcard or the discard only if that lowers its deadwood, throws its highest deadwood card, knocks
as soon as it may), ``patient-N`` (the same, knocking only at deadwood N or less; gin always)
and ``simple`` (OpenSpiel's simple gin rummy bot, the EAAI 2021 challenge's baseline, ported
to our engine and checked move by move against pyspiel's by tests/engine/test_arena_simple.py).

How
---
- A match ``A:B`` is ``--games N`` games (default 400): N/2 deck sequences, each played twice,
  A as player 0 then as player 1. Game ``i``'s sequence is ``random.Random(f"arena:{seed}:{i}")``:
  the cut for the first deal, then one shuffled deck per deal in order. Both playings of it see
  the same cut and the same decks; the seats are swapped, so A is dealt in the second what B
  was dealt in the first, as long as the two games stay in step (they part at the first deal
  whose winner differs, since the winner deals the next).
- Each player decides from its seat's ``PlayerView`` (never a hidden card), with a
  ``random.Random`` seeded by (seed, game, seating, player); the figures are the same from the
  same seed whatever the number of workers (the decision times apart), which a test checks.
- Per match: games won by A (a game whose grand totals tie counts half) with a Wilson 95%
  interval; A's points margin per game (grand totals: points, boxes, game bonus, shutout
  doubling; A's minus B's), its mean and 95% interval with the game pair (one deck sequence,
  both ways) as the unit, since the two playings of a sequence are not independent; deals per
  game (and drawn ones); each side's knocks, gins and knocks undercut; A's decision time p50 and
  p99 (``time.process_time()`` around each decision, in the worker process that makes it: CPU,
  so a busy machine does not inflate it; every decision counts, the forced ones too).
- The default list of matches: each of our levels, strongest first, against ``greedy``,
  ``simple``, ``patient-1``, ``patient-3``, ``patient-5``, ``normal`` and ``hard``, leaving out
  a level against itself and a match already played the other way round (``normal:hard`` is
  ``hard:normal``). ``--levels`` narrows the levels; ``--match A:B`` (repeatable) replaces the
  list.
- Goal lines (issue 35), for the level ``--candidate`` (default ``expert``; ``--candidate hard``
  prints the same lines for hard, the baseline): at least 58% of games against ``hard``, 72%
  against ``patient-3``, 62% against ``patient-1``, 75% against ``greedy`` and against
  ``simple``; its worst result over "all 7" (greedy, simple, patient-1, patient-3, patient-5,
  normal and hard) at least 58%, and over "all but hard" at least 62%; its decisions' p99 at
  most 200 ms of CPU. A goal on games is met when the point estimate reaches it and the
  interval's lower bound is above 50% (for a worst-of goal: every match's lower bound). A match
  played the other way round counts, turned over. A candidate that is not a level, or a match
  not played, prints ``NOT MET`` and says why (a level is not played against itself).

Cost
----
From the first full run below (two cores shared with other work: the runs had 0.9 to 1.3 of a
core on average). A game to 100 lasts 6.3 to 10 deals, and each player makes 90 to 155
decisions a game (16 to 21 a deal; more against patient players, whose deals run longer).
greedy, patient-N, simple and easy decide in under 0.1 ms; normal in 0.04 ms at p50 and 1.6 ms
at p99; hard in 0.06 ms at p50 (its draws) and 11 ms at p99 (its discards), 4 ms on average. A
match of 400 games costs 5 CPU-s with easy, ~22 with normal and 180-250 with hard: hard's
matches cost about ten times normal's (a decision of hard's at p99 about seven times normal's).
Today's default list (18 matches of 400 games) took 1,510 CPU-s: 20 minutes on those shared
cores (another run, busier: 1,564 CPU-s, 29 minutes), about 13 on two free ones. ``--quick``
(4 games a match): about 10 seconds.

The expert looks ahead only at its chances to knock (its draws and other throws are hard's):
its 7 matches of 400 games took 3,007 CPU-s (1.1 CPU-s a game, both players), 26 minutes on
two shared cores (``--levels expert`` leaves today's levels' matches out). The whole default
list, expert included, is about 4,500 CPU-s: under an hour on two free cores, well within the
issue's three hours.

A first full run
----------------
``python bench/arena.py --candidate hard --games 400 --workers 2`` (seed 1; two cores shared
with other work; a second run gave the same figures, the times apart)::

    arena: 18 matches of 400 games to 100 (200 deck sequences, each both ways), seed 1, 2 worker(s)
    bot/engine/computer.py sha256 3c85f14e7bc3
    match (A:B)           A won   95% interval     margin/game  A p50 ms  A p99 ms
      then: deals/game (drawn deals); knocks/gins/undercut of A, of B; A's decisions/game; CPU
    hard:greedy           81.2%   [77.1, 84.8]   +103.2 ± 22.8      0.05     10.23
      8.06 deals/game (5 drawn); A 318/197/5, B 2655/48/946; A 118 decisions/game; 171 CPU-s
    hard:simple           70.0%   [65.3, 74.3]    +43.8 ± 25.2      0.05      9.85
      8.48 deals/game (6 drawn); A 452/144/11, B 2728/61/852; A 121 decisions/game; 166 CPU-s
    hard:patient-1        54.0%   [49.1, 58.8]     +6.7 ± 29.8      0.06     11.01
      6.92 deals/game (11 drawn); A 669/774/200, B 615/697/107; A 143 decisions/game; 216 CPU-s
    hard:patient-3        63.7%   [58.9, 68.3]    +35.2 ± 29.6      0.06     11.18
      7.81 deals/game (11 drawn); A 607/646/115, B 1366/493/292; A 152 decisions/game; 233 CPU-s
    hard:patient-5        71.5%   [66.9, 75.7]    +68.6 ± 24.9      0.06     11.00
      8.70 deals/game (11 drawn); A 516/456/56, B 2223/273/599; A 155 decisions/game; 239 CPU-s
    hard:normal           66.8%   [62.0, 71.2]    +32.0 ± 25.9      0.05     10.36
      8.39 deals/game (3 drawn); A 483/200/8, B 2601/69/720; A 117 decisions/game; 184 CPU-s
    normal:greedy         62.3%   [57.4, 66.9]    +75.1 ± 31.2      0.04      1.57
      9.79 deals/game (6 drawn); A 2082/49/52, B 1748/32/76; A 127 decisions/game; 22 CPU-s
    normal:simple         50.0%   [45.1, 54.9]     -1.2 ± 29.9      0.04      1.60
      9.94 deals/game (12 drawn); A 1951/52/80, B 1915/44/86; A 125 decisions/game; 24 CPU-s
    normal:patient-1      43.2%   [38.5, 48.1]    +35.6 ± 34.9      0.04      1.51
      8.29 deals/game (17 drawn); A 2748/88/740, B 243/220/2; A 127 decisions/game; 21 CPU-s
    normal:patient-3      53.0%   [48.1, 57.8]    +77.5 ± 33.9      0.04      1.50
      8.92 deals/game (16 drawn); A 2751/90/584, B 564/147/2; A 133 decisions/game; 22 CPU-s
    normal:patient-5      58.8%   [53.9, 63.5]   +101.1 ± 31.6      0.04      1.57
      9.52 deals/game (13 drawn); A 2692/86/412, B 924/92/6; A 138 decisions/game; 24 CPU-s
    easy:greedy           20.8%   [17.1, 25.0]   -154.6 ± 23.4      0.03      0.08
      7.33 deals/game; A 1144/69/41, B 1670/51/29; A 90 decisions/game; 4 CPU-s
    easy:simple           21.5%   [17.8, 25.8]   -173.4 ± 24.5      0.03      0.09
      7.54 deals/game (3 drawn); A 1146/74/34, B 1752/40/30; A 92 decisions/game; 6 CPU-s
    easy:patient-1        22.0%   [18.2, 26.3]   -124.9 ± 26.7      0.03      0.09
      6.31 deals/game (3 drawn); A 1680/123/497, B 333/384/0; A 97 decisions/game; 5 CPU-s
    easy:patient-3        22.8%   [18.9, 27.1]   -119.2 ± 26.6      0.03      0.08
      6.83 deals/game (1 drawn); A 1623/116/356, B 738/255/1; A 101 decisions/game; 5 CPU-s
    easy:patient-5        23.0%   [19.1, 27.4]   -117.4 ± 25.2      0.03      0.08
      7.30 deals/game; A 1571/111/256, B 1113/124/3; A 102 decisions/game; 5 CPU-s
    easy:normal           21.5%   [17.8, 25.8]   -178.2 ± 26.1      0.03      0.08
      7.13 deals/game (1 drawn); A 1039/75/38, B 1685/52/21; A 87 decisions/game; 16 CPU-s
    easy:hard             17.5%   [14.1, 21.5]   -155.4 ± 22.6      0.05      0.11
      6.62 deals/game (1 drawn); A 1616/117/435, B 622/292/3; A 96 decisions/game; 146 CPU-s
    time: 1200 s, 1510 CPU-s in the workers
    goal: hard >= 58% of games vs hard -> NOT MET (not played against itself)
    goal: hard >= 72% of games vs patient-3 -> NOT MET (63.7% [58.9, 68.3] vs patient-3)
    goal: hard >= 62% of games vs patient-1 -> NOT MET (54.0% [49.1, 58.8] vs patient-1)
    goal: hard >= 75% of games vs greedy -> MET (81.2% [77.1, 84.8] vs greedy)
    goal: hard >= 75% of games vs simple -> NOT MET (70.0% [65.3, 74.3] vs simple)
    goal: hard's worst of all 7 >= 58% (but itself) -> NOT MET (54.0% [49.1, 58.8] vs patient-1)
    goal: hard's worst of all but hard >= 62% -> NOT MET (54.0% [49.1, 58.8] vs patient-1)
    goal: hard's decisions p99 <= 200 ms of CPU -> MET (p50 0.06 ms, p99 10.8 ms, 360044 decisions)

What it says: hard wins 81% of games against greedy and 70% against simple (the issue said
about three in four for both), 64% against patient-3 (under two in three) and 54% against
patient-1 (about even: the interval reaches 49%). It seldom knocks (against greedy 318 knocks
and 197 gins in 3,224 deals) and wins by undercutting eager knockers (946 of greedy's 2,655
knocks); patient players give it few to undercut. Against patient players the margins run ahead
of the wins (normal wins 43% of games against patient-1 but gains 36 points a game): normal wins
its games by more than it loses them by (about 280 points against 180 in a sample of 120
games; shutouts were rare): patient-1 scores in few, large hands, so a game it loses leaves it
little on the sheet, while a game it wins still counts normal's boxes.

The expert's full run
---------------------
``python bench/arena.py --levels expert --workers 2`` (seed 1, 400 games a match; two cores
shared with other work: 26 minutes)::

    arena: 7 matches of 400 games to 100 (200 deck sequences, each both ways), seed 1, 2 worker(s)
    bot/engine/{computer.py,expert.py} sha256 177dd6a0f63c
    match (A:B)           A won   95% interval     margin/game  A p50 ms  A p99 ms
      then: deals/game (drawn deals); knocks/gins/undercut of A, of B; A's decisions/game; CPU
    expert:greedy         82.2%   [78.2, 85.7]   +115.9 ± 24.7      0.07     62.74
      7.67 deals/game (3 drawn); A 452/217/9, B 2360/35/767; A 109 decisions/game; 299 CPU-s
    expert:simple         75.0%   [70.5, 79.0]    +74.7 ± 23.5      0.07     65.56
      7.93 deals/game (5 drawn); A 331/207/4, B 2570/59/853; A 113 decisions/game; 320 CPU-s
    expert:patient-1      75.0%   [70.5, 79.0]   +171.5 ± 29.3      0.08     85.31
      6.78 deals/game (71 drawn); A 937/746/113, B 475/483/74; A 126 decisions/game; 519 CPU-s
    expert:patient-3      81.0%   [76.9, 84.5]   +165.3 ± 25.8      0.07     76.86
      7.29 deals/game (48 drawn); A 870/609/78, B 1052/338/222; A 130 decisions/game; 480 CPU-s
    expert:patient-5      80.5%   [76.3, 84.1]   +136.4 ± 23.9      0.07     70.92
      7.62 deals/game (27 drawn); A 680/443/42, B 1713/185/460; A 129 decisions/game; 442 CPU-s
    expert:normal         70.8%   [66.1, 75.0]    +48.5 ± 28.1      0.05     63.55
      7.68 deals/game (9 drawn); A 312/277/8, B 2410/63/697; A 108 decisions/game; 316 CPU-s
    expert:hard           65.5%   [60.7, 70.0]    +84.4 ± 27.6      0.07     78.46
      6.35 deals/game (9 drawn); A 569/660/76, B 774/528/242; A 118 decisions/game; 631 CPU-s
    time: 1571 s, 3007 CPU-s in the workers
    goal: expert >= 58% of games vs hard -> MET (65.5% [60.7, 70.0] vs hard)
    goal: expert >= 72% of games vs patient-3 -> MET (81.0% [76.9, 84.5] vs patient-3)
    goal: expert >= 62% of games vs patient-1 -> MET (75.0% [70.5, 79.0] vs patient-1)
    goal: expert >= 75% of games vs greedy -> MET (82.2% [78.2, 85.7] vs greedy)
    goal: expert >= 75% of games vs simple -> MET (75.0% [70.5, 79.0] vs simple)
    goal: expert's worst of all 7 >= 58% -> MET (65.5% [60.7, 70.0] vs hard)
    goal: expert's worst of all but hard >= 62% -> MET (70.8% [66.1, 75.0] vs normal)
    goal: expert's decisions p99 <= 200 ms of CPU -> MET (p50 0.07 ms, p99 74.1 ms,
      333168 decisions)

What it says: every goal is met. Against the patient players it gains most over hard (patient-1
75% against 54%, patient-3 81% against 64%): it knocks far more often (937 knocks in 2,712
deals against patient-1, where hard knocked 669 times in 2,768), and declines the knocks a
patient player would undercut (113 undercut, 12% of its knocks, against hard's 200, 30%). Against
the simple bot it is just at the goal (75.0%, hard 70%), and against hard 65.5%. Its decisions
cost 0.07 ms at p50 (draws and throws with no knock on offer are hard's) and 74 ms at p99 (the
look-ahead at a chance to knock: 48 worlds, three throws, three playout rules for itself).
"""

from __future__ import annotations

import argparse
import hashlib
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import _repo
from arena_players import LEVELS, check_name, make_player, names_help
from common import goal_line, parse_with_quick, percentile

from bot.engine import Game, OutcomeKind, Rules

RULES = Rules()
OPPONENTS = ("greedy", "simple", "patient-1", "patient-3", "patient-5", "normal", "hard")
GAMES = 400
QUICK_GAMES = 4
MAX_DEALS = 1000  # a game still going after this many deals is a bug
TASK_PAIRS = 10  # deck sequences per worker task

# (opponent, share of games); met when the share reaches it and the interval's lower bound > 50%
GOALS: tuple[tuple[str, float], ...] = (
    ("hard", 0.58),
    ("patient-3", 0.72),
    ("patient-1", 0.62),
    ("greedy", 0.75),
    ("simple", 0.75),
)
WORST_ALL: tuple[tuple[str, ...], float] = (OPPONENTS, 0.58)
WORST_BUT_HARD: tuple[tuple[str, ...], float] = (tuple(o for o in OPPONENTS if o != "hard"), 0.62)
P99_GOAL_MS = 200.0


# -- one game ------------------------------------------------------------------------------------


@dataclass
class Side:
    """What one side of a match did: knocks (undercut ones too), gins, knocks undercut."""

    knocks: int = 0
    gins: int = 0
    undercut: int = 0
    times: list[float] = field(default_factory=list)  # seconds of CPU per decision

    def add(self, other: Side) -> None:
        self.knocks += other.knocks
        self.gins += other.gins
        self.undercut += other.undercut
        self.times += other.times


@dataclass
class GameResult:
    won: float  # for A: 1, 0.5 (equal grand totals) or 0
    margin: int  # A's grand total minus B's
    deals: int
    draws: int
    sides: tuple[Side, Side]  # A, B


def play_game(a: str, b: str, seed: int, index: int, swapped: bool) -> GameResult:
    """Game ``index`` of the match ``a:b``: A is player 1 if ``swapped``, else player 0."""
    names = (b, a) if swapped else (a, b)
    game = Game.new(RULES, ("p0", "p1"), rng=random.Random(f"arena:{seed}:{index}"))
    deciders = [make_player(name) for name in names]
    rngs = [random.Random(f"arena:{seed}:{index}:{int(swapped)}:{p}") for p in (0, 1)]
    sides = (Side(), Side())
    by_player = (sides[1], sides[0]) if swapped else sides
    while not game.is_over:
        player = game.turn
        assert player is not None
        deal_index = game.deal_of(player)
        assert deal_index is not None
        seat = game.seatings[deal_index].seat_of(player)
        assert seat is not None
        view = game.deals[deal_index].view_for(seat)
        start = time.process_time()
        action = deciders[player](view, rngs[player], game, player)
        by_player[player].times.append(time.process_time() - start)
        game.apply(action, player)
        if len(game.deals) > MAX_DEALS:
            raise RuntimeError(f"{a}:{b} game {index} goes on past {MAX_DEALS} deals")
    outcome = game.outcome()
    assert outcome is not None
    draws = 0
    for result in game.history:
        if result.kind is OutcomeKind.DRAW or result.knocker is None:
            draws += 1
            continue
        side = by_player[result.knocker]
        if result.kind in (OutcomeKind.GIN, OutcomeKind.BIG_GIN):
            side.gins += 1
        else:
            side.knocks += 1
            side.undercut += result.kind is OutcomeKind.UNDERCUT
    a_player = 1 if swapped else 0
    mine, theirs = outcome.standings[a_player], outcome.standings[1 - a_player]
    won = 1.0 if mine.place < theirs.place else 0.5 if mine.place == theirs.place else 0.0
    return GameResult(won, mine.grand_total - theirs.grand_total, len(game.history), draws, sides)


# -- a match ---------------------------------------------------------------------------------------


@dataclass
class Match:
    """A match's games in order: ``wins`` and ``margins`` per game (each deck sequence's two
    games side by side, A as player 0 first)."""

    a: str
    b: str
    wins: list[float] = field(default_factory=list)
    margins: list[int] = field(default_factory=list)
    deals: int = 0
    draws: int = 0
    sides: tuple[Side, Side] = field(default_factory=lambda: (Side(), Side()))
    cpu: float = 0.0  # seconds of CPU in the workers

    def add(self, other: Match) -> None:
        self.wins += other.wins
        self.margins += other.margins
        self.deals += other.deals
        self.draws += other.draws
        self.sides[0].add(other.sides[0])
        self.sides[1].add(other.sides[1])
        self.cpu += other.cpu

    @property
    def games(self) -> int:
        return len(self.wins)

    @property
    def share(self) -> float:
        return sum(self.wins) / self.games if self.games else float("nan")

    def interval(self) -> tuple[float, float]:
        return wilson(sum(self.wins), self.games)

    def margin(self) -> tuple[float, float]:
        """Mean points margin per game and the 95% half-width, the game pair as the unit."""
        pairs = [(x + y) / 2 for x, y in zip(self.margins[::2], self.margins[1::2], strict=True)]
        if len(pairs) < 2:
            return (pairs[0] if pairs else float("nan")), float("inf")
        return statistics.fmean(pairs), 1.96 * statistics.stdev(pairs) / math.sqrt(len(pairs))

    def turned(self) -> Match:
        """The same match seen from B's side."""
        return Match(
            self.b,
            self.a,
            [1.0 - w for w in self.wins],
            [-m for m in self.margins],
            self.deals,
            self.draws,
            (self.sides[1], self.sides[0]),
            self.cpu,
        )


def run_task(task: tuple[str, str, int, int, int]) -> Match:
    """Deck sequences ``first`` to ``first + count - 1`` of the match ``a:b``, both ways."""
    a, b, seed, first, count = task
    start = time.process_time()
    match = Match(a, b)
    for index in range(first, first + count):
        for swapped in (False, True):
            game = play_game(a, b, seed, index, swapped)
            match.wins.append(game.won)
            match.margins.append(game.margin)
            match.deals += game.deals
            match.draws += game.draws
            match.sides[0].add(game.sides[0])
            match.sides[1].add(game.sides[1])
    match.cpu = time.process_time() - start
    return match


def tasks_of(a: str, b: str, seed: int, pairs: int) -> list[tuple[str, str, int, int, int]]:
    return [
        (a, b, seed, first, min(TASK_PAIRS, pairs - first)) for first in range(0, pairs, TASK_PAIRS)
    ]


def run_matches(
    matches: Sequence[tuple[str, str]], games: int, seed: int, workers: int, report: bool = True
) -> list[Match]:
    """Every match (in ``workers`` processes if more than one), printed as each one ends."""
    pairs = max(1, games // 2)
    per_match = [tasks_of(a, b, seed, pairs) for a, b in matches]
    tasks = [task for group in per_match for task in group]
    done: list[Match] = []
    current = Match(*matches[0])
    waiting = len(per_match[0])

    def take(parts: Iterable[Match]) -> None:
        nonlocal current, waiting
        for part in parts:
            current.add(part)
            waiting -= 1
            if waiting == 0:
                done.append(current)
                if report:
                    print(format_match(current), flush=True)
                if len(done) < len(matches):
                    current = Match(*matches[len(done)])
                    waiting = len(per_match[len(done)])

    if report:
        print(TABLE_HEADER, flush=True)
    if workers > 1 and len(tasks) > 1:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            take(pool.imap(run_task, tasks, chunksize=1))
    else:
        take(run_task(task) for task in tasks)
    return done


# -- statistics and lines -----------------------------------------------------------------------


def wilson(won: float, n: int) -> tuple[float, float]:
    if n == 0:
        return float("nan"), float("nan")
    z = 1.96
    p = won / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


TABLE_HEADER = (
    f"{'match (A:B)':<20} {'A won':>6} {'95% interval':>14} {'margin/game':>15} "
    f"{'A p50 ms':>9} {'A p99 ms':>9}\n"
    "  then: deals/game (drawn deals); knocks/gins/undercut of A, of B; A's decisions/game; CPU"
)


def format_match(m: Match) -> str:
    """Two lines: the results, then how the games went and what they cost."""
    low, high = m.interval()
    mean, half = m.margin()
    a, b = m.sides
    drawn = f" ({m.draws} drawn)" if m.draws else ""
    interval = f"[{100 * low:.1f}, {100 * high:.1f}]"
    return (
        f"{m.a + ':' + m.b:<20} {100 * m.share:>5.1f}% {interval:>14} "
        f"{f'{mean:+.1f} ± {half:.1f}':>15} "
        f"{1000 * percentile(a.times, 50):>9.2f} {1000 * percentile(a.times, 99):>9.2f}\n"
        f"  {m.deals / m.games:.2f} deals/game{drawn}; A {a.knocks}/{a.gins}/{a.undercut}, "
        f"B {b.knocks}/{b.gins}/{b.undercut}; A {len(a.times) / m.games:.0f} decisions/game; "
        f"{m.cpu:.0f} CPU-s"
    )


def find(results: Sequence[Match], a: str, b: str) -> Match | None:
    for m in results:
        if (m.a, m.b) == (a, b):
            return m
        if (m.b, m.a) == (a, b):
            return m.turned()
    return None


def _share(m: Match) -> str:
    low, high = m.interval()
    return f"{100 * m.share:.1f}% [{100 * low:.1f}, {100 * high:.1f}] vs {m.b}"


def goal_lines(results: Sequence[Match], candidate: str) -> list[str]:
    """The issue's goals for ``candidate``, each ``goal: ... -> MET`` or ``-> NOT MET (why)``."""
    wanted: list[tuple[str, Sequence[str], float]] = [
        (f"{candidate} >= {100 * share:.0f}% of games vs {b}", (b,), share) for b, share in GOALS
    ]
    for (group, share), what in zip(
        (WORST_ALL, WORST_BUT_HARD), ("all 7", "all but hard"), strict=True
    ):
        wanted.append((f"{candidate}'s worst of {what} >= {100 * share:.0f}%", group, share))
    lines = []
    for text, listed, share in wanted:
        opponents = list(listed)
        if candidate not in LEVELS:
            lines.append(goal_line(text, False, f"{candidate} missing: not a level yet"))
            continue
        if candidate in opponents:
            opponents = [o for o in opponents if o != candidate]
            if not opponents:
                lines.append(goal_line(text, False, "not played against itself"))
                continue
            text += " (but itself)"
        found = [find(results, candidate, b) for b in opponents]
        missing = [b for b, m in zip(opponents, found, strict=True) if m is None]
        if missing:
            lines.append(goal_line(text, False, f"not played: {', '.join(missing)}"))
            continue
        matches = [m for m in found if m is not None]
        worst = min(matches, key=lambda m: m.share)
        low_ok = all(m.interval()[0] > 0.5 for m in matches)
        met = worst.share >= share and low_ok
        why = _share(worst)
        if not met and worst.share >= share:
            why += "; an interval reaches 50%"
        lines.append(goal_line(text, met, why))
    times = [
        t
        for m in results
        for side, name in zip(m.sides, (m.a, m.b), strict=True)
        if name == candidate
        for t in side.times
    ]
    text = f"{candidate}'s decisions p99 <= {P99_GOAL_MS:.0f} ms of CPU"
    if not times:
        lines.append(goal_line(text, False, f"{candidate} did not play"))
    else:
        p50, p99 = 1000 * percentile(times, 50), 1000 * percentile(times, 99)
        why = f"p50 {p50:.2f} ms, p99 {p99:.1f} ms, {len(times)} decisions"
        lines.append(goal_line(text, p99 <= P99_GOAL_MS, why))
    return lines


# -- main ----------------------------------------------------------------------------------------


def default_matches(levels: Sequence[str]) -> list[tuple[str, str]]:
    """Each level, strongest first (``Level``'s order, reversed), against every opponent, less
    itself and the matches already listed the other way round."""
    out: list[tuple[str, str]] = []
    for a in reversed([name for name in LEVELS if name in levels]):
        for b in OPPONENTS:
            if a != b and (b, a) not in out:
                out.append((a, b))
    return out


COMPUTER_FILES = ("computer.py", "expert.py")


def fingerprint() -> str:
    """Which version of the computer player played (its files' hash, short)."""
    digest = hashlib.sha256()
    for name in COMPUTER_FILES:
        digest.update((_repo.ROOT / "bot" / "engine" / name).read_bytes())
    return digest.hexdigest()[:12]


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if "--openspiel" in argv:
        import arena_openspiel

        return int(arena_openspiel.main([a for a in argv if a != "--openspiel"]))
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument(
        "--match",
        action="append",
        default=[],
        metavar="A:B",
        help=f"a match (repeatable; players: {names_help()})",
    )
    parser.add_argument(
        "--levels", default=None, help="the default list for these levels only (comma-separated)"
    )
    parser.add_argument("--candidate", default="expert", help="the level the goal lines judge")
    parser.add_argument("--games", type=int, default=None, help=f"per match (default {GAMES})")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument(
        "--openspiel", action="store_true", help="the older mode (bench/arena_openspiel.py)"
    )
    args = parse_with_quick(parser, argv, games=QUICK_GAMES)
    try:
        if args.match:
            matches = []
            for text in args.match:
                a, sep, b = text.partition(":")
                if not sep:
                    raise ValueError(f"--match {text!r}: write A:B")
                matches.append((check_name(a), check_name(b)))
        else:
            levels = list(LEVELS) if args.levels is None else args.levels.split(",")
            unknown = [name for name in levels if name not in LEVELS]
            if unknown:
                raise ValueError(f"unknown levels {unknown}: choose from {', '.join(LEVELS)}")
            matches = default_matches(levels)
    except ValueError as exc:
        parser.error(str(exc))
    games = args.games if args.games is not None else GAMES
    if games < 2 or games % 2:
        parser.error("--games must be even (each deck sequence is played both ways)")

    began = time.perf_counter()
    plural = "es" if len(matches) != 1 else ""
    print(
        f"arena: {len(matches)} match{plural} of {games} games to {RULES.target} ({games // 2} "
        f"deck sequences, each both ways), seed {args.seed}, {args.workers} worker(s)\n"
        f"bot/engine/{{{','.join(COMPUTER_FILES)}}} sha256 {fingerprint()}"
    )
    results = run_matches(matches, games, args.seed, args.workers)
    cpu = sum(m.cpu for m in results)
    print(f"time: {time.perf_counter() - began:.0f} s, {cpu:.0f} CPU-s in the workers")
    for line in goal_lines(results, args.candidate):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
