## Where a /gin command works (see en-US).

place-server-games = { $command } funktioniert in den Kanälen eines Servers, der mich eingeladen hat: Nutze den Befehl dort.
place-server-choices = Deine Einstellungen gelten je Server: Nutze { $command } auf einem Server, der mich eingeladen hat.
place-server-standings = Ranglisten und Partieverläufe werden je Server geführt: Nutze { $command } auf einem Server, der mich eingeladen hat.
place-server-settings = Einstellungen gehören zu einem Server: Nutze { $command } auf einem Server, der mich eingeladen hat.
place-server-tournament = Turniere veranstalten die Server: Nutze { $command } auf einem Server, der mich eingeladen hat.
place-two-players = Außerhalb von Servern ist eine Partie vorerst für zwei: fordere hier einen Freund heraus, oder spielt zu dritt oder viert auf einem Server, der mich eingeladen hat.
place-bot-dm-computer = In meinem DM spielst du gegen mich: fordere mich heraus oder nutze { $practice }; um gegen einen Freund zu spielen, fordere ihn in eurem DM heraus.
place-no-external-apps = Auf diesem Server dürfen deine Apps nur privat antworten, daher kann hier kein Tisch gezeigt werden: Bitte einen Admin um die Berechtigung „Externe Apps verwenden“ oder darum, mich einzuladen.
place-other-server-cluster = Hier kann ich auf Servern, die mich nicht eingeladen haben, keine Partien führen: Fordere deinen Freund per DM heraus, oder bitte die Admins dieses Servers, mich einzuladen.
