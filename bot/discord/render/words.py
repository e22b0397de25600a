"""The words every message is made of: members, cards, melds, deadlines, moves, what to do,
the sides, the formats; and the bot's colours. Nothing here draws a whole message."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import discord

from bot.engine import (
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
from bot.words import ENGLISH, Words, words

__all__ = [
    "GOLD",
    "GREEN",
    "GREY",
    "Deadlines",
    "action_words",
    "answer_server_words",
    "arrangement_text",
    "board_label",
    "card_spoken",
    "card_text",
    "cards_text",
    "deadline_text",
    "deal_title",
    "duration_text",
    "hand_text",
    "meld_cards_text",
    "meld_text",
    "member_words",
    "mention",
    "names_text",
    "offline_text",
    "pinging",
    "place_text",
    "place_word",
    "score_field",
    "server_words",
    "side_names",
    "to_do",
]


GREEN = discord.Colour.from_rgb(46, 125, 50)
GOLD = discord.Colour.gold()
GREY = discord.Colour.light_grey()
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}

Deadlines = Mapping[int, float]  # board -> wall-clock deadline


def member_words(interaction: discord.Interaction) -> Words:
    """The words of what only the clicker sees: their Discord's language."""
    return words(interaction.locale.value)


def answer_server_words(interaction: discord.Interaction, chosen: str | None) -> Words:
    """:func:`server_words` for a command's public answer: the server's Discord language as
    the interaction itself says it (``guild_locale``), which is right even while discord.py
    has not yet learnt the server (just after a start it holds a placeholder saying en-US)."""
    if chosen is None and interaction.guild_locale is not None:
        return words(interaction.guild_locale.value)
    return server_words(interaction.guild, chosen)


def server_words(guild: discord.Guild | None, chosen: str | None) -> Words:
    """The words of what the channel sees: the server's choice (``/gin-admin settings``), else
    its Discord language (Discord says en-US for every server that is not a Community one)."""
    if chosen is not None:
        return words(chosen)
    return words(guild.preferred_locale.value if guild is not None else ENGLISH)


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


def mention(user_id: int, lang: Words) -> str:
    if is_former_member(user_id):  # asked to be forgotten (/gin forget-me)
        return lang("former-member")
    level = computer_level(user_id)
    return lang("computer-player", level=level.value) if level else f"<@{user_id}>"


def names_text(members: Sequence[int], lang: Words) -> str:
    return ", ".join(mention(m, lang) for m in members)


def place_word(place: int, lang: Words) -> str:
    """A place in a game's standings: "1st", "4th"."""
    return lang(f"place-{place}") if 1 <= place <= 3 else lang("place-other", place=place)


def place_text(place: int, lang: Words) -> str:
    """A place in a game's standings, with its medal: "🥇 1st", "4th"."""
    said = place_word(place, lang)
    medal = MEDALS.get(place)
    return f"{medal} {said}" if medal else said


def card_text(card: Card) -> str:
    """``10♦️``: red suits as Discord's red emoji (the variation selector asks for it), black
    suits as plain text, so they keep the theme's text colour (Twemoji's black suits all but
    vanish on the dark theme). The two colours tell the suits apart at a glance."""
    return f"{card.rank.face}{card.suit.symbol}\ufe0f" if card.suit.red else str(card)


def cards_text(cards: Sequence[Card], lang: Words) -> str:
    return " ".join(card_text(c) for c in cards) or lang("cards-none")


def card_spoken(card: Card, lang: Words) -> str:
    """A card's name as a screen reader says it: "ten of diamonds"."""
    return lang("card-spoken", rank=card.rank.word, suit=card.suit.word)


def meld_cards_text(cards: Sequence[Card]) -> str:
    """A meld's cards in brackets: ``[7♥️ 8♥️ 9♥️]`` (a meld is never empty: no words)."""
    return f"[{' '.join(card_text(c) for c in cards)}]"


def meld_text(meld: Meld) -> str:
    return meld_cards_text(meld.cards)


def arrangement_text(
    arrangement: Arrangement, order: CardOrder = DEFAULT_STYLE.order, *, lang: Words
) -> str:
    """Melds, then deadwood, in ``order`` (a member's own cards: theirs; a public showdown:
    the default)."""
    return hand_text(shown(arrangement, order), lang)


def hand_text(hand: ShownHand, lang: Words) -> str:
    """A hand as shown: its melds on one line, its deadwood and their count on the next."""
    melds = " ".join(meld_cards_text(meld) for meld in hand.melds) or lang("hand-melds-none")
    value = hand.deadwood_value
    if not hand.deadwood:
        return f"{melds}\n{lang('hand-deadwood-none', value=value)}"
    return f"{melds}\n{lang('hand-deadwood', cards=cards_text(hand.deadwood, lang), value=value)}"


def deadline_text(deadline: float | None) -> str:
    # Discord renders <t:…:R> as a live relative time in each reader's own clock.
    return f"<t:{int(deadline)}:R>" if deadline else "—"


def duration_text(seconds: float, lang: Words) -> str:
    minutes = round(seconds / 60)
    if minutes < 60:
        return lang("count-minutes", count=minutes)
    hours, minutes = divmod(minutes, 60)
    return lang("duration-hours", hours=hours, minutes=f"{minutes:02d}")


_MOVE_WORDS: dict[type[Action], str] = {
    DrawStock: "move-draw",
    TakeDiscard: "move-take",
    PassUpcard: "move-pass",
    Discard: "move-discard",
    Knock: "move-knock",
    Gin: "move-gin",
    BigGin: "move-big-gin",
}


def action_words(action: Action, who: str, lang: Words) -> str:
    said = _MOVE_WORDS.get(type(action), "move-other")
    if isinstance(action, Discard):
        return lang(said, player=who, card=card_text(action.card))
    return lang(said, player=who)


def to_do(phase: Phase, top: Card | None, stock_only: bool, lang: Words) -> str:
    upcard = card_text(top) if top else ""
    if phase is Phase.FIRST_UPCARD:
        return lang("todo-first-upcard", upcard=upcard)
    if phase is Phase.DRAW:
        return lang("todo-draw-stock") if stock_only else lang("todo-draw", upcard=upcard)
    if phase is Phase.DISCARD:
        return lang("todo-discard")
    return lang("todo-wait")


def offline_text(seconds: float, lang: Words) -> str:
    """The bot was offline for ``seconds``: every deadline moved by as much."""
    return lang("table-offline", duration=duration_text(seconds, lang))


def side_names(sheet: SheetView, players: Sequence[int], lang: Words) -> list[str]:
    """Each side as people say it: a player, or a team ("@ann & @cat")."""
    return [" & ".join(mention(players[p], lang) for p in side) for side in sheet.sides]


def board_label(view: GameView, board: BoardView, lang: Words) -> str:
    return lang("board-label", table=board.board + 1) if len(view.boards) > 1 else ""


def deal_title(view: GameView, board: BoardView, lang: Words) -> str:
    """ "Deal 3"; a partnership's deals by their round and table ("Round 2 · Table 1"), the
    way both tables of a round are dealt together."""
    if view.rules.format is Format.PARTNERSHIP:
        return lang("deal-title-round", round=board.round, table=board.board + 1)
    if len(view.boards) > 1:
        return lang("deal-title-table", table=board.board + 1, deal=board.number)
    return lang("deal-title", deal=board.number)


def score_field(
    view_sheet: SheetView, players: Sequence[int], target: int, lang: Words
) -> tuple[str, str]:
    """The running sheet: a line per side; Hollywood: three games a line (✓: closed)."""
    names = side_names(view_sheet, players, lang)
    if len(view_sheet.points) == 1:
        lines = [f"{names[s]}: **{view_sheet.points[0][s]}**" for s in range(len(names))]
    else:
        closed = ["✓" if c else "" for c in view_sheet.closed]
        lines = [
            f"{names[s]}: "
            + " · ".join(f"{g[s]}{closed[i]}" for i, g in enumerate(view_sheet.points))
            for s in range(len(names))
        ]
        lines.append(lang("score-hollywood-key"))
    if len(view_sheet.sides) == 2 and len(view_sheet.sides[0]) == 2:
        title = lang("score-title-round", target=target, round=view_sheet.round)
    else:
        title = lang("score-title", target=target)
    return title, "\n".join(lines)
