## A mensagem pública da mesa: um desafio ou uma partida em andamento. O que o canal vê: dito na
## língua do servidor.

table-title = Gin rummy · partida #{ $game }
table-title-format = Gin rummy · partida #{ $game } · { $format }
table-game-over = Fim da partida: vitória de { $winners }.
table-game-over-nobody = Fim da partida.
# $label: "Mesa 1 · " quando uma rodada tem duas mesas, senão vazio; $deadline: um timestamp do Discord ("em 5 minutos").
table-to-play = { $label }Vez de **{ $player }**: { $todo }. A vez acaba { $deadline }.
table-offline = ⏸️ Fiquei offline por { $duration }, então todos os prazos foram adiados na mesma medida: o tempo em que não recebo os cliques nunca conta contra ninguém.
table-friendly = { $rules } · partida amistosa (não vale rating)

# Três jogadores: quem fica de fora nesta mão, e por quê.
sit-out-dealer = { $player } dá as cartas e fica de fora nesta mão.
sit-out-low-cut = { $player } fica de fora nesta mão (carta mais baixa no sorteio).
sit-out-lost = { $player } fica de fora nesta mão (perdeu a anterior).
sit-out = { $player } fica de fora nesta mão.

# Os campos de uma mão.
deal-players = { $first } x { $second }
deal-dealer = Dá as cartas: { $dealer }
# $cards: "28 cartas" (count-cards)
deal-stock = Monte: { $cards }
deal-in-hand = Na mão: { $first } { $first_cards }, { $second } { $second_cards }
deal-pile = { $label }Lixo
deal-pile-top = No topo: **{ $card }**
deal-pile-below = Abaixo: { $cards }
deal-knock-limit = Limite para bater nesta mão: **{ $limit }**
deal-knock-limit-gin = Limite para bater nesta mão: **só gin**
deal-doubled = Carta virada de espadas: os pontos desta mão valem em dobro
deal-straight = Straight gin: não se pode bater
deal-took = { $player } pegou { $cards } do lixo
deal-last = Última jogada: { $move }
deal-last-deal = Última mão: { $result ->
        [knock] batida
        [undercut] corte
        [gin] gin
        [big-gin] big gin
       *[draw] empate
    }
deal-on-table = Na mesa
deal-on-table-label = { $label }na mesa

# A última jogada, como a mesa a conta.
move-draw = { $player } comprou do monte
move-take = { $player } pegou a carta do topo do lixo
move-pass = { $player } passou na carta virada
move-discard = { $player } descartou { $card }
move-knock = { $player } bateu
move-gin = { $player } fez gin
move-big-gin = { $player } fez big gin
move-other = { $player } jogou

# O título de uma mão; as mãos em duplas, pela rodada e pela mesa.
deal-title = Mão { $deal }
deal-title-table = Mesa { $table } · Mão { $deal }
deal-title-round = Rodada { $round } · Mesa { $table }
board-label = Mesa { $table } ·{" "}

# Os controles da partida.
table-show-hand = Ver minhas cartas
table-rules = Regras
table-recent-moves = Últimas jogadas
table-resign = Desistir

# Uma partida encerrada por acordo ou pela administração. Abandon = anular (desistir é resign).
ended-agreed = Os jogadores concordaram em anular esta partida. Ela não conta para o rating de ninguém.
ended-by-admin = A administração do servidor anulou esta partida: “{ $reason }”. Ela não conta para o rating de ninguém.
ended-unreachable = Esta partida foi anulada: não consigo mais acessar o canal dela.

# Um desafio.
challenge-title = Desafio de gin rummy · #{ $game }
challenge-made = { $challenger } desafia { $invited } para uma partida de gin rummy!
challenge-partners = Duplas: { $challenger } & { $partner } contra { $first } & { $second }.
challenge-waiting = Aguardando a resposta de { $waiting } (aceitar ou recusar). O desafio expira { $deadline }.
challenge-declined-by = { $player } recusou.
challenge-declined = O desafio foi recusado.
challenge-cancelled = O desafio foi cancelado.
challenge-expired-nobody = Ninguém respondeu a tempo, então o desafio expirou.
challenge-expired-not-everyone = Nem todos responderam a tempo, então o desafio expirou.
challenge-abandoned = O desafio foi anulado.
challenge-closed = Este desafio está encerrado.
challenge-rules = Regras
challenge-turn-timer = Tempo por vez
challenge-accept = Aceitar
challenge-decline = Recusar
challenge-cancel = Cancelar

# Listas de pessoas: "Ana", "Ana e Bia", "Ana, Bia e Caio".
list-two = { $first } e { $second }
list-more = { $rest } e { $last }

table-abandon = Propor abandonar
table-wake = Mostrar a mesa
table-asleep = Esta mesa está dormindo: o Discord deixa o bot atualizá-la por 15 minutos depois de cada clique. Mostrar a mesa a traz de volta.
