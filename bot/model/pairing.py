"""A server tournament's pairings and standings, as pure rules: who meets whom in a round, and
the table of places. The service asks these functions when it pairs a round and when it posts
the standings; they read only the seeds, the matches and who was removed.

Every function takes ``seeds``: the entrants' member ids in seed order (index 0 is seed 1, the
strongest); ``matches``: every match of the event so far (all rounds, done or not); and
``removed``: the entrants an admin removed or who left the server, never paired again (a match
already paired with them is the service's business). A round is a list of pairs ``(a, b)``, ``a``
the better placed, ``b`` None for a bye, in table order: the pair whose better member stands
highest first, the bye last (a knockout keeps its bracket order instead).

Results
-------
Only done matches count. A win scores 1 match point, a bye too (with 0 game points); a loss 0;
an abandoned match (both lose) is a loss for both: 0 match points and 0 game points each.
A member's ``points`` are the game points they scored in the matches they won or lost.

Swiss
-----
- Ranking: match points, then Buchholz (the sum of the match points of every opponent met, in
  done matches; a bye adds 0; a removed opponent still counts with their points), then game
  points, then seed.
- The bye: with an odd number of active entrants, the lowest-ranked of those with the fewest
  byes so far gets it, so nobody has a second bye while an active entrant has none. At most one
  bye a round; it is taken out before the pairing.
- Round 1 (no match yet): the top half of the seeds against the bottom half; of n players (the
  active ones in seed order, the bye taken out), the i-th meets the (i + n/2)-th (1 v 5, 2 v 6,
  3 v 7, 4 v 8 for 8).
- Later rounds: the players are cut, in ranking order, into *blocks*: a score group, together
  with the player who floats down into it from above. A group with an odd number (counting the
  one who floated into it) sends its lowest-ranked player down to the top of the next group.
  Within a block of 2h, position p (0 the highest) meets p + h: the top half against the bottom
  half, as in round 1, with the player floated down standing at the top of the block.
- The pairing is a maximum-weight matching (``networkx.max_weight_matching`` with
  ``maxcardinality=True``, integer weights) whose weight, in order of importance:
  (1) avoids repeats: each earlier meeting of the two costs more than everything below together,
  so a repeat is chosen only when no pairing without one exists, and then the fewest;
  (2) keeps match points close: the squared difference of the two players' match points;
  (3) follows the blocks: within a block, (|p - q| - h) squared; across blocks, the squared
  difference of the two players' ranks.
  When no pair has met before, the blocks' pairing costs nothing at (1) and (3) and the least
  possible at (2): it is the pairing, found without a matching.
- In each pair the better ranked is ``a``; the pairs go by the rank of their ``a``.
- ``nearby=True`` (the quick way, of the same quality): the blocks' pairing is kept wherever it
  repeats no meeting, and each repeat is mended by a matching of the tables around it (2 either
  side, then 8, then 32, while that is under half the round). The mend is kept when the whole
  has no repeat and the least sum of squared differences any pairing can have (neighbours in
  score order paired). Otherwise the matching is run on the pairs whose match points differ by
  at most 1, and kept when it has no repeat and a sum of squared differences below the least a
  pairing with a pair 2 or more apart can have; otherwise on every pair. ``nearby=False``
  matches on every pair at once. Both give pairings with the same number of repeats and the same
  sum of squared differences; where a repeat was mended, the pairs may differ at (3).

Knockout (single elimination)
-----------------------------
- The bracket has the next power of two at or above n slots, in the standard order (seeds 1 and
  2 can meet only in the final; for 8: 1v8, 4v5, 2v7, 3v6). Slots above n are empty: the top
  seeds face them, and a member facing an empty slot has a bye, ``(seed, None)``.
- Round r >= 2: the winners of the bracket's matches 2k-1 and 2k of round r-1 meet (bracket
  order, not re-sorted by seed; a match is found by its members, whatever its table). Each pair
  puts the better seed first; the round's pairs are in bracket order, byes in their bracket
  place. A match of an earlier round with no winner yet raises ValueError (a knockout match
  always has a winner: the admin names who goes through).
- A removed member's slot is empty from then on: their opponent has a bye. When both slots of a
  match are empty (both removed, or an empty slot and a removed member), the pair is left out
  of the round; its bracket place stays empty, so the neighbouring match's winner has a bye in
  the next round.
- Standings: the winner first, the final's loser second, then by the round they went out in
  (later is better), ties by seed; members still in stand above those out, by seed.
  ``eliminated_in`` is the round of their loss; for a removed member who lost no match, the
  round after the last they played (None for the winner and those still in).

Round robin
-----------
- The circle method: with an odd n a dummy joins, and whoever meets the dummy has the bye. The
  m seats (m = n, or n + 1 with the dummy) are folded in half: seat k meets seat m + 1 - k.
  Round 1 seats the entrants in seed order, the dummy last; in each later round seed 1 keeps
  seat 1 and everyone else moves one seat on, the last seat's entrant to seat 2. n - 1 rounds for an
  even n, n for an odd n; every two entrants meet exactly once. Each pair puts the better seed
  first; the pairs are in order of their better seed, the byes last.
- A removed member's pairs become byes for their opponents; a pair of two removed members (or
  of a removed member and the dummy) is left out.
- Ranking: match points, then Sonneborn-Berger (the sum of the match points of the opponents a
  member beat; a bye adds 0), then game points, then seed.

Standings list every entrant, removed ones too (``removed=True``), ranked by their results like
the others; places are 1..n, all distinct (the seed breaks the last tie).

>>> round_robin_round([11, 12, 13, 14], 1)
[(11, 14), (12, 13)]
>>> knockout_round([1, 2, 3, 4, 5], [], 1)
[(1, None), (4, 5), (2, None), (3, None)]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

import networkx as nx

from bot.model.tournaments import Match, MatchOutcome, TournamentFormat

__all__ = [
    "Pair",
    "Standing",
    "knockout_round",
    "knockout_rounds",
    "round_robin_round",
    "round_robin_rounds",
    "standings",
    "swiss_round",
]

Pair = tuple[int, int | None]  # (a, b): a is the better-placed member; b None: a bye


@dataclass(frozen=True, slots=True)
class Standing:
    """One entrant's line in the standings (see the module's rules)."""

    member_id: int
    place: int  # 1 first; ties broken fully, so places are 1..n distinct
    match_points: int  # a win (a bye too) 1, a loss 0, both lose 0
    wins: int
    losses: int
    byes: int
    tiebreak: int  # Swiss: Buchholz; round robin: Sonneborn-Berger; knockout: 0
    points: int  # game points scored over all its matches
    removed: bool
    eliminated_in: int | None  # knockout: the round they lost in (None: still in / winner)


# --- Results ---------------------------------------------------------------------------------


@dataclass(slots=True)
class _Record:
    """A member's results, added up match by match (private and filled once, then only read)."""

    match_points: int = 0
    wins: int = 0
    losses: int = 0
    byes: int = 0
    points: int = 0
    opponents: list[int] = field(default_factory=list)  # met in done matches, byes left out
    beaten: list[int] = field(default_factory=list)
    lost_in: int | None = None  # the first round they lost (knockout: went out)
    last_round: int = 0  # the last round they played a done match in


def _records(seeds: Sequence[int], matches: Iterable[Match]) -> dict[int, _Record]:
    records = {member: _Record() for member in seeds}
    for match in matches:
        if not match.done:
            continue
        for member in match.members:
            record = records.get(member)
            if record is None:  # not an entrant: nothing to count it for
                continue
            record.last_round = max(record.last_round, match.round)
            opponent = match.opponent_of(member)
            if match.outcome is MatchOutcome.BYE or opponent is None:
                record.wins += 1
                record.byes += 1
                record.match_points += 1
                continue
            record.opponents.append(opponent)
            if match.outcome is MatchOutcome.WIN and match.winner == member:
                record.wins += 1
                record.match_points += 1
                record.points += match.points_of(member)
                record.beaten.append(opponent)
            else:
                record.losses += 1
                if match.outcome is MatchOutcome.WIN:  # an abandoned match's points don't count
                    record.points += match.points_of(member)
                if record.lost_in is None or match.round < record.lost_in:
                    record.lost_in = match.round
    return records


def _tiebreak(format: TournamentFormat, records: Mapping[int, _Record], member: int) -> int:
    record = records[member]
    if format is TournamentFormat.SWISS:
        met = record.opponents
    elif format is TournamentFormat.ROUND_ROBIN:
        met = record.beaten
    else:
        return 0
    return sum(records[other].match_points for other in met if other in records)


def _eliminated_in(record: _Record, removed: bool, rounds: int) -> int | None:
    if record.lost_in is not None:
        return record.lost_in
    if removed and record.last_round < rounds:
        return record.last_round + 1  # their slot was empty from the next round on
    return None


def standings(
    format: TournamentFormat,
    seeds: Sequence[int],
    matches: Sequence[Match],
    removed: Collection[int] = (),
) -> list[Standing]:
    """Every entrant's line, by place (the module's rules for ``format``)."""
    records = _records(seeds, matches)
    gone = frozenset(removed)
    rounds = knockout_rounds(len(seeds)) if seeds else 0
    lines: list[tuple[tuple[int, ...], Standing]] = []
    for seed, member in enumerate(seeds):
        record = records[member]
        tiebreak = _tiebreak(format, records, member)
        eliminated = None
        if format is TournamentFormat.KNOCKOUT:
            eliminated = _eliminated_in(record, member in gone, rounds)
            # Still in (None) above out; then the later round; then the seed.
            key: tuple[int, ...] = (eliminated is not None, -(eliminated or 0), seed)
        else:
            key = (-record.match_points, -tiebreak, -record.points, seed)
        line = Standing(
            member_id=member,
            place=0,
            match_points=record.match_points,
            wins=record.wins,
            losses=record.losses,
            byes=record.byes,
            tiebreak=tiebreak,
            points=record.points,
            removed=member in gone,
            eliminated_in=eliminated,
        )
        lines.append((key, line))
    lines.sort(key=lambda keyed: keyed[0])
    return [_placed(line, place) for place, (_, line) in enumerate(lines, start=1)]


def _placed(line: Standing, place: int) -> Standing:
    return Standing(
        line.member_id,
        place,
        line.match_points,
        line.wins,
        line.losses,
        line.byes,
        line.tiebreak,
        line.points,
        line.removed,
        line.eliminated_in,
    )


# --- Swiss -----------------------------------------------------------------------------------


def _meetings(matches: Iterable[Match]) -> Counter[frozenset[int]]:
    met: Counter[frozenset[int]] = Counter()
    for match in matches:
        if match.b is not None:
            met[frozenset((match.a, match.b))] += 1
    return met


def _byes_had(matches: Iterable[Match]) -> Counter[int]:
    return Counter(match.a for match in matches if match.b is None)


@dataclass(frozen=True, slots=True)
class _Field:
    """The players of a Swiss round to pair (the bye taken out), ranked, and what a pair costs:
    ``repeat_unit`` per earlier meeting, ``spread_unit`` per squared match-point difference, then
    the block term (each unit outweighs every possible total of the terms after it)."""

    players: tuple[int, ...]  # ranked, best first; an even number
    score: Mapping[int, int]
    rank: Mapping[int, int]
    block: Mapping[int, tuple[int, int, int]]  # member -> (block, position in it, half its size)
    met: Mapping[frozenset[int], int]
    blocks: tuple[tuple[int, ...], ...]
    repeat_unit: int
    spread_unit: int
    top: int  # above every pair's cost, so that every weight is positive

    def meetings(self, u: int, v: int) -> int:
        return self.met.get(frozenset((u, v)), 0)

    def spread(self, u: int, v: int) -> int:
        return (self.score[u] - self.score[v]) ** 2

    def order(self, u: int, v: int) -> int:
        block_u, position_u, half = self.block[u]
        block_v, position_v, _ = self.block[v]
        if block_u == block_v:
            return (abs(position_u - position_v) - half) ** 2
        return (self.rank[u] - self.rank[v]) ** 2

    def weight(self, u: int, v: int) -> int:
        cost = (
            self.meetings(u, v) * self.repeat_unit
            + self.spread(u, v) * self.spread_unit
            + self.order(u, v)
        )
        return self.top - cost

    def oriented(self, u: int, v: int) -> tuple[int, int]:
        return (u, v) if self.rank[u] < self.rank[v] else (v, u)

    def ideal(self) -> list[tuple[int, int]]:
        """The blocks' pairing: the best when it repeats no meeting."""
        pairs: list[tuple[int, int]] = []
        for members in self.blocks:
            half = len(members) // 2
            pairs.extend(zip(members[:half], members[half:], strict=True))
        return pairs

    def repeats(self, pairs: Iterable[tuple[int, int]]) -> int:
        return sum(self.meetings(u, v) for u, v in pairs)

    def total_spread(self, pairs: Iterable[tuple[int, int]]) -> int:
        return sum(self.spread(u, v) for u, v in pairs)


def _blocks(players: Sequence[int], score: Mapping[int, int]) -> list[tuple[int, ...]]:
    blocks: list[tuple[int, ...]] = []
    current: list[int] = []
    for index, member in enumerate(players):
        current.append(member)
        group_ends = index + 1 == len(players) or score[players[index + 1]] != score[member]
        if not group_ends:
            continue
        floater = current.pop() if len(current) % 2 else None  # the lowest floats down
        if current:
            blocks.append(tuple(current))
        current = [] if floater is None else [floater]
    return blocks


def _field(
    players: Sequence[int], score: Mapping[int, int], met: Mapping[frozenset[int], int]
) -> _Field:
    blocks = _blocks(players, score)
    block = {
        member: (index, position, len(members) // 2)
        for index, members in enumerate(blocks)
        for position, member in enumerate(members)
    }
    pairs = max(len(players) // 2, 1)
    widest = max(score.values()) - min(score.values()) if score else 0
    most_order = len(players) ** 2  # a pair's block term is below this
    spread_unit = pairs * most_order + 1
    most_spread = widest**2 * spread_unit + most_order
    repeat_unit = pairs * most_spread + 1
    most_met = max(met.values(), default=0)
    return _Field(
        players=tuple(players),
        score=score,
        rank={member: index for index, member in enumerate(players)},
        block=block,
        met=met,
        blocks=tuple(blocks),
        repeat_unit=repeat_unit,
        spread_unit=spread_unit,
        top=most_met * repeat_unit + most_spread + 1,
    )


def _matching(
    field: _Field, members: Sequence[int], widest: int | None = None
) -> list[tuple[int, int]] | None:
    """The maximum-weight matching of ``members`` on the pairs whose match points differ by at
    most ``widest`` (None: every pair); None when it leaves someone out."""
    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(members)
    graph.add_weighted_edges_from(
        (u, v, field.weight(u, v))
        for index, u in enumerate(members)
        for v in members[index + 1 :]
        if widest is None or abs(field.score[u] - field.score[v]) <= widest
    )
    mate = nx.max_weight_matching(graph, maxcardinality=True)
    if 2 * len(mate) != len(members):
        return None
    return [field.oriented(u, v) for u, v in mate]


def _least_spread(counts: Mapping[int, int]) -> int:
    """The least sum of squared differences of any pairing of players with these match points
    (a score -> how many): neighbours in score order paired, which is best for a convex cost."""
    total = 0
    carried: int | None = None
    for score in sorted(counts, reverse=True):
        left = counts[score]
        if left <= 0:
            continue
        if carried is not None:
            total += (carried - score) ** 2
            left -= 1
        carried = score if left % 2 else None
    return total


def _least_spread_wider(counts: Mapping[int, int], wider_than: int) -> int | None:
    """The least sum of squared differences of a pairing with at least one pair whose match
    points differ by more than ``wider_than`` (None: there is no such pairing)."""
    best: int | None = None
    for high in counts:
        for low in counts:
            if high - low <= wider_than:
                continue
            rest = dict(counts)
            rest[high] -= 1
            rest[low] -= 1
            cost = (high - low) ** 2 + _least_spread(rest)
            best = cost if best is None else min(best, cost)
    return best


def _mended(field: _Field) -> list[tuple[int, int]] | None:
    """The blocks' pairing with each repeat mended by a matching of the tables around it; None
    when that cannot reach a pairing with no repeat and the least sum of squared differences."""
    ideal = field.ideal()
    clashes = [table for table, (u, v) in enumerate(ideal) if field.meetings(u, v)]
    if not clashes:
        return ideal
    reach = 2
    while True:
        windows = _windows(clashes, reach, len(ideal))
        if any(2 * (high + 1 - low) > len(ideal) for low, high in windows):
            return None  # as many tables as the whole round: match it whole instead
        mended = list(ideal)
        for low, high in windows:
            tables = ideal[low : high + 1]
            members = [member for pair in tables for member in pair]
            paired = _matching(field, members)
            # The window may only swap partners: no repeat, and no wider spread than before.
            if (
                paired is None
                or field.repeats(paired)
                or field.total_spread(paired) != field.total_spread(tables)
            ):
                break
            mended[low : high + 1] = paired
        else:
            return mended
        reach *= 4


def _windows(tables: Sequence[int], reach: int, count: int) -> list[tuple[int, int]]:
    """The ranges of tables within ``reach`` of any of ``tables`` (sorted), merged."""
    windows: list[tuple[int, int]] = []
    for table in tables:
        low, high = max(table - reach, 0), min(table + reach, count - 1)
        if windows and low <= windows[-1][1] + 1:
            windows[-1] = (windows[-1][0], high)
        else:
            windows.append((low, high))
    return windows


def _nearby(field: _Field) -> list[tuple[int, int]]:
    mended = _mended(field)
    if mended is not None:
        return mended
    counts = Counter(field.score[member] for member in field.players)
    if max(counts) - min(counts) > 1:  # else the nearby graph is every pair
        paired = _matching(field, field.players, widest=1)
        if paired is not None and not field.repeats(paired):
            wider = _least_spread_wider(counts, 1)
            if wider is None or field.total_spread(paired) < wider:
                return paired  # any pairing with a wider pair is worse: this one is the best
    paired = _matching(field, field.players)
    assert paired is not None  # every pair is an edge: an even number always pairs up
    return paired


def swiss_round(
    seeds: Sequence[int],
    matches: Sequence[Match],
    removed: Collection[int] = (),
    *,
    nearby: bool = True,
) -> list[Pair]:
    """The next Swiss round's pairs (the module's rules), in table order, the bye last."""
    gone = frozenset(removed)
    records = _records(seeds, matches)
    ranked = [
        line.member_id
        for line in standings(TournamentFormat.SWISS, seeds, matches, gone)
        if not line.removed
    ]
    bye: int | None = None
    if len(ranked) % 2:
        had = _byes_had(matches)
        fewest = min(had[member] for member in ranked)
        bye = next(member for member in reversed(ranked) if had[member] == fewest)
        ranked.remove(bye)
    score = {member: records[member].match_points for member in ranked}
    field = _field(ranked, score, _meetings(matches))
    if not matches:
        paired = field.ideal()  # round 1: one block of everyone, in seed order
    elif nearby:
        paired = _nearby(field)
    else:
        matched = _matching(field, field.players)
        assert matched is not None  # every pair is an edge: an even number always pairs up
        paired = matched
    pairs: list[Pair] = sorted(paired, key=lambda pair: field.rank[pair[0]])
    if bye is not None:
        pairs.append((bye, None))
    return pairs


# --- Knockout --------------------------------------------------------------------------------


def knockout_rounds(entrants: int) -> int:
    """The rounds of a bracket of that many: ceil(log2(entrants))."""
    if entrants < 1:
        raise ValueError(f"a bracket needs an entrant, not {entrants}")
    return (entrants - 1).bit_length()


def _bracket_order(size: int) -> list[int]:
    """The seeds of a bracket of ``size`` (a power of two) in slot order: 1, size, ..."""
    order = [1]
    while len(order) < size:
        double = 2 * len(order) + 1
        order = [seed for top in order for seed in (top, double - top)]
    return order


def _went_through(
    slots: tuple[int | None, int | None],
    played: Mapping[int, Match],
    gone: Collection[int],
    round_number: int,
) -> int | None:
    """Who holds the next round's slot after this pair of slots' match (None: nobody)."""
    present = [member for member in slots if member is not None]
    match = next((played[member] for member in present if member in played), None)
    if match is None:
        # Not paired: a bye the service kept no match of, or left out for removed members.
        live = [member for member in present if member not in gone]
        if len(live) == 2:
            raise ValueError(f"round {round_number}: {live[0]} v {live[1]} was not paired")
        return live[0] if live else None
    if match.b is None:
        return match.a
    if match.outcome is not MatchOutcome.WIN or match.winner not in match.members:
        raise ValueError(f"round {round_number}: {match.a} v {match.b} has no winner yet")
    return match.winner


def knockout_round(
    seeds: Sequence[int],
    matches: Sequence[Match],
    round_number: int,
    removed: Collection[int] = (),
) -> list[Pair]:
    """A knockout round's pairs in bracket order (the module's rules); ValueError when an
    earlier round's match has no winner yet."""
    rounds = knockout_rounds(len(seeds))
    if not 1 <= round_number <= rounds:
        raise ValueError(f"a bracket of {len(seeds)} has rounds 1..{rounds}, not {round_number}")
    gone = frozenset(removed)
    size = 2**rounds
    slots: list[int | None] = [
        seeds[seed - 1] if seed <= len(seeds) else None for seed in _bracket_order(size)
    ]
    for earlier in range(1, round_number):
        played = {
            member: match for match in matches if match.round == earlier for member in match.members
        }
        slots = [
            _went_through((slots[k], slots[k + 1]), played, gone, earlier)
            for k in range(0, len(slots), 2)
        ]
    seed_of = {member: index for index, member in enumerate(seeds)}
    pairs: list[Pair] = []
    for k in range(0, len(slots), 2):
        live = sorted(
            (member for member in slots[k : k + 2] if member is not None and member not in gone),
            key=seed_of.__getitem__,
        )
        if len(live) == 2:
            pairs.append((live[0], live[1]))
        elif live:
            pairs.append((live[0], None))
    return pairs


# --- Round robin -----------------------------------------------------------------------------


def round_robin_rounds(entrants: int) -> int:
    """n - 1 rounds for an even n, n for an odd n (each round someone has the bye)."""
    if entrants < 1:
        raise ValueError(f"a round robin needs an entrant, not {entrants}")
    return entrants - 1 if entrants % 2 == 0 else entrants


def round_robin_round(
    seeds: Sequence[int], round_number: int, removed: Collection[int] = ()
) -> list[Pair]:
    """A round robin's round (the module's rules): by better seed, the byes last."""
    rounds = round_robin_rounds(len(seeds))
    if not 1 <= round_number <= rounds:
        raise ValueError(
            f"a round robin of {len(seeds)} has rounds 1..{rounds}, not {round_number}"
        )
    gone = frozenset(removed)
    circle: list[int | None] = list(range(len(seeds)))  # seed indices; None the dummy
    if len(circle) % 2:
        circle.append(None)
    turn = (round_number - 1) % (len(circle) - 1)
    others = circle[1:]
    turned = [circle[0], *others[len(others) - turn :], *others[: len(others) - turn]]
    games: list[Pair] = []
    byes: list[Pair] = []
    for k in range(len(turned) // 2):
        live = sorted(
            seed
            for seed in (turned[k], turned[-1 - k])
            if seed is not None and seeds[seed] not in gone
        )
        if len(live) == 2:
            games.append((seeds[live[0]], seeds[live[1]]))
        elif live:
            byes.append((seeds[live[0]], None))
    seed_of = {member: index for index, member in enumerate(seeds)}
    return sorted(games, key=lambda pair: seed_of[pair[0]]) + sorted(
        byes, key=lambda pair: seed_of[pair[0]]
    )
