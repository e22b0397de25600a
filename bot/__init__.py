"""Gin rummy for Discord (and a terminal): the package's version, read where it is needed."""

DISTRIBUTION = "gin-rummy-bot"


def version() -> str:
    """The installed package's version ("unknown" when run from a copy that is not installed)."""
    from importlib import metadata  # only here: reading it costs a tenth of a start

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return "unknown"
