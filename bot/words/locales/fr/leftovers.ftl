## The last answers and notes that were English in the code: a slash command that could not
## run (told privately, in the member's language), and what a game's thread tells the server's
## audit log (in the server's language).

# A command that failed a check (it can't be used where it was typed).
slash-not-here = Tu ne peux pas utiliser cette commande ici.
# An option Discord could not resolve: $value, the channel or member given (a mention), or the
# raw value Discord sent. "Cet élément": a channel or a member, no agreement with either.
slash-option-gone = Je ne peux pas utiliser { $value } pour cette option (cet élément a peut-être été supprimé). Choisis-en un dans la liste que propose Discord ; rien n'a été changé.

# The reason the audit log shows for a game's thread (Server Settings → Audit Log).
thread-reason = Une partie de gin rami
