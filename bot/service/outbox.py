"""The public posts this process owes: saved in an outbox with the state that called for them
(a game's or a tournament's), not yet sent. What a monitor reads of the outbox (its backlog,
its oldest post's age) is read here, in memory, never from the database: a process's shards'
outboxes are written by that process alone (its writes are fenced) and delivered by it alone,
so what it loaded at start and has saved since, less what went out, is what they hold.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.model import Post
from bot.model.tournaments import TournamentPost

__all__ = ["OwedPost", "OwedPosts"]

OwedPost = Post | TournamentPost


class OwedPosts:
    """The posts owed, each with when it was saved."""

    def __init__(self) -> None:
        self._saved_at: dict[OwedPost, float] = {}

    def owe(self, posts: Iterable[OwedPost]) -> None:
        """``posts`` are in the outbox (saved, or found there at start)."""
        for post in posts:
            assert post.saved_at is not None, f"{post} was never saved"
            self._saved_at[post] = post.saved_at

    def settle(self, post: OwedPost) -> None:
        """``post`` went out, or was dropped: this process won't send it."""
        self._saved_at.pop(post, None)

    def drop_game(self, game_id: int) -> None:
        """Every post of the game was dropped (its channel is gone)."""
        for post in [p for p in self._saved_at if isinstance(p, Post) and p.game_id == game_id]:
            del self._saved_at[post]

    def owes_tournament(self, tournament_id: int) -> bool:
        """Whether a post of the event is still owed."""
        return any(
            isinstance(p, TournamentPost) and p.tournament_id == tournament_id
            for p in self._saved_at
        )

    def __len__(self) -> int:
        return len(self._saved_at)

    def oldest_age(self, now: float) -> float:
        """Seconds since the oldest post owed was saved (0: none owed)."""
        if not self._saved_at:
            return 0.0
        return max(0.0, now - min(self._saved_at.values()))
