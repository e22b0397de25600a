## The knock screen: a player's private confirmation of a knock, with the melds the bot
## lays for them and the other arrangements they may pick.

# $card: the card discarded to knock, as shown (10♦️); $game: the game's number (12345).
knock-title = Frapper avec { $card } ? · partie n° { $game }
knock-lay-down = Tu poseras :
knock-or-pick = Ou choisis d'autres combinaisons ci-dessous.
# The menu of other arrangements; each option says the deadwood it leaves (as hand-option-after).
knock-menu = Poser d'autres combinaisons…
knock-option = il reste { $deadwood ->
        [one] { $deadwood } point
       *[other] { $deadwood } points
    }
knock-go = Frapper avec { $card }
knock-back = Retour
