"""The /gin group, made of the subcommands of several cogs.

A cog marks a method :func:`subcommand` (its ``app_commands.describe``/``choices`` decorators
as usual); :func:`gin_group` makes the group from every marked method of the cogs it is given,
in :data:`ORDER`: the order Discord has always been sent, so that the commands' digest (and so
whether a start syncs them) is the same as before the cogs were split."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from discord import app_commands
from discord.ext import commands

__all__ = ["ORDER", "gin_group", "subcommand"]

F = TypeVar("F", bound=Callable[..., Any])

ORDER = (
    "challenge",
    "practice",
    "hand",
    "resign",
    "rules",
    "help",
    "games",
    "table",
    "ping",
    "cards",
    "abandon",
    "leaderboard",
    "stats",
    "history",
    "settings",
    "challenges",
    "forget-me",
)
_MARK = "__gin_subcommand__"


def subcommand(name: str, description: str) -> Callable[[F], F]:
    """Mark a cog's method as the /gin subcommand ``name``."""

    def mark(method: F) -> F:
        setattr(method, _MARK, (name, description))
        return method

    return mark


def gin_group(cogs: Iterable[commands.Cog]) -> app_commands.Group:
    """/gin with every marked method of ``cogs`` as a subcommand, in :data:`ORDER`."""
    found: dict[str, app_commands.Command[Any, ..., Any]] = {}
    for cog in cogs:
        for attribute in dir(type(cog)):  # the class's: no property of the cog is evaluated
            marked = getattr(getattr(type(cog), attribute, None), _MARK, None)
            if marked is not None:
                name, description = marked
                callback = getattr(cog, attribute)
                found[name] = app_commands.Command(
                    name=name, description=description, callback=callback
                )
    group = app_commands.Group(name="gin", description="Play gin rummy", guild_only=True)
    for name in ORDER:
        group.add_command(found.pop(name))
    assert not found, f"/gin subcommands missing from ORDER: {sorted(found)}"
    return group
