## /gin games: a member's live games and challenges (private: the member's language).

games-title = Deine Partien hier
# $challenge, $practice: the commands (mentions, or their text).
games-none = Du hast auf diesem Server keine laufende Partie oder Herausforderung. Starte eine mit { $challenge } oder spiel mit { $practice } gegen den Computer.
# A game's first line ($game: its number, #12345; $players: the others, mentions with commas;
# $link: a link to its table).
games-head = **Partie #{ $game }** mit { $players } · { $link }
# How it stands ($deadline: a Discord timestamp, "in 5 Minuten").
games-waiting-for-you = Wartet auf deine Zusage; läuft { $deadline } ab.
games-waiting-for = Wartet auf die Zusage von { $players }; läuft { $deadline } ab.
games-sit-out = Du setzt diese Runde aus.
games-your-turn = **Du bist dran**; dein Zug endet { $deadline }.
games-their-turn = Am Zug: { $players }; der Zug endet { $deadline }.
games-others-turn = Am Zug: die anderen; der Zug endet { $deadline }.
# More games than the list shows.
games-more = …und { $count } weitere.

# Where a game or challenge stands, and its link (the answer to a second Rematch).
# German: "Sie" is the Partie or the Herausforderung alike.
game-standing = { $status ->
        [challenge] Sie wartet darauf, dass alle annehmen
        [active] Sie läuft gerade
        [finished] Sie ist schon gespielt
        [declined] Sie wurde abgelehnt
        [cancelled] Sie wurde zurückgezogen
        [expired] Sie ist unbeantwortet abgelaufen
       *[abandoned] Sie wurde abgebrochen
    }: { $link }
