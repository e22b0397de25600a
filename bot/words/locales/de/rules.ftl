## A game's rules: its one line (the table's footer, the challenge, the Rules button), the
## formats' names, and the rules in brief (the Rules button, /gin rules, /gin help).

# A format on its own: "Gin Rommé · Partie #7 · zu dritt".
format-name = { $format ->
        [heads-up] zu zweit
        [three] zu dritt
        [partnership] Teams
       *[hollywood] Hollywood
    }

# The rules line, a part each, joined by commas: "Standard-Gin, bis 100, Klopfgrenze 10,
# Gin +25, Undercut +25, Box-Bonus 25, Partiebonus 100, Zu-null-Sieg doppelt".
rules-variant = { $variant ->
        [oklahoma] Oklahoma-Gin
        [straight] Straight Gin
       *[standard] Standard-Gin
    }
# Three players: who sits out each hand.
rules-three-players = zu dritt ({ $rotation ->
        [loser-sits-out] wer verliert, setzt aus
       *[dealer-sits-out] wer gibt, setzt aus
    })
rules-partnerships = Teams
rules-hollywood = Hollywood (drei Partien)
# $target: the points to win
rules-target = bis { $target }
rules-knock-limit = Klopfgrenze { $limit }
# $bonus: the points each bonus adds
rules-gin-bonus = Gin +{ $bonus }
rules-undercut-bonus = Undercut +{ $bonus }
rules-big-gin-bonus = großes Gin +{ $bonus }
rules-box-bonus = Box-Bonus { $bonus }
rules-game-bonus = Partiebonus { $bonus }
rules-shutout = Zu-null-Sieg doppelt

# The rules in brief (with the two lines after it, under 600 characters).
rules-brief = **Gin Rommé in Kürze.** Je zehn Karten. Zieh vom Stapel oder von der Ablage, dann wirf ab (nicht die eben von der Ablage genommene). Kombinationen: Sätze (3–4 gleiche Werte), Folgen (ab 3 einer Farbe, Ass unten). Klopfen mit Deadwood (Karten ohne Kombination) bis zur Klopfgrenze, Gin ganz ohne. Das Gegenüber legt bei dir an; weniger Deadwood bekommt die Differenz; hat das Gegenüber gleich viel oder weniger: Undercut.
rules-partners = Die Punkte beider Partner werden addiert.
# $rules: the rules line
rules-this-game = **Diese Partie:** { $rules }.
rules-server-default = **Server-Vorgabe:** { $rules }.
rules-default = **Standardregeln:** { $rules }.
# $page: the command that shows how ratings work
rules-ratings = Wertung: { $page }.

# How ratings work (/gin rules about:ratings). $leaderboard, $stats: the commands.
ratings-text = **Wertung.** Jede gewertete Partie verändert die Wertung der Beteiligten auf diesem Server: eine Wertung für alle Formate. Zu dritt zählen die Platzierungen, Partner werden als Team gewertet, ein Hollywood-Punkteblock als eine Partie. Alle beginnen bei 1000, und die gezeigte Wertung ist eine vorsichtige: Sie steigt, je sicherer sich der Bot durch deine Ergebnisse bei dir ist (das Plackett-Luce-Modell von openskill: 1000 + 30 × (Können − 3 × Unsicherheit)).
    Zeitüberschreitung und Aufgabe zählen als Niederlage; Freundschaftspartien, abgelehnte und abgebrochene Partien zählen für niemanden. Mitglieder mit weniger als { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    } werden als vorläufig geführt. Siehe { $leaderboard } und { $stats }.
