"""A test-only driver for ``python -m bot play``: the real command in its own process, spoken to
through its stdin and stdout, and a simple player that reads the table it prints.

:class:`Session` starts the process (no DISCORD_TOKEN in its environment), reads what it prints
up to each prompt and types lines. :func:`next_input` decides a move from the last table printed:
it parses the hand, the top of the pile and the choices offered, and plays the engine's
``simple_move`` (the scripted players of the other tests), going gin or knocking when offered.
It reads the table in any language: the lines it looks for are the catalogue's (``lang``, the
game's language; English by default).
"""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import time
from pathlib import Path

from bot.engine import Card, DrawStock, PassUpcard, TakeDiscard, best_discard, simple_move
from bot.words import ENGLISH, Words, words

ROOT = Path(__file__).resolve().parents[2]
PROMPT = b"\n> "
CARD = re.compile(r"(?:10|[A2-9TJQK])[♠♣♦♥]")
# No DISCORD_TOKEN and nothing else from the test's environment: play needs none of it.
ENV = {"PATH": os.environ.get("PATH", "/usr/bin:/bin")}
EN = words(ENGLISH)  # the game's language unless told


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "bot", *args]


class Session:
    """``python -m bot play ARGS`` in a process, fed line by line; ``env``: more of its
    environment (LANG, say)."""

    def __init__(self, *args: str, env: dict[str, str] | None = None) -> None:
        self.proc = subprocess.Popen(
            command("play", *args),
            cwd=ROOT,
            env={**ENV, **(env or {})},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self.transcript = ""  # everything printed so far, with the lines typed after prompts
        self.output = ""  # everything printed so far (without the lines typed)
        self.exit_status: int | None = None
        self.stderr = ""

    def read(self, timeout: float = 20) -> str:
        """What the program prints until its next prompt (or its end), decoded."""
        assert self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        data = b""
        deadline = time.monotonic() + timeout
        while not data.endswith(PROMPT):
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no prompt within {timeout} s; so far:\n{data.decode()}")
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                continue
            chunk = os.read(fd, 65536)
            if not chunk:  # the program ended
                self._finish()
                break
            data += chunk
        text = data.decode()
        self.transcript += text
        self.output += text
        return text

    @property
    def over(self) -> bool:
        return self.exit_status is not None

    def send(self, line: str) -> str:
        """Type a line; what the program prints in answer, up to its next prompt."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(line.encode() + b"\n")
        self.proc.stdin.flush()
        self.transcript += line + "\n"
        return self.read()

    def close_input(self) -> str:
        """End of input (Ctrl-D); what the program prints until it ends."""
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        return self.read()

    def _finish(self) -> None:
        assert self.proc.stderr is not None
        self.exit_status = self.proc.wait(timeout=20)
        self.stderr = self.proc.stderr.read().decode()

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            if stream is not None and not stream.closed:
                stream.close()


def last_line(text: str, start: str) -> str:
    lines = [line for line in text.splitlines() if line.startswith(start)]
    assert lines, f"no line starting with {start!r} in:\n{text}"
    return lines[-1][len(start) :].strip()


def said_before(lang: Words, message_id: str, variable: str) -> str:
    """What a message says before its ``variable`` ("Your hand: " before $hand)."""
    return lang(message_id, **{variable: "\x00"}).split("\x00")[0]


def cards_in(text: str) -> list[Card]:
    return [Card.parse(token) for token in CARD.findall(text)]


def hand_of(text: str, lang: Words = EN) -> list[Card]:
    """The cards of the last "Your hand:" line (melds and unmatched; the deadwood is a count)."""
    return cards_in(last_line(text, said_before(lang, "terminal-your-hand", "hand")))


def top_of(text: str, lang: Words = EN) -> Card:
    return cards_in(last_line(text, said_before(lang, "terminal-pile", "card")))[0]


def todo_of(text: str, lang: Words = EN) -> str:
    """The choices of the last "Your turn:" line (without its full stop)."""
    before, after = lang("terminal-your-turn", choices="\x00").split("\x00")
    return last_line(text, before).removesuffix(after.strip())


def card_text(card: Card, turn: int) -> str:
    """A card the ways people type it, in turn: 7h, 7H, 10h / th, 7♥."""
    style = turn % 4
    if style == 0:
        return card.code.lower()
    if style == 1:
        return card.code
    if style == 2:
        return ("10" + card.code[1].lower()) if card.code[0] == "T" else card.code.lower()
    return str(card)


def next_input(
    text: str, taken: Card | None, turn: int, lang: Words = EN
) -> tuple[str, Card | None]:
    """The line to type after the table in ``text`` (the output since the last line typed), and
    the card taken from the pile if that line takes it."""
    last = text.rstrip().splitlines()[-2] if text.count("\n") > 1 else ""
    if last.startswith(said_before(lang, "terminal-press-enter", "deal")):  # after a showdown
        return "", taken
    if last.startswith(lang("terminal-again")):
        return "n", None
    todo = todo_of(text, lang)
    hand = hand_of(text, lang)
    if todo.startswith(said_before(lang, "terminal-todo-first-upcard", "upcard")):
        move = simple_move(hand, [TakeDiscard(), PassUpcard()], top_of(text, lang))
        return ("t", top_of(text, lang)) if move == TakeDiscard() else ("p", None)
    if todo == lang("terminal-todo-stock-only"):
        return "d", None
    if todo.startswith(said_before(lang, "terminal-todo-draw", "upcard")):
        move = simple_move(hand, [DrawStock(), TakeDiscard()], top_of(text, lang))
        return ("take", top_of(text, lang)) if move == TakeDiscard() else ("d", None)
    if lang("terminal-todo-big-gin") in todo:
        return "big", None
    if said_before(lang, "terminal-todo-gin", "cards") in todo:
        return "g", None
    knock = said_before(lang, "terminal-todo-knock", "cards")
    if knock in todo:
        card = cards_in(todo.split(knock)[1])[0]
        return f"k {card_text(card, turn)}", None
    discard = best_discard(hand, forbidden=taken).discard
    typed = card_text(discard, turn)
    alone = turn % 2 == 0 and not re.fullmatch(r"[kK][a-zA-Z]", typed)  # "kh" looks like a knock
    return (typed if alone else f"x {typed}"), None


def play_out(session: Session, first: str, max_turns: int = 2000, lang: Words = EN) -> str:
    """Play the game to its end from ``first`` (the output up to the first prompt), reading it
    in ``lang``; the whole transcript."""
    text, taken = first, None
    for turn in range(max_turns):
        if session.over:
            return session.transcript
        line, taken = next_input(text, taken, turn, lang)
        text = session.send(line)
    raise AssertionError("the game did not end")
