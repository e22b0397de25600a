"""The server's standings end to end: the leaderboard after real games, its numbers checked
against an independent recomputation from the result rows; its page buttons open the clicker's
own copy and keep working after a restart."""

from __future__ import annotations

import re
from typing import Any

import pytest
from openskill.models import PlackettLuce

from bot.model import GameStatus
from tests.support.fakediscord import FakeDiscord, FakeUser
from tests.support.harness import Harness, game_of
from tests.support.players import Player
from tests.support.sheets import as_players, check_sheet, side_mentions
from tests.support.store_reads import deals_of, ratings_of, result_of

LINE = re.compile(r"`#(\d+)` \*\*(\w+)\*\* <@(\d+)> — (\d+) wins? · (\d+) games?")


async def play_game(
    harness: Harness, fake: FakeDiscord, users: list[FakeUser], **options: object
) -> int:
    extra: dict[str, object] = {}
    if len(users) == 3:
        extra = {"opponent2": users[2]}
    elif len(users) == 4:  # partnerships: users[0] and users[2] against users[1] and users[3]
        extra = {"partner": users[2], "opponent2": users[3], "format": "partnership"}
    game_id = await harness.start_game(users[0], users[1], **extra, **options)
    players = {u.id: Player(fake, u, game_id) for u in users}
    await harness.play(game_id, players)
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.FINISHED
    return game_id


async def test_the_leaderboard_after_real_games(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start(seed=4)
    alice, bob, carol, dave = fake.humans
    games = [
        await play_game(harness, fake, [alice, bob], target=10),
        await play_game(harness, fake, [carol, dave], target=10),
        await play_game(harness, fake, [alice, carol], target=10),
        await play_game(harness, fake, [bob, carol, dave], target=10),
        await play_game(harness, fake, [alice, bob, carol, dave], target=10),
    ]
    # The ratings are openskill's, called directly on the same outcomes in the same order.
    model = PlackettLuce()
    direct: dict[int, Any] = {}
    for game_id in games:
        sides: dict[int, list[int]] = {}
        places: dict[int, int] = {}
        for row in await result_of(harness.service.store, game_id):
            side = row.player if row.team is None else row.team
            sides.setdefault(side, []).append(row.member_id)
            places[side] = row.place
        order = sorted(sides)
        teams = [[direct.get(m) or model.rating() for m in sides[s]] for s in order]
        rated = model.rate(teams, ranks=[places[s] for s in order])
        for side, team in zip(order, rated, strict=True):
            direct.update(zip(sides[side], team, strict=True))
    stored = await ratings_of(harness.service.store, fake.guild.id)
    for member, rating in direct.items():
        mu, sigma, shown, _ = stored[member]
        assert (mu, sigma) == pytest.approx((rating.mu, rating.sigma), abs=1e-9)
        assert shown == round(1000 + 30 * (rating.mu - 3 * rating.sigma))
    wins: dict[int, int] = {}
    played: dict[int, int] = {}
    for game_id in games:
        for row in await result_of(harness.service.store, game_id):
            played[row.member_id] = played.get(row.member_id, 0) + 1
            wins[row.member_id] = wins.get(row.member_id, 0) + (row.place == 1)
    it = await fake.slash(alice, "gin leaderboard", {"sort": "wins"})
    leaderboard = await it.message()
    assert leaderboard.public and "Leaderboard · wins · all formats" in leaderboard.text
    lines = LINE.findall(leaderboard.embeds[0]["description"])
    order = sorted(played, key=lambda m: (-wins[m], played[m], m))
    assert [int(m) for _, _, m, _, _ in lines] == order
    for _rank, name, member, won, count in lines:
        assert (int(won), int(count)) == (wins[int(member)], played[int(member)])
        assert name == fake.users[int(member)].username.title()  # the stored display name
    assert [int(r) for r, *_ in lines] == list(range(1, len(order) + 1))
    assert "you: #" in leaderboard.text
    # The page buttons: Bob's click opens his own copy; the public page does not move.
    versions = len(leaderboard.versions)
    nxt = next(c for c in leaderboard.custom_ids() if c.endswith(":here"))
    click = await fake.click(bob, leaderboard, nxt)
    copy = await click.message()
    assert copy.ephemeral and copy.visible_to(bob) and "Leaderboard · wins" in copy.text
    assert len(leaderboard.versions) == versions
    # After a restart the old buttons still answer.
    await harness.restart(seed=4)
    click = await fake.click(carol, leaderboard, nxt)
    again = await click.message()
    assert again.ephemeral and "Leaderboard" in again.text
    # The rating sort: ranked from three games; the others provisional.
    it = await fake.slash(dave, "gin leaderboard", {"format": "three"})
    rated = await it.message()
    assert "Leaderboard · rating · three players" in rated.text
    assert rated.embeds[0]["description"].count("(provisional)") == 3  # one game each
    it = await fake.slash(dave, "gin leaderboard", {"format": "partnership", "sort": "wins"})
    partners = LINE.findall((await it.message()).embeds[0]["description"])
    assert len(partners) == 4 and [int(w) for _, _, _, w, _ in partners].count(1) == 2
    game = game_of(harness.tables[games[-1]])
    assert game.is_over


async def test_stats_head_to_head_history_and_sheets(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start(seed=9)
    alice, bob, carol, _ = fake.humans
    games = [
        await play_game(harness, fake, [alice, bob], target=10),
        await play_game(harness, fake, [bob, alice], target=10),
        await play_game(harness, fake, [alice, bob, carol], target=10),
    ]
    store = harness.service.store
    rows = [r for g in games for r in await result_of(store, g) if r.member_id == alice.id]
    it = await fake.slash(bob, "gin stats", {"member": alice})
    card = await it.message()
    assert card.public and "Alice · season 1" in card.text
    wins = sum(r.place == 1 for r in rows)
    assert f"{len(rows)} games · {wins} win" in card.text
    hands = f"won {sum(r.hands_won for r in rows)} of {sum(r.hands_played for r in rows)}"
    assert hands in card.text
    assert f"Best game\n{max(r.grand_total for r in rows)} points" in card.text
    rating = (await ratings_of(store, fake.guild.id))[alice.id][2]
    assert f"**{rating}**" in card.text and "provisional" not in card.text
    chart = card.latest.attachments
    assert [a["filename"] for a in chart] == ["rating.png"] and chart[0]["size"] > 1000
    assert card.embeds[0]["image"]["url"] == "attachment://rating.png"
    # Head-to-head: as opponents in all three games.
    it = await fake.slash(carol, "gin stats", {"member": alice, "versus": bob})
    h2h = await it.message()
    ahead = 0
    for g in games:
        places = {r.member_id: r.place for r in await result_of(store, g)}
        ahead += places[alice.id] < places[bob.id]
    assert "Alice vs Bob" in h2h.text and f"3 games: Alice ahead {ahead}, Bob ahead" in h2h.text
    # History: private, newest first, two pages of... three games fit one page of five.
    it = await fake.slash(alice, "gin history")
    history = await it.message()
    assert history.ephemeral and history.visible_to(alice)
    ids = [int(x) for x in re.findall(r"\*\*#(\d+)\*\*", history.text)]
    assert ids == list(reversed(games))
    assert "three players" in history.text and "Standard to 10" in history.text
    # A game's score sheet opens again from its row, after a restart too.
    await harness.restart(seed=9)
    sheet_menu = next(c for c in history.custom_ids() if c.startswith("gin-sheet:"))
    it = await fake.select(alice, history, sheet_menu, [str(games[0])])
    sheet = await it.message()
    assert sheet.ephemeral and f"Game over · game #{games[0]}" in sheet.text
    assert "Standard gin, to 10" in sheet.text
    # Hand by hand as the final sheet was: the deals as the store keeps them.
    finished = await harness.service.finished(fake.guild.id, games[0])
    rules = game_of(finished).rules
    deals = as_players(await deals_of(harness.service.store, games[0]), finished.players)
    assert check_sheet(sheet.embeds[0], rules, deals, side_mentions(rules, finished.players))
    # Stats after the restart: the chart is drawn again.
    it = await fake.slash(alice, "gin stats")
    again = await it.message()
    assert again.latest.attachments and "Alice · season 1" in again.text


async def test_standings_answer_bad_requests_clearly(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start(seed=5)
    alice, bob, carol, _ = fake.humans
    # An empty server: the leaderboard says so privately, with no pages to turn; stats and
    # history answer privately.
    it = await fake.slash(alice, "gin leaderboard")
    leaderboard = await it.message()
    assert leaderboard.ephemeral and leaderboard.components == []
    assert "Nobody is on this season's leaderboard yet" in leaderboard.text
    assert "/gin challenge" in leaderboard.text
    it = await fake.slash(alice, "gin stats", {"member": carol})
    answer = await it.message()
    assert answer.ephemeral and "Carol has no finished games here this season" in answer.text
    it = await fake.slash(alice, "gin history")
    answer = await it.message()
    assert answer.ephemeral and "You have no finished games here yet" in answer.text
    it = await fake.slash(alice, "gin stats", {"member": bob, "versus": bob})
    answer = await it.message()
    assert answer.ephemeral and "two different members" in answer.text
    it = await fake.slash(alice, "gin stats", {"member": bob, "versus": carol})
    answer = await it.message()
    assert "have not played a game together yet" in answer.text
    # A page past the end (a stale button after the leaderboard shrank or a forged one): the last.
    # (A stale button after new games simply shows the leaderboard as it is now: see below.)
    forged = await fake.forge_component(alice, leaderboard, "gin-board:wins:all:7:next")
    copy = await forged.message()
    assert copy.ephemeral and "Page 1 of 1" in copy.text
    # A score sheet that isn't there (a forged menu pick): a clear answer.
    game_id = await play_game(harness, fake, [alice, bob], target=10)
    leaderboard = await (await fake.slash(alice, "gin leaderboard")).message()
    assert not leaderboard.ephemeral  # a leaderboard with someone on it is the channel's
    refresh = next(c for c in leaderboard.custom_ids() if c.endswith(":here"))
    click = await fake.click(carol, leaderboard, refresh)
    now = await click.message()
    assert now.ephemeral and f"<@{alice.id}>" in now.text and f"<@{bob.id}>" in now.text
    it = await fake.slash(alice, "gin history")
    history = await it.message()
    menu = next(c for c in history.custom_ids() if c.startswith("gin-sheet:"))
    forged = await fake.forge_component(alice, history, menu, [str(game_id + 99)])
    answer = await forged.message()
    assert answer.ephemeral and f"no finished game #{game_id + 99} in this server" in answer.text
