"""The rules in brief, with a game's or the server's own line (/gin rules, /gin help, the
table's Rules button)."""

from __future__ import annotations

__all__ = [
    "rules_text",
]


def rules_text(rules_line: str, min_games: int = 3, which: str = "This game") -> str:
    return (
        "**Gin rummy in brief.** Ten cards each. On your turn draw one card (the stock or the "
        "top of the discard pile), then discard one; you can't throw back the card you just "
        "took from the pile. Melds are sets (3-4 of a rank) and runs (3+ in a suit; aces low). "
        "Knock when your unmatched cards (deadwood) total the knock limit or less; go gin with "
        "none. After a knock the defender lays off cards on your melds; lower deadwood wins the "
        "difference, and a tie or lower is an undercut. Three players: two play each hand and "
        "one sits out. Partnerships: each round is two deals side by side; the team with the "
        "larger sum scores the difference. Hollywood: three games on one sheet.\n"
        f"**{which}:** {rules_line}.\n"
        "**Ratings.** Each rated game moves its players' rating in this server, one rating "
        "across every format (openskill's Plackett-Luce model: three players by placement, "
        "partners as a team, a Hollywood sheet as one game). The rating shown is cautious: "
        "1000 + 30 × (skill − 3 × uncertainty), so everyone starts at 1000 and climbs as the "
        "results make the bot surer of them. A forfeit or resignation is a loss; friendly, "
        "declined and abandoned games count for nobody. Members with fewer than "
        f"{min_games} games are listed as provisional. /gin leaderboard, /gin stats."
    )
