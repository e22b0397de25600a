"""The bot's log: text for people, or one JSON object a line for machines (``GIN_LOG_FORMAT=json``),
and never a secret in either (docs/monitoring.md, "Logs").

**Ids.** A JSON line names the cluster that wrote it and, where the bot knows them, the shard,
server (``guild``), ``channel``, ``game`` and ``member`` it is about. They ride in a context
variable, noted where the bot learns them: an interaction's arrival (its server, channel, member
and shard), a click on a game's control (the game), a table's own tasks and its timers. asyncio
gives every task a copy of the context it was started from, so the log calls below those points
gain the ids as they are written. Discord's ids (server, channel, member) are written as strings,
as Discord's API writes them: they pass 2**53, past which a reader that takes JSON numbers for
doubles (JavaScript, jq before 1.7) changes their last digits; the cluster, shard and game are
the bot's own small numbers.

**Secrets.** Every line is scrubbed whole as it is formatted, its traceback too, whoever logged it
(:class:`Scrubber`): the bot token and the database's password (known), any token of a bot
token's shape, the token in an interaction's or a webhook's path (discord.py's URLs for
answering an interaction), a password in any URL. And the payloads that other libraries put in
their debug lines are withheld (:func:`shown`): discord.py's requests and Discord's answers
(a private hand's cards are in them, and members' messages), the gateway's events (a click
carries the private message clicked; only the event's name and number are kept), aiosqlite's
statements (their parameters hold every game's deck). A line keeps what a host debugging
Discord's rate limits reads: the method, the route (ids kept, tokens hidden), the status, the
buckets, the waits.

This module imports nothing of the bot: the service notes its ids here as the Discord side does.
"""

from __future__ import annotations

import contextvars
import copy
import enum
import functools
import json
import logging
import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, fields
from datetime import UTC, datetime
from typing import Any

__all__ = [
    "HIDDEN",
    "Ids",
    "JsonLines",
    "Scrubber",
    "TextLines",
    "about",
    "context_of",
    "formatter",
    "note",
    "shown",
]

HIDDEN = "***"
# The loggers whose calls are the bot's own: their arguments are chosen for the log.
OWN_LOGGERS = ("bot", "cogs")
# discord.py's plain layout (discord.utils.setup_logging), which people have read so far.
TEXT_LAYOUT = "[{asctime}] [{levelname:<8}] {name}: {message}"
TEXT_TIME = "%Y-%m-%d %H:%M:%S"


# -- ids ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Ids:
    """What a line is about (None: not known there)."""

    shard: int | None = None
    guild: int | None = None
    channel: int | None = None
    game: int | None = None
    member: int | None = None


FIELDS = tuple(field.name for field in fields(Ids))
_FIELD_SET = frozenset(FIELDS)
SNOWFLAKES = frozenset({"guild", "channel", "member"})  # Discord's ids: written as strings
UNKNOWN = Ids()  # (frozen: one value for every context that noted nothing)
_ids: contextvars.ContextVar[Ids] = contextvars.ContextVar("gin_log_ids", default=UNKNOWN)


def note(**known: int | None) -> None:
    """The current task's lines from here on (and those of the tasks it starts) carry ``known``
    besides what was noted before: where an interaction arrives, say (its task is its own)."""
    if not known.keys() <= _FIELD_SET:
        raise TypeError(f"not a log id: {sorted(known.keys() - _FIELD_SET)}")
    ids = _ids.get()  # (dataclasses.replace checks every field each time: a click notes twice)
    _ids.set(Ids(*[known.get(name, getattr(ids, name)) for name in FIELDS]))


@contextmanager
def about(ids: Ids) -> Iterator[None]:
    """The lines logged inside carry ``ids`` alone (a timer's work on one table of many)."""
    token = _ids.set(ids)
    try:
        yield
    finally:
        _ids.reset(token)


def context_of(ids: Ids) -> contextvars.Context:
    """A copy of the current context whose lines carry ``ids`` alone, for a task started for a
    table (``asyncio.create_task(..., context=...)``): a table's edits are the table's, not
    the clicker's whose move started them."""
    context = contextvars.copy_context()
    context.run(_ids.set, ids)
    return context


# -- secrets --------------------------------------------------------------------------------

# A bot token (bot/config.py): the bot's id in base64url (a digit's first character is M, N or
# O), a timestamp of 4 bytes (6 characters) and a signature, joined by dots.
_BOT_TOKEN = re.compile(r"\b[MNO][A-Za-z0-9_-]{17,}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,}")
# The paths with an interaction's token (its callback) or a webhook's (follow-ups and the
# original response, edited): /interactions/{id}/{token}/..., /webhooks/{id}/{token}/...
_TOKEN_PATH = re.compile(r"(/(?:interactions|webhooks)/\d+/)[^/\s?#'\"]+")
# A password in a URL: scheme://user:password@host, or ...?password=... (libpq's keyword).
_URL_PASSWORD = re.compile(r"(\b[A-Za-z][A-Za-z0-9+.-]*://[^\s:/@'\"]*:)[^\s@/'\"]*@")
_QUERY_PASSWORD = re.compile(r"([?&]password=)[^&\s'\"]+", re.IGNORECASE)
_PATTERNS = (
    (_BOT_TOKEN, HIDDEN),
    (_TOKEN_PATH, rf"\g<1>{HIDDEN}"),
    (_URL_PASSWORD, rf"\g<1>{HIDDEN}@"),
    (_QUERY_PASSWORD, rf"\g<1>{HIDDEN}"),
)


def shown(value: object) -> object:
    """An argument of another library's log call as the log may show it: plain values (a
    method, a URL, a status, an id, an error) as they are; a payload withheld, named by its
    kind (and a text's length); a gateway event by its opcode, name and sequence number."""
    if value is None or isinstance(value, (bool, int, float, enum.Enum, BaseException)):
        return value
    if isinstance(value, str):
        if value.lstrip()[:1] in ("{", "["):  # JSON: a request's or an answer's body
            return f"<JSON withheld, {len(value)} characters>"
        return value
    if isinstance(value, Mapping) and "op" in value:  # a gateway payload (discord.gateway)
        event = {k: value[k] for k in ("op", "t", "s") if value.get(k) is not None}
        return f"{event} (its data withheld)" if value.get("d") is not None else str(event)
    if isinstance(value, tuple):  # a websocket's closing message (type, code, reason), say
        return tuple(shown(v) for v in value)
    if isinstance(value, functools.partial):  # aiosqlite: a statement and its parameters
        return f"{getattr(value.func, '__name__', 'a call')}(...)"
    return f"<{type(value).__name__} withheld>"


class Scrubber:
    """Hides the secrets in a line (see the module's docstring); ``secrets``: the ones known
    (the bot token, the database's password as written and decoded)."""

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        # The longest first: one secret may hold another.
        self._secrets = sorted({s for s in secrets if s}, key=len, reverse=True)

    def scrub(self, text: str) -> str:
        for secret in self._secrets:
            text = text.replace(secret, HIDDEN)
        for pattern, replacement in _PATTERNS:
            text = pattern.sub(replacement, text)
        return text

    def message(self, record: logging.LogRecord) -> str:
        """The record's message, its payloads withheld (unless the bot logged it), scrubbed."""
        if record.name.partition(".")[0] in OWN_LOGGERS:
            return self.scrub(record.getMessage())
        msg, args = shown(record.msg), record.args
        if not args:
            return self.scrub(str(msg))
        if isinstance(args, Mapping):
            safe: object = {k: shown(v) for k, v in args.items()}
        else:
            safe = tuple(shown(arg) for arg in args)
        try:
            text = str(msg) % safe
        except (TypeError, ValueError):  # a withheld payload where the call wanted a number
            text = f"{msg} {safe}"
        return self.scrub(text)


# -- formats --------------------------------------------------------------------------------


class TextLines(logging.Formatter):
    """The text people read (``text``: discord.py's layout, or its colours on a terminal),
    scrubbed whole, traceback included."""

    def __init__(self, scrubber: Scrubber, text: logging.Formatter | None = None) -> None:
        super().__init__()
        self.scrubber = scrubber
        self.text = text or logging.Formatter(TEXT_LAYOUT, TEXT_TIME, style="{")

    def format(self, record: logging.LogRecord) -> str:
        safe = copy.copy(record)  # the record itself is left as logged, for other handlers
        safe.msg, safe.args = self.scrubber.message(record), None
        return self.scrubber.scrub(self.text.format(safe))


class JsonLines(logging.Formatter):
    """One JSON object a line: ``time`` (ISO 8601, UTC, to the millisecond), ``level``,
    ``logger``, ``message``, ``cluster``, the ids known (``shard``, ``guild``, ``channel``,
    ``game``, ``member``), and ``exception`` (its traceback) or ``stack`` when there is one."""

    def __init__(self, scrubber: Scrubber, cluster: int) -> None:
        super().__init__()
        self.scrubber, self.cluster = scrubber, cluster

    def format(self, record: logging.LogRecord) -> str:
        time = datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds")
        line: dict[str, Any] = {
            "time": time.replace("+00:00", "Z"),
            "level": record.levelname,
            "logger": record.name,
            "message": self.scrubber.message(record),
            "cluster": self.cluster,
        }
        ids = _ids.get()
        for name in FIELDS:
            value = getattr(ids, name)
            if value is not None:
                line[name] = str(value) if name in SNOWFLAKES else value
        if record.exc_info:
            line["exception"] = self.scrubber.scrub(self.formatException(record.exc_info))
        if record.stack_info:
            line["stack"] = self.scrubber.scrub(self.formatStack(record.stack_info))
        # ASCII alone: any stream can carry it, whatever its encoding.
        return json.dumps(line)


def formatter(
    log_format: str, *, cluster: int, secrets: Iterable[str], text: logging.Formatter | None = None
) -> logging.Formatter:
    """The formatter of ``GIN_LOG_FORMAT`` (text or json) for this process (its cluster's
    number, the secrets it knows); ``text``: the text's own formatter (a terminal's colours)."""
    scrubber = Scrubber(secrets)
    if log_format == "json":
        return JsonLines(scrubber, cluster)
    return TextLines(scrubber, text)
