"""What a server tournament decides without the store, a clock or a lock: the limits an event
is made within, who may sign up, the seeding, each round's count, pairs and matches (a bye
decided at once), the forfeits of members taken out, and how an admin may settle a match. The
tournament service (:mod:`bot.service.tournaments`) keeps, times and runs what these decide."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.engine import Format, Rules
from bot.model.pairing import (
    Pair,
    knockout_round,
    knockout_rounds,
    round_robin_round,
    round_robin_rounds,
    swiss_round,
)
from bot.model.ratings import START, display
from bot.model.tournaments import (
    MAX_ENTRANTS,
    MAX_ROUND_ROBIN,
    MIN_ENTRANTS,
    Entry,
    Match,
    MatchOutcome,
    Tournament,
    TournamentFormat,
    TournamentStatus,
)
from bot.service.errors import TableError

__all__ = [
    "MAX_NAME",
    "MAX_SWISS_ROUNDS",
    "START_MINUTES",
    "check_new_event",
    "check_sign_up",
    "check_startable",
    "forfeits",
    "matches_from",
    "round_count",
    "round_pairs",
    "seed_order",
    "settled_match",
]

MAX_NAME = 60  # characters of an event's name
MAX_SWISS_ROUNDS = 12
START_MINUTES = (1, 7 * 24 * 60)  # a start time at least a minute, at most a week away
STARTING_RATING = display(*START)  # what an unrated entrant is seeded at


def check_new_event(
    *,
    name: str,
    format: TournamentFormat,
    rounds: int | None,
    rules: Rules,
    turn_seconds: int,
    turn_seconds_range: tuple[int, int],
    starts_in_minutes: int | None,
    under_way: Tournament | None,
) -> str:
    """The new event's name, its spaces tidied, once the event may be made (``under_way``: the
    server's event not over, if any: one at a time); a refusal if not."""
    name = " ".join(name.split())
    if not 1 <= len(name) <= MAX_NAME:
        raise TableError("refusal-tournament-name", most=MAX_NAME)
    low, high = turn_seconds_range
    if not low <= turn_seconds <= high:
        raise TableError("refusal-turn-timer", minutes=low // 60, hours=high // 3600)
    if rules.format is not Format.HEADS_UP:
        raise TableError("refusal-tournament-two-player")
    if under_way is not None:
        raise TableError("refusal-tournament-under-way", tournament=under_way.row.name)
    if format is TournamentFormat.SWISS:
        if rounds is None or not 1 <= rounds <= MAX_SWISS_ROUNDS:
            raise TableError("refusal-tournament-swiss-rounds", most=MAX_SWISS_ROUNDS)
    elif rounds is not None:
        raise TableError("refusal-tournament-rounds-not-swiss")
    if starts_in_minutes is not None:
        low, high = START_MINUTES
        if not low <= starts_in_minutes <= high:
            raise TableError("refusal-tournament-start-time", minutes=low, days=high // (24 * 60))
    return name


def check_sign_up(tournament: Tournament, member_id: int) -> None:
    """The member may sign up (in sign-up, not yet entered, a place left); a refusal if not."""
    row = tournament.row
    if row.status is not TournamentStatus.SIGN_UP:
        raise TableError("refusal-sign-up-closed", tournament=row.name)
    if tournament.entry(member_id) is not None:
        raise TableError("refusal-signed-up-already", tournament=row.name)
    most = MAX_ROUND_ROBIN if row.format is TournamentFormat.ROUND_ROBIN else MAX_ENTRANTS
    if len(tournament.entries) >= most:
        raise TableError("refusal-tournament-full", tournament=row.name, most=most)


def check_startable(tournament: Tournament) -> None:
    """The event can start now (in sign-up, enough players); a refusal if not."""
    row = tournament.row
    if row.status is not TournamentStatus.SIGN_UP:
        raise TableError("refusal-tournament-started", tournament=row.name)
    count = len(tournament.entries)
    if count < MIN_ENTRANTS:
        raise TableError(
            "refusal-tournament-too-few", tournament=row.name, least=MIN_ENTRANTS, count=count
        )


def seed_order(rated: Sequence[Entry]) -> list[Entry]:
    """The entries (each with its rating) in seed order, each with its seed: the rating (an
    unrated member at the starting rating), then the stored random order."""
    ordered = sorted(
        rated, key=lambda e: (-(STARTING_RATING if e.rating is None else e.rating), e.tiebreak)
    )
    return [replace(e, seed=seed) for seed, e in enumerate(ordered, start=1)]


def round_count(tournament: Tournament, entrants: int) -> int:
    """How many rounds the event plays with this many entrants (Swiss: as asked, at most one
    fewer than the entrants)."""
    return {
        TournamentFormat.SWISS: min(tournament.row.rounds, entrants - 1),
        TournamentFormat.KNOCKOUT: knockout_rounds(entrants),
        TournamentFormat.ROUND_ROBIN: round_robin_rounds(entrants),
    }[tournament.row.format]


def round_pairs(tournament: Tournament, number: int) -> list[Pair]:
    """Round ``number``'s pairs, as the event's format pairs them."""
    seeds, removed = tournament.seeds(), tournament.removed()
    if tournament.row.format is TournamentFormat.SWISS:
        return swiss_round(seeds, tournament.matches, removed)
    if tournament.row.format is TournamentFormat.KNOCKOUT:
        return knockout_round(seeds, tournament.matches, number, removed)
    return round_robin_round(seeds, number, removed)


def matches_from(number: int, pairs: Sequence[Pair]) -> list[Match]:
    """A round's matches from its pairs, tables in order; a bye is decided at once."""
    return [
        Match(number, table, a, b)
        if b is not None
        else Match(number, table, a, None, outcome=MatchOutcome.BYE, winner=a)
        for table, (a, b) in enumerate(pairs, start=1)
    ]


def forfeits(tournament: Tournament, matches: Sequence[Match]) -> list[Match]:
    """The matches not started of members taken out: won by the other; both out, lost by
    both (in a knockout the better seed goes through, to keep the bracket whole)."""
    removed = tournament.removed()
    seeds = tournament.seeds()
    out = []
    for match in matches:
        if match.done or match.game_id is not None or match.b is None:
            continue
        gone = [m for m in match.members if m in removed]
        if not gone:
            continue
        if len(gone) == 1:
            winner = match.b if gone[0] == match.a else match.a
            out.append(replace(match, outcome=MatchOutcome.WIN, winner=winner))
        elif tournament.row.format is TournamentFormat.KNOCKOUT:
            better = min(match.members, key=seeds.index)
            out.append(replace(match, outcome=MatchOutcome.WIN, winner=better))
        else:
            out.append(replace(match, outcome=MatchOutcome.BOTH_LOSE))
    return out


def settled_match(tournament: Tournament, game_id: int, winner: int | None) -> Match:
    """The match of ``game_id`` in the current round, as an admin settles it: ``winner`` goes
    through (None: both lose, Swiss and round robin only); a refusal if it can't be."""
    row = tournament.row
    match = tournament.match_of_game(game_id)
    if match is None or match.round != row.round:
        raise TableError(
            "refusal-settle-not-match", game=game_id, tournament=row.name, round=row.round
        )
    if match.done:
        raise TableError("refusal-settle-decided", game=game_id)
    if winner is None and row.format is TournamentFormat.KNOCKOUT:
        raise TableError("refusal-settle-knockout")
    if winner is not None and winner not in match.members:
        raise TableError("refusal-settle-winner", game=game_id)
    return replace(
        match,
        outcome=MatchOutcome.BOTH_LOSE if winner is None else MatchOutcome.WIN,
        winner=winner,
    )
