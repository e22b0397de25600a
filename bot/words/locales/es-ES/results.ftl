## A game's posts in its channel: a deal's showdown, the final score sheet, the turn reminder;
## and a player's private review. Said in the server's language (the review: the player's).
## Present tense for what happens at the showdown ("¡Ana hace gin!", glossary); no past
## participle about a player (any gender). Ordinals are written "2.ª" (la mano) and "4.º" (el
## puesto). CLDR's Spanish ordinal "one" (1, 3, 13, 21, 23…) is the apocopated masculine before a
## noun ("3.er puesto"); neither place here needs it (a feminine "mano"; a place on its own, "13.º"),
## so [one] says the same as [other].

# -- Where a deal's points come from (the showdown; the terminal game too). Deadwood counts:
# $knocker, the knocker's; $defender, the defender's (after laying off); $base: the deal's
# points before Oklahoma's doubling. Deadwood's count is "puntos sueltos" (glossary: puntos).
sum-knock = Cierre: { $defender } − { $knocker } puntos sueltos = { $base }
sum-undercut = Undercut: { $bonus } de bonificación + ({ $knocker } − { $defender }) = { $base }
sum-gin = Gin: { $bonus } de bonificación + { $defender } puntos sueltos = { $base }
sum-big-gin = Supergin: { $bonus } de bonificación + { $defender } puntos sueltos = { $base }
sum-doubled = Oklahoma: carta descubierta de picas, puntúa doble: { $base } × { $multiplier } = { $points }
# A deal's points alone, should its sum not add up (never, unless the scoring changes).
sum-points = { $result ->
        [knock] Cierre
        [undercut] Undercut
        [gin] Gin
        [big-gin] Supergin
       *[draw] Sin ganador
    }: { $points }

# -- The showdown.
# $game: the game's number, as written.
showdown-title = Mano { $deal } · partida #{ $game }
showdown-title-table = Mano { $deal } · partida #{ $game } · mesa { $table }
showdown-sat-out = { $player } descansó esta mano.
# $first, $second: the two players of the deal. "quien repartió": the dealer, of any gender.
showdown-draw = Se acabó el mazo: esta mano entre { $first } y { $second } queda sin ganador. Nadie puntúa, y se repite: vuelve a repartir quien repartió, a los mismos dos.
showdown-gin = ¡{ $player } hace **gin**!
showdown-big-gin = ¡{ $player } hace **supergin**!
showdown-knock = { $player } cierra y gana.
showdown-undercut = { $player } cierra, pero ¡{ $defender } le hace **undercut**!
showdown-scores = { $player } se anota **{ $points }**.
# A partnership: $team, the player's team ("@ann & @cat").
showdown-scores-team = { $player } se anota **{ $points }** para { $team } en la ronda { $round }.
# The two hands' fields ("🃏 quien cierra"): "quien", not "el que", for a player of any gender.
showdown-knocker = quien cierra
showdown-defender = quien defiende
showdown-laid-off = Cartas colocadas
# A card the defender laid off, and the meld it went on.
showdown-laid-off-card = { $card } en { $meld }
# A partnership round's second table: both tables' results added up.
showdown-round = Ronda { $round }: mesas 1 + 2
# $points: the team's hands at tables 1 and 2 ("10 + 0"), $sum their sum.
showdown-round-team = { $team } { $points } = { $sum }
showdown-round-equal = Sumas iguales: nadie puntúa en la ronda { $round }
# $team: a pair ("@ann & @cat"), so the verb is plural.
showdown-round-difference = { $team } se anotan la diferencia: { $high } − { $low } = { $points }
showdown-score-after-round = Hoja de anotación (partida a { $target }) tras la ronda { $round }
showdown-round-later = (la ronda { $round } se puntúa cuando hayan jugado las dos mesas)
# Hollywood: where a hand counts. $won: the hands the side has won with this one (1st, 2nd, …);
# $count: how many games it counts in, $games: which ("1 y 2"). "2.ª": la segunda mano.
showdown-hollywood = { $player } gana su { ORDINAL($won) ->
        [one] { $won }.ª
       *[other] { $won }.ª
    } mano, que puntúa en { $count ->
        [one] la partida { $games }
       *[other] las partidas { $games }
    }.
# … and the games it closed ($closed_count, $closed), someone having reached the target.
# "termina", not "se cierra": "cerrar" is the knock.
showdown-hollywood-closes = { $player } gana su { ORDINAL($won) ->
        [one] { $won }.ª
       *[other] { $won }.ª
    } mano, que puntúa en { $count ->
        [one] la partida { $games }
       *[other] las partidas { $games }
    }; { $closed_count ->
        [one] termina la partida { $closed }
       *[other] terminan las partidas { $closed }
    }: { $player } llega a { $target }.

# -- The final score sheet.
over-title = Fin de la partida · partida #{ $game }
# $player forfeited: $reason is timeout (ran out of time) or resigned; $winner won.
# Resign is "rendirse" (glossary); the win needs no "by forfeit" once the reason is said.
over-forfeit = { $player } { $reason ->
        [timeout] se quedó sin tiempo
       *[resigned] se rindió
    }: gana { $winner }.
# … $winners: a team ("@ann & @cat").
over-forfeit-team = { $player } { $reason ->
        [timeout] se quedó sin tiempo
       *[resigned] se rindió
    }: ganan { $winners }.
# Three players: the one who forfeited is last, the others placed by their points.
over-forfeit-last = { $player } { $reason ->
        [timeout] se quedó sin tiempo
       *[resigned] se rindió
    } y queda en último lugar; los demás, según sus puntos.
over-winner = 🏆 ¡Gana { $winner }!
# A team, or several sides tied for first ("@ann & @bob").
over-winners = 🏆 ¡Ganan { $winners }!
over-tie = 🏆 ¡Ganan { $winners }! (empate: comparten el primer puesto)
# Shutout is "capote" (glossary).
over-shutout = **Capote**: el total más alto vale doble.
# Hollywood: each game's sum, a field each.
over-game = Partida { $game }
# One side's sum in one game: "90 puntos + 100 de bonificación de partida + 100 por manos
# ganadas (4 × 25) = 290"; $box_points: the boxes' points ($boxes boxes, $box_bonus each). The
# sheet's figures are written as figures ($points: as written; $count: the same number, for its
# plural).
over-game-sum = { $count ->
        [one] { $points } punto
        [many] { $points } de puntos
       *[other] { $points } puntos
    } + { $bonus } de bonificación de partida + { $box_points } por manos ganadas ({ $boxes } × { $box_bonus }) = { $total }
over-game-sum-doubled = ({ $count ->
        [one] { $points } punto
        [many] { $points } de puntos
       *[other] { $points } puntos
    } + { $bonus } de bonificación de partida + { $box_points } por manos ganadas ({ $boxes } × { $box_bonus })) × 2 por capote = { $total }
# The places, a column each: "1.º" (el primer puesto).
place-other = { ORDINAL($place) ->
        [one] { $place }.º
       *[other] { $place }.º
    }
# The sheet hand by hand. $sides: each column's letter and who it is ("**A** @ann · **B** @bob").
# Not "mano a mano", which means one against one.
sheet-legend = **Mano por mano** · { $sides }
sheet-none = No se terminó ninguna mano.
# The earliest rows, left out of a long game's sheet ($first to $last).
sheet-folded-deal = Mano { $last } omitida; los totales acumulados la incluyen.
sheet-folded-deals = Manos { $first }–{ $last } omitidas; los totales acumulados las incluyen.
sheet-folded-round = Ronda { $last } omitida; los totales acumulados la incluyen.
sheet-folded-rounds = Rondas { $first }–{ $last } omitidas; los totales acumulados las incluyen.
# The sheet's column heads (short: the columns are as wide as their heads).
sheet-head-deal = Mano
sheet-head-round = Ronda
sheet-head-table = Mesa { $table }
sheet-head-won = Gana
sheet-head-points = Puntos
sheet-head-game = Partida { $game }
# Who won a row: nobody (a drawn deal: "sin ganador", as deal-last-deal), or equal sums (a
# partnership round).
sheet-draw = sin ganador
sheet-tie = empate
# A side's foot of the sheet: a label, then its figures. Boxes are "manos ganadas" (glossary);
# a forfeit's hands won and the boxes are never on the same sheet.
sheet-points = Puntos
sheet-hands-won = Manos ganadas
sheet-rounds-won = Rondas ganadas
sheet-boxes = Manos ganadas
sheet-game-bonus = Bonificación de partida
sheet-shutout = Capote
sheet-games = Partidas
sheet-total = Total
# $boxes hands won, $bonus each: $points.
sheet-boxes-counted = { $boxes } × { $bonus } = { $points }
# A forfeited Hollywood sheet: the boxes in the three games together.
sheet-boxes-in-games = { $boxes } en las tres partidas
# A shutout: the total before doubling, then doubled.
sheet-shutout-doubled = { $before } × 2 = { $total }
# Hollywood: the games where the top total was doubled ("1 y 2"), after "Capote".
sheet-shutout-in = en { $count ->
        [one] la partida { $games }
       *[other] las partidas { $games }
    }, total doble

# -- After the game.
result-rematch = Revancha
result-review = Repasar mi partida
# The reminder, pinging the player ($player); $deadline: a Discord timestamp ("en 5 minutos").
reminder = { $player }, te toca en la partida de gin rummy #{ $game }. El turno acaba { $deadline }; abre tus cartas desde la mesa.

# -- A player's private review of a game with the computer.
review-title = Tu repaso · partida #{ $game }
review-draw = Mano { $deal }: sin ganador (se acabó el mazo).
# $result: how the deal ended; $opponent: the other player, $their: their deadwood.
review-deal = Mano { $deal } ({ $result ->
        [knock] cierre
        [undercut] undercut
        [gin] gin
       *[big-gin] supergin
    }, { $won ->
        [yes] ganaste
       *[no] perdiste
    }): cartas sueltas: tú **{ $deadwood }**, { $opponent } **{ $their }**
review-none = No se terminó ninguna mano.
# A discard that left more deadwood ($left) than the best one on offer ($best, leaving $best_left).
review-miss = Mano { $deal }, tu turno { $turn }: descartando { $card } te quedaste en { $left }; con { $best } te habrías quedado en { $best_left }.
review-more = …y { $count } más.
review-misses = Descartes mejorables ({ $count })
review-discards = Descartes
review-all-best = Cada descarte que hiciste te dejó con el mínimo de puntos sueltos posible. ¡Bien jugado!
