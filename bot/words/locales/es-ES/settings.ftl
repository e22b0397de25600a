## A server's settings: the card /gin settings and /gin-admin settings show, and the summary of
## a change (private: the reader's language; the admin log keeps it in English).
## The settings' names as commands.ftl's /gin-admin ajustes names its options, with spaces
## (minutos por turno, partidas mínimas, límite de desafíos…); on and off as its choices (sí, no),
## which agree with no noun.

settings-title-server = Los ajustes de este servidor
settings-title-unchanged = Nada que cambiar
settings-title-saved = Cambios guardados
# $changes: settings-change, joined by "; ".
settings-saved = Cambios: { $changes }. Los desafíos nuevos ya los usan.
settings-footer = Las partidas en juego mantienen las reglas con las que empezaron.

settings-rules = Reglas de un desafío nuevo
settings-three-players = Tres jugadores
# As commands.ftl's choices.
settings-rotation = { $rotation ->
        [loser_sits_out] descansa el que pierde
       *[dealer_sits_out] descansa el que reparte
    }
# As table.ftl's challenge-turn-timer.
settings-turn-timer = Tiempo por turno
settings-challenges-expire = Los desafíos expiran tras
settings-where = Dónde
settings-every-channel = todos los canales
# $channels: the channels games are allowed in (mentions), or settings-every-channel.
settings-where-threads = { $channels }, un hilo por partida
settings-hints = Pistas
# $state: settings-on or settings-off.
settings-hints-value = { $state } en las partidas amistosas (nunca en las puntuables)
settings-on = sí
settings-off = no
settings-challenge-limit = Límite de desafíos
# $count: the challenges a member may make; $window: the minutes (count-minutes).
settings-challenge-limit-value = { $count ->
        [one] { $count } desafío
        [many] { $count } de desafíos
       *[other] { $count } desafíos
    } por miembro cada { $window }
settings-computer = Partidas contra la máquina
# Agreeing with "partidas" (settings-computer).
settings-rated = puntuables
settings-unrated = no puntuables
settings-pictures = Imágenes
# "las manos": the players' hands, as commands.ftl's imágenes option says.
settings-pictures-on = sí: las manos y las mesas se dibujan junto a su texto
settings-language = Idioma
# $language: the language's name in itself (Português, Deutsch). "los resultados": each deal's
# showdown.
settings-language-chosen = { $language } para la mesa, los resultados y las publicaciones; en privado, cada miembro ve su propio idioma de Discord
# Discord's Spanish: Ajustes del servidor → Comunidad → Vista general.
settings-language-server = el idioma de Discord del servidor para la mesa, los resultados y las publicaciones (un servidor de comunidad lo elige en Ajustes del servidor → Comunidad → Vista general; cualquier otro servidor está en inglés: elige uno aquí); en privado, cada miembro ve su propio idioma de Discord
settings-leaderboard = Clasificación
# $count: the games a member needs to be ranked. "puntuación" (rating), "% de victorias", as
# commands.ftl.
settings-leaderboard-value = temporada { $season }; por puntuación o % de victorias a partir de { $count ->
        [one] { $count } partida
        [many] { $count } de partidas
       *[other] { $count } partidas
    }

# A change: "minutos por turno 10 → 30" ($setting: settings-name; $before, $after: its values).
settings-change = { $setting } { $before } → { $after }
settings-nothing = nada
settings-name = { $setting ->
        [variant] variante
        [bonuses] bonificaciones
        [target] objetivo
        [format] formato
        [rotation] descanso
        [turn_minutes] minutos por turno
        [challenge_minutes] minutos de desafío
        [hints] pistas
        [channels] canales
        [threads] hilos
        [min_games] partidas mínimas
        [challenge_limit] límite de desafíos
        [challenge_window_minutes] periodo de desafíos
        [computer_rated] máquina puntuable
        [pictures] imágenes
       *[language] idioma
    }
# A setting's value in a change ("idioma el del servidor → Polski"; "objetivo el habitual del
# formato → 250").
settings-value-server-language = el del servidor
settings-value-usual = el habitual del formato
settings-value-variant = { $value ->
        [oklahoma] Oklahoma
        [straight] Straight
       *[standard] estándar
    }
settings-value-format = { $value ->
        [three] tres jugadores
        [partnership] por parejas
        [hollywood] Hollywood
       *[heads_up] dos jugadores
    }
settings-value-rotation = { $value ->
        [loser_sits_out] descansa el que pierde
       *[dealer_sits_out] descansa el que reparte
    }
