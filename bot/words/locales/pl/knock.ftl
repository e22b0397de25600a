## The knock screen: a player's private confirmation of a knock, with the melds the bot
## lays for them and the other arrangements they may pick.

# $card: the card discarded to knock, as shown (10♦️); $game: the game's number (#12345).
knock-title = Zastukać, odrzucając { $card }? · partia #{ $game }
knock-lay-down = Wyłożysz:
knock-or-pick = Albo wybierz poniżej inny podział na układy.
# The menu of other arrangements; each option says the deadwood it leaves.
knock-menu = Wyłóż inne układy…
knock-option = wolne karty: { $deadwood } pkt
knock-go = Zastukaj, odrzucając { $card }
knock-back = Wróć
