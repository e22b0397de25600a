"""Three players (both rotations), partnerships and Hollywood: who plays each deal, how the
sheet is kept, forfeits, views, records; every seeded game rescored by an independent scorer."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from itertools import pairwise
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import (
    Action,
    CorruptRecordError,
    Ending,
    Format,
    Game,
    NotYourTurnError,
    OutcomeKind,
    Rotation,
    Rules,
    simple_game_move,
)
from tests.support.independent_scorer import rescore

FORMATS: dict[str, Rules] = {
    "heads-up": Rules(),
    "three, dealer sits out": Rules(format=Format.THREE),
    "three, loser sits out": Rules(format=Format.THREE, rotation=Rotation.LOSER_SITS_OUT),
    "partnership": Rules.preset("25/25", format=Format.PARTNERSHIP),
    "hollywood": Rules(format=Format.HOLLYWOOD),
}
NAMES = ("ann", "bob", "cat", "dan")


def new_game(rules: Rules, seed: int) -> Game:
    return Game.new(rules, NAMES[: rules.format.players], random.Random(seed))


def choose(game: Game, player: int, rng: random.Random, knock: float = 0.6) -> Action:
    """The simple strategy, knocking with ``knock`` odds (0: only gin ends a deal)."""
    return simple_game_move(game, player, knock=rng.random() < knock)


def play(
    game: Game,
    rng: random.Random,
    *,
    knock: float = 0.6,
    each: Callable[[Game], None] | None = None,
    max_actions: int = 50_000,
) -> Game:
    """Play to the end; with two deals in play, the next mover is picked at random."""
    for _ in range(max_actions):
        if game.is_over:
            return game
        acting = game.to_act()
        assert acting, "a game in play with nobody to act"
        player = rng.choice(acting)
        assert game.legal_actions(player), f"player {player} is to act with no legal action"
        game.apply(choose(game, player, rng, knock), player)
        if each is not None:
            each(game)
    raise AssertionError("the game never ended")


# -- the sheet, rescored ------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(FORMATS))
def test_every_seeded_game_is_rescored_the_same_by_an_independent_scorer(name: str) -> None:
    rules = FORMATS[name]
    for seed in range(40):  # bench/rescore.py plays thousands
        game = play(new_game(rules, seed), random.Random(seed), knock=0.8)
        outcome = game.outcome()
        assert outcome is not None and outcome.ending is Ending.TARGET
        lines, games = rescore(rules, game.history)
        engine = [
            (s.points, s.boxes, s.box_points, s.game_bonus, s.doubled, s.grand_total, s.place)
            for s in outcome.standings
        ]
        assert engine == lines, f"{name}, seed {seed}"
        if games:
            assert [
                [
                    (
                        s.points,
                        s.boxes,
                        s.box_points,
                        s.game_bonus,
                        s.doubled,
                        s.grand_total,
                        s.place,
                    )
                    for s in game_
                ]
                for game_ in outcome.games
            ] == games


# -- who plays ------------------------------------------------------------------------------------


def deals_in_order(game: Game) -> list[tuple[Any, Any]]:
    """(seating, its result) for every finished deal, in dealing order."""
    results = {r.number: r for r in game.history}
    return [(game.seatings[n - 1], results.get(n)) for n in range(1, len(game.deals) + 1)]


def test_dealer_sits_out_and_the_deal_passes_to_the_left() -> None:
    rules = FORMATS["three, dealer sits out"]
    for seed in range(15):
        game = play(new_game(rules, seed), random.Random(seed), knock=0.3)
        first = game.seatings[0]
        cut = [c.rank for c in game.cuts[-1]]
        assert first.dealer == cut.index(min(cut))  # the low cut deals first
        pairs = deals_in_order(game)
        for (seating, result), (after, _) in pairwise(pairs):
            assert seating.dealer not in seating.players  # the dealer sits out
            assert seating.players == ((seating.dealer + 1) % 3, (seating.dealer + 2) % 3)
            assert game.deals[result.number - 1].dealer == 1  # so the dealer's left plays first
            if result.kind is OutcomeKind.DRAW:
                assert after == seating  # a drawn hand: same dealer, same two
            else:
                assert after.dealer == (seating.dealer + 1) % 3


def test_loser_sits_out_the_newcomer_plays_first_and_the_winner_deals() -> None:
    rules = FORMATS["three, loser sits out"]
    for seed in range(15):
        game = play(new_game(rules, seed), random.Random(seed), knock=0.3)
        cut = [c.rank for c in game.cuts[-1]]
        low, middle, _ = sorted(range(3), key=lambda p: cut[p])
        assert game.sitting_out() is not None
        assert low not in game.seatings[0].players and game.seatings[0].dealer == middle
        pairs = deals_in_order(game)
        for (seating, result), (after, _) in pairwise(pairs):
            if result.kind is OutcomeKind.DRAW:
                assert after == seating
                continue
            sitter = next(p for p in range(3) if p not in seating.players)
            assert result.loser not in after.players  # the loser sits out next
            assert after.players == (sitter, result.winner)  # the newcomer plays first
            assert after.dealer == result.winner


def test_partnership_rounds_pair_each_partner_against_one_opponent_alternately() -> None:
    rules = FORMATS["partnership"]
    assert rules.target == 125
    for seed in range(10):
        game = play(new_game(rules, seed), random.Random(seed))
        by_round: dict[int, list[Any]] = {}
        for seating, round_ in zip(game.seatings, game.deal_rounds, strict=True):
            by_round.setdefault(round_, []).append(seating)
        for round_, seatings in by_round.items():
            pairs = {seating.board: frozenset(seating.players) for seating in seatings}
            expected = [{0, 1}, {2, 3}] if round_ % 2 else [{0, 3}, {2, 1}]
            assert [set(pairs[b]) for b in (0, 1)] == expected, f"round {round_}"
            for seating in seatings:  # each deal: one player of each team
                assert {p % 2 for p in seating.players} == {0, 1}


def test_partnership_deals_run_side_by_side_and_partners_see_only_their_own_hand() -> None:
    game = new_game(FORMATS["partnership"], 4)
    assert len(game.live()) == 2 and len(game.to_act()) == 2
    step = {p: game.step_of(p) for p in range(4)}
    mover = game.to_act()[0]
    game.apply(choose(game, mover, random.Random(1)), mover)
    board = game.deal_of(mover)
    for p in range(4):  # only the mover's deal moved on
        same_deal = game.deal_of(p) == board
        assert (game.step_of(p) != step[p]) == same_deal
    for player in range(4):  # each sees their own hand, and of the other deal the table only
        view = game.view_for(player)
        index = game.deal_of(player)
        assert view.hand is not None and index is not None
        seat = game.seatings[index].seat_of(player)
        assert view.hand.hand == game.deals[index].hand(seat)  # type: ignore[arg-type]
        assert view.board == game.seatings[index].board
        assert_private(game, view, player)
    with pytest.raises(NotYourTurnError):
        game.apply(game.deals[0].legal_actions()[0])  # two deals: whose action?


def test_a_drawn_deal_is_dealt_again_to_the_same_two_in_every_format() -> None:
    for name, rules in FORMATS.items():
        found = 0
        for seed in range(40):
            game = play(new_game(rules, seed), random.Random(seed), knock=0.0)
            for seating, result in deals_in_order(game):
                if result is not None and result.kind is OutcomeKind.DRAW:
                    again = next(
                        s for s in game.seatings[result.number :] if s.board == seating.board
                    )
                    assert again == seating, name
                    found += 1
            if found >= 2:
                break
        assert found, f"no drawn deal in 40 seeded {name} games"


def test_partnership_rounds_score_the_difference_of_the_partners_sums() -> None:
    game = play(new_game(FORMATS["partnership"], 11), random.Random(11))
    sheet_rounds: dict[int, list[Any]] = {}
    for result in game.history:
        if result.winner is not None:
            sheet_rounds.setdefault(result.round, []).append(result)
    previous = game.sheet_after(0).points[0]
    for _, results in sorted(sheet_rounds.items()):
        last = results[-1].number  # the round is scored when its second deal ends
        after = game.sheet_after(last).points[0]
        sums = [sum(r.points for r in results if r.winner % 2 == team) for team in (0, 1)]
        gained = [after[t] - previous[t] for t in (0, 1)]
        if sums[0] == sums[1]:
            assert gained == [0, 0]
        else:
            winner = 0 if sums[0] > sums[1] else 1
            assert gained[winner] == abs(sums[0] - sums[1]) and gained[1 - winner] == 0
        previous = after


def test_hollywood_games_close_one_by_one_and_credit_the_lowest_open_games() -> None:
    for seed in range(10):
        game = new_game(FORMATS["hollywood"], seed)
        rng = random.Random(seed)
        seen: list[tuple[bool, ...]] = []

        def watch(g: Game, seen: list[tuple[bool, ...]] = seen) -> None:
            closed = g.sheet().closed
            if not seen or seen[-1] != closed:
                seen.append(closed)

        play(game, rng, each=watch)
        assert seen[0] == (False, False, False)
        for earlier, later in pairwise(seen):
            assert all(b for a, b in zip(earlier, later, strict=True) if a)  # stay closed
        assert seen[-1] == (True, True, True)
        wins = [0, 0]
        for result in game.history:
            if result.winner is None:
                continue
            before, after = game.sheet_after(result.number - 1), game.sheet_after(result.number)
            wins[result.winner] += 1
            credited = [
                g
                for g in range(3)
                if after.points[g][result.winner] != before.points[g][result.winner]
            ]
            still_open = [g for g in range(3) if not before.closed[g]]
            assert credited == still_open[: wins[result.winner]]


# -- forfeits, views, records -------------------------------------------------------------------


@pytest.mark.parametrize("name", list(FORMATS))
def test_a_forfeit_places_the_forfeiter_last_and_the_others_by_points(name: str) -> None:
    rules = replace(FORMATS[name], target=1000)
    game = new_game(rules, 5)
    rng = random.Random(5)
    while len([r for r in game.history if r.winner is not None]) < 3:
        player = rng.choice(game.to_act())
        game.apply(choose(game, player, rng, knock=1.0), player)
    quitter = 1
    points = game.scores
    outcome = game.resign(quitter, "timeout")
    sheet = game.sheet()
    loser_side = sheet.side_of(quitter)
    assert outcome.ending is Ending.FORFEIT and outcome.reason == "timeout"
    last = len(sheet.sides)
    for standing in outcome.standings:
        if standing.side == loser_side:
            assert standing.place == last
        else:
            ahead = [
                s
                for s in range(len(sheet.sides))
                if s != loser_side and points[s] > standing.points
            ]
            assert standing.place == 1 + len(ahead)
    if rules.format is Format.PARTNERSHIP:  # the team forfeits
        assert outcome.place_of(quitter) == outcome.place_of(quitter + 2) == 2
    loaded = Game.from_json(game.to_json())
    assert loaded.outcome() == outcome


def test_the_player_sitting_out_sees_the_table_and_no_hand() -> None:
    game = new_game(FORMATS["three, dealer sits out"], 3)
    out = game.sitting_out()
    assert out is not None
    view = game.view_for(out)
    assert view.hand is None and view.sitting_out == out and game.legal_actions(out) == ()
    hidden = set(game.deal.hand(0)) | set(game.deal.hand(1)) | set(game.deal.deck[21:])
    assert not [c for c in hidden if repr(c) in repr(view)]
    with pytest.raises(NotYourTurnError, match="sit out"):
        game.apply(game.deal.legal_actions()[0], out)


def test_a_record_with_a_wrong_seating_is_refused() -> None:
    game = play(new_game(FORMATS["three, loser sits out"], 2), random.Random(2))
    data = game.to_dict()
    data["deals"][1]["players"] = list(reversed(data["deals"][1]["players"]))
    with pytest.raises(CorruptRecordError, match="deal 2 is played by"):
        Game.from_dict(data)
    data = game.to_dict()
    data["cuts"] = ["2C 2H 5S"]
    with pytest.raises(CorruptRecordError, match="cut"):
        Game.from_dict(data)


def assert_private(game: Game, view: Any, player: int | None) -> None:
    """No board of ``view`` shows a card its reader may not know: each deal has its own deck, so
    each board is checked against its own deal (and the reader's hand against theirs)."""
    for board in view.boards:
        deal = game.deals[board.number - 1]
        if deal.is_over:
            continue  # the showdown is public, as at a real table
        secret = set(deal.hand(0)) | set(deal.hand(1)) | set(deal.deck[21:])
        secret -= set(deal.discard_pile)
        secret -= {c for taken in deal.public_view().taken_from_pile for c in taken}
        assert not [c for c in secret if repr(c) in repr(board)]
    if view.hand is not None:
        (index,) = [b.number - 1 for b in view.boards if player in b.seating.players]
        seat = game.seatings[index].seat_of(player)  # type: ignore[arg-type]
        assert view.hand.hand == game.deals[index].hand(seat)  # type: ignore[arg-type]
        assert view.board == game.seatings[index].board


def _cards_conserved(game: Game) -> None:
    for index in game.live():
        deal = game.deals[index]
        held = [*deal.hand(0), *deal.hand(1), *deal.discard_pile]
        assert len(held) + deal.stock_size == 52 and len(set(held)) == len(held)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(list(FORMATS)), seed=st.integers(0, 10_000))
def test_random_play_in_every_format_keeps_its_invariants(name: str, seed: int) -> None:
    """Never lacks a legal action (``play`` checks), keeps 52 cards a deal, round-trips its
    record, and no view shows a card it must not."""
    rules = replace(FORMATS[name], target=30)
    game = new_game(rules, seed)
    rng = random.Random(seed)
    steps = 0

    deals_seen = 0

    def check(g: Game) -> None:
        nonlocal steps, deals_seen
        steps += 1
        _cards_conserved(g)
        ended = len(g.history) != deals_seen
        deals_seen = len(g.history)
        # Every step of the first deals, every step that ends a deal, then every fifth.
        if steps <= 60 or ended or steps % 5 == 0 or g.is_over:
            again = Game.from_json(g.to_json())
            assert again.to_dict() == g.to_dict() and again.outcome() == g.outcome()
        if steps % 5 == 0:
            for player in (*range(len(g.players)), None):
                assert_private(g, g.view_for(player), player)

    play(game, rng, each=check)
