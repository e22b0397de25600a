"""A server's settings in Discord's words: the card /gin settings shows, and the one-line
summary of a change (in English for the admin log; in the admin's language on their card)."""

from __future__ import annotations

from enum import Enum

import discord

from bot.discord.render.words import GOLD
from bot.model.languages import language_of
from bot.model.settings import ServerSettings
from bot.phrases import rules_line
from bot.words import Words

__all__ = ["changes_text", "settings_embed"]


def _channels(settings: ServerSettings, lang: Words) -> str:
    if not settings.channels:
        return lang("settings-every-channel")
    return ", ".join(f"<#{c}>" for c in settings.channels)


def _on_off(on: bool, lang: Words) -> str:
    return lang("settings-on") if on else lang("settings-off")


def settings_embed(settings: ServerSettings, season: int, title: str, lang: Words) -> discord.Embed:
    """The server's settings (``title``: already in ``lang``), in the reader's language."""
    embed = discord.Embed(title=title, colour=GOLD)
    rules = settings.default_rules()
    # The rules line is the engine's words still (its own conversion is another part's).
    embed.add_field(name=lang("settings-rules"), value=rules_line(rules, lang), inline=False)
    embed.add_field(
        name=lang("settings-three-players"),
        value=lang("settings-rotation", rotation=settings.rotation.name.lower()),
    )
    embed.add_field(
        name=lang("settings-turn-timer"), value=lang("count-minutes", count=settings.turn_minutes)
    )
    embed.add_field(
        name=lang("settings-challenges-expire"),
        value=lang("count-minutes", count=settings.challenge_minutes),
    )
    where = _channels(settings, lang)
    embed.add_field(
        name=lang("settings-where"),
        value=lang("settings-where-threads", channels=where) if settings.threads else where,
    )
    embed.add_field(
        name=lang("settings-hints"),
        value=lang("settings-hints-value", state=_on_off(settings.hints, lang)),
    )
    embed.add_field(
        name=lang("settings-challenge-limit"),
        value=lang(
            "settings-challenge-limit-value",
            count=settings.challenge_limit,
            window=lang("count-minutes", count=settings.challenge_window_minutes),
        ),
    )
    embed.add_field(
        name=lang("settings-computer"),
        value=lang("settings-rated") if settings.computer_rated else lang("settings-unrated"),
    )
    embed.add_field(
        name=lang("settings-pictures"),
        value=lang("settings-pictures-on") if settings.pictures else lang("settings-off"),
    )
    embed.add_field(name=lang("settings-language"), value=_language(settings, lang), inline=False)
    embed.add_field(
        name=lang("settings-leaderboard"),
        value=lang("settings-leaderboard-value", season=season, count=settings.min_games),
    )
    embed.set_footer(text=lang("settings-footer"))
    return embed


def _language(settings: ServerSettings, lang: Words) -> str:
    if settings.language is not None:
        return lang("settings-language-chosen", language=language_of(settings.language).name)
    # Discord reports en-US for every server that is not a Community server.
    return lang("settings-language-server")


def _value(name: str, value: object, lang: Words) -> str:
    if name == "language":
        if isinstance(value, str):
            return language_of(value).name
        return lang("settings-value-server-language")
    if isinstance(value, bool):
        return _on_off(value, lang)
    if name == "channels":
        channels = ", ".join(f"#{c}" for c in value)  # type: ignore[attr-defined]
        return channels or lang("settings-every-channel")
    if value is None:
        return lang("settings-value-usual")
    if isinstance(value, Enum):  # the variant, the format, the rotation
        return lang(f"settings-value-{name}", value=value.name.lower())
    return str(value)


def changes_text(before: ServerSettings, after: ServerSettings, lang: Words) -> str:
    """What changed, e.g. ``turn minutes 10 → 30; threads off → on`` (English: for the log)."""
    old, new = before.to_dict(), after.to_dict()
    changed = [
        lang(
            "settings-change",
            setting=lang("settings-name", setting=name),
            before=_value(name, getattr(before, name), lang),
            after=_value(name, getattr(after, name), lang),
        )
        for name in old
        if old[name] != new[name]
    ]
    return "; ".join(changed) or lang("settings-nothing")
