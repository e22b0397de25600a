"""A member's cards in one order everywhere they see them privately, end to end: ``/gin cards``
stores how they like them (by rank or by suit, two or four colours), the choice outlives a
restart, and the hand's text, its picture (the scene it is drawn from), the picture's words and
the Discard menu list the cards alike, melds first, for either order; four colours change the
hand's picture and never the table's; ``/gin forget-me`` forgets the choice."""

from __future__ import annotations

from dataclasses import replace

from bot.discord.render import pictures as render_pictures
from bot.engine import Card, Phase, Suit, best_melds
from bot.engine.cards import CARDS
from bot.model.cards import DEFAULT_STYLE, CardOrder, CardStyle, SuitColours, hand_shown
from bot.pictures import drawing as pictures
from bot.service import Table
from bot.words import ENGLISH
from tests.support.fakediscord import FakeDiscord, FakeMessage, FakeUser
from tests.support.harness import Harness, deal_of, game_of, names_of
from tests.support.players import CARD, Player, command_mention, controls
from tests.support.words import EN_WORDS


async def cards_reply(fake: FakeDiscord, user: FakeUser, **options: str) -> str:
    it = await fake.slash(user, "gin cards", options)
    answer = await it.message()
    assert answer.ephemeral and answer.visible_to(user)
    return answer.text


def text_order(message: FakeMessage) -> list[Card]:
    """The cards of the hand's text, as written: its melds line, then its deadwood line."""
    lines = message.embeds[0]["description"].split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith("deadwood:"))
    written = lines[at - 1] + " " + lines[at].split("=")[0]
    return [Card.parse(rank + suit) for rank, suit in CARD.findall(written)]


def spoken_order(words: str) -> list[Card]:
    """The cards the picture's words say, in the order said."""
    said = {words.index(c.spoken): c for c in CARDS if c.spoken in words}
    return [said[at] for at in sorted(said)]


def check_hand(
    harness: Harness, fake: FakeDiscord, game_id: int, user: FakeUser, hand: FakeMessage
) -> pictures.HandScene:
    """One order in every private list of the member's cards, theirs; the picture drawn from
    the scene of their choice. The scene."""
    table = harness.table(game_id)
    style = harness.service.choices.card_style(table.row.guild_id, user.id)
    scene = render_pictures.hand_scene(table, user.id, style, lang=EN_WORDS)
    assert scene is not None and scene.colours is style.colours
    view = game_of(table).view_for(table.players.index(user.id)).hand
    assert view is not None
    expected = list(hand_shown(view.hand, style.order).cards)
    # The picture is the scene's: its bytes, its words.
    attachment = hand.latest.attachments[0]
    assert fake.attachment_data(attachment) == pictures.draw(scene)
    assert attachment["description"] == pictures.alt_text(scene)
    drawn = [c for group in (*scene.melds, scene.unmatched) for c in group]
    assert drawn == expected
    assert spoken_order(attachment["description"]) == expected
    assert text_order(hand) == expected
    menu = [Card.parse(o["value"]) for o in controls(hand)["discard"]["options"]]
    assert len(menu) >= 10 and menu == [c for c in expected if c in menu]
    return scene


def check_table(harness: Harness, fake: FakeDiscord, game_id: int) -> None:
    """The table's picture is the public view's, whatever the players chose."""
    table = harness.table(game_id)
    view = game_of(table).public_view()
    message = harness.table_message(game_id)
    (attachment,) = message.latest.attachments
    expected = pictures.table_picture(
        view.boards, view.sitting_out, names_of(fake, table), language=ENGLISH.code
    )
    assert fake.attachment_data(attachment) == expected


async def test_one_card_order_in_every_private_view_for_both_choices(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    asked = await cards_reply(fake, alice)
    assert "sorted by rank" in asked and "two colours" in asked
    assert f"{command_mention(fake, 'gin cards')} order:" in asked
    done = await cards_reply(fake, alice, order="suit", colours="four")
    assert done.startswith("Done:") and "by suit" in done and "♣ green, ♦ blue" in done
    await harness.restart()  # stored
    assert "by suit" in await cards_reply(fake, alice) and "four colours" in await cards_reply(
        fake, alice
    )
    assert harness.service.choices.card_style(fake.guild.id, bob.id) == DEFAULT_STYLE

    game_id = await harness.start_game(alice, bob, target=100)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}

    def to_discard_with_melds(table: Table) -> bool:
        """Alice is to discard, and holds a meld (and deadwood): a hand of both parts."""
        if table.acting != (alice.id,) or deal_of(table).phase is not Phase.DISCARD:
            return False
        hand = game_of(table).view_for(table.players.index(alice.id)).hand
        arrangement = best_melds(hand.hand) if hand is not None else None
        return arrangement is not None and bool(arrangement.melds and arrangement.unmatched)

    await harness.play(game_id, players, until=to_discard_with_melds)
    assert to_discard_with_melds(harness.table(game_id))
    await harness.idle()
    me = players[alice.id]
    hand = (
        await me.refresh()
        if me.hand_message is not None
        else await me.open_hand(harness.table_message(game_id))
    )
    await harness.idle()
    four = check_hand(harness, fake, game_id, alice, hand)
    assert four.colours is SuitColours.FOUR
    two = replace(four, colours=SuitColours.TWO)  # the same hand in two colours: not the same
    held = {c for group in (*four.melds, four.unmatched) for c in group}
    assert {c.suit for c in held} & {Suit.CLUBS, Suit.DIAMONDS}  # so the colours show
    assert pictures.draw(two) != pictures.draw(four)
    check_table(harness, fake, game_id)

    # By rank in two colours: the same hand, every list in the other order.
    done = await cards_reply(fake, alice, order="rank", colours="two")
    assert "by rank" in done and "two colours" in done
    hand = await me.refresh()
    await harness.idle()
    by_rank = check_hand(harness, fake, game_id, alice, hand)
    assert by_rank.colours is SuitColours.TWO
    assert text_order(hand) != [c for group in (*four.melds, four.unmatched) for c in group]
    assert {c for g in (*by_rank.melds, by_rank.unmatched) for c in g} == held
    check_table(harness, fake, game_id)
    # Only the colours, then: the order stays.
    await cards_reply(fake, alice, colours="four")
    assert harness.service.choices.card_style(fake.guild.id, alice.id) == CardStyle(
        CardOrder.RANK, SuitColours.FOUR
    )
    await harness.play(game_id, players)  # the game goes on to its end
    await harness.idle()


async def test_forget_me_forgets_how_a_member_sees_their_cards(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    _, _, carol, dave = fake.humans
    await cards_reply(fake, carol, order="suit", colours="four")
    await cards_reply(fake, dave, colours="four")
    it = await fake.slash(carol, "gin forget-me")
    ask = await it.message()
    forget = next(c for c in ask.custom_ids() if c.startswith("gin-confirm:forget"))
    click = await fake.click(carol, ask, forget)
    assert "erased" in (await click.message()).text
    assert "sorted by rank" in await cards_reply(fake, carol)
    await harness.restart()
    assert await harness.service.store.card_styles() == {
        (fake.guild.id, dave.id): CardStyle(CardOrder.RANK, SuitColours.FOUR)
    }
    asked = await cards_reply(fake, carol)
    assert "sorted by rank" in asked and "two colours" in asked
