## A member's own choices: /gin ping, /gin challenges, /gin cards (private: their language).
## $command: the command that turns it back (a mention, or its text); "włącz", "wyłącz",
## "kolejność", "barwy", "wysokość|kolor", "dwie|cztery": its option and choices, as
## commands.ftl names them.

choices-ping-on = Gotowe: gdy na tym serwerze przyjdzie twój ruch w partii, oznaczy cię krótka wiadomość (zniknie, gdy zagrasz). Wyłączysz to poleceniem { $command } wyłącz.
choices-ping-off = Gotowe: koniec wiadomości o twoim ruchu na tym serwerze. Włączysz je poleceniem { $command } włącz.
choices-challenges-on = Gotowe: inni znów mogą cię tu wyzywać.
choices-challenges-off = Gotowe: nikt nie może cię tu wyzwać, dopóki nie włączysz wyzwań poleceniem { $command } włącz. (Ty nadal możesz wyzywać innych.)

# How a member's cards are shown ($order: rank or suit; $colours: two or four). It follows
# "Twoje karty są tu": the participle agrees with "karty".
cards-style = posortowane { $order ->
        [suit] według koloru (♠ ♥ ♣ ♦, w każdym od asa do króla)
       *[rank] według wysokości (od asa do króla)
    }, najpierw układy, w tekście, na obrazku i w menu twoich kart; obrazek w { $colours ->
        [four] czterech barwach (♠ czarne, ♥ czerwone, ♣ zielone, ♦ niebieskie)
       *[two] dwóch barwach (♠ ♣ czarne, ♥ ♦ czerwone)
    }
# $style: cards-style.
cards-now = Twoje karty są tu { $style }. Zmienisz to poleceniem { $command } kolejność:wysokość|kolor barwy:dwie|cztery.
cards-done = Gotowe: twoje karty są tu teraz { $style }. Wiadomość z twoimi kartami pokaże to od następnej aktualizacji (Odśwież).
