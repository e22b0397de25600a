## A member's own choices: /gin ping, /gin challenges, /gin cards (private: their language).
## $command: the command that turns it back (a mention, or its text); "an", "aus",
## "sortierung", "farbschema", "Wert|Farbe", "zwei|vier": its option and choices, as
## commands.ftl names them.

choices-ping-on = Erledigt: Wenn du in einer Partie hier dran bist, erwähnt dich eine kurze Nachricht (sie verschwindet, sobald du gespielt hast). Ausschalten mit { $command } aus.
choices-ping-off = Erledigt: Keine Zug-Nachrichten mehr für dich hier. Einschalten mit { $command } an.
choices-challenges-on = Erledigt: Mitglieder können dich hier wieder herausfordern.
choices-challenges-off = Erledigt: Niemand kann dich hier herausfordern, bis du Herausforderungen mit { $command } an wieder einschaltest. (Du selbst kannst weiterhin andere herausfordern.)

# How a member's cards are shown ($order: rank or suit; $colours: two or four).
# German: a list after "So werden deine Karten hier gezeigt:".
cards-style = { $order ->
        [suit] nach Farbe sortiert (♠ ♥ ♣ ♦, je Farbe Ass bis König)
       *[rank] nach Wert sortiert (Ass bis König)
    }, Kombinationen zuerst, in Text, Bild und Menüs deines Blatts; das Bild ist { $colours ->
        [four] vierfarbig (♠ schwarz, ♥ rot, ♣ grün, ♦ blau)
       *[two] zweifarbig (♠ ♣ schwarz, ♥ ♦ rot)
    }
# $style: cards-style.
cards-now = So werden deine Karten hier gezeigt: { $style }. Ändern mit { $command } sortierung:Wert|Farbe farbschema:zwei|vier.
cards-done = Erledigt: So werden deine Karten hier jetzt gezeigt: { $style }. Dein Blatt zeigt es ab seiner nächsten Aktualisierung („Aktualisieren“).
