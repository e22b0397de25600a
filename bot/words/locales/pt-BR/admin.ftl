## Perguntar antes, e as respostas às confirmações: desistir, /gin forget-me, /gin-admin end e
## season da administração (privado: a língua do membro), e o anúncio de uma nova temporada (o
## que o canal vê: a língua do servidor). $game: o número de uma partida (#12345).

# Desistir ($game: o número da partida). Desistir = resign (anular é abandon).
confirm-resign = Desistir da partida #{ $game }? Você perde por W.O. e fica em último lugar.
confirm-resign-team = Desistir da partida #{ $game }? Sua dupla perde por W.O. e fica em último lugar.
confirm-resign-yes = Sim, desistir
confirm-resign-no = Continuar jogando
confirm-resign-kept = Você continua na partida #{ $game }: segue o jogo!
# $challenge: o comando /gin challenge (uma menção, ou o texto dele).
confirm-resign-done = Você desistiu da partida #{ $game }. Comece outra quando quiser com { $challenge }.

# /gin forget-me ("um ex-membro": como o histórico mostra a pessoa, veja former-member).
confirm-forget = Apagar seus dados neste servidor? Seu nome, rating, estatísticas e escolhas serão apagados; as partidas que você jogou continuam no histórico dos outros, como jogadas por “um ex-membro”. Isso não pode ser desfeito.
confirm-forget-yes = Apagar meus dados
confirm-forget-no = Manter meus dados
confirm-forget-done = Pronto: seus dados neste servidor foram apagados.
confirm-forget-outside = Apagar o que guardo sobre você fora dos servidores? As partidas que você jogou em DMs, DMs em grupo e servidores que nunca me convidaram ficam no histórico dos outros como jogadas por “um ex-membro”. Isso não pode ser desfeito.
confirm-forget-outside-done = Pronto: o que eu guardava sobre você fora dos servidores foi apagado.

# /gin-admin end ($players: menções, separadas por vírgulas; $reason: as palavras de quem
# administra, como foram escritas). Encerrar como anulada: abandon.
admin-no-game = Não há nenhuma partida #{ $game } em andamento neste servidor. O número está no título da mesa.
confirm-end = Encerrar a partida #{ $game } ({ $players }) como anulada? Ela não vai contar para ninguém, e a mesa vai dizer: “{ $reason }”.
confirm-end-yes = Encerrar a partida
confirm-end-no = Deixar como está
confirm-end-done = A partida #{ $game } foi encerrada; a mesa dela diz por quê.

# /gin-admin season ($season: o número da nova temporada).
confirm-season = Começar a temporada { $season }? O rating de todos e o ranking recomeçam; partidas, histórico e placares são mantidos.
confirm-season-yes = Começar a temporada { $season }
confirm-season-no = Agora não
confirm-season-started = A temporada { $season } já começou.
confirm-season-done = A temporada { $season } começou.
# Publicado no canal.
season-starts = **A temporada { $season } começa agora!** Os ratings e o ranking recomeçam; o histórico de todos é mantido. Boa sorte!

# Depois de uma recusa ("Essa confirmação expirou."), ou sozinha.
confirm-nothing-changed = Nada foi alterado.
confirm-nothing-more = Nada mais foi feito.
# $command: o comando que pergunta de novo (uma menção, ou o texto dele).
confirm-run-again = Nada foi alterado; use { $command } de novo.
confirm-run-the-command-again = Nada foi alterado; use o comando de novo.
confirm-not-yours = Esses botões são da mensagem de outra pessoa: use o comando para ter os seus.
# Uma confirmação feita por uma versão anterior do bot.
confirm-old = Essa confirmação é de antes da minha atualização, então não fiz nada. Use { $command } de novo.
