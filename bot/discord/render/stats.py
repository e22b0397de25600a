"""The server's standings as messages: the leaderboard, a member's stats card, head-to-head and
history (with their buttons). Text only; the chart is drawn by bot.pictures.chart. Each in the
language of who sees it (a public answer: the server's; a private one: the member's)."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.discord.command_mentions import PLAIN, CommandMentions
from bot.discord.components import build_view
from bot.discord.controls import ControlKey, history_button, leaderboard_button, sheet_select
from bot.discord.render.results import game_over_embed
from bot.discord.render.words import GOLD, mention, place_text, place_word
from bot.engine import Format
from bot.model import (
    HeadToHead,
    HistoryPage,
    LeaderboardLine,
    LeaderboardPage,
    LeaderboardSort,
    MemberStats,
    is_former_member,
)
from bot.phrases import rules_line
from bot.service import Table
from bot.words import Words

CHART_FILE = "rating.png"
# The leaderboard's format filter: its values, "all" then each format's (named by format_text:
# the command's choices in English; commands.ftl has them in every language).
LEADERBOARD_FORMATS = ("all", *(f.value for f in Format))


def format_text(value: str, lang: Words, unknown: str | None = None) -> str:
    """A format named by its value ("three"), "all" for every format; another value as
    ``unknown`` (None: as it is)."""
    if value != "all":
        try:
            Format(value)
        except ValueError:
            return value if unknown is None else unknown
    return lang("stats-format", format=value)


def member_text(member_id: int, name: str | None, lang: Words) -> str:
    """A member as the standings show them: the name stored when they played (a mention alone
    can show as an unknown user to readers whose app has not loaded that member), then the
    mention. A member who asked to be forgotten is "a former member"."""
    if is_former_member(member_id):
        return lang("former-member")
    return f"**{name}** {mention(member_id, lang)}" if name else mention(member_id, lang)


def leaderboard_figures(line: LeaderboardLine, sort: LeaderboardSort, lang: Words) -> str:
    games = lang("stats-count-games", count=line.games)
    if sort is LeaderboardSort.WIN_RATE:
        return lang("stats-board-win-rate", rate=line.win_rate, wins=line.wins, games=line.games)
    if sort is LeaderboardSort.RATING:
        figure = str(line.rating)  # a rating is written as it is (1000)
    elif sort is LeaderboardSort.WINS:
        figure = lang("stats-count-wins", count=line.wins)
    elif sort is LeaderboardSort.POINTS:
        figure = lang("count-points", count=line.points)
    else:
        figure = lang("stats-count-gins", count=line.gins)
    return f"{figure} · {games}"


def leaderboard_line_text(line: LeaderboardLine, sort: LeaderboardSort, lang: Words) -> str:
    rank = f"`#{line.rank}`" if line.rank is not None else "`  ·`"
    figures = leaderboard_figures(line, sort, lang)
    said = f"{rank} {member_text(line.member_id, line.name, lang)} — {figures}"
    return said if line.rank is not None else lang("stats-provisional", line=said)


def empty_leaderboard_text(
    leaderboard: LeaderboardPage, lang: Words, commands: CommandMentions = PLAIN
) -> str:
    """What a member is told privately when the leaderboard has nobody on it yet."""
    challenge = commands("gin challenge")
    if leaderboard.format == "all":
        return lang("stats-board-empty", challenge=challenge)
    which = format_text(leaderboard.format, lang)
    return lang("stats-board-empty-format", format=which, challenge=challenge)


def leaderboard_message(
    leaderboard: LeaderboardPage,
    key: ControlKey,
    lang: Words,
    commands: CommandMentions = PLAIN,
) -> tuple[discord.Embed, discord.ui.View]:
    """A leaderboard page with its page buttons (each opens the clicker's own copy)."""
    sort = leaderboard.sort
    title = lang(
        "stats-board-title", sort=sort.name.lower(), format=format_text(leaderboard.format, lang)
    )
    embed = discord.Embed(title=title, colour=GOLD)
    if not leaderboard.lines:
        embed.description = lang("stats-no-games", challenge=commands("gin challenge"))
    else:
        embed.description = "\n".join(
            leaderboard_line_text(line, sort, lang) for line in leaderboard.lines
        )
    notes = [lang("stats-page", page=leaderboard.page + 1, pages=leaderboard.pages)]
    if sort in (LeaderboardSort.RATING, LeaderboardSort.WIN_RATE):
        notes.append(lang("stats-board-ranked-from", count=leaderboard.min_games))
    mine = leaderboard.mine
    if mine is not None:
        figures = leaderboard_figures(mine, sort, lang)
        if mine.rank is not None:
            notes.append(lang("stats-board-you", rank=f"#{mine.rank}", figures=figures))
        else:
            notes.append(lang("stats-board-you-provisional", figures=figures))
    elif leaderboard.lines:
        notes.append(lang("stats-board-you-none"))
    embed.set_footer(text=" · ".join(notes))
    name, page, last = sort.name.lower(), leaderboard.page, leaderboard.pages - 1
    buttons = [
        leaderboard_button(
            name, leaderboard.format, max(page - 1, 0), "prev", lang("stats-previous"), page == 0
        ),
        leaderboard_button(name, leaderboard.format, page, "here", lang("stats-refresh")),
        leaderboard_button(
            name, leaderboard.format, min(page + 1, last), "next", lang("stats-next"), page >= last
        ),
    ]
    return embed, build_view([buttons], key)


def streak_text(streak: int, lang: Words) -> str:
    if streak > 0:
        return lang("stats-streak-wins", count=streak)
    return lang("stats-streak-losses", count=-streak) if streak < 0 else lang("stats-streak-none")


def stats_embed(
    stats: MemberStats, name: str, min_games: int, chart: bool, lang: Words
) -> discord.Embed:
    """A member's season card; ``chart``: the rating chart is attached as CHART_FILE."""
    embed = discord.Embed(title=lang("stats-title", member=name, season=stats.season), colour=GOLD)
    embed.description = member_text(stats.member_id, None, lang)
    record = " · ".join(
        (
            lang("stats-count-games", count=stats.games),
            lang("stats-count-wins", count=stats.wins),
            lang("stats-count-losses", count=stats.losses),
            lang("stats-won", rate=stats.win_rate),
        )
    )
    embed.add_field(name=lang("stats-games"), value=record, inline=False)
    if stats.rating is None:
        rating = lang("stats-not-rated")
    else:
        trend = stats.trend()
        arrow = "▲" if trend > 0 else "▼" if trend < 0 else "="
        recent = min(5, len(stats.recent))
        rating = lang(
            "stats-rating-value",
            rating=str(stats.rating),
            trend=f"{arrow} {abs(trend)}",
            count=recent,
        )
        if stats.games < min_games:
            rating += " · " + lang("stats-provisional-until", count=min_games)
    embed.add_field(name=lang("stats-rating"), value=rating, inline=False)
    embed.add_field(
        name=lang("stats-hands"),
        value=lang(
            "stats-hands-value",
            won=stats.hands_won,
            played=stats.hands_played,
            points=stats.points_per_hand,
        ),
        inline=True,
    )
    embed.add_field(
        name=lang("stats-gins"),
        value=lang("stats-gins-value", gins=stats.gins, big=stats.big_gins),
        inline=True,
    )
    embed.add_field(
        name=lang("stats-undercuts"),
        value=lang(
            "stats-undercuts-value",
            given=stats.undercuts_given,
            suffered=stats.undercuts_suffered,
        ),
        inline=True,
    )
    embed.add_field(
        name=lang("stats-best-game"),
        value=lang("count-points", count=stats.best_total),
        inline=True,
    )
    longest = lang("stats-count-wins", count=stats.longest_streak)
    embed.add_field(
        name=lang("stats-streak"),
        value=lang("stats-streak-value", streak=streak_text(stats.streak, lang), longest=longest),
        inline=True,
    )
    favourite = format_text(stats.favourite_format or "", lang, "-")
    embed.add_field(name=lang("stats-favourite-format"), value=favourite, inline=True)
    if chart:
        embed.set_image(url=f"attachment://{CHART_FILE}")
        embed.set_footer(text=lang("stats-chart-note"))
    return embed


def chart_title(season: int, lang: Words) -> str:
    """The rating chart's title (drawn in the picture)."""
    return lang("stats-chart-title", season=season)


def head_to_head_embed(h2h: HeadToHead, names: Sequence[str], lang: Words) -> discord.Embed:
    first, second = names
    embed = discord.Embed(title=lang("stats-versus", first=first, second=second), colour=GOLD)
    lines = [
        lang(
            "stats-h2h-who",
            first=member_text(h2h.member_id, None, lang),
            second=member_text(h2h.other_id, None, lang),
        )
    ]
    if h2h.games == 0 and h2h.partnered == 0:
        lines.append(lang("stats-h2h-never"))
        embed.description = "\n".join(lines)
        return embed
    embed.description = "\n".join(lines)
    if h2h.games:
        value = lang(
            "stats-h2h-opponents",
            games=lang("stats-count-games", count=h2h.games),
            first=first,
            ahead=h2h.ahead,
            second=second,
            behind=h2h.behind,
        )
        if h2h.level:
            value += lang("stats-h2h-level", level=h2h.level)
        embed.add_field(name=lang("stats-h2h-as-opponents"), value=value, inline=False)
    if h2h.partnered:
        games = lang("stats-count-games", count=h2h.partnered)
        wins = lang("stats-count-wins", count=h2h.partnered_wins)
        embed.add_field(name=lang("stats-h2h-as-partners"), value=f"{games}, {wins}", inline=False)
    if h2h.last_at is not None:
        embed.add_field(
            name=lang("stats-h2h-last-played"), value=f"<t:{int(h2h.last_at)}:R>", inline=False
        )
    return embed


def _side_text(members: Sequence[int], total: int, names: dict[int, str], lang: Words) -> str:
    who = " & ".join(
        lang("former-member") if is_former_member(m) else names.get(m) or f"<@{m}>" for m in members
    )
    return f"{who} **{total}**"


def history_message(
    history: HistoryPage, name: str, key: ControlKey, viewer: int, lang: Words
) -> tuple[discord.Embed, discord.ui.View]:
    """A page of a member's finished games (newest first), with page buttons and a menu that
    opens a game's score sheet again."""
    embed = discord.Embed(title=lang("stats-history-title", member=name), colour=GOLD)
    options = []
    lines = []
    for line in history.lines:
        result = place_text(line.place, lang)
        if line.ending == "forfeit":
            said = "stats-history-forfeited" if line.forfeited else "stats-history-by-forfeit"
            result = lang(said, place=result)
        rules = lang(
            "stats-history-rules",
            variant=line.rules.variant.value,
            target=str(line.rules.target),
        )
        head = " · ".join(
            (
                f"<t:{int(line.finished_at)}:d>",
                f"**#{line.game_id}**",
                result,
                format_text(line.format, lang),
                rules,
            )
        )
        if not line.rated:
            head = lang("stats-history-unrated", line=head)
        score = " — ".join(_side_text(m, t, history.names, lang) for m, t in line.sides)
        lines.append(f"{head}\n{score}")
        options.append(
            {
                "label": lang("stats-history-option", game=str(line.game_id)),
                "value": str(line.game_id),
                "description": f"{format_text(line.format, lang)} · {place_word(line.place, lang)}",
            }
        )
    embed.description = "\n\n".join(lines) or lang("stats-history-none")
    pages = lang("stats-page", page=history.page + 1, pages=history.pages)
    embed.set_footer(text=f"{pages} · {lang('stats-count-games', count=history.games)}")
    member, page, last = history.member_id, history.page, history.pages - 1
    newer, older = lang("stats-newer"), lang("stats-older")
    rows = [
        [sheet_select(member, page, options, lang("stats-history-menu"))],
        [
            history_button(member, max(page - 1, 0), "prev", newer, page == 0),
            history_button(member, min(page + 1, last), "next", older, page >= last),
        ],
    ]
    return embed, build_view(rows, key, viewer)


def sheet_embed(table: Table, lang: Words) -> discord.Embed:
    """A finished game's score sheet, opened again from a history."""
    game = table.game
    outcome = None if game is None else game.outcome()
    assert game is not None and outcome is not None
    # The rules line and the score sheet are another part's words (results, the rules line).
    finished = f"<t:{int(table.row.updated_at)}:f>"
    note = lang("stats-sheet-note", rules=rules_line(table.row.rules, lang), finished=finished)
    return game_over_embed(table.id, game, table.players, note, lang=lang)
