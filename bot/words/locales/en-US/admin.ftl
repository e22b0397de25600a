## Asking first, and the answers to confirmations: resigning, /gin forget-me, an admin's
## /gin-admin end and season (private: the member's language), and a new season's
## announcement (the channel's: the server's language). $game: a game's number (#12345).

# Resigning ($game: the game's number).
confirm-resign = Resign game #{ $game }? You forfeit and are placed last.
confirm-resign-team = Resign game #{ $game }? Your team forfeits and is placed last.
confirm-resign-yes = Yes, resign
confirm-resign-no = Keep playing
confirm-resign-kept = You're still in game #{ $game }: play on!
# $challenge: the command /gin challenge (a mention, or its text).
confirm-resign-done = You resigned game #{ $game }. Start a new one any time with { $challenge }.

# /gin forget-me ("a former member": as the history shows them, see former-member).
confirm-forget = Erase your data in this server? Your name, rating, stats and choices go; the games you played stay in others' history as played by “a former member”. This can't be undone.
confirm-forget-yes = Forget me
confirm-forget-no = Keep my data
confirm-forget-done = Done: your data in this server is erased.
# /gin forget-me outside servers that invited the bot: the games kept with no server.
confirm-forget-outside = Erase what I keep about you outside servers? The games you played in DMs, group DMs and servers that never invited me stay in others' history as played by “a former member”. This can't be undone.
confirm-forget-outside-done = Done: what I kept about you outside servers is erased.

# /gin-admin end ($players: mentions, with commas; $reason: the admin's words, as they wrote them).
admin-no-game = There is no game #{ $game } in play in this server. The number is on the table's title.
confirm-end = End game #{ $game } ({ $players }) as abandoned? It counts for nobody, and the table will say: “{ $reason }”.
confirm-end-yes = End the game
confirm-end-no = Keep it
confirm-end-done = Game #{ $game } is ended; its table says why.

# /gin-admin season ($season: the new season's number).
confirm-season = Start season { $season }? Everyone's rating and the leaderboard start again; games, history and score sheets are kept.
confirm-season-yes = Start season { $season }
confirm-season-no = Not now
confirm-season-started = Season { $season } has already started.
confirm-season-done = Season { $season } has started.
# Posted in the channel.
season-starts = **Season { $season } starts now!** Ratings and the leaderboard start again; everyone's history is kept. Good luck!

# After a refusal ("That confirmation expired."), or on its own.
confirm-nothing-changed = Nothing was changed.
confirm-nothing-more = Nothing more was done.
# $command: the command that asks again (a mention, or its text).
confirm-run-again = Nothing was changed; run { $command } again.
confirm-run-the-command-again = Nothing was changed; run the command again.
confirm-not-yours = Those buttons belong to someone else's message. Run the command yourself.
# A confirmation drawn by an older version of the bot.
confirm-old = That confirmation is from before I was updated, so I did nothing. Run { $command } again.
