"""The Dockerfile's facts that matter, kept true as the code moves (a real ``docker build``
needs the base image, which CI can't pull): its commands are real ``python -m bot`` commands,
it runs as a user other than root, the database is in the volume, every package the project
installs is copied in, and the token (.env) never goes into the build context."""

from __future__ import annotations

import json
import re
import tomllib
from fnmatch import fnmatch
from pathlib import Path

from bot.__main__ import COMMANDS, build_parser
from bot.store.sqlite import migration_files
from tests.support.compose import dockerfile_instructions

ROOT = Path(__file__).resolve().parents[2]


def instructions() -> list[tuple[str, str]]:
    return dockerfile_instructions(ROOT)


def one(name: str) -> str:
    (found,) = [args for instruction, args in instructions() if instruction == name]
    return found


def test_the_commands_it_runs_exist() -> None:
    names = {command.name for command in COMMANDS}
    health = json.loads(one("HEALTHCHECK").split("CMD", 1)[1])
    run = json.loads(one("CMD"))
    for argv in (health, run):
        assert argv[:3] == ["python", "-m", "bot"] and argv[3] in names, argv
    assert (health[3], run[3]) == ("health", "run")


def test_its_health_check_asks_the_bots_healthz_where_it_serves_one() -> None:
    health = json.loads(one("HEALTHCHECK").split("CMD", 1)[1])
    args = build_parser().parse_args(health[3:])
    assert args.local  # /healthz with GIN_METRICS_PORT set, else the heartbeat
    # And the endpoints listen where a monitor outside the container reaches them.
    env = " ".join(args for instruction, args in instructions() if instruction == "ENV")
    assert re.search(r"\bGIN_METRICS_HOST=0\.0\.0\.0\b", env)


def test_it_runs_as_a_user_with_the_database_in_the_volume() -> None:
    assert one("USER") not in ("root", "0")
    (volume,) = json.loads(one("VOLUME"))
    env = " ".join(args for instruction, args in instructions() if instruction == "ENV")
    database = re.search(r"GIN_DATABASE=(\S+)", env)
    assert database is not None and Path(database.group(1)).parent == Path(volume)


def test_every_installed_package_is_copied_in() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    copied = {
        source
        for instruction, args in instructions()
        if instruction == "COPY"
        for source in args.split()[:-1]  # the last one is the destination
    }
    patterns = project["tool"]["setuptools"]["packages"]["find"]["include"]
    packages = {
        p.name
        for p in ROOT.iterdir()
        if (p / "__init__.py").is_file() and any(fnmatch(p.name, g) for g in patterns)
    }
    assert packages == {"bot", "cogs"}
    assert packages | {"pyproject.toml", project["project"]["readme"], "LICENSE"} <= copied


def test_the_token_and_the_data_stay_out_of_the_build_context() -> None:
    ignored = (ROOT / ".dockerignore").read_text(encoding="utf-8").split()
    assert {".env", "data/", "backups/"} <= set(ignored)


def test_the_image_can_back_up_postgresql() -> None:
    # python -m bot backup runs pg_dump and pg_restore for a postgresql:// GIN_DATABASE.
    installs = [args for instruction, args in instructions() if instruction == "RUN"]
    assert any(re.search(r"apt-get install .*\bpostgresql-client\b", x) for x in installs)


def test_the_installed_package_carries_the_migrations_the_store_applies() -> None:
    # The migrations are package data: a folder they moved out of would install a bot that
    # can't create its database.
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    shipped = {
        path
        for package, patterns in data["package-data"].items()
        for pattern in patterns
        for path in (ROOT / package.replace(".", "/")).glob(pattern)
    }
    applied = {path for _, path in migration_files()}
    assert applied and applied <= shipped
