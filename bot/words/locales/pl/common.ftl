## Words many messages share: who plays, the score, deadlines.

# A computer player, by its level.
computer-player = Komputer ({ $level ->
        [easy] łatwy
        [normal] normalny
        [hard] trudny
       *[expert] ekspert
    })
# A member who asked the bot to forget them (/gin forget-me).
former-member = *były użytkownik*

# The running score sheet's field.
score-title = Wynik (do { $target })
score-title-round = Wynik (do { $target }) · runda { $round }
score-hollywood-key = (partie 1 · 2 · 3; ✓ zamknięta)

# A number of cards, points, deals, games, minutes.
count-cards = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[many] { $count } kart
    }
count-points = { $count ->
        [one] { $count } punkt
        [few] { $count } punkty
       *[many] { $count } punktów
    }
count-minutes = { $count ->
        [one] { $count } minuta
        [few] { $count } minuty
       *[many] { $count } minut
    }
# A long time: "2 godz. 05 min" ($minutes: two digits).
duration-hours = { $hours } godz. { $minutes } min
