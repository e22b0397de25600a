"""The rules in brief, with a game's or the server's own line (/gin rules, /gin help, the
table's Rules button), and how ratings work on their own page (/gin rules about:ratings)."""

from __future__ import annotations

from bot.discord.render.words import EN
from bot.engine import Format, Rules
from bot.phrases import rules_line
from bot.words import Words

__all__ = ["RATINGS_PAGE", "ratings_text", "rules_text"]

RATINGS_PAGE = "/gin rules about:ratings"


def rules_text(rules: Rules, lang: Words = EN, *, server: bool = False) -> str:
    """The rules in brief (under 600 characters), ``rules``' own line (``server``: the
    server's defaults, else this game's) and what its format's line does not say already."""
    lines = [lang("rules-brief")]
    if rules.format is Format.PARTNERSHIP:
        lines.append(lang("rules-partners"))
    line = rules_line(rules, lang)
    lines.append(lang("rules-server-default" if server else "rules-this-game", rules=line))
    lines.append(lang("rules-ratings", page=RATINGS_PAGE))
    return "\n".join(lines)


def ratings_text(min_games: int, lang: Words = EN) -> str:
    return lang("ratings-text", count=min_games, leaderboard="/gin leaderboard", stats="/gin stats")
