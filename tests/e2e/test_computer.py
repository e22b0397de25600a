"""Playing the computer end to end: /gin practice and naming the bot start a game at once; the
table service plays the computer's turns (the table describes them, the member's hand is brought
up to date without a click); its moves are saved like anyone's and a restart in its turn
resumes it; it can sit in a three-player game; games with it are unrated unless the server says
otherwise. The expert plays a practice game too, and a restart in its turn makes the move it would
have made (its input, the deal's view and the game around it, is rebuilt alike from the store)."""

from __future__ import annotations

import re

from bot.engine.computer import Level
from bot.model import GameStatus
from bot.model.computer import computer_id
from bot.service import Table
from bot.service.computer_worker import decide_seeded
from tests.support.fakediscord import FakeDiscord
from tests.support.harness import Harness, game_of
from tests.support.players import Player
from tests.support.store_reads import ratings_of, result_of


def game_id_of(text_ids: list[str]) -> int:
    return int(next(c for c in text_ids if c.startswith("gin:")).split(":")[1])


async def test_practice_against_the_computer_to_the_end(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=2)
    alice = fake.humans[0]
    it = await fake.slash(alice, "gin practice", {"level": "hard"})
    table_message = await it.message()
    assert table_message.public
    game_id = game_id_of(table_message.custom_ids())
    table = harness.table(game_id)
    hard = computer_id(Level.HARD)
    assert table.status is GameStatus.ACTIVE and table.players == (alice.id, hard)
    assert not table.row.rated  # the server did not turn computer games on for ratings
    # Alice resigns that one and names the bot for a short game instead.
    await harness.service.resign(game_id, alice.id)
    it = await fake.slash(
        alice, "gin challenge", {"opponent": fake.bot_user, "level": "hard", "target": 10}
    )
    game_id = game_id_of((await it.message()).custom_ids())
    await harness.play(game_id, {alice.id: Player(fake, alice, game_id)})
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.FINISHED
    sheet = fake.last_message()
    assert sheet is not None and "Computer (hard)" in sheet.text
    # The score sheet offers the member a private review of the game; only to its players.
    review = next(c for c in sheet.custom_ids() if c.endswith(":review"))
    click = await fake.click(alice, sheet, review)
    mine = await click.message()
    assert mine.ephemeral and mine.visible_to(alice)
    assert f"Your review · game #{game_id}" in mine.text and "Deal 1" in mine.text
    assert not re.search(r"T[♠♣♦♥]", mine.text)  # a ten reads 10♦, in the review too
    click = await fake.click(fake.humans[1], sheet, review)
    assert "Only the players" in (await click.message()).text
    rows = await result_of(harness.service.store, game_id)
    assert {r.member_id for r in rows} == {alice.id, hard}
    assert await ratings_of(harness.service.store, fake.guild.id) == {}


async def test_the_computers_move_updates_the_members_hand_and_survives_a_restart(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=5)
    alice = fake.humans[0]
    it = await fake.slash(alice, "gin challenge", {"opponent": fake.bot_user, "level": "easy"})
    game_id = game_id_of((await it.message()).custom_ids())
    easy = computer_id(Level.EASY)
    player = Player(fake, alice, game_id)

    def computer_to_move(table: Table) -> bool:
        return table.acting == (easy,) and player.hand_message is not None

    # Alice plays until it is the computer's turn; its move then edits her hand, unasked.
    await harness.play(game_id, {alice.id: player}, until=computer_to_move)
    assert player.hand_message is not None
    shown = len(player.hand_message.versions)
    clicks = len(player.interactions)
    hand = player.hand_message
    await fake.wait_for(lambda: harness.table(game_id).acting != (easy,), 10.0)
    # Alice sees it in her hand once its edit lands (no table edit waits for it).
    await fake.wait_for(lambda: len(hand.versions) > shown, 10.0, "her hand to show the move")
    await harness.idle()
    assert len(player.interactions) == clicks
    assert "Computer (easy)" in harness.table_message(game_id).text

    # A restart while the computer is to move: it moves once the bot is back.
    harness.service.computer_pause = 30.0
    await harness.play(game_id, {alice.id: player}, until=computer_to_move)
    if harness.table(game_id).status is not GameStatus.ACTIVE:
        return  # (the seed ended the game first: nothing left to check)
    before = harness.table(game_id).version  # committed: nothing is shown before its commit
    await harness.stop()
    await harness.start(seed=5)
    await fake.wait_for(
        lambda: harness.table(game_id).version > before, 10.0, "the computer's move after restart"
    )
    assert harness.table(game_id).acting != (easy,) or harness.table(game_id).version > before


async def test_the_computer_in_a_three_player_game_and_rated_when_the_server_says(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=7)
    alice, bob = fake.humans[:2]
    it = await fake.slash(fake.owner, "gin-admin settings", {"computer_rated": True})
    await it.message()
    game_id = await harness.start_game(
        alice, bob, opponent2=fake.bot_user, level="normal", target=10
    )
    table = harness.table(game_id)
    normal = computer_id(Level.NORMAL)
    assert table.players == (alice.id, bob.id, normal) and table.row.rated
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players)
    await harness.idle()
    ratings = await ratings_of(harness.service.store, fake.guild.id)
    assert set(ratings) == {alice.id, bob.id, normal}
    # Only the computer was named twice: two seats of their own. Members are refused twice.
    it = await fake.slash(
        alice, "gin challenge", {"opponent": fake.bot_user, "opponent2": fake.bot_user}
    )
    two = await it.message()
    game = game_id_of(two.custom_ids())
    assert harness.table(game).players == (alice.id, normal, computer_id(Level.NORMAL, 1))


async def test_the_user_menu_on_the_bot_starts_a_game_with_the_computer(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    bob = fake.humans[1]
    it = await fake.user_command(bob, "Challenge to gin rummy", fake.bot_user)
    table_message = await it.message()
    assert table_message.public and "Computer (normal)" in table_message.text
    game_id = game_id_of(table_message.custom_ids())
    assert harness.table(game_id).players == (bob.id, computer_id(Level.NORMAL))


async def test_practice_against_the_expert_plays_through_a_deal(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=3)
    alice = fake.humans[0]
    it = await fake.slash(alice, "gin practice", {"level": "expert"})
    table_message = await it.message()
    game_id = game_id_of(table_message.custom_ids())
    expert = computer_id(Level.EXPERT)
    assert harness.table(game_id).players == (alice.id, expert)
    assert "Computer (expert)" in table_message.text
    player = Player(fake, alice, game_id)

    def dealt_again(table: Table) -> bool:
        return table.game is not None and len(table.game.history) >= 1

    await harness.play(game_id, {alice.id: player}, until=dealt_again)
    await harness.idle()
    table = harness.table(game_id)
    game = table.game
    assert game is not None and game.history[0].number == 1
    first = game.deals[0]
    assert any(seat == game.seatings[0].players.index(1) for seat, _ in first.actions)
    # The showdown (or the draw) was posted, naming the expert as the catalogue does.
    assert "Computer (expert)" in harness.table_message(game_id).text


async def test_a_restart_in_the_experts_turn_makes_the_move_it_would_have_made(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=4)
    alice = fake.humans[0]
    it = await fake.slash(alice, "gin practice", {"level": "expert"})
    game_id = game_id_of((await it.message()).custom_ids())
    expert = computer_id(Level.EXPERT)
    player = Player(fake, alice, game_id)
    await harness.play(game_id, {alice.id: player}, until=lambda t: len(game_of(t).deals) >= 2)
    # From the second deal on, the game around the deal holds an earlier deal: hold the
    # computer back once it is to move there, and note what it would play.
    harness.service.computer_pause = 30.0
    await harness.play(game_id, {alice.id: player}, until=lambda t: t.acting == (expert,))
    table = harness.table(game_id)
    assert table.status is GameStatus.ACTIVE  # (the seed plays on)
    game = game_of(table)
    view, context = game.view_for(1).hand, game.context_for(1)
    assert view is not None and context.past
    seed = f"{game_id}:{table.view_version(expert)}:{expert}"
    expected = decide_seeded(view, Level.EXPERT, seed, context)
    deal, moves = len(game.deals) - 1, len(game.deal.actions)
    await harness.stop()
    # Started again from the store: the same input (view and game, rebuilt from the stored
    # game), the same seed, the same move.
    await harness.start(seed=4)
    reborn = game_of(harness.table(game_id))
    assert reborn.view_for(1).hand == view and reborn.context_for(1) == context
    await fake.wait_for(
        lambda: len(game_of(harness.table(game_id)).deals[deal].actions) > moves,
        10.0,
        "the expert's move after the restart",
    )
    assert game_of(harness.table(game_id)).deals[deal].actions[moves] == (view.seat, expected)


async def test_the_expert_takes_seats_in_three_player_and_partnership_games(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=6)
    alice, bob, carol = fake.humans[:3]
    expert = computer_id(Level.EXPERT)
    three = await harness.start_game(alice, bob, opponent2=fake.bot_user, level="expert", target=10)
    assert harness.table(three).players == (alice.id, bob.id, expert)
    await harness.play(three, {u.id: Player(fake, u, three) for u in (alice, bob)})
    # Partnerships: the expert is Alice's partner, against Bob and Carol.
    four = await harness.start_game(
        alice, bob, opponent2=carol, partner=fake.bot_user, level="expert", target=10
    )
    table = harness.table(four)
    assert expert in table.players and table.players.index(expert) % 2 == 0
    await harness.play(four, {u.id: Player(fake, u, four) for u in (alice, bob, carol)})
    await harness.idle()
    for game_id in (three, four):
        assert harness.table(game_id).status is GameStatus.FINISHED
        assert "Computer (expert)" in harness.table_message(game_id).text
