## Cards, melds and hands. A card's face (A K Q J, 10, the suit symbols) is the same in every
## language: the pictures draw it. Its spoken name (for screen readers) is said in the language.

# $rank: ace, two … ten, jack, queen, king; $suit: spades, clubs, diamonds, hearts
# "{rank} de {suit}": "siete de corazones", "as de picas", "reina de tréboles".
card-spoken = { $rank ->
        [ace] as
        [two] dos
        [three] tres
        [four] cuatro
        [five] cinco
        [six] seis
        [seven] siete
        [eight] ocho
        [nine] nueve
        [ten] diez
        [jack] jota
       *[queen] reina
        [king] rey
    } de { $suit ->
        [spades] picas
        [clubs] tréboles
        [diamonds] diamantes
       *[hearts] corazones
    }

# An empty list of cards.
cards-none = —

# A hand as shown: $melds (the melds, in brackets) on one line, then its deadwood.
hand-melds-none = sin combinaciones
hand-deadwood = cartas sueltas: { $cards } = **{ $value }**
hand-deadwood-none = cartas sueltas: ninguna = **{ $value }**
