"""Fixtures of the terminal tests: ``start`` runs ``python -m bot play`` and kills what is left
of every process it started at the end of the test."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from tests.support.driver import Session


@pytest.fixture
def start() -> Iterator[Callable[..., Session]]:
    sessions: list[Session] = []

    def start(*args: str, env: dict[str, str] | None = None) -> Session:
        session = Session(*args, env=env)
        sessions.append(session)
        return session

    yield start
    for session in sessions:
        session.kill()
