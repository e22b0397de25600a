-- Games played where the bot was not invited: their table message and the freshest
-- interaction token that may edit it. (As SQLite's migration 011.)

CREATE TABLE table_keys (
    game_id    BIGINT PRIMARY KEY REFERENCES games (id),
    place      TEXT    NOT NULL,   -- 'bot-dm', 'private' or 'other-server'
    locale     TEXT    NOT NULL,   -- the challenger's
    message_id BIGINT,             -- the current table message (NULL: not posted yet)
    token      TEXT,               -- an interaction token that may edit it
    expires_at DOUBLE PRECISION NOT NULL DEFAULT 0,  -- wall time the token runs out
    original   SMALLINT NOT NULL DEFAULT 0,  -- 1: the message is the token's @original
    asleep     SMALLINT NOT NULL DEFAULT 0  -- 1: shown asleep, no move controls
);
