"""Load benchmark of the whole bot through the fake Discord (a script, not a test).

    python bench/load.py [--games N] [--moves M] [--seconds T] [--think S] [--seed K]
                         [--computer-games K] [--computer-level L] [--computer-pause S]
                         [--ref-seconds R] [--same-process] [--keep-records] [--tracemalloc]
                         [--profile [FILE]] [--pictures on|off] [--busy N|all]
                         [--discord-limits on|off] [--locales]
    python bench/load.py --processes 1|2 [--store sqlite|postgres] [--repeat N]
                         [--scaled-load auto|on|off] [the load's options above]
    python bench/load.py --kill-one [--repeat N] [--warmup S] [--window S] [--downtime S]
                         [--games N] [--think S] [--mix W,W,W] [--pictures on|off] [--seed K]
    python bench/load.py --metrics compare [--repeat N] [--store sqlite|postgres]
                         [the load's options above]

Processes. As in production, the bot has a process of its own. This script (the "bench
process") runs, in one asyncio loop, the fake Discord (``tests/support/fakediscord``) on
127.0.0.1 and 2*N scripted members; it starts ``bench/load_bot.py`` (the "bot process"),
which points discord.py at the fake's port (``discord.http.Route.BASE`` and
``DiscordWebSocket.DEFAULT_GATEWAY``), calls ``bot.discord.client.tune_garbage_collector()`` as
``python -m bot`` does and runs one real ``GinBot`` (SQLite in a temporary directory, opened by
the bot as in production; seeded deals; timers parked) until told to stop, then closes it (the
store flushes) and reports what it measured in its own process. The two talk only through the
fake's HTTP and websocket, plus the child's stdin and stdout (ready, play, stop, report). Every
child is ended in a ``finally`` (stop and wait, then SIGTERM, then SIGKILL, each with a
timeout), a child also stops when its stdin closes, and the bench kills what is left when it
exits, so the script always ends by itself and leaves no process behind. With 2 CPUs the bot
and the bench each get a core; the computer's worker (a process the bot spawns for its thinks)
takes its share from them. ``--same-process`` runs the bot (and the echo bot) inside the
bench's process and loop instead, as this script used to: the bot's figures then include the
fake's and the members' CPU time and garbage-collector pauses.

The play. Each pair of members gets its own channel: one runs ``/gin challenge``, the other
clicks Accept (the set-up: at most 16 at a time, reported apart). Then every game is played at
once. Each member opens its hand with the table's "Show my hand" button (unanswered, it clicks
again: at most 3 tries, each counted) and from then on acts only on what Discord shows it. Its
ephemeral hand message: gin if offered, else knock (the knock select's first card, then "Knock
with ..."), else draw from the stock (pass on the first upcard), then discard the discard
select's first card (the bot lists the best first). When its hand shows nothing but
"Refresh", the member waits for its turn on the game's public table
message: its latest version names the player to act (the embed's description starts with
"**<@USER_ID>** to play") and carries the table's version in its controls' custom_ids. The
member waits for a table at least as new as its hand that names it, then clicks Refresh; a table
without controls means the game is over. It is woken when the fake applies an edit to that
message, as a Discord client is pushed MESSAGE_UPDATE, and it checks again every 0.25 s. Nobody
reads the bot's memory. Before every interaction a member thinks for a uniformly random 0..2*S
seconds (``--think``, mean S; 0 is a closed loop at full speed, which measures saturation, not
latency). A game stops after M acknowledged moves, at its end, or after T seconds; then the run
waits for answers in flight and for the fake to fall quiet (the table publisher done). When the
bot's save takes over 2 s its cog acknowledges the click first (a deferred update) and edits the
hand after: the deferral is the acknowledgement timed, and the move counts as acknowledged once
the hand shows it (a loaded machine makes such answers; they used to be taken for refusals).

Games against the computer. With ``--computer-games K`` (default 50, level
``--computer-level``, default hard) the gin run is done twice, each time with a fresh fake, bot
process and database and the same seed: phase 1 plays the human games alone, phase 2 the same
human games with K games of a member against the computer beside them, and the human games'
figures of the two are shown side by side. Two phases and not two windows of one run: the same
games on the same harness a minute apart compare like with like, where a window before the
computer games start would differ in the games' stage (start-up, hands opened) as well. The
price is a second gin run (about a minute more). ``--computer-games 0`` runs one phase without
them, as this script did before. In phase 2 each of the K members has its own channel, runs
``/gin practice level:<L>`` there (in the set-up, after the human games' challenges), opens its
hand from the table and plays it with the same policy and think time, but when its hand offers
no move (the computer's turn) it waits, as a member would, for the bot to bring the hand up to
date (the cog edits the response to the member's last click after each computer move), woken by
the edit; only if the table has named it for 2 s (HAND_GRACE) and the hand still offers nothing
does it click Refresh (counted). The computer's moves come from the bot alone: its pause
(``--computer-pause``, default the bot's 1.5 s), then its worker process. These games are not
capped at M moves: they run until the human games are over (or the time limit), beside them all
along; then the run waits (at most 30 s) for the computer to end the turn it is in, so that the
bot is not closed in the middle of it.

Measured:

- interactions and interactions/s in the play phase;
- acknowledgement latency: the fake stamps ``FakeInteraction.dispatched_at`` (perf_counter) just
  before it writes INTERACTION_CREATE to the gateway, and ``RecordedRequest.at`` when its handler
  starts on ``POST /interactions/{id}/{token}/callback``; the difference is the headline figure
  (p50/p90/p99/max, by kind of control). Both stamps are taken in the bench process, so a stall
  there (its collector, a burst of members) still adds to them, as a slow network would; a stall
  of the bot process is the bot's own. The fake's ``Callback.latency`` is stamped later, after it
  has validated and stored the answer, and is shown too; so is the p99 by 10 s of the play
  phase (by the time dispatched: a burst at the start shows apart from the steady state);
- moves committed, checked in the SQLite file after the bot has closed (after its process has
  exited), with ``Store.open`` on the same path, in every phase: for each game the stored
  version must be 1 (the accept) + the moves the bot acknowledged (an answer that edits the hand
  and is not the "out of date" note, in any language), up to the moves never answered; the
  ``deals`` rows must match the score sheet of the stored state; and the last table message the
  fake holds must be the stored state rendered by ``bot.discord.render.table.table_message``
  in its server's language (what the players last saw is what was saved). A game against the
  computer counts the computer's moves too,
  as the bot's process counted them (``ComputerProbe`` in ``bench/load_bot.py``: each call of
  ``TableService.act`` for the computer's seat that returned): 1 (the game is made and started
  at once) + the member's acknowledged moves + the computer's, up to the member's unanswered
  moves and the computer's calls cut short (cancelled when the bot closed);
- the games against the computer (phase 2), apart from the human games: the members' latencies
  as above; the computer's moves and its thinks, from the bot's probe: from the view sent to the
  worker process to the move back in the bot's loop, the worker's share of that (one worker,
  first in, first out: the answer minus the later of the submission and the previous answer)
  and the wait behind other games' thinks (the think that starts the worker is shown apart);
  the CPU of the bot's child processes over the play phase (the worker, the picture workers
  and multiprocessing's resource tracker, from /proc); the hand edits the bot made unasked,
  and of all the hand edits those that showed the version the hand already showed;
- per process (bot, bench): CPU time over the play phase (the bot's from ``/proc/PID/stat``, all
  threads), event-loop lag (overshoot of a 10 ms sleep), pauses of the garbage collector
  (``gc.callbacks``), peak RSS; the children's total CPU from ``RUSAGE_CHILDREN``; SQLite file
  size (+ -wal, -shm); with ``--tracemalloc`` the bench process's traced peak and what it holds
  at the end by code area (the bot's too with ``--same-process``; tracemalloc slows everything:
  its latencies are not comparable).

With the bot in its own process, the bench process turns its own garbage collector off over each
measured window (the echo reference, the play phase) and runs one full collection after it: its
pauses (up to ~100 ms) would only be added to the stamps, and the fake and the members make next
to no cyclic garbage (the note printed says how much that collection freed). With
``--same-process`` the collector stays on: the bot's garbage lives in the same heap.

The fake keeps every request, gateway frame, interaction payload and message version for tests
to read. Nobody reads them here, and in production they would live in Discord; left to grow they
add hundreds of MiB, and the collector's full passes over that heap stall the bench's loop for up
to a second. So by default the run prunes them every second (``RecordPruner``);
``--keep-records`` turns that off.

References, measured in the same run and printed next to the bot's figures (1 and 2 first):

1. a minimal discord.py bot behind a fresh fake, in its own process by the same mechanism (in
   the bench's with ``--same-process``): as many members as games, each clicking a button on its
   own ephemeral message that the bot answers with ``edit_message`` (the next button), with the
   same think time, for R seconds: the floor set by the fake, discord.py and the process layout
   at this load;
2. ``TableService.act`` alone (no Discord, in the bench process), one call after another on 50
   games, on a SQLite file opened like the bot's (WAL, synchronous=FULL), then with
   synchronous=NORMAL;
3. the same-requests reference, right after the human games alone (phase 1; with
   ``--computer-games 0`` after the one gin run): ``bench/load_bot.py``'s ``SameRequestsBot``
   in its own process (in the bench's with ``--same-process``), behind a fresh fake, makes for
   each click the requests a gin move makes and nothing else: its answer edits the member's
   private message (``POST .../callback``, type 7, with the hand's PNG) and it then edits a
   public "table" message in the member's channel (``PATCH /channels/{cid}/messages/{mid}``,
   multipart, with the table's PNG). The embeds, rows of controls and PNG bytes are the gin
   bot's own, as the fake received them in phase 1 (``WatchedFake`` keeps a reservoir of
   them; the picture nearest the median size of each kind is sent), the rows sent as plain
   rows and the files as one buffer as the gin bot does. As many clicks as the gin bot's play
   interactions in phase 1, by as many members as played there, each member's at random times
   over the same play seconds (same rate: a second's fixed costs weigh the same per click).
   Its CPU per click (the bot process's own, from /proc over the clicks) is set beside the gin
   bot's CPU per play interaction in phase 1 (its process's own over the play window: the
   picture and computer workers are not counted). A gin view (Show my hand, Refresh) edits no
   table, so per interaction the reference sends more than the gin bot does.

Pictures. By default the server draws the hands and the table as pictures (the ``pictures``
setting, on unless an admin turns it off): every hand answer and table edit then uploads a PNG,
and the check above also compares the table message's file with the stored state's picture.
``--pictures off`` turns the setting off first (the owner runs ``/gin-admin settings
pictures:False``), for the figures without them.

The bot also times the pictures it asks of its picture workers (``PictureProbe`` in
``bench/load_bot.py``), printed per phase for the set-up and the play: a click's answer waits
for its hand's picture, and the Accept that starts a game for the table's. The probe also
notes each picture a worker drew, by a digest of its PNG, and the fake each picture it
received (``PicturesSent``): per phase, the table pictures drawn, those sent (each upload) and
those drawn that no upload carried (work thrown away: the goal is none); and the answers that
show a member their hand, those sent without its picture (not drawn within the answer's wait,
``bot.discord.answers.PICTURE_WAIT``) and the edits that added it after, a second request.

How stale the tables get. The bot paces every request with its own token below Discord's global
limit (``bot/discord/pacing.py``), the table edits behind everything else, so under load a table
shows a move a little later. ``TableProbe`` (``bench/load_bot.py``) times, for each state
committed in the play phase, its commit (the publisher handed the table) to the end of the table
edit that shows it or a newer state (Discord answered): p50, p90, p99 and max, per phase; the
layouts show p50 and p99 and name them beside the REST goal, its price.

A busy machine. ``--busy N`` (``all``: one per usable CPU) runs N processes spinning at nice 0
(``tests/support/busy.py``: the bot's own priority, as a neighbour's job would) beside the bench
for the whole run, from the first reference to the last phase; the bench starts them and ends
them, also when it fails. The figures are printed as in a quiet run.

``--profile [FILE]`` runs cProfile over the play phase in the bot's process (its main thread;
SQLite runs in aiosqlite's thread), writes the stats to FILE (default: a temporary file) and
prints the own time by code area and the top functions; with ``--same-process`` it profiles the
one shared process (phase 2 only). Profiled latencies (and CPU) are inflated.

The goals, every one in the last line, ``goal: <each goal [its figure: MET or NOT MET]> -> MET``
(or ``NOT MET``: MET when each is):

- quiet (no ``--busy``): p99 under 100 ms at 200 concurrent games; with computer games "with K
  computer games (L) beside them", its p99 the human games' interactions' in phase 2 (phase
  1's p99 is reference, not goal; the members playing the computer are shown apart);
- busy: p99 of all interactions of phase 2 (the human games' and the members' playing the
  computer) under 250 ms at 200 games with 50 computer games beside them;
- every acknowledged move committed, in both phases, the computer's moves included;
- no interaction unanswered (no callback within 10 s, or refused by the fake as late), in any
  phase, the set-up's challenges and accepts included (a member whose set-up click goes
  unanswered carries on as one would: the challenge posted, or the accept taken, all the same,
  else it tries again);
- the gin bot's CPU per click at most 2x the same-requests reference's;
- with computer games, the computer's moves within 2 s of its turn at p99: the bot's pause plus
  the p99 of its thinks (the view sent to the worker to the move back in the bot's loop);
- pictures on: no table picture drawn but never sent, in any phase (see "Pictures").

A run at fewer games (or, busy, fewer computer games) than the goal is stated for says so before
the verdict. Exit status 0 when every goal is met, else 1.

Layouts (``--processes``, ``--store``): instead of the run above (its references, phases and
goal line), the bot's layouts side by side, each a gin run of its own (a fresh fake, bots and
database; the same games and seed; no computer games unless ``--computer-games`` says so):

- ``--processes 2`` (PostgreSQL): one process on SQLite, one on PostgreSQL, two on PostgreSQL;
  ``--store postgres``: the first two; ``--processes 1 --store sqlite``: the first alone.
  ``--repeat N`` runs each N times, in turn, the order reversed every other round (a drift of
  a shared machine weighs on each alike); the goals take each layout's median.
- The servers: two, one on each of two shards (ids ``(GUILD_ORDINAL * 2 + n) << 22``; the
  fake sends a server's events and interactions to its shard's sessions only), the games dealt
  round them with their members and channels, so every layout has the same load. One process
  runs both shards; two processes run one each, as ``python -m bot run --shards 2 --cluster I
  --clusters 2`` (``bench/load_bot.py --shards 2 --cluster I --clusters 2``), each a child
  process of its own, started together; every layout waits for its bots' workers to have
  started before the set-up, and after the play for their last pictures and table edits.
- PostgreSQL: the machine's own server, started once for the run (``ThrowawayPostgres``, its
  folder on disk beside the SQLite file, fsync, synchronous_commit and full_page_writes on: as
  durable as the bot's SQLite, synchronous=FULL), a fresh database per gin run.
- CPU per interaction: user+sys over the play phase, from /proc, of each bot process, of its
  child processes (the picture workers, the computer's), and of the database server (the
  postmaster's whole tree, the backends gone included: their parent's cutime and cstime), per
  play interaction of the human games answered. The bench (the fake, the members) is not
  counted.
- REST: the fake counts every request, with the bot's token (what Discord's global limit of
  50 a second counts) or an interaction's (exempt), the most with the bot's token in one
  second, those past the global limit (counted as Discord does: a refused one counts for
  nothing), and the 429s. ``--discord-limits on`` has the fake refuse them too (its 429 says
  global, and discord.py holds every request while it lasts), as Discord does; off by
  default, so that the CPU and latencies are the bot's whole work. The bot paces itself below
  the limit (40 a second, each process its share), so neither should see one. A route's own
  limit (the 5 edits per 5 s of a channel's messages) is only counted: discord.py reads it
  from Discord's headers and waits, the fake sends none.

Their goals, each a line of its own at the end, ``goal: <goal> [<figures>] -> MET`` (or
``NOT MET``, or ``NOT MEASURED (<why>)``); exit status 1 if one is NOT MET:

- two processes' CPU per interaction, summed (the bot processes and their workers), at most
  1.1x one process's, both on PostgreSQL at the same load (with the database server: shown);
- at 1.5x the games where one process passes p99 100 ms, two processes keep p99 under 100 ms:
  with at least 4 usable CPUs (``--scaled-load auto``) a fourth layout, two processes at 1.5x
  ``--games``; with fewer, ``NOT MEASURED (needs 4 cores)`` (``--scaled-load on`` runs it all
  the same, its figures shown, the verdict still not measured);
- on one process, PostgreSQL's CPU per interaction (the bot and the database server) at most
  1.2x SQLite's (the bot alone: SQLite runs in its process), its p99 at most 10 ms worse;
- REST calls per acknowledged move, every layout, and no 429 at that load (none past Discord's
  global limit: the bot's pacing), with how stale the tables got beside it, its price;
- every acknowledged move committed, and no interaction unanswered, in every run.

The bot's metrics (``--metrics``): off by default, as a bot without ``GIN_METRICS_PORT``;
``on`` starts every bot process with it (a free port), its metrics read as a scrape every 15 s
(``bench/load_bot.py``). ``compare`` measures what they cost: a layouts run of one process
(``--store``, default SQLite) with the metrics off and with them on, in turn, ``--repeat``
times (default 5; the order reversed every other round), and for each round the ratio of the
bot process's own CPU per interaction, on over off (the workers, which count nothing, left
out). It prints the ratios, their median and spread, and ends with ``goal: metrics cost <= 3%
of the bot's CPU per interaction [...] -> MET`` (or ``NOT MET``): the median ratio at most
1.03.

One of two processes killed (``--kill-one``): the layouts' two processes (clusters 0 and 1 of
2, a shard each, their servers and games as above) on one PostgreSQL database (the same durable
throwaway server; a fresh fake, database and processes each round), under a steady load:
``--games`` (default 60, 30 a process: each bot well under a core, its CPU shown; ``--mix``
dealt in turn gives cluster 0 the heads-up and three-player tables and cluster 1 the heads-up
and four-player ones, so cluster 1 answers more), played to 1000 points so that none ends, and
not capped at ``--moves``. Each round:

1. ``--warmup`` seconds of play (default 20: the hands opened, the first burst over);
2. the minute before the kill (``--window``, default 60 s; shorter only for a quick try);
3. ``kill -9`` of cluster 1: SIGKILL to its process once a move of its members is in flight
   (waited for at most 5 s), so that it dies mid-game and mid-move. Its worker processes (the
   pictures', the resource tracker) end by themselves when their pipes to it close: checked at
   the restart, any still running is named and ended;
4. ``--downtime`` seconds down (default 8). A member of cluster 1 whose interaction went to
   the killed process alone (in flight at the kill, or sent while no process ran its shard)
   gets no answer (Discord's "This interaction failed"): counted apart, not as unanswered; it
   waits 1 s and goes on from a Refresh (a move the killed process had counts as one nobody
   knows the fate of);
5. the restart, within the minute after the kill (``--downtime`` of a minute or more: after
   it): a new process of cluster 1, the same command; it takes its shard's lease, loads its
   games, connects, redraws its tables;
6. the rest of the minute after the kill; then, at most 60 s after the restart, until every
   table of cluster 1 has made an acknowledged move. The play ends, the bots are stopped, the
   database is read.

Measured in each round: cluster 0's players' acknowledgement latency (dispatched -> callback,
as above) in the minute before the kill and the minute after, by the time each interaction was
dispatched: n, p50, p90, p99, max side by side, the difference, p99 by 10 s; cluster 1's, for
reference; cluster 1's return: its new process's time to ready, and for each of its tables,
from the exec, the first interaction answered and the first acknowledged move (the members'
pause and think included); the interactions the kill left unanswered; the CPU of each bot with
its workers, of the database server and of the bench over each minute (a share of one core,
from /proc), and what the rest of the machine used meanwhile (``/proc/stat``'s busy time less
ours: on a shared machine a neighbour's job moves a minute's p99 more than anything here, and
the restart's start-up, in the minute after, competes with cluster 0 for the same cores); and
every acknowledged move looked up in its stored game at the place it was made
(the game, the hand's version ``<deal>.<step>``, the move's notation: ``bench/acked_moves.py``,
the check ``bench/faults.py`` makes), beside the layouts' check of stored versions and tables.
``--repeat N`` runs N rounds; the rounds are shown side by side with their medians.

Its goal, the last line: ``goal: cluster 0's p99 in the minute after cluster 1's kill -9 within
20 ms of the minute before, its games resumed, no acknowledged move lost -> MET`` (or ``-> NOT
MET (<what failed>)``): the median over the rounds of p99 after less p99 before at most +20 ms
(a p99 lower after is no failure: the isolation is the point); in every round every table of
cluster 1 made an acknowledged move after the restart, within 60 s of it; no acknowledged move
lost in any round. Exit status 0 when met, 1 if not (2: no PostgreSQL server installed).
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import cProfile
import dataclasses
import gc
import json
import logging
import os
import platform
import pstats
import random
import re
import signal
import sys
import tempfile
import time
import tracemalloc
from collections import Counter, deque
from collections.abc import Awaitable, Callable, Coroutine, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# Run as a plain script from anywhere: the project is not installed and tests/ is not a package.
import _repo  # noqa: F401  (the repository on the import path)
import discord
from acked_moves import AckedMove, lost_moves
from aiohttp import web
from common import goal_line, parse_with_quick, percentile, verdict
from common.procs import (
    children_cpu_seconds,
    descendants_cpu,
    end_orphans,
    family_of,
    machine_busy_seconds,
    proc_cpu_seconds,
    tree_cpu_seconds,
)
from load_bot import (
    CLOSE_TIMEOUT,
    READY_TIMEOUT,
    ComputerProbe,
    EchoBot,
    GcWatch,
    LogCounter,
    LoopLag,
    ProbedGinBot,
    SameRequestsBot,
    cpu_seconds,
    digest,
    maxrss_bytes,
    ms,
)
from prometheus_client import CollectorRegistry

from bot.config import Config
from bot.discord.answers import PICTURE_WAIT
from bot.discord.client import tune_garbage_collector
from bot.discord.controls import ControlKey
from bot.discord.render.pictures import show_picture, table_scene
from bot.discord.render.table import table_message
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
from bot.engine.computer import Level
from bot.metrics import Metrics
from bot.model import GameStatus, shard_of
from bot.model.computer import computer_id
from bot.model.languages import LANGUAGES
from bot.pictures import drawing as pictures
from bot.service import COMPUTER_PAUSE, ChallengeRequest, ComputerRunner, Table, TableService
from bot.store.factory import open_store
from bot.store.sqlite import SqliteStore as Store
from bot.words import words
from tests.support.busy import all_cores, spinning
from tests.support.fakediscord import (
    FakeChannel,
    FakeDiscord,
    FakeGuild,
    FakeInteraction,
    FakeMessage,
    FakeUser,
    UserActionError,
    start_bot,
    stop_bot,
)
from tests.support.postgres import ThrowawayPostgres, database_name, find_binaries
from tests.support.store_reads import deals_of
from tests.support.tokens import bot_token

ROOT = Path(__file__).resolve().parents[1]
LOAD_BOT = Path(__file__).resolve().parent / "load_bot.py"
GOAL_P99 = 0.100  # seconds
GOAL_P99_BUSY = 0.250  # seconds, with --busy: every play interaction of phase 2
GOAL_GAMES = 200
GOAL_COMPUTER_GAMES = 50  # the busy goal's games against the computer beside them
GOAL_CPU_RATIO = 2.0  # the gin bot's CPU per click at most this many times the reference's
GOAL_COMPUTER_TURN = 2.0  # seconds from the computer's turn to its move, at p99 (issue 35)
SAMPLES_KEPT = 64  # messages kept per kind for the same-requests reference (a reservoir)
SETUP_CONCURRENCY = 16
ANSWER_TIMEOUT = 10.0  # seconds a member waits for an answer before counting it as lost
# The note a hand carries when a click was out of date, in every language the bot speaks.
STALE_NOTES = tuple(words(language)("refusal-stale-view") for language in LANGUAGES)
MOVE_ACTIONS = ("draw", "take", "pass", "discard", "gin", "biggin")
MOVE_PREFIXES = ("gin-", "knockgo-", "knockpick-")
# The table names who is to play in bold, in every language ("**<@1>** to play", "Vez de
# **<@1>**"); nothing else on it puts a member in bold.
TURN = re.compile(r"\*\*<@!?(\d+)>\*\*")
# --locales: the Discord languages the members and servers are given in turn (the six the bot
# speaks; es-419 for half the Spanish members, as Latin America's Discord says it).
LOCALES = ("en-US", "pt-BR", "es-ES", "fr", "de", "pl", "en-GB", "es-419")
CHANNEL_EDIT = re.compile(r"/api/v10/channels/(\d+)/messages/\d+")
FORMATS = ("heads-up", "three", "partnership")  # what --mix weighs: 2, 3 and 4 players
TICK_SECONDS = 24 * 3600.0  # the bot's timers, parked
HAND_TRIES = 3  # a member whose Show my hand goes unanswered clicks again, at most this often
HAND_GRACE = 2.0  # seconds a member playing the computer waits for its hand to be brought up
COMPUTER_SETTLE = 30.0  # seconds the run waits for the computer to finish its turns at the end
DEFERRED_UPDATE = 6  # callback type: acknowledged now, the clicked message edited after
# --processes / --store (the layouts run side by side):
GOAL_CLUSTER_CPU_RATIO = 1.1  # two processes' CPU per interaction, summed, at most this x one's
GOAL_METRICS_RATIO = 1.03  # --metrics compare: CPU per interaction with metrics at most this x
METRICS_ROUNDS = 5  # --metrics compare: rounds of the two runs (off, on; on, off; ...)
GOAL_POSTGRES_CPU_RATIO = 1.2  # PostgreSQL's (bot + server) at most this x SQLite's, one process
GOAL_POSTGRES_P99_WORSE = 0.010  # seconds: PostgreSQL's p99 at most this much over SQLite's
SCALED_LOAD = 1.5  # two processes at this x the games one process passes p99 at
SCALED_LOAD_CORES = 4  # two bots, their workers, the database and the bench need this many
LAYOUT_SHARDS = 2  # every layout's servers: one on each of two shards, half the games each
GUILD_ORDINAL = 20  # the layouts' servers' ids: (GUILD_ORDINAL * shards + n) << 22, shard n
SHARD_BITS = 22  # Discord routes a server to shard (id >> 22) % count
# Discord's global limit, enforced by the fake with --discord-limits on: 50 requests a second
# with the bot's token, whatever the route (interactions' callbacks and webhooks are exempt).
# discord.py can't see it coming: every request past it is a 429. A route's own limit, such as
# the commonly seen 5 edits per 5 s of one channel's messages, it reads from each answer's
# headers and waits for, never asking too early; the fake sends no such headers, so those
# edits are only counted (RestCount.channel_bursts), not refused.
DISCORD_GLOBAL_LIMIT = 50
DISCORD_CHANNEL_EDITS = (5, 5.0)
QUIET_CPU = 0.05  # a bot process tree using less than this share of a core is quiet
# The layouts' PostgreSQL is as durable as the bot's SQLite (synchronous=FULL), its files on the
# same disk as the SQLite file: ThrowawayPostgres's own settings are made for the tests' speed.
DURABLE_POSTGRES = {"fsync": "on", "synchronous_commit": "on", "full_page_writes": "on"}
# --kill-one: two processes on PostgreSQL, cluster 1 killed (SIGKILL) and restarted.
KILL_GAMES = 60  # the default load: 30 games a process, each well below a core (shown)
KILL_WARMUP = 20.0  # seconds of play before the minute before the kill
KILL_MINUTE = 60.0  # each measured window: the minute before the kill, the minute after
KILL_DOWNTIME = 8.0  # seconds from the kill to the restart (within the minute after)
KILL_AIM = 5.0  # seconds the kill waits, at most, for a move of cluster 1 to be in flight
KILLED = 1  # the cluster killed; cluster 0's players are the ones measured
KILL_TARGET = 1000  # the games' target (the most /gin challenge takes): none ends meanwhile
RESUME_LIMIT = 60.0  # seconds after the restart for every table of cluster 1 to move again
CUT_RETRY = 1.0  # seconds a member told "This interaction failed" waits before trying again
GOAL_KILL_P99_WORSE = 0.020  # cluster 0's p99 after the kill at most this much over before
CUT_KILLED = "in flight when its process was killed"
CUT_DOWN = "sent while its process was down"


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


def _accept_of(message: FakeMessage) -> str | None:
    """The custom id of a challenge's Accept button (None: none, the game has started)."""
    return next((c for c in message.custom_ids() if c.endswith(":accept")), None)


def is_move(action: str) -> bool:
    return action in MOVE_ACTIONS or action.startswith(MOVE_PREFIXES)


# --- the bot's process ------------------------------------------------------------------------

LIVE_CHILDREN: dict[int, asyncio.subprocess.Process] = {}  # pid -> process not yet reaped


@dataclass
class ProcStats:
    """What one process did over a measured window."""

    label: str
    seconds: float = 0.0
    cpu: float | None = None  # user + sys over the window
    lag: LoopLag = field(default_factory=LoopLag)
    gc: GcWatch = field(default_factory=GcWatch)
    maxrss: int | None = None
    gc_note: str = ""  # instead of the collector's pauses, when it was off
    _started: float | None = field(default=None, repr=False)
    _cpu_start: float = field(default=0.0, repr=False)
    _gc_off: bool = field(default=False, repr=False)

    def begin(self, gc_off: bool = False) -> None:
        """Start measuring this process; ``gc_off``: turn its collector off until ``end``."""
        self._started, self._cpu_start = time.perf_counter(), cpu_seconds()
        self.lag.start()
        self._gc_off = gc_off and gc.isenabled()
        if self._gc_off:
            gc.disable()
        else:
            self.gc.start()

    def end(self) -> None:
        """Stop measuring (safe to call twice); turn the collector back on if it was off."""
        if self._started is None:
            return
        self.seconds = time.perf_counter() - self._started
        self.cpu = cpu_seconds() - self._cpu_start
        self._started = None
        self.lag.stop()
        if self._gc_off:
            self._gc_off = False
            gc.enable()
            started = time.perf_counter()
            freed = gc.collect()
            self.gc_note = (
                f"off during the window; one full collection after it freed {freed:,} "
                f"objects in {ms(time.perf_counter() - started)} ms"
            )
        else:
            self.gc.stop()

    def gc_text(self) -> str:
        return self.gc_note or self.gc.summary()

    def cpu_text(self) -> str:
        if self.cpu is None:
            return f"{self.label} n/a"
        share = 100 * self.cpu / max(self.seconds, 1e-9)
        return f"{self.label} {self.cpu:.1f} s ({share:.0f}% of a core)"


class BotProcess:
    """A bot (``gin``, ``echo`` or ``same``) in a child process running ``bench/load_bot.py``.

    ``start`` returns once the bot is ready; ``stop`` asks it to close, waits for its report and
    its exit, and in any case leaves no process behind (SIGTERM, then SIGKILL). Call ``stop`` in
    a ``finally``."""

    def __init__(
        self,
        kind: str,
        fake: FakeDiscord,
        *,
        database: Path | str | None = None,
        seed: int = 1,
        profile: Path | None = None,
        computer_pause: float | None = None,
        sample: Path | None = None,
        cluster: tuple[int, int, int] | None = None,
        metrics: bool = False,
    ) -> None:
        """``cluster``: (shard count, cluster, clusters), as ``python -m bot run --shards N
        --cluster I --clusters K``; None: one connection, no sharding. ``metrics``: the bot's
        metrics on (GIN_METRICS_PORT set)."""
        self._made_with: tuple[tuple[str, FakeDiscord], dict[str, Any]] = (
            (kind, fake),
            {
                "database": database,
                "seed": seed,
                "profile": profile,
                "computer_pause": computer_pause,
                "sample": sample,
                "cluster": cluster,
                "metrics": metrics,
            },
        )
        self.kind = kind
        self.argv = [sys.executable, str(LOAD_BOT), "--port", str(fake.port), "--kind", kind]
        self.argv += ["--token", bot_token(fake.bot_user.id)]
        self.argv += ["--seed", str(seed), "--tick", str(TICK_SECONDS)]
        if computer_pause is not None:
            self.argv += ["--computer-pause", str(computer_pause)]
        if database is not None:
            self.argv += ["--database", str(database)]
        if profile is not None:
            self.argv += ["--profile", str(profile)]
        if sample is not None:
            self.argv += ["--sample", str(sample)]
        if cluster is not None:
            count, index, clusters = cluster
            self.argv += ["--shards", str(count), "--cluster", str(index)]
            self.argv += ["--clusters", str(clusters)]
        if metrics:
            self.argv += ["--metrics", "on"]
        self.proc: asyncio.subprocess.Process | None = None
        self.report: dict[str, Any] | None = None
        self.returncode: int | None = None
        self.total_cpu: float | None = None  # from RUSAGE_CHILDREN, once reaped
        self._children_cpu = 0.0
        self._window_cpu: float | None = None
        self._window_started = 0.0

    @property
    def pid(self) -> int | None:
        return None if self.proc is None else self.proc.pid

    async def start(self) -> None:
        self._children_cpu = children_cpu_seconds()
        self.proc = await asyncio.create_subprocess_exec(
            *self.argv,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            limit=2**26,  # the report is one long line
        )
        LIVE_CHILDREN[self.proc.pid] = self.proc
        try:
            message = await asyncio.wait_for(self._message(), READY_TIMEOUT + 5)
            if message is None or not message.get("ready"):
                raise RuntimeError(f"the {self.kind} bot process did not start: {message}")
        except BaseException:
            await self.stop()
            raise

    async def _message(self) -> dict[str, Any] | None:
        """The next JSON line from the child; None at the end of its stdout."""
        assert self.proc is not None and self.proc.stdout is not None
        while True:
            raw = await self.proc.stdout.readline()
            if not raw:
                return None
            with contextlib.suppress(ValueError):
                message = json.loads(raw)
                if isinstance(message, dict):
                    return message

    def cpu(self) -> float | None:
        return None if self.proc is None else proc_cpu_seconds(self.proc.pid)

    def again(self) -> BotProcess:
        """A new process of the same bot (its cluster, database, seed), not started: a
        restart."""
        args, options = self._made_with
        return BotProcess(*args, **options)

    async def kill(self) -> None:
        """SIGKILL, as ``kill -9`` or the kernel's OOM killer: nothing flushed, no report, its
        gateway connection and database sessions cut by the kernel. Reaped here."""
        proc = self.proc
        assert proc is not None
        with contextlib.suppress(ProcessLookupError):
            proc.kill()
        await proc.wait()
        self.returncode = proc.returncode
        LIVE_CHILDREN.pop(proc.pid, None)
        self.total_cpu = children_cpu_seconds() - self._children_cpu

    async def play(self) -> None:
        """Open the child's measurement window."""
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.write(b"play\n")
        await self.proc.stdin.drain()
        self._window_started, self._window_cpu = time.perf_counter(), self.cpu()

    def window(self) -> tuple[float, float | None]:
        """Seconds and CPU seconds (from /proc) since ``play``."""
        now = self.cpu()
        cpu = None if now is None or self._window_cpu is None else now - self._window_cpu
        return time.perf_counter() - self._window_started, cpu

    async def stop(self) -> dict[str, Any] | None:
        """Close the bot and reap the process; its report (None if it had none to give)."""
        proc = self.proc
        if proc is None or self.returncode is not None:
            return self.report
        try:
            if proc.returncode is None and proc.stdin is not None:
                with contextlib.suppress(Exception):
                    proc.stdin.write(b"stop\n")
                    await proc.stdin.drain()
                with contextlib.suppress(Exception):
                    proc.stdin.close()
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(CLOSE_TIMEOUT + 10):
                        while (message := await self._message()) is not None:
                            if "report" in message:
                                self.report = message["report"]
                                break
                        await proc.wait()
        finally:
            for signum, grace in ((signal.SIGTERM, 5.0), (signal.SIGKILL, 5.0)):
                if proc.returncode is not None:
                    break
                with contextlib.suppress(ProcessLookupError):
                    proc.send_signal(signum)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(proc.wait(), grace)
            self.returncode = proc.returncode
            if proc.returncode is not None:
                LIVE_CHILDREN.pop(proc.pid, None)
                self.total_cpu = children_cpu_seconds() - self._children_cpu
        return self.report

    def stats(self, label: str, seconds: float, cpu: float | None) -> ProcStats:
        """The play window as the child measured it (CPU from /proc if known)."""
        report = self.report or {}
        freed = {int(k): v for k, v in (report.get("gc_freed") or {}).items()}
        return ProcStats(
            label,
            seconds,
            cpu if cpu is not None else report.get("window_cpu"),
            LoopLag(report.get("lags") or ()),
            GcWatch(report.get("gc_pauses") or (), freed),
            report.get("maxrss"),
        )


def kill_leftover_children() -> None:
    """Last resort at exit (the loop is gone): SIGKILL any child not reaped."""
    for pid in list(LIVE_CHILDREN):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(ChildProcessError, OSError):
            os.waitpid(pid, 0)
        LIVE_CHILDREN.pop(pid, None)


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


# --- recording ---------------------------------------------------------------------------------


@dataclass
class Sample:
    kind: str  # "move", "view" (hand, refresh, knock offer) or "setup"
    action: str
    latency: float  # dispatch -> callback POST arrival
    fake_latency: float  # the fake's Callback.latency (after it handled the callback)
    at: float = 0.0  # perf_counter when dispatched
    guild: int = 0  # the server it came from (its shard: the bot process that answered)


@dataclass
class Recorder:
    samples: list[Sample] = field(default_factory=list)
    lost: Counter[str] = field(default_factory=Counter)  # no callback within the timeout
    refusals: Counter[str] = field(default_factory=Counter)  # answered with a private note
    anomalies: Counter[str] = field(default_factory=Counter)
    deferred: Counter[str] = field(default_factory=Counter)  # acknowledged first, shown after
    # --kill-one: unanswered as the bot process was killed with it in flight, or sent while
    # that process was down (Discord's "This interaction failed"); the member tries again.
    cut: Counter[str] = field(default_factory=Counter)

    def record(self, it: FakeInteraction, kind: str, action: str, cut: bool = False) -> None:
        arrival = arrival_latency(it)
        if cut and it.callback is None:
            self.cut[CUT_DOWN if not it.live else CUT_KILLED] += 1
            it.unanswered_ok = True  # not the fake's problem either
            return
        if it.callback is None or arrival is None:
            self.lost[f"{kind} {action}"] += 1
            return
        self.samples.append(
            Sample(
                kind,
                action,
                arrival,
                it.callback.latency,
                it.dispatched_at,
                it.channel.guild_id or 0,
            )
        )

    def of(self, *kinds: str) -> list[Sample]:
        return [s for s in self.samples if s.kind in kinds]


def latency_row(label: str, samples: Sequence[Sample], width: int = 34) -> str:
    if not samples:
        return f"  {label:<{width}} {0:>7}"
    lat = [s.latency for s in samples]
    cells = [ms(percentile(lat, q)) for q in (50, 90, 99)] + [ms(max(lat))]
    return f"  {label:<{width}} {len(lat):>7} " + " ".join(f"{c:>8}" for c in cells)


def values_row(label: str, values: Sequence[float], width: int = 34) -> str:
    """As :func:`latency_row`, for plain durations."""
    if not values:
        return f"  {label:<{width}} {0:>7}"
    cells = [ms(percentile(values, q)) for q in (50, 90, 99)] + [ms(max(values))]
    return f"  {label:<{width}} {len(values):>7} " + " ".join(f"{c:>8}" for c in cells)


def latency_header(width: int = 34) -> str:
    cols = ("n", "p50 ms", "p90 ms", "p99 ms", "max ms")
    return f"  {'':<{width}} {cols[0]:>7} " + " ".join(f"{c:>8}" for c in cols[1:])


class RecordPruner:
    """Keeps the fake's test records from growing all run long (see the module docstring).

    Every second it drops what no one will read again: the gateway log, all requests but the
    last 100, and of interactions answered more than 10 s ago their payload, request records and
    callback body (the callback itself stays, so nothing looks unanswered); of every message,
    the versions between the first and the latest; and the uploaded files that no message's
    latest version carries. It touches only the fake's public records."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self._task: asyncio.Task[None] | None = None
        self._pruned: set[int] = set()

    def start(self) -> None:
        self._task = asyncio.create_task(self._run())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(1.0)
            self.prune()

    def prune(self) -> None:
        fake = self.fake
        fake.gateway_log.clear()
        del fake.requests[:-100]
        old = time.perf_counter() - 10.0
        for it in fake.interactions.values():
            cb = it.callback
            if cb is None or cb.at > old or it.id in self._pruned:
                continue
            self._pruned.add(it.id)
            it.payload = {}
            it.requests = []
            it.callback = dataclasses.replace(cb, data={})
        for message in fake.messages.values():
            if len(message.versions) > 2:
                del message.versions[1:-1]
        # Uploaded files (the pictures): only those the messages still show.
        shown = {a["id"] for m in fake.messages.values() for a in m.latest.attachments}
        for aid in fake.uploads.keys() - shown:
            del fake.uploads[aid]


# --- the gin run ------------------------------------------------------------------------------


@dataclass
class GameRun:
    game_id: int
    channel: FakeChannel
    table: FakeMessage
    players: tuple[FakeUser, ...]  # the members (a game against the computer: one)
    wake: asyncio.Event = field(default_factory=asyncio.Event)  # the table changed, or `done`
    acked_moves: int = 0
    unknown_moves: int = 0  # move interactions never answered: committed or not, nobody knows
    done: bool = False
    finished: bool = False  # the game itself ended
    # A game against the computer (/gin practice): its seat's member id, and from the bot's
    # report its moves committed and those whose fate is unknown (cancelled at close).
    computer: int | None = None
    computer_moves: int = 0
    computer_unknown: int = 0
    hand: FakeMessage | None = None  # the member's hand (edited by the bot, unasked, too)
    own_hand_edits: int = 0  # edits of it that answered the member's own clicks
    hand_fallbacks: int = 0  # Refresh clicked: the hand was not brought up to date in time
    # --kill-one: every move its members saw acknowledged (checked in the stored game at its
    # place, bench/acked_moves.py) and when each of its interactions was answered.
    acked: list[AckedMove] = field(default_factory=list)
    answered_at: list[float] = field(default_factory=list)

    @property
    def start_versions(self) -> int:
        """Stored versions before the first move: each invited member's acceptance (the last
        starts the game); a game against the computer is made and started at once: one."""
        return 1 if self.computer is not None else len(self.players) - 1


@dataclass(frozen=True)
class Choice:
    custom_id: str
    action: str
    values: list[str] | None  # a select's value, or None for a button


def choose(hand: FakeMessage) -> Choice | None:
    """What the member does with the controls its hand shows; None: nothing but Refresh."""
    by_action: dict[str, dict[str, Any]] = {}
    for comp in components_of(hand):
        parts = comp["custom_id"].split(":")
        if len(parts) == 5 and parts[0] == "gin":  # gin:<game>:<version>:<tag>:<action>
            by_action[parts[-1]] = comp

    def pick(action: str) -> Choice:
        comp = by_action[action]
        values = [comp["options"][0]["value"]] if comp.get("type") == 3 else None
        return Choice(comp["custom_id"], action, values)

    for prefix in ("gin-", "biggin", "knockgo-"):
        for action in by_action:
            if action.startswith(prefix):
                return pick(action)
    for action in ("gin", "knock", "draw", "pass", "discard"):
        if action in by_action:
            return pick(action)
    return None


@dataclass
class Outage:
    """--kill-one: a bot process killed (``kill -9``) and, once ``ready_at`` is set, running
    again (its restart logged in, loaded its games and connected its shards). ``sessions``:
    the fake's gateway sessions of its shards when it was killed (``id()`` of each): what went
    to them alone gets no answer."""

    cluster: int
    killed_at: float  # perf_counter
    sessions: frozenset[int]
    ready_at: float | None = None


def move_notation(action: str, values: list[str] | None) -> str:
    """The engine's notation of the move a hand control makes (what the stored game records):
    read here from the control's name and the select's value, apart from the bot's own
    reading of its custom ids (``bot.discord.controls``), so that the check is independent."""
    name, _, code = action.partition("-")
    card = code or (values[0] if values else "")
    simple = {"draw": DrawStock(), "take": TakeDiscard(), "pass": PassUpcard(), "biggin": BigGin()}
    if name in simple:
        return simple[name].notation
    made: dict[str, Callable[[Card], Action]] = {"discard": Discard, "gin": Gin, "knockgo": Knock}
    if name not in made or not card:
        raise ValueError(f"no move notation for the control {action!r} ({values})")
    return made[name](Card.parse(card)).notation


@dataclass(frozen=True)
class Layout:
    """How the bot runs in a gin run: its processes (clusters), its store, and the shards the
    servers are spread over (a server per shard, the games dealt round them); ``games``: the
    load, None for ``--games``. The default is the plain run: one process, one connection, the
    fake's own server, SQLite."""

    processes: int = 1
    store: str = "sqlite"  # or "postgres"
    shards: int = 1
    games: int | None = None
    metrics: bool | None = None  # the bots' metrics on or off (None: as --metrics says)

    @property
    def name(self) -> str:
        processes = f"{self.processes} process{'es' if self.processes > 1 else ''}"
        return (
            f"{processes}, {self.store}"
            + (f", {self.games} games" if self.games else "")
            + ("" if self.metrics is None else f", metrics {'on' if self.metrics else 'off'}")
        )


class GinLoad:
    """One gin run: a fake, a bot (in ``layout.processes`` processes), ``--games`` human games
    and ``computer_games`` games of a member against the computer, set up, played and checked.
    ``database``: the PostgreSQL database's URL (``layout.store`` postgres), whose server's
    postmaster is ``db_server`` (its CPU measured over the play)."""

    def __init__(
        self,
        args: argparse.Namespace,
        workdir: Path,
        computer_games: int = 0,
        profile: bool = True,
        layout: Layout = Layout(),
        database: str | None = None,
        db_server: int | None = None,
    ) -> None:
        self.args = args
        self.layout = layout
        self.games = layout.games or args.games
        self.computer_games = computer_games
        workdir.mkdir(parents=True, exist_ok=True)
        self.db_path = workdir / "gin.sqlite3"
        self.database: Path | str = database if database is not None else self.db_path
        self.db_server = db_server
        self.db_cpu: float | None = None  # the database server's, over the play phase
        self._db_cpu_start: float | None = None
        self.rest = RestCount()  # over the play phase, until the fake fell quiet
        self.rec = Recorder()  # the human games' members
        self.crec = Recorder()  # the members playing the computer
        self.runs: dict[int, GameRun] = {}  # human games
        self.cruns: dict[int, GameRun] = {}  # games against the computer
        self.stopping = False
        self.humans_done = False  # the human games are over: so are the computer games
        self.fake = WatchedFake()
        self.bot: ProbedGinBot | None = None  # --same-process
        self.probe: ComputerProbe | None = None  # --same-process: the bot's, here
        self.children: list[BotProcess] = []  # the bot's own processes, one per cluster
        self.servers: list[FakeGuild] = []  # where the games are: one per shard
        self.profile_path: Path | None = None
        if profile and args.profile is not None and not args.same_process:
            self.profile_path = Path(args.profile or workdir / "bot.prof").resolve()
        self.setup_seconds = 0.0
        self.play_seconds = 0.0
        self.human_seconds = 0.0  # until the last human game's members stopped
        self.play_started = 0.0  # perf_counter
        self.loadavg: list[float] = []  # the machine's 1-minute load average: play start, end
        self.bench = ProcStats("bench process" if not args.same_process else "the one process")
        self.bot_stats: ProcStats | None = None  # the first process's
        self.all_bot_stats: list[ProcStats] = []  # each process's
        self.worker_cpu: float | None = None  # the bot's child processes, over the play phase
        self.workers_cpu: list[float] = []  # of each bot process
        self._worker_cpu_start: dict[int, dict[int, float]] = {}  # bot pid -> its children's
        self._probe_since = 0.0
        self.cancelled_members = 0
        self.computers_moving = 0  # computer games whose turn had not ended when the bot closed
        self.play_channel_edits = 0  # the table publisher's edits over the play phase
        self.pruner = RecordPruner(self.fake)
        # --kill-one: the processes killed, the outages, interactions in flight by (cluster,
        # kind), and the members' wait for answers cut short when their process is down.
        self.killed: list[BotProcess] = []
        self.outages: list[Outage] = []
        self.in_flight: Counter[tuple[int, str]] = Counter()
        self._halt: Callable[[], None] | None = None

    @property
    def child(self) -> BotProcess | None:
        """The bot's (first) process; None with --same-process."""
        return self.children[0] if self.children else None

    @property
    def store_name(self) -> str:
        return "PostgreSQL" if self.layout.store == "postgres" else "SQLite"

    def all_runs(self) -> list[GameRun]:
        return [*self.runs.values(), *self.cruns.values()]

    def computer_report(self) -> dict[str, Any]:
        """The bot's :class:`ComputerProbe` report (moves committed, thinks)."""
        if self.probe is not None:
            return self.probe.report(self._probe_since)
        return bot_report(self).get("computer") or {}

    def recorder(self, run: GameRun) -> Recorder:
        return self.crec if run.computer is not None else self.rec

    def cluster_of(self, guild_id: int | None) -> int:
        """The bot process (cluster) that runs the shard of the server ``guild_id``: cluster
        ``I`` of ``K`` runs shards ``I, I+K, ...``."""
        shard = shard_of(guild_id or 0, self.layout.shards) if self.layout.shards > 1 else 0
        return shard % self.layout.processes

    def cluster_sessions(self, cluster: int) -> frozenset[int]:
        """The fake's gateway sessions (``id()`` of each) of the shards ``cluster`` runs."""
        processes = self.layout.processes
        return frozenset(
            id(session)
            for session in self.fake.sessions
            if session.shard_id % processes == cluster and not session.invalidated
        )

    def cut_off(self, it: FakeInteraction) -> bool:
        """--kill-one: whether ``it`` can get no answer as it went only to a bot process that
        was killed (in flight then, or sent while it was down: the fake keeps it for a session
        that will never resume, and Discord's user sees "This interaction failed"). What also
        went to the restarted process's session is answered by it, if late."""
        if not self.outages:
            return False
        if not it.delivered:
            return True
        dead = frozenset().union(*(outage.sessions for outage in self.outages))
        return all(id(session) in dead for session in it.sessions)

    def halt(self) -> None:
        """End the play now (as its time limit does)."""
        if self._halt is not None:
            self._halt()

    def halted(self, run: GameRun) -> bool:
        """Whether a member of ``run`` stops: the time limit, its game over or capped, or (a
        game against the computer) the human games are over."""
        return self.stopping or run.done or (run.computer is not None and self.humans_done)

    # set-up

    async def start(self) -> None:
        await self.fake.start()
        if self.args.discord_limits:
            self.fake.global_limit = DISCORD_GLOBAL_LIMIT
        shards = self.layout.shards
        if shards > 1:  # a server on each shard: (k * shards + n) << 22 is on shard n
            self.servers = [
                await self.fake.add_guild(
                    f"Load {n}", guild_id=(GUILD_ORDINAL * shards + n) << SHARD_BITS
                )
                for n in range(shards)
            ]
        else:
            self.servers = [self.fake.guild]
        if self.args.locales:
            for n, server in enumerate(self.servers):
                server.preferred_locale = LOCALES[(n + 2) % len(LOCALES)]
        seed = self.args.seed
        metrics = self.layout.metrics
        if metrics is None:
            metrics = self.args.metrics == "on"
        if self.args.same_process:
            pause = self.args.computer_pause
            # The probes as in the bot's own process (ProbedGinBot installs them at set-up).
            self.bot = ProbedGinBot(
                Config(token=bot_token(self.fake.bot_user.id), database=self.db_path),
                rng_for=lambda game_id: random.Random(f"{seed}:{game_id}"),
                tick_seconds=TICK_SECONDS,
                metrics=Metrics(CollectorRegistry() if metrics else None),
                **({} if pause is None else {"computer_pause": pause}),
            )
            await start_bot(self.bot, self.fake, timeout=30.0)
            self.probe = self.bot.probe
        else:
            clusters = self.layout.processes
            self.children = [
                BotProcess(
                    "gin",
                    self.fake,
                    database=self.database,
                    seed=seed,
                    profile=self.profile_path if index == 0 else None,
                    computer_pause=self.args.computer_pause,
                    cluster=(shards, index, clusters) if shards > 1 else None,
                    metrics=metrics,
                )
                for index in range(clusters)
            ]
            # All started (or failed) before any failure is raised: each is stopped in a finally
            # (stop_bot), whatever the others did.
            started = await asyncio.gather(
                *(child.start() for child in self.children), return_exceptions=True
            )
            for failure in started:
                if isinstance(failure, BaseException):
                    raise failure
            if self.args.layouts:  # the workers' start-up is no part of any layout's play
                await self.wait_until_quiet()
        if not self.args.keep_records:
            self.pruner.start()

    async def interact(
        self,
        start: Awaitable[FakeInteraction],
        kind: str,
        action: str,
        rec: Recorder | None = None,
    ) -> FakeInteraction:
        it = await start
        key = (self.cluster_of(it.channel.guild_id), kind)
        self.in_flight[key] += 1
        try:
            await answered(it, gone=(lambda: self.cut_off(it)) if self.args.kill_one else None)
        finally:
            self.in_flight[key] -= 1
        (rec or self.rec).record(it, kind, action, cut=self.cut_off(it))
        return it

    def sizes(self) -> list[int]:
        """Players per game for ``--games`` games, by the ``--mix`` weights (2, 3, 4 players),
        interleaved so that every size runs all along."""
        weights = [int(w) for w in self.args.mix.split(",")]
        total = sum(weights)
        sizes = []
        for i in range(self.games):
            slot, acc = i % total, 0
            for size, weight in zip((2, 3, 4), weights, strict=True):
                acc += weight
                if slot < acc:
                    sizes.append(size)
                    break
        return sizes

    async def setup_games(self) -> None:
        started = time.perf_counter()
        for server in self.servers if not self.args.pictures else ():
            # As an admin would: the server's setting.
            it = await self.fake.slash(
                self.fake.owner,
                "gin-admin settings",
                {"pictures": False},
                channel=server.channel_named("gin"),
            )
            if not await answered(it) or "pictures on → off" not in (
                it.original.text if it.original else ""
            ):
                raise RuntimeError(f"could not turn pictures off: {it.errors}")
        sizes = self.sizes()
        # Game i is in server i % servers (every shard gets its share of each size), its
        # members and channel with it.
        server_of = [self.servers[i % len(self.servers)] for i in range(self.games)]
        members: list[FakeUser] = []
        for i, size in enumerate(sizes):
            for _ in range(size):
                name = f"p{len(members):04d}"
                member = await self.fake.add_member(name, guild=server_of[i])
                if self.args.locales:
                    member.locale = LOCALES[len(members) % len(LOCALES)]
                members.append(member)
        channels = [
            await self.fake.add_channel(f"gin-{i:04d}", guild=server_of[i])
            for i in range(self.games)
        ]
        gate = asyncio.Semaphore(SETUP_CONCURRENCY)
        firsts = [sum(sizes[:i]) for i in range(len(sizes))]

        async def one(i: int) -> None:
            seated = tuple(members[firsts[i] : firsts[i] + sizes[i]])
            options: dict[str, Any] = {"opponent": seated[1]}
            if self.args.kill_one:  # no game ends while the run lasts: a steady load
                options["target"] = KILL_TARGET
            if sizes[i] == 3:
                options["opponent2"] = seated[2]
            elif sizes[i] == 4:  # partners across: seats 0 and 2
                options.update(partner=seated[2], opponent2=seated[3])
            async with gate:
                table = await self.challenge(seated[0], options, channels[i])
                for user in seated[1:]:  # each acceptance redraws the buttons
                    accept = await self.accept(user, table)
                game_id = int(accept.split(":")[1])
                run = GameRun(game_id, channels[i], table, seated)
                self.runs[game_id] = run
                self.fake.watchers[table.id] = run.wake

        await asyncio.gather(*(one(i) for i in range(self.games)))
        await self.setup_computer_games()
        self.setup_seconds = time.perf_counter() - started

    async def challenge(
        self, challenger: FakeUser, options: dict[str, Any], channel: FakeChannel
    ) -> FakeMessage:
        """``/gin challenge``, as a member would: its answer is the challenge posted; answered
        late (a deferral) or not at all (recorded unanswered), the challenge posted to the
        channel all the same; if none shows up, the member asks again (at most 3 times)."""
        for _ in range(3):
            start = self.fake.slash(challenger, "gin challenge", options, channel=channel)
            it = await self.interact(start, "setup", "challenge")
            table = it.original
            if it.callback is not None and it.callback.type == 4 and table is not None:
                return table
            end = time.perf_counter() + ANSWER_TIMEOUT
            while time.perf_counter() < end:
                posted = self.fake.last_message(channel)
                if posted is not None and posted.public and _accept_of(posted) is not None:
                    return posted
                await asyncio.sleep(0.1)
        raise RuntimeError(f"no challenge in {channel.name} after 3 tries: {it.errors}")

    async def accept(self, user: FakeUser, table: FakeMessage) -> str:
        """Accept the challenge, as a member would: unanswered (recorded), the click counts if
        the challenge's message then changes; if it does not, the member clicks again (at most
        3 times). The accept button's custom id clicked."""
        for _ in range(3):
            accept = _accept_of(table)
            if accept is None:
                raise RuntimeError(f"no Accept on the challenge for {user.username}")
            it = await self.interact(self.fake.click(user, table, accept), "setup", "accept")
            if it.callback is not None and it.callback.type in (7, DEFERRED_UPDATE):
                if it.callback.type == DEFERRED_UPDATE:
                    await edited_after_defer(it)
                return accept
            end = time.perf_counter() + ANSWER_TIMEOUT
            while time.perf_counter() < end and _accept_of(table) == accept:
                await asyncio.sleep(0.1)
            if _accept_of(table) != accept:
                return accept  # taken, though its answer never came
        raise RuntimeError(f"{user.username}'s accept was not taken after 3 tries: {it.errors}")

    async def setup_computer_games(self) -> None:
        """``/gin practice level:<level>``, each member in a channel of its own; the game starts
        at once (the computer may move first, in the set-up)."""
        level = self.args.computer_level
        seat = computer_id(Level(level))
        n = self.computer_games
        server_of = [self.servers[i % len(self.servers)] for i in range(n)]
        members = [await self.fake.add_member(f"c{i:04d}", guild=server_of[i]) for i in range(n)]
        if self.args.locales:
            for i, member in enumerate(members):
                member.locale = LOCALES[i % len(LOCALES)]
        channels = [
            await self.fake.add_channel(f"computer-{i:04d}", guild=server_of[i]) for i in range(n)
        ]
        gate = asyncio.Semaphore(SETUP_CONCURRENCY)

        async def one(i: int) -> None:
            async with gate:
                practice = self.fake.slash(
                    members[i], "gin practice", {"level": level}, channel=channels[i]
                )
                it = await self.interact(practice, "setup", "practice", self.crec)
                table = it.original if it.callback is not None and it.callback.type == 4 else None
                if table is None:  # answered late: the table is posted in the channel
                    await edited_after_defer(it)
                    table = self.fake.last_message(channels[i])
                ids = [] if table is None else [c for c in table.custom_ids() if c[:4] == "gin:"]
                if table is None or not table.public or not ids:
                    raise RuntimeError(f"practice {i} started no game: {it.errors}")
                game_id = int(ids[0].split(":")[1])
                run = GameRun(game_id, channels[i], table, (members[i],), computer=seat)
                self.cruns[game_id] = run
                self.fake.watchers[table.id] = run.wake

        await asyncio.gather(*(one(i) for i in range(n)))

    # play

    async def think(self, rng: random.Random) -> None:
        if self.args.think > 0:
            await asyncio.sleep(rng.uniform(0, 2 * self.args.think))

    async def wait_turn(self, run: GameRun, user: FakeUser, since: int) -> bool:
        """Wait until the public table names ``user`` as one to act, in an edit newer than the
        ``since``-th (the member's hand, drawn after it, offered no move: an older table is
        stale). False when the game is over (the table has no controls left) or the run stops."""
        while not self.halted(run):
            version, acting = table_shows(run.table)
            if version is None:
                run.done = run.finished = True
                return False
            if user.id in acting and self.fake.edits[run.table.id] > since:
                return True
            run.wake.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(0.25):
                    await run.wake.wait()
        return False

    async def wait_hand(self, run: GameRun, hand: FakeMessage, user: FakeUser, since: int) -> str:
        """A game against the computer: wait for the bot to edit the member's hand after the
        computer's moves, as a member would. "moves": the hand offers a move; "over": the game
        ended; "refresh": the table has named the member (in an edit newer than the
        ``since``-th) for HAND_GRACE seconds and the hand still offers nothing; "stop"."""
        named_at: float | None = None
        while not self.halted(run):
            if choose(hand) is not None:
                return "moves"
            version, acting = table_shows(run.table)
            if version is None or not components_of(hand):
                run.done = run.finished = True
                return "over"
            if user.id in acting and self.fake.edits[run.table.id] > since:
                named_at = named_at or time.perf_counter()
                if time.perf_counter() - named_at > HAND_GRACE:
                    return "refresh"
            run.wake.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(0.25):
                    await run.wake.wait()
        return "stop"

    async def play(self, run: GameRun, seat: int) -> None:
        user = run.players[seat]
        rec = self.recorder(run)
        rng = random.Random(f"{self.args.seed}:think:{run.game_id}:{seat}")
        hand: FakeMessage | None = None
        for _ in range(HAND_TRIES):  # unanswered (recorded), the member clicks again, as one would
            await self.think(rng)
            if self.halted(run):
                return
            show = next((c for c in run.table.custom_ids() if c.endswith(":hand")), None)
            if show is None:  # the game is over (or not in play): no hand to show
                return
            seen = self.fake.edits[run.table.id]  # the table as it was when this hand was drawn
            it = await self.interact(self.fake.click(user, run.table, show), "view", "hand", rec)
            if it.callback is not None and it.callback.type == 4 and it.original is not None:
                hand = it.original
                break
        if hand is None:
            rec.anomalies[f"could not open a hand in {HAND_TRIES} tries"] += 1
            return
        if run.computer is not None:  # the bot edits this hand unasked: watch it too
            run.hand = hand
            self.fake.watchers[hand.id] = run.wake
        must_refresh = False
        failures = 0
        while not self.halted(run) and failures < 3:
            choice = None if must_refresh else choose(hand)
            if choice is None and run.computer is not None and not must_refresh:
                waited = await self.wait_hand(run, hand, user, seen)
                if waited == "moves":
                    continue
                if waited != "refresh":
                    break
                run.hand_fallbacks += 1
                must_refresh = True
            if choice is None:
                if not components_of(hand):  # the game is over: no controls left
                    run.done = run.finished = True
                    break
                if not must_refresh and not await self.wait_turn(run, user, seen):
                    break
                refresh = next((c for c in hand.custom_ids() if c.endswith(":refresh")), None)
                if refresh is None:
                    rec.anomalies["hand without a Refresh button"] += 1
                    break
                choice = Choice(refresh, "refresh", None)
            await self.think(rng)
            if self.halted(run):
                break
            sent_version = version_of(hand)
            seen = self.fake.edits[run.table.id]
            move = is_move(choice.action)
            kind = "move" if move else "view"
            try:
                if choice.values is None:
                    start = self.fake.click(user, hand, choice.custom_id)
                else:
                    start = self.fake.select(user, hand, choice.custom_id, choice.values)
                it = await self.interact(start, kind, choice.action, rec)
            except UserActionError as exc:
                what = re.sub(r"\d+", "#", str(exc))[:90]
                rec.anomalies[f"member could not act: {type(exc).__name__}: {what}"] += 1
                break
            cb = it.callback
            shown = it.original
            if cb is not None and self.args.kill_one:
                run.answered_at.append(time.perf_counter())
            if cb is not None and cb.type == DEFERRED_UPDATE:
                # Acknowledged in time (the latency recorded), then the hand edited, or a note.
                rec.deferred[f"{kind} {choice.action}"] += 1
                shown = await edited_after_defer(it)
                if shown is None:
                    where = rec.cut if self.cut_off(it) else rec.lost
                    where[f"{kind} {choice.action}, after deferring"] += 1
                    cb = None
            if cb is None and self.cut_off(it):
                # Its bot process was killed (or is down): as a member told "This interaction
                # failed", it waits a moment and goes on from a Refresh once the bot is back. A
                # move the killed process had may have been committed: nobody knows.
                if move and it.live:
                    run.unknown_moves += 1
                must_refresh = True
                await asyncio.sleep(CUT_RETRY)
                continue
            if cb is None:
                failures += 1
                if move:
                    run.unknown_moves += 1
                must_refresh = True
                continue
            failures = 0
            if shown is hand:  # the hand was edited in place
                must_refresh = False
                run.own_hand_edits += 1
                said = description(hand)
                stale = any(note in said for note in STALE_NOTES)
                if stale:
                    rec.refusals["stale view note"] += 1
                if move and not stale:
                    run.acked_moves += 1
                    if self.args.kill_one:
                        version = choice.custom_id.split(":")[2]  # gin:<game>:<version>:...
                        notation = move_notation(choice.action, choice.values)
                        run.acked.append(
                            AckedMove(run.game_id, version, notation, time.perf_counter())
                        )
                    new_version = version_of(hand)
                    if new_version is not None and new_version == sent_version:
                        rec.anomalies[
                            f"version {sent_version} -> {new_version} after {choice.action}: "
                            f"{description(hand)[:60]!r}"
                        ] += 1
                    if run.computer is None and run.acked_moves >= self.args.moves:
                        run.done = True
            else:  # a private note instead of the hand: a refusal; resync from the table
                note = shown.content if shown is not None else f"type {cb.type}"
                rec.refusals[f"{choice.action}: {note[:70]}"] += 1
                if choice.action == "refresh":
                    break  # the game is gone
                must_refresh = True
        run.wake.set()  # let the other member see `done`

    @property
    def bot_pids(self) -> list[int]:
        """The processes the bot runs in (``--same-process``: this one)."""
        if not self.children:
            return [os.getpid()]
        return [child.pid for child in self.children if child.pid is not None]

    async def play_all(
        self, scenario: Callable[[], Coroutine[Any, Any, None]] | None = None
    ) -> None:
        """Play every game until the time limit (or ``halt``); ``scenario``: run beside the
        members from the play's start (--kill-one: the kill and the restart), the play ended
        when it ends."""

        def members_of(runs: dict[int, GameRun]) -> list[asyncio.Task[None]]:
            return [
                asyncio.create_task(self.play(run, seat))
                for run in runs.values()
                for seat in range(len(run.players))
            ]

        humans, computers = members_of(self.runs), members_of(self.cruns)
        for child in self.children:
            await child.play()
        if self.probe is not None:
            self._probe_since = time.perf_counter()
        self._worker_cpu_start = {pid: descendants_cpu(pid) for pid in self.bot_pids}
        if self.db_server is not None:
            self._db_cpu_start = tree_cpu_seconds(self.db_server)
        self.loadavg.append(os.getloadavg()[0])
        edits_before = self.fake.channel_edits
        rest_before = dataclasses.replace(self.fake.rest)
        self.fake.reset_peak()
        started = self.play_started = time.perf_counter()
        # In its own process the bot's collector is its own; the bench's would only add its
        # pauses to the stamps (it frees next to nothing: the note printed says how much).
        self.bench.begin(gc_off=not self.args.same_process)

        def wake_all() -> None:
            for run in self.all_runs():
                run.wake.set()

        def stop() -> None:
            self.stopping = True
            wake_all()

        timer = asyncio.get_running_loop().call_later(self.args.seconds, stop)
        self._halt = stop
        plot: asyncio.Task[None] | None = None
        if scenario is not None:
            plot = asyncio.create_task(scenario())
        if plot is not None:
            plot.add_done_callback(lambda _: stop())  # done or failed: the play ends
        end = started + self.args.seconds + ANSWER_TIMEOUT + 5
        pending: set[asyncio.Task[None]] = set()
        try:
            if humans:
                _, pending = await asyncio.wait(humans, timeout=end - time.perf_counter())
            self.human_seconds = time.perf_counter() - started
            # The games against the computer run beside the human games, and stop with them.
            self.humans_done = True
            wake_all()
            if computers:
                _, late = await asyncio.wait(
                    computers, timeout=max(end - time.perf_counter(), ANSWER_TIMEOUT + 5)
                )
                pending |= late
            timer.cancel()
            for task in pending:
                task.cancel()
            self.cancelled_members = len(pending)
            await asyncio.gather(*pending, return_exceptions=True)
            if plot is not None:
                await plot  # its failure is the run's
        finally:
            if plot is not None and not plot.done():
                plot.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await plot
            timer.cancel()
            self.play_seconds = time.perf_counter() - started
            self.bench.end()
            self.loadavg.append(os.getloadavg()[0])
        for task in humans + computers:
            if not task.cancelled() and task.exception() is not None:
                exc = task.exception()
                self.rec.anomalies[f"member crashed: {exc!r}"[:100]] += 1
        windows = [child.window() for child in self.children]
        if self.db_server is not None:
            now_db = tree_cpu_seconds(self.db_server)
            if now_db is not None and self._db_cpu_start is not None:
                self.db_cpu = now_db - self._db_cpu_start
        self.play_channel_edits = self.fake.channel_edits - edits_before
        self.workers_cpu = []
        for pid, before in self._worker_cpu_start.items():
            now = descendants_cpu(pid)
            self.workers_cpu.append(sum(cpu - before.get(child, 0.0) for child, cpu in now.items()))
        self.worker_cpu = sum(self.workers_cpu)
        await self.settle_computers()
        # The bot's last table edits: wait until nothing has reached the fake for 0.5 s.
        with contextlib.suppress(TimeoutError):
            await self.fake.settle(quiet=0.5, timeout=30.0)
        if self.args.layouts:
            # On a machine past its cores a picture can take longer than that: the bot would
            # close with its last table edits owed (sent at its next start), and the check of
            # the tables shown would fail for nothing but the machine.
            await self.wait_until_quiet()
            with contextlib.suppress(TimeoutError):
                await self.fake.settle(quiet=0.5, timeout=30.0)
        self.rest = self.fake.rest.since(rest_before)
        await self.stop_bot()
        many = len(self.children) > 1
        self.all_bot_stats = [
            child.stats(
                f"bot process {index}" if many else "bot process", self.play_seconds, window[1]
            )
            for index, (child, window) in enumerate(zip(self.children, windows, strict=True))
        ]
        self.bot_stats = self.all_bot_stats[0] if self.all_bot_stats else None
        self.count_computer_moves()

    async def wait_until_quiet(self, timeout: float = 60.0) -> None:
        """Wait (at most ``timeout`` seconds) until the bot's processes with their workers use
        less than QUIET_CPU of a core over half a second."""

        def cpu() -> float:
            return sum(tree_cpu_seconds(pid) or 0.0 for pid in self.bot_pids)

        end, before = time.perf_counter() + timeout, cpu()
        while time.perf_counter() < end:
            await asyncio.sleep(0.5)
            now = cpu()
            if now - before < QUIET_CPU * 0.5:
                return
            before = now

    async def settle_computers(self) -> None:
        """Let the computer finish the turn it is in (its table names the member, or shows no
        controls), so that the bot is not closed in the middle of its moves; at most
        COMPUTER_SETTLE seconds (the games still in its turn then are counted)."""
        end = time.perf_counter() + COMPUTER_SETTLE

        def moving() -> list[GameRun]:
            out = []
            for run in self.cruns.values():
                version, acting = table_shows(run.table)
                if version is not None and run.players[0].id not in acting:
                    out.append(run)
            return out

        while (left := moving()) and time.perf_counter() < end:
            await asyncio.sleep(0.1)
        self.computers_moving = len(left)

    def count_computer_moves(self) -> None:
        """The computer's moves per game, as the bot (its probe) counted them."""
        report = self.computer_report()
        committed, attempts, failed = (
            {int(k): n for k, n in (report.get(key) or {}).items()}
            for key in ("committed", "attempts", "failed")
        )
        for run in self.cruns.values():
            gid = run.game_id
            run.computer_moves = committed.get(gid, 0)
            run.computer_unknown = attempts.get(gid, 0) - run.computer_moves - failed.get(gid, 0)

    # checks

    async def stop_bot(self) -> None:
        """Close the bot (its store flushes); in its own processes, wait for them to end."""
        if self.children:
            await asyncio.gather(*(child.stop() for child in self.children))
        if self.bot is not None:
            with contextlib.suppress(Exception):
                await stop_bot(self.bot)

    async def check_store(self) -> tuple[int, list[str]]:
        """Games whose stored row agrees with the acknowledged moves and with the table last
        shown, and the disagreements. Reads the database once the bot has closed it."""
        store = await open_store(self.database)
        good, problems = 0, []
        shards = self.layout.shards
        try:
            key = ControlKey(await store.control_key())
            for run in self.all_runs():
                row = await store.get_game(run.game_id)
                if row is None or row.state is None:
                    problems.append(f"game {run.game_id}: no stored state")
                    continue
                # Each invited member's acceptance is a version (a game against the computer:
                # its start); then one per move, the members' and the computer's.
                expected = run.start_versions + run.acked_moves + run.computer_moves
                unknown = run.unknown_moves + run.computer_unknown
                issues = []
                if not expected <= row.version <= expected + unknown:
                    computer = (
                        f", the computer's {run.computer_moves} (+{run.computer_unknown} not known)"
                        if run.computer is not None
                        else ""
                    )
                    issues.append(
                        f"stored version {row.version}, acknowledged moves {run.acked_moves} "
                        f"(+{run.unknown_moves} unanswered){computer}"
                    )
                game = Game.from_json(row.state)
                deals = len(await deals_of(store, run.game_id))
                if len(game.history) != deals:
                    issues.append(f"{deals} deal rows for {len(game.history)} scored deals")
                if row.table_message_id != run.table.id:
                    issues.append(f"table message {row.table_message_id}, shown {run.table.id}")
                downtime = await store.downtime(shard_of(run.channel.guild_id or 0, shards))
                deadlines = {t.board: t.due_at + downtime for t in row.timers}
                table = Table(row, game)
                # In its server's language, as the bot chose it (no setting: Discord's).
                server = self.fake.guilds[run.channel.guild_id or self.fake.guild.id]
                lang = words(server.preferred_locale)
                embed, _ = table_message(table, deadlines, key, lang)
                scene = table_scene(table, lang) if self.args.pictures else None
                if scene is not None:
                    show_picture(embed, scene)
                stored = json.loads(json.dumps({"type": "rich", **embed.to_dict()}))
                if run.table.embeds[:1] != [stored]:
                    shown_version, _ = table_shows(run.table)
                    issues.append(
                        f"the table last shown (version {shown_version}) is not the stored "
                        f"state (version {row.version})"
                    )
                files = [self.fake.attachment_data(a) for a in run.table.latest.attachments]
                if files != ([pictures.draw(scene)] if scene is not None else []):
                    issues.append("the table's picture is not the stored state's")
                if issues:
                    problems.append(f"game {run.game_id}: " + "; ".join(issues))
                else:
                    good += 1
        finally:
            await store.close()
        return good, problems

    def db_sizes(self) -> dict[str, int]:
        """The SQLite file's sizes (none for PostgreSQL)."""
        if self.layout.store != "sqlite":
            return {}
        sizes = {}
        for suffix in ("", "-wal", "-shm"):
            path = Path(f"{self.db_path}{suffix}")
            sizes[suffix or "db"] = path.stat().st_size if path.exists() else 0
        return sizes

    async def stop(self) -> None:
        self.pruner.stop()
        try:
            await self.stop_bot()
        finally:
            await self.fake.stop()


async def _end_reference(fake: FakeDiscord, pruner: RecordPruner, child: BotProcess | None) -> None:
    """A reference run's end, also when it failed: its bot stopped, then the fake."""
    pruner.stop()
    try:
        if child is not None:
            await child.stop()
    finally:
        await fake.stop()


# --- reference 1: a minimal discord.py bot ----------------------------------------------------


@dataclass
class EchoResult:
    rec: Recorder
    seconds: float
    bench: ProcStats
    bot: ProcStats | None = None  # its own process
    child: BotProcess | None = None


async def echo_reference(
    clickers: int, seconds: float, think: float, seed: int, keep_records: bool, same_process: bool
) -> EchoResult:
    label = "the one process" if same_process else "bench process"
    result = EchoResult(Recorder(), 0.0, ProcStats(label))
    rec = result.rec
    fake = FakeDiscord()
    pruner = RecordPruner(fake)
    await fake.start()
    child: BotProcess | None = None
    try:
        if same_process:
            await start_bot(EchoBot(), fake, timeout=30.0)
        else:
            child = result.child = BotProcess("echo", fake, seed=seed)
            await child.start()
        if not keep_records:
            pruner.start()
        users = [await fake.add_member(f"e{i:04d}") for i in range(clickers)]

        async def clicker(i: int, user: FakeUser) -> None:
            rng = random.Random(f"{seed}:echo:{i}")
            it = await fake.slash(user, "echo")
            if not await answered(it) or it.original is None:
                rec.lost["echo open"] += 1
                return
            message = it.original
            while time.perf_counter() < stop_at:
                if think > 0:
                    await asyncio.sleep(rng.uniform(0, 2 * think))
                it = await fake.click(user, message, message.custom_ids()[0])
                await answered(it)
                rec.record(it, "echo", "click")

        if child is not None:
            await child.play()
        started = time.perf_counter()
        stop_at = started + seconds
        result.bench.begin(gc_off=not same_process)
        await asyncio.gather(*(clicker(i, u) for i, u in enumerate(users)))
        result.seconds = time.perf_counter() - started
        result.bench.end()
        if child is not None:
            _, child_cpu = child.window()
            await child.stop()
            result.bot = child.stats("bot process", result.seconds, child_cpu)
    finally:
        result.bench.end()
        await _end_reference(fake, pruner, child)
    return result


# --- reference 3: the same requests as a gin move, nothing of gin behind them -----------------


@dataclass
class SameResult:
    """The same-requests reference, measured (see :func:`same_requests_reference`)."""

    rec: Recorder
    seconds: float
    bench: ProcStats
    members: int
    spread: float  # the clicks' times: uniform over this many seconds (the gin run's)
    sample: dict[str, Any]  # what each click sent (bench/load_bot.py's SameRequestsBot)
    bot: ProcStats | None = None  # its own process
    child: BotProcess | None = None
    channel_edits: int = 0  # PATCH /channels/... over the window, as the fake applied them
    hand_pictures: int = 0  # answers that carried the hand's picture

    def cpu(self) -> float | None:
        """The bot's CPU over the clicks (its own process; with --same-process, the one)."""
        return self.bot.cpu if self.bot is not None else self.bench.cpu


async def same_requests_reference(
    clicks: int,
    members: int,
    seconds: float,
    sample: dict[str, Any],
    workdir: Path,
    args: argparse.Namespace,
) -> SameResult:
    """``clicks`` clicks, each answered by the reference bot with the gin move's requests (its
    answer editing the private message, with the hand's picture, and an edit of the channel's
    table message, with the table's), by ``members`` members at the rate of the gin run
    measured: each member's share of the clicks at times drawn uniformly over ``seconds`` (the
    gin run's play phase), one after another, so that the fixed costs of a second (heartbeats,
    the loop-lag probe) weigh on a click as they did there."""
    label = "the one process" if args.same_process else "bench process"
    result = SameResult(Recorder(), 0.0, ProcStats(label), members, seconds, sample)
    rec = result.rec
    path = workdir / "same-requests.json"
    path.write_text(json.dumps(sample), encoding="utf-8")
    fake = WatchedFake()
    pruner = RecordPruner(fake)
    await fake.start()
    child: BotProcess | None = None
    try:
        if args.same_process:
            await start_bot(SameRequestsBot(sample), fake, timeout=30.0)
        else:
            child = result.child = BotProcess("same", fake, sample=path)
            await child.start()
        if not args.keep_records:
            pruner.start()
        users = [await fake.add_member(f"r{i:04d}") for i in range(members)]
        channels = [await fake.add_channel(f"ref-{i:04d}") for i in range(members)]
        gate = asyncio.Semaphore(SETUP_CONCURRENCY)

        async def open_one(i: int) -> FakeMessage | None:
            async with gate:
                it = await fake.slash(users[i], "ref", channel=channels[i])
                if not await answered(it) or it.original is None:
                    rec.lost["ref open"] += 1
                    return None
                return it.original

        opened = await asyncio.gather(*(open_one(i) for i in range(members)))

        async def clicker(i: int, message: FakeMessage | None) -> None:
            if message is None:
                return
            rng = random.Random(f"{args.seed}:ref:{i}")
            share = clicks // members + (i < clicks % members)
            for at in sorted(rng.uniform(0, seconds) for _ in range(share)):
                await asyncio.sleep(started + at - time.perf_counter())  # late: at once
                ref = next(c for c in message.custom_ids() if c.startswith("ref:"))
                it = await fake.click(users[i], message, ref)
                await answered(it)
                rec.record(it, "ref", "click")

        if child is not None:
            await child.play()
        edits, pictures_before = fake.channel_edits, sum(1 for n in fake.sent["hand"] if n)
        started = time.perf_counter()
        result.bench.begin(gc_off=not args.same_process)
        await asyncio.gather(*(clicker(i, m) for i, m in enumerate(opened)))
        result.seconds = time.perf_counter() - started
        result.bench.end()
        if child is not None:
            _, child_cpu = child.window()
        # The last clicks' table edits land before the bot is stopped (its CPU window closed
        # with the last answer, as the gin run's does).
        with contextlib.suppress(TimeoutError):
            await fake.settle(quiet=0.5, timeout=10.0)
        result.channel_edits = fake.channel_edits - edits
        result.hand_pictures = sum(1 for n in fake.sent["hand"] if n) - pictures_before
        if child is not None:
            await child.stop()
            result.bot = child.stats("bot process", result.seconds, child_cpu)
    finally:
        result.bench.end()
        await _end_reference(fake, pruner, child)
    return result


# --- reference 2: the table service alone -----------------------------------------------------


def engine_choice(game: Game, player: int) -> Action:
    """The members' policy, played with the engine alone (the reference measurement)."""
    hand = game.view_for(player).hand
    assert hand is not None
    top = hand.table.discard_pile[-1] if hand.table.discard_pile else None
    return simple_move(hand.hand, hand.legal_actions, top)


async def service_reference(path: Path, seconds: float, durable: bool, seed: int) -> list[float]:
    """Seconds per ``TableService.act`` call, one after another over 50 games."""
    store = await Store.open(path, durable=durable)
    times: list[float] = []
    try:
        service = TableService(
            store,
            computer=ComputerRunner(),  # never asked: members only, so its worker never starts
            rng_for=lambda g: random.Random(f"{seed}:svc:{g}"),
        )
        tables = []
        for i in range(50):
            # Member ids from 1000: 1..99 are the computer's seats (bot.service.computer_worker).
            first, second = 1000 + 2 * i, 1001 + 2 * i
            table = await service.challenge(
                ChallengeRequest(
                    guild_id=1,
                    channel_id=1000 + i,
                    players=(first, second),
                    rules=Rules(),
                    turn_seconds=600,
                )
            )
            tables.append(await service.accept(table.id, second))
        stop_at = time.perf_counter() + seconds
        while time.perf_counter() < stop_at and tables:
            for table in list(tables):
                game = table.game
                if game is None or table.status is not GameStatus.ACTIVE or game.turn is None:
                    tables.remove(table)
                    continue
                action = engine_choice(game, game.turn)
                user = table.players[game.turn]
                start = time.perf_counter()
                await service.act(table.id, user, table.view_version(user), action)
                times.append(time.perf_counter() - start)
    finally:
        await store.close()
    return times


# --- profiling and memory ---------------------------------------------------------------------

AREAS: tuple[tuple[str, str], ...] = (
    ("/bot/engine/", "bot.engine (rules)"),
    ("/bot/model/", "bot.model (values, standings)"),
    ("/bot/store/", "bot.store (SQLite)"),
    ("/bot/service/", "bot.service (live tables)"),
    ("/bot/pictures/", "bot.pictures"),
    ("/bot/discord/render/", "bot.discord.render (embeds)"),
    ("/bot/discord/", "bot.discord (client, publisher, controls)"),
    ("/bot/", "bot (config, background)"),
    ("/cogs/", "cogs"),
    ("/fakediscord/", "fake Discord"),
    ("bench/load_bot", "bot process harness (load_bot.py)"),
    ("bench/load", "members (this script)"),
    ("/discord/", "discord.py"),
    ("/aiohttp/", "aiohttp"),
    ("/yarl/", "yarl"),
    ("/multidict/", "multidict"),
    ("/aiosqlite/", "aiosqlite (main thread side)"),
    ("/json/", "json"),
    ("/asyncio/", "asyncio"),
    ("/logging/", "logging"),
)


def area_of(filename: str, func: str = "") -> str:
    if "select.epoll" in func:
        return "idle (waiting in epoll)"
    for needle, name in AREAS:
        if needle in filename:
            return name
    if filename.startswith("<") or filename == "~":
        return "builtins (C: json, sockets, regex...)"
    return "other Python"


def print_profile(stats: pstats.Stats, title: str) -> None:
    table: dict[tuple[str, int, str], tuple[Any, ...]] = stats.stats  # type: ignore[attr-defined]
    total = sum(v[2] for v in table.values()) or 1.0
    by_area: Counter[str] = Counter()
    for (filename, _, func), value in table.items():
        by_area[area_of(filename, func)] += value[2]
    busy = total - by_area["idle (waiting in epoll)"]
    print(f"\n{title} ({total:.1f} s of own time, {busy:.1f} s of it not idle)")
    print("  own time by area:                                           % of all  % of busy")
    for name, seconds in by_area.most_common():
        share = "" if name.startswith("idle") else f"{100 * seconds / max(busy, 1e-9):9.1f}%"
        print(f"    {name:<40} {seconds:7.2f} s {100 * seconds / total:8.1f}% {share}")

    def label(key: tuple[str, int, str]) -> str:
        filename, line, func = key
        short = filename.replace(str(ROOT) + "/", "")
        short = re.sub(r".*/site-packages/", "", short)
        short = re.sub(r".*/lib/python3\.\d+/", "", short)
        return f"{short}:{line} {func}"

    print("  top functions by own time:")
    for key, value in sorted(table.items(), key=lambda kv: -kv[1][2])[:24]:
        print(f"    {value[2]:7.2f} s {value[1]:>9} calls  {label(key)}")
    print("  bot and cog functions by cumulative time:")
    ours = [kv for kv in table.items() if "/bot/" in kv[0][0] or "/cogs/" in kv[0][0]]
    for key, value in sorted(ours, key=lambda kv: -kv[1][3])[:16]:
        print(f"    {value[3]:7.2f} s {value[1]:>9} calls  {label(key)}")
    print("  discord.py and aiohttp functions by cumulative time:")
    lib = [kv for kv in table.items() if "/discord/" in kv[0][0] or "/aiohttp/" in kv[0][0]]
    for key, value in sorted(lib, key=lambda kv: -kv[1][3])[:16]:
        print(f"    {value[3]:7.2f} s {value[1]:>9} calls  {label(key)}")


def memory_by_area(snapshot: tracemalloc.Snapshot) -> list[tuple[str, int]]:
    sizes: Counter[str] = Counter()
    for stat in snapshot.statistics("filename"):
        sizes[area_of(stat.traceback[0].filename)] += stat.size
    return sizes.most_common()


# --- main --------------------------------------------------------------------------------------


def fmt_rate(n: int, seconds: float) -> str:
    return f"{n / seconds:,.0f}/s" if seconds > 0 else "n/a"


def loadavg_text(load: GinLoad) -> str:
    """The machine's load average over the play phase (other processes' share of the CPUs)."""
    return " -> ".join(f"{x:.2f}" for x in load.loadavg) or "n/a"


def print_processes(
    bench: ProcStats, bot: ProcStats | Sequence[ProcStats] | None, indent: str = "  "
) -> None:
    """Event-loop lag, collector pauses and CPU of each process over the measured window (the
    bot's: one process, or each of its processes)."""
    bots = [bot] if isinstance(bot, ProcStats) else list(bot or ())
    procs = [*bots, bench]
    width = max(len(p.label) for p in procs)
    for p in procs:
        print(f"{indent}event-loop lag, {p.label:<{width}}: {p.lag.summary()}")
    for p in procs:
        print(f"{indent}garbage collector, {p.label:<{width}}: {p.gc_text()}")
    print(f"{indent}CPU user+sys (all threads): " + "; ".join(p.cpu_text() for p in procs))


def print_references(echo: EchoResult, svc: dict[str, list[float]]) -> None:
    where = "in its own process" if echo.bot is not None else "in this process"
    print("\nreferences (measured first)")
    samples = echo.rec.of("echo")
    lost = sum(echo.rec.lost.values())
    print(
        f"  minimal discord.py bot {where} (echo button, edit_message), {len(samples):,} clicks "
        f"by the same number of members with the same think time: "
        f"{fmt_rate(len(samples), echo.seconds)}" + (f", {lost} unanswered" if lost else "")
    )
    print(latency_header())
    print(latency_row("echo click", samples))
    print_processes(echo.bench, echo.bot)
    for name, times in svc.items():
        if times:
            print(
                f"  TableService.act alone (no Discord, bench process), {name}: "
                f"{len(times) / sum(times):,.0f} acts/s one at a time, p50 "
                f"{ms(percentile(times, 50))} ms, p99 {ms(percentile(times, 99))} ms, "
                f"max {ms(max(times))} ms"
            )


def bot_report(load: GinLoad) -> dict[str, Any]:
    return (load.child.report if load.child is not None else None) or {}


def print_setup(load: GinLoad) -> None:
    args, rec = load.args, load.rec
    sizes = Counter(len(run.players) for run in load.runs.values())
    mix = ", ".join(f"{sizes[n]} of {n} players" for n in (2, 3, 4) if sizes[n])
    accepts = sum(n - 1 for n in (len(run.players) for run in load.runs.values()))
    practice = (
        f" + {len(load.cruns)} games against the computer (/gin practice level:"
        f"{args.computer_level})"
        if load.cruns
        else ""
    )
    print(
        f"\nset-up: {load.games} games ({mix}): {load.games} challenges + {accepts} accepts"
        f"{practice} in {load.setup_seconds:.1f} s (at most {SETUP_CONCURRENCY} at a time; not "
        "in the figures below)"
    )
    print(latency_header())
    print(latency_row("challenge, accept", rec.of("setup")))
    if load.cruns:
        print(latency_row("practice", load.crec.of("setup")))


def print_answers(rec: Recorder) -> None:
    """Interactions unanswered, answered late (deferred), refused; anomalies."""
    lost = sum(rec.lost.values())
    print(
        f"  unanswered within {ANSWER_TIMEOUT:.0f} s: {lost}"
        + (f" {dict(rec.lost.most_common(6))}" if lost else "")
    )
    deferred = sum(rec.deferred.values())
    if deferred:
        print(
            f"  acknowledged with a deferral (the database took over the cog's 2 s), the hand "
            f"shown after: {deferred} {dict(rec.deferred.most_common(6))}"
        )
    for title, counts in (
        ("answered with a note instead of the move or hand", rec.refusals),
        ("anomalies", rec.anomalies),
    ):
        if counts:
            print(f"  {title}:")
            for text, n in counts.most_common(6):
                print(f"    {n:>6}  {text}")


def games_line(load: GinLoad) -> str:
    args, runs = load.args, load.runs.values()
    finished = sum(run.finished for run in runs)
    capped = sum(run.acked_moves >= args.moves for run in runs)
    return (
        f"  games: {capped} reached {args.moves} moves, {finished} ended, "
        f"{len(runs) - capped - finished} stopped by the time limit"
        + (f"; {load.cancelled_members} members cancelled" if load.cancelled_members else "")
    )


def by_slice(load: GinLoad, samples: Sequence[Sample], slice_seconds: float = 10.0) -> str:
    """p99 (and count) of ``samples`` by slice of the play phase, by the time dispatched."""
    slices: dict[int, list[float]] = {}
    for sample in samples:
        slices.setdefault(int((sample.at - load.play_started) // slice_seconds), []).append(
            sample.latency
        )
    return ", ".join(
        f"{i * slice_seconds:.0f}-{(i + 1) * slice_seconds:.0f} s {ms(percentile(lat, 99))}"
        for i, lat in sorted(slices.items())
        if lat
    )


def print_pictures(load: GinLoad) -> None:
    """The pictures the bot asked of its workers, timed in its process (PictureProbe): a
    click's answer waits for its hand's, and a challenge's last Accept for the table's."""
    if not load.args.pictures:
        return
    reports = [child.report or {} for child in load.children] or [bot_report(load)]
    renders = [render for report in reports for render in report.get("pictures") or ()]
    who = "bot process" if len(reports) == 1 else f"the {len(reports)} bot processes"
    for stage, picked in (
        ("set-up", [r for r in renders if r[1] < 0]),
        ("play", [r for r in renders if r[1] >= 0]),
    ):
        parts = []
        for kind in ("hand", "table"):
            times = [r[2] for r in picked if r[0] == kind]
            if times:
                slow = sum(t > 2.0 for t in times)
                parts.append(
                    f"{kind}s {len(times):,}: p50 {ms(percentile(times, 50))}, p99 "
                    f"{ms(percentile(times, 99))}, max {ms(max(times))} ms"
                    + (f", {slow} over 2 s" if slow else "")
                )
        if parts:
            where = f"  pictures asked of the workers in the {stage} ({who}): "
            print(where + "; ".join(parts))
    tables, sent = table_pictures(load), load.fake.pictures
    print(
        f"  table pictures, the whole run: {tables.drawn:,} drawn by the worker, "
        f"{tables.sent:,} sent (each upload), {tables.never_sent:,} drawn but never sent"
        + (
            f" (asked {', '.join(f'{at:.1f}' for at in tables.never_sent_at[:20])} s into the "
            f"play phase, which lasted {load.play_seconds:.1f} s)"
            if tables.never_sent
            else ""
        )
    )
    if sent.hand_answers:
        print(
            f"  answers showing a hand: {sent.hand_answers:,}, "
            f"{sent.hand_answers_without:,} sent without its picture "
            f"({100 * sent.hand_answers_without / sent.hand_answers:.1f}%: not drawn within "
            f"{PICTURE_WAIT:g} s), {sent.hand_pictures_added:,} added by a second request "
            f"({100 * sent.hand_pictures_added / sent.hand_answers:.1f}%; the others' newer "
            "answer came first)"
        )


def drawn_pictures(load: GinLoad) -> list[list[Any]]:
    """The pictures the bot's workers drew, the whole run (PictureProbe, in the bot's
    processes): [kind, asked at, digest] each."""
    if load.bot is not None:  # --same-process
        return load.bot.picture_probe.drawn_report(load.play_started)
    return [d for child in load.children for d in (child.report or {}).get("drawn") or ()]


@dataclass(frozen=True)
class TablePictures:
    """The table pictures of a run: drawn by the bot's worker, sent to the fake (each upload),
    and those drawn that no upload carried."""

    drawn: int
    sent: int
    never_sent: int
    never_sent_at: tuple[float, ...]  # when each was asked, seconds into the play phase


def table_pictures(load: GinLoad) -> TablePictures:
    sent = load.fake.pictures.tables
    drawn = [(at, png) for kind, at, png in drawn_pictures(load) if kind == "table"]
    never = tuple(sorted(at for at, png in drawn if png not in sent))
    return TablePictures(len(drawn), sum(sent.values()), len(never), never)


def table_delays(load: GinLoad) -> tuple[list[float], int]:
    """How stale the tables got (TableProbe, in the bot's processes): for each state committed
    in the play phase, the seconds to the end of the table edit that showed it; and the states
    no edit showed by the end."""
    reports = [child.report or {} for child in load.children] or [bot_report(load)]
    delays: list[float] = []
    never = 0
    for report in reports:
        tables = report.get("tables") or {}
        delays += [seconds for at, seconds in tables.get("delays") or () if at >= 0]
        never += int(tables.get("never_shown") or 0)
    return delays, never


def stale_text(delays: Sequence[float]) -> str:
    if not delays:
        return "none measured"
    return (
        f"p50 {ms(percentile(delays, 50))}, p90 {ms(percentile(delays, 90))}, p99 "
        f"{ms(percentile(delays, 99))}, max {ms(max(delays))} ms"
    )


def print_tables(load: GinLoad) -> None:
    """How stale the public tables got: the price of pacing the bot's requests."""
    delays, never = table_delays(load)
    if not delays and not never:
        return
    print(
        f"  tables shown after a commit (from the state's commit to the end of the table edit "
        f"that showed it, bot process; {len(delays):,} states of the play phase): "
        f"{stale_text(delays)}" + (f"; {never} never shown" if never else "")
    )


def print_baseline(load: GinLoad, store_check: tuple[int, list[str]]) -> bool:
    """Phase 1 of a run with computer games, in brief: the human games alone. Returns whether
    every acknowledged move was committed (the unanswered are counted apart)."""
    rec, seconds = load.rec, load.human_seconds
    play, moves = rec.of("move", "view"), rec.of("move")
    print(
        "\nphase 1 of 2: the human games alone, no computer games (the reference for phase 2: "
        "a fresh fake, bot process and database, the same games and seed)"
    )
    print_setup(load)
    print(
        f"play: {len(play):,} interactions in {seconds:.1f} s = {fmt_rate(len(play), seconds)}; "
        f"{len(moves):,} moves acknowledged = {fmt_rate(len(moves), seconds)}"
    )
    print(games_line(load))
    print(latency_header())
    print(latency_row("all play interactions", play))
    print(latency_row("moves (each commits to SQLite)", moves))
    print(latency_row("views (hand, refresh, knock offer)", rec.of("view")))
    print(f"  p99 ms by 10 s of the play phase: {by_slice(load, play)}")
    print_processes(load.bench, load.bot_stats)
    print_pictures(load)
    print_tables(load)
    print(f"  the machine's 1-minute load average, play start -> end: {loadavg_text(load)}")
    print_answers(rec)
    good, disagreements = store_check
    acked = sum(run.acked_moves for run in load.runs.values())
    print(
        f"  durability (SQLite file, bot process exited): {acked:,} acknowledged moves; "
        f"{good}/{len(load.runs)} games agree (stored version, deal rows, last table shown)"
    )
    for line in disagreements[:4]:
        print(f"    {line}")
    return not disagreements and good == len(load.runs)


def print_run(load: GinLoad) -> list[Sample]:
    rec = load.rec
    play = rec.of("move", "view")
    moves = rec.of("move")
    seconds = load.human_seconds
    if load.cruns:
        print(
            f"\nphase 2 of 2: the same human games with {len(load.cruns)} games against the "
            f"computer ({load.args.computer_level}) beside them"
        )
    print_setup(load)
    print(
        f"\nplay{' of the human games' if load.cruns else ''}: {len(play):,} interactions in "
        f"{seconds:.1f} s = {fmt_rate(len(play), seconds)}; "
        f"{len(moves):,} moves acknowledged = {fmt_rate(len(moves), seconds)}"
    )
    print(games_line(load))
    print("  acknowledgement latency = INTERACTION_CREATE dispatched -> callback POST arrived")
    print(latency_header())
    print(latency_row("all play interactions", play))
    print(latency_row(f"moves (each commits to {load.store_name})", moves))
    print(latency_row("views (hand, refresh, knock offer)", rec.of("view")))
    by_action: dict[str, list[Sample]] = {}
    for sample in play:
        by_action.setdefault(re.sub(r"-\w+$", "-*", sample.action), []).append(sample)
    for name, samples in sorted(by_action.items(), key=lambda kv: -len(kv[1])):
        print(latency_row(f"  {name}", samples))
    if play:
        print(f"  p99 ms by 10 s of the play phase: {by_slice(load, play)}")
        fake_lat = [s.fake_latency for s in play]
        print(
            f"  the fake's own Callback.latency (stamped after it handled the callback): p50 "
            f"{ms(percentile(fake_lat, 50))}, p99 {ms(percentile(fake_lat, 99))}, max "
            f"{ms(max(fake_lat))} ms"
        )
    print_processes(load.bench, load.all_bot_stats or load.bot_stats)
    if load.worker_cpu is not None:
        print(
            f"  CPU of the bot's child processes (the computer's worker, the two picture "
            f"workers, multiprocessing's resource tracker): {load.worker_cpu:.1f} s "
            f"({100 * load.worker_cpu / max(load.play_seconds, 1e-9):.0f}% of a core; not in "
            "the bot process's)"
        )
    print_pictures(load)
    print_tables(load)
    print(f"  the machine's 1-minute load average, play start -> end: {loadavg_text(load)}")
    print_answers(rec)
    problems = load.fake.problems()
    print(
        f"  fake Discord problems (rule violations, unknown routes, never acknowledged): "
        f"{len(problems)}"
    )
    for problem in problems[:4]:
        print(f"    {problem[:160]}")
    errors = list(load.fake.logged_errors)
    if load.children:
        reports = [child.report or {} for child in load.children]
        counts = ", ".join(str(report.get("errors", "n/a")) for report in reports)
        print(
            f"  ERROR log records: bot process{'es' if len(reports) > 1 else ''} {counts}, bench "
            f"process {len(errors)}"
        )
        for report in reports:
            errors += [e for e in report.get("log_examples", []) if not e.startswith("WARNING")]
    else:
        print(f"  ERROR log records: {len(errors)}")
    for line in errors[:3]:
        print(f"    {line[:160]}")
    return play


def print_checks(
    load: GinLoad, store_check: tuple[int, list[str]], sizes: dict[str, int], rss: dict[str, int]
) -> bool:
    good, disagreements = store_check
    runs = load.all_runs()
    acked = sum(run.acked_moves for run in runs)
    unknown = sum(run.unknown_moves for run in runs)
    computer = sum(run.computer_moves for run in runs)
    computer_unknown = sum(run.computer_unknown for run in runs)
    where = "after the bot closed"
    if len(load.children) == 1 and load.child is not None:
        where = (
            f"after the bot process exited (exit status {load.child.returncode}, closing took "
            f"{bot_report(load).get('closing_seconds', float('nan')):.2f} s)"
        )
    elif load.children:
        exits = ", ".join(str(child.returncode) for child in load.children)
        where = f"after the {len(load.children)} bot processes exited (exit statuses {exits})"
    store = "the SQLite file" if load.layout.store == "sqlite" else "the PostgreSQL database"
    against = (
        f" and {computer:,} moves of the computer committed by the bot (its probe's count"
        + (f"; +{computer_unknown} cut short when it closed" if computer_unknown else "")
        + ")"
        if load.cruns
        else ""
    )
    print(
        f"\ndurability, read from {store} {where}: {acked:,} acknowledged moves"
        + (f" (+{unknown} unanswered)" if unknown else "")
        + against
        + f"; {good}/{len(runs)} games with stored version = acceptances + acknowledged "
        + ("moves (+ the computer's)" if load.cruns else "moves")
        + ", deal rows = score sheet, last table shown = stored state"
    )
    for line in disagreements[:8]:
        print(f"    {line}")
    if sizes:
        print(
            f"sqlite: {mib(sizes['db'])} + wal {mib(sizes['-wal'])} + shm {mib(sizes['-shm'])} "
            f"= {mib(sum(sizes.values()))} for {len(runs)} games"
        )
    kept = "kept whole (--keep-records)" if load.args.keep_records else "pruned every second"
    if load.children:
        peaks = [(child.report or {}).get("maxrss") for child in load.children]
        bot_rss = ", ".join(mib(peak) if peak else "n/a" for peak in peaks)
        print(
            f"memory: bot process peak RSS {bot_rss}; bench process "
            f"(fake and members) peak RSS {mib(rss['peak'])} (before the gin run "
            f"{mib(rss['before'])}, after set-up {mib(rss['setup'])}); fake's records {kept}"
        )
    else:
        print(
            f"memory: peak RSS {mib(rss['peak'])} (before the gin run {mib(rss['before'])}, "
            f"after set-up {mib(rss['setup'])}); the bot, the fake and the members share the "
            f"process, fake's records {kept}"
        )
    return not disagreements and good == len(runs)


def print_computer(load: GinLoad) -> None:
    """The games against the computer: the computer's moves and thinks (the bot's probe), the
    members' latencies, the hand edits the bot made unasked."""
    args, rec, seconds = load.args, load.crec, load.play_seconds
    report = load.computer_report()
    thinks = [t for t in report.get("thinks") or () if 0 <= t[0] <= seconds]
    moves = sum(run.computer_moves for run in load.cruns.values())
    pause = COMPUTER_PAUSE if args.computer_pause is None else args.computer_pause
    print(
        f"\ncomputer games: {len(load.cruns)} members each playing the computer "
        f"({args.computer_level}; /gin practice in a channel of its own; the bot pauses "
        f"{pause:g} s before each of its moves), beside the human games until those were over"
    )
    attempts = sum((report.get("attempts") or {}).values())
    failed = sum((report.get("failed") or {}).values())
    cold = report.get("cold") or []
    print(
        f"  the computer: {moves:,} moves committed in all (set-up and end included; {attempts:,} "
        f"tried, {failed} refused as the table had moved on); {len(thinks):,} thinks in the "
        f"play phase = {fmt_rate(len(thinks), seconds)}"
        + (
            f"; the first, starting the worker process, took {ms(max(cold))} ms (not below)"
            if cold
            else ""
        )
    )
    if thinks:
        print("  its thinks, timed in the bot process:")
        print(latency_header())
        for label, values in (
            ("view to the worker -> move back", [t[1] for t in thinks]),
            ("  the worker's share (FIFO)", [t[2] for t in thinks]),
            ("  the rest (queue, the bot's loop)", [t[1] - t[2] for t in thinks]),
        ):
            print(values_row(label, values))
        timed = [Sample("think", "think", t[1], t[1], load.play_started + t[0]) for t in thinks]
        print(f"  view to the worker -> move back, p99 ms by 10 s: {by_slice(load, timed)}")
        if load.worker_cpu is not None:
            print(
                f"  the worker process's CPU over the play phase (with the resource tracker's "
                f"and, pictures on, the picture workers'): {load.worker_cpu:.1f} s = "
                f"{100 * load.worker_cpu / seconds:.0f}% of a core, "
                f"{ms(load.worker_cpu / len(thinks))} ms a think (the worker's share above "
                "counts the pickling, the bot's loop and the machine's other processes too)"
            )
    play = rec.of("move", "view")
    print(f"  the members' interactions: {len(play):,} = {fmt_rate(len(play), seconds)}")
    print(latency_header())
    print(latency_row("all play interactions", play))
    print(latency_row("moves (each commits to SQLite)", rec.of("move")))
    print(latency_row("views (hand, refresh, knock offer)", rec.of("view")))
    if play:
        print(f"  p99 ms by 10 s of the play phase: {by_slice(load, play)}")
    hands = [run.hand.id for run in load.cruns.values() if run.hand is not None]
    edits = sum(load.fake.edits[h] for h in hands)
    own = sum(run.own_hand_edits for run in load.cruns.values())
    repeats = sum(load.fake.repeats[h] for h in hands)
    fallbacks = sum(run.hand_fallbacks for run in load.cruns.values())
    print(
        f"  the members' hands were edited {edits:,} times: {own:,} answering their clicks, "
        f"{edits - own:,} by the bot unasked (the computer's moves: {moves:,}); {repeats:,} of "
        f"all the edits showed the version the hand already showed"
    )
    print(
        f"  members who clicked Refresh as their hand was not brought up to date {HAND_GRACE:g} "
        f"s after the table named them: {fallbacks}"
    )
    finished = sum(run.finished for run in load.cruns.values())
    print(
        f"  games: {finished} ended; {load.computers_moving} still in the computer's turn "
        f"{COMPUTER_SETTLE:.0f} s after the members stopped"
    )
    print_answers(rec)


def kb(n_bytes: float) -> str:
    return f"{n_bytes / 1000:.1f} kB"


@dataclass(frozen=True)
class CpuPerClick:
    """The gin bot's own CPU per interaction next to the same-requests reference's."""

    gin_cpu: float | None
    gin_clicks: int
    ref_cpu: float | None
    ref_clicks: int

    @property
    def gin(self) -> float | None:
        if self.gin_cpu is None or not self.gin_clicks:
            return None
        return self.gin_cpu / self.gin_clicks

    @property
    def ref(self) -> float | None:
        if self.ref_cpu is None or not self.ref_clicks:
            return None
        return self.ref_cpu / self.ref_clicks

    @property
    def ratio(self) -> float | None:
        gin, ref = self.gin, self.ref
        return None if gin is None or ref is None or ref <= 0 else gin / ref

    @property
    def met(self) -> bool:
        return self.ratio is not None and self.ratio <= GOAL_CPU_RATIO

    def text(self) -> str:
        if self.gin is None or self.ref is None or self.ratio is None:
            return "n/a"
        return f"{ms(self.gin)} ms / {ms(self.ref)} ms = {self.ratio:.2f}x"


def cpu_per_click(gin: GinLoad, same: SameResult) -> CpuPerClick:
    """The gin bot's CPU over its play phase (the bot process's own, from /proc; its workers'
    not counted; with --same-process, the one process's) per play interaction answered, and
    the reference's per click."""
    stats = gin.bot_stats if gin.child is not None else gin.bench
    return CpuPerClick(
        stats.cpu if stats is not None else None,
        len(gin.rec.of("move", "view")),
        same.cpu(),
        len(same.rec.of("ref")),
    )


def print_same_reference(
    same: SameResult, gin: GinLoad, phase_name: str, echo: EchoResult, cpu: CpuPerClick
) -> None:
    samples = same.rec.of("ref")
    lost = sum(same.rec.lost.values())
    where = "in its own process" if same.child is not None else "in this process"
    table, hand = same.sample["table"], same.sample["hand"]

    def sent(part: dict[str, Any], what: str) -> str:
        if not part["size"]:
            return f"{what} without a picture (pictures off)"
        return (
            f"{what} with a {kb(part['size'])} {part['filename']} (the median of the "
            f"{part['sent']:,} the gin bot sent: {kb(part['median'])})"
        )

    print(
        f"\nsame-requests reference (bench/load_bot.py's SameRequestsBot {where}, measured after "
        f"{phase_name}): {len(samples):,} clicks, as many as the gin bot's play interactions "
        f"there, by {same.members} members at its rate (each member's at random times over "
        f"its {same.spread:.1f} s): {fmt_rate(len(samples), same.seconds)} over "
        f"{same.seconds:.1f} s" + (f", {lost} unanswered" if lost else "")
    )
    print(
        f"  each click: {sent(hand, 'the answer (callback type 7: embed, rows)')}, then "
        f"{sent(table, 'PATCH /channels/{cid}/messages/{mid} (embed, buttons)')}; the gin bot's "
        "own embeds and rows, copied; applied by the fake: "
        f"{same.channel_edits:,} channel edits, {same.hand_pictures:,} hand pictures"
    )
    print(latency_header())
    print(latency_row("same-requests click", samples))
    print_processes(same.bench, same.bot)
    played = gin.rec.of("move", "view")
    print(
        f"\nCPU per click ({'the bot process' if gin.child is not None else 'the one process'}"
        f"'s own, user+sys over the play window, from /proc; its picture and computer workers "
        f"not counted):"
    )
    gin_edits = gin.play_channel_edits / max(len(played), 1)
    print(
        f"  gin bot, {phase_name}: "
        + (f"{cpu.gin_cpu:.2f} s" if cpu.gin_cpu is not None else "n/a")
        + f" / {cpu.gin_clicks:,} interactions = "
        + (f"{ms(cpu.gin)} ms" if cpu.gin is not None else "n/a")
        + f" (per interaction: 1 answer, {gin_edits:.2f} table edits; moves "
        f"{len(gin.rec.of('move')):,}, views {len(gin.rec.of('view')):,})"
    )
    print(
        "  same-requests reference: "
        + (f"{cpu.ref_cpu:.2f} s" if cpu.ref_cpu is not None else "n/a")
        + f" / {cpu.ref_clicks:,} clicks = "
        + (f"{ms(cpu.ref)} ms" if cpu.ref is not None else "n/a")
        + " (per click: 1 answer, "
        + f"{same.channel_edits / max(cpu.ref_clicks, 1):.2f} table edits)"
    )
    echo_cpu = echo.bot.cpu if echo.bot is not None else echo.bench.cpu
    echo_clicks = len(echo.rec.of("echo"))
    if echo_cpu is not None and echo_clicks:
        print(
            f"  plain echo reference (edit_message alone, no files): {echo_cpu:.2f} s / "
            f"{echo_clicks:,} clicks = {ms(echo_cpu / echo_clicks)} ms"
        )
    print(
        f"  gin / same-requests: {cpu.text()} (the goal: at most {GOAL_CPU_RATIO:g}x). Of the gin "
        "bot's interactions the views (Show my hand, Refresh) edit no table, where every "
        "reference click edits one: per interaction the reference sends more"
    )


def print_cpu_totals(bench_cpu: float, children: Sequence[tuple[str, BotProcess | None]]) -> None:
    """CPU over the whole script: this process, and each child (RUSAGE_CHILDREN deltas)."""
    parts = [f"bench process {bench_cpu:.1f} s"]
    for name, child in children:
        if child is None:
            continue
        report = child.report or {}
        own = report.get("cpu_user", 0.0) + report.get("cpu_sys", 0.0)
        total = "n/a" if child.total_cpu is None else f"{child.total_cpu:.1f} s"
        parts.append(f"{name} (pid {child.pid}) {total} (its own count {own:.1f} s)")
    print("CPU over the whole script, user+sys: " + "; ".join(parts))


def print_summary(
    load: GinLoad,
    base: GinLoad | None,
    echo: EchoResult,
    svc: list[float],
    committed: bool,
    unanswered: int,
    same: SameResult,
    cpu: CpuPerClick,
) -> bool:
    """The side-by-side table and the one goal line (every goal, each with its verdict)."""
    args = load.args
    echo_samples = echo.rec.of("echo")
    width = 44
    print("\nside by side" + " " * (width - 9) + "rate     p50 ms   p99 ms   max ms")

    def line(label: str, rate: str, samples: Sequence[float]) -> None:
        cells = (
            [ms(percentile(samples, q)) for q in (50, 99)] + [ms(max(samples))]
            if samples
            else ["-"] * 3
        )
        print(f"  {label:<{width}} {rate:>9} " + " ".join(f"{c:>8}" for c in cells))

    def latencies(rec: Recorder, *kinds: str) -> tuple[int, list[float]]:
        samples = [s.latency for s in rec.of(*kinds)]
        return len(samples), samples

    def rows(label: str, phase: GinLoad, *kinds: str) -> None:
        n, samples = latencies(phase.rec, *kinds)
        line(label, fmt_rate(n, phase.human_seconds), samples)

    humans = [s.latency for s in load.rec.of("move", "view")]
    everyone = humans + [s.latency for s in load.crec.of("move", "view")]
    if load.cruns:
        beside = f"with {len(load.cruns)} computer games"
        line(
            f"all interactions, {beside}",
            fmt_rate(len(everyone), load.play_seconds),
            everyone,
        )
        rows(f"human games, all, {beside}", load, "move", "view")
        if base is not None:
            rows("human games, all, alone (phase 1)", base, "move", "view")
        rows(f"human games, moves, {beside}", load, "move")
        if base is not None:
            rows("human games, moves, alone (phase 1)", base, "move")
        n, samples = latencies(load.crec, "move", "view")
        line("computer games, members' interactions", fmt_rate(n, load.play_seconds), samples)
        report = load.computer_report()
        thinks = [t[1] for t in report.get("thinks") or () if 0 <= t[0] <= load.play_seconds]
        line(
            "computer games, the computer's thinks",
            fmt_rate(len(thinks), load.play_seconds),
            thinks,
        )
    else:
        rows("gin bot, all interactions", load, "move", "view")
        rows("gin bot, moves", load, "move")
    line(
        "echo bot, same harness and load",
        fmt_rate(len(echo_samples), echo.seconds),
        [s.latency for s in echo_samples],
    )
    same_samples = same.rec.of("ref")
    line(
        "same-requests bot, the gin run's clicks",
        fmt_rate(len(same_samples), same.seconds),
        [s.latency for s in same_samples],
    )
    if svc:
        line("TableService.act alone (FULL)", f"{len(svc) / sum(svc):,.0f}/s", svc)
    if base is not None:
        print(
            f"  the machine's 1-minute load average over the play phases (start -> end; "
            f"{os.cpu_count()} CPUs; the bench and bot add about 1"
            + (f", the {args.busy} spinners {args.busy}" if args.busy else "")
            + f"): phase 1 {loadavg_text(base)}, phase 2 {loadavg_text(load)}: the two compare "
            "only if nothing else ran"
        )
    print(
        f"  CPU per click, gin bot / same-requests reference: {cpu.text()}; busy: "
        + (f"{args.busy} spinning processes at nice 0 all run long" if args.busy else "none")
    )

    busy = args.busy > 0
    computer = f" ({args.computer_level})" if load.cruns else ""
    beside = f" with {len(load.cruns)} computer games{computer} beside them" if load.cruns else ""
    pictures_text = "pictures " + ("on" if args.pictures else "off")
    if busy:
        p99 = percentile(everyone, 99) if everyone else float("inf")
        fast = p99 < GOAL_P99_BUSY
        speed = (
            f"p99 of all interactions < {GOAL_P99_BUSY * 1000:.0f} ms at {GOAL_GAMES} games"
            f"{beside}, {args.busy} spinning processes beside the bench, {pictures_text} "
            f"[p99 = {ms(p99)} ms: {verdict(fast)}]"
        )
    else:
        p99 = percentile(humans, 99) if humans else float("inf")
        fast = p99 < GOAL_P99
        speed = (
            f"p99 < {GOAL_P99 * 1000:.0f} ms at {GOAL_GAMES} concurrent games{beside}, "
            f"{pictures_text} [p99 = {ms(p99)} ms: {verdict(fast)}]"
        )
    whose = " (the members' and the computer's, every phase)" if load.cruns else ""
    goals = [
        (speed, fast),
        (
            f"every acknowledged move committed{whose} [{'yes' if committed else 'NO'}: "
            f"{verdict(committed)}]",
            committed,
        ),
        (
            f"no interaction unanswered (every phase, set-up included) [{unanswered}: "
            f"{verdict(not unanswered)}]",
            not unanswered,
        ),
        (
            f"gin bot CPU per click at most {GOAL_CPU_RATIO:g}x the same-requests reference "
            f"[{cpu.text()}: {verdict(cpu.met)}]",
            cpu.met,
        ),
    ]
    if load.cruns:
        thinks = [t[1] for t in load.computer_report().get("thinks") or ()]
        pause = COMPUTER_PAUSE if args.computer_pause is None else args.computer_pause
        # The pause is a fixed sleep before each think: its turn to its move is the two together.
        turn = pause + (percentile(thinks, 99) if thinks else float("inf"))
        on_time = turn <= GOAL_COMPUTER_TURN
        goals.append(
            (
                f"the computer's ({args.computer_level}) moves within {GOAL_COMPUTER_TURN:g} s "
                f"of its turn at p99 [its pause {pause:g} s + view to the worker -> move back "
                f"p99 {ms(turn - pause)} ms: {verdict(on_time)}]",
                on_time,
            )
        )
    if args.pictures:
        phases = [table_pictures(phase) for phase in (base, load) if phase is not None]
        never = sum(phase.never_sent for phase in phases)
        counts = "; ".join(
            (f"phase {n}: " if len(phases) > 1 else "")
            + f"{phase.drawn:,} drawn, {phase.sent:,} sent, {phase.never_sent:,} never sent"
            for n, phase in enumerate(phases, 1)
        )
        goals.append(
            (f"table pictures drawn but never sent: 0 [{counts}: {verdict(not never)}]", not never)
        )
    met = all(ok for _, ok in goals)
    short = []
    if args.games < GOAL_GAMES:
        short.append(f"{args.games} games")
    if busy and args.computer_games < GOAL_COMPUTER_GAMES:
        short.append(f"{args.computer_games} computer games")
    size = ""
    if short:
        stated = f"{GOAL_GAMES}" + (f" and {GOAL_COMPUTER_GAMES}" if busy else "")
        size = f"; run at {' and '.join(short)} (the goal is stated for {stated})"
    print("\n" + goal_line("; ".join(text for text, _ in goals) + size, met))
    return met


def print_logs(counter: LogCounter, children: Sequence[tuple[str, BotProcess | None]]) -> None:
    """WARNING+ records of every process, counted by message; the first of each, formatted,
    except discord.py's notes about voice support."""
    counts: Counter[str] = Counter({f"[bench] {k}": n for k, n in counter.counts.items()})
    examples = [f"[bench] {e}" for e in counter.examples]
    for name, child in children:
        report = (child.report if child is not None else None) or {}
        for key, n in (report.get("log_counts") or {}).items():
            counts[f"[{name}] {key}"] += n
        examples += [f"[{name}] {e}" for e in report.get("log_examples") or ()]
    if counts:
        print(f"\nWARNING+ log records: {sum(counts.values())}")
        for key, n in counts.most_common(8):
            print(f"    {n:>6}  {key[:120]}")
        shown = [e for e in examples if "voice will NOT be supported" not in e]
        if shown:
            print("  first of each:")
            for line in shown[:6]:
                text, _, exc = line.rpartition(" [")  # a record's exception, at its end
                if text and exc.endswith("]") and len(line) > 160:
                    line = f"{text[:100]}... [{exc[:100]}"
                print(f"    {line[:220]}")


@dataclass
class Phase:
    """One gin run, done: what ``run`` prints."""

    load: GinLoad
    store_check: tuple[int, list[str]]
    sizes: dict[str, int]
    rss: dict[str, int]
    traced: tuple[int, list[tuple[str, int]]] | None = None
    stats: pstats.Stats | None = None


async def run_phase(
    args: argparse.Namespace,
    workdir: Path,
    computer_games: int,
    main: bool,
    layout: Layout = Layout(),
    database: str | None = None,
    db_server: int | None = None,
) -> Phase:
    """Set up, play and check one gin run (a fresh fake, bot and database); ``main``: the one
    profiled and traced (with --profile, --tracemalloc). ``layout``, ``database`` and
    ``db_server`` as :class:`GinLoad` takes them."""
    rss = {"before": maxrss_bytes()}
    tracing = main and args.tracemalloc
    if tracing:
        tracemalloc.start()
    load = GinLoad(args, workdir, computer_games, main, layout, database, db_server)
    profile: cProfile.Profile | None = None
    traced: tuple[int, list[tuple[str, int]]] | None = None
    try:
        await load.start()
        await load.setup_games()
        rss["setup"] = maxrss_bytes()
        if main and args.profile is not None and args.same_process:
            profile = cProfile.Profile()
            profile.enable()
        await load.play_all()  # ends by closing the bot
        if profile is not None:
            profile.disable()
        sizes = load.db_sizes()
        store_check = await load.check_store()
        if tracing:
            snapshot = tracemalloc.take_snapshot()
            traced = (tracemalloc.get_traced_memory()[1], memory_by_area(snapshot))
            tracemalloc.stop()
    finally:
        await load.stop()
    rss["peak"] = maxrss_bytes()
    stats: pstats.Stats | None = None
    if profile is not None:
        stats = pstats.Stats(profile)
        if args.profile:
            stats.dump_stats(args.profile)
    elif load.profile_path is not None and load.profile_path.exists():
        stats = pstats.Stats(str(load.profile_path))
    return Phase(load, store_check, sizes, rss, traced, stats)


async def run(args: argparse.Namespace) -> int:
    tune_garbage_collector()  # as ``python -m bot`` does; the references run under it too
    counter = LogCounter()  # records are counted and summarised, not printed as they come
    logging.getLogger().addHandler(counter)
    logging.getLogger().setLevel(logging.WARNING)
    cpus = os.cpu_count()
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else cpus
    layout = (
        "one process (--same-process): bot, fake and members share a loop"
        if args.same_process
        else "the bot in its own process (bench/load_bot.py), the fake and the members here"
    )
    print(
        f"bench/load.py: python {platform.python_version()}, discord.py {discord.__version__}, "
        f"{platform.system()} {platform.machine()}, CPUs {cpus} (usable {usable})"
    )
    print(f"processes: {layout}")
    print(
        f"load: {args.games} games ({2 * args.games} members, a channel per game), think "
        f"{args.think:.2f} s mean (uniform 0..{2 * args.think:.2f}), at most {args.moves} moves "
        f"a game, time limit {args.seconds:.0f} s, seed {args.seed}"
        + (", PROFILED" if args.profile is not None else "")
        + (", TRACEMALLOC" if args.tracemalloc else "")
        + (", fake's records kept" if args.keep_records else "")
        + (", members' and servers' languages mixed (--locales)" if args.locales else "")
        + "; garbage collector tuned as python -m bot"
    )
    if args.computer_games:
        pause = COMPUTER_PAUSE if args.computer_pause is None else args.computer_pause
        print(
            f"computer games: {args.computer_games} members playing the computer "
            f"({args.computer_level}, the bot's pause {pause:g} s) beside the human games, in a "
            "second run of the same human games; the first runs them alone, for reference"
        )
    if args.busy:
        print(
            f"busy: {args.busy} spinning processes at nice 0 (tests/support/busy.py: a plain "
            "Python loop each) beside the bench and the bots, from the first reference to the "
            "last phase; the goal is then p99 of all interactions under "
            f"{GOAL_P99_BUSY * 1000:.0f} ms with none unanswered"
        )
    else:
        print("busy: no spinning processes (--busy N adds N beside the bench)")

    with tempfile.TemporaryDirectory(prefix="gin-load-") as tmp:
        workdir = Path(tmp)
        svc_seconds = min(3.0, args.ref_seconds)
        svc = {
            "synchronous=FULL as the bot": await service_reference(
                workdir / "svc-full.sqlite3", svc_seconds, True, args.seed
            ),
            "synchronous=NORMAL": await service_reference(
                workdir / "svc-normal.sqlite3", svc_seconds, False, args.seed
            ),
        }
        echo = await echo_reference(
            args.games,
            args.ref_seconds,
            args.think,
            args.seed,
            args.keep_records,
            args.same_process,
        )
        print_references(echo, svc)

        base: Phase | None = None
        if args.computer_games > 0:  # phase 1: the human games alone, for reference
            base = await run_phase(args, workdir / "humans-only", 0, main=False)
        else:
            phase = await run_phase(args, workdir / "gin", 0, main=True)
        # Reference 3, right after the human games alone: as many clicks, at their rate.
        alone = (base or phase).load
        same = await same_requests_reference(
            len(alone.rec.of("move", "view")),
            sum(len(run.players) for run in alone.runs.values()),
            alone.human_seconds,
            alone.fake.sample(),
            workdir,
            args,
        )
        if base is not None:
            phase = await run_phase(args, workdir / "gin", args.computer_games, main=True)
    load = phase.load
    baseline_ok = True
    if base is not None:
        baseline_ok = print_baseline(base.load, base.store_check)
    print_run(load)
    if load.cruns:
        print_computer(load)
    committed = print_checks(load, phase.store_check, phase.sizes, phase.rss)
    cpu = cpu_per_click(alone, same)
    print_same_reference(
        same,
        alone,
        "phase 1 (the human games alone)" if base is not None else "the gin run",
        echo,
        cpu,
    )
    children = [("echo bot", echo.child)]
    if base is not None:
        children.append(("gin bot, phase 1", base.load.child))
    children.append(("same-requests bot", same.child))
    children.append(("gin bot, phase 2" if base is not None else "gin bot", load.child))
    print_cpu_totals(cpu_seconds(), children)
    if phase.traced is not None:
        traced = phase.traced
        print(f"tracemalloc (bench process): peak {mib(traced[0])}; held at the end, by code:")
        for name, size in traced[1][:8]:
            print(f"    {name:<40} {mib(size):>10}")
    print_logs(counter, children)
    if phase.stats is not None:  # before the summary: the goal line is the last
        where = "the one shared process" if args.same_process else "the bot process"
        saved = f"; stats in {args.profile}" if args.profile else ""
        print_profile(
            phase.stats, f"profile of the play phase: cProfile, main thread of {where}{saved}"
        )
    recorders = [load.rec, load.crec] + ([base.load.rec] if base is not None else [])
    unanswered = sum(sum(rec.lost.values()) for rec in recorders)
    met = print_summary(
        load,
        base.load if base is not None else None,
        echo,
        svc["synchronous=FULL as the bot"],
        committed and baseline_ok,
        unanswered,
        same,
        cpu,
    )
    return 0 if met else 1


# --- layouts side by side (--processes, --store) ------------------------------------------------


@dataclass
class LayoutRun:
    """What one gin run of a layout measured, for the layouts' goals."""

    layout: Layout
    interactions: int  # the human games' play interactions (moves and views), answered
    moves: int  # acknowledged
    seconds: float  # the play phase
    p50: float
    p99: float
    bots: list[float]  # each bot process's own CPU over the play phase (from /proc)
    workers: list[float]  # its child processes' (the picture workers, the computer's)
    db: float | None  # the database server's (PostgreSQL: the postmaster and its children)
    rest: RestCount  # over the play phase, until the fake fell quiet
    correct: bool  # every acknowledged move committed, every last table shown the stored one
    unanswered: int
    stale: list[float]  # each state's seconds from its commit to the table edit showing it

    @property
    def bot_cpu(self) -> float:
        """The bot's processes with their workers."""
        return sum(self.bots) + sum(self.workers)

    @property
    def total_cpu(self) -> float:
        """The bot's and its database server's (SQLite runs in the bot's process)."""
        return self.bot_cpu + (self.db or 0.0)

    def per_interaction(self, cpu: float) -> float:
        return cpu / max(self.interactions, 1)

    @property
    def rest_per_move(self) -> float:
        return (self.rest.bot + self.rest.interaction) / max(self.moves, 1)

    def stale_at(self, q: float) -> float:
        """The ``q`` percentile of :attr:`stale` (NaN: no state measured)."""
        return percentile(self.stale, q) if self.stale else float("nan")


def median(values: Sequence[float]) -> float:
    return percentile(values, 50) if values else float("nan")


def layouts_of(args: argparse.Namespace, scaled: bool) -> list[Layout]:
    """The layouts a run compares: the one asked for, and those its goals set it beside."""
    if args.metrics == "compare":  # one process, its metrics off and on
        return [Layout(1, args.store, LAYOUT_SHARDS, metrics=on) for on in (False, True)]
    sqlite = Layout(1, "sqlite", LAYOUT_SHARDS)
    postgres = Layout(1, "postgres", LAYOUT_SHARDS)
    if args.processes == 2:
        out = [sqlite, postgres, Layout(2, "postgres", LAYOUT_SHARDS)]
        if scaled:
            out.append(Layout(2, "postgres", LAYOUT_SHARDS, round(args.games * SCALED_LOAD)))
        return out
    return [sqlite, postgres] if args.store == "postgres" else [sqlite]


def layout_run(load: GinLoad, correct: bool) -> LayoutRun:
    play = [sample.latency for sample in load.rec.of("move", "view")]
    return LayoutRun(
        load.layout,
        len(play),
        len(load.rec.of("move")),
        load.play_seconds,
        percentile(play, 50) if play else float("inf"),
        percentile(play, 99) if play else float("inf"),
        [stats.cpu or 0.0 for stats in load.all_bot_stats],
        list(load.workers_cpu),
        load.db_cpu,
        load.rest,
        correct,
        sum(load.rec.lost.values()) + sum(load.crec.lost.values()),
        table_delays(load)[0],
    )


def print_layout_run(result: LayoutRun) -> None:
    """The figures the goals take from one run."""
    per = result.per_interaction
    each = "; ".join(
        f"process {i}: {ms(per(own))} + workers {ms(per(workers))}"
        for i, (own, workers) in enumerate(zip(result.bots, result.workers, strict=True))
    )
    db = f"; database server {ms(per(result.db))}" if result.db is not None else ""
    print(
        f"  CPU per interaction ({result.interactions:,} interactions, user+sys from /proc over "
        f"the play phase), ms: {each}{db}; in all {ms(per(result.total_cpu))}"
    )
    rest = result.rest
    print(
        f"  REST calls: {rest.bot:,} with the bot's token (at most {rest.peak} in one second; "
        f"Discord's global limit {DISCORD_GLOBAL_LIMIT}/s) + {rest.interaction:,} with "
        f"interactions' tokens = {result.rest_per_move:.2f} per acknowledged move "
        f"({result.moves:,}); past Discord's global limit: {rest.over_global}; answered 429: "
        f"{rest.limited}; channel edits past "
        f"{DISCORD_CHANNEL_EDITS[0]} per {DISCORD_CHANNEL_EDITS[1]:g} s: {rest.channel_bursts}"
    )


def print_layouts_table(results: dict[Layout, list[LayoutRun]]) -> None:
    print(
        "\nlayouts side by side (the median of each one's runs; CPU per interaction in ms, "
        "user+sys)"
    )
    header = (
        f"  {'layout':<34} {'runs':>4} {'rate':>7} {'p50 ms':>7} {'p99 ms':>7} {'bots':>6} "
        f"{'workers':>7} {'db':>6} {'all':>6} {'REST/move':>9} {'peak/s':>6} {'429':>4} "
        f"{'stale p50':>9} {'p99':>6}"
    )
    print(header)
    for layout, runs in results.items():

        def cell(value: Callable[[LayoutRun], float], runs: list[LayoutRun] = runs) -> float:
            return median([value(run) for run in runs])

        db = cell(lambda r: r.per_interaction(r.db or 0.0))
        print(
            f"  {layout.name:<34} {len(runs):>4} "
            f"{cell(lambda r: r.interactions / max(r.seconds, 1e-9)):>5.0f}/s "
            f"{ms(cell(lambda r: r.p50)):>7} {ms(cell(lambda r: r.p99)):>7} "
            f"{ms(cell(lambda r: r.per_interaction(sum(r.bots)))):>6} "
            f"{ms(cell(lambda r: r.per_interaction(sum(r.workers)))):>7} "
            f"{ms(db) if layout.store == 'postgres' else '-':>6} "
            f"{ms(cell(lambda r: r.per_interaction(r.total_cpu))):>6} "
            f"{cell(lambda r: r.rest_per_move):>9.2f} "
            f"{max(r.rest.peak for r in runs):>6} {sum(r.rest.limited for r in runs):>4} "
            f"{ms(cell(lambda r: r.stale_at(50))):>9} {ms(cell(lambda r: r.stale_at(99))):>6}"
        )


def layout_goals(
    args: argparse.Namespace, results: dict[Layout, list[LayoutRun]], usable: int
) -> list[tuple[str, bool | None, str]]:
    """Each goal the layouts run measures: its text with the figures, whether it is met (None:
    not measured) and why not measured."""

    def cpu(layout: Layout, total: bool = False) -> float:
        return median(
            [r.per_interaction(r.total_cpu if total else r.bot_cpu) for r in results[layout]]
        )

    def p99(layout: Layout) -> float:
        return median([r.p99 for r in results[layout]])

    sqlite = Layout(1, "sqlite", LAYOUT_SHARDS)
    one, two = Layout(1, "postgres", LAYOUT_SHARDS), Layout(2, "postgres", LAYOUT_SHARDS)
    runs = f"the median of {args.repeat} run{'s' if args.repeat > 1 else ''} each"
    goals: list[tuple[str, bool | None, str]] = []
    if two in results:
        ratio, with_db = cpu(two) / cpu(one), cpu(two, True) / cpu(one, True)
        goals.append(
            (
                f"two processes' CPU per interaction, summed, at most {GOAL_CLUSTER_CPU_RATIO:g}x "
                f"one process's (PostgreSQL, {args.games} games, the bot processes and their "
                f"workers) [one {ms(cpu(one))} ms, two {ms(cpu(two))} ms: {ratio:.2f}x; with the "
                f"database server {ms(cpu(one, True))} -> {ms(cpu(two, True))} ms: "
                f"{with_db:.2f}x; {runs}]",
                ratio <= GOAL_CLUSTER_CPU_RATIO,
                "",
            )
        )
        scaled = next((layout for layout in results if layout.games), None)
        games = round(args.games * SCALED_LOAD)
        text = (
            f"at {SCALED_LOAD:g}x the load where one process passes p99 "
            f"{GOAL_P99 * 1000:.0f} ms, two processes keep p99 under {GOAL_P99 * 1000:.0f} ms "
            f"({games} games against {args.games})"
        )
        if scaled is None:
            goals.append(
                (
                    f"{text} [not run: {usable} usable CPUs]",
                    None,
                    f"needs {SCALED_LOAD_CORES} cores",
                )
            )
        else:
            figures = (
                f"one process at {args.games} games p99 {ms(p99(one))} ms, two at {games} games "
                f"p99 {ms(p99(scaled))} ms; {runs}"
            )
            met: bool | None = None
            if usable < SCALED_LOAD_CORES:
                why = f"needs {SCALED_LOAD_CORES} cores"
                figures += f"; on {usable} usable CPUs, shown only"
            elif p99(one) >= GOAL_P99:
                why = f"one process fails p99 at {args.games} games: fewer --games"
            else:
                met, why = p99(scaled) < GOAL_P99, ""
            goals.append((f"{text} [{figures}]", met, why))
    if one in results:
        ratio = cpu(one, True) / cpu(sqlite, True)
        worse = p99(one) - p99(sqlite)
        goals.append(
            (
                f"on one process PostgreSQL's CPU per interaction (the bot and its database "
                f"server) at most {GOAL_POSTGRES_CPU_RATIO:g}x SQLite's and its p99 at most "
                f"{GOAL_POSTGRES_P99_WORSE * 1000:.0f} ms worse [CPU {ms(cpu(sqlite, True))} -> "
                f"{ms(cpu(one, True))} ms: {ratio:.2f}x; p99 {ms(p99(sqlite))} -> {ms(p99(one))} "
                f"ms: {worse * 1000:+.1f} ms; {runs}]",
                ratio <= GOAL_POSTGRES_CPU_RATIO and worse <= GOAL_POSTGRES_P99_WORSE,
                "",
            )
        )
    every = [run for layout_runs in results.values() for run in layout_runs]
    limited = sum(run.rest.limited for run in every)
    per_move = ", ".join(
        f"{layout.name} {median([r.rest_per_move for r in layout_runs]):.2f}"
        for layout, layout_runs in results.items()
    )
    peak = max(run.rest.peak for run in every)
    stale = ", ".join(
        f"{layout.name} p50 {ms(median([r.stale_at(50) for r in layout_runs]))} ms, p99 "
        f"{ms(median([r.stale_at(99) for r in layout_runs]))} ms"
        for layout, layout_runs in results.items()
    )
    over = sum(run.rest.over_global for run in every)
    bursts = sum(run.rest.channel_bursts for run in every)
    enforced = (
        "the fake refusing them"
        if args.discord_limits
        else "counted, not refused (the fake's limit off: --discord-limits on refuses them)"
    )
    goals.append(
        (
            f"REST calls per acknowledged move [{per_move}; at most {peak} with the bot's token "
            f"in one second] and no 429 at that load [{over} requests past Discord's global "
            f"{DISCORD_GLOBAL_LIMIT}/s with the bot's token, {enforced}; {limited} answered 429; "
            f"{bursts} channel edits past {DISCORD_CHANNEL_EDITS[0]} per "
            f"{DISCORD_CHANNEL_EDITS[1]:g} s, which discord.py waits for against Discord; the "
            f"price, a committed state to the table edit showing it: {stale}]",
            over == 0 and limited == 0,
            "",
        )
    )
    correct = all(run.correct for run in every)
    unanswered = sum(run.unanswered for run in every)
    goals.append(
        (
            f"every acknowledged move committed and no interaction unanswered, in every run "
            f"[{'yes' if correct else 'NO'}, {unanswered} unanswered]",
            correct and not unanswered,
            "",
        )
    )
    return goals


def metrics_goal(results: dict[Layout, list[LayoutRun]]) -> tuple[str, bool, str]:
    """``--metrics compare``: the bot process's own CPU per interaction with its metrics on
    over off, round by round (each round ran both, one after the other), their median and
    spread; the goal and its verdict."""
    by_metrics = {layout.metrics: runs for layout, runs in results.items()}
    off, on = by_metrics[False], by_metrics[True]

    def cpu(run: LayoutRun) -> float:
        return run.per_interaction(sum(run.bots))

    pairs = list(zip(on, off, strict=True))
    ratios = [cpu(with_) / cpu(without) for with_, without in pairs]
    ratio = median(ratios)
    print(
        "\nmetrics on/off: the bot process's own CPU per interaction (user+sys from /proc over "
        "the play phase), round by round: "
        + ", ".join(
            f"{ms(cpu(with_))}/{ms(cpu(without))} ms = {r:.3f}"
            for (with_, without), r in zip(pairs, ratios, strict=True)
        )
    )
    print(
        f"  median ratio {ratio:.3f}, spread {min(ratios):.3f}..{max(ratios):.3f} over "
        f"{len(ratios)} rounds (off median {ms(median([cpu(r) for r in off]))} ms, on median "
        f"{ms(median([cpu(r) for r in on]))} ms)"
    )
    text = (
        f"metrics cost <= {(GOAL_METRICS_RATIO - 1) * 100:.0f}% of the bot's CPU per interaction "
        f"[median on/off {ratio:.3f} over {len(ratios)} rounds, spread {min(ratios):.3f}.."
        f"{max(ratios):.3f}]"
    )
    return text, ratio <= GOAL_METRICS_RATIO, ""


async def start_postgres() -> ThrowawayPostgres | None:
    """A throwaway PostgreSQL server for the run, durable as a real one; None (said why) where
    its binaries are not installed."""
    bindir = find_binaries()
    if bindir is None:
        print("PostgreSQL's server is not installed (Debian: apt-get install postgresql)")
        return None
    server = ThrowawayPostgres(bindir, settings=DURABLE_POSTGRES, on_disk=True)
    await asyncio.to_thread(server.start)
    return server


async def run_layouts(args: argparse.Namespace) -> int:
    """``--processes`` / ``--store``: the layouts run one after another (a fresh fake, bots and
    database each, the same games and seed), ``--repeat`` times, and their goals."""
    tune_garbage_collector()
    counter = LogCounter()
    logging.getLogger().addHandler(counter)
    logging.getLogger().setLevel(logging.WARNING)
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 1
    scaled = args.processes == 2 and (
        args.scaled_load == "on" or (args.scaled_load == "auto" and usable >= SCALED_LOAD_CORES)
    )
    layouts = layouts_of(args, scaled)
    print(
        f"bench/load.py --processes {args.processes} --store {args.store}: python "
        f"{platform.python_version()}, discord.py {discord.__version__}, {platform.system()} "
        f"{platform.machine()}, CPUs {os.cpu_count()} (usable {usable})"
    )
    print(
        f"layouts, each run {args.repeat} time(s), in turn (reversed every other round, so "
        "that a drift of the machine weighs on each alike): "
        + "; ".join(layout.name for layout in layouts)
    )
    print(
        f"load: {args.games} games ({2 * args.games} members or so: --mix {args.mix}), think "
        f"{args.think:.2f} s mean, at most {args.moves} moves a game, time limit "
        f"{args.seconds:.0f} s, seed {args.seed}"
        + (f", {args.computer_games} computer games beside them" if args.computer_games else "")
    )
    print(
        f"servers: {LAYOUT_SHARDS}, one on each of {LAYOUT_SHARDS} shards (the fake routes each "
        "server's events and interactions to its shard's sessions), the games dealt round them; "
        "one process runs both shards, two processes one each (python -m bot run --shards 2 "
        "--cluster I --clusters 2), each bot a process of its own (bench/load_bot.py)"
    )
    print(
        "stores: SQLite as the bot opens it (WAL, synchronous=FULL) in a temporary folder; "
        "PostgreSQL the machine's own, a throwaway server (tests/support/postgres.py) with a "
        "real server's durability (fsync, synchronous_commit, full_page_writes on), its folder "
        "on the same disk, a fresh database per run"
    )
    print(
        f"Discord's rate limits: the requests with the bot's token past the global "
        f"{DISCORD_GLOBAL_LIMIT} a second (each a 429 from Discord) counted, "
        + ("refused by the fake (--discord-limits on)" if args.discord_limits else "not refused")
        + f"; the channel edits past {DISCORD_CHANNEL_EDITS[0]} per "
        f"{DISCORD_CHANNEL_EDITS[1]:g} s counted (discord.py waits for a route's limit, read from "
        "Discord's headers, which the fake does not send)"
    )
    print(
        "CPU per interaction: user+sys from /proc over the play phase, of each bot process, its "
        "child processes (the picture workers, the computer's) and the PostgreSQL server (the "
        "postmaster and every backend, those gone included), over the human games' play "
        "interactions answered; not the bench's (the fake and the members)"
    )
    results: dict[Layout, list[LayoutRun]] = {layout: [] for layout in layouts}
    children: list[tuple[str, BotProcess | None]] = []
    server: ThrowawayPostgres | None = None
    try:
        if any(layout.store == "postgres" for layout in layouts):
            server = await start_postgres()
            if server is None:
                return 2
        with tempfile.TemporaryDirectory(prefix="gin-load-") as tmp:
            for round_ in range(args.repeat):
                order = layouts if round_ % 2 == 0 else layouts[::-1]
                for layout in order:
                    phase = await run_layout(args, layout, Path(tmp), server, round_)
                    correct = print_checks(phase.load, phase.store_check, phase.sizes, phase.rss)
                    result = layout_run(phase.load, correct)
                    print_layout_run(result)
                    results[layout].append(result)
                    names = [f"{layout.name} #{round_ + 1}"]
                    if len(phase.load.children) > 1:
                        names = [f"{names[0]} p{i}" for i in range(len(phase.load.children))]
                    children += list(zip(names, phase.load.children, strict=True))
    finally:
        if server is not None:
            await asyncio.to_thread(server.stop)
    print_logs(counter, children)
    print_layouts_table(results)
    goals = layout_goals(args, results, usable)
    if args.metrics == "compare":
        goals.append(metrics_goal(results))
    print()
    for text, met, why in goals:
        print(goal_line(text, met, why))
    return 1 if any(met is False for _, met, _ in goals) else 0


async def run_layout(
    args: argparse.Namespace,
    layout: Layout,
    workdir: Path,
    server: ThrowawayPostgres | None,
    round_: int,
) -> Phase:
    """One gin run of ``layout`` (PostgreSQL: on a fresh database of ``server``, dropped
    after), its report printed."""
    url = None
    if layout.store == "postgres":
        assert server is not None
        url = await server.fresh_database()
    slug = f"{layout.processes}p-{layout.store}-{layout.games or args.games}-{round_}"
    if layout.metrics is not None:  # (each run its own database)
        slug += f"-metrics-{'on' if layout.metrics else 'off'}"
    print(f"\n=== {layout.name}: round {round_ + 1} of {args.repeat} ===")
    try:
        phase = await run_phase(
            args,
            workdir / slug,
            args.computer_games,
            main=False,
            layout=layout,
            database=url,
            db_server=server.postmaster_pid if url is not None and server is not None else None,
        )
    finally:
        if url is not None and server is not None:
            await server.drop_database(database_name(url))
    print_run(phase.load)
    if phase.load.cruns:
        print_computer(phase.load)
    return phase


# --- one of two processes killed (--kill-one) ---------------------------------------------------


async def sleep_until(moment: float) -> None:
    await asyncio.sleep(max(0.0, moment - time.perf_counter()))


@dataclass(frozen=True)
class CpuSnapshot:
    """CPU seconds so far (user+sys, from /proc) of each bot process with its workers, of the
    database server (the postmaster's tree), and of the bench process."""

    at: float  # perf_counter
    bots: tuple[float | None, ...]
    db: float | None
    bench: float
    machine: float | None  # every CPU's busy time (/proc/stat: all but idle and iowait)

    @classmethod
    def take(cls, load: GinLoad) -> CpuSnapshot:
        bots = tuple(
            tree_cpu_seconds(child.pid) if child.pid is not None else None
            for child in load.children
        )
        db = tree_cpu_seconds(load.db_server) if load.db_server is not None else None
        return cls(time.perf_counter(), bots, db, cpu_seconds(), machine_busy_seconds())


def others_share(first: CpuSnapshot, last: CpuSnapshot, ours: Sequence[float | None]) -> str:
    """What the rest of the machine (other people's processes) used between two snapshots, in
    cores: ``ours`` (our processes' CPU seconds meanwhile) taken from the machine's."""
    if first.machine is None or last.machine is None or last.at <= first.at:
        return "n/a"
    if any(cpu is None for cpu in ours):
        return "n/a"
    rest = (last.machine - first.machine) - sum(cpu or 0.0 for cpu in ours)
    return f"{max(rest, 0.0) / (last.at - first.at):.2f} of {os.cpu_count()} cores"


def delta(before: float | None, after: float | None) -> float | None:
    return None if before is None or after is None else after - before


def core_share(before: float | None, after: float | None, seconds: float) -> str:
    """CPU seconds over ``seconds`` as a share of one core."""
    if before is None or after is None or seconds <= 0:
        return "n/a"
    return f"{100 * (after - before) / seconds:.0f}%"


@dataclass
class KillRound:
    """One round of --kill-one: the kill, the restart, and what the members and the database
    then showed. Times are the bench's perf_counter."""

    number: int
    window: float = KILL_MINUTE  # seconds measured before the kill, and after it
    killed_at: float = 0.0
    restarted_at: float = 0.0  # the new process's exec
    ready_at: float = 0.0  # it said ready: logged in, its games loaded, its shard connected
    victim_pid: int | None = None
    fresh_pid: int | None = None
    restart_failure: str = ""  # the restart's error, if it never became ready
    in_flight: dict[str, int] = field(default_factory=dict)  # cluster 1's, at the kill
    playing: list[int] = field(default_factory=list)  # cluster 1's games in play at the kill
    family: int = 0  # the killed process's worker processes
    orphans: list[int] = field(default_factory=list)  # of those, still running at the restart
    cpu: list[CpuSnapshot] = field(default_factory=list)  # the minute before, the kill, after
    # From the members, once the play is over:
    before: list[Sample] = field(default_factory=list)  # cluster 0's, the minute before
    after: list[Sample] = field(default_factory=list)  # cluster 0's, the minute after
    killed_before: list[Sample] = field(default_factory=list)  # cluster 1's, the minute before
    killed_after: list[Sample] = field(default_factory=list)  # cluster 1's, restart -> minute
    answered_again: dict[int, float] = field(default_factory=dict)  # game -> s from the exec
    moved_again: dict[int, float] = field(default_factory=dict)  # game -> s from the exec
    acked: int = 0
    lost: list[AckedMove] = field(default_factory=list)
    store_check: tuple[int, list[str]] = (0, [])
    games: int = 0

    def p(self, samples: Sequence[Sample], q: float) -> float:
        return percentile([s.latency for s in samples], q) if samples else float("inf")

    @property
    def worse(self) -> float:
        """Cluster 0's p99, the minute after the kill less the minute before."""
        return self.p(self.after, 99) - self.p(self.before, 99)

    @property
    def resumed(self) -> bool:
        return bool(self.playing) and len(self.moved_again) == len(self.playing)

    @property
    def resume_seconds(self) -> float:
        """From the restart's exec until every table of cluster 1 had answered again."""
        if len(self.answered_again) < len(self.playing) or not self.playing:
            return float("inf")
        return max(self.answered_again.values())


async def kill_one(load: GinLoad, args: argparse.Namespace, record: KillRound) -> None:
    """The plot of a --kill-one round, beside the members: warm-up, the minute before, SIGKILL
    to cluster 1 (waiting, at most KILL_AIM s, for a move of its members to be in flight),
    ``--downtime`` seconds down, the restart (a new process, the same cluster and database),
    the minute after; then, at most RESUME_LIMIT s after the restart, until every table of
    cluster 1 has made a move again. Ends the play."""
    begin = load.play_started + args.warmup
    await sleep_until(begin)
    record.cpu.append(CpuSnapshot.take(load))
    await sleep_until(begin + args.window)
    aim = time.perf_counter() + KILL_AIM
    while not load.in_flight[(KILLED, "move")] and time.perf_counter() < aim:
        await asyncio.sleep(0.001)
    victim = load.children[KILLED]
    assert victim.pid is not None
    family = family_of(victim.pid)
    record.cpu.append(CpuSnapshot.take(load))
    record.in_flight = {
        kind: n for (cluster, kind), n in load.in_flight.items() if cluster == KILLED and n
    }
    outage = Outage(KILLED, time.perf_counter(), load.cluster_sessions(KILLED))
    load.outages.append(outage)
    record.killed_at, record.victim_pid = outage.killed_at, victim.pid
    await victim.kill()
    load.killed.append(victim)
    record.family = len(family)
    record.playing = [
        run.game_id
        for run in load.runs.values()
        if load.cluster_of(run.channel.guild_id) == KILLED and not run.done
    ]

    async def minute_after() -> CpuSnapshot:
        await sleep_until(record.killed_at + args.window)
        return CpuSnapshot.take(load)

    snapshot = asyncio.create_task(minute_after())
    try:
        await asyncio.sleep(args.downtime)
        record.orphans = end_orphans(family)
        fresh = victim.again()
        record.restarted_at = time.perf_counter()
        try:
            await fresh.start()  # stopped by itself if it fails
        except Exception as exc:  # the round's finding: cluster 1 did not come back
            record.restart_failure = f"{type(exc).__name__}: {exc}"[:200]
            return
        outage.ready_at = record.ready_at = time.perf_counter()
        record.fresh_pid = fresh.pid
        load.children[KILLED] = fresh
        await fresh.play()
        record.cpu.append(await snapshot)
    finally:
        snapshot.cancel()

    def resumed(game_id: int) -> bool:
        acked = load.runs[game_id].acked
        return bool(acked) and acked[-1].at > record.restarted_at

    end = record.ready_at + RESUME_LIMIT
    while time.perf_counter() < end and not all(resumed(g) for g in record.playing):
        await asyncio.sleep(0.25)


def kill_figures(load: GinLoad, record: KillRound) -> None:
    """What the members saw, by cluster and minute (by the time each interaction was
    dispatched), and how cluster 1's tables came back."""
    play = load.rec.of("move", "view")
    killed = record.killed_at

    def window(cluster: int, start: float, end: float) -> list[Sample]:
        return [s for s in play if load.cluster_of(s.guild) == cluster and start <= s.at < end]

    record.before = window(1 - KILLED, killed - record.window, killed)
    record.after = window(1 - KILLED, killed, killed + record.window)
    record.killed_before = window(KILLED, killed - record.window, killed)
    record.killed_after = window(KILLED, record.restarted_at, killed + record.window)
    record.games = len(load.runs)
    restart = record.restarted_at
    for game_id in record.playing:
        run = load.runs[game_id]
        answers = [at for at in run.answered_at if at > restart]
        moves = [move.at for move in run.acked if move.at > restart]
        if answers:
            record.answered_again[game_id] = min(answers) - restart
        if moves:
            record.moved_again[game_id] = min(moves) - restart
    record.acked = sum(len(run.acked) for run in load.runs.values())


async def run_kill_round(
    args: argparse.Namespace, workdir: Path, server: ThrowawayPostgres, number: int
) -> tuple[KillRound, GinLoad]:
    """One round: a fresh fake, database and two bot processes; the games set up and played
    with cluster 1 killed and restarted (:func:`kill_one`); the bots stopped, every acknowledged
    move looked up in the database, which is then dropped."""
    url = await server.fresh_database()
    layout = Layout(2, "postgres", LAYOUT_SHARDS)
    load = GinLoad(args, workdir / f"kill-{number}", 0, False, layout, url, server.postmaster_pid)
    record = KillRound(number, args.window)
    try:
        await load.start()
        await load.setup_games()
        await load.play_all(lambda: kill_one(load, args, record))  # ends by stopping the bots
        kill_figures(load, record)
        record.store_check = await load.check_store()
        record.lost = await lost_moves(url, [m for run in load.runs.values() for m in run.acked])
    finally:
        try:
            await load.stop()
        finally:
            await server.drop_database(database_name(url))
    return record, load


def kill_row(label: str, samples: Sequence[Sample]) -> str:
    return latency_row(label, samples, width=40)


def print_kill_round(record: KillRound, load: GinLoad, args: argparse.Namespace) -> None:
    rec, killed = load.rec, record.killed_at
    print_setup(load)
    play = rec.of("move", "view")
    per = Counter(load.cluster_of(run.channel.guild_id) for run in load.runs.values())
    print(
        f"play: {len(play):,} interactions answered in {load.play_seconds:.1f} s; tables: "
        f"{per[0]} on cluster 0, {per[1]} on cluster 1"
    )
    flying = ", ".join(f"{n} {kind}{'s' if n > 1 else ''}" for kind, n in record.in_flight.items())
    print(
        f"kill -9: SIGKILL to cluster 1 (pid {record.victim_pid}) "
        f"{killed - load.play_started:.1f} s into the play, with {flying or 'nothing'} of its "
        f"members in flight and its {len(record.playing)} tables in play; its "
        f"{record.family} worker processes "
        + (
            f"all ended with it (EOF on their pipes) within the {args.downtime:g} s down"
            if not record.orphans
            else f"not all ended: {len(record.orphans)} still ran {args.downtime:g} s later "
            f"(pids {record.orphans}), ended by the bench"
        )
    )
    if not record.ready_at:
        print(
            f"restart: a new process of cluster 1 {record.restarted_at - killed:.1f} s after the "
            f"kill, never ready: {record.restart_failure or 'the play ended first'}"
        )
    else:
        print(
            f"restart: a new process of cluster 1 (pid {record.fresh_pid}) "
            f"{record.restarted_at - killed:.1f} s after the kill; ready (logged in, its games "
            f"loaded, its shard connected) {record.ready_at - record.restarted_at:.1f} s after "
            f"its exec, {record.ready_at - killed:.1f} s after the kill"
        )
    answered, moved = record.answered_again.values(), record.moved_again.values()
    tables = len(record.playing)

    def spread(values: Iterable[float]) -> str:
        values = list(values)
        if not values:
            return "none"
        return (
            f"first {min(values):.1f} s, p50 {percentile(values, 50):.1f} s, all "
            f"{len(values)} by {max(values):.1f} s"
        )

    print(
        f"cluster 1's tables after the restart (seconds from its exec; a member told the "
        f"interaction failed tries again {CUT_RETRY:g} s later, after its think): answered again "
        f"{len(answered)}/{tables} ({spread(answered)}); an acknowledged move again "
        f"{len(moved)}/{tables} ({spread(moved)})"
        + ("" if record.resumed else f"  <- NOT every table within {RESUME_LIMIT:.0f} s")
    )
    print(
        "cluster 0's players (its tables' members), interaction latency (dispatched -> "
        f"callback) by the minute the interaction was dispatched in ({record.window:g} s each: "
        f"{len(record.before) / record.window:.1f} and {len(record.after) / record.window:.1f} "
        "interactions/s):"
    )
    print(latency_header(40))
    print(kill_row("the minute before the kill", record.before))
    print(kill_row("the minute after the kill", record.after))
    cells = [
        f"{(record.p(record.after, q) - record.p(record.before, q)) * 1000:+.1f}"
        for q in (50, 90, 99)
    ]
    print(f"  {'after - before':<40} {'':>7} " + " ".join(f"{c:>8}" for c in cells))
    tens = []
    for name, start in (("before", killed - record.window), ("after", killed)):
        slices = []
        for i in range(int(record.window // 10)):
            lat = [
                s.latency for s in record.before + record.after if 0 <= s.at - start - 10 * i < 10
            ]
            slices.append(ms(percentile(lat, 99)) if lat else "-")
        tens.append(f"{name}: {' '.join(slices)}")
    print(f"  cluster 0's p99 ms by 10 s, {'; '.join(tens)}")

    def brief(samples: Sequence[Sample]) -> str:
        if not samples:
            return "none"
        return (
            f"{len(samples):,}, p50 {ms(record.p(samples, 50))}, p99 {ms(record.p(samples, 99))} ms"
        )

    print(
        f"cluster 1's players, for reference: the minute before the kill "
        f"{brief(record.killed_before)}; from its restart's exec to the minute's end "
        f"{brief(record.killed_after)}"
    )
    if len(record.cpu) == 3:
        first, kill, last = record.cpu
        minute_a, minute_b = kill.at - first.at, last.at - kill.at
        restarted = last.bots[KILLED] if record.restarted_at < last.at else None
        print(
            "CPU, share of one core (user+sys from /proc; a bot with its workers), the minute "
            f"before / after: cluster 0 {core_share(first.bots[0], kill.bots[0], minute_a)} / "
            f"{core_share(kill.bots[0], last.bots[0], minute_b)}; cluster 1 "
            f"{core_share(first.bots[KILLED], kill.bots[KILLED], minute_a)} / restarted "
            f"{core_share(0.0, restarted, last.at - record.restarted_at)} (exec to the "
            f"minute's end, {last.at - record.restarted_at:.0f} s); database server "
            f"{core_share(first.db, kill.db, minute_a)} / {core_share(kill.db, last.db, minute_b)}"
            f"; bench process (the fake, every member) "
            f"{core_share(first.bench, kill.bench, minute_a)} / "
            f"{core_share(kill.bench, last.bench, minute_b)}"
        )
        ours_before = [
            *(delta(x, y) for x, y in zip(first.bots, kill.bots, strict=True)),
            delta(first.db, kill.db),
            kill.bench - first.bench,
        ]
        ours_after = [
            delta(kill.bots[0], last.bots[0]),
            restarted or 0.0,  # the killed process's last moments are not known: next to none
            delta(kill.db, last.db),
            last.bench - kill.bench,
        ]
        print(
            "the rest of the machine (other processes: /proc/stat's busy time less ours), the "
            f"minute before / after: {others_share(first, kill, ours_before)} / "
            f"{others_share(kill, last, ours_after)}; its 1-minute load average, play start "
            f"-> end: {loadavg_text(load)}"
        )
    cut = ", ".join(f"{n} {what}" for what, n in rec.cut.items()) or "none"
    lost = sum(rec.lost.values())
    print(
        f"interactions of cluster 1's members left unanswered by the kill: {cut} (Discord's "
        f'"This interaction failed": the member tried again {CUT_RETRY:g} s later); any '
        f"member's otherwise unanswered within {ANSWER_TIMEOUT:.0f} s: {lost}"
        + (f" {dict(rec.lost.most_common(4))}" if lost else "")
    )
    if rec.anomalies:
        print(f"  members' anomalies: {dict(rec.anomalies.most_common(4))}")
    problems = load.fake.problems()
    reports = [child.report or {} for child in load.children]
    errors = [str(report.get("errors", "n/a")) for report in reports]
    print(
        f"fake Discord problems: {len(problems)}; ERROR log records: cluster 0 {errors[0]}, "
        f"cluster 1 restarted {errors[KILLED]} (the killed process reports nothing)"
    )
    for problem in problems[:3]:
        print(f"    {problem[:160]}")
    good, disagreements = record.store_check
    print(
        f"durability: {record.acked:,} acknowledged moves, each looked up in its stored game "
        f"at the place it was made (bench/acked_moves.py, as bench/faults.py does): "
        f"{len(record.lost)} lost; {good}/{len(load.runs)} games with stored version = "
        "acceptances + acknowledged moves (+ at most those cut off) and the last table shown "
        "the stored state"
    )
    for move in record.lost[:6]:
        print(f"    lost: game {move.game}, {move.notation!r} at {move.version}")
    for line in disagreements[:4]:
        print(f"    {line}")


def print_kill_rounds(rounds: Sequence[KillRound]) -> None:
    print(
        "\nrounds: cluster 0's players, p50 / p99 ms the minute before and after cluster 1's "
        "kill -9, the difference; cluster 1's resume, seconds from its restart's exec"
    )
    header = (
        f"  {'round':<7}{'n before':>9}{'p50':>7}{'p99':>7}{'n after':>9}{'p50':>7}{'p99':>7}"
        f"{'Δp50':>8}{'Δp99':>8}{'ready':>7}{'answered':>9}{'moved':>7}{'acked':>8}{'lost':>5}"
    )
    print(header)

    def row(label: str, values: Sequence[float], counts: Sequence[int]) -> str:
        (nb, na, acked, lost) = counts
        b50, b99, a50, a99, d50, d99, ready, answered, moved = values
        return (
            f"  {label:<7}{nb:>9,}{ms(b50):>7}{ms(b99):>7}{na:>9,}{ms(a50):>7}{ms(a99):>7}"
            f"{d50 * 1000:>+8.1f}{d99 * 1000:>+8.1f}{ready:>7.1f}{answered:>9.1f}{moved:>7.1f}"
            f"{acked:>8,}{lost:>5}"
        )

    table = []
    for r in rounds:
        moved = max(r.moved_again.values()) if r.resumed else float("inf")
        values = [
            r.p(r.before, 50),
            r.p(r.before, 99),
            r.p(r.after, 50),
            r.p(r.after, 99),
            r.p(r.after, 50) - r.p(r.before, 50),
            r.worse,
            r.ready_at - r.restarted_at if r.ready_at else float("inf"),
            r.resume_seconds,
            moved,
        ]
        table.append(values)
        print(row(str(r.number), values, (len(r.before), len(r.after), r.acked, len(r.lost))))
    if len(rounds) > 1:
        medians = [median([values[i] for values in table]) for i in range(len(table[0]))]
        counts = [
            round(median([len(r.before) for r in rounds])),
            round(median([len(r.after) for r in rounds])),
            sum(r.acked for r in rounds),
            sum(len(r.lost) for r in rounds),
        ]
        print(row("median", medians, counts) + "  (acked, lost: in all)")


def kill_goal(rounds: Sequence[KillRound]) -> tuple[bool, str]:
    """The goal over the rounds: the median of cluster 0's p99 differences within the limit,
    cluster 1's games resumed in every round, no acknowledged move lost in any."""
    failed = []
    worse = median([r.worse for r in rounds])
    before = median([r.p(r.before, 99) for r in rounds])
    after = median([r.p(r.after, 99) for r in rounds])
    if not worse <= GOAL_KILL_P99_WORSE:
        failed.append(
            f"cluster 0's p99 {worse * 1000:+.1f} ms after the kill"
            + (
                f" (the median of {len(rounds)} rounds' differences; the minutes' medians "
                f"{ms(before)} -> {ms(after)} ms)"
                if len(rounds) > 1
                else f" ({ms(before)} -> {ms(after)} ms)"
            )
        )
    stalled = [r for r in rounds if not r.resumed]
    for r in stalled:
        if not r.ready_at:
            failed.append(f"round {r.number}: cluster 1's restart never became ready")
            continue
        failed.append(
            f"round {r.number}: {len(r.playing) - len(r.moved_again)} of cluster 1's "
            f"{len(r.playing)} tables made no move within {RESUME_LIMIT:.0f} s of its restart"
        )
    lost = sum(len(r.lost) for r in rounds)
    if lost:
        failed.append(f"{lost} acknowledged moves lost")
    return not failed, "; ".join(failed)


async def run_kill(args: argparse.Namespace) -> int:
    """--kill-one: the rounds, each reported, then the rounds side by side and the goal."""
    tune_garbage_collector()
    counter = LogCounter()
    logging.getLogger().addHandler(counter)
    logging.getLogger().setLevel(logging.WARNING)
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 1
    print(
        f"bench/load.py --kill-one: python {platform.python_version()}, discord.py "
        f"{discord.__version__}, {platform.system()} {platform.machine()}, CPUs "
        f"{os.cpu_count()} (usable {usable})"
    )
    print(
        f"two bot processes (clusters 0 and 1 of 2, a shard each: bench/load_bot.py --shards 2 "
        f"--cluster I --clusters 2) on one PostgreSQL database (a throwaway server, durable: "
        f"fsync, synchronous_commit on), {args.repeat} round(s), each on a fresh fake, database "
        f"and processes"
    )
    print(
        f"load: {args.games} games ({args.games // 2} a process; --mix {args.mix}), think "
        f"{args.think:.2f} s mean, games to {KILL_TARGET} points (none ends), seed {args.seed}"
    )
    print(
        f"each round: {args.warmup:g} s of play (warm-up), the minute before, SIGKILL to cluster "
        f"1's process (with a move of its members in flight, waited for at most {KILL_AIM:g} s), "
        f"{args.downtime:g} s down, then a new process of cluster 1 (the restart: "
        + ("within" if args.downtime < args.window else "after")
        + " the minute after the kill), the minute after the kill; then, at most "
        f"{RESUME_LIMIT:.0f} s after the restart, until every table of cluster 1 has made a move"
    )
    rounds: list[KillRound] = []
    children: list[tuple[str, BotProcess | None]] = []
    server = await start_postgres()
    if server is None:
        return 2
    try:
        with tempfile.TemporaryDirectory(prefix="gin-kill-") as tmp:
            for number in range(1, args.repeat + 1):
                print(f"\n=== kill -9 of cluster 1: round {number} of {args.repeat} ===")
                record, load = await run_kill_round(args, Path(tmp), server, number)
                print_kill_round(record, load, args)
                rounds.append(record)
                children += [
                    (f"round {number} cluster 0", load.children[0]),
                    *((f"round {number} cluster 1, killed", c) for c in load.killed),
                    (f"round {number} cluster 1, restarted", load.children[KILLED]),
                ]
    finally:
        await asyncio.to_thread(server.stop)
    print_logs(counter, children)
    print_kill_rounds(rounds)
    met, failed = kill_goal(rounds)
    if args.window != KILL_MINUTE:
        print(f"\nnote: windows of {args.window:g} s, not the goal's minute")
    what = (
        f"cluster 0's p99 in the minute after cluster 1's kill -9 within "
        f"{GOAL_KILL_P99_WORSE * 1000:.0f} ms of the minute before, its games resumed, no "
        "acknowledged move lost"
    )
    print("\n" + goal_line(what, met, "" if met else failed))
    return 0 if met else 1


def main(args: argparse.Namespace) -> int:
    try:
        with spinning(args.busy):  # ended (killed and reaped) on the way out, whatever happens
            if args.kill_one:
                return asyncio.run(run_kill(args))
            return asyncio.run(run_layouts(args) if args.layouts else run(args))
    finally:
        kill_leftover_children()


def parse_args(argv: Iterable[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Load benchmark of the gin bot through the fake Discord (see the docstring)."
    )
    parser.add_argument(
        "--games",
        type=int,
        default=None,
        help=f"concurrent games (default {GOAL_GAMES}; --kill-one {KILL_GAMES})",
    )
    parser.add_argument(
        "--moves", type=int, default=30, help="acknowledged moves per game (default 30)"
    )
    parser.add_argument(
        "--seconds", type=float, default=60.0, help="hard limit on the play phase (default 60)"
    )
    parser.add_argument(
        "--think",
        type=float,
        default=1.0,
        help="mean seconds a member waits before each interaction, uniform 0..2x (default 1)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--locales",
        action="store_true",
        help="give the members and the servers Discord languages in turn (the six the bot "
        "speaks, en-GB and es-419): the catalogue's cost, against a run without",
    )
    parser.add_argument(
        "--busy",
        default="0",
        metavar="N",
        help="N processes spinning at nice 0 beside the bench for the whole run ('all': one per "
        "usable CPU; default 0); the goal is then p99 of all interactions < 250 ms, none "
        "unanswered",
    )
    parser.add_argument(
        "--pictures",
        choices=["on", "off"],
        default="on",
        help="the hand and table pictures (default on; off: the server's setting turned off)",
    )
    parser.add_argument(
        "--mix",
        default="2,1,1",
        help="weights of two-, three- and four-player games (default 2,1,1: half heads-up)",
    )
    parser.add_argument(
        "--computer-games",
        type=int,
        default=None,
        metavar="K",
        help="games of a member against the computer beside the human games, in a second run "
        "after the human games alone (default 50; 0: one run, no computer games; with "
        "--processes or --store: beside the human games in every layout, default 0)",
    )
    parser.add_argument(
        "--computer-level",
        choices=[level.value for level in Level],
        default="hard",
        help="the computer's level in those games (default hard)",
    )
    parser.add_argument(
        "--computer-pause",
        type=float,
        default=None,
        metavar="S",
        help=f"the bot's pause before each computer move (default the bot's, {COMPUTER_PAUSE} s)",
    )
    parser.add_argument(
        "--ref-seconds", type=float, default=10.0, help="length of the echo-bot reference"
    )
    parser.add_argument(
        "--same-process",
        action="store_true",
        help="run the bot (and the echo bot) in this process and loop, as before (comparison)",
    )
    parser.add_argument(
        "--keep-records",
        action="store_true",
        help="let the fake keep every record (the heap grows; full GCs stall the loop)",
    )
    parser.add_argument(
        "--tracemalloc", action="store_true", help="trace memory (slow: latencies not comparable)"
    )
    parser.add_argument(
        "--profile",
        nargs="?",
        const="",
        default=None,
        metavar="FILE",
        help="cProfile the play phase in the bot's process, print a summary (stats to FILE)",
    )
    layouts = parser.add_argument_group(
        "layouts (--processes, --store)",
        "the bot's layouts side by side instead of the run above (its references and goals): "
        "servers on two shards, the layouts asked for and those their goals set them beside",
    )
    layouts.add_argument(
        "--processes",
        type=int,
        choices=[1, 2],
        default=None,
        help="2: one process and two over PostgreSQL, and SQLite's one (every goal); 1: one",
    )
    layouts.add_argument(
        "--store",
        choices=["sqlite", "postgres"],
        default=None,
        help="postgres: one process on SQLite and on PostgreSQL (default with --processes 2)",
    )
    layouts.add_argument(
        "--repeat",
        type=int,
        default=None,
        metavar="N",
        help="run every layout N times, in turn (default 1; --metrics compare: "
        f"{METRICS_ROUNDS}); the goals take the medians",
    )
    layouts.add_argument(
        "--scaled-load",
        choices=["auto", "on", "off"],
        default="auto",
        help=f"two processes at {SCALED_LOAD:g}x --games too (auto: with at least "
        f"{SCALED_LOAD_CORES} usable CPUs; on: also with fewer, its goal then not measured)",
    )
    kill = parser.add_argument_group(
        "one of two processes killed (--kill-one)",
        "two processes on PostgreSQL; cluster 1 killed (SIGKILL) mid-game and restarted; cluster "
        "0's players' p99 the minute before and after; implies --processes 2 --store postgres",
    )
    kill.add_argument(
        "--kill-one",
        action="store_true",
        help="kill -9 cluster 1 after the warm-up and a minute, restart it, measure cluster 0",
    )
    kill.add_argument(
        "--warmup",
        type=float,
        default=KILL_WARMUP,
        metavar="S",
        help=f"seconds of play before the minute before the kill (default {KILL_WARMUP:g})",
    )
    kill.add_argument(
        "--window",
        type=float,
        default=KILL_MINUTE,
        metavar="S",
        help=f"seconds measured before the kill and after it (default {KILL_MINUTE:g}: the "
        "goal's minute; shorter for a quick try)",
    )
    kill.add_argument(
        "--downtime",
        type=float,
        default=KILL_DOWNTIME,
        metavar="S",
        help=f"seconds from the kill to the restart (default {KILL_DOWNTIME:g}: within the "
        f"minute after; {KILL_MINUTE:g} or more: after it)",
    )
    parser.add_argument(
        "--metrics",
        choices=["on", "off", "compare"],
        default="off",
        help="the bot's metrics (default off; on: as with GIN_METRICS_PORT set); compare: one "
        f"process with them off and on, in turn, --repeat times (default {METRICS_ROUNDS}), and "
        "the median ratio of the bot's CPU per interaction",
    )
    parser.add_argument(
        "--discord-limits",
        choices=["on", "off"],
        default="off",
        help=f"the fake enforces Discord's global rate limit ({DISCORD_GLOBAL_LIMIT}/s with the "
        "bot's token; default off: the layouts count the requests past it all the same)",
    )
    given = list(sys.argv[1:] if argv is None else argv)
    quick: dict[str, object] = {"games": 4, "moves": 3, "seconds": 15.0, "ref_seconds": 1.0}
    if "--kill-one" in given:  # human games alone, around a kill in a short window
        quick |= {"warmup": 2.0, "window": 10.0, "downtime": 1.0}
    else:
        quick["computer_games"] = 2
    args = parse_with_quick(parser, given, **quick)
    if args.games is None:
        args.games = KILL_GAMES if args.kill_one else GOAL_GAMES
    if args.kill_one:
        if args.processes == 1 or args.store == "sqlite":
            parser.error(
                "--kill-one runs two processes on PostgreSQL (--processes 2 --store "
                "postgres, its default)"
            )
        if args.computer_games or args.scaled_load == "on":
            parser.error("--kill-one plays human games alone: no --computer-games, --scaled-load")
        if args.warmup < 0 or args.downtime < 0 or args.window < 10:
            parser.error("--warmup and --downtime must be >= 0, --window >= 10")
        if args.games < 2:
            parser.error("--kill-one needs --games 2 or more (a table on each process)")
        args.processes, args.store = 2, "postgres"
        # No game is capped: the load stays steady until the rounds' plot ends the play; the
        # time limit only guards against a plot that never ends.
        args.moves = sys.maxsize
        args.seconds = (
            args.warmup
            + 2 * args.window
            + KILL_AIM
            + args.downtime
            + READY_TIMEOUT
            + RESUME_LIMIT
            + 60
        )
    if args.metrics == "compare":
        if args.kill_one or args.processes == 2:
            parser.error("--metrics compare runs one process (not --kill-one, --processes 2)")
        args.processes = 1
        args.repeat = args.repeat or METRICS_ROUNDS
    args.repeat = args.repeat or 1
    args.layouts = args.processes is not None or args.store is not None
    if args.layouts:
        args.processes = args.processes or 1
        args.store = args.store or ("postgres" if args.processes == 2 else "sqlite")
        if args.processes == 2 and args.store == "sqlite":
            parser.error("--processes 2 needs --store postgres (a SQLite file serves one)")
        if args.same_process or args.profile is not None or args.tracemalloc:
            parser.error("--same-process, --profile and --tracemalloc are for the plain run")
        if args.repeat < 1:
            parser.error("--repeat must be >= 1")
    if args.computer_games is None:
        args.computer_games = 0 if args.layouts else 50
    args.discord_limits = args.discord_limits == "on"
    args.pictures = args.pictures == "on"
    try:
        args.busy = all_cores() if args.busy == "all" else int(args.busy)
    except ValueError:
        parser.error("--busy takes a number of processes or 'all'")
    if args.busy < 0:
        parser.error("--busy must be >= 0")
    if args.games < 1 or args.moves < 1 or args.seconds <= 0 or args.think < 0:
        parser.error("--games and --moves must be >= 1, --seconds > 0, --think >= 0")
    if args.computer_games < 0 or (args.computer_pause is not None and args.computer_pause < 0):
        parser.error("--computer-games and --computer-pause must be >= 0")
    return args


if __name__ == "__main__":
    sys.exit(main(parse_args()))
