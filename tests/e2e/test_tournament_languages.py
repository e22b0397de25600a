"""A tournament in the right languages, end to end: in a server whose admin chose German, the
announcement, its buttons, the event's thread, each round's post, the final standings, the
bracket's alt text and /gin tournament's public answer are German; each member's own answers
(signing up, a refusal, the Standings button's copy) are in their Discord's language, and the
admin's questions and answers in theirs.

The tournament's messages have no translation yet (a translation round follows), so a language
here says what it lacks in English tagged with its code ("‹de› Round 1 is paired…",
:func:`tagged`) and what it has (the rules line, a refusal) as it is: an answer in the wrong
language shows the wrong tag, or the wrong words. Each is compared through the catalogue."""

from __future__ import annotations

from functools import cache

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import ast

from bot.model.tournaments import TournamentStatus
from bot.phrases import rules_line
from bot.pictures.bracket import bracket_alt_text
from bot.words import ENGLISH, Language, Words, language_of, words
from bot.words.catalogue import resources
from tests.support.fakediscord import FakeDiscord, FakeMessage, FakeUser
from tests.support.harness import Harness, has_picture
from tests.support.players import Player

pytestmark = pytest.mark.sqlite_only  # the words don't depend on the database

NAME = "Gin night"


@cache
def _tagged(language: Language) -> Words:
    """The language's own messages as they are; those it lacks in English, tagged with its code
    ("‹de› …")."""
    bundle = FluentBundle([language.code], use_isolating=False)
    own: set[str] = set()
    for _, resource in resources(language.code):
        own |= {e.id.name for e in resource.body if isinstance(e, ast.Message)}
        bundle.add_resource(resource)
    for _, resource in resources(ENGLISH.code):
        lacking = [e for e in resource.body if isinstance(e, ast.Message) and e.id.name not in own]
        for entry in lacking:
            if entry.value is not None:
                entry.value.elements.insert(0, ast.TextElement(f"‹{language.code}› "))
        resource.body = list(lacking)
        bundle.add_resource(resource)
    return Words(language, bundle, words(ENGLISH))


def tagged(locale: str) -> Words:
    language = language_of(locale)
    return words(ENGLISH) if language is ENGLISH else _tagged(language)


@pytest.fixture(autouse=True)
def _languages_tagged(monkeypatch: pytest.MonkeyPatch) -> None:
    # Where the bot chooses a language: the member's (member_words) or the server's (server_words).
    monkeypatch.setattr("bot.discord.render.words.words", tagged)


def event_button(message: FakeMessage, action: str) -> str:
    return next(
        c for c in message.custom_ids() if c.startswith("gin-event:") and c.endswith(f":{action}")
    )


def confirm_button(message: FakeMessage) -> str:
    return next(c for c in message.custom_ids() if c.startswith("gin-confirm:tournament"))


def labels(message: FakeMessage) -> list[str]:
    return [
        str(c["label"])
        for row in message.latest.components
        for c in row.get("components", [])
        if c.get("label")
    ]


async def answer(fake: FakeDiscord, user: FakeUser, message: FakeMessage, custom_id: str) -> str:
    it = await fake.click(user, message, custom_id)
    said = await it.message()
    assert said.ephemeral and said.visible_to(user), said.text
    return said.text


async def test_a_tournament_speaks_the_servers_language_and_answers_each_member_in_theirs(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=3)
    alice, bob, carol, dan = fake.humans[:4]
    alice.locale, bob.locale, carol.locale, fake.owner.locale = "pt-BR", "fr", "es-ES", "pl"
    german, portuguese, french, polish = (tagged(c) for c in ("de", "pt-BR", "fr", "pl"))

    # The admin (Polish) chooses German for the channel.
    it = await fake.slash(fake.owner, "gin-admin settings", {"language": "de"})
    await it.message()

    # The event, made: the admin is told in Polish, the channel in German.
    it = await fake.slash(
        fake.owner,
        "gin-admin tournament create",
        {"name": NAME, "format": "knockout", "target": 10},
    )
    made = await it.message()
    announcement = fake.last_message(fake.channel)
    assert announcement is not None and announcement.public
    assert made.ephemeral
    link = f"https://discord.com/channels/{fake.guild.id}/{fake.channel.id}/{announcement.id}"
    assert made.text == polish("tournament-open", tournament=NAME, link=link), made.text
    assert harness.bot is not None and harness.bot.house is not None
    event = harness.bot.house.tournaments.live_in(fake.guild.id)
    assert event is not None
    rules = event.row.rules
    (embed,) = announcement.embeds
    kind = german("tournament-format", format="knockout")
    description = embed["description"]
    assert german("tournament-kind", format=kind) in description
    # The rules line, in words German has already.
    assert german("tournament-rules", rules=rules_line(rules, german)) in description
    assert rules_line(rules, german) != rules_line(rules, words(ENGLISH))
    assert german("tournament-signed-up-none") in description
    assert embed["footer"]["text"] == german(
        "tournament-footer", number=str(event.id), command="/gin tournament"
    )
    assert labels(announcement) == [
        german("tournament-sign-up-button"),
        german("tournament-leave-button"),
        german("tournament-standings-button"),
    ]

    # Signing up: each is told in their own language; a second try is refused in French.
    for user in (alice, bob, carol, dan):
        said = await answer(fake, user, announcement, event_button(announcement, "join"))
        assert said == tagged(user.locale)("tournament-joined", tournament=NAME)
    said = await answer(fake, bob, announcement, event_button(announcement, "join"))
    assert said == french("refusal-signed-up-already", tournament=NAME)
    await harness.idle()
    # The announcement, redrawn: still German.
    redrawn = fake.messages[announcement.id]
    members = ", ".join(u.mention for u in (alice, bob, carol, dan))
    assert (
        german("tournament-signed-up", count=4, members=members)
        in (redrawn.embeds[0]["description"])
    )
    # The Standings button: the clicker's own copy, in Portuguese.
    it = await fake.click(alice, redrawn, event_button(redrawn, "show"))
    copy = await it.message()
    assert copy.ephemeral
    head = portuguese(
        "tournament-overview-head",
        format=portuguese("tournament-format", format="knockout"),
        rated="yes",
        rules=rules_line(rules, portuguese),
    )
    assert copy.embeds[0]["description"].split("\n")[0] == head

    # Started, asked first: the question, its buttons and the answer in Polish.
    it = await fake.slash(fake.owner, "gin-admin tournament start", {})
    ask = await it.message()
    assert ask.ephemeral
    assert ask.content == polish("confirm-tournament-start", tournament=NAME)
    assert set(labels(ask)) == {
        polish("confirm-tournament-start-yes"),
        polish("confirm-tournament-no"),
    }
    said = await answer(fake, fake.owner, ask, confirm_button(ask))
    assert said == polish("tournament-started", tournament=NAME)
    await harness.idle()

    event = harness.bot.house.tournaments.get(event.id)
    assert event is not None and event.row.rounds == 2
    thread = fake.get_channel(event.row.games_channel_id or 0)
    assert thread is not None and thread.name == german("tournament-thread", tournament=NAME)
    users = {u.id: u for u in (alice, bob, carol, dan)}

    for number in (1, 2):
        event = harness.bot.house.tournaments.get(event.id)
        assert event is not None and event.row.round == number
        # The round's post: in German, pinging the players.
        title = german("tournament-round-title", round=number, rounds=2, tournament=NAME)
        (post,) = [
            m
            for m in fake.public_messages(fake.channel)
            if m.embeds and m.embeds[0].get("title") == title
        ]
        where = f"<#{thread.id}>"
        playing = ", ".join(f"<@{m}>" for match in event.round_matches(number)
                            for m in match.members)  # fmt: skip
        said = german("tournament-round-paired-ping", round=number, members=playing, channels=where)
        assert post.content == said
        assert german("tournament-tables-in", channels=where) in post.embeds[0]["description"]
        for match in event.round_matches(number):
            assert match.game_id is not None and match.b is not None
            players = {m: Player(fake, users[m], match.game_id) for m in match.members}
            await harness.play(match.game_id, players)
            await harness.idle()
    await harness.idle()

    over = await harness.service.store.tournament(event.id)
    assert over is not None and over.row.status is TournamentStatus.FINISHED
    winner = harness.bot.house.tournaments.standings(over)[0].member_id
    final = fake.last_message(fake.channel)
    assert final is not None
    assert final.content == german("tournament-wins", winner=f"<@{winner}>", tournament=NAME)
    assert final.embeds[0]["title"] == german("tournament-final-title", tournament=NAME)
    assert (
        german("tournament-final-footer", legend=german("tournament-legend-knockout"))
        == (final.embeds[0]["footer"]["text"])
    )
    # The bracket: its words for screen readers in German too.
    assert has_picture(final)
    names = {e.member_id: e.name or "?" for e in over.entries}
    alt = bracket_alt_text(2, over.matches, names, title=NAME, lang=german)
    assert final.latest.attachments[0]["description"] == alt
    assert alt.startswith(german("bracket-words-title", title=NAME))

    # /gin tournament: a public answer, in the server's language whoever asks.
    it = await fake.slash(bob, "gin tournament")
    shown = await it.message()
    assert shown.public
    assert shown.embeds[0]["description"].startswith(
        german(
            "tournament-overview-head",
            format=german("tournament-format-rounds", format=kind, rounds=2),
            rated="yes",
            rules=rules_line(rules, german),
        )
    )
