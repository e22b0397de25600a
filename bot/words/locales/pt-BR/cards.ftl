## Cartas, jogos e mãos. A face da carta (A K Q J, 10, os símbolos dos naipes) é a mesma em todas
## as línguas: as imagens a desenham. O nome falado (para leitores de tela) é dito em português.

# $rank: ace, two … ten, jack, queen, king; $suit: spades, clubs, diamonds, hearts
# "{rank} de {suit}": "sete de copas", "ás de espadas", "dama de paus".
card-spoken = { $rank ->
        [ace] ás
        [two] dois
        [three] três
        [four] quatro
        [five] cinco
        [six] seis
        [seven] sete
        [eight] oito
        [nine] nove
        [ten] dez
        [jack] valete
       *[queen] dama
        [king] rei
    } de { $suit ->
        [spades] espadas
        [clubs] paus
        [diamonds] ouros
       *[hearts] copas
    }

# Uma lista de cartas vazia.
cards-none = —

# Uma mão como é mostrada: $melds (os jogos, entre colchetes) numa linha, depois as cartas soltas.
hand-melds-none = sem jogos
hand-deadwood = cartas soltas: { $cards } = **{ $value }**
hand-deadwood-none = cartas soltas: nenhuma = **{ $value }**
