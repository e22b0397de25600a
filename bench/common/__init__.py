"""What every bench script shares: one percentile rule and one goal line (and its verdict).

A script imports it as ``from common import ...`` (``bench/_repo.py`` puts ``bench/`` on the
import path, as for the scripts' other siblings)."""

from common.goals import goal_line, verdict
from common.stats import percentile

__all__ = ["goal_line", "percentile", "verdict"]
