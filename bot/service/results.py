"""What a commit stores besides the row: the game read back from its row, the result rows of a
finished game, and the posts a change calls for (the outbox); and how a table ended, for the
metrics."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.engine import CorruptRecordError, Ending, Format, Game, OutcomeKind
from bot.model import GameRow, GameStatus, Post, PostKind, ResultRow

__all__ = ["MOVED_SEQ", "CalledPost", "ending_of", "make_post", "result_rows", "stored_game"]

POST_ORDER = {PostKind.SHOWDOWN: 0, PostKind.RESULT: 1, PostKind.REMINDER: 2}
MOVED_SEQ = 10  # a moved table's post takes the first free seq from here (after a commit's own)


def stored_game(row: GameRow, rng: random.Random) -> Game | None:
    """The game a stored row holds (None: a challenge, not yet dealt); CorruptRecordError if
    it can't be read back (``python -m bot check`` reads rows as the service loads them)."""
    if row.state is None:
        return None
    game = Game.from_json(row.state, rng)
    if [str(p) for p in row.players] != list(game.players):
        raise CorruptRecordError("the players do not match the game record")
    return game


@dataclass(frozen=True, slots=True)
class CalledPost:
    """A post a commit calls for: a showdown or the score sheet (``deal``: its number), or a
    reminder (for ``member``, of the deal on ``board``)."""

    kind: PostKind
    deal: int
    member: int | None = None
    board: int = 0


def make_post(game_id: int, version: int, called: CalledPost, *, saved_at: float) -> Post:
    """The post ``called`` for by a commit of ``version`` at ``saved_at``."""
    # Reminders of the two deals of a partnership round may share a version: one seq a board.
    seq = POST_ORDER[called.kind] + called.board
    return Post(game_id, version, seq, called.kind, called.deal, called.member, saved_at=saved_at)


def result_rows(members: tuple[int, ...], game: Game) -> list[ResultRow]:
    """One row per member: their side's place and totals, their own hands."""
    outcome = game.outcome()
    assert outcome is not None
    sheet = game.sheet()
    history = game.history
    gin = (OutcomeKind.GIN, OutcomeKind.BIG_GIN)
    forfeiter = None if outcome.forfeited_by is None else sheet.side_of(outcome.forfeited_by)
    rows = []
    for player, member in enumerate(members):
        side = sheet.side_of(player)
        standing = outcome.standings[side]
        rows.append(
            ResultRow(
                member_id=member,
                player=player,
                team=side if game.format is Format.PARTNERSHIP else None,
                place=standing.place,
                grand_total=standing.grand_total,
                points=standing.points,
                hands_won=sum(h.winner == player for h in history),
                gins=sum(h.winner == player and h.kind in gin for h in history),
                undercuts_given=sum(
                    h.winner == player and h.kind is OutcomeKind.UNDERCUT for h in history
                ),
                undercuts_suffered=sum(
                    h.knocker == player and h.kind is OutcomeKind.UNDERCUT for h in history
                ),
                ending=outcome.ending.value,
                reason=outcome.reason if outcome.ending is Ending.FORFEIT else None,
                forfeited=forfeiter == side,
                shutout=standing.doubled,
                deals=len(history),
                hands_played=sum(player in h.players for h in history),
                big_gins=sum(h.winner == player and h.kind is OutcomeKind.BIG_GIN for h in history),
            )
        )
    return rows


def ending_of(status: GameStatus, game: Game | None) -> str:
    """How a table that was live ended, as ``gin_games_finished`` tells it
    (:data:`bot.metrics.GAME_ENDINGS`)."""
    if status is not GameStatus.FINISHED:
        return status.value  # abandoned, declined, cancelled, expired
    outcome = None if game is None else game.outcome()
    if outcome is None or outcome.ending is not Ending.FORFEIT:
        return "finished"
    return "timeout" if outcome.reason == "timeout" else "resigned"
