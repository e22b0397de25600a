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

__all__ = [
    "abandoned_text",
    "is_proposal_text",
    "proposal_closed_text",
    "proposal_message",
]


def proposal_message(table: Table, proposal: AbandonProposal, key: ControlKey) -> dict[str, Any]:
    """A proposal to abandon, public, with Agree and Keep playing; it mentions only those still
    to answer."""
    waiting = proposal.waiting(table.players)
    agreed = [p for p in table.players if p in proposal.agreed]
    content = (
        f"🏳️ {mention(proposal.by)} proposes abandoning game #{table.id}: it would end now, "
        "unrated, with no result for anyone. Every player must agree.\n"
        f"Agreed: {names_text(agreed)}. Waiting for: {names_text(waiting)}.\n"
        f"Any move withdraws it; it lapses {deadline_text(proposal.expires_at)}."
    )
    version = ViewVersion(proposal.version)
    view = build_view(
        [
            [
                button(table.id, version, Control.AGREE, "Agree", "danger"),
                button(table.id, version, Control.KEEP, "Keep playing", "secondary"),
            ]
        ],
        key,
    )
    return {
        "content": content,
        "view": view,
        "allowed_mentions": pinging(p for p in waiting if mention(p).startswith("<@")),
    }


def is_proposal_text(content: str, game_id: int) -> bool:
    """The message reads as the proposal to abandon game ``game_id``, open or closed (each
    of its texts starts with the flag and names the game in its first line)."""
    first = content.split("\n", 1)[0]
    return first.startswith("🏳️ ") and re.search(rf"(?i)\bgame #{game_id}\b", first) is not None


def proposal_closed_text(game_id: int, why: str) -> str:
    """A proposal to abandon that is over: ``why`` in a few words."""
    return f"🏳️ The proposal to abandon game #{game_id} is closed: {why}."


def abandoned_text(game_id: int) -> str:
    return f"🏳️ Game #{game_id} is abandoned: every player agreed. It counts for nobody's rating."
