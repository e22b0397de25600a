## The rules in brief (/gin rules, /gin help, the table's Rules button) and how ratings work
## (/gin rules about:ratings). Keep the brief short: it and a game's rules line fit in one
## message (600 characters in English).

rules-brief = **Gin rummy in brief.** Ten cards each. Draw from the stock or the discard pile, then discard (not one just taken from the pile). Melds: sets (3-4 of a rank), runs (3+ in a suit, ace low). Knock with deadwood (unmatched cards) at the knock limit or less; gin with none. The defender lays off on your melds; lower deadwood scores the difference; a defender's tie or better undercuts.
# What a partnership's rules line does not say.
rules-partnership = Partners' deal scores are added.
# $rules: the rules line ("Standard · to 100 · gin 25 · undercut 25 …").
rules-this-game = **This game:** { $rules }.
rules-server-default = **Server default:** { $rules }.
# $command: /gin rules (a command mention); "about:ratings" is its option and choice, as the
# language names them in commands.ftl (option-gin-rules-about, choice-ratings).
rules-ratings-page = Ratings: { $command } about:ratings.

ratings-how = **Ratings.** Each rated game moves its players' rating in this server: one rating across every format. Three players are rated by their places, partners as a team, a Hollywood sheet as one game. Everyone starts at 1000, and the rating shown is a cautious one: it climbs as your results make the bot surer of you (openskill's Plackett-Luce model: 1000 + 30 × (skill − 3 × uncertainty)).
# $count: the games a member needs to be ranked; $leaderboard, $stats: the commands (mentions).
ratings-what-counts = A forfeit or a resignation is a loss; friendly, declined and abandoned games count for nobody. Members with fewer than { $count ->
        [one] { $count } game
       *[other] { $count } games
    } are listed as provisional. See { $leaderboard } and { $stats }.

## /gin help (private: the member's language).

help-title = Gin rummy: how to play here
help-commands = Commands
# A command and what it does ($command: a mention of it, or /gin hand in code marks;
# $description: its description, from commands.ftl).
help-command = { $command }: { $description }
# The member menu's command ($menu: its name, from commands.ftl).
help-menu = Right-click a member → Apps → **{ $menu }**: a challenge with the server's defaults (on me: a game against the computer).
# $commands: the admin commands (/gin-admin settings | end | season).
help-admin = { $commands }: for server managers (Manage Server, or the roles they grant it to).
