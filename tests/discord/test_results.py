"""The public posts of a game's results, rendered from really played games: the showdown's
points explained in the game's words (checked against the deal's own cards), the partnership
round's note, and the final score sheet hand by hand within Discord's limits."""

from __future__ import annotations

import random
from collections.abc import Callable

from bot.discord.render import results as render_results
from bot.engine import Format, Game, Rules, simple_game_move

PLAYERS = (5001, 5002, 5003, 5004)


def play(
    rules: Rules, seed: int, until: Callable[[Game], bool] = lambda g: g.is_over, knock: float = 0.8
) -> Game:
    """A game played by the simple strategy until ``until`` (at most to its end)."""
    rng = random.Random(seed)
    game = Game.new(rules, [str(p) for p in PLAYERS[: rules.format.players]], rng)
    while not game.is_over and not until(game):
        player = rng.choice(game.to_act())
        game.apply(simple_game_move(game, player, knock=rng.random() < knock), player)
    return game


def showdown(game: Game, number: int) -> dict:  # type: ignore[type-arg]
    """The showdown post of deal ``number`` as the bot sends it, as Discord receives it."""
    embed = render_results.deal_result_embed(7, game, number, PLAYERS[: len(game.players)])
    return embed.to_dict()  # type: ignore[return-value]


def text_of(embed: dict) -> str:  # type: ignore[type-arg]
    parts = [embed.get("title", ""), embed.get("description", "")]
    for field in embed.get("fields", []):
        parts += [field["name"], field["value"]]
    return "\n".join(parts)


# -- partnerships: the round's note ---------------------------------------------------------------


def test_the_deal_that_completes_a_partnership_round_does_not_say_it_is_still_to_be_scored() -> (
    None
):
    rules = Rules(format=Format.PARTNERSHIP)
    for seed in range(6):
        game = play(rules, seed, until=lambda g: g.sheet().round >= 3)
        won = [r for r in game.history if r.winner is not None and r.round == 1]
        assert len(won) == 2, seed  # both tables of round 1 have a result
        first, last = sorted(won, key=lambda r: game.history.index(r))
        note = "(round 1 is scored once both tables have played)"
        # The first table's showdown: round 1 is not scored yet, and says so.
        assert note in text_of(showdown(game, first.number)), seed
        # The one completing the round: the score above already holds round 1.
        completing = text_of(showdown(game, last.number))
        assert note not in completing, (seed, completing)
        assert "is scored once" not in completing, (seed, completing)
