## Making a challenge: what the challenger is told privately (their language), and the name
## of a game's own thread (the channel's: the server's language).

challenge-not-in-dms = W gin rummy gra się na kanale serwera, nie w wiadomościach prywatnych.
# $member: a mention of who was named.
challenge-not-a-member = { $member } nie należy do tego serwera, więc nie może tu grać. Wyzwij kogoś z tego serwera.
# $permissions: the bot's permissions it lacks, as Discord names them (permission-* in
# refusals.ftl: "Osadzanie linków, Załączanie plików").
challenge-needs-permissions = Aby prowadzić tu stół, potrzebuję na tym kanale uprawnień: { $permissions }. Poproś administrację o ich nadanie albo zagraj na innym kanale.
# $settings: the command /gin-admin settings (a mention, or its text).
challenge-no-pictures = Uwaga: nie mogę załączać plików na tym kanale, więc ta partia toczy się bez obrazków kart i stołu. Administracja może mi tu nadać uprawnienie Załączanie plików albo wyłączyć obrazki poleceniem { $settings }.
challenge-posted = Twoje wyzwanie jest już na kanale.
# $thread: a mention of the game's own thread.
challenge-posted-in = Twoje wyzwanie jest już w wątku { $thread }.
challenge-no-thread = Nie udało mi się otworzyć tu wątku dla partii. Poproś administrację o sprawdzenie moich uprawnień do wątków na tym kanale albo spróbuj ponownie za chwilę.
# A game's own thread: its name (at most 100 characters; $players: the players' names, joined
# by challenge-versus: "Ania vs Bartek vs Celina").
challenge-thread = Gin rummy: { $players }
challenge-versus = { $first } vs { $second }

# A rematch whose player left the server ($member: a mention; $challenge: /gin challenge).
rematch-member-left = { $member } nie należy już do tego serwera, więc rewanż nie jest możliwy. Wyzwij innych poleceniem { $challenge }.
