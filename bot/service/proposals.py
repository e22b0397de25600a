"""Proposals to abandon a game: kept in memory only (they last minutes, and a restart
withdraws them, which loses nothing of the game)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from bot.model import GameStatus
from bot.model.computer import is_computer
from bot.service.errors import ProposalClosed
from bot.service.table import Table

__all__ = ["AGREED_TO_ABANDON", "PROPOSAL_SECONDS", "AbandonProposal", "Proposals"]

PROPOSAL_SECONDS = 10 * 60  # a proposal to abandon a game lapses unless all agree by then
AGREED_TO_ABANDON = "the players agreed"  # the end reason of a game its players abandoned


@dataclass(slots=True)
class AbandonProposal:
    """A player's proposal to abandon a game (unrated, no result): it ends the game once every
    member at it agrees (the computer always does). A move (a new version), "keep playing" or
    its expiry withdraws it (a later click on it says so)."""

    game_id: int
    version: int  # the game's version when proposed
    by: int
    expires_at: float  # wall clock
    agreed: set[int] = field(default_factory=set)
    ended: bool = False  # everyone agreed: the game is abandoned

    def waiting(self, players: Sequence[int]) -> list[int]:
        return [p for p in players if p not in self.agreed]


class Proposals:
    """The open proposal of each game, judged against the table as it stands now."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock  # wall time: a proposal's minutes are the players' minutes
        self._open: dict[int, AbandonProposal] = {}

    def standing(self, game_id: int, table: Table | None) -> AbandonProposal | None:
        """The game's open proposal, if it still stands (``table``: the live table, if any)."""
        proposal = self._open.get(game_id)
        if proposal is None:
            return None
        if (
            table is None
            or table.status is not GameStatus.ACTIVE
            or table.version != proposal.version
            or self._clock() >= proposal.expires_at
        ):
            del self._open[game_id]
            return None
        return proposal

    def agree(self, table: Table, member_id: int, version: int | None) -> AbandonProposal:
        """``member_id`` agrees: with ``version`` None, to the open proposal or a new one;
        otherwise to the proposal made at that version (ProposalClosed if it is gone)."""
        proposal = self.standing(table.id, table)
        if version is not None and (proposal is None or proposal.version != version):
            raise ProposalClosed()
        if proposal is None:
            proposal = AbandonProposal(
                table.id,
                table.version,
                member_id,
                self._clock() + PROPOSAL_SECONDS,
                {p for p in table.players if is_computer(p)},
            )
            self._open[table.id] = proposal
        proposal.agreed.add(member_id)
        return proposal

    def withdraw(self, table: Table, version: int) -> AbandonProposal:
        """The proposal made at ``version`` is turned down (ProposalClosed if it is gone)."""
        proposal = self.standing(table.id, table)
        if proposal is None or proposal.version != version:
            raise ProposalClosed()
        del self._open[table.id]
        return proposal

    def close(self, game_id: int) -> None:
        """The game ended as proposed."""
        self._open.pop(game_id, None)

    def lapse(self) -> list[int]:
        """Withdraw the proposals past their time; returns their games."""
        now = self._clock()
        lapsed = [g for g, proposal in self._open.items() if now >= proposal.expires_at]
        for game_id in lapsed:
            del self._open[game_id]
        return lapsed
