## /gin-admin tournament …: making an event, and its controls, each asked first on a private
## message only the admin who asked can answer. Private: the admin's language.
## $tournament is the event's name, as its admin wrote it; $member a member (a mention);
## $channel a channel (a mention); $game a game's number as text (12345: the message writes its #).

## Making an event.

tournament-text-channel = Make the tournament in a text channel (not a thread): its games get a thread of that channel. Run the command there, or name one with channel.
# $permissions: the permissions the bot lacks, as Discord's settings name them, with commas.
tournament-permissions = I need { $permissions } in { $channel } to run a tournament there (its games are played in a thread of it). Grant them, or pick another channel.
# $command: /gin tournament.
tournament-not-announced = { $tournament } is made, but I couldn't post its announcement in { $channel }: members can sign up from { $command }.
# $link: the announcement's address.
tournament-open = { $tournament } is open for sign-up: { $link }

## The controls: the question, its yes (each its own), its no (the same for all).

tournament-none-under-way = This server has no tournament under way.
confirm-tournament-start = Start { $tournament } now? Sign-up closes and round 1 is paired.
confirm-tournament-start-yes = Start it
confirm-tournament-pause = Pause { $tournament }? Its games take no move and their clocks stop until you resume it.
confirm-tournament-pause-yes = Pause it
confirm-tournament-resume = Resume { $tournament }? Every deadline of its games moves by the pause.
confirm-tournament-resume-yes = Resume it
confirm-tournament-remove = Take { $member } out of { $tournament }? Their game in play is forfeited, and they're paired no more.
confirm-tournament-remove-yes = Take them out
# Settling a match: $winner goes through, or (-both) both players lose it.
confirm-tournament-settle = Settle game #{ $game } of { $tournament }: { $winner } wins the match? A game still in play ends, unrated.
confirm-tournament-settle-both = Settle game #{ $game } of { $tournament }: both players lose the match? A game still in play ends, unrated.
confirm-tournament-settle-yes = Settle it
confirm-tournament-cancel = Cancel { $tournament }? Its games in play end abandoned and count for nobody.
confirm-tournament-cancel-yes = Cancel it
confirm-tournament-no = Not now

## After a yes: what was done.

tournament-over-already = That tournament is over already; nothing was done.
tournament-thread-failed = I couldn't open the tournament's thread. Check my thread permissions in its channel, then start it again.
tournament-started = { $tournament } has started: round 1 is paired.
tournament-paused-done = { $tournament } is paused: its games wait, their clocks stopped.
tournament-resumed = { $tournament } is back on: every deadline moved by the pause.
tournament-cancelled-done = { $tournament } is cancelled; its games in play ended, counting for nobody.
tournament-removed = { $member } is out of { $tournament }; their game in play is forfeited.
tournament-settled = Game #{ $game }'s match is settled: { $winner } goes through.
tournament-settled-both = Game #{ $game }'s match is settled: both players lose it.
tournament-nothing-done = Nothing was done.
