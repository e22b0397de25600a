"""The deployment files do what docs/hosting.md and docs/scaling.md say, read the way their tools
read them: no Docker engine, cluster or systemd runs here. Compose's rules (the file, profiles,
``extends``, the project's volumes, orphans) are applied by tests/support/compose.py; systemd's
units are read as INI files, its precedence rules applied as systemd.exec(5) states them. Every
command a file runs is one the bot's own parser takes, every variable it sets is a setting the
bot reads, and the clusters are numbered 0 to GIN_CLUSTERS - 1 as the settings require."""

from __future__ import annotations

import argparse
import configparser
import json
import re
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
import yaml
from dotenv import dotenv_values

from bot.__main__ import COMMANDS, SCRIPT, build_parser
from bot.build import BUILD_COMMIT_VARIABLE
from bot.config import SETTINGS, Config, Environment, Sharding
from bot.discord.monitoring import ENDPOINTS
from tests.support.compose import ComposeError, Container, Host, dockerfile_instructions
from tests.support.tokens import NO_FAKE_BOT_ID, bot_token

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
HANDLERS = {command.handler: command.name for command in COMMANDS}
TOKEN = bot_token(NO_FAKE_BOT_ID)  # a token of the right shape: the settings are read whole

# What docs/hosting.md and docs/scaling.md tell a host to type (checked to be there, below).
UP = "docker compose up -d --build"
DOWN = "docker compose down"
MOVE_TO = "docker compose run --rm move-to"
BACKUP = "docker compose run --rm backup"
CHECK = "docker compose run --rm bot python -m bot check"
POSTGRES = "COMPOSE_FILE=compose.postgres.yaml"
CLUSTERS = "COMPOSE_FILE=compose.clusters.yaml"
POSTGRES_ENV = {"COMPOSE_FILE": "compose.postgres.yaml"}
CLUSTERS_ENV = {"COMPOSE_FILE": "compose.clusters.yaml"}


def bot_arguments(argv: list[str] | tuple[str, ...]) -> tuple[str, argparse.Namespace]:
    """The bot command ``argv`` runs (``python -m bot ...`` or the console script) and its
    arguments as the bot's own parser reads them (it exits on arguments it refuses)."""
    if argv[0].endswith("/" + SCRIPT):
        rest = list(argv[1:])
    else:
        assert argv[0] == "python" or argv[0].endswith("/python"), argv
        assert list(argv[1:3]) == ["-m", "bot"], argv
        rest = list(argv[3:])
    args = build_parser().parse_args(rest)
    return HANDLERS.get(args.handler, "run"), args


def bot_command(argv: list[str] | tuple[str, ...]) -> str:
    return bot_arguments(argv)[0]


# -- Docker Compose ------------------------------------------------------------------------------


def fresh_env(**settings: str) -> dict[str, str]:
    """A host's .env: .env.example copied, the token put in, and ``settings``."""
    example = {k: v or "" for k, v in dotenv_values(ROOT / ".env.example").items()}
    return {**example, "DISCORD_TOKEN": "the-token", **settings}


def bots(host: Host) -> dict[str, Container]:
    """The running containers that run the bot (``python -m bot run``)."""
    return {name: c for name, c in host.running.items() if c.argv and bot_command(c.argv) == "run"}


def clusters_of(bot: Container) -> Sharding:
    env = bot.environment
    return Sharding.read(
        env.get("GIN_SHARD_COUNT", ""), env.get("GIN_CLUSTER", ""), env.get("GIN_CLUSTERS", "")
    )


def on_the_postgres_service(host: Host, database: str, *, password: bool = True) -> None:
    """``database`` is the PostgreSQL service's database, as its user."""
    postgres = host.running["postgres"].config["environment"]
    url = urlsplit(database)
    assert (url.scheme, url.hostname, url.port) == ("postgresql", "postgres", 5432)
    assert (url.username, url.path) == (postgres["POSTGRES_USER"], "/" + postgres["POSTGRES_DB"])
    assert url.password == (postgres["POSTGRES_PASSWORD"] if password else None)


@pytest.mark.parametrize(
    ("command", "env"),
    [
        (UP, {}),
        # A .env already holding the PostgreSQL settings changes nothing until COMPOSE_FILE does.
        (UP, {"GIN_DB_PASSWORD": "pw", "GIN_DATABASE": "postgresql://gin:pw@db/gin"}),
        # The command the old compose.yaml documented for the clusters.
        ("docker compose --profile cluster up -d", {"GIN_DB_PASSWORD": "pw"}),
    ],
)
def test_docker_compose_up_runs_one_bot_on_the_sqlite_file_in_its_volume(
    command: str, env: dict[str, str]
) -> None:
    host = Host(ROOT, fresh_env(**env))
    host.compose(command)
    assert set(host.running) == {"bot"}
    (bot,) = bots(host).values()
    database = bot.environment["GIN_DATABASE"]
    assert Path(database).parent.as_posix() == "/data"
    assert bot.mounts["/data"] == f"volume {ROOT.name}_gin-data"
    assert clusters_of(bot) == Sharding()
    assert bot.config["restart"] == "unless-stopped"


def test_one_container_on_postgresql() -> None:
    host = Host(ROOT, fresh_env(COMPOSE_FILE="compose.postgres.yaml", GIN_DB_PASSWORD="s3cret"))
    host.compose(UP)
    assert set(host.running) == {"postgres", "bot"}
    (bot,) = bots(host).values()
    on_the_postgres_service(host, bot.environment["GIN_DATABASE"])
    assert bot.environment.get("GIN_CLUSTERS", "1") == "1" and clusters_of(bot) == Sharding()
    assert bot.config["depends_on"] == {"postgres": {"condition": "service_healthy"}}
    assert set(bot.config["environment"]) <= set(SETTINGS)

    # Without the password Compose refuses, saying what to set.
    with pytest.raises(ComposeError, match=r"set GIN_DB_PASSWORD in \.env"):
        Host(ROOT, fresh_env(COMPOSE_FILE="compose.postgres.yaml")).compose(UP)


def test_two_clusters_on_postgresql_and_no_single_bot() -> None:
    host = Host(ROOT, fresh_env(COMPOSE_FILE="compose.clusters.yaml", GIN_DB_PASSWORD="pw"))
    host.compose(UP)
    running = bots(host)
    assert set(host.running) == {"postgres", *running} and len(running) == 2
    for name, bot in running.items():
        env = bot.config["environment"]
        assert set(env) <= set(SETTINGS), set(env) - set(SETTINGS)
        on_the_postgres_service(host, env["GIN_DATABASE"])
        sharding = clusters_of(bot)
        assert sharding.clusters == len(running) and name == f"bot-{sharding.cluster}"
        assert bot.config["depends_on"] == {"postgres": {"condition": "service_healthy"}}
        assert bot.config["restart"] == "unless-stopped"
        assert bot.environment["GIN_SHARD_COUNT"] == "2"  # ${GIN_SHARD_COUNT:-2}
    assert sorted(clusters_of(b).cluster for b in running.values()) == [0, 1]

    host = Host(host.root, {**host.dotenv, "GIN_SHARD_COUNT": "auto"})
    host.compose(UP)
    assert {clusters_of(b).count for b in bots(host).values()} == {None}  # Discord's count


@pytest.mark.parametrize("layout", [POSTGRES, CLUSTERS])
def test_the_move_to_postgresql_reads_the_volume_the_single_bot_wrote(layout: str) -> None:
    host = Host(ROOT, fresh_env())
    host.compose(UP)
    (single,) = bots(host).values()

    host.compose(DOWN)  # with the .env it was started with
    assert host.running == {}
    variable, value = layout.split("=")
    host.dotenv.update({variable: value, "GIN_DB_PASSWORD": "s3cret"})
    host.compose(MOVE_TO)
    move = host.one_offs[-1]
    name, args = bot_arguments(move.argv)
    assert name == "move-to"
    on_the_postgres_service(host, args.url, password=False)  # not on the command line...
    assert move.environment["PGPASSWORD"] == "s3cret"  # ...but where libpq reads it
    assert move.environment["GIN_DATABASE"] == single.environment["GIN_DATABASE"]
    assert move.mounts["/data"] == single.mounts["/data"]
    assert bots(host) == {}  # a bot still on the file would make move-to refuse

    host.compose(UP)
    assert bots(host)
    for bot in bots(host).values():
        moved_into = bot.environment["GIN_DATABASE"].replace(":s3cret@", "@")
        assert moved_into == args.url


@pytest.mark.parametrize(
    "layout",
    [{}, {"COMPOSE_FILE": "compose.postgres.yaml"}, {"COMPOSE_FILE": "compose.clusters.yaml"}],
)
def test_backups_are_dated_into_a_host_folder_compose_does_not_make(layout: dict[str, str]) -> None:
    host = Host(ROOT, fresh_env(GIN_DB_PASSWORD="pw", **layout))
    host.compose(UP)
    host.compose(BACKUP)
    backup = host.one_offs[-1]
    name, args = bot_arguments(backup.argv)
    assert name == "backup" and args.path is None and args.keep >= 7
    assert backup.mounts[args.into] == f"bind {ROOT / 'backups'}"
    (folder,) = [m for m in backup.config["volumes"] if isinstance(m, dict)]
    assert folder["bind"]["create_host_path"] is False  # a folder Docker makes is root's
    assert "user" not in backup.config  # the image's user, the one the docs give the folder to
    for bot in bots(host).values():  # the database the bots run on
        assert backup.environment["GIN_DATABASE"] == bot.environment["GIN_DATABASE"]
        assert backup.mounts["/data"] == bot.mounts["/data"]
    assert backup.service not in host.running  # run --rm: gone when done


@pytest.mark.parametrize("layout", [{}, {"COMPOSE_FILE": "compose.postgres.yaml"}])
def test_the_update_check_reads_the_running_bots_database_beside_it(
    layout: dict[str, str],
) -> None:
    host = Host(ROOT, fresh_env(GIN_DB_PASSWORD="pw", **layout))
    host.compose(UP)
    running = dict(host.running)
    host.compose("docker compose build")
    host.compose(CHECK)
    check = host.one_offs[-1]
    assert bot_command(check.argv) == "check"
    (bot,) = bots(host).values()
    assert check.environment["GIN_DATABASE"] == bot.environment["GIN_DATABASE"]
    assert check.mounts == bot.mounts
    assert host.running == running  # no second bot: a one-off, gone when done


def test_the_documented_compose_commands_are_the_ones_tested() -> None:
    hosting = (DOCS / "hosting.md").read_text(encoding="utf-8")
    for command in (UP, DOWN, MOVE_TO, BACKUP, CHECK, POSTGRES, CLUSTERS):
        assert command in hosting, command
    assert CLUSTERS in (DOCS / "scaling.md").read_text(encoding="utf-8")
    # The folder the backups go to is made once, for the image's user.
    (useradd,) = [a for i, a in dockerfile_instructions(ROOT) if i == "RUN" and "useradd" in a]
    uid = re.search(r"--uid (\d+)", useradd)
    assert uid is not None
    assert f"sudo chown {uid.group(1)}:{uid.group(1)} backups" in hosting


def test_env_example_names_only_settings_the_bot_or_compose_reads() -> None:
    text = (ROOT / ".env.example").read_text(encoding="utf-8")
    named = set(re.findall(r"^#?\s*([A-Z][A-Z_]+)=", text, re.MULTILINE))
    assert named <= {*SETTINGS, "GIN_DB_PASSWORD", "COMPOSE_FILE"}, named - set(SETTINGS)
    assert {
        "DISCORD_TOKEN",
        "GIN_DATABASE",
        "GIN_SHARD_COUNT",
        "GIN_CLUSTERS",
        "GIN_CLUSTER",
        "GIN_DB_PASSWORD",
        "COMPOSE_FILE",
    } <= named
    # Every layout it names is a Compose file of the repository.
    for layout in re.findall(r"\bcompose(?:\.\w+)?\.yaml\b", text):
        assert (ROOT / layout).is_file(), layout


def test_the_hosting_page_tables_every_setting_the_bot_reads() -> None:
    text = (DOCS / "hosting.md").read_text(encoding="utf-8")
    tabled = set(re.findall(r"^\| `([A-Z][A-Z_]+)` \|", text, re.MULTILINE))
    assert tabled == set(SETTINGS), tabled ^ set(SETTINGS)


def settings_of(environment: dict[str, str]) -> Config:
    """The settings a bot reads from ``environment`` (a container's, a unit's, a pod's)."""
    return Environment.load(environment, ROOT / "no-such-folder").config()


def image_health_check() -> argparse.Namespace:
    (healthcheck,) = [a for i, a in dockerfile_instructions(ROOT) if i == "HEALTHCHECK"]
    name, args = bot_arguments(json.loads(healthcheck.split("CMD", 1)[1]))
    assert name == "health"
    return args


@pytest.mark.parametrize("layout", [{}, POSTGRES_ENV, CLUSTERS_ENV])
def test_with_a_metrics_port_each_bot_serves_it_where_it_can_be_reached_and_checked(
    layout: dict[str, str],
) -> None:
    env = fresh_env(DISCORD_TOKEN=TOKEN, GIN_DB_PASSWORD="pw", GIN_METRICS_PORT="9464", **layout)
    host = Host(ROOT, env)
    host.compose(UP)
    served = {}
    for bot in bots(host).values():
        config = settings_of(bot.environment)
        # Every address of the container: its 127.0.0.1 is its own, which nothing outside reaches.
        assert config.metrics_host == "0.0.0.0"
        served[config.sharding.cluster] = config.served_metrics_port
        # The image's health check (the service has none of its own): it asks /healthz.
        assert "healthcheck" not in bot.config
    # Clusters on one host: the port plus each one's number.
    assert served == {cluster: 9464 + cluster for cluster in range(len(served))}
    assert image_health_check().local


def test_the_documented_ports_publish_each_clusters_own() -> None:
    """docs/monitoring.md's compose.override.yaml publishes on the host's loopback address the
    port each cluster of compose.clusters.yaml serves on."""
    text = (DOCS / "monitoring.md").read_text(encoding="utf-8")
    (snippet,) = re.findall(r"```yaml\n# compose.override.yaml\n(.*?)```", text, re.DOTALL)
    published = yaml.safe_load(snippet)["services"]
    env = fresh_env(DISCORD_TOKEN=TOKEN, GIN_DB_PASSWORD="pw", GIN_METRICS_PORT="9464")
    host = Host(ROOT, {**env, **CLUSTERS_ENV})
    host.compose(UP)
    running = bots(host)
    assert set(published) == set(running)
    for name, bot in running.items():
        (mapping,) = published[name]["ports"]
        address, outside, inside = mapping.split(":")
        assert address == "127.0.0.1"  # the host's own processes, not its network's
        assert int(outside) == int(inside) == settings_of(bot.environment).served_metrics_port


@pytest.mark.parametrize("layout", [{}, POSTGRES_ENV, CLUSTERS_ENV])
def test_docker_rotates_every_bots_log(layout: dict[str, str]) -> None:
    host = Host(ROOT, fresh_env(GIN_DB_PASSWORD="pw", **layout))
    host.compose(UP)
    for bot in bots(host).values():
        # json-file keeps every line unless told (https://docs.docker.com/engine/logging/
        # drivers/json-file/): a size and a number of files.
        logging = bot.config["logging"]
        assert logging["driver"] == "json-file"
        assert re.fullmatch(r"\d+[kmg]", logging["options"]["max-size"])
        assert int(logging["options"]["max-file"]) >= 2


def test_the_image_is_built_with_its_commit() -> None:
    sha = "0123456789abcdef0123456789abcdef01234567"
    host = Host(ROOT, fresh_env(GIN_BUILD_COMMIT=sha))
    host.compose(UP)
    (bot,) = bots(host).values()
    assert bot.config["build"]["args"] == {BUILD_COMMIT_VARIABLE: sha}
    # The build argument becomes the variable the bot reads (bot/build.py).
    instructions = dockerfile_instructions(ROOT)
    assert ("ARG", f"{BUILD_COMMIT_VARIABLE}=") in instructions
    assert ("ENV", f"{BUILD_COMMIT_VARIABLE}=${{{BUILD_COMMIT_VARIABLE}}}") in instructions
    unset = Host(ROOT, fresh_env())
    unset.compose(UP)
    assert bots(unset)["bot"].config["build"]["args"] == {BUILD_COMMIT_VARIABLE: ""}


# -- Kubernetes ----------------------------------------------------------------------------------


def kubernetes() -> dict[str, dict[str, Any]]:
    documents = yaml.safe_load_all((DOCS / "kubernetes.yaml").read_text(encoding="utf-8"))
    return {d["kind"]: d for d in documents}


def test_the_statefulset_gives_each_pod_its_cluster() -> None:
    manifests = kubernetes()
    stateful = manifests["StatefulSet"]["spec"]
    assert stateful["serviceName"] == manifests["Service"]["metadata"]["name"]
    (container,) = stateful["template"]["spec"]["containers"]
    assert bot_command(container["command"]) == "run"
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
    # The Dockerfile's user.
    (user,) = [a for i, a in dockerfile_instructions(ROOT) if i == "USER"]
    (useradd,) = [a for i, a in dockerfile_instructions(ROOT) if i == "RUN" and "useradd" in a]
    assert f"--uid {stateful['template']['spec']['securityContext']['runAsUser']} " in useradd
    assert user in useradd


def test_each_pod_serves_its_probes_and_metrics_on_its_container_port() -> None:
    stateful = kubernetes()["StatefulSet"]
    (container,) = stateful["spec"]["template"]["spec"]["containers"]
    ports = {port["name"]: port["containerPort"] for port in container["ports"]}
    env = {e["name"]: e["value"] for e in container["env"] if "value" in e}
    secrets = {"DISCORD_TOKEN": TOKEN, "GIN_DATABASE": "postgresql://gin@db/gin"}
    for ordinal in range(stateful["spec"]["replicas"]):
        pod = f"{stateful['metadata']['name']}-{ordinal}"
        config = settings_of({**env, **secrets, "GIN_CLUSTER": pod})
        assert config.sharding.cluster == ordinal
        # Every pod on the port its probes and Prometheus name, on every address of the pod.
        assert config.served_metrics_port == ports["metrics"]
        assert config.metrics_host == "0.0.0.0"

    def probe(kind: str) -> tuple[str, int]:
        get = container[kind]["httpGet"]
        return get["path"], ports.get(get["port"], get["port"])

    # Alive while the event loop answers: a Discord outage restarts no pod (each restart
    # spends one of the day's identifies). Ready while connected, as health says.
    assert probe("livenessProbe") == ("/livez", ports["metrics"])
    assert probe("startupProbe") == ("/livez", ports["metrics"])
    assert probe("readinessProbe") == ("/healthz", ports["metrics"])
    assert {"/livez", "/healthz"} <= set(ENDPOINTS)  # what the bot serves
    # The startup probe allows a slow start (Python, then the endpoints) a minute at least.
    startup = container["startupProbe"]
    assert startup["periodSeconds"] * startup["failureThreshold"] >= 60


# -- systemd -------------------------------------------------------------------------------------

SINGLE = "gin-rummy-bot.service"
TEMPLATE = "gin-rummy-bot@.service"
BACKUP_SERVICE = "gin-rummy-bot-backup.service"
BACKUP_TIMER = "gin-rummy-bot-backup.timer"
STATE = Path("/var/lib")  # where StateDirectory= names its folders, for a system unit


def unit(name: str) -> configparser.ConfigParser:
    parsed = configparser.ConfigParser(strict=False, interpolation=None)
    parsed.optionxform = str  # type: ignore[assignment, method-assign]
    parsed.read(DOCS / name, encoding="utf-8")
    assert parsed.sections(), name
    return parsed


def header_lines(name: str) -> list[str]:
    """The commands the unit's header comment tells an admin to type."""
    lines = (DOCS / name).read_text(encoding="utf-8").splitlines()
    return [
        line.lstrip("#").strip() for line in lines if re.match(r"#\s+(sudo |journalctl )", line)
    ]


def header(name: str) -> list[list[str]]:
    """:func:`header_lines` as argv lists, without their comments."""
    return [shlex.split(line.split("  #")[0]) for line in header_lines(name)]


def environment_of(service: configparser.SectionProxy) -> dict[str, str]:
    """What the process's environment holds once systemd starts it with .env.example as its
    environment file: the file's variables win over Environment= (systemd.exec(5),
    EnvironmentFile=: "Settings from these files override settings made with Environment=")."""
    settings = dict(x.split("=", 1) for x in service.get("Environment", "").split() if x)
    from_file = {k: v or "" for k, v in dotenv_values(ROOT / ".env.example").items()}
    return {**settings, **from_file, "DISCORD_TOKEN": "the-token"}


def database_of(service: configparser.SectionProxy) -> Path | str:
    """The database the bot reads with this unit's settings (none from a .env: there is none in
    its working directory)."""
    return Environment.load(environment_of(service), Path(service["WorkingDirectory"])).database()


def state_directories(service: configparser.SectionProxy) -> list[Path]:
    return [STATE / name for name in service["StateDirectory"].split()]


def test_the_backup_timer_starts_the_backup_service_every_day() -> None:
    timer = unit(BACKUP_TIMER)
    assert timer["Timer"].get("Unit", BACKUP_TIMER.replace(".timer", ".service")) == BACKUP_SERVICE
    assert re.fullmatch(r"(daily|\*-\*-\* \d\d:\d\d(:\d\d)?)", timer["Timer"]["OnCalendar"])
    assert timer["Timer"]["Persistent"] == "true"
    assert timer["Install"]["WantedBy"] == "timers.target"


@pytest.mark.parametrize("bot_unit", [SINGLE, TEMPLATE])
def test_the_backup_runs_as_the_bot_on_its_database_into_a_folder_of_its_user(
    bot_unit: str,
) -> None:
    bot, backup = unit(bot_unit)["Service"], unit(BACKUP_SERVICE)["Service"]
    for setting in ("User", "Group", "WorkingDirectory", "EnvironmentFile", "StateDirectoryMode"):
        assert backup[setting] == bot[setting], setting
    own = {k: v for k, v in environment_of(bot).items() if k != "GIN_CLUSTER"}
    assert environment_of(backup) == own
    assert database_of(backup) == database_of(bot)
    assert backup["Type"] == "oneshot"

    name, args = bot_arguments(backup["ExecStart"].split())
    assert name == "backup" and args.path is None and args.keep >= 7
    assert Path(backup["ExecStart"].split()[0]).parent == Path(bot["ExecStart"].split()[0]).parent
    # A folder systemd makes at start and gives to the unit's user: writable under
    # ProtectSystem=strict, where the bot's user can't make one.
    assert Path(args.into) in state_directories(backup)
    assert state_directories(bot)[0] in state_directories(backup)
    assert backup["ProtectSystem"] == bot["ProtectSystem"] == "strict"


def test_the_bot_keeps_its_data_in_its_state_directory() -> None:
    service = unit(SINGLE)["Service"]
    (home,) = state_directories(service)
    assert Path(service["WorkingDirectory"]) == home
    database = database_of(service)
    assert isinstance(database, Path) and home in database.parents
    assert service["StateDirectoryMode"] == "0700"  # a database holds members' names
    assert "ReadWritePaths" not in service  # nothing else is writable, the code least of all
    program = Path(service["ExecStart"].split()[0])
    assert program.name == SCRIPT and home not in program.parents


def test_the_install_commands_make_what_the_units_use() -> None:
    service = unit(SINGLE)["Service"]
    commands = header(SINGLE)
    (useradd,) = [c for c in commands if "useradd" in c]
    assert useradd[-1] == service["User"] == service["Group"]
    assert useradd[useradd.index("--home-dir") + 1] == service["WorkingDirectory"]
    (clone,) = [c for c in commands if c[1:3] == ["git", "clone"]]
    checkout = Path(clone[-1])
    assert checkout / ".venv" / "bin" / SCRIPT == Path(service["ExecStart"].split()[0])
    (install,) = [c for c in commands if c[1] == "install"]
    assert install[-1] == service["EnvironmentFile"] and install[install.index("-m") + 1] == "600"
    (copied,) = [c for c in commands if c[1] == "cp"]
    assert copied[-1] == "/etc/systemd/system/"
    assert {Path(f).name for f in copied[2:-1]} == {SINGLE, BACKUP_SERVICE, BACKUP_TIMER}
    (enable,) = [c for c in commands if "enable" in c]
    assert enable[-2:] == ["gin-rummy-bot", BACKUP_TIMER]
    # docs/hosting.md gives the same commands.
    hosting = (DOCS / "hosting.md").read_text(encoding="utf-8")
    for line in header_lines(SINGLE):
        assert line in hosting, line


def test_one_pip_install_form_everywhere() -> None:
    """A root-owned checkout installs with ``pip install .`` (not -e): the units, the
    Dockerfile and the docs' steps agree."""
    texts = {
        SINGLE: (DOCS / SINGLE).read_text(encoding="utf-8"),
        "Dockerfile": (ROOT / "Dockerfile").read_text(encoding="utf-8"),
        "hosting.md": (DOCS / "hosting.md").read_text(encoding="utf-8"),
    }
    for name, text in texts.items():
        forms = set(re.findall(r"pip install( -e)? \.", text))
        assert forms == {""}, name


def test_the_docs_check_the_bot_as_the_unit_runs_it() -> None:
    """The update steps run ``check`` with the unit's user, folder and environment file."""
    service = unit(SINGLE)["Service"]
    hosting = (DOCS / "hosting.md").read_text(encoding="utf-8").replace("\\\n", " ")
    (line,) = [x for x in hosting.splitlines() if x.startswith("sudo systemd-run ")]
    words = shlex.split(line)
    properties = dict(words[i + 1].split("=", 1) for i, w in enumerate(words) if w == "-p")
    for setting in ("User", "Group", "WorkingDirectory", "EnvironmentFile"):
        assert properties[setting] == service[setting], setting
    program = words.index(service["ExecStart"].split()[0])
    assert bot_command(words[program:]) == "check"


def test_the_template_runs_each_cluster_as_the_single_unit_runs_the_bot() -> None:
    single, template = unit(SINGLE)["Service"], unit(TEMPLATE)["Service"]
    for setting in (
        "User",
        "Group",
        "StateDirectory",
        "StateDirectoryMode",
        "WorkingDirectory",
        "EnvironmentFile",
        "ExecStart",
        "KillSignal",
        "Restart",
        "RestartMaxDelaySec",
        "NoNewPrivileges",
        "ProtectSystem",
        "ProtectHome",
        "PrivateTmp",
    ):
        assert template[setting] == single[setting], setting
    assert bot_command(template["ExecStart"].split()) == "run"
    assert bot_command(template["ExecStartPre"].split()) == "check"
    assert template["Environment"] == "GIN_CLUSTER=%i"
    # Instances 0 and 1 of two clusters are what the settings take.
    for instance in ("0", "1"):
        assert Sharding.read("4", instance, "2").cluster == int(instance)
    # Every setting the header tells an admin to write is one the bot reads.
    written = set(
        re.findall(
            r"#\s+#?\s*(GIN_[A-Z_]+|DISCORD_TOKEN)\b",
            (DOCS / TEMPLATE).read_text(encoding="utf-8"),
        )
    )
    assert written and written <= set(SETTINGS), written - set(SETTINGS)
    # And none of them is GIN_CLUSTER, which the file would win with over Environment=.
    assert "GIN_CLUSTER" not in written


def test_each_cluster_of_the_template_serves_its_metrics_on_its_own_port() -> None:
    template = unit(TEMPLATE)["Service"]
    # What the header tells an admin to write in the environment file.
    text = (DOCS / TEMPLATE).read_text(encoding="utf-8")
    written = dict(re.findall(r"^#\s+#\s+(GIN_[A-Z_]+)=(\S+)", text, re.MULTILINE))
    assert "GIN_METRICS_PORT" in written
    served = set()
    for instance in ("0", "1"):
        environment = {**environment_of(template), **written, "DISCORD_TOKEN": TOKEN}
        environment["GIN_CLUSTER"] = (
            template["Environment"].split("=", 1)[1].replace("%i", instance)
        )
        config = settings_of(environment)
        assert config.metrics_host == "127.0.0.1"  # the host's own processes, unless told
        served.add(config.served_metrics_port)
    port = int(written["GIN_METRICS_PORT"])
    assert served == {port, port + 1}  # processes on one host: a port each


# -- the code runs from where it was installed, never from the bot's writable folder -------------


def test_the_code_never_runs_from_the_bots_own_folder(tmp_path: Path) -> None:
    # A bot package planted in the working directory, as anything writing the bot's own folder
    # (the container's /data, the unit's /var/lib/gin-rummy-bot) could.
    planted = tmp_path / "bot"
    planted.mkdir()
    (planted / "__init__.py").write_text("")
    (planted / "__main__.py").write_text("print('planted')\n")
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    image_env = {}
    for instruction, args in dockerfile_instructions(ROOT):
        if instruction == "ENV":
            image_env.update(dict(re.findall(r"(\w+)=(\S+)", args)))
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts[SCRIPT] == "bot.__main__:script"  # what the units run
    for argv, extra in (
        ([sys.executable, "-m", "bot", "--version"], image_env),  # the image's ENV
        ([str(Path(sys.executable).parent / SCRIPT), "--version"], {}),  # the units' program
    ):
        done = subprocess.run(
            argv, cwd=tmp_path, env={**env, **extra}, capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 0, done.stderr
        assert "planted" not in done.stdout and done.stdout.split()[-1][0].isdigit(), argv
