## The pictures: the words drawn in the hand's and the table's pictures, and the same pictures
## said in words for screen readers (the attachment's description, at most 1,024 characters).
## The hand's picture is in its member's language, the table's in the server's.
## The drawn words are short labels in a narrow space (the table is 440 px wide, its words 17 px
## bold): a label that does not fit is shortened with "…", a count ("Stapel 20", "11 Karten")
## written as its number alone. Keep them as short as the language allows.
## Also drawn, from other files: deal-title and deal-title-round (a deal's title), count-cards
## (a seat's hand: "11 Karten"), computer-player (the computer's name); said: card-spoken,
## list-two (a team's members), sit-out (who sits out). Every character of these messages must
## be one the pictures' font (DejaVu Sans) draws: tests/pictures/test_words.py checks it.
## German: the dealer is said with the verb ("gibt"), as in table.ftl, so no Geber/Geberin.

## -- Drawn in the hand's picture --

# Under each meld of the hand.
# German: "Kombi", the short word for Kombination (the room under a meld is narrow).
picture-meld = Kombi
# Under the deadwood ($points: its count).
picture-deadwood = Deadwood { $points }
# Under the melds of a hand with no deadwood.
picture-gin = Gin: kein Deadwood
# Above the card just drawn, by where it came from ($source: stock or pile).
picture-drawn = { $source ->
        [stock] vom Stapel gezogen
       *[pile] von der Ablage genommen
    }

## -- Drawn in the table's picture --

# A seat's label, written where the member's name can't be: $player is the player's place at
# the table, 1 to 4 ("S1": Spieler 1).
picture-seat = S{ $player }
# Partnerships: a seat's team, under its name ($team: 1 or 2).
picture-team = Team { $team }
# Partnerships: a team in the legend below the tables, before its members' names.
picture-team-legend = Team { $team }:
# Under the name of the seat that deals this hand.
picture-dealer = gibt
# Under the name of the seat to play: what it is to do ($todo: picture-todo).
picture-to-play = dran: { $todo }
# What the seat to play is to do, alone when "dran: …" does not fit.
picture-todo = { $phase ->
        [upcard] nehmen/passen
        [draw] ziehen
       *[discard] abwerfen
    }
# Above the cards a seat took from the discard pile.
picture-took = von Ablage
# Under the stock ($count: the cards left in it).
picture-stock = Stapel { $count }
# Under the discard pile ($count: the cards in it).
picture-pile = Ablage { $count }
# The deal's last move, beside the pile, a clause a line under its player's name.
# German: past participles without "hat", as labels ("vom Stapel gezogen", "und abgeworfen"),
# so that a clause mostly keeps to one line (the room is 200 px).
# How they drew this turn ($source: stock or pile).
picture-move-drew = { $source ->
        [stock] vom Stapel gezogen
       *[pile] von der Ablage genommen
    }
# How their turn ended, with no draw before it ($end: knock, gin, big-gin, or pass: passed on
# the first upcard).
picture-move-end = { $end ->
        [knock] geklopft
        [gin] Gin gemacht
        [big-gin] großes Gin gemacht
       *[pass] gepasst
    }
# How their turn ended, after the line saying how they drew ($end: knock, gin, big-gin).
picture-move-end-after = { $end ->
        [knock] und geklopft
        [gin] und Gin gemacht
        [big-gin] und großes Gin gemacht
       *[pass] und gepasst
    }
# They discarded face up (an arrow before it points at the pile).
picture-move-discarded = abgeworfen
# The same, after the line saying how they drew.
picture-move-discarded-after = und abgeworfen
# Three players: below the table, who sits out this hand.
picture-sits-out = { $player } setzt diese Runde aus
# A member who asked the bot to forget them (/gin forget-me), in place of their name.
picture-former-member = ein Ex-Mitglied

## -- The pictures in words, for screen readers --

# A card with its article, as a sentence names it. German: always the object of "genommen" or
# "abgeworfen", so in the accusative ("den Kreuz-König", "den Herz-Buben", "das Pik-Ass",
# "die Karo-Sieben").
picture-card-the = { $rank ->
        [ace] das
        [jack] den
        [king] den
       *[other] die
    } { $suit ->
        [spades] Pik
        [clubs] Kreuz
        [diamonds] Karo
       *[hearts] Herz
    }-{ $rank ->
        [ace] Ass
        [two] Zwei
        [three] Drei
        [four] Vier
        [five] Fünf
        [six] Sechs
        [seven] Sieben
        [eight] Acht
        [nine] Neun
        [ten] Zehn
        [jack] Buben
       *[queen] Dame
        [king] König
    }

# The hand's picture: $parts are its melds, its deadwood (or gin) and the card just drawn, each
# one of the messages below, joined by "; ".
picture-said-hand = Dein Blatt. { $parts }.
# A meld ($cards: its cards' names, card-spoken, joined by ", ").
picture-said-meld = Kombination: { $cards }
# The deadwood ($points: its count; $cards: its cards' names).
picture-said-deadwood = Deadwood mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }: { $cards }
# The card just drawn ($source: stock or pile; $card: its name, card-spoken).
picture-said-drawn = { $source ->
        [stock] vom Stapel gezogen
       *[pile] von der Ablage genommen
    }: { $card }

# The table's picture: this first, then a sentence for each deal, then who sits out, then the
# teams.
picture-said-table = Der Tisch.
# A deal: $title, $status, $seats (joined by "; "), $stock (count-cards: "20 Karten"), $pile
# (the cards in the discard pile, a number), $top (picture-said-top or picture-said-empty).
picture-said-board = { $title }: { $status }. { $seats }. Stapel: { $stock }, Ablagestapel: { $pile ->
        [one] { $pile } Karte
       *[other] { $pile } Karten
    }, { $top }.
# Who is to play and what ($phase: as in picture-todo).
picture-said-to-play = { $player } ist dran: { $phase ->
        [upcard] die aufgedeckte Karte nehmen oder passen
        [draw] ziehen
       *[discard] abwerfen
    }
# No one is to play at this table.
picture-said-over = Runde vorbei
# The top of the discard pile ($card: card-spoken).
picture-said-top = oben: { $card }
# The discard pile is empty.
picture-said-empty = leer
# A seat: its player, how many cards they hold ($cards: count-cards), and whether they deal;
# partnerships: their team ($team: 1 or 2).
picture-said-seat = { $player } hat { $cards }
picture-said-seat-dealer = { $player } gibt und hat { $cards }
picture-said-seat-team = { $player } (Team { $team }) hat { $cards }
picture-said-seat-team-dealer = { $player } (Team { $team }) gibt und hat { $cards }
# A seat that took cards from the pile ($seat: one of the four above; $cards: the cards' names).
picture-said-seat-took = { $seat }, darunter von der Ablage: { $cards }
# The deal's last move ($move: one of the three below).
picture-said-last = Letzter Zug: { $move }.
# They drew from the stock this turn, then ($end): discarded $discarded (picture-card-the),
# knocked, went gin, went big gin, or nothing yet (none).
picture-said-drew = { $end ->
        [discard] { $player } hat vom Stapel gezogen und { $discarded } abgeworfen
        [knock] { $player } hat vom Stapel gezogen und geklopft
        [gin] { $player } hat vom Stapel gezogen und Gin gemacht
        [big-gin] { $player } hat vom Stapel gezogen und großes Gin gemacht
       *[none] { $player } hat vom Stapel gezogen
    }
# They took $taken (picture-card-the) from the discard pile this turn, then ($end): as above.
picture-said-took = { $end ->
        [discard] { $player } hat { $taken } von der Ablage genommen und { $discarded } abgeworfen
        [knock] { $player } hat { $taken } von der Ablage genommen und geklopft
        [gin] { $player } hat { $taken } von der Ablage genommen und Gin gemacht
        [big-gin] { $player } hat { $taken } von der Ablage genommen und großes Gin gemacht
       *[none] { $player } hat { $taken } von der Ablage genommen
    }
# A move with no draw before it ($end: as above, or pass: passed on the first upcard).
picture-said-move = { $end ->
        [discard] { $player } hat { $discarded } abgeworfen
        [knock] { $player } hat geklopft
        [gin] { $player } hat Gin gemacht
        [big-gin] { $player } hat großes Gin gemacht
        [pass] { $player } hat bei der aufgedeckten Karte gepasst
       *[none] { $player } hat gespielt
    }
# Partnerships: a team and its members ($team: 1 or 2; $members: their names, list-two).
picture-said-team = Team { $team }: { $members }.

## -- The rating chart (/gin stats) --

# Beside the highest rating after a game ($rating: as written, never grouped).
picture-chart-best = Bestwert { $rating }
