"""The SQLite database file, checked before anything writes: whether a path is (or can become)
this bot's database, its schema version and the migrations it still needs, a consistent copy,
and the last heartbeat, each read-only (the operations commands ask these through the
factory).

Our databases carry ``PRAGMA application_id``; one written before the mark existed is
recognised by its exact schema. A folder, a file of another kind or another application, a
damaged file or a schema from a newer release is refused with one sentence saying what to do.
"""

from __future__ import annotations

import fcntl
import os
import sqlite3
import stat
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from bot.store.base import DatabaseError, DatabaseInUse
from bot.store.sql.values import HEARTBEAT, state_key, to_float

MIGRATIONS = Path(__file__).with_name("migrations")
APPLICATION_ID = 0x47696E52  # "GinR": PRAGMA application_id of this bot's databases
SQLITE_HEADER = b"SQLite format 3\x00"


def migration_files() -> list[tuple[int, Path]]:
    files = sorted(MIGRATIONS.glob("[0-9][0-9][0-9]_*.sql"))
    return [(int(f.name[:3]), f) for f in files]


def latest_version() -> int:
    return migration_files()[-1][0]


def _schema_of(db: sqlite3.Connection) -> list[tuple[str, str, str, str | None]]:
    return db.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name"
    ).fetchall()


@cache
def expected_schemas() -> dict[int, list[tuple[str, str, str, str | None]]]:
    """The exact schema after each migration (and 0: empty), built in memory."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    try:
        schemas = {0: _schema_of(db)}
        for number, file in migration_files():
            db.executescript("BEGIN;\n" + file.read_text(encoding="utf-8") + "\nCOMMIT;")
            schemas[number] = _schema_of(db)
        return schemas
    finally:
        db.close()


def _writable(path: Path) -> bool:
    if not os.access(path, os.W_OK):
        return False
    if os.geteuid() == 0:  # root passes every access check: go by the mode bits
        return bool(path.stat().st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
    return True


def pending_migrations(version: int) -> list[Path]:
    """The migration files a database at schema ``version`` still needs, in order."""
    return [file for number, file in migration_files() if number > version]


def check_database(path: Path, *, create: bool = True) -> int:
    """Refuse, with one sentence and without writing anything, a path that is not (and can't
    become) this bot's database; its schema version otherwise (0: new). With ``create``, makes
    the missing folders of a new database; without, only checks that they could be made."""
    shown = str(path)
    if path.is_dir():
        raise DatabaseError(
            f"GIN_DATABASE ({shown}) is a folder, not a file: point it at a file in it, such "
            f"as {path / 'gin.sqlite3'}."
        )
    folder = path.parent
    existing = next(a for a in (folder, *folder.parents) if a.exists())
    if not existing.is_dir():
        raise DatabaseError(
            f"GIN_DATABASE ({shown}) can't be created because {existing} is a file, "
            "not a folder: choose another path."
        )
    if create:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DatabaseError(
                f"GIN_DATABASE ({shown}) can't be created ({exc.strerror or exc}): choose a "
                "folder the bot can write to."
            ) from None
        existing = folder
    if not _writable(existing):
        raise DatabaseError(
            f"The folder {existing} is not writable, so the database {shown} can't be kept "
            "there: give the bot's user write access to it, or choose another GIN_DATABASE."
        )
    if not path.exists() or path.stat().st_size == 0:
        return 0
    if not _writable(path):
        raise DatabaseError(
            f"The database {shown} is read-only: give the bot's user write access to it, or "
            "choose another GIN_DATABASE."
        )
    try:
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise DatabaseError(f"The database {shown} can't be read ({exc.strerror}).") from None
    if header != SQLITE_HEADER:
        raise DatabaseError(
            f"{shown} is not a SQLite database: point GIN_DATABASE at the bot's database, or "
            "at a new file."
        )
    return check_schema(path)


def read_state(path: Path, names: Sequence[str]) -> dict[str, str]:
    """The bot's own values ``names`` at ``path`` (read-only, one query; those never set, or
    no database there, are missing)."""
    if not path.is_file() or not names:
        return {}
    marks = ", ".join("?" for _ in names)
    try:
        db = sqlite3.connect(readonly_uri(path), uri=True)
        try:
            rows = db.execute(
                f"SELECT name, value FROM bot_state WHERE name IN ({marks})", tuple(names)
            ).fetchall()
        finally:
            db.close()
    except sqlite3.Error:
        return {}
    return {str(name): str(value) for name, value in rows}


def last_heartbeat(path: Path, shard: int = 0) -> float | None:
    """When the bot (``shard``) at ``path`` last said it could receive clicks (read-only, one
    query; None: never, or no database there)."""
    return to_float(
        read_state(path, [state_key(HEARTBEAT, shard)]).get(state_key(HEARTBEAT, shard))
    )


def copy_database(source: Path, target: Path) -> int:
    """Copy the database ``source`` (read-only, while the bot may be writing it) into the
    empty file ``target`` as one snapshot, a single self-contained file, and check the copy;
    its number of games. :class:`DatabaseError` if it can't be made or is damaged."""
    try:
        reader = sqlite3.connect(readonly_uri(source), uri=True)
        try:
            copy = sqlite3.connect(target, isolation_level=None)
            try:
                # All pages in one step: one snapshot, whatever the bot commits meanwhile.
                reader.backup(copy)
                copy.execute("PRAGMA journal_mode=DELETE")  # no -wal file to carry along
                problems = [r[0] for r in copy.execute("PRAGMA integrity_check") if r[0] != "ok"]
                (games,) = copy.execute("SELECT COUNT(*) FROM games").fetchone()
            finally:
                copy.close()
        finally:
            reader.close()
    except sqlite3.Error as exc:
        raise DatabaseError(
            f"The copy failed ({exc}): check the free space and the folders' permissions, and "
            "try again."
        ) from None
    if problems:
        raise DatabaseError(
            f"The copy is damaged ({problems[0]}), so it was not kept: the database itself may "
            "be damaged; run python -m bot check."
        )
    with open(target, "rb") as file:
        os.fsync(file.fileno())
    return int(games)


def readonly_uri(path: Path) -> str:
    """A URI opening ``path`` read-only. With no WAL file beside it also "immutable": SQLite
    then creates no -wal/-shm companions either. A WAL file (a running bot's, or one left by a
    crash) is read: it may hold commits."""
    wal = Path(f"{path}-wal").exists()
    return f"{path.resolve().as_uri()}?mode=ro" + ("" if wal else "&immutable=1")


def check_schema(path: Path) -> int:
    """The schema version of the SQLite file ``path`` if it is this bot's database (read
    only); :class:`DatabaseError` otherwise."""
    shown = str(path)
    try:
        db = sqlite3.connect(readonly_uri(path), uri=True)
    except sqlite3.Error as exc:
        raise DatabaseError(f"The database {shown} can't be opened ({exc}).") from None
    try:
        application_id = db.execute("PRAGMA application_id").fetchone()[0]
        version = db.execute("PRAGMA user_version").fetchone()[0]
        schema = _schema_of(db)
        problems = [r[0] for r in db.execute("PRAGMA quick_check(3)").fetchall() if r[0] != "ok"]
    except sqlite3.DatabaseError as exc:
        raise DatabaseError(
            f"The database {shown} is damaged ({exc}): restore it from a backup, or point "
            "GIN_DATABASE at a new file."
        ) from None
    finally:
        db.close()
    if problems:
        raise DatabaseError(
            f"The database {shown} is damaged ({problems[0]}): restore it from a backup, or "
            "point GIN_DATABASE at a new file."
        )
    expected = expected_schemas()
    latest = latest_version()
    if application_id == APPLICATION_ID:
        if version > latest:
            raise DatabaseError(
                f"The database {shown} was written by a newer release of the bot (schema "
                f"{version}; this release knows up to {latest}): update the bot, or restore a "
                "backup made with this release."
            )
        if schema != expected.get(version):
            raise DatabaseError(
                f"The database {shown} does not have the tables of schema {version} (was it "
                "changed by hand?): restore it from a backup."
            )
        return int(version)
    # No mark: a new file, or one written by the first release (recognised by its schema).
    if application_id == 0 and (version, schema) in ((0, expected[0]), (1, expected[1])):
        return int(version)
    if application_id == 0 and version > latest and _looks_like_ours(schema):
        raise DatabaseError(
            f"The database {shown} was written by a newer release of the bot (schema "
            f"{version}; this release knows up to {latest}): update the bot, or restore a "
            "backup made with this release."
        )
    raise DatabaseError(
        f"{shown} is a SQLite database of another application, or of a bot release this one "
        "does not know: point GIN_DATABASE at the bot's database, or at a new file."
    )


def _looks_like_ours(schema: list[tuple[str, str, str, str | None]]) -> bool:
    tables = {name for kind, name, _, _ in schema if kind == "table"}
    return {"games", "deals", "results"} <= tables


def lock_path(path: Path) -> Path:
    """The file beside the database whose lock says a bot process is using it."""
    return path.with_name(path.name + ".lock")


def hold_lock(path: Path) -> int:
    """Take the database's process lock, held until the returned descriptor is closed (or the
    process ends, however it ends: the kernel lets go). :class:`DatabaseError` if another
    process holds it: SQLite serves one bot process; several share a PostgreSQL database."""
    lock = lock_path(path)
    try:
        descriptor = os.open(lock, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
    except OSError as exc:
        raise DatabaseError(
            f"The lock file {lock} can't be made ({exc.strerror or exc}): give the bot's user "
            "write access to the database's folder."
        ) from None
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(descriptor)
        raise DatabaseInUse(
            f"Another bot process is using {path}: stop it first. A SQLite database serves one "
            "process; to run several, move to PostgreSQL (python -m bot move-to, see "
            "docs/scaling.md)."
        ) from None
    return descriptor
