"""``python -m bot`` pointed at a fake Discord on 127.0.0.1:$FAKE_DISCORD_PORT: the real entry
point in a real process, for what kills or signals it (tests/e2e/test_process.py,
bench/faults.py). :func:`command` gives the command line and environment to start it with.

Only the two class attributes that name Discord's addresses are changed (see
docs/fake-discord.md), and the wait between two identifies is 0.2 s instead of Discord's 5 s
(the kill loops start the bot again at once); everything else is what ``python -m bot`` does,
except for one test-only hook: with ``GIN_TEST_CRASH_AT`` in the environment the process
ends with ``os._exit(137)``, a kill -9, at that exact point. ``rating``: a finished game's
result rows are inserted in the open transaction, its ratings and standings not yet.
``second-match-game``: a tournament round's first game is made, its second not.
``pairing-round-2``: a tournament's round 1 is over (its last result committed), round 2 not
paired. ``workers-started``: starting, its worker processes just started (the computer's too,
if a game with it is loaded), the bot not connected yet. Before it exits, the hook lists on
stderr the processes it started (``run_bot.py: started PID START COMMAND``, a line each, see
tests/support/processes.py). Nothing outside the tests sets it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the bot's process imports nothing of the fake
    from tests.support.fakediscord import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]
CRASH_EXIT = 137  # what a shell reports for a process killed by SIGKILL (128 + 9)


def command(
    fake: FakeDiscord, database: Path | str, *args: str, **extra_env: str
) -> tuple[list[str], dict[str, str]]:
    """The command line and environment of a bot process talking to ``fake`` (with a token of
    its bot user), on ``database`` (a SQLite file, or a PostgreSQL URL); ``args``: the command
    and its arguments (none: ``run``); ``extra_env`` is added to the environment (e.g.
    ``GIN_TEST_CRASH_AT="rating"``, ``GIN_CLUSTER="1"``)."""
    # Here, not at the top: run as a script, this file's process has no tests/ on its path yet.
    from tests.support.tokens import bot_token

    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "DISCORD_TOKEN": bot_token(fake.bot_user.id),
        "GIN_DATABASE": str(database),
        "GIN_LOG_LEVEL": "WARNING",
        "FAKE_DISCORD_PORT": str(fake.port),
        **extra_env,
    }
    return [sys.executable, str(Path(__file__).resolve()), *args], env


CRASH_POINTS = ("rating", "second-match-game", "pairing-round-2", "workers-started")
STARTED = "run_bot.py: started "  # a line of the crash's list of the processes left behind


def _crash_at(point: str) -> None:
    """The test-only crash hook (see the module's docstring)."""
    if point not in CRASH_POINTS:
        sys.exit(f"run_bot.py: unknown GIN_TEST_CRASH_AT={point!r} (known: {CRASH_POINTS})")

    def crash(*_args: object, **_kwargs: object) -> None:
        from tests.support.processes import descendants

        started = "".join(
            f"{STARTED}{p.pid} {p.started} {p.command}\n" for p in descendants(os.getpid())
        )
        os.write(2, f"{started}run_bot.py: GIN_TEST_CRASH_AT={point}: exiting\n".encode())
        os._exit(CRASH_EXIT)

    if point == "rating":
        from bot.model import ratings

        ratings.rate = crash  # type: ignore[assignment]
    elif point == "second-match-game":
        # In the middle of starting a round: its first game made, the second not.
        from bot.service.tables import TableService

        start_match = TableService.start_match
        made: list[dict[str, object]] = []

        async def crash_second(self: TableService, **match: object) -> object:
            if made:
                crash()
            made.append(match)
            return await start_match(self, **match)  # type: ignore[arg-type]

        TableService.start_match = crash_second  # type: ignore[assignment,method-assign]
    elif point == "workers-started":
        # Starting: the house's workers just started (bot.discord.composition), not connected.
        from bot.discord.composition import House

        start = House.start

        async def crash_once_started(self: House) -> None:
            await start(self)
            crash()

        House.start = crash_once_started  # type: ignore[method-assign]
    else:
        # Between a round's last result (committed) and the next round's pairing.
        from bot.model.pairing import Pair
        from bot.model.tournaments import Tournament
        from bot.service import tournaments

        round_pairs = tournaments.round_pairs

        def crash_pairing(tournament: Tournament, number: int) -> list[Pair]:
            if number == 2:
                crash()
            return round_pairs(tournament, number)

        tournaments.round_pairs = crash_pairing


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    import discord.gateway
    import discord.http
    import yarl

    from bot.__main__ import main

    if crash_point := os.environ.get("GIN_TEST_CRASH_AT"):
        _crash_at(crash_point)
    # The kill loops start the bot again at once: its identifies wait a moment, not Discord's 5 s.
    import bot.discord.client

    bot.discord.client.IDENTIFY_WINDOW = 0.2
    port = int(os.environ["FAKE_DISCORD_PORT"])
    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/gateway")
    sys.exit(main(sys.argv[1:]))
