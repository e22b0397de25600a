## The terminal game (python -m bot play): everything it prints, in the language of --lang, else
## of the environment (LC_ALL, LC_MESSAGES, LANG). A player types the same commands and cards in
## every language: the letters and words in brackets or quotes below (d, t, p, x, k, g, big, h,
## q, y; "x CARTA", "k 7h", "7h", "10d", "TD", "kh") are what they type, so they stay as they are
## (CARTA stands for a card). The help and every "Ahora:" line say what each command does. The
## suits' letters are English (s, c, d, h): the help and the card error say which suit each is.
## $player, $knocker, $dealer: who, "you" (the player) or "computer" ("la máquina", glossary). A
## card ($card, $upcard) is written as the table shows it (7♥, or 7H), with no article (as
## hand.ftl: "del 5♥" but "de la Q♠"). Terms as hand.ftl and results.ftl: robar del mazo, tomar
## de los descartes, descartar, cerrar, hacer gin, supergin, puntos sueltos, colocar.

# The first line; $level: the computer's level (agreeing with "nivel", as common.ftl).
terminal-title = Gin rummy contra la máquina ({ $level ->
        [easy] fácil
        [hard] difícil
        [expert] experto
       *[normal] normal
    })
# $rules: the rules line (rules-variant, rules-target, …).
terminal-rules = Reglas: { $rules }.
# $seed: the number that deals the same game again, as typed (never grouped).
terminal-seed = Semilla { $seed }. Escribe h para ver la ayuda.
# … when the game picked it: how to play this game again.
terminal-seed-random = Semilla { $seed } (para volver a jugar esta partida: --seed { $seed }). Escribe h para ver la ayuda.
# The draw for the first deal ("sorteo", as table.ftl's sit-out-low-cut): $yours and $theirs,
# the cards drawn; $dealer deals first.
terminal-cut = Sorteo: sacas { $yours } y la máquina saca { $theirs }: { $dealer ->
        [you] repartes tú primero
       *[computer] reparte primero la máquina
    } (reparte quien saca la carta más baja).
# … after $ties draws that tied first (and were drawn again).
terminal-cut-after-ties = Sorteo: sacas { $yours } y la máquina saca { $theirs } (antes { $ties ->
        [one] hubo { $ties } empate
       *[other] hubo { $ties } empates
    }): { $dealer ->
        [you] repartes tú primero
       *[computer] reparte primero la máquina
    } (reparte quien saca la carta más baja).

# -- A deal.
# Its first line (between rules of ─ and ═ the game draws).
terminal-deal = Mano { $deal } · { $dealer ->
        [you] repartes tú
       *[computer] reparte la máquina
    }
terminal-upcard = La carta descubierta es { $card }.
# Oklahoma: what the upcard does (after terminal-upcard, on the same line).
terminal-upcard-gin-only = Solo permite gin.
terminal-upcard-knock-limit = Fija el límite para cerrar en { $limit }.
terminal-upcard-doubled = Es de picas: esta mano puntúa doble.
terminal-straight = Straight gin: no se puede cerrar, solo hacer gin.

# -- The computer's moves, as anyone at the table sees them.
terminal-computer-passes = La máquina pasa sin tomar la carta descubierta ({ $card }).
# Its turn in one line: how it drew ($drew: stock; pile, taking $taken; none: not seen), then
# what it did.
terminal-computer-discards = La máquina { $drew ->
        [stock] roba del mazo
        [pile] toma { $taken } de los descartes
       *[none] juega
    } y descarta { $card }.
# $deadwood: the points of its unmatched cards ("puntos", glossary).
terminal-computer-knocks = La máquina { $drew ->
        [stock] roba del mazo
        [pile] toma { $taken } de los descartes
       *[none] juega
    } y cierra con { $deadwood ->
        [one] { $deadwood } punto
       *[other] { $deadwood } puntos
    }.
terminal-computer-gin = La máquina { $drew ->
        [stock] roba del mazo
        [pile] toma { $taken } de los descartes
       *[none] juega
    } y ¡hace gin!
terminal-computer-big-gin = La máquina { $drew ->
        [stock] roba del mazo
        [pile] toma { $taken } de los descartes
       *[none] juega
    }: ¡supergin!

# -- Your moves.
terminal-you-draw = Robas { $card }.
terminal-you-take = Tomas { $card }.
terminal-you-pass = Pasas sin tomar la carta descubierta ({ $card }).
terminal-you-discard = Descartas { $card }.
# "Cerrar descartando…", "quedas con", as hand.ftl and knock.ftl.
terminal-you-knock = Cierras descartando { $card }: quedas con { $deadwood ->
        [one] { $deadwood } punto
       *[other] { $deadwood } puntos
    }.
terminal-you-gin = ¡Descartas { $card } y haces gin!
terminal-you-big-gin = ¡Supergin!

# -- The table on your turn. Its first line: facts joined by " · ": the deal (deal-title), the
# stock ($cards: count-cards), then what this deal allows.
terminal-fact-stock = { $cards } en el mazo
terminal-fact-straight = solo gin (Straight)
terminal-fact-ace = solo gin (carta descubierta: as)
terminal-fact-knock-limit = límite para cerrar: { $limit }
terminal-fact-doubled = puntúa doble (carta descubierta de picas)
# The top of the discard pile ($card), and the cards just below it ($cards).
terminal-pile = Montón de descartes: { $card }
terminal-pile-below = Montón de descartes: { $card } (debajo: { $cards })
terminal-pile-empty = Montón de descartes: vacío
# The whole pile (the pile command).
terminal-pile-all = Montón de descartes, de arriba abajo: { $cards }.
# An empty list of cards ("ninguna": carta).
terminal-cards-none = ninguna
terminal-computer-took = La máquina tomó de los descartes: { $cards }
# $hand: terminal-hand. "Tus cartas", as hand.ftl ("mano" is also the deal).
terminal-your-hand = Tus cartas: { $hand }
# A hand: $cards, its melds in brackets then its other cards; $deadwood: their points.
terminal-hand = { $cards } · puntos sueltos: { $deadwood }
# $choices: what you may do (the terminal-todo-* phrases, in a list).
terminal-your-turn = Tu turno: { $choices }.

# -- What you may do now, each with the command to type in brackets. Infinitives, as hand.ftl's
# todo-*.
terminal-todo-first-upcard = tomar la carta descubierta { $upcard } (t) o pasar (p)
terminal-todo-stock-only = robar del mazo (d): nadie tomó la carta descubierta
terminal-todo-draw = robar del mazo (d) o tomar { $upcard } de los descartes (t)
terminal-todo-discard = descartar una carta (x CARTA, o solo la carta)
# … except the card just taken from the pile.
terminal-todo-discard-not = descartar una carta (x CARTA, o solo la carta; no { $card }, que acabas de tomar)
# $cards: the cards it may discard, in a list ("7♥ o 8♦").
terminal-todo-knock = cerrar descartando { $cards } (k CARTA)
terminal-todo-gin = hacer gin descartando { $cards } (g CARTA)
terminal-todo-big-gin = hacer supergin (big)
# Choices in a list: "a o b", "a, b o c" ($rest: the others, joined by commas). No item starts
# with an "o" sound, so "o" never becomes "u".
terminal-or-two = { $first } o { $second }
terminal-or-more = { $rest } o { $last }

# -- Answers to what you type.
# After an answer: what you may do now ($choices: as in terminal-your-turn).
terminal-now = Ahora: { $choices }.
terminal-now-help = Ahora: { $choices }. Escribe h para ver la ayuda.
terminal-playing-on = La partida sigue.
# A move the rules don't allow now: $reason, one of the illegal-* clauses (refusals.ftl), its
# first letter made a capital ("La mano ha terminado.").
terminal-refused = { $reason }.
terminal-no-gin = Ahora no puedes hacer gin.
# $deadwood: the least deadwood a discard leaves.
terminal-no-gin-best = Ahora no puedes hacer gin (con el mejor descarte quedas con { $deadwood ->
        [one] { $deadwood } punto
       *[other] { $deadwood } puntos
    }).
# A line that is not a command. $typed: what was typed (a word, or the whole line). Straight
# quotes: every terminal shows them.
terminal-bad-word = "{ $typed }" no es un comando ni una carta.
terminal-bad-command = "{ $typed }" no es un comando.
# "kh" typed alone: the king of hearts ($card), or a knock without its space.
terminal-could-be-knock = "{ $typed }" podría ser un cierre: escribe x { $typed } para descartar { $card }, o k y una carta para cerrar (k 7h).
# $typed: the command typed (k, knock, x, discard, g, gin, …).
terminal-needs-card = { $typed } necesita una carta, por ejemplo: { $typed } 7h.
terminal-takes-no-card = { $typed } no lleva ninguna carta.
terminal-bad-card = "{ $typed }" no es una carta: escribe un valor (A, 2-9, T o 10, J, Q, K) y luego un palo (s picas, c tréboles, d diamantes, h corazones), por ejemplo 7h o 10d.

# -- The help (h): a line per command, after the commands as typed.
terminal-help = Comandos (la letra o la palabra en inglés):
terminal-help-draw = robar la carta de arriba del mazo
terminal-help-take = tomar la carta de arriba de los descartes (en el primer turno, la carta descubierta)
terminal-help-pass = pasar sin tomar la carta descubierta (solo en el primer turno de una mano)
# $card: the seven of hearts, as shown (7♥).
terminal-help-discard = descartar { $card } (también: discard 7h; un rey: x kh, porque kh parece un cierre)
terminal-help-knock = cerrar descartando { $card } boca abajo (tus combinaciones se bajan solas)
# "g sola": the letter ("la g").
terminal-help-gin = hacer gin descartando { $card } (g sola: cualquier carta que no deje cartas sueltas)
terminal-help-big-gin = supergin: las once cartas en combinaciones (si las reglas lo permiten)
terminal-help-pile = todo el montón de descartes, de arriba abajo
# Not "puntuación" (the rating, commands.ftl).
terminal-help-score = los puntos hasta ahora
terminal-help-help = esta ayuda
terminal-help-quit = salir de la partida (pregunta antes)
# How a card is typed; $symbols: yes where the terminal shows the suits' symbols.
terminal-help-cards = Cartas: un valor (A, 2-9, T o 10, J, Q, K) y luego un palo ({ $symbols ->
        [yes] s o ♠ picas, c o ♣ tréboles, d o ♦ diamantes, h o ♥ corazones): 7h, 10d, TD, q♠.
       *[no] s picas, c tréboles, d diamantes, h corazones): 7h, 10d, TD.
    }
terminal-help-empty = Una línea vacía vuelve a mostrar la mesa.

# -- The score, and leaving. $target: the points to win; $you, $computer: each one's score.
terminal-score = Puntos (partida a { $target }): tú { $you } · la máquina { $computer }.
# $score: terminal-score.
terminal-left = Sales de la partida. { $score } ¡Hasta luego!
terminal-end-of-input = Fin de la entrada: la partida termina aquí. { $score } ¡Hasta luego!
terminal-interrupted = Partida interrumpida: termina aquí. { $score } ¡Hasta luego!
# "y" is what the player types (yes), whatever the language.
terminal-leave-ask = ¿Salir de esta partida antes de que termine? Escribe y para salir; con cualquier otra cosa, sigues jugando.
# After a deal's end: the next deal waits. $deal: its number. "Enter": the key's name in Spain
# and Latin America alike ("Intro" is Spain's only).
terminal-press-enter = Pulsa Enter para la mano { $deal } (q para salir).
terminal-again = ¿Otra partida? Escribe y para empezar una nueva, o pulsa Enter para salir.
terminal-thanks = Gracias por jugar.

# -- A deal's end.
# Its headline, between rules of ═: "Mano 3: ¡haces gin!" ($headline: one of the four below,
# after a colon: lowercase, as Spanish writes after a colon). Present tense, as results.ftl.
terminal-showdown = Mano { $deal }: { $headline }
terminal-went-gin = { $knocker ->
        [you] ¡haces gin!
       *[computer] ¡la máquina hace gin!
    }
terminal-went-big-gin = { $knocker ->
        [you] ¡haces supergin!
       *[computer] ¡la máquina hace supergin!
    }
terminal-knocked = { $knocker ->
        [you] cierras y ganas la mano.
       *[computer] la máquina cierra y gana la mano.
    }
terminal-undercut = { $knocker ->
        [you] cierras, pero ¡la máquina te hace undercut!
       *[computer] la máquina cierra, pero ¡le haces undercut!
    }
terminal-drawn = Mano { $deal }: sin ganador
# "quien repartió", as results.ftl's showdown-draw.
terminal-drawn-why = Se acabó el mazo: nadie puntúa, y vuelve a repartir quien repartió (no se muestran las cartas de nadie).
# The knocker's hand ($hand: terminal-hand) and how they went out ($kind: knock or gin), with
# the card discarded ($card).
terminal-knocker = { $player ->
        [you] Tú ({ $kind ->
            [gin] haces gin
           *[knock] cierras
        } descartando { $card })
       *[computer] La máquina ({ $kind ->
            [gin] hace gin
           *[knock] cierra
        } descartando { $card })
    }: { $hand }
# … a big gin, which discards nothing.
terminal-knocker-no-discard = { $player ->
        [you] Tú ({ $kind ->
            [gin] haces gin
           *[knock] cierras
        })
       *[computer] La máquina ({ $kind ->
            [gin] hace gin
           *[knock] cierra
        })
    }: { $hand }
# The other hand, after laying off ("colocar", glossary) or not.
terminal-defender = { $player ->
        [you] Tú
       *[computer] La máquina
    }: { $hand }
terminal-defender-laid-off = { $player ->
        [you] Tú
       *[computer] La máquina
    }, tras colocar cartas: { $hand }
# $cards: each card laid off and the meld it went on (showdown-laid-off-card: "7♥ en [..]"),
# joined by commas.
terminal-laid-off = { $player ->
        [you] Colocas
       *[computer] La máquina coloca
    } { $cards }.
# Where the deal's points come from ($sum: sum-knock, sum-gin, …), as a sentence.
terminal-sum = { $sum }.
# "se anota", as results.ftl's showdown-scores.
terminal-scores = { $player ->
        [you] Te anotas
       *[computer] La máquina se anota
    } { $points }.

# -- The game's end: the score sheet (its columns named by these), and who won.
terminal-game-over = Fin de la partida tras { $count ->
        [one] { $count } mano
       *[other] { $count } manos
    }
terminal-sheet-you = Tú
terminal-sheet-computer = Máquina
# The grand totals, as the sheet writes them.
terminal-tie = ¡Empate a { $points }!
terminal-you-win = ¡Ganas por { $high } a { $low }!
terminal-computer-wins = La máquina gana por { $high } a { $low }.
# As results.ftl's over-shutout: not "del ganador" (gender).
terminal-shutout = Capote: el total más alto vale doble.
# The game could not start: $reason, one of the rules-error-* clauses (refusals.ftl).
terminal-cannot-play = No se puede jugar: { $reason }.
