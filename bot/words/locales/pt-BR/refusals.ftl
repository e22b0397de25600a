## Recusas: por que nada aconteceu e o que fazer agora. Privado: a língua de quem lê.
## Uma recusa tem uma ou duas frases; a dica (hint-*) vem depois dela, após um espaço.
## Valores: $game é o número de uma partida como escrito (nunca agrupado); $member e $members
## são menções; $channel a menção de um canal; $command um comando como o Discord o chama
## (/gin forget-me); $tournament o nome de um torneio, como a administração o escreveu.

# O que fazer agora.
hint-new-challenge = Comece uma partida sua com { $command }.
hint-open-hand = Abra suas cartas pelo botão da mesa para ver o que você pode fazer.
hint-try-again = Tente de novo daqui a pouco.


## Desafios.

refusal-challenge-yourself = Você não pode se desafiar. Escolha outros membros.
refusal-challenge-twice = Você indicou o mesmo membro duas vezes. Indique cada jogador uma vez só.
refusal-challenge-bots = Outros bots não jogam gin rummy aqui. Desafie membros ou jogue contra o computador.
# $format: o formato da partida; $wanted: os outros jogadores de que ela precisa; $named: os indicados.
refusal-challenge-players = Uma partida { $format ->
        [three] de três jogadores
        [partnership] em duplas
        [hollywood] Hollywood
       *[heads-up] de dois jogadores
    } precisa de { $wanted ->
        [one] mais { $wanted } jogador
       *[other] mais { $wanted } jogadores
    }; você indicou { $named }.
# parceiro, adversário, adversário2: as opções de /gin desafiar, como commands.ftl as chama.
refusal-partnership-seats = Uma partida em duplas precisa de alguém para jogar com você e de dois adversários: preencha parceiro, adversário e adversário2.
refusal-partner-not-partnership = Só partidas em duplas têm parceiros: deixe parceiro em branco.
# O intervalo do tempo por vez: $minutes (o mínimo) e $hours (o máximo).
refusal-turn-timer = O tempo por vez deve ficar entre { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    } e { $hours ->
        [one] { $hours } hora
       *[other] { $hours } horas
    }.
refusal-tournament-thread = Este tópico é para as partidas de um torneio. Faça seu desafio em outro canal.
refusal-channel-not-allowed = Este servidor não tem partidas neste canal. Faça seu desafio em um dos canais que as configurações do servidor permitem.
# $members: quem não aceita desafios; $count: quantos são.
refusal-not-taking-challenges = { $members } { $count ->
        [one] não está aceitando
       *[other] não estão aceitando
    } desafios agora. Desafie outra pessoa.
# $made: os desafios feitos nos últimos $window minutos; $wait: minutos de espera.
refusal-challenge-limit = Você fez { $made ->
        [one] { $made } desafio
       *[other] { $made } desafios
    } em { $window ->
        [one] { $window } minuto
       *[other] { $window } minutos
    }, o máximo que este servidor permite. Tente de novo daqui a { $wait ->
        [one] { $wait } minuto
       *[other] { $wait } minutos
    }.
refusal-busy-you = Você já está em uma partida ou desafio neste canal. Desafie outra pessoa ou jogue em outro canal.
refusal-busy-named = Alguém que você indicou já está em uma partida ou desafio neste canal. Desafie outra pessoa ou jogue em outro canal.
# $members: quem está ocupado; $count: quantos são.
refusal-busy-members = { $members } já { $count ->
        [one] está
       *[other] estão
    } em uma partida ou desafio neste canal. Desafie outra pessoa ou jogue em outro canal.
refusal-challenge-expired = Este desafio expirou antes de ser aceito.
# $invited: quantos membros o desafio convida.
refusal-accept-own = Este desafio é seu: só { $invited ->
        [one] o membro desafiado pode
       *[other] os membros desafiados podem
    } aceitá-lo. Espere a resposta, ou retire o desafio com o botão Cancelar.
refusal-accept-not-invited = Só { $invited ->
        [one] o membro desafiado pode
       *[other] os membros desafiados podem
    } aceitar.
refusal-accepted-already = Você já aceitou; a partida começa quando todos aceitarem.
refusal-challenge-others = Este desafio é entre outros membros.
refusal-challenge-answered = Este desafio já foi respondido. Jogue pela mensagem da mesa ou comece uma nova partida.

## Revanches.

# $finished: a partida terminada; $game: a revanche dela.
refusal-rematch-made = A partida #{ $finished } já tem revanche: a partida #{ $game }.
refusal-rematch-not-player = Só quem jogou a partida #{ $game } pode pedir a revanche dela.
refusal-rematch-forgotten = Um dos jogadores da partida #{ $game } pediu, depois dela, que seus dados fossem apagados aqui, então ela não pode ter revanche.

## Jogando.

refusal-not-your-game = Esta partida não é sua.
refusal-over = Essa partida ou desafio já terminou.
refusal-game-over = Essa partida já terminou.
refusal-not-in-play = Esta partida não está em andamento.
refusal-not-your-turn-yet = Ainda não é a sua vez.
refusal-not-your-turn = Ainda não é a sua vez. Você vai poder jogar quando a mesa mostrar o seu nome.
refusal-sit-out = Você fica de fora nesta mão.
# $card: a carta, como é mostrada (5♥).
refusal-knock-card = Você não pode bater descartando { $card }.
# $reason: o motivo, uma das orações illegal-* abaixo.
refusal-illegal-action = Você não pode fazer isso: { $reason }.
refusal-stale-view = Isso estava desatualizado, então nada aconteceu. Aqui está a situação atual.
refusal-button-unused = Esse botão não é mais usado.
refusal-another-message = Esse botão é de outra mensagem, então não fiz nada. Use os botões da própria mensagem da partida.
refusal-tournament-paused-game = Alguém da administração pausou este torneio: as partidas dele esperam, com os relógios parados, até que ele seja retomado.
refusal-time-forfeited = Seu tempo acabou antes desse clique, então você perdeu a partida por tempo.
refusal-time-partner = O tempo de quem joga com você acabou, então sua dupla perdeu a partida por tempo.
refusal-time-opponent = O tempo do adversário acabou, então você venceu a partida por tempo.
refusal-time-ended = O tempo de um jogador acabou antes do seu clique, então a partida terminou.

## Por que uma jogada não vale agora: uma oração, depois de "Você não pode fazer isso:"
## (refusal-illegal-action). $card: uma carta como é mostrada (5♥); $deadwood: os pontos de
## resto; $limit: o limite para bater.

illegal-deal-over = a mão terminou
illegal-game-over = a partida terminou
illegal-not-your-turn = não é a sua vez
illegal-two-deals = há duas mãos em jogo: diga de quem é esta jogada
illegal-sit-out = você fica de fora nesta mão
illegal-not-an-action = isso não é uma jogada
illegal-first-draw = é a primeira compra: pegue a carta virada ou passe
illegal-stock-only = os dois jogadores passaram na carta virada, então esta primeira compra é do monte
illegal-draw-first = primeiro compre do monte ou pegue a carta do lixo
illegal-drawn-already = você já comprou: descarte uma carta (ou bata)
illegal-no-big-gin = nestas regras não tem big gin: descarte e faça gin
illegal-big-gin-eleven = o big gin exige as onze cartas em jogos
illegal-not-in-hand = { $card } não está na sua mão
illegal-just-taken = você acabou de pegar { $card } do lixo: descarte outra carta
illegal-gin-deadwood = descartar { $card } deixa { $deadwood } de resto, e o gin exige resto 0
illegal-straight-gin = no Straight gin não se pode bater: é preciso fazer gin
illegal-knock-is-gin = descartar { $card } não deixa resto: isso é gin, não batida
illegal-gin-only = a carta virada desta mão só permite gin
illegal-knock-limit = descartar { $card } deixa { $deadwood } de resto, e o limite para bater é { $limit }
# $action: a jogada, na notação do jogo.
illegal-not-now = a jogada { $action } não é permitida agora
illegal-meld-twice = uma carta só pode estar em um jogo
# $meld: as cartas do jogo.
illegal-meld-not-held = [{ $meld }] usa uma carta que não estaria na sua mão
illegal-melds-knock-limit = esses jogos deixam { $deadwood } de resto, e o limite para bater é { $limit }

## Uma opção de desafio que não vale: "Essa opção não é válida: " e uma oração.

# $reason: uma das orações rules-error-* abaixo.
refusal-option = Essa opção não é válida: { $reason }.
# $setting: rules-setting (com o artigo); $low, $high: o intervalo; $value: o valor dado.
rules-error-range = { $setting } deve ser um número inteiro de { $low } a { $high }, não { $value }
# $choices: os valores aceitos, como o comando os escreve.
rules-error-choice = { $setting } deve ser um destes valores: { $choices }
rules-error-switch = { $setting } deve ser true ou false
# $preset: o conjunto de bônus pedido; $choices: os que existem.
rules-error-preset = o conjunto de bônus { $preset } não existe; escolha um destes: { $choices }
rules-error-not-object = as regras devem ser um objeto JSON
# $settings: os nomes dados.
rules-error-unknown = há configurações de regra desconhecidas ({ $settings })
# O nome de uma regra, com o artigo: começa as orações rules-error-* acima.
rules-setting = { $setting ->
        [knock_limit] o limite para bater
        [gin_bonus] o bônus de gin
        [undercut_bonus] o bônus de corte
        [big_gin_bonus] o bônus de big gin
        [game_bonus] o bônus de partida
        [box_bonus] o bônus por mão ganha
        [target] a meta
        [variant] a variante
        [format] o formato
        [rotation] o rodízio
        [dealer] a regra de quem dá as cartas
        [oklahoma_ace] o ás no Oklahoma
        [shutout] o capote
       *[other] { $setting }
    }

## Mostrar a mesa de novo no fim do canal (/gin mesa).

# $seconds: desde quando ela foi publicada; $wait: segundos de espera.
refusal-move-recent = Esta mesa foi publicada de novo há { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }, logo abaixo. Role até ela, ou tente de novo daqui a { $wait ->
        [one] { $wait } segundo
       *[other] { $wait } segundos
    }.
refusal-move-under-way = Esta mesa está sendo publicada de novo agora mesmo, logo abaixo: role até ela daqui a pouco.

## Encerrar e anular (anular = abandon; desistir = resign).

refusal-end-no-game = Não há nenhuma partida #{ $game } em andamento neste servidor. O número está no título da mesa.
refusal-end-ended = A partida #{ $game } já terminou.
refusal-abandon-tournament = Uma partida de torneio não pode ser anulada pelos jogadores: desista para entregá-la, ou peça a alguém da administração para resolvê-la.
refusal-proposal-closed = Essa proposta de anular a partida não está mais aberta: alguém jogou, alguém preferiu continuar, ela expirou ou eu reiniciei. Proponha de novo se ainda quiser.

## Partidas terminadas.

refusal-no-finished-game = Não há nenhuma partida #{ $game } terminada neste servidor.
refusal-record-unreadable = Não consigo ler o registro da partida #{ $game }, desculpe.

## Esquecer um membro (/gin forget-me).

refusal-forget-busy = Você tem uma partida ou desafio em andamento aqui, então nada foi apagado. Termine primeiro (ou desista), depois use { $command } de novo.
refusal-forget-entered = Você participa do torneio { $tournament }, então nada foi apagado. Saia antes de ele começar (ou peça a alguém da administração para tirar você), depois use { $command } de novo.

## Confirmações (tem certeza?).

refusal-confirmation-not-yours = Essa confirmação foi pedida por outra pessoa.
refusal-confirmation-expired = Essa confirmação expirou.
refusal-confirmation-answered = Essa confirmação já foi respondida.

## Torneios.

# $most: o nome mais longo, em caracteres.
refusal-tournament-name = Dê ao torneio um nome de 1 a { $most } caracteres.
refusal-tournament-two-player = Os confrontos de um torneio são partidas de dois jogadores: escolha regras para dois jogadores.
refusal-tournament-under-way = Este servidor já tem um torneio em andamento: { $tournament }. Espere ele terminar, ou cancele-o, antes de criar outro.
# $most: o máximo de rodadas.
refusal-tournament-swiss-rounds = Um torneio suíço precisa do número de rodadas: de 1 a { $most }.
refusal-tournament-rounds-not-swiss = Só o torneio suíço aceita um número de rodadas: a eliminação simples e o todos contra todos têm as rodadas de que os jogadores precisarem. Deixe rodadas em branco.
# O intervalo do início: de $minutes (o mais cedo) a $days (o mais tarde) a partir de agora.
refusal-tournament-start-time = Marque o início entre { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    } e { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } a partir de agora, ou não marque o início e inicie o torneio quando quiser.
refusal-sign-up-closed = O torneio { $tournament } já começou: as inscrições estão encerradas.
refusal-signed-up-already = Você já se inscreveu no torneio { $tournament }. Se não puder jogar, use Sair.
# $most: o máximo de jogadores.
refusal-tournament-full = As vagas do torneio { $tournament } acabaram ({ $most } jogadores). Pergunte à administração sobre o próximo.
refusal-not-signed-up = Você não se inscreveu no torneio { $tournament }.
refusal-leave-started = O torneio { $tournament } já começou, então você não pode sair agora: desista da sua partida se precisar ir embora, ou peça a alguém da administração para tirar você.
refusal-tournament-started = O torneio { $tournament } já começou.
# $least: o mínimo de jogadores para começar; $count: quantos se inscreveram.
refusal-tournament-too-few = O torneio { $tournament } precisa de pelo menos { $least } jogadores para começar, e { $count ->
        [0] ninguém se inscreveu
        [one] só { $count } se inscreveu
       *[other] { $count } se inscreveram
    }. Espere mais inscrições ou cancele o torneio.
refusal-tournament-paused-already = O torneio { $tournament } já está em pausa. Retome-o quando quiser.
refusal-tournament-not-paused = O torneio { $tournament } não está em pausa.
refusal-tournament-not-entrant = Esse membro não participa do torneio { $tournament }.
# $round: a rodada em andamento.
refusal-settle-not-match = A partida #{ $game } não é um confronto da rodada { $round } do torneio { $tournament }. O número está no título da mesa.
refusal-settle-decided = O confronto da partida #{ $game } já está decidido.
refusal-settle-knockout = Na eliminação simples alguém tem que avançar: indique o vencedor.
refusal-settle-winner = Indique como vencedor um dos dois jogadores da partida #{ $game }.
refusal-tournament-over = Esse torneio já terminou.
refusal-tournament-not-started = O torneio { $tournament } ainda não começou.

## Não deu para salvar, ou o bot está parando.

refusal-save-failed = Não consegui salvar isso, então nada aconteceu.
refusal-save-challenge = Não consegui salvar esse desafio, então ele não foi feito.
refusal-save-move = Não consegui salvar isso, então a mesa não mudou de lugar.
refusal-save-tournament = Não consegui salvar esse torneio, então ele não foi criado.
refusal-save-fenced = Outra cópia do bot cuida das partidas deste servidor agora, então esta não salvou isso: tente de novo daqui a pouco.
refusal-shutting-down = Estou reiniciando, então nada aconteceu.

## As permissões do bot, como o Discord as chama nas configurações do servidor.

permission-view-channel = Ver canais
permission-send-messages = Enviar mensagens
permission-embed-links = Inserir links
permission-attach-files = Anexar arquivos
permission-read-message-history = Ler histórico de mensagens
permission-create-public-threads = Criar tópicos públicos
permission-send-messages-in-threads = Enviar mensagens em tópicos
# $permissions: as permissões que faltam (permission-*, separadas por vírgulas).
refusal-blocked = Atenção: não consigo atualizar a mesa nem publicar resultados neste canal. Alguém da administração precisa me dar aqui permissão para { $permissions }; enquanto isso, suas jogadas ficam salvas.
