"""The expert's look-ahead measured position by position (a script, for tuning it).

    python bench/expert_lab.py collect --opponent patient-3 --games 40 --out p3.pkl
    python bench/expert_lab.py score p3.pkl [--set name=value ...] [--infer | --playouts]

``collect`` plays whole games (the expert against an arena player) and keeps every position
where the expert may knock: its view, its game, and what it could not see (the opponent's hand,
the stock's order). ``score`` asks the expert's parts about each position and compares with the
truth there:

- the knock's value: the expert's estimate (over its worlds) against the showdown with the real
  hand, and the undercut chance it sees against the undercuts that would happen;
- the decision: knocking now against playing on, where playing on is the real deal played out
  (the real opponent, the expert's playout rule for itself): the points given away by each
  choice against the better one (regret), in the deal's points.

``--infer`` scores the inference alone (no playouts); ``--playouts`` compares playing on as the
worlds see it with the real deal played on, for each of the expert's own knock thresholds.
"""

from __future__ import annotations

import argparse
import pickle
import random
import statistics
import sys
import time
from dataclasses import dataclass, fields, replace
from typing import Any

import _repo  # noqa: F401
from arena_players import Decider, make_player

from bot.engine import Action, Discard, Game, Gin, Knock, Rules
from bot.engine.computer import Level, decide
from bot.engine.deal import Deal, PlayerView
from bot.engine.expert import (
    DEFAULT,
    Tuning,
    evidence,
    opponent_styles,
    showdown,
    worlds,
)
from bot.engine.game import GameContext
from bot.engine.melds import min_deadwood


@dataclass
class Position:
    opponent: str
    view: PlayerView
    context: GameContext
    deal: Deal  # a copy, at the decision
    seat: int


def collect(opponent: str, games: int, seed: int) -> list[Position]:
    out: list[Position] = []
    for index in range(games):
        game = Game.new(Rules(), ("p0", "p1"), rng=random.Random(f"lab:{seed}:{index}"))
        me = index % 2
        deciders = {me: None, 1 - me: make_player(opponent)}
        rngs = [random.Random(f"lab:{seed}:{index}:{p}") for p in (0, 1)]
        while not game.is_over:
            player = game.turn
            assert player is not None
            deal_index = game.deal_of(player)
            assert deal_index is not None
            seat = game.seatings[deal_index].seat_of(player)
            assert seat is not None
            deal = game.deals[deal_index]
            view = deal.view_for(seat)
            decider = deciders[player]
            if decider is None:
                context = game.context_for(player)
                legal = view.legal_actions
                if any(isinstance(a, Knock) for a in legal) and not any(
                    isinstance(a, Gin) for a in legal
                ):
                    out.append(Position(opponent, view, context, deal.copy(), seat))
                action = decide(view, Level.EXPERT, rngs[player], context)
            else:
                action = decider(view, rngs[player], game, player)
            game.apply(action, player)
    return out


def true_play_on(pos: Position, throw: Discard, my_threshold: int) -> int:
    """The real deal played on after ``throw``: the real opponent, ourselves by the playout
    rule. Our points (with the multiplier)."""
    deal = pos.deal.copy()
    me = pos.seat
    opp: Decider
    if pos.opponent in ("easy", "normal", "hard"):
        level = Level(pos.opponent)  # (the expert's own context is not kept: not as opponent)

        def opp(view: PlayerView, rng: random.Random, game: Game, player: int) -> Action:
            return decide(view, level, rng)
    else:
        opp = make_player(pos.opponent)
    mine = make_player(f"patient-{my_threshold}")
    rng = random.Random(0)
    deal.apply(throw, me)
    while not deal.is_over:
        seat = deal.turn
        assert seat is not None
        view = deal.view_for(seat)
        player = opp if seat != me else mine
        deal.apply(player(view, rng, None, seat), seat)  # type: ignore[arg-type]
    outcome = deal.outcome()
    assert outcome is not None
    if outcome.winner is None:
        return 0
    return outcome.points if outcome.winner == me else -outcome.points


def score(positions: list[Position], tuning: Tuning, infer_only: bool = False) -> None:
    by: dict[str, list[dict[str, float]]] = {}
    began = time.process_time()
    for number, pos in enumerate(positions):
        view = pos.view
        rng = random.Random(number)
        ev = evidence(view)
        styles = opponent_styles(pos.context, pos.context.opponent, ev.limit, tuning)
        drawn = worlds(ev, styles, rng, tuning)
        knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
        hand = ev.mine
        knock = min(knocks, key=lambda a: (min_deadwood(hand & ~a.card.mask), -a.card.index))
        kept = hand & ~knock.card.mask
        exclude = ev.pile | knock.card.mask
        rules = pos.context.rules
        est = [showdown(kept, w.hand, rules, exclude) for w in drawn]
        their = pos.deal.hand_mask(1 - pos.seat)
        truth = showdown(kept, their, rules, exclude)
        if infer_only:
            by.setdefault(pos.opponent, []).append(
                {
                    "est": statistics.fmean(est),
                    "truth": truth,
                    "p_under": sum(1 for v in est if v < 0) / len(est),
                    "under": float(truth < 0),
                    "est_dw": statistics.fmean(min_deadwood(w.hand) for w in drawn),
                    "true_dw": min_deadwood(their),
                    "distinct": len({w.hand for w in drawn}),
                    "knock": 0.0,
                    "regret": 0.0,
                    "always_knock": 0.0,
                    "never_knock": 0.0,
                    "est_on": 0.0,
                    "true_on": 0.0,
                }
            )
            continue
        # The decision, as the expert makes it, and the truth of both choices.
        others = tuple(a for a in view.legal_actions if not isinstance(a, Knock))
        throw = decide(replace(view, legal_actions=others), Level.HARD, random.Random(number))
        assert isinstance(throw, Discard)
        from bot.engine.expert import playout

        rest = hand & ~throw.card.mask
        if ev.stock <= 2:
            est_on = 0.0
        else:
            est_on = statistics.fmean(
                playout(rest, w, throw.card.mask, rules, ev.limit, tuning.my_thresholds[0])
                for w in drawn
            )
        est_knock = statistics.fmean(est)
        chose_knock = est_knock >= est_on - tuning.margin
        true_on = true_play_on(pos, throw, tuning.my_thresholds[0])
        true_knock = truth * ev.multiplier
        best = max(true_on, true_knock)
        regret = best - (true_knock if chose_knock else true_on)
        by.setdefault(pos.opponent, []).append(
            {
                "est": est_knock,
                "truth": truth,
                "p_under": sum(1 for v in est if v < 0) / len(est),
                "under": float(truth < 0),
                "est_dw": statistics.fmean(min_deadwood(w.hand) for w in drawn),
                "true_dw": min_deadwood(their),
                "distinct": len({w.hand for w in drawn}),
                "knock": float(chose_knock),
                "regret": regret,
                "always_knock": best - true_knock,
                "never_knock": best - true_on,
                "est_on": est_on,
                "true_on": true_on,
            }
        )
    cpu = time.process_time() - began
    print(f"{len(positions)} positions, {1000 * cpu / max(1, len(positions)):.1f} ms CPU each")
    print(
        f"{'opponent':<10} {'n':>4} {'est-knock':>9} {'true':>6} {'p_under':>7} {'under':>6} "
        f"{'brier':>6} {'est_dw':>6} {'dw':>5} {'est_on':>7} {'on':>6} {'knock%':>6} "
        f"{'regret':>6} {'always':>6} {'never':>6} {'worlds':>6}"
    )
    everything = [r for rows in by.values() for r in rows]
    total_brier = statistics.fmean((r["p_under"] - r["under"]) ** 2 for r in everything)
    knock_error = statistics.fmean(abs(r["est"] - r["truth"]) for r in everything)
    print(
        f"all: brier {total_brier:.4f}, knock value's mean error {knock_error:.2f}, "
        f"regret {statistics.fmean(r['regret'] for r in everything):.3f}"
    )
    for opponent, rows in by.items():

        def mean(key: str, rows: list[dict[str, float]] = rows) -> float:
            return statistics.fmean(r[key] for r in rows)

        brier = statistics.fmean((r["p_under"] - r["under"]) ** 2 for r in rows)
        print(
            f"{opponent:<10} {len(rows):>4} {mean('est'):>9.2f} {mean('truth'):>6.2f} "
            f"{mean('p_under'):>7.3f} {mean('under'):>6.3f} {brier:>6.3f} "
            f"{mean('est_dw'):>6.1f} {mean('true_dw'):>5.1f} {mean('est_on'):>7.2f} "
            f"{mean('true_on'):>6.2f} {100 * mean('knock'):>5.1f}% {mean('regret'):>6.2f} "
            f"{mean('always_knock'):>6.2f} {mean('never_knock'):>6.2f} {mean('distinct'):>6.1f}"
        )


def playouts(positions: list[Position], tuning: Tuning) -> None:
    """Per opponent and for each of our playout thresholds: playing on as the worlds see it
    (mean points) against the real deal played on (the real opponent, ourselves at that
    threshold), after hard's throw."""
    from bot.engine.expert import playout

    by: dict[str, dict[int, list[tuple[float, float]]]] = {}
    for number, pos in enumerate(positions):
        view = pos.view
        ev = evidence(view)
        if ev.stock <= 2:
            continue
        styles = opponent_styles(pos.context, pos.context.opponent, ev.limit, tuning)
        drawn = worlds(ev, styles, random.Random(number), tuning)
        others = tuple(a for a in view.legal_actions if not isinstance(a, Knock))
        throw = decide(replace(view, legal_actions=others), Level.HARD, random.Random(number))
        assert isinstance(throw, Discard)
        rest = ev.mine & ~throw.card.mask
        rules = pos.context.rules
        for mine in tuning.my_thresholds:
            est = statistics.fmean(
                playout(rest, w, throw.card.mask, rules, ev.limit, mine) for w in drawn
            )
            true = true_play_on(pos, throw, mine)
            by.setdefault(pos.opponent, {}).setdefault(mine, []).append((est, true))
    for opponent, per in by.items():
        parts = []
        for mine, rows in per.items():
            estimated = statistics.fmean(r[0] for r in rows)
            actual = statistics.fmean(r[1] for r in rows)
            parts.append(f"T={mine}: est {estimated:+6.2f} true {actual:+6.2f}")
        print(f"{opponent:<10} n={len(next(iter(per.values()))):<4} " + "  ".join(parts))


def parse_sets(items: list[str]) -> Tuning:
    kinds = {f.name: f.type for f in fields(Tuning)}
    changes: dict[str, Any] = {}
    for item in items:
        name, _, text = item.partition("=")
        if name not in kinds:
            raise SystemExit(f"no setting {name!r}: {', '.join(kinds)}")
        changes[name] = int(text) if kinds[name] in (int, "int") else float(text)
    return replace(DEFAULT, **changes)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--opponent", action="append", required=True)
    c.add_argument("--games", type=int, default=20)
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--out", required=True)
    s = sub.add_parser("score")
    s.add_argument("files", nargs="+")
    s.add_argument("--set", action="append", default=[])
    s.add_argument("--limit", type=int, default=0, help="positions per file (0: all)")
    s.add_argument("--infer", action="store_true", help="the inference only: no playouts")
    s.add_argument("--playouts", action="store_true", help="playing on, per playout threshold")
    args = parser.parse_args(argv)
    if args.command == "collect":
        positions: list[Position] = []
        for opponent in args.opponent:
            found = collect(opponent, args.games, args.seed)
            print(f"{opponent}: {len(found)} positions", file=sys.stderr)
            positions += found
        with open(args.out, "wb") as f:
            pickle.dump(positions, f)
        return 0
    tuning = parse_sets(args.set)
    positions = []
    for name in args.files:
        with open(name, "rb") as f:
            found = pickle.load(f)
        positions += found[: args.limit] if args.limit else found
    if args.playouts:
        playouts(positions, tuning)
    else:
        score(positions, tuning, args.infer)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
