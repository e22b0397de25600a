## The last answers and notes that were English in the code: a slash command that could not
## run (told privately, in the member's language), and what a game's thread tells the server's
## audit log (in the server's language).

# A command that failed a check (it can't be used where it was typed).
slash-not-here = You can't use that command here.
# An option Discord could not resolve: $value, the channel or member given (a mention), or the
# raw value Discord sent.
slash-option-gone = I can't use { $value } for that option (it may have been deleted). Pick one from the list Discord offers; nothing was changed.

# The reason the audit log shows for a game's thread (Server Settings → Audit Log).
thread-reason = A gin rummy game
