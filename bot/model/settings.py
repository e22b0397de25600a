"""A server's house rules and choices: the defaults a challenge starts from, where games may be
played, whether they open threads, the leaderboard's minimum, the challenge rate limit and
whether hands and tables are drawn as pictures, and the language the channel is spoken to in.

Pure values: the store keeps them as JSON, the table service applies them, the admin commands
change them. A game keeps the rules it started with; only later challenges see a change.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from bot.engine import PRESETS, Format, Rotation, Rules, Variant
from bot.model.languages import LANGUAGES

__all__ = ["RANGES", "ServerSettings", "SettingsError"]

# name: (low, high) of each whole-number setting; the admin command offers the same.
RANGES: dict[str, tuple[int, int]] = {
    "target": (10, 1000),  # points
    "turn_minutes": (1, 24 * 60),
    "challenge_minutes": (1, 24 * 60),
    "min_games": (1, 100),
    "challenge_limit": (1, 100),  # challenges...
    "challenge_window_minutes": (1, 24 * 60),  # ...in this many minutes
}
MAX_CHANNELS = 50


class SettingsError(ValueError):
    """A setting that can't be used: a message id of the catalogue and its values, worded in
    the language of the admin who gave it (``setting``: a setting's name; ``choices``,
    ``settings``: names or codes). ``str()``: the id and the values (logs)."""

    def __init__(self, message_id: str, **values: Any) -> None:
        super().__init__(message_id)
        self.message_id = message_id
        self.values = values

    def __str__(self) -> str:
        if not self.values:
            return self.message_id
        values = ", ".join(f"{name}={value}" for name, value in self.values.items())
        return f"{self.message_id} ({values})"


@dataclass(frozen=True, slots=True)
class ServerSettings:
    variant: Variant = Variant.STANDARD
    bonuses: str = "25/25"  # a rules preset
    target: int | None = None  # None: the format's usual target
    format: Format = Format.HEADS_UP  # for a challenge naming one opponent
    rotation: Rotation = Rotation.DEALER_SITS_OUT  # three players
    turn_minutes: int = 10
    challenge_minutes: int = 10  # an unanswered challenge expires after this
    hints: bool = True  # strategy hints in unrated games (never in rated ones)
    channels: tuple[int, ...] = ()  # where games may be played; empty: everywhere
    threads: bool = False  # each game opens a thread of the channel
    min_games: int = 3  # games before a member is ranked by rating or win rate
    challenge_limit: int = 5  # challenges a member may make...
    challenge_window_minutes: int = 10  # ...in this many minutes
    computer_rated: bool = False  # games with a computer player count for ratings
    pictures: bool = True  # the hand and the table drawn as pictures beside their text
    # What the channel sees is said in this language (a code of LANGUAGES); None: the server's
    # own Discord language (guild_locale). What one member sees follows their Discord's.
    language: str | None = None

    def __post_init__(self) -> None:
        for name, (low, high) in RANGES.items():
            value = getattr(self, name)
            if value is None and name == "target":
                continue
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise SettingsError("settings-error-range", setting=name, low=low, high=high)
        if self.bonuses not in PRESETS:
            raise SettingsError("settings-error-bonuses", choices=tuple(sorted(PRESETS)))
        switches = (self.hints, self.threads, self.computer_rated, self.pictures)
        if not all(isinstance(v, bool) for v in switches):
            raise SettingsError("settings-error-switches")
        if self.language is not None and self.language not in {g.code for g in LANGUAGES}:
            codes = tuple(g.code for g in LANGUAGES)
            raise SettingsError("settings-error-language", choices=codes)
        if len(self.channels) > MAX_CHANNELS:
            raise SettingsError("settings-error-channels-most", most=MAX_CHANNELS)
        if not all(isinstance(c, int) and c > 0 for c in self.channels):
            raise SettingsError("settings-error-channels-server")
        if self.format.players != 2:
            raise SettingsError("settings-error-format")

    def default_rules(self) -> Rules:
        """The rules of a challenge that leaves every option to the server."""
        return Rules.preset(
            self.bonuses,
            variant=self.variant,
            target=self.target,
            format=self.format,
            rotation=self.rotation,
        )

    def allows(self, channel_id: int) -> bool:
        return not self.channels or channel_id in self.channels

    def changed(self, **changes: Any) -> ServerSettings:
        """A copy with ``changes`` (checked: a bad one raises :class:`SettingsError`)."""
        unknown = set(changes) - {f.name for f in fields(self)}
        if unknown:
            raise SettingsError("settings-error-unknown", settings=tuple(sorted(unknown)))
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        for name in ("variant", "format", "rotation"):
            data[name] = data[name].value
        data["channels"] = list(self.channels)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> ServerSettings:
        """Settings as stored; unknown keys (a newer release's) are ignored, bad values raise
        :class:`SettingsError`."""
        if not isinstance(data, dict):
            raise SettingsError("settings-error-stored-not-object")
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        try:
            for name, kind in (("variant", Variant), ("format", Format), ("rotation", Rotation)):
                if name in values:
                    values[name] = kind(values[name])
            if "channels" in values:
                values["channels"] = tuple(values["channels"])
        except (TypeError, ValueError) as exc:
            raise SettingsError("settings-error-stored-unreadable", detail=str(exc)) from None
        return cls(**values)
