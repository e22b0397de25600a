## The public table message: a challenge, or a game in play. What the channel sees: said in the
## server's language. Several players read it: "vous" here is the plural of "tu".

table-title = Gin rami · partie n° { $game }
table-title-format = Gin rami · partie n° { $game } · { $format }
table-game-over = Partie terminée : victoire de { $winners }.
table-game-over-nobody = Partie terminée.
# $label: "Table 1 · " when a round has two tables, else empty; $deadline: a Discord timestamp
# ("dans 5 minutes").
table-to-play = { $label }À **{ $player }** de jouer : { $todo }. Fin du tour { $deadline }.
table-offline = ⏸️ J'étais hors ligne pendant { $duration }, alors chaque délai a été repoussé d'autant : le temps où je ne peux pas entendre vos clics ne compte jamais contre vous.
table-friendly = { $rules } · partie amicale (hors classement)

# Three players: who sits out this hand, and why.
sit-out-dealer = { $player } distribue et est au repos pour cette donne.
sit-out-low-cut = { $player } est au repos pour cette donne (carte la plus basse au tirage).
sit-out-lost = { $player } est au repos pour cette donne (a perdu la précédente).
sit-out = { $player } est au repos pour cette donne.

# One deal's fields.
deal-players = { $first } contre { $second }
deal-dealer = Donneur : { $dealer }
# $cards: "28 cartes" (count-cards)
deal-stock = Pioche : { $cards }
deal-in-hand = En main : { $first } { $first_cards }, { $second } { $second_cards }
deal-pile = { $label }Défausse
deal-pile-top = Dessus : **{ $card }**
deal-pile-below = En dessous : { $cards }
deal-knock-limit = Limite pour frapper dans cette donne : **{ $limit }**
deal-knock-limit-gin = Limite pour frapper dans cette donne : **gin uniquement**
deal-doubled = Entame à pique : les points de cette donne comptent double
deal-straight = Straight gin : on ne peut pas frapper, gin obligatoire
deal-took = { $player } a pris { $cards } dans la défausse
deal-last = Dernier coup : { $move }
deal-last-deal = Dernière donne : { $result ->
        [knock] frappe
        [undercut] undercut
        [gin] gin
        [big-gin] grand gin
       *[draw] nulle
    }
deal-on-table = Sur la table
deal-on-table-label = { $label }sur la table

# The last move, as the table says it. Past tense with "avoir" only: no agreement with the
# player's gender ("a défaussé", not "s'est défaussé(e)").
move-draw = { $player } a pioché
move-take = { $player } a pris la carte du dessus de la défausse
move-pass = { $player } a passé sur l'entame
move-discard = { $player } a défaussé { $card }
move-knock = { $player } a frappé
move-gin = { $player } a fait gin
move-big-gin = { $player } a fait grand gin
move-other = { $player } a joué

# A deal's title; a partnership's deals by their round and table.
deal-title = Donne { $deal }
deal-title-table = Table { $table } · Donne { $deal }
deal-title-round = Manche { $round } · Table { $table }
board-label = Table { $table } ·{" "}

# The game's controls.
table-show-hand = Voir ma main
table-rules = Règles
table-recent-moves = Derniers coups
table-resign = Abandonner

# A game ended by agreement or by an admin. Abandon: "annuler" ("abandonner" is resign).
ended-agreed = Les joueurs ont décidé d'un commun accord d'annuler cette partie. Elle ne compte pour aucun classement.
ended-by-admin = Un admin a annulé cette partie : « { $reason } ». Elle ne compte pour aucun classement.
ended-unreachable = Cette partie a été annulée : son salon est inaccessible.

# A challenge. Its Cancel is "retirer" (the challenger withdraws it): "annuler" is abandon.
challenge-title = Défi de gin rami · n° { $game }
challenge-made = { $challenger } défie { $invited } au gin rami !
challenge-partners = Équipes : { $challenger } & { $partner } contre { $first } & { $second }.
challenge-waiting = En attente de { $waiting } pour accepter ou refuser. Le défi expire { $deadline }.
challenge-declined-by = { $player } a refusé.
challenge-declined = Le défi a été refusé.
challenge-cancelled = Le défi a été retiré.
challenge-expired-nobody = Personne n'a répondu à temps : le défi a expiré.
challenge-expired-not-everyone = Tout le monde n'a pas répondu à temps : le défi a expiré.
challenge-abandoned = Le défi a été annulé.
challenge-closed = Ce défi est clos.
challenge-rules = Règles
challenge-turn-timer = Temps par tour
challenge-accept = Accepter
challenge-decline = Refuser
challenge-cancel = Retirer le défi

# Lists of people: "Ann", "Ann et Bob", "Ann, Bob et Cat".
list-two = { $first } et { $second }
list-more = { $rest } et { $last }

table-abandon = Proposer d'abandonner
table-wake = Montrer la table
table-asleep = Cette table dort : Discord laisse le bot la mettre à jour pendant 15 minutes après chaque clic. Montrer la table la ramène.
