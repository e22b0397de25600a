"""A fake Discord server for end-to-end tests of a discord.py bot.

The real discord.py client logs in, syncs commands, opens the gateway and answers interactions
against :class:`FakeDiscord` on 127.0.0.1; simulated users act through it::

    async with FakeDiscord() as fake:              # listens, and points discord.py at it
        bot = MyBot(...)                            # any discord.Client / commands.Bot
        await start_bot(bot, fake)                  # login, connect, wait until ready
        alice, bob = fake.humans[:2]
        it = await fake.slash(alice, "gin challenge", {"opponent": bob})
        table = await it.message()                  # the public or ephemeral answer
        click = await fake.click(bob, table, table.custom_ids()[0])
        assert (await click.response()).type == 7   # edit_message

Rules Discord enforces are enforced here too (3 s to acknowledge, one callback, 15-minute tokens
on ``fake.clock``, form limits, ephemeral messages out of reach of ``/channels``, the bot's
permissions in each channel: its role's, with the channel's overwrites, ``fake.set_permissions``);
breaking one records a :class:`Violation` (``fake.problems()`` lists them).

Places: ``fake.install_app(user)`` installs the app to a member's account, which takes its
commands to ``fake.bot_dm(user)``, ``fake.private_channel(alice, bob[, carol])`` (a DM or group
DM between members) and ``fake.add_guild(invited=False)`` (a server that never added the bot),
each interaction with Discord's ``context`` and ``authorizing_integration_owners``
(docs/fake-discord.md, "Places beyond a server that added the bot").

Shards: a session serves the servers of the ``shard`` its IDENTIFY names (none: all of them),
so several ``AutoShardedBot(shard_ids=..., shard_count=N)`` clients can each run some shards
(``fake.add_guild(guild_id=n << 22)`` puts a server on shard ``n % N``; ``it.sessions`` says who
got an interaction; 4010, 4011 and op 9 as Discord; docs/fake-discord.md, "Shards").

Under pytest ``tests/`` is on ``sys.path`` (it is not a package), so import this as
``fakediscord``.
"""

from .client import start_bot, stop_bot
from .interactions import Callback, FakeInteraction, UserActionError
from .models import (
    FakeChannel,
    FakeClock,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    MessageVersion,
)
from .records import ApiError, Hold, Injection, RecordedRequest, Violation
from .server import FakeDiscord
from .sessions import (
    IDENTIFY_WINDOW,
    MAX_GUILDS_PER_SHARD,
    GatewaySession,
    IdentifyRefusal,
    shard_of,
)

__all__ = [
    "IDENTIFY_WINDOW",
    "MAX_GUILDS_PER_SHARD",
    "ApiError",
    "Callback",
    "FakeChannel",
    "FakeClock",
    "FakeDiscord",
    "FakeGuild",
    "FakeInteraction",
    "FakeMember",
    "FakeMessage",
    "FakeRole",
    "FakeUser",
    "GatewaySession",
    "Hold",
    "IdentifyRefusal",
    "Injection",
    "MessageVersion",
    "RecordedRequest",
    "UserActionError",
    "Violation",
    "shard_of",
    "start_bot",
    "stop_bot",
]
