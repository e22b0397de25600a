"""The pacer of the requests with the bot's token: a token bucket at its share of the budget,
table edits behind everything else. Its clock is the test's, moved by hand: what is granted
depends on that clock alone (the loop's timer only says when to look again), so nothing here
depends on how busy the machine is."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

import aiohttp
import pytest
from aiohttp import test_utils, web
from prometheus_client import CollectorRegistry

from bot.discord.pacing import BUDGET, PacedConnector, Pacer, Priority
from bot.metrics import Metrics

WAIT = 5.0  # seconds a test waits for the loop's timer at most (it is due within 0.1 s)


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


async def started(done: list[str], name: str, waiting: Awaitable[None]) -> asyncio.Task[None]:
    """``waiting`` as a task, given one pass of the loop: done by then if it did not wait."""

    async def run() -> None:
        await waiting
        done.append(name)

    task = asyncio.create_task(run())
    await asyncio.sleep(0)
    return task


async def until(condition: Callable[[], bool]) -> None:
    deadline = time.monotonic() + WAIT
    while not condition():
        assert time.monotonic() < deadline, "the pacer's timer never came"
        await asyncio.sleep(0.005)


async def settled() -> None:
    """Long enough for a timer due now (within 0.1 s of real time) to have come and gone."""
    await asyncio.sleep(0.15)


def test_a_process_takes_its_share_of_the_budget() -> None:
    assert Pacer().rate == BUDGET == 40.0
    assert Pacer().capacity == 2.0
    two = Pacer(share=0.5)
    assert two.rate == 20.0 and two.capacity == 1.0  # two of them: the budget, 2 saved
    many = Pacer(share=1 / 8)
    assert many.rate == BUDGET / 8 and many.capacity == 1.0  # one token at least
    many.share(3 / 8)  # its shards, once known (a count that K does not divide)
    assert many.rate == BUDGET * 3 / 8
    with pytest.raises(ValueError):
        Pacer(share=0.0)


async def test_never_faster_than_its_rate_and_saves_up_no_more_than_its_capacity() -> None:
    clock = Clock()
    pacer = Pacer(budget=10.0, clock=clock)  # 10 a second; 2 saved up
    done: list[str] = []
    tasks = [await started(done, str(n), pacer.take()) for n in range(8)]
    assert done == ["0", "1"]  # the two saved, at once
    for second in range(1, 7):
        clock.now += 0.1  # a token
        await until(lambda second=second: len(done) == 2 + second)
        await settled()
        assert len(done) == 2 + second  # and not one more until the clock moves
    # Quiet for a minute: two tokens saved, not 600.
    clock.now += 60.0
    await until(lambda: len(done) == 8)
    more = [await started(done, f"later {n}", pacer.take()) for n in range(3)]
    assert done[8:] == ["later 0", "later 1"] and pacer.waiting() == 1
    clock.now += 0.1
    await asyncio.gather(*tasks, *more)
    assert done[-1] == "later 2"


async def test_posts_go_before_table_edits_that_waited_longer() -> None:
    clock = Clock()
    pacer = Pacer(budget=10.0, clock=clock)
    await pacer.take()
    await pacer.take()  # nothing saved now
    done: list[str] = []
    tasks = [await started(done, f"edit {n}", pacer.turn()) for n in range(3)]
    tasks += [await started(done, f"post {n}", pacer.take(Priority.POST)) for n in range(3)]
    assert done == [] and pacer.waiting() == 6
    for n in range(1, 7):
        clock.now += 0.1
        await until(lambda n=n: len(done) == n)
    assert done == ["post 0", "post 1", "post 2", "edit 0", "edit 1", "edit 2"]
    await asyncio.gather(*tasks)


async def test_a_turn_is_its_requests_token_if_used_at_once() -> None:
    clock = Clock()
    pacer = Pacer(budget=10.0, clock=clock)
    done: list[str] = []

    async def edit() -> None:
        await pacer.turn()  # one of the two tokens
        await pacer.pace()  # its request
        done.append("edit sent")

    await edit()
    await started(done, "post", pacer.pace())  # the other token: the edit did not pay twice
    assert done == ["edit sent", "post"]

    # A turn whose request waited for something meanwhile (discord.py's limit of a route, say)
    # while another request took a token pays again, first in line: turns never pile up.
    go_on = asyncio.Event()

    async def held_up_edit() -> None:
        await pacer.turn()
        done.append("turn")
        await go_on.wait()
        await pacer.pace()
        done.append("held-up edit sent")

    clock.now += 0.1
    held = await started(done, "held", held_up_edit())
    assert done[-1] == "turn"
    clock.now += 0.1
    await started(done, "meanwhile", pacer.pace())  # a token taken in between
    go_on.set()
    await settled()
    assert done[-1] == "meanwhile" and pacer.waiting() == 1
    clock.now += 0.1
    await held
    assert done[-2:] == ["held-up edit sent", "held"]


async def test_the_connector_paces_the_requests_with_the_bots_token_alone() -> None:
    async def answer(request: web.Request) -> web.Response:
        return web.Response(text="ok")

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", answer)
    server = test_utils.TestServer(app)
    await server.start_server()
    clock = Clock()
    pacer = Pacer(budget=10.0, clock=clock)
    done: list[str] = []

    async def send(session: aiohttp.ClientSession, name: str, token: str | None) -> None:
        headers = {"Authorization": token} if token else {}
        async with session.patch(server.make_url(f"/{name}"), headers=headers) as response:
            assert response.status == 200
        done.append(name)

    try:
        async with aiohttp.ClientSession(connector=PacedConnector(pacer, limit=0)) as session:
            await send(session, "edit 1", "Bot x")
            await send(session, "edit 2", "Bot x")  # the two saved tokens
            third = asyncio.create_task(send(session, "edit 3", "Bot x"))
            await until(lambda: pacer.waiting() == 1)
            # An interaction's answer (its token in the path, no Authorization) goes at once.
            await send(session, "callback", None)
            assert done == ["edit 1", "edit 2", "callback"]
            clock.now += 0.1
            await third
            assert done[-1] == "edit 3"
    finally:
        await server.close()


async def test_a_turn_given_back_goes_to_the_next_in_line() -> None:
    clock = Clock()
    pacer = Pacer(budget=10.0, clock=clock)
    await pacer.take()
    await pacer.take()
    done: list[str] = []
    nothing_to_send = asyncio.Event()

    async def holder() -> None:  # as the publisher: a turn, then the table was shown already
        await pacer.turn()
        done.append("turn")
        await nothing_to_send.wait()
        pacer.give_back()

    held = await started(done, "holder", holder())
    after = await started(done, "next", pacer.turn())
    clock.now += 0.1
    await until(lambda: done == ["turn"])
    pacer.give_back()  # (another task's turn is not this task's to give back)
    await settled()
    assert done == ["turn"]
    nothing_to_send.set()
    await asyncio.gather(held, after)  # the clock did not move: the token given back
    assert done == ["turn", "holder", "next"]


async def test_a_cancelled_waiter_leaves_its_place_and_its_token() -> None:
    clock = Clock()
    pacer = Pacer(budget=10.0, clock=clock)
    await pacer.take()
    await pacer.take()
    done: list[str] = []
    gone = await started(done, "gone", pacer.take())
    kept = await started(done, "kept", pacer.take())
    gone.cancel()
    clock.now += 0.1
    await kept
    assert done == ["kept"]
    assert pacer.waiting() == 0


async def test_real_time_never_faster_than_the_rate() -> None:
    pacer = Pacer(budget=200.0)  # 2 saved, then one each 5 ms
    start = time.monotonic()
    await asyncio.gather(*(pacer.take() for _ in range(30)))
    assert time.monotonic() - start >= (30 - 2) / 200.0 - 0.001


async def test_each_token_counts_its_wait() -> None:
    registry = CollectorRegistry()
    clock = Clock()
    pacer = Pacer(budget=10.0, clock=clock, metrics=Metrics(registry))
    await pacer.take()
    await pacer.take()  # the two saved tokens: no wait
    waiting = asyncio.create_task(pacer.take(Priority.EDIT))
    await until(lambda: pacer.waiting() == 1)
    clock.now += 0.25  # the third token came 0.1 s later, and was handed out at 0.25
    await waiting

    def sample(name: str, **labels: str) -> float | None:
        return registry.get_sample_value(f"gin_pacer_wait_seconds_{name}", labels)

    assert sample("count") == 3
    assert sample("bucket", le="0.001") == 2
    assert sample("sum") == pytest.approx(0.25)
