## Making a challenge: what the challenger is told privately (their language), and the name
## of a game's own thread (the channel's: the server's language).

challenge-not-in-dms = El gin rummy se juega en un canal de un servidor, no por mensajes directos.
# $member: a mention of who was named.
challenge-not-a-member = { $member } no es miembro de este servidor, así que no puede jugar aquí. Desafía a alguien que lo sea.
# $permissions: the bot's permissions it lacks, as Discord's Spanish names them ("Insertar
# enlaces, Adjuntar archivos": refusals.ftl's permission-*), so they close the sentence.
challenge-needs-permissions = Para llevar una mesa en este canal necesito estos permisos: { $permissions }. Pide a la administración que me los dé, o juega en otro canal.
# $settings: the command /gin-admin settings (a mention, or its text). "Adjuntar archivos": the
# permission as Discord's Spanish names it (refusals.ftl).
challenge-no-pictures = Nota: no puedo adjuntar archivos en este canal, así que esta partida se juega sin imágenes de las cartas ni de la mesa. La administración puede darme aquí el permiso Adjuntar archivos, o desactivar las imágenes con { $settings }.
challenge-posted = Publiqué tu desafío en el canal.
# $thread: a mention of the game's own thread.
challenge-posted-in = Publiqué tu desafío en { $thread }.
challenge-no-thread = No pude abrir un hilo para la partida aquí. Pide a la administración que revise mis permisos de hilos en este canal, o vuelve a intentarlo en un momento.
# A game's own thread: its name (at most 100 characters; $players: the players' names, joined
# by challenge-versus: "Ana contra Bea contra Carla"). "contra", as table.ftl's deal-players.
challenge-thread = Gin rummy: { $players }
challenge-versus = { $first } contra { $second }

# A rematch whose player left the server ($member: a mention; $challenge: /gin challenge).
rematch-member-left = { $member } ya no es miembro de este servidor, así que no puede haber revancha. Desafía a otros con { $challenge }.
