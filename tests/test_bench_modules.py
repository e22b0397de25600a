"""How the bench scripts are put together: a script split into modules keeps its shared state in
those modules, never in the script itself."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"
# The scripts split into parts, and their parts: a part that imported its script back would load
# it a second time when the script runs as ``__main__``, with a second copy of its state (such
# as the bot processes still to reap, ``load_parts.process.LIVE_CHILDREN``).
SPLIT_SCRIPTS = {
    "load": ["load_parts", "load_layouts.py", "load_kill.py"],
    "faults": ["faults_parts"],
}


def imported_modules(path: Path) -> set[str]:
    """The top-level names of the modules ``path`` imports."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("script", sorted(SPLIT_SCRIPTS))
def test_no_part_of_a_split_script_imports_the_script_back(script: str) -> None:
    parts = [
        path
        for name in SPLIT_SCRIPTS[script]
        for path in ((BENCH / name).glob("*.py") if (BENCH / name).is_dir() else [BENCH / name])
    ]
    assert parts, f"{script}'s parts not found"
    offenders = [str(p.relative_to(BENCH)) for p in parts if script in imported_modules(p)]
    assert offenders == [], f"import back from bench/{script}.py: {offenders}"
