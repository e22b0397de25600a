"""No bare English in the answers of the commands and buttons: each render function, drawn in the
pseudo-language (every English message accented, bracketed and stretched), holds nothing but
catalogue pieces and what legitimately passes through (mentions, command mentions, timestamps,
card faces, numbers, emoji, Markdown, member names). The cogs' own sentences are checked end to
end (tests/e2e/test_answers_languages.py)."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands

from bot.discord.command_mentions import CommandMentions
from bot.discord.controls import ControlKey
from bot.discord.places import REACH
from bot.discord.render import games as render_games
from bot.discord.render import hand as render_hand
from bot.discord.render import links as render_links
from bot.discord.render import proposals as render_proposals
from bot.discord.render import rules as render_rules
from bot.discord.render import settings as render_settings
from bot.discord.render import stats as render_stats
from bot.discord.render.words import place_text
from bot.engine import Format, Rules, Variant, knock_arrangements
from bot.engine.computer import Level
from bot.model import (
    GameStatus,
    HeadToHead,
    HistoryLine,
    HistoryPage,
    LeaderboardLine,
    LeaderboardPage,
    LeaderboardSort,
    MemberStats,
)
from bot.model.cards import CardOrder, CardStyle, SuitColours
from bot.model.computer import computer_id
from bot.model.settings import ServerSettings
from bot.model.versions import ViewVersion
from bot.service import AbandonProposal, ChallengeRequest, TableService
from bot.words import ENGLISH, PSEUDO, words
from cogs.choices import cards_words
from cogs.group import ORDER, WHERE
from tests.support.builders import cards
from tests.support.games import ANN, BOB, CAT, DAN, service, start
from tests.support.pseudo import assert_all_catalogue, visible_text

__all__ = ["service"]

LANG = words(PSEUDO)
EN = words(ENGLISH)
KEY = ControlKey(b"k" * 32)
# Ids known, as after a sync: every command is named by a mention.
COMMANDS = CommandMentions({"gin": 1111, "gin-admin": 2222})
NAMES = ["Ann", "Bob"]  # member names pass through as they are


def _gin_group() -> app_commands.Group:
    """/gin as the bot makes it: each subcommand with its English description."""

    async def callback(interaction: discord.Interaction) -> None:  # pragma: no cover
        pass

    group = app_commands.Group(name="gin", description=EN.attribute("command-gin", "description"))
    for name in ORDER:
        description = EN.attribute(f"command-gin-{name}", "description")
        extras = {REACH: WHERE[name][0]}
        group.add_command(
            app_commands.Command(
                name=name, description=description, callback=callback, extras=extras
            )
        )
    return group


def test_help_and_rules_are_all_catalogue() -> None:
    for fmt in Format:
        rules = Rules(format=fmt, target=125 if fmt is Format.PARTNERSHIP else 100)
        for whose in render_rules.Whose:
            text = render_rules.rules_text(rules, LANG, whose=whose, commands=COMMANDS)
            assert_all_catalogue(text)
    for games in (1, 3):
        assert_all_catalogue(render_rules.ratings_text(games, LANG, COMMANDS))
    for in_server in (True, False):
        embed = render_rules.help_embed(_gin_group(), Rules(), LANG, COMMANDS, in_server=in_server)
        assert_all_catalogue(visible_text(embed))
        assert "</gin practice:1111>" in (embed.description or "")
        assert "</gin-admin settings:2222>" in (embed.description or "")


def test_help_says_which_commands_work_anywhere_and_which_in_servers() -> None:
    description = render_rules.help_embed(_gin_group(), Rules(), EN, COMMANDS).description or ""
    anywhere, servers = description.split(f"**{EN('help-in-servers')}**")
    assert f"**{EN('help-anywhere')}**" in anywhere
    for name in ORDER:
        mentioned = f"</gin {name}:1111>: "
        anywhere_too = (
            "rules",
            "help",
            "challenge",
            "practice",
            "hand",
            "resign",
            "abandon",
            "forget-me",
        )
        assert mentioned in (anywhere if name in anywhere_too else servers), name
    # The member menu and the admin commands are the servers' too.
    assert "Challenge to gin rummy" in servers and "</gin-admin settings:2222>" in servers
    assert EN("rules-server-default", rules="").split(":")[0] in servers
    elsewhere = render_rules.help_embed(_gin_group(), Rules(), EN, COMMANDS, in_server=False)
    assert EN("rules-default", rules="").split(":")[0] in (elsewhere.description or "")
    assert EN("rules-server-default", rules="").split(":")[0] not in (elsewhere.description or "")


def test_help_names_each_command_by_a_mention_once_its_id_is_known() -> None:
    plain = render_rules.help_embed(_gin_group(), Rules(), EN, CommandMentions())
    assert "`/gin practice`: " in (plain.description or "")
    assert "`/gin-admin settings | end | season`" in (plain.description or "")
    known = render_rules.help_embed(_gin_group(), Rules(), EN, COMMANDS)
    description = known.description or ""
    assert "</gin practice:1111>: Play against the computer, right away" in description
    assert "`/gin" not in description
    assert "</gin-admin settings:2222> | </gin-admin end:2222>" in description


def test_the_knock_screen_is_all_catalogue() -> None:
    hand = cards("AS 2S 3S 4H 5H 6H 7C 8C 9C KD QD")
    card = hand[-1]
    options = knock_arrangements(list(hand[:-1]), 10)
    assert options
    for order in CardOrder:
        embed = render_hand.knock_choice_embed(12, card, options, order, lang=LANG)
        assert_all_catalogue(visible_text(embed))
        assert "#12" in (embed.title or "")


async def test_the_knock_screen_and_its_controls_are_all_catalogue(
    service: TableService,
) -> None:
    game_id = await start(service, (ANN, BOB))
    table = service.get(game_id)
    assert table is not None
    hand = cards("AS 2S 3S 4H 5H 6H 7C 8C 9C KD QD")
    options = knock_arrangements(list(hand[:-1]), 10)
    style = CardStyle(CardOrder.SUIT, SuitColours.FOUR)
    embed, view = render_hand.knock_screen(
        table, ANN, ViewVersion(1, 1), hand[-1], options, KEY, style, lang=LANG
    )
    assert_all_catalogue(visible_text(embed, view))


async def test_a_proposal_and_its_ends_are_all_catalogue(service: TableService) -> None:
    game_id = await start(service, (ANN, BOB, CAT, DAN), format="partnership")
    table = service.get(game_id)
    assert table is not None
    proposal = AbandonProposal(game_id, table.version, ANN, 1.7e9, {ANN})
    message = render_proposals.proposal_message(table, proposal, KEY, LANG)
    assert_all_catalogue(visible_text(view=message["view"], content=message["content"]))
    # A restarted bot still finds it, in any language.
    assert render_proposals.is_proposal_text(message["content"], game_id)
    assert not render_proposals.is_proposal_text(message["content"], game_id * 10 + 1)
    for why in ("proposal-why-ended", "proposal-why-lapsed", "proposal-why-withdrawn"):
        closed = render_proposals.proposal_closed_text(game_id, LANG(why), LANG)
        assert_all_catalogue(closed)
        assert render_proposals.is_proposal_text(closed, game_id)
    abandoned = render_proposals.abandoned_text(game_id, LANG)
    assert_all_catalogue(abandoned)
    assert render_proposals.is_proposal_text(abandoned, game_id)
    # The English is as it was.
    english = render_proposals.proposal_message(table, proposal, KEY, EN)["content"]
    assert english.startswith(f"🏳️ <@{ANN}> proposes abandoning game #{game_id}: it would end")


async def test_a_members_games_are_all_catalogue(service: TableService) -> None:
    playing = await start(service, (ANN, BOB))
    three = await start(service, (ANN, BOB, CAT), channel=6, format="three")
    challenge = await service.challenge(
        ChallengeRequest(1, 7, (DAN, ANN), Rules(), 600, names=("Dan", "Ann"))
    )
    listed = [
        (t, {0: 1.7e9, 1: 1.7e9})
        for t in (service.get(playing), service.get(three), challenge)
        if t is not None
    ]
    for user in (ANN, BOB, CAT, DAN):
        mine = [(t, d) for t, d in listed if user in t.players]
        embed = render_games.games_embed(1, user, mine, LANG, COMMANDS)
        assert_all_catalogue(visible_text(embed))
    none = render_games.games_embed(1, ANN, [], LANG, COMMANDS)
    assert_all_catalogue(visible_text(none))
    many = render_games.games_embed(1, ANN, listed[:1] * 25, LANG, COMMANDS)
    assert_all_catalogue(visible_text(many))
    for status in GameStatus:
        assert_all_catalogue(render_games.standing_text(status, "<#5>", LANG))


def test_the_settings_card_and_a_change_are_all_catalogue() -> None:
    plain = ServerSettings()
    changed = ServerSettings(
        variant=Variant.OKLAHOMA,
        target=250,
        format=Format.HOLLYWOOD,
        turn_minutes=1,
        hints=False,
        channels=(55, 66),
        threads=True,
        min_games=1,
        challenge_limit=1,
        computer_rated=True,
        pictures=False,
        language="pl",
    )
    for settings in (plain, changed):
        title = LANG("settings-title-server")
        embed = render_settings.settings_embed(settings, 3, title, LANG)
        assert_all_catalogue(visible_text(embed), ["Polski"])
    for before, after in ((plain, changed), (changed, plain), (plain, plain)):
        said = render_settings.changes_text(before, after, LANG)
        assert_all_catalogue(said, ["Polski", "25/25"])
    # The admin log keeps English, as before.
    assert render_settings.changes_text(plain, changed, EN).startswith(
        "variant standard → oklahoma"
    )


def _line(rank: int | None, member: int, name: str | None) -> LeaderboardLine:
    return LeaderboardLine(rank, member, 1012, 7, 4, 130, 1, name)


@pytest.mark.parametrize("sort", list(LeaderboardSort))
@pytest.mark.parametrize("format_", ["all", "three"])
def test_the_leaderboard_is_all_catalogue(sort: LeaderboardSort, format_: str) -> None:
    lines = (_line(1, ANN, "Ann"), _line(2, BOB, None), _line(None, CAT, "Bob"))
    for mine in (lines[0], lines[2], None):
        leaderboard = LeaderboardPage(sort, format_, 0, 2, 2, lines, mine, 3)
        embed, view = render_stats.leaderboard_message(leaderboard, KEY, LANG, COMMANDS)
        assert_all_catalogue(visible_text(embed, view), NAMES)
    empty = LeaderboardPage(sort, format_, 0, 1, 0, (), None, 3)
    embed, view = render_stats.leaderboard_message(empty, KEY, LANG, COMMANDS)
    assert_all_catalogue(visible_text(embed, view))
    assert_all_catalogue(render_stats.empty_leaderboard_text(empty, LANG, COMMANDS))


@pytest.mark.parametrize("streak", [3, 1, 0, -1, -4])
def test_a_members_stats_and_head_to_head_are_all_catalogue(streak: int) -> None:
    for rating, games, favourite in ((None, 1, None), (1040, 2, "partnership"), (990, 9, "x")):
        stats = MemberStats(
            ANN, "Ann", 2, games, 1, 120, 14, 6, 2, 1, 1, 3, 110, streak, 3, favourite,
            rating, ((1.7e9, 1000),), 1000, (1000, 1010, 1040),
        )  # fmt: skip
        embed = render_stats.stats_embed(stats, "Ann", 3, chart=True, lang=LANG)
        assert_all_catalogue(visible_text(embed), NAMES)
    assert_all_catalogue(render_stats.chart_title(2, LANG))
    for games, partnered, level in ((0, 0, 0), (5, 0, 1), (1, 2, 0)):
        h2h = HeadToHead(ANN, BOB, {}, games, 3, 1, level, partnered, 1, 1.7e9)
        embed = render_stats.head_to_head_embed(h2h, NAMES, LANG)
        assert_all_catalogue(visible_text(embed), NAMES)


def test_a_history_is_all_catalogue() -> None:
    variants = (Variant.STANDARD, Variant.OKLAHOMA, Variant.STRAIGHT, Variant.STANDARD)
    lines = []
    for place, (fmt, variant) in enumerate(zip(Format, variants, strict=True), start=1):
        sides = (((ANN,), 100), ((BOB, computer_id(Level.HARD, 0)), 40))
        ending = "forfeit" if place == 2 else "target"
        rules = Rules(format=fmt, variant=variant)
        forfeited = place == 2 and fmt is Format.THREE
        line = HistoryLine(
            40 + place, 1.7e9, fmt.value, rules, place, ending, forfeited, sides, place != 3
        )
        lines.append(line)
    for page in (
        HistoryPage(ANN, 0, 2, 9, tuple(lines), {ANN: "Ann"}),
        HistoryPage(ANN, 0, 1, 0, (), {}),
    ):
        embed, view = render_stats.history_message(page, "Ann", KEY, ANN, LANG)
        assert_all_catalogue(visible_text(embed, view), NAMES)
    for place in range(1, 7):
        assert_all_catalogue(place_text(place, LANG))


def test_the_ping_the_moved_table_and_the_cards_choice_are_all_catalogue() -> None:
    link = "https://discord.com/channels/1/5/9"
    assert_all_catalogue(render_links.ping_text(ANN, 12, link, LANG))
    assert_all_catalogue(render_links.table_moved_text(link, LANG))
    for order in CardOrder:
        for colours in SuitColours:
            assert_all_catalogue(cards_words(CardStyle(order, colours), LANG))


def test_the_english_of_the_answers_is_as_it_was() -> None:
    assert (
        render_links.ping_text(ANN, 12, "L", EN) == f"<@{ANN}>, your turn in gin rummy game #12: L"
    )
    assert place_text(1, EN) == "🥇 1st" and place_text(4, EN) == "4th"
    assert render_rules.ratings_text(5, EN).endswith(
        "Members with fewer than 5 games are listed as provisional. See /gin leaderboard and "
        "/gin stats."
    )
    assert cards_words(CardStyle(CardOrder.SUIT, SuitColours.FOUR), EN) == (
        "sorted by suit (♠ ♥ ♣ ♦, ace to king in each), melds first, in your hand's text, "
        "picture and menus; its picture in four colours (♠ black, ♥ red, ♣ green, ♦ blue)"
    )
    stats = MemberStats(
        ANN, "Ann", 2, 6, 3, 120, 14, 6, 2, 1, 1, 3, 110, -2, 3, "three",
        1040, (), 1000, (1000, 1010, 1040),
    )  # fmt: skip
    fields = {f.name: f.value for f in render_stats.stats_embed(stats, "Ann", 9, False, EN).fields}
    assert fields["Games"] == "6 games · 3 wins · 3 losses · 50% won"
    assert fields["Rating"] == "**1040** (▲ 40 over the last 3 games) · provisional until 9 games"
    assert fields["Hands"] == "won 6 of 14 · 8.6 points a hand"
    assert fields["Streak"] == "2 games without a win · longest 3 wins"
    assert fields["Favourite format"] == "three players"
