## The standings: the leaderboard and a member's stats (public answers: the server's language;
## their private copies and the history: the member's).

# A place in a game's standings (the medal is added before the first three: « 🥇 1re place »),
# written as results.ftl writes them (place-first …).
place-1 = 1re place
place-2 = 2e place
place-3 = 3e place
# A format, by its value ("all": every format; the leaderboard's filter).
stats-format = { $format ->
        [all] tous les formats
        [heads-up] deux joueurs
        [three] trois joueurs
        [partnership] en équipes
       *[hollywood] Hollywood
    }
# Counts. French: "one" is 0 and 1 (« 0 partie »).
stats-count-games = { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }
stats-count-wins = { $count ->
        [one] { $count } victoire
       *[other] { $count } victoires
    }
stats-count-losses = { $count ->
        [one] { $count } défaite
       *[other] { $count } défaites
    }
stats-count-gins = { $count ->
        [one] { $count } gin
       *[other] { $count } gins
    }
# « Page 1 sur 3 » (a leaderboard's or a history's).
stats-page = Page { $page } sur { $pages }

## The leaderboard.

# $sort: what it is ranked by; $format: stats-format.
stats-board-title = Classement · { $sort ->
        [wins] victoires
        [win_rate] taux de victoire
        [points] points
        [gins] gins
       *[rating] cote
    } · { $format }
# A win rate ($rate: between 0 and 1, written as a percentage), then wins of games: « 50 % · 3/6 ».
stats-board-win-rate = { NUMBER($rate, style: "percent") } · { $wins }/{ $games }
# A member not ranked yet ($line: their line).
stats-provisional = { $line } (provisoire)
# $challenge: the command /gin défier (a mention, or its text).
stats-no-games = Aucune partie terminée ici pour l'instant. Défie quelqu'un avec { $challenge } !
stats-board-empty = Personne n'est encore au classement de cette saison : aucune partie ne s'est terminée ici. Défie quelqu'un avec { $challenge }, et le classement commencera avec son résultat.
stats-board-empty-format = Personne n'est encore au classement de cette saison : aucune partie de ce format ({ $format }) ne s'est terminée ici. Défie quelqu'un avec { $challenge }, et le classement commencera avec son résultat.
# The footer ($count: the games a member needs to be ranked).
stats-board-ranked-from = classement à partir de { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }
# Where the reader stands ($rank: "#3"; $figures: their line's figures).
stats-board-you = toi : { $rank } ({ $figures })
stats-board-you-provisional = toi : provisoire ({ $figures })
stats-board-you-none = tu n'as pas encore de partie ici
stats-previous = ◀ Précédent
stats-refresh = Actualiser
stats-next = Suivant ▶

## A member's season (/gin stats).

# $member: their name; $season: the season's number.
stats-title = { $member } · saison { $season }
stats-games = Parties
# $rate: between 0 and 1, written as a percentage.
stats-won = { NUMBER($rate, style: "percent") } de victoires
stats-rating = Cote
stats-not-rated = pas encore de cote
# $rating: the rating (1000); $trend: its change, with an arrow ("▲ 12"); $count: over how many
# games.
stats-rating-value = **{ $rating }** ({ $trend } sur { $count ->
        [one] la dernière partie
       *[other] les { $count } dernières parties
    })
stats-provisional-until = provisoire jusqu'à { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }
stats-hands = Donnes
# $points: the points a hand, on average (one decimal).
stats-hands-value = { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    } sur { $played } · { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } points par donne
stats-gins = Gins
stats-gins-value = { $gins } · grands gins { $big }
stats-undercuts = Undercuts
stats-undercuts-value = réussis { $given } · subis { $suffered }
stats-best-game = Meilleure partie
stats-streak = Série
# $streak: stats-streak-wins, -losses or -none; $longest: stats-count-wins.
stats-streak-value = { $streak } · record : { $longest }
stats-streak-wins = { $count ->
        [one] { $count } victoire d'affilée
       *[other] { $count } victoires d'affilée
    }
stats-streak-losses = { $count ->
        [one] { $count } partie sans victoire
       *[other] { $count } parties sans victoire
    }
stats-streak-none = aucune pour l'instant
stats-favourite-format = Format préféré
stats-chart-note = Le graphique : la cote après chaque partie de cette saison.
# The chart's title, drawn in its picture.
stats-chart-title = Cote · saison { $season }

## Head-to-head (/gin stats contre:).

stats-versus = { $first } contre { $second }
# $first, $second: the two members (names and mentions).
stats-h2h-who = { $first } et { $second }, toutes saisons confondues sur ce serveur.
stats-h2h-never = Aucune partie ensemble pour l'instant.
stats-h2h-as-opponents = En adversaires
# $games: stats-count-games; $first, $second: their names; $ahead, $behind: the games each
# finished ahead (« fois » is the same in the singular and the plural).
stats-h2h-opponents = { $games } : { $first } devant { $ahead } fois, { $second } devant { $behind } fois
# Added after it: the games neither finished ahead.
stats-h2h-level = , à égalité { $level } fois
stats-h2h-as-partners = En partenaires
stats-h2h-last-played = Dernière partie

## A member's history (/gin historique; private).

stats-history-title = { $member } · historique des parties
# $place: their place (🥇 1re place). Forfeited: they lost by forfeit; by forfeit: their place
# came from another player's forfeit.
stats-history-forfeited = { $place } (forfait)
stats-history-by-forfeit = { $place } (sur forfait adverse)
# $variant: the game's variant; $target: its points to win.
stats-history-rules = { $variant ->
        [oklahoma] Oklahoma
        [straight] Straight gin
       *[standard] Standard
    } en { $target } points
# $line: a game's line, unrated.
stats-history-unrated = { $line } · hors classement
stats-history-option = Partie n° { $game }
stats-history-menu = Ouvrir la feuille de marque d'une partie
stats-history-none = Aucune partie terminée ici pour l'instant.
stats-newer = ◀ Plus récentes
stats-older = Plus anciennes ▶
# A finished game's score sheet, opened again ($rules: its rules line; $finished: when, a
# Discord timestamp with the date and time).
stats-sheet-note = { $rules } · terminée le { $finished }

## The answers of /gin classement, /gin stats, /gin historique (private).

stats-not-in-a-server = Les classements sont propres à chaque serveur : utilise cette commande dans un salon de serveur.
stats-pick-two = Choisis deux membres différents à comparer.
stats-pick-a-game = Choisis l'une des parties de la page dans son menu.
# A member with no finished games ($challenge: the command /gin défier; $member: their name).
# "Challenge them": « Lance-lui un défi » (« lui » says no gender).
stats-you-none-season = Tu n'as aucune partie terminée ici cette saison : défie quelqu'un avec { $challenge } !
stats-you-none = Tu n'as encore aucune partie terminée ici : défie quelqu'un avec { $challenge } !
stats-member-none-season = { $member } n'a aucune partie terminée ici cette saison. Lance-lui un défi avec { $challenge } !
stats-member-none = { $member } n'a encore aucune partie terminée ici. Lance-lui un défi avec { $challenge } !
