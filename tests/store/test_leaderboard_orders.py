"""The leaderboard's kept orders (``bot/store/sql/leaderboard.py``), on every backend: after games
of every format, a forget, a recompute and a new season, every page, ranked count and member's rank
reads exactly as a sort of every standing of the leaderboard does (the store's way before the orders
were kept), and the orders and their blocks hold what the standings say. The blocks are made
small here (a few members), so that games cut and merge them all the time."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from bot.engine import Format, Rules
from bot.model import LeaderboardLine, LeaderboardSort, ResultRow, Timer, TimerKind
from bot.store import Store
from bot.store.sql import leaderboard
from bot.store.sqlite import SqliteStore
from tests.store.test_contract import finish
from tests.support.store_reads import execute, leaderboard_problems, rows, sorted_leaderboard

STORE = Path(leaderboard.__file__).parents[1]

GUILD = 1
MEMBERS = list(range(100, 136))
FORMATS = [Format.HEADS_UP, Format.THREE, Format.PARTNERSHIP, Format.HOLLYWOOD]
LEADERBOARD_FORMATS = ["all", *(f.value for f in FORMATS)]
PER_PAGE = 3


def results(rng: random.Random, fmt: Format, players: list[int]) -> list[ResultRow]:
    """Random but plausible result rows: shared places now and then (ties of every sort)."""
    teams = [seat % 2 for seat in range(4)] if fmt is Format.PARTNERSHIP else None
    sides = 2 if fmt is not Format.THREE else 3
    places = [rng.randint(1, sides) for _ in range(sides)]
    rows = []
    for seat, member in enumerate(players):
        side = teams[seat] if teams else seat
        won = rng.randint(0, 3)
        rows.append(
            ResultRow(
                member,
                seat,
                None if teams is None else teams[seat],
                places[side],
                rng.randint(0, 300),
                rng.choice([0, 0, 10, 25, 40]),
                won,
                rng.randint(0, won),
                0,
                0,
                "target",
                None,
                False,
                False,
                won + 1,
                won + 1,
            )
        )
    return rows


async def play(store: Store, rng: random.Random, games: int, channel: int = 2) -> None:
    for _ in range(games):
        fmt = rng.choice(FORMATS)
        # A few busy members, many who play now and then: long ties and short ones.
        players = rng.sample(MEMBERS[:8] if rng.random() < 0.3 else MEMBERS, fmt.players)
        row = await store.create_game(
            guild_id=GUILD,
            channel_id=channel,
            players=players,
            rules=Rules(format=fmt),
            turn_seconds=600,
            timer=Timer(TimerKind.CHALLENGE, 1000.0),
            now=400.0,
        )
        await finish(store, row, results(rng, fmt, players))


async def assert_leaderboards_read_as_sorted(store: Store, asking: list[int]) -> None:
    """Every page of every leaderboard, sort and minimum, each asked by another member."""
    asked = iter(asking * 1000)
    for fmt in LEADERBOARD_FORMATS:
        for sort in LeaderboardSort:
            for least in (1, 3):
                whole = await sorted_leaderboard(store, GUILD, sort, fmt, least)
                pages = max(1, -(-len(whole) // PER_PAGE))
                for page in range(pages + 1):  # and one past the end: the last page again
                    member = next(asked)
                    leaderboard = await store.leaderboard(
                        GUILD,
                        sort=sort,
                        format=fmt,
                        page=page,
                        per_page=PER_PAGE,
                        min_games=least,
                        member_id=member,
                    )
                    shown = min(page, pages - 1)
                    lines = whole[shown * PER_PAGE : (shown + 1) * PER_PAGE]
                    where = (fmt, sort, least, page)
                    assert [unnamed(x) for x in leaderboard.lines] == lines, where
                    assert (leaderboard.page, leaderboard.pages) == (shown, pages), where
                    assert leaderboard.ranked == sum(x.rank is not None for x in whole), where
                    mine = next((x for x in whole if x.member_id == member), None)
                    assert (leaderboard.mine and unnamed(leaderboard.mine)) == mine, (
                        *where,
                        member,
                    )


def unnamed(line: LeaderboardLine) -> LeaderboardLine:
    return LeaderboardLine(*(getattr(line, f) for f in LeaderboardLine.__slots__ if f != "name"))


@pytest.fixture
def small_blocks(monkeypatch: pytest.MonkeyPatch) -> None:
    # Cut past 8 members, merged once emptied: cuts and merges happen all the time.
    monkeypatch.setattr(leaderboard, "BLOCK", 4)


@pytest.mark.usefixtures("small_blocks")
async def test_the_kept_orders_read_as_a_sort_of_every_standing(store: Store) -> None:
    rng = random.Random(8)
    for _ in range(4):
        await play(store, rng, 30)
        assert await leaderboard_problems(store) == []
    await assert_leaderboards_read_as_sorted(store, [*MEMBERS, 99])  # 99: never played
    # Forgotten: the member's rows of every order name the tombstone, no block starts at a
    # key naming them, and the pages read as before with the tombstone in their place.
    forgotten = MEMBERS[0]
    tombstone = await store.forget_member(GUILD, forgotten)
    assert await leaderboard_problems(store) == []
    for table in ("board_order", "board_blocks"):
        named = await rows(store, f"SELECT COUNT(*) FROM {table} WHERE member_id = ?", forgotten)
        assert named == [(0,)], table
    await assert_leaderboards_read_as_sorted(store, [tombstone, *MEMBERS[1:]])
    # Recomputed: built whole again, the same pages.
    before = await store.leaderboard(GUILD, sort=LeaderboardSort.RATING, page=2, per_page=PER_PAGE)
    await store.recompute()
    assert await leaderboard_problems(store) == []
    assert await store.leaderboard(
        GUILD, sort=LeaderboardSort.RATING, page=2, per_page=PER_PAGE
    ) == (before)
    await play(store, rng, 20)
    assert await leaderboard_problems(store) == []
    await assert_leaderboards_read_as_sorted(store, MEMBERS[1:])


async def test_a_new_season_starts_with_empty_leaderboards(store: Store) -> None:
    rng = random.Random(9)
    await play(store, rng, 10)
    await store.new_season(GUILD, by=5, now=600.0)
    assert await rows(store, "SELECT COUNT(*) FROM board_order WHERE season = 1") == [(0,)]
    leaderboard = await store.leaderboard(GUILD, sort=LeaderboardSort.WINS, member_id=MEMBERS[0])
    assert (leaderboard.lines, leaderboard.mine, leaderboard.pages, leaderboard.ranked) == (
        (),
        None,
        1,
        0,
    )
    await play(store, rng, 5)
    assert await leaderboard_problems(store) == []
    await assert_leaderboards_read_as_sorted(store, MEMBERS)


async def test_a_minimum_above_the_settings_range_is_refused(store: Store) -> None:
    with pytest.raises(ValueError, match="at most 100"):
        await store.leaderboard(GUILD, sort=LeaderboardSort.RATING, min_games=101)
    leaderboard = await store.leaderboard(
        GUILD, sort=LeaderboardSort.WINS, min_games=101
    )  # no minimum
    assert leaderboard.lines == ()


def migration_fill(store: Store) -> list[str]:
    """The statements of migration 008 that fill the new tables (after their CREATEs), as
    the backend of ``store`` runs them."""
    backend = "sqlite" if isinstance(store, SqliteStore) else "postgres"
    text = (STORE / backend / "migrations" / "008_board_orders.sql").read_text(encoding="utf-8")
    code = re.sub(r"--[^\n]*", "", text)  # the comments (one has a semicolon)
    statements = [s.strip() for s in code.split(";") if s.strip()]
    return [s for s in statements if not s.startswith("CREATE")]


def normal(sql: str) -> str:
    return re.sub(r"\(\s+", "(", re.sub(r"\s+\)", ")", " ".join(sql.split())))


async def test_migration_008_fills_the_orders_as_a_rebuild_does(store: Store) -> None:
    # Written out in each backend's migration as the store's rebuild says it, block size
    # included.
    rebuild = [*leaderboard.fill_orders_sql(), leaderboard.build_blocks_sql(1000)]
    assert [normal(s) for s in migration_fill(store)] == [normal(s) for s in rebuild]
    await play(store, random.Random(10), 40)
    kept = {t: await rows(store, f"SELECT * FROM {t} ORDER BY 1, 2, 3, 4, 5, 6, 7, 8")
            for t in ("board_order", "board_blocks")}  # fmt: skip
    for table in kept:
        await execute(store, f"DELETE FROM {table}")
    for statement in migration_fill(store):
        await execute(store, statement)
    assert await leaderboard_problems(store) == []
    for table, before in kept.items():
        assert await rows(store, f"SELECT * FROM {table} ORDER BY 1, 2, 3, 4, 5, 6, 7, 8") == (
            before
        )
