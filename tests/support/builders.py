"""Build exact deals for tests: say who holds what, get the deck that deals it."""

from __future__ import annotations

from bot.engine import (
    DrawStock,
    PassUpcard,
    Rules,
    parse_cards,
)
from bot.engine.cards import CARDS, Card
from bot.engine.deal import Deal


def make_deck(non_dealer: str, dealer: str, upcard: str, stock: str = "") -> list[Card]:
    """A deck dealing these hands (one card at a time, non-dealer first), this upcard, and a
    stock whose first draws are ``stock``; the remaining cards follow in deck order."""
    nd, dl = parse_cards(non_dealer), parse_cards(dealer)
    assert len(nd) == len(dl) == 10, "each hand needs ten cards"
    head = [card for pair in zip(nd, dl, strict=True) for card in pair]
    head += list(parse_cards(upcard)) + list(parse_cards(stock))
    assert len(set(head)) == len(head), "a card is named twice"
    return head + [c for c in CARDS if c not in head]


def make_deal(
    non_dealer: str,
    dealer: str,
    upcard: str,
    stock: str = "",
    rules: Rules | None = None,
    dealer_seat: int = 1,
) -> Deal:
    return Deal(rules or Rules(), dealer_seat, make_deck(non_dealer, dealer, upcard, stock))


def deal_at_discard(
    eleven: str, defender: str, drawn: str, upcard: str = "KH", rules: Rules | None = None
) -> Deal:
    """Seat 0 (the non-dealer) holds ``eleven`` after drawing ``drawn`` from the stock, and must
    discard; seat 1 holds ``defender``. Both passed the upcard first."""
    cards = parse_cards(eleven)
    drawn_card = parse_cards(drawn)[0]
    assert drawn_card in cards
    ten = " ".join(c.code for c in cards if c != drawn_card)
    deal = make_deal(ten, defender, upcard, drawn, rules)
    for action in (PassUpcard(), PassUpcard(), DrawStock()):
        deal.apply(action)
    return deal


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def card(text: str) -> Card:
    return Card.parse(text)
