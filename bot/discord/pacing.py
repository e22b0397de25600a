"""Pacing every request the bot makes with its own token, below Discord's global limit.

Discord allows a bot token 50 requests a second, whatever the route, counted over every process
of the bot; interaction responses and follow-ups (the interaction's own token, no
``Authorization`` header) don't count. Past it Discord answers 429, and an address that keeps
getting them (10,000 invalid requests in 10 minutes) is banned by Cloudflare for an hour. Under
load the table edits alone would pass it, so each process paces what it sends with the token.

- **One token bucket per process**, filled at its share of :data:`BUDGET` (40 a second: the
  other 10 are headroom, below). The share is the part of the bot's shards the process runs
  (:meth:`Pacer.share`): with K clusters 1/K, and the shares of every process add up to one,
  so the processes stay under the budget together without a word between them. The price: a
  quiet cluster's share goes unused while a busy one waits.
- **Every request with the token is paced**, as it asks aiohttp for a connection (a
  :class:`PacedConnector`, discord.py's ``connector``): the table edits, the outbox's posts,
  reminders, pings, the commands' own posts and threads, and each of discord.py's retries. A
  request without the bot's token (an interaction's answer) passes at once. (Not an
  ``aiohttp.TraceConfig``, discord.py's ``http_trace``: with one, aiohttp rebuilds every
  request's URL and sends it half a dozen signals: 2-3 % of the bot's time in a profile of
  ``bench/load.py``.)
- **Posts before edits**: a table edit waits its :meth:`~Pacer.turn` before its message is even
  drawn; anything else with the token goes first when both wait. A table waits once in line
  however many moves are made meanwhile, and shows the newest state when its turn comes
  (``bot.discord.publisher``), so a busy bot refreshes each table a little later, never a
  backlog.

In any second a process sends with the token at most what its bucket gives in that second and
the tokens it saved while quiet (2 × its share, at least one), plus as many turns again (a turn
taken just before the second whose request goes out in it): with one process or two, 40 + 4 in
all. The 6 left are for requests that bunch on the way: a receiving end that stalls for 0.18 s
takes a second's requests and those sent while it stalled together (a bench on an overloaded
host counted 56 in one second from a budget of 45: bench/load.py), and for the odd request of
another process (``python -m bot sync``). With more than two processes each saves one token:
40 + 2K.

Waiting costs no task: a waiter is a future in a queue, and one timer at a time hands the next
token out; a request that finds a token goes on at once.
"""

from __future__ import annotations

import asyncio
import contextvars
import enum
import time
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import aiohttp

from bot.metrics import OFF, Metrics

if TYPE_CHECKING:
    from bot.discord.metering import DiscordMeter

__all__ = ["BUDGET", "PacedConnector", "Pacer", "Priority"]

BUDGET = 40.0  # requests a second with the bot's token, every process together (Discord: 50)
BURST = 2.0  # tokens the whole budget saves up while quiet (a process its share, at least one)
_EPSILON = 1e-9  # the timer may wake a hair early: a token that far short counts as whole


class Priority(enum.IntEnum):
    """Who goes first when both wait: anything but a table edit, then the table edits."""

    POST = 0
    EDIT = 1


class _Turn:
    """The token a table edit was given, for the next request of the task that waited for it,
    if no other token was taken in between: the task drew its message without waiting for
    anything. (One that waited, on discord.py's limit of a route, say, pays again: first in
    line, so that turns never pile up to go out together.)"""

    __slots__ = ("taken", "task")

    def __init__(self, taken: int, task: asyncio.Task[object] | None) -> None:
        self.taken, self.task = taken, task


# The turn the running task holds (tasks started from it inherit the value, not the turn: it is
# checked against the task that waited).
_turn: contextvars.ContextVar[_Turn | None] = contextvars.ContextVar("pacing_turn", default=None)


class Pacer:
    """A token bucket for one process's requests with the bot's token, waiters in two lines."""

    def __init__(
        self,
        budget: float = BUDGET,
        share: float = 1.0,
        *,
        clock: Callable[[], float] = time.monotonic,
        metrics: Metrics = OFF,
    ) -> None:
        self._clock = clock
        self._metrics = metrics
        self._budget, self._share = budget, share
        self._rate = self._capacity = 1.0
        self._tokens = 0.0
        self._stamp = clock()
        self.share(share)
        self._tokens = self._capacity  # a process starts with its saved tokens
        self._taken = 0  # tokens taken so far
        self._lines: tuple[deque[asyncio.Future[None]], ...] = tuple(deque() for _ in Priority)
        self._timer: asyncio.TimerHandle | None = None

    # -- the rate ------------------------------------------------------------------------------

    def share(self, fraction: float) -> None:
        """This process's part of the budget: the part of the bot's shards it runs."""
        if not 0.0 < fraction <= 1.0:
            raise ValueError(f"a share is above 0 and at most 1, not {fraction}")
        self._refill(self._clock())
        self._share = fraction
        self._rate = self._budget * fraction
        self._capacity = max(1.0, BURST * fraction)
        self._tokens = min(self._tokens, self._capacity)

    @property
    def budget(self) -> float:
        """Requests a second with the bot's token, every process together."""
        return self._budget

    @budget.setter
    def budget(self, budget: float) -> None:
        self._budget = budget
        self.share(self._share)

    @property
    def rate(self) -> float:
        """Requests a second."""
        return self._rate

    @property
    def capacity(self) -> float:
        """Tokens saved up at most."""
        return self._capacity

    def waiting(self) -> int:
        """Requests waiting for a token."""
        return sum(1 for line in self._lines for f in line if not f.done())

    # -- tokens --------------------------------------------------------------------------------

    def _refill(self, now: float) -> None:
        if now > self._stamp:
            self._tokens = min(self._capacity, self._tokens + (now - self._stamp) * self._rate)
        self._stamp = now

    async def take(self, priority: Priority = Priority.POST) -> None:
        """Wait for a token: at once if one is saved and nobody of ``priority`` or before it
        waits; else in line, behind the waiters of ``priority`` and of every priority before
        it. Each token's wait is counted (``gin_pacer_wait_seconds``; 0: one was there)."""
        asked = self._clock()
        self._refill(asked)
        if self._tokens >= 1.0 - _EPSILON and not any(self._lines[: priority + 1]):
            self._tokens -= 1.0
            self._taken += 1
            self._metrics.pacer_wait_seconds.observe(0.0)
            return
        waiter = asyncio.get_running_loop().create_future()
        self._lines[priority].append(waiter)
        self._arm()
        try:
            await waiter
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():
                self._give(1.0)  # given, then cancelled before it was used
            raise
        self._metrics.pacer_wait_seconds.observe(self._clock() - asked)

    async def turn(self) -> None:
        """Wait for a table edit's turn: its token is the next request's of this task, if it
        goes before another token is taken (see :class:`_Turn` and :meth:`give_back`)."""
        await self.take(Priority.EDIT)
        _turn.set(_Turn(self._taken, asyncio.current_task()))

    def give_back(self) -> None:
        """The turn this task holds is not used now (nothing to send, or its picture is still
        being drawn): its token goes back, to the next in line."""
        held = _turn.get()
        if held is not None and held.task is asyncio.current_task():
            _turn.set(None)
            self._give(1.0)

    def _give(self, tokens: float) -> None:
        self._refill(self._clock())
        self._tokens = min(self._capacity, self._tokens + tokens)
        if any(self._lines):
            self._release()

    def _arm(self) -> None:
        if self._timer is None:
            wait = max(0.0, (1.0 - self._tokens) / self._rate)
            self._timer = asyncio.get_running_loop().call_later(wait, self._release)

    def _release(self) -> None:
        """Hand out the tokens there are, first line first; wake again for the next one."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._refill(self._clock())
        for line in self._lines:
            while line and self._tokens >= 1.0 - _EPSILON:
                waiter = line.popleft()
                if not waiter.done():  # (a waiter cancelled meanwhile is skipped)
                    self._tokens -= 1.0
                    self._taken += 1
                    waiter.set_result(None)
            while line and line[0].done():
                line.popleft()
            if line:
                break  # the lines after this one wait behind it
        if any(self._lines):
            self._arm()

    # -- the requests --------------------------------------------------------------------------

    async def pace(self) -> None:
        """Before a request with the bot's token: its turn's token (a table edit's, see
        :meth:`turn`), or one it waits for here, first in line."""
        held = _turn.get()
        if held is not None and held.task is asyncio.current_task():
            _turn.set(None)
            if held.taken == self._taken:
                return  # its turn's token
        await self.take(Priority.POST)


class PacedConnector(aiohttp.TCPConnector):
    """discord.py's connector (a plain ``TCPConnector`` otherwise), pacing every request with
    the bot's token with ``pacer`` before it is given a connection: once for each try, as it
    goes out. With a ``meter`` (the bot's metrics on), each try of a REST request is counted
    there too (:mod:`bot.discord.metering`)."""

    def __init__(self, pacer: Pacer, meter: DiscordMeter | None = None, **options: Any) -> None:
        super().__init__(**options)
        self.pacer = pacer
        self.meter = meter

    async def connect(
        self,
        req: aiohttp.ClientRequest,
        traces: list[Any],
        timeout: aiohttp.ClientTimeout,
    ) -> aiohttp.connector.Connection:
        if req.headers.get("Authorization", "").startswith("Bot "):
            await self.pacer.pace()
        # (an interaction's answer or follow-up, the CDN, the gateway: not paced)
        if self.meter is not None:
            return await self.meter.connect(super().connect, req, traces, timeout)
        return await super().connect(req, traces, timeout)
