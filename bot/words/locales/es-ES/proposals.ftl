## A proposal to abandon a game: its public message (the server's language), and what the
## member who proposes or answers it is told privately (theirs).
## $game: the game's number, as written (#12345). Keep "#{ $game }" in each message's first
## line: a restarted bot finds the proposal's message by it.
## Abandon is "anular" ("abandonar" is resign). A proposal that is over is "ya no está
## abierta", not "cerrada" ("cerrar" is the knock), as refusals.ftl's refusal-proposal-closed.

# The proposal's first line ($player: who proposes it, a mention).
proposal-asked = { $player } propone anular la partida #{ $game }: terminaría ahora, sin puntuar y sin resultado para nadie. Todos los jugadores tienen que estar de acuerdo.
# $agreed, $waiting: the players who agreed, and those still to answer (mentions, with commas).
proposal-answers = De acuerdo: { $agreed }. Falta la respuesta de: { $waiting }.
# $deadline: when it lapses (a Discord timestamp, "en 10 minutos").
proposal-lapses = Cualquier jugada la retira; expira { $deadline }.
proposal-agree = De acuerdo
proposal-keep = Seguir jugando

# A proposal that is over ($why: one of the proposal-why messages).
proposal-closed = La propuesta de anular la partida #{ $game } ya no está abierta: { $why }.
proposal-why-ended = la partida terminó
proposal-why-lapsed = alguien hizo una jugada, o expiró
proposal-why-withdrawn = se retiró
# $player: who chose to keep playing (a mention).
proposal-why-kept = { $player } decidió seguir jugando
proposal-abandoned = La partida #{ $game } queda anulada: todos los jugadores estuvieron de acuerdo. No cuenta para la clasificación de nadie.

# /gin abandon's private answers.
proposal-no-game = No tienes ninguna partida en este canal que anular.
proposal-noted = Anotado: estás de acuerdo en anular esta partida.
