"""The answers of the commands and buttons in the right language, end to end: what only the
member sees (help, rules, their choices, their games, history, the knock screen, a
confirmation) in their Discord's language; what the channel sees (a proposal to abandon, the
leaderboard, stats, the turn ping) in the server's.

The members' languages have no translation of these messages yet (a translation round follows),
so each language here says them tagged with its code ("‹de› …", :func:`tagged`): an answer in
the wrong language shows the wrong tag. The answers are compared through the catalogue,
``said(message, ...)``. Every English message is checked for words that did not come from the
catalogue by the pseudo-language, at the render level (tests/discord/test_answers_words.py):
Discord never sends a pseudo-locale."""

from __future__ import annotations

from collections.abc import Collection
from functools import cache

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import ast

from bot.discord.render.links import table_link
from bot.discord.render.words import card_text
from bot.engine import Knock, Rules
from bot.model import GameStatus
from bot.model.cards import DEFAULT_STYLE
from bot.words import ENGLISH, Language, Words, language_of, words
from bot.words.catalogue import resources
from cogs.choices import cards_words
from tests.support.fakediscord import FakeDiscord, FakeMessage, FakeUser
from tests.support.fakediscord.models import walk_components
from tests.support.harness import Harness, deal_of, first_seed, game_of, refusal, to_act
from tests.support.players import Player, command_mention, pick

pytestmark = pytest.mark.sqlite_only  # the words don't depend on the database

# The catalogue's files of these answers.
ANSWERS = {
    "admin", "challenges", "choices", "clicks", "games", "knock", "links", "play",
    "proposals", "rules", "settings", "stats",
}  # fmt: skip


def _tag(resource: ast.Resource, code: str, skip: Collection[str] = ()) -> ast.Resource:
    """Each message of ``resource`` (but those of ``skip``, left out) tagged with ``code``."""
    for entry in resource.body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            entry.value.elements.insert(0, ast.TextElement(f"‹{code}› "))
    resource.body = [
        e for e in resource.body if not (isinstance(e, ast.Message) and e.id.name in skip)
    ]
    return resource


@cache
def _tagged(language: Language) -> Words:
    """The language's own messages, its answers tagged; the answers it lacks: the English,
    tagged."""
    bundle = FluentBundle([language.code], use_isolating=False)
    own: set[str] = set()
    for path, resource in resources(language.code):
        own |= {e.id.name for e in resource.body if isinstance(e, ast.Message)}
        bundle.add_resource(_tag(resource, language.code) if path.stem in ANSWERS else resource)
    for path, resource in resources(ENGLISH.code):
        if path.stem in ANSWERS:
            bundle.add_resource(_tag(resource, language.code, own))
    return Words(language, bundle, words(ENGLISH))


def tagged(locale: str) -> Words:
    """A language's words, its answers tagged with its code ("‹de› Your games here"); English
    as it is."""
    language = language_of(locale)
    return words(ENGLISH) if language is ENGLISH else _tagged(language)


@pytest.fixture(autouse=True)
def _languages_tagged(monkeypatch: pytest.MonkeyPatch) -> None:
    # Where the bot chooses a language: the member's (member_words) or the server's (server_words).
    monkeypatch.setattr("bot.discord.render.words.words", tagged)


def labels(message: FakeMessage, version: int = -1) -> set[str]:
    components = walk_components(message.versions[version].components)
    return {c.get("label") or c.get("placeholder") for c in components if c.get("type") != 1}


def shown_name(fake: FakeDiscord, user: FakeUser) -> str:
    """The member's name as Discord shows it in the server."""
    return fake.guild.members[user.id].nick or user.global_name or user.username


def next_move(table):  # type: ignore[no-untyped-def]
    deal = deal_of(table)
    seat = deal.turn
    top = deal.discard_pile[-1] if deal.discard_pile else None
    return pick(deal.hand(seat), deal.legal_actions(), top, knock=True)


async def test_a_members_own_answers_are_in_their_language(
    harness: Harness, fake: FakeDiscord
) -> None:
    fake.guild.preferred_locale = "es-ES"
    await harness.start()
    alice, bob, carol, _ = fake.humans
    alice.locale, bob.locale, carol.locale, fake.owner.locale = "pt-BR", "de", "fr", "pl"
    portuguese, german, french, polish = (tagged(u.locale) for u in (alice, bob, carol, fake.owner))

    # /gin help: each command by a mention, its description and the rules in her language.
    shown = await (await fake.slash(alice, "gin help")).message()
    assert shown.ephemeral
    embed = shown.embeds[0]
    assert embed["title"] == portuguese("help-title")
    practice = portuguese(
        "help-command",
        command=command_mention(fake, "gin practice"),
        description=portuguese.attribute("command-gin-practice", "description"),
    )
    assert practice in embed["description"]
    assert portuguese("rules-brief") in embed["description"]

    # /gin rules, and its ratings page.
    text = await refusal(await fake.slash(bob, "gin rules"))
    assert german("rules-brief") in text
    page = f"{command_mention(fake, 'gin rules')} about:ratings"
    assert german("rules-ratings", page=page) in text
    text = await refusal(await fake.slash(bob, "gin rules", {"about": "ratings"}))
    assert text == german(
        "ratings-text",
        count=3,
        leaderboard=command_mention(fake, "gin leaderboard"),
        stats=command_mention(fake, "gin stats"),
    )

    # No game here.
    challenge = command_mention(fake, "gin challenge")
    text = await refusal(await fake.slash(carol, "gin hand"))
    assert text == french("play-no-game", challenge=challenge)
    text = await refusal(await fake.slash(carol, "gin resign"))
    assert text == french("play-no-game-to-resign")
    text = await refusal(await fake.slash(carol, "gin abandon"))
    assert text == french("proposal-no-game")

    # A member's own choices.
    text = await refusal(await fake.slash(alice, "gin cards"))
    style = cards_words(DEFAULT_STYLE, portuguese)
    assert text == portuguese("cards-now", style=style, command=command_mention(fake, "gin cards"))
    text = await refusal(await fake.slash(bob, "gin ping", {"state": "on"}))
    assert text == german("choices-ping-on", command=command_mention(fake, "gin ping"))
    text = await refusal(await fake.slash(carol, "gin challenges", {"state": "off"}))
    assert text == french("choices-challenges-off", command=command_mention(fake, "gin challenges"))
    await refusal(await fake.slash(carol, "gin challenges", {"state": "on"}))

    # Their games, stats and history: none yet.
    shown = await (await fake.slash(alice, "gin games")).message()
    assert shown.ephemeral and shown.embeds[0]["title"] == portuguese("games-title")
    none = portuguese(
        "games-none", challenge=challenge, practice=command_mention(fake, "gin practice")
    )
    assert shown.embeds[0]["description"] == none
    text = await refusal(await fake.slash(bob, "gin stats"))
    assert text == german("stats-you-none-season", challenge=challenge)
    text = await refusal(await fake.slash(bob, "gin history"))
    assert text == german("stats-you-none", challenge=challenge)
    text = await refusal(await fake.slash(bob, "gin leaderboard"))
    assert text == german("stats-board-empty", challenge=challenge)

    # The server's settings, to read (a member) and to change (an admin).
    shown = await (await fake.slash(carol, "gin settings")).message()
    assert shown.embeds[0]["title"] == french("settings-title-server")
    assert {f["name"] for f in shown.embeds[0]["fields"]} >= {
        french("settings-turn-timer"),
        french("settings-language"),
    }
    shown = await (
        await fake.slash(fake.owner, "gin-admin settings", {"turn_minutes": 30})
    ).message()
    assert shown.embeds[0]["title"] == polish("settings-title-saved")
    change = polish(
        "settings-change",
        setting=polish("settings-name", setting="turn_minutes"),
        before="10",
        after="30",
    )
    assert shown.embeds[0]["description"] == polish("settings-saved", changes=change)

    # A confirmation: resigning, kept.
    game_id = await harness.start_game(alice, bob)
    question = await (await fake.slash(alice, "gin resign")).message()
    assert question.text.startswith(portuguese("confirm-resign", game=str(game_id)))
    assert labels(question) == {portuguese("confirm-resign-yes"), portuguese("confirm-resign-no")}
    keep = next(c for c in question.custom_ids() if c.startswith("gin-confirm:keep:"))
    kept = await (await fake.click(alice, question, keep)).message()
    assert kept.text == portuguese("confirm-resign-kept", game=str(game_id))
    # The same game, from its other player: "your game" in their games list.
    shown = await (await fake.slash(bob, "gin games")).message()
    assert f"**#{game_id}**" in shown.embeds[0]["description"] or str(game_id) in shown.text
    assert shown.embeds[0]["title"] == german("games-title")
    assert not fake.problems()


async def test_the_channel_sees_the_servers_language_and_each_player_their_own(
    harness: Harness, fake: FakeDiscord
) -> None:
    fake.guild.preferred_locale = "es-ES"
    rules = Rules(target=10)
    seed = first_seed(rules, lambda s: bool(s.knocks))
    await harness.start(seed)
    alice, bob, _, _ = fake.humans
    alice.locale, bob.locale = "pt-BR", "de"
    spanish = tagged("es-ES")
    await refusal(await fake.slash(bob, "gin ping", {"state": "on"}))
    game_id = await harness.start_game(alice, bob, target=10)

    # A proposal to abandon: public, in Spanish; closed by Keep playing.
    it = await fake.slash(bob, "gin abandon")
    proposal = await it.message()
    assert proposal.public
    first = spanish("proposal-asked", player=f"<@{bob.id}>", game=str(game_id))
    assert proposal.content.startswith(f"🏳️ {first}\n")
    assert labels(proposal) == {spanish("proposal-agree"), spanish("proposal-keep")}
    keep = next(c for c in proposal.custom_ids() if c.split(":")[-1].startswith("keep"))
    await (await fake.click(alice, proposal, keep)).response()
    why = spanish("proposal-why-kept", player=f"<@{alice.id}>")
    assert proposal.content == f"🏳️ {spanish('proposal-closed', game=str(game_id), why=why)}"

    # Bob's turn ping, in Spanish (his turn after Alice's move).
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    if harness.table(game_id).acting == (bob.id,):
        await harness.play(game_id, players, until=lambda t: t.acting == (alice.id,))
    await harness.play(game_id, players, until=lambda t: t.acting == (bob.id,))
    await harness.idle()
    table = harness.table(game_id)
    link = table_link(fake.guild.id, table.row.channel_id, table.row.table_message_id)
    ping = spanish("ping-your-turn", member=f"<@{bob.id}>", game=str(game_id), link=link)
    assert any(m.public and m.versions[0].content == ping for m in fake.message_log())

    # The knock screen, in the knocker's language.
    await harness.play(game_id, players, until=lambda t: isinstance(next_move(t), Knock))
    table = harness.table(game_id)
    knock = next_move(table)
    assert isinstance(knock, Knock)
    knocker = players[to_act(table)]
    await knocker.act(table.view_version(knocker.user.id), harness.table_message(game_id))
    (screen,) = knocker.knock_screens
    said = tagged(knocker.user.locale)
    shown = screen.versions[-2]  # as shown, before the knock replaced it
    card = card_text(knock.card)
    assert shown.embeds[0]["title"] == said("knock-title", card=card, game=str(game_id))
    assert shown.embeds[0]["description"].startswith(said("knock-lay-down") + "\n")
    assert {said("knock-go", card=card), said("knock-back")} <= labels(screen, -2)

    await harness.play(game_id, players)
    await harness.idle()
    assert game_of(harness.table(game_id)).is_over
    assert harness.table(game_id).status is GameStatus.FINISHED

    # The leaderboard and stats are the channel's; their private copies the member's.
    it = await fake.slash(alice, "gin leaderboard")
    leaderboard = await it.message()
    assert leaderboard.public
    title = spanish(
        "stats-board-title", sort="rating", format=spanish("stats-format", format="all")
    )
    assert leaderboard.embeds[0]["title"] == title
    refresh = next(c for c in leaderboard.custom_ids() if c.endswith(":here"))
    german = tagged("de")
    copy = await (await fake.click(bob, leaderboard, refresh)).message()
    assert copy.ephemeral and copy.embeds[0]["title"] == german(
        "stats-board-title", sort="rating", format=german("stats-format", format="all")
    )
    stats = await (await fake.slash(bob, "gin stats")).message()
    assert stats.public
    assert stats.embeds[0]["title"] == spanish(
        "stats-title", member=shown_name(fake, bob), season=1
    )
    history = await (await fake.slash(alice, "gin history")).message()
    portuguese = tagged("pt-BR")
    assert history.ephemeral
    assert history.embeds[0]["title"] == portuguese(
        "stats-history-title", member=shown_name(fake, alice)
    )
    assert not fake.problems()


async def test_commands_are_mentioned_after_a_restart_that_syncs_nothing(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    await harness.restart()  # the commands are unchanged: not synced again, their ids asked for
    puts = [r for r in fake.requests if r.method == "PUT" and r.path.endswith("/commands")]
    assert len(puts) == 1
    alice = fake.humans[0]
    text = await refusal(await fake.slash(alice, "gin hand"))
    assert text == tagged(alice.locale)(
        "play-no-game", challenge=command_mention(fake, "gin challenge")
    )
