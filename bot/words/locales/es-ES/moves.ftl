## The table's Recent moves button: each deal's moves so far, as anyone at the table saw them.
## "Últimas jugadas", as the table's button (table-recent-moves).

moves-title = Últimas jugadas · partida #{ $game }
# A take names the card it picked up from the pile ($card). As deal-took: "de los descartes".
moves-took = { $player } tomó { $card } de los descartes
moves-none = Aún no hay jugadas.
moves-note = { $count ->
        [one] Solo la última jugada.
        [many] Como máximo, las últimas { $count } de jugadas; la más reciente, al final.
       *[other] Como máximo, las últimas { $count } jugadas; la más reciente, al final.
    }
