"""A knockout's bracket: a PNG that grows with the bracket within its cap, who won and who is
playing plain to see, names as the font can write them, the same bytes for the same bracket,
and its words for screen readers within Discord's limit."""

from __future__ import annotations

import io
import itertools
import re
import time
from collections.abc import Sequence

import pytest
from PIL import Image, ImageChops

from bot.model.tournaments import Match, MatchOutcome
from bot.pictures.bracket import (
    ALT_TEXT_LIMIT,
    MAX_HEIGHT,
    MAX_WIDTH,
    PLAYING,
    bracket_alt_text,
    bracket_png,
    bracket_size,
)
from bot.pictures.tiles import FELT, HIGHLIGHT
from tests.support.words import EN_WORDS

WIN, BYE, BOTH_LOSE = MatchOutcome.WIN, MatchOutcome.BYE, MatchOutcome.BOTH_LOSE
ANN, BOB, CAT, DAN, EVE = 101, 102, 103, 104, 105  # seeds 1 to 5
FIVE = {ANN: "Ann", BOB: "Bob", CAT: "Cat", DAN: "Dan", EVE: "Eve"}


def won(
    round_number: int, table: int, a: int, b: int, winner: int, points: tuple[int, int]
) -> Match:
    return Match(round_number, table, a, b, 1000 * round_number + table, WIN, winner, *points)


def bye(round_number: int, table: int, a: int) -> Match:
    return Match(round_number, table, a, None, outcome=BYE, winner=a)


# A bracket of 5: byes to seeds 1-3, then 4 v 5 (bracket order 1-8, 4-5, 2-7, 3-6).
ROUND_1 = (bye(1, 1, ANN), won(1, 2, DAN, EVE, DAN, (120, 80)), bye(1, 3, BOB), bye(1, 4, CAT))
MID_ROUND_2 = (
    *ROUND_1,
    Match(2, 1, ANN, DAN, game_id=2001),  # in play
    won(2, 2, BOB, CAT, CAT, (95, 130)),
)
FINISHED = (
    *ROUND_1,
    won(2, 1, ANN, DAN, ANN, (110, 60)),
    won(2, 2, BOB, CAT, CAT, (95, 130)),
    won(3, 1, ANN, CAT, CAT, (70, 115)),
)


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    return image.convert("RGB")


def picture(matches: Sequence[Match], rounds: int = 3, names: dict[int, str] = FIVE) -> Image.Image:
    return decode(bracket_png(rounds, matches, names, title="Friday Knockout", lang=EN_WORDS))


def words(matches: Sequence[Match], rounds: int = 3, names: dict[int, str] = FIVE) -> str:
    return bracket_alt_text(rounds, matches, names, title="Friday Knockout", lang=EN_WORDS)


def changed(first: Image.Image, second: Image.Image) -> tuple[int, int, int, int]:
    """Where two pictures of the same size differ."""
    assert first.size == second.size
    box = ImageChops.difference(first, second).getbbox()
    assert box is not None, "the pictures are the same"
    return box


def brightest(image: Image.Image, box: tuple[int, int, int, int]) -> int:
    """The brightest pixel's grey in ``box``: a name's ink (the white of a winner, the dim
    green-grey of a loser)."""
    _, high = image.crop(box).convert("L").getextrema()
    assert isinstance(high, int)
    return high


def count(
    image: Image.Image, colour: tuple[int, int, int], box: tuple[int, int, int, int] | None = None
) -> int:
    part = image if box is None else image.crop(box)
    target = bytes(colour)
    raw = part.tobytes()
    return sum(1 for k in range(0, len(raw), 3) if raw[k : k + 3] == target)


def full_bracket(rounds: int) -> tuple[list[Match], dict[int, str]]:
    """Every match of a full bracket of 2**rounds entrants (member id = 1000 + seed), the better
    seed winning but for an upset at every third table, each with a long name."""
    order = [1]
    while len(order) < 2**rounds:
        order = [seed for top in order for seed in (top, 2 * len(order) + 1 - top)]
    names = {1000 + s: f"Contestant number {s} of the big open 🎲" for s in order}
    slots = [1000 + s for s in order]
    matches: list[Match] = []
    for number in range(1, rounds + 1):
        winners = []
        for table in range(1, len(slots) // 2 + 1):
            a, b = sorted(slots[2 * table - 2 : 2 * table])
            winner = b if table % 3 == 0 else a
            points = (100 + table, table % 90)
            matches.append(
                won(number, table, a, b, winner, points if winner == a else points[::-1])
            )
            winners.append(winner)
        slots = winners
    return matches, names


# -- the picture ------------------------------------------------------------------------------


@pytest.mark.parametrize("matches", [ROUND_1, MID_ROUND_2, FINISHED], ids=["r1", "r2", "done"])
def test_a_bracket_of_5_is_a_png_of_its_size_on_the_felt(matches: Sequence[Match]) -> None:
    image = picture(matches)
    assert image.size == bracket_size(3, EN_WORDS)
    assert 800 <= image.width <= 1300 and 250 <= image.height <= 500
    assert image.getpixel((2, image.height - 2)) == FELT


def test_the_picture_grows_with_the_bracket_within_its_cap() -> None:
    sizes = [bracket_size(rounds, EN_WORDS) for rounds in range(1, 9)]
    for smaller, bigger in itertools.pairwise(sizes):
        assert smaller[1] < bigger[1] and smaller[0] <= bigger[0]
    assert all(w <= MAX_WIDTH and h <= MAX_HEIGHT for w, h in sizes)
    # 128 first-round matches: tall rather than shrunk unreadable (16 px words of 18).
    assert sizes[-1][1] > 6000
    with pytest.raises(ValueError, match="1 to 8 rounds"):
        bracket_size(9, EN_WORDS)
    with pytest.raises(ValueError, match="1 to 8 rounds"):
        bracket_png(0, [], {}, title="Empty", lang=EN_WORDS)


def test_two_entrants_a_final_and_its_champion() -> None:
    names = {ANN: "Ann", BOB: "Bob"}
    waiting = picture([Match(1, 1, ANN, BOB)], 1, names)
    done = picture([won(1, 1, ANN, BOB, BOB, (40, 140))], 1, names)
    assert waiting.size == done.size == bracket_size(1, EN_WORDS)
    assert 400 <= done.width <= 700 and 100 <= done.height <= 250
    # The champion's box at the right end, framed in gold: empty until the final is won.
    right = (done.width * 2 // 3, done.height // 2, done.width, done.height)  # below "Champion"
    assert count(done, HIGHLIGHT, right) > 200
    assert count(waiting, HIGHLIGHT, right) == 0


def test_the_champion_is_written_at_the_right_end_once_the_final_is_won() -> None:
    before, after = picture(MID_ROUND_2), picture(FINISHED)
    right = (after.width * 4 // 5, after.height // 4, after.width, after.height)
    assert count(after, HIGHLIGHT, right) > 200
    assert count(before, HIGHLIGHT, right) == 0
    # Cat, not Ann: the champion's name is the final's winner's.
    assert changed(after, picture(FINISHED, names={**FIVE, ANN: "Zed"}))[0] < after.width // 2
    cat_renamed = picture(FINISHED, names={**FIVE, CAT: "Zed"})
    assert changed(after, cat_renamed)[2] > right[0]


def test_the_winners_name_is_bright_and_the_losers_dim() -> None:
    dan_won, eve_won = (
        picture(ROUND_1),
        picture((ROUND_1[0], won(1, 2, DAN, EVE, EVE, (80, 120)), *ROUND_1[2:])),
    )
    left, top, right, bottom = changed(dan_won, eve_won)  # Dan v Eve's box: nothing else
    assert right < dan_won.width // 4  # in the first column
    middle = (top + bottom) // 2
    upper, lower = (left, top, right, middle), (left, middle, right, bottom)  # Dan's, Eve's
    assert brightest(dan_won, upper) > 220 > 170 > brightest(dan_won, lower)
    assert brightest(eve_won, lower) > 220 > 170 > brightest(eve_won, upper)
    assert count(dan_won, HIGHLIGHT, upper) > 20 and count(dan_won, HIGHLIGHT, lower) == 0


def test_both_losing_dims_both() -> None:
    played = picture(ROUND_1)
    both = picture((ROUND_1[0], Match(1, 2, DAN, EVE, 1002, BOTH_LOSE), *ROUND_1[2:]))
    left, top, right, bottom = changed(played, both)
    middle = (top + bottom) // 2
    assert brightest(both, (left, top, right, middle)) < 170
    assert brightest(both, (left, middle, right, bottom)) < 170


def test_a_match_in_play_is_framed_and_marked() -> None:
    playing, finished = picture(MID_ROUND_2), picture(FINISHED)
    not_started = picture((*ROUND_1, Match(2, 1, ANN, DAN), MID_ROUND_2[-1]))
    assert count(playing, PLAYING) > 300  # its frame and "playing"
    assert count(finished, PLAYING) == count(not_started, PLAYING) == 0


def test_points_are_shown_once_played_but_not_for_a_match_settled_at_nil() -> None:
    played = picture(ROUND_1)
    settled = picture((ROUND_1[0], won(1, 2, DAN, EVE, DAN, (0, 0)), *ROUND_1[2:]))
    other_points = picture((ROUND_1[0], won(1, 2, DAN, EVE, DAN, (121, 80)), *ROUND_1[2:]))
    width = played.width
    left, top, right, bottom = changed(played, settled)
    # Both lines' points gone, and nothing else: the right of the first column's box.
    assert width * 0.15 < left and right < width // 4 and bottom - top > 30
    assert count(settled, HIGHLIGHT, (left, top, right, bottom)) == 0
    assert count(played, HIGHLIGHT, (left, top, right, bottom)) > 20
    # Other points: Dan's "120" alone changes.
    left, top, right, bottom = changed(played, other_points)
    assert width * 0.15 < left and right < width // 4 and bottom - top < 20


def test_a_later_round_not_paired_yet_is_empty_boxes_to_be_filled() -> None:
    after_round_1 = picture(ROUND_1)
    paired = picture((*ROUND_1, Match(2, 1, ANN, DAN), Match(2, 2, BOB, CAT)))
    left, _, right, _ = changed(after_round_1, paired)
    width = after_round_1.width
    assert width // 4 <= left and right <= width // 2  # the second column alone


def test_members_are_written_on_the_side_they_came_from() -> None:
    """A round's pair puts the better seed first; the picture writes each member on the line
    of the match they came from, so the lines never cross: 4 (from below) v 8 (from above)."""
    seeds = {1000 + s: f"Seed {s}" for s in range(1, 9)}
    round_1 = [
        won(1, 1, 1001, 1008, 1008, (90, 130)),
        won(1, 2, 1004, 1005, 1004, (140, 20)),
        won(1, 3, 1002, 1007, 1002, (150, 10)),
        won(1, 4, 1003, 1006, 1003, (150, 10)),
    ]
    better_first = picture([*round_1, Match(2, 1, 1004, 1008, game_id=9)], 3, seeds)
    drawn_side = picture([*round_1, Match(2, 1, 1008, 1004, game_id=9)], 3, seeds)
    assert better_first.tobytes() == drawn_side.tobytes()


def test_a_match_goes_where_its_members_came_from_not_by_its_table_number() -> None:
    """Both winners of the first two matches removed: round 2 has one pair, table 1, which
    belongs in the second place of its column."""
    seeds = {1000 + s: f"Seed {s}" for s in range(1, 9)}
    round_1 = [
        won(1, 1, 1001, 1008, 1001, (130, 90)),
        won(1, 2, 1004, 1005, 1004, (140, 20)),
        won(1, 3, 1002, 1007, 1002, (150, 10)),
        won(1, 4, 1003, 1006, 1003, (150, 10)),
    ]
    numbered_1 = picture([*round_1, Match(2, 1, 1002, 1003, game_id=9)], 3, seeds)
    numbered_2 = picture([*round_1, Match(2, 2, 1002, 1003, game_id=9)], 3, seeds)
    assert numbered_1.tobytes() == numbered_2.tobytes()
    # In the lower half of the second column: level with the matches it is fed by.
    _, top, _, _ = changed(numbered_1, picture(round_1, 3, seeds))
    assert top > numbered_1.height // 2


def test_names_are_written_with_what_the_font_can_draw() -> None:
    plain = bracket_png(3, FINISHED, FIVE, title="Friday Knockout", lang=EN_WORDS)
    emoji = bracket_png(3, FINISHED, {**FIVE, EVE: "🎲Eve"}, title="Friday Knockout", lang=EN_WORDS)
    assert emoji == plain  # the die left out
    cjk = bracket_png(3, FINISHED, {**FIVE, EVE: "世界"}, title="Friday Knockout", lang=EN_WORDS)
    unknown = bracket_png(3, FINISHED, {**FIVE, EVE: "?"}, title="Friday Knockout", lang=EN_WORDS)
    missing = bracket_png(
        3,
        FINISHED,
        {k: v for k, v in FIVE.items() if k != EVE},
        title="Friday Knockout",
        lang=EN_WORDS,
    )
    assert cjk == unknown == missing != plain  # nothing left to draw: "?"


def test_a_long_name_is_shortened_to_its_box() -> None:
    long = "Bartholomew Fitzgerald-Huntington"
    longer = bracket_png(3, FINISHED, {**FIVE, EVE: long + " the Third"}, title="T", lang=EN_WORDS)
    assert bracket_png(3, FINISHED, {**FIVE, EVE: long}, title="T", lang=EN_WORDS) == longer
    assert (
        bracket_png(3, FINISHED, {**FIVE, EVE: "Bartholomew"}, title="T", lang=EN_WORDS) != longer
    )


def test_the_same_bracket_gives_the_same_bytes() -> None:
    first = bracket_png(3, FINISHED, FIVE, title="Friday Knockout", lang=EN_WORDS)
    assert (
        bracket_png(3, list(FINISHED), dict(FIVE), title="Friday Knockout", lang=EN_WORDS) == first
    )
    assert bracket_png(3, FINISHED, FIVE, title="Saturday Knockout", lang=EN_WORDS) != first


def test_128_first_round_matches_fit_the_cap() -> None:
    matches, names = full_bracket(8)
    started = time.perf_counter()
    png = bracket_png(8, matches, names, title="The Big Open", lang=EN_WORDS)
    took = time.perf_counter() - started
    image = decode(png)
    assert image.size == bracket_size(8, EN_WORDS)
    assert image.width <= MAX_WIDTH and image.height <= MAX_HEIGHT
    assert count(image, HIGHLIGHT, (image.width * 7 // 8, 0, image.width, image.height)) > 200
    print(f"128 first-round matches: {image.size}, {len(png)} bytes, drawn in {took:.3f} s")


# -- the words --------------------------------------------------------------------------------


def test_the_words_say_each_round_and_the_champion() -> None:
    assert words(FINISHED) == (
        "Friday Knockout: knockout bracket. Quarter-finals: Ann had a bye; Dan beat Eve 120–80;"
        " Bob had a bye; Cat had a bye. Semi-finals: Ann beat Dan 110–60; Cat beat Bob 130–95."
        " Final: Cat beat Ann 115–70. Champion: Cat."
    )


def test_the_words_of_a_round_in_play() -> None:
    said = words((*ROUND_1, Match(2, 1, ANN, DAN, game_id=2001), Match(2, 2, BOB, CAT)))
    assert said.endswith("Semi-finals: Ann v Dan playing; Bob v Cat to play.")
    assert "Final" not in said and "Champion" not in said
    assert words(
        (*ROUND_1[:3], won(1, 4, CAT, 106, CAT, (0, 0))), names={**FIVE, 106: "Fay"}
    ).endswith("Cat beat Fay.")
    assert "Dan and Eve both went out" in words(
        (ROUND_1[0], Match(1, 2, DAN, EVE, 1002, BOTH_LOSE), *ROUND_1[2:])
    )


def test_the_words_keep_names_in_full() -> None:
    said = words(FINISHED, names={**FIVE, EVE: "🎲Eve", CAT: "世界"})
    assert "Dan beat 🎲Eve 120–80" in said and said.endswith("Champion: 世界.")
    assert "Dan beat ? 120–80" in words(FINISHED, names={k: v for k, v in FIVE.items() if k != EVE})


def test_the_words_of_a_big_bracket_keep_within_discords_limit() -> None:
    matches, names = full_bracket(8)
    said = bracket_alt_text(8, matches, names, title="The Big Open", lang=EN_WORDS)
    assert len(said.encode("utf-16-le")) // 2 <= ALT_TEXT_LIMIT  # as Discord counts: 🎲 is 2
    assert said.startswith("The Big Open: knockout bracket.")
    assert " Final: Contestant number 1 of the big open 🎲 beat " in said
    assert said.endswith("Champion: Contestant number 1 of the big open 🎲.")
    # The last rounds in full, the rest counted: every match told or counted, once.
    more = re.findall(r"and (\d+) more matches", said)
    assert len(more) == 1
    assert said.count(" beat ") + int(more[0]) == len(matches) == 255
