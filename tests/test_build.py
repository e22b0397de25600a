"""The commit ``gin_build_info`` names, in each way the bot is installed: a checkout (with
real git: branches, packed refs, a detached HEAD, a worktree), ``pip install git+URL`` and
``pip install .`` (the install as pip records it: a dist-info folder with ``direct_url.json``),
the Docker image's build argument; and "unknown" wherever it can't be sure."""

from __future__ import annotations

import json
import os
import subprocess
from importlib import metadata
from pathlib import Path
from typing import Any

from bot.build import UNKNOWN, commit

NO_IMAGE: dict[str, str] = {}


def git(folder: Path, *args: str) -> str:
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(folder),
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@example.com",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@example.com",
    }
    done = subprocess.run(
        ["git", *args], cwd=folder, env=env, capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


def checkout(folder: Path) -> Path:
    """A repository with the bot's package folder in it, one commit made."""
    (folder / "bot").mkdir(parents=True)
    (folder / "bot" / "__init__.py").write_text("")
    git(folder, "init", "-q", "-b", "main")
    git(folder, "add", ".")
    git(folder, "commit", "-q", "-m", "first")
    return folder


def another_commit(folder: Path, name: str = "more") -> str:
    (folder / name).write_text(name)
    git(folder, "add", name)
    git(folder, "commit", "-q", "-m", name)
    return git(folder, "rev-parse", "HEAD")


def installed(site: Path, origin: dict[str, Any]) -> metadata.Distribution:
    """The bot installed in ``site`` as pip leaves it, ``origin`` its direct_url.json."""
    (site / "bot").mkdir(parents=True)
    (site / "bot" / "__init__.py").write_text("")
    info = site / "gin_rummy_bot-0.1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: gin-rummy-bot\nVersion: 0.1.0\n")
    (info / "direct_url.json").write_text(json.dumps(origin))
    files = ["bot/__init__.py", *(f"{info.name}/{n}" for n in ("METADATA", "direct_url.json"))]
    (info / "RECORD").write_text("".join(f"{f},,\n" for f in [*files, f"{info.name}/RECORD"]))
    return metadata.PathDistribution(info)


def test_a_checkout_names_its_head_however_git_keeps_it(tmp_path: Path) -> None:
    repo = checkout(tmp_path / "repo")
    package = repo / "bot"
    first = git(repo, "rev-parse", "HEAD")
    assert commit(package, NO_IMAGE) == first
    second = another_commit(repo)
    assert commit(package, NO_IMAGE) == second != first
    git(repo, "pack-refs", "--all")  # the branch in packed-refs, no loose file
    assert not (repo / ".git" / "refs" / "heads" / "main").exists()
    assert commit(package, NO_IMAGE) == second
    git(repo, "checkout", "-q", "--detach", first)
    assert commit(package, NO_IMAGE) == first

    # A worktree: its own HEAD, its branch in the main repository's folder.
    git(repo, "worktree", "add", "-q", "-b", "other", str(tmp_path / "tree"), second)
    third = another_commit(tmp_path / "tree", "third")
    assert commit(tmp_path / "tree" / "bot", NO_IMAGE) == third
    assert commit(package, NO_IMAGE) == first


def test_a_repository_above_the_package_is_not_its_checkout(tmp_path: Path) -> None:
    # A virtual environment inside the checkout: the code there is what was installed,
    # whatever the checkout's HEAD is now.
    repo = checkout(tmp_path / "repo")
    site = repo / ".venv" / "lib" / "python3.11" / "site-packages"
    (site / "bot").mkdir(parents=True)
    assert commit(site / "bot", NO_IMAGE) == UNKNOWN
    # And a branch with no commit yet names none.
    empty = tmp_path / "empty"
    (empty / "bot").mkdir(parents=True)
    git(empty, "init", "-q")
    assert commit(empty / "bot", NO_IMAGE) == UNKNOWN


def test_pip_install_from_git_names_the_commit_pip_resolved(tmp_path: Path) -> None:
    sha = "0123456789abcdef0123456789abcdef01234567"
    origin = {
        "url": "https://example.com/gin-rummy-bot.git",
        "vcs_info": {"vcs": "git", "requested_revision": "main", "commit_id": sha},
    }
    dist = installed(tmp_path / "site", origin)
    assert commit(tmp_path / "site" / "bot", NO_IMAGE, dist) == sha
    # Another copy of the package, not the one installed, is not vouched for.
    (tmp_path / "copy" / "bot").mkdir(parents=True)
    assert commit(tmp_path / "copy" / "bot", NO_IMAGE, dist) == UNKNOWN


def test_pip_install_dot_names_the_checkout_head_until_it_moves(tmp_path: Path) -> None:
    repo = checkout(tmp_path / "repo")
    head = git(repo, "rev-parse", "HEAD")
    dist = installed(tmp_path / "site", {"url": repo.as_uri(), "dir_info": {}})
    package = tmp_path / "site" / "bot"
    record = tmp_path / "site" / "gin_rummy_bot-0.1.0.dist-info" / "RECORD"
    ref = repo / ".git" / "refs" / "heads" / "main"
    # Installed after the last commit: the code is that commit's.
    os.utime(record, (ref.stat().st_mtime + 10,) * 2)
    assert commit(package, NO_IMAGE, dist) == head
    # A pull (a commit) after the install, not installed again: the code is older than HEAD.
    another_commit(repo)
    os.utime(repo / ".git" / "refs" / "heads" / "main", (record.stat().st_mtime + 10,) * 2)
    assert commit(package, NO_IMAGE, dist) == UNKNOWN
    # The folder gone (the image's /src, removed after its install): unknown too.
    gone = installed(tmp_path / "image", {"url": "file:///src-gone", "dir_info": {}})
    assert commit(tmp_path / "image" / "bot", NO_IMAGE, gone) == UNKNOWN


def test_the_image_names_the_commit_it_was_built_with(tmp_path: Path) -> None:
    (tmp_path / "bot").mkdir()
    sha = "89abcdef0123456789abcdef0123456789abcdef"
    assert commit(tmp_path / "bot", {"GIN_BUILD_COMMIT": sha}) == sha
    assert commit(tmp_path / "bot", {"GIN_BUILD_COMMIT": sha.upper()}) == sha
    assert commit(tmp_path / "bot", {"GIN_BUILD_COMMIT": sha[:12]}) == sha[:12]  # --short
    # Built without the argument, or with something that is no commit.
    for given in ("", "unknown", "$(git rev-parse HEAD)", sha[:5]):
        assert commit(tmp_path / "bot", {"GIN_BUILD_COMMIT": given}) == UNKNOWN, given
