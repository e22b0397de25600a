## A player's private hand message.

hand-title = Ta main · partie n° { $game }, donne { $deal }
hand-title-table = Ta main · partie n° { $game }, donne { $deal }, table { $table }
hand-sit-out-title = Partie n° { $game } : tu es au repos pour cette donne
hand-sit-out = Tu es au repos pour cette donne ; tu reviens en jeu quand { $first } et { $second } l'auront jouée.
hand-game-over = La partie est terminée.
hand-deal-over = Cette donne est terminée.
hand-your-turn = **À toi de jouer :** { $todo }.
hand-waiting = En attente de { $opponent }.
hand-best-discard = Meilleure défausse : { $card } → il reste { $after ->
        [one] { $after } point
       *[other] { $after } points
    }

# What to do now ($upcard: the card, as shown). Said after "À toi de jouer :" and
# "À Ann de jouer :", hence the infinitive.
todo-first-upcard = prendre l'entame { $upcard } ou passer
todo-draw-stock = piocher
todo-draw = piocher ou prendre { $upcard } sur la défausse
todo-discard = se défausser (ou frapper)
todo-wait = attendre

hand-field-pile = Défausse
hand-field-pile-top = Dessus : **{ $card }**
hand-field-stock = Pioche
hand-field-took = Cartes prises par l'adversaire
hand-field-knock-limit = Limite pour frapper
hand-knock-limit-gin = gin uniquement

# The hand's controls.
hand-take = Prendre { $card }
hand-pass = Passer
hand-draw = Piocher
hand-gin = Gin ! (défausse : { $card })
hand-big-gin = Grand gin !
hand-refresh = Actualiser
hand-discard-menu = Se défausser de…
hand-knock-menu = Frapper en se défaussant de…
hand-gin-menu = Faire gin en se défaussant de…
# A card in the menus: its spoken name, and with hints the deadwood it leaves.
hand-option-after = { $card } · il reste { $after ->
        [one] { $after } point
       *[other] { $after } points
    }
hand-option-best = { $card } · il reste { $after ->
        [one] { $after } point
       *[other] { $after } points
    } · meilleur choix
