"""What the tables' pictures cost and how stale the tables got: from the bot's own reports."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from common import percentile
from load_bot import ms

from load_parts.gin import GinLoad, bot_report


def drawn_pictures(load: GinLoad) -> list[list[Any]]:
    """The pictures the bot's workers drew, the whole run (PictureProbe, in the bot's
    processes): [kind, asked at, digest] each."""
    if load.bot is not None:  # --same-process
        return load.bot.picture_probe.drawn_report(load.play_started)
    return [d for child in load.children for d in (child.report or {}).get("drawn") or ()]


@dataclass(frozen=True)
class TablePictures:
    """The table pictures of a run: drawn by the bot's worker, sent to the fake (each upload),
    and those drawn that no upload carried."""

    drawn: int
    sent: int
    never_sent: int
    never_sent_at: tuple[float, ...]  # when each was asked, seconds into the play phase


def table_pictures(load: GinLoad) -> TablePictures:
    sent = load.fake.pictures.tables
    drawn = [(at, png) for kind, at, png in drawn_pictures(load) if kind == "table"]
    never = tuple(sorted(at for at, png in drawn if png not in sent))
    return TablePictures(len(drawn), sum(sent.values()), len(never), never)


def table_delays(load: GinLoad) -> tuple[list[float], int]:
    """How stale the tables got (TableProbe, in the bot's processes): for each state committed
    in the play phase, the seconds to the end of the table edit that showed it; and the states
    no edit showed by the end."""
    reports = [child.report or {} for child in load.children] or [bot_report(load)]
    delays: list[float] = []
    never = 0
    for report in reports:
        tables = report.get("tables") or {}
        delays += [seconds for at, seconds in tables.get("delays") or () if at >= 0]
        never += int(tables.get("never_shown") or 0)
    return delays, never


def stale_text(delays: Sequence[float]) -> str:
    if not delays:
        return "none measured"
    return (
        f"p50 {ms(percentile(delays, 50))}, p90 {ms(percentile(delays, 90))}, p99 "
        f"{ms(percentile(delays, 99))}, max {ms(max(delays))} ms"
    )
