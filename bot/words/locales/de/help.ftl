## /gin help (private: the member's language).

help-title = Gin Rommé: So spielst du hier
help-commands = Befehle
# A command and what it does ($command: a mention of it, or /gin hand in code marks;
# $description: its description, from commands.ftl).
help-command = { $command }: { $description }
# The member menu's command ($menu: its name, from commands.ftl).
help-menu = Rechtsklick auf ein Mitglied → Apps → **{ $menu }**: eine Herausforderung mit den Vorgaben des Servers (bei mir: eine Partie gegen den Computer).
# $commands: the admin commands (/gin-admin settings | end | season).
help-admin = { $commands }: für die Serververwaltung (Berechtigung „Server verwalten“ oder die Rollen, für die sie freigegeben wurden).
help-anywhere = Überall: auf Servern, in Direktnachrichten und Gruppen
help-in-servers = Auf Servern, die mich eingeladen haben
