## Les images : les mots dessinés dans l'image de la main et dans celle de la table, et les mêmes
## images dites en mots pour les lecteurs d'écran (la description de la pièce jointe).
## Les mots dessinés ont très peu de place (la table fait 440 px de large) : ils restent courts.
## Le texte alternatif est lu à voix haute : il est écrit en entier, en phrases.

## -- Dessiné dans l'image de la main --

# Sous chaque combinaison de la main (« combi » : « combinaison » ne tient pas sous trois cartes).
picture-meld = combi
# Sous les cartes dépareillées ($points : leur total).
picture-deadwood = dépareillées { $points }
# Sous les combinaisons d'une main sans carte dépareillée (dit aussi dans le texte alternatif).
picture-gin = gin : aucune carte dépareillée
# Au-dessus de la carte qu'on vient de prendre, selon d'où elle vient (la carte : féminin).
picture-drawn = { $source ->
        [stock] piochée
       *[pile] prise dans la défausse
    }

## -- Dessiné dans l'image de la table --

# À la place du nom d'un joueur (J1 : joueur 1).
picture-seat = J{ $player }
# Sous le nom d'un joueur, avec « · donneur » pour le donneur : « équipe 2 · donneur » ne tient pas,
# d'où l'abréviation (la légende sous les tables dit « équipe » en entier).
picture-team = éq. { $team }
picture-team-legend = équipe { $team } :
picture-dealer = donneur
# Sous le nom de qui doit jouer : « doit piocher » (neutre : pas d'accord selon le genre).
# « prendre ou passer » ne tient pas à côté de la couleur d'une équipe.
picture-to-play = doit { $todo }
picture-todo = { $phase ->
        [upcard] prendre/passer
        [draw] piocher
       *[discard] se défausser
    }
# Au-dessus des cartes qu'un joueur a prises dans la défausse (« de la défausse » ne tient pas).
picture-took = prises
picture-stock = pioche { $count }
picture-pile = défausse { $count }
# Le dernier coup, à côté de la défausse. Passé composé avec « avoir » seulement : pas d'accord
# selon le genre du joueur (« a défaussé », pas « s'est défaussé(e) »).
picture-move-drew = { $source ->
        [stock] a pioché
       *[pile] a pris dans la défausse
    }
picture-move-end = { $end ->
        [knock] a frappé
        [gin] a fait gin
        [big-gin] a fait grand gin
       *[pass] a passé sur l'entame
    }
picture-move-end-after = { $end ->
        [knock] et a frappé
        [gin] et a fait gin
        [big-gin] et a fait grand gin
       *[pass] et a passé sur l'entame
    }
picture-move-discarded = a défaussé
picture-move-discarded-after = et a défaussé
picture-sits-out = { $player } est au repos pour cette donne
picture-former-member = un ancien membre

## -- Les images en mots, pour les lecteurs d'écran --

# Une carte avec son article (« a défaussé le roi de trèfle ») : l'article suit la valeur.
picture-card-the = { $rank ->
        [ace] l'as
        [two] le deux
        [three] le trois
        [four] le quatre
        [five] le cinq
        [six] le six
        [seven] le sept
        [eight] le huit
        [nine] le neuf
        [ten] le dix
        [jack] le valet
       *[queen] la dame
        [king] le roi
    } de { $suit ->
        [spades] pique
        [clubs] trèfle
        [diamonds] carreau
       *[hearts] cœur
    }

# $parts : les messages ci-dessous, séparés par « ; ».
picture-said-hand = Ta main. { $parts }.
picture-said-meld = combinaison : { $cards }
picture-said-deadwood = cartes dépareillées ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }) : { $cards }
picture-said-drawn = { $source ->
        [stock] carte piochée
       *[pile] carte prise dans la défausse
    } : { $card }

picture-said-table = La table.
# « Donne 3 : Zoë doit piocher. Zoë a 10 cartes ; J2, qui distribue, a 10 cartes. Pioche :
# 31 cartes, défausse : 1 carte, dessus : sept de cœur. »
picture-said-board = { $title } : { $status }. { $seats }. Pioche : { $stock }, défausse : { $pile ->
        [one] { $pile } carte
       *[other] { $pile } cartes
    }, { $top }.
picture-said-to-play = { $player } doit { $phase ->
        [upcard] prendre l'entame ou passer
        [draw] piocher
       *[discard] se défausser
    }
picture-said-over = donne terminée
picture-said-top = dessus : { $card }
picture-said-empty = vide
# « qui distribue » plutôt que « donneur » : neutre, et plus naturel à l'oral.
picture-said-seat = { $player } a { $cards }
picture-said-seat-dealer = { $player }, qui distribue, a { $cards }
picture-said-seat-team = { $player } (équipe { $team }) a { $cards }
picture-said-seat-team-dealer = { $player } (équipe { $team }), qui distribue, a { $cards }
picture-said-seat-took = { $seat } et a pris dans la défausse : { $cards }
picture-said-last = Dernier coup : { $move }.
picture-said-drew = { $end ->
        [discard] { $player } a pioché et a défaussé { $discarded }
        [knock] { $player } a pioché et a frappé
        [gin] { $player } a pioché et a fait gin
        [big-gin] { $player } a pioché et a fait grand gin
       *[none] { $player } a pioché
    }
picture-said-took = { $end ->
        [discard] { $player } a pris { $taken } dans la défausse et a défaussé { $discarded }
        [knock] { $player } a pris { $taken } dans la défausse et a frappé
        [gin] { $player } a pris { $taken } dans la défausse et a fait gin
        [big-gin] { $player } a pris { $taken } dans la défausse et a fait grand gin
       *[none] { $player } a pris { $taken } dans la défausse
    }
picture-said-move = { $end ->
        [discard] { $player } a défaussé { $discarded }
        [knock] { $player } a frappé
        [gin] { $player } a fait gin
        [big-gin] { $player } a fait grand gin
        [pass] { $player } a passé sur l'entame
       *[none] { $player } a joué
    }
picture-said-team = Équipe { $team } : { $members }.

## -- Le graphique de la cote (/gin stats) --

# À côté de la cote la plus haute après une partie.
picture-chart-best = max { $rating }
