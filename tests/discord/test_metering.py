"""Counting the bot's traffic with Discord: route templates, each interaction's one outcome, and
each try of a request as discord.py's webhook adapter makes it (against a small HTTP server),
counted into the meter of the session's connector."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from typing import Any

import aiohttp
import discord
import pytest
from aiohttp import test_utils, web
from discord.http import Route
from discord.webhook.async_ import AsyncWebhookAdapter, interaction_response_params
from prometheus_client import CollectorRegistry

from bot.discord import metering
from bot.discord.metering import (
    UNANSWERED_AFTER,
    DiscordMeter,
    Outcome,
    outcome_of,
    route_label,
)
from bot.discord.pacing import PacedConnector, Pacer
from bot.metrics import Metrics

WAIT = 5.0  # seconds a test waits for the loop's timer at most (it is due at once)
CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"


Answer = Callable[[web.Request], web.Response]  # the test server's answer to a request


def now_id() -> int:
    """An interaction id as Discord makes one now (its time, in ms since Discord's epoch,
    shifted 22 bits)."""
    return discord.utils.time_snowflake(discord.utils.utcnow())


def value(registry: CollectorRegistry, name: str, **labels: str) -> float:
    return registry.get_sample_value(name, labels) or 0.0


def http_error(status: int, code: int) -> discord.HTTPException:
    """discord.py's exception for Discord's answer ``status`` with JSON error ``code``."""

    class Reply:
        reason = "refused"

    reply = Reply()
    reply.status = status  # type: ignore[attr-defined]
    kind = discord.NotFound if status == 404 else discord.HTTPException
    return kind(reply, {"code": code, "message": "refused"})  # type: ignore[arg-type]


# -- route templates ------------------------------------------------------------------------------


def test_a_route_is_labelled_by_its_template_never_an_id_or_a_token() -> None:
    edit = "/channels/{channel_id}/messages/{message_id}"
    assert route_label(edit) == edit
    # An interaction's answer, in Discord's words (discord.py calls them a webhook's).
    assert route_label("/interactions/{webhook_id}/{webhook_token}/callback") == CALLBACK
    followup = "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
    assert route_label(followup) == followup
    # A route that put its id into the path itself (discord.py 2.7's onboarding does).
    assert route_label("/guilds/81384788765712384/onboarding") == "/guilds/{id}/onboarding"


# -- interactions: one outcome each -------------------------------------------------------------


def test_the_first_answers_end_decides_the_outcome() -> None:
    assert outcome_of(False, None) == Outcome.ANSWERED
    assert outcome_of(True, None) == Outcome.DEFERRED
    # Discord had dropped the interaction (3 s after it was made), however it was answered.
    assert outcome_of(False, http_error(404, metering.UNKNOWN_INTERACTION)) == Outcome.LATE
    assert outcome_of(True, http_error(404, metering.UNKNOWN_INTERACTION)) == Outcome.LATE
    assert outcome_of(False, http_error(404, 10008)) == Outcome.FAILED  # another 404
    assert outcome_of(False, http_error(400, 50035)) == Outcome.FAILED
    assert outcome_of(False, aiohttp.ServerDisconnectedError()) == Outcome.FAILED


def arrived(meter: DiscordMeter, interaction_id: int, kind: int) -> None:
    meter.received({"id": str(interaction_id), "type": kind})


async def test_each_interaction_is_counted_once_answered_or_not() -> None:
    registry = CollectorRegistry()
    meter = DiscordMeter(Metrics(registry))
    made = now_id()
    command, click, choices, form = made + 1, made + 2, made + 3, made + 4
    arrived(meter, command, 2)
    arrived(meter, click, 3)
    arrived(meter, choices, 4)
    arrived(meter, form, 5)
    arrived(meter, made + 5, 1)  # a PING: not an interaction anyone made
    # The command deferred, then answered by a follow-up (no second count); the click answered.
    first = meter.answering(command)
    assert first is not None and first[0] == "command"
    meter.answered(first, True, None)
    meter.answered(meter.answering(command), False, None)
    meter.answered(meter.answering(click), False, None)
    # The choices' answer refused as late: late, and one unknown interaction.
    meter.answered(meter.answering(choices), False, http_error(404, 10062))
    # Nothing for the form: once its time is up, it is unanswered.
    now = asyncio.get_running_loop().time()
    meter.sweep(now)
    assert value(registry, "gin_interactions_total", kind="modal", outcome="unanswered") == 0
    meter.sweep(now + UNANSWERED_AFTER + 1)
    meter.answered(meter.answering(form), False, http_error(404, 10062))  # too late to count

    def count(kind: str, outcome: str) -> float:
        return value(registry, "gin_interactions_total", kind=kind, outcome=outcome)

    assert count("command", "deferred") == count("component", "answered") == 1
    assert count("autocomplete", "late") == count("modal", "unanswered") == 1
    every = sum(
        count(kind, outcome)
        for kind in ("command", "component", "autocomplete", "modal")
        for outcome in ("answered", "deferred", "late", "failed", "unanswered")
    )
    assert every == 4
    # The time to the first answer of each that had one; from the ids' time, so a few ms here.
    assert value(registry, "gin_interaction_answer_seconds_count") == 3
    assert 0 <= value(registry, "gin_interaction_answer_seconds_sum") < 3 * UNANSWERED_AFTER
    assert value(registry, "gin_unknown_interactions_total") == 2


async def test_the_unanswered_are_counted_by_the_loop_itself() -> None:
    registry = CollectorRegistry()
    meter = DiscordMeter(Metrics(registry), unanswered_after=0.0)  # (its time up at once)
    click = now_id()
    arrived(meter, click, 3)
    unanswered = {"kind": "component", "outcome": "unanswered"}
    deadline = asyncio.get_running_loop().time() + WAIT
    while not value(registry, "gin_interactions_total", **unanswered):
        assert asyncio.get_running_loop().time() < deadline, "the meter's timer never came"
        await asyncio.sleep(0.005)
    assert meter.answering(click) is None


# -- requests: each try, through discord.py's webhook adapter ----------------------------------


@pytest.fixture
async def server() -> AsyncIterator[tuple[test_utils.TestServer, list[Answer]]]:
    """A server answering each request with the next of its answers."""
    answers: list[Answer] = []

    async def answer(request: web.Request) -> web.StreamResponse:
        await request.read()
        return answers.pop(0)(request) if answers else web.json_response({})

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", answer)
    running = test_utils.TestServer(app)
    await running.start_server()
    yield running, answers
    await running.close()


def discord_json(status: int, body: dict[str, Any], **headers: str) -> web.Response:
    # Exactly application/json, or discord.py reads the body as text.
    return web.Response(
        status=status,
        body=json.dumps(body).encode(),
        headers={"Content-Type": "application/json", **headers},
    )


def rate_limited(scope: str) -> Answer:
    body = {"message": "You are being rate limited.", "retry_after": 0.01, "global": False}
    return lambda _: discord_json(429, body, Via="1.1 google", **{"X-RateLimit-Scope": scope})


def taken(_: web.Request) -> web.Response:
    return discord_json(200, {})


def refused(status: int, code: int) -> Answer:
    return lambda _: discord_json(status, {"code": code, "message": "refused"})


def dropped(request: web.Request) -> web.Response:
    """No answer: the connection is cut."""
    assert request.transport is not None
    request.transport.abort()
    return web.Response()


async def answer_via_adapter(
    url: str, session: aiohttp.ClientSession, interaction_id: int, kind: int
) -> None:
    """Send an interaction's answer (a callback of ``kind``) as discord.py does."""
    route = Route(
        "POST",
        "/interactions/{webhook_id}/{webhook_token}/callback",
        webhook_id=interaction_id,
        webhook_token="secret-token",
    )
    route.url = url
    params = interaction_response_params(kind, {"content": "hi"} if kind == 4 else None)
    await AsyncWebhookAdapter().request(
        route, session, payload=params.payload, params={"with_response": "1"}
    )


async def test_each_try_is_counted_by_template_and_status(
    server: tuple[test_utils.TestServer, list[Answer]],
) -> None:
    running, answers = server
    registry = CollectorRegistry()
    metrics = Metrics(registry)
    meter = DiscordMeter(metrics)
    metering.install()
    url = str(running.make_url("/callback"))
    made = now_id()
    interactions = [made + n for n in range(4)]
    for interaction_id in interactions:
        arrived(meter, interaction_id, 3)
    connector = PacedConnector(Pacer(), meter, limit=0)
    async with aiohttp.ClientSession(connector=connector) as session:
        # Refused once (shared: another's limit), then taken: two tries, one deferral.
        answers += [rate_limited("shared"), taken]
        await answer_via_adapter(url, session, interactions[0], 6)
        # Refused as late; refused for want of the token; no answer at all.
        answers.append(refused(404, 10062))
        with pytest.raises(discord.NotFound):
            await answer_via_adapter(url, session, interactions[1], 4)
        answers.append(refused(401, 50027))
        with pytest.raises(discord.HTTPException):
            await answer_via_adapter(url, session, interactions[2], 4)
        answers.append(dropped)
        with pytest.raises(aiohttp.ClientError):
            await answer_via_adapter(url, session, interactions[3], 4)
        await asyncio.sleep(0)  # (a try whose body came with its head is counted just after)

    def tries(status: str) -> float:
        labels = {"method": "POST", "route": CALLBACK, "status": status}
        return value(registry, "gin_rest_requests_total", **labels)

    assert [tries(s) for s in ("429", "200", "404", "401", "error")] == [1, 1, 1, 1, 1]
    assert value(registry, "gin_rest_rate_limited_total", route=CALLBACK, scope="shared") == 1
    assert value(registry, "gin_rest_unauthorized_total") == 1
    assert value(registry, "gin_unknown_interactions_total") == 1
    outcomes = {
        outcome: value(registry, "gin_interactions_total", kind="component", outcome=outcome)
        for outcome in ("deferred", "late", "failed")
    }
    assert outcomes == {"deferred": 1, "late": 1, "failed": 2}
    # Nothing of the token reached a label.
    assert all(
        "secret" not in str(sample.labels)
        for family in registry.collect()
        for sample in family.samples
    )


async def test_a_session_without_a_meter_counts_nothing(
    server: tuple[test_utils.TestServer, list[Answer]],
) -> None:
    running, _ = server
    registry = CollectorRegistry()
    meter = DiscordMeter(Metrics(registry))
    metering.install()
    click = now_id()
    arrived(meter, click, 3)
    # Another bot's session (metrics off: a plain connector) answers an interaction of the same
    # id: this meter's numbers don't move.
    async with aiohttp.ClientSession(connector=PacedConnector(Pacer(), limit=0)) as session:
        await answer_via_adapter(str(running.make_url("/callback")), session, click, 4)
    assert (
        value(registry, "gin_rest_requests_total", method="POST", route=CALLBACK, status="200") == 0
    )
    assert meter.answering(click) is not None  # still waiting, for this bot
