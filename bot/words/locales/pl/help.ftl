## /gin help (private: the member's language).

help-title = Gin rummy: jak tu grać
help-commands = Polecenia
# A command and what it does ($command: a mention of it, or /gin hand in code marks;
# $description: its description, from commands.ftl).
help-command = { $command }: { $description }
# The member menu's command ($menu: its name, from commands.ftl). "Aplikacje": the menu's name
# in Discord's Polish client.
help-menu = Kliknij członka serwera prawym przyciskiem → Aplikacje → **{ $menu }**: wyzwanie z domyślnymi ustawieniami serwera (a na mnie: partia z komputerem).
# $commands: the admin commands (/gin-admin settings | end | season). "Zarządzanie serwerem":
# the permission, as Discord's Polish client names it.
help-admin = { $commands }: dla osób zarządzających serwerem (z uprawnieniem Zarządzanie serwerem albo z rolami, którym udostępnią te polecenia).
help-anywhere = Wszędzie: na serwerach, w wiadomościach prywatnych i grupach
help-in-servers = Na serwerach, które mnie zaprosiły
