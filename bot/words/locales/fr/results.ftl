## Les messages d'une partie dans son salon : le résultat de chaque donne, la feuille de marque
## finale, le rappel de tour ; et l'analyse privée d'un joueur. Dans la langue du serveur
## (l'analyse : dans celle du joueur).

# -- D'où viennent les points d'une donne (le résultat ; le jeu en terminal aussi). Les points
# des cartes dépareillées : $knocker, ceux de qui a frappé ; $defender, ceux de l'adversaire
# (après avoir complété) ; $base : les points de la donne avant le doublement de l'Oklahoma.
sum-knock = Frappe : cartes dépareillées { $defender } − { $knocker } = { $base }
sum-undercut = Undercut : bonus { $bonus } + ({ $knocker } − { $defender }) = { $base }
sum-gin = Gin : bonus { $bonus } + cartes dépareillées { $defender } = { $base }
sum-big-gin = Grand gin : bonus { $bonus } + cartes dépareillées { $defender } = { $base }
sum-doubled = Oklahoma : entame à pique, points doublés : { $base } × { $multiplier } = { $points }
# Les points d'une donne seuls, si leur somme ne tombait pas juste (jamais, sauf si le calcul
# des points change).
sum-points = { $result ->
        [knock] Frappe
        [undercut] Undercut
        [gin] Gin
        [big-gin] Grand gin
       *[draw] Nulle
    } : { $points }

# -- Le résultat d'une donne.
# $game : le numéro de la partie, tel qu'écrit.
showdown-title = Donne { $deal } · partie n° { $game }
showdown-title-table = Donne { $deal } · partie n° { $game } · table { $table }
showdown-sat-out = { $player } était au repos pour cette donne.
# $first, $second : les deux joueurs de la donne.
showdown-draw = La pioche est épuisée : cette donne entre { $first } et { $second } est nulle. Personne ne marque, et le même donneur redistribue aux deux mêmes joueurs.
showdown-gin = { $player } fait **gin** !
showdown-big-gin = { $player } fait **grand gin** !
showdown-knock = { $player } a frappé et a gagné la donne.
showdown-undercut = { $player } a frappé, mais { $defender } a fait **undercut** !
showdown-scores = { $player } marque { $points ->
        [one] **{ $points }** point
        [many] **{ $points }** de points
       *[other] **{ $points }** points
    }.
# En équipes : $team, l'équipe du joueur (« @ann & @cat »).
showdown-scores-team = { $player } marque { $points ->
        [one] **{ $points }** point
        [many] **{ $points }** de points
       *[other] **{ $points }** points
    } pour { $team } dans la manche { $round }.
# Les titres des deux mains (après 🃏 et 🛡️) : sans participe accordé.
showdown-knocker = a frappé
showdown-defender = en défense
showdown-laid-off = Combinaisons complétées
# Une carte dont l'adversaire a complété une combinaison, et cette combinaison.
showdown-laid-off-card = { $card } sur { $meld }
# La seconde table d'une manche en équipes : les résultats des deux tables additionnés.
showdown-round = Manche { $round } : tables 1 + 2
# $points : les donnes de l'équipe aux tables 1 et 2 (« 10 + 0 »), $sum leur somme.
showdown-round-team = { $team } { $points } = { $sum }
showdown-round-equal = Sommes égales : personne ne marque dans la manche { $round }
showdown-round-difference = { $team } marquent la différence : { $high } − { $low } = { $points }
showdown-score-after-round = Feuille de marque (en { $target } points) après la manche { $round }
showdown-round-later = (la manche { $round } sera comptée quand les deux tables auront joué)
# Hollywood : où compte une donne. $won : le nombre de donnes gagnées par ce camp avec celle-ci
# (1re, 2e, …) ; $count : dans combien de parties elle compte, $games : lesquelles (« 1 et 2 »).
showdown-hollywood = { $player } remporte sa { ORDINAL($won) ->
        [one] { $won }re
       *[other] { $won }e
    } donne, qui compte dans { $count ->
        [one] la partie { $games }
       *[other] les parties { $games }
    }.
# … et les parties qu'elle termine ($closed_count, $closed), quelqu'un ayant atteint l'objectif.
showdown-hollywood-closes = { $player } remporte sa { ORDINAL($won) ->
        [one] { $won }re
       *[other] { $won }e
    } donne, qui compte dans { $count ->
        [one] la partie { $games }
       *[other] les parties { $games }
    } ; { $closed_count ->
        [one] la partie { $closed } se termine
       *[other] les parties { $closed } se terminent
    } : { $player } a atteint { $target } points.

# -- La feuille de marque finale.
over-title = Fin de la partie n° { $game }
# $player a perdu par forfait : $reason vaut timeout (temps écoulé) ou resigned (abandon) ;
# $winner a gagné.
over-forfeit = { $player } { $reason ->
        [timeout] n'a pas joué à temps
       *[resigned] a abandonné
    } : victoire de { $winner } par forfait.
# … $winners : une équipe (« @ann & @cat »).
over-forfeit-team = { $player } { $reason ->
        [timeout] n'a pas joué à temps
       *[resigned] a abandonné
    } : victoire de { $winners } par forfait.
# Trois joueurs : qui a perdu par forfait prend la dernière place, les autres sont placés selon
# leurs points.
over-forfeit-last = { $player } { $reason ->
        [timeout] n'a pas joué à temps
       *[resigned] a abandonné
    } et prend la dernière place ; pour les autres, les points décident du classement.
over-winner = 🏆 { $winner } gagne !
# Une équipe, ou plusieurs camps à égalité en tête (« @ann & @bob »).
over-winners = 🏆 { $winners } gagnent !
over-tie = 🏆 { $winners } gagnent ! (égalité : première place partagée)
over-shutout = **Capot** : le meilleur total est doublé.
# Hollywood : la somme de chaque partie, un champ chacune.
over-game = Partie { $game }
# La somme d'un camp dans une partie : « 90 points + bonus de partie 100 + donnes gagnées 100
# (4 × 25) = 290 » ; $box_points : les points des donnes gagnées ($boxes donnes, $box_bonus
# chacune). Les chiffres de la feuille sont écrits tels quels ($points : tel qu'écrit ; $count :
# le même nombre, pour son pluriel).
over-game-sum = { $count ->
        [one] { $points } point
        [many] { $points } de points
       *[other] { $points } points
    } + bonus de partie { $bonus } + donnes gagnées { $box_points } ({ $boxes } × { $box_bonus }) = { $total }
over-game-sum-doubled = ({ $count ->
        [one] { $points } point
        [many] { $points } de points
       *[other] { $points } points
    } + bonus de partie { $bonus } + donnes gagnées { $box_points } ({ $boxes } × { $box_bonus })) × 2 (capot) = { $total }
# Les places, une colonne chacune.
place-other = { ORDINAL($place) ->
        [one] { $place }re place
       *[other] { $place }e place
    }
# La feuille donne par donne. $sides : la lettre de chaque colonne et qui elle désigne
# (« **A** @ann · **B** @bob »).
sheet-legend = **Donne par donne** · { $sides }
sheet-none = Aucune donne n'a été terminée.
# Les premières lignes, omises de la feuille d'une longue partie ($first à $last).
sheet-folded-deal = Donne { $last } masquée ; les totaux cumulés en tiennent compte.
sheet-folded-deals = Donnes { $first }–{ $last } masquées ; les totaux cumulés en tiennent compte.
sheet-folded-round = Manche { $last } masquée ; les totaux cumulés en tiennent compte.
sheet-folded-rounds = Manches { $first }–{ $last } masquées ; les totaux cumulés en tiennent compte.
# Les en-têtes des colonnes (courts : les colonnes sont aussi larges que leur en-tête).
sheet-head-deal = Donne
sheet-head-round = Manche
sheet-head-table = Table { $table }
sheet-head-won = Gagnant
sheet-head-points = Points
sheet-head-game = Partie { $game }
# Qui a gagné une ligne : personne (une donne nulle), ou sommes égales (une manche en équipes).
sheet-draw = nulle
sheet-tie = égalité
# Le pied de la feuille d'un camp : un libellé, puis ses chiffres.
sheet-points = Points
sheet-hands-won = Donnes gagnées
sheet-rounds-won = Manches gagnées
sheet-boxes = Donnes gagnées
sheet-game-bonus = Bonus de partie
sheet-shutout = Capot
sheet-games = Parties
sheet-total = Total
# $boxes donnes gagnées, $bonus chacune : $points.
sheet-boxes-counted = { $boxes } × { $bonus } = { $points }
# Une feuille Hollywood perdue par forfait : les donnes gagnées des trois parties ensemble.
sheet-boxes-in-games = { $boxes } au total sur les trois parties
# Un capot : le total avant doublement, puis doublé.
sheet-shutout-doubled = { $before } × 2 = { $total }
# Hollywood : les parties où le meilleur total a été doublé (« 1 et 2 »).
sheet-shutout-in = { $count ->
        [one] dans la partie { $games } (total doublé)
       *[other] dans les parties { $games } (totaux doublés)
    }

# -- Après la partie.
result-rematch = Revanche
result-review = Analyser ma partie
# Le rappel, qui mentionne le joueur ($player) ; $deadline : un horodatage Discord
# (« dans 5 minutes »).
reminder = { $player }, c'est ton tour dans la partie de gin rami n° { $game }. Fin du tour { $deadline } ; ouvre ta main depuis la table.

# -- L'analyse privée d'une partie contre l'ordinateur.
review-title = Ton analyse · partie n° { $game }
review-draw = Donne { $deal } : nulle (la pioche était épuisée).
# $result : comment la donne s'est terminée ; $opponent : l'autre joueur, $their : ses points de
# cartes dépareillées.
review-deal = Donne { $deal } ({ $result ->
        [knock] frappe
        [undercut] undercut
        [gin] gin
       *[big-gin] grand gin
    }, { $won ->
        [yes] gagnée
       *[no] perdue
    }) : cartes dépareillées, toi **{ $deadwood }**, { $opponent } **{ $their }**
review-none = Aucune donne n'a été terminée.
# Une défausse qui a laissé plus de points ($left) que la meilleure possible ($best, qui aurait
# laissé $best_left).
review-miss = Donne { $deal }, ton { ORDINAL($turn) ->
        [one] { $turn }er
       *[other] { $turn }e
    } tour : après { $card }, il te restait { $left ->
        [one] { $left } point
       *[other] { $left } points
    } ; { $best } n'en aurait laissé { $best_left ->
        [0] aucun
        [one] qu'un
       *[other] que { $best_left }
    }.
review-more = { $count ->
        [one] …et { $count } autre.
       *[other] …et { $count } autres.
    }
review-misses = Défausses où il y avait mieux ({ $count })
review-discards = Défausses
review-all-best = Chacune de tes défausses a laissé le moins de points possible. Bien joué !
