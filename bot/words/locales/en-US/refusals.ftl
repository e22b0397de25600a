## Refusals: why nothing happened, and what to do next. Private: the reader's language.
## A refusal is one or two sentences; the hint (hint-*) follows it after a space.
## Values: $game is a game's number as written (never grouped); $member and $members are
## mentions; $channel a channel's mention; $command a command as Discord names it
## (/gin forget-me); $tournament a tournament's name, as its admin wrote it.

# What to do next.
hint-new-challenge = Start a game of your own with { $command }.
hint-open-hand = Open your hand from the table to see what you can do.
hint-try-again = Please try again in a moment.


## Challenges.

refusal-challenge-yourself = You can't challenge yourself. Pick other members.
refusal-challenge-twice = You named the same member twice. Name each player once.
refusal-challenge-bots = Other bots can't play gin rummy here. Challenge members, or play the computer.
# $format: the game's format; $wanted: the other players it needs; $named: those named.
refusal-challenge-players = A { $format ->
        [three] three-player
        [partnership] partnership
        [hollywood] Hollywood
       *[heads-up] two-player
    } game needs { $wanted ->
        [one] { $wanted } other player
       *[other] { $wanted } other players
    }; you named { $named }.
# partner, opponent, opponent2: /gin challenge's options, as commands.ftl names them.
refusal-partnership-seats = A partnership game needs your partner and two opponents: fill in partner, opponent and opponent2.
refusal-partner-not-partnership = Only partnership games have partners: leave partner empty.
# The turn timer's range: $minutes (the least) and $hours (the most).
refusal-turn-timer = The turn timer must be between { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } and { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }.
refusal-tournament-thread = This thread is for a tournament's games. Challenge in another channel.
refusal-channel-not-allowed = Games aren't played in this channel here. Challenge in one of the channels the server's settings allow.
# $members: who don't take challenges; $count: how many they are.
refusal-not-taking-challenges = { $members } { $count ->
        [one] doesn't
       *[other] don't
    } take challenges right now. Challenge someone else.
# $made: the challenges made in the last $window minutes; $wait: minutes to wait.
refusal-challenge-limit = You've made { $made ->
        [one] { $made } challenge
       *[other] { $made } challenges
    } in the last { $window ->
        [one] { $window } minute
       *[other] { $window } minutes
    }, the most this server allows. Try again in { $wait ->
        [one] { $wait } minute
       *[other] { $wait } minutes
    }.
refusal-busy-you = You are already in a game or challenge in this channel. Challenge someone else, or play in another channel.
refusal-busy-named = Someone you named is already in a game or challenge in this channel. Challenge someone else, or play in another channel.
# $members: who is busy; $count: how many they are.
refusal-busy-members = { $members } { $count ->
        [one] is
       *[other] are
    } already in a game or challenge in this channel. Challenge someone else, or play in another channel.
refusal-challenge-expired = This challenge expired before it was accepted.
# $invited: how many members the challenge invites.
refusal-accept-own = This is your own challenge: only the challenged { $invited ->
        [one] member
       *[other] members
    } can accept it. Wait for them, or withdraw it with its Cancel button.
refusal-accept-not-invited = Only the challenged { $invited ->
        [one] member
       *[other] members
    } can accept.
refusal-accepted-already = You have accepted already; the game starts when everyone has.
refusal-challenge-others = This challenge is between other members.
refusal-challenge-answered = This challenge has already been answered. Play from the table message, or start a new game.

## Rematches.

# $finished: the finished game; $game: its rematch.
refusal-rematch-made = Game #{ $finished } has its rematch already: game #{ $game }.
refusal-rematch-not-player = Only the players of game #{ $game } can ask for its rematch.
refusal-rematch-forgotten = A player of game #{ $game } has since asked to be forgotten here, so it can't have a rematch.

## Playing.

refusal-not-your-game = This isn't your game.
refusal-over = That game or challenge is over.
refusal-game-over = That game is over.
refusal-not-in-play = This game is not in play.
refusal-not-your-turn-yet = It's not your turn yet.
refusal-not-your-turn = It's not your turn yet. You'll be able to play when the table shows your name.
refusal-sit-out = You sit out this hand.
# $card: the card, as shown (5♥).
refusal-knock-card = You can't knock by discarding { $card }.
# $reason: why, one of the illegal-* clauses below.
refusal-illegal-action = You can't do that: { $reason }.
refusal-stale-view = That was out of date, so nothing happened. Here is the current view.
refusal-button-unused = That button is no longer used.
refusal-another-message = That button belongs to another message, so I did nothing. Use the buttons on the game's own message.
refusal-tournament-paused-game = An admin paused this tournament: its games wait, clocks stopped, until they resume it.
refusal-time-forfeited = Your time ran out before that click, so you forfeited the game.
refusal-time-partner = Your partner's time ran out, so your team forfeited the game.
refusal-time-opponent = Your opponent's time ran out, so you won the game by forfeit.
refusal-time-ended = A player's time ran out before your click, so the game ended.

## Why a move is not allowed now: a clause, after "You can't do that:" (refusal-illegal-action).
## $card: a card as shown (5♥); $deadwood: deadwood points; $limit: the knock limit.

illegal-deal-over = the deal is over
illegal-game-over = the game is over
illegal-not-your-turn = it is not your turn
illegal-two-deals = two deals are in play: say whose action this is
illegal-sit-out = you sit out this hand
illegal-not-an-action = that is not a move
illegal-first-draw = the first draw: take the upcard or pass
illegal-stock-only = both players passed the upcard, so this first draw comes from the stock
illegal-draw-first = draw a card first, from the stock or the discard pile
illegal-drawn-already = you have drawn already: discard a card (or knock)
illegal-no-big-gin = big gin is not played with these rules: discard and go gin
illegal-big-gin-eleven = big gin needs all eleven cards melded
illegal-not-in-hand = { $card } is not in your hand
illegal-just-taken = { $card } was just taken from the discard pile: discard another card
illegal-gin-deadwood = discarding { $card } leaves { $deadwood } deadwood; gin needs 0
illegal-straight-gin = knocking is not allowed in Straight gin: you must go gin
illegal-knock-is-gin = discarding { $card } leaves no deadwood: that is gin, not a knock
illegal-gin-only = this hand's upcard allows gin only
illegal-knock-limit = discarding { $card } leaves { $deadwood } deadwood; the knock limit is { $limit }
# $action: the move, in the game's notation.
illegal-not-now = { $action } is not allowed now
illegal-meld-twice = a card may belong to only one meld
# $meld: the meld's cards.
illegal-meld-not-held = [{ $meld }] uses a card you would not be holding
illegal-melds-knock-limit = those melds leave { $deadwood } deadwood; the knock limit is { $limit }

## A challenge's option that is not valid: "That option isn't valid: " and a clause.

# $reason: one of the rules-error-* clauses below.
refusal-option = That option isn't valid: { $reason }.
# $setting: rules-setting; $low, $high: the range; $value: what was given.
rules-error-range = { $setting } must be a whole number from { $low } to { $high }, not { $value }
# $choices: the values it takes, as the command writes them.
rules-error-choice = { $setting } must be one of { $choices }
rules-error-switch = { $setting } must be true or false
# $preset: the bonuses asked for; $choices: those there are.
rules-error-preset = unknown preset { $preset }; choose one of { $choices }
rules-error-not-object = rules must be a JSON object
# $settings: the names given.
rules-error-unknown = unknown rule settings: { $settings }
# A rule's name.
rules-setting = { $setting ->
        [knock_limit] knock limit
        [gin_bonus] gin bonus
        [undercut_bonus] undercut bonus
        [big_gin_bonus] big gin bonus
        [game_bonus] game bonus
        [box_bonus] box bonus
        [target] target
        [variant] variant
        [format] format
        [rotation] rotation
        [dealer] dealer
        [oklahoma_ace] Oklahoma ace
        [shutout] shutout
       *[other] { $setting }
    }

## Moving a table down its channel (/gin table).

# $seconds: since it was posted; $wait: seconds to wait.
refusal-move-recent = This table was posted again { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    } ago, just below. Scroll down to it, or try again in { $wait ->
        [one] { $wait } second
       *[other] { $wait } seconds
    }.
refusal-move-under-way = This table is being posted again right now, just below: scroll down to it in a moment.

## Ending and abandoning.

refusal-end-no-game = There is no game #{ $game } in play in this server. The number is on the table's title.
refusal-end-ended = Game #{ $game } has already ended.
refusal-abandon-tournament = A tournament game can't be abandoned by its players: resign to concede it, or ask an admin to settle it.
refusal-proposal-closed = That proposal to abandon is no longer open: a move was made, someone chose to keep playing, it expired, or I restarted. Propose it again if you still want to.

## Finished games.

refusal-no-finished-game = There is no finished game #{ $game } in this server.
refusal-record-unreadable = Game #{ $game }'s record can't be read, sorry.

## Forgetting a member (/gin forget-me).

refusal-forget-busy = You have a game or challenge in play here, so nothing was erased. Finish it (or resign it), then run { $command } again.
refusal-forget-entered = You're entered in { $tournament }, so nothing was erased. Leave it before it starts (or ask an admin to take you out), then run { $command } again.

## Confirmations (are you sure?).

refusal-confirmation-not-yours = That confirmation was asked for by someone else.
refusal-confirmation-expired = That confirmation has expired.
refusal-confirmation-answered = That confirmation was already answered.

## Tournaments.

# $most: the longest name, in characters.
refusal-tournament-name = Give the tournament a name of 1 to { $most } characters.
refusal-tournament-two-player = A tournament's matches are two-player games: pick those rules.
refusal-tournament-under-way = This server already has a tournament under way: { $tournament }. Let it finish, or cancel it, before you make another.
# $most: the most rounds.
refusal-tournament-swiss-rounds = A Swiss tournament needs its number of rounds: 1 to { $most }.
refusal-tournament-rounds-not-swiss = Only a Swiss tournament takes a number of rounds: a knockout or a round robin has as many as its players need. Leave rounds out.
# The start's range: $minutes (the soonest) to $days (the latest) from now.
refusal-tournament-start-time = Start it { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } to { $days ->
        [one] { $days } day
       *[other] { $days } days
    } from now, or leave the start out and start it yourself.
refusal-sign-up-closed = { $tournament } has started: its sign-up is closed.
refusal-signed-up-already = You're signed up for { $tournament } already. If you can't play, use Leave.
# $most: the most players it takes.
refusal-tournament-full = { $tournament } is full ({ $most } players). Ask an admin about the next one.
refusal-not-signed-up = You aren't signed up for { $tournament }.
refusal-leave-started = { $tournament } has started, so you can't leave it now: resign your game if you must go, or ask an admin to take you out.
refusal-tournament-started = { $tournament } has started already.
# $least: the fewest players it starts with; $count: how many signed up.
refusal-tournament-too-few = { $tournament } needs at least { $least } players to start; { $count } signed up. Wait for more, or cancel it.
refusal-tournament-paused-already = { $tournament } is paused already. Resume it when you're ready.
refusal-tournament-not-paused = { $tournament } isn't paused.
refusal-tournament-not-entrant = That member isn't playing in { $tournament }.
# $round: the round in play.
refusal-settle-not-match = Game #{ $game } isn't a match of { $tournament }'s round { $round }. The number is on the table's title.
refusal-settle-decided = Game #{ $game }'s match is decided already.
refusal-settle-knockout = In a knockout someone must go through: name the winner.
refusal-settle-winner = Name one of game #{ $game }'s two players as the winner.
refusal-tournament-over = That tournament is over.
refusal-tournament-not-started = { $tournament } hasn't started yet.

## Saving failed or the bot is stopping.

refusal-save-failed = I couldn't save that, so it didn't happen.
refusal-save-challenge = I couldn't save that challenge, so it wasn't made.
refusal-save-move = I couldn't save that, so the table didn't move.
refusal-save-tournament = I couldn't save that tournament, so it wasn't made.
refusal-save-fenced = Another copy of the bot runs this server's games now, so this one didn't save that: try again in a moment.
refusal-shutting-down = I'm restarting, so nothing happened.

## The bot's permissions, as Discord's server settings name them.

permission-view-channel = View Channels
permission-send-messages = Send Messages
permission-embed-links = Embed Links
permission-attach-files = Attach Files
permission-read-message-history = Read Message History
permission-create-public-threads = Create Public Threads
permission-send-messages-in-threads = Send Messages in Threads
# $permissions: the permissions it lacks (permission-*, joined by commas).
refusal-blocked = Heads up: I can't update the table or post results in this channel. An admin needs to give me { $permissions } here; your moves are saved meanwhile.
