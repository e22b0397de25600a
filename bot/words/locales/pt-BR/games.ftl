## /gin games: as partidas e desafios em andamento de um membro (privado: a língua dele).

games-title = Suas partidas aqui
# $challenge, $practice: os comandos (menções, ou o texto deles).
games-none = Você não tem nenhuma partida ou desafio em andamento neste servidor. Comece uma partida com { $challenge }, ou jogue contra o computador com { $practice }.
# A primeira linha de uma partida ($game: o número dela, #12345; $players: os outros, menções
# separadas por vírgulas; $link: um link para a mesa dela).
games-head = **Partida #{ $game }** com { $players } · { $link }
# Como ela está ($deadline: um timestamp do Discord, "em 5 minutos").
games-waiting-for-you = Aguardando você aceitar; expira { $deadline }.
games-waiting-for = Aguardando o aceite de { $players }; expira { $deadline }.
games-sit-out = Você fica de fora nesta mão.
games-your-turn = **Sua vez**; acaba { $deadline }.
games-their-turn = Vez de { $players }; acaba { $deadline }.
games-others-turn = Vez dos outros; acaba { $deadline }.
# Mais partidas do que a lista mostra.
games-more = …e mais { $count }.

# Como uma partida ou desafio está, e o link dele (a resposta a uma segunda Revanche). Vem
# depois de refusal-rematch-made ("… já tem revanche: a partida #12."): "Ela" é essa partida.
game-standing = Ela { $status ->
        [challenge] está esperando todos aceitarem
        [active] está em andamento
        [finished] já foi jogada
        [declined] foi recusada
        [cancelled] foi cancelada
        [expired] expirou sem resposta
       *[abandoned] foi anulada
    }: { $link }
