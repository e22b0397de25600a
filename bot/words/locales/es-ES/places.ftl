## Where a /gin command works (see en-US).

place-server-games = { $command } funciona en los canales de un servidor que me haya invitado: úsalo allí.
place-server-choices = Tus preferencias se guardan por servidor: usa { $command } en un servidor que me haya invitado.
place-server-standings = La clasificación y el historial de partidas se guardan por servidor: usa { $command } en un servidor que me haya invitado.
place-server-settings = Los ajustes son de cada servidor: usa { $command } en un servidor que me haya invitado.
place-server-tournament = Los torneos los organizan los servidores: usa { $command } en un servidor que me haya invitado.
place-two-players = Fuera de los servidores, por ahora una partida es de dos: desafía aquí a un amigo, o jugad tres o cuatro en un servidor que me haya invitado.
place-bot-dm-computer = En mi MD juegas contra mí: desafíame o usa { $practice }; para jugar con un amigo, desafíalo en vuestro MD.
place-no-external-apps = Este servidor solo deja que tus aplicaciones respondan en privado, así que aquí no se puede mostrar ninguna mesa: pide a la administración el permiso Usar aplicaciones externas, o que me invite.
place-other-server-cluster = Aquí no puedo llevar partidas en servidores que no me hayan invitado: desafía a tu amigo por MD, o pide a la administración de este servidor que me invite.
