"""The computer as a player: a member id no Discord user has, 1 to 99, the level in the last
digit (1 easy, 2 normal, 3 hard, 4 expert) and which of the game's computer players it is in the
tens (a game may have more than one).

A stored game keeps these ids as they are (in its row, its members and its results), so a new
level is a new code and nothing stored changes: games kept before it never hold a 4 (no member
id but the computer's is below 100), and ``move-to`` carries the ids like any other."""

from __future__ import annotations

from bot.engine.computer import Level

__all__ = ["computer_id", "computer_level", "is_computer"]

_CODES = {Level.EASY: 1, Level.NORMAL: 2, Level.HARD: 3, Level.EXPERT: 4}
_LEVELS = {code: level for level, code in _CODES.items()}


def computer_id(level: Level, nth: int = 0) -> int:
    """The member id of a game's ``nth`` computer player (0-based) at ``level``.

    >>> computer_id(Level.HARD), computer_id(Level.EXPERT, 1), computer_level(14)
    (3, 14, <Level.EXPERT: 'expert'>)
    """
    if not 0 <= nth <= 8:
        raise ValueError("a game has at most nine computer players")
    return 10 * nth + _CODES[level]


def computer_level(member_id: int) -> Level | None:
    """The level of a computer player, or None for a member."""
    if 0 < member_id < 100:
        return _LEVELS.get(member_id % 10)
    return None


def is_computer(member_id: int) -> bool:
    return computer_level(member_id) is not None
