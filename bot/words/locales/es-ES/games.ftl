## /gin games: a member's live games and challenges (private: the member's language).

games-title = Tus partidas aquí
# $challenge, $practice: the commands (mentions, or their text).
games-none = No tienes ninguna partida ni desafío en juego en este servidor. Lanza un desafío con { $challenge }, o juega contra la máquina con { $practice }.
# A game's first line ($game: its number, #12345; $players: the others, mentions with commas;
# $link: a link to its table).
games-head = **Partida #{ $game }** con { $players } · { $link }
# How it stands ($deadline: a Discord timestamp, "en 5 minutos"). $players: one or more, so
# no verb agrees with it (as table.ftl's challenge-waiting).
games-waiting-for-you = Esperando a que aceptes; expira { $deadline }.
games-waiting-for = Esperando la respuesta de { $players }; expira { $deadline }.
games-sit-out = Descansas esta mano.
games-your-turn = **Tu turno**; acaba { $deadline }.
games-their-turn = Turno de { $players }; acaba { $deadline }.
games-others-turn = Turno de los demás; acaba { $deadline }.
# More games than the list shows.
games-more = …y { $count } más.

# Where a game or challenge stands, and its link (the answer to a second Rematch). The subject
# may be a game (la partida) or a challenge (el desafío): no participle agrees with it.
game-standing = { $status ->
        [challenge] Está esperando a que todos acepten
        [active] Se está jugando
        [finished] Ya se jugó
        [declined] Se rechazó
        [cancelled] Se canceló
        [expired] Expiró sin respuesta
       *[abandoned] Se anuló
    }: { $link }
