"""A server's settings in Discord's words: the card /gin settings shows, and the one-line
summary of a change that the admin log keeps."""

from __future__ import annotations

import discord

from bot.discord.render.words import GOLD
from bot.model.languages import language_of
from bot.model.settings import ServerSettings
from bot.model.wording import counted

__all__ = ["changes_text", "settings_embed"]

ROTATION_WORDS = {"dealer sits out": "the dealer sits out", "loser sits out": "the loser sits out"}


def _channels(settings: ServerSettings) -> str:
    if not settings.channels:
        return "every channel"
    return ", ".join(f"<#{c}>" for c in settings.channels)


def settings_embed(settings: ServerSettings, season: int, title: str) -> discord.Embed:
    embed = discord.Embed(title=title, colour=GOLD)
    rules = settings.default_rules()
    embed.add_field(name="A new challenge's rules", value=rules.describe(), inline=False)
    embed.add_field(
        name="Three players",
        value=ROTATION_WORDS.get(settings.rotation.value, settings.rotation.value),
    )
    embed.add_field(name="Turn timer", value=counted(settings.turn_minutes, "minute"))
    embed.add_field(
        name="Challenges expire after", value=counted(settings.challenge_minutes, "minute")
    )
    embed.add_field(
        name="Where",
        value=_channels(settings) + (", a thread per game" if settings.threads else ""),
    )
    embed.add_field(
        name="Hints",
        value=("on" if settings.hints else "off") + " in friendly games (never in rated ones)",
    )
    embed.add_field(
        name="Challenge limit",
        value=f"{counted(settings.challenge_limit, 'challenge')} per member per "
        f"{counted(settings.challenge_window_minutes, 'minute')}",
    )
    embed.add_field(
        name="Games with the computer",
        value="rated" if settings.computer_rated else "unrated",
    )
    embed.add_field(
        name="Pictures",
        value="on: hands and tables drawn beside their text" if settings.pictures else "off",
    )
    embed.add_field(name="Language", value=_language(settings), inline=False)
    embed.add_field(
        name="Leaderboard",
        value=f"season {season}; ranked by rating or win rate after "
        f"{counted(settings.min_games, 'game')}",
    )
    embed.set_footer(text="Games in play keep the rules they started with.")
    return embed


def _language(settings: ServerSettings) -> str:
    if settings.language is not None:
        return (
            f"{language_of(settings.language).name} for the table, showdowns and posts; each "
            "member sees their own Discord language in private"
        )
    # Discord reports en-US for every server that is not a Community server.
    return (
        "the server's Discord language for the table, showdowns and posts (a Community server "
        "sets it in Server Settings → Community → Overview; any other server is English: "
        "choose one here); each member sees their own Discord language in private"
    )


def _value(name: str, value: object) -> str:
    if name == "language":
        return language_of(value).name if isinstance(value, str) else "the server's"
    if isinstance(value, bool):
        return "on" if value else "off"
    if name == "channels":
        return ", ".join(f"#{c}" for c in value) or "every channel"  # type: ignore[attr-defined]
    if value is None:
        return "the format's usual"
    return str(getattr(value, "value", value))


def changes_text(before: ServerSettings, after: ServerSettings) -> str:
    """What changed, e.g. ``turn minutes 10 → 30; threads off → on`` (for the log)."""
    old, new = before.to_dict(), after.to_dict()
    changed = [
        f"{name.replace('_', ' ')} {_value(name, getattr(before, name))} → "
        f"{_value(name, getattr(after, name))}"
        for name in old
        if old[name] != new[name]
    ]
    return "; ".join(changed) or "nothing"
