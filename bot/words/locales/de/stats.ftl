## The standings: the leaderboard and a member's stats (public answers: the server's language;
## their private copies and the history: the member's).

# A place in a game's standings (the medal is added before the first three: "🥇 1. Platz").
place-1 = 1. Platz
place-2 = 2. Platz
place-3 = 3. Platz
# A format, by its value ("all": every format; the leaderboard's filter).
stats-format = { $format ->
        [all] alle Formate
        [heads-up] zu zweit
        [three] zu dritt
        [partnership] Teams
       *[hollywood] Hollywood
    }
# Counts.
stats-count-games = { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    }
stats-count-wins = { $count ->
        [one] { $count } Sieg
       *[other] { $count } Siege
    }
stats-count-losses = { $count ->
        [one] { $count } Niederlage
       *[other] { $count } Niederlagen
    }
stats-count-gins = { $count ->
        [one] { $count } Gin
       *[other] { $count } Gins
    }
# "Seite 1 von 3" (a leaderboard's or a history's).
stats-page = Seite { $page } von { $pages }

## The leaderboard.

# $sort: what it is ranked by; $format: stats-format.
stats-board-title = Rangliste · { $sort ->
        [wins] Siege
        [win_rate] Siegquote
        [points] Punkte
        [gins] Gins
       *[rating] Wertung
    } · { $format }
# A win rate ($rate: between 0 and 1, written as a percentage), then wins of games: "50 % · 3/6".
stats-board-win-rate = { NUMBER($rate, style: "percent") } · { $wins }/{ $games }
# A member not ranked yet ($line: their line).
stats-provisional = { $line } (vorläufig)
# $challenge: the command /gin challenge (a mention, or its text).
stats-no-games = Hier gibt es noch keine beendeten Partien. Fordere jemanden mit { $challenge } heraus!
stats-board-empty = In der Rangliste dieser Saison steht noch niemand: Hier ist noch keine Partie zu Ende gegangen. Fordere jemanden mit { $challenge } heraus, und die Rangliste beginnt mit ihrem Ergebnis.
stats-board-empty-format = In der Rangliste dieser Saison steht noch niemand: Hier ist noch keine Partie in diesem Format ({ $format }) zu Ende gegangen. Fordere jemanden mit { $challenge } heraus, und die Rangliste beginnt mit ihrem Ergebnis.
# The footer ($count: the games a member needs to be ranked).
stats-board-ranked-from = gelistet ab { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    }
# Where the reader stands ($rank: "#3"; $figures: their line's figures).
stats-board-you = du: { $rank } ({ $figures })
stats-board-you-provisional = du: vorläufig ({ $figures })
stats-board-you-none = du hast hier noch keine Partien
stats-previous = ◀ Zurück
stats-refresh = Aktualisieren
stats-next = Weiter ▶

## A member's season (/gin stats).

# $member: their name; $season: the season's number.
stats-title = { $member } · Saison { $season }
stats-games = Partien
# $rate: between 0 and 1, written as a percentage.
stats-won = { NUMBER($rate, style: "percent") } gewonnen
stats-rating = Wertung
stats-not-rated = noch nicht gewertet
# $rating: the rating (1000); $trend: its change, with an arrow ("▲ 12"); $count: over how many
# games.
stats-rating-value = **{ $rating }** ({ $trend } { $count ->
        [one] in der letzten Partie
       *[other] in den letzten { $count } Partien
    })
stats-provisional-until = vorläufig, bis { $count ->
        [one] { $count } Partie gespielt ist
       *[other] { $count } Partien gespielt sind
    }
stats-hands = Runden
# $points: the points a hand, on average (one decimal).
stats-hands-value = { $won } von { $played } gewonnen · { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } Punkte pro Runde
stats-gins = Gins
stats-gins-value = { $gins } · große Gins { $big }
stats-undercuts = Undercuts
stats-undercuts-value = ausgeteilt { $given } · kassiert { $suffered }
stats-best-game = Beste Partie
stats-streak = Serie
# $streak: stats-streak-wins, -losses or -none; $longest: stats-count-wins.
stats-streak-value = { $streak } · längste: { $longest }
stats-streak-wins = { $count ->
        [one] { $count } Sieg in Folge
       *[other] { $count } Siege in Folge
    }
stats-streak-losses = { $count ->
        [one] { $count } Partie ohne Sieg
       *[other] { $count } Partien ohne Sieg
    }
stats-streak-none = noch keine
stats-favourite-format = Lieblingsformat
stats-chart-note = Das Diagramm: die Wertung nach jeder Partie dieser Saison.
# The chart's title, drawn in its picture.
stats-chart-title = Wertung · Saison { $season }

## Head-to-head (/gin stats versus:).

stats-versus = { $first } gegen { $second }
# $first, $second: the two members (names and mentions).
stats-h2h-who = { $first } und { $second }, alle Saisons auf diesem Server.
stats-h2h-never = Die beiden haben noch keine Partie zusammen gespielt.
stats-h2h-as-opponents = Gegeneinander
# $games: stats-count-games; $first, $second: their names; $ahead, $behind: the games each
# finished ahead.
stats-h2h-opponents = { $games }: { $first } { $ahead }-mal vorn, { $second } { $behind }-mal vorn
# Added after it: the games neither finished ahead.
stats-h2h-level = , { $level }-mal gleichauf
stats-h2h-as-partners = Im selben Team
stats-h2h-last-played = Zuletzt gespielt

## A member's history (/gin history; private).

stats-history-title = { $member } · Partieverlauf
# $place: their place (🥇 1. Platz).
stats-history-forfeited = { $place } (vorzeitig verloren)
stats-history-by-forfeit = { $place } (vorzeitig entschieden)
# $variant: the game's variant; $target: its points to win.
stats-history-rules = { $variant ->
        [oklahoma] Oklahoma
        [straight] Straight
       *[standard] Standard
    } bis { $target }
# $line: a game's line, unrated.
stats-history-unrated = { $line } · ungewertet
stats-history-option = Partie #{ $game }
stats-history-menu = Punkteblock einer Partie öffnen
stats-history-none = Hier gibt es noch keine beendeten Partien.
stats-newer = ◀ Neuere
stats-older = Ältere ▶
# A finished game's score sheet, opened again ($rules: its rules line; $finished: when, a
# Discord timestamp).
stats-sheet-note = { $rules } · beendet am { $finished }

## The answers of /gin leaderboard, /gin stats, /gin history (private).

stats-not-in-a-server = Ranglisten gehören zu Servern: Nutze das in einem Serverkanal.
stats-pick-two = Wähle zwei verschiedene Mitglieder zum Vergleichen.
stats-pick-a-game = Wähle eine der Partien dieser Seite im Menü.
# A member with no finished games ($challenge: the command /gin challenge; $member: their name).
stats-you-none-season = Du hast hier in dieser Saison keine beendeten Partien: Fordere jemanden mit { $challenge } heraus!
stats-you-none = Du hast hier noch keine beendeten Partien: Fordere jemanden mit { $challenge } heraus!
stats-member-none-season = { $member } hat hier in dieser Saison keine beendeten Partien. Fordere das Mitglied mit { $challenge } heraus!
stats-member-none = { $member } hat hier noch keine beendeten Partien. Fordere das Mitglied mit { $challenge } heraus!
