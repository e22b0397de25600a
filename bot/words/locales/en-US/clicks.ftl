## What a click on a game's controls is told privately (other than a refusal): a click that
## failed, a control of another message or of an older version of the bot.

# The move was saved, but its answer could not be drawn.
click-saved = Your move was saved, but I couldn't show it. Click Refresh or open your hand from the table.
# A menu's choice that no longer exists (the hand changed).
click-stale = That choice isn't valid any more. Open your hand again from the table.
# A click or a slash command that failed on the bot's side.
click-failed = Sorry, something went wrong on my side. Nothing was changed; please try again.
# A challenge's button on a game that has already started.
click-started = This game has already started. Open your hand from the table to play.
# A hand's control clicked on another member's message: the clicker's own hand follows.
click-not-yours = Those controls belong to another message. Here is your own hand.
# Controls drawn by an older version of the bot: nothing is done.
click-old-rematch = That message is from before I was updated, so I did nothing with your click. Here is its Rematch button again.
click-old-challenge = That message is from before I was updated, so I did nothing with your click. Its buttons are new now: click again.
click-old-hand = That message is from before I was updated, so I did nothing with your click. Here is your hand again: play from here.
# A finished game's Review, clicked by someone who did not play it ($game: its number).
click-review-players-only = Only the players of game #{ $game } have a review.
# A click on a control the bot did not make for the clicker (forged, or unreadable); $command:
# the command /gin hand.
click-unreadable = I didn't make that button for you, so I ignored it and nothing changed. Run the command again, or open your game from its table (or with { $command }).
