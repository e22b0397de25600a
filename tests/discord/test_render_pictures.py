"""The scenes the Discord side asks pictures of: the table's with each player's name as the
table knows it (the computer by its level, a forgotten member as such), a hand's its own."""

from __future__ import annotations

import random
import time

from bot.discord.render import pictures as render_pictures
from bot.engine import Format, Game, Rules
from bot.engine.computer import Level
from bot.model import GameRow, GameStatus
from bot.model.computer import computer_id
from bot.pictures import scenes as pictures
from bot.service import Table
from bot.words import ENGLISH, PSEUDO, words
from tests.support.pseudo import assert_all_catalogue

EN = words(ENGLISH)

ANN, BOB, CAT = 1_000_001, 1_000_002, 1_000_003


def table(players: tuple[int, ...], names: tuple[str | None, ...]) -> Table:
    rules = Rules(format=Format.THREE if len(players) == 3 else Format.HEADS_UP)
    game = Game.new(rules, [str(p) for p in players], random.Random(1))
    now = time.time()
    row = GameRow(
        7, 1, 2, players, GameStatus.ACTIVE, rules, 600, game.to_json(), 1, 9, (), now, now,
        names=names,
    )  # fmt: skip
    return Table(row, game)


def test_the_table_picture_names_each_player_as_the_table_knows_them() -> None:
    hard = computer_id(Level.HARD)
    assert render_pictures.picture_names(table((ANN, hard), ("Zoë", None)), EN) == (
        "Zoë",
        "Computer (hard)",
    )
    # A former member (a tombstone id): no name of theirs is left to write.
    forgotten = table((-1, BOB, CAT), (None, "Андрей", None))
    assert render_pictures.picture_names(forgotten, EN) == ("a former member", "Андрей", "")
    assert render_pictures.picture_names(table((ANN, BOB), ()), EN) == ("", "")  # an older row
    scene = render_pictures.table_scene(forgotten, EN)
    assert scene is not None
    seated = {
        pictures.who_words((seat.name, seat.player), EN)
        for board in scene.boards
        for seat in board.seats
    }
    assert seated <= {"a former member", "Андрей", "P3"}


def test_a_hand_scene_is_its_players_own() -> None:
    shown = table((ANN, BOB), ("Zoë", "Андрей"))
    assert shown.game is not None
    for player, member in enumerate(shown.players):
        scene = render_pictures.hand_scene(shown, member, lang=EN)
        hand = shown.game.view_for(player).hand
        assert scene is not None and hand is not None
        assert set(hand.hand) == {*(c for m in scene.melds for c in m), *scene.unmatched}
    assert render_pictures.hand_scene(shown, CAT, lang=EN) is None  # not a player


def test_the_pictures_scenes_are_in_the_language_of_who_sees_them() -> None:
    pseudo = words(PSEUDO)
    hard = computer_id(Level.HARD)
    shown = table((-1, hard, CAT), (None, None, "Андрей"))
    names = render_pictures.picture_names(shown, pseudo)
    assert names == (
        pseudo("picture-former-member"),
        pseudo("computer-player", level="hard"),
        "Андрей",
    )
    for name in names[:2]:
        assert_all_catalogue(name)
    scene = render_pictures.table_scene(shown, pseudo)
    assert scene is not None and scene.language == PSEUDO.code
    assert {s.name for b in scene.boards for s in b.seats} <= set(names)
    assert_all_catalogue(pictures.alt_text(scene), ["Андрей"])
    assert render_pictures.table_scene(shown, EN) != scene  # in English: another picture
    portuguese = words("pt-BR")
    hand = render_pictures.hand_scene(shown, CAT, lang=portuguese)
    assert hand is not None and hand.language == "pt-BR"
