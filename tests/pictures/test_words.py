"""The pictures' words in the viewer's language: every word drawn and every word of the alt text
is the catalogue's (the pseudo-language shows any that is not), the words fit their places in
long languages (none runs into another or out of the picture), every character of every
picture message in every language is one the font draws, and the cache keeps one picture a
language."""

from __future__ import annotations

import asyncio
import dataclasses
import io
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast
from PIL import Image, ImageDraw

from bot.engine import Card, Format, Game, PlayerView, Rules, parse_cards, simple_game_move
from bot.engine.deal import Deal
from bot.model.cards import CardOrder, CardStyle, SuitColours
from bot.pictures import chart, fonts, scenes, tiles
from bot.pictures import drawing as pictures
from bot.pictures.scenes import BORROWED_MESSAGES, LastMove
from bot.pictures.workers import PictureWorkers
from bot.words import ENGLISH, LANGUAGES, PSEUDO, Language, Words, words
from bot.words.catalogue import LOCALES, _ordinal, resources
from tests.support.builders import card
from tests.support.pseudo import assert_all_catalogue

FORMATS = [Format.HEADS_UP, Format.THREE, Format.PARTNERSHIP]
NAMES = (
    "Zoë",
    "Андрей",
    "世界",
    "🎲dice",
)  # the font draws the first two whole, "dice" of the last
PASSING = (*NAMES, "dice")
XA = PSEUDO.code


def states(fmt: Format, seed: int, every: int = 3, moves: int = 400) -> Iterator[Game]:
    """Every ``every``-th state of a seeded game played by the simple strategy."""
    game = Game.new(Rules(format=fmt, target=40), [str(p) for p in range(fmt.players)],
                    random.Random(seed))  # fmt: skip
    for k in range(moves):
        if k % every == 0:
            yield game
        acting = game.to_act()
        if not acting:
            return
        game.apply(simple_game_move(game, acting[0]), acting[0])


def hand_view(text: str, just_taken: str | None = None, drawn: str | None = None) -> PlayerView:
    view = Deal.new(Rules(), dealer=0, rng=random.Random(1)).view_for(0)
    taken = Card.parse(just_taken) if just_taken else None
    new = Card.parse(drawn) if drawn else taken
    return dataclasses.replace(view, hand=parse_cards(text), just_taken=taken, just_drawn=new)


# Hands whose captions are hardest to fit: a one-card deadwood after three melds (its count
# moves left under the last meld), two, gin, big gin, the card just drawn from either place.
HANDS = [
    hand_view("AS 2S 3S 4S 7C 7D 7H JD QD KD 5C", drawn="5C"),
    hand_view("AS 2S 3S 7C 7D 7H JD QD KD 5C 9H", just_taken="9H"),
    hand_view("AS 2S 3S 4S 7C 7D 7H JD QD KD"),
    hand_view("AS 2S 3S 4S 7C 7D 7H JD QD KD TD", drawn="TD"),
    hand_view("2C 5H 9S KD QC 8H 4D 6S TC JH", drawn="JH"),
    hand_view("AS 2S 3S 7H 7D 7C KD 5C 9H QD"),
]


def table_scenes(language: str, names: tuple[str, ...] = NAMES) -> Iterator[scenes.TableScene]:
    for fmt in FORMATS:
        for game in states(fmt, 5):
            view = game.public_view()
            yield pictures.table_scene(view.boards, view.sitting_out, names[: fmt.players],
                                       language=language)  # fmt: skip


def hand_scenes(language: str) -> Iterator[scenes.HandScene]:
    for view in HANDS:
        for style in (CardStyle(), CardStyle(CardOrder.RANK, SuitColours.FOUR)):
            yield pictures.hand_scene(view, style, language=language)
    for game in states(Format.HEADS_UP, 7, every=5):
        for player in game.to_act():
            hand = game.view_for(player).hand
            if hand is not None:
                yield pictures.hand_scene(hand, language=language)


def every_scene(language: str, names: tuple[str, ...] = NAMES) -> Iterator[pictures.Scene]:
    yield from table_scenes(language, names)
    yield from hand_scenes(language)


# -- what a picture writes --------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Written:
    text: str
    box: tuple[float, float, float, float]  # its ink: left, top, right, bottom


def written(monkeypatch: pytest.MonkeyPatch) -> Callable[[pictures.Scene], list[Written]]:
    """A way to paint a scene (never from the cache) and note every word it writes, and where
    its ink lies."""
    noted: list[Written] = []
    text = tiles.text

    def noting(canvas: Image.Image, xy: tuple[int, int], said: str, size: int,
               *args: Any, **kwargs: Any) -> int:  # fmt: skip
        width = text(canvas, xy, said, size, *args, **kwargs)
        if said:
            left, top, right, bottom = fonts.font(size, True).getbbox(said)
            x = xy[0] - width if kwargs.get("right") else xy[0]
            noted.append(Written(said, (x + left, xy[1] + top, x + right, xy[1] + bottom)))
        return width

    monkeypatch.setattr(tiles, "text", noting)

    def paint(scene: pictures.Scene) -> list[Written]:
        noted.clear()
        png = pictures.paint(scene)
        size = Image.open(io.BytesIO(png)).size
        check_in_place(noted, size, scene)
        return list(noted)

    return paint


def check_in_place(noted: list[Written], size: tuple[int, int], scene: pictures.Scene) -> None:
    """Every word inside the picture (a table's inside its panels' inner edge) and none over
    another."""
    width, height = size
    inner = pictures.ROOM_GAP if isinstance(scene, pictures.TableScene) else 0
    for item in noted:
        left, top, right, bottom = item.box
        assert left >= inner and top >= 0, item
        assert right <= width - 2 * inner and bottom <= height, (item, size)
    for k, one in enumerate(noted):
        for other in noted[k + 1 :]:
            a, b = one.box, other.box
            apart = a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
            assert apart, f"{one} runs into {other}"


def test_every_word_drawn_and_said_is_the_catalogues(monkeypatch: pytest.MonkeyPatch) -> None:
    paint = written(monkeypatch)
    seen: set[str] = set()
    for scene in every_scene(XA):
        for item in paint(scene):
            assert_all_catalogue(item.text, PASSING)
            seen.add(item.text)
        said = pictures.alt_text(scene)
        assert_all_catalogue(said, PASSING)
        assert len(said) <= scenes.ALT_TEXT_MOST
    # Every kind of word was drawn: counts, captions, the last move's lines, teams, the note.
    lang = words(PSEUDO)
    for message in ("picture-took", "picture-dealer", "picture-meld", "picture-gin"):
        assert any(lang(message).startswith(text.rstrip("…")) for text in seen), message


def test_english_words_are_drawn_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """The pictures were laid out for English: no English label is ever shortened (only a
    member's long name may be)."""
    paint = written(monkeypatch)
    cut = {
        item.text
        for scene in every_scene(ENGLISH.code, names=("Zoë", "Ann"))
        for item in paint(scene)
        if item.text.endswith("…")
    }
    assert cut == set()


def test_english_scenes_draw_the_english_catalogues_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same pictures in English write the same words as before the catalogue (compared
    through it)."""
    paint = written(monkeypatch)
    en = words(ENGLISH)
    view = hand_view("AS 2S 3S 7H 7D 7C KD 5C 9H QD", just_taken="QD")
    texts = [w.text for w in paint(pictures.hand_scene(view, language=ENGLISH.code))]
    assert texts == [
        en("picture-drawn", source="pile"),
        en("picture-meld"),
        en("picture-meld"),
        en("picture-deadwood", points=34),
    ]
    assert texts == ["taken from the pile", "meld", "meld", "deadwood 34"]
    took = scenes.TableScene(
        (
            scenes.BoardScene(
                2, None, 0,
                (
                    scenes.SeatScene(0, "Zoë", 11, (card("7H"),), False, "discard"),
                    scenes.SeatScene(1, "", 10, (), True, None),
                ),
                28, (card("9D"), card("KC")), 2, LastMove(0, "pile", card("7H"), card("KC")),
            ),
        ),
        sitting_out=("", 2), language=ENGLISH.code,
    )  # fmt: skip
    texts = [w.text for w in paint(took)]
    assert texts == [
        "Deal 2", "Zoë", "to play: discard", "11 cards", "from the pile",
        "P2", "dealer", "10 cards",
        "stock 28", "pile 2", "Zoë", "took from the pile", "◀ and discarded",
        "P3 sits out this hand",
    ]  # fmt: skip


class Long(Words):
    """German as long as a translator might write it, over the English catalogue."""

    SOURCE = """
picture-meld = Kombination
picture-deadwood = Restpunkte ohne Kombination { $points }
picture-gin = Gin: keine einzige Karte ohne Kombination
picture-drawn = { $source ->
    [stock] gerade vom verdeckten Stapel gezogen
   *[pile] gerade vom offenen Ablagestapel genommen
  }
picture-seat = Spieler{ $player }
picture-team = Mannschaft { $team }
picture-team-legend = Mannschaft { $team }:
picture-dealer = Kartengeber
picture-to-play = ist am Zug: { $todo }
picture-todo = { $phase ->
    [upcard] aufnehmen oder passen
    [draw] ziehen
   *[discard] abwerfen
  }
picture-took = vom Ablagestapel aufgenommen
picture-stock = Kartenstapel { $count }
picture-pile = Ablagestapel { $count }
picture-move-drew = { $source ->
    [stock] zog eine Karte vom verdeckten Stapel
   *[pile] nahm die oberste Karte vom Ablagestapel
  }
picture-move-end = { $end ->
    [knock] klopfte und legte die Karten auf den Tisch
    [gin] machte Gin
    [big-gin] machte Big Gin
   *[pass] passte bei der ersten aufgedeckten Karte
  }
picture-move-end-after = { $end ->
    [knock] und klopfte und legte die Karten auf den Tisch
    [gin] und machte Gin
    [big-gin] und machte Big Gin
   *[pass] und passte
  }
picture-move-discarded = warf eine Karte auf den Ablagestapel
picture-move-discarded-after = und warf eine Karte auf den Ablagestapel
picture-sits-out = { $player } setzt in diesem Spiel aus und schaut zu
deal-title = Spiel { $deal }
deal-title-round = Durchgang { $round } · Tisch { $table }
count-cards = { $count ->
    [one] { $count } Spielkarte
   *[other] { $count } Spielkarten
  }
"""

    def __init__(self) -> None:
        bundle = FluentBundle(["de"], functions={"ORDINAL": _ordinal("de")}, use_isolating=False)
        for _, resource in resources(ENGLISH.code):
            bundle.add_resource(resource)
        bundle.add_resource(FluentResource(self.SOURCE), allow_overrides=True)
        super().__init__(Language("de", "Deutsch", ("de",)), bundle, None)


def test_long_words_fit_their_places(monkeypatch: pytest.MonkeyPatch) -> None:
    """Labels far longer than English (German as it might be written, the pseudo-language's
    40% more): each stays inside the picture and clear of the others, shortened as it must."""
    long = Long()
    real = pictures.words_of
    monkeypatch.setattr(pictures, "words_of", lambda code: long if code == "de" else real(code))
    paint = written(monkeypatch)
    names = ("Bartholomew Featherstonehaugh", "Zoë", "Computer (expert)", "W" * 32)
    shortened = 0
    for language in ("de", XA):
        for scene in every_scene(language, names):
            shortened += sum(w.text.endswith("…") for w in paint(scene))
    assert shortened  # (some had to be)
    # A count that does not fit is its number alone.
    board = next(table_scenes("de")).boards[0]
    texts = [w.text for w in paint(next(table_scenes("de")))]
    assert str(board.stock) in texts and str(board.pile_size) in texts


# -- the catalogue and the font ---------------------------------------------------------------


def picture_messages() -> set[str]:
    """Every message the pictures draw or say: their own file's and those they borrow."""
    own = {
        entry.id.name
        for entry in FluentResource((LOCALES / ENGLISH.code / "pictures.ftl").read_text()).body
        if isinstance(entry, ast.Message)
    }
    return own | set(BORROWED_MESSAGES)


def _texts(pattern: ast.Pattern | None) -> Iterator[str]:
    for element in pattern.elements if pattern is not None else ():
        if isinstance(element, ast.TextElement):
            yield element.value
        elif isinstance(element.expression, ast.SelectExpression):
            for variant in element.expression.variants:
                yield from _texts(variant.value)
        elif isinstance(element.expression, ast.StringLiteral):
            yield element.expression.value


def test_the_font_draws_every_character_of_every_picture_message_in_every_language() -> None:
    """Every language that has them (a translation added later is checked as it comes), and
    the pseudo-language's accented letters: no picture ever shows a missing glyph's box."""
    covered = fonts.both_faces()
    wanted = picture_messages()
    checked: dict[str, int] = {}
    for language in (*LANGUAGES, PSEUDO):
        for path, resource in resources(language.code):
            for entry in resource.body:
                if not isinstance(entry, ast.Message) or entry.id.name not in wanted:
                    continue
                patterns = [entry.value, *(a.value for a in entry.attributes)]
                for text in (t for p in patterns for t in _texts(p)):
                    missing = {c for c in text if not c.isspace() and ord(c) not in covered}
                    assert not missing, f"{path}: {entry.id.name}: the font lacks {missing}"
                checked[language.code] = checked.get(language.code, 0) + 1
    assert checked[ENGLISH.code] == checked[PSEUDO.code] == len(wanted)
    assert all(checked[language.code] >= len(BORROWED_MESSAGES) for language in LANGUAGES)
    # The check would see a character the font lacks.
    assert ord("世") not in covered and ord("ł") in covered and ord("ɱ") in covered


def test_the_pictures_use_no_message_but_those_the_font_check_reads(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: set[str] = set()

    class Noting:
        def __init__(self, lang: Words) -> None:
            self.lang, self.code = lang, lang.code

        def __call__(self, message_id: str, /, **args: Any) -> str:
            asked.add(message_id)
            return self.lang(message_id, **args)

    def noting(code: str) -> Any:
        return Noting(words(code))

    monkeypatch.setattr(pictures, "words_of", noting)
    monkeypatch.setattr(scenes, "words", noting)
    scenes.alt_text.cache_clear()
    try:
        for scene in every_scene(ENGLISH.code):
            pictures.paint(scene)
            scenes.alt_text(scene)
        points = [chart.RatingPoint(0.0, r) for r in (1000, 1040, 990)]
        chart.rating_chart(points, title="", lang=noting(ENGLISH.code))
    finally:
        scenes.alt_text.cache_clear()
    from bot.discord.render import pictures as render_pictures  # its names: the computer's

    source = Path(render_pictures.__file__).read_text()
    asked |= {m for m in ("picture-former-member", "computer-player") if f'"{m}"' in source}
    assert asked <= picture_messages(), asked - picture_messages()
    assert len(asked) > 30


# -- a picture a language -----------------------------------------------------------------------


def test_each_language_has_its_own_picture_and_the_same_one_comes_from_the_cache() -> None:
    view = next(states(Format.THREE, 2)).public_view()
    english = pictures.table_scene(view.boards, view.sitting_out, NAMES[:3], language=ENGLISH.code)
    pseudo = pictures.table_scene(view.boards, view.sitting_out, NAMES[:3], language=XA)
    assert english != pseudo and hash(english) != hash(pseudo)
    drawn = pictures.draw(pseudo)
    assert pictures.draw(english) != drawn
    assert pictures.drawn(english) is not None and pictures.drawn(pseudo) is drawn  # both kept
    again = pictures.table_scene(view.boards, view.sitting_out, NAMES[:3], language=XA)
    assert again == pseudo and pictures.draw(again) is drawn  # the same bytes: not drawn again
    assert pictures.alt_text(english) != pictures.alt_text(pseudo)
    assert pictures.alt_text(english).startswith(words(ENGLISH)("picture-said-table"))
    assert pictures.alt_text(pseudo).startswith(words(PSEUDO)("picture-said-table"))
    hand = hand_view("AS 2S 3S 7H 7D 7C KD 5C 9H QD", drawn="QD")
    portuguese = pictures.hand_scene(hand, language="pt-BR")
    assert portuguese != pictures.hand_scene(hand, language=ENGLISH.code)
    assert pictures.hand_picture(hand, language="pt-BR") is pictures.draw(portuguese)
    # Its cards' names in the member's language (Portuguese has them already).
    queen = words("pt-BR")("card-spoken", rank="queen", suit="diamonds")
    assert queen in pictures.alt_text(portuguese)
    assert queen not in pictures.alt_text(pictures.hand_scene(hand, language=ENGLISH.code))


def test_the_alt_text_of_a_crowded_table_keeps_within_discords_limit() -> None:
    """Partners with the longest names Discord allows, in the pseudo-language: the words say
    the deals' last moves while they fit, else leave them (then the teams' lines) out, and are
    never cut in these games."""
    names = tuple(letter * 32 for letter in "WXYZ")
    lang = words(PSEUDO)
    told = []
    for game in states(Format.PARTNERSHIP, 3, every=2):
        view = game.public_view()
        scene = pictures.table_scene(view.boards, None, names, language=XA)
        said = pictures.alt_text(scene)
        assert len(said) <= scenes.ALT_TEXT_MOST and not said.endswith("…")
        assert_all_catalogue(said, names)
        forms = [
            scenes._table_said(scene, lang, moves=moves, teams=teams)
            for moves, teams in ((True, True), (False, True), (False, False))
        ]
        told.append(forms.index(said))  # the fullest that fits
        assert all(len(form) > scenes.ALT_TEXT_MOST for form in forms[: told[-1]])
    assert told.count(0) and told.count(1)


def test_the_rating_chart_writes_the_readers_words_with_the_pictures_font(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    noted: list[tuple[str, str]] = []
    text = ImageDraw.ImageDraw.text

    def noting(self: ImageDraw.ImageDraw, xy: Any, said: str, *args: Any, **kwargs: Any) -> None:
        noted.append((said, kwargs["font"].path))
        text(self, xy, said, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", noting)
    lang = words(PSEUDO)
    points = [chart.RatingPoint(1_700_000_000.0 + k, r) for k, r in enumerate((1000, 1090, 1020))]
    chart.rating_chart(points, title=lang("stats-chart-title", season=2), lang=lang)
    for said, path in noted:
        assert_all_catalogue(said)
        assert path == str(fonts.REGULAR)
    assert lang("stats-count-games", count=3) in [said for said, _ in noted]
    assert lang("picture-chart-best", rating="1090") in [said for said, _ in noted]


async def test_a_workers_picture_comes_with_its_words_so_the_bot_never_makes_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The worker that draws a picture makes its words for screen readers too: the bot keeps
    them with the picture and makes none on its event loop."""
    monkeypatch.setattr(pictures, "_tables", pictures._Cache(pictures.TABLE_CACHE_SIZE))
    monkeypatch.setattr(pictures, "_said", pictures._Cache(8))
    view = next(states(Format.PARTNERSHIP, 11)).public_view()
    scene = pictures.table_scene(view.boards, None, NAMES, language=XA)
    expected = scenes.alt_text(scene)

    def never(scene: pictures.Scene) -> str:
        raise AssertionError("the bot made a picture's words itself")

    monkeypatch.setattr(pictures, "alt_text", never)
    workers = PictureWorkers()
    try:
        png = await asyncio.wait_for(workers.render(scene), 60)
    finally:
        workers.close()
    assert png == pictures.paint(scene) and pictures.drawn(scene) == png
    assert pictures.said(scene) == expected
