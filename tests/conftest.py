"""Markers by layer: every test under ``tests/e2e/`` drives the real discord.py client against
the fake Discord (``-m "not e2e"`` is the fast inner loop)."""

from pathlib import Path

import pytest

E2E = Path(__file__).with_name("e2e")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if E2E in item.path.parents:
            item.add_marker(pytest.mark.e2e)
