-- Games played where the bot was not invited (its DM, DMs and group DMs between members,
-- servers that never added it): the bot has no channel rights there and keeps its table
-- message up to date only through interaction tokens, each good for 15 minutes. One row per
-- such game: where, the challenger's language (the public table's), the current table
-- message, the freshest token that may edit it and when it runs out, and whether the message
-- was put to sleep before then. A token kept here can only edit this bot's own messages that
-- it sent or that were clicked, for 15 minutes: it is dropped with the row.

CREATE TABLE table_keys (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id),
    place      TEXT    NOT NULL,   -- 'bot-dm', 'private' or 'other-server'
    locale     TEXT    NOT NULL,   -- the challenger's
    message_id INTEGER,            -- the current table message (NULL: not posted yet)
    token      TEXT,               -- an interaction token that may edit it
    expires_at REAL    NOT NULL DEFAULT 0,  -- wall time the token runs out
    original   INTEGER NOT NULL DEFAULT 0,  -- 1: the message is the token's @original
    asleep     INTEGER NOT NULL DEFAULT 0   -- 1: shown asleep, no move controls
);
