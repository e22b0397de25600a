"""The table service: live games in memory over the store, their locks, timers, proposals and
the outbox of public posts; it speaks no Discord, imports no backend and starts no worker (the
composition hands it the computer's thinker)."""

from bot.service.computer_turns import COMPUTER_PAUSE, Thinker
from bot.service.computer_worker import ComputerRunner, warm_when_needed
from bot.service.confirmations import (
    CONFIRM_SECONDS,
    ConfirmationRefused,
    Confirmations,
    Refusal,
)
from bot.service.errors import (
    GameGone,
    Hint,
    NotYourGame,
    NotYourTurn,
    ProposalClosed,
    Refused,
    RematchMade,
    SaveFailed,
    ShuttingDown,
    StaleView,
    TableError,
    TimeRanOut,
    rules_from_options,
)
from bot.service.proposals import AGREED_TO_ABANDON, PROPOSAL_SECONDS, AbandonProposal
from bot.service.results import stored_game
from bot.service.table import ChallengeRequest, Event, Table
from bot.service.tables import TableService

__all__ = [
    "AGREED_TO_ABANDON",
    "COMPUTER_PAUSE",
    "CONFIRM_SECONDS",
    "PROPOSAL_SECONDS",
    "AbandonProposal",
    "ChallengeRequest",
    "ComputerRunner",
    "ConfirmationRefused",
    "Confirmations",
    "Event",
    "GameGone",
    "Hint",
    "NotYourGame",
    "NotYourTurn",
    "ProposalClosed",
    "Refusal",
    "Refused",
    "RematchMade",
    "SaveFailed",
    "ShuttingDown",
    "StaleView",
    "Table",
    "TableError",
    "TableService",
    "Thinker",
    "TimeRanOut",
    "rules_from_options",
    "stored_game",
    "warm_when_needed",
]
