"""The control protocol: every id the bot writes reads back as what it was drawn for, for whom it
was drawn, and nothing else does."""

from __future__ import annotations

import pytest

from bot.discord.components import build_view
from bot.discord.controls import (
    MAX_ID,
    BoardClick,
    Click,
    ConfirmClick,
    Control,
    ControlKey,
    HistoryClick,
    SheetClick,
    Unreadable,
    board_button,
    button,
    confirm_buttons,
    history_button,
    read_click,
    select,
    sheet_select,
)
from bot.engine import Card
from bot.model.versions import ViewVersion

KEY = ControlKey(b"k" * 32)
ANN, BOB = 1_577_268_893_167_124_482, 1_577_268_893_167_124_483


def ids(rows: list[list[dict[str, object]]], owner: int | None = None) -> list[str]:
    view = build_view(rows, KEY, owner)
    return [c["custom_id"] for row in view.to_components() for c in row["components"]]


def test_every_kind_reads_back_for_whom_it_was_drawn() -> None:
    card = Card.parse("TH")
    specs = [
        (button(MAX_ID, ViewVersion(9999, 99), Control.KNOCK_PICK, "x", card=card), ANN),
        (select(7, ViewVersion(3, 4), Control.DISCARD, "x", [{"label": "7♥", "value": "7H"}]), ANN),
        (button(7, ViewVersion(12), Control.ACCEPT, "x"), None),
        (board_button("points", "partnership", 999, "next", "x"), None),
        (history_button(ANN, 3, "prev", "x"), ANN),
        (sheet_select(ANN, 3, [{"label": "#7", "value": "7"}]), ANN),
        *((spec, ANN) for spec in confirm_buttons("forget", "A" * 16, "Yes", "No")),
    ]
    expected = [
        Click(MAX_ID, ViewVersion(9999, 99), Control.KNOCK_PICK, card, ("7H",)),
        Click(7, ViewVersion(3, 4), Control.DISCARD, None, ("7H",)),
        Click(7, ViewVersion(12), Control.ACCEPT, None, ("7H",)),
        BoardClick("points", "partnership", 999),
        HistoryClick(ANN, 3),
        SheetClick(ANN, 7),
        ConfirmClick("forget", "A" * 16),
        ConfirmClick("keep", "A" * 16),
    ]
    for (spec, owner), wanted in zip(specs, expected, strict=True):
        (custom_id,) = ids([[spec]], owner)
        assert len(custom_id) <= 100
        assert custom_id.split(":")[-2] == KEY.tag(str(spec["custom_id"]), owner or 0)
        assert read_click(custom_id, ["7H"] if "gin:" in custom_id else ["7"], ANN, KEY) == wanted
        # A public control reads the same for anyone; a private one for its owner only.
        other = read_click(custom_id, ["7H"], BOB, KEY)
        assert isinstance(other, Unreadable) == (owner is not None), custom_id
        # Another key (another database) wrote none of them.
        assert isinstance(read_click(custom_id, ["7H"], ANN, ControlKey(b"j" * 32)), Unreadable)


def test_a_private_control_needs_its_owner() -> None:
    with pytest.raises(ValueError, match="private control"):
        ids([[button(7, ViewVersion(1, 2), Control.DRAW, "Draw")]])
    with pytest.raises(ValueError, match="private control"):
        ids([[history_button(ANN, 0, "next", "Older")]])


@pytest.mark.parametrize(
    "custom_id",
    [
        "gin:-1:3:draw",
        "gin:0:3:draw",
        f"gin:{2**63}:3:hand",
        f"gin:{10**23}:3:hand",
        "gin:7:-1:hand",
        "gin:7:3:hand:extra",
        "gin:٣:3:hand",  # digits of another script: int() would take them
        "gin:7:3:nosuchthing",
        "gin:7:3:discard-7H",  # a card where the action carries none
        f"gin-history:{10**23}:0:next",
        "gin-history:5:-1:next",
        f"gin-board:wins:all:{2**63}:next",
        "gin-sheet:-5:0",
        "gin-confirm:end:x:",
        "gin-else:1:2",
        "",
        "gin:" + "1" * 120,
    ],
)
def test_ids_out_of_range_or_shape_are_unreadable(custom_id: str) -> None:
    assert isinstance(read_click(custom_id, [], ANN, KEY), Unreadable)


def test_ids_of_an_older_release_read_unsigned() -> None:
    assert read_click("gin:7:3.4:refresh", [], ANN, KEY) == Click(
        7, ViewVersion(3, 4), Control.REFRESH, None, (), signed=False
    )
    assert read_click("gin-board:wins:all:2:next", [], ANN, KEY) == BoardClick(
        "wins", "all", 2, signed=False
    )
    assert read_click("gin-confirm:end:12:Bob: away", [], ANN, KEY) == ConfirmClick(
        "end", None, signed=False
    )
    # A select's value is the client's too: a game id out of range is no game.
    assert read_click("gin-sheet:5:0", [str(10**23)], ANN, KEY) == SheetClick(5, None, False)


def test_a_picked_option_is_one_of_those_offered() -> None:
    click = Click(7, ViewVersion(1, 2), Control.KNOCK_PICK, None, ("-1",))
    with pytest.raises(ValueError):
        click.picked_index(3)
    assert Click(7, ViewVersion(1, 2), Control.KNOCK_PICK, None, ("2",)).picked_index(3) == 2
    with pytest.raises(ValueError):
        Click(7, ViewVersion(1, 2), Control.KNOCK_PICK, None, ("3",)).picked_index(3)
