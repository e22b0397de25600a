"""The computer's levels, from the weakest: what a member picks in a challenge and what a
computer seat keeps for the whole game (:mod:`bot.engine.computer` says what each one does)."""

from enum import Enum

__all__ = ["Level"]


class Level(Enum):
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"
    EXPERT = "expert"
