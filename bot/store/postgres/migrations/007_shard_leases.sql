-- Shards run by several processes over one database: a lease says which process runs a shard
-- now (taken at start, one more epoch if another held it, renewed with the heartbeat, let go
-- at stop; a write carrying an older epoch is refused), and an identify slot holds a bucket
-- of Discord's identify rate limit for a few seconds, whichever process connects. (As
-- SQLite's migration 007.)

CREATE TABLE shard_leases (
    shard      INTEGER PRIMARY KEY,
    epoch      BIGINT  NOT NULL,  -- one more each time another process takes the shard
    holder     TEXT,              -- the process (host, pid, a random tag); NULL once let go
    renewed_at DOUBLE PRECISION NOT NULL  -- wall time of its last heartbeat
);

CREATE TABLE identify_slots (
    bucket INTEGER PRIMARY KEY,  -- shard_id % max_concurrency
    until  DOUBLE PRECISION NOT NULL  -- wall time the bucket's next identify may start
);
