## The answers of /gin hand, /gin resign, /gin table (private: the member's language).

# $challenge: the command /gin challenge (a mention, or its text).
play-no-game = Du hast in diesem Kanal keine Partie. Starte eine mit { $challenge }.
play-no-game-to-resign = Du hast in diesem Kanal keine Partie, die du aufgeben könntest. (Eine offene Herausforderung ziehst du mit ihrem Button „Zurückziehen“ zurück.)
# /gin table asked in another channel ($channel: a mention of the game's; $command: /gin table).
play-table-elsewhere = Deine Partie wird in { $channel } gespielt: Nutze { $command } dort.
play-table-last = Dein Tisch ist schon die letzte Nachricht hier: direkt darüber.
play-table-failed = Ich konnte den Tisch hier nicht posten. Bitte versuch es noch einmal.
