## /gin-admin tournoi …: making an event, and its controls, each asked first on a private
## message only the admin who asked can answer. Private: the admin's language ("tu").
## $tournament is the event's name, as its admin wrote it (any gender: no word agrees with it);
## $member a member (a mention); $channel a channel (a mention); $game a game's number as
## written (#12345). A round is a "ronde"; options as commands.ftl names them (salon).

## Making an event.

tournament-text-channel = Crée le tournoi dans un salon textuel (pas dans un fil) : ses parties auront un fil dans ce salon. Lance la commande là-bas, ou indique-en un avec l'option salon.
# $permissions: the permissions the bot lacks, as Discord's French settings name them
# (permission-* in refusals.ftl), with commas, after a colon.
tournament-permissions = Pour organiser un tournoi dans { $channel } (ses parties se jouent dans un fil de ce salon), j'ai besoin de ces permissions : { $permissions }. Accorde-les-moi, ou choisis un autre salon.
# $command: /gin tournoi.
tournament-not-announced = J'ai créé { $tournament }, mais je n'ai pas pu publier son annonce dans { $channel } : les membres peuvent s'inscrire depuis { $command }.
# $link: the announcement's address.
tournament-open = Les inscriptions à { $tournament } sont ouvertes : { $link }

## The controls: the question, its yes (each its own), its no (the same for all).

tournament-none-under-way = Ce serveur n'a aucun tournoi en cours.
confirm-tournament-start = Démarrer { $tournament } maintenant ? Les inscriptions seront closes et les appariements de la ronde 1 faits.
confirm-tournament-start-yes = Démarrer
confirm-tournament-pause = Mettre { $tournament } en pause ? Aucun coup ne pourra être joué dans ses parties, et leurs chronos resteront arrêtés jusqu'à la reprise.
confirm-tournament-pause-yes = Mettre en pause
confirm-tournament-resume = Reprendre { $tournament } ? Chaque échéance de ses parties sera repoussée de la durée de la pause.
confirm-tournament-resume-yes = Reprendre
confirm-tournament-remove = Retirer { $member } de { $tournament } ? Sa partie en cours sera perdue par forfait, et ce membre ne sera plus apparié.
confirm-tournament-remove-yes = Retirer du tournoi
# Settling a match: $winner goes through, or (-both) both players lose it.
confirm-tournament-settle = Trancher la partie n° { $game } de { $tournament } en donnant le match à { $winner } ? Si la partie est encore en cours, elle s'arrête, hors classement.
confirm-tournament-settle-both = Trancher la partie n° { $game } de { $tournament } par une défaite des deux joueurs ? Si la partie est encore en cours, elle s'arrête, hors classement.
confirm-tournament-settle-yes = Trancher
confirm-tournament-cancel = Annuler { $tournament } ? Ses parties en cours seront annulées et ne compteront pour personne.
confirm-tournament-cancel-yes = Annuler le tournoi
confirm-tournament-no = Pas maintenant

## After a yes: what was done.

tournament-over-already = Ce tournoi est déjà terminé ; rien n'a été fait.
tournament-thread-failed = Je n'ai pas pu ouvrir le fil du tournoi. Vérifie mes permissions sur les fils dans son salon, puis relance le démarrage.
tournament-started = { $tournament } a commencé : les appariements de la ronde 1 sont faits.
tournament-paused-done = { $tournament } est en pause : ses parties attendent, chronos arrêtés.
tournament-resumed = { $tournament } a repris : chaque échéance a été repoussée de la durée de la pause.
tournament-cancelled-done = J'ai annulé { $tournament } ; ses parties en cours ont pris fin sans compter pour personne.
tournament-removed = { $member } ne participe plus à { $tournament } ; sa partie en cours est perdue par forfait.
tournament-settled = Le match de la partie n° { $game } est tranché : { $winner } l'emporte.
tournament-settled-both = Le match de la partie n° { $game } est tranché : les deux joueurs le perdent.
tournament-nothing-done = Rien n'a été fait.
