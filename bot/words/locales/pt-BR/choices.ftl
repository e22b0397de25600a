## As escolhas de um membro: /gin ping, /gin challenges, /gin cards (privado: a língua dele).
## $command: o comando que desfaz a escolha (uma menção, ou o texto dele); "ligado",
## "desligado", "ordem", "cores", "valor|naipe", "duas|quatro": as opções e escolhas dele,
## como commands.ftl as chama.

choices-ping-on = Pronto: quando for a sua vez em uma partida aqui, uma mensagem curta vai mencionar você (ela é apagada depois que você jogar). Para desligar: { $command } desligado.
choices-ping-off = Pronto: sem mais avisos de vez para você aqui. Para ligar de novo: { $command } ligado.
choices-challenges-on = Pronto: os membros podem desafiar você aqui de novo.
choices-challenges-off = Pronto: ninguém pode desafiar você aqui até você voltar a aceitar desafios com { $command } ligado. (Você ainda pode desafiar os outros.)

# Como as cartas de um membro são mostradas ($order: rank ou suit; $colours: two ou four).
cards-style = ordenadas { $order ->
        [suit] por naipe (♠ ♥ ♣ ♦, do ás ao rei em cada um)
       *[rank] por valor (do ás ao rei)
    }, com os jogos primeiro, no texto, na imagem e nos menus da sua mão; a imagem em { $colours ->
        [four] quatro cores (♠ preto, ♥ vermelho, ♣ verde, ♦ azul)
       *[two] duas cores (♠ ♣ pretos, ♥ ♦ vermelhos)
    }
# $style: cards-style.
cards-now = Suas cartas aqui aparecem { $style }. Para mudar: { $command } ordem:valor|naipe cores:duas|quatro.
cards-done = Pronto: suas cartas aqui agora aparecem { $style }. Sua mão passa a mostrar assim a partir da próxima atualização (Atualizar).
