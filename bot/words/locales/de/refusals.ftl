## Refusals: why nothing happened, and what to do next. Private: the reader's language.
## A refusal is one or two sentences; the hint (hint-*) follows it after a space.
## Values: $game is a game's number as written (never grouped); $member and $members are
## mentions; $channel a channel's mention; $command a command as Discord names it
## (/gin forget-me); $tournament a tournament's name, as its admin wrote it.

# What to do next.
hint-new-challenge = Starte mit { $command } eine eigene Partie.
hint-open-hand = Öffne dein Blatt über den Tisch, dann siehst du, was du tun kannst.
hint-try-again = Bitte versuch es gleich noch einmal.


## Challenges.

refusal-challenge-yourself = Du kannst dich nicht selbst herausfordern. Wähle andere Mitglieder.
refusal-challenge-twice = Du hast dasselbe Mitglied zweimal genannt. Nenne jede Person nur einmal.
refusal-challenge-bots = Andere Bots können hier kein Gin Rommé spielen. Fordere Mitglieder heraus oder spiel gegen den Computer.
# $format: the game's format; $wanted: the other players it needs; $named: those named.
refusal-challenge-players = { $format ->
        [three] Eine Partie zu dritt
        [partnership] Eine Teampartie
        [hollywood] Eine Hollywood-Partie
       *[heads-up] Eine Partie zu zweit
    } braucht { $wanted ->
        [one] { $wanted } weitere Person
       *[other] { $wanted } weitere Personen
    }; du hast { $named } genannt.
# partner, opponent, opponent2: /gin challenge's options, as commands.ftl names them.
refusal-partnership-seats = Eine Teampartie braucht jemanden für dein Team und zwei Gegenüber: Fülle partner, gegner und gegner2 aus.
refusal-partner-not-partnership = Nur in Teampartien gibt es Partner: Lass partner leer.
# The turn timer's range: $minutes (the least) and $hours (the most).
refusal-turn-timer = Die Zeit pro Zug muss zwischen { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } und { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    } liegen.
refusal-tournament-thread = Dieser Thread ist für die Partien eines Turniers da. Stell deine Herausforderung in einem anderen Kanal.
refusal-channel-not-allowed = In diesem Kanal werden hier keine Partien gespielt. Stell deine Herausforderung in einem der Kanäle, die die Servereinstellungen erlauben.
# $members: who don't take challenges; $count: how many they are.
refusal-not-taking-challenges = { $members } { $count ->
        [one] nimmt
       *[other] nehmen
    } gerade keine Herausforderungen an. Fordere jemand anderen heraus.
# $made: the challenges made in the last $window minutes; $wait: minutes to wait.
refusal-challenge-limit = Du hast { $window ->
        [one] in der letzten Minute
       *[other] in den letzten { $window } Minuten
    } { $made ->
        [one] { $made } Herausforderung
       *[other] { $made } Herausforderungen
    } gestellt, mehr erlaubt dieser Server nicht. Versuch es in { $wait ->
        [one] { $wait } Minute
       *[other] { $wait } Minuten
    } wieder.
refusal-busy-you = Du bist in diesem Kanal schon in einer Partie oder Herausforderung. Fordere jemand anderen heraus oder spiel in einem anderen Kanal.
refusal-busy-named = Jemand, den du genannt hast, ist in diesem Kanal schon in einer Partie oder Herausforderung. Fordere jemand anderen heraus oder spiel in einem anderen Kanal.
# $members: who is busy; $count: how many they are.
refusal-busy-members = { $members } { $count ->
        [one] ist
       *[other] sind
    } in diesem Kanal schon in einer Partie oder Herausforderung. Fordere jemand anderen heraus oder spiel in einem anderen Kanal.
refusal-challenge-expired = Diese Herausforderung ist abgelaufen, bevor sie angenommen wurde.
# $invited: how many members the challenge invites.
refusal-accept-own = Das ist deine eigene Herausforderung: Nur { $invited ->
        [one] das herausgeforderte Mitglied kann
       *[other] die herausgeforderten Mitglieder können
    } sie annehmen. Warte auf die Antwort oder zieh die Herausforderung mit „Zurückziehen“ zurück.
refusal-accept-not-invited = Nur { $invited ->
        [one] das herausgeforderte Mitglied kann
       *[other] die herausgeforderten Mitglieder können
    } annehmen.
refusal-accepted-already = Du hast schon angenommen; die Partie beginnt, sobald alle angenommen haben.
refusal-challenge-others = Diese Herausforderung gilt anderen Mitgliedern.
refusal-challenge-answered = Diese Herausforderung wurde schon beantwortet. Spiel über die Nachricht des Tisches oder starte eine neue Partie.

## Rematches.

# $finished: the finished game; $game: its rematch.
refusal-rematch-made = Partie #{ $finished } hat schon ihre Revanche: Partie #{ $game }.
refusal-rematch-not-player = Nur wer in Partie #{ $game } mitgespielt hat, kann eine Revanche fordern.
refusal-rematch-forgotten = Jemand aus Partie #{ $game } hat inzwischen verlangt, hier vergessen zu werden, daher gibt es keine Revanche.

## Playing.

refusal-not-your-game = Das ist nicht deine Partie.
refusal-over = Diese Partie oder Herausforderung ist vorbei.
refusal-game-over = Diese Partie ist vorbei.
refusal-not-in-play = Diese Partie läuft nicht.
refusal-not-your-turn-yet = Du bist noch nicht dran.
refusal-not-your-turn = Du bist noch nicht dran. Du kannst spielen, sobald der Tisch deinen Namen zeigt.
refusal-sit-out = Du setzt diese Runde aus.
# $card: the card, as shown (5♥).
refusal-knock-card = Mit { $card } als Abwurf kannst du nicht klopfen.
# $reason: why, one of the illegal-* clauses below.
# German: the clauses are whole sentences after the colon, so they start with a capital.
refusal-illegal-action = Das geht nicht: { $reason }.
refusal-stale-view = Das war nicht mehr aktuell, daher ist nichts passiert. Hier ist der aktuelle Stand.
refusal-button-unused = Dieser Button wird nicht mehr verwendet.
refusal-another-message = Dieser Button gehört zu einer anderen Nachricht, daher habe ich nichts getan. Nutze die Buttons an der Nachricht der Partie selbst.
refusal-tournament-paused-game = Ein Admin hat dieses Turnier pausiert: Seine Partien warten mit angehaltenen Uhren, bis es fortgesetzt wird.
refusal-time-forfeited = Deine Zeit war vor diesem Klick abgelaufen, daher gilt die Partie für dich als verloren.
refusal-time-partner = Bei deinem Partner bzw. deiner Partnerin ist die Zeit abgelaufen, daher hat dein Team die Partie verloren.
refusal-time-opponent = Deinem Gegenüber ist die Zeit abgelaufen, daher gewinnst du die Partie.
refusal-time-ended = Vor deinem Klick ist jemandem die Zeit abgelaufen, daher ist die Partie vorbei.

## Why a move is not allowed now: a clause, after "You can't do that:" (refusal-illegal-action).
## $card: a card as shown (5♥); $deadwood: deadwood points; $limit: the knock limit.
## German: after "Das geht nicht:", each clause is a whole sentence: a capital, no final stop.

illegal-deal-over = Die Runde ist vorbei
illegal-game-over = Die Partie ist vorbei
illegal-not-your-turn = Du bist nicht dran
illegal-two-deals = Zwei Runden laufen gleichzeitig: Gib an, wessen Zug das ist
illegal-sit-out = Du setzt diese Runde aus
illegal-not-an-action = Das ist kein Zug
illegal-first-draw = Erster Zug der Runde: Nimm die aufgedeckte Karte oder passe
illegal-stock-only = Beide haben bei der aufgedeckten Karte gepasst, daher wird jetzt vom Stapel gezogen
illegal-draw-first = Zieh zuerst eine Karte, vom Stapel oder von der Ablage
illegal-drawn-already = Du hast schon gezogen: Wirf eine Karte ab (oder klopfe)
illegal-no-big-gin = Großes Gin gibt es bei diesen Regeln nicht: Wirf ab und mach Gin
illegal-big-gin-eleven = Für großes Gin müssen alle elf Karten in Kombinationen liegen
illegal-not-in-hand = { $card } hast du nicht auf der Hand
illegal-just-taken = { $card } hast du gerade von der Ablage genommen: Wirf eine andere Karte ab
illegal-gin-deadwood = Wirfst du { $card } ab, { $deadwood ->
        [one] bleibt dir { $deadwood } Deadwood-Punkt
       *[other] bleiben dir { $deadwood } Deadwood-Punkte
    }; für Gin müssen es 0 sein
illegal-straight-gin = Bei Straight Gin gibt es kein Klopfen: Du musst Gin machen
illegal-knock-is-gin = Wirfst du { $card } ab, bleibt kein Deadwood: Das ist Gin, kein Klopfen
illegal-gin-only = Die aufgedeckte Karte dieser Runde erlaubt nur Gin
illegal-knock-limit = Wirfst du { $card } ab, { $deadwood ->
        [one] bleibt dir { $deadwood } Deadwood-Punkt
       *[other] bleiben dir { $deadwood } Deadwood-Punkte
    }; die Klopfgrenze liegt bei { $limit }
# $action: the move, in the game's notation.
illegal-not-now = Der Zug „{ $action }“ ist jetzt nicht erlaubt
illegal-meld-twice = Eine Karte kann nur zu einer Kombination gehören
# $meld: the meld's cards.
illegal-meld-not-held = [{ $meld }] enthält eine Karte, die du dann nicht mehr auf der Hand hättest
illegal-melds-knock-limit = Mit diesen Kombinationen { $deadwood ->
        [one] bleibt dir { $deadwood } Deadwood-Punkt
       *[other] bleiben dir { $deadwood } Deadwood-Punkte
    }; die Klopfgrenze liegt bei { $limit }

## A challenge's option that is not valid: "That option isn't valid: " and a clause.
## German: each rules-error-* clause is a whole sentence after the colon (a capital, no stop).

# $reason: one of the rules-error-* clauses below.
refusal-option = Diese Option ist ungültig: { $reason }.
# $setting: rules-setting; $low, $high: the range; $value: what was given.
rules-error-range = { $setting } muss eine ganze Zahl von { $low } bis { $high } sein, nicht { $value }
# $choices: the values it takes, as the command writes them.
rules-error-choice = { $setting } muss einer dieser Werte sein: { $choices }
rules-error-switch = { $setting } kann nur an oder aus sein (true oder false)
# $preset: the bonuses asked for; $choices: those there are.
rules-error-preset = Die Bonus-Vorgabe „{ $preset }“ gibt es nicht; zur Wahl stehen { $choices }
rules-error-not-object = Die Regeln müssen ein JSON-Objekt sein
# $settings: the names given.
rules-error-unknown = Es gibt keine Regeleinstellung namens { $settings }
# A rule's name.
# German: with its article, capitalized, as it starts each rules-error-* sentence.
rules-setting = { $setting ->
        [knock_limit] Die Klopfgrenze
        [gin_bonus] Der Gin-Bonus
        [undercut_bonus] Der Undercut-Bonus
        [big_gin_bonus] Der Bonus für großes Gin
        [game_bonus] Der Partiebonus
        [box_bonus] Der Box-Bonus
        [target] Das Ziel
        [variant] Die Variante
        [format] Das Format
        [rotation] Die Aussetzregel
        [dealer] Die Geberregel
        [oklahoma_ace] Das Oklahoma-Ass
        [shutout] Der Zu-null-Sieg
       *[other] { $setting }
    }

## Moving a table down its channel (/gin table).

# $seconds: since it was posted; $wait: seconds to wait.
refusal-move-recent = Dieser Tisch wurde vor { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } erneut gepostet, gleich hier unten. Scroll zu ihm hinunter oder versuch es in { $wait ->
        [one] { $wait } Sekunde
       *[other] { $wait } Sekunden
    } noch einmal.
refusal-move-under-way = Dieser Tisch wird gerade erneut gepostet, gleich hier unten: Scroll gleich zu ihm hinunter.

## Ending and abandoning.

refusal-end-no-game = Auf diesem Server läuft keine Partie #{ $game }. Die Nummer steht im Titel des Tisches.
refusal-end-ended = Partie #{ $game } ist schon beendet.
refusal-abandon-tournament = Eine Turnierpartie können die Spielenden nicht abbrechen: Gib auf, um sie verloren zu geben, oder bitte einen Admin, sie zu entscheiden.
refusal-proposal-closed = Dieser Vorschlag zum Abbrechen ist nicht mehr offen: Es wurde ein Zug gemacht, jemand wollte weiterspielen, er ist abgelaufen oder ich wurde neu gestartet. Schlag es noch einmal vor, wenn du noch willst.

## Finished games.

refusal-no-finished-game = Auf diesem Server gibt es keine beendete Partie #{ $game }.
refusal-record-unreadable = Das Protokoll von Partie #{ $game } lässt sich leider nicht lesen.

## Forgetting a member (/gin forget-me).

refusal-forget-busy = Du hast hier eine laufende Partie oder Herausforderung, daher wurde nichts gelöscht. Beende sie (oder gib auf) und führe dann { $command } noch einmal aus.
refusal-forget-entered = Du bist für { $tournament } angemeldet, daher wurde nichts gelöscht. Melde dich vor dem Start ab (oder bitte einen Admin, dich herauszunehmen) und führe dann { $command } noch einmal aus.

## Confirmations (are you sure?).

refusal-confirmation-not-yours = Diese Bestätigung hat jemand anderes angefordert.
refusal-confirmation-expired = Diese Bestätigung ist abgelaufen.
refusal-confirmation-answered = Diese Bestätigung wurde schon beantwortet.

## Tournaments.

# $most: the longest name, in characters.
refusal-tournament-name = Gib dem Turnier einen Namen mit 1 bis { $most } Zeichen.
refusal-tournament-two-player = In einem Turnier wird immer zu zweit gespielt: Wähle Regeln für Partien zu zweit.
refusal-tournament-under-way = Auf diesem Server läuft schon ein Turnier: { $tournament }. Lass es zu Ende gehen oder brich es ab, bevor du ein neues erstellst.
# $most: the most rounds.
refusal-tournament-swiss-rounds = Ein Turnier im Schweizer System braucht eine Zahl an Durchgängen: 1 bis { $most }.
refusal-tournament-rounds-not-swiss = Nur beim Schweizer System gibst du die Zahl der Durchgänge an: Beim K.-o.-System und bei Jeder gegen jeden ergibt sie sich aus der Teilnehmerzahl. Lass durchgänge weg.
# The start's range: $minutes (the soonest) to $days (the latest) from now.
refusal-tournament-start-time = Lass es frühestens in { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } und spätestens in { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    } starten, oder gib keinen Start an und starte es selbst.
refusal-sign-up-closed = { $tournament } hat begonnen: Die Anmeldung ist geschlossen.
refusal-signed-up-already = Du bist schon für { $tournament } angemeldet. Wenn du nicht spielen kannst, nutze „Abmelden“.
# $most: the most players it takes.
refusal-tournament-full = { $tournament } ist voll ({ $most } Plätze). Frag einen Admin nach dem nächsten Turnier.
refusal-not-signed-up = Du bist nicht für { $tournament } angemeldet.
refusal-leave-started = { $tournament } hat begonnen, daher kannst du dich jetzt nicht mehr abmelden: Gib deine Partie auf, wenn du gehen musst, oder bitte einen Admin, dich herauszunehmen.
refusal-tournament-started = { $tournament } hat schon begonnen.
# $least: the fewest players it starts with; $count: how many signed up.
refusal-tournament-too-few = { $tournament } braucht zum Start mindestens { $least } Spieler; bisher { $count ->
        [one] ist { $count } angemeldet
       *[other] sind { $count } angemeldet
    }. Warte auf weitere Anmeldungen oder brich es ab.
refusal-tournament-paused-already = { $tournament } ist schon pausiert. Setze es fort, wenn du bereit bist.
refusal-tournament-not-paused = { $tournament } ist nicht pausiert.
refusal-tournament-not-entrant = Dieses Mitglied spielt nicht in { $tournament } mit.
# $round: the round in play.
refusal-settle-not-match = Partie #{ $game } ist keine Begegnung aus Durchgang { $round } von { $tournament }. Die Nummer steht im Titel des Tisches.
refusal-settle-decided = Die Begegnung von Partie #{ $game } ist schon entschieden.
refusal-settle-knockout = Im K.-o.-System muss jemand weiterkommen: Gib an, wer gewinnt.
refusal-settle-winner = Nenne als Gewinner eine der beiden Personen, die Partie #{ $game } spielen.
refusal-tournament-over = Dieses Turnier ist vorbei.
refusal-tournament-not-started = { $tournament } hat noch nicht begonnen.

## Saving failed or the bot is stopping.

refusal-save-failed = Ich konnte das nicht speichern, daher ist es nicht passiert.
refusal-save-challenge = Ich konnte diese Herausforderung nicht speichern, daher wurde sie nicht gestellt.
refusal-save-move = Ich konnte das nicht speichern, daher wurde der Tisch nicht neu gepostet.
refusal-save-tournament = Ich konnte dieses Turnier nicht speichern, daher wurde es nicht erstellt.
refusal-save-fenced = Eine andere Instanz des Bots führt jetzt die Partien dieses Servers, daher hat diese hier das nicht gespeichert: Versuch es gleich noch einmal.
refusal-shutting-down = Ich starte gerade neu, daher ist nichts passiert.

## The bot's permissions, as Discord's server settings name them.
## German: the names of Discord's German client (channel settings).

permission-view-channel = Kanäle ansehen
permission-send-messages = Nachrichten senden
permission-embed-links = Links einbetten
permission-attach-files = Dateien anhängen
permission-read-message-history = Nachrichtenverlauf anzeigen
permission-create-public-threads = Öffentliche Threads erstellen
permission-send-messages-in-threads = Nachrichten in Threads senden
# $permissions: the permissions it lacks (permission-*, joined by commas).
refusal-blocked = Achtung: Ich kann in diesem Kanal den Tisch nicht aktualisieren und keine Ergebnisse posten. Ein Admin muss mir hier Folgendes erlauben: { $permissions }. Deine Züge werden bis dahin gespeichert.
