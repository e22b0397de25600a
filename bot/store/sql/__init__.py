"""The store's SQL, written once for every backend: the feature modules' stores (games and the
outbox, standings and history, the leaderboard, members and settings, the bot's own state,
tournaments, table keys) as siblings over :class:`~bot.store.sql.connection.Connection`, which
runs them on a backend's :class:`~bot.store.sql.db.Db`, and all of them together as
:class:`~bot.store.sql.store.SqlStore`. Only the backends import this package."""
