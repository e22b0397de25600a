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
    BoardView,
    Format,
    GameView,
    Rotation,
    Variant,
)
from bot.model import GameStatus
from bot.model.versions import ViewVersion
from bot.phrases import format_name, listed, outcome_key, rules_line
from bot.service import AGREED_TO_ABANDON, Table
from bot.words import Words

__all__ = [
    "challenge_embed",
    "ended_text",
    "sitting_out_text",
    "table_embed",
    "table_message",
]


RECENT_DISCARDS = 5


def sitting_out_text(view: GameView, players: Sequence[int], lang: Words) -> str | None:
    """Three players: who sits out this hand, and why."""
    if view.sitting_out is None:
        return None
    who = mention(players[view.sitting_out], lang)
    if view.rules.rotation is Rotation.DEALER_SITS_OUT:
        return lang("sit-out-dealer", player=who)
    last = next((h for h in reversed(view.history) if h.winner is not None), None)
    if last is None:
        return lang("sit-out-low-cut", player=who)
    if last.loser == view.sitting_out:
        return lang("sit-out-lost", player=who)
    return lang("sit-out", player=who)


def table_embed(
    game_id: int,
    view: GameView,
    players: Sequence[int],
    deadlines: Deadlines,
    moved_by: float = 0.0,
    *,
    lang: Words,
) -> discord.Embed:
    """The public table: scores, whose turn on each deal in play, the pile, the stock, who sits
    out. No hand."""
    rules = view.rules
    if rules.format is Format.HEADS_UP:
        title = lang("table-title", game=str(game_id))
    else:
        title = lang(
            "table-title-format", game=str(game_id), format=format_name(rules.format, lang)
        )
    embed = discord.Embed(title=title, colour=GREEN)
    lines = []
    if view.outcome is not None:
        winners = " & ".join(mention(players[p], lang) for p in view.outcome.winners)
        lines.append(
            lang("table-game-over", winners=winners) if winners else lang("table-game-over-nobody")
        )
    else:
        for board in view.boards:
            table = board.table
            if table.turn is None:
                continue
            top = table.discard_pile[-1] if table.discard_pile else None
            lines.append(
                lang(
                    "table-to-play",
                    label=board_label(view, board, lang),
                    player=mention(players[board.seating.players[table.turn]], lang),
                    todo=to_do(table.phase, top, table.stock_only, lang),
                    deadline=deadline_text(deadlines.get(board.board)),
                )
            )
        out = sitting_out_text(view, players, lang)
        if out:
            lines.append(out)
        if moved_by:
            lines.append(offline_text(moved_by, lang))
    embed.description = "\n".join(lines)
    name, value = score_field(view.sheet, players, rules.target, lang)
    embed.add_field(name=name, value=value, inline=False)
    for board in view.boards:
        _board_fields(embed, view, board, players, lang)
    embed.set_footer(text=rules_line(rules, lang))
    return embed


def _board_fields(
    embed: discord.Embed, view: GameView, board: BoardView, players: Sequence[int], lang: Words
) -> None:
    table, seating = board.table, board.seating
    names = [mention(players[p], lang) for p in seating.players]
    label = board_label(view, board, lang)
    embed.add_field(
        name=deal_title(view, board, lang),
        value="\n".join(
            (
                lang("deal-players", first=names[0], second=names[1]),
                lang("deal-dealer", dealer=mention(players[seating.dealer], lang)),
                lang("deal-stock", cards=lang("count-cards", count=table.stock_size)),
                lang(
                    "deal-in-hand",
                    first=names[0],
                    first_cards=lang("count-cards", count=table.card_counts[0]),
                    second=names[1],
                    second_cards=lang("count-cards", count=table.card_counts[1]),
                ),
            )
        ),
        inline=True,
    )
    pile = table.discard_pile
    if pile:
        recent = " ".join(card_text(c) for c in reversed(pile[-RECENT_DISCARDS:-1]))
        value = lang("deal-pile-top", card=card_text(pile[-1]))
        if recent:
            value += "\n" + lang("deal-pile-below", cards=recent)
        embed.add_field(name=lang("deal-pile", label=label), value=value, inline=True)
    notes = []
    if view.rules.variant is Variant.OKLAHOMA:
        if table.knock_limit == 0:
            notes.append(lang("deal-knock-limit-gin"))
        else:
            notes.append(lang("deal-knock-limit", limit=table.knock_limit))
        if table.multiplier == 2:
            notes.append(lang("deal-doubled"))
    elif view.rules.variant is Variant.STRAIGHT:
        notes.append(lang("deal-straight"))
    for seat in (0, 1):
        taken = table.taken_from_pile[seat]
        if taken:
            notes.append(lang("deal-took", player=names[seat], cards=cards_text(taken, lang)))
    if table.last_action is not None:
        seat, action = table.last_action
        notes.append(lang("deal-last", move=action_words(action, names[seat], lang)))
    elif view.history:
        result = outcome_key(view.history[-1].kind)
        notes.append(lang("deal-last-deal", result=result))
    if notes:
        name = lang("deal-on-table-label", label=label) if label else lang("deal-on-table")
        embed.add_field(name=name, value="\n".join(notes), inline=False)


def ended_text(reason: str, lang: Words) -> str:
    if reason == AGREED_TO_ABANDON:
        return lang("ended-agreed")
    return lang("ended-by-admin", reason=reason)


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
    *,
    lang: Words,
) -> discord.Embed:
    challenger, invited = mention(players[0], lang), [mention(p, lang) for p in players[1:]]
    embed = discord.Embed(title=lang("challenge-title", game=str(game_id)), colour=GOLD)
    if status is GameStatus.CHALLENGE:
        waiting = [mention(p, lang) for p, ok in zip(players, accepted, strict=True) if not ok]
        lines = [lang("challenge-made", challenger=challenger, invited=listed(invited, lang))]
        if format_ is Format.PARTNERSHIP:
            lines.append(
                lang(
                    "challenge-partners",
                    challenger=challenger,
                    partner=mention(players[2], lang),
                    first=mention(players[1], lang),
                    second=mention(players[3], lang),
                )
            )
        lines.append(
            lang("challenge-waiting", waiting=", ".join(waiting), deadline=deadline_text(expires))
        )
        if moved_by:
            lines.append(offline_text(moved_by, lang))
        embed.description = "\n".join(lines)
    else:
        heads_up = len(players) == 2
        closed = {
            GameStatus.DECLINED: lang("challenge-declined-by", player=invited[0])
            if heads_up
            else lang("challenge-declined"),
            GameStatus.CANCELLED: lang("challenge-cancelled"),
            GameStatus.EXPIRED: lang(
                "challenge-expired-nobody" if heads_up else "challenge-expired-not-everyone"
            ),
            GameStatus.ABANDONED: ended_text(end_reason, lang)
            if end_reason
            else lang("challenge-abandoned"),
        }
        embed.description = closed.get(status) or lang("challenge-closed")
        embed.colour = GREY
    embed.add_field(name=lang("challenge-rules"), value=rules_line, inline=False)
    embed.add_field(
        name=lang("challenge-turn-timer"),
        value=lang("count-minutes", count=turn_seconds // 60),
        inline=True,
    )
    return embed


def table_message(
    table: Table, deadlines: Deadlines, key: ControlKey, lang: Words, *, abandon: bool = False
) -> tuple[discord.Embed, discord.ui.View | None]:
    """The public message of a challenge or a game (``deadlines``: per board, wall clock), in
    the server's language (``lang``); ``abandon``: with a button that proposes abandoning it
    (where the bot was not invited, a player may have no /gin abandon)."""
    row = table.row
    game_id, version = table.id, ViewVersion(table.version)
    rules = rules_line(row.rules, lang)
    if not row.rated:
        rules = lang("table-friendly", rules=rules)  # the footer's, the challenge's
    if table.game is None:
        embed = challenge_embed(
            game_id,
            table.players,
            row.accepted,
            rules,
            row.rules.format,
            row.turn_seconds,
            deadlines.get(0),
            row.status,
            table.moved_by,
            row.end_reason,
            lang=lang,
        )
        if row.status is not GameStatus.CHALLENGE:
            return embed, None
        buttons = [
            button(game_id, version, Control.ACCEPT, lang("challenge-accept"), "success"),
            button(game_id, version, Control.DECLINE, lang("challenge-decline")),
            button(game_id, version, Control.CANCEL, lang("challenge-cancel"), "danger"),
        ]
        return embed, build_view([buttons], key)
    public = table.game.public_view()
    embed = table_embed(game_id, public, table.players, deadlines, table.moved_by, lang=lang)
    if not row.rated:
        embed.set_footer(text=rules)
    if row.status is GameStatus.ABANDONED:
        embed.description = (
            ended_text(row.end_reason, lang) if row.end_reason else lang("ended-unreachable")
        )
    if row.status is not GameStatus.ACTIVE:
        return embed, None
    buttons = [
        button(game_id, version, Control.HAND, lang("table-show-hand"), "primary"),
        button(game_id, version, Control.RULES, lang("table-rules")),
        button(game_id, version, Control.MOVES, lang("table-recent-moves")),
        button(game_id, version, Control.RESIGN, lang("table-resign"), "danger"),
    ]
    if abandon:
        buttons.append(button(game_id, version, Control.ABANDON, lang("table-abandon")))
    return embed, build_view([buttons], key)


def asleep_view(table: Table, key: ControlKey, lang: Words) -> discord.ui.View:
    """The one control of a table put to sleep where the bot was not invited: a click on it
    shows the table again, live, in that message."""
    wake = button(table.id, ViewVersion(table.version), Control.WAKE, lang("table-wake"), "primary")
    return build_view([[wake]], key)
