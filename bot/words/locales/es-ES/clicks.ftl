## What a click on a game's controls is told privately (other than a refusal): a click that
## failed, a control of another message or of an older version of the bot.
## "Actualizar" and "Revancha": the buttons as hand.ftl and results.ftl name them.

# The move was saved, but its answer could not be drawn.
click-saved = Tu jugada se guardó, pero no pude mostrarla. Haz clic en Actualizar o abre tus cartas desde la mesa.
# A menu's choice that no longer exists (the hand changed).
click-stale = Esa opción ya no es válida. Vuelve a abrir tus cartas desde la mesa.
click-failed = Lo siento, algo falló por mi parte. No se cambió nada; vuelve a intentarlo, por favor.
# A challenge's button on a game that has already started.
click-started = Esta partida ya empezó. Abre tus cartas desde la mesa para jugar.
# A hand's control clicked on another member's message: the clicker's own hand follows.
click-not-yours = Esos controles son de otro mensaje. Aquí tienes tus propias cartas.
# Controls drawn by an older version of the bot: nothing is done.
click-old-rematch = Ese mensaje es de antes de que me actualizaran, así que no hice nada con tu clic. Aquí tienes otra vez su botón de Revancha.
click-old-challenge = Ese mensaje es de antes de que me actualizaran, así que no hice nada con tu clic. Sus botones ya están renovados: vuelve a hacer clic.
click-old-hand = Ese mensaje es de antes de que me actualizaran, así que no hice nada con tu clic. Aquí tienes otra vez tus cartas: juega desde aquí.
# A finished game's Review, clicked by someone who did not play it ($game: its number).
# "repaso", as results.ftl's review-title.
click-review-players-only = Solo quienes jugaron la partida #{ $game } tienen su repaso.
# A click on a control the bot did not make for the clicker (forged, or unreadable); $command:
# the command /gin hand.
click-unreadable = No creé ese botón para ti, así que lo ignoré y no cambió nada. Vuelve a usar el comando, o abre tu partida desde su mesa (o con { $command }).
