"""Discord rendering: embeds and components from the engine's views.

Rendering takes views, never the full state: the table and results read ``public_view()``, a
private hand reads ``view_for(seat)``. A card can only reach a public message through the public
view (the discard pile, the cards taken from it) or a showdown, which is public at a real table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.controls import Control, build_view, button, select
from bot.engine import (
    Action,
    Arrangement,
    BigGin,
    Card,
    DealOutcome,
    Discard,
    DrawStock,
    Ending,
    GameOutcome,
    GameView,
    Gin,
    Knock,
    OutcomeKind,
    PassUpcard,
    Phase,
    PlayerView,
    TakeDiscard,
    Variant,
    best_melds,
)
from bot.engine.cards import mask_of
from bot.engine.melds import min_deadwood
from bot.store import GameStatus, Post, PostKind
from bot.tables import Table

__all__ = [
    "challenge_embed",
    "deal_result_embed",
    "game_over_embed",
    "hand_embed",
    "hand_message",
    "hand_rows",
    "knock_screen",
    "post_message",
    "rules_text",
    "table_embed",
    "table_message",
]

GREEN = discord.Colour.from_rgb(46, 125, 50)
GOLD = discord.Colour.gold()
GREY = discord.Colour.light_grey()
RECENT_DISCARDS = 5


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards) or "—"


def arrangement_text(arrangement: Arrangement) -> str:
    melds = " ".join(f"[{m}]" for m in arrangement.melds)
    dead = cards_text(arrangement.unmatched) if arrangement.unmatched else "none"
    return f"{melds or 'no melds'}\ndeadwood: {dead} = **{arrangement.deadwood}**"


def deadline_text(deadline: float | None) -> str:
    # Discord renders <t:…:R> as a live relative time in each reader's own clock.
    return f"<t:{int(deadline)}:R>" if deadline else "—"


def duration_text(seconds: float) -> str:
    minutes = round(seconds / 60)
    if minutes < 60:
        return f"{minutes} minute{'s' if minutes != 1 else ''}"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


def action_words(action: Action, who: str) -> str:
    if isinstance(action, DrawStock):
        return f"{who} drew from the stock"
    if isinstance(action, TakeDiscard):
        return f"{who} took the top of the discard pile"
    if isinstance(action, PassUpcard):
        return f"{who} passed on the upcard"
    if isinstance(action, Discard):
        return f"{who} discarded {action.card}"
    if isinstance(action, Knock):
        return f"{who} knocked"
    if isinstance(action, Gin):
        return f"{who} went gin"
    if isinstance(action, BigGin):
        return f"{who} went big gin"
    return f"{who} played"


def to_do(phase: Phase, top: Card | None, stock_only: bool) -> str:
    if phase is Phase.FIRST_UPCARD:
        return f"take the upcard {top} or pass"
    if phase is Phase.DRAW:
        return "draw from the stock" if stock_only else f"draw from the stock or take {top}"
    if phase is Phase.DISCARD:
        return "discard (or knock)"
    return "wait"


# -- the table --------------------------------------------------------------------------------


def table_embed(
    game_id: int,
    view: GameView,
    players: Sequence[int],
    deadline: float | None,
    moved_by: float = 0.0,
) -> discord.Embed:
    """The public table: scores, whose turn, the pile, the stock size. No hand."""
    table = view.table
    names = [mention(p) for p in players]
    rules = view.rules
    embed = discord.Embed(title=f"Gin rummy · game #{game_id}", colour=GREEN)
    if view.outcome is not None:
        embed.description = f"Game over: {names[view.outcome.winner]} won."
    elif table.turn is not None:
        top = table.discard_pile[-1] if table.discard_pile else None
        stock_only = (
            table.phase is Phase.DRAW
            and table.last_action is not None
            and isinstance(table.last_action[1], PassUpcard)
        )
        embed.description = (
            f"**{names[table.turn]}** to play: {to_do(table.phase, top, stock_only)}.\n"
            f"Turn ends {deadline_text(deadline)}."
        )
        if moved_by:
            embed.description += f"\n{moved_text(moved_by)}"
    embed.add_field(
        name=f"Score (to {rules.target})",
        value="\n".join(f"{names[i]}: **{view.scores[i]}**" for i in (0, 1)),
        inline=True,
    )
    embed.add_field(
        name=f"Deal {view.deal_number}",
        value=f"Dealer: {names[table.dealer]}\nStock: {table.stock_size} cards\n"
        f"Cards: {table.card_counts[0]} · {table.card_counts[1]}",
        inline=True,
    )
    pile = table.discard_pile
    if pile:
        recent = " ".join(str(c) for c in reversed(pile[-RECENT_DISCARDS:-1]))
        embed.add_field(
            name="Discard pile",
            value=f"Top: **{pile[-1]}**" + (f"\nBelow: {recent}" if recent else ""),
            inline=True,
        )
    notes = []
    if rules.variant is Variant.OKLAHOMA:
        limit = "gin only" if table.knock_limit == 0 else f"{table.knock_limit}"
        notes.append(f"Knock limit this deal: **{limit}**")
        if table.multiplier == 2:
            notes.append("Spade upcard: this deal's scores are doubled")
    elif rules.variant is Variant.STRAIGHT:
        notes.append("Straight gin: no knocking")
    for seat in (0, 1):
        taken = table.taken_from_pile[seat]
        if taken:
            notes.append(f"{names[seat]} took {cards_text(taken)} from the pile")
    if table.last_action is not None:
        seat, action = table.last_action
        notes.append("Last: " + action_words(action, names[seat]))
    elif view.history:
        last = view.history[-1]
        notes.append(f"Last deal: {last.kind.value}")
    if notes:
        embed.add_field(name="Table", value="\n".join(notes), inline=False)
    embed.set_footer(text=rules.describe())
    return embed


def moved_text(seconds: float) -> str:
    return (
        f"⏸️ I was offline for {duration_text(seconds)}, so every deadline moved by as much: "
        "time I can't hear your clicks never counts against you."
    )


def challenge_embed(
    game_id: int,
    players: Sequence[int],
    rules_line: str,
    turn_seconds: int,
    expires: float | None,
    status: GameStatus,
    moved_by: float = 0.0,
) -> discord.Embed:
    challenger, opponent = (mention(p) for p in players)
    embed = discord.Embed(title=f"Gin rummy challenge · #{game_id}", colour=GOLD)
    if status is GameStatus.CHALLENGE:
        embed.description = (
            f"{challenger} challenges {opponent} to gin rummy!\n"
            f"{opponent}, accept or decline. The challenge expires {deadline_text(expires)}."
        )
        if moved_by:
            embed.description += f"\n{moved_text(moved_by)}"
    else:
        words = {
            GameStatus.DECLINED: f"{opponent} declined.",
            GameStatus.CANCELLED: "The challenge was cancelled.",
            GameStatus.EXPIRED: "Nobody answered in time, so the challenge expired.",
        }
        embed.description = words.get(status, "This challenge is closed.")
        embed.colour = GREY
    embed.add_field(name="Rules", value=rules_line, inline=False)
    embed.add_field(name="Turn timer", value=f"{turn_seconds // 60} minutes", inline=True)
    return embed


# -- the private hand -------------------------------------------------------------------------


def hand_embed(
    game_id: int, view: GameView, players: Sequence[int], note: str | None = None
) -> discord.Embed:
    """A player's own hand, sorted into its best melds, with what to do now."""
    hand = view.hand
    assert hand is not None and view.player is not None
    table = hand.table
    opponent = mention(players[1 - view.player])
    embed = discord.Embed(
        title=f"Your hand · game #{game_id}, deal {view.deal_number}", colour=GREEN
    )
    lines = []
    if note:
        lines.append(f"*{note}*")
    if view.outcome is not None:
        lines.append("The game is over.")
    elif table.phase is Phase.OVER:
        lines.append("This deal is over.")
    elif hand.legal_actions:
        top = table.discard_pile[-1] if table.discard_pile else None
        stock_only = hand.legal_actions == (DrawStock(),)
        lines.append(f"**Your turn:** {to_do(table.phase, top, stock_only)}.")
    else:
        lines.append(f"Waiting for {opponent}.")
    arrangement = best_melds(hand.hand)
    lines.append(arrangement_text(arrangement))
    if len(hand.hand) == 11:
        throw, after = _best_throw(hand)
        if throw is not None:
            lines.append(f"Best discard: {throw} → deadwood {after}")
    embed.description = "\n".join(lines)
    if table.discard_pile:
        embed.add_field(name="Discard pile", value=f"Top: **{table.discard_pile[-1]}**")
    embed.add_field(name="Stock", value=f"{table.stock_size} cards")
    taken = hand.opponent_took
    if taken:
        embed.add_field(name="They took", value=cards_text(taken))
    if table.knock_limit is not None and table.knock_limit != 10:
        limit = table.knock_limit
        embed.add_field(name="Knock limit", value=str(limit) if limit else "gin only")
    return embed


def _best_throw(hand: PlayerView) -> tuple[Card | None, int]:
    mask = mask_of(hand.hand)
    choices = [c for c in hand.hand if c != hand.just_taken]
    if not choices:
        return None, 0
    best = min(choices, key=lambda c: (min_deadwood(mask & ~c.mask), -c.value))
    return best, min_deadwood(mask & ~best.mask)


def hand_rows(game_id: int, version: int, hand: PlayerView) -> list[list[dict[str, Any]]]:
    """The controls a hand offers, as plain component specs: only legal actions, each tied to
    this game and version."""
    legal = hand.legal_actions
    rows: list[list[dict[str, Any]]] = []
    top = hand.table.discard_pile[-1] if hand.table.discard_pile else None
    buttons: list[dict[str, Any]] = []
    if PassUpcard() in legal:
        buttons.append(button(game_id, version, Control.TAKE, f"Take {top}", "primary"))
        buttons.append(button(game_id, version, Control.PASS, "Pass"))
    elif DrawStock() in legal:
        buttons.append(button(game_id, version, Control.DRAW, "Draw from stock", "primary"))
        if TakeDiscard() in legal:
            buttons.append(button(game_id, version, Control.TAKE, f"Take {top}", "primary"))
    gins = [a.card for a in legal if isinstance(a, Gin)]
    if len(gins) == 1:
        label = f"Gin! (discard {gins[0]})"
        buttons.append(button(game_id, version, Control.GIN, label, "success", gins[0]))
    if BigGin() in legal:
        buttons.append(button(game_id, version, Control.BIG_GIN, "Big gin!", "success"))
    buttons.append(button(game_id, version, Control.REFRESH, "Refresh"))
    mask = mask_of(hand.hand)
    discards = [a.card for a in legal if isinstance(a, Discard)]
    if discards:
        options = _card_options(discards, mask)
        rows.append([select(game_id, version, Control.DISCARD, "Discard…", options)])
    knocks = [a.card for a in legal if isinstance(a, Knock)]
    if knocks:
        options = _card_options(knocks, mask)
        rows.append([select(game_id, version, Control.KNOCK, "Knock, discarding…", options)])
    if len(gins) > 1:
        options = _card_options(gins, mask)
        rows.append([select(game_id, version, Control.GIN, "Go gin, discarding…", options)])
    rows.append(buttons)
    return rows


def _card_options(cards: Sequence[Card], mask: int) -> list[dict[str, str]]:
    scored = sorted(cards, key=lambda c: (min_deadwood(mask & ~c.mask), -c.value, c.index))
    return [
        {
            "label": str(c),
            "value": c.code,
            "description": f"deadwood after: {min_deadwood(mask & ~c.mask)}",
        }
        for c in scored
    ]


def knock_choice_embed(game_id: int, card: Card, options: Sequence[Arrangement]) -> discord.Embed:
    embed = discord.Embed(title=f"Knock with {card}? · game #{game_id}", colour=GOLD)
    embed.description = "You will lay down:\n" + arrangement_text(options[0])
    if len(options) > 1:
        embed.description += "\n\nOr pick another arrangement below."
    return embed


# -- results ----------------------------------------------------------------------------------


def deal_result_embed(
    game_id: int,
    number: int,
    outcome: DealOutcome,
    players: Sequence[int],
    scores: Sequence[int],
    target: int,
) -> discord.Embed:
    """The showdown, public as at a real table."""
    names = [mention(p) for p in players]
    embed = discord.Embed(title=f"Deal {number} · game #{game_id}", colour=GOLD)
    if outcome.kind is OutcomeKind.DRAW:
        embed.description = (
            "The stock ran out: this deal is a draw. Nobody scores and the same dealer deals again."
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
            name="Laid off", value="\n".join(str(lay) for lay in outcome.layoffs), inline=False
        )
    embed.add_field(
        name=f"Score (to {target})",
        value=" · ".join(f"{names[i]} **{scores[i]}**" for i in (0, 1)),
        inline=False,
    )
    return embed


def game_over_embed(game_id: int, outcome: GameOutcome, players: Sequence[int]) -> discord.Embed:
    names = [mention(p) for p in players]
    winner = outcome.winner
    embed = discord.Embed(title=f"Game over · game #{game_id}", colour=GOLD)
    if outcome.ending is Ending.FORFEIT:
        assert outcome.forfeited_by is not None
        why = "ran out of time" if outcome.reason == "timeout" else "resigned"
        embed.description = f"{names[outcome.forfeited_by]} {why}: {names[winner]} wins by forfeit."
    else:
        embed.description = f"🏆 {names[winner]} wins!"
        if outcome.shutout:
            embed.description += " A **shutout**: the winner's total is doubled."
    lines = ["```", f"{'':10}{'Player 1':>10}{'Player 2':>10}"]
    rows = [
        ("Hands", outcome.points),
        ("Boxes", outcome.box_points),
        ("Game", outcome.game_bonus),
        ("Total", outcome.grand_totals),
    ]
    for label, values in rows:
        lines.append(f"{label:10}{values[0]:>10}{values[1]:>10}")
    lines.append("```")
    embed.add_field(name="Player 1", value=names[0], inline=True)
    embed.add_field(name="Player 2", value=names[1], inline=True)
    embed.add_field(name="Score sheet", value="\n".join(lines), inline=False)
    return embed


def rules_text(rules_line: str) -> str:
    return (
        "**Gin rummy in brief.** Ten cards each. On your turn draw one card (the stock or the "
        "top of the discard pile), then discard one; you can't throw back the card you just "
        "took from the pile. Melds are sets (3-4 of a rank) and runs (3+ in a suit; aces low). "
        "Knock when your unmatched cards (deadwood) total the knock limit or less; go gin with "
        "none. After a knock the defender lays off cards on your melds; lower deadwood wins the "
        "difference, and a tie or lower is an undercut.\n"
        f"**This game:** {rules_line}."
    )


# -- whole messages from a table ----------------------------------------------------------------


def table_message(
    table: Table, deadline: float | None
) -> tuple[discord.Embed, discord.ui.View | None]:
    """The public message of a challenge or a game (``deadline``: its timer, wall clock)."""
    row = table.row
    game_id, version = table.id, table.version
    if table.game is None:
        embed = challenge_embed(
            game_id,
            table.players,
            row.rules.describe(),
            row.turn_seconds,
            deadline,
            row.status,
            table.moved_by,
        )
        if row.status is not GameStatus.CHALLENGE:
            return embed, None
        buttons = [
            button(game_id, version, Control.ACCEPT, "Accept", "success"),
            button(game_id, version, Control.DECLINE, "Decline"),
            button(game_id, version, Control.CANCEL, "Cancel", "danger"),
        ]
        return embed, build_view([buttons])
    embed = table_embed(game_id, table.game.public_view(), table.players, deadline, table.moved_by)
    if row.status is GameStatus.ABANDONED:
        embed.description = "This game was abandoned: its channel can't be reached."
    if row.status is not GameStatus.ACTIVE:
        return embed, None
    buttons = [
        button(game_id, version, Control.HAND, "Show my hand", "primary"),
        button(game_id, version, Control.RULES, "Rules"),
        button(game_id, version, Control.RESIGN, "Resign", "danger"),
    ]
    return embed, build_view([buttons])


def hand_message(
    table: Table, user_id: int, note: str | None = None
) -> tuple[discord.Embed, discord.ui.View]:
    """A player's private hand (their own view of the game only)."""
    seat = table.seat_of(user_id)
    assert table.game is not None and seat is not None
    view = table.game.view_for(seat)
    assert view.hand is not None
    embed = hand_embed(table.id, view, table.players, note)
    active = table.status is GameStatus.ACTIVE
    rows = hand_rows(table.id, table.version, view.hand) if active else []
    return embed, build_view(rows)


def knock_screen(
    table: Table, version: int, card: Card, options: Sequence[Arrangement]
) -> tuple[discord.Embed, discord.ui.View]:
    """Confirm a knock with the automatic melds, or pick another arrangement."""
    rows: list[list[dict[str, Any]]] = []
    if len(options) > 1:
        choices = [
            {"label": _short(a), "value": str(i), "description": f"deadwood {a.deadwood}"}
            for i, a in enumerate(options[:25])
        ]
        rows.append(
            [select(table.id, version, Control.KNOCK_PICK, "Lay other melds…", choices, card)]
        )
    rows.append(
        [
            button(table.id, version, Control.KNOCK_GO, f"Knock with {card}", "success", card),
            button(table.id, version, Control.REFRESH, "Back"),
        ]
    )
    return knock_choice_embed(table.id, card, options), build_view(rows)


def _short(arrangement: Arrangement) -> str:
    text = " ".join(f"[{m}]" for m in arrangement.melds)
    return text if len(text) <= 100 else text[:99] + "…"


def post_message(table: Table, post: Post, deadline: float | None) -> dict[str, Any]:
    """The message an outbox post stands for, as the game stood when the post was called for:
    a showdown shows its deal and the score right after it, not later deals."""
    game = table.game
    assert game is not None
    if post.kind is PostKind.SHOWDOWN:
        outcome = game.deals[post.deal - 1].outcome()
        assert outcome is not None
        scores = game.scores_after(post.deal)
        embed = deal_result_embed(
            table.id, post.deal, outcome, table.players, scores, game.rules.target
        )
        return {"embed": embed}
    if post.kind is PostKind.RESULT:
        outcome = game.outcome()
        assert outcome is not None
        return {"embed": game_over_embed(table.id, outcome, table.players)}
    assert post.member_id is not None
    member = post.member_id
    return {
        "content": f"<@{member}>, it's your turn in gin rummy game #{table.id}. Time runs out "
        f"{deadline_text(deadline)}; open your hand from the table.",
        "allowed_mentions": discord.AllowedMentions(users=[discord.Object(member)]),
    }
