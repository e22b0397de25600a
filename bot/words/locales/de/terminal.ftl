## The terminal game (python -m bot play): everything it prints, in the language of --lang, else
## of the environment (LC_ALL, LC_MESSAGES, LANG). A player types the same commands and cards in
## every language: the letters and words in brackets or quotes below (d, t, p, x, k, g, big, h,
## q, y; "x CARD", "k 7h", "7h", "10d", "TD", "kh") are what they type, so keep them as they are
## (CARD stands for a card: say it in the language). The help and every "Now:" line say what
## each command does.
## $player, $knocker, $dealer: who, "you" (the player) or "computer". A card ($card, $upcard) is
## written as the table shows it (7♥, or 7H where the terminal can't show the suits).
## German: a card as shown takes no article ("Du ziehst 7♥."); KARTE stands for a card.

# The first line; $level: the computer's level.
terminal-title = Gin Rommé gegen den Computer ({ $level ->
        [easy] leicht
        [hard] schwer
        [expert] Experte
       *[normal] normal
    })
# $rules: the rules line (rules-variant, rules-target, …).
terminal-rules = Regeln: { $rules }.
# $seed: the number that deals the same game again, as typed (never grouped).
terminal-seed = Seed { $seed }. Tippe h für die Hilfe.
# … when the game picked it: how to play this game again.
terminal-seed-random = Seed { $seed } (um diese Partie noch einmal zu spielen: --seed { $seed }). Tippe h für die Hilfe.
# The cut for the first deal: $yours and $theirs, the cards cut; $dealer deals first.
terminal-cut = Du hebst { $yours } ab, der Computer { $theirs }: { $dealer ->
        [you] Du gibst
       *[computer] Der Computer gibt
    } zuerst (die niedrigere Karte gibt).
# … after $ties cuts that tied first (and were cut again).
terminal-cut-after-ties = Du hebst { $yours } ab, der Computer { $theirs } (nach { $ties ->
        [one] { $ties } Gleichstand
       *[other] { $ties } Gleichständen
    }): { $dealer ->
        [you] Du gibst
       *[computer] Der Computer gibt
    } zuerst (die niedrigere Karte gibt).

# -- A deal.
# Its first line (between rules of ─ and ═ the game draws).
terminal-deal = Runde { $deal } · { $dealer ->
        [you] du gibst
       *[computer] der Computer gibt
    }
terminal-upcard = Die aufgedeckte Karte ist { $card }.
# Oklahoma: what the upcard does (after terminal-upcard, on the same line).
terminal-upcard-gin-only = Sie erlaubt nur Gin.
terminal-upcard-knock-limit = Sie setzt die Klopfgrenze auf { $limit }.
terminal-upcard-doubled = Ein Pik: Die Punkte dieser Runde zählen doppelt.
terminal-straight = Straight Gin: kein Klopfen, nur Gin.

# -- The computer's moves, as anyone at the table sees them.
terminal-computer-passes = Der Computer passt bei der aufgedeckten Karte { $card }.
# Its turn in one line: how it drew ($drew: stock; pile, taking $taken; none: not seen), then
# what it did.
terminal-computer-discards = Der Computer { $drew ->
        [stock] zieht vom Stapel
        [pile] nimmt { $taken } von der Ablage
       *[none] spielt
    } und wirft { $card } ab.
# $deadwood: the points of its unmatched cards.
terminal-computer-knocks = Der Computer { $drew ->
        [stock] zieht vom Stapel
        [pile] nimmt { $taken } von der Ablage
       *[none] spielt
    } und klopft mit Deadwood { $deadwood }.
terminal-computer-gin = Der Computer { $drew ->
        [stock] zieht vom Stapel
        [pile] nimmt { $taken } von der Ablage
       *[none] spielt
    } und macht Gin!
terminal-computer-big-gin = Der Computer { $drew ->
        [stock] zieht vom Stapel
        [pile] nimmt { $taken } von der Ablage
       *[none] spielt
    }: großes Gin!

# -- Your moves.
terminal-you-draw = Du ziehst { $card }.
terminal-you-take = Du nimmst { $card }.
terminal-you-pass = Du passt bei der aufgedeckten Karte { $card }.
terminal-you-discard = Du wirfst { $card } ab.
terminal-you-knock = Du klopfst mit Deadwood { $deadwood } und wirfst { $card } ab.
terminal-you-gin = Du wirfst { $card } ab und machst Gin!
terminal-you-big-gin = Großes Gin!

# -- The table on your turn. Its first line: facts joined by " · ": the deal (deal-title), the
# stock ($cards: count-cards), then what this deal allows.
terminal-fact-stock = Stapel: { $cards }
terminal-fact-straight = nur Gin (Straight)
terminal-fact-ace = nur Gin (Ass aufgedeckt)
terminal-fact-knock-limit = Klopfgrenze { $limit }
terminal-fact-doubled = Punkte doppelt (Pik aufgedeckt)
# The top of the discard pile ($card), and the cards just below it ($cards).
terminal-pile = Ablage: { $card }
terminal-pile-below = Ablage: { $card } (darunter: { $cards })
terminal-pile-empty = Ablage: leer
# The whole pile (the pile command).
terminal-pile-all = Ablage, oberste Karte zuerst: { $cards }.
# An empty list of cards.
terminal-cards-none = keine
terminal-computer-took = Der Computer hat von der Ablage genommen: { $cards }
# $hand: terminal-hand.
terminal-your-hand = Dein Blatt: { $hand }
# A hand: $cards, its melds in brackets then its other cards; $deadwood: their points.
terminal-hand = { $cards } · Deadwood { $deadwood }
# $choices: what you may do (the terminal-todo-* phrases, in a list).
terminal-your-turn = Du bist dran: { $choices }.

# -- What you may do now, each with the command to type in brackets.
# German: in the infinitive, after "Du bist dran:" and "Jetzt:" (as todo-* in hand.ftl).
terminal-todo-first-upcard = die aufgedeckte Karte { $upcard } nehmen (t) oder passen (p)
terminal-todo-stock-only = vom Stapel ziehen (d), da ihr beide bei der aufgedeckten Karte gepasst habt
terminal-todo-draw = vom Stapel ziehen (d) oder { $upcard } nehmen (t)
terminal-todo-discard = eine Karte abwerfen (x KARTE oder einfach die Karte)
# … except the card just taken from the pile.
terminal-todo-discard-not = eine Karte abwerfen (x KARTE oder einfach die Karte; nicht { $card }, die du gerade genommen hast)
# $cards: the cards it may discard, in a list ("7♥ oder 8♦").
terminal-todo-knock = klopfen und dabei { $cards } abwerfen (k KARTE)
terminal-todo-gin = Gin machen und dabei { $cards } abwerfen (g KARTE)
terminal-todo-big-gin = großes Gin machen (big)
# Choices in a list: "a or b", "a, b or c" ($rest: the others, joined by commas).
terminal-or-two = { $first } oder { $second }
terminal-or-more = { $rest } oder { $last }

# -- Answers to what you type.
# After an answer: what you may do now ($choices: as in terminal-your-turn).
terminal-now = Jetzt: { $choices }.
terminal-now-help = Jetzt: { $choices }. Tippe h für die Hilfe.
terminal-playing-on = Es geht weiter.
# A move the rules don't allow now: $reason, one of the illegal-* clauses (refusals.ftl), its
# first letter made a capital.
# German: the illegal-* clauses are whole sentences already (a capital, no final stop).
terminal-refused = { $reason }.
terminal-no-gin = Gin ist jetzt nicht möglich.
# $deadwood: the least deadwood a discard leaves.
terminal-no-gin-best = Gin ist jetzt nicht möglich (nach dem besten Abwurf bleibt Deadwood { $deadwood }).
# A line that is not a command. $typed: what was typed (a word, or the whole line).
terminal-bad-word = „{ $typed }“ ist weder ein Befehl noch eine Karte.
terminal-bad-command = „{ $typed }“ ist kein Befehl.
# "kh" typed alone: the king of hearts ($card), or a knock without its space.
terminal-could-be-knock = „{ $typed }“ könnte ein Klopfen sein: Tippe x { $typed }, um { $card } abzuwerfen, oder k und eine Karte, um zu klopfen (k 7h).
# $typed: the command typed (k, knock, x, discard, g, gin, …).
terminal-needs-card = { $typed } braucht genau eine Karte, z. B. { $typed } 7h.
terminal-takes-no-card = { $typed } wird ohne Karte getippt.
# German: the letters explained (the player types the international ones).
terminal-bad-card = „{ $typed }“ ist keine Karte: Schreib einen Wert (A, 2-9, T oder 10, J, Q, K) und dann eine Farbe (s Pik, c Kreuz, d Karo, h Herz), z. B. 7h oder 10d.

# -- The help (h): a line per command, after the commands as typed.
# German: "the word" is the English one (draw, take, …), as the help lists them.
terminal-help = Befehle (der Buchstabe oder das englische Wort):
terminal-help-draw = die oberste Karte vom Stapel ziehen
terminal-help-take = die oberste Karte der Ablage nehmen (im ersten Zug die aufgedeckte Karte)
terminal-help-pass = bei der aufgedeckten Karte passen (nur im ersten Zug einer Runde)
# $card: the seven of hearts, as shown (7♥).
terminal-help-discard = { $card } abwerfen (auch: discard 7h; ein König: x kh, denn kh sieht aus wie ein Klopfen)
terminal-help-knock = klopfen und dabei { $card } verdeckt abwerfen (deine Kombinationen werden für dich ausgelegt)
terminal-help-gin = Gin machen und dabei { $card } abwerfen (g allein: irgendeine Karte, nach der kein Deadwood bleibt)
terminal-help-big-gin = großes Gin: alle elf Karten in Kombinationen (wenn die Regeln es vorsehen)
terminal-help-pile = die ganze Ablage, oberste Karte zuerst
terminal-help-score = der bisherige Punktestand
terminal-help-help = diese Hilfe
terminal-help-quit = die Partie verlassen (mit Rückfrage)
# How a card is typed; $symbols: yes where the terminal shows the suits' symbols.
# German: the letters explained (J Bube, Q Dame, K König; s Pik, c Kreuz, d Karo, h Herz).
terminal-help-cards = Karten: ein Wert (A, 2-9, T oder 10, J Bube, Q Dame, K König), dann eine Farbe ({ $symbols ->
        [yes] s Pik, c Kreuz, d Karo, h Herz; oder ♠ ♣ ♦ ♥): 7h, 10d, TD, q♠.
       *[no] s Pik, c Kreuz, d Karo, h Herz): 7h, 10d, TD.
    }
terminal-help-empty = Eine leere Zeile zeigt den Tisch noch einmal.

# -- The score, and leaving. $target: the points to win; $you, $computer: each one's score.
terminal-score = Punktestand (bis { $target }): du { $you } · der Computer { $computer }.
# $score: terminal-score.
terminal-left = Du verlässt die Partie. { $score } Tschüss!
terminal-end-of-input = Ende der Eingabe: Die Partie endet hier. { $score } Tschüss!
terminal-interrupted = Unterbrochen: Die Partie endet hier. { $score } Tschüss!
# German: y (yes) stays the letter to type.
terminal-leave-ask = Diese Partie vor ihrem Ende verlassen? Tippe y (yes) zum Verlassen; alles andere spielt weiter.
# After a deal's end: the next deal waits. $deal: its number.
terminal-press-enter = Drück Enter für Runde { $deal } (q zum Beenden).
terminal-again = Noch eine Partie? Tippe y (yes) für eine neue Partie oder drück Enter zum Beenden.
terminal-thanks = Danke fürs Spielen.

# -- A deal's end.
# Its headline, between rules of ═: "Runde 3: Du hast Gin gemacht!" ($headline: one of the four below).
terminal-showdown = Runde { $deal }: { $headline }
terminal-went-gin = { $knocker ->
        [you] Du hast
       *[computer] Der Computer hat
    } Gin gemacht!
terminal-went-big-gin = { $knocker ->
        [you] Du hast
       *[computer] Der Computer hat
    } großes Gin gemacht!
terminal-knocked = { $knocker ->
        [you] Du hast
       *[computer] Der Computer hat
    } geklopft und gewonnen.
terminal-undercut = { $knocker ->
        [you] Du hast geklopft, aber der Computer hat dich unterboten!
       *[computer] Der Computer hat geklopft, aber du hast ihn unterboten!
    }
terminal-drawn = Runde { $deal }: unentschieden
terminal-drawn-why = Der Stapel ist aufgebraucht: Niemand bekommt Punkte, und wer gegeben hat, gibt noch einmal (die Blätter bleiben verdeckt).
# The knocker's hand ($hand: terminal-hand) and how they went out ($kind: knock or gin), with
# the card discarded ($card).
terminal-knocker = { $player ->
        [you] Du
       *[computer] Der Computer
    } ({ $kind ->
        [gin] Gin
       *[knock] geklopft
    }, Abwurf { $card }): { $hand }
# … a big gin, which discards nothing.
terminal-knocker-no-discard = { $player ->
        [you] Du
       *[computer] Der Computer
    } ({ $kind ->
        [gin] Gin
       *[knock] geklopft
    }): { $hand }
# The other hand, after laying off or not.
terminal-defender = { $player ->
        [you] Du
       *[computer] Der Computer
    }: { $hand }
terminal-defender-laid-off = { $player ->
        [you] Du
       *[computer] Der Computer
    } nach dem Anlegen: { $hand }
# $cards: each card laid off and the meld it went on (showdown-laid-off-card), joined by commas.
# German: showdown-laid-off-card says "7♥ an [...]", so the verb comes before the colon.
terminal-laid-off = { $player ->
        [you] Du hast
       *[computer] Der Computer hat
    } angelegt: { $cards }.
# Where the deal's points come from ($sum: sum-knock, sum-gin, …), as a sentence.
terminal-sum = { $sum }.
terminal-scores = { $player ->
        [you] Du bekommst
       *[computer] Der Computer bekommt
    } { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }.

# -- The game's end: the score sheet (its columns named by these), and who won.
terminal-game-over = Partie vorbei nach { $count ->
        [one] { $count } Runde
       *[other] { $count } Runden
    }
terminal-sheet-you = Du
terminal-sheet-computer = Computer
# The grand totals, as the sheet writes them.
terminal-tie = Gleichstand: beide { $points }!
terminal-you-win = Du gewinnst mit { $high } zu { $low }!
terminal-computer-wins = Der Computer gewinnt mit { $high } zu { $low }.
terminal-shutout = Ein Zu-null-Sieg: Das beste Gesamtergebnis wird verdoppelt.
# The game could not start: $reason, one of the rules-error-* clauses (refusals.ftl).
# German: the rules-error-* clauses are whole sentences after the colon (a capital, no stop).
terminal-cannot-play = Spielen nicht möglich: { $reason }.
