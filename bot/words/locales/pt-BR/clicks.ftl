## O que um clique nos controles de uma partida ouve no privado (fora uma recusa): um clique
## que falhou, um controle de outra mensagem ou de uma versão anterior do bot.

# A jogada foi salva, mas a resposta não pôde ser desenhada.
click-saved = Sua jogada foi salva, mas não consegui mostrá-la. Clique em Atualizar ou abra suas cartas pela mesa.
# Uma opção de menu que não existe mais (a mão mudou).
click-stale = Essa opção não vale mais. Abra suas cartas de novo pela mesa.
click-failed = Desculpe, algo deu errado do meu lado. Nada foi alterado; tente de novo.
# O botão de um desafio cuja partida já começou.
click-started = Esta partida já começou. Abra suas cartas pela mesa para jogar.
# Um controle de mão clicado na mensagem de outro membro: vêm em seguida as cartas de quem clicou.
click-not-yours = Esses controles são de outra mensagem. Aqui estão as suas cartas.
# Controles feitos por uma versão anterior do bot: nada é feito.
click-old-rematch = Essa mensagem é de antes da minha atualização, então não fiz nada com o seu clique. Aqui está o botão Revanche dela de novo.
click-old-challenge = Essa mensagem é de antes da minha atualização, então não fiz nada com o seu clique. Os botões dela foram renovados: clique de novo.
click-old-hand = Essa mensagem é de antes da minha atualização, então não fiz nada com o seu clique. Aqui estão suas cartas de novo: jogue por aqui.
# A Análise de uma partida terminada, clicada por quem não a jogou ($game: o número dela).
click-review-players-only = Só quem jogou a partida #{ $game } tem uma análise dela.
# Um clique num controle que o bot não fez para quem clicou (forjado, ou ilegível); $command:
# o comando /gin hand.
click-unreadable = Não fiz esse botão para você, então eu o ignorei e nada mudou. Use o comando de novo, ou abra sua partida pela mesa dela (ou com { $command }).
