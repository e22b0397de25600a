"""Discord rendering: embeds and components from the engine's views.

Rendering takes views, never the full state: the table and results read ``public_view()``, a
private hand reads ``view_for(player)`` (the player's own deal only: a partner's hand is never in
it). A card can only reach a public message through the public view (the discard pile, the cards
taken from it) or a showdown, which is public at a real table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot.discord.controls import Control, ControlKey, build_view, button, select
from bot.engine import (
    Action,
    Arrangement,
    BigGin,
    BoardView,
    Card,
    DealOutcome,
    Discard,
    DrawStock,
    Ending,
    Format,
    GameOutcome,
    GameView,
    Gin,
    HandResult,
    Knock,
    Meld,
    OutcomeKind,
    PassUpcard,
    Phase,
    PlayerView,
    Rotation,
    SheetView,
    Standing,
    TakeDiscard,
    Variant,
    best_melds,
)
from bot.engine.review import DealReview
from bot.model import GameStatus, Post, PostKind, is_former_member
from bot.model.computer import computer_level
from bot.pictures import drawing as pictures
from bot.service import AGREED_TO_ABANDON, Table

__all__ = [
    "challenge_embed",
    "deal_result_embed",
    "game_over_embed",
    "hand_embed",
    "hand_message",
    "hand_rows",
    "hand_scene",
    "knock_screen",
    "post_message",
    "rules_text",
    "show_picture",
    "table_embed",
    "table_message",
    "table_scene",
]

GREEN = discord.Colour.from_rgb(46, 125, 50)
GOLD = discord.Colour.gold()
GREY = discord.Colour.light_grey()
RECENT_DISCARDS = 5
REVIEW_LINES = 10  # discards listed in a review
PLACES = {1: "🥇 1st", 2: "🥈 2nd", 3: "🥉 3rd", 4: "4th"}
FORMAT_WORDS = {
    Format.HEADS_UP: "",
    Format.THREE: "three players",
    Format.PARTNERSHIP: "partnerships",
    Format.HOLLYWOOD: "Hollywood",
}

Deadlines = Mapping[int, float]  # timer slot (board) -> wall-clock deadline


FORMER_MEMBER = "*a former member*"


def mention(user_id: int) -> str:
    if is_former_member(user_id):  # asked to be forgotten (/gin forget-me)
        return FORMER_MEMBER
    level = computer_level(user_id)
    return f"Computer ({level.value})" if level else f"<@{user_id}>"


def card_text(card: Card) -> str:
    """``10♦️``: red suits as Discord's red emoji (the variation selector asks for it), black
    suits as plain text, so they keep the theme's text colour (Twemoji's black suits all but
    vanish on the dark theme). The two colours tell the suits apart at a glance."""
    return f"{card.rank.face}{card.suit.symbol}\ufe0f" if card.suit.red else str(card)


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card_text(c) for c in cards) or "—"


def meld_text(meld: Meld) -> str:
    return f"[{cards_text(meld.cards)}]"


def arrangement_text(arrangement: Arrangement) -> str:
    melds = " ".join(meld_text(m) for m in arrangement.melds)
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
        return f"{who} discarded {card_text(action.card)}"
    if isinstance(action, Knock):
        return f"{who} knocked"
    if isinstance(action, Gin):
        return f"{who} went gin"
    if isinstance(action, BigGin):
        return f"{who} went big gin"
    return f"{who} played"


def to_do(phase: Phase, top: Card | None, stock_only: bool) -> str:
    upcard = card_text(top) if top else ""
    if phase is Phase.FIRST_UPCARD:
        return f"take the upcard {upcard} or pass"
    if phase is Phase.DRAW:
        return "draw from the stock" if stock_only else f"draw from the stock or take {upcard}"
    if phase is Phase.DISCARD:
        return "discard (or knock)"
    return "wait"


def moved_text(seconds: float) -> str:
    return (
        f"⏸️ I was offline for {duration_text(seconds)}, so every deadline moved by as much: "
        "time I can't hear your clicks never counts against you."
    )


def side_names(sheet: SheetView, players: Sequence[int]) -> list[str]:
    """Each side as people say it: a player, or a team ("@ann & @cat")."""
    return [" & ".join(mention(players[p]) for p in side) for side in sheet.sides]


def board_label(view: GameView, board: BoardView) -> str:
    return f"Table {board.board + 1} · " if len(view.boards) > 1 else ""


# -- the table --------------------------------------------------------------------------------


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


def score_field(view_sheet: SheetView, players: Sequence[int], target: int) -> tuple[str, str]:
    """The running sheet: a line per side; Hollywood: three games a line (✓: closed)."""
    names = side_names(view_sheet, players)
    if len(view_sheet.points) == 1:
        lines = [f"{names[s]}: **{view_sheet.points[0][s]}**" for s in range(len(names))]
    else:
        closed = ["✓" if c else "" for c in view_sheet.closed]
        lines = [
            f"{names[s]}: "
            + " · ".join(f"{g[s]}{closed[i]}" for i, g in enumerate(view_sheet.points))
            for s in range(len(names))
        ]
        lines.append("(games 1 · 2 · 3; ✓ closed)")
    title = f"Score (to {target})"
    if len(view_sheet.sides) == 2 and len(view_sheet.sides[0]) == 2:
        title += f" · round {view_sheet.round}"
    return title, "\n".join(lines)


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
    kind = FORMAT_WORDS[rules.format]
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
            lines.append(moved_text(moved_by))
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
        name=f"{label}Deal {board.number}",
        value=f"{names[0]} vs {names[1]}\nDealer: {dealer}\nStock: {table.stock_size} cards\n"
        f"Cards: {table.card_counts[0]} · {table.card_counts[1]}",
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


FRIENDLY = " · a friendly game (unrated)"


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
            lines.append(moved_text(moved_by))
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


# -- the private hand -------------------------------------------------------------------------


def hand_embed(
    game_id: int,
    view: GameView,
    players: Sequence[int],
    note: str | None = None,
    *,
    hints: bool = False,
) -> discord.Embed:
    """A player's own hand, sorted into its best melds, with what to do now (and, with
    ``hints``, the discard that leaves the least deadwood); or, sitting out, when they are back
    in."""
    assert view.player is not None
    hand = view.hand
    lines = [f"*{note}*"] if note else []
    if hand is None:
        embed = discord.Embed(title=f"Game #{game_id}: you sit out this hand", colour=GREY)
        if view.outcome is not None:
            lines.append("The game is over.")
        else:
            (board,) = view.boards
            a, b = (mention(players[p]) for p in board.seating.players)
            lines.append(f"You sit out this hand; you're back in when {a} and {b} have played it.")
            name, value = score_field(view.sheet, players, view.rules.target)
            embed.add_field(name=name, value=value, inline=False)
        embed.description = "\n".join(lines)
        return embed
    table = hand.table
    board = next(b for b in view.boards if b.board == view.board)
    label = f", table {board.board + 1}" if len(view.boards) > 1 else ""
    embed = discord.Embed(
        title=f"Your hand · game #{game_id}, deal {board.number}{label}", colour=GREEN
    )
    opponent = mention(players[board.seating.players[1 - hand.seat]])
    if view.outcome is not None:
        lines.append("The game is over.")
    elif table.phase is Phase.OVER:
        lines.append("This deal is over.")
    elif hand.legal_actions:
        top = table.discard_pile[-1] if table.discard_pile else None
        lines.append(f"**Your turn:** {to_do(table.phase, top, table.stock_only)}.")
    else:
        lines.append(f"Waiting for {opponent}.")
    lines.append(arrangement_text(best_melds(hand.hand)))
    if hints and hand.best_discard is not None:
        card, after = hand.best_discard
        lines.append(f"Best discard: {card_text(card)} → deadwood {after}")
    embed.description = "\n".join(lines)
    if table.discard_pile:
        top = card_text(table.discard_pile[-1])
        embed.add_field(name="Discard pile", value=f"Top: **{top}**")
    embed.add_field(name="Stock", value=f"{table.stock_size} cards")
    if hand.opponent_took:
        embed.add_field(name="They took", value=cards_text(hand.opponent_took))
    if table.knock_limit is not None and table.knock_limit != 10:
        limit = table.knock_limit
        embed.add_field(name="Knock limit", value=str(limit) if limit else "gin only")
    return embed


def hand_rows(
    game_id: int, version: str, hand: PlayerView, *, hints: bool = False
) -> list[list[dict[str, Any]]]:
    """The controls a hand offers, as plain component specs: only legal actions, each tied to
    this game and this view's version."""
    legal = hand.legal_actions
    rows: list[list[dict[str, Any]]] = []
    top = card_text(hand.table.discard_pile[-1]) if hand.table.discard_pile else ""
    buttons: list[dict[str, Any]] = []
    if PassUpcard() in legal:
        buttons.append(button(game_id, version, Control.TAKE, f"Take {top}", "primary"))
        buttons.append(button(game_id, version, Control.PASS, "Pass"))
    elif DrawStock() in legal:
        buttons.append(button(game_id, version, Control.DRAW, "Draw from stock", "primary"))
        if TakeDiscard() in legal:
            buttons.append(button(game_id, version, Control.TAKE, f"Take {top}", "primary"))
    gins = {a.card for a in legal if isinstance(a, Gin)}
    if len(gins) == 1:
        (card,) = gins
        label = f"Gin! (discard {card_text(card)})"
        buttons.append(button(game_id, version, Control.GIN, label, "success", card))
    if BigGin() in legal:
        buttons.append(button(game_id, version, Control.BIG_GIN, "Big gin!", "success"))
    buttons.append(button(game_id, version, Control.REFRESH, "Refresh"))
    discards = {a.card for a in legal if isinstance(a, Discard)}
    if discards:
        options = _card_options(hand, discards, hints)
        rows.append([select(game_id, version, Control.DISCARD, "Discard…", options)])
    knocks = {a.card for a in legal if isinstance(a, Knock)}
    if knocks:
        options = _card_options(hand, knocks, hints)
        rows.append([select(game_id, version, Control.KNOCK, "Knock, discarding…", options)])
    if len(gins) > 1:
        options = _card_options(hand, gins, hints)
        rows.append([select(game_id, version, Control.GIN, "Go gin, discarding…", options)])
    rows.append(buttons)
    return rows


def _card_options(hand: PlayerView, cards: set[Card], hints: bool) -> list[dict[str, str]]:
    """Select options: with hints, in the engine's order (the least deadwood left first) with
    the deadwood each leaves; without, in the hand's own order (that order is a hint too)."""
    # The description names the card, which screen readers say better than its symbols.
    if hints:
        return [
            {
                "label": card_text(card),
                "value": card.code,
                "description": f"{card.spoken} · deadwood after: {left}",
            }
            for card, left in hand.discards
            if card in cards
        ]
    return [
        {"label": card_text(card), "value": card.code, "description": card.spoken}
        for card in hand.hand
        if card in cards
    ]


def knock_choice_embed(game_id: int, card: Card, options: Sequence[Arrangement]) -> discord.Embed:
    embed = discord.Embed(title=f"Knock with {card_text(card)}? · game #{game_id}", colour=GOLD)
    embed.description = "You will lay down:\n" + arrangement_text(options[0])
    if len(options) > 1:
        embed.description += "\n\nOr pick another arrangement below."
    return embed


# -- results ----------------------------------------------------------------------------------


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


# -- whole messages from a table ----------------------------------------------------------------


def table_message(
    table: Table, deadlines: Deadlines, key: ControlKey
) -> tuple[discord.Embed, discord.ui.View | None]:
    """The public message of a challenge or a game (``deadlines``: per slot, wall clock)."""
    row = table.row
    game_id, version = table.id, str(table.version)
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


def hand_message(
    table: Table, user_id: int, key: ControlKey, note: str | None = None
) -> tuple[discord.Embed, discord.ui.View]:
    """A player's private hand (their own view of the game only)."""
    seat = table.player_of(user_id)
    assert table.game is not None and seat is not None
    view = table.game.view_for(seat)
    hints = table.row.hints
    embed = hand_embed(table.id, view, table.players, note, hints=hints)
    version = table.view_version(user_id)
    if table.status is not GameStatus.ACTIVE:
        return embed, build_view([], key)
    if view.hand is None:  # sitting out: only a way to look again later
        rows = [[button(table.id, version, Control.REFRESH, "Refresh")]]
    else:
        rows = hand_rows(table.id, version, view.hand, hints=hints)
    return embed, build_view(rows, key, user_id)


def knock_screen(
    table: Table,
    user_id: int,
    version: str,
    card: Card,
    options: Sequence[Arrangement],
    key: ControlKey,
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
            button(
                table.id,
                version,
                Control.KNOCK_GO,
                f"Knock with {card_text(card)}",
                "success",
                card,
            ),
            button(table.id, version, Control.REFRESH, "Back"),
        ]
    )
    return knock_choice_embed(table.id, card, options), build_view(rows, key, user_id)


def _short(arrangement: Arrangement) -> str:
    text = " ".join(meld_text(m) for m in arrangement.melds)
    return text if len(text) <= 100 else text[:99] + "…"


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


def rematch_button(game_id: int, version: str) -> dict[str, Any]:
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
        version = str(table.version)
        buttons = [rematch_button(table.id, version)]
        if any(computer_level(p) for p in table.players):
            buttons.append(button(table.id, version, Control.REVIEW, "Review my game"))
        message["view"] = build_view([buttons], key)
        return message
    assert post.member_id is not None
    member = post.member_id
    slot = game.seatings[post.deal - 1].board
    return {
        "content": f"<@{member}>, it's your turn in gin rummy game #{table.id}. Time runs out "
        f"{deadline_text(deadlines.get(slot))}; open your hand from the table.",
        "allowed_mentions": discord.AllowedMentions(users=[discord.Object(member)]),
    }


# -- pictures beside the text ---------------------------------------------------------------------


def table_scene(table: Table) -> pictures.TableScene | None:
    """What the table's picture shows, from the public view alone (None: no game yet)."""
    if table.game is None:
        return None
    view = table.game.public_view()
    return pictures.table_scene(view.boards, view.sitting_out)


def hand_scene(table: Table, user_id: int) -> pictures.HandScene | None:
    """What a player's hand picture shows (None: not a player, or sitting out)."""
    seat = table.player_of(user_id)
    if table.game is None or seat is None:
        return None
    hand = table.game.view_for(seat).hand
    return None if hand is None else pictures.hand_scene(hand)


def show_picture(embed: discord.Embed, scene: pictures.Scene) -> None:
    """The embed shows the picture attached beside it (its text stays)."""
    embed.set_image(url=f"attachment://{pictures.file_name(scene)}")
