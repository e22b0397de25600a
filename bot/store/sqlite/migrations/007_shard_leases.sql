-- Shards run by several processes over one database (PostgreSQL; a SQLite file serves one
-- process, which may run several shards). A lease says which process runs a shard now: taken
-- when the process starts (one more epoch if another held it), renewed with its heartbeat and
-- let go when it stops. A write carrying an older epoch is refused, so two processes on one
-- shard (a rolling restart) never both apply a move. An identify slot holds a bucket of
-- Discord's identify rate limit for a few seconds, whichever process connects.

CREATE TABLE shard_leases (
    shard      INTEGER PRIMARY KEY,
    epoch      INTEGER NOT NULL,  -- one more each time another process takes the shard
    holder     TEXT,              -- the process (host, pid, a random tag); NULL once let go
    renewed_at REAL    NOT NULL   -- wall time of its last heartbeat
);

CREATE TABLE identify_slots (
    bucket INTEGER PRIMARY KEY,  -- shard_id % max_concurrency
    until  REAL    NOT NULL      -- wall time the bucket's next identify may start
);
