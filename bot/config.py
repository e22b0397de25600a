"""Settings from the environment (or a .env file), read the same way by every command.

Where the settings come from, in one rule: the process environment, over the variables of one
``.env`` file: the file ``GIN_ENV_FILE`` names, else ``.env`` in the working directory if there
is one (no other folder is searched). A relative ``GIN_DATABASE`` (the default
``data/gin.sqlite3`` too) is taken from the folder holding that ``.env`` file, or from the
working directory when none was loaded.
"""

from __future__ import annotations

import base64
import binascii
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "DEV_GUILD_INSTALLS",
    "SETTINGS",
    "Config",
    "ConfigError",
    "Environment",
    "Sharding",
    "http_url",
    "token_user_id",
]

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
LOG_FORMATS = ("text", "json")
DEFAULT_METRICS_HOST = "127.0.0.1"  # the numbers tell anyone the bot's load: not the world's
_YES, _NO = ("yes", "true", "on", "1"), ("no", "false", "off", "0")
ENV_FILE_VARIABLE = "GIN_ENV_FILE"
DEFAULT_DATABASE = "data/gin.sqlite3"
SQLITE_URL = "sqlite:///"  # sqlite:///relative/path, sqlite:////absolute/path
SERVER_SCHEMES = ("postgresql://", "postgres://")  # a database server: the URL as it is


# Every variable the bot reads (docs/hosting.md's table of settings).
SETTINGS = (
    "DISCORD_TOKEN",
    "GIN_DATABASE",
    "GIN_DEV_GUILD",
    "GIN_LOG_LEVEL",
    ENV_FILE_VARIABLE,
    "GIN_SHARD_COUNT",
    "GIN_CLUSTERS",
    "GIN_CLUSTER",
    "GIN_LOG_FORMAT",
    "GIN_METRICS_PORT",
    "GIN_METRICS_HOST",
    "GIN_METRICS_PORT_PER_CLUSTER",
)
AUTO = "auto"  # GIN_SHARD_COUNT: as many shards as Discord recommends
_ORDINAL = re.compile(r"^(?:.*\D)?(\d+)$")  # "2", a pod's "gin-rummy-bot-2", "bot@2"


@dataclass(frozen=True, slots=True)
class Sharding:
    """Which shards this process runs: cluster ``cluster`` of ``clusters`` runs shards
    ``cluster, cluster + clusters, …`` of ``count`` (None: Discord's recommended count, asked
    once and kept in the database for the other clusters)."""

    count: int | None = 1
    cluster: int = 0
    clusters: int = 1

    @classmethod
    def read(cls, count: str, cluster: str, clusters: str) -> Sharding:
        """From the settings' text (empty: the default); :class:`ConfigError` naming every
        problem."""
        problems: list[str] = []
        number: int | None = 1
        count = count.strip().lower()
        if count == AUTO:
            number = None
        elif count:
            number = _whole(count, "GIN_SHARD_COUNT (or --shards)", problems, "or auto")
        index = 0
        if cluster.strip():
            found = _ORDINAL.match(cluster.strip())
            if found is None:
                problems.append(
                    f"GIN_CLUSTER (or --cluster) must be the cluster's number from 0, or a name "
                    f"ending in it (a Kubernetes pod's, gin-rummy-bot-2), not {cluster!r}."
                )
            else:
                index = int(found.group(1))
        many = (
            _whole(clusters.strip(), "GIN_CLUSTERS (or --clusters)", problems)
            if clusters.strip()
            else 1
        )
        if not problems:
            if index >= many:
                problems.append(
                    f"The cluster number {index} is not below the number of clusters ({many}): "
                    "clusters count from 0, so set GIN_CLUSTER to 0 to "
                    f"{many - 1}, or raise GIN_CLUSTERS."
                )
            elif number is not None and many > number:
                problems.append(
                    f"{many} clusters can't share {number} shard(s): raise GIN_SHARD_COUNT to "
                    f"at least {many}, or run fewer clusters."
                )
        if problems:
            raise ConfigError(*problems)
        return cls(number, index, many)


def http_url(host: str, port: int) -> str:
    """``http://host:port``, an IPv6 address in brackets.

    >>> http_url("::1", 9464)
    'http://[::1]:9464'
    """
    return f"http://{f'[{host}]' if ':' in host else host}:{port}"


def _whole(text: str, name: str, problems: list[str], alternative: str = "") -> int:
    if text.isdigit() and 1 <= int(text) <= 4096:
        return int(text)
    problems.append(
        f"{name} must be a whole number from 1 to 4096{' ' + alternative if alternative else ''}, "
        f"not {text!r}."
    )
    return 1


class ConfigError(ValueError):
    """Settings that are missing or malformed; each of ``problems`` is one sentence saying how
    to fix one of them."""

    def __init__(self, *problems: str) -> None:
        super().__init__(" ".join(problems))
        self.problems = problems


@dataclass(frozen=True, slots=True)
class Environment:
    """The variables the settings are read from, and where relative paths start."""

    variables: Mapping[str, str]
    env_file: Path | None  # the .env file loaded, if any
    base: Path  # a relative GIN_DATABASE starts here

    @classmethod
    def load(cls, environ: Mapping[str, str] | None = None, cwd: Path | None = None) -> Environment:
        """Read the environment and the one ``.env`` file (see the module's docstring)."""
        from dotenv import dotenv_values

        environ = os.environ if environ is None else environ
        cwd = Path.cwd() if cwd is None else cwd
        named = environ.get(ENV_FILE_VARIABLE, "").strip()
        env_file = (cwd / (named or ".env")).resolve()
        if named and not env_file.is_file():
            raise ConfigError(
                f"{ENV_FILE_VARIABLE} names {env_file}, which is not a file: fix the path, or "
                f"unset {ENV_FILE_VARIABLE} to read .env from the working directory."
            )
        if not env_file.is_file():
            return cls(dict(environ), None, cwd)
        from_file = {k: v for k, v in dotenv_values(env_file).items() if v is not None}
        # As python-dotenv's load_dotenv does: the real environment wins over the file.
        return cls({**from_file, **environ}, env_file, env_file.parent)

    def database(self) -> Path | str:
        """The database (only that: no token needed): a SQLite file's absolute path, or a
        PostgreSQL server's URL as it is written."""
        text = self.variables.get("GIN_DATABASE", "").strip() or DEFAULT_DATABASE
        if text.lower().startswith(SERVER_SCHEMES):
            return text
        text = text.removeprefix(SQLITE_URL)
        return Path(os.path.abspath(self.base / Path(text).expanduser()))

    def config(self) -> Config:
        return Config.from_env(self.variables, database=self.database())

    def sharding(self) -> Sharding:
        """Which shards this process runs (only that: no token needed)."""
        get = self.variables.get
        return Sharding.read(
            get("GIN_SHARD_COUNT", ""), get("GIN_CLUSTER", ""), get("GIN_CLUSTERS", "")
        )


# A bot token, as Discord's documents never spell out but every library that checks one reads it
# (serenity's src/utils/token.rs, https://docs.rs/crate/serenity/0.11.7/source/src/utils/token.rs;
# nostrum's Nostrum.Token, https://hexdocs.pm/nostrum/Nostrum.Token.html): three base64url parts
# joined by dots, the bot user's id (its decimal digits), a timestamp and an HMAC. No lengths:
# Discord has changed them (nostrum's examples have signatures of 27 and of 38 characters, and
# the first part grows with the ids).
_BASE64URL = re.compile(r"[A-Za-z0-9_-]+")
# An OAuth2 client secret: one part of about 32 URL-safe characters, no dots.
_CLIENT_SECRET = re.compile(r"[A-Za-z0-9_-]{24,40}")


def token_user_id(token: str) -> int | None:
    """The bot user's id a bot token starts with; None if ``token`` can't be a bot token."""
    parts = token.split(".")
    if len(parts) != 3 or not all(_BASE64URL.fullmatch(part) for part in parts):
        return None
    first = parts[0]
    try:
        digits = base64.urlsafe_b64decode(first + "=" * (-len(first) % 4)).decode("ascii")
    except (binascii.Error, UnicodeDecodeError):
        return None
    # A snowflake: a 64-bit unsigned integer, written in decimal.
    if not digits.isdigit() or not 0 < int(digits) < 2**64:
        return None
    return int(digits)


def _not_a_bot_token(token: str) -> str:
    if _CLIENT_SECRET.fullmatch(token):
        return (
            "DISCORD_TOKEN looks like the client secret from the OAuth2 page, which is not the "
            "bot token: paste the bot's token from the Discord developer portal instead (Bot > "
            "Reset Token)."
        )
    return (
        "DISCORD_TOKEN is not a bot token (those are three parts joined by dots, the first the "
        "bot's id in base64): paste the token from the Discord developer portal again, whole "
        "(Bot > Reset Token)."
    )


# Discord takes install types and contexts from global commands only (application-commands.mdx,
# Application Command Structure: "only for globally-scoped commands"; "Guild commands don't
# support the BOT_DM interaction context"): a server's own copy of /gin is that server's alone.
DEV_GUILD_INSTALLS = (
    "GIN_DEV_GUILD syncs the commands to that server alone, where install types don't apply: "
    "members can install the bot to their own accounts (and play in DMs) only once the "
    "commands are synced globally, without GIN_DEV_GUILD."
)


@dataclass(frozen=True, slots=True)
class Config:
    token: str
    database: Path | str = Path(DEFAULT_DATABASE)  # str: a database server's URL
    dev_guild: int | None = None
    log_level: str = "INFO"
    sharding: Sharding = Sharding()
    log_format: str = "text"
    # The metrics and health endpoints (None: not served). Several clusters on one host: each
    # serves on this port plus its cluster's number (unless each has a network of its own, as
    # Kubernetes' pods do, whose probes name one port for them all: metrics_port_per_cluster).
    metrics_port: int | None = None
    metrics_host: str = DEFAULT_METRICS_HOST
    metrics_port_per_cluster: bool = True

    @property
    def served_metrics_port(self) -> int | None:
        """This process's port: the setting's, plus its cluster's number (unless
        ``metrics_port_per_cluster`` is off)."""
        if self.metrics_port is None:
            return None
        return self.metrics_port + (self.sharding.cluster if self.metrics_port_per_cluster else 0)

    @classmethod
    def load(cls) -> Config:
        """The settings of this process (see the module's docstring for where they come from);
        :class:`ConfigError` names every problem."""
        return Environment.load().config()

    @classmethod
    def from_env(cls, env: Mapping[str, str], *, database: Path | str | None = None) -> Config:
        """The settings in ``env``; ``database``: the database's path already resolved (else
        ``GIN_DATABASE`` as it is written)."""
        problems: list[str] = []
        token = env.get("DISCORD_TOKEN", "").strip()
        if not token:
            problems.append(
                "DISCORD_TOKEN is not set: copy .env.example to .env and paste your bot's token "
                "from the Discord developer portal (Bot > Reset Token)."
            )
        elif token.split()[0].lower() == "bot" and len(token.split()) == 2:
            problems.append(
                'DISCORD_TOKEN starts with "Bot ": leave that out and write the token alone '
                "(the bot adds it itself)."
            )
        elif any(c.isspace() for c in token):
            problems.append(
                "DISCORD_TOKEN has a line break or a space inside it: paste the token again, "
                "on one line, with nothing else."
            )
        elif token_user_id(token) is None:
            problems.append(_not_a_bot_token(token))
        guild_text = env.get("GIN_DEV_GUILD", "").strip()
        if guild_text and not guild_text.isdigit():
            problems.append(f"GIN_DEV_GUILD must be a server id (digits), not {guild_text!r}.")
        level = env.get("GIN_LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in LOG_LEVELS:
            problems.append(f"GIN_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}.")
        log_format = env.get("GIN_LOG_FORMAT", "").strip().lower() or "text"
        if log_format not in LOG_FORMATS:
            problems.append(f"GIN_LOG_FORMAT must be text or json, not {log_format!r}.")
        port_text = env.get("GIN_METRICS_PORT", "").strip()
        metrics_port = None
        if port_text:
            if port_text.isdigit() and 1 <= int(port_text) <= 65535:
                metrics_port = int(port_text)
            else:
                problems.append(
                    f"GIN_METRICS_PORT must be a port number from 1 to 65535, not {port_text!r} "
                    "(or leave it unset: no metrics)."
                )
        metrics_host = env.get("GIN_METRICS_HOST", "").strip() or DEFAULT_METRICS_HOST
        per_cluster_text = env.get("GIN_METRICS_PORT_PER_CLUSTER", "").strip().lower() or "yes"
        if per_cluster_text not in _YES + _NO:
            problems.append(
                f"GIN_METRICS_PORT_PER_CLUSTER must be yes or no, not {per_cluster_text!r}."
            )
        per_cluster = per_cluster_text not in _NO
        try:
            sharding = Sharding.read(
                env.get("GIN_SHARD_COUNT", ""),
                env.get("GIN_CLUSTER", ""),
                env.get("GIN_CLUSTERS", ""),
            )
        except ConfigError as exc:
            problems.extend(exc.problems)
        if database is None:
            text = env.get("GIN_DATABASE", "").strip() or DEFAULT_DATABASE
            database = text if text.lower().startswith(SERVER_SCHEMES) else Path(text)
        if not problems and sharding.clusters > 1 and isinstance(database, Path):
            problems.append(
                f"{sharding.clusters} clusters need a PostgreSQL database (a SQLite file serves "
                "one process): set GIN_DATABASE to a postgresql:// URL (python -m bot move-to "
                "moves the data there), or GIN_CLUSTERS to 1."
            )
        if (
            not problems
            and metrics_port is not None
            and per_cluster
            and metrics_port + sharding.cluster > 65535
        ):
            problems.append(
                f"GIN_METRICS_PORT {metrics_port} plus the cluster's number {sharding.cluster} is "
                "past 65535: choose a lower port."
            )
        if problems:
            raise ConfigError(*problems)
        guild = int(guild_text) if guild_text.isdigit() else None
        return cls(
            token,
            database,
            guild,
            level,
            sharding,
            log_format=log_format,
            metrics_port=metrics_port,
            metrics_host=metrics_host,
            metrics_port_per_cluster=per_cluster,
        )
