## A player's private hand message.

# $game: the game's number, as written (never grouped: #12345).
hand-title = Your hand · game #{ $game }, deal { $deal }
hand-title-table = Your hand · game #{ $game }, deal { $deal }, table { $table }
hand-sit-out-title = Game #{ $game }: you sit out this hand
hand-sit-out = You sit out this hand; you're back in when { $first } and { $second } have played it.
hand-game-over = The game is over.
hand-deal-over = This deal is over.
hand-your-turn = **Your turn:** { $todo }.
hand-waiting = Waiting for { $opponent }.
hand-best-discard = Best discard: { $card } → deadwood { $after }

# What to do now ($upcard: the card, as shown).
todo-first-upcard = take the upcard { $upcard } or pass
todo-draw-stock = draw from the stock
todo-draw = draw from the stock or take { $upcard }
todo-discard = discard (or knock)
todo-wait = wait

hand-field-pile = Discard pile
hand-field-pile-top = Top: **{ $card }**
hand-field-stock = Stock
hand-field-took = They took
hand-field-knock-limit = Knock limit
hand-knock-limit-gin = gin only

# The hand's controls.
hand-take = Take { $card }
hand-pass = Pass
hand-draw = Draw from stock
hand-gin = Gin! (discard { $card })
hand-big-gin = Big gin!
hand-refresh = Refresh
hand-discard-menu = Discard…
hand-knock-menu = Knock, discarding…
hand-gin-menu = Go gin, discarding…
# A card in the menus: its spoken name, and with hints the deadwood it leaves.
hand-option-after = { $card } · deadwood after: { $after }
hand-option-best = { $card } · deadwood after: { $after } · best
