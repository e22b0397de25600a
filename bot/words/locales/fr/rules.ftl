## Les règles d'une partie : leur ligne (le pied de la table, le défi, le bouton Règles), les
## noms des formats, et les règles en bref (le bouton Règles, /gin règles, /gin aide).

# Un format seul : « Gin rami · partie n° 7 · trois joueurs ».
format-name = { $format ->
        [heads-up] deux joueurs
        [three] trois joueurs
        [partnership] en équipes
       *[hollywood] Hollywood
    }

# La ligne des règles, une partie chacune, jointes par des virgules : « Gin standard, en 100
# points, frappe à 10, gin +25, undercut +25, donne gagnée 25, partie +100, capot ×2 ».
rules-variant = { $variant ->
        [oklahoma] Gin Oklahoma
        [straight] Straight gin
       *[standard] Gin standard
    }
# Trois joueurs : qui est au repos à chaque donne.
rules-three-players = trois joueurs ({ $rotation ->
        [loser-sits-out] le perdant est au repos
       *[dealer-sits-out] le donneur est au repos
    })
rules-partnerships = en équipes
rules-hollywood = Hollywood (trois parties)
# $target : les points pour gagner
rules-target = en { $target } points
rules-knock-limit = frappe à { $limit }
# $bonus : les points qu'ajoute chaque bonus
rules-gin-bonus = gin +{ $bonus }
rules-undercut-bonus = undercut +{ $bonus }
rules-big-gin-bonus = grand gin +{ $bonus }
rules-box-bonus = donne gagnée { $bonus }
rules-game-bonus = partie +{ $bonus }
rules-shutout = capot ×2

# Les règles en bref (avec les deux lignes qui suivent, moins de 600 caractères).
rules-brief = **Le gin rami en bref.** Dix cartes chacun. Pioche ou prends la carte de la défausse, puis défausse-toi (pas de celle que tu viens d'y prendre). Combinaisons : brelans, carrés, suites (3+ d'une couleur, as en bas). Frappe si tes cartes dépareillées valent au plus la limite ; gin s'il n'en reste aucune. L'adversaire complète tes combinaisons ; le moins de points marque l'écart ; à égalité ou mieux, l'adversaire fait undercut.
rules-partners = Les points des deux partenaires s'additionnent.
# $rules : la ligne des règles
rules-this-game = **Cette partie :** { $rules }.
rules-server-default = **Par défaut sur ce serveur :** { $rules }.
rules-default = **Règles par défaut :** { $rules }.
# $page : la commande qui explique le classement
rules-ratings = Classement : { $page }.

# Le fonctionnement du classement (/gin règles sujet:le classement). $leaderboard, $stats : les
# commandes.
ratings-text = **Le classement.** Chaque partie classée fait évoluer la cote de ses joueurs sur ce serveur : une seule cote pour tous les formats. À trois, ce sont les places qui comptent ; deux partenaires comptent comme une équipe, et une feuille Hollywood comme une seule partie. Tout le monde commence à 1000, et la cote affichée est prudente : elle monte à mesure que tes résultats rendent le bot plus sûr de ton niveau (modèle Plackett-Luce d'openskill : 1000 + 30 × (compétence − 3 × incertitude)).
    Un forfait ou un abandon compte comme une défaite ; les parties amicales, refusées et annulées ne comptent pour personne. Tant qu'un membre a joué moins de { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }, sa cote est signalée comme provisoire. Voir { $leaderboard } et { $stats }.
