"""A server tournament's messages: its sign-up announcement (redrawn as it changes, with Sign up,
Leave and Standings), the post of each round's pairings, the final standings, the
cancellation, and /gin tournament's look at the event. Every one stays within Discord's limits at
the largest event (256 entrants): long lists are cut short with how many more there are.

Members show as mentions (in an embed they show names and ping nobody); a message's content pings
only the members it names, and never everyone or a role (the event's name is an admin's text).

Each is said in the language it is given (``lang``, from the catalogue's tournaments.ftl): the
server's for what the channel sees, a member's for the copy only they see; the commands it names
as ``commands`` names them (mentions once the bot knows their ids; a footer's always as text)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import discord

from bot.discord.command_mentions import PLAIN, CommandMentions
from bot.discord.components import build_view
from bot.discord.controls import ControlKey, EventAction, event_button
from bot.discord.render.words import GOLD, GREY, duration_text, mention, pinging
from bot.model import is_former_member, pairing
from bot.model.computer import is_computer
from bot.model.pairing import Standing
from bot.model.tournaments import (
    MAX_ENTRANTS,
    MAX_ROUND_ROBIN,
    MIN_ENTRANTS,
    Match,
    MatchOutcome,
    Tournament,
    TournamentFormat,
    TournamentStatus,
)
from bot.phrases import rules_line
from bot.words import Words

__all__ = [
    "announcement",
    "cancelled_post",
    "final_post",
    "format_text",
    "overview",
    "round_post",
    "standings_lines",
]

ADMIN_START = "gin-admin tournament start"
OVERVIEW_COMMAND = "gin tournament"
ENTRANTS_SHOWN = 50  # mentions in an entrants' list, then "and N more"
ROUND_STANDINGS = 10  # lines of standings in a round's post and the final post
OVERVIEW_STANDINGS = 15
CONTENT_LIMIT = 1_900  # a post's content, pings included (Discord takes 2,000)
FIELD_LIMIT = 1_024  # Discord's: a field's value
# What each part of an embed may take (Discord: a description 4,096, the whole embed 6,000).
PAIRINGS_BUDGET = 2_600
STANDINGS_BUDGET = 1_500
# Each format's key in the catalogue's selects, its legend and its tiebreak's message.
FORMAT_KEYS = {
    TournamentFormat.SWISS: "swiss",
    TournamentFormat.KNOCKOUT: "knockout",
    TournamentFormat.ROUND_ROBIN: "round-robin",
}
TIEBREAKS = {
    TournamentFormat.SWISS: "tournament-buchholz",
    TournamentFormat.ROUND_ROBIN: "tournament-sonneborn-berger",
}
NO_MENTIONS = discord.AllowedMentions.none()


# -- shared words -------------------------------------------------------------------------------


def format_text(t: Tournament, lang: Words) -> str:
    """ "Swiss, 5 rounds", "Single elimination", "Round robin" (with its rounds once set)."""
    row = t.row
    words = lang("tournament-format", format=FORMAT_KEYS[row.format])
    # Swiss: as the admin chose; a knockout's and a round robin's are set at the start.
    return (
        lang("tournament-format-rounds", format=words, rounds=row.rounds) if row.rounds else words
    )


def _legend(t: Tournament, lang: Words) -> str:
    return lang(f"tournament-legend-{FORMAT_KEYS[t.row.format]}")


def _rated(t: Tournament) -> str:
    """The catalogue's select key of rated or friendly."""
    return "yes" if t.row.rated else "no"


def _games_channel(t: Tournament) -> str:
    """Where the games are: the event's threads (its channel while it has none)."""
    return ", ".join(f"<#{c}>" for c in t.threads) or f"<#{t.row.channel_id}>"


def _timer_text(t: Tournament, lang: Words) -> str:
    return lang("tournament-timer", turn=duration_text(t.row.turn_seconds, lang))


def _rated_text(t: Tournament, lang: Words) -> str:
    return lang("tournament-rated" if t.row.rated else "tournament-friendly")


def _who(member_id: int, t: Tournament, lang: Words) -> str:
    """A member's mention, "(withdrawn)" after it if they were taken out."""
    entry = t.entry(member_id)
    who = mention(member_id, lang)
    if entry is not None and entry.removed:
        return lang("tournament-withdrawn", player=who)
    return who


def _pingable(member_id: int) -> bool:
    return not is_former_member(member_id) and not is_computer(member_id)


def _allowed(members: Sequence[int]) -> discord.AllowedMentions:
    """Pings for exactly these members: never everyone, a role, or a replied-to member."""
    return pinging(members) if members else NO_MENTIONS


def _fit(
    lines: Sequence[str], budget: int, more: Callable[[int], str], hidden: int = 0
) -> list[str]:
    """As many of ``lines`` as fit in ``budget`` characters (joined by newlines), then
    ``more(how many are not shown)`` if any are not (``hidden``: left out before)."""
    reserve = len(more(len(lines) + hidden)) + 1
    kept: list[str] = []
    used = 0
    for index, line in enumerate(lines):
        room = budget if index == len(lines) - 1 and not hidden else budget - reserve
        if used + len(line) + 1 > room:
            break
        kept.append(line)
        used += len(line) + 1
    left = len(lines) - len(kept) + hidden
    return [*kept, more(left)] if left else kept


def _add_fields(embed: discord.Embed, name: str, lines: Sequence[str]) -> None:
    """``lines`` as fields of at most FIELD_LIMIT characters, the first named ``name``."""
    chunk: list[str] = []
    size = 0
    for line in lines:
        if chunk and size + len(line) + 1 > FIELD_LIMIT:
            embed.add_field(name=name, value="\n".join(chunk), inline=False)
            name, chunk, size = "\u200b", [], 0  # a continuation: no title of its own
        chunk.append(line)
        size += len(line) + 1
    if chunk:
        embed.add_field(name=name, value="\n".join(chunk), inline=False)


def _entrants_text(t: Tournament, lang: Words) -> str:
    """ "Signed up (7): <@1>, <@2>, …" (the first ENTRANTS_SHOWN), in seed order once seeded."""
    members = t.seeds() or tuple(e.member_id for e in t.entries)
    if not members:
        return lang("tournament-signed-up-none")
    shown = ", ".join(_who(m, t, lang) for m in members[:ENTRANTS_SHOWN])
    left = len(members) - ENTRANTS_SHOWN
    said = (
        "tournament-signed-up" if t.row.status is TournamentStatus.SIGN_UP else "tournament-players"
    )
    if left > 0:
        return lang(f"{said}-more", count=len(members), members=shown, more=left)
    return lang(said, count=len(members), members=shown)


def _winner(t: Tournament) -> int | None:
    if t.row.status is not TournamentStatus.FINISHED:
        return None
    final = pairing.standings(t.row.format, t.seeds(), t.matches, t.removed())
    return final[0].member_id if final else None


def _winner_text(t: Tournament, lang: Words) -> str:
    winner = _winner(t)
    if winner is None:
        return lang("tournament-finished")
    return lang("tournament-finished-won", winner=mention(winner, lang))


def _start_text(starts_at: float | None, lang: Words, commands: CommandMentions) -> str:
    if starts_at is None:
        return lang("tournament-starts-by-admin", command=commands(ADMIN_START))
    at = int(starts_at)
    return lang("tournament-starts-at", start=f"<t:{at}:F>", relative=f"<t:{at}:R>")


def _round_in_play(t: Tournament, lang: Words) -> str:
    row = t.row
    return lang(
        "tournament-round-in-play", round=row.round, rounds=row.rounds, channels=_games_channel(t)
    )


# -- the standings ----------------------------------------------------------------------------


def _out_text(t: Tournament, line: Standing, lang: Words) -> str:
    """A knockout member's stage: winner, still in, lost the final, out in round N."""
    if line.eliminated_in is None:  # the winner has won every round (a bye counts)
        won = line.wins >= t.row.rounds > 0
        return lang("tournament-stage-winner" if won else "tournament-stage-in")
    if line.eliminated_in >= t.row.rounds > 1 and not line.removed:
        return lang("tournament-stage-final")
    return lang("tournament-stage-out", round=line.eliminated_in)


def standings_lines(
    t: Tournament, standings: Sequence[Standing], limit: int, lang: Words
) -> list[str]:
    """The first ``limit`` lines of the standings, in their order: "`1.` <@a> — 2–0 · 2 MP ·
    Bu 3 · 250 Pts" (knockout: the record, the points and how far they went)."""
    fmt = t.row.format
    lines = []
    for line in list(standings)[: max(limit, 0)]:
        record = f"{line.wins}–{line.losses}"
        figures = [record]
        points = lang("tournament-points-scored", points=line.points)
        if fmt is TournamentFormat.KNOCKOUT:
            figures += [points, _out_text(t, line, lang)]
        else:
            figures += [
                lang("tournament-match-points", points=line.match_points),
                lang(TIEBREAKS[fmt], points=line.tiebreak),
                points,
            ]
        who = mention(line.member_id, lang)
        if line.removed:
            who = lang("tournament-withdrawn", player=who)
        # A list of figures: the six languages all write it with middle dots.
        lines.append(f"`{line.place:>3}.` {who} — {' · '.join(figures)}")
    return lines


def _standings_block(
    t: Tournament, table: Sequence[Standing], limit: int, lang: Words, commands: CommandMentions
) -> list[str]:
    lines = standings_lines(t, table, limit, lang)
    command = commands(OVERVIEW_COMMAND)
    return _fit(
        lines,
        STANDINGS_BUDGET,
        lambda left: lang("tournament-more-players", count=left, command=command),
        hidden=len(table) - len(lines),
    )


# -- the matches ------------------------------------------------------------------------------


def _bye_text(t: Tournament, match: Match, lang: Words) -> str:
    """ "<@a> has a bye (a win)"; in a knockout, through to the next round."""
    who = _who(match.a, t, lang)
    if t.row.format is TournamentFormat.KNOCKOUT:
        return lang("tournament-bye-through", player=who, round=match.round + 1)
    return lang("tournament-bye", player=who)


def _result_text(t: Tournament, match: Match, lang: Words) -> str:
    """A decided match: "<@a> beat <@b> 120–80", a bye, or both lost."""
    if match.b is None or match.outcome is MatchOutcome.BYE:
        return _bye_text(t, match, lang)
    if match.outcome is MatchOutcome.BOTH_LOSE:
        return lang(
            "tournament-both-lose", first=_who(match.a, t, lang), second=_who(match.b, t, lang)
        )
    winner = match.winner if match.winner is not None else match.a
    loser = match.b if winner == match.a else match.a
    won, lost = match.points_of(winner), match.points_of(loser)
    who = {"winner": _who(winner, t, lang), "loser": _who(loser, t, lang)}
    if won == lost == 0:
        return lang("tournament-beat-walkover", **who)
    # A game's score, as its sheet writes it (never grouped).
    return lang("tournament-beat", **who, won=str(won), lost=str(lost))


def _pairing_text(match: Match, t: Tournament, lang: Words) -> str:
    if match.b is None:
        return _bye_text(t, match, lang)
    text = lang(
        "tournament-pairing",
        table=match.table,
        first=_who(match.a, t, lang),
        second=_who(match.b, t, lang),
    )
    thread = t.thread_of(match.table)
    # Ten tables a thread (Discord's edits per channel): each line says which.
    return text if len(t.threads) < 2 or thread is None else f"{text} · <#{thread}>"


def _link_text(link: str, lang: Words) -> str:
    # A jump link as a short link; a channel mention (no message yet) as it is.
    return lang("tournament-watch", link=link) if link.startswith("https://") else link


def _overview_match(t: Tournament, match: Match, links: Mapping[int, str], lang: Words) -> str:
    if match.done:
        if match.b is None:
            return _result_text(t, match, lang)
        return lang(
            "tournament-table-result", table=match.table, result=_result_text(t, match, lang)
        )
    link = links.get(match.game_id) if match.game_id is not None else None
    where = lang("tournament-starting") if link is None else _link_text(link, lang)
    return f"{_pairing_text(match, t, lang)} · {where}"


# -- the messages ------------------------------------------------------------------------------


def announcement(
    t: Tournament,
    starts_at: float | None,
    key: ControlKey,
    lang: Words,
    commands: CommandMentions = PLAIN,
) -> tuple[discord.Embed, discord.ui.View | None]:
    """The event's public sign-up message, redrawn as it changes (``starts_at``: wall clock),
    in ``lang`` (the server's, but for a copy shown to one member)."""
    row = t.row
    status = row.status
    embed = discord.Embed(title=f"🏆 {row.name}", colour=GREY if not status.live else GOLD)
    lines = [
        lang("tournament-kind", format=format_text(t, lang)),
        lang("tournament-rules", rules=rules_line(row.rules, lang)),
        _timer_text(t, lang),
        _rated_text(t, lang),
    ]
    if status is TournamentStatus.SIGN_UP:
        lines.append(_start_text(starts_at, lang, commands))
    lines.append(_entrants_text(t, lang))
    if status is TournamentStatus.SIGN_UP:
        most = MAX_ROUND_ROBIN if row.format is TournamentFormat.ROUND_ROBIN else MAX_ENTRANTS
        if len(t.entries) < MIN_ENTRANTS:
            lines.append(lang("tournament-room-needs", most=most, least=MIN_ENTRANTS))
        else:
            lines.append(lang("tournament-room", most=most))
        lines.append("\n" + lang("tournament-sign-up-how"))
    elif status is TournamentStatus.RUNNING:
        paused = row.paused_at is not None
        lines.append("\n" + (lang("tournament-paused") if paused else _round_in_play(t, lang)))
    elif status is TournamentStatus.FINISHED:
        lines.append("\n" + _winner_text(t, lang))
    else:
        lines.append("\n" + lang("tournament-cancelled"))
    embed.description = "\n".join(lines)
    # A footer shows no command mentions: the command as text.
    embed.set_footer(
        text=lang("tournament-footer", number=str(row.id), command=PLAIN(OVERVIEW_COMMAND))
    )
    standings_button = event_button(
        row.id, EventAction.SHOW, lang("tournament-standings-button"), "secondary"
    )
    if status is TournamentStatus.SIGN_UP:
        buttons = [
            event_button(row.id, EventAction.JOIN, lang("tournament-sign-up-button"), "success"),
            event_button(row.id, EventAction.LEAVE, lang("tournament-leave-button"), "secondary"),
            standings_button,
        ]
    elif status is TournamentStatus.CANCELLED:
        return embed, None
    else:
        buttons = [standings_button]
    return embed, build_view([buttons], key)


def round_post(
    t: Tournament,
    number: int,
    before: Sequence[Standing],
    lang: Words,
    commands: CommandMentions = PLAIN,
) -> dict[str, Any]:
    """The post of round ``number``'s pairings (``before``: the standings before it), as
    ``channel.send``'s keywords, in ``lang`` (the server's)."""
    row = t.row
    matches = t.round_matches(number)
    where = _games_channel(t)
    title = lang("tournament-round-title", round=number, rounds=row.rounds, tournament=row.name)
    embed = discord.Embed(title=title, colour=GOLD)
    head = [lang("tournament-tables-in", channels=where), _timer_text(t, lang)]
    if row.format is TournamentFormat.KNOCKOUT and number == row.rounds and number > 1:
        head.insert(0, lang("tournament-the-final"))
    command = commands(OVERVIEW_COMMAND)
    pairings = _fit(
        [_pairing_text(m, t, lang) for m in matches],
        PAIRINGS_BUDGET,
        lambda left: lang("tournament-more-tables", count=left, command=command),
    )
    embed.description = "\n".join([*head, "", *pairings])
    if number > 1 and before:
        _add_fields(
            embed,
            lang("tournament-standings-before", round=number),
            _standings_block(t, before, ROUND_STANDINGS, lang, commands),
        )
        embed.set_footer(text=_legend(t, lang))
    playing = [m for match in matches if match.b is not None for m in match.members]
    pinged = [m for m in playing if _pingable(m)]
    named = ", ".join(f"<@{m}>" for m in pinged)
    content = ""
    # (Too many to name is never worded: Fluent refuses a value of over 2,500 characters.)
    if pinged and len(named) <= CONTENT_LIMIT:
        content = lang("tournament-round-paired-ping", round=number, members=named, channels=where)
    if not content or len(content) > CONTENT_LIMIT:
        content, pinged = lang("tournament-round-paired", round=number, channels=where), []
    return {"content": content, "embed": embed, "allowed_mentions": _allowed(pinged)}


def final_post(
    t: Tournament, final: Sequence[Standing], lang: Words, commands: CommandMentions = PLAIN
) -> dict[str, Any]:
    """The final standings and the winner (pinged, alone), in ``lang`` (the server's)."""
    row = t.row
    winner = final[0].member_id if final else None
    if winner is None:
        content, pinged = lang("tournament-over", tournament=row.name), []
    else:
        content = lang("tournament-wins", winner=mention(winner, lang), tournament=row.name)
        pinged = [winner] if _pingable(winner) else []
    embed = discord.Embed(title=lang("tournament-final-title", tournament=row.name), colour=GOLD)
    lines = _standings_block(t, final, ROUND_STANDINGS, lang, commands)
    summary = lang(
        "tournament-final-summary",
        count=len(t.entries),
        format=format_text(t, lang),
        rated=_rated(t),
    )
    embed.description = "\n".join([summary, "", *lines])
    embed.set_footer(text=lang("tournament-final-footer", legend=_legend(t, lang)))
    return {"content": content, "embed": embed, "allowed_mentions": _allowed(pinged)}


def cancelled_post(t: Tournament, lang: Words) -> dict[str, Any]:
    """An admin cancelled the event (nobody pinged), in ``lang`` (the server's)."""
    return {
        "content": lang("tournament-cancelled-post", tournament=t.row.name),
        "allowed_mentions": NO_MENTIONS,
    }


def overview(
    t: Tournament,
    standings: Sequence[Standing],
    links: Mapping[int, str],
    starts_at: float | None,
    lang: Words,
    commands: CommandMentions = PLAIN,
) -> discord.Embed:
    """/gin tournament: the event's state, its standings, the round in play (``links``: game id
    -> jump link to its table) and what happens next (``starts_at``: wall clock), in ``lang``
    (the server's for the command's public answer, the clicker's for the Standings button)."""
    row = t.row
    status = row.status
    embed = discord.Embed(title=f"🏆 {row.name}", colour=GOLD if status.live else GREY)
    lines = [
        lang(
            "tournament-overview-head",
            format=format_text(t, lang),
            rated=_rated(t),
            rules=rules_line(row.rules, lang),
        )
    ]
    if status is TournamentStatus.SIGN_UP:
        lines += [
            lang("tournament-sign-up-open", channel=f"<#{row.channel_id}>"),
            _entrants_text(t, lang),
            _start_text(starts_at, lang, commands),
        ]
    elif status is TournamentStatus.RUNNING:
        lines.append(_round_in_play(t, lang))
        if row.paused_at is not None:
            lines.append(lang("tournament-paused"))
        elif row.round < row.rounds:
            lines.append(lang("tournament-next-round", next=row.round + 1, round=row.round))
        else:
            lines.append(lang("tournament-last-round", round=row.round))
    elif status is TournamentStatus.FINISHED:
        lines.append(_winner_text(t, lang))
    else:
        lines.append(lang("tournament-cancelled-overview"))
    embed.description = "\n".join(lines)
    if standings and status is not TournamentStatus.SIGN_UP:
        _add_fields(
            embed,
            lang("tournament-standings"),
            _standings_block(t, standings, OVERVIEW_STANDINGS, lang, commands),
        )
        embed.set_footer(text=_legend(t, lang))
    current = t.round_matches(row.round)
    if current and status is TournamentStatus.RUNNING:
        tables = [m for m in current if m.b is not None]
        done = sum(1 for m in tables if m.done)
        name = lang("tournament-round-progress", round=row.round, done=done, count=len(tables))
        where = _games_channel(t)
        shown = _fit(
            [_overview_match(t, m, links, lang) for m in current],
            PAIRINGS_BUDGET,
            lambda left: lang("tournament-more-tables-in", count=left, channels=where),
        )
        _add_fields(embed, name, shown)
    return embed
