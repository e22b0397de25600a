## Refusals: why nothing happened, and what to do next. Private: the reader's language ("tu").
## A refusal is one or two sentences; the hint (hint-*) follows it after a space.
## Values: $game is a game's number as written (never grouped); $member and $members are
## mentions; $channel a channel's mention; $command a command as Discord names it
## (/gin oublie-moi); $tournament a tournament's name, as its admin wrote it.
## French: no past participle agreeing with the reader or a member ("inscrit(e)", "prêt(e)"):
## phrased around them. Resign is "abandonner", abandon is "annuler".

# What to do next.
hint-new-challenge = Lance ta propre partie avec { $command }.
hint-open-hand = Ouvre ta main depuis la table pour voir ce que tu peux faire.
hint-try-again = Réessaie dans un instant.


## Challenges.

refusal-challenge-yourself = Tu ne peux pas te défier toi-même. Choisis d'autres membres.
refusal-challenge-twice = Tu as désigné deux fois le même membre. Désigne chaque joueur une seule fois.
refusal-challenge-bots = Les autres bots ne peuvent pas jouer au gin rami ici. Défie des membres, ou joue contre l'ordinateur.
# $format: the game's format; $wanted: the other players it needs; $named: how many were named.
refusal-challenge-players = Une partie { $format ->
        [three] à trois joueurs
        [partnership] en équipes
        [hollywood] Hollywood
       *[heads-up] à deux joueurs
    } demande { $wanted ->
        [one] { $wanted } autre joueur
       *[other] { $wanted } autres joueurs
    } ; tu en as désigné { $named }.
# partenaire, adversaire, adversaire2: /gin défier's options, as commands.ftl names them.
refusal-partnership-seats = Une partie en équipes demande ton partenaire et deux adversaires : remplis les options partenaire, adversaire et adversaire2.
refusal-partner-not-partnership = Seules les parties en équipes ont des partenaires : laisse l'option partenaire vide.
# The turn timer's range: $minutes (the least) and $hours (the most).
refusal-turn-timer = Le temps par tour doit être compris entre { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } et { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }.
refusal-tournament-thread = Ce fil est réservé aux parties d'un tournoi. Lance ton défi dans un autre salon.
refusal-channel-not-allowed = Les parties ne sont pas autorisées dans ce salon. Lance ton défi dans l'un des salons autorisés par les paramètres du serveur.
# $members: who don't take challenges; $count: how many they are.
refusal-not-taking-challenges = { $members } { $count ->
        [one] ne reçoit
       *[other] ne reçoivent
    } pas de défis en ce moment. Défie quelqu'un d'autre.
# $made: the challenges made in the last $window minutes; $wait: minutes to wait.
refusal-challenge-limit = Tu as lancé { $made ->
        [one] { $made } défi
       *[other] { $made } défis
    } { $window ->
        [one] au cours de la dernière minute
       *[other] au cours des { $window } dernières minutes
    }, le maximum autorisé sur ce serveur. Réessaie dans { $wait ->
        [one] { $wait } minute
       *[other] { $wait } minutes
    }.
refusal-busy-you = Tu as déjà une partie ou un défi en cours dans ce salon. Va au bout (ou abandonne), ou joue dans un autre salon.
refusal-busy-named = Un des membres que tu as désignés a déjà une partie ou un défi en cours dans ce salon. Défie quelqu'un d'autre, ou joue dans un autre salon.
# $members: who is busy; $count: how many they are.
refusal-busy-members = { $members } { $count ->
        [one] a
       *[other] ont
    } déjà une partie ou un défi en cours dans ce salon. Défie quelqu'un d'autre, ou joue dans un autre salon.
refusal-challenge-expired = Ce défi a expiré avant d'être accepté.
# $invited: how many members the challenge invites. Its Cancel button: challenge-cancel.
refusal-accept-own = C'est ton propre défi : { $invited ->
        [one] seul le membre défié peut l'accepter
       *[other] seuls les membres défiés peuvent l'accepter
    }. Attends { $invited ->
        [one] sa réponse
       *[other] leurs réponses
    }, ou retire-le avec le bouton « Retirer le défi ».
refusal-accept-not-invited = { $invited ->
        [one] Seul le membre défié peut accepter.
       *[other] Seuls les membres défiés peuvent accepter.
    }
refusal-accepted-already = Tu as déjà accepté ; la partie commencera quand tout le monde aura accepté.
refusal-challenge-others = Ce défi concerne d'autres membres.
refusal-challenge-answered = Ce défi a déjà reçu une réponse. Joue depuis le message de la table, ou lance une nouvelle partie.

## Rematches.

# $finished: the finished game; $game: its rematch.
refusal-rematch-made = La partie n° { $finished } a déjà sa revanche : la partie n° { $game }.
refusal-rematch-not-player = Seuls les joueurs de la partie n° { $game } peuvent demander sa revanche.
refusal-rematch-forgotten = Un joueur de la partie n° { $game } a depuis demandé qu'on l'oublie sur ce serveur : elle ne peut donc pas avoir de revanche.

## Playing.

refusal-not-your-game = Ce n'est pas ta partie.
refusal-over = Cette partie ou ce défi n'est plus en cours.
refusal-game-over = Cette partie est terminée.
refusal-not-in-play = Cette partie n'est pas en cours.
refusal-not-your-turn-yet = Ce n'est pas encore ton tour.
refusal-not-your-turn = Ce n'est pas encore ton tour. Tu pourras jouer quand la table affichera ton nom.
refusal-sit-out = Tu es au repos pour cette donne.
# $card: the card, as shown (5♥).
refusal-knock-card = Tu ne peux pas frapper en te défaussant de { $card }.
# $reason: why, one of the illegal-* clauses below.
refusal-illegal-action = Tu ne peux pas faire ça : { $reason }.
refusal-stale-view = Ce que tu as cliqué n'était plus à jour, alors rien ne s'est passé. Voici l'affichage actuel.
refusal-button-unused = Ce bouton ne sert plus.
refusal-another-message = Ce bouton appartient à un autre message, alors je n'ai rien fait. Utilise les boutons du message de la partie.
refusal-tournament-paused-game = Un admin a mis ce tournoi en pause : ses parties attendent, chronos arrêtés, jusqu'à sa reprise.
refusal-time-forfeited = Ton temps était écoulé avant ce clic : tu as perdu la partie par forfait.
refusal-time-partner = Le temps de ton partenaire s'est écoulé : ton équipe a perdu la partie par forfait.
refusal-time-opponent = Le temps de ton adversaire s'est écoulé : tu as gagné la partie par forfait.
refusal-time-ended = Le temps d'un joueur s'est écoulé avant ton clic : la partie est terminée.

## Why a move is not allowed now: a clause, after "Tu ne peux pas faire ça :" (refusal-illegal-action),
## so it starts in lowercase and has no final period.
## $card: a card as shown (5♥); $deadwood: deadwood points; $limit: the knock limit.

illegal-deal-over = la donne est terminée
illegal-game-over = la partie est terminée
illegal-not-your-turn = ce n'est pas ton tour
illegal-two-deals = deux donnes sont en cours : précise de qui est ce coup
illegal-sit-out = tu es au repos pour cette donne
illegal-not-an-action = ce n'est pas un coup
illegal-first-draw = c'est le premier coup : prends l'entame ou passe
illegal-stock-only = les deux joueurs ont passé sur l'entame, donc cette première carte se prend dans la pioche
illegal-draw-first = commence par piocher, ou par prendre la carte de la défausse
illegal-drawn-already = tu as déjà pris ta carte : défausse-toi d'une carte (ou frappe)
illegal-no-big-gin = le grand gin ne se joue pas avec ces règles : défausse-toi et fais gin
illegal-big-gin-eleven = le grand gin demande tes onze cartes en combinaisons
illegal-not-in-hand = { $card } n'est pas dans ta main
illegal-just-taken = tu viens de prendre { $card } dans la défausse : défausse-toi d'une autre carte
illegal-gin-deadwood = en te défaussant de { $card }, il te reste { $deadwood ->
        [one] { $deadwood } point
       *[other] { $deadwood } points
    } ; pour faire gin, il faut 0 point
illegal-straight-gin = on ne peut pas frapper en Straight gin : tu dois faire gin
illegal-knock-is-gin = en te défaussant de { $card }, il ne te reste aucun point : c'est un gin, pas une frappe
illegal-gin-only = l'entame de cette donne n'autorise que le gin
illegal-knock-limit = en te défaussant de { $card }, il te reste { $deadwood ->
        [one] { $deadwood } point
       *[other] { $deadwood } points
    } ; la limite pour frapper est de { $limit }
# $action: the move, in the game's notation (English: draw, knock 5♥ …).
illegal-not-now = le coup « { $action } » n'est pas permis maintenant
illegal-meld-twice = une carte ne peut appartenir qu'à une seule combinaison
# $meld: the meld's cards.
illegal-meld-not-held = la combinaison [{ $meld }] utilise une carte que tu n'aurais pas en main
illegal-melds-knock-limit = avec ces combinaisons, il te reste { $deadwood ->
        [one] { $deadwood } point
       *[other] { $deadwood } points
    } ; la limite pour frapper est de { $limit }

## A challenge's option that is not valid: "Cette option n'est pas valide :" and a clause
## (lowercase, no final period).

# $reason: one of the rules-error-* clauses below.
refusal-option = Cette option n'est pas valide : { $reason }.
# $setting: rules-setting (with its article); $low, $high: the range; $value: what was given.
rules-error-range = { $setting } doit être un nombre entier de { $low } à { $high }, pas { $value }
# $choices: the values it takes, as the command writes them.
rules-error-choice = { $setting } doit prendre l'une de ces valeurs : { $choices }
rules-error-switch = { $setting } doit valoir true ou false
# $preset: the bonuses asked for; $choices: those there are.
rules-error-preset = le barème de bonus { $preset } n'existe pas ; choisis parmi { $choices }
rules-error-not-object = les règles doivent être un objet JSON
# $settings: the names given.
rules-error-unknown = réglages de règles inconnus ({ $settings })
# A rule's name, with its article: it starts the rules-error-* clauses.
rules-setting = { $setting ->
        [knock_limit] la limite pour frapper
        [gin_bonus] le bonus de gin
        [undercut_bonus] le bonus d'undercut
        [big_gin_bonus] le bonus de grand gin
        [game_bonus] le bonus de partie
        [box_bonus] le bonus par donne gagnée
        [target] l'objectif
        [variant] la variante
        [format] le format
        [rotation] le repos (à trois joueurs)
        [dealer] le donneur
        [oklahoma_ace] l'as en Oklahoma
        [shutout] le capot
       *[other] le réglage { $setting }
    }

## Moving a table down its channel (/gin table).

# $seconds: since it was posted; $wait: seconds to wait.
refusal-move-recent = Cette table a été affichée de nouveau il y a { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }, juste en dessous. Fais défiler vers le bas pour la retrouver, ou réessaie dans { $wait ->
        [one] { $wait } seconde
       *[other] { $wait } secondes
    }.
refusal-move-under-way = Cette table est en train d'être affichée de nouveau, juste en dessous : fais défiler vers le bas dans un instant.

## Ending and abandoning. Abandon: "annuler" ("abandonner" is resign).

refusal-end-no-game = Il n'y a pas de partie n° { $game } en cours sur ce serveur. Le numéro figure dans le titre de la table.
refusal-end-ended = La partie n° { $game } est déjà terminée.
refusal-abandon-tournament = Une partie de tournoi ne peut pas être annulée par ses joueurs : abandonne pour la concéder, ou demande à un admin de la trancher.
refusal-proposal-closed = Cette proposition d'annulation n'est plus ouverte : un coup a été joué, quelqu'un a choisi de continuer, elle a expiré, ou j'ai redémarré. Propose-la de nouveau si tu le souhaites toujours.

## Finished games.

refusal-no-finished-game = Il n'y a pas de partie n° { $game } terminée sur ce serveur.
refusal-record-unreadable = Désolé, l'enregistrement de la partie n° { $game } est illisible.

## Forgetting a member (/gin oublie-moi).

refusal-forget-busy = Tu as une partie ou un défi en cours ici, alors rien n'a été effacé. Va au bout (ou abandonne), puis relance { $command }.
refusal-forget-entered = Tu participes à { $tournament }, alors rien n'a été effacé. Retire-toi avant le début du tournoi (ou demande à un admin de te retirer), puis relance { $command }.

## Confirmations (are you sure?).

refusal-confirmation-not-yours = Cette confirmation a été demandée par quelqu'un d'autre.
refusal-confirmation-expired = Cette confirmation a expiré.
refusal-confirmation-answered = Cette confirmation a déjà reçu une réponse.

## Tournaments. A tournament's round is a "ronde"; its options as commands.ftl names them.

# $most: the longest name, in characters.
refusal-tournament-name = Donne au tournoi un nom de 1 à { $most } caractères.
refusal-tournament-two-player = Les matchs d'un tournoi se jouent à deux joueurs : choisis des règles à deux joueurs.
refusal-tournament-under-way = Ce serveur a déjà un tournoi en cours : { $tournament }. Laisse-le se terminer, ou annule-le, avant d'en créer un autre.
# $most: the most rounds.
refusal-tournament-swiss-rounds = Un tournoi en système suisse a besoin d'un nombre de rondes : de 1 à { $most }.
refusal-tournament-rounds-not-swiss = Seul un tournoi en système suisse prend un nombre de rondes : l'élimination directe et le tous contre tous en ont autant que leurs joueurs l'exigent. Laisse l'option rondes vide.
# The start's range: $minutes (the soonest) to $days (the latest) from now.
refusal-tournament-start-time = Fixe son début entre { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } et { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } à partir de maintenant, ou laisse l'option début_dans vide et démarre-le toi-même.
refusal-sign-up-closed = { $tournament } a commencé : les inscriptions sont closes.
refusal-signed-up-already = Ton inscription à { $tournament } est déjà faite. Si tu ne peux pas jouer, utilise Quitter.
# $most: the most players it takes.
refusal-tournament-full = Plus de place dans { $tournament } ({ $most } joueurs). Demande à un admin pour le prochain.
refusal-not-signed-up = Tu ne figures pas parmi les inscrits de { $tournament }.
refusal-leave-started = { $tournament } a commencé, tu ne peux donc plus quitter le tournoi : abandonne ta partie si tu dois partir, ou demande à un admin de te retirer.
refusal-tournament-started = { $tournament } a déjà commencé.
# $least: the fewest players it starts with; $count: how many signed up.
refusal-tournament-too-few = { $tournament } a besoin d'au moins { $least } joueurs pour commencer ; il y a { $count ->
        [one] { $count } inscription
       *[other] { $count } inscriptions
    }. Attends d'autres inscriptions, ou annule le tournoi.
refusal-tournament-paused-already = { $tournament } est déjà en pause. Reprends le tournoi quand tu veux.
refusal-tournament-not-paused = { $tournament } n'est pas en pause.
refusal-tournament-not-entrant = Ce membre ne joue pas dans { $tournament }.
# $round: the round in play.
refusal-settle-not-match = La partie n° { $game } n'est pas un match de la ronde { $round } de { $tournament }. Le numéro figure dans le titre de la table.
refusal-settle-decided = Le match de la partie n° { $game } est déjà décidé.
refusal-settle-knockout = En élimination directe, quelqu'un doit se qualifier : désigne le gagnant.
refusal-settle-winner = Désigne comme gagnant l'un des deux joueurs de la partie n° { $game }.
refusal-tournament-over = Ce tournoi est terminé.
refusal-tournament-not-started = { $tournament } n'a pas encore commencé.

## Saving failed or the bot is stopping.

refusal-save-failed = Je n'ai pas pu enregistrer ça, alors rien n'a été fait.
refusal-save-challenge = Je n'ai pas pu enregistrer ce défi, alors il n'a pas été lancé.
refusal-save-move = Je n'ai pas pu enregistrer ça, alors la table n'a pas été déplacée.
refusal-save-tournament = Je n'ai pas pu enregistrer ce tournoi, alors il n'a pas été créé.
refusal-save-fenced = Une autre copie du bot gère maintenant les parties de ce serveur, alors celle-ci n'a pas enregistré ça : réessaie dans un instant.
refusal-shutting-down = Je redémarre, alors rien ne s'est passé.

## The bot's permissions, as Discord's French server settings name them.

permission-view-channel = Voir les salons
permission-send-messages = Envoyer des messages
permission-embed-links = Intégrer des liens
permission-attach-files = Joindre des fichiers
permission-read-message-history = Voir les anciens messages
permission-create-public-threads = Créer des fils publics
permission-send-messages-in-threads = Envoyer des messages dans les fils
# $permissions: the permissions it lacks (permission-*, joined by commas).
refusal-blocked = Attention : je ne peux pas mettre à jour la table ni publier les résultats dans ce salon. Un admin doit m'accorder ici ce qui me manque : { $permissions }. En attendant, tes coups sont enregistrés.
