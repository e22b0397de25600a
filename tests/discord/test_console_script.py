"""``gin-rummy-bot``: the console script beside ``python -m bot``, declared in pyproject.toml and
running the same commands."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import bot
import bot.__main__ as entry

ROOT = Path(__file__).resolve().parents[2]


def test_the_console_script_is_declared_and_calls_the_main_entry() -> None:
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts == {"gin-rummy-bot": "bot.__main__:script"}
    installed = metadata.entry_points(group="console_scripts", name="gin-rummy-bot")
    assert [point.load() for point in installed] == [entry.script]


def test_the_console_script_runs_version() -> None:
    script = Path(sys.executable).with_name("gin-rummy-bot")
    argv = [str(script)] if script.exists() else [sys.executable, "-c", _RUN_SCRIPT]
    done = subprocess.run(
        [*argv, "--version"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"gin-rummy-bot {bot.version()}"


# Where the package is not installed (no script in the interpreter's folder): what the script
# runs, the way pip's wrapper runs it.
_RUN_SCRIPT = "import sys; from bot.__main__ import script; sys.exit(script())"
