"""The options of ``python -m bot play``, apart from the game: the command line is read (and
``--help`` shown) without the catalogue's packages, which only the game needs; and the game's
language, from ``--lang`` or the environment.

``--help`` and argparse's own errors stay English, as the rest of ``python -m bot``'s are:
they are read before the game's language matters, and argparse writes its own words ("usage:",
"error:") in English whatever the catalogue says.

>>> language({"LANG": "pt_BR.UTF-8"}).code, language({"LANG": "C"}).code
('pt-BR', 'en-US')
>>> language({"LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"}, None).code
'de'
>>> language({"LANG": "fr_FR.UTF-8"}, "pl").code
'pl'
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping

from bot.engine import PRESETS, Variant
from bot.engine.computer import Level
from bot.model.languages import ENGLISH, LANGUAGES, Language, language_of

__all__ = ["BONUSES", "LEVELS", "VARIANTS", "add_arguments", "language"]

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


def _language(text: str) -> str:
    """A language the game speaks, by its code or a locale of it ("pt", "pt_BR.UTF-8",
    "de-AT"); one it doesn't is refused, naming those it does."""
    primary = text.split(".")[0].split("@")[0].replace("_", "-").split("-")[0].lower()
    found = language_of(text)
    if found is ENGLISH and primary != "en":
        names = [f"{lang.code} ({lang.name})" for lang in LANGUAGES]
        raise argparse.ArgumentTypeError(
            f"the game speaks {', '.join(names[:-1])} or {names[-1]}, not {text!r}"
        )
    return found.code


# Where a program finds its language in the environment, first to last (POSIX: LC_ALL overrides
# every category, LC_MESSAGES is the one of messages, LANG the default of all).
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def language(environ: Mapping[str, str], chosen: str | None = None) -> Language:
    """The game's language: ``--lang`` (``chosen``, checked by the parser), else the
    environment's (the first of :data:`LOCALE_VARIABLES` set and not empty; "C" and "POSIX"
    are English), else English. A locale the game has no language for is told in English,
    quietly: the environment is the machine's, not a request."""
    if chosen is not None:
        return language_of(chosen)
    for name in LOCALE_VARIABLES:
        value = environ.get(name)
        if value:
            return language_of(value)
    return ENGLISH


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
    parser.add_argument(
        "--lang",
        type=_language,
        metavar="CODE",
        help="the game's language: "
        + ", ".join(lang.code for lang in LANGUAGES)
        + " (default: the environment's, from LC_ALL, LC_MESSAGES or LANG, else English)",
    )
