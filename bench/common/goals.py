"""The goal line every bench ends with: ``goal: <what> -> MET`` or ``-> NOT MET``, then an
optional ``(why)``; ``bench/compare.py`` and the readers of old runs look for this shape."""

from __future__ import annotations


def verdict(met: bool) -> str:
    return "MET" if met else "NOT MET"


def goal_line(what: str, met: bool, why: str = "") -> str:
    """``goal: <what> -> MET|NOT MET``, followed by `` (<why>)`` when there is a why."""
    return f"goal: {what} -> {verdict(met)}" + (f" ({why})" if why else "")
