## The standings: the leaderboard and a member's stats (public answers: the server's language;
## their private copies and the history: the member's).

# A place in a game's standings (the medal is added before the first three: "🥇 1st").
place-1 = 1st
place-2 = 2nd
place-3 = 3rd
# A format, by its value ("all": every format; the leaderboard's filter).
stats-format = { $format ->
        [all] all formats
        [heads-up] two players
        [three] three players
        [partnership] partnerships
       *[hollywood] Hollywood
    }
# Counts.
stats-count-games = { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
stats-count-wins = { $count ->
        [one] { $count } win
       *[other] { $count } wins
    }
stats-count-losses = { $count ->
        [one] { $count } loss
       *[other] { $count } losses
    }
stats-count-gins = { $count ->
        [one] { $count } gin
       *[other] { $count } gins
    }
# "Page 1 of 3" (a leaderboard's or a history's).
stats-page = Page { $page } of { $pages }

## The leaderboard.

# $sort: what it is ranked by; $format: stats-format.
stats-board-title = Leaderboard · { $sort ->
        [wins] wins
        [win_rate] win rate
        [points] points
        [gins] gins
       *[rating] rating
    } · { $format }
# A win rate ($rate: between 0 and 1, written as a percentage), then wins of games: "50% · 3/6".
stats-board-win-rate = { NUMBER($rate, style: "percent") } · { $wins }/{ $games }
# A member not ranked yet ($line: their line).
stats-provisional = { $line } (provisional)
# $challenge: the command /gin challenge (a mention, or its text).
stats-no-games = No finished games here yet. Challenge someone with { $challenge }!
stats-board-empty = Nobody is on this season's leaderboard yet: no game has finished here. Challenge someone with { $challenge }, and the leaderboard starts with its result.
stats-board-empty-format = Nobody is on this season's leaderboard yet: no game of this format ({ $format }) has finished here. Challenge someone with { $challenge }, and the leaderboard starts with its result.
# The footer ($count: the games a member needs to be ranked).
stats-board-ranked-from = ranked from { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
# Where the reader stands ($rank: "#3"; $figures: their line's figures).
stats-board-you = you: { $rank } ({ $figures })
stats-board-you-provisional = you: provisional ({ $figures })
stats-board-you-none = you have no games here yet
stats-previous = ◀ Previous
stats-refresh = Refresh
stats-next = Next ▶

## A member's season (/gin stats).

# $member: their name; $season: the season's number.
stats-title = { $member } · season { $season }
stats-games = Games
# $rate: between 0 and 1, written as a percentage.
stats-won = { NUMBER($rate, style: "percent") } won
stats-rating = Rating
stats-not-rated = not rated yet
# $rating: the rating (1000); $trend: its change, with an arrow ("▲ 12"); $count: over how many
# games.
stats-rating-value = **{ $rating }** ({ $trend } over the last { $count ->
        [one] { $count } game
       *[other] { $count } games
    })
stats-provisional-until = provisional until { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
stats-hands = Hands
# $points: the points a hand, on average (one decimal).
stats-hands-value = won { $won } of { $played } · { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } points a hand
stats-gins = Gins
stats-gins-value = { $gins } · big gins { $big }
stats-undercuts = Undercuts
stats-undercuts-value = given { $given } · suffered { $suffered }
stats-best-game = Best game
stats-streak = Streak
# $streak: stats-streak-wins, -losses or -none; $longest: stats-count-wins.
stats-streak-value = { $streak } · longest { $longest }
stats-streak-wins = { $count ->
        [one] { $count } win in a row
       *[other] { $count } wins in a row
    }
stats-streak-losses = { $count ->
        [one] { $count } game without a win
       *[other] { $count } games without a win
    }
stats-streak-none = none yet
stats-favourite-format = Favourite format
stats-chart-note = The chart: the rating after each game this season.
# The chart's title, drawn in its picture.
stats-chart-title = Rating · season { $season }

## Head-to-head (/gin stats versus:).

stats-versus = { $first } vs { $second }
# $first, $second: the two members (names and mentions).
stats-h2h-who = { $first } and { $second }, every season in this server.
stats-h2h-never = They have not played a game together yet.
stats-h2h-as-opponents = As opponents
# $games: stats-count-games; $first, $second: their names; $ahead, $behind: the games each
# finished ahead.
stats-h2h-opponents = { $games }: { $first } ahead { $ahead }, { $second } ahead { $behind }
# Added after it: the games neither finished ahead.
stats-h2h-level = , level { $level }
stats-h2h-as-partners = As partners
stats-h2h-last-played = Last played

## A member's history (/gin history; private).

stats-history-title = { $member } · game history
# $place: their place (🥇 1st).
stats-history-forfeited = { $place } (forfeited)
stats-history-by-forfeit = { $place } (by forfeit)
# $variant: the game's variant; $target: its points to win.
stats-history-rules = { $variant ->
        [oklahoma] Oklahoma
        [straight] Straight
       *[standard] Standard
    } to { $target }
# $line: a game's line, unrated.
stats-history-unrated = { $line } · unrated
stats-history-option = Game #{ $game }
stats-history-menu = Open a game's score sheet
stats-history-none = No finished games here yet.
stats-newer = ◀ Newer
stats-older = Older ▶
# A finished game's score sheet, opened again ($rules: its rules line; $finished: when, a
# Discord timestamp).
stats-sheet-note = { $rules } · finished { $finished }

## The answers of /gin leaderboard, /gin stats, /gin history (private).

stats-not-in-a-server = Standings belong to servers: use this in a server channel.
stats-pick-two = Pick two different members to compare.
stats-pick-a-game = Pick one of the page's games from its menu.
# A member with no finished games ($challenge: the command /gin challenge; $member: their name).
stats-you-none-season = You have no finished games here this season: challenge someone with { $challenge }!
stats-you-none = You have no finished games here yet: challenge someone with { $challenge }!
stats-member-none-season = { $member } has no finished games here this season. Challenge them with { $challenge }!
stats-member-none = { $member } has no finished games here yet. Challenge them with { $challenge }!
