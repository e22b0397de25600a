## Cards, melds and hands. A card's face (A K Q J, 10, the suit symbols) is the same in every
## language: the pictures draw it. Its spoken name (for screen readers) is said in the language:
## "sept de cœur", "as de pique", the suit in the singular.

# $rank: ace, two … ten, jack, queen, king; $suit: spades, clubs, diamonds, hearts
card-spoken = { $rank ->
        [ace] as
        [two] deux
        [three] trois
        [four] quatre
        [five] cinq
        [six] six
        [seven] sept
        [eight] huit
        [nine] neuf
        [ten] dix
        [jack] valet
       *[queen] dame
        [king] roi
    } de { $suit ->
        [spades] pique
        [clubs] trèfle
        [diamonds] carreau
       *[hearts] cœur
    }

# An empty list of cards.
cards-none = —

# A hand as shown: $melds (the melds, in brackets) on one line, then its deadwood.
hand-melds-none = aucune combinaison
hand-deadwood = cartes dépareillées : { $cards } = **{ $value }**
hand-deadwood-none = cartes dépareillées : aucune = **{ $value }**
