## /gin-admin tournament …: making an event, and its controls, each asked first on a private
## message only the admin who asked can answer. Private: the admin's language.
## $tournament is the event's name, as its admin wrote it; $member a member (a mention);
## $channel a channel (a mention); $game a game's number as written (#12345).
## Polish: the event's name goes in quotes after "turniej" (turniej „Wiosna”), as in
## refusals.ftl; no gendered past tense for the admin, the bot or a member ("nic się nie stało",
## "ta osoba przegrywa").

## Making an event.

# kanał: the command's option, as commands.ftl names it.
tournament-text-channel = Utwórz turniej na kanale tekstowym (nie w wątku): jego partie dostaną wątek tego kanału. Użyj polecenia na tym kanale albo wskaż go opcją kanał.
# $permissions: the permissions the bot lacks, as Discord's settings name them, with commas
# (permission-* in refusals.ftl: "Tworzenie publicznych wątków, Wysyłanie wiadomości w wątkach").
tournament-permissions = Aby prowadzić turniej na kanale { $channel }, potrzebuję tam uprawnień: { $permissions } (partie turnieju toczą się w wątku tego kanału). Nadaj je albo wybierz inny kanał.
# $command: /gin tournament.
tournament-not-announced = Turniej „{ $tournament }” został utworzony, ale nie udało mi się opublikować jego ogłoszenia na kanale { $channel }: można się zapisać przez { $command }.
# $link: the announcement's address.
tournament-open = Zapisy na turniej „{ $tournament }” są otwarte: { $link }

## The controls: the question, its yes (each its own), its no (the same for all).

tournament-none-under-way = Na tym serwerze nie trwa żaden turniej.
confirm-tournament-start = Rozpocząć turniej „{ $tournament }” teraz? Zapisy zostaną zamknięte, a pary 1. rundy skojarzone.
confirm-tournament-start-yes = Rozpocznij turniej
confirm-tournament-pause = Wstrzymać turniej „{ $tournament }”? Jego partie nie przyjmą żadnego ruchu, a ich zegary staną, dopóki go nie wznowisz.
confirm-tournament-pause-yes = Wstrzymaj turniej
confirm-tournament-resume = Wznowić turniej „{ $tournament }”? Każdy termin w jego partiach przesunie się o czas wstrzymania.
confirm-tournament-resume-yes = Wznów turniej
confirm-tournament-remove = Wypisać { $member } z turnieju „{ $tournament }”? Ta osoba przegra trwającą partię walkowerem i nie trafi już do kolejnych par.
confirm-tournament-remove-yes = Wypisz z turnieju
# Settling a match: $winner goes through, or (-both) both players lose it.
confirm-tournament-settle = Rozstrzygnąć partię #{ $game } turnieju „{ $tournament }”: mecz wygrywa { $winner }? Partia, która jeszcze trwa, zakończy się bez rankingu.
confirm-tournament-settle-both = Rozstrzygnąć partię #{ $game } turnieju „{ $tournament }”: obie strony przegrywają mecz? Partia, która jeszcze trwa, zakończy się bez rankingu.
confirm-tournament-settle-yes = Rozstrzygnij
confirm-tournament-cancel = Anulować turniej „{ $tournament }”? Jego trwające partie zostaną przerwane i nie będą się liczyć dla nikogo.
confirm-tournament-cancel-yes = Anuluj turniej
confirm-tournament-no = Nie teraz

## After a yes: what was done.

tournament-over-already = Ten turniej już się zakończył; nic się nie stało.
tournament-thread-failed = Nie udało mi się otworzyć wątku turnieju. Sprawdź moje uprawnienia do wątków na jego kanale, a potem rozpocznij turniej ponownie.
tournament-started = Turniej „{ $tournament }” się rozpoczął: pary 1. rundy są skojarzone.
tournament-paused-done = Turniej „{ $tournament }” jest wstrzymany: jego partie czekają z zatrzymanymi zegarami.
tournament-resumed = Turniej „{ $tournament }” znów trwa: każdy termin przesunął się o czas wstrzymania.
tournament-cancelled-done = Turniej „{ $tournament }” jest anulowany; jego trwające partie zostały przerwane i nie liczą się dla nikogo.
tournament-removed = { $member } nie gra już w turnieju „{ $tournament }”; trwająca partia tej osoby jest przegrana walkowerem.
tournament-settled = Mecz partii #{ $game } rozstrzygnięty: dalej przechodzi { $winner }.
tournament-settled-both = Mecz partii #{ $game } rozstrzygnięty: obie strony go przegrywają.
tournament-nothing-done = Nic nie zostało zrobione.
