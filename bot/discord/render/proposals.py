"""A proposal to abandon a game: its public message with Agree and Keep playing, and the texts
that close it."""

from __future__ import annotations

import re
from typing import Any

from bot.discord.components import build_view
from bot.discord.controls import Control, ControlKey, button
from bot.discord.render.words import deadline_text, mention, names_text, pinging
from bot.model.versions import ViewVersion
from bot.service import AbandonProposal, Table
from bot.words import Words

__all__ = [
    "FLAG",
    "abandoned_text",
    "is_proposal_text",
    "proposal_closed_text",
    "proposal_message",
]

FLAG = "🏳️"  # every text of a proposal starts with it (see is_proposal_text)


def proposal_message(
    table: Table, proposal: AbandonProposal, key: ControlKey, lang: Words
) -> dict[str, Any]:
    """A proposal to abandon, public (in the channel's language), with Agree and Keep playing;
    it mentions only those still to answer."""
    waiting = proposal.waiting(table.players)
    agreed = [p for p in table.players if p in proposal.agreed]
    game = str(table.id)
    content = "\n".join(
        (
            f"{FLAG} {lang('proposal-asked', player=mention(proposal.by, lang), game=game)}",
            lang(
                "proposal-answers",
                agreed=names_text(agreed, lang),
                waiting=names_text(waiting, lang),
            ),
            lang("proposal-lapses", deadline=deadline_text(proposal.expires_at)),
        )
    )
    version = ViewVersion(proposal.version)
    view = build_view(
        [
            [
                button(table.id, version, Control.AGREE, lang("proposal-agree"), "danger"),
                button(table.id, version, Control.KEEP, lang("proposal-keep"), "secondary"),
            ]
        ],
        key,
    )
    return {
        "content": content,
        "view": view,
        "allowed_mentions": pinging(p for p in waiting if mention(p, lang).startswith("<@")),
    }


def is_proposal_text(content: str, game_id: int) -> bool:
    """The message reads as the proposal to abandon game ``game_id``, open or closed, in any
    language (each of its texts starts with the flag and names the game, #12, in its first
    line)."""
    first = content.split("\n", 1)[0]
    return first.startswith(f"{FLAG} ") and re.search(rf"#{game_id}\b", first) is not None


def proposal_closed_text(game_id: int, why: str, lang: Words) -> str:
    """A proposal to abandon that is over: ``why`` in a few words."""
    return f"{FLAG} {lang('proposal-closed', game=str(game_id), why=why)}"


def abandoned_text(game_id: int, lang: Words) -> str:
    return f"{FLAG} {lang('proposal-abandoned', game=str(game_id))}"
