-- Games (a challenge becomes a game when accepted), their finished deals, and results.
CREATE TABLE games (
    id               INTEGER PRIMARY KEY,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    player0          INTEGER NOT NULL,  -- the challenger
    player1          INTEGER NOT NULL,
    status           TEXT    NOT NULL CHECK (status IN
                         ('challenge', 'active', 'finished', 'declined', 'cancelled', 'expired')),
    rules            TEXT    NOT NULL,  -- Rules.to_dict() as JSON
    turn_seconds     INTEGER NOT NULL,
    state            TEXT,              -- Game.to_json(): every deck and action; NULL for a challenge
    version          INTEGER NOT NULL DEFAULT 0,
    table_message_id INTEGER,
    deadline         REAL,              -- challenge expiry or turn deadline (unix seconds)
    reminded         INTEGER NOT NULL DEFAULT 0,
    created_at       REAL    NOT NULL,
    updated_at       REAL    NOT NULL
);
CREATE INDEX games_live ON games (status) WHERE status IN ('challenge', 'active');
CREATE INDEX games_by_channel ON games (guild_id, channel_id, status);

CREATE TABLE deals (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    number      INTEGER NOT NULL,
    dealer      INTEGER NOT NULL,      -- user id
    kind        TEXT    NOT NULL,      -- knock, undercut, gin, big gin, draw
    winner      INTEGER,               -- user id, NULL for a drawn deal
    points      INTEGER NOT NULL,
    finished_at REAL    NOT NULL,
    PRIMARY KEY (game_id, number)
);

CREATE TABLE results (
    game_id      INTEGER PRIMARY KEY REFERENCES games (id),
    guild_id     INTEGER NOT NULL,
    winner       INTEGER NOT NULL,
    loser        INTEGER NOT NULL,
    ending       TEXT    NOT NULL,     -- target or forfeit
    reason       TEXT,                 -- resigned / timeout for a forfeit
    winner_total INTEGER NOT NULL,
    loser_total  INTEGER NOT NULL,
    shutout      INTEGER NOT NULL,
    deals        INTEGER NOT NULL,
    finished_at  REAL    NOT NULL
);
CREATE INDEX results_by_guild ON results (guild_id, finished_at);
