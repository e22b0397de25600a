## The answers of /gin hand, /gin resign, /gin table (private: the member's language).

# $challenge: the command /gin challenge (a mention, or its text).
play-no-game = You have no game in this channel. Start one with { $challenge }.
play-no-game-to-resign = You have no game in this channel to resign. (An open challenge can be withdrawn with its Cancel button.)
# /gin table asked in another channel ($channel: a mention of the game's; $command: /gin table).
play-table-elsewhere = Your game is played in { $channel }: use { $command } there.
play-table-last = Your table is already the last message here: it's just above.
play-table-failed = I couldn't post the table here. Please try again.
