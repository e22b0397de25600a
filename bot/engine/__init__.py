"""The rules of gin rummy: pure Python, no I/O, no asyncio, no discord.

>>> from bot.engine import parse_cards, best_melds
>>> best_melds(parse_cards("AS 2S 3S 7H 7D 7C KD QD JD 5C")).deadwood
5
"""

from bot.engine.actions import (
    Action,
    BigGin,
    Discard,
    DrawStock,
    Gin,
    IllegalActionError,
    InvalidActionError,
    Knock,
    NotYourTurnError,
    PassUpcard,
    TakeDiscard,
)
from bot.engine.cards import (
    Card,
    InvalidCardError,
    Rank,
    Suit,
    format_cards,
    new_deck,
    parse_cards,
    shuffled_deck,
)
from bot.engine.deal import CorruptRecordError, Deal, DealOutcome, Phase, PlayerView, PublicView
from bot.engine.game import Ending, Game, GameOutcome, GameOverError, GameView, HandResult
from bot.engine.melds import (
    Arrangement,
    BestDiscard,
    Meld,
    MeldKind,
    all_arrangements,
    best_discard,
    best_melds,
    deadwood_value,
)
from bot.engine.rules import PRESETS, DealerPolicy, OklahomaAce, Rules, RulesError, Variant
from bot.engine.scoring import Defence, Layoff, OutcomeKind, best_defence, knock_arrangements

__all__ = [
    "PRESETS",
    "Action",
    "Arrangement",
    "BestDiscard",
    "BigGin",
    "Card",
    "CorruptRecordError",
    "Deal",
    "DealOutcome",
    "DealerPolicy",
    "Defence",
    "Discard",
    "DrawStock",
    "Ending",
    "Game",
    "GameOutcome",
    "GameOverError",
    "GameView",
    "Gin",
    "HandResult",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidCardError",
    "Knock",
    "Layoff",
    "Meld",
    "MeldKind",
    "NotYourTurnError",
    "OklahomaAce",
    "OutcomeKind",
    "PassUpcard",
    "Phase",
    "PlayerView",
    "PublicView",
    "Rank",
    "Rules",
    "RulesError",
    "Suit",
    "TakeDiscard",
    "Variant",
    "all_arrangements",
    "best_defence",
    "best_discard",
    "best_melds",
    "deadwood_value",
    "format_cards",
    "knock_arrangements",
    "new_deck",
    "parse_cards",
    "shuffled_deck",
]
