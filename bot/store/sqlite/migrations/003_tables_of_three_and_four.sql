-- Tables of three and four: members get a team (partnerships) and an acceptance (every invited
-- member accepts before a game starts); deal rows name both players, the board and round, and
-- the knocker (so undercuts given and suffered can be counted); results become one row per
-- player with a placement. Rows of two-player games are carried over, nothing lost.

ALTER TABLE game_members ADD COLUMN team INTEGER;  -- partnerships: 0 or 1
ALTER TABLE game_members ADD COLUMN accepted INTEGER NOT NULL DEFAULT 1;

CREATE TABLE deals_new (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    number      INTEGER NOT NULL,      -- in dealing order
    round       INTEGER NOT NULL,      -- partnerships: two deals a round
    board       INTEGER NOT NULL,      -- partnerships: 0 or 1
    dealer      INTEGER NOT NULL,      -- member who dealt (three players: may sit out)
    player_a    INTEGER NOT NULL,      -- the member who played first...
    player_b    INTEGER NOT NULL,      -- ...and the other
    kind        TEXT    NOT NULL,      -- knock, undercut, gin, big gin, draw
    knocker     INTEGER,               -- who knocked or went gin; NULL for a drawn deal
    winner      INTEGER,               -- NULL for a drawn deal
    points      INTEGER NOT NULL,
    finished_at REAL    NOT NULL,
    PRIMARY KEY (game_id, number)
);
INSERT INTO deals_new (game_id, number, round, board, dealer, player_a, player_b, kind, knocker,
                       winner, points, finished_at)
SELECT d.game_id, d.number, d.number, 0, d.dealer, a.member_id, b.member_id, d.kind,
       CASE d.kind
           WHEN 'draw' THEN NULL
           WHEN 'undercut' THEN CASE WHEN d.winner = a.member_id THEN b.member_id
                                     ELSE a.member_id END
           ELSE d.winner END,
       d.winner, d.points, d.finished_at
FROM deals d
JOIN game_members a ON a.game_id = d.game_id AND a.seat = 0
JOIN game_members b ON b.game_id = d.game_id AND b.seat = 1;
DROP TABLE deals;
ALTER TABLE deals_new RENAME TO deals;
CREATE INDEX deals_by_winner ON deals (winner);
CREATE INDEX deals_by_knocker ON deals (knocker);

CREATE TABLE results_new (
    game_id            INTEGER NOT NULL REFERENCES games (id),
    member_id          INTEGER NOT NULL,
    guild_id           INTEGER NOT NULL,
    seat               INTEGER NOT NULL,
    team               INTEGER,            -- partnerships: 0 or 1
    format             TEXT    NOT NULL,   -- heads-up, three, partnership, hollywood
    place              INTEGER NOT NULL,   -- 1 is first; ties share a place
    grand_total        INTEGER NOT NULL,   -- of the member's side (the team's, in partnerships)
    points             INTEGER NOT NULL,   -- hand points of the member's side
    hands_won          INTEGER NOT NULL,   -- deals the member won
    gins               INTEGER NOT NULL,   -- gins and big gins the member went
    undercuts_given    INTEGER NOT NULL,
    undercuts_suffered INTEGER NOT NULL,
    ending             TEXT    NOT NULL,   -- target or forfeit
    reason             TEXT,               -- resigned / timeout, for a forfeit
    forfeited          INTEGER NOT NULL,   -- the member (or their team) forfeited
    shutout            INTEGER NOT NULL,   -- the member's side's total was doubled
    deals              INTEGER NOT NULL,
    finished_at        REAL    NOT NULL,
    PRIMARY KEY (game_id, member_id)
);
INSERT INTO results_new (game_id, member_id, guild_id, seat, team, format, place, grand_total,
                         points, hands_won, gins, undercuts_given, undercuts_suffered, ending,
                         reason, forfeited, shutout, deals, finished_at)
SELECT r.game_id, m.member_id, r.guild_id, m.seat, NULL, 'heads-up',
       CASE WHEN m.member_id = r.winner THEN 1 ELSE 2 END,
       CASE WHEN m.member_id = r.winner THEN r.winner_total ELSE r.loser_total END,
       (SELECT COALESCE(SUM(d.points), 0) FROM deals d
        WHERE d.game_id = r.game_id AND d.winner = m.member_id),
       (SELECT COUNT(*) FROM deals d WHERE d.game_id = r.game_id AND d.winner = m.member_id),
       (SELECT COUNT(*) FROM deals d WHERE d.game_id = r.game_id AND d.winner = m.member_id
          AND d.kind IN ('gin', 'big gin')),
       (SELECT COUNT(*) FROM deals d WHERE d.game_id = r.game_id AND d.winner = m.member_id
          AND d.kind = 'undercut'),
       (SELECT COUNT(*) FROM deals d WHERE d.game_id = r.game_id AND d.knocker = m.member_id
          AND d.kind = 'undercut'),
       r.ending, r.reason,
       CASE WHEN r.ending = 'forfeit' AND m.member_id = r.loser THEN 1 ELSE 0 END,
       CASE WHEN m.member_id = r.winner THEN r.shutout ELSE 0 END,
       r.deals, r.finished_at
FROM results r
JOIN game_members m ON m.game_id = r.game_id;
DROP TABLE results;
ALTER TABLE results_new RENAME TO results;
CREATE INDEX results_by_guild ON results (guild_id, finished_at);
CREATE INDEX results_by_member ON results (member_id, finished_at);
