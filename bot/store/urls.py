"""What ``GIN_DATABASE`` names, as the bot says it: a file path or ``sqlite:///`` URL (SQLite),
or a ``postgresql://`` URL (PostgreSQL). A password in a URL is never shown: every message,
log line and report goes through :func:`shown_database`."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlencode, urlsplit, urlunsplit

__all__ = ["POSTGRES_SCHEMES", "is_postgres", "passwords", "scrubbed", "shown_database"]

POSTGRES_SCHEMES = ("postgresql://", "postgres://")
HIDDEN = "***"


def is_postgres(database: str | Path) -> bool:
    return isinstance(database, str) and database.lower().startswith(POSTGRES_SCHEMES)


def _password(url: str) -> str | None:
    parts = urlsplit(url)
    if parts.password:
        return parts.password
    return next((v for k, v in parse_qsl(parts.query) if k == "password"), None)


def shown_database(database: str | Path) -> str:
    """``database`` as the bot prints it: a path as it is, a URL without its password."""
    if not isinstance(database, str) or "://" not in database:
        return str(database)
    parts = urlsplit(database)
    netloc = parts.netloc
    if parts.password is not None:
        user, _, host = netloc.rpartition("@")
        netloc = f"{user.split(':', 1)[0]}:{HIDDEN}@{host}"
    query = urlencode(
        [(k, HIDDEN if k == "password" else v) for k, v in parse_qsl(parts.query)], safe="*"
    )
    return urlunsplit((parts.scheme, netloc, parts.path, query, parts.fragment))


def passwords(database: str | Path) -> set[str]:
    """The password of ``database`` in each form a message may quote it (as written in the
    URL, and decoded); none for a file, or a URL without one."""
    password = _password(database) if isinstance(database, str) else None
    return {password, unquote(password)} if password else set()


def scrubbed(text: str, database: str | Path) -> str:
    """``text`` (a driver's error, say) with the password of ``database`` hidden, should the
    driver have quoted it."""
    for form in passwords(database):
        text = text.replace(form, HIDDEN)
    return text
