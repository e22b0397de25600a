## /gin-admin torneo …: making an event, and its controls, each asked first on a private
## message only the admin who asked can answer. Private: the admin's language.
## $tournament is the event's name, as its admin wrote it (a name: nothing agrees with it);
## $member a member (a mention, any gender); $channel a channel (a mention); $game a game's
## number as written (#12345). Terms as tournaments.ftl and commands.ftl (empezar, pausar,
## reanudar, retirar, resolver, cancelar); past events in the preterite, as admin.ftl.

## Making an event.

# "canal": the option of /gin-admin torneo crear, as commands.ftl names it.
tournament-text-channel = Crea el torneo en un canal de texto (no en un hilo): sus partidas tendrán un hilo en ese canal. Usa el comando allí o indica uno en la opción canal.
# $permissions: the permissions the bot lacks, as Discord's Spanish names them (refusals.ftl's
# permission-*), with commas: they close the sentence, as challenges.ftl's.
tournament-permissions = Para organizar un torneo en { $channel } (sus partidas se juegan en un hilo de ese canal) necesito allí estos permisos: { $permissions }. Concédemelos o elige otro canal.
# $command: /gin torneo.
tournament-not-announced = Creé { $tournament }, pero no pude publicar su anuncio en { $channel }: los miembros pueden inscribirse desde { $command }.
# $link: the announcement's address.
tournament-open = La inscripción a { $tournament } está abierta: { $link }

## The controls: the question, its yes (each its own), its no (the same for all).

tournament-none-under-way = Este servidor no tiene ningún torneo en curso.
# "termina la inscripción", not "se cierra" ("cerrar" is the knock). "se forman los
# emparejamientos", as commands.ftl's empezar.
confirm-tournament-start = ¿Empezar { $tournament } ahora? Termina la inscripción y se forman los emparejamientos de la ronda 1.
confirm-tournament-start-yes = Empezar el torneo
confirm-tournament-pause = ¿Pausar { $tournament }? Sus partidas no admiten jugadas y sus relojes se detienen hasta que reanudes el torneo.
confirm-tournament-pause-yes = Pausar el torneo
confirm-tournament-resume = ¿Reanudar { $tournament }? Todos los plazos de sus partidas se retrasan lo que duró la pausa.
confirm-tournament-resume-yes = Reanudar el torneo
# As commands.ftl's retirar: "se da por perdida", "ya no se le empareja".
confirm-tournament-remove = ¿Retirar a { $member } de { $tournament }? Su partida en juego se da por perdida y ya no se le empareja.
confirm-tournament-remove-yes = Retirar del torneo
# Settling a match: $winner goes through, or (-both) both players lose it. Not "ganador"
# (gender).
confirm-tournament-settle = ¿Resolver la partida #{ $game } de { $tournament } dando la victoria del enfrentamiento a { $winner }? Si la partida sigue en juego, termina sin puntuar.
confirm-tournament-settle-both = ¿Resolver la partida #{ $game } de { $tournament } con derrota para los dos jugadores? Si la partida sigue en juego, termina sin puntuar.
confirm-tournament-settle-yes = Resolver el enfrentamiento
# Abandoned games are "anuladas" (glossary).
confirm-tournament-cancel = ¿Cancelar { $tournament }? Sus partidas en juego se anulan y no cuentan para nadie.
confirm-tournament-cancel-yes = Cancelar el torneo
# As admin.ftl's confirm-season-no.
confirm-tournament-no = Ahora no

## After a yes: what was done.

tournament-over-already = Ese torneo ya terminó; no se hizo nada.
# The thread's permissions as Discord's Spanish names them (refusals.ftl's permission-*).
tournament-thread-failed = No pude abrir el hilo del torneo. Revisa mis permisos de hilos en su canal (Crear hilos públicos, Enviar mensajes en hilos) y vuelve a empezarlo.
tournament-started = Empezó { $tournament }: ya están los emparejamientos de la ronda 1.
tournament-paused-done = { $tournament } está en pausa: sus partidas esperan, con los relojes parados.
tournament-resumed = { $tournament } se reanudó: todos los plazos se retrasaron lo que duró la pausa.
tournament-cancelled-done = Se canceló { $tournament }; sus partidas en juego terminaron y no cuentan para nadie.
tournament-removed = { $member } queda fuera de { $tournament }; su partida en juego se da por perdida.
tournament-settled = El enfrentamiento de la partida #{ $game } está resuelto: lo gana { $winner }.
tournament-settled-both = El enfrentamiento de la partida #{ $game } está resuelto: lo pierden los dos jugadores.
tournament-nothing-done = No se hizo nada.
