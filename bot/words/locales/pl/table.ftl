## The public table message: a challenge, or a game in play. What the channel sees: said in the
## server's language.

table-title = Gin rummy · partia #{ $game }
table-title-format = Gin rummy · partia #{ $game } · { $format }
table-game-over = Koniec partii. Zwycięstwo: { $winners }.
table-game-over-nobody = Koniec partii.
# $label: "Stół 1 · " when a round has two tables, else empty; $deadline: a Discord timestamp
# (Discord says it "za 5 minut").
table-to-play = { $label }**{ $player }** ma teraz { $todo }. Czas na ruch mija { $deadline }.
table-offline = ⏸️ Nie było mnie online ({ $duration }), więc wszystkie terminy przesunęły się o tyle samo: gdy nie słyszę kliknięć, nikomu nie ubywa czasu.
table-friendly = { $rules } · partia towarzyska (bez rankingu)

# Three players: who sits out this hand, and why.
sit-out-dealer = { $player } rozdaje i pauzuje w tym rozdaniu.
sit-out-low-cut = { $player } pauzuje w tym rozdaniu (najniższa karta w losowaniu).
sit-out-lost = { $player } pauzuje w tym rozdaniu (po przegraniu poprzedniego).
sit-out = { $player } pauzuje w tym rozdaniu.

# One deal's fields.
deal-players = { $first } vs { $second }
deal-dealer = Rozdaje: { $dealer }
# $cards: "28 kart" (count-cards)
deal-stock = Talon: { $cards }
deal-in-hand = Na ręce: { $first } { $first_cards }, { $second } { $second_cards }
deal-pile = { $label }Stos odkryty
deal-pile-top = Na wierzchu: **{ $card }**
deal-pile-below = Pod spodem: { $cards }
deal-knock-limit = Limit stukania w tym rozdaniu: **{ $limit }**
deal-knock-limit-gin = Limit stukania w tym rozdaniu: **tylko gin**
deal-doubled = Odkryty pik: punkty za to rozdanie liczą się podwójnie
deal-straight = Straight gin: bez stukania
deal-took = { $player } – wzięte ze stosu: { $cards }
deal-last = Ostatni ruch: { $move }
deal-last-deal = Ostatnie rozdanie: { $result ->
        [knock] zastukanie
        [undercut] podcięcie
        [gin] gin
        [big-gin] duży gin
       *[draw] remis
    }
deal-on-table = Na stole
deal-on-table-label = { $label }na stole

# The last move, as the table says it. Present tense: the past would need the player's gender.
move-draw = { $player } dobiera kartę z talonu
move-take = { $player } bierze kartę ze stosu
move-pass = { $player } pasuje przy odkrytej karcie
move-discard = { $player } odrzuca { $card }
move-knock = { $player } stuka
move-gin = { $player } ma gina
move-big-gin = { $player } ma dużego gina
move-other = { $player } wykonuje ruch

# A deal's title; a partnership's deals by their round and table.
deal-title = Rozdanie { $deal }
deal-title-table = Stół { $table } · Rozdanie { $deal }
deal-title-round = Runda { $round } · Stół { $table }
board-label = Stół { $table } ·{" "}

# The game's controls.
table-show-hand = Pokaż moje karty
table-rules = Zasady
table-recent-moves = Ostatnie ruchy
table-resign = Poddaj partię

# A game ended by agreement or by an admin.
ended-agreed = Partia przerwana za zgodą graczy. Nie liczy się do niczyjego rankingu.
ended-by-admin = Partia przerwana decyzją administracji: „{ $reason }”. Nie liczy się do niczyjego rankingu.
ended-unreachable = Partia przerwana: jej kanał jest niedostępny.

# A challenge.
challenge-title = Wyzwanie do gin rummy · #{ $game }
challenge-made = { $challenger } wyzywa { $invited } na partię gin rummy!
challenge-partners = Pary: { $challenger } & { $partner } kontra { $first } & { $second }.
challenge-waiting = Czekamy na odpowiedź: { $waiting }. Wyzwanie wygasa { $deadline }.
challenge-declined-by = { $player } odrzuca wyzwanie.
challenge-declined = Wyzwanie zostało odrzucone.
challenge-cancelled = Wyzwanie zostało anulowane.
challenge-expired-nobody = Nikt nie odpowiedział na czas, więc wyzwanie wygasło.
challenge-expired-not-everyone = Nie wszyscy odpowiedzieli na czas, więc wyzwanie wygasło.
challenge-abandoned = Partia została przerwana.
challenge-closed = To wyzwanie jest zamknięte.
challenge-rules = Zasady
challenge-turn-timer = Czas na ruch
challenge-accept = Przyjmij
challenge-decline = Odrzuć
challenge-cancel = Anuluj

# Lists of people: "Ania", "Ania i Bartek", "Ania, Bartek i Celina".
list-two = { $first } i { $second }
list-more = { $rest } i { $last }

table-abandon = Zaproponuj przerwanie
table-wake = Pokaż stół
table-asleep = Ten stół śpi: Discord pozwala botowi aktualizować go przez 15 minut po każdym kliknięciu. Pokaż stół przywraca go.
