## A proposal to abandon a game: its public message (the server's language), and what the
## member who proposes or answers it is told privately (theirs).
## $game: the game's number, as written (#12345). Keep "#{ $game }" in each message's first
## line: a restarted bot finds the proposal's message by it.

# The proposal's first line ($player: who proposes it, a mention).
proposal-asked = { $player } proposes abandoning game #{ $game }: it would end now, unrated, with no result for anyone. Every player must agree.
# $agreed, $waiting: the players who agreed, and those still to answer (mentions, with commas).
proposal-answers = Agreed: { $agreed }. Waiting for: { $waiting }.
# $deadline: when it lapses (a Discord timestamp, "in 10 minutes").
proposal-lapses = Any move withdraws it; it lapses { $deadline }.
proposal-agree = Agree
proposal-keep = Keep playing

# A proposal that is over ($why: one of the proposal-why messages).
proposal-closed = The proposal to abandon game #{ $game } is closed: { $why }.
proposal-why-ended = the game ended
proposal-why-lapsed = a move was made, or it lapsed
proposal-why-withdrawn = it was withdrawn
# $player: who chose to keep playing (a mention).
proposal-why-kept = { $player } chose to keep playing
proposal-abandoned = Game #{ $game } is abandoned: every player agreed. It counts for nobody's rating.

# /gin abandon's private answers.
proposal-no-game = You have no game in this channel to abandon.
proposal-noted = Noted: you agree to abandon this game.
