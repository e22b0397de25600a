"""Benchmark of the hand and table pictures, against another commit's (a script, not a test).

    python bench/pictures.py [--games N] [--seed K] [--against REF] [--repeat R]

Plays N seeded games of each format (two players, three, partnerships, Hollywood) with the
simple strategy and collects every distinct scene the bot would draw: the table after each move
(from the public view, with the players' names: some the font writes whole, some in part or not
at all) and the hand of the player who moved (from their own view). Then it draws each one cold
(``paint``, what the bot's worker process runs: the picture cache bypassed, the card tiles and
labels already made) and takes the CPU time of each picture (the thread's: drawing and PNG
encoding, whatever else runs on the machine) and the PNG's size; p50 / p99 / max by kind, and
the tables by format too.

The same is measured with REF's own code (default d4e165a, the release before the pictures
named their players; ``--against ''``: this tree alone): REF is checked out in a worktree with
a venv of its own under ``.compare/`` as ``bench/compare.py`` makes them (reused), and this
script measures each tree in a process of that tree's venv, the two alternating ``--repeat``
times (default 3; REF first in odd runs). It prints each figure's median over the runs for
both trees and their ratio (the tables of REF draw no names: what REF drew for the same
games). A table's scenes being drawn are the same games, seeds and names in both trees.

Goals, the last lines (``goal: ... -> MET`` or ``NOT MET``; the exit status is 1 if one is
not met):
- every picture's p99 under 10 ms drawn cold and under 20 kB, so that the pictures of one move
  (a hand and a table) cost a small share of the 100 ms the load benchmark allows;
- against REF: the table picture's p50 CPU time at most REF's, and its PNG's p50 no bigger.
  A line before them puts the size beside the pictures' area: d4e165a's tables drew no names
  and a deal was 520 px by 150, today's is 440 by 262 (its title above its seats).
"""

from __future__ import annotations

import argparse
import inspect
import io
import itertools
import json
import os
import platform
import random
import statistics
import struct
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

# Run as a plain script from anywhere: the project is not installed, so put its root on the path.
import _repo
from common import goal_line, parse_with_quick, percentile, verdict

from bot.words import ENGLISH

GOAL_MS = 10.0
GOAL_BYTES = 20_000
NAMES = ("Zoë", "Андрей", "世界", "🎲dice")  # by player
REFERENCE = "d4e165a"  # the release before the pictures named their players (issue 31)
FORMATS = ("heads-up", "three", "partnership", "hollywood")
FIGURES = ("p50 ms", "p99 ms", "max ms", "p50 B", "p99 B", "max B")


# -- one tree's figures (run in a process of that tree's venv) -----------------------------------


def measure(tree: Path, games: int, seed: int) -> dict[str, Any]:
    """Draw the scenes of ``games`` seeded games of each format with the code of ``tree``."""
    sys.path.insert(0, str(tree))  # before this checkout, which bench/_repo.py put first
    from PIL import Image

    from bot.engine import Format, Game, Rules, simple_game_move

    try:
        from bot.pictures import drawing as pictures
    except ImportError:  # before bot/pictures/ was a package (d4e165a)
        from bot import pictures  # type: ignore[no-redef]
    named = "names" in inspect.signature(pictures.table_scene).parameters
    start = time.perf_counter()
    pictures.prepare()  # the tiles and the palette, once per (worker) process
    tiles = time.perf_counter() - start
    groups: dict[str, list[Any]] = {}
    formats = (Format.HEADS_UP, Format.THREE, Format.PARTNERSHIP, Format.HOLLYWOOD)
    for fmt, fmt_name in zip(formats, FORMATS, strict=True):
        tables: dict[Any, None] = {}
        hands: dict[Any, None] = {}
        for g in range(games):
            players = [str(p) for p in range(fmt.players)]
            game = Game.new(Rules(format=fmt), players, random.Random(f"{seed}:{fmt}:{g}"))
            while acting := game.to_act():
                player = acting[0]
                game.apply(simple_game_move(game, player), player)
                view = game.public_view()
                names = {"names": NAMES[: fmt.players]} if named else {}
                tables[
                    pictures.table_scene(
                        view.boards, view.sitting_out, **names, language=ENGLISH.code
                    )
                ] = None
                hand = game.view_for(player).hand
                if hand is not None:
                    hands[pictures.hand_scene(hand, language=ENGLISH.code)] = None
        groups[f"table {fmt_name}"] = list(tables)
        groups.setdefault("hand", []).extend(hands)
    for scenes in groups.values():
        pictures.paint(scenes[0])  # the labels' first drawing, like the tiles'
    figures: dict[str, Any] = {}
    for group, scenes in groups.items():
        seconds: list[float] = []
        sizes: list[int] = []
        pixels: list[int] = []
        shapes: set[tuple[int, int]] = set()
        for scene in scenes:
            before = time.thread_time()
            png = pictures.paint(scene)
            seconds.append(time.thread_time() - before)
            sizes.append(len(png))
            width, height = struct.unpack(">II", png[16:24])  # IHDR's, the first chunk
            pixels.append(width * height)
            if len(shapes) < 4:
                shapes.add(Image.open(io.BytesIO(png)).size)
        figures[group] = {"n": len(scenes), "seconds": seconds, "bytes": sizes, "pixels": pixels}
        figures[group]["shapes"] = sorted(shapes)
    cached = next(iter(groups.values()))[0]
    pictures.draw(cached)
    start = time.perf_counter()
    for _ in range(10_000):
        pictures.draw(cached)
    return {
        "tiles s": tiles,
        "cached us": (time.perf_counter() - start) / 10_000 * 1e6,
        "groups": figures,
    }


def summary(figures: dict[str, Any]) -> dict[str, dict[str, float]]:
    """Each group's p50 / p99 / max of time and size; the tables of all formats as "table"."""
    groups = dict(figures["groups"])
    tables = [groups[f"table {name}"] for name in FORMATS]
    groups["table"] = {
        key: list(itertools.chain.from_iterable(t[key] for t in tables))
        for key in ("seconds", "bytes", "pixels")
    }
    groups["table"]["n"] = sum(t["n"] for t in tables)
    out = {}
    for group, values in groups.items():
        ms = [s * 1000 for s in values["seconds"]]
        sizes = values["bytes"]
        out[group] = {
            "n": float(values["n"]),
            "p50 ms": percentile(ms, 50),
            "p99 ms": percentile(ms, 99),
            "max ms": max(ms),
            "p50 B": percentile(sizes, 50),
            "p99 B": percentile(sizes, 99),
            "max B": float(max(sizes)),
            "p50 px": percentile(values["pixels"], 50),
        }
    return out


# -- the PNG's encoders --------------------------------------------------------------------------


def encoders(games: int, seed: int) -> None:
    """This tree's table pictures (the canvases drawn) encoded each way that was weighed: PNG
    size against encode time, p50 over the tables."""
    from PIL import Image

    from bot.engine import Format, Game, Rules, simple_game_move
    from bot.pictures import drawing as pictures
    from bot.pictures import png as png_writer
    from bot.pictures import tiles

    canvases: list[Image.Image] = []
    encode = tiles.encode

    def keep(canvas: Image.Image) -> bytes:
        canvases.append(canvas.copy())
        return encode(canvas)

    tiles.encode = keep
    for fmt in (Format.HEADS_UP, Format.THREE, Format.PARTNERSHIP):
        scenes: dict[Any, None] = {}
        for g in range(games):
            players = [str(p) for p in range(fmt.players)]
            game = Game.new(Rules(format=fmt), players, random.Random(f"{seed}:{fmt}:{g}"))
            while acting := game.to_act():
                game.apply(simple_game_move(game, acting[0]), acting[0])
                view = game.public_view()
                names = NAMES[: fmt.players]
                scenes[
                    pictures.table_scene(
                        view.boards, view.sitting_out, names, language=ENGLISH.code
                    )
                ] = None
        for scene in scenes:
            pictures.paint(scene)
    tiles.encode = encode

    def pillow(**options: Any) -> Any:
        def save(canvas: Image.Image) -> bytes:
            out = io.BytesIO()
            canvas.crop((0, 0, canvas.width - 1, canvas.height)).save(out, "PNG", **options)
            return out.getvalue()

        return save

    def ours(level: int) -> Any:
        def save(canvas: Image.Image) -> bytes:
            return png_writer.write(canvas, tiles.plte(), level)

        return save

    ways = {
        "Pillow, zlib level 1 (before)": pillow(compress_level=1),
        "Pillow, zlib level 6": pillow(compress_level=6),
        "Pillow, optimize (zlib 9)": pillow(optimize=True),
        **{f"png.write, isal level {n}": ours(n) for n in range(4)},
    }
    chosen = png_writer.DEFLATE_LEVEL
    print(f"{len(canvases)} table canvases, p50 of each way of writing them (ours: isal {chosen})")
    print(f"{'':34}{'ms':>8}{'B':>8}")
    for name, save in ways.items():
        seconds, sizes = [], []
        for canvas in canvases:
            before = time.thread_time()
            png = save(canvas)
            seconds.append(time.thread_time() - before)
            sizes.append(len(png))
        print(f"{name:34}{percentile(seconds, 50) * 1000:>8.3f}{int(percentile(sizes, 50)):>8}")


# -- both trees, alternating ---------------------------------------------------------------------


def run_tree(python: Path, tree: Path, games: int, seed: int) -> dict[str, Any]:
    script = Path(__file__).resolve()
    args = ["--measure", str(tree), "--games", str(games), "--seed", str(seed)]
    done = subprocess.run(
        [str(python), str(script), *args],
        cwd=tree,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
    )
    if done.returncode:
        raise SystemExit(f"measuring {tree} failed:\n{done.stdout}{done.stderr}")
    figures: dict[str, Any] = json.loads(done.stdout)
    return figures


def median_of(runs: list[dict[str, dict[str, float]]]) -> dict[str, dict[str, float]]:
    return {
        group: {key: statistics.median(run[group][key] for run in runs) for key in runs[0][group]}
        for group in runs[0]
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--games", type=int, default=4, help="games per format (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--against", default=REFERENCE, help=f"a commit (default {REFERENCE})")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each tree (default 3)")
    parser.add_argument(
        "--encoders", action="store_true", help="this tree's PNG encoders weighed, and no more"
    )
    parser.add_argument("--measure", type=Path, help=argparse.SUPPRESS)  # one tree, as JSON
    args = parse_with_quick(parser, argv, games=1, against="", repeat=1)
    if args.encoders:
        encoders(args.games, args.seed)
        return 0
    if args.measure:
        print(json.dumps(measure(args.measure, args.games, args.seed)))
        return 0
    import compare  # bench/compare.py: REF's worktree and venv, as it makes them
    import PIL

    here = compare.git("rev-parse", "--short=10", "HEAD")
    trees = [(f"this tree ({here})", Path(sys.executable), _repo.ROOT)]
    if args.against:
        tree, python, commit = compare.reference_tree(args.against)
        trees.append((commit, python, tree))
    print(
        f"bench/pictures.py: python {platform.python_version()}, Pillow {PIL.__version__}, "
        f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, load average "
        f"{os.getloadavg()[0]:.2f}; {args.games} games of each format (seed {args.seed}); "
        f"{' against '.join(name for name, _, _ in trees)}: {args.repeat} runs each, "
        "alternating; CPU time per picture (its thread's)"
    )
    runs: dict[str, list[dict[str, dict[str, float]]]] = {name: [] for name, _, _ in trees}
    extras: dict[str, list[dict[str, Any]]] = {name: [] for name, _, _ in trees}
    for k in range(args.repeat):
        for name, python, tree in trees if k % 2 else trees[::-1]:
            figures = run_tree(python, tree, args.games, args.seed)
            runs[name].append(summary(figures))
            extras[name].append(figures)
    medians = {name: median_of(found) for name, found in runs.items()}
    ours = medians[trees[0][0]]
    groups = ["table", *(f"table {name}" for name in FORMATS), "hand"]
    header = f"{'':20}{'n':>6}" + "".join(f"{figure:>9}" for figure in FIGURES)
    for name, _, _ in trees:
        figures = medians[name]
        first = extras[name][0]
        print(
            f"\n{name}: card tiles and palette once per process "
            f"{statistics.median(e['tiles s'] for e in extras[name]):.2f} s, a cached picture "
            f"{statistics.median(e['cached us'] for e in extras[name]):.1f} µs"
        )
        print(header + "  size (px)")
        for group in groups:
            row = figures[group]
            shapes = (
                first["groups"].get(group, {"shapes": []})["shapes"] if group != "table" else []
            )
            print(
                f"{group:20}{int(row['n']):>6}"
                + "".join(f"{row[f]:>9.2f}" if "ms" in f else f"{int(row[f]):>9}" for f in FIGURES)
                + f"  {', '.join(f'{w}x{h}' for w, h in shapes)}"
            )
    worst_ms = max(ours[group]["p99 ms"] for group in ("table", "hand"))
    worst_bytes = max(ours[group]["p99 B"] for group in ("table", "hand"))
    met = worst_ms < GOAL_MS and worst_bytes < GOAL_BYTES
    what = (
        f"picture p99 < {GOAL_MS:.0f} ms drawn cold and < {GOAL_BYTES // 1000} kB: "
        f"{worst_ms:.2f} ms, {worst_bytes / 1000:.1f} kB"
    )
    lines = [goal_line(what, met)]
    if len(trees) > 1:
        theirs, reference = medians[trees[1][0]], trees[1][0]
        print(f"\nthis tree / {reference} (medians of the runs)")
        print(f"{'':20}" + "".join(f"{figure:>9}" for figure in FIGURES))
        for group in groups:
            print(
                f"{group:20}"
                + "".join(f"{ours[group][f] / theirs[group][f]:>9.2f}" for f in FIGURES)
            )
        cpu = ours["table"]["p50 ms"], theirs["table"]["p50 ms"]
        size = ours["table"]["p50 B"], theirs["table"]["p50 B"]
        cpu_met, size_met = cpu[0] <= cpu[1], size[0] <= size[1]
        met = met and cpu_met and size_met
        cpu_goal = (
            f"table picture p50 CPU <= {reference}'s: {cpu[0]:.3f} ms against "
            f"{cpu[1]:.3f} ms ({cpu[0] / cpu[1]:.2f}x) -> {verdict(cpu_met)}; "
            f"its PNG p50 <= {reference}'s: {size[0] / 1000:.1f} kB against "
            f"{size[1] / 1000:.1f} kB ({size[0] / size[1]:.2f}x)"
        )
        lines.append(goal_line(cpu_goal, size_met))
        pixels = ours["table"]["p50 px"], theirs["table"]["p50 px"]
        print(
            f"\nthe table's p50 picture: {pixels[0]:.0f} px against {pixels[1]:.0f} px "
            f"({pixels[0] / pixels[1]:.2f}x); "
            f"bytes per pixel {size[0] / pixels[0]:.3f} against {size[1] / pixels[1]:.3f} "
            f"({size[0] / pixels[0] / (size[1] / pixels[1]):.2f}x)"
        )
    print("\n" + "\n".join(lines))
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
