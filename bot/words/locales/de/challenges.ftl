## Making a challenge: what the challenger is told privately (their language), and the name
## of a game's own thread (the channel's: the server's language).

challenge-not-in-dms = Gin Rommé wird in einem Serverkanal gespielt, nicht in Direktnachrichten.
# $member: a mention of who was named.
challenge-not-a-member = { $member } ist kein Mitglied dieses Servers und kann hier daher nicht spielen. Fordere ein Mitglied des Servers heraus.
# $permissions: the bot's permissions it lacks, as Discord names them ("Links einbetten, Dateien anhängen").
# German: after a colon, so that one permission or several read alike.
challenge-needs-permissions = Um in diesem Kanal einen Tisch zu führen, brauche ich diese Berechtigungen: { $permissions }. Bitte einen Admin, sie mir zu erteilen, oder spiel in einem anderen Kanal.
# $settings: the command /gin-admin settings (a mention, or its text).
challenge-no-pictures = Hinweis: Ich kann in diesem Kanal keine Dateien anhängen, daher wird diese Partie ohne Bilder der Blätter und des Tisches gespielt. Ein Admin kann mir hier „Dateien anhängen“ erlauben oder die Bilder mit { $settings } ausschalten.
challenge-posted = Deine Herausforderung steht jetzt im Kanal.
# $thread: a mention of the game's own thread.
challenge-posted-in = Deine Herausforderung steht jetzt in { $thread }.
challenge-no-thread = Ich konnte hier keinen Thread für die Partie öffnen. Bitte einen Admin, meine Berechtigungen für Threads in diesem Kanal zu prüfen, oder versuch es gleich noch einmal.
# A game's own thread: its name (at most 100 characters; $players: the players' names, joined
# by challenge-versus: "Ann gegen Bob gegen Cat").
challenge-thread = Gin Rommé: { $players }
challenge-versus = { $first } gegen { $second }

# A rematch whose player left the server ($member: a mention; $challenge: /gin challenge).
rematch-member-left = { $member } ist nicht mehr Mitglied dieses Servers, daher gibt es keine Revanche. Fordere andere mit { $challenge } heraus.
