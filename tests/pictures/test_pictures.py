"""The hand and table pictures: what they show, what they never show, and their cache."""

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
from collections.abc import Iterator, Sequence

import pytest
from PIL import Image

from bot.engine import (
    BoardView,
    Card,
    Format,
    Game,
    PlayerView,
    PublicView,
    Rules,
    best_melds,
    parse_cards,
    simple_game_move,
)
from bot.engine.cards import CARDS
from bot.engine.deal import Deal
from bot.model.cards import CardOrder, CardStyle, SuitColours, hand_shown
from bot.pictures import drawing as pictures
from bot.pictures import workers as picture_files
from bot.pictures.scenes import BoardScene, SeatScene

FORMATS = [Format.HEADS_UP, Format.THREE, Format.PARTNERSHIP]


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
            scene = pictures.table_scene(view.boards, view.sitting_out)
            assert set(cards_of(scene)) <= public
            # Every player's view holds the same boards: a seat's view draws the same table.
            for player in range(fmt.players):
                mine = game.view_for(player)
                assert pictures.table_scene(mine.boards, mine.sitting_out) == scene


def test_the_table_picture_is_drawn_from_public_types_only() -> None:
    hints = typing.get_type_hints(pictures.table_picture)
    assert hints == {
        "boards": Sequence[BoardView],
        "sitting_out": int | None,
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
            pictures.table_picture(wrong)  # type: ignore[arg-type]


def test_a_three_player_table_says_who_sits_out_and_partners_show_both_tables() -> None:
    three = next(states(Format.THREE, 1)).public_view()
    scene = pictures.table_scene(three.boards, three.sitting_out)
    assert three.sitting_out is not None
    assert scene.note == f"P{three.sitting_out + 1} sits out this hand"
    seated = {s.label for s in scene.boards[0].seats}
    assert f"P{three.sitting_out + 1}" not in seated
    four = next(states(Format.PARTNERSHIP, 1)).public_view()
    scene = pictures.table_scene(four.boards)
    assert [b.title for b in scene.boards] == ["Table 1 · deal 1", "Table 2 · deal 2"]
    assert {s.label for b in scene.boards for s in b.seats} == {"P1", "P2", "P3", "P4"}
    assert decode(pictures.draw(scene)).height > decode(pictures.table_picture(three.boards)).height


def hand_view(text: str, just_taken: str | None = None) -> PlayerView:
    deal = Deal.new(Rules(), dealer=0, rng=random.Random(1))
    view = deal.view_for(0)
    taken = Card.parse(just_taken) if just_taken else None
    return dataclasses.replace(view, hand=parse_cards(text), just_taken=taken)


def test_the_hand_picture_groups_melds_and_fades_the_deadwood() -> None:
    view = hand_view("AS 2S 3S 7H 7D 7C KD 5C 9H QD", just_taken="KD")
    scene = pictures.hand_scene(view)
    arrangement = best_melds(view.hand)
    assert {frozenset(m) for m in scene.melds} == {frozenset(m.cards) for m in arrangement.melds}
    assert set(scene.unmatched) == set(arrangement.unmatched)
    assert scene.deadwood == arrangement.deadwood == 34
    image = decode(pictures.hand_picture(view))
    # A meld's card is white where a deadwood card is faded toward the felt (sampled at the
    # same spot of each card: below its corner, away from the pips).
    spot_x, spot_y = pictures.CARD_W - 8, pictures.MARGIN + 8 + 6
    first_dead = pictures.MARGIN + sum(
        pictures.CARD_STEP * len(m) + pictures.GROUP_GAP for m in scene.melds
    )
    meld_face = image.getpixel((pictures.MARGIN + spot_x, spot_y))
    dead_face = image.getpixel((first_dead + spot_x, spot_y))
    assert min(meld_face) > 235  # type: ignore[arg-type]
    assert max(dead_face) < 200  # type: ignore[arg-type]
    words = pictures.alt_text(scene)
    assert "deadwood 34" in words and "king of diamonds" in words
    assert "meld: ace of spades, two of spades, three of spades" in words


def test_a_members_order_and_colours_are_the_hand_pictures_and_its_words() -> None:
    view = hand_view("9C 7S 7H 7C 2D 3D 4D KH 5C 2S")
    for order in CardOrder:
        for colours in SuitColours:
            style = CardStyle(order, colours)
            scene = pictures.hand_scene(view, style)
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
    by_rank = pictures.hand_scene(view, CardStyle(CardOrder.RANK))
    assert by_rank.unmatched == parse_cards("2S 5C 9C KH")
    by_suit = pictures.hand_scene(view, CardStyle(CardOrder.SUIT))
    assert by_suit.unmatched == parse_cards("2S KH 5C 9C")


def test_four_colours_paint_clubs_green_and_diamonds_blue_in_the_hand_alone() -> None:
    view = hand_view("AS 2S 3S 7H 7D 7C KD 5C 9H QD")
    two = decode(pictures.hand_picture(view, CardStyle(colours=SuitColours.TWO)))
    four = decode(pictures.hand_picture(view, CardStyle(colours=SuitColours.FOUR)))
    assert two.size == four.size and two.tobytes() != four.tobytes()

    def near(image: Image.Image, colour: tuple[int, int, int]) -> int:
        return sum(
            count
            for count, pixel in image.getcolors(maxcolors=1 << 16) or []
            if sum(abs(a - b) for a, b in zip(pixel, colour, strict=True)) < 30  # type: ignore[call-overload, arg-type]
        )

    # The palette holds the four-colour inks: the pips come out in them.
    assert near(four, pictures.GREEN_SUIT) > 50 and near(four, pictures.BLUE_SUIT) > 50
    assert near(two, pictures.GREEN_SUIT) == near(two, pictures.BLUE_SUIT) == 0
    # The same cards and places: only the clubs' and diamonds' ink differs.
    scene = pictures.hand_scene(view, CardStyle(colours=SuitColours.FOUR))
    assert scene.melds == pictures.hand_scene(view).melds
    # The table has no colours of its own to choose: a public view is drawn in two.
    fields = {f.name for f in dataclasses.fields(pictures.TableScene)}
    fields |= {f.name for f in dataclasses.fields(BoardScene)}
    fields |= {f.name for f in dataclasses.fields(SeatScene)}
    assert "colours" not in fields


def test_a_hand_picture_changes_with_the_hand_and_is_cached_for_the_same_one() -> None:
    before = pictures.hand_picture(hand_view("AS 2S 3S 7H 7D 7C KD 5C 9H QD"))
    again = pictures.hand_picture(hand_view("AS 2S 3S 7H 7D 7C KD 5C 9H QD"))
    assert again is before  # the same bytes from the cache, not drawn again
    after = pictures.hand_picture(hand_view("AS 2S 3S 7H 7D 7C KD 5C 9H 4S"))
    assert after != before
    gin = pictures.hand_scene(hand_view("AS 2S 3S 7H 7D 7C KD QD JD 4S"))
    assert gin.deadwood == 0 and gin.unmatched == ()


def test_the_cache_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pictures, "_hands", pictures._Cache(3))
    scenes = [
        pictures.hand_scene(hand_view(f"AS 2S 3S 7H 7D 7C KD 5C 9H {c}"))
        for c in ["2H", "3H", "4H", "5H"]
    ]
    for scene in scenes:
        pictures.draw(scene)
    assert pictures.drawn(scenes[0]) is None and pictures.drawn(scenes[-1]) is not None
    assert len(pictures._hands) == 3


def test_pictures_stay_small() -> None:
    game = next(states(Format.PARTNERSHIP, 3))
    view = game.public_view()
    table = decode(pictures.table_picture(view.boards))
    assert table.width <= 700
    hand = game.view_for(0).hand
    assert hand is not None
    assert decode(pictures.hand_picture(hand)).width <= 700


def test_a_gin_hand_says_gin_under_its_melds_alone() -> None:
    image = decode(pictures.hand_picture(hand_view("AS 2S 3S 4S 7C 7D 7H JD QD KD")))
    top = pictures.MARGIN + 8 + pictures.CARD_H + 6
    row = [
        image.getpixel((x, y)) for x in range(pictures.MARGIN, 200) for y in range(top, top + 14)
    ]

    def near(pixel: object, colour: tuple[int, int, int]) -> bool:
        return sum(abs(a - b) for a, b in zip(pixel, colour, strict=True)) < 40  # type: ignore[call-overload]

    assert any(near(p, pictures.HIGHLIGHT) for p in row)  # "gin: no deadwood"
    assert not any(near(p, pictures.MUTED) for p in row)  # no "meld" label written over it


async def test_a_stalled_worker_never_blocks_the_bot_and_answers_all_once_it_runs() -> None:
    """Hundreds of pictures asked of a worker that is stopped: asking returns at once (a
    blocking pipe write would freeze the event loop and every click with it), and every
    picture comes once the worker runs again."""
    worker = picture_files._Worker(niceness=0)
    try:
        os.kill(worker.process.pid, signal.SIGSTOP)
        scenes = [pictures.hand_scene(view) for view in _hand_views(400)]
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
for number in range(200):  # asked, and the answers left unread
    worker._conn.send_bytes(pictures.pickle.dumps((number, pictures.hand_scene(hand))))
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
