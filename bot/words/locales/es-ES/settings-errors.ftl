## A server setting that can't be used, as /gin-admin settings tells the admin who gave it
## (private: their language). "Nothing was changed." follows it.
## The settings as commands.ftl's /gin-admin ajustes names its options (minutos_por_turno,
## minutos_desafío, partidas_mínimas, límite_desafíos, periodo_desafíos, permitir_canal…).

# $setting: the setting's name; $low, $high: its range.
settings-error-range = { $setting ->
        [target] El objetivo debe ser de { $low } a { $high } puntos.
        [turn_minutes] Los minutos por turno deben ser de { $low } a { $high }.
        [challenge_minutes] Los minutos de un desafío deben ser de { $low } a { $high }.
        [min_games] El mínimo de partidas debe ser de { $low } a { $high }.
        [challenge_limit] El límite de desafíos debe ser de { $low } a { $high } desafíos.
        [challenge_window_minutes] El periodo de desafíos debe ser de { $low } a { $high } minutos.
       *[other] { $setting } debe ser de { $low } a { $high }.
    }
# $choices: the presets there are, as the command writes them.
settings-error-bonuses = Las bonificaciones deben ser una de estas opciones: { $choices }.
settings-error-switches = Las pistas, los hilos, las partidas puntuables contra la máquina y las imágenes solo se pueden activar o desactivar.
# $choices: the language codes there are.
settings-error-language = El idioma debe ser uno de estos: { $choices }.
# $setting: variant, format or rotation ("descanso", as commands.ftl names the option);
# $choices: the values it takes, as the command writes them. "uno" agrees with "valores".
settings-error-choice = { $setting ->
        [variant] La variante
        [format] El formato
       *[rotation] El descanso
    } debe ser uno de estos valores: { $choices }.
# $most: the most channels.
settings-error-channels-most = Las partidas se pueden permitir en { $most } canales como máximo.
settings-error-channels-server = Los canales permitidos deben ser canales de este servidor.
# $channel: the channel's mention.
settings-error-channel-unknown = No encuentro el canal { $channel } en este servidor.
# permitir_canal: the command's option, as commands.ftl names it.
settings-error-not-listed-every = { $channel } no está en la lista (se puede jugar en todos los canales). Para permitir solo algunos canales, añádelos con permitir_canal.
settings-error-not-listed-some = { $channel } no está en la lista (solo se puede jugar en los canales de la lista). No hay nada que quitar.
settings-error-format = El formato predeterminado es para un desafío a un solo rival: dos jugadores o Hollywood (las partidas de tres y cuatro jugadores dependen de a quién se nombre).
# $settings: the names given.
settings-error-unknown = No existe ningún ajuste llamado { $settings }.
# Stored settings that can't be read (the logs say it; the server plays with the defaults).
settings-error-stored-not-object = Los ajustes guardados no son un objeto.
# $detail: what was wrong, in English.
settings-error-stored-unreadable = No se puede leer un ajuste guardado: { $detail }
