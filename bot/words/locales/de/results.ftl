## A game's posts in its channel: a deal's showdown, the final score sheet, the turn reminder;
## and a player's private review. Said in the server's language (the review: the player's).

# -- Where a deal's points come from (the showdown; the terminal game too). Deadwood counts:
# $knocker, the knocker's; $defender, the defender's (after laying off); $base: the deal's
# points before Oklahoma's doubling.
sum-knock = Klopfen: Deadwood { $defender } − { $knocker } = { $base }
sum-undercut = Undercut: Bonus { $bonus } + ({ $knocker } − { $defender }) = { $base }
sum-gin = Gin: Bonus { $bonus } + Deadwood { $defender } = { $base }
sum-big-gin = Großes Gin: Bonus { $bonus } + Deadwood { $defender } = { $base }
sum-doubled = Oklahoma: Pik aufgedeckt, verdoppelt: { $base } × { $multiplier } = { $points }
# A deal's points alone, should its sum not add up (never, unless the scoring changes).
sum-points = { $result ->
        [knock] Klopfen
        [undercut] Undercut
        [gin] Gin
        [big-gin] Großes Gin
       *[draw] Unentschieden
    }: { $points }

# -- The showdown.
# $game: the game's number, as written.
showdown-title = Runde { $deal } · Partie #{ $game }
showdown-title-table = Runde { $deal } · Partie #{ $game } · Tisch { $table }
showdown-sat-out = { $player } hat diese Runde ausgesetzt.
# $first, $second: the two players of the deal.
showdown-draw = Der Stapel ist aufgebraucht: Diese Runde zwischen { $first } und { $second } endet unentschieden. Niemand bekommt Punkte, und wer gegeben hat, gibt denselben beiden noch einmal.
showdown-gin = { $player } hat **Gin** gemacht!
showdown-big-gin = { $player } hat **großes Gin** gemacht!
showdown-knock = { $player } hat geklopft und gewonnen.
showdown-undercut = { $player } hat geklopft, wurde aber von { $defender } **unterboten**!
showdown-scores = { $player } bekommt { $points ->
        [one] **{ $points }** Punkt
       *[other] **{ $points }** Punkte
    }.
# A partnership: $team, the player's team ("@ann & @cat").
showdown-scores-team = { $player } bekommt { $points ->
        [one] **{ $points }** Punkt
       *[other] **{ $points }** Punkte
    } für { $team } in Durchgang { $round }.
showdown-knocker = Hat geklopft
showdown-defender = Gegenüber
showdown-laid-off = Angelegt
# A card the defender laid off, and the meld it went on.
showdown-laid-off-card = { $card } an { $meld }
# A partnership round's second table: both tables' results added up.
showdown-round = Durchgang { $round }: Tisch 1 + 2
# $points: the team's hands at tables 1 and 2 ("10 + 0"), $sum their sum.
showdown-round-team = { $team } { $points } = { $sum }
showdown-round-equal = Gleiche Summen: Durchgang { $round } bringt niemandem Punkte
showdown-round-difference = { $team } bekommen die Differenz: { $high } − { $low } = { $points }
showdown-score-after-round = Punktestand (bis { $target }) nach Durchgang { $round }
showdown-round-later = (Durchgang { $round } wird gewertet, sobald an beiden Tischen gespielt ist)
# Hollywood: where a hand counts. $won: the hands the side has won with this one (1st, 2nd, …);
# $count: how many games it counts in, $games: which ("1 and 2").
# German ordinals have a single form ("2."): no ORDINAL select needed.
showdown-hollywood = { $player } gewinnt zum { $won }. Mal eine Runde; sie zählt in { $count ->
        [one] Partie { $games }
       *[other] den Partien { $games }
    }.
# … and the games it closed ($closed_count, $closed), someone having reached the target.
showdown-hollywood-closes = { $player } gewinnt zum { $won }. Mal eine Runde; sie zählt in { $count ->
        [one] Partie { $games }
       *[other] den Partien { $games }
    }. Damit { $closed_count ->
        [one] ist Partie { $closed }
       *[other] sind die Partien { $closed }
    } abgeschlossen: { $player } hat { $target } erreicht.

# -- The final score sheet.
over-title = Endstand · Partie #{ $game }
# $player forfeited: $reason is timeout (ran out of time) or resigned; $winner won.
over-forfeit = { $player } { $reason ->
        [timeout] hat die Zugzeit überschritten
       *[resigned] hat aufgegeben
    }: Sieg für { $winner }.
# … $winners: a team ("@ann & @cat").
over-forfeit-team = { $player } { $reason ->
        [timeout] hat die Zugzeit überschritten
       *[resigned] hat aufgegeben
    }: Sieg für { $winners }.
# Three players: the one who forfeited is last, the others placed by their points.
over-forfeit-last = { $player } { $reason ->
        [timeout] hat die Zugzeit überschritten
       *[resigned] hat aufgegeben
    } und landet auf dem letzten Platz; die anderen werden nach ihren Punkten platziert.
over-winner = 🏆 { $winner } gewinnt!
# A team, or several sides tied for first ("@ann & @bob").
over-winners = 🏆 { $winners } gewinnen!
over-tie = 🏆 { $winners } gewinnen! (Gleichstand: geteilter erster Platz)
over-shutout = Ein **Zu-null-Sieg**: Das beste Gesamtergebnis wird verdoppelt.
# Hollywood: each game's sum, a field each.
over-game = Partie { $game }
# One side's sum in one game: "90 Punkte + 100 Partiebonus + 100 Box-Bonus (4 × 25) = 290";
# $box_points: the boxes' points ($boxes boxes, $box_bonus each). The sheet's figures are
# written as figures ($points: as written; $count: the same number, for its plural).
over-game-sum = { $count ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } + { $bonus } Partiebonus + { $box_points } Box-Bonus ({ $boxes } × { $box_bonus }) = { $total }
over-game-sum-doubled = ({ $count ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } + { $bonus } Partiebonus + { $box_points } Box-Bonus ({ $boxes } × { $box_bonus })) × 2 Zu-null-Sieg = { $total }
# The places, a column each.
place-other = { $place }. Platz
# The sheet hand by hand. $sides: each column's letter and who it is ("**A** @ann · **B** @bob").
sheet-legend = **Runde für Runde** · { $sides }
sheet-none = Es wurde keine Runde zu Ende gespielt.
# The earliest rows, left out of a long game's sheet ($first to $last).
sheet-folded-deal = Runde { $last } ist oben ausgeblendet; die laufenden Summen zählen sie mit.
sheet-folded-deals = Runden { $first }–{ $last } sind oben ausgeblendet; die laufenden Summen zählen sie mit.
sheet-folded-round = Durchgang { $last } ist oben ausgeblendet; die laufenden Summen zählen ihn mit.
sheet-folded-rounds = Durchgänge { $first }–{ $last } sind oben ausgeblendet; die laufenden Summen zählen sie mit.
# The sheet's column heads (short: the columns are as wide as their heads).
sheet-head-deal = Runde
sheet-head-round = Durchg.
sheet-head-table = Tisch { $table }
sheet-head-won = Sieg
sheet-head-points = Punkte
sheet-head-game = Partie { $game }
# Who won a row: nobody (a drawn deal), or equal sums (a partnership round).
sheet-draw = remis
sheet-tie = gleich
# A side's foot of the sheet: a label, then its figures.
sheet-points = Punkte
sheet-hands-won = Gewonnene Runden
sheet-rounds-won = Gewonnene Durchgänge
sheet-boxes = Boxen
sheet-game-bonus = Partiebonus
sheet-shutout = Zu-null-Sieg
sheet-games = Partien
sheet-total = Gesamt
# $boxes hands won, $bonus each: $points.
sheet-boxes-counted = { $boxes } × { $bonus } = { $points }
# A forfeited Hollywood sheet: the boxes in the three games together.
sheet-boxes-in-games = { $boxes } in den drei Partien
# A shutout: the total before doubling, then doubled.
sheet-shutout-doubled = { $before } × 2 = { $total }
# Hollywood: the games where the top total was doubled ("1 und 2").
sheet-shutout-in = in { $count ->
        [one] Partie { $games }
       *[other] den Partien { $games }
    }, verdoppelt

# -- After the game.
result-rematch = Revanche
result-review = Rückblick auf meine Partie
# The reminder, pinging the player ($player); $deadline: a Discord timestamp ("in 5 Minuten").
reminder = { $player }, du bist in der Gin-Rommé-Partie #{ $game } dran. Dein Zug endet { $deadline }; öffne dein Blatt über den Tisch.

# -- A player's private review of a game with the computer.
review-title = Dein Rückblick · Partie #{ $game }
review-draw = Runde { $deal }: unentschieden (der Stapel war aufgebraucht).
# $result: how the deal ended; $opponent: the other player, $their: their deadwood.
review-deal = Runde { $deal } ({ $result ->
        [knock] Klopfen
        [undercut] Undercut
        [gin] Gin
       *[big-gin] großes Gin
    }, { $won ->
        [yes] gewonnen
       *[no] verloren
    }): dein Deadwood **{ $deadwood }**, { $opponent } **{ $their }**
review-none = Es wurde keine Runde zu Ende gespielt.
# A discard that left more deadwood ($left) than the best one on offer ($best, leaving $best_left).
review-miss = Runde { $deal }, dein { $turn }. Zug: Nach { $card } blieb Deadwood { $left }; mit { $best } wäre es { $best_left } gewesen.
review-more = { $count ->
        [one] …und { $count } weiterer.
       *[other] …und { $count } weitere.
    }
review-misses = Abwürfe, bei denen es einen besseren gab ({ $count })
review-discards = Abwürfe
review-all-best = Mit jedem deiner Abwürfe hast du das kleinstmögliche Deadwood behalten. Gut gespielt!
