## /gin help (private: the member's language).

help-title = Gin rummy: cómo se juega aquí
help-commands = Comandos
# A command and what it does ($command: a mention of it, or /gin hand in code marks;
# $description: its description, from commands.ftl).
help-command = { $command }: { $description }
# The member menu's command ($menu: its name, from commands.ftl). "Aplicaciones": the menu as
# Discord's Spanish client names it.
help-menu = Clic derecho en un miembro → Aplicaciones → **{ $menu }**: un desafío con los ajustes predeterminados del servidor (sobre mí: una partida contra la máquina).
# $commands: the admin commands (/gin-admin ajustes | terminar | temporada). "Gestionar
# servidor": the permission as Discord's Spanish names it (commands.ftl's command-gin-admin).
help-admin = { $commands }: para la gestión del servidor (con el permiso Gestionar servidor, o con los roles a los que se dé acceso).
help-anywhere = En cualquier sitio: servidores, mensajes directos y grupos
help-in-servers = En los servidores que me han invitado
