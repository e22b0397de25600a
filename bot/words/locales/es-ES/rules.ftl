## A game's rules: its one line (the table's footer, the challenge, the Rules button), the
## formats' names, and the rules in brief (the Rules button, /gin rules, /gin help).

# A format on its own: "Gin rummy · partida #7 · tres jugadores".
format-name = { $format ->
        [heads-up] dos jugadores
        [three] tres jugadores
        [partnership] por parejas
       *[hollywood] Hollywood
    }

# The rules line, a part each, joined by commas: "Gin estándar, partida a 100, cierre con 10,
# gin +25, undercut +25, 25 por mano ganada, partida +100, el capote dobla".
rules-variant = { $variant ->
        [oklahoma] Gin Oklahoma
        [straight] Straight gin
       *[standard] Gin estándar
    }
# Three players: who sits out each hand (as the command's choices).
rules-three-players = tres jugadores ({ $rotation ->
        [loser-sits-out] descansa el que pierde
       *[dealer-sits-out] descansa el que reparte
    })
rules-partnerships = por parejas
rules-hollywood = Hollywood (tres partidas)
# $target: the points to win ("partida a 100", glossary)
rules-target = partida a { $target }
# "Cerrar con 4" (glossary): the knock limit.
rules-knock-limit = cierre con { $limit }
# $bonus: the points each bonus adds
rules-gin-bonus = gin +{ $bonus }
rules-undercut-bonus = undercut +{ $bonus }
rules-big-gin-bonus = supergin +{ $bonus }
# The box bonus: points for each hand won ("mano ganada", glossary).
rules-box-bonus = { $bonus } por mano ganada
# The game bonus, as English's "game +100" (after "gin +25, undercut +25").
rules-game-bonus = partida +{ $bonus }
rules-shutout = el capote dobla

# The rules in brief (with the two lines after it, under 600 characters in English; the test
# holds English to it and other languages to 2,000. Spanish: about 630-700, kept short).
rules-brief = **El gin rummy en resumen.** Diez cartas cada uno. Roba del mazo o de los descartes y descártate (no de la carta recién tomada). Combinaciones: tríos o póqueres (3-4 del mismo valor) y escaleras (3+ del mismo palo; as bajo). Cierra con cartas sueltas (sin combinar) hasta el límite; sin ninguna, haces gin. El rival coloca cartas en tus combinaciones; quien tenga menos puntos se anota la diferencia, y si el rival empata o te mejora, te hace undercut.
rules-partners = Se suman los puntos de los dos compañeros de cada pareja.
# $rules: the rules line
rules-this-game = **Esta partida:** { $rules }.
rules-server-default = **Por defecto en este servidor:** { $rules }.
rules-default = **Reglas por defecto:** { $rules }.
# $page: the command that shows how ratings work ("puntuación", as in commands.ftl)
rules-ratings = Puntuación: { $page }.

# How ratings work (/gin rules about:ratings). $leaderboard, $stats: the commands.
# Rating is "puntuación", the leaderboard "clasificación" (commands.ftl); a forfeit is "perder
# por tiempo o por rendición" (resign: "rendirse"); abandon is "anular".
ratings-text = **Puntuación.** Cada partida puntuable mueve la puntuación de sus jugadores en este servidor: una sola puntuación para todos los formatos. A tres jugadores se puntúa por puestos, por parejas como equipo, y una hoja Hollywood como una sola partida. Todo el mundo empieza con 1000, y la puntuación que se muestra es prudente: sube a medida que tus resultados dan al bot más certeza sobre ti (modelo Plackett-Luce de openskill: 1000 + 30 × (habilidad − 3 × incertidumbre)).
    Perder por tiempo o por rendición es una derrota; las partidas amistosas, rechazadas y anuladas no cuentan para nadie. Los miembros con menos de { $count ->
        [one] { $count } partida
        [many] { $count } de partidas
       *[other] { $count } partidas
    } figuran con puntuación provisional. Consulta { $leaderboard } y { $stats }.
