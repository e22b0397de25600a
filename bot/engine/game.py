"""A game to the target for two, three or four players, as the rules' format says.

Every deal is heads-up. A :class:`Seating` says who plays it (its two seats mapped to players),
on which board and who dealt; the game creates deals, routes ``apply(action, player)`` to the
player's deal, and keeps the score sheet per player or per team:

- heads-up: two players, one game; the winner of a hand deals the next (or the deal alternates);
- three players: two play each hand and one sits out, by ``rules.rotation``: the dealer deals to
  the other two and sits out, the deal passing to the left (the next player); or the loser of a
  hand sits out the next, the one who sat out comes in and plays first, the winner deals;
- partnerships: players 0 and 2 against 1 and 3; each round is two deals side by side, each
  partner against one opponent, the pairings alternating every round; the partners' hand scores
  are added and the team with the larger sum scores the difference;
- Hollywood: two players, three games on one sheet: a player's first hand won scores in the
  lowest open game, the second in the two lowest, the third and later in every open game.

A drawn deal is dealt again by the same dealer to the same two players. The game ends when a
side reaches the target (Hollywood: when all three games have); every side (a player, or a team)
then gets a placement by grand total, ties sharing a place. The decisions behind the details are
in ``docs/rules.md``.

>>> import random
>>> game = Game.new(Rules(target=10), ("ann", "bob"), rng=random.Random(1))
>>> game.cuts  # each player cut a card; the lower rank deals
((Card.parse('JH'), Card.parse('TS')),)
>>> game.deal.dealer  # bob cut the ten
1
>>> three = Game.new(Rules(format=Format.THREE), ("ann", "bob", "cat"), rng=random.Random(2))
>>> three.sitting_out(), three.seatings[0].players  # the dealer sits out; the next plays first
(0, (1, 2))
"""

from __future__ import annotations

import copy
import json
import random
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from bot.engine.actions import Action, IllegalActionError, InvalidActionError, NotYourTurnError
from bot.engine.cards import Card, InvalidCardError, shuffled_deck
from bot.engine.deal import (
    SCHEMA_VERSION as DEAL_SCHEMA,
)
from bot.engine.deal import Deal, DealOutcome, PlayerView
from bot.engine.deal import PublicView as DealPublicView
from bot.engine.records import CorruptRecordError, read_deck, read_header
from bot.engine.rules import DealerPolicy, Format, Rotation, Rules
from bot.engine.scoring import OutcomeKind

__all__ = [
    "BoardView",
    "Ending",
    "Game",
    "GameContext",
    "GameOutcome",
    "GameOverError",
    "GameView",
    "HandResult",
    "ScoreLine",
    "Seating",
    "SheetView",
    "Standing",
]

SCHEMA = 2  # game records; schema 1 (two players, before formats) still loads
HOLLYWOOD_GAMES = 3
TEAMS = ((0, 2), (1, 3))  # partnerships: partners sit across


class GameOverError(IllegalActionError):
    """An action on a game that has ended."""


class Ending(Enum):
    TARGET = "target"  # someone reached the target
    FORFEIT = "forfeit"  # resigned or ran out of time


@dataclass(frozen=True, slots=True)
class Seating:
    """Who plays a deal: its board, its two seats' players, and who dealt it."""

    board: int  # 0; partnerships: 0 or 1 (the two deals of a round)
    players: tuple[int, int]  # seat -> player
    dealer_seat: int  # the seat that deals in the heads-up deal (the other plays first)
    dealer: int  # the player who dealt (three players, dealer sits out: not one of the two)

    def seat_of(self, player: int) -> int | None:
        return self.players.index(player) if player in self.players else None


@dataclass(frozen=True, slots=True)
class HandResult:
    """One finished deal as the score sheet sees it (players, not seats)."""

    number: int  # the deal's number in the game (1-based, in dealing order)
    round: int  # partnerships: two deals a round; otherwise each deal is its own round
    board: int
    players: tuple[int, int]  # seat -> player
    dealer: int
    kind: OutcomeKind
    winner: int | None  # None: a drawn deal
    knocker: int | None  # who knocked or went gin (None: a drawn deal)
    points: int

    @property
    def loser(self) -> int | None:
        if self.winner is None:
            return None
        return self.players[1 - self.players.index(self.winner)]


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of the paper score sheet, written when a deal ends: a hand won (partnerships: a
    round, once both its tables have a result) and what it added, or a drawn deal.

    ``totals`` are the running totals after it, per game (Hollywood: three) and per side.
    """

    deal: int  # the deal whose end wrote this line (partnerships: the round's last one)
    round: int
    results: tuple[HandResult, ...]  # the deal; partnerships: the round's two, by board
    side: int | None  # who scored (None: a drawn deal, or a round of equal sums)
    points: int  # what it added to that side, in each game it counts in
    games: tuple[int, ...]  # the games it counts in (0-based; Hollywood: one to three)
    closed: tuple[int, ...]  # the games it closed (someone reached the target there)
    won: int  # hands (partnerships: rounds) the side has won with this one; 0 if none scored
    sums: tuple[int, ...]  # partnerships: each team's sum of its partners' hands; else ()
    totals: tuple[tuple[int, ...], ...]

    @property
    def drawn(self) -> bool:
        return self.results[-1].winner is None


@dataclass(frozen=True, slots=True)
class SheetView:
    """The running score sheet: points and hands (boxes) won per side and per game."""

    sides: tuple[tuple[int, ...], ...]  # the players of each side (one player, or a team)
    points: tuple[tuple[int, ...], ...]  # per game (Hollywood: three), per side
    boxes: tuple[tuple[int, ...], ...]
    closed: tuple[bool, ...]  # per game: someone reached the target in it
    round: int

    @property
    def scores(self) -> tuple[int, ...]:
        """Points per side, all games together."""
        return tuple(sum(game[s] for game in self.points) for s in range(len(self.sides)))

    def side_of(self, player: int) -> int:
        return next(i for i, side in enumerate(self.sides) if player in side)


@dataclass(frozen=True, slots=True)
class Standing:
    """One side's line of the final sheet (of one game, or of the whole Hollywood sheet)."""

    side: int
    players: tuple[int, ...]
    points: int
    boxes: int
    box_points: int
    game_bonus: int
    doubled: bool  # shutout: the top total doubled
    grand_total: int
    place: int  # 1 is first; ties share a place


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """The final sheet: a standing per side (Hollywood: per game too) and how it ended."""

    ending: Ending
    standings: tuple[Standing, ...]  # by side
    games: tuple[tuple[Standing, ...], ...] = ()  # Hollywood: each game's own sheet
    forfeited_by: int | None = None  # the player
    reason: str | None = None

    def place_of(self, player: int) -> int:
        return next(s.place for s in self.standings if player in s.players)

    @property
    def winners(self) -> tuple[int, ...]:
        """The players placed first."""
        return tuple(p for s in self.standings if s.place == 1 for p in s.players)

    @property
    def shutout(self) -> bool:
        return any(s.doubled for s in (*self.standings, *(s for g in self.games for s in g)))


@dataclass(frozen=True, slots=True)
class BoardView:
    """A deal in play as anyone at the table may see it."""

    board: int
    number: int
    round: int  # partnerships: the round both deals of it share; otherwise the deal's number
    seating: Seating
    table: DealPublicView


@dataclass(frozen=True, slots=True)
class GameView:
    """What one player (or, with ``player`` None, a spectator) may know of the game."""

    player: int | None
    players: tuple[str, ...]
    rules: Rules
    sheet: SheetView
    history: tuple[HandResult, ...]
    deal_number: int  # the newest deal's number
    boards: tuple[BoardView, ...]  # the deals in play (when over: the last one(s))
    sitting_out: int | None  # three players: who sits out this hand
    hand: PlayerView | None  # the player's own deal (None: sitting out, or a spectator)
    board: int | None  # the player's board
    outcome: GameOutcome | None

    @property
    def scores(self) -> tuple[int, ...]:
        return self.sheet.scores

    @property
    def table(self) -> DealPublicView:
        """The player's deal as the table sees it (or the first board)."""
        for board in self.boards:
            if board.board == self.board:
                return board.table
        return self.boards[0].table


@dataclass(frozen=True, slots=True)
class GameContext:
    """The game around one player's deal in play, as that player may know it: what the
    computer decides with beside the deal's :class:`PlayerView` (which holds the player's hand
    and this deal's public history). Nothing in it is hidden from anyone at the table: the
    rules, the score sheet, and each earlier deal as the table saw it, to its showdown.

    It stays the same from the deal's first move to its last (the sheet changes only when a
    deal ends, and the deals it lists are those that had ended when this one was dealt: in a
    partnership round, the other board's deal ending meanwhile is not one of them), so it is
    a function of the stored game and the deal alone: a restart rebuilds the same one.
    """

    player: int  # whose: the game's player (0 is the challenger)
    rules: Rules  # the target, every bonus, the knock limit, the variant, the format
    sheet: SheetView  # the score sheet as it stands: points and boxes per side (and game)
    number: int  # this deal's number in the game (1-based)
    round: int  # the sheet's round it plays in (a partnership round's two deals share one)
    seating: Seating  # this deal's board, its two seats' players and who dealt
    # Every deal that had ended when this one was dealt, in the order they ended, each as the
    # table saw it at its end (its ``table.history``: who took or passed which upcard, every
    # discard, who drew from the stock; its ``table.outcome``: how it ended, the points and,
    # after a knock or gin, the cards shown at the showdown; a drawn deal shows no hand).
    past: tuple[BoardView, ...]

    @property
    def seat(self) -> int:
        """The player's seat in this deal."""
        seat = self.seating.seat_of(self.player)
        assert seat is not None
        return seat

    @property
    def opponent(self) -> int:
        """The player across the table in this deal."""
        return self.seating.players[1 - self.seat]

    @property
    def side(self) -> int:
        """The player's side on the sheet (a team's in partnerships)."""
        return self.sheet.side_of(self.player)

    @property
    def scores(self) -> tuple[int, ...]:
        """Points per side, as the sheet counts them (every game of a Hollywood sheet)."""
        return self.sheet.scores

    @classmethod
    def lone(cls, view: PlayerView, rules: Rules | None = None) -> GameContext:
        """A deal played on its own, outside any game (a benchmark's, a test's): as the first
        deal of a two-player game under ``rules``, nothing scored yet."""
        rules = rules or Rules()
        dealer = view.table.dealer
        zero = ((0, 0),)
        sheet = SheetView(((0,), (1,)), zero, zero, (False,), 1)
        return cls(view.seat, rules, sheet, 1, 1, Seating(0, (0, 1), dealer, dealer), ())


@dataclass(slots=True)
class _Column:
    """One game's points and hands won, per side."""

    points: list[int]
    boxes: list[int]
    reached: int | None = None  # the side that reached the target

    @classmethod
    def of(cls, sides: int) -> _Column:
        return cls([0] * sides, [0] * sides)


class Game:
    """A game of ``rules.format`` to ``rules.target``."""

    def __init__(
        self,
        rules: Rules,
        players: Sequence[str],
        cuts: Sequence[Sequence[Card]],
        rng: random.Random | None = None,
        *,
        decks: Sequence[Sequence[Card]] | None = None,
    ) -> None:
        count = rules.format.players
        if len(players) != count or len(set(players)) != count:
            raise ValueError(f"a {rules.format.value} game needs {count} different players")
        if not cuts or any(len(c) != count for c in cuts) or not _distinct(cuts[-1]):
            raise ValueError(f"the cut must end with {count} different ranks")
        if any(_distinct(c) for c in cuts[:-1]):
            raise ValueError("only a tied cut is cut again")
        self.rules = rules
        self.players: tuple[str, ...] = tuple(players)
        self.cuts: tuple[tuple[Card, ...], ...] = tuple(tuple(c) for c in cuts)
        self._rng = rng
        self._decks = None if decks is None else iter(decks)
        self.deals: list[Deal] = []
        self.seatings: list[Seating] = []
        self.deal_rounds: list[int] = []
        self.history: list[HandResult] = []
        self._sheet_after: dict[int, SheetView] = {}
        self._lines: list[ScoreLine] = []  # the paper sheet, a line per hand (round) scored
        sides = 2 if rules.format is Format.PARTNERSHIP else count
        games = HOLLYWOOD_GAMES if rules.format is Format.HOLLYWOOD else 1
        self._columns = [_Column.of(sides) for _ in range(games)]
        self._wins = [0] * count  # Hollywood: hands won so far, per player
        self._round = 1
        self._round_results: dict[int, HandResult] = {}
        self._first_dealer_team: tuple[int, ...] = ()
        self._outcome: GameOutcome | None = None
        self._live: list[int] = []  # deals dealt and maybe in play (at most two)
        # Views of this state by player (None: the public one): every answer of the bot reads
        # the same state's views several times. Cleared by whatever changes the state.
        self._views: dict[int | None, GameView] = {}
        # Per deal, how many deals had ended when it was dealt (what its contexts list).
        self._dealt_after: list[int] = []
        # Contexts by (player, deal index), and each ended deal's board: neither changes.
        self._contexts: dict[tuple[int, int], GameContext] = {}
        self._ended: dict[int, BoardView] = {}
        for seating in self._first_seatings():
            self._deal(seating)

    @classmethod
    def new(cls, rules: Rules, players: Sequence[str], rng: random.Random | None = None) -> Game:
        """Cut for the deal (each player a card, the lower deals; ties cut again), then deal."""
        rng = rng or secrets.SystemRandom()
        cuts: list[tuple[Card, ...]] = []
        while True:
            deck = shuffled_deck(rng)
            cuts.append(tuple(deck[: len(players)]))
            if _distinct(cuts[-1]):
                break
        return cls(rules, players, cuts, rng)

    # -- reading -----------------------------------------------------------------------------

    @property
    def format(self) -> Format:
        return self.rules.format

    @property
    def deal(self) -> Deal:
        """The newest deal (after the end of the game, the last one)."""
        return self.deals[-1]

    @property
    def is_over(self) -> bool:
        return self._outcome is not None

    def outcome(self) -> GameOutcome | None:
        return self._outcome

    def live(self) -> list[int]:
        """Indexes of the deals in play (none once the game is over)."""
        if self._outcome is not None:
            return []
        return [i for i in self._live if not self.deals[i].is_over]

    def to_act(self) -> tuple[int, ...]:
        """The players to act, one per deal in play."""
        out = []
        for i in self.live():
            turn = self.deals[i].turn
            if turn is not None:
                out.append(self.seatings[i].players[turn])
        return tuple(out)

    @property
    def turn(self) -> int | None:
        """The player to act when one deal is in play (None when over, or with two deals)."""
        acting = self.to_act()
        return acting[0] if len(acting) == 1 else None

    def deal_of(self, player: int) -> int | None:
        """The index of the deal in play that ``player`` sits in (None: sitting out)."""
        for i in self.live():
            if player in self.seatings[i].players:
                return i
        return None

    def step_of(self, player: int) -> tuple[int, int] | None:
        """(deal number, actions so far) of the player's deal in play: the state of their view.
        A move elsewhere (the other deal of a partnership round) does not change it."""
        index = self.deal_of(player)
        return None if index is None else (index + 1, len(self.deals[index].actions))

    def sitting_out(self) -> int | None:
        """Three players: who sits out the deal in play (or the last one)."""
        if self.format is not Format.THREE:
            return None
        seated = self.seatings[-1].players
        return next(p for p in range(3) if p not in seated)

    def legal_actions(self, player: int) -> tuple[Action, ...]:
        index = self.deal_of(player)
        if index is None:
            return ()
        deal, seat = self.deals[index], self.seatings[index].seat_of(player)
        return deal.legal_actions() if deal.turn == seat else ()

    def sheet(self) -> SheetView:
        if self.format is Format.PARTNERSHIP:
            sides: tuple[tuple[int, ...], ...] = TEAMS
        else:
            sides = tuple((p,) for p in range(len(self.players)))
        return SheetView(
            sides=sides,
            points=tuple(tuple(c.points) for c in self._columns),
            boxes=tuple(tuple(c.boxes) for c in self._columns),
            closed=tuple(c.reached is not None for c in self._columns),
            round=self._round,
        )

    @property
    def scores(self) -> tuple[int, ...]:
        return self.sheet().scores

    def score_lines(self) -> tuple[ScoreLine, ...]:
        """The paper sheet so far: a line per hand won or drawn (partnerships: per round
        scored), in the order they were written."""
        return tuple(self._lines)

    def line_of(self, deal_number: int) -> ScoreLine | None:
        """The line deal ``deal_number``'s end wrote (None: it wrote none, as the first table
        of a partnership round to finish)."""
        return next((line for line in self._lines if line.deal == deal_number), None)

    def sheet_after(self, deal_number: int) -> SheetView:
        """The score sheet as it stood when deal ``deal_number`` ended (0: before any)."""
        if deal_number in self._sheet_after:
            return self._sheet_after[deal_number]
        sheet = self.sheet()
        zero = tuple(tuple(0 for _ in col) for col in sheet.points)
        return SheetView(sheet.sides, zero, zero, tuple(False for _ in zero), 1)

    def view_for(self, player: int | None) -> GameView:
        """A player's view (own hand and legal actions; a partner's hand stays hidden);
        ``None`` for the public view."""
        if player is not None and not 0 <= player < len(self.players):
            raise ValueError(f"player must be 0-{len(self.players) - 1} or None, not {player!r}")
        view = self._views.get(player)
        if view is None:
            view = self._views[player] = self._view(player)
        return view

    def _view(self, player: int | None) -> GameView:
        live = self.live()
        shown = live or self._last_boards()
        boards = tuple(
            BoardView(
                self.seatings[i].board,
                i + 1,
                self.deal_rounds[i],
                self.seatings[i],
                self.deals[i].public_view(),
            )
            for i in shown
        )
        hand, board = None, None
        if player is not None:
            mine = [i for i in shown if player in self.seatings[i].players]
            if mine:
                index = mine[0]
                seat = self.seatings[index].seat_of(player)
                assert seat is not None
                hand, board = self.deals[index].view_for(seat), self.seatings[index].board
        return GameView(
            player=player,
            players=self.players,
            rules=self.rules,
            sheet=self.sheet(),
            history=tuple(self.history),
            deal_number=len(self.deals),
            boards=boards,
            sitting_out=self.sitting_out(),
            hand=hand,
            board=board,
            outcome=self._outcome,
        )

    def public_view(self) -> GameView:
        return self.view_for(None)

    def context_for(self, player: int) -> GameContext:
        """The game around ``player``'s deal in play (see :class:`GameContext`): the same
        value from the deal's first move to its last, kept once made."""
        index = self.deal_of(player)
        if index is None:
            raise ValueError(f"player {player!r} has no deal in play")
        context = self._contexts.get((player, index))
        if context is None:
            seating = self.seatings[index]
            ended = self.history[: self._dealt_after[index]]
            context = self._contexts[player, index] = GameContext(
                player,
                self.rules,
                self.sheet(),
                index + 1,
                self.deal_rounds[index],
                seating,
                tuple(self._ended_board(result.number - 1) for result in ended),
            )
        return context

    def _ended_board(self, index: int) -> BoardView:
        """An ended deal as the table saw it at its end."""
        board = self._ended.get(index)
        if board is None:
            seating = self.seatings[index]
            board = self._ended[index] = BoardView(
                seating.board,
                index + 1,
                self.deal_rounds[index],
                seating,
                self.deals[index].public_view(),
            )
        return board

    def _last_boards(self) -> list[int]:
        last_round = self.deal_rounds[-1]
        newest: dict[int, int] = {}
        for i, (seating, r) in enumerate(zip(self.seatings, self.deal_rounds, strict=True)):
            if r == last_round:
                newest[seating.board] = i
        return sorted(newest.values())

    # -- playing -----------------------------------------------------------------------------

    def apply(self, action: Action, player: int | None = None) -> DealOutcome | None:
        """Apply ``action`` for ``player`` (the only player to act, if not given) to their deal.
        When it ends the deal, score it, deal what comes next (unless the game is over) and
        return its outcome."""
        if self._outcome is not None:
            raise GameOverError("the game is over", "game-over")
        if player is None:
            acting = self.to_act()
            if len(acting) != 1:
                raise NotYourTurnError(
                    "two deals are in play: say whose action this is", "two-deals"
                )
            player = acting[0]
        index = self.deal_of(player)
        if index is None:
            raise NotYourTurnError("you sit out this hand", "sit-out")
        seat = self.seatings[index].seat_of(player)
        try:
            self.deals[index].apply(action, seat)
            return self._after(index)
        finally:
            self._views.clear()  # after the whole change: no view of a state halfway is kept

    def _after(self, index: int) -> DealOutcome | None:
        deal = self.deals[index]
        outcome = deal.outcome()
        if outcome is not None:
            self._finish_deal(index, outcome)
        return outcome

    def resign(self, player: int, reason: str = "resigned") -> GameOutcome:
        """``player`` gives up (or ran out of time): they (their team) are placed last, the
        others by their points so far."""
        if self._outcome is not None:
            raise GameOverError("the game is over", "game-over")
        if not 0 <= player < len(self.players):
            raise ValueError(f"no player {player!r}")
        sheet = self.sheet()
        loser = sheet.side_of(player)
        points = sheet.scores
        standings = []
        for side, members in enumerate(sheet.sides):
            boxes = sum(col.boxes[side] for col in self._columns)
            standings.append(
                Standing(side, members, points[side], boxes, 0, 0, False, points[side], 0)
            )
        others = [s for s in standings if s.side != loser]
        placed = [*_placed(others), _with_place(standings[loser], len(standings))]
        self._outcome = GameOutcome(
            Ending.FORFEIT,
            tuple(sorted(placed, key=lambda s: s.side)),
            forfeited_by=player,
            reason=reason,
        )
        self._views.clear()
        return self._outcome

    def copy(self) -> Game:
        """An independent copy (finished deals are shared: they never change again); applying
        an action to it leaves this game as it is. The shuffling RNG is shared."""
        twin = copy.copy(self)
        twin.deals = [d if d.is_over else d.copy() for d in self.deals]
        twin.seatings, twin.deal_rounds = list(self.seatings), list(self.deal_rounds)
        twin.history, twin._sheet_after = list(self.history), dict(self._sheet_after)
        twin._lines = list(self._lines)
        twin._columns = [_Column(list(c.points), list(c.boxes), c.reached) for c in self._columns]
        twin._wins, twin._round_results = list(self._wins), dict(self._round_results)
        twin._views = {}
        twin._dealt_after = list(self._dealt_after)
        twin._contexts, twin._ended = dict(self._contexts), dict(self._ended)
        return twin

    # -- dealing -----------------------------------------------------------------------------

    def _first_seatings(self) -> list[Seating]:
        cut = [c.rank for c in self.cuts[-1]]
        order = sorted(range(len(cut)), key=lambda p: cut[p])  # lowest first
        fmt = self.format
        if fmt is Format.THREE:
            if self.rules.rotation is Rotation.DEALER_SITS_OUT:
                return [_sits_out_dealer(order[0])]
            _sitter, dealer, other = order
            return [Seating(0, (other, dealer), 1, dealer)]
        if fmt is Format.PARTNERSHIP:
            first = []
            seatings = []
            for board, (a, b) in enumerate(_pairings(1)):
                dealer = a if cut[a] < cut[b] else b
                first.append(_team_of(dealer))
                seatings.append(_board_seating(board, a, b, dealer))
            self._first_dealer_team = tuple(first)
            return seatings
        dealer = order[0]
        return [Seating(0, (0, 1), dealer, dealer)]

    def _deal(self, seating: Seating) -> None:
        if self._decks is not None:
            deck = next(self._decks, None)
            if deck is None:
                raise CorruptRecordError("game record stops between deals")
        else:
            deck = shuffled_deck(self._rng)
        self.deals.append(Deal(self.rules, seating.dealer_seat, deck))
        self._dealt_after.append(len(self.history))
        self.seatings.append(seating)
        self.deal_rounds.append(self._round)
        self._live = [*(i for i in self._live if not self.deals[i].is_over), len(self.deals) - 1]

    def _finish_deal(self, index: int, outcome: DealOutcome) -> None:
        seating = self.seatings[index]
        result = HandResult(
            number=index + 1,
            round=self.deal_rounds[index],
            board=seating.board,
            players=seating.players,
            dealer=seating.dealer,
            kind=outcome.kind,
            winner=None if outcome.winner is None else seating.players[outcome.winner],
            knocker=None if outcome.knocker is None else seating.players[outcome.knocker],
            points=outcome.points,
        )
        self.history.append(result)
        fmt = self.format
        if result.winner is None:  # a draw: the same dealer deals the same two again
            if fmt is not Format.PARTNERSHIP:  # (a partnership's round line holds its tables)
                self._write_line((result,), None, 0, (), (), ())
            self._sheet_after[result.number] = self.sheet()
            self._deal(seating)
            return
        if fmt is Format.PARTNERSHIP:
            self._round_results[seating.board] = result
            if len(self._round_results) == 2:
                self._score_round()
        elif fmt is Format.HOLLYWOOD:
            self._score_hollywood(result)
        else:
            closed = (0,) if self._score_one(result.winner, result.points) else ()
            self._write_line((result,), result.winner, result.points, (0,), closed, ())
        self._sheet_after[result.number] = self.sheet()
        if self._outcome is not None:
            return
        if fmt is Format.PARTNERSHIP:
            if not self._round_results:  # the round was scored: the next one
                self._round += 1
                for seating_ in self._round_seatings(self._round):
                    self._deal(seating_)
            return
        self._round += 1
        self._deal(self._next_seating(seating, result))

    def _next_seating(self, last: Seating, result: HandResult) -> Seating:
        assert result.winner is not None
        if self.format is Format.THREE:
            if self.rules.rotation is Rotation.DEALER_SITS_OUT:
                return _sits_out_dealer((last.dealer + 1) % 3)
            newcomer = next(p for p in range(3) if p not in last.players)
            return Seating(0, (newcomer, result.winner), 1, result.winner)
        dealer = result.winner if self.rules.dealer is DealerPolicy.WINNER else 1 - last.dealer
        return Seating(0, (0, 1), dealer, dealer)

    def _round_seatings(self, round_: int) -> list[Seating]:
        seatings = []
        for board, (a, b) in enumerate(_pairings(round_)):
            team = self._first_dealer_team[board] ^ ((round_ - 1) % 2)
            dealer = a if _team_of(a) == team else b
            seatings.append(_board_seating(board, a, b, dealer))
        return seatings

    # -- scoring -----------------------------------------------------------------------------

    def _score_one(self, side: int, points: int, column: int = 0) -> bool:
        """Add a won hand to a side in one game; True if that side reached the target there."""
        col = self._columns[column]
        col.points[side] += points
        col.boxes[side] += 1
        if col.reached is None and col.points[side] >= self.rules.target:
            col.reached = side
            if self.format is not Format.HOLLYWOOD:
                self._finish()
            return True
        return False

    def _score_round(self) -> None:
        sums = [0, 0]
        results = tuple(self._round_results[board] for board in sorted(self._round_results))
        for result in results:
            assert result.winner is not None
            sums[_team_of(result.winner)] += result.points
        self._round_results = {}
        if sums[0] == sums[1]:  # equal sums: nobody scores the round
            self._write_line(results, None, 0, (), (), tuple(sums))
            return
        team = 0 if sums[0] > sums[1] else 1
        difference = abs(sums[0] - sums[1])
        closed = (0,) if self._score_one(team, difference) else ()
        self._write_line(results, team, difference, (0,), closed, tuple(sums))

    def _score_hollywood(self, result: HandResult) -> None:
        assert result.winner is not None
        self._wins[result.winner] += 1
        open_games = [i for i, c in enumerate(self._columns) if c.reached is None]
        scored = tuple(open_games[: self._wins[result.winner]])
        closed = tuple(
            column for column in scored if self._score_one(result.winner, result.points, column)
        )
        self._write_line(
            (result,), result.winner, result.points, scored, closed, (), self._wins[result.winner]
        )
        if all(c.reached is not None for c in self._columns):
            self._finish()

    def _write_line(
        self,
        results: tuple[HandResult, ...],
        side: int | None,
        points: int,
        games: tuple[int, ...],
        closed: tuple[int, ...],
        sums: tuple[int, ...],
        won: int | None = None,
    ) -> None:
        """A line of the paper sheet, after the scores it adds were added."""
        if won is None:
            won = 0 if side is None else self._columns[games[0]].boxes[side]
        self._lines.append(
            ScoreLine(
                self.history[-1].number,
                results[-1].round,
                results,
                side,
                points,
                games,
                closed,
                won,
                sums,
                tuple(tuple(c.points) for c in self._columns),
            )
        )

    def _finish(self) -> None:
        per_game = [self._final_column(c) for c in self._columns]
        if len(per_game) == 1:
            self._outcome = GameOutcome(Ending.TARGET, tuple(per_game[0]))
            return
        totals = []
        for side in range(len(per_game[0])):
            lines = [game[side] for game in per_game]
            totals.append(
                Standing(
                    side,
                    lines[0].players,
                    sum(s.points for s in lines),
                    sum(s.boxes for s in lines),
                    sum(s.box_points for s in lines),
                    sum(s.game_bonus for s in lines),
                    any(s.doubled for s in lines),
                    sum(s.grand_total for s in lines),
                    0,
                )
            )
        self._outcome = GameOutcome(
            Ending.TARGET, tuple(_placed(totals)), tuple(tuple(g) for g in per_game)
        )

    def _final_column(self, col: _Column) -> list[Standing]:
        rules = self.rules
        sides = self.sheet().sides
        box_points = [rules.box_bonus * b for b in col.boxes]
        bonus = [rules.game_bonus if s == col.reached else 0 for s in range(len(sides))]
        totals = [col.points[s] + box_points[s] + bonus[s] for s in range(len(sides))]
        top = max(totals)
        tops = [s for s in range(len(sides)) if totals[s] == top]
        # A shutout: any other side scored no points; the top total is doubled once.
        others = [s for s in range(len(sides)) if s not in tops]
        doubled = rules.shutout and any(col.points[s] == 0 for s in others)
        lines = [
            Standing(
                s,
                sides[s],
                col.points[s],
                col.boxes[s],
                box_points[s],
                bonus[s],
                doubled and s in tops,
                totals[s] * (2 if doubled and s in tops else 1),
                0,
            )
            for s in range(len(sides))
        ]
        return sorted(_placed(lines), key=lambda s: s.side)

    # -- records -----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        forfeit = None
        if self._outcome is not None and self._outcome.ending is Ending.FORFEIT:
            forfeit = {"player": self._outcome.forfeited_by, "reason": self._outcome.reason}
        return {
            "schema": SCHEMA,
            "type": "game",
            "rules": self.rules.to_dict(),
            "players": list(self.players),
            "cuts": [" ".join(c.code for c in cut) for cut in self.cuts],
            "deals": [
                {
                    "players": list(s.players),
                    "dealer": d.dealer,
                    "deck": d.deck_text,
                    "actions": [a.notation for _, a in d.actions],
                }
                for d, s in zip(self.deals, self.seatings, strict=True)
            ],
            "finished": [r.number for r in self.history],
            "forfeit": forfeit,
        }

    @classmethod
    def from_dict(cls, data: Any, rng: random.Random | None = None) -> Game:
        """Rebuild a game by replaying every deal through the checked path; the seatings and
        dealers are recomputed from the cut and the results, and must match the record."""
        rules = read_header(data, "game", (DEAL_SCHEMA, SCHEMA))
        players = data.get("players")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise CorruptRecordError("game record's players must be a list of ids")
        deals = data.get("deals")
        if not isinstance(deals, list) or not deals:
            raise CorruptRecordError("game record has no deals")
        if not all(isinstance(d, dict) for d in deals):
            raise CorruptRecordError("game record has a deal that is not an object")
        try:
            cuts = [_parse_cut(text) for text in data.get("cuts") or []]
            decks = [
                read_deck(d.get("deck"), f"game record deal {n}")
                for n, d in enumerate(deals, start=1)
            ]
            game = cls(rules, players, cuts, rng, decks=decks)
        except CorruptRecordError:
            raise
        except (InvalidCardError, ValueError, TypeError) as exc:
            raise CorruptRecordError(f"game record has a bad cut, deck or players: {exc}") from None
        # Deals are replayed in the order they ended (what each ending dealt next depends on
        # it: two deals run side by side in a partnership round), then those still in play.
        finished = data.get("finished", list(range(1, len(deals))))
        if not isinstance(finished, list) or len(set(finished)) != len(finished):
            raise CorruptRecordError("game record's order of finished deals is not a list")
        still_in_play = [n for n in range(1, len(deals) + 1) if n not in finished]
        for position, number in enumerate([*finished, *still_in_play]):
            if not isinstance(number, int) or not 1 <= number <= len(game.deals):
                raise CorruptRecordError(f"game record has deal {number!r}, which was never dealt")
            last = position == len(finished) + len(still_in_play) - 1
            game._replay(number, deals[number - 1], must_end=position < len(finished), last=last)
        if len(game.deals) != len(deals):
            raise CorruptRecordError("game record stops between deals")
        game._decks = None
        forfeit = data.get("forfeit")
        if forfeit is not None:
            player = forfeit.get("player") if isinstance(forfeit, dict) else None
            if not isinstance(player, int) or not 0 <= player < len(players) or game.is_over:
                raise CorruptRecordError("game record has a bad forfeit")
            game.resign(player, str(forfeit.get("reason") or "resigned"))
        return game

    def _replay(self, number: int, record: dict[str, Any], *, must_end: bool, last: bool) -> None:
        self._views.clear()  # (nothing reads a view while a record is replayed)
        index = number - 1
        seating = self.seatings[index]
        expected = list(seating.players)
        if record.get("players", [0, 1] if len(self.players) == 2 else None) != expected:
            raise CorruptRecordError(
                f"game record deal {number} is played by {record.get('players')!r}, "
                f"the rules say players {expected}"
            )
        if record.get("dealer") != seating.dealer_seat:
            raise CorruptRecordError(
                f"game record deal {number} is dealt by {record.get('dealer')!r}, "
                f"the rules say seat {seating.dealer_seat}"
            )
        actions = record.get("actions")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise CorruptRecordError(f"game record deal {number}'s actions must be strings")
        deal = self.deals[index]
        for step, text in enumerate(actions, start=1):
            if self.is_over:
                raise CorruptRecordError("game record goes on after the game ended")
            try:
                deal.apply(Action.parse(text))
            except (InvalidActionError, IllegalActionError) as exc:
                raise CorruptRecordError(
                    f"game record deal {number} action {step} ({text!r}): {exc}"
                ) from None
            self._after(index)
        if deal.is_over != must_end and not (deal.is_over and last):
            state = "unfinished" if must_end else "finished out of order"
            raise CorruptRecordError(f"game record deal {number} is {state}")
        if self.is_over and not last:
            raise CorruptRecordError("game record goes on after the game ended")

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
            f"<Game {self.format.value} players={self.players!r} scores={self.scores} "
            f"deal={len(self.deals)} over={self.is_over}>"
        )


# -- seatings ---------------------------------------------------------------------------------


def _distinct(cut: Sequence[Card]) -> bool:
    return len({c.rank for c in cut}) == len(cut)


def _sits_out_dealer(dealer: int) -> Seating:
    """Three players, dealer sits out: the player on the dealer's left (the next) plays first."""
    return Seating(0, ((dealer + 1) % 3, (dealer + 2) % 3), 1, dealer)


def _pairings(round_: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """Partnerships: who plays whom in a round (team 0's player first), alternating."""
    return ((0, 1), (2, 3)) if round_ % 2 == 1 else ((0, 3), (2, 1))


def _team_of(player: int) -> int:
    return player % 2


def _board_seating(board: int, a: int, b: int, dealer: int) -> Seating:
    other = b if dealer == a else a
    return Seating(board, (other, dealer), 1, dealer)


def _with_place(standing: Standing, place: int) -> Standing:
    return replace(standing, place=place)


def _placed(standings: list[Standing]) -> list[Standing]:
    """Places by grand total, highest first; equal totals share a place."""
    return [
        _with_place(s, 1 + sum(o.grand_total > s.grand_total for o in standings)) for s in standings
    ]


def _parse_cut(text: Any) -> tuple[Card, ...]:
    if not isinstance(text, str) or not text.split():
        raise ValueError(f"a cut is a card per player, not {text!r}")
    return tuple(Card.parse(code) for code in text.split())
