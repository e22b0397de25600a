"""A made-up token of the shape Discord gives a bot, for every test and benchmark that needs one.

``bot_token(fake.bot_user.id)``: the bot user's id in base64url, a timestamp and a signature,
joined by dots, as the developer portal's Bot page hands them out (see bot/config.py for the
shape the bot checks). Built from the fake Discord's bot user, so that what the bot reads from
the token (``python -m bot check``'s invite URL) is the fake's own application. The fake checks
only that a bot route carries ``Authorization: Bot …`` (docs/fake-discord.md), not whose token
it is: the bot takes its application id from Discord, never from the token, when it runs.
"""

from __future__ import annotations

import base64
import hashlib

__all__ = ["NO_FAKE_BOT_ID", "bot_token"]

# The bot user of the tests with no fake Discord at all (settings, check, a run refused before
# any network): an id of today's size, 19 digits.
NO_FAKE_BOT_ID = 1_234_567_890_123_456_789


def _base64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def bot_token(bot_user_id: int) -> str:
    """A token for the bot user ``bot_user_id``, the same every time for the same id."""
    user = _base64url(str(bot_user_id).encode("ascii"))
    timestamp = _base64url((1_700_000_000).to_bytes(4, "big"))
    signature = _base64url(hashlib.sha256(f"fake:{bot_user_id}".encode()).digest()[:20])
    return f"{user}.{timestamp}.{signature}"
