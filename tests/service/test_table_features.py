"""The table's extras in the service: the rematch (once per finished game, from a player, an
ordinary challenge), a member's live games, moving the table message, agreeing to abandon, and
the "your turn" ping's bookkeeping."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine import Rules, simple_game_move
from bot.engine.computer import Level
from bot.model import GameStatus, PostKind
from bot.model.computer import computer_id
from bot.service import (
    AGREED_TO_ABANDON,
    PROPOSAL_SECONDS,
    ChallengeRequest,
    Event,
    GameGone,
    NotYourGame,
    ProposalClosed,
    RematchMade,
    TableError,
    TableService,
    rules_from_options,
)
from tests.support.games import ANN, BOB, CAT, DAN, no_computer, play_out, start
from tests.support.store_reads import result_of

from .test_computer_seats import Thinker, service_with


async def test_a_rematch_once_per_finished_game_from_one_of_its_players(
    service: TableService,
) -> None:
    game_id = await start(service, (ANN, BOB), target=10)
    # Not before the game is over.
    with pytest.raises(GameGone):
        await service.game_to_rematch(1, game_id, ANN)
    await play_out(service, game_id)
    with pytest.raises(NotYourGame, match="refusal-rematch-not-player"):
        await service.game_to_rematch(1, game_id, CAT)
    with pytest.raises(GameGone):  # another server's game number
        await service.game_to_rematch(2, game_id, ANN)
    finished = await service.game_to_rematch(1, game_id, BOB)
    assert finished.players == (ANN, BOB)
    # Bob asks: he challenges, Ann accepts as usual; the same rules.
    asked = ChallengeRequest(
        1,
        5,
        service.rematch_players(finished.players, BOB),
        finished.row.rules,
        finished.row.turn_seconds,
        rematch_of=game_id,
    )
    rematch = await service.challenge(asked)
    assert rematch.players == (BOB, ANN) and rematch.status is GameStatus.CHALLENGE
    assert rematch.row.rules == finished.row.rules and rematch.row.rules.target == 10
    # The second click, from either player, is told where the rematch is.
    for user in (ANN, BOB):
        with pytest.raises(RematchMade) as made:
            await service.game_to_rematch(1, game_id, user)
        assert made.value.game_id == rematch.id
    # Two clicks at once: the store lets only one through.
    again = ChallengeRequest(1, 6, (ANN, BOB), finished.row.rules, 600, rematch_of=game_id)
    with pytest.raises(RematchMade):
        await service.challenge(again)
    await service.accept(rematch.id, ANN)
    assert rematch.status is GameStatus.ACTIVE
    assert (await service.game_row(rematch.id)).status is GameStatus.ACTIVE  # type: ignore[union-attr]


def test_a_rematch_keeps_the_order_of_play_and_the_partners() -> None:
    turn = TableService.rematch_players
    assert turn((ANN, BOB), BOB) == (BOB, ANN)
    assert turn((ANN, BOB, CAT), CAT) == (CAT, ANN, BOB)
    # Partnerships: seats 0 and 2 partner 1 and 3, before and after.
    assert turn((ANN, BOB, CAT, DAN), BOB) == (BOB, CAT, DAN, ANN)


async def test_a_members_live_tables_in_one_server(service: TableService) -> None:
    playing = await start(service, (ANN, BOB))
    waiting = await service.challenge(ChallengeRequest(1, 6, (CAT, ANN), Rules(), 600))
    elsewhere = await service.challenge(ChallengeRequest(2, 7, (ANN, DAN), Rules(), 600))
    assert [t.id for t in service.member_tables(1, ANN)] == [playing, waiting.id]
    assert [t.id for t in service.member_tables(2, ANN)] == [elsewhere.id]
    assert service.member_tables(1, DAN) == []
    await service.decline(waiting.id, ANN)
    assert [t.id for t in service.member_tables(1, ANN)] == [playing]


async def test_a_table_is_posted_again_by_one_request_at_a_time(service: TableService) -> None:
    game_id = await start(service, (ANN, BOB))
    await service.set_table_message(game_id, 50)
    service.begin_move(game_id, ANN)
    with pytest.raises(TableError, match="refusal-move-under-way"):
        service.begin_move(game_id, BOB)  # while Ann's post is in flight
    service.end_move(game_id)  # her post failed: nothing moved
    service.begin_move(game_id, BOB)
    await service.move_table(game_id, BOB, 60)
    service.end_move(game_id)
    with pytest.raises(TableError, match="refusal-move-recent"):
        service.begin_move(game_id, ANN)  # and then once a minute, as before


async def test_moving_a_table_owes_the_old_message_an_edit_until_delivered(
    service: TableService,
) -> None:
    game_id = await start(service, (ANN, BOB))
    await service.set_table_message(game_id, 50)
    with pytest.raises(NotYourGame):
        service.check_move(game_id, CAT)
    first = await service.move_table(game_id, ANN, 60)
    assert first is not None and first.kind is PostKind.MOVED and first.message_id == 50
    table = service.get(game_id)
    assert table is not None and table.row.table_message_id == 60 and table.owed == 1
    with pytest.raises(TableError, match="refusal-move-recent"):
        await service.move_table(game_id, BOB, 70)
    service.clock.now += 61  # type: ignore[attr-defined]
    second = await service.move_table(game_id, BOB, 70)
    assert second is not None and second.message_id == 60 and second.seq == first.seq + 1
    # A restart finds the new message and both edits still owed.
    again = TableService(service.store, computer=no_computer, clock=service.clock)
    await again.load()
    assert [post for _, post in again.owed_posts()] == [first, second]
    assert again.get(game_id).row.table_message_id == 70  # type: ignore[union-attr]
    await service.posted(table, first)
    await service.posted(table, second)
    assert await service.store.pending_posts() == []


async def test_abandoning_takes_every_member_and_lapses(service: TableService) -> None:
    # Hour-long turns: the proposal lapses before anyone runs out of time.
    rules = rules_from_options(format="three")
    table = await service.challenge(ChallengeRequest(1, 5, (ANN, BOB, CAT), rules, 3600))
    game_id = table.id
    for member in (BOB, CAT):
        await service.accept(game_id, member)
    events: list[Event] = []
    service.subscribe(events.append)
    with pytest.raises(NotYourGame):
        await service.agree_to_abandon(game_id, DAN)
    proposal = await service.agree_to_abandon(game_id, BOB)
    assert proposal.waiting((ANN, BOB, CAT)) == [ANN, CAT] and not proposal.ended
    assert await service.agree_to_abandon(game_id, ANN, proposal.version) is proposal
    # It lapses after ten minutes (a tick withdraws it and tells the listeners).
    service.clock.now += PROPOSAL_SECONDS  # type: ignore[attr-defined]
    await service.tick()
    assert service.proposal(game_id) is None and events[-1].table.id == game_id
    with pytest.raises(ProposalClosed):
        await service.agree_to_abandon(game_id, CAT, proposal.version)
    # Keep playing withdraws it; so does a move.
    proposal = await service.agree_to_abandon(game_id, ANN)
    assert service.keep_playing(game_id, CAT, proposal.version) is proposal
    assert service.proposal(game_id) is None
    proposal = await service.agree_to_abandon(game_id, ANN)
    table = service.get(game_id)
    assert table is not None and table.game is not None
    mover = table.acting[0]
    move = simple_game_move(table.game, table.players.index(mover))
    await service.act(game_id, mover, table.view_version(mover), move)
    with pytest.raises(ProposalClosed):
        await service.agree_to_abandon(game_id, BOB, proposal.version)
    # All three agree: abandoned, unrated, no result.
    proposal = await service.agree_to_abandon(game_id, CAT)
    await service.agree_to_abandon(game_id, ANN, proposal.version)
    proposal = await service.agree_to_abandon(game_id, BOB, proposal.version)
    assert proposal.ended and table.status is GameStatus.ABANDONED
    assert table.row.end_reason == AGREED_TO_ABANDON
    assert await result_of(service.store, game_id) == []
    stored = await service.store.get_game(game_id)
    assert stored is not None and stored.status is GameStatus.ABANDONED


async def test_the_computer_always_agrees_to_abandon(tmp_path: Path) -> None:
    service = await service_with(tmp_path, Thinker())
    hard = computer_id(Level.HARD)
    table = await service.challenge(ChallengeRequest(1, 5, (ANN, hard), Rules(), 600))
    assert table.status is GameStatus.ACTIVE
    proposal = await service.agree_to_abandon(table.id, ANN)
    assert proposal.ended and table.status is GameStatus.ABANDONED
    await service.close()
    await service.store.close()


async def test_who_is_pinged_for_their_turn(service: TableService) -> None:
    pings = service.turn_pings
    assert pings(1, (BOB,), ANN, ()) == ([], [])  # nobody asked
    await service.choices.set_turn_ping(1, BOB, True)
    assert service.choices.wants_turn_ping(1, BOB) and not service.choices.wants_turn_ping(2, BOB)
    assert pings(1, (BOB,), ANN, ()) == ([BOB], [])  # his turn came
    assert pings(1, (BOB,), None, ()) == ([BOB], [])  # (the game's first turn)
    assert pings(1, (BOB,), BOB, ()) == ([], [])  # he drew: he's there, still his turn
    assert pings(1, (BOB,), ANN, (BOB,)) == ([], [])  # already pinged
    assert pings(1, (ANN,), BOB, (BOB,)) == ([], [BOB])  # he played: delete it
    assert pings(1, (), ANN, (BOB,)) == ([], [BOB])  # the game is over
    hard = computer_id(Level.HARD)
    assert pings(1, (hard, BOB), ANN, ()) == ([BOB], [])  # never the computer
    await service.choices.set_turn_ping(1, BOB, False)
    assert pings(1, (BOB,), ANN, ()) == ([], [])
