"""The bot's invite URL (in a module of its own: ``python -m bot check`` prints it without
importing discord)."""

from __future__ import annotations

# View Channels, Send Messages, Embed Links, Attach Files (the pictures), Create Public Threads,
# Send Messages in Threads.
INVITE_PERMISSIONS = 309237697536


def invite_url(application_id: int) -> str:
    return (
        f"https://discord.com/oauth2/authorize?client_id={application_id}"
        f"&scope=bot+applications.commands&permissions={INVITE_PERMISSIONS}"
    )
