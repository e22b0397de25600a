"""Server tournaments end to end, the real discord.py client against the fake Discord: an admin
makes an event, members sign up with the announcement's button, the admin starts it (asked
first), and it runs itself: each round's games are posted in the event's thread and played by
the members through their buttons, one member never clicks (the turn timer forfeits them),
one resigns, the bot restarts in the middle of a round and right after a round's last result;
the standings against an independent recount from the stored results; a knockout of five with
its bracket picture. Every message is checked for hands by the harness's witness."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from bot.model import GameStatus
from bot.model.tournaments import Match, Tournament, TournamentFormat, TournamentStatus
from tests.support.fakediscord import FakeDiscord, FakeMessage, FakeUser
from tests.support.harness import Harness, has_picture
from tests.support.players import Player, control
from tests.support.store_reads import rows
from tests.support.tournaments import buchholz, recount

TURN_SECONDS = 600
VIEW_CHANNEL = 1 << 10
ATTACH_FILES = 1 << 15
CREATE_PUBLIC_THREADS = 1 << 35


def button(message: FakeMessage, prefix: str) -> str:
    return next(c for c in message.custom_ids() if c.startswith(prefix))


def event_button(message: FakeMessage, action: str) -> str:
    return next(
        c for c in message.custom_ids() if c.startswith("gin-event:") and c.endswith(f":{action}")
    )


async def members(fake: FakeDiscord, count: int) -> list[FakeUser]:
    extra = [await fake.add_member(f"player{i}") for i in range(count - len(fake.humans))]
    return [*fake.humans, *extra][:count]


async def create(fake: FakeDiscord, **options: object) -> FakeMessage:
    """The owner makes an event; its public announcement."""
    asked = {"name": "Gin night", "format": "swiss", "rounds": 3, "target": 10, **options}
    asked = {k: v for k, v in asked.items() if v is not None}
    it = await fake.slash(fake.owner, "gin-admin tournament create", asked)
    answer = await it.message()
    assert answer.ephemeral and "open for sign-up" in answer.text, answer.text
    announcement = fake.last_message(fake.channel)
    assert announcement is not None and announcement.public
    assert "Gin night" in announcement.text
    return announcement


async def sign_up(fake: FakeDiscord, announcement: FakeMessage, users: Iterable[FakeUser]) -> None:
    for user in users:
        it = await fake.click(user, announcement, event_button(announcement, "join"))
        answer = await it.message()
        assert answer.ephemeral and "You're in Gin night" in answer.text, answer.text


async def control_event(
    fake: FakeDiscord, command: str, options: dict[str, object] | None = None
) -> str:
    """The owner runs ``/gin-admin tournament <command>`` and says yes; what they are told."""
    it = await fake.slash(fake.owner, f"gin-admin tournament {command}", options or {})
    ask = await it.message()
    assert ask.ephemeral, ask.text
    click = await fake.click(fake.owner, ask, button(ask, "gin-confirm:tournament"))
    return (await click.message()).text


def event_of(harness: Harness) -> Tournament:
    assert harness.bot is not None and harness.bot.house is not None
    events = harness.bot.house.tournaments
    event = events.live_in(harness.fake.guild.id)
    assert event is not None, "no tournament under way"
    return event


def users_by_id(users: Iterable[FakeUser]) -> dict[int, FakeUser]:
    return {u.id: u for u in users}


async def play(
    harness: Harness,
    fake: FakeDiscord,
    match: Match,
    users: dict[int, FakeUser],
    *,
    absent: int | None = None,
    resigning: int | None = None,
) -> None:
    """The match's game played to its end through the fake: by both members, or with one
    resigning from the table, or with one who never clicks (forfeited by the turn timer)."""
    assert match.game_id is not None and match.b is not None
    game_id = match.game_id
    await harness.idle()
    table = harness.table_message(game_id)  # posted in the event's thread
    assert table.channel.id == event_of(harness).row.games_channel_id
    if resigning is not None:
        it = await fake.click(users[resigning], table, control(table, "resign")["custom_id"])  # type: ignore[index]
        ask = await it.message()
        click = await fake.click(users[resigning], ask, button(ask, "gin-confirm:resign"))
        assert "You resigned" in (await click.message()).text
    else:
        players = {m: Player(fake, users[m], game_id) for m in match.members if m != absent}
        await harness.play(game_id, players, until=lambda t: absent in t.acting)
        if harness.table(game_id).status is GameStatus.ACTIVE:
            fake.clock.advance(TURN_SECONDS + 1)
            assert harness.bot is not None and harness.bot.house is not None
            await harness.bot.house.tick()
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.FINISHED


async def check_standings(harness: Harness, tournament_id: int) -> None:
    assert harness.bot is not None and harness.bot.house is not None
    store = harness.service.store
    stored = await store.tournament(tournament_id)
    assert stored is not None
    lines = await recount(store, tournament_id)
    standings = harness.bot.house.tournaments.standings(stored)
    for line in standings:
        counted = lines[line.member_id]
        assert (line.match_points, line.byes, line.points) == (
            counted.match_points,
            counted.byes,
            counted.points,
        ), line
        if stored.row.format is TournamentFormat.SWISS:
            assert line.tiebreak == buchholz(lines, line.member_id)


async def test_a_swiss_event_of_seven_runs_itself(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start(seed=3)
    seven = await members(fake, 7)
    users = users_by_id(seven)
    announcement = await create(fake)
    await sign_up(fake, announcement, seven)
    await harness.idle()
    assert "Signed up (7)" in fake.messages[announcement.id].text
    text = await control_event(fake, "start")
    assert "has started" in text
    await harness.idle()
    event = event_of(harness)
    assert event.row.status is TournamentStatus.RUNNING and event.row.rounds == 3
    thread = fake.get_channel(event.row.games_channel_id or 0)
    assert thread is not None and thread.is_thread
    absent = event.seeds()[-1]  # the lowest seed never clicks
    resigner = event.seeds()[0]

    for number in (1, 2, 3):
        event = event_of(harness)
        assert event.row.round == number
        matches = [m for m in event.round_matches(number) if m.b is not None]
        assert len(matches) == 3 and len(event.round_matches(number)) == 4  # and a bye
        # The absent member's game last: the clock moves for it alone.
        matches.sort(key=lambda m: absent in m.members)
        for index, match in enumerate(matches):
            current = event_of(harness).match_of_game(match.game_id or 0)
            assert current is not None
            if current.done:
                continue
            if number == 2 and index == 1:
                await harness.restart(seed=3)  # in the middle of a round
            if resigner in match.members and number == 1:
                await play(harness, fake, match, users, resigning=resigner)
            elif absent in match.members:
                await play(harness, fake, match, users, absent=absent)
            else:
                await play(harness, fake, match, users)
        if number == 1:
            await harness.restart(seed=3)  # right after the round's last result
        await harness.idle()
    await harness.idle()
    over = await harness.service.store.tournament(event.id)
    assert over is not None and over.row.status is TournamentStatus.FINISHED
    await check_standings(harness, event.id)
    # Each round paired once: 3 round posts and the final one, each once.
    kinds = await rows(harness.service.store, "SELECT kind FROM tournament_posts")
    assert kinds == []  # all delivered
    posts = [m for m in fake.public_messages(fake.channel) if m.embeds]
    titles = [m.embeds[0].get("title", "") for m in posts]
    assert sum("Round 1" in t for t in titles) == 1
    assert sum("Round 2" in t for t in titles) == 1
    assert sum("Round 3" in t for t in titles) == 1
    final = fake.last_message(fake.channel)
    assert final is not None
    winner = harness.bot.house.tournaments.standings(over)[0].member_id  # type: ignore[union-attr]
    assert f"<@{winner}>" in final.text and "wins" in final.text
    # Every match of every round once; the absent member lost on time.
    games = await rows(
        harness.service.store,
        "SELECT g.id, r.member_id, r.reason FROM games g JOIN results r ON r.game_id = g.id "
        "WHERE g.tournament_id = ? AND r.forfeited = 1",
        event.id,
    )
    assert any(m == absent and why == "timeout" for _, m, why in games)
    assert any(m == resigner and why == "resigned" for _, m, why in games)
    it = await fake.slash(seven[1], "gin tournament")
    shown = await it.message()
    assert shown.public and "Gin night" in shown.text


async def test_a_knockout_of_five_with_its_bracket_pause_and_a_casual_game_beside_it(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=3)
    five = await members(fake, 5)
    users = users_by_id(five)
    alice, bob = five[0], five[1]
    casual = await harness.start_game(alice, bob)  # in the event's own channel
    announcement = await create(fake, name="Gin night", format="knockout", rounds=None)
    # A forged click (a modified client's id, not one the bot wrote) signs nobody up.
    forged = await fake.forge_component(five[2], announcement, "gin-event:1:xxxxxxxxxxx:join")
    assert "didn't make that button" in (await forged.message()).text
    await sign_up(fake, announcement, five)
    assert "has started" in await control_event(fake, "start")
    await harness.idle()
    event = event_of(harness)
    assert event.row.rounds == 3
    first = event.round_matches(1)
    assert [m.b is None for m in first].count(True) == 3  # the top three seeds' byes
    # Anyone can see the standings from the announcement, privately.
    shown = await fake.click(fake.humans[3], announcement, event_button(announcement, "show"))
    standings = await shown.message()
    assert standings.ephemeral and "Round 1 of 3" in standings.text, standings.text
    # The casual game goes on in the channel; the tournament's games are in the thread.
    assert harness.table(casual).status is GameStatus.ACTIVE
    (played,) = [m for m in first if m.b is not None]
    assert harness.table(played.game_id or 0).row.channel_id == event.row.games_channel_id

    # Paused: no move counts, the clock stands still; resumed: the deadline moved by the pause.
    assert "is paused" in await control_event(fake, "pause")
    due = harness.table(played.game_id or 0).row.timer()
    assert due is not None
    fake.clock.advance(2 * TURN_SECONDS)
    assert harness.bot is not None and harness.bot.house is not None
    await harness.bot.house.tick()
    assert harness.table(played.game_id or 0).status is GameStatus.ACTIVE
    assert "is back on" in await control_event(fake, "resume")
    moved = harness.table(played.game_id or 0).row.timer()
    assert moved is not None and moved.due_at >= due.due_at + 2 * TURN_SECONDS

    for number in (1, 2, 3):
        event = event_of(harness)
        assert event.row.round == number
        for match in event.round_matches(number):
            if not match.done:
                await play(harness, fake, match, users)
    await harness.idle()
    over = await harness.service.store.tournament(event.id)
    assert over is not None and over.row.status is TournamentStatus.FINISHED
    await check_standings(harness, event.id)
    final = fake.last_message(fake.channel)
    assert final is not None and "wins Gin night" in final.text
    assert has_picture(final)  # the bracket
    # The winner won every match they played; the finalist lost only the final.
    placed = harness.bot.house.tournaments.standings(over)
    assert placed[0].losses == 0 and placed[1].losses == 1 and placed[1].eliminated_in == 3
    assert f"<@{placed[0].member_id}>" in final.text
    it = await fake.slash(bob, "gin tournament")
    shown = await it.message()
    assert shown.public and "Gin night" in shown.text
    await harness.idle()
    assert has_picture(fake.messages[shown.id])
    log = await rows(harness.service.store, "SELECT action FROM server_log ORDER BY at")
    assert [a for (a,) in log] == [
        "tournament",
        "tournament start",
        "tournament pause",
        "tournament resume",
    ]


async def test_a_big_round_spreads_its_tables_over_threads_and_cancelling_ends_them(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=3)
    players = await members(fake, 22)
    announcement = await create(fake, rounds=2)
    await sign_up(fake, announcement, players)
    assert "has started" in await control_event(fake, "start")
    await harness.idle()
    event = event_of(harness)
    assert len(event.threads) == 2
    second = fake.get_channel(event.threads[1])
    assert second is not None and second.is_thread and "tables 11-20" in second.name
    for match in event.round_matches(1):
        table = harness.table(match.game_id or 0)
        assert table.row.channel_id == event.threads[0 if match.table <= 10 else 1]
        assert harness.table_message(table.id).channel.id == table.row.channel_id
    # A casual challenge in the event's thread is refused: it is the tournament's.
    it = await fake.slash(players[0], "gin challenge", {"opponent": players[1]}, channel=second)
    assert "for a tournament's games" in (await it.message()).text
    assert "is cancelled" in await control_event(fake, "cancel")
    await harness.idle()
    for match in event.round_matches(1):
        assert harness.table(match.game_id or 0).status is GameStatus.ABANDONED
    last = fake.last_message(fake.channel)
    assert last is not None and "was cancelled" in last.text
    it = await fake.slash(players[0], "gin tournament")
    assert "Cancelled" in (await it.message()).text


async def test_an_event_is_refused_where_the_bot_cannot_open_threads(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    await fake.set_permissions(fake.channel, fake.bot_role, deny=CREATE_PUBLIC_THREADS)
    it = await fake.slash(
        fake.owner, "gin-admin tournament create", {"name": "Gin night", "format": "knockout"}
    )
    answer = await it.message()
    assert answer.ephemeral and "I need Create Public Threads in" in answer.text, answer.text
    # Named in another channel, one the bot can't see: so it says.
    hidden = await fake.add_channel("hidden")
    await fake.set_permissions(hidden, fake.bot_role, deny=VIEW_CHANNEL)
    asked = {"name": "Gin night", "format": "knockout", "channel": hidden}
    it = await fake.slash(fake.owner, "gin-admin tournament create", asked)
    answer = await it.message()
    assert answer.ephemeral and "I need View Channels, Send Messages," in answer.text, answer.text
    assert await rows(harness.service.store, "SELECT COUNT(*) FROM tournaments") == [(0,)]


async def test_a_table_posted_but_not_recorded_is_not_posted_twice(
    harness: Harness, fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    await harness.start()
    players = await members(fake, 4)
    announcement = await create(fake)
    await sign_up(fake, announcement, players)
    # Discord takes the first table's post, then keeping its message fails (a database hiccup,
    # or a crash just there): the post is made again, with the same nonce.
    service = harness.service
    keep = service.set_table_message
    failed: list[int] = []

    async def flaky(game_id: int, message_id: int | None) -> None:
        if not failed:
            failed.append(game_id)
            raise OSError("the database went away for a moment")
        await keep(game_id, message_id)

    monkeypatch.setattr(service, "set_table_message", flaky)
    assert "has started" in await control_event(fake, "start")
    await harness.idle()
    event = event_of(harness)
    tables = [m for m in fake.public_messages() if m.channel.id == event.threads[0]]
    assert failed and len(tables) == 2  # one message per game
    for match in event.round_matches(1):
        assert harness.table_message(match.game_id or 0) in tables


async def test_where_the_bot_may_not_attach_files_an_event_is_played_without_pictures(
    harness: Harness, fake: FakeDiscord
) -> None:
    """Its tables are posted in its thread before anyone clicks there: the bot goes by what
    it may do in the channel (the thread's permissions are its channel's)."""
    await harness.start(seed=3)
    four = await members(fake, 4)
    await fake.set_permissions(fake.channel, fake.bot_role, deny=ATTACH_FILES)
    announcement = await create(fake, name="Gin night", format="knockout", rounds=None)
    await sign_up(fake, announcement, four)
    assert "has started" in await control_event(fake, "start")
    for number in (1, 2):
        await harness.idle()  # (the round's games start in the background)
        for match in event_of(harness).round_matches(number):
            await play(harness, fake, match, users_by_id(four))
    await harness.idle()
    final = fake.last_message(fake.channel)
    assert final is not None and "wins Gin night" in final.text and not has_picture(final)
    assert not [m for m in fake.message_log() if m.public and m.latest.attachments]
