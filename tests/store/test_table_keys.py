"""The keys of games played where the bot was not invited (``table_keys``), for every backend:
stored and replaced, read back for the games in play alone, by shard (games outside servers
are kept with server 0: shard 0's, where Discord sends every DM)."""

from __future__ import annotations

import json
from dataclasses import replace

from bot.model import GameRow, GameStatus, Post, PostKind, Shards
from bot.model.keys import TableKey
from bot.store import Store
from tests.store.rows import new_row


def _changed(row: GameRow, **fields: object) -> GameRow:
    values = {name: getattr(row, name) for name in GameRow.__slots__}
    return GameRow(**{**values, **fields})  # type: ignore[arg-type]


async def test_a_key_round_trips_and_is_replaced(store: Store) -> None:
    row = await new_row(store, guild_id=0)
    key = TableKey(row.id, "private", "pt-BR")
    await store.save_table_key(key)
    assert await store.table_keys() == [key]
    fresh = replace(key, message_id=1 << 60, token="tok" * 40, expires_at=1900.5, original=False)
    await store.save_table_key(fresh)
    assert await store.table_keys() == [fresh]
    asleep = replace(fresh, asleep=True)
    await store.save_table_key(asleep)
    assert await store.table_keys() == [asleep]
    assert asleep.live(1000.0) and not asleep.live(1900.5) and not asleep.live(1850.0, 60.0)


async def test_only_the_games_in_play_or_owing_posts_of_the_shards_asked(store: Store) -> None:
    playing = await new_row(store, guild_id=0)
    ended = await new_row(store, players=(30, 40), guild_id=0)
    elsewhere = await new_row(store, players=(50, 60), guild_id=(1 << 22) * 3)
    for row in (playing, ended, elsewhere):
        await store.save_table_key(TableKey(row.id, "other-server", "en-US"))
    state = json.dumps({"players": ["30", "40"]})
    over = _changed(ended, status=GameStatus.CANCELLED, state=state, version=1, timers=())
    await store.save(over, expected_version=0, timers_before=ended.timers)
    assert [k.game_id for k in await store.table_keys()] == [playing.id, elsewhere.id]
    owing = await new_row(store, players=(70, 80), guild_id=0)
    await store.save_table_key(TableKey(owing.id, "private", "fr"))
    sheet = Post(owing.id, 1, 0, PostKind.RESULT, 1)
    state = json.dumps({"players": ["70", "80"]})
    done = _changed(owing, status=GameStatus.FINISHED, state=state, version=1, timers=())
    await store.save(done, expected_version=0, timers_before=owing.timers, posts=[sheet])
    assert owing.id in [k.game_id for k in await store.table_keys()]
    await store.delete_post(sheet)
    assert owing.id not in [k.game_id for k in await store.table_keys()]
    assert [k.game_id for k in await store.table_keys(Shards(2, (0,)))] == [playing.id]
    assert [k.game_id for k in await store.table_keys(Shards(2, (1,)))] == [elsewhere.id]
