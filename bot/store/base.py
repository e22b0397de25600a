"""The store's interface: what the table service, the Discord side and the operations commands
ask of a database, and the errors a backend raises. No backend is imported here."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = [
    "ConflictError",
    "CorruptRowError",
    "DatabaseError",
    "MemberBusy",
    "RematchTaken",
    "StoreError",
]


class StoreError(Exception):
    """The database refused a read or a write."""


class DatabaseError(StoreError):
    """The database file can't be used; the message is one sentence saying what to do."""


class ConflictError(StoreError):
    """The row changed under us (its version is not the one we read)."""


class CorruptRowError(StoreError):
    """A row that cannot be read back into a game; the message names the row and the fault."""


class MemberBusy(StoreError):
    """A member already holds a live game or challenge in the channel (the schema says so)."""

    def __init__(self, members: Sequence[int]) -> None:
        super().__init__(f"already in a live game or challenge: {list(members)}")
        self.members = tuple(members)


class RematchTaken(StoreError):
    """The finished game has its rematch already (``game_id``: that rematch)."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"the rematch is game {game_id}")
        self.game_id = game_id
