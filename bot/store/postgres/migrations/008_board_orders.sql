-- The leaderboard at the scale of a big community: a page, the ranked count and a member's
-- rank read a few hundred rows, not every member of the board (bot/store/sql/boards.py). As
-- SQLite's migration 008: board_order holds each member's place in each order of each board
-- (keys ascending, the member id last), board_blocks each order's blocks of consecutive
-- members and their counts (games 0: all; g: those with exactly g games, rating and win rate).

CREATE TABLE board_order (
    guild_id  BIGINT  NOT NULL,
    season    INTEGER NOT NULL,
    format    TEXT    NOT NULL,  -- heads-up, three, partnership, hollywood or all
    sort      TEXT    NOT NULL,  -- rating, wins, win rate, points, gins, or games
    k1        DOUBLE PRECISION NOT NULL,  -- the first key, ascending (high figures negated)
    k2        BIGINT  NOT NULL,  -- the second (games, or 0)
    member_id BIGINT  NOT NULL,
    games     INTEGER NOT NULL,  -- on this board: ranked by rating or win rate from a minimum
    -- games kept in the index: a walk that skips provisional members reads the index alone.
    PRIMARY KEY (guild_id, season, format, sort, k1, k2, member_id) INCLUDE (games)
);
CREATE INDEX board_order_by_member ON board_order (guild_id, season, member_id);

CREATE TABLE board_blocks (
    guild_id  BIGINT  NOT NULL,
    season    INTEGER NOT NULL,
    format    TEXT    NOT NULL,
    sort      TEXT    NOT NULL,
    games     INTEGER NOT NULL,  -- 0: every member of the block; g: those with exactly g games
    k1        DOUBLE PRECISION NOT NULL,  -- the block's first key (-1e300: the first block)
    k2        BIGINT  NOT NULL,
    member_id BIGINT  NOT NULL,
    members   INTEGER NOT NULL,
    PRIMARY KEY (guild_id, season, format, sort, games, k1, k2, member_id) INCLUDE (members)
);

-- Every standing of a current season in each order (the store's fill_orders_sql() as it was).
INSERT INTO board_order (guild_id, season, format, sort, k1, k2, member_id, games)
SELECT s.guild_id, s.season, s.format, 'rating', -COALESCE(r.display, 0), 0, s.member_id, s.games
FROM standings s LEFT JOIN ratings r
    ON r.guild_id = s.guild_id AND r.season = s.season AND r.member_id = s.member_id
WHERE s.season = COALESCE((SELECT season FROM servers v WHERE v.guild_id = s.guild_id), 1);

INSERT INTO board_order (guild_id, season, format, sort, k1, k2, member_id, games)
SELECT s.guild_id, s.season, s.format, 'wins', -s.wins, s.games, s.member_id, s.games
FROM standings s LEFT JOIN ratings r
    ON r.guild_id = s.guild_id AND r.season = s.season AND r.member_id = s.member_id
WHERE s.season = COALESCE((SELECT season FROM servers v WHERE v.guild_id = s.guild_id), 1);

INSERT INTO board_order (guild_id, season, format, sort, k1, k2, member_id, games)
SELECT s.guild_id, s.season, s.format, 'win rate', -(CAST(s.wins AS DOUBLE PRECISION) / s.games),
       -s.games, s.member_id, s.games
FROM standings s LEFT JOIN ratings r
    ON r.guild_id = s.guild_id AND r.season = s.season AND r.member_id = s.member_id
WHERE s.season = COALESCE((SELECT season FROM servers v WHERE v.guild_id = s.guild_id), 1);

INSERT INTO board_order (guild_id, season, format, sort, k1, k2, member_id, games)
SELECT s.guild_id, s.season, s.format, 'points', -s.points, 0, s.member_id, s.games
FROM standings s LEFT JOIN ratings r
    ON r.guild_id = s.guild_id AND r.season = s.season AND r.member_id = s.member_id
WHERE s.season = COALESCE((SELECT season FROM servers v WHERE v.guild_id = s.guild_id), 1);

INSERT INTO board_order (guild_id, season, format, sort, k1, k2, member_id, games)
SELECT s.guild_id, s.season, s.format, 'gins', -s.gins, s.games, s.member_id, s.games
FROM standings s LEFT JOIN ratings r
    ON r.guild_id = s.guild_id AND r.season = s.season AND r.member_id = s.member_id
WHERE s.season = COALESCE((SELECT season FROM servers v WHERE v.guild_id = s.guild_id), 1);

INSERT INTO board_order (guild_id, season, format, sort, k1, k2, member_id, games)
SELECT s.guild_id, s.season, s.format, 'games', -s.games, 0, s.member_id, s.games
FROM standings s LEFT JOIN ratings r
    ON r.guild_id = s.guild_id AND r.season = s.season AND r.member_id = s.member_id
WHERE s.season = COALESCE((SELECT season FROM servers v WHERE v.guild_id = s.guild_id), 1);

-- Blocks of 1,000 members, the first starting before every key (the store's
-- build_blocks_sql(1000) as it was).
WITH numbered AS (
    SELECT guild_id, season, format, sort, k1, k2, member_id, games,
           (ROW_NUMBER() OVER (PARTITION BY guild_id, season, format, sort
                               ORDER BY k1, k2, member_id) - 1) / 1000 AS block
    FROM board_order
    WHERE season = COALESCE((SELECT season FROM servers v WHERE v.guild_id = board_order.guild_id), 1)
), placed AS (
    SELECT guild_id, season, format, sort, games, block,
           CASE WHEN block = 0 THEN -1e+300 ELSE FIRST_VALUE(k1) OVER w END AS start_k1,
           CASE WHEN block = 0 THEN 0 ELSE FIRST_VALUE(k2) OVER w END AS start_k2,
           CASE WHEN block = 0 THEN 0 ELSE FIRST_VALUE(member_id) OVER w END AS start_member
    FROM numbered
    WINDOW w AS (PARTITION BY guild_id, season, format, sort, block ORDER BY k1, k2, member_id)
)
INSERT INTO board_blocks (guild_id, season, format, sort, games, k1, k2, member_id, members)
SELECT guild_id, season, format, sort, 0, start_k1, start_k2, start_member, COUNT(*)
FROM placed
GROUP BY guild_id, season, format, sort, block, start_k1, start_k2, start_member
UNION ALL
SELECT guild_id, season, format, sort, games, start_k1, start_k2, start_member, COUNT(*)
FROM placed
WHERE sort IN ('rating', 'win rate') AND games < 100
GROUP BY guild_id, season, format, sort, block, start_k1, start_k2, start_member, games;
