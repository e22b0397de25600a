## Palavras que muitas mensagens usam: quem joga, o placar, os prazos.

# O computador como jogador, pelo nível.
computer-player = Computador ({ $level ->
        [easy] fácil
        [normal] normal
        [hard] difícil
       *[expert] especialista
    })
# Um membro que pediu ao bot para esquecê-lo (/gin forget-me).
former-member = *um ex-membro*

# O placar da partida.
score-title = Placar (até { $target })
score-title-round = Placar (até { $target }) · rodada { $round }
score-hollywood-key = (partidas 1 · 2 · 3; ✓ encerrada)

# Um número de cartas, pontos, minutos. CLDR põe o 0 em "one": a variante [0] diz "0 cartas".
count-cards = { $count ->
        [0] { $count } cartas
        [one] { $count } carta
        [many] { $count } de cartas
       *[other] { $count } cartas
    }
count-points = { $count ->
        [0] { $count } pontos
        [one] { $count } ponto
        [many] { $count } de pontos
       *[other] { $count } pontos
    }
count-minutes = { $count ->
        [0] { $count } minutos
        [one] { $count } minuto
        [many] { $count } de minutos
       *[other] { $count } minutos
    }
# Um tempo longo: "2 h 05 min" ($minutes: dois dígitos).
duration-hours = { $hours } h { $minutes } min
