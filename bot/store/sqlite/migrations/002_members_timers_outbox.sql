-- Who sits in which game (one live game or challenge per member per channel, enforced by a
-- unique index), timers (deadlines that downtime can move), the outbox (public posts a committed
-- state calls for), and the bot's own state (the heartbeat). Games lose their player and deadline
-- columns, now kept in game_members and timers, and gain the 'abandoned' status.
-- bot_state holds 'heartbeat' (wall time, while the bot can receive clicks) and 'downtime'.
-- Run with foreign keys off (the table is rebuilt); the runner checks them before committing.

CREATE TABLE games_new (
    id               INTEGER PRIMARY KEY,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    status           TEXT    NOT NULL CHECK (status IN ('challenge', 'active', 'finished',
                         'declined', 'cancelled', 'expired', 'abandoned')),
    rules            TEXT    NOT NULL,  -- Rules.to_dict() as JSON
    turn_seconds     INTEGER NOT NULL,
    state            TEXT,              -- Game.to_json(): every deck and action; NULL for a challenge
    version          INTEGER NOT NULL DEFAULT 0,
    table_message_id INTEGER,
    created_at       REAL    NOT NULL,
    updated_at       REAL    NOT NULL
);
INSERT INTO games_new (id, guild_id, channel_id, status, rules, turn_seconds, state, version,
                       table_message_id, created_at, updated_at)
SELECT id, guild_id, channel_id, status, rules, turn_seconds, state, version, table_message_id,
       created_at, updated_at
FROM games;

CREATE TABLE game_members (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seat       INTEGER NOT NULL,   -- 0 is the challenger
    member_id  INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    live       INTEGER NOT NULL CHECK (live IN (0, 1)),  -- 1 while the challenge or game is live
    PRIMARY KEY (game_id, seat)
);
-- Games that an earlier release let a member hold twice in one channel keep playing; only the
-- oldest counts as the member's live one.
INSERT INTO game_members (game_id, seat, member_id, channel_id, live)
SELECT g.id, s.seat, CASE s.seat WHEN 0 THEN g.player0 ELSE g.player1 END, g.channel_id,
       CASE WHEN g.status IN ('challenge', 'active') AND NOT EXISTS (
                SELECT 1 FROM games o
                WHERE o.id < g.id AND o.channel_id = g.channel_id
                  AND o.status IN ('challenge', 'active')
                  AND (CASE s.seat WHEN 0 THEN g.player0 ELSE g.player1 END)
                      IN (o.player0, o.player1))
            THEN 1 ELSE 0 END
FROM games g CROSS JOIN (SELECT 0 AS seat UNION ALL SELECT 1) s;
CREATE UNIQUE INDEX one_live_table_per_member ON game_members (channel_id, member_id)
    WHERE live = 1;
CREATE INDEX game_members_by_member ON game_members (member_id);

-- Deadlines run on the bot's clock: wall time minus all the time the bot could not receive
-- clicks (bot_state 'downtime'), so an outage moves every deadline without rewriting any.
CREATE TABLE timers (
    game_id   INTEGER NOT NULL REFERENCES games (id),
    slot      INTEGER NOT NULL,  -- which clock of the game (one per deal in play)
    kind      TEXT    NOT NULL CHECK (kind IN ('challenge', 'turn')),
    due_at    REAL    NOT NULL,  -- the challenge expires, or the player to act forfeits
    remind_at REAL,              -- when to remind the player to act; NULL once reminded
    PRIMARY KEY (game_id, slot)
);
INSERT INTO timers (game_id, slot, kind, due_at, remind_at)
SELECT id, 0, CASE status WHEN 'challenge' THEN 'challenge' ELSE 'turn' END, deadline,
       CASE WHEN status = 'active' AND reminded = 0 THEN deadline - turn_seconds / 2.0 END
FROM games
WHERE status IN ('challenge', 'active') AND deadline IS NOT NULL;

CREATE TABLE outbox (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    version    INTEGER NOT NULL,  -- the game version whose commit called for the post
    seq        INTEGER NOT NULL,  -- order among the posts of that commit
    kind       TEXT    NOT NULL CHECK (kind IN ('showdown', 'result', 'reminder')),
    deal       INTEGER NOT NULL,  -- the deal the post is about
    member_id  INTEGER,           -- whom a reminder is for
    created_at REAL    NOT NULL,
    PRIMARY KEY (game_id, version, seq)
);

CREATE TABLE bot_state (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

DROP TABLE games;
ALTER TABLE games_new RENAME TO games;
CREATE INDEX games_live ON games (status) WHERE status IN ('challenge', 'active');
CREATE INDEX games_by_channel ON games (guild_id, channel_id, status);
