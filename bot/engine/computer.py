"""The computer opponent: every decision of a deal from the player's own view, never from
hidden cards.

:func:`decide` takes a :class:`PlayerView` (the seat's hand, its legal actions and the public
table with the whole public history) and a seeded ``random.Random``; the same view and seed give
the same decision, whatever the cards nobody may see; beside it, the expert also gets the game
around the deal (a :class:`GameContext`: the score, the target, the rules' bonuses, the earlier
deals as the table saw them), which the other levels never read. Four levels:

- ``easy``: sensible but beatable. Keeps pairs, sheds its highest loose card, takes a card from
  the pile only to make a meld at once, knocks at once; now and then it slips (throws another
  loose card, or misses a pickup).
- ``normal``: a solid heuristic. Throws the card that leaves the least deadwood, less half a
  point per out kept, plus a cost for cards that work two ways (a pair that is also a run start)
  and for feeding the ranks and runs the opponent has taken (less for what they threw or passed);
  takes from the pile only a card that joins a meld; knocks as soon as it may.
- ``hard``: infers the opponent's likely cards from what they took, passed and threw, and samples
  hidden hands consistent with everything public, keeping from a large pool mostly those with
  little deadwood, the more so the more turns the opponent has played (a real hand improves at
  each turn, a random one does not). It throws the card (among those near the
  least deadwood) that best sets up the next draw: expected deadwood after it, the chance to be
  able to knock then, and the share of sampled opponent hands that would take the card, weighed
  double near the stock's end. It knocks unless the sampled hands undercut it on average (at the
  stock's end it knocks anyway), and takes from the pile a card that joins a meld or lets it knock.
- ``expert`` (:mod:`bot.engine.expert`): the strongest, with the whole game in view. At each
  chance to knock it weighs knocking now (scored exactly against imagined opponent hands that
  explain what the opponent did, including not having knocked) against playing on (the deal
  played out in those worlds, the opponent eager or patient as its earlier deals in the game
  suggest), by the chance of winning the game. It is asked with the game's context and refuses
  to decide without it.

Every level only ever picks from the view's legal actions, so it obeys the rule set in play
(Oklahoma's knock limit, Straight gin, big gin).

>>> import random
>>> from bot.engine import Deal, Rules
>>> deal = Deal.new(Rules(), dealer=0, rng=random.Random(3))
>>> view = deal.view_for(deal.turn)
>>> decide(view, Level.HARD, random.Random(1)) in view.legal_actions
True
>>> game = GameContext.lone(view, Rules())  # a deal on its own: the first of a game
>>> decide(view, Level.EXPERT, random.Random(1), game) in view.legal_actions
True
"""

from __future__ import annotations

import random

from bot.engine.actions import Action
from bot.engine.classic import Reading, decide_classic, read
from bot.engine.deal import PlayerView
from bot.engine.expert import decide_expert
from bot.engine.game import GameContext
from bot.engine.levels import Level

__all__ = ["Level", "Reading", "decide", "read"]


def decide(
    view: PlayerView, level: Level, rng: random.Random, game: GameContext | None = None
) -> Action:
    """The action the computer plays at ``level`` (one of ``view.legal_actions``). ``game`` is
    the game around the deal (:meth:`Game.context_for` the same player): the expert needs it,
    the other levels don't read it (a deal played on its own has none)."""
    if level is not Level.EXPERT:
        return decide_classic(view, level, rng)
    if game is None:
        raise ValueError("the expert decides with the game in view: pass its context")
    if game.seating.players[view.seat] != game.player:
        raise ValueError("the game's context is another player's than the deal's view")
    return decide_expert(view, game, rng)
