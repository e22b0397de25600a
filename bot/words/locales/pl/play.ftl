## The answers of /gin hand, /gin resign, /gin table (private: the member's language).

# $challenge: the command /gin challenge (a mention, or its text).
play-no-game = Nie masz partii na tym kanale. Rozpocznij nową poleceniem { $challenge }.
play-no-game-to-resign = Nie masz na tym kanale partii, którą można poddać. (Otwarte wyzwanie wycofasz jego przyciskiem Anuluj.)
# /gin table asked in another channel ($channel: a mention of the game's; $command: /gin table).
play-table-elsewhere = Twoja partia toczy się na kanale { $channel }: użyj tam polecenia { $command }.
play-table-last = Twój stół jest już ostatnią wiadomością na tym kanale: znajdziesz go tuż powyżej.
play-table-failed = Nie udało mi się tu wysłać stołu. Spróbuj ponownie.
