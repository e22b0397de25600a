"""English words for tests that check the English text: every render function takes the
language its reader sees (no default), so a test says which one it reads."""

from __future__ import annotations

from bot.words import ENGLISH, Words, words

__all__ = ["EN_WORDS"]

EN_WORDS: Words = words(ENGLISH)
