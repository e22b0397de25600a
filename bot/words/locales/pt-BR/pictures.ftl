## As imagens: as palavras desenhadas na imagem da mão e na da mesa, e as mesmas imagens ditas em
## palavras para leitores de tela (a descrição do anexo, no máximo 1.024 caracteres).
## A imagem da mão está na língua do membro; a da mesa, na do servidor.
## As palavras desenhadas são rótulos curtos num espaço estreito (a mesa tem 440 px de largura):
## um rótulo que não cabe é encurtado com "…", uma contagem ("monte 20", "11 cartas") escrita só
## com o número. Cada caractere precisa ser desenhável pela fonte DejaVu Sans.

## -- Desenhado na imagem da mão --

# Embaixo de cada jogo da mão.
picture-meld = jogo
# Embaixo das cartas soltas ($points: o resto).
picture-deadwood = resto { $points }
# Embaixo dos jogos de uma mão sem cartas soltas.
picture-gin = gin: sem resto
# Acima da carta que acabou de entrar na mão, por onde veio ($source: stock ou pile).
picture-drawn = { $source ->
        [stock] comprada do monte
       *[pile] pegada do lixo
    }

## -- Desenhado na imagem da mesa --

# O rótulo de um lugar, onde o nome do membro não pode ser escrito: "J1" (jogador 1).
picture-seat = J{ $player }
# Duplas: a dupla de um lugar, embaixo do nome ($team: 1 ou 2).
picture-team = dupla { $team }
# Duplas: uma dupla na legenda embaixo das mesas, antes dos nomes dos membros.
picture-team-legend = dupla { $team }:
# Embaixo do nome de quem dá as cartas nesta mão.
picture-dealer = distribui
# Embaixo do nome de quem joga: o que deve fazer ($todo: picture-todo).
picture-to-play = vez: { $todo }
# O que deve fazer, sozinho quando "vez: …" não cabe.
picture-todo = { $phase ->
        [upcard] pegar ou passar
        [draw] comprar
       *[discard] descartar
    }
# Acima das cartas que um lugar pegou do lixo (viradas para cima: todos viram).
picture-took = do lixo
# Embaixo do monte ($count: as cartas que restam nele).
picture-stock = monte { $count }
# Embaixo do lixo ($count: as cartas nele).
picture-pile = lixo { $count }
# A última jogada da mão, ao lado do lixo, uma oração por linha embaixo do nome do jogador.
# Como comprou nesta vez ($source: stock ou pile).
picture-move-drew = { $source ->
        [stock] comprou do monte
       *[pile] pegou do lixo
    }
# Como terminou a vez, sem compra antes ($end: knock, gin, big-gin, ou pass: passou na
# primeira carta virada).
picture-move-end = { $end ->
        [knock] bateu
        [gin] fez gin
        [big-gin] fez big gin
       *[pass] passou na carta virada
    }
# Como terminou a vez, depois da linha que diz como comprou.
picture-move-end-after = { $end ->
        [knock] e bateu
        [gin] e fez gin
        [big-gin] e fez big gin
       *[pass] e passou na carta virada
    }
# Descartou (uma seta antes aponta para o lixo, cujo topo agora é a carta).
picture-move-discarded = descartou
# O mesmo, depois da linha que diz como comprou.
picture-move-discarded-after = e descartou
# Três jogadores: embaixo da mesa, quem fica de fora nesta mão.
picture-sits-out = { $player } fica de fora nesta mão
# Um membro que pediu ao bot para esquecê-lo (/gin forget-me), no lugar do nome.
picture-former-member = um ex-membro

## -- As imagens em palavras, para leitores de tela --

# Uma carta com o artigo, como uma frase a diz ("descartou o rei de paus"): todas masculinas,
# menos a dama.
picture-card-the = { $rank ->
        [ace] o ás
        [two] o dois
        [three] o três
        [four] o quatro
        [five] o cinco
        [six] o seis
        [seven] o sete
        [eight] o oito
        [nine] o nove
        [ten] o dez
        [jack] o valete
       *[queen] a dama
        [king] o rei
    } de { $suit ->
        [spades] espadas
        [clubs] paus
        [diamonds] ouros
       *[hearts] copas
    }

# A imagem da mão: $parts são os jogos, as cartas soltas (ou o gin) e a carta que acabou de
# entrar, cada uma uma das mensagens abaixo, unidas por "; ".
picture-said-hand = Suas cartas. { $parts }.
# Um jogo ($cards: os nomes das cartas, card-spoken, unidos por ", ").
picture-said-meld = jogo: { $cards }
# As cartas soltas ($points: o resto; $cards: os nomes delas).
picture-said-deadwood = cartas soltas, { $points } de resto: { $cards }
# A carta que acabou de entrar ($source: stock ou pile; $card: o nome dela, card-spoken).
picture-said-drawn = { $source ->
        [stock] carta comprada do monte
       *[pile] carta pegada do lixo
    }: { $card }

# A imagem da mesa: esta frase, depois uma frase por mão, depois quem fica de fora, depois as
# duplas.
picture-said-table = A mesa.
# Uma mão: $title (deal-title ou deal-title-round, sempre feminino: "Mão 3", "Rodada 2 · Mesa
# 1"), $status (picture-said-to-play ou picture-said-over), $seats (os dois lugares, unidos
# por "; "), $stock (count-cards: "20 cartas"), $pile (as cartas no lixo, um número), $top
# (picture-said-top ou picture-said-empty).
picture-said-board = { $title }: { $status }. { $seats }. Monte: { $stock }; lixo: { $pile }, { $top }.
# Quem joga e o quê ($phase: como em picture-todo).
picture-said-to-play = é a vez de { $player } { $phase ->
        [upcard] pegar a carta virada ou passar
        [draw] comprar
       *[discard] descartar
    }
# Ninguém joga nesta mesa (concorda com "mão", "rodada" e "mesa").
picture-said-over = encerrada
# O topo do lixo ($card: card-spoken).
picture-said-top = no topo: { $card }
# O lixo está vazio.
picture-said-empty = vazio
# Um lugar: o jogador, quantas cartas tem ($cards: count-cards) e se dá as cartas; duplas: a
# dupla ($team: 1 ou 2).
picture-said-seat = { $player } tem { $cards }
picture-said-seat-dealer = { $player }, que dá as cartas, tem { $cards }
picture-said-seat-team = { $player } (dupla { $team }) tem { $cards }
picture-said-seat-team-dealer = { $player } (dupla { $team }), que dá as cartas, tem { $cards }
# Um lugar que pegou cartas do lixo ($seat: uma das quatro acima; $cards: os nomes delas).
picture-said-seat-took = { $seat } e pegou do lixo: { $cards }
# A última jogada da mão ($move: uma das três abaixo).
picture-said-last = Última jogada: { $move }.
# Comprou do monte nesta vez, depois ($end): descartou $discarded (picture-card-the), bateu,
# fez gin, fez big gin, ou nada ainda (none).
picture-said-drew = { $end ->
        [discard] { $player } comprou do monte e descartou { $discarded }
        [knock] { $player } comprou do monte e bateu
        [gin] { $player } comprou do monte e fez gin
        [big-gin] { $player } comprou do monte e fez big gin
       *[none] { $player } comprou do monte
    }
# Pegou $taken (picture-card-the) do lixo nesta vez, depois ($end): como acima.
picture-said-took = { $end ->
        [discard] { $player } pegou { $taken } do lixo e descartou { $discarded }
        [knock] { $player } pegou { $taken } do lixo e bateu
        [gin] { $player } pegou { $taken } do lixo e fez gin
        [big-gin] { $player } pegou { $taken } do lixo e fez big gin
       *[none] { $player } pegou { $taken } do lixo
    }
# Uma jogada sem compra antes ($end: como acima, ou pass: passou na primeira carta virada).
picture-said-move = { $end ->
        [discard] { $player } descartou { $discarded }
        [knock] { $player } bateu
        [gin] { $player } fez gin
        [big-gin] { $player } fez big gin
        [pass] { $player } passou na carta virada
       *[none] { $player } jogou
    }
# Duplas: uma dupla e seus membros ($team: 1 ou 2; $members: os nomes, list-two).
picture-said-team = Dupla { $team }: { $members }.

## -- O gráfico do rating (/gin stats): o título é stats-chart-title, a contagem de partidas (no
## alto, à direita) stats-count-games --

# Ao lado do maior rating depois de uma partida ($rating: como escrito, sem agrupar).
picture-chart-best = melhor { $rating }
