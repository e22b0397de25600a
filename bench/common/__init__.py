"""What every bench script shares: one percentile rule, one goal line (and its verdict), and
the ``--quick`` option; ``common.procs``, what the benches that run the bot in processes of its
own read of them from /proc.

A script imports it as ``from common import ...`` (``bench/_repo.py`` puts ``bench/`` on the
import path, as for the scripts' other siblings)."""

from common.goals import goal_line, verdict
from common.quick import add_quick, parse_with_quick
from common.stats import median, percentile

__all__ = ["add_quick", "goal_line", "median", "parse_with_quick", "percentile", "verdict"]
