"""The server's standings as messages: the leaderboard, a member's stats card, head-to-head and
history (with their buttons). Text only; the chart is drawn by bot.pictures.chart."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.discord.components import build_view
from bot.discord.controls import ControlKey, board_button, history_button, sheet_select
from bot.discord.render.results import game_over_embed
from bot.discord.render.words import (
    FORMER_MEMBER,
    GOLD,
    PLACES,
    format_words,
    mention,
)
from bot.engine import FORMAT_WORDS
from bot.model import (
    BoardLine,
    BoardPage,
    BoardSort,
    HeadToHead,
    HistoryPage,
    MemberStats,
    is_former_member,
)
from bot.model.wording import counted
from bot.service import Table

CHART_FILE = "rating.png"
# The leaderboard's format filter: its value -> its words.
BOARD_FORMATS = {"all": "all formats", **{f.value: words.name for f, words in FORMAT_WORDS.items()}}


def member_text(member_id: int, name: str | None) -> str:
    """A member as the standings show them: the name stored when they played (a mention alone
    can show as an unknown user to readers whose app has not loaded that member), then the
    mention. A member who asked to be forgotten is "a former member"."""
    if is_former_member(member_id):
        return FORMER_MEMBER
    return f"**{name}** {mention(member_id)}" if name else mention(member_id)


def board_figures(line: BoardLine, sort: BoardSort) -> str:
    games = counted(line.games, "game")
    return {
        "rating": f"{line.rating} · {games}",
        "wins": f"{counted(line.wins, 'win')} · {games}",
        "win rate": f"{line.win_rate:.0%} · {line.wins}/{line.games}",
        "points": f"{counted(line.points, 'point')} · {games}",
        "gins": f"{counted(line.gins, 'gin')} · {games}",
    }[sort.value]


def board_line_text(line: BoardLine, sort: BoardSort) -> str:
    rank = f"`#{line.rank}`" if line.rank is not None else "`  ·`"
    tail = " (provisional)" if line.rank is None else ""
    return f"{rank} {member_text(line.member_id, line.name)} — {board_figures(line, sort)}{tail}"


def empty_board_text(board: BoardPage) -> str:
    """What a member is told privately when the leaderboard has nobody on it yet."""
    which = "" if board.format == "all" else f" of this format ({BOARD_FORMATS[board.format]})"
    return (
        f"Nobody is on this season's leaderboard yet: no game{which} has finished here. "
        "Challenge someone with /gin challenge, and the leaderboard starts with its result."
    )


def board_message(board: BoardPage, key: ControlKey) -> tuple[discord.Embed, discord.ui.View]:
    """A leaderboard page with its page buttons (each opens the clicker's own copy)."""
    sort = board.sort
    title = f"Leaderboard · {sort.value} · {BOARD_FORMATS.get(board.format, board.format)}"
    embed = discord.Embed(title=title, colour=GOLD)
    if not board.lines:
        embed.description = "No finished games here yet. Challenge someone with /gin challenge!"
    else:
        embed.description = "\n".join(board_line_text(line, sort) for line in board.lines)
    notes = [f"Page {board.page + 1} of {board.pages}"]
    if sort.value in ("rating", "win rate"):
        notes.append(f"ranked from {board.min_games} games")
    mine = board.mine
    if mine is not None:
        where = f"#{mine.rank}" if mine.rank is not None else "provisional"
        notes.append(f"you: {where} ({board_figures(mine, sort)})")
    elif board.lines:
        notes.append("you have no games here yet")
    embed.set_footer(text=" · ".join(notes))
    name, page, last = sort.name.lower(), board.page, board.pages - 1
    buttons = [
        board_button(name, board.format, max(page - 1, 0), "prev", "◀ Previous", page == 0),
        board_button(name, board.format, page, "here", "Refresh"),
        board_button(name, board.format, min(page + 1, last), "next", "Next ▶", page >= last),
    ]
    return embed, build_view([buttons], key)


def place_text(place: int) -> str:
    return PLACES.get(place, f"{place}th")


def streak_text(streak: int) -> str:
    if streak > 0:
        return f"{counted(streak, 'win')} in a row"
    return f"{counted(-streak, 'game')} without a win" if streak < 0 else "none yet"


def stats_embed(stats: MemberStats, name: str, min_games: int, chart: bool) -> discord.Embed:
    """A member's season card; ``chart``: the rating chart is attached as CHART_FILE."""
    embed = discord.Embed(title=f"{name} · season {stats.season}", colour=GOLD)
    embed.description = member_text(stats.member_id, None)
    record = (
        f"{counted(stats.games, 'game')} · {counted(stats.wins, 'win')} · "
        f"{counted(stats.losses, 'loss', 'losses')} · "
        f"{stats.win_rate:.0%} won"
    )
    embed.add_field(name="Games", value=record, inline=False)
    if stats.rating is None:
        rating = "not rated yet"
    else:
        trend = stats.trend()
        arrow = "▲" if trend > 0 else "▼" if trend < 0 else "="
        recent = min(5, len(stats.recent))
        rating = (
            f"**{stats.rating}** ({arrow} {abs(trend)} over the last {counted(recent, 'game')})"
        )
        if stats.games < min_games:
            rating += f" · provisional until {counted(min_games, 'game')}"
    embed.add_field(name="Rating", value=rating, inline=False)
    embed.add_field(
        name="Hands",
        value=f"won {stats.hands_won} of {stats.hands_played} · "
        f"{stats.points_per_hand:.1f} points a hand",
        inline=True,
    )
    embed.add_field(name="Gins", value=f"{stats.gins} · big gins {stats.big_gins}", inline=True)
    embed.add_field(
        name="Undercuts",
        value=f"given {stats.undercuts_given} · suffered {stats.undercuts_suffered}",
        inline=True,
    )
    embed.add_field(name="Best game", value=counted(stats.best_total, "point"), inline=True)
    embed.add_field(
        name="Streak",
        value=f"{streak_text(stats.streak)} · longest {counted(stats.longest_streak, 'win')}",
        inline=True,
    )
    favourite = format_words(stats.favourite_format or "", "-")
    embed.add_field(name="Favourite format", value=favourite, inline=True)
    if chart:
        embed.set_image(url=f"attachment://{CHART_FILE}")
        embed.set_footer(text="The chart: the rating after each game this season.")
    return embed


def head_to_head_embed(h2h: HeadToHead, names: Sequence[str]) -> discord.Embed:
    first, second = names
    embed = discord.Embed(title=f"{first} vs {second}", colour=GOLD)
    embed.description = (
        f"{member_text(h2h.member_id, None)} and {member_text(h2h.other_id, None)}, "
        "every season in this server."
    )
    if h2h.games == 0 and h2h.partnered == 0:
        embed.description += "\nThey have not played a game together yet."
        return embed
    if h2h.games:
        value = (
            f"{counted(h2h.games, 'game')}: {first} ahead {h2h.ahead}, {second} ahead {h2h.behind}"
        )
        if h2h.level:
            value += f", level {h2h.level}"
        embed.add_field(name="As opponents", value=value, inline=False)
    if h2h.partnered:
        embed.add_field(
            name="As partners",
            value=f"{counted(h2h.partnered, 'game')}, {counted(h2h.partnered_wins, 'win')}",
            inline=False,
        )
    if h2h.last_at is not None:
        embed.add_field(name="Last played", value=f"<t:{int(h2h.last_at)}:R>", inline=False)
    return embed


def _side_text(members: Sequence[int], total: int, names: dict[int, str]) -> str:
    who = " & ".join(
        FORMER_MEMBER if is_former_member(m) else names.get(m) or f"<@{m}>" for m in members
    )
    return f"{who} **{total}**"


def history_message(
    history: HistoryPage, name: str, key: ControlKey, viewer: int
) -> tuple[discord.Embed, discord.ui.View]:
    """A page of a member's finished games (newest first), with page buttons and a menu that
    opens a game's score sheet again."""
    embed = discord.Embed(title=f"{name} · game history", colour=GOLD)
    options = []
    lines = []
    for line in history.lines:
        result = place_text(line.place)
        if line.ending == "forfeit":
            result += " (forfeited)" if line.forfeited else " (by forfeit)"
        variant = line.rules.variant.value.capitalize()
        score = " — ".join(_side_text(m, t, history.names) for m, t in line.sides)
        unrated = " · unrated" if not line.rated else ""
        lines.append(
            f"<t:{int(line.finished_at)}:d> · **#{line.game_id}** · {result} · "
            f"{format_words(line.format)} · {variant} to {line.rules.target}"
            f"{unrated}\n{score}"
        )
        options.append(
            {
                "label": f"Game #{line.game_id}",
                "value": str(line.game_id),
                "description": f"{format_words(line.format)} · "
                f"{place_text(line.place).split(' ')[-1]}",
            }
        )
    embed.description = "\n\n".join(lines) or "No finished games here yet."
    embed.set_footer(
        text=f"Page {history.page + 1} of {history.pages} · {counted(history.games, 'game')}"
    )
    member, page, last = history.member_id, history.page, history.pages - 1
    rows = [
        [sheet_select(member, page, options)],
        [
            history_button(member, max(page - 1, 0), "prev", "◀ Newer", page == 0),
            history_button(member, min(page + 1, last), "next", "Older ▶", page >= last),
        ],
    ]
    return embed, build_view(rows, key, viewer)


def sheet_embed(table: Table) -> discord.Embed:
    """A finished game's score sheet, opened again from a history."""
    game = table.game
    outcome = None if game is None else game.outcome()
    assert game is not None and outcome is not None
    note = f"{table.row.rules.describe()} · finished <t:{int(table.row.updated_at)}:f>"
    return game_over_embed(table.id, game, table.players, note)
