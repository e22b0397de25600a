## A player's private hand message.

hand-title = Twoje karty · partia #{ $game }, rozdanie { $deal }
hand-title-table = Twoje karty · partia #{ $game }, rozdanie { $deal }, stół { $table }
hand-sit-out-title = Partia #{ $game }: pauzujesz w tym rozdaniu
hand-sit-out = Pauzujesz w tym rozdaniu; wracasz do gry, gdy { $first } i { $second } je rozegrają.
hand-game-over = Partia się skończyła.
hand-deal-over = To rozdanie się skończyło.
hand-your-turn = **Twój ruch:** { $todo }.
hand-waiting = Teraz gra { $opponent }.
hand-best-discard = Najlepiej odrzucić: { $card } → wolne karty: { $after } pkt

# What to do now ($upcard: the card, as shown). Infinitives: they follow both "Twój ruch:"
# (hand-your-turn) and "**Ola** ma teraz" (table-to-play).
todo-first-upcard = wziąć odkrytą kartę { $upcard } lub spasować
todo-draw-stock = dobrać kartę z talonu
todo-draw = dobrać kartę z talonu lub wziąć { $upcard }
todo-discard = odrzucić kartę (lub zastukać)
todo-wait = czekać

hand-field-pile = Stos odkryty
hand-field-pile-top = Na wierzchu: **{ $card }**
hand-field-stock = Talon
hand-field-took = Wzięte przez przeciwnika
hand-field-knock-limit = Limit stukania
hand-knock-limit-gin = tylko gin

# The hand's controls.
hand-take = Weź { $card }
hand-pass = Pas
hand-draw = Dobierz z talonu
hand-gin = Gin! (odrzuć { $card })
hand-big-gin = Duży gin!
hand-refresh = Odśwież
hand-discard-menu = Odrzuć…
hand-knock-menu = Zastukaj, odrzucając…
hand-gin-menu = Zrób gina, odrzucając…
# A card in the menus: its spoken name, and with hints the deadwood it leaves.
hand-option-after = { $card } · potem wolne karty: { $after } pkt
hand-option-best = { $card } · potem wolne karty: { $after } pkt · najlepszy wybór
