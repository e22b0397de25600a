## Uma proposta de anular uma partida: a mensagem pública dela (a língua do servidor), e o que
## quem propõe ou responde fica sabendo no privado (a língua dessa pessoa). Anular = abandon
## (desistir é resign). $game: o número da partida, como escrito (#12345). Mantenha
## "#{ $game }" na primeira linha de cada mensagem: um bot reiniciado acha a proposta por ele.

# A primeira linha da proposta ($player: quem propõe, uma menção).
proposal-asked = { $player } propõe anular a partida #{ $game }: ela terminaria agora, sem valer rating e sem resultado para ninguém. Todos os jogadores precisam concordar.
# $agreed, $waiting: quem concordou, e quem ainda não respondeu (menções, separadas por vírgulas).
proposal-answers = De acordo: { $agreed }. Aguardando: { $waiting }.
# $deadline: quando ela expira (um timestamp do Discord, "em 10 minutos").
proposal-lapses = Qualquer jogada retira a proposta; ela expira { $deadline }.
proposal-agree = Concordo
proposal-keep = Continuar jogando

# Uma proposta encerrada ($why: uma das mensagens proposal-why).
proposal-closed = A proposta de anular a partida #{ $game } está encerrada: { $why }.
proposal-why-ended = a partida terminou
proposal-why-lapsed = alguém jogou, ou ela expirou
proposal-why-withdrawn = ela foi retirada
# $player: quem preferiu continuar jogando (uma menção).
proposal-why-kept = { $player } preferiu continuar jogando
proposal-abandoned = A partida #{ $game } foi anulada: todos os jogadores concordaram. Ela não conta para o rating de ninguém.

# As respostas privadas de /gin abandon.
proposal-no-game = Você não tem nenhuma partida neste canal para anular.
proposal-noted = Anotado: você concorda em anular esta partida.
