"""Which code is running: the commit it was built from, for ``gin_build_info``
(docs/monitoring.md; the version is the package's, :func:`bot.version`).

Known in each way the bot is installed, else "unknown", never a wrong one:

- **run from a git checkout** (``python -m bot`` in it, or ``pip install -e .``): the
  checkout's HEAD, read from its ``.git`` (no git program: a root-owned checkout run by
  another user is one git refuses to read, "dubious ownership");
- **pip install git+URL@REV**: the commit pip resolved, which it records in the install
  (``direct_url.json``, https://packaging.python.org/en/latest/specifications/direct-url/);
- **pip install . from a checkout** (docs/gin-rummy-bot.service): pip records only the folder,
  so its HEAD, as long as nothing in HEAD moved after the install (a ``git pull`` without
  installing again: the code running is older than HEAD, so "unknown");
- **the Docker image** (and Kubernetes, which runs it): no ``.git`` goes into its build
  context, so the commit is a build argument, ``docker build --build-arg
  GIN_BUILD_COMMIT=$(git rev-parse HEAD)``, kept in the image's environment.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from importlib import metadata
from pathlib import Path
from urllib.parse import unquote, urlsplit

from bot import DISTRIBUTION

__all__ = ["BUILD_COMMIT_VARIABLE", "UNKNOWN", "commit"]

UNKNOWN = "unknown"
BUILD_COMMIT_VARIABLE = "GIN_BUILD_COMMIT"  # the image's (Dockerfile ARG and ENV)
PACKAGE = Path(__file__).resolve().parent
_COMMIT = re.compile(r"[0-9a-f]{40}|[0-9a-f]{64}")  # SHA-1, or a SHA-256 repository's
_GIVEN_COMMIT = re.compile(r"[0-9a-f]{7,64}")  # a build argument may be abbreviated


def commit(
    package: Path = PACKAGE,
    environ: Mapping[str, str] = os.environ,
    installed: metadata.Distribution | None = None,
) -> str:
    """The commit the code in ``package`` (the ``bot`` folder running) was built from, or
    :data:`UNKNOWN` (``installed``: the distribution to read, else the one installed)."""
    found = _checkout(package) or _install(package, installed) or _image(environ)
    return found or UNKNOWN


def _checkout(package: Path) -> str | None:
    """Running from a checkout: the package's folder is in its top folder."""
    head = _head(package.parent)
    return None if head is None else head[0]


def _install(package: Path, installed: metadata.Distribution | None) -> str | None:
    try:
        dist = installed or metadata.distribution(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return None
    # Another copy installed beside the one running (a checkout without .git, say) says
    # nothing about this one.
    if Path(str(dist.locate_file("bot/__init__.py"))).resolve() != package / "__init__.py":
        return None
    try:
        origin = json.loads(dist.read_text("direct_url.json") or "{}")
    except ValueError:
        return None
    vcs, folder = origin.get("vcs_info"), origin.get("dir_info")
    if isinstance(vcs, dict) and vcs.get("vcs") == "git":
        found = str(vcs.get("commit_id", ""))
        return found if _COMMIT.fullmatch(found) else None
    url = urlsplit(str(origin.get("url", "")))
    if not isinstance(folder, dict) or folder.get("editable") or url.scheme != "file":
        return None
    head = _head(Path(unquote(url.path)))
    record = next((f for f in dist.files or () if f.name == "RECORD"), None)
    if head is None or record is None:
        return None
    sha, sources = head
    try:
        installed_at = Path(str(dist.locate_file(record))).stat().st_mtime
        moved_at = max(source.stat().st_mtime for source in sources)
    except OSError:
        return None
    return sha if moved_at <= installed_at else None


def _image(environ: Mapping[str, str]) -> str | None:
    given = environ.get(BUILD_COMMIT_VARIABLE, "").strip().lower()
    return given if _GIVEN_COMMIT.fullmatch(given) else None


def _head(checkout: Path) -> tuple[str, list[Path]] | None:
    """The commit the checkout's HEAD names, and the files that said so (None: not a
    checkout, or one this can't read)."""
    try:
        return _read_head(checkout)
    except (OSError, UnicodeDecodeError):
        return None


def _read_head(checkout: Path) -> tuple[str, list[Path]] | None:
    dot_git = checkout / ".git"
    if dot_git.is_file():  # a worktree's: "gitdir: <its folder in the main .git>"
        pointer = dot_git.read_text(encoding="utf-8").strip()
        if not pointer.startswith("gitdir:"):
            return None
        git = (checkout / pointer.removeprefix("gitdir:").strip()).resolve()
    elif dot_git.is_dir():
        git = dot_git
    else:
        return None
    # A worktree keeps its HEAD, and the branches are the main folder's (gitrepository-layout(5)).
    common = git
    if (git / "commondir").is_file():
        common = (git / (git / "commondir").read_text(encoding="utf-8").strip()).resolve()
    head = git / "HEAD"
    named = head.read_text(encoding="utf-8").strip()
    if not named.startswith("ref:"):  # a detached HEAD holds the commit itself
        return (named, [head]) if _COMMIT.fullmatch(named) else None
    ref = named.removeprefix("ref:").strip()
    for folder in (git, common):
        loose = folder / ref
        if loose.is_file():
            found = loose.read_text(encoding="utf-8").strip()
            return (found, [head, loose]) if _COMMIT.fullmatch(found) else None
    packed = common / "packed-refs"
    if packed.is_file():
        for line in packed.read_text(encoding="utf-8").splitlines():
            found, _, name = line.partition(" ")
            if name == ref and _COMMIT.fullmatch(found):
                return found, [head, packed]
    return None  # a branch with no commit yet
