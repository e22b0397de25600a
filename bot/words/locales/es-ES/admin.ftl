## Asking first, and the answers to confirmations: resigning, /gin forget-me, an admin's
## /gin-admin end and season (private: the member's language), and a new season's
## announcement (the channel's: the server's language). $game: a game's number (#12345).
## Resign is "rendirse", abandon "anular" (glossary). Past events in the preterite, as in
## refusals.ftl ("No se cambió nada").

# Resigning ($game: the game's number).
confirm-resign = ¿Rendirte en la partida #{ $game }? Pierdes por rendición y quedas en último lugar.
confirm-resign-team = ¿Rendirte en la partida #{ $game }? Tu pareja pierde por rendición y queda en último lugar.
confirm-resign-yes = Sí, me rindo
confirm-resign-no = Seguir jugando
confirm-resign-kept = Sigues en la partida #{ $game }: ¡a jugar!
# $challenge: the command /gin challenge (a mention, or its text).
confirm-resign-done = Te rendiste en la partida #{ $game }. Empieza otra cuando quieras con { $challenge }.

# /gin forget-me (“un antiguo miembro”: as the history shows them, see former-member).
confirm-forget = ¿Borrar tus datos en este servidor? Se borran tu nombre, tu puntuación, tus estadísticas y tus preferencias; las partidas que jugaste siguen en el historial de los demás, jugadas por “un antiguo miembro”. No se puede deshacer.
# "olvídame", as commands.ftl names the command.
confirm-forget-yes = Olvídame
confirm-forget-no = Conservar mis datos
confirm-forget-done = Hecho: se borraron tus datos en este servidor.
confirm-forget-outside = ¿Borrar lo que guardo sobre ti fuera de los servidores? Las partidas que jugaste en MD, MD de grupo y servidores que nunca me invitaron quedan en el historial de los demás como jugadas por «un antiguo miembro». No se puede deshacer.
confirm-forget-outside-done = Hecho: lo que guardaba sobre ti fuera de los servidores está borrado.

# /gin-admin end ($players: mentions, with commas; $reason: the admin's words, as they wrote them).
admin-no-game = No hay ninguna partida #{ $game } en juego en este servidor. El número está en el título de la mesa.
confirm-end = ¿Terminar la partida #{ $game } ({ $players }) y anularla? No cuenta para nadie, y la mesa dirá: “{ $reason }”.
confirm-end-yes = Terminar la partida
confirm-end-no = Dejarla en juego
confirm-end-done = La partida #{ $game } terminó; su mesa explica por qué.

# /gin-admin season ($season: the new season's number). "vuelven a cero", as commands.ftl.
confirm-season = ¿Empezar la temporada { $season }? La puntuación de todos y la clasificación vuelven a cero; las partidas, el historial y las hojas de anotación se conservan.
confirm-season-yes = Empezar la temporada { $season }
confirm-season-no = Ahora no
confirm-season-started = La temporada { $season } ya empezó.
confirm-season-done = Empezó la temporada { $season }.
# Posted in the channel.
season-starts = **¡Empieza la temporada { $season }!** La puntuación y la clasificación vuelven a cero; el historial de todos se conserva. ¡Suerte!

# After a refusal ("Esa confirmación expiró."), or on its own.
confirm-nothing-changed = No se cambió nada.
confirm-nothing-more = No se hizo nada más.
# $command: the command that asks again (a mention, or its text).
confirm-run-again = No se cambió nada; vuelve a usar { $command }.
confirm-run-the-command-again = No se cambió nada; vuelve a usar el comando.
confirm-not-yours = Esos botones son del mensaje de otra persona. Usa tú el comando.
# A confirmation drawn by an older version of the bot.
confirm-old = Esa confirmación es de antes de que me actualizaran, así que no hice nada. Vuelve a usar { $command }.
