## What the channel sees of a table's whereabouts (the server's language): the "your turn"
## ping, and a table's old message once it was posted again. $link: a link to the table.

# $member: a mention of whose turn it is; $game: the game's number (#12345). As results.ftl's
# reminder: "te toca".
ping-your-turn = { $member }, te toca en la partida de gin rummy #{ $game }: { $link }
table-moved = Esta mesa se movió: { $link }
