"""The version of a view a control was drawn for: one value, one format, one parser.

A click on an older view changes nothing, so every game control carries the version of the view
it was drawn on. A table's or a challenge's is the game's own version (``"12"``); a hand's is its
own deal's number and the moves of that deal so far (``"3.7"``), so that a move in the other deal
of a partnership round does not make it stale. The text is what goes into a custom id.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["ViewVersion"]

_TEXT = re.compile(r"([0-9]{1,10})(?:\.([0-9]{1,10}))?")


@dataclass(frozen=True, slots=True)
class ViewVersion:
    """``number`` is the game's version (``step`` None) or a hand's deal (``step`` its moves).

    >>> ViewVersion.parse("3.7"), str(ViewVersion(12))
    (ViewVersion(number=3, step=7), '12')
    """

    number: int
    step: int | None = None

    def __str__(self) -> str:
        return f"{self.number}" if self.step is None else f"{self.number}.{self.step}"

    @classmethod
    def parse(cls, text: str) -> ViewVersion:
        """The version written as ``text``; ValueError if it is not one (ASCII digits only,
        at most ten each side of the dot)."""
        match = _TEXT.fullmatch(text)
        if match is None:
            raise ValueError(f"{text[:24]!r} is not a view version")
        number, step = match.groups()
        return cls(int(number), None if step is None else int(step))
