## Words many messages share: who plays, the score, deadlines.

# A computer player, by its level.
computer-player = Computer ({ $level ->
        [easy] leicht
        [normal] normal
        [hard] schwer
       *[expert] Experte
    })
# A member who asked the bot to forget them (/gin forget-me).
former-member = *ein ehemaliges Mitglied*

# The running score sheet's field.
score-title = Punktestand (bis { $target })
score-title-round = Punktestand (bis { $target }) · Durchgang { $round }
score-hollywood-key = (Partien 1 · 2 · 3; ✓ abgeschlossen)

# A number of cards, points, deals, games, minutes.
count-cards = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
count-points = { $count ->
        [one] { $count } Punkt
       *[other] { $count } Punkte
    }
count-minutes = { $count ->
        [one] { $count } Minute
       *[other] { $count } Minuten
    }
# A long time: "2 Std. 05 Min." ($minutes: two digits).
duration-hours = { $hours } Std. { $minutes } Min.
