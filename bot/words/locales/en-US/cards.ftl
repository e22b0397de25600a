## Cards, melds and hands. A card's face (A K Q J, 10, the suit symbols) is the same in every
## language: the pictures draw it. Its spoken name (for screen readers) is said in the language.

# $rank: ace, two … ten, jack, queen, king; $suit: spades, clubs, diamonds, hearts
card-spoken = { $rank ->
        [ace] ace
        [two] two
        [three] three
        [four] four
        [five] five
        [six] six
        [seven] seven
        [eight] eight
        [nine] nine
        [ten] ten
        [jack] jack
       *[queen] queen
        [king] king
    } of { $suit ->
        [spades] spades
        [clubs] clubs
        [diamonds] diamonds
       *[hearts] hearts
    }

# An empty list of cards.
cards-none = —

# A hand as shown: $melds (the melds, in brackets) on one line, then its deadwood.
hand-melds-none = no melds
hand-deadwood = deadwood: { $cards } = **{ $value }**
hand-deadwood-none = deadwood: none = **{ $value }**
