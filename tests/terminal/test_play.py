"""``python -m bot play`` in its own process, typed to through stdin, with no DISCORD_TOKEN in
its environment: a whole scripted game to the score sheet (twice, the same), refused input, and
leaving early (end of input, quit after a yes, Ctrl-C); red suits in red on a colour terminal."""

from __future__ import annotations

import os
import pty
import re
import select
import signal
import subprocess
import time
from collections.abc import Callable

import pytest

from bot.engine.cards import CARDS
from tests.support.driver import (
    ENV,
    ROOT,
    Session,
    command,
    hand_of,
    last_line,
    next_input,
    play_out,
)

Start = Callable[..., Session]
GAME = ("--target", "10", "--level", "easy")


def test_a_whole_game_to_the_score_sheet_the_same_for_the_same_seed(start: Start) -> None:
    first = start("--seed", "2", *GAME)
    transcript = play_out(first, first.read())
    assert (first.exit_status, first.stderr) == (0, "")
    assert "Now:" not in transcript  # the scripted player typed nothing refused
    assert transcript.startswith("Gin rummy against the computer (easy)\nRules: Standard gin, ")
    assert re.search(r"^You cut .., the computer cuts ..: ", transcript, re.M)
    assert re.search(r"^The computer draws from the stock and discards ..\.$", transcript, re.M)
    assert re.search(r"^Your hand: .* · deadwood \d+$", transcript, re.M)
    # Each deal's showdown (the knocker's melds, the other hand, the points) and the score.
    assert re.search(r"^══ Deal 1: .*══\n.* \((knocked|gin), discarding ..\): \[", transcript, re.M)
    assert re.search(
        r"^(Knock|Undercut|Gin): .* = \d+\.\n(You score|The computer scores) \d+\.$",
        transcript,
        re.M,
    )
    assert re.search(r"^Score \(to 10\): you \d+ · the computer \d+\.$", transcript, re.M)
    # The score sheet, and who won.
    sheet = transcript[transcript.index("══ Game over") :]
    assert sheet.startswith("══ Game over after 2 deals ══\n")
    assert re.search(r"^Deal +Won +Points +You +Computer$", sheet, re.M)  # hand by hand
    for row in ("Points", "Game bonus", "Total"):
        assert re.search(rf"^{re.escape(row)} +\d+ +\d+$", sheet, re.M), row
    assert re.search(r"^Boxes +\d+ × 25 = \d+ +\d+ × 25 = \d+$", sheet, re.M)
    assert re.search(r"^(You win|The computer wins), \d+ to \d+", sheet, re.M)
    assert transcript.endswith("Thanks for playing.\n")
    again = start("--seed", "2", *GAME)
    assert play_out(again, again.read()) == transcript


@pytest.mark.parametrize(
    ("options", "words"),
    [
        (("--variant", "oklahoma", "--seed", "1"), "It sets the knock limit to"),
        (("--variant", "straight", "--seed", "1"), "Straight gin: no knocking, gin only."),
        (("--bonuses", "20/10", "--seed", "4"), "gin +20, undercut +10, box 20"),
    ],
)
def test_other_rules_play_to_the_end(start: Start, options: tuple[str, ...], words: str) -> None:
    session = start("--target", "10", "--level", "easy", *options)
    transcript = play_out(session, session.read())
    assert (session.exit_status, session.stderr) == (0, "")
    assert words in transcript and "Now:" not in transcript
    assert "══ Game over" in transcript


def test_the_expert_plays_a_whole_game_with_the_game_in_view(start: Start) -> None:
    expert = start("--seed", "6", "--target", "60", "--level", "expert")
    transcript = play_out(expert, expert.read())
    assert (expert.exit_status, expert.stderr) == (0, "")
    assert transcript.startswith("Gin rummy against the computer (expert)\nRules: ")
    deals = re.search(r"^══ Game over after (\d+) deals ══$", transcript, re.M)
    assert deals is not None and int(deals[1]) >= 3  # later deals: earlier ones in view
    # Its look-ahead draws from the seed: the same seed, the same game move for move.
    again = start("--seed", "6", "--target", "60", "--level", "expert")
    assert play_out(again, again.read()) == transcript


def reply_line(reply: str) -> str:
    """The one line a refused command gets, checked to be followed by a new prompt."""
    line, prompt = reply.split("\n")
    assert prompt == "> ", reply
    return line


def test_refused_input_gets_one_line_a_new_prompt_and_changes_nothing(start: Start) -> None:
    session = start("--seed", "7", *GAME)
    text = session.read()
    todo = last_line(text, "Your turn:")
    assert reply_line(session.send("banana")) == (
        f"'banana' is not a command or a card. Now: {todo[:-1]}. Type h for help."
    )
    assert "needs one card" in reply_line(session.send("k"))
    assert "takes no card" in reply_line(session.send("d 7h"))
    # Discarding before drawing.
    held = hand_of(text)[0]
    refused = reply_line(session.send(f"x {held.code.lower()}"))
    assert re.match(r"(The first draw: take the upcard or pass|Draw a card first)", refused)
    assert refused.endswith(f"Now: {todo}")
    # Draw, to discard.
    text = session.send("p" if todo.startswith("take the upcard") else "d")
    if not last_line(text, "Your turn:").startswith("discard"):
        text = session.send("d")
    todo = last_line(text, "Your turn:")
    assert todo.startswith("discard a card") and "knock" not in todo
    hand = hand_of(text)
    assert len(hand) == 11
    missing = next(card for card in CARDS if card not in hand)
    assert reply_line(session.send(f"{missing.code.lower()}")) == (
        f"{missing} is not in your hand. Now: {todo}"  # written as every other line writes it
    )
    refused = reply_line(session.send(f"k {hand[-1]}"))  # typed as 7♥
    assert re.match(rf"Discarding {hand[-1]} leaves \d+ deadwood; the knock limit is 10\.", refused)
    assert reply_line(session.send("g")).startswith("No gin now (the best discard leaves")
    assert reply_line(session.send("t")).startswith("You have drawn already")
    assert "is not a card" in reply_line(session.send("x 1z"))
    assert reply_line(session.send("big")).startswith("Big gin is not played with these rules")
    # Nothing changed: the same table, and the game goes on.
    table = session.send("")
    assert hand_of(table) == hand and last_line(table, "Your turn:") == todo
    assert "h, help" in session.send("h")
    assert "q, quit       leave the game (asks first)" in session.send("h")
    assert session.send("score") == "Score (to 10): you 0 · the computer 0.\n> "
    assert session.send("pile").startswith("Discard pile, top first: ")
    text = session.send(f"x {hand[0].code}")
    assert f"You discard {hand[0]}.\nThe computer " in text
    assert len(hand_of(text)) == 10
    assert session.send("q") == LEAVE
    assert (
        session.send("y") == "You leave the game. Score (to 10): you 0 · the computer 0. Goodbye!\n"
    )
    assert (session.exit_status, session.stderr) == (0, "")


LEAVE = "Leave this game before its end? Type y to leave; anything else plays on.\n> "


def test_q_asks_before_it_ends_a_game_and_anything_but_y_plays_on(start: Start) -> None:
    session = start("--seed", "7", *GAME)
    text = session.read()
    todo = last_line(text, "Your turn:")
    hand = hand_of(text)
    assert session.send("q") == LEAVE
    assert session.send("n") == f"Playing on. Now: {todo}\n> "
    assert session.send("quit") == LEAVE
    assert session.send("yes please") == f"Playing on. Now: {todo}\n> "
    assert session.send("exit") == LEAVE
    assert session.send("") == f"Playing on. Now: {todo}\n> "
    # Nothing changed meanwhile, and the game goes on.
    table = session.send("")
    assert hand_of(table) == hand and last_line(table, "Your turn:") == todo
    text = session.send("p" if todo.startswith("take the upcard") else "d")
    assert "You " in text and not session.over
    # End of input while asked: nobody is there to answer, the game ends as at any prompt.
    assert session.send("q") == LEAVE
    assert session.close_input().endswith(
        "\nEnd of input: the game stops here. Score (to 10): you 0 · the computer 0. Goodbye!\n"
    )
    assert (session.exit_status, session.stderr) == (0, "")


def play_to(session: Session, text: str, stop: str, max_turns: int = 2000) -> str:
    """Play on (as play_out does) until the program prints ``stop``; the output since the
    last line typed."""
    taken = None
    for turn in range(max_turns):
        if stop in text:
            return text
        line, taken = next_input(text, taken, turn)
        text = session.send(line)
    raise AssertionError(f"{stop!r} never came")


def test_a_showdown_waits_for_enter_and_a_finished_game_offers_another(start: Start) -> None:
    session = start("--seed", "2", *GAME)
    text = play_to(session, session.read(), "Press Enter for deal 2")
    # The showdown stays on screen: the next deal waits for the player.
    assert "══ Deal 1: " in text and "── Deal 2" not in text
    assert text.rstrip().endswith("Press Enter for deal 2 (q to quit).\n>")
    text = session.send("")
    assert "── Deal 2 · " in text
    text = play_to(session, text, "Play again?")
    assert "══ Game over" in text and "Thanks for playing" not in text
    # y: a new game with new deals, the same options.
    text = session.send("y")
    assert "Gin rummy against the computer (easy)" in text and "--seed" in text
    text = play_to(session, text, "Play again?")
    assert session.send("").endswith("Thanks for playing.\n")
    assert (session.exit_status, session.stderr) == (0, "")


def test_q_at_the_pause_asks_too_and_end_of_input_at_play_again_says_thanks(
    start: Start,
) -> None:
    session = start("--seed", "2", *GAME)
    play_to(session, session.read(), "Press Enter for deal 2")
    assert session.send("q") == LEAVE
    assert session.send("n").startswith("Playing on.\n\n── Deal 2 · ")  # the next deal
    leaving = start("--seed", "2", *GAME)
    play_to(leaving, leaving.read(), "Press Enter for deal 2")
    assert leaving.send("q") == LEAVE
    assert leaving.send("y").endswith("Goodbye!\n") and leaving.exit_status == 0
    other = start("--seed", "2", *GAME)
    play_to(other, other.read(), "Play again?")
    assert other.close_input().endswith("\nThanks for playing.\n")
    assert (other.exit_status, other.stderr) == (0, "")


def test_a_king_typed_alone_as_kh_is_not_taken_for_a_discard(start: Start) -> None:
    session = start("--seed", "7", *GAME)
    text = session.read()
    text = session.send("p" if "take the upcard" in text else "d")
    if not last_line(text, "Your turn:").startswith("discard"):
        text = session.send("d")
    hand = hand_of(text)
    for king in ("kh", "KS"):
        refused = reply_line(session.send(king))
        assert refused.startswith(f"'{king}' could be a knock: type x {king} to discard the K")
    assert hand_of(session.send("")) == hand  # nothing changed


def test_end_of_input_in_the_middle_says_goodbye_and_exits_0(start: Start) -> None:
    session = start("--seed", "7", *GAME)
    text = session.read()
    session.send("p" if "take the upcard" in text else "d")
    text = session.close_input()
    assert text.endswith(
        "\nEnd of input: the game stops here. Score (to 10): you 0 · the computer 0. Goodbye!\n"
    )
    assert (session.exit_status, session.stderr) == (0, "")


def test_ctrl_c_says_goodbye_and_exits_0(start: Start) -> None:
    session = start("--seed", "7", *GAME)
    session.read()
    session.proc.send_signal(signal.SIGINT)
    text = session.read()
    assert text.endswith(
        "Interrupted: the game stops here. Score (to 10): you 0 · the computer 0. Goodbye!\n"
    )
    assert (session.exit_status, session.stderr) == (0, "")


def _first_screen_on_a_terminal(extra_env: dict[str, str]) -> str:
    """What ``play`` prints up to its first prompt when its output is a terminal (a pty)."""
    main, follower = pty.openpty()
    proc = subprocess.Popen(
        command("play", "--seed", "7", *GAME),
        cwd=ROOT,
        env={**ENV, "TERM": "xterm", **extra_env},
        stdin=subprocess.PIPE,
        stdout=follower,
        stderr=subprocess.PIPE,
    )
    os.close(follower)
    data = b""
    try:
        deadline = time.monotonic() + 20
        while b"\n> " not in data and time.monotonic() < deadline:
            ready, _, _ = select.select([main], [], [], 1)
            if ready:
                data += os.read(main, 65536)
    finally:
        proc.kill()
        proc.wait()
        os.close(main)
    return data.decode()


def test_a_colour_terminal_shows_red_suits_in_red_and_no_color_turns_it_off() -> None:
    coloured = _first_screen_on_a_terminal({})
    red = re.findall(r"\x1b\[31m((?:10|[A2-9JQK])[♠♣♦♥])\x1b\[0m", coloured)
    assert red and all(card[-1] in "♦♥" for card in red)
    # Every red card on the screen is coloured; black ones are plain.
    plain = re.sub(r"\x1b\[31m.*?\x1b\[0m", "", coloured)
    assert not re.search(r"(?:10|[A2-9JQK])[♦♥]", plain) and re.search(r"[♠♣]", plain)
    assert "\x1b" not in _first_screen_on_a_terminal({"NO_COLOR": "1"})


def test_a_game_of_one_deal_says_so_in_the_singular(start: Start) -> None:
    session = start("--seed", "1", *GAME)
    transcript = play_out(session, session.read())
    assert "\n══ Game over after 1 deal ══\n" in transcript
    assert (session.exit_status, session.stderr) == (0, "")
