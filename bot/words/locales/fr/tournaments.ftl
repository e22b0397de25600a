## A server tournament as its members see it: its announcement (redrawn as it changes, with its
## buttons), each round's post, the final standings, the cancellation, /gin tournoi's look at
## the event, the event's threads, and the knockout's bracket (the picture's words and its alt
## text). What the channel sees is said in the server's language: there "vous" is the plural of
## "tu" (as in table.ftl); the Standings button's copy and a member's own answers in theirs.
## French tournament words (as in French chess): a round is a "ronde" ("tour" is a turn,
## "manche" a partnership round); système suisse, élimination directe, tous contre tous; the
## pairings are "les appariements"; a bye is an "exemption" (the player is "exempt"); the
## standings are "le classement"; Buchholz (Bu) and Sonneborn-Berger (SB) keep their names.
## No participle agreeing with a member ("inscrit(e)", "éliminé(e)"): phrased around them. An
## event's name is an admin's text of any gender: "le tournoi { $tournament }" where a word
## would agree with it, the name is set apart ("{ $tournament } : le tournoi est terminé").

## The event's words.

# A tournament's format ($format: swiss, knockout or round-robin).
tournament-format = { $format ->
        [swiss] Système suisse
        [knockout] Élimination directe
       *[round-robin] Tous contre tous
    }
# The format and its rounds, once known ($format: tournament-format's words; $rounds: how many).
tournament-format-rounds = { $format }, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }
# The announcement's first line ($format: tournament-format or tournament-format-rounds).
tournament-kind = **{ $format }** · parties à deux joueurs
# $rules: the games' rules line (as the table's footer says it).
tournament-rules = **Règles :** { $rules }.
# $turn: how long each turn is ("5 minutes", "2 h 05").
tournament-timer = Chaque tour dure { $turn } : qui dépasse son temps perd la partie par forfait.
tournament-rated = Tournoi classé : chaque partie compte pour le classement du serveur.
tournament-friendly = Tournoi amical : les parties ne comptent pour aucun classement.
# $start: a Discord timestamp (date and time); $relative: the same from now ("dans 2 heures").
tournament-starts-at = Début : { $start } ({ $relative }).
# $command: /gin-admin tournoi démarrer.
tournament-starts-by-admin = Début quand un admin le lance avec { $command }.
# $count: how many; $members: the first of them (mentions); $more: how many more, not named.
tournament-signed-up = Inscriptions ({ $count }) : { $members }
tournament-signed-up-more = Inscriptions ({ $count }) : { $members } et { $more ->
        [one] { $more } autre
       *[other] { $more } autres
    }
tournament-signed-up-none = Inscriptions (0) : personne pour l'instant. Lancez-vous !
tournament-players = Joueurs ({ $count }) : { $members }
tournament-players-more = Joueurs ({ $count }) : { $members } et { $more ->
        [one] { $more } autre
       *[other] { $more } autres
    }
# $most: at most; $least: the fewest it starts with.
tournament-room = { $most } joueurs au plus.
tournament-room-needs = { $most } joueurs au plus ; il en faut au moins { $least } pour commencer.
tournament-sign-up-how = Inscrivez-vous avec le bouton ; si vous ne pouvez pas jouer, cliquez sur Quitter avant le début.
tournament-round-in-play = Ronde { $round } sur { $rounds } en cours dans { $channels }.
tournament-paused = Tournoi mis en pause par un admin : les chronos des parties sont arrêtés.
tournament-finished = Tournoi terminé.
tournament-finished-won = Tournoi terminé : victoire de { $winner }.
tournament-cancelled = Tournoi annulé par un admin.
# The announcement's footer: $number is the event's number; $command is /gin tournoi as text.
tournament-footer = Tournoi n° { $number } · classement : { $command }
# The announcement's buttons (Quitter: as refusals.ftl names it).
tournament-sign-up-button = S'inscrire
tournament-leave-button = Quitter
tournament-standings-button = Classement

## The standings.

# A member taken out of the event by an admin ($player: the member): a noun, no agreement.
tournament-withdrawn = { $player } (retrait)
# A line's figures; the abbreviations are the legend's. PM: points de match.
tournament-match-points = **{ $points }** PM
tournament-buchholz = Bu { $points }
tournament-sonneborn-berger = SB { $points }
tournament-points-scored = { $points } Pts
# How far a knockout's player went ($round: the round they lost in): verbs, no agreement.
tournament-stage-winner = 🏆 vainqueur
tournament-stage-in = encore en lice
tournament-stage-final = perd en finale
tournament-stage-out = perd à la ronde { $round }
# The legend under the standings, by format.
tournament-legend-swiss = PM points de match · Bu Buchholz · Pts points marqués
tournament-legend-round-robin = PM points de match · SB Sonneborn-Berger · Pts points marqués
tournament-legend-knockout = Pts points marqués
# A list cut short: $count is how many more are not shown.
tournament-more-players = …et { $count ->
        [one] { $count } autre joueur
       *[other] { $count } autres joueurs
    } : voir { $command }
tournament-more-tables = …et { $count ->
        [one] { $count } autre table
       *[other] { $count } autres tables
    } : voir { $command }
tournament-more-tables-in = …et { $count ->
        [one] { $count } autre table
       *[other] { $count } autres tables
    } dans { $channels }

## The matches.

# A member with no opponent this round: it counts as a win (a knockout: through to $round).
tournament-bye = { $player } : exemption, comptée comme une victoire
tournament-bye-through = { $player } : exemption, passe directement à la ronde { $round }
# A match abandoned ("annulé"): both lose it.
tournament-both-lose = { $first } et { $second } : partie annulée, défaite pour les deux
# A decided match: $won and $lost are the winner's and the loser's points in the game.
tournament-beat = { $winner } bat { $loser } { $won }–{ $lost }
# Decided with no game played (an admin settled it, or a forfeit before any deal).
tournament-beat-walkover = { $winner } bat { $loser } (sans jouer)
# A round's pairing ($table: the table's number in the round).
tournament-pairing = Table { $table } : { $first } contre { $second }
# $result: tournament-beat, or tournament-both-lose.
tournament-table-result = Table { $table } : { $result }
# A match in play: a link to its table, or starting (its table is not posted yet).
tournament-watch = [regarder]({ $link })
tournament-starting = va commencer

## A round's post (the channel's), pinging the players at tables.

tournament-round-title = Ronde { $round } sur { $rounds } — { $tournament }
tournament-tables-in = Vos tables sont dans { $channels }.
tournament-the-final = **La finale !**
tournament-standings-before = Classement avant la ronde { $round }
# $members: the players at tables (mentions with commas, each pinged).
tournament-round-paired-ping = Les appariements de la ronde { $round } sont faits ! { $members } : trouvez votre table dans { $channels }.
tournament-round-paired = Les appariements de la ronde { $round } sont faits : trouvez votre table dans { $channels }.

## The final standings and the cancellation (the channel's).

tournament-over = 🏆 { $tournament } : le tournoi est terminé.
tournament-wins = 🏆 { $winner } remporte { $tournament } !
tournament-final-title = Classement final — { $tournament }
# $count: how many played; $format: tournament-format-rounds; $rated: yes or no.
tournament-final-summary = { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    } · { $format } · { $rated ->
        [yes] classé
       *[no] amical
    }
# $legend: the format's legend (tournament-legend-*).
tournament-final-footer = { $legend } · merci d'avoir joué !
tournament-cancelled-post = Un admin a annulé { $tournament }. Ses parties en cours ont été annulées et ne comptent pour personne.

## /gin tournoi: the event, its standings and the round in play.

# $format: tournament-format or tournament-format-rounds; $rated: yes or no; $rules: the rules line.
tournament-overview-head = **{ $format }** · { $rated ->
        [yes] classé
       *[no] amical
    } · { $rules }
# $channel: the announcement's channel (a channel mention).
tournament-sign-up-open = Les inscriptions sont ouvertes : utilisez les boutons de l'annonce dans { $channel }.
# $next: the next round's number.
tournament-next-round = La ronde { $next } commencera quand toutes les parties de la ronde { $round } seront terminées.
tournament-last-round = C'est la dernière ronde : le classement final suivra quand toutes les parties de la ronde { $round } seront terminées.
tournament-cancelled-overview = Tournoi annulé par un admin : ses parties en cours ont été annulées.
tournament-standings = Classement
# The round in play's field: $done of its $count games are over.
tournament-round-progress = Ronde { $round } : { $done ->
        [one] { $done } partie terminée
       *[other] { $done } parties terminées
    } sur { $count }

## The event's threads (their names: at most 100 characters; the name is cut to fit).

tournament-thread = 🏆 { $tournament } : parties
# $first and $last: this thread's tables.
tournament-thread-tables = 🏆 { $tournament } : tables { $first }-{ $last }

## A member's own answers (private: the member's language, "tu").

# $command: /gin-admin tournoi créer.
tournament-none = Ce serveur n'a pas encore de tournoi. Un admin peut en créer un avec { $command }.
# A button of an event that is gone ($command: /gin tournoi).
tournament-gone = Ce tournoi est terminé. Consulte { $command } pour le plus récent.
tournament-no-bots = Les bots ne peuvent pas jouer dans un tournoi.
# $start: when it starts, a Discord timestamp said from now ("dans 2 heures").
tournament-joined-starts = C'est fait, tu participes à { $tournament } ! Début { $start }. Tes parties se joueront dans un fil de ce salon ; je te mentionnerai à chaque nouvelle ronde, dès ses appariements.
tournament-joined = C'est fait, tu participes à { $tournament } ! Un admin donnera le départ. Tes parties se joueront dans un fil de ce salon ; je te mentionnerai à chaque nouvelle ronde, dès ses appariements.
tournament-left = Tu as quitté { $tournament }. Tu peux te réinscrire à tout moment avant le début.

## The knockout's bracket ("le tableau"): the words drawn in its picture (the channel's
## language), and the bracket in words for screen readers (at most 1,024 characters).

# The picture's title when the event's name has nothing the font can draw.
bracket-title = Élimination directe
# The rounds' headings, by how many rounds are left after it.
bracket-final = Finale
bracket-semi-finals = Demi-finales
bracket-quarter-finals = Quarts de finale
bracket-round = Ronde { $round }
# The heading of the column of the winner of the final.
bracket-champion = Vainqueur
# In a match's box: a match in play; a match both players lost; the empty line of a bye.
bracket-playing = en cours
bracket-both-out = double défaite
bracket-bye = exempt
# The bracket in words: its title ($title: the event's name, or bracket-title), then each round
# ($name: its heading; $matches: its matches, with semicolons), then the champion.
bracket-words-title = { $title } : tableau à élimination directe.
bracket-words-round = { $name } : { $matches }.
bracket-words-champion = Vainqueur : { $player }.
bracket-words-not-paired = Pas encore d'appariements.
# A match in words: a bye, past or to come; both out; decided; in play; not started.
bracket-words-had-bye = { $player } a bénéficié d'une exemption
bracket-words-has-bye = { $player } bénéficie d'une exemption
bracket-words-both-out = { $first } et { $second } : double défaite
bracket-words-beat = { $winner } a battu { $loser } { $won }–{ $lost }
bracket-words-beat-unplayed = { $winner } a battu { $loser }
bracket-words-playing = { $first } contre { $second }, en cours
bracket-words-to-play = { $first } contre { $second }, à jouer
# A long bracket's earlier matches, counted ($count: how many; $round: rounds 1 to $round).
bracket-words-more = et { $count ->
        [one] { $count } autre match
       *[other] { $count } autres matchs
    }
bracket-words-more-earlier = et { $count ->
        [one] { $count } autre match
       *[other] { $count } autres matchs
    }, dans les rondes 1 à { $round }
