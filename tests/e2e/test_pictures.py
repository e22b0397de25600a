"""The hand and table pictures end to end: the table message carries the picture of the public
view and the players' names and nothing else, a hand's picture only ever goes to its owner's
private message, an admin can turn pictures off, a channel without Attach Files plays without
them, and a member who is forgotten leaves the pictures of their tables."""

from __future__ import annotations

import os
import signal
from typing import Any

import pytest

from bot.discord.render import pictures as render_pictures
from bot.discord.render import words as render_words
from bot.engine import Discard, DrawStock, TakeDiscard
from bot.pictures import drawing as pictures
from bot.pictures.workers import IN_FLIGHT
from bot.service import Event
from bot.words import ENGLISH, PSEUDO, Words, words
from tests.support.fakediscord import FakeDiscord, FakeMessage, FakeUser
from tests.support.harness import Harness, control, game_of, names_of
from tests.support.players import Player
from tests.support.pseudo import assert_all_catalogue
from tests.support.words import EN_WORDS

ATTACH_FILES = 1 << 15

# Names the bundled default font could not write; the picture writes what it can of each.
NAMES = ("Zoë", "Андрей", "世界", "🎲dice")


def seated(fake: FakeDiscord, fmt: str) -> tuple[list[FakeUser], dict[str, Any]]:
    alice, bob, carol, dave = fake.humans
    for user, name in zip(fake.humans, NAMES, strict=True):
        user.global_name = name  # their display name in the server (no nickname)
    if fmt == "three":
        return [alice, bob, carol], {"opponent2": carol}
    if fmt == "partnership":
        return [alice, bob, carol, dave], {"partner": carol, "opponent2": dave}
    return [alice, bob], {}


def attached(fake: FakeDiscord, message: FakeMessage) -> list[tuple[str, bytes]]:
    return [(a["filename"], fake.attachment_data(a)) for a in message.latest.attachments]


def check_table(harness: Harness, fake: FakeDiscord, game_id: int) -> None:
    """The table message carries the picture of the public view and the players' names alone,
    named in its embed, with the picture in words for screen readers."""
    table = harness.table(game_id)
    view = game_of(table).public_view()
    message = harness.table_message(game_id)
    names = names_of(fake, table)
    expected = pictures.table_picture(view.boards, view.sitting_out, names, language=ENGLISH.code)
    assert attached(fake, message) == [("table.png", expected)]
    assert message.embeds[0]["image"]["url"] == "attachment://table.png"
    scene = pictures.table_scene(view.boards, view.sitting_out, names, language=ENGLISH.code)
    assert message.latest.attachments[0]["description"] == pictures.alt_text(scene)
    seated = {seat.name for board in scene.boards for seat in board.seats}
    assert seated <= set(names) and all(name in pictures.alt_text(scene) for name in seated)


def check_pictures_are_where_they_belong(fake: FakeDiscord) -> None:
    """Every version of every message: a hand's picture only in a private message, and a
    public message carries at most the table's."""
    for message in fake.message_log():
        for version in message.versions:
            names = [a["filename"] for a in version.attachments]
            assert names in ([], ["hand.png"] if message.ephemeral else ["table.png"])


def drawn_by_workers(
    monkeypatch: pytest.MonkeyPatch, kind: type[pictures.Scene]
) -> list[tuple[pictures.Scene, bytes]]:
    """Each picture of ``kind`` a worker draws from now on (what the bot keeps of it), that
    kind's cache emptied first: no picture drawn by another test comes from it."""
    drawn: list[tuple[pictures.Scene, bytes]] = []
    keep = pictures.keep

    def kept(scene: pictures.Scene, png: bytes) -> None:
        if isinstance(scene, kind):
            drawn.append((scene, png))
        keep(scene, png)

    monkeypatch.setattr(pictures, "keep", kept)
    if kind is pictures.TableScene:
        monkeypatch.setattr(pictures, "_tables", pictures._Cache(pictures.TABLE_CACHE_SIZE))
    else:
        monkeypatch.setattr(pictures, "_hands", pictures._Cache(pictures.HAND_CACHE_SIZE))
    return drawn


@pytest.mark.parametrize("fmt", ["heads-up", "three", "partnership"])
async def test_the_table_shows_the_public_views_picture_and_each_hand_its_own(
    harness: Harness, fake: FakeDiscord, fmt: str
) -> None:
    await harness.start()
    users, options = seated(fake, fmt)
    # Every committed state: the picture the bot draws for the table is the public view's with
    # the players' names, byte for byte; and it marks the last move of each deal in play.
    states: list[tuple[bytes, bytes]] = []
    marked = 0

    def drawn(event: Event) -> None:
        nonlocal marked
        scene = render_pictures.table_scene(event.table, EN_WORDS)
        if scene is None:
            return
        view = game_of(event.table).public_view()
        names = names_of(fake, event.table)
        alone = pictures.table_picture(view.boards, view.sitting_out, names, language=ENGLISH.code)
        states.append((pictures.draw(scene), alone))
        for board, drawn_board in zip(view.boards, scene.boards, strict=True):
            move, last = board.table.last_action, drawn_board.last
            if move is None:
                assert last is None
                continue
            assert last is not None and last.seat == move[0]
            who = drawn_board.seats[last.seat]
            assert who.name == names[board.seating.players[move[0]]]
            if isinstance(move[1], Discard):  # the card just discarded: the pile's top
                assert last.discarded == board.table.discard_pile[-1]
                marked += 1
            elif isinstance(move[1], DrawStock):
                assert (last.drew, last.discarded) == ("stock", None)
            elif isinstance(move[1], TakeDiscard):
                assert last.drew == "pile" and last.taken in board.table.taken_from_pile[move[0]]

    harness.service.subscribe(drawn)
    game_id = await harness.start_game(users[0], users[1], target=25, **options)
    players = {u.id: Player(fake, u, game_id) for u in users}
    await harness.play(game_id, players, until=lambda t: t.version >= 10)
    await harness.idle()
    check_table(harness, fake, game_id)
    # The player to act opens their hand from the table: their own picture, privately.
    table = harness.table(game_id)
    user = next(u for u in users if u.id == table.acting[0])
    message = harness.table_message(game_id)
    click = await fake.click(user, message, control(message, "hand")["custom_id"])  # type: ignore[index]
    hand = await click.message()
    assert hand.ephemeral and hand.visible_to(user)
    assert not any(hand.visible_to(u) for u in users if u is not user)
    view = game_of(table).view_for(table.players.index(user.id)).hand
    assert view is not None
    assert attached(fake, hand) == [
        ("hand.png", pictures.hand_picture(view, language=ENGLISH.code))
    ]
    assert hand.embeds[0]["image"]["url"] == "attachment://hand.png"
    spoken = hand.latest.attachments[0]["description"]
    assert spoken == pictures.alt_text(pictures.hand_scene(view, language=ENGLISH.code))
    assert all(card.spoken in spoken for card in view.hand)
    await harness.play(game_id, players)  # to the end of the game
    await harness.idle()
    check_table(harness, fake, game_id)
    assert len(states) >= 10 and all(bot == alone for bot, alone in states)
    assert marked >= 3
    check_pictures_are_where_they_belong(fake)


async def test_a_table_played_faster_than_its_edits_draws_only_the_pictures_it_shows(
    harness: Harness, fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The moves come faster than the table's edits go out (the bot's budget lowered to 2
    requests a second): most states are never shown, and their pictures are never drawn;
    every table picture a worker drew went out with an edit, and the table ends showing the
    final state with its picture."""
    tables = drawn_by_workers(monkeypatch, pictures.TableScene)
    bot = await harness.start()
    bot.pacer.budget = 2.0
    alice, bob = fake.humans[:2]
    game_id = await harness.start_game(alice, bob, target=25)
    # The Accept's answer asked for the first state's picture: it, or the edit after it, shows
    # that picture before the play starts. (A move before then could leave it drawn for nothing,
    # had the answer gone without it: an answer's picture that missed its wait, overtaken.)
    await harness.idle()
    await harness.play(game_id, {u.id: Player(fake, u, game_id) for u in (alice, bob)})
    await harness.idle()
    check_table(harness, fake, game_id)  # the final state, its picture with it
    message = harness.table_message(game_id)
    sent = {
        fake.attachment_data(a)
        for version in message.versions
        for a in version.attachments
        if a["filename"] == "table.png"
    }
    drawn = [png for _, png in tables]
    unsent = [png for png in drawn if png not in sent]
    assert drawn and not unsent, f"{len(unsent)} of {len(drawn)} drawn were never sent"
    assert len(drawn) == len(set(drawn))  # none drawn twice
    assert len(drawn) < harness.table(game_id).version / 2  # the states skipped, undrawn


async def test_hands_played_while_their_worker_is_stopped_draw_only_the_newest_pictures(
    harness: Harness, fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hands' picture worker is stopped (SIGSTOP, as on a host too busy to run it) while
    two members play: every answer goes at once without its picture. Each newer answer of a
    member replaces the picture the older one was waiting for, which is never drawn; once the
    worker runs again, each member's last hand gets the picture of the hand it shows."""
    hands = drawn_by_workers(monkeypatch, pictures.HandScene)
    bot = await harness.start()
    alice, bob = fake.humans[:2]
    game_id = await harness.start_game(alice, bob)
    await harness.idle()
    assert bot.house is not None
    worker = bot.house.pictures._workers[pictures.HandScene].process
    assert worker.pid is not None
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    start = harness.table(game_id).version
    os.kill(worker.pid, signal.SIGSTOP)
    try:
        moves = await harness.play(
            game_id, players, until=lambda table: table.version >= start + 12
        )
    finally:
        os.kill(worker.pid, signal.SIGCONT)
    answers = [it for player in players.values() for it in player.interactions]
    in_flight = IN_FLIGHT[pictures.HandScene]
    assert len(moves) >= 12 and len(answers) > in_flight + 2 * len(players)
    for user, player in players.items():
        hand = player.hand_message
        assert hand is not None
        scene = render_pictures.hand_scene(harness.table(game_id), user, lang=EN_WORDS)
        assert scene is not None
        await fake.wait_for(
            lambda hand=hand: bool(hand.latest.attachments), 10.0, "the last hand's picture"
        )
        assert attached(fake, hand) == [("hand.png", pictures.paint(scene))]
    await harness.idle()
    # Those the worker had taken before it stopped, and each member's newest: no other.
    assert len(hands) <= in_flight + len(players), f"{len(hands)} drawn for {len(answers)}"
    assert not fake.problems()


async def test_an_admin_turns_pictures_off_and_the_games_go_on_as_text(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    shown = await (await fake.slash(fake.owner, "gin-admin settings", {})).message()
    assert "Pictures" in shown.text and "on: hands and tables drawn" in shown.text
    saved = await (
        await fake.slash(fake.owner, "gin-admin settings", {"pictures": False})
    ).message()
    assert "pictures on → off" in saved.text
    await harness.restart()  # the setting is stored
    game_id = await harness.start_game(alice, bob, target=25)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players, until=lambda t: t.version >= 8)
    await harness.idle()
    for message in fake.message_log():
        assert all(not v.attachments for v in message.versions), message.text
        assert all("image" not in e for v in message.versions for e in v.embeds)
    assert any(p.hand_message is not None for p in players.values())  # hands were shown
    # On again: the next table update brings the picture back.
    await fake.slash(fake.owner, "gin-admin settings", {"pictures": True})
    await harness.play(game_id, players, until=lambda t: t.version >= 10)
    await harness.idle()
    check_table(harness, fake, game_id)


async def test_without_attach_files_a_game_is_played_without_pictures_and_says_so_once(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, _, _ = fake.humans
    await fake.set_permissions(fake.channel, fake.bot_role, deny=ATTACH_FILES)
    it = await fake.slash(alice, "gin challenge", {"opponent": bob, "target": 25})
    challenge = await it.message()
    assert challenge.public  # the game is not refused for it
    await fake.settle()
    (note,) = it.followups
    assert note.ephemeral and note.visible_to(alice) and "Attach Files" in note.text
    game_id = int(challenge.custom_ids()[0].split(":")[1])
    accept = control(challenge, "accept")
    assert accept is not None
    await (await fake.click(bob, challenge, accept["custom_id"])).response()
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players, until=lambda t: t.version >= 8)
    await harness.idle()
    assert all(not v.attachments for m in fake.message_log() for v in m.versions)
    assert sum("Attach Files" in m.text for m in fake.message_log()) == 1


async def test_a_forgotten_member_leaves_the_pictures_of_their_tables(
    harness: Harness, fake: FakeDiscord
) -> None:
    """/gin forget-me is refused while the member plays here, so none of their tables is live
    then; but the table messages of their finished games keep the last picture, their name in
    it: those are drawn again without it (the embeds say "a former member" too)."""
    await harness.start(seed=5)
    alice, bob, carol, _ = fake.humans
    alice.global_name, bob.global_name = "Zoë", "Андрей"
    games = []
    for pair in ((alice, bob), (bob, carol)):
        games.append(await harness.start_game(*pair, target=10))
        await harness.play(games[-1], {u.id: Player(fake, u, games[-1]) for u in pair})
    other = await harness.start_game(alice, carol, target=10)  # live, without Андрей
    await harness.idle()
    message = harness.table_message(games[0])
    assert "Андрей" in message.latest.attachments[0]["description"]
    shown_other = harness.table_message(other).latest

    ask = await (await fake.slash(bob, "gin forget-me")).message()
    click = await fake.click(bob, ask, next(c for c in ask.custom_ids() if "forget" in c))
    assert "erased" in (await click.message()).text

    def redrawn() -> bool:
        return all(
            "Андрей" not in harness.table_message(g).latest.attachments[0]["description"]
            for g in games
        )

    await fake.wait_for(redrawn, 10.0, "the forgotten member's tables drawn again")
    await harness.idle()
    after = (["Zoë", "a former member"], ["a former member", "Carol"])
    for game_id, names in zip(games, after, strict=True):
        table = await harness.service.ended(game_id)
        assert table is not None
        view = game_of(table).public_view()
        shown = harness.table_message(game_id)
        assert attached(fake, shown) == [
            (
                "table.png",
                pictures.table_picture(view.boards, view.sitting_out, names, language=ENGLISH.code),
            )
        ]
        assert "a former member" in shown.latest.attachments[0]["description"]
        assert "a former member" in str(shown.embeds) and f"<@{bob.id}>" not in str(shown.embeds)
    assert harness.table_message(other).latest is shown_other  # no other table was touched


async def test_the_tables_picture_speaks_the_servers_language_and_a_hand_its_members(
    harness: Harness, fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table's picture and its words for screen readers in the server's language (the
    pseudo-language here, standing for Spanish: the pictures' translations are to come, and any
    English on the way would show), each hand's in its member's (Portuguese and German, whose
    cards' names are translated already); an admin's new language is the next picture's."""
    real = render_words.words

    def pseudo_for_spanish(locale: str) -> Words:
        return words(PSEUDO) if locale == "es-ES" else real(locale)

    monkeypatch.setattr(render_words, "words", pseudo_for_spanish)
    fake.guild.preferred_locale = "es-ES"
    await harness.start()
    alice, bob, _, _ = fake.humans
    alice.locale, bob.locale = "pt-BR", "de"
    alice.global_name, bob.global_name = "Zoë", "Андрей"
    game_id = await harness.start_game(alice, bob, target=100)
    players = {u.id: Player(fake, u, game_id) for u in (alice, bob)}
    await harness.play(game_id, players, until=lambda t: t.version >= 6)
    await harness.idle()

    def table_picture_in(language: str) -> tuple[bytes, str]:
        table = harness.table(game_id)
        view = game_of(table).public_view()
        names = names_of(fake, table)
        scene = pictures.table_scene(view.boards, view.sitting_out, names, language=language)
        return pictures.draw(scene), pictures.alt_text(scene)

    message = harness.table_message(game_id)
    [shown] = message.latest.attachments
    assert (fake.attachment_data(shown), shown["description"]) == table_picture_in(PSEUDO.code)
    assert_all_catalogue(shown["description"], ["Zoë", "Андрей"])
    assert shown["description"].startswith(words(PSEUDO)("picture-said-table"))

    table = harness.table(game_id)
    for user, code in ((alice, "pt-BR"), (bob, "de")):
        hand = await players[user.id].open_hand(message)
        await fake.wait_for(lambda hand=hand: bool(hand.latest.attachments), 10.0, "its picture")
        own = game_of(table).view_for(table.players.index(user.id)).hand
        assert own is not None
        [picture] = hand.latest.attachments
        assert fake.attachment_data(picture) == pictures.hand_picture(own, language=code)
        said = picture["description"]
        assert said == pictures.alt_text(pictures.hand_scene(own, language=code))
        language = words(code)
        for card in own.hand:  # each card by its name in the member's language
            assert language("card-spoken", rank=card.rank.word, suit=card.suit.word) in said
        assert "[" not in said  # nothing in the server's (pseudo-)language

    # The admin chooses French: the next table edit's picture and its words are in French.
    await fake.slash(fake.owner, "gin-admin settings", {"language": "fr"})
    await harness.play(game_id, players, until=lambda t: t.version >= table.version + 2)
    await harness.idle()
    [shown] = harness.table_message(game_id).latest.attachments
    assert (fake.attachment_data(shown), shown["description"]) == table_picture_in("fr")
    french = words("fr")
    assert french("card-spoken", rank="queen", suit="hearts") != "queen of hearts"  # translated
    for top in game_of(harness.table(game_id)).public_view().boards[0].table.discard_pile[-1:]:
        assert french("card-spoken", rank=top.rank.word, suit=top.suit.word) in shown["description"]
