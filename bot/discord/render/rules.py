"""The rules in brief, with a game's or the server's own line (/gin rules, /gin help, the
table's Rules button), and how ratings work on their own page (/gin rules about:ratings)."""

from __future__ import annotations

from bot.engine import Format, Rules

__all__ = ["RATINGS_PAGE", "ratings_text", "rules_text"]

RATINGS_PAGE = "/gin rules about:ratings"

_BRIEF = (
    "**Gin rummy in brief.** Ten cards each. Draw from the stock or the discard pile, then "
    "discard (not one just taken from the pile). Melds: sets (3-4 of a rank), runs (3+ in a "
    "suit, ace low). Knock with deadwood (unmatched cards) at the knock limit or less; gin "
    "with none. The defender lays off on your melds; lower deadwood scores the difference; a "
    "defender's tie or better undercuts."
)
# What a format's rules line does not say already.
_FORMATS = {
    Format.PARTNERSHIP: "Partners' deal scores are added.",
}


def rules_text(rules: Rules, which: str = "This game") -> str:
    """The rules in brief (under 600 characters), ``rules``' own line and its format's."""
    lines = [_BRIEF]
    if rules.format in _FORMATS:
        lines.append(_FORMATS[rules.format])
    lines.append(f"**{which}:** {rules.describe()}.")
    lines.append(f"Ratings: {RATINGS_PAGE}.")
    return "\n".join(lines)


def ratings_text(min_games: int) -> str:
    return (
        "**Ratings.** Each rated game moves its players' rating in this server: one rating "
        "across every format. Three players are rated by their places, partners as a team, a "
        "Hollywood sheet as one game. Everyone starts at 1000, and the rating shown is a "
        "cautious one: it climbs as your results make the bot surer of you (openskill's "
        "Plackett-Luce model: 1000 + 30 × (skill − 3 × uncertainty)).\n"
        "A forfeit or a resignation is a loss; friendly, declined and abandoned games count for "
        f"nobody. Members with fewer than {min_games} games are listed as provisional. See "
        "/gin leaderboard and /gin stats."
    )
