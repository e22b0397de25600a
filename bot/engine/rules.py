"""The rule set: one frozen, validated value stored with every game.

>>> Rules().knock_limit, Rules().gin_bonus
(10, 25)
>>> Rules.preset("20/10").undercut_bonus
10
>>> Rules.from_dict(Rules(variant=Variant.OKLAHOMA).to_dict()) == Rules(variant=Variant.OKLAHOMA)
True
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any

__all__ = ["PRESETS", "DealerPolicy", "OklahomaAce", "Rules", "RulesError", "Variant"]


class RulesError(ValueError):
    """A rule setting out of range or unknown."""


class Variant(Enum):
    STANDARD = "standard"
    OKLAHOMA = "oklahoma"
    STRAIGHT = "straight"


class DealerPolicy(Enum):
    WINNER = "winner"  # the winner of a hand deals the next one
    ALTERNATE = "alternate"


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
    """Every setting of RULES.md, with its default."""

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

    def __post_init__(self) -> None:
        for name, (low, high) in _RANGES.items():
            value = getattr(self, name)
            if value is None and name == "big_gin_bonus":
                continue
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise RulesError(
                    f"{name} must be a whole number from {low} to {high}, not {value!r}"
                )
        for name, kind in (
            ("dealer", DealerPolicy),
            ("variant", Variant),
            ("oklahoma_ace", OklahomaAce),
        ):
            if not isinstance(getattr(self, name), kind):
                raise RulesError(f"{name} must be one of {[k.value for k in kind]}")
        if not isinstance(self.shutout, bool):
            raise RulesError("shutout must be true or false")

    @classmethod
    def preset(cls, name: str, **changes: Any) -> Rules:
        try:
            base = PRESETS[name]
        except KeyError:
            raise RulesError(f"unknown preset {name!r}; choose one of {sorted(PRESETS)}") from None
        return replace(base, **changes)

    def with_changes(self, **changes: Any) -> Rules:
        return replace(self, **changes)

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
            raise RulesError("rules must be a JSON object")
        known = {f.name: f for f in fields(cls)}
        unknown = set(data) - set(known)
        if unknown:
            raise RulesError(f"unknown rule setting(s): {sorted(unknown)}")
        values: dict[str, Any] = {}
        enums = {"dealer": DealerPolicy, "variant": Variant, "oklahoma_ace": OklahomaAce}
        for key, value in data.items():
            if key in enums:
                try:
                    value = enums[key](value)
                except ValueError:
                    raise RulesError(
                        f"{key} must be one of {[k.value for k in enums[key]]}, not {value!r}"
                    ) from None
            values[key] = value
        return cls(**values)

    def describe(self) -> str:
        """One line for humans, e.g. for the table and the rules button."""
        parts = [self.variant.value.capitalize() + " gin", f"to {self.target}"]
        if self.variant is Variant.STANDARD:
            parts.append(f"knock at {self.knock_limit}")
        parts.append(f"gin +{self.gin_bonus}")
        if self.variant is not Variant.STRAIGHT:
            parts.append(f"undercut +{self.undercut_bonus}")
        if self.big_gin_bonus is not None:
            parts.append(f"big gin +{self.big_gin_bonus}")
        parts.append(f"box {self.box_bonus}")
        parts.append(f"game +{self.game_bonus}")
        if self.shutout:
            parts.append("shutout doubles")
        return ", ".join(parts)


PRESETS: dict[str, Rules] = {
    # The rules page's numbers.
    "25/25": Rules(),
    # Older rule books: gin 20, undercut 10, box 20.
    "20/10": Rules(gin_bonus=20, undercut_bonus=10, box_bonus=20),
    "20/20": Rules(gin_bonus=20, undercut_bonus=20, box_bonus=20),
    # Big gin on, as many online rooms play it.
    "big-gin": Rules(big_gin_bonus=31),
}
