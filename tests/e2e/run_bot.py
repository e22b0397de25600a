"""``python -m bot`` pointed at a fake Discord on 127.0.0.1:$FAKE_DISCORD_PORT: the real entry
point in a real process, for tests that kill or signal it (test_process.py).

Only the two class attributes that name Discord's addresses are changed (see
docs/fake-discord.md); everything else is what ``python -m bot`` does.
"""

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import discord.gateway
import discord.http
import yarl

from bot.__main__ import main

if __name__ == "__main__":
    port = int(os.environ["FAKE_DISCORD_PORT"])
    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/gateway")
    sys.exit(main())
