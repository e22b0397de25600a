## Where a /gin command works (see en-US).

place-server-games = { $command } fonctionne dans les salons d'un serveur qui m'a invité : utilise-la là-bas.
place-server-choices = Tes préférences sont gardées par serveur : utilise { $command } sur un serveur qui m'a invité.
place-server-standings = Les classements et l'historique des parties sont gardés par serveur : utilise { $command } sur un serveur qui m'a invité.
place-server-settings = Les réglages appartiennent à un serveur : utilise { $command } sur un serveur qui m'a invité.
place-server-tournament = Les tournois sont organisés par les serveurs : utilise { $command } sur un serveur qui m'a invité.
place-two-players = Hors des serveurs, une partie se joue à deux pour l'instant : défie un ami ici, ou jouez à trois ou quatre sur un serveur qui m'a invité.
place-bot-dm-computer = Dans mes MP, tu joues contre moi : défie-moi ou utilise { $practice } ; pour jouer avec un ami, défie-le dans vos MP.
place-no-external-apps = Ce serveur ne laisse tes applications répondre qu'en privé, donc aucune table ne peut s'afficher ici : demande à un admin la permission Utiliser des applications externes, ou de m'inviter.
place-other-server-cluster = Ici, je ne peux pas faire tourner de parties sur les serveurs qui ne m'ont pas invité : défie ton ami en MP, ou demande aux admins de ce serveur de m'inviter.
