## Where a /gin command works: the one sentence it says where it doesn't (private: the
## member's language). $command: the command (a mention, or /gin leaderboard). "A server that
## invited me": one the bot was added to, not one where a member uses their own install of it.

place-server-games = { $command } works in the channels of a server that invited me: use it there.
place-server-choices = Your choices are kept per server: use { $command } in a server that invited me.
place-server-standings = Standings and game records are kept per server: use { $command } in a server that invited me.
place-server-settings = Settings belong to a server: use { $command } in a server that invited me.
place-server-tournament = Tournaments are run by servers: use { $command } in a server that invited me.
# A challenge of three or four players outside servers that invited the bot (for now).
place-two-players = Outside servers a game is for two players for now: challenge one friend here, or play three or four in a server that invited me.
# A challenge in the bot's own DM naming a member: they can't see it there. $practice: the
# command.
place-bot-dm-computer = In my DM you play me: challenge me or use { $practice }; to play a friend, challenge them in your DM with them.
# challenge and practice in a server that did not invite the bot, where the member lacks Use
# External Apps (Discord's name of the permission): every answer of theirs is private there.
place-no-external-apps = This server lets your apps answer only privately, so no table can be shown here: ask its admins for Use External Apps, or to invite me.
# A game's command in a server that did not invite the bot, when the bot runs as several
# clusters and this server's cluster doesn't hold the games played outside servers.
place-other-server-cluster = Here I can't run games in servers that didn't invite me: challenge your friend in a DM, or ask this server's admins to invite me.
