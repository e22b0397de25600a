## The table's Recent moves button: each deal's moves so far, as anyone at the table saw them.

moves-title = Ostatnie ruchy · partia #{ $game }
# A take names the card it picked up from the pile ($card). Present tense, as the table's
# move-* messages: the past would need the player's gender.
moves-took = { $player } bierze { $card } ze stosu
moves-none = Na razie nie było żadnego ruchu.
moves-note = { $count ->
        [one] Tylko ostatni ruch.
        [few] Najwyżej { $count } ostatnie ruchy, najnowszy na końcu.
       *[many] Najwyżej { $count } ostatnich ruchów, najnowszy na końcu.
    }
