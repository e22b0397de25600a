## A player's private hand message.

# "Tus cartas" rather than "Tu mano": "mano" is also the deal.
hand-title = Tus cartas · partida #{ $game }, mano { $deal }
hand-title-table = Tus cartas · partida #{ $game }, mano { $deal }, mesa { $table }
hand-sit-out-title = Partida #{ $game }: descansas esta mano
hand-sit-out = Descansas esta mano; vuelves a jugar cuando { $first } y { $second } la terminen.
hand-game-over = La partida ha terminado.
hand-deal-over = Esta mano ha terminado.
hand-your-turn = **Tu turno:** { $todo }.
hand-waiting = Esperando a { $opponent }.
hand-best-discard = Mejor descarte: { $card } → quedas con { $after ->
        [one] { $after } punto
       *[other] { $after } puntos
    }

# What to do now ($upcard: the card, as shown). Infinitives: they follow both "**Tu turno:**" and
# "Le toca a **Ana**:".
todo-first-upcard = tomar la carta descubierta { $upcard } o pasar
todo-draw-stock = robar del mazo
todo-draw = robar del mazo o tomar { $upcard } de los descartes
todo-discard = descartar una carta (o cerrar)
todo-wait = esperar

hand-field-pile = Montón de descartes
hand-field-pile-top = Encima: **{ $card }**
hand-field-stock = Mazo
hand-field-took = Tu rival tomó
hand-field-knock-limit = Límite para cerrar
hand-knock-limit-gin = solo gin

# The hand's controls.
hand-take = Tomar { $card }
hand-pass = Pasar
hand-draw = Robar del mazo
hand-gin = ¡Gin! (descartando { $card })
hand-big-gin = ¡Supergin!
hand-refresh = Actualizar
hand-discard-menu = Descartar…
hand-knock-menu = Cerrar descartando…
hand-gin-menu = Hacer gin descartando…
# A card in the menus: its spoken name, and with hints the deadwood it leaves.
hand-option-after = { $card } · quedas con { $after ->
        [one] { $after } punto
       *[other] { $after } puntos
    }
hand-option-best = { $card } · quedas con { $after ->
        [one] { $after } punto
       *[other] { $after } puntos
    } · mejor descarte
