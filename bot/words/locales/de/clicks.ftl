## What a click on a game's controls is told privately (other than a refusal): a click that
## failed, a control of another message or of an older version of the bot.

# The move was saved, but its answer could not be drawn.
click-saved = Dein Zug wurde gespeichert, aber ich konnte ihn nicht anzeigen. Klick auf „Aktualisieren“ oder öffne dein Blatt über den Tisch.
# A menu's choice that no longer exists (the hand changed).
click-stale = Diese Auswahl gilt nicht mehr. Öffne dein Blatt noch einmal über den Tisch.
click-failed = Entschuldige, bei mir ist etwas schiefgelaufen. Es wurde nichts geändert; bitte versuch es noch einmal.
# A challenge's button on a game that has already started.
click-started = Diese Partie hat schon begonnen. Öffne dein Blatt über den Tisch, um zu spielen.
# A hand's control clicked on another member's message: the clicker's own hand follows.
click-not-yours = Diese Bedienelemente gehören zu einer anderen Nachricht. Hier ist dein eigenes Blatt.
# Controls drawn by an older version of the bot: nothing is done.
click-old-rematch = Diese Nachricht stammt aus der Zeit vor meinem Update, daher habe ich mit deinem Klick nichts getan. Hier ist ihr Revanche-Button noch einmal.
click-old-challenge = Diese Nachricht stammt aus der Zeit vor meinem Update, daher habe ich mit deinem Klick nichts getan. Ihre Buttons sind jetzt erneuert: Klick noch einmal.
click-old-hand = Diese Nachricht stammt aus der Zeit vor meinem Update, daher habe ich mit deinem Klick nichts getan. Hier ist dein Blatt noch einmal: Spiel von hier aus weiter.
# A finished game's Review, clicked by someone who did not play it ($game: its number).
click-review-players-only = Einen Rückblick auf Partie #{ $game } gibt es nur für die, die sie gespielt haben.
# A click on a control the bot did not make for the clicker (forged, or unreadable); $command:
# the command /gin hand.
click-unreadable = Diesen Button habe ich nicht für dich erstellt, daher habe ich ihn ignoriert; es hat sich nichts geändert. Führe den Befehl noch einmal aus oder öffne deine Partie über ihren Tisch (oder mit { $command }).
