## /gin-admin tournament …: making an event, and its controls, each asked first on a private
## message only the admin who asked can answer. Private: the admin's language.
## $tournament is the event's name, as its admin wrote it; $member a member (a mention);
## $channel a channel (a mention); $game a game's number as written (#12345).
## German: $tournament may be a name of any gender, so no pronoun (es, sein) refers back to it.

## Making an event.

# "kanal": the option's name, as commands.ftl names it.
tournament-text-channel = Erstelle das Turnier in einem Textkanal (nicht in einem Thread): Seine Partien bekommen einen Thread in diesem Kanal. Führe den Befehl dort aus oder gib ihn mit kanal an.
# $permissions: the permissions the bot lacks, as Discord's settings name them, with commas.
# German: after a colon, so that one permission or several read alike.
tournament-permissions = Um in { $channel } ein Turnier auszurichten (seine Partien werden in einem Thread dieses Kanals gespielt), brauche ich dort diese Berechtigungen: { $permissions }. Erteile sie mir oder wähle einen anderen Kanal.
# $command: /gin tournament.
tournament-not-announced = { $tournament } ist erstellt, aber ich konnte die Ankündigung nicht in { $channel } posten: Mitglieder können sich über { $command } anmelden.
# $link: the announcement's address.
tournament-open = { $tournament } ist zur Anmeldung geöffnet: { $link }

## The controls: the question, its yes (each its own), its no (the same for all).

tournament-none-under-way = Auf diesem Server läuft gerade kein Turnier.
confirm-tournament-start = { $tournament } jetzt starten? Die Anmeldung wird geschlossen, und die Paarungen für Durchgang 1 werden gebildet.
confirm-tournament-start-yes = Jetzt starten
confirm-tournament-pause = { $tournament } pausieren? Die Partien ruhen, und ihre Uhren stehen still, bis du das Turnier fortsetzt.
confirm-tournament-pause-yes = Pausieren
confirm-tournament-resume = { $tournament } fortsetzen? Jede Frist der Partien verschiebt sich um die Dauer der Pause.
confirm-tournament-resume-yes = Fortsetzen
confirm-tournament-remove = { $member } aus { $tournament } herausnehmen? Die laufende Partie dieses Mitglieds gilt als verloren, und es wird nicht mehr gepaart.
confirm-tournament-remove-yes = Herausnehmen
# Settling a match: $winner goes through, or (-both) both players lose it.
confirm-tournament-settle = Partie #{ $game } von { $tournament } entscheiden: { $winner } gewinnt die Begegnung? Eine noch laufende Partie endet ungewertet.
confirm-tournament-settle-both = Partie #{ $game } von { $tournament } entscheiden: Beide verlieren die Begegnung? Eine noch laufende Partie endet ungewertet.
confirm-tournament-settle-yes = Entscheiden
confirm-tournament-cancel = { $tournament } abbrechen? Die laufenden Partien werden abgebrochen und zählen für niemanden.
confirm-tournament-cancel-yes = Turnier abbrechen
confirm-tournament-no = Jetzt nicht

## After a yes: what was done.

tournament-over-already = Dieses Turnier ist schon vorbei; es wurde nichts getan.
# German: the thread permissions by the names Discord's German client gives them.
tournament-thread-failed = Ich konnte den Thread des Turniers nicht öffnen. Prüfe, ob ich in seinem Kanal „Öffentliche Threads erstellen“ und „Nachrichten in Threads senden“ darf, und starte das Turnier dann noch einmal.
tournament-started = { $tournament } hat begonnen: Die Paarungen für Durchgang 1 stehen.
tournament-paused-done = { $tournament } ist pausiert: Die Partien warten, ihre Uhren stehen still.
tournament-resumed = { $tournament } geht weiter: Jede Frist hat sich um die Dauer der Pause verschoben.
tournament-cancelled-done = { $tournament } ist abgebrochen; die laufenden Partien sind beendet und zählen für niemanden.
tournament-removed = { $member } ist aus { $tournament } herausgenommen; die laufende Partie dieses Mitglieds gilt als verloren.
tournament-settled = Die Begegnung von Partie #{ $game } ist entschieden: { $winner } kommt weiter.
tournament-settled-both = Die Begegnung von Partie #{ $game } ist entschieden: Beide verlieren sie.
tournament-nothing-done = Es wurde nichts getan.
