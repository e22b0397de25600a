## Refusals: why nothing happened, and what to do next. Private: the reader's language.
## A refusal is one or two sentences; the hint (hint-*) follows it after a space.
## Values: $game is a game's number as written (never grouped); $member and $members are
## mentions; $channel a channel's mention; $command a command as Discord names it
## (/gin forget-me); $tournament a tournament's name, as its admin wrote it.
## Polish: no gendered past tense, neither for the reader nor for the bot ("Nie udało mi się",
## "mnie zrestartowano"); a tournament's name goes in quotes after the word "turniej", which
## takes the case and the verb's agreement (Turniej „Wiosna” już się rozpoczął).

# What to do next.
hint-new-challenge = Rozpocznij własną partię poleceniem { $command }.
hint-open-hand = Otwórz swoje karty przyciskiem na stole, żeby zobaczyć, co możesz zrobić.
hint-try-again = Spróbuj ponownie za chwilę.


## Challenges.

refusal-challenge-yourself = Nie możesz wyzwać siebie. Wskaż innych członków serwera.
refusal-challenge-twice = Ta sama osoba jest wskazana dwa razy. Wskaż każdego gracza tylko raz.
refusal-challenge-bots = Inne boty nie mogą tu grać w gin rummy. Wyzwij członków serwera albo zagraj z komputerem.
# $format: the game's format; $wanted: the other players it needs; $named: those named.
refusal-challenge-players = { $format ->
        [three] Partia na trzech graczy
        [partnership] Partia w parach
        [hollywood] Partia Hollywood
       *[heads-up] Partia dwuosobowa
    } wymaga { $wanted ->
        [one] { $wanted } innego gracza
        [few] { $wanted } innych graczy
       *[many] { $wanted } innych graczy
    }, a wskazano { $named ->
        [one] { $named } osobę
        [few] { $named } osoby
       *[many] { $named } osób
    }.
# partner, opponent, opponent2: /gin challenge's options, as commands.ftl names them.
refusal-partnership-seats = Partia w parach wymaga partnera lub partnerki i dwóch przeciwników: wypełnij opcje partner, przeciwnik i przeciwnik2.
refusal-partner-not-partnership = Partnera mają tylko partie w parach: zostaw opcję partner pustą.
# The turn timer's range: $minutes (the least) and $hours (the most).
refusal-turn-timer = Czas na ruch musi wynosić od { $minutes ->
        [one] { $minutes } minuty
        [few] { $minutes } minut
       *[many] { $minutes } minut
    } do { $hours ->
        [one] { $hours } godziny
        [few] { $hours } godzin
       *[many] { $hours } godzin
    }.
refusal-tournament-thread = Ten wątek jest przeznaczony na partie turnieju. Wyzwij kogoś na innym kanale.
refusal-channel-not-allowed = Na tym kanale nie można grać. Wyzwij kogoś na jednym z kanałów dozwolonych w ustawieniach serwera.
# $members: who don't take challenges; $count: how many they are.
refusal-not-taking-challenges = { $members } { $count ->
        [one] nie przyjmuje
        [few] nie przyjmują
       *[many] nie przyjmują
    } teraz wyzwań. Wyzwij kogoś innego.
# $made: the challenges made in the last $window minutes; $wait: minutes to wait.
refusal-challenge-limit = Masz już { $made ->
        [one] { $made } wyzwanie
        [few] { $made } wyzwania
       *[many] { $made } wyzwań
    } z { $window ->
        [one] ostatniej minuty
        [few] ostatnich { $window } minut
       *[many] ostatnich { $window } minut
    }, a to limit tego serwera. Spróbuj ponownie za { $wait ->
        [one] minutę
        [few] { $wait } minuty
       *[many] { $wait } minut
    }.
refusal-busy-you = Bierzesz już udział w partii lub wyzwaniu na tym kanale. Wyzwij kogoś innego albo zagraj na innym kanale.
refusal-busy-named = Jedna ze wskazanych osób bierze już udział w partii lub wyzwaniu na tym kanale. Wyzwij kogoś innego albo zagraj na innym kanale.
# $members: who is busy; $count: how many they are.
refusal-busy-members = { $members } { $count ->
        [one] bierze
        [few] biorą
       *[many] biorą
    } już udział w partii lub wyzwaniu na tym kanale. Wyzwij kogoś innego albo zagraj na innym kanale.
refusal-challenge-expired = To wyzwanie wygasło, zanim zostało przyjęte.
# $invited: how many members the challenge invites.
refusal-accept-own = To twoje własne wyzwanie: przyjąć je { $invited ->
        [one] może tylko wyzwana osoba
        [few] mogą tylko wyzwane osoby
       *[many] mogą tylko wyzwane osoby
    }. Poczekaj na odpowiedź albo wycofaj wyzwanie przyciskiem Anuluj.
refusal-accept-not-invited = To wyzwanie { $invited ->
        [one] może przyjąć tylko wyzwana osoba
        [few] mogą przyjąć tylko wyzwane osoby
       *[many] mogą przyjąć tylko wyzwane osoby
    }.
refusal-accepted-already = To wyzwanie jest już przez ciebie przyjęte; partia zacznie się, gdy przyjmą je wszyscy.
refusal-challenge-others = To wyzwanie dotyczy innych osób.
refusal-challenge-answered = Na to wyzwanie już odpowiedziano. Graj z wiadomości ze stołem albo rozpocznij nową partię.

## Rematches.

# $finished: the finished game; $game: its rematch.
refusal-rematch-made = Rewanż za partię #{ $finished } już jest: partia #{ $game }.
refusal-rematch-not-player = O rewanż za partię #{ $game } mogą poprosić tylko jej gracze.
refusal-rematch-forgotten = Na prośbę jednego z graczy partii #{ $game } usunięto tymczasem jego dane z tego serwera, więc rewanż nie jest możliwy.

## Playing.

refusal-not-your-game = To nie twoja partia.
refusal-over = To już koniec tej partii lub wyzwania.
refusal-game-over = Ta partia już się zakończyła.
refusal-not-in-play = Ta partia teraz nie trwa.
refusal-not-your-turn-yet = To jeszcze nie twój ruch.
refusal-not-your-turn = To jeszcze nie twój ruch. Zagrasz, gdy na stole pojawi się twoja nazwa.
refusal-sit-out = Pauzujesz w tym rozdaniu.
# $card: the card, as shown (5♥).
refusal-knock-card = Nie możesz zastukać, odrzucając { $card }.
# $reason: why, one of the illegal-* clauses below.
refusal-illegal-action = Nie możesz tego zrobić: { $reason }.
refusal-stale-view = To kliknięcie dotyczyło nieaktualnego widoku, więc nic się nie stało. Oto aktualny stan.
refusal-button-unused = Ten przycisk nie jest już używany.
refusal-another-message = Ten przycisk należy do innej wiadomości, więc nic się nie stało. Użyj przycisków w wiadomości tej partii.
refusal-tournament-paused-game = Administracja wstrzymała ten turniej: jego partie czekają z zatrzymanymi zegarami, aż zostanie wznowiony.
refusal-time-forfeited = Twój czas minął przed tym kliknięciem, więc przegrywasz partię walkowerem.
refusal-time-partner = Osobie z twojej pary skończył się czas, więc wasza para przegrywa partię walkowerem.
refusal-time-opponent = Twojemu przeciwnikowi skończył się czas, więc wygrywasz partię walkowerem.
refusal-time-ended = Jednemu z graczy skończył się czas przed twoim kliknięciem, więc partia dobiegła końca.

## Why a move is not allowed now: a clause, after "You can't do that:" (refusal-illegal-action).
## $card: a card as shown (5♥); $deadwood: deadwood points; $limit: the knock limit.
## Polish: lowercase clauses after "Nie możesz tego zrobić:".

illegal-deal-over = to rozdanie się skończyło
illegal-game-over = partia się skończyła
illegal-not-your-turn = to nie twój ruch
illegal-two-deals = trwają dwa rozdania: trzeba wskazać, czyj to ruch
illegal-sit-out = pauzujesz w tym rozdaniu
illegal-not-an-action = to nie jest ruch
illegal-first-draw = to pierwsze dobranie: weź odkrytą kartę lub spasuj
illegal-stock-only = po dwóch pasach przy odkrytej karcie pierwszą kartę dobiera się z talonu
illegal-draw-first = najpierw dobierz kartę z talonu albo ze stosu
illegal-drawn-already = masz już dobraną kartę: teraz odrzuć jedną (lub zastukaj)
illegal-no-big-gin = te zasady nie przewidują dużego gina: odrzuć kartę i zrób gina
illegal-big-gin-eleven = do dużego gina wszystkie jedenaście kart musi tworzyć układy
illegal-not-in-hand = nie masz na ręce { $card }
illegal-just-taken = { $card } to karta wzięta przed chwilą ze stosu: odrzuć inną
illegal-gin-deadwood = po odrzuceniu { $card } wolne karty to { $deadwood } pkt, a gin wymaga 0
illegal-straight-gin = w Straight gin nie wolno stukać: trzeba zrobić gina
illegal-knock-is-gin = po odrzuceniu { $card } nie zostają żadne wolne karty: to gin, a nie zastukanie
illegal-gin-only = odkryta karta tego rozdania pozwala tylko na gina
illegal-knock-limit = po odrzuceniu { $card } wolne karty to { $deadwood } pkt, a limit stukania wynosi { $limit }
# $action: the move, in the game's notation.
illegal-not-now = ruch { $action } jest teraz niedozwolony
illegal-meld-twice = karta może należeć tylko do jednego układu
# $meld: the meld's cards.
illegal-meld-not-held = układ [{ $meld }] zawiera kartę, której nie byłoby na twojej ręce
illegal-melds-knock-limit = przy tych układach wolne karty to { $deadwood } pkt, a limit stukania wynosi { $limit }

## A challenge's option that is not valid: "That option isn't valid: " and a clause.

# $reason: one of the rules-error-* clauses below.
refusal-option = Ta opcja jest nieprawidłowa: { $reason }.
# $setting: rules-setting; $low, $high: the range; $value: what was given.
rules-error-range = { $setting } musi być liczbą całkowitą od { $low } do { $high }, a podano { $value }
# $choices: the values it takes, as the command writes them.
rules-error-choice = { $setting } musi mieć jedną z wartości: { $choices }
rules-error-switch = { $setting } musi mieć wartość true albo false
# $preset: the bonuses asked for; $choices: those there are.
rules-error-preset = nieznany zestaw premii { $preset }; wybierz jeden z: { $choices }
rules-error-not-object = zasady muszą być obiektem JSON
# $settings: the names given.
rules-error-unknown = nieznane ustawienia zasad: { $settings }
# A rule's name (the subject of the clauses above, in the nominative).
rules-setting = { $setting ->
        [knock_limit] limit stukania
        [gin_bonus] premia za gina
        [undercut_bonus] premia za podcięcie
        [big_gin_bonus] premia za dużego gina
        [game_bonus] premia za partię
        [box_bonus] premia za wygrane rozdania
        [target] cel
        [variant] wariant
        [format] tryb
        [rotation] kolejność pauzowania
        [dealer] rozdający
        [oklahoma_ace] as w Oklahomie
        [shutout] wygrana do zera
       *[other] { $setting }
    }

## Moving a table down its channel (/gin table).

# $seconds: since it was posted; $wait: seconds to wait.
refusal-move-recent = Ten stół został pokazany ponownie { $seconds ->
        [one] { $seconds } sekundę temu
        [few] { $seconds } sekundy temu
       *[many] { $seconds } sekund temu
    }, tuż poniżej. Przewiń do niego albo spróbuj ponownie za { $wait ->
        [one] { $wait } sekundę
        [few] { $wait } sekundy
       *[many] { $wait } sekund
    }.
refusal-move-under-way = Ten stół jest właśnie pokazywany ponownie, tuż poniżej: za chwilę przewiń do niego.

## Ending and abandoning.

refusal-end-no-game = Na tym serwerze nie trwa partia #{ $game }. Numer partii widać w tytule stołu.
refusal-end-ended = Partia #{ $game } już się zakończyła.
refusal-abandon-tournament = Gracze nie mogą przerwać partii turniejowej: poddaj ją, jeśli chcesz oddać zwycięstwo, albo poproś administrację o jej rozstrzygnięcie.
refusal-proposal-closed = Ta propozycja przerwania partii jest już nieaktualna: padł ruch, ktoś chce grać dalej, propozycja wygasła albo mnie zrestartowano. Zaproponuj przerwanie jeszcze raz, jeśli nadal chcesz.

## Finished games.

refusal-no-finished-game = Na tym serwerze nie ma zakończonej partii #{ $game }.
refusal-record-unreadable = Nie da się odczytać zapisu partii #{ $game }, przepraszam.

## Forgetting a member (/gin forget-me).

refusal-forget-busy = Masz tu partię lub wyzwanie w toku, więc nic nie zostało usunięte. Dokończ grę (albo się poddaj), a potem ponownie użyj polecenia { $command }.
refusal-forget-entered = Jesteś na liście graczy turnieju „{ $tournament }”, więc nic nie zostało usunięte. Wypisz się przed jego startem (albo poproś administrację o wypisanie), a potem ponownie użyj polecenia { $command }.

## Confirmations (are you sure?).

refusal-confirmation-not-yours = To potwierdzenie jest przeznaczone dla kogoś innego.
refusal-confirmation-expired = To potwierdzenie wygasło.
refusal-confirmation-answered = Na to potwierdzenie już odpowiedziano.

## Tournaments.

# $most: the longest name, in characters.
refusal-tournament-name = Nadaj turniejowi nazwę o długości od 1 do { $most } znaków.
refusal-tournament-two-player = Mecze turnieju to partie dwuosobowe: wybierz takie zasady.
refusal-tournament-under-way = Na tym serwerze trwa już turniej „{ $tournament }”. Zanim utworzysz kolejny, poczekaj, aż się skończy, albo go anuluj.
# $most: the most rounds.
refusal-tournament-swiss-rounds = Turniej w systemie szwajcarskim wymaga liczby rund: od 1 do { $most }.
refusal-tournament-rounds-not-swiss = Liczbę rund podaje się tylko w systemie szwajcarskim: w pucharowym i w systemie każdy z każdym rund jest tyle, ile wymaga liczba graczy. Pomiń opcję rundy.
# The start's range: $minutes (the soonest) to $days (the latest) from now.
refusal-tournament-start-time = Ustaw start najwcześniej za { $minutes ->
        [one] { $minutes } minutę
        [few] { $minutes } minuty
       *[many] { $minutes } minut
    }, a najpóźniej za { $days ->
        [one] { $days } dzień
        [few] { $days } dni
       *[many] { $days } dni
    }. Możesz też pominąć start i uruchomić turniej samodzielnie.
refusal-sign-up-closed = Turniej „{ $tournament }” już się rozpoczął: zapisy są zamknięte.
refusal-signed-up-already = Jesteś już na liście graczy turnieju „{ $tournament }”. Jeśli nie możesz grać, wypisz się przyciskiem w ogłoszeniu turnieju.
# $most: the most players it takes.
refusal-tournament-full = Turniej „{ $tournament }” ma już maksymalną liczbę graczy ({ $most }). Zapytaj administrację o następny.
refusal-not-signed-up = Nie ma cię na liście graczy turnieju „{ $tournament }”.
refusal-leave-started = Turniej „{ $tournament }” już się rozpoczął, więc nie możesz się teraz wypisać: jeśli musisz odejść, poddaj swoją partię albo poproś administrację o wypisanie.
refusal-tournament-started = Turniej „{ $tournament }” już się rozpoczął.
# $least: the fewest players it starts with; $count: how many signed up.
refusal-tournament-too-few = Turniej „{ $tournament }” potrzebuje do startu co najmniej { $least ->
        [one] { $least } gracza
        [few] { $least } graczy
       *[many] { $least } graczy
    }; zapisanych: { $count }. Poczekaj na kolejne zgłoszenia albo go anuluj.
refusal-tournament-paused-already = Turniej „{ $tournament }” jest już wstrzymany. Wznów go, kiedy zechcesz.
refusal-tournament-not-paused = Turniej „{ $tournament }” nie jest wstrzymany.
refusal-tournament-not-entrant = Ta osoba nie gra w turnieju „{ $tournament }”.
# $round: the round in play.
refusal-settle-not-match = Partia #{ $game } nie jest meczem rundy { $round } turnieju „{ $tournament }”. Numer partii widać w tytule stołu.
refusal-settle-decided = Mecz partii #{ $game } jest już rozstrzygnięty.
refusal-settle-knockout = W systemie pucharowym ktoś musi przejść dalej: wskaż zwycięzcę.
refusal-settle-winner = Wskaż jako zwycięzcę jednego z dwóch graczy partii #{ $game }.
refusal-tournament-over = Ten turniej już się zakończył.
refusal-tournament-not-started = Turniej „{ $tournament }” jeszcze się nie rozpoczął.

## Saving failed or the bot is stopping.

refusal-save-failed = Nie udało mi się tego zapisać, więc nic się nie stało.
refusal-save-challenge = Nie udało mi się zapisać tego wyzwania, więc nie zostało wysłane.
refusal-save-move = Nie udało mi się tego zapisać, więc stół nie został przeniesiony.
refusal-save-tournament = Nie udało mi się zapisać tego turnieju, więc nie został utworzony.
refusal-save-fenced = Partie tego serwera prowadzi teraz inna kopia bota, więc ta tego nie zapisała: spróbuj ponownie za chwilę.
refusal-shutting-down = Właśnie się restartuję, więc nic się nie stało.

## The bot's permissions, as Discord's server settings name them (Polish client).

permission-view-channel = Wyświetlanie kanałów
permission-send-messages = Wysyłanie wiadomości
permission-embed-links = Osadzanie linków
permission-attach-files = Załączanie plików
permission-read-message-history = Czytanie historii wiadomości
permission-create-public-threads = Tworzenie publicznych wątków
permission-send-messages-in-threads = Wysyłanie wiadomości w wątkach
# $permissions: the permissions it lacks (permission-*, joined by commas).
refusal-blocked = Uwaga: nie mogę aktualizować stołu ani publikować wyników na tym kanale. Administracja musi mi tu nadać uprawnienia: { $permissions }. Do tego czasu twoje ruchy są zapisywane.
