## A proposal to abandon a game: its public message (the server's language), and what the
## member who proposes or answers it is told privately (theirs). Abandon: « annuler ».
## $game: the game's number, as written (12345). Keep "#{ $game }" in each message's first
## line: a restarted bot finds the proposal's message by it. Hence « la partie #12 » here,
## where the other files write « partie n° 12 ».

# The proposal's first line ($player: who proposes it, a mention).
proposal-asked = { $player } propose d'annuler la partie #{ $game } : elle s'arrêterait tout de suite, hors classement, sans résultat pour personne. Tous les joueurs doivent accepter.
# $agreed, $waiting: the players who agreed, and those still to answer (mentions, with commas).
proposal-answers = D'accord : { $agreed }. En attente : { $waiting }.
# $deadline: when it lapses (a Discord timestamp, « dans 10 minutes »).
proposal-lapses = Tout coup joué la retire ; elle expire { $deadline }.
proposal-agree = Accepter
proposal-keep = Continuer à jouer

# A proposal that is over ($why: one of the proposal-why clauses: lowercase, no final period).
proposal-closed = La proposition d'annuler la partie #{ $game } est close : { $why }.
proposal-why-ended = la partie est terminée
proposal-why-lapsed = un coup a été joué, ou elle a expiré
proposal-why-withdrawn = elle a été retirée
# $player: who chose to keep playing (a mention).
proposal-why-kept = { $player } a choisi de continuer à jouer
proposal-abandoned = La partie #{ $game } est annulée : tous les joueurs ont accepté. Elle ne compte pour aucun classement.

# /gin annuler's private answers.
proposal-no-game = Tu n'as pas de partie à annuler dans ce salon.
proposal-noted = C'est noté : tu acceptes d'annuler cette partie.
