## A server tournament as its members see it: its announcement (redrawn as it changes, with its
## buttons), each round's post, the final standings, the cancellation, /gin tournament's look at
## the event, the event's threads, and the knockout's bracket (the words drawn in its picture, and
## the bracket in words for screen readers). What the channel sees (the posts, the announcement,
## /gin tournament, the bracket) is said in the server's language; the Standings button's copy
## and a member's own answers (signing up, leaving) in the member's.
## Shared variables: $tournament is the event's name, as its admin wrote it; $player, $winner,
## $loser, $first and $second are members (a mention, or "a former member"); $channels is where
## the games are (the event's threads, as channel mentions with commas); $command is a command (a
## mention, or its text: /gin tournament); $round and $rounds are a round's number and how many
## rounds the event has.
## German: a tournament's round is a "Durchgang" ("Runde" is a deal), a match a "Begegnung",
## standings the "Tabelle", a bye a "Freilos". $tournament may be a name of any gender: no
## pronoun (es, sein) refers back to it.

## The event's words.

# A tournament's format ($format: swiss, knockout or round-robin).
tournament-format = { $format ->
        [swiss] Schweizer System
        [knockout] K.-o.-System
       *[round-robin] Jeder gegen jeden
    }
# The format and its rounds, once known ($format: tournament-format's words; $rounds: how many).
tournament-format-rounds = { $format }, { $rounds ->
        [one] { $rounds } Durchgang
       *[other] { $rounds } Durchgänge
    }
# The announcement's first line ($format: tournament-format or tournament-format-rounds).
tournament-kind = **{ $format }** · Partien zu zweit
# $rules: the games' rules line (as the table's footer says it).
tournament-rules = **Regeln:** { $rules }.
# $turn: how long each turn is ("5 Minuten", "2 Std. 05 Min.").
tournament-timer = Zeit pro Zug: { $turn }. Wer sie überschreitet, verliert die Partie.
tournament-rated = Gewertet: Jede Partie zählt für die Wertung des Servers.
tournament-friendly = Freundschaftlich: Die Partien zählen für keine Wertung.
# When it starts: $start is a Discord timestamp (a date and a time, in each reader's own time
# zone), $relative the same moment as Discord says it from now ("in 2 Stunden").
tournament-starts-at = Start: { $start } ({ $relative }).
# $command: /gin-admin tournament start.
tournament-starts-by-admin = Beginnt, sobald ein Admin das Turnier mit { $command } startet.
# Who signed up (before the start) or plays (after it): $count is how many, $members the first
# of them (mentions, with commas), $more how many more there are, not named.
tournament-signed-up = Angemeldet ({ $count }): { $members }
tournament-signed-up-more = Angemeldet ({ $count }): { $members } und { $more } weitere
tournament-signed-up-none = Angemeldet (0): noch niemand. Mach den Anfang!
tournament-players = Teilnehmende ({ $count }): { $members }
tournament-players-more = Teilnehmende ({ $count }): { $members } und { $more } weitere
# How many players it takes: $most at most; $least the fewest it starts with (said while fewer
# have signed up).
tournament-room = Bis zu { $most } Teilnehmende.
tournament-room-needs = Bis zu { $most } Teilnehmende; zum Start braucht es mindestens { $least }.
tournament-sign-up-how = Melde dich mit dem Button an; wenn du nicht spielen kannst, melde dich vor dem Start wieder ab.
tournament-round-in-play = Durchgang { $round } von { $rounds } läuft in { $channels }.
tournament-paused = Von einem Admin pausiert: Die Uhren der Partien stehen still.
tournament-finished = Beendet.
tournament-finished-won = Beendet: Sieg für { $winner }.
tournament-cancelled = Von einem Admin abgebrochen.
# The announcement's footer: $number is the event's number; $command is /gin tournament as text
# (a footer shows no command mentions).
tournament-footer = Turnier #{ $number } · Tabelle: { $command }
# The announcement's buttons.
tournament-sign-up-button = Anmelden
tournament-leave-button = Abmelden
tournament-standings-button = Tabelle

## The standings.

# A member taken out of the event by an admin ($player: the member).
tournament-withdrawn = { $player } (zurückgezogen)
# A line's figures (a Swiss or round robin line: the record, then these three; a knockout's:
# the record, the points scored and how far they went). The abbreviations are the legend's.
# $points: match points (shown bold); the tiebreak's sum; points scored in the games.
tournament-match-points = **{ $points }** MP
tournament-buchholz = Bu { $points }
tournament-sonneborn-berger = SB { $points }
tournament-points-scored = { $points } Pkt.
# How far a knockout's player went ($round: the round they lost in).
tournament-stage-winner = 🏆 Turniersieg
tournament-stage-in = noch dabei
tournament-stage-final = im Finale verloren
tournament-stage-out = in Durchgang { $round } ausgeschieden
# The legend under the standings, by format: each abbreviation, then what it means.
tournament-legend-swiss = MP Matchpunkte · Bu Buchholz · Pkt. erzielte Punkte
tournament-legend-round-robin = MP Matchpunkte · SB Sonneborn-Berger · Pkt. erzielte Punkte
tournament-legend-knockout = Pkt. erzielte Punkte
# A list cut short: $count is how many more are not shown.
tournament-more-players = …und { $count ->
        [one] { $count } weitere Person
       *[other] { $count } weitere Personen
    }: siehe { $command }
tournament-more-tables = …und { $count ->
        [one] { $count } weiterer Tisch
       *[other] { $count } weitere Tische
    }: siehe { $command }
tournament-more-tables-in = …und { $count ->
        [one] { $count } weiterer Tisch
       *[other] { $count } weitere Tische
    } in { $channels }

## The matches.

# A member with no opponent this round: it counts as a win (a knockout: they go through to
# round $round).
tournament-bye = { $player } hat ein Freilos (zählt als Sieg)
tournament-bye-through = { $player } hat ein Freilos (weiter in Durchgang { $round })
# A match abandoned: both lose it.
tournament-both-lose = { $first } und { $second }: abgebrochen, Niederlage für beide
# A decided match: $won and $lost are the winner's and the loser's points in the game.
# German: a score is written with a colon ("120:80").
tournament-beat = { $winner } gewinnt gegen { $loser } { $won }:{ $lost }
# Decided with no game played (an admin settled it, or a forfeit before any deal).
tournament-beat-walkover = { $winner } gewinnt kampflos gegen { $loser }
# A round's pairing ($table: the table's number in the round).
tournament-pairing = Tisch { $table }: { $first } gegen { $second }
# A decided match in /gin tournament's round ($result: tournament-beat, or tournament-both-lose).
tournament-table-result = Tisch { $table }: { $result }
# A match in play: a link to its table ($link: the table message's address), or starting (its
# table is not posted yet).
tournament-watch = [zuschauen]({ $link })
tournament-starting = beginnt gleich

## A round's post (the channel's), pinging the players at tables.

tournament-round-title = Durchgang { $round } von { $rounds } — { $tournament }
tournament-tables-in = Eure Tische findet ihr in { $channels }.
tournament-the-final = **Das Finale!**
tournament-standings-before = Tabelle vor Durchgang { $round }
# The post's message: $members are the players at tables (mentions with commas, each pinged).
tournament-round-paired-ping = Die Paarungen für Durchgang { $round } stehen! { $members }: Euren Tisch findet ihr in { $channels }.
# The same, when the players are too many to name.
tournament-round-paired = Die Paarungen für Durchgang { $round } stehen: Euren Tisch findet ihr in { $channels }.

## The final standings and the cancellation (the channel's).

tournament-over = 🏆 { $tournament } ist beendet.
tournament-wins = 🏆 { $winner } gewinnt { $tournament }!
tournament-final-title = Abschlusstabelle — { $tournament }
# $count: how many played; $format: tournament-format-rounds; $rated: yes or no.
tournament-final-summary = { $count ->
        [one] { $count } Person
       *[other] { $count } Teilnehmende
    } · { $format } · { $rated ->
        [yes] gewertet
       *[no] freundschaftlich
    }
# $legend: the format's legend (tournament-legend-*).
tournament-final-footer = { $legend } · danke fürs Mitspielen!
tournament-cancelled-post = { $tournament } wurde von einem Admin abgebrochen. Die laufenden Partien wurden abgebrochen und zählen für niemanden.

## /gin tournament: the event, its standings and the round in play.

# $format: tournament-format or tournament-format-rounds; $rated: yes or no; $rules: the rules line.
tournament-overview-head = **{ $format }** · { $rated ->
        [yes] gewertet
       *[no] freundschaftlich
    } · { $rules }
# $channel: the announcement's channel (a channel mention).
tournament-sign-up-open = Die Anmeldung ist offen: Nutze die Buttons an der Ankündigung in { $channel }.
# $next: the next round's number.
tournament-next-round = Durchgang { $next } beginnt, sobald alle Partien von Durchgang { $round } beendet sind.
tournament-last-round = Das ist der letzte Durchgang: Die Abschlusstabelle kommt, sobald alle Partien von Durchgang { $round } beendet sind.
tournament-cancelled-overview = Von einem Admin abgebrochen: Die laufenden Partien wurden abgebrochen.
tournament-standings = Tabelle
# The round in play's field: $done of its $count games are over.
tournament-round-progress = Durchgang { $round }: { $done } von { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    } beendet

## The event's threads (their names: at most 100 characters; the name is cut to fit).

tournament-thread = 🏆 { $tournament }: Partien
# A big round's tables are spread over threads, ten each: $first and $last are this one's.
tournament-thread-tables = 🏆 { $tournament }: Tische { $first }-{ $last }

## A member's own answers (private: the member's language).

# $command: /gin-admin tournament create.
tournament-none = Auf diesem Server gibt es noch kein Turnier. Ein Admin erstellt eines mit { $command }.
# A button of an event that is gone ($command: /gin tournament).
tournament-gone = Dieses Turnier ist vorbei. Das aktuelle zeigt { $command }.
tournament-no-bots = Bots können nicht an Turnieren teilnehmen.
# Signed up: $start is when it starts, a Discord timestamp said from now ("in 2 Stunden").
tournament-joined-starts = Du bist bei { $tournament } dabei! Los geht es { $start }. Deine Partien finden in einem Thread dieses Kanals statt; ich erwähne dich, sobald die Paarungen eines Durchgangs stehen.
tournament-joined = Du bist bei { $tournament } dabei! Ein Admin startet das Turnier. Deine Partien finden in einem Thread dieses Kanals statt; ich erwähne dich, sobald die Paarungen eines Durchgangs stehen.
tournament-left = Du hast dich von { $tournament } abgemeldet. Bis zum Start kannst du dich jederzeit wieder anmelden.

## The knockout's bracket: the words drawn in its picture (in the channel's language), and the
## bracket in words for screen readers (the picture's alt text, at most 1,024 characters).

# The picture's title when the event's name has nothing the font can draw.
bracket-title = Turnierbaum
# The rounds' headings, by how many rounds are left after it.
bracket-final = Finale
bracket-semi-finals = Halbfinale
bracket-quarter-finals = Viertelfinale
bracket-round = Durchgang { $round }
# The heading of the column of the winner of the final.
bracket-champion = Turniersieg
# In a match's box: a match in play; a match both players lost; the empty line of a bye.
bracket-playing = läuft
bracket-both-out = beide raus
bracket-bye = Freilos
# The bracket in words: its title ($title: the event's name, or bracket-title), then each round
# ($name: its heading; $matches: its matches, with semicolons), then the champion.
bracket-words-title = { $title }: Turnierbaum im K.-o.-System.
bracket-words-round = { $name }: { $matches }.
bracket-words-champion = Turniersieg: { $player }.
bracket-words-not-paired = Noch keine Paarungen.
# A match in words: a bye, past or to come; both out; decided ($won and $lost: the points,
# left out when no game was played); in play; not started.
bracket-words-had-bye = { $player } hatte ein Freilos
bracket-words-has-bye = { $player } hat ein Freilos
bracket-words-both-out = { $first } und { $second } sind beide ausgeschieden
bracket-words-beat = { $winner } gewann gegen { $loser } { $won }:{ $lost }
bracket-words-beat-unplayed = { $winner } gewann gegen { $loser }
bracket-words-playing = { $first } gegen { $second }, läuft
bracket-words-to-play = { $first } gegen { $second }, noch zu spielen
# A long bracket's earlier matches, counted rather than told ($count: how many; $round: the
# rounds they are in, 1 to $round).
bracket-words-more = und { $count ->
        [one] { $count } weitere Begegnung
       *[other] { $count } weitere Begegnungen
    }
bracket-words-more-earlier = und { $count ->
        [one] { $count } weitere Begegnung
       *[other] { $count } weitere Begegnungen
    } in den Durchgängen 1 bis { $round }
