"""Where an interaction happens, from the two fields Discord sends (bot/discord/places.py),
and what a /gin subcommand of each reach says there."""

from __future__ import annotations

import pytest

from bot.discord.places import (
    NO_EXTERNAL_APPS,
    OTHER_CLUSTER,
    USE_EXTERNAL_APPS,
    Place,
    Reach,
    place_from,
    refusal,
)

SERVER = 81_000_000_000_000_000
OTHER = 82_000_000_000_000_000
ALICE = 1_000_000_000_000_001


@pytest.mark.parametrize(
    ("context", "guild_id", "owners", "place"),
    [
        # A server that added the bot: its id under GUILD_INSTALL (her own install or not).
        (0, SERVER, {0: SERVER}, Place.SERVER),
        (0, SERVER, {0: SERVER, 1: ALICE}, Place.SERVER),
        # A server that never added it: only her own install authorizes /gin there.
        (0, OTHER, {1: ALICE}, Place.OTHER_SERVER),
        # Another server's id under GUILD_INSTALL is no invitation to this one.
        (0, OTHER, {0: SERVER}, Place.OTHER_SERVER),
        # The bot's DM: "0" under GUILD_INSTALL, and her install, or either alone.
        (1, None, {0: 0, 1: ALICE}, Place.BOT_DM),
        (1, None, {0: 0}, Place.BOT_DM),
        (1, None, {1: ALICE}, Place.BOT_DM),
        # A DM or group DM between members: her install alone (a clicker who never installed
        # the app sees the installer's id there).
        (2, None, {1: ALICE}, Place.PRIVATE),
        # Without a context (the field is optional): a server's id decides.
        (None, SERVER, {0: SERVER}, Place.SERVER),
        (None, OTHER, {1: ALICE}, Place.OTHER_SERVER),
        (None, None, {1: ALICE}, Place.PRIVATE),
    ],
)
def test_the_place_comes_from_the_context_and_the_owners(
    context: int | None, guild_id: int | None, owners: dict[int, int], place: Place
) -> None:
    assert place_from(context, guild_id, owners) is place


ELSEWHERE = "place-server-standings"
EVERY_PLACE = list(Place)


@pytest.mark.parametrize("place", EVERY_PLACE)
def test_anywhere_works_everywhere_and_everything_works_in_a_server(place: Place) -> None:
    assert refusal(Reach.ANYWHERE, place, 0, ELSEWHERE) is None
    for reach in Reach:
        assert refusal(reach, Place.SERVER, 0, ELSEWHERE) is None


@pytest.mark.parametrize("place", [Place.BOT_DM, Place.PRIVATE, Place.OTHER_SERVER])
def test_elsewhere_a_servers_command_says_its_sentence_and_a_games_works(
    place: Place,
) -> None:
    allowed = USE_EXTERNAL_APPS
    assert refusal(Reach.SERVERS, place, allowed, ELSEWHERE) == ELSEWHERE
    assert refusal(Reach.GAMES, place, allowed, ELSEWHERE) is None
    assert refusal(Reach.NEW_GAMES, place, allowed, ELSEWHERE) is None


def test_a_new_game_where_the_members_apps_answer_only_privately_says_so() -> None:
    assert refusal(Reach.NEW_GAMES, Place.OTHER_SERVER, 0, ELSEWHERE) == NO_EXTERNAL_APPS
    # The permission is a server's: DMs have none, and a game's other commands don't post.
    assert refusal(Reach.NEW_GAMES, Place.BOT_DM, 0, ELSEWHERE) is None
    assert refusal(Reach.GAMES, Place.OTHER_SERVER, 0, ELSEWHERE) is None


def test_a_process_without_the_games_outside_servers_refuses_games_in_other_servers() -> None:
    """With several clusters, a server that never added the bot reaches the cluster of its own
    shard, while games outside servers are shard 0's: there a game's commands say so."""
    allowed = USE_EXTERNAL_APPS
    for reach in (Reach.GAMES, Reach.NEW_GAMES):
        assert refusal(reach, Place.OTHER_SERVER, allowed, ELSEWHERE, False) == OTHER_CLUSTER
        # DMs reach shard 0's process, which holds them; a server's own games are its own.
        for place in (Place.BOT_DM, Place.PRIVATE, Place.SERVER):
            assert refusal(reach, place, allowed, ELSEWHERE, False) is None
    assert refusal(Reach.SERVERS, Place.OTHER_SERVER, allowed, ELSEWHERE, False) == ELSEWHERE
