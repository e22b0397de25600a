"""The modules of each package (the engine, the service, the store's parts...) import one
another one way only. import-linter's layers contract sees the layers, not the modules inside
one, and Python runs an import made only for type checking (``if TYPE_CHECKING:``) never, so a
cycle through one goes unnoticed until someone makes the import real; these are counted too."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = sorted(
    ".".join(folder.relative_to(ROOT).parts)
    for folder in [ROOT / "cogs", *(ROOT / "bot").rglob("*")]
    if (folder / "__init__.py").is_file()
)


def imports_inside(package: str, folder: Path) -> dict[str, set[str]]:
    """Each module of the package: the package's modules it imports, anywhere in its code."""
    modules = {f"{package}.{path.stem}": path for path in folder.glob("*.py")}
    modules.pop(f"{package}.__init__")
    graph = {}
    for name, path in modules.items():
        found = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                found |= {node.module, *(f"{node.module}.{a.name}" for a in node.names)}
            elif isinstance(node, ast.Import):
                found |= {a.name for a in node.names}
        graph[name] = (found & modules.keys()) - {name}
    return graph


def a_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """Some cycle of the graph (its modules, the first again at the end), or None."""
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> list[str] | None:
        if name in path:
            return [*path[path.index(name) :], name]
        if name in done:
            return None
        for other in sorted(graph[name]):
            cycle = visit(other, [*path, name])
            if cycle is not None:
                return cycle
        done.add(name)
        return None

    for name in sorted(graph):
        cycle = visit(name, [])
        if cycle is not None:
            return cycle
    return None


@pytest.mark.parametrize("package", PACKAGES)
def test_no_module_imports_one_that_imports_it_back(package: str) -> None:
    graph = imports_inside(package, ROOT.joinpath(*package.split(".")))
    assert a_cycle(graph) is None, " -> ".join(a_cycle(graph) or [])


def test_every_package_is_looked_at_and_its_imports_read() -> None:
    assert {"bot.engine", "bot.service", "bot.store.sql", "bot.discord.render", "cogs"} <= set(
        PACKAGES
    )
    graph = imports_inside("bot.service", ROOT / "bot" / "service")
    assert "bot.service.live" in graph["bot.service.tables"]


def test_a_type_only_import_back_is_a_cycle(tmp_path: Path) -> None:
    (tmp_path / "__init__.py").write_text("")
    (tmp_path / "turns.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.live import Live\n"
    )
    (tmp_path / "live.py").write_text("from pkg.turns import Turns\n")
    assert a_cycle(imports_inside("pkg", tmp_path)) == ["pkg.live", "pkg.turns", "pkg.live"]
