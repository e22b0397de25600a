## What a click on a game's controls is told privately (other than a refusal): a click that
## failed, a control of another message or of an older version of the bot.
## Polish: no gendered past tense for the bot ("nie udało mi się", "nic się nie stało").

# The move was saved, but its answer could not be drawn.
click-saved = Twój ruch został zapisany, ale nie udało mi się go pokazać. Kliknij Odśwież albo otwórz swoje karty przyciskiem na stole.
# A menu's choice that no longer exists (the hand changed).
click-stale = Ten wybór jest już nieaktualny. Otwórz swoje karty ponownie przyciskiem na stole.
click-failed = Przepraszam, coś poszło nie tak po mojej stronie. Nic nie zostało zmienione; spróbuj ponownie.
# A challenge's button on a game that has already started.
click-started = Ta partia już się rozpoczęła. Otwórz swoje karty przyciskiem na stole, żeby grać.
# A hand's control clicked on another member's message: the clicker's own hand follows.
click-not-yours = Te przyciski należą do innej wiadomości. Oto twoje karty.
# Controls drawn by an older version of the bot: nothing is done.
click-old-rematch = Ta wiadomość pochodzi sprzed mojej aktualizacji, więc twoje kliknięcie niczego nie zmieniło. Oto jej przycisk Rewanż jeszcze raz.
click-old-challenge = Ta wiadomość pochodzi sprzed mojej aktualizacji, więc twoje kliknięcie niczego nie zmieniło. Jej przyciski są już nowe: kliknij jeszcze raz.
click-old-hand = Ta wiadomość pochodzi sprzed mojej aktualizacji, więc twoje kliknięcie niczego nie zmieniło. Oto twoje karty jeszcze raz: graj stąd.
# A finished game's Review, clicked by someone who did not play it ($game: its number).
click-review-players-only = Analizę partii #{ $game } mogą zobaczyć tylko jej gracze.
# A click on a control the bot did not make for the clicker (forged, or unreadable); $command:
# the command /gin hand.
click-unreadable = Ten przycisk nie jest przeznaczony dla ciebie, więc nic się nie stało. Użyj polecenia ponownie albo otwórz swoją partię z jej stołu (lub poleceniem { $command }).
