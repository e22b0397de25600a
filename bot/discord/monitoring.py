"""The bot's metrics and health over HTTP, with ``GIN_METRICS_PORT`` set (docs/monitoring.md),
served by discord.py's own aiohttp on ``GIN_METRICS_HOST``:

- ``/metrics``: Prometheus' text format of the bot's :class:`Metrics`, every series labelled
  with its cluster. What only the running bot knows is read as it is scraped: each shard's
  connection and gateway latency (discord.py's), its heartbeat's age (the database's).
- ``/livez``: 200 while the event loop answers: Kubernetes' liveness probe. Nothing Discord
  does changes it: a probe that failed in an outage of Discord's would have every pod
  restarted, each start spending one of the day's identifies, for nothing.
- ``/healthz``: 200 exactly when ``python -m bot health`` would say this process's shards are
  healthy (the same judgement, :func:`bot.model.health.judge`, of the same heartbeats), else
  503 with the reason: readiness, and monitors.

``python -m bot run`` starts it before anything else (the database opening, the connection to
Discord), so the probes answer throughout a start, and closes it after the bot. A port it
can't listen on stops the start with one sentence before the bot reaches Discord.
"""

from __future__ import annotations

import asyncio
import errno
import math
import socket
from typing import TYPE_CHECKING

from aiohttp import web
from prometheus_client import CollectorRegistry
from prometheus_client.exposition import CONTENT_TYPE_LATEST, generate_latest

from bot import version
from bot.build import commit
from bot.config import Config, ConfigError, http_url
from bot.metrics import Metrics
from bot.model import Shards
from bot.model.health import Health, judge
from bot.store.urls import shown_database

if TYPE_CHECKING:
    from bot.discord.client import GinBot

__all__ = ["ENDPOINTS", "Monitor", "build_labels"]

ENDPOINTS = ("/metrics", "/livez", "/healthz")
READ_SECONDS = 5.0  # a database slower than this to read a heartbeat is not a healthy one


def build_labels() -> dict[str, str]:
    """``gin_build_info``'s labels: the package's version and the commit (bot/build.py)."""
    return {"version": version(), "commit": commit()}


class Monitor:
    """The endpoints of one bot process: listening from :meth:`start` (before the bot exists:
    :meth:`watch` hands it over once made) to :meth:`close`. ``port`` 0: any free one (the
    tests'); :attr:`port` is the one taken."""

    def __init__(self, config: Config, metrics: Metrics, *, port: int | None = None) -> None:
        assert metrics.on, "a bot with metrics off serves none"
        served = config.served_metrics_port if port is None else port
        assert served is not None
        self.config, self.metrics = config, metrics
        self.host, self.port = config.metrics_host, served
        self.bot: GinBot | None = None
        self._runner: web.AppRunner | None = None

    @classmethod
    def of(cls, config: Config) -> Monitor | None:
        """The endpoints ``config`` asks for, with the metrics their bot will count (None:
        ``GIN_METRICS_PORT`` is not set)."""
        if config.metrics_port is None:
            return None
        return cls(config, Metrics(CollectorRegistry(), config.sharding.cluster))

    def watch(self, bot: GinBot) -> None:
        """Answer for ``bot`` from now on (it counts into :attr:`metrics`)."""
        assert bot.metrics is self.metrics
        self.bot = bot

    async def __aenter__(self) -> Monitor:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def start(self) -> None:
        """Listen; :class:`ConfigError` (one sentence, naming the setting to change) if the
        address or the port can't be had."""
        app = web.Application()
        app.router.add_get("/metrics", self._serve_metrics)
        app.router.add_get("/livez", self._serve_livez)
        app.router.add_get("/healthz", self._serve_healthz)
        # No access log: a probe every few seconds would bury the bot's own lines.
        runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await runner.setup()
        try:
            await web.TCPSite(runner, self.host, self.port).start()
        except OSError as exc:
            await runner.cleanup()
            raise ConfigError(self._refusal(exc)) from None
        self._runner = runner
        self.port = runner.addresses[0][1]
        self.metrics.build.info(build_labels())

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    @property
    def url(self) -> str:
        """Where it listens (``http://host:port``)."""
        return http_url(self.host, self.port)

    def _refusal(self, exc: OSError) -> str:
        if isinstance(exc, socket.gaierror) or exc.errno == errno.EADDRNOTAVAIL:
            return (
                f"GIN_METRICS_HOST {self.host!r} is not an address of this machine: set it to "
                "one of its addresses (127.0.0.1, or 0.0.0.0 for all of them)."
            )
        config, cluster = self.config, self.config.sharding.cluster
        setting = "GIN_METRICS_PORT"
        if config.metrics_port_per_cluster and cluster:
            setting += f" {config.metrics_port} plus the cluster's number, {cluster}"
        where = f"port {self.port} of {self.host} ({setting})"
        if exc.errno == errno.EADDRINUSE:
            return (
                f"{where} is taken by another program: set GIN_METRICS_PORT to a free port, or "
                "stop that program."
            )
        if exc.errno == errno.EACCES:
            return f"{where} is one only root may listen on: set GIN_METRICS_PORT to 1024 or more."
        return (
            f"the metrics can't be served on {where} ({exc.strerror or exc}): check "
            "GIN_METRICS_HOST and GIN_METRICS_PORT."
        )

    # -- the endpoints -------------------------------------------------------------------------

    async def _serve_livez(self, request: web.Request) -> web.Response:
        return web.Response(text="Alive: the event loop answers.\n")

    async def _serve_healthz(self, request: web.Request) -> web.Response:
        health = await self.health()
        return web.Response(status=200 if health.healthy else 503, text=health.text + "\n")

    async def _serve_metrics(self, request: web.Request) -> web.Response:
        await self._refresh()
        return web.Response(
            body=generate_latest(self.metrics.exposition()),
            headers={"Content-Type": CONTENT_TYPE_LATEST},
        )

    async def health(self) -> Health:
        """What ``python -m bot health`` would say of this process's shards now."""
        bot = self.bot
        if bot is None:
            return Health(False, "Unhealthy: the bot is starting (opening its database).")
        read = await self._heartbeats(bot)
        if isinstance(read, Health):
            return read
        shards, beats = read
        return judge(shards, beats, bot.clock(), shown_database(bot.config.database))

    async def _heartbeats(
        self, bot: GinBot
    ) -> tuple[Shards | None, dict[int, float | None]] | Health:
        """This process's shards (None: the count is auto and none is kept yet) and their
        heartbeats, read as ``health`` reads them; or why they can't be."""
        store = bot.store
        if store is None or bot.is_closed():
            return Health(False, "Unhealthy: the bot is stopping.")
        try:
            async with asyncio.timeout(READ_SECONDS):
                shards = bot.served_shards
                if shards is None:  # auto, before the bot asked Discord: the count kept
                    count = await store.shard_count()
                    sharding = bot.config.sharding
                    if count is None:
                        return None, {}
                    shards = Shards.of_cluster(count, sharding.cluster, sharding.clusters)
                return shards, await store.heartbeats(shards.ids)
        except TimeoutError:
            return Health(
                False, f"Unhealthy: the database did not answer within {READ_SECONDS:.0f} s."
            )
        except Exception as exc:  # whatever keeps the heartbeats from being read: not healthy
            return Health(False, f"Unhealthy: the heartbeats can't be read ({exc}).")

    async def _refresh(self) -> None:
        """The values only the running bot knows, as they are now."""
        bot = self.bot
        if bot is None or bot.served_shards is None:
            return
        metrics = self.metrics
        latencies = dict(bot.latencies)
        for shard in bot.served_shards.ids:
            label = str(shard)
            info = bot.get_shard(shard)
            connected = info is not None and not info.is_closed()
            metrics.shard_connected.labels(shard=label).set(1 if connected else 0)
            latency = latencies.get(shard, math.inf)
            if math.isfinite(latency):  # (discord.py's, until the first heartbeat is answered)
                metrics.gateway_latency_seconds.labels(shard=label).set(latency)
        read = await self._heartbeats(bot)
        if isinstance(read, Health) or read[0] is None:
            return
        now = bot.clock()
        for shard, beat in read[1].items():
            age = math.inf if beat is None else max(0.0, now - beat)
            metrics.heartbeat_age_seconds.labels(shard=str(shard)).set(age)
