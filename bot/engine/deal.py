"""One deal (hand) of two-player gin rummy as a state object.

Seats are 0 and 1; the deal knows who dealt, nothing of the game around it. ``apply`` checks
legality and raises a typed error that names the rule, leaving the state unchanged. A deal is
stored as a replayable record (rules, dealer, deck order, actions); loading replays the actions
through the checked path, so a stored deal is validated again when it is loaded.

>>> import random
>>> deal = Deal.new(Rules(), dealer=0, rng=random.Random(7))
>>> deal.phase, deal.turn, deal.stock_size
(<Phase.FIRST_UPCARD: 'first upcard'>, 1, 31)
>>> deal.legal_actions()
(TakeDiscard(), PassUpcard())
>>> deal.apply(PassUpcard()); deal.turn
0
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from bot.engine.actions import (
    BIG_GIN,
    DISCARDS,
    DRAW_STOCK,
    GINS,
    KNOCKS,
    PASS_UPCARD,
    TAKE_DISCARD,
    Action,
    BigGin,
    DrawStock,
    Gin,
    IllegalActionError,
    InvalidActionError,
    Knock,
    NotYourTurnError,
    PassUpcard,
    TakeDiscard,
)
from bot.engine.cards import Card, Suit, cards_from_mask, shuffled_deck
from bot.engine.melds import (
    Arrangement,
    best_melds,
    min_deadwood,
    min_deadwood_after_discard,
)
from bot.engine.records import CorruptRecordError, is_full_deck, read_deck, read_header
from bot.engine.rules import OklahomaAce, Rules, Variant
from bot.engine.scoring import (
    Layoff,
    OutcomeKind,
    best_defence,
    knock_arrangement,
    knock_arrangements,
)

__all__ = ["Deal", "DealOutcome", "Phase", "PlayerView", "PublicView"]

SCHEMA_VERSION = 1


class Phase(Enum):
    FIRST_UPCARD = "first upcard"  # take the upcard or pass
    DRAW = "draw"
    DISCARD = "discard"  # discard, knock or go gin
    OVER = "over"


_DISCARDS, _KNOCKS, _GINS = DISCARDS, KNOCKS, GINS


@dataclass(frozen=True, slots=True)
class DealOutcome:
    """How a deal ended. ``points`` already include the Oklahoma spade doubling."""

    kind: OutcomeKind
    winner: int | None
    points: int
    multiplier: int = 1
    knocker: int | None = None
    discard: Card | None = None
    # Per seat, the showdown (None for a drawn deal: hands stay hidden).
    arrangements: tuple[Arrangement, Arrangement] | None = None
    layoffs: tuple[Layoff, ...] = ()

    @property
    def deadwoods(self) -> tuple[int, int] | None:
        if self.arrangements is None:
            return None
        return self.arrangements[0].deadwood, self.arrangements[1].deadwood


@dataclass(frozen=True, slots=True)
class PublicView:
    """What anyone at the table may know: no hand, no stock order."""

    dealer: int
    phase: Phase
    turn: int | None
    upcard: Card
    discard_pile: tuple[Card, ...]
    stock_size: int
    card_counts: tuple[int, int]
    taken_from_pile: tuple[tuple[Card, ...], tuple[Card, ...]]  # still held, per seat
    knock_limit: int | None
    multiplier: int
    last_action: tuple[int, Action] | None
    outcome: DealOutcome | None
    stock_only: bool = False  # both passed the upcard: this first draw comes from the stock
    # Every move so far, by seat: all public (a draw from the stock names no card).
    history: tuple[tuple[int, Action], ...] = ()


@dataclass(frozen=True, slots=True)
class PlayerView:
    """What one seat may know: the public view plus its own hand and its legal actions."""

    seat: int
    hand: tuple[Card, ...]
    legal_actions: tuple[Action, ...]
    just_taken: Card | None
    table: PublicView
    # To discard now: each card that may go, with the deadwood it leaves, best first (the least
    # deadwood, then the higher card); empty unless it is this seat's turn to discard.
    discards: tuple[tuple[Card, int], ...] = ()
    # The card this seat drew this turn, from the stock or the pile (``just_taken`` says which:
    # it is the same card when it came from the pile); None unless it is to discard now.
    just_drawn: Card | None = None

    @property
    def best_discard(self) -> tuple[Card, int] | None:
        return self.discards[0] if self.discards else None

    @property
    def opponent_card_count(self) -> int:
        return self.table.card_counts[1 - self.seat]

    @property
    def opponent_took(self) -> tuple[Card, ...]:
        return self.table.taken_from_pile[1 - self.seat]


class Deal:
    """One deal: 10 cards each, an upcard, the stock; play until a knock, gin or a drawn stock."""

    def __init__(self, rules: Rules, dealer: int, deck: Sequence[Card]) -> None:
        if dealer not in (0, 1):
            raise ValueError(f"dealer must be seat 0 or 1, not {dealer!r}")
        if not is_full_deck(deck):
            raise ValueError("a deck must hold each of the 52 cards exactly once")
        self.rules = rules
        self.dealer = dealer
        self.deck: tuple[Card, ...] = tuple(deck)
        self._deck_text: str | None = None
        non_dealer = 1 - dealer
        hands = [0, 0]
        # Dealt one at a time, the non-dealer first.
        for i, card in enumerate(self.deck[:20]):
            hands[non_dealer if i % 2 == 0 else dealer] |= card.mask
        self._hands = hands
        self.upcard = self.deck[20]
        self._pile: list[Card] = [self.upcard]
        self._stock: list[Card] = list(reversed(self.deck[21:]))  # pop() draws the top
        self.phase = Phase.FIRST_UPCARD
        self.turn: int | None = non_dealer
        self._passes = 0
        self._stock_only = False
        self._just_taken: Card | None = None
        self._just_drawn: Card | None = None  # from the stock or the pile, until the discard
        self._from_pile = [0, 0]
        self.actions: list[tuple[int, Action]] = []
        self._outcome: DealOutcome | None = None
        self._legal: tuple[Action, ...] | None = None
        self.knock_limit, self.multiplier = _hand_limits(rules, self.upcard)

    @classmethod
    def new(cls, rules: Rules, dealer: int, rng: random.Random | None = None) -> Deal:
        """A freshly shuffled deal (cryptographic shuffle unless a seeded rng is given)."""
        return cls(rules, dealer, shuffled_deck(rng))

    # -- reading the state -------------------------------------------------------------------

    @property
    def stock_size(self) -> int:
        return len(self._stock)

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        return tuple(self._pile)

    @property
    def non_dealer(self) -> int:
        return 1 - self.dealer

    @property
    def deck_text(self) -> str:
        """The deck as records store it (joined once: every save writes it)."""
        if self._deck_text is None:
            self._deck_text = " ".join(c.code for c in self.deck)
        return self._deck_text

    def hand(self, seat: int) -> tuple[Card, ...]:
        return cards_from_mask(self._hands[seat])

    def hand_mask(self, seat: int) -> int:
        return self._hands[seat]

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def outcome(self) -> DealOutcome | None:
        return self._outcome

    def legal_actions(self) -> tuple[Action, ...]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def _compute_legal(self) -> tuple[Action, ...]:
        if self.phase is Phase.FIRST_UPCARD:
            return (TAKE_DISCARD, PASS_UPCARD)
        if self.phase is Phase.DRAW:
            return (DRAW_STOCK,) if self._stock_only else (DRAW_STOCK, TAKE_DISCARD)
        if self.phase is Phase.OVER:
            return ()
        assert self.turn is not None
        hand = self._hands[self.turn]
        allowed = [c for c in cards_from_mask(hand) if c != self._just_taken]
        legal: list[Action] = [_DISCARDS[c.index] for c in allowed]
        limit = self.knock_limit
        ends: list[Action] = []
        # A quick lower bound first: most turns cannot knock at all.
        if min_deadwood_after_discard(hand) <= max(limit, 0):
            for card in allowed:
                deadwood = min_deadwood(hand & ~card.mask)
                if deadwood == 0:
                    ends.append(_GINS[card.index])
                elif deadwood <= limit:
                    ends.append(_KNOCKS[card.index])
        if self.rules.big_gin_bonus is not None and min_deadwood(hand) == 0:
            ends.append(BIG_GIN)
        return tuple(legal + ends)

    def knock_options(self, card: Card) -> list[Arrangement]:
        """The arrangements the player to move may lay down when knocking with ``card``,
        the automatic choice first (empty if that knock is not legal)."""
        if self.turn is None or _KNOCKS[card.index] not in self.legal_actions():
            return []
        exclude = sum(c.mask for c in self._pile)
        return knock_arrangements(self._hands[self.turn] & ~card.mask, self.knock_limit, exclude)

    def copy(self) -> Deal:
        """An independent copy: applying an action to it leaves this deal as it is.

        >>> deal = Deal.new(Rules(), dealer=0, rng=random.Random(7))
        >>> twin = deal.copy(); twin.apply(PassUpcard())
        >>> len(deal.actions), len(twin.actions)
        (0, 1)
        """
        twin = copy.copy(self)
        twin._hands, twin._from_pile = list(self._hands), list(self._from_pile)
        twin._pile, twin._stock = list(self._pile), list(self._stock)
        twin.actions = list(self.actions)
        return twin

    # -- changing the state ------------------------------------------------------------------

    def apply(self, action: Action, seat: int | None = None) -> None:
        """Apply a legal action (of ``seat``, if given); raise without changing anything if not."""
        if seat is not None and seat != self.turn:
            if self.phase is Phase.OVER:
                raise IllegalActionError("the deal is over", "deal-over")
            raise NotYourTurnError(
                f"it is not your turn: seat {self.turn} is to play", "not-your-turn"
            )
        self._check(action)
        self._apply(action)

    def _check(self, action: Action) -> None:
        if not isinstance(action, Action):
            raise IllegalActionError(f"{action!r} is not an action", "not-an-action")
        if self.phase is Phase.OVER:
            raise IllegalActionError("the deal is over", "deal-over")
        if action in self.legal_actions():
            return
        if (
            isinstance(action, Knock)
            and action.melds is not None
            and Knock(action.card) in (self.legal_actions())
        ):
            self._check_knock_melds(action)
            return
        raise self._why_illegal(action)

    def _check_knock_melds(self, action: Knock) -> None:
        assert self.turn is not None and action.melds is not None
        kept = self._hands[self.turn] & ~action.card.mask
        used = 0
        for meld in action.melds:
            if meld.mask & used:
                raise IllegalActionError("a card may belong to only one meld", "meld-twice")
            if meld.mask & ~kept:
                raise IllegalActionError(
                    f"[{meld}] uses a card you would not be holding", "meld-not-held", meld=meld
                )
            used |= meld.mask
        arrangement = _arrangement_from(kept, action.melds)
        if arrangement.deadwood > self.knock_limit:
            raise IllegalActionError(
                f"those melds leave {arrangement.deadwood} deadwood; the knock limit is "
                f"{self.knock_limit}",
                "melds-knock-limit",
                deadwood=arrangement.deadwood,
                limit=self.knock_limit,
            )

    def _why_illegal(self, action: Action) -> IllegalActionError:
        phase = self.phase
        if phase is Phase.FIRST_UPCARD:
            return IllegalActionError("the first draw: take the upcard or pass", "first-draw")
        if phase is Phase.DRAW:
            if isinstance(action, TakeDiscard):
                return IllegalActionError(
                    "both players passed the upcard, so this first draw comes from the stock",
                    "stock-only",
                )
            return IllegalActionError(
                "draw a card first, from the stock or the discard pile", "draw-first"
            )
        assert self.turn is not None
        if isinstance(action, (DrawStock, TakeDiscard, PassUpcard)):
            return IllegalActionError(
                "you have drawn already: discard a card (or knock)", "drawn-already"
            )
        if isinstance(action, BigGin):
            if self.rules.big_gin_bonus is None:
                return IllegalActionError(
                    "big gin is not played with these rules: discard and go gin", "no-big-gin"
                )
            return IllegalActionError("big gin needs all eleven cards melded", "big-gin-eleven")
        card = action.card  # type: ignore[attr-defined]
        hand = self._hands[self.turn]
        if not card.mask & hand:
            return IllegalActionError(f"{card} is not in your hand", "not-in-hand", card=card)
        if card == self._just_taken:
            return IllegalActionError(
                f"{card} was just taken from the discard pile: discard another card",
                "just-taken",
                card=card,
            )
        deadwood = min_deadwood(hand & ~card.mask)
        if isinstance(action, Gin):
            return IllegalActionError(
                f"discarding {card} leaves {deadwood} deadwood; gin needs 0",
                "gin-deadwood",
                card=card,
                deadwood=deadwood,
            )
        if isinstance(action, Knock):
            if self.rules.variant is Variant.STRAIGHT:
                return IllegalActionError(
                    "knocking is not allowed in Straight gin: you must go gin", "straight-gin"
                )
            if deadwood == 0:
                return IllegalActionError(
                    f"discarding {card} leaves no deadwood: that is gin, not a knock",
                    "knock-is-gin",
                    card=card,
                )
            if self.knock_limit <= 0:
                return IllegalActionError("this hand's upcard allows gin only", "gin-only")
            return IllegalActionError(
                f"discarding {card} leaves {deadwood} deadwood; the knock limit is "
                f"{self.knock_limit}",
                "knock-limit",
                card=card,
                deadwood=deadwood,
                limit=self.knock_limit,
            )
        return IllegalActionError(f"{action} is not allowed now", "not-now", action=action)

    def _apply(self, action: Action) -> None:
        seat = self.turn
        assert seat is not None
        self._legal = None
        self.actions.append((seat, action))
        if isinstance(action, PassUpcard):
            self._passes += 1
            if self._passes == 1:
                self.turn = self.dealer
            else:
                self.turn, self.phase, self._stock_only = self.non_dealer, Phase.DRAW, True
        elif isinstance(action, TakeDiscard):
            card = self._pile.pop()
            self._hands[seat] |= card.mask
            self._from_pile[seat] |= card.mask
            self._just_taken = self._just_drawn = card
            self.phase = Phase.DISCARD
        elif isinstance(action, DrawStock):
            drawn = self._stock.pop()
            self._hands[seat] |= drawn.mask
            self._just_taken, self._just_drawn = None, drawn
            self.phase, self._stock_only = Phase.DISCARD, False
        elif isinstance(action, BigGin):
            self._finish_gin(seat, None)
        else:
            card = action.card  # type: ignore[attr-defined]
            self._hands[seat] &= ~card.mask
            self._from_pile[seat] &= ~card.mask
            self._pile.append(card)
            self._just_taken = self._just_drawn = None
            if isinstance(action, Gin):
                self._finish_gin(seat, card)
            elif isinstance(action, Knock):
                self._finish_knock(seat, card, action.melds)
            elif len(self._stock) <= 2:
                # The drawer of the third-to-last card discarded without knocking.
                self._end(DealOutcome(OutcomeKind.DRAW, None, 0, self.multiplier))
            else:
                self.turn, self.phase = 1 - seat, Phase.DRAW

    def _finish_gin(self, seat: int, discard: Card | None) -> None:
        mine = best_melds(self._hands[seat])
        theirs = best_melds(self._hands[1 - seat])
        bonus = self.rules.gin_bonus if discard is not None else self.rules.big_gin_bonus
        assert bonus is not None
        kind = OutcomeKind.GIN if discard is not None else OutcomeKind.BIG_GIN
        points = (bonus + theirs.deadwood) * self.multiplier
        self._end(
            DealOutcome(
                kind, seat, points, self.multiplier, seat, discard, _by_seat(seat, mine, theirs)
            )
        )

    def _finish_knock(self, seat: int, discard: Card, melds: Sequence[Any] | None) -> None:
        kept = self._hands[seat]
        if melds is None:
            # Cards in the discard pile cannot be laid off, so they are no layoff spots.
            exclude = sum(c.mask for c in self._pile)
            mine = knock_arrangement(kept, exclude)
        else:
            mine = _arrangement_from(kept, melds)
        defence = best_defence(self._hands[1 - seat], mine.melds)
        knocker_dw, defender_dw = mine.deadwood, defence.deadwood
        if defender_dw <= knocker_dw:  # a tie is an undercut
            kind, winner = OutcomeKind.UNDERCUT, 1 - seat
            points = self.rules.undercut_bonus + knocker_dw - defender_dw
        else:
            kind, winner, points = OutcomeKind.KNOCK, seat, defender_dw - knocker_dw
        self._end(
            DealOutcome(
                kind,
                winner,
                points * self.multiplier,
                self.multiplier,
                seat,
                discard,
                _by_seat(seat, mine, defence.arrangement),
                defence.layoffs,
            )
        )

    def _end(self, outcome: DealOutcome) -> None:
        self._outcome, self.phase, self.turn, self._legal = outcome, Phase.OVER, None, None

    # -- views -------------------------------------------------------------------------------

    def public_view(self) -> PublicView:
        return PublicView(
            dealer=self.dealer,
            phase=self.phase,
            turn=self.turn,
            upcard=self.upcard,
            discard_pile=tuple(self._pile),
            stock_size=len(self._stock),
            card_counts=(self._hands[0].bit_count(), self._hands[1].bit_count()),
            taken_from_pile=(
                cards_from_mask(self._from_pile[0]),
                cards_from_mask(self._from_pile[1]),
            ),
            knock_limit=None if self.rules.variant is Variant.STRAIGHT else self.knock_limit,
            multiplier=self.multiplier,
            last_action=self.actions[-1] if self.actions else None,
            outcome=self._outcome,
            stock_only=self.phase is Phase.DRAW and self._stock_only,
            history=tuple(self.actions),
        )

    def view_for(self, seat: int) -> PlayerView:
        if seat not in (0, 1):
            raise ValueError(f"seat must be 0 or 1, not {seat!r}")
        to_discard = seat == self.turn and self.phase is Phase.DISCARD
        return PlayerView(
            seat=seat,
            hand=cards_from_mask(self._hands[seat]),
            legal_actions=self.legal_actions() if seat == self.turn else (),
            just_taken=self._just_taken if seat == self.turn else None,
            table=self.public_view(),
            discards=self._discards(seat) if to_discard else (),
            just_drawn=self._just_drawn if to_discard else None,
        )

    def _discards(self, seat: int) -> tuple[tuple[Card, int], ...]:
        hand = self._hands[seat]
        left = [
            (card, min_deadwood(hand & ~card.mask))
            for card in cards_from_mask(hand)
            if card != self._just_taken
        ]
        return tuple(sorted(left, key=lambda x: (x[1], -x[0].value, x[0].index)))

    # -- records -----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA_VERSION,
            "type": "deal",
            "rules": self.rules.to_dict(),
            "dealer": self.dealer,
            "deck": self.deck_text,
            "actions": [action.notation for _, action in self.actions],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Deal:
        """Rebuild a deal by replaying its record through the checked path."""
        rules = read_header(data, "deal", (SCHEMA_VERSION,))
        return cls.from_parts(rules, data.get("dealer"), data.get("deck"), data.get("actions"))

    @classmethod
    def from_parts(cls, rules: Rules, dealer: Any, deck_text: Any, actions: Any) -> Deal:
        if dealer not in (0, 1) or isinstance(dealer, bool):
            raise CorruptRecordError(f"deal record has a bad dealer {dealer!r}")
        deck = read_deck(deck_text, "deal record")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise CorruptRecordError("deal record's actions must be a list of strings")
        deal = cls(rules, dealer, deck)
        for number, text in enumerate(actions, start=1):
            try:
                deal.apply(Action.parse(text))
            except (InvalidActionError, IllegalActionError) as exc:
                raise CorruptRecordError(f"deal record action {number} ({text!r}): {exc}") from None
        return deal

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Deal:
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, TypeError) as exc:
            raise CorruptRecordError(f"a deal record is not valid JSON: {exc}") from None
        return cls.from_dict(data)

    def __repr__(self) -> str:
        return (
            f"<Deal dealer={self.dealer} phase={self.phase.value!r} turn={self.turn} "
            f"stock={len(self._stock)} actions={len(self.actions)}>"
        )


def _hand_limits(rules: Rules, upcard: Card) -> tuple[int, int]:
    """(knock limit, score multiplier) for a deal; -1 means no knocking at all."""
    if rules.variant is Variant.STRAIGHT:
        return -1, 1
    if rules.variant is Variant.OKLAHOMA:
        limit = upcard.value
        if limit == 1 and rules.oklahoma_ace is OklahomaAce.GIN_ONLY:
            limit = 0
        return limit, 2 if upcard.suit is Suit.SPADES else 1
    return rules.knock_limit, 1


def _arrangement_from(kept: int, melds: Sequence[Any]) -> Arrangement:
    used = sum(m.mask for m in melds)
    return Arrangement(tuple(sorted(melds, key=lambda m: m.cards)), cards_from_mask(kept & ~used))


def _by_seat(seat: int, mine: Arrangement, theirs: Arrangement) -> tuple[Arrangement, Arrangement]:
    return (mine, theirs) if seat == 0 else (theirs, mine)
