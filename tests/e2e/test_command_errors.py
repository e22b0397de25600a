"""A slash command that could not run is answered privately in the member's language (the log
stays English): an option Discord could not resolve for the bot (a channel it never saw), and a
failure on the bot's side. The member reads the pseudo-language, so any English word left on the
way would show."""

from __future__ import annotations

import pytest

from bot.discord.render import rules as render_rules
from bot.discord.render import words as render_words
from bot.words import PSEUDO, Words, words
from tests.e2e.conftest import ErrorLogCapture
from tests.support.fakediscord import FakeChannel, FakeDiscord
from tests.support.fakediscord.models import GUILD_TEXT
from tests.support.harness import Harness, refusal
from tests.support.pseudo import assert_all_catalogue


@pytest.fixture
def pseudo_for_portuguese(monkeypatch: pytest.MonkeyPatch) -> Words:
    """A member whose Discord is Portuguese reads the pseudo-language (translations of these
    answers are to come)."""
    real = render_words.words

    def said(locale: str) -> Words:
        return words(PSEUDO) if locale == "pt-BR" else real(locale)

    monkeypatch.setattr(render_words, "words", said)
    return words(PSEUDO)


async def test_an_option_discord_could_not_resolve_is_refused_in_the_members_words(
    harness: Harness, fake: FakeDiscord, pseudo_for_portuguese: Words
) -> None:
    await harness.start()
    fake.owner.locale = "pt-BR"
    # A channel the bot never heard of (no CHANNEL_CREATE): Discord resolves it, discord.py
    # can't make it a text channel of the server.
    guild = fake.guild
    unseen = FakeChannel(fake.snowflake(), GUILD_TEXT, "unseen", guild.id, len(guild.channels))
    guild.channels[unseen.id] = unseen
    it = await fake.slash(fake.owner, "gin-admin settings", {"allow_channel": unseen})
    text = await refusal(it)
    assert text == pseudo_for_portuguese("slash-option-gone", value=f"<#{unseen.id}>")
    assert_all_catalogue(text)
    assert harness.service.choices.settings(guild.id).channels == ()  # nothing changed


async def test_a_command_that_fails_on_the_bots_side_says_sorry_in_the_members_words(
    harness: Harness,
    fake: FakeDiscord,
    pseudo_for_portuguese: Words,
    monkeypatch: pytest.MonkeyPatch,
    error_logs: ErrorLogCapture,
) -> None:
    error_logs.allow(r"^command /gin help failed")  # the log says it, in English

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(render_rules, "help_embed", broken)
    await harness.start()
    alice, bob = fake.humans[:2]
    alice.locale = "pt-BR"
    text = await refusal(await fake.slash(alice, "gin help"))
    assert text == pseudo_for_portuguese("click-failed")
    assert_all_catalogue(text)
    # Another member is told in their own language (English here).
    assert await refusal(await fake.slash(bob, "gin help")) == words("en-US")("click-failed")
    assert [r.getMessage() for r in error_logs.records] == ["command /gin help failed"] * 2
