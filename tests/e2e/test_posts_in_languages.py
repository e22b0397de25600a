"""A game's posts in the right language, end to end: the showdowns, the score sheet with its
buttons and the turn reminder in the server's language (Discord's for a Community server, or the
one chosen in /gin-admin settings), the table's rules line too; the Recent moves, the rules in
brief and a player's review in the clicker's own. Asserted through the catalogue for each
language (a message a language lacks is said in English, so these hold before and after its
translation)."""

from __future__ import annotations

from bot.discord.render.rules import rules_text
from bot.discord.render.words import place_text
from bot.engine import OutcomeKind
from bot.phrases import rules_line
from bot.words import words
from tests.support.fakediscord import FakeDiscord, FakeMessage
from tests.support.harness import Harness, game_of, to_act
from tests.support.players import Player, control, said_before

HEADLINES = {
    OutcomeKind.GIN: "showdown-gin",
    OutcomeKind.BIG_GIN: "showdown-big-gin",
    OutcomeKind.KNOCK: "showdown-knock",
    OutcomeKind.UNDERCUT: "showdown-undercut",
}


def titled_exactly(fake: FakeDiscord, title: str) -> list[FakeMessage]:
    return [m for m in fake.public_messages() if m.embeds and m.embeds[0].get("title") == title]


def label_of(message: FakeMessage, action: str) -> str:
    comp = control(message, action)
    assert comp is not None, f"no {action} on {message.text!r}"
    return str(comp["label"])


async def test_the_showdowns_and_the_sheet_are_in_the_servers_language_the_answers_in_the_clickers(
    harness: Harness, fake: FakeDiscord
) -> None:
    fake.guild.preferred_locale = "es-ES"  # a Community server that chose Spanish
    await harness.start(seed=3)
    alice, bob, carol, _ = fake.humans
    alice.locale, bob.locale, carol.locale = "pt-BR", "de", "fr"
    spanish = words("es-ES")
    game_id = await harness.start_game(alice, bob, target=30)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(
        game_id,
        players,
        until=lambda t: len(t.game.deal.actions) >= 6,  # type: ignore[union-attr]
    )
    await harness.idle()
    table_message = harness.table_message(game_id)
    rules = harness.table(game_id).row.rules
    # What the channel sees: the rules line on the table's footer.
    assert table_message.embeds[0]["footer"]["text"] == rules_line(rules, spanish)

    # What only the clicker sees, in their language: Carol watching opens the recent moves,
    # Bob the rules.
    it = await fake.click(carol, table_message, label_and_id(table_message, "moves"))
    moves = await it.message()
    assert moves.ephemeral and moves.visible_to(carol)
    assert moves.embeds[0]["title"] == words("fr")("moves-title", game=str(game_id))
    # (Words translated already: the deal's name, "Donne 1", not the English "Deal 1".)
    assert moves.embeds[0]["fields"][0]["name"] == words("fr")("deal-title", deal=1) != "Deal 1"
    it = await fake.click(bob, table_message, label_and_id(table_message, "rules"))
    answer = await it.message()
    mentions = harness.bot.house.commands  # type: ignore[union-attr]
    assert answer.ephemeral
    assert answer.content == rules_text(rules, words("de"), commands=mentions)

    await harness.play(game_id, players)
    await harness.idle()
    game = game_of(harness.table(game_id))
    assert game.is_over and len(game.history) >= 2
    # Every showdown, in the server's language: its title, its headline, its sum.
    for result in game.history:
        (post,) = titled_exactly(
            fake, spanish("showdown-title", deal=result.number, game=str(game_id))
        )
        outcome = game.deals[result.number - 1].outcome()
        assert outcome is not None
        description = post.embeds[0]["description"]
        if outcome.kind is OutcomeKind.DRAW:
            assert description.startswith(said_before(spanish, "showdown-draw", "first"))
            continue
        assert outcome.knocker is not None and outcome.winner is not None
        mentions = [fake.users[harness.table(game_id).players[p]].mention for p in result.players]
        headline = spanish(
            HEADLINES[outcome.kind],
            player=mentions[outcome.knocker],
            defender=mentions[outcome.winner],
        )
        assert description.split("\n")[0] == headline
        names = {f["name"] for f in post.embeds[0]["fields"]}
        assert "🃏 " + spanish("showdown-knocker") in names
        # The sheet after it, in words Spanish has already: "Hoja de anotación (partida a 30)".
        assert spanish("score-title", target=30) in names
    # The score sheet: its title, who won, the hand-by-hand legend, the places; its Rematch.
    (sheet,) = titled_exactly(fake, spanish("over-title", game=str(game_id)))
    outcome = game.outcome()
    assert outcome is not None
    (first,) = outcome.winners
    winner = fake.users[harness.table(game_id).players[first]].mention
    description = sheet.embeds[0]["description"]
    assert description.startswith(spanish("over-winner", winner=winner))
    assert said_before(spanish, "sheet-legend", "sides") in description
    places = {f["name"] for f in sheet.embeds[0]["fields"] if f["inline"]}
    assert places == {place_text(1, spanish), place_text(2, spanish)}
    assert label_of(sheet, "rematch") == spanish("result-rematch")


def label_and_id(message: FakeMessage, action: str) -> str:
    comp = control(message, action)
    assert comp is not None
    return str(comp["custom_id"])


async def test_the_reminder_and_a_forfeit_are_in_the_language_the_server_chose(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    it = await fake.slash(fake.owner, "gin-admin settings", {"language": "pl"})
    await it.message()
    polish = words("pl")
    game_id = await harness.start_game(alice, bob, turn_minutes=2)
    table = harness.table(game_id)
    late = fake.users[to_act(table)]
    other = bob if late is alice else alice
    await harness.idle()
    fake.clock.advance(65)  # past half of the turn: the reminder
    await harness.service.tick()
    await harness.service.tick()
    await harness.idle()
    # All but the deadline (a Discord timestamp, each reader's own time).
    said = polish("reminder", player=late.mention, game=str(game_id), deadline="\x00")
    before, after = said.split("\x00")
    (reminder,) = [m for m in fake.public_messages() if m.content.startswith(before)]
    assert reminder.content.endswith(after) and reminder.mentions == [late]

    fake.clock.advance(60)  # past the deadline: a forfeit
    await harness.service.tick()
    await harness.idle()
    (over,) = titled_exactly(fake, polish("over-title", game=str(game_id)))
    head = polish("over-forfeit", player=late.mention, reason="timeout", winner=other.mention)
    assert over.embeds[0]["description"].startswith(head)


async def test_a_review_is_in_the_players_language_its_button_in_the_servers(
    harness: Harness, fake: FakeDiscord
) -> None:
    fake.guild.preferred_locale = "fr"
    await harness.start(seed=2)
    alice = fake.humans[0]
    alice.locale = "pt-BR"
    it = await fake.slash(
        alice, "gin challenge", {"opponent": fake.bot_user, "level": "hard", "target": 10}
    )
    table_message = await it.message()
    game_id = int(next(c for c in table_message.custom_ids() if c.startswith("gin:")).split(":")[1])
    await harness.play(game_id, {alice.id: Player(fake, alice, game_id)})
    await harness.idle()
    french, portuguese = words("fr"), words("pt-BR")
    (sheet,) = titled_exactly(fake, french("over-title", game=str(game_id)))
    assert label_of(sheet, "rematch") == french("result-rematch")
    assert label_of(sheet, "review") == french("result-review")
    click = await fake.click(alice, sheet, label_and_id(sheet, "review"))
    mine = await click.message()
    assert mine.ephemeral and mine.visible_to(alice)
    assert mine.embeds[0]["title"] == portuguese("review-title", game=str(game_id))
    # The opponent as Portuguese names it already ("Computador (difícil)"), in the review; in
    # French on the sheet.
    assert portuguese("computer-player", level="hard") in mine.embeds[0]["description"]
    assert french("computer-player", level="hard") in sheet.embeds[0]["description"]
    assert mine not in fake.public_messages()
