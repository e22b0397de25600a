"""Rendering: the table shows no hand; a hand offers only legal actions."""

import random

from bot.discord.render import hand as render_hand
from bot.discord.render import table as render_table
from bot.discord.render import words as render_words
from bot.engine import (
    Card,
    Discard,
    Game,
    Gin,
    Knock,
    OklahomaAce,
    PassUpcard,
    Rules,
    TakeDiscard,
    Variant,
    best_melds,
    parse_cards,
)
from bot.model.cards import DEFAULT_STYLE, CardOrder, hand_shown, shown
from bot.model.versions import ViewVersion
from bot.words import words
from tests.support.players import CARD
from tests.support.words import EN_WORDS


def played_game(seed: int, moves: int) -> Game:
    rng = random.Random(seed)
    game = Game.new(Rules(), ("1", "2"), rng)
    for _ in range(moves):
        if game.is_over:
            break
        actions = game.deal.legal_actions()
        plain = [a for a in actions if not isinstance(a, (Knock, Gin))]
        game.apply(rng.choice(plain or actions))
    return game


def embed_text(embed) -> str:  # type: ignore[no-untyped-def]
    data = embed.to_dict()
    parts = [
        data.get("title", ""),
        data.get("description", ""),
        data.get("footer", {}).get("text", ""),
    ]
    for field in data.get("fields", []):
        parts += [field["name"], field["value"]]
    return "\n".join(parts)


def test_the_table_never_shows_a_hidden_card() -> None:
    for seed in range(40):
        game = played_game(seed, seed * 3)
        deal = game.deal
        text = embed_text(
            render_table.table_embed(7, game.public_view(), (11, 22), {0: 1e9}, lang=EN_WORDS)
        )
        public = set(deal.discard_pile) | {c for t in deal.public_view().taken_from_pile for c in t}
        hidden = (set(deal.hand(0)) | set(deal.hand(1)) | set(deal.deck[21:])) - public
        leaked = [c for c in hidden if str(c) in text]
        assert not leaked, (seed, leaked, text)


def test_a_hand_offers_only_legal_actions_and_its_own_cards() -> None:
    for seed in range(40):
        game = played_game(seed, seed * 2)
        if game.is_over or game.turn is None:
            continue
        seat = game.turn
        view = game.view_for(seat)
        assert view.hand is not None
        rows = render_hand.hand_rows(7, ViewVersion(1, 3), view.hand, lang=EN_WORDS)
        legal = {a.notation for a in view.hand.legal_actions}
        for row in rows:
            assert 1 <= len(row) <= 5
            for spec in row:
                assert spec["custom_id"].startswith("gin:7:1.3:")  # type: ignore[union-attr]
                action = spec["custom_id"].split(":")[3]  # type: ignore[union-attr]
                if spec["type"] == "select":
                    assert 1 <= len(spec["options"]) <= 25  # type: ignore[arg-type]
                    for option in spec["options"]:  # type: ignore[union-attr]
                        assert f"{action} {option['value']}" in legal
                elif action in ("take", "pass", "draw"):
                    assert action in legal
        other = set(game.deal.hand(1 - seat)) - set(view.hand.opponent_took)
        text = embed_text(render_hand.hand_embed(7, view, (11, 22), lang=EN_WORDS))
        assert not [c for c in other if str(c) in text]


def test_the_card_just_taken_is_not_offered_as_a_discard() -> None:
    game = Game.new(Rules(), ("1", "2"), random.Random(5))
    upcard = game.deal.upcard
    game.apply(TakeDiscard())
    view = game.view_for(game.deal.turn)  # type: ignore[arg-type]
    assert view.hand is not None
    values = [
        o["value"]
        for row in render_hand.hand_rows(1, ViewVersion(1, 1), view.hand, lang=EN_WORDS)
        for spec in row
        if spec["type"] == "select"
        for o in spec["options"]
    ]  # type: ignore[union-attr]
    assert upcard.code not in values and Discard(upcard) not in view.hand.legal_actions
    assert PassUpcard() not in view.hand.legal_actions


def test_a_gin_only_deal_says_so_in_the_hand() -> None:
    rules = Rules(variant=Variant.OKLAHOMA, oklahoma_ace=OklahomaAce.GIN_ONLY)
    seed = next(
        s
        for s in range(500)
        if Game.new(rules, ("1", "2"), random.Random(s)).deal.upcard.value == 1
    )
    game = Game.new(rules, ("1", "2"), random.Random(seed))
    view = game.view_for(0)
    fields = {
        f["name"]: f["value"]
        for f in render_hand.hand_embed(7, view, (11, 22), lang=EN_WORDS).to_dict()["fields"]
    }
    assert fields["Knock limit"] == "gin only"


def test_hints_only_when_the_game_has_them() -> None:
    game = Game.new(Rules(), ("1", "2"), random.Random(8))
    game.apply(TakeDiscard())
    view = game.view_for(game.deal.turn)  # type: ignore[arg-type]
    assert view.hand is not None and view.hand.best_discard is not None
    card, after = view.hand.best_discard
    left = dict(view.hand.discards)

    def options(hints: bool) -> list[dict[str, str]]:
        rows = render_hand.hand_rows(1, ViewVersion(1, 1), view.hand, hints=hints, lang=EN_WORDS)  # type: ignore[arg-type]
        return next(spec["options"] for row in rows for spec in row if spec["type"] == "select")  # type: ignore[return-value]

    with_hints = embed_text(render_hand.hand_embed(7, view, (11, 22), hints=True, lang=EN_WORDS))
    assert f"Best discard: {render_words.card_text(card)} → deadwood {after}" in with_hints
    hinted = options(True)
    assert {
        "label": render_words.card_text(card),
        "value": card.code,
        "description": f"{card.spoken} · deadwood after: {after} · best",
    } in hinted
    assert [o["description"] for o in hinted if o["value"] != card.code] == [
        f"{Card.parse(o['value']).spoken} · deadwood after: {left[Card.parse(o['value'])]}"
        for o in hinted
        if o["value"] != card.code
    ]
    plain = embed_text(render_hand.hand_embed(7, view, (11, 22), lang=EN_WORDS))
    assert "Best discard" not in plain
    offered = options(False)
    # Without hints the description only names the card, for screen readers.
    assert [o["description"] for o in offered] == [Card.parse(o["value"]).spoken for o in offered]
    # Hints or not, the menu lists the cards as the hand shows them (melds, then deadwood): an
    # order that says nothing the hand's text doesn't.
    shown = hand_shown(view.hand.hand, DEFAULT_STYLE.order).cards
    for menu in (hinted, offered):
        assert [o["value"] for o in menu] == [c.code for c in shown if c != game.deal.upcard]


def test_every_list_of_a_members_cards_is_in_their_order() -> None:
    """The hand's text, its menus and the knock screen's melds, for both orders: melds first,
    then deadwood, as :func:`hand_shown` says."""
    for seed in range(60):
        game = played_game(seed, seed % 7 * 2 + 1)
        if game.is_over or game.turn is None:
            continue
        view = game.view_for(game.turn)
        assert view.hand is not None
        for order in CardOrder:
            expected = hand_shown(view.hand.hand, order)
            text = (
                render_hand.hand_embed(7, view, (11, 22), order=order, lang=EN_WORDS).description
                or ""
            )
            lines = text.split("\n")
            at = next(i for i, line in enumerate(lines) if line.startswith("deadwood:"))
            read = [Card.parse(r + s) for r, s in CARD.findall(lines[at - 1] + lines[at])]
            assert read == list(expected.cards), (seed, order)
            for hints in (False, True):
                rows = render_hand.hand_rows(
                    7, ViewVersion(1, 3), view.hand, hints=hints, order=order, lang=EN_WORDS
                )
                for spec in (s for row in rows for s in row if s["type"] == "select"):
                    menu = [Card.parse(o["value"]) for o in spec["options"]]  # type: ignore[union-attr]
                    assert menu == [c for c in expected.cards if c in menu], (seed, order, hints)
    knock = best_melds(parse_cards("AS 2S 3S 7H 7D 7C KD 5C 9H QD"))
    for order in CardOrder:
        embed = render_hand.knock_choice_embed(1, Card.parse("QD"), [knock], order, lang=EN_WORDS)
        assert cards_text_of(embed.description or "") == list(shown(knock, order).cards)


def cards_text_of(text: str) -> list[Card]:
    return [Card.parse(rank + suit) for rank, suit in CARD.findall(text)]


def test_cards_read_as_people_write_them_with_red_suits_red() -> None:
    ten, spade = Card.parse("TD"), Card.parse("QS")
    # A ten is "10"; ♦ and ♥ carry the emoji selector (Discord draws them red), ♠ and ♣ stay text.
    assert render_words.card_text(ten) == "10♦\ufe0f" and render_words.card_text(spade) == "Q♠"
    assert render_words.cards_text([spade, ten], EN_WORDS) == "Q♠ 10♦\ufe0f"
    seed = next(s for s in range(100) if played_game(s, 0).deal.upcard.rank == 10)
    game = played_game(seed, 0)
    table = embed_text(render_table.table_embed(1, game.public_view(), (11, 22), {}, lang=EN_WORDS))
    top = game.deal.upcard
    assert f"Top: **10{top.suit.symbol}" in table and f"T{top.suit.symbol}" not in table


def test_a_games_number_is_written_as_it_is_and_counts_in_the_language() -> None:
    """A game's number is never grouped (#12345, not #12,345), in any language; a count is
    said in the language's plural ("1 Karte", "5 kart")."""
    game = played_game(3, 2)
    view = game.view_for(game.deal.turn)  # type: ignore[arg-type]
    for code in ("en-US", "de", "pl", "fr"):
        lang = words(code)
        hand = render_hand.hand_embed(12345, view, (11, 22), lang=lang)
        assert "12345" in (hand.title or ""), hand.title
        table = render_table.table_embed(12345, game.public_view(), (11, 22), {}, lang=lang)
        assert "12345" in (table.title or ""), table.title
        stock = lang("count-cards", count=game.deal.stock_size)
        assert stock in embed_text(hand)
