## Refusals: why nothing happened, and what to do next. Private: the reader's language.
## A refusal is one or two sentences; the hint (hint-*) follows it after a space.
## Values: $game is a game's number as written (never grouped); $member and $members are
## mentions; $channel a channel's mention; $command a command as Discord names it
## (/gin forget-me); $tournament a tournament's name, as its admin wrote it.
## $player, $members and admins may be of any gender: no participle or adjective agrees with
## them ("la administración", "alguien", "otra persona"), nor with $tournament (a name). Past
## events in the preterite ("expiró", "ya empezó"), as in table.ftl.

# What to do next.
hint-new-challenge = Empieza tu propia partida con { $command }.
# Not the table's button label: the table is in the server's language.
hint-open-hand = Mira tus cartas desde la mesa para ver qué puedes hacer.
hint-try-again = Vuelve a intentarlo en un momento, por favor.


## Challenges.

refusal-challenge-yourself = No puedes jugar contra ti. Desafía a otros miembros.
refusal-challenge-twice = Aparece dos veces el mismo miembro. Nombra a cada jugador una sola vez.
refusal-challenge-bots = Otros bots no pueden jugar al gin rummy aquí. Desafía a miembros o juega contra la máquina.
# $format: the game's format; $wanted: the other players it needs; $named: how many were named.
refusal-challenge-players = Una partida { $format ->
        [three] de tres jugadores
        [partnership] por parejas
        [hollywood] Hollywood
       *[heads-up] de dos jugadores
    } necesita { $wanted ->
        [one] { $wanted } jugador además de ti
       *[other] { $wanted } jugadores además de ti
    }, y nombraste a { $named }.
# compañero, rival, rival2: /gin desafiar's options, as commands.ftl names them.
refusal-partnership-seats = Una partida por parejas necesita a tu compañero o compañera y a dos rivales: completa compañero, rival y rival2.
refusal-partner-not-partnership = Solo las partidas por parejas tienen compañeros: deja vacía la opción compañero.
# The turn timer's range: $minutes (the least) and $hours (the most).
refusal-turn-timer = El tiempo por turno debe estar entre { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    } y { $hours ->
        [one] { $hours } hora
       *[other] { $hours } horas
    }.
refusal-tournament-thread = Este hilo es para las partidas de un torneo. Lanza tu desafío en otro canal.
refusal-channel-not-allowed = En este servidor no se juega en este canal. Lanza tu desafío en uno de los canales que permiten los ajustes del servidor.
# $members: who don't take challenges; $count: how many they are.
refusal-not-taking-challenges = { $members } { $count ->
        [one] no acepta
       *[other] no aceptan
    } desafíos ahora mismo. Desafía a otra persona.
# $made: the challenges made in the last $window minutes; $wait: minutes to wait.
refusal-challenge-limit = Llevas { $made ->
        [one] { $made } desafío
       *[other] { $made } desafíos
    } en { $window ->
        [one] el último minuto
       *[other] los últimos { $window } minutos
    }, el máximo que permite este servidor. Vuelve a intentarlo dentro de { $wait ->
        [one] { $wait } minuto
       *[other] { $wait } minutos
    }.
refusal-busy-you = Ya estás en una partida o un desafío en este canal. Termínalo (o ríndete) o juega en otro canal.
# The English says "Finish it (or resign)", but the game is the named member's: this says
# what the challenger can do, as refusal-busy-members does.
refusal-busy-named = Alguien a quien nombraste ya está en una partida o un desafío en este canal. Desafía a otra persona o juega en otro canal.
# $members: who is busy; $count: how many they are.
refusal-busy-members = { $members } { $count ->
        [one] ya está
       *[other] ya están
    } en una partida o un desafío en este canal. Desafía a otra persona o juega en otro canal.
refusal-challenge-expired = Este desafío expiró antes de que lo aceptaran.
# $invited: how many members the challenge invites. The challenge's buttons are in the
# server's language: "el botón de cancelar", not a label.
refusal-accept-own = Este desafío es tuyo: solo { $invited ->
        [one] el miembro desafiado puede aceptarlo
       *[other] los miembros desafiados pueden aceptarlo
    }. Espera su respuesta o retíralo con el botón de cancelar.
refusal-accept-not-invited = Solo { $invited ->
        [one] el miembro desafiado puede aceptarlo
       *[other] los miembros desafiados pueden aceptarlo
    }.
refusal-accepted-already = Ya aceptaste; la partida empieza cuando acepten todos.
refusal-challenge-others = Este desafío es entre otros miembros.
refusal-challenge-answered = Este desafío ya tiene respuesta. Juega desde el mensaje de la mesa o empieza una partida nueva.

## Rematches.

# $finished: the finished game; $game: its rematch.
refusal-rematch-made = La partida #{ $finished } ya tiene su revancha: la partida #{ $game }.
refusal-rematch-not-player = Solo quienes jugaron la partida #{ $game } pueden pedir su revancha.
refusal-rematch-forgotten = Alguien que jugó la partida #{ $game } pidió después que se borraran sus datos en este servidor, así que no puede haber revancha.

## Playing.

refusal-not-your-game = Esta partida no es tuya.
refusal-over = Esa partida o ese desafío ya terminó.
refusal-game-over = Esa partida ya terminó.
refusal-not-in-play = Esta partida no está en juego.
refusal-not-your-turn-yet = Todavía no es tu turno.
refusal-not-your-turn = Todavía no es tu turno. Podrás jugar cuando la mesa muestre tu nombre.
refusal-sit-out = Descansas esta mano.
# $card: the card, as shown (5♥). "descartando", as hand.ftl's "Cerrar descartando…" (no
# article: "del 5♥" but "de la Q♠").
refusal-knock-card = No puedes cerrar descartando { $card }.
# $reason: why, one of the illegal-* clauses below.
refusal-illegal-action = No puedes hacer eso: { $reason }.
refusal-stale-view = Lo que tenías en pantalla ya no estaba al día, así que no pasó nada. Aquí tienes la vista actual.
refusal-button-unused = Ese botón ya no se usa.
refusal-another-message = Ese botón es de otro mensaje, así que no hice nada. Usa los botones del propio mensaje de la partida.
refusal-tournament-paused-game = La administración pausó este torneo: sus partidas esperan, con los relojes parados, hasta que lo reanude.
refusal-time-forfeited = Se te acabó el tiempo antes de ese clic, así que perdiste la partida por tiempo.
# "tu pareja": the partnership (glossary).
refusal-time-partner = Se le acabó el tiempo a tu compañero o compañera, así que tu pareja perdió la partida por tiempo.
refusal-time-opponent = Se le acabó el tiempo a tu rival, así que ganaste la partida por tiempo.
refusal-time-ended = Alguien se quedó sin tiempo antes de tu clic, así que la partida terminó.

## Why a move is not allowed now: a clause, after "No puedes hacer eso:" (refusal-illegal-action).
## $card: a card as shown (5♥); $deadwood: deadwood points ("puntos", as hand.ftl's
## "quedas con 4 puntos"); $limit: the knock limit.

illegal-deal-over = la mano ha terminado
illegal-game-over = la partida ha terminado
illegal-not-your-turn = no es tu turno
illegal-two-deals = hay dos manos en juego: indica de quién es esta jugada
illegal-sit-out = descansas esta mano
illegal-not-an-action = eso no es una jugada
illegal-first-draw = es el primer robo: toma la carta descubierta o pasa
illegal-stock-only = los dos jugadores pasaron sin tomar la carta descubierta, así que este primer robo es del mazo
illegal-draw-first = primero roba una carta, del mazo o de los descartes
illegal-drawn-already = ya robaste: descarta una carta (o cierra)
illegal-no-big-gin = con estas reglas no se juega supergin: descarta y haz gin
illegal-big-gin-eleven = el supergin necesita las once cartas en combinaciones
illegal-not-in-hand = { $card } no está entre tus cartas
illegal-just-taken = acabas de tomar { $card } de los descartes: descarta otra carta
illegal-gin-deadwood = descartando { $card } quedas con { $deadwood ->
        [one] { $deadwood } punto
       *[other] { $deadwood } puntos
    }, y el gin necesita 0
illegal-straight-gin = en Straight gin no se puede cerrar: tienes que hacer gin
illegal-knock-is-gin = descartando { $card } no te queda ningún punto: eso es gin, no un cierre
illegal-gin-only = la carta descubierta de esta mano solo permite gin
illegal-knock-limit = descartando { $card } quedas con { $deadwood ->
        [one] { $deadwood } punto
       *[other] { $deadwood } puntos
    }, y el límite para cerrar es { $limit }
# $action: the move, in the game's notation.
illegal-not-now = ahora no se permite { $action }
illegal-meld-twice = una carta solo puede estar en una combinación
# $meld: the meld's cards.
illegal-meld-not-held = [{ $meld }] usa una carta que ya no tendrías
illegal-melds-knock-limit = con esas combinaciones quedas con { $deadwood ->
        [one] { $deadwood } punto
       *[other] { $deadwood } puntos
    }, y el límite para cerrar es { $limit }

## A challenge's option that is not valid: "Esa opción no es válida: " and a clause.
## rules-setting says a rule's name with its article ("el límite para cerrar"): it is the
## subject that starts each rules-error-* clause, so no "de el" can arise.

# $reason: one of the rules-error-* clauses below.
refusal-option = Esa opción no es válida: { $reason }.
# $setting: rules-setting; $low, $high: the range; $value: what was given.
rules-error-range = { $setting } debe ser un número entero de { $low } a { $high }, no { $value }
# $choices: the values it takes, as the command writes them. "uno" agrees with "valores".
rules-error-choice = { $setting } debe ser uno de estos valores: { $choices }
rules-error-switch = { $setting } debe ser true o false
# $preset: the bonuses asked for; $choices: those there are.
rules-error-preset = las bonificaciones { $preset } no existen; elige entre { $choices }
rules-error-not-object = las reglas deben ser un objeto JSON
# $settings: the names given.
rules-error-unknown = no existen estos ajustes de reglas: { $settings }
# A rule's name, with its article (the subject of a rules-error-* clause).
rules-setting = { $setting ->
        [knock_limit] el límite para cerrar
        [gin_bonus] la bonificación por gin
        [undercut_bonus] la bonificación por undercut
        [big_gin_bonus] la bonificación por supergin
        [game_bonus] la bonificación de partida
        [box_bonus] la bonificación por mano ganada
        [target] el objetivo
        [variant] la variante
        [format] el formato
        [rotation] el descanso
        [dealer] el que reparte
        [oklahoma_ace] el as de Oklahoma
        [shutout] el capote
       *[other] { $setting }
    }

## Moving a table down its channel (/gin mesa).

# $seconds: since it was posted; $wait: seconds to wait.
refusal-move-recent = Esta mesa se volvió a publicar hace { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }, justo aquí debajo. Baja hasta ella o vuelve a intentarlo dentro de { $wait ->
        [one] { $wait } segundo
       *[other] { $wait } segundos
    }.
refusal-move-under-way = Esta mesa se está volviendo a publicar ahora mismo, justo aquí debajo: baja hasta ella en un momento.

## Ending and abandoning. Abandon is "anular" ("abandonar" is resign).

refusal-end-no-game = No hay ninguna partida #{ $game } en juego en este servidor. El número está en el título de la mesa.
refusal-end-ended = La partida #{ $game } ya terminó.
refusal-abandon-tournament = Los jugadores no pueden anular una partida de torneo: ríndete para darla por perdida o pide a la administración que la resuelva.
refusal-proposal-closed = Esa propuesta para anular la partida ya no está abierta: alguien hizo una jugada, alguien decidió seguir jugando, expiró o me reinicié. Vuelve a proponerlo si todavía quieres.

## Finished games.

refusal-no-finished-game = No hay ninguna partida #{ $game } terminada en este servidor.
refusal-record-unreadable = No se puede leer el registro de la partida #{ $game }, lo siento.

## Forgetting a member (/gin olvídame).

refusal-forget-busy = Tienes una partida o un desafío en juego aquí, así que no se borró nada. Termínalo (o ríndete) y luego vuelve a usar { $command }.
# "Te inscribiste", not "estás inscrito/a": the member may be of any gender.
refusal-forget-entered = Te inscribiste en { $tournament }, así que no se borró nada. Date de baja antes de que empiece (o pide a la administración que te retire) y luego vuelve a usar { $command }.

## Confirmations (are you sure?).

refusal-confirmation-not-yours = Esa confirmación la pidió otra persona.
refusal-confirmation-expired = Esa confirmación expiró.
refusal-confirmation-answered = Esa confirmación ya tiene respuesta.

## Tournaments. Formats as commands.ftl names them: sistema suizo, eliminación directa, todos
## contra todos.

# $most: the longest name, in characters.
refusal-tournament-name = Ponle al torneo un nombre de 1 a { $most } caracteres.
refusal-tournament-two-player = Los enfrentamientos de un torneo son partidas de dos jugadores: elige esas reglas.
refusal-tournament-under-way = Este servidor ya tiene un torneo en curso: { $tournament }. Deja que termine, o cancélalo, antes de crear otro.
# $most: the most rounds.
refusal-tournament-swiss-rounds = Un torneo con sistema suizo necesita su número de rondas: de 1 a { $most }.
refusal-tournament-rounds-not-swiss = Solo un torneo con sistema suizo admite un número de rondas: la eliminación directa y el todos contra todos tienen las que necesiten sus jugadores. No indiques rondas.
# The start's range: $minutes (the soonest) to $days (the latest) from now.
refusal-tournament-start-time = Pon el inicio entre { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    } y { $days ->
        [one] { $days } día
       *[other] { $days } días
    } a partir de ahora, o déjalo sin indicar y empieza el torneo tú.
refusal-sign-up-closed = { $tournament } ya empezó: la inscripción está cerrada.
refusal-signed-up-already = Ya te inscribiste en { $tournament }. Si no puedes jugar, date de baja.
# $most: the most players it takes.
refusal-tournament-full = { $tournament } ya no tiene plazas libres ({ $most } jugadores). Pregunta a la administración por el próximo.
refusal-not-signed-up = No te inscribiste en { $tournament }.
refusal-leave-started = { $tournament } ya empezó, así que ahora no puedes darte de baja: ríndete en tu partida si tienes que irte, o pide a la administración que te retire.
refusal-tournament-started = { $tournament } ya empezó.
# $least: the fewest players it starts with; $count: how many signed up.
refusal-tournament-too-few = { $tournament } necesita al menos { $least } jugadores para empezar y { $count ->
        [one] hay { $count } inscripción
       *[other] hay { $count } inscripciones
    }. Espera a que se inscriban más o cancela el torneo.
refusal-tournament-paused-already = { $tournament } ya está en pausa. Reanuda el torneo cuando quieras.
refusal-tournament-not-paused = { $tournament } no está en pausa.
refusal-tournament-not-entrant = Ese miembro no juega en { $tournament }.
# $round: the round in play.
refusal-settle-not-match = La partida #{ $game } no es un enfrentamiento de la ronda { $round } de { $tournament }. El número está en el título de la mesa.
refusal-settle-decided = El enfrentamiento de la partida #{ $game } ya está decidido.
refusal-settle-knockout = En la eliminación directa alguien tiene que pasar: indica quién gana.
# ganador: /gin-admin torneo resolver's option, as commands.ftl names it.
refusal-settle-winner = En ganador, elige a uno de los dos jugadores de la partida #{ $game }.
refusal-tournament-over = Ese torneo ya terminó.
refusal-tournament-not-started = { $tournament } todavía no ha empezado.

## Saving failed or the bot is stopping.

refusal-save-failed = No pude guardarlo, así que no se hizo.
refusal-save-challenge = No pude guardar ese desafío, así que no se creó.
refusal-save-move = No pude guardarlo, así que la mesa no se movió.
refusal-save-tournament = No pude guardar ese torneo, así que no se creó.
refusal-save-fenced = Ahora otra copia del bot lleva las partidas de este servidor, así que esta no lo guardó: vuelve a intentarlo en un momento.
refusal-shutting-down = Me estoy reiniciando, así que no pasó nada.

## The bot's permissions, as Discord's Spanish server settings name them.

permission-view-channel = Ver canales
permission-send-messages = Enviar mensajes
permission-embed-links = Insertar enlaces
permission-attach-files = Adjuntar archivos
permission-read-message-history = Leer el historial de mensajes
permission-create-public-threads = Crear hilos públicos
permission-send-messages-in-threads = Enviar mensajes en hilos
# $permissions: the permissions it lacks (permission-*, joined by commas).
refusal-blocked = Atención: no puedo actualizar la mesa ni publicar resultados en este canal. La administración tiene que darme aquí estos permisos: { $permissions }. Mientras tanto, tus jugadas quedan guardadas.
