"""What the operations commands ask of a PostgreSQL database without opening a store: its last
heartbeat (``health``) and a backup (``backup``), made with PostgreSQL's own ``pg_dump`` in its
custom format, one consistent snapshot however busy the bot is, checked with ``pg_restore
--list`` before it takes its name. The password goes to them in the environment, never on a
command line (which ``ps`` shows to every user)."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlencode, urlsplit, urlunsplit

from bot.background import dies_with_this_thread
from bot.store.base import DatabaseError
from bot.store.postgres.schema import connect, schema_version
from bot.store.sql.values import HEARTBEAT, state_key, to_float
from bot.store.urls import scrubbed, shown_database

DUMP_TIMEOUT = 3600.0


async def read_state(url: str, names: Sequence[str]) -> dict[str, str]:
    """The bot's own values ``names`` (one read; those never set, or the database out of
    reach, are missing: ``health`` says unhealthy either way)."""
    try:
        connection = await connect(url)
    except DatabaseError:
        return {}
    try:
        if not await schema_version(connection, url):
            return {}
        rows = await connection.fetch(
            "SELECT name, value FROM bot_state WHERE name = ANY($1::text[])", list(names)
        )
    except DatabaseError:
        return {}
    finally:
        await connection.close()
    return {str(r["name"]): str(r["value"]) for r in rows}


async def last_heartbeat(url: str, shard: int = 0) -> float | None:
    """When the bot (``shard``) last said it could receive clicks (one read; None: never, or
    the database can't be reached)."""
    name = state_key(HEARTBEAT, shard)
    return to_float((await read_state(url, [name])).get(name))


async def count_games(url: str) -> int:
    """The number of games in this bot's database at ``url`` (checked first)."""
    connection = await connect(url)
    try:
        if not await schema_version(connection, url):
            raise DatabaseError(
                f"There is nothing in {shown_database(url)} yet: there is nothing to back up."
            )
        return int(await connection.fetchval("SELECT count(*) FROM games"))
    finally:
        await connection.close()


def _without_password(url: str) -> tuple[str, dict[str, str]]:
    """``url`` without its password, and the environment that gives it to libpq instead."""
    parts = urlsplit(url)
    query = parse_qsl(parts.query)
    password = parts.password or next((v for k, v in query if k == "password"), None)
    netloc = parts.netloc
    if parts.password is not None:
        user, _, host = netloc.rpartition("@")
        netloc = f"{user.split(':', 1)[0]}@{host}"
    rest = urlencode([(k, v) for k, v in query if k != "password"])
    bare = urlunsplit((parts.scheme, netloc, parts.path, rest, parts.fragment))
    return bare, ({"PGPASSWORD": unquote(password)} if password else {})


def _run(command: list[str], url: str, env: dict[str, str]) -> None:
    try:
        done = subprocess.run(
            # Killed with the backup if that is killed (kill -9, the OOM killer): no dump goes
            # on holding its snapshot of the database for nobody (bot.background).
            dies_with_this_thread(command),
            env={**os.environ, **env},
            capture_output=True,
            text=True,
            timeout=DUMP_TIMEOUT,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise DatabaseError(f"{command[0]} failed ({scrubbed(str(exc), url)}).") from None
    if done.returncode != 0:
        detail = scrubbed(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "", url)
        raise DatabaseError(
            f"{Path(command[0]).name} failed ({detail or f'exit {done.returncode}'}): check that "
            "its version is at least the server's, and the user's rights."
        )


def dump_database(url: str, target: Path) -> None:
    """A ``pg_dump`` archive (custom format) of the database at ``url`` in the empty file
    ``target``, checked by reading its table of contents back."""
    dump, restore = shutil.which("pg_dump"), shutil.which("pg_restore")
    if dump is None or restore is None:
        raise DatabaseError(
            "pg_dump is not installed: install PostgreSQL's client programs (Debian: apt-get "
            "install postgresql-client), then run the backup again."
        )
    bare, env = _without_password(url)
    _run([dump, "--format=custom", "--no-owner", f"--file={target}", f"--dbname={bare}"], url, env)
    _run([restore, "--list", str(target)], url, {})
    with open(target, "rb") as file:
        os.fsync(file.fileno())
