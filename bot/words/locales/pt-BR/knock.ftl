## A tela de batida: a confirmação privada de uma batida, com os jogos que o bot baixa para o
## jogador e as outras combinações que ele pode escolher.

# $card: a carta descartada para bater, como é mostrada (10♦️); $game: o número da partida (#12345).
# "Bater descartando": "bater com 4" diria o resto.
knock-title = Bater descartando { $card }? · partida #{ $game }
knock-lay-down = Você vai baixar:
knock-or-pick = Ou escolha abaixo outra forma de montar os jogos.
# O menu das outras combinações; cada opção diz o resto que deixa.
knock-menu = Baixar outros jogos…
knock-option = { $deadwood } de resto
knock-go = Bater descartando { $card }
knock-back = Voltar
