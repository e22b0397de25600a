## As respostas de /gin hand, /gin resign, /gin table (privado: a língua do membro).

# $challenge: o comando /gin challenge (uma menção, ou o texto dele).
play-no-game = Você não tem nenhuma partida neste canal. Comece uma com { $challenge }.
play-no-game-to-resign = Você não tem nenhuma partida neste canal para desistir. (Um desafio em aberto pode ser retirado com o botão Cancelar dele.)
# /gin table pedido em outro canal ($channel: a menção do canal da partida; $command: /gin table).
play-table-elsewhere = Sua partida é jogada em { $channel }: use { $command } lá.
play-table-last = Sua mesa já é a última mensagem aqui: está logo acima.
play-table-failed = Não consegui publicar a mesa aqui. Tente de novo.
