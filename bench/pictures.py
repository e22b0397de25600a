"""Benchmark of the hand and table pictures (a script, not a test).

    python bench/pictures.py [--games N] [--seed K]

Plays N seeded games of each format (two players, three, partnerships) with the simple strategy
and collects every distinct scene the bot would draw: the table after each move (from the
public view, with the players' names: some the font writes whole, some in part or not at all)
and the hand of the player who moved (from their own view). Then it draws each
one cold (``pictures.paint``, what the bot's worker process runs: the picture cache bypassed,
the card tiles and labels already made) and reports the time per picture (drawing and PNG
encoding) and the PNG's size, p50 / p99 / max, by kind; and the time of a cached picture. The
card tiles' first drawing (once per process) is shown apart.

Goal: p99 under 10 ms per picture drawn cold and under 20 kB per PNG, so that the pictures of
one move (a hand and a table) cost a small share of the 100 ms the load benchmark allows. The
last line reads ``goal: ... -> MET`` (or ``NOT MET``).
"""

from __future__ import annotations

import argparse
import io
import platform
import random
import sys
import time
from collections.abc import Sequence

# Run as a plain script from anywhere: the project is not installed, so put its root on the path.
import _repo  # noqa: F401  (the repository on the import path)
import PIL
from PIL import Image

from bot.engine import Format, Game, Rules, simple_game_move
from bot.pictures import drawing as pictures

GOAL_MS = 10.0
GOAL_BYTES = 20_000
NAMES = ("Zoë", "Андрей", "世界", "🎲dice")  # by player


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))]


def scenes(games: int, seed: int) -> tuple[list[pictures.TableScene], list[pictures.HandScene]]:
    tables: dict[pictures.TableScene, None] = {}
    hands: dict[pictures.HandScene, None] = {}
    for fmt in (Format.HEADS_UP, Format.THREE, Format.PARTNERSHIP):
        for g in range(games):
            players = [str(p) for p in range(fmt.players)]
            game = Game.new(Rules(format=fmt), players, random.Random(f"{seed}:{fmt}:{g}"))
            while acting := game.to_act():
                player = acting[0]
                game.apply(simple_game_move(game, player), player)
                view = game.public_view()
                names = NAMES[: fmt.players]
                tables[pictures.table_scene(view.boards, view.sitting_out, names)] = None
                hand = game.view_for(player).hand
                if hand is not None:
                    hands[pictures.hand_scene(hand)] = None
    return list(tables), list(hands)


def cold(scene: pictures.Scene) -> tuple[float, int]:
    """Seconds to draw and encode ``scene`` without the picture cache, and the PNG's bytes."""
    start = time.perf_counter()
    png = pictures.paint(scene)
    return time.perf_counter() - start, len(png)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=4, help="games per format (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(
        f"bench/pictures.py: python {platform.python_version()}, Pillow {PIL.__version__}, "
        f"{platform.system()} {platform.machine()}"
    )
    start = time.perf_counter()
    pictures.prepare()  # the tiles and the palette, once per (worker) process
    print(f"card tiles and palette, once per process: {time.perf_counter() - start:.2f} s")
    tables, hands = scenes(args.games, args.seed)
    for scene in (tables[0], hands[0]):  # the labels' first drawing, like the tiles'
        cold(scene)
    print(
        f"{len(tables)} distinct tables and {len(hands)} distinct hands from {args.games} "
        "games of each format\n"
    )
    print(
        f"{'':8}{'n':>7}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}"
        f"{'p50 B':>9}{'p99 B':>9}{'max B':>9}  size (px)"
    )
    worst_ms, worst_bytes = 0.0, 0
    for kind, items in (("table", tables), ("hand", hands)):
        timed = [cold(s) for s in items]
        seconds = [t for t, _ in timed]
        sizes = [float(n) for _, n in timed]
        p99_ms, p99_bytes = percentile(seconds, 99) * 1000, int(percentile(sizes, 99))
        worst_ms, worst_bytes = max(worst_ms, p99_ms), max(worst_bytes, p99_bytes)
        shapes = sorted({Image.open(io.BytesIO(pictures.draw(s))).size for s in items})
        print(
            f"{kind:8}{len(items):>7}{percentile(seconds, 50) * 1000:>9.2f}{p99_ms:>9.2f}"
            f"{max(seconds) * 1000:>9.2f}{int(percentile(sizes, 50)):>9}{p99_bytes:>9}"
            f"{int(max(sizes)):>9}  {', '.join(f'{w}x{h}' for w, h in shapes[:4])}"
        )
    pictures.draw(tables[0])
    repeats = 10_000
    start = time.perf_counter()
    for _ in range(repeats):
        pictures.draw(tables[0])
    cached_us = (time.perf_counter() - start) / repeats * 1e6
    print(f"\na cached picture: {cached_us:.1f} µs")
    met = worst_ms < GOAL_MS and worst_bytes < GOAL_BYTES
    print(
        f"\ngoal: picture p99 < {GOAL_MS:.0f} ms drawn cold and < {GOAL_BYTES // 1000} kB: "
        f"{worst_ms:.2f} ms, {worst_bytes / 1000:.1f} kB -> {'MET' if met else 'NOT MET'}"
    )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
