"""The options of ``python -m bot play``, apart from the game: the command line is read (and
``--help`` shown) without the catalogue's packages, which only the game needs."""

from __future__ import annotations

import argparse

from bot.engine import PRESETS, Variant
from bot.engine.computer import Level

__all__ = ["BONUSES", "LEVELS", "VARIANTS", "add_arguments"]

LEVELS = tuple(level.value for level in Level)
VARIANTS = tuple(variant.value for variant in Variant)
BONUSES = tuple(PRESETS)  # the bonus presets: "25/25", "20/10", "20/20", "big-gin"


def _target(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 10 <= value <= 1000:
        raise argparse.ArgumentTypeError(
            f"the target is a whole number from 10 to 1000, not {text}"
        )
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``python -m bot play``."""
    parser.add_argument(
        "--level", choices=LEVELS, default="normal", help="the computer's level (normal)"
    )
    parser.add_argument(
        "--variant", choices=VARIANTS, default="standard", help="the kind of gin (standard)"
    )
    parser.add_argument(
        "--target", type=_target, default=100, metavar="N", help="points to win, 10-1000 (100)"
    )
    parser.add_argument(
        "--bonuses",
        choices=BONUSES,
        default="25/25",
        help="gin/undercut bonuses: 25/25, 20/10, 20/20 (older books, boxes 20) or big-gin "
        "(25/25 with a big gin bonus of 31) (25/25)",
    )
    parser.add_argument(
        "--seed",
        type=int,
        metavar="N",
        help="play the same deals and computer moves again (default: a random seed, printed)",
    )
