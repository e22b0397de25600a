"""docs/monitoring.md says what the bot serves: its table of metrics is the one bot/metrics.py
defines (generated from it here: a metric added, renamed or relabelled there fails this test
until the page says so), and its example alerts are Prometheus rules on metrics that exist."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml
from prometheus_client import CollectorRegistry, Counter, Histogram, Info
from prometheus_client.metrics import MetricWrapperBase

from bot.discord.monitoring import ENDPOINTS, build_labels
from bot.metrics import Metrics

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "monitoring.md"


def served_metrics() -> list[tuple[str, str, tuple[str, ...], str]]:
    """Each metric as Prometheus shows it: (name, type, labels but the cluster, meaning)."""
    metrics = Metrics(CollectorRegistry())
    found = []
    for metric in vars(metrics).values():
        if not isinstance(metric, MetricWrapperBase):
            continue
        name, labels = metric._name, tuple(metric._labelnames)
        if isinstance(metric, Counter):
            name += "_total"
        elif isinstance(metric, Info):
            name, labels = name + "_info", tuple(build_labels())
        kind = "histogram" if isinstance(metric, Histogram) else metric._type
        found.append((name, kind, labels, metric._documentation))
    return found


def table_rows() -> list[str]:
    return [
        f"| `{name}` | {kind} | {', '.join(f'`{x}`' for x in labels) or '—'} | {meaning} |"
        for name, kind, labels, meaning in served_metrics()
    ]


def series_names() -> set[str]:
    """Every series name a scrape can hold (a histogram's three)."""
    names = set()
    for name, kind, _, _ in served_metrics():
        parts = ("_bucket", "_sum", "_count") if kind == "histogram" else ("",)
        names.update(name + part for part in parts)
    return names


def test_the_page_tables_every_metric_as_the_bot_defines_it() -> None:
    text = PAGE.read_text(encoding="utf-8")
    tabled = [line for line in text.splitlines() if line.startswith("| `gin_")]
    expected = table_rows()
    assert tabled == expected, "docs/monitoring.md's table should read:\n" + "\n".join(expected)


def alert_rules() -> list[dict[str, Any]]:
    text = PAGE.read_text(encoding="utf-8")
    (rules,) = re.findall(r"```yaml\n# gin-rummy-bot\.rules\.yaml\n(.*?)```", text, re.DOTALL)
    groups = yaml.safe_load(rules)["groups"]
    return [rule for group in groups for rule in group["rules"]]


def test_the_example_alerts_are_rules_on_metrics_the_bot_serves() -> None:
    rules = alert_rules()
    assert len(rules) == 3
    served = series_names()
    used = set()
    for rule in rules:
        # Prometheus' alerting rule: a name, an expression, how long it must hold, a severity
        # and words for whoever is paged.
        assert set(rule) == {"alert", "expr", "for", "labels", "annotations"}, rule
        assert re.fullmatch(r"\d+[smh]", rule["for"]), rule["for"]
        assert rule["labels"]["severity"] in ("warning", "critical")
        assert rule["annotations"]["summary"] and rule["annotations"]["description"]
        names = set(re.findall(r"\bgin_[a-z_]+", rule["expr"]))
        assert names and names <= served, names - served
        used |= names
    # The three the page promises: the outbox's oldest post, 429s, a stale heartbeat.
    assert {"gin_outbox_oldest_seconds", "gin_rest_rate_limited_total"} <= used
    assert "gin_heartbeat_age_seconds" in used


def test_the_page_names_every_endpoint() -> None:
    text = PAGE.read_text(encoding="utf-8")
    for endpoint in ENDPOINTS:
        assert f"`{endpoint}`" in text, endpoint
