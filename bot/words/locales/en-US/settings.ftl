## A server's settings: the card /gin settings and /gin-admin settings show, and the summary of
## a change (private: the reader's language; the admin log keeps it in English).

settings-title-server = This server's settings
settings-title-unchanged = Nothing to change
settings-title-saved = Saved
# $changes: settings-change, joined by "; ".
settings-saved = Changed: { $changes }. New challenges use these.
settings-footer = Games in play keep the rules they started with.

settings-rules = A new challenge's rules
settings-three-players = Three players
settings-rotation = { $rotation ->
        [loser_sits_out] the loser sits out
       *[dealer_sits_out] the dealer sits out
    }
settings-turn-timer = Turn timer
settings-challenges-expire = Challenges expire after
settings-where = Where
settings-every-channel = every channel
# $channels: the channels games are allowed in (mentions), or settings-every-channel.
settings-where-threads = { $channels }, a thread per game
settings-hints = Hints
# $state: settings-on or settings-off.
settings-hints-value = { $state } in friendly games (never in rated ones)
settings-on = on
settings-off = off
settings-challenge-limit = Challenge limit
# $count: the challenges a member may make; $window: the minutes (count-minutes).
settings-challenge-limit-value = { $count ->
        [one] { $count } challenge
       *[other] { $count } challenges
    } per member per { $window }
settings-computer = Games with the computer
settings-rated = rated
settings-unrated = unrated
settings-pictures = Pictures
settings-pictures-on = on: hands and tables drawn beside their text
settings-language = Language
# $language: the language's name in itself (Português, Deutsch).
settings-language-chosen = { $language } for the table, showdowns and posts; each member sees their own Discord language in private
settings-language-server = the server's Discord language for the table, showdowns and posts (a Community server sets it in Server Settings → Community → Overview; any other server is English: choose one here); each member sees their own Discord language in private
settings-leaderboard = Leaderboard
# $count: the games a member needs to be ranked.
settings-leaderboard-value = season { $season }; ranked by rating or win rate after { $count ->
        [one] { $count } game
       *[other] { $count } games
    }

# A change: "turn minutes 10 → 30" ($setting: settings-name; $before, $after: its values).
settings-change = { $setting } { $before } → { $after }
settings-nothing = nothing
settings-name = { $setting ->
        [variant] variant
        [bonuses] bonuses
        [target] target
        [format] format
        [rotation] rotation
        [turn_minutes] turn minutes
        [challenge_minutes] challenge minutes
        [hints] hints
        [channels] channels
        [threads] threads
        [min_games] min games
        [challenge_limit] challenge limit
        [challenge_window_minutes] challenge window minutes
        [computer_rated] computer rated
        [pictures] pictures
       *[language] language
    }
# A setting's value in a change.
settings-value-server-language = the server's
settings-value-usual = the format's usual
settings-value-variant = { $value ->
        [oklahoma] oklahoma
        [straight] straight
       *[standard] standard
    }
settings-value-format = { $value ->
        [three] three
        [partnership] partnership
        [hollywood] hollywood
       *[heads_up] heads-up
    }
settings-value-rotation = { $value ->
        [loser_sits_out] loser sits out
       *[dealer_sits_out] dealer sits out
    }
