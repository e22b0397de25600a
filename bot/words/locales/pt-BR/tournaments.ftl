## Um torneio do servidor como os membros o veem: o anúncio (redesenhado quando muda, com os
## botões), a postagem de cada rodada, a classificação final, o cancelamento, o /gin torneio, os
## tópicos do evento e a chave da eliminação simples (as palavras desenhadas na imagem, e a chave
## em palavras para leitores de tela). O que o canal vê (as postagens, o anúncio, /gin torneio,
## a chave) é dito na língua do servidor; a cópia do botão Classificação e as respostas de um
## membro (inscrever-se, sair), na língua do membro.
## Variáveis comuns: $tournament é o nome do evento, como a administração o escreveu (as frases
## dizem "o torneio { $tournament }": o nome pode ser masculino ou feminino); $player, $winner,
## $loser, $first e $second são membros (uma menção, ou "um ex-membro") de qualquer gênero;
## $channels é onde estão as partidas (os tópicos do evento, menções separadas por vírgulas);
## $command é um comando (uma menção, ou o texto dele: /gin tournament); $round e $rounds são o
## número de uma rodada e quantas rodadas o evento tem.
## Termos: confronto (match) = o duelo de dois jogadores numa rodada, decidido por uma partida;
## bye = ficar sem adversário na rodada (conta como vitória); classificação = standings;
## chave = bracket; critérios de desempate: Buchholz, Sonneborn-Berger.

## As palavras do evento.

# O formato de um torneio ($format: swiss, knockout ou round-robin), como commands.ftl o chama.
tournament-format = { $format ->
        [swiss] Suíço
        [knockout] Eliminação simples
       *[round-robin] Todos contra todos
    }
# O formato e as rodadas, quando se sabe ($format: as palavras de tournament-format; $rounds: quantas).
tournament-format-rounds = { $format }, { $rounds ->
        [one] { $rounds } rodada
       *[other] { $rounds } rodadas
    }
# A primeira linha do anúncio ($format: tournament-format ou tournament-format-rounds).
tournament-kind = **{ $format }** · partidas de dois jogadores
# $rules: a linha das regras das partidas (como o rodapé da mesa a diz).
tournament-rules = **Regras:** { $rules }.
# $turn: quanto dura cada vez ("5 minutos", "2 h 05 min").
tournament-timer = Tempo por vez: { $turn }. Quem ficar sem tempo perde a partida.
tournament-rated = Vale rating: todas as partidas contam para o rating do servidor.
tournament-friendly = Amistoso: as partidas não contam para o rating de ninguém.
# Quando começa: $start é um timestamp do Discord (data e hora, no fuso de cada leitor),
# $relative o mesmo momento dito a partir de agora ("em 2 horas").
tournament-starts-at = Início: { $start } ({ $relative }).
# $command: /gin-admin tournament start.
tournament-starts-by-admin = Começa quando alguém da administração der início com { $command }.
# Quem se inscreveu (antes do início) ou joga (depois): $count é quantos, $members os primeiros
# (menções, separadas por vírgulas), $more quantos mais há, sem nome.
tournament-signed-up = Inscrições ({ $count }): { $members }
tournament-signed-up-more = Inscrições ({ $count }): { $members } e mais { $more }
tournament-signed-up-none = Inscrições (0): ninguém ainda. Que tal abrir a lista?
tournament-players = Participantes ({ $count }): { $members }
tournament-players-more = Participantes ({ $count }): { $members } e mais { $more }
# Quantos jogadores cabem: $most no máximo; $least o mínimo para começar (dito enquanto há
# menos inscrições).
tournament-room = Até { $most } participantes.
tournament-room-needs = Até { $most } participantes; são necessários pelo menos { $least } para começar.
tournament-sign-up-how = Inscreva-se pelo botão; se não puder jogar, saia antes do início.
tournament-round-in-play = Rodada { $round } de { $rounds } em andamento em { $channels }.
tournament-paused = Pausado pela administração: os relógios das partidas estão parados.
tournament-finished = Encerrado.
tournament-finished-won = Encerrado: vitória de { $winner }.
tournament-cancelled = Cancelado pela administração.
# O rodapé do anúncio: $number é o número do evento; $command é /gin tournament como texto
# (um rodapé não mostra menções de comando).
tournament-footer = Torneio #{ $number } · classificação: { $command }
# Os botões do anúncio.
tournament-sign-up-button = Inscrever-se
tournament-leave-button = Sair
tournament-standings-button = Classificação

## A classificação.

# Um membro tirado do evento pela administração ($player: o membro).
tournament-withdrawn = { $player } (fora do torneio)
# Os números de uma linha (suíço ou todos contra todos: a campanha, depois estes três;
# eliminação simples: a campanha, os pontos marcados e até onde a pessoa foi). As abreviações
# são as da legenda. $points: pontos de confronto (em negrito); a soma do desempate; pontos
# marcados nas partidas.
tournament-match-points = **{ $points }** PC
tournament-buchholz = Bu { $points }
tournament-sonneborn-berger = SB { $points }
tournament-points-scored = { $points } pts
# Até onde foi um jogador da eliminação simples ($round: a rodada em que perdeu). Verbos, não
# particípios: o jogador pode ser de qualquer gênero.
tournament-stage-winner = 🏆 venceu
tournament-stage-in = segue na disputa
tournament-stage-final = perdeu a final
tournament-stage-out = saiu na rodada { $round }
# A legenda abaixo da classificação, por formato: cada abreviação e o que ela quer dizer.
tournament-legend-swiss = PC pontos de confronto · Bu Buchholz · pts pontos marcados
tournament-legend-round-robin = PC pontos de confronto · SB Sonneborn-Berger · pts pontos marcados
tournament-legend-knockout = pts pontos marcados
# Uma lista cortada: $count é quantos mais não aparecem.
tournament-more-players = …e mais { $count ->
        [one] { $count } participante
       *[other] { $count } participantes
    }: veja { $command }
tournament-more-tables = …e mais { $count ->
        [one] { $count } mesa
       *[other] { $count } mesas
    }: veja { $command }
tournament-more-tables-in = …e mais { $count ->
        [one] { $count } mesa
       *[other] { $count } mesas
    } em { $channels }

## Os confrontos.

# Um membro sem adversário nesta rodada: conta como vitória (na eliminação simples: avança para
# a rodada $round).
tournament-bye = { $player } recebe bye (conta como vitória)
tournament-bye-through = { $player } recebe bye (avança para a rodada { $round })
# Um confronto anulado: os dois perdem.
tournament-both-lose = { $first } e { $second }: partida anulada, derrota para os dois
# Um confronto decidido: $won e $lost são os pontos de quem venceu e de quem perdeu na partida.
tournament-beat = { $winner } venceu { $loser } por { $won }–{ $lost }
# Decidido sem partida jogada (a administração resolveu, ou um W.O. antes de qualquer mão).
tournament-beat-walkover = { $winner } venceu { $loser } por W.O.
# Um confronto da rodada ($table: o número da mesa na rodada).
tournament-pairing = Mesa { $table }: { $first } x { $second }
# Um confronto decidido na rodada do /gin torneio ($result: tournament-beat ou tournament-both-lose).
tournament-table-result = Mesa { $table }: { $result }
# Um confronto em andamento: um link para a mesa ($link: o endereço da mensagem da mesa), ou
# começando (a mesa ainda não foi publicada).
tournament-watch = [assistir]({ $link })
tournament-starting = começando

## A postagem de uma rodada (do canal), mencionando os jogadores das mesas.

tournament-round-title = Rodada { $round } de { $rounds } — { $tournament }
tournament-tables-in = As mesas estão em { $channels }.
tournament-the-final = **A final!**
tournament-standings-before = Classificação antes da rodada { $round }
# A mensagem da postagem: $members são os jogadores das mesas (menções separadas por vírgulas,
# cada um mencionado).
tournament-round-paired-ping = Os confrontos da rodada { $round } estão definidos! { $members }: procurem sua mesa em { $channels }.
# O mesmo, quando são jogadores demais para nomear.
tournament-round-paired = Os confrontos da rodada { $round } estão definidos: procure sua mesa em { $channels }.

## A classificação final e o cancelamento (do canal).

tournament-over = 🏆 O torneio { $tournament } terminou.
tournament-wins = 🏆 { $winner } venceu o torneio { $tournament }!
tournament-final-title = Classificação final — { $tournament }
# $count: quantos jogaram; $format: tournament-format-rounds; $rated: yes ou no.
tournament-final-summary = { $count ->
        [one] { $count } participante
       *[other] { $count } participantes
    } · { $format } · { $rated ->
        [yes] vale rating
       *[no] amistoso
    }
# $legend: a legenda do formato (tournament-legend-*).
tournament-final-footer = { $legend } · obrigado por jogar!
tournament-cancelled-post = O torneio { $tournament } foi cancelado pela administração. As partidas dele em andamento foram anuladas e não contam para ninguém.

## /gin torneio: o evento, a classificação e a rodada em andamento.

# $format: tournament-format ou tournament-format-rounds; $rated: yes ou no; $rules: a linha das regras.
tournament-overview-head = **{ $format }** · { $rated ->
        [yes] vale rating
       *[no] amistoso
    } · { $rules }
# $channel: o canal do anúncio (uma menção de canal).
tournament-sign-up-open = As inscrições estão abertas: use os botões do anúncio em { $channel }.
# $next: o número da próxima rodada.
tournament-next-round = A rodada { $next } começa quando todas as partidas da rodada { $round } terminarem.
tournament-last-round = Esta é a última rodada: a classificação final sai quando todas as partidas da rodada { $round } terminarem.
tournament-cancelled-overview = Cancelado pela administração: as partidas em andamento foram anuladas.
tournament-standings = Classificação
# O campo da rodada em andamento: $done das $count partidas dela terminaram.
tournament-round-progress = Rodada { $round }: { $done } de { $count ->
        [one] { $count } partida terminada
       *[other] { $count } partidas terminadas
    }

## Os tópicos do evento (os nomes deles: no máximo 100 caracteres; o nome é cortado para caber).

tournament-thread = 🏆 { $tournament }: partidas
# As mesas de uma rodada grande se dividem em tópicos, dez em cada: $first e $last são as deste.
tournament-thread-tables = 🏆 { $tournament }: mesas { $first }-{ $last }

## As respostas para um membro (privadas: a língua do membro).

# $command: /gin-admin tournament create.
tournament-none = Este servidor ainda não tem nenhum torneio. Alguém da administração pode criar um com { $command }.
# Um botão de um evento que não existe mais ($command: /gin tournament).
tournament-gone = Esse torneio já terminou. Veja o mais recente em { $command }.
tournament-no-bots = Bots não podem jogar em torneios.
# Inscrição feita: $start é quando começa, um timestamp do Discord dito a partir de agora
# ("em 2 horas"). "Você está no torneio": sem particípio, qualquer gênero.
tournament-joined-starts = Você está no torneio { $tournament }! Ele começa { $start }. Suas partidas vão ser num tópico deste canal; eu menciono você quando os confrontos de cada rodada forem definidos.
tournament-joined = Você está no torneio { $tournament }! Alguém da administração vai dar início a ele. Suas partidas vão ser num tópico deste canal; eu menciono você quando os confrontos de cada rodada forem definidos.
tournament-left = Você saiu do torneio { $tournament }. Pode se inscrever de novo quando quiser antes do início.

## A chave da eliminação simples: as palavras desenhadas na imagem (na língua do canal), e a
## chave em palavras para leitores de tela (o texto alternativo da imagem, no máximo 1.024
## caracteres).

# O título da imagem quando a fonte não consegue desenhar nada do nome do evento.
bracket-title = Eliminação simples
# Os títulos das rodadas, por quantas rodadas faltam depois dela.
bracket-final = Final
bracket-semi-finals = Semifinais
bracket-quarter-finals = Quartas de final
bracket-round = Rodada { $round }
# O título da coluna de quem venceu a final.
bracket-champion = Campeão
# Na caixa de um confronto: em andamento; os dois perderam; a linha vazia de um bye.
bracket-playing = jogando
bracket-both-out = os dois fora
bracket-bye = bye
# A chave em palavras: o título ($title: o nome do evento, ou bracket-title), depois cada rodada
# ($name: o título dela; $matches: os confrontos dela, separados por ponto e vírgula), depois
# quem venceu.
bracket-words-title = { $title }: chave eliminatória.
bracket-words-round = { $name }: { $matches }.
bracket-words-champion = { $player } conquistou o título.
bracket-words-not-paired = Confrontos ainda não definidos.
# Um confronto em palavras: um bye, passado ou por vir; os dois fora; decidido ($won e $lost:
# os pontos, omitidos quando não houve partida); em andamento; ainda não começado.
bracket-words-had-bye = { $player } recebeu bye
bracket-words-has-bye = { $player } recebe bye
bracket-words-both-out = { $first } e { $second }: os dois saíram
bracket-words-beat = { $winner } venceu { $loser } por { $won }–{ $lost }
bracket-words-beat-unplayed = { $winner } venceu { $loser }
bracket-words-playing = { $first } x { $second }, em andamento
bracket-words-to-play = { $first } x { $second }, a jogar
# Os confrontos anteriores de uma chave longa, resumidos numa contagem ($count:
# quantos; $round: as rodadas em que estão, de 1 a $round).
bracket-words-more = e mais { $count ->
        [one] { $count } confronto
       *[other] { $count } confrontos
    }
bracket-words-more-earlier = e mais { $count ->
        [one] { $count } confronto
       *[other] { $count } confrontos
    }, nas rodadas 1 a { $round }
