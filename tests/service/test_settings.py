"""Server settings and moderation through the table service: defaults for the next challenge
only, allowed channels, refusals, the rate limit, friendly (unrated) games and their hints, an
admin ending a game, new seasons and forget-me (re-keying exactly one member's rows)."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest

from bot.engine import Rules
from bot.model import GameStatus
from bot.model.settings import ServerSettings, SettingsError
from bot.service import ChallengeRequest, GameGone, Refused, TableError, TableService
from bot.store.factory import open_store
from tests.support.games import ANN, BOB, CAT, DAN, Clock, no_computer, play_out, start
from tests.support.store_reads import ratings_of, result_of, server_log

GUILD = 1


def request(players: tuple[int, ...], channel: int = 5, **extra: object) -> ChallengeRequest:
    return ChallengeRequest(GUILD, channel, players, Rules(), 600, **extra)  # type: ignore[arg-type]


async def fresh(path: Path, clock: Clock | None = None) -> TableService:
    service = TableService(
        await open_store(path / "gin.sqlite3"),
        computer=no_computer,
        clock=clock or Clock(),
        rng_for=lambda game_id: random.Random(game_id),
    )
    await service.load()
    return service


def rows(path: Path, sql: str, *params: object) -> list[tuple[object, ...]]:
    with sqlite3.connect(path / "gin.sqlite3") as db:
        return db.execute(sql, params).fetchall()


# -- settings --------------------------------------------------------------------------------


def test_settings_refuse_what_is_out_of_range_with_a_sentence() -> None:
    base = ServerSettings()
    with pytest.raises(
        SettingsError, match=r"settings-error-range \(setting=turn_minutes, low=1, high=1440\)"
    ):
        base.changed(turn_minutes=0)
    with pytest.raises(
        SettingsError, match=r"settings-error-range \(setting=min_games, low=1, high=100\)"
    ):
        base.changed(min_games=500)
    with pytest.raises(SettingsError, match="settings-error-bonuses"):
        base.changed(bonuses="50/50")
    with pytest.raises(SettingsError, match=r"settings-error-unknown \(settings=\('colour',\)\)"):
        base.changed(colour="red")
    assert base.changed(target=None).target is None
    assert ServerSettings.from_dict(base.changed(channels=(5, 6)).to_dict()).channels == (5, 6)
    assert ServerSettings.from_dict({"newer_release": 1}) == base  # unknown keys: ignored
    with pytest.raises(
        SettingsError, match=r"settings-error-language \(choices=\('en-US', 'pt-BR', 'es-ES', 'fr'"
    ):
        base.changed(language="klingon")
    assert base.language is None  # the server's own Discord language
    assert ServerSettings.from_dict(base.changed(language="pt-BR").to_dict()).language == "pt-BR"


async def test_a_changed_default_applies_to_the_next_challenge_only(tmp_path: Path) -> None:
    clock = Clock()
    service = await fresh(tmp_path, clock)
    first = await service.challenge(request((ANN, BOB)))
    await service.choices.set_settings(
        GUILD, ServerSettings(challenge_minutes=60, hints=False), by=ANN, detail="expiry 60"
    )
    second = await service.challenge(request((CAT, DAN), rated=False))
    assert first.row.timers[0].due_at == clock.now + 10 * 60
    assert second.row.timers[0].due_at == clock.now + 60 * 60
    assert not second.row.hints  # the server turned hints off for friendly games
    # Stored, logged, and read back by a restarted service.
    await service.store.close()
    again = await fresh(tmp_path, clock)
    assert again.choices.settings(GUILD).challenge_minutes == 60
    assert again.get(first.id).row.timers[0].due_at == clock.now + 10 * 60  # type: ignore[union-attr]
    log = await server_log(again.store, GUILD)
    assert [(who, action, detail) for _, who, action, detail in log] == [
        (ANN, "settings", "expiry 60")
    ]
    await again.store.close()


async def test_unreadable_stored_settings_mean_the_defaults_and_stay_as_they_are(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    service = await fresh(tmp_path)
    await service.choices.set_settings(GUILD, ServerSettings(turn_minutes=30), by=ANN, detail="x")
    await service.store.close()
    with sqlite3.connect(tmp_path / "gin.sqlite3") as db:
        db.execute("UPDATE servers SET settings = ?", ('{"turn_minutes": "soon"',))
    again = await fresh(tmp_path)
    assert again.choices.settings(GUILD) == ServerSettings()
    assert "server 1: its settings can't be read" in caplog.text
    await again.store.close()
    assert rows(tmp_path, "SELECT settings FROM servers") == [('{"turn_minutes": "soon"',)]


async def test_games_only_in_the_allowed_channels(tmp_path: Path) -> None:
    service = await fresh(tmp_path)
    await service.choices.set_settings(GUILD, ServerSettings(channels=(7,)), by=ANN, detail="")
    with pytest.raises(TableError, match="refusal-channel-not-allowed"):
        await service.challenge(request((ANN, BOB), channel=5))
    # A thread of an allowed channel counts as that channel, for play and for "busy".
    table = await service.challenge(request((ANN, BOB), channel=70, home_channel_id=7))
    assert table.row.channel_id == 70 and table.row.home_channel_id == 7
    with pytest.raises(TableError, match="refusal-busy-you"):
        await service.challenge(request((ANN, CAT), channel=7))
    assert rows(tmp_path, "SELECT COUNT(*) FROM games") == [(1,)]
    await service.store.close()
    again = await fresh(tmp_path)
    assert again.in_channel(7) == again.in_channel(70) != []
    await again.store.close()


async def test_a_member_can_refuse_challenges(tmp_path: Path) -> None:
    service = await fresh(tmp_path)
    await service.choices.set_refuses(GUILD, BOB, True)
    with pytest.raises(Refused) as refused:
        await service.challenge(request((ANN, BOB)))
    assert refused.value.members == (BOB,)
    await service.store.close()
    again = await fresh(tmp_path)  # stored
    with pytest.raises(Refused):
        await again.challenge(request((ANN, BOB)))
    assert again.choices.refuses(GUILD, BOB) and not again.choices.refuses(2, BOB)  # per server
    await again.choices.set_refuses(GUILD, BOB, False)
    await again.challenge(request((ANN, BOB)))
    await again.store.close()


async def test_challenges_are_rate_limited_per_member(tmp_path: Path) -> None:
    clock = Clock()
    service = await fresh(tmp_path, clock)
    for channel in range(5):
        await service.challenge(request((ANN, BOB), channel=channel))
        clock.now += 60
    with pytest.raises(TableError, match=r"refusal-challenge-limit \(made=5, window=10, wait=5\)"):
        await service.challenge(request((ANN, CAT), channel=9))
    await service.challenge(request((BOB, CAT), channel=9))  # others are not held up
    clock.now += 5 * 60
    await service.challenge(request((ANN, CAT), channel=10))  # the oldest left the window
    assert rows(tmp_path, "SELECT COUNT(*) FROM games") == [(7,)]
    await service.store.close()


# -- friendly games, hints -------------------------------------------------------------------


async def test_a_friendly_game_counts_for_nobody_and_may_show_hints(
    service: TableService,
) -> None:
    friendly = await service.challenge(request((ANN, BOB), channel=30, rated=False))
    rated = await service.challenge(request((CAT, DAN), channel=31))
    assert friendly.row.hints and not friendly.row.rated
    assert not rated.row.hints and rated.row.rated  # rated games never show hints
    await service.accept(friendly.id, BOB)
    await play_out(service, friendly.id)
    results = await result_of(service.store, friendly.id)
    assert len(results) == 2
    assert await ratings_of(service.store, GUILD) == {}
    assert await service.store.member_stats(GUILD, ANN) is None
    history = await service.store.history(GUILD, ANN)
    assert history.games == 1 and not history.lines[0].rated
    before = await ratings_of(service.store, GUILD)
    await service.store.recompute()
    assert await ratings_of(service.store, GUILD) == before == {}


# -- admins: ending a game, seasons ------------------------------------------------------------


async def test_an_admin_ends_a_stuck_game_unrated_with_the_reason(
    service: TableService, tmp_path: Path
) -> None:
    game_id = await start(service, (ANN, BOB), channel=40)
    with pytest.raises(GameGone, match=r"refusal-end-no-game \(game=999\)"):
        await service.end(GUILD, 999, by=DAN, reason="stuck")
    with pytest.raises(GameGone):
        await service.end(2, game_id, by=DAN, reason="stuck")  # another server's admin
    table = await service.end(GUILD, game_id, by=DAN, reason="Bob's away for a week")
    assert table.status is GameStatus.ABANDONED
    assert table.row.end_reason == "Bob's away for a week"
    assert await result_of(service.store, game_id) == []
    assert service.get(game_id) is None
    with pytest.raises(GameGone):
        await service.end(GUILD, game_id, by=DAN, reason="again")
    await start(service, (ANN, BOB), channel=40)  # both are free again
    stored = await service.store.get_game(game_id)
    assert stored is not None and stored.end_reason == "Bob's away for a week"
    log = await server_log(service.store, GUILD)
    assert (DAN, "end", f"game #{game_id}: Bob's away for a week") in [r[1:] for r in log]


async def test_a_new_season_starts_the_ratings_again_and_keeps_history(
    service: TableService,
) -> None:
    game_id = await start(service, (ANN, BOB), channel=50, target=30)
    await play_out(service, game_id)
    assert (await service.store.member_stats(GUILD, ANN)) is not None
    assert await service.new_season(GUILD, by=DAN) == 2
    assert await service.store.member_stats(GUILD, ANN) is None
    assert await ratings_of(service.store, GUILD) == {}
    assert (await service.store.history(GUILD, ANN)).games == 1
    game_id = await start(service, (ANN, BOB), channel=51, target=30)
    await play_out(service, game_id)
    now = await ratings_of(service.store, GUILD)
    assert {m: g for m, (_, _, _, g) in now.items()} == {ANN: 1, BOB: 1}
    await service.store.recompute()
    assert await ratings_of(service.store, GUILD) == now
    assert await service.store.season(2) == 1  # other servers keep theirs


# -- forget-me ---------------------------------------------------------------------------------

MEMBER_TABLES = {
    "game_members": "SELECT game_id, seat, member_id, name FROM game_members ORDER BY 1, 2",
    "results": "SELECT game_id, member_id, place, grand_total FROM results ORDER BY 1, 2",
    "deals": "SELECT game_id, number, dealer, player_a, player_b, knocker, winner FROM deals "
    "ORDER BY 1, 2",
    "ratings": "SELECT season, member_id, mu, sigma, display, games FROM ratings ORDER BY 2",
    "rating_changes": "SELECT game_id, member_id, display FROM rating_changes ORDER BY 1, 2",
    "standings": "SELECT format, member_id, games, wins, points FROM standings ORDER BY 1, 2",
    "members": "SELECT member_id, name FROM members ORDER BY 1",
}


def snapshot(path: Path) -> dict[str, list[tuple[object, ...]]]:
    return {name: rows(path, sql) for name, sql in MEMBER_TABLES.items()}


def swapped(value: object, old: int, new: int) -> object:
    return new if value == old else value


async def test_forget_me_rekeys_exactly_that_members_rows(
    service: TableService, tmp_path: Path
) -> None:
    games = []
    for channel, players in enumerate([(ANN, BOB), (BOB, CAT), (ANN, CAT, BOB)], start=60):
        options = {"format": "three"} if len(players) == 3 else {}
        games.append(await start(service, players, channel=channel, target=40, **options))
        await play_out(service, games[-1])
    live = await start(service, (BOB, DAN), channel=70)
    with pytest.raises(TableError, match="refusal-forget-busy"):
        await service.forget(GUILD, BOB)
    await service.end(GUILD, live, by=DAN, reason="so Bob can leave")
    await service.choices.set_refuses(GUILD, BOB, True)
    for game_id in (games[0], games[2], live):  # their table messages (the others': none)
        await service.store.set_table_message(game_id, 1000 + game_id)
    held = [t for g in games if (t := service._ended.get(g)) is not None]  # posts still owed
    assert held and all(t.row.names[t.players.index(BOB)] == f"P{BOB}" for t in held)
    before = snapshot(tmp_path)
    ratings_before = await ratings_of(service.store, GUILD)

    # The tables whose pictures showed Bob's name, newest first: drawn again, without it.
    assert await service.forget(GUILD, BOB) == [live, games[2], games[0]]
    for game_id in (live, games[2], games[0]):
        table = await service.ended(game_id)
        assert table is not None and table.row.players.count(-1) == 1
        assert table.row.names[table.row.players.index(-1)] is None
    assert all(t.row.names[t.players.index(BOB)] is None for t in held)  # and in memory

    after = snapshot(tmp_path)
    for table, old_rows in before.items():
        if table == "members":
            continue
        # Every row is the same but for Bob's id, now the tombstone -1 (and no name).
        expected = [tuple(swapped(v, BOB, -1) for v in row) for row in old_rows]
        if table == "game_members":
            expected = [(g, s, m, None if m == -1 else n) for g, s, m, n in expected]
        assert sorted(after[table], key=repr) == sorted(expected, key=repr), table
    assert (-1, None) in after["members"] and all(m != BOB for m, _ in after["members"])
    assert not service.choices.refuses(GUILD, BOB)
    assert rows(tmp_path, "SELECT COUNT(*) FROM results WHERE member_id = ?", BOB) == [(0,)]
    # The stored games name the tombstone too, and still load as score sheets.
    for game_id in games[:2]:
        state = json.loads(rows(tmp_path, "SELECT state FROM games WHERE id = ?", game_id)[0][0])
        assert str(BOB) not in state["players"] and "-1" in state["players"]
        await service.finished(GUILD, game_id)
    # The ratings read the same, and recomputing them from the rows gives them again.
    rekeyed = {swapped(m, BOB, -1): v for m, v in ratings_before.items()}
    assert await ratings_of(service.store, GUILD) == rekeyed
    await service.store.recompute()
    assert await ratings_of(service.store, GUILD) == rekeyed
    # A second member forgotten gets a tombstone of their own.
    await service.forget(GUILD, CAT)
    assert {m for m, _ in rows(tmp_path, "SELECT member_id, name FROM members")} >= {-1, -2}
