## Making a challenge: what the challenger is told privately (their language), and the name
## of a game's own thread (the channel's: the server's language).

challenge-not-in-dms = Le gin rami se joue dans un salon de serveur, pas en messages privés.
# $member: a mention of who was named.
challenge-not-a-member = { $member } n'est pas membre de ce serveur et ne peut donc pas jouer ici. Défie quelqu'un qui l'est.
# $permissions: the bot's permissions it lacks, as Discord's French settings name them
# (« Intégrer des liens, Joindre des fichiers »: permission-* in refusals.ftl), after a colon.
challenge-needs-permissions = Pour tenir une table dans ce salon, j'ai besoin de ces permissions : { $permissions }. Demande à un admin de me les accorder, ou joue dans un autre salon.
# $settings: the command /gin-admin paramètres (a mention, or its text).
challenge-no-pictures = Remarque : je ne peux pas joindre de fichiers dans ce salon, donc cette partie se joue sans images des mains ni de la table. Un admin peut m'accorder ici la permission Joindre des fichiers, ou désactiver les images avec { $settings }.
challenge-posted = Ton défi est publié dans le salon.
# $thread: a mention of the game's own thread.
challenge-posted-in = Ton défi est publié dans { $thread }.
challenge-no-thread = Je n'ai pas pu ouvrir de fil pour la partie ici. Demande à un admin de vérifier mes permissions sur les fils dans ce salon, ou réessaie dans un instant.
# A game's own thread: its name (at most 100 characters; $players: the players' names, joined
# by challenge-versus: « Ann contre Bob contre Cat », as deal-players in table.ftl).
challenge-thread = Gin rami : { $players }
challenge-versus = { $first } contre { $second }

# A rematch whose player left the server ($member: a mention; $challenge: /gin défier).
rematch-member-left = { $member } n'est plus membre de ce serveur, donc pas de revanche possible. Défie d'autres membres avec { $challenge }.
