## A server's settings: the card /gin settings and /gin-admin settings show, and the summary of
## a change (private: the reader's language; the admin log keeps it in English).

settings-title-server = Ustawienia tego serwera
settings-title-unchanged = Nic do zmiany
settings-title-saved = Zapisano
# $changes: settings-change, joined by "; ".
settings-saved = Zmieniono: { $changes }. Zmiany dotyczą nowych wyzwań.
settings-footer = Trwające partie zachowują zasady, z którymi się zaczęły.

settings-rules = Zasady nowego wyzwania
settings-three-players = Trzech graczy
settings-rotation = { $rotation ->
        [loser_sits_out] przegrany rozdania pauzuje
       *[dealer_sits_out] rozdający pauzuje
    }
settings-turn-timer = Czas na ruch
# Its value: count-minutes ("10 minut"), in the nominative.
settings-challenges-expire = Czas na przyjęcie wyzwania
settings-where = Gdzie grać
settings-every-channel = wszystkie kanały
# $channels: the channels games are allowed in (mentions), or settings-every-channel.
settings-where-threads = { $channels }, osobny wątek na każdą partię
settings-hints = Podpowiedzi
# $state: settings-on or settings-off (plural: they agree with podpowiedzi, obrazki, wątki).
settings-hints-value = { $state } w partiach towarzyskich (nigdy w rankingowych)
settings-on = włączone
settings-off = wyłączone
settings-challenge-limit = Limit wyzwań
# $count: the challenges a member may make; $window: the minutes (count-minutes, in the
# nominative, hence after "okno:").
settings-challenge-limit-value = { $count ->
        [one] { $count } wyzwanie
        [few] { $count } wyzwania
       *[many] { $count } wyzwań
    } na gracza (okno: { $window })
settings-computer = Partie z komputerem
settings-rated = rankingowe
settings-unrated = bez rankingu
settings-pictures = Obrazki
settings-pictures-on = włączone: karty i stoły rysowane obok tekstu
settings-language = Język
# $language: the language's name in itself (Português, Deutsch).
settings-language-chosen = { $language } dla stołu, podsumowań rozdań i ogłoszeń; prywatnie każdy widzi własny język Discorda
settings-language-server = język serwera ustawiony w Discordzie, dla stołu, podsumowań rozdań i ogłoszeń (serwer społeczności ustawia go w Ustawieniach serwera → Społeczność → Przegląd; każdy inny serwer ma angielski: wybierz język tutaj); prywatnie każdy widzi własny język Discorda
settings-leaderboard = Klasyfikacja
# $count: the games a member needs to be ranked ("od 3 rozegranych partii": genitive).
settings-leaderboard-value = sezon { $season }; miejsce według rankingu lub procentu wygranych od { $count ->
        [one] { $count } rozegranej partii
        [few] { $count } rozegranych partii
       *[many] { $count } rozegranych partii
    }

# A change: "minuty na ruch (10 → 30)" ($setting: settings-name; $before, $after: its values).
# The values in brackets: an on/off or a name then reads whatever the setting's gender.
settings-change = { $setting } ({ $before } → { $after })
settings-nothing = bez zmian
# The settings as /gin-admin settings names its options (commands.ftl), without underscores.
settings-name = { $setting ->
        [variant] wariant
        [bonuses] premie
        [target] cel
        [format] tryb
        [rotation] kto pauzuje
        [turn_minutes] minuty na ruch
        [challenge_minutes] minuty na wyzwanie
        [hints] podpowiedzi
        [channels] kanały
        [threads] wątki
        [min_games] min. partii
        [challenge_limit] limit wyzwań
        [challenge_window_minutes] okno wyzwań
        [computer_rated] komputer do rankingu
        [pictures] obrazki
       *[language] język
    }
# A setting's value in a change.
settings-value-server-language = język serwera z Discorda
settings-value-usual = zwykły dla trybu
settings-value-variant = { $value ->
        [oklahoma] Oklahoma
        [straight] Straight
       *[standard] standardowy
    }
settings-value-format = { $value ->
        [three] trzech graczy
        [partnership] pary
        [hollywood] Hollywood
       *[heads_up] dwóch graczy
    }
settings-value-rotation = { $value ->
        [loser_sits_out] przegrany rozdania pauzuje
       *[dealer_sits_out] rozdający pauzuje
    }
