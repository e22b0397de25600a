"""The easy, normal and hard levels decide as they did before the game came into view: every
decision of a dozen recorded games (every format and variant the computer plays, some hundreds
of positions) made again from the same position and seed gives the recorded move, with the
game's context passed beside the deal's view and without it.

The positions were recorded from the code before ``decide`` took the game
(``tests/engine/data/old_levels.json``); ``python -m tests.engine.test_old_levels`` records them
again (only to change them on purpose: the point is that they stay).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Action, Format, Game, Rules, Variant
from bot.engine.cards import parse_cards
from bot.engine.computer import Level, decide
from bot.engine.rules import Rotation

DATA = Path(__file__).parent / "data" / "old_levels.json"
OLD = (Level.EASY, Level.NORMAL, Level.HARD)

# The games recorded: (rules, players' levels); each player plays the move of its own level.
GAMES: tuple[tuple[Rules, tuple[Level, ...]], ...] = (
    (Rules(target=25), (Level.HARD, Level.NORMAL)),
    (Rules(target=25), (Level.EASY, Level.HARD)),
    (Rules(target=25, variant=Variant.OKLAHOMA), (Level.NORMAL, Level.HARD)),
    (Rules(target=25, variant=Variant.STRAIGHT), (Level.HARD, Level.EASY)),
    (Rules.preset("big-gin", target=25), (Level.HARD, Level.HARD)),
    (Rules.preset("20/10", target=25), (Level.NORMAL, Level.EASY)),
    (Rules(target=25, format=Format.THREE), (Level.HARD, Level.NORMAL, Level.EASY)),
    (
        Rules(target=25, format=Format.THREE, rotation=Rotation.LOSER_SITS_OUT),
        (Level.EASY, Level.HARD, Level.NORMAL),
    ),
    (
        Rules(target=25, format=Format.PARTNERSHIP),
        (Level.HARD, Level.EASY, Level.NORMAL, Level.HARD),
    ),
    (Rules(target=20, format=Format.HOLLYWOOD), (Level.NORMAL, Level.HARD)),
)


def seed_of(game: int, step: int, level: Level) -> str:
    return f"old:{game}:{step}:{level.value}"


def record() -> list[dict[str, Any]]:
    """Play the games above, noting at every decision what each old level decides."""
    out = []
    for number, (rules, levels) in enumerate(GAMES):
        names = tuple(f"p{i}" for i in range(len(levels)))
        game = Game.new(rules, names, rng=random.Random(f"old-levels:{number}"))
        moves: list[list[Any]] = []  # [player, the move played, each old level's decision]
        while not game.is_over:
            acting = game.to_act()
            player = acting[len(moves) % len(acting)]
            view = game.view_for(player).hand
            assert view is not None
            said = {
                level.value: decide(view, level, random.Random(seed_of(number, len(moves), level)))
                for level in OLD
            }
            played = said[levels[player].value]
            moves.append([player, played.notation, [said[level.value].notation for level in OLD]])
            game.apply(played, player)
        out.append(
            {
                "rules": rules.to_dict(),
                "players": list(names),
                "cuts": [" ".join(c.code for c in cut) for cut in game.cuts],
                "decks": [d.deck_text for d in game.deals],
                "moves": moves,
            }
        )
    return out


def replay(recorded: dict[str, Any]) -> Game:
    rules = Rules.from_dict(recorded["rules"])
    cuts = [parse_cards(text) for text in recorded["cuts"]]
    decks = [parse_cards(text) for text in recorded["decks"]]
    return Game(rules, recorded["players"], cuts, decks=decks)


@pytest.mark.slow
def test_the_old_levels_decide_as_recorded_with_the_game_in_view_or_not() -> None:
    games = json.loads(DATA.read_text())
    positions = 0
    for number, recorded in enumerate(games):
        game = replay(recorded)
        for step, (player, played, said) in enumerate(recorded["moves"]):
            view = game.view_for(player).hand
            assert view is not None
            context = game.context_for(player)
            for level, expected in zip(OLD, said, strict=True):
                alone = decide(view, level, random.Random(seed_of(number, step, level)))
                beside = decide(
                    view, level, random.Random(seed_of(number, step, level)), game=context
                )
                assert alone.notation == expected, (number, step, level)
                assert beside.notation == expected, (number, step, level)
            game.apply(Action.parse(played), player)
            positions += 1
        assert game.is_over
    assert positions >= 300


if __name__ == "__main__":
    DATA.parent.mkdir(exist_ok=True)
    games = record()
    lines = ",\n".join(json.dumps(game, separators=(",", ":")) for game in games)
    DATA.write_text(f"[\n{lines}\n]\n")  # a game a line
    print(f"{sum(len(g['moves']) for g in games)} positions in {DATA}", file=sys.stderr)
