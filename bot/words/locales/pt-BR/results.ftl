## As postagens de uma partida no canal: o resultado de cada mão, o placar final, o aviso de vez;
## e a análise particular de um jogador. Ditas na língua do servidor (a análise: na do jogador).

# -- De onde vêm os pontos de uma mão (o resultado; o jogo no terminal também). Restos:
# $knocker, o de quem bateu; $defender, o de quem defende (depois de encaixar); $base: os
# pontos da mão antes do dobro do Oklahoma.
sum-knock = Batida: { $defender } − { $knocker } de resto = { $base }
sum-undercut = Corte: { $bonus } de bônus + ({ $knocker } − { $defender }) = { $base }
sum-gin = Gin: { $bonus } de bônus + { $defender } de resto = { $base }
sum-big-gin = Big gin: { $bonus } de bônus + { $defender } de resto = { $base }
sum-doubled = Oklahoma: carta virada de espadas, em dobro: { $base } × { $multiplier } = { $points }
# Só os pontos de uma mão, se a conta não fechar (nunca, a menos que a pontuação mude).
sum-points = { $result ->
        [knock] Batida
        [undercut] Corte
        [gin] Gin
        [big-gin] Big gin
       *[draw] Empate
    }: { $points }

# -- O resultado de uma mão.
# $game: o número da partida, como escrito.
showdown-title = Mão { $deal } · partida #{ $game }
showdown-title-table = Mão { $deal } · partida #{ $game } · mesa { $table }
showdown-sat-out = { $player } ficou de fora nesta mão.
# $first, $second: os dois jogadores da mão.
showdown-draw = O monte acabou: esta mão entre { $first } e { $second } terminou empatada. Ninguém marca pontos, e quem deu as cartas dá de novo aos mesmos dois jogadores.
showdown-gin = { $player } fez **gin**!
showdown-big-gin = { $player } fez **big gin**!
showdown-knock = { $player } bateu e venceu a mão.
showdown-undercut = { $player } bateu, mas { $defender } **cortou**!
showdown-scores = { $player } marca **{ $points }**.
# Em duplas: $team, a dupla do jogador ("@ana & @bia").
showdown-scores-team = { $player } marca **{ $points }** para { $team } na rodada { $round }.
showdown-knocker = quem bateu
showdown-defender = quem defende
showdown-laid-off = Cartas encaixadas
# Uma carta que quem defende encaixou, e o jogo onde ela entrou.
showdown-laid-off-card = { $card } em { $meld }
# A segunda mesa de uma rodada em duplas: os resultados das duas mesas somados.
showdown-round = Rodada { $round }: mesas 1 + 2
# $points: as mãos da dupla nas mesas 1 e 2 ("10 + 0"), $sum a soma.
showdown-round-team = { $team } { $points } = { $sum }
showdown-round-equal = Somas iguais: ninguém marca pontos na rodada { $round }
showdown-round-difference = { $team } marcam a diferença: { $high } − { $low } = { $points }
showdown-score-after-round = Placar (até { $target }) após a rodada { $round }
showdown-round-later = (a rodada { $round } é pontuada quando as duas mesas tiverem jogado)
# Hollywood: onde uma mão conta. $won: quantas mãos o lado ganhou com esta (1ª, 2ª, …);
# $count: em quantas partidas ela conta, $games: quais ("1 e 2").
showdown-hollywood = A { ORDINAL($won) ->
       *[other] { $won }ª
    } mão ganha por { $player } conta { $count ->
        [one] na partida { $games }
       *[other] nas partidas { $games }
    }.
# … e as partidas que ela encerrou ($closed_count, $closed): alguém chegou à meta.
showdown-hollywood-closes = A { ORDINAL($won) ->
       *[other] { $won }ª
    } mão ganha por { $player } conta { $count ->
        [one] na partida { $games }
       *[other] nas partidas { $games }
    }; { $closed_count ->
        [one] a partida { $closed } termina
       *[other] as partidas { $closed } terminam
    }: { $player } chegou a { $target }.

# -- O placar final.
over-title = Fim da partida #{ $game }
# $player perdeu por W.O.: $reason é timeout (ficou sem tempo) ou resigned (desistiu); $winner venceu.
over-forfeit = { $player } { $reason ->
        [timeout] ficou sem tempo
       *[resigned] desistiu
    }: vitória de { $winner } por W.O.
# … $winners: uma dupla ("@ana & @bia").
over-forfeit-team = { $player } { $reason ->
        [timeout] ficou sem tempo
       *[resigned] desistiu
    }: vitória de { $winners } por W.O.
# Três jogadores: quem perdeu por W.O. fica em último, os outros pela pontuação.
over-forfeit-last = { $player } { $reason ->
        [timeout] ficou sem tempo
       *[resigned] desistiu
    } e fica em último lugar; os outros ficam na ordem dos pontos.
over-winner = 🏆 { $winner } venceu!
# Uma dupla, ou vários lados empatados em primeiro ("@ana & @caio").
over-winners = 🏆 { $winners } venceram!
over-tie = 🏆 { $winners } venceram! (empate: dividem o primeiro lugar)
over-shutout = Foi **capote**: o maior total vale o dobro.
# Hollywood: a soma de cada partida, um campo cada.
over-game = Partida { $game }
# A soma de um lado numa partida: "90 pontos + 100 de bônus de partida + 100 por mãos ganhas
# (4 × 25) = 290"; $box_points: os pontos das mãos ganhas ($boxes mãos, $box_bonus cada). Os
# números do placar vêm escritos ($points: como escrito; $count: o mesmo número, para o plural).
over-game-sum = { $count ->
        [0] { $points } pontos
        [one] { $points } ponto
        [many] { $points } de pontos
       *[other] { $points } pontos
    } + { $bonus } de bônus de partida + { $box_points } por mãos ganhas ({ $boxes } × { $box_bonus }) = { $total }
over-game-sum-doubled = ({ $count ->
        [0] { $points } pontos
        [one] { $points } ponto
        [many] { $points } de pontos
       *[other] { $points } pontos
    } + { $bonus } de bônus de partida + { $box_points } por mãos ganhas ({ $boxes } × { $box_bonus })) × 2 pelo capote = { $total }
# As colocações, uma coluna cada.
place-other = { ORDINAL($place) ->
       *[other] { $place }º
    }
# O placar mão a mão. $sides: a letra de cada coluna e de quem ela é ("**A** @ana · **B** @bia").
sheet-legend = **Mão a mão** · { $sides }
sheet-none = Nenhuma mão chegou ao fim.
# As primeiras linhas, deixadas de fora do placar de uma partida longa ($first a $last).
sheet-folded-deal = A mão { $last } foi omitida; os totais acumulados já a incluem.
sheet-folded-deals = As mãos { $first }–{ $last } foram omitidas; os totais acumulados já as incluem.
sheet-folded-round = A rodada { $last } foi omitida; os totais acumulados já a incluem.
sheet-folded-rounds = As rodadas { $first }–{ $last } foram omitidas; os totais acumulados já as incluem.
# Os cabeçalhos das colunas (curtos: as colunas têm a largura deles).
sheet-head-deal = Mão
sheet-head-round = Rodada
sheet-head-table = Mesa { $table }
sheet-head-won = Venceu
sheet-head-points = Pontos
sheet-head-game = Partida { $game }
# Quem venceu a linha: ninguém (uma mão empatada) ou somas iguais (uma rodada em duplas).
sheet-draw = empate
sheet-tie = empate
# O pé do placar de um lado: um rótulo, depois os números.
sheet-points = Pontos
sheet-hands-won = Mãos ganhas
sheet-rounds-won = Rodadas ganhas
sheet-boxes = Mãos ganhas
sheet-game-bonus = Bônus de partida
sheet-shutout = Capote
sheet-games = Partidas
sheet-total = Total
# $boxes mãos ganhas, $bonus cada: $points.
sheet-boxes-counted = { $boxes } × { $bonus } = { $points }
# Um placar Hollywood perdido por W.O.: as mãos ganhas nas três partidas juntas.
sheet-boxes-in-games = { $boxes } nas três partidas
# Um capote: o total antes do dobro, depois dobrado.
sheet-shutout-doubled = { $before } × 2 = { $total }
# Hollywood: as partidas em que o maior total dobrou ("1 e 2").
sheet-shutout-in = { $count ->
        [one] na partida { $games }, total em dobro
       *[other] nas partidas { $games }, totais em dobro
    }

# -- Depois da partida.
result-rematch = Revanche
result-review = Analisar minha partida
# O aviso, mencionando o jogador ($player); $deadline: um timestamp do Discord ("em 5 minutos").
reminder = { $player }, é a sua vez na partida #{ $game } de gin rummy. Seu tempo acaba { $deadline }; abra suas cartas pela mesa.

# -- A análise particular de uma partida contra o computador.
review-title = Sua análise · partida #{ $game }
review-draw = Mão { $deal }: empate (o monte acabou).
# $result: como a mão terminou; $opponent: o outro jogador, $their: o resto dele.
review-deal = Mão { $deal } ({ $result ->
        [knock] batida
        [undercut] corte
        [gin] gin
       *[big-gin] big gin
    }, { $won ->
        [yes] você ganhou
       *[no] você perdeu
    }): seu resto **{ $deadwood }**, { $opponent } **{ $their }**
review-none = Nenhuma mão chegou ao fim.
# Um descarte que deixou mais resto ($left) que o melhor possível ($best, que deixaria $best_left).
review-miss = Mão { $deal }, sua { $turn }ª vez: { $card } deixou { $left } de resto; { $best } teria deixado { $best_left }.
review-more = …e mais { $count }.
review-misses = Descartes que tinham opção melhor ({ $count })
review-discards = Descartes
review-all-best = Todos os seus descartes deixaram o menor resto possível. Bem jogado!
