"""Where the time goes: the profile by area of the code, memory by area, and the gin bot's CPU
per click beside the same-requests reference's."""

from __future__ import annotations

import pstats
import re
import tracemalloc
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from load_bot import ms

from load_parts.gin import GinLoad
from load_parts.printers import fmt_rate, print_processes
from load_parts.process import BotProcess
from load_parts.record import latency_header, latency_row
from load_parts.references import EchoResult, SameResult
from load_parts.settings import GOAL_CPU_RATIO, ROOT

# --- profiling and memory ---------------------------------------------------------------------

AREAS: tuple[tuple[str, str], ...] = (
    ("/bot/engine/", "bot.engine (rules)"),
    ("/bot/model/", "bot.model (values, standings)"),
    ("/bot/store/", "bot.store (SQLite)"),
    ("/bot/service/", "bot.service (live tables)"),
    ("/bot/pictures/", "bot.pictures"),
    ("/bot/discord/render/", "bot.discord.render (embeds)"),
    ("/bot/discord/", "bot.discord (client, publisher, controls)"),
    ("/bot/", "bot (config, background)"),
    ("/cogs/", "cogs"),
    ("/fakediscord/", "fake Discord"),
    ("bench/load_bot", "bot process harness (load_bot.py)"),
    ("bench/load", "members (this script)"),
    ("/discord/", "discord.py"),
    ("/aiohttp/", "aiohttp"),
    ("/yarl/", "yarl"),
    ("/multidict/", "multidict"),
    ("/aiosqlite/", "aiosqlite (main thread side)"),
    ("/json/", "json"),
    ("/asyncio/", "asyncio"),
    ("/logging/", "logging"),
)


def area_of(filename: str, func: str = "") -> str:
    if "select.epoll" in func:
        return "idle (waiting in epoll)"
    for needle, name in AREAS:
        if needle in filename:
            return name
    if filename.startswith("<") or filename == "~":
        return "builtins (C: json, sockets, regex...)"
    return "other Python"


def print_profile(stats: pstats.Stats, title: str) -> None:
    table: dict[tuple[str, int, str], tuple[Any, ...]] = stats.stats  # type: ignore[attr-defined]
    total = sum(v[2] for v in table.values()) or 1.0
    by_area: Counter[str] = Counter()
    for (filename, _, func), value in table.items():
        by_area[area_of(filename, func)] += value[2]
    busy = total - by_area["idle (waiting in epoll)"]
    print(f"\n{title} ({total:.1f} s of own time, {busy:.1f} s of it not idle)")
    print("  own time by area:                                           % of all  % of busy")
    for name, seconds in by_area.most_common():
        share = "" if name.startswith("idle") else f"{100 * seconds / max(busy, 1e-9):9.1f}%"
        print(f"    {name:<40} {seconds:7.2f} s {100 * seconds / total:8.1f}% {share}")

    def label(key: tuple[str, int, str]) -> str:
        filename, line, func = key
        short = filename.replace(str(ROOT) + "/", "")
        short = re.sub(r".*/site-packages/", "", short)
        short = re.sub(r".*/lib/python3\.\d+/", "", short)
        return f"{short}:{line} {func}"

    print("  top functions by own time:")
    for key, value in sorted(table.items(), key=lambda kv: -kv[1][2])[:24]:
        print(f"    {value[2]:7.2f} s {value[1]:>9} calls  {label(key)}")
    print("  bot and cog functions by cumulative time:")
    ours = [kv for kv in table.items() if "/bot/" in kv[0][0] or "/cogs/" in kv[0][0]]
    for key, value in sorted(ours, key=lambda kv: -kv[1][3])[:16]:
        print(f"    {value[3]:7.2f} s {value[1]:>9} calls  {label(key)}")
    print("  discord.py and aiohttp functions by cumulative time:")
    lib = [kv for kv in table.items() if "/discord/" in kv[0][0] or "/aiohttp/" in kv[0][0]]
    for key, value in sorted(lib, key=lambda kv: -kv[1][3])[:16]:
        print(f"    {value[3]:7.2f} s {value[1]:>9} calls  {label(key)}")


def memory_by_area(snapshot: tracemalloc.Snapshot) -> list[tuple[str, int]]:
    sizes: Counter[str] = Counter()
    for stat in snapshot.statistics("filename"):
        sizes[area_of(stat.traceback[0].filename)] += stat.size
    return sizes.most_common()


# --- CPU per click ----------------------------------------------------------------------------


def kb(n_bytes: float) -> str:
    return f"{n_bytes / 1000:.1f} kB"


@dataclass(frozen=True)
class CpuPerClick:
    """The gin bot's own CPU per interaction next to the same-requests reference's."""

    gin_cpu: float | None
    gin_clicks: int
    ref_cpu: float | None
    ref_clicks: int

    @property
    def gin(self) -> float | None:
        if self.gin_cpu is None or not self.gin_clicks:
            return None
        return self.gin_cpu / self.gin_clicks

    @property
    def ref(self) -> float | None:
        if self.ref_cpu is None or not self.ref_clicks:
            return None
        return self.ref_cpu / self.ref_clicks

    @property
    def ratio(self) -> float | None:
        gin, ref = self.gin, self.ref
        return None if gin is None or ref is None or ref <= 0 else gin / ref

    @property
    def met(self) -> bool:
        return self.ratio is not None and self.ratio <= GOAL_CPU_RATIO

    def text(self) -> str:
        if self.gin is None or self.ref is None or self.ratio is None:
            return "n/a"
        return f"{ms(self.gin)} ms / {ms(self.ref)} ms = {self.ratio:.2f}x"


def cpu_per_click(gin: GinLoad, same: SameResult) -> CpuPerClick:
    """The gin bot's CPU over its play phase (the bot process's own, from /proc; its workers'
    not counted; with --same-process, the one process's) per play interaction answered, and
    the reference's per click."""
    stats = gin.bot_stats if gin.child is not None else gin.bench
    return CpuPerClick(
        stats.cpu if stats is not None else None,
        len(gin.rec.of("move", "view")),
        same.cpu(),
        len(same.rec.of("ref")),
    )


def print_same_reference(
    same: SameResult, gin: GinLoad, phase_name: str, echo: EchoResult, cpu: CpuPerClick
) -> None:
    samples = same.rec.of("ref")
    lost = sum(same.rec.lost.values())
    where = "in its own process" if same.child is not None else "in this process"
    table, hand = same.sample["table"], same.sample["hand"]

    def sent(part: dict[str, Any], what: str) -> str:
        if not part["size"]:
            return f"{what} without a picture (pictures off)"
        return (
            f"{what} with a {kb(part['size'])} {part['filename']} (the median of the "
            f"{part['sent']:,} the gin bot sent: {kb(part['median'])})"
        )

    print(
        f"\nsame-requests reference (bench/load_bot.py's SameRequestsBot {where}, measured after "
        f"{phase_name}): {len(samples):,} clicks, as many as the gin bot's play interactions "
        f"there, by {same.members} members at its rate (each member's at random times over "
        f"its {same.spread:.1f} s): {fmt_rate(len(samples), same.seconds)} over "
        f"{same.seconds:.1f} s" + (f", {lost} unanswered" if lost else "")
    )
    print(
        f"  each click: {sent(hand, 'the answer (callback type 7: embed, rows)')}, then "
        f"{sent(table, 'PATCH /channels/{cid}/messages/{mid} (embed, buttons)')}; the gin bot's "
        "own embeds and rows, copied; applied by the fake: "
        f"{same.channel_edits:,} channel edits, {same.hand_pictures:,} hand pictures"
    )
    print(latency_header())
    print(latency_row("same-requests click", samples))
    print_processes(same.bench, same.bot)
    played = gin.rec.of("move", "view")
    print(
        f"\nCPU per click ({'the bot process' if gin.child is not None else 'the one process'}"
        f"'s own, user+sys over the play window, from /proc; its picture and computer workers "
        f"not counted):"
    )
    gin_edits = gin.play_channel_edits / max(len(played), 1)
    print(
        f"  gin bot, {phase_name}: "
        + (f"{cpu.gin_cpu:.2f} s" if cpu.gin_cpu is not None else "n/a")
        + f" / {cpu.gin_clicks:,} interactions = "
        + (f"{ms(cpu.gin)} ms" if cpu.gin is not None else "n/a")
        + f" (per interaction: 1 answer, {gin_edits:.2f} table edits; moves "
        f"{len(gin.rec.of('move')):,}, views {len(gin.rec.of('view')):,})"
    )
    print(
        "  same-requests reference: "
        + (f"{cpu.ref_cpu:.2f} s" if cpu.ref_cpu is not None else "n/a")
        + f" / {cpu.ref_clicks:,} clicks = "
        + (f"{ms(cpu.ref)} ms" if cpu.ref is not None else "n/a")
        + " (per click: 1 answer, "
        + f"{same.channel_edits / max(cpu.ref_clicks, 1):.2f} table edits)"
    )
    echo_cpu = echo.bot.cpu if echo.bot is not None else echo.bench.cpu
    echo_clicks = len(echo.rec.of("echo"))
    if echo_cpu is not None and echo_clicks:
        print(
            f"  plain echo reference (edit_message alone, no files): {echo_cpu:.2f} s / "
            f"{echo_clicks:,} clicks = {ms(echo_cpu / echo_clicks)} ms"
        )
    print(
        f"  gin / same-requests: {cpu.text()} (the goal: at most {GOAL_CPU_RATIO:g}x). Of the gin "
        "bot's interactions the views (Show my hand, Refresh) edit no table, where every "
        "reference click edits one: per interaction the reference sends more"
    )


def print_cpu_totals(bench_cpu: float, children: Sequence[tuple[str, BotProcess | None]]) -> None:
    """CPU over the whole script: this process, and each child (RUSAGE_CHILDREN deltas)."""
    parts = [f"bench process {bench_cpu:.1f} s"]
    for name, child in children:
        if child is None:
            continue
        report = child.report or {}
        own = report.get("cpu_user", 0.0) + report.get("cpu_sys", 0.0)
        total = "n/a" if child.total_cpu is None else f"{child.total_cpu:.1f} s"
        parts.append(f"{name} (pid {child.pid}) {total} (its own count {own:.1f} s)")
    print("CPU over the whole script, user+sys: " + "; ".join(parts))
