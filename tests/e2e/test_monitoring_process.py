"""The metrics and health endpoints of the real ``python -m bot`` in its own process (through
run_bot.py) against the fake Discord: two clusters on PostgreSQL each serve their own, on
their own ports (GIN_METRICS_PORT and the next), labelled with their cluster; a port already
taken stops the bot with one sentence before it reaches Discord or its database, and
``python -m bot sync`` never serves; ``health --local`` (the image's health check) asks the bot
running here. Ports are found free as each test starts."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import socket
from collections.abc import Awaitable, Callable
from pathlib import Path

from bot.build import commit
from tests.support.fakediscord import FakeDiscord
from tests.support.run_bot import command

from .test_hosting import run_command
from .test_monitoring import get, listening, samples
from .test_process import BotProcess

FIRST_BEAT_SECONDS = 30.0  # the bot's timers beat every 5 s; a busy machine may be slower


def free_ports(count: int) -> int:
    """The first of ``count`` neighbouring ports free on 127.0.0.1 now."""
    for _ in range(50):
        with contextlib.ExitStack() as held:
            first = held.enter_context(socket.socket())
            first.bind(("127.0.0.1", 0))
            base = first.getsockname()[1]
            try:
                for port in range(base + 1, base + count):
                    held.enter_context(socket.socket()).bind(("127.0.0.1", port))
            except OSError:
                continue
            return base
    raise AssertionError(f"no {count} neighbouring free ports on 127.0.0.1")


async def until(check: Callable[[], Awaitable[bool]], what: str) -> None:
    """Wait for ``check`` to hold (the bot's first heartbeat comes with its timers' first tick,
    a few seconds after it connects)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + FIRST_BEAT_SECONDS
    while not await check():
        assert loop.time() < deadline, f"still waiting for {what}"
        await asyncio.sleep(0.2)


async def test_two_clusters_serve_their_own_metrics_on_their_own_ports(
    fake: FakeDiscord, postgres_url: str, tmp_path: Path
) -> None:
    base = free_ports(2)
    settings = {"GIN_SHARD_COUNT": "2", "GIN_CLUSTERS": "2", "GIN_METRICS_PORT": str(base)}
    clusters = [BotProcess(fake, postgres_url, cwd=tmp_path) for _ in range(2)]
    try:
        for number, cluster in enumerate(clusters):
            await cluster.start(**settings, GIN_CLUSTER=str(number))
        for number in (0, 1):
            url = f"http://127.0.0.1:{base + number}"

            async def healthy(url: str = url) -> bool:
                return (await get(url + "/healthz"))[0] == 200

            await until(healthy, f"cluster {number}'s first heartbeat")
            _, body, _ = await get(url + "/healthz")
            assert body.startswith(f"Healthy: shard {number} of 2, the oldest heartbeat ")
            found = await samples(url)
            assert {dict(labels)["cluster"] for _, labels in found} == {str(number)}
            shards = {dict(labels).get("shard") for name, labels in found if "shard" in name}
            assert shards == {str(number)}  # its own shard's connection, no other's
            own = (("cluster", str(number)), ("shard", str(number)))
            assert found[("gin_shard_connected", own)] == 1
            build = [dict(labels) for name, labels in found if name == "gin_build_info"]
            assert [b["commit"] for b in build] == [commit()]  # run from this checkout
    finally:
        for cluster in clusters:
            if cluster.proc is not None:
                cluster.signal(signal.SIGTERM)
        for cluster in clusters:
            if cluster.proc is not None:
                assert await cluster.wait() == 0, cluster.stderr.decode()


async def test_a_port_taken_stops_the_bot_with_one_sentence_before_discord(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    database = tmp_path / "gin.sqlite3"
    with listening() as port:
        argv, env = command(fake, database, GIN_METRICS_PORT=str(port))
        code, out, err = await run_command(*argv, env=env, cwd=tmp_path)
    assert code == 2 and out == ""
    assert err.splitlines() == [
        f"Can't start: port {port} of 127.0.0.1 (GIN_METRICS_PORT) is taken by another "
        "program: set GIN_METRICS_PORT to a free port, or stop that program."
    ]
    assert fake.requests == [] and fake.sessions == []  # Discord never heard of it
    assert not database.exists()  # nor was its database opened

    # python -m bot sync serves nothing: the same port taken is no matter to it.
    with listening() as port:
        argv, env = command(fake, database, "sync", GIN_METRICS_PORT=str(port))
        code, out, err = await run_command(*argv, env=env, cwd=tmp_path)
    assert code == 0, err
    assert out.startswith("Synced the slash commands")


async def test_the_images_health_check_asks_the_bot_running_here(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    database, port = tmp_path / "gin.sqlite3", str(free_ports(1))
    local = command(fake, database, "health", "--local", GIN_METRICS_PORT=port)
    plain = command(fake, database, "health")

    async def health(argv_env: tuple[list[str], dict[str, str]]) -> tuple[int, str, str]:
        return await run_command(*argv_env[0], env=argv_env[1], cwd=tmp_path)

    bot = BotProcess(fake, database)
    await bot.start(GIN_METRICS_PORT=port)
    try:

        async def healthy() -> bool:
            return (await health(local))[0] == 0

        await until(healthy, "the bot's first heartbeat")
        code, out, err = await health(local)
        assert code == 0 and out.startswith("Healthy: last heartbeat "), err
    finally:
        bot.signal(signal.SIGTERM)
        assert await bot.wait() == 0
    # Stopped a moment ago: its last heartbeat is seconds old, but nothing answers here.
    code, out, _ = await health(plain)
    assert code == 0 and out.startswith("Healthy: last heartbeat ")
    code, out, err = await health(local)
    assert (code, out) == (1, "")
    assert err.startswith(f"Unhealthy: nothing answers at http://127.0.0.1:{port}/healthz (")
    assert err.rstrip().endswith("the bot is stopped, starting, or stuck (see its log).")
    # Metrics off: --local reads the heartbeats, as health does.
    code, out, _ = await health(command(fake, database, "health", "--local"))
    assert code == 0 and out.startswith("Healthy: last heartbeat ")
