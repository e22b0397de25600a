## A player's private hand message.

hand-title = Dein Blatt · Partie #{ $game }, Runde { $deal }
hand-title-table = Dein Blatt · Partie #{ $game }, Runde { $deal }, Tisch { $table }
hand-sit-out-title = Partie #{ $game }: Du setzt diese Runde aus
hand-sit-out = Du setzt diese Runde aus; du bist wieder dabei, sobald { $first } und { $second } sie gespielt haben.
hand-game-over = Die Partie ist vorbei.
hand-deal-over = Diese Runde ist vorbei.
hand-your-turn = **Du bist dran:** { $todo }.
hand-waiting = Warten auf { $opponent }.
hand-best-discard = Bester Abwurf: { $card } → Deadwood { $after }

# What to do now ($upcard: the card, as shown). In the infinitive: it follows "Du bist dran:"
# in the hand and "Ana ist dran:" on the table.
todo-first-upcard = die aufgedeckte Karte { $upcard } nehmen oder passen
todo-draw-stock = vom Stapel ziehen
todo-draw = vom Stapel ziehen oder { $upcard } nehmen
todo-discard = abwerfen (oder klopfen)
todo-wait = warten

hand-field-pile = Ablagestapel
hand-field-pile-top = Oben: **{ $card }**
hand-field-stock = Stapel
hand-field-took = Vom Gegenüber genommen
hand-field-knock-limit = Klopfgrenze
hand-knock-limit-gin = nur Gin

# The hand's controls.
hand-take = { $card } nehmen
hand-pass = Passen
hand-draw = Vom Stapel ziehen
hand-gin = Gin! ({ $card } abwerfen)
hand-big-gin = Großes Gin!
hand-refresh = Aktualisieren
hand-discard-menu = Abwerfen…
hand-knock-menu = Klopfen und abwerfen…
hand-gin-menu = Gin machen und abwerfen…
# A card in the menus: its spoken name, and with hints the deadwood it leaves.
hand-option-after = { $card } · Deadwood danach: { $after }
hand-option-best = { $card } · Deadwood danach: { $after } · am besten
