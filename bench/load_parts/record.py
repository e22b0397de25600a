"""What a run records: each interaction's latency (:class:`Recorder`, pruned of what the fake no
longer needs), each game's members and moves, and a layout (processes, store, shards)."""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from acked_moves import AckedMove
from common import percentile
from load_bot import ms

from bot.engine import Action, BigGin, Card, Discard, DrawStock, Gin, Knock, PassUpcard, TakeDiscard
from load_parts.fake import arrival_latency, components_of
from load_parts.settings import CUT_DOWN, CUT_KILLED
from tests.support.fakediscord import (
    FakeChannel,
    FakeDiscord,
    FakeInteraction,
    FakeMessage,
    FakeUser,
)

# --- recording ---------------------------------------------------------------------------------


@dataclass
class Sample:
    kind: str  # "move", "view" (hand, refresh, knock offer) or "setup"
    action: str
    latency: float  # dispatch -> callback POST arrival
    fake_latency: float  # the fake's Callback.latency (after it handled the callback)
    at: float = 0.0  # perf_counter when dispatched
    guild: int = 0  # the server it came from (its shard: the bot process that answered)


@dataclass
class Recorder:
    samples: list[Sample] = field(default_factory=list)
    lost: Counter[str] = field(default_factory=Counter)  # no callback within the timeout
    refusals: Counter[str] = field(default_factory=Counter)  # answered with a private note
    anomalies: Counter[str] = field(default_factory=Counter)
    deferred: Counter[str] = field(default_factory=Counter)  # acknowledged first, shown after
    # --kill-one: unanswered as the bot process was killed with it in flight, or sent while
    # that process was down (Discord's "This interaction failed"); the member tries again.
    cut: Counter[str] = field(default_factory=Counter)

    def record(self, it: FakeInteraction, kind: str, action: str, cut: bool = False) -> None:
        arrival = arrival_latency(it)
        if cut and it.callback is None:
            self.cut[CUT_DOWN if not it.live else CUT_KILLED] += 1
            it.unanswered_ok = True  # not the fake's problem either
            return
        if it.callback is None or arrival is None:
            self.lost[f"{kind} {action}"] += 1
            return
        self.samples.append(
            Sample(
                kind,
                action,
                arrival,
                it.callback.latency,
                it.dispatched_at,
                it.channel.guild_id or 0,
            )
        )

    def of(self, *kinds: str) -> list[Sample]:
        return [s for s in self.samples if s.kind in kinds]


def latency_row(label: str, samples: Sequence[Sample], width: int = 34) -> str:
    if not samples:
        return f"  {label:<{width}} {0:>7}"
    lat = [s.latency for s in samples]
    cells = [ms(percentile(lat, q)) for q in (50, 90, 99)] + [ms(max(lat))]
    return f"  {label:<{width}} {len(lat):>7} " + " ".join(f"{c:>8}" for c in cells)


def values_row(label: str, values: Sequence[float], width: int = 34) -> str:
    """As :func:`latency_row`, for plain durations."""
    if not values:
        return f"  {label:<{width}} {0:>7}"
    cells = [ms(percentile(values, q)) for q in (50, 90, 99)] + [ms(max(values))]
    return f"  {label:<{width}} {len(values):>7} " + " ".join(f"{c:>8}" for c in cells)


def latency_header(width: int = 34) -> str:
    cols = ("n", "p50 ms", "p90 ms", "p99 ms", "max ms")
    return f"  {'':<{width}} {cols[0]:>7} " + " ".join(f"{c:>8}" for c in cols[1:])


class RecordPruner:
    """Keeps the fake's test records from growing all run long (see the module docstring).

    Every second it drops what no one will read again: the gateway log, all requests but the
    last 100, and of interactions answered more than 10 s ago their payload, request records and
    callback body (the callback itself stays, so nothing looks unanswered); of every message,
    the versions between the first and the latest; and the uploaded files that no message's
    latest version carries. It touches only the fake's public records."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self._task: asyncio.Task[None] | None = None
        self._pruned: set[int] = set()

    def start(self) -> None:
        self._task = asyncio.create_task(self._run())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(1.0)
            self.prune()

    def prune(self) -> None:
        fake = self.fake
        fake.gateway_log.clear()
        del fake.requests[:-100]
        old = time.perf_counter() - 10.0
        for it in fake.interactions.values():
            cb = it.callback
            if cb is None or cb.at > old or it.id in self._pruned:
                continue
            self._pruned.add(it.id)
            it.payload = {}
            it.requests = []
            it.callback = dataclasses.replace(cb, data={})
        for message in fake.messages.values():
            if len(message.versions) > 2:
                del message.versions[1:-1]
        # Uploaded files (the pictures): only those the messages still show.
        shown = {a["id"] for m in fake.messages.values() for a in m.latest.attachments}
        for aid in fake.uploads.keys() - shown:
            del fake.uploads[aid]


# --- a gin run's parts: its games, the members' choice, an outage, a layout -------------------


@dataclass
class GameRun:
    game_id: int
    channel: FakeChannel
    table: FakeMessage
    players: tuple[FakeUser, ...]  # the members (a game against the computer: one)
    wake: asyncio.Event = field(default_factory=asyncio.Event)  # the table changed, or `done`
    acked_moves: int = 0
    unknown_moves: int = 0  # move interactions never answered: committed or not, nobody knows
    done: bool = False
    finished: bool = False  # the game itself ended
    # A game against the computer (/gin practice): its seat's member id, and from the bot's
    # report its moves committed and those whose fate is unknown (cancelled at close).
    computer: int | None = None
    computer_moves: int = 0
    computer_unknown: int = 0
    hand: FakeMessage | None = None  # the member's hand (edited by the bot, unasked, too)
    own_hand_edits: int = 0  # edits of it that answered the member's own clicks
    hand_fallbacks: int = 0  # Refresh clicked: the hand was not brought up to date in time
    # --kill-one: every move its members saw acknowledged (checked in the stored game at its
    # place, bench/acked_moves.py) and when each of its interactions was answered.
    acked: list[AckedMove] = field(default_factory=list)
    answered_at: list[float] = field(default_factory=list)

    @property
    def start_versions(self) -> int:
        """Stored versions before the first move: each invited member's acceptance (the last
        starts the game); a game against the computer is made and started at once: one."""
        return 1 if self.computer is not None else len(self.players) - 1


@dataclass(frozen=True)
class Choice:
    custom_id: str
    action: str
    values: list[str] | None  # a select's value, or None for a button


def choose(hand: FakeMessage) -> Choice | None:
    """What the member does with the controls its hand shows; None: nothing but Refresh."""
    by_action: dict[str, dict[str, Any]] = {}
    for comp in components_of(hand):
        parts = comp["custom_id"].split(":")
        if len(parts) == 5 and parts[0] == "gin":  # gin:<game>:<version>:<tag>:<action>
            by_action[parts[-1]] = comp

    def pick(action: str) -> Choice:
        comp = by_action[action]
        values = [comp["options"][0]["value"]] if comp.get("type") == 3 else None
        return Choice(comp["custom_id"], action, values)

    for prefix in ("gin-", "biggin", "knockgo-"):
        for action in by_action:
            if action.startswith(prefix):
                return pick(action)
    for action in ("gin", "knock", "draw", "pass", "discard"):
        if action in by_action:
            return pick(action)
    return None


@dataclass
class Outage:
    """--kill-one: a bot process killed (``kill -9``) and, once ``ready_at`` is set, running
    again (its restart logged in, loaded its games and connected its shards). ``sessions``:
    the fake's gateway sessions of its shards when it was killed (``id()`` of each): what went
    to them alone gets no answer."""

    cluster: int
    killed_at: float  # perf_counter
    sessions: frozenset[int]
    ready_at: float | None = None


def move_notation(action: str, values: list[str] | None) -> str:
    """The engine's notation of the move a hand control makes (what the stored game records):
    read here from the control's name and the select's value, apart from the bot's own
    reading of its custom ids (``bot.discord.controls``), so that the check is independent."""
    name, _, code = action.partition("-")
    card = code or (values[0] if values else "")
    simple = {"draw": DrawStock(), "take": TakeDiscard(), "pass": PassUpcard(), "biggin": BigGin()}
    if name in simple:
        return simple[name].notation
    made: dict[str, Callable[[Card], Action]] = {"discard": Discard, "gin": Gin, "knockgo": Knock}
    if name not in made or not card:
        raise ValueError(f"no move notation for the control {action!r} ({values})")
    return made[name](Card.parse(card)).notation


@dataclass(frozen=True)
class Layout:
    """How the bot runs in a gin run: its processes (clusters), its store, and the shards the
    servers are spread over (a server per shard, the games dealt round them); ``games``: the
    load, None for ``--games``. The default is the plain run: one process, one connection, the
    fake's own server, SQLite."""

    processes: int = 1
    store: str = "sqlite"  # or "postgres"
    shards: int = 1
    games: int | None = None
    metrics: bool | None = None  # the bots' metrics on or off (None: as --metrics says)

    @property
    def name(self) -> str:
        processes = f"{self.processes} process{'es' if self.processes > 1 else ''}"
        return (
            f"{processes}, {self.store}"
            + (f", {self.games} games" if self.games else "")
            + ("" if self.metrics is None else f", metrics {'on' if self.metrics else 'off'}")
        )
