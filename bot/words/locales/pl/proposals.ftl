## A proposal to abandon a game: its public message (the server's language), and what the
## member who proposes or answers it is told privately (theirs).
## $game: the game's number, as written (#12345). Keep "#{ $game }" in each message's first
## line: a restarted bot finds the proposal's message by it.
## Polish: abandon is "przerwać" (never "poddać", which is resign).

# The proposal's first line ($player: who proposes it, a mention).
proposal-asked = { $player } proponuje przerwanie partii #{ $game }: skończyłaby się teraz, bez rankingu i bez wyniku dla nikogo. Zgodzić się muszą wszyscy gracze.
# $agreed, $waiting: the players who agreed, and those still to answer (mentions, with commas).
proposal-answers = Zgoda: { $agreed }. Czekamy na: { $waiting }.
# $deadline: when it lapses (a Discord timestamp, "za 10 minut").
proposal-lapses = Każdy ruch ją wycofuje; wygasa { $deadline }.
proposal-agree = Zgadzam się
proposal-keep = Gram dalej

# A proposal that is over ($why: one of the proposal-why messages).
proposal-closed = Propozycja przerwania partii #{ $game } jest zamknięta: { $why }.
proposal-why-ended = partia się skończyła
proposal-why-lapsed = padł ruch albo propozycja wygasła
proposal-why-withdrawn = propozycję wycofano
# $player: who chose to keep playing (a mention). Present tense: the past needs a gender.
proposal-why-kept = { $player } chce grać dalej
proposal-abandoned = Partia #{ $game } przerwana za zgodą wszystkich graczy. Nie liczy się do niczyjego rankingu.

# /gin abandon's private answers.
proposal-no-game = Nie masz na tym kanale partii, którą można przerwać.
proposal-noted = Zapisano: zgadzasz się na przerwanie tej partii.
