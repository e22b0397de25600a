## The table's Recent moves button: each deal's moves so far, as anyone at the table saw them.

moves-title = Recent moves · game #{ $game }
# A take names the card it picked up from the pile ($card).
moves-took = { $player } took { $card } from the pile
moves-none = No move yet.
moves-note = The last { $count } moves at most, newest last.
