"""Helpers for the bot's end-to-end tests: a scripted player and a card-leak witness.

- :func:`pick` is the scripted player's policy, a pure function of what a player may know (own
  hand, the legal actions, the top of the discard pile), so a game can also be replayed with the
  engine alone (:func:`simulate`) to pick seeds that lead to a knock, a gin or several deals.
- :class:`Player` plays through the fake Discord like a member would: it opens its private hand
  from the table's "Show my hand" button, refreshes it when the table moved on, reads the legal
  actions from the message's components and the hand from its embed, then clicks or selects.
- :class:`Witness` records, at every table-service event, what each seat and the public could know
  in each deal; :meth:`Witness.check` then proves that no message version ever showed a card its
  readers could not know (public: the discard pile and the cards taken from it; a private hand:
  also the owner's own cards; a spectator's private view: public cards only). Deal results (the
  showdown, public at a real table) are exempt.
"""

from __future__ import annotations

import contextlib
import functools
import random
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from bot.engine import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawStock,
    Game,
    Gin,
    Knock,
    PassUpcard,
    Rules,
    TakeDiscard,
    simple_move,
)
from bot.model.languages import LANGUAGES, PSEUDO
from bot.model.versions import ViewVersion
from bot.service import Event, Table, TableService
from bot.words import ENGLISH, Words, words
from bot.words.check import message_variables
from tests.support.fakediscord import FakeDiscord, FakeInteraction, FakeMessage, FakeUser
from tests.support.fakediscord.models import walk_components

__all__ = [
    "CARD",
    "Player",
    "Witness",
    "cards_in",
    "command_mention",
    "control",
    "controls",
    "hand_of",
    "legal_from",
    "pick",
    "simulate",
    "top_of",
    "version_of",
]

# A card as the bot prints it: rank, suit symbol ("10♥", "A♠"; "T♥" too, so an old form is caught).
CARD = re.compile(r"(10|[A2-9TJQK])([♠♣♦♥])")
UPDATE_MESSAGE, DEFERRED_UPDATE_MESSAGE = 7, 6


def command_mention(fake: FakeDiscord, name: str) -> str:
    """How the bot names a synced command ("gin practice"): a mention with its id."""
    top = name.split(" ", 1)[0]
    command = next(c for scope in fake.commands.values() for (n, _), c in scope.items() if n == top)
    return f"</{name}:{command['id']}>"


def cards_in(text: str) -> set[Card]:
    return {Card.parse(rank + suit) for rank, suit in CARD.findall(text)}


# -- the policy -------------------------------------------------------------------------------


def pick(
    hand: Sequence[Card], legal: Iterable[Action], top: Card | None, *, knock: bool = True
) -> Action:
    """The scripted player's move (the engine's simple strategy)."""
    return simple_move(hand, legal, top, knock=knock)


@dataclass
class Simulated:
    game: Game
    knocks: list[tuple[int, int]]  # (deal number, how many arrangements the knocker could lay)
    gins: list[int]  # deal numbers that ended in gin


def simulate(
    seed: int,
    rules: Rules,
    *,
    knock: Callable[[int], bool] = lambda _seat: True,
    max_actions: int = 5000,
) -> Simulated:
    """Play a game with :func:`pick` and the engine only, as the bot deals it with
    ``rng_for=lambda _: random.Random(seed)`` (seat 0 is the challenger)."""
    game = Game.new(rules, ("0", "1"), random.Random(seed))
    knocks: list[tuple[int, int]] = []
    gins: list[int] = []
    for _ in range(max_actions):
        if game.is_over:
            break
        deal = game.deal
        seat = deal.turn
        assert seat is not None
        top = deal.discard_pile[-1] if deal.discard_pile else None
        action = pick(deal.hand(seat), deal.legal_actions(), top, knock=knock(seat))
        number = len(game.deals)
        if isinstance(action, Knock):
            knocks.append((number, len(deal.knock_options(action.card))))
        elif isinstance(action, Gin):
            gins.append(number)
        game.apply(action, seat)
    return Simulated(game, knocks, gins)


# -- reading the bot's messages ---------------------------------------------------------------


def control(message: FakeMessage, action: str, version: int = -1) -> dict[str, Any] | None:
    """The component whose custom_id ends in ``:<action>`` (``gin:<game>:<v>:<action>``)."""
    for comp in walk_components(message.versions[version].components):
        custom_id = comp.get("custom_id", "")
        if custom_id.split(":")[-1] == action:
            return comp
    return None


def controls(message: FakeMessage) -> dict[str, dict[str, Any]]:
    """The message's gin controls by action name."""
    out = {}
    for comp in walk_components(message.components):
        custom_id = comp.get("custom_id", "")
        if custom_id.startswith("gin:"):
            out[custom_id.split(":")[-1]] = comp
    return out


def version_of(message: FakeMessage) -> ViewVersion | None:
    """The view version the message's controls were drawn for."""
    for comp in controls(message).values():
        return ViewVersion.parse(comp["custom_id"].split(":")[2])
    return None


ENGLISH_WORDS = words(ENGLISH)


def said_before(lang: Words, message_id: str, variable: str) -> str:
    """What a message says before its ``variable`` ("**Your turn:** " before $todo)."""
    return lang(message_id, **{variable: "\x00"}).split("\x00")[0]


# The deadwood line ends with its count, in every language: "… = **12**" (the pseudo-language's
# closing bracket after it).
DEADWOOD_COUNT = re.compile(r"= \*\*\d+\*\*(?: ~*\])?$")


def hand_of(message: FakeMessage) -> tuple[Card, ...]:
    """The hand a private hand message shows (its melds line and its deadwood line), in any
    language."""
    description = message.embeds[0]["description"]
    lines = description.split("\n")
    index = next(i for i, line in enumerate(lines) if DEADWOOD_COUNT.search(line))
    text = lines[index - 1] + " " + lines[index].split("=")[0]
    return tuple(sorted(cards_in(text)))


def top_of(message: FakeMessage, lang: Words = ENGLISH_WORDS) -> Card | None:
    for field in message.embeds[0].get("fields", []):
        if field["name"] == lang("hand-field-pile"):
            found = cards_in(field["value"])
            return found.pop() if found else None
    return None


def legal_from(message: FakeMessage) -> list[Action]:
    """The actions the hand message offers, read from its buttons and selects."""
    legal: list[Action] = []
    simple: dict[str, Action] = {
        "take": TakeDiscard(),
        "pass": PassUpcard(),
        "draw": DrawStock(),
        "biggin": BigGin(),
    }
    kinds: dict[str, Callable[[Card], Action]] = {"discard": Discard, "knock": Knock, "gin": Gin}
    for action, comp in controls(message).items():
        if action in simple:
            legal.append(simple[action])
        elif action.startswith("gin-"):
            legal.append(Gin(Card.parse(action[4:])))
        elif action in kinds:
            legal += [kinds[action](Card.parse(o["value"])) for o in comp["options"]]
    return legal


# -- the scripted player ----------------------------------------------------------------------


class Player:
    """A member playing through the fake Discord."""

    def __init__(
        self,
        fake: FakeDiscord,
        user: FakeUser,
        game_id: int,
        *,
        knock: bool = True,
        arrangement: int | None = None,
    ) -> None:
        self.fake, self.user, self.game_id = fake, user, game_id
        self.knock = knock
        # When knocking with several arrangements on offer: pick this one (None: "Knock with").
        self.arrangement = arrangement
        self.hand_message: FakeMessage | None = None
        self.interactions: list[FakeInteraction] = []
        self.knock_screens: list[FakeMessage] = []

    @property
    def words(self) -> Words:
        """The member's words: their Discord's language."""
        return words(self.user.locale)

    async def _answered(self, it: FakeInteraction, kind: int = UPDATE_MESSAGE) -> FakeMessage:
        self.interactions.append(it)
        callback = await it.response()
        # A move whose save is slow is acknowledged first (6) and its message edited later.
        deferred = kind == UPDATE_MESSAGE and callback.type == DEFERRED_UPDATE_MESSAGE
        if not (callback.type == kind or deferred):
            said = (await it.message()).text if not it.errors else ""
            raise AssertionError(f"{it.description}: callback {callback.type}, {it.errors} {said}")
        assert not it.errors, f"{it.description}: {it.errors}"
        return await it.message(timeout=15.0 if deferred else 3.0)

    async def open_hand(self, table_message: FakeMessage) -> FakeMessage:
        """Click "Show my hand" on the public table: a fresh private message."""
        comp = control(table_message, "hand")
        assert comp is not None, f"no 'Show my hand' on {table_message!r}"
        it = await self.fake.click(self.user, table_message, comp["custom_id"])
        message = await self._answered(it, kind=4)
        assert message.ephemeral and message.visible_to(self.user)
        self.hand_message = message
        return message

    async def refresh(self) -> FakeMessage:
        assert self.hand_message is not None
        comp = control(self.hand_message, "refresh")
        assert comp is not None, f"no Refresh on {self.hand_message!r}"
        it = await self.fake.click(self.user, self.hand_message, comp["custom_id"])
        return await self._answered(it)

    async def act(
        self,
        current_version: ViewVersion,
        table_message: FakeMessage,
        expected_hand: Iterable[Card] | None = None,
        expected_legal: Iterable[Action] | None = None,
    ) -> Action:
        """Make one move (a draw, a discard, a knock or gin), refreshing first if the private
        message is out of date. Returns the engine action chosen. With ``expected_hand`` and
        ``expected_legal`` (the engine's), check that the private message shows exactly that
        hand and offers exactly those actions."""
        if self.hand_message is None or self.hand_message.deleted:
            await self.open_hand(table_message)
        elif version_of(self.hand_message) != current_version:
            await self.refresh()
        message = self.hand_message
        assert message is not None
        assert version_of(message) == current_version, "the refreshed hand is not current"
        turn = said_before(self.words, "hand-your-turn", "todo")
        assert turn in message.embeds[0]["description"], message.text
        hand = hand_of(message)
        if expected_hand is not None:
            assert hand == tuple(sorted(expected_hand)), f"{self.user.username} sees {hand}"
        legal = legal_from(message)
        if expected_legal is not None:
            assert set(legal) == set(expected_legal), f"{self.user.username} is offered {legal}"
        action = pick(hand, legal, top_of(message, self.words), knock=self.knock)
        await self.perform(action)
        return action

    async def perform(self, action: Action) -> FakeMessage:
        message = self.hand_message
        assert message is not None
        comps = controls(message)
        fake, user = self.fake, self.user
        if isinstance(action, Knock):
            it = await fake.select(user, message, comps["knock"]["custom_id"], [action.card.code])
            screen = await self._answered(it)
            self.knock_screens.append(screen)
            screen_controls = controls(screen)
            pickone = screen_controls.get(f"knockpick-{action.card.code}")
            if pickone is not None and self.arrangement is not None:
                it = await fake.select(user, screen, pickone["custom_id"], [str(self.arrangement)])
            else:
                go = screen_controls[f"knockgo-{action.card.code}"]
                it = await fake.click(user, screen, go["custom_id"])
            return await self._answered(it)
        if isinstance(action, Gin) and f"gin-{action.card.code}" in comps:
            it = await fake.click(user, message, comps[f"gin-{action.card.code}"]["custom_id"])
        elif isinstance(action, (Gin, Discard)):
            kind = "gin" if isinstance(action, Gin) else "discard"
            it = await fake.select(user, message, comps[kind]["custom_id"], [action.card.code])
        else:
            name = {TakeDiscard(): "take", PassUpcard(): "pass", DrawStock(): "draw"}.get(
                action, "biggin"
            )
            it = await fake.click(user, message, comps[name]["custom_id"])
        return await self._answered(it)


# -- the leak witness -------------------------------------------------------------------------


@dataclass(frozen=True)
class Snapshot:
    """What could be known of one deal in play at one moment."""

    at: datetime
    game_id: int
    deal: int
    players: tuple[int, ...]  # the game's members
    public: frozenset[Card]  # the discard pile and the cards taken from it
    hands: dict[int, frozenset[Card]]  # member -> their cards in this deal
    round_table: tuple[int, int]  # (round, table from 1): how a partnership names its deals


@functools.cache
def said_numbers(*variables: str, only: tuple[str, ...] = ()) -> tuple[re.Pattern[str], ...]:
    """Where a message says ``variables`` (numbers), in every language the bot speaks and the
    pseudo-language: a pattern per message and language that has them all (or of the messages
    ``only``), its groups those numbers in that order; the message's other variables match
    anything."""
    patterns = []
    for message_id, names in sorted(message_variables().items()):
        if not set(variables) <= names or (only and message_id not in only):
            continue
        for language in (*LANGUAGES, PSEUDO):
            text = words(language)(message_id, **{n: f"\x00{n}\x00" for n in names})
            pieces = re.split("\x00(\\w+)\x00", text)
            if (
                sum(len(p.strip()) for p in pieces[::2]) < 3
                or pieces[1::2].count(variables[0]) != 1
            ):
                continue  # too little of its own words to tell it from any number
            regex = "".join(
                re.escape(piece)
                if i % 2 == 0
                else (rf"(?P<{piece}>\d+)" if piece in variables else r".*?")
                for i, piece in enumerate(pieces)
            )
            with contextlib.suppress(re.error):  # a variable said twice: a repeated group
                patterns.append(re.compile(regex))
    return tuple(patterns)


def numbers_in(text: str, *variables: str, only: tuple[str, ...] = ()) -> set[tuple[int, ...]]:
    """The ``variables`` (numbers) of every catalogue message ``text`` says them in."""
    return {
        tuple(int(match[v]) for v in variables)
        for pattern in said_numbers(*variables, only=only)
        for match in pattern.finditer(text)
    }


HAND_TITLES = ("hand-title", "hand-title-table", "hand-sit-out-title")
SHOWDOWN_TITLES = ("showdown-title", "showdown-title-table")


class Witness:
    """Records what could be known, when, and checks every message against it. Each deal has
    its own deck (a partnership round deals two), so knowledge is kept per deal."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.snapshots: list[Snapshot] = []

    def watch(self, service: TableService) -> None:
        """Follow a service; the games it loaded were known before it started."""
        for table in service.tables():
            self._record(table, datetime.min.replace(tzinfo=UTC))
        service.subscribe(self._on_event)

    def _on_event(self, event: Event) -> None:
        self._record(event.table, self.fake.clock.now())

    def _record(self, table: Table, now: datetime) -> None:
        game = table.game
        if game is None:
            return
        for board in game.public_view().boards:  # the deals the table shows
            index = board.number - 1
            deal, seating = game.deals[index], game.seatings[index]
            view = deal.public_view()
            public = frozenset(view.discard_pile) | frozenset(
                c for taken in view.taken_from_pile for c in taken
            )
            if deal.is_over:  # the showdown: both hands face up, as at a real table
                public |= frozenset(deal.hand(0)) | frozenset(deal.hand(1))
            hands = {
                table.players[player]: frozenset(deal.hand(seat))
                for seat, player in enumerate(seating.players)
            }
            self.snapshots.append(
                Snapshot(
                    now,
                    table.id,
                    index + 1,
                    table.players,
                    public,
                    hands,
                    (board.round, board.board + 1),
                )
            )

    def known(self, game_id: int, deals: set[int], at: datetime, user: int | None) -> set[Card]:
        out: set[Card] = set()
        for snap in self.snapshots:
            if snap.game_id == game_id and snap.deal in deals and snap.at <= at:
                out |= snap.public
                if user is not None:
                    out |= snap.hands.get(user, frozenset())
        return out

    def check(self) -> int:
        """Every version of every message: cards shown must be known to its readers. Returns
        how many card-bearing versions were checked."""
        checked = 0
        games = {s.game_id for s in self.snapshots}
        for message in self.fake.message_log():
            for number, version in enumerate(message.versions):
                text = version.text
                shown = cards_in(text)
                titles = [e.get("title") or "" for e in version.embeds]
                if any(numbers_in(t, "game", only=HAND_TITLES) for t in titles):
                    assert version.flags & 64, f"a hand shown publicly: {message!r} v{number}"
                if not shown:
                    continue
                if any(numbers_in(t, "deal", only=SHOWDOWN_TITLES) for t in titles):
                    continue  # the showdown: public at a real table
                ids = {game for (game,) in numbers_in(text, "game")}
                if not ids and len(games) == 1:
                    ids = set(games)
                assert len(ids) == 1, f"cards in a message of no single game: {text!r}"
                game_id = ids.pop()
                user = None
                if version.flags & 64:
                    owner = message.interaction_user
                    players = next(s.players for s in self.snapshots if s.game_id == game_id)
                    assert owner is not None, f"cards in a private message of nobody's: {text!r}"
                    # A spectator's private view (the recent moves) may show public cards only.
                    user = owner.id if owner.id in players else None
                deals = {deal for (deal,) in numbers_in(text, "deal")}
                named = numbers_in(text, "round", "table", only=("deal-title-round",))
                deals |= {
                    s.deal
                    for s in self.snapshots
                    if s.game_id == game_id and s.round_table in named
                }
                if not deals:
                    latest = max(
                        s.at for s in self.snapshots if s.game_id == game_id and s.at <= version.at
                    )
                    deals = {
                        s.deal for s in self.snapshots if s.game_id == game_id and s.at == latest
                    }
                leaked = shown - self.known(game_id, deals, version.at, user)
                who = "publicly" if user is None else f"to <@{user}>"
                assert not leaked, (
                    f"{sorted(map(str, leaked))} shown {who} in deals {sorted(deals)} before "
                    f"anyone there could know them: {message!r} version {number} "
                    f"({version.source}):\n{text}"
                )
                checked += 1
        return checked
