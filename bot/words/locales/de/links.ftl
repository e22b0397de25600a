## What the channel sees of a table's whereabouts (the server's language): the "your turn"
## ping, and a table's old message once it was posted again. $link: a link to the table.

# $member: a mention of whose turn it is; $game: the game's number (#12345).
ping-your-turn = { $member }, du bist in der Gin-Rommé-Partie #{ $game } dran: { $link }
table-moved = Dieser Tisch ist umgezogen: { $link }
