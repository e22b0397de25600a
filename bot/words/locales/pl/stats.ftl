## The standings: the leaderboard and a member's stats (public answers: the server's language;
## their private copies and the history: the member's).
## Polish: a member's past tense is gendered, so the stats speak in nouns ("wygrane",
## "przegrana walkowerem") and say "ta osoba" for "them".

# A place in a game's standings (the medal is added before the first three: "🥇 1. miejsce").
# Polish ordinals: "4. miejsce", as place-first … place-other in results.ftl.
place-1 = 1. miejsce
place-2 = 2. miejsce
place-3 = 3. miejsce
# A format, by its value ("all": every format; the leaderboard's filter).
stats-format = { $format ->
        [all] wszystkie tryby
        [heads-up] dwóch graczy
        [three] trzech graczy
        [partnership] pary
       *[hollywood] Hollywood
    }
# Counts.
stats-count-games = { $count ->
        [one] { $count } partia
        [few] { $count } partie
       *[many] { $count } partii
    }
stats-count-wins = { $count ->
        [one] { $count } wygrana
        [few] { $count } wygrane
       *[many] { $count } wygranych
    }
stats-count-losses = { $count ->
        [one] { $count } porażka
        [few] { $count } porażki
       *[many] { $count } porażek
    }
stats-count-gins = { $count ->
        [one] { $count } gin
        [few] { $count } giny
       *[many] { $count } ginów
    }
# "Strona 1 z 3" (a leaderboard's or a history's).
stats-page = Strona { $page } z { $pages }

## The leaderboard.

# $sort: what it is ranked by; $format: stats-format.
stats-board-title = Klasyfikacja · { $sort ->
        [wins] wygrane
        [win_rate] procent wygranych
        [points] punkty
        [gins] giny
       *[rating] ranking
    } · { $format }
# A win rate ($rate: between 0 and 1, written as a percentage), then wins of games: "50% · 3/6".
stats-board-win-rate = { NUMBER($rate, style: "percent") } · { $wins }/{ $games }
# A member not ranked yet ($line: their line).
stats-provisional = { $line } (tymczasowo)
# $challenge: the command /gin challenge (a mention, or its text).
stats-no-games = Nie ma tu jeszcze zakończonych partii. Wyzwij kogoś poleceniem { $challenge }!
stats-board-empty = W klasyfikacji tego sezonu nie ma jeszcze nikogo: nie zakończyła się tu żadna partia. Wyzwij kogoś poleceniem { $challenge }, a klasyfikacja zacznie się od wyniku tej partii.
stats-board-empty-format = W klasyfikacji tego sezonu nie ma jeszcze nikogo: nie zakończyła się tu żadna partia w tym trybie ({ $format }). Wyzwij kogoś poleceniem { $challenge }, a klasyfikacja zacznie się od wyniku tej partii.
# The footer ($count: the games a member needs to be ranked; "od 3 partii": genitive).
stats-board-ranked-from = w klasyfikacji od { $count ->
        [one] { $count } partii
        [few] { $count } partii
       *[many] { $count } partii
    }
# Where the reader stands ($rank: "#3"; $figures: their line's figures).
stats-board-you = ty: { $rank } ({ $figures })
stats-board-you-provisional = ty: tymczasowo ({ $figures })
stats-board-you-none = nie masz tu jeszcze partii
stats-previous = ◀ Poprzednia
stats-refresh = Odśwież
stats-next = Następna ▶

## A member's season (/gin stats).

# $member: their name; $season: the season's number.
stats-title = { $member } · sezon { $season }
stats-games = Partie
# $rate: between 0 and 1, written as a percentage.
stats-won = { NUMBER($rate, style: "percent") } wygranych
stats-rating = Ranking
stats-not-rated = jeszcze bez rankingu
# $rating: the rating (1000); $trend: its change, with an arrow ("▲ 12"); $count: over how many
# games ("w 3 ostatnich partiach": locative).
stats-rating-value = **{ $rating }** ({ $trend } w { $count ->
        [one] ostatniej partii
        [few] { $count } ostatnich partiach
       *[many] { $count } ostatnich partiach
    })
# "tymczasowy" agrees with "ranking" (the field's name); "do rozegrania 3 partii": genitive.
stats-provisional-until = tymczasowy do rozegrania { $count ->
        [one] { $count } partii
        [few] { $count } partii
       *[many] { $count } partii
    }
stats-hands = Rozdania
# $points: the points a hand, on average (one decimal).
stats-hands-value = wygrane { $won } z { $played } · { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pkt na rozdanie
stats-gins = Giny
stats-gins-value = { $gins } · duże giny: { $big }
stats-undercuts = Podcięcia
stats-undercuts-value = zadane: { $given } · otrzymane: { $suffered }
stats-best-game = Najlepsza partia
stats-streak = Seria
# $streak: stats-streak-wins, -losses or -none; $longest: stats-count-wins.
stats-streak-value = { $streak } · najdłuższa: { $longest }
stats-streak-wins = { $count ->
        [one] { $count } wygrana z rzędu
        [few] { $count } wygrane z rzędu
       *[many] { $count } wygranych z rzędu
    }
stats-streak-losses = { $count ->
        [one] { $count } partia bez wygranej
        [few] { $count } partie bez wygranej
       *[many] { $count } partii bez wygranej
    }
stats-streak-none = jeszcze brak
stats-favourite-format = Ulubiony tryb
stats-chart-note = Wykres: ranking po każdej partii tego sezonu.
# The chart's title, drawn in its picture.
stats-chart-title = Ranking · sezon { $season }

## Head-to-head (/gin stats versus:).

stats-versus = { $first } vs { $second }
# $first, $second: the two members (names and mentions).
stats-h2h-who = { $first } i { $second }, wszystkie sezony na tym serwerze.
stats-h2h-never = Nie ma jeszcze żadnej wspólnej partii.
stats-h2h-as-opponents = Przeciw sobie
# $games: stats-count-games; $first, $second: their names; $ahead, $behind: the games each
# finished ahead.
stats-h2h-opponents = { $games }: { $first } wyżej: { $ahead }, { $second } wyżej: { $behind }
# Added after it: the games neither finished ahead.
stats-h2h-level = , na równi: { $level }
stats-h2h-as-partners = W parze
# Its value: a Discord timestamp ("3 dni temu").
stats-h2h-last-played = Ostatnia wspólna partia

## A member's history (/gin history; private).

stats-history-title = { $member } · historia partii
# $place: their place (🥇 1. miejsce).
stats-history-forfeited = { $place } (przegrana walkowerem)
stats-history-by-forfeit = { $place } (po walkowerze rywala)
# $variant: the game's variant; $target: its points to win.
stats-history-rules = { $variant ->
        [oklahoma] Oklahoma
        [straight] Straight
       *[standard] Standardowy
    } do { $target }
# $line: a game's line, unrated.
stats-history-unrated = { $line } · bez rankingu
stats-history-option = Partia #{ $game }
stats-history-menu = Otwórz tabelę wyników partii
stats-history-none = Nie ma tu jeszcze zakończonych partii.
stats-newer = ◀ Nowsze
stats-older = Starsze ▶
# A finished game's score sheet, opened again ($rules: its rules line; $finished: when, a
# Discord timestamp).
stats-sheet-note = { $rules } · koniec: { $finished }

## The answers of /gin leaderboard, /gin stats, /gin history (private).

stats-not-in-a-server = Klasyfikacje należą do serwerów: użyj tego na kanale serwera.
stats-pick-two = Wskaż dwie różne osoby do porównania.
stats-pick-a-game = Wybierz jedną z partii z menu tej strony.
# A member with no finished games ($challenge: the command /gin challenge; $member: their name).
stats-you-none-season = Nie masz tu jeszcze zakończonych partii w tym sezonie: wyzwij kogoś poleceniem { $challenge }!
stats-you-none = Nie masz tu jeszcze zakończonych partii: wyzwij kogoś poleceniem { $challenge }!
stats-member-none-season = { $member } nie ma tu zakończonych partii w tym sezonie. Wyzwij tę osobę poleceniem { $challenge }!
stats-member-none = { $member } nie ma tu jeszcze zakończonych partii. Wyzwij tę osobę poleceniem { $challenge }!
