## A game's posts in its channel: a deal's showdown, the final score sheet, the turn reminder;
## and a player's private review. Said in the server's language (the review: the player's).
## Polish: a named player's past tense is gendered (zastukał/zastukała), so the posts say what
## happened in the present tense ("Ola stuka i wygrywa") or with a noun.

# -- Where a deal's points come from (the showdown; the terminal game too). Deadwood counts:
# $knocker, the knocker's; $defender, the defender's (after laying off); $base: the deal's
# points before Oklahoma's doubling.
sum-knock = Zastukanie: wolne karty { $defender } − { $knocker } = { $base }
sum-undercut = Podcięcie: premia { $bonus } + ({ $knocker } − { $defender }) = { $base }
sum-gin = Gin: premia { $bonus } + wolne karty { $defender } = { $base }
sum-big-gin = Duży gin: premia { $bonus } + wolne karty { $defender } = { $base }
sum-doubled = Oklahoma: odkryty pik, punkty podwojone: { $base } × { $multiplier } = { $points }
# A deal's points alone, should its sum not add up (never, unless the scoring changes).
sum-points = { $result ->
        [knock] Zastukanie
        [undercut] Podcięcie
        [gin] Gin
        [big-gin] Duży gin
       *[draw] Remis
    }: { $points }

# -- The showdown.
# $game: the game's number, as written.
showdown-title = Rozdanie { $deal } · partia #{ $game }
showdown-title-table = Rozdanie { $deal } · partia #{ $game } · stół { $table }
showdown-sat-out = { $player } pauzuje w tym rozdaniu.
# $first, $second: the two players of the deal.
showdown-draw = Talon się wyczerpał: rozdanie między { $first } a { $second } kończy się remisem. Nikt nie dostaje punktów, a ta sama osoba rozdaje karty tej samej dwójce jeszcze raz.
showdown-gin = { $player } ma **gina**!
showdown-big-gin = { $player } ma **dużego gina**!
showdown-knock = { $player } stuka i wygrywa.
showdown-undercut = { $player } stuka, ale { $defender } **podcina**!
showdown-scores = { $player } zdobywa { $points ->
        [one] **{ $points }** punkt
        [few] **{ $points }** punkty
       *[many] **{ $points }** punktów
    }.
# A partnership: $team, the player's team ("@ann & @cat").
showdown-scores-team = { $player } zdobywa { $points ->
        [one] **{ $points }** punkt
        [few] **{ $points }** punkty
       *[many] **{ $points }** punktów
    } dla pary { $team } w rundzie { $round }.
# The two hands' fields: nouns (the knock, the defence), not the gendered "stukający/stukająca".
showdown-knocker = Zastukanie
showdown-defender = Obrona
showdown-laid-off = Dołożone karty
# A card the defender laid off, and the meld it went on.
showdown-laid-off-card = { $card } do { $meld }
# A partnership round's second table: both tables' results added up.
showdown-round = Runda { $round }: stoły 1 + 2
# $points: the team's hands at tables 1 and 2 ("10 + 0"), $sum their sum.
showdown-round-team = { $team } { $points } = { $sum }
showdown-round-equal = Równe sumy: w rundzie { $round } nikt nie dostaje punktów
showdown-round-difference = Różnicę dostaje para { $team }: { $high } − { $low } = { $points }
showdown-score-after-round = Wynik (do { $target }) po rundzie { $round }
showdown-round-later = (runda { $round } zostanie podliczona, gdy zagrają oba stoły)
# Hollywood: where a hand counts. $won: the hands the side has won with this one (1st, 2nd, …);
# $count: how many games it counts in, $games: which ("1 i 2").
# Polish ordinals have a single form written with digits ("2. rozdanie"): CLDR gives Polish the
# ordinal category other only, so no ORDINAL select is needed.
showdown-hollywood = To { $won }. rozdanie wygrane przez { $player }; liczy się { $count ->
        [one] w partii { $games }
        [few] w partiach { $games }
       *[many] w partiach { $games }
    }.
# … and the games it closed ($closed_count, $closed), someone having reached the target.
showdown-hollywood-closes = To { $won }. rozdanie wygrane przez { $player }; liczy się { $count ->
        [one] w partii { $games }
        [few] w partiach { $games }
       *[many] w partiach { $games }
    }. { $player } osiąga { $target } pkt, więc { $closed_count ->
        [one] partia { $closed } jest zamknięta
        [few] partie { $closed } są zamknięte
       *[many] partie { $closed } są zamknięte
    }.

# -- The final score sheet.
over-title = Wynik końcowy · partia #{ $game }
# $player forfeited: $reason is timeout (ran out of time) or resigned; $winner won.
over-forfeit = { $player } { $reason ->
        [timeout] przekracza czas na ruch
       *[resigned] poddaje się
    }: { $winner } wygrywa walkowerem.
# … $winners: a team ("@ann & @cat").
over-forfeit-team = { $player } { $reason ->
        [timeout] przekracza czas na ruch
       *[resigned] poddaje się
    }: { $winners } wygrywają walkowerem.
# Three players: the one who forfeited is last, the others placed by their points.
over-forfeit-last = { $player } { $reason ->
        [timeout] przekracza czas na ruch
       *[resigned] poddaje się
    } i zajmuje ostatnie miejsce; o kolejności reszty decydują punkty.
over-winner = 🏆 { $winner } wygrywa!
# A team, or several sides tied for first ("@ann & @bob").
over-winners = 🏆 { $winners } wygrywają!
over-tie = 🏆 { $winners } wygrywają! (remis: wspólne pierwsze miejsce)
over-shutout = **Wygrana do zera**: najwyższy wynik zostaje podwojony.
# Hollywood: each game's sum, a field each.
over-game = Partia { $game }
# One side's sum in one game: "90 punktów + premia za partię 100 + wygrane rozdania 100 (4 × 25)
# = 290"; $box_points: the boxes' points ($boxes boxes, $box_bonus each). The sheet's figures are
# written as figures ($points: as written; $count: the same number, for its plural).
over-game-sum = { $count ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    } + premia za partię { $bonus } + wygrane rozdania { $box_points } ({ $boxes } × { $box_bonus }) = { $total }
over-game-sum-doubled = ({ $count ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    } + premia za partię { $bonus } + wygrane rozdania { $box_points } ({ $boxes } × { $box_bonus })) × 2 za wygraną do zera = { $total }
# The places, a column each. Polish ordinals: "4. miejsce" (a single form, CLDR other).
place-other = { $place }. miejsce
# The sheet hand by hand. $sides: each column's letter and who it is ("**A** @ann · **B** @bob").
sheet-legend = **Rozdanie po rozdaniu** · { $sides }
sheet-none = Nie rozegrano do końca żadnego rozdania.
# The earliest rows, left out of a long game's sheet ($first to $last).
sheet-folded-deal = Pominięto rozdanie { $last }; sumy narastające je uwzględniają.
sheet-folded-deals = Pominięto rozdania { $first }–{ $last }; sumy narastające je uwzględniają.
sheet-folded-round = Pominięto rundę { $last }; sumy narastające ją uwzględniają.
sheet-folded-rounds = Pominięto rundy { $first }–{ $last }; sumy narastające je uwzględniają.
# The sheet's column heads (short: the columns are as wide as their heads).
sheet-head-deal = Rozd.
sheet-head-round = Runda
sheet-head-table = Stół { $table }
sheet-head-won = Wygr.
sheet-head-points = Punkty
sheet-head-game = Partia { $game }
# Who won a row: nobody (a drawn deal), or equal sums (a partnership round).
sheet-draw = remis
sheet-tie = równo
# A side's foot of the sheet: a label, then its figures.
sheet-points = Punkty
sheet-hands-won = Wygrane rozdania
sheet-rounds-won = Wygrane rundy
sheet-boxes = Wygrane rozdania
sheet-game-bonus = Premia za partię
sheet-shutout = Wygrana do zera
sheet-games = Partie
sheet-total = Razem
# $boxes hands won, $bonus each: $points.
sheet-boxes-counted = { $boxes } × { $bonus } = { $points }
# A forfeited Hollywood sheet: the boxes in the three games together.
sheet-boxes-in-games = { $boxes } w trzech partiach
# A shutout: the total before doubling, then doubled.
sheet-shutout-doubled = { $before } × 2 = { $total }
# Hollywood: the games where the top total was doubled ("1 i 2").
sheet-shutout-in = { $count ->
        [one] w partii { $games }
        [few] w partiach { $games }
       *[many] w partiach { $games }
    }, wynik podwojony

# -- After the game.
result-rematch = Rewanż
result-review = Analiza mojej partii
# The reminder, pinging the player ($player); $deadline: a Discord timestamp ("za 5 minut").
reminder = { $player }, twój ruch w partii gin rummy #{ $game }. Czas na ruch mija { $deadline }; swoje karty otworzysz przyciskiem na stole.

# -- A player's private review of a game with the computer.
review-title = Analiza twojej gry · partia #{ $game }
review-draw = Rozdanie { $deal }: remis (talon się wyczerpał).
# $result: how the deal ended; $opponent: the other player, $their: their deadwood.
review-deal = Rozdanie { $deal } ({ $result ->
        [knock] zastukanie
        [undercut] podcięcie
        [gin] gin
       *[big-gin] duży gin
    }, { $won ->
        [yes] wygrana
       *[no] przegrana
    }): twoje wolne karty **{ $deadwood }**, { $opponent } **{ $their }**
review-none = Nie rozegrano do końca żadnego rozdania.
# A discard that left more deadwood ($left) than the best one on offer ($best, leaving $best_left).
review-miss = Rozdanie { $deal }, twój { $turn }. ruch: po odrzuceniu { $card } wolne karty to { $left } pkt; po odrzuceniu { $best } byłoby { $best_left } pkt.
review-more = …i jeszcze { $count }.
review-misses = Gdzie można było odrzucić lepiej ({ $count })
review-discards = Odrzucenia
review-all-best = Każde twoje odrzucenie zostawiało najmniejszą możliwą sumę wolnych kart. Świetnie zagrane!
