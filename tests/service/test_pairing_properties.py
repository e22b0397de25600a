"""Random tournaments played out round by round, driven by hypothesis: the properties every
pairing of bot.model.pairing must have, checked against independent counts (a brute force of
every pairing on small fields, a plain networkx matching on larger ones)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence

import networkx as nx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.model.pairing import (
    Pair,
    knockout_round,
    knockout_rounds,
    round_robin_round,
    round_robin_rounds,
    standings,
    swiss_round,
)
from bot.model.tournaments import Match, MatchOutcome, TournamentFormat

# No example database: keep the test run from writing a .hypothesis folder into the repo.
QUICK = settings(
    database=None, deadline=None, max_examples=120, suppress_health_check=[HealthCheck.too_slow]
)
SLOW = settings(
    database=None, deadline=None, max_examples=60, suppress_health_check=[HealthCheck.too_slow]
)


# --- Playing a round out ---------------------------------------------------------------------


def played(pairs: Sequence[Pair], round: int, rng: random.Random, both_lose: bool) -> list[Match]:
    """The round's matches with random results: the better placed wins more often, and
    (``both_lose``) now and then a match is abandoned."""
    matches = []
    for table, (a, b) in enumerate(pairs, start=1):
        if b is None:
            matches.append(Match(round, table, a, None, None, MatchOutcome.BYE, a))
        elif both_lose and rng.random() < 0.08:
            matches.append(Match(round, table, a, b, None, MatchOutcome.BOTH_LOSE, None))
        else:
            winner = a if rng.random() < 0.6 else b
            points = (rng.randrange(40, 200), rng.randrange(0, 120))
            points_a, points_b = points if winner == a else points[::-1]
            matches.append(
                Match(round, table, a, b, None, MatchOutcome.WIN, winner, points_a, points_b)
            )
    return matches


def maybe_remove(seeds: Sequence[int], removed: set[int], rng: random.Random, keep: int) -> None:
    if rng.random() < 0.15 and len(seeds) - len(removed) > keep:
        removed.add(rng.choice([member for member in seeds if member not in removed]))


# --- Independent measures of a Swiss pairing -------------------------------------------------


def meetings(matches: Sequence[Match]) -> Counter[frozenset[int]]:
    return Counter(frozenset(match.members) for match in matches if match.b is not None)


def match_points(seeds: Sequence[int], matches: Sequence[Match]) -> dict[int, int]:
    points = dict.fromkeys(seeds, 0)
    for match in matches:
        if match.outcome is MatchOutcome.BYE:
            points[match.a] += 1
        elif match.outcome is MatchOutcome.WIN and match.winner is not None:
            points[match.winner] += 1
    return points


def games(pairs: Sequence[Pair]) -> list[tuple[int, int]]:
    return [(a, b) for a, b in pairs if b is not None]


def quality(
    pairs: Sequence[tuple[int, int]], met: Counter[frozenset[int]], score: dict[int, int]
) -> tuple[int, int]:
    """(repeats, sum of squared match-point differences): smaller is better, in that order."""
    return (
        sum(met[frozenset(pair)] for pair in pairs),
        sum((score[a] - score[b]) ** 2 for a, b in pairs),
    )


def every_pairing(members: Sequence[int]) -> Iterator[list[tuple[int, int]]]:
    if not members:
        yield []
        return
    first, rest = members[0], members[1:]
    for index, other in enumerate(rest):
        for pairing in every_pairing(rest[:index] + rest[index + 1 :]):
            yield [(first, other), *pairing]


def fewest_repeats(members: Sequence[int], met: Counter[frozenset[int]]) -> int:
    """The fewest repeats of any pairing: a plain matching on (most meetings + 1 - meetings)."""
    most = max(met.values(), default=0) + 1
    graph: nx.Graph[int] = nx.Graph()
    graph.add_weighted_edges_from(
        (u, v, most - met[frozenset((u, v))])
        for index, u in enumerate(members)
        for v in members[index + 1 :]
    )
    mate = nx.max_weight_matching(graph, maxcardinality=True)
    assert 2 * len(mate) == len(members)
    return sum(met[frozenset(pair)] for pair in mate)


def check_swiss_round(
    pairs: Sequence[Pair],
    seeds: Sequence[int],
    matches: Sequence[Match],
    removed: set[int],
    brute_force: bool,
) -> None:
    active = [member for member in seeds if member not in removed]
    members = [member for pair in pairs for member in pair if member is not None]
    assert sorted(members) == sorted(active), "each active member exactly once, no one else"
    byes = [a for a, b in pairs if b is None]
    assert len(byes) == len(active) % 2, "one bye when odd, none when even"
    if byes:
        assert pairs[-1] == (byes[0], None), "the bye last"
        had = Counter(match.a for match in matches if match.b is None)
        assert had[byes[0]] == min(had[member] for member in active), "a second bye avoidable"
    met = meetings(matches)
    score = match_points(seeds, matches)
    players = [member for pair in games(pairs) for member in pair]
    ours = quality(games(pairs), met, score)
    if brute_force:
        assert ours == min(quality(other, met, score) for other in every_pairing(players))
    else:
        assert ours[0] == fewest_repeats(players, met)


def swiss_tournament(
    n: int, rounds: int, rng: random.Random, brute_force: bool, compare: bool
) -> None:
    seeds = [1000 + 7 * index for index in range(n)]
    matches: list[Match] = []
    removed: set[int] = set()
    for round in range(1, rounds + 1):
        pairs = swiss_round(seeds, matches, removed)
        check_swiss_round(pairs, seeds, matches, removed, brute_force)
        if compare and matches:
            whole = swiss_round(seeds, matches, removed, nearby=False)
            check_swiss_round(whole, seeds, matches, removed, brute_force)
            met, score = meetings(matches), match_points(seeds, matches)
            assert quality(games(pairs), met, score) == quality(games(whole), met, score), (
                "nearby and the complete graph pair equally well"
            )
        matches += played(pairs, round, rng, both_lose=True)
        maybe_remove(seeds, removed, rng, keep=3)
    lines = standings(TournamentFormat.SWISS, seeds, matches, removed)
    assert [line.place for line in lines] == list(range(1, n + 1))
    assert sorted(line.member_id for line in lines) == sorted(seeds)
    assert {line.member_id for line in lines if line.removed} == removed


@QUICK
@given(n=st.integers(4, 40), rounds=st.integers(1, 8), seed=st.integers(0, 2**32))
def test_swiss_rounds_are_valid_repeat_free_and_as_good_as_the_complete_graph(
    n: int, rounds: int, seed: int
) -> None:
    swiss_tournament(n, rounds, random.Random(seed), brute_force=False, compare=True)


@QUICK
@given(n=st.integers(4, 11), rounds=st.integers(1, 12), seed=st.integers(0, 2**32))
def test_small_swiss_rounds_are_the_best_of_every_pairing(n: int, rounds: int, seed: int) -> None:
    # Up to 12 rounds of 4..11 players: repeats forced, and the fewest chosen.
    swiss_tournament(n, rounds, random.Random(seed), brute_force=True, compare=True)


@pytest.mark.slow
@SLOW
@given(n=st.integers(4, 12), rounds=st.integers(1, 14), seed=st.integers(0, 2**32))
def test_small_swiss_rounds_are_the_best_of_every_pairing_at_length(
    n: int, rounds: int, seed: int
) -> None:
    swiss_tournament(n, rounds, random.Random(seed), brute_force=True, compare=True)


@pytest.mark.slow
@settings(SLOW, max_examples=40)
@given(n=st.integers(41, 96), rounds=st.integers(1, 9), seed=st.integers(0, 2**32))
def test_larger_swiss_rounds_are_valid_and_as_good_as_the_complete_graph(
    n: int, rounds: int, seed: int
) -> None:
    swiss_tournament(n, rounds, random.Random(seed), brute_force=False, compare=True)


# --- Knockout --------------------------------------------------------------------------------


@QUICK
@given(n=st.integers(2, 40), seed=st.integers(0, 2**32))
def test_knockout_plays_down_to_one_winner(n: int, seed: int) -> None:
    rng = random.Random(seed)
    seeds = list(range(1, n + 1))
    matches: list[Match] = []
    removed: set[int] = set()
    alive = set(seeds)  # not beaten yet
    for round in range(1, knockout_rounds(n) + 1):
        pairs = knockout_round(seeds, matches, round, removed)
        members = [member for pair in pairs for member in pair if member is not None]
        assert len(members) == len(set(members)), "nobody twice"
        assert not set(members) & removed, "no removed member"
        assert set(members) <= alive, "nobody beaten"
        for a, b in pairs:
            assert b is None or seeds.index(a) < seeds.index(b), "the better seed first"
        for table, (a, b) in enumerate(pairs, start=1):
            if b is None:
                matches.append(Match(round, table, a, None, None, MatchOutcome.BYE, a))
                continue
            winner, loser = (a, b) if rng.random() < 0.6 else (b, a)
            matches.append(Match(round, table, a, b, None, MatchOutcome.WIN, winner))
            alive.discard(loser)
        alive -= removed
        maybe_remove(seeds, removed, rng, keep=1)
    still_in = alive - removed
    assert len(still_in) <= 1
    lines = standings(TournamentFormat.KNOCKOUT, seeds, matches, removed)
    assert [line.place for line in lines] == list(range(1, n + 1))
    if still_in:
        (winner,) = still_in
        assert lines[0].member_id == winner
        assert lines[0].eliminated_in is None
    assert all(line.eliminated_in is not None for line in lines[1:])
    out = [line.eliminated_in or 0 for line in lines[1:]]
    assert out == sorted(out, reverse=True), "the later out, the better placed"


# --- Round robin -----------------------------------------------------------------------------


@QUICK
@given(n=st.integers(2, 8), removed=st.sets(st.integers(1, 8), max_size=3))
def test_round_robin_everyone_meets_everyone_once(n: int, removed: set[int]) -> None:
    seeds = list(range(1, n + 1))
    met: Counter[frozenset[int]] = Counter()
    byes: Counter[int] = Counter()
    for round in range(1, round_robin_rounds(n) + 1):
        pairs = round_robin_round(seeds, round)
        members = [member for pair in pairs for member in pair if member is not None]
        assert sorted(members) == seeds, "everyone once a round"
        assert sum(b is None for _, b in pairs) == n % 2, "one bye a round for an odd n"
        assert [b is None for _, b in pairs] == sorted(b is None for _, b in pairs), "bye last"
        met.update(frozenset(pair) for pair in pairs if pair[1] is not None)
        byes.update(a for a, b in pairs if b is None)
        # With members removed: their opponents have byes; nobody else changes.
        kept = round_robin_round(seeds, round, removed)
        expected = []
        for a, b in pairs:
            live = [member for member in (a, b) if member is not None and member not in removed]
            if live:
                expected.append((live[0], live[1] if len(live) == 2 else None))
        assert sorted(kept, key=lambda pair: (pair[1] is None, pair[0])) == kept
        assert sorted(kept, key=str) == sorted(expected, key=str)
    assert set(met) == {frozenset((a, b)) for a in seeds for b in seeds if a < b}
    assert all(count == 1 for count in met.values())
    assert all(byes[member] == 1 for member in seeds) if n % 2 else not byes
