"""The server's standings end to end: the leaderboard after real games, its numbers checked
against an independent recomputation from the result rows; its page buttons open the clicker's
own copy and keep working after a restart."""

from __future__ import annotations

import re

from bot.store import GameStatus

from .harness import Harness, game_of
from .players import Player

try:
    from fakediscord import FakeDiscord, FakeUser
except ImportError:  # if tests/ ever becomes a package
    from tests.fakediscord import FakeDiscord, FakeUser  # type: ignore[no-redef]

LINE = re.compile(r"`#(\d+)` \*\*(\w+)\*\* <@(\d+)> — (\d+) wins? · (\d+) games?")


async def play_game(
    harness: Harness, fake: FakeDiscord, users: list[FakeUser], **options: object
) -> int:
    extra = {}
    if len(users) == 3:
        extra = {"opponent2": users[2]}
    game_id = await harness.start_game(users[0], users[1], **extra, **options)
    players = {u.id: Player(fake, u, game_id) for u in users}
    await harness.play(game_id, players)
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.FINISHED
    return game_id


async def test_the_leaderboard_after_real_games(harness: Harness, fake: FakeDiscord) -> None:
    await harness.start(seed=4)
    alice, bob, carol, dave = fake.humans
    games = [
        await play_game(harness, fake, [alice, bob], target=10),
        await play_game(harness, fake, [carol, dave], target=10),
        await play_game(harness, fake, [alice, carol], target=10),
        await play_game(harness, fake, [bob, carol, dave], target=10),
    ]
    wins: dict[int, int] = {}
    played: dict[int, int] = {}
    for game_id in games:
        for row in await harness.service.store.result_of(game_id):
            played[row.member_id] = played.get(row.member_id, 0) + 1
            wins[row.member_id] = wins.get(row.member_id, 0) + (row.place == 1)
    it = await fake.slash(alice, "gin leaderboard", {"sort": "wins"})
    board = await it.message()
    assert board.public and "Leaderboard · wins · all formats" in board.text
    lines = LINE.findall(board.embeds[0]["description"])
    order = sorted(played, key=lambda m: (-wins[m], played[m], m))
    assert [int(m) for _, _, m, _, _ in lines] == order
    for _rank, name, member, won, count in lines:
        assert (int(won), int(count)) == (wins[int(member)], played[int(member)])
        assert name == fake.users[int(member)].username.title()  # the stored display name
    assert [int(r) for r, *_ in lines] == list(range(1, len(order) + 1))
    assert "you: #" in board.text
    # The page buttons: Bob's click opens his own copy; the public page does not move.
    versions = len(board.versions)
    nxt = next(c for c in board.custom_ids() if c.endswith(":here"))
    click = await fake.click(bob, board, nxt)
    copy = await click.message()
    assert copy.ephemeral and copy.visible_to(bob) and "Leaderboard · wins" in copy.text
    assert len(board.versions) == versions
    # After a restart the old buttons still answer.
    await harness.restart(seed=4)
    click = await fake.click(carol, board, nxt)
    again = await click.message()
    assert again.ephemeral and "Leaderboard" in again.text
    # The rating sort: ranked from three games; the others provisional.
    it = await fake.slash(dave, "gin leaderboard", {"format": "three"})
    rated = await it.message()
    assert "Leaderboard · rating · three players" in rated.text
    assert rated.embeds[0]["description"].count("(provisional)") == 3  # one game each
    game = game_of(harness.tables[games[-1]])
    assert game.is_over
