"""What the fake answers and records: errors, requests, rule violations, planned failures
and late answers.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime
from fnmatch import fnmatchcase
from typing import Any

from .interactions import FakeInteraction
from .models import FakeMessage
from .validation import Problem, form_error


class ApiError(Exception):
    """An error answer. ``violation``: the bot broke a Discord rule (tests fail on it unless
    they ``allow`` the code); otherwise it is a situation the test set up on purpose."""

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        *,
        body: dict[str, Any] | None = None,
        violation: bool = True,
        detail: str = "",
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.body = body if body is not None else {"code": code, "message": message}
        self.violation = violation
        self.detail = detail


@dataclass
class RecordedRequest:
    """One HTTP request as the fake received it."""

    method: str
    path: str  # below /api/v10, without the query
    query: dict[str, str]
    json: Any
    at: float  # time.perf_counter() at arrival
    fake_time: datetime  # the fake clock at arrival
    authorized: bool  # carried "Authorization: Bot ..."
    status: int = 0
    response: Any = None
    injected: bool = False
    interaction: FakeInteraction | None = None

    def __str__(self) -> str:
        return f"{self.method} {self.path} -> {self.status}"


@dataclass
class Violation:
    """A request refused because the bot broke a Discord rule."""

    code: int
    status: int
    message: str
    method: str
    path: str
    detail: str
    expected: bool

    def __str__(self) -> str:
        extra = f" ({self.detail})" if self.detail else ""
        return f"{self.status}/{self.code} {self.message} on {self.method} {self.path}{extra}"


@dataclass
class Injection:
    """A planned failure: the next ``times`` requests matching ``method`` and the glob ``path``
    (below /api/v10, e.g. ``/channels/123/messages/*``) get ``status`` instead of being served."""

    status: int
    method: str | None
    path: str
    times: int
    retry_after: float
    code: int | None
    message: str | None
    is_global: bool
    hits: list[RecordedRequest] = field(default_factory=list)

    @property
    def remaining(self) -> int:
        return self.times - len(self.hits)

    def matches(self, method: str, path: str) -> bool:
        return (
            self.remaining > 0
            and (self.method is None or self.method == method)
            and fnmatchcase(path, self.path)
        )


@dataclass(eq=False)
class Hold:
    """A late answer: the next ``times`` requests matching ``method`` and the glob ``path`` are
    served (Discord did the work) but their answers wait for :meth:`release`, so a test can
    act while the bot waits."""

    method: str | None
    path: str
    times: int
    hits: list[RecordedRequest] = field(default_factory=list)
    released: asyncio.Event = field(default_factory=asyncio.Event)

    def matches(self, method: str, path: str) -> bool:
        return (
            len(self.hits) < self.times
            and (self.method is None or self.method == method)
            and fnmatchcase(path, self.path)
        )

    def release(self) -> None:
        self.released.set()


Handler = Callable[..., Awaitable[tuple[int, Any]]]


class ErrorTap(logging.Handler):
    """Keeps ERROR logs so a timeout can say what went wrong on the bot's side."""

    def __init__(self, sink: list[str]) -> None:
        super().__init__(logging.ERROR)
        self.sink = sink

    def emit(self, record: logging.LogRecord) -> None:
        exc = "" if record.exc_info is None else f" [{record.exc_info[1]!r}]"
        self.sink.append(f"{record.name}: {record.getMessage()}{exc}")


def deleted_message(message: FakeMessage, detail: str) -> ApiError:
    """Discord's answer to a request on a deleted message: a bot's mistake, unless the test
    deleted it (a moderator's deletion the bot must cope with)."""
    return ApiError(
        404, 10008, "Unknown Message", violation=not message.removed_by_test, detail=detail
    )


def invalid_form(problems: list[Problem], detail: str = "") -> ApiError:
    """Discord's 400 50035 "Invalid Form Body", with its errors tree."""
    said = "; ".join(f"{path or '(body)'}: {message}" for path, _, message in problems)
    return ApiError(
        400,
        50035,
        "Invalid Form Body",
        body=form_error(problems),
        detail=f"{detail}: {said}" if detail else said,
    )
