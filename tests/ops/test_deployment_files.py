"""The deployment files for several processes (compose.yaml's cluster profile, the Kubernetes
StatefulSet, the systemd template unit) kept true as the code moves: no Docker engine, cluster
or systemd runs here, so their facts are checked against the bot itself. Every command they run
is a real ``python -m bot`` command, every variable they set is a setting the bot reads, the
clusters are numbered 0 to GIN_CLUSTERS - 1 as the settings require, and each file's cluster
index reaches the bot in a form :class:`bot.config.Sharding` reads."""

from __future__ import annotations

import configparser
import re
from pathlib import Path
from typing import Any

import yaml

from bot.__main__ import COMMANDS
from bot.config import SETTINGS, Sharding

ROOT = Path(__file__).resolve().parents[2]
COMMAND_NAMES = {command.name for command in COMMANDS}


def bot_command(argv: list[str]) -> str:
    """The ``python -m bot`` command of ``argv`` (asserting that is what it is)."""
    assert argv[:3] == ["python", "-m", "bot"] or (
        argv[0].endswith("/python") and argv[1:3] == ["-m", "bot"]
    ), argv
    assert argv[3] in COMMAND_NAMES, argv
    return argv[3]


def compose() -> dict[str, Any]:
    return yaml.safe_load((ROOT / "compose.yaml").read_text(encoding="utf-8"))


def test_compose_runs_one_process_by_default_and_two_clusters_in_its_profile() -> None:
    services = compose()["services"]
    assert "profiles" not in services["bot"]  # `docker compose up`: the single process
    clusters = {name: s for name, s in services.items() if "cluster" in s.get("profiles", [])}
    bots = {name: s for name, s in clusters.items() if name.startswith("bot-")}
    assert set(clusters) == {"postgres", *bots} and len(bots) == 2
    for name, service in bots.items():
        env = service["environment"]
        assert set(env) <= set(SETTINGS), set(env) - set(SETTINGS)
        assert (
            env["GIN_DATABASE"].startswith("postgresql://gin:")
            and "@postgres:5432/gin" in env["GIN_DATABASE"]
        )
        assert int(env["GIN_CLUSTERS"]) == len(bots)
        assert name == f"bot-{env['GIN_CLUSTER']}"
        assert bot_command(service["command"]) == "run"
        assert service["depends_on"]["postgres"]["condition"] == "service_healthy"
        assert service["restart"] == "unless-stopped"
        count = re.fullmatch(r"\$\{GIN_SHARD_COUNT:-(\d+)\}", env["GIN_SHARD_COUNT"])
        assert count is not None
        Sharding.read(count.group(1), env["GIN_CLUSTER"], env["GIN_CLUSTERS"])  # valid
    assert sorted(int(b["environment"]["GIN_CLUSTER"]) for b in bots.values()) == [0, 1]
    postgres = clusters["postgres"]
    assert postgres["environment"]["POSTGRES_USER"] == "gin"
    assert postgres["environment"]["POSTGRES_DB"] == "gin"


def kubernetes() -> dict[str, dict[str, Any]]:
    documents = yaml.safe_load_all((ROOT / "docs" / "kubernetes.yaml").read_text(encoding="utf-8"))
    return {d["kind"]: d for d in documents}


def test_the_statefulset_gives_each_pod_its_cluster() -> None:
    manifests = kubernetes()
    stateful = manifests["StatefulSet"]["spec"]
    assert stateful["serviceName"] == manifests["Service"]["metadata"]["name"]
    (container,) = stateful["template"]["spec"]["containers"]
    assert bot_command(container["command"]) == "run"
    assert bot_command(container["livenessProbe"]["exec"]["command"]) == "health"
    env = {e["name"]: e for e in container["env"]}
    assert set(env) <= set(SETTINGS), set(env) - set(SETTINGS)
    assert env["GIN_CLUSTER"]["valueFrom"]["fieldRef"]["fieldPath"] == "metadata.name"
    assert int(env["GIN_CLUSTERS"]["value"]) == stateful["replicas"]
    name = manifests["StatefulSet"]["metadata"]["name"]
    for ordinal in range(stateful["replicas"]):
        # A pod's name is the StatefulSet's and its ordinal: the cluster the bot reads.
        sharding = Sharding.read(
            env["GIN_SHARD_COUNT"]["value"], f"{name}-{ordinal}", env["GIN_CLUSTERS"]["value"]
        )
        assert sharding.cluster == ordinal
    for secret in ("DISCORD_TOKEN", "GIN_DATABASE"):
        assert env[secret]["valueFrom"]["secretKeyRef"]["key"] == secret


def test_the_systemd_template_runs_one_cluster_per_instance() -> None:
    unit = configparser.ConfigParser(strict=False, interpolation=None)
    unit.optionxform = str  # type: ignore[assignment, method-assign]
    unit.read(ROOT / "docs" / "gin-rummy-bot@.service", encoding="utf-8")
    service = unit["Service"]
    assert bot_command(service["ExecStart"].split()) == "run"
    assert bot_command(service["ExecStartPre"].split()) == "check"
    assert service["Environment"] == "GIN_CLUSTER=%i"
    assert service["Restart"] == "on-failure" and service["KillSignal"] == "SIGTERM"
    # Instances 0 and 1 of two clusters are what the settings take.
    for instance in ("0", "1"):
        assert Sharding.read("4", instance, "2").cluster == int(instance)
    # Every setting the header tells an admin to write is one the bot reads.
    written = set(
        re.findall(
            r"#\s+#?\s*(GIN_[A-Z_]+|DISCORD_TOKEN)\b",
            (ROOT / "docs" / "gin-rummy-bot@.service").read_text(encoding="utf-8"),
        )
    )
    assert written and written <= set(SETTINGS), written - set(SETTINGS)


def test_env_example_names_only_settings_the_bot_reads() -> None:
    text = (ROOT / ".env.example").read_text(encoding="utf-8")
    named = set(re.findall(r"^#?\s*([A-Z][A-Z_]+)=", text, re.MULTILINE))
    assert named <= {*SETTINGS, "GIN_DB_PASSWORD"}, named - set(SETTINGS)
    assert {
        "DISCORD_TOKEN",
        "GIN_DATABASE",
        "GIN_SHARD_COUNT",
        "GIN_CLUSTERS",
        "GIN_CLUSTER",
    } <= named
