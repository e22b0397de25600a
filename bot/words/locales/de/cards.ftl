## Cards, melds and hands. A card's face (A K Q J, 10, the suit symbols) is the same in every
## language: the pictures draw it. Its spoken name (for screen readers) is said in the language.

# $rank: ace, two … ten, jack, queen, king; $suit: spades, clubs, diamonds, hearts
# German: the suit first, joined to the rank with a hyphen ("Herz-Sieben", "Pik-Ass").
card-spoken = { $suit ->
        [spades] Pik
        [clubs] Kreuz
        [diamonds] Karo
       *[hearts] Herz
    }-{ $rank ->
        [ace] Ass
        [two] Zwei
        [three] Drei
        [four] Vier
        [five] Fünf
        [six] Sechs
        [seven] Sieben
        [eight] Acht
        [nine] Neun
        [ten] Zehn
        [jack] Bube
       *[queen] Dame
        [king] König
    }

# An empty list of cards.
cards-none = —

# A hand as shown: $melds (the melds, in brackets) on one line, then its deadwood.
hand-melds-none = keine Kombinationen
hand-deadwood = Deadwood: { $cards } = **{ $value }**
hand-deadwood-none = Deadwood: keins = **{ $value }**
