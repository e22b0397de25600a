## The pictures: the words drawn in the hand's and the table's pictures, and the same pictures
## said in words for screen readers (the attachment's description, at most 1,024 characters).
## The drawn words are short labels in a narrow space (the table is 440 px wide): keep them
## short. Present tense for what a player does, as in table.ftl and moves.ftl (the past would
## need the player's gender).

## -- Drawn in the hand's picture --

# Under each meld of the hand.
picture-meld = układ
# Under the deadwood ($points: its count).
picture-deadwood = wolne: { $points } pkt
# Under the melds of a hand with no deadwood (also said in the hand's alt text).
picture-gin = gin: bez wolnych kart
# Above the card just drawn (the card: "karta", feminine).
picture-drawn = { $source ->
        [stock] dobrana z talonu
       *[pile] wzięta ze stosu
    }

## -- Drawn in the table's picture --

# A seat's label where the member's name can't be drawn (or said): "Gracz 1".
picture-seat = Gracz { $player }
picture-team = para { $team }
picture-team-legend = para { $team }:
# "rozdaje": a verb, the same for any gender (as deal-dealer's "Rozdaje:").
picture-dealer = rozdaje
# Infinitives, as todo-* in hand.ftl ("Twój ruch: dobrać kartę").
picture-to-play = ruch: { $todo }
picture-todo = { $phase ->
        [upcard] wziąć lub pas
        [draw] dobrać
       *[discard] odrzucić
    }
picture-took = ze stosu
picture-stock = talon { $count }
picture-pile = stos { $count }
# The last move, a clause a line under its player's name.
picture-move-drew = { $source ->
        [stock] dobiera z talonu
       *[pile] bierze ze stosu
    }
picture-move-end = { $end ->
        [knock] stuka
        [gin] ma gina
        [big-gin] ma dużego gina
       *[pass] pasuje przy odkrytej karcie
    }
picture-move-end-after = { $end ->
        [knock] i stuka
        [gin] i ma gina
        [big-gin] i ma dużego gina
       *[pass] i pasuje przy odkrytej karcie
    }
picture-move-discarded = odrzuca
picture-move-discarded-after = i odrzuca
picture-sits-out = { $player } pauzuje w tym rozdaniu
# As former-member (common.ftl), without the italics.
picture-former-member = były użytkownik

## -- The pictures in words, for screen readers --

# A card as the object of a verb: only ever $discarded and $taken below ("odrzuca damę trefl",
# "bierze asa pik ze stosu"), so in the accusative; as, walet and król are animate.
picture-card-the = { $rank ->
        [ace] asa
        [two] dwójkę
        [three] trójkę
        [four] czwórkę
        [five] piątkę
        [six] szóstkę
        [seven] siódemkę
        [eight] ósemkę
        [nine] dziewiątkę
        [ten] dziesiątkę
        [jack] waleta
       *[queen] damę
        [king] króla
    } { $suit ->
        [spades] pik
        [clubs] trefl
        [diamonds] karo
       *[hearts] kier
    }

picture-said-hand = Twoje karty. { $parts }.
picture-said-meld = układ: { $cards }
picture-said-deadwood = wolne karty, { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }: { $cards }
picture-said-drawn = { $source ->
        [stock] dobrana z talonu
       *[pile] wzięta ze stosu
    }: { $card }

picture-said-table = Stół.
# $stock: count-cards ("20 kart"); $pile: a number.
picture-said-board = { $title }: { $status }. { $seats }. Talon: { $stock }, stos odkryty: { $pile ->
        [one] { $pile } karta
        [few] { $pile } karty
       *[many] { $pile } kart
    }, { $top }.
# As table-to-play ("Ola ma teraz dobrać kartę").
picture-said-to-play = { $player } ma teraz { $phase ->
        [upcard] wziąć odkrytą kartę lub spasować
        [draw] dobrać kartę
       *[discard] odrzucić kartę
    }
picture-said-over = koniec rozdania
picture-said-top = na wierzchu: { $card }
# The discard pile ("stos", masculine) is empty.
picture-said-empty = pusty
picture-said-seat = { $player } ma na ręce { $cards }
picture-said-seat-dealer = { $player } rozdaje i ma na ręce { $cards }
picture-said-seat-team = { $player } (para { $team }) ma na ręce { $cards }
picture-said-seat-team-dealer = { $player } (para { $team }) rozdaje i ma na ręce { $cards }
picture-said-seat-took = { $seat }, karty wzięte ze stosu: { $cards }
picture-said-last = Ostatni ruch: { $move }.
picture-said-drew = { $end ->
        [discard] { $player } dobiera kartę z talonu i odrzuca { $discarded }
        [knock] { $player } dobiera kartę z talonu i stuka
        [gin] { $player } dobiera kartę z talonu i ma gina
        [big-gin] { $player } dobiera kartę z talonu i ma dużego gina
       *[none] { $player } dobiera kartę z talonu
    }
picture-said-took = { $end ->
        [discard] { $player } bierze { $taken } ze stosu i odrzuca { $discarded }
        [knock] { $player } bierze { $taken } ze stosu i stuka
        [gin] { $player } bierze { $taken } ze stosu i ma gina
        [big-gin] { $player } bierze { $taken } ze stosu i ma dużego gina
       *[none] { $player } bierze { $taken } ze stosu
    }
picture-said-move = { $end ->
        [discard] { $player } odrzuca { $discarded }
        [knock] { $player } stuka
        [gin] { $player } ma gina
        [big-gin] { $player } ma dużego gina
        [pass] { $player } pasuje przy odkrytej karcie
       *[none] { $player } wykonuje ruch
    }
picture-said-team = Para { $team }: { $members }.

## -- The rating chart --

# Beside the highest rating of the season's chart.
picture-chart-best = rekord { $rating }
