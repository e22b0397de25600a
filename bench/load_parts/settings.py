"""The load's settings: its goals, its sizes and the limits of Discord it models, shared by
the three scenarios (``bench/load.py``, ``bench/load_layouts.py``, ``bench/load_kill.py``)."""

from __future__ import annotations

import re
from pathlib import Path

from bot.model.languages import LANGUAGES
from bot.words import words

ROOT = Path(__file__).resolve().parents[2]
LOAD_BOT = ROOT / "bench" / "load_bot.py"
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
