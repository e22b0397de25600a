"""What the members read of the fake Discord (a table's turn, a message's buttons, an
interaction's answer), and the fake subclass that counts what the bot sends (:class:`WatchedFake`:
requests by kind, Discord's limits, pictures, samples for the same-requests reference)."""

from __future__ import annotations

import asyncio
import base64
import json
import random
import time
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web
from load_bot import digest

from load_parts.settings import (
    ANSWER_TIMEOUT,
    CHANNEL_EDIT,
    DISCORD_CHANNEL_EDITS,
    DISCORD_GLOBAL_LIMIT,
    MOVE_ACTIONS,
    MOVE_PREFIXES,
    SAMPLES_KEPT,
    TURN,
)
from tests.support.fakediscord import FakeDiscord, FakeInteraction, FakeMessage

# --- small helpers -----------------------------------------------------------------------------


def mib(n_bytes: float) -> str:
    return f"{n_bytes / 2**20:.1f} MiB"


def arrival_latency(it: FakeInteraction) -> float | None:
    """Seconds from INTERACTION_CREATE being dispatched to the callback POST arriving."""
    for rec in it.requests:
        if rec.method == "POST" and rec.path.endswith("/callback"):
            return rec.at - it.dispatched_at
    return None


async def answered(
    it: FakeInteraction,
    timeout: float = ANSWER_TIMEOUT,
    gone: Callable[[], bool] | None = None,
) -> bool:
    """Wait for the bot's callback by polling with a doubling delay (1 ms .. 50 ms); False
    at once when ``gone()`` says no answer can come (the bot process it went to was killed).

    Not ``it.response()``: its ``fake.wait_for`` wakes every waiter on every change in the fake
    and makes a task per wait, which with hundreds of waiting members would itself saturate the
    loop. The polling only delays the member, never the measured timestamps."""
    delay, end = 0.001, time.perf_counter() + timeout
    while it.callback is None:
        if it.errors or time.perf_counter() > end or (gone is not None and gone()):
            return False
        await asyncio.sleep(delay)
        delay = min(delay * 2, 0.05)
    return True


async def edited_after_defer(
    it: FakeInteraction, timeout: float = ANSWER_TIMEOUT
) -> FakeMessage | None:
    """After a deferred update (the bot acknowledged first, its database being slow): the
    message the bot then showed, the clicked one edited (``PATCH .../@original``) or a followup
    note; None if neither came within ``timeout``. Polled as :func:`answered`."""
    delay, end = 0.001, time.perf_counter() + timeout
    while True:
        if it.followups:
            return it.followups[0]
        if any(r.method == "PATCH" for r in it.requests) and it.original is not None:
            return it.original  # the fake applies the edit when the request arrives
        if it.errors or time.perf_counter() > end:
            return None
        await asyncio.sleep(delay)
        delay = min(delay * 2, 0.05)


def components_of(message: FakeMessage) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    stack = list(message.components)
    while stack:
        comp = stack.pop(0)
        out.append(comp)
        stack[0:0] = comp.get("components") or []
    return [c for c in out if "custom_id" in c]


def description(message: FakeMessage) -> str:
    return " ".join(str(e.get("description") or "") for e in message.embeds)


def version_of(message: FakeMessage) -> str | None:
    """The version a message's controls were drawn for (a hand's: "<deal>.<step>")."""
    for comp in components_of(message):
        parts = comp["custom_id"].split(":")
        if len(parts) == 5 and parts[0] == "gin":  # gin:<game>:<version>:<tag>:<action>
            return parts[2]
    return None


def table_shows(table: FakeMessage) -> tuple[str | None, set[int]]:
    """What the public table's latest version shows: the version its controls were drawn for
    (None: no controls, the game is not in play) and the users it names as the ones to act."""
    embeds = table.embeds
    text = str(embeds[0].get("description") or "") if embeds else ""
    return version_of(table), {int(found) for found in TURN.findall(text)}


def accept_of(message: FakeMessage) -> str | None:
    """The custom id of a challenge's Accept button (None: none, the game has started)."""
    return next((c for c in message.custom_ids() if c.endswith(":accept")), None)


def is_move(action: str) -> bool:
    return action in MOVE_ACTIONS or action.startswith(MOVE_PREFIXES)


# --- the fake, watched -------------------------------------------------------------------------


@dataclass
class SentSample:
    """One message edit the bot made, as the fake applied it: for the same-requests
    reference."""

    size: int  # the picture's bytes (0: none was sent)
    png: bytes | None
    filename: str
    alt: str  # the picture's description (its words for screen readers)
    embed: dict[str, Any]
    components: list[dict[str, Any]]


def sample_kind(source: str, message: FakeMessage) -> str | None:
    """Which of the gin bot's requests an edit is: "table" (the publisher's ``PATCH
    /channels/{cid}/messages/{mid}`` of a game's table), "hand" (a click answered by editing
    the member's private hand: ``POST .../callback`` type 7), or None."""
    # Known by their controls, in any language: a game's table offers Show my hand (and a
    # hand, Refresh); a finished one, none (not a sample of play).
    actions = {
        str(component.get("custom_id", "")).rpartition(":")[2]
        for row in message.components
        for component in row.get("components", [])
    }
    if source.startswith("PATCH /channels/") and "hand" in actions:
        return "table"
    if source == "callback 7" and "refresh" in actions:
        return "hand"
    return None


@dataclass
class RestCount:
    """The REST requests the fake served, counted as they came (its records are pruned)."""

    bot: int = 0  # with the bot's token: what Discord's global limit counts
    interaction: int = 0  # with an interaction's token (its callback, its webhook): exempt
    limited: int = 0  # answered 429
    peak: int = 0  # the most bot-token requests within one second (a sliding window)
    channel_bursts: int = 0  # channel message edits past DISCORD_CHANNEL_EDITS (not refused)
    over_global: int = 0  # bot-token requests Discord would refuse: past its global limit

    def since(self, before: RestCount) -> RestCount:
        """What came after ``before`` (the peak: since it was last reset)."""
        return RestCount(
            self.bot - before.bot,
            self.interaction - before.interaction,
            self.limited - before.limited,
            self.peak,
            self.channel_bursts - before.channel_bursts,
            self.over_global - before.over_global,
        )


HAND_TITLES = ("Your hand", "Knock with")  # the private messages that show a hand's picture
ANSWERS = ("callback 4", "callback 7", "followup")  # the fake's sources of an interaction's answer


@dataclass
class PicturesSent:
    """The pictures the fake received, as they came (its records are pruned): every table
    picture uploaded, by its :func:`digest` (to match the bot's drawings, ``PictureProbe``);
    the answers that show a member their hand, those sent without its picture (the bot waits
    ``bot.discord.answers.PICTURE_WAIT`` at most for it), and the edits that added it after."""

    tables: Counter[str] = field(default_factory=Counter)
    hand_answers: int = 0
    hand_answers_without: int = 0
    hand_pictures_added: int = 0  # a second request: an edit adding the picture an answer lacked

    def note(
        self, msg: FakeMessage, source: str, files: list[dict[str, Any]], *, pictured: bool
    ) -> None:
        """A message made or edited from ``source`` with ``files``; ``pictured``: it showed a
        hand's picture before."""
        names = {f["filename"]: f for f in files}
        table = names.get("table.png")
        if table is not None:
            self.tables[digest(table["data"])] += 1
        title = str(msg.embeds[0].get("title") or "") if msg.embeds else ""
        if not title.startswith(HAND_TITLES):
            return
        if source in ANSWERS:
            self.hand_answers += 1
            self.hand_answers_without += "hand.png" not in names
        elif source.startswith("PATCH webhook") and "hand.png" in names and not pictured:
            self.hand_pictures_added += 1


class WatchedFake(FakeDiscord):
    """The fake, plus what a member's Discord client is pushed: an event set whenever the fake
    applies an edit to a message someone watches (Discord sends MESSAGE_UPDATE to every client
    in the channel). Members use it to learn that the table changed without polling.

    It also counts the channel message edits (``PATCH /channels/...``: the table publisher's)
    and keeps what the bot sent in its table edits and its hand answers: every picture's size,
    and a few whole messages (a reservoir of SAMPLES_KEPT each) for the same-requests
    reference. And it counts the REST requests (:class:`RestCount`)."""

    def __init__(self) -> None:
        for name in ("_edit_message", "_new_message", "_handle"):
            if not callable(getattr(FakeDiscord, name, None)):
                raise RuntimeError(f"FakeDiscord.{name} is gone: update WatchedFake")
        super().__init__()
        self.rest = RestCount()
        self._bot_requests: deque[float] = deque()  # arrivals within the last second
        self._under_global: deque[float] = deque()  # those Discord would take, the last second
        self._channel_edits: dict[str, deque[float]] = {}  # channel -> its edits' arrivals
        self.watchers: dict[int, asyncio.Event] = {}
        # Edits seen per watched message (its versions are pruned: they can't be counted).
        self.edits: Counter[int] = Counter()
        # Of those, edits that left its controls at the version they showed: nothing new.
        self.repeats: Counter[int] = Counter()
        self.channel_edits = 0  # PATCH /channels/{cid}/messages/{mid} applied
        self.sent: dict[str, list[int]] = {"table": [], "hand": []}  # picture sizes (0: none)
        self.samples: dict[str, list[SentSample]] = {"table": [], "hand": []}
        self._sample_rng = random.Random(0)
        self.pictures = PicturesSent()

    def reset_peak(self) -> None:
        self.rest.peak = 0
        self._bot_requests.clear()

    async def _handle(self, request: web.Request) -> web.Response:
        with_token = request.headers.get("Authorization", "").startswith("Bot ")
        if with_token:
            now, window = time.perf_counter(), self._bot_requests
            window.append(now)
            while now - window[0] >= 1.0:
                window.popleft()
            self.rest.peak = max(self.rest.peak, len(window))
            # As Discord counts (and the fake, with global_limit set): past the limit a request
            # is refused and counts for nothing.
            taken = self._under_global
            while taken and now - taken[0] >= 1.0:
                taken.popleft()
            if len(taken) >= DISCORD_GLOBAL_LIMIT:
                self.rest.over_global += 1
            else:
                taken.append(now)
            edited = CHANNEL_EDIT.fullmatch(request.path)
            if request.method == "PATCH" and edited is not None:
                count, per = DISCORD_CHANNEL_EDITS
                edits = self._channel_edits.setdefault(edited.group(1), deque())
                edits.append(now)
                while now - edits[0] >= per:
                    edits.popleft()
                self.rest.channel_bursts += len(edits) > count
        response = await super()._handle(request)
        if with_token:
            self.rest.bot += 1
        else:
            self.rest.interaction += 1
        if response.status == 429:
            self.rest.limited += 1
        return response

    def _new_message(self, *args: Any, **kwargs: Any) -> FakeMessage:
        msg = super()._new_message(*args, **kwargs)
        source = str(args[3] if len(args) > 3 else kwargs.get("source", ""))
        self.pictures.note(msg, source, kwargs.get("files") or [], pictured=False)
        return msg

    def _edit_message(self, msg: FakeMessage, *args: Any, **kwargs: Any) -> None:
        event = self.watchers.get(msg.id)
        before = version_of(msg) if event is not None else None
        pictured = any(a["filename"] == "hand.png" for a in msg.latest.attachments)
        super()._edit_message(msg, *args, **kwargs)
        self.pictures.note(
            msg,
            str(args[1] if len(args) > 1 else kwargs.get("source", "")),
            kwargs.get("files") or [],
            pictured=pictured,
        )
        if event is not None:
            self.edits[msg.id] += 1
            if before is not None and version_of(msg) == before:
                self.repeats[msg.id] += 1
            event.set()
        source = str(args[1] if len(args) > 1 else kwargs.get("source", ""))
        if source.startswith("PATCH /channels/"):
            self.channel_edits += 1
        kind = sample_kind(source, msg)
        if kind is not None:
            self._keep(kind, msg, kwargs.get("files") or [])

    def _keep(self, kind: str, msg: FakeMessage, files: list[dict[str, Any]]) -> None:
        """Note the picture's size; keep the message in the reservoir now and then."""
        picture = next((f for f in files if f["filename"].endswith(".png")), None)
        size = picture["size"] if picture is not None else 0
        seen = self.sent[kind]
        seen.append(size)
        kept = self.samples[kind]
        slot = len(kept) if len(kept) < SAMPLES_KEPT else self._sample_rng.randrange(len(seen))
        if slot >= SAMPLES_KEPT:
            return
        attachment = next(
            (a for a in msg.latest.attachments if picture and a["filename"] == picture["filename"]),
            {},
        )
        sample = SentSample(
            size,
            picture["data"] if picture is not None else None,
            picture["filename"] if picture is not None else "",
            str(attachment.get("description") or ""),
            json.loads(json.dumps(msg.embeds[0])),
            json.loads(json.dumps(msg.components)),
        )
        if slot == len(kept):
            kept.append(sample)
        else:
            kept[slot] = sample

    def sample(self) -> dict[str, Any]:
        """For the same-requests reference: of each kind, the kept message whose picture is
        nearest the median size of all those sent (the embed, the rows, the PNG)."""
        out: dict[str, Any] = {}
        for kind, kept in self.samples.items():
            if not kept:
                raise RuntimeError(f"no {kind} message of the gin bot's was seen to copy")
            median = sorted(self.sent[kind])[len(self.sent[kind]) // 2]
            best = min(kept, key=lambda s: abs(s.size - median))
            out[kind] = {
                "embed": best.embed,
                "components": best.components,
                "png": base64.b64encode(best.png).decode() if best.png is not None else None,
                "filename": best.filename,
                "alt": best.alt,
                "size": best.size,
                "median": median,
                "sent": len(self.sent[kind]),
            }
        return out
