"""The public table message: a challenge (Accept, Decline, Cancel) or a game (scores, whose
turn on each deal in play, the pile, the stock, who sits out; Show my hand, Rules, Recent moves,
Resign). It reads the public view only: no hand is ever in it."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.discord.components import build_view
from bot.discord.controls import Control, ControlKey, button
from bot.discord.render.words import (
    GOLD,
    GREEN,
    GREY,
    Deadlines,
    action_words,
    board_label,
    card_text,
    cards_text,
    deadline_text,
    deal_title,
    mention,
    offline_text,
    score_field,
    to_do,
)
from bot.engine import (
    FORMAT_WORDS,
    BoardView,
    Format,
    GameView,
    Rotation,
    Variant,
)
from bot.model import GameStatus
from bot.model.versions import ViewVersion
from bot.service import AGREED_TO_ABANDON, Table

__all__ = [
    "challenge_embed",
    "ended_text",
    "sitting_out_text",
    "table_embed",
    "table_message",
]


RECENT_DISCARDS = 5


FRIENDLY = " · a friendly game (unrated)"


def sitting_out_text(view: GameView, players: Sequence[int]) -> str | None:
    """Three players: who sits out this hand, and why."""
    if view.sitting_out is None:
        return None
    who = mention(players[view.sitting_out])
    if view.rules.rotation is Rotation.DEALER_SITS_OUT:
        return f"{who} deals and sits out this hand."
    last = next((h for h in reversed(view.history) if h.winner is not None), None)
    if last is None:
        return f"{who} sits out this hand (the low cut)."
    if last.loser == view.sitting_out:
        return f"{who} sits out this hand (lost the last one)."
    return f"{who} sits out this hand."


def table_embed(
    game_id: int,
    view: GameView,
    players: Sequence[int],
    deadlines: Deadlines,
    moved_by: float = 0.0,
) -> discord.Embed:
    """The public table: scores, whose turn on each deal in play, the pile, the stock, who sits
    out. No hand."""
    rules = view.rules
    kind = "" if rules.format is Format.HEADS_UP else FORMAT_WORDS[rules.format].name
    title = f"Gin rummy · game #{game_id}" + (f" · {kind}" if kind else "")
    embed = discord.Embed(title=title, colour=GREEN)
    lines = []
    if view.outcome is not None:
        winners = " & ".join(mention(players[p]) for p in view.outcome.winners)
        lines.append(f"Game over: {winners} won." if winners else "Game over.")
    else:
        for board in view.boards:
            table = board.table
            if table.turn is None:
                continue
            top = table.discard_pile[-1] if table.discard_pile else None
            who = mention(players[board.seating.players[table.turn]])
            lines.append(
                f"{board_label(view, board)}**{who}** to play: "
                f"{to_do(table.phase, top, table.stock_only)}. "
                f"Turn ends {deadline_text(deadlines.get(board.board))}."
            )
        out = sitting_out_text(view, players)
        if out:
            lines.append(out)
        if moved_by:
            lines.append(offline_text(moved_by))
    embed.description = "\n".join(lines)
    name, value = score_field(view.sheet, players, rules.target)
    embed.add_field(name=name, value=value, inline=False)
    for board in view.boards:
        _board_fields(embed, view, board, players)
    embed.set_footer(text=rules.describe())
    return embed


def _board_fields(
    embed: discord.Embed, view: GameView, board: BoardView, players: Sequence[int]
) -> None:
    table, seating = board.table, board.seating
    names = [mention(players[p]) for p in seating.players]
    label = board_label(view, board)
    dealer = mention(players[seating.dealer])
    embed.add_field(
        name=deal_title(view, board),
        value=f"{names[0]} vs {names[1]}\nDealer: {dealer}\nStock: {table.stock_size} cards\n"
        f"In hand: {names[0]} {table.card_counts[0]} cards, {names[1]} {table.card_counts[1]}",
        inline=True,
    )
    pile = table.discard_pile
    if pile:
        recent = " ".join(card_text(c) for c in reversed(pile[-RECENT_DISCARDS:-1]))
        embed.add_field(
            name=f"{label}Discard pile",
            value=f"Top: **{card_text(pile[-1])}**" + (f"\nBelow: {recent}" if recent else ""),
            inline=True,
        )
    notes = []
    if view.rules.variant is Variant.OKLAHOMA:
        limit = "gin only" if table.knock_limit == 0 else f"{table.knock_limit}"
        notes.append(f"Knock limit this deal: **{limit}**")
        if table.multiplier == 2:
            notes.append("Spade upcard: this deal's scores are doubled")
    elif view.rules.variant is Variant.STRAIGHT:
        notes.append("Straight gin: no knocking")
    for seat in (0, 1):
        taken = table.taken_from_pile[seat]
        if taken:
            notes.append(f"{names[seat]} took {cards_text(taken)} from the pile")
    if table.last_action is not None:
        seat, action = table.last_action
        notes.append("Last: " + action_words(action, names[seat]))
    elif view.history:
        notes.append(f"Last deal: {view.history[-1].kind.value}")
    if notes:
        name = f"{label}on the table" if label else "On the table"
        embed.add_field(name=name, value="\n".join(notes), inline=False)


def ended_text(reason: str) -> str:
    if reason == AGREED_TO_ABANDON:
        return "The players agreed to abandon this game. It counts for nobody's rating."
    return f"An admin ended this game: “{reason}”. It counts for nobody's rating."


def challenge_embed(
    game_id: int,
    players: Sequence[int],
    accepted: Sequence[bool],
    rules_line: str,
    format_: Format,
    turn_seconds: int,
    expires: float | None,
    status: GameStatus,
    moved_by: float = 0.0,
    end_reason: str | None = None,
) -> discord.Embed:
    challenger, invited = mention(players[0]), [mention(p) for p in players[1:]]
    embed = discord.Embed(title=f"Gin rummy challenge · #{game_id}", colour=GOLD)
    who = " and ".join([", ".join(invited[:-1]), invited[-1]] if len(invited) > 1 else invited)
    if status is GameStatus.CHALLENGE:
        waiting = [mention(p) for p, ok in zip(players, accepted, strict=True) if not ok]
        lines = [f"{challenger} challenges {who} to gin rummy!"]
        if format_ is Format.PARTNERSHIP:
            lines.append(
                f"Partners: {challenger} & {mention(players[2])} against "
                f"{mention(players[1])} & {mention(players[3])}."
            )
        lines.append(
            f"Waiting for {', '.join(waiting)} to accept or decline. "
            f"The challenge expires {deadline_text(expires)}."
        )
        if moved_by:
            lines.append(offline_text(moved_by))
        embed.description = "\n".join(lines)
    else:
        heads_up = len(players) == 2
        words = {
            GameStatus.DECLINED: f"{invited[0]} declined." if heads_up else "It was declined.",
            GameStatus.CANCELLED: "The challenge was cancelled.",
            GameStatus.EXPIRED: ("Nobody" if heads_up else "Not everyone")
            + " answered in time, so the challenge expired.",
            GameStatus.ABANDONED: ended_text(end_reason) if end_reason else "It was abandoned.",
        }
        embed.description = words.get(status, "This challenge is closed.")
        embed.colour = GREY
    embed.add_field(name="Rules", value=rules_line, inline=False)
    embed.add_field(name="Turn timer", value=f"{turn_seconds // 60} minutes", inline=True)
    return embed


def table_message(
    table: Table, deadlines: Deadlines, key: ControlKey
) -> tuple[discord.Embed, discord.ui.View | None]:
    """The public message of a challenge or a game (``deadlines``: per board, wall clock)."""
    row = table.row
    game_id, version = table.id, ViewVersion(table.version)
    if table.game is None:
        embed = challenge_embed(
            game_id,
            table.players,
            row.accepted,
            row.rules.describe() + ("" if row.rated else FRIENDLY),
            row.rules.format,
            row.turn_seconds,
            deadlines.get(0),
            row.status,
            table.moved_by,
            row.end_reason,
        )
        if row.status is not GameStatus.CHALLENGE:
            return embed, None
        buttons = [
            button(game_id, version, Control.ACCEPT, "Accept", "success"),
            button(game_id, version, Control.DECLINE, "Decline"),
            button(game_id, version, Control.CANCEL, "Cancel", "danger"),
        ]
        return embed, build_view([buttons], key)
    embed = table_embed(game_id, table.game.public_view(), table.players, deadlines, table.moved_by)
    if not row.rated:
        embed.set_footer(text=row.rules.describe() + FRIENDLY)
    if row.status is GameStatus.ABANDONED:
        embed.description = (
            ended_text(row.end_reason)
            if row.end_reason
            else "This game was abandoned: its channel can't be reached."
        )
    if row.status is not GameStatus.ACTIVE:
        return embed, None
    buttons = [
        button(game_id, version, Control.HAND, "Show my hand", "primary"),
        button(game_id, version, Control.RULES, "Rules"),
        button(game_id, version, Control.MOVES, "Recent moves"),
        button(game_id, version, Control.RESIGN, "Resign", "danger"),
    ]
    return embed, build_view([buttons], key)
