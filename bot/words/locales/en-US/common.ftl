## Words many messages share: who plays, the score, deadlines.

# A computer player, by its level.
computer-player = Computer ({ $level ->
        [easy] easy
        [normal] normal
        [hard] hard
       *[expert] expert
    })
# A member who asked the bot to forget them (/gin forget-me).
former-member = *a former member*

# The running score sheet's field.
score-title = Score (to { $target })
score-title-round = Score (to { $target }) · round { $round }
score-hollywood-key = (games 1 · 2 · 3; ✓ closed)

# A number of cards, points, deals, games, minutes.
count-cards = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
count-points = { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
count-minutes = { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
# A long time: "2 h 05 min" ($minutes: two digits).
duration-hours = { $hours } h { $minutes } min
