"""The invite asks for exactly the permissions the bot uses (``bot/invite.py``), by Discord's
bits and in Discord's words, and the README's set-up says the same: its invite URLs, every
``permissions=`` number, and the permissions its invite step names and counts."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import discord

from bot.discord.answers import THREAD_NEEDED, table_needed
from bot.discord.client import invite_url as the_bots_invite_url
from bot.invite import ASKED, INVITE_PERMISSIONS, LABELS, invite_url
from cogs.tournaments import NEEDED as TOURNAMENT_NEEDED

README = Path(__file__).resolve().parents[1] / "README.md"
INVITE_URL = re.compile(r"https://discord\.com/oauth2/authorize\?[^\s`)>\]]+")


def test_each_permission_asked_is_discords_bit() -> None:
    for asked in ASKED:
        # discord.py's flags carry Discord's documented values.
        assert discord.Permissions(**{asked.flag: True}).value == asked.bit, asked
    assert len({a.bit for a in ASKED}) == len(ASKED)
    assert sum(a.bit for a in ASKED) == INVITE_PERMISSIONS
    # View Channels, Send Messages, Embed Links, Attach Files, Read Message History, Create
    # Public Threads, Send Messages in Threads.
    assert INVITE_PERMISSIONS == 309237763072


def test_what_the_bot_checks_before_a_game_is_in_the_invite() -> None:
    checked = {*THREAD_NEEDED, *TOURNAMENT_NEEDED}
    for in_thread, opens_thread in ((False, False), (True, False), (True, True)):
        checked |= set(table_needed(in_thread=in_thread, opens_thread=opens_thread))
    assert checked <= set(LABELS)


def test_the_invite_url() -> None:
    assert the_bots_invite_url is invite_url
    url = urlsplit(invite_url(123))
    assert (url.scheme, url.netloc, url.path) == ("https", "discord.com", "/oauth2/authorize")
    assert parse_qs(url.query) == {
        "client_id": ["123"],
        "scope": ["bot applications.commands"],
        "permissions": [str(INVITE_PERMISSIONS)],
    }


def readme_steps() -> list[str]:
    """The README cut at its headings and at its top-level numbered steps: each piece a step
    of the set-up (with the paragraphs under it) or a section's opening."""
    return re.split(r"\n(?=#{1,6} |\d+\. )", README.read_text())


def test_the_readme_invites_with_these_permissions() -> None:
    text = README.read_text()
    numbers = re.findall(r"permissions=(\d+)", text)
    assert numbers and set(numbers) == {str(INVITE_PERMISSIONS)}, numbers
    urls = INVITE_URL.findall(text)
    assert urls, "the README gives no invite URL"
    for url in urls:
        query = parse_qs(urlsplit(url).query)
        assert query["scope"] == ["bot applications.commands"], url
        assert query["permissions"] == [str(INVITE_PERMISSIONS)], url
        assert len(query["client_id"]) == 1, url


def test_the_readme_names_and_counts_the_permissions_where_it_invites() -> None:
    steps = [step for step in readme_steps() if INVITE_URL.search(step)]
    assert steps, "the README gives no invite URL"
    for step in steps:
        words = " ".join(INVITE_URL.sub(" ", step).split())  # (an application id in it)
        # Every permission integer the step gives: INVITE_PERMISSIONS, no other.
        given = {int(n) for n in re.findall(r"(?<![\w.<])\d{4,}(?![\w.])", words)}
        assert given <= {INVITE_PERMISSIONS}, (given, step)
        lacking = [label for label in LABELS.values() if label.lower() not in words.lower()]
        assert not lacking, f"the README's invite step does not name {lacking}:\n{step}"
