## A server setting that can't be used, as /gin-admin settings tells the admin who gave it
## (private: their language). "Nothing was changed." follows it.

# $setting: the setting's name; $low, $high: its range.
settings-error-range = { $setting ->
        [target] Target must be { $low } to { $high } points.
        [turn_minutes] Turn minutes must be { $low } to { $high } minutes.
        [challenge_minutes] Challenge minutes must be { $low } to { $high } minutes.
        [min_games] Min games must be { $low } to { $high } games.
        [challenge_limit] Challenge limit must be { $low } to { $high } challenges.
        [challenge_window_minutes] Challenge window minutes must be { $low } to { $high } minutes.
       *[other] { $setting } must be { $low } to { $high }.
    }
# $choices: the presets there are, as the command writes them.
settings-error-bonuses = The bonuses must be one of { $choices }.
settings-error-switches = Hints, threads, computer ratings and pictures are on or off.
# $choices: the language codes there are.
settings-error-language = The language must be one of { $choices }.
# $setting: variant, format or rotation; $choices: the values it takes, as the command writes them.
settings-error-choice = The { $setting ->
        [variant] variant
        [format] format
       *[rotation] rotation
    } must be one of { $choices }.
# $most: the most channels.
settings-error-channels-most = Games can be allowed in at most { $most } channels.
settings-error-channels-server = The allowed channels must be channels of this server.
# $channel: the channel's mention.
settings-error-channel-unknown = I can't find the channel { $channel } in this server.
# allow_channel: the command's option, as commands.ftl names it.
settings-error-not-listed-every = { $channel } isn't on the list (games are allowed in every channel). To allow only some channels, add them with allow_channel.
settings-error-not-listed-some = { $channel } isn't on the list (games are allowed in only the listed channels). There is nothing to remove.
settings-error-format = The default format is for a challenge naming one opponent: two players or Hollywood (three and four players follow from who is named).
# $settings: the names given.
settings-error-unknown = There is no setting { $settings }.
# Stored settings that can't be read (the logs say it; the server plays with the defaults).
settings-error-stored-not-object = The stored settings are not an object.
# $detail: what was wrong, in English.
settings-error-stored-unreadable = A stored setting can't be read: { $detail }
