"""The paper sheet a game keeps as it scores (``Game.score_lines``): every seeded game of every
format line by line the same as the independent scorer adds its deals up, kept through a copy
and a record's replay; the line a deal's end wrote (a partnership round's first table writes
none)."""

from __future__ import annotations

import random

import pytest

from bot.engine import Format, Game
from tests.engine.test_formats import FORMATS, new_game, play
from tests.support.independent_scorer import running_totals


@pytest.mark.parametrize("name", list(FORMATS))
def test_the_games_sheet_line_by_line_is_the_deals_added_up_independently(name: str) -> None:
    rules = FORMATS[name]
    for seed in range(30):
        game = play(new_game(rules, seed), random.Random(seed), knock=0.8)
        lines = game.score_lines()
        partnership = rules.format is Format.PARTNERSHIP
        got = [
            (line.round if partnership else line.deal, line.side, line.points, line.totals)
            for line in lines
        ]
        want = [row[:4] for row in running_totals(rules, list(game.history))]
        assert got == want, f"{name}, seed {seed}"
        # The totals at the end are the sheet's; each line's side won as many hands as it says.
        assert lines[-1].totals == game.sheet().points
        for i, line in enumerate(lines):
            if line.side is not None:
                assert line.won == sum(1 for x in lines[: i + 1] if x.side == line.side)
        # Kept through a copy and a replay of the game's record.
        assert game.copy().score_lines() == lines
        assert Game.from_dict(game.to_dict()).score_lines() == lines


def test_a_deal_writes_its_line_and_a_partnership_rounds_second_table_the_rounds() -> None:
    rules = FORMATS["partnership"]
    game = play(new_game(rules, 4), random.Random(4))
    for line in game.score_lines():
        (last,) = [r for r in line.results if r.number == line.deal]
        assert game.history.index(last) == max(game.history.index(r) for r in line.results)
        assert [r.board for r in line.results] == [0, 1]
        assert line.sums == tuple(
            sum(r.points for r in line.results if r.winner is not None and r.winner % 2 == t)
            for t in (0, 1)
        )
    written = {line.deal for line in game.score_lines()}
    before = 0  # the deal that finished before this one (0: none yet)
    for result in game.history:
        line = game.line_of(result.number)
        assert (line is not None) == (result.number in written)
        if line is None:  # a round's first table to finish, or a drawn deal: nothing scored yet
            assert game.sheet_after(result.number).points == game.sheet_after(before).points
        before = result.number
    heads_up = play(new_game(FORMATS["heads-up"], 4), random.Random(4))
    assert all(heads_up.line_of(r.number) is not None for r in heads_up.history)
