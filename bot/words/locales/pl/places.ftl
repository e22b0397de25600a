## Where a /gin command works (see en-US).

place-server-games = { $command } działa na kanałach serwera, który mnie zaprosił: użyj tego polecenia tam.
place-server-choices = Twoje ustawienia są zapisywane osobno dla każdego serwera: użyj { $command } na serwerze, który mnie zaprosił.
place-server-standings = Klasyfikacje i historia partii są prowadzone osobno dla każdego serwera: użyj { $command } na serwerze, który mnie zaprosił.
place-server-settings = Ustawienia należą do serwera: użyj { $command } na serwerze, który mnie zaprosił.
place-server-tournament = Turnieje organizują serwery: użyj { $command } na serwerze, który mnie zaprosił.
place-two-players = Poza serwerami partia jest na razie dla dwóch osób: wyzwij tu jednego znajomego albo zagrajcie we trzech lub czterech na serwerze, który mnie zaprosił.
place-bot-dm-computer = W mojej wiadomości prywatnej grasz ze mną: wyzwij mnie lub użyj { $practice }; aby zagrać ze znajomym, wyzwij go w waszej rozmowie prywatnej.
place-no-external-apps = Ten serwer pozwala twoim aplikacjom odpowiadać tylko prywatnie, więc nie da się tu pokazać stołu: poproś administrację o uprawnienie Używanie aplikacji zewnętrznych albo o zaproszenie mnie.
place-other-server-cluster = Tutaj nie mogę prowadzić partii na serwerach, które mnie nie zaprosiły: wyzwij znajomego w wiadomości prywatnej albo poproś administrację tego serwera o zaproszenie mnie.
