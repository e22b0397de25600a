"""The README's commands tables say what the command tree has: every /gin and /gin-admin
command, each with its options, so that the two cannot drift apart again."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from discord import app_commands

from tests.support.harness import Harness

README = Path(__file__).resolve().parents[2] / "README.md"
ROW = re.compile(r"^\| `/(gin(?:-admin)?) ([a-z-]+)((?: [^`]*)?)` \|", re.MULTILINE)


def readme_rows() -> dict[str, list[str]]:
    """'/gin name' -> the words of its signature after the name, as the README writes it."""
    rows: dict[str, list[str]] = {}
    for group, name, signature in ROW.findall(README.read_text()):
        rows[f"/{group} {name}"] = signature.replace("\\|", "|").split()
    return rows


def written(command: app_commands.Command, words: list[str]) -> list[str]:  # type: ignore[type-arg]
    """How the README should write ``command``'s options: ``name`` (required), ``[name]``
    (optional), the choices of a lone required option as ``a|b``, ``[...]`` for many."""
    if words == ["[...]"]:
        return ["[...]"] if all(not p.required for p in command.parameters) else []
    out = []
    for p in command.parameters:
        if p.required and p.choices and len(command.parameters) == 1:
            out.append("|".join(str(c.value) for c in p.choices))
        else:
            out.append(p.name if p.required else f"[{p.name}]")
    return out


@pytest.mark.sqlite_only
async def test_the_commands_tables_match_the_command_tree(harness: Harness) -> None:
    bot = await harness.start()
    rows = readme_rows()
    tree = {}
    for group_name in ("gin", "gin-admin"):
        group = bot.tree.get_command(group_name)
        assert isinstance(group, app_commands.Group)
        for command in group.commands:
            assert isinstance(command, app_commands.Command)
            tree[f"/{group_name} {command.name}"] = command
    assert sorted(rows) == sorted(tree), "README's commands tables vs the command tree"
    for name, command in tree.items():
        assert rows[name] == written(command, rows[name]), name
