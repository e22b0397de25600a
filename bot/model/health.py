"""Whether a process's shards are healthy, judged from their heartbeats: the one judgement that
``python -m bot health`` prints and the running bot's ``/healthz`` answers with, so the two
never disagree.

While a shard can receive clicks, the process running it writes the shard's heartbeat into the
database every few seconds; it stops while that connection to Discord is lost, and when the
process stops or hangs. Healthy: every shard beat within the last :data:`STALE_SECONDS`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.model.shards import Shards

__all__ = ["STALE_SECONDS", "Health", "judge"]

STALE_SECONDS = 120.0  # a few missed heartbeats: a reconnect takes seconds, not minutes


@dataclass(frozen=True, slots=True)
class Health:
    """The verdict, and its sentence ("Healthy: ..." or "Unhealthy: ..." and the reason)."""

    healthy: bool
    text: str


def judge(
    shards: Shards | None, beats: Mapping[int, float | None], now: float, database: str
) -> Health:
    """The health of ``shards`` (None: the count is auto and none is kept yet) from ``beats``
    (each shard's last heartbeat, None: never) at ``now``; ``database`` as shown to people.

    >>> judge(Shards(), {0: 95.0}, 100.0, "gin.sqlite3")
    Health(healthy=True, text='Healthy: last heartbeat 5 s ago.')
    >>> print(judge(Shards(4, (0, 2)), {0: 95.0, 2: None}, 100.0, "gin.sqlite3").text)
    ... # doctest: +NORMALIZE_WHITESPACE
    Unhealthy: of shards 0, 2 of 4, no recent heartbeat from shard 2 (never): its process is
    stopped, stuck, or cut off from Discord (see its log).
    """
    if shards is None:
        return Health(
            False,
            f"Unhealthy: no heartbeat in {database} yet (the shard count is auto, and no "
            "process has run yet).",
        )
    ages = {s: (None if b is None else now - b) for s, b in beats.items() if s in shards.ids}
    ages.update({s: None for s in shards.ids if s not in ages})
    stale = {s: age for s, age in ages.items() if age is None or age > STALE_SECONDS}
    which, alone = _which(shards), shards.count == 1
    if not stale:
        oldest = max(age for age in ages.values() if age is not None)
        if alone:
            return Health(True, f"Healthy: last heartbeat {oldest:.0f} s ago.")
        return Health(True, f"Healthy: {which}, the oldest heartbeat {oldest:.0f} s ago.")
    if alone:
        (age,) = stale.values()
        if age is None:
            return Health(False, f"Unhealthy: no heartbeat in {database} yet.")
        return Health(
            False,
            f"Unhealthy: the last heartbeat is {age:.0f} s old: the bot is stopped, stuck, or "
            "cut off from Discord (see its log).",
        )
    silent = ", ".join(
        f"{s} ({'never' if a is None else f'{a:.0f} s ago'})" for s, a in sorted(stale.items())
    )
    return Health(
        False,
        f"Unhealthy: of {which}, no recent heartbeat from {_shard_words(len(stale))} {silent}: "
        f"{'its' if len(stale) == 1 else 'their'} process is stopped, stuck, or cut off from "
        "Discord (see its log).",
    )


def _which(shards: Shards) -> str:
    if shards.everything:
        return f"all {shards.count} shards"
    return f"{_shard_words(len(shards.ids))} {', '.join(map(str, shards.ids))} of {shards.count}"


def _shard_words(count: int) -> str:
    return "shard" if count == 1 else "shards"
