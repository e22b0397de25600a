## The terminal game (python -m bot play): everything it prints, in the language of --lang, else
## of the environment (LC_ALL, LC_MESSAGES, LANG). A player types the same commands and cards in
## every language: the letters and words in brackets or quotes below (d, t, p, x, k, g, big, h,
## q, y; "x CARTE", "k 7h", "7h", "10d", "TD", "kh") stay as English has them; CARTE stands for
## a card. The help and every "Maintenant :" line say what each command does.
## $player, $knocker, $dealer: who, "you" (the player, "tu") or "computer". A card ($card,
## $upcard) is written as the table shows it (7♥, or 7H where the terminal can't show the suits),
## so no article before it: "tu te défausses de 7♥", "prendre 7♥".

# The first line; $level: the computer's level.
terminal-title = Gin rami contre l'ordinateur ({ $level ->
        [easy] facile
        [hard] difficile
        [expert] expert
       *[normal] normal
    })
# $rules: the rules line (rules-variant, rules-target, …).
terminal-rules = Règles : { $rules }.
# $seed: the number that deals the same game again ("la graine"), as typed (never grouped).
terminal-seed = Graine { $seed }. Tape h pour l'aide.
# … when the game picked it: how to play this game again.
terminal-seed-random = Graine { $seed } (pour rejouer cette partie : --seed { $seed }). Tape h pour l'aide.
# The draw for first dealer ("le tirage"): $yours and $theirs, the cards drawn; $dealer deals
# first.
terminal-cut = Tu tires { $yours }, l'ordinateur tire { $theirs } : { $dealer ->
        [you] tu donnes
       *[computer] l'ordinateur donne
    } en premier (la carte la plus basse donne).
# … after $ties draws that tied first (and were drawn again).
terminal-cut-after-ties = Tu tires { $yours }, l'ordinateur tire { $theirs } (après { $ties ->
        [one] { $ties } égalité
       *[other] { $ties } égalités
    } au tirage) : { $dealer ->
        [you] tu donnes
       *[computer] l'ordinateur donne
    } en premier (la carte la plus basse donne).

# -- A deal.
# Its first line (between rules of ─ and ═ the game draws).
terminal-deal = Donne { $deal } · { $dealer ->
        [you] tu donnes
       *[computer] l'ordinateur donne
    }
terminal-upcard = L'entame est { $card }.
# Oklahoma: what the upcard does (after terminal-upcard, on the same line).
terminal-upcard-gin-only = Elle n'autorise que le gin.
terminal-upcard-knock-limit = Elle fixe la limite pour frapper à { $limit }.
terminal-upcard-doubled = Un pique : les points de cette donne comptent double.
terminal-straight = Straight gin : on ne peut pas frapper, gin obligatoire.

# -- The computer's moves, as anyone at the table sees them.
terminal-computer-passes = L'ordinateur passe sur l'entame { $card }.
# Its turn in one line: how it drew ($drew: stock; pile, taking $taken; none: not seen), then
# what it did.
terminal-computer-discards = L'ordinateur { $drew ->
        [stock] pioche
        [pile] prend { $taken } dans la défausse
       *[none] joue
    } et se défausse de { $card }.
# $deadwood: the points of its unmatched cards.
terminal-computer-knocks = L'ordinateur { $drew ->
        [stock] pioche
        [pile] prend { $taken } dans la défausse
       *[none] joue
    } et frappe avec { $deadwood ->
        [one] { $deadwood } point
       *[other] { $deadwood } points
    } de cartes dépareillées.
terminal-computer-gin = L'ordinateur { $drew ->
        [stock] pioche
        [pile] prend { $taken } dans la défausse
       *[none] joue
    } et fait gin !
terminal-computer-big-gin = L'ordinateur { $drew ->
        [stock] pioche
        [pile] prend { $taken } dans la défausse
       *[none] joue
    } : grand gin !

# -- Your moves.
terminal-you-draw = Tu pioches { $card }.
terminal-you-take = Tu prends { $card }.
terminal-you-pass = Tu passes sur l'entame { $card }.
terminal-you-discard = Tu te défausses de { $card }.
terminal-you-knock = Tu frappes avec { $deadwood ->
        [one] { $deadwood } point
       *[other] { $deadwood } points
    } de cartes dépareillées, en te défaussant de { $card }.
terminal-you-gin = Tu te défausses de { $card } et tu fais gin !
terminal-you-big-gin = Grand gin !

# -- The table on your turn. Its first line: facts joined by " · ": the deal (deal-title), the
# stock ($cards: count-cards), then what this deal allows.
terminal-fact-stock = pioche : { $cards }
terminal-fact-straight = gin uniquement (Straight)
terminal-fact-ace = gin uniquement (entame : un as)
terminal-fact-knock-limit = limite pour frapper : { $limit }
terminal-fact-doubled = points doublés (entame à pique)
# The top of the discard pile ($card), and the cards just below it ($cards).
terminal-pile = Défausse : { $card }
terminal-pile-below = Défausse : { $card } (en dessous : { $cards })
terminal-pile-empty = Défausse : vide
# The whole pile (the pile command).
terminal-pile-all = Défausse, du dessus vers le fond : { $cards }.
# An empty list of cards.
terminal-cards-none = aucune
terminal-computer-took = L'ordinateur a pris dans la défausse : { $cards }
# $hand: terminal-hand.
terminal-your-hand = Ta main : { $hand }
# A hand: $cards, its melds in brackets then its other cards; $deadwood: their points.
terminal-hand = { $cards } · cartes dépareillées : { $deadwood }
# $choices: what you may do (the terminal-todo-* phrases, in a list).
terminal-your-turn = À toi de jouer : { $choices }.

# -- What you may do now, each with the command to type in brackets. Infinitives, as after
# "À toi de jouer :" in hand.ftl.
terminal-todo-first-upcard = prendre l'entame { $upcard } (t) ou passer (p)
terminal-todo-stock-only = piocher (d), car l'ordinateur et toi avez passé sur l'entame
terminal-todo-draw = piocher (d) ou prendre { $upcard } (t)
terminal-todo-discard = se défausser d'une carte (x CARTE, ou juste la carte)
# … except the card just taken from the pile.
terminal-todo-discard-not = se défausser d'une carte (x CARTE, ou juste la carte ; pas { $card }, que tu viens de prendre)
# $cards: the cards it may discard, in a list ("7♥ ou 8♦").
terminal-todo-knock = frapper en se défaussant de { $cards } (k CARTE)
terminal-todo-gin = faire gin en se défaussant de { $cards } (g CARTE)
terminal-todo-big-gin = faire grand gin (big)
# Choices in a list: "a ou b", "a, b ou c" ($rest: the others, joined by commas).
terminal-or-two = { $first } ou { $second }
terminal-or-more = { $rest } ou { $last }

# -- Answers to what you type.
# After an answer: what you may do now ($choices: as in terminal-your-turn).
terminal-now = Maintenant : { $choices }.
terminal-now-help = Maintenant : { $choices }. Tape h pour l'aide.
terminal-playing-on = La partie continue.
# A move the rules don't allow now: $reason, one of the illegal-* clauses (refusals.ftl), its
# first letter made a capital ("La donne est terminée.").
terminal-refused = { $reason }.
terminal-no-gin = Pas de gin possible maintenant.
# $deadwood: the least deadwood a discard leaves.
terminal-no-gin-best = Pas de gin possible maintenant (la meilleure défausse laisse { $deadwood ->
        [one] { $deadwood } point
       *[other] { $deadwood } points
    }).
# A line that is not a command. $typed: what was typed (a word, or the whole line).
terminal-bad-word = « { $typed } » n'est ni une commande ni une carte.
terminal-bad-command = « { $typed } » n'est pas une commande.
# "kh" typed alone: the king of hearts ($card), or a knock without its space.
terminal-could-be-knock = « { $typed } » pourrait être une frappe : tape x { $typed } pour te défausser de { $card }, ou k et une carte pour frapper (k 7h).
# $typed: the command typed (k, knock, x, discard, g, gin, …).
terminal-needs-card = { $typed } demande une carte, comme { $typed } 7h.
terminal-takes-no-card = { $typed } ne prend pas de carte.
terminal-bad-card = « { $typed } » n'est pas une carte : écris une valeur (A, 2-9, T ou 10, J, Q, K) puis une couleur (s, c, d, h), comme 7h ou 10d.

# -- The help (h): a line per command, after the commands as typed (English letters and words).
terminal-help = Commandes (la lettre ou le mot anglais) :
terminal-help-draw = piocher la carte du dessus de la pioche
terminal-help-take = prendre la carte du dessus de la défausse (l'entame, au premier tour)
terminal-help-pass = passer sur l'entame (au premier tour d'une donne seulement)
# $card: the seven of hearts, as shown (7♥).
terminal-help-discard = se défausser de { $card } (aussi : discard 7h ; pour un roi : x kh, car kh pourrait être une frappe)
terminal-help-knock = frapper en se défaussant de { $card } face cachée (tes combinaisons sont posées pour toi)
terminal-help-gin = faire gin en se défaussant de { $card } (g seul : toute carte qui ne laisse aucune carte dépareillée)
terminal-help-big-gin = grand gin : les onze cartes en combinaisons (si les règles le prévoient)
terminal-help-pile = toute la défausse, du dessus vers le fond
terminal-help-score = le score jusqu'ici
terminal-help-help = cette aide
terminal-help-quit = quitter la partie (demande confirmation)
# How a card is typed (the English index letters, explained); $symbols: yes where the terminal
# shows the suits' symbols.
terminal-help-cards = Cartes : une valeur (A as, 2-9, T ou 10, J valet, Q dame, K roi) puis une couleur ({ $symbols ->
        [yes] s pique, c trèfle, d carreau, h cœur, ou ♠ ♣ ♦ ♥) : 7h, 10d, TD, q♠.
       *[no] s pique, c trèfle, d carreau, h cœur) : 7h, 10d, TD.
    }
terminal-help-empty = Une ligne vide réaffiche la table.

# -- The score, and leaving. $target: the points to win; $you, $computer: each one's score.
terminal-score = Score (en { $target } points) : toi { $you } · l'ordinateur { $computer }.
# $score: terminal-score.
terminal-left = Tu quittes la partie. { $score } Au revoir !
terminal-end-of-input = Fin de l'entrée : la partie s'arrête ici. { $score } Au revoir !
terminal-interrupted = Interruption : la partie s'arrête ici. { $score } Au revoir !
# y stays y (for "yes"): anything else, "o" (oui) included, plays on.
terminal-leave-ask = Quitter cette partie avant la fin ? Tape y (pour « yes ») pour quitter ; toute autre réponse et la partie continue.
# After a deal's end: the next deal waits. $deal: its number.
terminal-press-enter = Appuie sur Entrée pour la donne { $deal } (q pour quitter).
terminal-again = Rejouer ? Tape y (pour « yes ») pour une nouvelle partie, ou appuie sur Entrée pour partir.
terminal-thanks = Merci d'avoir joué.

# -- A deal's end.
# Its headline, between rules of ═: "Donne 3 : Tu as fait gin !" ($headline: one of the four below).
terminal-showdown = Donne { $deal } : { $headline }
terminal-went-gin = { $knocker ->
        [you] Tu as fait
       *[computer] L'ordinateur a fait
    } gin !
terminal-went-big-gin = { $knocker ->
        [you] Tu as fait
       *[computer] L'ordinateur a fait
    } grand gin !
terminal-knocked = { $knocker ->
        [you] Tu as frappé
       *[computer] L'ordinateur a frappé
    } et gagné la donne.
terminal-undercut = { $knocker ->
        [you] Tu as frappé, mais l'ordinateur a fait undercut !
       *[computer] L'ordinateur a frappé, mais tu as fait undercut !
    }
terminal-drawn = Donne { $deal } : nulle
terminal-drawn-why = La pioche est épuisée : personne ne marque, et le même donneur redistribue (les mains restent cachées).
# The knocker's hand ($hand: terminal-hand) and how they went out ($kind: knock or gin), with
# the card discarded ($card). Nouns, so nothing to conjugate.
terminal-knocker = { $player ->
        [you] Toi
       *[computer] L'ordinateur
    } ({ $kind ->
        [gin] gin
       *[knock] frappe
    }, défausse de { $card }) : { $hand }
# … a big gin, which discards nothing.
terminal-knocker-no-discard = { $player ->
        [you] Toi
       *[computer] L'ordinateur
    } ({ $kind ->
        [gin] gin
       *[knock] frappe
    }) : { $hand }
# The other hand, after laying off or not.
terminal-defender = { $player ->
        [you] Toi
       *[computer] L'ordinateur
    } : { $hand }
terminal-defender-laid-off = { $player ->
        [you] Toi
       *[computer] L'ordinateur
    }, après avoir complété : { $hand }
# $cards: each card laid off and the meld it went on (showdown-laid-off-card: "5♥ sur [2♥ 3♥
# 4♥]"), joined by commas. The melds completed are the knocker's.
terminal-laid-off = { $player ->
        [you] Tu as complété les combinaisons de l'ordinateur
       *[computer] L'ordinateur a complété tes combinaisons
    } : { $cards }.
# Where the deal's points come from ($sum: sum-knock, sum-gin, …), as a sentence.
terminal-sum = { $sum }.
terminal-scores = { $player ->
        [you] Tu marques
       *[computer] L'ordinateur marque
    } { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.

# -- The game's end: the score sheet (its columns named by these), and who won.
terminal-game-over = Fin de la partie après { $count ->
        [one] { $count } donne
       *[other] { $count } donnes
    }
terminal-sheet-you = Toi
terminal-sheet-computer = Ordinateur
# The grand totals, as the sheet writes them.
terminal-tie = Égalité à { $points } !
terminal-you-win = Tu gagnes, { $high } à { $low } !
terminal-computer-wins = L'ordinateur gagne, { $high } à { $low }.
terminal-shutout = Capot : le total du vainqueur est doublé.
# The game could not start: $reason, one of the rules-error-* clauses (refusals.ftl).
terminal-cannot-play = Impossible de jouer : { $reason }.
