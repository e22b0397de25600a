"""``python -m bot check``: would ``run`` start, and what would it do?

Reads the settings as ``run`` does, and the database read-only (a missing SQLite file is not
created, an old one not migrated: the migrations run on a copy in memory; a PostgreSQL database
is read in read-only transactions), without Discord and without importing discord. Prints the
database (a file's absolute path, a server's URL without its password), the migrations ``run``
would apply, the games it would resume, whether it would sync the slash commands and the invite
URL, and where the metrics would be served (GIN_METRICS_PORT; a warning when more than this
machine could read them). Exit status 0 when ``run`` would start; 2, with one sentence per
problem on stderr, otherwise (a PostgreSQL server out of reach, refusing the user, without the
database, or holding a newer or another application's schema).
"""

from __future__ import annotations

import argparse
import asyncio
import ipaddress
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path

from bot.config import (
    DEV_GUILD_INSTALLS,
    Config,
    ConfigError,
    Environment,
    Sharding,
    http_url,
    token_user_id,
)
from bot.engine import CorruptRecordError
from bot.invite import invite_url
from bot.model import CommandSync, Shards
from bot.model.wording import counted
from bot.service import stored_game
from bot.store import DatabaseError, Store
from bot.store.factory import (
    check_database,
    open_store_copy,
    pending_migrations,
    stored_shard_count,
)
from bot.store.urls import is_postgres, shown_database

FROM_THE_TOKEN = (
    "(from the token: the bot's user id, which is also its application id except for some "
    "bots made in 2016 or before; confirmed at the first start)"
)


@dataclass
class Report:
    lines: list[str] = field(default_factory=list)  # what run would do (stdout)
    warnings: list[str] = field(default_factory=list)  # run starts anyway (stdout)
    problems: list[str] = field(default_factory=list)  # run would not start (stderr)

    def say(self, label: str, text: str) -> None:
        self.lines.append(f"{label + ':':<17}{text}")


def check(environ: dict[str, str] | None = None, cwd: Path | None = None) -> Report:
    report = Report()
    try:
        environment = Environment.load(environ, cwd)
    except ConfigError as exc:
        report.problems.extend(exc.problems)
        return report
    if environment.env_file is None:
        where = f"from the environment (no .env in {environment.base})"
    else:
        where = f"from the environment and {environment.env_file}"
    config: Config | None = None
    try:
        config = environment.config()
        report.say("Settings", f"fine, {where}")
    except ConfigError as exc:
        report.say("Settings", f"{counted(len(exc.problems), 'problem')}, {where}")
        report.problems.extend(exc.problems)
    if config is not None:
        report.say("Shards", asyncio.run(_shards(environment.database(), config.sharding)))
        _say_metrics(config, report)
        if config.dev_guild:
            report.warnings.append(DEV_GUILD_INSTALLS)
    asyncio.run(_check_database(environment.database(), config, report))
    return report


async def _shards(database: Path | str, sharding: Sharding) -> str:
    count = sharding.count
    source = ""
    if count is None:
        count = await stored_shard_count(database)
        if count is None:
            return "as many as Discord recommends (auto: asked at the first start)"
        source = " (auto: the count kept in the database)"
    if count == 1:
        return "one connection for every server"
    shards = Shards.of_cluster(count, sharding.cluster, sharding.clusters)
    cluster = (
        f", cluster {sharding.cluster} of {sharding.clusters}" if sharding.clusters > 1 else ""
    )
    return f"{', '.join(map(str, shards.ids))} of {count}{cluster}{source}"


def _say_metrics(config: Config, report: Report) -> None:
    port = config.served_metrics_port
    if port is None:
        report.say("Metrics", "off (GIN_METRICS_PORT is not set)")
        return
    host = config.metrics_host
    address = http_url(host, port)
    if port != config.metrics_port:
        address += " (GIN_METRICS_PORT plus the cluster's number)"
    report.say("Metrics", f"{address}: /metrics, /livez, /healthz")
    if not _is_loopback(host):
        report.warnings.append(
            f"the metrics listen on {host} (GIN_METRICS_HOST), not a loopback address: anyone "
            f"who can reach port {port} there reads the bot's load (in a container, which needs "
            "it, publish the port on the host's 127.0.0.1 only, or to the monitor's network)."
        )


def _is_loopback(host: str) -> bool:
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False  # a name: whatever it resolves to, it may not be this machine alone


async def _check_database(database: Path | str, config: Config | None, report: Report) -> None:
    shown = shown_database(database)
    try:
        version = await check_database(database, create=False)
    except DatabaseError as exc:
        report.say("Database", shown)
        report.problems.append(str(exc))
        return
    server = is_postgres(database)
    if version or (isinstance(database, Path) and database.exists() and database.stat().st_size):
        report.say("Database", f"{shown} (schema {version})")
    else:
        report.say("Database", f"{shown} ({'empty: ' if server else ''}would be created)")
    pending = pending_migrations(database, version)
    report.say(
        "Migrations",
        f"would apply {', '.join(pending)}" if pending else "none (up to date)",
    )
    if server and pending:
        # A server's database can't be migrated in memory: what it holds is read once run
        # has brought it up to date (an empty one holds nothing yet).
        report.say(
            "Games to resume",
            "none (a new database)" if not version else "read once run has applied the migrations",
        )
        _say_commands(None, config, report)
        return
    try:
        store = await open_store_copy(database)
    except DatabaseError as exc:
        report.problems.append(str(exc))
        return
    try:
        await _check_contents(store, config, report)
    finally:
        await store.close()


async def _check_contents(store: Store, config: Config | None, report: Report) -> None:
    rows, bad = await store.live_games()
    report.warnings.extend(f"{exc} (run leaves that game aside)" for exc in bad)
    live, owed = [], 0
    for row in rows:
        try:
            stored_game(row, random.Random())
        except CorruptRecordError as exc:
            report.warnings.append(f"game {row.id}: {exc} (run leaves that game aside)")
            continue
        if row.status.live:
            live.append(row)
        else:
            owed += 1
    servers = len({row.guild_id for row in live})
    games = counted(len(live), "live game or challenge", "live games and challenges")
    resumed = f"{games} in {counted(servers, 'server')}"
    report.say("Games to resume", resumed + (f"; posts owed for {owed} finished" if owed else ""))
    _, unreadable = await store.server_settings()
    report.warnings.extend(
        f"{problem} (that server plays with the defaults)" for problem in unreadable
    )
    _say_commands(await store.last_command_sync(), config, report)


def _say_commands(synced: CommandSync | None, config: Config | None, report: Report) -> None:
    if config is None:
        report.say("Slash commands", "unknown until the settings are fixed")
    elif synced is None:
        report.say("Slash commands", "would be synced (never synced from this database)")
    elif synced.target != CommandSync.target_of(config.dev_guild):
        report.say(
            "Slash commands",
            f"would be synced ({CommandSync.target_of(config.dev_guild)}; last synced for "
            f"{synced.target})",
        )
    else:
        report.say(
            "Slash commands",
            f"last synced for {synced.target}; synced again at start only if they changed "
            "(python -m bot sync forces it)",
        )
    if synced is not None:
        report.say("Invite URL", invite_url(synced.application_id))
    elif config is None:
        report.say("Invite URL", "unknown until the settings are fixed")
    else:
        # The token holds the bot's user id, not the application's. Discord's documents don't
        # say the two are equal; in practice they are, but for some bots of 2016
        # (github.com/serenity-rs/serenity/issues/899: application 207734961686577154, bot user
        # 207734978140831744). Hence the words, until the first start stores the id Discord
        # gives (GET /oauth2/applications/@me).
        bot_id = token_user_id(config.token)
        assert bot_id is not None  # Config.from_env refused any other token
        report.say("Invite URL", f"{invite_url(bot_id)} {FROM_THE_TOKEN}")


def main(args: argparse.Namespace | None = None) -> int:
    report = check()
    for line in report.lines:
        print(line)
    for warning in report.warnings:
        print(f"Warning: {warning}")
    # Piped, stdout is block-buffered and stderr is not: flushed in turn, the two streams keep
    # their order on one pipe (the verdict says "above").
    sys.stdout.flush()
    for problem in report.problems:
        print(problem, file=sys.stderr, flush=True)
    if report.problems:
        them = "problem" if len(report.problems) == 1 else "problems"
        print(f"run would not start: fix the {them} above.")
        return 2
    print("run would start.")
    return 0
