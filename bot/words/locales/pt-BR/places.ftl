## Where a /gin command works (see en-US).

place-server-games = { $command } funciona nos canais de um servidor que me convidou: use lá.
place-server-choices = Suas escolhas ficam guardadas por servidor: use { $command } em um servidor que me convidou.
place-server-standings = A classificação e o histórico das partidas ficam guardados por servidor: use { $command } em um servidor que me convidou.
place-server-settings = As configurações são de cada servidor: use { $command } em um servidor que me convidou.
place-server-tournament = Os torneios são organizados pelos servidores: use { $command } em um servidor que me convidou.
place-two-players = Fora dos servidores, por enquanto uma partida é de dois: desafie um amigo aqui, ou joguem a três ou quatro em um servidor que me convidou.
place-bot-dm-computer = Na minha DM você joga comigo: me desafie ou use { $practice }; para jogar com um amigo, desafie-o na DM de vocês.
place-no-external-apps = Este servidor só deixa seus apps responderem em particular, então nenhuma mesa pode ser mostrada aqui: peça à administração a permissão Usar aplicativos externos, ou que me convide.
place-other-server-cluster = Aqui não consigo rodar partidas em servidores que não me convidaram: desafie seu amigo por DM, ou peça à administração deste servidor que me convide.
