## A game's rules: its one line (the table's footer, the challenge, the Rules button), the
## formats' names, and the rules in brief (the Rules button, /gin rules, /gin help).

# A format on its own: "Gin rummy · partia #7 · trzech graczy".
format-name = { $format ->
        [heads-up] dwóch graczy
        [three] trzech graczy
        [partnership] pary
       *[hollywood] Hollywood
    }

# The rules line, a part each, joined by commas: "Standardowy gin, do 100, limit stukania 10,
# gin +25, podcięcie +25, za wygrane rozdanie 25, za partię +100, wygrana do zera ×2".
rules-variant = { $variant ->
        [oklahoma] Oklahoma gin
        [straight] Straight gin
       *[standard] Standardowy gin
    }
# Three players: who sits out each hand.
rules-three-players = trzech graczy ({ $rotation ->
        [loser-sits-out] przegrany rozdania pauzuje
       *[dealer-sits-out] rozdający pauzuje
    })
rules-partnerships = pary
rules-hollywood = Hollywood (trzy partie)
# $target: the points to win
rules-target = do { $target }
rules-knock-limit = limit stukania { $limit }
# $bonus: the points each bonus adds
rules-gin-bonus = gin +{ $bonus }
rules-undercut-bonus = podcięcie +{ $bonus }
rules-big-gin-bonus = duży gin +{ $bonus }
rules-box-bonus = za wygrane rozdanie { $bonus }
rules-game-bonus = za partię +{ $bonus }
rules-shutout = wygrana do zera ×2

# The rules in brief (with the two lines after it, under 600 characters).
rules-brief = **Gin rummy w skrócie.** Każdy ma 10 kart. Dobierz z talonu albo weź ze stosu, potem odrzuć kartę (nie tę wziętą ze stosu). Układy: komplety (3–4 karty jednej wysokości) i sekwensy (3+ w kolorze, as przed dwójką). Możesz zastukać, gdy wolne karty (spoza układów) nie przekraczają limitu stukania; gin to brak wolnych kart. Przeciwnik dokłada do twoich układów; kto ma mniej w wolnych kartach, dostaje różnicę; remis lub mniej u przeciwnika to podcięcie.
rules-partners = Punkty partnerów z obu stołów się sumują.
# $rules: the rules line
rules-this-game = **Ta partia:** { $rules }.
rules-server-default = **Domyślnie na serwerze:** { $rules }.
rules-default = **Zasady domyślne:** { $rules }.
# $page: the command that shows how ratings work
rules-ratings = Ranking: { $page }.

# How ratings work (/gin rules about:ratings). $leaderboard, $stats: the commands.
# Polish: "dopóki nie rozegrasz N partii" (genitive after the negation: "partii" for every N).
ratings-text = **Ranking.** Każda partia rankingowa zmienia ranking jej graczy na tym serwerze: jeden ranking dla wszystkich trybów. W partiach trzyosobowych liczą się zajęte miejsca, pary są oceniane jako drużyna, a tabela wyników Hollywood jako jedna partia. Każdy zaczyna od 1000, a pokazywany ranking jest ostrożny: rośnie, w miarę jak twoje wyniki dają botowi coraz większą pewność (model Plackett-Luce z biblioteki openskill: 1000 + 30 × (umiejętność − 3 × niepewność)).
    Walkower i poddanie się to porażka; partie towarzyskie, odrzucone i przerwane nie liczą się dla nikogo. Dopóki nie rozegrasz { $count } partii, klasyfikacja pokazuje twój ranking jako tymczasowy. Zobacz { $leaderboard } i { $stats }.
