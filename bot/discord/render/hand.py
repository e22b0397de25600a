"""The private hand message: a player's own hand sorted into its melds, what to do now and
the controls of only the legal moves; and the knock screen. It reads ``view_for(player)``: the
player's own deal only (a partner's hand is never in it). Every list of the member's cards here
(the hand's text, the Discard, Knock and Gin menus, the knock screen's melds) is in the one
order they chose (:func:`bot.model.cards.hand_shown`), as their hand's picture is."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.discord.components import build_view
from bot.discord.controls import Control, ControlKey, button, select
from bot.discord.render.words import (
    GOLD,
    GREEN,
    GREY,
    arrangement_text,
    card_spoken,
    card_text,
    cards_text,
    hand_text,
    meld_cards_text,
    mention,
    score_field,
    to_do,
)
from bot.engine import (
    Arrangement,
    BigGin,
    Card,
    Discard,
    DrawStock,
    GameView,
    Gin,
    Knock,
    PassUpcard,
    Phase,
    PlayerView,
    TakeDiscard,
)
from bot.model import GameStatus
from bot.model.cards import DEFAULT_STYLE, CardOrder, CardStyle, hand_shown, shown
from bot.model.versions import ViewVersion
from bot.service import Table
from bot.words import Words

__all__ = [
    "hand_embed",
    "hand_message",
    "hand_rows",
    "knock_choice_embed",
    "knock_screen",
]


def hand_embed(
    game_id: int,
    view: GameView,
    players: Sequence[int],
    note: str | None = None,
    *,
    hints: bool = False,
    order: CardOrder = DEFAULT_STYLE.order,
    lang: Words,
) -> discord.Embed:
    """A player's own hand, sorted into its best melds (in ``order``), with what to do now
    (and, with ``hints``, the discard that leaves the least deadwood); or, sitting out, when
    they are back in."""
    assert view.player is not None
    hand = view.hand
    lines = [f"*{note}*"] if note else []
    if hand is None:
        embed = discord.Embed(title=lang("hand-sit-out-title", game=str(game_id)), colour=GREY)
        if view.outcome is not None:
            lines.append(lang("hand-game-over"))
        else:
            (board,) = view.boards
            a, b = (mention(players[p], lang) for p in board.seating.players)
            lines.append(lang("hand-sit-out", first=a, second=b))
            name, value = score_field(view.sheet, players, view.rules.target, lang)
            embed.add_field(name=name, value=value, inline=False)
        embed.description = "\n".join(lines)
        return embed
    table = hand.table
    board = next(b for b in view.boards if b.board == view.board)
    if len(view.boards) > 1:
        title = lang(
            "hand-title-table", game=str(game_id), deal=board.number, table=board.board + 1
        )
    else:
        title = lang("hand-title", game=str(game_id), deal=board.number)
    embed = discord.Embed(title=title, colour=GREEN)
    opponent = mention(players[board.seating.players[1 - hand.seat]], lang)
    if view.outcome is not None:
        lines.append(lang("hand-game-over"))
    elif table.phase is Phase.OVER:
        lines.append(lang("hand-deal-over"))
    elif hand.legal_actions:
        top = table.discard_pile[-1] if table.discard_pile else None
        lines.append(lang("hand-your-turn", todo=to_do(table.phase, top, table.stock_only, lang)))
    else:
        lines.append(lang("hand-waiting", opponent=opponent))
    lines.append(hand_text(hand_shown(hand.hand, order), lang))
    if hints and hand.best_discard is not None:
        card, after = hand.best_discard
        lines.append(lang("hand-best-discard", card=card_text(card), after=after))
    embed.description = "\n".join(lines)
    if table.discard_pile:
        top_card = card_text(table.discard_pile[-1])
        embed.add_field(
            name=lang("hand-field-pile"), value=lang("hand-field-pile-top", card=top_card)
        )
    embed.add_field(
        name=lang("hand-field-stock"), value=lang("count-cards", count=table.stock_size)
    )
    if hand.opponent_took:
        embed.add_field(name=lang("hand-field-took"), value=cards_text(hand.opponent_took, lang))
    if table.knock_limit is not None and table.knock_limit != 10:
        limit = table.knock_limit
        value = str(limit) if limit else lang("hand-knock-limit-gin")
        embed.add_field(name=lang("hand-field-knock-limit"), value=value)
    return embed


def hand_rows(
    game_id: int,
    version: ViewVersion,
    hand: PlayerView,
    *,
    hints: bool = False,
    order: CardOrder = DEFAULT_STYLE.order,
    lang: Words,
) -> list[list[dict[str, Any]]]:
    """The controls a hand offers, as plain component specs: only legal actions, each tied to
    this game and this view's version; the menus' cards in ``order``, as the hand shows them."""
    legal = hand.legal_actions
    rows: list[list[dict[str, Any]]] = []
    top = card_text(hand.table.discard_pile[-1]) if hand.table.discard_pile else ""
    buttons: list[dict[str, Any]] = []
    take = lang("hand-take", card=top)
    if PassUpcard() in legal:
        buttons.append(button(game_id, version, Control.TAKE, take, "primary"))
        buttons.append(button(game_id, version, Control.PASS, lang("hand-pass")))
    elif DrawStock() in legal:
        buttons.append(button(game_id, version, Control.DRAW, lang("hand-draw"), "primary"))
        if TakeDiscard() in legal:
            buttons.append(button(game_id, version, Control.TAKE, take, "primary"))
    gins = {a.card for a in legal if isinstance(a, Gin)}
    if len(gins) == 1:
        (card,) = gins
        label = lang("hand-gin", card=card_text(card))
        buttons.append(button(game_id, version, Control.GIN, label, "success", card))
    if BigGin() in legal:
        buttons.append(button(game_id, version, Control.BIG_GIN, lang("hand-big-gin"), "success"))
    buttons.append(button(game_id, version, Control.REFRESH, lang("hand-refresh")))
    menus = (
        (Discard, Control.DISCARD, "hand-discard-menu"),
        (Knock, Control.KNOCK, "hand-knock-menu"),
    )
    for kind, control, placeholder in menus:
        cards = {a.card for a in legal if isinstance(a, kind)}
        if cards:
            options = _card_options(hand, cards, hints, order, lang)
            rows.append([select(game_id, version, control, lang(placeholder), options)])
    if len(gins) > 1:
        options = _card_options(hand, gins, hints, order, lang)
        rows.append([select(game_id, version, Control.GIN, lang("hand-gin-menu"), options)])
    rows.append(buttons)
    return rows


def _card_options(
    hand: PlayerView, cards: set[Card], hints: bool, order: CardOrder, lang: Words
) -> list[dict[str, str]]:
    """Select options, in the order the hand shows its cards (melds, then deadwood): an order
    that hints nothing the hand's text doesn't lang. With hints, each says the deadwood it
    leaves, and the best discard says so."""
    # The description names the card, which screen readers say better than its symbols.
    left = dict(hand.discards) if hints else {}
    best = hand.best_discard[0] if hints and hand.best_discard else None
    options = []
    for card in hand_shown(hand.hand, order).cards:
        if card not in cards:
            continue
        description = card_spoken(card, lang)
        if card in left:
            said = "hand-option-best" if card == best else "hand-option-after"
            description = lang(said, card=description, after=left[card])
        options.append({"label": card_text(card), "value": card.code, "description": description})
    return options


def hand_message(
    table: Table,
    user_id: int,
    key: ControlKey,
    note: str | None = None,
    style: CardStyle = DEFAULT_STYLE,
    *,
    lang: Words,
) -> tuple[discord.Embed, discord.ui.View]:
    """A player's private hand (their own view of the game only), as they chose to see it, in
    their language."""
    player = table.player_of(user_id)
    assert table.game is not None and player is not None
    view = table.game.view_for(player)
    hints, order = table.row.hints, style.order
    embed = hand_embed(table.id, view, table.players, note, hints=hints, order=order, lang=lang)
    version = table.view_version(user_id)
    if table.status is not GameStatus.ACTIVE:
        return embed, build_view([], key)
    if view.hand is None:  # sitting out: only a way to look again later
        rows = [[button(table.id, version, Control.REFRESH, lang("hand-refresh"))]]
    else:
        rows = hand_rows(table.id, version, view.hand, hints=hints, order=order, lang=lang)
    return embed, build_view(rows, key, user_id)


def knock_screen(
    table: Table,
    user_id: int,
    version: ViewVersion,
    card: Card,
    options: Sequence[Arrangement],
    key: ControlKey,
    style: CardStyle = DEFAULT_STYLE,
    *,
    lang: Words,
) -> tuple[discord.Embed, discord.ui.View]:
    """Confirm a knock with the automatic melds, or pick another arrangement (the cards of
    each in the member's order), in the member's language."""
    rows: list[list[dict[str, Any]]] = []
    if len(options) > 1:
        choices = [
            {
                "label": _short(a, style.order),
                "value": str(i),
                "description": lang("knock-option", deadwood=a.deadwood),
            }
            for i, a in enumerate(options[:25])
        ]
        menu = lang("knock-menu")
        rows.append([select(table.id, version, Control.KNOCK_PICK, menu, choices, card)])
    rows.append(
        [
            button(
                table.id,
                version,
                Control.KNOCK_GO,
                lang("knock-go", card=card_text(card)),
                "success",
                card,
            ),
            button(table.id, version, Control.REFRESH, lang("knock-back")),
        ]
    )
    embed = knock_choice_embed(table.id, card, options, style.order, lang=lang)
    return embed, build_view(rows, key, user_id)


def knock_choice_embed(
    game_id: int,
    card: Card,
    options: Sequence[Arrangement],
    order: CardOrder = DEFAULT_STYLE.order,
    *,
    lang: Words,
) -> discord.Embed:
    title = lang("knock-title", card=card_text(card), game=str(game_id))
    embed = discord.Embed(title=title, colour=GOLD)
    lines = [lang("knock-lay-down"), arrangement_text(options[0], order, lang=lang)]
    if len(options) > 1:
        lines += ["", lang("knock-or-pick")]
    embed.description = "\n".join(lines)
    return embed


def _short(arrangement: Arrangement, order: CardOrder) -> str:
    text = " ".join(meld_cards_text(meld) for meld in shown(arrangement, order).melds)
    return text if len(text) <= 100 else text[:99] + "…"
