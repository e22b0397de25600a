## /gin-admin torneio …: criar um evento, e os controles dele, cada um perguntado antes numa
## mensagem privada que só quem pediu pode responder. Privado: a língua de quem administra.
## $tournament é o nome do evento, como a administração o escreveu; $member um membro (uma
## menção); $channel um canal (uma menção); $game o número de uma partida como escrito (#12345).
## "O torneio { $tournament }": o nome pode ser masculino ou feminino ("Copa de Inverno"), então
## a frase concorda com "torneio".

## Criar um evento.

# canal: a opção do comando, como commands.ftl a chama.
tournament-text-channel = Crie o torneio em um canal de texto (não em um tópico): as partidas dele ganham um tópico desse canal. Use o comando lá, ou indique um canal com a opção canal.
# $permissions: as permissões que faltam ao bot, como o Discord as chama nas configurações
# (permission-* em refusals.ftl), separadas por vírgulas.
tournament-permissions = Para fazer um torneio em { $channel }, preciso de permissão para { $permissions } lá (as partidas são jogadas em um tópico desse canal). Libere o que falta ou escolha outro canal.
# $command: /gin tournament.
tournament-not-announced = O torneio { $tournament } foi criado, mas não consegui publicar o anúncio dele em { $channel }: os membros podem se inscrever por { $command }.
# $link: o endereço do anúncio.
tournament-open = O torneio { $tournament } está aberto para inscrições: { $link }

## Os controles: a pergunta, o sim de cada um, o não (o mesmo para todos).

tournament-none-under-way = Este servidor não tem nenhum torneio em andamento.
confirm-tournament-start = Iniciar o torneio { $tournament } agora? As inscrições se encerram e os confrontos da rodada 1 são definidos.
confirm-tournament-start-yes = Iniciar
confirm-tournament-pause = Pausar o torneio { $tournament }? As partidas dele ficam sem jogadas e os relógios param até você retomá-lo.
confirm-tournament-pause-yes = Pausar
confirm-tournament-resume = Retomar o torneio { $tournament }? Todos os prazos das partidas dele são adiados pelo tempo da pausa.
confirm-tournament-resume-yes = Retomar
# "Essa pessoa": o membro pode ser de qualquer gênero.
confirm-tournament-remove = Tirar { $member } do torneio { $tournament }? Essa pessoa perde por W.O. a partida em andamento e não entra mais nos confrontos.
confirm-tournament-remove-yes = Tirar do torneio
# Resolver um confronto: $winner avança, ou (-both) os dois jogadores o perdem.
confirm-tournament-settle = Resolver a partida #{ $game } do torneio { $tournament } com vitória de { $winner } no confronto? Se a partida ainda estiver em andamento, ela termina sem valer rating.
confirm-tournament-settle-both = Resolver a partida #{ $game } do torneio { $tournament } com derrota dos dois jogadores no confronto? Se a partida ainda estiver em andamento, ela termina sem valer rating.
confirm-tournament-settle-yes = Resolver
confirm-tournament-cancel = Cancelar o torneio { $tournament }? As partidas dele em andamento são anuladas e não contam para ninguém.
confirm-tournament-cancel-yes = Cancelar o torneio
confirm-tournament-no = Agora não

## Depois de um sim: o que foi feito.

tournament-over-already = Esse torneio já terminou; nada foi feito.
# As permissões de tópicos, como o Discord as chama (permission-* em refusals.ftl).
tournament-thread-failed = Não consegui abrir o tópico do torneio. Confira se tenho as permissões Criar tópicos públicos e Enviar mensagens em tópicos no canal dele e inicie o torneio de novo.
tournament-started = O torneio { $tournament } começou: os confrontos da rodada 1 foram definidos.
tournament-paused-done = O torneio { $tournament } está em pausa: as partidas dele esperam, com os relógios parados.
tournament-resumed = O torneio { $tournament } foi retomado: todos os prazos foram adiados pelo tempo da pausa.
tournament-cancelled-done = O torneio { $tournament } foi cancelado; as partidas dele em andamento terminaram sem contar para ninguém.
tournament-removed = { $member } está fora do torneio { $tournament }; a partida em andamento dessa pessoa foi perdida por W.O.
tournament-settled = O confronto da partida #{ $game } está resolvido: { $winner } avança.
tournament-settled-both = O confronto da partida #{ $game } está resolvido: os dois jogadores perdem.
tournament-nothing-done = Nada foi feito.
