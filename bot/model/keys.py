"""What lets the bot keep a game's table message up to date where it has no channel rights (a
DM, a group DM, a server that never added it): the message, an interaction token that may
edit it and until when. Pure values: the Discord side alone reads them; the game's own record
(:class:`bot.model.GameRow`) knows nothing of them."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["TableKey"]


@dataclass(frozen=True, slots=True)
class TableKey:
    """The current table message of a game played where the bot was not invited.

    ``place`` is where (a value of the Discord side's places); ``locale`` the challenger's
    language, which the public table is written in (no server setting there). ``token`` is the
    freshest interaction token that may edit ``message_id``, good until ``expires_at`` (wall
    time); ``original``: the message is that interaction's original response (``@original``:
    its answer, or the clicked message it updated), else a follow-up it sent; ``asleep``: the
    message was put to sleep before that token ran out (no controls but one that wakes it)."""

    game_id: int
    place: str
    locale: str
    message_id: int | None = None
    token: str | None = None
    expires_at: float = 0.0
    original: bool = True
    asleep: bool = False

    def live(self, now: float, margin: float = 0.0) -> bool:
        """The token may still edit the message for ``margin`` seconds from ``now``."""
        return (
            self.token is not None
            and self.message_id is not None
            and now + margin < self.expires_at
        )
