"""Refusals in the refused member's language, end to end: the service says why in values, the
Discord side words them in the language of the member who clicked or typed (their Discord's),
whoever else is at the table and whatever the server speaks."""

from __future__ import annotations

import pytest

from bot.discord.render import words as render_words
from bot.words import PSEUDO, Words, words
from tests.support.fakediscord import FakeDiscord
from tests.support.harness import Harness, refusal
from tests.support.players import command_mention, control
from tests.support.pseudo import assert_all_catalogue


async def test_each_member_is_refused_in_their_own_language(
    harness: Harness, fake: FakeDiscord
) -> None:
    fake.guild.preferred_locale = "es-ES"  # the channel's language: not the refusals'
    await harness.start()
    alice, bob, carol, dave = fake.humans
    alice.locale, carol.locale, fake.owner.locale = "pt-BR", "fr", "de"
    portuguese, french, german = words("pt-BR"), words("fr"), words("de")

    # A stranger clicks Accept on others' challenge: told in Portuguese, with the hint.
    _, offer = await harness.challenge(bob, dave)
    accept = control(offer, "accept")
    assert accept is not None
    text = await refusal(await fake.click(alice, offer, accept["custom_id"]))
    assert text.startswith(portuguese("refusal-accept-not-invited", invited=1) + " ")
    challenge = command_mention(fake, "gin challenge")  # Discord shows it in their language
    assert portuguese("hint-new-challenge", command=challenge) in text

    # A member busy in the channel, named to a French challenger.
    text = await refusal(await fake.slash(carol, "gin challenge", {"opponent": dave}))
    assert text == french("refusal-busy-members", members=dave.mention, count=1)

    # An admin's setting out of range, in German.
    it = await fake.slash(fake.owner, "gin-admin settings", {"target": 5})
    said = (await it.message()).text
    assert said.startswith(german("settings-error-range", setting="target", low=10, high=1000))


async def test_a_refusal_holds_only_the_members_words(
    harness: Harness, fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The translations of the refusals are to come: the member whose Discord is Portuguese
    # reads the pseudo-language instead, so any English left on the way would show.
    real = render_words.words

    def pseudo_for_portuguese(locale: str) -> Words:
        return words(PSEUDO) if locale == "pt-BR" else real(locale)

    monkeypatch.setattr(render_words, "words", pseudo_for_portuguese)
    await harness.start()
    alice, bob, carol, dave = fake.humans
    alice.locale = "pt-BR"
    _, offer = await harness.challenge(bob, dave)
    accept = control(offer, "accept")
    assert accept is not None
    text = await refusal(await fake.click(alice, offer, accept["custom_id"]))
    assert_all_catalogue(text)  # (the command it names is a mention)
    assert text.startswith(words(PSEUDO)("refusal-accept-not-invited", invited=1))
    # Another member is refused in their own (English) words.
    text = await refusal(await fake.click(carol, offer, accept["custom_id"]))
    assert text.startswith("Only the challenged member can accept.")
    # The service's own check: Alice challenges herself.
    text = await refusal(await fake.slash(alice, "gin challenge", {"opponent": alice}))
    assert text == words(PSEUDO)("refusal-challenge-yourself")
