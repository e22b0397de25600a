## /gin parties: a member's live games and challenges (private: the member's language).

games-title = Tes parties ici
# $challenge, $practice: the commands (mentions, or their text).
games-none = Tu n'as aucune partie ni aucun défi en cours sur ce serveur. Défie quelqu'un avec { $challenge }, ou joue contre l'ordinateur avec { $practice }.
# A game's first line ($game: its number, 12345; $players: the others, mentions with commas;
# $link: a link to its table).
games-head = **Partie n° { $game }** avec { $players } · { $link }
# How it stands ($deadline: a Discord timestamp, « dans 5 minutes »).
games-waiting-for-you = On attend ta réponse ; le défi expire { $deadline }.
games-waiting-for = En attente de { $players } pour accepter ; le défi expire { $deadline }.
games-sit-out = Tu es au repos pour cette donne.
games-your-turn = **À toi de jouer** ; fin du tour { $deadline }.
games-their-turn = À { $players } de jouer ; fin du tour { $deadline }.
games-others-turn = Aux autres de jouer ; fin du tour { $deadline }.
# More games than the list shows.
games-more = { $count ->
        [one] …et { $count } autre.
       *[other] …et { $count } autres.
    }

# Where a rematch stands, and its link: the answer to a second Rematch, after
# refusal-rematch-made (« La partie n° 7 a déjà sa revanche : la partie n° 8. »), so « Elle » is
# that game (feminine: every participle agrees with « la partie »).
game-standing = Elle { $status ->
        [challenge] attend que tout le monde accepte
        [active] est en cours
        [finished] a été jouée
        [declined] a été refusée
        [cancelled] a été retirée
        [expired] a expiré sans réponse
       *[abandoned] a été annulée
    } : { $link }
