"""Tables of three and four, and Hollywood, end to end through the fake Discord: whole seeded games
played by members clicking through their private hands, with a restart in the middle; the member
sitting out and a partner's prying refused politely; the score sheets; and a database of the
previous release upgraded with its games finished. Every message is checked by the leak witness.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Format, Game, Rules
from bot.model import GameStatus
from tests.support.fakediscord import FakeDiscord, FakeUser
from tests.support.harness import Harness, game_of, refusal, titled
from tests.support.players import Player, control, version_of
from tests.support.sheets import as_players, check_sheet, side_mentions
from tests.support.store_reads import deals_of, result_of

MIGRATIONS = Path(__file__).resolve().parents[2] / "bot" / "store" / "sqlite" / "migrations"


def members(harness: Harness, game_id: int, users: list[FakeUser]) -> dict[int, Player]:
    return {u.id: Player(harness.fake, u, game_id) for u in users}


async def check_finished(
    harness: Harness, fake: FakeDiscord, game_id: int, users: list[FakeUser], first_deal: int = 1
) -> list[Any]:
    """The game ended and everything says so: showdowns (from ``first_deal``: earlier ones were
    a previous release's to post), the sheet, the rows."""
    await harness.idle()
    table = harness.table(game_id)
    game = game_of(table)
    assert table.status is GameStatus.FINISHED and game.is_over
    outcome = game.outcome()
    assert outcome is not None
    showdowns = [m for m in titled(fake, "Deal ") if f"game #{game_id}" in m.embeds[0]["title"]]
    assert len(showdowns) == len([h for h in game.history if h.number >= first_deal])
    (sheet,) = [m for m in titled(fake, "Game over") if f"#{game_id}" in m.embeds[0]["title"]]
    for standing in outcome.standings:
        column = next(
            f["value"]
            for f in sheet.embeds[0]["fields"]
            if f["inline"] and f["value"].startswith(f"<@{table.players[standing.players[0]]}>")
        )
        assert f"**Total {standing.grand_total}**" in column
    # Hand by hand, the deals as the store keeps them: each one's points, the running totals
    # (a previous release's deals have no rows: the game's record has them).
    deals = as_players(await deals_of(harness.service.store, game_id), table.players)
    assert [d.number for d in deals] == sorted(
        h.number for h in game.history if h.number >= first_deal
    )
    if first_deal > 1:
        deals = list(game.history)
    mentions = side_mentions(game.rules, table.players)
    assert check_sheet(sheet.embeds[0], game.rules, deals, mentions) > 0
    rows = await result_of(harness.service.store, game_id)
    assert [r.member_id for r in rows] == [u.id for u in users]
    for row in rows:
        assert row.place == outcome.place_of(row.player)
        assert row.hands_won == sum(h.winner == row.player for h in game.history)
    final = harness.table_message(game_id)
    assert "Game over" in final.text and final.components == []
    return rows


async def sitting_out_is_refused(harness: Harness, fake: FakeDiscord, game_id: int) -> None:
    """The member sitting out opens the table: no hand, no moves, and a forged move is refused."""
    table = harness.table(game_id)
    out = game_of(table).sitting_out()
    assert out is not None
    user = fake.users[table.players[out]]
    hand_button = control(harness.table_message(game_id), "hand")
    assert hand_button is not None
    it = await fake.click(user, harness.table_message(game_id), hand_button["custom_id"])
    message = await it.message()
    assert message.ephemeral and "you sit out this hand" in message.text.lower()
    assert "back in when" in message.text
    assert [c.split(":")[-1] for c in message.custom_ids()] == ["refresh"]
    # A move forged from the Refresh the bot drew (its tag kept, its action changed) is refused;
    # one in the form of an older release gets the hand again. Nothing changes either way.
    (refresh,) = message.custom_ids()
    forged = refresh.rsplit(":", 1)[0] + ":draw"
    text = await refusal(await fake.forge_component(user, message, forged))
    assert "didn't make that button" in text
    version = table.view_version(user.id)
    it = await fake.forge_component(user, message, f"gin:{game_id}:{version}:draw")
    again = await it.message()
    assert again is message and "before I was updated" in again.text
    assert "you sit out this hand" in again.text.lower()
    assert harness.table(game_id).version == table.version  # nothing changed


async def play_three(harness: Harness, fake: FakeDiscord, rotation: str) -> None:
    await harness.start(seed=3)
    alice, bob, carol, _ = fake.humans
    game_id = await harness.start_game(alice, bob, opponent2=carol, format=rotation)
    table = harness.table(game_id)
    assert game_of(table).format is Format.THREE
    players = members(harness, game_id, [alice, bob, carol])
    text = harness.table_message(game_id).text
    assert "sits out this hand" in text
    await sitting_out_is_refused(harness, fake, game_id)
    await harness.play(game_id, players, until=lambda t: len(game_of(t).history) >= 3)
    await sitting_out_is_refused(harness, fake, game_id)
    await harness.restart(seed=3)
    for player in players.values():
        player.hand_message = None  # open hands again from the table
    await harness.play(game_id, players)
    rows = await check_finished(harness, fake, game_id, [alice, bob, carol])
    assert sorted(r.place for r in rows) in ([1, 2, 3], [1, 1, 3], [1, 2, 2], [1, 1, 1])


async def test_three_players_dealer_sits_out_to_the_end(
    harness: Harness, fake: FakeDiscord
) -> None:
    await play_three(harness, fake, "three")
    game = next(iter(harness.tables.values())).game
    assert game is not None
    dealers = [s.dealer for s in game.seatings]
    for before, after, result in zip(dealers, dealers[1:], game.history, strict=False):
        if result.winner is not None:
            assert after == (before + 1) % 3  # the deal passes to the left


async def test_three_players_loser_sits_out_to_the_end(harness: Harness, fake: FakeDiscord) -> None:
    await play_three(harness, fake, "three-loser")
    game = next(iter(harness.tables.values())).game
    assert game is not None
    for result, after in zip(game.history, game.seatings[1:], strict=False):
        if result.winner is not None:
            assert result.loser not in after.players and after.dealer == result.winner


async def test_a_partnership_game_to_125_with_both_deals_at_once(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=5)
    alice, bob, carol, dave = fake.humans
    # Alice and Carol against Bob and Dave.
    game_id = await harness.start_game(
        alice, bob, opponent2=dave, partner=carol, format="partnership"
    )
    table = harness.table(game_id)
    assert table.players == (alice.id, bob.id, carol.id, dave.id)
    assert game_of(table).rules.target == 125
    assert len(table.acting) == 2  # two deals side by side
    text = harness.table_message(game_id).text
    # Both tables of a round go by the round, not by deal numbers that alternate between them.
    assert "Round 1 · Table 1" in text and "Round 1 · Table 2" in text and "Deal 2" not in text
    assert f"In hand: {alice.mention} 10 cards, {bob.mention} 10" in text
    players = members(harness, game_id, [alice, bob, carol, dave])
    # Interleaved: a move on one table leaves the other table's hands current.
    await harness.play(
        game_id, players, until=lambda t: sum(len(d.actions) for d in game_of(t).deals) >= 6
    )
    # Carol tries Alice's private controls: refused to her privately, Alice's message untouched.
    ann = players[alice.id]
    assert ann.hand_message is not None
    refresh = control(ann.hand_message, "refresh")
    assert refresh is not None
    versions = len(ann.hand_message.versions)
    it = await fake.forge_component(carol, ann.hand_message, refresh["custom_id"])
    own = await it.message()
    assert own is not ann.hand_message and own.visible_to(carol)
    assert "didn't make that button for you" in own.text
    assert len(ann.hand_message.versions) == versions
    game = game_of(harness.table(game_id))
    carol_deal = game.deals[game.deal_of(2)]  # type: ignore[index]
    alice_deal = game.deals[game.deal_of(0)]  # type: ignore[index]
    assert carol_deal is not alice_deal
    # A move at one table leaves the other table's private hands current: no refresh needed.
    table = harness.table(game_id)
    mover, waiting = table.acting
    other = players[waiting]
    if other.hand_message is None:
        await other.open_hand(harness.table_message(game_id))
    else:
        await other.refresh()
    assert other.hand_message is not None
    drawn_for = version_of(other.hand_message)
    await players[mover].act(table.view_version(mover), harness.table_message(game_id))
    assert table.view_version(waiting) == drawn_for  # the other deal's move changed nothing
    await other.act(drawn_for, harness.table_message(game_id))  # its first click just works
    assert other.hand_message is not None and "out of date" not in other.hand_message.text
    assert harness.table(game_id).view_version(waiting) != drawn_for  # the move was taken
    await harness.play(game_id, players, until=lambda t: game_of(t).sheet().round >= 3)
    await harness.restart(seed=5)
    for player in players.values():
        player.hand_message = None
    await harness.play(game_id, players, max_moves=20_000)
    rows = await check_finished(harness, fake, game_id, [alice, bob, carol, dave])
    assert [r.team for r in rows] == [0, 1, 0, 1]
    assert rows[0].place == rows[2].place and rows[1].place == rows[3].place  # teams as units
    outcome = game_of(harness.table(game_id)).outcome()
    assert outcome is not None and max(s.points for s in outcome.standings) >= 125


async def test_a_hollywood_sheet_until_all_three_games_close(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=2)
    alice, bob, _, _ = fake.humans
    game_id = await harness.start_game(alice, bob, format="hollywood", target=50)
    players = members(harness, game_id, [alice, bob])
    await harness.play(game_id, players, until=lambda t: any(game_of(t).sheet().closed))
    await harness.idle()
    assert "✓" in harness.table_message(game_id).text  # a closed game is marked
    await harness.play(game_id, players)
    await check_finished(harness, fake, game_id, [alice, bob])
    (sheet,) = titled(fake, "Game over")
    names = [f["name"] for f in sheet.embeds[0]["fields"]]
    assert names[:3] == ["Game 1", "Game 2", "Game 3"]
    assert game_of(harness.table(game_id)).sheet().closed == (True, True, True)


async def test_challenges_of_three_and_four_are_answered_by_everyone(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, carol, dave = fake.humans
    _, offer = await harness.challenge(alice, bob, opponent2=carol)
    assert bob.mention in offer.content and carol.mention in offer.content
    accept = control(offer, "accept")
    assert accept is not None
    await (await fake.click(bob, offer, accept["custom_id"])).response()
    await harness.idle()
    assert "Waiting for" in offer.text and carol.mention in offer.text
    text = await refusal(await fake.click(bob, offer, control(offer, "accept")["custom_id"]))  # type: ignore[index]
    assert "accepted already" in text
    decline = control(offer, "decline")
    assert decline is not None
    await (await fake.click(carol, offer, decline["custom_id"])).response()
    await harness.idle()
    assert "declined" in offer.text and offer.components == []
    # Refusals, each saying why.
    other_bot = await fake.add_member("otherbot", bot=True)
    for options, words in (
        ({"opponent2": bob}, "same member twice"),
        ({"opponent2": other_bot}, "Other bots can't play"),
        ({"partner": carol}, "needs your partner and two opponents"),
        ({"opponent2": carol, "format": "partnership"}, "needs your partner and two opponents"),
        ({"format": "three"}, "needs 2 other players"),
        ({"opponent2": carol, "partner": dave, "format": "three"}, "Only partnership games"),
    ):
        _, message = await harness.challenge(alice, bob, **options)
        assert message.ephemeral and words in message.text, (options, message.text)


@pytest.mark.sqlite_only  # the previous release kept its games in SQLite alone
async def test_a_database_of_the_previous_release_is_upgraded_and_its_game_finished(
    harness: Harness, fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob, _, _ = fake.humans
    database = harness.database
    now = fake.clock.now().timestamp()
    write_release_one(database, alice.id, bob.id, fake.channel.id, fake.guild.id, now)
    await harness.start()
    (table,) = harness.service.tables()
    assert table.status is GameStatus.ACTIVE and table.players == (alice.id, bob.id)
    harness.tables[table.id] = table
    players = members(harness, table.id, [alice, bob])
    await harness.play(table.id, players)
    await check_finished(harness, fake, table.id, [alice, bob], first_deal=3)


def write_release_one(
    database: Path, ann: int, bob: int, channel: int, guild: int, now: float
) -> None:
    """A database as the first release left it: schema 1, a game in play (a record of the first
    release's schema: no seatings, no order of finished deals)."""
    import random

    game = Game.new(Rules(), (str(ann), str(bob)), random.Random(11))
    while len(game.history) < 2:
        from bot.engine import simple_move

        player = game.turn
        assert player is not None
        deal = game.deal
        top = deal.discard_pile[-1] if deal.discard_pile else None
        game.apply(simple_move(deal.hand(player), deal.legal_actions(), top), player)
    record = game.to_dict()
    record["schema"] = 1
    del record["finished"]
    for deal_record in record["deals"]:
        del deal_record["players"]
    times = (now + 300, now - 60, now - 60)  # turn deadline, created, last saved
    db = sqlite3.connect(database, isolation_level=None)
    script = (MIGRATIONS / "001_initial.sql").read_text(encoding="utf-8")
    db.executescript(f"BEGIN;\n{script}\nPRAGMA user_version = 1;\nCOMMIT;")
    db.execute(
        "INSERT INTO games (guild_id, channel_id, player0, player1, status, rules, turn_seconds, "
        "state, version, table_message_id, deadline, reminded, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, 'active', ?, 600, ?, ?, NULL, ?, 0, ?, ?)",
        (guild, channel, ann, bob, json.dumps(Rules().to_dict()), json.dumps(record), 40, *times),
    )
    db.close()
