"""The public posts this process owes: saved in an outbox with the state that called for them
(a game's or a tournament's), not yet sent. What a monitor reads of the outbox (its backlog,
its oldest post's age) is read here, in memory, never from the database: a process's shards'
outboxes are written by that process alone (its writes are fenced) and delivered by it alone,
so what it loaded at start and has saved since, less what went out, is what they hold; a shard
another process took is that one's to count from then on.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from bot.model import Post
from bot.model.tournaments import TournamentPost

__all__ = ["OwedPost", "OwedPosts"]

OwedPost = Post | TournamentPost


class _Owed(NamedTuple):
    saved_at: float
    shard: int  # its server's


class OwedPosts:
    """The posts owed, each with when it was saved and its server's shard."""

    def __init__(self) -> None:
        self._owed: dict[OwedPost, _Owed] = {}

    def owe(self, posts: Iterable[OwedPost], shard: int) -> None:
        """``posts`` (of a server of ``shard``) are in the outbox: saved, or found at start."""
        for post in posts:
            assert post.saved_at is not None, f"{post} was never saved"
            self._owed[post] = _Owed(post.saved_at, shard)

    def settle(self, post: OwedPost) -> None:
        """``post`` went out, or was dropped: this process won't send it."""
        self._owed.pop(post, None)

    def drop_game(self, game_id: int) -> None:
        """Every post of the game was dropped (its channel is gone)."""
        self._drop(p for p in self._owed if isinstance(p, Post) and p.game_id == game_id)

    def drop_shards(self, shards: Iterable[int]) -> None:
        """Another process took these shards: their posts are its to send."""
        gone = set(shards)
        self._drop(p for p, owed in self._owed.items() if owed.shard in gone)

    def _drop(self, posts: Iterable[OwedPost]) -> None:
        for post in list(posts):
            del self._owed[post]

    def owes_tournament(self, tournament_id: int) -> bool:
        """Whether a post of the event is still owed."""
        return any(
            isinstance(p, TournamentPost) and p.tournament_id == tournament_id for p in self._owed
        )

    def __len__(self) -> int:
        return len(self._owed)

    def oldest_age(self, now: float) -> float:
        """Seconds since the oldest post owed was saved (0: none owed)."""
        if not self._owed:
            return 0.0
        return max(0.0, now - min(owed.saved_at for owed in self._owed.values()))
