"""Telling listeners of a committed change (a table's, an event's): each in turn, sync or
async; one that fails is logged and the others still hear of it."""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import TypeVar

__all__ = ["tell"]

log = logging.getLogger(__name__)

E = TypeVar("E")


async def tell(
    listeners: Sequence[Callable[[E], Awaitable[None] | None]], event: E, what: str
) -> None:
    """Hand ``event`` to every listener (``what``: the change, for the log)."""
    for listener in listeners:
        try:
            result = listener(event)
            if inspect.isawaitable(result):
                await result
        except Exception:
            log.exception("listener failed for %s", what)
