"""The posts of a game: a deal's showdown (public, as at a real table) with the sheet after it,
the final score sheet with Rematch (and Review, with the computer), the "your turn" reminder;
and a player's private review of a finished game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.discord.components import build_view
from bot.discord.controls import Control, ControlKey, button
from bot.discord.render.words import (
    GOLD,
    Deadlines,
    arrangement_text,
    card_text,
    deadline_text,
    meld_text,
    mention,
    pinging,
    place_text,
    score_field,
    side_names,
)
from bot.engine import (
    CellKind,
    Ending,
    Format,
    Game,
    OutcomeKind,
    Rules,
    ScoreLine,
    Standing,
    round_points,
    standing_cells,
)
from bot.engine.review import DealReview
from bot.model import Post, PostKind
from bot.model.computer import computer_level
from bot.model.versions import ViewVersion
from bot.phrases import cell_words, deal_sums, listed, outcome_key, sheet_table
from bot.service import Table
from bot.words import Words

__all__ = [
    "deal_result_embed",
    "game_over_embed",
    "post_message",
    "rematch_button",
    "review_embed",
]


REVIEW_LINES = 10  # discards listed in a review
SHEET_ROWS = 30  # the newest rows of the hand-by-hand sheet a post shows; earlier ones fold
LETTERS = "ABCD"  # the sheet's column heads, a side each; the legend above names them
EMBED_TOTAL = 6000  # Discord's limit on an embed's characters, all parts together
DESCRIPTION = 4096  # and on its description

_HEADLINES = {
    OutcomeKind.GIN: "showdown-gin",
    OutcomeKind.BIG_GIN: "showdown-big-gin",
    OutcomeKind.KNOCK: "showdown-knock",
    OutcomeKind.UNDERCUT: "showdown-undercut",
}


def deal_result_embed(
    game_id: int, game: Game, number: int, players: Sequence[int], lang: Words
) -> discord.Embed:
    """Deal ``number``'s showdown, public as at a real table, with the sheet right after it
    (as it stood when the deal ended): both hands, the layoffs, where the points come from;
    a partnership round's sums once its second table has played; where a Hollywood hand
    counts."""
    result = next(r for r in game.history if r.number == number)
    outcome = game.deals[number - 1].outcome()
    assert outcome is not None
    rules, fmt = game.rules, game.format
    sheet = game.sheet_after(number)
    line = game.line_of(number)
    names = [mention(players[p], lang) for p in result.players]  # by the deal's seats
    partnership = fmt is Format.PARTNERSHIP
    numbers = {"deal": result.number, "game": str(game_id)}
    if partnership:
        title = lang("showdown-title-table", **numbers, table=result.board + 1)
    else:
        title = lang("showdown-title", **numbers)
    embed = discord.Embed(title=title, colour=GOLD)
    out = [mention(players[p], lang) for p in range(len(players)) if p not in result.players]
    sat_out = lang("showdown-sat-out", player=out[0]) if fmt is Format.THREE and out else ""
    if outcome.kind is OutcomeKind.DRAW:
        lines = [lang("showdown-draw", first=names[0], second=names[1])]
        embed.description = "\n".join([*lines, sat_out] if sat_out else lines)
        return embed
    assert outcome.arrangements is not None and outcome.knocker is not None
    knocker, winner = outcome.knocker, outcome.winner
    assert winner is not None
    headline = lang(_HEADLINES[outcome.kind], player=names[knocker], defender=names[winner])
    sides = side_names(sheet, players, lang)
    if partnership:
        team = sides[sheet.side_of(result.players[winner])]
        scores = lang(
            "showdown-scores-team",
            player=names[winner],
            points=outcome.points,
            team=team,
            round=result.round,
        )
    else:
        scores = lang("showdown-scores", player=names[winner], points=outcome.points)
    lines = [headline, *deal_sums(outcome, rules, lang), scores]
    if sat_out:
        lines.append(sat_out)
    if fmt is Format.HOLLYWOOD and line is not None and line.side is not None:
        lines.append(hollywood_text(line, sides, rules.target, lang))
    embed.description = "\n".join(lines)
    for seat in (knocker, 1 - knocker):
        if seat == knocker:
            role = "🃏 " + lang("showdown-knocker")
        else:
            role = "🛡️ " + lang("showdown-defender")
        embed.add_field(
            name=role,
            value=f"{names[seat]}\n{arrangement_text(outcome.arrangements[seat], lang=lang)}",
            inline=False,
        )
    if outcome.layoffs:
        embed.add_field(
            name=lang("showdown-laid-off"),
            value="\n".join(
                lang("showdown-laid-off-card", card=card_text(lay.card), meld=meld_text(lay.meld))
                for lay in outcome.layoffs
            ),
            inline=False,
        )
    name, value = score_field(sheet, players, rules.target, lang)
    if partnership and line is not None:  # this deal was the round's second: it is scored
        sums, then = round_text(line, sides, lang)
        embed.add_field(
            name=lang("showdown-round", round=line.round),
            value=f"{sums}\n**{then}**",
            inline=False,
        )
        name = lang("showdown-score-after-round", target=rules.target, round=line.round)
    elif partnership:
        value += "\n" + lang("showdown-round-later", round=result.round)
    embed.add_field(name=name, value=value, inline=False)
    return embed


def round_text(line: ScoreLine, names: Sequence[str], lang: Words) -> tuple[str, str]:
    """A partnership round once both tables have a result: each team's sum of its partners'
    hands (table 1 + table 2), and the difference the larger sum scores (``names``: the two
    teams): "A 10 + 0 = 10 · B 0 + 25 = 25", then "B score the difference: 25 − 10 = 15" (or
    "Equal sums: nobody scores round 1")."""
    per_team = [
        lang(
            "showdown-round-team",
            team=name,
            points=" + ".join(map(str, points)),
            sum=line.sums[team],
        )
        for team, (name, points) in enumerate(zip(names, round_points(line), strict=True))
    ]
    first = " · ".join(per_team)
    if line.side is None:
        return first, lang("showdown-round-equal", round=line.round)
    high, low = line.sums[line.side], line.sums[1 - line.side]
    then = lang(
        "showdown-round-difference", team=names[line.side], high=high, low=low, points=line.points
    )
    return first, then


def hollywood_text(line: ScoreLine, names: Sequence[str], target: int, lang: Words) -> str:
    """Where a Hollywood hand counts: "A's 2nd hand won scores in games 1 and 2.", and the
    games it closed ("…; game 1 closes: A reached 100.")."""
    assert line.side is not None
    said = {
        "player": names[line.side],
        "won": line.won,
        "count": len(line.games),
        "games": listed([str(g + 1) for g in line.games], lang),
    }
    if not line.closed:
        return lang("showdown-hollywood", **said)
    closed = listed([str(g + 1) for g in line.closed], lang)
    return lang(
        "showdown-hollywood-closes",
        **said,
        closed_count=len(line.closed),
        closed=closed,
        target=target,
    )


def _standing_text(
    standing: Standing,
    names: Sequence[str],
    rules: Rules,
    forfeit: bool,
    games: Sequence[Standing],
    lang: Words,
) -> str:
    """A side's column at the foot of the sheet: who, then points, boxes counted, game bonus,
    a shutout's doubling, the total."""
    lines = [names[standing.side]]
    for cell in standing_cells(standing, rules, forfeit=forfeit, games=games):
        label, value = cell_words(cell, lang)
        lines.append(f"**{label} {value}**" if cell.kind is CellKind.TOTAL else f"{label} {value}")
    return "\n".join(lines)


def _size(embed: discord.Embed) -> int:
    """The characters of an embed as Discord counts them against its 6,000."""
    data: dict[str, Any] = embed.to_dict()  # type: ignore[assignment]
    size = len(data.get("title", "")) + len(data.get("description", ""))
    size += len(data.get("footer", {}).get("text", ""))
    return size + sum(len(f["name"]) + len(f["value"]) for f in data.get("fields", []))


def _hand_by_hand(game: Game, names: Sequence[str], budget: int, lang: Words) -> str:
    """The sheet a row per hand (partnerships: per round) in a code block, its columns named
    by a legend above; the newest :data:`SHEET_ROWS` rows, or as many as ``budget`` characters
    hold, with a line saying which earlier rows are folded (the totals carry them)."""
    lines = game.score_lines()
    if not lines:
        return lang("sheet-none")
    labels = LETTERS[: len(names)]
    table = sheet_table(lines, game.rules, labels, lang)
    sides = " · ".join(f"**{letter}** {name}" for letter, name in zip(labels, names, strict=True))
    legend = lang("sheet-legend", sides=sides)

    def text(shown: int) -> str:
        rows = table.rows[len(table.rows) - shown :]
        block = "```\n" + "\n".join((*table.header, *rows)) + "\n```"
        folded = len(table.rows) - shown
        if not folded:
            return f"{legend}\n{block}"
        first, last = table.numbers[0], table.numbers[folded - 1]
        which = "sheet-folded-round" if table.rounds else "sheet-folded-deal"
        span = lang(which + "s", first=first, last=last) if folded > 1 else lang(which, last=last)
        return f"{legend}\n{span}\n{block}"

    shown = min(len(table.rows), SHEET_ROWS)
    while shown > 1 and len(text(shown)) > budget:
        shown -= 1
    return text(shown)


def _head(game: Game, players: Sequence[int], names: Sequence[str], lang: Words) -> str:
    """Who won, how; a forfeit's who and why."""
    outcome = game.outcome()
    assert outcome is not None
    sides = game.sheet().sides
    firsts = [names[s.side] for s in outcome.standings if s.place == 1]
    if outcome.ending is Ending.FORFEIT:
        assert outcome.forfeited_by is not None
        late = mention(players[outcome.forfeited_by], lang)
        reason = "timeout" if outcome.reason == "timeout" else "resigned"
        if len(sides) != 2:
            return lang("over-forfeit-last", player=late, reason=reason)
        if len(sides[0]) == 1:
            return lang("over-forfeit", player=late, reason=reason, winner=firsts[0])
        return lang("over-forfeit-team", player=late, reason=reason, winners=" & ".join(firsts))
    winners = " & ".join(firsts)
    if len(firsts) > 1:
        head = lang("over-tie", winners=winners)
    elif len(sides[0]) > 1:
        head = lang("over-winners", winners=winners)
    else:
        head = lang("over-winner", winner=winners)
    if outcome.shutout:
        head += " " + lang("over-shutout")
    return head


def game_over_embed(
    game_id: int, game: Game, players: Sequence[int], note: str = "", *, lang: Words
) -> discord.Embed:
    """The final sheet, as on paper: who won, the sheet hand by hand (partnerships: round by
    round) with the running totals, then a column per player or team (Hollywood: each game's
    sum first) with points, boxes counted, game bonus, a shutout's doubling and the total.
    ``note``: a line to add under the result (the history's sheet says the rules and date)."""
    outcome = game.outcome()
    assert outcome is not None
    sheet, rules = game.sheet(), game.rules
    names = side_names(sheet, players, lang)
    embed = discord.Embed(title=lang("over-title", game=str(game_id)), colour=GOLD)
    forfeit = outcome.ending is Ending.FORFEIT
    head = _head(game, players, names, lang)
    if note:
        head += f"\n{note}"
    for number, game_ in enumerate(outcome.games, start=1):
        embed.add_field(
            name=lang("over-game", game=number),
            value="\n".join(f"{names[s.side]}: {game_sum_text(s, rules, lang)}" for s in game_),
            inline=False,
        )
    for standing in sorted(outcome.standings, key=lambda s: (s.place, s.side)):
        games = [game_[standing.side] for game_ in outcome.games]
        embed.add_field(
            name=place_text(standing.place, lang),
            value=_standing_text(standing, names, rules, forfeit, games, lang),
            inline=True,
        )
    room = min(DESCRIPTION, EMBED_TOTAL - _size(embed)) - len(head) - 2
    embed.description = f"{head}\n\n{_hand_by_hand(game, names, room, lang)}"
    return embed


def game_sum_text(standing: Standing, rules: Rules, lang: Words) -> str:
    """One side's sum in one game (Hollywood): "90 points + 100 game bonus + 100 boxes
    (4 × 25) = 290", doubled for a shutout: "(…) × 2 shutout = 580"."""
    return lang(
        "over-game-sum-doubled" if standing.doubled else "over-game-sum",
        count=standing.points,
        points=str(standing.points),
        bonus=str(standing.game_bonus),
        box_points=str(standing.box_points),
        boxes=str(standing.boxes),
        box_bonus=str(rules.box_bonus),
        total=str(standing.grand_total),
    )


def review_embed(
    game_id: int, deals: Sequence[DealReview], players: Sequence[int], lang: Words
) -> discord.Embed:
    """A player's look back at a game: each deal's deadwood next to the opponent's (``players``:
    the members, by player), and the discards that left more deadwood than the best one on
    offer (private)."""
    embed = discord.Embed(title=lang("review-title", game=str(game_id)), colour=GOLD)
    lines = []
    for deal in deals:
        if deal.deadwood is None:
            lines.append(lang("review-draw", deal=deal.number))
            continue
        lines.append(
            lang(
                "review-deal",
                deal=deal.number,
                result=outcome_key(deal.kind),
                won="yes" if deal.won else "no",
                deadwood=deal.deadwood,
                opponent=mention(players[deal.opponent], lang),
                their=deal.opponent_deadwood,
            )
        )
    embed.description = "\n".join(lines) or lang("review-none")
    misses = [(deal.number, miss) for deal in deals for miss in deal.misses]
    if misses:
        shown = [
            lang(
                "review-miss",
                deal=number,
                turn=m.turn,
                card=card_text(m.played),
                left=m.left,
                best=card_text(m.best),
                best_left=m.best_left,
            )
            for number, m in misses[:REVIEW_LINES]
        ]
        if len(misses) > REVIEW_LINES:
            shown.append(lang("review-more", count=len(misses) - REVIEW_LINES))
        name = lang("review-misses", count=len(misses))
        embed.add_field(name=name, value="\n".join(shown), inline=False)
    else:
        embed.add_field(name=lang("review-discards"), value=lang("review-all-best"), inline=False)
    return embed


def rematch_button(game_id: int, version: ViewVersion, lang: Words) -> dict[str, Any]:
    """A finished game's Rematch: the same players and rules again, from the clicker."""
    return button(game_id, version, Control.REMATCH, lang("result-rematch"), "primary")


def post_message(
    table: Table, post: Post, deadlines: Deadlines, key: ControlKey, lang: Words
) -> dict[str, Any]:
    """The message an outbox post stands for, as the game stood when the post was called for:
    a showdown shows its deal and the sheet right after it, not later deals. In the channel's
    language (``lang``)."""
    game = table.game
    assert game is not None
    if post.kind is PostKind.SHOWDOWN:
        return {"embed": deal_result_embed(table.id, game, post.deal, table.players, lang)}
    if post.kind is PostKind.RESULT:
        embed = game_over_embed(table.id, game, table.players, lang=lang)
        message: dict[str, Any] = {"embed": embed}
        version = ViewVersion(table.version)
        buttons = [rematch_button(table.id, version, lang)]
        if any(computer_level(p) for p in table.players):
            buttons.append(button(table.id, version, Control.REVIEW, lang("result-review")))
        message["view"] = build_view([buttons], key)
        return message
    assert post.member_id is not None
    member = post.member_id
    board = game.seatings[post.deal - 1].board
    return {
        "content": lang(
            "reminder",
            player=f"<@{member}>",
            game=str(table.id),
            deadline=deadline_text(deadlines.get(board)),
        ),
        "allowed_mentions": pinging([member]),
    }
