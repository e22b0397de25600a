"""The table service: what members and admins ask of the tables beyond a move (challenges and
their answers, rematches, moving a table down its channel, proposals to abandon, an admin's
end, the members' choices). No discord import, no backend started here.

It takes member ids and actions and returns tables (a live game and its metadata) or raises a
``TableError``: a message id of the catalogue and its values, which the adapter words in the
member's language (a ``hint`` says what to suggest next). The tables themselves, their
moves, deadlines and commits are :class:`bot.service.live.LiveTables`, which it extends.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Sequence
from dataclasses import replace

from bot.engine import Game, Rules
from bot.model import GameStatus, Post, PostKind, Timer, TimerKind, is_former_member
from bot.model.computer import is_computer
from bot.model.tournaments import MatchKey
from bot.service.errors import (
    GameGone,
    Hint,
    NotYourGame,
    Refused,
    RematchMade,
    SaveFailed,
    ShuttingDown,
    TableError,
    TimeRanOut,
)
from bot.service.live import LiveTables
from bot.service.proposals import AGREED_TO_ABANDON, AbandonProposal
from bot.service.results import MOVED_SEQ
from bot.service.table import ChallengeRequest, Event, Table
from bot.store.base import MemberBusy, RematchTaken

__all__ = ["TableService"]

log = logging.getLogger(__name__)

TURN_SECONDS_RANGE = (60, 24 * 60 * 60)
MOVE_INTERVAL = 60  # seconds between two reposts of a table


class TableService(LiveTables):
    """The live tables (:class:`LiveTables`: reading, moves, deadlines, commits) and all else
    members and admins ask of them."""

    # -- forgetting a member ------------------------------------------------------------------

    async def forget(self, guild_id: int, member_id: int) -> list[int]:
        """Erase the member's data in this server (see :meth:`Store.forget_member`). Refused
        while they play here, so none of their tables is live; the table messages of their
        finished games still show their name in the picture: those games' ids come back
        (newest first), for the Discord side to draw them again."""
        self.check_forget(guild_id, member_id)
        try:
            tombstone = await self.store.forget_member(guild_id, member_id)
        except MemberBusy:
            raise _busy_forgetting() from None
        self.choices.forget(guild_id, member_id)
        self._forget_name(guild_id, member_id)
        return await self.store.tables_of(guild_id, tombstone)

    def check_forget(self, guild_id: int, member_id: int) -> None:
        """Refuse to forget a member who has a game or challenge in play here, or is entered
        in a tournament that isn't over."""
        if any(member_id in t.players for t in self.in_guild(guild_id)):
            raise _busy_forgetting()
        event = None if self.tournaments is None else self.tournaments.entered(guild_id, member_id)
        if event is not None:
            raise TableError("refusal-forget-entered", tournament=event, command="gin forget-me")

    def turn_pings(
        self, guild_id: int, acting: Sequence[int], actor: int | None, up: Sequence[int]
    ) -> tuple[list[int], list[int]]:
        """After a change at a table of the server (``acting``: who is to move now, none once
        the game is over; ``actor``: whose move it was), given the members whose ping is
        ``up``: (who to ping now, whose ping to delete). A ping goes to a member who asked for
        it when their turn comes, not while they are playing it themselves (they drew and are
        to discard); it goes once the turn is played or the game is over."""
        clear = [m for m in up if m not in acting]
        ping = [
            m
            for m in acting
            if m != actor
            and m not in up
            and not is_computer(m)
            and self.choices.wants_turn_ping(guild_id, m)
        ]
        return ping, clear

    # -- challenges --------------------------------------------------------------------------

    def check_challenge(self, request: ChallengeRequest) -> None:
        """Everything about a challenge that can be checked without the database."""
        if self._closing:
            raise ShuttingDown()
        players = request.players
        challenger, invited = players[0], players[1:]
        if challenger in invited:
            raise TableError("refusal-challenge-yourself")
        if len(set(invited)) != len(invited):
            raise TableError("refusal-challenge-twice")
        if set(request.bots) & set(invited):
            raise TableError("refusal-challenge-bots")
        wanted = request.rules.format.players - 1
        if len(invited) != wanted:
            raise TableError(
                "refusal-challenge-players",
                format=request.rules.format.value,
                wanted=wanted,
                named=len(invited),
            )
        low, high = TURN_SECONDS_RANGE
        if not low <= request.turn_seconds <= high:
            raise TableError("refusal-turn-timer", minutes=low // 60, hours=high // 3600)
        if self.tournaments is not None and self.tournaments.reserved(request.home):
            raise TableError("refusal-tournament-thread")
        settings = self.choices.settings(request.guild_id)
        if not settings.allows(request.parent_channel_id or request.home):
            raise TableError("refusal-channel-not-allowed")
        refusing = tuple(
            m for m in invited if not is_computer(m) and self.choices.refuses(request.guild_id, m)
        )
        if refusing:
            raise Refused(refusing)
        made = self.choices.recent_challenges(request.guild_id, challenger)
        if len(made) >= settings.challenge_limit:
            wait = made[0] + settings.challenge_window_minutes * 60 - self.clock()
            minutes = max(1, math.ceil(wait / 60))
            raise TableError(
                "refusal-challenge-limit",
                made=len(made),
                window=settings.challenge_window_minutes,
                wait=minutes,
            )
        for table in self.in_channel(request.home):
            busy = {p for p in set(players) & set(table.players) if not is_computer(p)}
            if busy:
                raise self._busy_error(challenger, busy)

    @staticmethod
    def _busy_error(challenger: int, busy: set[int] | Sequence[int]) -> TableError:
        if challenger in busy:
            return TableError("refusal-busy-you", busy=tuple(busy))
        return TableError("refusal-busy-named", busy=tuple(busy))

    async def challenge(self, request: ChallengeRequest) -> Table:
        """Make the challenge (after :meth:`check_challenge`): the invited members are asked to
        accept; a unique index makes sure nobody holds two live tables in the channel. A
        rematch is made once: two asked at once are made one after the other, and the second
        finds the first (:class:`RematchMade`), not its players busy with it."""
        if request.rematch_of is None:
            return await self._challenge(request)
        finished = request.rematch_of
        lock = self._rematching.setdefault(finished, asyncio.Lock())
        try:
            async with lock:
                made = await self.store.rematch_of(finished)
                if made is not None:
                    raise RematchMade(finished, made)
                return await self._challenge(request)
        finally:
            if not lock.locked():
                self._rematching.pop(finished, None)

    async def _challenge(self, request: ChallengeRequest) -> Table:
        self.check_challenge(request)
        async with self._operation():
            settings = self.choices.settings(request.guild_id)
            expiry = Timer(
                TimerKind.CHALLENGE,
                self.bot_time(request.guild_id) + settings.challenge_minutes * 60,
            )
            computers = [p for p in request.players if is_computer(p)]
            # A game with the computer counts for ratings only if the server says so.
            rated = request.rated and (settings.computer_rated or not computers)
            try:
                row = await self.store.create_game(
                    guild_id=request.guild_id,
                    channel_id=request.channel_id,
                    home_channel_id=request.home,
                    players=request.players,
                    rules=request.rules,
                    turn_seconds=request.turn_seconds,
                    timer=expiry,
                    now=self.clock(),
                    names=request.names,
                    rated=rated,
                    hints=not rated and settings.hints,
                    computers=computers,
                    rematch_of=request.rematch_of,
                    fence=self.fence(request.guild_id),
                )
            except MemberBusy as exc:
                raise self._busy_error(request.players[0], exc.members) from None
            except RematchTaken as exc:
                assert request.rematch_of is not None
                raise RematchMade(request.rematch_of, exc.game_id) from None
            except Exception as exc:
                log.error("could not save a challenge in channel %s: %s", request.channel_id, exc)
                raise SaveFailed("refusal-save-challenge") from exc
            self.choices.recent_challenges(request.guild_id, request.players[0]).append(
                self.clock()
            )
            table = Table(row)
            self._tables[row.id] = table
            if all(row.accepted):  # only the computer was asked: play at once
                async with table.lock:
                    event = await self._start(table, accepted=())
                await self._emit(event)
            return table

    async def start_match(
        self,
        *,
        guild_id: int,
        channel_id: int,
        players: tuple[int, int],
        names: tuple[str | None, ...],
        rules: Rules,
        turn_seconds: int,
        rated: bool,
        match: MatchKey,
    ) -> Table:
        """A tournament match's game, in the event's thread: made with both members accepted
        and dealt at once (players in the match's order: its ``a`` deals first...). The store
        makes it once (:class:`MatchStarted` if the match has its game); :class:`MemberBusy` if a
        member holds another table in the thread."""
        async with self._operation():
            now = self.clock()
            row = await self.store.create_game(
                guild_id=guild_id,
                channel_id=channel_id,
                home_channel_id=channel_id,
                players=players,
                rules=rules,
                turn_seconds=turn_seconds,
                # (Dealt at once below; should the bot stop first, the load deals it: the
                # challenge's expiry is never reached.)
                timer=Timer(TimerKind.CHALLENGE, self.bot_time(guild_id) + turn_seconds),
                now=now,
                names=names,
                rated=rated,
                match=match,
                fence=self.fence(guild_id),
            )
            table = Table(row)
            self._tables[row.id] = table
            await self.deal_accepted(row.id)
            return table

    async def deal_accepted(self, game_id: int) -> None:
        """Deal a challenge every member has accepted (a tournament's game made just before a
        restart, say): the cut, the first deal."""
        table = self._tables.get(game_id)
        if table is None or table.status is not GameStatus.CHALLENGE or not all(table.row.accepted):
            return
        async with table.lock:
            if table.status is not GameStatus.CHALLENGE:
                return
            event = await self._start(table, accepted=())
        await self._emit(event)

    async def accept(self, game_id: int, member_id: int) -> Table:
        """An invited member accepts; once all have, the game starts (the cut, the deal)."""
        async with self._operation():
            table = self._live(game_id)
            async with table.lock:
                _check_open(table)
                ran_out = self._clock(table).overdue(table)
                if ran_out is not None:
                    event = await self._run_out(table, ran_out)
                else:
                    event = replace(await self._accept(table, member_id), actor=member_id)
            await self._emit(event)
            if ran_out is not None:
                raise TimeRanOut("refusal-challenge-expired")
            return table

    async def _accept(self, table: Table, member_id: int) -> Event:
        row = table.row
        player = table.player_of(member_id)
        invited = len(table.players) - 1
        if player == 0:
            raise NotYourGame("refusal-accept-own", invited=invited)
        if player is None:
            raise NotYourGame("refusal-accept-not-invited", invited=invited)
        if row.accepted[player]:
            raise TableError("refusal-accepted-already")
        if not all(a or p == player for p, a in enumerate(row.accepted)):
            return await self._commit(table, None, accepted=[member_id])
        return await self._start(table, accepted=[member_id])

    async def _start(self, table: Table, accepted: Sequence[int]) -> Event:
        """Everyone has accepted: the cut, the first deal."""
        row = table.row
        game = Game.new(row.rules, tuple(str(p) for p in table.players), self._rng_for(row.id))
        return await self._commit(
            table,
            game,
            status=GameStatus.ACTIVE,
            timers=self._clock(table).turn_timers(table, game),
            accepted=accepted,
        )

    async def decline(self, game_id: int, member_id: int) -> Table:
        """The challenged member declines, or the challenger cancels."""
        async with self._operation():
            table = self._live(game_id)
            async with table.lock:
                _check_open(table)
                if member_id not in table.players:
                    raise NotYourGame("refusal-challenge-others")
                ran_out = self._clock(table).overdue(table)
                if ran_out is not None:
                    event = await self._run_out(table, ran_out)
                else:
                    status = (
                        GameStatus.CANCELLED
                        if member_id == table.players[0]
                        else GameStatus.DECLINED
                    )
                    event = await self._commit(table, None, status=status)
            await self._emit(event)
            return table

    # -- rematches ---------------------------------------------------------------------------

    async def game_to_rematch(self, guild_id: int, game_id: int, member_id: int) -> Table:
        """The finished game a player asks a rematch of (its players and rules), after checking
        it has none yet. The rematch is an ordinary challenge (:meth:`challenge` with
        ``rematch_of``) from the player: :meth:`rematch_players` seats them first."""
        table = await self.finished(guild_id, game_id)
        if member_id not in table.players:
            raise NotYourGame("refusal-rematch-not-player", game=game_id)
        if any(is_former_member(p) for p in table.players):
            raise TableError("refusal-rematch-forgotten", Hint.NEW_CHALLENGE, game=game_id)
        made = await self.store.rematch_of(game_id)
        if made is not None:
            raise RematchMade(game_id, made)
        return table

    @staticmethod
    def rematch_players(players: tuple[int, ...], member_id: int) -> tuple[int, ...]:
        """The same players turned so that ``member_id`` challenges: a rotation keeps the order
        of play of three and who partners whom (players two apart)."""
        first = players.index(member_id)
        return players[first:] + players[:first]

    # -- the table's message -----------------------------------------------------------------

    async def set_table_message(self, game_id: int, message_id: int | None) -> None:
        table = self._tables.get(game_id)
        if table is not None:
            table.row = replace(table.row, table_message_id=message_id)
        await self.store.set_table_message(game_id, message_id)

    def check_move(self, game_id: int, member_id: int) -> Table:
        """A player may post their table again at the bottom of its channel, once a minute."""
        table = self._live(game_id)
        self.check_player(table, member_id)
        since = self.clock() - self._moved_at.get(game_id, -math.inf)
        if since < MOVE_INTERVAL:
            wait = math.ceil(MOVE_INTERVAL - since)
            raise TableError("refusal-move-recent", seconds=math.floor(since), wait=wait)
        return table

    def begin_move(self, game_id: int, member_id: int) -> Table:
        """:meth:`check_move`, then hold the table's one repost until :meth:`move_table` or
        :meth:`end_move`: a second request meanwhile is refused, so two at once post once."""
        table = self.check_move(game_id, member_id)
        if game_id in self._moving:
            raise TableError("refusal-move-under-way")
        self._moving.add(game_id)
        return table

    def end_move(self, game_id: int) -> None:
        """The repost begun by :meth:`begin_move` is over (posted and saved, or not at all)."""
        self._moving.discard(game_id)

    async def move_table(self, game_id: int, member_id: int, message_id: int) -> Post | None:
        """The table was posted again as ``message_id``: it becomes the table's message, and the
        old one is owed an edit pointing to it (the returned post; stored with the new message
        id in one transaction, so a restart still delivers it)."""
        async with self._operation():
            table = self.check_move(game_id, member_id)
            async with table.lock:  # no commit may write the old message id back meanwhile
                old = table.row.table_message_id
                post = None
                try:
                    if old is None or old == message_id:
                        await self.store.set_table_message(game_id, message_id)
                    else:
                        seq = await self.store.next_post_seq(game_id, table.version, MOVED_SEQ)
                        now = self.clock()
                        post = Post(game_id, table.version, seq, PostKind.MOVED, 0, None, old, now)
                        await self.store.move_table_message(game_id, message_id, post, now=now)
                except Exception as exc:
                    log.error("could not save game %s's new table message: %s", game_id, exc)
                    raise SaveFailed("refusal-save-move") from exc
                table.row = replace(table.row, table_message_id=message_id)
                if post is not None:
                    table.owed += 1
                    self.outbox.owe([post], self.shards.of(table.row.guild_id))
                self._moved_at[game_id] = self.clock()
            return post

    # -- ending a game without a result ------------------------------------------------------

    async def abandon(self, game_id: int, why: str) -> None:
        """The game's channel is gone (or the bot was removed): end it without a result, no
        forfeit, and forget its posts; logged once."""
        table = self._tables.get(game_id)
        if table is not None:
            async with table.lock:
                if not table.status.live:
                    return
                try:
                    event = await self._commit(
                        table, table.game, status=GameStatus.ABANDONED, drop_posts=True
                    )
                except SaveFailed:
                    return  # the next post or edit that fails tries again
            log.warning("game %s abandoned: %s", game_id, why)
            await self._emit(event)
            return
        ended = self._ended.pop(game_id, None)
        if ended is not None:
            self.outbox.drop_game(game_id)  # this run sends them no more, whatever the store says
            await self.store.delete_posts(game_id)
            ended.owed = 0
            log.warning("game %s: its posts are dropped: %s", game_id, why)

    async def end(self, guild_id: int, game_id: int, *, by: int, reason: str) -> Table:
        """An admin ends a stuck game or challenge of this server: abandoned, no result for
        anyone, the reason on its table; logged. Posts it already called for still go out."""
        async with self._operation():
            table = self._tables.get(game_id)
            if table is None or table.row.guild_id != guild_id:
                raise GameGone("refusal-end-no-game", game=game_id)
            async with table.lock:
                if not table.status.live:
                    raise GameGone("refusal-end-ended", game=game_id)
                event = await self._commit(
                    table, table.game, status=GameStatus.ABANDONED, end_reason=reason
                )
            await self.store.log_action(
                guild_id, by=by, action="end", detail=f"game #{game_id}: {reason}", now=self.clock()
            )
            log.info("game %s ended by an admin: %s", game_id, reason)
            await self._emit(event)
            return table

    async def new_season(self, guild_id: int, *, by: int) -> int:
        return await self.store.new_season(guild_id, by=by, now=self.clock())

    # -- agreeing to abandon -----------------------------------------------------------------

    def proposal(self, game_id: int) -> AbandonProposal | None:
        """The game's open proposal to abandon, if it still stands."""
        return self._proposals.standing(game_id, self._tables.get(game_id))

    async def agree_to_abandon(
        self, game_id: int, member_id: int, version: int | None = None
    ) -> AbandonProposal:
        """A player agrees to abandon the game: with ``version`` None, proposes it (or joins
        the open proposal); otherwise agrees to the proposal made at that version. Once every
        member agrees, the game ends abandoned, unrated, for nobody's result."""
        async with self._operation():
            table = self._live(game_id)
            event = None
            async with table.lock:
                if table.status is not GameStatus.ACTIVE or table.game is None:
                    raise GameGone("refusal-not-in-play")
                self.check_player(table, member_id)
                if table.row.tournament_id is not None:
                    raise TableError("refusal-abandon-tournament")
                proposal = self._proposals.agree(table, member_id, version)
                if not proposal.waiting(table.players):
                    event = await self._commit(
                        table,
                        table.game,
                        status=GameStatus.ABANDONED,
                        end_reason=AGREED_TO_ABANDON,
                    )
                    proposal.ended = True
                    self._proposals.close(game_id)
            if event is not None:
                log.info("game %s abandoned: its players agreed", game_id)
                await self._emit(replace(event, actor=member_id))
            return proposal

    def keep_playing(self, game_id: int, member_id: int, version: int) -> AbandonProposal:
        """A player turns the proposal made at ``version`` down: it is withdrawn."""
        table = self._live(game_id)
        self.check_player(table, member_id)
        return self._proposals.withdraw(table, version)


def _check_open(table: Table) -> None:
    if table.status is not GameStatus.CHALLENGE:
        raise GameGone("refusal-challenge-answered")


def _busy_forgetting() -> TableError:
    return TableError("refusal-forget-busy", command="gin forget-me")
