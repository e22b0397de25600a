## A member's own choices: /gin ping, /gin défis, /gin cartes (private: their language).
## $command: the command that turns it back (a mention, or its text); « activé », « désactivé »,
## « ordre », « couleurs », « valeur|couleur », « deux|quatre »: its option and choices, as
## commands.ftl names them.

choices-ping-on = C'est fait : quand ce sera ton tour dans une partie ici, un court message te mentionnera (il s'efface dès que tu as joué). Pour le désactiver : { $command } désactivé.
choices-ping-off = C'est fait : plus de message de tour pour toi ici. Pour les réactiver : { $command } activé.
choices-challenges-on = C'est fait : les membres peuvent de nouveau te défier ici.
choices-challenges-off = C'est fait : personne ne peut te défier ici tant que tu n'as pas réactivé les défis avec { $command } activé. (Tu peux toujours défier les autres.)

# How a member's cards are shown ($order: rank or suit; $colours: two or four), after « Tes
# cartes ici sont ».
cards-style = triées { $order ->
        [suit] par couleur (♠ ♥ ♣ ♦, de l'as au roi dans chacune)
       *[rank] par valeur (de l'as au roi)
    }, combinaisons en tête, dans le texte, l'image et les menus de ta main ; l'image en { $colours ->
        [four] quatre couleurs (♠ en noir, ♥ en rouge, ♣ en vert, ♦ en bleu)
       *[two] deux couleurs (♠ ♣ en noir, ♥ ♦ en rouge)
    }
# $style: cards-style.
cards-now = Tes cartes ici sont { $style }. Pour changer : { $command } ordre:valeur|couleur couleurs:deux|quatre.
cards-done = C'est fait : tes cartes ici sont { $style }. Ta main l'affichera dès sa prochaine mise à jour (Actualiser).
