"""The words every message is made of: members, cards, melds, deadlines, moves, what to do,
the sides, the formats; and the bot's colours. Nothing here draws a whole message."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import discord

from bot.engine import (
    FORMAT_WORDS,
    Action,
    Arrangement,
    BigGin,
    BoardView,
    Card,
    Discard,
    DrawStock,
    Format,
    GameView,
    Gin,
    Knock,
    Meld,
    PassUpcard,
    Phase,
    SheetView,
    TakeDiscard,
)
from bot.model import is_former_member
from bot.model.cards import DEFAULT_STYLE, CardOrder, ShownHand, shown
from bot.model.computer import computer_level

__all__ = [
    "FORMER_MEMBER",
    "GOLD",
    "GREEN",
    "GREY",
    "PLACES",
    "Deadlines",
    "action_words",
    "arrangement_text",
    "board_label",
    "card_text",
    "cards_text",
    "deadline_text",
    "deal_title",
    "duration_text",
    "format_words",
    "hand_text",
    "meld_text",
    "mention",
    "names_text",
    "offline_text",
    "pinging",
    "score_field",
    "side_names",
    "to_do",
]


GREEN = discord.Colour.from_rgb(46, 125, 50)
GOLD = discord.Colour.gold()
GREY = discord.Colour.light_grey()
PLACES = {1: "🥇 1st", 2: "🥈 2nd", 3: "🥉 3rd", 4: "4th"}
FORMER_MEMBER = "*a former member*"

Deadlines = Mapping[int, float]  # board -> wall-clock deadline


def pinging(members: Iterable[int]) -> discord.AllowedMentions:
    """A message's pings: exactly these members, never everyone, a role or a replied-to
    member (discord.py allows all three unless told, and a member's name may read
    "@everyone")."""
    return discord.AllowedMentions(
        everyone=False,
        roles=False,
        replied_user=False,
        users=[discord.Object(member) for member in members],
    )


def mention(user_id: int) -> str:
    if is_former_member(user_id):  # asked to be forgotten (/gin forget-me)
        return FORMER_MEMBER
    level = computer_level(user_id)
    return f"Computer ({level.value})" if level else f"<@{user_id}>"


def names_text(members: Sequence[int]) -> str:
    return ", ".join(mention(m) for m in members)


def card_text(card: Card) -> str:
    """``10♦️``: red suits as Discord's red emoji (the variation selector asks for it), black
    suits as plain text, so they keep the theme's text colour (Twemoji's black suits all but
    vanish on the dark theme). The two colours tell the suits apart at a glance."""
    return f"{card.rank.face}{card.suit.symbol}\ufe0f" if card.suit.red else str(card)


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card_text(c) for c in cards) or "—"


def meld_text(meld: Meld) -> str:
    return f"[{cards_text(meld.cards)}]"


def arrangement_text(arrangement: Arrangement, order: CardOrder = DEFAULT_STYLE.order) -> str:
    """Melds, then deadwood, in ``order`` (a member's own cards: theirs; a public showdown:
    the default)."""
    return hand_text(shown(arrangement, order))


def hand_text(hand: ShownHand) -> str:
    """A hand as shown: its melds on one line, its deadwood and their count on the next."""
    melds = " ".join(f"[{cards_text(meld)}]" for meld in hand.melds)
    dead = cards_text(hand.deadwood) if hand.deadwood else "none"
    return f"{melds or 'no melds'}\ndeadwood: {dead} = **{hand.deadwood_value}**"


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


def format_words(value: str, unknown: str | None = None) -> str:
    """A format named by its value (``"three"``) in words; another value as ``unknown`` (None:
    as it is)."""
    try:
        return FORMAT_WORDS[Format(value)].name
    except ValueError:
        return value if unknown is None else unknown


def offline_text(seconds: float) -> str:
    """The bot was offline for ``seconds``: every deadline moved by as much."""
    return (
        f"⏸️ I was offline for {duration_text(seconds)}, so every deadline moved by as much: "
        "time I can't hear your clicks never counts against you."
    )


def side_names(sheet: SheetView, players: Sequence[int]) -> list[str]:
    """Each side as people say it: a player, or a team ("@ann & @cat")."""
    return [" & ".join(mention(players[p]) for p in side) for side in sheet.sides]


def board_label(view: GameView, board: BoardView) -> str:
    return f"Table {board.board + 1} · " if len(view.boards) > 1 else ""


def deal_title(view: GameView, board: BoardView) -> str:
    """ "Deal 3"; a partnership's deals by their round and table ("Round 2 · Table 1"), the
    way both tables of a round are dealt together."""
    if view.rules.format is Format.PARTNERSHIP:
        return f"Round {board.round} · Table {board.board + 1}"
    return f"{board_label(view, board)}Deal {board.number}"


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
