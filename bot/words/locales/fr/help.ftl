## /gin aide (private: the member's language).

help-title = Gin rami : comment jouer ici
help-commands = Commandes
# A command and what it does ($command: a mention of it, or /gin main in code marks;
# $description: its description, from commands.ftl).
help-command = { $command } : { $description }
# The member menu's command ($menu: its name, from commands.ftl). « Applications » is the
# menu's name in Discord's French client.
help-menu = Clic droit sur un membre → Applications → **{ $menu }** : un défi avec les réglages par défaut du serveur (sur moi : une partie contre l'ordinateur).
# $commands: the admin commands (/gin-admin paramètres | terminer | saison).
help-admin = { $commands } : réservées à qui gère le serveur (permission Gérer le serveur, ou rôles auxquels elle est accordée).
help-anywhere = Partout : serveurs, messages privés et groupes
help-in-servers = Sur les serveurs qui m'ont invité
