"""The hand and table pictures: what they show, what they never show, how they read on a phone,
and their cache."""

from __future__ import annotations

import asyncio
import dataclasses
import io
import os
import random
import signal
import subprocess
import sys
import time
import typing
from collections import defaultdict
from collections.abc import Iterator, Sequence

import pytest
from PIL import Image

from bot.engine import (
    BoardView,
    Card,
    Discard,
    DrawStock,
    Format,
    Game,
    Knock,
    PassUpcard,
    PlayerView,
    PublicView,
    Rules,
    TakeDiscard,
    best_melds,
    parse_cards,
    simple_game_move,
)
from bot.engine.cards import CARDS
from bot.engine.deal import Deal
from bot.model.cards import CardOrder, CardStyle, SuitColours, hand_shown
from bot.pictures import drawing as pictures
from bot.pictures import fonts, tiles
from bot.pictures import workers as picture_files
from bot.pictures.scenes import BoardScene, LastMove, SeatScene, TableScene, last_move
from bot.words import ENGLISH, words
from tests.support.builders import card, make_deal

EN = words(ENGLISH)

FORMATS = [Format.HEADS_UP, Format.THREE, Format.PARTNERSHIP]
NAMES = ("Zoë", "Андрей", "世界", "🎲dice")  # by player; the font draws the first two whole


def states(fmt: Format, seed: int, moves: int = 400) -> Iterator[Game]:
    """Every state of a seeded game played by the simple strategy (the same object, moved on)."""
    rules = Rules(format=fmt, target=40)
    game = Game.new(rules, [str(p) for p in range(fmt.players)], random.Random(seed))
    yield game
    for _ in range(moves):
        acting = game.to_act()
        if not acting:
            return
        game.apply(simple_game_move(game, acting[0]), acting[0])
        yield game


def scenes_of(game: Game, fmt: Format) -> Iterator[pictures.Scene]:
    """The table's scene of ``game`` as it stands, then the hand of each player to act."""
    view = game.public_view()
    yield pictures.table_scene(
        view.boards, view.sitting_out, NAMES[: fmt.players], language=ENGLISH.code
    )
    for player in game.to_act():
        hand = game.view_for(player).hand
        if hand is not None:
            yield pictures.hand_scene(hand, language=ENGLISH.code)


def cards_of(value: object) -> Iterator[Card]:
    """Every card anywhere inside a scene."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from cards_of(item)
    elif dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            yield from cards_of(getattr(value, f.name))


def decode(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def near(pixel: object, colour: tuple[int, int, int], within: int = 40) -> bool:
    return sum(abs(a - b) for a, b in zip(pixel, colour, strict=True)) < within  # type: ignore[call-overload]


def has(image: Image.Image, colour: tuple[int, int, int], box: tuple[int, int, int, int]) -> bool:
    """Some pixel of ``box`` (left, top, right, bottom) is ``colour``."""
    return any(
        near(image.getpixel((x, y)), colour)
        for x in range(box[0], box[2])
        for y in range(box[1], box[3])
    )


# -- the table: public, with the players' names ---------------------------------------------------


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_table_picture_shows_only_public_cards_in_every_state(fmt: Format) -> None:
    for seed in (1, 2):
        for game in states(fmt, seed):
            view = game.public_view()
            public = {
                card
                for board in view.boards
                for card in (*board.table.discard_pile, *sum(board.table.taken_from_pile, ()))
            }
            scene = pictures.table_scene(
                view.boards, view.sitting_out, NAMES[: fmt.players], language=ENGLISH.code
            )
            assert set(cards_of(scene)) <= public  # the last move's cards too
            # Every player's view holds the same boards: a seat's view draws the same table.
            for player in range(fmt.players):
                mine = game.view_for(player)
                names = NAMES[: fmt.players]
                assert (
                    pictures.table_scene(
                        mine.boards, mine.sitting_out, names, language=ENGLISH.code
                    )
                    == scene
                )


def test_the_table_picture_is_drawn_from_public_types_only() -> None:
    hints = typing.get_type_hints(pictures.table_picture)
    assert hints == {
        "boards": Sequence[BoardView],
        "sitting_out": int | None,
        "names": Sequence[str],  # the players' names, which everyone at the table sees
        "language": str,  # the server's: the words it is drawn in
        "return": bytes,
    }
    # Neither a board nor a deal's public view has a field that could hold a hand.
    for kind in (BoardView, PublicView):
        assert PlayerView not in typing.get_type_hints(kind).values()
        assert not {"hand", "hands", "stock"} & {f.name for f in dataclasses.fields(kind)}
    game = next(states(Format.HEADS_UP, 1))
    own = game.view_for(0)
    assert own.hand is not None
    for wrong in (own, own.hand, [own.hand], own.boards[0]):
        with pytest.raises(TypeError):
            pictures.table_picture(wrong, language=ENGLISH.code)  # type: ignore[arg-type]
    for names in ("Zoë", [own.hand], [1, 2]):  # names are text, by player
        with pytest.raises(TypeError):
            pictures.table_picture(own.boards, names=names, language=ENGLISH.code)  # type: ignore[arg-type]
    with pytest.raises(TypeError):  # a language is its code, nothing more
        pictures.table_picture(own.boards, language=own.hand)  # type: ignore[arg-type]


def test_a_three_player_table_says_who_sits_out_and_partners_show_both_tables() -> None:
    three = next(states(Format.THREE, 1)).public_view()
    scene = pictures.table_scene(three.boards, three.sitting_out, language=ENGLISH.code)
    out = three.sitting_out
    assert out is not None
    assert scene.sitting_out == ("", out)  # no names given: written as the player's label
    assert EN("sit-out", player=EN("picture-seat", player=out + 1)) in pictures.alt_text(scene)
    named = pictures.table_scene(three.boards, out, NAMES[:3], language=ENGLISH.code)
    assert named.sitting_out == (NAMES[out], out)
    assert EN("sit-out", player=NAMES[out]) in pictures.alt_text(named)
    assert out not in {s.player for s in scene.boards[0].seats}
    four = next(states(Format.PARTNERSHIP, 1)).public_view()
    scene = pictures.table_scene(four.boards, language=ENGLISH.code)
    titles = [pictures.board_title(b, EN) for b in scene.boards]
    assert titles == [EN("deal-title-round", round=1, table=t) for t in (1, 2)]
    assert titles == ["Round 1 · Table 1", "Round 1 · Table 2"]
    assert {s.player for b in scene.boards for s in b.seats} == {0, 1, 2, 3}
    assert (
        decode(pictures.draw(scene)).height
        > decode(pictures.table_picture(three.boards, language=ENGLISH.code)).height
    )


def test_each_seat_carries_its_members_name_and_the_words_keep_it_whole() -> None:
    game = next(states(Format.HEADS_UP, 4))
    view = game.public_view()
    names = ["Zoë", "Bartholomew Featherstonehaugh-Smythe of Little Snoring"]
    scene = pictures.table_scene(view.boards, None, names, language=ENGLISH.code)
    seating = view.boards[0].seating
    board = scene.boards[0]
    assert [s.name for s in board.seats] == [names[p] for p in seating.players]
    assert [s.player for s in board.seats] == list(seating.players)
    turn = view.boards[0].table.turn
    assert turn is not None
    words = pictures.alt_text(scene)
    to_play = EN("picture-said-to-play", player=names[seating.players[turn]], phase="upcard")
    assert f"{pictures.board_title(board, EN)}: {to_play}." in words
    assert all(name in words for name in names)  # in full, however the picture shortens it
    unnamed = pictures.table_picture(view.boards, language=ENGLISH.code)
    assert pictures.draw(scene) != unnamed
    assert decode(pictures.draw(scene)).size == decode(unnamed).size  # names change no size


def test_names_are_written_with_what_the_font_can_draw_and_shortened_to_fit() -> None:
    room = pictures.FAN_X - 10 - (pictures.MARGIN + 4)  # a seat's words, heads-up
    size = pictures.TABLE_TEXT

    def shown(name: str, label: str = "P2") -> str:
        return tiles.name(name, label, size, room)

    assert shown("Zoë") == "Zoë" and shown("Андрей") == "Андрей" and shown("Ñandú") == "Ñandú"
    assert shown("Computer (hard)") == "Computer (hard)"  # the computer's fits whole
    assert shown("🎲dice") == "dice"  # the emoji goes, the rest stays
    assert shown("世界", "P3") == "P3"  # nothing drawable: the seat's label
    assert shown("", "P4") == "P4" and shown("🎲🎲", "P1") == "P1"
    assert shown("Zoe\u0308") == "Zoë"  # composed first: one glyph, not a loose mark
    long = shown("Bartholomew Featherstonehaugh-Smythe")
    assert long.endswith("…") and long.startswith("Bartholomew")
    assert fonts.font(size, True).getlength(long) <= room
    covered = fonts.coverage(fonts.BOLD)  # the face names are written in
    for name in (*NAMES, "Bartholomew Featherstonehaugh-Smythe", "❤️ Ann"):
        assert all(ord(c) in covered for c in shown(name))  # never a missing glyph's box


def test_partners_show_their_teams_in_colour_and_in_words() -> None:
    game = next(states(Format.PARTNERSHIP, 2))
    view = game.public_view()
    scene = pictures.table_scene(view.boards, None, NAMES, language=ENGLISH.code)
    for board, shown in zip(view.boards, scene.boards, strict=True):
        assert [s.team for s in shown.seats] == [p % 2 for p in board.seating.players]
    assert scene.teams == ((("Zoë", 0), ("世界", 2)), (("Андрей", 1), ("🎲dice", 3)))
    words = pictures.alt_text(scene)
    assert "Team 1: Zoë and 世界." in words and "Team 2: Андрей and 🎲dice." in words
    image = decode(pictures.draw(scene))
    legend = pictures.board_tops(scene)[-1] + pictures.BOARD_H
    for number, colour in enumerate(tiles.TEAMS):
        assert has(image, colour, (0, legend, image.width, image.height))  # the legend's chip
        band = SEAT_0_TOP if scene.boards[0].seats[0].team == number else SEAT_1_TOP
        assert has(image, colour, (pictures.MARGIN, band, pictures.MARGIN + 10, band + 40))
    heads_up = decode(
        pictures.table_picture(
            next(states(Format.HEADS_UP, 2)).public_view().boards, language=ENGLISH.code
        )
    )
    # The team colours are in the palette exactly (the smooth edges of the gold words come
    # near the orange one): no pixel of a heads-up table is either.
    shown = {colour for _, colour in heads_up.getcolors(maxcolors=256) or []}
    assert not shown & set(tiles.TEAMS)


def _board(
    last: LastMove | None,
    to_play: int | None,
    took: tuple[Card, ...] = (),
    language: str = ENGLISH.code,
    names: tuple[str, str] = ("Zoë", "Андрей"),
) -> TableScene:
    """A heads-up table drawn by hand: Zoë (seat 0) against Андрей, the pile 9♦ 5♣ K♣."""
    seats = tuple(
        SeatScene(
            player=seat,
            name=names[seat],
            cards=10 + (seat == to_play),
            took=took if seat == 0 else (),
            dealer=seat == 1,
            to_play=None if seat != to_play else "discard",
        )
        for seat in (0, 1)
    )
    pile = (card("9D"), card("5C"), card("KC"))
    board = BoardScene(1, None, 0, (seats[0], seats[1]), 28, pile, 3, last)
    return TableScene((board,), language=language)


# Where a heads-up table's (or a partnership's first table's) bands are.
SEAT_0_TOP, SEAT_1_TOP = pictures.seat_tops(pictures.ROOM_GAP)
MIDDLE_CARDS = SEAT_0_TOP + pictures.SEAT_H + pictures.BAND_GAP + 4  # the stock's, the pile's top
PILE_TOP_X = pictures.PILE_X + (pictures.PILE_SHOWN - 1) * pictures.PILE_STEP


def test_the_seat_to_play_is_lit_and_framed() -> None:
    for to_play, lit, dark in ((0, SEAT_0_TOP, SEAT_1_TOP), (1, SEAT_1_TOP, SEAT_0_TOP)):
        image = decode(pictures.draw(_board(None, to_play)))
        middle = pictures.SEAT_H // 2
        frame = 2 * pictures.ROOM_GAP  # inside the deal's panel
        assert near(image.getpixel((frame, lit + middle)), tiles.HIGHLIGHT)
        # The grounds are in the palette exactly.
        assert image.getpixel((pictures.FAN_X - 12, lit + middle)) == tiles.FELT_LIGHT
        assert image.getpixel((pictures.FAN_X - 12, dark + middle)) == tiles.FELT
        words = (pictures.MARGIN, lit + 2 * pictures.LINE, pictures.FAN_X, lit + pictures.SEAT_H)
        assert has(image, tiles.HIGHLIGHT, words)  # "to play: discard"


def test_the_last_move_is_marked_where_it_happened() -> None:
    def marks(scene: TableScene) -> dict[str, bool]:
        image = decode(pictures.draw(scene))
        y = MIDDLE_CARDS + tiles.CARD_H // 2
        took = SEAT_0_TOP + pictures.SEAT_H - tiles.MINI_H // 2
        return {
            "stock": near(image.getpixel((pictures.STOCK_X - 2, y)), tiles.HIGHLIGHT),
            "pile top": near(image.getpixel((PILE_TOP_X - 2, y)), tiles.HIGHLIGHT),
            "taken": near(image.getpixel((pictures.TOOK_X - 2, took)), tiles.HIGHLIGHT),
        }

    none = {"stock": False, "pile top": False, "taken": False}
    assert marks(_board(None, 0)) == none
    drew = _board(LastMove(0, "stock"), 0)
    assert marks(drew) == {**none, "stock": True}  # just drawn from the stock
    after = _board(LastMove(0, "stock", discarded=card("KC")), 1)
    assert marks(after) == {**none, "pile top": True}  # then discarded: the pile's top
    took = _board(LastMove(0, "pile", card("7H")), 0, (card("7H"),))
    assert marks(took) == {**none, "taken": True}  # taken from the pile: among what they took
    both = _board(LastMove(0, "pile", card("7H"), card("KC")), 1, (card("7H"),))
    assert marks(both) == {**none, "taken": True, "pile top": True}
    said = pictures.alt_text(after)
    assert "Last move: Zoë drew from the stock and discarded the king of clubs." in said
    said_both = "Zoë took the seven of hearts from the pile and discarded the king of clubs."
    assert said_both in pictures.alt_text(both)
    assert "Андрей (dealer) holds 11 cards" in said
    assert "Zoë holds 11 cards, taken from the pile: seven of hearts" in pictures.alt_text(took)
    assert "Last move: Zoë took the seven of hearts from the pile." in pictures.alt_text(took)


def test_the_last_move_is_read_from_the_public_history() -> None:
    deal = make_deal("AS 2S 3S 7H 7D 7C KD QD JD 5C", "2H 4H 6H 8H TH 3C 9C JC KC 6S", "9D", "8S")

    def last() -> LastMove | None:
        view = deal.public_view()
        return last_move(view.history, view.upcard)

    assert last() is None
    deal.apply(PassUpcard())
    assert last() == LastMove(0, ended="pass")
    deal.apply(TakeDiscard())  # the dealer takes the upcard
    assert last() == LastMove(1, "pile", card("9D"))
    deal.apply(Discard(card("KC")))
    assert last() == LastMove(1, "pile", card("9D"), card("KC"))
    deal.apply(DrawStock())
    assert last() == LastMove(0, "stock")  # a stock draw names no card
    deal.apply(Discard(card("8S")))
    assert last() == LastMove(0, "stock", None, card("8S"))
    deal.apply(TakeDiscard())
    assert last() == LastMove(1, "pile", card("8S"))
    deal.apply(Discard(card("6S")))
    deal.apply(TakeDiscard())  # the 6S
    deal.apply(Knock(card("5C")))  # face down: not named
    assert last() == LastMove(0, "pile", card("6S"), None, "knock")


# -- the hand -------------------------------------------------------------------------------------


def hand_view(text: str, just_taken: str | None = None, drawn: str | None = None) -> PlayerView:
    deal = Deal.new(Rules(), dealer=0, rng=random.Random(1))
    view = deal.view_for(0)
    taken = Card.parse(just_taken) if just_taken else None
    new = Card.parse(drawn) if drawn else taken
    return dataclasses.replace(view, hand=parse_cards(text), just_taken=taken, just_drawn=new)


def test_the_hand_picture_frames_the_melds_and_keeps_the_deadwood_as_bright() -> None:
    view = hand_view("AS 2S 3S 7H 7D 7C KD 5C 9H QD")
    scene = pictures.hand_scene(view, language=ENGLISH.code)
    arrangement = best_melds(view.hand)
    assert {frozenset(m) for m in scene.melds} == {frozenset(m.cards) for m in arrangement.melds}
    assert set(scene.unmatched) == set(arrangement.unmatched)
    assert scene.deadwood == arrangement.deadwood == 34
    image = decode(pictures.hand_picture(view, language=ENGLISH.code))
    layout = pictures.hand_layout(scene)
    groups = [*scene.melds, scene.unmatched]
    assert len(layout) == len(groups)
    y = pictures.HAND_CARDS_Y
    for k, ((left, _), group) in enumerate(zip(layout, groups, strict=True)):
        # Every card's face is as white as any other (sampled in the corner each shows),
        # melds and deadwood alike: nothing looks disabled.
        for n in range(len(group)):
            face = image.getpixel((left + n * pictures.HAND_STEP + 4, y + tiles.CARD_H - 8))
            assert min(face) > 235, (k, n, face)  # type: ignore[arg-type]
        framed = near(image.getpixel((left - 4, y + tiles.CARD_H // 2)), tiles.MELD_LINE)
        assert framed == (k < len(scene.melds))  # the melds framed, the deadwood not
    words = pictures.alt_text(scene)
    assert "deadwood 34" in words and "king of diamonds" in words
    assert "meld: ace of spades, two of spades, three of spades" in words


def test_a_members_order_and_colours_are_the_hand_pictures_and_its_words() -> None:
    view = hand_view("9C 7S 7H 7C 2D 3D 4D KH 5C 2S")
    for order in CardOrder:
        for colours in SuitColours:
            style = CardStyle(order, colours)
            scene = pictures.hand_scene(view, style, language=ENGLISH.code)
            shown = hand_shown(view.hand, order)
            assert (scene.melds, scene.unmatched, scene.colours) == (
                shown.melds,
                shown.deadwood,
                colours,
            )
            # The words say the cards in the order drawn.
            words = pictures.alt_text(scene).replace(";", ",").replace(".", ",")
            said = [c for c in CARDS if c.spoken in words]
            assert sorted(said, key=lambda c: words.index(c.spoken)) == list(shown.cards)
    by_rank = pictures.hand_scene(view, CardStyle(CardOrder.RANK), language=ENGLISH.code)
    assert by_rank.unmatched == parse_cards("2S 5C 9C KH")
    by_suit = pictures.hand_scene(view, CardStyle(CardOrder.SUIT), language=ENGLISH.code)
    assert by_suit.unmatched == parse_cards("2S KH 5C 9C")


def test_four_colours_paint_clubs_green_and_diamonds_blue_in_the_hand_alone() -> None:
    view = hand_view("AS 2S 3S 7H 7D 7C KD 5C 9H QD")
    two = decode(
        pictures.hand_picture(view, CardStyle(colours=SuitColours.TWO), language=ENGLISH.code)
    )
    four = decode(
        pictures.hand_picture(view, CardStyle(colours=SuitColours.FOUR), language=ENGLISH.code)
    )
    assert two.size == four.size and two.tobytes() != four.tobytes()

    def near(image: Image.Image, colour: tuple[int, int, int]) -> int:
        return sum(
            count
            for count, pixel in image.getcolors(maxcolors=1 << 16) or []
            if sum(abs(a - b) for a, b in zip(pixel, colour, strict=True)) < 30  # type: ignore[call-overload, arg-type]
        )

    # The palette holds the four-colour inks: the pips come out in them.
    assert near(four, tiles.GREEN_SUIT) > 50 and near(four, tiles.BLUE_SUIT) > 50
    assert near(two, tiles.GREEN_SUIT) == near(two, tiles.BLUE_SUIT) == 0
    # The same cards and places: only the clubs' and diamonds' ink differs.
    scene = pictures.hand_scene(view, CardStyle(colours=SuitColours.FOUR), language=ENGLISH.code)
    assert scene.melds == pictures.hand_scene(view, language=ENGLISH.code).melds
    # The table has no colours of its own to choose: a public view is drawn in two.
    fields = {f.name for f in dataclasses.fields(pictures.TableScene)}
    fields |= {f.name for f in dataclasses.fields(BoardScene)}
    fields |= {f.name for f in dataclasses.fields(SeatScene)}
    assert "colours" not in fields


@pytest.mark.parametrize(
    ("taken", "words"), [(None, "drawn from the stock"), ("KD", "taken from the pile")]
)
def test_the_card_just_drawn_is_raised_outlined_and_labelled(taken: str | None, words: str) -> None:
    view = hand_view("AS 2S 3S 7H 7D 7C KD 5C 9H QD", just_taken=taken, drawn="KD")
    scene = pictures.hand_scene(view, language=ENGLISH.code)
    assert (scene.drawn, scene.drawn_from) == (card("KD"), "stock" if taken is None else "pile")
    assert pictures.alt_text(scene).endswith(f"; {words}: king of diamonds.")
    image = decode(pictures.hand_picture(view, language=ENGLISH.code))
    left, _ = pictures.hand_layout(scene)[-1]  # the deadwood
    x = left + scene.unmatched.index(card("KD")) * pictures.HAND_STEP
    top = pictures.HAND_CARDS_Y - pictures.RAISE
    assert near(image.getpixel((x - 2, top + 20)), tiles.HIGHLIGHT)  # its outline
    assert min(image.getpixel((x + 25, top + 3))) > 235  # type: ignore[arg-type]  # raised
    assert has(image, tiles.HIGHLIGHT, (0, 0, image.width, pictures.HAND_CARDS_Y - 12))
    plain = decode(
        pictures.hand_picture(hand_view("AS 2S 3S 7H 7D 7C KD 5C 9H QD"), language=ENGLISH.code)
    )
    assert not has(plain, tiles.HIGHLIGHT, (0, 0, plain.width, pictures.HAND_CARDS_Y - 12))
    # The engine says which card it was, the stock's too: the view of the one who drew it.
    game = next(states(Format.HEADS_UP, 3))
    while not isinstance(
        (game.public_view().boards[0].table.last_action or (0, None))[1], DrawStock
    ):
        acting = game.to_act()[0]
        game.apply(simple_game_move(game, acting), acting)
    own = game.view_for(game.to_act()[0]).hand
    assert own is not None and own.just_drawn in own.hand
    assert pictures.hand_scene(own, language=ENGLISH.code).drawn_from == "stock"


def test_a_hand_picture_changes_with_the_hand_and_is_cached_for_the_same_one() -> None:
    before = pictures.hand_picture(
        hand_view("AS 2S 3S 7H 7D 7C KD 5C 9H QD"), language=ENGLISH.code
    )
    again = pictures.hand_picture(hand_view("AS 2S 3S 7H 7D 7C KD 5C 9H QD"), language=ENGLISH.code)
    assert again is before  # the same bytes from the cache, not drawn again
    after = pictures.hand_picture(hand_view("AS 2S 3S 7H 7D 7C KD 5C 9H 4S"), language=ENGLISH.code)
    assert after != before
    gin = pictures.hand_scene(hand_view("AS 2S 3S 7H 7D 7C KD QD JD 4S"), language=ENGLISH.code)
    assert gin.deadwood == 0 and gin.unmatched == ()


def test_the_cache_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pictures, "_hands", pictures._Cache(3))
    scenes = [
        pictures.hand_scene(hand_view(f"AS 2S 3S 7H 7D 7C KD 5C 9H {c}"), language=ENGLISH.code)
        for c in ["2H", "3H", "4H", "5H"]
    ]
    for scene in scenes:
        pictures.draw(scene)
    assert pictures.drawn(scenes[0]) is None and pictures.drawn(scenes[-1]) is not None
    assert len(pictures._hands) == 3


def test_pictures_stay_small() -> None:
    game = next(states(Format.PARTNERSHIP, 3))
    view = game.public_view()
    table = decode(pictures.table_picture(view.boards, names=NAMES, language=ENGLISH.code))
    assert table.width <= 700
    hand = game.view_for(0).hand
    assert hand is not None
    assert decode(pictures.hand_picture(hand, language=ENGLISH.code)).width <= 700


def test_a_gin_hand_says_gin_under_its_melds_alone() -> None:
    image = decode(
        pictures.hand_picture(hand_view("AS 2S 3S 4S 7C 7D 7H JD QD KD"), language=ENGLISH.code)
    )
    box = (pictures.MARGIN, pictures.HAND_CAPTION_Y, image.width, image.height)
    assert has(image, tiles.HIGHLIGHT, box)  # "gin: no deadwood"
    assert not has(
        image,
        tiles.TEXT,
        box,
    )  # no "meld" label written over it
    assert "gin: no deadwood" in pictures.alt_text(
        pictures.hand_scene(hand_view("AS 2S 3S 4S 7C 7D 7H JD QD KD"), language=ENGLISH.code)
    )


# -- read on a phone ----------------------------------------------------------------------------


def test_no_text_is_under_8px_cap_height_at_300px_wide(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every word of every picture of a few whole games of each format, and every card's
    rank: its capitals' height at its font size, with the picture scaled to 300 px wide (as
    Discord shows it on a phone), is at least 8 px."""
    used: dict[int, set[tuple[int, bool]]] = defaultdict(set)  # picture width -> sizes
    width = 0
    canvas, label = tiles.canvas, tiles.label

    def new_canvas(w: int, h: int, *ground: tuple[int, int, int]) -> tuple[Image.Image, object]:
        nonlocal width
        width = w
        return canvas(w, h, *ground)

    def words(text: str, size: int, fill: object, ground: object) -> object:
        used[width].add((size, True))  # every word is bold
        return label(text, size, fill, ground)  # type: ignore[arg-type]

    monkeypatch.setattr(tiles, "canvas", new_canvas)
    monkeypatch.setattr(tiles, "label", words)
    for fmt in FORMATS:
        for game in states(fmt, 6):
            view = game.public_view()
            pictures.paint(
                pictures.table_scene(view.boards, view.sitting_out, NAMES, language=ENGLISH.code)
            )
            for player in game.to_act():
                hand = game.view_for(player).hand
                if hand is not None:
                    pictures.paint(pictures.hand_scene(hand, language=ENGLISH.code))
    assert set(used) == {pictures.HAND_W, pictures.TABLE_W}  # every picture of a kind: one width
    # The cards' ranks, drawn into the tiles: the full cards in both pictures, the small ones
    # (what a seat took from the pile) in the table's.
    ranks: list[int] = []
    monkeypatch.setattr(
        tiles, "_rank", lambda d, c, x, size, colour=None: ranks.append(size) or 10.0
    )
    tiles.face.__wrapped__(card("TD"))
    tiles.mini.__wrapped__(card("TD"))
    assert ranks == [tiles.RANK_SIZE, tiles.MINI_RANK_SIZE]
    used[pictures.HAND_W].add((tiles.RANK_SIZE, True))
    used[pictures.TABLE_W] |= {(tiles.RANK_SIZE, True), (tiles.MINI_RANK_SIZE, True)}
    for picture_width, sizes in used.items():
        for size, bold in sizes:
            shown = fonts.cap_height(size, bold) * 300 / picture_width
            assert shown >= 8, f"{size} px text in a {picture_width} px picture: {shown:.1f} px"
    assert set(pictures.TEXT_SIZES) == set(used)
    for picture_width, sizes in used.items():
        assert {size for size, _ in sizes} <= set(pictures.TEXT_SIZES[picture_width])


# -- the workers --------------------------------------------------------------------------------


async def test_a_stalled_worker_never_blocks_the_bot_and_answers_all_once_it_runs() -> None:
    """Hundreds of pictures asked of a worker that is stopped: asking returns at once (a
    blocking pipe write would freeze the event loop and every click with it), and every
    picture comes once the worker runs again."""
    worker = picture_files._Worker(niceness=0)
    try:
        os.kill(worker.process.pid, signal.SIGSTOP)
        scenes = [pictures.hand_scene(view, language=ENGLISH.code) for view in _hand_views(400)]
        started = time.monotonic()
        futures = [worker.draw(scene) for scene in scenes]
        assert time.monotonic() - started < 5  # blocked writes would wait for the worker
        assert not any(f.done() for f in futures)
        os.kill(worker.process.pid, signal.SIGCONT)
        drawn = await asyncio.wait_for(asyncio.gather(*futures), 60)
        assert drawn == [pictures.paint(scene) for scene in scenes]
    finally:
        os.kill(worker.process.pid, signal.SIGCONT)
        worker.close()
        worker.process.join(5)


class Stopped:
    """One of a :class:`PictureWorkers`' processes stopped (SIGSTOP), as on a host too busy to
    run it: what is asked of it waits, beyond the few scenes already sent down its pipe. Notes
    every scene sent to the process. The bot's caches start empty (no picture another test
    drew comes from them)."""

    def __init__(
        self, workers: picture_files.PictureWorkers, kind: type, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.setattr(pictures, "_hands", pictures._Cache(pictures.HAND_CACHE_SIZE))
        monkeypatch.setattr(pictures, "_tables", pictures._Cache(pictures.TABLE_CACHE_SIZE))
        workers.start()
        self.worker = workers._workers[kind]
        self.sent: list[pictures.Scene] = []
        send = self.worker._conn.send_bytes

        def noted(payload: bytes) -> None:
            self.sent.append(pictures.pickle.loads(payload)[1])
            send(payload)

        self.worker._conn.send_bytes = noted  # type: ignore[method-assign]
        os.kill(self.worker.process.pid, signal.SIGSTOP)

    def resume(self) -> None:
        os.kill(self.worker.process.pid, signal.SIGCONT)


def _table_scenes(count: int) -> list[TableScene]:
    """The tables of ``count`` fresh deals (distinct scenes)."""
    return [
        pictures.table_scene(
            Game.new(Rules(), ("1", "2"), random.Random(seed)).public_view().boards,
            language=ENGLISH.code,
        )
        for seed in range(1000, 1000 + count)
    ]


async def test_a_picture_forgotten_before_a_worker_took_it_is_never_drawn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A table moves on while its pictures wait for a stopped worker: those forgotten are
    never drawn (their askers hear so at once), the one of the newest state is; the one
    picture the tables' worker takes at a time is drawn all the same; and who still wants a
    forgotten picture gets it drawn."""
    workers = picture_files.PictureWorkers()
    stopped = Stopped(workers, TableScene, monkeypatch)
    try:
        taken, older, old, newest = _table_scenes(4)
        drawings = [workers.picture(scene) for scene in (taken, older, old, newest)]
        for scene in (taken, older, old):
            workers.forget(scene)
        await asyncio.sleep(0)
        forgotten = drawings[1:3]
        assert all(isinstance(d.exception(), picture_files.Forgotten) for d in forgotten)
        stopped.resume()
        drawn = await asyncio.wait_for(asyncio.gather(drawings[0], drawings[-1]), 30)
        assert drawn == [pictures.paint(s) for s in (taken, newest)]
        assert stopped.sent == [taken, newest]  # never the forgotten ones
        assert await asyncio.wait_for(workers.render(older), 30) == pictures.paint(older)
    finally:
        stopped.resume()
        workers.close()


async def test_a_worker_draws_the_pictures_still_awaited_before_those_put_off(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A backlog of hands (a busy host): the answers that gave up waiting put their pictures
    off (an edit adds them later), so the pictures still awaited are drawn first, in the order
    asked; one put off and awaited again (a Refresh of that hand) goes back in line, last."""
    workers = picture_files.PictureWorkers()
    stopped = Stopped(workers, pictures.HandScene, monkeypatch)
    try:
        in_flight = picture_files.IN_FLIGHT[pictures.HandScene]
        scenes = [
            pictures.hand_scene(view, language=ENGLISH.code) for view in _hand_views(in_flight + 4)
        ]
        drawings = [workers.picture(scene) for scene in scenes]
        taken, (gave_up, refreshed, *awaited) = scenes[:in_flight], scenes[in_flight:]
        for scene in (*taken, gave_up, refreshed):
            workers.put_off(scene)
        workers.hurry(refreshed)
        stopped.resume()
        await asyncio.wait_for(asyncio.gather(*drawings), 30)
        assert stopped.sent == [*taken, *awaited, refreshed, gave_up]
    finally:
        stopped.resume()
        workers.close()


def _hand_views(count: int) -> list[PlayerView]:
    """Hands of ``count`` fresh deals (distinct scenes)."""
    views = []
    for seed in range(count):
        game = Game.new(Rules(), ("1", "2"), random.Random(seed))
        view = game.view_for(0).hand
        assert view is not None
        views.append(view)
    return views


KILLED_BOT = """
import os, random, time
from bot.pictures import workers as picture_files
from bot.pictures.scenes import BoardScene, SeatScene
from bot.pictures import drawing as pictures
from bot.engine import Game, Rules
worker = picture_files._Worker(niceness=0)
hand = Game.new(Rules(), ("1", "2"), random.Random(1)).view_for(0).hand
scene = pictures.hand_scene(hand, language="en-US")
for number in range(200):  # asked, and the answers left unread
    worker._conn.send_bytes(pictures.pickle.dumps((number, scene)))
time.sleep(1)
print(worker.process.pid, flush=True)
os._exit(137)  # as kill -9 leaves it: no atexit, no goodbye to the worker
"""


def test_a_worker_ends_quietly_when_the_bot_is_killed() -> None:
    # The worker shares the bot's stdout and stderr, so this returns only once it has ended too
    # (a worker left running would hold the pipes open until the timeout); a traceback on
    # stderr would be an error in the bot's log.
    done = subprocess.run(
        [sys.executable, "-c", KILLED_BOT], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 137 and done.stdout.strip().isdigit()
    assert "Traceback" not in done.stderr, done.stderr
