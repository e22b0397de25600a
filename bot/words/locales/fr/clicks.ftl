## What a click on a game's controls is told privately (other than a refusal): a click that
## failed, a control of another message or of an older version of the bot.

# The move was saved, but its answer could not be drawn.
click-saved = Ton coup est enregistré, mais je n'ai pas pu l'afficher. Clique sur Actualiser ou ouvre ta main depuis la table.
# A menu's choice that no longer exists (the hand changed).
click-stale = Ce choix n'est plus valable. Ouvre de nouveau ta main depuis la table.
click-failed = Désolé, un problème est survenu de mon côté. Rien n'a été changé ; réessaie.
# A challenge's button on a game that has already started.
click-started = Cette partie a déjà commencé. Ouvre ta main depuis la table pour jouer.
# A hand's control clicked on another member's message: the clicker's own hand follows.
click-not-yours = Ces boutons appartiennent à un autre message. Voici ta propre main.
# Controls drawn by an older version of the bot: nothing is done.
click-old-rematch = Ce message date d'avant ma mise à jour, alors ton clic n'a rien fait. Voici de nouveau son bouton Revanche.
click-old-challenge = Ce message date d'avant ma mise à jour, alors ton clic n'a rien fait. Ses boutons sont maintenant à jour : clique de nouveau.
click-old-hand = Ce message date d'avant ma mise à jour, alors ton clic n'a rien fait. Voici de nouveau ta main : joue à partir d'ici.
# A finished game's Review (« Analyser ma partie »), clicked by someone who did not play it
# ($game: its number).
click-review-players-only = Seuls les joueurs de la partie n° { $game } ont une analyse.
# A click on a control the bot did not make for the clicker (forged, or unreadable); $command:
# the command /gin main.
click-unreadable = Je n'ai pas fait ce bouton pour toi, alors je l'ai ignoré et rien n'a changé. Relance la commande, ou ouvre ta partie depuis sa table (ou avec { $command }).
