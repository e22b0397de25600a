"""The rule set: one frozen, validated value stored with every game.

>>> Rules().knock_limit, Rules().gin_bonus
(10, 25)
>>> Rules.preset("20/10").undercut_bonus
10
>>> Rules.from_dict(Rules(variant=Variant.OKLAHOMA).to_dict()) == Rules(variant=Variant.OKLAHOMA)
True
>>> Rules.preset("25/25", format=Format.PARTNERSHIP).target  # the team target
125
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any

__all__ = [
    "PRESETS",
    "DealerPolicy",
    "Format",
    "OklahomaAce",
    "Rotation",
    "Rules",
    "RulesError",
    "Variant",
]


class RulesError(ValueError):
    """A rule setting out of range or unknown. Its message is English (logs, the terminal);
    ``kind`` and ``values`` say it for the catalogue (``rules-error-<kind>``): ``range``
    (setting, low, high, value), ``choice`` (setting, choices), ``switch`` (setting),
    ``preset`` (preset, choices), ``not-object``, ``unknown`` (settings)."""

    def __init__(self, message: str, kind: str, **values: Any) -> None:
        super().__init__(message)
        self.kind = kind
        self.values = values


class Variant(Enum):
    STANDARD = "standard"
    OKLAHOMA = "oklahoma"
    STRAIGHT = "straight"


class DealerPolicy(Enum):
    WINNER = "winner"  # the winner of a hand deals the next one
    ALTERNATE = "alternate"


class Format(Enum):
    """How many play and how the sheet is kept (separate from the variant of each hand)."""

    HEADS_UP = "heads-up"  # two players, one game
    THREE = "three"  # three players, one sits out each hand (see Rotation)
    PARTNERSHIP = "partnership"  # two teams of two, two deals side by side each round
    HOLLYWOOD = "hollywood"  # two players, three games on one sheet

    @property
    def players(self) -> int:
        return {Format.THREE: 3, Format.PARTNERSHIP: 4}.get(self, 2)

    @property
    def default_target(self) -> int:
        return 125 if self is Format.PARTNERSHIP else 100


class Rotation(Enum):
    """Who sits out in a three-player game."""

    DEALER_SITS_OUT = "dealer sits out"  # the dealer deals to the other two; the deal passes left
    LOSER_SITS_OUT = "loser sits out"  # the loser of a hand sits out the next one


class OklahomaAce(Enum):
    ONE = "one"  # an ace upcard sets the knock limit to 1
    GIN_ONLY = "gin_only"


# name: (low, high) for each integer setting; the UI offers the same ranges.
_RANGES: dict[str, tuple[int, int]] = {
    "knock_limit": (0, 10),
    "gin_bonus": (0, 100),
    "undercut_bonus": (0, 100),
    "big_gin_bonus": (0, 100),
    "game_bonus": (0, 500),
    "box_bonus": (0, 100),
    "target": (10, 1000),
}


@dataclass(frozen=True, slots=True)
class Rules:
    """Every setting of docs/rules.md, with its default."""

    knock_limit: int = 10
    gin_bonus: int = 25
    undercut_bonus: int = 25
    big_gin_bonus: int | None = None  # None: big gin is off (11 melded cards still discard)
    game_bonus: int = 100
    box_bonus: int = 25
    target: int = 100
    shutout: bool = True
    dealer: DealerPolicy = DealerPolicy.WINNER
    variant: Variant = Variant.STANDARD
    oklahoma_ace: OklahomaAce = OklahomaAce.ONE
    format: Format = Format.HEADS_UP
    rotation: Rotation = Rotation.DEALER_SITS_OUT  # three players only

    def __post_init__(self) -> None:
        for name, (low, high) in _RANGES.items():
            value = getattr(self, name)
            if value is None and name == "big_gin_bonus":
                continue
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise RulesError(
                    f"{name} must be a whole number from {low} to {high}, not {value!r}",
                    "range",
                    setting=name,
                    low=low,
                    high=high,
                    value=repr(value),
                )
        for name, kind in _ENUMS.items():
            if not isinstance(getattr(self, name), kind):
                choices = tuple(k.value for k in kind)
                raise RulesError(
                    f"{name} must be one of {list(choices)}",
                    "choice",
                    setting=name,
                    choices=choices,
                )
        if not isinstance(self.shutout, bool):
            raise RulesError("shutout must be true or false", "switch", setting="shutout")

    @classmethod
    def preset(cls, name: str, **changes: Any) -> Rules:
        """A named preset with changes; without a target, the format's usual one (125 for
        partnerships, 100 otherwise)."""
        try:
            base = PRESETS[name]
        except KeyError:
            raise RulesError(
                f"unknown preset {name!r}; choose one of {sorted(PRESETS)}",
                "preset",
                preset=name,
                choices=tuple(sorted(PRESETS)),
            ) from None
        if changes.get("target") is None:
            changes["target"] = changes.get("format", base.format).default_target
        return replace(base, **changes)

    def to_dict(self) -> dict[str, Any]:
        # Every field is a scalar or an enum: no need for asdict's deep copy (it ran per save).
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        for key, value in out.items():
            if isinstance(value, Enum):
                out[key] = value.value
        return out

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        if not isinstance(data, dict):
            raise RulesError("rules must be a JSON object", "not-object")
        known = {f.name: f for f in fields(cls)}
        unknown = set(data) - set(known)
        if unknown:
            raise RulesError(
                f"unknown rule setting(s): {sorted(unknown)}",
                "unknown",
                settings=tuple(sorted(unknown)),
            )
        values: dict[str, Any] = {}
        for key, value in data.items():
            if key in _ENUMS:
                try:
                    value = _ENUMS[key](value)
                except ValueError:
                    choices = tuple(k.value for k in _ENUMS[key])
                    raise RulesError(
                        f"{key} must be one of {list(choices)}, not {value!r}",
                        "choice",
                        setting=key,
                        choices=choices,
                    ) from None
            values[key] = value
        return cls(**values)


_ENUMS: dict[str, type[Enum]] = {
    "dealer": DealerPolicy,
    "variant": Variant,
    "oklahoma_ace": OklahomaAce,
    "format": Format,
    "rotation": Rotation,
}

PRESETS: dict[str, Rules] = {
    # The rules page's numbers.
    "25/25": Rules(),
    # Older rule books: gin 20, undercut 10, box 20.
    "20/10": Rules(gin_bonus=20, undercut_bonus=10, box_bonus=20),
    "20/20": Rules(gin_bonus=20, undercut_bonus=20, box_bonus=20),
    # Big gin on, as many online rooms play it.
    "big-gin": Rules(big_gin_bonus=31),
}
