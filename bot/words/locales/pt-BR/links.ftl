## O que o canal vê sobre onde está uma mesa (a língua do servidor): o aviso de "sua vez", e a
## mensagem antiga de uma mesa publicada de novo. $link: um link para a mesa.

# $member: a menção de quem tem a vez; $game: o número da partida (#12345).
ping-your-turn = { $member }, é a sua vez na partida #{ $game } de gin rummy: { $link }
table-moved = Esta mesa mudou de lugar: { $link }
