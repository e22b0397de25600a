## Words many messages share: who plays, the score, deadlines.

# A computer player, by its level.
computer-player = Ordinateur ({ $level ->
        [easy] facile
        [normal] normal
        [hard] difficile
       *[expert] expert
    })
# A member who asked the bot to forget them (/gin forget-me).
former-member = *un ancien membre*

# The running score sheet's field.
score-title = Feuille de marque (en { $target } points)
score-title-round = Feuille de marque (en { $target } points) · manche { $round }
score-hollywood-key = (parties 1 · 2 · 3 ; ✓ terminée)

# A number of cards, points, deals, games, minutes.
# French: "one" is 0 and 1 ("0 carte"); "many" is exact millions ("1 000 000 de points").
count-cards = { $count ->
        [one] { $count } carte
        [many] { $count } de cartes
       *[other] { $count } cartes
    }
count-points = { $count ->
        [one] { $count } point
        [many] { $count } de points
       *[other] { $count } points
    }
count-minutes = { $count ->
        [one] { $count } minute
        [many] { $count } de minutes
       *[other] { $count } minutes
    }
# A long time: "2 h 05" ($minutes: two digits).
duration-hours = { $hours } h { $minutes }
