## Making a challenge: what the challenger is told privately (their language), and the name
## of a game's own thread (the channel's: the server's language).

challenge-not-in-dms = Gin rummy is played in a server channel, not in DMs.
# $member: a mention of who was named.
challenge-not-a-member = { $member } isn't a member of this server, so they can't play here. Challenge someone who is.
# $permissions: the bot's permissions it lacks, as Discord names them ("Embed Links, Attach Files").
challenge-needs-permissions = I need { $permissions } in this channel to run a table. Ask an admin to grant them, or play in another channel.
# $settings: the command /gin-admin settings (a mention, or its text).
challenge-no-pictures = Note: I can't attach files in this channel, so this game is played without pictures of the hands and the table. An admin can give me Attach Files here, or turn pictures off with { $settings }.
challenge-posted = Your challenge is posted in the channel.
# $thread: a mention of the game's own thread.
challenge-posted-in = Your challenge is posted in { $thread }.
challenge-no-thread = I couldn't open a thread for the game here. Ask an admin to check my thread permissions in this channel, or try again in a moment.
# A game's own thread: its name (at most 100 characters; $players: the players' names, joined
# by challenge-versus: "Ann vs Bob vs Cat").
challenge-thread = Gin rummy: { $players }
challenge-versus = { $first } vs { $second }

# A rematch whose player left the server ($member: a mention; $challenge: /gin challenge).
rematch-member-left = { $member } isn't a member of this server any more, so there can't be a rematch. Challenge others with { $challenge }.
