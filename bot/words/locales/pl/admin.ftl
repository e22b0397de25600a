## Asking first, and the answers to confirmations: resigning, /gin forget-me, an admin's
## /gin-admin end and season (private: the member's language), and a new season's
## announcement (the channel's: the server's language). $game: a game's number (#12345).
## Polish: no gendered past tense, neither for the reader nor for the bot ("Partia poddana",
## "nic się nie stało").

# Resigning ($game: the game's number).
confirm-resign = Poddać partię #{ $game }? Przegrasz walkowerem i zajmiesz ostatnie miejsce.
confirm-resign-team = Poddać partię #{ $game }? Twoja para przegra walkowerem i zajmie ostatnie miejsce.
confirm-resign-yes = Tak, poddaję się
confirm-resign-no = Gram dalej
confirm-resign-kept = Nadal grasz w partii #{ $game }: graj dalej!
# $challenge: the command /gin challenge (a mention, or its text).
confirm-resign-done = Partia #{ $game } poddana. Nową rozpoczniesz w każdej chwili poleceniem { $challenge }.

# /gin forget-me ("byłego użytkownika": former-member, in the genitive).
confirm-forget = Usunąć twoje dane na tym serwerze? Znikną twoja nazwa, ranking, statystyki i wybory; twoje partie zostaną w historii innych jako rozegrane przez „byłego użytkownika”. Tego nie da się cofnąć.
confirm-forget-yes = Zapomnij o mnie
confirm-forget-no = Zachowaj moje dane
confirm-forget-done = Gotowe: twoje dane na tym serwerze zostały usunięte.
confirm-forget-outside = Usunąć to, co przechowuję o tobie poza serwerami? Partie rozegrane w wiadomościach prywatnych, grupowych i na serwerach, które mnie nie zaprosiły, zostaną w historii innych jako rozegrane przez „byłego członka”. Tego nie można cofnąć.
confirm-forget-outside-done = Gotowe: to, co przechowywałem o tobie poza serwerami, zostało usunięte.

# /gin-admin end ($players: mentions, with commas; $reason: the admin's words, as they wrote them).
admin-no-game = Na tym serwerze nie trwa partia #{ $game }. Numer partii widać w tytule stołu.
confirm-end = Zakończyć partię #{ $game } ({ $players }) jako przerwaną? Nie będzie się liczyć dla nikogo, a stół poda powód: „{ $reason }”.
confirm-end-yes = Zakończ partię
confirm-end-no = Nie kończ
confirm-end-done = Partia #{ $game } została zakończona; jej stół podaje powód.

# /gin-admin season ($season: the new season's number).
confirm-season = Rozpocząć sezon { $season }? Rankingi wszystkich graczy i klasyfikacja zaczną się od nowa; partie, historia i tabele wyników zostaną zachowane.
confirm-season-yes = Rozpocznij sezon { $season }
confirm-season-no = Nie teraz
confirm-season-started = Sezon { $season } już się rozpoczął.
confirm-season-done = Sezon { $season } się rozpoczął.
# Posted in the channel.
season-starts = **Sezon { $season } właśnie się zaczyna!** Rankingi i klasyfikacja startują od nowa; historia każdego gracza zostaje. Powodzenia!

# After a refusal ("To potwierdzenie wygasło."), or on its own.
confirm-nothing-changed = Nic nie zostało zmienione.
confirm-nothing-more = Nic więcej się nie stało.
# $command: the command that asks again (a mention, or its text).
confirm-run-again = Nic nie zostało zmienione; użyj ponownie polecenia { $command }.
confirm-run-the-command-again = Nic nie zostało zmienione; użyj polecenia ponownie.
confirm-not-yours = Te przyciski należą do cudzej wiadomości. Użyj polecenia samodzielnie.
# A confirmation drawn by an older version of the bot.
confirm-old = To potwierdzenie pochodzi sprzed mojej aktualizacji, więc nic się nie stało. Użyj ponownie polecenia { $command }.
