"""No bare English in what is converted: the hand and the table, drawn in the pseudo-language,
hold nothing but catalogue pieces and what legitimately passes through (mentions, timestamps,
card faces, numbers, emoji, Markdown)."""

from __future__ import annotations

import random

import pytest

from bot.discord.render import hand as render_hand
from bot.discord.render import table as render_table
from bot.engine import Format, Game, Rules, Variant
from bot.model.versions import ViewVersion
from bot.words import PSEUDO, words
from tests.support.pseudo import assert_all_catalogue, leftovers, visible_text

LANG = words(PSEUDO)
PLAYERS = {2: (101, 102), 3: (101, 102, 103), 4: (101, 102, 103, 104)}


def test_the_check_finds_english_left_in_a_message() -> None:
    said = LANG("hand-waiting", opponent="<@101>") + " Draw from stock"
    assert leftovers(said) == ["Draw from stock"]
    assert leftovers(LANG("hand-take", card="10♦️") + " <t:1700000000:R> **12**") == []


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules(format=Format.THREE),
        Rules(format=Format.PARTNERSHIP, target=125),
        Rules(format=Format.HOLLYWOOD),
        Rules(variant=Variant.OKLAHOMA),
    ],
    ids=["two", "three", "partnership", "hollywood", "oklahoma"],
)
def test_the_hand_and_the_table_are_all_catalogue(rules: Rules) -> None:
    game = Game.new(rules, tuple(map(str, PLAYERS[rules.format.players])), random.Random(3))
    players = PLAYERS[rules.format.players]
    rng = random.Random(rules.format.players)
    for _ in range(40):  # the first upcard, draws, discards, a knock or gin, the next deal
        public = game.public_view()
        table = render_table.table_embed(7, public, players, {0: 1.7e9, 1: 1.7e9}, lang=LANG)
        assert_all_catalogue(visible_text(table))
        for player in range(len(players)):
            view = game.view_for(player)
            embed = render_hand.hand_embed(7, view, players, lang=LANG, hints=True)
            assert_all_catalogue(visible_text(embed))
            if view.hand is None:
                continue
            rows = render_hand.hand_rows(7, ViewVersion(1, 1), view.hand, hints=True, lang=LANG)
            for spec in (spec for row in rows for spec in row):
                shown = [spec.get("label", ""), spec.get("placeholder", "")]
                for option in spec.get("options", []):
                    shown += [option["label"], option["description"]]
                assert_all_catalogue("\n".join(shown))
        if game.is_over or not game.to_act():
            break
        player = game.to_act()[0]
        game.apply(rng.choice(game.legal_actions(player)), player)
