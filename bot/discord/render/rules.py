"""/gin help; the rules in brief, with a game's or the server's own line (/gin rules, /gin help,
the table's Rules button), and how ratings work on their own page (/gin rules about:ratings): in
the reader's language, the commands they name as mentions where their ids are known."""

from __future__ import annotations

from enum import Enum
from typing import Any

import discord
from discord import app_commands

from bot.discord.command_mentions import PLAIN, CommandMentions
from bot.discord.command_words import command_message
from bot.discord.places import REACH, Reach
from bot.discord.render.words import GOLD
from bot.engine import Format, Rules
from bot.phrases import rules_line
from bot.words import Words

__all__ = ["RATINGS_PAGE", "Whose", "help_embed", "ratings_text", "rules_text"]

RATINGS_PAGE = "/gin rules about:ratings"  # the ratings' page, as the English rules name it


class Whose(Enum):
    """Whose rules a line of rules gives (its message)."""

    GAME = "rules-this-game"  # a game's own
    SERVER = "rules-server-default"  # the server's defaults for a new challenge
    DEFAULT = "rules-default"  # the bot's defaults: outside servers that invited it


def rules_text(
    rules: Rules, lang: Words, *, whose: Whose = Whose.GAME, commands: CommandMentions = PLAIN
) -> str:
    """The rules in brief (under 600 characters in English), ``rules``' own line (``whose``
    they are) and what its format's line does not say already."""
    lines = [lang("rules-brief")]
    if rules.format is Format.PARTNERSHIP:
        lines.append(lang("rules-partners"))
    line = rules_line(rules, lang)
    lines.append(lang(whose.value, rules=line))
    page = f"{commands('gin rules')} about:ratings" if commands.known else RATINGS_PAGE
    lines.append(lang("rules-ratings", page=page))
    return "\n".join(lines)


def ratings_text(min_games: int, lang: Words, commands: CommandMentions = PLAIN) -> str:
    return lang(
        "ratings-text",
        count=min_games,
        leaderboard=commands("gin leaderboard"),
        stats=commands("gin stats"),
    )


def help_embed(
    gin: app_commands.Group,
    rules: Rules,
    lang: Words,
    commands: CommandMentions,
    *,
    in_server: bool = True,
) -> discord.Embed:
    """/gin help: every /gin command with what it does (mentions, where their ids are known,
    which Discord shows in the reader's language), those that work anywhere apart from those of
    servers that invited the bot, the member menu, the admin commands, and the rules in brief
    (``in_server``: the server's defaults, else the bot's); in the member's language."""

    def named(name: str) -> str:
        said = commands(name)
        return said if said.startswith("</") else f"`{said}`"

    def line(command: app_commands.Command[Any, ..., Any] | app_commands.Group) -> str:
        message = command_message(command.qualified_name)
        return lang(
            "help-command",
            command=named(command.qualified_name),
            description=lang.attribute(message, "description"),
        )

    # In the reader's language's alphabetical order (English: the commands' own names).
    words_of = {c.name: lang(command_message(c.qualified_name)) for c in gin.commands}
    listed = sorted(gin.commands, key=lambda c: (words_of[c.name].lower(), c.name))
    anywhere = [c for c in listed if c.extras.get(REACH, Reach.SERVERS).anywhere]
    lines = [f"**{lang('help-anywhere')}**", *map(line, anywhere)]
    lines.append(f"**{lang('help-in-servers')}**")
    lines.extend(line(c) for c in listed if c not in anywhere)
    lines.append(lang("help-menu", menu=lang(command_message("Challenge to gin rummy"))))
    if commands.known:
        admin = " | ".join(commands(f"gin-admin {n}") for n in ("settings", "end", "season"))
    else:
        admin = "`/gin-admin settings | end | season`"
    lines.append(lang("help-admin", commands=admin))
    whose = Whose.SERVER if in_server else Whose.DEFAULT
    text = rules_text(rules, lang, whose=whose, commands=commands)
    embed = discord.Embed(title=lang("help-title"), colour=GOLD)
    # An embed's description holds 4096 characters; a field only 1024.
    embed.description = "\n".join((f"**{lang('help-commands')}**", *lines, "", text))
    return embed
