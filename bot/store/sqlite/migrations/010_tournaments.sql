-- Server tournaments played inside the bot: the event, its entries (seeded at the start), its
-- matches (one heads-up game each, its outcome written in the same transaction as the game's
-- result) and the posts the event owes its channel (the round's pairings, the standings, the
-- final standings), kept until Discord confirms them like a game's outbox.

CREATE TABLE tournaments (
    id               INTEGER PRIMARY KEY,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,  -- announced and posted in
    name             TEXT    NOT NULL,
    format           TEXT    NOT NULL CHECK (format IN ('swiss', 'knockout', 'round robin')),
    rules            TEXT    NOT NULL,  -- Rules.to_dict() as JSON, for every game of the event
    turn_seconds     INTEGER NOT NULL,
    rated            INTEGER NOT NULL CHECK (rated IN (0, 1)),
    status           TEXT    NOT NULL CHECK (status IN ('sign-up', 'running', 'finished',
                         'cancelled')),
    rounds           INTEGER NOT NULL,  -- Swiss: chosen; knockout, round robin: set at the start
    round            INTEGER NOT NULL DEFAULT 0,  -- the round in play (0: none yet)
    created_by       INTEGER NOT NULL,
    created_at       REAL    NOT NULL,
    starts_at        REAL,              -- the bot's clock; NULL: started by an admin
    games_channel_id INTEGER,           -- the event's first thread, made at the start
    announcement_id  INTEGER,           -- the sign-up message
    paused_at        REAL,              -- the bot's clock; NULL: not paused
    version          INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status);
-- A tournament's games know their event (NULL: any other game).
ALTER TABLE games ADD COLUMN tournament_id INTEGER REFERENCES tournaments (id);

CREATE TABLE tournament_entries (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    member_id     INTEGER NOT NULL,
    name          TEXT,               -- the display name at sign-up (NULL: forgotten)
    joined_at     REAL    NOT NULL,
    tiebreak      INTEGER NOT NULL,   -- a random number: the order of equal ratings
    seed          INTEGER,            -- 1 the strongest, set at the start
    rating        REAL,               -- the rating's ordinal when seeded (NULL: unrated)
    removed       INTEGER NOT NULL DEFAULT 0 CHECK (removed IN (0, 1)),
    PRIMARY KEY (tournament_id, member_id)
);
CREATE INDEX tournament_entries_by_member ON tournament_entries (member_id);

CREATE TABLE tournament_matches (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL,
    table_no      INTEGER NOT NULL,   -- its number in the round, 1 first
    member_a      INTEGER NOT NULL,
    member_b      INTEGER,            -- NULL: a bye
    game_id       INTEGER REFERENCES games (id),  -- its game, once started
    outcome       TEXT CHECK (outcome IN ('win', 'bye', 'both lose')),  -- NULL: in play
    winner        INTEGER,
    points_a      INTEGER NOT NULL DEFAULT 0,
    points_b      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, round, table_no)
);
-- A match's game is started once, whatever crashes in the middle of starting a round.
CREATE UNIQUE INDEX one_game_per_match ON tournament_matches (game_id) WHERE game_id IS NOT NULL;

-- Discord lets a bot edit about 5 messages per 5 seconds in a channel: an event's tables are
-- spread over threads of TABLES_PER_THREAD tables each, the first its games_channel_id, the
-- further ones here (made as a round needs them, kept for the rounds after).
CREATE TABLE tournament_threads (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    number        INTEGER NOT NULL,   -- 2 for tables 11 to 20, and so on
    channel_id    INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, number)
);

CREATE TABLE tournament_posts (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    seq           INTEGER NOT NULL,   -- in the order they go out
    kind          TEXT    NOT NULL CHECK (kind IN ('round', 'final', 'cancelled')),
    round         INTEGER NOT NULL,
    created_at    REAL    NOT NULL,
    PRIMARY KEY (tournament_id, seq)
);

-- An admin's tournament controls are confirmed like the other actions ('tournament': the
-- event is the target, the control and its arguments the detail). SQLite can't change a CHECK:
-- the table is made again.
CREATE TABLE confirmations_new (
    token       TEXT    PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    member_id   INTEGER NOT NULL,
    action      TEXT    NOT NULL CHECK (action IN ('end', 'season', 'forget', 'resign',
                    'tournament')),
    target      INTEGER NOT NULL,     -- the game, the season it ends, the member, the event
    detail      TEXT    NOT NULL,     -- an admin's reason; a tournament control and its arguments
    asked_at    REAL    NOT NULL,
    answered_at REAL
) WITHOUT ROWID;
INSERT INTO confirmations_new SELECT token, guild_id, member_id, action, target, detail,
    asked_at, answered_at FROM confirmations;
DROP TABLE confirmations;
ALTER TABLE confirmations_new RENAME TO confirmations;
CREATE INDEX confirmations_by_age ON confirmations (asked_at);
