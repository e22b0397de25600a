"""Settings from the environment (or a .env file)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Config", "ConfigError"]

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class ConfigError(ValueError):
    """A setting that is missing or malformed; the message says how to fix it."""


@dataclass(frozen=True, slots=True)
class Config:
    token: str
    database: Path = Path("data/gin.sqlite3")
    dev_guild: int | None = None
    log_level: str = "INFO"

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> Config:
        env = dict(os.environ if env is None else env)
        token = env.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise ConfigError(
                "DISCORD_TOKEN is not set: copy .env.example to .env and paste your bot's token "
                "from the Discord developer portal (Bot > Reset Token)."
            )
        if any(c.isspace() for c in token):
            raise ConfigError(
                "DISCORD_TOKEN has a line break or a space inside it: paste the token again, "
                "on one line, with nothing else."
            )
        guild_text = env.get("GIN_DEV_GUILD", "").strip()
        if guild_text and not guild_text.isdigit():
            raise ConfigError(f"GIN_DEV_GUILD must be a server id (digits), not {guild_text!r}.")
        level = env.get("GIN_LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in LOG_LEVELS:
            raise ConfigError(f"GIN_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}.")
        database = Path(env.get("GIN_DATABASE", "").strip() or "data/gin.sqlite3")
        return cls(token, database, int(guild_text) if guild_text else None, level)
