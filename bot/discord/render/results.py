"""The posts of a game: a deal's showdown (public, as at a real table) with the sheet after it,
the final score sheet with Rematch (and Review, with the computer), the "your turn" reminder;
and a player's private review of a finished game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.discord.components import build_view
from bot.discord.controls import Control, ControlKey, button
from bot.discord.render.words import (
    GOLD,
    PLACES,
    Deadlines,
    arrangement_text,
    card_text,
    deadline_text,
    meld_text,
    mention,
    pinging,
    score_field,
    side_names,
)
from bot.engine import (
    Ending,
    Format,
    Game,
    OutcomeKind,
    Rules,
    Standing,
    deal_sums,
    game_sum,
    hollywood_words,
    round_sums,
    sheet_table,
    standing_cells,
)
from bot.engine.review import DealReview
from bot.model import Post, PostKind
from bot.model.computer import computer_level
from bot.model.versions import ViewVersion
from bot.service import Table

__all__ = [
    "deal_result_embed",
    "game_over_embed",
    "post_message",
    "rematch_button",
    "review_embed",
]


REVIEW_LINES = 10  # discards listed in a review
SHEET_ROWS = 30  # the newest rows of the hand-by-hand sheet a post shows; earlier ones fold
LETTERS = "ABCD"  # the sheet's column heads, a side each; the legend above names them
EMBED_TOTAL = 6000  # Discord's limit on an embed's characters, all parts together
DESCRIPTION = 4096  # and on its description


def deal_result_embed(
    game_id: int, game: Game, number: int, players: Sequence[int]
) -> discord.Embed:
    """Deal ``number``'s showdown, public as at a real table, with the sheet right after it
    (as it stood when the deal ended): both hands, the layoffs, where the points come from;
    a partnership round's sums once its second table has played; where a Hollywood hand
    counts."""
    result = next(r for r in game.history if r.number == number)
    outcome = game.deals[number - 1].outcome()
    assert outcome is not None
    rules, fmt = game.rules, game.format
    sheet = game.sheet_after(number)
    line = game.line_of(number)
    names = [mention(players[p]) for p in result.players]  # by the deal's seats
    partnership = fmt is Format.PARTNERSHIP
    label = f" · table {result.board + 1}" if partnership else ""
    embed = discord.Embed(title=f"Deal {result.number} · game #{game_id}{label}", colour=GOLD)
    out = [mention(players[p]) for p in range(len(players)) if p not in result.players]
    sat_out = f"\n{out[0]} sat out this deal." if fmt is Format.THREE and out else ""
    if outcome.kind is OutcomeKind.DRAW:
        embed.description = (
            f"The stock ran out: this deal between {names[0]} and {names[1]} is a draw. Nobody "
            f"scores, and the same dealer deals the same two again.{sat_out}"
        )
        return embed
    assert outcome.arrangements is not None and outcome.knocker is not None
    knocker, winner = outcome.knocker, outcome.winner
    assert winner is not None
    headline = {
        OutcomeKind.GIN: f"{names[knocker]} went **gin**!",
        OutcomeKind.BIG_GIN: f"{names[knocker]} went **big gin**!",
        OutcomeKind.KNOCK: f"{names[knocker]} knocked and won.",
        OutcomeKind.UNDERCUT: f"{names[knocker]} knocked, but {names[winner]} **undercut**!",
    }[outcome.kind]
    sides = side_names(sheet, players)
    scores = f"{names[winner]} scores **{outcome.points}**"
    if partnership:
        team = sides[sheet.side_of(result.players[winner])]
        scores += f" for {team} in round {result.round}"
    lines = [headline, *deal_sums(outcome, rules), scores + "." + sat_out]
    if fmt is Format.HOLLYWOOD and line is not None:
        lines.append(hollywood_words(line, sides, rules.target) + ".")
    embed.description = "\n".join(lines)
    for seat in (knocker, 1 - knocker):
        role = "knocker" if seat == knocker else "defender"
        embed.add_field(
            name=f"{'🃏' if seat == knocker else '🛡️'} {role}",
            value=f"{names[seat]}\n{arrangement_text(outcome.arrangements[seat])}",
            inline=False,
        )
    if outcome.layoffs:
        embed.add_field(
            name="Laid off",
            value="\n".join(
                f"{card_text(lay.card)} on {meld_text(lay.meld)}" for lay in outcome.layoffs
            ),
            inline=False,
        )
    name, value = score_field(sheet, players, rules.target)
    if partnership and line is not None:  # this deal was the round's second: it is scored
        sums, then = round_sums(line, sides)
        embed.add_field(
            name=f"Round {line.round}: tables 1 + 2", value=f"{sums}\n**{then}**", inline=False
        )
        name = f"Score (to {rules.target}) after round {line.round}"
    elif partnership:
        value += f"\n(round {result.round} is scored once both tables have played)"
    embed.add_field(name=name, value=value, inline=False)
    return embed


def _standing_text(
    standing: Standing,
    names: Sequence[str],
    rules: Rules,
    forfeit: bool,
    games: Sequence[Standing],
) -> str:
    """A side's column at the foot of the sheet: who, then points, boxes counted, game bonus,
    a shutout's doubling, the total."""
    cells = standing_cells(standing, rules, forfeit=forfeit, games=games)
    lines = [
        f"**{label} {value}**" if label == "Total" else f"{label} {value}" for label, value in cells
    ]
    return "\n".join([names[standing.side], *lines])


def _size(embed: discord.Embed) -> int:
    """The characters of an embed as Discord counts them against its 6,000."""
    data: dict[str, Any] = embed.to_dict()  # type: ignore[assignment]
    size = len(data.get("title", "")) + len(data.get("description", ""))
    size += len(data.get("footer", {}).get("text", ""))
    return size + sum(len(f["name"]) + len(f["value"]) for f in data.get("fields", []))


def _hand_by_hand(game: Game, names: Sequence[str], budget: int) -> str:
    """The sheet a row per hand (partnerships: per round) in a code block, its columns named
    by a legend above; the newest :data:`SHEET_ROWS` rows, or as many as ``budget`` characters
    hold, with a line saying which earlier rows are folded (the totals carry them)."""
    lines = game.score_lines()
    if not lines:
        return "No hand was finished."
    labels = LETTERS[: len(names)]
    table = sheet_table(lines, game.rules, labels)
    legend = "**Hand by hand** · " + " · ".join(
        f"**{letter}** {name}" for letter, name in zip(labels, names, strict=True)
    )

    def text(shown: int) -> str:
        rows = table.rows[len(table.rows) - shown :]
        block = "```\n" + "\n".join((*table.header, *rows)) + "\n```"
        folded = len(table.rows) - shown
        if not folded:
            return f"{legend}\n{block}"
        unit = f"{table.unit}s" if folded > 1 else table.unit
        last = table.numbers[folded - 1]
        span = f"{unit} {table.numbers[0]}–{last}" if folded > 1 else f"{unit} {last}"
        return f"{legend}\n{span.capitalize()} folded above; the running totals carry on.\n{block}"

    shown = min(len(table.rows), SHEET_ROWS)
    while shown > 1 and len(text(shown)) > budget:
        shown -= 1
    return text(shown)


def game_over_embed(
    game_id: int, game: Game, players: Sequence[int], note: str = ""
) -> discord.Embed:
    """The final sheet, as on paper: who won, the sheet hand by hand (partnerships: round by
    round) with the running totals, then a column per player or team (Hollywood: each game's
    sum first) with points, boxes counted, game bonus, a shutout's doubling and the total.
    ``note``: a line to add under the result (the history's sheet says the rules and date)."""
    outcome = game.outcome()
    assert outcome is not None
    sheet, rules = game.sheet(), game.rules
    names = side_names(sheet, players)
    embed = discord.Embed(title=f"Game over · game #{game_id}", colour=GOLD)
    firsts = [names[s.side] for s in outcome.standings if s.place == 1]
    forfeit = outcome.ending is Ending.FORFEIT
    if forfeit:
        assert outcome.forfeited_by is not None
        late = mention(players[outcome.forfeited_by])
        why = "ran out of time" if outcome.reason == "timeout" else "resigned"
        if len(sheet.sides) == 2:
            head = f"{late} {why}: {' & '.join(firsts)} win by forfeit."
            if len(sheet.sides[0]) == 1:
                head = f"{late} {why}: {firsts[0]} wins by forfeit."
        else:
            head = f"{late} {why} and is placed last; the others by their points."
    else:
        verb = "win" if len(firsts) > 1 or len(sheet.sides[0]) > 1 else "wins"
        head = f"🏆 {' & '.join(firsts)} {verb}!"
        if len(firsts) > 1:
            head += " (a tie: they share first place)"
        if outcome.shutout:
            head += " A **shutout**: the top total is doubled."
    if note:
        head += f"\n{note}"
    if outcome.games:
        for number, game_ in enumerate(outcome.games, start=1):
            embed.add_field(
                name=f"Game {number}",
                value="\n".join(f"{names[s.side]}: {game_sum(s, rules)}" for s in game_),
                inline=False,
            )
    for standing in sorted(outcome.standings, key=lambda s: (s.place, s.side)):
        games = [game_[standing.side] for game_ in outcome.games]
        embed.add_field(
            name=PLACES.get(standing.place, f"{standing.place}th"),
            value=_standing_text(standing, names, rules, forfeit, games),
            inline=True,
        )
    room = min(DESCRIPTION, EMBED_TOTAL - _size(embed)) - len(head) - 2
    embed.description = f"{head}\n\n{_hand_by_hand(game, names, room)}"
    return embed


def review_embed(game_id: int, deals: Sequence[DealReview]) -> discord.Embed:
    """A player's look back at a game: each deal's deadwood next to the opponent's, and the
    discards that left more deadwood than the best one on offer (private)."""
    embed = discord.Embed(title=f"Your review · game #{game_id}", colour=GOLD)
    lines = []
    for deal in deals:
        if deal.deadwood is None:
            lines.append(f"Deal {deal.number}: a draw (the stock ran out).")
            continue
        verdict = "you won" if deal.won else "you lost"
        lines.append(
            f"Deal {deal.number} ({deal.kind.value}, {verdict}): your deadwood "
            f"**{deal.deadwood}**, {mention(deal.opponent)} **{deal.opponent_deadwood}**"
        )
    embed.description = "\n".join(lines) or "No deal was finished."
    misses = [(deal.number, miss) for deal in deals for miss in deal.misses]
    if misses:
        shown = [
            f"Deal {number}, your turn {m.turn}: {card_text(m.played)} left {m.left}; "
            f"{card_text(m.best)} would have left {m.best_left}."
            for number, m in misses[:REVIEW_LINES]
        ]
        if len(misses) > REVIEW_LINES:
            shown.append(f"…and {len(misses) - REVIEW_LINES} more.")
        name = f"Discards with a better one on offer ({len(misses)})"
        embed.add_field(name=name, value="\n".join(shown), inline=False)
    else:
        embed.add_field(
            name="Discards",
            value="Every discard you made left the least deadwood on offer. Nicely played!",
            inline=False,
        )
    return embed


def rematch_button(game_id: int, version: ViewVersion) -> dict[str, Any]:
    """A finished game's Rematch: the same players and rules again, from the clicker."""
    return button(game_id, version, Control.REMATCH, "Rematch", "primary")


def post_message(table: Table, post: Post, deadlines: Deadlines, key: ControlKey) -> dict[str, Any]:
    """The message an outbox post stands for, as the game stood when the post was called for:
    a showdown shows its deal and the sheet right after it, not later deals."""
    game = table.game
    assert game is not None
    if post.kind is PostKind.SHOWDOWN:
        return {"embed": deal_result_embed(table.id, game, post.deal, table.players)}
    if post.kind is PostKind.RESULT:
        message: dict[str, Any] = {"embed": game_over_embed(table.id, game, table.players)}
        version = ViewVersion(table.version)
        buttons = [rematch_button(table.id, version)]
        if any(computer_level(p) for p in table.players):
            buttons.append(button(table.id, version, Control.REVIEW, "Review my game"))
        message["view"] = build_view([buttons], key)
        return message
    assert post.member_id is not None
    member = post.member_id
    board = game.seatings[post.deal - 1].board
    return {
        "content": f"<@{member}>, it's your turn in gin rummy game #{table.id}. Time runs out "
        f"{deadline_text(deadlines.get(board))}; open your hand from the table.",
        "allowed_mentions": pinging([member]),
    }
