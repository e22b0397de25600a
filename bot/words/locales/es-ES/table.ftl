## The public table message: a challenge, or a game in play. What the channel sees: said in the
## server's language.

table-title = Gin rummy · partida #{ $game }
table-title-format = Gin rummy · partida #{ $game } · { $format }
# "victoria de": $winners may be one player or a pair, of any gender.
table-game-over = Fin de la partida: victoria de { $winners }.
table-game-over-nobody = Fin de la partida.
# $label: "Mesa 1 · " when a round has two tables, else empty; $deadline: a Discord timestamp
# ("en 5 minutos").
table-to-play = { $label }Le toca a **{ $player }**: { $todo }. El turno acaba { $deadline }.
table-offline = ⏸️ Estuve sin conexión durante { $duration }, así que todos los plazos se retrasan otro tanto: el tiempo en que no puedo oír los clics nunca cuenta en contra de nadie.
table-friendly = { $rules } · partida amistosa (no cuenta para la clasificación)

# Three players: who sits out this hand, and why.
sit-out-dealer = { $player } reparte y descansa esta mano.
sit-out-low-cut = { $player } descansa esta mano (sacó la carta más baja en el sorteo).
sit-out-lost = { $player } descansa esta mano (perdió la anterior).
sit-out = { $player } descansa esta mano.

# One deal's fields.
deal-players = { $first } contra { $second }
deal-dealer = Reparte: { $dealer }
# $cards: "28 cartas" (count-cards)
deal-stock = Mazo: { $cards }
deal-in-hand = En mano: { $first } { $first_cards }, { $second } { $second_cards }
deal-pile = { $label }Montón de descartes
deal-pile-top = Encima: **{ $card }**
deal-pile-below = Debajo: { $cards }
deal-knock-limit = Límite para cerrar en esta mano: **{ $limit }**
deal-knock-limit-gin = Límite para cerrar en esta mano: **solo gin**
deal-doubled = Carta descubierta de picas: esta mano puntúa doble
deal-straight = Straight gin: no se puede cerrar
deal-took = { $player } tomó { $cards } de los descartes
deal-last = Última jugada: { $move }
deal-last-deal = Última mano: { $result ->
        [knock] cierre
        [undercut] undercut
        [gin] gin
        [big-gin] supergin
       *[draw] sin ganador
    }
deal-on-table = En la mesa
deal-on-table-label = { $label }en la mesa

# The last move, as the table says it.
move-draw = { $player } robó del mazo
move-take = { $player } tomó la carta de encima de los descartes
move-pass = { $player } pasó sin tomar la carta descubierta
move-discard = { $player } descartó { $card }
move-knock = { $player } cerró
move-gin = { $player } hizo gin
move-big-gin = { $player } hizo supergin
move-other = { $player } jugó

# A deal's title; a partnership's deals by their round and table.
deal-title = Mano { $deal }
deal-title-table = Mesa { $table } · Mano { $deal }
deal-title-round = Ronda { $round } · Mesa { $table }
board-label = Mesa { $table } ·{" "}

# The game's controls.
table-show-hand = Ver mis cartas
table-rules = Reglas
table-recent-moves = Últimas jugadas
table-resign = Rendirse

# A game ended by agreement or by an admin. Abandon is "anular" ("abandonar" is resign).
ended-agreed = Los jugadores acordaron anular esta partida. No cuenta para la clasificación de nadie.
ended-by-admin = La administración del servidor anuló esta partida: “{ $reason }”. No cuenta para la clasificación de nadie.
ended-unreachable = Esta partida se anuló: no se puede acceder a su canal.

# A challenge.
challenge-title = Desafío de gin rummy · #{ $game }
challenge-made = ¡{ $challenger } desafía a { $invited } a una partida de gin rummy!
challenge-partners = Parejas: { $challenger } y { $partner } contra { $first } y { $second }.
# $waiting: one or more players, so no verb agrees with it.
challenge-waiting = Esperando la respuesta de { $waiting }. El desafío expira { $deadline }.
challenge-declined-by = { $player } rechazó el desafío.
challenge-declined = El desafío fue rechazado.
challenge-cancelled = El desafío se canceló.
challenge-expired-nobody = Nadie respondió a tiempo, así que el desafío expiró.
challenge-expired-not-everyone = No todos respondieron a tiempo, así que el desafío expiró.
challenge-abandoned = El desafío se anuló.
challenge-closed = Este desafío ya no está abierto.
challenge-rules = Reglas
challenge-turn-timer = Tiempo por turno
challenge-accept = Aceptar
challenge-decline = Rechazar
challenge-cancel = Cancelar

# Lists of people: "Ana", "Ana y Bea", "Ana, Bea y Carla".
list-two = { $first } y { $second }
list-more = { $rest } y { $last }

table-abandon = Proponer abandonar
table-wake = Mostrar la mesa
table-asleep = Esta mesa está dormida: Discord deja que el bot la actualice durante 15 minutos después de cada clic. Mostrar la mesa la trae de vuelta.
