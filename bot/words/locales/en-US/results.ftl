## A game's posts in its channel: a deal's showdown, the final score sheet, the turn reminder;
## and a player's private review. Said in the server's language (the review: the player's).

# -- Where a deal's points come from (the showdown; the terminal game too). Deadwood counts:
# $knocker, the knocker's; $defender, the defender's (after laying off); $base: the deal's
# points before Oklahoma's doubling.
sum-knock = Knock: { $defender } − { $knocker } deadwood = { $base }
sum-undercut = Undercut: { $bonus } bonus + ({ $knocker } − { $defender }) = { $base }
sum-gin = Gin: { $bonus } bonus + { $defender } deadwood = { $base }
sum-big-gin = Big gin: { $bonus } bonus + { $defender } deadwood = { $base }
sum-doubled = Oklahoma: spade upcard, doubled: { $base } × { $multiplier } = { $points }
# A deal's points alone, should its sum not add up (never, unless the scoring changes).
sum-points = { $result ->
        [knock] Knock
        [undercut] Undercut
        [gin] Gin
        [big-gin] Big gin
       *[draw] Draw
    }: { $points }

# -- The showdown.
# $game: the game's number, as written.
showdown-title = Deal { $deal } · game #{ $game }
showdown-title-table = Deal { $deal } · game #{ $game } · table { $table }
showdown-sat-out = { $player } sat out this deal.
# $first, $second: the two players of the deal.
showdown-draw = The stock ran out: this deal between { $first } and { $second } is a draw. Nobody scores, and the same dealer deals the same two again.
showdown-gin = { $player } went **gin**!
showdown-big-gin = { $player } went **big gin**!
showdown-knock = { $player } knocked and won.
showdown-undercut = { $player } knocked, but { $defender } **undercut**!
showdown-scores = { $player } scores **{ $points }**.
# A partnership: $team, the player's team ("@ann & @cat").
showdown-scores-team = { $player } scores **{ $points }** for { $team } in round { $round }.
showdown-knocker = knocker
showdown-defender = defender
showdown-laid-off = Laid off
# A card the defender laid off, and the meld it went on.
showdown-laid-off-card = { $card } on { $meld }
# A partnership round's second table: both tables' results added up.
showdown-round = Round { $round }: tables 1 + 2
# $points: the team's hands at tables 1 and 2 ("10 + 0"), $sum their sum.
showdown-round-team = { $team } { $points } = { $sum }
showdown-round-equal = Equal sums: nobody scores round { $round }
showdown-round-difference = { $team } score the difference: { $high } − { $low } = { $points }
showdown-score-after-round = Score (to { $target }) after round { $round }
showdown-round-later = (round { $round } is scored once both tables have played)
# Hollywood: where a hand counts. $won: the hands the side has won with this one (1st, 2nd, …);
# $count: how many games it counts in, $games: which ("1 and 2").
showdown-hollywood = { $player }'s { ORDINAL($won) ->
        [one] { $won }st
        [two] { $won }nd
        [few] { $won }rd
       *[other] { $won }th
    } hand won scores in { $count ->
        [one] game { $games }
       *[other] games { $games }
    }.
# … and the games it closed ($closed_count, $closed), someone having reached the target.
showdown-hollywood-closes = { $player }'s { ORDINAL($won) ->
        [one] { $won }st
        [two] { $won }nd
        [few] { $won }rd
       *[other] { $won }th
    } hand won scores in { $count ->
        [one] game { $games }
       *[other] games { $games }
    }; { $closed_count ->
        [one] game { $closed } closes
       *[other] games { $closed } close
    }: { $player } reached { $target }.

# -- The final score sheet.
over-title = Game over · game #{ $game }
# $player forfeited: $reason is timeout (ran out of time) or resigned; $winner won.
over-forfeit = { $player } { $reason ->
        [timeout] ran out of time
       *[resigned] resigned
    }: { $winner } wins by forfeit.
# … $winners: a team ("@ann & @cat").
over-forfeit-team = { $player } { $reason ->
        [timeout] ran out of time
       *[resigned] resigned
    }: { $winners } win by forfeit.
# Three players: the one who forfeited is last, the others placed by their points.
over-forfeit-last = { $player } { $reason ->
        [timeout] ran out of time
       *[resigned] resigned
    } and is placed last; the others by their points.
over-winner = 🏆 { $winner } wins!
# A team, or several sides tied for first ("@ann & @bob").
over-winners = 🏆 { $winners } win!
over-tie = 🏆 { $winners } win! (a tie: they share first place)
over-shutout = A **shutout**: the top total is doubled.
# Hollywood: each game's sum, a field each.
over-game = Game { $game }
# One side's sum in one game: "90 points + 100 game bonus + 100 boxes (4 × 25) = 290";
# $box_points: the boxes' points ($boxes boxes, $box_bonus each). The sheet's figures are
# written as figures ($points: as written; $count: the same number, for its plural).
over-game-sum = { $count ->
        [one] { $points } point
       *[other] { $points } points
    } + { $bonus } game bonus + { $box_points } boxes ({ $boxes } × { $box_bonus }) = { $total }
over-game-sum-doubled = ({ $count ->
        [one] { $points } point
       *[other] { $points } points
    } + { $bonus } game bonus + { $box_points } boxes ({ $boxes } × { $box_bonus })) × 2 shutout = { $total }
# The places, a column each.
place-other = { ORDINAL($place) ->
        [one] { $place }st
        [two] { $place }nd
        [few] { $place }rd
       *[other] { $place }th
    }
# The sheet hand by hand. $sides: each column's letter and who it is ("**A** @ann · **B** @bob").
sheet-legend = **Hand by hand** · { $sides }
sheet-none = No hand was finished.
# The earliest rows, left out of a long game's sheet ($first to $last).
sheet-folded-deal = Deal { $last } folded above; the running totals carry on.
sheet-folded-deals = Deals { $first }–{ $last } folded above; the running totals carry on.
sheet-folded-round = Round { $last } folded above; the running totals carry on.
sheet-folded-rounds = Rounds { $first }–{ $last } folded above; the running totals carry on.
# The sheet's column heads (short: the columns are as wide as their heads).
sheet-head-deal = Deal
sheet-head-round = Round
sheet-head-table = Table { $table }
sheet-head-won = Won
sheet-head-points = Points
sheet-head-game = Game { $game }
# Who won a row: nobody (a drawn deal), or equal sums (a partnership round).
sheet-draw = draw
sheet-tie = tie
# A side's foot of the sheet: a label, then its figures.
sheet-points = Points
sheet-hands-won = Hands won
sheet-rounds-won = Rounds won
sheet-boxes = Boxes
sheet-game-bonus = Game bonus
sheet-shutout = Shutout
sheet-games = Games
sheet-total = Total
# $boxes hands won, $bonus each: $points.
sheet-boxes-counted = { $boxes } × { $bonus } = { $points }
# A forfeited Hollywood sheet: the boxes in the three games together.
sheet-boxes-in-games = { $boxes } in the three games
# A shutout: the total before doubling, then doubled.
sheet-shutout-doubled = { $before } × 2 = { $total }
# Hollywood: the games where the top total was doubled ("1 and 2").
sheet-shutout-in = in { $count ->
        [one] game { $games }
       *[other] games { $games }
    }, doubled

# -- After the game.
result-rematch = Rematch
result-review = Review my game
# The reminder, pinging the player ($player); $deadline: a Discord timestamp ("in 5 minutes").
reminder = { $player }, it's your turn in gin rummy game #{ $game }. Time runs out { $deadline }; open your hand from the table.

# -- A player's private review of a game with the computer.
review-title = Your review · game #{ $game }
review-draw = Deal { $deal }: a draw (the stock ran out).
# $result: how the deal ended; $opponent: the other player, $their: their deadwood.
review-deal = Deal { $deal } ({ $result ->
        [knock] knock
        [undercut] undercut
        [gin] gin
       *[big-gin] big gin
    }, { $won ->
        [yes] you won
       *[no] you lost
    }): your deadwood **{ $deadwood }**, { $opponent } **{ $their }**
review-none = No deal was finished.
# A discard that left more deadwood ($left) than the best one on offer ($best, leaving $best_left).
review-miss = Deal { $deal }, your turn { $turn }: { $card } left { $left }; { $best } would have left { $best_left }.
review-more = …and { $count } more.
review-misses = Discards with a better one on offer ({ $count })
review-discards = Discards
review-all-best = Every discard you made left the least deadwood on offer. Nicely played!
