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
    score_field,
    side_names,
)
from bot.engine import (
    DealOutcome,
    Ending,
    Format,
    GameOutcome,
    HandResult,
    OutcomeKind,
    SheetView,
    Standing,
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


def deal_result_embed(
    game_id: int,
    result: HandResult,
    outcome: DealOutcome,
    players: Sequence[int],
    sheet: SheetView,
    target: int,
    boards: int = 1,
) -> discord.Embed:
    """The showdown, public as at a real table, with the sheet right after it."""
    names = [mention(players[p]) for p in result.players]  # by the deal's seats
    label = f" · table {result.board + 1}" if boards > 1 else ""
    embed = discord.Embed(title=f"Deal {result.number} · game #{game_id}{label}", colour=GOLD)
    if outcome.kind is OutcomeKind.DRAW:
        embed.description = (
            f"The stock ran out: this deal between {names[0]} and {names[1]} is a draw. Nobody "
            "scores, and the same dealer deals the same two again."
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
    doubled = " (doubled: spade upcard)" if outcome.multiplier == 2 else ""
    embed.description = f"{headline}\n{names[winner]} scores **{outcome.points}**{doubled}."
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
    name, value = score_field(sheet, players, target)
    if boards > 1 and sheet.round == result.round:
        value += f"\n(round {result.round} is scored once both tables have played)"
    embed.add_field(name=name, value=value, inline=False)
    return embed


def _sum_text(standing: Standing) -> str:
    """hands + boxes + game bonus = total (shown × 2 when a shutout doubled it)."""
    parts = f"{standing.points} + {standing.box_points} + {standing.game_bonus}"
    if standing.doubled:
        parts = f"({parts}) × 2"
    return f"{parts} = **{standing.grand_total}**"


def _standing_text(standing: Standing, names: Sequence[str]) -> str:
    doubled = " (doubled)" if standing.doubled else ""
    return (
        f"{names[standing.side]}\nHands {standing.points}\nBoxes {standing.box_points}\n"
        f"Game {standing.game_bonus}\n**Total {standing.grand_total}**{doubled}"
    )


def game_over_embed(
    game_id: int, outcome: GameOutcome, players: Sequence[int], sheet: SheetView
) -> discord.Embed:
    """The final sheet: a column per player or team (Hollywood: per game), by place."""
    names = side_names(sheet, players)
    embed = discord.Embed(title=f"Game over · game #{game_id}", colour=GOLD)
    firsts = [names[s.side] for s in outcome.standings if s.place == 1]
    if outcome.ending is Ending.FORFEIT:
        assert outcome.forfeited_by is not None
        late = mention(players[outcome.forfeited_by])
        why = "ran out of time" if outcome.reason == "timeout" else "resigned"
        if len(sheet.sides) == 2:
            embed.description = f"{late} {why}: {' & '.join(firsts)} win by forfeit."
            if len(sheet.sides[0]) == 1:
                embed.description = f"{late} {why}: {firsts[0]} wins by forfeit."
        else:
            embed.description = f"{late} {why} and is placed last; the others by their points."
    else:
        verb = "win" if len(firsts) > 1 or len(sheet.sides[0]) > 1 else "wins"
        embed.description = f"🏆 {' & '.join(firsts)} {verb}!"
        if len(firsts) > 1:
            embed.description += " (a tie: they share first place)"
        if outcome.shutout:
            embed.description += " A **shutout**: the top total is doubled."
    if outcome.games:
        for number, game in enumerate(outcome.games, start=1):
            embed.add_field(
                name=f"Game {number}",
                value="\n".join(f"{names[s.side]}: {_sum_text(s)}" for s in game),
                inline=False,
            )
    for standing in sorted(outcome.standings, key=lambda s: (s.place, s.side)):
        embed.add_field(
            name=PLACES.get(standing.place, f"{standing.place}th"),
            value=_standing_text(standing, names),
            inline=True,
        )
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
        outcome = game.deals[post.deal - 1].outcome()
        result = next(r for r in game.history if r.number == post.deal)
        assert outcome is not None
        boards = 2 if game.format is Format.PARTNERSHIP else 1
        embed = deal_result_embed(
            table.id,
            result,
            outcome,
            table.players,
            game.sheet_after(post.deal),
            game.rules.target,
            boards,
        )
        return {"embed": embed}
    if post.kind is PostKind.RESULT:
        outcome_ = game.outcome()
        assert outcome_ is not None
        message: dict[str, Any] = {
            "embed": game_over_embed(table.id, outcome_, table.players, game.sheet())
        }
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
        "allowed_mentions": discord.AllowedMentions(users=[discord.Object(member)]),
    }
