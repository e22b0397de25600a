## A classificação: o ranking e as estatísticas de um membro (respostas públicas: a língua do
## servidor; as cópias privadas e o histórico: a do membro).

# Uma colocação na classificação de uma partida (a medalha vem antes das três primeiras: "🥇 1º").
place-1 = 1º
place-2 = 2º
place-3 = 3º
# Da quarta em diante ($place: 4, 5 …). A mesma mensagem está em results.ftl (a primeira
# carregada vale): as duas dizem o mesmo.
# Um formato, pelo valor ("all": todos os formatos; o filtro do ranking).
stats-format = { $format ->
        [all] todos os formatos
        [heads-up] dois jogadores
        [three] três jogadores
        [partnership] duplas
       *[hollywood] Hollywood
    }
# Contagens. CLDR põe o 0 em "one": a variante [0] diz "0 partidas".
stats-count-games = { $count ->
        [0] { $count } partidas
        [one] { $count } partida
       *[other] { $count } partidas
    }
stats-count-wins = { $count ->
        [0] { $count } vitórias
        [one] { $count } vitória
       *[other] { $count } vitórias
    }
stats-count-losses = { $count ->
        [0] { $count } derrotas
        [one] { $count } derrota
       *[other] { $count } derrotas
    }
stats-count-gins = { $count ->
        [0] { $count } gins
        [one] { $count } gin
       *[other] { $count } gins
    }
# "Página 1 de 3" (do ranking ou de um histórico).
stats-page = Página { $page } de { $pages }

## O ranking.

# $sort: pelo que ele é classificado; $format: stats-format.
stats-board-title = Ranking · { $sort ->
        [wins] vitórias
        [win_rate] taxa de vitórias
        [points] pontos
        [gins] gins
       *[rating] rating
    } · { $format }
# A taxa de vitórias ($rate: entre 0 e 1, escrita como porcentagem), depois vitórias de partidas: "50% · 3/6".
stats-board-win-rate = { NUMBER($rate, style: "percent") } · { $wins }/{ $games }
# Um membro que ainda não entrou no ranking ($line: a linha dele). "Provisório": o rating.
stats-provisional = { $line } (rating provisório)
# $challenge: o comando /gin challenge (uma menção, ou o texto dele).
stats-no-games = Nenhuma partida terminou aqui ainda. Desafie alguém com { $challenge }!
stats-board-empty = Ainda não há ninguém no ranking desta temporada: nenhuma partida terminou aqui. Desafie alguém com { $challenge }, e o ranking começa com o resultado.
stats-board-empty-format = Ainda não há ninguém no ranking desta temporada: nenhuma partida deste formato ({ $format }) terminou aqui. Desafie alguém com { $challenge }, e o ranking começa com o resultado.
# O rodapé ($count: as partidas de que um membro precisa para entrar no ranking).
stats-board-ranked-from = no ranking a partir de { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }
# Onde está quem lê ($rank: "#3"; $figures: os números da linha dessa pessoa).
stats-board-you = você: { $rank } ({ $figures })
stats-board-you-provisional = você: rating provisório ({ $figures })
stats-board-you-none = você ainda não tem partidas aqui
stats-previous = ◀ Anterior
stats-refresh = Atualizar
stats-next = Próxima ▶

## A temporada de um membro (/gin stats).

# $member: o nome dele; $season: o número da temporada.
stats-title = { $member } · temporada { $season }
stats-games = Partidas
# $rate: entre 0 e 1, escrita como porcentagem.
stats-won = { NUMBER($rate, style: "percent") } de vitórias
stats-rating = Rating
stats-not-rated = ainda sem rating
# $rating: o rating (1000); $trend: a variação, com uma seta ("▲ 12"); $count: em quantas
# partidas.
stats-rating-value = **{ $rating }** ({ $trend } { $count ->
        [one] na última partida
       *[other] nas últimas { $count } partidas
    })
stats-provisional-until = provisório até { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }
stats-hands = Mãos
# $points: os pontos por mão, em média (uma casa decimal).
stats-hands-value = { $won } ganhas de { $played } · { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pontos por mão
stats-gins = Gins
stats-gins-value = { $gins } · big gins { $big }
stats-undercuts = Cortes
stats-undercuts-value = deu { $given } · sofreu { $suffered }
stats-best-game = Melhor partida
stats-streak = Sequência
# $streak: stats-streak-wins, -losses ou -none; $longest: stats-count-wins.
stats-streak-value = { $streak } · recorde: { $longest }
stats-streak-wins = { $count ->
        [one] { $count } vitória seguida
       *[other] { $count } vitórias seguidas
    }
stats-streak-losses = { $count ->
        [one] { $count } partida sem vitória
       *[other] { $count } partidas sem vitória
    }
stats-streak-none = nenhuma ainda
stats-favourite-format = Formato preferido
stats-chart-note = O gráfico: o rating depois de cada partida desta temporada.
# O título do gráfico, desenhado na imagem.
stats-chart-title = Rating · temporada { $season }

## Frente a frente (/gin stats contra:).

stats-versus = { $first } x { $second }
# $first, $second: os dois membros (nomes e menções).
stats-h2h-who = { $first } e { $second }, em todas as temporadas deste servidor.
stats-h2h-never = Ainda não há nenhuma partida entre esses dois membros.
stats-h2h-as-opponents = Frente a frente
# $games: stats-count-games; $first, $second: os nomes; $ahead, $behind: as partidas em que
# cada um terminou na frente.
stats-h2h-opponents = { $games }: { $first } na frente em { $ahead }, { $second } na frente em { $behind }
# Vem depois: as partidas em que ninguém terminou na frente.
stats-h2h-level = , empate em { $level }
stats-h2h-as-partners = Na mesma dupla
stats-h2h-last-played = Última partida

## O histórico de um membro (/gin history; privado).

stats-history-title = { $member } · histórico de partidas
# $place: a colocação (🥇 1º).
stats-history-forfeited = { $place } (perdeu por W.O.)
stats-history-by-forfeit = { $place } (por W.O.)
# $variant: a variante da partida; $target: os pontos para vencer.
stats-history-rules = { $variant ->
        [oklahoma] Oklahoma
        [straight] Straight
       *[standard] Padrão
    } até { $target }
# $line: a linha de uma partida que não valeu rating.
stats-history-unrated = { $line } · sem rating
stats-history-option = Partida #{ $game }
stats-history-menu = Abrir o placar de uma partida
stats-history-none = Nenhuma partida terminada aqui ainda.
stats-newer = ◀ Mais recentes
stats-older = Mais antigas ▶
# O placar de uma partida terminada, aberto de novo ($rules: a linha das regras; $finished:
# quando, um timestamp do Discord).
stats-sheet-note = { $rules } · terminou em { $finished }

## As respostas de /gin leaderboard, /gin stats, /gin history (privadas).

stats-not-in-a-server = A classificação é de cada servidor: use isto em um canal de servidor.
stats-pick-two = Escolha dois membros diferentes para comparar.
stats-pick-a-game = Escolha uma das partidas da página pelo menu.
# Um membro sem partidas terminadas ($challenge: o comando /gin challenge; $member: o nome dele).
stats-you-none-season = Você não tem partidas terminadas aqui nesta temporada: desafie alguém com { $challenge }!
stats-you-none = Você ainda não tem partidas terminadas aqui: desafie alguém com { $challenge }!
stats-member-none-season = { $member } não tem partidas terminadas aqui nesta temporada. Desafie essa pessoa com { $challenge }!
stats-member-none = { $member } ainda não tem partidas terminadas aqui. Desafie essa pessoa com { $challenge }!
