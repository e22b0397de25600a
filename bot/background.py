"""Worker processes that never take the CPU from the bot's event loop, and that die with the bot
however it dies.

Dying with the bot (Linux, the hosts we support): systemd (``KillMode=control-group``) and
Docker (the bot is PID 1) kill what the bot leaves behind, but a bare run, ``nohup``, tmux or
screen do not, so every process the bot starts sees to it itself:

- A worker of ours (the computer's, the pictures') is handed the read end of the bot's
  *lifeline*, a pipe whose write end only the bot holds and never writes to. A thread in the
  worker waits on it; when the bot is gone, however (kill -9, the OOM killer, a crash), the
  kernel has closed its descriptors, the read sees end-of-file ("If all file descriptors
  referring to the write end of a pipe have been closed, then an attempt to read(2) from the
  pipe will see end-of-file", https://man7.org/linux/man-pages/man7/pipe.7.html) and the worker
  ends at once, busy or not. A worker that starts after the bot died reads EOF at once. The
  bot's end is never inherited: descriptors are close-on-exec, and workers are spawned (a
  fresh interpreter given only the descriptors named to it). Unlike ``prctl``'s parent-death
  signal, which fires when the *thread* that started the child ends
  (https://man7.org/linux/man-pages/man2/PR_SET_PDEATHSIG.2const.html), it does not matter
  which thread started a worker (``asyncio.to_thread``, a test's event loop in a thread).
- multiprocessing's resource tracker, started beside the first worker, ends by itself once the
  bot and every worker are gone (it reads EOF on a pipe they hold).
- A program run to its end by one thread (``pg_dump``, for ``backup``), whose code cannot
  watch a lifeline, gets that parent-death signal: that thread waits for it the whole time.
"""

from __future__ import annotations

import os
import sys
import threading
from multiprocessing.connection import Connection, Pipe

__all__ = ["dies_with_this_thread", "lifeline", "start_worker", "yield_to_the_bot"]

# This process's lifeline: the pid that made it (a forked child makes its own), the read end
# handed to its workers, and the write end kept until the process ends.
_lifeline: tuple[int, Connection, Connection] | None = None


def lifeline() -> Connection:
    """The read end of this process's lifeline, to be passed to a worker process as it is
    spawned (multiprocessing hands the descriptor over), for :func:`start_worker`."""
    global _lifeline
    if _lifeline is None or _lifeline[0] != os.getpid():
        theirs, ours = Pipe(duplex=False)
        _lifeline = (os.getpid(), theirs, ours)
    return _lifeline[1]


def start_worker(bots_lifeline: Connection, niceness: int = 0) -> None:
    """What a worker process does first: end when the bot ends (see the module's docstring),
    and :func:`yield_to_the_bot`."""
    threading.Thread(target=_end_with, args=(bots_lifeline,), name="lifeline", daemon=True).start()
    yield_to_the_bot(niceness)


def _end_with(bots_lifeline: Connection) -> None:
    while os.read(bots_lifeline.fileno(), 64):  # nothing is ever written: this waits for EOF
        pass
    os._exit(0)  # the bot is gone: nobody is left to answer, and nothing to tidy up


def yield_to_the_bot(niceness: int = 0) -> None:
    """A worker process becomes a batch process (Linux): it keeps its fair share of the CPU but
    never preempts another process when it wakes. With the normal policy, a worker woken by the
    bot's request (a write to its pipe) took the bot's own CPU at once whenever the other CPUs
    were busy, for the whole picture or think, and every game waited meanwhile: with pictures
    on, ``bench/load.py`` measured p99 100-135 ms at 200 games that way, 56 ms this way.
    ``niceness`` lowers its share further."""
    if hasattr(os, "sched_setscheduler"):
        os.sched_setscheduler(0, os.SCHED_BATCH, os.sched_param(0))
    if niceness:
        os.nice(niceness)


# Put in front of a program's command line: a Python that asks for the parent-death signal, then
# becomes the program (the signal is kept across execve). If the parent died before the prctl,
# no signal would ever come: the new parent's pid says so, and the program does not start.
_DIE_WITH_PARENT = """\
import ctypes, os, signal, sys
PR_SET_PDEATHSIG = 1
ctypes.CDLL(None).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
if os.getppid() != int(sys.argv[1]):
    os._exit(1)
os.execv(sys.argv[2], sys.argv[2:])
"""


def dies_with_this_thread(command: list[str]) -> list[str]:
    """``command`` (a program's path, then its arguments) made to be killed when the thread
    that starts it ends, the whole process's death included (Linux; elsewhere it is unchanged).
    For a program that thread runs to its end (``subprocess.run``)."""
    if not sys.platform.startswith("linux"):
        return command
    return [sys.executable, "-I", "-S", "-c", _DIE_WITH_PARENT, str(os.getpid()), *command]
