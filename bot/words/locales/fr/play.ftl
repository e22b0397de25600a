## The answers of /gin main, /gin abandonner, /gin table (private: the member's language).

# $challenge: the command /gin défier (a mention, or its text).
play-no-game = Tu n'as pas de partie dans ce salon. Lance-en une avec { $challenge }.
play-no-game-to-resign = Tu n'as pas de partie à abandonner dans ce salon. (Un défi en attente se retire avec son bouton « Retirer le défi ».)
# /gin table asked in another channel ($channel: a mention of the game's; $command: /gin table).
play-table-elsewhere = Ta partie se joue dans { $channel } : utilise { $command } là-bas.
play-table-last = Ta table est déjà le dernier message ici : juste au-dessus.
play-table-failed = Je n'ai pas pu afficher la table ici. Réessaie.
