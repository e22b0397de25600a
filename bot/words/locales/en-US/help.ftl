## /gin help (private: the member's language).

help-title = Gin rummy: how to play here
help-commands = Commands
# A command and what it does ($command: a mention of it, or /gin hand in code marks;
# $description: its description, from commands.ftl).
help-command = { $command }: { $description }
# The member menu's command ($menu: its name, from commands.ftl).
help-menu = Right-click a member → Apps → **{ $menu }**: a challenge with the server's defaults (on me: a game against the computer).
# $commands: the admin commands (/gin-admin settings | end | season).
help-admin = { $commands }: for server managers (Manage Server, or the roles they grant it to).
# The commands' two lists: those that work everywhere, those of servers that invited the bot.
help-anywhere = Anywhere: servers, DMs and group DMs
help-in-servers = In servers that invited me
