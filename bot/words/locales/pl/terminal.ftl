## The terminal game (python -m bot play): everything it prints, in the language of --lang, else
## of the environment (LC_ALL, LC_MESSAGES, LANG). A player types the same commands and cards in
## every language: the letters and words in brackets or quotes below (d, t, p, x, k, g, big, h,
## q, y; "x CARD", "k 7h", "7h", "10d", "TD", "kh") are what they type, so keep them as they are
## (CARD stands for a card: say it in the language). The help and every "Now:" line say what
## each command does.
## $player, $knocker, $dealer: who, "you" (the player) or "computer". A card ($card, $upcard) is
## written as the table shows it (7♥, or 7H where the terminal can't show the suits).
## Polish: the suit letters s, c, d, h are English, so the help says which suit each is (pik,
## trefl, karo, kier). The player's past tense is gendered, so what they did is said in the
## present tense ("Masz gina!", "Stukasz i wygrywasz.").

# The first line; $level: the computer's level.
terminal-title = Gin rummy z komputerem (poziom { $level ->
        [easy] łatwy
        [hard] trudny
        [expert] ekspert
       *[normal] normalny
    })
# $rules: the rules line (rules-variant, rules-target, …).
terminal-rules = Zasady: { $rules }.
# $seed: the number that deals the same game again, as typed (never grouped).
terminal-seed = Ziarno losowania: { $seed }. Wpisz h, aby zobaczyć pomoc.
# … when the game picked it: how to play this game again.
terminal-seed-random = Ziarno losowania: { $seed } (aby zagrać tę partię jeszcze raz: --seed { $seed }). Wpisz h, aby zobaczyć pomoc.
# The cut for first deal ("losowanie", as sit-out-low-cut in table.ftl): $yours and $theirs,
# the cards cut; $dealer deals first.
terminal-cut = Losowanie: wyciągasz { $yours }, komputer { $theirs }; w pierwszym rozdaniu { $dealer ->
        [you] rozdajesz ty
       *[computer] rozdaje komputer
    } (rozdaje niższa karta).
# … after $ties cuts that tied first (and were cut again).
terminal-cut-after-ties = Losowanie: wyciągasz { $yours }, komputer { $theirs } (po { $ties ->
        [one] { $ties } remisie
        [few] { $ties } remisach
       *[many] { $ties } remisach
    }); w pierwszym rozdaniu { $dealer ->
        [you] rozdajesz ty
       *[computer] rozdaje komputer
    } (rozdaje niższa karta).

# -- A deal.
# Its first line (between rules of ─ and ═ the game draws).
terminal-deal = Rozdanie { $deal } · { $dealer ->
        [you] rozdajesz ty
       *[computer] rozdaje komputer
    }
terminal-upcard = Odkryta karta: { $card }.
# Oklahoma: what the upcard does (after terminal-upcard, on the same line).
terminal-upcard-gin-only = Pozwala tylko na gina.
terminal-upcard-knock-limit = Wyznacza limit stukania: { $limit }.
terminal-upcard-doubled = To pik: punkty za to rozdanie liczą się podwójnie.
terminal-straight = Straight gin: bez stukania, tylko gin.

# -- The computer's moves, as anyone at the table sees them.
terminal-computer-passes = Komputer pasuje przy odkrytej karcie { $card }.
# Its turn in one line: how it drew ($drew: stock; pile, taking $taken; none: not seen), then
# what it did.
terminal-computer-discards = Komputer { $drew ->
        [stock] dobiera kartę z talonu
        [pile] bierze { $taken } ze stosu
       *[none] gra
    } i odrzuca { $card }.
# $deadwood: the points of its unmatched cards.
terminal-computer-knocks = Komputer { $drew ->
        [stock] dobiera kartę z talonu
        [pile] bierze { $taken } ze stosu
       *[none] gra
    } i stuka (wolne karty: { $deadwood } pkt).
terminal-computer-gin = Komputer { $drew ->
        [stock] dobiera kartę z talonu
        [pile] bierze { $taken } ze stosu
       *[none] gra
    } i ma gina!
terminal-computer-big-gin = Komputer { $drew ->
        [stock] dobiera kartę z talonu
        [pile] bierze { $taken } ze stosu
       *[none] gra
    }: duży gin!

# -- Your moves.
terminal-you-draw = Dobierasz { $card }.
terminal-you-take = Bierzesz { $card } ze stosu.
terminal-you-pass = Pasujesz przy odkrytej karcie { $card }.
terminal-you-discard = Odrzucasz { $card }.
terminal-you-knock = Stukasz (wolne karty: { $deadwood } pkt), odrzucając { $card }.
terminal-you-gin = Odrzucasz { $card } i masz gina!
terminal-you-big-gin = Duży gin!

# -- The table on your turn. Its first line: facts joined by " · ": the deal (deal-title), the
# stock ($cards: count-cards), then what this deal allows.
terminal-fact-stock = talon: { $cards }
terminal-fact-straight = tylko gin (Straight)
terminal-fact-ace = tylko gin (odkryty as)
terminal-fact-knock-limit = limit stukania { $limit }
terminal-fact-doubled = punkty podwójnie (odkryty pik)
# The top of the discard pile ($card), and the cards just below it ($cards).
terminal-pile = Stos: { $card }
terminal-pile-below = Stos: { $card } (pod spodem: { $cards })
terminal-pile-empty = Stos: pusty
# The whole pile (the pile command).
terminal-pile-all = Stos, od wierzchu: { $cards }.
# An empty list of cards.
terminal-cards-none = brak
terminal-computer-took = Komputer wziął ze stosu: { $cards }
# $hand: terminal-hand.
terminal-your-hand = Twoje karty: { $hand }
# A hand: $cards, its melds in brackets then its other cards; $deadwood: their points.
terminal-hand = { $cards } · wolne karty: { $deadwood }
# $choices: what you may do (the terminal-todo-* phrases, in a list).
terminal-your-turn = Twój ruch: { $choices }.

# -- What you may do now, each with the command to type in brackets. Infinitives, as todo-* in
# hand.ftl: they follow "Twój ruch:" and "Teraz:".
terminal-todo-first-upcard = wziąć odkrytą kartę { $upcard } (t) lub spasować (p)
terminal-todo-stock-only = dobrać kartę z talonu (d): po dwóch pasach przy odkrytej karcie
terminal-todo-draw = dobrać kartę z talonu (d) lub wziąć { $upcard } (t)
terminal-todo-discard = odrzucić kartę (x KARTA albo sama karta)
# … except the card just taken from the pile.
terminal-todo-discard-not = odrzucić kartę (x KARTA albo sama karta; poza { $card } wziętą przed chwilą ze stosu)
# $cards: the cards it may discard, in a list ("7♥ lub 8♦").
terminal-todo-knock = zastukać, odrzucając { $cards } (k KARTA)
terminal-todo-gin = zrobić gina, odrzucając { $cards } (g KARTA)
terminal-todo-big-gin = zrobić dużego gina (big)
# Choices in a list: "a lub b", "a, b lub c" ($rest: the others, joined by commas; no comma
# before "lub" in Polish).
terminal-or-two = { $first } lub { $second }
terminal-or-more = { $rest } lub { $last }

# -- Answers to what you type.
# After an answer: what you may do now ($choices: as in terminal-your-turn).
terminal-now = Teraz: { $choices }.
terminal-now-help = Teraz: { $choices }. Wpisz h, aby zobaczyć pomoc.
terminal-playing-on = Gramy dalej.
# A move the rules don't allow now: $reason, one of the illegal-* clauses (refusals.ftl), its
# first letter made a capital.
terminal-refused = { $reason }.
terminal-no-gin = Teraz nie możesz zrobić gina.
# $deadwood: the least deadwood a discard leaves.
terminal-no-gin-best = Teraz nie możesz zrobić gina (najlepsze odrzucenie zostawia { $deadwood } pkt).
# A line that is not a command. $typed: what was typed (a word, or the whole line).
terminal-bad-word = „{ $typed }” to nie polecenie ani karta.
terminal-bad-command = „{ $typed }” to nie polecenie.
# "kh" typed alone: the king of hearts ($card), or a knock without its space.
terminal-could-be-knock = „{ $typed }” może oznaczać zastukanie: wpisz x { $typed }, aby odrzucić { $card }, albo k i kartę, aby zastukać (k 7h).
# $typed: the command typed (k, knock, x, discard, g, gin, …).
terminal-needs-card = { $typed } wymaga jednej karty, np. { $typed } 7h.
terminal-takes-no-card = { $typed } nie przyjmuje karty.
terminal-bad-card = „{ $typed }” to nie karta: wpisz wysokość (A, 2-9, T lub 10, J, Q, K), a po niej kolor (s pik, c trefl, d karo, h kier), np. 7h albo 10d.

# -- The help (h): a line per command, after the commands as typed.
terminal-help = Polecenia (litera albo słowo):
terminal-help-draw = dobierz wierzchnią kartę z talonu
terminal-help-take = weź wierzchnią kartę ze stosu (w pierwszym ruchu: odkrytą kartę)
terminal-help-pass = spasuj przy odkrytej karcie (tylko w pierwszym ruchu rozdania)
# $card: the seven of hearts, as shown (7♥).
terminal-help-discard = odrzuć { $card } (także: discard 7h; króla: x kh, bo kh wygląda jak zastukanie)
terminal-help-knock = zastukaj, odrzucając zakrytą { $card } (układy zostaną wyłożone za ciebie)
terminal-help-gin = zrób gina, odrzucając { $card } (samo g: dowolną kartę, po której nie zostają wolne karty)
terminal-help-big-gin = duży gin: wszystkie jedenaście kart w układach (jeśli zasady go przewidują)
terminal-help-pile = cały stos, od wierzchu
terminal-help-score = dotychczasowy wynik
terminal-help-help = ta pomoc
terminal-help-quit = wyjdź z gry (z potwierdzeniem)
# How a card is typed; $symbols: yes where the terminal shows the suits' symbols.
terminal-help-cards = Karty: wysokość (A, 2-9, T lub 10, J, Q, K), a po niej kolor ({ $symbols ->
        [yes] s lub ♠ pik, c lub ♣ trefl, d lub ♦ karo, h lub ♥ kier): 7h, 10d, TD, q♠.
       *[no] s pik, c trefl, d karo, h kier): 7h, 10d, TD.
    }
terminal-help-empty = Pusta linia pokazuje stół jeszcze raz.

# -- The score, and leaving. $target: the points to win; $you, $computer: each one's score.
terminal-score = Wynik (do { $target }): ty { $you } · komputer { $computer }.
# $score: terminal-score.
terminal-left = Wychodzisz z gry. { $score } Do zobaczenia!
terminal-end-of-input = Koniec danych wejściowych: gra kończy się tutaj. { $score } Do zobaczenia!
terminal-interrupted = Przerwano: gra kończy się tutaj. { $score } Do zobaczenia!
# "y" is what the player types, in every language.
terminal-leave-ask = Wyjść z gry przed jej końcem? Wpisz y, aby wyjść; cokolwiek innego oznacza grę dalej.
# After a deal's end: the next deal waits. $deal: its number.
terminal-press-enter = Naciśnij Enter, aby przejść do rozdania { $deal } (q, aby zakończyć).
terminal-again = Zagrać jeszcze raz? Wpisz y, aby zacząć nową partię, albo naciśnij Enter, aby wyjść.
terminal-thanks = Dzięki za grę.

# -- A deal's end.
# Its headline, between rules of ═: "Rozdanie 3: Masz gina!" ($headline: one of the four below).
terminal-showdown = Rozdanie { $deal }: { $headline }
terminal-went-gin = { $knocker ->
        [you] Masz gina!
       *[computer] Komputer ma gina!
    }
terminal-went-big-gin = { $knocker ->
        [you] Masz dużego gina!
       *[computer] Komputer ma dużego gina!
    }
terminal-knocked = { $knocker ->
        [you] Stukasz i wygrywasz.
       *[computer] Komputer stuka i wygrywa.
    }
terminal-undercut = { $knocker ->
        [you] Stukasz, ale komputer cię podcina!
       *[computer] Komputer stuka, ale go podcinasz!
    }
terminal-drawn = Rozdanie { $deal }: remis
terminal-drawn-why = Talon się wyczerpał: nikt nie dostaje punktów, a karty rozdaje ponownie ta sama osoba (karty na ręce pozostają zakryte).
# The knocker's hand ($hand: terminal-hand) and how they went out ($kind: knock or gin), with
# the card discarded ($card).
terminal-knocker = { $player ->
        [you] Ty
       *[computer] Komputer
    } ({ $kind ->
        [gin] gin
       *[knock] zastukanie
    } po odrzuceniu { $card }): { $hand }
# … a big gin, which discards nothing.
terminal-knocker-no-discard = { $player ->
        [you] Ty
       *[computer] Komputer
    } ({ $kind ->
        [gin] gin
       *[knock] zastukanie
    }): { $hand }
# The other hand, after laying off or not.
terminal-defender = { $player ->
        [you] Ty
       *[computer] Komputer
    }: { $hand }
terminal-defender-laid-off = { $player ->
        [you] Ty
       *[computer] Komputer
    } po dołożeniu kart: { $hand }
# $cards: each card laid off and the meld it went on (showdown-laid-off-card), joined by commas.
terminal-laid-off = { $player ->
        [you] Dokładasz
       *[computer] Komputer dokłada
    } { $cards }.
# Where the deal's points come from ($sum: sum-knock, sum-gin, …), as a sentence.
terminal-sum = { $sum }.
terminal-scores = { $player ->
        [you] Zdobywasz
       *[computer] Komputer zdobywa
    } { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }.

# -- The game's end: the score sheet (its columns named by these), and who won.
terminal-game-over = Koniec partii po { $count ->
        [one] { $count } rozdaniu
        [few] { $count } rozdaniach
       *[many] { $count } rozdaniach
    }
terminal-sheet-you = Ty
terminal-sheet-computer = Komputer
# The grand totals, as the sheet writes them (as text: no plural).
terminal-tie = Remis, { $points } do { $points }!
terminal-you-win = Wygrywasz { $high } do { $low }!
terminal-computer-wins = Komputer wygrywa { $high } do { $low }.
terminal-shutout = Wygrana do zera: wynik zwycięskiej strony zostaje podwojony.
# The game could not start: $reason, one of the rules-error-* clauses (refusals.ftl).
terminal-cannot-play = Nie można grać: { $reason }.
