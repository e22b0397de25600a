## Words many messages share: who plays, the score, deadlines.

# A computer player, by its level (the level's adjective agrees with "nivel": masculine).
computer-player = Máquina ({ $level ->
        [easy] fácil
        [normal] normal
        [hard] difícil
       *[expert] experto
    })
# A member who asked the bot to forget them (/gin forget-me).
former-member = *un antiguo miembro*

# The running score sheet's field.
score-title = Hoja de anotación (partida a { $target })
score-title-round = Hoja de anotación (partida a { $target }) · ronda { $round }
# "terminada", not "cerrada": "cerrar" is the knock.
score-hollywood-key = (partidas 1 · 2 · 3; ✓ terminada)

# A number of cards, points, deals, games, minutes. "many" is exact millions ("1.000.000 de puntos").
count-cards = { $count ->
        [one] { $count } carta
        [many] { $count } de cartas
       *[other] { $count } cartas
    }
count-points = { $count ->
        [one] { $count } punto
        [many] { $count } de puntos
       *[other] { $count } puntos
    }
count-minutes = { $count ->
        [one] { $count } minuto
        [many] { $count } de minutos
       *[other] { $count } minutos
    }
# A long time: "2 h 05 min" ($minutes: two digits).
duration-hours = { $hours } h { $minutes } min
