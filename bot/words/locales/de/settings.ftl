## A server's settings: the card /gin settings and /gin-admin settings show, and the summary of
## a change (private: the reader's language; the admin log keeps it in English).

settings-title-server = Die Einstellungen dieses Servers
settings-title-unchanged = Nichts zu ändern
settings-title-saved = Gespeichert
# $changes: settings-change, joined by "; ".
settings-saved = Geändert: { $changes }. Neue Herausforderungen verwenden diese Einstellungen.
settings-footer = Laufende Partien behalten die Regeln, mit denen sie begonnen haben.

settings-rules = Regeln einer neuen Herausforderung
settings-three-players = Zu dritt
settings-rotation = { $rotation ->
        [loser_sits_out] wer verliert, setzt aus
       *[dealer_sits_out] wer gibt, setzt aus
    }
settings-turn-timer = Zeit pro Zug
settings-challenges-expire = Herausforderungen laufen ab nach
settings-where = Wo
settings-every-channel = alle Kanäle
# $channels: the channels games are allowed in (mentions), or settings-every-channel.
settings-where-threads = { $channels }, ein Thread pro Partie
settings-hints = Tipps
# $state: settings-on or settings-off.
settings-hints-value = { $state } in Freundschaftspartien (nie in gewerteten)
settings-on = an
settings-off = aus
settings-challenge-limit = Herausforderungslimit
# $count: the challenges a member may make; $window: the minutes (count-minutes).
settings-challenge-limit-value = { $count ->
        [one] { $count } Herausforderung
       *[other] { $count } Herausforderungen
    } pro Mitglied in { $window }
settings-computer = Partien gegen den Computer
settings-rated = gewertet
settings-unrated = ungewertet
settings-pictures = Bilder
settings-pictures-on = an: Blätter und Tische werden neben ihrem Text gezeichnet
settings-language = Sprache
# $language: the language's name in itself (Português, Deutsch).
settings-language-chosen = { $language } für den Tisch, die Rundenergebnisse und die Beiträge im Kanal; privat sieht jedes Mitglied seine eigene Discord-Sprache
settings-language-server = die Discord-Sprache des Servers für den Tisch, die Rundenergebnisse und die Beiträge im Kanal (ein Community-Server legt sie unter Servereinstellungen → Community → Übersicht fest; jeder andere Server gilt als Englisch: Wähle hier eine Sprache); privat sieht jedes Mitglied seine eigene Discord-Sprache
settings-leaderboard = Rangliste
# $count: the games a member needs to be ranked.
settings-leaderboard-value = Saison { $season }; nach Wertung oder Siegquote gelistet ab { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    }

# A change: "Zeit pro Zug 10 → 30" ($setting: settings-name; $before, $after: its values).
settings-change = { $setting } { $before } → { $after }
settings-nothing = nichts
settings-name = { $setting ->
        [variant] Variante
        [bonuses] Boni
        [target] Ziel
        [format] Format
        [rotation] Aussetzregel
        [turn_minutes] Zeit pro Zug
        [challenge_minutes] Frist für Herausforderungen
        [hints] Tipps
        [channels] Kanäle
        [threads] Threads
        [min_games] Mindestpartien
        [challenge_limit] Herausforderungslimit
        [challenge_window_minutes] Zeitraum des Herausforderungslimits
        [computer_rated] Wertung gegen den Computer
        [pictures] Bilder
       *[language] Sprache
    }
# A setting's value in a change.
settings-value-server-language = Discord-Sprache des Servers
settings-value-usual = Standard des Formats
settings-value-variant = { $value ->
        [oklahoma] Oklahoma
        [straight] Straight
       *[standard] Standard
    }
settings-value-format = { $value ->
        [three] zu dritt
        [partnership] Teams
        [hollywood] Hollywood
       *[heads_up] zu zweit
    }
settings-value-rotation = { $value ->
        [loser_sits_out] wer verliert, setzt aus
       *[dealer_sits_out] wer gibt, setzt aus
    }
