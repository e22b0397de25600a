"""The one percentile rule of the benchmarks: nearest rank.

The p-th percentile of n values is the ceil(p/100 * n)-th smallest: always one of the values
measured (never an interpolation between two), and p100 is the maximum. Every bench prints its
p50/p90/p99 with it, so that two benches' figures (and two commits') read the same way."""

from __future__ import annotations

import math
from collections.abc import Sequence


def percentile(values: Sequence[float], q: float) -> float:
    """The nearest-rank ``q``-th percentile (``q`` in 0..100); NaN when nothing was measured."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    rank = max(1, min(len(ordered), math.ceil(q / 100 * len(ordered))))
    return ordered[rank - 1]


def median(values: Sequence[float]) -> float:
    """The 50th percentile by the same rule; NaN when nothing was measured."""
    return percentile(values, 50)
