"""Small rules of the bot's English, for every layer that writes a sentence."""

from __future__ import annotations

__all__ = ["after_colon", "counted"]

# Words that keep their capital after a colon: names, not a sentence's first word.
NAMES = frozenset({"Discord", "Python", "Kubernetes", "Docker", "Pillow", "Windows", "I"})


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """``1 game``, ``3 games``, ``0 losses`` (``plural`` where adding an s is wrong)."""
    return f"{count:,} {noun}" if count == 1 else f"{count:,} {plural or noun + 's'}"


def after_colon(head: str, detail: object) -> str:
    """``head: detail``, the detail's first word lowered where it only starts a sentence
    ("The folder..." -> "the folder..."); names, settings and acronyms keep their case."""
    text = str(detail)
    first = text.split(maxsplit=1)[0] if text.strip() else ""
    word = first.rstrip(".,;:!?'\"")
    if word[:1].isupper() and word[1:].islower() and word.isalpha() and word not in NAMES:
        text = text[0].lower() + text[1:]
    return f"{head}: {text}"
