## The pictures: the words drawn in the hand's and the table's pictures, and the same pictures
## said in words for screen readers (the attachment's description).
## Drawn labels are short (the table is 440 px wide); the alt text is read aloud, in full.
## Terms as in hand.ftl and table.ftl: combinación, cartas sueltas, mazo, montón de descartes,
## reparte, pareja, descansar, cerrar, hacer gin, supergin, carta descubierta. Any player may be
## of any gender: preterites ("robó", "cerró") rather than participles agreeing with them.

## -- Drawn in the hand's picture --

# Under each meld of the hand.
picture-meld = combinación
# Under the deadwood ($points: its count).
picture-deadwood = sueltas: { $points }
# Under the melds of a hand with no deadwood (also said in the alt text).
picture-gin = gin: sin cartas sueltas
# Above the card just drawn ("robada", "tomada": the card, feminine).
picture-drawn = { $source ->
        [stock] robada del mazo
       *[pile] tomada de los descartes
    }

## -- Drawn in the table's picture --

# A seat's label where the name can't be drawn: "J1" (jugador 1).
picture-seat = J{ $player }
picture-team = pareja { $team }
picture-team-legend = pareja { $team }:
# Under the dealer's name: a verb, so no gender.
picture-dealer = reparte
picture-to-play = turno: { $todo }
picture-todo = { $phase ->
        [upcard] tomar o pasar
        [draw] robar
       *[discard] descartar
    }
# The table's drawn labels call the pile "montón" (of "montón de descartes"): "descartes 12"
# does not fit beside "mazo 31", nor "de los descartes" above the cards taken.
# Above the cards a seat took from the discard pile.
picture-took = del montón
picture-stock = mazo { $count }
picture-pile = montón { $count }
# The last move, a clause a line. "e hizo": "y" becomes "e" before "hi-".
picture-move-drew = { $source ->
        [stock] robó del mazo
       *[pile] tomó del montón
    }
picture-move-end = { $end ->
        [knock] cerró
        [gin] hizo gin
        [big-gin] hizo supergin
       *[pass] pasó sin tomar la carta descubierta
    }
picture-move-end-after = { $end ->
        [knock] y cerró
        [gin] e hizo gin
        [big-gin] e hizo supergin
       *[pass] y pasó sin tomar la carta descubierta
    }
picture-move-discarded = descartó
picture-move-discarded-after = y descartó
picture-sits-out = { $player } descansa esta mano
picture-former-member = un antiguo miembro

## -- The pictures in words, for screen readers --

# A card with its article: "el rey de tréboles", "la reina de picas", "la jota de diamantes".
picture-card-the = { $rank ->
        [ace] el as
        [two] el dos
        [three] el tres
        [four] el cuatro
        [five] el cinco
        [six] el seis
        [seven] el siete
        [eight] el ocho
        [nine] el nueve
        [ten] el diez
        [jack] la jota
       *[queen] la reina
        [king] el rey
    } de { $suit ->
        [spades] picas
        [clubs] tréboles
        [diamonds] diamantes
       *[hearts] corazones
    }

# "Tus cartas" rather than "Tu mano", as in hand.ftl.
picture-said-hand = Tus cartas. { $parts }.
picture-said-meld = combinación: { $cards }
picture-said-deadwood = cartas sueltas ({ $points ->
        [one] { $points } punto
        [many] { $points } de puntos
       *[other] { $points } puntos
    }): { $cards }
picture-said-drawn = { $source ->
        [stock] carta robada del mazo
       *[pile] carta tomada de los descartes
    }: { $card }

picture-said-table = La mesa.
# "Mazo: 20 cartas; montón de descartes: 3 (encima: siete de corazones)." / "… 0 (vacío)."
picture-said-board = { $title }: { $status }. { $seats }. Mazo: { $stock }; montón de descartes: { $pile } ({ $top }).
# "Mano 3: le toca a Ana robar."
picture-said-to-play = le toca a { $player } { $phase ->
        [upcard] tomar la carta descubierta o pasar
        [draw] robar
       *[discard] descartar
    }
picture-said-over = la mano ha terminado
picture-said-top = encima: { $card }
# "vacío": the pile (el montón).
picture-said-empty = vacío
# "Reparte" as a verb: no gender for the dealer.
picture-said-seat = { $player } tiene { $cards }
picture-said-seat-dealer = { $player } reparte y tiene { $cards }
picture-said-seat-team = { $player } (pareja { $team }) tiene { $cards }
picture-said-seat-team-dealer = { $player } (pareja { $team }) reparte y tiene { $cards }
picture-said-seat-took = { $seat } (tomó de los descartes: { $cards })
picture-said-last = Última jugada: { $move }.
# $discarded, $taken: picture-card-the ("el rey de tréboles"). "e hizo": "y" before "hi-".
picture-said-drew = { $end ->
        [discard] { $player } robó del mazo y descartó { $discarded }
        [knock] { $player } robó del mazo y cerró
        [gin] { $player } robó del mazo e hizo gin
        [big-gin] { $player } robó del mazo e hizo supergin
       *[none] { $player } robó del mazo
    }
picture-said-took = { $end ->
        [discard] { $player } tomó { $taken } de los descartes y descartó { $discarded }
        [knock] { $player } tomó { $taken } de los descartes y cerró
        [gin] { $player } tomó { $taken } de los descartes e hizo gin
        [big-gin] { $player } tomó { $taken } de los descartes e hizo supergin
       *[none] { $player } tomó { $taken } de los descartes
    }
picture-said-move = { $end ->
        [discard] { $player } descartó { $discarded }
        [knock] { $player } cerró
        [gin] { $player } hizo gin
        [big-gin] { $player } hizo supergin
        [pass] { $player } pasó sin tomar la carta descubierta
       *[none] { $player } jugó
    }
picture-said-team = Pareja { $team }: { $members }.

## -- The rating chart (/gin stats) --

# Beside the highest rating after a game ("máx.": máximo).
picture-chart-best = máx. { $rating }
