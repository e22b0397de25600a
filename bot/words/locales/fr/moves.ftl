## Le bouton Derniers coups de la table : les coups de chaque donne jusqu'ici, tels que toute la
## table les a vus.

moves-title = Derniers coups · partie n° { $game }
# Une prise nomme la carte ramassée sur la défausse ($card).
moves-took = { $player } a pris { $card } dans la défausse
moves-none = Aucun coup pour l'instant.
moves-note = { $count ->
        [one] Le dernier coup seulement.
       *[other] Les { $count } derniers coups au plus, du plus ancien au plus récent.
    }
