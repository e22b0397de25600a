"""``python -m bot play``: a whole game of gin rummy against the computer, in a terminal.

The same engine as on Discord (``bot.engine``) and the same computer opponent
(``bot.engine.computer``); no Discord, no database, no network, no asyncio. You are player 0
("you"), the computer player 1. Everything printed comes from your own view of the game: your
hand, the discard pile, the stock's size, the computer's moves as anyone at the table sees them,
and the showdowns.

Given ``--seed``, a game is the same every time (the deals and the computer's choices both come
from it), so a session can be scripted; without it a seed is picked and printed, to replay.

Input is one short command a line (``h`` lists them): ``d`` draw, ``t`` take, ``p`` pass,
``7h`` or ``x 7h`` discard, ``k 7h`` knock, ``g 7h`` gin, ``big`` big gin, ``q`` quit. A command
the rules don't allow now is answered with one line saying why and what is allowed, and nothing
changes. ``q`` asks first (``y`` leaves, anything else plays on); then ``q``, end of input and
Ctrl-C all end the program with a goodbye and exit status 0 (end of input and Ctrl-C without
asking: nobody is there to answer).

The commands and the cards as text are :mod:`bot.terminal.words`, the command's options
:mod:`bot.terminal.options`; this module is the game loop.
"""

from __future__ import annotations

import argparse
import os
import random
import secrets
import sys
from collections.abc import Sequence
from typing import TextIO

from bot.engine import (
    Action,
    BigGin,
    Card,
    DealOutcome,
    Discard,
    DrawStock,
    Ending,
    Game,
    GameOutcome,
    Gin,
    HandResult,
    IllegalActionError,
    Knock,
    Meld,
    OutcomeKind,
    PassUpcard,
    Phase,
    PlayerView,
    Rules,
    RulesError,
    TakeDiscard,
    Variant,
    standing_cells,
)
from bot.engine.computer import Level, decide
from bot.model.wording import after_colon, counted
from bot.phrases import cell_words, deal_sums, rules_line, sheet_table
from bot.terminal.options import add_arguments
from bot.terminal.words import (
    HELP,
    BadInput,
    CardStyle,
    arrangement_text,
    ascii_help,
    capital,
    card_style,
    card_text,
    cards_text,
    either_or,
    hand_text,
    in_style,
    parse_command,
)
from bot.words import ENGLISH, words

__all__ = ["TerminalGame", "add_arguments", "main", "rules_for"]

YOU, COMPUTER = 0, 1
NAMES = ("you", "the computer")
SHEET_LABELS = ("You", "Computer")  # the score sheet's column heads
PROMPT = "> "
RECENT_DISCARDS = 5  # the pile's top and the cards just below it, on each turn
# The catalogue's words the game shares with Discord (the rules line, the sheet): English until
# the terminal chooses its language.
LANG = words(ENGLISH)


class _Leave(Exception):
    """The player leaves (quit, end of input, Ctrl-C); the message says goodbye."""


def rules_for(variant: str = "standard", target: int = 100, bonuses: str = "25/25") -> Rules:
    """The rules of a terminal game: a bonus preset, a variant and a target.

    >>> rules_line(rules_for("oklahoma", 50, "20/10"), LANG)
    'Oklahoma gin, to 50, gin +20, undercut +10, box 20, game +100, shutout doubles'
    """
    return Rules.preset(bonuses, variant=Variant(variant), target=target)


# -- the game ---------------------------------------------------------------------------------


class TerminalGame:
    """One game against the computer, read from ``stdin`` and written to ``stdout``."""

    def __init__(
        self,
        rules: Rules,
        level: Level,
        seed: int,
        stdin: TextIO,
        stdout: TextIO,
        *,
        seed_given: bool = True,
    ) -> None:
        self.rules, self.level, self.seed, self.seed_given = rules, level, seed, seed_given
        self.stdin, self.stdout = stdin, stdout
        self.style = card_style(stdout)
        rng = random.Random(seed)
        self.computer_rng = random.Random(rng.getrandbits(64))
        self.game = Game.new(rules, NAMES, rng)
        self._computer_drew = ""  # how the computer drew this turn, for the line of its discard

    # -- input and output ---------------------------------------------------------------------

    def say(self, text: str = "") -> None:
        self.stdout.write(text + "\n")

    def c(self, card: Card) -> str:
        return card_text(card, self.style)

    def cs(self, cards: Sequence[Card]) -> str:
        return cards_text(cards, self.style)

    def ask(self) -> str:
        self.stdout.write(PROMPT)
        self.stdout.flush()
        line = self.stdin.readline()
        if not line:
            self.say()
            raise _Leave(f"End of input: the game stops here. {self.score_line()}. Goodbye!")
        return line

    # -- playing ------------------------------------------------------------------------------

    def play(self) -> bool:
        """The whole game; whether it was played to its end (not left early)."""
        try:
            self.intro()
            self.deal_start()
            while not self.game.is_over:
                if self.game.turn == COMPUTER:
                    self.computer_moves()
                else:
                    self.your_turn()
            outcome = self.game.outcome()
            assert outcome is not None
            self.game_over(outcome)
            return True
        except _Leave as leave:
            self.say(str(leave))
        except KeyboardInterrupt:
            self.say()
            self.say(f"Interrupted: the game stops here. {self.score_line()}. Goodbye!")
        finally:
            self.stdout.flush()
        return False

    def intro(self) -> None:
        self.say(f"Gin rummy against the computer ({self.level.value})")
        self.say(f"Rules: {rules_line(self.rules, LANG)}.")
        how = "" if self.seed_given else f" (to play this game again: --seed {self.seed})"
        self.say(f"Seed {self.seed}{how}. Type h for help.")
        *ties, cut = self.game.cuts
        again = f" ({counted(len(ties), 'tied cut')} first)" if ties else ""
        dealer = self.game.seatings[0].dealer
        self.say(
            f"You cut {self.c(cut[YOU])}, the computer cuts {self.c(cut[COMPUTER])}{again}: "
            f"{NAMES[dealer]} {'deal' if dealer == YOU else 'deals'} first (the low card deals)."
        )

    def deal_start(self) -> None:
        game = self.game
        dealer = game.seatings[-1].dealer
        table = game.deal.public_view()
        deals = "you deal" if dealer == YOU else "the computer deals"
        self.say()
        self.say(f"── Deal {len(game.deals)} · {deals} " + "─" * 30)
        upcard = f"The upcard is {self.c(table.upcard)}."
        if self.rules.variant is Variant.OKLAHOMA:
            limit = table.knock_limit
            upcard += (
                " It allows gin only." if limit == 0 else f" It sets the knock limit to {limit}."
            )
            if table.multiplier == 2:
                upcard += " A spade: this deal's points are doubled."
        elif self.rules.variant is Variant.STRAIGHT:
            upcard += " Straight gin: no knocking, gin only."
        self.say(upcard)

    def computer_moves(self) -> None:
        view = self.game.view_for(COMPUTER).hand
        assert view is not None
        action = decide(view, self.level, self.computer_rng)
        pile = view.table.discard_pile
        top = pile[-1] if pile else None
        outcome = self.game.apply(action, COMPUTER)
        if isinstance(action, PassUpcard):
            self.say(f"The computer passes on the upcard {self.c(view.table.upcard)}.")
        elif isinstance(action, DrawStock):
            self._computer_drew = "draws from the stock"
        elif isinstance(action, TakeDiscard):
            assert top is not None
            self._computer_drew = f"takes the {self.c(top)} from the discard pile"
        else:
            drew, self._computer_drew = self._computer_drew or "plays", ""
            if isinstance(action, Discard):
                self.say(f"The computer {drew} and discards {self.c(action.card)}.")
            elif isinstance(action, Knock):
                assert outcome is not None and outcome.arrangements is not None
                deadwood = outcome.arrangements[self._seat_of(COMPUTER)].deadwood
                self.say(f"The computer {drew} and knocks with {deadwood} deadwood.")
            elif isinstance(action, Gin):
                self.say(f"The computer {drew} and goes gin!")
            elif isinstance(action, BigGin):
                self.say(f"The computer {drew}: big gin!")
        if outcome is not None:
            self.deal_over(outcome)

    def your_turn(self) -> None:
        view = self.game.view_for(YOU).hand
        assert view is not None
        self.show_table(view)
        while True:
            try:
                verb, card = parse_command(self.ask())
                action = self.action_for(verb, card, view)
            except BadInput as exc:
                self.say(f"{exc} Now: {self.choices(view)}. Type h for help.")
                continue
            if action is None:
                continue
            try:
                outcome = self.game.apply(action, YOU)
            except IllegalActionError as exc:
                self.say(f"{in_style(capital(str(exc)), self.style)}. Now: {self.choices(view)}.")
                continue
            self.you_moved(view, action, outcome)
            if outcome is not None:
                self.deal_over(outcome)
            return

    def action_for(self, verb: str, card: Card | None, view: PlayerView) -> Action | None:
        """The action a command asks for; None when it was answered without one (help, …)."""
        if verb == "help":
            self.say(ascii_help() if self.style is CardStyle.CODES else HELP)
        elif verb == "quit":
            self.leave_if_sure()
            self.say(f"Playing on. Now: {self.choices(view)}.")
        elif verb == "score":
            self.say(f"{self.score_line()}.")
        elif verb == "pile":
            self.say(f"Discard pile, top first: {self.cs(view.table.discard_pile[::-1])}.")
        elif verb == "look":
            self.show_table(view)
        elif verb == "draw":
            return DrawStock()
        elif verb == "take":
            return TakeDiscard()
        elif verb == "pass":
            return PassUpcard()
        elif verb == "big gin":
            return BigGin()
        elif verb == "gin" and card is None:
            gins = [a for a in view.legal_actions if isinstance(a, Gin)]
            if not gins:
                best = view.best_discard
                left = f" (the best discard leaves {best[1]})" if best else ""
                raise BadInput(f"No gin now{left}.")
            return gins[0]
        else:
            assert card is not None
            return {"discard": Discard, "knock": Knock, "gin": Gin}[verb](card)
        return None

    def you_moved(self, before: PlayerView, action: Action, outcome: DealOutcome | None) -> None:
        pile = before.table.discard_pile
        if isinstance(action, DrawStock):
            after = self.game.view_for(YOU).hand
            assert after is not None
            (drawn,) = set(after.hand) - set(before.hand)
            self.say(f"You draw the {self.c(drawn)}.")
        elif isinstance(action, TakeDiscard):
            self.say(f"You take the {self.c(pile[-1])}.")
        elif isinstance(action, PassUpcard):
            self.say(f"You pass on the upcard {self.c(before.table.upcard)}.")
        elif isinstance(action, Discard):
            self.say(f"You discard {self.c(action.card)}.")
        elif isinstance(action, Knock):
            assert outcome is not None and outcome.arrangements is not None
            deadwood = outcome.arrangements[self._seat_of(YOU)].deadwood
            self.say(f"You knock with {deadwood} deadwood, discarding {self.c(action.card)}.")
        elif isinstance(action, Gin):
            self.say(f"You discard {self.c(action.card)} and go gin!")
        elif isinstance(action, BigGin):
            self.say("Big gin!")

    # -- what you see -------------------------------------------------------------------------

    def show_table(self, view: PlayerView) -> None:
        table = view.table
        pile = table.discard_pile
        facts = [f"Deal {len(self.game.deals)}", f"stock {counted(table.stock_size, 'card')}"]
        if table.knock_limit is None:
            facts.append("gin only (Straight)")
        elif table.knock_limit == 0:
            facts.append("gin only (ace upcard)")
        else:
            facts.append(f"knock limit {table.knock_limit}")
        if table.multiplier == 2:
            facts.append("points doubled (spade upcard)")
        self.say()
        self.say(" · ".join(facts))
        if pile:
            below = pile[-RECENT_DISCARDS:-1][::-1]
            under = f" (below it: {self.cs(below)})" if below else ""
            self.say(f"Discard pile: {self.c(pile[-1])}{under}")
        else:
            self.say("Discard pile: empty")
        if view.opponent_took:
            self.say(f"The computer took from the pile: {self.cs(view.opponent_took)}")
        self.say(f"Your hand: {hand_text(view.hand, self.style)}")
        self.say(f"Your turn: {self.choices(view)}.")

    def choices(self, view: PlayerView) -> str:
        """What the player may do now, in one phrase with the commands."""
        table = view.table
        top = self.c(table.discard_pile[-1]) if table.discard_pile else ""
        if table.phase is Phase.FIRST_UPCARD:
            return f"take the upcard {top} (t) or pass (p)"
        if table.phase is Phase.DRAW:
            if TakeDiscard() not in view.legal_actions:
                return "draw from the stock (d): you both passed the upcard"
            return f"draw from the stock (d) or take the {top} (t)"
        order = [card for card, _ in view.discards]
        legal = view.legal_actions
        gins = [c for c in order if Gin(c) in legal]
        knocks = [c for c in order if Knock(c) in legal]
        discard = "discard a card (x CARD, or just the card"
        if view.just_taken is not None:
            discard += f"; not the {self.c(view.just_taken)} you just took"
        options = [discard + ")"]
        if knocks:
            options.append(f"knock discarding {either_or([self.c(c) for c in knocks])} (k CARD)")
        if gins:
            options.append(f"go gin discarding {either_or([self.c(c) for c in gins])} (g CARD)")
        if BigGin() in legal:
            options.append("go big gin (big)")
        return either_or(options)

    def _seat_of(self, player: int) -> int:
        """The player's seat in the deal that just ended."""
        return self.game.history[-1].players.index(player)

    def score_line(self) -> str:
        you, computer = self.game.scores
        return f"Score (to {self.rules.target}): you {you} · the computer {computer}"

    # -- results ------------------------------------------------------------------------------

    def deal_over(self, outcome: DealOutcome) -> None:
        """The showdown of the deal just ended, the score, and the next deal (if any)."""
        result: HandResult = self.game.history[-1]
        number = result.number
        self.say()
        if outcome.kind is OutcomeKind.DRAW:
            self.say(f"══ Deal {number}: a draw ══")
            self.say(
                "The stock ran out: nobody scores, and the same dealer deals again "
                "(the hands stay hidden)."
            )
        else:
            self.showdown(number, result, outcome)
        self.say(f"{self.score_line()}.")
        if not self.game.is_over:
            self.pause(f"Press Enter for deal {number + 1} (q to quit).")
            self.deal_start()

    def pause(self, line: str) -> None:
        """Wait for Enter, so that a showdown does not scroll away under the next deal."""
        self.say(line)
        if self.ask().strip().lower() in ("q", "quit", "exit"):
            self.leave_if_sure()
            self.say("Playing on.")

    def leave_if_sure(self) -> None:
        """Leave the game in play if the player says y; return if they say anything else."""
        self.say("Leave this game before its end? Type y to leave; anything else plays on.")
        if self.ask().strip().lower() in ("y", "yes"):
            raise _Leave(f"You leave the game. {self.score_line()}. Goodbye!")

    def again(self) -> bool:
        """After a game: another one? (End of input: no.)"""
        self.say()
        self.say("Play again? Type y for a new game, or press Enter to leave.")
        self.stdout.write(PROMPT)
        self.stdout.flush()
        try:
            answer = self.stdin.readline()
        except KeyboardInterrupt:
            answer = ""
        if not answer.endswith("\n"):
            self.say()  # end of input or Ctrl-C: the farewell on a line of its own
        return answer.strip().lower() in ("y", "yes")

    def showdown(self, number: int, result: HandResult, outcome: DealOutcome) -> None:
        assert outcome.arrangements is not None and result.knocker is not None
        assert result.winner is not None
        knocker, winner = result.knocker, result.winner
        defender = 1 - knocker
        seats = result.players  # seat -> player
        mine = outcome.arrangements[seats.index(knocker)]
        theirs = outcome.arrangements[seats.index(defender)]
        kn, wn, de = capital(NAMES[knocker]), capital(NAMES[winner]), NAMES[defender]
        headline = {
            OutcomeKind.GIN: f"{kn} went gin!",
            OutcomeKind.BIG_GIN: f"{kn} went big gin!",
            OutcomeKind.KNOCK: f"{kn} knocked and won.",
            OutcomeKind.UNDERCUT: f"{kn} knocked, but {NAMES[winner]} undercut!",
        }[outcome.kind]
        self.say(f"══ Deal {number}: {headline} ══")
        how = "knocked" if outcome.kind in (OutcomeKind.KNOCK, OutcomeKind.UNDERCUT) else "gin"
        discard = f", discarding {self.c(outcome.discard)}" if outcome.discard else ""
        self.say(f"{kn} ({how}{discard}): {arrangement_text(mine, self.style)}")
        after = " after laying off" if outcome.layoffs else ""
        self.say(f"{capital(de)}{after}: {arrangement_text(theirs, self.style)}")
        if outcome.layoffs:
            onto: dict[Meld, list[Card]] = {}
            for lay in outcome.layoffs:
                onto.setdefault(lay.meld, []).append(lay.card)
            laid = ", ".join(
                f"{self.cs(sorted(cards))} on [{self.cs(meld.cards)}]"
                for meld, cards in onto.items()
            )
            self.say(f"{capital(de)} laid off {laid}.")
        for line in deal_sums(outcome, self.rules, LANG):
            self.say(f"{line}.")
        self.say(f"{wn} {'score' if winner == YOU else 'scores'} {outcome.points}.")

    def game_over(self, outcome: GameOutcome) -> None:
        """The score sheet as on paper: a line per deal with its points and the running
        totals, then each side's points, boxes counted, game bonus, a shutout and the total."""
        standings = sorted(outcome.standings, key=lambda s: s.side)
        self.say()
        self.say(f"══ Game over after {counted(len(self.game.deals), 'deal')} ══")
        table = sheet_table(self.game.score_lines(), self.rules, SHEET_LABELS, LANG, gap=2)
        for line in table.lines:
            self.say(line)
        self.say()
        forfeit = outcome.ending is Ending.FORFEIT
        by_side = [
            [
                cell_words(cell, LANG)
                for cell in standing_cells(
                    s, self.rules, forfeit=forfeit, games=[g[s.side] for g in outcome.games]
                )
            ]
            for s in standings
        ]
        # A shutout's line is the doubled side's alone: the labels are the longest column's.
        labels = [label for label, _ in max(by_side, key=len)]
        columns = [dict(cells) for cells in by_side]
        width = max(len(label) for label in labels) + 2
        cells = [[col.get(label, "") for col in columns] for label in labels]
        widths = [
            max(len(SHEET_LABELS[i]), *(len(row[i]) for row in cells)) + 2
            for i in range(len(columns))
        ]
        self.say(
            f"{'':<{width}}"
            + "".join(n.rjust(w) for n, w in zip(SHEET_LABELS, widths, strict=True))
        )
        for label, row in zip(labels, cells, strict=True):
            self.say(
                f"{label:<{width}}" + "".join(c.rjust(w) for c, w in zip(row, widths, strict=True))
            )
        you, computer = standings[YOU], standings[COMPUTER]
        high, low = sorted((you.grand_total, computer.grand_total), reverse=True)
        if you.place == computer.place:
            line = f"A tie at {high}!"
        elif you.place == 1:
            line = f"You win, {high} to {low}!"
        else:
            line = f"The computer wins, {high} to {low}."
        if outcome.shutout:
            line += " A shutout: the winner's total is doubled."
        self.say(line)


# -- the command --------------------------------------------------------------------------------


def main(
    args: argparse.Namespace, stdin: TextIO | None = None, stdout: TextIO | None = None
) -> int:
    """Run ``python -m bot play`` with parsed ``args``; the exit status."""
    stdout = stdout or sys.stdout
    try:
        rules = rules_for(args.variant, args.target, args.bonuses)
    except RulesError as exc:  # the parser's checks make this rare
        print(after_colon("Can't play", exc), file=sys.stderr)
        return 2
    seed_given = args.seed is not None
    seed = args.seed if seed_given else secrets.randbelow(1_000_000)
    try:
        while True:
            game = TerminalGame(
                rules, Level(args.level), seed, stdin or sys.stdin, stdout, seed_given=seed_given
            )
            if not game.play():  # left early: it said goodbye
                return 0
            if not game.again():
                game.say("Thanks for playing.")
                stdout.flush()
                return 0
            seed, seed_given = secrets.randbelow(1_000_000), False  # the next game: new deals
            game.say()
    except BrokenPipeError:  # the reader went away (e.g. piped into head): nothing to say
        if stdout is sys.stdout:  # and nothing to flush at exit either
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":  # pragma: no cover - use python -m bot play
    sys.exit("Run: python -m bot play")
