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
## Polish: the tournament words of Polish chess: system szwajcarski, system pucharowy, każdy z
## każdym (as commands.ftl), klasyfikacja (standings), kojarzenie par (pairing), wolny los (bye),
## drabinka (bracket), Buchholz, Sonneborn-Berger, punkty meczowe. In a sentence the event's name
## goes in quotes after "turniej", as in refusals.ftl (turniej „Wiosna”); in a title or a
## thread's name it stands alone. A player's past tense is gendered, so results are said in the
## present tense ("Ola pokonuje Bartka") or with nouns ("porażka w finale").

## The event's words.

# A tournament's format ($format: swiss, knockout or round-robin).
tournament-format = { $format ->
        [swiss] System szwajcarski
        [knockout] System pucharowy
       *[round-robin] Każdy z każdym
    }
# The format and its rounds, once known ($format: tournament-format's words; $rounds: how many).
tournament-format-rounds = { $format }, { $rounds ->
        [one] { $rounds } runda
        [few] { $rounds } rundy
       *[many] { $rounds } rund
    }
# The announcement's first line ($format: tournament-format or tournament-format-rounds).
tournament-kind = **{ $format }** · partie dwuosobowe
# $rules: the games' rules line (as the table's footer says it).
tournament-rules = **Zasady:** { $rules }.
# $turn: how long each turn is ("5 minut", "2 godz. 05 min"), in the nominative.
tournament-timer = Czas na ruch: { $turn }; gdy minie, przegrywasz partię walkowerem.
tournament-rated = Turniej rankingowy: każda partia liczy się do rankingu serwera.
tournament-friendly = Turniej towarzyski: partie nie liczą się do niczyjego rankingu.
# When it starts: $start is a Discord timestamp (a date and a time, in each reader's own time
# zone), $relative the same moment as Discord says it from now ("za 2 godziny").
tournament-starts-at = Start: { $start } ({ $relative }).
# $command: /gin-admin tournament start.
tournament-starts-by-admin = Start, gdy administracja uruchomi turniej poleceniem { $command }.
# Who signed up (before the start) or plays (after it): $count is how many, $members the first
# of them (mentions, with commas), $more how many more there are, not named.
# "Zgłoszenia" (a noun): "zapisani/zapisane" would need the members' genders.
tournament-signed-up = Zgłoszenia ({ $count }): { $members }
tournament-signed-up-more = Zgłoszenia ({ $count }): { $members } i jeszcze { $more }
tournament-signed-up-none = Zgłoszenia (0): na razie brak. Twoje może być pierwsze!
tournament-players = Gracze ({ $count }): { $members }
tournament-players-more = Gracze ({ $count }): { $members } i jeszcze { $more }
# How many players it takes: $most at most; $least the fewest it starts with (said while fewer
# have signed up).
tournament-room = Limit graczy: { $most }.
tournament-room-needs = Limit graczy: { $most }; do startu potrzeba co najmniej { $least }.
tournament-sign-up-how = Zapisz się przyciskiem; jeśli nie możesz grać, wypisz się przed startem.
tournament-round-in-play = Trwa runda { $round } z { $rounds }; partie: { $channels }.
tournament-paused = Turniej wstrzymany przez administrację: zegary partii są zatrzymane.
tournament-finished = Turniej zakończony.
tournament-finished-won = Turniej zakończony. Zwycięstwo: { $winner }.
tournament-cancelled = Turniej anulowany przez administrację.
# The announcement's footer: $number is the event's number; $command is /gin tournament as text
# (a footer shows no command mentions).
tournament-footer = Turniej #{ $number } · klasyfikacja: { $command }
# The announcement's buttons.
tournament-sign-up-button = Zapisz się
tournament-leave-button = Wypisz się
tournament-standings-button = Klasyfikacja

## The standings.

# A member taken out of the event by an admin ($player: the member). Not "wycofany/wycofana":
# the member's gender is not known.
tournament-withdrawn = { $player } (poza turniejem)
# A line's figures (a Swiss or round robin line: the record, then these three; a knockout's:
# the record, the points scored and how far they went). The abbreviations are the legend's.
# $points: match points (shown bold); the tiebreak's sum; points scored in the games.
tournament-match-points = **{ $points }** PM
tournament-buchholz = Bu { $points }
tournament-sonneborn-berger = SB { $points }
tournament-points-scored = { $points } pkt
# How far a knockout's player went ($round: the round they lost in). Nouns: the past tense
# ("odpadł/odpadła") would need the player's gender.
tournament-stage-winner = 🏆 zwycięstwo
tournament-stage-in = nadal w grze
tournament-stage-final = porażka w finale
tournament-stage-out = porażka w rundzie { $round }
# The legend under the standings, by format: each abbreviation, then what it means.
tournament-legend-swiss = PM – punkty meczowe · Bu – Buchholz · pkt – punkty zdobyte w partiach
tournament-legend-round-robin = PM – punkty meczowe · SB – Sonneborn-Berger · pkt – punkty zdobyte w partiach
tournament-legend-knockout = pkt – punkty zdobyte w partiach
# A list cut short: $count is how many more are not shown.
tournament-more-players = …i jeszcze { $count ->
        [one] { $count } gracz
        [few] { $count } gracze
       *[many] { $count } graczy
    }: zobacz { $command }
tournament-more-tables = …i jeszcze { $count ->
        [one] { $count } stół
        [few] { $count } stoły
       *[many] { $count } stołów
    }: zobacz { $command }
tournament-more-tables-in = …i jeszcze { $count ->
        [one] { $count } stół
        [few] { $count } stoły
       *[many] { $count } stołów
    }: { $channels }

## The matches.

# A member with no opponent this round: it counts as a win (a knockout: they go through to
# round $round).
tournament-bye = { $player } ma wolny los (wygrana)
tournament-bye-through = { $player } ma wolny los (awans do rundy { $round })
# A match abandoned: both lose it.
tournament-both-lose = { $first } i { $second }: mecz przerwany, porażka obu stron
# A decided match: $won and $lost are the winner's and the loser's points in the game.
tournament-beat = { $winner } pokonuje { $loser } { $won }–{ $lost }
# Decided with no game played (an admin settled it, or a forfeit before any deal).
tournament-beat-walkover = { $winner } pokonuje { $loser } walkowerem
# A round's pairing ($table: the table's number in the round).
tournament-pairing = Stół { $table }: { $first } vs { $second }
# A decided match in /gin tournament's round ($result: tournament-beat, or tournament-both-lose).
tournament-table-result = Stół { $table }: { $result }
# A match in play: a link to its table ($link: the table message's address), or starting (its
# table is not posted yet).
tournament-watch = [oglądaj]({ $link })
tournament-starting = zaraz start

## A round's post (the channel's), pinging the players at tables.

tournament-round-title = Runda { $round } z { $rounds } — { $tournament }
tournament-tables-in = Stoły tej rundy: { $channels }.
tournament-the-final = **Finał!**
tournament-standings-before = Klasyfikacja przed rundą { $round }
# The post's message: $members are the players at tables (mentions with commas, each pinged).
tournament-round-paired-ping = Pary rundy { $round } są skojarzone! { $members }: swoje stoły znajdziecie w { $channels }.
# The same, when the players are too many to name.
tournament-round-paired = Pary rundy { $round } są skojarzone: stoły znajdziecie w { $channels }.

## The final standings and the cancellation (the channel's).

tournament-over = 🏆 Turniej „{ $tournament }” dobiegł końca.
tournament-wins = 🏆 { $winner } wygrywa turniej „{ $tournament }”!
tournament-final-title = Klasyfikacja końcowa — { $tournament }
# $count: how many played; $format: tournament-format-rounds; $rated: yes or no (the
# adjective agrees with "turniej").
tournament-final-summary = { $count ->
        [one] { $count } gracz
        [few] { $count } gracze
       *[many] { $count } graczy
    } · { $format } · { $rated ->
        [yes] rankingowy
       *[no] towarzyski
    }
# $legend: the format's legend (tournament-legend-*).
tournament-final-footer = { $legend } · dzięki za grę!
tournament-cancelled-post = Administracja anulowała turniej „{ $tournament }”. Jego trwające partie zostały przerwane i nie liczą się dla nikogo.

## /gin tournament: the event, its standings and the round in play.

# $format: tournament-format or tournament-format-rounds; $rated: yes or no; $rules: the rules line.
tournament-overview-head = **{ $format }** · { $rated ->
        [yes] rankingowy
       *[no] towarzyski
    } · { $rules }
# $channel: the announcement's channel (a channel mention).
tournament-sign-up-open = Zapisy są otwarte: użyj przycisków pod ogłoszeniem na kanale { $channel }.
# $next: the next round's number.
tournament-next-round = Runda { $next } zacznie się, gdy zakończą się wszystkie partie rundy { $round }.
tournament-last-round = To ostatnia runda: klasyfikacja końcowa pojawi się, gdy zakończą się wszystkie partie rundy { $round }.
tournament-cancelled-overview = Turniej anulowany przez administrację: trwające partie zostały przerwane.
tournament-standings = Klasyfikacja
# The round in play's field: $done of its $count games are over ("z 5 partii": genitive, the
# same word for every count, so no plural is needed).
tournament-round-progress = Runda { $round }: rozegrano { $done } z { $count } partii

## The event's threads (their names: at most 100 characters; the name is cut to fit).

tournament-thread = 🏆 { $tournament }: partie
# A big round's tables are spread over threads, ten each: $first and $last are this one's.
tournament-thread-tables = 🏆 { $tournament }: stoły { $first }-{ $last }

## A member's own answers (private: the member's language).

# $command: /gin-admin tournament create.
tournament-none = Na tym serwerze nie ma jeszcze turnieju. Administracja może go utworzyć poleceniem { $command }.
# A button of an event that is gone ($command: /gin tournament).
tournament-gone = Ten turniej już się zakończył. Aktualne informacje pokaże { $command }.
tournament-no-bots = Boty nie mogą grać w turnieju.
# Signed up: $start is when it starts, a Discord timestamp said from now ("za 2 godziny").
tournament-joined-starts = Grasz w turnieju „{ $tournament }”! Start { $start }. Twoje partie będą w wątku tego kanału; oznaczę cię, gdy pary kolejnej rundy zostaną skojarzone.
tournament-joined = Grasz w turnieju „{ $tournament }”! Rozpocznie go administracja. Twoje partie będą w wątku tego kanału; oznaczę cię, gdy pary kolejnej rundy zostaną skojarzone.
tournament-left = Nie ma cię już na liście graczy turnieju „{ $tournament }”. Możesz zapisać się ponownie w każdej chwili przed startem.

## The knockout's bracket: the words drawn in its picture (in the channel's language), and the
## bracket in words for screen readers (the picture's alt text, at most 1,024 characters).

# The picture's title when the event's name has nothing the font can draw.
bracket-title = Turniej pucharowy
# The rounds' headings, by how many rounds are left after it.
bracket-final = Finał
bracket-semi-finals = Półfinały
bracket-quarter-finals = Ćwierćfinały
bracket-round = Runda { $round }
# The heading of the column of the winner of the final.
bracket-champion = Zwycięzca
# In a match's box: a match in play; a match both players lost; the empty line of a bye.
bracket-playing = w trakcie
bracket-both-out = bez awansu
bracket-bye = wolny los
# The bracket in words: its title ($title: the event's name, or bracket-title), then each round
# ($name: its heading; $matches: its matches, with semicolons), then the champion.
bracket-words-title = { $title }: drabinka turniejowa.
bracket-words-round = { $name }: { $matches }.
bracket-words-champion = Turniej wygrywa { $player }.
bracket-words-not-paired = Pary nie są jeszcze skojarzone.
# A match in words: a bye, past or to come; both out; decided ($won and $lost: the points,
# left out when no game was played); in play; not started. Present tense throughout: the past
# would need the players' genders.
bracket-words-had-bye = { $player } przechodzi dalej dzięki wolnemu losowi
bracket-words-has-bye = { $player } ma wolny los
bracket-words-both-out = { $first } i { $second } odpadają
bracket-words-beat = { $winner } pokonuje { $loser } { $won }–{ $lost }
bracket-words-beat-unplayed = { $winner } pokonuje { $loser }
bracket-words-playing = { $first } vs { $second }, mecz w trakcie
bracket-words-to-play = { $first } vs { $second }, mecz do rozegrania
# A long bracket's earlier matches, counted rather than told ($count: how many; $round: the
# rounds they are in, 1 to $round).
bracket-words-more = i jeszcze { $count ->
        [one] { $count } mecz
        [few] { $count } mecze
       *[many] { $count } meczów
    }
bracket-words-more-earlier = i jeszcze { $count ->
        [one] { $count } mecz
        [few] { $count } mecze
       *[many] { $count } meczów
    } w rundach od 1 do { $round }
