## The table's Recent moves button: each deal's moves so far, as anyone at the table saw them.

moves-title = Letzte Züge · Partie #{ $game }
# A take names the card it picked up from the pile ($card).
moves-took = { $player } hat { $card } von der Ablage genommen
moves-none = Noch kein Zug.
moves-note = { $count ->
        [one] Nur der letzte Zug.
       *[other] Höchstens die letzten { $count } Züge, der neueste zuletzt.
    }
