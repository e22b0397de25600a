## The terminal game (python -m bot play): everything it prints, in the language of --lang, else
## of the environment (LC_ALL, LC_MESSAGES, LANG). A player types the same commands and cards in
## every language: the letters and words in brackets or quotes below (d, t, p, x, k, g, big, h,
## q, y; "x CARD", "k 7h", "7h", "10d", "TD", "kh") are what they type, so keep them as they are
## (CARD stands for a card: say it in the language). The help and every "Now:" line say what
## each command does.
## $player, $knocker, $dealer: who, "you" (the player) or "computer". A card ($card, $upcard) is
## written as the table shows it (7♥, or 7H where the terminal can't show the suits).

# The first line; $level: the computer's level.
terminal-title = Gin rummy against the computer ({ $level ->
        [easy] easy
        [hard] hard
        [expert] expert
       *[normal] normal
    })
# $rules: the rules line (rules-variant, rules-target, …).
terminal-rules = Rules: { $rules }.
# $seed: the number that deals the same game again, as typed (never grouped).
terminal-seed = Seed { $seed }. Type h for help.
# … when the game picked it: how to play this game again.
terminal-seed-random = Seed { $seed } (to play this game again: --seed { $seed }). Type h for help.
# The cut for the first deal: $yours and $theirs, the cards cut; $dealer deals first.
terminal-cut = You cut { $yours }, the computer cuts { $theirs }: { $dealer ->
        [you] you deal
       *[computer] the computer deals
    } first (the low card deals).
# … after $ties cuts that tied first (and were cut again).
terminal-cut-after-ties = You cut { $yours }, the computer cuts { $theirs } ({ $ties ->
        [one] { $ties } tied cut
       *[other] { $ties } tied cuts
    } first): { $dealer ->
        [you] you deal
       *[computer] the computer deals
    } first (the low card deals).

# -- A deal.
# Its first line (between rules of ─ and ═ the game draws).
terminal-deal = Deal { $deal } · { $dealer ->
        [you] you deal
       *[computer] the computer deals
    }
terminal-upcard = The upcard is { $card }.
# Oklahoma: what the upcard does (after terminal-upcard, on the same line).
terminal-upcard-gin-only = It allows gin only.
terminal-upcard-knock-limit = It sets the knock limit to { $limit }.
terminal-upcard-doubled = A spade: this deal's points are doubled.
terminal-straight = Straight gin: no knocking, gin only.

# -- The computer's moves, as anyone at the table sees them.
terminal-computer-passes = The computer passes on the upcard { $card }.
# Its turn in one line: how it drew ($drew: stock; pile, taking $taken; none: not seen), then
# what it did.
terminal-computer-discards = The computer { $drew ->
        [stock] draws from the stock
        [pile] takes the { $taken } from the discard pile
       *[none] plays
    } and discards { $card }.
# $deadwood: the points of its unmatched cards.
terminal-computer-knocks = The computer { $drew ->
        [stock] draws from the stock
        [pile] takes the { $taken } from the discard pile
       *[none] plays
    } and knocks with { $deadwood } deadwood.
terminal-computer-gin = The computer { $drew ->
        [stock] draws from the stock
        [pile] takes the { $taken } from the discard pile
       *[none] plays
    } and goes gin!
terminal-computer-big-gin = The computer { $drew ->
        [stock] draws from the stock
        [pile] takes the { $taken } from the discard pile
       *[none] plays
    }: big gin!

# -- Your moves.
terminal-you-draw = You draw the { $card }.
terminal-you-take = You take the { $card }.
terminal-you-pass = You pass on the upcard { $card }.
terminal-you-discard = You discard { $card }.
terminal-you-knock = You knock with { $deadwood } deadwood, discarding { $card }.
terminal-you-gin = You discard { $card } and go gin!
terminal-you-big-gin = Big gin!

# -- The table on your turn. Its first line: facts joined by " · ": the deal (deal-title), the
# stock ($cards: count-cards), then what this deal allows.
terminal-fact-stock = stock { $cards }
terminal-fact-straight = gin only (Straight)
terminal-fact-ace = gin only (ace upcard)
terminal-fact-knock-limit = knock limit { $limit }
terminal-fact-doubled = points doubled (spade upcard)
# The top of the discard pile ($card), and the cards just below it ($cards).
terminal-pile = Discard pile: { $card }
terminal-pile-below = Discard pile: { $card } (below it: { $cards })
terminal-pile-empty = Discard pile: empty
# The whole pile (the pile command).
terminal-pile-all = Discard pile, top first: { $cards }.
# An empty list of cards.
terminal-cards-none = none
terminal-computer-took = The computer took from the pile: { $cards }
# $hand: terminal-hand.
terminal-your-hand = Your hand: { $hand }
# A hand: $cards, its melds in brackets then its other cards; $deadwood: their points.
terminal-hand = { $cards } · deadwood { $deadwood }
# $choices: what you may do (the terminal-todo-* phrases, in a list).
terminal-your-turn = Your turn: { $choices }.

# -- What you may do now, each with the command to type in brackets.
terminal-todo-first-upcard = take the upcard { $upcard } (t) or pass (p)
terminal-todo-stock-only = draw from the stock (d): you both passed the upcard
terminal-todo-draw = draw from the stock (d) or take the { $upcard } (t)
terminal-todo-discard = discard a card (x CARD, or just the card)
# … except the card just taken from the pile.
terminal-todo-discard-not = discard a card (x CARD, or just the card; not the { $card } you just took)
# $cards: the cards it may discard, in a list ("7♥ or 8♦").
terminal-todo-knock = knock discarding { $cards } (k CARD)
terminal-todo-gin = go gin discarding { $cards } (g CARD)
terminal-todo-big-gin = go big gin (big)
# Choices in a list: "a or b", "a, b or c" ($rest: the others, joined by commas).
terminal-or-two = { $first } or { $second }
terminal-or-more = { $rest } or { $last }

# -- Answers to what you type.
# After an answer: what you may do now ($choices: as in terminal-your-turn).
terminal-now = Now: { $choices }.
terminal-now-help = Now: { $choices }. Type h for help.
terminal-playing-on = Playing on.
# A move the rules don't allow now: $reason, one of the illegal-* clauses (refusals.ftl), its
# first letter made a capital.
terminal-refused = { $reason }.
terminal-no-gin = No gin now.
# $deadwood: the least deadwood a discard leaves.
terminal-no-gin-best = No gin now (the best discard leaves { $deadwood }).
# A line that is not a command. $typed: what was typed (a word, or the whole line).
terminal-bad-word = '{ $typed }' is not a command or a card.
terminal-bad-command = '{ $typed }' is not a command.
# "kh" typed alone: the king of hearts ($card), or a knock without its space.
terminal-could-be-knock = '{ $typed }' could be a knock: type x { $typed } to discard the { $card }, or k and a card to knock (k 7h).
# $typed: the command typed (k, knock, x, discard, g, gin, …).
terminal-needs-card = { $typed } needs one card, like { $typed } 7h.
terminal-takes-no-card = { $typed } takes no card.
terminal-bad-card = '{ $typed }' is not a card: write a rank (A, 2-9, T or 10, J, Q, K) then a suit (s, c, d, h), like 7h or 10d.

# -- The help (h): a line per command, after the commands as typed.
terminal-help = Commands (a letter or the word):
terminal-help-draw = draw the top card of the stock
terminal-help-take = take the top card of the discard pile (the upcard, on the first turn)
terminal-help-pass = pass on the upcard (the first turn of a deal only)
# $card: the seven of hearts, as shown (7♥).
terminal-help-discard = discard the { $card } (also: discard 7h; a king: x kh, as kh looks like a knock)
terminal-help-knock = knock, discarding the { $card } face down (your melds are laid for you)
terminal-help-gin = go gin, discarding the { $card } (g alone: any card that leaves no deadwood)
terminal-help-big-gin = big gin: all eleven cards melded (when the rules have it)
terminal-help-pile = the whole discard pile, top first
terminal-help-score = the score so far
terminal-help-help = this help
terminal-help-quit = leave the game (asks first)
# How a card is typed; $symbols: yes where the terminal shows the suits' symbols.
terminal-help-cards = Cards: a rank (A, 2-9, T or 10, J, Q, K) then a suit ({ $symbols ->
        [yes] s, c, d, h or ♠ ♣ ♦ ♥): 7h, 10d, TD, q♠.
       *[no] s, c, d, h): 7h, 10d, TD.
    }
terminal-help-empty = An empty line shows the table again.

# -- The score, and leaving. $target: the points to win; $you, $computer: each one's score.
terminal-score = Score (to { $target }): you { $you } · the computer { $computer }.
# $score: terminal-score.
terminal-left = You leave the game. { $score } Goodbye!
terminal-end-of-input = End of input: the game stops here. { $score } Goodbye!
terminal-interrupted = Interrupted: the game stops here. { $score } Goodbye!
terminal-leave-ask = Leave this game before its end? Type y to leave; anything else plays on.
# After a deal's end: the next deal waits. $deal: its number.
terminal-press-enter = Press Enter for deal { $deal } (q to quit).
terminal-again = Play again? Type y for a new game, or press Enter to leave.
terminal-thanks = Thanks for playing.

# -- A deal's end.
# Its headline, between rules of ═: "Deal 3: You went gin!" ($headline: one of the four below).
terminal-showdown = Deal { $deal }: { $headline }
terminal-went-gin = { $knocker ->
        [you] You
       *[computer] The computer
    } went gin!
terminal-went-big-gin = { $knocker ->
        [you] You
       *[computer] The computer
    } went big gin!
terminal-knocked = { $knocker ->
        [you] You
       *[computer] The computer
    } knocked and won.
terminal-undercut = { $knocker ->
        [you] You knocked, but the computer undercut!
       *[computer] The computer knocked, but you undercut!
    }
terminal-drawn = Deal { $deal }: a draw
terminal-drawn-why = The stock ran out: nobody scores, and the same dealer deals again (the hands stay hidden).
# The knocker's hand ($hand: terminal-hand) and how they went out ($kind: knock or gin), with
# the card discarded ($card).
terminal-knocker = { $player ->
        [you] You
       *[computer] The computer
    } ({ $kind ->
        [gin] gin
       *[knock] knocked
    }, discarding { $card }): { $hand }
# … a big gin, which discards nothing.
terminal-knocker-no-discard = { $player ->
        [you] You
       *[computer] The computer
    } ({ $kind ->
        [gin] gin
       *[knock] knocked
    }): { $hand }
# The other hand, after laying off or not.
terminal-defender = { $player ->
        [you] You
       *[computer] The computer
    }: { $hand }
terminal-defender-laid-off = { $player ->
        [you] You
       *[computer] The computer
    } after laying off: { $hand }
# $cards: each card laid off and the meld it went on (showdown-laid-off-card), joined by commas.
terminal-laid-off = { $player ->
        [you] You
       *[computer] The computer
    } laid off { $cards }.
# Where the deal's points come from ($sum: sum-knock, sum-gin, …), as a sentence.
terminal-sum = { $sum }.
terminal-scores = { $player ->
        [you] You score
       *[computer] The computer scores
    } { $points }.

# -- The game's end: the score sheet (its columns named by these), and who won.
terminal-game-over = Game over after { $count ->
        [one] { $count } deal
       *[other] { $count } deals
    }
terminal-sheet-you = You
terminal-sheet-computer = Computer
# The grand totals, as the sheet writes them.
terminal-tie = A tie at { $points }!
terminal-you-win = You win, { $high } to { $low }!
terminal-computer-wins = The computer wins, { $high } to { $low }.
terminal-shutout = A shutout: the winner's total is doubled.
# The game could not start: $reason, one of the rules-error-* clauses (refusals.ftl).
terminal-cannot-play = Can't play: { $reason }.
