## A server setting that can't be used, as /gin-admin settings tells the admin who gave it
## (private: their language). "Nothing was changed." follows it.

# $setting: the setting's name; $low, $high: its range.
settings-error-range = { $setting ->
        [target] Das Ziel muss zwischen { $low } und { $high } Punkten liegen.
        [turn_minutes] Die Zeit pro Zug muss zwischen { $low } und { $high } Minuten liegen.
        [challenge_minutes] Die Frist für Herausforderungen muss zwischen { $low } und { $high } Minuten liegen.
        [min_games] Die Mindestzahl an Partien muss zwischen { $low } und { $high } liegen.
        [challenge_limit] Das Herausforderungslimit muss zwischen { $low } und { $high } Herausforderungen liegen.
        [challenge_window_minutes] Der Zeitraum des Herausforderungslimits muss zwischen { $low } und { $high } Minuten liegen.
       *[other] { $setting } muss zwischen { $low } und { $high } liegen.
    }
# $choices: the presets there are, as the command writes them.
settings-error-bonuses = Als Boni gibt es nur diese Vorgaben: { $choices }.
settings-error-switches = Tipps, Threads, Wertung gegen den Computer und Bilder können nur an oder aus sein.
# $choices: the language codes there are.
settings-error-language = Als Sprache gibt es nur: { $choices }.
# $setting: variant, format or rotation; $choices: the values it takes, as the command writes them.
settings-error-choice = { $setting ->
        [variant] Die Variante
        [format] Das Format
       *[rotation] Die Aussetzregel
    } muss einer dieser Werte sein: { $choices }.
# $most: the most channels.
settings-error-channels-most = Partien können in höchstens { $most } Kanälen erlaubt werden.
settings-error-channels-server = Die erlaubten Kanäle müssen Kanäle dieses Servers sein.
# $channel: the channel's mention.
settings-error-channel-unknown = Ich finde den Kanal { $channel } auf diesem Server nicht.
# allow_channel: the command's option, as commands.ftl names it.
settings-error-not-listed-every = { $channel } steht nicht auf der Liste (Partien sind in allen Kanälen erlaubt). Um nur einige Kanäle zu erlauben, füge sie mit kanal_erlauben hinzu.
settings-error-not-listed-some = { $channel } steht nicht auf der Liste (Partien sind nur in den gelisteten Kanälen erlaubt). Es gibt nichts zu entfernen.
settings-error-format = Das Standardformat gilt für Herausforderungen mit einem Gegenüber: zu zweit oder Hollywood (ob zu dritt oder zu viert gespielt wird, ergibt sich daraus, wer genannt wird).
# $settings: the names given.
settings-error-unknown = Eine Einstellung { $settings } gibt es nicht.
# Stored settings that can't be read (the logs say it; the server plays with the defaults).
settings-error-stored-not-object = Die gespeicherten Einstellungen sind kein Objekt.
# $detail: what was wrong, in English.
settings-error-stored-unreadable = Eine gespeicherte Einstellung kann nicht gelesen werden: { $detail }
