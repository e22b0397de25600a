"""How long a deferral takes on a loaded host: the figure the bot's ANSWER_MARGIN comes from.

    python bench/deferral.py [--games N] [--seconds T] [--busy N|all] [--seed K]

An interaction that waits on something slow (the database, here) is acknowledged with a
deferral when ``time_left()`` runs out, ANSWER_MARGIN before Discord's 3 seconds; the deferral
must then reach Discord within that margin, however busy the host. This bench runs the real bot
against the fake Discord with N games played at once by scripted members, and stalls the
database's writes for 2.5 s every 5 s, so that every click in flight during a stall is answered
by a deferral. At the fake it measures each deferral's cost: its arrival after the moment the
bot's deadline was reached (the event loop's lateness under load, building and sending the
callback). The fake, the members and the bot share this one process and loop, so the figures
are an upper bound for a bot with a process of its own; the network to the real Discord adds
its own round trip (tens of ms). ``--busy`` keeps N CPUs busy with spinning processes at nice 0
(``all``: every core), as a neighbour on a shared host would.

The reference in the same run: the cost of a plain click answered at once (no stall), the time
from the fake sending the interaction to its callback arriving.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import _repo  # noqa: F401  (the repository on the import path)
from common import goal_line, parse_with_quick, percentile

from bot.discord.answers import ACK_SECONDS, ANSWER_MARGIN
from tests.support.busy import all_cores, spinning
from tests.support.fakediscord import FakeDiscord, FakeUser
from tests.support.harness import Harness
from tests.support.players import Player

DEFERRED = {5, 6}
STALL_SECONDS = 2.5
STALL_EVERY = 5.0


async def run(games: int, seconds: float, seed: int) -> dict[str, Any]:
    fake = FakeDiscord()
    await fake.start()
    try:
        with tempfile.TemporaryDirectory() as folder:
            harness = Harness(fake, Path(folder))
            await harness.start(seed=seed)
            seats: dict[int, tuple[FakeUser, FakeUser]] = {}
            for number in range(games):
                channel = await fake.add_channel(f"gin-{number}")
                pair = (await fake.add_member(f"a{number}"), await fake.add_member(f"b{number}"))
                seats[await harness.start_game(*pair, channel=channel)] = pair
            store: Any = harness.service.store
            write = store._write
            stalled = asyncio.Event()

            async def slow_write(batch: Any) -> None:
                if stalled.is_set():
                    await asyncio.sleep(STALL_SECONDS)
                await write(batch)

            store._write = slow_write
            first = len(fake.interactions)

            windows: list[tuple[float, float]] = []  # the stalls, on the fake's clock

            async def stalls() -> None:
                while True:
                    await asyncio.sleep(STALL_EVERY - STALL_SECONDS)
                    stalled.set()
                    began = fake.clock.monotonic()
                    await asyncio.sleep(STALL_SECONDS)
                    stalled.clear()
                    windows.append((began, fake.clock.monotonic()))

            async def play(game_id: int) -> None:
                players = {u.id: Player(fake, u, game_id) for u in seats[game_id]}
                await harness.play(game_id, players)

            staller = asyncio.create_task(stalls())
            playing = [asyncio.create_task(play(g)) for g in seats]
            done, _ = await asyncio.wait(playing, timeout=seconds)
            staller.cancel()
            for task in playing:
                task.cancel()
            failed = [t.exception() for t in done if t.exception() is not None]
            await asyncio.gather(*playing, return_exceptions=True)
            stalled.clear()
            await harness.stop()
        interactions = list(fake.interactions.values())[first:]
        answered = [(it, it.callback) for it in interactions if it.callback is not None]
        late = [it for it, _ in answered if any(code == 10062 for code, _ in it.errors)]
        deadline = ACK_SECONDS - ANSWER_MARGIN
        deferrals = [cb.latency - deadline for _, cb in answered if cb.type in DEFERRED]

        def clear_of_stalls(created: float, latency: float) -> bool:
            end = created + latency
            return all(end < began or created > ended for began, ended in windows)

        plain = [
            cb.latency
            for it, cb in answered
            if cb.type not in DEFERRED and clear_of_stalls(it.created_mono, cb.latency)
        ]
        unanswered = [it for it in interactions if it.callback is None]
        return {
            "deferrals": deferrals,
            "plain": plain,
            "late": len(late),
            "unanswered": len(unanswered),
            "failed": failed,
        }
    finally:
        await fake.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--busy", default="0", help="CPUs to keep busy (a number, or 'all')")
    parser.add_argument("--seed", type=int, default=1)
    args = parse_with_quick(parser, games=4, seconds=3.0)
    busy = all_cores() if args.busy == "all" else int(args.busy)
    logging.basicConfig(level=logging.ERROR)
    started = time.monotonic()
    with spinning(busy):
        figures = asyncio.run(run(args.games, args.seconds, args.seed))
    deferrals, plain = figures["deferrals"], figures["plain"]
    print(
        f"{args.games} games for {args.seconds:.0f} s, database stalled {STALL_SECONDS} s "
        f"every {STALL_EVERY:.0f} s, {busy} CPU(s) kept busy, {time.monotonic() - started:.0f} s"
    )
    print(
        f"deferrals: {len(deferrals)}; their cost after the bot's deadline "
        f"(time_left() = 0, {ACK_SECONDS - ANSWER_MARGIN:.1f} s after the interaction): "
        f"median {1000 * statistics.median(deferrals) if deferrals else float('nan'):.0f} ms, "
        f"p99 {1000 * percentile(deferrals, 99):.0f} ms, "
        f"max {1000 * max(deferrals, default=float('nan')):.0f} ms"
    )
    print(
        f"reference, clicks answered outside the stalls: {len(plain)}; median "
        f"{1000 * statistics.median(plain) if plain else float('nan'):.0f} ms, "
        f"p99 {1000 * percentile(plain, 99):.0f} ms"
    )
    print(
        f"late for Discord (10062): {figures['late']}; unanswered: {figures['unanswered']}; "
        f"games that failed: {len(figures['failed'])}"
    )
    for exc in figures["failed"][:3]:
        print(f"  {type(exc).__name__}: {str(exc)[:300]}")
    worst = max(deferrals, default=0.0)
    met = (
        bool(deferrals)
        and worst <= ANSWER_MARGIN / 2
        and figures["late"] == 0
        and figures["unanswered"] == 0
    )
    what = (
        f"every deferral within half of ANSWER_MARGIN ({1000 * ANSWER_MARGIN / 2:.0f} ms; "
        f"slowest {1000 * worst:.0f} ms), none late or unanswered"
    )
    print(goal_line(what, met))


if __name__ == "__main__":
    main()
