"""Forged clicks end to end: a modified client sends component interactions with any custom id
on a message it can see, and nothing gets past the bot.

- Admin confirmations forged by a member without Manage Server end no game and start no season.
- A confirmation is answered once, by the member it was asked of, while fresh; replayed, sent by
  another member, late, or with its id changed, it changes nothing.
- For every kind of control, forged variants (a field changed, another control's tag, the numbers
  0, -1, 2^63 and 10^23, an id of another member or another message) are refused privately, with
  nothing changed and no ERROR logged.
- Ids of an older release (no tag) still do what is harmless and get a fresh message otherwise.
- A rematch with a forgotten member, and the challenge limit across a restart.
- Every click's tag is checked once, whatever the click does and whether it is refused.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.discord.controls import ControlKey
from bot.model import GameStatus
from tests.support.fakediscord import FakeDiscord, FakeInteraction, FakeMessage, FakeUser
from tests.support.fakediscord.models import walk_components
from tests.support.harness import CHANNEL_MESSAGE, UPDATE_MESSAGE, Harness, refusal
from tests.support.players import (
    Player,
    command_mention,
    control,
    hand_of,
    legal_from,
    pick,
    top_of,
)
from tests.support.store_reads import every_row

REFUSED = "didn't make that button for you"
NUMBERS = ("0", "-1", str(2**63), str(10**23))


async def snapshot(harness: Harness) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table, as committed."""
    return await every_row(harness.service.store)


def shown(fake: FakeDiscord) -> dict[int, int]:
    """Every public message and how many versions it has had."""
    return {m.id: len(m.versions) for m in fake.public_messages()}


def starting(message: FakeMessage, prefix: str) -> str:
    return next(c for c in message.custom_ids() if c.startswith(prefix))


def components(message: FakeMessage) -> list[dict[str, Any]]:
    return [c for c in walk_components(message.components) if "custom_id" in c]


def variants(custom_id: str, other_tag: str) -> list[str]:
    """Forgeries of a tagged id: each number replaced by an out-of-range or other value, each
    word changed, the tag of another control, the older form (no tag) with bad numbers, and
    ids that fit none of the bot's templates."""
    fields = custom_id.split(":")
    tag = len(fields) - 2
    out = []
    for i, field in enumerate(fields[1:], start=1):
        if i == tag:
            out.append(":".join([*fields[:i], other_tag, *fields[i + 1 :]]))
            continue
        if re.fullmatch(r"[0-9]+(\.[0-9]+)?", field):
            changed = [*NUMBERS, str(int(field.split(".")[0]) + 1)]
        else:
            changed = [field + "x", "draw" if field != "draw" else "take"]
        for value in changed:
            out.append(":".join([*fields[:i], value, *fields[i + 1 :]]))
            if re.fullmatch(r"[0-9]+(\.[0-9]+)?", field):
                untagged = fields[:tag] + fields[tag + 1 :]
                untagged[i if i < tag else i - 1] = value
                if value in NUMBERS[1:]:
                    out.append(":".join(untagged))
    # Shapes that fit no template: a foreign prefix, a field after the action, the kind alone.
    out += [f"x{custom_id}", f"{custom_id}:extra", fields[0]]
    return [v for v in dict.fromkeys(out) if v != custom_id]


async def finished_game(harness: Harness, fake: FakeDiscord) -> tuple[int, FakeMessage]:
    """Alice and Bob play a short game to its end: its id and its score sheet."""
    alice, bob = fake.humans[:2]
    game_id = await harness.start_game(alice, bob, target=10)
    await harness.play(game_id, {u.id: Player(fake, u, game_id) for u in (alice, bob)})
    await harness.idle()
    (sheet,) = [m for m in fake.public_messages() if control(m, "rematch") is not None]
    return game_id, sheet


async def assert_refused(
    fake: FakeDiscord, user: FakeUser, message: FakeMessage, custom_id: str, values: Any
) -> None:
    it = await fake.forge_component(user, message, custom_id, values)
    text = await refusal(it)
    assert REFUSED in text, (custom_id, text)
    # /gin hand named as a command mention, which Discord shows in the reader's language.
    assert command_mention(fake, "gin hand") in text, text


async def test_forged_admin_confirmations_from_a_member_change_nothing(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=3)
    alice, _, carol, dave = fake.humans
    game_id = await harness.start_game(carol, dave)
    await harness.idle()
    before, public = await snapshot(harness), shown(fake)
    # Alice may not use /gin-admin; her own "forget me" question is a private message of hers.
    it = await fake.slash(alice, "gin forget-me")
    ask = await it.message()
    assert ask.ephemeral and ask.visible_to(alice)
    forget = starting(ask, "gin-confirm:forget:")
    _, _, tag, token = forget.split(":")
    forgeries = [
        f"gin-confirm:end:{game_id}:forged",  # the forms, of an older release
        "gin-confirm:season:1:",
        f"gin-confirm:end:{tag}:{token}",  # her own confirmation, turned into an admin's
        f"gin-confirm:season:{tag}:{token}",
    ]
    for custom_id in forgeries:
        it = await fake.forge_component(alice, ask, custom_id)
        await it.response()
        answer = await it.message()
        assert "is ended" not in answer.text and "has started" not in answer.text, custom_id
        assert answer.visible_to(alice) and not answer.public, custom_id
    await harness.idle()
    assert harness.table(game_id).status is GameStatus.ACTIVE
    assert await harness.service.store.season(fake.guild.id) == 1
    assert shown(fake) == public  # no announcement, no table edit
    after = await snapshot(harness)
    assert {t: rows for t, rows in after.items() if t != "confirmations"} == {
        t: rows for t, rows in before.items() if t != "confirmations"
    }
    assert [row[3] for row in after["confirmations"]] == ["forget"]  # asked, never answered
    assert after["confirmations"][0][7] is None


async def test_a_confirmation_is_answered_once_by_whom_it_was_asked_while_fresh(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=3)
    alice, bob, _, _ = fake.humans
    owner = fake.owner
    store = harness.service.store
    guild = fake.guild.id

    # Changed in any part, the id is refused; another member's copy of it too.
    it = await fake.slash(owner, "gin-admin season")
    ask = await it.message()
    yes = starting(ask, "gin-confirm:season:")
    keep = starting(ask, "gin-confirm:keep:")
    _, _, tag, token = yes.split(":")
    changed = [
        f"gin-confirm:season:{tag}:{token[:-1]}{'A' if token[-1] != 'A' else 'B'}",
        f"gin-confirm:end:{tag}:{token}",
        f"gin-confirm:season:{keep.split(':')[2]}:{token}",
        f"gin-confirm:forget:{tag}:{token}",
    ]
    for custom_id in changed:
        await assert_refused(fake, owner, ask, custom_id, None)
    it = await fake.slash(bob, "gin forget-me")
    bobs = await it.message()
    await assert_refused(fake, bob, bobs, yes, None)  # on his own private message
    await assert_refused(fake, bob, ask, yes, None)  # on the owner's
    assert await store.season(guild) == 1

    # Said yes: done once. Replayed, from the question as it was: already answered.
    click = await fake.click(owner, ask, yes)
    assert "Season 2 has started" in (await click.message()).text
    assert "Season 2 starts now" in (await click.followup(0)).text
    public = shown(fake)
    for _ in range(2):
        again = await fake.click(owner, ask, yes, version=0)
        assert "already answered" in await refusal(again)
    assert await store.season(guild) == 2 and shown(fake) == public

    # Said no: closed for good.
    it = await fake.slash(owner, "gin-admin season")
    ask = await it.message()
    yes = starting(ask, "gin-confirm:season:")
    click = await fake.click(owner, ask, starting(ask, "gin-confirm:keep:"))
    assert "Nothing was changed" in (await click.message()).text
    again = await fake.click(owner, ask, yes, version=0)
    assert "already answered" in await refusal(again)
    assert await store.season(guild) == 2

    # Late: expired, its buttons gone.
    it = await fake.slash(owner, "gin-admin season")
    ask = await it.message()
    fake.clock.advance(11 * 60)
    click = await fake.click(owner, ask, starting(ask, "gin-confirm:season:"))
    assert (await click.response()).type == UPDATE_MESSAGE
    late = await click.message()
    assert "expired" in late.text and "/gin-admin season" in late.text and not late.custom_ids()
    assert await store.season(guild) == 2

    # An admin's end names the game and the reason when asked: the click can't change them.
    game_id = await harness.start_game(alice, bob)
    it = await fake.slash(owner, "gin-admin end", {"game": game_id, "reason": "A long break"})
    ask = await it.message()
    end = starting(ask, "gin-confirm:end:")
    click = await fake.click(owner, ask, end)
    assert f"Game #{game_id} is ended" in (await click.message()).text
    await harness.idle()
    assert harness.table(game_id).row.end_reason == "A long break"
    assert "already answered" in await refusal(await fake.click(owner, ask, end, version=0))


async def test_forged_controls_of_every_kind_are_refused_and_change_nothing(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=3)
    alice, bob, carol, dave = fake.humans
    # A finished game (its score sheet, the leaderboard, the histories), a game in play with a hand
    # and a proposal to abandon it, and an open challenge.
    _, sheet = await finished_game(harness, fake)
    game_id = await harness.start_game(alice, bob)
    table = harness.table_message(game_id)
    hand = await Player(fake, alice, game_id).open_hand(table)
    it = await fake.slash(alice, "gin abandon")
    proposal = await it.message()
    assert proposal.public and control(proposal, "agree") is not None
    it = await fake.slash(carol, "gin challenge", {"opponent": dave})
    challenge = await it.message()
    it = await fake.slash(carol, "gin leaderboard")
    leaderboard = await it.message()
    it = await fake.slash(alice, "gin history")
    history = await it.message()
    it = await fake.slash(alice, "gin resign")  # (forget-me is refused during a game)
    confirm = await it.message()
    await harness.idle()
    before, public = await snapshot(harness), shown(fake)
    version = harness.table(game_id).version

    # (message, who may click it) for every kind of control the bot draws.
    places: list[tuple[FakeMessage, FakeUser]] = [
        (challenge, dave),
        (table, alice),
        (hand, alice),
        (proposal, bob),
        (sheet, alice),
        (leaderboard, carol),
        (history, alice),
        (confirm, alice),
    ]
    kinds = set()
    for message, user in places:
        comps = components(message)
        assert comps, message
        tags = [c["custom_id"].split(":")[-2] for c in comps]
        for n, comp in enumerate(comps):
            custom_id = comp["custom_id"]
            kinds.add(custom_id.split(":")[0])
            values = [comp["options"][0]["value"]] if comp.get("options") else None
            for forged in variants(
                custom_id, tags[(n + 1) % len(tags)] if len(tags) > 1 else "A" * 11
            ):
                await assert_refused(fake, user, message, forged, values)
    assert kinds == {"gin", "gin-board", "gin-history", "gin-sheet", "gin-confirm"}

    # Another member's private controls, on that member's own private message.
    it = await fake.slash(bob, "gin hand")
    bobs = await it.message()
    for message in (hand, history, confirm):
        for comp in components(message):
            values = [comp["options"][0]["value"]] if comp.get("options") else None
            await assert_refused(fake, bob, bobs, comp["custom_id"], values)
    # A challenge's and a proposal's buttons on another game's message: nothing is done there.
    accept = control(challenge, "accept")
    agree = control(proposal, "agree")
    assert accept is not None and agree is not None
    for user, message, custom_id in ((dave, table, accept), (bob, challenge, agree)):
        text = await refusal(await fake.forge_component(user, message, custom_id["custom_id"]))
        assert "belongs to another message" in text

    await harness.idle()
    assert await snapshot(harness) == before and shown(fake) == public
    assert harness.table(game_id).version == version
    assert harness.table(game_id).status is GameStatus.ACTIVE
    challenge_id = int(accept["custom_id"].split(":")[1])
    assert harness.table(challenge_id).status is GameStatus.CHALLENGE


async def test_controls_of_an_older_release_do_what_is_harmless_only(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=3)
    alice, bob, carol, dave = fake.humans
    owner = fake.owner
    finished, sheet = await finished_game(harness, fake)
    game_id = await harness.start_game(alice, bob)
    table = harness.table_message(game_id)
    it = await fake.slash(carol, "gin challenge", {"opponent": dave})
    challenge = await it.message()
    challenge_id = int(challenge.custom_ids()[0].split(":")[1])
    await harness.idle()
    before = await snapshot(harness)
    version = str(harness.table(game_id).version)

    def tagged(message: FakeMessage) -> bool:
        return bool(message.custom_ids()) and all(
            len(c.split(":")[-2]) == 11 for c in message.custom_ids()
        )

    # Harmless: the hand opens, a refresh redraws it with tagged controls, pages turn.
    it = await fake.forge_component(alice, table, f"gin:{game_id}:{version}:hand")
    hand = await it.message()
    assert hand.ephemeral and "Your hand" in hand.text and tagged(hand)
    it = await fake.forge_component(alice, hand, f"gin:{game_id}:{hand_version(hand)}:refresh")
    assert (await it.response()).type == UPDATE_MESSAGE and tagged(hand)
    it = await fake.slash(carol, "gin leaderboard")
    leaderboard = await it.message()
    it = await fake.forge_component(carol, leaderboard, "gin-board:wins:all:0:next")
    page = await it.message()
    assert page.ephemeral and "Leaderboard" in page.text and tagged(page)
    it = await fake.slash(alice, "gin history")
    history = await it.message()
    it = await fake.forge_component(alice, history, f"gin-history:{alice.id}:0:next")
    assert (await it.response()).type == UPDATE_MESSAGE and tagged(history)
    it = await fake.forge_component(alice, history, f"gin-sheet:{alice.id}:0", [str(finished)])
    assert "Game over" in (await it.message()).text

    # Anything else: a fresh message to do it from, nothing done.
    it = await fake.forge_component(alice, hand, f"gin:{game_id}:{hand_version(hand)}:draw")
    assert "before I was updated" in (await it.message()).text and tagged(hand)
    text = await refusal(
        await fake.forge_component(dave, challenge, f"gin:{challenge_id}:0:accept")
    )
    assert "before I was updated" in text
    it = await fake.forge_component(alice, sheet, f"gin:{finished}:1:rematch")
    offer = await it.message()
    assert offer.ephemeral and "Rematch button again" in offer.text and tagged(offer)
    it = await fake.slash(owner, "gin forget-me")  # (the players are in games: refused them)
    ask = await it.message()
    it = await fake.forge_component(owner, ask, f"gin-confirm:forget:{owner.id}:")
    again = await it.message()
    assert again is not ask and "can't be undone" in again.text and tagged(again)
    it = await fake.slash(owner, "gin-admin season")
    ask = await it.message()
    it = await fake.forge_component(owner, ask, "gin-confirm:season:1:")
    assert f"Run {command_mention(fake, 'gin-admin season')} again" in (await it.message()).text
    await harness.idle()
    assert tagged(challenge)  # redrawn by the publisher
    after = await snapshot(harness)
    assert {t: r for t, r in after.items() if t != "confirmations"} == {
        t: r for t, r in before.items() if t != "confirmations"
    }
    assert all(row[7] is None for row in after["confirmations"])  # asked, none answered
    assert harness.table(challenge_id).status is GameStatus.CHALLENGE
    assert await harness.service.store.season(fake.guild.id) == 1


def hand_version(hand: FakeMessage) -> str:
    return next(c for c in hand.custom_ids() if c.startswith("gin:")).split(":")[2]


async def test_a_rematch_with_a_forgotten_member_names_no_one(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start(seed=5)
    alice, bob, _, _ = fake.humans
    _, sheet = await finished_game(harness, fake)
    it = await fake.slash(bob, "gin forget-me")
    ask = await it.message()
    click = await fake.click(bob, ask, starting(ask, "gin-confirm:forget:"))
    assert "erased" in (await click.message()).text
    asked = len(fake.requests)
    rematch = control(sheet, "rematch")
    assert rematch is not None
    text = await refusal(await fake.click(alice, sheet, rematch["custom_id"]))
    assert "asked to be forgotten" in text and "/gin challenge" in text
    assert "<@" not in text
    assert not [r for r in fake.requests[asked:] if "/members/" in r.path]
    assert len(harness.service.tables()) == 0  # no challenge was made


async def test_the_challenge_limit_counts_challenges_made_before_a_restart(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    alice, bob, carol, _ = fake.humans
    it = await fake.slash(fake.owner, "gin-admin settings", {"challenge_limit": 2})
    await it.message()
    for opponent in (bob, carol):
        it = await fake.slash(alice, "gin challenge", {"opponent": opponent})
        challenge = await it.message()
        assert challenge.public
        cancel = control(challenge, "cancel")
        assert cancel is not None
        click = await fake.click(alice, challenge, cancel["custom_id"])
        assert (await click.response()).type == UPDATE_MESSAGE
    await harness.restart()
    it = await fake.slash(alice, "gin challenge", {"opponent": bob})
    refused = await it.message()
    assert refused.ephemeral and "You've made 2 challenges in the last 10 minutes" in refused.text
    # The window still runs out: ten minutes later she may challenge again.
    fake.clock.advance(10 * 60 + 1)
    it = await fake.slash(alice, "gin challenge", {"opponent": bob})
    assert (await it.response()).type == CHANNEL_MESSAGE and (await it.message()).public


async def test_every_click_checks_its_tag_once(
    harness: Harness, fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each click's tag is checked once, for whom its control was drawn: no check would let a
    forged id act, a second would pay for the tag twice."""
    await harness.start(seed=3)
    alice, bob, carol, _ = fake.humans
    await finished_game(harness, fake)  # (the leaderboard's pages)
    game_id = await harness.start_game(alice, bob)
    table = harness.table_message(game_id)
    it = await fake.slash(carol, "gin leaderboard")
    leaderboard = await it.message()
    await harness.idle()
    checked: list[tuple[str, int]] = []
    opens = ControlKey.opens

    def counted(key: ControlKey, body: str, tag: str, scope: int) -> bool:
        checked.append((body, scope))
        return opens(key, body, tag, scope)

    monkeypatch.setattr(ControlKey, "opens", counted)
    clicks: list[FakeInteraction] = []

    # Both open their hands from the table (public), the player to act moves (private: a
    # move, and the hand drawn again), the other refreshes; the leaderboard's page; a question
    # answered; a forged id, refused.
    players = [Player(fake, user, game_id) for user in (alice, bob)]
    hands = [await player.open_hand(table) for player in players]
    (mover,) = [p for p, hand in zip(players, hands, strict=True) if legal_from(hand)]
    hand = mover.hand_message
    assert hand is not None
    await mover.perform(pick(hand_of(hand), legal_from(hand), top_of(hand)))
    waiting = next(p for p in players if p is not mover)
    await waiting.refresh()
    clicks += [click for player in players for click in player.interactions]
    page = control(leaderboard, "here")  # its Refresh
    assert page is not None
    clicks.append(await fake.click(carol, leaderboard, page["custom_id"]))
    it = await fake.slash(mover.user, "gin resign")
    ask = await it.message()
    clicks.append(await fake.click(mover.user, ask, starting(ask, "gin-confirm:keep:")))
    forged = re.sub(r":[A-Za-z0-9_-]{11}:", ":AAAAAAAAAAA:", page["custom_id"])
    clicks.append(it := await fake.forge_component(carol, leaderboard, forged))
    assert REFUSED in await refusal(it)
    for click in clicks[:-1]:
        await click.message()
    await harness.idle()

    def unsealed(custom_id: str) -> str:
        fields = custom_id.split(":")
        return ":".join(fields[:-2] + fields[-1:])

    def checked_for(click: FakeInteraction) -> tuple[str, int]:
        """The id without its tag, and for whom: the table's and the leaderboard's are anyone's."""
        body = unsealed(click.payload["data"]["custom_id"])
        public = body.endswith(":hand") or body.startswith("gin-board:")
        return body, 0 if public else click.user.id

    assert sorted(checked) == sorted(checked_for(click) for click in clicks)
