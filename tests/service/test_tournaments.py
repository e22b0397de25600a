"""Server tournaments through the service, without Discord: an event made, signed up to and
started; its rounds paired and started by themselves as their games end (resigned, timed
out); byes; pause and resume moving the deadlines; an admin removing, settling, cancelling;
restarts in the middle; every standings line against an independent recount from the stored
results."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.engine import Rules
from bot.model import GameStatus, Timer, TimerKind
from bot.model.tournaments import (
    MatchKey,
    MatchOutcome,
    Tournament,
    TournamentFormat,
    TournamentPost,
    TournamentPostKind,
    TournamentStatus,
)
from bot.service import TableError, TableService
from bot.service.tournaments import TournamentService
from bot.store import MemberBusy, Store
from bot.store.factory import open_store
from tests.support.games import no_computer
from tests.support.store_reads import rows
from tests.support.tournaments import buchholz, recount, sonneborn_berger

ADMIN = 9
GUILD, CHANNEL, THREAD = 1, 5, 50


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


class House:
    """A table service and its tournaments on one database file, as a restart makes them."""

    def __init__(self, path: Path, clock: Clock) -> None:
        self.path, self.clock = path, clock
        self.store: Store | None = None

    async def open(self) -> tuple[TableService, TournamentService]:
        self.store = await open_store(self.path / "gin.sqlite3")
        tables = TableService(
            self.store, computer=no_computer, clock=self.clock, rng_for=random.Random
        )
        events = TournamentService(tables, rng=random.Random(7))
        await tables.load()
        await events.load()
        await tables.resume()
        await events.resume()
        await events.wait_idle()
        return tables, events

    async def close(self, events: TournamentService | None = None) -> None:
        if events is not None:
            await events.wait_idle()
        if self.store is not None:
            await self.store.close()
            self.store = None


@pytest.fixture
async def house(tmp_path: Path):  # type: ignore[no-untyped-def]
    made = House(tmp_path, Clock())
    yield made
    await made.close()


async def signed_up(
    events: TournamentService, members: range | list[int], **options: object
) -> Tournament:
    chosen: dict[str, object] = {
        "format": TournamentFormat.SWISS,
        "rounds": 3,
        "rules": Rules(),
        "turn_seconds": 600,
        "rated": True,
        "starts_in_minutes": None,
    }
    chosen.update(options)
    made = await events.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        by=ADMIN,
        name="Gin  night ",
        **chosen,  # type: ignore[arg-type]
    )
    for member in members:
        await events.sign_up(made.id, member, f"P{member}")
    got = events.get(made.id)
    assert got is not None
    return got


async def begin(events: TournamentService, tournament_id: int, by: int | None = None) -> Tournament:
    """Start the event in THREAD; once its first round's games are started (in the
    background), the event."""
    await events.start(tournament_id, games_channel_id=THREAD, by=by)
    await events.wait_idle()
    started = events.get(tournament_id)
    assert started is not None
    return started


async def play_round(
    tables: TableService,
    events: TournamentService,
    tournament_id: int,
    loser=min,  # type: ignore[no-untyped-def]
) -> None:
    """Every game of the round in play ends: ``loser`` of its two members resigns."""
    tournament = events.get(tournament_id)
    assert tournament is not None
    for match in tournament.round_matches(tournament.row.round):
        if match.done:
            continue
        assert match.game_id is not None and match.b is not None
        await tables.resign(match.game_id, loser(match.a, match.b))
    await events.wait_idle()


async def check_standings(store: Store, events: TournamentService, tournament_id: int) -> None:
    """The service's standings line by line against the recount from the stored results."""
    tournament = await store.tournament(tournament_id)
    assert tournament is not None
    lines = await recount(store, tournament_id)
    for line in events.standings(tournament):
        counted = lines[line.member_id]
        assert (line.match_points, line.wins, line.losses, line.byes, line.points) == (
            counted.match_points,
            counted.wins,
            counted.losses,
            counted.byes,
            counted.points,
        ), line
        if tournament.row.format is TournamentFormat.SWISS:
            assert line.tiebreak == buchholz(lines, line.member_id)
        elif tournament.row.format is TournamentFormat.ROUND_ROBIN:
            assert line.tiebreak == sonneborn_berger(lines, line.member_id)
    placed = events.standings(tournament)
    keys = [(s.match_points, s.tiebreak, s.points) for s in placed]
    assert keys == sorted(keys, reverse=True)
    assert [s.place for s in placed] == list(range(1, len(placed) + 1))


async def test_a_swiss_event_of_seven_runs_itself_through_a_restart(house: House) -> None:
    tables, events = await house.open()
    event = await signed_up(events, range(101, 108))
    assert event.row.name == "Gin night" and event.row.status is TournamentStatus.SIGN_UP
    started = await begin(events, event.id, by=ADMIN)
    assert started.row.status is TournamentStatus.RUNNING and started.row.round == 1
    first = started.round_matches(1)
    assert len(first) == 4 and first[-1].b is None and first[-1].outcome is MatchOutcome.BYE
    assert sorted(m for match in first for m in match.members) == list(range(101, 108))
    for match in first[:-1]:  # every game started in the thread, dealt
        table = tables.get(match.game_id or 0)
        assert table is not None and table.status is GameStatus.ACTIVE
        assert table.players == (match.a, match.b) and table.row.channel_id == THREAD
        assert table.row.tournament_id == event.id and table.row.rated
    await play_round(tables, events, event.id)
    assert events.get(event.id).row.round == 2  # type: ignore[union-attr]
    await check_standings(house.store, events, event.id)  # type: ignore[arg-type]
    # A restart in the middle of round 2: one game over, the others in play.
    second = events.get(event.id).round_matches(2)  # type: ignore[union-attr]
    played = next(m for m in second if m.b is not None)
    await tables.resign(played.game_id, played.b)  # type: ignore[arg-type]
    await house.close(events)
    tables, events = await house.open()
    resumed = events.get(event.id)
    assert resumed is not None and resumed.row.round == 2
    assert resumed.match_of_game(played.game_id).winner == played.a  # type: ignore[arg-type, union-attr]
    await play_round(tables, events, event.id)
    await play_round(tables, events, event.id)
    over = await house.store.tournament(event.id)  # type: ignore[union-attr]
    assert over is not None and over.row.status is TournamentStatus.FINISHED
    await check_standings(house.store, events, event.id)  # type: ignore[arg-type]
    # Each member played every round once; byes went to three different members.
    for number in (1, 2, 3):
        members = [m for match in over.round_matches(number) for m in match.members]
        assert sorted(members) == list(range(101, 108))
    byes = [m.a for m in over.matches if m.b is None]
    assert len(byes) == 3 == len(set(byes))
    pairs = [frozenset(m.members) for m in over.matches if m.b is not None]
    assert len(pairs) == len(set(pairs))  # nobody met twice
    kinds = [k for (k,) in await rows(house.store, "SELECT kind FROM tournament_posts")]
    assert kinds == ["round", "round", "round", "final"]  # nothing delivered in this test


async def test_a_timed_out_member_forfeits_and_the_round_goes_on(house: House) -> None:
    tables, events = await house.open()
    event = await signed_up(events, range(101, 105))
    started = await begin(events, event.id)
    one, two = started.round_matches(1)
    table = tables.get(one.game_id)  # type: ignore[arg-type]
    assert table is not None
    timer = table.row.timer()
    assert timer is not None and timer.kind is TimerKind.TURN
    await tables.resign(two.game_id, two.b)  # type: ignore[arg-type]
    (late,) = table.acting
    house.clock.now += 601  # nobody at table 1 clicks
    await tables.tick()
    await events.wait_idle()
    decided = events.get(event.id).match_of_game(one.game_id)  # type: ignore[arg-type, union-attr]
    assert decided is not None and decided.outcome is MatchOutcome.WIN
    assert decided.winner != late and decided.winner in one.members
    assert events.get(event.id).row.round == 2  # type: ignore[union-attr]
    await check_standings(house.store, events, event.id)  # type: ignore[arg-type]


async def test_pause_holds_moves_and_timers_and_resume_moves_the_deadlines(house: House) -> None:
    tables, events = await house.open()
    event = await signed_up(events, range(101, 105))
    started = await begin(events, event.id)
    game_id = started.round_matches(1)[0].game_id
    table = tables.get(game_id)  # type: ignore[arg-type]
    assert table is not None and table.row.timer() is not None
    due = table.row.timer().due_at  # type: ignore[union-attr]
    await events.pause(event.id, by=ADMIN)
    with pytest.raises(TableError, match="refusal-tournament-paused-game"):
        await tables.resign(game_id, table.players[0])  # type: ignore[arg-type]
    house.clock.now += 3600  # an hour's break: far past every deadline
    await tables.tick()
    assert tables.get(game_id) is not None and table.status is GameStatus.ACTIVE
    await events.resume_play(event.id, by=ADMIN)
    assert table.row.timer().due_at == pytest.approx(due + 3600)  # type: ignore[union-attr]
    await tables.tick()
    assert table.status is GameStatus.ACTIVE
    log = await rows(house.store, "SELECT action FROM server_log ORDER BY at")
    assert [a for (a,) in log] == ["tournament", "tournament pause", "tournament resume"]


async def test_a_knockout_of_five_gives_byes_to_the_top_seeds(house: House) -> None:
    tables, events = await house.open()
    event = await signed_up(events, range(101, 106), format=TournamentFormat.KNOCKOUT, rounds=None)
    started = await begin(events, event.id)
    assert started.row.rounds == 3
    seeds = started.seeds()
    first = started.round_matches(1)
    byes = [m.a for m in first if m.b is None]
    assert sorted(byes, key=seeds.index) == list(seeds[:3])
    (played,) = [m for m in first if m.b is not None]
    assert set(played.members) == set(seeds[3:])
    # An admin abandons the game: in a knockout it waits for them to name who goes through.
    await tables.end(GUILD, played.game_id, by=ADMIN, reason="stuck")  # type: ignore[arg-type]
    await events.wait_idle()
    assert not events.get(event.id).match_of_game(played.game_id).done  # type: ignore[arg-type, union-attr]
    with pytest.raises(TableError, match="refusal-settle-knockout"):
        await events.settle(event.id, played.game_id, None, by=ADMIN)  # type: ignore[arg-type]
    await events.settle(event.id, played.game_id, seeds[4], by=ADMIN)  # type: ignore[arg-type]
    await events.wait_idle()
    assert events.get(event.id).row.round == 2  # type: ignore[union-attr]
    await play_round(tables, events, event.id)
    await play_round(tables, events, event.id)
    over = await house.store.tournament(event.id)  # type: ignore[union-attr]
    assert over is not None and over.row.status is TournamentStatus.FINISHED
    final = events.standings(over)
    assert final[0].eliminated_in is None and final[1].eliminated_in == 3


async def test_removing_a_member_forfeits_their_game_and_pairs_them_no_more(house: House) -> None:
    tables, events = await house.open()
    event = await signed_up(events, range(101, 107))
    started = await begin(events, event.id)
    match = started.round_matches(1)[0]
    await events.remove(event.id, match.a, by=ADMIN)
    await events.wait_idle()
    assert events.get(event.id).match_of_game(match.game_id).winner == match.b  # type: ignore[arg-type, union-attr]
    await play_round(tables, events, event.id)
    second = events.get(event.id).round_matches(2)  # type: ignore[union-attr]
    assert match.a not in {m for s in second for m in s.members}
    assert sum(1 for s in second if s.b is None) == 1  # five left: one bye


async def test_cancelling_abandons_the_games_in_play(house: House) -> None:
    _, events = await house.open()
    event = await signed_up(events, range(101, 105))
    started = await begin(events, event.id)
    game_ids = [m.game_id for m in started.round_matches(1)]
    await events.cancel(event.id, by=ADMIN)
    await events.wait_idle()
    for game_id in game_ids:
        row = await house.store.get_game(game_id)  # type: ignore[arg-type, union-attr]
        assert row is not None and row.status is GameStatus.ABANDONED
    assert events.live_in(GUILD) is None
    kinds = [k for (k,) in await rows(house.store, "SELECT kind FROM tournament_posts")]
    assert kinds[-1] == TournamentPostKind.CANCELLED.value


async def test_an_event_over_is_kept_until_every_post_it_owes_went_out(house: House) -> None:
    _, events = await house.open()
    owed: list[TournamentPost] = []
    events.subscribe(lambda change: owed.extend(change.posts))
    event = await signed_up(events, range(101, 105))
    await begin(events, event.id)
    await events.cancel(event.id, by=ADMIN)  # before its first round's pairings went out
    assert [p.kind for p in owed] == [TournamentPostKind.ROUND, TournamentPostKind.CANCELLED]
    await events.posted(owed[0])
    # The cancellation is still owed: the Discord side reads the event to post it.
    assert events.get(event.id) is not None
    await events.posted(owed[1])
    assert events.get(event.id) is None


async def test_sign_up_rules_and_refusals(house: House) -> None:
    _, events = await house.open()
    event = await signed_up(events, range(101, 104))
    with pytest.raises(TableError, match="refusal-signed-up-already"):
        await events.sign_up(event.id, 101, "P101")
    with pytest.raises(
        TableError, match=r"refusal-tournament-too-few \(tournament=.*, least=4, count="
    ):
        await begin(events, event.id)
    with pytest.raises(TableError, match="refusal-tournament-under-way"):
        await signed_up(events, [])
    await events.leave(event.id, 103)
    assert [e.member_id for e in events.get(event.id).entries] == [101, 102]  # type: ignore[union-attr]
    await events.sign_up(event.id, 103, "P103")
    await events.sign_up(event.id, 104, "P104")
    with pytest.raises(MemberBusy):
        await house.store.forget_member(GUILD, 104)  # type: ignore[union-attr]
    await begin(events, event.id)
    with pytest.raises(TableError, match="refusal-leave-started"):
        await events.leave(event.id, 101)
    with pytest.raises(TableError, match="refusal-sign-up-closed"):
        await events.sign_up(event.id, 105, "P105")


async def test_a_game_made_but_not_dealt_before_a_crash_is_dealt_once(
    house: House, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, events = await house.open()
    event = await signed_up(events, range(101, 105))
    # The event as a crash leaves it: round 1 paired, one game made, not dealt, one not made.
    with monkeypatch.context() as crashed:
        crashed.setattr(events, "_start_game", _nothing)
        await begin(events, event.id)
    paired = events.get(event.id).round_matches(1)  # type: ignore[union-attr]
    assert all(m.game_id is None for m in paired)
    assert house.store is not None
    await house.store.create_game(
        guild_id=GUILD,
        channel_id=THREAD,
        players=paired[0].members,
        rules=Rules(),
        turn_seconds=600,
        timer=Timer(TimerKind.CHALLENGE, house.clock() + 600),
        now=house.clock(),
        match=MatchKey(event.id, 1, 1),
    )
    await house.close(events)
    _, events = await house.open()
    games = await rows(
        house.store, "SELECT id, status FROM games WHERE tournament_id = ?", event.id
    )
    assert sorted(s for _, s in games) == ["active", "active"]  # one game per match, dealt
    for match in events.get(event.id).round_matches(1):  # type: ignore[union-attr]
        assert match.game_id in {g for g, _ in games}


async def _nothing(*_args: object) -> None:
    return None


async def test_tables_are_spread_ten_to_a_thread_opened_as_needed(house: House) -> None:
    tables, events = await house.open()
    opened: list[int] = []

    async def open_thread(tournament: Tournament, number: int) -> int:
        opened.append(number)
        if len(opened) == 1:
            raise OSError("Discord is away")  # tried again at the next advance
        return THREAD + number

    events.open_thread = open_thread
    event = await signed_up(events, range(101, 125))  # 24: tables 1 to 12
    started = await begin(events, event.id)
    assert started.threads == (THREAD,)
    waiting = [m for m in started.round_matches(1) if m.game_id is None]
    assert [m.table for m in waiting] == [11, 12]  # their thread isn't open yet
    await events.resume()
    await events.wait_idle()
    now = events.get(event.id)
    assert now is not None and now.threads == (THREAD, THREAD + 2) and opened == [2, 2]
    for match in now.round_matches(1):
        table = tables.get(match.game_id)  # type: ignore[arg-type]
        assert table is not None
        assert table.row.channel_id == (THREAD if match.table <= 10 else THREAD + 2)
    assert events.reserved(THREAD + 2) and not events.reserved(CHANNEL)
    await house.close(events)
    _, events = await house.open()
    assert events.get(event.id).threads == (THREAD, THREAD + 2)  # type: ignore[union-attr]


async def test_forgetting_an_entrant_waits_for_the_event_to_end(house: House) -> None:
    tables, events = await house.open()
    event = await signed_up(events, range(101, 105))
    with pytest.raises(TableError, match="refusal-forget-entered \\(tournament=Gin night"):
        await tables.forget(GUILD, 101)
    await events.leave(event.id, 101)
    await tables.forget(GUILD, 101)  # left before the start: nothing holds them
    await events.sign_up(event.id, 105, "P105")
    await begin(events, event.id)
    with pytest.raises(TableError, match="refusal-forget-busy"):
        await tables.forget(GUILD, 105)  # in a game of it, or waiting for the next round
