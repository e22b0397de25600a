## The last answers and notes that were English in the code: a slash command that could not
## run (told privately, in the member's language), and what a game's thread tells the server's
## audit log (in the server's language).

# A command that failed a check (it can't be used where it was typed).
slash-not-here = Tego polecenia nie można tu użyć.
# An option Discord could not resolve: $value, the channel or member given (a mention), or the
# raw value Discord sent. "może już nie istnieć": no gender, whether a channel or a member.
slash-option-gone = Nie mogę użyć { $value } w tej opcji (może już nie istnieć). Wybierz coś z listy, którą podpowiada Discord; nic nie zostało zmienione.

# The reason the audit log shows for a game's thread (Server Settings → Audit Log).
thread-reason = Partia gin rummy
