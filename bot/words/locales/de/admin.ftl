## Asking first, and the answers to confirmations: resigning, /gin forget-me, an admin's
## /gin-admin end and season (private: the member's language), and a new season's
## announcement (the channel's: the server's language). $game: a game's number (#12345).

# Resigning ($game: the game's number).
confirm-resign = Partie #{ $game } aufgeben? Du verlierst sie dann und landest auf dem letzten Platz.
confirm-resign-team = Partie #{ $game } aufgeben? Dein Team verliert sie dann und landet auf dem letzten Platz.
confirm-resign-yes = Ja, aufgeben
confirm-resign-no = Weiterspielen
confirm-resign-kept = Du bist weiter in Partie #{ $game } dabei: Spiel weiter!
# $challenge: the command /gin challenge (a mention, or its text).
confirm-resign-done = Du hast Partie #{ $game } aufgegeben. Eine neue startest du jederzeit mit { $challenge }.

# /gin forget-me ("ein ehemaliges Mitglied": as the history shows them, see former-member).
confirm-forget = Deine Daten auf diesem Server löschen? Dein Name, deine Wertung, Statistik und Einstellungen werden gelöscht; deine Partien bleiben im Verlauf der anderen, dort steht dann „ein ehemaliges Mitglied“ statt deines Namens. Das lässt sich nicht rückgängig machen.
confirm-forget-yes = Vergiss mich
confirm-forget-no = Daten behalten
confirm-forget-done = Erledigt: Deine Daten auf diesem Server sind gelöscht.
confirm-forget-outside = Löschen, was ich außerhalb von Servern über dich speichere? Deine Partien in DMs, Gruppen-DMs und Servern, die mich nie eingeladen haben, bleiben im Verlauf der anderen als von „einem ehemaligen Mitglied“ gespielt. Das kann nicht rückgängig gemacht werden.
confirm-forget-outside-done = Erledigt: Was ich außerhalb von Servern über dich gespeichert hatte, ist gelöscht.

# /gin-admin end ($players: mentions, with commas; $reason: the admin's words, as they wrote them).
admin-no-game = Auf diesem Server läuft keine Partie #{ $game }. Die Nummer steht im Titel des Tisches.
confirm-end = Partie #{ $game } ({ $players }) abbrechen? Sie wird für niemanden gewertet, und auf dem Tisch steht dann: „{ $reason }“
confirm-end-yes = Partie abbrechen
confirm-end-no = Weiterlaufen lassen
confirm-end-done = Partie #{ $game } ist abgebrochen; auf ihrem Tisch steht, warum.

# /gin-admin season ($season: the new season's number).
confirm-season = Saison { $season } starten? Alle Wertungen und die Rangliste beginnen von vorn; Partien, Verläufe und Punkteblöcke bleiben erhalten.
confirm-season-yes = Saison { $season } starten
confirm-season-no = Jetzt nicht
confirm-season-started = Saison { $season } hat schon begonnen.
confirm-season-done = Saison { $season } hat begonnen.
# Posted in the channel.
season-starts = **Saison { $season } beginnt jetzt!** Wertungen und Rangliste beginnen von vorn; alle Verläufe bleiben erhalten. Viel Glück!

# After a refusal ("Diese Bestätigung ist abgelaufen."), or on its own.
confirm-nothing-changed = Es wurde nichts geändert.
confirm-nothing-more = Sonst ist nichts passiert.
# $command: the command that asks again (a mention, or its text).
confirm-run-again = Es wurde nichts geändert; führe { $command } noch einmal aus.
confirm-run-the-command-again = Es wurde nichts geändert; führe den Befehl noch einmal aus.
confirm-not-yours = Diese Buttons gehören zur Nachricht von jemand anderem. Führe den Befehl selbst aus.
# A confirmation drawn by an older version of the bot.
confirm-old = Diese Bestätigung stammt aus der Zeit vor meinem Update, daher habe ich nichts getan. Führe { $command } noch einmal aus.
