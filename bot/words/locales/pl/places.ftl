## Where a /gin command works (see en-US).

place-server-games = { $command } działa na kanałach serwera, który mnie zaprosił: użyj tego polecenia tam.
place-server-choices = Twoje ustawienia są zapisywane osobno dla każdego serwera: użyj { $command } na serwerze, który mnie zaprosił.
place-server-standings = Klasyfikacje i historia partii są prowadzone osobno dla każdego serwera: użyj { $command } na serwerze, który mnie zaprosił.
place-server-settings = Ustawienia należą do serwera: użyj { $command } na serwerze, który mnie zaprosił.
place-server-tournament = Turnieje organizują serwery: użyj { $command } na serwerze, który mnie zaprosił.
place-server-forget = Poza serwerami nie przechowuję o tobie niczego: aby usunąć to, co przechowuje serwer, użyj { $command } na tym serwerze.
place-games-soon = Partie poza serwerami już wkrótce: na razie zagraj na serwerze, który mnie zaprosił.
place-no-external-apps = Ten serwer pozwala twoim aplikacjom odpowiadać tylko prywatnie, więc nie da się tu pokazać stołu: poproś administrację o uprawnienie Używanie aplikacji zewnętrznych albo o zaproszenie mnie.
