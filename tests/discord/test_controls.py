"""The control protocol: every id the bot writes reads back as what it was drawn for, for whom it
was drawn, and nothing else does."""

from __future__ import annotations

import base64
import hmac

import pytest

from bot.discord.components import build_view
from bot.discord.controls import (
    MAX_ID,
    Click,
    ConfirmClick,
    Control,
    ControlKey,
    HistoryClick,
    LeaderboardClick,
    SheetClick,
    Unreadable,
    button,
    confirm_buttons,
    history_button,
    leaderboard_button,
    read_click,
    select,
    sheet_select,
)
from bot.engine import Card
from bot.model.versions import ViewVersion
from tests.support.gil import hand_overs

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
        (leaderboard_button("points", "partnership", 999, "next", "x"), None),
        (history_button(ANN, 3, "prev", "x"), ANN),
        (sheet_select(ANN, 3, [{"label": "#7", "value": "7"}]), ANN),
        *((spec, ANN) for spec in confirm_buttons("forget", "A" * 16, "Yes", "No")),
    ]
    expected = [
        Click(MAX_ID, ViewVersion(9999, 99), Control.KNOCK_PICK, card, ("7H",)),
        Click(7, ViewVersion(3, 4), Control.DISCARD, None, ("7H",)),
        Click(7, ViewVersion(12), Control.ACCEPT, None, ("7H",)),
        LeaderboardClick("points", "partnership", 999),
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
    assert read_click("gin-board:wins:all:2:next", [], ANN, KEY) == LeaderboardClick(
        "wins", "all", 2, signed=False
    )
    assert read_click("gin-confirm:end:12:Bob: away", [], ANN, KEY) == ConfirmClick(
        "end", None, signed=False
    )
    # A select's value is the client's too: a game id out of range is no game.
    assert read_click("gin-sheet:5:0", [str(10**23)], ANN, KEY) == SheetClick(5, None, False)


def test_the_leaderboard_keeps_the_prefix_of_its_posted_ids() -> None:
    # Pages already posted carry "gin-board": the leaderboard's new name must not reach its ids.
    drawn = leaderboard_button("wins", "all", 2, "next", "x")["custom_id"]
    assert drawn == "gin-board:wins:all:2:next"
    assert read_click(drawn, [], ANN, KEY) == LeaderboardClick("wins", "all", 2, signed=False)


def test_a_picked_option_is_one_of_those_offered() -> None:
    click = Click(7, ViewVersion(1, 2), Control.KNOCK_PICK, None, ("-1",))
    with pytest.raises(ValueError):
        click.picked_index(3)
    assert Click(7, ViewVersion(1, 2), Control.KNOCK_PICK, None, ("2",)).picked_index(3) == 2
    with pytest.raises(ValueError):
        Click(7, ViewVersion(1, 2), Control.KNOCK_PICK, None, ("3",)).picked_index(3)


# Ids as the release before issue 31 drew them (key bytes(range(32))), still on posted messages.
OLD_KEY = ControlKey(bytes(range(32)))
OLD_IDS = {
    "gin:7:3.12:d5Bb-dzeR1Q:discard": (ANN, Click(7, ViewVersion(3, 12), Control.DISCARD, None)),
    "gin:7:12:gpkcf7Kaftk:hand": (BOB, Click(7, ViewVersion(12), Control.HAND, None)),
    "gin-board:points:all:0:r3A3q2rx0dA:next": (BOB, LeaderboardClick("points", "all", 0)),
    "gin-confirm:forget:_1D0Hp7Qx4M:AAAAAAAAAAAAAAAA": (ANN, ConfirmClick("forget", "A" * 16)),
}


def hmac_tag(secret: bytes, body: str, scope: int) -> str:
    """The tag as the protocol defines it, from the standard library's one-shot HMAC."""
    mac = hmac.digest(secret, f"{scope}\n{body}".encode(), "sha256")
    return base64.urlsafe_b64encode(mac[:8]).decode().rstrip("=")


def test_ids_drawn_by_the_release_before_still_read() -> None:
    for custom_id, (clicker, wanted) in OLD_IDS.items():
        assert read_click(custom_id, [], clicker, OLD_KEY) == wanted
        # One character of the tag changed, or another member's click: refused.
        fields = custom_id.split(":")
        tag = fields[-2]
        fields[-2] = tag[:5] + ("B" if tag[5] != "B" else "C") + tag[6:]
        assert isinstance(read_click(":".join(fields), [], clicker, OLD_KEY), Unreadable)
        if clicker == ANN:
            assert isinstance(read_click(custom_id, [], BOB, OLD_KEY), Unreadable)


ID_CHARACTERS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_-:."


@pytest.mark.parametrize("custom_id", [*OLD_IDS, KEY.seal(f"gin:{MAX_ID}:1.2:gin-7H", ANN)])
def test_an_id_with_any_one_character_changed_acts_on_nothing(custom_id: str) -> None:
    """Every character of a sealed id, tag and body alike, swapped for each other one an id can
    hold: never a signed click (a changed tag, or a field that no longer matches it, is refused;
    a shape without a tag reads as an older release's id, which may only do what is harmless).
    The tag is compared as text, so its last character's two spare bits count too."""
    key = OLD_KEY if custom_id in OLD_IDS else KEY
    clicker = OLD_IDS[custom_id][0] if custom_id in OLD_IDS else ANN
    assert not isinstance(read_click(custom_id, ["7H"], clicker, key), Unreadable)
    for at, original in enumerate(custom_id):
        for other in ID_CHARACTERS.replace(original, ""):
            changed = custom_id[:at] + other + custom_id[at + 1 :]
            click = read_click(changed, ["7H"], clicker, key)
            assert isinstance(click, Unreadable) or not click.signed, changed


@pytest.mark.parametrize("size", [16, 32, 64, 65, 100])
def test_a_tag_is_the_first_8_bytes_of_hmac_sha256_over_member_and_id(size: int) -> None:
    secret = bytes((7 * i + size) % 256 for i in range(size))
    key = ControlKey(secret)
    bodies = ["gin:7:3.12:discard", "gin-history:5:0:next", "gin:" + "9" * 19 + ":1:gin-7H", ""]
    for body in bodies:
        for scope in (0, ANN, MAX_ID):
            assert key.tag(body, scope) == hmac_tag(secret, body, scope), (body, scope)
            assert key.opens(body, hmac_tag(secret, body, scope), scope)
            assert not key.opens(body, hmac_tag(secret, body, scope + 1), scope)


def test_tagging_and_checking_ids_never_let_go_of_the_gil() -> None:
    """The bot's database thread waits for the GIL whenever a query's result is ready: a tag
    that let go of it (as hmac.digest does, for any message) would hand the event loop's thread
    over to it, each control drawn and each click checked then waiting for it to come back.
    (discord.py's View lets go once per view drawn, in os.urandom: not a tag's.)"""
    bodies = ["gin:7:3.12:draw", "gin:7:3.12:discard", "gin:7:3.12:knock", "gin:7:3.12:refresh"]
    sealed = KEY.seal(bodies[0], ANN)

    def tag_and_check(_: int) -> None:
        for body in bodies:
            KEY.seal(body, ANN)
        assert isinstance(read_click(sealed, [], ANN, KEY), Click)

    assert hand_overs(tag_and_check, 250) == 0
