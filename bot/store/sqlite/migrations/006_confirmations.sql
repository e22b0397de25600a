-- Confirmations ("are you sure?") are issued by the bot and kept here: each is for one member,
-- one action and its arguments, and is answered once, by that member, while fresh. (The key
-- that tags the bot's custom ids, bot_state 'control_key', is made by the bot at its first
-- start.) After this migration the bot rewrites the file once (VACUUM) and from then on keeps
-- secure delete on, so that what a member asks to forget leaves no trace in the file.

CREATE TABLE confirmations (
    token       TEXT    PRIMARY KEY,  -- random; in the custom ids of the confirmation's buttons
    guild_id    INTEGER NOT NULL,
    member_id   INTEGER NOT NULL,     -- who asked: the only member it is accepted from
    action      TEXT    NOT NULL CHECK (action IN ('end', 'season', 'forget', 'resign')),
    target      INTEGER NOT NULL,     -- the game (end, resign), the season it ends, the member
    detail      TEXT    NOT NULL,     -- the reason an admin gave for ending a game
    asked_at    REAL    NOT NULL,     -- the bot's clock (downtime doesn't age it)
    answered_at REAL                  -- its answer, yes or no: it is never answered twice
) WITHOUT ROWID;
CREATE INDEX confirmations_by_age ON confirmations (asked_at);

INSERT INTO bot_state (name, value) VALUES ('rewrite_pending', '1');
