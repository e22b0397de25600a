## The knock screen: a player's private confirmation of a knock, with the melds the bot
## lays for them and the other arrangements they may pick.
## Knock is "cerrar" (glossary); "Cerrar con 4" means a knock with 4 points, so the card is
## "descartando", as hand.ftl's "Cerrar descartando…".

# $card: the card discarded to knock, as shown (10♦️); $game: the game's number (#12345).
knock-title = ¿Cerrar descartando { $card }? · partida #{ $game }
knock-lay-down = Vas a bajar:
knock-or-pick = O elige abajo otra forma de combinar tus cartas.
# The menu of other arrangements; each option says the deadwood it leaves ("quedas con", as
# hand.ftl).
knock-menu = Bajar otras combinaciones…
knock-option = quedas con { $deadwood ->
        [one] { $deadwood } punto
       *[other] { $deadwood } puntos
    }
knock-go = Cerrar descartando { $card }
knock-back = Volver
