## O jogo no terminal (python -m bot play): tudo o que ele escreve, na língua de --lang, senão na
## do ambiente (LC_ALL, LC_MESSAGES, LANG). Quem joga digita os mesmos comandos e cartas em
## todas as línguas: as letras e palavras entre parênteses ou aspas abaixo (d, t, p, x, k, g,
## big, h, q, y; "x CARTA", "k 7h", "7h", "10d", "TD", "kh") são o que se digita, então ficam
## como estão (CARTA representa uma carta). A ajuda e cada linha "Agora:" dizem o que cada
## comando faz.
## $player, $knocker, $dealer: quem, "you" (o jogador) ou "computer". Uma carta ($card, $upcard)
## é escrita como a mesa a mostra (7♥, ou 7H onde o terminal não mostra os naipes), sem artigo
## (a dama é feminina, as outras cartas masculinas).
## O sorteio de quem dá as cartas primeiro é "sorteio", nunca "corte" (corte = undercut).

# A primeira linha; $level: o nível do computador.
terminal-title = Gin rummy contra o computador ({ $level ->
        [easy] fácil
        [hard] difícil
        [expert] especialista
       *[normal] normal
    })
# $rules: a linha das regras (rules-variant, rules-target, …).
terminal-rules = Regras: { $rules }.
# $seed: o número que dá as mesmas cartas de novo, como digitado (nunca agrupado).
terminal-seed = Semente { $seed }. Digite h para ver a ajuda.
# … quando o jogo a escolheu: como jogar esta partida de novo.
terminal-seed-random = Semente { $seed } (para jogar esta partida de novo: --seed { $seed }). Digite h para ver a ajuda.
# O sorteio da primeira mão: $yours e $theirs, as cartas tiradas; $dealer dá as cartas primeiro.
terminal-cut = No sorteio, você tirou { $yours } e o computador tirou { $theirs }: { $dealer ->
        [you] você dá
       *[computer] o computador dá
    } as cartas primeiro (quem tira a carta mais baixa dá).
# … depois de $ties sorteios empatados (tirados de novo).
terminal-cut-after-ties = No sorteio, você tirou { $yours } e o computador tirou { $theirs } (depois de { $ties ->
        [one] { $ties } empate
       *[other] { $ties } empates
    }): { $dealer ->
        [you] você dá
       *[computer] o computador dá
    } as cartas primeiro (quem tira a carta mais baixa dá).

# -- Uma mão.
# A primeira linha dela (entre as linhas de ─ e ═ que o jogo desenha).
terminal-deal = Mão { $deal } · { $dealer ->
        [you] você dá as cartas
       *[computer] o computador dá as cartas
    }
terminal-upcard = A carta virada é { $card }.
# Oklahoma: o que a carta virada faz (depois de terminal-upcard, na mesma linha).
terminal-upcard-gin-only = Ela só permite gin.
terminal-upcard-knock-limit = Ela define o limite para bater: { $limit }.
terminal-upcard-doubled = É de espadas: os pontos desta mão valem em dobro.
terminal-straight = Straight gin: não se pode bater, só fazer gin.

# -- As jogadas do computador, como qualquer um na mesa as vê.
terminal-computer-passes = O computador passa na carta virada { $card }.
# A vez dele numa linha: como comprou ($drew: stock; pile, pegando $taken; none: não visto),
# depois o que fez.
terminal-computer-discards = O computador { $drew ->
        [stock] compra do monte
        [pile] pega { $taken } do lixo
       *[none] joga
    } e descarta { $card }.
# $deadwood: os pontos das cartas soltas dele.
terminal-computer-knocks = O computador { $drew ->
        [stock] compra do monte
        [pile] pega { $taken } do lixo
       *[none] joga
    } e bate com { $deadwood } de resto.
terminal-computer-gin = O computador { $drew ->
        [stock] compra do monte
        [pile] pega { $taken } do lixo
       *[none] joga
    } e faz gin!
terminal-computer-big-gin = O computador { $drew ->
        [stock] compra do monte
        [pile] pega { $taken } do lixo
       *[none] joga
    }: big gin!

# -- As suas jogadas.
terminal-you-draw = Você compra { $card }.
terminal-you-take = Você pega { $card }.
terminal-you-pass = Você passa na carta virada { $card }.
terminal-you-discard = Você descarta { $card }.
terminal-you-knock = Você bate com { $deadwood } de resto, descartando { $card }.
terminal-you-gin = Você descarta { $card } e faz gin!
terminal-you-big-gin = Big gin!

# -- A mesa na sua vez. A primeira linha: fatos separados por " · ": a mão (deal-title), o
# monte ($cards: count-cards), depois o que esta mão permite.
terminal-fact-stock = monte: { $cards }
terminal-fact-straight = só gin (Straight)
terminal-fact-ace = só gin (ás virado)
terminal-fact-knock-limit = limite para bater: { $limit }
terminal-fact-doubled = pontos em dobro (carta virada de espadas)
# O topo do lixo ($card), e as cartas logo abaixo dele ($cards).
terminal-pile = Lixo: { $card }
terminal-pile-below = Lixo: { $card } (abaixo: { $cards })
terminal-pile-empty = Lixo: vazio
# O lixo inteiro (o comando pile).
terminal-pile-all = Lixo, de cima para baixo: { $cards }.
# Uma lista de cartas vazia.
terminal-cards-none = nenhuma
terminal-computer-took = O computador pegou do lixo: { $cards }
# $hand: terminal-hand. "Suas cartas", não "sua mão": "mão" também é a rodada de cartas.
terminal-your-hand = Suas cartas: { $hand }
# Uma mão: $cards, os jogos entre colchetes e depois as outras cartas; $deadwood: os pontos delas.
terminal-hand = { $cards } · resto { $deadwood }
# $choices: o que você pode fazer (as frases terminal-todo-*, numa lista).
terminal-your-turn = Sua vez: { $choices }.

# -- O que você pode fazer agora, cada um com o comando a digitar entre parênteses.
terminal-todo-first-upcard = pegar a carta virada { $upcard } (t) ou passar (p)
terminal-todo-stock-only = comprar do monte (d): os dois passaram na carta virada
terminal-todo-draw = comprar do monte (d) ou pegar { $upcard } (t)
terminal-todo-discard = descartar uma carta (x CARTA, ou só a carta)
# … menos a carta que acabou de vir do lixo.
terminal-todo-discard-not = descartar uma carta (x CARTA, ou só a carta; menos { $card }, que você acabou de pegar)
# $cards: as cartas que podem ser descartadas, numa lista ("7♥ ou 8♦").
terminal-todo-knock = bater descartando { $cards } (k CARTA)
terminal-todo-gin = fazer gin descartando { $cards } (g CARTA)
terminal-todo-big-gin = fazer big gin (big)
# Escolhas numa lista: "a ou b", "a, b ou c" ($rest: as outras, separadas por vírgulas).
terminal-or-two = { $first } ou { $second }
terminal-or-more = { $rest } ou { $last }

# -- Respostas ao que você digita.
# Depois de uma resposta: o que você pode fazer agora ($choices: como em terminal-your-turn).
terminal-now = Agora: { $choices }.
terminal-now-help = Agora: { $choices }. Digite h para ver a ajuda.
terminal-playing-on = O jogo continua.
# Uma jogada que as regras não permitem agora: $reason, uma das orações illegal-*
# (refusals.ftl), com a primeira letra maiúscula.
terminal-refused = { $reason }.
terminal-no-gin = Não dá para fazer gin agora.
# $deadwood: o menor resto que um descarte deixa.
terminal-no-gin-best = Não dá para fazer gin agora (o melhor descarte deixa { $deadwood } de resto).
# Uma linha que não é um comando. $typed: o que foi digitado (uma palavra, ou a linha inteira).
terminal-bad-word = "{ $typed }" não é um comando nem uma carta.
terminal-bad-command = "{ $typed }" não é um comando.
# "kh" digitado sozinho: o rei de copas ($card), ou uma batida sem o espaço.
terminal-could-be-knock = "{ $typed }" pode ser uma batida: digite x { $typed } para descartar { $card }, ou k e uma carta para bater (k 7h).
# $typed: o comando digitado (k, knock, x, discard, g, gin, …).
terminal-needs-card = { $typed } precisa de uma carta, como em { $typed } 7h.
terminal-takes-no-card = { $typed } não leva carta.
# Os naipes se digitam pelas letras do inglês: s espadas, c paus, d ouros, h copas.
terminal-bad-card = "{ $typed }" não é uma carta: escreva um valor (A, 2-9, T ou 10, J, Q, K) e depois um naipe (s espadas, c paus, d ouros, h copas), como 7h ou 10d.

# -- A ajuda (h): uma linha por comando, depois dos comandos como se digitam.
terminal-help = Comandos (a letra ou a palavra em inglês):
terminal-help-draw = comprar a carta de cima do monte
terminal-help-take = pegar a carta de cima do lixo (na primeira vez, a carta virada)
terminal-help-pass = passar na carta virada (só na primeira vez de uma mão)
# $card: o sete de copas, como é mostrado (7♥).
terminal-help-discard = descartar { $card } (também: discard 7h; um rei: x kh, porque kh parece uma batida)
terminal-help-knock = bater, descartando { $card } com a face para baixo (seus jogos são baixados para você)
terminal-help-gin = fazer gin, descartando { $card } (g sozinho: qualquer carta que não deixe resto)
terminal-help-big-gin = big gin: as onze cartas em jogos (quando as regras permitem)
terminal-help-pile = o lixo inteiro, de cima para baixo
terminal-help-score = o placar até agora
terminal-help-help = esta ajuda
terminal-help-quit = sair da partida (pergunta antes)
# Como se digita uma carta; $symbols: yes onde o terminal mostra os símbolos dos naipes.
terminal-help-cards = Cartas: um valor (A, 2-9, T ou 10, J, Q, K) e depois um naipe ({ $symbols ->
        [yes] s espadas, c paus, d ouros, h copas, ou ♠ ♣ ♦ ♥): 7h, 10d, TD, q♠.
       *[no] s espadas, c paus, d ouros, h copas): 7h, 10d, TD.
    }
terminal-help-empty = Uma linha vazia mostra a mesa de novo.

# -- O placar, e sair. $target: os pontos para vencer; $you, $computer: o placar de cada um.
terminal-score = Placar (até { $target }): você { $you } · o computador { $computer }.
# $score: terminal-score.
terminal-left = Você saiu da partida. { $score } Até mais!
terminal-end-of-input = A entrada acabou: a partida para aqui. { $score } Até mais!
terminal-interrupted = Partida interrompida. { $score } Até mais!
terminal-leave-ask = Sair desta partida antes do fim? Digite y para sair; qualquer outra coisa continua o jogo.
# Depois do fim de uma mão: a próxima mão espera. $deal: o número dela.
terminal-press-enter = Aperte Enter para a mão { $deal } (q para sair).
terminal-again = Jogar de novo? Digite y para uma nova partida, ou aperte Enter para sair.
terminal-thanks = Obrigado por jogar.

# -- O fim de uma mão.
# O título dele, entre linhas de ═: "Mão 3: Você fez gin!" ($headline: uma das quatro abaixo).
terminal-showdown = Mão { $deal }: { $headline }
terminal-went-gin = { $knocker ->
        [you] Você fez
       *[computer] O computador fez
    } gin!
terminal-went-big-gin = { $knocker ->
        [you] Você fez
       *[computer] O computador fez
    } big gin!
terminal-knocked = { $knocker ->
        [you] Você bateu
       *[computer] O computador bateu
    } e venceu a mão.
terminal-undercut = { $knocker ->
        [you] Você bateu, mas o computador cortou!
       *[computer] O computador bateu, mas você cortou!
    }
terminal-drawn = Mão { $deal }: empate
terminal-drawn-why = O monte acabou: ninguém marca pontos, e quem deu as cartas dá de novo (as cartas das mãos não são mostradas).
# A mão de quem bateu ($hand: terminal-hand) e como saiu ($kind: knock ou gin), com a carta
# descartada ($card).
terminal-knocker = { $player ->
        [you] Você
       *[computer] O computador
    } ({ $kind ->
        [gin] fez gin
       *[knock] bateu
    }, descartando { $card }): { $hand }
# … um big gin, que não descarta nada.
terminal-knocker-no-discard = { $player ->
        [you] Você
       *[computer] O computador
    } ({ $kind ->
        [gin] fez gin
       *[knock] bateu
    }): { $hand }
# A outra mão, depois de encaixar ou não.
terminal-defender = { $player ->
        [you] Você
       *[computer] O computador
    }: { $hand }
terminal-defender-laid-off = { $player ->
        [you] Você
       *[computer] O computador
    }, depois de encaixar: { $hand }
# $cards: cada carta encaixada e o jogo em que entrou (showdown-laid-off-card), separadas por vírgulas.
terminal-laid-off = { $player ->
        [you] Você encaixou
       *[computer] O computador encaixou
    } { $cards }.
# De onde vêm os pontos da mão ($sum: sum-knock, sum-gin, …), como uma frase.
terminal-sum = { $sum }.
terminal-scores = { $player ->
        [you] Você marca
       *[computer] O computador marca
    } { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }.

# -- O fim da partida: o placar (as colunas com estes nomes), e quem venceu.
terminal-game-over = Fim da partida depois de { $count ->
        [one] { $count } mão
       *[other] { $count } mãos
    }
terminal-sheet-you = Você
terminal-sheet-computer = Computador
# Os totais finais, como o placar os escreve.
terminal-tie = Empate em { $points }!
terminal-you-win = Você venceu por { $high } a { $low }!
terminal-computer-wins = O computador venceu por { $high } a { $low }.
terminal-shutout = Capote: o total de quem venceu vale o dobro.
# A partida não pôde começar: $reason, uma das orações rules-error-* (refusals.ftl).
terminal-cannot-play = Não dá para jogar: { $reason }.
