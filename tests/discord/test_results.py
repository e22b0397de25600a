"""The public posts of a game's results, rendered from really played games: the showdown's
points explained in the game's words (checked against the deal's own cards), the partnership
round's note, and the final score sheet hand by hand within Discord's limits."""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Callable, Sequence

import pytest

from bot.discord.render import results as render_results
from bot.engine import (
    BigGin,
    Card,
    Format,
    Game,
    Gin,
    Rules,
    Suit,
    Variant,
    simple_game_move,
)
from bot.phrases import rules_line
from bot.words import ENGLISH, words
from tests.support.fakediscord.validation import validate_message
from tests.support.independent_scorer import Line, rescore, running_totals
from tests.support.sheets import check_sheet, side_mentions
from tests.support.words import EN_WORDS

PLAYERS = (5001, 5002, 5003, 5004)


def play(
    rules: Rules, seed: int, until: Callable[[Game], bool] = lambda g: g.is_over, knock: float = 0.8
) -> Game:
    """A game played by the simple strategy until ``until`` (at most to its end)."""
    rng = random.Random(seed)
    game = Game.new(rules, [str(p) for p in PLAYERS[: rules.format.players]], rng)
    while not game.is_over and not until(game):
        player = rng.choice(game.to_act())
        game.apply(simple_game_move(game, player, knock=rng.random() < knock), player)
    return game


def showdown(game: Game, number: int) -> dict:  # type: ignore[type-arg]
    """The showdown post of deal ``number`` as the bot sends it, as Discord receives it."""
    embed = render_results.deal_result_embed(
        7, game, number, PLAYERS[: len(game.players)], EN_WORDS
    )
    return embed.to_dict()  # type: ignore[return-value]


def text_of(embed: dict) -> str:  # type: ignore[type-arg]
    parts = [embed.get("title", ""), embed.get("description", "")]
    for field in embed.get("fields", []):
        parts += [field["name"], field["value"]]
    return "\n".join(parts)


# -- partnerships: the round's note ---------------------------------------------------------------


def test_the_deal_that_completes_a_partnership_round_does_not_say_it_is_still_to_be_scored() -> (
    None
):
    rules = Rules(format=Format.PARTNERSHIP)
    for seed in range(6):
        game = play(rules, seed, until=lambda g: g.sheet().round >= 3)
        won = [r for r in game.history if r.winner is not None and r.round == 1]
        assert len(won) == 2, seed  # both tables of round 1 have a result
        first, last = sorted(won, key=lambda r: game.history.index(r))
        note = "(round 1 is scored once both tables have played)"
        # The first table's showdown: round 1 is not scored yet, and says so.
        assert note in text_of(showdown(game, first.number)), seed
        # The one completing the round: the score above already holds round 1.
        completing = text_of(showdown(game, last.number))
        assert note not in completing, (seed, completing)
        assert "is scored once" not in completing, (seed, completing)


# -- every showdown's points, from the deal's cards ----------------------------------------------


def value(card: Card) -> int:
    return min(int(card.rank), 10)


def melds_in(cards: Sequence[Card]) -> list[frozenset[Card]]:
    """Every set and run the cards hold (sets of three or four; runs of three or more, aces
    low), written apart from the engine's meld search."""
    found: list[frozenset[Card]] = []
    by_rank: dict[int, list[Card]] = {}
    by_suit: dict[int, list[Card]] = {}
    for card in cards:
        by_rank.setdefault(int(card.rank), []).append(card)
        by_suit.setdefault(int(card.suit), []).append(card)
    for same in by_rank.values():
        for size in (3, 4):
            found += [frozenset(c) for c in itertools.combinations(same, size)]
    for suited in by_suit.values():
        ranks = {int(c.rank): c for c in suited}
        for low in ranks:
            run = [ranks[low]]
            while int(run[-1].rank) + 1 in ranks:
                run.append(ranks[int(run[-1].rank) + 1])
                if len(run) >= 3:
                    found.append(frozenset(run))
    return found


def least_deadwood(cards: Sequence[Card]) -> int:
    """The least deadwood of a hand, over every choice of melds that share no card."""
    melds = melds_in(cards)

    def best(left: frozenset[Card], start: int) -> int:
        result = sum(value(c) for c in left)
        for i in range(start, len(melds)):
            if melds[i] <= left:
                result = min(result, best(left - melds[i], i + 1))
        return result

    return best(frozenset(cards), 0)


def fits(meld: frozenset[Card], added: Sequence[Card]) -> bool:
    """A knocker's meld with the defender's cards laid off on it is still a set or a run."""
    cards = [*meld, *added]
    if len({c.rank for c in meld}) == 1:  # a set
        return len({c.rank for c in cards}) == 1 and len(cards) <= 4
    ranks = sorted(int(c.rank) for c in cards)
    return len({c.suit for c in cards}) == 1 and ranks == list(
        range(ranks[0], ranks[0] + len(ranks))
    )


def defence_deadwood(defender: Sequence[Card], knocker_melds: list[frozenset[Card]]) -> int:
    """The defender's least deadwood over every way of laying off on the knocker's melds."""
    onto = {
        card: [i for i, m in enumerate(knocker_melds) if fits(m, [card]) or _same_suit_run(m, card)]
        for card in defender
    }
    spots = [card for card, melds in onto.items() if melds]
    best = least_deadwood(defender)
    for size in range(1, len(spots) + 1):
        for laid in itertools.combinations(spots, size):
            for choice in itertools.product(*(onto[c] for c in laid)):
                if all(
                    fits(meld, [c for c, m in zip(laid, choice, strict=True) if m == i])
                    for i, meld in enumerate(knocker_melds)
                ):
                    best = min(best, least_deadwood([c for c in defender if c not in laid]))
                    break
    return best


def _same_suit_run(meld: frozenset[Card], card: Card) -> bool:
    """A card that could join a run once other cards fill the gap (laid off one after another)."""
    return len({c.rank for c in meld}) > 1 and card.suit == next(iter(meld)).suit


def cards_in(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.replace("\ufe0f", "").split()]


def printed_arrangement(value_text: str) -> tuple[list[frozenset[Card]], list[Card], int]:
    """(melds, deadwood cards, deadwood) as a showdown's field prints a hand."""
    melds = [frozenset(cards_in(m)) for m in re.findall(r"\[([^\]]*)\]", value_text)]
    match = re.search(r"deadwood: (.*) = \*\*(\d+)\*\*", value_text)
    assert match, value_text
    dead = [] if match[1] == "none" else cards_in(match[1])
    return melds, dead, int(match[2])


SHOWDOWN_RULES = {
    "two players": Rules(),
    "Oklahoma, big gin": Rules.preset("big-gin", variant=Variant.OKLAHOMA),
    "three players": Rules(format=Format.THREE),
    "partnerships": Rules.preset("25/25", format=Format.PARTNERSHIP),
    "Hollywood": Rules(format=Format.HOLLYWOOD),
    "20/10": Rules.preset("20/10"),
}


@pytest.mark.parametrize("name", list(SHOWDOWN_RULES))
def test_every_showdown_explains_its_points_as_the_deals_cards_add_up(name: str) -> None:
    rules = SHOWDOWN_RULES[name]
    seen: set[tuple[str, int]] = set()
    for seed in range(8):
        game = play(rules, seed, knock=0.4)
        players = PLAYERS[: len(game.players)]
        for result in game.history:
            deal = game.deals[result.number - 1]
            embed = showdown(game, result.number)
            text = text_of(embed)
            if result.winner is None:
                assert "is a draw" in embed["description"] and "scores" not in text
                continue
            fields = {f["name"]: f["value"] for f in embed["fields"]}
            knocker_text, defender_text = fields["🃏 knocker"], fields["🛡️ defender"]
            knocker = players.index(int(knocker_text.split("\n")[0][2:-1]))
            k_seat = result.players.index(knocker)
            kept, held = deal.hand(k_seat), deal.hand(1 - k_seat)
            # The knocker's hand as printed: its own cards, melds that are melds, least deadwood.
            melds, dead, k_dw = printed_arrangement(knocker_text)
            assert sorted([*(c for m in melds for c in m), *dead]) == sorted(kept)
            assert all(m in melds_in(kept) for m in melds)
            assert k_dw == sum(value(c) for c in dead) == least_deadwood(kept)
            # The defender's, after laying off on the knocker's melds.
            last = deal.actions[-1][1]
            own, own_dead, d_dw = printed_arrangement(defender_text)
            laid = cards_in(" ".join(re.findall(r"^(\S+) on \[", fields.get("Laid off", ""), re.M)))
            assert sorted([*(c for m in own for c in m), *own_dead, *laid]) == sorted(held)
            assert d_dw == sum(value(c) for c in own_dead)
            if isinstance(last, (Gin, BigGin)):
                assert not laid and d_dw == least_deadwood(held)
            else:
                assert d_dw == defence_deadwood(held, melds)
            # The points, as the rules add them up.
            doubled = rules.variant is Variant.OKLAHOMA and deal.upcard.suit is Suit.SPADES
            if isinstance(last, BigGin):
                assert rules.big_gin_bonus is not None and k_dw == 0 and len(kept) == 11
                kind, base = "big gin", rules.big_gin_bonus + d_dw
                words = f"Big gin: {rules.big_gin_bonus} bonus + {d_dw} deadwood = {base}"
            elif isinstance(last, Gin):
                assert k_dw == 0
                kind, base = "gin", rules.gin_bonus + d_dw
                words = f"Gin: {rules.gin_bonus} bonus + {d_dw} deadwood = {base}"
            elif d_dw <= k_dw:
                kind, base = "undercut", rules.undercut_bonus + k_dw - d_dw
                words = f"Undercut: {rules.undercut_bonus} bonus + ({k_dw} − {d_dw}) = {base}"
            else:
                kind, base = "knock", d_dw - k_dw
                words = f"Knock: {d_dw} − {k_dw} deadwood = {base}"
            points = base * (2 if doubled else 1)
            lines = embed["description"].split("\n")
            assert lines[1] == words, (name, seed, result.number)
            if doubled:
                assert lines[2] == f"Oklahoma: spade upcard, doubled: {base} × 2 = {points}"
            else:
                assert "Oklahoma" not in embed["description"]
            winner = (
                knocker if kind != "undercut" else next(p for p in result.players if p != knocker)
            )
            scores = f"<@{players[winner]}> scores **{points}**"
            assert lines[3 if doubled else 2].startswith(scores), embed["description"]
            assert (result.winner, result.points) == (winner, points)  # the deal row says so too
            seen.add((kind, 2 if doubled else 1))
    assert {"knock", "gin", "undercut"} <= {kind for kind, _ in seen}, seen
    if name == "Oklahoma, big gin":
        assert {("knock", 2), ("gin", 2), ("undercut", 1), ("big gin", 1)} <= seen, seen


# -- partnerships and Hollywood: how a deal's points count ---------------------------------------


def test_the_showdown_completing_a_round_adds_both_tables_as_the_rules_say() -> None:
    rules = Rules.preset("25/25", format=Format.PARTNERSHIP)
    for seed in range(6):
        game = play(rules, seed)
        teams = side_mentions(rules, PLAYERS)
        totals = iter(running_totals(rules, list(game.history)))
        for result in game.history:
            fields = {f["name"]: f["value"] for f in showdown(game, result.number)["fields"]}
            played = [r for r in game.history if r.round == result.round and r.winner is not None]
            if result.winner is None or result is not max(played, key=game.history.index):
                assert not any(name.startswith("Round ") for name in fields)
                continue
            # The round's second table: each team's sum of its partners' hands, the difference.
            assert len(played) == 2
            at = {r.board: r for r in played}
            per_team = [
                [at[b].points if at[b].winner % 2 == team else 0 for b in (0, 1)]  # type: ignore[operator]
                for team in (0, 1)
            ]
            sums = [sum(p) for p in per_team]
            words = " · ".join(
                f"{teams[t]} {per_team[t][0]} + {per_team[t][1]} = {sums[t]}" for t in (0, 1)
            )
            if sums[0] == sums[1]:
                then = f"Equal sums: nobody scores round {result.round}"
            else:
                high = 0 if sums[0] > sums[1] else 1
                then = (
                    f"{teams[high]} score the difference: {sums[high]} − {sums[1 - high]} = "
                    f"{abs(sums[0] - sums[1])}"
                )
            assert fields[f"Round {result.round}: tables 1 + 2"] == f"{words}\n**{then}**"
            number, _, _, after, _ = next(totals)
            assert number == result.round
            score = fields[f"Score (to 125) after round {result.round}"]
            assert score == "\n".join(f"{teams[t]}: **{after[0][t]}**" for t in (0, 1))


def test_a_hollywood_showdown_says_which_games_the_hand_counts_in() -> None:
    rules = Rules(format=Format.HOLLYWOOD, target=60)
    ordinals = {1: "1st", 2: "2nd", 3: "3rd"}

    def games(numbers: list[int]) -> str:
        words = [str(n) for n in numbers]
        listed = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
        return f"game {listed}" if len(words) == 1 else f"games {listed}"

    for seed in range(6):
        game = play(rules, seed)
        before = ((0, 0),) * 3
        wins = [0, 0]
        for number, side, _, after, _ in running_totals(rules, list(game.history)):
            description = showdown(game, number)["description"]
            if side is None:
                assert "scores in" not in description
                continue
            wins[side] += 1
            counted = [g + 1 for g in range(3) if after[g] != before[g]]
            closed = [g + 1 for g in range(3) if max(before[g]) < rules.target <= max(after[g])]
            who = f"<@{PLAYERS[side]}>"
            nth = ordinals.get(wins[side], f"{wins[side]}th")
            words = f"{who}'s {nth} hand won scores in {games(counted)}"
            if closed:
                verb = "closes" if len(closed) == 1 else "close"
                words += f"; {games(closed)} {verb}: {who} reached {rules.target}"
            assert description.split("\n")[-1] == words + ".", (seed, number, description)
            before = after


# -- the final sheet -----------------------------------------------------------------------------


def sheet(game: Game, note: str = "") -> dict:  # type: ignore[type-arg]
    embed = render_results.game_over_embed(
        7, game, PLAYERS[: len(game.players)], note, lang=EN_WORDS
    )
    return embed.to_dict()  # type: ignore[return-value]


def foot(standing: Line, rules: Rules) -> list[str]:
    """A side's foot of the sheet as the independent scorer adds it up."""
    points, boxes, box_points, bonus, doubled, total, _ = standing
    lines = [
        f"Points {points}",
        f"Boxes {boxes} × {rules.box_bonus} = {box_points}",
        f"Game bonus {bonus}",
    ]
    if doubled:
        lines.append(f"Shutout {points + box_points + bonus} × 2 = {total}")
    return [*lines, f"**Total {total}**"]


LONG = {
    "two players": Rules(target=1000),
    "three players": Rules(format=Format.THREE, target=1000),
    "partnerships": Rules.preset("25/25", format=Format.PARTNERSHIP, target=1000),
    "Hollywood": Rules(format=Format.HOLLYWOOD, target=600),
}


@pytest.mark.parametrize("name", list(LONG))
def test_a_long_games_sheet_is_the_deals_own_hand_by_hand_within_discords_limits(
    name: str,
) -> None:
    rules = LONG[name]
    game = play(rules, 3)
    players = list(PLAYERS[: len(game.players)])
    lines, per_game = rescore(rules, list(game.history))
    assert len(running_totals(rules, list(game.history))) > 40  # a long game
    # The history's sheet carries a line more: the rules and when the game finished.
    note = f"{rules_line(rules, words(ENGLISH))} · finished <t:1700000000:f>"
    for embed in (sheet(game), sheet(game, note)):
        assert validate_message({"embeds": [embed]}) == []
        shown = check_sheet(embed, rules, list(game.history), side_mentions(rules, players))
        assert shown == render_results.SHEET_ROWS
        assert re.search(
            r"^(Deals|Rounds) 1–\d+ folded above; the running totals carry on\.$",
            embed["description"],
            re.M,
        )
        columns = {f["value"].split("\n")[0]: f["value"] for f in embed["fields"] if f["inline"]}
        for side, name_ in enumerate(side_mentions(rules, players)):
            column = columns[name_].split("\n")[1:]
            if per_game:  # Hollywood: the three games' totals add up to the side's
                totals = " + ".join(str(g[side][5]) for g in per_game)
                assert column[-2:] == [f"Games {totals}", f"**Total {lines[side][5]}**"]
            else:
                assert column == foot(lines[side], rules)
        if per_game:
            games = {f["name"]: f["value"] for f in embed["fields"] if not f["inline"]}
            for number, game_lines in enumerate(per_game, start=1):
                want = []
                for side, (pts, boxes, box_pts, bonus, doubled, total, _) in enumerate(game_lines):
                    parts = (
                        f"{pts} points + {bonus} game bonus + {box_pts} boxes "
                        f"({boxes} × {rules.box_bonus})"
                    )
                    parts = f"({parts}) × 2 shutout" if doubled else parts
                    want.append(f"<@{players[side]}>: {parts} = {total}")
                assert games[f"Game {number}"] == "\n".join(want)
    assert note in sheet(game, note)["description"]


@pytest.mark.parametrize("name", list(SHOWDOWN_RULES))
def test_a_games_sheet_shows_every_hand_when_they_fit(name: str) -> None:
    rules = SHOWDOWN_RULES[name]
    for seed in range(4):
        game = play(rules, seed)
        embed = sheet(game)
        assert validate_message({"embeds": [embed]}) == []
        players = list(PLAYERS[: len(game.players)])
        shown = check_sheet(embed, rules, list(game.history), side_mentions(rules, players))
        assert shown == len(running_totals(rules, list(game.history))) <= render_results.SHEET_ROWS
        # "Points", never "Hands": a side's points are not the hands it won.
        assert "Hands " not in text_of(embed) and "Boxes " in text_of(embed)


@pytest.mark.parametrize("name", ["two players", "partnerships", "Hollywood"])
def test_a_forfeited_games_sheet_counts_hands_won_without_boxes_or_bonus(name: str) -> None:
    rules = SHOWDOWN_RULES[name]
    game = play(rules, 2, until=lambda g: len(g.score_lines()) >= 4)
    game.resign(1)
    embed = sheet(game)
    assert validate_message({"embeds": [embed]}) == []
    players = list(PLAYERS[: len(game.players)])
    mentions = side_mentions(rules, players)
    assert check_sheet(embed, rules, list(game.history), mentions) == len(game.score_lines())
    columns = {f["value"].split("\n")[0]: f["value"] for f in embed["fields"] if f["inline"]}
    for side, name_ in enumerate(mentions):
        points = game.sheet().scores[side]
        lines = [line for line in game.score_lines() if line.side == side]
        won = f"Hands won {len(lines)}"
        if rules.format is Format.PARTNERSHIP:
            won = f"Rounds won {len(lines)}"
        elif rules.format is Format.HOLLYWOOD:  # each hand's box in each game it counted in
            won = f"Boxes {sum(len(line.games) for line in lines)} in the three games"
        assert columns[name_].split("\n")[1:] == [f"Points {points}", won, f"**Total {points}**"]
    assert " × 25 = " not in text_of(embed) and "Game bonus" not in text_of(embed)
