## The standings: the leaderboard and a member's stats (public answers: the server's language;
## their private copies and the history: the member's).
## Rating is "puntuación", the leaderboard "clasificación", win rate "% de victorias" (as
## commands.ftl). No participle or adjective agrees with a member (any gender).

# A place in a game's standings (the medal is added before the first three: "🥇 1.º"), as
# results.ftl's places: "1.º" (el primer puesto). The fourth and after: results.ftl's
# place-other ("4.º"), which English has in both files; the first one read is said.
place-1 = 1.º
place-2 = 2.º
place-3 = 3.º
# A format, by its value ("all": every format; the leaderboard's filter). As rules.ftl's
# format-name and commands.ftl's choices.
stats-format = { $format ->
        [all] todos los formatos
        [heads-up] dos jugadores
        [three] tres jugadores
        [partnership] por parejas
       *[hollywood] Hollywood
    }
# Counts. "many" is exact millions ("1.000.000 de partidas").
stats-count-games = { $count ->
        [one] { $count } partida
        [many] { $count } de partidas
       *[other] { $count } partidas
    }
stats-count-wins = { $count ->
        [one] { $count } victoria
        [many] { $count } de victorias
       *[other] { $count } victorias
    }
stats-count-losses = { $count ->
        [one] { $count } derrota
        [many] { $count } de derrotas
       *[other] { $count } derrotas
    }
stats-count-gins = { $count ->
        [one] { $count } gin
        [many] { $count } de gins
       *[other] { $count } gins
    }
# "Página 1 de 3" (a leaderboard's or a history's).
stats-page = Página { $page } de { $pages }

## The leaderboard.

# $sort: what it is ranked by; $format: stats-format.
stats-board-title = Clasificación · { $sort ->
        [wins] victorias
        [win_rate] % de victorias
        [points] puntos
        [gins] gins
       *[rating] puntuación
    } · { $format }
# A win rate ($rate: between 0 and 1, written as a percentage), then wins of games: "50 % · 3/6".
stats-board-win-rate = { NUMBER($rate, style: "percent") } · { $wins }/{ $games }
# A member not ranked yet ($line: their line).
stats-provisional = { $line } (provisional)
# $challenge: the command /gin challenge (a mention, or its text).
stats-no-games = Aún no hay partidas terminadas aquí. ¡Desafía a alguien con { $challenge }!
stats-board-empty = Todavía no hay nadie en la clasificación de esta temporada: aquí no ha terminado ninguna partida. Desafía a alguien con { $challenge } y la clasificación empezará con su resultado.
stats-board-empty-format = Todavía no hay nadie en la clasificación de esta temporada: aquí no ha terminado ninguna partida de este formato ({ $format }). Desafía a alguien con { $challenge } y la clasificación empezará con su resultado.
# The footer ($count: the games a member needs to be ranked).
stats-board-ranked-from = entra en la clasificación a partir de { $count ->
        [one] { $count } partida
        [many] { $count } de partidas
       *[other] { $count } partidas
    }
# Where the reader stands ($rank: "#3"; $figures: their line's figures).
stats-board-you = tú: { $rank } ({ $figures })
stats-board-you-provisional = tú: provisional ({ $figures })
stats-board-you-none = aún no tienes partidas aquí
stats-previous = ◀ Anterior
# As hand.ftl's hand-refresh.
stats-refresh = Actualizar
stats-next = Siguiente ▶

## A member's season (/gin stats).

# $member: their name; $season: the season's number.
stats-title = { $member } · temporada { $season }
stats-games = Partidas
# $rate: between 0 and 1, written as a percentage ("50 % de victorias").
stats-won = { NUMBER($rate, style: "percent") } de victorias
stats-rating = Puntuación
stats-not-rated = aún sin puntuación
# $rating: the rating (1000); $trend: its change, with an arrow ("▲ 12"); $count: over how many
# games.
stats-rating-value = **{ $rating }** ({ $trend } en { $count ->
        [one] la última partida
        [many] las últimas { $count } de partidas
       *[other] las últimas { $count } partidas
    })
stats-provisional-until = provisional hasta completar { $count ->
        [one] { $count } partida
        [many] { $count } de partidas
       *[other] { $count } partidas
    }
# Hands: "manos" (the deals played).
stats-hands = Manos
# $points: the points a hand, on average (one decimal). "ganadas" agrees with "manos".
stats-hands-value = ganadas: { $won } de { $played } · { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } puntos por mano
stats-gins = Gins
stats-gins-value = { $gins } · supergins: { $big }
stats-undercuts = Undercuts
stats-undercuts-value = hechos: { $given } · recibidos: { $suffered }
stats-best-game = Mejor partida
stats-streak = Racha
# $streak: stats-streak-wins, -losses or -none; $longest: stats-count-wins.
stats-streak-value = { $streak } · mejor racha: { $longest }
stats-streak-wins = { $count ->
        [one] { $count } victoria seguida
        [many] { $count } de victorias seguidas
       *[other] { $count } victorias seguidas
    }
stats-streak-losses = { $count ->
        [one] { $count } partida sin ganar
        [many] { $count } de partidas sin ganar
       *[other] { $count } partidas sin ganar
    }
# "ninguna": la racha.
stats-streak-none = ninguna todavía
stats-favourite-format = Formato favorito
stats-chart-note = La gráfica: la puntuación tras cada partida de esta temporada.
# The chart's title, drawn in its picture.
stats-chart-title = Puntuación · temporada { $season }

## Head-to-head (/gin stats contra:).

# "contra", as table.ftl's deal-players.
stats-versus = { $first } contra { $second }
# $first, $second: the two members (names and mentions).
stats-h2h-who = { $first } y { $second }, todas las temporadas en este servidor.
# Not "juntos": the two may be of any gender.
stats-h2h-never = Todavía no han coincidido en ninguna partida.
stats-h2h-as-opponents = Como rivales
stats-h2h-as-partners = En pareja
# $games: stats-count-games; $first, $second: their names; $ahead, $behind: the games each
# finished ahead.
stats-h2h-opponents = { $games }: { $first } quedó por delante en { $ahead }, { $second } en { $behind }
# Added after it: the games neither finished ahead.
stats-h2h-level = , empate en { $level }
stats-h2h-last-played = Última partida

## A member's history (/gin history; private).

stats-history-title = { $member } · historial de partidas
# $place: their place (🥇 1.º). A forfeit: lost on time or by resigning ("rendición",
# glossary); "por abandono" would read as abandon ("anular").
stats-history-forfeited = { $place } (derrota por tiempo o rendición)
# Placed when another player forfeited (a rival, or a partner).
stats-history-by-forfeit = { $place } (partida decidida por tiempo o rendición)
# $variant: the game's variant; $target: its points to win ("a 100", glossary).
stats-history-rules = { $variant ->
        [oklahoma] Oklahoma
        [straight] Straight
       *[standard] Estándar
    } a { $target }
# $line: a game's line, unrated.
stats-history-unrated = { $line } · sin puntuar
stats-history-option = Partida #{ $game }
stats-history-menu = Abrir la hoja de anotación de una partida
stats-history-none = Aún no hay partidas terminadas aquí.
stats-newer = ◀ Más recientes
stats-older = Más antiguas ▶
# A finished game's score sheet, opened again ($rules: its rules line; $finished: when, a
# Discord timestamp, "5 de junio de 2024 14:00"). "terminada", not "cerrada" ("cerrar" is the
# knock).
stats-sheet-note = { $rules } · terminada el { $finished }

## The answers of /gin leaderboard, /gin stats, /gin history (private).

stats-not-in-a-server = La clasificación y las estadísticas son de cada servidor: usa esto en un canal de un servidor.
stats-pick-two = Elige a dos miembros distintos para compararlos.
stats-pick-a-game = Elige una de las partidas de la página en su menú.
# A member with no finished games ($challenge: the command /gin challenge; $member: their name).
# "Lánzale un desafío": "le" is either gender.
stats-you-none-season = No tienes partidas terminadas aquí esta temporada: ¡desafía a alguien con { $challenge }!
stats-you-none = Aún no tienes partidas terminadas aquí: ¡desafía a alguien con { $challenge }!
stats-member-none-season = { $member } no tiene partidas terminadas aquí esta temporada. ¡Lánzale un desafío con { $challenge }!
stats-member-none = { $member } aún no tiene partidas terminadas aquí. ¡Lánzale un desafío con { $challenge }!
