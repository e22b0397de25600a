## The public table message: a challenge, or a game in play. What the channel sees: said in the
## server's language.

table-title = Gin rummy · game #{ $game }
table-title-format = Gin rummy · game #{ $game } · { $format }
table-game-over = Game over: { $winners } won.
table-game-over-nobody = Game over.
# $label: "Table 1 · " when a round has two tables, else empty; $deadline: a Discord timestamp.
table-to-play = { $label }**{ $player }** to play: { $todo }. Turn ends { $deadline }.
table-offline = ⏸️ I was offline for { $duration }, so every deadline moved by as much: time I can't hear your clicks never counts against you.
table-friendly = { $rules } · a friendly game (unrated)

# Three players: who sits out this hand, and why.
sit-out-dealer = { $player } deals and sits out this hand.
sit-out-low-cut = { $player } sits out this hand (the low cut).
sit-out-lost = { $player } sits out this hand (lost the last one).
sit-out = { $player } sits out this hand.

# One deal's fields.
deal-players = { $first } vs { $second }
deal-dealer = Dealer: { $dealer }
# $cards: "28 cards" (count-cards)
deal-stock = Stock: { $cards }
deal-in-hand = In hand: { $first } { $first_cards }, { $second } { $second_cards }
deal-pile = { $label }Discard pile
deal-pile-top = Top: **{ $card }**
deal-pile-below = Below: { $cards }
deal-knock-limit = Knock limit this deal: **{ $limit }**
deal-knock-limit-gin = Knock limit this deal: **gin only**
deal-doubled = Spade upcard: this deal's scores are doubled
deal-straight = Straight gin: no knocking
deal-took = { $player } took { $cards } from the pile
deal-last = Last: { $move }
deal-last-deal = Last deal: { $result ->
        [knock] knock
        [undercut] undercut
        [gin] gin
        [big-gin] big gin
       *[draw] draw
    }
deal-on-table = On the table
deal-on-table-label = { $label }on the table

# The last move, as the table says it.
move-draw = { $player } drew from the stock
move-take = { $player } took the top of the discard pile
move-pass = { $player } passed on the upcard
move-discard = { $player } discarded { $card }
move-knock = { $player } knocked
move-gin = { $player } went gin
move-big-gin = { $player } went big gin
move-other = { $player } played

# A deal's title; a partnership's deals by their round and table.
deal-title = Deal { $deal }
deal-title-table = Table { $table } · Deal { $deal }
deal-title-round = Round { $round } · Table { $table }
board-label = Table { $table } ·{" "}

# The game's controls.
table-show-hand = Show my hand
table-rules = Rules
table-recent-moves = Recent moves
table-resign = Resign

# A game ended by agreement or by an admin.
ended-agreed = The players agreed to abandon this game. It counts for nobody's rating.
ended-by-admin = An admin ended this game: “{ $reason }”. It counts for nobody's rating.
ended-unreachable = This game was abandoned: its channel can't be reached.

# A challenge.
challenge-title = Gin rummy challenge · #{ $game }
challenge-made = { $challenger } challenges { $invited } to gin rummy!
challenge-partners = Partners: { $challenger } & { $partner } against { $first } & { $second }.
challenge-waiting = Waiting for { $waiting } to accept or decline. The challenge expires { $deadline }.
challenge-declined-by = { $player } declined.
challenge-declined = It was declined.
challenge-cancelled = The challenge was cancelled.
challenge-expired-nobody = Nobody answered in time, so the challenge expired.
challenge-expired-not-everyone = Not everyone answered in time, so the challenge expired.
challenge-abandoned = It was abandoned.
challenge-closed = This challenge is closed.
challenge-rules = Rules
challenge-turn-timer = Turn timer
challenge-accept = Accept
challenge-decline = Decline
challenge-cancel = Cancel

# Lists of people: "Ann", "Ann and Bob", "Ann, Bob and Cat".
list-two = { $first } and { $second }
list-more = { $rest } and { $last }

# A table where the bot was not invited, no longer editable: its one button wakes it.
table-abandon = Propose abandoning
table-wake = Show the table
table-asleep = This table is asleep: Discord lets the bot update it for 15 minutes after each click. Show the table brings it back.
