"""The bot's counts, scraped from its /metrics as a monitor would, against what the fake Discord
saw: a scripted game played with metrics on, a 429 on a table edit (discord.py waits it out), an
answer refused as late (10062) and one refused as malformed; every interaction the test made is
counted once, by kind and outcome, every request the fake received by route template and status,
the answers' latency histogram counted each interaction, and the game's moves and its end are
counted once each."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

import aiohttp
from prometheus_client import CollectorRegistry
from prometheus_client.parser import text_string_to_metric_families

from bot.engine import Rules
from bot.metrics import Metrics
from bot.model import GameStatus
from tests.support.fakediscord import FakeDiscord, FakeInteraction, FakeUser
from tests.support.harness import Harness, first_seed, titled
from tests.support.players import Player

TARGET = 25
# Discord's interaction types and the callback types that defer (its interactions topic).
KINDS = {2: "command", 3: "component", 4: "autocomplete", 5: "modal"}
DEFERRALS = (5, 6)
# The route templates the requests of these tests may take (Discord's documented paths;
# discord.py names a webhook's token {webhook_token}), the first that fits a path is its
# template; a path none fits fails the test. (The webhooks' come when the bot defers an answer,
# which a busy machine makes it do.)
TEMPLATES = [
    "/interactions/{interaction_id}/{interaction_token}/callback",
    "/webhooks/{webhook_id}/{webhook_token}/messages/@original",
    "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
    "/webhooks/{webhook_id}/{webhook_token}",
    "/channels/{channel_id}/messages/{message_id}",
    "/channels/{channel_id}/messages",
    "/applications/{application_id}/guilds/{guild_id}/commands",
    "/applications/{application_id}/commands",
    "/users/@me",
    "/oauth2/applications/@me",
    "/gateway/bot",
]


def template(path: str) -> str:
    for name in TEMPLATES:
        if re.fullmatch(re.sub(r"\{\w+\}", "[^/]+", name), path):
            return name
    raise AssertionError(f"a path this test does not know: {path}")


def samples(registry: CollectorRegistry, name: str) -> dict[tuple[str, ...], float]:
    """Each series of ``name`` (a counter's ``_total``), by its labels' values."""
    out = {}
    for family in registry.collect():
        for sample in family.samples:
            if sample.name == name:
                out[tuple(sample.labels.values())] = sample.value
    return out


class Scraped:
    """What one GET of /metrics served: each series of a name, by its labels' values (the
    cluster's label, which every series has, left out)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __call__(self, name: str) -> dict[tuple[str, ...], float]:
        out = {}
        for family in text_string_to_metric_families(self.text):
            for sample in family.samples:
                if sample.name == name:
                    labels = dict(sample.labels)
                    assert labels.pop("cluster") == "0", sample
                    out[tuple(labels.values())] = sample.value
        return out


async def scrape(url: str) -> Scraped:
    async with aiohttp.ClientSession() as http, http.get(url + "/metrics") as answer:
        assert answer.status == 200
        return Scraped(await answer.text())


def outcomes(
    interactions: Iterable[FakeInteraction],
    late: FakeInteraction | None = None,
    failed: FakeInteraction | None = None,
) -> Counter[tuple[str, str]]:
    """The interactions by kind and outcome, as the fake saw them answered (``late`` and
    ``failed``: the two whose answers it refused)."""

    def outcome(it: FakeInteraction) -> str:
        if it is late:
            return "late"
        if it is failed:
            return "failed"
        assert it.callback is not None, it.description
        # (a busy machine makes the bot defer: the fake saw it so)
        return "deferred" if it.callback.type in DEFERRALS else "answered"

    return Counter((KINDS[it.type], outcome(it)) for it in interactions)


async def refused_answer(
    fake: FakeDiscord, user: FakeUser, status: int, code: int, text: str
) -> FakeInteraction:
    """``user`` runs /gin leaderboard (on an empty leaderboard: a private note, whose failure the
    bot lets be), and Discord refuses its answer with ``status`` and ``code``."""
    refusal = fake.inject(status, "POST", "/interactions/*", code=code, message=text)
    interaction = await fake.slash(user, "gin leaderboard")
    await fake.wait_for(lambda: refusal.hits, what=f"the answer refused with {code}")
    interaction.unanswered_ok = True
    return interaction


async def test_a_games_traffic_is_counted_exactly(harness: Harness, fake: FakeDiscord) -> None:
    monitor = await harness.serve()
    rules = Rules(target=TARGET)
    await harness.start(first_seed(rules, lambda s: len(s.game.deals) == 1))
    alice, bob, carol, _ = fake.humans
    # Two answers Discord refuses (to /gin leaderboard, on an empty leaderboard: a private note):
    # one as late (the interaction is gone), one as malformed.
    late = await refused_answer(fake, carol, 404, 10062, "Unknown interaction")
    failed = await refused_answer(fake, carol, 400, 50035, "Invalid Form Body")
    game_id = await harness.start_game(alice, bob, target=TARGET)
    started = harness.table(game_id).version
    # The table's next edit is refused once with a 429: discord.py waits and tries again.
    limited = fake.inject(429, "PATCH", f"/channels/{fake.channel.id}/messages/*")
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players)
    assert harness.table(game_id).status is GameStatus.FINISHED
    await harness.idle()
    assert len(limited.hits) == 1
    served = await scrape(monitor.url)

    # Every interaction the test made, counted once by kind and outcome.
    made = outcomes(fake.interactions.values(), late=late, failed=failed)
    assert served("gin_interactions_total") == made
    assert made[("command", "late")] == made[("command", "failed")] == 1
    # Each had an answer: each is in the latency histogram.
    assert served("gin_interaction_answer_seconds_count") == {(): len(fake.interactions)}
    assert served("gin_unknown_interactions_total") == {(): 1}

    # Every request the fake received, each try, by method, route template and status: the
    # table's edits (one refused with a 429 and tried again), the game's posts (its showdown and
    # score sheet), the answers, the start's requests.
    received = Counter((r.method, template(r.path), str(r.status)) for r in fake.requests)
    requests = served("gin_rest_requests_total")
    assert requests == received
    edit, post = "/channels/{channel_id}/messages/{message_id}", "/channels/{channel_id}/messages"
    table = f"/channels/{fake.channel.id}/messages/{harness.table_message(game_id).id}"
    table_edits = [r for r in fake.requests if r.method == "PATCH" and r.path == table]
    assert requests["PATCH", edit, "200"] + requests["PATCH", edit, "429"] == len(table_edits)
    assert requests["PATCH", edit, "429"] == 1
    posts = titled(fake, "Deal ") + titled(fake, "Game over")
    assert requests["POST", post, "200"] == len(posts) == 2
    assert served("gin_rest_rate_limited_total") == {(edit, "user"): 1}
    assert served("gin_rest_unauthorized_total") == {(): 0}

    # Each state the game committed after its start was shown by a table edit and timed once
    # (the start's own state too, if the publisher's first edit showed it before the Accept's
    # answer did: the two race).
    moves = harness.table(game_id).version - started
    stale = served("gin_table_stale_seconds_count")[()]
    assert moves <= stale <= moves + 1
    # Each of those states was a move of the game, and the game ended once, finished.
    assert served("gin_moves_total") == {(): moves}
    finished = served("gin_games_finished_total")
    assert finished[("finished",)] == 1 and sum(finished.values()) == 1
    assert served("gin_live_tables") == {(): 0}
    assert served("gin_outbox_backlog") == {(): 0}


async def test_two_clusters_in_one_process_count_apart(
    fake: FakeDiscord, clusters: list[Harness]
) -> None:
    servers = [await fake.add_guild(f"Server {n}", guild_id=(6 + n) << 22) for n in (0, 1)]
    registries = [CollectorRegistry(), CollectorRegistry()]
    for harness, registry in zip(clusters, registries, strict=True):
        harness.metrics = Metrics(registry)
        await harness.start()
    carol = fake.humans[2]
    asked = {0: 2, 1: 1}  # leaderboards asked in each cluster's server (a shard each)
    for shard, times in asked.items():
        for _ in range(times):
            it = await fake.slash(
                carol, "gin leaderboard", channel=servers[shard].channel_named("gin")
            )
            await it.response()
    for harness in clusters:
        await harness.idle()
    callback = "/interactions/{interaction_id}/{interaction_token}/callback"
    for shard, registry in enumerate(registries):
        theirs = [i for i in fake.interactions.values() if i.channel.guild_id == servers[shard].id]
        assert len(theirs) == asked[shard]
        assert samples(registry, "gin_interactions_total") == outcomes(theirs)
        requests = samples(registry, "gin_rest_requests_total")
        assert requests["POST", callback, "200"] == asked[shard]
        # The commands are synced by the cluster of shard 0 alone.
        synced = requests.get(("PUT", "/applications/{application_id}/commands", "200"), 0)
        assert synced == (1 if shard == 0 else 0)
    every = Counter((r.method, template(r.path), str(r.status)) for r in fake.requests)
    both = Counter(samples(registries[0], "gin_rest_requests_total")) + Counter(
        samples(registries[1], "gin_rest_requests_total")
    )
    assert both == every
