"""The fake Discord proven against the real discord.py client, with a throwaway demo bot."""

from __future__ import annotations

import asyncio
import io
import re
import time
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands

from bot.invite import INVITE_PERMISSIONS
from tests.support.fakediscord import FakeDiscord, FakeMessage, UserActionError
from tests.support.fakediscord.models import (
    ATTACH_FILES,
    CREATE_PUBLIC_THREADS,
    EMBED_LINKS,
    MANAGE_CHANNELS,
    MANAGE_THREADS,
    READ_MESSAGE_HISTORY,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    VIEW_CHANNEL,
)
from tests.support.fakediscord.validation import (
    MAX_COMMAND_SIZE,
    command_size,
    validate_attachment_refs,
    validate_commands,
    validate_message,
    validate_thread,
)

from .conftest import ErrorLogCapture, start_bot, stop_bot

# --- the demo bot ----------------------------------------------------------------------------


class CounterButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"demo:counter:(?P<n>\d+)"
):
    """A button whose state lives in its custom_id, so it works across restarts."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Count {n}", custom_id=f"demo:counter:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> CounterButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(self.n + 1))
        await interaction.response.edit_message(content=f"count {self.n + 1}", view=view)


class Panel(discord.ui.View):
    """An ordinary view: discord.py finds it by the message id of the response."""

    def __init__(self, bot: DemoBot) -> None:
        super().__init__(timeout=None)
        self.bot = bot

    @discord.ui.button(label="Edit", custom_id="demo:edit")
    async def edit(self, interaction: discord.Interaction[Any], _: discord.ui.Button[Any]) -> None:
        await interaction.response.edit_message(content="edited by button")

    @discord.ui.button(label="Secret", custom_id="demo:secret")
    async def secret(
        self, interaction: discord.Interaction[Any], _: discord.ui.Button[Any]
    ) -> None:
        await interaction.response.send_message(
            f"secret for {interaction.user.name}", ephemeral=True
        )

    @discord.ui.button(label="Double", custom_id="demo:double")
    async def double(
        self, interaction: discord.Interaction[Any], _: discord.ui.Button[Any]
    ) -> None:
        await interaction.response.send_message("first answer")
        # A second, independent responder (as when two handlers answer one click).
        try:
            await discord.InteractionResponse(interaction).send_message("second answer")
        except discord.HTTPException as e:
            self.bot.errors.append(e)

    @discord.ui.button(label="Slow", custom_id="demo:slow")
    async def slow(self, interaction: discord.Interaction[Any], _: discord.ui.Button[Any]) -> None:
        await interaction.response.defer()
        await self.bot.release.wait()
        try:
            await interaction.followup.send("late news")
        except discord.HTTPException as e:
            self.bot.errors.append(e)

    @discord.ui.button(label="Table", custom_id="demo:chanedit")
    async def chanedit(
        self, interaction: discord.Interaction[Any], _: discord.ui.Button[Any]
    ) -> None:
        await interaction.response.defer()
        assert interaction.message is not None
        # With the bot token through /channels: never expires, but rate limited per channel.
        try:
            await interaction.message.edit(content="edited via channel")
        except discord.HTTPException as e:
            self.bot.errors.append(e)

    @discord.ui.button(label="Early", custom_id="demo:early")
    async def early(self, interaction: discord.Interaction[Any], _: discord.ui.Button[Any]) -> None:
        try:
            await interaction.followup.send("followup before any answer")
        except discord.HTTPException as e:
            self.bot.errors.append(e)
        await interaction.response.send_message("answered", ephemeral=True)

    @discord.ui.button(label="Form", custom_id="demo:modal")
    async def form(self, interaction: discord.Interaction[Any], _: discord.ui.Button[Any]) -> None:
        await interaction.response.send_modal(NameModal())

    @discord.ui.button(label="Boom", custom_id="demo:boom")
    async def boom(self, interaction: discord.Interaction[Any], _: discord.ui.Button[Any]) -> None:
        raise RuntimeError("boom")

    @discord.ui.select(
        custom_id="demo:pick",
        options=[discord.SelectOption(label=x.upper(), value=x) for x in "abc"],
    )
    async def pick(
        self, interaction: discord.Interaction[Any], select: discord.ui.Select[Any]
    ) -> None:
        await interaction.response.edit_message(content=f"picked {select.values[0]}")


class NameModal(discord.ui.Modal, title="Your name"):
    name: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Name", custom_id="demo:name")

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(f"hello {self.name.value}", ephemeral=True)


class DemoCog(commands.Cog):
    demo = app_commands.Group(name="demo", description="Demo commands")
    admin = app_commands.Group(name="admin", description="Admin commands", parent=demo)

    def __init__(self, bot: DemoBot) -> None:
        self.bot = bot

    @demo.command(name="post", description="Post the panel")
    async def post(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message("panel", view=Panel(self.bot))

    @demo.command(name="counter", description="Post a counter")
    async def counter(self, interaction: discord.Interaction[Any]) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(0))
        await interaction.response.send_message("count 0", view=view)

    @demo.command(name="echo", description="Say something about someone")
    async def echo(
        self, interaction: discord.Interaction[Any], text: str, who: discord.Member
    ) -> None:
        await interaction.response.send_message(f"{who.display_name}: {text}")

    @demo.command(name="long", description="Try a message over the limit")
    async def long(self, interaction: discord.Interaction[Any]) -> None:
        try:
            await interaction.response.send_message("x" * 2001)
        except discord.HTTPException as e:
            self.bot.errors.append(e)
            await interaction.response.send_message("too long")

    @demo.command(name="think", description="Defer, then answer")
    async def think(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await interaction.followup.send("thought it over")  # no ephemeral flag here

    @demo.command(name="edits", description="Edit and delete through the webhook routes")
    async def edits(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message("v1")
        await interaction.edit_original_response(content="v2")
        original = await interaction.original_response()
        followup = await interaction.followup.send(f"f1 after {original.content}", wait=True)
        await followup.edit(content="f2")
        await followup.delete()

    @demo.command(name="gone", description="Answer, take the answer back, and say so")
    async def gone(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message("here for a moment")
        await interaction.delete_original_response()
        await interaction.followup.send("taken back", ephemeral=True)
        try:
            await interaction.edit_original_response(content="too late")
        except discord.HTTPException as e:
            self.bot.errors.append(e)

    @admin.command(name="reset", description="Nested group")
    async def reset(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message("reset done", ephemeral=True)


@app_commands.context_menu(name="Poke")
async def poke(interaction: discord.Interaction[Any], member: discord.Member) -> None:
    await interaction.response.send_message(f"poked {member.display_name}", ephemeral=True)


@app_commands.context_menu(name="Quote")
async def quote(interaction: discord.Interaction[Any], message: discord.Message) -> None:
    await interaction.response.send_message(f"> {message.content}", ephemeral=True)


class DemoBot(commands.Bot):
    def __init__(self, guild_id: int) -> None:
        super().__init__(
            command_prefix="!", intents=discord.Intents.default(), guild_ready_timeout=0.05
        )
        self.guild_id = guild_id
        self.errors: list[discord.HTTPException] = []
        self.release = asyncio.Event()
        self.seen: list[discord.Message] = []
        self.threads_deleted: list[int] = []

    async def on_message(self, message: discord.Message) -> None:
        self.seen.append(message)

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        self.threads_deleted.append(payload.thread_id)

    async def setup_hook(self) -> None:
        guild = discord.Object(self.guild_id)
        self.add_dynamic_items(CounterButton)
        await self.add_cog(DemoCog(self), guilds=[guild])
        self.tree.add_command(poke)
        self.tree.add_command(quote)
        await self.tree.sync(guild=guild)
        await self.tree.sync()


async def running_bot(fake: FakeDiscord) -> DemoBot:
    bot = DemoBot(fake.guild.id)
    await start_bot(bot, fake)
    return bot


async def post_panel(fake: FakeDiscord, bot: DemoBot) -> FakeMessage:
    """The demo's panel, once the bot can take its clicks: discord.py registers a view only
    when it reads the answer that posted it, after the fake has made the message."""
    it = await fake.slash(fake.humans[0], "demo post")
    panel = await it.message()
    views = bot._connection._view_store._synced_message_views
    await fake.wait_for(lambda: panel.id in views, what="the bot to register the panel's view")
    return panel


# --- tests -----------------------------------------------------------------------------------


async def test_login_sync_and_ready(fake: FakeDiscord) -> None:
    started = time.perf_counter()
    bot = await running_bot(fake)
    assert time.perf_counter() - started < 1.0
    assert bot.user is not None and bot.user.id == fake.bot_user.id
    assert bot.application_id == fake.application_id
    guild = bot.get_guild(fake.guild.id)
    assert guild is not None and guild.me is not None
    # Without the members intent discord.py caches only itself; the count is the guild's.
    assert guild.member_count == len(fake.guild.members) == 6
    assert guild.get_channel(fake.channel.id) is not None
    guild_cmds = fake.commands[fake.guild.id]
    demo = guild_cmds[("demo", 1)]
    names = {o["name"] for o in demo["options"]}
    assert names == {"post", "counter", "echo", "long", "think", "edits", "gone", "admin"}
    assert ("Poke", 2) in fake.commands[None]
    paths = [(r.method, r.path) for r in fake.requests]
    assert ("GET", "/users/@me") in paths
    assert ("PUT", f"/applications/{fake.application_id}/guilds/{fake.guild.id}/commands") in paths
    assert len(fake.connected_sessions()) == 1


async def test_slash_command_answers_publicly(fake: FakeDiscord) -> None:
    await running_bot(fake)
    alice, bob = fake.humans[:2]
    it = await fake.slash(alice, "demo echo", {"text": "hi", "who": bob})
    msg = await it.message()
    assert it.callback is not None and it.callback.type == 4
    assert msg.public and not it.ephemeral
    assert msg.content == "Bob: hi"
    assert msg in fake.public_messages(fake.channel)
    assert it.latency is not None and it.latency < 1.0
    # A subcommand group: the data nests group -> subcommand.
    nested = await fake.slash(bob, "/demo admin reset")
    reply = await nested.message()
    assert nested.payload["data"]["options"][0]["type"] == 2
    assert reply.ephemeral and reply.visible_to(bob) and not reply.visible_to(alice)
    assert not fake.shown_publicly("reset done") and fake.shown_publicly("Bob: hi") == [msg]
    with pytest.raises(UserActionError):
        await fake.slash(alice, "demo echo", {"text": "missing who"})


async def test_user_context_menu(fake: FakeDiscord) -> None:
    await running_bot(fake)
    alice, bob = fake.humans[:2]
    msg = await (await fake.user_command(alice, "Poke", bob)).message()
    assert msg.content == "poked Bob" and msg.ephemeral


async def test_buttons_edit_and_ephemeral_and_select(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    alice, bob = fake.humans[:2]
    panel = await post_panel(fake, bot)

    edit = await fake.click(alice, panel, "demo:edit")
    assert (await edit.response()).type == 7
    assert (await edit.message()) is panel
    assert panel.content == "edited by button" and len(panel.versions) == 2

    secret = await fake.click(bob, panel, "demo:secret")
    cb = await secret.response()
    assert cb.type == 4 and cb.ephemeral
    hidden = await secret.message()
    assert hidden.ephemeral and hidden.visible_to(bob) and not hidden.visible_to(alice)
    assert not fake.shown_publicly("secret for bob")

    # Ephemeral messages are out of reach of the bot token's /channels routes.
    with pytest.raises(discord.NotFound):
        await bot.http.get_message(fake.channel.id, hidden.id)
    assert [v.code for v in fake.unexpected_violations()] == [10008]
    fake.allow(10008)

    picked = await fake.select(alice, panel, "demo:pick", ["b"])
    assert (await picked.message()).content == "picked b"
    with pytest.raises(UserActionError):
        await fake.select(alice, panel, "demo:pick", ["z"])
    with pytest.raises(UserActionError):
        await fake.click(alice, panel, "demo:nope")


async def test_dynamic_item_survives_restart(fake: FakeDiscord) -> None:
    alice, bob = fake.humans[:2]
    first = await running_bot(fake)
    msg = await (await fake.slash(alice, "demo counter")).message()
    assert msg.custom_ids() == ["demo:counter:0"]
    await (await fake.click(alice, msg, "demo:counter:0")).response()
    assert msg.content == "count 1"

    await stop_bot(first)
    assert not fake.connected_sessions()
    second = await running_bot(fake)  # a new Bot object: a fresh IDENTIFY
    assert second is not first and len(fake.sessions) == 2

    it = await fake.click(bob, msg, "demo:counter:1")
    assert (await it.response()).type == 7
    assert msg.content == "count 2" and msg.custom_ids() == ["demo:counter:2"]

    # A client still showing the first version clicks its button: the interaction carries
    # that old message state, so the DynamicItem sees n=0.
    stale = await fake.click(alice, msg, "demo:counter:0", version=0)
    assert stale.payload["message"]["components"][0]["components"][0]["custom_id"].endswith(":0")
    assert (await stale.message()).content == "count 1"
    assert [v.content for v in msg.versions] == ["count 0", "count 1", "count 2", "count 1"]


async def test_gateway_resume_replays_missed_events(fake: FakeDiscord) -> None:
    await running_bot(fake)
    alice = fake.humans[0]
    msg = await (await fake.slash(alice, "demo counter")).message()
    await fake.reconnect_gateway()  # op 7: the client RESUMEs
    assert fake.sessions[0].resumes == 1
    # A click while the websocket is down is replayed after the RESUME.
    await fake.drop_gateway()
    it = await fake.click(alice, msg, "demo:counter:0")
    assert (await it.response()).type == 7
    assert fake.sessions[0].resumes == 2 and len(fake.sessions) == 1


async def test_double_callback_is_rejected(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    panel = await post_panel(fake, bot)
    it = await fake.click(fake.humans[0], panel, "demo:double")
    assert (await it.message()).content == "first answer"
    assert await it.error() == (40060, "Interaction has already been acknowledged.")
    await fake.wait_for(lambda: bot.errors, what="the bot to see the error")
    assert bot.errors[0].code == 40060
    fake.allow(40060)


async def test_expired_token_fails_followup_but_fresh_click_works(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    alice = fake.humans[0]
    panel = await post_panel(fake, bot)
    slow = await fake.click(alice, panel, "demo:slow")
    assert (await slow.response()).type == 6

    fake.clock.advance(16 * 60)
    bot.release.set()
    await fake.wait_for(lambda: bot.errors, what="the followup to fail")
    assert bot.errors[0].status == 401 and bot.errors[0].code == 50027
    fake.allow(50027)

    fresh = await fake.click(alice, panel, "demo:edit")
    assert (await fresh.response()).type == 7


async def test_rate_limited_channel_edit_is_retried(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    panel = await post_panel(fake, bot)
    limit = fake.rate_limit("PATCH", f"/channels/{fake.channel.id}/messages/*", retry_after=0.05)
    it = await fake.click(fake.humans[0], panel, "demo:chanedit")
    assert (await it.message()) is panel
    assert panel.content == "edited via channel"
    patches = [r for r in fake.requests if r.method == "PATCH" and r.path.startswith("/channels")]
    assert [r.status for r in patches] == [429, 200] and limit.remaining == 0
    assert patches[1].at - patches[0].at >= 0.05


async def test_form_limit_rejects_long_content(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    it = await fake.slash(fake.humans[0], "demo long")
    assert (await it.message()).content == "too long"
    assert bot.errors[0].code == 50035 and "2000 or fewer" in str(bot.errors[0])
    assert [v.code for v in fake.violations] == [50035]
    fake.allow(50035)


async def test_unknown_route_is_recorded(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    guild = bot.get_guild(fake.guild.id)
    assert guild is not None
    with pytest.raises(discord.NotFound):
        await guild.fetch_ban(discord.Object(fake.humans[0].id))
    unknown = fake.take_unknown_routes()
    assert [(r.method, r.path) for r in unknown] == [
        ("GET", f"/guilds/{fake.guild.id}/bans/{fake.humans[0].id}")
    ]


async def test_errors_in_callbacks_and_silence_are_caught(
    fake: FakeDiscord, error_logs: ErrorLogCapture
) -> None:
    bot = await running_bot(fake)
    panel = await post_panel(fake, bot)
    it = await fake.click(fake.humans[0], panel, "demo:boom")
    await fake.wait_for(lambda: error_logs.records, what="the view error to be logged")
    assert "Ignoring exception in view" in error_logs.records[0].getMessage()
    error_logs.allow("Ignoring exception in view")
    fake.clock.advance(3.5)
    assert any("never acknowledged" in p for p in fake.problems())
    it.unanswered_ok = True


async def test_defer_then_followup_replaces_the_thinking_message(fake: FakeDiscord) -> None:
    await running_bot(fake)
    it = await fake.slash(fake.humans[0], "demo think")
    cb = await it.response()
    assert cb.type == 5 and cb.ephemeral
    msg = await it.message()
    assert msg is it.original and msg.ephemeral and not msg.loading
    assert msg.content == "thought it over" and it.followups == [msg]


async def test_followup_before_callback_is_refused(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    panel = await post_panel(fake, bot)
    it = await fake.click(fake.humans[0], panel, "demo:early")
    assert (await it.message()).content == "answered"
    assert bot.errors[0].code == 10015
    fake.allow(10015)


async def test_modal_and_message_command(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    alice, bob = fake.humans[:2]
    panel = await post_panel(fake, bot)
    opened = await fake.click(alice, panel, "demo:modal")
    assert (await opened.response()).type == 9
    submitted = await fake.submit_modal(opened, {"demo:name": "Ada"})
    assert (await submitted.message()).content == "hello Ada"
    quoted = await fake.message_command(bob, "Quote", panel)
    assert (await quoted.message()).content == "> panel"


async def test_injected_errors_and_deleted_messages(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    panel = await post_panel(fake, bot)
    fake.inject(403, "PATCH", f"/channels/{fake.channel.id}/messages/{panel.id}")
    it = await fake.click(fake.humans[0], panel, "demo:chanedit")
    await it.response()
    await fake.wait_for(lambda: bot.errors, what="the edit to fail")
    assert isinstance(bot.errors[0], discord.Forbidden) and bot.errors[0].code == 50013

    # A moderator deletes the table: the bot's edit then gets 404 10008 (not a bot bug).
    await fake.delete_message(panel)
    channel = bot.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel)
    with pytest.raises(discord.NotFound) as err:
        await channel.get_partial_message(panel.id).edit(content="too late")
    assert err.value.code == 10008 and not fake.violations
    with pytest.raises(UserActionError):
        await fake.click(fake.humans[0], panel, "demo:edit")


async def test_automatic_channel_edit_rate_limit(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    panel = await post_panel(fake, bot)
    fake.channel_edit_limit = (2, 0.1)  # 2 edits per 0.1 s per channel
    channel = bot.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel)
    table = channel.get_partial_message(panel.id)
    for n in range(4):
        await table.edit(content=f"table v{n}")
    assert panel.content == "table v3" and len(panel.versions) == 5
    assert fake.rate_limited  # discord.py slept and retried


async def test_automatic_global_rate_limit_says_it_is_global(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    panel = await post_panel(fake, bot)
    fake.global_limit = 2  # requests per second with the bot's token
    channel = bot.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel)
    table = channel.get_partial_message(panel.id)
    for n in range(3):
        await table.edit(content=f"table v{n}")
    assert panel.content == "table v2"
    limited = fake.rate_limited[0]
    assert limited.status == 429 and limited.response["global"] is True


async def test_threads_dms_and_user_messages(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    alice = fake.humans[0]
    panel = await post_panel(fake, bot)
    channel = bot.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel)
    thread = await channel.get_partial_message(panel.id).create_thread(name="game 1")
    await thread.send("in the thread")
    assert fake.last_message(fake.get_channel(thread.id)).content == "in the thread"  # type: ignore[union-attr]

    user = await bot.fetch_user(alice.id)
    await user.send("a private word")
    dm = fake.message_log()[-1]
    assert dm.content == "a private word" and not dm.public and dm.visible_to(alice)

    said = await fake.say(alice, f"hi {fake.bot_user.mention}")
    await fake.wait_for(lambda: bot.seen and bot.seen[-1].id == said.id, what="on_message")
    assert bot.seen[-1].author.id == alice.id and bot.seen[-1].mentions


async def test_plain_http_details(fake: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as http:
        headers = {"Authorization": "Bot x"}
        async with http.get(fake.api_url + "/users/@me", headers=headers) as resp:
            # Exactly this: with "; charset=utf-8" discord.py would get a str and crash at login.
            assert resp.headers["Content-Type"] == "application/json"
        fake.rate_limit("GET", "/users/@me", retry_after=0.25)
        async with http.get(fake.api_url + "/users/@me", headers=headers) as resp:
            assert resp.status == 429 and resp.headers["Via"]
            assert (await resp.json())["retry_after"] == 0.25
        async with http.get(fake.api_url + "/users/@me") as resp:
            assert resp.status == 401  # bot routes need "Authorization: Bot ..."
    assert [v.status for v in fake.violations] == [401]
    fake.allow(0)


def _message(**fields: Any) -> dict[str, Any]:
    return {"content": "x", **fields}


def _button(custom_id: str = "b", label: str = "B") -> dict[str, Any]:
    return {"type": 2, "style": 1, "custom_id": custom_id, "label": label}


def _select(n_options: int = 3) -> dict[str, Any]:
    options = [{"label": str(i), "value": str(i)} for i in range(n_options)]
    return {"type": 3, "custom_id": "s", "options": options}


def _row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


@pytest.mark.parametrize(
    ("payload", "path"),
    [
        (_message(content="x" * 2001), "content"),
        (_message(embeds=[{"title": "t"}] * 11), "embeds"),
        (_message(embeds=[{"title": "t" * 257}]), "embeds.0.title"),
        (_message(embeds=[{"description": "d" * 4097}]), "embeds.0.description"),
        (_message(embeds=[{"fields": [{"name": "n", "value": "v"}] * 26}]), "embeds.0.fields"),
        (_message(embeds=[{"description": "d" * 4000}, {"description": "d" * 2001}]), "embeds"),
        (_message(components=[_row(_button(str(i))) for i in range(6)]), "components"),
        (_message(components=[_row(*[_button(str(i)) for i in range(6)])]), "components.0"),
        (_message(components=[_row()]), "components.0"),
        (_message(components=[_row(_select(), _button())]), "components.0"),
        (_message(components=[_row(_select(26))]), "components.0.components.0.options"),
        (_message(components=[_row(_select(0))]), "components.0.components.0.options"),
        (_message(components=[_row(_button("c" * 101))]), "components.0.components.0.custom_id"),
        (_message(components=[_row(_button(label="l" * 81))]), "components.0.components.0.label"),
        (_message(components=[_row(_button(), _button())]), "components"),
    ],
)
def test_form_limits(payload: dict[str, Any], path: str) -> None:
    problems = validate_message(payload)
    assert problems and any(p[0].startswith(path) for p in problems), problems
    ok = _message(embeds=[{"title": "t" * 256}], components=[_row(_select(25)), _row(_button())])
    assert validate_message(ok) == []


async def test_late_acknowledgement_is_refused(
    fake: FakeDiscord, error_logs: ErrorLogCapture
) -> None:
    bot = await running_bot(fake)
    panel = await post_panel(fake, bot)
    fake.ack_timeout = 0.0  # every answer is now "after 3 s"
    it = await fake.click(fake.humans[0], panel, "demo:edit")
    assert await it.error() == (10062, "Unknown interaction")
    await fake.wait_for(lambda: error_logs.records, what="discord.py to log the NotFound")
    error_logs.allow("Ignoring exception in view")
    fake.allow(10062)


async def test_webhook_routes_for_original_and_followups(fake: FakeDiscord) -> None:
    await running_bot(fake)
    it = await fake.slash(fake.humans[0], "demo edits")
    original = await it.message()
    followup = await it.followup()
    await fake.wait_for(lambda: followup.deleted, what="the followup to be deleted")
    assert [v.content for v in original.versions] == ["v1", "v2"]
    assert [v.content for v in followup.versions] == ["f1 after v2", "f2"]
    methods = [r.method for r in it.requests]
    assert methods == ["POST", "PATCH", "GET", "POST", "PATCH", "DELETE"]


async def test_fetch_channel_and_member(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    channel = await bot.fetch_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel) and channel.name == "gin"
    guild = bot.get_guild(fake.guild.id)
    assert guild is not None
    member = await guild.fetch_member(fake.humans[1].id)
    assert member.display_name == "Bob" and member.guild_permissions.send_messages
    owner = await guild.fetch_member(fake.owner.id)
    assert owner.guild_permissions.administrator


# --- what a sync, a file, a mention list and a thread may be --------------------------------


def _option(name: str = "opt", kind: int = 3, **fields: Any) -> dict[str, Any]:
    return {"type": kind, "name": name, "description": "An option", **fields}


def _command(**fields: Any) -> dict[str, Any]:
    return {"type": 1, "name": "gin", "description": "Play gin rummy", **fields}


def _choices(n: int, value: Any = "v") -> list[dict[str, Any]]:
    return [{"name": f"c{i}", "value": value} for i in range(n)]


def _sized(size: int) -> dict[str, Any]:
    """A chat input command of exactly ``size`` characters (names, descriptions, choices)."""
    choices = [{"name": "n" * 100, "value": "v" * 100} for _ in range(25)]
    cmd = _command(name="big", options=[_option(f"o{i}", choices=list(choices)) for i in range(2)])
    extra = command_size(cmd) - size
    assert extra >= 0
    last = cmd["options"][-1]["choices"]
    while extra > 0:  # shorten the last choices' names (1 character at least)
        cut = min(extra, len(last[-1]["name"]) - 1)
        last[-1] = {**last[-1], "name": last[-1]["name"][: len(last[-1]["name"]) - cut]}
        extra -= cut
        last.insert(0, last.pop())
    assert command_size(cmd) == size
    return cmd


GOOD_COMMANDS = [
    _command(
        options=[
            _option(
                "challenge",
                1,
                options=[
                    _option("opponent", 6, required=True),
                    _option("format", choices=_choices(25)),
                    _option("target", 4, min_value=10, max_value=1000),
                    _option("weight", 10, choices=_choices(2, 1.5)),
                ],
            ),
            _option("settings", 2, options=[_option("show", 1), _option("set", 1)]),
        ]
    ),
    _command(name="don't-खेल-เกม_2", description="d" * 100),  # the pattern's other scripts
    {"type": 2, "name": "Challenge to gin rummy"},  # context menus: any case, spaces
    {"type": 3, "name": "gin", "description": ""},  # a name of its own per type
    _sized(MAX_COMMAND_SIZE),
]


@pytest.mark.parametrize(
    ("commands", "path"),
    [
        ([_command(name="Gin")], "0.name"),
        ([_command(name="gin game")], "0.name"),
        ([_command(name="g" * 33)], "0.name"),
        ([_command(name_localizations={"de": "Rommé"})], "0.name_localizations.de"),
        ([_command(description="")], "0.description"),
        ([_command(description="d" * 101)], "0.description"),
        ([{"type": 2, "name": "n" * 33}], "0.name"),
        ([{"type": 2, "name": "Poke", "description": "pokes"}], "0.description"),
        ([_command(options=[_option(f"o{i}") for i in range(26)])], "0.options"),
        ([_command(options=[_option("a"), _option("b", required=True)])], "0.options.1.required"),
        ([_command(options=[_option("Opt")])], "0.options.0.name"),
        ([_command(options=[_option(description="d" * 101)])], "0.options.0.description"),
        ([_command(options=[_option(), _option()])], "0.options.1.name"),
        ([_command(options=[_option(choices=_choices(26))])], "0.options.0.choices"),
        (
            [_command(options=[_option(choices=[{"name": "n" * 101, "value": "v"}])])],
            "0.options.0.choices.0.name",
        ),
        (
            [_command(options=[_option(choices=_choices(1, "v" * 101))])],
            "0.options.0.choices.0.value",
        ),
        (
            [_command(options=[_option(kind=4, choices=_choices(1, "x"))])],
            "0.options.0.choices.0.value",
        ),
        ([_command(options=[_option(kind=5, choices=_choices(1))])], "0.options.0.choices"),
        ([_command(options=[_option("s", 1), _option("x")])], "0.options"),
        (
            [_command(options=[_option("g", 2, options=[_option("h", 2)])])],
            "0.options.0.options.0.type",
        ),
        (
            [_command(options=[_option("s", 1, options=[_option("t", 1)])])],
            "0.options.0.options.0.type",
        ),
        ([_command(), _command(description="again")], "1.name"),
        ([_sized(MAX_COMMAND_SIZE + 1)], "0"),
        ([_command(name=f"c{i}") for i in range(101)], ""),
        ([{"type": 2, "name": f"User {i}"} for i in range(6)], ""),
        ([{"type": 3, "name": f"Message {i}"} for i in range(6)], ""),
    ],
)
def test_command_sync_limits(commands: list[dict[str, Any]], path: str) -> None:
    problems = validate_commands(commands)
    assert problems and any(p[0] == path for p in problems), problems
    # At the limits: 100 chat input commands and 5 of each context menu, the documented
    # combined size (8000 since discord-api-docs #6668; it was 4000).
    full = [*GOOD_COMMANDS, *(_command(name=f"c{i}") for i in range(96))]
    full += [{"type": t, "name": f"Menu {t}.{i}"} for t in (2, 3) for i in range(4)]
    assert validate_commands(full) == []


async def test_a_refused_sync_reaches_discord_py(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    with pytest.raises(discord.HTTPException) as err:
        await bot.http.bulk_upsert_global_commands(fake.application_id, [_sized(8001)])
    assert err.value.status == 400 and err.value.code == 50035
    assert "In 0: Command exceeds maximum size (8000)" in str(err.value)
    assert ("Poke", 2) in fake.commands[None]  # the refused sync changed nothing
    fake.allow(50035)


@pytest.mark.parametrize(
    ("payload", "path"),
    [
        (_message(attachments=[{"id": 0, "description": "d" * 1025}]), "attachments.0.description"),
        (_message(allowed_mentions={"parse": ["users"], "users": ["1"]}), "allowed_mentions"),
        (_message(allowed_mentions={"parse": ["roles"], "roles": ["1"]}), "allowed_mentions"),
        (
            _message(allowed_mentions={"users": [str(i) for i in range(101)]}),
            "allowed_mentions.users",
        ),
        (
            _message(allowed_mentions={"roles": [str(i) for i in range(101)]}),
            "allowed_mentions.roles",
        ),
    ],
)
def test_alt_text_and_mention_limits(payload: dict[str, Any], path: str) -> None:
    problems = validate_message(payload)
    assert problems and any(p[0] == path for p in problems), problems
    ok = _message(
        attachments=[{"id": 0, "description": "d" * 1024}],
        # An empty list beside "parse" is no conflict (the allowed mentions reference).
        allowed_mentions={"parse": ["users", "everyone"], "users": [], "roles": ["1"] * 100},
    )
    assert validate_message(ok) == []


KEPT = [{"id": "111", "filename": "old.png"}]


@pytest.mark.parametrize(
    ("payload", "uploads", "kept", "path"),
    [
        ({"attachments": [{"id": 1}]}, ["a.png"], None, "attachments.0.id"),
        ({"attachments": [{"id": "111"}]}, [], None, "attachments.0.id"),  # not in a new message
        ({"attachments": [{"id": 222}]}, [], KEPT, "attachments.0.id"),
        ({"attachments": [{"id": None}]}, ["a.png"], None, "attachments.0.id"),
        (
            {"embeds": [{"image": {"url": "attachment://b.png"}}]},
            ["a.png"],
            None,
            "embeds.0.image.url",
        ),
        (
            {"embeds": [{"thumbnail": {"url": "attachment://old.png"}}], "attachments": []},
            [],
            KEPT,
            "embeds.0.thumbnail.url",
        ),
        (
            {"embeds": [{"author": {"name": "a", "icon_url": "attachment://x.png"}}]},
            [],
            KEPT,
            "embeds.0.author.icon_url",
        ),
        (
            {"embeds": [{"footer": {"text": "f", "icon_url": "attachment://x.png"}}]},
            [],
            None,
            "embeds.0.footer.icon_url",
        ),
    ],
)
def test_attachment_ids_and_embed_files(
    payload: dict[str, Any], uploads: list[str], kept: list[dict[str, Any]] | None, path: str
) -> None:
    problems = validate_attachment_refs(payload, uploads, kept)
    assert problems and any(p[0] == path for p in problems), problems
    picture = {"image": {"url": "attachment://a.png"}, "thumbnail": {"url": "attachment://old.png"}}
    # New files by their index, kept ones by their id (an int from discord.py).
    ok = {"attachments": [{"id": 0, "filename": "a.png"}, {"id": 111}], "embeds": [picture]}
    assert validate_attachment_refs(ok, ["a.png"], KEPT) == []
    # No "attachments" in an edit: the message keeps its files, the embed may show them.
    assert validate_attachment_refs({"embeds": [picture]}, ["a.png"], KEPT) == []


@pytest.mark.parametrize(
    ("data", "creating", "path"),
    [
        ({"auto_archive_duration": 60}, True, "name"),
        ({"name": ""}, True, "name"),
        ({"name": "n" * 101}, False, "name"),
        ({"name": "game", "auto_archive_duration": 720}, True, "auto_archive_duration"),
        ({"auto_archive_duration": 0}, False, "auto_archive_duration"),
    ],
)
def test_thread_names_and_archive_times(data: dict[str, Any], creating: bool, path: str) -> None:
    problems = validate_thread(data, creating=creating)
    assert problems and any(p[0] == path for p in problems), problems
    for minutes in (60, 1440, 4320, 10080):
        assert (
            validate_thread({"name": "n" * 100, "auto_archive_duration": minutes}, creating=True)
            == []
        )
    assert validate_thread({"archived": True}, creating=False) == []


def _png(name: str, description: str | None = None) -> discord.File:
    return discord.File(io.BytesIO(b"\x89PNG"), filename=name, description=description)


async def test_files_alt_text_and_attachment_ids_through_discord_py(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    channel = bot.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel)
    refused: list[str] = []
    picture = discord.Embed(title="table").set_image(url="attachment://b.png")
    attempts: list[dict[str, Any]] = [
        {"file": _png("b.png", "d" * 1025)},  # alt text over 1024
        {"embed": picture, "file": _png("a.png")},  # the embed shows a file not sent
        {"embed": picture},
    ]
    for fields in attempts:
        with pytest.raises(discord.HTTPException) as err:
            await channel.send(**fields)
        assert err.value.code == 50035
        refused.append(str(err.value))
    assert "attachments.0.description" in refused[0] and "embeds.0.image.url" in refused[1]

    sent = await channel.send(embed=picture, file=_png("b.png", "d" * 1024))
    message = fake.messages[sent.id]
    # An edit may keep the file by its id, and the embed may keep showing it...
    await sent.edit(embed=picture.copy().set_footer(text="v2"), attachments=sent.attachments)
    assert message.latest.attachments == message.versions[0].attachments
    assert fake.attachment_data(message.latest.attachments[0]) == b"\x89PNG"
    other = await channel.send(file=_png("c.png"))
    for attachments in ([], other.attachments):  # ...but not once it is gone, or another's
        with pytest.raises(discord.HTTPException) as err:
            await sent.edit(embed=picture, attachments=attachments)
        assert err.value.code == 50035
    assert len(message.versions) == 2
    fake.allow(50035)


async def test_deleting_the_original_response(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    it = await fake.slash(fake.humans[0], "demo gone")
    original = await it.message()
    note = await it.followup()
    await fake.wait_for(lambda: bot.errors, what="the late edit to fail")
    # 204, MESSAGE_DELETE to the channel; the token still sends followups; the deleted
    # response is then Unknown Message (the bot's own mistake: a violation).
    assert original.deleted and original.public and original.content == "here for a moment"
    assert [r.status for r in it.requests] == [200, 204, 200, 404]
    deletes = [d for event, d in fake.gateway_log if event == "> MESSAGE_DELETE"]
    assert deletes == [{"id": str(original.id), "channel_id": str(fake.channel.id), **_guild(fake)}]
    assert note.ephemeral and note.content == "taken back" and not note.deleted
    assert isinstance(bot.errors[0], discord.NotFound) and bot.errors[0].code == 10008
    assert [v.code for v in fake.unexpected_violations()] == [10008]
    fake.allow(10008)


def _guild(fake: FakeDiscord) -> dict[str, str]:
    return {"guild_id": str(fake.guild.id)}


async def test_thread_limits_and_deletion(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    channel = bot.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel)
    public = discord.ChannelType.public_thread
    for name, minutes in (("n" * 101, 1440), ("", 1440), ("game", 720)):
        with pytest.raises(discord.HTTPException) as err:
            await channel.create_thread(name=name, type=public, auto_archive_duration=minutes)  # type: ignore[arg-type]
        assert err.value.code == 50035
    assert not [c for c in fake.guild.channels.values() if c.is_thread]

    thread = await channel.create_thread(name="n" * 100, type=public, auto_archive_duration=10080)
    assert thread.auto_archive_duration == 10080
    for change in ({"name": ""}, {"auto_archive_duration": 30}):
        with pytest.raises(discord.HTTPException) as err:
            await thread.edit(**change)
        assert err.value.code == 50035
    edited = await thread.edit(name="game 1", auto_archive_duration=60)
    assert (edited.name, edited.auto_archive_duration) == ("game 1", 60)
    await thread.send("in the thread")

    # More than the invite asks for: a server that gave the bot Manage Threads.
    fake.bot_role.permissions |= MANAGE_THREADS
    await thread.delete()  # THREAD_DELETE, then Unknown Channel
    await fake.wait_for(lambda: bot.threads_deleted == [thread.id], what="THREAD_DELETE")
    assert fake.get_channel(thread.id) is None and channel.guild.get_thread(thread.id) is None
    with pytest.raises(discord.NotFound) as gone:
        await thread.send("still here?")
    assert gone.value.code == 10003
    codes = [v.code for v in fake.unexpected_violations()]
    assert codes == [50035] * 5 + [10003]  # its own thread: the bot should know it is gone
    fake.allow(50035, 10003)


async def test_the_bot_may_do_what_its_invite_asks_for_and_no_more(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    it = await fake.slash(fake.humans[0], "demo post")
    await it.message()
    assert int(it.payload["app_permissions"]) == INVITE_PERMISSIONS
    channel = bot.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel)
    assert channel.permissions_for(channel.guild.me).value == INVITE_PERMISSIONS
    mine = await channel.send("mine")
    said = await fake.say(fake.humans[0], "hello")
    with pytest.raises(discord.Forbidden) as refused:  # another's: Manage Messages
        await channel.get_partial_message(said.id).delete()
    assert refused.value.code == 50013 and not said.deleted
    private = discord.ChannelType.private_thread
    with pytest.raises(discord.Forbidden):  # Create Private Threads
        await channel.create_thread(name="secret", type=private)
    await mine.delete()
    assert [v.code for v in fake.unexpected_violations()] == [50013, 50013]
    fake.allow(50013)


async def test_a_channels_overwrites_decide_what_the_bot_may_do_there(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    room = await fake.add_channel("room")
    channel = await fake.wait_for(lambda: bot.get_channel(room.id), what="CHANNEL_CREATE")
    assert isinstance(channel, discord.TextChannel)
    public = discord.ChannelType.public_thread
    thread = await channel.create_thread(name="in the room", type=public)
    me = channel.guild.me

    async def refused(attempt: Any, code: int = 50013) -> None:
        with pytest.raises(discord.HTTPException) as err:
            await attempt
        assert (err.value.status, err.value.code) == (403, code)

    # A deny for the bot's role: Discord's answers, the bot's cache and interactions agree.
    await fake.set_permissions(room, fake.bot_role, deny=SEND_MESSAGES | READ_MESSAGE_HISTORY)
    await fake.wait_for(lambda: not channel.permissions_for(me).send_messages, what="the update")
    it = await fake.slash(fake.humans[0], "demo post", channel=room)
    await it.message()
    app = int(it.payload["app_permissions"])
    assert app == INVITE_PERMISSIONS & ~(SEND_MESSAGES | READ_MESSAGE_HISTORY)
    await refused(channel.send("hello"))
    sent = await thread.send("Send Messages does not count in a thread")
    # Without Read Message History the history is empty, not refused; a message is refused.
    assert [m async for m in channel.history(limit=5)] == []
    await refused(channel.fetch_message(sent.id))
    # A member's own overwrite comes last, and wins.
    await fake.set_permissions(room, fake.bot_user, allow=SEND_MESSAGES)
    await channel.send("allowed")
    await fake.set_permissions(room, fake.bot_user)
    await fake.set_permissions(room, fake.bot_role)
    # The thread follows its channel.
    await fake.set_permissions(room, fake.bot_role, deny=SEND_MESSAGES_IN_THREADS)
    await refused(thread.send("no"))
    await fake.set_permissions(room, fake.bot_role, deny=ATTACH_FILES | CREATE_PUBLIC_THREADS)
    await refused(channel.send(file=_png("a.png")))
    await refused(channel.create_thread(name="another", type=public))
    await fake.set_permissions(room, fake.bot_role, deny=EMBED_LINKS)
    await refused(channel.send(embed=discord.Embed(title="an embed")))
    # @everyone may not see the room, the bot's role may: roles' overwrites come after.
    await fake.set_permissions(room, fake.guild.everyone, deny=VIEW_CHANNEL)
    await fake.set_permissions(room, fake.bot_role, allow=VIEW_CHANNEL)
    await channel.send("seen")
    await fake.set_permissions(room, fake.bot_role)
    await refused(channel.send("unseen"), 50001)
    await refused(bot.fetch_channel(room.id), 50001)
    codes = [v.code for v in fake.unexpected_violations()]
    assert codes == [50013] * 6 + [50001] * 2
    fake.allow(50013, 50001)


async def test_deleting_channels_and_a_moderators_thread_delete(fake: FakeDiscord) -> None:
    bot = await running_bot(fake)
    room = await fake.add_channel("scratch")
    channel = await fake.wait_for(lambda: bot.get_channel(room.id), what="CHANNEL_CREATE")
    assert isinstance(channel, discord.TextChannel)
    public = discord.ChannelType.public_thread
    first = await channel.create_thread(name="one", type=public)
    second = await channel.create_thread(name="two", type=public)

    # A moderator deletes a thread: THREAD_DELETE too, and no bot bug if it posts there late.
    await fake.delete_channel(fake.get_channel(first.id))  # type: ignore[arg-type]
    await fake.wait_for(lambda: bot.threads_deleted == [first.id], what="THREAD_DELETE")
    with pytest.raises(discord.NotFound):
        await first.send("late")
    assert not fake.unexpected_violations()

    with pytest.raises(discord.Forbidden):  # a channel needs Manage Channels
        await channel.delete()
    assert fake.get_channel(room.id) is not None
    assert [v.code for v in fake.unexpected_violations()] == [50013]
    fake.allow(50013)
    fake.bot_role.permissions |= MANAGE_CHANNELS
    await channel.delete()
    await fake.wait_for(lambda: bot.get_channel(room.id) is None, what="CHANNEL_DELETE")
    assert fake.get_channel(room.id) is None and fake.get_channel(second.id) is None


async def test_a_held_answer_keeps_the_bot_waiting(fake: FakeDiscord) -> None:
    await running_bot(fake)
    held = fake.hold("PATCH", "/webhooks/*")
    it = await fake.slash(fake.humans[0], "demo edits")
    original = await it.message()
    await fake.wait_for(lambda: held.hits, what="the edit of the original response")
    await fake.settle()
    # Discord made the edit, but its answer is late: the bot waits for it.
    assert original.content == "v2" and [r.method for r in it.requests] == ["POST", "PATCH"]
    held.release()
    followup = await it.followup()
    await fake.wait_for(lambda: followup.deleted, what="the rest of the command")
    assert [r.method for r in it.requests] == ["POST", "PATCH", "GET", "POST", "PATCH", "DELETE"]
