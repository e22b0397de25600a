"""No bare English in a tournament: every post and answer of an event (its announcement in each
status, a round's post, the standings, the final standings, the cancellation, /gin tournament's
look at it) of every format, and the knockout's bracket (its words for screen readers, and the
words drawn in its picture, which still fit when longer than English's), drawn in the
pseudo-language (every English message accented, bracketed and stretched), hold nothing but
catalogue pieces and what legitimately passes through (mentions, channel and command mentions,
timestamps, numbers, emoji, Markdown, the event's and the members' names)."""

from __future__ import annotations

from dataclasses import replace

import discord
import pytest

from bot.discord.command_mentions import CommandMentions
from bot.discord.render import tournaments as render
from bot.model.pairing import Standing
from bot.model.tournaments import (
    MAX_ENTRANTS,
    Match,
    MatchOutcome,
    Tournament,
    TournamentFormat,
    TournamentStatus,
)
from bot.phrases import rules_line
from bot.pictures import bracket, fonts
from bot.pictures.bracket import (
    ALT_TEXT_LIMIT,
    MAX_HEIGHT,
    MAX_WIDTH,
    bracket_alt_text,
    bracket_png,
    bracket_size,
)
from bot.words import ENGLISH, PSEUDO, Words, words
from tests.discord.test_render_tournaments import (
    BIG,
    FORMER,
    KEY,
    KO,
    STARTS,
    SWISS,
    THREAD,
    M,
    entries,
    row,
    table_of,
    win,
    within_limits,
)
from tests.pictures.test_bracket import FINISHED, FIVE, MID_ROUND_2, ROUND_1, full_bracket
from tests.support.pseudo import assert_all_catalogue, visible_text

LANG = words(PSEUDO)
EN = words(ENGLISH)
NAME = "Friday Gin"  # the event's name: an admin's words, passing through
COMMANDS = CommandMentions({"gin": 1111, "gin-admin": 2222})
# The footer names /gin tournament as text (a footer shows no mentions): a command, not words.
PASSING = [NAME, "/gin tournament"]


def shown(embed: discord.Embed, view: discord.ui.View | None = None, content: str = "") -> str:
    return visible_text(embed, view, content)


def post_text(post: dict[str, object]) -> str:
    embed = post.get("embed")
    assert embed is None or isinstance(embed, discord.Embed)
    return visible_text(embed, None, str(post.get("content", "")))


def events() -> dict[str, Tournament]:
    """An event of each format in each status, its lists long and short."""
    sign_up = Tournament(row(status=TournamentStatus.SIGN_UP, round=0, rounds=5), entries(M, False))
    few = Tournament(
        row(status=TournamentStatus.SIGN_UP, round=0, rounds=0, format=TournamentFormat.KNOCKOUT,
            rated=False, turn_seconds=5400),
        entries(M[:2], False),
    )  # fmt: skip
    nobody = replace(few, entries=())
    crowd = Tournament(
        row(status=TournamentStatus.SIGN_UP, round=0, rounds=12),
        entries([BIG + i for i in range(MAX_ENTRANTS)], False),
    )
    round_robin = replace(
        SWISS, row=replace(SWISS.row, format=TournamentFormat.ROUND_ROBIN, rounds=7)
    )
    withdrawn = replace(
        SWISS,
        entries=tuple(replace(e, removed=e.member_id == M[3]) for e in SWISS.entries),
    )
    last_round = replace(SWISS, row=replace(SWISS.row, round=3))
    return {
        "sign-up": sign_up,
        "sign-up-too-few": few,
        "sign-up-nobody": nobody,
        "sign-up-256": crowd,
        "swiss-running": SWISS,
        "swiss-last-round": last_round,
        "swiss-paused": replace(SWISS, row=replace(SWISS.row, paused_at=5.0)),
        "swiss-withdrawn": withdrawn,
        "swiss-finished": replace(SWISS, row=replace(SWISS.row, status=TournamentStatus.FINISHED)),
        "swiss-cancelled": replace(
            SWISS, row=replace(SWISS.row, status=TournamentStatus.CANCELLED)
        ),
        "round-robin": round_robin,
        "round-robin-finished": replace(
            round_robin, row=replace(round_robin.row, status=TournamentStatus.FINISHED)
        ),
        "knockout-running": replace(KO, row=replace(KO.row, status=TournamentStatus.RUNNING)),
        "knockout-finished": KO,
    }


EVENTS = events()


@pytest.mark.parametrize("name", list(EVENTS))
def test_the_announcement_and_the_overview_are_all_catalogue(name: str) -> None:
    t = EVENTS[name]
    for starts in (STARTS, None):
        embed, view = render.announcement(t, starts, KEY, LANG, COMMANDS)
        assert_all_catalogue(shown(embed, view), PASSING)
        link = f"https://discord.com/channels/1/{THREAD}/555"
        links = {m.game_id: link for m in t.matches if m.game_id is not None and m.table == 2}
        embed = render.overview(t, table_of(t), links, starts, LANG, COMMANDS)
        assert_all_catalogue(shown(embed), PASSING)
    # Rules, the timer and the format, in the language: the rules line as every table says it.
    words_of = shown(render.announcement(t, None, KEY, LANG)[0])
    assert LANG("tournament-rules", rules=rules_line(t.row.rules, LANG)) in words_of


def test_the_overview_names_the_commands_by_mention_but_the_footer_by_text() -> None:
    t = EVENTS["sign-up-too-few"]
    embed, _ = render.announcement(t, None, KEY, EN, COMMANDS)
    assert "</gin-admin tournament start:2222>" in (embed.description or "")
    assert embed.footer.text == EN("tournament-footer", number="3", command="/gin tournament")


@pytest.mark.parametrize("name", [n for n in EVENTS if not n.startswith("sign-up")])
def test_the_round_posts_are_all_catalogue(name: str) -> None:
    t = EVENTS[name]
    for number in range(1, t.row.round + 1):
        post = render.round_post(t, number, table_of(t, before_round=number), LANG, COMMANDS)
        assert_all_catalogue(post_text(post), PASSING)


def test_a_knockouts_final_round_and_a_big_round_are_all_catalogue() -> None:
    final = render.round_post(KO, 3, table_of(KO, before_round=3), LANG)
    assert LANG("tournament-the-final") in post_text(final)
    assert_all_catalogue(post_text(final), PASSING)
    members = [BIG + i for i in range(MAX_ENTRANTS)]
    first = tuple(
        win(1, k + 1, members[k], members[k + 128], members[k], 1000 + k, 999) for k in range(128)
    )
    second = tuple(
        Match(2, k + 1, members[k], members[k + 64], game_id=300 + k) for k in range(128)
    )
    big = Tournament(row(round=2, rounds=12, name="N" * 60), entries(members), first + second)
    post = render.round_post(big, 2, table_of(big, before_round=2), LANG, COMMANDS)
    within_limits(post["embed"])  # type: ignore[arg-type]
    said = post_text(post)
    assert_all_catalogue(said, ["N" * 60])
    # 256 players can't all be named: the post says so, pinging nobody, and each list says how
    # many more there are.
    assert post["content"] == LANG("tournament-round-paired", round=2, channels=f"<#{THREAD}>")
    pairings = (post["embed"].description or "").split("\n\n", 1)[1].split("\n")  # type: ignore[attr-defined]
    more = LANG(
        "tournament-more-tables", count=129 - len(pairings), command="</gin tournament:1111>"
    )
    assert pairings[-1] == more
    links = {300 + k: f"https://discord.com/channels/{BIG}/{BIG}/{BIG + k}" for k in range(128)}
    overview = render.overview(big, table_of(big), links, None, LANG, COMMANDS)
    within_limits(overview)
    assert_all_catalogue(shown(overview), ["N" * 60])
    # Signing up, 256 of them: within limits in the longer language too.
    crowd = EVENTS["sign-up-256"]
    within_limits(render.announcement(crowd, STARTS, KEY, LANG, COMMANDS)[0])
    within_limits(render.overview(crowd, [], {}, STARTS, LANG, COMMANDS))
    final = render.final_post(replace(big, row=replace(big.row, status=TournamentStatus.FINISHED)),
                              table_of(big), LANG, COMMANDS)  # fmt: skip
    within_limits(final["embed"])  # type: ignore[arg-type]


@pytest.mark.parametrize("name", [n for n in EVENTS if "finished" in n])
def test_the_final_standings_and_the_cancellation_are_all_catalogue(name: str) -> None:
    t = EVENTS[name]
    post = render.final_post(t, table_of(t), LANG, COMMANDS)
    assert_all_catalogue(post_text(post), PASSING)
    nobody = render.final_post(t, [], LANG)
    assert nobody["content"] == LANG("tournament-over", tournament=NAME)
    forgotten = render.final_post(t, [Standing(FORMER, 1, 3, 3, 0, 0, 0, 300, False, None)], LANG)
    assert_all_catalogue(post_text(forgotten), PASSING)
    cancelled = render.cancelled_post(t, LANG)
    assert_all_catalogue(post_text(cancelled), PASSING)


def test_english_is_as_it_was() -> None:
    """The English posts say what they said before the catalogue (the render tests hold them
    word for word); a few of the new messages' English, whole."""
    sign_up = render.announcement(EVENTS["sign-up"], STARTS, KEY, EN)[0].description or ""
    assert "**Swiss, 5 rounds** · heads-up games" in sign_up
    assert "Each turn has 5 minutes: run out of time and you forfeit the game." in sign_up
    assert "Up to 256 players." in sign_up
    few = render.announcement(EVENTS["sign-up-too-few"], None, KEY, EN)[0].description or ""
    assert "Each turn has 1 h 30 min:" in few
    assert "Up to 256 players; it needs at least 4 to start." in few
    nobody = render.announcement(EVENTS["sign-up-nobody"], None, KEY, EN)[0].description or ""
    assert "Signed up (0): nobody yet. Be the first!" in nobody
    withdrawn = render.overview(
        EVENTS["swiss-withdrawn"], table_of(EVENTS["swiss-withdrawn"]), {}, None, EN
    )
    assert f"<@{M[3]}> (withdrawn)" in shown(withdrawn)
    last = render.overview(
        EVENTS["swiss-last-round"], table_of(EVENTS["swiss-last-round"]), {}, None, EN
    )
    assert "This is the last round: the final standings come once every game of round 3 is" in (
        last.description or ""
    )
    final = render.final_post(EVENTS["swiss-finished"], table_of(EVENTS["swiss-finished"]), EN)
    assert (final["embed"].description or "").startswith("7 players · Swiss, 3 rounds · rated")
    assert final["embed"].footer.text == (
        "MP match points · Bu Buchholz · Pts points scored · thanks for playing!"
    )


# -- the bracket ------------------------------------------------------------------------------


def test_the_brackets_words_are_all_catalogue() -> None:
    names = list(FIVE.values())
    said = {
        "round 1": bracket_alt_text(3, ROUND_1, FIVE, title="Friday Knockout", lang=LANG),
        "in play": bracket_alt_text(
            3, (*ROUND_1, Match(2, 1, 101, 104, game_id=2001), Match(2, 2, 102, 103)),
            FIVE, title="Friday Knockout", lang=LANG,
        ),
        "finished": bracket_alt_text(3, FINISHED, FIVE, title="Friday Knockout", lang=LANG),
        "both out": bracket_alt_text(
            3, (ROUND_1[0], Match(1, 2, 104, 105, 1002, MatchOutcome.BOTH_LOSE), *ROUND_1[2:]),
            FIVE, title="Friday Knockout", lang=LANG,
        ),
        "unplayed": bracket_alt_text(
            2, (Match(1, 1, 101, 102, 7, MatchOutcome.WIN, 101, 0, 0),), FIVE, title="", lang=LANG
        ),
        "not paired": bracket_alt_text(2, (), FIVE, title="Friday Knockout", lang=LANG),
    }  # fmt: skip
    for said_words in said.values():
        assert_all_catalogue(said_words, [*names, "Friday Knockout"])
    assert said["finished"].startswith(LANG("bracket-words-title", title="Friday Knockout"))
    assert said["finished"].endswith(LANG("bracket-words-champion", player="Cat"))
    assert said["unplayed"].startswith(LANG("bracket-words-title", title=LANG("bracket-title")))
    assert LANG("bracket-words-not-paired") in said["not paired"]


def test_a_big_brackets_words_in_a_longer_language_keep_within_discords_limit() -> None:
    matches, names = full_bracket(8)
    said = bracket_alt_text(8, matches, names, title="The Big Open", lang=LANG)
    assert len(said.encode("utf-16-le")) // 2 <= ALT_TEXT_LIMIT
    assert_all_catalogue(said, [*names.values(), "The Big Open"])
    assert said.endswith(LANG("bracket-words-champion", player=names[1001]))


@pytest.mark.parametrize("code", [ENGLISH.code, PSEUDO.code, "de", "pl", "fr", "pt-BR", "es-ES"])
def test_the_pictures_words_fit_their_boxes_in_every_language(code: str) -> None:
    lang = words(code)
    for rounds in range(1, 9):
        labels = bracket._labels(rounds, lang)
        s = bracket._sizes(rounds, labels)
        width, height = s.size(rounds)
        assert width <= MAX_WIDTH and height <= MAX_HEIGHT
        assert (width, height) == bracket_size(rounds, lang)
        # Every heading within its box, a tag with room for a name beside it: nothing cut.
        for heading in labels.headings:
            assert fonts.font(s.small, True).getlength(heading) <= s.box_w - 2 * s.pad
        for tag in (labels.playing, labels.both_out):
            room = s.box_w - 3 * s.pad - bracket.NAME_ROOM * s.text
            assert fonts.font(s.small, False).getlength(tag) <= room
    # English's boxes are as they always were: 12 times the names' size.
    if code == ENGLISH.code:
        assert bracket._sizes(3, bracket._labels(3, lang)).box_w == 12 * bracket.TEXT_SIZE


def test_longer_words_widen_the_picture_and_the_language_is_part_of_it() -> None:
    english = bracket_png(3, MID_ROUND_2, FIVE, title="Friday Knockout", lang=EN)
    pseudo = bracket_png(3, MID_ROUND_2, FIVE, title="Friday Knockout", lang=LANG)
    assert english != pseudo
    assert bracket_size(3, LANG)[0] > bracket_size(3, EN)[0]
    assert english == bracket_png(3, MID_ROUND_2, FIVE, title="Friday Knockout", lang=EN)


def test_a_word_too_long_for_any_box_is_shortened_not_spilled() -> None:
    """Even a language whose words would need a box wider than the cap allows: the picture
    stays within the cap and each heading within its box."""

    class Long(Words):
        def __init__(self) -> None:
            self.base = words(ENGLISH)

        def __call__(self, message_id: str, /, **args: object) -> str:
            return self.base(message_id, **args) * 12

    long = Long()
    for rounds in (3, 8):
        labels = bracket._labels(rounds, long)
        s = bracket._sizes(rounds, labels)
        width, height = s.size(rounds)
        assert width <= MAX_WIDTH and height <= MAX_HEIGHT
        bracket_png(rounds, full_bracket(rounds)[0], full_bracket(rounds)[1], title="T", lang=long)
