## As regras de uma partida: a linha delas (rodapé da mesa, desafio, botão Regras), os nomes dos
## formatos e as regras em resumo (botão Regras, /gin regras, /gin ajuda).

# Um formato sozinho: "Gin rummy · partida #7 · três jogadores".
format-name = { $format ->
        [heads-up] dois jogadores
        [three] três jogadores
        [partnership] duplas
       *[hollywood] Hollywood
    }

# A linha das regras, uma parte cada, separadas por vírgulas: "Gin padrão, até 100, bater com
# até 10, gin +25, corte +25, mão ganha 25, partida +100, capote dobra".
rules-variant = { $variant ->
        [oklahoma] Gin Oklahoma
        [straight] Straight gin
       *[standard] Gin padrão
    }
# Três jogadores: quem fica de fora a cada mão.
rules-three-players = três jogadores ({ $rotation ->
        [loser-sits-out] quem perde a mão fica de fora
       *[dealer-sits-out] quem dá as cartas fica de fora
    })
rules-partnerships = em duplas
rules-hollywood = Hollywood (três partidas)
# $target: os pontos para vencer
rules-target = até { $target }
rules-knock-limit = bater com até { $limit }
# $bonus: os pontos que cada bônus vale
rules-gin-bonus = gin +{ $bonus }
rules-undercut-bonus = corte +{ $bonus }
rules-big-gin-bonus = big gin +{ $bonus }
rules-box-bonus = mão ganha { $bonus }
rules-game-bonus = partida +{ $bonus }
rules-shutout = capote dobra

# As regras em resumo (com as duas linhas seguintes, menos de 600 caracteres).
rules-brief = **Gin rummy em resumo.** Dez cartas para cada um. Compre do monte ou do lixo e descarte (não a que veio do lixo). Jogos: trincas (3-4 do mesmo valor) e sequências (3+ do mesmo naipe; ás vale 1). Bata com resto (cartas soltas) até o limite; sem resto, é gin. Quem defende encaixa nos seus jogos; o menor resto marca a diferença; se quem defende empata ou tem menos, é corte.
rules-partners = Os pontos dos parceiros se somam.
# $rules: a linha das regras
rules-this-game = **Esta partida:** { $rules }.
rules-server-default = **Padrão do servidor:** { $rules }.
rules-default = **Regras padrão:** { $rules }.
# $page: o comando que explica o rating
rules-ratings = Rating: { $page }.

# Como funciona o rating (/gin regras sobre:o rating). $leaderboard, $stats: os comandos.
ratings-text = **Rating.** Cada partida que vale rating muda o rating dos jogadores neste servidor: um só rating para todos os formatos. Com três jogadores, vale a colocação; parceiros contam como dupla; um placar Hollywood, como uma partida só. Todos começam com 1000, e o rating mostrado é cauteloso: ele sobe à medida que seus resultados deixam o bot mais seguro sobre você (modelo Plackett-Luce do openskill: 1000 + 30 × (habilidade − 3 × incerteza)).
    Perder por tempo ou desistir conta como derrota; partidas amistosas, recusadas e anuladas não contam para ninguém. Quem tem menos de { $count ->
        [0] { $count } partidas
        [one] { $count } partida
       *[other] { $count } partidas
    } aparece com rating provisório. Veja { $leaderboard } e { $stats }.
