## The knock screen: a player's private confirmation of a knock, with the melds the bot
## lays for them and the other arrangements they may pick.

# $card: the card discarded to knock, as shown (10♦️); $game: the game's number (#12345).
knock-title = Knock with { $card }? · game #{ $game }
knock-lay-down = You will lay down:
knock-or-pick = Or pick another arrangement below.
# The menu of other arrangements; each option says the deadwood it leaves.
knock-menu = Lay other melds…
knock-option = deadwood { $deadwood }
knock-go = Knock with { $card }
knock-back = Back
