## A game's rules: its one line (the table's footer, the challenge, the Rules button), the
## formats' names, and the rules in brief (the Rules button, /gin rules, /gin help).

# A format on its own: "Gin rummy · game #7 · three players".
format-name = { $format ->
        [heads-up] two players
        [three] three players
        [partnership] partnerships
       *[hollywood] Hollywood
    }

# The rules line, a part each, joined by commas: "Standard gin, to 100, knock at 10, gin +25,
# undercut +25, box 25, game +100, shutout doubles".
rules-variant = { $variant ->
        [oklahoma] Oklahoma gin
        [straight] Straight gin
       *[standard] Standard gin
    }
# Three players: who sits out each hand.
rules-three-players = three players ({ $rotation ->
        [loser-sits-out] loser sits out
       *[dealer-sits-out] dealer sits out
    })
rules-partnerships = partnerships
rules-hollywood = Hollywood (three games)
# $target: the points to win
rules-target = to { $target }
rules-knock-limit = knock at { $limit }
# $bonus: the points each bonus adds
rules-gin-bonus = gin +{ $bonus }
rules-undercut-bonus = undercut +{ $bonus }
rules-big-gin-bonus = big gin +{ $bonus }
rules-box-bonus = box { $bonus }
rules-game-bonus = game +{ $bonus }
rules-shutout = shutout doubles

# The rules in brief (with the two lines after it, under 600 characters).
rules-brief = **Gin rummy in brief.** Ten cards each. Draw from the stock or the discard pile, then discard (not one just taken from the pile). Melds: sets (3-4 of a rank), runs (3+ in a suit, ace low). Knock with deadwood (unmatched cards) at the knock limit or less; gin with none. The defender lays off on your melds; lower deadwood scores the difference; a defender's tie or better undercuts.
rules-partners = Partners' deal scores are added.
# $rules: the rules line
rules-this-game = **This game:** { $rules }.
rules-server-default = **Server default:** { $rules }.
# Outside servers that invited the bot: the bot's own defaults.
rules-default = **Default rules:** { $rules }.
# $page: the command that shows how ratings work
rules-ratings = Ratings: { $page }.

# How ratings work (/gin rules about:ratings). $leaderboard, $stats: the commands.
ratings-text = **Ratings.** Each rated game moves its players' rating in this server: one rating across every format. Three players are rated by their places, partners as a team, a Hollywood sheet as one game. Everyone starts at 1000, and the rating shown is a cautious one: it climbs as your results make the bot surer of you (openskill's Plackett-Luce model: 1000 + 30 × (skill − 3 × uncertainty)).
    A forfeit or a resignation is a loss; friendly, declined and abandoned games count for nobody. Members with fewer than { $count ->
        [one] { $count } game
       *[other] { $count } games
    } are listed as provisional. See { $leaderboard } and { $stats }.
