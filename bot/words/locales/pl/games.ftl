## /gin games: a member's live games and challenges (private: the member's language).

games-title = Twoje partie na tym serwerze
# $challenge, $practice: the commands (mentions, or their text).
games-none = Nie masz tu żadnej partii ani wyzwania w toku. Rozpocznij partię poleceniem { $challenge } albo zagraj z komputerem poleceniem { $practice }.
# A game's first line ($game: its number, #12345; $players: the others, mentions with commas;
# $link: a link to its table). "z:" with a colon: a mention (or "Komputer (trudny)") isn't
# declined.
games-head = **Partia #{ $game }** z: { $players } · { $link }
# How it stands ($deadline: a Discord timestamp, "za 5 minut").
games-waiting-for-you = Wyzwanie czeka na twoją zgodę; wygasa { $deadline }.
games-waiting-for = Wyzwanie czeka na zgodę: { $players }; wygasa { $deadline }.
games-sit-out = Pauzujesz w tym rozdaniu.
games-your-turn = **Twój ruch**; czas mija { $deadline }.
games-their-turn = Teraz ruch: { $players }; czas mija { $deadline }.
games-others-turn = Teraz ruch pozostałych graczy; czas mija { $deadline }.
# More games than the list shows.
games-more = …i jeszcze { $count }.

# Where a game or challenge stands, and its link (the answer to a second Rematch). Polish:
# each variant names its subject (wyzwanie, partia), which the participle agrees with.
game-standing = { $status ->
        [challenge] Wyzwanie czeka, aż przyjmą je wszyscy
        [active] Partia trwa
        [finished] Partia została rozegrana
        [declined] Wyzwanie zostało odrzucone
        [cancelled] Wyzwanie zostało anulowane
        [expired] Wyzwanie wygasło bez odpowiedzi
       *[abandoned] Partia została przerwana
    }: { $link }
