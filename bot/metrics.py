"""The bot's metrics, for a monitor to scrape (Prometheus' text format, served by the Discord
side: :mod:`bot.discord.monitoring`); what each one means is in docs/monitoring.md.

One :class:`Metrics` per running bot, made by its composition and handed to the parts that
count (the service, the publisher, the pacer, the workers' runners), so two bots in one
process (the tests' clusters) never add to each other's numbers. ``Metrics(None)`` (the
default everywhere, and what a bot with ``GIN_METRICS_PORT`` unset gets) has the same names
doing nothing, so counting costs a bot with metrics off nothing but a call.

Every series gets its cluster's label when it is served, not when it is counted (so counting
stays one lock and one addition). No label ever holds a server's, channel's, game's or
member's id: those belong in logs. Shard ids are labels (a bot has a few).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from prometheus_client import (
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    Info,
    disable_created_metrics,
)
from prometheus_client.metrics_core import Metric
from prometheus_client.registry import Collector

__all__ = ["ANSWER_BUCKETS", "GAME_ENDINGS", "INTERACTION_KINDS", "OFF", "Metrics"]

# A counter's ``_created`` series (its start time, as a second series per counter) doubles what
# is served for nothing a monitor of this bot asks: process-wide, as the client offers it.
disable_created_metrics()

# Discord drops an answer that comes 3 s after the interaction was made: buckets around it.
ANSWER_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 10.0)
# Short things (a database commit, a pacer's wait, a picture, a think).
FAST_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
# A table's edit after the move it shows (paced, merged with later moves).
STALE_BUCKETS = (0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0)

# The ``kind`` label of an interaction (Discord's interaction types the bot receives).
INTERACTION_KINDS = ("command", "component", "autocomplete", "modal")
# The ``ending`` label of a game or challenge that ended (the service says which).
GAME_ENDINGS = ("finished", "resigned", "timeout", "abandoned", "declined", "cancelled", "expired")


class _Nothing:
    """A metric of a bot whose metrics are off: every call does nothing."""

    def labels(self, *args: object, **kwargs: object) -> _Nothing:
        return self

    def inc(self, amount: float = 1) -> None:
        pass

    def dec(self, amount: float = 1) -> None:
        pass

    def set(self, value: float) -> None:
        pass

    def observe(self, amount: float) -> None:
        pass

    def set_function(self, function: Any) -> None:
        pass

    def info(self, value: dict[str, str]) -> None:
        pass


class Metrics:
    """The bot's metrics (``registry`` None: off, every metric doing nothing)."""

    def __init__(self, registry: CollectorRegistry | None = None, cluster: int = 0) -> None:
        self.registry = registry
        self.cluster = cluster
        on = registry is not None

        def counter(name: str, doc: str, labels: tuple[str, ...] = ()) -> Counter:
            if not on:
                return _Nothing()  # type: ignore[return-value]
            return Counter(name, doc, labels, registry=registry)

        def gauge(name: str, doc: str, labels: tuple[str, ...] = ()) -> Gauge:
            if not on:
                return _Nothing()  # type: ignore[return-value]
            return Gauge(name, doc, labels, registry=registry)

        def histogram(
            name: str, doc: str, buckets: tuple[float, ...], labels: tuple[str, ...] = ()
        ) -> Histogram:
            if not on:
                return _Nothing()  # type: ignore[return-value]
            return Histogram(name, doc, labels, buckets=buckets, registry=registry)

        # -- interactions (the Discord side) ---------------------------------------------------
        self.interactions = counter(
            "gin_interactions",
            "Interactions received, each counted once, by kind (command, component, "
            "autocomplete, modal) and outcome, which its first answer decides: answered "
            "(Discord took it: a message, an update, a modal, choices), deferred (Discord took "
            "a deferral; the answer followed as an edit or a follow-up), late (Discord refused "
            "it as an unknown interaction, 10062: it had dropped the interaction 3 s after its "
            "creation), failed (refused for another reason, or no answer from Discord: a "
            "network error), unanswered (no answer begun within 10 s of its arrival)",
            ("kind", "outcome"),
        )
        self.answer_seconds = histogram(
            "gin_interaction_answer_seconds",
            "From an interaction's creation (its id's time) to the end of the bot's first "
            "answer to it (Discord's reply), for every interaction but the unanswered "
            "(Discord drops answers after 3 s)",
            ANSWER_BUCKETS,
        )
        # -- REST (the Discord side) -----------------------------------------------------------
        self.rest_requests = counter(
            "gin_rest_requests",
            "Requests to Discord's REST API, each try (discord.py's own retries after a 429 "
            "or a 5xx too), by method, route template "
            "(/channels/{channel_id}/messages/{message_id}) and HTTP status (error: no answer, "
            "the connection failed); interactions' answers and follow-ups included",
            ("method", "route", "status"),
        )
        self.rate_limited = counter(
            "gin_rest_rate_limited",
            "Answers 429 (Too Many Requests) from Discord, by route template and scope "
            "(X-RateLimit-Scope: user, global, shared; unknown: without it, not Discord's API)",
            ("route", "scope"),
        )
        self.pacer_wait_seconds = histogram(
            "gin_pacer_wait_seconds",
            "How long a request with the bot's token (or a table edit's turn) waited for its "
            "token under the bot's own rate limit, each token taken (0: one was there)",
            FAST_BUCKETS,
        )
        self.unauthorized = counter(
            "gin_rest_unauthorized",
            "Answers 401 from Discord (a token reset or revoked; an interaction's token expired)",
        )
        self.unknown_interactions = counter(
            "gin_unknown_interactions",
            'Answers "Unknown interaction" (10062): an answer came after Discord gave up on it',
        )
        # -- shards (the Discord side) ---------------------------------------------------------
        self.shard_connected = gauge(
            "gin_shard_connected", "1 while a shard's gateway connection is up, else 0", ("shard",)
        )
        self.gateway_latency_seconds = gauge(
            "gin_gateway_latency_seconds",
            "A shard's last heartbeat round trip to Discord's gateway",
            ("shard",),
        )
        self.heartbeat_age_seconds = gauge(
            "gin_heartbeat_age_seconds",
            "Since a shard's last heartbeat in the database, as python -m bot health reads it "
            "(unhealthy past 120 s; +Inf: none yet)",
            ("shard",),
        )
        # -- tables (the service, the publisher) -----------------------------------------------
        self.live_tables = gauge(
            "gin_live_tables", "Games and challenges in play on this process's shards"
        )
        self.moves = counter(
            "gin_moves",
            "Moves committed, a member's or the computer's: each play of a deal (draw, take or "
            "pass the upcard, discard, knock, gin); not an answer to a challenge, a resignation "
            "or a timeout",
        )
        self.games_finished = counter(
            "gin_games_finished",
            "Games and challenges that ended, by how: finished (played to the end), resigned "
            "(a player gave up, or was taken out of a tournament), timeout (a player's time ran "
            "out), abandoned (its channel gone, its players agreed, or an admin ended it), "
            "declined, cancelled (by the challenger) or expired (not accepted in time)",
            ("ending",),
        )
        for ending in GAME_ENDINGS:  # each served from the start, at 0 until it happens
            self.games_finished.labels(ending)
        self.table_stale_seconds = histogram(
            "gin_table_stale_seconds",
            "From a state's commit (a move, a timer's) to the end of the table edit that "
            "shows it, each state (an edit showing several merged moves counts each; a state "
            "an interaction's own answer drew is not counted)",
            STALE_BUCKETS,
        )
        # -- the database (the service) --------------------------------------------------------
        self.commit_seconds = histogram(
            "gin_db_commit_seconds",
            "A game's save (a move, an answer to a challenge, a timer's, an end) as the service "
            "waits for it: its transaction, shared with the saves of the same moment; refused "
            "ones too",
            FAST_BUCKETS,
        )
        self.version_conflicts = counter(
            "gin_version_conflicts",
            "A game's saves refused because it had moved on since it was read (a stale copy; "
            "one refused because another process took its shard is a lease loss instead)",
        )
        self.lease_losses = counter(
            "gin_lease_losses", "Shards whose lease another process took from this one"
        )
        self.outbox_backlog = gauge(
            "gin_outbox_backlog",
            "Public posts owed, a game's or a tournament's (saved with a state, not yet sent)",
        )
        self.outbox_oldest_seconds = gauge(
            "gin_outbox_oldest_seconds",
            "Seconds since the oldest post owed was saved, across restarts (0: none owed)",
        )
        # -- the workers -----------------------------------------------------------------------
        self.computer_decisions = counter(
            "gin_computer_decisions", "The computer's moves thought out, by level", ("level",)
        )
        self.computer_seconds = histogram(
            "gin_computer_decision_seconds",
            "From asking the computer's worker for a move to having it (a wait for the worker "
            "included)",
            FAST_BUCKETS,
            ("level",),
        )
        self.computer_cpu_seconds = histogram(
            "gin_computer_cpu_seconds",
            "The CPU time the computer's worker spent thinking out a move (time.process_time "
            "in the worker: no wait, no other process), by level",
            FAST_BUCKETS,
            ("level",),
        )
        self.pictures = counter(
            "gin_pictures_drawn",
            "Pictures drawn by a picture worker for this bot (not from the cache), by kind "
            "(hand, table)",
            ("kind",),
        )
        self.picture_seconds = histogram(
            "gin_picture_seconds",
            "From asking for a picture a worker drew to having it, by kind (hand, table)",
            FAST_BUCKETS,
            ("kind",),
        )
        # -- the build ---------------------------------------------------------------------------
        self.build: Info = (
            Info("gin_build", "The bot's version and commit", registry=registry)
            if on
            else _Nothing()  # type: ignore[assignment]
        )

    @property
    def on(self) -> bool:
        return self.registry is not None

    def exposition(self) -> Collector:
        """What to serve: every series of ``registry`` with its ``cluster`` label."""
        assert self.registry is not None
        return _WithCluster(self.registry, str(self.cluster))


OFF = Metrics()  # a part's default: nothing counted (the tests' parts, a bot with metrics off)


class _WithCluster(Collector):
    def __init__(self, registry: CollectorRegistry, cluster: str) -> None:
        self._registry, self._cluster = registry, cluster

    def collect(self) -> Iterator[Metric]:
        for family in self._registry.collect():
            family.samples = [
                sample._replace(labels={"cluster": self._cluster, **sample.labels})
                for sample in family.samples
            ]
            yield family
