"""The metrics and health endpoints (bot/discord/monitoring.py) of the real client against the
fake Discord, as a monitor and Kubernetes' probes see them: ``/healthz`` answers as
``python -m bot health`` does (200 while the bot is connected, 503 and the reason once its
heartbeat is two minutes old), ``/livez`` stays 200 through an outage of Discord's gateway, and
``/metrics`` serves Prometheus' text format with the shards' state as they are now, every series
labelled with the cluster. The real processes (two clusters, a port taken, ``health --local``)
are in test_monitoring_process.py.

The bot's clock is the fake's: a heartbeat goes stale when the test moves that clock on, and
the bot's timers (which beat) run only when the test ticks.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import socket
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from prometheus_client.exposition import CONTENT_TYPE_LATEST
from prometheus_client.parser import text_string_to_metric_families

from bot import version
from bot.build import commit
from bot.config import Config, ConfigError, Sharding
from bot.discord.monitoring import Monitor
from bot.model.health import STALE_SECONDS
from bot.ops import health
from bot.store.urls import shown_database
from tests.support.fakediscord import FakeDiscord
from tests.support.harness import Harness

STALE = re.compile(
    r"Unhealthy: the last heartbeat is \d+ s old: the bot is stopped, stuck, or cut off from "
    r"Discord \(see its log\)\.$"
)


@contextlib.contextmanager
def listening() -> Iterator[int]:
    """A port another program listens on."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        yield taken.getsockname()[1]


async def get(url: str) -> tuple[int, str, str]:
    """The status, body and content type of a GET."""
    async with aiohttp.ClientSession() as http, http.get(url) as answer:
        return answer.status, await answer.text(), answer.headers["Content-Type"]


async def samples(url: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample /metrics serves: (name, its labels) -> value."""
    status, text, kind = await get(url + "/metrics")
    assert status == 200 and kind == CONTENT_TYPE_LATEST
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


def shard_value(found: dict[Any, float], name: str) -> float | None:
    return found.get((name, (("cluster", "0"), ("shard", "0"))))


async def health_command(
    harness: Harness, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> tuple[int, str]:
    """``python -m bot health`` on the harness's database, at the bot's (the fake's) time:
    its exit status and what it printed."""
    monkeypatch.setenv("GIN_DATABASE", str(harness.database))
    fake_time = types.SimpleNamespace(time=lambda: harness.fake.clock.now().timestamp())
    monkeypatch.setattr(health, "time", fake_time)
    capsys.readouterr()
    code = await asyncio.to_thread(health.main, None)  # (it runs its own event loop)
    out, err = capsys.readouterr()
    return code, (out + err).strip()


async def test_healthz_answers_as_health_does(
    harness: Harness,
    fake: FakeDiscord,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)  # no .env but the test's
    monitor = await harness.serve()
    # Before the bot is made (run opens the database first): alive, not healthy.
    assert (await get(monitor.url + "/livez"))[0] == 200
    status, body, _ = await get(monitor.url + "/healthz")
    assert status == 503 and body.startswith("Unhealthy: the bot is starting")

    await harness.start()
    # A new database: no heartbeat until the timers' first (every 5 s; the test's run now).
    status, body, _ = await get(monitor.url + "/healthz")
    code, said = await health_command(harness, monkeypatch, capsys)
    assert (status, code) == (503, 1)
    shown = shown_database(harness.database)
    assert body.strip() == said == f"Unhealthy: no heartbeat in {shown} yet."
    await harness.service.heartbeat()
    status, body, kind = await get(monitor.url + "/healthz")
    code, said = await health_command(harness, monkeypatch, capsys)
    assert (status, code) == (200, 0), body
    assert kind.startswith("text/plain")
    for text in (body.strip(), said):
        assert re.fullmatch(r"Healthy: last heartbeat \d+ s ago\.", text), text

    # No heartbeat for two minutes (the bot's clock moved; its timers did not run).
    fake.clock.advance(STALE_SECONDS + 1)
    status, body, _ = await get(monitor.url + "/healthz")
    code, said = await health_command(harness, monkeypatch, capsys)
    assert (status, code) == (503, 1)
    assert STALE.match(body.strip()) and STALE.match(said), (body, said)
    assert (await get(monitor.url + "/livez"))[0] == 200
    found = await samples(monitor.url)
    age = shard_value(found, "gin_heartbeat_age_seconds")
    assert age is not None and age > STALE_SECONDS

    # The timers' next beat: healthy again.
    await harness.service.heartbeat()
    status, body, _ = await get(monitor.url + "/healthz")
    assert status == 200, body

    # Stopped: /healthz says so (python -m bot run closes the endpoints just after).
    await harness.stop()
    status, body, _ = await get(monitor.url + "/healthz")
    assert (status, body.strip()) == (503, "Unhealthy: the bot is stopping.")


async def test_livez_stays_up_through_a_gateway_outage_while_healthz_turns(
    harness: Harness, fake: FakeDiscord, error_logs: Any
) -> None:
    error_logs.allow(r"Attempting a reconnect")  # discord.py's own word on an outage
    monitor = await harness.serve()
    await harness.start()
    service = harness.service
    await service.heartbeat()  # the timers' (every 5 s; the test's run now)
    assert (await get(monitor.url + "/healthz"))[0] == 200
    assert shard_value(await samples(monitor.url), "gin_shard_connected") == 1

    await fake.gateway_down()
    await fake.wait_for(lambda: service.paused, 5, "the bot to notice the outage")
    assert (await get(monitor.url + "/livez"))[0] == 200
    assert shard_value(await samples(monitor.url), "gin_shard_connected") == 0
    # Two minutes on, the timers run: a shard cut off writes no heartbeat.
    fake.clock.advance(STALE_SECONDS + 1)
    await service.heartbeat()
    status, body, _ = await get(monitor.url + "/healthz")
    assert status == 503 and STALE.match(body.strip()), body
    assert (await get(monitor.url + "/livez")) == (
        200,
        "Alive: the event loop answers.\n",
        "text/plain; charset=utf-8",
    )

    fake.gateway_up()
    await fake.wait_for(lambda: not service.paused, 15, "the bot to reconnect")
    await service.heartbeat()
    assert (await get(monitor.url + "/healthz"))[0] == 200
    assert shard_value(await samples(monitor.url), "gin_shard_connected") == 1


async def test_metrics_are_served_in_prometheus_format_labelled_with_the_cluster(
    harness: Harness,
) -> None:
    monitor = await harness.serve()
    bot = await harness.start()
    found = await samples(monitor.url)
    build = [labels for name, labels in found if name == "gin_build_info"]
    assert build == [(("cluster", "0"), ("commit", commit()), ("version", version()))]
    assert found[("gin_build_info", build[0])] == 1
    assert shard_value(found, "gin_shard_connected") == 1
    latency = shard_value(found, "gin_gateway_latency_seconds")
    assert latency is not None and latency == dict(bot.latencies)[0] >= 0
    assert shard_value(found, "gin_heartbeat_age_seconds") is not None
    # Every series carries the cluster, and no other label holds an id.
    for name, labels in found:
        assert dict(labels).get("cluster") == "0", name
    status, _, _ = await get(monitor.url + "/nothing-here")
    assert status == 404


async def test_an_address_it_cannot_listen_on_is_one_sentence_naming_the_setting() -> None:
    with listening() as port:
        cluster_1 = Config(
            "t", "postgresql://db/gin", sharding=Sharding(2, 1, 2), metrics_port=port - 1
        )
        monitor = Monitor.of(cluster_1)
        assert monitor is not None and monitor.port == port  # cluster 1: the port plus 1
        with pytest.raises(ConfigError) as refused:
            await monitor.start()
    assert str(refused.value) == (
        f"port {port} of 127.0.0.1 (GIN_METRICS_PORT {port - 1} plus the cluster's number, 1) "
        "is taken by another program: set GIN_METRICS_PORT to a free port, or stop that program."
    )
    # 192.0.2.1 is for documentation (RFC 5737): no machine's own address.
    monitor = Monitor.of(Config("t", metrics_port=port, metrics_host="192.0.2.1"))
    assert monitor is not None
    with pytest.raises(ConfigError, match=r"^GIN_METRICS_HOST '192\.0\.2\.1' is not an address"):
        await monitor.start()
    # Metrics off: nothing to serve.
    assert Monitor.of(Config("t")) is None
