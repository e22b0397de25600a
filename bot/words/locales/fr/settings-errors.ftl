## A server setting that can't be used, as /gin-admin paramètres tells the admin who gave it
## (private: their language). "Rien n'a été changé." (or its like) follows it.

# $setting: the setting's name; $low, $high: its range.
settings-error-range = { $setting ->
        [target] L'objectif doit être de { $low } à { $high } points.
        [turn_minutes] Le temps par tour doit être de { $low } à { $high } minutes.
        [challenge_minutes] Le délai de réponse à un défi doit être de { $low } à { $high } minutes.
        [min_games] Le minimum de parties doit être de { $low } à { $high } parties.
        [challenge_limit] La limite de défis doit être de { $low } à { $high } défis.
        [challenge_window_minutes] La fenêtre de la limite de défis doit être de { $low } à { $high } minutes.
       *[other] { $setting } doit être de { $low } à { $high }.
    }
# $choices: the presets there are, as the command writes them.
settings-error-bonuses = Le barème de bonus doit être l'un de ceux-ci : { $choices }.
settings-error-switches = Les conseils, les fils, le classement des parties contre l'ordinateur et les images sont soit activés, soit désactivés.
# $choices: the language codes there are.
settings-error-language = La langue doit être l'un de ces codes : { $choices }.
# $setting: variant, format or rotation; $choices: the values it takes, as the command writes them.
# rotation is the option "repos" (three players: who sits out).
settings-error-choice = { $setting ->
        [variant] La variante
        [format] Le format
       *[rotation] Le repos (à trois joueurs)
    } doit prendre l'une de ces valeurs : { $choices }.
# $most: the most channels.
settings-error-channels-most = Les parties peuvent être autorisées dans { $most ->
        [one] { $most } salon
       *[other] { $most } salons
    } au plus.
settings-error-channels-server = Les salons autorisés doivent être des salons de ce serveur.
# $channel: the channel's mention.
settings-error-channel-unknown = Je ne trouve pas le salon { $channel } sur ce serveur.
# autoriser_salon: the command's option, as commands.ftl names it.
settings-error-not-listed-every = { $channel } n'est pas dans la liste (les parties sont autorisées dans tous les salons). Pour n'autoriser que certains salons, ajoute-les avec autoriser_salon.
settings-error-not-listed-some = { $channel } n'est pas dans la liste (les parties ne sont autorisées que dans les salons listés). Il n'y a rien à retirer.
settings-error-format = Le format par défaut vaut pour un défi qui ne désigne qu'un adversaire : deux joueurs ou Hollywood (à trois ou quatre joueurs, le format découle des membres désignés).
# $settings: the names given.
settings-error-unknown = Il n'y a pas de réglage { $settings }.
# Stored settings that can't be read (the logs say it; the server plays with the defaults).
settings-error-stored-not-object = Les paramètres enregistrés ne sont pas un objet.
# $detail: what was wrong, in English.
settings-error-stored-unreadable = Un paramètre enregistré est illisible : { $detail }
