"""Stats, head-to-head and history: every figure recomputed independently from the result rows
(and the ratings from openskill called directly) after games in every format."""

from __future__ import annotations

import pytest

from bot.model import ResultRow, ratings
from bot.service import TableService
from tests.support.games import ANN, BOB, CAT, DAN, direct, play_out, result_lines, start
from tests.support.store_reads import result_of

EVE = 505


async def play_season(service: TableService) -> list[int]:
    """Ann, Bob, Cat and Dan play each format; Ann and Bob meet most."""
    plan: list[tuple[tuple[int, ...], dict[str, object]]] = [
        ((ANN, BOB), {"target": 40}),
        ((ANN, BOB, CAT), {"format": "three", "target": 40}),
        ((BOB, ANN), {"target": 40}),
        ((ANN, BOB, CAT, DAN), {"format": "partnership", "target": 60}),
        ((CAT, DAN), {"format": "hollywood", "target": 30}),
        ((ANN, BOB), {"target": 40}),
        ((ANN, CAT, BOB, DAN), {"format": "partnership", "target": 60}),
        ((ANN, DAN), {"target": 40}),
    ]
    games = []
    for channel, (players, options) in enumerate(plan, start=10):
        game_id = await start(service, players, channel=channel, **options)
        await play_out(service, game_id)
        games.append(game_id)
    return games


async def rows_by_game(service: TableService, games: list[int]) -> list[list[ResultRow]]:
    return [await result_of(service.store, g) for g in games]


def expected_streaks(places: list[int]) -> tuple[int, int]:
    now = longest = 0
    for place in places:
        now = max(now, 0) + 1 if place == 1 else min(now, 0) - 1
        longest = max(longest, now)
    return now, longest


async def test_stats_agree_with_the_result_rows_and_openskill(service: TableService) -> None:
    games = await play_season(service)
    by_game = await rows_by_game(service, games)
    formats = {g: (await service.store.get_game(g)).rules.format.value for g in games}  # type: ignore[union-attr]
    expected_ratings = direct([await result_lines(service, g) for g in games])
    for member in (ANN, BOB, CAT, DAN):
        mine = [(g, r) for g, rows in zip(games, by_game, strict=True) for r in rows]
        mine = [(g, r) for g, r in mine if r.member_id == member]
        stats = await service.store.member_stats(1, member)
        assert stats is not None
        assert stats.name == f"P{member}"
        assert stats.games == len(mine)
        assert stats.wins == sum(r.place == 1 for _, r in mine)
        assert stats.losses == stats.games - stats.wins
        assert stats.points == sum(r.points for _, r in mine)
        assert stats.hands_played == sum(r.hands_played for _, r in mine)
        assert stats.hands_won == sum(r.hands_won for _, r in mine)
        assert stats.gins == sum(r.gins for _, r in mine)
        assert stats.big_gins == sum(r.big_gins for _, r in mine)
        assert stats.undercuts_given == sum(r.undercuts_given for _, r in mine)
        assert stats.undercuts_suffered == sum(r.undercuts_suffered for _, r in mine)
        assert stats.best_total == max(r.grand_total for _, r in mine)
        assert (stats.streak, stats.longest_streak) == expected_streaks([r.place for _, r in mine])
        played = [formats[g] for g, _ in mine]
        counts = {f: played.count(f) for f in played}
        top = max(counts.values())
        # ties: the one played last
        assert stats.favourite_format == next(f for f in reversed(played) if counts[f] == top)
        mu, sigma = expected_ratings[member]
        assert stats.rating == ratings.display(mu, sigma)
        assert len(stats.ratings) == len(mine)
        assert stats.start_rating == ratings.display(*ratings.START)
        assert stats.trend(games=len(mine)) == stats.rating - stats.start_rating
    assert (await service.store.member_stats(1, EVE)) is None  # never played
    assert (await service.store.member_stats(2, ANN)) is None  # another server


async def test_head_to_head_counts_opponents_and_partners(service: TableService) -> None:
    games = await play_season(service)
    by_game = await rows_by_game(service, games)
    ahead = behind = level = together = together_won = against = 0
    for rows in by_game:
        seats = {r.member_id: r for r in rows}
        if ANN not in seats or BOB not in seats:
            continue
        a, b = seats[ANN], seats[BOB]
        if a.team is not None and a.team == b.team:
            together += 1
            together_won += a.place == 1
        else:
            against += 1
            ahead += a.place < b.place
            behind += a.place > b.place
            level += a.place == b.place
    h2h = await service.store.head_to_head(1, ANN, BOB)
    assert (h2h.games, h2h.ahead, h2h.behind, h2h.level) == (against, ahead, behind, level)
    assert (h2h.partnered, h2h.partnered_wins) == (together, together_won)
    assert against == 5 and together + against == 6  # one partnership had them on one side
    flipped = await service.store.head_to_head(1, BOB, ANN)
    assert (flipped.ahead, flipped.behind) == (h2h.behind, h2h.ahead)
    assert h2h.names == {ANN: f"P{ANN}", BOB: f"P{BOB}"}
    never = await service.store.head_to_head(1, ANN, EVE)
    assert never.games == never.partnered == 0 and never.last_at is None


async def test_history_pages_newest_first_with_the_final_scores(service: TableService) -> None:
    games = await play_season(service)
    by_game = dict(zip(games, await rows_by_game(service, games), strict=True))
    ann_games = [g for g in games if any(r.member_id == ANN for r in by_game[g])]
    first = await service.store.history(1, ANN, per_page=3)
    assert first.games == len(ann_games) and first.pages == -(-len(ann_games) // 3)
    seen = []
    for page in range(first.pages):
        history = await service.store.history(1, ANN, page=page, per_page=3)
        seen += [line.game_id for line in history.lines]
        for line in history.lines:
            rows = by_game[line.game_id]
            me = next(r for r in rows if r.member_id == ANN)
            assert line.place == me.place
            # every side once, by place, with its grand total
            sides = {}
            for r in rows:
                sides.setdefault((r.place, r.player if r.team is None else r.team), []).append(r)
            assert [(set(m), t) for m, t in line.sides] == [
                ({r.member_id for r in side}, side[0].grand_total)
                for _, side in sorted(sides.items())
            ]
            assert line.rules == (await service.store.get_game(line.game_id)).rules  # type: ignore[union-attr]
    assert seen == list(reversed(ann_games))
    past = await service.store.history(1, ANN, page=99, per_page=3)
    assert past.page == first.pages - 1  # past the end: the last page
    assert history.names[ANN] == f"P{ANN}"
    empty = await service.store.history(1, EVE)
    assert empty.games == 0 and empty.lines == () and empty.pages == 1


@pytest.mark.parametrize("games", [1, 3])
async def test_the_trend_is_the_change_over_the_last_games(
    service: TableService, games: int
) -> None:
    for channel in range(4):
        game_id = await start(service, (ANN, BOB), channel=20 + channel, target=30)
        await play_out(service, game_id)
    stats = await service.store.member_stats(1, ANN)
    assert stats is not None and len(stats.ratings) == 4
    assert stats.trend(games) == stats.ratings[-1][1] - stats.ratings[-1 - games][1]


async def test_a_long_season_charts_evenly_spaced_points_and_an_exact_trend(
    service: TableService, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.store.sql import standings as store

    for channel in range(7):
        game_id = await start(service, (ANN, BOB), channel=40 + channel, target=30)
        await play_out(service, game_id)
    full = await service.store.member_stats(1, ANN)
    monkeypatch.setattr(store, "CHART_POINTS", 3)  # 7 games: every third, and the last
    short = await service.store.member_stats(1, ANN)
    assert full is not None and short is not None and len(full.ratings) == 7
    assert short.ratings == tuple(full.ratings[i] for i in (0, 3, 6))
    assert short.trend(5) == full.trend(5) == full.ratings[-1][1] - full.ratings[-6][1]
    assert short.start_rating == full.start_rating and short.rating == full.rating
