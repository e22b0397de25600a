"""Benchmark of the controls' tags (a script, not a test).

    python bench/tags.py [--rounds N] [--tags N] [--game on|off] [--games N] [--seconds S]

Every id the bot writes carries a tag, 64 bits of HMAC-SHA256 over the member and the id, in
base64url (``ControlKey`` in ``bot/discord/controls.py``); every control drawn makes one and
every click checks one. This script measures what a tag costs, in four parts.

Ways of computing one, alone: each is run over ``--tags`` tags of eight ids a hand and a table
carry, ``--rounds`` times, the ways in turn, and shown as the median time per tag and tags per
second; the same tags as today's or not, checked on those ids:

- ``hmac.digest`` one-shot, as the release before issue 31 did ("today");
- an HMAC object keyed once and copied for each tag (same tags);
- the inner and outer SHA-256 states keyed once, both copied for each tag (same tags: RFC 2104
  by hand): what ``ControlKey`` does now;
- keyed BLAKE2b with an 8-byte digest, one-shot and keyed once (other tags: the ids on posted
  messages would need the HMAC check too);
- the steps around the hash (the message's bytes, the base64url of the 8 bytes), a whole
  ``ControlKey.tag`` with today's hash and with the key's, ``read_click`` of a hand's id (the
  click check), and a cache of tags by (id, member): what a hit and a miss cost.

The GIL: CPython's ``hmac.digest`` lets go of the GIL on every call, however short the message
(``Modules/_hashopenssl.c``), and in the bot the database's thread waits for it whenever a
query's result is ready: it runs, and the event loop waits for its turn back. Each way is run
5000 times beside a thread that runs only when the GIL is let go (the switch interval set to
60 s, so that no switch is forced), and the times that thread ran are shown (a loaded machine
wakes it less often: a count above 0 is what matters).

A real game (``--game on``, the default): ``bench/load.py --same-process`` at a small load
(``--games``, ``--seconds``; no games against the computer), run twice in child processes of
this script, once with today's tag and once with the key's, each counting in the bot: the tags
drawn and checked per click (a click is a component interaction the bot's router received;
the tags drawn include the challenges' and those of the run's final check, a table per game),
the checks per click (one is the goal), how often a tag was made again for an (id, member) it
had already tagged (the most a cache could have served: its figure below weighs that against
a hit's and a miss's cost), and the wall time per tag in the event loop's thread
(``perf_counter`` around each: a hand-over of the GIL shows here, and so does a busy machine).
The games of the two runs are the same (same seed), not their timing.

The last line reads ``goal: ... -> MET`` (or ``NOT MET``): the same tags as today (old
messages' controls keep working, nothing weakened), a tag at least 1.5x as many per second as
today's alone, no hand-over of the GIL, and (with the game) one check per click.
"""

from __future__ import annotations

import argparse
import binascii
import contextlib
import hashlib
import hmac
import io
import json
import os
import platform
import ssl
import statistics
import subprocess
import sys
import time
from collections import Counter, OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import _repo  # noqa: F401  (the repository on the import path)
import discord
from common import add_quick, goal_line, verdict

from bot.discord.controls import TAG_BYTES, TAG_LENGTH, ControlKey, read_click
from tests.support.gil import hand_overs

SECRET = bytes(range(32))  # the bot's key is 32 random bytes, made at its first start
MEMBER = 1_577_268_893_167_124_482
# Ids as a hand (its member's) and a table (anyone's) carry them.
IDS = [
    *((f"gin:1234567:12.34:{action}", MEMBER) for action in ("draw", "discard", "knock")),
    ("gin:1234567:12.34:refresh", MEMBER),
    *((f"gin:1234567:57:{action}", 0) for action in ("hand", "rules", "moves", "resign")),
]
MESSAGES = [f"{scope}\n{body}".encode() for body, scope in IDS]
GOAL_SPEED = 1.5
_URL_SAFE = bytes.maketrans(b"+/", b"-_")
CACHE_SIZE = 4096


def base64url(mac: bytes) -> str:
    return (
        binascii.b2a_base64(mac[:TAG_BYTES], newline=False)[:TAG_LENGTH]
        .translate(_URL_SAFE)
        .decode()
    )


class TodaysKey(ControlKey):
    """``ControlKey`` with the tag as the release before issue 31 made it."""

    def __init__(self, secret: bytes) -> None:
        super().__init__(secret)
        self._secret = secret

    def tag(self, body: str, scope: int) -> str:
        return base64url(hmac.digest(self._secret, f"{scope}\n{body}".encode(), "sha256"))


# -- the ways of hashing a message ----------------------------------------------------------


def one_shot_hmac() -> Callable[[bytes], bytes]:
    def mac(message: bytes) -> bytes:
        return hmac.digest(SECRET, message, "sha256")[:TAG_BYTES]

    return mac


def copied_hmac() -> Callable[[bytes], bytes]:
    keyed = hmac.new(SECRET, digestmod=hashlib.sha256)

    def mac(message: bytes) -> bytes:
        h = keyed.copy()
        h.update(message)
        return h.digest()[:TAG_BYTES]

    return mac


def copied_sha256_states() -> Callable[[bytes], bytes]:
    block = SECRET.ljust(64, b"\0")  # (a key over 64 bytes would be hashed first)
    inner = hashlib.sha256(bytes(b ^ 0x36 for b in block))
    outer = hashlib.sha256(bytes(b ^ 0x5C for b in block))

    def mac(message: bytes) -> bytes:
        i = inner.copy()
        i.update(message)
        o = outer.copy()
        o.update(i.digest())
        return o.digest()[:TAG_BYTES]

    return mac


def one_shot_blake2b() -> Callable[[bytes], bytes]:
    def mac(message: bytes) -> bytes:
        return hashlib.blake2b(message, key=SECRET, digest_size=TAG_BYTES).digest()

    return mac


def copied_blake2b() -> Callable[[bytes], bytes]:
    keyed = hashlib.blake2b(key=SECRET, digest_size=TAG_BYTES)

    def mac(message: bytes) -> bytes:
        h = keyed.copy()
        h.update(message)
        return h.digest()

    return mac


HASHES: dict[str, Callable[[], Callable[[bytes], bytes]]] = {
    "hmac.digest, one-shot (today)": one_shot_hmac,
    "HMAC object keyed once, copied": copied_hmac,
    "SHA-256 inner+outer keyed (now)": copied_sha256_states,
    "BLAKE2b keyed, one-shot": one_shot_blake2b,
    "BLAKE2b keyed once, copied": copied_blake2b,
}


def over_messages(mac: Callable[[bytes], bytes]) -> Callable[[int], object]:
    """The ``i``-th call hashes the messages of the ids in turn."""
    return lambda i: mac(MESSAGES[i % len(MESSAGES)])


# -- timing ---------------------------------------------------------------------------------


def per_call(work: Callable[[int], object], count: int) -> float:
    """CPU seconds of this thread per call of ``work(i)`` over ``count`` calls (CPU time, not
    wall time: the other processes of a shared machine then weigh on it much less)."""
    start = time.thread_time()
    for i in range(count):
        work(i)
    return (time.thread_time() - start) / count


def timed(ways: dict[str, Callable[[int], object]], count: int, rounds: int) -> dict[str, float]:
    """The median seconds per call of each way, the ways run in turn (a round each), so that
    the machine's load weighs on all of them alike."""
    times: dict[str, list[float]] = {name: [] for name in ways}
    names = list(ways)
    for r in range(rounds):
        for name in names[r % len(names) :] + names[: r % len(names)]:
            times[name].append(per_call(ways[name], count))
    return {name: statistics.median(values) for name, values in times.items()}


# -- a real game ------------------------------------------------------------------------------


@dataclass
class Counts:
    """What the bot's key and router saw in one game."""

    clicks: int = 0
    drawn: int = 0
    checked: int = 0
    made: Counter[tuple[str, int]] = field(default_factory=Counter)
    seconds: list[float] = field(default_factory=list)


COUNTS = Counts()


class CountingKey(ControlKey):
    """The bot's key, counting; with ``today`` set, tagging as the release before issue 31."""

    today = False

    def __init__(self, secret: bytes) -> None:
        super().__init__(secret)
        self._todays = TodaysKey(secret)

    def tag(self, body: str, scope: int) -> str:
        start = time.perf_counter()
        text = self._todays.tag(body, scope) if self.today else super().tag(body, scope)
        COUNTS.seconds.append(time.perf_counter() - start)
        COUNTS.made[(body, scope)] += 1
        return text

    def seal(self, body: str, scope: int) -> str:
        COUNTS.drawn += 1
        return super().seal(body, scope)

    def opens(self, body: str, tag: str, scope: int) -> bool:
        COUNTS.checked += 1
        return super().opens(body, tag, scope)


def game_child(variant: str, load_args: list[str]) -> int:
    """Run one game of bench/load.py in this process with ``variant``'s tag, counting; print
    the counts as one JSON line."""
    import load  # bench/load.py (heavy: only here)

    from bot.discord import composition
    from bot.discord.components import ClickRouter

    class CountingRouter(ClickRouter):
        async def dispatch(
            self, interaction: discord.Interaction, custom_id: str, values: Sequence[str]
        ) -> None:
            COUNTS.clicks += 1
            await super().dispatch(interaction, custom_id, values)

    CountingKey.today = variant == "today"
    # The composition makes the bot's key and router: these stand in for them.
    setattr(composition, "ControlKey", CountingKey)  # noqa: B010
    setattr(composition, "ClickRouter", CountingRouter)  # noqa: B010
    output = io.StringIO()  # load.py's own report: only its play line is shown
    with contextlib.redirect_stdout(output):
        load.main(load.parse_args([*load_args, "--same-process"]))
    played = next((line for line in output.getvalue().splitlines() if line.startswith("play")), "")
    seconds, made = COUNTS.seconds, COUNTS.made
    ordered = sorted(seconds)
    print(
        json.dumps(
            {
                "play": played,
                "clicks": COUNTS.clicks,
                "drawn": COUNTS.drawn,
                "checked": COUNTS.checked,
                "tags": sum(made.values()),
                "distinct": len(made),
                "us_mean": 1e6 * sum(seconds) / max(1, len(seconds)),
                "us_p50": 1e6 * ordered[len(ordered) // 2] if ordered else 0.0,
                "us_p99": 1e6 * ordered[int(len(ordered) * 0.99)] if ordered else 0.0,
            }
        )
    )
    return 0


def run_game(variant: str, load_args: list[str]) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, __file__, "--game-child", variant, "--", *load_args],
        capture_output=True,
        text=True,
        check=False,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        sys.stderr.write(done.stdout[-3000:] + done.stderr[-3000:])
        raise SystemExit(f"the game with {variant}'s tag failed (exit {done.returncode})")
    result: dict[str, Any] = json.loads(lines[-1])
    return result


# -- the report -------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=7, help="rounds of each way (default 7)")
    parser.add_argument("--tags", type=int, default=20_000, help="tags per round (default 20000)")
    parser.add_argument("--game", choices=("on", "off"), default="on")
    parser.add_argument("--games", type=int, default=20, help="the game's load (default 20)")
    parser.add_argument("--seconds", type=float, default=20.0, help="its play (default 20 s)")
    parser.add_argument("--game-child", choices=("today", "now"), help=argparse.SUPPRESS)
    given = add_quick(parser, argv, rounds=1, tags=500, games=2, seconds=3.0)
    args, rest = parser.parse_known_args(given)
    if args.game_child:
        return game_child(args.game_child, [a for a in rest if a != "--"])
    if args.rounds < 1 or args.tags < 1 or args.games < 1 or args.seconds <= 0:
        parser.error("--rounds, --tags and --games must be >= 1, --seconds > 0")
    print(
        f"bench/tags.py: python {platform.python_version()}, OpenSSL "
        f"{ssl.OPENSSL_VERSION.split()[1]}, {platform.system()} "
        f"{platform.machine()}, CPUs {os.cpu_count()}, load average "
        f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}"
    )
    print(f"{args.tags:,} tags per round over {len(IDS)} ids, {args.rounds} rounds, medians\n")

    n = len(MESSAGES)
    hashes = {name: make() for name, make in HASHES.items()}
    reference = [hashes["hmac.digest, one-shot (today)"](m) for m in MESSAGES]
    same = {name: [mac(m) for m in MESSAGES] == reference for name, mac in hashes.items()}
    hash_times = timed(
        {name: over_messages(mac) for name, mac in hashes.items()},
        args.tags,
        args.rounds,
    )
    today_key, key = TodaysKey(SECRET), ControlKey(SECRET)
    sealed = key.seal(*IDS[1])
    assert [today_key.tag(b, s) for b, s in IDS] == [key.tag(b, s) for b, s in IDS]
    cache: OrderedDict[tuple[str, int], str] = OrderedDict((ident, "x") for ident in IDS)
    keys = [(f"gin:{i}:1:draw", MEMBER) for i in range(args.tags)]

    def cache_miss(i: int) -> None:
        ident = keys[i]
        if cache.get(ident) is None:
            cache[ident] = "x"
            if len(cache) > CACHE_SIZE:
                cache.popitem(last=False)

    steps = timed(
        {
            "the message's bytes": lambda i: f"{IDS[i % n][1]}\n{IDS[i % n][0]}".encode(),
            "base64url of 8 bytes": lambda i: base64url(MESSAGES[i % n]),
            "ControlKey.tag, today's hash": lambda i: today_key.tag(*IDS[i % n]),
            "ControlKey.tag, now": lambda i: key.tag(*IDS[i % n]),
            "read_click of a hand's id, today": lambda i: read_click(
                sealed, ["7H"], MEMBER, today_key
            ),
            "read_click of a hand's id, now": lambda i: read_click(sealed, ["7H"], MEMBER, key),
            "a cache by (id, member): a hit": lambda i: cache.get(IDS[i % n]),
            "a cache by (id, member): a miss": cache_miss,
        },
        args.tags,
        args.rounds,
    )
    given_over = {
        "ControlKey.tag, today's hash": hand_overs(lambda i: today_key.tag(*IDS[i % n])),
        "ControlKey.tag, now": hand_overs(lambda i: key.tag(*IDS[i % n])),
        "read_click, today": hand_overs(lambda i: read_click(sealed, [], MEMBER, today_key)),
        "read_click, now": hand_overs(lambda i: read_click(sealed, [], MEMBER, key)),
    }

    today_us = 1e6 * hash_times["hmac.digest, one-shot (today)"]
    print(f"{'the hash of one tag':34} {'us/tag':>7} {'tags/s':>11} {'vs today':>9}  same tags")
    for name, seconds in hash_times.items():
        us = 1e6 * seconds
        print(
            f"  {name:32} {us:7.3f} {1 / seconds:11,.0f} {today_us / us:8.2f}x  "
            f"{'yes' if same[name] else 'no'}"
        )
    print(f"\n{'steps and whole calls':34} {'us/call':>7} {'calls/s':>11}")
    for name, seconds in steps.items():
        print(f"  {name:32} {1e6 * seconds:7.3f} {1 / seconds:11,.0f}")
    print("\nthe GIL let go, 5000 calls beside a thread that waits for it (times it ran)")
    for name, times in given_over.items():
        print(f"  {name:32} {times:7}")

    tag_today, tag_now = steps["ControlKey.tag, today's hash"], steps["ControlKey.tag, now"]
    speed = tag_today / tag_now
    goals = [
        ("the same tags as today", "yes" if same["SHA-256 inner+outer keyed (now)"] else "no"),
        (
            f"a tag at least {GOAL_SPEED}x as many per second as today's alone",
            f"{1 / tag_now:,.0f}/s against {1 / tag_today:,.0f}/s = {speed:.2f}x",
        ),
        (
            "no hand-over of the GIL (tags, read_click)",
            f"{given_over['ControlKey.tag, now']}, {given_over['read_click, now']}",
        ),
    ]
    met = [
        same["SHA-256 inner+outer keyed (now)"],
        speed >= GOAL_SPEED,
        given_over["ControlKey.tag, now"] == 0 and given_over["read_click, now"] == 0,
    ]

    if args.game == "on":
        load_args = ["--games", str(args.games), "--seconds", str(args.seconds)]
        load_args += ["--computer-games", "0", "--ref-seconds", "2"]
        print(f"\na real game: bench/load.py --same-process {' '.join(load_args)}, twice")
        games = {variant: run_game(variant, load_args) for variant in ("today", "now")}
        print(
            f"{'':10} {'clicks':>7} {'drawn':>7} {'checked':>7} {'tags':>7} {'repeat':>7} "
            f"{'us/tag':>7} {'p50':>6} {'p99':>6}  per click: drawn, checked"
        )
        for variant, g in games.items():
            per = max(1, g["clicks"])
            print(
                f"  {variant:8} {g['clicks']:7,} {g['drawn']:7,} {g['checked']:7,} "
                f"{g['tags']:7,} {1 - g['distinct'] / max(1, g['tags']):7.1%} "
                f"{g['us_mean']:7.2f} {g['us_p50']:6.2f} {g['us_p99']:6.2f}  "
                f"{g['drawn'] / per:.2f}, {g['checked'] / per:.2f}   ({g['play'][:60]})"
            )
        now = games["now"]
        per_click = now["tags"] / max(1, now["clicks"])
        print(
            f"\nper click: {per_click:.2f} tags; alone {1e6 * tag_today * per_click:.1f} us "
            f"today, {1e6 * tag_now * per_click:.1f} us now (saves "
            f"{1e6 * (tag_today - tag_now) * per_click:.1f} us); in the game "
            f"{games['today']['us_mean'] * per_click:.1f} us today, "
            f"{now['us_mean'] * per_click:.1f} us now"
        )
        repeat = 1 - now["distinct"] / max(1, now["tags"])
        hit, miss = (
            steps["a cache by (id, member): a hit"],
            steps["a cache by (id, member): a miss"],
        )
        cached = repeat * hit + (1 - repeat) * (miss + tag_now)
        print(
            f"a cache by (id, member) serving at most {repeat:.0%} of them: "
            f"{1e6 * cached:.3f} us per tag against {1e6 * tag_now:.3f} without"
        )
        checks = now["checked"] / max(1, now["clicks"])
        goals.append(("one check per click", f"{checks:.2f}"))
        met.append(now["checked"] == now["clicks"] > 0)

    parts = [
        f"{what} [{value}: {verdict(ok)}]" for (what, value), ok in zip(goals, met, strict=True)
    ]
    print("\n" + goal_line("; ".join(parts), all(met)))
    return 0 if all(met) else 1


if __name__ == "__main__":
    sys.exit(main())
