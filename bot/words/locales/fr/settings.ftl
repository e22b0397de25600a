## A server's settings: the card /gin paramètres and /gin-admin paramètres show, and the summary
## of a change (private: the reader's language; the admin log keeps it in English).

settings-title-server = Paramètres de ce serveur
settings-title-unchanged = Rien à changer
settings-title-saved = Enregistré
# $changes: settings-change, joined by "; ".
settings-saved = Changements : { $changes }. Les nouveaux défis en tiennent compte.
settings-footer = Les parties en cours gardent les règles avec lesquelles elles ont commencé.

settings-rules = Règles d'un nouveau défi
settings-three-players = Trois joueurs
settings-rotation = { $rotation ->
        [loser_sits_out] le perdant est au repos
       *[dealer_sits_out] le donneur est au repos
    }
settings-turn-timer = Temps par tour
settings-challenges-expire = Délai de réponse à un défi
settings-where = Où jouer
settings-every-channel = tous les salons
# $channels: the channels games are allowed in (mentions), or settings-every-channel.
settings-where-threads = { $channels }, un fil par partie
settings-hints = Conseils
# $state: settings-on or settings-off (a switch's state, as the command's choices say it).
settings-hints-value = { $state } en partie amicale (jamais en partie classée)
settings-on = activé
settings-off = désactivé
settings-challenge-limit = Limite de défis
# $count: the challenges a member may make; $window: the minutes (count-minutes).
settings-challenge-limit-value = { $count ->
        [one] { $count } défi
       *[other] { $count } défis
    } par membre sur { $window }
settings-computer = Parties contre l'ordinateur
settings-rated = classées
settings-unrated = hors classement
settings-pictures = Images
settings-pictures-on = activé : mains et tables dessinées à côté de leur texte
settings-language = Langue
# $language: the language's name in itself (Português, Deutsch).
settings-language-chosen = { $language } pour la table, les résultats et les messages du salon ; chaque membre voit sa propre langue Discord en privé
settings-language-server = la langue Discord du serveur pour la table, les résultats et les messages du salon (un serveur Communauté la choisit dans Paramètres du serveur → Communauté → Vue d'ensemble ; tout autre serveur est en anglais : choisis-en une ici) ; chaque membre voit sa propre langue Discord en privé
settings-leaderboard = Classement
# $count: the games a member needs to be ranked.
settings-leaderboard-value = saison { $season } ; par cote ou taux de victoire à partir de { $count ->
        [one] { $count } partie jouée
       *[other] { $count } parties jouées
    }

# A change: « minutes par tour : 10 → 30 » ($setting: settings-name; $before, $after: its
# values). The names follow the options of /gin-admin paramètres (commands.ftl).
settings-change = { $setting } : { $before } → { $after }
settings-nothing = rien
settings-name = { $setting ->
        [variant] variante
        [bonuses] bonus
        [target] objectif
        [format] format
        [rotation] repos
        [turn_minutes] minutes par tour
        [challenge_minutes] minutes de défi
        [hints] conseils
        [channels] salons
        [threads] fils
        [min_games] parties min.
        [challenge_limit] limite de défis
        [challenge_window_minutes] fenêtre de défis (minutes)
        [computer_rated] ordinateur classé
        [pictures] images
       *[language] langue
    }
# A setting's value in a change.
settings-value-server-language = celle du serveur
settings-value-usual = celui du format
settings-value-variant = { $value ->
        [oklahoma] Oklahoma
        [straight] straight gin
       *[standard] standard
    }
settings-value-format = { $value ->
        [three] trois joueurs
        [partnership] en équipes
        [hollywood] Hollywood
       *[heads_up] deux joueurs
    }
settings-value-rotation = { $value ->
        [loser_sits_out] le perdant au repos
       *[dealer_sits_out] le donneur au repos
    }
