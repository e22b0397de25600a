"""Ratings: recorded with the result in one transaction, matching openskill called directly on the
same outcomes; games finishing in the same commit batch both count; forfeits are losses;
abandoned games and declined challenges are not rated."""

from __future__ import annotations

import asyncio

import pytest

from bot.engine import Rules
from bot.model import GameStatus, ratings
from bot.service import ChallengeRequest, SaveFailed, TableService
from tests.support.games import ANN, BOB, CAT, DAN, direct, play_out, result_lines, start
from tests.support.store_reads import ratings_of, result_of


async def test_ratings_match_openskill_called_directly_in_every_format(
    service: TableService,
) -> None:
    games = [
        await start(service, (ANN, BOB)),
        await start(service, (ANN, BOB, CAT), channel=6, format="three"),
        await start(service, (ANN, BOB, CAT, DAN), channel=7, format="partnership"),
        await start(service, (CAT, DAN), channel=8, format="hollywood", target=40),
    ]
    for game_id in games:
        await play_out(service, game_id)
    expected = direct([await result_lines(service, g) for g in games])
    stored = await ratings_of(service.store, 1)
    assert set(stored) == set(expected)
    for member, (mu, sigma) in expected.items():
        got = stored[member]
        assert got[:2] == pytest.approx((mu, sigma))
        assert got[2] == ratings.display(mu, sigma)
    assert {m: stored[m][3] for m in stored} == {ANN: 3, BOB: 3, CAT: 3, DAN: 2}
    # Computed again from the result rows alone, they come out the same.
    await service.store.recompute()
    again = await ratings_of(service.store, 1)
    assert {m: again[m][2:] for m in again} == {m: stored[m][2:] for m in stored}
    for member in stored:
        assert again[member][:2] == pytest.approx(stored[member][:2])


async def test_two_games_finishing_in_one_commit_both_count(
    service: TableService, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = await start(service, (ANN, BOB))
    second = await start(service, (ANN, CAT), channel=6)
    holder = await start(service, (DAN, 505), channel=7)
    await play_out(service, first, stop_before_end=True)
    await play_out(service, second, stop_before_end=True)
    store = service.store
    real_write = store._write
    batches: list[int] = []

    async def held(batch: list) -> None:  # the first batch (another game's move) is slow
        if not batches:
            await asyncio.sleep(0.3)
        batches.append(sum(1 for w in batch if w.results))
        await real_write(batch)

    monkeypatch.setattr(store, "_write", held)
    table = service.get(holder)
    assert table is not None and table.game is not None
    user = table.acting[0]
    action = table.game.legal_actions(table.players.index(user))[0]
    hold = asyncio.create_task(service.act(holder, user, table.view_version(user), action))
    await asyncio.sleep(0.05)
    await asyncio.gather(play_out(service, first), play_out(service, second))
    await hold
    assert 2 in batches  # both final moves were written in one transaction
    stored = await ratings_of(service.store, 1)
    assert stored[ANN][3] == 2  # and both of Ann's games were rated
    lines = [await result_lines(service, g) for g in (first, second)]
    expected = direct(lines)  # in the order they were queued
    for member, (mu, sigma) in expected.items():
        assert stored[member][:2] == pytest.approx((mu, sigma))


async def test_a_result_and_its_rating_are_recorded_together_or_not_at_all(
    service: TableService, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    game_id = await start(service, (ANN, BOB))
    await play_out(service, game_id, stop_before_end=True)

    def broken(*args: object) -> None:
        raise RuntimeError("the rating could not be computed")

    monkeypatch.setattr(ratings, "rate", broken)
    with caplog.at_level("CRITICAL"), pytest.raises(SaveFailed):
        await play_out(service, game_id)
    assert await result_of(service.store, game_id) == []
    assert await ratings_of(service.store, 1) == {}
    table = service.get(game_id)
    assert table is not None and table.status is GameStatus.ACTIVE  # the move did not happen
    monkeypatch.undo()
    await play_out(service, game_id)
    assert len(await result_of(service.store, game_id)) == 2
    assert set(await ratings_of(service.store, 1)) == {ANN, BOB}


async def test_a_forfeit_is_a_loss_and_unfinished_games_are_not_rated(
    service: TableService,
) -> None:
    game_id = await start(service, (ANN, BOB))
    await service.resign(game_id, ANN)
    stored = await ratings_of(service.store, 1)
    assert stored[BOB][2] > stored[ANN][2]
    assert await result_lines(service, game_id) == [(ANN, 0, 2), (BOB, 1, 1)]
    # Declined and abandoned: nothing rated.
    offer = await service.challenge(ChallengeRequest(1, 6, (CAT, DAN), Rules(), 600))
    await service.decline(offer.id, DAN)
    abandoned = await start(service, (CAT, DAN), channel=7)
    await service.abandon(abandoned, "its channel was deleted")
    assert set(await ratings_of(service.store, 1)) == {ANN, BOB}


async def test_the_leaderboard_agrees_with_the_result_rows(service: TableService) -> None:
    from bot.model import LeaderboardSort

    pairs = [(ANN, BOB), (ANN, CAT), (BOB, CAT), (ANN, DAN), (BOB, DAN), (ANN, BOB)]
    played = []
    for channel, pair in enumerate(pairs, start=10):
        game_id = await start(service, pair, channel=channel)
        await play_out(service, game_id)
        played.append(game_id)
    rows = [r for g in played for r in await result_of(service.store, g)]
    games: dict[int, int] = {}
    wins: dict[int, int] = {}
    points: dict[int, int] = {}
    for r in rows:
        games[r.member_id] = games.get(r.member_id, 0) + 1
        wins[r.member_id] = wins.get(r.member_id, 0) + (r.place == 1)
        points[r.member_id] = points.get(r.member_id, 0) + r.points
    store = service.store
    # Wins: everyone ranked, most wins first (fewer games first among equals).
    leaderboard = await store.leaderboard(1, sort=LeaderboardSort.WINS, per_page=10)
    expected = sorted(games, key=lambda m: (-wins[m], games[m], m))
    assert [x.member_id for x in leaderboard.lines] == expected
    assert [(x.games, x.wins, x.points) for x in leaderboard.lines] == [
        (games[m], wins[m], points[m]) for m in expected
    ]
    assert leaderboard.lines[0].name == f"P{expected[0]}"  # the stored display name
    # Rating: only members with 3 games are ranked; the others are provisional.
    stored = await ratings_of(store, 1)
    leaderboard = await store.leaderboard(
        1, sort=LeaderboardSort.RATING, per_page=10, member_id=DAN
    )
    ranked = sorted((m for m in games if games[m] >= 3), key=lambda m: (-stored[m][2], m))
    assert [x.member_id for x in leaderboard.lines if x.rank is not None] == ranked
    assert {x.member_id for x in leaderboard.lines if x.rank is None} == {
        m for m in games if games[m] < 3
    }
    assert (
        leaderboard.mine is not None
        and leaderboard.mine.member_id == DAN
        and leaderboard.mine.rank is None
    )
    # Pages: two a page; the caller's rank shown even when it is not on the page.
    leaderboard = await store.leaderboard(
        1, sort=LeaderboardSort.WINS, per_page=2, page=1, member_id=expected[-1]
    )
    assert [x.rank for x in leaderboard.lines] == [3, 4] and leaderboard.pages == 2
    assert leaderboard.mine is not None and leaderboard.mine.rank == len(expected)
    past = await store.leaderboard(1, sort=LeaderboardSort.WINS, per_page=2, page=9)
    assert past.page == past.pages - 1  # a page past the end shows the last one
    # A format with no games: an empty leaderboard.
    empty = await store.leaderboard(1, sort=LeaderboardSort.WINS, format="partnership")
    assert empty.lines == () and empty.pages == 1
