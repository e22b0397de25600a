## Asking first, and the answers to confirmations: resigning, /gin oublie-moi, an admin's
## /gin-admin terminer and saison (private: the member's language), and a new season's
## announcement (the channel's: the server's language). $game: a game's number (12345).
## French: resign is "abandonner", abandon is "annuler"; no participle agreeing with the reader.

# Resigning ($game: the game's number).
confirm-resign = Abandonner la partie n° { $game } ? Tu perds par forfait et prends la dernière place.
confirm-resign-team = Abandonner la partie n° { $game } ? Ton équipe perd par forfait et prend la dernière place.
confirm-resign-yes = Oui, abandonner
confirm-resign-no = Continuer à jouer
confirm-resign-kept = Tu restes dans la partie n° { $game } : bonne continuation !
# $challenge: the command /gin défier (a mention, or its text).
confirm-resign-done = Tu as abandonné la partie n° { $game }. Lance-en une nouvelle quand tu veux avec { $challenge }.

# /gin oublie-moi (« un ancien membre » : as the history shows them, see former-member).
confirm-forget = Effacer tes données sur ce serveur ? Ton nom, ta cote, tes stats et tes choix disparaissent ; les parties que tu as jouées restent dans l'historique des autres, jouées par « un ancien membre ». C'est irréversible.
confirm-forget-yes = Oublie-moi
confirm-forget-no = Garder mes données
confirm-forget-done = C'est fait : tes données sur ce serveur sont effacées.
confirm-forget-outside = Effacer ce que je garde sur toi hors des serveurs ? Les parties jouées en MP, MP de groupe et serveurs qui ne m'ont jamais invité restent dans l'historique des autres comme jouées par « un ancien membre ». C'est irréversible.
confirm-forget-outside-done = C'est fait : ce que je gardais sur toi hors des serveurs est effacé.

# /gin-admin terminer ($players: mentions, with commas; $reason: the admin's words, as they wrote
# them). The command is "terminer"; the game ends "annulée" (abandoned), as in table.ftl.
admin-no-game = Il n'y a pas de partie n° { $game } en cours sur ce serveur. Le numéro figure dans le titre de la table.
confirm-end = Terminer la partie n° { $game } ({ $players }) en l'annulant ? Elle ne comptera pour personne, et la table indiquera : « { $reason } ».
confirm-end-yes = Terminer la partie
confirm-end-no = La laisser continuer
confirm-end-done = La partie n° { $game } est terminée ; sa table indique pourquoi.

# /gin-admin saison ($season: the new season's number).
confirm-season = Commencer la saison { $season } ? Les cotes de tout le monde et le classement repartent de zéro ; les parties, l'historique et les feuilles de marque sont conservés.
confirm-season-yes = Commencer la saison { $season }
confirm-season-no = Pas maintenant
confirm-season-started = La saison { $season } a déjà commencé.
confirm-season-done = La saison { $season } a commencé.
# Posted in the channel.
season-starts = **La saison { $season } commence maintenant !** Les cotes et le classement repartent de zéro ; l'historique de chacun est conservé. Bonne chance à tous !

# After a refusal (« Cette confirmation a expiré. »), or on its own.
confirm-nothing-changed = Rien n'a été changé.
confirm-nothing-more = Rien de plus n'a été fait.
# $command: the command that asks again (a mention, or its text).
confirm-run-again = Rien n'a été changé ; relance { $command }.
confirm-run-the-command-again = Rien n'a été changé ; relance la commande.
confirm-not-yours = Ces boutons appartiennent au message de quelqu'un d'autre. Lance la commande toi-même.
# A confirmation drawn by an older version of the bot.
confirm-old = Cette confirmation date d'avant ma mise à jour, alors je n'ai rien fait. Relance { $command }.
