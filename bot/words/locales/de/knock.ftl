## The knock screen: a player's private confirmation of a knock, with the melds the bot
## lays for them and the other arrangements they may pick.

# $card: the card discarded to knock, as shown (10♦️); $game: the game's number (#12345).
knock-title = Mit { $card } klopfen? · Partie #{ $game }
# German: "auslegen" (laying melds out), not "ablegen", which is too close to "anlegen".
knock-lay-down = Du legst aus:
knock-or-pick = Oder wähle unten eine andere Aufteilung.
# The menu of other arrangements; each option says the deadwood it leaves.
knock-menu = Andere Kombinationen auslegen…
knock-option = Deadwood { $deadwood }
knock-go = Mit { $card } klopfen
knock-back = Zurück
