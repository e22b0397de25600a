"""A server tournament's messages: its sign-up announcement (redrawn as it changes, with Sign up,
Leave and Standings), the post of each round's pairings, the final standings, the
cancellation, and /gin tournament's look at the event. Every one stays within Discord's limits at
the largest event (256 entrants): long lists are cut short with how many more there are.

Members show as mentions (in an embed they show names and ping nobody); a message's content pings
only the members it names, and never everyone or a role (the event's name is an admin's text)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import discord

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
from bot.model.wording import counted

__all__ = [
    "announcement",
    "cancelled_post",
    "final_post",
    "overview",
    "round_post",
    "standings_lines",
]

ADMIN_START = "/gin-admin tournament start"
OVERVIEW_COMMAND = "/gin tournament"
ENTRANTS_SHOWN = 50  # mentions in an entrants' list, then "and N more"
ROUND_STANDINGS = 10  # lines of standings in a round's post and the final post
OVERVIEW_STANDINGS = 15
CONTENT_LIMIT = 1_900  # a post's content, pings included (Discord takes 2,000)
FIELD_LIMIT = 1_024  # Discord's: a field's value
# What each part of an embed may take (Discord: a description 4,096, the whole embed 6,000).
PAIRINGS_BUDGET = 2_600
STANDINGS_BUDGET = 1_500
FORMATS = {
    TournamentFormat.SWISS: "Swiss",
    TournamentFormat.KNOCKOUT: "Single elimination",
    TournamentFormat.ROUND_ROBIN: "Round robin",
}
LEGENDS = {
    TournamentFormat.SWISS: "MP match points · Bu Buchholz · Pts points scored",
    TournamentFormat.ROUND_ROBIN: "MP match points · SB Sonneborn-Berger · Pts points scored",
    TournamentFormat.KNOCKOUT: "Pts points scored",
}
TIEBREAKS = {TournamentFormat.SWISS: "Bu", TournamentFormat.ROUND_ROBIN: "SB"}
NO_MENTIONS = discord.AllowedMentions.none()


# -- shared words -------------------------------------------------------------------------------


def format_text(t: Tournament) -> str:
    """ "Swiss, 5 rounds", "Single elimination", "Round robin" (with its rounds once set)."""
    row = t.row
    words = FORMATS[row.format]
    # Swiss: as the admin chose; a knockout's and a round robin's are set at the start.
    return f"{words}, {counted(row.rounds, 'round')}" if row.rounds else words


def _games_channel(t: Tournament) -> str:
    """Where the games are: the event's threads (its channel while it has none)."""
    return ", ".join(f"<#{c}>" for c in t.threads) or f"<#{t.row.channel_id}>"


def _timer_text(t: Tournament) -> str:
    seconds = t.row.turn_seconds
    turn = counted(seconds, "second") if seconds < 60 else duration_text(seconds)
    return f"Each turn has {turn}: run out of time and you forfeit the game."


def _rated_text(t: Tournament) -> str:
    if t.row.rated:
        return "Rated: every game counts for the server's ratings."
    return "Friendly: the games count for nobody's rating."


def _who(member_id: int, t: Tournament) -> str:
    """A member's mention, "(withdrawn)" after it if they were taken out."""
    entry = t.entry(member_id)
    return mention(member_id) + (" (withdrawn)" if entry is not None and entry.removed else "")


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


def _more(noun: str, where: str = "") -> Callable[[int], str]:
    """ "…and 90 more tables: see /gin tournament" (``noun``: "more table")."""
    return lambda left: f"…and {counted(left, noun)}{where}"


def _entrants_text(t: Tournament) -> str:
    """ "Signed up (7): <@1>, <@2>, …" (the first ENTRANTS_SHOWN), in seed order once seeded."""
    members = t.seeds() or tuple(e.member_id for e in t.entries)
    if not members:
        return "Signed up (0): nobody yet. Be the first!"
    shown = ", ".join(_who(m, t) for m in members[:ENTRANTS_SHOWN])
    left = len(members) - ENTRANTS_SHOWN
    if left > 0:
        shown += f" and {left:,} more"
    head = "Signed up" if t.row.status is TournamentStatus.SIGN_UP else "Players"
    return f"{head} ({len(members):,}): {shown}"


def _winner(t: Tournament) -> int | None:
    if t.row.status is not TournamentStatus.FINISHED:
        return None
    final = pairing.standings(t.row.format, t.seeds(), t.matches, t.removed())
    return final[0].member_id if final else None


def _winner_text(t: Tournament) -> str:
    winner = _winner(t)
    return "Finished." if winner is None else f"Finished: won by {mention(winner)}."


def _start_text(starts_at: float | None) -> str:
    if starts_at is None:
        return f"Starts when an admin starts it with {ADMIN_START}."
    return f"Starts <t:{int(starts_at)}:F> (<t:{int(starts_at)}:R>)."


def _round_in_play(t: Tournament) -> str:
    row = t.row
    return f"Round {row.round} of {row.rounds} in play in {_games_channel(t)}."


def _paused_text() -> str:
    return "Paused by an admin: the games' clocks are stopped."


# -- the standings ----------------------------------------------------------------------------


def _out_text(t: Tournament, line: Standing) -> str:
    """A knockout member's stage: winner, still in, lost the final, out in round N."""
    if line.eliminated_in is None:  # the winner has won every round (a bye counts)
        return "🏆 winner" if line.wins >= t.row.rounds > 0 else "still in"
    if line.eliminated_in >= t.row.rounds > 1 and not line.removed:
        return "lost in the final"
    return f"out in round {line.eliminated_in}"


def standings_lines(t: Tournament, standings: Sequence[Standing], limit: int) -> list[str]:
    """The first ``limit`` lines of the standings, in their order: "`1.` <@a> — 2–0 · 2 MP ·
    Bu 3 · 250 Pts" (knockout: the record, the points and how far they went)."""
    fmt = t.row.format
    lines = []
    for line in list(standings)[: max(limit, 0)]:
        record = f"{line.wins}–{line.losses}"
        figures = [record]
        if fmt is TournamentFormat.KNOCKOUT:
            figures += [f"{line.points:,} Pts", _out_text(t, line)]
        else:
            figures += [
                f"**{line.match_points}** MP",
                f"{TIEBREAKS[fmt]} {line.tiebreak}",
                f"{line.points:,} Pts",
            ]
        who = mention(line.member_id) + (" (withdrawn)" if line.removed else "")
        lines.append(f"`{line.place:>3}.` {who} — {' · '.join(figures)}")
    return lines


def _standings_block(t: Tournament, table: Sequence[Standing], limit: int) -> list[str]:
    lines = standings_lines(t, table, limit)
    return _fit(
        lines,
        STANDINGS_BUDGET,
        lambda left: f"…and {counted(left, 'more player')}: see {OVERVIEW_COMMAND}",
        hidden=len(table) - len(lines),
    )


# -- the matches ------------------------------------------------------------------------------


def _bye_text(t: Tournament, match: Match) -> str:
    """ "<@a> has a bye (a win)"; in a knockout, through to the next round."""
    if t.row.format is TournamentFormat.KNOCKOUT:
        return f"{_who(match.a, t)} has a bye (through to round {match.round + 1})"
    return f"{_who(match.a, t)} has a bye (a win)"


def _result_text(t: Tournament, match: Match) -> str:
    """A decided match: "<@a> beat <@b> 120–80", a bye, or both lost."""
    if match.b is None or match.outcome is MatchOutcome.BYE:
        return _bye_text(t, match)
    if match.outcome is MatchOutcome.BOTH_LOSE:
        return f"{_who(match.a, t)} and {_who(match.b, t)}: abandoned, a loss for both"
    winner = match.winner if match.winner is not None else match.a
    loser = match.b if winner == match.a else match.a
    won, lost = match.points_of(winner), match.points_of(loser)
    score = "(walkover)" if won == lost == 0 else f"{won}–{lost}"
    return f"{_who(winner, t)} beat {_who(loser, t)} {score}"


def _pairing_text(match: Match, t: Tournament) -> str:
    if match.b is None:
        return _bye_text(t, match)
    text = f"Table {match.table}: {_who(match.a, t)} vs {_who(match.b, t)}"
    thread = t.thread_of(match.table)
    # Ten tables a thread (Discord's edits per channel): each line says which.
    return text if len(t.threads) < 2 or thread is None else f"{text} · <#{thread}>"


def _link_text(link: str) -> str:
    # A jump link as a short link; a channel mention (no message yet) as it is.
    return f"[watch]({link})" if link.startswith("https://") else link


def _overview_match(t: Tournament, match: Match, links: Mapping[int, str]) -> str:
    if match.done:
        head = f"Table {match.table}: " if match.b is not None else ""
        return head + _result_text(t, match)
    link = links.get(match.game_id) if match.game_id is not None else None
    where = "starting" if link is None else _link_text(link)
    return f"{_pairing_text(match, t)} · {where}"


# -- the messages ------------------------------------------------------------------------------


def announcement(
    t: Tournament, starts_at: float | None, key: ControlKey
) -> tuple[discord.Embed, discord.ui.View | None]:
    """The event's public sign-up message, redrawn as it changes (``starts_at``: wall clock)."""
    row = t.row
    status = row.status
    embed = discord.Embed(title=f"🏆 {row.name}", colour=GREY if not status.live else GOLD)
    lines = [
        f"**{format_text(t)}** · heads-up games",
        f"**Rules:** {row.rules.describe()}.",
        _timer_text(t),
        _rated_text(t),
    ]
    if status is TournamentStatus.SIGN_UP:
        lines.append(_start_text(starts_at))
    lines.append(_entrants_text(t))
    if status is TournamentStatus.SIGN_UP:
        most = MAX_ROUND_ROBIN if row.format is TournamentFormat.ROUND_ROBIN else MAX_ENTRANTS
        room = f"Up to {most} players"
        if len(t.entries) < MIN_ENTRANTS:
            room += f"; it needs at least {MIN_ENTRANTS} to start"
        lines.append(room + ".")
        lines.append("\nSign up with the button; leave before the start if you can't play.")
    elif status is TournamentStatus.RUNNING:
        lines.append("\n" + (_paused_text() if row.paused_at is not None else _round_in_play(t)))
    elif status is TournamentStatus.FINISHED:
        lines.append("\n" + _winner_text(t))
    else:
        lines.append("\nCancelled by an admin.")
    embed.description = "\n".join(lines)
    embed.set_footer(text=f"Tournament #{row.id} · standings: {OVERVIEW_COMMAND}")
    standings_button = event_button(row.id, EventAction.SHOW, "Standings", "secondary")
    if status is TournamentStatus.SIGN_UP:
        buttons = [
            event_button(row.id, EventAction.JOIN, "Sign up", "success"),
            event_button(row.id, EventAction.LEAVE, "Leave", "secondary"),
            standings_button,
        ]
    elif status is TournamentStatus.CANCELLED:
        return embed, None
    else:
        buttons = [standings_button]
    return embed, build_view([buttons], key)


def round_post(t: Tournament, number: int, before: Sequence[Standing]) -> dict[str, Any]:
    """The post of round ``number``'s pairings (``before``: the standings before it), as
    ``channel.send``'s keywords."""
    row = t.row
    matches = t.round_matches(number)
    where = _games_channel(t)
    embed = discord.Embed(title=f"Round {number} of {row.rounds} — {row.name}", colour=GOLD)
    head = [f"Your tables are in {where}.", _timer_text(t)]
    if row.format is TournamentFormat.KNOCKOUT and number == row.rounds and number > 1:
        head.insert(0, "**The final!**")
    pairings = _fit(
        [_pairing_text(m, t) for m in matches],
        PAIRINGS_BUDGET,
        _more("more table", where=f": see {OVERVIEW_COMMAND}"),
    )
    embed.description = "\n".join([*head, "", *pairings])
    if number > 1 and before:
        _add_fields(
            embed, f"Standings before round {number}", _standings_block(t, before, ROUND_STANDINGS)
        )
        embed.set_footer(text=LEGENDS[row.format])
    playing = [m for match in matches if match.b is not None for m in match.members]
    pinged = [m for m in playing if _pingable(m)]
    named = ", ".join(f"<@{m}>" for m in pinged)
    content = f"Round {number} is paired! {named}: find your table in {where}."
    if not pinged or len(content) > CONTENT_LIMIT:
        content, pinged = f"Round {number} is paired: find your table in {where}.", []
    return {"content": content, "embed": embed, "allowed_mentions": _allowed(pinged)}


def final_post(t: Tournament, final: Sequence[Standing]) -> dict[str, Any]:
    """The final standings and the winner (pinged, alone)."""
    row = t.row
    winner = final[0].member_id if final else None
    if winner is None:
        content, pinged = f"🏆 {row.name} is over.", []
    else:
        content = f"🏆 {mention(winner)} wins {row.name}!"
        pinged = [winner] if _pingable(winner) else []
    embed = discord.Embed(title=f"Final standings — {row.name}", colour=GOLD)
    lines = _standings_block(t, final, ROUND_STANDINGS)
    summary = (
        f"{counted(len(t.entries), 'player')} · {format_text(t)} · "
        f"{'rated' if row.rated else 'friendly'}"
    )
    embed.description = "\n".join([summary, "", *lines])
    embed.set_footer(text=LEGENDS[row.format] + " · thanks for playing!")
    return {"content": content, "embed": embed, "allowed_mentions": _allowed(pinged)}


def cancelled_post(t: Tournament) -> dict[str, Any]:
    """An admin cancelled the event (nobody pinged)."""
    return {
        "content": f"{t.row.name} was cancelled by an admin. Its games in play ended abandoned "
        "and count for nobody.",
        "allowed_mentions": NO_MENTIONS,
    }


def overview(
    t: Tournament,
    standings: Sequence[Standing],
    links: Mapping[int, str],
    starts_at: float | None,
) -> discord.Embed:
    """/gin tournament: the event's state, its standings, the round in play (``links``: game id
    -> jump link to its table) and what happens next (``starts_at``: wall clock)."""
    row = t.row
    status = row.status
    embed = discord.Embed(title=f"🏆 {row.name}", colour=GOLD if status.live else GREY)
    lines = [
        f"**{format_text(t)}** · {'rated' if row.rated else 'friendly'} · {row.rules.describe()}"
    ]
    if status is TournamentStatus.SIGN_UP:
        lines += [
            f"Sign-up is open: use the buttons on the announcement in <#{row.channel_id}>.",
            _entrants_text(t),
            _start_text(starts_at),
        ]
    elif status is TournamentStatus.RUNNING:
        lines.append(_round_in_play(t))
        if row.paused_at is not None:
            lines.append(_paused_text())
        elif row.round < row.rounds:
            lines.append(
                f"Round {row.round + 1} starts once every game of round {row.round} is over."
            )
        else:
            lines.append(
                f"This is the last round: the final standings come once every game of round "
                f"{row.round} is over."
            )
    elif status is TournamentStatus.FINISHED:
        lines.append(_winner_text(t))
    else:
        lines.append("Cancelled by an admin: its games in play ended abandoned.")
    embed.description = "\n".join(lines)
    if standings and status is not TournamentStatus.SIGN_UP:
        _add_fields(embed, "Standings", _standings_block(t, standings, OVERVIEW_STANDINGS))
        embed.set_footer(text=LEGENDS[row.format])
    current = t.round_matches(row.round)
    if current and status is TournamentStatus.RUNNING:
        tables = [m for m in current if m.b is not None]
        done = sum(1 for m in tables if m.done)
        name = f"Round {row.round}: {done} of {counted(len(tables), 'game')} over"
        shown = _fit(
            [_overview_match(t, m, links) for m in current],
            PAIRINGS_BUDGET,
            _more("more table", where=f" in {_games_channel(t)}"),
        )
        _add_fields(embed, name, shown)
    return embed
