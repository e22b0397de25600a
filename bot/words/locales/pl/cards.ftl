## Cards, melds and hands. A card's face (A K Q J, 10, the suit symbols) is the same in every
## language: the pictures draw it. Its spoken name (for screen readers) is said in the language.

# $rank: ace, two … ten, jack, queen, king; $suit: spades, clubs, diamonds, hearts
# Polish: "{rank} {suit}", nominative ("siódemka kier", "as pik", "dama trefl").
card-spoken = { $rank ->
        [ace] as
        [two] dwójka
        [three] trójka
        [four] czwórka
        [five] piątka
        [six] szóstka
        [seven] siódemka
        [eight] ósemka
        [nine] dziewiątka
        [ten] dziesiątka
        [jack] walet
       *[queen] dama
        [king] król
    } { $suit ->
        [spades] pik
        [clubs] trefl
        [diamonds] karo
       *[hearts] kier
    }

# An empty list of cards.
cards-none = —

# A hand as shown: $melds (the melds, in brackets) on one line, then its deadwood.
hand-melds-none = brak układów
hand-deadwood = wolne karty: { $cards } = **{ $value }**
hand-deadwood-none = wolne karty: brak = **{ $value }**
