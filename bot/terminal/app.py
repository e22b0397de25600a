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

Every word it prints is the catalogue's (:mod:`bot.words`), in the language of ``--lang``, else
of the environment (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else English; the commands and the
cards are typed the same way in every language.

The commands and the cards as text are :mod:`bot.terminal.words`, the command's options
:mod:`bot.terminal.options`; this module is the game loop.
"""

from __future__ import annotations

import argparse
import io
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
from bot.phrases import cell_words, deal_sums, rules_line, sheet_table
from bot.terminal.options import add_arguments, language
from bot.terminal.words import (
    BadInput,
    CardStyle,
    arrangement_text,
    capital,
    card_style,
    card_text,
    cards_text,
    either_or,
    hand_text,
    help_text,
    in_style,
    parse_command,
)
from bot.words import Words, words

__all__ = ["TerminalGame", "add_arguments", "main", "rules_for"]

YOU, COMPUTER = 0, 1
NAMES = ("you", "the computer")  # the game's names of its players (the engine's, not shown)
WHO = ("you", "computer")  # who a sentence is about, as the catalogue selects on it
SHEET_LABELS = ("terminal-sheet-you", "terminal-sheet-computer")  # the sheet's column heads
PROMPT = "> "
RECENT_DISCARDS = 5  # the pile's top and the cards just below it, on each turn
# The lines around a deal's head and its end; where the terminal can't show them, ASCII's.
RULES = {CardStyle.CODES: ("-", "=")}
BOX_RULES = ("─", "═")


class _Leave(Exception):
    """The player leaves (quit, end of input, Ctrl-C); the message says goodbye."""


def rules_for(variant: str = "standard", target: int = 100, bonuses: str = "25/25") -> Rules:
    """The rules of a terminal game: a bonus preset, a variant and a target.

    >>> from bot.words import ENGLISH
    >>> rules_line(rules_for("oklahoma", 50, "20/10"), words(ENGLISH))
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
        lang: Words,
    ) -> None:
        self.rules, self.level, self.seed, self.seed_given = rules, level, seed, seed_given
        self.stdin, self.stdout = stdin, stdout
        self.lang = lang
        self.style = card_style(stdout)
        self.rule, self.double_rule = RULES.get(self.style, BOX_RULES)
        rng = random.Random(seed)
        self.computer_rng = random.Random(rng.getrandbits(64))
        self.game = Game.new(rules, NAMES, rng)
        # How the computer drew this turn, for the line of its discard: "stock", "pile" (and the
        # card it took), or "none".
        self._computer_drew: tuple[str, str] = ("none", "")

    # -- input and output ---------------------------------------------------------------------

    def say(self, text: str = "") -> None:
        self.stdout.write(text + "\n")

    def c(self, card: Card) -> str:
        return card_text(card, self.style)

    def cs(self, cards: Sequence[Card]) -> str:
        return cards_text(cards, self.lang, self.style)

    def worded(self, values: dict[str, object]) -> dict[str, object]:
        """A message's values as this output writes them: cards in its style, an action in the
        game's notation, numbers as they are."""
        out: dict[str, object] = {}
        for name, value in values.items():
            if isinstance(value, Card):
                out[name] = self.c(value)
            elif isinstance(value, Meld):
                out[name] = self.cs(value.cards)
            elif isinstance(value, int | str):
                out[name] = value
            else:  # an action: as typed ("discard 7H")
                out[name] = in_style(str(value), self.style)
        return out

    def ask(self) -> str:
        self.stdout.write(PROMPT)
        self.stdout.flush()
        line = self.stdin.readline()
        if not line:
            self.say()
            raise _Leave(self.lang("terminal-end-of-input", score=self.score_line()))
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
            self.say(self.lang("terminal-interrupted", score=self.score_line()))
        finally:
            self.stdout.flush()
        return False

    def intro(self) -> None:
        lang = self.lang
        self.say(lang("terminal-title", level=self.level.value))
        self.say(lang("terminal-rules", rules=rules_line(self.rules, lang)))
        seed = "terminal-seed" if self.seed_given else "terminal-seed-random"
        self.say(lang(seed, seed=str(self.seed)))
        *ties, cut = self.game.cuts
        dealer = WHO[self.game.seatings[0].dealer]
        yours, theirs = self.c(cut[YOU]), self.c(cut[COMPUTER])
        if ties:
            said = lang(
                "terminal-cut-after-ties",
                yours=yours,
                theirs=theirs,
                ties=len(ties),
                dealer=dealer,
            )
        else:
            said = lang("terminal-cut", yours=yours, theirs=theirs, dealer=dealer)
        self.say(said)

    def deal_start(self) -> None:
        game, lang = self.game, self.lang
        dealer = game.seatings[-1].dealer
        table = game.deal.public_view()
        self.say()
        head = lang("terminal-deal", deal=len(game.deals), dealer=WHO[dealer])
        self.say(f"{self.rule * 2} {head} {self.rule * 30}")
        upcard = [lang("terminal-upcard", card=self.c(table.upcard))]
        if self.rules.variant is Variant.OKLAHOMA:
            limit = table.knock_limit
            if limit == 0:
                upcard.append(lang("terminal-upcard-gin-only"))
            else:
                upcard.append(lang("terminal-upcard-knock-limit", limit=limit))
            if table.multiplier == 2:
                upcard.append(lang("terminal-upcard-doubled"))
        elif self.rules.variant is Variant.STRAIGHT:
            upcard.append(lang("terminal-straight"))
        self.say(" ".join(upcard))  # sentences, one after the other

    def computer_moves(self) -> None:
        view = self.game.view_for(COMPUTER).hand
        assert view is not None
        game = self.game.context_for(COMPUTER)  # the score, the rules, the deals before
        action = decide(view, self.level, self.computer_rng, game)
        pile = view.table.discard_pile
        top = pile[-1] if pile else None
        outcome = self.game.apply(action, COMPUTER)
        lang = self.lang
        if isinstance(action, PassUpcard):
            self.say(lang("terminal-computer-passes", card=self.c(view.table.upcard)))
        elif isinstance(action, DrawStock):
            self._computer_drew = ("stock", "")
        elif isinstance(action, TakeDiscard):
            assert top is not None
            self._computer_drew = ("pile", self.c(top))
        else:
            (drew, taken), self._computer_drew = self._computer_drew, ("none", "")
            if isinstance(action, Discard):
                said = lang(
                    "terminal-computer-discards", drew=drew, taken=taken, card=self.c(action.card)
                )
            elif isinstance(action, Knock):
                assert outcome is not None and outcome.arrangements is not None
                deadwood = outcome.arrangements[self._seat_of(COMPUTER)].deadwood
                said = lang("terminal-computer-knocks", drew=drew, taken=taken, deadwood=deadwood)
            elif isinstance(action, Gin):
                said = lang("terminal-computer-gin", drew=drew, taken=taken)
            else:
                assert isinstance(action, BigGin)
                said = lang("terminal-computer-big-gin", drew=drew, taken=taken)
            self.say(said)
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
                problem = self.lang(exc.message_id, **self.worded(exc.values))
                self.say(f"{problem} {self.lang('terminal-now-help', choices=self.choices(view))}")
                continue
            if action is None:
                continue
            try:
                outcome = self.game.apply(action, YOU)
            except IllegalActionError as exc:
                reason = self.lang(f"illegal-{exc.kind}", **self.worded(exc.values))
                refused = self.lang("terminal-refused", reason=capital(reason))
                self.say(f"{refused} {self.lang('terminal-now', choices=self.choices(view))}")
                continue
            self.you_moved(view, action, outcome)
            if outcome is not None:
                self.deal_over(outcome)
            return

    def action_for(self, verb: str, card: Card | None, view: PlayerView) -> Action | None:
        """The action a command asks for; None when it was answered without one (help, …)."""
        lang = self.lang
        if verb == "help":
            self.say(help_text(lang, self.style))
        elif verb == "quit":
            self.leave_if_sure()
            now = lang("terminal-now", choices=self.choices(view))
            self.say(f"{lang('terminal-playing-on')} {now}")
        elif verb == "score":
            self.say(self.score_line())
        elif verb == "pile":
            self.say(lang("terminal-pile-all", cards=self.cs(view.table.discard_pile[::-1])))
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
                if best is None:
                    raise BadInput("terminal-no-gin")
                raise BadInput("terminal-no-gin-best", deadwood=best[1])
            return gins[0]
        else:
            assert card is not None
            return {"discard": Discard, "knock": Knock, "gin": Gin}[verb](card)
        return None

    def you_moved(self, before: PlayerView, action: Action, outcome: DealOutcome | None) -> None:
        pile, lang = before.table.discard_pile, self.lang
        if isinstance(action, DrawStock):
            after = self.game.view_for(YOU).hand
            assert after is not None
            (drawn,) = set(after.hand) - set(before.hand)
            self.say(lang("terminal-you-draw", card=self.c(drawn)))
        elif isinstance(action, TakeDiscard):
            self.say(lang("terminal-you-take", card=self.c(pile[-1])))
        elif isinstance(action, PassUpcard):
            self.say(lang("terminal-you-pass", card=self.c(before.table.upcard)))
        elif isinstance(action, Discard):
            self.say(lang("terminal-you-discard", card=self.c(action.card)))
        elif isinstance(action, Knock):
            assert outcome is not None and outcome.arrangements is not None
            deadwood = outcome.arrangements[self._seat_of(YOU)].deadwood
            self.say(lang("terminal-you-knock", deadwood=deadwood, card=self.c(action.card)))
        elif isinstance(action, Gin):
            self.say(lang("terminal-you-gin", card=self.c(action.card)))
        elif isinstance(action, BigGin):
            self.say(lang("terminal-you-big-gin"))

    # -- what you see -------------------------------------------------------------------------

    def show_table(self, view: PlayerView) -> None:
        table, lang = view.table, self.lang
        pile = table.discard_pile
        stock = lang("count-cards", count=table.stock_size)
        facts = [
            lang("deal-title", deal=len(self.game.deals)),
            lang("terminal-fact-stock", cards=stock),
        ]
        if table.knock_limit is None:
            facts.append(lang("terminal-fact-straight"))
        elif table.knock_limit == 0:
            facts.append(lang("terminal-fact-ace"))
        else:
            facts.append(lang("terminal-fact-knock-limit", limit=table.knock_limit))
        if table.multiplier == 2:
            facts.append(lang("terminal-fact-doubled"))
        self.say()
        self.say(" · ".join(facts))  # a list of facts, as the table's fields are
        if pile:
            below = pile[-RECENT_DISCARDS:-1][::-1]
            top = self.c(pile[-1])
            if below:
                self.say(lang("terminal-pile-below", card=top, cards=self.cs(below)))
            else:
                self.say(lang("terminal-pile", card=top))
        else:
            self.say(lang("terminal-pile-empty"))
        if view.opponent_took:
            self.say(lang("terminal-computer-took", cards=self.cs(view.opponent_took)))
        self.say(lang("terminal-your-hand", hand=hand_text(view.hand, lang, self.style)))
        self.say(lang("terminal-your-turn", choices=self.choices(view)))

    def choices(self, view: PlayerView) -> str:
        """What the player may do now, in one phrase with the commands."""
        table, lang = view.table, self.lang
        top = self.c(table.discard_pile[-1]) if table.discard_pile else ""
        if table.phase is Phase.FIRST_UPCARD:
            return lang("terminal-todo-first-upcard", upcard=top)
        if table.phase is Phase.DRAW:
            if TakeDiscard() not in view.legal_actions:
                return lang("terminal-todo-stock-only")
            return lang("terminal-todo-draw", upcard=top)
        order = [card for card, _ in view.discards]
        legal = view.legal_actions
        gins = [c for c in order if Gin(c) in legal]
        knocks = [c for c in order if Knock(c) in legal]
        if view.just_taken is not None:
            options = [lang("terminal-todo-discard-not", card=self.c(view.just_taken))]
        else:
            options = [lang("terminal-todo-discard")]
        if knocks:
            cards = either_or([self.c(c) for c in knocks], lang)
            options.append(lang("terminal-todo-knock", cards=cards))
        if gins:
            cards = either_or([self.c(c) for c in gins], lang)
            options.append(lang("terminal-todo-gin", cards=cards))
        if BigGin() in legal:
            options.append(lang("terminal-todo-big-gin"))
        return either_or(options, lang)

    def _seat_of(self, player: int) -> int:
        """The player's seat in the deal that just ended."""
        return self.game.history[-1].players.index(player)

    def score_line(self) -> str:
        """The score, a sentence (its figures as the sheet writes them, ungrouped)."""
        you, computer = self.game.scores
        return self.lang(
            "terminal-score", target=self.rules.target, you=str(you), computer=str(computer)
        )

    # -- results ------------------------------------------------------------------------------

    def deal_over(self, outcome: DealOutcome) -> None:
        """The showdown of the deal just ended, the score, and the next deal (if any)."""
        result: HandResult = self.game.history[-1]
        number = result.number
        self.say()
        if outcome.kind is OutcomeKind.DRAW:
            self.say(self.ruled(self.lang("terminal-drawn", deal=number)))
            self.say(self.lang("terminal-drawn-why"))
        else:
            self.showdown(number, result, outcome)
        self.say(self.score_line())
        if not self.game.is_over:
            self.pause(self.lang("terminal-press-enter", deal=number + 1))
            self.deal_start()

    def ruled(self, head: str) -> str:
        """A deal's end or the game's, between double rules: "══ Deal 2: a draw ══"."""
        return f"{self.double_rule * 2} {head} {self.double_rule * 2}"

    def pause(self, line: str) -> None:
        """Wait for Enter, so that a showdown does not scroll away under the next deal."""
        self.say(line)
        if self.ask().strip().lower() in ("q", "quit", "exit"):
            self.leave_if_sure()
            self.say(self.lang("terminal-playing-on"))

    def leave_if_sure(self) -> None:
        """Leave the game in play if the player says y; return if they say anything else."""
        self.say(self.lang("terminal-leave-ask"))
        if self.ask().strip().lower() in ("y", "yes"):
            raise _Leave(self.lang("terminal-left", score=self.score_line()))

    def again(self) -> bool:
        """After a game: another one? (End of input: no.)"""
        self.say()
        self.say(self.lang("terminal-again"))
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
        lang = self.lang
        kind = {
            OutcomeKind.GIN: "terminal-went-gin",
            OutcomeKind.BIG_GIN: "terminal-went-big-gin",
            OutcomeKind.KNOCK: "terminal-knocked",
            OutcomeKind.UNDERCUT: "terminal-undercut",
        }[outcome.kind]
        headline = lang(kind, knocker=WHO[knocker])
        self.say(self.ruled(lang("terminal-showdown", deal=number, headline=headline)))
        how = "knock" if outcome.kind in (OutcomeKind.KNOCK, OutcomeKind.UNDERCUT) else "gin"
        hand = arrangement_text(mine, lang, self.style)
        if outcome.discard:
            said = lang(
                "terminal-knocker",
                player=WHO[knocker],
                kind=how,
                card=self.c(outcome.discard),
                hand=hand,
            )
        else:
            said = lang("terminal-knocker-no-discard", player=WHO[knocker], kind=how, hand=hand)
        self.say(said)
        defender_said = "terminal-defender-laid-off" if outcome.layoffs else "terminal-defender"
        hand = arrangement_text(theirs, lang, self.style)
        self.say(lang(defender_said, player=WHO[defender], hand=hand))
        if outcome.layoffs:
            onto: dict[Meld, list[Card]] = {}
            for lay in outcome.layoffs:
                onto.setdefault(lay.meld, []).append(lay.card)
            laid = ", ".join(
                lang(
                    "showdown-laid-off-card",
                    card=self.cs(sorted(cards)),
                    meld=f"[{self.cs(meld.cards)}]",
                )
                for meld, cards in onto.items()
            )
            self.say(lang("terminal-laid-off", player=WHO[defender], cards=laid))
        for line in deal_sums(outcome, self.rules, lang):
            self.say(lang("terminal-sum", sum=line))
        self.say(lang("terminal-scores", player=WHO[winner], points=outcome.points))

    def game_over(self, outcome: GameOutcome) -> None:
        """The score sheet as on paper: a line per deal with its points and the running
        totals, then each side's points, boxes counted, game bonus, a shutout and the total."""
        standings = sorted(outcome.standings, key=lambda s: s.side)
        lang = self.lang
        heads = [lang(label) for label in SHEET_LABELS]
        self.say()
        self.say(self.ruled(lang("terminal-game-over", count=len(self.game.deals))))
        table = sheet_table(self.game.score_lines(), self.rules, heads, lang, gap=2)
        for line in table.lines:
            self.say(line)
        self.say()
        forfeit = outcome.ending is Ending.FORFEIT
        by_side = [
            [
                cell_words(cell, lang)
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
            max(len(heads[i]), *(len(row[i]) for row in cells)) + 2 for i in range(len(columns))
        ]
        self.say(f"{'':<{width}}" + "".join(n.rjust(w) for n, w in zip(heads, widths, strict=True)))
        for label, row in zip(labels, cells, strict=True):
            self.say(
                f"{label:<{width}}" + "".join(c.rjust(w) for c, w in zip(row, widths, strict=True))
            )
        you, computer = standings[YOU], standings[COMPUTER]
        high, low = (str(n) for n in sorted((you.grand_total, computer.grand_total), reverse=True))
        if you.place == computer.place:
            said = [lang("terminal-tie", points=high)]
        elif you.place == 1:
            said = [lang("terminal-you-win", high=high, low=low)]
        else:
            said = [lang("terminal-computer-wins", high=high, low=low)]
        if outcome.shutout:
            said.append(lang("terminal-shutout"))
        self.say(" ".join(said))  # sentences, one after the other


# -- the command --------------------------------------------------------------------------------


def rules_error(exc: RulesError, lang: Words) -> str:
    """Why rules can't be made, a clause in ``lang`` (``rules-error-*``): a setting by its
    name, a list of values with commas."""
    values: dict[str, object] = {}
    for name, value in exc.values.items():
        if name == "setting":
            values[name] = lang("rules-setting", setting=value)
        elif isinstance(value, tuple | list):
            values[name] = ", ".join(map(str, value))
        else:
            values[name] = value
    return lang(f"rules-error-{exc.kind}", **values)


def main(
    args: argparse.Namespace, stdin: TextIO | None = None, stdout: TextIO | None = None
) -> int:
    """Run ``python -m bot play`` with parsed ``args``; the exit status."""
    stdout = stdout or sys.stdout
    if isinstance(stdout, io.TextIOWrapper):
        # A letter the terminal's encoding lacks (an accent of the language, a rule's line)
        # shows as "?" rather than stopping the game; the cards have their own fallback.
        stdout.reconfigure(errors="replace")
    lang = words(language(os.environ, getattr(args, "lang", None)))
    try:
        rules = rules_for(args.variant, args.target, args.bonuses)
    except RulesError as exc:  # the parser's checks make this rare
        print(lang("terminal-cannot-play", reason=rules_error(exc, lang)), file=sys.stderr)
        return 2
    seed_given = args.seed is not None
    seed = args.seed if seed_given else secrets.randbelow(1_000_000)
    try:
        while True:
            game = TerminalGame(
                rules,
                Level(args.level),
                seed,
                stdin or sys.stdin,
                stdout,
                seed_given=seed_given,
                lang=lang,
            )
            if not game.play():  # left early: it said goodbye
                return 0
            if not game.again():
                game.say(lang("terminal-thanks"))
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
