"""Every word in the player's language, end to end: what only one member sees (their hand) in
their Discord's language, what the channel sees (the table) in the server's; the server's
language chosen in /gin-admin settings changes the next table edit; no isolation marks."""

from __future__ import annotations

from bot.words import words
from tests.support.harness import Harness
from tests.support.players import Player, controls

try:
    from tests.support.fakediscord import FakeDiscord, FakeMessage
except ImportError:  # if tests/ ever becomes a package
    from tests.support.fakediscord import FakeDiscord, FakeMessage  # type: ignore[no-redef]


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
