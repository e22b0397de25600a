"""``--quick``: every bench script's run in seconds at tiny sizes, to check that it still runs
(``tests/test_bench_quick.py`` runs them all), not to measure: its figures are noise."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable


def add_quick(
    parser: argparse.ArgumentParser, argv: Iterable[str] | None = None, /, **sizes: object
) -> list[str]:
    """``--quick`` added to ``parser``: given it in ``argv`` (default the command line),
    ``sizes`` (option destinations and their values) become the defaults, so that an option
    given explicitly still wins. Returns the arguments to parse."""
    shown = ", ".join(f"--{dest.replace('_', '-')} {value}" for dest, value in sizes.items())
    parser.add_argument(
        "--quick", action="store_true", help=f"seconds, to check it runs: {shown or 'as is'}"
    )
    given = sys.argv[1:] if argv is None else list(argv)
    if "--quick" in given:
        parser.set_defaults(**sizes)
    return given


def parse_with_quick(
    parser: argparse.ArgumentParser, argv: Iterable[str] | None = None, /, **sizes: object
) -> argparse.Namespace:
    """``parser``'s arguments, ``--quick`` among them (:func:`add_quick`)."""
    return parser.parse_args(add_quick(parser, argv, **sizes))
