"""``python -m bot check`` and ``python -m bot backup`` in a real process.

``check``: what ``run`` would do (the database's absolute
path, the migrations it would apply, the games it would resume, the command sync, the invite
URL), exit 0; or one sentence per problem and exit 2. It never creates, migrates or changes a
file, needs no network and imports nothing of discord.

``backup PATH``: a checked, self-contained copy under its final name, or one sentence, exit 2 and
nothing changed (no file left half-written either). The copy made while the bot plays is in
tests/e2e/test_hosting.py.

A relative ``GIN_DATABASE`` starts from the folder of the loaded ``.env`` (the working directory's,
or the one ``GIN_ENV_FILE`` names), else from the working directory: also shown here.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import re
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.config import DEV_GUILD_INSTALLS
from bot.engine import Rules
from bot.model import CommandSync, Timer, TimerKind
from bot.store.factory import open_store
from bot.store.sqlite import migration_files
from tests.support.old_databases import our_database
from tests.support.tokens import NO_FAKE_BOT_ID, bot_token

ROOT = Path(__file__).resolve().parents[2]
MIGRATIONS = ROOT / "bot" / "store" / "sqlite" / "migrations"
ENV = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(ROOT)}
TOKEN = bot_token(NO_FAKE_BOT_ID)


def bot_command(cwd: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=cwd,
        env={**ENV, **env},
        capture_output=True,
        text=True,
        timeout=60,
    )


def check(cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return bot_command(cwd, "check", **{"DISCORD_TOKEN": TOKEN, **env})


def files_under(folder: Path) -> dict[str, str]:
    """Every file under ``folder`` and a digest of its bytes."""
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def line(out: str, label: str) -> str:
    found = [x for x in out.splitlines() if x.startswith(label + ":")]
    assert len(found) == 1, out
    return found[0][len(label) + 1 :].strip()


async def a_database_with_games(path: Path, *, synced: CommandSync | None = None) -> None:
    """An up-to-date database: two challenges in server 1, one in server 2."""
    store = await open_store(path)
    try:
        for guild, channel, players in ((1, 10, (5, 6)), (1, 11, (5, 7)), (2, 20, (8, 9))):
            await store.create_game(
                guild_id=guild,
                channel_id=channel,
                players=players,
                rules=Rules(),
                turn_seconds=600,
                timer=Timer(TimerKind.CHALLENGE, 1000.0),
                now=400.0,
            )
        if synced is not None:
            await store.record_command_sync(synced, 500.0)
    finally:
        await store.close()


def a_database_of_schema(path: Path, version: int) -> None:
    """A database as an older release left it (migrations 1..version applied)."""
    our_database(path, version, wal=False)
    db = sqlite3.connect(path, isolation_level=None)
    if version == 1:  # a challenge as the first release stored it
        db.execute(
            "INSERT INTO games (guild_id, channel_id, player0, player1, status, rules, "
            "turn_seconds, state, version, table_message_id, deadline, reminded, created_at, "
            "updated_at) VALUES (3, 30, 10, 20, 'challenge', ?, 600, NULL, 0, 77, 900.0, 0, "
            "100.0, 100.0)",
            (json.dumps(Rules().to_dict()),),
        )
    db.close()


def test_a_fresh_path_would_be_created_from_the_working_directory(tmp_path: Path) -> None:
    done = check(tmp_path, GIN_DATABASE="data/here.sqlite3")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert (
        line(done.stdout, "Database") == f"{tmp_path / 'data' / 'here.sqlite3'} (would be created)"
    )
    migrations = line(done.stdout, "Migrations")
    for file in sorted(MIGRATIONS.glob("*.sql")):
        assert file.stem in migrations
    assert line(done.stdout, "Games to resume").startswith("0 live games")
    assert "would be synced (never synced" in line(done.stdout, "Slash commands")
    # Before the first start, from the token's id (the stored one after it: the test below).
    assert line(done.stdout, "Invite URL").startswith(
        f"https://discord.com/oauth2/authorize?client_id={NO_FAKE_BOT_ID}&"
    )
    assert line(done.stdout, "Invite URL").endswith(f" {FROM_THE_TOKEN}")
    assert done.stdout.rstrip().endswith("run would start.")
    assert list(tmp_path.iterdir()) == []  # not even the folder


FROM_THE_TOKEN = (
    "(from the token: the bot's user id, which is also its application id except for some "
    "bots made in 2016 or before; confirmed at the first start)"
)
A_CLIENT_SECRET = "kX3mP9qR2sT7vW1y-Z4aB6cD8eF0gH5j"  # the OAuth2 page's: 32 characters, no dots


@pytest.mark.parametrize(
    ("token", "problem"),
    [
        (
            "abc",
            "DISCORD_TOKEN is not a bot token (those are three parts joined by dots, the first "
            "the bot's id in base64): paste the token from the Discord developer portal again, "
            "whole (Bot > Reset Token).",
        ),
        (
            A_CLIENT_SECRET,
            "DISCORD_TOKEN looks like the client secret from the OAuth2 page, which is not the "
            "bot token: paste the bot's token from the Discord developer portal instead (Bot > "
            "Reset Token).",
        ),
        (
            f"Bot {TOKEN}",
            'DISCORD_TOKEN starts with "Bot ": leave that out and write the token alone (the '
            "bot adds it itself).",
        ),
    ],
)
def test_a_token_that_cannot_be_a_bot_token_is_one_sentence(
    tmp_path: Path, token: str, problem: str
) -> None:
    done = check(tmp_path, DISCORD_TOKEN=token)
    assert done.returncode == 2
    assert done.stderr == problem + "\n"
    assert line(done.stdout, "Settings").startswith("1 problem, ")
    assert line(done.stdout, "Invite URL") == "unknown until the settings are fixed"
    assert done.stdout.rstrip().endswith("run would not start: fix the problem above.")
    assert list(tmp_path.iterdir()) == []


def test_piped_the_verdict_comes_after_the_problem(tmp_path: Path) -> None:
    # Both streams on one pipe, as `python -m bot check 2>&1 | less` or a service's log shows it.
    done = subprocess.run(
        [sys.executable, "-m", "bot", "check"],
        cwd=tmp_path,
        env={**ENV, "DISCORD_TOKEN": "abc"},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    lines = done.stdout.splitlines()
    assert lines[0].startswith("Settings:")
    assert lines[-2].startswith("DISCORD_TOKEN is not a bot token")
    assert lines[-1] == "run would not start: fix the problem above."


def test_an_up_to_date_database_with_live_games_is_left_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "gin.sqlite3"
    asyncio.run(a_database_with_games(path, synced=CommandSync("abc", "global", 4242)))
    before = files_under(tmp_path)
    done = check(tmp_path, GIN_DATABASE=str(path))
    assert done.returncode == 0, done.stderr
    assert line(done.stdout, "Database").startswith(f"{path} (schema ")
    assert line(done.stdout, "Migrations") == "none (up to date)"
    assert line(done.stdout, "Games to resume") == "3 live games and challenges in 2 servers"
    assert line(done.stdout, "Slash commands").startswith("last synced for global; synced again")
    url = line(done.stdout, "Invite URL")
    assert url.startswith("https://discord.com/oauth2/authorize?client_id=4242&")
    assert files_under(tmp_path) == before  # byte-identical, and no -wal or -shm beside it

    # Another sync target (a development server) means a sync at start.
    done = check(tmp_path, GIN_DATABASE=str(path), GIN_DEV_GUILD="777")
    assert done.returncode == 0, done.stderr
    assert line(done.stdout, "Slash commands") == (
        "would be synced (guild 777; last synced for global)"
    )
    assert files_under(tmp_path) == before


def test_a_development_server_is_said_to_leave_out_the_members_own_installs(
    tmp_path: Path,
) -> None:
    done = check(tmp_path, GIN_DEV_GUILD="777")
    assert done.returncode == 0, done.stderr
    warnings = [x for x in done.stdout.splitlines() if x.startswith("Warning: ")]
    assert warnings == [f"Warning: {DEV_GUILD_INSTALLS}"]
    assert "install the bot to their own accounts" in DEV_GUILD_INSTALLS
    assert "Warning" not in check(tmp_path).stdout  # global: nothing to say


@pytest.mark.parametrize(
    ("version", "pending", "games"),
    [
        (3, "004_ratings_and_servers", "0 live games and challenges in 0 servers"),
        (1, "002_members_timers_outbox", "1 live game or challenge in 1 server"),
    ],
)
def test_an_old_schema_lists_its_migrations_and_is_not_migrated(
    tmp_path: Path, version: int, pending: str, games: str
) -> None:
    path = tmp_path / "gin.sqlite3"
    a_database_of_schema(path, version)
    before = files_under(tmp_path)
    done = check(tmp_path, GIN_DATABASE=str(path))
    assert done.returncode == 0, done.stderr
    assert line(done.stdout, "Database") == f"{path} (schema {version})"
    migrations = line(done.stdout, "Migrations")
    assert migrations.startswith(f"would apply {pending}")
    assert migrations.endswith(migration_files()[-1][1].stem)  # up to the latest
    # The games as run would find them after migrating (the migrations ran on a copy).
    assert line(done.stdout, "Games to resume") == games
    assert files_under(tmp_path) == before


def test_a_damaged_file_is_one_sentence_and_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "gin.sqlite3"
    asyncio.run(a_database_with_games(path))
    data = bytearray(path.read_bytes())
    data[4096:] = os.urandom(len(data) - 4096)
    path.write_bytes(bytes(data))
    before = files_under(tmp_path)
    done = check(tmp_path, GIN_DATABASE=str(path))
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    (problem,) = done.stderr.strip().splitlines()
    assert "damaged" in problem and "backup" in problem
    assert "run would not start" in done.stdout
    assert files_under(tmp_path) == before


def test_each_bad_setting_is_one_sentence(tmp_path: Path) -> None:
    done = bot_command(
        tmp_path, "check", GIN_LOG_LEVEL="LOUD", GIN_DEV_GUILD="my-server"
    )  # and no token
    assert done.returncode == 2
    problems = done.stderr.strip().splitlines()
    assert len(problems) == 3, done.stderr
    assert [p.split()[0] for p in problems] == ["DISCORD_TOKEN", "GIN_DEV_GUILD", "GIN_LOG_LEVEL"]
    # What can be known still is: where the database is.
    assert (
        line(done.stdout, "Database") == f"{tmp_path / 'data' / 'gin.sqlite3'} (would be created)"
    )
    assert list(tmp_path.iterdir()) == []


def test_an_unreadable_game_is_a_warning_run_starts_anyway(tmp_path: Path) -> None:
    path = tmp_path / "gin.sqlite3"
    asyncio.run(a_database_with_games(path))
    db = sqlite3.connect(path)
    db.execute("UPDATE games SET rules = 'not json' WHERE id = 2")
    db.commit()
    db.close()
    done = check(tmp_path, GIN_DATABASE=str(path))
    assert done.returncode == 0, done.stderr
    assert line(done.stdout, "Games to resume") == "2 live games and challenges in 2 servers"
    warnings = [x for x in done.stdout.splitlines() if x.startswith("Warning:")]
    assert len(warnings) == 1 and "game 2" in warnings[0] and "aside" in warnings[0]


def test_check_imports_nothing_of_discord(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "bot", "check"],
        cwd=tmp_path,
        env={**ENV, "DISCORD_TOKEN": TOKEN},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0
    imported = {x.split("|")[-1].strip() for x in done.stderr.splitlines() if "|" in x}
    assert (
        "bot.store.factory" in imported
    )  # what check reads with (check itself comes by importlib)
    assert {n for n in imported if n.split(".")[0] in ("discord", "aiohttp")} == set()


def test_check_says_where_the_metrics_would_be_served(tmp_path: Path) -> None:
    from bot.discord.monitoring import ENDPOINTS

    def metrics(**env: str) -> tuple[str, list[str]]:
        done = check(tmp_path, **env)
        warnings = [x for x in done.stdout.splitlines() if x.startswith("Warning:")]
        return line(done.stdout, "Metrics"), warnings

    assert metrics() == ("off (GIN_METRICS_PORT is not set)", [])
    served, warnings = metrics(GIN_METRICS_PORT="9464")
    assert (served, warnings) == ("http://127.0.0.1:9464: /metrics, /livez, /healthz", [])
    assert re.findall(r" (/\w+)", served) == list(ENDPOINTS)  # what the bot serves
    assert metrics(GIN_METRICS_PORT="9464", GIN_METRICS_HOST="localhost")[1] == []
    # Every address of the machine (a container's must be): anyone reaching it reads the load.
    served, warnings = metrics(GIN_METRICS_PORT="9464", GIN_METRICS_HOST="0.0.0.0")
    assert served.startswith("http://0.0.0.0:9464: ")
    assert warnings == [
        "Warning: the metrics listen on 0.0.0.0 (GIN_METRICS_HOST), not a loopback address: "
        "anyone who can reach port 9464 there reads the bot's load (in a container, which "
        "needs it, publish the port on the host's 127.0.0.1 only, or to the monitor's network)."
    ]
    assert len(metrics(GIN_METRICS_PORT="9464", GIN_METRICS_HOST="::")[1]) == 1
    # The second of two clusters: the next port (the database is out of reach: the lines
    # before it are said all the same).
    cluster = {"GIN_DATABASE": "postgresql://gin@127.0.0.1:1/gin", "GIN_SHARD_COUNT": "2"}
    served, _ = metrics(**cluster, GIN_CLUSTERS="2", GIN_CLUSTER="1", GIN_METRICS_PORT="9464")
    assert served.startswith("http://127.0.0.1:9465 (GIN_METRICS_PORT plus the cluster's number)")


# -- where a relative GIN_DATABASE starts ------------------------------------------------------


def test_a_relative_database_starts_from_the_env_files_folder(tmp_path: Path) -> None:
    home, elsewhere = tmp_path / "home", tmp_path / "elsewhere"
    home.mkdir()
    elsewhere.mkdir()
    (home / ".env").write_text(f"DISCORD_TOKEN={TOKEN}\nGIN_DATABASE=db/gin.sqlite3\n")

    # .env in the working directory: its folder is the base.
    done = bot_command(home, "check")
    assert done.returncode == 0, done.stderr
    assert line(done.stdout, "Database") == f"{home / 'db' / 'gin.sqlite3'} (would be created)"
    assert str(home / ".env") in line(done.stdout, "Settings")

    # Another working directory with GIN_ENV_FILE naming that file: still the file's folder.
    done = bot_command(elsewhere, "check", GIN_ENV_FILE="../home/.env")
    assert done.returncode == 0, done.stderr
    assert line(done.stdout, "Database") == f"{home / 'db' / 'gin.sqlite3'} (would be created)"

    # No .env loaded (none in the working directory; no folder above is searched): the
    # working directory, and the token must come from the environment.
    (elsewhere / "sub").mkdir()
    done = bot_command(elsewhere / "sub", "check", DISCORD_TOKEN=TOKEN, GIN_DATABASE="g.sqlite3")
    assert done.returncode == 0, done.stderr
    assert line(done.stdout, "Database") == f"{elsewhere / 'sub' / 'g.sqlite3'} (would be created)"
    assert "no .env in" in line(done.stdout, "Settings")

    # The environment wins over the file.
    done = bot_command(home, "check", GIN_DATABASE=str(elsewhere / "env.sqlite3"))
    assert done.returncode == 0, done.stderr
    assert line(done.stdout, "Database") == f"{elsewhere / 'env.sqlite3'} (would be created)"


def test_a_missing_env_file_named_by_gin_env_file_is_a_problem(tmp_path: Path) -> None:
    done = bot_command(tmp_path, "check", GIN_ENV_FILE="nowhere.env", DISCORD_TOKEN=TOKEN)
    assert done.returncode == 2
    (problem,) = done.stderr.strip().splitlines()
    assert problem.startswith(f"GIN_ENV_FILE names {tmp_path / 'nowhere.env'}")


# -- backup ----------------------------------------------------------------------------------


@pytest.fixture
def database(tmp_path: Path) -> Path:
    path = tmp_path / "data" / "gin.sqlite3"
    path.parent.mkdir()
    asyncio.run(a_database_with_games(path))
    return path


def backup(tmp_path: Path, database: Path, *args: str) -> tuple[int, str, str]:
    done = bot_command(tmp_path, "backup", *args, GIN_DATABASE=str(database))
    return done.returncode, done.stdout, done.stderr


def refused(result: tuple[int, str, str], *words: str) -> None:
    code, out, err = result
    assert (code, out) == (2, ""), err
    (line,) = err.strip().splitlines()
    assert line.startswith("No backup made: ")
    for word in words:
        assert word in line, line


def test_a_backup_is_a_checked_copy_under_its_name(tmp_path: Path, database: Path) -> None:
    before = files_under(database.parent)
    code, out, err = backup(tmp_path, database, "copies/first.sqlite3")
    assert code == 2 and "does not exist" in err  # the folder is not made for you
    (tmp_path / "copies").mkdir()
    code, out, err = backup(tmp_path, database, "copies/first.sqlite3")
    assert code == 0, err
    target = tmp_path / "copies" / "first.sqlite3"
    size = target.stat().st_size
    assert out.strip() == (f"Backed up {database} to {target}: {size / 1024:.1f} KB, 3 games.")
    assert [p.name for p in target.parent.iterdir()] == ["first.sqlite3"]  # nothing else
    assert files_under(database.parent) == before  # the database untouched

    async def games() -> int:
        store = await open_store(target)
        try:
            rows, bad = await store.live_games()
            assert bad == []
            return len(rows)
        finally:
            await store.close()

    assert asyncio.run(games()) == 3


def test_an_existing_file_is_kept_unless_forced(tmp_path: Path, database: Path) -> None:
    target = tmp_path / "old.sqlite3"
    target.write_text("last week's backup")
    refused(backup(tmp_path, database, str(target)), "already exists", "--force")
    assert target.read_text() == "last week's backup"
    code, _, err = backup(tmp_path, database, str(target), "--force")
    assert code == 0, err
    assert sqlite3.connect(target).execute("SELECT COUNT(*) FROM games").fetchone() == (3,)


def test_bad_paths_are_refused_and_change_nothing(tmp_path: Path, database: Path) -> None:
    before = files_under(tmp_path)
    refused(backup(tmp_path, database, "missing/gin.sqlite3"), "missing", "does not exist")
    refused(backup(tmp_path, database, str(tmp_path)), "is a folder", "gin-backup.sqlite3")
    refused(backup(tmp_path, database, str(database), "--force"), "the database itself")
    refused(backup(tmp_path, tmp_path / "none.sqlite3", "x.sqlite3"), "no database at")
    assert files_under(tmp_path) == before
    assert not (tmp_path / "missing").exists()


# -- backup --into FOLDER --keep N: dated backups, the newest kept ------------------------------

DATED = re.compile(r"gin-(\d{4}-\d{2}-\d{2}T\d{6}Z)\.sqlite3")


def test_dated_backups_go_into_a_folder_and_only_the_newest_are_kept(
    tmp_path: Path, database: Path
) -> None:
    folder = tmp_path / "backups"
    folder.mkdir()
    older = [f"gin-2020-01-0{day}T040000Z.sqlite3" for day in (1, 2, 3)]
    for name in older:
        (folder / name).write_text("an older backup")
    # Not a name --into gives: never counted, never removed.
    others = ["before-update.sqlite3", "gin-notes.sqlite3", "gin-2020-01-01.sqlite3"]
    for name in others:
        (folder / name).write_text("the host's own")

    started = datetime.now(UTC).replace(microsecond=0)
    code, out, err = backup(tmp_path, database, "--into", "backups", "--keep", "3")
    ended = datetime.now(UTC)
    assert code == 0, err
    (made,) = [p for p in folder.iterdir() if DATED.fullmatch(p.name) and p.name not in older]
    stamp = DATED.fullmatch(made.name)
    assert stamp is not None
    assert started <= datetime.strptime(stamp.group(1), "%Y-%m-%dT%H%M%S%z") <= ended
    first, second = out.strip().splitlines()
    assert first.startswith(f"Backed up {database} to {made}: ") and first.endswith(", 3 games.")
    assert second == f"Removed 1 older backup (--keep 3): {older[0]}."
    assert sorted(p.name for p in folder.iterdir()) == sorted([*older[1:], made.name, *others])
    assert sqlite3.connect(made).execute("SELECT COUNT(*) FROM games").fetchone() == (3,)

    # Without --keep every dated backup stays.
    code, out, err = backup(tmp_path, database, "--into", str(folder))
    assert code == 0, err
    assert len(out.strip().splitlines()) == 1
    assert len([p for p in folder.iterdir() if DATED.fullmatch(p.name)]) == 4


def test_the_newest_backup_stays_even_after_a_clock_that_ran_ahead(
    tmp_path: Path, database: Path
) -> None:
    folder = tmp_path / "backups"
    folder.mkdir()
    (folder / "gin-2999-01-01T000000Z.sqlite3").write_text("made while the clock was wrong")
    code, out, err = backup(tmp_path, database, "--into", str(folder), "--keep", "1")
    assert code == 0, err
    (made,) = folder.iterdir()
    assert made.name.startswith(f"gin-{datetime.now(UTC):%Y}")
    assert out.strip().endswith("(--keep 1): gin-2999-01-01T000000Z.sqlite3.")


@pytest.mark.parametrize(
    ("args", "words"),
    [
        ((), ["backup PATH", "--into FOLDER"]),
        (("x.sqlite3", "--into", "."), ["one of the two"]),
        (("x.sqlite3", "--keep", "3"), ["add --into"]),
        (("--into", ".", "--keep", "0"), ["1 or more", "not 0"]),
        (("--into", ".", "--force"), ["leave it out"]),
        (("--into", "missing"), ["missing does not exist", "mkdir -m 700"]),
    ],
)
def test_dated_backups_refuse_what_cannot_be_meant(
    tmp_path: Path, database: Path, args: tuple[str, ...], words: list[str]
) -> None:
    before = files_under(tmp_path)
    refused(backup(tmp_path, database, *args), *words)
    assert files_under(tmp_path) == before


def test_an_older_backup_that_cannot_be_removed_is_said_and_the_new_one_kept(
    tmp_path: Path, database: Path
) -> None:
    folder = tmp_path / "backups"
    folder.mkdir()
    # A folder of a dated backup's name: unlink refuses it, as it would a file the bot's user
    # may not remove (root, which runs these tests, may remove any file).
    (folder / "gin-2020-01-01T000000Z.sqlite3").mkdir()
    code, out, err = backup(tmp_path, database, "--into", str(folder), "--keep", "1")
    assert code == 1
    assert out.startswith(f"Backed up {database} to {folder}/gin-")
    (line,) = err.strip().splitlines()
    assert line.startswith(f"Older backups not removed: {folder}/gin-2020-01-01T000000Z.sqlite3")
    assert len(list(folder.iterdir())) == 2
