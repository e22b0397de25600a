## The last answers and notes that were English in the code: a slash command that could not
## run (told privately, in the member's language), and what a game's thread tells the server's
## audit log (in the server's language).

# A command that failed a check (it can't be used where it was typed).
slash-not-here = Diesen Befehl kannst du hier nicht verwenden.
# An option Discord could not resolve: $value, the channel or member given (a mention), or the
# raw value Discord sent.
slash-option-gone = Mit { $value } kann ich bei dieser Option nichts anfangen (vielleicht wurde es gelöscht). Wähle einen Eintrag aus der Liste, die Discord anbietet; es wurde nichts geändert.

# The reason the audit log shows for a game's thread (Server Settings → Audit Log).
thread-reason = Eine Partie Gin Rommé
