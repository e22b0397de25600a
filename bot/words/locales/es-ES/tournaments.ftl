## A server tournament as its members see it: its announcement (redrawn as it changes, with its
## buttons), each round's post, the final standings, the cancellation, /gin tournament's look at
## the event, the event's threads, and the knockout's bracket (the words drawn in its picture, and
## the bracket in words for screen readers). What the channel sees is said in the server's
## language; the Standings button's copy and a member's own answers in the member's.
## Shared variables: $tournament is the event's name, as its admin wrote it; $player, $winner,
## $loser, $first and $second are members (a mention, or "un antiguo miembro"); $channels is
## where the games are (channel mentions with commas); $command is a command (a mention, or its
## text); $round and $rounds are a round's number and how many rounds the event has.
## Tournament words (as commands.ftl and refusals.ftl): formats "sistema suizo", "eliminación
## directa", "todos contra todos"; a match "enfrentamiento"; standings "clasificación"; a bye
## "descansar" / "descanso" (as a sit-out: the player has no game this round); the bracket
## "cuadro". An admin is "la administración". Members may be of any gender, and $tournament is
## a name: no participle or adjective agrees with them ("cayó en la ronda 2", "fuera del
## torneo", "gana el torneo"). "cerrar" is the knock: sign-up "termina", never "se cierra".

## The event's words.

# A tournament's format ($format: swiss, knockout or round-robin), as commands.ftl's choices.
tournament-format = { $format ->
        [swiss] Sistema suizo
        [knockout] Eliminación directa
       *[round-robin] Todos contra todos
    }
# The format and its rounds, once known ($format: tournament-format's words; $rounds: how many).
tournament-format-rounds = { $format }, { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }
# The announcement's first line. Heads-up: "dos jugadores", as rules.ftl's format-name.
tournament-kind = **{ $format }** · partidas de dos jugadores
# $rules: the games' rules line.
tournament-rules = **Reglas:** { $rules }.
# $turn: how long each turn is ("5 minutos", "2 h 05 min"). "Tiempo por turno", as table.ftl.
tournament-timer = Tiempo por turno: { $turn }. Quien se queda sin tiempo pierde la partida.
# "cuenta para la clasificación": ratings, as commands.ftl.
tournament-rated = Puntuable: todas las partidas cuentan para la clasificación del servidor.
tournament-friendly = Amistoso: las partidas no cuentan para la clasificación de nadie.
# $start: a Discord timestamp ("martes, 5 de junio de 2024 14:00"); $relative: the same moment
# from now ("dentro de 2 horas").
tournament-starts-at = Empieza el { $start } ({ $relative }).
# $command: /gin-admin torneo empezar.
tournament-starts-by-admin = Empieza cuando la administración lo inicie con { $command }.
# Who signed up (before the start) or plays (after it): $count is how many, $members the first
# of them, $more how many more. "Inscripciones", "Participantes": no gender.
tournament-signed-up = Inscripciones ({ $count }): { $members }
tournament-signed-up-more = Inscripciones ({ $count }): { $members } y { $more } más
tournament-signed-up-none = Inscripciones (0): aún no hay nadie. ¡Abre tú la lista!
tournament-players = Participantes ({ $count }): { $members }
tournament-players-more = Participantes ({ $count }): { $members } y { $more } más
# $most: the most players; $least: the fewest it starts with.
tournament-room = Hasta { $most } participantes.
tournament-room-needs = Hasta { $most } participantes; hacen falta al menos { $least } para empezar.
tournament-sign-up-how = Inscríbete con el botón; si luego no puedes jugar, date de baja antes del inicio.
tournament-round-in-play = Ronda { $round } de { $rounds } en juego en { $channels }.
tournament-paused = En pausa por decisión de la administración: los relojes de las partidas están parados.
tournament-finished = Terminado.
tournament-finished-won = Terminado: ganó { $winner }.
tournament-cancelled = Cancelado por la administración.
# The footer: $number is the event's number; $command is /gin torneo as text.
tournament-footer = Torneo #{ $number } · clasificación: { $command }
# The announcement's buttons (first person, as hand.ftl's "Ver mis cartas"; "darse de baja", as
# refusals.ftl).
tournament-sign-up-button = Inscribirme
tournament-leave-button = Darme de baja
tournament-standings-button = Clasificación

## The standings.

# A member taken out of the event by an admin. Not "retirado/a" (gender).
tournament-withdrawn = { $player } (fuera del torneo)
# A line's figures; the abbreviations are the legend's. Match points are "puntos de torneo"
# (PT: a win or a bye 1); the points scored in the games "puntos anotados" (PA). Buchholz and
# Sonneborn-Berger keep their names and abbreviations, as in Spanish chess tournaments.
tournament-match-points = **{ $points }** PT
tournament-buchholz = Bu { $points }
tournament-sonneborn-berger = SB { $points }
tournament-points-scored = { $points } PA
# How far a knockout's player went ($round: the round they lost in). No participle (gender):
# "cayó en la ronda 2", "gana el torneo".
tournament-stage-winner = 🏆 gana el torneo
tournament-stage-in = sigue en el torneo
tournament-stage-final = perdió la final
tournament-stage-out = cayó en la ronda { $round }
# The legend under the standings, by format.
tournament-legend-swiss = PT puntos de torneo · Bu Buchholz · PA puntos anotados
tournament-legend-round-robin = PT puntos de torneo · SB Sonneborn-Berger · PA puntos anotados
tournament-legend-knockout = PA puntos anotados
# A list cut short: $count is how many more are not shown.
tournament-more-players = …y { $count ->
        [one] { $count } participante más
       *[other] { $count } participantes más
    }: consulta { $command }
tournament-more-tables = …y { $count ->
        [one] { $count } mesa más
       *[other] { $count } mesas más
    }: consulta { $command }
tournament-more-tables-in = …y { $count ->
        [one] { $count } mesa más
       *[other] { $count } mesas más
    } en { $channels }

## The matches.

# A member with no opponent this round: it counts as a win (a knockout: they go through to
# round $round). "descansa", as a player who sits out a hand.
tournament-bye = { $player } descansa esta ronda (cuenta como victoria)
tournament-bye-through = { $player } descansa esta ronda y pasa a la ronda { $round }
# A match abandoned ("anulada", glossary): both lose it.
tournament-both-lose = { $first } y { $second }: partida anulada, derrota para los dos
# A decided match: $won and $lost are the winner's and the loser's points in the game.
tournament-beat = { $winner } venció a { $loser } por { $won }–{ $lost }
# Decided with no game played (an admin settled it, or a forfeit before any deal).
tournament-beat-walkover = { $winner } venció a { $loser } (sin jugar)
# A round's pairing ($table: the table's number). "contra", as table.ftl's deal-players.
tournament-pairing = Mesa { $table }: { $first } contra { $second }
# A decided match in /gin torneo's round ($result: tournament-beat, or tournament-both-lose).
tournament-table-result = Mesa { $table }: { $result }
# A match in play: a link to its table, or starting (its table is not posted yet).
tournament-watch = [ver]({ $link })
tournament-starting = a punto de empezar

## A round's post (the channel's), pinging the players at tables. No "vosotros" (Spain only) nor
## "ustedes": impersonal.

tournament-round-title = Ronda { $round } de { $rounds } — { $tournament }
tournament-tables-in = Las mesas están en { $channels }.
tournament-the-final = **¡La final!**
tournament-standings-before = Clasificación antes de la ronda { $round }
# $members: the players at tables (mentions with commas, each pinged).
tournament-round-paired-ping = ¡Ya están los emparejamientos de la ronda { $round }! { $members }: las mesas están en { $channels }.
# The same, when the players are too many to name.
tournament-round-paired = Ya están los emparejamientos de la ronda { $round }: las mesas están en { $channels }.

## The final standings and the cancellation (the channel's).

tournament-over = 🏆 { $tournament } ha terminado.
tournament-wins = 🏆 ¡{ $winner } gana { $tournament }!
tournament-final-title = Clasificación final — { $tournament }
# $count: how many played; $format: tournament-format-rounds; $rated: yes or no ("amistoso":
# the tournament).
tournament-final-summary = { $count ->
        [one] { $count } participante
       *[other] { $count } participantes
    } · { $format } · { $rated ->
        [yes] puntuable
       *[no] amistoso
    }
# $legend: the format's legend (tournament-legend-*).
tournament-final-footer = { $legend } · ¡gracias por jugar!
tournament-cancelled-post = La administración canceló { $tournament }. Sus partidas en juego se anularon y no cuentan para nadie.

## /gin torneo: the event, its standings and the round in play.

# $format: tournament-format or tournament-format-rounds; $rated: yes or no; $rules: the rules line.
tournament-overview-head = **{ $format }** · { $rated ->
        [yes] puntuable
       *[no] amistoso
    } · { $rules }
# $channel: the announcement's channel.
tournament-sign-up-open = La inscripción está abierta: usa los botones del anuncio en { $channel }.
# $next: the next round's number.
tournament-next-round = La ronda { $next } empieza cuando terminen todas las partidas de la ronda { $round }.
tournament-last-round = Es la última ronda: la clasificación final llega cuando terminen todas las partidas de la ronda { $round }.
tournament-cancelled-overview = Cancelado por la administración: sus partidas en juego se anularon.
tournament-standings = Clasificación
# The round in play's field: $done of its $count games are over.
tournament-round-progress = Ronda { $round }: { $count ->
        [one] { $done } de { $count } partida terminada
       *[other] { $done } de { $count } partidas terminadas
    }

## The event's threads (their names: at most 100 characters).

tournament-thread = 🏆 { $tournament }: partidas
# $first and $last: this thread's tables.
tournament-thread-tables = 🏆 { $tournament }: mesas { $first }-{ $last }

## A member's own answers (private: the member's language).

# $command: /gin-admin torneo crear.
tournament-none = Este servidor aún no tiene ningún torneo. La administración puede crear uno con { $command }.
# A button of an event that is gone ($command: /gin torneo).
tournament-gone = Ese torneo ya terminó. Consulta el más reciente con { $command }.
tournament-no-bots = Los bots no pueden jugar en un torneo.
# $start: when it starts, a Discord timestamp from now ("dentro de 2 horas"). "¡Ya estás en…!",
# not "inscrito/a" (gender).
tournament-joined-starts = ¡Ya estás en { $tournament }! Empieza { $start }. Tus partidas se jugarán en un hilo de este canal; te mencionaré cada vez que salgan los emparejamientos de una ronda.
tournament-joined = ¡Ya estás en { $tournament }! Empieza cuando lo inicie la administración. Tus partidas se jugarán en un hilo de este canal; te mencionaré cada vez que salgan los emparejamientos de una ronda.
tournament-left = Te diste de baja de { $tournament }. Puedes volver a inscribirte cuando quieras antes de que empiece.

## The knockout's bracket ("cuadro"): the words drawn in its picture (the channel's language),
## and the bracket in words for screen readers (at most 1,024 characters).

# The picture's title when the event's name has nothing the font can draw.
bracket-title = Eliminación directa
# The rounds' headings, by how many rounds are left after it.
bracket-final = Final
bracket-semi-finals = Semifinales
bracket-quarter-finals = Cuartos de final
bracket-round = Ronda { $round }
# The heading of the column of the winner of the final. Not "Campeón" (gender).
bracket-champion = Gana el torneo
# In a match's box: a match in play; a match both players lost; the empty line of a bye.
bracket-playing = en juego
bracket-both-out = nadie pasa
bracket-bye = descanso
# The bracket in words: its title ($title), then each round ($name: its heading; $matches: its
# matches, with semicolons), then the champion.
bracket-words-title = { $title }: cuadro de eliminación directa.
bracket-words-round = { $name }: { $matches }.
bracket-words-champion = Gana el torneo: { $player }.
bracket-words-not-paired = Aún sin emparejamientos.
# A match in words: a bye, past or to come; both out; decided; in play; not started.
bracket-words-had-bye = { $player } descansó
bracket-words-has-bye = { $player } descansa
bracket-words-both-out = { $first } y { $second } quedaron fuera
bracket-words-beat = { $winner } venció a { $loser } por { $won }–{ $lost }
bracket-words-beat-unplayed = { $winner } venció a { $loser }
bracket-words-playing = { $first } contra { $second }, en juego
bracket-words-to-play = { $first } contra { $second }, por jugar
# A long bracket's earlier matches, counted ($count: how many; $round: the rounds they are in,
# 1 to $round). A match is "enfrentamiento", as refusals.ftl.
bracket-words-more = y { $count ->
        [one] { $count } enfrentamiento más
       *[other] { $count } enfrentamientos más
    }
bracket-words-more-earlier = y { $count ->
        [one] { $count } enfrentamiento más
       *[other] { $count } enfrentamientos más
    }, en las rondas 1 a { $round }
