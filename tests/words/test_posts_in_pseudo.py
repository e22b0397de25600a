"""No bare English in a game's posts: every showdown, the final score sheet with its Rematch and
Review buttons, the turn reminder, a player's review, the Recent moves answer, the rules in brief
and the rules line on the table and the challenge, drawn in the pseudo-language over whole games
of every format and ending (two, three, partnerships, Hollywood, Oklahoma; knock, undercut, gin,
big gin, a drawn deal, a shutout, a forfeit by resignation or by time), hold nothing but
catalogue pieces and what passes through; and they stay within Discord's limits, the long
hand-by-hand sheet too."""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable
from dataclasses import replace

import pytest

from bot.discord.controls import ControlKey
from bot.discord.render import moves as render_moves
from bot.discord.render import results as render_results
from bot.discord.render import rules as render_rules
from bot.discord.render import table as render_table
from bot.engine import (
    Ending,
    Format,
    Game,
    GameOutcome,
    Rotation,
    Rules,
    Variant,
    simple_game_move,
)
from bot.engine.computer import Level
from bot.engine.review import review
from bot.model import GameRow, GameStatus, Post, PostKind
from bot.model.computer import computer_id
from bot.service import Table
from bot.words import ENGLISH, PSEUDO, words
from tests.support.fakediscord.validation import validate_message
from tests.support.pseudo import assert_all_catalogue, visible_text

LANG = words(PSEUDO)
EN = words(ENGLISH)
KEY = ControlKey(b"k" * 32)
MEMBERS = (5001, 5002, 5003, 5004)
COMMANDS = (render_rules.RATINGS_PAGE, "/gin leaderboard", "/gin stats")

FORMATS = {
    "two": Rules(),
    "three": Rules(format=Format.THREE),
    "three, loser sits out": Rules(format=Format.THREE, rotation=Rotation.LOSER_SITS_OUT),
    "partnership": Rules.preset("25/25", format=Format.PARTNERSHIP),
    "hollywood": Rules(format=Format.HOLLYWOOD, target=60),
    "oklahoma, big gin": Rules.preset("big-gin", variant=Variant.OKLAHOMA),
    "straight": Rules(variant=Variant.STRAIGHT, target=50),
}


def letters_out(text: str) -> str:
    """The sheet's column letters (A to D, a side each, named by the legend) pass through."""
    return re.sub(r"(?<!\w)[A-D](?!\w)", " ", text)


def check(embed: object = None, view: object = None, content: str = "") -> None:
    text = visible_text(embed, view, content)  # type: ignore[arg-type]
    assert_all_catalogue(letters_out(text), COMMANDS)
    payload: dict[str, object] = {"content": content} if content else {}
    if embed is not None:
        payload["embeds"] = [embed.to_dict()]  # type: ignore[attr-defined]
    if view is not None:
        payload["components"] = view.to_components()  # type: ignore[attr-defined]
    assert validate_message(payload) == [], text


def members(rules: Rules, computer: bool) -> tuple[int, ...]:
    players = MEMBERS[: rules.format.players]
    return (players[0], computer_id(Level.HARD)) if computer else players


def play(
    rules: Rules,
    seed: int,
    knock: float,
    until: Callable[[Game], bool] = lambda g: False,
    players: tuple[int, ...] = MEMBERS,
    moves: int | None = None,
) -> Game:
    """A game played by the simple strategy (knocking when it may with chance ``knock``) to its
    end, or until ``until``, or ``moves`` moves."""
    rng = random.Random(seed)
    game = Game.new(rules, [str(p) for p in players[: rules.format.players]], rng)
    made = 0
    while not game.is_over and not until(game) and made != moves:
        player = rng.choice(game.to_act())
        game.apply(simple_game_move(game, player, knock=rng.random() < knock), player)
        made += 1
    return game


def table_of(game: Game, players: tuple[int, ...], status: GameStatus, rated: bool) -> Table:
    now = time.time()
    row = GameRow(
        7, 1, 2, players, status, game.rules, 600, game.to_json(), 3, 9, (), now, now,
        accepted=(True,) + (False,) * (len(players) - 1), rated=rated,
    )  # fmt: skip
    return Table(row, game)


def check_game(game: Game, players: tuple[int, ...], seen: set[str]) -> None:
    """Every post of a game, its end's too, in the pseudo-language."""
    table = table_of(game, players, GameStatus.FINISHED, rated=True)
    for result in game.history:
        message = render_results.post_message(
            table, Post(7, 3, 0, PostKind.SHOWDOWN, result.number), {}, KEY, LANG
        )
        check(message["embed"])
        outcome = game.deals[result.number - 1].outcome()
        assert outcome is not None
        seen.add(outcome.kind.value)
        if outcome.layoffs:
            seen.add("layoff")
        if outcome.multiplier == 2:
            seen.add("doubled")
    if game.is_over:
        message = render_results.post_message(
            table, Post(7, 3, 0, PostKind.RESULT, len(game.deals)), {}, KEY, LANG
        )
        check(message["embed"], message["view"])
        outcome = game.outcome()
        assert outcome is not None
        if outcome.shutout:
            seen.add("shutout")
        if outcome.ending is Ending.FORFEIT:
            seen.add(f"forfeit {outcome.reason} {game.format.value}")
        note = LANG("table-friendly", rules="x")  # a line under the result, as the history adds
        check(render_results.game_over_embed(7, game, players, note, lang=LANG))
        for player in range(len(players)):
            check(render_results.review_embed(7, review(game, player), players, LANG))


@pytest.mark.parametrize("name", list(FORMATS))
def test_every_post_of_whole_games_is_all_catalogue(name: str) -> None:
    rules = FORMATS[name]
    seen: set[str] = set()
    for seed in range(6):
        computer = rules.format.players == 2 and seed % 2 == 1
        players = members(rules, computer)
        game = play(rules, seed, knock=(0.1, 0.5, 0.9)[seed % 3], players=players)
        check_game(game, players, seen)
    assert ({"gin"} if rules.variant is Variant.STRAIGHT else {"knock", "gin"}) <= seen, seen
    if name == "oklahoma, big gin":
        assert {"big gin", "doubled", "undercut", "layoff"} <= seen, seen


def test_draws_shutouts_and_forfeits_are_all_catalogue() -> None:
    seen: set[str] = set()
    for seed in (1, 2, 3, 27, 31):
        # Never knocking: the stock runs out (a draw, seeds 27 and 31); a low target: shutouts.
        game = play(Rules(target=30), seed, knock=0.0)
        check_game(game, MEMBERS[:2], seen)
    for rules in FORMATS.values():
        for reason in ("resigned", "timeout"):
            game = play(rules, 2, knock=0.8, until=lambda g: len(g.score_lines()) >= 2)
            game.resign(len(game.players) - 1, reason)
            check_game(game, MEMBERS[: rules.format.players], seen)
    assert {"draw", "shutout"} <= seen, seen
    for fmt in Format:
        assert {f"forfeit resigned {fmt.value}", f"forfeit timeout {fmt.value}"} <= seen, seen


def test_an_undercut_is_all_catalogue() -> None:
    seen: set[str] = set()
    for seed in range(8):
        check_game(play(Rules(), seed, knock=1.0), MEMBERS[:2], seen)
    assert "undercut" in seen, seen


@pytest.mark.parametrize("name", ["two", "partnership", "hollywood"])
def test_a_long_games_sheet_folds_within_discords_limits_in_the_pseudo_language(
    name: str,
) -> None:
    rules = {
        "two": Rules(target=1000),
        "partnership": Rules.preset("25/25", format=Format.PARTNERSHIP, target=1000),
        "hollywood": Rules(format=Format.HOLLYWOOD, target=600),
    }[name]
    players = MEMBERS[: rules.format.players]
    game = play(rules, 3, knock=0.8, players=players)
    embed = render_results.game_over_embed(7, game, players, lang=LANG)
    check(embed)
    description = embed.description or ""
    # Folded, and said so in the catalogue's words: the longer language holds fewer rows.
    unit = "round" if rules.format is Format.PARTNERSHIP else "deal"
    first = game.score_lines()[0].round if unit == "round" else game.score_lines()[0].deal
    assert any(
        LANG(f"sheet-folded-{unit}s", first=first, last=last) in description
        for last in range(first, 500)
    ), description


def test_the_reminder_the_moves_and_the_rules_are_all_catalogue() -> None:
    for name, rules in FORMATS.items():
        players = MEMBERS[: rules.format.players]
        for steps in (0, 1, 7, 40):
            game = play(rules, 5, knock=0.5, moves=steps)
            if game.is_over:
                continue
            table = table_of(game, players, GameStatus.ACTIVE, rated=steps % 2 == 0)
            member = players[game.to_act()[0]]
            post = Post(7, 3, 0, PostKind.REMINDER, len(game.deals), member)
            message = render_results.post_message(table, post, {0: 1.7e9, 1: 1.7e9}, KEY, LANG)
            check(content=message["content"])
            check(render_moves.moves_embed(table, LANG))
            embed, view = render_table.table_message(table, {0: 1.7e9}, KEY, LANG)
            check(embed, view)
        for whose in render_rules.Whose:
            check(content=render_rules.rules_text(rules, LANG, whose=whose))
        # The challenge: its rules line too, friendly or rated.
        for rated in (True, False):
            game = Game.new(rules, [str(p) for p in players], random.Random(1))
            challenge = table_of(game, players, GameStatus.CHALLENGE, rated)
            challenge.game = None
            embed, view = render_table.table_message(challenge, {0: 1.7e9}, KEY, LANG)
            check(embed, view)
            assert LANG("challenge-rules") in visible_text(embed), name
    check(content=render_rules.ratings_text(5, LANG))


class _Tied:
    """A finished three-player game whose first two sides are made to share first place (a tie
    the simple strategy rarely plays)."""

    def __init__(self, game: Game) -> None:
        self._game = game

    def __getattr__(self, name: str) -> object:
        return getattr(self._game, name)

    def outcome(self) -> GameOutcome:
        outcome = self._game.outcome()
        assert outcome is not None
        tied = tuple(replace(s, place=1 if s.place <= 2 else s.place) for s in outcome.standings)
        return replace(outcome, standings=tied)


def test_a_tie_for_first_place_is_said_from_the_catalogue() -> None:
    game = play(Rules(format=Format.THREE), 1, knock=0.8)
    tied = _Tied(game)
    players = MEMBERS[:3]
    firsts = " & ".join(f"<@{players[s.side]}>" for s in tied.outcome().standings if s.place == 1)
    english = render_results.game_over_embed(7, tied, players, lang=EN)  # type: ignore[arg-type]
    assert (english.description or "").startswith(EN("over-tie", winners=firsts) + "\n\n")
    assert EN("over-tie", winners=firsts) == f"🏆 {firsts} win! (a tie: they share first place)"
    check(render_results.game_over_embed(7, tied, players, lang=LANG))  # type: ignore[arg-type]
