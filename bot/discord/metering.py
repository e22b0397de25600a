"""Counting the bot's traffic with Discord into its :class:`~bot.metrics.Metrics`: interactions
by kind and outcome and how soon each was answered, and every REST request by route template
and status (each 429 discord.py waits out and tries again included).

Three hooks, none of them a change to discord.py, and none installed while metrics are off:

- **Interactions in**: the bot's own gateway parser of ``INTERACTION_CREATE`` is wrapped
  (``ConnectionState.parsers``, one dictionary per bot): it sees every interaction once, with
  its type and id, before discord.py dispatches it. (An ``on_interaction`` listener would cost a
  task per interaction.)
- **Answers out**: every answer to an interaction, whichever of discord.py's methods sends it
  (``InteractionResponse``'s ``send_message``, ``edit_message``, ``defer``, ``send_modal``,
  ``autocomplete``), is ``POST /interactions/{id}/{token}/callback`` through
  ``AsyncWebhookAdapter.request``, as are the follow-ups; it does not go through
  ``HTTPClient.request``. That method is wrapped once per process (as :mod:`bot.discord.uploads`
  replaces aiohttp's form); the session it is given is the bot's own, whose connector (a
  :class:`~bot.discord.pacing.PacedConnector`) names the bot's meter, so two bots in one
  process count apart.
- **Each try of each request**: discord.py tries a request again after a 429 or a 5xx inside
  ``HTTPClient.request`` and the adapter; each try asks the bot's connector for a connection.
  The connector reads the try's route from a context variable the two wrapped methods set
  (``Route.path``: a template, never an id or a token), and hangs a callback on the connection
  that reads the status when aiohttp releases it. No ``aiohttp.TraceConfig``: with one,
  aiohttp rebuilds every request's URL and sends it half a dozen signals (2-3 % of the bot's
  CPU, see :mod:`bot.discord.pacing`).

An interaction is counted once, with one outcome (the help of ``gin_interactions`` in
:mod:`bot.metrics` defines them): at the end of its first answer, by what Discord said to it;
or, if the bot sent it no answer within :data:`UNANSWERED_AFTER` seconds of its arrival, as
unanswered. Discord drops an interaction not answered 3 s after it was made ("you must send an
initial response within 3 seconds of receiving the event",
https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction).
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import re
import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
import discord
from discord.http import HTTPClient, Route
from discord.webhook.async_ import AsyncWebhookAdapter

from bot.metrics import Metrics

__all__ = [
    "CALLBACK",
    "UNANSWERED_AFTER",
    "UNKNOWN_INTERACTION",
    "DiscordMeter",
    "Outcome",
    "install",
    "outcome_of",
    "route_label",
    "watch",
]

# Discord's interaction types, as the ``kind`` label names them (1, PING, reaches only bots
# that take interactions over HTTP).
KINDS = {2: "command", 3: "component", 4: "autocomplete", 5: "modal"}
DEFERRALS = frozenset({5, 6})  # callback types: a deferred message, a deferred update
UNKNOWN_INTERACTION = 10062  # Discord's code: the interaction is gone (answered after 3 s)
# An interaction the bot has not begun to answer this long after it arrived is counted
# unanswered: Discord dropped it 3 s after it was made, so nothing sent later can answer it.
UNANSWERED_AFTER = 10.0
SWEEP_EVERY = 1.0  # seconds between two counts of the unanswered, at least
# discord.py's template of the answer's route, and the one served (in Discord's words: the
# interaction's id and token, not a webhook's).
CALLBACK = "/interactions/{webhook_id}/{webhook_token}/callback"
_RENAMED = {CALLBACK: "/interactions/{interaction_id}/{interaction_token}/callback"}
# A number in a template: an id some route put into its path itself (discord.py 2.7's
# onboarding route does), served as ``{id}`` so that no label ever holds one.
_NUMBER = re.compile(r"\d{6,}")
NO_ANSWER = "error"  # the status label of a try that got no HTTP answer (the connection failed)
NO_SCOPE = "unknown"  # a 429 without X-RateLimit-Scope (not Discord's API: Cloudflare's)


class Outcome:
    """The ``outcome`` label of ``gin_interactions``."""

    ANSWERED = "answered"
    DEFERRED = "deferred"
    LATE = "late"
    FAILED = "failed"
    UNANSWERED = "unanswered"


def outcome_of(deferral: bool, error: BaseException | None) -> str:
    """The outcome of an interaction whose first answer (``deferral``: a deferral) ended with
    ``error`` (None: Discord took it)."""
    if error is None:
        return Outcome.DEFERRED if deferral else Outcome.ANSWERED
    if unknown_interaction(error):
        return Outcome.LATE
    return Outcome.FAILED


def unknown_interaction(error: BaseException) -> bool:
    return isinstance(error, discord.HTTPException) and error.code == UNKNOWN_INTERACTION


@functools.lru_cache(maxsize=256)
def route_label(path: str) -> str:
    """The ``route`` label of a discord.py ``Route.path``: its template, in Discord's words."""
    return _RENAMED.get(path) or _NUMBER.sub("{id}", path)


# The route of the request the running task is making (set around discord.py's two request
# methods, read by the connector as each try asks for a connection).
_route: contextvars.ContextVar[Route | None] = contextvars.ContextVar("gin_route", default=None)


class DiscordMeter:
    """One bot's counts of its traffic with Discord (see the module's docstring)."""

    def __init__(self, metrics: Metrics, unanswered_after: float = UNANSWERED_AFTER) -> None:
        self.metrics = metrics
        self.unanswered_after = unanswered_after
        # Interactions not yet answered: id -> (kind, its creation's time.time()).
        self._waiting: dict[int, tuple[str, float]] = {}
        # (when it is counted unanswered, in the loop's time; id), in the order they came.
        self._expiry: deque[tuple[float, int]] = deque()
        self._sweeper: asyncio.TimerHandle | None = None
        # The counters' children, by labels: prometheus-client's labels() takes a lock and
        # builds a key each time.
        self._requests: dict[tuple[str, str, str], Any] = {}
        self._outcomes: dict[tuple[str, str], Any] = {}

    # -- interactions --------------------------------------------------------------------------

    def received(self, data: dict[str, Any]) -> None:
        """An ``INTERACTION_CREATE``'s data, as the gateway delivered it."""
        kind = KINDS.get(data.get("type", 0))
        if kind is None:
            return
        interaction_id = int(data["id"])
        created = ((interaction_id >> 22) + discord.utils.DISCORD_EPOCH) / 1000
        self._waiting[interaction_id] = (kind, created)
        loop = asyncio.get_running_loop()
        self._expiry.append((loop.time() + self.unanswered_after, interaction_id))
        if self._sweeper is None:
            self._sweeper = loop.call_at(self._expiry[0][0], self._sweep)

    def answering(self, interaction_id: int) -> tuple[str, float] | None:
        """An answer to the interaction goes out: its kind and creation if it is the first."""
        return self._waiting.pop(interaction_id, None)

    def answered(
        self, first: tuple[str, float] | None, deferral: bool, error: BaseException | None
    ) -> None:
        """An answer ended (``error`` None: Discord took it); ``first``: what
        :meth:`answering` said of it."""
        if error is not None and unknown_interaction(error):
            self.metrics.unknown_interactions.inc()
        if first is None:
            return
        kind, created = first
        self._outcome(kind, outcome_of(deferral, error))
        self.metrics.answer_seconds.observe(max(0.0, time.time() - created))

    def sweep(self, now: float) -> None:
        """Count as unanswered the interactions still waiting at ``now`` (the loop's time) whose
        time is up."""
        expiry = self._expiry
        while expiry and expiry[0][0] <= now:
            waiting = self._waiting.pop(expiry.popleft()[1], None)
            if waiting is not None:
                self._outcome(waiting[0], Outcome.UNANSWERED)

    def _sweep(self) -> None:
        loop = asyncio.get_running_loop()
        now = loop.time()
        self.sweep(now)
        self._sweeper = None
        if self._expiry:
            self._sweeper = loop.call_at(max(self._expiry[0][0], now + SWEEP_EVERY), self._sweep)

    def _outcome(self, kind: str, outcome: str) -> None:
        child = self._outcomes.get((kind, outcome))
        if child is None:
            child = self._outcomes[kind, outcome] = self.metrics.interactions.labels(kind, outcome)
        child.inc()

    # -- requests ------------------------------------------------------------------------------

    async def connect(
        self,
        connect: Callable[..., Awaitable[aiohttp.connector.Connection]],
        request: aiohttp.ClientRequest,
        *args: Any,
    ) -> aiohttp.connector.Connection:
        """``connect(request, *args)``, the try of a request counted when its connection is
        released (a request not made through a discord.py ``Route``: not counted)."""
        route = _route.get()
        if route is None:  # the gateway's websocket, the CDN
            return await connect(request, *args)
        try:
            connection = await connect(request, *args)
        except Exception:
            self.tried(route, None, None)
            raise
        connection.add_callback(functools.partial(self._released, route, request))
        return connection

    def _released(self, route: Route, request: aiohttp.ClientRequest) -> None:
        response = request.response
        if response is not None and response.status is None:
            # A body read whole with the head is released as the response starts, before its
            # status is set (aiohttp's ClientResponse.start): read it once that is done.
            asyncio.get_running_loop().call_soon(self._answered, route, request)
        else:
            self._answered(route, request)

    def _answered(self, route: Route, request: aiohttp.ClientRequest) -> None:
        response = request.response
        if response is None or response.status is None:
            self.tried(route, None, None)
        else:
            self.tried(route, response.status, response.headers.get("X-RateLimit-Scope"))

    def tried(self, route: Route, status: int | None, scope: str | None) -> None:
        """One try of a request on ``route`` got ``status`` (None: no answer), with
        ``X-RateLimit-Scope: scope``."""
        label = route_label(route.path)
        key = (route.method, label, NO_ANSWER if status is None else str(status))
        child = self._requests.get(key)
        if child is None:
            child = self._requests[key] = self.metrics.rest_requests.labels(*key)
        child.inc()
        if status == 429:
            self.metrics.rate_limited.labels(label, scope or NO_SCOPE).inc()
        elif status == 401:
            self.metrics.unauthorized.inc()


def watch(client: discord.Client, metrics: Metrics) -> DiscordMeter | None:
    """The meter of ``client`` (None: its metrics are off, nothing is hooked), its
    interactions counted as they arrive; hand it to the client's connector."""
    if not metrics.on:
        return None
    install()
    meter = DiscordMeter(metrics)
    parsers = client._connection.parsers
    parse = parsers["INTERACTION_CREATE"]

    def counted(data: dict[str, Any]) -> None:
        meter.received(data)
        parse(data)

    parsers["INTERACTION_CREATE"] = counted
    return meter


def _meter_of(session: aiohttp.ClientSession) -> DiscordMeter | None:
    meter = getattr(session.connector, "meter", None)
    return meter if isinstance(meter, DiscordMeter) else None


def install() -> None:
    """Wrap discord.py's two request methods (once per process): each sets the route of the
    request it makes for the connector; the webhook adapter's counts the answers."""
    if getattr(HTTPClient.request, "_gin_metered", False):
        return
    http_request = HTTPClient.request
    webhook_request = AsyncWebhookAdapter.request

    @functools.wraps(http_request)
    async def request(self: HTTPClient, route: Route, *args: Any, **kwargs: Any) -> Any:
        token = _route.set(route)
        try:
            return await http_request(self, route, *args, **kwargs)
        finally:
            _route.reset(token)

    @functools.wraps(webhook_request)
    async def adapter_request(
        self: AsyncWebhookAdapter, route: Route, session: aiohttp.ClientSession, **kwargs: Any
    ) -> Any:
        meter = _meter_of(session)
        if meter is None:
            return await webhook_request(self, route, session, **kwargs)
        token = _route.set(route)
        first = meter.answering(int(route.webhook_id or 0)) if route.path == CALLBACK else None
        payload = kwargs.get("payload")
        deferral = payload is not None and payload.get("type") in DEFERRALS
        try:
            result = await webhook_request(self, route, session, **kwargs)
        except BaseException as error:
            meter.answered(first, deferral, error)
            raise
        finally:
            _route.reset(token)
        meter.answered(first, deferral, None)
        return result

    request._gin_metered = True  # type: ignore[attr-defined]
    HTTPClient.request = request  # type: ignore[method-assign]
    AsyncWebhookAdapter.request = adapter_request  # type: ignore[method-assign]
