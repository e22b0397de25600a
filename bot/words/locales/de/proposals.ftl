## A proposal to abandon a game: its public message (the server's language), and what the
## member who proposes or answers it is told privately (theirs).
## $game: the game's number, as written (#12345). Keep "#{ $game }" in each message's first
## line: a restarted bot finds the proposal's message by it.

# The proposal's first line ($player: who proposes it, a mention).
proposal-asked = { $player } schlägt vor, Partie #{ $game } abzubrechen: Sie würde sofort enden, ungewertet und ohne Ergebnis. Alle am Tisch müssen zustimmen.
# $agreed, $waiting: the players who agreed, and those still to answer (mentions, with commas).
proposal-answers = Zugestimmt: { $agreed }. Ausstehend: { $waiting }.
# $deadline: when it lapses (a Discord timestamp, "in 10 Minuten").
proposal-lapses = Jeder Zug zieht den Vorschlag zurück; er verfällt { $deadline }.
proposal-agree = Zustimmen
proposal-keep = Weiterspielen

# A proposal that is over ($why: one of the proposal-why messages).
# German: each proposal-why-* is a whole sentence after the colon (a capital, no stop).
proposal-closed = Der Vorschlag, Partie #{ $game } abzubrechen, ist erledigt: { $why }.
proposal-why-ended = Die Partie ist zu Ende
proposal-why-lapsed = Es wurde ein Zug gemacht, oder er ist verfallen
proposal-why-withdrawn = Er wurde zurückgezogen
# $player: who chose to keep playing (a mention).
proposal-why-kept = { $player } möchte weiterspielen
proposal-abandoned = Partie #{ $game } ist abgebrochen: Alle haben zugestimmt. Sie wird für niemanden gewertet.

# /gin abandon's private answers.
proposal-no-game = Du hast in diesem Kanal keine Partie, die du abbrechen könntest.
proposal-noted = Notiert: Du stimmst zu, diese Partie abzubrechen.
