## The pictures: the words drawn in the hand's and the table's pictures, and the same pictures
## said in words for screen readers (the attachment's description, at most 1,024 characters).
## The hand's picture is in its member's language, the table's in the server's.
## The drawn words are short labels in a narrow space (the table is 440 px wide, its words 17 px
## bold): a label that does not fit is shortened with "…", a count ("stock 20", "11 cards")
## written as its number alone. Keep them as short as the language allows.
## Also drawn, from other files: deal-title and deal-title-round (a deal's title), count-cards
## (a seat's hand: "11 cards"), computer-player (the computer's name); said: card-spoken,
## list-two (a team's members), sit-out (who sits out). Every character of these messages must
## be one the pictures' font (DejaVu Sans) draws: tests/pictures/test_words.py checks it.

## -- Drawn in the hand's picture --

# Under each meld of the hand.
picture-meld = meld
# Under the deadwood ($points: its count).
picture-deadwood = deadwood { $points }
# Under the melds of a hand with no deadwood.
picture-gin = gin: no deadwood
# Above the card just drawn, by where it came from ($source: stock or pile).
picture-drawn = { $source ->
        [stock] drawn from the stock
       *[pile] taken from the pile
    }

## -- Drawn in the table's picture --

# A seat's label, written where the member's name can't be (nothing of it in the font, or no
# name known): $player is the player's place at the table, 1 to 4 ("P1": player 1).
picture-seat = P{ $player }
# Partnerships: a seat's team, under its name ($team: 1 or 2).
picture-team = team { $team }
# Partnerships: a team in the legend below the tables, before its members' names.
picture-team-legend = team { $team }:
# Under the name of the seat that deals this hand.
picture-dealer = dealer
# Under the name of the seat to play: what it is to do ($todo: picture-todo).
picture-to-play = to play: { $todo }
# What the seat to play is to do, alone when "to play: …" does not fit ($phase: upcard: take the
# first upcard or pass; draw; discard: discard, knock or go gin).
picture-todo = { $phase ->
        [upcard] take or pass
        [draw] draw
       *[discard] discard
    }
# Above the cards a seat took from the discard pile (face up: everyone saw them taken).
picture-took = from the pile
# Under the stock ($count: the cards left in it).
picture-stock = stock { $count }
# Under the discard pile ($count: the cards in it).
picture-pile = pile { $count }
# The deal's last move, beside the pile, a clause a line under its player's name.
# How they drew this turn ($source: stock or pile).
picture-move-drew = { $source ->
        [stock] drew from the stock
       *[pile] took from the pile
    }
# How their turn ended, with no draw before it ($end: knock, gin, big-gin, or pass: passed on
# the first upcard).
picture-move-end = { $end ->
        [knock] knocked
        [gin] went gin
        [big-gin] went big gin
       *[pass] passed on the upcard
    }
# How their turn ended, after the line saying how they drew ($end: knock, gin, big-gin).
picture-move-end-after = { $end ->
        [knock] and knocked
        [gin] and went gin
        [big-gin] and went big gin
       *[pass] and passed on the upcard
    }
# They discarded face up (an arrow before it points at the pile, whose top the card is now).
picture-move-discarded = discarded
# The same, after the line saying how they drew.
picture-move-discarded-after = and discarded
# Three players: below the table, who sits out this hand.
picture-sits-out = { $player } sits out this hand
# A member who asked the bot to forget them (/gin forget-me), in place of their name.
picture-former-member = a former member

## -- The pictures in words, for screen readers --

# A card with its article, as a sentence names it ("discarded the king of clubs"): the same
# ranks and suits as card-spoken (a language whose article follows the rank selects on $rank).
picture-card-the = the { $rank ->
        [ace] ace
        [two] two
        [three] three
        [four] four
        [five] five
        [six] six
        [seven] seven
        [eight] eight
        [nine] nine
        [ten] ten
        [jack] jack
       *[queen] queen
        [king] king
    } of { $suit ->
        [spades] spades
        [clubs] clubs
        [diamonds] diamonds
       *[hearts] hearts
    }

# The hand's picture: $parts are its melds, its deadwood (or gin) and the card just drawn, each
# one of the messages below, joined by "; ".
picture-said-hand = Your hand. { $parts }.
# A meld ($cards: its cards' names, card-spoken, joined by ", ").
picture-said-meld = meld: { $cards }
# The deadwood ($points: its count; $cards: its cards' names).
picture-said-deadwood = deadwood { $points }: { $cards }
# The card just drawn ($source: stock or pile; $card: its name, card-spoken).
picture-said-drawn = { $source ->
        [stock] drawn from the stock
       *[pile] taken from the pile
    }: { $card }

# The table's picture: this first, then a sentence for each deal, then who sits out, then the
# teams.
picture-said-table = The table.
# A deal: $title (deal-title or deal-title-round), $status (picture-said-to-play or
# picture-said-over), $seats (its two seats, picture-said-seat…, joined by "; "), $stock (the
# cards left in the stock, count-cards: "20 cards"), $pile (the cards in the discard pile, a
# number), $top (picture-said-top or picture-said-empty).
picture-said-board = { $title }: { $status }. { $seats }. Stock { $stock }, discard pile { $pile }, { $top }.
# Who is to play and what ($phase: as in picture-todo).
picture-said-to-play = { $player } to play: { $phase ->
        [upcard] take the upcard or pass
        [draw] draw
       *[discard] discard
    }
# No one is to play at this table.
picture-said-over = deal over
# The top of the discard pile ($card: card-spoken).
picture-said-top = top: { $card }
# The discard pile is empty.
picture-said-empty = empty
# A seat: its player, how many cards they hold ($cards: count-cards), and whether they deal;
# partnerships: their team ($team: 1 or 2).
picture-said-seat = { $player } holds { $cards }
picture-said-seat-dealer = { $player } (dealer) holds { $cards }
picture-said-seat-team = { $player } (team { $team }) holds { $cards }
picture-said-seat-team-dealer = { $player } (team { $team }, dealer) holds { $cards }
# A seat that took cards from the pile ($seat: one of the four above; $cards: the cards' names).
picture-said-seat-took = { $seat }, taken from the pile: { $cards }
# The deal's last move ($move: one of the three below).
picture-said-last = Last move: { $move }.
# They drew from the stock this turn, then ($end): discarded $discarded (picture-card-the),
# knocked, went gin, went big gin, or nothing yet (none).
picture-said-drew = { $end ->
        [discard] { $player } drew from the stock and discarded { $discarded }
        [knock] { $player } drew from the stock and knocked
        [gin] { $player } drew from the stock and went gin
        [big-gin] { $player } drew from the stock and went big gin
       *[none] { $player } drew from the stock
    }
# They took $taken (picture-card-the) from the discard pile this turn, then ($end): as above.
picture-said-took = { $end ->
        [discard] { $player } took { $taken } from the pile and discarded { $discarded }
        [knock] { $player } took { $taken } from the pile and knocked
        [gin] { $player } took { $taken } from the pile and went gin
        [big-gin] { $player } took { $taken } from the pile and went big gin
       *[none] { $player } took { $taken } from the pile
    }
# A move with no draw before it ($end: as above, or pass: passed on the first upcard).
picture-said-move = { $end ->
        [discard] { $player } discarded { $discarded }
        [knock] { $player } knocked
        [gin] { $player } went gin
        [big-gin] { $player } went big gin
        [pass] { $player } passed on the upcard
       *[none] { $player } played
    }
# Partnerships: a team and its members ($team: 1 or 2; $members: their names, list-two).
picture-said-team = Team { $team }: { $members }.

## -- The rating chart (/gin stats): its title is stats-chart-title, its count of games (top
## right) stats-count-games --

# Beside the highest rating after a game ($rating: as written, never grouped).
picture-chart-best = best { $rating }
