"""Shared by the SQLite-specific store tests (their ``opened`` fixture is in conftest)."""

from __future__ import annotations

from bot.engine import HandResult, OutcomeKind

# Deal 1, dealt by seat 0, won by seat 1 with gin for 40 (players as the game's indexes).
GIN_BY_SEAT_1 = HandResult(1, 1, 0, (0, 1), 0, OutcomeKind.GIN, 1, 1, 40)
