## As configurações de um servidor: o cartão que /gin settings e /gin-admin settings mostram, e o
## resumo de uma mudança (privado: a língua de quem lê; o log da administração guarda em inglês).

settings-title-server = Configurações deste servidor
settings-title-unchanged = Nada para mudar
settings-title-saved = Configurações salvas
# $changes: settings-change, separadas por "; ".
settings-saved = Alterações: { $changes }. Os novos desafios usam esses valores.
settings-footer = As partidas em andamento mantêm as regras com que começaram.

settings-rules = Regras de um novo desafio
settings-three-players = Três jogadores
settings-rotation = { $rotation ->
        [loser_sits_out] quem perde a mão fica de fora
       *[dealer_sits_out] quem dá as cartas fica de fora
    }
settings-turn-timer = Tempo por vez
settings-challenges-expire = Desafios expiram após
settings-where = Onde
settings-every-channel = todos os canais
# $channels: os canais onde as partidas são permitidas (menções), ou settings-every-channel.
settings-where-threads = { $channels }, um tópico por partida
settings-hints = Dicas
# $state: settings-on ou settings-off (como as escolhas ligado/desligado dos comandos).
settings-hints-value = em partidas amistosas: { $state } (nunca nas que valem rating)
settings-on = ligado
settings-off = desligado
settings-challenge-limit = Limite de desafios
# $count: os desafios que um membro pode fazer; $window: os minutos (count-minutes).
settings-challenge-limit-value = { $count ->
        [one] { $count } desafio
       *[other] { $count } desafios
    } por membro a cada { $window }
settings-computer = Partidas contra o computador
settings-rated = valem rating
settings-unrated = não valem rating
settings-pictures = Imagens
settings-pictures-on = ligado: mãos e mesas desenhadas ao lado do texto
settings-language = Idioma
# $language: o nome do idioma nele mesmo (Português, Deutsch).
settings-language-chosen = { $language } na mesa, nos resultados e nas postagens; cada membro vê o próprio idioma do Discord no privado
settings-language-server = o idioma do Discord do servidor na mesa, nos resultados e nas postagens (um servidor da Comunidade o define em Configurações do servidor → Comunidade → Visão geral; qualquer outro servidor fica em inglês: escolha um idioma aqui); cada membro vê o próprio idioma do Discord no privado
settings-leaderboard = Ranking
# $count: as partidas de que um membro precisa para entrar no ranking.
settings-leaderboard-value = temporada { $season }; entra no ranking por rating ou taxa de vitórias após { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }

# Uma mudança: "minutos por vez: 10 → 30" ($setting: settings-name; $before, $after: os valores).
settings-change = { $setting }: { $before } → { $after }
settings-nothing = nada
settings-name = { $setting ->
        [variant] variante
        [bonuses] bônus
        [target] meta
        [format] formato
        [rotation] rodízio
        [turn_minutes] minutos por vez
        [challenge_minutes] prazo do desafio
        [hints] dicas
        [channels] canais
        [threads] tópicos
        [min_games] mínimo de partidas
        [challenge_limit] limite de desafios
        [challenge_window_minutes] período de desafios
        [computer_rated] rating contra o computador
        [pictures] imagens
       *[language] idioma
    }
# O valor de uma configuração numa mudança.
settings-value-server-language = o do servidor
# A meta: nenhuma dada, a de cada formato.
settings-value-usual = a usual do formato
settings-value-variant = { $value ->
        [oklahoma] Oklahoma
        [straight] Straight gin
       *[standard] padrão
    }
settings-value-format = { $value ->
        [three] três jogadores
        [partnership] duplas
        [hollywood] Hollywood
       *[heads_up] dois jogadores
    }
settings-value-rotation = { $value ->
        [loser_sits_out] quem perde a mão fica de fora
       *[dealer_sits_out] quem dá as cartas fica de fora
    }
