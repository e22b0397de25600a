## A mensagem privada com as cartas do jogador.

hand-title = Suas cartas · partida #{ $game }, mão { $deal }
hand-title-table = Suas cartas · partida #{ $game }, mão { $deal }, mesa { $table }
hand-sit-out-title = Partida #{ $game }: você fica de fora nesta mão
hand-sit-out = Você fica de fora nesta mão; volta quando { $first } e { $second } terminarem de jogá-la.
hand-game-over = A partida terminou.
hand-deal-over = Esta mão terminou.
hand-your-turn = **Sua vez:** { $todo }.
hand-waiting = Aguardando { $opponent } jogar.
hand-best-discard = Melhor descarte: { $card } → { $after } de resto

# O que fazer agora ($upcard: a carta, como é mostrada).
todo-first-upcard = pegar a carta virada { $upcard } ou passar
todo-draw-stock = comprar do monte
todo-draw = comprar do monte ou pegar { $upcard }
todo-discard = descartar (ou bater)
todo-wait = aguardar

hand-field-pile = Lixo
hand-field-pile-top = No topo: **{ $card }**
hand-field-stock = Monte
hand-field-took = O adversário pegou
hand-field-knock-limit = Limite para bater
hand-knock-limit-gin = só gin

# Os controles da mão.
hand-take = Pegar { $card }
hand-pass = Passar
hand-draw = Comprar do monte
hand-gin = Gin! (descartar { $card })
hand-big-gin = Big gin!
hand-refresh = Atualizar
hand-discard-menu = Descartar…
hand-knock-menu = Bater, descartando…
hand-gin-menu = Fazer gin, descartando…
# Uma carta nos menus: o nome falado e, com dicas, o resto que ela deixa.
hand-option-after = { $card } · deixa { $after } de resto
hand-option-best = { $card } · deixa { $after } de resto · melhor
