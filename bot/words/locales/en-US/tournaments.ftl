## A server tournament as its members see it: its announcement (redrawn as it changes, with its
## buttons), each round's post, the final standings, the cancellation, /gin tournament's look at
## the event, the event's threads, and the knockout's bracket (the words drawn in its picture, and
## the bracket in words for screen readers). What the channel sees (the posts, the announcement,
## /gin tournament, the bracket) is said in the server's language; the Standings button's copy
## and a member's own answers (signing up, leaving) in the member's.
## Shared variables: $tournament is the event's name, as its admin wrote it; $player, $winner,
## $loser, $first and $second are members (a mention, or "a former member"); $channels is where
## the games are (the event's threads, as channel mentions with commas); $command is a command (a
## mention, or its text: /gin tournament); $round and $rounds are a round's number and how many
## rounds the event has.

## The event's words.

# A tournament's format ($format: swiss, knockout or round-robin).
tournament-format = { $format ->
        [swiss] Swiss
        [knockout] Single elimination
       *[round-robin] Round robin
    }
# The format and its rounds, once known ($format: tournament-format's words; $rounds: how many).
tournament-format-rounds = { $format }, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
# The announcement's first line ($format: tournament-format or tournament-format-rounds).
tournament-kind = **{ $format }** · heads-up games
# $rules: the games' rules line (as the table's footer says it).
tournament-rules = **Rules:** { $rules }.
# $turn: how long each turn is ("5 minutes", "2 h 05 min").
tournament-timer = Each turn has { $turn }: run out of time and you forfeit the game.
tournament-rated = Rated: every game counts for the server's ratings.
tournament-friendly = Friendly: the games count for nobody's rating.
# When it starts: $start is a Discord timestamp (a date and a time, in each reader's own time
# zone), $relative the same moment as Discord says it from now ("in 2 hours").
tournament-starts-at = Starts { $start } ({ $relative }).
# $command: /gin-admin tournament start.
tournament-starts-by-admin = Starts when an admin starts it with { $command }.
# Who signed up (before the start) or plays (after it): $count is how many, $members the first
# of them (mentions, with commas), $more how many more there are, not named.
tournament-signed-up = Signed up ({ $count }): { $members }
tournament-signed-up-more = Signed up ({ $count }): { $members } and { $more } more
tournament-signed-up-none = Signed up (0): nobody yet. Be the first!
tournament-players = Players ({ $count }): { $members }
tournament-players-more = Players ({ $count }): { $members } and { $more } more
# How many players it takes: $most at most; $least the fewest it starts with (said while fewer
# have signed up).
tournament-room = Up to { $most } players.
tournament-room-needs = Up to { $most } players; it needs at least { $least } to start.
tournament-sign-up-how = Sign up with the button; leave before the start if you can't play.
tournament-round-in-play = Round { $round } of { $rounds } in play in { $channels }.
tournament-paused = Paused by an admin: the games' clocks are stopped.
tournament-finished = Finished.
tournament-finished-won = Finished: won by { $winner }.
tournament-cancelled = Cancelled by an admin.
# The announcement's footer: $number is the event's number; $command is /gin tournament as text
# (a footer shows no command mentions).
tournament-footer = Tournament #{ $number } · standings: { $command }
# The announcement's buttons.
tournament-sign-up-button = Sign up
tournament-leave-button = Leave
tournament-standings-button = Standings

## The standings.

# A member taken out of the event by an admin ($player: the member).
tournament-withdrawn = { $player } (withdrawn)
# A line's figures (a Swiss or round robin line: the record, then these three; a knockout's:
# the record, the points scored and how far they went). The abbreviations are the legend's.
# $points: match points (shown bold); the tiebreak's sum; points scored in the games.
tournament-match-points = **{ $points }** MP
tournament-buchholz = Bu { $points }
tournament-sonneborn-berger = SB { $points }
tournament-points-scored = { $points } Pts
# How far a knockout's player went ($round: the round they lost in).
tournament-stage-winner = 🏆 winner
tournament-stage-in = still in
tournament-stage-final = lost in the final
tournament-stage-out = out in round { $round }
# The legend under the standings, by format: each abbreviation, then what it means.
tournament-legend-swiss = MP match points · Bu Buchholz · Pts points scored
tournament-legend-round-robin = MP match points · SB Sonneborn-Berger · Pts points scored
tournament-legend-knockout = Pts points scored
# A list cut short: $count is how many more are not shown.
tournament-more-players = …and { $count ->
        [one] { $count } more player
       *[other] { $count } more players
    }: see { $command }
tournament-more-tables = …and { $count ->
        [one] { $count } more table
       *[other] { $count } more tables
    }: see { $command }
tournament-more-tables-in = …and { $count ->
        [one] { $count } more table
       *[other] { $count } more tables
    } in { $channels }

## The matches.

# A member with no opponent this round: it counts as a win (a knockout: they go through to
# round $round).
tournament-bye = { $player } has a bye (a win)
tournament-bye-through = { $player } has a bye (through to round { $round })
# A match abandoned: both lose it.
tournament-both-lose = { $first } and { $second }: abandoned, a loss for both
# A decided match: $won and $lost are the winner's and the loser's points in the game.
tournament-beat = { $winner } beat { $loser } { $won }–{ $lost }
# Decided with no game played (an admin settled it, or a forfeit before any deal).
tournament-beat-walkover = { $winner } beat { $loser } (walkover)
# A round's pairing ($table: the table's number in the round).
tournament-pairing = Table { $table }: { $first } vs { $second }
# A decided match in /gin tournament's round ($result: tournament-beat, or tournament-both-lose).
tournament-table-result = Table { $table }: { $result }
# A match in play: a link to its table ($link: the table message's address), or starting (its
# table is not posted yet).
tournament-watch = [watch]({ $link })
tournament-starting = starting

## A round's post (the channel's), pinging the players at tables.

tournament-round-title = Round { $round } of { $rounds } — { $tournament }
tournament-tables-in = Your tables are in { $channels }.
tournament-the-final = **The final!**
tournament-standings-before = Standings before round { $round }
# The post's message: $members are the players at tables (mentions with commas, each pinged).
tournament-round-paired-ping = Round { $round } is paired! { $members }: find your table in { $channels }.
# The same, when the players are too many to name.
tournament-round-paired = Round { $round } is paired: find your table in { $channels }.

## The final standings and the cancellation (the channel's).

tournament-over = 🏆 { $tournament } is over.
tournament-wins = 🏆 { $winner } wins { $tournament }!
tournament-final-title = Final standings — { $tournament }
# $count: how many played; $format: tournament-format-rounds; $rated: yes or no.
tournament-final-summary = { $count ->
        [one] { $count } player
       *[other] { $count } players
    } · { $format } · { $rated ->
        [yes] rated
       *[no] friendly
    }
# $legend: the format's legend (tournament-legend-*).
tournament-final-footer = { $legend } · thanks for playing!
tournament-cancelled-post = { $tournament } was cancelled by an admin. Its games in play ended abandoned and count for nobody.

## /gin tournament: the event, its standings and the round in play.

# $format: tournament-format or tournament-format-rounds; $rated: yes or no; $rules: the rules line.
tournament-overview-head = **{ $format }** · { $rated ->
        [yes] rated
       *[no] friendly
    } · { $rules }
# $channel: the announcement's channel (a channel mention).
tournament-sign-up-open = Sign-up is open: use the buttons on the announcement in { $channel }.
# $next: the next round's number.
tournament-next-round = Round { $next } starts once every game of round { $round } is over.
tournament-last-round = This is the last round: the final standings come once every game of round { $round } is over.
tournament-cancelled-overview = Cancelled by an admin: its games in play ended abandoned.
tournament-standings = Standings
# The round in play's field: $done of its $count games are over.
tournament-round-progress = Round { $round }: { $done } of { $count ->
        [one] { $count } game
       *[other] { $count } games
    } over

## The event's threads (their names: at most 100 characters; the name is cut to fit).

tournament-thread = 🏆 { $tournament }: games
# A big round's tables are spread over threads, ten each: $first and $last are this one's.
tournament-thread-tables = 🏆 { $tournament }: tables { $first }-{ $last }

## A member's own answers (private: the member's language).

# $command: /gin-admin tournament create.
tournament-none = This server has no tournament yet. An admin makes one with { $command }.
# A button of an event that is gone ($command: /gin tournament).
tournament-gone = That tournament is over. See { $command } for the latest.
tournament-no-bots = Bots can't play in a tournament.
# Signed up: $start is when it starts, a Discord timestamp said from now ("in 2 hours").
tournament-joined-starts = You're in { $tournament }! It starts { $start }. Your games will be in a thread of this channel; I'll mention you when each round is paired.
tournament-joined = You're in { $tournament }! An admin starts it. Your games will be in a thread of this channel; I'll mention you when each round is paired.
tournament-left = You've left { $tournament }. Sign up again any time before it starts.

## The knockout's bracket: the words drawn in its picture (in the channel's language), and the
## bracket in words for screen readers (the picture's alt text, at most 1,024 characters).

# The picture's title when the event's name has nothing the font can draw.
bracket-title = Knockout
# The rounds' headings, by how many rounds are left after it.
bracket-final = Final
bracket-semi-finals = Semi-finals
bracket-quarter-finals = Quarter-finals
bracket-round = Round { $round }
# The heading of the column of the winner of the final.
bracket-champion = Champion
# In a match's box: a match in play; a match both players lost; the empty line of a bye.
bracket-playing = playing
bracket-both-out = both out
bracket-bye = bye
# The bracket in words: its title ($title: the event's name, or bracket-title), then each round
# ($name: its heading; $matches: its matches, with semicolons), then the champion.
bracket-words-title = { $title }: knockout bracket.
bracket-words-round = { $name }: { $matches }.
bracket-words-champion = Champion: { $player }.
bracket-words-not-paired = Not paired yet.
# A match in words: a bye, past or to come; both out; decided ($won and $lost: the points,
# left out when no game was played); in play; not started.
bracket-words-had-bye = { $player } had a bye
bracket-words-has-bye = { $player } has a bye
bracket-words-both-out = { $first } and { $second } both went out
bracket-words-beat = { $winner } beat { $loser } { $won }–{ $lost }
bracket-words-beat-unplayed = { $winner } beat { $loser }
bracket-words-playing = { $first } v { $second } playing
bracket-words-to-play = { $first } v { $second } to play
# A long bracket's earlier matches, counted rather than told ($count: how many; $round: the
# rounds they are in, 1 to $round).
bracket-words-more = and { $count ->
        [one] { $count } more match
       *[other] { $count } more matches
    }
bracket-words-more-earlier = and { $count ->
        [one] { $count } more match
       *[other] { $count } more matches
    }, in rounds 1 to { $round }
