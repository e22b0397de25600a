"""``bench/common``: the one percentile rule every benchmark prints with, and its goal line."""

from __future__ import annotations

import math
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "bench"
sys.path.insert(0, str(BENCH))  # as the bench scripts import it: ``from common import ...``

from common import goal_line, percentile  # noqa: E402


def test_percentile_is_the_nearest_rank_so_always_a_value_measured() -> None:
    hundred = [float(n) for n in range(100, 0, -1)]  # unsorted on purpose
    assert percentile(hundred, 50) == 50.0
    assert percentile(hundred, 99) == 99.0
    assert percentile(hundred, 100) == 100.0
    assert percentile(hundred, 0) == 1.0
    four = [4.0, 1.0, 3.0, 2.0]
    assert percentile(four, 50) == 2.0  # the 2nd of 4, not the mean of the middle two
    assert percentile(four, 51) == 3.0
    assert percentile(four, 99) == 4.0


def test_percentile_of_nothing_measured_is_nan_not_an_error() -> None:
    assert math.isnan(percentile([], 99))


def test_goal_line_says_met_or_not_met_and_why() -> None:
    assert goal_line("0 disagreements", True) == "goal: 0 disagreements -> MET"
    assert (
        goal_line("p99 < 20 ms", False, "board 31 ms")
        == "goal: p99 < 20 ms -> NOT MET (board 31 ms)"
    )
    assert goal_line("p99 at 2x the load", None, "needs 4 cores") == (
        "goal: p99 at 2x the load -> NOT MEASURED (needs 4 cores)"
    )
