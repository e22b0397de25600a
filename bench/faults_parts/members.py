"""The scripted members of ``bench/faults.py``: they play every table through the fake as
people would (open the hand from the table, pick a move from its controls, retry what the
bot refused or never got) and count what a member would notice (:class:`Tally`)."""

from __future__ import annotations

import asyncio
import random
import re
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from acked_moves import AckedMove

from bot.engine import Card, Discard, DrawStock, Gin, Knock, PassUpcard, TakeDiscard
from faults_parts.bot import BotProcess
from tests.support.fakediscord import (
    FakeChannel,
    FakeDiscord,
    FakeInteraction,
    FakeMessage,
    FakeUser,
)
from tests.support.players import control, controls

ANSWER_WINDOW = 3.0  # Discord's limit for the first answer
TURN_MENTION = re.compile(r"\*\*<@(\d+)>\*\* to play")
WAITING = re.compile(r"Waiting for (.+?) to accept")
MENTION = re.compile(r"<@!?(\d+)>")


@dataclass
class Group:
    """One table: a channel of its own, its members (the first challenges next), a format, and
    the bot process running its server's shard."""

    channel: FakeChannel
    users: list[FakeUser]
    format: str
    bot: BotProcess

    def moves_acknowledged(self, tally: Tally) -> int:
        return sum(tally.acked_by[user.id] for user in self.users)

    def options(self, target: int | None) -> dict[str, Any]:
        """``/gin challenge``'s options for the next game, the first member challenging."""
        _, opponent, *rest = self.users
        options: dict[str, Any] = {"opponent": opponent, "turn_minutes": 1}
        if self.format in ("three", "three-loser"):
            options.update(opponent2=rest[0], format=self.format)
        elif self.format == "partnership":  # the challenger and partner against the opponents
            options.update(partner=rest[0], opponent2=rest[1], format="partnership")
        elif self.format == "hollywood":
            options["format"] = "hollywood"
        if target is not None:
            options["target"] = target
        return options


@dataclass
class Tally:
    acknowledged: list[AckedMove] = field(default_factory=list)  # bench/acked_moves.py
    acked_by: Counter[int] = field(default_factory=Counter)  # user id -> moves acknowledged
    sent: int = 0
    undelivered: int = 0  # the bot was down: Discord would say "interaction failed"
    lost_to_kills: int = 0  # delivered, then the process died within 3 s
    unanswered: list[tuple[str, str, str]] = field(default_factory=list)  # format, phase, what
    time_ran_out: list[tuple[int, str]] = field(default_factory=list)  # game, what it said
    downtime_checks: int = 0
    played_on_checks: int = 0  # the other process's tables checked playing through a downtime
    downtime_failures: list[tuple[str, str]] = field(default_factory=list)  # format, what
    games_started: Counter[str] = field(default_factory=Counter)  # by format
    script_errors: list[str] = field(default_factory=list)  # the members' own (the bench's)


class Members:
    def __init__(
        self,
        fake: FakeDiscord,
        tally: Tally,
        rng: random.Random,
        target: int | None = None,
    ):
        self.fake, self.tally, self.rng = fake, tally, rng
        self.target = target
        self.hold: dict[int, asyncio.Event] = {}  # user id -> wait before moving
        self.stop = asyncio.Event()
        self.phase = "chaos"  # what the run is doing now: the unanswered are counted by it

    async def interact(
        self, group: Group, make: Callable[[], Awaitable[FakeInteraction]]
    ) -> FakeInteraction | None:
        """Send one interaction and wait for its answer; None if the bot never had it or died
        with it. Unanswered ones (the table's bot process stayed up) are counted, by format and
        phase."""
        bot = group.bot
        if bot.up_since is None:
            await asyncio.sleep(0.3)
            return None
        sent_at, phase, up_since = time.monotonic(), self.phase, bot.up_since
        self.tally.sent += 1
        it: FakeInteraction = await make()
        if not it.delivered or not it.live:
            self.tally.undelivered += 1
            return None
        deadline = sent_at + ANSWER_WINDOW + 0.5
        while it.callback is None and time.monotonic() < deadline:
            await asyncio.sleep(0.02)
        late = it.callback is not None and it.callback.latency > ANSWER_WINDOW
        if it.callback is not None and not late:
            return it
        if not bot.was_up_through(sent_at, sent_at + ANSWER_WINDOW):
            self.tally.lost_to_kills += 1
            return None
        what = (
            f"{it.description} ({'late' if late else 'no answer'}; sent {sent_at - up_since:.1f} s "
            f"after {bot.name}'s last start)"
        )
        self.tally.unanswered.append((group.format, phase, what))
        return None

    async def edited(self, it: FakeInteraction, timeout: float = 12.0) -> FakeMessage | None:
        """The message the answer shows (a deferred update: once the edit arrives)."""
        try:
            return await it.message(timeout=timeout)
        except (TimeoutError, AssertionError):
            return None

    async def play_group(self, group: Group) -> None:
        """Play whatever the table has open in its channel; challenge again when it's over. A
        member script's own failure is noted and the table plays on."""
        while not self.stop.is_set():
            try:
                await self._next(group)
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # the bench's, not the bot's: shown apart
                self.tally.script_errors.append(f"{group.format} {group.channel.name}: {exc!r}")
                await asyncio.sleep(1.0)
            await asyncio.sleep(0.3 + self.rng.random() * 0.3)

    async def _next(self, group: Group) -> None:
        table = self.latest_table(group.channel)
        if table is not None and control(table, "hand") is not None:
            await self.play_game(group, table)
        elif table is not None and control(table, "accept") is not None:
            await self.accept(group, table)
        else:
            challenger = group.users[0]
            make = partial(
                self.fake.slash,
                challenger,
                "gin challenge",
                group.options(self.target),
                channel=group.channel,
            )
            it = await self.interact(group, make)
            if it is not None and await self.edited(it) is not None:
                posted = it.original is not None and it.original.public
                self.tally.games_started[group.format] += posted
            group.users = group.users[1:] + group.users[:1]  # the next one challenges next

    def latest_table(self, channel: FakeChannel) -> FakeMessage | None:
        """The newest table or challenge in the channel: a message with gin controls, other than
        a finished game's score sheet (Rematch, Review), which a kill or a 5xx can delay until
        after the next game has started."""
        for message in reversed(self.fake.public_messages(channel)):
            actions = [i.split(":")[-1] for i in message.custom_ids() if i.startswith("gin:")]
            if any(action not in ("rematch", "review") for action in actions):
                return message
        return None

    async def accept(self, group: Group, offer: FakeMessage) -> None:
        """Each member the challenge says it waits for accepts (each acceptance redraws the
        buttons: the Accept is read again before every click)."""
        found = WAITING.search(offer.text)
        waiting = {int(m) for m in MENTION.findall(found.group(1))} if found else set()
        for user in group.users:
            if user.id not in waiting:
                continue
            accept = control(offer, "accept")
            if accept is None:
                return
            await self.interact(group, partial(self.fake.click, user, offer, accept["custom_id"]))

    async def play_game(self, group: Group, table: FakeMessage) -> None:
        game_id = int(table.custom_ids()[0].split(":")[1])
        quiet_since = time.monotonic()
        users = group.users
        while not self.stop.is_set():
            table = self.latest_table(group.channel) or table
            if not table.custom_ids() or not table.custom_ids()[0].startswith(f"gin:{game_id}:"):
                return  # over (or another game took the channel)
            named = {int(found) for found in TURN_MENTION.findall(table.text)}  # one per deal
            stale = time.monotonic() - quiet_since > 3.0
            movers = [u for u in users if u.id in named] or (list(users) if stale else [])
            moved = False
            for user in movers:
                hold = self.hold.get(user.id)
                if hold is not None:
                    await hold.wait()
                moved = await self.move(group, table, user, game_id) or moved
            if moved:
                quiet_since = time.monotonic()
            else:
                await asyncio.sleep(0.3 + self.rng.random() * 0.4)

    async def move(self, group: Group, table: FakeMessage, user: FakeUser, game_id: int) -> bool:
        """Open the hand from the table; if it is this member's turn, make a move."""
        hand_button = control(table, "hand")
        if hand_button is None:
            return False
        click = partial(self.fake.click, user, table, hand_button["custom_id"])
        it = await self.interact(group, click)
        if it is None or it.callback is None or it.callback.type != 4:
            return False
        hand = await self.edited(it)
        if hand is None or not hand.ephemeral or "**Your turn:**" not in hand.text:
            return False  # not this member's turn (or it sits this hand out)
        await asyncio.sleep(self.rng.random() * 0.3)  # thinking
        kind, custom_id, values, action = choose(hand)
        if kind == "select":
            make = partial(self.fake.select, user, hand, custom_id, values)
        else:
            make = partial(self.fake.click, user, hand, custom_id)
        it = await self.interact(group, make)
        if it is None:
            return False
        answer = await self.edited(it)
        if answer is None:
            return False
        version = custom_id.split(":")[2]  # "<deal>.<step>" of the member's deal
        if "time ran out" in answer.text.lower():
            self.tally.time_ran_out.append((game_id, answer.text[:80]))
            return True
        if isinstance(action, Knock):  # the knock screen: confirm with the automatic melds
            go = control(answer, f"knockgo-{action.card.code}")
            if go is None:
                return False
            it = await self.interact(group, partial(self.fake.click, user, answer, go["custom_id"]))
            if it is None or await self.edited(it) is None:
                return False
            answer = it.original or answer
        taken = it.callback is not None and it.callback.type in (6, 7) and answer.ephemeral
        if taken and "Your hand" in answer.text and "nothing happened" not in answer.text:
            self.tally.acknowledged.append(AckedMove(game_id, version, action.notation))
            self.tally.acked_by[user.id] += 1
            return True
        return False


def choose(hand: FakeMessage) -> tuple[str, str, list[str], Any]:
    """A sensible move from the hand's controls: gin, else knock, else the select's first
    (least deadwood) discard; draw, or take the upcard now and then."""
    comps = controls(hand)
    for name, comp in comps.items():
        if name.startswith("gin-"):
            return "button", comp["custom_id"], [], Gin(Card.parse(name[4:]))
    for name, make in (("gin", Gin), ("knock", Knock), ("discard", Discard)):
        if name in comps:
            value = comps[name]["options"][0]["value"]
            return "select", comps[name]["custom_id"], [value], make(Card.parse(value))
    for name, action in (("draw", DrawStock()), ("pass", PassUpcard()), ("take", TakeDiscard())):
        if name in comps:
            return "button", comps[name]["custom_id"], [], action
    raise RuntimeError(f"no move on offer: {hand.text}")
