"""A game to the target: a cut for the first deal, deals one after another, the score sheet.

The game creates deals and scores them; a deal knows nothing of the target. Players are indexes
into ``players`` (opaque ids chosen by the caller). With two players, deal seat = player index.

>>> import random
>>> game = Game.new(Rules(target=10), ("ann", "bob"), rng=random.Random(1))
>>> game.cuts  # each player cut a card; the lower rank deals
((Card.parse('JH'), Card.parse('TS')),)
>>> game.deal.dealer  # bob cut the ten
1
"""

from __future__ import annotations

import copy
import json
import random
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from bot.engine.actions import Action, IllegalActionError
from bot.engine.cards import Card, InvalidCardError, shuffled_deck
from bot.engine.deal import (
    SCHEMA_VERSION,
    CorruptRecordError,
    Deal,
    DealOutcome,
    PlayerView,
    read_header,
)
from bot.engine.deal import PublicView as DealPublicView
from bot.engine.rules import DealerPolicy, Rules
from bot.engine.scoring import OutcomeKind

__all__ = ["Ending", "Game", "GameOutcome", "GameOverError", "GameView", "HandResult"]


class GameOverError(IllegalActionError):
    """An action on a game that has ended."""


class Ending(Enum):
    TARGET = "target"  # someone reached the target
    FORFEIT = "forfeit"  # resigned or ran out of time


@dataclass(frozen=True, slots=True)
class HandResult:
    """One scored deal as it appears on the score sheet (players, not seats)."""

    number: int
    dealer: int
    kind: OutcomeKind
    winner: int | None
    points: int


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """The final sheet: hand points, boxes, bonuses, grand totals, and the winner."""

    ending: Ending
    winner: int
    points: tuple[int, ...]  # running totals of hand points
    boxes: tuple[int, ...]  # hands won
    box_points: tuple[int, ...]
    game_bonus: tuple[int, ...]
    shutout: bool
    grand_totals: tuple[int, ...]
    forfeited_by: int | None = None
    reason: str | None = None


@dataclass(frozen=True, slots=True)
class GameView:
    """What one player (or, with ``player`` None, a spectator) may know of the game."""

    player: int | None
    players: tuple[str, ...]
    rules: Rules
    scores: tuple[int, ...]
    boxes: tuple[int, ...]
    history: tuple[HandResult, ...]
    deal_number: int
    table: DealPublicView
    hand: PlayerView | None
    outcome: GameOutcome | None


class Game:
    """A two-player game to ``rules.target``."""

    def __init__(
        self,
        rules: Rules,
        players: Sequence[str],
        cuts: Sequence[tuple[Card, Card]],
        rng: random.Random | None = None,
        *,
        deal_first: bool = True,
    ) -> None:
        if len(players) != 2 or len(set(players)) != 2:
            raise ValueError("a game needs two different players")
        if (
            not cuts
            or any(a.rank == b.rank for a, b in cuts[-1:])
            or any(a.rank != b.rank for a, b in cuts[:-1])
        ):
            raise ValueError("the cut must end with two different ranks, earlier rounds tied")
        self.rules = rules
        self.players: tuple[str, ...] = tuple(players)
        self.cuts: tuple[tuple[Card, Card], ...] = tuple(cuts)
        self._rng = rng
        self.scores = [0, 0]
        self.boxes = [0, 0]
        self.history: list[HandResult] = []
        self._outcome: GameOutcome | None = None
        self.deals: list[Deal] = []
        if deal_first:
            self._start_deal(self._next_dealer())

    @classmethod
    def new(cls, rules: Rules, players: Sequence[str], rng: random.Random | None = None) -> Game:
        """Cut for the deal (the lower card deals, ties cut again) and deal the first hand."""
        rng = rng or secrets.SystemRandom()
        cuts = []
        while True:
            deck = shuffled_deck(rng)
            cuts.append((deck[0], deck[1]))
            if deck[0].rank != deck[1].rank:
                break
        return cls(rules, players, cuts, rng)

    # -- reading -----------------------------------------------------------------------------

    @property
    def deal(self) -> Deal:
        """The current deal (after the end of the game, the last one)."""
        return self.deals[-1]

    @property
    def is_over(self) -> bool:
        return self._outcome is not None

    def outcome(self) -> GameOutcome | None:
        return self._outcome

    @property
    def turn(self) -> int | None:
        """The player to act, or None when the game is over."""
        return None if self._outcome else self.deal.turn

    def scores_after(self, deal_number: int) -> tuple[int, ...]:
        """The running score as it stood when deal ``deal_number`` (1-based) was scored.

        >>> game = Game.new(Rules(target=10), ("ann", "bob"), rng=random.Random(1))
        >>> game.scores_after(0)
        (0, 0)
        """
        scores = [0] * len(self.players)
        for result in self.history:
            if result.number > deal_number:
                break
            if result.winner is not None:
                scores[result.winner] += result.points
        return tuple(scores)

    def copy(self) -> Game:
        """An independent copy (finished deals are shared: they never change again); applying
        an action to it leaves this game as it is. The shuffling RNG is shared."""
        twin = copy.copy(self)
        twin.scores, twin.boxes = list(self.scores), list(self.boxes)
        twin.history = list(self.history)
        twin.deals = [*self.deals[:-1], self.deals[-1].copy()] if self.deals else []
        return twin

    def view_for(self, player: int | None) -> GameView:
        """A player's view (own hand and legal actions); ``None`` for the public view."""
        if player not in (None, 0, 1):
            raise ValueError(f"player must be 0, 1 or None, not {player!r}")
        return GameView(
            player=player,
            players=self.players,
            rules=self.rules,
            scores=tuple(self.scores),
            boxes=tuple(self.boxes),
            history=tuple(self.history),
            deal_number=len(self.deals),
            table=self.deal.public_view(),
            hand=None if player is None else self.deal.view_for(player),
            outcome=self._outcome,
        )

    def public_view(self) -> GameView:
        return self.view_for(None)

    # -- playing -----------------------------------------------------------------------------

    def apply(self, action: Action, player: int | None = None) -> DealOutcome | None:
        """Apply ``action`` (for ``player`` if given) to the current deal. When it ends the
        deal, score it, start the next one (unless the game is over) and return its outcome."""
        if self._outcome is not None:
            raise GameOverError("the game is over")
        deal = self.deal
        deal.apply(action, player)
        outcome = deal.outcome()
        if outcome is not None:
            self._score(deal, outcome)
            if self._outcome is None:
                self._start_deal(self._next_dealer())
        return outcome

    def resign(self, player: int, reason: str = "resigned") -> GameOutcome:
        """``player`` gives up (or ran out of time): the other player wins by forfeit."""
        if self._outcome is not None:
            raise GameOverError("the game is over")
        if player not in (0, 1):
            raise ValueError(f"player must be 0 or 1, not {player!r}")
        self._outcome = GameOutcome(
            ending=Ending.FORFEIT,
            winner=1 - player,
            points=tuple(self.scores),
            boxes=tuple(self.boxes),
            box_points=(0, 0),
            game_bonus=(0, 0),
            shutout=False,
            grand_totals=tuple(self.scores),
            forfeited_by=player,
            reason=reason,
        )
        return self._outcome

    def _score(self, deal: Deal, outcome: DealOutcome) -> None:
        self.history.append(
            HandResult(len(self.deals), deal.dealer, outcome.kind, outcome.winner, outcome.points)
        )
        if outcome.winner is None:
            return
        self.scores[outcome.winner] += outcome.points
        self.boxes[outcome.winner] += 1
        if self.scores[outcome.winner] >= self.rules.target:
            self._finish(outcome.winner)

    def _finish(self, reached: int) -> None:
        rules = self.rules
        box_points = tuple(rules.box_bonus * b for b in self.boxes)
        game_bonus = tuple(rules.game_bonus if p == reached else 0 for p in (0, 1))
        totals = [self.scores[p] + box_points[p] + game_bonus[p] for p in (0, 1)]
        # The higher grand total wins; on a tie, the player who reached the target.
        winner = reached if totals[reached] >= totals[1 - reached] else 1 - reached
        shutout = rules.shutout and self.scores[1 - winner] == 0
        if shutout:
            totals[winner] *= 2
        self._outcome = GameOutcome(
            Ending.TARGET,
            winner,
            tuple(self.scores),
            tuple(self.boxes),
            box_points,
            game_bonus,
            shutout,
            tuple(totals),
        )

    def _start_deal(self, dealer: int) -> None:
        self.deals.append(Deal(self.rules, dealer, shuffled_deck(self._rng)))

    # -- records -----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        forfeit = None
        if self._outcome is not None and self._outcome.ending is Ending.FORFEIT:
            forfeit = {"player": self._outcome.forfeited_by, "reason": self._outcome.reason}
        return {
            "schema": SCHEMA_VERSION,
            "type": "game",
            "rules": self.rules.to_dict(),
            "players": list(self.players),
            "cuts": [f"{a.code} {b.code}" for a, b in self.cuts],
            "deals": [
                {
                    "dealer": d.dealer,
                    "deck": d.deck_text,
                    "actions": [a.notation for _, a in d.actions],
                }
                for d in self.deals
            ],
            "forfeit": forfeit,
        }

    @classmethod
    def from_dict(cls, data: Any, rng: random.Random | None = None) -> Game:
        """Rebuild a game by replaying every deal through the checked path."""
        rules = read_header(data, "game")
        players = data.get("players")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise CorruptRecordError("game record's players must be a list of ids")
        try:
            cuts = [_parse_cut(text) for text in data.get("cuts") or []]
            game = cls(rules, players, cuts, rng, deal_first=False)
        except (InvalidCardError, ValueError, TypeError) as exc:
            raise CorruptRecordError(f"game record has a bad cut or players: {exc}") from None
        deals = data.get("deals")
        if not isinstance(deals, list) or not deals:
            raise CorruptRecordError("game record has no deals")
        for number, record in enumerate(deals, start=1):
            if not isinstance(record, dict):
                raise CorruptRecordError(f"game record deal {number} is not an object")
            if game.is_over:
                raise CorruptRecordError(f"game record has deal {number} after the game ended")
            expected = game._next_dealer()
            if record.get("dealer") != expected:
                raise CorruptRecordError(
                    f"game record deal {number} is dealt by {record.get('dealer')!r}, "
                    f"the rules say player {expected}"
                )
            try:
                deal = Deal.from_parts(rules, expected, record.get("deck"), record.get("actions"))
            except CorruptRecordError as exc:
                raise CorruptRecordError(f"game record deal {number}: {exc}") from None
            game.deals.append(deal)
            outcome = deal.outcome()
            if outcome is None and number < len(deals):
                raise CorruptRecordError(f"game record deal {number} is unfinished")
            if outcome is not None:
                game._score(deal, outcome)
        if game.deal.is_over and not game.is_over:
            raise CorruptRecordError("game record stops between deals")
        forfeit = data.get("forfeit")
        if forfeit is not None:
            if not isinstance(forfeit, dict) or forfeit.get("player") not in (0, 1):
                raise CorruptRecordError("game record has a bad forfeit")
            game.resign(forfeit["player"], str(forfeit.get("reason") or "resigned"))
        return game

    def _next_dealer(self) -> int:
        """Who deals the next deal, from the cut and the hands scored so far."""
        if not self.history:
            last = self.cuts[-1]
            return 0 if last[0].rank < last[1].rank else 1
        result = self.history[-1]
        if result.winner is None:
            return result.dealer  # a drawn deal: the same dealer deals again
        if self.rules.dealer is DealerPolicy.WINNER:
            return result.winner
        return 1 - result.dealer

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str, rng: random.Random | None = None) -> Game:
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, TypeError) as exc:
            raise CorruptRecordError(f"a game record is not valid JSON: {exc}") from None
        return cls.from_dict(data, rng)

    def __repr__(self) -> str:
        return (
            f"<Game players={self.players!r} scores={tuple(self.scores)} "
            f"deal={len(self.deals)} over={self.is_over}>"
        )


def _parse_cut(text: Any) -> tuple[Card, Card]:
    if not isinstance(text, str) or len(text.split()) != 2:
        raise ValueError(f"a cut is two cards, not {text!r}")
    a, b = text.split()
    return Card.parse(a), Card.parse(b)
