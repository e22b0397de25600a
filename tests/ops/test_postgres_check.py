"""``python -m bot check`` on a PostgreSQL database: what run would do, read only, and one
sentence with exit status 2 for a server out of reach, a database missing or another
application's; the password never printed."""

from __future__ import annotations

from pathlib import Path

import asyncpg

from bot.store.factory import open_store
from tests.ops.test_check_and_backup import check


def with_password(url: str, database: str | None = None) -> str:
    secret = url.replace("postgresql://postgres@", "postgresql://postgres:s3cret@")
    return secret if database is None else f"{secret.rsplit('/', 1)[0]}/{database}"


async def test_check_says_what_run_would_do_on_postgresql(
    tmp_path: Path, postgres_url: str
) -> None:
    new = check(tmp_path, GIN_DATABASE=with_password(postgres_url))
    assert new.returncode == 0, new.stderr
    assert "s3cret" not in new.stdout + new.stderr
    lines = dict(line.split(":", 1) for line in new.stdout.splitlines() if ":" in line)
    assert lines["Database"].strip().startswith("postgresql://postgres:***@")
    assert lines["Database"].strip().endswith("(empty: would be created)")
    assert lines["Migrations"].strip().startswith("would apply 006_schema, 007_shard_leases")
    assert lines["Games to resume"].strip() == "none (a new database)"
    # Checking wrote nothing: the database is still empty.
    connection = await asyncpg.connect(postgres_url)
    try:
        assert (
            await connection.fetchval("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")
            == 0
        )
    finally:
        await connection.close()

    store = await open_store(postgres_url)  # run's first start
    await store.close()
    again = check(tmp_path, GIN_DATABASE=with_password(postgres_url))
    assert again.returncode == 0, again.stderr
    assert "Migrations:      none (up to date)" in again.stdout
    assert "Games to resume: 0 live games and challenges in 0 servers" in again.stdout


async def test_check_refuses_what_run_could_not_use(tmp_path: Path, postgres_url: str) -> None:
    missing = check(tmp_path, GIN_DATABASE=with_password(postgres_url, "no_such_db"))
    assert missing.returncode == 2 and "s3cret" not in missing.stdout + missing.stderr
    assert missing.stderr.splitlines()[0] == (
        f"The database no_such_db does not exist on the PostgreSQL server at "
        f"{postgres_url.split('@')[1].split('/')[0]}: create it (createdb no_such_db), or fix the "
        "database's name in GIN_DATABASE."
    )
    away = check(tmp_path, GIN_DATABASE="postgresql://gin:s3cret@127.0.0.1:1/gin")
    assert away.returncode == 2 and "s3cret" not in away.stdout + away.stderr
    assert "can't be reached" in away.stderr
    connection = await asyncpg.connect(postgres_url)
    try:
        await connection.execute("CREATE TABLE invoices (id BIGINT)")
    finally:
        await connection.close()
    other = check(tmp_path, GIN_DATABASE=postgres_url)
    assert other.returncode == 2 and "another application's tables" in other.stderr
