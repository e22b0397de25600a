-- At the table: a finished game remembers its rematch (one per game); the outbox learns to edit
-- an older message (a table moved to the bottom of its channel: the old message points to the
-- new one), so it gains the message it is about; members can ask for a "your turn" ping, and the
-- ping messages still up are kept (deleted once the turn is played, after a restart too).

ALTER TABLE games ADD COLUMN rematch_of INTEGER REFERENCES games (id);  -- the finished game
CREATE UNIQUE INDEX one_rematch_per_game ON games (rematch_of) WHERE rematch_of IS NOT NULL;

CREATE TABLE outbox_new (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    version    INTEGER NOT NULL,  -- the game version whose commit called for the post
    seq        INTEGER NOT NULL,  -- order among the posts of that commit
    kind       TEXT    NOT NULL CHECK (kind IN ('showdown', 'result', 'reminder', 'moved')),
    deal       INTEGER NOT NULL,  -- the deal the post is about
    member_id  INTEGER,           -- whom a reminder is for
    created_at REAL    NOT NULL,
    message_id INTEGER,           -- 'moved': the old table message, pointed to the new one
    PRIMARY KEY (game_id, version, seq)
);
INSERT INTO outbox_new (game_id, version, seq, kind, deal, member_id, created_at)
SELECT game_id, version, seq, kind, deal, member_id, created_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;

ALTER TABLE members ADD COLUMN turn_ping INTEGER NOT NULL DEFAULT 0;  -- 1: ping on my turn

-- A "your turn" ping in a game's channel, until it is deleted (the turn was played).
CREATE TABLE turn_pings (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    member_id  INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, member_id)
);
