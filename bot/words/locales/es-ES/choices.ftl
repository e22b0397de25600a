## A member's own choices: /gin ping, /gin challenges, /gin cards (private: their language).
## $command: the command that turns it back (a mention, or its text); its option and choices
## as commands.ftl names them: "sí", "no" (/gin avisos, /gin desafíos), "orden:valor|palo",
## "colores:dos|cuatro" (/gin cartas).

choices-ping-on = Hecho: cuando te toque en una partida de aquí, un mensaje corto te mencionará (se borra en cuanto juegues). Desactívalo con { $command } no.
choices-ping-off = Hecho: ya no recibirás mensajes de turno aquí. Actívalos con { $command } sí.
choices-challenges-on = Hecho: los miembros pueden volver a desafiarte aquí.
choices-challenges-off = Hecho: nadie puede desafiarte aquí hasta que vuelvas a activar los desafíos con { $command } sí. (Tú sí puedes desafiar a otros.)

# How a member's cards are shown ($order: rank or suit; $colours: two or four). "ordenadas"
# agrees with "tus cartas" (cards-now, cards-done); "valor" and "palo", as commands.ftl.
cards-style = ordenadas { $order ->
        [suit] por palo (♠ ♥ ♣ ♦, del as al rey en cada uno)
       *[rank] por valor (del as al rey)
    }, primero las combinaciones, en el texto, la imagen y los menús; la imagen, en { $colours ->
        [four] cuatro colores (♠ en negro, ♥ en rojo, ♣ en verde, ♦ en azul)
       *[two] dos colores (♠ ♣ en negro, ♥ ♦ en rojo)
    }
# $style: cards-style.
cards-now = Aquí tus cartas están { $style }. Cámbialo con { $command } orden:valor|palo colores:dos|cuatro.
# "Actualizar": the hand's Refresh button (hand.ftl).
cards-done = Hecho: aquí tus cartas están { $style }. Tus cartas se verán así en cuanto se actualicen (Actualizar).
