"""The tournament's pairing and standings rules (bot.model.pairing), on examples worked out by
hand: every expected round below was written from the rules in the module's docstring, not
computed by the code under test. Member ids equal seeds unless said otherwise (member 3 is
seed 3), so that the expected pairs read as the bracket sheets do."""

from __future__ import annotations

import pytest

from bot.model.pairing import (
    Standing,
    knockout_round,
    knockout_rounds,
    round_robin_round,
    round_robin_rounds,
    standings,
    swiss_round,
)
from bot.model.tournaments import Match, MatchOutcome, TournamentFormat

SWISS = TournamentFormat.SWISS
KNOCKOUT = TournamentFormat.KNOCKOUT
ROUND_ROBIN = TournamentFormat.ROUND_ROBIN


def won(
    round: int, table: int, a: int, b: int, winner: int, points_a: int = 0, points_b: int = 0
) -> Match:
    return Match(round, table, a, b, None, MatchOutcome.WIN, winner, points_a, points_b)


def bye(round: int, table: int, a: int) -> Match:
    return Match(round, table, a, None, None, MatchOutcome.BYE, a)


def both_lose(
    round: int, table: int, a: int, b: int, points_a: int = 0, points_b: int = 0
) -> Match:
    return Match(round, table, a, b, None, MatchOutcome.BOTH_LOSE, None, points_a, points_b)


def places(lines: list[Standing]) -> list[int]:
    return [line.member_id for line in lines]


def line_of(lines: list[Standing], member: int) -> Standing:
    return next(line for line in lines if line.member_id == member)


# --- Swiss -----------------------------------------------------------------------------------

EIGHT = list(range(1, 9))

# Round 1 of 8: 1 v 5, 2 v 6, 3 v 7, 4 v 8. Results (winner's points first):
EIGHT_ROUND_1 = [
    won(1, 1, 1, 5, winner=1, points_a=100, points_b=30),
    won(1, 2, 2, 6, winner=6, points_a=40, points_b=110),
    won(1, 3, 3, 7, winner=3, points_a=120, points_b=50),
    won(1, 4, 4, 8, winner=8, points_a=60, points_b=105),
]
# After round 1: the winners 3 (120 points), 6 (110), 8 (105), 1 (100), Buchholz 0 each; the
# losers, Buchholz 1 each: 4 (60), 7 (50), 2 (40), 5 (30). Block [3 6 8 1]: 3 v 8, 6 v 1; block
# [4 7 2 5]: 4 v 2, 7 v 5. None of them met.
EIGHT_ROUND_2 = [
    won(2, 1, 3, 8, winner=3, points_a=100, points_b=90),
    won(2, 2, 6, 1, winner=1, points_a=80, points_b=100),
    won(2, 3, 4, 2, winner=4, points_a=100, points_b=70),
    won(2, 4, 7, 5, winner=5, points_a=10, points_b=100),
]


def test_swiss_round_1_of_8_is_top_half_against_bottom_half() -> None:
    assert swiss_round(EIGHT, []) == [(1, 5), (2, 6), (3, 7), (4, 8)]


def test_swiss_round_2_of_8_pairs_by_score_then_rank() -> None:
    assert swiss_round(EIGHT, EIGHT_ROUND_1) == [(3, 8), (6, 1), (4, 2), (7, 5)]
    assert swiss_round(EIGHT, EIGHT_ROUND_1, nearby=False) == [(3, 8), (6, 1), (4, 2), (7, 5)]


def test_swiss_round_3_of_8() -> None:
    # After round 2 (match points, Buchholz, points):
    #   1: 2, 5+6 -> 1+1 = 2, 200     3: 2, 7+8 -> 0+1 = 1, 220
    #   8: 1, 4+3 -> 1+2 = 3, 195     6: 1, 2+1 -> 0+2 = 2, 190
    #   5: 1, 1+7 -> 2+0 = 2, 130     4: 1, 8+2 -> 1+0 = 1, 160
    #   7: 0, 3+5 -> 2+1 = 3,  60     2: 0, 6+4 -> 1+1 = 2, 110
    # Ranked 1 3 | 8 6 5 4 | 7 2: 1 v 3, 8 v 5, 6 v 4, 7 v 2 (no repeat among them).
    matches = EIGHT_ROUND_1 + EIGHT_ROUND_2
    expected = [(1, 3), (8, 5), (6, 4), (7, 2)]
    assert swiss_round(EIGHT, matches) == expected
    assert swiss_round(EIGHT, matches, nearby=False) == expected


def test_swiss_standings_break_ties_by_buchholz_then_points() -> None:
    lines = standings(SWISS, EIGHT, EIGHT_ROUND_1 + EIGHT_ROUND_2)
    # 1 over 3: Buchholz 2 to 1; 8 over 6 and 5: Buchholz 3; 6 over 5: Buchholz 2 each, 190
    # points to 130; 7 over 2: Buchholz 3 to 2.
    assert places(lines) == [1, 3, 8, 6, 5, 4, 7, 2]
    assert [line.place for line in lines] == list(range(1, 9))
    assert line_of(lines, 8) == Standing(
        member_id=8,
        place=3,
        match_points=1,
        wins=1,
        losses=1,
        byes=0,
        tiebreak=3,
        points=195,
        removed=False,
        eliminated_in=None,
    )
    assert [line.tiebreak for line in lines] == [2, 1, 3, 2, 2, 1, 3, 2]
    assert [line.points for line in lines] == [200, 220, 195, 190, 130, 160, 60, 110]


def test_swiss_standings_count_only_done_matches() -> None:
    in_play = [Match(3, 1, 1, 3), Match(3, 2, 8, 5, game_id=7)]
    assert standings(SWISS, EIGHT, EIGHT_ROUND_1 + EIGHT_ROUND_2 + in_play) == standings(
        SWISS, EIGHT, EIGHT_ROUND_1 + EIGHT_ROUND_2
    )


def test_swiss_removed_member_is_not_paired_but_still_ranked() -> None:
    # Member 8 leaves after round 1: seven play on. Ranked 3 6 1 | 4 7 2 5 (8 left out); the bye
    # to 5, the lowest ranked; block [3 6]: 3 v 6; 1 floats down into [1 4 7 2]: 1 v 7, 4 v 2.
    assert swiss_round(EIGHT, EIGHT_ROUND_1, removed={8}) == [(3, 6), (1, 7), (4, 2), (5, None)]
    lines = standings(SWISS, EIGHT, EIGHT_ROUND_1, removed={8})
    assert places(lines) == [3, 6, 8, 1, 4, 7, 2, 5]
    assert line_of(lines, 8).removed
    assert not line_of(lines, 3).removed


SEVEN = list(range(1, 8))


def test_swiss_seven_byes_go_to_the_lowest_ranked_without_one() -> None:
    # Round 1: the bye to seed 7; 1 v 4, 2 v 5, 3 v 6.
    assert swiss_round(SEVEN, []) == [(1, 4), (2, 5), (3, 6), (7, None)]
    round_1 = [
        won(1, 1, 1, 4, winner=1, points_a=100, points_b=50),
        won(1, 2, 2, 5, winner=2, points_a=100, points_b=50),
        won(1, 3, 3, 6, winner=6, points_a=50, points_b=100),
        bye(1, 4, 7),
    ]
    # Ranked 1 2 6 (100 points) 7 (a bye: 0 points) | 3 4 5 (Buchholz 1, 50 points, by seed).
    # The bye to 5; blocks [1 2 6 7] and [3 4]: 1 v 6, 2 v 7, 3 v 4.
    assert swiss_round(SEVEN, round_1) == [(1, 6), (2, 7), (3, 4), (5, None)]
    round_2 = [
        won(2, 1, 1, 6, winner=1, points_a=100, points_b=50),
        won(2, 2, 2, 7, winner=7, points_a=50, points_b=100),
        won(2, 3, 3, 4, winner=3, points_a=100, points_b=50),
        bye(2, 4, 5),
    ]
    # Ranked 1 7 (2 points; Buchholz 1 each; 200 v 100) | 2 6 (Buchholz 3) 3 5 (Buchholz 1;
    # 150 v 50) | 4. The bye to 4 (5 and 7 had theirs): 1 v 7, 2 v 3, 6 v 5.
    assert swiss_round(SEVEN, round_1 + round_2) == [(1, 7), (2, 3), (6, 5), (4, None)]
    round_3 = [
        won(3, 1, 1, 7, winner=1, points_a=100, points_b=50),
        won(3, 2, 2, 3, winner=2, points_a=100, points_b=50),
        won(3, 3, 6, 5, winner=5, points_a=50, points_b=100),
        bye(3, 4, 4),
    ]
    # After round 3 (match points, Buchholz, points): 1: 3; 2: 2, 5, 250; 7: 2, 5, 150; 5: 2,
    # 3; 6: 1, 6; 3: 1, 4, 200; 4: 1, 4, 100. Ranked 1 | 2 7 5 | 6 3 4. The bye to 3, the lowest
    # ranked of 1 2 6 3 without one. 1 floats down: block [1 2 7 5] pairs 1 v 7 and 2 v 5, both
    # met before. Mended: 1 (who met 4, 6 and 7) meets 2 or 5, and only 1 v 2 leaves the other
    # two (7 v 5) a first meeting; then 6 v 4.
    matches = round_1 + round_2 + round_3
    assert swiss_round(SEVEN, matches) == [(1, 2), (7, 5), (6, 4), (3, None)]
    assert swiss_round(SEVEN, matches, nearby=False) == [(1, 2), (7, 5), (6, 4), (3, None)]
    lines = standings(SWISS, SEVEN, matches)
    assert places(lines) == [1, 2, 7, 5, 6, 3, 4]
    assert [line.byes for line in lines] == [0, 0, 1, 1, 0, 0, 1]
    # Round 5: 1 2 6 are the only ones without a bye; 1 has 4 points, 2 and 6 have 2 with
    # Buchholz 5+7+3+1 = 2+3+2+4 = 11 and 3+1+5+4 = 2+4+2+1 = 9: the bye to 6.
    round_4 = [
        won(4, 1, 1, 2, winner=1),
        won(4, 2, 7, 5, winner=7),
        won(4, 3, 6, 4, winner=6),
        bye(4, 4, 3),
    ]
    assert swiss_round(SEVEN, matches + round_4)[-1] == (6, None)


def test_swiss_bye_goes_round_again_once_everyone_had_one() -> None:
    three = [1, 2, 3]
    matches = [
        won(1, 1, 1, 2, winner=1),
        bye(1, 2, 3),
        won(2, 1, 1, 3, winner=1),
        bye(2, 2, 2),
        won(3, 1, 2, 3, winner=2),
        bye(3, 2, 1),
    ]
    # Everyone had a bye: the lowest ranked (3: no win but its bye) has the next.
    assert swiss_round(three, matches) == [(1, 2), (3, None)]


def test_swiss_pairs_across_score_groups_to_avoid_a_repeat() -> None:
    four = [1, 2, 3, 4]
    matches = [
        won(1, 1, 1, 3, winner=1, points_a=100, points_b=50),
        won(1, 2, 2, 4, winner=2, points_a=90, points_b=40),
        both_lose(2, 1, 1, 2, points_a=80, points_b=80),  # abandoned: no points count
        both_lose(2, 2, 3, 4, points_a=10, points_b=10),
    ]
    # 1 and 2 (1 point) met, so did 3 and 4 (0): the only pairing with no repeat is 1 v 4,
    # 2 v 3, across the groups.
    assert swiss_round(four, matches) == [(1, 4), (2, 3)]
    assert swiss_round(four, matches, nearby=False) == [(1, 4), (2, 3)]
    lines = standings(SWISS, four, matches)
    assert places(lines) == [1, 2, 3, 4]
    assert [(line.wins, line.losses, line.match_points) for line in lines] == [
        (1, 1, 1),
        (1, 1, 1),
        (0, 2, 0),
        (0, 2, 0),
    ]
    assert [line.points for line in lines] == [100, 90, 50, 40]
    assert [line.tiebreak for line in lines] == [1, 1, 1, 1]


FOUR_ROUNDS_1_TO_3 = [
    won(1, 1, 1, 3, winner=1),
    won(1, 2, 2, 4, winner=2),
    won(2, 1, 1, 2, winner=1),
    won(2, 2, 3, 4, winner=3),
    won(3, 1, 1, 4, winner=1),
    won(3, 2, 2, 3, winner=2),
]


def test_swiss_forced_repeat_keeps_scores_close() -> None:
    # Four players after three rounds have all met: every pairing repeats twice. Match points
    # 3, 2, 1, 0: 1 v 2 and 3 v 4 (squared differences 1 + 1) beat 1 v 3, 2 v 4 (4 + 4) and
    # 1 v 4, 2 v 3 (9 + 1).
    assert swiss_round([1, 2, 3, 4], FOUR_ROUNDS_1_TO_3) == [(1, 2), (3, 4)]


def test_swiss_forced_repeat_takes_the_fewest() -> None:
    matches = [*FOUR_ROUNDS_1_TO_3, won(4, 1, 1, 2, winner=2), won(4, 2, 3, 4, winner=4)]
    # Match points 3, 3, 1, 1: 1 v 2 and 3 v 4 are the closest but met twice each (4 repeats);
    # 1 v 3, 2 v 4 and 1 v 4, 2 v 3 repeat twice, both with squared differences 8; the blocks
    # [1 2] [3 4] prefer close ranks across them: 1 v 3, 2 v 4 (2^2 + 2^2 against 3^2 + 1^2).
    for nearby in (True, False):
        assert swiss_round([1, 2, 3, 4], matches, nearby=nearby) == [(1, 3), (2, 4)]


def test_swiss_nearby_never_settles_for_a_worse_pairing() -> None:
    # Twelve players around a ring, match points 2 3 3 4 4 3 3 2 2 1 1 0 (from byes), who have
    # met everyone (abandoned matches: no points) but their two neighbours on the ring. The only
    # pairings with no repeat are the ring's two halves: 1v2 3v4 5v6 7v8 9v10 11v12 (squared
    # differences 1+1+1+1+1+1 = 6), every pair within 1 point, and 2v3 4v5 6v7 8v9 10v11 12v1
    # (0+0+0+0+0+4 = 4), with one pair 2 points apart. The second is the better: the graph of
    # pairs within 1 point alone would miss it.
    ring = list(range(1, 13))
    points = dict(zip(ring, [2, 3, 3, 4, 4, 3, 3, 2, 2, 1, 1, 0], strict=True))
    neighbours = {frozenset((m, m % 12 + 1)) for m in ring}
    matches = [
        both_lose(1, 1, a, b) for a in ring for b in ring if a < b and {a, b} not in neighbours
    ]
    matches += [bye(2 + k, 1, m) for m in ring for k in range(points[m])]
    expected = {frozenset(pair) for pair in [(2, 3), (4, 5), (6, 7), (8, 9), (10, 11), (12, 1)]}
    for nearby in (True, False):
        pairs = swiss_round(ring, matches, nearby=nearby)
        assert {frozenset(pair) for pair in pairs} == expected


def test_swiss_removed_members_are_never_paired() -> None:
    # Seeds 2 and 5 removed before round 1: 1 3 4 6 7 8 in seed order, 1 v 6, 3 v 7, 4 v 8.
    assert swiss_round(EIGHT, [], removed={2, 5}) == [(1, 6), (3, 7), (4, 8)]


# --- Knockout --------------------------------------------------------------------------------


def test_knockout_rounds() -> None:
    assert [knockout_rounds(n) for n in (1, 2, 3, 4, 5, 8, 9, 16, 17, 256)] == [
        0,
        1,
        2,
        2,
        3,
        3,
        4,
        4,
        5,
        8,
    ]
    with pytest.raises(ValueError):
        knockout_rounds(0)


def test_knockout_of_8_is_in_bracket_order() -> None:
    assert knockout_round(EIGHT, [], 1) == [(1, 8), (4, 5), (2, 7), (3, 6)]


def test_knockout_of_16_keeps_1_and_2_apart() -> None:
    sixteen = list(range(1, 17))
    assert knockout_round(sixteen, [], 1) == [
        (1, 16),
        (8, 9),
        (4, 13),
        (5, 12),
        (2, 15),
        (7, 10),
        (3, 14),
        (6, 11),
    ]


FIVE = [11, 12, 13, 14, 15]  # member ids of seeds 1..5


def test_knockout_of_5_byes_to_the_top_seeds_through_the_final() -> None:
    # A bracket of 8: 1v8, 4v5, 2v7, 3v6 with slots 6..8 empty.
    assert knockout_round(FIVE, [], 1) == [(11, None), (14, 15), (12, None), (13, None)]
    round_1 = [bye(1, 1, 11), won(1, 2, 14, 15, winner=15), bye(1, 3, 12), bye(1, 4, 13)]
    # Winners of tables 1 and 2 meet, then of 3 and 4: 11 v 15, 12 v 13.
    assert knockout_round(FIVE, round_1, 2) == [(11, 15), (12, 13)]
    round_2 = [won(2, 1, 11, 15, winner=15), won(2, 2, 12, 13, winner=12)]
    # The final: 12 (seed 2) first.
    assert knockout_round(FIVE, round_1 + round_2, 3) == [(12, 15)]
    final = [won(3, 1, 12, 15, winner=15, points_a=80, points_b=130)]
    lines = standings(KNOCKOUT, FIVE, round_1 + round_2 + final)
    # 15 won; 12 lost the final; 11 and 13 went out in round 2 (by seed); 14 in round 1.
    assert places(lines) == [15, 12, 11, 13, 14]
    assert [line.eliminated_in for line in lines] == [None, 3, 2, 2, 1]
    assert [(line.wins, line.losses, line.byes) for line in lines] == [
        (3, 0, 0),
        (2, 1, 1),
        (1, 1, 1),
        (1, 1, 1),
        (0, 1, 0),
    ]
    assert line_of(lines, 15).points == 130
    assert all(line.tiebreak == 0 for line in lines)


def test_knockout_bye_matches_need_not_be_kept() -> None:
    round_1 = [won(1, 2, 14, 15, winner=14)]  # the byes' matches were never stored
    assert knockout_round(FIVE, round_1, 2) == [(11, 14), (12, 13)]


def test_knockout_round_needs_the_earlier_winners() -> None:
    in_play = [bye(1, 1, 11), Match(1, 2, 14, 15, game_id=3), bye(1, 3, 12), bye(1, 4, 13)]
    with pytest.raises(ValueError):
        knockout_round(FIVE, in_play, 2)
    with pytest.raises(ValueError):
        knockout_round(FIVE, [], 2)  # round 1's 14 v 15 was never paired
    with pytest.raises(ValueError):
        knockout_round(FIVE, [], 4)  # a bracket of 8 has 3 rounds


def test_knockout_removed_member_gives_a_bye() -> None:
    assert knockout_round(EIGHT, [], 1, removed={5}) == [(1, 8), (4, None), (2, 7), (3, 6)]
    round_1 = [
        won(1, 1, 1, 8, winner=1),
        won(1, 2, 4, 5, winner=5),
        won(1, 3, 2, 7, winner=2),
        won(1, 4, 3, 6, winner=6),
    ]
    # 5 won, then left: 1 has a bye in 5's place; 2 v 6.
    assert knockout_round(EIGHT, round_1, 2, removed={5}) == [(1, None), (2, 6)]
    lines = standings(KNOCKOUT, EIGHT, round_1, removed={5})
    # Still in: 1, 2, 6 (by seed); then 5, out in round 2 (removed), then round 1's losers.
    assert places(lines) == [1, 2, 6, 5, 3, 4, 7, 8]
    assert [line.eliminated_in for line in lines] == [None, None, None, 2, 1, 1, 1, 1]
    assert line_of(lines, 5).removed


def test_knockout_both_slots_empty_leaves_the_pair_out() -> None:
    # Seed 1 (member 11) removed before round 1 faced an empty slot: the pair is left out, and
    # in round 2 the winner of 14 v 15 has a bye in its place.
    assert knockout_round(FIVE, [], 1, removed={11}) == [(14, 15), (12, None), (13, None)]
    round_1 = [won(1, 1, 14, 15, winner=14), bye(1, 2, 12), bye(1, 3, 13)]
    assert knockout_round(FIVE, round_1, 2, removed={11}) == [(14, None), (12, 13)]
    round_2 = [bye(2, 1, 14), won(2, 2, 12, 13, winner=13)]
    assert knockout_round(FIVE, round_1 + round_2, 3, removed={11}) == [(13, 14)]
    lines = standings(KNOCKOUT, FIVE, round_1 + round_2, removed={11})
    assert places(lines) == [13, 14, 12, 11, 15]  # 11 (seed 1) and 15 both out in round 1
    assert [line.eliminated_in for line in lines] == [None, None, 2, 1, 1]


# --- Round robin -----------------------------------------------------------------------------


def test_round_robin_rounds() -> None:
    assert [round_robin_rounds(n) for n in (2, 3, 4, 5, 8)] == [1, 3, 3, 5, 7]


def test_round_robin_of_4() -> None:
    # The circle 1 2 3 4 with 1 fixed, turned one place a round.
    four = [1, 2, 3, 4]
    assert [round_robin_round(four, r) for r in (1, 2, 3)] == [
        [(1, 4), (2, 3)],
        [(1, 3), (2, 4)],
        [(1, 2), (3, 4)],
    ]


def test_round_robin_of_5_has_one_bye_a_round() -> None:
    five = [1, 2, 3, 4, 5]
    assert [round_robin_round(five, r) for r in range(1, 6)] == [
        [(2, 5), (3, 4), (1, None)],
        [(1, 5), (2, 3), (4, None)],
        [(1, 4), (3, 5), (2, None)],
        [(1, 3), (2, 4), (5, None)],
        [(1, 2), (4, 5), (3, None)],
    ]
    with pytest.raises(ValueError):
        round_robin_round(five, 6)


def test_round_robin_removed_member_gives_byes() -> None:
    four = [1, 2, 3, 4]
    assert round_robin_round(four, 1, removed={4}) == [(2, 3), (1, None)]
    assert round_robin_round(four, 3, removed={4}) == [(1, 2), (3, None)]
    # Removed 1 and 4 met in round 1: the pair is left out.
    assert round_robin_round(four, 1, removed={1, 4}) == [(2, 3)]


def test_round_robin_standings_break_ties_by_sonneborn_berger() -> None:
    four = [1, 2, 3, 4]
    matches = [
        won(1, 1, 1, 4, winner=1),
        won(1, 2, 2, 3, winner=3),
        won(2, 1, 1, 3, winner=1),
        won(2, 2, 2, 4, winner=4),
        won(3, 1, 1, 2, winner=2),
        won(3, 2, 3, 4, winner=3),
    ]
    # Match points 1: 2, 2: 1, 3: 2, 4: 1. Sonneborn-Berger: 1 beat 4 and 3 (1 + 2 = 3); 3 beat
    # 2 and 4 (1 + 1 = 2); 2 beat 1 (2); 4 beat 2 (1).
    lines = standings(ROUND_ROBIN, four, matches)
    assert places(lines) == [1, 3, 2, 4]
    assert [line.tiebreak for line in lines] == [3, 2, 2, 1]
    assert [line.eliminated_in for line in lines] == [None] * 4
