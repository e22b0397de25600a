"""One gin run, set up, played and checked (:func:`run_phase`), as the load and the layouts run
it; the throwaway PostgreSQL the layouts and the kill round share."""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import pstats
import tracemalloc
from dataclasses import dataclass
from pathlib import Path

from load_bot import maxrss_bytes

from load_parts.accounting import memory_by_area
from load_parts.gin import GinLoad
from load_parts.record import Layout
from load_parts.settings import DURABLE_POSTGRES
from tests.support.postgres import ThrowawayPostgres, find_binaries


@dataclass
class Phase:
    """One gin run, done: what ``run`` prints."""

    load: GinLoad
    store_check: tuple[int, list[str]]
    sizes: dict[str, int]
    rss: dict[str, int]
    traced: tuple[int, list[tuple[str, int]]] | None = None
    stats: pstats.Stats | None = None


async def run_phase(
    args: argparse.Namespace,
    workdir: Path,
    computer_games: int,
    main: bool,
    layout: Layout = Layout(),
    database: str | None = None,
    db_server: int | None = None,
) -> Phase:
    """Set up, play and check one gin run (a fresh fake, bot and database); ``main``: the one
    profiled and traced (with --profile, --tracemalloc). ``layout``, ``database`` and
    ``db_server`` as :class:`GinLoad` takes them."""
    rss = {"before": maxrss_bytes()}
    tracing = main and args.tracemalloc
    if tracing:
        tracemalloc.start()
    load = GinLoad(args, workdir, computer_games, main, layout, database, db_server)
    profile: cProfile.Profile | None = None
    traced: tuple[int, list[tuple[str, int]]] | None = None
    try:
        await load.start()
        await load.setup_games()
        rss["setup"] = maxrss_bytes()
        if main and args.profile is not None and args.same_process:
            profile = cProfile.Profile()
            profile.enable()
        await load.play_all()  # ends by closing the bot
        if profile is not None:
            profile.disable()
        sizes = load.db_sizes()
        store_check = await load.check_store()
        if tracing:
            snapshot = tracemalloc.take_snapshot()
            traced = (tracemalloc.get_traced_memory()[1], memory_by_area(snapshot))
            tracemalloc.stop()
    finally:
        await load.stop()
    rss["peak"] = maxrss_bytes()
    stats: pstats.Stats | None = None
    if profile is not None:
        stats = pstats.Stats(profile)
        if args.profile:
            stats.dump_stats(args.profile)
    elif load.profile_path is not None and load.profile_path.exists():
        stats = pstats.Stats(str(load.profile_path))
    return Phase(load, store_check, sizes, rss, traced, stats)


async def start_postgres() -> ThrowawayPostgres | None:
    """A throwaway PostgreSQL server for the run, durable as a real one; None (said why) where
    its binaries are not installed."""
    bindir = find_binaries()
    if bindir is None:
        print("PostgreSQL's server is not installed (Debian: apt-get install postgresql)")
        return None
    server = ThrowawayPostgres(bindir, settings=DURABLE_POSTGRES, on_disk=True)
    await asyncio.to_thread(server.start)
    return server
