"""``python -m bot move-to``: a SQLite database with history, live games and the bot's own state
moves into an empty PostgreSQL one whole (every row, every id, the next id past them), the
games go on there, and every refusal (a running bot, a database that is not empty, a URL of
another kind) changes nothing; a PostgreSQL backup is a ``pg_dump`` archive, and no ``pg_dump``
outlives a backup that is killed."""

from __future__ import annotations

import asyncio
import random
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.engine import Rules
from bot.model import CommandSync, GameStatus, LeaderboardSort
from bot.model.cards import CardOrder, CardStyle, SuitColours
from bot.model.settings import ServerSettings
from bot.service import ChallengeRequest, TableService
from bot.store import DatabaseError, Store
from bot.store.factory import move_to, open_store
from bot.store.postgres.load import TABLES
from tests.ops.test_check_and_backup import ENV, bot_command
from tests.support.games import ANN, BOB, CAT, Clock, no_computer, play_out, start
from tests.support.processes import Proc, assert_none_left, descendants, kill_all
from tests.support.store_reads import rows

SERVER = 1


@pytest.fixture
def url(postgres_url: str) -> str:
    return postgres_url


async def service_on(store: Store) -> TableService:
    service = TableService(
        store, computer=no_computer, clock=Clock(), rng_for=lambda game_id: random.Random(game_id)
    )
    await service.load()
    return service


async def a_season_in_sqlite(path: Path) -> tuple[int, int]:
    """Finished games of two formats, one game in play, a challenge, settings, choices, a
    sync: (the game in play, the challenge)."""
    store = await open_store(path)
    try:
        service = await service_on(store)
        await service.choices.set_settings(
            SERVER, ServerSettings(challenge_limit=100, language="de"), by=ANN, detail="tests"
        )
        await play_out(service, await start(service, (ANN, BOB)))
        await play_out(service, await start(service, (ANN, BOB, CAT), format="three"))
        in_play = await start(service, (BOB, CAT), channel=6)
        await play_out(service, in_play, stop_before_end=True)
        request = ChallengeRequest(SERVER, 7, (ANN, CAT), Rules(), 600, names=("Ann", "Cat"))
        challenge = (await service.challenge(request)).id
        await store.set_turn_ping(SERVER, BOB, True)
        await store.set_card_style(SERVER, CAT, CardStyle(CardOrder.SUIT, SuitColours.FOUR))
        await store.record_command_sync(CommandSync("digest", "global", 99), 123.5)
        await store.heartbeat(1_000_500.25, downtime=12.5)
        await service.close()
    finally:
        await store.close()
    return in_play, challenge


async def test_everything_moves_and_the_games_go_on(tmp_path: Path, url: str) -> None:
    path = tmp_path / "gin.sqlite3"
    in_play, challenge = await a_season_in_sqlite(path)
    before = await open_store(path)
    try:
        key = await before.control_key()  # made the first time it is asked for
        everything = {t: sorted(await rows(before, f"SELECT * FROM {t}"), key=repr) for t in TABLES}
        leaderboard = await before.leaderboard(SERVER, sort=LeaderboardSort.RATING, min_games=1)
        stats = await before.member_stats(SERVER, ANN)
        history = await before.history(SERVER, BOB)
        live = await before.live_games()
        clock = (await before.last_alive(), await before.downtime())
    finally:
        await before.close()

    moved = await move_to(path, url)
    assert moved.rows == {t: len(r) for t, r in everything.items()}
    assert moved.rows["games"] == 4 and moved.next_game_id == 5

    after = await open_store(url)
    try:
        # Row for row, and what the interface shows of them.
        for table in TABLES:
            assert sorted(await rows(after, f"SELECT * FROM {table}"), key=repr) == [
                tuple(r) for r in everything[table]
            ], table
        assert (
            await after.leaderboard(SERVER, sort=LeaderboardSort.RATING, min_games=1) == leaderboard
        )
        assert await after.member_stats(SERVER, ANN) == stats
        assert await after.history(SERVER, BOB) == history
        assert await after.control_key() == key  # buttons already posted stay the bot's own
        assert await after.live_games() == live
        assert (await after.last_alive(), await after.downtime()) == clock
        assert (await after.last_command_sync()) == CommandSync("digest", "global", 99)
        assert await after.card_styles() == {
            (SERVER, CAT): CardStyle(CardOrder.SUIT, SuitColours.FOUR)
        }

        # The game in play is finished there, and a new game gets the next id, not an old one.
        service = await service_on(after)
        await play_out(service, in_play)
        finished = await after.get_game(in_play)
        assert finished is not None and finished.status is GameStatus.FINISHED
        await service.accept(challenge, CAT)
        assert await start(service, (ANN, BOB), channel=8) == moved.next_game_id
        await service.close()
    finally:
        await after.close()


async def test_a_refused_move_changes_nothing(tmp_path: Path, url: str) -> None:
    path = tmp_path / "gin.sqlite3"
    await a_season_in_sqlite(path)
    source = path.read_bytes()

    running = await open_store(path)  # a bot still running on the file
    try:
        with pytest.raises(DatabaseError, match=r"^A bot is running on .*: stop it first"):
            await move_to(path, url)
    finally:
        await running.close()
    with pytest.raises(DatabaseError, match="as a postgresql:// URL"):
        await move_to(path, f"sqlite:///{tmp_path / 'other.sqlite3'}")
    with pytest.raises(DatabaseError, match="There is no database at"):
        await move_to(tmp_path / "missing.sqlite3", url)

    await move_to(path, url)
    copied = await open_store(url)
    try:
        counted = await rows(copied, "SELECT COUNT(*) FROM games")
    finally:
        await copied.close()
    with pytest.raises(DatabaseError, match="is not empty"):
        await move_to(path, url)  # twice: the second would mix two copies
    copied = await open_store(url)
    try:
        assert await rows(copied, "SELECT COUNT(*) FROM games") == counted
    finally:
        await copied.close()
    assert path.read_bytes() == source  # the SQLite file is as it was


async def test_the_command_says_what_moved_without_the_password(tmp_path: Path, url: str) -> None:
    path = tmp_path / "gin.sqlite3"
    await a_season_in_sqlite(path)
    # The test server trusts loopback: any password gets in, so a URL may carry one.
    with_password = url.replace("postgresql://postgres@", "postgresql://postgres:s3cret@")
    done = bot_command(tmp_path, "move-to", with_password, GIN_DATABASE=str(path))
    assert done.returncode == 0, done.stderr
    assert "s3cret" not in done.stdout + done.stderr
    assert done.stdout.startswith(f"Moved {path} into postgresql://postgres:***@")
    assert "4 games" in done.stdout and "each checked" in done.stdout
    again = bot_command(tmp_path, "move-to", with_password, GIN_DATABASE=str(path))
    assert again.returncode == 2 and again.stdout == ""
    assert again.stderr.startswith("Nothing moved. The database postgresql://postgres:***@")
    assert "s3cret" not in again.stderr


async def test_a_postgresql_backup_is_a_pg_dump_archive_that_restores(
    tmp_path: Path, url: str, postgres_server: Any
) -> None:
    path = tmp_path / "gin.sqlite3"
    await a_season_in_sqlite(path)
    await move_to(path, url)
    with_password = url.replace("postgresql://postgres@", "postgresql://postgres:s3cret@")
    target = tmp_path / "backup.dump"
    done = bot_command(tmp_path, "backup", str(target), GIN_DATABASE=with_password)
    assert done.returncode == 0, done.stderr
    assert "s3cret" not in done.stdout + done.stderr
    assert done.stdout.startswith("Backed up postgresql://postgres:***@")
    assert "4 games" in done.stdout and "pg_restore" in done.stdout
    # Restored into a new, empty database, it is the same database.
    restored = await postgres_server.fresh_database()
    try:
        subprocess.run(
            ["pg_restore", "--no-owner", f"--dbname={restored}", str(target)], check=True
        )
        copies = []
        for database in (url, restored):
            store = await open_store(database)
            try:
                copies.append(
                    {t: sorted(await rows(store, f"SELECT * FROM {t}"), key=repr) for t in TABLES}
                )
            finally:
                await store.close()
        assert copies[0] == copies[1] and copies[0]["games"]
    finally:
        await postgres_server.drop_database(restored.rsplit("/", 1)[1])
    # An existing file is kept unless --force.
    again = bot_command(tmp_path, "backup", str(target), GIN_DATABASE=url)
    assert again.returncode == 2 and "already exists" in again.stderr


async def test_dated_postgresql_backups_go_into_a_folder_and_only_the_newest_are_kept(
    tmp_path: Path, url: str
) -> None:
    path = tmp_path / "gin.sqlite3"
    await a_season_in_sqlite(path)
    await move_to(path, url)
    folder = tmp_path / "backups"
    folder.mkdir()
    older = ["gin-2020-01-01T040000Z.dump", "gin-2020-01-02T040000Z.sqlite3"]  # before the move
    for name in older:
        (folder / name).write_text("an older backup")
    done = bot_command(tmp_path, "backup", "--into", str(folder), "--keep", "2", GIN_DATABASE=url)
    assert done.returncode == 0, done.stderr
    (made,) = [p for p in folder.iterdir() if p.name not in older]
    assert re.fullmatch(r"gin-\d{4}-\d{2}-\d{2}T\d{6}Z\.dump", made.name)
    assert f" to {made}: " in done.stdout and "4 games" in done.stdout
    assert done.stdout.strip().endswith(f"Removed 1 older backup (--keep 2): {older[0]}.")
    assert sorted(p.name for p in folder.iterdir()) == sorted([older[1], made.name])
    listed = subprocess.run(
        ["pg_restore", "--list", str(made)], capture_output=True, text=True, check=True
    )
    assert "TABLE DATA public games" in listed.stdout


async def test_a_killed_backup_leaves_no_pg_dump_behind(tmp_path: Path, url: str) -> None:
    path = tmp_path / "gin.sqlite3"
    await a_season_in_sqlite(path)
    await move_to(path, url)
    # Another session holds a table, so pg_dump (which locks every table it dumps) waits.
    holder = await asyncpg.connect(url)
    backup: subprocess.Popen[bytes] | None = None
    dumps: list[Proc] = []
    try:
        await holder.execute("BEGIN; LOCK TABLE results IN ACCESS EXCLUSIVE MODE")
        backup = subprocess.Popen(
            [sys.executable, "-m", "bot", "backup", str(tmp_path / "backup.dump")],
            cwd=tmp_path,
            env={**ENV, "GIN_DATABASE": url},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 60
        while not dumps and time.monotonic() < deadline and backup.poll() is None:
            await asyncio.sleep(0.05)
            found = descendants(backup.pid)
            dumps = [p for p in found if Path(p.command.split(" ")[0]).name == "pg_dump"]
        assert dumps, "the backup never started pg_dump"
        backup.kill()  # as the OOM killer would
        await assert_none_left(dumps, "the backup was killed")
    finally:
        if backup is not None:
            backup.kill()
            backup.wait()
        kill_all(dumps)
        await holder.close()
