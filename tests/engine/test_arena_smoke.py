"""A quick run of ``bench/arena_openspiel.py`` (``bench/arena.py --openspiel``: our levels
against OpenSpiel's simple bot, in OpenSpiel's game) through the script's own adapter, so the
benchmark cannot rot unnoticed.

- Ten decks at easy and at normal, each played in both seats (20 deals per level): every deal
  ends in OpenSpiel, every action of the deal (ours, the bot's, the chance draws) is legal when
  replayed on a fresh state with OpenSpiel's legality check, the returns sum to zero, and the
  summary lines and the goal line come out.
- The adapter's view is our engine's own view: a few deals are replayed in both engines at once
  (``openspiel_bridge.Replay``), and at each of our decisions the ``PlayerView`` the adapter
  builds from OpenSpiel's state equals ``Deal.view_for`` (hand, table, history, card taken, best
  discards), with the legal actions both engines allow.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

pyspiel = pytest.importorskip("pyspiel")
pytestmark = pytest.mark.openspiel

BENCH = Path(__file__).resolve().parents[2] / "bench"
ARENA_PATH = BENCH / "arena_openspiel.py"


def _load_arena():
    sys.path.insert(0, str(BENCH))  # as a bench script, it imports its _repo helper
    spec = importlib.util.spec_from_file_location("bench_arena_openspiel", ARENA_PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


arena = _load_arena()

from bot.engine.computer import Level, decide  # noqa: E402
from tests.support.openspiel_bridge import GAME, Replay  # noqa: E402

SEED = 20240607


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_quick_arena_run(level: str, capsys: pytest.CaptureFixture[str]) -> None:
    bots = arena._bots()
    batch = arena.Batch()
    for index in range(10):
        deck = arena.deck_for(SEED, index)
        pair = []
        for seat in (0, 1):
            rng = random.Random(f"smoke:{index}:{seat}")
            points, kind, ours, state = arena.play_openspiel(
                deck, seat, arena.LEVELS[level], bots, rng
            )
            assert state.is_terminal(), kind
            returns = state.returns()
            assert returns[0] + returns[1] == 0
            assert points == returns[seat]
            assert ours.times, "decide was never asked"
            # Every move of the deal is legal in OpenSpiel: replay it with its legality check.
            fresh = GAME.new_initial_state()
            for action in state.history():
                fresh.apply_action_with_legality_check(action)
            assert fresh.is_terminal() and fresh.returns() == returns
            pair.append(points)
            batch.kinds[kind] += 1
            batch.notes.update(ours.notes)
            batch.times += ours.times
        batch.points.append((pair[0], pair[1]))
    result = arena.summarize(level, batch)
    assert result.deals == 20 and sum(result.kinds.values()) == 20
    assert result.games.played >= 0 and result.p50_ms >= 0
    for line in arena.format_level(result):
        print(line)
    goal = arena.level_goal({level: result})
    print(goal)
    out = capsys.readouterr().out
    assert f"{level}: 20 deals" in out
    assert goal.startswith("goal: ") and "NOT MET" in goal  # the other levels were not played


def test_games_to_100() -> None:
    # 60 + 50 for us wins game 1 (2 boxes to 1: 110 + 100 + 50 - 30 - 25); a 0 counts for
    # nobody; then 120 for them wins game 2; the last 10 leave a game open (dropped).
    games = arena.games_to_100([60, -30, 0, 50, -120, 10])
    assert (games.played, games.won) == (2, 1)
    assert games.points_per_game == ((110 + 100 + 50 - 30 - 25) - (120 + 100 + 25)) / 2


def test_adapter_view_is_our_engines_view() -> None:
    """Both engines in step: the adapter's view of OpenSpiel's state is our engine's view."""
    bots = arena._bots()
    checked = 0
    for index in range(6):
        deck = arena.deck_for(SEED + 1, index)
        for seat in (0, 1):
            replay = Replay(deck, f"arena smoke deck {index}, our seat {seat}")
            bot = bots[1 - seat]
            bot.restart()
            rng = random.Random(index)
            level = (Level.NORMAL, Level.HARD)[seat]
            status = None
            while status is None:
                if replay.deal.turn == seat:
                    view = arena.player_view(replay.state, seat)
                    expected = replay.deal.view_for(seat)
                    allowed = replay.allowed()
                    assert view.legal_actions == tuple(allowed), replay.where()
                    assert (view.hand, view.just_taken, view.table, view.discards) == (
                        expected.hand,
                        expected.just_taken,
                        expected.table,
                        expected.discards,
                    ), replay.where()
                    checked += 1
                    status = replay.play(decide(view, level, rng))
                else:
                    status = replay.play_openspiel(bot.step(replay.state), bot)
    assert checked > 50
