"""The goal line every bench ends with: ``goal: <what> -> MET``, ``-> NOT MET`` or ``-> NOT
MEASURED``, then an optional ``(why)``; whoever reads a run's output looks for this shape."""

from __future__ import annotations


def verdict(met: bool | None) -> str:
    """MET, NOT MET, or (None: the run could not tell) NOT MEASURED."""
    if met is None:
        return "NOT MEASURED"
    return "MET" if met else "NOT MET"


def goal_line(what: str, met: bool | None, why: str = "") -> str:
    """``goal: <what> -> <verdict>``, followed by `` (<why>)`` when there is a why."""
    return f"goal: {what} -> {verdict(met)}" + (f" ({why})" if why else "")
