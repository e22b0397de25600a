## O botão Últimas jogadas da mesa: as jogadas de cada mão até agora, como todos na mesa as viram.

moves-title = Últimas jogadas · partida #{ $game }
# Quem pegou do lixo: a carta que pegou ($card).
moves-took = { $player } pegou { $card } do lixo
moves-none = Nenhuma jogada ainda.
moves-note = No máximo as últimas { $count } jogadas; a mais recente por último.
