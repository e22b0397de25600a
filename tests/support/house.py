"""The house drawn from the code: the layers and which imports which, and the service's modules
and theirs, as Mermaid graphs (GitHub draws them). ``docs/architecture.md`` keeps the drawing;
``python -m tests.support.house`` prints it again when the code moves, and
``tests/test_house_drawing.py`` fails while the two differ. Read by grimp, the graph
import-linter checks the contracts on, so the drawing and the contracts see the same imports
(those made only for type checking included)."""

from __future__ import annotations

import grimp

__all__ = ["LAYERS", "draw", "house_graph", "layer_imports", "service_imports"]

# From the top: the order the layers contract (pyproject.toml) names them.
LAYERS = (
    "cogs",
    "bot.discord",
    "bot.terminal",
    "bot.ops",
    "bot.service",
    "bot.pictures",
    "bot.phrases",
    "bot.words",
    "bot.store",
    "bot.model",
    "bot.engine",
)
SERVICE = "bot.service"


def house_graph() -> grimp.ImportGraph:
    """Every import of the bot's code, as import-linter reads it."""
    return grimp.build_graph("bot", "cogs")


def layer_imports(graph: grimp.ImportGraph) -> list[tuple[str, str]]:
    """Each pair of layers where a module of the first imports one of the second itself."""
    inside = {layer: graph.find_descendants(layer) | {layer} for layer in LAYERS}
    return [
        (upper, lower)
        for upper in LAYERS
        for lower in LAYERS
        if upper != lower
        and any(graph.find_modules_directly_imported_by(m) & inside[lower] for m in inside[upper])
    ]


def service_imports(graph: grimp.ImportGraph) -> list[tuple[str, str]]:
    """Each pair of the service's modules where the first imports the second."""
    modules = sorted(graph.find_children(SERVICE))
    return [
        (importer, imported)
        for importer in modules
        for imported in sorted(graph.find_modules_directly_imported_by(importer))
        if imported in modules and imported != importer
    ]


def _mermaid(names: list[str], edges: list[tuple[str, str]], prefix: str) -> list[str]:
    def node(name: str) -> str:
        return name.removeprefix(prefix).replace(".", "_")

    lines = ["```mermaid", "graph TD"]
    lines += [f"    {node(name)}[{name.removeprefix(prefix)}]" for name in names]
    lines += [f"    {node(a)} --> {node(b)}" for a, b in edges]
    return [*lines, "```"]


def draw() -> str:
    """The two graphs as the Markdown ``docs/architecture.md`` keeps."""
    graph = house_graph()
    service = sorted(graph.find_children(SERVICE))
    return "\n".join(
        [
            "The layers (an arrow: some module of one imports some module of the other):",
            "",
            *_mermaid(list(LAYERS), layer_imports(graph), ""),
            "",
            "The service's modules (an arrow: the module imports the other):",
            "",
            *_mermaid(service, service_imports(graph), f"{SERVICE}."),
            "",
        ]
    )


if __name__ == "__main__":
    print(draw(), end="")
