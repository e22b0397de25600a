"""``python -m bot`` pointed at a fake Discord on 127.0.0.1:$FAKE_DISCORD_PORT: the real entry
point in a real process, for what kills or signals it (tests/e2e/test_process.py,
bench/faults.py). :func:`command` gives the command line and environment to start it with.

Only the two class attributes that name Discord's addresses are changed (see
docs/fake-discord.md); everything else is what ``python -m bot`` does.
"""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def command(port: int, database: Path) -> tuple[list[str], dict[str, str]]:
    """The command line and environment of a bot process talking to the fake on ``port``."""
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "DISCORD_TOKEN": "fake-token",
        "GIN_DATABASE": str(database),
        "GIN_LOG_LEVEL": "WARNING",
        "FAKE_DISCORD_PORT": str(port),
    }
    return [sys.executable, str(Path(__file__).resolve())], env


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    import discord.gateway
    import discord.http
    import yarl

    from bot.__main__ import main

    port = int(os.environ["FAKE_DISCORD_PORT"])
    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/gateway")
    sys.exit(main())
