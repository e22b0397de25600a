## The last answers and notes that were English in the code: a slash command that could not
## run (told privately, in the member's language), and what a game's thread tells the server's
## audit log (in the server's language).

# A command that failed a check (it can't be used where it was typed).
slash-not-here = Aquí no puedes usar ese comando.
# An option Discord could not resolve: $value, the channel or member given (a mention), or the
# raw value Discord sent. "uno": a channel or a member (both masculine nouns).
slash-option-gone = No puedo usar { $value } en esa opción (puede que se haya borrado). Elige uno de la lista que ofrece Discord; no se cambió nada.

# The reason the audit log shows for a game's thread (Ajustes del servidor → Registro de
# auditoría).
thread-reason = Una partida de gin rummy
