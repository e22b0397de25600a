"""The store's SQL, written once for every backend: the feature modules (games and the outbox,
standings and history, members and settings, the bot's own state) as mixins over
:class:`~bot.store.sql.connection.Connection`, which runs them on a backend's
:class:`~bot.store.sql.db.Db`. Only the backends import this package."""
