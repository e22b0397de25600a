"""Each module small enough to read in one sitting: at most 700 lines in the product (the engine
aside: its rules read best whole), at most 900 in the code around it (the benchmarks and the
tests' support, the fake Discord among them). A module that outgrows its limit is split by
concern (docs/development.md), not the limit raised."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LIMITS = {"bot": 700, "cogs": 700, "bench": 900, "tests/support": 900}
ENGINE = "bot/engine/"


def too_long(folder: str, limit: int, aside: str | None = ENGINE) -> dict[str, int]:
    found = {}
    for path in sorted((ROOT / folder).rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        if aside is not None and name.startswith(aside):
            continue
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > limit:
            found[name] = lines
    return found


@pytest.mark.parametrize(("folder", "limit"), LIMITS.items())
def test_no_module_is_over_its_folders_limit(folder: str, limit: int) -> None:
    assert too_long(folder, limit) == {}


def test_the_count_sees_a_long_module() -> None:
    assert "bot/engine/game.py" not in too_long("bot", 700)  # the engine aside
    assert "bot/engine/game.py" in too_long("bot", 700, aside=None)  # which the count sees
