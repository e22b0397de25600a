"""The table service: live games in memory over the store, their locks, timers, proposals and
the outbox of public posts; it speaks no Discord and imports no backend."""

from bot.service.computer_worker import ComputerRunner
from bot.service.confirmations import (
    CONFIRM_SECONDS,
    ConfirmationRefused,
    Confirmations,
    Refusal,
)
from bot.service.tables import (
    AGREED_TO_ABANDON,
    AbandonProposal,
    ChallengeRequest,
    Event,
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
    Table,
    TableError,
    TableService,
    TimeRanOut,
    rules_from_options,
)

__all__ = [
    "AGREED_TO_ABANDON",
    "CONFIRM_SECONDS",
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
    "TimeRanOut",
    "rules_from_options",
]
