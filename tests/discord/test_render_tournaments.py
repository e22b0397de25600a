"""A tournament's messages as a member sees them: the buttons each status offers, who is paired
with whom and who is pinged, the standings' order and numbers, and Discord's limits at the
largest event (256 entrants)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import discord

from bot.discord.controls import (
    ControlKey,
    EventAction,
    EventClick,
    Unreadable,
    read_click,
)
from bot.discord.render import tournaments as render
from bot.engine import Rules
from bot.model.pairing import Standing, standings
from bot.model.tournaments import (
    MAX_ENTRANTS,
    Entry,
    Match,
    MatchOutcome,
    Tournament,
    TournamentFormat,
    TournamentRow,
    TournamentStatus,
)
from bot.phrases import rules_line
from bot.words import ENGLISH, words

EN = words(ENGLISH)
KEY = ControlKey(b"k" * 32)
BASE = 1_577_268_893_167_124_000
M = [BASE + i for i in range(1, 8)]  # seeds 1..7
FORMER = -42  # a member who asked to be forgotten
THREAD, CHANNEL, GUILD = 777_000_000_000_000_001, 777_000_000_000_000_002, 777_000_000_000_000_003
BIG = 9_223_372_036_854_775_000  # the longest snowflakes: the longest mentions
STARTS = 1_700_000_000.0


def row(**changes: Any) -> TournamentRow:
    base = TournamentRow(
        id=3,
        guild_id=GUILD,
        channel_id=CHANNEL,
        name="Friday Gin",
        format=TournamentFormat.SWISS,
        rules=Rules(),
        turn_seconds=300,
        rated=True,
        status=TournamentStatus.RUNNING,
        rounds=3,
        round=2,
        created_by=M[0],
        created_at=0.0,
        games_channel_id=THREAD,
    )
    return replace(base, **changes)


def entries(members: list[int], seeded: bool = True) -> tuple[Entry, ...]:
    return tuple(
        Entry(m, None, float(i), i, seed=i + 1 if seeded else None) for i, m in enumerate(members)
    )


def win(round_: int, table: int, a: int, b: int, winner: int, pa: int, pb: int) -> Match:
    return Match(
        round_, table, a, b, game_id=round_ * 100 + table, outcome=MatchOutcome.WIN,
        winner=winner, points_a=pa, points_b=pb,
    )  # fmt: skip


def bye(round_: int, table: int, a: int) -> Match:
    return Match(round_, table, a, None, outcome=MatchOutcome.BYE, winner=a)


# Swiss of 7, round 1 over (seed 7 had the bye), round 2 paired: table 1 over, 2 and 3 in play.
ROUND_1 = (
    win(1, 1, M[0], M[3], M[0], 120, 80),
    win(1, 2, M[1], M[4], M[4], 95, 110),
    win(1, 3, M[2], M[5], M[2], 105, 40),
    bye(1, 4, M[6]),
)
ROUND_2 = (
    win(2, 1, M[0], M[2], M[2], 60, 101),
    Match(2, 2, M[4], M[6], game_id=202),
    Match(2, 3, M[1], M[3], game_id=None),
    bye(2, 4, M[5]),
)
SWISS = Tournament(row(), entries(M), ROUND_1 + ROUND_2)


def table_of(t: Tournament, before_round: int | None = None) -> list[Standing]:
    matches = t.matches
    if before_round is not None:
        matches = tuple(m for m in matches if m.round < before_round)
    return standings(t.row.format, t.seeds(), matches, t.removed())


def clicks(view: discord.ui.View | None, clicker: int = M[3]) -> list[tuple[str, int, Any]]:
    """Each button's label, style and what its id reads back as for a member clicking it."""
    assert view is not None
    return [
        (c["label"], c["style"], read_click(c["custom_id"], [], clicker, KEY))
        for row in view.to_components()
        for c in row["components"]
    ]


def text(embed: discord.Embed) -> str:
    parts = [embed.title or "", embed.description or ""]
    parts += [f"{f.name}\n{f.value}" for f in embed.fields]
    return "\n".join([*parts, embed.footer.text or ""])


def within_limits(embed: discord.Embed) -> None:
    assert len(embed) <= 6000
    assert len(embed.title or "") <= 256
    assert len(embed.description or "") <= 4096
    assert len(embed.fields) <= 25
    for field in embed.fields:
        assert 0 < len(field.value or "") <= 1024
        assert len(field.name or "") <= 256
    assert len(embed.footer.text or "") <= 2048


def pinged(post: dict[str, Any]) -> list[int]:
    allowed = post["allowed_mentions"].to_dict()
    assert allowed["parse"] == []  # never everyone, a role, or every member named
    assert not allowed.get("replied_user")
    return list(allowed.get("users", []))


def mentioned(content: str) -> list[int]:
    return [int(m) for m in re.findall(r"<@(\d+)>", content)]


# -- the announcement ---------------------------------------------------------------------------


def test_sign_up_offers_sign_up_leave_and_standings_and_says_when_it_starts() -> None:
    t = Tournament(row(status=TournamentStatus.SIGN_UP, round=0, rounds=5), entries(M, False))
    embed, view = render.announcement(t, STARTS, KEY, EN)
    assert embed.title == "🏆 Friday Gin"
    words = embed.description or ""
    assert "Swiss, 5 rounds" in words
    assert rules_line(Rules(), EN) in words
    assert "5 minutes" in words and "Rated" in words
    assert "<t:1700000000:F>" in words and "<t:1700000000:R>" in words
    assert "Signed up (7): " + ", ".join(f"<@{m}>" for m in M) in words
    assert "Sign up with the button; leave before the start if you can't play." in words
    assert clicks(view) == [
        ("Sign up", discord.ButtonStyle.success.value, EventClick(3, EventAction.JOIN)),
        ("Leave", discord.ButtonStyle.secondary.value, EventClick(3, EventAction.LEAVE)),
        ("Standings", discord.ButtonStyle.secondary.value, EventClick(3, EventAction.SHOW)),
    ]


def test_an_event_without_a_start_time_waits_for_an_admin_and_a_friendly_one_says_so() -> None:
    t = Tournament(
        row(status=TournamentStatus.SIGN_UP, round=0, rated=False, format=TournamentFormat.KNOCKOUT,
            rounds=0, turn_seconds=120),
        entries(M[:2], False),
    )  # fmt: skip
    words = render.announcement(t, None, KEY, EN)[0].description or ""
    assert "when an admin starts it with /gin-admin tournament start" in words
    assert "<t:" not in words
    assert "Single elimination" in words and "rounds" not in words.split("\n")[0]
    assert "Friendly" in words and "2 minutes" in words
    assert "at least 4" in words  # two signed up: it cannot start yet


def test_a_running_event_offers_only_the_standings_and_names_its_thread() -> None:
    embed, view = render.announcement(SWISS, None, KEY, EN)
    assert [(label, click) for label, _, click in clicks(view)] == [
        ("Standings", EventClick(3, EventAction.SHOW))
    ]
    words = embed.description or ""
    assert f"Round 2 of 3 in play in <#{THREAD}>" in words
    assert "Sign up with the button" not in words and "<t:" not in words


def test_a_paused_event_says_its_clocks_are_stopped() -> None:
    paused = replace(SWISS, row=replace(SWISS.row, paused_at=5.0))
    words = render.announcement(paused, None, KEY, EN)[0].description or ""
    assert "Paused by an admin: the games' clocks are stopped." in words


def test_a_button_read_by_another_key_does_nothing() -> None:
    _, view = render.announcement(SWISS, None, KEY, EN)
    assert view is not None
    custom_id = view.to_components()[0]["components"][0]["custom_id"]
    assert isinstance(read_click(custom_id, [], M[0], ControlKey(b"j" * 32)), Unreadable)


def test_a_cancelled_event_has_no_buttons() -> None:
    cancelled = replace(SWISS, row=replace(SWISS.row, status=TournamentStatus.CANCELLED))
    embed, view = render.announcement(cancelled, None, KEY, EN)
    assert view is None
    assert "Cancelled" in (embed.description or "")


def test_the_entrants_list_is_cut_short_at_256_and_stays_within_limits() -> None:
    members = [BIG + i for i in range(MAX_ENTRANTS)]
    t = Tournament(
        row(status=TournamentStatus.SIGN_UP, round=0, name="N" * 60, rounds=12),
        entries(members, False),
    )
    embed, _ = render.announcement(t, STARTS, KEY, EN)
    within_limits(embed)
    words = embed.description or ""
    assert "Signed up (256): " in words and "and 206 more" in words
    assert len(mentioned(words)) == 50
    assert f"<@{members[49]}>" in words and f"<@{members[50]}>" not in words


# -- a round's post -----------------------------------------------------------------------------


def test_round_two_pairs_the_tables_pings_the_players_and_shows_the_standings_before() -> None:
    post = render.round_post(SWISS, 2, table_of(SWISS, before_round=2), EN)
    embed = post["embed"]
    assert embed.title == "Round 2 of 3 — Friday Gin"
    words = embed.description or ""
    assert f"Your tables are in <#{THREAD}>." in words
    assert "5 minutes" in words
    lines = words.split("\n")
    assert f"Table 1: <@{M[0]}> vs <@{M[2]}>" in lines
    assert f"Table 2: <@{M[4]}> vs <@{M[6]}>" in lines
    assert f"Table 3: <@{M[1]}> vs <@{M[3]}>" in lines
    assert f"<@{M[5]}> has a bye (a win)" in lines
    # Pinged: the six at tables, each once; the bye has nothing to do.
    at_tables = [M[0], M[2], M[4], M[6], M[1], M[3]]
    assert mentioned(post["content"]) == at_tables
    assert pinged(post) == at_tables
    assert f"<#{THREAD}>" in post["content"]
    # The standings before round 2: match points, then Buchholz, then points.
    (field,) = embed.fields
    assert field.name == "Standings before round 2"
    rows = (field.value or "").split("\n")
    assert [mentioned(r)[0] for r in rows] == [M[0], M[4], M[2], M[6], M[1], M[3], M[5]]
    assert rows[0] == f"`  1.` <@{M[0]}> — 1–0 · **1** MP · Bu 0 · 120 Pts"
    assert rows[3] == f"`  4.` <@{M[6]}> — 1–0 · **1** MP · Bu 0 · 0 Pts"  # the bye
    assert rows[4] == f"`  5.` <@{M[1]}> — 0–1 · **0** MP · Bu 1 · 95 Pts"
    assert embed.footer.text == "MP match points · Bu Buchholz · Pts points scored"


def test_round_one_has_no_standings() -> None:
    t = Tournament(row(round=1), entries(M), ROUND_1)
    post = render.round_post(t, 1, [], EN)
    assert post["embed"].fields == []
    assert len(pinged(post)) == 6


def test_a_former_member_is_named_so_and_never_pinged() -> None:
    members = [M[0], FORMER, M[2], M[3]]
    t = Tournament(
        row(round=1), entries(members),
        (Match(1, 1, M[0], M[2], game_id=1), Match(1, 2, FORMER, M[3], game_id=2)),
    )  # fmt: skip
    post = render.round_post(t, 1, [], EN)
    assert "Table 2: *a former member* vs " in (post["embed"].description or "")
    assert str(FORMER) not in post["content"] and str(FORMER) not in text(post["embed"])
    assert pinged(post) == [M[0], M[2], M[3]]
    lines = render.standings_lines(t, table_of(t), 10, EN)
    assert any(line.startswith("`  ") and "*a former member*" in line for line in lines)


def test_round_one_of_256_stays_within_limits_and_pings_nobody_by_name() -> None:
    members = [BIG + i for i in range(MAX_ENTRANTS)]
    matches = tuple(
        Match(1, k + 1, members[k], members[k + 128], game_id=k + 1) for k in range(128)
    )
    t = Tournament(row(round=1, rounds=12, name="N" * 60), entries(members), matches)
    post = render.round_post(t, 1, [], EN)
    within_limits(post["embed"])
    words = post["embed"].description or ""
    assert f"Table 1: <@{members[0]}> vs <@{members[128]}>" in words
    shown = len(re.findall(r"^Table \d+:", words, re.M))
    assert 20 <= shown < 128
    assert f"…and {128 - shown} more tables: see /gin tournament" in words
    # 256 mentions would not fit in a message: a sentence instead, and nobody pinged.
    assert post["content"] == f"Round 1 is paired: find your table in <#{THREAD}>."
    assert pinged(post) == []
    assert len(post["content"]) <= 2000


def test_round_two_of_256_with_the_standings_stays_within_limits() -> None:
    members = [BIG + i for i in range(MAX_ENTRANTS)]
    first = tuple(
        win(1, k + 1, members[k], members[k + 128], members[k], 1000 + k, 999) for k in range(128)
    )
    second = tuple(
        Match(2, k + 1, members[k], members[k + 64], game_id=300 + k) for k in range(128)
    )
    t = Tournament(row(round=2, rounds=12, name="N" * 60), entries(members), first + second)
    removed = replace(t, entries=tuple(replace(e, removed=True) for e in t.entries))
    for event in (t, removed):  # "(withdrawn)" on every line: the longest lines
        post = render.round_post(event, 2, table_of(event, before_round=2), EN)
        embed = post["embed"]
        within_limits(embed)
        standing = "\n".join(f.value or "" for f in embed.fields).split("\n")
        assert len(standing) == 11 and standing[-1] == "…and 246 more players: see /gin tournament"


# -- the final post ---------------------------------------------------------------------------

# A knockout of 5: round 1 byes for seeds 1-3, 5 beats 4; round 2 1 beats 5, 3 beats 2; the
# final: 3 beats 1.
KO = Tournament(
    row(format=TournamentFormat.KNOCKOUT, rounds=3, round=3, status=TournamentStatus.FINISHED),
    entries(M[:5]),
    (
        bye(1, 1, M[0]),
        win(1, 2, M[3], M[4], M[4], 70, 104),
        bye(1, 3, M[1]),
        bye(1, 4, M[2]),
        win(2, 1, M[0], M[4], M[0], 130, 20),
        win(2, 2, M[1], M[2], M[2], 88, 100),
        win(3, 1, M[0], M[2], M[2], 99, 103),
    ),
)


def test_the_knockout_winner_is_pinged_alone_and_each_says_how_far_they_went() -> None:
    post = render.final_post(KO, table_of(KO), EN)
    assert post["content"] == f"🏆 <@{M[2]}> wins Friday Gin!"
    assert pinged(post) == [M[2]]
    embed = post["embed"]
    lines = [line for line in (embed.description or "").split("\n") if line.startswith("`")]
    assert [mentioned(line)[0] for line in lines] == [M[2], M[0], M[1], M[4], M[3]]
    assert lines[0] == f"`  1.` <@{M[2]}> — 3–0 · 203 Pts · 🏆 winner"  # a bye, then two wins
    assert lines[1].endswith("2–1 · 229 Pts · lost in the final")
    assert lines[2].endswith("1–1 · 88 Pts · out in round 2")
    assert lines[4].endswith("0–1 · 70 Pts · out in round 1")
    assert "5 players" in (embed.description or "")
    assert "Single elimination, 3 rounds" in (embed.description or "")
    within_limits(embed)


def test_a_knockout_round_says_where_a_bye_goes_and_which_round_is_the_final() -> None:
    first = render.round_post(replace(KO, row=replace(KO.row, round=1)), 1, [], EN)
    lines = (first["embed"].description or "").split("\n")
    assert f"<@{M[0]}> has a bye (through to round 2)" in lines
    assert f"Table 2: <@{M[3]}> vs <@{M[4]}>" in lines
    assert pinged(first) == [M[3], M[4]]
    assert "The final" not in (first["embed"].description or "")
    final = render.round_post(KO, 3, table_of(KO, before_round=3), EN)
    assert "**The final!**" in (final["embed"].description or "")
    assert f"Table 1: <@{M[0]}> vs <@{M[2]}>" in (final["embed"].description or "")
    standing = (final["embed"].fields[0].value or "").split("\n")
    assert [mentioned(line)[0] for line in standing[:2]] == [M[0], M[2]]
    assert all(line.endswith("still in") for line in standing[:2])
    assert standing[2].endswith("out in round 2")


def test_the_finished_announcement_names_the_winner_and_keeps_the_standings_button() -> None:
    embed, view = render.announcement(KO, None, KEY, EN)
    assert f"won by <@{M[2]}>" in (embed.description or "")
    assert [click for _, _, click in clicks(view)] == [EventClick(3, EventAction.SHOW)]


def test_a_winner_who_was_forgotten_is_not_pinged() -> None:
    lines = [Standing(FORMER, 1, 3, 3, 0, 0, 0, 300, False, None)]
    post = render.final_post(KO, lines, EN)
    assert post["content"] == "🏆 *a former member* wins Friday Gin!"
    assert pinged(post) == []


def test_the_swiss_final_lists_the_records_and_the_tiebreak() -> None:
    done = replace(SWISS, row=replace(SWISS.row, status=TournamentStatus.FINISHED))
    final = table_of(done)
    post = render.final_post(done, final, EN)
    assert pinged(post) == [final[0].member_id] == [M[2]]
    assert f"`  1.` <@{M[2]}> — 2–0 · **2** MP · Bu 2 · 206 Pts" in post["embed"].description


def test_the_cancellation_pings_nobody() -> None:
    t = replace(SWISS, row=replace(SWISS.row, name="@everyone night"))
    post = render.cancelled_post(t, EN)
    assert post["content"] == (
        "@everyone night was cancelled by an admin. Its games in play ended abandoned and count "
        "for nobody."
    )
    assert post["allowed_mentions"].to_dict() == {"parse": []}


# -- /gin tournament --------------------------------------------------------------------------


def test_the_overview_shows_results_links_and_what_comes_next() -> None:
    link = f"https://discord.com/channels/{GUILD}/{THREAD}/555"
    embed = render.overview(SWISS, table_of(SWISS), {202: link}, None, EN)
    words = text(embed)
    assert f"Round 2 of 3 in play in <#{THREAD}>." in words
    assert "Round 3 starts once every game of round 2 is over." in words
    standing, pairings = embed.fields
    assert [mentioned(r)[0] for r in (standing.value or "").split("\n")] == [
        M[2], M[0], M[5], M[4], M[6], M[1], M[3],
    ]  # fmt: skip
    assert pairings.name == "Round 2: 1 of 3 games over"
    assert (pairings.value or "").split("\n") == [
        f"Table 1: <@{M[2]}> beat <@{M[0]}> 101–60",
        f"Table 2: <@{M[4]}> vs <@{M[6]}> · [watch]({link})",
        f"Table 3: <@{M[1]}> vs <@{M[3]}> · starting",
        f"<@{M[5]}> has a bye (a win)",
    ]
    assert embed.footer.text == "MP match points · Bu Buchholz · Pts points scored"


def test_the_overview_in_sign_up_says_when_it_starts() -> None:
    t = Tournament(row(status=TournamentStatus.SIGN_UP, round=0), entries(M, False))
    words = text(render.overview(t, [], {}, STARTS, EN))
    assert "<t:1700000000:R>" in words and "Signed up (7)" in words


def test_the_overview_of_a_round_robin_and_a_paused_event() -> None:
    rr = replace(
        SWISS, row=replace(SWISS.row, format=TournamentFormat.ROUND_ROBIN, rounds=7, paused_at=1.0)
    )
    embed = render.overview(rr, table_of(rr), {}, None, EN)
    assert "Paused by an admin: the games' clocks are stopped." in (embed.description or "")
    assert "Round 3 starts" not in text(embed)
    assert embed.footer.text == "MP match points · SB Sonneborn-Berger · Pts points scored"
    assert " · SB " in (embed.fields[0].value or "")


def test_the_overview_of_a_finished_knockout() -> None:
    embed = render.overview(KO, table_of(KO), {}, None, EN)
    assert f"Finished: won by <@{M[2]}>." in (embed.description or "")
    assert len(embed.fields) == 1  # the standings; no round in play


def test_the_overview_of_256_stays_within_limits() -> None:
    members = [BIG + i for i in range(MAX_ENTRANTS)]
    first = tuple(
        win(1, k + 1, members[k], members[k + 128], members[k], 1000 + k, 999) for k in range(128)
    )
    second = tuple(
        Match(2, k + 1, members[k], members[k + 64], game_id=300 + k) for k in range(128)
    )
    t = Tournament(row(round=2, rounds=12, name="N" * 60), entries(members), first + second)
    links = {300 + k: f"https://discord.com/channels/{BIG}/{BIG}/{BIG + k}" for k in range(128)}
    for event in (t, replace(t, matches=first + second[:64] + tuple(
        win(2, m.table, m.a, m.b or 0, m.a, 1234, 999) for m in second[64:]
    ))):  # fmt: skip
        embed = render.overview(event, table_of(event), links, None, EN)
        within_limits(embed)
        words = text(embed)
        assert "…and 241 more players: see /gin tournament" in words
        assert re.search(rf"…and \d+ more tables in <#{THREAD}>", words)
