"""The arena's players (``bench/arena.py``), each by name: our computer levels and three kinds
of scripted opponents, all playing our engine's ``Game`` through the seat's ``PlayerView``.

- ``easy``, ``normal``, ``hard`` (and every later member of ``bot.engine.computer.Level``: the
  names come from the enum, so a new level is a player here without a change): ``decide``.
- ``greedy``: one step ahead. Takes the upcard or the discard only if that lowers its deadwood
  (the best ten cards it could keep, without throwing the card taken back), throws the card that
  leaves the least deadwood (its highest deadwood card; the higher card, then the lower index,
  on a tie), knocks as soon as it may (the knock leaving the least deadwood), gin always. This is
  ``bot.engine.strategy.simple_move``, the scripted members' play in the tests.
- ``patient-N`` (any N from 0 to 10): the greedy player that knocks only at deadwood N or less;
  gin always. ``patient-0`` goes for gin only.
- ``simple``: a port of OpenSpiel's simple gin rummy bot (``make_simple_gin_rummy_bot``,
  open_spiel/bots/gin_rummy/simple_gin_rummy_bot.cc, the EAAI 2021 challenge's baseline) to our
  engine: OpenSpiel's own meld search (``os_best_meld_group``: every meld group in its order,
  the first with the most melded value) and its 11-card deadwood shortcut (the best meld group
  of the 11 cards, less the highest-ranked unmatched card), so its ties fall as they do there.

  - Draw: take the top card if the 11 cards with it count at most the knock limit by that
    shortcut, or if it is in the best meld group of the 11 (not among their unmatched cards);
    otherwise pass the upcard or draw from the stock.
  - Discard: if the 11 cards count at most the knock limit by the shortcut, knock (gin when the
    ten kept have no deadwood), throwing the highest-ranked unmatched card of the best meld
    group (K over Q over J; on equal ranks the higher card id: hearts, diamonds, clubs,
    spades), laying exactly that group's melds; with no unmatched card (eleven melded) the
    first card, by id, whose removal leaves gin. Otherwise discard that same card.
  - Never lays off: not portable. In our engine the defender's layoffs are the engine's, always
    the best (docs/rules.md), for every player.
  - Where our rules forbid what it does: it may take a card from the pile only to knock and
    throw that very card back (OpenSpiel allows it; our rules forbid discarding the card just
    taken, even as the knock discard). The port does not take a card it would throw straight
    back (it passes, or draws from the stock, and knocks after that draw if the shortcut still
    allows); if its discard is the card just taken anyway, it throws its next unmatched card by
    the same order (its next gin-keeping card when all are melded), and if none is legal the
    discard that leaves the least deadwood. OpenSpiel's wall (two cards left in the stock: knock
    or pass) never comes in our rules (the deal is already a draw), nor its anti-loop stop.
  - Checked move by move against pyspiel's bot in OpenSpiel's own game by
    tests/engine/test_arena_simple.py, at every decision where the two rule sets agree.

Every player gets the seat's ``PlayerView`` (never a hidden card), the ``Game`` and the player's
index in it (for a level that reads the game; the scripted players do not) and a seeded
``random.Random`` (only the levels use it), and returns one of the view's legal actions.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Callable, Sequence
from functools import lru_cache

import _repo  # noqa: F401  (the project root on the path, for ``bot``)

from bot.engine import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawStock,
    Game,
    Gin,
    Knock,
    Meld,
    PassUpcard,
    PlayerView,
    TakeDiscard,
    simple_move,
)
from bot.engine.cards import CARDS
from bot.engine.computer import Level, decide
from bot.engine.expert import DEFAULT, Tuning, decide_expert
from bot.engine.melds import min_deadwood

Decider = Callable[[PlayerView, random.Random, Game, int], Action]

LEVELS: dict[str, Level] = {level.value: level for level in Level}
PATIENT = re.compile(r"patient-(\d+)")
# The expert with other numbers, to try them: expert{worlds=96,margin=0.5} (bot.engine.expert's
# Tuning; a tuple's values separated by /).
TUNED = re.compile(r"expert\{([^{}]*)\}")
SCRIPTED = ("greedy", "simple")


def names_help() -> str:
    return f"{', '.join(LEVELS)}, greedy, patient-N (N 0-10), simple"


def check_name(name: str) -> str:
    """``name`` if it names a player; ValueError otherwise."""
    match = PATIENT.fullmatch(name)
    if name in LEVELS or name in SCRIPTED or (match and 0 <= int(match.group(1)) <= 10):
        return name
    if TUNED.fullmatch(name):
        _tuning(name)
        return name
    raise ValueError(f"no player {name!r}: choose from {names_help()}")


def make_player(name: str) -> Decider:
    """The decision function of the player called ``name``."""
    check_name(name)
    if name in LEVELS:
        return _computer(LEVELS[name])
    if TUNED.fullmatch(name):
        return _tuned(_tuning(name))
    if name == "greedy":
        return greedy
    if name == "simple":
        return simple
    match = PATIENT.fullmatch(name)
    assert match is not None
    return _patient(int(match.group(1)))


# -- our levels ------------------------------------------------------------------------------


def _computer(level: Level) -> Decider:
    def play(view: PlayerView, rng: random.Random, game: Game, player: int) -> Action:
        # Every level gets the game around the deal, as the bot gives it (only the expert reads it).
        return decide(view, level, rng, game.context_for(player))

    return play


def _tuning(name: str) -> Tuning:
    match = TUNED.fullmatch(name)
    assert match is not None
    kinds = {f.name: f.type for f in dataclasses.fields(Tuning)}
    changes: dict[str, object] = {}
    for item in filter(None, match.group(1).split(",")):
        key, _, text = item.partition("=")
        kind = kinds.get(key)
        if kind is None:
            raise ValueError(f"{name}: the expert has no setting {key!r} ({', '.join(kinds)})")
        if "tuple" in str(kind):
            changes[key] = tuple(int(v) for v in text.split("/"))
        elif kind in (bool, "bool"):
            changes[key] = text not in ("0", "false", "no")
        elif kind in (int, "int"):
            changes[key] = int(text)
        else:
            changes[key] = float(text)
    return dataclasses.replace(DEFAULT, **changes)  # type: ignore[arg-type]


def _tuned(tuning: Tuning) -> Decider:
    def play(view: PlayerView, rng: random.Random, game: Game, player: int) -> Action:
        return decide_expert(view, game.context_for(player), rng, tuning)

    return play


# -- greedy and patient ----------------------------------------------------------------------


def _top(view: PlayerView) -> Card | None:
    pile = view.table.discard_pile
    return pile[-1] if pile else None


def greedy(view: PlayerView, rng: random.Random, game: Game, player: int) -> Action:
    return simple_move(view.hand, view.legal_actions, _top(view))


def _patient(limit: int) -> Decider:
    def patient(view: PlayerView, rng: random.Random, game: Game, player: int) -> Action:
        hand = sum(c.mask for c in view.hand)
        legal = [
            a
            for a in view.legal_actions
            if not (isinstance(a, Knock) and min_deadwood(hand & ~a.card.mask) > limit)
        ]
        return simple_move(view.hand, legal, _top(view))

    return patient


# -- OpenSpiel's simple bot, ported ----------------------------------------------------------
# Card ids are OpenSpiel's (our Card.index): suit * 13 + rank, suits s c d h, rank 0 = ace.


def _value(card: int) -> int:
    return min(card % 13 + 1, 10)


def _rank_order(card: int) -> tuple[int, int]:
    """OpenSpiel's RankComparator: by rank, then by card id."""
    return card % 13, card


def _rank_melds(cards: Sequence[int]) -> list[tuple[int, ...]]:
    """OpenSpiel's RankMelds, in its order: per rank of four, the four and two of its threes,
    then every three of a kind found by a sliding window."""
    c = sorted(cards, key=_rank_order)
    melds: list[tuple[int, ...]] = []
    if len(c) < 3:
        return melds
    for i in range(len(c) - 3):
        if c[i] % 13 == c[i + 3] % 13:
            melds += [tuple(c[i : i + 4]), (c[i], c[i + 1], c[i + 3]), (c[i], c[i + 2], c[i + 3])]
    for i in range(len(c) - 2):
        if c[i] % 13 == c[i + 2] % 13:
            melds.append(tuple(c[i : i + 3]))
    return melds


def _suit_melds(cards: Sequence[int]) -> list[tuple[int, ...]]:
    """OpenSpiel's SuitMelds, in its order: runs of five, then four, then three."""
    c = sorted(cards)  # its SuitComparator: suit, then id, which is the id's order
    melds: list[tuple[int, ...]] = []
    for size in (5, 4, 3):
        for i in range(len(c) - size + 1):
            last = c[i + size - 1]
            if c[i] == last - size + 1 and c[i] // 13 == last // 13:
                melds.append(tuple(c[i : i + size]))
    return melds


def os_all_melds(cards: Sequence[int]) -> list[tuple[int, ...]]:
    return _rank_melds(cards) + _suit_melds(cards)


def os_best_meld_group(cards: Sequence[int]) -> list[tuple[int, ...]]:
    """OpenSpiel's BestMeldGroup: of the meld groups its depth-first search lists (each path of
    melds that share no card, every order of them, to where no meld fits), the first with the
    greatest melded value. The same answer by memoised search: a subtree's first best path
    depends only on its meld and the melds still open to it."""
    melds = os_all_melds(cards)
    masks = [sum(1 << c for c in m) for m in melds]
    values = [sum(_value(c) for c in m) for m in melds]
    memo: dict[tuple[int, int], tuple[int, tuple[int, ...]]] = {}

    def path(meld: int, open_: int) -> tuple[int, tuple[int, ...]]:
        """The first best path from ``meld`` on, choosing from ``open_`` (indexes, as bits)."""
        key = (meld, open_)
        if key not in memo:
            children = [
                i for i in range(len(melds)) if open_ >> i & 1 and not masks[i] & masks[meld]
            ]
            child_set = sum(1 << i for i in children)
            best_value = -1
            best_path: tuple[int, ...] = ()
            for child in children:
                value, rest = path(child, child_set)
                if value > best_value:
                    best_value, best_path = value, rest
            if best_value < 0:
                best_value = 0
            memo[key] = (values[meld] + best_value, (meld, *best_path))
        return memo[key]

    everything = (1 << len(melds)) - 1
    best_value = 0
    best: tuple[int, ...] = ()
    for root in range(len(melds)):
        value, found = path(root, everything)
        if value > best_value:
            best_value, best = value, found
    return [melds[i] for i in best]


def os_best_deadwood(cards: Sequence[int]) -> list[int]:
    """GetBestDeadwood: the cards outside the best meld group, in the order given."""
    used = {c for meld in os_best_meld_group(cards) for c in meld}
    return [c for c in cards if c not in used]


def os_min_deadwood(cards: Sequence[int]) -> int:
    """OpenSpiel's MinDeadwood: ten cards exactly; eleven by its shortcut (the best meld group's
    unmatched cards less the highest-ranked one)."""
    deadwood = sorted(os_best_deadwood(cards), key=_rank_order)
    if len(cards) == 11 and deadwood:
        deadwood.pop()
    return sum(_value(c) for c in deadwood)


def os_discard(hand: Sequence[int]) -> int:
    """GetDiscard: the highest-ranked unmatched card; eleven melded: the first whose removal
    leaves gin."""
    return os_discard_order(hand)[0]


def os_discard_order(hand: Sequence[int]) -> list[int]:
    """GetDiscard's choice first, then what it would choose were that card not allowed."""
    deadwood = sorted(os_best_deadwood(hand), key=_rank_order, reverse=True)
    if deadwood:
        return deadwood
    return [c for c in hand if os_min_deadwood([x for x in hand if x != c]) == 0]


def simple(view: PlayerView, rng: random.Random, game: Game, player: int) -> Action:
    legal = view.legal_actions
    hand = sorted(c.index for c in view.hand)  # its observation lists the hand by card id
    limit = view.table.knock_limit if view.table.knock_limit is not None else 0
    if TakeDiscard() in legal or DrawStock() in legal or PassUpcard() in legal:
        top = _top(view)
        leave: Action = PassUpcard() if PassUpcard() in legal else DrawStock()
        if TakeDiscard() not in legal or top is None:
            return leave
        eleven = sorted([*hand, top.index])
        knocks = os_min_deadwood(eleven) <= limit
        melds = top.index not in os_best_deadwood(eleven)
        if melds or (knocks and os_discard(eleven) != top.index):
            return TakeDiscard()
        return leave
    if BigGin() in legal:  # (OpenSpiel has no big gin; off in our default rules)
        return BigGin()
    taken = view.just_taken.index if view.just_taken is not None else -1
    order = [c for c in os_discard_order(hand) if c != taken]
    if os_min_deadwood(hand) <= limit:
        for card in order:
            kept = [c for c in hand if c != card]
            if min_deadwood(sum(1 << c for c in kept)) == 0 and Gin(CARDS[card]) in legal:
                return Gin(CARDS[card])
            if Knock(CARDS[card]) in legal:
                # It lays the best meld group of its eleven cards (its discard is unmatched
                # there); were that card the one just taken, the group of the ten it keeps.
                group = _group(tuple(hand) if card == os_discard(hand) else tuple(kept))
                return Knock(CARDS[card], tuple(Meld(tuple(CARDS[c] for c in m)) for m in group))
    for card in order:
        if Discard(CARDS[card]) in legal:
            return Discard(CARDS[card])
    return simple_move(view.hand, legal, None)  # (never met: some unmatched card is legal)


@lru_cache(maxsize=4096)
def _group(cards: tuple[int, ...]) -> list[tuple[int, ...]]:
    return os_best_meld_group(cards)
