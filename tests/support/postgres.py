"""A throwaway PostgreSQL server for the tests: one per test run, an empty database per test.

The server is the machine's own PostgreSQL (``pg_config --bindir`` names its programs), set up
in a fresh folder with ``initdb`` (in memory, /dev/shm, where there is room; else under /tmp)
and started with ``pg_ctl`` on a free loopback port, its Unix socket in its data folder, fsync
off. ``initdb`` and ``pg_ctl`` refuse to run as root,
so as root they run as the ``postgres`` user (the folder is that user's); otherwise as whoever
runs the tests.

No server outlives its run: the fixture stops it at the end; a watchdog process stops it when
the run dies without ending (killed, or stopped with SIGTERM); and each start first clears the
folders of earlier runs whose test process is gone (a run whose watchdog was killed as well).

Where the server is not installed, the tests that ask for it are skipped with one line saying
what to install, except when CI is set ('true' or '1'): there they fail, never skip.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shlex
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Mapping
from pathlib import Path

import pytest

__all__ = [
    "FAIL_REASON",
    "SKIP_REASON",
    "ServerFailedToStart",
    "ThrowawayPostgres",
    "ci_requires_server",
    "clear_stale_servers",
    "database_name",
    "find_binaries",
    "require_binaries",
]

INSTALL_HINT = "install the PostgreSQL server (Debian: apt-get install postgresql)"
SKIP_REASON = f"PostgreSQL tests skipped: {INSTALL_HINT}"
FAIL_REASON = f"PostgreSQL tests failed (CI is set, so they may not skip): {INSTALL_HINT}"

# Each run's folder is named with this prefix, so a later run can find the ones left behind.
FOLDER_PREFIX = "gin-rummy-pg-"
OWNER_FILE = "owner.pid"  # the pid of the test process that started the server
# A folder this young with no owner file yet may be a concurrent run's, between its two steps.
UNOWNED_GRACE_SECONDS = 60.0
RAM_FOLDER = Path("/dev/shm")  # Linux's memory-backed folder
# The room a run's folder takes at most: the server (~40 MB) and the tests' databases (~8 MB
# each, dropped after each test), with room to spare (a container's /dev/shm may be 64 MB).
ROOM_NEEDED = 1 << 30
SERVER_USER = "postgres"  # who runs the server when the tests run as root
START_ATTEMPTS = 3  # a free port can be taken by someone else before the server binds it
LOG_LINES_SHOWN = 20

# The server's settings: made for speed (nothing here has to survive a crash) and for many small
# pools (every test may open one of its own).
SERVER_SETTINGS = {
    "listen_addresses": "127.0.0.1",
    "max_connections": "300",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
}

INITDB_OPTIONS = [
    *("-A", "trust"),  # loopback and the socket only, and nothing here is secret
    *("-U", SERVER_USER),
    *("-E", "UTF8"),
    "--locale=C",  # the same sort order and messages on every machine
    "--no-sync",  # a throwaway folder need not reach the disk
]
START_OPTIONS = ["-w", "-t", "60"]  # wait until it accepts connections, a minute at most

# The watchdog: started with the server, it blocks on a pipe whose other end only the test
# process holds. The pipe closes when that process ends, however it ends; if the server is
# still up then (the fixture did not stop it), the watchdog stops it and removes its folder.
_WATCHDOG = """\
import os, shutil, signal, sys, time
postmaster, folder = int(sys.argv[1]), sys.argv[2]
lock = os.path.join(folder, "data", "postmaster.pid")
sys.stdin.buffer.read()
try:
    os.kill(postmaster, signal.SIGINT)  # a fast shutdown, which ends by removing the lock file
    deadline = time.monotonic() + 10
    while os.path.exists(lock) and time.monotonic() < deadline:
        time.sleep(0.05)
    if os.path.exists(lock):
        os.kill(postmaster, signal.SIGQUIT)  # an immediate one: the fast one hangs
except ProcessLookupError:
    pass
shutil.rmtree(folder, ignore_errors=True)
"""
# It waits for the lock file, as pg_ctl does, and not for the process to go: a server that has
# exited may stay a zombie for a while, until the machine's init reaps it.


class ServerFailedToStart(RuntimeError):
    """The server did not start; the message ends with the last lines of its log."""


def find_binaries() -> Path | None:
    """The folder of the server's programs (``initdb``, ``pg_ctl``), or None where the
    PostgreSQL server is not installed (no ``pg_config``, or no ``initdb`` beside it: the client
    library's ``pg_config`` comes without a server)."""
    pg_config = shutil.which("pg_config")
    if pg_config is None:
        return None
    try:
        answer = subprocess.run(
            [pg_config, "--bindir"], capture_output=True, text=True, check=True, timeout=30
        )
    except (OSError, subprocess.SubprocessError):
        return None
    bindir = Path(answer.stdout.strip())
    programs = [bindir / "initdb", bindir / "pg_ctl"]
    if not all(program.is_file() and os.access(program, os.X_OK) for program in programs):
        return None
    return bindir


def ci_requires_server(environ: Mapping[str, str]) -> bool:
    """Whether this run is CI's, where a missing server fails the tests instead of skipping."""
    return environ.get("CI", "").strip().lower() in {"true", "1"}


def require_binaries(environ: Mapping[str, str]) -> Path:
    """The server's programs' folder; where there are none, skip the test that asked, or fail
    it when the run is CI's (``environ`` is the environment, ``os.environ`` in a run)."""
    bindir = find_binaries()
    if bindir is not None:
        return bindir
    if ci_requires_server(environ):
        pytest.fail(FAIL_REASON, pytrace=False)
    pytest.skip(SKIP_REASON)


def database_name(url: str) -> str:
    """The database a ``postgresql://`` URL names (its path, without query)."""
    return url.rsplit("/", 1)[1].split("?", 1)[0]


class ThrowawayPostgres:
    """A PostgreSQL server of its own in a fresh folder, on a free loopback port, for as long
    as a test run: ``start()``, then ``fresh_database()`` as often as needed, ``stop()``.

    ``settings`` are put over SERVER_SETTINGS (a benchmark asks for the durability of a real
    server: fsync on); ``on_disk`` keeps the folder out of memory (/dev/shm), where a real
    server's files would be."""

    def __init__(
        self, bindir: Path, *, settings: Mapping[str, str] | None = None, on_disk: bool = False
    ) -> None:
        self.bindir = bindir
        self.settings = {**SERVER_SETTINGS, **(settings or {})}
        self.on_disk = on_disk
        self.folder: Path | None = None
        self.port: int | None = None
        self._watchdog: subprocess.Popen[bytes] | None = None

    @property
    def data(self) -> Path:
        """The server's data folder (its Unix socket is there too)."""
        if self.folder is None:
            raise RuntimeError("the server is not started")
        return self.folder / "data"

    @property
    def log(self) -> Path:
        """The server's log."""
        if self.folder is None:
            raise RuntimeError("the server is not started")
        return self.folder / "server.log"

    @property
    def postmaster_pid(self) -> int:
        """The server's main process (its backends and helpers are its children)."""
        return int((self.data / "postmaster.pid").read_text(encoding="ascii").split()[0])

    def url(self, database: str = "postgres") -> str:
        """The URL of ``database`` on this server, as the postgres superuser."""
        if self.port is None:
            raise RuntimeError("the server is not started")
        return f"postgresql://{SERVER_USER}@127.0.0.1:{self.port}/{database}"

    def start(self) -> None:
        """Clear what earlier runs left, then set up a fresh folder and start the server in it;
        raises ServerFailedToStart (nothing left behind) if it does not come up."""
        for runs_folder in _runs_folders():
            clear_stale_servers(runs_folder, self.bindir)
        where = _runs_folders()[-1] if self.on_disk else _runs_folder()
        self.folder = Path(tempfile.mkdtemp(prefix=FOLDER_PREFIX, dir=where))
        (self.folder / OWNER_FILE).write_text(f"{os.getpid()}\n", encoding="ascii")
        try:
            _hand_to_server_user(self.folder)
            try:
                self._run("initdb", "-D", str(self.data), *INITDB_OPTIONS)
            except subprocess.CalledProcessError as error:
                raise ServerFailedToStart(
                    f"initdb exited with {error.returncode}:\n{_last_lines(error.stderr)}"
                ) from None
            self._start_on_a_free_port()
            self._watch()
        except BaseException:
            self.stop()
            raise

    def stop(self) -> None:
        """Stop the server (a fast shutdown: open connections are ended) and remove its folder.
        Safe to call more than once, and on a server that did not start."""
        if self._watchdog is not None:
            # Closing its pipe would make it stop the server too, so it goes first.
            self._watchdog.kill()
            self._watchdog.wait()
            self._watchdog = None
        if self.folder is None:
            return
        if (self.data / "postmaster.pid").exists():
            with contextlib.suppress(subprocess.CalledProcessError):
                self._run("pg_ctl", "-D", str(self.data), "stop", "-m", "fast", "-w")
        shutil.rmtree(self.folder, ignore_errors=True)
        self.folder = None
        self.port = None

    async def fresh_database(self) -> str:
        """Create a new empty database with a name of its own, and return its URL."""
        name = f"test_{uuid.uuid4().hex[:16]}"
        await self._administer(f"CREATE DATABASE {_quoted(name)}")
        return self.url(name)

    async def drop_database(self, name: str) -> None:
        """Drop the database ``name``, ending the connections still open to it."""
        await self._administer(f"DROP DATABASE IF EXISTS {_quoted(name)} WITH (FORCE)")

    async def _administer(self, statement: str) -> None:
        # Imported here: a test run that never asks for the server need not load the driver.
        import asyncpg

        # A connection per statement: a test's event loop ends with the test, and a
        # connection cannot outlive the loop it was opened on.
        connection = await asyncpg.connect(self.url("postgres"))
        try:
            await connection.execute(statement)
        finally:
            await connection.close()

    def _start_on_a_free_port(self) -> None:
        for attempt in range(1, START_ATTEMPTS + 1):
            self.port = _free_loopback_port()
            settings = {**self.settings, "port": str(self.port)}
            options = " ".join(f"-c {name}={value}" for name, value in settings.items())
            options += f" -k {shlex.quote(str(self.data))}"
            start = ["-D", str(self.data), "-o", options, "-l", str(self.log), "start"]
            try:
                self._run("pg_ctl", *start, *START_OPTIONS)
                return
            except subprocess.CalledProcessError as error:
                log = self._log_tail()
                if attempt < START_ATTEMPTS and "could not bind" in log:
                    continue
                raise ServerFailedToStart(
                    f"the PostgreSQL server did not start (pg_ctl exited with "
                    f"{error.returncode}: {' '.join(_last_lines(error.stderr).split())}); "
                    f"the last lines of its log:\n{log}"
                ) from None

    def _watch(self) -> None:
        self._watchdog = subprocess.Popen(
            [sys.executable, "-c", _WATCHDOG, str(self.postmaster_pid), str(self.folder)],
            stdin=subprocess.PIPE,
            # A session of its own: a Ctrl-C or a signal to the test run's process group ends
            # the run, not the watchdog.
            start_new_session=True,
        )

    def _run(self, program: str, *arguments: str) -> None:
        _run_as_server_user([str(self.bindir / program), *arguments], cwd=self.folder)

    def _log_tail(self) -> str:
        try:
            return _last_lines(self.log.read_bytes())
        except OSError as error:
            return f"(no log: {error})"


def clear_stale_servers(runs_folder: Path, bindir: Path) -> None:
    """Stop the servers of earlier runs whose test process is gone, and remove their folders
    (a run's own watchdog does it unless it was killed too). Live runs' are left alone."""
    for folder in runs_folder.glob(f"{FOLDER_PREFIX}*"):
        if not folder.is_dir() or _owner_alive(folder):
            continue
        data = folder / "data"
        if (data / "postmaster.pid").exists():
            # pg_ctl reads the server's pid from its data folder; it fails, harmlessly, if the
            # server is already gone.
            with contextlib.suppress(subprocess.CalledProcessError, OSError):
                _run_as_server_user(
                    [str(bindir / "pg_ctl"), "-D", str(data), "stop", "-m", "immediate", "-w"],
                    cwd=folder,
                )
        shutil.rmtree(folder, ignore_errors=True)


def _owner_alive(folder: Path) -> bool:
    try:
        owner = int((folder / OWNER_FILE).read_text(encoding="ascii"))
    except (OSError, ValueError):
        # No owner yet: a concurrent run may be between making its folder and naming itself.
        try:
            return time.time() - folder.stat().st_mtime < UNOWNED_GRACE_SECONDS
        except OSError:
            return True
    try:
        os.kill(owner, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's live process
    return True


def _runs_folders() -> list[Path]:
    """Where the runs' folders go: in memory where there is room (creating a database on disk
    took ~130 ms against ~10 ms in memory, fsync off or not), else the temporary folder. As
    root, the server's user must reach it: /tmp is open to everyone, while the temporary folder
    a root session names (TMPDIR) may not be."""
    on_disk = Path("/tmp") if os.geteuid() == 0 else Path(tempfile.gettempdir())
    return [RAM_FOLDER, on_disk] if RAM_FOLDER.is_dir() else [on_disk]


def _runs_folder() -> Path:
    for folder in _runs_folders():
        try:
            room = os.statvfs(folder)
        except OSError:
            continue
        if os.access(folder, os.W_OK) and room.f_bavail * room.f_frsize >= ROOM_NEEDED:
            return folder
    return _runs_folders()[-1]


def _hand_to_server_user(folder: Path) -> None:
    if os.geteuid() != 0:
        return
    try:
        user = pwd.getpwnam(SERVER_USER)
    except KeyError:
        raise ServerFailedToStart(
            f"initdb refuses to run as root, and there is no {SERVER_USER!r} user to run it as"
        ) from None
    for path in [folder, *folder.iterdir()]:
        os.chown(path, user.pw_uid, user.pw_gid)


def _run_as_server_user(command: list[str], cwd: Path | None) -> None:
    # initdb and pg_ctl refuse to run as root: as root they run as the server's own user.
    if os.geteuid() == 0:
        command = ["runuser", "-u", SERVER_USER, "--", *command]
    subprocess.run(
        command,
        cwd=cwd,
        check=True,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        timeout=120,
    )


def _free_loopback_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _last_lines(output: bytes | None) -> str:
    lines = (output or b"").decode("utf-8", errors="replace").splitlines()
    return "\n".join(lines[-LOG_LINES_SHOWN:])


def _quoted(identifier: str) -> str:
    return '"' + identifier.replace('"', '""') + '"'
