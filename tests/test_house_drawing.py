"""The drawing of the house in docs/architecture.md is the code's: redrawn from the imports, it
is the same (``python -m tests.support.house`` prints it when the code moves)."""

from __future__ import annotations

from pathlib import Path

from tests.support.house import LAYERS, draw, house_graph, layer_imports, service_imports

ARCHITECTURE = Path(__file__).resolve().parents[1] / "docs" / "architecture.md"
START, END = "<!-- drawn by: python -m tests.support.house -->\n", "<!-- end of the drawing -->"


def test_the_drawing_in_the_architecture_page_is_the_codes() -> None:
    page = ARCHITECTURE.read_text(encoding="utf-8")
    kept = page.split(START, 1)[1].split(END, 1)[0]
    assert kept == draw(), "the code moved: run python -m tests.support.house and paste it"


def test_the_drawing_points_down_only_and_the_service_has_no_cycle() -> None:
    graph = house_graph()
    layers = layer_imports(graph)
    assert ("cogs", "bot.discord") in layers and ("bot.model", "bot.engine") in layers
    assert [(a, b) for a, b in layers if LAYERS.index(a) > LAYERS.index(b)] == []
    service = service_imports(graph)
    assert ("bot.service.tables", "bot.service.live") in service
    assert not {(b, a) for a, b in service} & set(service)
