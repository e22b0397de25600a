"""Every word in the player's language, end to end: what only one member sees (their hand) in
their Discord's language, what the channel sees (the table) in the server's; the server's
language chosen in /gin-admin settings changes the next table edit; no isolation marks."""

from __future__ import annotations

from bot.discord.render.results import deal_result_embed
from bot.engine import Rules
from bot.words import ENGLISH, words
from tests.support.fakediscord import FakeDiscord, FakeMessage
from tests.support.harness import Harness, first_seed, game_of, titled
from tests.support.players import Player, controls


def labels(message: FakeMessage) -> set[str]:
    return {
        component.get("label") or component.get("placeholder")
        for row in message.components
        for component in row["components"]
    }


async def test_each_member_reads_their_hand_in_their_language_and_the_table_in_the_servers(
    harness: Harness, fake: FakeDiscord
) -> None:
    fake.guild.preferred_locale = "es-ES"  # a Community server that chose Spanish
    await harness.start()
    alice, bob, _, _ = fake.humans
    alice.locale, bob.locale = "pt-BR", "de"
    portuguese, german, spanish = words("pt-BR"), words("de"), words("es-ES")
    game_id = await harness.start_game(alice, bob, target=100)
    await harness.idle()

    table = harness.table_message(game_id)
    assert labels(table) == {
        spanish(m) for m in ("table-show-hand", "table-rules", "table-recent-moves", "table-resign")
    }
    assert spanish("table-title", game=str(game_id)) == table.embeds[0]["title"]

    hands = {}
    for user, said in ((alice, portuguese), (bob, german)):
        hand = await Player(fake, user, game_id).open_hand(table)
        embed = hand.embeds[0]
        assert embed["title"].startswith(said("hand-title", game=str(game_id), deal=1)[:12])
        assert said("hand-refresh") in labels(hand)
        assert said("hand-field-stock") in {field["name"] for field in embed["fields"]}
        hands[user.id] = hand
    # One member's words are not the other's, nor the table's.
    assert portuguese("hand-refresh") != german("hand-refresh") != spanish("table-rules")

    # The admin chooses French: the next table edit speaks it; a member's hand stays theirs.
    owner = fake.owner
    it = await fake.slash(owner, "gin-admin settings", {"language": "fr"})
    answer = await it.message()
    assert "Français" in answer.text
    await harness.idle()
    first = harness.table(game_id).acting[0]
    mover = Player(fake, alice if first == alice.id else bob, game_id)
    await mover.act(harness.table(game_id).view_version(first), harness.table_message(game_id))
    await harness.idle()
    french = words("fr")
    table = harness.table_message(game_id)
    assert french("table-show-hand") in labels(table)
    assert french("table-title", game=str(game_id)) == table.latest.embeds[0]["title"]
    mine = hands[mover.user.id]
    assert (portuguese if mover.user is alice else german)("hand-refresh") in labels(mine)

    for message in fake.messages.values():
        for version in message.versions:
            said = version.text + "".join(a.get("description") or "" for a in version.attachments)
            assert "\u2068" not in said and "\u2069" not in said
    assert controls(table)


async def test_after_a_restart_the_table_and_the_posts_it_owed_are_in_the_servers_language(
    harness: Harness, fake: FakeDiscord
) -> None:
    """The bot draws the tables again and sends what it owed as it starts, before Discord has
    told it about the servers (their language is its Discord one: nothing chosen)."""
    fake.guild.preferred_locale = "de"  # a Community server that speaks German
    german = words("de")
    rules = Rules(target=200)
    seed = first_seed(rules, lambda s: len(s.game.deals) >= 2)
    await harness.start(seed)
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, target=200)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    # Discord fails every post for a while: the bot stops owing the first deal's showdown.
    failing = fake.inject(503, "POST", f"/channels/{fake.channel.id}/messages", times=10_000)
    await harness.play(game_id, players, until=lambda t: len(game_of(t).deals) >= 2)
    await harness.stop()
    failing.times = 0
    table = harness.table_message(game_id)
    drawn = len(table.versions)
    await harness.start(seed)
    await harness.idle()

    # The showdown it owed: the deal as it ended, in German.
    game, players_ids = game_of(harness.table(game_id)), harness.table(game_id).players
    owed = deal_result_embed(game_id, game, 1, players_ids, german).title or ""
    english = deal_result_embed(game_id, game, 1, players_ids, words(ENGLISH)).title or ""
    assert owed != english
    assert len(titled(fake, owed)) == 1 and titled(fake, english) == []
    # The table, drawn again: in German.
    redrawn = table.versions[drawn:]
    assert redrawn, "the table was not drawn again at the start"
    title = german("table-title", game=str(game_id))
    assert [v.embeds[0]["title"] for v in redrawn] == [title] * len(redrawn)
    assert german("table-show-hand") in labels(table)
