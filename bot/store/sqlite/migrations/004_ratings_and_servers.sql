-- Server leaderboards: a row per server (its season and settings), one rating per member per
-- server and season (openskill's mu and sigma, and the display rating they give), each game's
-- rating change per member (the trend and the chart), members' display names as they were when
-- they played, the season a result belongs to (whether it was rated), members' own choices and
-- a log of what admins did.

CREATE TABLE servers (
    guild_id   INTEGER PRIMARY KEY,
    season     INTEGER NOT NULL DEFAULT 1,
    settings   TEXT    NOT NULL DEFAULT '{}',  -- JSON: the server's defaults and choices
    updated_at REAL
);

CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    season     INTEGER NOT NULL,
    member_id  INTEGER NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    display    INTEGER NOT NULL,  -- the conservative rating people see (from mu - 3 sigma)
    games      INTEGER NOT NULL,  -- rated games played this season
    updated_at REAL    NOT NULL,
    PRIMARY KEY (guild_id, season, member_id)
);

CREATE TABLE rating_changes (
    game_id      INTEGER NOT NULL REFERENCES games (id),
    member_id    INTEGER NOT NULL,
    guild_id     INTEGER NOT NULL,
    season       INTEGER NOT NULL,
    mu_before    REAL    NOT NULL,
    sigma_before REAL    NOT NULL,
    mu_after     REAL    NOT NULL,
    sigma_after  REAL    NOT NULL,
    display      INTEGER NOT NULL,  -- after the game
    at           REAL    NOT NULL,
    number       INTEGER NOT NULL,  -- the member's nth rated game of the season
    PRIMARY KEY (game_id, member_id)
);
-- A member's chart and trend: any of their changes of a season by number (a busy member's
-- chart picks a few hundred of thousands), read from the index alone.
CREATE INDEX rating_changes_by_member
    ON rating_changes (guild_id, member_id, season, number, at, display);

-- Running totals per member, server, season and format ('all' too), kept with the results:
-- every leaderboard sort reads these, never the results themselves.
CREATE TABLE standings (
    guild_id           INTEGER NOT NULL,
    season             INTEGER NOT NULL,
    format             TEXT    NOT NULL,  -- heads-up, three, partnership, hollywood or all
    member_id          INTEGER NOT NULL,
    games              INTEGER NOT NULL,
    wins               INTEGER NOT NULL,  -- first places (shared ones too)
    points             INTEGER NOT NULL,  -- hand points of the member's side
    hands_played       INTEGER NOT NULL,
    hands_won          INTEGER NOT NULL,
    gins               INTEGER NOT NULL,
    big_gins           INTEGER NOT NULL,
    undercuts_given    INTEGER NOT NULL,
    undercuts_suffered INTEGER NOT NULL,
    best_total         INTEGER NOT NULL,
    streak             INTEGER NOT NULL,  -- now: wins in a row (> 0) or games without one (< 0)
    longest_streak     INTEGER NOT NULL,  -- most wins in a row
    last_at            REAL    NOT NULL,
    PRIMARY KEY (guild_id, season, format, member_id)
);
-- A member's stats card reads their rows of every format.
CREATE INDEX standings_by_member ON standings (guild_id, season, member_id);

-- Each member who played or was challenged in a server: the newest display name they had
-- (names beside mentions; erased by forget-me) and their own choices (refusing challenges).
CREATE TABLE members (
    guild_id           INTEGER NOT NULL,
    member_id          INTEGER NOT NULL,
    name               TEXT,
    refuses_challenges INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, member_id)
);

-- What admins did (new seasons, games ended, settings changed): who, when and why.
CREATE TABLE server_log (
    guild_id  INTEGER NOT NULL,
    at        REAL    NOT NULL,
    member_id INTEGER NOT NULL,
    action    TEXT    NOT NULL,
    detail    TEXT    NOT NULL
);
CREATE INDEX server_log_by_guild ON server_log (guild_id, at);

ALTER TABLE game_members ADD COLUMN name TEXT;  -- display name when the game was made
ALTER TABLE results ADD COLUMN hands_played INTEGER NOT NULL DEFAULT 0;
ALTER TABLE results ADD COLUMN big_gins INTEGER NOT NULL DEFAULT 0;
ALTER TABLE results ADD COLUMN season INTEGER NOT NULL DEFAULT 1;
ALTER TABLE results ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;
-- Whether a game counts for ratings (a friendly game doesn't) and shows strategy hints, fixed
-- when it is challenged.
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN end_reason TEXT;  -- why an admin ended the game
-- History and head-to-head are per server and newest first: the member index gains the server,
-- the game (the order's tie-break: a page is read in index order), and the place and team
-- (head-to-head reads a member's side of every game from the index alone).
DROP INDEX results_by_member;
CREATE INDEX results_by_guild_member
    ON results (guild_id, member_id, finished_at, game_id, place, team);
