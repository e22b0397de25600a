## A server setting that can't be used, as /gin-admin settings tells the admin who gave it
## (private: their language). "Nothing was changed." follows it.

# $setting: the setting's name; $low, $high: its range.
settings-error-range = { $setting ->
        [target] Cel musi wynosić od { $low } do { $high } punktów.
        [turn_minutes] Czas na ruch musi wynosić od { $low } do { $high } minut.
        [challenge_minutes] Czas na odpowiedź na wyzwanie musi wynosić od { $low } do { $high } minut.
        [min_games] Minimalna liczba partii musi wynosić od { $low } do { $high }.
        [challenge_limit] Limit wyzwań musi wynosić od { $low } do { $high }.
        [challenge_window_minutes] Okno limitu wyzwań musi wynosić od { $low } do { $high } minut.
       *[other] { $setting } musi wynosić od { $low } do { $high }.
    }
# $choices: the presets there are, as the command writes them.
settings-error-bonuses = Zestaw premii musi być jednym z: { $choices }.
settings-error-switches = Podpowiedzi, wątki, ranking partii z komputerem i obrazki można tylko włączyć lub wyłączyć.
# $choices: the language codes there are.
settings-error-language = Język musi być jednym z: { $choices }.
# $setting: variant, format or rotation; $choices: the values it takes, as the command writes them.
settings-error-choice = { $setting ->
        [variant] Wariant
        [format] Tryb
       *[rotation] Kolejność pauzowania
    } musi mieć jedną z wartości: { $choices }.
# $most: the most channels.
settings-error-channels-most = Partie mogą być dozwolone najwyżej na { $most ->
        [one] { $most } kanale
        [few] { $most } kanałach
       *[many] { $most } kanałach
    }.
settings-error-channels-server = Dozwolone kanały muszą należeć do tego serwera.
# $channel: the channel's mention.
settings-error-channel-unknown = Nie mogę znaleźć kanału { $channel } na tym serwerze.
# allow_channel: the command's option, as commands.ftl names it (dodaj_kanał).
settings-error-not-listed-every = Kanału { $channel } nie ma na liście (partie są dozwolone na każdym kanale). Aby zezwolić na partie tylko na wybranych kanałach, dodaj je opcją dodaj_kanał.
settings-error-not-listed-some = Kanału { $channel } nie ma na liście (partie są dozwolone tylko na kanałach z listy). Nie ma czego usuwać.
settings-error-format = Domyślny tryb dotyczy wyzwania z jednym przeciwnikiem: dwóch graczy albo Hollywood (partia na trzech lub czterech graczy wynika z tego, kogo wskażesz).
# $settings: the names given.
settings-error-unknown = Nie ma takiego ustawienia: { $settings }.
# Stored settings that can't be read (the logs say it; the server plays with the defaults).
settings-error-stored-not-object = Zapisane ustawienia nie są obiektem.
# $detail: what was wrong, in English.
settings-error-stored-unreadable = Nie można odczytać zapisanego ustawienia: { $detail }
