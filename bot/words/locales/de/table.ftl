## The public table message: a challenge, or a game in play. What the channel sees: said in the
## server's language.

table-title = Gin Rommé · Partie #{ $game }
table-title-format = Gin Rommé · Partie #{ $game } · { $format }
table-game-over = Partie vorbei: Sieg für { $winners }.
table-game-over-nobody = Partie vorbei.
# $label: "Tisch 1 · " when a round has two tables, else empty; $deadline: a Discord timestamp.
table-to-play = { $label }**{ $player }** ist dran: { $todo }. Zug endet { $deadline }.
table-offline = ⏸️ Ich war { $duration } offline, daher wurden alle Fristen um genau so viel verschoben: Zeit, in der ich keine Klicks hören kann, wird niemandem angerechnet.
table-friendly = { $rules } · Freundschaftspartie (ungewertet)

# Three players: who sits out this hand, and why.
sit-out-dealer = { $player } gibt und setzt diese Runde aus.
sit-out-low-cut = { $player } setzt diese Runde aus (hat die niedrigste Karte abgehoben).
sit-out-lost = { $player } setzt diese Runde aus (hat die letzte verloren).
sit-out = { $player } setzt diese Runde aus.

# One deal's fields.
deal-players = { $first } gegen { $second }
deal-dealer = { $dealer } gibt
# $cards: "28 Karten" (count-cards)
deal-stock = Stapel: { $cards }
deal-in-hand = Auf der Hand: { $first } { $first_cards }, { $second } { $second_cards }
deal-pile = { $label }Ablagestapel
deal-pile-top = Oben: **{ $card }**
deal-pile-below = Darunter: { $cards }
deal-knock-limit = Klopfgrenze in dieser Runde: **{ $limit }**
deal-knock-limit-gin = Klopfgrenze in dieser Runde: **nur Gin**
deal-doubled = Pik aufgedeckt: Die Punkte dieser Runde zählen doppelt
deal-straight = Straight Gin: kein Klopfen
deal-took = { $player } hat { $cards } von der Ablage genommen
deal-last = Zuletzt: { $move }
deal-last-deal = Letzte Runde: { $result ->
        [knock] Klopfen
        [undercut] Undercut
        [gin] Gin
        [big-gin] großes Gin
       *[draw] unentschieden
    }
deal-on-table = Auf dem Tisch
deal-on-table-label = { $label }auf dem Tisch

# The last move, as the table says it.
move-draw = { $player } hat vom Stapel gezogen
move-take = { $player } hat die oberste Karte der Ablage genommen
move-pass = { $player } hat bei der aufgedeckten Karte gepasst
move-discard = { $player } hat { $card } abgeworfen
move-knock = { $player } hat geklopft
move-gin = { $player } hat Gin gemacht
move-big-gin = { $player } hat großes Gin gemacht
move-other = { $player } hat gespielt

# A deal's title; a partnership's deals by their round and table.
deal-title = Runde { $deal }
deal-title-table = Tisch { $table } · Runde { $deal }
deal-title-round = Durchgang { $round } · Tisch { $table }
board-label = Tisch { $table } ·{" "}

# The game's controls.
table-show-hand = Mein Blatt zeigen
table-rules = Regeln
table-recent-moves = Letzte Züge
table-resign = Aufgeben

# A game ended by agreement or by an admin.
ended-agreed = Diese Partie wurde einvernehmlich abgebrochen. Sie wird für niemanden gewertet.
ended-by-admin = Ein Admin hat diese Partie abgebrochen: „{ $reason }“. Sie wird für niemanden gewertet.
ended-unreachable = Diese Partie wurde abgebrochen, weil ihr Kanal nicht erreichbar ist.

# A challenge.
challenge-title = Gin-Rommé-Herausforderung · #{ $game }
challenge-made = { $challenger } fordert { $invited } zu einer Partie Gin Rommé heraus!
challenge-partners = Teams: { $challenger } & { $partner } gegen { $first } & { $second }.
challenge-waiting = Warten auf { $waiting }: annehmen oder ablehnen. Die Herausforderung läuft { $deadline } ab.
challenge-declined-by = { $player } hat abgelehnt.
challenge-declined = Die Herausforderung wurde abgelehnt.
challenge-cancelled = Die Herausforderung wurde zurückgezogen.
challenge-expired-nobody = Niemand hat rechtzeitig geantwortet, daher ist die Herausforderung abgelaufen.
challenge-expired-not-everyone = Nicht alle haben rechtzeitig geantwortet, daher ist die Herausforderung abgelaufen.
challenge-abandoned = Die Partie wurde abgebrochen.
challenge-closed = Diese Herausforderung ist nicht mehr offen.
challenge-rules = Regeln
challenge-turn-timer = Zeit pro Zug
challenge-accept = Annehmen
challenge-decline = Ablehnen
challenge-cancel = Zurückziehen

# Lists of people: "Ann", "Ann and Bob", "Ann, Bob and Cat".
list-two = { $first } und { $second }
list-more = { $rest } und { $last }

table-abandon = Abbruch vorschlagen
table-wake = Tisch zeigen
table-asleep = Dieser Tisch schläft: Discord lässt den Bot ihn nach jedem Klick 15 Minuten lang aktualisieren. „Tisch zeigen“ holt ihn zurück.
